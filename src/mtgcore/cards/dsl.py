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
import struct
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from mtgcore.errors import CardDefinitionError

from mtgcore.cards.abilities import *  # noqa: F401,F403  (the DSL vocabulary)
from mtgcore.cards.abilities import (ATTACK_TAX_TEXT, ATTACK_UNLESS_TEXT, EVENTS, LIMIT_TEXT,
                                     REPLACEMENT_MODES,
                                     TRIGGER_KEYWORDS, ZONE_IDS,
                                     Activated, ManaAbility, On, Replacement, Triggered,
                                     keyword_abilities, parse_keyword)
from mtgcore.cards.effects import *  # noqa: F401,F403
from mtgcore.cards.effects import mana_units
from mtgcore.cards.effects import (AMOUNT_KINDS, CONDITIONS, COUNTERS, OBJECT_OPS, OPCODES, STEP_IDS, _flatten,
                                   PLAYER_OPS, SUBJECTS, Amount, BadSel, Condition, Effect, Token)
from mtgcore.cards.selectors import (CARD_TYPES, COLOR_WORDS, COLORS, KEYWORDS, PHRASES, _kw_words,
                                     SUPERTYPES, Sel, sel)
from mtgcore.cards.statics import *  # noqa: F401,F403
from mtgcore.cards.statics import Change, Static, subtype_kind

#: Target phrases (kept for callers that list them; any Sel works as a target).
TARGET_KINDS = tuple(sorted(PHRASES))
#: Ability kinds.
ABILITY_SPELL, ABILITY_ACTIVATED, ABILITY_MANA, ABILITY_TRIGGERED, ABILITY_STATIC = 0, 1, 2, 3, 4
#: Sacrifice costs: none, this permanent, a creature (chosen on casting).
SAC_NONE, SAC_SELF, SAC_CREATURE = 0, 1, 2
#: Keyword abilities a card may list: engine flags, parameterized ones, and
#: keywords that are triggered abilities (expanded to data).
#: Static abilities about how many creatures it can block (CR 509.1a), card data.
_EXTRA_BLOCKS = {"can block an additional creature each combat": 1,
                 "can block any number of creatures": -1}
#: A block requirement on the attacker (CR 509.1c), card data.
_LURE = "all creatures able to block this creature do so"
#: A blocking restriction on the attacker (CR 509.1b), card data.
_MAX_ONE = "can't be blocked by more than one creature"
_CARD_DATA_FLAGS = ("attack tax", "attack limit", "block limit", "attack condition")  # set by the phrases below
ALL_KEYWORDS = tuple(k for k in KEYWORDS
                     if k not in ("protection", "ward", "toxic", "landwalk") + _CARD_DATA_FLAGS) + (
    "protection from <quality>", "ward {N}", "toxic N", "afterlife N",
    "<land type>walk", "nonbasic landwalk", "ninjutsu {cost}", "morph {cost}") + tuple(_EXTRA_BLOCKS) + (_LURE, _MAX_ONE) + (
    ATTACK_TAX_TEXT, LIMIT_TEXT, ATTACK_UNLESS_TEXT) + TRIGGER_KEYWORDS

#: CR 305.6: each basic land type has an intrinsic "{T}: Add [mana]." ability.
BASIC_LAND_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R",
                   "forest": "G"}

_SYMBOL = re.compile(r"\{([^}]*)\}")


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost such as ``{2}{G}{G}``."""

    generic: int = 0
    colored: tuple = (0, 0, 0, 0, 0)  # W U B R G
    colorless: int = 0                # {C}
    x: int = 0                        # number of {X}
    text: str = ""
    hybrid: tuple = ()                # hybrid symbols: color mask | HYBRID_TWO | HYBRID_PHYREXIAN

    @property
    def mana_value(self) -> int:
        """CR 202.3 (X counts as 0 outside the stack; {2/W} counts 2, 202.3f)."""
        return (self.generic + sum(self.colored) + self.colorless +
                sum(2 if h & HYBRID_TWO else 1 for h in self.hybrid))

    @property
    def colors(self) -> int:
        """CR 105.2 / 202.2: an object's colors are those of its mana symbols
        (hybrid and Phyrexian symbols included, 202.2d-e)."""
        bits = 0
        for i, n in enumerate(self.colored):
            if n:
                bits |= 1 << i
        for h in self.hybrid:
            bits |= h & 0x1F
        return bits


#: Hybrid-symbol flags (CR 107.4e-f), as the engine's ManaCost::hybrid.
HYBRID_TWO, HYBRID_PHYREXIAN = 1 << 5, 1 << 6
MAX_HYBRID = 6


def _hybrid_symbol(sym: str):
    """{W/U} {2/W} {W/P} {W/U/P} -> the engine's mask, or None (CR 107.4e-f)."""
    parts = sym.split("/")
    phyrexian = len(parts) >= 2 and parts[-1] == "P"
    if phyrexian:
        parts = parts[:-1]
    is_color = [len(x) == 1 and x in COLORS for x in parts]
    if len(parts) == 1 and phyrexian and is_color[0]:
        return (1 << COLORS.index(parts[0])) | HYBRID_PHYREXIAN
    if len(parts) != 2:
        return None
    if parts[0] == "2" and is_color[1] and not phyrexian:
        return HYBRID_TWO | (1 << COLORS.index(parts[1]))
    if all(is_color) and parts[0] != parts[1]:
        mask = (1 << COLORS.index(parts[0])) | (1 << COLORS.index(parts[1]))
        return mask | (HYBRID_PHYREXIAN if phyrexian else 0)
    return None


