"""Cards whose names begin with G."""

from mtgcore.cards.dsl import Card, Pump

CARDS = [
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
        name="Goblin Piker",
        cost="{1}{R}",
        type_line="Creature — Goblin Warrior",
        oracle="",
        power=2,
        toughness=1,
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
        name="Grizzly Bears",
        cost="{1}{G}",
        type_line="Creature — Bear",
        oracle="",
        power=2,
        toughness=2,
    ),
]
