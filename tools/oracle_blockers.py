"""Rank what keeps the snapshot's traditional cards from compiling: the first
sentence the grammar doesn't understand (numbers and costs generalized) and the
mechanisms the engine lacks, each with its card count and an example card.

    python tools/oracle_blockers.py [--sample N] [--seed S] [--top K] [--json FILE]

The work list for the Oracle compiler (issue 19); ``mtgcore cards --coverage`` gives
the same ranking, shorter, beside the compiled-and-run figures.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from mtgcore.oracle import coverage, pool  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sample", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--top", type=int, default=100)
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    names = coverage.traditional_names(args.sample, args.seed)
    kinds = collections.Counter()
    shapes = {"not understood": collections.Counter(), "other": collections.Counter()}
    examples = {}
    built = 0
    for i, n in enumerate(names):
        _, card, reason = pool.status(n)
        if card is not None:
            built += 1
            continue
        r = reason or "unknown"
        kind = r.split(":")[0]
        kinds[kind] += 1
        shape = coverage._shape(r)
        shapes["not understood" if kind == "not understood" else "other"][shape] += 1
        examples.setdefault(shape, n)
        if i % 2000 == 1999:
            print(f"  {i + 1:,} of {len(names):,}", file=sys.stderr)
    print(f"{built:,} of {len(names):,} compile ({built / max(1, len(names)):.1%}); not built: "
          + ", ".join(f"{k} {v:,}" for k, v in kinds.most_common()))
    for title, counter in (("mechanisms, layouts, definitions", shapes["other"]),
                           ("first sentence not understood", shapes["not understood"])):
        print(f"\n== {title} ({len(counter):,} distinct)")
        for shape, c in counter.most_common(args.top):
            print(f"{c:6,}  {shape}   [{examples[shape]}]")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"names": len(names), "built": built, "kinds": dict(kinds),
                       "blockers": {t: [[s, c, examples[s]] for s, c in cnt.most_common()]
                                    for t, cnt in shapes.items()}}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
