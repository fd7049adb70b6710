"""The standard seeded suite of ``mtgcore bench``.

Each section is a list of steps; each step measures one thing over a few seeded
rounds and records the median of the rounds under stable keys (``figures``).  The
same seeds and workloads run on every machine; ``quick`` runs fewer games and
rounds, and keeps to a wall-clock budget by dropping rounds past the first once
the budget is spent (never a whole measurement: every key of a quick run is
always there).
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

SCHEMA = 1

#: The suite's sections, in the order they run (``--only`` takes these names).
SECTIONS = ("games", "api", "clone", "memory", "boards", "layers", "pool", "peers")

# The bench decks (bench/README.md, README "Performance"), the rules-core pair, and
# a pair of decks built only of cards compiled from their Oracle text (no
# hand-written definition: tests/oracle/test_oracle_pool.py checks the red ones).
COMPILED_RED = ("4 Fire Elemental\n4 Volcanic Dragon\n4 Goblin Raider\n4 Vulshok Berserker\n"
                "4 Searing Spear\n4 Keldon Raider\n4 Nest Robber\n4 Ogre Warrior\n28 Mountain\n")
COMPILED_GREEN = ("4 Runeclaw Bear\n4 Nessian Courser\n4 Elvish Warrior\n4 Garruk's Companion\n"
                  "4 Spined Wurm\n4 Rumbling Baloth\n4 Vastwood Gorger\n4 Brute Force\n28 Forest\n")
PAIRS = {"bench": ("green_stompy", "red_burn"),
         "rules_core": ("orzhov_aristocrats", "gruul_undying"),
         "compiled": (COMPILED_RED, COMPILED_GREEN)}
POLICIES = ("random", "greedy")
BENCH_A, BENCH_B = PAIRS["bench"]

# Big boards (bench/test_bench_boards.py): N creatures a side, 60 Forests each.
BOARD_POOL = ("Grizzly Bears", "Serra Angel", "Youthful Knight", "Child of Night", "Giant Spider",
              "Craw Wurm", "Boros Swiftblade", "Typhoid Rats")
BOARD_SIZES = (1, 10, 40, 100, 200)
# Layer boards (bench/test_bench_layers.py): P permanents, E of them effect sources.
LAYER_BODIES = ("Grizzly Bears", "Serra Angel", "Llanowar Elves", "Goblin Piker", "Forest",
                "Savannah Lions", "Taiga", "Youthful Knight", "Swamp", "Island")
LAYER_EFFECTS = ("Glorious Anthem", "Crusade", "Levitation", "Imperious Perfect",
                 "Urborg, Tomb of Yawgmoth", "Bad Moon", "Goblin Chieftain", "Archetype of Courage",
                 "Blood Moon", "Fervor", "Honor of the Pure", "Kormus Bell", "Darkest Hour",
                 "Favorable Winds", "Tarmogoyf", "Yavimaya, Cradle of Growth", "Kird Ape",
                 "Intangible Virtue", "Wild Nacatl", "Maro")


@dataclass(frozen=True)
class Settings:
    """The workload of one mode (the same on every machine)."""

    rounds: int
    games: dict                # pair -> games per round (each policy, each thread count)
    core_api_games: int        # Python-driven games through _core.Game.apply_index
    public_api_games: int      # ... through mtgcore.Game.legal_actions() + apply()
    vector_games: int          # VectorGames batch size for decisions/s
    vector_steps: int
    memory_sizes: tuple        # VectorGames batch sizes for memory per game
    memory_steps: int          # steps before the mid-game figure
    board_games: int           # games per board size
    layer_boards: tuple        # (permanents, effect sources)
    clones: int
    peer_rounds: int
    peer_games: int            # phase-python games per round (mtgcore plays the same seeds)
    budget_s: Optional[float]  # wall-clock budget (quick mode), None: none

    @classmethod
    def for_mode(cls, quick: bool) -> "Settings":
        if quick:
            return cls(rounds=3, games={"bench": 1000, "rules_core": 400, "compiled": 400},
                       core_api_games=8, public_api_games=3, vector_games=256, vector_steps=100,
                       memory_sizes=(1000,), memory_steps=100, board_games=2,
                       layer_boards=((60, 0), (60, 20), (240, 40)), clones=2000,
                       peer_rounds=3, peer_games=1, budget_s=45.0)
        return cls(rounds=5, games={"bench": 4000, "rules_core": 2000, "compiled": 2000},
                   core_api_games=40, public_api_games=10, vector_games=256, vector_steps=200,
                   memory_sizes=(1000, 10000), memory_steps=200, board_games=10,
                   layer_boards=((20, 0), (60, 0), (240, 0), (60, 5), (60, 20), (120, 20), (240, 40)),
                   clones=20000, peer_rounds=5, peer_games=3, budget_s=None)


class Clock:
    """The run's wall-clock budget: rounds after the first are dropped once it is spent."""

    def __init__(self, budget_s: Optional[float]):
        self.start = time.perf_counter()
        self.budget_s = budget_s
        self.rounds_dropped = 0

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def more_rounds(self, done: int, wanted: int) -> bool:
        if done >= wanted:
            return False
        if done >= 1 and self.budget_s is not None and self.elapsed() > self.budget_s:
            self.rounds_dropped += wanted - done
            return False
        return True


