"""Batch simulation: whole games played natively on all cores."""

from __future__ import annotations

import math
import os
import time
from dataclasses import dataclass, field
from typing import Callable, Optional, Union

import numpy as np

from mtgcore import _core
from mtgcore._checks import MAX_GAMES, as_count, as_int, policy_pair, thread_count
from mtgcore.cards import CardLibrary, default_library
from mtgcore.deck import Deck
from mtgcore.game import POLICIES

REASONS = _core.END_REASONS  # index = EndReason code
# The policy RNG of batch game i is seeded with its game seed xor this (policy.cpp PlayGame).
_POLICY_SEED_MIX = 0xA5A5A5A5DEADBEEF
# Seconds of native play between two checks for Ctrl-C (and progress calls).
_CHUNK_SECONDS = 0.1


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
    decks: tuple = field(default=(), repr=False)
    library: Optional[CardLibrary] = field(default=None, repr=False)
    turn_limit: int = 500

    @property
    def games(self) -> int:
        return int(self.winner.shape[0])

    def replay(self, i: int):
        """Game ``i`` of this batch, replayed as a :class:`~mtgcore.Game` at its end
        with its full :attr:`~mtgcore.Game.history` (the same game, action for action)."""
        from mtgcore.errors import InvalidIdError
        from mtgcore.game import Game

        i = as_int(i, "game index", InvalidIdError)
        if not 0 <= i < self.games:
            raise InvalidIdError(f"no game {i} in this result of {self.games} games")
        if not self.decks:
            raise InvalidIdError("this result does not know its decks: it cannot replay games")
        game_seed = _core.game_seed(self.seed, i)
        g = Game(self.decks[0], self.decks[1], seed=game_seed, library=self.library)
        g._g.turn_limit = self.turn_limit
        g.play(self.policy, seed=game_seed ^ _POLICY_SEED_MIX)
        return g

    #: Columns of :meth:`rows` and of the CSV file, one row per game.
    COLUMNS = ("game", "winner", "turns", "life_0", "life_1", "starting_player", "reason", "decisions")

    def rows(self) -> list:
        """Per-game results as lists of plain ints and strings, in :data:`COLUMNS` order
        (``winner``: 0, 1 or -1 for a draw; ``reason``: its text)."""
        return [[i, int(self.winner[i]), int(self.turns[i]), int(self.life[i, 0]), int(self.life[i, 1]),
                 int(self.starting_player[i]), REASONS[int(self.reason[i])] or "none",
                 int(self.decisions[i])] for i in range(self.games)]

    def to_csv(self, path) -> None:
        """Write one row per game (with a header of :data:`COLUMNS`) to ``path``."""
        import csv
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(self.COLUMNS)
            w.writerows(self.rows())

    def to_dict(self) -> dict:
        """The summary and the per-game results (columns of lists), ready for JSON."""
        s = self.summary()
        s["policy"], s["decks"] = list(s["policy"]), list(self.deck_names)
        for p in (0, 1):
            s[f"win_rate_{p}_ci95"] = list(s[f"win_rate_{p}_ci95"])
        rows = self.rows()
        return {"summary": s, "games": {c: [r[k] for r in rows] for k, c in enumerate(self.COLUMNS)}}

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
    from mtgcore.errors import MtgError

    games = as_count(games, "games", 0, MAX_GAMES)
    turn_limit = as_count(turn_limit, "turn_limit", 1, 1_000_000)
    pa, pb = policy_pair(policy, POLICIES)
    lib = library or default_library()
    da, db = Deck.load(deck_a, library=lib), Deck.load(deck_b, library=lib)
    ids_a, ids_b = da.def_ids(lib), db.def_ids(lib)
    threads = thread_count(threads, games)
    seed = as_int(seed, "seed") & (2**64 - 1)
    # Native play runs in chunks of about _CHUNK_SECONDS with the GIL released;
    # between chunks Python notices Ctrl-C (KeyboardInterrupt) and calls progress.
    chunk = 4 * threads
    parts = []
    done = 0
    while done < games or not parts:
        n = min(chunk, games - done)
        start = time.perf_counter()
        try:
            parts.append(_batch.run_games(lib.blob, ids_a, ids_b, n, seed, POLICIES[pa], POLICIES[pb],
                                          threads, done, turn_limit))
        except RuntimeError as e:  # a native thread could not start (engine error)
            raise MtgError(str(e)) from None
        elapsed = time.perf_counter() - start
        done += n
        if progress is not None:
            progress(done)
        if n == 0:
            break
        rate = n / max(elapsed, 1e-6)
        chunk = int(max(threads, min(4 * chunk, rate * _CHUNK_SECONDS)))
    cat = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    return SimulationResult(**cat, deck_names=(da.name, db.name), policy=(pa, pb), seed=seed,
                            decks=(da, db), library=lib, turn_limit=turn_limit)