def parse_cost(text: str, where: str = "cost") -> ManaCost:
    """Parse ``{3}{W}{W}`` style mana costs, with hybrid ``{W/U}``, ``{2/W}`` and
    Phyrexian ``{W/P}`` symbols (CR 107.4).  Raises ``ValueError`` on junk."""
    if text is None or text == "":
        return ManaCost()
    pos = 0
    generic = colorless = x = 0
    colored = [0] * 5
    hybrid = []
    for m in _SYMBOL.finditer(text):
        if m.start() != pos:
            raise ValueError(f"{where}: unexpected text {text[pos:m.start()]!r} in {text!r}")
        pos = m.end()
        sym = m.group(1).upper()
        if sym.isdigit():
            generic += int(sym)
        elif sym in COLORS and len(sym) == 1:
            colored[COLORS.index(sym)] += 1
        elif sym == "C":
            colorless += 1
        elif sym == "X":
            x += 1
        elif _hybrid_symbol(sym) is not None:
            hybrid.append(_hybrid_symbol(sym))
        else:
            raise ValueError(f"{where}: unsupported mana symbol {{{sym}}} in {text!r}")
    if pos != len(text):
        raise ValueError(f"{where}: unexpected text {text[pos:]!r} in {text!r}")
    if len(hybrid) > MAX_HYBRID:
        raise ValueError(f"{where}: at most {MAX_HYBRID} hybrid symbols in {text!r}")
    return ManaCost(generic, tuple(colored), colorless, x, text, tuple(hybrid))


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------

