"""Card facts for every card: the bundled Oracle snapshot.

The snapshot (``mtgcore/data/cards.tsv.gz``) holds one line per card: its name, a
tab, and a JSON record of its Oracle facts (name, mana cost, type line, Oracle
text, power, toughness, loyalty, defense, layout, color indicator and, for cards
with several faces, each face's facts).  It is built by
``tools/build_card_snapshot.py`` from the corpus the project keeps or from an
MTGJSON ``AtomicCards.json`` a user has (:func:`from_mtgjson`,
``mtgcore cards import PATH``), and read lazily: the file is decompressed and
indexed by name on first use, and a record's JSON is parsed only when that card is
asked for.

A user's imported snapshot (``mtgcore cards import``) lives in the user cache
directory and is used instead of the bundled one; :func:`snapshot_path` says which
file is in use.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from dataclasses import dataclass, replace
from importlib import resources
from typing import Iterable, Iterator

from mtgcore.errors import MtgError

#: Format version of the snapshot file.  Lines: ``#mtgcore-cards <version> <source>``;
#: ``#subtypes`` and every subtype any card has (CR 205.3), tab-separated; ``#names`` and
#: every card name, tab-separated; then one JSON record per card, in the names' order.
SNAPSHOT_VERSION = 2
#: Layouts whose cards are not traditional Magic cards (CR 108.2, 311-314, 901).
NONTRADITIONAL_LAYOUTS = ("planar", "scheme", "vanguard", "reversible_card")
#: Types of nontraditional cards (planes, phenomena, schemes, vanguards, conspiracies,
#: Heroes and stickers are not put in a deck of traditional cards).
NONTRADITIONAL_TYPES = ("Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Hero",
                        "Stickers", "Dungeon", "Emblem")
#: Words only digital cards use (Alchemy: conjure, seek, perpetually, ...).
DIGITAL_WORDS = re.compile(r"\b(conjure|conjures|seek|seeks|perpetually|spellbook|"
                           r"double team|intensity|boon)\b", re.IGNORECASE)


class SnapshotError(MtgError):
    """A malformed snapshot or import file (names the card and the field)."""


@dataclass(frozen=True)
class Face:
    """One face's printed Oracle facts (CR 200-208)."""

    name: str
    cost: str
    type_line: str
    text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    color_indicator: tuple = ()

    @property
    def types(self) -> tuple:
        return tuple(self.type_line.split(" — ")[0].split())


@dataclass(frozen=True)
class CardFacts:
    """A card's Oracle facts: its name, layout and faces (one face for most cards)."""

    name: str
    layout: str
    faces: tuple

    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def traditional(self) -> bool:
        """A traditional Magic card (CR 108.2): not a plane, scheme, vanguard ..., and
        not a digital-only card."""
        if self.layout in NONTRADITIONAL_LAYOUTS or self.name.startswith("A-"):
            return False
        if any(t in NONTRADITIONAL_TYPES for f in self.faces for t in f.types):
            return False
        return not any(DIGITAL_WORDS.search(f.text or "") for f in self.faces)

    def to_record(self) -> dict:
        def face(f: Face) -> dict:
            d = {"name": f.name, "cost": f.cost, "type": f.type_line, "text": f.text}
            for k in ("power", "toughness", "loyalty", "defense"):
                if getattr(f, k) is not None:
                    d[k] = getattr(f, k)
            if f.color_indicator:
                d["color_indicator"] = list(f.color_indicator)
            return d
        rec = {"name": self.name, "layout": self.layout}
        if len(self.faces) == 1 and self.faces[0].name == self.name:
            rec.update({k: v for k, v in face(self.faces[0]).items() if k != "name"})
        else:
            rec["faces"] = [face(f) for f in self.faces]
        return rec

    @classmethod
    def from_record(cls, rec: dict, where: str = "snapshot") -> "CardFacts":
        name = rec.get("name")
        if not isinstance(name, str) or not name:
            raise SnapshotError(f"{where}: a card without a name")

        def face(d: dict, default_name: str) -> Face:
            def field(k, kind=str, required=False):
                v = d.get(k)
                if v is None:
                    if required:
                        raise SnapshotError(f"{where}: card {name!r}: field {k!r} is missing")
                    return None
                if not isinstance(v, kind):
                    raise SnapshotError(f"{where}: card {name!r}: field {k!r} must be "
                                        f"{kind.__name__}, not {type(v).__name__}")
                return v
            ci = d.get("color_indicator") or ()
            if not isinstance(ci, (list, tuple)) or any(c not in "WUBRG" or len(c) != 1 for c in ci):
                raise SnapshotError(f"{where}: card {name!r}: field 'color_indicator' must be "
                                    f"a list of W U B R G")
            return Face(field("name") or default_name, field("cost") or "",
                        field("type", required=True), field("text") or "",
                        field("power"), field("toughness"), field("loyalty"), field("defense"),
                        tuple(ci))
        layout = rec.get("layout") or "normal"
        if not isinstance(layout, str):
            raise SnapshotError(f"{where}: card {name!r}: field 'layout' must be text")
        if "faces" in rec:
            faces = rec["faces"]
            if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
                raise SnapshotError(f"{where}: card {name!r}: field 'faces' must be a list of faces")
            return cls(name, layout, tuple(face(f, name) for f in faces))
        return cls(name, layout, (face(rec, name),))


