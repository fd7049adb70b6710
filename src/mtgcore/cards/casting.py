"""Costs of casting as card data (CR 118.8-9, 601.2b-f): kicker, additional
costs, alternative costs and the extra-mode costs of modal spells.

Every alternative cost (CR 118.9) is one record, :class:`AltCost`: the zone the
card may be cast from this way, the cost, when it may be paid, and what paying it
changes (exiled as it leaves the stack, another spell program, a delayed trigger
at the next end step).  The keywords of the family are built from it here, with
the abilities their rules give the card:

- flashback (702.34a): from the graveyard; exiled whenever it would leave the stack;
- evoke (702.74a): from hand; "When this permanent enters, if its evoke cost was
  paid, its controller sacrifices it.";
- dash (702.109a): from hand; "As long as this permanent's dash cost was paid, it
  has haste." and returned to its owner's hand at the beginning of the next end step;
- overload (702.96a-b): from hand; cast with the spell's text where every "target"
  is "each" (no targets);
- madness (702.35a): "If you would discard this card, exile it instead" (working
  from hand) and "When this card is exiled this way, you may cast it by paying its
  madness cost ... If you don't, put it into your graveyard.";
- foretell (702.143a): a special action in your turn ({2}: exile it from hand face
  down), then castable from exile for the foretell cost after that turn;
- spectacle (702.137a): from hand, if an opponent lost life this turn;
- prowl (702.76a): from hand, if a source you controlled with one of the spell's
  creature types dealt combat damage to a player this turn;
- escape (702.138a): from the graveyard; its cost is mana and "exile N other cards
  from your graveyard" (the cards chosen one at a time as it is cast, 601.2b);
- disturb (702.146a): from the graveyard, transformed: the spell has its back face
  up (712.8c) and resolves into a permanent with it up (702.146b).

"If its <keyword> cost was paid" is :func:`AltCostPaid` (702.74a, 702.76: a
permanent remembers the alternative cost of the spell it was).

Entwine (702.42a) and escalate (702.120a) are additional costs of modal spells
(700.2): the mode cost is paid once if every mode is chosen / per mode beyond the first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mtgcore.cards.abilities import ZONE_IDS, On, Replacement, Triggered
from mtgcore.cards.effects import ALT_COSTS, Amount, Attach, CastCard, Condition, ReturnToHand, Sacrifice
from mtgcore.cards.statics import Change, Static

#: Alternative-cost keywords a Card takes as fields (flashback is the Card's own field).
ALT_KEYWORDS = ("evoke", "dash", "overload", "madness", "foretell", "spectacle", "prowl", "escape",
                "disturb", "bestow")
#: When an alternative cost may be paid, in the engine's order (AltWhen).
ALT_WHEN = ("always", "by effect", "opponent lost life", "foretold earlier", "prowl")
#: Extra-mode costs of modal spells, in the engine's order (ModeCostKind).
MODE_COSTS = ("none", "entwine", "escalate")
_ZONE = {"flashback": "graveyard", "madness": "exile", "foretell": "exile", "escape": "graveyard",
         "disturb": "graveyard"}
_NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
#: Escape's cost (702.138a): mana, then "Exile N other cards from your graveyard".
_ESCAPE = re.compile(r"^(\S+), [Ee]xile (\w+) other cards? from your graveyard$")
_WHEN = {"madness": "by effect", "foretell": "foretold earlier", "spectacle": "opponent lost life",
         "prowl": "prowl"}


@dataclass(frozen=True)
class AltCost:
    """One alternative cost (CR 118.9) of a card: ``kind`` (:data:`ALT_COSTS`), the
    zone it is cast from this way, its cost, whether the spell is exiled whenever it
    would leave the stack (702.34c), when it may be paid (:data:`ALT_WHEN`), the
    spell program it is cast with instead (overload, 702.96b) and the program a
    delayed trigger runs at the next end step after it enters (dash, 702.109a)."""

    kind: str
    zone: str
    cost: object
    exile_after: bool = False
    when: str = "always"
    program: tuple | None = None
    program_text: str = ""
    end_step: tuple | None = None
    end_step_text: str = ""
    text: str = ""  # the keyword line, e.g. "Evoke {2}{U}": the text of the abilities it gives
    exile_other: int = 0  # "exile N other cards from your graveyard" (escape, 702.138a)

    def record(self, ability: int, end_step: int) -> tuple:
        """The engine's records: (kind, zone), the cost, exile_after; and, appended
        at the card record's end, (when, spell ability, end-step ability)."""
        return ((ALT_COSTS.index(self.kind), ZONE_IDS[self.zone]), self.cost, int(self.exile_after),
                (ALT_WHEN.index(self.when), ability, end_step))


