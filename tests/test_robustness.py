"""Regression tests for issue 10: no input and no use of the public API crashes
the process or silently does the wrong thing."""

import os
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import mtgcore
from mtgcore import _core
from mtgcore._checks import cores, thread_count
from mtgcore.cards import default_library
from mtgcore.deck import Deck


@pytest.fixture
def game():
    return mtgcore.Game("green_stompy", "red_burn", seed=1)


# -- object ids ------------------------------------------------------------------

@pytest.mark.parametrize("bad", [10**6, -5, -1, 2**31, 10**30])
@pytest.mark.parametrize("attr", ["name", "power", "toughness", "keywords", "counters", "zone"])
def test_object_ids_outside_the_game_raise(game, bad, attr):
    before = game.digest()
    with pytest.raises(mtgcore.InvalidIdError, match=str(bad)):
        getattr(game.object(bad), attr)
    assert game.digest() == before


def test_object_id_types(game):
    n = game._g.num_objects()
    assert game.object(np.int64(3)).name == game.object(3).name
    assert game.object(n - 1).name
    with pytest.raises(mtgcore.InvalidIdError):
        game.object(n)
    for bad in (True, 1.5, "3", None):
        with pytest.raises(mtgcore.InvalidIdError):
            game.object(bad)
    assert issubclass(mtgcore.InvalidIdError, mtgcore.MtgError)


def test_every_native_object_accessor_checks_its_id(game):
    names = [n for n in dir(_core.Game) if n.startswith("obj_")] + ["blockers"]
    assert len(names) > 20
    for name in names:
        for bad in (-1, game._g.num_objects(), 10**6):
            with pytest.raises(mtgcore.InvalidIdError):
                getattr(game._g, name)(bad)
    for name in ("card_object", "card_is_token"):
        with pytest.raises(mtgcore.InvalidIdError):
            getattr(game._g, name)(game._g.num_cards())
    for name in ("life", "poison", "hand", "library", "graveyard", "mana_pool", "lost", "mulligans"):
        for bad in (-1, 2, 10**6):
            with pytest.raises(mtgcore.InvalidIdError, match="no player"):
                getattr(game._g, name)(bad)


def test_native_setup_calls_check_ids():
    lib = default_library()
    g = _core.Game.empty(lib.db, 0)
    with pytest.raises(mtgcore.InvalidIdError):
        g.add_card(0, lib.db.size, 3)
    with pytest.raises(mtgcore.InvalidIdError):
        g.add_card(2, 0, 3)
    with pytest.raises(mtgcore.InvalidIdError):
        g.add_card(0, 0, 99)
    o = g.add_card(0, lib.id_of("Grizzly Bears"), 3)
    with pytest.raises(mtgcore.InvalidIdError):
        g.set_counter(o, len(_core.COUNTER_NAMES), 1)  # one past the last counter kind
    with pytest.raises(mtgcore.InvalidIdError):
        g.set_tapped(o + 1, True)
    with pytest.raises(mtgcore.InvalidIdError):
        lib.db.name(-1)
    assert g.num_objects() == 1


# -- stale actions ------------------------------------------------------------------

def test_action_from_an_earlier_decision_is_stale(game):
    first = game.legal_actions()
    mulligan = next(a for a in first if a.kind == "mulligan")
    game.apply(next(a for a in first if a.kind == "keep"))
    assert game.decision.player == 1 and "mulligan" in [a.label for a in game.legal_actions()]
    before = game.digest()
    with pytest.raises(mtgcore.StaleActionError, match="another decision"):
        game.apply(mulligan)
    assert game.digest() == before and len(game.history) == 1
    assert issubclass(mtgcore.StaleActionError, mtgcore.IllegalActionError)


def test_actions_from_other_games_and_diverged_clones(game):
    other = mtgcore.Game("green_stompy", "red_burn", seed=2)
    with pytest.raises(mtgcore.StaleActionError):
        game.apply(other.legal_actions()[0])
    clone = game.clone()
    game.apply(clone.legal_actions()[0])  # same decision, equal state: accepted
    assert game.history[-1].label == "keep hand"
    clone.apply(1)                         # the clone diverges (mulligan)
    with pytest.raises(mtgcore.StaleActionError):
        game.apply(clone.legal_actions()[0])


# -- index types ----------------------------------------------------------------------

