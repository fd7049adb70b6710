"""Continuous effects as data (CR 611-613): static abilities of permanents (604)
and the effects resolving spells and abilities create (611.2).

A :class:`Change` is what one continuous effect does, layer by layer (613.1):
control (layer 2), types/subtypes/supertypes (4), colors (5), abilities (6) and
power/toughness (7a-7d).  A :class:`Static` ability applies its change, while its
source is on the battlefield, to what its text names ("self", or every permanent
matching a selector, re-evaluated continuously, 611.3a), optionally "as long as" a
condition holds.  :func:`ApplyEffect` is the effect-program instruction for
"target creature becomes ... until end of turn", "gain control of ...", "all
creatures lose flying" (the affected set is locked in as it resolves, 611.2c).

Examples::

    Static("Creatures you control get +1/+1.", Change(plus_power=1, plus_toughness=1),
           affects="creature you control")                          # Glorious Anthem
    Static("All creatures lose all abilities and have base power and toughness 1/1.",
           Change(lose_all_abilities=True, power=1, toughness=1), affects="creature")
    ApplyEffect(Change(gain_control=True), target="creature", duration="end of turn")
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mtgcore.cards.effects import COUNTERS, Condition, Effect, _sel
from mtgcore.cards.selectors import (CARD_TYPES, CHOSEN_TYPE, CHOSEN_TYPE_ID, COLOR_WORDS, COLORS,
                                     KEYWORDS, SUPERTYPES, Sel, _kw_words, sel)

#: Layer numbers in the engine's order (Layer): 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d,
#: then "rules": rules-modifying effects on objects, applied after all layers (613.10).
LAYERS = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "rules")
#: What a rules effect on objects (613.10) may impose: restrictions and requirements
#: on attacking and blocking ("Enchanted creature can't attack or block.").
RESTRICTIONS = ("can't attack", "can't block", "can't attack alone", "attacks each combat if able",
                "blocks each combat if able", "can't be blocked", "can block only creatures with flying",
                # 509.1b: "can't be blocked by <what>" for a while ("this creature can't be
                # blocked this turn except by creatures with haste"): the blockers are the
                # affected card's own selector (Card(unblockable_by=..., unblockable_by_effect=True))
                "can't be blocked by")
#: Amounts a P/T part can use, in the engine's order (PtAmount).
PT_AMOUNTS = ("fixed", "mana value", "cards in hand", "card types in graveyards", "count",
              "counters on source")
#: What a static ability applies to (Affects).
AFFECTS = ("self", "selector", "attached", "you", "opponents", "players")
#: What a rules effect on players may say (613.11; PlayerRule bits): "You have
#: hexproof." (702.11c), "You have shroud." (702.18c), "... can't gain life." (119.7),
#: Omniscience's free casts (118.9), "cast spells as though they had flash" (601.3b).
PLAYER_RULES = ("hexproof", "shroud", "can't gain life",
                "may cast spells from hand without paying their mana costs",
                "may cast spells as though they had flash",
                "loyalty abilities cost an additional [+1]", "no maximum hand size",
                "may play an additional land on each of your turns",
                "must choose at least one Flagbearer as a target if able")
#: Each rule's engine bit (PlayerRule), by name.
PLAYER_RULE_BITS = {"hexproof": 1, "shroud": 2, "can't gain life": 4,
                    "may cast spells from hand without paying their mana costs": 8,
                    "may cast spells as though they had flash": 16,
                    "loyalty abilities cost an additional [+1]": 64,  # 606.4-606.5
                    "no maximum hand size": 32,  # 402.2
                    "may play an additional land on each of your turns": 128,  # 305.2
                    # 115 (Standard Bearer's rulings): while casting a spell or
                    # activating an ability, a Flagbearer is among its targets if able
                    # (the blob's bit 512: bit 256 is a copy's "no mana cost")
                    "must choose at least one Flagbearer as a target if able": 512}
_PLAYER_AFFECTS = ("you", "opponents", "players")
#: Durations of effects from resolving spells and abilities (611.2a; Duration).
DURATIONS = ("end of turn", "permanent", "until your next turn",
             "while source on battlefield", "while you control source")
#: Conditions a static ability's "as long as" may use (recomputed with the board).
STATIC_CONDITIONS = ("you control", "opponent controls", "you control none", "hand empty",
                     "entered this turn", "alt paid", "class level at least", "level counters", "solved", "city's blessing", "your turn",
                     "card types among")

# CR 205.3: subtype kinds (the engine's SubtypeKind order: creature, land, artifact,
# enchantment, planeswalker, spell, battle).
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Cave", "Desert", "Gate",
              "Lair", "Locus", "Mine", "Power-Plant", "Sphere", "Tower", "Town", "Urza's")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
ARTIFACT_TYPES = ("Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment",
                  "Food", "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander",
                  "Map", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle")
ENCHANTMENT_TYPES = ("Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room",
                     "Rune", "Saga", "Shard", "Shrine")
SPELL_TYPES = ("Adventure", "Arcane", "Chorus", "Lesson", "Omen", "Trap")


def subtype_kind(name: str, card_types=()) -> int:
    """The kind of a subtype (CR 205.3): 0 creature, 1 land, 2 artifact, 3
    enchantment, 4 planeswalker, 5 spell, 6 battle."""
    if name in LAND_TYPES:
        return 1
    if name in ARTIFACT_TYPES:
        return 2
    if name in ENCHANTMENT_TYPES:
        return 3
    if name in SPELL_TYPES:
        return 5
    if "planeswalker" in card_types:
        return 4
    if "battle" in card_types:
        return 6
    return 0


def _words(v) -> tuple:
    return (v,) if isinstance(v, str) else tuple(v)


@dataclass(frozen=True)
class Change:
    """What one continuous effect does, by layer (CR 613.1-613.4).

    Layer 2: ``gain_control`` (the effect's controller controls it).
    Layer 4: ``add_types``/``remove_types``, ``add_supertypes``/``remove_supertypes``,
    ``add_subtypes`` (:data:`~mtgcore.cards.selectors.CHOSEN_TYPE`: the creature type chosen as
    the source entered, 614.12a), ``lose_creature_types`` ("is a Frog" = lose + add "Frog"),
    ``land_types`` (305.7: "is a Mountain": its land types become these; it loses
    its rules-text abilities and has the new types' mana abilities).
    Layer 5: ``colors`` (sets, e.g. "" for colorless or "G"), ``add_colors``.
    Layer 6: ``add_keywords`` (flags and "protection from <quality>"),
    ``remove_keywords``, ``lose_all_abilities``, ``cant_have`` ("can't have or gain").
    Layer 7: ``power``/``toughness`` set (7b, or 7a for a CDA); with
    ``pt_amount`` ("mana value", "cards in hand", "card types in graveyards",
    "count" with ``pt_of``, "counters on source" with ``pt_of`` a counter kind: "for
    each +1/+1 counter on this creature") they are multipliers of that number plus
    ``power_offset``/``toughness_offset``; ``plus_power``/``plus_toughness`` (7c);
    ``switch`` (7d).
    After all layers (613.10): ``restrict``, rules effects on the objects (one or
    more of :data:`RESTRICTIONS`): not abilities, so "loses all abilities" leaves them.
    On players (613.11): ``player_rules`` (:data:`PLAYER_RULES`), for a static ability
    whose ``affects`` is "you", "opponents" or "players".
    """

    gain_control: bool = False
    add_types: tuple = ()
    remove_types: tuple = ()
    add_supertypes: tuple = ()
    remove_supertypes: tuple = ()
    add_subtypes: tuple = ()
    lose_creature_types: bool = False
    land_types: tuple = ()
    colors: str | None = None
    add_colors: str = ""
    add_keywords: tuple = ()
    remove_keywords: tuple = ()
    cant_have: tuple = ()
    lose_all_abilities: bool = False
    power: int | None = None
    toughness: int | None = None
    pt_amount: str = "fixed"
    pt_of: object = None
    power_offset: int = 0
    toughness_offset: int = 0
    plus_power: int = 0
    plus_toughness: int = 0
    switch: bool = False
    restrict: tuple = ()
    player_rules: tuple = ()
    no_mana_cost: bool = False  # a copy's exception "it has no mana cost" (707.9b)

    def __post_init__(self):
        for f in ("add_types", "remove_types", "add_supertypes", "remove_supertypes",
                  "add_subtypes", "land_types", "add_keywords", "remove_keywords", "cant_have",
                  "restrict", "player_rules"):
            object.__setattr__(self, f, _words(getattr(self, f)))

    def problems(self) -> list:
        """What the engine can't express (empty if fine)."""
        out = []
        for f in ("add_types", "remove_types"):
            out += [f"{f}: unknown card type {t!r}" for t in getattr(self, f) if t not in CARD_TYPES]
        for f in ("add_supertypes", "remove_supertypes"):
            out += [f"{f}: unknown supertype {t!r}" for t in getattr(self, f) if t not in SUPERTYPES]
        out += [f"land_types: {t!r} is not a basic land type" for t in self.land_types
                if t not in BASIC_LAND_TYPES]
        if len(self.add_subtypes) + len(self.land_types) > 4:
            out.append("at most 4 subtypes")
        for c in (self.colors or "") + self.add_colors:
            if c not in COLORS:
                out.append(f"unknown color {c!r} (use W U B R G)")
        for f in ("add_keywords", "remove_keywords", "cant_have"):
            for k in getattr(self, f):
                if k.startswith("protection from "):
                    if f != "add_keywords" or _protection_bits(k) is None:
                        out.append(f"{f}: unsupported {k!r}")
                elif k not in KEYWORDS or k in ("ward", "toxic", "landwalk", "hexproof from") or \
                        (k in ("protection", "attack tax", "attack limit", "block limit",
                               "attack condition", "can't be blocked by") and
                         f == "add_keywords"):
                    out.append(f"{f}: unknown or unsupported keyword {k!r}")
        out += [f"restrict: {r!r} is not a rules effect on objects (known: {', '.join(RESTRICTIONS)})"
                for r in self.restrict if r not in RESTRICTIONS]
        if self.pt_amount not in PT_AMOUNTS:
            out.append(f"unknown pt_amount {self.pt_amount!r} (known: {', '.join(PT_AMOUNTS)})")
        if self.pt_amount == "count" and self.pt_of is None:
            out.append("pt_amount 'count' needs pt_of=<selector>")
        if self.pt_amount == "count" and self.pt_of is not None:
            # The layers are recomputed when what they read changes; tapping and combat
            # are not among those changes (as for a static's affected set, Static.problems).
            try:
                s = sel(self.pt_of)
            except ValueError:
                s = None
            if s is not None and (s.tapped is not None or s.attacking or s.blocking):
                out.append("a P/T count can't test tapped or combat status (the engine "
                           "doesn't recompute the layers on tapping)")
        if self.pt_amount == "counters on source" and self.pt_of not in COUNTERS[:16]:
            out.append("pt_amount 'counters on source' needs pt_of=<counter kind>, e.g. '+1/+1'")
        if self.pt_amount != "fixed" and self.power is None and self.toughness is None and \
                not (self.plus_power or self.plus_toughness):
            out.append(f"pt_amount {self.pt_amount!r} without a power/toughness part")
        if not self.layers() and not self.player_rules:
            out.append("changes nothing")
        out += [f"player_rules: unknown {r!r} (known: {', '.join(PLAYER_RULES)})"
                for r in self.player_rules if r not in PLAYER_RULES]
        if self.no_mana_cost:
            out.append("no_mana_cost is only a copy exception (707.9b)")
        return out

    def copy_problems(self) -> list:
        """What this change, as a copy effect's exceptions (CR 707.9a-b: part of
        the copiable values), asks that the engine can't express."""
        base = dataclasses.replace(self, no_mana_cost=False).problems()
        if self.no_mana_cost:  # 707.9b: "except it has no mana cost" is a change of its own
            base = [p for p in base if p != "changes nothing"]
        out = base + [f"{f} is not a copy exception" for f in (
            "gain_control", "lose_creature_types", "land_types", "remove_keywords", "cant_have",
            "lose_all_abilities", "plus_power", "plus_toughness", "switch", "restrict") if getattr(self, f)]
        if self.pt_amount != "fixed":
            out.append("a copy exception's power/toughness is a number")
        if any(k.startswith("protection from ") for k in self.add_keywords):
            out.append("protection is not a copy exception")
        return out

    def layers(self, cda: bool = False) -> int:
        bits = 0
        if self.gain_control:
            bits |= 1 << LAYERS.index("2")
        if (self.add_types or self.remove_types or self.add_supertypes or self.remove_supertypes
                or self.add_subtypes or self.lose_creature_types or self.land_types):
            bits |= 1 << LAYERS.index("4")
        if self.colors is not None or self.add_colors:
            bits |= 1 << LAYERS.index("5")
        if self.add_keywords or self.remove_keywords or self.cant_have or self.lose_all_abilities:
            bits |= 1 << LAYERS.index("6")
        if self.power is not None or self.toughness is not None:
            bits |= 1 << LAYERS.index("7a" if cda else "7b")
        if self.plus_power or self.plus_toughness:
            bits |= 1 << LAYERS.index("7c")
        if self.switch:
            bits |= 1 << LAYERS.index("7d")
        if self.restrict:
            bits |= 1 << LAYERS.index("rules")
        return bits

    def record(self, comp, cda: bool = False) -> tuple:
        """The engine's ChangeDef record (43 ints; keyword sets take two)."""
        subs = [CHOSEN_TYPE_ID if s == CHOSEN_TYPE else comp.subtype(s)
                for s in self.add_subtypes + self.land_types]
        subs += [-1] * (4 - len(subs))
        prot = 0
        kw = 0
        for k in self.add_keywords:
            if k.startswith("protection from "):
                prot |= _protection_bits(k)
            else:
                kw |= 1 << KEYWORDS.index(k)
        bits = lambda ws: sum(1 << KEYWORDS.index(k) for k in set(ws))
        colors = lambda s: sum(1 << COLORS.index(c) for c in set(s or ""))
        none = -(1 << 31)
        fixed = self.pt_amount == "fixed"
        return (self.layers(cda), int(self.gain_control),
                sum(1 << CARD_TYPES.index(t) for t in set(self.add_types)),
                sum(1 << CARD_TYPES.index(t) for t in set(self.remove_types)),
                sum(1 << SUPERTYPES.index(t) for t in set(self.add_supertypes)),
                sum(1 << SUPERTYPES.index(t) for t in set(self.remove_supertypes)),
                *subs, int(self.lose_creature_types), int(bool(self.land_types)),
                int(self.colors is not None), colors(self.colors), colors(self.add_colors),
                *_kw_words(kw), *_kw_words(bits(self.remove_keywords)), *_kw_words(bits(self.cant_have)),
                prot, 0,
                int(self.lose_all_abilities), PT_AMOUNTS.index(self.pt_amount),
                none if self.power is None else self.power,
                none if self.toughness is None else self.toughness,
                (COUNTERS.index(self.pt_of) if self.pt_amount == "counters on source" else
                 comp.sel(None if self.pt_of is None else sel(self.pt_of))),
                self.plus_power, self.plus_toughness, int(self.switch),
                0 if fixed else self.power_offset, 0 if fixed else self.toughness_offset,
                *_kw_words(bits(self.restrict)),
                sum(PLAYER_RULE_BITS[r] for r in set(self.player_rules)) |
                (256 if self.no_mana_cost else 0))

    def subtypes_named(self) -> tuple:
        return tuple(s for s in self.add_subtypes + self.land_types if s != CHOSEN_TYPE)


def _protection_bits(k: str):
    q = k[len("protection from "):]
    if q in COLOR_WORDS:
        return 1 << COLOR_WORDS.index(q)
    return {"everything": 1 << 5, "creatures": 1 << 6}.get(q)


@dataclass(frozen=True)
class Static:
    """A static ability generating a continuous effect (CR 604.1, 611.3).

    ``affects``: "self" (this permanent), "attached" (the object it's attached to:
    "equipped creature", "enchanted creature", CR 301.5, 303.4) or a selector /
    phrase (re-evaluated at all times, 611.3a; "other"/"another" excludes this
    permanent).
    ``condition``: "as long as ..." (one of :data:`STATIC_CONDITIONS`).
    ``cda``: a characteristic-defining ability (604.3; applied first, 613.3).
    """

    text: str
    change: Change
    affects: object = "self"
    condition: Condition | None = None
    cda: bool = False

    def problems(self) -> list:
        out = [f"static {self.text!r}: {p}" for p in self.change.problems()]
        on_players = self.affects in _PLAYER_AFFECTS
        if bool(self.change.player_rules) != on_players or \
                (on_players and self.change != Change(player_rules=self.change.player_rules)):
            out.append(f"static {self.text!r}: a rules effect on players (player_rules, 613.11) "
                       f"goes with affects={'/'.join(_PLAYER_AFFECTS)} and nothing else")
        if self.affects not in ("self", "attached") and not on_players:
            try:
                s = sel(self.affects)
            except ValueError as e:
                return out + [f"static {self.text!r}: {e}"]
            if s.tapped is not None or s.attacking or s.blocking or s.players != "none" or \
                    s.zone != "battlefield":
                out.append(f"static {self.text!r}: a static ability's selector can't test "
                           "tapped or combat status, players or other zones")
        if self.condition is not None and self.condition.kind not in STATIC_CONDITIONS:
            out.append(f"static {self.text!r}: condition {self.condition.kind!r} is not "
                       f"supported here (supported: {', '.join(STATIC_CONDITIONS)})")
        if self.cda and (self.affects != "self" or self.condition is not None):
            out.append(f"static {self.text!r}: a characteristic-defining ability applies to "
                       "its own object, unconditionally (604.3)")
        if self.change.gain_control and self.affects == "self":
            out.append(f"static {self.text!r}: gain_control of itself")
        return out


def ApplyEffect(change: Change, target=None, subject="none", each=None,
                duration: str = "end of turn") -> Effect:
    """A continuous effect from a resolving spell or ability (CR 611.2): applies
    ``change`` to the target / subject / each matching object, the set locked in
    now (611.2c), for ``duration`` (:data:`DURATIONS`)."""
    from mtgcore.cards.effects import _mk
    if duration not in DURATIONS:
        raise ValueError(f"unknown duration {duration!r} (known: {', '.join(DURATIONS)})")
    return _mk("apply_effect", target, subject, each, a=DURATIONS.index(duration), change=change)


#: Kinds of words a text-changing effect replaces (CR 612.2), the engine's TextWordKind.
TEXT_WORDS = {"creature type": 1, "color": 2, "basic land type": 3}


def ChangeText(words, target=None, subject="none", new_cant_be: str | None = None) -> Effect:
    """"Change the text of target spell or permanent by replacing all instances of
    one <word> with another." (CR 612.1; "This effect lasts indefinitely.")

    ``words``: the kind of word, or several ("color" and "basic land type" for
    "one color word with another or one basic land type with another"): one of
    :data:`TEXT_WORDS`.  As it resolves its controller chooses the word replaced,
    then its replacement (of the same kind); ``new_cant_be``: a creature type the
    new word can't be ("The new creature type can't be Wall.").  The change is in
    layer 3 (613.1c): the object's type line and printed keyword parameters, and
    the words of its abilities' selectors and changes, wherever they are read;
    never names (612.2) nor abilities other effects grant it (612.3).  The target
    may be a spell (``Sel(zone="none")``: "spell or permanent"); the change then
    applies to the permanent it becomes (400.7a)."""
    from mtgcore.cards.effects import _mk
    kinds = _words(words)
    bad = [w for w in kinds if w not in TEXT_WORDS]
    if bad or not kinds:
        raise ValueError(f"unknown text word kind {bad or words!r} (known: {', '.join(TEXT_WORDS)})")
    mask = sum(1 << TEXT_WORDS[w] for w in set(kinds))
    if new_cant_be is not None and "creature type" not in kinds:
        raise ValueError("new_cant_be names a creature type: only with words='creature type'")
    return _mk("change_text", target, subject, a=mask, change=new_cant_be)


def Anthem(text: str, plus_power: int, plus_toughness: int, affects="creature you control",
           keywords=()) -> Static:
    """"Creatures you control get +1/+1 [and have <keywords>]" (layers 6 and 7c)."""
    return Static(text, Change(plus_power=plus_power, plus_toughness=plus_toughness,
                               add_keywords=tuple(keywords)), affects=affects)


__all__ = ["Change", "Static", "ApplyEffect", "Anthem", "ChangeText", "TEXT_WORDS", "LAYERS", "PT_AMOUNTS", "DURATIONS",
           "PLAYER_RULES",
           "AFFECTS", "STATIC_CONDITIONS", "RESTRICTIONS", "subtype_kind", "LAND_TYPES", "BASIC_LAND_TYPES"]
