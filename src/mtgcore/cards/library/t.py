"""Cards whose names begin with T."""

from mtgcore.cards.dsl import (Activated, ApplyEffect, BecomeMonarch, Card, CastCard, Change, Chapter, Condition,
                               CopySpell, CostChange, Counter, CreateTokens, DealDamage, Discard,
                               DiscardCost, DrawCards, EntersTapped, ManaAbility, Mill, OnEnter,
                               Pump, PutCounters, PutOntoBattlefield, Regenerate, Sacrifice, Sel,
                               Static, Token, Triggered, Untap)
from mtgcore.cards.dsl import ExtraTurn, GainLife, Target

CARDS = [
    Card(
        name="Taiga",
        type_line="Land — Mountain Forest",
        oracle="({T}: Add {R} or {G}.)",
    ),
    Card(
        name="Tale's End",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target activated ability, triggered ability, or legendary spell.",
        # The type filter describes the spells; abilities have none (CR 115.2).
        spell=[Counter(Sel(zone="stack", supertypes=("legendary",),
                           stack_objs=("spell", "activated ability", "triggered ability"),
                           text="activated ability, triggered ability, or legendary spell"))],
    ),
    Card(
        name="Tandem Tactics",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Up to two target creatures each get +1/+2 until end of turn. You gain 2 life.",
        spell=[Pump(1, 2, target=Target("creature", up_to=2)), GainLife(2)],
    ),
    Card(
        name="Tangled Florahedron",
        cost="{1}{G}",
        type_line="Creature — Elemental",
        oracle="{T}: Add {G}.",
        power=1,
        toughness=1,
        abilities=[ManaAbility("G")],
        layout="modal_dfc",  # CR 712.3
        back_face=Card(
            name="Tangled Vale",
            type_line="Land",
            oracle="This land enters tapped.\n{T}: Add {G}.",
            replacements=[EntersTapped("This land enters tapped.")],
            abilities=[ManaAbility("G")],
        ),
    ),
    Card(
        name="Tarmogoyf",
        cost="{1}{G}",
        type_line="Creature — Lhurgoyf",
        oracle=("Tarmogoyf's power is equal to the number of card types among cards in all "
                "graveyards and its toughness is equal to that number plus 1."),
        power=0,
        toughness=1,
        statics=[Static("Tarmogoyf's power is equal to the number of card types among cards in "
                        "all graveyards and its toughness is equal to that number plus 1.",
                        Change(power=1, toughness=1, toughness_offset=1,
                               pt_amount="card types in graveyards"),
                        cda=True)],  # 604.3, layer 7a
    ),
    Card(
        name="Territorial Scythecat",
        cost="{2}{G}",
        type_line="Creature — Cat",
        oracle=("Trample (This creature can deal excess combat damage to the player or "
                "planeswalker it's attacking.)\n"
                "Landfall — Whenever a land you control enters, put a +1/+1 counter on this "
                "creature."),
        power=2,
        toughness=1,
        keywords=["trample"],
        abilities=[Triggered("Landfall — Whenever a land you control enters, put a +1/+1 counter "
                             "on this creature.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [PutCounters("+1/+1", 1, subject="self")])],
    ),
    Card(
        name="Thalia, Guardian of Thraben",
        cost="{1}{W}",
        type_line="Legendary Creature — Human Soldier",
        oracle="First strike\nNoncreature spells cost {1} more to cast.",
        power=2,
        toughness=1,
        keywords=["first strike"],
        cost_changes=[CostChange("Noncreature spells cost {1} more to cast.", more=1,
                                 spells="noncreature spell")],
    ),
    Card(  # CR 714: a Saga
        name="The Eldest Reborn",
        cost="{4}{B}",
        type_line="Enchantment — Saga",
        oracle=("(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
                "after III.)\n"
                "I — Each opponent sacrifices a creature or planeswalker of their choice.\n"
                "II — Each opponent discards a card.\n"
                "III — Put target creature or planeswalker card from a graveyard onto the "
                "battlefield under your control."),
        abilities=[*Chapter("I", "I — Each opponent sacrifices a creature or planeswalker of "
                                 "their choice.",
                            [Sacrifice(Sel(types=("creature", "planeswalker"),
                                           text="creature or planeswalker"),
                                       subject="each opponent")]),
                   *Chapter("II", "II — Each opponent discards a card.",
                            [Discard(1, subject="each opponent")]),
                   *Chapter("III", "III — Put target creature or planeswalker card from a "
                                   "graveyard onto the battlefield under your control.",
                            [PutOntoBattlefield(target=Sel(types=("creature", "planeswalker"),
                                                           zone="graveyard",
                                                           text="creature or planeswalker card "
                                                                "in a graveyard"))])],
    ),
    Card(
        name="Think Twice",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Draw a card.\n"
                "Flashback {2}{U} (You may cast this card from your graveyard for its flashback "
                "cost. Then exile it.)"),
        flashback="{2}{U}",
        spell=[DrawCards(1)],
    ),
    Card(  # CR 724: the monarch
        name="Thorn of the Black Rose",
        cost="{3}{B}",
        type_line="Creature — Human Assassin",
        oracle=("Deathtouch\n"
                "When this creature enters, you become the monarch."),
        power=1,
        toughness=3,
        keywords=["deathtouch"],
        abilities=[Triggered("When this creature enters, you become the monarch.", OnEnter(),
                             [BecomeMonarch()])],
    ),
    Card(
        name="Thought Scour",
        cost="{U}",
        type_line="Instant",
        oracle="Target player mills two cards.\nDraw a card.",
        spell=[Mill(2, target="player"), DrawCards(1)],
    ),
    Card(
        name="Thoughtcast",
        cost="{4}{U}",
        type_line="Sorcery",
        oracle=("Affinity for artifacts (This spell costs {1} less to cast for each artifact you "
                "control.)\nDraw two cards."),
        keywords=["affinity for artifacts"],
        spell=[DrawCards(2)],
    ),
    Card(
        name="Thraben Inspector",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle=("When this creature enters, investigate. (Create a Clue token. It's an "
                "artifact with \"{2}, Sacrifice this token: Draw a card.\")"),
        power=1,
        toughness=2,
        abilities=[Triggered(
            "When this creature enters, investigate.", OnEnter(),
            [CreateTokens(1, Token(
                "Clue", "", 0, 0, types="Artifact", token_name="Clue",
                abilities=(Activated("{2}, Sacrifice this token: Draw a card.",
                                     [DrawCards(1)], cost="{2}", sacrifice_self=True),),
                oracle="{2}, Sacrifice this token: Draw a card."))])],
    ),
    Card(
        name="Thrasta, Tempest's Roar",
        cost="{10}{G}{G}",
        type_line="Legendary Creature — Dinosaur",
        oracle=("This spell costs {3} less to cast for each other spell cast this turn.\n"
                "Trample, haste\n"
                "Trample over planeswalkers (This creature can deal excess combat damage to the "
                "controller of the planeswalker it's attacking.)\n"
                "Thrasta has hexproof as long as it entered this turn."),
        power=7,
        toughness=7,
        keywords=["trample", "haste", "trample over planeswalkers"],  # 702.19b-c
        cost_changes=[CostChange("This spell costs {3} less to cast for each other spell cast "
                                 "this turn.", less=3, whose="self", per="other spell cast this turn")],
        statics=[Static("Thrasta has hexproof as long as it entered this turn.",
                        Change(add_keywords=["hexproof"]), condition=Condition("entered this turn"))],
    ),
    Card(
        name="Threaten",
        cost="{2}{R}",
        type_line="Sorcery",
        oracle=("Untap target creature and gain control of it until end of turn. That creature "
                "gains haste until end of turn. (It can attack and {T} this turn.)"),
        spell=[Untap(target="creature"), ApplyEffect(Change(gain_control=True), subject="target:0"),
               Pump(0, 0, subject="target:0", keywords=["haste"])],
    ),
    Card(
        name="Thrill of Possibility",
        cost="{1}{R}",
        type_line="Instant",
        oracle="As an additional cost to cast this spell, discard a card.\nDraw two cards.",
        additional_cost=DiscardCost("card"),
        spell=[DrawCards(2)],
    ),
    Card(
        name="Thunderscape Familiar",
        cost="{1}{R}",
        type_line="Creature — Kavu",
        oracle="First strike\nBlack spells and green spells you cast cost {1} less to cast.",
        power=1,
        toughness=1,
        keywords=["first strike"],
        cost_changes=[CostChange("Black spells and green spells you cast cost {1} less to cast.",
                                 less=1, whose="you",
                                 spells=Sel(colors=("black", "green"), zone="stack",
                                           text="black or green spell"))],
    ),
    Card(
        name="Time Walk",
        cost="{1}{U}",
        type_line="Sorcery",
        oracle="Take an extra turn after this one.",
        spell=[ExtraTurn()],
    ),
    Card(
        name="Time Warp",
        cost="{3}{U}{U}",
        type_line="Sorcery",
        oracle="Target player takes an extra turn after this one.",
        spell=[ExtraTurn(target="player")],
    ),
    Card(
        name="Tireless Hauler",
        cost="{4}{G}",
        type_line="Creature — Human Werewolf",
        oracle="Vigilance\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
        power=4,
        toughness=5,
        keywords=["vigilance", "daybound"],
        back_face=Card(
            name="Dire-Strain Brawler",
            type_line="Creature — Werewolf",
            colors="G",
            oracle="Vigilance\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)",
            power=6,
            toughness=6,
            keywords=["vigilance", "nightbound"],
        ),
    ),
    Card(
        name="Titanic Growth",
        cost="{1}{G}",
        type_line="Instant",
        oracle="Target creature gets +4/+4 until end of turn.",
        spell=[Pump(4, 4, target="creature")],
    ),
    Card(
        name="Tormenting Voice",
        cost="{1}{R}",
        type_line="Sorcery",
        oracle="As an additional cost to cast this spell, discard a card.\nDraw two cards.",
        additional_cost=DiscardCost("card"),
        spell=[DrawCards(2)],
    ),
    Card(
        name="Torrential Gearhulk",
        cost="{4}{U}{U}",
        type_line="Artifact Creature — Construct",
        oracle=("Flash\n"
                "When this creature enters, you may cast target instant card from your "
                "graveyard without paying its mana cost. If that spell would be put into your "
                "graveyard, exile it instead."),
        power=5,
        toughness=6,
        keywords=["flash"],
        abilities=[Triggered(
            "When this creature enters, you may cast target instant card from your graveyard "
            "without paying its mana cost. If that spell would be put into your graveyard, "
            "exile it instead.",
            OnEnter(),
            [CastCard(target=Sel(types=("instant",), zone="graveyard", owner="you",
                                 text="instant card from your graveyard"),
                      exile_instead=True)])],
    ),
    Card(
        name="Trained Armodon",
        cost="{1}{G}{G}",
        type_line="Creature — Elephant",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Traitorous Instinct",
        cost="{3}{R}",
        type_line="Sorcery",
        oracle=("Gain control of target creature until end of turn. Untap that creature. Until "
                "end of turn, it gets +2/+0 and gains haste."),
        spell=[ApplyEffect(Change(gain_control=True), target="creature"),
               Untap(subject="target:0"), Pump(2, 0, subject="target:0", keywords=["haste"])],
    ),
    Card(
        name="Transmutation",
        cost="{1}{B}",
        type_line="Instant",
        oracle="Switch target creature's power and toughness until end of turn.",
        spell=[ApplyEffect(Change(switch=True), target="creature")],  # 613.4d
    ),
    Card(
        name="Treasure Cruise",
        cost="{7}{U}",
        type_line="Sorcery",
        oracle=("Delve (Each card you exile from your graveyard while casting this spell pays for "
                "{1}.)\nDraw three cards."),
        keywords=["delve"],
        spell=[DrawCards(3)],
    ),
    Card(
        name="Treetop Village",
        type_line="Land",
        oracle=("This land enters tapped.\n"
                "{T}: Add {G}.\n"
                "{1}{G}: This land becomes a 3/3 green Ape creature with trample until end of "
                "turn. It's still a land. (It can deal excess combat damage to the player or "
                "planeswalker it's attacking.)"),
        abilities=[ManaAbility("G"),
                   Activated("{1}{G}: This land becomes a 3/3 green Ape creature with trample until "
                             "end of turn. It's still a land.",
                             [ApplyEffect(Change(add_types=["creature"], add_subtypes=["Ape"],
                                                 colors="G", add_keywords=["trample"], power=3,
                                                 toughness=3), subject="self")],
                             cost="{1}{G}")],
        replacements=[EntersTapped("This land enters tapped.")],
    ),
    Card(
        name="Tremor",
        cost="{R}",
        type_line="Sorcery",
        oracle="Tremor deals 1 damage to each creature without flying.",
        spell=[DealDamage(1, each="creature without flying")],
    ),
    Card(
        name="Troll Ascetic",
        cost="{1}{G}{G}",
        type_line="Creature — Troll Shaman",
        oracle=("Hexproof (This creature can't be the target of spells or abilities your "
                "opponents control.)\n"
                "{1}{G}: Regenerate this creature."),
        power=3,
        toughness=2,
        keywords=["hexproof"],
        abilities=[Activated("{1}{G}: Regenerate this creature.", [Regenerate()],
                             cost="{1}{G}")],
    ),
    Card(
        name="Tropical Island",
        type_line="Land — Forest Island",
        oracle="({T}: Add {G} or {U}.)",
    ),
    Card(
        name="True Believer",
        cost="{W}{W}",
        type_line="Creature — Human Cleric",
        oracle="You have shroud. (You can't be the target of spells or abilities.)",
        power=2,
        toughness=2,
        statics=[Static("You have shroud.", Change(player_rules=("shroud",)), affects="you")],
    ),
    Card(
        name="Tundra",
        type_line="Land — Plains Island",
        oracle="({T}: Add {W} or {U}.)",
    ),
    Card(
        name="Turn Against",
        cost="{4}{R}",
        type_line="Instant",
        oracle=("Devoid (This card has no color.)\n"
                "Gain control of target creature until end of turn. Untap that creature. It gains "
                "haste until end of turn."),
        colors="",  # devoid (702.114a): a characteristic-defining ability making it colorless
        spell=[ApplyEffect(Change(gain_control=True), target="creature"),
               Untap(subject="target:0"), Pump(0, 0, subject="target:0", keywords=["haste"])],
    ),
    Card(
        name="Turn to Frog",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Until end of turn, target creature loses all abilities and becomes a blue Frog "
                "with base power and toughness 1/1."),
        spell=[ApplyEffect(Change(lose_all_abilities=True, lose_creature_types=True,
                                  add_subtypes=["Frog"], colors="U", power=1, toughness=1),
                           target="creature")],  # layers 4, 5, 6, 7b
    ),
    Card(
        name="Twincast",
        cost="{U}{U}",
        type_line="Instant",
        oracle="Copy target instant or sorcery spell. You may choose new targets for the copy.",
        spell=[CopySpell("instant or sorcery spell")],
    ),
    Card(
        name="Twisted Abomination",
        cost="{5}{B}",
        type_line="Creature — Zombie Mutant",
        oracle=("{B}: Regenerate this creature. (The next time this creature would be destroyed "
                "this turn, instead tap it, remove it from combat, and heal all damage on it.)\n"
                "Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, "
                "reveal it, put it into your hand, then shuffle.)"),
        power=5,
        toughness=3,
        keywords=["swampcycling {2}"],
        abilities=[Activated("{B}: Regenerate this creature.", [Regenerate()], cost="{B}")],
    ),
    Card(
        name="Twisted Image",
        cost="{U}",
        type_line="Instant",
        oracle="Switch target creature's power and toughness until end of turn.\nDraw a card.",
        spell=[ApplyEffect(Change(switch=True), target="creature"), DrawCards(1)],
    ),
    Card(
        name="Two-Headed Giant of Foriys",
        cost="{4}{R}",
        type_line="Creature — Giant",
        oracle="Trample\nThis creature can block an additional creature each combat.",
        power=4,
        toughness=4,
        keywords=["trample", "can block an additional creature each combat"],
    ),
    Card(
        name="Typhoid Rats",
        cost="{B}",
        type_line="Creature — Rat",
        oracle=("Deathtouch (Any amount of damage this deals to a creature is enough "
                "to destroy it.)"),
        power=1,
        toughness=1,
        keywords=["deathtouch"],
    ),
]
