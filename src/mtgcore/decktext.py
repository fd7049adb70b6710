"""Reading decklist text line by line (the formats :class:`mtgcore.Deck` accepts).

:func:`read_lines` turns the text into :class:`Entry` rows (line number, count,
the card name as written, section, blank-line group) without looking names up;
:class:`NameIndex` resolves names against a card library (case, accents, curly
apostrophes and every way of naming a two-faced card) and suggests a name only
when it is a near miss.  :mod:`mtgcore.deck` puts the two together.

Line formats, each recognised on its own line, so a file may mix them::

    4 Lightning Bolt                 4x Lightning Bolt, 4 x Lightning Bolt
    4 Lightning Bolt (M10) 146       Arena / Moxfield printings; [Land], *F*, ^tag^ too
    4 Lightning Bolt (4)             a count echoed in parentheses
    4 Lightning Bolt|M10|1           Forge .dck
    4 [M10:146] Lightning Bolt       XMage .dck (SB: 2 [M10:1] Duress)
    Lightning Bolt x4                count last
    Lightning Bolt,4   4,Lightning Bolt   "Boseiju, Who Endures",2   CSV-ish

Sections: ``Deck``/``Main``/``Mainboard``/``Commander`` (main deck),
``Sideboard`` and ``SB:`` prefixes, ``Companion`` (kept with the sideboard: a
companion starts the game outside it), ignored blocks (``About``, ``Maybeboard``,
``Tokens``, Forge's ``[Planes]``...), each with an optional ``(N)`` count and
colon, or in Forge's brackets.  Category headers (``Creatures (4)``, ``Lands``,
``Instants and Sorceries``) only label lines.  Forge ``[metadata]`` ``Name=``
and XMage ``NAME:`` give the deck's name; XMage ``LAYOUT`` lines are skipped.
"""

from __future__ import annotations

import re
import unicodedata
import weakref
from dataclasses import dataclass
from typing import Optional

import numpy as np

#: Section header words and the section they start.
SECTIONS = {
    "deck": "main", "main": "main", "main deck": "main", "maindeck": "main", "mainboard": "main",
    "main board": "main", "commander": "main", "commanders": "main",
    "sideboard": "sideboard", "side board": "sideboard", "side": "sideboard",
    "companion": "companion", "companions": "companion",
    "about": "ignored", "maybeboard": "ignored", "maybe": "ignored", "considering": "ignored",
    "tokens": "ignored", "wishlist": "ignored", "acquireboard": "ignored",
    # Forge .dck sections ([metadata] is read for its Name=).
    "metadata": "metadata", "planes": "ignored", "schemes": "ignored", "conspiracy": "ignored",
    "avatar": "ignored", "dungeon": "ignored", "attractions": "ignored", "contraptions": "ignored",
}
_HEADER = re.compile(r"^\[\s*([A-Za-z][A-Za-z ]*?)\s*\]$|^([A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?$")
#: Words of a category header such as "Creatures (4)" or "Instants and Sorceries".
_CATEGORY_WORDS = {
    "creature", "creatures", "land", "lands", "instant", "instants", "sorcery", "sorceries",
    "artifact", "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers",
    "battle", "battles", "spell", "spells", "other", "others", "noncreature", "nonland",
    "tribal", "kindred", "legendary", "basic", "nonbasic", "ramp", "removal", "draw",
}
_CATEGORY = re.compile(r"^([A-Za-z][A-Za-z ,&/-]*?)\s*(?:\(\s*\d+\s*\))?\s*:?$")
_CSV_HEADER = re.compile(r'^"?(count|quantity|qty|amount|number|name|card|card ?name)"?\s*[,;]\s*'
                         r'"?(count|quantity|qty|amount|number|name|card|card ?name)"?(\s*[,;].*)?$',
                         re.IGNORECASE)

_SB = re.compile(r"^SB:\s*", re.IGNORECASE)
_XMAGE = re.compile(r"^(\d+)\s+\[[^\]]*\]\s*(.+)$")
_COUNT_FIRST = re.compile(r"^(\d+)\s*x?\s+(.+)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(.+?)\s+x\s*(\d+)$", re.IGNORECASE)
_CSV_COUNT_FIRST = re.compile(r"^(\d+)\s*[,;]\s*(.+)$")
_CSV_COUNT_LAST = re.compile(r"^(.+?)\s*[,;]\s*(\d+)$")
# Trailing printing details: "(M19) 314", "(znr) 381a", "[Land]", "^Tag,#00ff00^", "*F*",
# and a count echoed in parentheses: "4 Lightning Bolt (4)".
_PRINTING = re.compile(r"(\s+\([A-Za-z0-9]{2,8}\)(\s+[A-Za-z0-9-]+★?)?|\s+\(\d{1,3}\)|\s*\[[^\]]*\]|"
                       r"\s*\^[^^]*\^|\s+\*[A-Za-z]+\*)+$")