def test_apply_index_types(game):
    g2 = game.clone()
    game.apply(np.int64(0))
    g2.apply(0)
    assert game == g2
    before = game.digest()
    for bad in (True, False, 0.9, 1.0, np.float64(0), None, object(), [0]):
        with pytest.raises(mtgcore.IllegalActionError):
            game.apply(bad)
    for bad in (-1, 10**30, -10**30, np.int64(2**62)):
        with pytest.raises(mtgcore.IllegalActionError, match="out of range"):
            game.apply(bad)
    assert game.digest() == before and len(game.history) == 1


def test_simulate_counts_accept_numpy_integers_and_refuse_the_rest():
    r = mtgcore.simulate("green_stompy", "red_burn", games=np.int64(10), seed=np.int64(4), threads=np.int32(1))
    assert r.games == 10
    for bad in (-5, 2.5, True, "10", 10**12):
        with pytest.raises(mtgcore.MtgError, match="games"):
            mtgcore.simulate("green_stompy", "red_burn", games=bad)
    for bad in (0, -3, 1.5):
        with pytest.raises(mtgcore.MtgError, match="threads"):
            mtgcore.simulate("green_stompy", "red_burn", games=4, threads=bad)


def test_vector_step_refuses_floats_bools_and_int32_overflow():
    env = mtgcore.VectorGames("green_stompy", "red_burn", 4, seed=0)
    env.observe()
    before = env.observe().features.copy()
    for bad in (np.zeros(4, dtype=np.float64), np.zeros(4, dtype=bool), [0.0, 0, 0, 0],
                np.array([0, 0, 0, 2**32], dtype=np.int64), np.array([0, 0, 0, 2**31], dtype=np.uint64),
                np.zeros(3, dtype=np.int32), np.zeros((4, 1), dtype=np.int32), ["a", "b", "c", "d"]):
        with pytest.raises(mtgcore.IllegalActionError):
            env.step(bad)
    assert (env.observe().features == before).all()
    env.step(np.zeros(4, dtype=np.int64))  # any integer dtype in range is fine
    env.step([0, 0, 0, 0])
    with pytest.raises(mtgcore.InvalidIdError):
        env.labels(4)


# -- threads ---------------------------------------------------------------------------

def test_thread_counts_are_capped_by_cores_and_work():
    assert thread_count(None, 10**6) == cores()
    assert thread_count(500, 10**6) == cores()
    assert thread_count(500, 1) == 1
    assert thread_count(1, 0) == 1
    r1 = mtgcore.simulate("green_stompy", "red_burn", games=30, seed=3, threads=500)
    r2 = mtgcore.simulate("green_stompy", "red_burn", games=30, seed=3, threads=1)
    assert (r1.winner == r2.winner).all() and (r1.decisions == r2.decisions).all()


THREAD_FAILURE = textwrap.dedent("""
    import resource, sys
    import mtgcore
    from mtgcore import _batch
    from mtgcore.cards import default_library
    from mtgcore.deck import Deck
    lib = default_library()
    a, b = Deck.bundled("green_stompy").def_ids(), Deck.bundled("red_burn").def_ids()
    vm = int(open("/proc/self/status").read().split("VmSize:")[1].split()[0]) * 1024
    resource.setrlimit(resource.RLIMIT_AS, (vm + 96 * 2**20, resource.RLIM_INFINITY))
    try:
        _batch.run_games(lib.blob, a, b, 2000, 0, 0, 0, 1000)
    except RuntimeError as e:
        print("refused:", e)
    else:
        print("no failure")
    r = _batch.run_games(lib.blob, a, b, 20, 0, 0, 0, 1)
    print("still usable", len(r["winner"]))
    # A VectorGames step never stops half way: a shard whose thread can't start
    # runs on the calling thread, so the result equals a one-thread step.
    import numpy as np
    resource.setrlimit(resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    many = _batch.VecGames(lib.blob, a, b, 3000, 5, 0, 128, 1000)
    one = _batch.VecGames(lib.blob, a, b, 3000, 5, 0, 128, 1)
    vm = int(open("/proc/self/status").read().split("VmSize:")[1].split()[0]) * 1024
    resource.setrlimit(resource.RLIMIT_AS, (vm + 96 * 2**20, resource.RLIM_INFINITY))
    zeros = np.zeros(3000, dtype=np.int32)
    for _ in range(5):
        many.step(zeros)
        one.step(zeros)
    many.observe()
    one.observe()
    print("vector steps equal", bool((many.features == one.features).all()))
""")


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs Linux /proc")
def test_thread_start_failure_is_a_clean_exception():
    out = subprocess.run([sys.executable, "-c", THREAD_FAILURE], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "refused: could not start native thread" in out.stdout, out.stdout + out.stderr[-2000:]
    assert "still usable 20" in out.stdout
    assert "vector steps equal True" in out.stdout, out.stdout + out.stderr[-2000:]


# -- Ctrl-C ------------------------------------------------------------------------------

def _interrupt_after(seconds):
    sent = []

    def fire():
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signal.SIGINT)
    t = threading.Timer(seconds, fire)
    t.start()
    return t, sent