#: "Cast this spell only <when>." (CR 601.3): the steps (engine Step numbers; none:
#: any) and whose turn ("any", "yours", "opponents").  "During combat" is the
#: combat phase's steps (506.1); "before blockers are declared": its first two.
_COMBAT = (4, 5, 6, 7, 8, 9)
CAST_ONLY = {
    "during combat": (_COMBAT, "any"),
    "during combat before blockers are declared": ((4, 5), "any"),
    "during your turn": ((), "yours"),
    "during an opponent's turn": ((), "opponents"),
}
_CAST_TURNS = ("any", "yours", "opponents")


def cast_timing(card, bad, cast_only) -> tuple:
    """The engine's (step mask, turn) for ``cast_only`` (:data:`CAST_ONLY`), checked
    against the card's Oracle text ("Cast this spell only <when>.")."""
    if cast_only is None:
        return 0, 0
    if cast_only not in CAST_ONLY:
        raise bad("cast_only", f"unknown {cast_only!r} (known: {', '.join(CAST_ONLY)})")
    if "land" in card.types:
        raise bad("cast_only", "a land is not cast (CR 305.1)")
    if f"Cast this spell only {cast_only}." not in card.oracle:
        raise bad("cast_only", f"the Oracle text has no 'Cast this spell only {cast_only}.'")
    steps, turn = CAST_ONLY[cast_only]
    return sum(1 << st for st in steps), _CAST_TURNS.index(turn)


def AltCostPaid(kind: str) -> Condition:
    """"If its <kind> cost was paid" (CR 118.9): the alternative cost of the spell a
    permanent was, e.g. ``AltCostPaid("prowl")`` for an intervening "if" (603.4)."""
    if kind not in ALT_COSTS:
        raise ValueError(f"unknown alternative cost {kind!r} (known: {', '.join(ALT_COSTS)})")
    return Condition("alt paid", n=ALT_COSTS.index(kind))


def Escaped() -> Condition:
    """"If it escaped" / "unless it escaped" (CR 702.138b): the spell, or the spell
    the permanent was as it resolved, was cast with escape; ``IfNot(Escaped(), ...)``
    for "unless"."""
    return AltCostPaid("escape")


def _overloaded(spell: tuple, bad) -> tuple:
    """CR 702.96b: the spell with "target" replaced by "each": each target becomes
    the objects (and players) its selector matches; the spell has no targets."""
    out = []
    for e in spell:
        if e.target2 is not None or e.subject.startswith("target") and e.target is None:
            raise bad("overload", f"effect {e.op!r} refers to a target by index; write its "
                                  "targets where they are used (CR 702.96b)")
        if e.then:
            raise bad("overload", "a delayed or reflexive trigger inside an overloaded spell "
                                  "is not supported")
        amt = e.amount
        if isinstance(amt, Amount) and "target" in amt.kind:
            raise bad("overload", f"amount {amt.kind!r} names a target (CR 702.96b)")
        if e.target is not None:
            e = replace(e, target=None, each=e.target, subject="each")
        out.append(e)
    return tuple(out)


