"""The effect vocabulary: one constructor per engine instruction (cpp/engine/events/vm.cpp).

Every effect acts on a *subject*: a new target of the ability (``target=``), an
earlier target (``subject="target:0"``), the ability's source (``"self"``), the
object the trigger saw (``"it"``), every object or player matching a selector
(``each=``), the chosen set (``"chosen"``), or players (``"you"``, ``"each
player"``, ``"each opponent"``, ``"event player"``, ...).  Amounts are numbers or
:class:`Amount` ("equal to its power", "for each creature you control").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from mtgcore.cards.selectors import KEYWORDS, Sel, sel
from mtgcore.cards.targets import Target, UpTo  # noqa: F401  (part of the vocabulary)

#: Engine opcodes, in the engine's order (cpp/engine/state/program.h Op): never reorder.
OPCODES = ("deal_damage", "destroy", "draw", "gain_life", "lose_life", "pump",
           "create_tokens", "add_mana", "regenerate", "exile", "return_to_hand",
           "put_onto_battlefield", "sacrifice", "discard", "mill", "search", "scry",
           "surveil", "tap", "untap", "put_counters", "remove_counters", "fight",
           "prevent_damage", "prevent_all_combat_damage", "choose", "may", "delayed_trigger",
           "reflexive_trigger", "if", "return_to_battlefield", "shuffle", "reveal", "lose_game",
           "set_it", "counter_unless_pay", "poison", "exile_instead_of_dying", "pay_mana",
           "put_on_library", "counter", "apply_effect", "must_block", "attach",
           "cast_transformed", "create_token_copy", "manifest", "create_emblem", "block_tax",
           "change_text", "cast_card", "copy_spell", "change_targets", "transform", "look_at_top",
           "exile_until", "bottom_exiled", "proliferate", "explore",
           "monstrosity", "bolster", "prevent_all_damage", "extra_turn", "become_monarch",
           "set_class_level", "flip_coin", "roll_die", "flip", "solve",
           "skip_next_untap", "energy", "exile_top", "may_play_exiled")
#: Subjects, in the engine's order (Subj).
SUBJECTS = ("none", "target", "self", "it", "each", "chosen", "you", "each player",
            "each opponent", "event player", "event source", "created", "it controller",
            "target controller", "event player's opponents", "moved", "attached")
#: Other names of subjects: "cost object" is what a spell's additional cost used, the
#: creature tapped to pay "tap an untapped creature you control" (CR 118.3): the
#: engine keeps it as the spell's event source.
SUBJECT_ALIASES = {"cost object": "event source",
                   # CR 400.7j: "exile target creature, then return that card ...": the new
                   # objects the effect's latest zone change moved to a public zone.
                   "that card": "moved", "those cards": "moved"}
#: Amount kinds, in the engine's order (AmountKind).
AMOUNT_KINDS = ("fixed", "x", "count", "power of it", "toughness of it", "power of target",
                "event amount", "counters on self", "cards in hand", "last count",
                "power of self", "toughness of target", "event amount beyond the first",
                "times kicked", "times replicated", "roll result")
#: Counter kinds (CR 122), in the engine's order; from "flying" on, keyword counters
#: (CR 122.1b), each granting its keyword in layer 6 (613.1f).
COUNTERS = ("+1/+1", "-1/-1", "loyalty", "defense", "charge", "time", "lore", "shield",
            "stun", "oil", "level", "quest", "age", "fade", "verse", "ki",
            "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
            "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")
#: Conditions, in the engine's order (CondKind).
CONDITIONS = ("none", "no counters on it", "you control", "life at least", "life at most",
              "did", "did not", "opponent controls", "hand empty", "it is creature",
              "you control none", "mode chosen", "kicked", "not kicked", "entered this turn",
              "alt paid", "replicated", "control since your last upkeep",
              "no spells cast last turn", "a player cast two or more spells last turn",
              "it was creature card", "you cast it", "no counters on self",
              "top card of your library is", "chapter", "you control at most", "it matches",
              "class level at least", "class level is", "level counters", "became level",
              "won the flip", "lost the flip", "roll result", "solved",
              "city's blessing", "your turn", "card types among", "descended",
              "not first draw in draw step")
#: Alternative costs (CR 118.9), in the engine's order (AltCostKind).  "without
#: paying its mana cost" is granted by effects, never printed.
ALT_COSTS = ("flashback", "without paying its mana cost", "evoke", "dash", "overload", "madness",
             "foretell", "spectacle", "prowl", "escape", "disturb", "bestow", "alternative")
DEST_ZONES = {"library": 1, "hand": 2, "battlefield": 3, "graveyard": 4, "exile": 6}
STEP_IDS = {"upkeep": 1, "draw": 2, "precombat_main": 3, "beginning_of_combat": 4,
            "declare_attackers": 5, "declare_blockers": 6, "combat_damage": 8,
            "end_of_combat": 9, "postcombat_main": 10, "end_step": 11, "end": 11}

# Ops whose subjects are players; the rest act on objects.
PLAYER_OPS = {"draw", "gain_life", "lose_life", "create_tokens", "discard", "mill",
              "lose_game", "poison", "manifest", "create_emblem", "extra_turn", "become_monarch"}
OBJECT_OPS = {"destroy", "exile", "return_to_hand", "put_onto_battlefield", "tap", "untap",
              "put_on_library", "counter",
              "put_counters", "remove_counters", "pump", "regenerate", "return_to_battlefield",
              "exile_instead_of_dying", "set_it", "apply_effect", "must_block", "attach",
              "cast_transformed", "create_token_copy", "change_text", "cast_card", "copy_spell",
              "change_targets", "transform", "explore", "monstrosity", "flip"}
#: Ops that act on each of their subjects: the only ones a Target(up_to=/count=)
#: may be given to (cpp/engine/card_db.cpp ActsOnEachSubject).
EACH_SUBJECT_OPS = {"deal_damage", "destroy", "draw", "gain_life", "lose_life", "pump", "regenerate",
                    "exile", "return_to_hand", "put_onto_battlefield", "discard", "mill", "tap",
                    "untap", "put_counters", "remove_counters", "prevent_damage",
                    "prevent_all_damage", "return_to_battlefield", "poison", "put_on_library",
                    "counter", "apply_effect", "extra_turn", "skip_next_untap"}
#: Zone changes that can keep what they moved for a later "that card" (CR 400.7j).
MOVING_OPS = ("destroy", "exile", "return_to_hand", "put_onto_battlefield",
              "return_to_battlefield", "put_on_library", "exile_top")


@dataclass(frozen=True)
class Amount:
    """A variable amount: ``Amount("count", of="creature you control")``,
    ``Amount("power of it")``, ``Amount("event amount")`` (times ``times``)."""

    kind: str
    of: Sel | str | None = None
    times: int = 1

    def __post_init__(self):
        if self.kind not in AMOUNT_KINDS:
            raise ValueError(f"unknown amount kind {self.kind!r} (known: {', '.join(AMOUNT_KINDS)})")
        if self.kind == "count" and self.of is None:
            raise ValueError("Amount('count') needs of=<selector>")


@dataclass(frozen=True)
class Condition:
    """``Condition("you control", of=...)``, ``Condition("no counters on it", counter="+1/+1")``,
    ``Condition("life at least", n=10)``, ``Condition("did")`` ("if you do")."""

    kind: str
    of: Sel | str | None = None
    n: int = 0
    counter: str | None = None
    most: int | None = None  # "level counters" / "roll result": at most this many (711.2a,
                             # 706.3a), None: no maximum

    def __post_init__(self):
        if self.most is not None and (self.kind not in ("level counters", "roll result") or
                                      not isinstance(self.most, int) or not self.n <= self.most <= 999):
            raise ValueError(f"condition {self.kind!r}: most= is the greatest number of level "
                             f"counters or roll result (at least n, at most 999), got {self.most!r}")
        if self.kind in ("class level at least", "class level is", "became level") and \
                not (isinstance(self.n, int) and 1 <= self.n <= 99):
            raise ValueError(f"condition {self.kind!r}: n is a class level 1-99 (CR 716.2a), "
                             f"got {self.n!r}")
        if self.kind in ("level counters", "roll result") and not (isinstance(self.n, int) and
                                                                   0 <= self.n <= 999):
            raise ValueError(f"condition {self.kind!r}: n is a number 0-999, got {self.n!r}")
        if self.kind not in CONDITIONS:
            raise ValueError(f"unknown condition {self.kind!r} (known: {', '.join(CONDITIONS)})")
        if self.kind in ("you control", "opponent controls", "you control none",
                         "top card of your library is", "card types among") and self.of is None:
            raise ValueError(f"condition {self.kind!r} needs of=<selector>")
        if self.counter is not None and self.counter not in COUNTERS:
            raise ValueError(f"unknown counter kind {self.counter!r}")


@dataclass(frozen=True)
class Token:
    """A creature token's characteristics (CR 111.3).  Name per CR 111.4."""

    subtypes: str
    colors: str
    power: int
    toughness: int
    keywords: tuple = ()
    types: str = "Creature"
    abilities: tuple = ()      # e.g. a Treasure's mana ability
    token_name: str | None = None
    oracle: str = ""

    @property
    def name(self) -> str:
        return self.token_name or f"{self.subtypes} Token"