HUGE_RUNS = {  # each would play for hours
    "simulate": lambda: mtgcore.simulate("green_stompy", "red_burn", games=50_000_000, policy="random"),
    "goldfish": lambda: mtgcore.goldfish("red_burn", games=50_000_000, policy="random"),
    "gauntlet": lambda: mtgcore.gauntlet(["green_stompy", "red_burn"], games=50_000_000, policy="random"),
}


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals")
@pytest.mark.parametrize("what", sorted(HUGE_RUNS))
def test_ctrl_c_stops_batch_runs_quickly(what):
    timer, sent = _interrupt_after(0.5)
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        HUGE_RUNS[what]()
    stopped = time.perf_counter()
    timer.join()
    assert sent and stopped - sent[0] < 0.5, f"{what} stopped {stopped - sent[0]:.2f} s after Ctrl-C"
    assert stopped - start < 5
    assert mtgcore.simulate("green_stompy", "red_burn", games=5).games == 5  # still usable
    assert mtgcore.goldfish("red_burn", games=5).games == 5


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals")
def test_ctrl_c_stops_vector_step_between_chunks(monkeypatch):
    from mtgcore import _batch
    monkeypatch.setattr(_batch, "STEP_CHUNK", 1)  # every game is its own GIL-free chunk
    n = 3000
    env = mtgcore.VectorGames("green_stompy", "red_burn", n, seed=0, opponent="random")
    zeros = np.zeros(n, dtype=np.int32)
    timer, sent = _interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        while True:
            env.step(zeros)
    stopped = time.perf_counter()
    timer.join()
    assert stopped - sent[0] < 0.3
    obs = env.observe()  # still usable: every game has a decision and legal actions
    assert (obs.num_actions >= 1).all()
    env.step(zeros)


# -- concurrent use ----------------------------------------------------------------------

