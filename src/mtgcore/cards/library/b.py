"""Cards whose names begin with B."""

from mtgcore.cards.dsl import (Activated, Amount, Card, Change, CreateTokens, DealDamage, Destroy,
                               DrawCards, EntersTapped, Equip, GainLife, IfKicked, IfNotKicked,
                               LifeGainReplacement, LoseLife, ManaAbility, Modal, OnDies, OnStep,
                               Pump, PutCounters, Replacement, ReturnToHand, Sacrifice, Sel, Static,
                               Token, Triggered)
from mtgcore.cards.dsl import OnEnter, Target

CARDS = [
    Card(
        name="Bad Moon",
        cost="{1}{B}",
        type_line="Enchantment",
        oracle="Black creatures get +1/+1.",
        statics=[Static("Black creatures get +1/+1.", Change(plus_power=1, plus_toughness=1),
                        affects=Sel(types=("creature",), colors=("black",), text="black creature"))],
    ),
    Card(
        name="Badlands",
        type_line="Land — Swamp Mountain",
        oracle="({T}: Add {B} or {R}.)",
    ),
    Card(
        name="Bake into a Pie",
        cost="{2}{B}{B}",
        type_line="Instant",
        oracle=("Destroy target creature. Create a Food token. (It's an artifact with "
                "\"{2}, {T}, Sacrifice this token: You gain 3 life.\")"),
        spell=[Destroy(target="creature"),
               CreateTokens(1, Token(
                   "Food", "", 0, 0, types="Artifact", token_name="Food",
                   abilities=(Activated("{2}, {T}, Sacrifice this token: You gain 3 life.",
                                        [GainLife(3)], cost="{2}", tap=True,
                                        sacrifice_self=True),),
                   oracle="{2}, {T}, Sacrifice this token: You gain 3 life."))],
    ),
    Card(
        name="Bala Ged Recovery",
        cost="{2}{G}",
        type_line="Sorcery",
        oracle="Return target card from your graveyard to your hand.",
        spell=[ReturnToHand(target=Sel(zone="graveyard", owner="you",
                                           text="card in your graveyard"))],
        layout="modal_dfc",  # CR 712.3
        back_face=Card(
            name="Bala Ged Sanctuary",
            type_line="Land",
            oracle="This land enters tapped.\n{T}: Add {G}.",
            replacements=[EntersTapped("This land enters tapped.")],
            abilities=[ManaAbility("G")],
        ),
    ),
    Card(
        name="Ball Lightning",
        cost="{R}{R}{R}",
        type_line="Creature — Elemental",
        oracle=("Trample (This creature can deal excess combat damage to the player or "
                "planeswalker it's attacking.)\n"
                "Haste (This creature can attack and {T} as soon as it comes under your "
                "control.)\n"
                "At the beginning of the end step, sacrifice this creature."),
        power=6,
        toughness=1,
        keywords=["trample", "haste"],
        abilities=[Triggered("At the beginning of the end step, sacrifice this creature.",
                             OnStep("end_step", player="any"), [Sacrifice(subject="self")])],
    ),
    Card(
        name="Ballista Squad",
        cost="{3}{W}",
        type_line="Creature — Human Rebel",
        oracle="{X}{W}, {T}: This creature deals X damage to target attacking or blocking creature.",
        power=2,
        toughness=2,
        abilities=[Activated("{X}{W}, {T}: This creature deals X damage to target attacking or "
                             "blocking creature.",
                             [DealDamage(Amount("x"), target="attacking or blocking creature")],
                             cost="{X}{W}", tap=True)],
    ),
    Card(
        name="Baloth Null",
        cost="{4}{B}{G}",
        type_line="Creature — Zombie Beast",
        oracle=("When this creature enters, return up to two target creature cards from your "
                "graveyard to your hand."),
        power=4,
        toughness=5,
        abilities=[Triggered("When this creature enters, return up to two target creature cards "
                             "from your graveyard to your hand.", OnEnter(),
                             [ReturnToHand(target=Target("creature card in your graveyard", up_to=2))])],
    ),
    Card(
        name="Barbed Lightning",
        cost="{2}{R}",
        type_line="Instant",
        oracle=("Choose one —\n"
                "• Barbed Lightning deals 3 damage to target creature.\n"
                "• Barbed Lightning deals 3 damage to target player or planeswalker.\n"
                "Entwine {2} (Choose both if you pay the entwine cost.)"),
        spell=Modal("one", [DealDamage(3, target="creature")],
                    [DealDamage(3, target="player or planeswalker")]),
        entwine="{2}",
    ),
    Card(
        name="Battering Craghorn",
        cost="{2}{R}{R}",
        type_line="Creature — Goat Beast",
        oracle=("First strike\nMorph {1}{R}{R} (You may cast this card face down as a 2/2 creature "
                "for {3}. Turn it face up any time for its morph cost.)"),
        power=3,
        toughness=1,
        keywords=["first strike", "morph {1}{R}{R}"],  # 702.37a
    ),
    Card(
        name="Battle-Mad Ronin",
        cost="{1}{R}",
        type_line="Creature — Human Samurai",
        oracle=("Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until "
                "end of turn.)\nThis creature attacks each combat if able."),
        power=1,
        toughness=1,
        keywords=["bushido 2", "attacks each combat if able"],
    ),
    Card(
        name="Battlegrowth",
        cost="{G}",
        type_line="Instant",
        oracle="Put a +1/+1 counter on target creature.",
        spell=[PutCounters("+1/+1", 1, target="creature")],
    ),
    Card(
        name="Bayou",
        type_line="Land — Swamp Forest",
        oracle="({T}: Add {B} or {G}.)",
    ),
    Card(
        name="Beastcaller Savant",
        cost="{1}{G}",
        type_line="Creature — Elf Shaman Ally",
        oracle="Haste\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
        power=1,
        toughness=1,
        keywords=["haste"],
        # CR 106.6: mana with a spending restriction.
        abilities=[ManaAbility("any", "{T}: Add one mana of any color. Spend this mana only to cast "
                               "a creature spell.", spend_only="creature spell")],
    ),
    Card(
        name="Beloved Beggar",
        cost="{1}{W}",
        type_line="Creature — Human Peasant",
        oracle=("Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for its "
                "disturb cost.)"),
        power=0,
        toughness=4,
        disturb="{4}{W}{W}",
        back_face=Card(
            name="Generous Soul",
            type_line="Creature — Spirit",
            colors="W",
            oracle=("Flying, vigilance\n"
                    "If Generous Soul would be put into a graveyard from anywhere, exile it "
                    "instead."),
            power=4,
            toughness=4,
            keywords=["flying", "vigilance"],
            replacements=[Replacement("If Generous Soul would be put into a graveyard from "
                                      "anywhere, exile it instead.", "zone_change", "exile instead",
                                      self_=True, to_zone="graveyard")],
        ),
    ),
    Card(
        name="Benalish Knight",
        cost="{2}{W}",
        type_line="Creature — Human Knight",
        oracle=("Flash (You may cast this spell any time you could cast an instant.)\n"
                "First strike (This creature deals combat damage before creatures "
                "without first strike.)"),
        power=2,
        toughness=2,
        keywords=["flash", "first strike"],
    ),
    Card(
        name="Bird Admirer",
        cost="{2}{G}",
        type_line="Creature — Human Archer Werewolf",
        oracle="Reach\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
        power=1,
        toughness=4,
        keywords=["reach", "daybound"],
        back_face=Card(
            name="Wing Shredder",
            type_line="Creature — Werewolf",
            colors="G",
            oracle="Reach\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)",
            power=3,
            toughness=5,
            keywords=["reach", "nightbound"],
        ),
    ),
    Card(
        name="Birds of Paradise",
        cost="{G}",
        type_line="Creature — Bird",
        oracle="Flying\n{T}: Add one mana of any color.",
        power=0,
        toughness=1,
        keywords=["flying"],
        abilities=[ManaAbility("any", "{T}: Add one mana of any color.")],
    ),
    Card(
        name="Bladetusk Boar",
        cost="{3}{R}",
        type_line="Creature — Boar",
        oracle=("Intimidate (This creature can't be blocked except by artifact creatures and/or "
                "creatures that share a color with it.)"),
        power=3,
        toughness=2,
        keywords=["intimidate"],
    ),
    Card(
        name="Blaze",
        cost="{X}{R}",
        type_line="Sorcery",
        oracle="Blaze deals X damage to any target.",
        spell=[DealDamage(Amount("x"), target="any")],
    ),
    Card(
        name="Blood Artist",
        cost="{1}{B}",
        type_line="Creature — Vampire",
        oracle=("Whenever this creature or another creature dies, target player loses 1 life "
                "and you gain 1 life."),
        power=0,
        toughness=1,
        abilities=[Triggered("Whenever this creature or another creature dies, target player "
                             "loses 1 life and you gain 1 life.", OnDies("creature"),
                             [LoseLife(1, target="player"), GainLife(1)])],
    ),
    Card(
        name="Blood Moon",
        cost="{2}{R}",
        type_line="Enchantment",
        oracle="Nonbasic lands are Mountains.",
        statics=[Static("Nonbasic lands are Mountains.", Change(land_types=["Mountain"]),  # 305.7
                        affects=Sel(types=("land",), not_supertypes=("basic",),
                                    text="nonbasic land"))],
    ),
    Card(
        name="Blood Tithe",
        cost="{3}{B}",
        type_line="Sorcery",
        oracle="Each opponent loses 3 life. You gain life equal to the life lost this way.",
        spell=[LoseLife(3, subject="each opponent"), GainLife(Amount("last count"))],
    ),
    Card(
        name="Bloodbraid Elf",
        cost="{2}{R}{G}",
        type_line="Creature — Elf Berserker",
        oracle=("Haste (This creature can attack and {T} as soon as it comes under your "
                "control.)\n"
                "Cascade (When you cast this spell, exile cards from the top of your library "
                "until you exile a nonland card that costs less. You may cast it without paying "
                "its mana cost. Put the exiled cards on the bottom in a random order.)"),
        power=3,
        toughness=2,
        keywords=["haste", "cascade"],
    ),
    Card(
        name="Bloodgift Demon",
        cost="{3}{B}{B}",
        type_line="Creature — Demon",
        oracle=("Flying\nAt the beginning of your upkeep, target player draws a card and loses 1 "
                "life."),
        power=5,
        toughness=4,
        keywords=["flying"],
        abilities=[Triggered("At the beginning of your upkeep, target player draws a card and "
                             "loses 1 life.", OnStep("upkeep"),
                             [DrawCards(1, target="player"), LoseLife(1, subject="target:0")])],
    ),
    Card(
        name="Bloodrock Cyclops",
        cost="{2}{R}",
        type_line="Creature — Cyclops",
        oracle="This creature attacks each combat if able.",
        power=3,
        toughness=3,
        keywords=["attacks each combat if able"],
    ),
    Card(
        name="Bog Wraith",
        cost="{3}{B}",
        type_line="Creature — Wraith",
        oracle="Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)",
        power=3,
        toughness=3,
        keywords=["swampwalk"],
    ),
    Card(
        name="Boggart Brute",
        cost="{2}{R}",
        type_line="Creature — Goblin Warrior",
        oracle="Menace (This creature can't be blocked except by two or more creatures.)",
        power=3,
        toughness=2,
        keywords=["menace"],
    ),
    Card(
        name="Boggart Ram-Gang",
        cost="{R/G}{R/G}{R/G}",
        type_line="Creature — Goblin Warrior",
        oracle="Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)",
        power=3,
        toughness=3,
        keywords=["haste", "wither"],
    ),
    Card(
        name="Bonded Construct",
        cost="{1}",
        type_line="Artifact Creature — Construct",
        oracle="This creature can't attack alone.",
        power=2,
        toughness=1,
        keywords=["can't attack alone"],
    ),
    Card(
        name="Bone Splinters",
        cost="{B}",
        type_line="Sorcery",
        oracle=("As an additional cost to cast this spell, sacrifice a creature.\n"
                "Destroy target creature."),
        spell=[Destroy(target="creature")],
        sacrifice_creature=True,
    ),
    Card(
        name="Bonesplitter",
        cost="{1}",
        type_line="Artifact — Equipment",
        oracle="Equipped creature gets +2/+0.\nEquip {1}",
        statics=[Static("Equipped creature gets +2/+0.", Change(plus_power=2), affects="attached")],
        abilities=[Equip("{1}")],
    ),
    Card(
        name="Boon Reflection",
        cost="{4}{W}",
        type_line="Enchantment",
        oracle="If you would gain life, you gain twice that much life instead.",
        replacements=[LifeGainReplacement(
            "If you would gain life, you gain twice that much life instead.", "double")],
    ),
    Card(
        name="Boros Swiftblade",
        cost="{R}{W}",
        type_line="Creature — Human Soldier",
        oracle="Double strike",
        power=1,
        toughness=2,
        keywords=["double strike"],
    ),
    Card(
        name="Borrowed Grace",
        cost="{2}{W}",
        type_line="Instant",
        oracle=("Escalate {1}{W} (Pay this cost for each mode chosen beyond the first.)\n"
                "Choose one or both —\n"
                "• Creatures you control get +2/+0 until end of turn.\n"
                "• Creatures you control get +0/+2 until end of turn."),
        spell=Modal("one or both", [Pump(2, 0, each="creature you control")],
                    [Pump(0, 2, each="creature you control")]),
        escalate="{1}{W}",
    ),
    Card(
        name="Boseiju, Who Shelters All",
        type_line="Legendary Land",
        oracle=("Boseiju enters tapped.\n"
                "{T}, Pay 2 life: Add {C}. If that mana is spent on an instant or sorcery spell, "
                "that spell can't be countered."),
        replacements=[EntersTapped("Boseiju enters tapped.")],
        # CR 106.6: mana with a rider on the spell it is spent on (101.2).
        abilities=[ManaAbility("C", "{T}, Pay 2 life: Add {C}. If that mana is spent on an instant "
                               "or sorcery spell, that spell can't be countered.", life=2,
                               uncounterable_on="instant or sorcery spell")],
    ),
    Card(
        name="Branchloft Pathway",
        type_line="Land",
        oracle="{T}: Add {G}.",
        abilities=[ManaAbility("G")],
        layout="modal_dfc",  # CR 712.3: both faces are lands (712.12)
        back_face=Card(
            name="Boulderloft Pathway",
            type_line="Land",
            oracle="{T}: Add {W}.",
            abilities=[ManaAbility("W")],
        ),
    ),
    Card(
        name="Burst Lightning",
        cost="{R}",
        type_line="Instant",
        oracle=("Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
                "Burst Lightning deals 2 damage to any target. If this spell was kicked, it "
                "deals 4 damage instead."),
        kicker="{4}",
        spell=[IfNotKicked(DealDamage(2, target="any")),
               IfKicked(DealDamage(4, subject="target:0"))],
    ),
]
