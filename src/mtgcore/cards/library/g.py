"""Cards whose names begin with G."""

from mtgcore.cards.dsl import (Amount, Anthem, ApplyEffect, Card, CastCard, Change, Condition,
                               CostChange, CreateTokens, DealDamage, Discover, EntersWithCounters,
                               GainLife, If, LoseLife, Loyalty, May, OnAttack, OnEnter, OnStep,
                               PayMana, Pump, ReturnToHand, Sacrifice, Sel, Static, Token,
                               Triggered, Untap, WerewolfTransform, WhenYouDo)
from mtgcore.cards.dsl import Exile, ReturnToBattlefield, Target

CARDS = [
    Card(
        name="Gaea's Anthem",
        cost="{1}{G}{G}",
        type_line="Enchantment",
        oracle="Creatures you control get +1/+1.",
        statics=[Anthem("Creatures you control get +1/+1.", 1, 1)],
    ),
    Card(
        name="Garruk Wildspeaker",
        cost="{2}{G}{G}",
        type_line="Legendary Planeswalker — Garruk",
        oracle=("[+1]: Untap two target lands.\n"
                "[−1]: Create a 3/3 green Beast creature token.\n"
                "[−4]: Creatures you control get +3/+3 and gain trample until end of turn."),
        loyalty=3,
        abilities=[Loyalty("[+1]: Untap two target lands.",
                           [Untap(target=Target("land", count=2))]),  # 115.1d: one "target"
                   Loyalty("[−1]: Create a 3/3 green Beast creature token.",
                           [CreateTokens(1, Token("Beast", "G", 3, 3))]),
                   Loyalty("[−4]: Creatures you control get +3/+3 and gain trample until end of "
                           "turn.", [Pump(3, 3, each="creature you control", keywords=["trample"])])],
    ),
    Card(
        name="Geological Appraiser",
        cost="{2}{R}{R}",
        type_line="Creature — Human Artificer",
        oracle=("When this creature enters, if you cast it, discover 3. (Exile cards from the top "
                "of your library until you exile a nonland card with mana value 3 or less. Cast "
                "it without paying its mana cost or put it into your hand. Put the rest on the "
                "bottom in a random order.)"),
        power=3,
        toughness=2,
        abilities=[Triggered("When this creature enters, if you cast it, discover 3.", OnEnter(),
                             Discover(3), condition=Condition("you cast it"))],
    ),
    Card(
        name="Gerrard's Wisdom",
        cost="{2}{W}{W}",
        type_line="Sorcery",
        oracle="You gain 2 life for each card in your hand.",
        spell=[GainLife(Amount("cards in hand", times=2))],
    ),
    Card(
        name="Geth's Verdict",
        cost="{B}{B}",
        type_line="Instant",
        oracle="Target player sacrifices a creature of their choice and loses 1 life.",
        spell=[Sacrifice("creature", target="player"), LoseLife(1, subject="target:0")],
    ),
    Card(
        name="Ghostflame Sliver",
        cost="{B}{R}",
        type_line="Creature — Sliver",
        oracle="All Slivers are colorless.",
        power=2,
        toughness=2,
        statics=[Static("All Slivers are colorless.", Change(colors=""),
                        affects=Sel(subtype="Sliver", text="Slivers"))],
    ),
    Card(
        name="Ghostly Flicker",
        cost="{2}{U}",
        type_line="Instant",
        oracle=("Exile two target artifacts, creatures, and/or lands you control, then return those "
                "cards to the battlefield under your control."),
        # CR 115.1d: one word "target" choosing two; 400.7j: "those cards" are what the
        # exile made.
        spell=[Exile(target=Target(Sel(types=("artifact", "creature", "land"), controller="you",
                                       text="artifact, creature, or land you control"), count=2)),
               ReturnToBattlefield(subject="those cards", under="you")],
    ),
    Card(
        name="Ghostly Prison",
        cost="{2}{W}",
        type_line="Enchantment",
        oracle=("Creatures can't attack you unless their controller pays {2} for each creature they "
                "control that's attacking you."),
        keywords=["creatures can't attack you unless their controller pays {2} for each creature "
                  "they control that's attacking you"],
    ),
    Card(
        name="Ghoultree",
        cost="{7}{G}",
        type_line="Creature — Zombie Treefolk",
        oracle="This spell costs {1} less to cast for each creature card in your graveyard.",
        power=10,
        toughness=10,
        cost_changes=[CostChange(
            "This spell costs {1} less to cast for each creature card in your graveyard.",
            less=1, whose="self", per="creature card in your graveyard")],
    ),
    Card(
        name="Giant Growth",
        cost="{G}",
        type_line="Instant",
        oracle="Target creature gets +3/+3 until end of turn.",
        spell=[Pump(3, 3, target="creature")],
    ),
    Card(
        name="Giant Spider",
        cost="{3}{G}",
        type_line="Creature — Spider",
        oracle="Reach (This creature can block creatures with flying.)",
        power=2,
        toughness=4,
        keywords=["reach"],
    ),
    # Goblin Piker is a vanilla 2/1 in Oracle (no "can't block" text); see
    # Hulking Goblin for a red creature that can't block.
    Card(
        name="Gladecover Scout",
        cost="{G}",
        type_line="Creature — Elf Scout",
        oracle=("Hexproof (This creature can't be the target of spells or abilities your "
                "opponents control.)"),
        power=1,
        toughness=1,
        keywords=["hexproof"],
    ),
    Card(
        name="Glistener Elf",
        cost="{G}",
        type_line="Creature — Phyrexian Elf Warrior",
        oracle=("Infect (This creature deals damage to creatures in the form of -1/-1 "
                "counters and to players in the form of poison counters.)"),
        power=1,
        toughness=1,
        keywords=["infect"],
    ),
    Card(
        name="Glorious Anthem",
        cost="{1}{W}{W}",
        type_line="Enchantment",
        oracle="Creatures you control get +1/+1.",
        statics=[Anthem("Creatures you control get +1/+1.", 1, 1)],
    ),
    Card(
        name="Gnarlid Pack",
        cost="{1}{G}",
        type_line="Creature — Beast",
        oracle=("Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you "
                "cast this spell.)\nThis creature enters with a +1/+1 counter on it for each time "
                "it was kicked."),
        power=2,
        toughness=2,
        kicker="{1}{G}",
        multikicker=True,  # CR 702.33c
        replacements=[EntersWithCounters("+1/+1", "times kicked",
                                         "This creature enters with a +1/+1 counter on it for each "
                                         "time it was kicked.")],
    ),
    Card(
        name="Go-Shintai of Ancient Wars",
        cost="{2}{R}",
        type_line="Legendary Enchantment Creature — Shrine",
        oracle=("First strike\n"
                "At the beginning of your end step, you may pay {1}. When you do, Go-Shintai of "
                "Ancient Wars deals X damage to target player or planeswalker, where X is the "
                "number of Shrines you control."),
        power=2,
        toughness=2,
        keywords=["first strike"],
        abilities=[Triggered(
            ("At the beginning of your end step, you may pay {1}. When you do, Go-Shintai of "
             "Ancient Wars deals X damage to target player or planeswalker, where X is the number "
             "of Shrines you control."), OnStep("end_step"),
            [May(PayMana(1)),
             If(Condition("did"), WhenYouDo(
                 "Go-Shintai of Ancient Wars deals X damage to target player or planeswalker, "
                 "where X is the number of Shrines you control.",  # its Oracle words
                 DealDamage(Amount("count", of=Sel(subtype="Shrine", controller="you",
                                                   text="Shrine you control")),
                            target="player or planeswalker")))])],
    ),
    Card(
        name="Goblin Chieftain",
        cost="{1}{R}{R}",
        type_line="Creature — Goblin",
        oracle=("Haste (This creature can attack and {T} as soon as it comes under your "
                "control.)\n"
                "Other Goblin creatures you control get +1/+1 and have haste."),
        power=2,
        toughness=2,
        keywords=["haste"],
        statics=[Anthem("Other Goblin creatures you control get +1/+1 and have haste.", 1, 1,
                        affects=Sel(types=("creature",), subtype="Goblin", controller="you",
                                    another=True, text="other Goblin creatures you control"),
                        keywords=["haste"])],
    ),
    Card(
        name="Goblin Dark-Dwellers",
        cost="{3}{R}{R}",
        type_line="Creature — Goblin",
        oracle=("Menace (This creature can't be blocked except by two or more creatures.)\n"
                "When this creature enters, you may cast target instant or sorcery card with mana "
                "value 3 or less from your graveyard without paying its mana cost. If that spell "
                "would be put into your graveyard, exile it instead."),
        power=4,
        toughness=4,
        keywords=["menace"],
        abilities=[Triggered(
            "When this creature enters, you may cast target instant or sorcery card with mana "
            "value 3 or less from your graveyard without paying its mana cost. If that spell "
            "would be put into your graveyard, exile it instead.",
            OnEnter(),
            [CastCard(target=Sel(types=("instant", "sorcery"), mv_le=3, zone="graveyard",
                                 owner="you",
                                 text="instant or sorcery card with mana value 3 or less "
                                      "from your graveyard"),
                      exile_instead=True)])],
    ),
    Card(
        name="Goblin Electromancer",
        cost="{U}{R}",
        type_line="Creature — Goblin Wizard",
        oracle="Instant and sorcery spells you cast cost {1} less to cast.",
        power=2,
        toughness=2,
        cost_changes=[CostChange("Instant and sorcery spells you cast cost {1} less to cast.",
                                 less=1, whose="you", spells="instant or sorcery spell")],
    ),
    Card(
        name="Goblin Grappler",
        cost="{R}",
        type_line="Creature — Goblin",
        oracle=("Provoke (Whenever this creature attacks, you may have target creature defending "
                "player controls untap and block it if able.)"),
        power=1,
        toughness=1,
        keywords=["provoke"],
    ),
    Card(
        name="Goblin Heelcutter",
        cost="{3}{R}",
        type_line="Creature — Goblin Berserker",
        oracle=("Whenever this creature attacks, target creature can't block this turn.\n"
                "Dash {2}{R} (You may cast this spell for its dash cost. If you do, it gains "
                "haste, and it's returned from the battlefield to its owner's hand at the "
                "beginning of the next end step.)"),
        power=3,
        toughness=2,
        abilities=[Triggered("Whenever this creature attacks, target creature can't block this turn.",
                             OnAttack(),
                             [ApplyEffect(Change(restrict=("can't block",)), target="creature")])],
        dash="{2}{R}",
    ),
    Card(
        name="Goblin Mountaineer",
        cost="{R}",
        type_line="Creature — Goblin Scout",
        oracle=("Mountainwalk (This creature can't be blocked as long as defending player "
                "controls a Mountain.)"),
        power=1,
        toughness=1,
        keywords=["mountainwalk"],
    ),
    Card(
        name="Goblin Piker",
        cost="{1}{R}",
        type_line="Creature — Goblin Warrior",
        oracle="",
        power=2,
        toughness=1,
    ),
    Card(
        name="Goblin Wardriver",
        cost="{R}{R}",
        type_line="Creature — Goblin Warrior",
        oracle=("Battle cry (Whenever this creature attacks, each other attacking creature gets "
                "+1/+0 until end of turn.)"),
        power=2,
        toughness=2,
        keywords=["battle cry"],
    ),
    Card(
        name="Grand Arbiter Augustin IV",
        cost="{2}{W}{U}",
        type_line="Legendary Creature — Human Advisor",
        oracle=("White spells you cast cost {1} less to cast.\n"
                "Blue spells you cast cost {1} less to cast.\n"
                "Spells your opponents cast cost {1} more to cast."),
        power=2,
        toughness=3,
        cost_changes=[
            CostChange("White spells you cast cost {1} less to cast.", less=1, whose="you",
                       spells=Sel(colors=("white",), zone="stack", text="white spell")),
            CostChange("Blue spells you cast cost {1} less to cast.", less=1, whose="you",
                       spells=Sel(colors=("blue",), zone="stack", text="blue spell")),
            CostChange("Spells your opponents cast cost {1} more to cast.", more=1,
                       whose="opponents"),
        ],
    ),
    Card(
        name="Grapeshot",
        cost="{1}{R}",
        type_line="Sorcery",
        oracle=("Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it "
                "for each spell cast before it this turn. You may choose new targets for the "
                "copies.)"),
        keywords=["storm"],  # 702.40a
        spell=[DealDamage(1, target="any")],
    ),
    Card(
        name="Gravedigger",
        cost="{3}{B}",
        type_line="Creature — Zombie",
        oracle=("When this creature enters, you may return target creature card from your "
                "graveyard to your hand."),
        power=2,
        toughness=2,
        abilities=[Triggered("When this creature enters, you may return target creature card "
                             "from your graveyard to your hand.", OnEnter(),
                             May(ReturnToHand(target="creature card in your graveyard")))],
    ),
    Card(
        name="Gray Ogre",
        cost="{2}{R}",
        type_line="Creature — Ogre",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Grizzled Outcasts",
        cost="{4}{G}",
        type_line="Creature — Human Werewolf",
        oracle=("At the beginning of each upkeep, if no spells were cast last turn, transform "
                "this creature."),
        power=4,
        toughness=4,
        abilities=[WerewolfTransform()],
        back_face=Card(
            name="Krallenhorde Wantons",
            type_line="Creature — Werewolf",
            colors="G",
            oracle=("At the beginning of each upkeep, if a player cast two or more spells last "
                    "turn, transform this creature."),
            power=7,
            toughness=7,
            abilities=[WerewolfTransform(back=True)],
        ),
    ),
    Card(
        name="Grizzly Bears",
        cost="{1}{G}",
        type_line="Creature — Bear",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Gut Shot",
        cost="{R/P}",
        type_line="Instant",
        oracle="({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target.",
        spell=[DealDamage(1, target="any")],
    ),
]
