"""Cards whose names begin with W."""

from mtgcore.cards.dsl import Card

CARDS = [
    Card(
        name="Walking Corpse",
        cost="{1}{B}",
        type_line="Creature — Zombie",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Wall of Air",
        cost="{1}{U}{U}",
        type_line="Creature — Wall",
        oracle=("Defender, flying (This creature can't attack, and it can block "
                "creatures with flying.)"),
        power=1,
        toughness=5,
        keywords=["defender", "flying"],
    ),
    Card(
        name="Wall of Stone",
        cost="{1}{R}{R}",
        type_line="Creature — Wall",
        oracle="Defender (This creature can't attack.)",
        power=0,
        toughness=8,
        keywords=["defender"],
    ),
    Card(
        name="Wind Drake",
        cost="{2}{U}",
        type_line="Creature — Drake",
        oracle="Flying",
        power=2,
        toughness=2,
        keywords=["flying"],
    ),
]
