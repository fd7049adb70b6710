"""Cards whose names begin with N."""

from mtgcore.cards.dsl import Card, DrawCards, LoseLife

CARDS = [
    Card(
        name="Night's Whisper",
        cost="{1}{B}",
        type_line="Sorcery",
        oracle="You draw two cards and you lose 2 life.",
        spell=[DrawCards(2), LoseLife(2)],
    ),
]