@dataclass(frozen=True)
class Emblem:
    """An emblem (CR 114): a marker in the command zone with abilities and no other
    characteristics (114.3); its abilities function there (114.4).  ``source``
    names the card that creates it (for display: most emblems have no name)."""

    source: str
    oracle: str
    abilities: tuple = ()

    @property
    def name(self) -> str:
        return f"Emblem ({self.source})"


@dataclass(frozen=True)
class Effect:
    """One instruction of an effect program.  Use the named constructors."""

    op: str
    target: Sel | None = None        # a new target of the ability
    subject: str = "none"
    each: Sel | None = None          # selector for subject "each", choose, search, sacrifice
    amount: int | Amount = 0
    a: int = 0
    b: int = 0
    c: int = -1
    token: Token | Emblem | None = None
    mana: str | None = None
    keywords: tuple = ()
    counter: str | None = None
    cond: Condition | None = None
    then: tuple = ()                 # the program of a delayed or reflexive trigger
    then_text: str = ""
    target2: Sel | None = None       # fight: the second target
    change: object = None            # apply_effect: the statics.Change; change_text: the
                                     # creature type the new word can't be, or None
    spend_only: Sel | None = None    # add_mana: "Spend this mana only to cast <spells>" (106.6)
    rider: Sel | None = None         # add_mana: "if spent on <spells>, it can't be countered"
    spend_abilities: Sel | None = None  # add_mana: "... or activate abilities of <permanents>"
    reflect: str | None = None       # add_mana: one of REFLECT_KINDS (CR 106.7)
    reflect_of: Sel | None = None    # add_mana: the permanents it reflects
    target_count: tuple = (1, 1)     # ``target``'s (at least, at most) objects (Target, 115.1d)


