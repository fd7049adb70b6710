"""Cards whose names begin with P."""

from mtgcore.cards.dsl import Activated, Card, DealDamage

CARDS = [
    # CR 305.6: the basic land type grants "{T}: Add {W}." (added by the DSL).
    Card(
        name="Plains",
        type_line="Basic Land — Plains",
        oracle="({T}: Add {W}.)",
    ),
    Card(
        name="Prodigal Pyromancer",
        cost="{2}{R}",
        type_line="Creature — Human Wizard",
        oracle="{T}: This creature deals 1 damage to any target.",
        power=1,
        toughness=1,
        abilities=[Activated("{T}: This creature deals 1 damage to any target.",
                             [DealDamage(1, target="any")], tap=True)],
    ),
]
