"""Card definitions: the DSL (:mod:`mtgcore.cards.dsl`) and the card library.

:data:`LIBRARY` is the bundled card pool compiled once into the engine's
``CardDb``; look cards up with :meth:`CardLibrary.get` (unknown names raise
:class:`~mtgcore.errors.CardDefinitionError` with close matches).
"""

from __future__ import annotations

import difflib
from typing import Iterable

from mtgcore.cards.dsl import Card, compile_cards, compile_cards_full
from mtgcore.errors import CardDefinitionError


class CardLibrary:
    """A set of card definitions compiled to one shared, immutable ``CardDb``.

    Two definitions of one name raise :class:`~mtgcore.errors.CardDefinitionError`
    unless ``replace=True`` (or a collection of the names that may be replaced):
    then the later definition wins."""

    def __init__(self, cards: Iterable[Card], *, replace: "bool | Iterable[str]" = False):
        # Two definitions of one name (in any case) are refused: a custom card named like
        # a library card must not silently change every deck's copy of it.  ``replace=True``
        # (or a collection of names) lets a later definition replace an earlier one.
        allowed = (replace if isinstance(replace, bool) else {replace.lower()} if isinstance(replace, str)
                   else {str(n).lower() for n in replace})
        self.cards = {}
        lower: dict = {}
        for c in cards:
            key = c.name.lower()
            if key in lower:
                if allowed is not True and (allowed is False or key not in allowed):
                    raise CardDefinitionError(
                        f"{c.name}: a card named {lower[key]!r} is already defined; pass "
                        f"replace=True (or replace={{{c.name!r}}}) to replace that definition")
                del self.cards[lower[key]]
            lower[key] = c.name
            self.cards[c.name] = c
        self.blob, self.ids, self.selector_texts = compile_cards_full(list(self.cards.values()))
        self._lower = {n.lower(): n for n in self.ids}
        self._db = None

    @property
    def db(self):
        """The native ``CardDb`` (built on first use, shared by every game)."""
        if self._db is None:
            from mtgcore import _core
            self._db = _core.CardDb(self.blob)
        return self._db

    def __getstate__(self) -> dict:
        # The native CardDb is rebuilt from the blob on first use after unpickling.
        return {k: v for k, v in self.__dict__.items() if k != "_db"} | {"_db": None}

    def suggestions(self, name: str) -> list[str]:
        return difflib.get_close_matches(name, [n for n in self.cards], n=3, cutoff=0.6)

    def canonical(self, name: str) -> str | None:
        """The library's spelling of ``name`` (case-insensitive), or None."""
        if name in self.cards:
            return name
        return self._lower.get(name.lower())

    def id_of(self, name: str) -> int:
        """The ``def_id`` of a card name; unknown names raise CardDefinitionError."""
        canon = self.canonical(name)
        if canon is None or canon not in self.cards:
            hint = self.suggestions(name)
            more = f"; did you mean {', '.join(repr(h) for h in hint)}?" if hint else ""
            raise CardDefinitionError(f"unknown card {name!r}{more}")
        return self.ids[canon]

    def get(self, name: str) -> Card:
        """The definition of a card; unknown names raise CardDefinitionError."""
        canon = self.canonical(name)
        if canon is None:
            self.id_of(name)  # raises with suggestions
        return self.cards[canon]

    def __contains__(self, name: str) -> bool:
        return self.canonical(name) in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    def names(self) -> list[str]:
        return sorted(self.cards)


_LIBRARY: CardLibrary | None = None


def default_library() -> CardLibrary:
    """The bundled card library (compiled on first use)."""
    global _LIBRARY
    if _LIBRARY is None:
        from mtgcore.cards.library import ALL_CARDS
        _LIBRARY = CardLibrary(ALL_CARDS)
    return _LIBRARY


__all__ = ["Card", "CardLibrary", "compile_cards", "default_library"]
