"""Cards whose names begin with Q."""

from mtgcore.cards.dsl import Card, CounterUnlessPay

CARDS = [
    Card(
        name="Quench",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target spell unless its controller pays {2}.",
        spell=[CounterUnlessPay(2, target="spell")],
    ),
]
