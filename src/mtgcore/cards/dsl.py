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

# ---------------------------------------------------------------------------
# Vocabulary shared with the C++ engine (cpp/engine/card_db.h).  The order of
# each list is the numeric value used in the compiled blob: never reorder.
# ---------------------------------------------------------------------------

#: CR 300.1 card types, in the rules' own order.
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant",
              "kindred", "land", "planeswalker", "sorcery")
#: CR 205.4a supertypes.
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")
#: Colors (CR 105.1) in WUBRG order.
COLORS = "WUBRG"
COLOR_WORDS = ("white", "blue", "black", "red", "green")
#: Keyword abilities and keyword-like static flags the engine implements.
KEYWORDS = ("flying", "reach", "first strike", "double strike", "trample",
            "deathtouch", "lifelink", "vigilance", "haste", "defender",
            "can't block", "flash", "indestructible")
#: Target kinds.  "any" is CR 115.4 (creature, player, planeswalker or battle).
TARGET_KINDS = ("any", "creature", "player", "player or planeswalker")
#: Ability kinds.
ABILITY_SPELL, ABILITY_ACTIVATED, ABILITY_MANA = 0, 1, 2
#: Effect opcodes.
OPCODES = ("deal_damage", "destroy", "draw", "gain_life", "lose_life", "pump",
           "create_tokens", "add_mana", "regenerate")
#: Sacrifice costs: none, this permanent, a creature (chosen on casting).
SAC_NONE, SAC_SELF, SAC_CREATURE = 0, 1, 2

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

    @property
    def mana_value(self) -> int:
        """CR 202.3 (X counts as 0 outside the stack)."""
        return self.generic + sum(self.colored) + self.colorless

    @property
    def colors(self) -> int:
        """CR 105.2 / 202.2: an object's colors are those of its mana symbols."""
        bits = 0
        for i, n in enumerate(self.colored):
            if n:
                bits |= 1 << i
        return bits


def parse_cost(text: str, where: str = "cost") -> ManaCost:
    """Parse ``{3}{W}{W}`` style mana costs.  Raises ``ValueError`` on junk."""
    if text is None or text == "":
        return ManaCost()
    pos = 0
    generic = colorless = x = 0
    colored = [0] * 5
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
        else:
            raise ValueError(f"{where}: unsupported mana symbol {{{sym}}} in {text!r}")
    if pos != len(text):
        raise ValueError(f"{where}: unexpected text {text[pos:]!r} in {text!r}")
    return ManaCost(generic, tuple(colored), colorless, x, text)


# ---------------------------------------------------------------------------
# Effects (one C++ opcode each)
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Effect:
    """One instruction of an effect program.  Use the named constructors."""

    op: str
    target: str | None = None   # a TARGET_KINDS entry: this effect takes a new target
    a: int = 0
    b: int = 0
    token: "Token | None" = None
    mana: str | None = None
    keywords: tuple = ()        # keywords granted (layer 6), for pump


def DealDamage(amount: int, target: str = "any") -> Effect:
    """"~ deals N damage to target ..." (CR 120)."""
    return Effect("deal_damage", target=target, a=amount)


def Destroy(target: str = "creature") -> Effect:
    """"Destroy target creature." (CR 701.8)"""
    return Effect("destroy", target=target)


def DrawCards(amount: int) -> Effect:
    """"(You) draw N cards." (CR 121)"""
    return Effect("draw", a=amount)


def GainLife(amount: int) -> Effect:
    """"You gain N life." (CR 119.3)"""
    return Effect("gain_life", a=amount)


def LoseLife(amount: int) -> Effect:
    """"You lose N life." (CR 119.3)"""
    return Effect("lose_life", a=amount)


def Pump(power: int, toughness: int, target: str = "creature", keywords: Sequence[str] = ()) -> Effect:
    """"Target creature gets +X/+Y [and gains <keywords>] until end of turn."

    P/T in layer 7c (CR 613.4c), granted keywords in layer 6 (CR 613.1f).
    """
    return Effect("pump", target=target, a=power, b=toughness, keywords=tuple(keywords))


def CreateTokens(count: int, token: "Token") -> Effect:
    """"Create N <P/T> <color> <subtype> creature tokens." (CR 111)"""
    return Effect("create_tokens", a=count, token=token)


def AddMana(color: str) -> Effect:
    """"Add {G}." -- a mana ability's effect (CR 106, 605)."""
    return Effect("add_mana", mana=color)


def Regenerate() -> Effect:
    """"Regenerate this creature." (CR 701.19) -- a regeneration shield."""
    return Effect("regenerate")


@dataclass(frozen=True)
class Token:
    """A creature token's characteristics (CR 111.3).  Name per CR 111.4."""

    subtypes: str
    colors: str
    power: int
    toughness: int
    keywords: tuple = ()

    @property
    def name(self) -> str:
        return f"{self.subtypes} Token"