# ---------------------------------------------------------------------------
# Reading and writing the snapshot file
# ---------------------------------------------------------------------------


def user_snapshot_path() -> str:
    """Where ``mtgcore cards import`` writes a user's snapshot."""
    base = os.environ.get("MTGCORE_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "mtgcore")
    return os.path.join(base, "cards.tsv.gz")


def bundled_snapshot_path() -> str:
    """The snapshot inside the package."""
    return str(resources.files("mtgcore").joinpath("data/cards.tsv.gz"))


def snapshot_path() -> str:
    """The snapshot in use: a user's imported one if present, else the bundled one."""
    user = user_snapshot_path()
    if os.path.exists(user):
        return user
    return bundled_snapshot_path()


#: "three 0/1 black Serf creature tokens": creature types only tokens have (205.3m).
_TOKEN_TYPES = re.compile(r"\d+/\d+ (?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))+"
                          r"((?:[A-Z][a-z'\-]+ )+)(?:artifact |enchantment )*creature token")


def card_subtypes(cards: Iterable[CardFacts]) -> list:
    """Every subtype the cards' type lines have (CR 205.3), and the creature types of
    the tokens their texts create, sorted."""
    out = set()
    for c in cards:
        for f in c.faces:
            for m in _TOKEN_TYPES.finditer(f.text or ""):
                out.update(m.group(1).split())
            parts = f.type_line.split(" \u2014 ", 1)
            if len(parts) == 2:
                out.update(w for w in parts[1].split() if re.fullmatch(r"[A-Z][A-Za-z'\-]*", w))
    return sorted(out)


def write_snapshot(cards: Iterable[CardFacts], path: str, source: str) -> int:
    """Write a snapshot file; returns the number of cards written."""
    by_name = {}
    for c in sorted(cards, key=lambda c: c.name):
        if "\t" in c.name or "\n" in c.name or not c.name or c.name.startswith("#"):
            raise SnapshotError(f"card {c.name!r}: a name must be text without a tab, a line "
                                f"break or a leading '#'")
        by_name.setdefault(c.name, c)
    lines = [f"#mtgcore-cards {SNAPSHOT_VERSION} {source}",
             "\t".join(["#subtypes"] + card_subtypes(by_name.values())),
             "\t".join(["#names"] + list(by_name))]
    lines += [json.dumps(c.to_record(), ensure_ascii=False, separators=(",", ":"))
              for c in by_name.values()]
    tmp = path + ".tmp"
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)
    return len(by_name)


class Snapshot:
    """Every card's facts, by name (indexed on first use, records parsed on demand)."""

    def __init__(self, path: str | None = None):
        self.path = path or snapshot_path()
        self._raw: dict[str, str] | None = None
        self._cache: dict[str, CardFacts] = {}
        self._lower: dict[str, str] = {}
        self.source = ""

    def _index(self) -> dict[str, str]:
        if self._raw is None:
            try:
                with open(self.path, "rb") as f:
                    text = gzip.decompress(f.read()).decode("utf-8")
            except (OSError, EOFError, UnicodeDecodeError, gzip.BadGzipFile) as e:
                raise SnapshotError(f"card snapshot {self.path!r} cannot be read: {e}") from None
            lines = text.split("\n")
            if lines and lines[-1] == "":
                lines.pop()
            parts = lines[0].split(" ", 2) if lines else []
            if len(parts) < 2 or parts[0] != "#mtgcore-cards":
                raise SnapshotError(f"card snapshot {self.path!r}: not a snapshot file")
            if parts[1] != str(SNAPSHOT_VERSION):
                raise SnapshotError(f"card snapshot {self.path!r}: format version {parts[1]}, "
                                    f"this mtgcore reads {SNAPSHOT_VERSION}")
            if len(lines) < 3 or not lines[1].startswith("#subtypes") or \
                    not lines[2].startswith("#names"):
                raise SnapshotError(f"card snapshot {self.path!r}: the #subtypes and #names "
                                    f"lines are missing")
            self.source = parts[2] if len(parts) > 2 else ""
            names = lines[2].split("\t")[1:]
            records = lines[3:]
            if len(names) != len(records):
                raise SnapshotError(f"card snapshot {self.path!r}: {len(names)} names but "
                                    f"{len(records)} records (a truncated file?)")
            self._subtypes = lines[1].split("\t")[1:]
            raw = dict(zip(names, records))
            lower = {n.lower(): n for n in names}
            for name in names:
                if " // " in name:  # each face's name finds the card (Arena, MTGO exports)
                    for part in name.split(" // "):
                        lower.setdefault(part.lower(), name)
            self._raw, self._lower = raw, lower
        return self._raw

    def subtypes(self) -> list:
        """Every subtype any card of the snapshot has (CR 205.3)."""
        self._index()
        return list(self._subtypes)

    def canonical(self, name: str) -> str | None:
        """The snapshot's name of a card named ``name`` (any case; a face's name or the
        full ``A // B`` name), or None."""
        raw = self._index()
        if name in raw:
            return name
        return self._lower.get(name.strip().lower())

    def get(self, name: str) -> CardFacts | None:
        canon = self.canonical(name)
        if canon is None:
            return None
        if canon not in self._cache:
            try:
                rec = json.loads(self._raw[canon])
            except ValueError as e:
                raise SnapshotError(f"card snapshot: card {canon!r}: bad record ({e})") from None
            if not isinstance(rec, dict):
                raise SnapshotError(f"card snapshot: card {canon!r}: bad record")
            self._cache[canon] = CardFacts.from_record(rec, "card snapshot")
        return self._cache[canon]

    def names(self) -> list[str]:
        return sorted(self._index())

    def __len__(self) -> int:
        return len(self._index())

    def __contains__(self, name: str) -> bool:
        return self.canonical(name) is not None

    def __iter__(self) -> Iterator[CardFacts]:
        for n in self.names():
            yield self.get(n)