_TYPE_DASH = re.compile(r"\s+[—-]\s+")
_PROTECTION = {"everything": 1 << 5, "creatures": 1 << 6, "the chosen color": 1 << 7}


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
    enchant:
        An Aura's "Enchant <what>" (CR 702.5a): a selector phrase such as
        ``"creature"``.  The Aura spell targets what it can enchant (303.4a) and the
        Aura enters attached to that target (303.4f).
    """

    __slots__ = ("name", "cost", "mana_cost", "type_line", "oracle", "power", "toughness",
                 "loyalty", "keywords", "spell", "abilities", "types", "supertypes",
                 "subtypes", "colors", "sacrifice_creature", "is_token", "replacements",
                 "protection", "ward", "toxic", "flags", "statics", "intrinsic", "landwalk",
                 "extra_blocks", "lure", "ninjutsu", "max_one_blocker", "enchant", "attack_tax",
                 "attack_limit", "block_limit", "attack_unless", "defense", "back_face", "morph")

    def __init__(self, name: str, type_line: str, oracle: str = "", cost: str = "",
                 power: int | None = None, toughness: int | None = None,
                 loyalty: int | None = None, keywords: Sequence[str] = (),
                 spell: Sequence = (), abilities: Sequence = (),
                 replacements: Sequence[Replacement] = (),
                 sacrifice_creature: bool = False, colors: str | None = None,
                 is_token: bool = False, statics: Sequence[Static] = (),
                 enchant: str | None = None, defense: int | None = None,
                 back_face: "Card | None" = None):
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
        self.supertypes = tuple(w for w in words if w in SUPERTYPES)
        self.types = tuple(w for w in words if w in CARD_TYPES)
        unknown = [w for w in words if w not in SUPERTYPES and w not in CARD_TYPES]
        if unknown:
            raise bad("type_line", f"unknown type or supertype {unknown[0]!r} in {type_line!r}")
        if not self.types:
            raise bad("type_line", f"no card type in {type_line!r}")
        self.subtypes = tuple(parts[1].split()) if len(parts) > 1 else ()

        is_creature = "creature" in self.types
        if is_creature and (power is None or toughness is None):
            raise bad("power", "a creature needs power and toughness")
        if not is_creature and (power is not None or toughness is not None):
            raise bad("power", "only creatures have power and toughness")
        self.power = power if power is not None else 0
        self.toughness = toughness if toughness is not None else 0
        if "planeswalker" in self.types and loyalty is None:
            raise bad("loyalty", "a planeswalker needs loyalty")
        self.loyalty = loyalty if loyalty is not None else 0
        if "planeswalker" not in self.types and loyalty is not None:
            raise bad("loyalty", "only planeswalkers have loyalty (CR 306.5)")
        if not isinstance(self.loyalty, int) or isinstance(self.loyalty, bool) or self.loyalty < 0:
            raise bad("loyalty", f"loyalty must be a number >= 0, got {loyalty!r}")
        if "battle" in self.types and defense is None:
            raise bad("defense", "a battle needs defense (CR 310.4a)")
        if "battle" not in self.types and defense is not None:
            raise bad("defense", "only battles have defense (CR 310.4)")
        self.defense = defense if defense is not None else 0
        if not isinstance(self.defense, int) or isinstance(self.defense, bool) or self.defense < 0:
            raise bad("defense", f"defense must be a number >= 0, got {defense!r}")

        # Keywords: engine flags, parameters, and keyword triggers (CR 702).
        flags, kw_abilities = [], []
        self.protection, self.ward, self.toxic = 0, 0, 0
        self.landwalk = None  # a land subtype name or "nonbasic" (CR 702.14)
        self.extra_blocks = 0  # CR 509.1a: additional creatures it can block (-1: any number)
        self.lure = False  # CR 509.1c: "All creatures able to block this creature do so."
        self.ninjutsu = None  # CR 702.49a: its ninjutsu mana cost
        self.morph = None  # CR 702.37a: its morph cost
        self.max_one_blocker = False  # CR 509.1b
        self.attack_tax = None  # CR 508.1h: the cost per creature attacking its controller
        self.attack_limit = self.block_limit = 0  # CR 508.1c, 509.1b: 0 for none
        self.attack_unless = None  # CR 508.1c: the subtype the defending player must control
        for k in keywords:
            try:
                kname, param = parse_keyword(k)
            except ValueError as e:
                raise bad("keywords", str(e)) from None
            if kname in ("ward", "toxic", "afterlife") and param is None:
                raise bad("keywords", f"{kname} needs its parameter (e.g. 'ward {{2}}', 'toxic 1')")
            if kname == "protection":
                if param in _PROTECTION:
                    self.protection |= _PROTECTION[param]
                elif param in COLOR_WORDS:
                    self.protection |= 1 << COLOR_WORDS.index(param)
                else:
                    raise bad("keywords", f"unknown protection quality {param!r}")
                flags.append("protection")
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
            elif kname == "morph":  # CR 702.37a
                try:
                    parse_cost(param)
                except ValueError as e:
                    raise bad("keywords", f"morph: {e}") from None
                self.morph = param
            elif kname == "attack tax":
                try:
                    tax = parse_cost(param)
                except ValueError as e:
                    raise bad("keywords", f"attack tax: {e}") from None
                if tax.x or tax.hybrid:
                    raise bad("keywords", "attack tax: {X} and hybrid symbols are not supported")
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
            elif kname in TRIGGER_KEYWORDS or kname == "afterlife":
                pass
            else:
                raise bad("keywords", f"unknown keyword {k!r} (known: {', '.join(ALL_KEYWORDS)})")
            kw_abilities += keyword_abilities(kname, param)
        self.keywords = tuple(keywords)
        self.flags = tuple(dict.fromkeys(flags))

        is_spell = "instant" in self.types or "sorcery" in self.types
        self.spell = tuple(_flatten(spell))
        if self.spell and not is_spell:
            raise bad("spell", "only instants and sorceries have a spell effect program")
        if is_spell and not self.spell:
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

        abil = list(abilities) + kw_abilities
        self.back_face = back_face
        if back_face is not None:
            if not isinstance(back_face, Card):
                raise bad("back_face", "must be a Card (the back face, CR 712)")
            if back_face.back_face is not None:
                raise bad("back_face", "a back face has no back face of its own")
            if back_face.mana_cost.mana_value or back_face.enchant is not None or back_face.spell:
                raise bad("back_face", "a back face cast transformed has no mana cost and no "
                                       "targets (an Aura's or a spell's) in this engine (CR 712)")
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
                _check_program(a.effects, bad, "abilities")
                continue
            if not isinstance(a, Activated):
                raise bad("abilities", f"{a!r} is not an Activated or Triggered ability")
            try:
                parse_cost(a.cost)
            except ValueError as e:
                raise bad("abilities", str(e)) from None
            if not a.effects:
                raise bad("abilities", f"ability {a.text!r} has no effect")
            _check_program(a.effects, bad, "abilities")
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
        self.replacements = tuple(replacements)
        for st in statics:
            if not isinstance(st, Static):
                raise bad("statics", f"{st!r} is not a Static")
            probs = st.problems()
            if probs:
                raise bad("statics", probs[0])
        if len(statics) > 32:
            raise bad("statics", "at most 32 static abilities")
        self.statics = tuple(statics)

        if colors is not None:  # color indicator (CR 204) or token colors
            if any(c not in COLORS for c in colors):
                raise bad("colors", f"unknown color in {colors!r}")
            self.colors = sum(1 << COLORS.index(c) for c in set(colors))
        else:
            self.colors = self.mana_cost.colors
        self.is_token = is_token

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


def _check_program(effects, bad, fieldname: str) -> None:
    """Rejects a program the engine could not execute (naming the effect)."""
    ntargets = 0
    for i, e in enumerate(effects):
        if not isinstance(e, Effect):
            raise bad(fieldname, f"{e!r} is not an effect")
        where = f"effect {i + 1} ({e.op})"
        if e.op not in OPCODES:
            raise bad(fieldname, f"unknown effect {e.op!r}")
        for what in ("target", "each"):
            if isinstance(getattr(e, what), BadSel):
                raise bad(fieldname, f"{where}: unknown {what} {getattr(e, what).text!r}; use a "
                                     f"Sel(...) or one of: {', '.join(sorted(PHRASES))}")
        subj = e.subject
        if subj.startswith("target:") or subj.startswith("target controller:"):
            try:
                n = int(subj.rsplit(":", 1)[1])
            except ValueError:
                raise bad(fieldname, f"{where}: bad subject {subj!r}") from None
            if not 0 <= n < ntargets:
                raise bad(fieldname, f"{where}: {subj!r} names target {n}, but only "
                                     f"{ntargets} target(s) come before it")
            subj = subj.split(":")[0]
        if subj not in SUBJECTS:
            raise bad(fieldname, f"{where}: unknown subject {e.subject!r} (known: {', '.join(SUBJECTS)})")
        if e.target is not None:
            ntargets += 1
        if e.target2 is not None:
            ntargets += 1
        if ntargets > 4:
            raise bad(fieldname, "at most 4 targets")
        amt = e.amount
        if isinstance(amt, int) and e.op in ("deal_damage", "draw", "gain_life", "lose_life",
                                             "create_tokens", "mill", "discard", "put_counters",
                                             "manifest",
                                             "remove_counters", "prevent_damage", "poison") and amt < 0:
            raise bad(fieldname, f"{e.op} needs a non-negative amount, got {amt}")
        if not isinstance(amt, (int, Amount)) or isinstance(amt, bool):
            raise bad(fieldname, f"{where}: amount must be an int or an Amount")
        needs_subject = e.op in OBJECT_OPS or e.op == "deal_damage"
        if needs_subject and subj == "none" and e.op != "pump":
            raise bad(fieldname, f"{where}: {e.op} needs a target or a subject (target=..., "
                                 "subject=..., or each=...)")
        players_only = (e.target is not None and e.target.players == "only") or \
            subj in ("you", "each player", "each opponent", "event player", "it controller",
                     "target controller") or (subj == "each" and e.each is not None and
                                             e.each.players == "only")
        if e.op in OBJECT_OPS and players_only:
            raise bad(fieldname, f"{where}: {e.op} affects objects, not players")
        objects_only = (e.target is not None and e.target.players == "none") or \
            subj in ("self", "it", "chosen", "created", "event source")
        if e.op in PLAYER_OPS and objects_only:
            raise bad(fieldname, f"{where}: {e.op} affects players, not objects")
        if e.op == "create_tokens" and not isinstance(e.token, Token):
            raise bad(fieldname, "create_tokens needs a Token")
        if e.op == "add_mana":
            try:
                mana_units(e.mana or "", 1)
            except ValueError as err:
                raise bad(fieldname, f"{where}: {err}") from None
            if fieldname == "spell" and (len(e.mana) != 1 or e.mana not in COLORS + "C"):
                raise bad(fieldname, f"{where}: a spell adds mana of one kind (W U B R G C)")
        for k in e.keywords:
            if k not in KEYWORDS or k in _CARD_DATA_FLAGS:
                raise bad(fieldname, f"unknown keyword {k!r} (known: {', '.join(KEYWORDS)})")
        if e.keywords and e.op != "pump":
            raise bad(fieldname, f"{e.op} cannot grant keywords")
        if e.op == "apply_effect":
            if not isinstance(e.change, Change):
                raise bad(fieldname, f"{where}: apply_effect needs a Change")
            probs = e.change.problems()
            if probs:
                raise bad(fieldname, f"{where}: {probs[0]}")
            if e.change.pt_amount not in ("fixed", "mana value"):
                raise bad(fieldname, f"{where}: an effect of a resolving spell locks in its "
                                     f"numbers (611.2d); pt_amount {e.change.pt_amount!r} is "
                                     "only for static abilities")
        if e.op == "create_token_copy" and e.change is not None:
            probs = e.change.copy_problems() if isinstance(e.change, Change) else ["not a Change"]
            if probs:
                raise bad(fieldname, f"{where}: copy exception: {probs[0]}")
        if e.counter is not None and e.counter not in COUNTERS:
            raise bad(fieldname, f"unknown counter kind {e.counter!r} (known: {', '.join(COUNTERS)})")
        if e.op in ("put_counters", "remove_counters") and e.counter is None:
            raise bad(fieldname, f"{e.op} needs a counter kind")
        if e.op in ("may", "if") and i + e.a >= len(effects) + 0 and e.a > len(effects) - i - 1:
            raise bad(fieldname, f"{where}: skips past the end of the program")
        if e.op in ("delayed_trigger", "reflexive_trigger"):
            if not e.then:
                raise bad(fieldname, f"{where}: needs the effects of the trigger")
            _check_program(e.then, bad, fieldname)
        if e.op == "fight" and e.target is None:
            raise bad(fieldname, f"{where}: fight needs a target")


def _token_type_line(t: Token) -> str:
    return f"{t.types} — {t.subtypes}" if t.subtypes else t.types


def token_card(t: Token) -> Card:
    """The definition of a token's characteristics as a card-like row (CR 111.3)."""
    is_creature = "creature" in t.types.lower()
    return Card(name=t.name, type_line=_token_type_line(t),
                power=t.power if is_creature else None,
                toughness=t.toughness if is_creature else None, keywords=t.keywords,
                colors=t.colors, is_token=True, abilities=t.abilities,
                oracle=t.oracle or "\n".join(k.capitalize() for k in t.keywords))