@dataclass(frozen=True)
class BadSel:
    """An unknown selector phrase, reported with the card's name by Card()."""

    text: object
    players = "none"

    def describe(self) -> str:
        return repr(self.text)


def _sel(x):
    if isinstance(x, Target):
        x = x.what
    try:
        return sel(x)
    except ValueError:
        return BadSel(x)


def _subject(target, subject, each, default="none"):
    t = None if target is None else _sel(target)
    e = None if each is None else _sel(each)
    if t is not None:
        return t, "target", e
    if e is not None and subject == "none":
        return None, "each", e
    return None, subject if subject != "none" else default, e


def _mk(op, target=None, subject="none", each=None, default="none", **kw) -> Effect:
    t, s, e = _subject(target, subject, each, default)
    if isinstance(target, Target):  # CR 115.1d: several objects for one word "target"
        kw["target_count"] = target.bounds()
    return Effect(op, target=t, subject=s, each=e, **kw)


# ---- damage, life, poison (CR 120, 119, 122.1f) ---------------------------
def DealDamage(amount, target=None, subject="none", each=None, source: str | None = None) -> Effect:
    """"~ deals N damage to target / each ..." (CR 120).  ``amount`` may be an Amount.
    ``source="target:N"``: the damage is dealt by an earlier target ("target creature
    you control deals damage equal to its power to ...", with Amount("power of target"))."""
    b = 0
    if source is not None:
        if not source.startswith("target:"):
            raise ValueError(f"source must be 'target:N', got {source!r}")
        b = int(source.split(":")[1]) + 1
    return _mk("deal_damage", target, subject, each, amount=amount, b=b)


def GainLife(amount, subject="you", target=None) -> Effect:
    """"You gain N life." / "target player gains N life" (CR 119.3)"""
    return _mk("gain_life", target, subject, amount=amount)


def LoseLife(amount, subject="you", target=None) -> Effect:
    """"You lose N life." / "each opponent loses N life" (CR 119.3)"""
    return _mk("lose_life", target, subject, amount=amount)


def Poison(amount, subject="each opponent", target=None) -> Effect:
    """"... gets N poison counters" (CR 122.1f)."""
    return _mk("poison", target, subject, amount=amount)


def ExtraTurn(amount=1, subject="you", target=None) -> Effect:
    """"Take an extra turn after this one." / "Target player takes an extra turn after
    this one." (``target="player"``), ``amount`` of them (CR 500.7): each comes directly
    after this turn, the most recently created first; then the normal order goes on."""
    return _mk("extra_turn", target, subject, amount=amount)


# ---- cards ------------------------------------------------------------------
def DrawCards(amount, subject="you", target=None) -> Effect:
    """"(You) draw N cards." (CR 121)"""
    return _mk("draw", target, subject, amount=amount)


def Discard(amount, subject="you", target=None, random: bool = False) -> Effect:
    """"Discard N cards" (chosen, or ``random``; CR 701.9)."""
    return _mk("discard", target, subject, amount=amount, a=int(random))


def DiscardChosen(subject="chosen") -> Effect:
    """"That player discards that card." (CR 701.9a): the cards ``subject`` names
    ("chosen": what :func:`Choose` chose, e.g. from a revealed hand) are discarded by
    their owner, those still in a hand."""
    if subject not in ("chosen", "it"):
        raise ValueError("DiscardChosen discards the chosen cards ('chosen') or 'it'")
    return Effect("discard", subject=subject, amount=1)


def DiscardHand(subject="you", target=None) -> Effect:
    """"<player> discards all the cards in their hand" (CR 701.9a); the next
    instruction can use ``Amount("last count")`` ("draws that many cards")."""
    return _mk("discard", target, subject, amount=0, a=2)


def Mill(amount, subject="you", target=None) -> Effect:
    """"Mill N cards." (CR 701.17)"""
    return _mk("mill", target, subject, amount=amount)


