"""Abilities of cards: activated and mana abilities (CR 602, 605), triggered
abilities (603) with their trigger events, static replacement and prevention
effects (614, 615), and keyword abilities (702) written as data on top of them.

Keyword abilities that are triggers or replacement effects expand to ordinary
:class:`Triggered` / :class:`Replacement` records here (:func:`keyword_abilities`),
so the engine has no keyword special case for them.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from mtgcore.cards.actions import BottomExiled, ExileUntil, Transform
from mtgcore.cards.effects import (COUNTERS, STEP_IDS, Amount, AtEndOfCombat, Condition, Modal,
                                   AtBeginningOfNextEndStep, CastCard, CopySpell,
                                   CounterUnlessPay, CreateTokenCopy, CreateTokens, DrawCards,
                                   Effect, Exile, ExileIfItWouldLeave, PutOntoBattlefield,
                                   GainLife, If, LoseLife, May, MustBlock, PayMana, Pump,
                                   PutCounters, ReturnToBattlefield, Sacrifice, Search, Token,
                                   Untap, _flatten)
from mtgcore.cards.selectors import Sel, sel
from mtgcore.cards.statics import ApplyEffect, Change

#: Trigger/replacement events, in the engine's order (EvKind).
EVENTS = ("zone_change", "damage", "life_gain", "life_loss", "counter_put", "counter_removed",
          "tap", "untap", "draw", "cast", "activate", "attack", "block", "step_begin",
          "become_target", "destroy", "attack_alone", "state", "become_blocked", "turned_face_up",
          "became_monstrous", "transformed", "class_level", "dice_rolled", "unblocked")
ZONE_IDS = {None: 0, "library": 1, "hand": 2, "battlefield": 3, "graveyard": 4, "stack": 5,
            "exile": 6}
#: Replacement modes, in the engine's order (RepMode).
REPLACEMENT_MODES = ("exile instead", "enters tapped", "enters with counters", "prevent all",
                     "prevent n", "double", "skip", "plus n", "regenerate", "to hand instead",
                     "choose color", "enter as copy", "choose creature type",
                     "escapes with counters", "double tokens", "dredge", "pay life or tapped",
                     "read ahead")


@dataclass(frozen=True)
class Activated:
    """An activated ability ``cost: effect`` (CR 602).  ``text`` is its Oracle text.

    Its cost: ``cost`` (mana), ``tap``, ``life``, ``sacrifice_self`` / ``exile_self`` /
    ``discard_self`` (the source itself), ``tap_creatures`` and ``costs``: its other
    costs, :class:`AdditionalCost` records in the order printed (602.1): e.g.
    ``costs=[SacrificeCost("another creature")]``, ``[DiscardCost("card", 2)]``,
    ``[RemoveCountersCost("+1/+1")]``, ``[TapCreatureCost("artifact")]``,
    ``[ExileFromGraveyardCost("creature card")]``, ``[ReturnToHandCost("land")]``.  The
    engine asks for their objects after the targets, offers only objects that leave the
    rest payable, and doesn't offer the ability when the cost can't be paid (118.3).
    A mana ability's other costs choose no objects (counters, life).

    ``limit``: restrictions (602.5b), words of :data:`ACTIVATION_LIMITS`
    (``limit=("once each turn",)``); ``sorcery``: "Activate only as a sorcery" (602.5d);
    ``condition``: "Activate only if <condition>", a :class:`Condition` as its
    controller sees it.  The first object its other costs used is its event source
    ("the sacrificed creature"), the objects or counters they used its event amount."""

    text: str
    effects: tuple
    cost: str = ""
    tap: bool = False
    sacrifice_self: bool = False
    life: int = 0   # "Pay N life" as part of the cost (CR 119.4)
    sorcery: bool = False  # CR 602.5d: "activate only as a sorcery" (equip, 702.6a)
    loyalty: int | None = None  # CR 606: a loyalty ability's cost (+N, -N or 0), else None
    loyalty_x: bool = False     # CR 107.3a: its cost is [−X], X announced as it is activated
    zone: str = "battlefield"   # CR 113.6b: "graveyard" / "hand": it works while the card is
                                # in its owner's graveyard (unearth, embalm, scavenge) / hand
    exile_self: bool = False    # "Exile this card from your graveyard" (113.6m) / "Exile this
                                # artifact" (a permanent's, 602.2b) in its cost
    discard_self: bool = False  # "Discard this card" in its cost (cycling 702.29a)
    tap_creatures: int = 0      # CR 118.3: "Tap N untapped creatures you control" in its cost
    modes: tuple | None = None  # a modal ability's (number of modes, at least, at most), 700.2
    # CR 602.1, 602.2b: its other costs (AdditionalCost records, in the order printed):
    # "Sacrifice another creature", "Discard a card", "Remove a +1/+1 counter from this
    # creature", "Tap an untapped artifact you control", "Exile two cards from your
    # graveyard", "Return a land you control to its owner's hand"
    costs: tuple = ()
    # CR 602.5b: restrictions on activating it (ACTIVATION_LIMITS words) and "Activate
    # only if <condition>" (a Condition as its controller sees it, checked as it is activated)
    limit: tuple = ()
    condition: object = None
    tap_power: int = 0          # CR 702.122a: "Tap any number of other untapped creatures you
                                # control with total power N or greater" (crew N)

    #: "This ability costs {1} less to activate for each legendary creature you control."
    #: (602.2b, 601.2f, 118.7a: generic mana only): N and what is counted (a selector
    #: seen from its controller).
    cost_less: int = 0
    cost_less_per: object = None

    def __init__(self, text, effects, cost="", tap=False, sacrifice_self=False, life=0,
                 sorcery=False, zone="battlefield", exile_self=False, tap_creatures=0,
                 discard_self=False, costs=(), limit=(), condition=None, tap_power=0,
                 cost_less=0, cost_less_per=None):
        from mtgcore.cards.costs import AdditionalCost
        costs = tuple(costs)
        for c in costs:
            if not isinstance(c, AdditionalCost):
                raise ValueError(f"{text!r}: costs are AdditionalCost records (SacrificeCost, "
                                 f"DiscardCost, RemoveCountersCost, ...), got {c!r}")
            bad = c.problems()
            if bad:
                raise ValueError(f"{text!r}: cost {c.kind}: {'; '.join(bad)}")
        if len(costs) > 3:
            raise ValueError(f"{text!r}: at most 3 other costs")
        limit = (limit,) if isinstance(limit, str) else tuple(limit)
        for w in limit:
            if w not in ACTIVATION_LIMITS:
                raise ValueError(f"{text!r}: unknown activation restriction {w!r} "
                                 f"(known: {', '.join(ACTIVATION_LIMITS)})")
        if condition is not None and not isinstance(condition, Condition):
            raise ValueError(f"{text!r}: condition must be a Condition")
        object.__setattr__(self, "costs", costs)
        object.__setattr__(self, "limit", limit)
        object.__setattr__(self, "condition", condition)
        if (cost_less != 0) != (cost_less_per is not None) or not isinstance(cost_less, int) or \
                not 0 <= cost_less <= 20:
            raise ValueError(f"{text!r}: cost_less=N (1-20) and cost_less_per=<selector> go together")
        if cost_less_per is not None:
            from mtgcore.cards.selectors import sel as _sel_of
            _sel_of(cost_less_per)
        object.__setattr__(self, "cost_less", cost_less)
        object.__setattr__(self, "cost_less_per", cost_less_per)
        if zone not in ("battlefield", "graveyard", "hand"):
            raise ValueError(f"an activated ability works from the battlefield, a graveyard or a "
                             f"hand, not {zone!r}")
        if exile_self and zone == "hand":
            raise ValueError("exile_self ('Exile this card from your graveyard', 'Exile this "
                             "artifact') needs zone='graveyard' or 'battlefield'")
        if exile_self and sacrifice_self:
            raise ValueError("a cost can't both sacrifice and exile its own permanent")
        if discard_self and zone != "hand":
            raise ValueError("discard_self ('Discard this card') needs zone='hand'")
        if zone != "battlefield" and (tap or sacrifice_self or tap_creatures):
            raise ValueError(f"an ability of a card in a {zone} can't have {{T}}, 'sacrifice this' "
                             "or tapping creatures in its cost")
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "exile_self", exile_self)
        object.__setattr__(self, "discard_self", discard_self)
        if not isinstance(tap_creatures, int) or isinstance(tap_creatures, bool) or \
                not 0 <= tap_creatures <= 8:
            raise ValueError(f"{text!r}: tap_creatures is how many untapped creatures its cost "
                             f"taps (0-8), got {tap_creatures!r}")
        object.__setattr__(self, "tap_creatures", tap_creatures)
        if not isinstance(tap_power, int) or isinstance(tap_power, bool) or not 0 <= tap_power <= 100 \
                or (tap_power and (tap_creatures or zone != "battlefield")):
            raise ValueError(f"{text!r}: tap_power is the total power of the other creatures its "
                             f"cost taps (0-100, not with tap_creatures), got {tap_power!r}")
        object.__setattr__(self, "tap_power", tap_power)
        # CR 606.2: a loyalty symbol as the cost ("[+1]", "[−2]", "[0]", "[−X]") makes
        # it a loyalty ability; its cost is loyalty counters, not mana (606.4).
        loyalty_x = isinstance(cost, str) and _LOYALTY_X.match(cost.strip()) is not None
        loyalty = 0 if loyalty_x else parse_loyalty(cost) if isinstance(cost, str) else None
        if loyalty is not None:
            cost = ""
        object.__setattr__(self, "loyalty", loyalty)
        object.__setattr__(self, "loyalty_x", loyalty_x)
        object.__setattr__(self, "sorcery", sorcery)
        object.__setattr__(self, "text", text)
        _set_effects(self, effects)  # effects=Modal(...): its modes chosen as it is activated (602.2b)
        object.__setattr__(self, "cost", cost)
        object.__setattr__(self, "tap", tap)
        object.__setattr__(self, "sacrifice_self", sacrifice_self)
        object.__setattr__(self, "life", life)


def _set_effects(ability, effects) -> None:
    """An ability's program and, for a :class:`Modal`, its (modes, at least, at most)
    (CR 700.2: the modes' effects guarded by "mode chosen")."""
    modes = None
    if isinstance(effects, Modal):
        lo, hi = effects.bounds()
        if not 1 <= len(effects.modes) <= 8 or not 1 <= lo <= hi or any(not m for m in effects.modes):
            raise ValueError(f"a modal ability needs 1-8 modes, each with an effect, and a valid "
                             f"choice ({effects.choose!r} of {len(effects.modes)})")
        modes = (len(effects.modes), lo, hi)
        effects = effects.program()
    object.__setattr__(ability, "effects", _flatten(effects))
    object.__setattr__(ability, "modes", modes)
#: Restrictions on activating an ability (CR 602.5b), in the engine's bit order (kAct*):
#: "Activate only once each turn", "... only once", "... only during your turn", "...
#: only during your upkeep", "... only during combat", "... only during your turn,
#: before attackers are declared".
ACTIVATION_LIMITS = ("once each turn", "once", "your turn", "your upkeep", "combat", "before attackers")


def activation_limit_bits(limit) -> int:
    """The engine's kAct* bits of ``Activated.limit``."""
    return sum(1 << ACTIVATION_LIMITS.index(w) for w in limit)


_LOYALTY = re.compile(r"^\[([+\u2212-]?)(\d+)\]$")
_LOYALTY_X = re.compile(r"^\[[\u2212-]X\]$")
_LOYALTY_PREFIX = re.compile(r"^(\[[+\u2212-]?\d+\]|\[[\u2212-]X\]):\s")


def parse_loyalty(cost: str):
    """A loyalty symbol (CR 107.7): "[+2]" -> 2, "[−3]" (or "[-3]") -> -3, "[0]" -> 0;
    anything else -> None."""
    m = _LOYALTY.match(cost.strip())
    if not m:
        return None
    n = int(m.group(2))
    if m.group(1) in ("\u2212", "-"):
        return -n
    if m.group(1) == "" and n != 0:
        return None  # "[3]" is no loyalty symbol: a plus or minus sign, or 0
    return n


def Loyalty(text: str, effects) -> Activated:
    """A loyalty ability (CR 606) written as its Oracle text, "[+1]: <effect>",
    "[−2]: <effect>", "[0]: <effect>" or "[−X]: <effect>" (X announced as it is
    activated, 107.3a, at most its loyalty, 606.6): the loyalty symbol before the colon
    is its cost (606.4).  Activated only as a sorcery, once per turn per permanent (606.3)."""
    m = _LOYALTY_PREFIX.match(text)
    if not m or (parse_loyalty(m.group(1)) is None and not _LOYALTY_X.match(m.group(1))):
        raise ValueError(f"a loyalty ability's text starts with its loyalty cost, e.g. "
                         f"'[+1]: ...' or '[\u22122]: ...'; got {text!r}")
    return Activated(text, effects, cost=m.group(1))


def Equip(cost: str, text: str | None = None) -> Activated:
    """"Equip <cost>" (CR 702.6a): "<cost>: Attach this permanent to target creature you
    control.  Activate only as a sorcery.\""""
    from mtgcore.cards.effects import Attach
    return Activated(text or f"Equip {cost}", [Attach(target="creature you control")], cost=cost,
                     sorcery=True)


def ManaAbility(color: str, text: str | None = None, amount: int = 1, cost: str = "",
                tap: bool = True, sacrifice_self: bool = False, life: int = 0,
                spend_only=None, uncounterable_on=None, tap_creatures: int = 0,
                per_counter: str | None = None, spend_only_abilities_of=None,
                reflect: str | None = None, of=None) -> Activated:
    """"{T}: Add {C}." -- a mana ability (CR 605.1a).  ``color`` as for
    :func:`AddMana` ("G", "any", "WU", "R|G"); other costs: ``cost`` (mana),
    ``sacrifice_self``, ``life``, ``tap_creatures`` ("Tap an untapped creature you
    control", 118.3: the payer chooses which); ``spend_only`` / ``uncounterable_on``:
    the mana's spending restriction and rider (CR 106.6, see :func:`AddMana`);
    ``per_counter``: "Add {C} for each charge counter on this artifact" (106.1);
    ``spend_only_abilities_of``: "... or activate abilities of <permanents>" (106.6);
    ``reflect`` / ``of``: mana of a kind <permanents> have or could produce (106.5,
    106.7; see :func:`AddMana`)."""
    from mtgcore.cards.effects import AddMana
    return Activated(text or f"{{T}}: Add {{{color}}}.",
                     [AddMana(color, amount, spend_only=spend_only, uncounterable_on=uncounterable_on,
                              per_counter=per_counter, spend_only_abilities_of=spend_only_abilities_of,
                              reflect=reflect, of=of)],
                     cost=cost, tap=tap, sacrifice_self=sacrifice_self, life=life,
                     tap_creatures=tap_creatures)


@dataclass(frozen=True)
class On:
    """A trigger event (CR 603.1).  Use the named constructors below."""

    event: str
    from_zone: str | None = None
    to_zone: str | None = None
    self_: bool = False
    what: Sel | None = None
    player: str = "any"
    combat: bool = False
    to_player: bool = False
    by_self: bool = False
    step: str | None = None
    noncreature: bool = False
    #: CR 301.5, 303.4: with ``self_`` / ``by_self``, the object this Aura or Equipment
    #: is attached to instead of itself ("whenever enchanted creature attacks").
    attached: bool = False


def OnAttached(on: On) -> On:
    """The event ``on`` of this object (``OnAttack()``, ``OnDies()``,
    ``OnDealsDamage()``, ...) about the object it is attached to instead ("Whenever
    enchanted creature attacks", "Whenever equipped creature dies"); "it" is that
    object (or, after a zone change, the object it became)."""
    if not (on.self_ or on.by_self):
        raise ValueError("OnAttached: an event of this object (self_ or by_self)")
    return dataclasses.replace(on, attached=True)


def OnEnter(what=None) -> On:
    """"When ~ enters" (self) or "Whenever a <what> enters" (603.6a)."""
    return On("zone_change", to_zone="battlefield", self_=what is None,
              what=None if what is None else sel(what))


def OnDies(what=None) -> On:
    """"When ~ dies" / "Whenever a <what> dies": battlefield to graveyard (700.4),
    matched with last-known information (603.10a)."""
    return On("zone_change", from_zone="battlefield", to_zone="graveyard", self_=what is None,
              what=sel(what) if what is not None else None)


def OnLeave(what=None) -> On:
    """"When ~ leaves the battlefield" (603.6c, 603.10a)."""
    return On("zone_change", from_zone="battlefield", self_=what is None,
              what=None if what is None else sel(what))


def OnAttack(what=None, you: bool = False) -> On:
    """"Whenever ~ attacks" / "Whenever a <what> attacks" (508.3a); ``you=True``:
    "... attacks you" (not a planeswalker you control).  Matched as the creature is
    declared (508.2a)."""
    return On("attack", self_=what is None, what=None if what is None else sel(what),
              to_player=you)


def OnAttackAlone(what="creature you control") -> On:
    """"Whenever a creature you control attacks alone" (exalted, 702.83a)."""
    return On("attack_alone", what=sel(what))


def OnBlock(what=None) -> On:
    """"Whenever ~ blocks" / "Whenever a <what> blocks" (509.3a), matched as blockers
    are declared (509.3f)."""
    return On("block", self_=what is None, what=None if what is None else sel(what))


def OnBlocksA(what) -> On:
    """"Whenever ~ blocks a <what>" (509.3f: the attacker's characteristics as blockers
    are declared); "that creature" is the event source (subject "event source")."""
    return On("block", self_=True, what=sel(what))


def OnBecomesBlockedBy(what) -> On:
    """"Whenever ~ becomes blocked by a <what>", once per such blocker (509.3d; 509.3f:
    the blocker's characteristics as it becomes a blocking creature); "that
    creature" is the blocker ("it")."""
    return On("block", by_self=True, what=sel(what))


def OnTurnedFaceUp() -> On:
    """"When ~ is turned face up" (CR 702.37e, 708.8): it is not entering."""
    return On("turned_face_up", self_=True)


def OnTransformsInto() -> On:
    """"When this creature transforms into <this face>" (CR 701.27e): on the face it
    transforms into, so it triggers as the permanent turns to that face (the face's
    abilities see the event, 603.2); "Whenever ~ transforms" on both faces."""
    return On("transformed", self_=True)


def OnBecomesTapped(what=None) -> On:
    """"Whenever ~ becomes tapped" / "Whenever a <what> becomes tapped" (603.2e): only
    when an untapped permanent on the battlefield is tapped (attacking, a {T} cost, an
    effect, regeneration), never as a permanent enters tapped."""
    return On("tap", self_=what is None, what=None if what is None else sel(what))


def OnBecomesMonstrous() -> On:
    """"When ~ becomes monstrous" (CR 701.37a)."""
    return On("became_monstrous", self_=True)


def OnBecomeBlocked() -> On:
    """"Whenever ~ becomes blocked" (509.3c); "that player" is the defending player
    and the event amount the number of creatures blocking it."""
    return On("become_blocked", self_=True)


def OnCombatDamageToPlayer(what=None, player="any") -> On:
    """"Whenever ~ deals combat damage to a player" (510.3a)."""
    return On("damage", combat=True, to_player=True, by_self=what is None,
              what=None if what is None else sel(what), player=player)


def OnDealsDamage(combat=False) -> On:
    """"Whenever ~ deals (combat) damage"."""
    return On("damage", by_self=True, combat=combat)


def OnDealtDamage() -> On:
    """"Whenever ~ is dealt damage"."""
    return On("damage", self_=True)


def OnStep(step: str, player: str = "you") -> On:
    """"At the beginning of your upkeep / each end step / ..." (503.1a, 513.1a)."""
    if step not in STEP_IDS:
        raise ValueError(f"unknown step {step!r} (known: {', '.join(STEP_IDS)})")
    return On("step_begin", step=step, player=player)


def OnCastSelf() -> On:
    """"When you cast this spell" (CR 601.2i): a triggered ability of the spell
    that functions on the stack (storm 702.40a, replicate 702.56a).  "It" is the
    spell; the event amount is the number of spells cast before it this turn, by
    every player (702.40a)."""
    return On("cast", by_self=True)


def OnCast(player: str = "you", noncreature: bool = False, what=None) -> On:
    """"Whenever you cast a [noncreature] spell" (601.2i)."""
    return On("cast", player=player, noncreature=noncreature,
              what=None if what is None else sel(what))


def OnRollDice(player: str = "you") -> On:
    """"Whenever you roll one or more dice" (CR 706)."""
    return On("dice_rolled", player=player)


def OnCastTargetingSelf(player: str = "you", what=None) -> On:
    """"Whenever you cast a spell that targets this creature" (heroic; the spell's
    targets are chosen as it is cast, 601.2c, before it becomes cast, 601.2i)."""
    return On("cast", player=player, to_player=True, what=None if what is None else sel(what))


def OnDealsDamageToPlayer(player: str = "any", combat: bool = False) -> On:
    """"Whenever ~ deals [combat] damage to a player / an opponent" (510.3a, 603.2)."""
    return On("damage", by_self=True, to_player=True, combat=combat, player=player)


def OnAttacksUnblocked(what=None) -> On:
    """"Whenever ~ attacks and isn't blocked" (CR 509.3g: no creature was declared to block
    it, as blockers are declared)."""
    return On("unblocked", self_=what is None, what=None if what is None else sel(what))


def OnBecomesUntapped() -> On:
    """"Whenever ~ becomes untapped" (603.2e)."""
    return On("untap", self_=True)


def OnLifeGain(player: str = "you") -> On:
    return On("life_gain", player=player)


def OnLifeLoss(player: str = "opponent") -> On:
    return On("life_loss", player=player)


def OnDraw(player: str = "you") -> On:
    return On("draw", player=player)


def OnState() -> On:
    """A state trigger (CR 603.8): "When <condition>, ..." -- give the condition as
    the Triggered ability's ``condition``; it triggers whenever it is true and it is
    not already waiting or on the stack."""
    return On("state")


def OnTargeted(by: str = "opponent") -> On:
    """"Whenever ~ becomes the target of a spell or ability <by> controls" (ward)."""
    return On("become_target", self_=True, player=by)


@dataclass(frozen=True)
class Triggered:
    """A triggered ability (CR 603): ``on`` (the event), ``effects`` (resolved
    with the object the trigger saw as "it"), an optional intervening "if"
    (``condition``, checked on trigger and on resolution, 603.4).  ``effects`` may be
    a :class:`Modal`: its controller chooses the modes as it is put on the stack, and
    a mode whose targets can't be chosen can't be chosen (603.3c, 700.2)."""

    text: str
    on: On
    effects: tuple
    condition: Condition | None = None
    modes: tuple | None = None  # a modal trigger's (number of modes, at least, at most)
    once_each_turn: bool = False  # "This ability triggers only once each turn."

    def __init__(self, text, on, effects, condition=None, once_each_turn: bool = False):
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "on", on)
        _set_effects(self, effects)  # CR 603.3c: a Modal's modes chosen as it is put on the stack
        object.__setattr__(self, "condition", condition)
        object.__setattr__(self, "once_each_turn", bool(once_each_turn))