def _rounds(clock: Clock, wanted: int, one: Callable[[int], float]) -> float:
    """The median of ``one(round)`` over the rounds the budget allows (at least one)."""
    values = []
    while clock.more_rounds(len(values), wanted):
        values.append(one(len(values)))
    return statistics.median(values)


class Timer:
    """Wall and CPU seconds of a span (the CPU time of the process: on a loaded machine
    it leaves out the time other processes had the core, so single-thread figures per
    CPU second move less with the load than per wall second)."""

    def __init__(self):
        self.wall = self.cpu = 0.0

    def __enter__(self):
        self._w, self._c = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc):
        self.wall += time.perf_counter() - self._w
        self.cpu += time.process_time() - self._c
        return False


@dataclass
class Context:
    settings: Settings
    clock: Clock
    threads: int
    seed: int
    figures: dict = field(default_factory=dict)
    notes: dict = field(default_factory=dict)
    _decks: dict = field(default_factory=dict)

    def put(self, key: str, value) -> None:
        self.figures[key] = float(value)

    def deck(self, d):
        """A loaded Deck (decklist text or bundled name), loaded once per run."""
        from mtgcore.deck import Deck
        if d not in self._decks:
            self._decks[d] = Deck.load(d)
        return self._decks[d]


# ---------------------------------------------------------------------------
# Sections: each returns a list of (label, step) with step(ctx) -> None
# ---------------------------------------------------------------------------


def _games_steps(ctx: Context):
    import mtgcore

    def step(pair, policy):
        def run(ctx):
            a, b = (ctx.deck(d) for d in PAIRS[pair])
            n = ctx.settings.games[pair]
            mtgcore.simulate(a, b, games=50, seed=ctx.seed, policy=policy, threads=1)  # warm-up
            per_round = {}

            def one(threads):
                def r(i):
                    with Timer() as t:
                        res = mtgcore.simulate(a, b, games=n, seed=ctx.seed + i, policy=policy, threads=threads)
                    dec = int(res.decisions.sum())
                    per_round.setdefault(threads, []).append(
                        (dec / n, float(res.turns.mean()), dec / t.wall, n / t.cpu))
                    return n / t.wall
                return r
            key = f"games.{pair}.{policy}"
            core = _rounds(ctx.clock, ctx.settings.rounds, one(1))
            ctx.put(f"{key}.games_per_s_per_core", core)
            ctx.put(f"{key}.decisions_per_s_per_core", statistics.median(x[2] for x in per_round[1]))
            ctx.put(f"{key}.games_per_cpu_s", statistics.median(x[3] for x in per_round[1]))
            ctx.put(f"{key}.decisions_per_game", statistics.median(x[0] for x in per_round[1]))
            ctx.put(f"{key}.turns_per_game", statistics.median(x[1] for x in per_round[1]))
            if ctx.threads > 1:
                every = _rounds(ctx.clock, ctx.settings.rounds, one(ctx.threads))
                ctx.put(f"{key}.games_per_s_all_cores", every)
                ctx.put(f"{key}.all_cores_speedup", every / core)
            else:
                ctx.put(f"{key}.games_per_s_all_cores", core)
                ctx.put(f"{key}.all_cores_speedup", 1.0)
        return run
    return [(f"games: {pair}, {policy}", step(pair, policy)) for pair in PAIRS for policy in POLICIES]


