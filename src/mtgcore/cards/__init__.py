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

    def __init__(self, cards: Iterable[Card], *, replace: "bool | Iterable[str]" = False,
                 pool: bool = False, base: "CardLibrary | None" = None):
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
        #: Whether names the library lacks are read from the card snapshot and built
        #: by the Oracle compiler (the default library does; custom libraries don't).
        self.pool = pool
        #: The library this one extends with compiled cards (itself if none).
        self.root = base.root if base is not None else self
        self._extended: dict = {}

    @property
    def db(self):
        """The native ``CardDb`` (built on first use, shared by every game)."""
        if self._db is None:
            from mtgcore import _core
            self._db = _core.CardDb(self.blob)
        return self._db

    def __getstate__(self) -> dict:
        # The native CardDb is rebuilt from the blob on first use after unpickling.
        return {k: v for k, v in self.__dict__.items() if k not in ("_db", "_extended")} | {
            "_db": None, "_extended": {}}

    def suggestions(self, name: str) -> list[str]:
        return difflib.get_close_matches(name, [n for n in self.cards], n=3, cutoff=0.6)

    def canonical(self, name: str) -> str | None:
        """The library's spelling of ``name`` (case-insensitive; a double-faced or
        split card also by its full ``A // B`` name), or None.  With ``pool``, a card
        of the snapshot that the Oracle compiler builds has its snapshot name."""
        if not isinstance(name, str):
            return None
        if name in self.cards:
            return name
        got = self._lower.get(name.lower())
        if got is not None or not self.pool:
            return got
        from mtgcore.oracle import pool
        snap = pool.canonical(name)
        if snap is None:
            return None
        for n in (snap, snap.split(" // ")[0]):  # the hand-written card of that name wins
            if n.lower() in self._lower:
                return self._lower[n.lower()]
        _, card, _ = pool.status(snap)
        return card.name if card is not None else None

    def unsupported(self, name: str) -> str | None:
        """Why a card of the snapshot can't be played (the compiler's reason), or None
        if it can or if no card has that name."""
        if not self.pool or self.canonical(name) is not None:
            return None
        from mtgcore.oracle import pool
        _, _, reason = pool.status(name)
        return reason

    def including(self, names: Iterable[str]) -> "CardLibrary":
        """This library with the compiled cards among ``names`` added (itself if it
        has them all).  Libraries are remembered per set of added cards, so every
        game of a batch shares one ``CardDb``."""
        extra = {}
        for n in names:
            canon = self.canonical(n)
            if canon is None:
                self.id_of(n)  # raises, naming the card
            if canon not in self.cards:
                from mtgcore.oracle import pool
                extra[canon] = pool.build(canon)
        if not extra:
            return self
        key = frozenset(extra)
        lib = self._extended.get(key)
        if lib is None:
            lib = CardLibrary(list(self.cards.values()) + list(extra.values()), pool=self.pool,
                              base=self)
            self._extended[key] = lib
        return lib

    def for_decks(self, *decks) -> "CardLibrary":
        """The library that plays ``decks`` (Deck objects): see :meth:`including`."""
        return self.including({n for d in decks for _, n in d.main + d.sideboard})

    def id_of(self, name: str) -> int:
        """The ``def_id`` of a card name; unknown names raise CardDefinitionError."""
        canon = self.canonical(name)
        if canon is not None and canon not in self.ids:
            raise CardDefinitionError(f"card {canon!r} is compiled from its Oracle text but not in "
                                      f"this library's card database: use "
                                      f"library.including([{canon!r}])")
        if canon is None or canon not in self.cards:
            reason = self.unsupported(name)
            if reason is not None:
                raise CardDefinitionError(f"card {name!r} can't be played yet: {reason}")
            hint = self.suggestions(name)
            more = f"; did you mean {', '.join(repr(h) for h in hint)}?" if hint else ""
            raise CardDefinitionError(f"unknown card {name!r}{more}")
        return self.ids[canon]

    def get(self, name: str) -> Card:
        """The definition of a card; unknown names raise CardDefinitionError."""
        canon = self.canonical(name)
        if canon is None:
            self.id_of(name)  # raises with suggestions
        if canon not in self.cards:
            from mtgcore.oracle import pool
            return pool.build(canon)
        return self.cards[canon]

    def __contains__(self, name: str) -> bool:
        return self.canonical(name) is not None

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
        _LIBRARY = CardLibrary(ALL_CARDS, pool=True)
    return _LIBRARY


__all__ = ["Card", "CardLibrary", "compile_cards", "default_library"]
