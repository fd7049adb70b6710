"""Coins and dice (CR 705, 706) as effects drawn from the game's seeded generator.

``FlipCoin()`` then ``If(WonFlip(), ...)`` / ``If(LostFlip(), ...)``: "Flip a coin. If
you win the flip, ... If you lose the flip, ..." (705.2: the flipping player calls it;
the call and a fair coin are independent, so the flip is won with probability 1/2).
``RollDie(20)`` then a results table's rows ``If(RollResult(1, 9), ...)`` (706.3a:
"1—9 | [effect]" means "If the result was in this range, [effect]"); the result is
``Amount("roll result")`` ("equal to the result").  Imported into the card DSL
(:mod:`mtgcore.cards.dsl`)."""

from __future__ import annotations

from mtgcore.cards.effects import Condition, Effect


def FlipCoin() -> Effect:
    """"Flip a coin." (CR 705): its controller flips; win or lose is kept for the
    effect's later "if you win / lose the flip"."""
    return Effect("flip_coin", subject="you")


def RollDie(sides: int, modifier: int = 0) -> Effect:
    """"Roll a d<sides>." (CR 706.1a); ``modifier`` is added to the natural result
    (706.2).  "Whenever you roll one or more dice" triggers (``OnRollDice``)."""
    if not isinstance(sides, int) or isinstance(sides, bool) or not 1 <= sides <= 1000:
        raise ValueError(f"a die has 1-1000 sides (CR 706.1a), got {sides!r}")
    if not isinstance(modifier, int) or not -1000 <= modifier <= 1000:
        raise ValueError(f"a die roll's modifier is -1000..1000 (CR 706.2), got {modifier!r}")
    return Effect("roll_die", subject="you", a=sides, b=modifier)


def WonFlip() -> Condition:
    """"If you win the flip" (CR 705.2)."""
    return Condition("won the flip")


def LostFlip() -> Condition:
    """"If you lose the flip" (CR 705.2)."""
    return Condition("lost the flip")


def RollResult(lo: int, hi: int | None = None) -> Condition:
    """A results table's row (CR 706.3a): "N1—N2" (``RollResult(1, 9)``), "N"
    (``RollResult(20, 20)``), "N+" (``RollResult(15)``)."""
    return Condition("roll result", n=lo, most=hi)


__all__ = ["FlipCoin", "RollDie", "WonFlip", "LostFlip", "RollResult"]
