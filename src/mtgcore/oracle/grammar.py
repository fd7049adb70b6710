"""Loading the Oracle grammar (``oracle.lark``) and splitting card text into lines.

The grammar's subtype terminals are filled from the snapshot's type lines (every
subtype any card has, CR 205.3), with their plurals, so "Goblins you control" and
"target Elf" parse without a rule per creature type.
"""

from __future__ import annotations

import copyreg
import hashlib
import importlib
import os
import pickle
import re
import sys
import types
from functools import lru_cache
from importlib import resources

from mtgcore.oracle.snapshot import user_snapshot_path

#: Irregular plurals of subtypes (CR 205.3m's creature types as Oracle text writes them).
_IRREGULAR = {"elf": "elves", "dwarf": "dwarves", "wolf": "wolves", "werewolf": "werewolves",
              "mouse": "mice", "ox": "oxen", "fungus": "fungi", "homunculus": "homunculi",
              "cyclops": "cyclopes", "merfolk": "merfolk", "kor": "kor", "moonfolk": "moonfolk",
              "sheep": "sheep", "phyrexian": "phyrexians", "thalakos": "thalakos",
              "octopus": "octopuses", "platypus": "platypuses", "fish": "fish",
              "leech": "leeches", "sorcery": "sorceries", "jellyfish": "jellyfish",
              "djinn": "djinn", "efreet": "efreet", "noggle": "noggles", "vedalken": "vedalken",
              "lhurgoyf": "lhurgoyfs", "treefolk": "treefolk", "kithkin": "kithkin",
              "samurai": "samurai", "ninja": "ninjas", "dryad": "dryads", "zubera": "zubera",
              "kavu": "kavu", "locus": "loci", "aurochs": "aurochs", "atog": "atogs",
              "plains": "plains", "forest": "forests", "gnome": "gnomes", "knight": "knights"}


def plural(word: str) -> str:
    """The plural of a lower-case subtype as Oracle text spells it."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if re.search(r"(s|sh|ch|x|z)$", word):
        return word + "es"
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    return word + "s"


#: Card types (and the words "card", "permanent") are never subtypes in the grammar.
_NOT_SUBTYPES = {"artifact", "creature", "enchantment", "land", "planeswalker", "battle",
                 "instant", "sorcery", "kindred", "tribal", "card", "permanent", "spell",
                 "token", "player", "opponent", "target", "you", "each", "and", "or", "of", "the"}



@lru_cache(maxsize=1)
def subtypes() -> dict:
    """Every subtype of the snapshot: its lower-case spelling (and plural) -> its
    spelling on cards."""
    from mtgcore.oracle.snapshot import snapshot
    out: dict[str, str] = {}
    plurals = set(_IRREGULAR.values()) - set(_IRREGULAR)
    for word in snapshot().subtypes():
        low = word.lower()
        # a subtype spelled as another's irregular plural ("Elves") reads as that plural
        if low not in _NOT_SUBTYPES and low not in plurals:
            out.setdefault(low, word)
    return out


def _alternation(words) -> str:
    return " | ".join(f'"{w}"' for w in sorted(words, key=lambda w: (-len(w), w)))


def grammar_text() -> str:
    """``oracle.lark`` with its subtype terminals filled in from the snapshot."""
    text = "\n".join(resources.files("mtgcore").joinpath(f"oracle/{f}").read_text("utf-8")
                     for f in GRAMMAR_FILES)
    subs = subtypes()
    text = text.replace('"%SUBTYPES%"', _alternation(subs))
    # a plural spelled as its singular ("Merfolk", "Elves" aside) is a plural too
    return text.replace('"%SUBTYPES_PL%"', _alternation({plural(s) for s in subs} -
                                                       (set(subs) - {s for s in subs if plural(s) == s})))


def _build(text: str):
    from lark import Lark
    return Lark(text, start=["perm_line", "spell_line", "mode_line"], parser="earley",
                lexer="dynamic", ambiguity="resolve", propagate_positions=False)


def _reduce_module(m):
    return importlib.import_module, (m.__name__,)


#: The grammar's files, read as one grammar (the second extends the first).
GRAMMAR_FILES = ("oracle.lark", "oracle_breadth.lark", "oracle_requirements.lark",
                 "oracle_library_manipulation.lark")


@lru_cache(maxsize=1)
def parser():
    """The Earley parser over ``oracle.lark`` (built once per process).

    Building it takes most of a second (lark analyses the grammar and compiles its
    terminals); the built parser is kept, pickled, in the user cache directory beside
    the compiled cards, under a key of the grammar text, lark's version and Python's, so
    later processes load it in a fraction of that.  A cache that can't be read or
    written is ignored: it only saves time."""
    import lark
    text = grammar_text()
    key = hashlib.sha256(f"{lark.__version__}|{sys.version}|".encode() + text.encode()).hexdigest()[:24]
    path = os.path.join(os.path.dirname(user_snapshot_path()), f"oracle-parser-{key}.pickle")
    disabled = os.environ.get("MTGCORE_NO_CARD_CACHE") == "1"
    if not disabled:
        try:
            with open(path, "rb") as f:
                return pickle.load(f)
        except Exception:
            pass
    built = _build(text)
    if not disabled:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            pickler_table = copyreg.dispatch_table.copy()
            pickler_table[types.ModuleType] = _reduce_module  # lark keeps the re module
            tmp = f"{path}.{os.getpid()}.tmp"
            with open(tmp, "wb") as f:
                p = pickle.Pickler(f, protocol=pickle.HIGHEST_PROTOCOL)
                p.dispatch_table = pickler_table
                p.dump(built)
            os.replace(tmp, path)
        except Exception:
            pass
    return built


# ---------------------------------------------------------------------------
# Text normalization: reminder text, self-references, lines
# ---------------------------------------------------------------------------

_REMINDER = re.compile(r"\s*\([^()]*\)")


def strip_reminder(line: str) -> str:
    """A line without its reminder text (italic parentheses are not rules text, CR 207.2)."""
    prev = None
    while prev != line:
        prev, line = line, _REMINDER.sub("", line)
    return line.strip()


def self_names(name: str) -> list[str]:
    """The names by which a card's text refers to itself (CR 201.4): its name and, for a
    legendary name with a comma or "the", the short name ("Jace, the Mind Sculptor" ->
    "Jace")."""
    names = [name]
    if ", " in name:
        names.append(name.split(", ")[0])
    m = re.match(r"^(.+?) (the|of the) ", name)
    if m and m.group(1) not in names:
        names.append(m.group(1))
    return names


def normalize(line: str, name: str) -> str:
    """One Oracle line as the grammar reads it: reminder text removed, the card's names
    replaced by ``~``, lower-cased, the minus sign kept as "-"."""
    text = strip_reminder(line)
    for n in sorted(self_names(name), key=len, reverse=True):
        # ("this Case" is its card type, never a name: Case of the Crimson Pulse)
        text = re.sub(r"(?<![A-Za-z])(?<!this )" + re.escape(n) + r"(?![A-Za-z])", "~", text)
    text = text.replace("\u2212", "-")
    return text.lower()
