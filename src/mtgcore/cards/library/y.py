"""Cards whose names begin with Y."""

from mtgcore.cards.dsl import (Card, Change, Static)

CARDS = [
    Card(
        name="Yavimaya, Cradle of Growth",
        type_line="Legendary Land",
        oracle="Each land is a Forest in addition to its other land types.",
        statics=[Static("Each land is a Forest in addition to its other land types.",
                        Change(add_subtypes=["Forest"]), affects="land")],
    ),
    Card(
        name="Young Wolf",
        cost="{G}",
        type_line="Creature — Wolf",
        oracle=("Undying (When this creature dies, if it had no +1/+1 counters on it, "
                "return it to the battlefield under its owner's control with a +1/+1 "
                "counter on it.)"),
        power=1,
        toughness=1,
        keywords=["undying"],
    ),
    Card(
        name="Youthful Knight",
        cost="{1}{W}",
        type_line="Creature — Human Knight",
        oracle="First strike",
        power=2,
        toughness=1,
        keywords=["first strike"],
    ),
]