def Search(what, amount=1, to: str = "hand", tapped: bool = False, reveal: bool = False,
           subject: str = "none") -> Effect:
    """"Search your library for up to N <cards>, put them into <zone>, then shuffle" (701.23).
    ``reveal``: "..., reveal it, put it into your hand": every player knows the card
    found (701.20a; a front end's views show it in that hand).  ``subject="target
    controller:0"``: "Its controller may search their library ..." (Path to Exile):
    that player searches their own library (``what`` seen from them) and what they find
    enters under their control."""
    if to not in DEST_ZONES:
        raise ValueError(f"unknown zone {to!r}")
    if subject != "none" and not subject.startswith(("target controller", "target")):
        raise ValueError("Search's subject is the player who searches (a target or a target's controller)")
    return Effect("search", each=sel(what), amount=amount, c=DEST_ZONES[to], a=int(tapped), b=int(reveal),
                  subject=subject)


def LookAtTop(n, what, to: str = "hand", amount: int = 1) -> Effect:
    """"Look at the top N cards of your library. You may reveal a <what> card from
    among them and put it into your hand. Put the rest on the bottom of your library
    in a random order.": up to ``amount`` matching cards go to ``to``."""
    if to not in DEST_ZONES:
        raise ValueError(f"unknown zone {to!r}")
    return Effect("look_at_top", each=sel(what), amount=n, a=amount, c=DEST_ZONES[to])


def Scry(amount) -> Effect:
    """"Scry N." (CR 701.22)"""
    return Effect("scry", amount=amount)


def Surveil(amount) -> Effect:
    """"Surveil N." (CR 701.25)"""
    return Effect("surveil", amount=amount)


def PutBackInAnyOrder(amount) -> Effect:
    """"Look at the top N cards of your library, then put them back in any order."
    (CR 401.2: the order is yours to choose; no card leaves the top)."""
    return Effect("scry", amount=amount, a=1)


def LookAtLibraryTop(amount=1, target=None, subject: str = "you") -> Effect:
    """"Look at the top card of target player's library." (CR 400.2: its controller
    knows the card from now on; the library stays as it is)."""
    return _mk("scry", target, subject, amount=amount, a=2)


def Shuffle() -> Effect:
    return Effect("shuffle")


# ---- permanents and cards: zone changes, tap, counters ------------------------
def Destroy(target=None, subject="none", each=None) -> Effect:
    """"Destroy target creature." / "Destroy all creatures." (CR 701.8)"""
    return _mk("destroy", target, subject, each)


def Exile(target=None, subject="none", each=None) -> Effect:
    """"Exile target ..." (CR 406)"""
    return _mk("exile", target, subject, each)


def ExileUntilLeaves(target=None, subject="none", each=None) -> Effect:
    """"Exile target ... until this <permanent> leaves the battlefield." (CR 610.3): what it
    exiles returns to the battlefield under its owner's control right after this
    permanent leaves (610.3c); if it has already left, nothing is exiled (610.3a-b)."""
    return _mk("exile", target, subject, each, a=8)  # the engine's kExileUntilLeaves


def GetEnergy(amount, subject="you") -> Effect:
    """"You get {E}{E}" (CR 107.14: energy counters, 122.1, on the player)."""
    return Effect("energy", subject=subject, amount=amount)


def PayEnergy(amount, subject="you") -> Effect:
    """"Pay {E}{E}" as an effect ("you may pay {E}{E}. If you do, ..."): removes that
    many energy counters if the player has them; "if you do" is whether it did
    (CR 107.14, 118.3: a player can't pay more than they have)."""
    return Effect("energy", subject=subject, amount=amount, a=1)


def ExileTop(amount, subject="you") -> Effect:
    """"Exile the top N cards of your library" (face up); a later "that card" / "those
    cards" (subject "moved") names them (CR 400.7j)."""
    return Effect("exile_top", subject=subject, amount=amount)


def MayPlayExiled(subject="those cards", next_turn: bool = False) -> Effect:
    """"You may play <those cards>" from exile: until end of turn ("this turn"), or with
    ``next_turn`` until the end of your next turn; a land as your land play (305.2), a
    spell cast with its timing and costs (601.2a)."""
    return Effect("may_play_exiled", subject=subject, a=int(next_turn))


def SkipNextUntap(target=None, subject="none", each=None) -> Effect:
    """"<it> doesn't untap during its controller's next untap step" (CR 502.3; the effect
    lasts until that untap step, 611.2a)."""
    return _mk("skip_next_untap", target, subject, each)


def ReturnToHand(target=None, subject="none", each=None) -> Effect:
    """"Return target ... to its owner's hand." """
    return _mk("return_to_hand", target, subject, each)


def PutOntoBattlefield(target=None, subject="none", each=None, tapped=False,
                       under="you", counter: str | None = None, counters: int = 1,
                       attacking: bool = False) -> Effect:
    """"Put ... onto the battlefield [tapped] [under its owner's control]";
    ``attacking``: and attacking what the ability's event names (ninjutsu, 702.49c)."""
    return _mk("put_onto_battlefield", target, subject, each, a=int(tapped) | 2 * int(attacking),
               b=0 if counter is None else COUNTERS.index(counter) + 1, c=0 if under == "you" else 1,
               amount=counters, counter=counter)


