"""The card DSL: declare a card once, in Oracle terms; it compiles to data.

A card is a :class:`Card` built from its Oracle characteristics plus a small
vocabulary of effects, targets and costs.  Definitions are validated when they
are created (at import time of the card library) and any problem raises
:class:`~mtgcore.errors.CardDefinitionError` naming the card and the field.

The compiled form is a flat binary blob (see :func:`compile_cards`) that the C++
engine parses into its immutable ``CardDb``.  The engine never calls back into
Python while playing: every ability is an *effect program* of
:class:`Effect` instructions that the C++ interpreter executes.

Example::

    Card(
        name="Lightning Bolt",
        cost="{R}",
        type_line="Instant",
        oracle="Lightning Bolt deals 3 damage to any target.",
        spell=[DealDamage(3, target="any")],
    )
"""

from __future__ import annotations

import re
from typing import Sequence

from mtgcore.errors import CardDefinitionError

from mtgcore.cards.abilities import *  # noqa: F401,F403  (the DSL vocabulary)
from mtgcore.cards.abilities import (ATTACK_TAX_TEXT, ATTACK_UNLESS_TEXT, EVENTS, LIMIT_TEXT,
                                     REPLACEMENT_MODES,
                                     TRIGGER_KEYWORDS, UPKEEP_KEYWORDS, GRAVEYARD_KEYWORDS, ZONE_IDS,
                                     Activated, ManaAbility, On, Replacement, Triggered,
                                     keyword_abilities, parse_keyword)
from mtgcore.cards.effects import *  # noqa: F401,F403
from mtgcore.cards.actions import *  # noqa: F401,F403  (keyword actions, CR 701)
from mtgcore.cards.designations import *  # noqa: F401,F403  (the monarch, CR 724)
from mtgcore.cards.levels import *  # noqa: F401,F403  (Classes 716, levelers 711)
from mtgcore.cards.chance import *  # noqa: F401,F403  (coins 705, dice 706)
from mtgcore.cards.levels import ClassLevelAbility, Level
from mtgcore.cards.effects import Modal, mana_units
from mtgcore.cards.effects import (AMOUNT_KINDS, CONDITIONS, COUNTERS, OBJECT_OPS, OPCODES, STEP_IDS, _flatten,
                                   PLAYER_OPS, REFLECT_KINDS, SUBJECT_ALIASES, SUBJECTS, Amount, BadSel, Condition, Effect, Emblem, Token)
from mtgcore.cards.selectors import (CHOSEN_TYPE, CARD_TYPES, COLOR_WORDS, COLORS, KEYWORDS, PHRASES, _kw_words,
                                     SUPERTYPES, Sel, sel)
from mtgcore.cards.statics import *  # noqa: F401,F403
from mtgcore.cards.statics import Change, Static, subtype_kind
from mtgcore.cards.costs import COST_CHANGE_WHOSE, PAY_OTHER, CostChange, affinity  # noqa: F401
from mtgcore.cards.casting import (ALT_KEYWORDS, MODE_COSTS, AltCostPaid, RatherThan, Escaped, cast_timing,  # noqa: F401
                                    init_casting)
from mtgcore.cards.keywords import KEYWORD_ABILITIES, KEYWORD_SPELLINGS
from mtgcore.cards.validate import CARD_DATA_FLAGS, MAX_NUMBER, check_program as _check_program

#: Target phrases (kept for callers that list them; any Sel works as a target).
TARGET_KINDS = tuple(sorted(PHRASES))
#: Ability kinds.
ABILITY_SPELL, ABILITY_ACTIVATED, ABILITY_MANA, ABILITY_TRIGGERED, ABILITY_STATIC = 0, 1, 2, 3, 4
#: Sacrifice costs: none, this permanent, a creature (chosen on casting).
SAC_NONE, SAC_SELF, SAC_CREATURE, SAC_EXILE_SELF, SAC_DISCARD_SELF = 0, 1, 2, 3, 4
#: Keyword abilities a card may list: engine flags, parameterized ones, and
#: keywords that are triggered abilities (expanded to data).
#: Static abilities about how many creatures it can block (CR 509.1a), card data.
_EXTRA_BLOCKS = {"can block an additional creature each combat": 1,
                 "can block any number of creatures": -1}
#: A block requirement on the attacker (CR 509.1c), card data.
_LURE = "all creatures able to block this creature do so"
#: A blocking restriction on the attacker (CR 509.1b), card data.
_MAX_ONE = "can't be blocked by more than one creature"
_CARD_DATA_FLAGS = CARD_DATA_FLAGS  # set by the phrases below
ALL_KEYWORDS = tuple(k for k in KEYWORDS
                     if k not in ("protection", "ward", "toxic", "landwalk", "hexproof from") + _CARD_DATA_FLAGS) + (
    "protection from <quality>", "hexproof from <quality>", "ward {N}", "toxic N", "afterlife N", "dredge N", "read ahead",
    "<land type>walk", "nonbasic landwalk", "ninjutsu {cost}", "morph {cost}", "megamorph {cost}", "disguise {cost}",
    "affinity for <card type>s", "replicate {cost}") + tuple(PAY_OTHER) + tuple(_EXTRA_BLOCKS) + (_LURE, _MAX_ONE) + (
    ATTACK_TAX_TEXT, LIMIT_TEXT, ATTACK_UNLESS_TEXT) + TRIGGER_KEYWORDS + UPKEEP_KEYWORDS + GRAVEYARD_KEYWORDS + \
    KEYWORD_SPELLINGS

