"""Generates the card-DSL reference (``docs/card-dsl.md``) from the DSL itself.

Everything listed comes from :mod:`mtgcore.cards.dsl` as it is: its vocabulary
constants (with their ``#:`` comments), its classes and its constructors
(grouped by what they return, with signatures and docstrings).  New effects,
selectors, triggers or keywords appear here as soon as the DSL defines them;
``tests/test_docs.py`` fails when the stored file is out of date.

    python -m mtgcore.cards.reference > docs/card-dsl.md
"""

from __future__ import annotations

import inspect
import re

from mtgcore.cards import dsl

COMMAND = "python -m mtgcore.cards.reference > docs/card-dsl.md"

#: The worked example (run by tests/test_docs.py, so it always works).
EXAMPLE = '''\
from mtgcore import Game, simulate
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import Card, DealDamage, GainLife

# 1. Declare the card in Oracle terms from the DSL's vocabulary.
zap = Card(
    name="Sparkling Zap",
    cost="{1}{R}",
    type_line="Instant",
    oracle="Sparkling Zap deals 2 damage to any target. You gain 2 life.",
    spell=[DealDamage(2, target="any"), GainLife(2)],
)

# 2. Make a library: the bundled cards plus yours (compiled once, shared by games).
library = CardLibrary(list(default_library().cards.values()) + [zap])

# 3. Use it wherever a library is accepted: decks, games, batches, saved games.
deck = "22 Mountain\\n16 Sparkling Zap\\n22 Raging Goblin\\n"
game = Game(deck, "green_stompy", seed=1, library=library)
game.play("greedy")
print(game.result)
print(simulate(deck, "green_stompy", games=1000, library=library).summary()["win_rate_0"])
same = Game.from_json(game.to_json(), library=library)
assert same == game
'''


def _doc_comments(module) -> dict:
    """``#:`` comments above module-level assignments, by assigned name."""
    out, pending = {}, []
    for line in inspect.getsource(module).splitlines():
        if line.startswith("#:"):
            pending.append(line[2:].strip())
            continue
        m = re.match(r"^([A-Z_][A-Z0-9_]*(?:\s*,\s*[A-Z_][A-Z0-9_]*)*)\s*=", line)
        if m and pending:
            for name in re.split(r"\s*,\s*", m.group(1)):
                out[name] = " ".join(pending)
        if not line.startswith(" ") and line.strip():
            pending = [] if not line.startswith("#:") else pending
    return out


def _words(value) -> list:
    if isinstance(value, str):
        return list(value)
    if isinstance(value, dict):
        return [f"{k}: {v}" for k, v in value.items()]
    return [str(v) for v in value]


def _modules(module) -> list:
    """The DSL module and the modules it re-exports (selectors, effects, keyword
    actions, abilities, statics, costs, compiler, target counts, designations, levels,
    coins and dice)."""
    from mtgcore.cards import (abilities, actions, chance, compiler, costs, designations, effects, levels,
                               mana_effects, manacost, selectors, statics, targets)
    return [selectors, manacost, effects, mana_effects, targets, actions, abilities, statics, costs, compiler,
            designations, levels, chance, module]


def _vocabulary(module) -> list:
    notes = {}
    for m in _modules(module):
        notes.update(_doc_comments(m))
    lines = []
    for name, value in vars(module).items():
        if not name.isupper() or name.startswith("_"):
            continue
        if not isinstance(value, (tuple, str, dict)) or not all(isinstance(v, str) for v in
                                                               (value if not isinstance(value, dict) else value.values())):
            continue
        lines.append(f"### `{name}`\n")
        if name in notes:
            lines.append(notes[name] + "\n")
        lines.append(", ".join(f"`{w}`" for w in _words(value)) + "\n")
    return lines


def _doc(obj) -> str:
    return inspect.getdoc(obj) or "(no description)"


def _signature(obj) -> str:
    """``Name(param: type = default, ...) -> type`` with annotations as written."""
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return f"{obj.__name__}(...)"

    def ann(a) -> str:
        return a.strip("'\"") if isinstance(a, str) else getattr(a, "__name__", str(a))
    parts = []
    for p in sig.parameters.values():
        if p.name == "self":
            continue
        text = ("*" if p.kind == p.VAR_POSITIONAL else "**" if p.kind == p.VAR_KEYWORD else "") + p.name
        if p.annotation is not p.empty:
            text += f": {ann(p.annotation)}"
        if p.default is not p.empty:
            text += f" = {p.default!r}" if p.annotation is not p.empty else f"={p.default!r}"
        parts.append(text)
    ret = "" if sig.return_annotation in (sig.empty, None, "None") else f" -> {ann(sig.return_annotation)}"
    return f"{obj.__name__}({', '.join(parts)}){ret}"


def _building_blocks(module) -> list:
    classes, by_return = [], {}
    names = {m.__name__ for m in _modules(module)}
    for name, obj in vars(module).items():
        if name.startswith("_") or getattr(obj, "__module__", None) not in names:
            continue
        if inspect.isclass(obj):
            classes.append(obj)
        elif inspect.isfunction(obj):
            ret = inspect.signature(obj).return_annotation
            ret = "other" if ret is inspect.Signature.empty else (
                ret.strip("'\"") if isinstance(ret, str) else getattr(ret, "__name__", str(ret)))
            by_return.setdefault(ret, []).append(obj)
    lines = ["## Classes\n"]
    for c in classes:
        lines += [f"### `{_signature(c)}`\n", _doc(c) + "\n"]
    for ret in sorted(by_return, key=lambda r: (r != "Effect", r)):
        title = {"Effect": "Effects (instructions of an effect program)"}.get(ret, f"Functions returning `{ret}`")
        lines.append(f"## {title}\n")
        for f in by_return[ret]:
            lines += [f"### `{_signature(f)}`\n", _doc(f) + "\n"]
    return lines


def render() -> str:
    """The whole reference as Markdown."""
    lines = [
        "# Card DSL reference\n",
        f"<!-- Generated from mtgcore.cards.dsl by `{COMMAND}`; "
        "tests/test_docs.py fails when this file is out of date. Do not edit by hand. -->\n",
        _doc(dsl) + "\n",
        "## Vocabulary\n",
        "The words the DSL accepts, in the order the engine numbers them.\n",
    ]
    lines += _vocabulary(dsl)
    lines += _building_blocks(dsl)
    lines += [
        "## Worked example: adding a custom card\n",
        "A card is declared once, validated when it is created (a bad field raises "
        "`CardDefinitionError` naming the card and the field), and compiled with the "
        "library into the engine's `CardDb`. Pass the library as `library=` to "
        "`Game`, `simulate`, `VectorGames`, `Deck.parse` and `Game.from_json`.\n",
        "```python\n" + EXAMPLE + "```\n",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(render(), end="")