@dataclass(frozen=True)
class Replacement:
    """A static replacement or prevention effect (CR 614, 615)."""

    text: str
    event: str
    mode: str
    self_: bool = False
    what: Sel | None = None
    player: str = "any"
    from_zone: str | None = None
    to_zone: str | None = None
    combat: bool = False
    self_replacement: bool = False  # CR 614.15: part of the resolving effect it replaces
    optional: bool = False  # "you may ... instead": the affected player chooses (616.1)
    a: int = 0
    b: int = 0
    change: object = None  # enter as copy: the statics.Change of its exceptions (707.9b)
    #: CR 614.1d: it applies only if ``cond`` holds (``unless``: only if it doesn't),
    #: judged as the event would happen ("enters tapped unless you control two or more
    #: other lands").
    cond: object = None
    unless: bool = False

    def copy_problems(self) -> list:
        """What a copy effect's exceptions ask that the engine can't express."""
        ch = self.change
        if ch is None:
            return []
        if not hasattr(ch, "copy_problems"):
            return [f"{ch!r} is not a Change"]
        return ch.copy_problems()


def EntersTapped(text="This permanent enters tapped.") -> Replacement:
    """"~ enters tapped." (CR 614.1c, applied as it enters, 614.12)."""
    return Replacement(text, "zone_change", "enters tapped", self_=True, to_zone="battlefield")


