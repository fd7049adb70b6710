"""Levels as card data: Class cards (CR 716) and leveler cards (711, level up 702.87);
with them Case cards (719: "To solve" and "Solved", 702.169), abilities gated the same way.

A class level bar (716.2a) "[Cost]: Level N — [Abilities]" is an activated ability
("[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and
only as a sorcery.") and a static ability ("As long as this Class is level N or
greater, it has [abilities]."): :func:`ClassLevel`.  A level symbol (711.2a-b)
"{LEVEL N1-N2} [Abilities] [P/T]" is a static ability ("As long as this creature has
at least N1 level counters on it, but no more than N2 level counters on it, it has base
power and toughness [P/T] and has [abilities]."): :func:`LevelSymbol`.  Give them to a
card with ``Card(levels=[...])``; the engine grants a level's abilities exactly while
its condition holds (``cpp/engine/layers/levels.cpp``), its P/T and keywords as a
static ability in layers 6 and 7b.  Imported into the card DSL (:mod:`mtgcore.cards.dsl`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgcore.cards.abilities import Activated, On, OnStep, Triggered
from mtgcore.cards.effects import Condition, Effect, PutCounters


@dataclass(frozen=True)
class Level:
    """One class level bar (``kind="class"``) or level symbol (``kind="counters"``).
    Build it with :func:`ClassLevel` or :func:`LevelSymbol`."""

    kind: str
    n: int                      # the class level N, or N1
    most: int | None = None     # N2 of "{LEVEL N1-N2}" (None: "N3+")
    cost: str = ""              # a class level bar's activation cost
    power: int | None = None    # a level symbol's [P/T]
    toughness: int | None = None
    abilities: tuple = ()       # Activated / Triggered abilities it grants
    statics: tuple = ()         # Static abilities it grants
    replacements: tuple = ()    # Replacement abilities it grants
    keywords: tuple = ()        # keyword abilities it grants

    @property
    def condition(self) -> Condition:
        if self.kind == "class":
            return Condition("class level at least", n=self.n)
        if self.kind in ("solved", "to solve"):  # CR 719.3a-c
            return Condition("solved", n=int(self.kind == "solved"))
        return Condition("level counters", n=self.n, most=self.most)

    @property
    def text(self) -> str:
        if self.kind in ("solved", "to solve"):
            return "Solved" if self.kind == "solved" else "To solve"
        if self.kind == "class":
            return f"{self.cost}: Level {self.n}"
        return f"LEVEL {self.n}-{self.most}" if self.most is not None else f"LEVEL {self.n}+"


def ClassLevel(n: int, cost: str, abilities=(), statics=(), replacements=(),
               keywords=()) -> Level:
    """A class level bar "[Cost]: Level N" with the abilities of its section (CR 716.2a):
    ``ClassLevel(2, "{2}{U}", abilities=[ClassLevelTrigger(2, "When this Class becomes
    level 2, draw two cards.", [DrawCards(2)])])``.  A Class's top section is its
    ordinary abilities (716.3)."""
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 99:
        raise ValueError(f"a class level bar's level is 2-99 (CR 716.2a), got {n!r}")
    return Level("class", n, cost=cost, abilities=tuple(abilities), statics=tuple(statics),
                 replacements=tuple(replacements), keywords=tuple(keywords))


def LevelSymbol(lo: int, hi: int | None, power: int, toughness: int, abilities=(), statics=(),
                replacements=(), keywords=()) -> Level:
    """A leveler's level symbol (CR 711.2): "{LEVEL lo-hi}" or, with ``hi=None``,
    "{LEVEL lo+}", with its power/toughness box and the abilities of its striation."""
    for v in (lo, hi):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 999):
            raise ValueError(f"a level symbol's numbers are 0-999 (CR 711.2), got {v!r}")
    if hi is not None and hi < lo:
        raise ValueError(f"a level symbol's range {lo}-{hi} is empty (CR 711.2a)")
    return Level("counters", lo, most=hi, power=power, toughness=toughness,
                 abilities=tuple(abilities), statics=tuple(statics),
                 replacements=tuple(replacements), keywords=tuple(keywords))


def Solve() -> Effect:
    """"This Case becomes solved." (CR 719.3a-b: a designation until it leaves)."""
    return Effect("solve", subject="self")


def ToSolve(text: str, condition: Condition) -> Level:
    """"To solve — [Condition]" (CR 719.3a): "At the beginning of your end step, if
    [condition] and this Case is not solved, this Case becomes solved." ``text`` is the
    card's line; the ability exists only while the Case isn't solved."""
    trig = Triggered(text, OnStep("end_step"), [Solve()], condition=condition)
    return Level("to solve", 0, abilities=(trig,))


def Solved(abilities=(), statics=(), replacements=(), keywords=()) -> Level:
    """"Solved — [Ability text]" (CR 702.169b-d, 719.3c): the ability works only while
    this Case is solved."""
    return Level("solved", 1, abilities=tuple(abilities), statics=tuple(statics),
                 replacements=tuple(replacements), keywords=tuple(keywords))


def SetClassLevel(n: int) -> Effect:
    """"This Class's level becomes N." (CR 716.2a), of the ability's source."""
    return Effect("set_class_level", subject="self", a=n)


def ClassLevelTrigger(n: int, text: str, effects) -> Triggered:
    """"When this Class becomes level N, [effect]" (a level N ability, CR 716.2a)."""
    return Triggered(text, On("class_level", self_=True), effects,
                     condition=Condition("became level", n=n))


def ClassLevelAbility(level: Level) -> Activated:
    """The activated ability of a class level bar (CR 716.2a)."""
    return Activated(level.text, [SetClassLevel(level.n)], cost=level.cost, sorcery=True,
                     condition=Condition("class level is", n=level.n - 1))


def LevelUp(cost: str) -> Activated:
    """"Level up [cost]" (CR 702.87a): "[Cost]: Put a level counter on this permanent.
    Activate only as a sorcery.\""""
    return Activated(f"Level up {cost}", [PutCounters("level", 1, subject="self")], cost=cost,
                     sorcery=True)


__all__ = ["Level", "ClassLevel", "LevelSymbol", "SetClassLevel", "ClassLevelTrigger",
           "ClassLevelAbility", "LevelUp", "Solve", "ToSolve", "Solved"]
