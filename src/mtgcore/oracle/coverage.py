"""Coverage: how much of the card pool is compiled and run clean, and what blocks the rest.

``mtgcore cards --coverage [--json]`` prints :func:`coverage` for the whole snapshot
(or a seeded share with ``--sample N``).  "Supported" means compiled *and* run clean
(:func:`mtgcore.oracle.run.run_card`).  The ranking of reasons is the rules work
list: each reason with the number of cards it blocks.
"""

from __future__ import annotations

import collections
import random
import re
from typing import Callable, Iterable, Optional

from mtgcore.oracle import pool
from mtgcore.oracle.snapshot import snapshot

#: Cards compiled and run per library built (one CardDb per batch keeps runs fast).
BATCH = 150


def _shape(reason: str) -> str:
    """A reason with its numbers, costs and names generalized, for ranking."""
    r = re.sub(r"\{[^}]+\}", "{N}", reason)
    r = re.sub(r"(?<![A-Za-z])\d+(?![A-Za-z])", "N", r)
    return r


_MAIN_TYPES = ("creature", "land", "planeswalker", "battle", "instant", "sorcery", "artifact",
               "enchantment")


def _kind(facts) -> tuple:
    """(layout, card type) of a card for the report's tables."""
    if facts is None:
        return "normal", "?"
    types = [t.lower() for t in facts.front.types]
    return facts.layout, next((t for t in types if t in _MAIN_TYPES), types[0] if types else "?")


def traditional_names(sample: Optional[int] = None, seed: int = 0) -> list:
    """The snapshot's traditional cards (CR 108.2), all or a seeded share of ``sample``."""
    names = [c.name for c in snapshot() if c.traditional]
    if sample is not None and sample < len(names):
        names = sorted(random.Random(seed).sample(names, sample))
    return names


def coverage(names: Optional[Iterable[str]] = None, *, run: bool = True, seed: int = 0,
             progress: Optional[Callable[[int, int], None]] = None, top: int = 40) -> dict:
    """The coverage report (plain data, JSON-ready) over ``names`` (default: every
    traditional card)."""
    from mtgcore.cards import default_library
    from mtgcore.oracle.run import run_card

    names = list(names) if names is not None else traditional_names()
    lib = default_library()
    snap = snapshot()
    by_layout = collections.defaultdict(lambda: [0, 0, 0])   # total, compiled, supported
    by_type = collections.defaultdict(lambda: [0, 0, 0])
    reasons = collections.Counter()
    examples: dict = {}
    compiled, supported, hand = [], [], 0
    failures = []
    status = {}
    for i, n in enumerate(names):
        layout, card_type = _kind(snap.get(n))
        by_layout[layout][0] += 1
        by_type[card_type][0] += 1
        hand_written = lib.canonical(n) in lib.cards
        _, card, reason = pool.status(n)
        if card is None and hand_written:
            card, reason = lib.get(n), None
        if hand_written:
            hand += 1
        if card is None:
            shape = _shape(reason or "unknown card")
            reasons[shape] += 1
            examples.setdefault(shape, n)
            status[n] = ["not built", reason]
        else:
            compiled.append(n)
            by_layout[layout][1] += 1
            by_type[card_type][1] += 1
            status[n] = ["compiled", ""]
        if progress is not None:
            progress(i + 1, len(names) * (2 if run else 1))
    if run:
        done = len(names)
        for start in range(0, len(compiled), BATCH):
            batch = compiled[start:start + BATCH]
            try:
                blib = lib.including(batch)
            except Exception as e:  # a card that compiles but doesn't load is a failure
                blib = None
                err = f"library: {e}"
            for n in batch:
                rep = run_card(n, seed=seed, library=blib) if blib is not None else None
                ok = rep is not None and rep.ok
                layout, card_type = _kind(snap.get(n))
                if ok:
                    supported.append(n)
                    by_layout[layout][2] += 1
                    by_type[card_type][2] += 1
                    status[n] = ["supported", ""]
                else:
                    why = rep.failure if rep is not None else err
                    failures.append((n, why))
                    reasons[_shape("run failed: " + why.split(":")[0])] += 1
                    status[n] = ["run failed", why]
                done += 1
                if progress is not None:
                    progress(done + (len(names) - len(compiled)), len(names) * 2)
    total = len(names)

    def table(d):
        return {k: {"cards": v[0], "compiled": v[1], "supported": v[2] if run else None}
                for k, v in sorted(d.items(), key=lambda kv: -kv[1][0])}
    return {
        "cards": total,
        "compiled": len(compiled),
        "supported": len(supported) if run else None,
        "hand_written": hand,
        "compiled_rate": len(compiled) / total if total else 0.0,
        "supported_rate": (len(supported) / total if total else 0.0) if run else None,
        "by_layout": table(by_layout),
        "by_type": table(by_type),
        "blockers": [{"reason": r, "cards": k, "example": examples.get(r, "")}
                     for r, k in reasons.most_common(top)],
        "run_failures": [{"card": n, "failure": f} for n, f in failures],
        "status": status,
    }


def format_coverage(rep: dict) -> str:
    """The report as a readable table."""
    lines = []
    sup = rep["supported"]
    lines.append(f"cards: {rep['cards']:,}  compiled: {rep['compiled']:,} "
                 f"({rep['compiled_rate']:.1%})" +
                 (f"  compiled and run clean: {sup:,} ({rep['supported_rate']:.1%})"
                  if sup is not None else "  (not run)"))
    for title, key in (("by layout", "by_layout"), ("by card type", "by_type")):
        lines.append(f"\n{title}:")
        for k, v in rep[key].items():
            s = f"{v['supported']:>7,}" if v["supported"] is not None else "      -"
            lines.append(f"  {k:<16}{v['cards']:>7,} cards {v['compiled']:>7,} compiled {s} run clean")
    lines.append("\nwhat blocks the most cards:")
    for b in rep["blockers"]:
        lines.append(f"  {b['cards']:>6,}  {b['reason']}   (e.g. {b['example']})")
    if rep["run_failures"]:
        lines.append("\ncompiled but failed when run:")
        for f in rep["run_failures"][:20]:
            lines.append(f"  {f['card']}: {f['failure']}")
    return "\n".join(lines)


def unsupported_in_deck(deck_text: str) -> list:
    """Each card of a decklist that can't be played, as ``(line number, name, reason)``
    (an unknown name's reason says so), main deck and sideboard alike."""
    from mtgcore.cards import default_library
    from mtgcore.decktext import name_index, read_lines
    lib = default_library()
    index = name_index(lib)
    out = []
    for e in read_lines(deck_text).entries:
        if index.canonical(e.name) is not None:
            continue
        reason = lib.unsupported(e.name)
        if reason is None:
            hints = index.suggestions(e.name)
            reason = "no card has this name" + (
                f" (did you mean {', '.join(repr(h) for h in hints)}?)" if hints else "")
        out.append((e.lineno, e.name, reason))
    return out


def playable_decks(paths) -> list:
    """For each decklist file: (path, main-deck slots, playable slots, unsupported
    entries)."""
    from mtgcore.decktext import read_lines
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        bad = unsupported_in_deck(text)
        bad_lines = {ln for ln, _, _ in bad}
        entries = [e for e in read_lines(text).entries if e.section not in ("sideboard", "companion")]
        slots = sum(e.count for e in entries)
        ok = sum(e.count for e in entries if e.lineno not in bad_lines)
        out.append((path, slots, ok, bad))
    return out
