"""Cards whose names begin with A."""

from mtgcore.cards.dsl import Card, GainLife, Pump

CARDS = [
    Card(
        name="Agony Warp",
        cost="{U}{B}",
        type_line="Instant",
        oracle=("Target creature gets -3/-0 until end of turn.\n"
                "Target creature gets -0/-3 until end of turn."),
        spell=[Pump(-3, 0, target="creature"), Pump(0, -3, target="creature")],
    ),
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