# ---------------------------------------------------------------------------
# Compilation to the engine's blob format (parsed by CardDb::Load in C++)
# ---------------------------------------------------------------------------

MAGIC = b"MTGDB\x03"


class _Writer:
    def __init__(self) -> None:
        self.parts: list[bytes] = []

    def i(self, *vals: int) -> None:
        # Bit sets (words of keyword sets) fill all 32 bits: written as their two's complement.
        vals = [v - (1 << 32) if (1 << 31) <= v < (1 << 32) else v for v in vals]
        self.parts.append(struct.pack(f"<{len(vals)}i", *vals))

    def s(self, text: str) -> None:
        b = text.encode("utf-8")
        self.i(len(b))
        self.parts.append(b)

    def cost(self, c: ManaCost) -> None:
        self.i(c.generic, *c.colored, c.colorless, c.x)


def _bits(words: Iterable[str], vocab: Sequence[str]) -> int:
    return sum(1 << vocab.index(w) for w in set(words))


class _Compiler:
    """Interns selectors and subtypes, and lays out programs and abilities."""

    def __init__(self, rows):
        self.rows = rows
        self.subtypes: dict[str, int] = {}
        self.sels: dict[tuple, int] = {}
        self.sel_texts: list[str] = []
        self.tokens: dict[Token, int] = {}
        self.changes: dict = {}   # per card: (Change, cda) -> index
        self.subtype_kinds: dict[int, int] = {}

    def change(self, ch, cda: bool = False) -> int:
        return self.changes.setdefault((ch, cda), len(self.changes))

    def subtype(self, name: str) -> int:
        return self.subtypes.setdefault(name, len(self.subtypes))

    def sel(self, s: Sel | None) -> int:
        if s is None:
            return -1
        rec = s.record(self.subtype)
        if rec not in self.sels:
            self.sels[rec] = len(self.sels)
            self.sel_texts.append(s.describe())
        return self.sels[rec]

    def cond(self, c: Condition | None) -> tuple:
        if c is None:
            return (0, -1, 0)
        n = COUNTERS.index(c.counter) if c.kind == "no counters on it" and c.counter else c.n
        return (CONDITIONS.index(c.kind), self.sel(None if c.of is None else sel(c.of)), n)

    def program(self, effects, extra: list) -> tuple[list, list]:
        """(target selector ids, instruction records); nested trigger programs
        are appended to ``extra`` as hidden abilities (their index is filled in)."""
        targets, instrs = [], []
        for e in effects:
            subj = e.subject
            subj_i = 0
            if e.target is not None:
                subj_i = len(targets)
                targets.append(self.sel(e.target))
                if e.target2 is not None:
                    targets.append(self.sel(e.target2))
                if subj == "none":
                    subj = "target"
            elif ":" in subj:
                subj, n = subj.split(":")
                subj_i = int(n)
            amt = e.amount
            if isinstance(amt, Amount):
                akind, aval = AMOUNT_KINDS.index(amt.kind), amt.times
                asel = self.sel(None if amt.of is None else sel(amt.of))
            else:
                akind, aval, asel = 0, amt, -1
            c, kw = e.c, 0
            if e.op == "create_tokens":
                c = self.tokens[e.token]
            elif e.op == "add_mana":  # one kind, else 6: the ability's mana units say
                c = (COLORS + "C").index(e.mana) if len(e.mana) == 1 and e.mana != "any" else 6
            elif e.op == "pump":
                kw = _bits(e.keywords, KEYWORDS)
            elif e.op in ("put_counters", "remove_counters"):
                c = COUNTERS.index(e.counter)
            elif e.op in ("delayed_trigger", "reflexive_trigger"):
                c = len(extra)  # fixed up by the caller
                extra.append((e.then_text, e.then))
            elif e.op == "apply_effect":
                c = self.change(e.change)
            elif e.op == "create_token_copy":  # its exceptions (707.9b), or -1
                c = -1 if e.change is None else self.change(e.change)
            instrs.append([OPCODES.index(e.op), SUBJECTS.index(subj), subj_i, akind, aval,
                           self.sel(e.each), asel, e.a, e.b, c, *self.cond(e.cond), *_kw_words(kw)])
        return targets, instrs