def EntersTappedUnless(text: str, cond, unless: bool = True) -> Replacement:
    """"This land enters tapped unless <condition>." / "If <condition>, this land
    enters tapped." (``unless=False``) (CR 614.1d, 614.12): a :class:`Condition`
    judged as it would enter, for the player it enters under."""
    return Replacement(text, "zone_change", "enters tapped", self_=True, to_zone="battlefield",
                       cond=cond, unless=unless)


def PayLifeOrEntersTapped(n: int, text: str) -> Replacement:
    """"As this land enters, you may pay N life. If you don't, it enters tapped."
    (CR 614.12, 119.4: chosen as it enters; paying needs N life or more)."""
    return Replacement(text, "zone_change", "pay life or tapped", self_=True, to_zone="battlefield",
                       a=n)


#: EntersWithCounters' n for "a <kind> counter on it for each time it was kicked" (702.33d).
TIMES_KICKED = "times kicked"
#: EntersWithCounters' n for "X <kind> counters" (the X of the spell it was, 107.3m).
X_COUNTERS = "X"


def EntersWithCounters(counter: str, n, text: str | None = None) -> Replacement:
    """"~ enters with N <kind> counters on it." (CR 614.1c).  ``n="times kicked"``:
    "... with a <kind> counter on it for each time it was kicked" (multikicker,
    702.33d: the number the spell that becomes it was kicked, 607.2); ``n="X"``: "X
    <kind> counters", the X of the spell it was (107.3m; a copy's is the original's,
    707.10), 0 if it wasn't one."""
    b = -1 if n == TIMES_KICKED else -2 if n == X_COUNTERS else n
    return Replacement(text or f"This permanent enters with {n} {counter} counters on it.",
                       "zone_change", "enters with counters", self_=True, to_zone="battlefield",
                       a=COUNTERS.index(counter), b=b)


