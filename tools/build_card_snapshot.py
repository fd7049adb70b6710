#!/usr/bin/env python3
"""Build the bundled card snapshot (src/mtgcore/data/cards.tsv.gz).

    python tools/build_card_snapshot.py [SOURCE]

SOURCE is the project's Oracle corpus (default: ../shared/data/oracle-corpus.json.gz
beside the checkout) or an MTGJSON AtomicCards.json(.gz).  The hand-checked facts in
src/mtgcore/oracle/faces.json (second faces of split, adventure, aftermath, modal
double-faced and flip cards, color indicators, battle defense) complete what the
source lacks.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

from mtgcore.oracle.snapshot import load_source, load_supplement, merge_supplement, write_snapshot  # noqa: E402


def main() -> None:
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        HERE, "..", "..", "shared", "data", "oracle-corpus.json.gz")
    out = os.path.join(HERE, "..", "src", "mtgcore", "data", "cards.tsv.gz")
    cards = merge_supplement(load_source(src), load_supplement())
    n = write_snapshot(cards, out, os.path.basename(src))
    print(f"{n} cards -> {os.path.relpath(out)} ({os.path.getsize(out):,} bytes)")


if __name__ == "__main__":
    main()
