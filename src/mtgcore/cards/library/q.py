"""Cards whose names begin with Q."""

from mtgcore.cards.dsl import Card, Change, CounterUnlessPay, EnterAsCopy

CARDS = [
    Card(
        name="Quench",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target spell unless its controller pays {2}.",
        spell=[CounterUnlessPay(2, target="spell")],
    ),
    Card(
        name="Quicksilver Gargantuan",
        cost="{5}{U}{U}",
        type_line="Creature — Shapeshifter",
        oracle=("You may have this creature enter as a copy of any creature on the battlefield, "
                "except it's 7/7."),
        power=7,
        toughness=7,
        replacements=[EnterAsCopy("creature", "You may have this creature enter as a copy of any "
                                  "creature on the battlefield, except it's 7/7.",
                                  except_=Change(power=7, toughness=7))],  # 707.9b, 707.9d
    ),
]
