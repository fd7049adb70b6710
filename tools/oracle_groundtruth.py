"""Scratch: compiled vs hand-written blobs for every library card the compiler accepts.

    PYTHONPATH=src python tools/oracle_groundtruth.py [-v]
"""
import sys

from mtgcore.cards.dsl import compile_cards
from mtgcore.cards.library import ALL_CARDS
from mtgcore.oracle.snapshot import snapshot
from mtgcore.oracle.translate import NotBuilt, compile_facts


def compare():
    snap = snapshot()
    accepted, same, differ = 0, [], []
    for hand in ALL_CARDS:
        facts = snap.get(hand.name)
        if facts is None:
            continue
        try:
            built = compile_facts(facts)
        except NotBuilt:
            continue
        accepted += 1
        if compile_cards([built]) == compile_cards([hand]):
            same.append(hand.name)
        else:
            differ.append(hand.name)
    return accepted, same, differ


if __name__ == "__main__":
    acc, same, differ = compare()
    print(f"{len(same)}/{acc} equal ({100 * len(same) / max(acc, 1):.1f}%) of {len(ALL_CARDS)} library cards")
    for n in differ:
        print("  differs:", n)