def test_vector_games_stepped_from_many_threads_equal_sequential_steps():
    n, steps, workers = 300, 15, 4
    shared = mtgcore.VectorGames("green_stompy", "red_burn", n, seed=9, opponent="random", threads=2)
    alone = mtgcore.VectorGames("green_stompy", "red_burn", n, seed=9, opponent="random", threads=2)
    zeros = np.zeros(n, dtype=np.int32)  # index 0 is always legal, so order never matters
    errors = []

    def work():
        try:
            for _ in range(steps):
                shared.step(zeros)
                shared.observe()
        except Exception as e:  # pragma: no cover - the failure being tested
            errors.append(e)
    pool = [threading.Thread(target=work) for _ in range(workers)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    assert not errors
    for _ in range(steps * workers):
        alone.step(zeros)
    assert (shared.observe().features == alone.observe().features).all()
    assert shared.games_finished == alone.games_finished


def test_one_game_applied_from_many_threads_stays_consistent():
    g = mtgcore.Game("white_weenie", "blue_black_skies", seed=4)
    ref = g.clone()
    per_thread, workers = 40, 4

    def work():
        for _ in range(per_thread):
            if not g.is_over:
                g.apply(0)
    pool = [threading.Thread(target=work) for _ in range(workers)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    for _ in range(len(g.history)):
        ref.apply(0)
    assert len(g.history) == per_thread * workers or g.is_over
    assert g == ref and g.history == ref.history and g.check_invariants() == ""


def test_scenario_calls_from_threads_are_serialized():
    from mtgcore.testing import Scenario
    s = Scenario()
    s.battlefield("A", "Forest")
    lock = s._lock
    assert lock is s.game._lock
    entered = threading.Event()
    release = threading.Event()
    result = []

    def hold():
        with lock:
            entered.set()
            release.wait(5)

    t = threading.Thread(target=hold)
    t.start()
    entered.wait(5)
    u = threading.Thread(target=lambda: result.append(s.battlefield("B", "Mountain")))
    u.start()
    u.join(0.3)
    assert u.is_alive() and not result  # waits for the lock instead of interleaving
    release.set()
    t.join()
    u.join(5)
    assert len(result) == 1 and len(s.permanents("B")) == 1


def test_native_thread_failure_in_simulate_is_an_mtg_error(monkeypatch):
    from mtgcore import _batch

    def refuse(*args, **kwargs):
        raise RuntimeError("could not start native thread 2 of 2 (Resource temporarily unavailable)")
    monkeypatch.setattr(_batch, "run_games", refuse)
    with pytest.raises(mtgcore.MtgError, match="could not start native thread"):
        mtgcore.simulate("green_stompy", "red_burn", games=10)


@pytest.mark.parametrize("bad", [123, ("random",), ("random", "greedy", "random"), ("random", 5), None])
def test_bad_policies_are_mtg_errors(bad):
    with pytest.raises(mtgcore.MtgError, match="policy"):
        mtgcore.simulate("green_stompy", "red_burn", games=2, policy=bad)
    with pytest.raises(mtgcore.MtgError, match="policy"):
        mtgcore.Game("green_stompy", "red_burn").play(bad)


@pytest.mark.parametrize("bad", [123, None, b"4 Forest\n", 4.5])
def test_bad_deck_arguments_are_deck_errors(bad):
    with pytest.raises(mtgcore.DeckError):
        mtgcore.Game(bad, "red_burn")


# -- issue 26: every error is an MtgError naming what is at fault --------------------------

@pytest.mark.parametrize("bad", [-2**62, -3, -2**31, 2**62, 2**31, 1.5, "a", None, True])
def test_describe_refuses_what_is_neither_object_nor_player(game, bad):
    before = game.digest()
    with pytest.raises(mtgcore.InvalidIdError):
        game.describe(bad)
    with pytest.raises(mtgcore.InvalidIdError):
        game.describe(bad, 0)
    assert game.describe(-1) == "player A" and game.describe(-2, viewer=1) == "player B"
    assert game.digest() == before


@pytest.mark.parametrize("bad", ["a", "A", 2, -1, 1.0, True, [0]])
def test_permanents_and_viewers_refuse_unknown_players(game, bad):
    game.play("greedy", seed=1, max_actions=60)
    assert game.permanents(0) and [v.id for v in game.permanents(np.int64(1))] == [v.id for v in game.permanents(1)]
    with pytest.raises(mtgcore.InvalidIdError, match="player"):
        game.permanents(bad)
    with pytest.raises(mtgcore.InvalidIdError, match="player"):
        game.battlefield[0].seen_by(bad)
    with pytest.raises(mtgcore.InvalidIdError, match="viewer"):
        game.describe(game.battlefield[0].id, bad)


def test_scenario_attack_and_block_refuse_a_player_for_the_mapping():
    from mtgcore.testing import Scenario
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    elves = s.battlefield("B", "Llanowar Elves")
    s.start(turn=3, step="precombat_main")
    before = s.game.digest()
    with pytest.raises(mtgcore.ScenarioError, match="mapping.*not str 'A'.*name no player"):
        s.attack("A", {bears: "B"})
    with pytest.raises(mtgcore.ScenarioError, match="mapping"):
        s.attack([bears])
    with pytest.raises(mtgcore.ScenarioError, match="pay_with"):
        s.attack({bears: "B"}, pay_with={bears: "B"})
    assert s.game.digest() == before
    s.attack({bears: "B"})
    with pytest.raises(mtgcore.ScenarioError, match="mapping.*not str 'B'"):
        s.block("B", {elves: bears})
    s.block({elves: bears})
    assert s.is_blocked(bears)


@pytest.mark.parametrize("field,value,match", [
    ("power", "2", "power must be a whole number, not str"),
    ("power", 2.5, "power must be a whole number, not float"),
    ("power", 2**40, "power 1,099,511,627,776 is out of range"),
    ("power", -2**31, "out of range"),
    ("toughness", True, "toughness must be a whole number, not bool"),
    ("toughness", 2**31, "out of range"),
    ("cost", "{X}" * 6 + "{R}", "at most 3 {X}"),
    ("cost", "{99999999999}", "generic mana"),
    ("cost", "{R}" * 1001, "more than 1000"),
])
def test_card_numbers_the_engine_cannot_hold_are_refused_naming_the_card(field, value, match):
    from mtgcore.cards.dsl import Card, DealDamage
    kw = dict(name="Overflowing Ooze", type_line="Creature — Ooze", oracle="", cost="{G}",
              power=2, toughness=2)
    kw[field] = value
    with pytest.raises(mtgcore.CardDefinitionError, match=r"card 'Overflowing Ooze': field '(power|toughness|cost)'"):
        Card(**kw)
    with pytest.raises(mtgcore.CardDefinitionError, match=re.escape(match) if "{" in match else match):
        Card(**kw)
    assert Card(name="Ooze", type_line="Instant", cost="{X}{X}{X}{R}", spell=[DealDamage(1, "any")])


@pytest.mark.parametrize("make", [
    lambda n: __import__("mtgcore.cards.dsl", fromlist=["x"]).DealDamage(n, "any"),
    lambda n: __import__("mtgcore.cards.dsl", fromlist=["x"]).GainLife(n),
    lambda n: __import__("mtgcore.cards.dsl", fromlist=["x"]).Pump(n, 0, "creature"),
    lambda n: __import__("mtgcore.cards.dsl", fromlist=["x"]).CreateTokens(
        1, __import__("mtgcore.cards.dsl", fromlist=["x"]).Token("Soldier", "W", n, 1)),
])
@pytest.mark.parametrize("n", [2**31, 2**40, -2**63, 2.5, "3"])
def test_effect_amounts_the_engine_cannot_hold_are_refused_naming_the_card(make, n):
    from mtgcore.cards.dsl import Card
    with pytest.raises(mtgcore.CardDefinitionError, match="card 'Huge Spell': field 'spell'"):
        Card(name="Huge Spell", type_line="Sorcery", cost="{R}", spell=[make(n)])


def test_a_value_reaching_the_compiler_unchecked_still_names_the_card():
    from mtgcore.cards import CardLibrary
    from mtgcore.cards.dsl import Card
    c = Card(name="Sneaky Ooze", type_line="Creature — Ooze", cost="{G}", power=1, toughness=1)
    c.power = 2**40  # past the constructor's checks
    with pytest.raises(mtgcore.CardDefinitionError, match="card 'Sneaky Ooze'.*1099511627776"):
        CardLibrary([*default_library().cards.values(), c])


def test_replay_of_a_python_policy_batch_plays_the_policy_again():
    def cautious(game, rng):
        actions = game.decision.actions
        passes = [i for i, a in enumerate(actions) if a.kind == "pass"]
        return passes[0] if passes and rng.random() < 0.1 else rng.randrange(len(actions))
    res = mtgcore.simulate("green_stompy", "red_burn", games=4, seed=1, policy=(cautious, "random"))
    for i in range(4):
        g = res.replay(i)
        assert g.is_over and g.turn == res.turns[i] and len(g.history) == res.decisions[i]
        assert (g.players[0].life, g.players[1].life) == tuple(res.life[i])
    calls = []

    def forgetful(game):  # chooses by how often it was called: not from the game alone
        calls.append(1)
        return len(calls) % len(game.decision.actions)
    res = mtgcore.simulate("green_stompy", "red_burn", games=2, seed=1, policy=forgetful)
    with pytest.raises(mtgcore.MtgError, match="game 1 replays differently.*'forgetful'"):
        res.replay(1)


def test_fixed_draws_and_tokens_past_what_the_engine_can_do_one_by_one_are_refused():
    # Drawing 2**31 - 1 cards or creating as many tokens is an event (and a token an
    # object) each: the process ran out of memory instead of refusing the card.
    from mtgcore.cards.dsl import Card, CreateTokens, DrawCards, Token
    soldier = Token("Soldier", "W", 1, 1)
    for make, what in ((DrawCards, "cards it may draw"), (lambda n: CreateTokens(n, soldier), "tokens")):
        for n in (1001, 2**31 - 1):
            with pytest.raises(mtgcore.CardDefinitionError, match=f"card 'Flood': .*{what}"):
                Card(name="Flood", type_line="Sorcery", cost="{U}", spell=[make(n)])
        assert Card(name="Flood", type_line="Sorcery", cost="{U}", spell=[make(1000)])


# -- fuzzing: huge and odd numbers through the public API -----------------------------------

HUGE = st.one_of(st.integers(min_value=2**31 - 2), st.integers(max_value=-2**31 + 2),
                 st.sampled_from([2**63, 2**64, -2**63, 10**100]))
COUNTS = {  # each entry point's count (every one has a bound far below 2**31 - 2)
    "simulate games": lambda v: mtgcore.simulate("green_stompy", "red_burn", games=v),
    "simulate turn_limit": lambda v: mtgcore.simulate("green_stompy", "red_burn", games=2, turn_limit=v),
    "goldfish games": lambda v: mtgcore.goldfish("red_burn", games=v),
    "goldfish max_turns": lambda v: mtgcore.goldfish("red_burn", games=2, max_turns=v),
    "gauntlet games": lambda v: mtgcore.gauntlet(["red_burn", "white_weenie"], games=v),
    "gauntlet turn_limit": lambda v: mtgcore.gauntlet(["red_burn", "white_weenie"], games=2, turn_limit=v),
    "VectorGames n": lambda v: mtgcore.VectorGames("green_stompy", "red_burn", v),
    "VectorGames max_actions": lambda v: mtgcore.VectorGames("green_stompy", "red_burn", 2, max_actions=v),
    "VectorGames turn_limit": lambda v: mtgcore.VectorGames("green_stompy", "red_burn", 2, turn_limit=v),
    "play max_actions": lambda v: mtgcore.Game("green_stompy", "red_burn").play(max_actions=v),
}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(COUNTS)),
       st.one_of(HUGE, st.integers(-5, 0), st.floats(allow_nan=True), st.booleans(), st.none(),
                 st.text(max_size=4), st.sampled_from([np.float64(3), np.int64(-1), "5", b"5", [5]])))
