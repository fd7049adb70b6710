"""Decklists in the common text format.

::

    # comments start with # or //
    4 Grizzly Bears
    4x Llanowar Elves
    20 Forest

    Sideboard
    2 Murder

Unknown card names raise :class:`~mtgcore.errors.DeckError` with the line
number and close-match suggestions.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from importlib import resources
from typing import Union

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import DeckError

_LINE = re.compile(r"^(?:SB:\s*)?(\d+)\s*x?\s+(.+?)\s*$", re.IGNORECASE)
_SECTION = re.compile(r"^(sideboard|deck|main ?deck|companion|commander)\s*:?\s*$", re.IGNORECASE)

BUNDLED = ("green_stompy", "red_burn", "white_weenie", "blue_black_skies", "orzhov_aristocrats",
            "gruul_undying")


@dataclass
class Deck:
    """A main deck and sideboard: lists of ``(count, card name)``."""

    main: list = field(default_factory=list)
    sideboard: list = field(default_factory=list)
    name: str = "deck"

    @classmethod
    def parse(cls, text: str, *, name: str = "deck", library: CardLibrary | None = None) -> "Deck":
        lib = library or default_library()
        deck = cls(name=name)
        section = deck.main
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("//"):
                continue
            sec = _SECTION.match(line)
            if sec:
                section = deck.sideboard if sec.group(1).lower() == "sideboard" else deck.main
                continue
            m = _LINE.match(line)
            if not m:
                raise DeckError(f"{name}, line {lineno}: cannot read {raw.strip()!r} "
                                f"(expected '<count> <card name>')")
            count, card = int(m.group(1)), m.group(2)
            if count <= 0:
                raise DeckError(f"{name}, line {lineno}: count must be positive in {line!r}")
            canon = lib.canonical(card)
            if canon is None:
                hint = lib.suggestions(card)
                more = f"; did you mean {', '.join(repr(h) for h in hint)}?" if hint else ""
                raise DeckError(f"{name}, line {lineno}: unknown card {card!r}{more}")
            target = deck.sideboard if line.upper().startswith("SB:") else section
            target.append((count, canon))
        if not deck.main:
            raise DeckError(f"{name}: the deck has no main-deck cards")
        return deck

    @classmethod
    def from_file(cls, path: Union[str, os.PathLike], *, library: CardLibrary | None = None) -> "Deck":
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise DeckError(f"cannot read deck file {os.fspath(path)!r}: {e.strerror}") from None
        return cls.parse(text, name=os.path.basename(os.fspath(path)), library=library)

    @classmethod
    def bundled(cls, name: str) -> "Deck":
        """One of the sample decks shipped with mtgcore (see :data:`BUNDLED`)."""
        if name not in BUNDLED:
            raise DeckError(f"no bundled deck {name!r}; choose from {', '.join(BUNDLED)}")
        text = resources.files("mtgcore").joinpath(f"data/decks/{name}.txt").read_text("utf-8")
        return cls.parse(text, name=name)

    @classmethod
    def load(cls, deck: Union["Deck", str, os.PathLike]) -> "Deck":
        """A Deck, decklist text (a string with a newline), a bundled deck name, or a path."""
        if isinstance(deck, Deck):
            return deck
        if isinstance(deck, str) and "\n" in deck:
            return cls.parse(deck)
        if isinstance(deck, str) and deck in BUNDLED and not os.path.exists(deck):
            return cls.bundled(deck)
        if isinstance(deck, (str, os.PathLike)):
            return cls.from_file(deck)
        raise DeckError(f"cannot make a deck from {type(deck).__name__}")

    def card_names(self) -> list[str]:
        """The main deck, one entry per card."""
        return [name for count, name in self.main for _ in range(count)]

    def def_ids(self, library: CardLibrary | None = None) -> list[int]:
        lib = library or default_library()
        return [lib.id_of(n) for n in self.card_names()]

    def __len__(self) -> int:
        return sum(c for c, _ in self.main)

    def to_text(self) -> str:
        lines = [f"{c} {n}" for c, n in self.main]
        if self.sideboard:
            lines += ["", "Sideboard"] + [f"{c} {n}" for c, n in self.sideboard]
        return "\n".join(lines) + "\n"
