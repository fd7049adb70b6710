"""Cards whose names begin with W."""

from mtgcore.cards.dsl import (Activated, Amount, BlockTaxThisTurn, Card, Change, ChangeTargets,
                               Condition, Counter, CreateTokens, Destroy, EntersTapped, ManaAbility,
                               OnEnter, OnTurnedFaceUp, PayLifeCost, Sel, SplitCard, Static, Token,
                               Triggered)
from mtgcore.cards.dsl import PreventAllDamage

CARDS = [
    Card(
        name="Walking Corpse",
        cost="{1}{B}",
        type_line="Creature — Zombie",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Wall of Air",
        cost="{1}{U}{U}",
        type_line="Creature — Wall",
        oracle=("Defender, flying (This creature can't attack, and it can block "
                "creatures with flying.)"),
        power=1,
        toughness=5,
        keywords=["defender", "flying"],
    ),
    Card(
        name="Wall of Stone",
        cost="{1}{R}{R}",
        type_line="Creature — Wall",
        oracle="Defender (This creature can't attack.)",
        power=0,
        toughness=8,
        keywords=["defender"],
    ),
    Card(
        name="War Cadence",
        cost="{2}{R}",
        type_line="Enchantment",
        oracle=("{X}{R}: This turn, creatures can't block unless their controller pays {X} for each "
                "blocking creature they control."),
        abilities=[Activated("{X}{R}: This turn, creatures can't block unless their controller pays "
                             "{X} for each blocking creature they control.",
                             [BlockTaxThisTurn(Amount("x"))], cost="{X}{R}")],  # CR 509.1d
    ),
    Card(
        name="Warchief Giant",
        cost="{3}{R}{R}",
        type_line="Creature — Giant Warrior",
        oracle=("Haste\n"
                "Myriad (Whenever this creature attacks, for each opponent other than defending "
                "player, you may create a token copy that's tapped and attacking that player or a "
                "planeswalker they control. Exile the tokens at end of combat.)"),
        power=5,
        toughness=3,
        keywords=["haste", "myriad"],  # 702.116a
    ),
    Card(
        name="Warning",
        cost="{W}",
        type_line="Instant",
        oracle="Prevent all combat damage that would be dealt by target attacking creature this turn.",
        spell=[PreventAllDamage(target="attacking creature", dealt="by", combat=True)],
    ),
    Card(
        name="Waterfall Aerialist",
        cost="{3}{U}",
        type_line="Creature — Djinn Wizard",
        oracle=("Flying\nWard {2} (Whenever this creature becomes the target of a spell or "
                "ability an opponent controls, counter it unless that player pays {2}.)"),
        power=3,
        toughness=1,
        keywords=["flying", "ward {2}"],
    ),
    SplitCard(
        Card(
            name="Wear",
            cost="{1}{R}",
            type_line="Instant",
            oracle=("Destroy target artifact.\n"
                    "Fuse (You may cast one or both halves of this card from your hand.)"),
            spell=[Destroy(target="artifact")],
        ),
        Card(
            name="Tear",
            cost="{W}",
            type_line="Instant",
            oracle=("Destroy target enchantment.\n"
                    "Fuse (You may cast one or both halves of this card from your hand.)"),
            spell=[Destroy(target="enchantment")],
        ),
        fuse=True,  # CR 702.102
    ),
    Card(
        name="Wild Nacatl",
        cost="{G}",
        type_line="Creature — Cat Warrior",
        oracle=("This creature gets +1/+1 as long as you control a Mountain.\nThis creature gets "
                "+1/+1 as long as you control a Plains."),
        power=1,
        toughness=1,
        statics=[Static("This creature gets +1/+1 as long as you control a Mountain.",
                        Change(plus_power=1, plus_toughness=1),
                        condition=Condition("you control", of=Sel(subtype="Mountain", controller="you",
                                                                  text="Mountain you control"))),
                 Static("This creature gets +1/+1 as long as you control a Plains.",
                        Change(plus_power=1, plus_toughness=1),
                        condition=Condition("you control", of=Sel(subtype="Plains", controller="you",
                                                                  text="Plains you control")))],
    ),
    Card(
        name="Willbender",
        cost="{1}{U}",
        type_line="Creature — Human Wizard",
        oracle=("Morph {1}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it "
                "face up any time for its morph cost.)\nWhen this creature is turned face up, change "
                "the target of target spell or ability with a single target."),
        power=1,
        toughness=2,
        keywords=["morph {1}{U}"],  # 702.37a
        abilities=[Triggered("When this creature is turned face up, change the target of target "
                             "spell or ability with a single target.", OnTurnedFaceUp(),
                             [ChangeTargets("spell or ability with a single target")])],
    ),
    Card(
        name="Wind Drake",
        cost="{2}{U}",
        type_line="Creature — Drake",
        oracle="Flying",
        power=2,
        toughness=2,
        keywords=["flying"],
    ),
    Card(
        name="Windborn Muse",
        cost="{3}{W}",
        type_line="Creature — Spirit",
        oracle=("Flying\nCreatures can't attack you unless their controller pays {2} for each creature "
                "they control that's attacking you."),
        power=2,
        toughness=3,
        keywords=["flying", "creatures can't attack you unless their controller pays {2} for each "
                  "creature they control that's attacking you"],
    ),
    Card(
        name="Wings of the Guard",
        cost="{1}{W}",
        type_line="Creature — Bird",
        oracle=("Flying\n"
                "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each "
                "opponent you attacked this combat.)"),
        power=1,
        toughness=1,
        keywords=["flying", "melee"],
    ),
    Card(
        name="Withering Boon",
        cost="{1}{B}",
        type_line="Instant",
        oracle="As an additional cost to cast this spell, pay 3 life.\nCounter target creature spell.",
        additional_cost=PayLifeCost(3),
        spell=[Counter("creature spell")],
    ),
    Card(
        name="Wolfbriar Elemental",
        cost="{2}{G}{G}",
        type_line="Creature — Elemental",
        oracle=("Multikicker {G} (You may pay an additional {G} any number of times as you cast "
                "this spell.)\nWhen this creature enters, create a 2/2 green Wolf creature token "
                "for each time it was kicked."),
        power=4,
        toughness=4,
        kicker="{G}",
        multikicker=True,  # CR 702.33c; the trigger reads the spell's count (702.33e, 607.2)
        abilities=[Triggered("When this creature enters, create a 2/2 green Wolf creature token "
                             "for each time it was kicked.", OnEnter(),
                             [CreateTokens(Amount("times kicked"), Token("Wolf", "G", 2, 2))])],
    ),
    Card(
        name="Wolverine Pack",
        cost="{2}{G}{G}",
        type_line="Creature — Wolverine",
        oracle=("Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn "
                "for each creature blocking it beyond the first.)"),
        power=2,
        toughness=4,
        keywords=["rampage 2"],
    ),
    Card(
        name="Woodfall Primus",
        cost="{5}{G}{G}{G}",
        type_line="Creature — Treefolk Shaman",
        oracle=("Trample\nWhen this creature enters, destroy target noncreature permanent.\n"
                "Persist (When this creature dies, if it had no -1/-1 counters on it, return it "
                "to the battlefield under its owner's control with a -1/-1 counter on it.)"),
        power=6,
        toughness=6,
        keywords=["trample", "persist"],
        abilities=[Triggered("When this creature enters, destroy target noncreature permanent.",
                             OnEnter(), [Destroy(target=Sel(not_types=("creature",),
                                                            text="noncreature permanent"))])],
    ),
    Card(
        name="Woodland Changeling",
        cost="{1}{G}",
        type_line="Creature — Shapeshifter",
        oracle="Changeling (This card is every creature type.)",
        power=2,
        toughness=2,
        keywords=["changeling"],
    ),
    Card(
        name="Worn Powerstone",
        cost="{3}",
        type_line="Artifact",
        oracle="This artifact enters tapped.\n{T}: Add {C}{C}.",
        abilities=[ManaAbility("CC", "{T}: Add {C}{C}.")],
        replacements=[EntersTapped("This artifact enters tapped.")],
    ),
    Card(
        name="Wu Light Cavalry",
        cost="{1}{U}",
        type_line="Creature — Human Soldier",
        oracle="Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
        power=1,
        toughness=2,
        keywords=["horsemanship"],
    ),
]
