"""Cards whose names begin with U."""

from mtgcore.cards.dsl import Card, ReturnToHand

CARDS = [
    Card(
        name="Unsummon",
        cost="{U}",
        type_line="Instant",
        oracle="Return target creature to its owner's hand.",
        spell=[ReturnToHand(target="creature")],
    ),
]
