"""Goldfishing: how fast does a deck kill an opponent who does nothing?

The deck plays against an opponent who takes no actions, has no cards and
cannot lose by drawing from an empty library.  Each game reports the deck's own
turn number on which the opponent reached 0 life (or 10 poison).  Games run
natively on C++ threads; on the play and on the draw are separate batches.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable, Optional, Union

import numpy as np

from mtgcore._checks import MAX_GAMES, as_count, as_int, card_library, native_policy, thread_count
from mtgcore.cards import CardLibrary
from mtgcore.deck import Deck
from mtgcore.errors import MtgError
from mtgcore.simulate import run_chunked
from mtgcore.stats import median_with_never, wilson_interval

SIDES = ("play", "draw")


@dataclass
class GoldfishSide:
    """Per-game arrays of one side: ``kill_turn`` (the deck's own turn on which
    the opponent died, 0 = not within the turn limit), ``turns`` (game turns),
    ``reason`` (EndReason code), ``opponent_life``, ``decisions``."""

    kill_turn: np.ndarray
    turns: np.ndarray
    reason: np.ndarray
    opponent_life: np.ndarray
    decisions: np.ndarray

    @property
    def games(self) -> int:
        return int(self.kill_turn.shape[0])

    def summary(self, max_turns: int) -> dict:
        n = self.games
        k = self.kill_turn
        killed = k[k > 0]
        counts = np.bincount(killed, minlength=max_turns + 1)[: max_turns + 1]
        rows, cum = [], 0
        for t in range(1, max_turns + 1):
            c = int(counts[t])
            cum += c
            rows.append({"turn": t, "killed": c, "share": c / n if n else 0.0,
                         "share_ci95": wilson_interval(c, n),
                         "by_turn": cum / n if n else 0.0,
                         "by_turn_ci95": wilson_interval(cum, n)})
        never = n - int(killed.size)
        return {"games": n, "turns": rows,
                "mean_kill_turn": float(killed.mean()) if killed.size else None,
                "median_kill_turn": median_with_never(k),
                "never_killed": never, "never_killed_share": never / n if n else 0.0,
                "never_killed_ci95": wilson_interval(never, n)}


@dataclass
class GoldfishResult:
    """Goldfish games on the play (``play``) and on the draw (``draw``)."""

    play: GoldfishSide
    draw: GoldfishSide
    deck_name: str = "deck"
    policy: str = "greedy"
    seed: int = 0
    max_turns: int = 20
    games: int = field(default=0)

    def side(self, name: str) -> GoldfishSide:
        return {"play": self.play, "draw": self.draw}[name]

    def summary(self) -> dict:
        """Per side: per turn the share killed on and by that turn with 95% Wilson
        intervals, mean and median kill turn (median None when more than half the
        games were never killed), and the share never killed."""
        return {"deck": self.deck_name, "games": self.games, "seed": self.seed,
                "policy": self.policy, "max_turns": self.max_turns,
                "play": self.play.summary(self.max_turns),
                "draw": self.draw.summary(self.max_turns)}


def goldfish(deck: Union[Deck, str, os.PathLike], *, games: int, seed: int = 0,
             policy: str = "greedy", threads: Optional[int] = None, max_turns: int = 20,
             library: Optional[CardLibrary] = None,
             progress: Optional[Callable[[int], None]] = None) -> GoldfishResult:
    """Play ``games`` goldfish games on the play and ``games`` on the draw.

    Game ``i`` of each side is seeded from ``(seed, i, side)``, so results do not
    depend on ``threads`` (default: every core).  ``policy``: 'greedy' or
    'random', the deck's native policy.  A kill after the deck's ``max_turns``-th
    turn counts as never.  ``library``: the card library the decklist is read
    with and played from (default: the bundled one).  The games run in short
    native chunks: Ctrl-C stops them, and ``progress(n_done)`` (out of
    ``2 * games``) is called between chunks.
    """
    from mtgcore import _batch

    games = as_count(games, "games", 1, MAX_GAMES)
    max_turns = as_count(max_turns, "max_turns", 1, 200)
    native_policy(policy)
    seed = as_int(seed, "seed") & (2**64 - 1)
    lib = card_library(library)
    d = Deck.load(deck, library=lib)
    lib = lib.for_decks(d)  # with the compiled cards the deck uses
    ids = d.def_ids(lib)
    threads = thread_count(threads, games)
    sides = []
    for s in (0, 1):
        def play(first, n, s=s):
            return _batch.run_goldfish(lib.blob, ids, n, seed, s, policy, max_turns,
                                       threads, first)
        sides.append(GoldfishSide(**run_chunked(play, games, threads, progress, s * games)))
    return GoldfishResult(play=sides[0], draw=sides[1], deck_name=d.name, policy=policy,
                          seed=seed, max_turns=max_turns, games=games)
