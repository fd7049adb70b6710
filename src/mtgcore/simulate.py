"""Batch simulation: whole games played natively on all cores."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Callable, Optional, Union

import numpy as np

from mtgcore import _core
from mtgcore.cards import CardLibrary, default_library
from mtgcore.deck import Deck
from mtgcore.game import POLICIES

REASONS = _core.END_REASONS  # index = EndReason code


def wilson_interval(successes: int, n: int, z: float = 1.959964) -> tuple:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


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
        n = self.games
        out = {"games": n, "seed": self.seed, "policy": self.policy}
        for p, name in enumerate(self.deck_names):
            wins = int(np.count_nonzero(self.winner == p))
            lo, hi = wilson_interval(wins, n)
            out[f"wins_{p}"] = wins
            out[f"win_rate_{p}"] = wins / n if n else 0.0
            out[f"win_rate_{p}_ci95"] = (lo, hi)
        draws = int(np.count_nonzero(self.winner == -1))
        out["draws"] = draws
        out["mean_turns"] = float(self.turns.mean()) if n else 0.0
        out["mean_decisions"] = float(self.decisions.mean()) if n else 0.0
        on_play = self.winner == self.starting_player
        out["starting_player_win_rate"] = float(on_play.mean()) if n else 0.0
        out["reasons"] = {REASONS[r] or "none": int(c) for r, c in
                          zip(*np.unique(self.reason, return_counts=True))}
        return out


def simulate(deck_a: Union[Deck, str, os.PathLike], deck_b: Union[Deck, str, os.PathLike], *,
             games: int, seed: int = 0, policy: Union[str, tuple] = "random",
             threads: Optional[int] = None, library: Optional[CardLibrary] = None,
             progress: Optional[Callable[[int], None]] = None,
             turn_limit: int = 500) -> SimulationResult:
    """Play ``games`` whole games natively (C++ threads, GIL released).

    Game ``i`` is seeded from ``(seed, i)``, so results do not depend on
    ``threads`` (default: every core).  ``policy`` is 'random', 'greedy', or a
    pair for (deck A, deck B).  ``progress(n_done)`` is called between chunks.
    """
    from mtgcore import _batch

    if not isinstance(games, int) or games < 0:
        raise ValueError(f"games must be a non-negative integer, not {games!r}")
    pa, pb = (policy, policy) if isinstance(policy, str) else tuple(policy)
    for p in (pa, pb):
        if p not in POLICIES:
            raise ValueError(f"unknown policy {p!r}; choose from {sorted(POLICIES)}")
    lib = library or default_library()
    da, db = Deck.load(deck_a), Deck.load(deck_b)
    ids_a, ids_b = da.def_ids(lib), db.def_ids(lib)
    threads = threads or os.cpu_count() or 1
    seed &= 2**64 - 1
    chunk = games if progress is None else max(256, min(20000, games // 50 or 1))
    parts = []
    done = 0
    while done < games or not parts:
        n = min(chunk, games - done)
        parts.append(_batch.run_games(lib.blob, ids_a, ids_b, n, seed, POLICIES[pa], POLICIES[pb],
                                      threads, done, turn_limit))
        done += n
        if progress is not None:
            progress(done)
        if n == 0:
            break
    cat = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    return SimulationResult(**cat, deck_names=(da.name, db.name), policy=(pa, pb), seed=seed)
