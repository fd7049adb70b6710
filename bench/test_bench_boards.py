"""Big boards (bench/README.md "Big boards"): decisions per second against creatures
per side, and one combat of 10 attackers each blocked by 3 creatures.

    python -m pytest bench/test_bench_boards.py --benchmark-enable -s

The games start in turn 1's precombat main with N creatures a side (the pool below,
cycled) and 60 Forests in each library, and are played natively by the random
policy for 8 turns (``play_policy``).  The native ``cpp/build/board_bench`` runs the
same set-up without Python (the README table).
"""

import time

import pytest

from mtgcore import _core
from mtgcore.cards import default_library
from mtgcore.testing._common import _A, _D, _NO_REF, _STEP, _Z

POOL = ["Grizzly Bears", "Serra Angel", "Youthful Knight", "Child of Night", "Giant Spider",
        "Craw Wurm", "Boros Swiftblade", "Typhoid Rats"]
LIB = default_library()
RESULTS = {}


def board(n, seed):
    g = _core.Game.empty(LIB.db, seed)
    ids = [LIB.id_of(c) for c in POOL]
    for p in (0, 1):
        for i in range(n):
            g.add_card(p, ids[(i + p) % len(ids)], _Z["battlefield"])
        for _ in range(60):
            g.add_card(p, LIB.id_of("Forest"), _Z["library"])
    g.begin_at(1, _STEP["precombat_main"], 0)
    g.turn_limit = 8
    return g


@pytest.mark.benchmark(group="boards")
@pytest.mark.parametrize("n", [1, 10, 40, 100, 200])
def test_decisions_per_second_by_board_size(benchmark, n):
    seeds = iter(range(1, 10**6))

    def run():  # ten games; only the play is timed
        k, secs = 0, 0.0
        for _ in range(10):
            g = board(n, next(seeds))
            t0 = time.perf_counter()
            k += g.play_policy(0, 0, 7, 10**9)
            secs += time.perf_counter() - t0
        return k, secs

    k, secs = benchmark.pedantic(run, rounds=5, iterations=1, warmup_rounds=1)
    RESULTS[n] = k / secs
    benchmark.extra_info["decisions_per_s"] = k / secs
    print(f"\n{n} creatures per side: {k / secs / 1e6:.3g} M decisions/s ({k} decisions)")


def test_no_decision_lists_blockers_times_attackers():
    """CR 509.1 as two small choices: with 100 creatures a side all attacking, no
    declare-blockers decision offers more than blockers + attackers + 1 actions."""
    g = board(100, 3)
    while g.step != _STEP["declare_attackers"]:
        g.apply_index(0)
    while g.decision_kind == _D["declare_attackers"] and g.num_legal_actions() > 1:
        g.apply_index(0)  # attack with the first creature offered, until only "done" is left
    while g.decision_kind != _D["declare_blockers"]:
        g.apply_index(0)
    attackers = sum(g.obj_attacking(o) != _NO_REF for o in g.battlefield())
    blockers = sum(g.obj_controller(o) == 1 for o in g.battlefield())
    assert attackers >= 90
    most = 0
    while g.decision_kind == _D["declare_blockers"]:
        most = max(most, g.num_legal_actions())
        acts = g.legal_actions()
        g.apply(acts[0] if acts[0].kind != _A["done"] else acts[-1])
    assert most <= blockers + attackers + 1


@pytest.mark.benchmark(group="boards")
def test_combat_ten_attackers_each_blocked_by_three(benchmark):
    bears = LIB.id_of("Grizzly Bears")

    def setup():
        g = _core.Game.empty(LIB.db, 5)
        att = [g.add_card(0, bears, _Z["battlefield"]) for _ in range(10)]
        blk = [g.add_card(1, bears, _Z["battlefield"]) for _ in range(30)]
        for p in (0, 1):
            for _ in range(10):
                g.add_card(p, LIB.id_of("Forest"), _Z["library"])
        g.begin_at(1, _STEP["declare_attackers"], 0)
        return (g, att, blk), {}

    def combat(g, att, blk):
        def pick(kind, obj=None, ref=_NO_REF):
            for a in g.legal_actions():
                if a.kind == _A[kind] and (obj is None or a.obj == obj) and a.ref == ref:
                    return g.apply(a)
            raise AssertionError(f"{kind} not offered")
        for a in att:
            pick("attack", a, -2)  # player B
        pick("done")
        while g.decision_kind == _D["priority"]:
            pick("pass")
        for i, b in enumerate(blk):
            pick("block", b)
            pick("block", b, att[i // 3])
        pick("done")
        while g.step != _STEP["end_of_combat"]:
            g.apply_index(0)
        return g

    g = benchmark.pedantic(combat, setup=setup, rounds=20, iterations=1)
    # Each 2/2 attacker dies to its three 2/2 blockers and kills at most one of them.
    mine = [sum(g.obj_controller(o) == p for o in g.battlefield()) for p in (0, 1)]
    assert mine[0] == 0 and 20 <= mine[1] < 30
    print(f"\none combat of 10 attackers each blocked by 3 (Python-driven): "
          f"{benchmark.stats.stats.min * 1e6:.0f} µs")
