"""Batch simulation: whole games played natively on all cores (or on Ray)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Optional, Union

import numpy as np

from mtgcore import _core
from mtgcore.cards import CardLibrary, default_library
from mtgcore.deck import Deck
from mtgcore.game import POLICIES
from mtgcore.stats import length_distribution, proportion, wilson_interval  # noqa: F401 (re-exported)

REASONS = _core.END_REASONS  # index = EndReason code
FIELDS = ("winner", "turns", "life", "starting_player", "reason", "decisions")
PolicyLike = Union[str, Callable]


def reason_name(code: int) -> str:
    return REASONS[code] or "none"


@dataclass
class SimulationResult:
    """Per-game numpy arrays plus summaries.

    ``winner``: 0 (deck A), 1 (deck B) or -1 (draw); ``turns``; ``life`` (games x 2);
    ``starting_player``; ``reason`` (index into :data:`REASONS`); ``decisions``.
    """

    winner: np.ndarray
    turns: np.ndarray
    life: np.ndarray
    starting_player: np.ndarray
    reason: np.ndarray
    decisions: np.ndarray
    deck_names: tuple = ("A", "B")
    policy: tuple = ("random", "random")
    seed: int = 0

    @property
    def games(self) -> int:
        return int(self.winner.shape[0])

    def summary(self) -> dict:
        """Counts, win rates with 95% Wilson intervals (overall, on the play and on
        the draw per deck), the game-length distribution and the end reasons."""
        n = self.games
        out = {"games": n, "seed": self.seed, "decks": list(self.deck_names),
               "policy": [p if isinstance(p, str) else "python" for p in self.policy]}
        for p, name in enumerate(self.deck_names):
            wins = int(np.count_nonzero(self.winner == p))
            out[f"wins_{p}"] = wins
            out[f"win_rate_{p}"] = wins / n if n else 0.0
            out[f"win_rate_{p}_ci95"] = wilson_interval(wins, n)
            on_play = self.starting_player == p
            out[f"on_play_{p}"] = proportion(int(np.count_nonzero(on_play & (self.winner == p))),
                                             int(np.count_nonzero(on_play)))
            out[f"on_draw_{p}"] = proportion(int(np.count_nonzero(~on_play & (self.winner == p))),
                                             int(np.count_nonzero(~on_play)))
        out["draws"] = int(np.count_nonzero(self.winner == -1))
        out["mean_turns"] = float(self.turns.mean()) if n else 0.0
        out["turns"] = length_distribution(self.turns)
        out["mean_decisions"] = float(self.decisions.mean()) if n else 0.0
        out["starting_player_win_rate"] = float((self.winner == self.starting_player).mean()) if n else 0.0
        out["reasons"] = {reason_name(r): int(c) for r, c in
                          zip(*np.unique(self.reason, return_counts=True))}
        return out


def _policy_pair(policy) -> tuple:
    if isinstance(policy, str) or callable(policy):
        policy = (policy, policy)
    try:
        pa, pb = policy
    except (TypeError, ValueError):
        raise ValueError(f"policy must be a name, a callable or a pair of them, not {policy!r}") from None
    for p in (pa, pb):
        if not callable(p) and p not in POLICIES:
            raise ValueError(f"unknown policy {p!r}; choose from {sorted(POLICIES)} or a callable")
    return pa, pb


def run_batch(lib: CardLibrary, jobs: list, games: int, policies: tuple, threads: int,
              turn_limit: int, backend: str = "local", ray_address: Optional[str] = None) -> list:
    """Per job ``(ids_a, ids_b, batch_seed)``: the arrays of games ``0..games-1``
    with native policy codes ``policies``; identical for every backend."""
    from mtgcore import _batch

    if backend == "ray":
        from mtgcore.distributed import ray_run_games
        return ray_run_games(lib.blob, jobs, games, policies, turn_limit, ray_address)
    if backend != "local":
        raise ValueError(f"unknown backend {backend!r}; choose 'local' or 'ray'")
    return [_batch.run_games(lib.blob, a, b, games, s, policies[0], policies[1], threads, 0, turn_limit)
            for a, b, s in jobs]


def simulate(deck_a: Union[Deck, str, os.PathLike], deck_b: Union[Deck, str, os.PathLike], *,
             games: int, seed: int = 0, policy: Union[PolicyLike, tuple] = "random",
             threads: Optional[int] = None, library: Optional[CardLibrary] = None,
             progress: Optional[Callable[[int], None]] = None,
             turn_limit: int = 500, backend: str = "local",
             ray_address: Optional[str] = None) -> SimulationResult:
    """Play ``games`` whole games natively (C++ threads, GIL released).

    Game ``i`` is seeded from ``(seed, i)``, so results do not depend on
    ``threads`` (default: every core) nor on the backend.  ``policy`` is
    'random', 'greedy', a Python callable, or a pair ``(deck A's, deck B's)``.

    A callable policy is called as ``policy(game)`` (or ``policy(game, rng)`` if
    it takes two arguments, ``rng`` a ``random.Random`` seeded from the game's
    seed) with a :class:`mtgcore.Game` and returns the index of one of
    ``game.decision.actions``.  Those games are played one decision at a time
    through Python, so they are much slower than native ones (typically tens to
    hundreds of times); results are still reproducible by seed.

    ``backend='ray'`` ships seed ranges to Ray tasks (``ray_address``: an existing
    cluster, default a local one); the merged result equals the local one.
    ``progress(n_done)`` is called between chunks.
    """
    from mtgcore import _batch

    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise ValueError(f"games must be a non-negative integer, not {games!r}")
    pa, pb = _policy_pair(policy)
    lib = library or default_library()
    da, db = Deck.load(deck_a), Deck.load(deck_b)
    ids_a, ids_b = da.def_ids(lib), db.def_ids(lib)
    threads = threads or os.cpu_count() or 1
    seed &= 2**64 - 1
    names = (da.name, db.name)
    if callable(pa) or callable(pb):
        if backend != "local":
            raise ValueError("a Python callable policy runs only with backend='local'")
        from mtgcore.pypolicy import run_python_policy_games
        arrays = run_python_policy_games(lib, ids_a, ids_b, games, seed, (pa, pb), turn_limit, progress)
        return SimulationResult(**arrays, deck_names=names, policy=(pa, pb), seed=seed)
    codes = (POLICIES[pa], POLICIES[pb])
    if backend != "local":
        (arrays,) = run_batch(lib, [(ids_a, ids_b, seed)], games, codes, threads, turn_limit,
                              backend, ray_address)
        if progress is not None:
            progress(games)
        return SimulationResult(**arrays, deck_names=names, policy=(pa, pb), seed=seed)
    chunk = games if progress is None else max(256, min(20000, games // 50 or 1))
    parts = []
    done = 0
    while done < games or not parts:
        n = min(chunk, games - done)
        parts.append(_batch.run_games(lib.blob, ids_a, ids_b, n, seed, codes[0], codes[1],
                                      threads, done, turn_limit))
        done += n
        if progress is not None:
            progress(done)
        if n == 0:
            break
    cat = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    return SimulationResult(**cat, deck_names=names, policy=(pa, pb), seed=seed)