def EntersWithCountersPerExiled(counter: str, what, text: str) -> Replacement:
    """"~ enters with a <kind> counter on it for each <what> card exiled with it."
    (CR 614.1c; 702.66a, 607.2a: the cards exiled to pay the delve cost of the spell
    it was, still in exile, that match ``what``; 0 if it wasn't cast with delve)."""
    return Replacement(text, "zone_change", "enters with counters", self_=True, to_zone="battlefield",
                       a=COUNTERS.index(counter), b=-3, what=sel(what))


def EscapesWithCounters(counter: str, n: int, text: str) -> Replacement:
    """"~ escapes with N <kind> counters on it." (CR 702.138c): "If this permanent
    escaped, it enters with those counters" -- escaped: the spell it was was cast
    with escape (702.138b).  A replacement effect applied as it enters (614.1c)."""
    return Replacement(text, "zone_change", "escapes with counters", self_=True, to_zone="battlefield",
                       a=COUNTERS.index(counter), b=n)


def AsEntersChooseColor(text="As this permanent enters, choose a color.") -> Replacement:
    """"As ~ enters, choose a color." (CR 614.12a: chosen before it enters, by the
    player who will control it); read by "protection from the chosen color"."""
    return Replacement(text, "zone_change", "choose color", self_=True, to_zone="battlefield")


