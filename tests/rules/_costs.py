"""Helpers shared by the rules tests of costs (601.2f-h, 118, 702 costs): lands in
play, how many of some cards are tapped, whether a card can be cast now, libraries
for games that go on for turns."""


def lands(s, name, n, player="A"):
    return [s.battlefield(player, name) for _ in range(n)]


def tapped(s, cards):
    return sum(s.is_tapped(c) for c in cards)


def can_cast(s, card):
    return any(a.label.startswith(f"cast {card.name}") for a in s.game.legal_actions())


def libraries(s, n=6, card="Island"):
    """``n`` cards in each player's library, for scenarios that pass several turns."""
    s.library("A", [card] * n)
    s.library("B", [card] * n)
