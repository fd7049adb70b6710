"""Keyword abilities (CR 702) that stand for activated, triggered or static abilities,
as data on the shared mechanisms: each entry of :data:`KEYWORD_ABILITIES` turns a
keyword's parameter into the abilities it represents (the DSL's
``keyword_abilities`` reads this table first).

- Crew N (702.122a): "Tap any number of other untapped creatures you control with
  total power N or greater: This permanent becomes an artifact creature until end of
  turn."  The cost is :class:`Activated`'s ``tap_power``; the effect a layer-4 type
  change with a duration (613.1d, 611.2a).
"""

from __future__ import annotations

from mtgcore.cards.abilities import Activated
from mtgcore.cards.statics import ApplyEffect, Change


def crew(n) -> list:
    """CR 702.122a: the crew ability of a Vehicle."""
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 100:
        raise ValueError(f"crew needs a total power from 1 to 100, got {n!r}")
    return [Activated(f"Crew {n}", [ApplyEffect(Change(add_types=("artifact", "creature")),
                                                subject="self")], tap_power=n)]


def disguise(_cost) -> list:
    """CR 702.168a: face down, the permanent has ward {2}: an ability the card has only
    while face down (the engine turns it on with the face-down values, 708.2)."""
    from mtgcore.cards.abilities import keyword_abilities
    return keyword_abilities("ward", 2)


#: Keyword name -> the abilities it stands for, from its parameter.
KEYWORD_ABILITIES = {"crew": crew, "disguise": disguise}
#: Their spellings in a Card's ``keywords`` (for :data:`mtgcore.cards.dsl.ALL_KEYWORDS`).
KEYWORD_SPELLINGS = ("crew N",)
