"""The card library: one module per first letter of the card name.

Each letter module defines ``CARDS``, a list of :class:`~mtgcore.cards.dsl.Card`
sorted by name.  Card facts (name, mana cost, type line, power/toughness and
Oracle text) follow the current Oracle reference.

:data:`ALL_CARDS` is every card of every letter module, sorted by name.
"""

from mtgcore.cards.library import (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u,
                                   v, w, y, z)

#: The letter modules, in alphabetical order.
MODULES = (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, y, z)

#: Every card in the library, sorted by name.
ALL_CARDS = sorted((card for module in MODULES for card in module.CARDS),
                   key=lambda card: card.name)

__all__ = ["ALL_CARDS", "MODULES"]