def _api_steps(ctx: Context):
    import numpy as np

    import mtgcore
    from mtgcore import _core

    def core_loop(ctx):
        lib = mtgcore.cards.default_library()
        ia, ib = ctx.deck(BENCH_A).def_ids(), ctx.deck(BENCH_B).def_ids()

        cpu = []

        def r(i):
            n, t = 0, Timer()
            for k in range(ctx.settings.core_api_games):
                seed = ctx.seed + 1000 * i + k
                g = _core.Game(lib.db, ia, ib, seed)
                rng = random.Random(seed)
                with t:
                    while not g.over:
                        g.apply_index(rng.randrange(g.num_legal_actions()))
                        n += 1
            cpu.append(n / t.cpu)
            return n / t.wall
        ctx.put("api.object.core_decisions_per_s", _rounds(ctx.clock, ctx.settings.rounds, r))
        ctx.put("api.object.core_decisions_per_cpu_s", statistics.median(cpu))

    def public_loop(ctx):
        a, b = ctx.deck(BENCH_A), ctx.deck(BENCH_B)

        cpu = []

        def r(i):
            n, t = 0, Timer()
            for k in range(ctx.settings.public_api_games):
                seed = ctx.seed + 1000 * i + k
                g = mtgcore.Game(a, b, seed=seed)
                rng = random.Random(seed)
                with t:
                    while not g.is_over:
                        acts = g.legal_actions()
                        g.apply(acts[rng.randrange(len(acts))])
                        n += 1
            cpu.append(n / t.cpu)
            return n / t.wall
        ctx.put("api.object.public_decisions_per_s", _rounds(ctx.clock, ctx.settings.rounds, r))
        ctx.put("api.object.public_decisions_per_cpu_s", statistics.median(cpu))

    def vector(threads):
        def run(ctx):
            n, steps = ctx.settings.vector_games, ctx.settings.vector_steps
            env = mtgcore.VectorGames(ctx.deck(BENCH_A), ctx.deck(BENCH_B), n, seed=ctx.seed,
                                      opponent="random", threads=threads)
            rng = np.random.default_rng(ctx.seed)
            cpu = []

            def r(i):
                with Timer() as t:
                    for _ in range(steps):
                        obs = env.observe()
                        env.step((rng.random(n) * obs.num_actions).astype(np.int32))
                cpu.append(steps * n / t.cpu)
                return steps * n / t.wall
            if threads == 1:
                ctx.put("api.vector.decisions_per_s_per_core", _rounds(ctx.clock, ctx.settings.rounds, r))
                ctx.put("api.vector.decisions_per_cpu_s", statistics.median(cpu))
            else:
                ctx.put("api.vector.decisions_per_s_all_cores", _rounds(ctx.clock, ctx.settings.rounds, r))
        return run
    steps = [("object API: _core.Game.apply_index", core_loop),
             ("object API: Game.legal_actions + apply", public_loop),
             ("VectorGames, 1 thread", vector(1))]
    steps.append((f"VectorGames, {ctx.threads} threads", vector(ctx.threads)))
    return steps


def _bench_game(ctx: Context, seed: int, decisions: int):
    """A game of the bench decks played natively by the random policy for ``decisions``."""
    import mtgcore
    from mtgcore import _core
    lib = mtgcore.cards.default_library()
    g = _core.Game(lib.db, ctx.deck(BENCH_A).def_ids(), ctx.deck(BENCH_B).def_ids(), seed)
    if decisions:
        g.play_policy(0, 0, seed, decisions)
    return g


