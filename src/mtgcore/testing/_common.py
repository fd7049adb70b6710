"""Shared vocabulary of the Scenario modules: names, constants, CardRef, Pending,
StackEntry."""

from __future__ import annotations

import functools

from contextlib import contextmanager
from typing import Iterable, Iterator, Mapping, Optional, Sequence, Union

from mtgcore import _core
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import CARD_TYPES, COLOR_WORDS, KEYWORDS, SUPERTYPES, TARGET_KINDS
from mtgcore.errors import (CardDefinitionError, IllegalActionError, ScenarioError,
                            UnscriptedDecisionError)
from mtgcore.game import ACTION_KINDS, COUNTER_NAMES, DECISION_KINDS, STEPS, ZONES, Game

#: Player names, by engine index.
PLAYERS = ("A", "B", "C", "D", "E", "F")  # seats in turn order (a scenario has 2 unless told)
#: Steps :meth:`Scenario.start` can begin in (steps in which players get priority
#: without a declaration or combat having happened first).
START_STEPS = ("upkeep", "draw", "precombat_main", "beginning_of_combat", "postcombat_main",
               "end_step")

_D = {name: i for i, name in enumerate(DECISION_KINDS)}
_A = {name: i for i, name in enumerate(ACTION_KINDS)}
_Z = {name: i for i, name in enumerate(ZONES)}
_STEP = {name: i for i, name in enumerate(STEPS)}
_NO_OBJ = _core.NO_OBJ
_NO_REF = _core.NO_REF
#: Decisions that automatic passing answers itself: priority (pass) and the
#: attack/block declarations of steps passed through (declare none).
_AUTO = {_D["priority"], _D["declare_attackers"], _D["declare_blockers"], _D["none"],
         _D["game_over"]}
_ABILITY_SPELL, _ABILITY_ACTIVATED, _ABILITY_MANA = 0, 1, 2
_SAC_CREATURE = 2
_MANA = "WUBRGC"

PlayerLike = Union[str, int]


class CardRef:
    """A physical card (or token) of a :class:`Scenario`, stable across zone changes.

    Use it wherever the scenario takes a card; ask the scenario about it
    (``s.zone(ref)``, ``s.power(ref)``, ...).  Hashable, so it can key the
    ``attack``/``block`` mappings.
    """

    __slots__ = ("_scenario", "card", "name")

    def __init__(self, scenario: "Scenario", card: int, name: str):
        self._scenario = scenario
        self.card = card
        self.name = name

    def __eq__(self, other) -> bool:
        return (isinstance(other, CardRef) and other._scenario is self._scenario
                and other.card == self.card)

    def __hash__(self) -> int:
        return hash((id(self._scenario), self.card))

    @property
    def zone(self) -> Optional[str]:
        """Shortcut for ``scenario.zone(ref)``."""
        return self._scenario.zone(self)

    def __repr__(self) -> str:
        return f"<CardRef {self.name} #{self.card}>"


class Pending:
    """A decision the script must answer with :meth:`Scenario.choose`."""

    __slots__ = ("player", "kind", "options")

    def __init__(self, player: str, kind: str, options: list):
        self.player = player
        self.kind = kind
        self.options = options

    def __repr__(self) -> str:
        return f"<Pending {self.kind} for {self.player}: {self.options}>"


class StackEntry(str):
    """One stack object, readable as a string (``"Lightning Bolt (B) targeting
    Grizzly Bears #0"``), with ``card``, ``controller``, ``is_spell``, ``targets``.
    An entry can be given as a target or a choice (an ability on the stack, CR 115.2:
    ``s.cast("B", stifle, targets=[s.stack[0]])``); ``ref`` is its engine reference."""

    card: CardRef
    controller: str
    is_spell: bool
    targets: list
    ref: int

    def __new__(cls, text: str, card: CardRef, controller: str, is_spell: bool, targets: list,
                ref: int = -1):
        self = super().__new__(cls, text)
        self.card = card
        self.controller = controller
        self.is_spell = is_spell
        self.targets = targets
        self.ref = ref
        return self


def _hybrid_text(h: int) -> str:
    cols = [c for i, c in enumerate("WUBRG") if h >> i & 1]
    if h & 32:
        return "{2/%s}" % cols[0]
    return "{%s}" % "/".join(cols + (["P"] if h & 64 else []))


def _cost_text(cost) -> str:
    generic, colored, colorless, x = cost[:4]
    out = "{X}" * x + (f"{{{generic}}}" if generic else "")
    out += "".join("{%s}" % c * n for c, n in zip("WUBRG", colored))
    out += "{C}" * colorless
    out += "".join(_hybrid_text(h) for h in (cost[4] if len(cost) > 4 else ()))
    return out or "{0}"


def _pool_covers(pool: Sequence[int], cost) -> bool:
    generic, colored, colorless, _x = cost[:4]
    hybrid = cost[4] if len(cost) > 4 else ()
    if hybrid:  # each hybrid symbol: one of its colors, or its alternative (CR 107.4e)
        h, rest = hybrid[0], (generic, colored, colorless, _x, hybrid[1:])
        for k in range(5):
            if h >> k & 1:
                c = list(colored)
                c[k] += 1
                if _pool_covers(pool, (generic, tuple(c), colorless, _x, hybrid[1:])):
                    return True
        if h & 32 and _pool_covers(pool, (generic + 2, colored, colorless, _x, hybrid[1:])):
            return True
        return bool(h & 64) and _pool_covers(pool, rest)
    left = 0
    for k in range(5):
        if pool[k] < colored[k]:
            return False
        left += pool[k] - colored[k]
    if pool[5] < colorless:
        return False
    return left + pool[5] - colorless >= generic