def AsEntersChooseCreatureType(text="As this permanent enters, choose a creature type.") -> Replacement:
    """"As ~ enters, choose a creature type." (CR 614.12a, 614.1c: chosen before it
    enters, by the player who will control it, among the creature types the card
    database knows, 205.3m); stored on the permanent and read by selectors and
    changes naming :data:`~mtgcore.cards.selectors.CHOSEN_TYPE` ("creatures of the
    chosen type", "is the chosen type in addition to its other types")."""
    return Replacement(text, "zone_change", "choose creature type", self_=True, to_zone="battlefield")


def EnterAsCopy(what: str, text: str, except_=None) -> Replacement:
    """"You may have this <permanent> enter as a copy of any <what> on the
    battlefield[, except ...]." (CR 707.5, 614.1c): as it enters, its controller
    chooses a <what> on the battlefield, or none; it enters with that object's
    copiable values (707.2-707.3).  ``except_``: a :class:`statics.Change` of the
    copiable values (707.9b) -- types, supertypes, subtypes "in addition", colors,
    keywords gained (707.9a), or set power/toughness ("except it's 7/7", 707.9d).
    Card() rejects any other part of the change."""
    return Replacement(text, "zone_change", "enter as copy", self_=True, to_zone="battlefield",
                       what=sel(what), change=except_)


def GraveyardExileInstead(text: str, what="card in a graveyard") -> Replacement:
    """"If a <what> would be put into a graveyard from anywhere, exile it instead." """
    w = sel(what)
    return Replacement(text, "zone_change", "exile instead", what=w, to_zone="graveyard")


def DiesExileInstead(text: str, what="creature") -> Replacement:
    return Replacement(text, "zone_change", "exile instead", what=sel(what),
                       from_zone="battlefield", to_zone="graveyard")


def PreventAllDamageTo(text: str, what=None, combat=False) -> Replacement:
    """"Prevent all (combat) damage that would be dealt to ~ / <what>." (615)"""
    return Replacement(text, "damage", "prevent all", self_=what is None,
                       what=None if what is None else sel(what), combat=combat)


def LifeGainReplacement(text: str, mode: str, n: int = 0, player="you") -> Replacement:
    """"If you would gain life, you gain twice that much / that much plus N instead." """
    return Replacement(text, "life_gain", mode, player=player, a=n)


def DamageReplacement(text: str, mode: str, what, n: int = 0) -> Replacement:
    """"If a source would deal damage to <what>, it deals double / that much +N instead." """
    return Replacement(text, "damage", mode, what=sel(what), a=n)


