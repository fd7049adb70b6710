"""The gauntlet: every deck against every deck (mirrors included), both seats.

For decks ``i`` and ``j`` the ordered pairs ``(i, j)`` and ``(j, i)`` each play
``games`` games (deck ``i`` in seat A, then in seat B), so each off-diagonal
matchup has ``2 * games`` games.  A mirror ``(i, i)`` plays ``games`` games and
reports seat A's win rate: a check that should be about 50%.  Pair ``(i, j)``
is seeded from ``(seed, i, j)``; game ``k`` of a pair from ``(pair seed, k)``,
so results are reproducible and independent of the thread count and backend.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Iterable, Optional, Sequence

import numpy as np

from mtgcore import _core
from mtgcore._checks import MAX_GAMES, as_count, as_int, card_library, native_policy, thread_count
from mtgcore.cards import CardLibrary
from mtgcore.deck import Deck
from mtgcore.errors import MtgError
from mtgcore.stats import wilson_interval


def pair_seed(seed: int, i: int, j: int) -> int:
    """Batch seed of the ordered pair (deck i in seat A, deck j in seat B)."""
    return _core.game_seed(_core.game_seed(seed & (2**64 - 1), i), j)


@dataclass
class GauntletResult:
    """``names``; ``wins[i, j]``: games deck i won against deck j (both seats;
    for a mirror, seat A's wins); ``played[i, j]`` and ``draws[i, j]`` likewise;
    ``pairs[(i, j)]``: the per-game arrays of the ordered pair (as simulate)."""

    names: list
    wins: np.ndarray
    played: np.ndarray
    draws: np.ndarray
    pairs: dict
    games: int
    seed: int
    policy: str

    @property
    def rates(self) -> np.ndarray:
        """Win-rate matrix: row deck against column deck."""
        return self.wins / np.maximum(self.played, 1)

    def interval(self, i: int, j: int) -> tuple:
        return wilson_interval(int(self.wins[i, j]), int(self.played[i, j]))

    def field(self) -> list:
        """Per deck: pooled win rate against every other deck, with its interval."""
        out = []
        n = len(self.names)
        for i in range(n):
            others = [j for j in range(n) if j != i]
            w = int(self.wins[i, others].sum())
            p = int(self.played[i, others].sum())
            out.append({"deck": self.names[i], "wins": w, "games": p, "win_rate": w / p if p else 0.0,
                        "ci95": wilson_interval(w, p)})
        return out

    def ranking(self) -> list:
        """Deck names, best average against the field first (ties: by name)."""
        f = self.field()
        return [d["deck"] for d in sorted(f, key=lambda d: (-d["win_rate"], d["deck"]))]

    def summary(self) -> dict:
        n = len(self.names)
        matrix = [[{"win_rate": float(self.rates[i, j]), "ci95": self.interval(i, j),
                    "wins": int(self.wins[i, j]), "games": int(self.played[i, j]),
                    "draws": int(self.draws[i, j])} for j in range(n)] for i in range(n)]
        mirrors = {self.names[i]: {"seat_a_win_rate": float(self.rates[i, i]),
                                   "ci95": self.interval(i, i), "games": int(self.played[i, i])}
                   for i in range(n)}
        return {"decks": list(self.names), "games_per_pair": self.games, "seed": self.seed,
                "policy": self.policy, "matrix": matrix, "field": self.field(),
                "ranking": self.ranking(), "mirrors": mirrors}


def _unique_names(decks: list) -> list:
    names, seen = [], {}
    for d in decks:
        seen[d.name] = seen.get(d.name, 0) + 1
        names.append(d.name if seen[d.name] == 1 else f"{d.name}#{seen[d.name]}")
    return names


def gauntlet(decks: Sequence, *, games: int, seed: int = 0, policy: str = "greedy",
             threads: Optional[int] = None, backend: str = "local", ray_address: Optional[str] = None,
             library: Optional[CardLibrary] = None, turn_limit: int = 500,
             progress: Optional[Callable[[int], None]] = None) -> GauntletResult:
    """Play every ordered pair of ``decks`` (a list of at least two), ``games`` games each.

    ``policy``: the native policy every deck plays ('greedy' or 'random').
    ``backend``: 'local' (C++ threads, default every core) or 'ray' (see
    :func:`mtgcore.simulate`); both give identical results for the same seed.
    ``library``: the card library the decklists are read with and played from.
    Locally the games run in short native chunks: Ctrl-C stops them, and
    ``progress(n_done)`` (out of ``games * len(decks) ** 2``) is called between chunks.
    """
    from mtgcore.simulate import run_batch

    games = as_count(games, "games", 1, MAX_GAMES)
    turn_limit = as_count(turn_limit, "turn_limit", 1, 1_000_000)
    native_policy(policy)
    seed = as_int(seed, "seed") & (2**64 - 1)
    if isinstance(decks, (str, bytes, os.PathLike, Deck)) or not isinstance(decks, Iterable):
        raise MtgError(f"decks must be a list of decks (names, paths, decklists or Decks), "
                       f"not {type(decks).__name__} {decks!r}"[:300])
    lib = card_library(library)
    decks = [Deck.load(d, library=lib) for d in decks]
    if len(decks) < 2:
        raise MtgError(f"a gauntlet needs at least two decks, got {len(decks)}")
    lib = lib.for_decks(*decks)  # with the compiled cards the decks use
    ids = [d.def_ids(lib) for d in decks]
    names = _unique_names(decks)
    n = len(decks)
    wins = np.zeros((n, n), dtype=np.int64)
    played = np.zeros((n, n), dtype=np.int64)
    draws = np.zeros((n, n), dtype=np.int64)
    jobs = [(i, j) for i in range(n) for j in range(n)]
    batches = run_batch(lib, [(ids[i], ids[j], pair_seed(seed, i, j)) for i, j in jobs], games,
                        (policy, policy), thread_count(threads, games),
                        turn_limit, backend, ray_address, progress)
    pairs = {}
    for (i, j), res in zip(jobs, batches):
        pairs[(i, j)] = res
        w = res["winner"]
        if i == j:
            wins[i, i] += np.count_nonzero(w == 0)
            played[i, i] += games
            draws[i, i] += np.count_nonzero(w == -1)
            continue
        d = int(np.count_nonzero(w == -1))
        wins[i, j] += np.count_nonzero(w == 0)
        wins[j, i] += np.count_nonzero(w == 1)
        for a, b in ((i, j), (j, i)):
            played[a, b] += games
            draws[a, b] += d
    return GauntletResult(names=names, wins=wins, played=played, draws=draws, pairs=pairs,
                          games=games, seed=seed, policy=policy)