def ReturnToBattlefield(subject="it", under="owner", counter: str | None = None,
                        counters: int = 1, tapped=False) -> Effect:
    """"Return it to the battlefield under its owner's control [with a counter]"
    (undying, persist)."""
    return Effect("return_to_battlefield", subject=subject, a=int(tapped),
                  b=0 if counter is None else COUNTERS.index(counter) + 1,
                  c=0 if under == "you" else 1, amount=counters, counter=counter)


def Sacrifice(what=None, amount=1, subject="you", target=None) -> Effect:
    """"Sacrifice ~" (``subject="self"``) or "<players> sacrifice N <what>" (701.21);
    ``target="player"``: "target player sacrifices ...".  "Sacrifice ~. If you do,
    <effects>" (CR 118.12: a cost paid on resolution): ``If(Condition("did"), ...)``
    after it is true if it was there to sacrifice."""
    if subject in ("self", "it", "chosen", "created"):
        return Effect("sacrifice", subject=subject)
    if target is not None:
        return Effect("sacrifice", target=_sel(target), subject="target",
                      each=sel(what or "permanent"), amount=amount)
    return Effect("sacrifice", subject=subject, each=sel(what or "permanent"), amount=amount)


def PutOnLibrary(target=None, subject="none", each=None, bottom: bool = False) -> Effect:
    """"Put target ... on the top / bottom of its owner's library." """
    return _mk("put_on_library", target, subject, each, b=int(bottom))


def Tap(target=None, subject="none", each=None) -> Effect:
    return _mk("tap", target, subject, each)


def Untap(target=None, subject="none", each=None) -> Effect:
    return _mk("untap", target, subject, each)


def PutCounters(counter: str, amount=1, target=None, subject="none", each=None) -> Effect:
    """"Put N <kind> counters on ..." (CR 122)."""
    return _mk("put_counters", target, subject, each, amount=amount, counter=counter)


def RemoveCounters(counter: str, amount=1, target=None, subject="none", each=None) -> Effect:
    return _mk("remove_counters", target, subject, each, amount=amount, counter=counter)


def Pump(power: int, toughness: int, target=None, keywords: Sequence[str] = (),
         subject="none", each=None, amount: Amount | None = None) -> Effect:
    """"... gets +X/+Y [and gains <keywords>] until end of turn."

    P/T in layer 7c (CR 613.4c), granted keywords in layer 6 (CR 613.1f).  With
    ``amount`` the P/T change is that amount times the signs of power/toughness.
    """
    if target is None and subject == "none" and each is None:
        target = "creature"
    return _mk("pump", target, subject, each, a=power, b=toughness, keywords=tuple(keywords),
               amount=amount if amount is not None else 0)


def Fight(first="creature you control", second="creature you don't control") -> Effect:
    """"Target <first> fights target <second>" (CR 701.14): two new targets.
    ``second="self"``: "~ fights target <first>"."""
    if second == "self":
        return Effect("fight", target=sel(first), subject="self")
    return Effect("fight", target=sel(first), target2=sel(second), subject="target")


def Regenerate(target=None, subject="self") -> Effect:
    """"Regenerate this creature." (CR 701.19) -- a regeneration shield."""
    return _mk("regenerate", target, subject)


def PreventDamage(amount, target=None, subject="none") -> Effect:
    """"Prevent the next N damage that would be dealt to any target this turn." (615.7)"""
    return _mk("prevent_damage", target, subject, amount=amount)


def PreventAllDamage(target=None, subject="none", each=None, dealt: str = "to",
                     combat: bool = False) -> Effect:
    """"Prevent all [combat] damage that would be dealt to <target> this turn" (CR 615.1,
    ``dealt="to"``), "... dealt by <target> this turn" (``dealt="by"``), "... dealt to
    and dealt by ..." (``dealt="to and by"``): a prevention shield on each subject (an
    object or, for "to", a player: ``subject="you"``) until the turn ends (514.2).  The
    object it shields is that permanent: once it leaves the battlefield, the shield is
    gone (400.7).  ``each=<selector>``: "... dealt to creatures / by nongreen creatures
    / to players this turn": whatever matches the selector as each damage event
    happens, the creatures entering later too (a prevention effect is not locked in,
    615.1, 611.2c)."""
    bits = {"to": 1, "by": 2, "to and by": 3}
    if dealt not in bits:
        raise ValueError(f"dealt={dealt!r}: one of 'to', 'by', 'to and by'")
    return _mk("prevent_all_damage", target, subject, each, a=int(combat), b=bits[dealt])


def PreventAllCombatDamage() -> Effect:
    """"Prevent all combat damage that would be dealt this turn." (615)"""
    return Effect("prevent_all_combat_damage")


