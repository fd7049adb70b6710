"""Cards whose names begin with K."""

from mtgcore.cards.dsl import (Activated, AtBeginningOfNextEndStep, Card, Change, Condition,
                               CreateTokenCopy, CreateTokens, Destroy, DrawCards, EntersTapped,
                               GainLife, Loyalty, ManaAbility, OnCast, OnEnter, Pump, Sacrifice,
                               Sel, Static, Token, Triggered, Untap)

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
        name="Kazandu Mammoth",
        cost="{1}{G}{G}",
        type_line="Creature — Elephant",
        oracle=("Landfall — Whenever a land you control enters, this creature gets +2/+2 until "
                "end of turn."),
        power=3,
        toughness=3,
        abilities=[Triggered("Landfall — Whenever a land you control enters, this creature "
                             "gets +2/+2 until end of turn.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [Pump(2, 2, subject="self")])],
        layout="modal_dfc",  # CR 712.3
        back_face=Card(
            name="Kazandu Valley",
            type_line="Land",
            oracle="This land enters tapped.\n{T}: Add {G}.",
            replacements=[EntersTapped("This land enters tapped.")],
            abilities=[ManaAbility("G")],
        ),
    ),
    Card(
        name="Keldon Warlord",
        cost="{2}{R}{R}",
        type_line="Creature — Human Barbarian",
        oracle=("Keldon Warlord's power and toughness are each equal to the number of non-Wall "
                "creatures you control."),
        power=0,
        toughness=0,
        statics=[Static("Keldon Warlord's power and toughness are each equal to the number of "
                        "non-Wall creatures you control.",
                        Change(power=1, toughness=1, pt_amount="count",
                               pt_of=Sel(types=("creature",), not_subtype="Wall", controller="you",
                                         text="non-Wall creature you control")),
                        cda=True)],
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
        name="Khenra Eternal",
        cost="{1}{B}",
        type_line="Creature — Zombie Jackal Warrior",
        oracle="Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)",
        power=2,
        toughness=2,
        keywords=["afflict 1"],
    ),
    Card(
        name="Kiki-Jiki, Mirror Breaker",
        cost="{2}{R}{R}{R}",
        type_line="Legendary Creature — Goblin Shaman",
        oracle=("Haste\n{T}: Create a token that's a copy of target nonlegendary creature you "
                "control, except it has haste. Sacrifice it at the beginning of the next end step."),
        power=2,
        toughness=2,
        keywords=["haste"],
        abilities=[Activated(
            "{T}: Create a token that's a copy of target nonlegendary creature you control, "
            "except it has haste. Sacrifice it at the beginning of the next end step.",
            [CreateTokenCopy(target=Sel(types=("creature",), controller="you",
                                        not_supertypes=("legendary",),
                                        text="nonlegendary creature you control"),
                             except_=Change(add_keywords="haste")),  # 707.9a
             AtBeginningOfNextEndStep("Sacrifice it.", Sacrifice(subject="it"),
                                      subject="created")],
            tap=True)],
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
        name="Kiora, Behemoth Beckoner",
        cost="{2}{G/U}",
        type_line="Legendary Planeswalker — Kiora",
        oracle=("Whenever a creature you control with power 4 or greater enters, draw a card.\n"
                "[−1]: Untap target permanent."),
        loyalty=7,
        abilities=[Triggered("Whenever a creature you control with power 4 or greater enters, draw "
                             "a card.",
                             OnEnter(Sel(types=("creature",), controller="you", power_ge=4,
                                         text="creature you control with power 4 or greater")),
                             [DrawCards(1)]),
                   Loyalty("[−1]: Untap target permanent.", [Untap(target="permanent")])],
    ),
    Card(
        name="Kird Ape",
        cost="{R}",
        type_line="Creature — Ape",
        oracle="This creature gets +1/+2 as long as you control a Forest.",
        power=1,
        toughness=1,
        statics=[Static("This creature gets +1/+2 as long as you control a Forest.",
                        Change(plus_power=1, plus_toughness=2),
                        condition=Condition("you control", of=Sel(subtype="Forest", controller="you",
                                                               text="Forest you control")))],
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
        name="Kitsune Blademaster",
        cost="{2}{W}",
        type_line="Creature — Fox Samurai",
        oracle=("First strike\nBushido 1 (Whenever this creature blocks or becomes blocked, it gets "
                "+1/+1 until end of turn.)"),
        power=2,
        toughness=2,
        keywords=["first strike", "bushido 1"],
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
    Card(
        name="Kormus Bell",
        cost="{4}",
        type_line="Artifact",
        oracle="All Swamps are 1/1 black creatures that are still lands.",
        statics=[Static("All Swamps are 1/1 black creatures that are still lands.",
                        Change(add_types=["creature"], colors="B", power=1, toughness=1),
                        affects=Sel(subtype="Swamp", text="Swamp"))],
    ),
    Card(
        name="Kozilek's Shrieker",
        cost="{2}{B}",
        type_line="Creature — Eldrazi Drone",
        oracle=("Devoid (This card has no color.)\n{C}: This creature gets +1/+0 and gains menace "
                "until end of turn. (It can't be blocked except by two or more creatures. {C} "
                "represents colorless mana.)"),
        power=3,
        toughness=2,
        colors="",  # CR 702.114a: devoid, "this object is colorless", in every zone
        abilities=[Activated("{C}: This creature gets +1/+0 and gains menace until end of turn.",
                             [Pump(1, 0, subject="self", keywords=["menace"])], cost="{C}")],
    ),
    Card(
        name="Krosan Grip",
        cost="{2}{G}",
        type_line="Instant",
        oracle=("Split second (As long as this spell is on the stack, players can't cast spells "
                "or activate abilities that aren't mana abilities.)\n"
                "Destroy target artifact or enchantment."),
        keywords=["split second"],
        spell=[Destroy("artifact or enchantment")],
    ),
]
