"""Cards whose names begin with J."""

from mtgcore.cards.dsl import Activated, Card, CreateTokens, Token

CARDS = [
    Card(
        name="Jade Mage",
        cost="{1}{G}",
        type_line="Creature — Human Shaman",
        oracle="{2}{G}: Create a 1/1 green Saproling creature token.",
        power=2,
        toughness=1,
        abilities=[Activated("{2}{G}: Create a 1/1 green Saproling creature token.",
                             [CreateTokens(1, Token("Saproling", "G", 1, 1))], cost="{2}{G}")],
    ),
]