_SNAPSHOT: Snapshot | None = None


def snapshot() -> Snapshot:
    """The snapshot in use (one per process)."""
    global _SNAPSHOT
    if _SNAPSHOT is None:
        _SNAPSHOT = Snapshot()
    return _SNAPSHOT


def reset_snapshot() -> None:
    """Forget the loaded snapshot (after an import)."""
    global _SNAPSHOT
    _SNAPSHOT = None


# ---------------------------------------------------------------------------
# Sources: the project's corpus file and MTGJSON AtomicCards
# ---------------------------------------------------------------------------


def _num(v) -> str | None:
    return None if v is None else str(v)


def from_corpus(entries: list, where: str = "corpus") -> list[CardFacts]:
    """Cards from the corpus format (a list of MTGJSON-like entries; transforming
    cards as a front entry with ``back`` and a back entry with ``front``)."""
    if not isinstance(entries, list):
        raise SnapshotError(f"{where}: expected a list of cards")
    backs = {}
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or not isinstance(e.get("name"), str):
            raise SnapshotError(f"{where}: entry {i} is not a card with a name")
        if e.get("face") == "back":
            backs[e["name"]] = e
    def face(d, name):
        if not isinstance(d.get("type"), str):
            raise SnapshotError(f"{where}: card {d.get('name')!r}: field 'type' is missing")
        return Face(name, d.get("manaCost") or "", d["type"], d.get("text") or "",
                    _num(d.get("power")), _num(d.get("toughness")), _num(d.get("loyalty")),
                    _num(d.get("defense")), tuple(d.get("colorIndicator") or ()))

    out = []
    for e in entries:
        if e.get("face") == "back":
            continue
        name = e["name"]
        if e.get("back"):
            front_name = name.split(" // ")[0]
            back = backs.get(e["back"])
            faces = (face(e, front_name),)
            if back is not None:
                faces += (face(back, back["name"]),)
            full = front_name + " // " + e["back"]
            out.append(CardFacts(full, e.get("layout") or "transform", faces))
        else:
            out.append(CardFacts(name, e.get("layout") or "normal", (face(e, name.split(" // ")[0]),)))
    return out


