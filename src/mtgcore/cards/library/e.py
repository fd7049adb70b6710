"""Cards whose names begin with E."""

from mtgcore.cards.dsl import Card, ManaAbility

CARDS = [
    Card(
        name="Elite Vanguard",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle="",
        power=2,
        toughness=1,
    ),
    Card(
        name="Elvish Mystic",
        cost="{G}",
        type_line="Creature — Elf Druid",
        oracle="{T}: Add {G}.",
        power=1,
        toughness=1,
        abilities=[ManaAbility("G")],
    ),
]
