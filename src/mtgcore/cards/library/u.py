"""Cards whose names begin with U."""

from mtgcore.cards.dsl import (Card, ReturnToHand)

CARDS = [
    Card(
        name="Underground Sea",
        type_line="Land — Island Swamp",
        oracle="({T}: Add {U} or {B}.)",
    ),
    Card(
        name="Unsummon",
        cost="{U}",
        type_line="Instant",
        oracle="Return target creature to its owner's hand.",
        spell=[ReturnToHand(target="creature")],
    ),
]