def board(n: int, seed: int):
    """Turn 1's precombat main with ``n`` creatures a side (BOARD_POOL, cycled) and 60
    Forests in each library (bench/test_bench_boards.py)."""
    from mtgcore import _core
    from mtgcore.cards import default_library
    from mtgcore.testing._common import _STEP, _Z
    lib = default_library()
    g = _core.Game.empty(lib.db, seed)
    ids = [lib.id_of(c) for c in BOARD_POOL]
    forest = lib.id_of("Forest")
    for p in (0, 1):
        for i in range(n):
            g.add_card(p, ids[(i + p) % len(ids)], _Z["battlefield"])
        for _ in range(60):
            g.add_card(p, forest, _Z["library"])
    g.begin_at(1, _STEP["precombat_main"], 0)
    g.turn_limit = 8
    return g


def _clone_steps(ctx: Context):
    from mtgcore import _core

    def step(name, make):
        def run(ctx):
            g = make(ctx)
            _core.measure.clone(g, 200)  # warm-up
            results = []

            def r(i):
                results.append(_core.measure.clone(g, ctx.settings.clones))
                return results[-1]["clone_ns"]
            ctx.put(f"clone.{name}.clone_ns", _rounds(ctx.clock, ctx.settings.rounds, r))
            ctx.put(f"clone.{name}.restore_ns", statistics.median(x["restore_ns"] for x in results))
            if results[-1]["clone_cpu_ns"] > 0:
                ctx.put(f"clone.{name}.clone_cpu_ns", statistics.median(x["clone_cpu_ns"] for x in results))
                ctx.put(f"clone.{name}.restore_cpu_ns", statistics.median(x["restore_cpu_ns"] for x in results))
            if results[-1]["copy_heap_bytes"] >= 0:
                ctx.put(f"clone.{name}.heap_bytes", results[-1]["copy_heap_bytes"])
            ctx.put(f"clone.{name}.objects", g.num_objects())
        return run
    return [("clone: bench decks, start", step("bench_start", lambda c: _bench_game(c, c.seed, 0))),
            ("clone: bench decks, mid-game", step("bench_midgame", lambda c: _bench_game(c, c.seed, 150))),
            ("clone: 100 creatures a side", step("board_100", lambda c: board(100, c.seed)))]


def _heap():
    from mtgcore import _core
    h = _core.measure.heap_in_use()
    return None if h < 0 else h


def _memory_steps(ctx: Context):
    import numpy as np

    import mtgcore
    from mtgcore import _core

    def vector(n):
        def run(ctx):
            if _heap() is None:
                ctx.notes["memory"] = "heap figures need glibc (mallinfo2): not measured here"
                return
            a, b = ctx.deck(BENCH_A), ctx.deck(BENCH_B)
            mtgcore.VectorGames(a, b, 8, seed=ctx.seed, opponent="random")  # warm caches
            gc.collect()
            h0 = _heap()
            env = mtgcore.VectorGames(a, b, n, seed=ctx.seed, opponent="random", threads=1)
            fresh = (_heap() - h0) / n
            rng = np.random.default_rng(ctx.seed)
            for _ in range(ctx.settings.memory_steps):
                obs = env.observe()
                env.step((rng.random(n) * obs.num_actions).astype(np.int32))
            gc.collect()
            mid = (_heap() - h0) / n
            ctx.put(f"memory.vector_{n}.fresh_bytes_per_game", fresh)
            ctx.put(f"memory.vector_{n}.midgame_bytes_per_game", mid)
            del env
        return run

    def one_game(ctx):
        if _heap() is None:
            return
        lib = mtgcore.cards.default_library()
        h = _core.measure.game_heap(lib.db, ctx.deck(BENCH_A).def_ids(), ctx.deck(BENCH_B).def_ids(), ctx.seed)
        ctx.put("memory.game.built_bytes", h["built_bytes"])
        ctx.put("memory.game.copy_bytes", h["copy_bytes"])
        ctx.put("memory.game.rows_used", h["rows_used"])
        ctx.put("memory.game.rows_reserved", h["rows_reserved"])
        ctx.put("memory.game.object_bytes", h["object_bytes"])
        spare = h["rows_reserved"] - h["rows_used"]
        if spare > 0:
            # What construction reserves beyond a copy's exact sizes, per spare object row
            # (the per-row arrays dominate it: ReserveRows in game.cpp).
            ctx.put("memory.game.reserved_bytes_per_spare_row", (h["built_bytes"] - h["copy_bytes"]) / spare)
    steps = [(f"memory: VectorGames of {n:,} games", vector(n)) for n in ctx.settings.memory_sizes]
    return steps + [("memory: one game's state", one_game)]


