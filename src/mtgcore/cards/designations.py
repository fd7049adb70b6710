"""Designations a player can have (CR 724 the monarch), as card data.

A designation's inherent triggered abilities are the abilities of an emblem-like
object in the command zone controlled by the player who has the designation (CR
114.4: such abilities function there); the designation moves by changing who controls
that object, never by a rule of the engine loop.  Imported into the card DSL
(:mod:`mtgcore.cards.dsl`)."""

from __future__ import annotations

from mtgcore.cards.abilities import OnCombatDamageToPlayer, OnStep, Triggered
from mtgcore.cards.effects import DrawCards, Effect, Emblem, _mk
from mtgcore.cards.selectors import Sel

#: CR 724.2: the monarch's inherent triggered abilities, in the rules' words.
MONARCH_TEXT = ("At the beginning of the monarch's end step, that player draws a card.",
                "Whenever a creature deals combat damage to the monarch, its controller "
                "becomes the monarch.")


def BecomeMonarch(subject="you", target=None, _designation=True) -> Effect:
    """"You become the monarch." (CR 724.3): only one player is the monarch; as a
    player becomes it, the current monarch ceases to be.  The first time, the
    designation is made (724.1: there is no monarch until an effect makes one).
    ``subject``: who becomes it ("you", "it controller", ...)."""
    return _mk("become_monarch", target, subject, default="you",
               token=MONARCH if _designation else None)


#: The monarch designation (CR 724): its object in the command zone, controlled by the
#: monarch, with the two inherent triggered abilities of 724.2.  They are controlled
#: by the monarch (so "you" is the monarch); the second one moves the designation it
#: belongs to (``token=None``: the ability's own source).
MONARCH = Emblem(
    source="the monarch",
    oracle="\n".join(MONARCH_TEXT),
    abilities=(
        Triggered(MONARCH_TEXT[0], OnStep("end_step", player="you"), [DrawCards(1)]),
        Triggered(MONARCH_TEXT[1],
                  OnCombatDamageToPlayer(Sel(types=("creature",), text="creature"), player="you"),
                  [BecomeMonarch(subject="it controller", _designation=False)]),
    ),
)

__all__ = ["BecomeMonarch", "MONARCH", "MONARCH_TEXT"]
