"""Cards whose names begin with M."""

from mtgcore.cards.dsl import Activated, Card, DealDamage, Destroy

CARDS = [
    Card(
        name="Mahamoti Djinn",
        cost="{4}{U}{U}",
        type_line="Creature — Djinn",
        oracle=("Flying (This creature can't be blocked except by creatures with flying "
                "or reach.)"),
        power=5,
        toughness=6,
        keywords=["flying"],
    ),
    Card(
        name="Mogg Fanatic",
        cost="{R}",
        type_line="Creature — Goblin",
        oracle="Sacrifice this creature: It deals 1 damage to any target.",
        power=1,
        toughness=1,
        abilities=[Activated("Sacrifice this creature: It deals 1 damage to any target.",
                             [DealDamage(1, target="any")], sacrifice_self=True)],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {R}." (added by the DSL).
    Card(
        name="Mountain",
        type_line="Basic Land — Mountain",
        oracle="({T}: Add {R}.)",
    ),
    Card(
        name="Murder",
        cost="{1}{B}{B}",
        type_line="Instant",
        oracle="Destroy target creature.",
        spell=[Destroy(target="creature")],
    ),
]
