"""Cards whose names begin with B."""

from mtgcore.cards.dsl import Card, Destroy

CARDS = [
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
        name="Bone Splinters",
        cost="{B}",
        type_line="Sorcery",
        oracle=("As an additional cost to cast this spell, sacrifice a creature.\n"
                "Destroy target creature."),
        spell=[Destroy(target="creature")],
        sacrifice_creature=True,
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
]