def CounterReplacement(text: str, mode: str, counter: str, what="creature you control",
                       n: int = 0) -> Replacement:
    """"If one or more <kind> counters would be put on <what>, twice / that many plus N." """
    return Replacement(text, "counter_put", mode, what=sel(what), a=n,
                       b=COUNTERS.index(counter) + 1)


def DoubleTokens(text: str, player="you") -> Replacement:
    """"If an effect would create one or more tokens under your control, it creates twice
    that many of those tokens instead." (614.1a; Anointed Procession, Parallel Lives):
    each token created under ``player``'s control comes with another like it (copies,
    "tapped and attacking" and the rest alike); two such effects make four (616.1)."""
    return Replacement(text, "zone_change", "double tokens", player=player, to_zone="battlefield")


def Dredge(n: int) -> Replacement:
    """"Dredge N" (CR 702.52a): "If you would draw a card, you may mill N cards instead. If
    you do, return this card from your graveyard to your hand."  Works while the card is in
    its owner's graveyard; not with fewer than N cards in the library (702.52b)."""
    return Replacement(f"Dredge {n}", "draw", "dredge", player="you", a=n, optional=True)


def ReadAhead() -> Replacement:
    """"Read ahead" (CR 702.155): as this Saga enters, its controller chooses a number from
    one to its final chapter number, and it enters with that many lore counters (702.155b,
    714.3a); the turn it entered, a chapter ability triggers only if it has exactly that
    chapter's number of lore counters (702.155a)."""
    return Replacement("Read ahead", "zone_change", "read ahead", self_=True, to_zone="battlefield")


def SkipDraw(text: str, player="you", optional: bool = False) -> Replacement:
    """"If <player> would draw a card, <skip that draw> instead"; ``optional``: "you
    may skip that draw instead" (616.1: the drawing player chooses each time)."""
    return Replacement(text, "draw", "skip", player=player, optional=optional)


# ---------------------------------------------------------------------------
# Keyword abilities as data (CR 702)
# ---------------------------------------------------------------------------

_SPIRIT = Token("Spirit", "WB", 1, 1, ("flying",), oracle="Flying")
_KW_PARAM = re.compile(r"^(afterlife|toxic|ward|protection from|hexproof from|bushido|rampage|afflict|annihilator|dredge|crew)"
                       r"\s+(.+)$")
#: "Creatures can't attack you unless their controller pays {N} for each creature
#: they control that's attacking you." (CR 508.1h), the cost as its parameter.
ATTACK_TAX_TEXT = ("creatures can't attack you unless their controller pays {cost} for each "
                   "creature they control that's attacking you")
_ATTACK_TAX = re.compile(re.escape(ATTACK_TAX_TEXT).replace(r"\{cost\}", r"(\{[^ ]+\})"))
#: The same cost covering the planeswalkers its controller controls too (CR 508.1h).
ATTACK_TAX_PW_TEXT = ("creatures can't attack you or planeswalkers you control unless their "
                      "controller pays {cost} for each of those creatures")
_ATTACK_TAX_PW = re.compile(re.escape(ATTACK_TAX_PW_TEXT).replace(r"\{cost\}", r"(\{[^ ]+\})"))
#: "No more than N creature(s) can attack / block each combat." (CR 508.1c, 509.1b)
LIMIT_TEXT = "no more than {N} creature(s) can attack/block each combat"
_NUMBER_WORDS = ("one", "two", "three", "four", "five")
_LIMIT = re.compile(r"no more than (one|two|three|four|five) creatures? can (attack|block) each combat")
#: "~ can't attack unless defending player controls a <subtype>" (CR 508.1c).
ATTACK_UNLESS_TEXT = "can't attack unless defending player controls a/an <subtype>"
_ATTACK_UNLESS = re.compile(r"can't attack unless defending player controls an? ([A-Z][a-z]+)")
TRIGGER_KEYWORDS = ("prowess", "undying", "persist", "exalted", "battle cry", "extort", "melee",
                    "bushido", "rampage", "afflict", "annihilator", "provoke", "myriad",
                    "storm", "cascade")
#: Keywords that copy the spell as it is cast ("When you cast this spell, copy it
#: ..."): one mechanism, a cast trigger of the spell itself plus a CopySpell whose
#: count is data (storm 702.40a; replicate 702.56a with its optional cost paid any
#: number of times).  Gravestorm, casualty and conspire would be more of the same:
#: another Amount or an optional additional cost and a "was paid" condition.
COPY_ON_CAST = ("storm", "replicate {cost}")
#: Upkeep costs (CR 702.24a, 702.30a): an upkeep trigger that sacrifices the
#: permanent unless its controller pays, as data (May + PayMana + "did not").
UPKEEP_KEYWORDS = ("cumulative upkeep {cost}", "cumulative upkeep\u2014draw a card", "echo {cost}")
#: Activated abilities of a card in a graveyard (CR 113.6b), as data: unearth
#: (702.84a), embalm (702.128a), eternalize (702.129a), scavenge (702.97a).
GRAVEYARD_KEYWORDS = ("unearth {cost}", "embalm {cost}", "eternalize {cost}", "scavenge {cost}",
                      "cycling {cost}", "<basic land type>cycling {cost}")


