"""Keyword actions (CR 701) as effect programs: each is a short list of the engine's
instructions (or one instruction) with the rules it implements named -- cascade's
and discover's exile-until (702.85a, 701.57a), proliferate (701.34), explore (701.44),
monstrosity (701.37), bolster (701.39), adapt (701.46), populate (701.36) and transform
(701.27).
Imported into the card DSL (:mod:`mtgcore.cards.dsl`)."""

from __future__ import annotations

from mtgcore.cards.effects import (CastCard, Choose, Condition, CreateTokenCopy, Effect, If,
                                   PutCounters, _mk)
from mtgcore.cards.selectors import Sel


def ExileUntil(mana_value=None, or_less: bool = False) -> Effect:
    """"Exile cards from the top of your library until you exile a nonland card whose
    mana value is less than N" (cascade 702.85a: ``mana_value=None``, N is the mana
    value of this spell) / "... with mana value N or less" (``or_less=True``: discover
    701.57a).  "It" is that card (none if the library ran out); :func:`BottomExiled`
    puts the cards exiled this way back."""
    if mana_value is not None and (not isinstance(mana_value, int) or mana_value < 0):
        raise ValueError(f"ExileUntil: mana value must be a number >= 0, got {mana_value!r}")
    return Effect("exile_until", amount=0 if mana_value is None else mana_value,
                  a=int(or_less), b=int(mana_value is None))


def BottomExiled(to_hand: bool = False) -> Effect:
    """"Put the exiled cards on the bottom of your library in a random order" (after
    :func:`ExileUntil`: those still in exile); ``to_hand``: first "it", if it wasn't
    cast, is put into your hand (discover 701.57a)."""
    return Effect("bottom_exiled", a=int(to_hand))


def Discover(n: int) -> tuple:
    """"Discover N" (CR 701.57a): exile cards from the top of your library until you
    exile a nonland card with mana value N or less; you may cast it without paying its
    mana cost; if you don't, put it into your hand; the rest go on the bottom in a
    random order."""
    return (ExileUntil(n, or_less=True), CastCard(subject="it"), BottomExiled(to_hand=True))


def Proliferate() -> Effect:
    """"Proliferate." (CR 701.34a): choose any number of permanents and/or players with
    counters; each gets another counter of each kind already there."""
    return Effect("proliferate")


def Explore(subject="self") -> Effect:
    """"<It> explores." (CR 701.44a): reveal the top card of your library; a land goes
    into your hand; otherwise put a +1/+1 counter on the exploring permanent, then you
    may put the card into your graveyard."""
    return _mk("explore", None, subject)


def Monstrosity(n: int) -> Effect:
    """"Monstrosity N." (CR 701.37a): if this permanent isn't monstrous, put N +1/+1
    counters on it and it becomes monstrous (triggering "When ~ becomes monstrous")."""
    if not isinstance(n, int) or n < 0:
        raise ValueError(f"Monstrosity needs a number >= 0, got {n!r}")
    return Effect("monstrosity", subject="self", amount=n)


def Bolster(n: int) -> Effect:
    """"Bolster N." (CR 701.39a): choose a creature with the least toughness among
    creatures you control (its controller picks among ties) and put N +1/+1 counters on
    it."""
    if not isinstance(n, int) or n < 0:
        raise ValueError(f"Bolster needs a number >= 0, got {n!r}")
    return Effect("bolster", amount=n)


def Adapt(n: int) -> tuple:
    """"Adapt N." (CR 701.46a): if this permanent has no +1/+1 counters on it, put N
    +1/+1 counters on it."""
    return If(Condition("no counters on self", counter="+1/+1"), PutCounters("+1/+1", n, subject="self"))


def Populate() -> tuple:
    """"Populate." (CR 701.36a): choose a creature token you control and create a token
    that's a copy of it (none if you control no creature tokens, 701.36b)."""
    return (Choose(Sel(types=("creature",), controller="you", token=True,
                       text="creature token you control"), 1),
            CreateTokenCopy(subject="chosen"))


def Flip(target=None, subject="self") -> Effect:
    """"Flip <subject>." (CR 710.2): a permanent represented by an unflipped flip card
    (``Card(layout="flip", back_face=...)``) has its alternative characteristics from now
    on (710.4: until it leaves the battlefield); any other permanent doesn't flip."""
    return _mk("flip", target, subject)


def Transform(target=None, subject="self") -> Effect:
    """"Transform <subject>." (CR 701.27a): a permanent represented by a transforming
    double-faced card turns over to its other face and stays the same object (712.18);
    any other permanent doesn't transform (701.27c, 712.9)."""
    return _mk("transform", target, subject)


__all__ = [n for n in dir() if n[0].isupper() and not n.startswith("_") and n not in (
    "CastCard", "Choose", "Condition", "CreateTokenCopy", "Effect", "If", "PutCounters", "Sel")]
