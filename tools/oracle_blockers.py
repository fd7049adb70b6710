"""Scratch: every line of every card that fails, ranked by how many cards it alone blocks.

    PYTHONPATH=src python tools/oracle_blockers.py [LIMIT] [STRIDE]
"""
import collections
import sys

from lark.exceptions import LarkError

from mtgcore.oracle.build import Unsupported
from mtgcore.oracle.grammar import normalize, parser, strip_reminder
from mtgcore.oracle.snapshot import snapshot
from mtgcore.oracle.translate import LAYOUTS, parse_line
from tools_shape import shape  # noqa: E402  (tools/ on sys.path)


def main():
    lim = int(sys.argv[1]) if len(sys.argv) > 1 else 10 ** 9
    stride = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    parser()
    sole, total = collections.Counter(), collections.Counter()
    n = ok = 0
    for i, c in enumerate(snapshot()):
        if not c.traditional or c.layout not in LAYOUTS or len(c.faces) != 1 or i % stride:
            continue
        n += 1
        if n > lim:
            break
        face = c.front
        types = face.type_line.split(" — ")[0].lower().split()
        is_spell = "instant" in types or "sorcery" in types
        bad = []
        for raw in face.text.split("\n"):
            if not strip_reminder(raw):
                continue
            start = "mode_line" if raw.startswith("•") else ("spell_line" if is_spell else "perm_line")
            try:
                parse_line(raw, c.name, start)
            except Unsupported as e:
                bad.append("M: " + e.mechanism)
            except LarkError:
                bad.append("NU: " + shape(normalize(raw, c.name)))
            except Exception as e:  # noqa: BLE001
                bad.append("E: " + type(e).__name__)
        if not bad:
            ok += 1
        for b in set(bad):
            total[b] += 1
        if len(set(bad)) == 1:
            sole[bad[0]] += 1
    print(f"{n} cards, {ok} with every line read")
    print("--- sole blocker ---")
    for r, k in sole.most_common(120):
        print(k, r)
    print("--- anywhere ---")
    for r, k in total.most_common(80):
        print(k, r)


if __name__ == "__main__":
    main()
