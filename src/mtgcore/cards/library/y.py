"""Cards whose names begin with Y."""

from mtgcore.cards.dsl import Card

CARDS = [
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