def BlockTaxThisTurn(amount) -> Effect:
    """"This turn, creatures can't block unless their controller pays {N} for each
    blocking creature they control." (CR 509.1d): a rules effect until the turn
    ends (514.2); ``amount`` may be ``Amount("x")``.  Effects of several resolutions
    add up."""
    return Effect("block_tax", amount=amount)


def ExileIfItWouldDie(target=None, subject="none") -> Effect:
    """"If that creature would die this turn, exile it instead." (614.1a)"""
    return _mk("exile_instead_of_dying", target, subject)


def ExileIfItWouldLeave(target=None, subject="none") -> Effect:
    """"If it would leave the battlefield, exile it instead of putting it anywhere
    else." (614.1a; unearth 702.84a): for as long as it is that permanent (400.7)."""
    return _mk("exile_instead_of_dying", target, subject, a=1)


def CreateTokens(count, token: Token, subject="you", tapped: bool = False) -> Effect:
    """"Create N <token>s." (CR 111)"""
    return Effect("create_tokens", subject=subject, amount=count, token=token, a=int(tapped))


def GetEmblem(emblem: Emblem, subject="you") -> Effect:
    """"You get an emblem with <ability>." (CR 114.2): the player owns and controls it."""
    return Effect("create_emblem", subject=subject, token=emblem)


def CreateTokenCopy(target=None, subject="none", except_=None, tapped: bool = False,
                    myriad: bool = False) -> Effect:
    """"Create a token that's a copy of <target>[, except ...]." (CR 111.1, 707.2):
    the token has the copiable values of the object (707.2-707.3) plus the
    exceptions ``except_``, a :class:`statics.Change` of the copiable values
    (707.9a-b: types/supertypes/subtypes, colors, keywords, set P/T).
    ``myriad``: one token for each opponent other than the defending player,
    tapped and attacking that player (702.116a); sets "did" if any was created."""
    return _mk("create_token_copy", target, subject, change=except_,
               a=int(tapped) | (2 if myriad else 0))


def Manifest(amount=1, subject="you") -> Effect:
    """"Manifest the top card of your library." (CR 701.40a): it enters face down as
    a 2/2 creature with no text, name, subtypes or mana cost (708.2a); its
    controller may turn it face up for its mana cost if it's a creature card
    (701.40b, a special action)."""
    return Effect("manifest", subject=subject, amount=amount)


# ---- choices and control flow ------------------------------------------------
def Choose(what, amount=1, at_least: int | None = None, target=None,
           you_choose: bool = False) -> Effect:
    """"Choose N <what>" -- the chosen set becomes subject "chosen".  With ``target``
    (a player target): ``what`` is seen from that player, who chooses ("Target player
    exiles a card from their graveyard": ``Choose(Sel(zone="graveyard", owner="you"),
    target="player")`` then ``Exile(subject="chosen")``), or with ``you_choose`` the
    ability's controller does ("Target player reveals their hand. You choose a
    nonland card from it.")."""
    if target is not None:
        t = _sel(target)
        if not isinstance(t, BadSel) and t.players != "only":
            raise ValueError("Choose's target is the player whose cards are chosen from")
        return Effect("choose", target=t, subject="target", each=sel(what), amount=amount,
                      a=at_least if at_least is not None else 0, b=int(you_choose))
    if you_choose:
        raise ValueError("you_choose goes with a target player whose cards are chosen from")
    return Effect("choose", each=sel(what), amount=amount, a=at_least if at_least is not None else 0)


def Attach(target=None, subject="none") -> Effect:
    """"Attach this to <target>" (CR 701.3a; the equip effect, 702.6a).  Attaching
    to the object it's already attached to does nothing (701.3c)."""
    return _mk("attach", target, subject, None)


def CastTransformed(subject="self") -> Effect:
    """"Cast it transformed without paying its mana cost" (CR 712; a Siege's defeat,
    310.11b): the card ``subject`` became, if an earlier instruction exiled it, is
    cast from exile with its back face up.  Use after Exile(...) and May(...)."""
    return _mk("cast_transformed", None, subject, None)


def CastCard(target=None, subject="none", alt: str = "without paying its mana cost",
             exile_instead: bool = False, else_graveyard: bool = False) -> Effect:
    """"You may cast <card> without paying its mana cost" (CR 118.9, 608.2g), or
    "... by paying its <alt> cost" (``alt="madness"``, 702.35a): while the effect
    resolves, its controller is asked, then casts the card from the zone it is in
    (601.2a-i: announcements, targets, paying; timing is ignored and nobody gets
    priority after).  X is 0 without paying the mana cost (107.3b); kicker may be
    paid.  ``exile_instead``: "If that spell would be put into your graveyard,
    exile it instead."  ``else_graveyard``: if it isn't cast, it is put into its
    owner's graveyard (702.35a).  ``If(Condition("did"), ...)`` tests whether it was
    cast.  The card: a target card (``target=...`` with a zone) or a subject."""
    if alt not in ALT_COSTS:
        raise ValueError(f"unknown alternative cost {alt!r} (known: {', '.join(ALT_COSTS)})")
    if target is not None and getattr(_sel(target), "zone", None) in ("battlefield", "stack"):
        raise ValueError("CastCard casts a card from a graveyard, hand, library or exile: give "
                         "its target a zone (e.g. Sel(..., zone='graveyard'))")
    return _mk("cast_card", target, subject, None, c=ALT_COSTS.index(alt),
               a=int(exile_instead) | 2 * int(else_graveyard))


