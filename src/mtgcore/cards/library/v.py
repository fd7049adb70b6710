"""Cards whose names begin with V."""

from mtgcore.cards.dsl import (CHOSEN_TYPE, AsEntersChooseColor, AsEntersChooseCreatureType, Card,
                               Change, DealDamage, Destroy, DrawCards, Equip, EscapesWithCounters,
                               OnCast, Sel, Static, Triggered, Untap,
                               WerewolfTransform)

CARDS = [
    Card(
        name="Vampire Cutthroat",
        cost="{B}",
        type_line="Creature — Vampire Rogue",
        oracle=("Skulk (This creature can't be blocked by creatures with greater power.)\n"
                "Lifelink (Damage dealt by this creature also causes you to gain that much life.)"),
        power=1,
        toughness=1,
        keywords=["skulk", "lifelink"],
    ),
    Card(
        name="Vampire Interloper",
        cost="{1}{B}",
        type_line="Creature — Vampire Scout",
        oracle="Flying\nThis creature can't block.",
        power=2,
        toughness=1,
        keywords=["flying", "can't block"],
    ),
    Card(
        name="Vampire Nighthawk",
        cost="{1}{B}{B}",
        type_line="Creature — Vampire Shaman",
        oracle=("Flying\n"
                "Deathtouch (Any amount of damage this deals to a creature is enough to destroy "
                "it.)\n"
                "Lifelink (Damage dealt by this creature also causes you to gain that much life.)"),
        power=2,
        toughness=3,
        keywords=["flying", "deathtouch", "lifelink"],
    ),
    Card(
        name="Vandalblast",
        cost="{R}",
        type_line="Sorcery",
        oracle=("Destroy target artifact you don't control.\n"
                "Overload {4}{R} (You may cast this spell for its overload cost. If you do, "
                'change "target" in its text to "each.")'),
        spell=[Destroy(Sel(types=("artifact",), controller="opponent",
                           text="artifact you don't control"))],
        overload="{4}{R}",
    ),
    Card(
        name="Vanquisher's Banner",
        cost="{5}",
        type_line="Artifact",
        oracle=("As this artifact enters, choose a creature type.\n"
                "Creatures you control of the chosen type get +1/+1.\n"
                "Whenever you cast a creature spell of the chosen type, draw a card."),
        replacements=[AsEntersChooseCreatureType("As this artifact enters, choose a creature "
                                                 "type.")],
        statics=[Static("Creatures you control of the chosen type get +1/+1.",
                        Change(plus_power=1, plus_toughness=1),
                        affects=Sel(types=("creature",), subtype=CHOSEN_TYPE, controller="you",
                                    text="creatures you control of the chosen type"))],
        abilities=[Triggered("Whenever you cast a creature spell of the chosen type, draw a card.",
                             OnCast(what=Sel(types=("creature",), subtype=CHOSEN_TYPE, zone="stack",
                                             text="creature spell of the chosen type")),
                             [DrawCards(1)])],
    ),
    Card(
        name="Vedalken Orrery",
        cost="{4}",
        type_line="Artifact",
        oracle="You may cast spells as though they had flash.",
        statics=[Static("You may cast spells as though they had flash.",
                        Change(player_rules=("may cast spells as though they had flash",)),
                        affects="you")],
    ),
    Card(
        name="Village Ironsmith",
        cost="{1}{R}",
        type_line="Creature — Human Werewolf",
        oracle=("First strike\n"
                "At the beginning of each upkeep, if no spells were cast last turn, transform "
                "this creature."),
        power=1,
        toughness=1,
        keywords=["first strike"],
        abilities=[WerewolfTransform()],
        back_face=Card(
            name="Ironfang",
            type_line="Creature — Werewolf",
            colors="R",
            oracle=("First strike\n"
                    "At the beginning of each upkeep, if a player cast two or more spells last "
                    "turn, transform this creature."),
            power=3,
            toughness=1,
            keywords=["first strike"],
            abilities=[WerewolfTransform(back=True)],
        ),
    ),
    Card(
        name="Village Rites",
        cost="{B}",
        type_line="Instant",
        oracle="As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.",
        sacrifice_creature=True,  # as Altar's Reap and Bone Splinters
        spell=[DrawCards(2)],
    ),
    Card(
        name="Vision Skeins",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Each player draws two cards.",
        spell=[DrawCards(2, subject="each player")],
    ),
    Card(
        name="Vitalize",
        cost="{G}",
        type_line="Instant",
        oracle="Untap all creatures you control.",
        spell=[Untap(each="creature you control")],
    ),
    Card(
        name="Voice of All",
        cost="{2}{W}{W}",
        type_line="Creature — Angel",
        oracle=("Flying\nAs this creature enters, choose a color.\n"
                "This creature has protection from the chosen color."),
        power=2,
        toughness=2,
        keywords=["flying", "protection from the chosen color"],
        replacements=[AsEntersChooseColor("As this creature enters, choose a color.")],
    ),
    Card(
        name="Volcanic Hammer",
        cost="{1}{R}",
        type_line="Sorcery",
        oracle="Volcanic Hammer deals 3 damage to any target.",
        spell=[DealDamage(3, target="any")],
    ),
    Card(
        name="Volcanic Island",
        type_line="Land — Island Mountain",
        oracle="({T}: Add {U} or {R}.)",
    ),
    Card(
        name="Voracious Typhon",
        cost="{2}{G}{G}",
        type_line="Creature — Snake Beast",
        oracle=("Escape—{5}{G}{G}, Exile four other cards from your graveyard. (You may cast this "
                "card from your graveyard for its escape cost.)\n"
                "This creature escapes with three +1/+1 counters on it."),
        power=4,
        toughness=4,
        escape="{5}{G}{G}, Exile four other cards from your graveyard",
        replacements=[EscapesWithCounters("+1/+1", 3, "This creature escapes with three +1/+1 "
                                                      "counters on it.")],  # CR 702.138c
    ),
    Card(
        name="Vulshok Morningstar",
        cost="{2}",
        type_line="Artifact — Equipment",
        oracle=("Equipped creature gets +2/+2.\n"
                "Equip {2} ({2}: Attach to target creature you control. Equip only as a "
                "sorcery.)"),
        statics=[Static("Equipped creature gets +2/+2.", Change(plus_power=2, plus_toughness=2), affects="attached")],
        abilities=[Equip("{2}")],
    ),
]