from mtgcore.cards.manacost import (BASIC_LAND_MANA, HYBRID_PHYREXIAN, HYBRID_TWO, MAX_COLORLESS,  # noqa: F401
                                   MAX_GENERIC, MAX_HYBRID, MAX_X, ManaCost, _number, parse_cost)
from mtgcore.cards.costs import (ADDITIONAL_COST_KINDS, AdditionalCost, DiscardCost,  # noqa: F401
                                 ExileFromGraveyardCost, PayLifeCost, RemoveCountersCost,
                                 ReturnToHandCost, SacrificeCost, SPELL_COST_KINDS, TapCreatureCost)


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------

_TYPE_DASH = re.compile(r"\s+[—-]\s+")
#: Card layouts with faces to cast or play (CR 709, 712, 715), in the engine's order.
LAYOUTS = ("normal", "modal_dfc", "split", "adventure", "flip", "prototype")
_PROTECTION = {"everything": 1 << 5, "creatures": 1 << 6, "the chosen color": 1 << 7}
#: "Hexproof from <quality>" (CR 702.11d), the engine's kHexFrom* bits: a color, or
#: the qualities of the spells and ability sources it is hexproof from.
HEXPROOF_QUALITIES = {"white": 1, "blue": 2, "black": 4, "red": 8, "green": 16,
                      "each color": 0x1F,  # 702.11g: one for each color
                      "monocolored": 1 << 5, "multicolored": 1 << 6, "artifacts": 1 << 7,
                      "enchantments": 1 << 8, "creatures": 1 << 9, "planeswalkers": 1 << 10,
                      "instants": 1 << 11, "sorceries": 1 << 12}


def hexproof_bits(param: str):
    """The qualities of "hexproof from <param>" ("red", "monocolored", "artifacts and
    enchantments", "white and from black": 702.11f), or None if one is unknown."""
    bits = 0
    for q in re.split(r",? and from |, and |, | and ", param):
        q = q[5:] if q.startswith("from ") else q
        if q not in HEXPROOF_QUALITIES:
            return None
        bits |= HEXPROOF_QUALITIES[q]
    return bits


