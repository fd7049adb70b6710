"""Cards whose names begin with U."""

from mtgcore.cards.dsl import (Card, Change, Pump, PutCounters, ReturnToHand, Static)

CARDS = [
    Card(
        name="Ulamog's Crusher",
        cost="{8}",
        type_line="Creature — Eldrazi",
        oracle=("Annihilator 2 (Whenever this creature attacks, defending player sacrifices two "
                "permanents.)\nThis creature attacks each combat if able."),
        power=8,
        toughness=8,
        keywords=["annihilator 2", "attacks each combat if able"],
    ),
    Card(
        name="Uncaged Fury",
        cost="{2}{R}",
        type_line="Instant",
        oracle=("Target creature gets +1/+1 and gains double strike until end of turn. (It deals "
                "both first-strike and regular combat damage.)"),
        spell=[Pump(1, 1, target="creature", keywords=["double strike"])],
    ),
    Card(
        name="Underground Sea",
        type_line="Land — Island Swamp",
        oracle="({T}: Add {U} or {B}.)",
    ),
    Card(
        name="Unexpected Fangs",
        cost="{1}{B}",
        type_line="Instant",
        oracle="Put a +1/+1 counter and a lifelink counter on target creature.",
        spell=[PutCounters("+1/+1", 1, target="creature"), PutCounters("lifelink", 1, subject="target:0")],
    ),
    Card(
        name="Unholy Strength",
        cost="{B}",
        type_line="Enchantment — Aura",
        oracle="Enchant creature\nEnchanted creature gets +2/+1.",
        enchant="creature",
        statics=[Static("Enchanted creature gets +2/+1.", Change(plus_power=2, plus_toughness=1), affects="attached")],
    ),
    Card(
        name="Unsummon",
        cost="{U}",
        type_line="Instant",
        oracle="Return target creature to its owner's hand.",
        spell=[ReturnToHand(target="creature")],
    ),
    Card(
        name="Urborg, Tomb of Yawgmoth",
        type_line="Legendary Land",
        oracle="Each land is a Swamp in addition to its other land types.",
        statics=[Static("Each land is a Swamp in addition to its other land types.",
                        Change(add_subtypes=["Swamp"]), affects="land")],  # 305.6: {T}: Add {B}
    ),
]
