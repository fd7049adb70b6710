"""Cards whose names begin with T."""

from mtgcore.cards.dsl import Card, Pump

CARDS = [
    Card(
        name="Titanic Growth",
        cost="{1}{G}",
        type_line="Instant",
        oracle="Target creature gets +4/+4 until end of turn.",
        spell=[Pump(4, 4, target="creature")],
    ),
    Card(
        name="Trained Armodon",
        cost="{1}{G}{G}",
        type_line="Creature — Elephant",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Typhoid Rats",
        cost="{B}",
        type_line="Creature — Rat",
        oracle=("Deathtouch (Any amount of damage this deals to a creature is enough "
                "to destroy it.)"),
        power=1,
        toughness=1,
        keywords=["deathtouch"],
    ),
]
