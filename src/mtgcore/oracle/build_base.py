"""Shared pieces of the Oracle compiler's meanings (see :mod:`mtgcore.oracle.build`)."""

from __future__ import annotations

import dataclasses

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10,
            "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
            "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class Unsupported(Exception):
    """A sentence the compiler reads but the engine (or the compiler) has no mechanism for."""

    def __init__(self, mechanism: str):
        super().__init__(mechanism)
        self.mechanism = mechanism


@dataclasses.dataclass
class Part:
    """One line's contribution to a card."""

    kind: str            # "keywords", "ability", "static", "replacement", "field", "spell", "modal"
    value: object = None
    name: str = ""       # for "field": the Card argument


def _num(tok) -> int:
    s = str(tok)
    if s.isdigit():
        return int(s)
    if s in _NUMBERS:
        return _NUMBERS[s]
    if s == "x":
        raise Unsupported("an amount X")
    raise Unsupported(f"the number {s!r}")


def _mana(tok) -> str:
    return str(tok).upper()
