"""The card pool's costs (issue 19): snapshot load, compile rate, blob size, and games
with decks of compiled cards next to the hand-written bench decks.

    python -m pytest bench/test_bench_oracle.py --benchmark-enable -s

``MTGCORE_BENCH_POOL=all`` compiles the whole snapshot for the blob-size figure (about
four minutes on the 2-core machine); the default is a seeded sample of 2,000 cards,
scaled.
"""

import os
import random
import time

import pytest

import mtgcore
from mtgcore.cards import default_library
from mtgcore.oracle import pool
from mtgcore.oracle.coverage import traditional_names
from mtgcore.oracle.snapshot import Snapshot
from mtgcore.oracle.translate import NotBuilt, compile_facts

GAMES = 2000


@pytest.mark.benchmark(group="oracle")
def test_snapshot_load(benchmark):
    def load():
        s = Snapshot()
        return len(s)
    n = benchmark.pedantic(load, rounds=5, iterations=1)
    print(f"\nsnapshot: {n:,} cards indexed in {benchmark.stats.stats.min * 1000:.0f} ms")


@pytest.mark.benchmark(group="oracle")
def test_compile_rate_and_blob_size(benchmark):
    names = traditional_names()
    if os.environ.get("MTGCORE_BENCH_POOL") != "all":
        names = sorted(random.Random(1).sample(names, 2000))
    snap = Snapshot()
    from mtgcore.oracle.grammar import parser
    parser()  # the grammar's construction is measured apart from the compile rate
    built = []

    def compile_all():
        built.clear()
        for n in names:
            try:
                built.append(compile_facts(snap.get(n)))
            except NotBuilt:
                pass
    benchmark.pedantic(compile_all, rounds=1, iterations=1)
    secs = benchmark.stats.stats.min
    lib = default_library()
    extra = [c for c in built if c.name not in lib.cards]
    t = time.perf_counter()
    big = mtgcore.cards.CardLibrary(list(lib.cards.values()) + extra)
    blob_s = time.perf_counter() - t
    t = time.perf_counter()
    big.db
    load_s = time.perf_counter() - t
    scale = len(traditional_names()) / len(names)
    info = {"cards": len(names), "compiled": len(built), "ms_per_card": secs / len(names) * 1000,
            "blob_bytes": len(big.blob), "blob_bytes_whole_pool_est": int(len(big.blob) +
                                                                    (len(big.blob) - len(lib.blob)) * (scale - 1)),
            "blob_build_s": blob_s, "carddb_load_s": load_s}
    benchmark.extra_info.update(info)
    print(f"\ncompile: {len(built):,} of {len(names):,} cards built, {info['ms_per_card']:.1f} ms a card; "
          f"blob {len(big.blob):,} bytes with them (whole pool, scaled: "
          f"{info['blob_bytes_whole_pool_est']:,}); blob built in {blob_s:.2f} s, CardDb loaded in "
          f"{load_s * 1000:.0f} ms")


# A deck of compiled cards against the bench deck, next to the bench decks themselves.
COMPILED = "4 Fire Elemental\n4 Volcanic Dragon\n4 Goblin Raider\n4 Vulshok Berserker\n" \
           "4 Searing Spear\n4 Keldon Raider\n4 Nest Robber\n4 Ogre Warrior\n28 Mountain\n"


@pytest.mark.benchmark(group="oracle-games")
@pytest.mark.parametrize("deck", ["hand-written red_burn", "compiled red"])
def test_games_with_compiled_decks(benchmark, deck):
    d = "red_burn" if deck.startswith("hand") else COMPILED

    def run():
        return mtgcore.simulate(d, "green_stompy", games=GAMES, seed=123, policy="random", threads=1)
    res = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    secs = benchmark.stats.stats.min
    info = {"games_per_s_per_core": GAMES / secs, "decisions_per_s": int(res.decisions.sum()) / secs}
    benchmark.extra_info.update(info)
    print(f"\n{deck} vs green_stompy: {info['games_per_s_per_core']:,.0f} games/s/core, "
          f"{info['decisions_per_s']:,.0f} decisions/s")


_FIRST_GAME = """
import time
t0 = time.perf_counter()
import mtgcore
g = mtgcore.Game({deck!r}, "green_stompy", seed=1)
print(time.perf_counter() - t0)
"""


@pytest.mark.benchmark(group="oracle-first-game")
def test_import_and_first_game_with_compiled_cards(tmp_path):
    """`import mtgcore` plus the first Game of a deck of compiled cards, in a fresh
    process: with an empty user cache (the parser is built and the deck's cards
    compiled), with the parser cached but not the cards, and with both cached."""
    import subprocess
    import sys
    code = _FIRST_GAME.format(deck=COMPILED)
    env = dict(os.environ, MTGCORE_CACHE=str(tmp_path))
    env.pop("MTGCORE_NO_CARD_CACHE", None)

    def run():
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        return float(out.stdout.strip().splitlines()[-1])
    empty = run()
    os.remove(tmp_path / "compiled-cards.sqlite")
    parser_only = run()
    warm = min(run() for _ in range(3))
    print(f"\nimport mtgcore + first Game (compiled deck): empty cache {empty:.2f} s, parser cached "
          f"{parser_only:.2f} s, parser and cards cached {warm:.2f} s")
