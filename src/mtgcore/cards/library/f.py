"""Cards whose names begin with F."""

from mtgcore.cards.dsl import Activated, Card, GainLife

CARDS = [
    Card(
        name="Fencing Ace",
        cost="{1}{W}",
        type_line="Creature — Human Soldier",
        oracle="Double strike",
        power=1,
        toughness=1,
        keywords=["double strike"],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {G}." (added by the DSL).
    Card(
        name="Forest",
        type_line="Basic Land — Forest",
        oracle="({T}: Add {G}.)",
    ),
    Card(
        name="Fountain of Youth",
        cost="{0}",
        type_line="Artifact",
        oracle="{2}, {T}: You gain 1 life.",
        abilities=[Activated("{2}, {T}: You gain 1 life.", [GainLife(1)], cost="{2}", tap=True)],
    ),
    Card(
        name="Fugitive Wizard",
        cost="{U}",
        type_line="Creature — Human Wizard",
        oracle="",
        power=1,
        toughness=1,
    ),
]
