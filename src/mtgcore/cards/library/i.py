"""Cards whose names begin with I."""

from mtgcore.cards.dsl import Card, DealDamage, Pump, Sacrifice, Sel

CARDS = [
    Card(
        name="Inferno",
        cost="{5}{R}{R}",
        type_line="Instant",
        oracle="Inferno deals 6 damage to each creature and each player.",
        spell=[DealDamage(6, each=Sel(types=("creature",), players="also",
                                      text="each creature and each player"))],
    ),
    Card(
        name="Infest",
        cost="{1}{B}{B}",
        type_line="Sorcery",
        oracle="All creatures get -2/-2 until end of turn.",
        spell=[Pump(-2, -2, each="creature")],
    ),
    Card(
        name="Innocent Blood",
        cost="{B}",
        type_line="Sorcery",
        oracle="Each player sacrifices a creature.",
        spell=[Sacrifice("creature", subject="each player")],
    ),
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
