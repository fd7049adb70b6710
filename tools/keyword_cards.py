"""How many traditional cards with a keyword line (or evasion phrase) compile, per
family, and optionally whether each compiled one runs clean (``--run``).

    python tools/keyword_cards.py [--run] [FAMILY ...]

The families are regular expressions over the Oracle text (the keyword line at the
start of a line, or the phrase anywhere); a card is counted in each family it has.
The work list for keyword abilities (issue 21), beside ``tools/oracle_blockers.py``.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from mtgcore.oracle import coverage, pool  # noqa: E402
from mtgcore.oracle.snapshot import snapshot  # noqa: E402

FAMILIES = {
    "crew": r"^Crew \d",
    "buyback": r"^Buyback \{",
    "megamorph": r"^Megamorph \{",
    "disguise": r"^Disguise \{",
    "bestow": r"^Bestow \{",
    "ascend": r"^Ascend\b",
    "can't be blocked": r"can't be blocked(\.| this turn)",
    "can't be blocked by <what>": r"can't be blocked by (?!more than)",
    "can block only creatures with flying": r"can block only creatures with flying",
}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--run", action="store_true", help="run each compiled card (run_card)")
    ap.add_argument("families", nargs="*", help=f"some of: {', '.join(FAMILIES)}")
    args = ap.parse_args(argv)
    fams = {k: re.compile(v, re.M) for k, v in FAMILIES.items() if not args.families or k in args.families}
    snap = snapshot()
    total, built = collections.Counter(), collections.Counter()
    compiled = []
    for name in coverage.traditional_names(None, 0):
        facts = snap.get(name)
        text = "\n".join(f.text or "" for f in facts.faces)
        hit = [k for k, p in fams.items() if p.search(text)]
        if not hit:
            continue
        card = pool.status(name)[1]
        for k in hit:
            total[k] += 1
            built[k] += card is not None
        if card is not None:
            compiled.append(name)
    for k in fams:
        print(f"{built[k]:5} of {total[k]:5} compile  {k}")
    print(f"{len(compiled):5} distinct cards compile")
    if args.run:
        from mtgcore.oracle.run import run_card
        bad = [r for r in map(run_card, compiled) if not r.ok]
        print(f"{len(compiled) - len(bad):5} of {len(compiled)} run clean")
        for r in bad:
            print(f"  {r.name}: {r.failure}")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