def _board_steps(ctx: Context):
    from mtgcore import _core

    def step(n):
        def run(ctx):
            totals = []

            def r(i):
                dec = listed = 0
                secs = cpu = 0.0
                for k in range(ctx.settings.board_games):
                    g = board(n, ctx.seed + 100 * i + k)
                    c = _core.measure.play(g, 0, 0, ctx.seed + k, 10**9)
                    dec, listed, secs = dec + c["decisions"], listed + c["listed"], secs + c["seconds"]
                    cpu += c["cpu_seconds"]
                totals.append((dec, listed, secs, cpu))
                return dec / secs
            ctx.put(f"boards.{n}.decisions_per_s", _rounds(ctx.clock, ctx.settings.rounds, r))
            ctx.put(f"boards.{n}.actions_per_decision", statistics.median(t[1] / t[0] for t in totals))
            ctx.put(f"boards.{n}.ns_per_listed_action", statistics.median(t[2] / t[1] * 1e9 for t in totals))
            if all(t[3] > 0 for t in totals):
                ctx.put(f"boards.{n}.decisions_per_cpu_s", statistics.median(t[0] / t[3] for t in totals))
                ctx.put(f"boards.{n}.cpu_ns_per_listed_action",
                        statistics.median(t[3] / t[1] * 1e9 for t in totals))
        return run
    return [(f"boards: {n} creatures a side", step(n)) for n in BOARD_SIZES]


def layer_board(permanents: int, effects: int):
    from mtgcore import _core
    from mtgcore.cards import default_library
    from mtgcore.testing._common import _STEP, _Z
    lib = default_library()
    g = _core.Game.empty(lib.db, 1)
    for i in range(permanents):
        name = LAYER_EFFECTS[i % len(LAYER_EFFECTS)] if i < effects else LAYER_BODIES[i % len(LAYER_BODIES)]
        g.add_card(i % 2, lib.id_of(name), _Z["battlefield"])
    g.begin_at(1, _STEP["precombat_main"], 0)
    return g


def _layer_steps(ctx: Context):
    def step(p, e):
        def run(ctx):
            g = layer_board(p, e)
            # Enough recomputes for ~50 ms a round (calibrated once, the same n every round).
            probe = max(g.time_recompute(20) / 20, 1e-8)
            n = int(min(max(0.05 / probe, 20), 200000))
            cpu = []

            def r(i):
                c0 = time.process_time()
                wall = g.time_recompute(n)
                cpu.append((time.process_time() - c0) / n * 1e6)
                return wall / n * 1e6
            ctx.put(f"layers.{p}x{e}.us_per_recompute", _rounds(ctx.clock, ctx.settings.rounds, r))
            ctx.put(f"layers.{p}x{e}.cpu_us_per_recompute", statistics.median(cpu))
        return run
    return [(f"layers: {p} permanents, {e} effect sources", step(p, e)) for p, e in ctx.settings.layer_boards]


_COLD_START = r"""
import json, sys, time
t0 = time.perf_counter()
import mtgcore
from mtgcore.cards import default_library
t1 = time.perf_counter()
lib = default_library(); lib.db
t2 = time.perf_counter()
from mtgcore.deck import Deck
d = Deck.load(sys.argv[1])
with_deck = lib.including(d.card_names()); with_deck.db
d.def_ids(with_deck)
t3 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "library_s": t2 - t1, "compiled_deck_s": t3 - t2}))
"""


