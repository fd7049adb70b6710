"""Cards whose names begin with D."""

from mtgcore.cards.dsl import (Activated, Card, CreateTokens, Destroy, DrawCards, OnDies, Pump,
                               PutCounters, Regenerate, Sacrifice, Token, Triggered, Untap)

CARDS = [
    Card(
        name="Darksteel Myr",
        cost="{3}",
        type_line="Artifact Creature — Myr",
        oracle=("Indestructible (Damage and effects that say \"destroy\" don't destroy "
                "it.)"),
        power=0,
        toughness=1,
        keywords=["indestructible"],
    ),
    Card(
        name="Day of Judgment",
        cost="{2}{W}{W}",
        type_line="Sorcery",
        oracle="Destroy all creatures.",
        spell=[Destroy(each="creature")],
    ),
    Card(
        name="Deadly Recluse",
        cost="{1}{G}",
        type_line="Creature — Spider",
        oracle=("Reach (This creature can block creatures with flying.)\n"
                "Deathtouch (Any amount of damage this deals to a creature is enough "
                "to destroy it.)"),
        power=1,
        toughness=2,
        keywords=["reach", "deathtouch"],
    ),
    Card(
        name="Diabolic Edict",
        cost="{1}{B}",
        type_line="Instant",
        oracle="Target player sacrifices a creature.",
        spell=[Sacrifice("creature", target="player")],
    ),
    Card(
        name="Dismember",
        cost="{1}{B/P}{B/P}",
        type_line="Instant",
        oracle=("({B/P} can be paid with either {B} or 2 life.)\n"
                "Target creature gets -5/-5 until end of turn."),
        spell=[Pump(-5, -5, target="creature")],
    ),
    Card(
        name="Divination",
        cost="{2}{U}",
        type_line="Sorcery",
        oracle="Draw two cards.",
        spell=[DrawCards(2)],
    ),
    Card(
        name="Doomed Traveler",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle="When this creature dies, create a 1/1 white Spirit creature token with flying.",
        power=1,
        toughness=1,
        abilities=[Triggered("When this creature dies, create a 1/1 white Spirit creature "
                             "token with flying.", OnDies(),
                             [CreateTokens(1, Token("Spirit", "W", 1, 1, ("flying",),
                                                    oracle="Flying"))])],
    ),
    Card(
        name="Dragonscale Boon",
        cost="{3}{G}",
        type_line="Instant",
        oracle="Put two +1/+1 counters on target creature and untap it.",
        spell=[PutCounters("+1/+1", 2, target="creature"), Untap(subject="target:0")],
    ),
    Card(
        name="Drudge Skeletons",
        cost="{1}{B}",
        type_line="Creature — Skeleton",
        oracle=("{B}: Regenerate this creature. (The next time this creature would be "
                "destroyed this turn, instead tap it, remove it from combat, and heal "
                "all damage on it.)"),
        power=1,
        toughness=1,
        abilities=[Activated("{B}: Regenerate this creature.", [Regenerate()], cost="{B}")],
    ),
    Card(
        name="Dusk Imp",
        cost="{2}{B}",
        type_line="Creature — Imp",
        oracle="Flying",
        power=2,
        toughness=1,
        keywords=["flying"],
    ),
]