def _trigger_record(comp: _Compiler, t: Triggered | None) -> tuple:
    if t is None:
        return (0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, -1, 0)
    on = t.on
    rel = {"any": 0, "you": 1, "opponent": 2}[on.player]
    step = STEP_IDS[on.step] if on.step else 0
    return (EVENTS.index(on.event), ZONE_IDS[on.from_zone], ZONE_IDS[on.to_zone], int(on.self_),
            comp.sel(on.what), rel, int(on.combat), int(on.to_player), int(on.by_self), step,
            int(on.noncreature), *comp.cond(t.condition))


def compile_cards_full(cards: Sequence[Card]):
    """Compile card definitions (plus the tokens they create) to the engine blob.

    Returns ``(blob, ids, selector_texts)``: ``ids`` maps each card name to its
    ``def_id``; ``selector_texts[i]`` describes the engine's selector ``i``.
    """
    rows: list[Card] = list(cards)
    ids: dict[str, int] = {}
    for i, c in enumerate(rows):
        if c.name in ids:
            raise CardDefinitionError(f"card {c.name!r}: defined twice")
        ids[c.name] = i
    comp = _Compiler(rows)

    def walk(effects):
        for e in effects:
            yield e
            yield from walk(e.then)

    # Tokens become extra rows, one per distinct token definition.
    k = 0
    back_rows: dict[int, int] = {}  # card row -> its back face's row (CR 712)
    while k < len(rows):
        c = rows[k]
        if c.back_face is not None:
            if c.back_face.name in ids or any(r.name == c.back_face.name for r in rows):
                raise CardDefinitionError(f"card {c.name!r}: back face {c.back_face.name!r} "
                                          "is defined twice")
            back_rows[k] = len(rows)
            rows.append(c.back_face)
        progs = [c.spell] + [ab.effects for ab in c.abilities]
        for prog in progs:
            for e in walk(prog):
                if e.token is not None and e.token not in comp.tokens:
                    comp.tokens[e.token] = len(rows)
                    rows.append(token_card(e.token))
        k += 1

    body = _Writer()
    body.i(len(rows))
    for row, c in enumerate(rows):
        comp.changes = {}
        body.s(c.name)
        body.cost(c.mana_cost)
        body.i(_bits(c.types, CARD_TYPES), _bits(c.supertypes, SUPERTYPES), c.colors,
               c.power, c.toughness, c.loyalty, *_kw_words(_bits(c.flags, KEYWORDS)), int(c.is_token),
               c.protection, c.ward, c.toxic)
        body.i(len(c.subtypes), *[comp.subtype(st) for st in c.subtypes])
        body.s(c.oracle)
        abilities = []  # (kind, text, cost, tap, sac, effects, trigger, extras)
        no_extras = ((), 0)  # (mana units, life cost)
        intrinsic = []  # per compiled ability: basic land type color (305.6) or -1
        sorcery = []    # per compiled ability: activate only as a sorcery (602.5d)
        loyal = []      # per compiled ability: (loyalty ability, loyalty cost) (606)
        if c.spell:
            abilities.append((ABILITY_SPELL, c.oracle, ManaCost(), False,
                              SAC_CREATURE if c.sacrifice_creature else SAC_NONE, c.spell, None,
                              no_extras))
            intrinsic.append(-1)
            sorcery.append(0)
            loyal.append((0, 0))
        elif c.enchant is not None:
            # CR 303.4a: an Aura spell targets what its enchant ability allows; the
            # target is where it enters attached (303.4f, the engine's resolution).
            abilities.append((ABILITY_SPELL, f"Enchant {c.enchant}", ManaCost(), False, SAC_NONE,
                              [Attach(target=c.enchant)], None, no_extras))
            intrinsic.append(-1)
            sorcery.append(0)
            loyal.append((0, 0))
        for ai, a in enumerate(c.abilities):
            intrinsic.append(c.intrinsic.get(ai, -1))
            sorcery.append(int(getattr(a, "sorcery", False)))
            lc = getattr(a, "loyalty", None)
            loyal.append((0, 0) if lc is None else (1, lc))
            if isinstance(a, Triggered):
                abilities.append((ABILITY_TRIGGERED, a.text, ManaCost(), False, SAC_NONE,
                                  a.effects, a, no_extras))
            else:
                kind = ABILITY_MANA if _is_mana(a) else ABILITY_ACTIVATED
                units = mana_units(a.effects[0].mana, a.effects[0].amount) if kind == ABILITY_MANA else ()
                abilities.append((kind, a.text, parse_cost(a.cost), a.tap,
                                  SAC_SELF if a.sacrifice_self else SAC_NONE, a.effects, None,
                                  (tuple(units), a.life)))
        ninjutsu = -1
        if c.ninjutsu is not None:  # CR 702.49a: "put this card onto the battlefield from
            # your hand tapped and attacking" (costs paid by the engine's ninjutsu action)
            ninjutsu = len(abilities)
            abilities.append((ABILITY_STATIC, f"Ninjutsu {c.ninjutsu}", ManaCost(), False, SAC_NONE,
                              [PutOntoBattlefield(subject="self", tapped=True, attacking=True)],
                              None, no_extras))
        compiled, extra = [], []
        for kind, text, cost, tap, sac, effects, trig, extras in abilities:
            targets, instrs = comp.program(effects, extra)
            compiled.append((kind, text, cost, tap, sac, targets, instrs, trig, extras))
        # Hidden abilities: the programs of delayed and reflexive triggers.
        base = len(compiled)
        j = 0
        while j < len(extra):
            text, effects = extra[j]
            targets, instrs = comp.program(effects, extra)
            compiled.append((ABILITY_STATIC, text, ManaCost(), False, SAC_NONE, targets, instrs, None,
                             no_extras))
            j += 1
        for rec in compiled:
            for ins in rec[6]:
                if ins[0] in (OPCODES.index("delayed_trigger"), OPCODES.index("reflexive_trigger")):
                    ins[9] += base
        intrinsic += [-1] * (len(compiled) - len(intrinsic))
        sorcery += [0] * (len(compiled) - len(sorcery))
        loyal += [(0, 0)] * (len(compiled) - len(loyal))
        body.i(len(compiled))
        for ai, (kind, text, cost, tap, sac, targets, instrs, trig, (units, life)) in enumerate(compiled):
            body.i(kind)
            body.s(text)
            body.cost(cost)
            body.i(int(tap), sac)
            body.i(len(targets), *targets)
            body.i(len(instrs))
            for ins in instrs:
                body.i(*ins)
            body.i(*_trigger_record(comp, trig))
            body.i(-1)
            body.i(intrinsic[ai])
            body.i(sorcery[ai])
            body.i(len(units), *units)   # appended: mana added, life paid, hybrid costs
            body.i(life)
            body.i(len(cost.hybrid), *cost.hybrid)
            body.i(*loyal[ai])           # appended: loyalty ability, its loyalty cost (606)
        body.i(len(c.replacements))
        for r in c.replacements:
            rel = {"any": 0, "you": 1, "opponent": 2}[r.player]
            a = r.a
            if r.mode == "enter as copy":  # 707.9b: `a` indexes the exceptions' change
                a = -1 if r.change is None else comp.change(r.change, False)
            body.i(EVENTS.index(r.event), ZONE_IDS[r.from_zone], ZONE_IDS[r.to_zone], int(r.self_),
                   comp.sel(r.what), rel, int(r.combat), int(r.self_replacement),
                   REPLACEMENT_MODES.index(r.mode), a, r.b)
            body.s(r.text)
        # Continuous effects (CR 611-613): subtype kinds, changes, static abilities.
        static_changes = [comp.change(st.change, st.cda) for st in c.statics]
        named = list(c.subtypes)
        for ch, _cda in comp.changes:
            named += [s for s in ch.subtypes_named() if s not in named]
        body.i(len(named))
        for s in named:
            body.i(comp.subtype(s), subtype_kind(s, c.types))
        body.i(len(comp.changes))
        for (ch, cda), _i in sorted(comp.changes.items(), key=lambda kv: kv[1]):
            body.i(*ch.record(comp, cda))
        body.i(len(c.statics))
        for st, ci in zip(c.statics, static_changes):
            affects = AFFECTS.index(st.affects) if st.affects in ("self", "attached") else 1
            body.i(ci, affects, comp.sel(sel(st.affects)) if affects == 1 else -1, int(st.cda),
                   *comp.cond(st.condition))
            body.s(st.text)
        if c.landwalk is None:
            body.i(-1)
        else:  # CR 702.14: a land type (an interned subtype), or -2 for nonbasic
            body.i(-2 if c.landwalk == "nonbasic" else comp.subtype(c.landwalk))
        body.i(c.extra_blocks)
        body.i(int(c.lure))
        body.i(ninjutsu)
        body.cost(parse_cost(c.ninjutsu) if c.ninjutsu is not None else ManaCost())
        body.i(int(c.max_one_blocker))
        body.i(len(c.mana_cost.hybrid), *c.mana_cost.hybrid)  # appended: hybrid symbols
        body.cost(parse_cost(c.attack_tax) if c.attack_tax else ManaCost())  # appended (508.1h)
        body.i(c.attack_limit, c.block_limit)  # appended (508.1c, 509.1b)
        body.i(-1 if c.attack_unless is None else  # appended (508.1c), seen from the defender
               comp.sel(Sel(subtype=c.attack_unless, controller="you")))
        body.i(c.defense)  # appended: a battle's printed defense (310.4a)
        body.i(back_rows.get(row, -1))  # appended: its back face's row (712), or -1
        body.i(int(c.morph is not None))  # appended: morph (702.37a) and its cost
        body.cost(parse_cost(c.morph) if c.morph is not None else ManaCost())

    head = _Writer()
    head.parts.append(MAGIC)
    names = sorted(comp.subtypes, key=comp.subtypes.get)
    head.i(len(names))
    for n in names:
        head.s(n)
    head.i(len(comp.sels))
    for rec in sorted(comp.sels, key=comp.sels.get):
        head.i(*rec)
    return b"".join(head.parts + body.parts), ids, comp.sel_texts


def compile_cards(cards: Sequence[Card]) -> tuple[bytes, dict[str, int]]:
    """Compile card definitions (plus the tokens they create) to the engine blob.

    Returns ``(blob, ids)`` where ``ids`` maps each card name to its ``def_id``.
    """
    blob, ids, _ = compile_cards_full(cards)
    return blob, ids
