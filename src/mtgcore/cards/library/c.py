"""Cards whose names begin with C."""

from mtgcore.cards.dsl import Card, DrawCards

CARDS = [
    Card(
        name="Centaur Courser",
        cost="{2}{G}",
        type_line="Creature — Centaur Warrior",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Child of Night",
        cost="{1}{B}",
        type_line="Creature — Vampire",
        oracle="Lifelink",
        power=2,
        toughness=1,
        keywords=["lifelink"],
    ),
    Card(
        name="Colossal Dreadmaw",
        cost="{4}{G}{G}",
        type_line="Creature — Dinosaur",
        oracle=("Trample (This creature can deal excess combat damage to the player "
                "or planeswalker it's attacking.)"),
        power=6,
        toughness=6,
        keywords=["trample"],
    ),
    Card(
        name="Concentrate",
        cost="{2}{U}{U}",
        type_line="Sorcery",
        oracle="Draw three cards.",
        spell=[DrawCards(3)],
    ),
    Card(
        name="Craw Wurm",
        cost="{4}{G}{G}",
        type_line="Creature — Wurm",
        oracle="",
        power=6,
        toughness=4,
    ),
]
