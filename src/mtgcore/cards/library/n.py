"""Cards whose names begin with N."""

from mtgcore.cards.dsl import (Card, Counter, DrawCards, GainLife, LoseLife, ManaAbility, OnLeave,
                               Sel, Triggered)

CARDS = [
    Card(
        name="Nadier's Nightblade",
        cost="{2}{B}",
        type_line="Creature — Elf Warrior",
        oracle=("Whenever a token you control leaves the battlefield, each opponent loses 1 life "
                "and you gain 1 life."),
        power=1,
        toughness=3,
        abilities=[Triggered("Whenever a token you control leaves the battlefield, each opponent "
                             "loses 1 life and you gain 1 life.",
                             OnLeave(Sel(token=True, controller="you", text="token you control")),
                             [LoseLife(1, subject="each opponent"), GainLife(1)])],
    ),
    Card(
        name="Negate",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target noncreature spell.",
        spell=[Counter("noncreature spell")],
    ),
    Card(
        name="Night's Whisper",
        cost="{1}{B}",
        type_line="Sorcery",
        oracle="You draw two cards and you lose 2 life.",
        spell=[DrawCards(2), LoseLife(2)],
    ),
    Card(
        name="Noble Hierarch",
        cost="{G}",
        type_line="Creature — Human Druid",
        oracle=("Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
                "until end of turn.)\n{T}: Add {G}, {W}, or {U}."),
        power=0,
        toughness=1,
        keywords=["exalted"],
        abilities=[ManaAbility("G|W|U", "{T}: Add {G}, {W}, or {U}.")],
    ),
]