def _pool_steps(ctx: Context):
    from mtgcore import _core
    from mtgcore.cards import default_library
    from mtgcore.oracle.snapshot import Snapshot

    def snapshot(ctx):
        def r(i):
            t0 = time.perf_counter()
            len(Snapshot())
            return time.perf_counter() - t0
        ctx.put("pool.snapshot_index_s", _rounds(ctx.clock, ctx.settings.rounds, r))

    def carddb(ctx):
        lib = default_library()
        blob = lib.blob

        def r(i):
            t0 = time.perf_counter()
            _core.CardDb(blob)
            return (time.perf_counter() - t0) * 1000
        ctx.put("pool.carddb_load_ms", _rounds(ctx.clock, ctx.settings.rounds, r))
        ctx.put("pool.library_cards", len(lib.names()))
        ctx.put("pool.blob_bytes", len(blob))

    def cold(ctx):
        src = os.path.dirname(os.path.dirname(os.path.abspath(__import__("mtgcore").__file__)))
        env = dict(os.environ)
        env["PYTHONPATH"] = src + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        runs = []

        def r(i):
            out = subprocess.run([sys.executable, "-c", _COLD_START, COMPILED_GREEN], env=env,
                                 capture_output=True, text=True, timeout=300)
            if out.returncode:
                raise RuntimeError(f"the cold-start probe failed: {out.stderr.strip()[-300:]}")
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
            return runs[-1]["library_s"]
        ctx.put("pool.library_load_s", _rounds(ctx.clock, min(ctx.settings.rounds, 3), r))
        ctx.put("pool.import_s", statistics.median(x["import_s"] for x in runs))
        ctx.put("pool.compiled_deck_load_s", statistics.median(x["compiled_deck_s"] for x in runs))
    return [("pool: snapshot index", snapshot), ("pool: CardDb from the blob", carddb),
            ("pool: a fresh process loads the library", cold)]


def _peer_steps(ctx: Context):
    from mtgcore.benchmark import peers

    def run(ctx):
        try:
            status, figures = peers.measure(ctx)
        except Exception as e:  # the peer's failure is reported, not the run's
            status, figures = {"peer": peers.PEER, "status": "failed",
                               "detail": f"{type(e).__name__}: {str(e)[:300]}"}, {}
        ctx.notes["peers"] = status
        for k, v in figures.items():
            ctx.put(k, v)
    return [("peers: phase-python side by side", run)]


_SECTION_STEPS = {"games": _games_steps, "api": _api_steps, "clone": _clone_steps,
                  "memory": _memory_steps, "boards": _board_steps, "layers": _layer_steps,
                  "pool": _pool_steps, "peers": _peer_steps}


def run(*, quick: bool = False, sections=None, threads: Optional[int] = None, seed: int = 1,
        peers: Optional[bool] = None, progress: Optional[Callable[[str, int, int], None]] = None) -> dict:
    """Run the suite; returns the result object (``figures``: key -> number).

    ``sections``: names from SECTIONS (default all; ``peers`` only when phase-python
    is importable, unless ``peers`` says otherwise).  ``threads``: the "all cores"
    thread count (default: every core).  ``progress(label, done, total)`` is called
    before each step and once at the end.
    """
    from mtgcore.benchmark import output
    from mtgcore.benchmark import peers as peer_mod

    chosen = list(SECTIONS if sections is None else sections)
    for s in chosen:
        if s not in SECTIONS:
            raise ValueError(f"no bench section {s!r} (sections: {', '.join(SECTIONS)})")
    if peers is False:
        chosen = [s for s in chosen if s != "peers"]
    settings = Settings.for_mode(quick)
    cores = os.cpu_count() or 1
    ctx = Context(settings, Clock(settings.budget_s), max(1, threads or cores), seed)
    started = time.time()
    load_start = output.load_average()
    if "peers" in chosen and peers is None and not peer_mod.available():
        ctx.notes["peers"] = peer_mod.unavailable_status()
        chosen = [s for s in chosen if s != "peers"]
    steps = [st for s in chosen for st in _SECTION_STEPS[s](ctx)]
    for i, (label, step) in enumerate(steps):
        if progress:
            progress(label, i, len(steps))
        step(ctx)
    if progress:
        progress("done", len(steps), len(steps))
    return {
        "schema": SCHEMA,
        "tool": "mtgcore bench",
        "mode": "quick" if quick else "full",
        "sections": chosen,
        "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started)),
        "elapsed_s": round(ctx.clock.elapsed(), 3),
        "seed": seed,
        "threads": ctx.threads,
        "rounds": settings.rounds,
        "rounds_dropped": ctx.clock.rounds_dropped,
        "engine": output.engine_info(),
        "machine": output.machine_info(load_start),
        "build": output.build_info(),
        "notes": ctx.notes,
        "figures": dict(ctx.figures),  # in the order measured
    }
