"""Cards whose names begin with A."""

from mtgcore.cards.dsl import Card, GainLife

CARDS = [
    Card(
        name="Air Elemental",
        cost="{3}{U}{U}",
        type_line="Creature — Elemental",
        oracle="Flying",
        power=4,
        toughness=4,
        keywords=["flying"],
    ),
    Card(
        name="Angel's Mercy",
        cost="{2}{W}{W}",
        type_line="Instant",
        oracle="You gain 7 life.",
        spell=[GainLife(7)],
    ),
    Card(
        name="Azure Drake",
        cost="{3}{U}",
        type_line="Creature — Drake",
        oracle="Flying",
        power=2,
        toughness=4,
        keywords=["flying"],
    ),
]