def MustBlock(target=None, subject="none") -> Effect:
    """"<it> blocks this creature this combat if able" (a blocking requirement for
    this combat, CR 509.1c; provoke 702.39a)."""
    return _mk("must_block", target, subject, None)


def May(*effects) -> tuple:
    """"You may <effects>." -- asks yes/no on resolution (CR 603.5, 608.2c); the
    rest of the program can test ``If(Condition("did"))``."""
    return (Effect("may", a=_length(effects)),) + _flatten(effects)


def MayBy(subject: str, *effects) -> tuple:
    """"<Player> may <effects>." -- :func:`May` asked of the player ``subject`` names
    (``"target controller:0"``: "Its controller may search ...", 608.2d)."""
    if not subject.startswith(("target controller", "target")):
        raise ValueError("MayBy's subject is a target or a target's controller")
    return (Effect("may", subject=subject, a=_length(effects)),) + _flatten(effects)


def If(cond: Condition, *effects) -> tuple:
    """"If <condition>, <effects>." (or an intervening "if" in a program)."""
    return (Effect("if", cond=cond, a=_length(effects)),) + _flatten(effects)


def IfNot(cond: Condition, *effects) -> tuple:
    """"Unless <condition>, <effects>." / the "Otherwise, <effects>." after an
    :func:`If` of the same condition: the effects happen if the condition is false
    (checked as the instruction is reached, like :func:`If`)."""
    return (Effect("if", cond=cond, a=_length(effects), b=1),) + _flatten(effects)


def SetIt(target=None, subject="none", each=None) -> Effect:
    return _mk("set_it", target, subject, each)


def AtBeginningOfNextEndStep(text: str, *effects, subject="it") -> Effect:
    """A delayed trigger (CR 603.7): "At the beginning of the next end step, <effects>"."""
    return Effect("delayed_trigger", subject=subject, a=STEP_IDS["end_step"],
                  then=_flatten(effects), then_text=text)


def AtBeginningOfNextUpkeep(text: str, *effects, subject="it") -> Effect:
    """A delayed trigger (CR 603.7): "At the beginning of the next turn's upkeep,
    <effects>" (a spell cast after this turn's upkeep: the next turn's)."""
    return Effect("delayed_trigger", subject=subject, a=STEP_IDS["upkeep"],
                  then=_flatten(effects), then_text=text)


def AtEndOfCombat(text: str, *effects, subject="it") -> Effect:
    """A delayed trigger (CR 603.7): "At end of combat, <effects>" (the beginning
    of the end of combat step, 511.2)."""
    return Effect("delayed_trigger", subject=subject, a=STEP_IDS["end_of_combat"],
                  then=_flatten(effects), then_text=text)


def WhenYouDo(text: str, *effects) -> Effect:
    """A reflexive trigger (CR 603.12): "When you do, <effects>"."""
    return Effect("reflexive_trigger", then=_flatten(effects), then_text=text)


def Counter(target="spell", exile: bool = False, subject: str = "none") -> Effect:
    """"Counter target spell." (CR 701.6a): it goes to its owner's graveyard; a
    countered ability ("counter target activated or triggered ability") is removed
    from the stack (701.6a; mana abilities are never on it, 605.3b).  ``exile``: "If
    that spell is countered this way, exile it instead of putting it into its owner's
    graveyard." (the spell's own instruction, 614.15: it goes to exile)."""
    if subject != "none":  # "counter that spell": the spell a cast trigger saw
        return _mk("counter", None, subject, a=int(bool(exile)))
    return _mk("counter", target, a=int(bool(exile)))


def CopySpell(target="instant or sorcery spell", subject="none", amount=1,
              new_targets: bool = True, except_=None) -> Effect:
    """"Copy target instant or sorcery spell. You may choose new targets for the
    copy." (CR 707.10): ``amount`` copies (an :class:`Amount`: storm's "for each
    spell cast before it", 702.40a) of the spell (``target=``, or ``subject="it"``:
    the spell a "when you cast this spell" trigger saw, as it last was if it has
    left the stack, 608.2h).  The copies keep its modes, X, kicker and replicate
    payments and targets and aren't cast (707.10); ``new_targets``: its controller
    may choose new targets for each copy (707.10c, 115.7d), one target at a time.
    ``except_``: a :class:`statics.Change` of the copy's copiable values (707.9b,
    "except it isn't legendary").  A copy of a permanent spell becomes a token as
    it resolves (608.3f, 707.10f), keeping the exceptions."""
    if target is not None and subject != "none":
        target = None
    return _mk("copy_spell", target, subject, amount=amount, a=int(new_targets), change=except_)


