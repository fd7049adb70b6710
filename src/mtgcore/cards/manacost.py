"""Mana costs (CR 107.4, 202): parsing ``{2}{W/U}{G/P}`` into the engine's ManaCost."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgcore.cards.selectors import COLORS
from mtgcore.cards.validate import MAX_NUMBER


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
    snow: int = 0                     # number of {S} (CR 107.4h; activation costs only)

    @property
    def mana_value(self) -> int:
        """CR 202.3 (X counts as 0 outside the stack; {2/W} counts 2, 202.3f)."""
        return (self.generic + sum(self.colored) + self.colorless + self.snow +
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


#: The most {X} symbols, {C} symbols and generic mana one cost may have (the engine's
#: ManaCost; CR 107.3, 107.4).
MAX_X, MAX_COLORLESS, MAX_GENERIC = 3, 1000, 1_000_000


def _number(value, fieldname: str, lo: int, bad) -> int:
    """A whole number of a card's characteristics in ``[lo, MAX_NUMBER]`` (never a
    bool, a float or a numeric string), or ``bad(fieldname, why)`` raised."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad(fieldname, f"{fieldname} must be a whole number, not {type(value).__name__} {value!r}")
    if not lo <= value <= MAX_NUMBER:
        raise bad(fieldname, f"{fieldname} {value:,} is out of range ({lo:,} to {MAX_NUMBER:,}, CR 107.1)")
    return value


#: Hybrid-symbol flags (CR 107.4e-f), as the engine's ManaCost::hybrid.
HYBRID_TWO, HYBRID_PHYREXIAN = 1 << 5, 1 << 6
MAX_HYBRID = 5  # different hybrid symbols in one cost (each may repeat)


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


def parse_cost(text: str, where: str = "cost", snow: bool = False) -> ManaCost:
    """Parse ``{3}{W}{W}`` style mana costs, with hybrid ``{W/U}``, ``{2/W}`` and
    Phyrexian ``{W/P}`` symbols (CR 107.4), and with ``snow=True`` the snow symbol
    ``{S}`` (107.4h: activation costs).  Raises ``ValueError`` on junk."""
    if text is None or text == "":
        return ManaCost()
    pos = 0
    generic = colorless = x = n_snow = 0
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
        elif sym == "S" and snow:
            n_snow += 1
        elif _hybrid_symbol(sym) is not None:
            hybrid.append(_hybrid_symbol(sym))
        else:
            raise ValueError(f"{where}: unsupported mana symbol {{{sym}}} in {text!r}")
    if pos != len(text):
        raise ValueError(f"{where}: unexpected text {text[pos:]!r} in {text!r}")
    if len(set(hybrid)) > MAX_HYBRID or len(hybrid) > 64:
        raise ValueError(f"{where}: at most {MAX_HYBRID} different hybrid symbols in {text!r}")
    if x > MAX_X:
        raise ValueError(f"{where}: at most {MAX_X} {{X}} symbols, not {x}, in {text!r}"[:300])
    if colorless > MAX_COLORLESS or max(colored) > MAX_COLORLESS or n_snow > MAX_COLORLESS:
        raise ValueError(f"{where}: more than {MAX_COLORLESS} mana symbols of one kind in {text!r}"[:300])
    if generic > MAX_GENERIC:
        raise ValueError(f"{where}: generic mana {generic} is more than {MAX_GENERIC:,} in {text!r}"[:300])
    return ManaCost(generic, tuple(colored), colorless, x, text, tuple(hybrid), n_snow)
