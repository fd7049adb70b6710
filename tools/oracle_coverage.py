"""Scratch: Oracle compiler coverage over the snapshot's traditional cards.

    PYTHONPATH=src python tools/oracle_coverage.py [LIMIT] [--lines]

Prints built/total and the top reasons; with --lines, the most common
not-understood lines with numbers and mana costs normalized.
"""
import collections
import json
import re
import sys
import time

from mtgcore.oracle.grammar import normalize, parser
from mtgcore.oracle.snapshot import snapshot
from mtgcore.oracle.translate import NotBuilt, compile_facts


def shape(line: str) -> str:
    s = re.sub(r"(\{[^}]+\})+", "{M}", line)
    s = re.sub(r"\b\d+\b", "N", s)
    s = re.sub(r"\b(one|two|three|four|five|six)\b", "N", s)
    return s


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    lim = int(args[0]) if args else 10 ** 9
    parser()
    t = time.time()
    ok = n = 0
    reasons, kinds, lines = collections.Counter(), collections.Counter(), collections.Counter()
    built = []
    for c in snapshot():
        if not c.traditional:
            continue
        n += 1
        if n > lim:
            break
        try:
            compile_facts(c)
            ok += 1
            built.append(c.name)
        except NotBuilt as e:
            kinds[e.kind] += 1
            if e.kind == "not understood":
                reasons["nu"] += 1
                lines[shape(normalize(e.detail, c.name))] += 1
            else:
                reasons[e.reason] += 1
        except Exception as e:  # noqa: BLE001 - a scratch report
            reasons["CRASH " + type(e).__name__ + " " + str(e)[:80]] += 1
    n = min(n, lim)
    print(f"{ok}/{n} built ({100 * ok / n:.1f}%) in {time.time() - t:.0f}s")
    print(dict(kinds))
    for r, k in reasons.most_common(60):
        print(k, r)
    if "--lines" in sys.argv:
        print("--- not understood (first line per card) ---")
        for r, k in lines.most_common(150):
            print(k, r)
    json.dump(built, open("/tmp/built.json", "w"))


if __name__ == "__main__":
    main()
