"""Cards whose names begin with J."""

from mtgcore.cards.dsl import (Activated, Card, CreateTokens, DrawCards, Loyalty, Mill, Pump,
                               Token)

CARDS = [
    Card(
        name="Jace Beleren",
        cost="{1}{U}{U}",
        type_line="Legendary Planeswalker — Jace",
        oracle=("[+2]: Each player draws a card.\n"
                "[−1]: Target player draws a card.\n"
                "[−10]: Target player mills twenty cards."),
        loyalty=3,
        abilities=[Loyalty("[+2]: Each player draws a card.", [DrawCards(1, subject="each player")]),
                   Loyalty("[−1]: Target player draws a card.", [DrawCards(1, target="player")]),
                   Loyalty("[−10]: Target player mills twenty cards.", [Mill(20, target="player")])],
    ),
    Card(
        name="Jace's Scrutiny",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Target creature gets -4/-0 until end of turn.\n"
                "Investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this "
                "token: Draw a card.\")"),
        spell=[Pump(-4, 0, target="creature"),
               CreateTokens(1, Token(
                   "Clue", "", 0, 0, types="Artifact", token_name="Clue",
                   abilities=(Activated("{2}, Sacrifice this token: Draw a card.",
                                        [DrawCards(1)], cost="{2}", sacrifice_self=True),),
                   oracle="{2}, Sacrifice this token: Draw a card."))],
    ),
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
    Card(
        name="Jump",
        cost="{U}",
        type_line="Instant",
        oracle="Target creature gains flying until end of turn.",
        spell=[Pump(0, 0, target="creature", keywords=["flying"])],
    ),
]
