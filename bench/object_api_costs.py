"""Where the public object API's time goes (issue 24): the same random games of the bench
decks, each variant adding one layer of mtgcore.Game's per-decision work, timed in this
thread's CPU time, in interleaved rounds.

    PYTHONPATH=src python bench/object_api_costs.py [GAMES]
"""
import random, statistics, threading, time, sys
import mtgcore
from mtgcore import _core
from mtgcore.game import Action, HistoryEntry, STEPS, DECISION_KINDS
from mtgcore.deck import Deck
lib = mtgcore.cards.default_library()
A, B = Deck.bundled("green_stompy"), Deck.bundled("red_burn")
IA, IB = A.def_ids(), B.def_ids()
GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 6

def v_core(g, rng):            # _core: count + apply by index
    g.apply_index(rng.randrange(g.num_legal_actions()))
def v_list(g, rng):            # + the native Action list (pybind copies)
    acts = g.legal_actions(); g.apply_index(rng.randrange(len(acts)))
lock = threading.RLock()
def v_wrap(g, rng):            # + Python Action objects
    d = g.actions_applied
    acts = [Action(a, g, d) for a in g.legal_actions()]
    g.apply_index(rng.randrange(len(acts)))
def v_lock(g, rng):            # + the lock around listing and applying
    with lock:
        d = g.actions_applied
        acts = [Action(a, g, d) for a in g.legal_actions()]
    with lock:
        g.apply_index(rng.randrange(len(acts)))
def v_check(g, rng):           # + over check, stale check, index_of
    with lock:
        d = g.actions_applied
        acts = [Action(a, g, d) for a in g.legal_actions()]
    a = acts[rng.randrange(len(acts))]
    with lock:
        if g.over: raise RuntimeError
        if not a._answers(g): raise RuntimeError
        i = g.index_of(a.native)
        g.apply_index(i)
def v_traced(g, rng):          # + apply_index_traced (label string, tuple)
    with lock:
        d = g.actions_applied
        acts = [Action(a, g, d) for a in g.legal_actions()]
    a = acts[rng.randrange(len(acts))]
    with lock:
        if g.over: raise RuntimeError
        if not a._answers(g): raise RuntimeError
        i = g.index_of(a.native)
        t = g.apply_index_traced(i)
hist = []
def v_history(g, rng):         # + the HistoryEntry = everything mtgcore.Game.apply does
    with lock:
        d = g.actions_applied
        acts = [Action(a, g, d) for a in g.legal_actions()]
    a = acts[rng.randrange(len(acts))]
    with lock:
        if g.over: raise RuntimeError
        if not a._answers(g): raise RuntimeError
        i = g.index_of(a.native)
        i, p, label, turn, step, kind, l0, l1 = g.apply_index_traced(i)
        hist.append(HistoryEntry(i, p, label, turn, "pregame" if turn == 0 else STEPS[step], DECISION_KINDS[kind], (l0, l1)))

def v_public(g, rng):          # the real thing
    acts = g.legal_actions(); g.apply(acts[rng.randrange(len(acts))])

VARIANTS = [("core", v_core), ("list", v_list), ("wrap", v_wrap), ("lock", v_lock), ("check", v_check),
            ("traced", v_traced), ("history", v_history), ("public", v_public)]

def run(name, step):
    n = 0; secs = 0.0
    for s in range(GAMES):
        if name == "public":
            g = mtgcore.Game(A, B, seed=s); over = lambda: g.is_over
        else:
            g = _core.Game(lib.db, IA, IB, s); over = lambda: g.over
        rng = random.Random(s); hist.clear()
        t0 = time.thread_time()
        while not over():
            step(g, rng); n += 1
        secs += time.thread_time() - t0
    return n / secs, n

res = {k: [] for k, _ in VARIANTS}
for r in range(5):
    order = VARIANTS if r % 2 == 0 else VARIANTS[::-1]
    for k, f in order:
        res[k].append(run(k, f)[0])
base = statistics.median(res["core"])
prev = None
for k, _ in VARIANTS:
    m = statistics.median(res[k])
    us = 1e6 / m
    print(f"{k:8s} {m:12,.0f} decisions/s  {us:6.2f} us/decision  " + ("" if prev is None else f"+{us - prev:5.2f} us"))
    prev = us