def test_huge_and_odd_counts_are_refused_before_anything_is_played(entry, value):
    call = COUNTS[entry]
    what = entry.split()[1]
    if entry == "play max_actions":  # a bound on actions, not a count: any integer saturates
        if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
            assert call(value) >= 0
            return
    start = time.perf_counter()
    with pytest.raises(mtgcore.MtgError, match=what.split("_")[0]):
        call(value)
    assert time.perf_counter() - start < 5  # refused, not played


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(HUGE, st.integers()))
def test_any_integer_seed_is_taken_modulo_2_64(seed):
    low = seed & (2**64 - 1)
    a, b = (mtgcore.simulate("green_stompy", "red_burn", games=3, seed=s) for s in (seed, low))
    assert a.seed == b.seed == low and (a.turns == b.turns).all() and (a.winner == b.winner).all()
    f, h = (mtgcore.goldfish("red_burn", games=2, seed=s) for s in (seed, low))
    assert (f.play.kill_turn == h.play.kill_turn).all()
    assert mtgcore.Game("green_stompy", "red_burn", seed=seed).digest() == \
        mtgcore.Game("green_stompy", "red_burn", seed=low).digest()
    assert mtgcore.gauntlet(["red_burn", "white_weenie"], games=2, seed=seed).seed == low
    env = mtgcore.VectorGames("green_stompy", "red_burn", 2, seed=seed)
    assert (env.observe().features == mtgcore.VectorGames("green_stompy", "red_burn", 2,
                                                          seed=low).observe().features).all()


