"""Cards whose names begin with U."""

from mtgcore.cards.dsl import (Card, Change, ReturnToHand, Static)

CARDS = [
    Card(
        name="Unsummon",
        cost="{U}",
        type_line="Instant",
        oracle="Return target creature to its owner's hand.",
        spell=[ReturnToHand(target="creature")],
    ),
    Card(
        name="Urborg, Tomb of Yawgmoth",
        type_line="Legendary Land",
        oracle="Each land is a Swamp in addition to its other land types.",
        statics=[Static("Each land is a Swamp in addition to its other land types.",
                        Change(add_subtypes=["Swamp"]), affects="land")],  # 305.6: {T}: Add {B}
    ),
]