@dataclass(frozen=True)
class Activated:
    """An activated ability ``cost: effect`` (CR 602).  ``text`` is its Oracle text."""

    text: str
    effects: tuple
    cost: str = ""
    tap: bool = False
    sacrifice_self: bool = False

    def __init__(self, text, effects, cost="", tap=False, sacrifice_self=False):
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "effects", tuple(effects))
        object.__setattr__(self, "cost", cost)
        object.__setattr__(self, "tap", tap)
        object.__setattr__(self, "sacrifice_self", sacrifice_self)


def ManaAbility(color: str, text: str | None = None) -> Activated:
    """"{T}: Add {C}." -- a mana ability (CR 605.1a)."""
    return Activated(text or f"{{T}}: Add {{{color}}}.", [AddMana(color)], tap=True)


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------

_TYPE_DASH = re.compile(r"\s+[—-]\s+")


class Card:
    """One card's Oracle characteristics and abilities.

    Parameters
    ----------
    name, cost, type_line, oracle:
        Exactly as in the Oracle reference (``type_line`` uses the long dash ``—``).
    power, toughness, loyalty:
        Printed values, for creatures / planeswalkers.
    keywords:
        Lowercase keyword abilities from :data:`KEYWORDS` (``"flying"``, ...).
    spell:
        The effect program of an instant or sorcery.
    abilities:
        Activated and mana abilities, in Oracle order.
    sacrifice_creature:
        ``True`` for "As an additional cost to cast this spell, sacrifice a creature."
    """

    __slots__ = ("name", "cost", "mana_cost", "type_line", "oracle", "power", "toughness",
                 "loyalty", "keywords", "spell", "abilities", "types", "supertypes",
                 "subtypes", "colors", "sacrifice_creature", "is_token")

    def __init__(self, name: str, type_line: str, oracle: str = "", cost: str = "",
                 power: int | None = None, toughness: int | None = None,
                 loyalty: int | None = None, keywords: Sequence[str] = (),
                 spell: Sequence[Effect] = (), abilities: Sequence[Activated] = (),
                 sacrifice_creature: bool = False, colors: str | None = None,
                 is_token: bool = False):
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

        kws = []
        for k in keywords:
            if k not in KEYWORDS:
                raise bad("keywords", f"unknown keyword {k!r} (known: {', '.join(KEYWORDS)})")
            kws.append(k)
        self.keywords = tuple(kws)

        is_spell = "instant" in self.types or "sorcery" in self.types
        self.spell = tuple(spell)
        if self.spell and not is_spell:
            raise bad("spell", "only instants and sorceries have a spell effect program")
        if is_spell and not self.spell:
            raise bad("spell", "an instant or sorcery needs a spell effect program")
        for e in self.spell:
            _check_effect(e, bad, "spell")
        self.sacrifice_creature = bool(sacrifice_creature)

        abil = list(abilities)
        # CR 305.6: basic land types grant their intrinsic mana ability.
        if "land" in self.types:
            for st in self.subtypes:
                c = BASIC_LAND_MANA.get(st.lower())
                if c and not any(_is_mana(a) and a.effects[0].mana == c for a in abil):
                    abil.append(ManaAbility(c))
        for a in abil:
            if not isinstance(a, Activated):
                raise bad("abilities", f"{a!r} is not an Activated ability")
            try:
                parse_cost(a.cost)
            except ValueError as e:
                raise bad("abilities", str(e)) from None
            if not a.effects:
                raise bad("abilities", f"ability {a.text!r} has no effect")
            for e in a.effects:
                _check_effect(e, bad, "abilities")
            if any(e.op == "add_mana" for e in a.effects) and not _is_mana(a):
                raise bad("abilities", f"ability {a.text!r} mixes mana and other effects")
        self.abilities = tuple(abil)

        if colors is not None:  # color indicator (CR 204) or token colors
            if any(c not in COLORS for c in colors):
                raise bad("colors", f"unknown color in {colors!r}")
            self.colors = sum(1 << COLORS.index(c) for c in set(colors))
        else:
            self.colors = self.mana_cost.colors
        self.is_token = is_token

    def __repr__(self) -> str:
        return f"Card({self.name!r})"


def _is_mana(a: Activated) -> bool:
    # CR 605.1a: no target, could add mana, not a loyalty ability.
    return len(a.effects) == 1 and a.effects[0].op == "add_mana"


