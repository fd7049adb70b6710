"""Cards whose names begin with Z."""

from mtgcore.cards.dsl import Card, GainLife, LoseLife, OnDies, Triggered

CARDS = [
    Card(
        name="Zodiac Horse",
        cost="{3}{G}",
        type_line="Creature — Horse",
        oracle=("Islandwalk (This creature can't be blocked as long as defending player controls "
                "an Island.)"),
        power=3,
        toughness=3,
        keywords=["islandwalk"],
    ),
    Card(
        name="Zodiac Monkey",
        cost="{1}{G}",
        type_line="Creature — Monkey",
        oracle="Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)",
        power=2,
        toughness=1,
        keywords=["forestwalk"],
    ),
    Card(
        name="Zodiac Pig",
        cost="{3}{B}",
        type_line="Creature — Boar",
        oracle=("Swampwalk (This creature can't be blocked as long as defending player controls a "
                "Swamp.)"),
        power=3,
        toughness=3,
        keywords=["swampwalk"],
    ),
    Card(
        name="Zodiac Rooster",
        cost="{1}{G}",
        type_line="Creature — Bird",
        oracle=("Plainswalk (This creature can't be blocked as long as defending player controls "
                "a Plains.)"),
        power=2,
        toughness=1,
        keywords=["plainswalk"],
    ),
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