def from_mtgjson(data: dict, where: str = "AtomicCards") -> list[CardFacts]:
    """Cards from an MTGJSON ``AtomicCards.json`` (``{"data": {name: [faces]}}``)."""
    cards = data.get("data") if isinstance(data, dict) else None
    if not isinstance(cards, dict):
        raise SnapshotError(f"{where}: not an MTGJSON AtomicCards file (no 'data' object)")
    out = []
    for name, faces in cards.items():
        if not isinstance(faces, list) or not faces:
            raise SnapshotError(f"{where}: card {name!r}: expected a list of faces")
        fs = []
        # MTGJSON lists a card's printings' variants as separate entries of the list
        # only for faces (side a, b, ...); keep each side once, in side order.
        by_side = {}
        for f in faces:
            if not isinstance(f, dict):
                raise SnapshotError(f"{where}: card {name!r}: a face is not an object")
            by_side.setdefault(f.get("side") or "a", f)
        for side in sorted(by_side):
            f = by_side[side]

            def field(key, numeric=False):
                v = f.get(key)
                if v is None or isinstance(v, str):
                    return v
                if numeric and isinstance(v, (int, float)) and not isinstance(v, bool):
                    return _num(v)
                raise SnapshotError(f"{where}: card {name!r}: field {key!r} must be text, "
                                    f"not {type(v).__name__}")
            t = field("type")
            if not t:
                raise SnapshotError(f"{where}: card {name!r}: field 'type' is missing")
            ci = f.get("colorIndicator") or ()
            if not isinstance(ci, (list, tuple)) or any(c not in ("W", "U", "B", "R", "G") for c in ci):
                raise SnapshotError(f"{where}: card {name!r}: field 'colorIndicator' must be "
                                    f"a list of W U B R G")
            fname = field("faceName") or field("name") or name
            fs.append(Face(fname, field("manaCost") or "", t, field("text") or "",
                           field("power", True), field("toughness", True),
                           field("loyalty", True), field("defense", True),
                           tuple(sorted(ci, key="WUBRG".index))))
        layout = faces[0].get("layout") or "normal"
        if not isinstance(layout, str):
            raise SnapshotError(f"{where}: card {name!r}: field 'layout' must be text")
        out.append(CardFacts(name, layout, tuple(fs)))
    return out


def merge_supplement(cards: list[CardFacts], supplement: dict) -> list[CardFacts]:
    """Complete cards with hand-checked facts: ``{name: record}`` replaces or adds the
    whole record of that card (second faces, color indicators, battle defense)."""
    by_name = {c.name: c for c in cards}
    for name, rec in supplement.items():
        if name.startswith("_"):
            continue
        rec = dict(rec, name=name)
        fixed = CardFacts.from_record(rec, "supplement")
        # a supplement names the card as the corpus does ("Fire // Ice"), or a card the
        # corpus names by its front face alone by that name ("Start // Finish" is not
        # "Start // Fire")
        for old in [n for n in by_name if n == name or (" // " not in n and
                                                       n == name.split(" // ")[0])]:
            del by_name[old]
        by_name[name] = fixed
    return list(by_name.values())


def load_source(path: str) -> list[CardFacts]:
    """Cards from a corpus file or an MTGJSON AtomicCards file (``.json`` or ``.gz``)."""
    try:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise SnapshotError(f"cannot read {path!r}: {e.strerror or e}") from None
    except (ValueError, EOFError) as e:
        raise SnapshotError(f"{path!r} is not a JSON card file: {e}") from None
    where = os.path.basename(path)
    if isinstance(data, dict):
        return from_mtgjson(data, where)
    return from_corpus(data, where)


def supplement_path() -> str:
    return str(resources.files("mtgcore").joinpath("oracle/faces.json"))


def load_supplement() -> dict:
    with open(supplement_path(), encoding="utf-8") as f:
        return json.load(f)


def complete(cards: list[CardFacts], supplement: dict) -> list[CardFacts]:
    """Complete a newer source's cards with the hand-checked facts only where it lacks
    them: the faces it does not have (an older file's split or adventure card with one
    face), and a color indicator or defense missing from a face it has.  What the source
    has is kept; cards it does not have are not added."""
    sup, fronts = {}, {}
    for name, rec in supplement.items():
        if not name.startswith("_"):
            sup[name] = CardFacts.from_record(dict(rec, name=name), "supplement")
            fronts.setdefault(name.split(" // ")[0], []).append(sup[name])
    out = []
    for c in cards:
        # by its full name, or an older file's card named by its front face alone
        s = sup.get(c.name)
        if s is None and " // " not in c.name and len(fronts.get(c.name, ())) == 1:
            s = fronts[c.name][0]
        if s is None:
            out.append(c)
            continue
        faces = list(c.faces)
        for i, f in enumerate(s.faces):
            if i >= len(faces):
                faces.append(f)
            elif faces[i].name == f.name:
                faces[i] = replace(faces[i],
                                   color_indicator=faces[i].color_indicator or f.color_indicator,
                                   defense=faces[i].defense or f.defense)
        name = s.name if len(faces) > len(c.faces) else c.name
        out.append(CardFacts(name, c.layout if len(faces) == len(c.faces) else s.layout,
                             tuple(faces)))
    return out


def import_file(path: str, out: str | None = None) -> int:
    """``mtgcore cards import PATH``: a user's newer card file becomes the snapshot in
    use (completed with the bundled hand-checked facts where it lacks them).  The whole
    file is read and checked before anything is written."""
    cards = load_source(path)
    if not cards:
        raise SnapshotError(f"{path!r} holds no cards")
    n = write_snapshot(complete(cards, load_supplement()), out or user_snapshot_path(),
                       os.path.basename(path))
    reset_snapshot()
    return n
