"""Cards whose names begin with L."""

from mtgcore.cards.dsl import (Card, DealDamage, ManaAbility)

CARDS = [
    Card(
        name="Lava Axe",
        cost="{4}{R}",
        type_line="Sorcery",
        oracle="Lava Axe deals 5 damage to target player or planeswalker.",
        spell=[DealDamage(5, target="player or planeswalker")],
    ),
    Card(
        name="Lava Spike",
        cost="{R}",
        type_line="Sorcery — Arcane",
        oracle="Lava Spike deals 3 damage to target player or planeswalker.",
        spell=[DealDamage(3, target="player or planeswalker")],
    ),
    Card(
        name="Leatherback Baloth",
        cost="{G}{G}{G}",
        type_line="Creature — Beast",
        oracle="",
        power=4,
        toughness=5,
    ),
    Card(
        name="Lightning Bolt",
        cost="{R}",
        type_line="Instant",
        oracle="Lightning Bolt deals 3 damage to any target.",
        spell=[DealDamage(3, target="any")],
    ),
    Card(
        name="Lightning Strike",
        cost="{1}{R}",
        type_line="Instant",
        oracle="Lightning Strike deals 3 damage to any target.",
        spell=[DealDamage(3, target="any")],
    ),
    Card(
        name="Llanowar Elves",
        cost="{G}",
        type_line="Creature — Elf Druid",
        oracle="{T}: Add {G}.",
        power=1,
        toughness=1,
        abilities=[ManaAbility("G")],
    ),
    Card(
        name="Lotus Petal",
        cost="{0}",
        type_line="Artifact",
        oracle="{T}, Sacrifice this artifact: Add one mana of any color.",
        abilities=[ManaAbility("any", "{T}, Sacrifice this artifact: Add one mana of any color.",
                               sacrifice_self=True)],
    ),
]