class Card:
    """One card's Oracle characteristics and abilities.

    Parameters
    ----------
    name, cost, type_line, oracle:
        Exactly as in the Oracle reference (``type_line`` uses the long dash ``—``).
    power, toughness, loyalty, defense:
        Printed values, for creatures / planeswalkers / battles (CR 306.5a, 310.4a).
    keywords:
        Keyword abilities (:data:`ALL_KEYWORDS`): flags such as ``"flying"``,
        parameterized ones (``"ward {2}"``, ``"toxic 1"``, ``"protection from red"``,
        ``"afterlife 1"``) and triggered ones (``"prowess"``, ``"undying"``, ...).
    spell:
        The effect program of an instant or sorcery.
    abilities:
        Activated, mana and triggered abilities (:class:`Activated`,
        :class:`Triggered`), in Oracle order; a planeswalker's loyalty abilities
        are :func:`Loyalty` ("[+1]: ...", CR 606).
    replacements:
        Static replacement and prevention effects (:class:`Replacement`).
    statics:
        Static abilities that generate continuous effects (:class:`Static`, CR 604, 613).
    sacrifice_creature:
        ``True`` for "As an additional cost to cast this spell, sacrifice a creature."
    back_face:
        The back face of a transforming double-faced card (CR 712), a :class:`Card`
        (a Siege's, 310.11b: a Siege needs one; it gets the Siege's intrinsic
        "When the last defense counter is removed from this permanent, exile it, then
        you may cast it transformed without paying its mana cost.").
    additional_cost:
        Another additional cost (CR 118.8): :func:`SacrificeCost`, :func:`DiscardCost`,
        :func:`ExileFromGraveyardCost`, :func:`PayLifeCost`, :func:`TapCreatureCost`.
    kicker, multikicker:
        The kicker cost (CR 702.33a), e.g. ``"{2}{R}"``; multikicker may be paid any
        number of times (702.33c).  Test it with :func:`IfKicked` /
        ``Amount("times kicked")``.
    flashback:
        The flashback cost (CR 702.34a): the card may be cast from its owner's
        graveyard for it, and is then exiled whenever it would leave the stack.
    evoke, dash, overload, madness, foretell, spectacle, prowl, escape, disturb, bestow:
        Alternative costs (CR 118.9; 702.74, 702.109, 702.96, 702.35, 702.143,
        702.137, 702.76, 702.138, 702.146, 702.103), e.g. ``evoke="{2}{U}"``: the card gets the abilities of its
        keyword (see :mod:`mtgcore.cards.casting`); "if its <keyword> cost was paid"
        is ``AltCostPaid("<keyword>")``.  Escape's is its Oracle cost, e.g.
        ``escape="{2}{R}, Exile two other cards from your graveyard"``.
    buyback:
        The buyback cost (CR 702.27a), e.g. ``"{3}"``: an optional additional cost;
        paid, the spell goes to its owner's hand instead of the graveyard as it resolves.
    alternative_cost:
        A :class:`~mtgcore.cards.casting.RatherThan`: "You may pay 1 life and exile a
        blue card from your hand rather than pay this spell's mana cost." (CR 118.9).
    entwine, escalate:
        A modal spell's extra-mode cost (CR 702.42a: all modes for it; 702.120a:
        per mode beyond the first).
    cant_be_countered:
        ``True`` for "This spell can't be countered." (CR 101.2)
    opening_hand:
        ``True`` for "If this card is in your opening hand, you may begin the game
        with it on the battlefield." (CR 103.6a): after mulligans its owner is asked,
        once per such card, in turn order from the starting player (103.6).
    cast_only:
        "Cast this spell only <when>." (CR 601.3), one of
        :data:`mtgcore.cards.casting.CAST_ONLY`, e.g. ``"during combat"``.
    cost_changes:
        Cost increases and reductions (CR 601.2f, 118.7): :class:`CostChange`, a
        permanent's ("Noncreature spells cost {1} more to cast.") or the card's own
        (``whose="self"``).  The keyword ``"affinity for artifacts"`` (702.41a) adds
        its own.
    spell=Modal(...):
        A modal instant or sorcery (CR 700.2): see :class:`Modal`.
    prototype:
        "Prototype {cost} — P/T" (CR 702.160a, 718): ``prototype=("{1}{U}{U}", 2, 1)``: it
        may be cast prototyped, with that mana cost (and its colors), power and toughness
        and the card's other characteristics (718.3b, 718.5).
    levels:
        Abilities a permanent has only as long as a condition holds: class level bars
        (:func:`ClassLevel`, CR 716.2a), a leveler's level symbols (:func:`LevelSymbol`,
        711.2), a Case's :func:`ToSolve` and :func:`Solved` (719.3).
    unblockable_by:
        "~ can't be blocked by <what>" (CR 509.1b): a selector of the creatures that
        can't block it, e.g. ``Sel(types=("creature",), power_le=2)``.  With
        ``unblockable_by_effect=True`` the card has no such static ability: the selector
        serves its abilities' rules effects "can't be blocked by" (613.10), e.g.
        "{1}: This creature can't be blocked this turn except by creatures with haste."
    enchant:
        An Aura's "Enchant <what>" (CR 702.5a): a selector phrase such as
        ``"creature"``.  The Aura spell targets what it can enchant (303.4a) and the
        Aura enters attached to that target (303.4f).
    """

    __slots__ = ("name", "cost", "mana_cost", "type_line", "oracle", "power", "toughness",
                 "loyalty", "keywords", "spell", "abilities", "types", "supertypes",
                 "subtypes", "colors", "sacrifice_creature", "is_token", "replacements",
                 "protection", "hexproof_from", "ward", "toxic", "flags", "statics", "intrinsic", "landwalk",
                 "extra_blocks", "lure", "ninjutsu", "max_one_blocker", "enchant", "attack_tax",
                 "attack_tax_pw",
                 "attack_limit", "block_limit", "attack_unless", "defense", "back_face", "morph",
                 "modes", "more_modes_if", "kicker", "multikicker", "additional_cost", "flashback",
                 "cant_be_countered", "cost_changes", "layout", "faces", "pay_other",
                 "alt_costs", "mode_cost", "alt_abilities", "works_from_hand", "replicate", "cast_timing",
                 "opening_hand", "gates", "unblockable_by", "buyback", "megamorph", "disguise",
                 "disguise_ward")

    def __init__(self, name: str, type_line: str, oracle: str = "", cost: str = "",
                 power: int | None = None, toughness: int | None = None,
                 loyalty: int | None = None, keywords: Sequence[str] = (),
                 spell: Sequence = (), abilities: Sequence = (),
                 replacements: Sequence[Replacement] = (),
                 sacrifice_creature: bool = False, colors: str | None = None,
                 is_token: bool = False, statics: Sequence[Static] = (),
                 enchant: str | None = None, defense: int | None = None,
                 back_face: "Card | None" = None, kicker: str | None = None,
                 multikicker: bool = False, additional_cost: AdditionalCost | None = None,
                 flashback: str | None = None, cant_be_countered: bool = False,
                 cost_changes: Sequence[CostChange] = (),
                 layout: str | None = None, adventure: "Card | None" = None,
                 halves: Sequence["Card"] = (), evoke: str | None = None,
                 dash: str | None = None, overload: str | None = None,
                 madness: str | None = None, foretell: str | None = None,
                 spectacle: str | None = None, entwine: str | None = None,
                 escalate: str | None = None, prowl: str | None = None,
                 escape: str | None = None, cast_only: str | None = None, opening_hand: bool = False,
                 disturb: str | None = None, levels: Sequence = (), prototype: tuple | None = None,
                 unblockable_by: "Sel | str | None" = None, buyback: str | None = None,
                 bestow: str | None = None, alternative_cost=None,
                 unblockable_by_effect: bool = False):
        if not isinstance(name, str) or not name.strip():
            raise CardDefinitionError(f"card {name!r}: field 'name' must be a non-empty string")
        self.name = name

        def bad(fieldname: str, msg: str) -> CardDefinitionError:
            return CardDefinitionError(f"card {name!r}: field {fieldname!r}: {msg}")

        self.cost = cost
        try:
            self.mana_cost = parse_cost(cost)
        except ValueError as e:
            raise bad("cost", str(e)) from None
        self.type_line = type_line
        self.oracle = oracle
        if not isinstance(type_line, str) or not type_line.strip():
            raise bad("type_line", "must be a non-empty string")
        parts = _TYPE_DASH.split(type_line.strip(), maxsplit=1)
        words = parts[0].lower().split()
        if words == ["emblem"] and len(parts) == 1:  # CR 114.3, 114.5: an emblem's row, no types
            words = []
        self.supertypes = tuple(w for w in words if w in SUPERTYPES)
        self.types = tuple(w for w in words if w in CARD_TYPES)
        unknown = [w for w in words if w not in SUPERTYPES and w not in CARD_TYPES]
        if unknown:
            raise bad("type_line", f"unknown type or supertype {unknown[0]!r} in {type_line!r}")
        if not self.types and type_line.strip() != "Emblem":
            raise bad("type_line", f"no card type in {type_line!r}")
        self.subtypes = tuple(parts[1].split()) if len(parts) > 1 else ()

        is_creature = "creature" in self.types
        if is_creature and (power is None or toughness is None):
            raise bad("power", "a creature needs power and toughness")
        # CR 301.7a-b: a Vehicle has printed power and toughness, which it has as a creature
        if not is_creature and (power is not None or toughness is not None) and "Vehicle" not in self.subtypes:
            raise bad("power", "only creatures and Vehicles have power and toughness")
        self.power = _number(power, "power", -MAX_NUMBER, bad) if power is not None else 0
        self.toughness = _number(toughness, "toughness", -MAX_NUMBER, bad) if toughness is not None else 0
        if "planeswalker" in self.types and loyalty is None:
            raise bad("loyalty", "a planeswalker needs loyalty")
        if "planeswalker" not in self.types and loyalty is not None:
            raise bad("loyalty", "only planeswalkers have loyalty (CR 306.5)")
        self.loyalty = _number(loyalty, "loyalty", 0, bad) if loyalty is not None else 0
        if "battle" in self.types and defense is None:
            raise bad("defense", "a battle needs defense (CR 310.4a)")
        if "battle" not in self.types and defense is not None:
            raise bad("defense", "only battles have defense (CR 310.4)")
        self.defense = _number(defense, "defense", 0, bad) if defense is not None else 0

        # Keywords: engine flags, parameters, and keyword triggers (CR 702).
        flags, kw_abilities, kw_replacements = [], [], []
        self.protection, self.ward, self.toxic = 0, 0, 0
        self.hexproof_from = 0  # CR 702.11d: HEXPROOF_QUALITIES bits
        self.landwalk = None  # a land subtype name or "nonbasic" (CR 702.14)
        self.extra_blocks = 0  # CR 509.1a: additional creatures it can block (-1: any number)
        self.lure = False  # CR 509.1c: "All creatures able to block this creature do so."
        self.ninjutsu = None  # CR 702.49a: its ninjutsu mana cost
        self.morph = None  # CR 702.37a: its morph cost
        self.megamorph = False  # CR 702.37b: turned face up for it, it gets a +1/+1 counter
        self.disguise = False  # CR 702.168a: cast face down as morph is, with ward {2} face down
        self.disguise_ward = -1  # ... that ward's index in abilities
        self.replicate = None  # CR 702.56a: its replicate cost
        self.max_one_blocker = False  # CR 509.1b
        self.attack_tax = None  # CR 508.1h: the cost per creature attacking its controller
        self.attack_tax_pw = False  # ... or a planeswalker its controller controls
        self.attack_limit = self.block_limit = 0  # CR 508.1c, 509.1b: 0 for none
        self.attack_unless = None  # CR 508.1c: the subtype the defending player must control
        changes = list(cost_changes)
        self.pay_other = 0  # CR 601.2h: convoke, delve, improvise (engine bits)
        for k in keywords:
            aff = affinity(k)
            if aff is not None:  # CR 702.41a: a cost reduction of its own spell
                changes.append(aff)
                continue
            if k in PAY_OTHER:
                if "land" in self.types:
                    raise bad("keywords", f"{k}: a land is not cast (CR 305.1)")
                self.pay_other |= PAY_OTHER[k]
                continue
            try:
                kname, param = parse_keyword(k)
            except ValueError as e:
                raise bad("keywords", str(e)) from None
            if kname in ("ward", "toxic", "afterlife") and param is None:
                raise bad("keywords", f"{kname} needs its parameter (e.g. 'ward {{2}}', 'toxic 1')")
            if kname in _CARD_DATA_FLAGS and param is None:  # only their Oracle phrases set them
                raise bad("keywords", f"{k!r} is not a keyword: write the ability's Oracle text "
                                      f"(e.g. {ATTACK_TAX_TEXT!r}, {LIMIT_TEXT!r}, {ATTACK_UNLESS_TEXT!r})")
            if kname == "protection":
                if param in _PROTECTION:
                    self.protection |= _PROTECTION[param]
                elif param in COLOR_WORDS:
                    self.protection |= 1 << COLOR_WORDS.index(param)
                else:
                    raise bad("keywords", f"unknown protection quality {param!r}")
                flags.append("protection")
            elif kname == "hexproof from":
                q = hexproof_bits(param)
                if q is None:
                    raise bad("keywords", f"unknown hexproof quality {param!r} (known: "
                                          f"{', '.join(HEXPROOF_QUALITIES)})")
                self.hexproof_from |= q
                flags.append("hexproof from")
            elif kname == "ward":
                self.ward = param
                flags.append("ward")
            elif kname == "toxic":
                self.toxic = param
                flags.append("toxic")
            elif kname == "ninjutsu":
                try:
                    parse_cost(param)
                except ValueError as e:
                    raise bad("keywords", f"ninjutsu: {e}") from None
                self.ninjutsu = param
            elif kname == "replicate":  # CR 702.56a: an optional additional cost, any number of times
                try:
                    rc = parse_cost(param)
                except ValueError as e:
                    raise bad("keywords", f"replicate: {e}") from None
                if rc.x or rc.hybrid or not rc.mana_value:
                    raise bad("keywords", "replicate: a mana cost without {X} or hybrid symbols")
                self.replicate = param
            elif kname in ("morph", "megamorph", "disguise"):  # CR 702.37a-b, 702.168a
                try:
                    parse_cost(param)
                except ValueError as e:
                    raise bad("keywords", f"{kname}: {e}") from None
                if self.morph is not None:
                    raise bad("keywords", "more than one morph ability is not supported")
                self.morph = param
                self.megamorph = kname == "megamorph"
                self.disguise = kname == "disguise"
            elif kname == "attack tax":
                if param.startswith("planeswalkers "):
                    param = param[len("planeswalkers "):]
                    self.attack_tax_pw = True
                try:
                    tax = parse_cost(param)
                except ValueError as e:
                    raise bad("keywords", f"attack tax: {e}") from None
                if tax.x:
                    raise bad("keywords", "attack tax: {X} is not supported")
                if len(set(tax.hybrid)) != len(tax.hybrid):
                    raise bad("keywords", "attack tax: each hybrid symbol once")
                self.attack_tax = param
                flags.append("attack tax")
            elif kname == "attack condition":
                self.attack_unless = param
                flags.append(kname)
            elif kname in ("attack limit", "block limit"):
                setattr(self, kname.replace(" ", "_"), param)
                flags.append(kname)
            elif kname == _MAX_ONE:
                self.max_one_blocker = True
            elif kname == _LURE:
                self.lure = True
            elif kname in _EXTRA_BLOCKS:
                self.extra_blocks = _EXTRA_BLOCKS[kname]
            elif kname == "landwalk":
                if self.landwalk is not None:
                    raise bad("keywords", "more than one landwalk ability is not supported")
                self.landwalk = param
                flags.append("landwalk")
            elif kname in KEYWORDS:
                flags.append(kname)
            elif kname == "read ahead":
                pass
            elif kname in TRIGGER_KEYWORDS or kname in ("afterlife", "cumulative upkeep", "echo",
                                                                      "unearth", "embalm", "eternalize",
                                                                      "scavenge", "cycling", "typecycling",
                                                                      "dredge") or \
                    kname in KEYWORD_ABILITIES:
                if kname == "storm" and not ("instant" in self.types or "sorcery" in self.types):
                    raise bad("keywords", "storm: a copy-on-cast keyword of instants and sorceries here "
                                          "(CR 702.40a; copies of permanent spells are not supported)")
                pass
            else:
                raise bad("keywords", f"unknown keyword {k!r} (known: {', '.join(ALL_KEYWORDS)})")
            if kname == "dredge":  # CR 702.52a: a replacement effect, not an ability to activate
                kw_replacements.append(Dredge(param))
                continue
            if kname == "read ahead":  # CR 702.155b: a choice as it enters
                if "Saga" not in self.subtypes:
                    raise bad("keywords", "read ahead is a keyword of Sagas (CR 702.155a)")
                if not any(r.mode == "read ahead" for r in kw_replacements):  # 702.155c
                    kw_replacements.append(ReadAhead())
                continue
            if kname == "disguise":  # CR 702.168a: its ward {2} works only face down
                self.disguise_ward = len(abilities) + len(kw_abilities)
            try:
                kw_abilities += keyword_abilities(kname, param)
            except ValueError as e:
                raise bad("keywords", f"{k!r}: {e}") from None
        self.unblockable_by = None  # CR 509.1b: "~ can't be blocked by <what>", a selector
        if unblockable_by is not None:
            try:
                self.unblockable_by = sel(unblockable_by)
            except ValueError as e:
                raise bad("unblockable_by", str(e)) from None
            if not unblockable_by_effect:  # else only its abilities' effects restrict (611.2)
                flags.append("can't be blocked by")
        self.keywords = tuple(keywords)
        self.flags = tuple(dict.fromkeys(flags))

        is_spell = "instant" in self.types or "sorcery" in self.types
        self.modes = None  # (number of modes, at least, at most): CR 700.2
        self.more_modes_if = None
        if isinstance(spell, Modal):
            lo, hi = spell.bounds()
            if not 1 <= len(spell.modes) <= 8 or not 1 <= lo <= hi:
                raise bad("spell", f"a modal spell needs 1-8 modes and a valid choice "
                                   f"({spell.choose!r} of {len(spell.modes)})")
            if any(not m for m in spell.modes):
                raise bad("spell", "every mode needs an effect")
            self.modes = (len(spell.modes), lo, hi)
            self.more_modes_if = spell.more_if  # (Condition, at most) or None (700.2)
            spell = spell.program()
        self.spell = tuple(_flatten(spell))
        if self.spell and not is_spell:
            raise bad("spell", "only instants and sorceries have a spell effect program")
        if is_spell and not self.spell and not halves:
            raise bad("spell", "an instant or sorcery needs a spell effect program")
        _check_program(self.spell, bad, "spell")
        self.enchant = enchant
        if enchant is not None:  # CR 303.4a, 702.5a
            if "Aura" not in self.subtypes:
                raise bad("enchant", "only an Aura has enchant (CR 303.4a)")
            try:
                sel(enchant)
            except ValueError as e:
                raise bad("enchant", str(e)) from None
        elif "Aura" in self.subtypes:
            raise bad("enchant", "an Aura needs enchant=<what it can enchant> (CR 303.4a)")
        self.sacrifice_creature = bool(sacrifice_creature)
        init_casting(self, bad, is_spell, kicker, multikicker, additional_cost,
                     dict(flashback=flashback, evoke=evoke, dash=dash, overload=overload,
                          madness=madness, foretell=foretell, spectacle=spectacle,
                          prowl=prowl, escape=escape, disturb=disturb, bestow=bestow,
                          alternative=alternative_cost),
                     cant_be_countered, entwine, escalate, buyback)
        self.cast_timing = cast_timing(self, bad, cast_only)  # CR 601.3
        self.opening_hand = bool(opening_hand)  # CR 103.6a
        if opening_hand and not any(
                f"If {who} is in your opening hand, you may begin the game with it on the "
                "battlefield." in oracle for who in ("this card", name)):
            raise bad("opening_hand", "the Oracle text has no 'If this card is in your opening hand, "
                                      "you may begin the game with it on the battlefield.' (CR 103.6a)")
        for ch in changes:  # CR 601.2f, 118.7
            if not isinstance(ch, CostChange):
                raise bad("cost_changes", f"{ch!r} is not a CostChange")
            probs = ch.problems()
            if probs:
                raise bad("cost_changes", f"{ch.text!r}: {probs[0]}")
            if "land" in self.types and not is_spell and ch.whose == "self":
                raise bad("cost_changes", "a land is not cast (CR 305.1)")
            if ch.whose != "self" and (is_spell or not self.types):
                raise bad("cost_changes", f"{ch.text!r}: only a permanent's static ability "
                                          "changes other spells' costs (CR 604.1)")
        if len(changes) > 8:
            raise bad("cost_changes", "at most 8 cost changes")
        self.cost_changes = tuple(changes)

        level_abilities, level_statics, level_reps = self._init_levels(bad, levels)
        abil = list(abilities) + level_abilities + kw_abilities + list(self.alt_abilities[0])
        self.back_face = back_face
        if back_face is not None:
            if not isinstance(back_face, Card):
                raise bad("back_face", "must be a Card (the back face, CR 712)")
            if back_face.back_face is not None:
                raise bad("back_face", "a back face has no back face of its own")
            if layout not in ("modal_dfc", "flip") and (back_face.mana_cost.mana_value or
                                          back_face.enchant is not None or back_face.spell):
                raise bad("back_face", "a back face cast transformed has no mana cost and no "
                                       "targets (an Aura's or a spell's) in this engine (CR 712)")
        if prototype is not None:  # CR 718.2: the inset frame's characteristics, as a face
            if layout not in (None, "prototype") or back_face is not None or adventure is not None or halves:
                raise bad("prototype", "a prototype card has no other faces (CR 718.1)")
            if "creature" not in self.types or not isinstance(prototype, tuple) or len(prototype) != 3:
                raise bad("prototype", "a creature's prototype is (mana cost, power, toughness) (CR 718.2)")
            try:
                adventure = Card(name=name, type_line=type_line, oracle=oracle, cost=prototype[0],
                                 power=prototype[1], toughness=prototype[2], keywords=keywords,
                                 abilities=abilities, replacements=replacements, statics=statics,
                                 levels=levels)
            except CardDefinitionError as e:
                raise bad("prototype", str(e)) from None
            layout = "prototype"
        self._init_faces(bad, layout, back_face, adventure, halves)
        if disturb is not None and (back_face is None or layout == "modal_dfc"):
            raise bad("disturb", "disturb casts a transforming double-faced card transformed "
                                 "(CR 702.146a): it needs back_face=Card(...)")
        if "battle" in self.types and "Siege" in self.subtypes:
            if back_face is None:
                raise bad("back_face", "a Siege needs its back face (CR 310.11b, 712): "
                                       "back_face=Card(...)")
            abil.append(_siege_trigger())
        # CR 305.6: basic land types grant their intrinsic mana ability (marked, so
        # the engine gives it exactly while the object has that land type).
        self.intrinsic = {}
        if "land" in self.types:
            for st in self.subtypes:
                c = BASIC_LAND_MANA.get(st.lower())
                if c and not any(isinstance(a, Activated) and _is_mana(a) and a.effects[0].mana == c
                                 for a in abil):
                    self.intrinsic[len(abil)] = COLORS.index(c)
                    abil.append(ManaAbility(c))
        for a in abil:
            if isinstance(a, Triggered):
                if not isinstance(a.on, On):
                    raise bad("abilities", f"triggered ability {a.text!r}: 'on' must be a trigger event")
                if not a.effects:
                    raise bad("abilities", f"ability {a.text!r} has no effect")
                _check_program(a.effects, bad, "abilities", "triggered ability")
                continue
            if not isinstance(a, Activated):
                raise bad("abilities", f"{a!r} is not an Activated or Triggered ability")
            try:
                parse_cost(a.cost, snow=True)
            except ValueError as e:
                raise bad("abilities", str(e)) from None
            if not a.effects:
                raise bad("abilities", f"ability {a.text!r} has no effect")
            _check_program(a.effects, bad, "abilities")
            if any(isinstance(e.amount, Amount) and e.amount.kind == "x" for e in a.effects) and \
                    parse_cost(a.cost, snow=True).x == 0 and not a.loyalty_x:  # CR 107.3a, 602.2b: X announced with the cost
                raise bad("abilities", f"ability {a.text!r}: Amount('x') needs {{X}} or [−X] in its cost")
            if any(e.op == "add_mana" for e in a.effects) and not _is_mana(a):
                raise bad("abilities", f"ability {a.text!r} mixes mana and other effects")
            if _is_mana(a) and len(mana_units(a.effects[0].mana, a.effects[0].amount)) > 4:
                raise bad("abilities", f"ability {a.text!r}: at most 4 mana per activation")
            if not isinstance(a.life, int) or a.life < 0:
                raise bad("abilities", f"ability {a.text!r}: life must be a non-negative int")
            if a.loyalty is not None:  # CR 606: loyalty abilities
                if _is_mana(a):
                    raise bad("abilities", f"ability {a.text!r}: a loyalty ability is not a mana "
                                           "ability (CR 605.1a); it can't add mana")
                if a.tap or a.sacrifice_self or a.life or a.sorcery:
                    raise bad("abilities", f"ability {a.text!r}: a loyalty ability's cost is its "
                                           "loyalty symbol only (CR 606.4)")
        self.abilities = tuple(abil)
        for r in replacements:
            if not isinstance(r, Replacement):
                raise bad("replacements", f"{r!r} is not a Replacement")
            if r.mode == "enter as copy" and (r.what is None or r.copy_problems()):
                raise bad("replacements", f"{r.text!r}: " + ("; ".join(r.copy_problems()) or
                                                            "what it may copy is missing"))
        self.replacements = tuple(replacements) + tuple(level_reps) + self.alt_abilities[2] + \
            tuple(kw_replacements)
        if "{X}" not in cost and any(r.mode == "enters with counters" and r.b == -2
                                     for r in self.replacements):
            raise bad("replacements", "'enters with X counters' needs {X} in its mana cost (107.3m)")
        if escape is None and any(r.mode == "escapes with counters" for r in self.replacements):
            raise bad("replacements", "'escapes with' needs escape=<its cost> (CR 702.138c)")
        # CR 702.33e, 607.2: a permanent's abilities linked to its multikicker.
        linked = any(isinstance(e.amount, Amount) and e.amount.kind == "times kicked"
                     for a in self.abilities for e in getattr(a, "effects", ()))
        linked |= any(r.mode == "enters with counters" and r.b == -1 for r in self.replacements)
        if linked and not getattr(self, 'multikicker', False):
            raise bad("abilities", "'for each time it was kicked' needs multikicker (CR 702.33e)")
        for st in statics:
            if not isinstance(st, Static):
                raise bad("statics", f"{st!r} is not a Static")
            probs = st.problems()
            if probs:
                raise bad("statics", probs[0])
        statics = tuple(statics) + tuple(level_statics) + self.alt_abilities[1]
        if len(statics) > 32:
            raise bad("statics", "at most 32 static abilities")
        self.statics = statics

        if colors is not None:  # color indicator (CR 204) or token colors
            if any(c not in COLORS for c in colors):
                raise bad("colors", f"unknown color in {colors!r}")
            self.colors = sum(1 << COLORS.index(c) for c in set(colors))
        else:
            self.colors = self.mana_cost.colors
        self.is_token = is_token

    def _init_levels(self, bad, levels) -> tuple:
        """Class level bars and level symbols (CR 716.2a, 711.2): their abilities in
        Oracle order, the static abilities (a level symbol's P/T and keywords, 711.2a)
        and replacements; ``self.gates``: per level, (condition, the abilities, statics
        and replacements it grants)."""
        self.gates = []
        abil, stats, reps = [], [], []
        for lv in levels:
            if not isinstance(lv, Level):
                raise bad("levels", f"{lv!r} is not a ClassLevel(...) or LevelSymbol(...)")
            if lv.kind == "class":
                if "instant" in self.types or "sorcery" in self.types:
                    raise bad("levels", "a class level bar belongs to a permanent (CR 716.2)")
                abil.append(ClassLevelAbility(lv))  # 716.2a: the activated ability, always
            elif lv.kind in ("solved", "to solve"):
                if "Case" not in self.subtypes:
                    raise bad("levels", "'To solve' and 'Solved' belong to a Case (CR 719.3)")
            elif "creature" not in self.types:
                raise bad("levels", "a level symbol belongs to a leveler creature (CR 711.1)")
            granted, flags = list(lv.abilities), []
            for k in lv.keywords:
                try:
                    kname, param = parse_keyword(k)
                except ValueError as e:
                    raise bad("levels", str(e)) from None
                if kname in KEYWORDS and (param is None or kname == "protection"):
                    flags.append(k)
                    continue
                try:
                    more = keyword_abilities(kname, param)
                except ValueError as e:
                    raise bad("levels", f"{k!r}: {e}") from None
                if not more:
                    raise bad("levels", f"{lv.text}: keyword {k!r} is not supported in a level")
                granted += more
            if lv.kind == "counters" or flags:
                ch = Change(add_keywords=tuple(flags), power=lv.power, toughness=lv.toughness)
                st = Static(f"{lv.text} {lv.power}/{lv.toughness}" if lv.power is not None else lv.text,
                            ch, condition=lv.condition)
                probs = st.problems()
                if probs:
                    raise bad("levels", probs[0])
                stats.append(st)
            for st in lv.statics:
                if not isinstance(st, Static):
                    raise bad("levels", f"{st!r} is not a Static")
                if st.condition is not None:
                    raise bad("levels", f"static {st.text!r}: a level's static ability with its own "
                                        "'as long as' condition is not supported")
            self.gates.append((lv.condition, tuple(granted), tuple(lv.statics), tuple(lv.replacements)))
            abil += granted
            stats += lv.statics
            reps += lv.replacements
        if len(self.gates) > 16:
            raise bad("levels", "at most 16 levels")
        return abil, stats, reps

    def _init_faces(self, bad, layout, back_face, adventure, halves) -> None:
        """The faces it may be cast or played as (CR 709, 712, 715)."""
        self.layout, self.faces = None, ()
        if adventure is not None and layout != "prototype":
            if layout not in (None, "adventure"):
                raise bad("adventure", "an adventurer's layout is 'adventure'")
            layout = "adventure"
        if halves:
            if layout not in (None, "split"):
                raise bad("halves", "a card with halves is a split card (use SplitCard)")
            layout = "split"
        if layout is None:
            return
        if layout not in LAYOUTS[1:]:
            raise bad("layout", f"unknown layout {layout!r} (known: {', '.join(LAYOUTS[1:])})")
        if layout == "modal_dfc":  # CR 712.3: a Magic card face on each side
            if back_face is None:
                raise bad("layout", "a modal double-faced card needs back_face=Card(...) (CR 712.3)")
            faces = (back_face,)
        elif layout == "flip":  # CR 710.1: the upside-down half, its characteristics once flipped
            if back_face is None:
                raise bad("layout", "a flip card needs back_face=Card(...): its flipped half (CR 710.1b)")
            if back_face.cost != self.cost:
                raise bad("back_face", "a flip card's mana cost doesn't change when it flips (CR 710.1c)")
            faces = ()
        elif layout == "prototype":  # CR 718.2: the card cast prototyped (built by __init__)
            faces = (adventure,)
        elif layout == "adventure":  # CR 715.2: the inset frame's alternative characteristics
            if not isinstance(adventure, Card):
                raise bad("adventure", "must be a Card: the Adventure (CR 715.2)")
            if "Adventure" not in adventure.subtypes or not adventure.spell:
                raise bad("adventure", "an Adventure is an instant or sorcery with the subtype "
                                       "Adventure (CR 715.2)")
            if "instant" in self.types or "sorcery" in self.types:
                raise bad("adventure", "only a permanent card has an Adventure here (CR 715)")
            faces = (adventure,)
        else:  # split (CR 709.1)
            faces = tuple(halves)
            if len(faces) != 2 or not all(isinstance(h, Card) for h in faces):
                raise bad("halves", "a split card has two halves, each a Card (CR 709.1)")
            if any(not h.spell for h in faces):
                raise bad("halves", "each half is an instant or sorcery with its effect (CR 709)")
        for f in faces:
            if f.faces or f.back_face is not None:
                raise bad("layout", f"face {f.name!r} can't have faces of its own")
        self.layout, self.faces = layout, faces

    def __repr__(self) -> str:
        return f"Card({self.name!r})"