#: How a change of targets goes (CR 115.7a-d), the engine's kRetarget* order.
RETARGET = ("change the target", "change a target", "change any targets", "choose new targets")


def ChangeTargets(target="spell with a single target", how: str = "change the target",
                  subject="none", to: str | None = None) -> Effect:
    """"Change the target of target spell with a single target." (CR 115.7a: each
    target changes to another legal target, or none changes), "change a target"
    (115.7b: one of them), "change any targets" (115.7c), "You may choose new
    targets for target spell." (``how="choose new targets"``, 115.7d: any may stay,
    even if illegal; new ones must be legal).  The player who controls this effect
    chooses, one target at a time; the spell or ability's modes stay (115.8).
    ``to="self"``: "change a target of target spell or ability to this creature"
    (115.7b): one target the source could legally be becomes the source."""
    if how not in RETARGET:
        raise ValueError(f"unknown change of targets {how!r} (known: {', '.join(RETARGET)})")
    if to not in (None, "self"):
        raise ValueError(f"change targets to {to!r}: only to='self' (the source) is supported")
    if to == "self" and how != "change a target":
        raise ValueError("to='self' changes one target: how='change a target' (CR 115.7b)")
    return _mk("change_targets", target, subject, a=RETARGET.index(how), b=int(to == "self"))


def CounterUnlessPay(n: int, target=None) -> Effect:
    """"Counter target spell unless its controller pays {N}" (Mana Leak) with a
    ``target`` ("spell"); without one, ward's effect on the spell or ability that
    targeted (CR 702.21a)."""
    return _mk("counter_unless_pay", target, amount=n)


def IfKicked(*effects, times: int = 1) -> tuple:
    """"If this spell was kicked, <effects>" (CR 702.33d); ``times``: at least that
    many times (multikicker)."""
    return If(Condition("kicked", n=times), *effects)


def IfNotKicked(*effects) -> tuple:
    """The unkicked half of "<effects>. If this spell was kicked, <other> instead"
    (CR 702.33d): pair it with :func:`IfKicked`."""
    return If(Condition("not kicked"), *effects)


#: "Choose ..." phrases of modal spells (CR 700.2): (at least, at most) modes.
MODE_CHOICES = {"one": (1, 1), "one or both": (1, 2), "two": (2, 2), "one or more": (1, 8)}


@dataclass(frozen=True)
class Modal:
    """A modal spell's program (CR 700.2): ``Modal("one", [mode 1 effects], [mode 2
    effects], ...)``.  The modes are chosen as the spell is cast (601.2b), each at
    most once (700.2d); only the chosen modes' targets are chosen (601.2c) and only
    their effects happen, in the printed order (700.2).  ``choose``: "one", "one or
    both", "two", "one or more", or a pair (at least, at most).  ``more_if``: a pair
    (:class:`Condition`, at most): "If <condition>, you may choose both instead."
    (the condition judged as the spell is cast, 601.2b)."""

    choose: object
    modes: tuple
    more_if: object = None

    def __init__(self, choose, *modes, more_if=None):
        object.__setattr__(self, "choose", choose)
        object.__setattr__(self, "modes", tuple(tuple(_flatten(m)) for m in modes))
        if more_if is not None and (not isinstance(more_if, tuple) or len(more_if) != 2 or
                                    not isinstance(more_if[0], Condition) or
                                    not isinstance(more_if[1], int) or
                                    not self.bounds()[1] < more_if[1] <= len(self.modes)):
            raise ValueError("more_if is (Condition, at most), more than the usual number of "
                             f"modes and at most the modes there are, got {more_if!r}")
        object.__setattr__(self, "more_if", more_if)

    def bounds(self) -> tuple:
        lo, hi = MODE_CHOICES[self.choose] if isinstance(self.choose, str) else self.choose
        return lo, min(hi, len(self.modes))

    def program(self) -> tuple:
        out = ()
        for i, m in enumerate(self.modes):
            out += If(Condition("mode chosen", n=i), *m)
        return out


def LoseTheGame(subject="you") -> Effect:
    return Effect("lose_game", subject=subject)


def _flatten(effects) -> tuple:
    out = []
    for e in effects:
        if isinstance(e, tuple):
            out.extend(e)
        else:
            out.append(e)
    return tuple(out)


def _length(effects) -> int:
    return len(_flatten(effects))


# The mana instructions live in their own module; it imports this one, so it comes last.
from mtgcore.cards.mana_effects import REFLECT_KINDS, AddMana, PayMana, mana_units  # noqa: E402,F401

__all__ = [n for n in dir() if n[0].isupper() and not n.startswith("_")] + [
    "OPCODES", "SUBJECTS", "SUBJECT_ALIASES", "EACH_SUBJECT_OPS", "MOVING_OPS", "REFLECT_KINDS", "AMOUNT_KINDS", "COUNTERS", "CONDITIONS", "KEYWORDS"]
