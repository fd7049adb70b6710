"""Cards whose names begin with Z."""

from mtgcore.cards.dsl import Card, GainLife, LoseLife, OnDies, Triggered

CARDS = [
    Card(
        name="Zulaport Cutthroat",
        cost="{1}{B}",
        type_line="Creature — Human Rogue Ally",
        oracle=("Whenever this creature or another creature you control dies, each opponent "
                "loses 1 life and you gain 1 life."),
        power=1,
        toughness=1,
        abilities=[Triggered("Whenever this creature or another creature you control dies, each "
                             "opponent loses 1 life and you gain 1 life.",
                             OnDies("creature you control"),
                             [LoseLife(1, subject="each opponent"), GainLife(1)])],
    ),
]