def _siege_trigger() -> Triggered:
    """CR 310.11b: a Siege's intrinsic ability.  "The last defense counter is
    removed" is matched as defense counters removed leaving none."""
    return Triggered("When the last defense counter is removed from this permanent, exile it, "
                     "then you may cast it transformed without paying its mana cost.",
                     On("counter_removed", self_=True),
                     [Exile(subject="self"), *May(CastTransformed(subject="self"))],
                     condition=Condition("no counters on it", counter="defense"))


def _is_mana(a: Activated) -> bool:
    # CR 605.1a: no target, could add mana, not a loyalty ability.
    return len(a.effects) == 1 and a.effects[0].op == "add_mana"


def _token_type_line(t: Token) -> str:
    return f"{t.types} — {t.subtypes}" if t.subtypes else t.types


def SplitCard(left: Card, right: Card, fuse: bool = False) -> Card:
    """A split card (CR 709.1): two halves, each a :class:`Card` (an instant or
    sorcery with its own name, cost and effect).  A player chooses a half to cast
    (709.3); in every zone but the stack the card has both halves' characteristics
    combined (709.4): both names ("Wear // Tear"), the combined mana cost (so its
    colors and mana value, 709.4b) and each card type (709.4c).  ``fuse``: the
    card may also be cast from its owner's hand as both halves (702.102a), a fused
    split spell whose total cost is both halves' (702.102c) and whose effect is the
    left half's, then the right half's (702.102d)."""
    for h in (left, right):
        if not isinstance(h, Card):
            raise CardDefinitionError(f"split card: each half must be a Card, got {h!r}")
    types = [t for t in CARD_TYPES if t in left.types or t in right.types]
    supers = [t for t in SUPERTYPES if t in left.supertypes or t in right.supertypes]
    return Card(name=f"{left.name} // {right.name}", cost=left.cost + right.cost,
                type_line=" ".join(w.capitalize() for w in supers + types),
                oracle=f"{left.oracle}\n//\n{right.oracle}", halves=(left, right),
                spell=tuple(left.spell) + tuple(right.spell) if fuse else ())


def token_card(t: Token | Emblem) -> Card:
    """The definition of a token's characteristics as a card-like row (CR 111.3), or
    an emblem's: only its abilities (114.3)."""
    if isinstance(t, Emblem):
        return Card(name=t.name, type_line="Emblem", abilities=t.abilities, oracle=t.oracle)
    is_creature = "creature" in t.types.lower()
    return Card(name=t.name, type_line=_token_type_line(t),
                power=t.power if is_creature else None,
                toughness=t.toughness if is_creature else None, keywords=t.keywords,
                colors=t.colors, is_token=True, abilities=t.abilities,
                oracle=t.oracle or "\n".join(k.capitalize() for k in t.keywords))


# Compilation to the engine's blob format: mtgcore/cards/compiler.py (it reads the
# vocabulary above, so it is imported last).
from mtgcore.cards.compiler import MAGIC, compile_cards, compile_cards_full  # noqa: E402,F401
