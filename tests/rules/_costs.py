"""Helpers shared by the cost tests (601.2f-h): lands in play, how many of some cards
are tapped, whether a card can be cast now."""


def lands(s, name, n, player="A"):
    return [s.battlefield(player, name) for _ in range(n)]


def tapped(s, cards):
    return sum(s.is_tapped(c) for c in cards)


def can_cast(s, card):
    return any(a.label.startswith(f"cast {card.name}") for a in s.game.legal_actions())
