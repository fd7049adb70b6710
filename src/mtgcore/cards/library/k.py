"""Cards whose names begin with K."""

from mtgcore.cards.dsl import (Card, CreateTokens, EntersTapped, GainLife, ManaAbility, OnCast,
                               OnEnter, Pump, Sel, Token, Triggered)

CARDS = [
    Card(
        name="Kalonian Tusker",
        cost="{G}{G}",
        type_line="Creature — Beast",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Khalni Garden",
        type_line="Land",
        oracle=("This land enters tapped.\n"
                "When this land enters, create a 0/1 green Plant creature token.\n"
                "{T}: Add {G}."),
        abilities=[Triggered("When this land enters, create a 0/1 green Plant creature token.",
                             OnEnter(), [CreateTokens(1, Token("Plant", "G", 0, 1))]),
                   ManaAbility("G")],
        replacements=[EntersTapped("This land enters tapped.")],
    ),
    Card(
        name="Kiln Fiend",
        cost="{1}{R}",
        type_line="Creature — Elemental Beast",
        oracle=("Whenever you cast an instant or sorcery spell, this creature gets +3/+0 until "
                "end of turn."),
        power=1,
        toughness=2,
        abilities=[Triggered("Whenever you cast an instant or sorcery spell, this creature gets "
                             "+3/+0 until end of turn.",
                             OnCast("you", what=Sel(types=("instant", "sorcery"), zone="stack",
                                                    text="instant or sorcery spell")),
                             [Pump(3, 0, subject="self")])],
    ),
    Card(
        name="Kitchen Finks",
        cost="{1}{G/W}{G/W}",
        type_line="Creature — Ouphe",
        oracle=("When this creature enters, you gain 2 life.\n"
                "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to "
                "the battlefield under its owner's control with a -1/-1 counter on it.)"),
        power=3,
        toughness=2,
        keywords=["persist"],
        abilities=[Triggered("When this creature enters, you gain 2 life.", OnEnter(),
                             [GainLife(2)])],
    ),
    Card(
        name="Knight of Meadowgrain",
        cost="{W}{W}",
        type_line="Creature — Kithkin Knight",
        oracle=("First strike\n"
                "Lifelink (Damage dealt by this creature also causes you to gain that "
                "much life.)"),
        power=2,
        toughness=2,
        keywords=["first strike", "lifelink"],
    ),
]
