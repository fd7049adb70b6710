"""Cards whose names begin with H."""

from mtgcore.cards.dsl import (Activated, Amount, Anthem, Card, Change, Chapter, Condition, CostChange,
                               CounterReplacement, CreateTokens, DealDamage, DrawCards, If,
                               LifeGainReplacement, ManaAbility, May, Mill, OnEnter, Pump,
                               Sacrifice, Sel, Static, Token, Triggered, WhenYouDo)
from mtgcore.cards.dsl import PreventAllDamage

CARDS = [
    Card(
        name="Hardened Scales",
        cost="{G}",
        type_line="Enchantment",
        oracle=("If one or more +1/+1 counters would be put on a creature you control, "
                "that many plus one +1/+1 counters are put on it instead."),
        replacements=[CounterReplacement(
            "If one or more +1/+1 counters would be put on a creature you control, "
            "that many plus one +1/+1 counters are put on it instead.", "plus n", "+1/+1",
            n=1)],
    ),
    Card(
        name="Heart-Piercer Manticore",
        cost="{2}{R}{R}",
        type_line="Creature — Manticore",
        oracle=("When this creature enters, you may sacrifice another creature. When you do, this "
                "creature deals damage equal to that creature's power to any target.\n"
                "Embalm {5}{R} ({5}{R}, Exile this card from your graveyard: Create a token that's "
                "a copy of it, except it's a white Zombie Manticore with no mana cost. Embalm only "
                "as a sorcery.)"),
        power=4,
        toughness=3,
        keywords=["embalm {5}{R}"],
        abilities=[Triggered(
            "When this creature enters, you may sacrifice another creature. When you do, this "
            "creature deals damage equal to that creature's power to any target.", OnEnter(),
            [May(Sacrifice("another creature")),
             If(Condition("did"), WhenYouDo(
                 "This creature deals damage equal to that creature's power to any target.",
                 DealDamage(Amount("power of it"), target="any")))])],
    ),
    Card(
        name="Heartless Summoning",
        cost="{1}{B}",
        type_line="Enchantment",
        oracle="Creature spells you cast cost {2} less to cast.\nCreatures you control get -1/-1.",
        cost_changes=[CostChange("Creature spells you cast cost {2} less to cast.", less=2,
                                 whose="you", spells="creature spell")],
        statics=[Anthem("Creatures you control get -1/-1.", -1, -1)],
    ),
    Card(
        name="Hedron Crab",
        cost="{U}",
        type_line="Creature — Crab",
        oracle=("Landfall — Whenever a land you control enters, target player mills three cards. "
                "(They put the top three cards of their library into their graveyard.)"),
        power=0,
        toughness=2,
        abilities=[Triggered("Landfall — Whenever a land you control enters, target player mills "
                             "three cards.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [Mill(3, target="player")])],
    ),
    Card(
        name="Heron of Hope",
        cost="{3}{W}",
        type_line="Creature — Bird",
        oracle=("Flying\n"
                "If you would gain life, you gain that much life plus 1 instead.\n"
                "{1}{W}: This creature gains lifelink until end of turn."),
        power=2,
        toughness=3,
        keywords=["flying"],
        abilities=[Activated("{1}{W}: This creature gains lifelink until end of turn.",
                             [Pump(0, 0, subject="self", keywords=["lifelink"])],
                             cost="{1}{W}")],
        replacements=[LifeGainReplacement(
            "If you would gain life, you gain that much life plus 1 instead.", "plus n",
            n=1)],
    ),
    Card(
        name="Hill Giant",
        cost="{3}{R}",
        type_line="Creature — Giant",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(  # CR 714: a Saga
        name="History of Benalia",
        cost="{1}{W}{W}",
        type_line="Enchantment — Saga",
        oracle=("(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
                "after III.)\n"
                "I, II — Create a 2/2 white Knight creature token with vigilance.\n"
                "III — Knights you control get +2/+1 until end of turn."),
        abilities=[*Chapter(("I", "II"), "I, II — Create a 2/2 white Knight creature token with "
                                         "vigilance.",
                            [CreateTokens(1, Token("Knight", "W", 2, 2, ("vigilance",)))]),
                   *Chapter("III", "III — Knights you control get +2/+1 until end of turn.",
                            [Pump(2, 1, each=Sel(subtype="Knight", controller="you",
                                                 text="Knights you control"))])],
    ),
    Card(
        name="Holy Strength",
        cost="{W}",
        type_line="Enchantment — Aura",
        oracle="Enchant creature\nEnchanted creature gets +1/+2.",
        enchant="creature",
        statics=[Static("Enchanted creature gets +1/+2.", Change(plus_power=1, plus_toughness=2), affects="attached")],
    ),
    Card(
        name="Honor of the Pure",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle="White creatures you control get +1/+1.",
        statics=[Anthem("White creatures you control get +1/+1.", 1, 1,
                        affects=Sel(types=("creature",), colors=("white",), controller="you",
                                    text="white creature you control"))],
    ),
    Card(
        name="Horizon Canopy",
        type_line="Land",
        oracle="{T}, Pay 1 life: Add {G} or {W}.\n{1}, {T}, Sacrifice this land: Draw a card.",
        abilities=[ManaAbility("G|W", "{T}, Pay 1 life: Add {G} or {W}.", life=1),
                   Activated("{1}, {T}, Sacrifice this land: Draw a card.", [DrawCards(1)],
                             cost="{1}", tap=True, sacrifice_self=True)],
    ),
    Card(
        name="Horned Turtle",
        cost="{2}{U}",
        type_line="Creature — Turtle",
        oracle="",
        power=1,
        toughness=4,
    ),
    Card(
        name="Hornet Queen",
        cost="{4}{G}{G}{G}",
        type_line="Creature — Insect",
        oracle=("Flying, deathtouch\n"
                "When this creature enters, create four 1/1 green Insect creature tokens with "
                "flying and deathtouch."),
        power=2,
        toughness=2,
        keywords=["flying", "deathtouch"],
        abilities=[Triggered("When this creature enters, create four 1/1 green Insect creature "
                             "tokens with flying and deathtouch.", OnEnter(),
                             [CreateTokens(4, Token("Insect", "G", 1, 1, ("flying", "deathtouch"),
                                                    oracle="Flying, deathtouch"))])],
    ),
    Card(
        name="Hulking Goblin",
        cost="{1}{R}",
        type_line="Creature — Goblin",
        oracle="This creature can't block.",
        power=2,
        toughness=2,
        keywords=["can't block"],
    ),
    Card(
        name="Humility",
        cost="{2}{W}{W}",
        type_line="Enchantment",
        oracle="All creatures lose all abilities and have base power and toughness 1/1.",
        statics=[Static("All creatures lose all abilities and have base power and toughness 1/1.",
                        Change(lose_all_abilities=True, power=1, toughness=1),  # layers 6, 7b
                        affects="creature")],
    ),
    Card(
        name="Hunter's Ambush",
        cost="{2}{G}",
        type_line="Instant",
        oracle="Prevent all combat damage that would be dealt by nongreen creatures this turn.",
        spell=[PreventAllDamage(each=Sel(types=("creature",), not_colors=("green",),
                                         text="nongreen creature"), dealt="by", combat=True)],
    ),
    Card(
        name="Hurricane",
        cost="{X}{G}",
        type_line="Sorcery",
        oracle="Hurricane deals X damage to each creature with flying and each player.",
        # CR 120.3: one damage event, to each creature with flying and each player
        spell=[DealDamage(Amount("x"), each=Sel(types=("creature",), keywords=("flying",),
                                                players="also",
                                                text="each creature with flying and each player"))],
    ),
]
