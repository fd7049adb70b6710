"""Cards whose names begin with D."""

from mtgcore.cards.dsl import Activated, Card, DrawCards, Regenerate

CARDS = [
    Card(
        name="Deadly Recluse",
        cost="{1}{G}",
        type_line="Creature — Spider",
        oracle=("Reach (This creature can block creatures with flying.)\n"
                "Deathtouch (Any amount of damage this deals to a creature is enough "
                "to destroy it.)"),
        power=1,
        toughness=2,
        keywords=["reach", "deathtouch"],
    ),
    Card(
        name="Divination",
        cost="{2}{U}",
        type_line="Sorcery",
        oracle="Draw two cards.",
        spell=[DrawCards(2)],
    ),
    Card(
        name="Drudge Skeletons",
        cost="{1}{B}",
        type_line="Creature — Skeleton",
        oracle=("{B}: Regenerate this creature. (The next time this creature would be "
                "destroyed this turn, instead tap it, remove it from combat, and heal "
                "all damage on it.)"),
        power=1,
        toughness=1,
        abilities=[Activated("{B}: Regenerate this creature.", [Regenerate()], cost="{B}")],
    ),
    Card(
        name="Dusk Imp",
        cost="{2}{B}",
        type_line="Creature — Imp",
        oracle="Flying",
        power=2,
        toughness=1,
        keywords=["flying"],
    ),
]
