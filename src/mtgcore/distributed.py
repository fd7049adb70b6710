"""Batches on Ray: games shipped as seed ranges to Ray tasks running the engine.

Game ``k`` of a batch is seeded from ``(batch seed, k)`` whichever process plays
it, so a task playing range ``[first, first + n)`` returns exactly the games a
local run plays there.  Ranges are merged back in game order; a task that fails
is retried by Ray as a whole (its range is simply replayed), so a game is never
lost or counted twice.  ``pip install "mtgcore[ray]"``.
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from mtgcore.errors import MtgError

# Games per Ray task: large enough that a task runs for a while, small enough
# that a cluster's cores all get work.
RANGE = 2000
_remote = None


def _play_range(blob: bytes, a: list, b: list, first: int, n: int, seed: int, p0: int, p1: int,
                turn_limit: int, fail_once: Optional[str] = None) -> dict:
    from mtgcore import _batch

    if fail_once is not None:  # tests: the first attempt of this range fails
        import os
        marker = os.path.join(fail_once, f"{seed}-{first}")
        if not os.path.exists(marker):
            open(marker, "w").close()
            raise RuntimeError(f"injected failure of games {first}..{first + n - 1}")
    return _batch.run_games(blob, a, b, n, seed, p0, p1, 1, first, turn_limit)


def _ray():
    try:
        import ray
    except ImportError:
        raise MtgError("backend='ray' needs Ray: pip install \"mtgcore[ray]\"") from None
    return ray


def ray_run_games(blob: bytes, jobs: list, games: int, policies: tuple, turn_limit: int,
                  address: Optional[str] = None, range_size: Optional[int] = None,
                  _fail_once: Optional[str] = None) -> list:
    """Per job ``(ids_a, ids_b, batch_seed)``, the arrays of games 0..games-1.

    ``range_size`` games per task (default :data:`RANGE`).  ``_fail_once``
    (tests only): a directory; each range's first attempt fails once.
    """
    range_size = range_size or RANGE
    global _remote
    ray = _ray()
    if not ray.is_initialized():
        ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
    if _remote is None:
        _remote = ray.remote(num_cpus=1, max_retries=3, retry_exceptions=True)(_play_range)
    blob_ref = ray.put(blob)
    futures = []
    for a, b, seed in jobs:
        futures.append([_remote.remote(blob_ref, a, b, first, min(range_size, games - first), seed,
                                       policies[0], policies[1], turn_limit, _fail_once)
                        for first in range(0, games, range_size)])
    out = []
    for parts in futures:
        chunks = ray.get(parts)  # in submission order = game order
        if not chunks:
            from mtgcore import _batch
            chunks = [_batch.run_games(blob, [], [], 0, 0, 0, 0)]
        out.append({k: np.concatenate([c[k] for c in chunks]) for k in chunks[0]})
    return out
