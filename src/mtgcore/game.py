"""The object-level API: one game, one decision at a time.

>>> import mtgcore
>>> g = mtgcore.Game("green_stompy", "red_burn", seed=1)
>>> g.decision.kind
'mulligan'
>>> g.apply(g.legal_actions()[0])      # keep hand
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Optional, Sequence, Union

from mtgcore import _core
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import CARD_TYPES, COLOR_WORDS, KEYWORDS, SUPERTYPES
from mtgcore.deck import Deck
from mtgcore.errors import GameOverError, IllegalActionError

#: The engine's name tables (decision kinds, steps (CR 500.1), zones, action kinds,
#: counters), indexed by the engine's numbering.
DECISION_KINDS = _core.DECISION_KINDS
STEPS = _core.STEPS
ZONES = _core.ZONES
ACTION_KINDS = _core.ACTION_KINDS
COUNTER_NAMES = _core.COUNTER_NAMES
POLICIES = {"random": 0, "greedy": 1}

DeckLike = Union[Deck, str, os.PathLike]


def _bits_to_words(bits: int, vocab: Sequence[str]) -> list[str]:
    return [w for i, w in enumerate(vocab) if bits & (1 << i)]


class Action:
    """One legal answer to the pending decision, with a readable label."""

    __slots__ = ("native", "_game")

    def __init__(self, native: "_core.Action", game: "_core.Game"):
        self.native = native
        self._game = game

    @property
    def kind(self) -> str:
        return ACTION_KINDS[self.native.kind]

    @property
    def label(self) -> str:
        return self._game.label(self.native)

    @property
    def object_id(self) -> Optional[int]:
        o = self.native.obj
        return None if o < 0 else o

    @property
    def ref(self) -> int:
        """The target / attacked / blocked reference (>= 0 object, < 0 player -1-p)."""
        return self.native.ref

    @property
    def amount(self) -> int:
        return self.native.arg

    def __eq__(self, other) -> bool:
        return isinstance(other, Action) and self.native == other.native

    def __hash__(self) -> int:
        return hash(self.native)

    def __repr__(self) -> str:
        return f"<Action {self.label!r}>"

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True)
class Decision:
    """Who decides what, and the legal actions."""

    player: int
    kind: str
    actions: list

    def __repr__(self) -> str:
        return f"<Decision player={self.player} kind={self.kind!r} actions={len(self.actions)}>"


@dataclass(frozen=True)
class GameResult:
    """How a game ended (CR 104): ``winner`` is 0, 1, or None for a draw."""

    winner: Optional[int]
    draw: bool
    reason: str
    turns: int


class CardView:
    """A read-only view of one object (CR 109) as it is now.

    An object that changes zones becomes a new object (CR 400.7); ``card_id``
    stays the same for the physical card, ``id`` is this object's row.
    """

    __slots__ = ("_g", "id")

    def __init__(self, g: "_core.Game", obj: int):
        self._g = g
        self.id = obj

    name = property(lambda self: self._g.obj_name(self.id))
    card_id = property(lambda self: self._g.obj_card(self.id))
    zone = property(lambda self: ZONES[self._g.obj_zone(self.id)])
    owner = property(lambda self: self._g.obj_owner(self.id))
    controller = property(lambda self: self._g.obj_controller(self.id))
    tapped = property(lambda self: self._g.obj_tapped(self.id))
    power = property(lambda self: self._g.obj_power(self.id))
    toughness = property(lambda self: self._g.obj_toughness(self.id))
    damage = property(lambda self: self._g.obj_damage(self.id))
    is_token = property(lambda self: self._g.card_is_token(self.card_id))

    @property
    def counters(self) -> dict:
        return {COUNTER_NAMES[i]: n for i, n in enumerate(self._g.obj_counters(self.id)) if n}

    @property
    def keywords(self) -> set:
        return set(_bits_to_words(self._g.obj_keywords(self.id), KEYWORDS))

    @property
    def types(self) -> set:
        return set(_bits_to_words(self._g.obj_types(self.id), CARD_TYPES))

    @property
    def colors(self) -> set:
        return set(_bits_to_words(self._g.obj_colors(self.id), COLOR_WORDS))

    def __repr__(self) -> str:
        extra = ""
        if self.zone == "battlefield" and "creature" in self.types:
            extra = f" {self.power}/{self.toughness}" + (" tapped" if self.tapped else "")
        return f"<{self.name} #{self.card_id} in {self.zone}{extra}>"


class PlayerView:
    """A read-only view of one player."""

    def __init__(self, g: "_core.Game", index: int):
        self._g = g
        self.index = index

    life = property(lambda self: self._g.life(self.index))
    poison = property(lambda self: self._g.poison(self.index))
    hand_size = property(lambda self: len(self._g.hand(self.index)))
    library_size = property(lambda self: len(self._g.library(self.index)))
    mulligans = property(lambda self: self._g.mulligans(self.index))

    @property
    def hand(self) -> list:
        return [CardView(self._g, o) for o in self._g.hand(self.index)]

    @property
    def graveyard(self) -> list:
        return [CardView(self._g, o) for o in self._g.graveyard(self.index)]

    @property
    def library(self) -> list:
        """Top card first."""
        return [CardView(self._g, o) for o in self._g.library(self.index)]

    def __repr__(self) -> str:
        return (f"<Player {self.index} life={self.life} poison={self.poison} "
                f"hand={self.hand_size} library={self.library_size}>")


class Game:
    """One two-player game.

    ``deck_a``/``deck_b``: a :class:`~mtgcore.Deck`, a path to a decklist file,
    decklist text (a string containing a newline) or a bundled deck name.
    ``starting_player`` (0 or 1) overrides the seeded choice of CR 103.1.
    """

    def __init__(self, deck_a: DeckLike, deck_b: DeckLike, *, seed: int = 0,
                 starting_player: Optional[int] = None, library: Optional[CardLibrary] = None,
                 _native: "Optional[_core.Game]" = None):
        self.library = library or default_library()
        if _native is not None:
            self._g = _native
            self.decks = None
            return
        self.decks = (Deck.load(deck_a), Deck.load(deck_b))
        if starting_player not in (None, 0, 1):
            raise ValueError(f"starting_player must be 0, 1 or None, not {starting_player!r}")
        self.seed = seed
        self._g = _core.Game(self.library.db, self.decks[0].def_ids(self.library),
                             self.decks[1].def_ids(self.library), seed & (2**64 - 1),
                             -1 if starting_player is None else starting_player)

    # -- decisions -------------------------------------------------------
    @property
    def decision(self) -> Decision:
        g = self._g
        return Decision(g.decision_player, DECISION_KINDS[g.decision_kind], self.legal_actions())

    def legal_actions(self) -> list:
        g = self._g
        return [Action(a, g) for a in g.legal_actions()]

    def apply(self, action: Union[Action, int, str]) -> None:
        """Answer the pending decision with an :class:`Action`, its index, or its label.

        An illegal action raises :class:`~mtgcore.IllegalActionError` and leaves the
        game exactly as it was (CR 732).
        """
        g = self._g
        if g.over:
            raise GameOverError("the game is over: no more actions")
        if isinstance(action, Action):
            g.apply(action.native)
        elif isinstance(action, int):
            g.apply_index(action)
        elif isinstance(action, str):
            matches = [a for a in g.legal_actions() if g.label(a) == action]
            if not matches:
                labels = [g.label(a) for a in g.legal_actions()]
                raise IllegalActionError(f"no legal action labelled {action!r}; legal: {labels}")
            g.apply(matches[0])
        else:
            raise IllegalActionError(f"cannot apply {action!r}")

    def concede(self, player: int) -> None:
        """``player`` concedes (CR 104.3a): the other player wins at once."""
        if self._g.over:
            raise GameOverError("the game is over")
        self._g.concede(player)

    def play(self, policy: str = "random", *, seed: int = 0, max_actions: int = 10**7) -> int:
        """Let a built-in native policy ('random' or 'greedy', or a pair) play on.

        Returns the number of actions taken.
        """
        pa, pb = (policy, policy) if isinstance(policy, str) else policy
        try:
            return self._g.play_policy(POLICIES[pa], POLICIES[pb], seed & (2**64 - 1), max_actions)
        except KeyError as e:
            raise ValueError(f"unknown policy {e.args[0]!r}; choose from {sorted(POLICIES)}") from None

    # -- state -----------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self._g.over

    @property
    def result(self) -> Optional[GameResult]:
        g = self._g
        if not g.over:
            return None
        w = g.winner
        return GameResult(None if w < 0 else w, w < 0, g.reason, g.turn)

    def clone(self) -> "Game":
        """An independent copy: applying actions to one never changes the other."""
        c = Game.__new__(Game)
        c.library = self.library
        c.decks = self.decks
        c.seed = getattr(self, "seed", None)
        c._g = self._g.clone()
        return c

    @property
    def turn(self) -> int:
        return self._g.turn

    @property
    def step(self) -> str:
        """The current step's name, or "pregame" while opening hands are decided (CR 103)."""
        return "pregame" if self._g.turn == 0 else STEPS[self._g.step]

    @property
    def active_player(self) -> int:
        return self._g.active_player

    @property
    def starting_player(self) -> int:
        return self._g.starting_player

    @property
    def players(self) -> list:
        return [PlayerView(self._g, p) for p in range(_core.NUM_PLAYERS)]

    @property
    def battlefield(self) -> list:
        return [CardView(self._g, o) for o in self._g.battlefield()]

    def permanents(self, player: Optional[int] = None) -> list:
        return [v for v in self.battlefield if player is None or v.controller == player]

    @property
    def exile(self) -> list:
        return [CardView(self._g, o) for o in self._g.exile()]

    @property
    def stack(self) -> list:
        """Top first: ``(object view, description)``."""
        out = []
        for obj, ability, controller, is_spell, targets in self._g.stack():
            text = self._g.obj_name(obj)
            if not is_spell:
                text = f"ability of {text}: {self.library.db.abilities(self._g.obj_def(obj))[ability][1]}"
            if targets:
                text += " targeting " + ", ".join(self._g.describe(t) for t in targets)
            out.append((CardView(self._g, obj), text))
        return out

    def object(self, obj_id: int) -> CardView:
        return CardView(self._g, obj_id)

    def check_invariants(self) -> str:
        """'' when every engine invariant holds, else the first violation."""
        return self._g.check_invariants()

    def __repr__(self) -> str:
        if self.is_over:
            r = self.result
            return f"<Game over: {'draw' if r.draw else f'player {r.winner} won'} ({r.reason}), turn {r.turns}>"
        d = self._g
        return (f"<Game turn {d.turn} {self.step}, player {d.active_player} active, "
                f"{DECISION_KINDS[d.decision_kind]} for player {d.decision_player}>")
