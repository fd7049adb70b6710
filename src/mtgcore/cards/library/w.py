"""Cards whose names begin with W."""

from mtgcore.cards.dsl import (Card, Destroy, EntersTapped, ManaAbility, OnEnter, Sel, Triggered)

CARDS = [
    Card(
        name="Walking Corpse",
        cost="{1}{B}",
        type_line="Creature — Zombie",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Wall of Air",
        cost="{1}{U}{U}",
        type_line="Creature — Wall",
        oracle=("Defender, flying (This creature can't attack, and it can block "
                "creatures with flying.)"),
        power=1,
        toughness=5,
        keywords=["defender", "flying"],
    ),
    Card(
        name="Wall of Stone",
        cost="{1}{R}{R}",
        type_line="Creature — Wall",
        oracle="Defender (This creature can't attack.)",
        power=0,
        toughness=8,
        keywords=["defender"],
    ),
    Card(
        name="Waterfall Aerialist",
        cost="{3}{U}",
        type_line="Creature — Djinn Wizard",
        oracle=("Flying\nWard {2} (Whenever this creature becomes the target of a spell or "
                "ability an opponent controls, counter it unless that player pays {2}.)"),
        power=3,
        toughness=1,
        keywords=["flying", "ward {2}"],
    ),
    Card(
        name="Wind Drake",
        cost="{2}{U}",
        type_line="Creature — Drake",
        oracle="Flying",
        power=2,
        toughness=2,
        keywords=["flying"],
    ),
    Card(
        name="Woodfall Primus",
        cost="{5}{G}{G}{G}",
        type_line="Creature — Treefolk Shaman",
        oracle=("Trample\nWhen this creature enters, destroy target noncreature permanent.\n"
                "Persist (When this creature dies, if it had no -1/-1 counters on it, return it "
                "to the battlefield under its owner's control with a -1/-1 counter on it.)"),
        power=6,
        toughness=6,
        keywords=["trample", "persist"],
        abilities=[Triggered("When this creature enters, destroy target noncreature permanent.",
                             OnEnter(), [Destroy(target=Sel(not_types=("creature",),
                                                            text="noncreature permanent"))])],
    ),
    Card(
        name="Worn Powerstone",
        cost="{3}",
        type_line="Artifact",
        oracle="This artifact enters tapped.\n{T}: Add {C}{C}.",
        abilities=[ManaAbility("CC", "{T}: Add {C}{C}.")],
        replacements=[EntersTapped("This artifact enters tapped.")],
    ),
]
