"""Cards whose names begin with R."""

from mtgcore.cards.dsl import Card, CreateTokens, Token

CARDS = [
    Card(
        name="Raging Goblin",
        cost="{R}",
        type_line="Creature — Goblin Berserker",
        oracle=("Haste (This creature can attack and {T} as soon as it comes under "
                "your control.)"),
        power=1,
        toughness=1,
        keywords=["haste"],
    ),
    Card(
        name="Raise the Alarm",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Create two 1/1 white Soldier creature tokens.",
        spell=[CreateTokens(2, Token("Soldier", "W", 1, 1))],
    ),
]