def _check_effect(e: Effect, bad, fieldname: str) -> None:
    if not isinstance(e, Effect):
        raise bad(fieldname, f"{e!r} is not an effect")
    if e.op not in OPCODES:
        raise bad(fieldname, f"unknown effect {e.op!r}")
    if e.target is not None and e.target not in TARGET_KINDS:
        raise bad(fieldname, f"unknown target kind {e.target!r} (known: {', '.join(TARGET_KINDS)})")
    if e.op in ("deal_damage", "draw", "gain_life", "lose_life", "create_tokens") and e.a < 0:
        raise bad(fieldname, f"{e.op} needs a non-negative amount, got {e.a}")
    if e.op == "create_tokens" and not isinstance(e.token, Token):
        raise bad(fieldname, "create_tokens needs a Token")
    if e.op == "add_mana" and (e.mana is None or e.mana not in COLORS + "C"):
        raise bad(fieldname, f"add_mana needs one of W U B R G C, got {e.mana!r}")
    for k in e.keywords:
        if k not in KEYWORDS:
            raise bad(fieldname, f"unknown keyword {k!r} (known: {', '.join(KEYWORDS)})")
    if e.keywords and e.op != "pump":
        raise bad(fieldname, f"{e.op} cannot grant keywords")
    if e.op == "destroy" and e.target is None:
        raise bad(fieldname, "destroy needs a target")


def token_card(t: Token) -> Card:
    """The definition of a token's characteristics as a card-like row (CR 111.3)."""
    return Card(name=t.name, type_line=f"Creature — {t.subtypes}", power=t.power,
                toughness=t.toughness, keywords=t.keywords, colors=t.colors, is_token=True,
                oracle="\n".join(k.capitalize() for k in t.keywords))


# ---------------------------------------------------------------------------
# Compilation to the engine's blob format (parsed by CardDb::Load in C++)
# ---------------------------------------------------------------------------

MAGIC = b"MTGDB\x01"


class _Writer:
    def __init__(self) -> None:
        self.parts: list[bytes] = [MAGIC]

    def i(self, *vals: int) -> None:
        self.parts.append(struct.pack(f"<{len(vals)}i", *vals))

    def s(self, text: str) -> None:
        b = text.encode("utf-8")
        self.i(len(b))
        self.parts.append(b)

    def cost(self, c: ManaCost) -> None:
        self.i(c.generic, *c.colored, c.colorless, c.x)


def _bits(words: Iterable[str], vocab: Sequence[str]) -> int:
    return sum(1 << vocab.index(w) for w in set(words))


def compile_cards(cards: Sequence[Card]) -> tuple[bytes, dict[str, int]]:
    """Compile card definitions (plus the tokens they create) to the engine blob.

    Returns ``(blob, ids)`` where ``ids`` maps each card name to its ``def_id``.
    """
    rows: list[Card] = list(cards)
    ids: dict[str, int] = {}
    for i, c in enumerate(rows):
        if c.name in ids:
            raise CardDefinitionError(f"card {c.name!r}: defined twice")
        ids[c.name] = i
    # Tokens become extra rows, one per distinct token definition.
    tokens: dict[Token, int] = {}
    for c in list(rows):
        for a in [c.spell] + [ab.effects for ab in c.abilities]:
            for e in a:
                if e.token is not None and e.token not in tokens:
                    tokens[e.token] = len(rows)
                    rows.append(token_card(e.token))

    w = _Writer()
    w.i(len(rows))
    for c in rows:
        w.s(c.name)
        w.cost(c.mana_cost)
        w.i(_bits(c.types, CARD_TYPES), _bits(c.supertypes, SUPERTYPES), c.colors,
            c.power, c.toughness, c.loyalty, _bits(c.keywords, KEYWORDS), int(c.is_token))
        w.i(len(c.subtypes))
        for st in c.subtypes:
            w.s(st)
        w.s(c.oracle)
        abilities = []
        if c.spell:
            abilities.append((ABILITY_SPELL, c.oracle, ManaCost(), False,
                              SAC_CREATURE if c.sacrifice_creature else SAC_NONE, c.spell))
        for a in c.abilities:
            kind = ABILITY_MANA if _is_mana(a) else ABILITY_ACTIVATED
            abilities.append((kind, a.text, parse_cost(a.cost), a.tap,
                              SAC_SELF if a.sacrifice_self else SAC_NONE, a.effects))
        w.i(len(abilities))
        for kind, text, cost, tap, sac, effects in abilities:
            w.i(kind)
            w.s(text)
            w.cost(cost)
            w.i(int(tap), sac)
            targets = [e.target for e in effects if e.target is not None]
            w.i(len(targets), *[TARGET_KINDS.index(t) for t in targets])
            w.i(len(effects))
            ti = 0
            for e in effects:
                tgt = -1
                if e.target is not None:
                    tgt, ti = ti, ti + 1
                c_arg = -1
                if e.token is not None:
                    c_arg = tokens[e.token]
                elif e.mana is not None:
                    c_arg = (COLORS + "C").index(e.mana)
                elif e.op == "pump":
                    c_arg = _bits(e.keywords, KEYWORDS)
                w.i(OPCODES.index(e.op), tgt, e.a, e.b, c_arg)
    return b"".join(w.parts), ids
