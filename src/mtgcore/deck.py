"""Decklists as people have them.

Reads the common text formats::

    # comments start with # or //; an inline " # note" is ignored too
    4 Grizzly Bears
    4x Llanowar Elves
    4 Llanowar Elves (M19) 314        Arena / Moxfield: set code and number ignored
    1x Forest (znr) 381 [Land]        Archidekt: categories and *F* markers ignored
    20 Forest

    Sideboard                         (or "SIDEBOARD:", or "SB: 2 Murder" lines)
    2 Murder

Arena exports (``Deck``/``Sideboard``/``Commander``/``Companion`` headers; an
``About``/``Name`` block is skipped), MTGO text (the sideboard after a blank
line, with no headers), ``SB:`` prefixes and a UTF-8 byte-order mark.  Unknown
card names raise :class:`~mtgcore.errors.DeckError` with the line number and
close-match suggestions; so does a deck of more than :data:`MAX_DECK_CARDS`.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from importlib import resources
from typing import Union

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import DeckError

_LINE = re.compile(r"^(SB:\s*)?(\d+)\s*x?\s+(.+?)\s*$", re.IGNORECASE)
_SECTION = re.compile(r"^(sideboard|deck|main ?deck|main|companion|commander|about|maybeboard|"
                      r"considering|tokens)\s*:?\s*$", re.IGNORECASE)
_IGNORED_SECTIONS = ("about", "maybeboard", "considering", "tokens")
# Trailing printing details: "(M19) 314", "(znr) 381a", "[Land]", "^Tag,#00ff00^", "*F*".
_PRINTING = re.compile(r"(\s+\([A-Za-z0-9]{2,8}\)(\s+[A-Za-z0-9-]+★?)?|\s*\[[^\]]*\]|\s*\^[^^]*\^|"
                       r"\s+\*[A-Za-z]+\*)+$")
_INLINE_COMMENT = re.compile(r"\s+#.*$")

#: Most cards a main deck or a sideboard may hold (far above any format's size;
#: it keeps a typo such as "1000000000 Forest" from allocating a billion objects).
MAX_DECK_CARDS = 1000

BUNDLED = ("green_stompy", "red_burn", "white_weenie", "blue_black_skies", "orzhov_aristocrats",
            "gruul_undying", "azorius_control")


@dataclass
class Deck:
    """A main deck and sideboard: lists of ``(count, card name)``."""

    main: list = field(default_factory=list)
    sideboard: list = field(default_factory=list)
    name: str = "deck"

    @classmethod
    def parse(cls, text: str, *, name: str = "deck", library: CardLibrary | None = None) -> "Deck":
        lib = library or default_library()
        if not isinstance(text, str):
            raise DeckError(f"{name}: a decklist must be text, not {type(text).__name__}")
        deck = cls(name=name)
        # Pass 1: read the lines into (lineno, raw, section, count, card, block).
        explicit = False       # a Sideboard header or SB: prefix: blank lines mean nothing
        section = "main"
        block = 0              # blank-line separated blocks of card lines
        seen_card_in_block = False
        entries = []
        for lineno, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
            line = raw.strip()
            if not line:
                if seen_card_in_block:
                    block += 1
                    seen_card_in_block = False
                continue
            if line.startswith("#") or line.startswith("//"):
                continue
            line = _INLINE_COMMENT.sub("", line)
            sec = _SECTION.match(line)
            if sec:
                word = sec.group(1).lower()
                section = ("sideboard" if word == "sideboard" else
                           "ignored" if word in _IGNORED_SECTIONS else "main")
                explicit = True
                continue
            if section == "ignored":
                continue
            if line.lower().startswith("name ") and not line[:1].isdigit():
                continue  # Arena "About / Name <deck name>"
            m = _LINE.match(line)
            if not m:
                shown = raw.strip()
                shown = shown if len(shown) <= 80 else shown[:77] + "..."
                raise DeckError(f"{name}, line {lineno}: cannot read {shown!r} "
                                f"(expected '<count> <card name>')")
            if m.group(1):
                explicit = True
            count = int(m.group(2)) if len(m.group(2)) < 12 else MAX_DECK_CARDS + 1
            card = _PRINTING.sub("", m.group(3)).strip() or m.group(3)
            if count <= 0:
                raise DeckError(f"{name}, line {lineno}: count must be positive in {line!r}")
            if count > MAX_DECK_CARDS:
                raise DeckError(f"{name}, line {lineno}: {m.group(2)} copies of {card!r} is more "
                                f"than a deck may hold (at most {MAX_DECK_CARDS} cards)")
            canon = lib.canonical(card)
            if canon is None and lib.unsupported(card) is not None:
                raise DeckError(f"{name}, line {lineno}: card {card!r} can't be played yet "
                                f"({lib.unsupported(card)})")
            if canon is None:
                hint = lib.suggestions(card)
                more = f"; did you mean {', '.join(repr(h) for h in hint)}?" if hint else ""
                raise DeckError(f"{name}, line {lineno}: unknown card {card!r}{more}")
            seen_card_in_block = True
            target = "sideboard" if m.group(1) else section
            entries.append((lineno, target, count, canon, block))
        # Pass 2: MTGO text has no headers: the sideboard follows a blank line.
        last_block = max((e[4] for e in entries), default=0)
        for lineno, target, count, canon, blk in entries:
            if not explicit and last_block > 0 and blk == last_block:
                target = "sideboard"
            (deck.sideboard if target == "sideboard" else deck.main).append((count, canon))
        for part, cards in (("main deck", deck.main), ("sideboard", deck.sideboard)):
            total = sum(c for c, _ in cards)
            if total > MAX_DECK_CARDS:
                raise DeckError(f"{name}: the {part} has {total:,} cards, more than a deck may hold "
                                f"(at most {MAX_DECK_CARDS})")
        if not deck.main:
            raise DeckError(f"{name}: the deck has no main-deck cards")
        return deck

    @classmethod
    def from_file(cls, path: Union[str, os.PathLike], *, library: CardLibrary | None = None) -> "Deck":
        try:
            with open(path, "rb") as f:
                data = f.read(16 * 1024 * 1024 + 1)
        except OSError as e:
            raise DeckError(f"cannot read deck file {os.fspath(path)!r}: {e.strerror}") from None
        if len(data) > 16 * 1024 * 1024:
            raise DeckError(f"deck file {os.fspath(path)!r} is larger than 16 MB: not a decklist")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise DeckError(f"deck file {os.fspath(path)!r} is not UTF-8 text (byte {e.start}): "
                            f"is it a binary file?") from None
        if "\x00" in text:
            raise DeckError(f"deck file {os.fspath(path)!r} contains NUL bytes: is it a binary file?")
        return cls.parse(text, name=os.path.basename(os.fspath(path)), library=library)

    @classmethod
    def bundled(cls, name: str) -> "Deck":
        """One of the sample decks shipped with mtgcore (see :data:`BUNDLED`)."""
        if name not in BUNDLED:
            raise DeckError(f"no bundled deck {name!r}; choose from {', '.join(BUNDLED)}")
        text = resources.files("mtgcore").joinpath(f"data/decks/{name}.txt").read_text("utf-8")
        return cls.parse(text, name=name)

    @classmethod
    def load(cls, deck: Union["Deck", str, os.PathLike], *,
             library: CardLibrary | None = None) -> "Deck":
        """A Deck, decklist text (a string with a newline), a bundled deck name, or a
        path; names are read against ``library`` (default: the bundled cards)."""
        if isinstance(deck, Deck):
            return deck
        if isinstance(deck, str) and "\n" in deck:
            return cls.parse(deck, library=library)
        if isinstance(deck, str) and deck in BUNDLED and not os.path.exists(deck):
            return cls.bundled(deck)
        if isinstance(deck, (str, os.PathLike)):
            return cls.from_file(deck, library=library)
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
