"""Cards whose names begin with I."""

from mtgcore.cards.dsl import (Activated, Anthem, Card, Change, CreateTokenCopy, CreateTokens,
                               DealDamage, DrawCards, GainLife, OnEnter, Pump, Sacrifice, Sel,
                               Token, Triggered)

CARDS = [
    Card(
        name="Imperious Perfect",
        cost="{2}{G}",
        type_line="Creature — Elf Warrior",
        oracle=("Other Elves you control get +1/+1.\n{G}, {T}: Create a 1/1 green Elf Warrior "
                "creature token."),
        power=2,
        toughness=2,
        abilities=[Activated("{G}, {T}: Create a 1/1 green Elf Warrior creature token.",
                             [CreateTokens(1, Token("Elf Warrior", "G", 1, 1))], cost="{G}",
                             tap=True)],
        statics=[Anthem("Other Elves you control get +1/+1.", 1, 1,
                        affects=Sel(subtype="Elf", controller="you", another=True,
                                    text="other Elves you control"))],
    ),
    Card(
        name="Inferno",
        cost="{5}{R}{R}",
        type_line="Instant",
        oracle="Inferno deals 6 damage to each creature and each player.",
        spell=[DealDamage(6, each=Sel(types=("creature",), players="also",
                                      text="each creature and each player"))],
    ),
    Card(
        name="Infest",
        cost="{1}{B}{B}",
        type_line="Sorcery",
        oracle="All creatures get -2/-2 until end of turn.",
        spell=[Pump(-2, -2, each="creature")],
    ),
    Card(
        name="Innocent Blood",
        cost="{B}",
        type_line="Sorcery",
        oracle="Each player sacrifices a creature.",
        spell=[Sacrifice("creature", subject="each player")],
    ),
    Card(
        name="Intangible Virtue",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle="Creature tokens you control get +1/+1 and have vigilance.",
        statics=[Anthem("Creature tokens you control get +1/+1 and have vigilance.", 1, 1,
                        affects=Sel(types=("creature",), token=True, controller="you",
                                    text="creature token you control"),
                        keywords=["vigilance"])],
    ),
    Card(
        name="Invasion of Dominaria",
        cost="{2}{W}",
        type_line="Battle — Siege",
        oracle=("(As a Siege enters, choose an opponent to protect it. You and others can attack "
                "it. When it's defeated, exile it, then cast it transformed.)\n"
                "When this Siege enters, you gain 4 life and draw a card."),
        defense=5,
        abilities=[Triggered("When this Siege enters, you gain 4 life and draw a card.", OnEnter(),
                             [GainLife(4), DrawCards(1)])],
        # CR 712: its back face, cast when the Siege is defeated (310.11b).
        back_face=Card(name="Serra Faithkeeper", type_line="Creature — Angel", colors="W",
                       oracle="Flying, vigilance", power=4, toughness=4,
                       keywords=["flying", "vigilance"]),
    ),
    Card(
        name="Irenicus's Vile Duplication",
        cost="{3}{U}",
        type_line="Sorcery",
        oracle=("Create a token that's a copy of target creature you control, except the token has "
                "flying and it isn't legendary."),
        spell=[CreateTokenCopy(target="creature you control",  # 707.9a-b
                               except_=Change(add_keywords="flying",
                                              remove_supertypes="legendary"))],
    ),
    Card(
        name="Isamaru, Hound of Konda",
        cost="{W}",
        type_line="Legendary Creature — Dog",
        oracle="",
        power=2,
        toughness=2,
    ),
    # CR 305.6: the basic land type grants "{T}: Add {U}." (added by the DSL).
    Card(
        name="Island",
        type_line="Basic Land — Island",
        oracle="({T}: Add {U}.)",
    ),
]
