"""Cards whose names begin with A."""

from mtgcore.cards.dsl import (CHOSEN_TYPE, Activated, Adapt, ApplyEffect,
                               AsEntersChooseCreatureType, AtBeginningOfNextUpkeep, AtEndOfCombat,
                               Card, Change, ChangeText, Condition, CreateTokens, DealDamage,
                               Destroy, DoubleTokens, DrawCards, Equip, GainLife, Loyalty, May,
                               Monstrosity, OnBecomesBlockedBy, OnBecomesMonstrous, OnBlocksA,
                               OnDies, OnEnter, OnLifeGain, OnStep, OnTransformsInto, Pump,
                               PutCounters, Sel, SplitCard, Static, Token, Transform, Triggered,
                               Untap)

_ABOMINATION = ("Whenever this creature blocks or becomes blocked by a green or white creature, "
                "destroy that creature at end of combat.")
_GREEN_OR_WHITE = Sel(types=("creature",), colors=("green", "white"), text="green or white creature")

CARDS = [
    Card(
        name="Abomination",
        cost="{3}{B}{B}",
        type_line="Creature — Horror",
        oracle=_ABOMINATION,
        power=2,
        toughness=6,
        # CR 509.3f: the other creature's colors as blockers are declared.
        abilities=[Triggered(_ABOMINATION, OnBlocksA(_GREEN_OR_WHITE),
                             [AtEndOfCombat("Destroy that creature.", Destroy(subject="it"),
                                            subject="event source")]),
                   Triggered(_ABOMINATION, OnBecomesBlockedBy(_GREEN_OR_WHITE),
                             [AtEndOfCombat("Destroy that creature.", Destroy(subject="it"))])],
    ),
    Card(
        name="Abrupt Decay",
        cost="{B}{G}",
        type_line="Instant",
        oracle=("This spell can't be countered.\n"
                "Destroy target nonland permanent with mana value 3 or less."),
        cant_be_countered=True,
        spell=[Destroy(Sel(not_types=("land",), mv_le=3,
                           text="nonland permanent with mana value 3 or less"))],
    ),
    Card(
        name="Accorder's Shield",
        cost="{0}",
        type_line="Artifact — Equipment",
        oracle=("Equipped creature gets +0/+3 and has vigilance. (Attacking doesn't cause it "
                "to tap.)\nEquip {3} ({3}: Attach to target creature you control. Equip only "
                "as a sorcery.)"),
        statics=[Static("Equipped creature gets +0/+3 and has vigilance.",
                        Change(plus_toughness=3, add_keywords=("vigilance",)), affects="attached")],
        abilities=[Equip("{3}")],
    ),
    Card(
        name="Act of Treason",
        cost="{2}{R}",
        type_line="Sorcery",
        oracle=("Gain control of target creature until end of turn. Untap that creature. It gains "
                "haste until end of turn. (It can attack and {T} this turn.)"),
        spell=[ApplyEffect(Change(gain_control=True), target="creature"),  # layer 2 (613.1b)
               Untap(subject="target:0"), Pump(0, 0, subject="target:0", keywords=["haste"])],
    ),
    Card(
        name="Adaptive Automaton",
        cost="{3}",
        type_line="Artifact Creature — Construct",
        oracle=("As this creature enters, choose a creature type.\n"
                "This creature is the chosen type in addition to its other types.\n"
                "Other creatures you control of the chosen type get +1/+1."),
        power=2,
        toughness=2,
        # CR 614.12a: the choice is made as it enters and stored on the permanent.
        replacements=[AsEntersChooseCreatureType("As this creature enters, choose a creature type.")],
        statics=[Static("This creature is the chosen type in addition to its other types.",
                        Change(add_subtypes=CHOSEN_TYPE)),
                 Static("Other creatures you control of the chosen type get +1/+1.",
                        Change(plus_power=1, plus_toughness=1),
                        affects=Sel(types=("creature",), subtype=CHOSEN_TYPE, controller="you",
                                    another=True,
                                    text="other creatures you control of the chosen type"))],
    ),
    Card(
        name="Aegis of the Gods",
        cost="{1}{W}",
        type_line="Enchantment Creature — Human Soldier",
        oracle="You have hexproof. (You can't be the target of spells or abilities your opponents control.)",
        power=2,
        toughness=1,
        statics=[Static("You have hexproof.", Change(player_rules=("hexproof",)), affects="you")],
    ),
    Card(
        name="Aeromunculus",
        cost="{1}{G}{U}",
        type_line="Creature — Homunculus Mutant",
        oracle=("Flying\n"
                "{2}{G}{U}: Adapt 1. (If this creature has no +1/+1 counters on it, put a +1/+1 "
                "counter on it.)"),
        power=2,
        toughness=3,
        keywords=["flying"],
        abilities=[Activated("{2}{G}{U}: Adapt 1.", [*Adapt(1)], cost="{2}{G}{U}")],
    ),
    Card(
        name="Agent of Treachery",
        cost="{5}{U}{U}",
        type_line="Creature — Human Rogue",
        oracle=("When this creature enters, gain control of target permanent.\n"
                "At the beginning of your end step, if you control three or more permanents "
                "you don't own, draw three cards."),
        power=2,
        toughness=3,
        abilities=[
            Triggered("When this creature enters, gain control of target permanent.", OnEnter(),
                      [ApplyEffect(Change(gain_control=True), target="permanent",
                                   duration="permanent")]),
            Triggered("At the beginning of your end step, if you control three or more permanents "
                      "you don't own, draw three cards.", OnStep("end_step"), [DrawCards(3)],
                      condition=Condition("you control", of=Sel(controller="you", owner="opponent",
                                                                text="permanent you don't own"),
                                          n=3)),
        ],
    ),
    Card(
        name="Agony Warp",
        cost="{U}{B}",
        type_line="Instant",
        oracle=("Target creature gets -3/-0 until end of turn.\n"
                "Target creature gets -0/-3 until end of turn."),
        spell=[Pump(-3, 0, target="creature"), Pump(0, -3, target="creature")],
    ),
    Card(
        name="Air Elemental",
        cost="{3}{U}{U}",
        type_line="Creature — Elemental",
        oracle="Flying",
        power=4,
        toughness=4,
        keywords=["flying"],
    ),
    Card(
        name="Ajani's Mantra",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle="At the beginning of your upkeep, you may gain 1 life.",
        abilities=[Triggered("At the beginning of your upkeep, you may gain 1 life.",
                             OnStep("upkeep"), May(GainLife(1)))],
    ),
    Card(
        name="Ajani's Pridemate",
        cost="{1}{W}",
        type_line="Creature — Cat Soldier",
        oracle="Whenever you gain life, put a +1/+1 counter on this creature.",
        power=2,
        toughness=2,
        abilities=[Triggered("Whenever you gain life, put a +1/+1 counter on this creature.",
                             OnLifeGain("you"), [PutCounters("+1/+1", 1, subject="self")])],
    ),
    Card(
        name="Ajani's Welcome",
        cost="{W}",
        type_line="Enchantment",
        oracle="Whenever a creature you control enters, you gain 1 life.",
        abilities=[Triggered("Whenever a creature you control enters, you gain 1 life.",
                             OnEnter("creature you control"), [GainLife(1)])],
    ),
    Card(
        name="Ajani, the Greathearted",
        cost="{2}{G}{W}",
        type_line="Legendary Planeswalker — Ajani",
        oracle=("Creatures you control have vigilance.\n"
                "[+1]: You gain 3 life.\n"
                "[−2]: Put a +1/+1 counter on each creature you control and a loyalty counter on "
                "each other planeswalker you control."),
        loyalty=5,
        statics=[Static("Creatures you control have vigilance.", Change(add_keywords=["vigilance"]),
                        affects="creature you control")],
        abilities=[Loyalty("[+1]: You gain 3 life.", [GainLife(3)]),
                   Loyalty("[−2]: Put a +1/+1 counter on each creature you control and a loyalty "
                           "counter on each other planeswalker you control.",
                           [PutCounters("+1/+1", each="creature you control"),
                            PutCounters("loyalty", each=Sel(
                                types=("planeswalker",), controller="you", another=True,
                                text="other planeswalker you control"))])],
    ),
    Card(
        name="Akrasan Squire",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle=("Exalted (Whenever a creature you control attacks alone, that creature gets "
                "+1/+1 until end of turn.)"),
        power=1,
        toughness=1,
        keywords=["exalted"],
    ),
    Card(
        name="Akroma's Memorial",
        cost="{7}",
        type_line="Legendary Artifact",
        oracle=("Creatures you control have flying, first strike, vigilance, trample, haste, and "
                "protection from black and from red."),
        statics=[Static("Creatures you control have flying, first strike, vigilance, trample, "
                        "haste, and protection from black and from red.",
                        Change(add_keywords=["flying", "first strike", "vigilance", "trample",
                                             "haste", "protection from black",
                                             "protection from red"]),
                        affects="creature you control")],
    ),
    Card(
        name="Altar's Reap",
        cost="{1}{B}",
        type_line="Instant",
        oracle="As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.",
        sacrifice_creature=True,
        spell=[DrawCards(2)],
    ),
    Card(
        name="Angel's Mercy",
        cost="{2}{W}{W}",
        type_line="Instant",
        oracle="You gain 7 life.",
        spell=[GainLife(7)],
    ),
    Card(
        name="Anointed Procession",
        cost="{3}{W}",
        type_line="Enchantment",
        oracle=("If an effect would create one or more tokens under your control, it creates "
                "twice that many of those tokens instead."),
        replacements=[DoubleTokens("If an effect would create one or more tokens under your "
                                   "control, it creates twice that many of those tokens instead.")],
    ),
    Card(
        name="Arbor Colossus",
        cost="{2}{G}{G}{G}",
        type_line="Creature — Giant",
        oracle=("Reach\n"
                "{3}{G}{G}{G}: Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 "
                "counters on it and it becomes monstrous.)\n"
                "When this creature becomes monstrous, destroy target creature with flying an "
                "opponent controls."),
        power=6,
        toughness=6,
        keywords=["reach"],
        abilities=[Activated("{3}{G}{G}{G}: Monstrosity 3.", [Monstrosity(3)], cost="{3}{G}{G}{G}"),
                   Triggered("When this creature becomes monstrous, destroy target creature with "
                             "flying an opponent controls.", OnBecomesMonstrous(),
                             [Destroy(target=Sel(types=("creature",), keywords=("flying",),
                                                 controller="opponent",
                                                 text="creature with flying an opponent controls"))])],
    ),
    Card(
        name="Archangel Avacyn",
        cost="{3}{W}{W}",
        type_line="Legendary Creature — Angel",
        oracle=("Flash\nFlying, vigilance\n"
                "When Archangel Avacyn enters, creatures you control gain indestructible until end "
                "of turn.\n"
                "When a non-Angel creature you control dies, transform Archangel Avacyn at the "
                "beginning of the next upkeep."),
        power=4,
        toughness=4,
        keywords=["flash", "flying", "vigilance"],
        abilities=[
            Triggered("When Archangel Avacyn enters, creatures you control gain indestructible "
                      "until end of turn.", OnEnter(),
                      [ApplyEffect(Change(add_keywords="indestructible"), each="creature you control")]),
            # 701.27f: the delayed trigger transforms it only if it hasn't transformed since
            # that delayed trigger was created.
            Triggered("When a non-Angel creature you control dies, transform Archangel Avacyn at "
                      "the beginning of the next upkeep.",
                      OnDies(Sel(types=("creature",), not_subtype="Angel", controller="you",
                                 text="non-Angel creature you control")),
                      [AtBeginningOfNextUpkeep("Transform Archangel Avacyn.", Transform(subject="self"),
                                               subject="you")]),
        ],
        back_face=Card(
            name="Avacyn, the Purifier",
            type_line="Legendary Creature — Angel",
            colors="R",
            oracle=("Flying\nWhen this creature transforms into Avacyn, the Purifier, it deals 3 "
                    "damage to each other creature and each opponent."),
            power=6,
            toughness=5,
            keywords=["flying"],
            abilities=[Triggered("When this creature transforms into Avacyn, the Purifier, it deals "
                                 "3 damage to each other creature and each opponent.",
                                 OnTransformsInto(),
                                 [DealDamage(3, each=Sel(types=("creature",), another=True,
                                                         text="other creature")),
                                  DealDamage(3, subject="each opponent")])],
        ),
    ),
    Card(
        name="Archetype of Aggression",
        cost="{1}{R}{R}",
        type_line="Enchantment Creature — Human Warrior",
        oracle=("Creatures you control have trample.\nCreatures your opponents control lose "
                "trample and can't have or gain trample."),
        power=3,
        toughness=2,
        statics=[Static("Creatures you control have trample.", Change(add_keywords=["trample"]),
                        affects="creature you control"),
                 Static("Creatures your opponents control lose trample and can't have or gain "
                        "trample.", Change(remove_keywords=["trample"], cant_have=["trample"]),
                        affects="creature an opponent controls")],
    ),
    Card(
        name="Archetype of Courage",
        cost="{1}{W}{W}",
        type_line="Enchantment Creature — Human Soldier",
        oracle=("Creatures you control have first strike.\nCreatures your opponents control lose "
                "first strike and can't have or gain first strike."),
        power=2,
        toughness=2,
        statics=[Static("Creatures you control have first strike.",
                        Change(add_keywords=["first strike"]), affects="creature you control"),
                 Static("Creatures your opponents control lose first strike and can't have or "
                        "gain first strike.",
                        Change(remove_keywords=["first strike"], cant_have=["first strike"]),
                        affects="creature an opponent controls")],
    ),
    Card(
        name="Arrogant Wurm",
        cost="{3}{G}{G}",
        type_line="Creature — Wurm",
        oracle=("Trample\n"
                "Madness {2}{G} (If you discard this card, discard it into exile. When you do, "
                "cast it for its madness cost or put it into your graveyard.)"),
        power=4,
        toughness=4,
        keywords=["trample"],
        madness="{2}{G}",
    ),
    Card(
        name="Artificial Evolution",
        cost="{U}",
        type_line="Instant",
        oracle=("Change the text of target spell or permanent by replacing all instances of one "
                "creature type with another. The new creature type can't be Wall. (This effect "
                "lasts indefinitely.)"),
        spell=[ChangeText("creature type", target="spell or permanent", new_cant_be="Wall")],
    ),
    SplitCard(
        Card(
            name="Assault",
            cost="{R}",
            type_line="Sorcery",
            oracle="Assault deals 2 damage to any target.",
            spell=[DealDamage(2, target="any")],
        ),
        Card(
            name="Battery",
            cost="{3}{G}",
            type_line="Sorcery",
            oracle="Create a 3/3 green Elephant creature token.",
            spell=[CreateTokens(1, Token("Elephant", "G", 3, 3))],
        ),
    ),
    Card(
        name="Avalanche Riders",
        cost="{3}{R}",
        type_line="Creature — Human Nomad",
        oracle=("Haste\n"
                "Echo {3}{R} (At the beginning of your upkeep, if this came under your control "
                "since the beginning of your last upkeep, sacrifice it unless you pay its echo "
                "cost.)\n"
                "When this creature enters, destroy target land."),
        power=2,
        toughness=2,
        keywords=["haste", "echo {3}{R}"],
        abilities=[Triggered("When this creature enters, destroy target land.", OnEnter(),
                             [Destroy(target="land")])],
    ),
    Card(
        name="Avian Changeling",
        cost="{2}{W}",
        type_line="Creature — Shapeshifter",
        oracle="Changeling (This card is every creature type.)\nFlying",
        power=2,
        toughness=2,
        keywords=["changeling", "flying"],
    ),
    Card(
        name="Azure Drake",
        cost="{3}{U}",
        type_line="Creature — Drake",
        oracle="Flying",
        power=2,
        toughness=4,
        keywords=["flying"],
    ),
]