def parse_keyword(k: str):
    """Split "ward {2}" / "afterlife 1" / "protection from red" into (name, param);
    "swampwalk" -> ("landwalk", "Swamp"), "nonbasic landwalk" -> ("landwalk", "nonbasic")."""
    if k in ("banding", "bands with other") or k.startswith("bands with "):
        raise ValueError("banding (CR 702.22) is not supported by the engine")
    nj = re.fullmatch(r"ninjutsu (\{.+\})", k)
    if nj:  # CR 702.49a: the parameter is a mana cost
        return "ninjutsu", nj.group(1)
    cond = _ATTACK_UNLESS.fullmatch(k)
    if cond:  # CR 508.1c: a restriction with a condition
        return "attack condition", cond.group(1)
    if k == "cumulative upkeep\u2014draw a card":  # CR 702.24a with a cost that isn't mana
        return "cumulative upkeep", "draw a card"
    tc = re.fullmatch(r"(plains|island|swamp|mountain|forest)cycling (\{.+\})", k)
    if tc:  # CR 702.29e: typecycling, the parameter a basic land type and a mana cost
        return "typecycling", (tc.group(1).capitalize(), tc.group(2))
    up = re.fullmatch(r"(cumulative upkeep|echo|unearth|embalm|eternalize|scavenge|cycling) (\{.+\})", k)
    if up:  # CR 702.24a, 702.30a, 702.84a, 702.128a, 702.129a, 702.97a: a mana cost
        return up.group(1), up.group(2)
    rep = re.fullmatch(r"replicate (\{.+\})", k)
    if rep:  # CR 702.56a: the parameter is a mana cost
        return "replicate", rep.group(1)
    mo = re.fullmatch(r"(megamorph|morph|disguise) (\{.+\})", k)
    if mo:  # CR 702.37a-b, 702.168a: the parameter is a mana cost
        return mo.group(1), mo.group(2)
    lim = _LIMIT.fullmatch(k)
    if lim:  # CR 508.1c, 509.1b: a restriction on the whole declaration
        return lim.group(2) + " limit", _NUMBER_WORDS.index(lim.group(1)) + 1
    tax = _ATTACK_TAX.fullmatch(k)
    if tax:  # CR 508.1d, 508.1h: a cost to attack, per attacking creature
        return "attack tax", tax.group(1)
    tax = _ATTACK_TAX_PW.fullmatch(k)
    if tax:  # ... per creature attacking you or a planeswalker you control
        return "attack tax", "planeswalkers " + tax.group(1)
    if k == "nonbasic landwalk":  # CR 702.14a
        return "landwalk", "nonbasic"
    lw = re.fullmatch(r"([a-z]+)walk", k)
    if lw and lw.group(1) not in ("land", "horseman"):  # CR 702.14a: "[type]walk"
        return "landwalk", lw.group(1).capitalize()
    m = _KW_PARAM.match(k)
    if not m:
        if k in ("afterlife", "toxic", "ward", "protection", "dredge", "hexproof from"):
            raise ValueError(f"keyword {k!r} needs its parameter (e.g. 'toxic 1', 'ward {{2}}', "
                             "'protection from red')")
        return k, None
    name, param = m.group(1), m.group(2)
    if name == "ward":
        pm = re.fullmatch(r"\{(\d+)\}", param)
        if not pm:
            raise ValueError(f"ward needs a generic mana cost like {{2}}, got {param!r}")
        return "ward", int(pm.group(1))
    if name == "protection from":
        return "protection", param
    if name == "hexproof from":  # CR 702.11d, 702.11f: "from A and from B", "from A and B"
        return "hexproof from", param
    if not param.isdigit():
        raise ValueError(f"{name} needs a number, got {param!r}")
    return name, int(param)


#: CR 714.2a: chapter numbers as Roman numerals.
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def Chapter(chapters, text: str, effects) -> list:
    """A Saga's chapter ability (CR 714.2): ``Chapter("I", "I — Draw a card.",
    [DrawCards(1)])`` or ``Chapter(("I", "II"), ...)`` for "{rI}, {rII} — [Effect]"
    (714.2c: one ability per chapter).  Each means "When one or more lore counters are
    put onto this Saga, if the number of lore counters on it was less than N and
    became at least N, [effect]" (714.2b).  A Saga gets its first lore counter as it
    enters (714.3a) and one more as its controller's precombat main phase begins
    (714.3b), and is sacrificed after its final chapter ability has left the stack
    (714.4): rules of the engine for any permanent with the subtype Saga and a chapter
    ability.  Spread the list into ``abilities=``."""
    if isinstance(chapters, (str, int)):
        chapters = (chapters,)
    out = []
    for c in chapters:
        n = ROMAN.index(c) + 1 if isinstance(c, str) and c in ROMAN else c
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= len(ROMAN):
            raise ValueError(f"a chapter number is a Roman numeral I to X (CR 714.2a), got {c!r}")
        out.append(Triggered(text, On("counter_put", self_=True), effects,
                             condition=Condition("chapter", n=n)))
    return out


def WerewolfTransform(back: bool = False) -> Triggered:
    """The transform trigger of an Innistrad werewolf (a transforming double-faced
    card, 712): front face "At the beginning of each upkeep, if no spells were cast
    last turn, transform this creature."; ``back=True``: "... if a player cast two or
    more spells last turn, transform this creature." (701.27a; an intervening "if",
    603.4)."""
    if back:
        text = ("At the beginning of each upkeep, if a player cast two or more spells last "
                "turn, transform this creature.")
        cond = Condition("a player cast two or more spells last turn")
    else:
        text = "At the beginning of each upkeep, if no spells were cast last turn, transform this creature."
        cond = Condition("no spells cast last turn")
    return Triggered(text, OnStep("upkeep", player="any"), [Transform(subject="self")], condition=cond)


