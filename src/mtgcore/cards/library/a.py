"""Cards whose names begin with A."""

from mtgcore.cards.dsl import (Card, GainLife, May, OnEnter, OnLifeGain, OnStep, Pump, PutCounters,
                               Triggered)

CARDS = [
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
        oracle="Whenever you gain life, you may put a +1/+1 counter on this creature.",
        power=2,
        toughness=2,
        abilities=[Triggered("Whenever you gain life, you may put a +1/+1 counter on this "
                             "creature.", OnLifeGain("you"),
                             May(PutCounters("+1/+1", 1, subject="self")))],
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
        name="Angel's Mercy",
        cost="{2}{W}{W}",
        type_line="Instant",
        oracle="You gain 7 life.",
        spell=[GainLife(7)],
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
