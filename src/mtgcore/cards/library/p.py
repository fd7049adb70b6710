"""Cards whose names begin with P."""

from mtgcore.cards.dsl import Activated, Card, DealDamage, Pump

CARDS = [
    # CR 305.6: the basic land type grants "{T}: Add {W}." (added by the DSL).
    Card(
        name="Plains",
        type_line="Basic Land — Plains",
        oracle="({T}: Add {W}.)",
    ),
    Card(
        name="Predator's Strike",
        cost="{1}{G}",
        type_line="Instant",
        oracle="Target creature gets +3/+3 and gains trample until end of turn.",
        spell=[Pump(3, 3, target="creature", keywords=["trample"])],
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