def alt_costs(card, bad, is_spell: bool, parse, costs: dict) -> tuple:
    """The card's alternative costs (:class:`AltCost`) from its keyword fields
    (``costs``: keyword -> cost text or None), validated; ``parse(field, text)``
    parses a cost.  Flashback is first (the engine's index 0 as before)."""
    out = []
    for kind in ("flashback",) + ALT_KEYWORDS:
        text = costs.get(kind)
        if text is None:
            continue
        if "land" in card.types:
            raise bad(kind, "a land is not cast (CR 305.1)")
        if kind in ("flashback", "overload") and not is_spell:
            raise bad(kind, f"{kind} is an instant or sorcery keyword")
        if kind == "prowl" and not card.subtypes:
            raise bad(kind, "prowl looks for the spell's creature types (CR 702.76a): it has none")
        if kind in ("evoke", "dash", "bestow") and "creature" not in card.types:
            raise bad(kind, f"{kind} is a creature keyword (CR 702.74a, 702.109a, 702.103a)")
        exile_other = 0
        if kind == "escape":
            m = _ESCAPE.match(text) if isinstance(text, str) else None
            if m is None or m.group(2) not in _NUMBERS:
                raise bad("escape", f"{text!r}: write escape's cost as '<mana>, Exile <number> "
                                    "other cards from your graveyard' (CR 702.138a)")
            text, exile_other = m.group(1), _NUMBERS.index(m.group(2)) + 1
        cost = parse(kind, text)
        program, ptext, end, etext = None, "", None, ""
        if kind == "overload":
            if not any(e.target is not None for e in card.spell):
                raise bad("overload", "an overload spell has a target to replace (CR 702.96a)")
            program = _overloaded(card.spell, bad)
            ptext = re.sub(r"\btarget\b", "each", card.oracle.split("\n")[0])
        if kind == "bestow":  # 702.103b: cast as an Aura spell with enchant creature (its target)
            program = (Attach(target="creature"),)
            ptext = "Enchant creature"
        if kind == "dash":  # 702.109a: the delayed trigger the spell's resolution creates
            end = (ReturnToHand(subject="it"),)
            etext = "At the beginning of the next end step, return this permanent to its owner's hand."
        out.append(AltCost(kind, _ZONE.get(kind, "hand"), cost, kind == "flashback",
                           _WHEN.get(kind, "always"), program, ptext, end, etext,
                           f"{kind.capitalize()} {costs[kind]}", exile_other))
    return tuple(out)


def alt_cost_abilities(card, alts) -> tuple:
    """The abilities the alternative-cost keywords give the card (702.74a,
    702.109a, 702.35a): (triggered abilities, statics, replacements).  Their text
    is the keyword line ("Evoke {2}{U}"); what each means:

    - evoke: "When this permanent enters, if its evoke cost was paid, its
      controller sacrifices it.";
    - dash: "As long as this permanent's dash cost was paid, it has haste.";
    - madness: "If a player would discard this card, that player discards it, but
      exiles it instead of putting it into their graveyard." and "When this card is
      exiled this way, its owner may cast it by paying [cost] rather than paying its
      mana cost. If that player doesn't, they put this card into their graveyard."
    """
    trig, statics, reps = [], [], []
    for ac in alts:
        n = ALT_COSTS.index(ac.kind)
        if ac.kind == "evoke":
            trig.append(Triggered(ac.text, On("zone_change", to_zone="battlefield", self_=True),
                                  [Sacrifice(subject="self")], condition=Condition("alt paid", n=n)))
        elif ac.kind == "dash":
            statics.append(Static(ac.text, Change(add_keywords=("haste",)),
                                  condition=Condition("alt paid", n=n)))
        elif ac.kind == "madness":
            reps.append(Replacement(ac.text, "zone_change", "exile instead", self_=True,
                                    from_zone="hand", to_zone="graveyard"))
            trig.append(Triggered(ac.text, On("zone_change", from_zone="hand", to_zone="exile",
                                              self_=True),
                                  [CastCard(subject="self", alt="madness", else_graveyard=True)]))
    return tuple(trig), tuple(statics), tuple(reps)


def mode_cost(card, bad, parse, entwine, escalate) -> tuple:
    """(kind, cost) of entwine (702.42a) or escalate (702.120a), validated against
    the card's modes; ("none", None) without either."""
    if entwine is not None and escalate is not None:
        raise bad("entwine", "a spell has entwine or escalate, not both")
    for kind, text in (("entwine", entwine), ("escalate", escalate)):
        if text is None:
            continue
        if card.modes is None:
            raise bad(kind, f"{kind} is a keyword of modal spells (CR 700.2): use spell=Modal(...)")
        n, _lo, hi = card.modes
        if kind == "entwine" and hi >= n:
            raise bad(kind, "entwine lets a spell choose all its modes: it must usually choose fewer")
        if kind == "escalate" and hi < 2:
            raise bad(kind, "escalate is paid for modes beyond the first: the spell must allow "
                            "more than one (\"Choose one or more\")")
        return kind, parse(kind, text)
    return "none", None


