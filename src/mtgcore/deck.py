"""Decklists as people have them.

Reads the common text formats (:mod:`mtgcore.decktext` has every line form)::

    # comments start with # or //; an inline " # note" is ignored too
    4 Grizzly Bears
    4x Llanowar Elves
    4 Llanowar Elves (M19) 314        Arena / Moxfield: set code and number ignored
    1x Forest (znr) 381 [Land]        Archidekt: categories and *F* markers ignored
    Creatures (4)                     category headers label lines, nothing more
    20 Forest

    Sideboard                         (or "SIDEBOARD:", or "SB: 2 Murder" lines)
    2 Murder

Arena exports (``Deck``/``Sideboard``/``Commander``/``Companion`` headers; an
``About``/``Name`` block is skipped; a companion goes with the sideboard, as it
starts the game outside the deck), MTGO text (the sideboard after a blank line,
when the groups plausibly are a main deck and a sideboard:
:func:`~mtgcore.decktext.last_group_is_sideboard`), Forge and XMage ``.dck``
files, ``Name x4`` and ``Name,4`` lines, two-faced cards named by both faces
(``Delver of Secrets // Insectile Aberration``), ``SB:`` prefixes and a UTF-8
byte-order mark.

Every problem is reported at once: a :class:`~mtgcore.errors.DeckError` lists
each unreadable line and each unknown card with its line number, and suggests a
name only for a near miss (a few typing mistakes).  Unknown cards in the
sideboard alone don't block the deck: they are left out with a
:class:`~mtgcore.errors.DeckWarning`.  A main deck or sideboard of more than
:data:`MAX_DECK_CARDS` is refused.
"""

from __future__ import annotations

import os
import warnings
from dataclasses import dataclass, field
from importlib import resources
from typing import Union

from mtgcore.cards import CardLibrary, default_library
from mtgcore.decktext import last_group_is_sideboard, name_index, read_lines
from mtgcore.errors import DeckError, DeckWarning

#: Most cards a main deck or a sideboard may hold (far above any format's size;
#: it keeps a typo such as "1000000000 Forest" from allocating a billion objects).
MAX_DECK_CARDS = 1000

#: Smallest main deck in constructed play (CR 100.2a) and in limited (100.2b).
CONSTRUCTED_MIN, LIMITED_MIN = 60, 40

BUNDLED = ("green_stompy", "red_burn", "white_weenie", "blue_black_skies", "orzhov_aristocrats",
            "gruul_undying", "azorius_control")


def _unknown_text(lineno, name, hints, side, reason=None) -> str:
    if reason:  # a real card the Oracle compiler doesn't build yet
        return f"line {lineno}: {name!r}{' (sideboard)' if side else ''} can't be played yet ({reason})"
    more = f" (did you mean {', '.join(repr(h) for h in hints)}?)" if hints else ""
    return f"line {lineno}: {name!r}{' (sideboard)' if side else ''}{more}"


