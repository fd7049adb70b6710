"""Cards whose names begin with K."""

from mtgcore.cards.dsl import Card

CARDS = [
    Card(
        name="Kalonian Tusker",
        cost="{G}{G}",
        type_line="Creature — Beast",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Knight of Meadowgrain",
        cost="{W}{W}",
        type_line="Creature — Kithkin Knight",
        oracle=("First strike\n"
                "Lifelink (Damage dealt by this creature also causes you to gain that "
                "much life.)"),
        power=2,
        toughness=2,
        keywords=["first strike", "lifelink"],
    ),
]