_INLINE_COMMENT = re.compile(r"\s+#.*$")
_META = re.compile(r"^(NAME|AUTHOR|DESCRIPTION)\s*:\s*(.*)$")
_XMAGE_LAYOUT = re.compile(r"^LAYOUT\s+\w+\s*:", re.IGNORECASE)


@dataclass
class Entry:
    """One card line: ``section`` is "main", "sideboard", "companion", or None for
    a line under no header (main, unless it is in a trailing MTGO sideboard group)."""

    lineno: int
    count: int
    name: str
    section: Optional[str]
    block: int
    count_text: str = ""


@dataclass
class ReadText:
    entries: list
    problems: list          # (lineno, message): lines that are not card lines
    explicit: bool          # a sideboard marker (header or SB:): blank lines mean nothing
    categorized: bool       # category headers: blank lines separate categories
    title: Optional[str]    # the deck's name from Forge/XMage metadata


def _header(line: str) -> Optional[str]:
    m = _HEADER.match(line)
    if not m:
        return None
    word = " ".join((m.group(1) or m.group(2)).lower().split())
    return SECTIONS.get(word)


def _category(line: str) -> bool:
    m = _CATEGORY.match(line)
    if not m:
        return False
    words = [w for w in re.split(r"[\s,&/-]+", m.group(1).lower()) if w]
    return bool(words) and all(w in _CATEGORY_WORDS or w == "and" for w in words) and \
        any(w != "and" for w in words)


def _clean_name(name: str) -> str:
    name = name.strip().strip('"').strip()
    if "|" in name:                       # Forge: "Lightning Bolt|M10|1"
        name = name.split("|", 1)[0].strip()
    return _PRINTING.sub("", name).strip() or name


def card_line(line: str):
    """``(count_text, name, sideboard_prefix)`` of one card line, or None."""
    sb = _SB.match(line)
    if sb:
        line = line[sb.end():]
    for pattern, count_first in ((_XMAGE, True), (_COUNT_FIRST, True), (_COUNT_LAST, False),
                                 (_CSV_COUNT_FIRST, True), (_CSV_COUNT_LAST, False)):
        m = pattern.match(line)
        if m:
            count, name = (m.group(1), m.group(2)) if count_first else (m.group(2), m.group(1))
            name = _clean_name(name)
            if name:
                return count, name, bool(sb)
    return None


def read_lines(text: str) -> ReadText:
    """Read every line of a decklist; names are not looked up here."""
    entries, problems = [], []
    explicit = categorized = False
    title = None
    section: Optional[str] = None
    block = 0              # blank-line separated groups of card lines
    seen_card_in_block = False
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
        sec = _header(line)
        if sec is not None:
            section = sec
            explicit = True           # the export names its sections: blank lines mean nothing
            continue
        if section == "metadata":     # Forge: Name=..., Description=...
            key, _, value = line.partition("=")
            if key.strip().lower() == "name" and value.strip():
                title = value.strip()
            continue
        if section == "ignored":
            continue
        meta = _META.match(line)
        if meta:                      # XMage NAME:/AUTHOR: lines
            if meta.group(1) == "NAME" and meta.group(2).strip():
                title = meta.group(2).strip()
            continue
        if _XMAGE_LAYOUT.match(line) or _CSV_HEADER.match(line):
            continue
        if _category(line):
            categorized = True
            continue
        if line.lower().startswith("name ") and not line[:1].isdigit():
            continue  # Arena "About / Name <deck name>"
        parsed = card_line(line)
        if parsed is None:
            shown = raw.strip()
            shown = shown if len(shown) <= 80 else shown[:77] + "..."
            problems.append((lineno, f"cannot read {shown!r} (expected '<count> <card name>')"))
            continue
        count_text, name, sb = parsed
        if sb:
            explicit = True
        seen_card_in_block = True
        count = int(count_text) if len(count_text) < 12 else -1
        entries.append(Entry(lineno, count, name, "sideboard" if sb else section, block, count_text))
    return ReadText(entries, problems, explicit, categorized, title)


def last_group_is_sideboard(rest: int, last: int) -> bool:
    """Whether a decklist's last blank-line group, ``last`` cards after ``rest``
    cards, plausibly is an MTGO-style sideboard with no header.

    A constructed main deck has at least 60 cards (CR 100.2a) and a constructed
    sideboard at most 15 (100.4a): 60+ cards then at most 15 is that export.  A
    limited deck has at least 40 (100.2b) and its sideboard is the rest of the
    pool (100.4b): 40-59 cards then a group is a limited export, unless the two
    together make a constructed-size deck (60 to 75 cards: a list grouped by card
    type, such as 36 spells then 24 lands).  Anything else (16 cards then 20
    Mountains) stays in the main deck.
    """
    if rest >= 60:
        return last <= 15
    if rest >= 40:
        return not 60 <= rest + last <= 75
    return False


# -- names --------------------------------------------------------------------

#: Letter-count buckets of the suggestion filter (everything else shares one more).
_BUCKETS = {ch: i for i, ch in enumerate("abcdefghijklmnopqrstuvwxyz0123456789 ',-")}
_FOLD_TABLE = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "Æ": "Ae", "æ": "ae",
                             "“": '"', "”": '"', "–": "-", "—": "-"})