def init_casting(self, bad, is_spell, kicker, multikicker, additional_cost, costs: dict,
                 cant_be_countered, entwine=None, escalate=None, buyback=None) -> None:
    """Costs of casting (CR 118.8-9, 601.2b) of the Card ``self``, validated against
    its program: kicker, the additional cost, alternative costs (``costs``: keyword
    -> cost text), entwine / escalate."""
    from mtgcore.cards.dsl import SPELL_COST_KINDS, AdditionalCost, parse_cost
    def cost_of(fieldname, text):
        try:
            c = parse_cost(text, fieldname)
        except ValueError as e:
            raise bad(fieldname, str(e)) from None
        if c.hybrid or (c.x and fieldname != "flashback"):
            raise bad(fieldname, "hybrid and {X} symbols are not supported here")
        return c
    self.kicker = None if kicker is None else cost_of("kicker", kicker)
    self.multikicker = bool(multikicker)
    # CR 702.27a: buyback, an optional additional cost paid as kicker's is (601.2b, f-h)
    self.buyback = buyback is not None
    if buyback is not None:
        if not is_spell:
            raise bad("buyback", "buyback is a keyword of instants and sorceries (CR 702.27a)")
        if kicker is not None:
            raise bad("buyback", "a spell with both kicker and buyback is not supported")
        self.kicker = cost_of("buyback", buyback)
    if self.multikicker and self.kicker is None:
        raise bad("multikicker", "multikicker needs kicker=<its cost> (CR 702.33c)")
    if additional_cost is not None:
        if not isinstance(additional_cost, AdditionalCost) or \
                additional_cost.kind not in SPELL_COST_KINDS:
            raise bad("additional_cost", f"{additional_cost!r} is not an additional cost; use "
                                         "SacrificeCost/DiscardCost/ExileFromGraveyardCost/PayLifeCost/TapCreatureCost")
        problems = additional_cost.problems()
        if additional_cost.kind in ("sacrifice", "discard", "exile from graveyard") and additional_cost.n > 1:
            problems.append("a spell's additional cost sacrifices, discards or exiles one object")
        if problems:
            raise bad("additional_cost", "; ".join(problems))
        if self.sacrifice_creature:
            raise bad("additional_cost", "use one of sacrifice_creature and additional_cost")
    self.additional_cost = additional_cost
    self.cant_be_countered = bool(cant_be_countered)
    casting = (self.kicker, additional_cost, self.modes, entwine, escalate)
    if any(x is not None for x in casting) and not is_spell and "land" in self.types:
        raise bad("kicker", "a land is not cast (CR 305.1)")
    if costs.get("flashback") is not None and not is_spell:
        raise bad("flashback", "flashback is an instant or sorcery keyword (CR 702.34a)")
    self.alt_costs = alt_costs(self, bad, is_spell, cost_of, costs)
    self.flashback = next((a.cost for a in self.alt_costs if a.kind == "flashback"), None)
    self.mode_cost = mode_cost(self, bad, cost_of, entwine, escalate)
    self.alt_abilities = alt_cost_abilities(self, self.alt_costs)
    # Abilities that work from its owner's hand (702.35a) or as it leaves it.
    self.works_from_hand = any(a.kind == "madness" for a in self.alt_costs)
    used = {e.cond.kind for e in self.spell if e.cond is not None}
    amounts = {e.amount.kind for e in self.spell if isinstance(e.amount, Amount)}
    if ("kicked" in used or "not kicked" in used) and (self.kicker is None or self.buyback):
        raise bad("spell", "'if this spell was kicked' needs kicker=<its cost>")
    if "times kicked" in amounts and not self.multikicker:
        raise bad("spell", "Amount('times kicked') needs multikicker")
    if "x" in amounts and self.mana_cost.x == 0:
        raise bad("spell", "Amount('x') needs {X} in the mana cost (CR 107.3a)")
    if "mode chosen" in used and self.modes is None:
        raise bad("spell", "'mode chosen' conditions come from Modal(...)")