def keyword_abilities(name: str, param) -> list:
    """The triggered abilities a keyword stands for (CR 702), as data."""
    from mtgcore.cards.keywords import KEYWORD_ABILITIES
    if name in KEYWORD_ABILITIES:
        return KEYWORD_ABILITIES[name](param)
    if name == "cascade":  # 702.85a (702.85c: each instance triggers separately)
        return [Triggered("Cascade", OnCastSelf(), [ExileUntil(), CastCard(subject="it"), BottomExiled()])]
    if name == "storm":  # 702.40a: "copy it for each other spell that was cast before it this turn"
        return [Triggered("Storm", OnCastSelf(),
                          [CopySpell(subject="it", amount=Amount("event amount"))])]
    if name == "replicate":  # 702.56a: the cast trigger; the cost is Card.replicate
        return [Triggered("Replicate", OnCastSelf(),
                          [CopySpell(subject="it", amount=Amount("times replicated"))],
                          condition=Condition("replicated"))]
    if name == "cumulative upkeep":  # 702.24a; 702.24b: each instance counts every age counter
        age = Amount("counters on self")
        if param == "draw a card":  # "draw a card for each age counter" (paid even if a
            # draw is replaced or skipped: 118.11)
            text, pay = "Cumulative upkeep\u2014Draw a card.", dataclasses.replace(
                DrawCards(age), c=COUNTERS.index("age"))
        else:
            text, pay = f"Cumulative upkeep {param}", PayMana(param, times=age, counter="age")
        return [Triggered(text, OnStep("upkeep"),
                          [PutCounters("age", 1, subject="self"), *May(pay),
                           If(Condition("did not"), Sacrifice(subject="self"))])]
    if name == "echo":  # 702.30a
        return [Triggered(f"Echo {param}", OnStep("upkeep"),
                          [May(PayMana(param)), If(Condition("did not"), Sacrifice(subject="self"))],
                          condition=Condition("control since your last upkeep"))]
    if name == "cycling":  # 702.29a: "[Cost], Discard this card: Draw a card."
        return [Activated(f"Cycling {param}", [DrawCards(1)], cost=param, zone="hand", discard_self=True)]
    if name == "typecycling":  # 702.29e: "... Search your library for a [type] card, reveal
        land, cost = param     # it, put it into your hand, then shuffle."
        return [Activated(f"{land}cycling {cost}",
                          [Search(Sel(subtype=land, zone="library", text=f"{land} card"), 1, to="hand",
                                  reveal=True)],
                          cost=cost, zone="hand", discard_self=True)]
    if name == "unearth":  # 702.84a
        return [Activated(f"Unearth {param}",
                          [PutOntoBattlefield(subject="self"),
                           ApplyEffect(Change(add_keywords=("haste",)), subject="it", duration="permanent"),
                           AtBeginningOfNextEndStep("Exile it.", Exile(subject="it")),
                           ExileIfItWouldLeave(subject="it")],
                          cost=param, sorcery=True, zone="graveyard")]
    if name in ("embalm", "eternalize"):  # 702.128a, 702.129a: the token's copy exceptions
        exc = (Change(colors="W", add_subtypes=("Zombie",), no_mana_cost=True) if name == "embalm" else
               Change(colors="B", add_subtypes=("Zombie",), power=4, toughness=4, no_mana_cost=True))
        return [Activated(f"{name.capitalize()} {param}", [CreateTokenCopy(subject="self", except_=exc)],
                          cost=param, sorcery=True, zone="graveyard", exile_self=True)]
    if name == "scavenge":  # 702.97a: the power of the card exiled (as it was in the graveyard)
        return [Activated(f"Scavenge {param}",
                          [PutCounters("+1/+1", Amount("power of self"), target="creature")],
                          cost=param, sorcery=True, zone="graveyard", exile_self=True)]
    if name == "prowess":  # 702.108a
        return [Triggered("Prowess", OnCast("you", noncreature=True), [Pump(1, 1, subject="self")])]
    if name in ("undying", "persist"):  # 702.93a, 702.79a
        counter = "+1/+1" if name == "undying" else "-1/-1"
        return [Triggered(name.capitalize(), OnDies(),
                          [ReturnToBattlefield("it", under="owner", counter=counter)],
                          condition=Condition("no counters on it", counter=counter))]
    if name == "afterlife":  # 702.135a
        return [Triggered(f"Afterlife {param}", OnDies(), [CreateTokens(param, _SPIRIT)])]
    if name == "exalted":  # 702.83a
        return [Triggered("Exalted", OnAttackAlone(), [Pump(1, 1, subject="it")])]
    if name == "battle cry":  # 702.91a
        others = Sel(types=("creature",), attacking=True, another=True, controller="you",
                     text="each other attacking creature")
        return [Triggered("Battle cry", OnAttack(), [Pump(1, 0, each=others)])]
    if name == "extort":  # 702.101a
        return [Triggered("Extort", OnCast("you"),
                          [*May(PayMana(hybrid="WB")),
                           *If(Condition("did"), LoseLife(1, subject="each opponent"),
                               GainLife(Amount("last count")))])]
    if name == "bushido":  # 702.45a: two triggers, "blocks" and "becomes blocked"
        return [Triggered(f"Bushido {param}", OnBlock(), [Pump(param, param, subject="self")]),
                Triggered(f"Bushido {param}", OnBecomeBlocked(), [Pump(param, param, subject="self")])]
    if name == "rampage":  # 702.23a
        return [Triggered(f"Rampage {param}", OnBecomeBlocked(),
                          [Pump(1, 1, subject="self",
                                amount=Amount("event amount beyond the first", times=param))])]
    if name == "afflict":  # 702.130a: "that player" is the defending player
        return [Triggered(f"Afflict {param}", OnBecomeBlocked(),
                          [LoseLife(param, subject="event player")])]
    if name == "annihilator":  # 702.86a; two players: the defending player is the opponent
        return [Triggered(f"Annihilator {param}", OnAttack(),
                          [Sacrifice("permanent", amount=param, subject="each opponent")])]
    if name == "provoke":  # 702.39a; two players: the defending player is the opponent
        return [Triggered("Provoke", OnAttack(),
                          [*May(Untap(target="creature an opponent controls"),
                                MustBlock(subject="target:0"))])]
    if name == "flanking":  # 702.25a
        without = Sel(types=("creature",), not_keywords=("flanking",),
                      text="creature without flanking")
        return [Triggered("Flanking", On("block", by_self=True, what=without),
                          [Pump(-1, -1, subject="it")])]
    if name == "melee":  # 702.121a; two players: it attacked the one opponent
        return [Triggered("Melee", OnAttack(), [Pump(1, 1, subject="self")])]
    if name == "myriad":  # 702.116a (the engine's games have two players: no other
        # opponent, so no token is created and no delayed trigger either)
        return [Triggered("Myriad", OnAttack(),
                          [CreateTokenCopy(subject="self", tapped=True, myriad=True),
                           *If(Condition("did"),
                               AtEndOfCombat("Exile the tokens.", Exile(subject="created"),
                                             subject="created"))])]
    if name == "ward":  # 702.21a
        return [Triggered(f"Ward {{{param}}}", OnTargeted("opponent"), [CounterUnlessPay(param)])]
    return []


__all__ = [n for n in dir() if n[0].isupper() and not n.startswith("_")] + ["keyword_abilities",
                                                                           "parse_keyword",
                                                                           "parse_loyalty",
                                                                           "ATTACK_TAX_TEXT",
                                                                           "LIMIT_TEXT",
                                                                           "ATTACK_UNLESS_TEXT"]