_SLASHES = re.compile(r"\s*/{1,2}\s*")


def fold(name: str) -> str:
    """A name folded for lookup: case, accents, curly quotes, spacing, and
    "A/B" or "A//B" spelled "A // B"."""
    name = name.translate(_FOLD_TABLE)
    name = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    name = _SLASHES.sub(" // ", name)
    return " ".join(name.lower().split())


def edit_distance(a: str, b: str, bound: int) -> int:
    """Optimal-string-alignment distance (a transposition counts one), or
    ``bound + 1`` as soon as it must exceed ``bound``."""
    if abs(len(a) - len(b)) > bound:
        return bound + 1
    prev2, prev = None, list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if prev2 is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                v = min(v, prev2[j - 2] + 1)
            cur[j] = v
        if min(cur) > bound:
            return bound + 1
        prev2, prev = prev, cur
    return prev[-1]


def typo_bound(name: str) -> int:
    """How many typing mistakes a suggestion may correct: 1 in a name of up to 6
    letters, 2 up to 12, 3 beyond ("Grizly Bears" -> "Grizzly Bears", "Shokk" ->
    "Shock"; "Blood Crypt" is 4 from "Blood Artist": no suggestion)."""
    n = len(name)
    return 1 if n <= 6 else 2 if n <= 12 else 3


class NameIndex:
    """Card names of one library, looked up the ways decklists spell them."""

    def __init__(self, library):
        self._lib = library
        self.library = library
        self._index = None         # folded spellings, built when a name is not found as written
        self._keys = None          # for suggestions, built on first use

    def _build(self) -> None:
        library = self._lib
        index: dict = {}
        names = list(library.names())
        for n in names:
            index[fold(n)] = n
        for n in names:              # other spellings never shadow a real name
            card = library.cards.get(n)
            faces = [f.name for f in getattr(card, "faces", ()) or ()]
            back = getattr(card, "back_face", None)
            if back is not None and back.name not in faces:
                faces.append(back.name)
            if " // " in n:          # "Wear // Tear": the library names both halves
                index.setdefault(fold(n.split(" // ")[0]), n)
            elif faces:              # "Delver of Secrets // Insectile Aberration"
                index.setdefault(fold(f"{n} // {faces[0]}"), n)
        if getattr(library, "pool", False):  # every card of the snapshot, for spellings
            from mtgcore.oracle.snapshot import snapshot
            for n in snapshot().names():
                index.setdefault(fold(n), n)
                if " // " in n:
                    index.setdefault(fold(n.split(" // ")[0]), n)
        self._index = index

    def _prepare(self) -> None:
        """Each key's length and letter counts: a typo of d edits changes the
        letter counts by at most 2d in total, so most keys are ruled out in one
        numpy step before any edit distance is computed."""
        if self._index is None:
            self._build()
        keys = list(self._index.items())
        counts = np.zeros((len(keys), len(_BUCKETS) + 1), dtype=np.int16)
        for row, (key, _) in enumerate(keys):
            for ch in key:
                counts[row, _BUCKETS.get(ch, len(_BUCKETS))] += 1
        self._keys = keys
        self._lengths = np.array([len(k) for k, _ in keys], dtype=np.int32)
        self._counts = counts

    def _letter_counts(self, key: str):
        v = np.zeros(self._counts.shape[1], dtype=np.int16)
        for ch in key:
            v[_BUCKETS.get(ch, len(_BUCKETS))] += 1
        return v

    def canonical(self, name: str) -> Optional[str]:
        """The library's name for ``name``, or None."""
        exact = self._lib.canonical(name)
        if exact is not None:
            return exact
        if self._index is None:
            self._build()
        key = fold(name)
        hit = self._index.get(key)
        if hit is None and " // " in key:  # a two-faced card named by both faces, the library by one
            hit = self._index.get(key.split(" // ")[0])
        # a snapshot spelling is a card only if the library plays it (the compiler builds it)
        return None if hit is None else self._lib.canonical(hit)

    def suggestions(self, name: str, limit: int = 3) -> list:
        """Library names within a few typing mistakes of ``name``, closest first."""
        if self._keys is None:
            self._prepare()
        key = fold(name)
        bound = typo_bound(key)
        near = (np.abs(self._lengths - len(key)) <= bound) & \
            (np.abs(self._counts - self._letter_counts(key)).sum(axis=1) <= 2 * bound)
        found = {}
        for row in np.flatnonzero(near):
            other, n = self._keys[row]
            d = edit_distance(key, other, bound)
            if d <= bound and (n not in found or d < found[n]):
                found[n] = d
        return sorted(found, key=lambda n: (found[n], n))[:limit]


_INDEXES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def name_index(library) -> NameIndex:
    """The (cached) :class:`NameIndex` of a library."""
    idx = _INDEXES.get(library)
    if idx is None:
        idx = _INDEXES[library] = NameIndex(library)
    return idx
