"""Cards whose names begin with H."""

from mtgcore.cards.dsl import Card

CARDS = [
    Card(
        name="Hill Giant",
        cost="{3}{R}",
        type_line="Creature — Giant",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Horned Turtle",
        cost="{2}{U}",
        type_line="Creature — Turtle",
        oracle="",
        power=1,
        toughness=4,
    ),
    Card(
        name="Hulking Goblin",
        cost="{1}{R}",
        type_line="Creature — Goblin",
        oracle="This creature can't block.",
        power=2,
        toughness=2,
        keywords=["can't block"],
    ),
]
