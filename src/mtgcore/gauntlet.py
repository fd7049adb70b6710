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
from typing import Optional, Sequence

import numpy as np

from mtgcore import _core
from mtgcore.cards import CardLibrary, default_library
from mtgcore.deck import Deck
from mtgcore.errors import MtgError
from mtgcore.game import POLICIES
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
             library: Optional[CardLibrary] = None, turn_limit: int = 500) -> GauntletResult:
    """Play every ordered pair of ``decks`` (at least two), ``games`` games each.

    ``policy``: the native policy every deck plays ('greedy' or 'random').
    ``backend``: 'local' (C++ threads, default every core) or 'ray' (see
    :func:`mtgcore.simulate`); both give identical results for the same seed.
    """
    from mtgcore.simulate import run_batch

    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, not {games!r}")
    if not isinstance(policy, str) or policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}; choose from {sorted(POLICIES)}")
    decks = [Deck.load(d) for d in decks]
    if len(decks) < 2:
        raise MtgError(f"a gauntlet needs at least two decks, got {len(decks)}")
    lib = library or default_library()
    lib = lib.for_decks(*decks)  # with the compiled cards the decks use
    ids = [d.def_ids(lib) for d in decks]
    names = _unique_names(decks)
    n = len(decks)
    seed &= 2**64 - 1
    wins = np.zeros((n, n), dtype=np.int64)
    played = np.zeros((n, n), dtype=np.int64)
    draws = np.zeros((n, n), dtype=np.int64)
    jobs = [(i, j) for i in range(n) for j in range(n)]
    batches = run_batch(lib, [(ids[i], ids[j], pair_seed(seed, i, j)) for i, j in jobs], games,
                        (POLICIES[policy], POLICIES[policy]), threads or os.cpu_count() or 1,
                        turn_limit, backend, ray_address)
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
