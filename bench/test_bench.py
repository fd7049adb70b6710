"""Benchmarks (pytest-benchmark).  Run:

    python -m pytest bench --benchmark-enable --benchmark-columns=min,median,rounds

Each benchmark stores its throughput figures in ``extra_info`` (shown with
``--benchmark-json``) and prints them; ratios are computed between paths
measured in the same run (native batch vs the Python-driven loop, 2 vs 1 thread).
"""

import random
import time

import pytest

import mtgcore
from mtgcore import _core
from mtgcore.deck import Deck

DECK_A, DECK_B = "green_stompy", "red_burn"
GAMES = 4000
RESULTS = {}


def _simulate(threads, policy="random"):
    return mtgcore.simulate(DECK_A, DECK_B, games=GAMES, seed=123, policy=policy, threads=threads)


@pytest.mark.benchmark(group="simulate")
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_simulate_throughput(benchmark, threads, policy):
    res = benchmark.pedantic(_simulate, args=(threads, policy), rounds=3, iterations=1, warmup_rounds=1)
    secs = benchmark.stats.stats.min
    decisions = int(res.decisions.sum())
    info = {"games_per_s": GAMES / secs, "decisions_per_s": decisions / secs,
            "games_per_s_per_core": GAMES / secs / threads}
    benchmark.extra_info.update(info)
    RESULTS[("simulate", policy, threads)] = info
    print(f"\nsimulate {policy} threads={threads}: {info['games_per_s']:,.0f} games/s, "
          f"{info['decisions_per_s']:,.0f} decisions/s, {info['games_per_s_per_core']:,.0f} games/s/core")


# Heavier pairs get their own lines, one thread, GAMES // 2 games a round:
# - the rules core: triggered, replacement and keyword cards (event funnel,
#   triggers, interpreter choices);
# - a control deck (counterspells, removal, card draw, a planeswalker: the stack as
#   a target, modes, X, flashback and loyalty) against the bench's creature deck.
PAIRS = {"rules-core": ("orzhov_aristocrats", "gruul_undying"),
         "control": ("azorius_control", "green_stompy")}


@pytest.mark.benchmark(group="simulate-pairs")
@pytest.mark.parametrize("policy", ["random", "greedy"])
@pytest.mark.parametrize("pair", sorted(PAIRS))
def test_simulate_heavier_pairs(benchmark, pair, policy):
    deck_a, deck_b = PAIRS[pair]

    def run():
        return mtgcore.simulate(deck_a, deck_b, games=GAMES // 2, seed=123, policy=policy, threads=1)
    res = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    secs = benchmark.stats.stats.min
    info = {"games_per_s_per_core": GAMES // 2 / secs,
            "decisions_per_s": int(res.decisions.sum()) / secs}
    benchmark.extra_info.update(info)
    RESULTS[(pair, policy)] = info
    print(f"\nsimulate {deck_a} vs {deck_b} {policy} threads=1: "
          f"{info['games_per_s_per_core']:,.0f} games/s/core, {info['decisions_per_s']:,.0f} decisions/s")


def _python_loop(n_games):
    decisions = 0
    for seed in range(n_games):
        g = _core.Game(LIB.db, IDS_A, IDS_B, seed)
        rng = random.Random(seed)
        while not g.over:
            g.apply_index(rng.randrange(g.num_legal_actions()))
            decisions += 1
    return decisions


LIB = mtgcore.cards.default_library()
IDS_A, IDS_B = Deck.bundled(DECK_A).def_ids(), Deck.bundled(DECK_B).def_ids()


@pytest.mark.benchmark(group="object-api")
def test_python_object_api_apply(benchmark):
    """One decision through the Python object API: apply_index on the native game."""
    decisions = benchmark.pedantic(_python_loop, args=(40,), rounds=3, iterations=1, warmup_rounds=1)
    per = benchmark.stats.stats.min / decisions
    benchmark.extra_info.update({"decisions_per_s": 1 / per, "us_per_apply": per * 1e6})
    RESULTS[("python", "apply")] = {"decisions_per_s": 1 / per}
    print(f"\nPython object API: {1 / per:,.0f} decisions/s ({per * 1e6:.2f} us per apply)")


@pytest.mark.benchmark(group="object-api")
def test_public_game_apply_with_actions(benchmark):
    """The public mtgcore.Game path: build Action objects, pick one, apply it."""
    def run():
        n = 0
        for seed in range(10):
            g = mtgcore.Game(DECK_A, DECK_B, seed=seed)
            rng = random.Random(seed)
            while not g.is_over:
                acts = g.legal_actions()
                g.apply(acts[rng.randrange(len(acts))])
                n += 1
        return n
    decisions = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    per = benchmark.stats.stats.min / decisions
    benchmark.extra_info.update({"decisions_per_s": 1 / per})
    print(f"\nmtgcore.Game.legal_actions()+apply(): {1 / per:,.0f} decisions/s")


def test_report_ratios():
    """Ratios between paths measured in this run (printed; run with -s)."""
    if ("simulate", "random", 1) not in RESULTS or ("python", "apply") not in RESULTS:
        pytest.skip("run the whole bench module to get ratios")
    native = RESULTS[("simulate", "random", 1)]["decisions_per_s"]
    py = RESULTS[("python", "apply")]["decisions_per_s"]
    scale = RESULTS[("simulate", "random", 2)]["games_per_s"] / RESULTS[("simulate", "random", 1)]["games_per_s"]
    print(f"\nnative playout vs Python-driven loop (decisions/s): {native / py:.1f}x")
    print(f"2 threads vs 1 thread (games/s): {scale:.2f}x")


@pytest.mark.benchmark(group="vector")
@pytest.mark.parametrize("threads", [1, 2])
def test_vector_games_step(benchmark, threads):
    """Lock-step API: 256 games, numpy random actions, built-in random opponent."""
    import numpy as np
    env = mtgcore.VectorGames(DECK_A, DECK_B, 256, seed=1, opponent="random", threads=threads)
    rng = np.random.default_rng(0)

    def run(steps=200):
        for _ in range(steps):
            obs = env.observe()
            env.step((rng.random(256) * obs.num_actions).astype(np.int32))
        return steps * 256
    decisions = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    rate = decisions / benchmark.stats.stats.min
    benchmark.extra_info["agent_decisions_per_s"] = rate
    print(f"\nVectorGames threads={threads}: {rate:,.0f} agent decisions/s (observe+step, 256 games)")
