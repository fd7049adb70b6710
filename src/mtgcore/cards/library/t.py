"""Cards whose names begin with T."""

from mtgcore.cards.dsl import (Activated, Card, CreateTokens, DealDamage, DrawCards, Mill, OnEnter,
                               Pump, PutCounters, Regenerate, Sel, Token, Triggered)

CARDS = [
    Card(
        name="Taiga",
        type_line="Land — Mountain Forest",
        oracle="({T}: Add {R} or {G}.)",
    ),
    Card(
        name="Territorial Scythecat",
        cost="{2}{G}",
        type_line="Creature — Cat",
        oracle=("Trample\n"
                "Landfall — Whenever a land you control enters, put a +1/+1 counter on this "
                "creature."),
        power=2,
        toughness=1,
        keywords=["trample"],
        abilities=[Triggered("Landfall — Whenever a land you control enters, put a +1/+1 counter "
                             "on this creature.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [PutCounters("+1/+1", 1, subject="self")])],
    ),
    Card(
        name="Thought Scour",
        cost="{U}",
        type_line="Instant",
        oracle="Target player mills two cards.\nDraw a card.",
        spell=[Mill(2, target="player"), DrawCards(1)],
    ),
    Card(
        name="Thraben Inspector",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle=("When this creature enters, investigate. (Create a Clue token. It's an "
                "artifact with \"{2}, Sacrifice this token: Draw a card.\")"),
        power=1,
        toughness=2,
        abilities=[Triggered(
            "When this creature enters, investigate.", OnEnter(),
            [CreateTokens(1, Token(
                "Clue", "", 0, 0, types="Artifact", token_name="Clue",
                abilities=(Activated("{2}, Sacrifice this token: Draw a card.",
                                     [DrawCards(1)], cost="{2}", sacrifice_self=True),),
                oracle="{2}, Sacrifice this token: Draw a card."))])],
    ),
    Card(
        name="Titanic Growth",
        cost="{1}{G}",
        type_line="Instant",
        oracle="Target creature gets +4/+4 until end of turn.",
        spell=[Pump(4, 4, target="creature")],
    ),
    Card(
        name="Trained Armodon",
        cost="{1}{G}{G}",
        type_line="Creature — Elephant",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Tremor",
        cost="{R}",
        type_line="Sorcery",
        oracle="Tremor deals 1 damage to each creature without flying.",
        spell=[DealDamage(1, each="creature without flying")],
    ),
    Card(
        name="Troll Ascetic",
        cost="{1}{G}{G}",
        type_line="Creature — Troll Shaman",
        oracle=("Hexproof (This creature can't be the target of spells or abilities your "
                "opponents control.)\n"
                "{1}{G}: Regenerate this creature."),
        power=3,
        toughness=2,
        keywords=["hexproof"],
        abilities=[Activated("{1}{G}: Regenerate this creature.", [Regenerate()],
                             cost="{1}{G}")],
    ),
    Card(
        name="Tropical Island",
        type_line="Land — Forest Island",
        oracle="({T}: Add {G} or {U}.)",
    ),
    Card(
        name="Tundra",
        type_line="Land — Plains Island",
        oracle="({T}: Add {W} or {U}.)",
    ),
    Card(
        name="Typhoid Rats",
        cost="{B}",
        type_line="Creature — Rat",
        oracle=("Deathtouch (Any amount of damage this deals to a creature is enough "
                "to destroy it.)"),
        power=1,
        toughness=1,
        keywords=["deathtouch"],
    ),
]
