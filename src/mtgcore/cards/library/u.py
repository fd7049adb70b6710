"""Cards whose names begin with U."""

from mtgcore.cards.dsl import Card, ReturnToHand

CARDS = [
    Card(
        name="Ulamog's Crusher",
        cost="{8}",
        type_line="Creature — Eldrazi",
        oracle=("Annihilator 2 (Whenever this creature attacks, defending player sacrifices two "
                "permanents.)\nThis creature attacks each combat if able."),
        power=8,
        toughness=8,
        keywords=["annihilator 2", "attacks each combat if able"],
    ),
    Card(
        name="Unsummon",
        cost="{U}",
        type_line="Instant",
        oracle="Return target creature to its owner's hand.",
        spell=[ReturnToHand(target="creature")],
    ),
]
