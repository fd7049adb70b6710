"""Cards whose names begin with I."""

from mtgcore.cards.dsl import Card

CARDS = [
    Card(
        name="Isamaru, Hound of Konda",
        cost="{W}",
        type_line="Legendary Creature — Dog",
        oracle="",
        power=2,
        toughness=2,
    ),
    # CR 305.6: the basic land type grants "{T}: Add {U}." (added by the DSL).
    Card(
        name="Island",
        type_line="Basic Land — Island",
        oracle="({T}: Add {U}.)",
    ),
]
