"""Cost increases and reductions (CR 601.2f, 118.7) as card data.

A :class:`CostChange` is a static ability of a permanent ("Noncreature spells cost
{1} more to cast.") or of a spell itself ("This spell costs {1} less to cast for
each artifact you control.", affinity 702.41a).  The engine adds every increase,
then subtracts every reduction, from the generic part of the total cost before
it is locked in (601.2f; 118.7a).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgcore.cards.selectors import CARD_TYPES, Sel, sel

#: Whose spells a cost change applies to, in the engine's order (CostModWho):
#: the card itself, spells its controller casts, spells its controller's
#: opponents cast, every spell.
COST_CHANGE_WHOSE = ("self", "you", "opponents", "any")
#: "for each other spell cast this turn" (by any player, CR 601.2i): a ``per`` that
#: counts no objects (the engine's CostModPer::kOtherSpellsCast).
OTHER_SPELLS_CAST = "other spell cast this turn"

_AFFINITY = re.compile(r"affinity for ([a-z]+)s")

#: Keywords that let part of a spell's total cost be paid other than with mana
#: (CR 601.2h), as engine bits: convoke (702.51a), delve (702.66a), improvise
#: (702.126a).
PAY_OTHER = {"convoke": 1, "delve": 2, "improvise": 4}


@dataclass(frozen=True)
class CostChange:
    """A cost increase (``more=N``) or reduction (``less=N``) of N generic mana
    (CR 601.2f, 118.7a).

    ``text``: the Oracle sentence.  ``whose``: one of :data:`COST_CHANGE_WHOSE`
    ("self" for the card's own spell, working from the zone it is cast from).
    ``spells``: which spells (a :class:`Sel` or selector phrase such as
    ``"noncreature spell"``; ``None``: every spell).  ``per``: "for each <per>",
    a :class:`Sel` counted as the caster sees it (e.g. artifacts you control), or
    :data:`OTHER_SPELLS_CAST` ("for each other spell cast this turn").

    Example: ``CostChange("Noncreature spells cost {1} more to cast.", more=1,
    spells="noncreature spell")``."""

    text: str
    more: int = 0
    less: int = 0
    spells: object = None
    whose: str = "any"
    per: object = None

    def problems(self) -> list:
        out = []
        for name in ("more", "less"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 100:
                out.append(f"{name} must be a number of generic mana 0-100")
        if not out and (self.more > 0) == (self.less > 0):
            out.append("give exactly one of more=N (an increase) and less=N (a reduction)")
        if self.whose not in COST_CHANGE_WHOSE:
            out.append(f"whose must be one of {', '.join(COST_CHANGE_WHOSE)}")
        for what in ("spells", "per"):
            v = getattr(self, what)
            if v is not None and not (what == "per" and v == OTHER_SPELLS_CAST):
                try:
                    sel(v)
                except (ValueError, TypeError) as e:
                    out.append(f"{what}: {e}")
        return out

    def record(self, comp, ability: int) -> tuple:
        """The engine's record: who, per, spell selector, signed generic amount,
        counted selector, ability index (-1 for the card's own spell)."""
        spells_cast = self.per == OTHER_SPELLS_CAST
        per = 0 if self.per is None else 2 if spells_cast else 1
        return (COST_CHANGE_WHOSE.index(self.whose), per,
                comp.sel(None if self.spells is None else sel(self.spells)),
                self.more - self.less,
                comp.sel(None if self.per is None or spells_cast else sel(self.per)),
                ability)


def affinity(keyword: str) -> CostChange | None:
    """CR 702.41a: "Affinity for [text]" means "This spell costs {1} less to cast
    for each [text] you control."  ``"affinity for artifacts"`` (a card type)."""
    m = _AFFINITY.fullmatch(keyword)
    if not m or m.group(1) not in CARD_TYPES:
        return None
    what = m.group(1)
    return CostChange(f"This spell costs {{1}} less to cast for each {what} you control.",
                      less=1, whose="self", per=Sel(types=(what,), controller="you"))


# ---------------------------------------------------------------------------
# Costs of casting (CR 118.8-9, 601.2b-f)
# ---------------------------------------------------------------------------

#: Costs besides mana (CR 118.8, 602.1), in the engine's order (AddCostKind): a spell's
#: additional cost (``Card(additional_cost=...)``) or an activated ability's other costs
#: (``Activated(costs=...)``).  "remove counters" and "return to hand" are activation
#: costs only.
ADDITIONAL_COST_KINDS = ("none", "sacrifice", "discard", "exile from graveyard", "pay life", "tap",
                         "remove counters", "return to hand")
#: The kinds a spell's additional cost may be (the rest are activation costs).
SPELL_COST_KINDS = ADDITIONAL_COST_KINDS[1:6]


@dataclass(frozen=True)
class AdditionalCost:
    """A cost other than mana (CR 118): a spell's "As an additional cost to cast this
    spell, <cost>." (118.8, 601.2b) or part of an activated ability's cost ("Sacrifice
    another creature:", 602.1).  Use :func:`SacrificeCost`, :func:`DiscardCost`,
    :func:`ExileFromGraveyardCost`, :func:`PayLifeCost`, :func:`TapCreatureCost`,
    :func:`RemoveCountersCost` or :func:`ReturnToHandCost`.  The objects are chosen
    while casting or activating (601.2b, 602.2b: after the targets), only as far as the
    rest can still be paid (118.3), and the cost is paid with the mana (601.2h).

    ``what``: a selector of what it uses (zone and "your" follow from the kind);
    ``n``: how many (objects, counters; for "pay life" the life); ``counter``: the
    counter kind "remove counters" removes from the ability's source (122.8)."""

    kind: str
    what: object = None
    n: int = 0
    counter: str | None = None

    def selector(self):
        """The compiled selector of what the cost uses (zone and "your" from the kind)."""
        import dataclasses
        s = sel(self.what)
        if self.kind in ("sacrifice", "tap", "return to hand"):
            return dataclasses.replace(s, zone="battlefield", controller="you")
        zone = "hand" if self.kind == "discard" else "graveyard"
        return dataclasses.replace(s, zone=zone, owner="you")

    def chooses(self) -> bool:
        """Whether objects are chosen for it (all but life and counters)."""
        return self.kind not in ("pay life", "remove counters")

    def problems(self) -> list:
        from mtgcore.cards.effects import COUNTERS
        out = []
        if self.kind not in ADDITIONAL_COST_KINDS[1:]:
            out.append(f"unknown cost kind {self.kind!r} (known: {', '.join(ADDITIONAL_COST_KINDS[1:])})")
            return out
        if not isinstance(self.n, int) or isinstance(self.n, bool) or not 0 <= self.n <= 20:
            out.append("n must be a number 0-20 (0: one)")
        if self.kind == "pay life" and not (isinstance(self.n, int) and self.n > 0):
            out.append("pay life needs a positive amount")
        if self.kind == "remove counters":
            if self.counter not in COUNTERS:
                out.append(f"remove counters needs a counter kind, one of {', '.join(COUNTERS)}")
        elif self.counter is not None:
            out.append("only 'remove counters' names a counter kind")
        if self.chooses():
            try:
                self.selector()
            except (ValueError, TypeError) as e:
                out.append(str(e))
        return out

    def record(self, comp) -> tuple:
        """The engine's record: kind, selector (or -1), how many, counter kind (or -1)."""
        from mtgcore.cards.effects import COUNTERS
        return (ADDITIONAL_COST_KINDS.index(self.kind),
                comp.sel(self.selector()) if self.chooses() else -1, self.n,
                COUNTERS.index(self.counter) if self.kind == "remove counters" else -1)


def SacrificeCost(what="creature", n: int = 0) -> AdditionalCost:
    """"Sacrifice a <what>" / "Sacrifice two <what>s" (701.21a)."""
    return AdditionalCost("sacrifice", what, n)


def DiscardCost(what="card", n: int = 0) -> AdditionalCost:
    """"Discard a <what>" / "Discard two cards" (701.9a)."""
    return AdditionalCost("discard", what, n)


def ExileFromGraveyardCost(what="card", n: int = 0) -> AdditionalCost:
    """"Exile a <what> from your graveyard" / "Exile two cards from your graveyard"."""
    return AdditionalCost("exile from graveyard", what, n)


def PayLifeCost(n: int) -> AdditionalCost:
    """"Pay N life." (119.4: only with a life total of at least N)"""
    return AdditionalCost("pay life", None, n)


def TapCreatureCost(what="creature", n: int = 1) -> AdditionalCost:
    """"Tap an untapped <what> you control" / "Tap two untapped <what>s you control"
    (118.3; 302.6: summoning sickness doesn't matter).  Chosen while casting or
    activating; mana abilities don't tap it meanwhile; tapped with the mana (601.2h)."""
    return AdditionalCost("tap", what, n)


def RemoveCountersCost(counter: str, n: int = 1) -> AdditionalCost:
    """"Remove N <counter> counters from this <permanent>" (an activation cost; 122.8:
    the counters removed are an event).  "counters removed this way" is the ability's
    event amount."""
    return AdditionalCost("remove counters", None, n, counter)


def ReturnToHandCost(what) -> AdditionalCost:
    """"Return a <what> you control to its owner's hand" (an activation cost)."""
    return AdditionalCost("return to hand", what, 1)