LIBRARY_USERS = {
    "Game": lambda lib: mtgcore.Game("red_burn", "white_weenie", library=lib),
    "simulate": lambda lib: mtgcore.simulate("red_burn", "white_weenie", games=2, library=lib),
    "goldfish": lambda lib: mtgcore.goldfish("red_burn", games=2, library=lib),
    "gauntlet": lambda lib: mtgcore.gauntlet(["red_burn", "white_weenie"], games=2, library=lib),
    "VectorGames": lambda lib: mtgcore.VectorGames("red_burn", "white_weenie", 2, library=lib),
    "from_json": lambda lib: mtgcore.Game.from_json(mtgcore.Game("red_burn", "white_weenie").to_json(),
                                                    library=lib),
    "Scenario": lambda lib: __import__("mtgcore.testing", fromlist=["Scenario"]).Scenario(library=lib),
}


@pytest.mark.parametrize("user", sorted(LIBRARY_USERS))
@pytest.mark.parametrize("bad", ["default", 0, 1.5, [], default_library().db])
def test_a_library_that_is_not_a_card_library_is_an_mtg_error(user, bad):
    with pytest.raises(mtgcore.MtgError, match="library must be a CardLibrary"):
        LIBRARY_USERS[user](bad)
    assert LIBRARY_USERS[user](None) is not None and LIBRARY_USERS[user](default_library()) is not None


@pytest.mark.parametrize("kw,match", [
    (dict(seed=1.5), "seed"), (dict(seed="7"), "seed"), (dict(seed=None), "seed"),
    (dict(opponent=["random"]), "opponent"), (dict(opponent=1), "opponent"),
])
def test_vector_games_bad_seed_and_opponent_are_mtg_errors(kw, match):
    with pytest.raises(mtgcore.MtgError, match=match):
        mtgcore.VectorGames("green_stompy", "red_burn", 2, **kw)
