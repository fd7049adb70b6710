"""Cards whose names begin with S."""

from mtgcore.cards.dsl import Card, DealDamage, GainLife

CARDS = [
    Card(
        name="Savannah Lions",
        cost="{W}",
        type_line="Creature — Cat",
        oracle="",
        power=2,
        toughness=1,
    ),
    Card(
        name="Serra Angel",
        cost="{3}{W}{W}",
        type_line="Creature — Angel",
        oracle="Flying, vigilance",
        power=4,
        toughness=4,
        keywords=["flying", "vigilance"],
    ),
    Card(
        name="Shock",
        cost="{R}",
        type_line="Instant",
        oracle="Shock deals 2 damage to any target.",
        spell=[DealDamage(2, target="any")],
    ),
    Card(
        name="Silvercoat Lion",
        cost="{1}{W}",
        type_line="Creature — Cat",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Skyhunter Patrol",
        cost="{2}{W}{W}",
        type_line="Creature — Cat Knight",
        oracle=("Flying, first strike (This creature can't be blocked except by "
                "creatures with flying or reach, and it deals combat damage before "
                "creatures without first strike.)"),
        power=2,
        toughness=3,
        keywords=["flying", "first strike"],
    ),
    Card(
        name="Sorin's Thirst",
        cost="{B}{B}",
        type_line="Instant",
        oracle="Sorin's Thirst deals 2 damage to target creature and you gain 2 life.",
        spell=[DealDamage(2, target="creature"), GainLife(2)],
    ),
    Card(
        name="Steadfast Guard",
        cost="{W}{W}",
        type_line="Creature — Human Rebel",
        oracle="Vigilance (Attacking doesn't cause this creature to tap.)",
        power=2,
        toughness=2,
        keywords=["vigilance"],
    ),
    Card(
        name="Storm Crow",
        cost="{1}{U}",
        type_line="Creature — Bird",
        oracle=("Flying (This creature can't be blocked except by creatures with flying "
                "or reach.)"),
        power=1,
        toughness=2,
        keywords=["flying"],
    ),
    Card(
        name="Suntail Hawk",
        cost="{W}",
        type_line="Creature — Bird",
        oracle="Flying",
        power=1,
        toughness=1,
        keywords=["flying"],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {B}." (added by the DSL).
    Card(
        name="Swamp",
        type_line="Basic Land — Swamp",
        oracle="({T}: Add {B}.)",
    ),
]