@dataclass
class Deck:
    """A main deck and sideboard: lists of ``(count, card name)``.

    ``left_out``: ``(line, count, name)`` of the unknown sideboard cards that
    :meth:`parse` left out (with a :class:`~mtgcore.errors.DeckWarning`)."""

    main: list = field(default_factory=list)
    sideboard: list = field(default_factory=list)
    name: str = "deck"
    left_out: list = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def parse(cls, text: str, *, name: str = "deck", library: CardLibrary | None = None) -> "Deck":
        lib = library or default_library()
        if not isinstance(text, str):
            raise DeckError(f"{name}: a decklist must be text, not {type(text).__name__}")
        read = read_lines(text)
        if read.title and name == "deck":
            name = read.title
        entries = read.entries
        # MTGO text has no headers: the sideboard follows a blank line, when the
        # groups plausibly are a main deck and a sideboard.
        if not read.explicit and not read.categorized and entries:
            last_block = entries[-1].block
            rest = sum(max(e.count, 0) for e in entries if e.block != last_block)
            last = sum(max(e.count, 0) for e in entries if e.block == last_block)
            if last_block > 0 and last_group_is_sideboard(rest, last):
                for e in entries:
                    if e.block == last_block:
                        e.section = "sideboard"
        problems = list(read.problems)           # (lineno, text): every one is an error
        unknown_main, unknown_side = [], []
        index = name_index(lib)
        resolved = []
        for e in entries:
            side = e.section in ("sideboard", "companion")
            if e.count == 0:
                problems.append((e.lineno, f"count must be positive in {e.count_text} {e.name!r}"))
                continue
            if e.count < 0 or e.count > MAX_DECK_CARDS:
                problems.append((e.lineno, f"{e.count_text} copies of {e.name!r} is more than a deck "
                                           f"may hold (at most {MAX_DECK_CARDS} cards)"))
                continue
            canon = index.canonical(e.name)
            if canon is None:
                (unknown_side if side else unknown_main).append(e)
                continue
            resolved.append((e, canon, side))
        if problems or unknown_main:
            cls._raise(name, problems, unknown_main, unknown_side, index)
        deck = cls(name=name)
        for e, canon, side in resolved:
            (deck.sideboard if side else deck.main).append((e.count, canon))
        for part, cards in (("main deck", deck.main), ("sideboard", deck.sideboard)):
            total = sum(c for c, _ in cards)
            if total > MAX_DECK_CARDS:
                raise DeckError(f"{name}: the {part} has {total:,} cards, more than a deck may hold "
                                f"(at most {MAX_DECK_CARDS})")
        if not deck.main:
            raise DeckError(f"{name}: the deck has no main-deck cards")
        if unknown_side:
            deck.left_out = [(e.lineno, e.count, e.name) for e in unknown_side]
            listed = "; ".join(_unknown_text(e.lineno, e.name, index.suggestions(e.name), False,
                                             lib.unsupported(e.name))
                               for e in unknown_side)
            warnings.warn(DeckWarning(f"{name}: left out of the sideboard, unknown "
                                      f"card{'s' if len(unknown_side) > 1 else ''}: {listed}"),
                          stacklevel=2)
        return deck

    @staticmethod
    def _raise(name, problems, unknown_main, unknown_side, index) -> None:
        """One DeckError naming every bad line and unknown card, in line order."""
        rows = [(ln, text) for ln, text in problems]
        unknown = sorted(unknown_main + unknown_side, key=lambda e: e.lineno)
        lib = index.library
        reasons = {e.lineno: lib.unsupported(e.name) for e in unknown}
        hints = {e.lineno: [] if reasons[e.lineno] else index.suggestions(e.name) for e in unknown}
        for e in unknown:
            rows.append((e.lineno, None, e))
        rows.sort(key=lambda r: r[0])
        if len(rows) == 1:
            row = rows[0]
            if row[1] is not None:
                msg = f"{name}, line {row[0]}: {row[1]}"
            else:
                e = row[2]
                more = f"; did you mean {', '.join(repr(h) for h in hints[e.lineno])}?" \
                    if hints[e.lineno] else ""
                msg = f"{name}, line {e.lineno}: unknown card {e.name!r}{more}"
                if reasons[e.lineno]:
                    msg = (f"{name}, line {e.lineno}: card {e.name!r} can't be played yet "
                           f"({reasons[e.lineno]})")
        else:
            parts = []
            for row in rows:
                if row[1] is not None:
                    parts.append(f"line {row[0]}: {row[1]}")
                else:
                    e = row[2]
                    parts.append(("" if reasons[e.lineno] else "unknown card ") + _unknown_text(
                        e.lineno, e.name, hints[e.lineno], e in unknown_side, reasons[e.lineno]))
            n_unknown = len(unknown)
            what = f"{n_unknown} unknown or unsupported card{'s' if n_unknown != 1 else ''}" \
                if n_unknown else ""
            n_other = len(rows) - n_unknown
            other = f"{n_other} unreadable line{'s' if n_other != 1 else ''}" if n_other else ""
            msg = f"{name}: {' and '.join(x for x in (what, other) if x)}: " + "; ".join(parts)
        raise DeckError(msg, unknown=[(e.lineno, e.name, hints[e.lineno]) for e in unknown])

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

    def check_size(self, minimum: int = CONSTRUCTED_MIN, *, stacklevel: int = 2) -> bool:
        """Warn (:class:`~mtgcore.errors.DeckWarning`) if the main deck has fewer
        than ``minimum`` cards: 60 in constructed play (CR 100.2a), 40 in limited
        (100.2b), 0 for any size.  Returns whether the deck is large enough."""
        if len(self) >= minimum:
            return True
        rule = ("the 60 a constructed deck needs (CR 100.2a)" if minimum == CONSTRUCTED_MIN else
                "the 40 a limited deck needs (CR 100.2b)" if minimum == LIMITED_MIN else
                f"the minimum of {minimum}")
        warnings.warn(DeckWarning(f"{self.name}: the main deck has {len(self)} cards, fewer than "
                                  f"{rule}; allow limited decks with min_deck_size=40 "
                                  f"(--min-deck-size 40), any size with 0"),
                      stacklevel=stacklevel + 1)
        return False

    def to_text(self) -> str:
        lines = [f"{c} {n}" for c, n in self.main]
        if self.sideboard:
            lines += ["", "Sideboard"] + [f"{c} {n}" for c, n in self.sideboard]
        return "\n".join(lines) + "\n"
