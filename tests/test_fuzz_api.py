"""Hostile-input fuzzing of the public API (issue 10): random and malformed
answers to ``apply``, random card definitions, mutated saved games.  Never a
crash, never a silent change of state."""

import json
import random

import numpy as np
from hypothesis import HealthCheck, given, settings, strategies as st

import mtgcore
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards import dsl
from mtgcore.errors import CardDefinitionError

SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

junk = st.one_of(
    st.integers(), st.integers(-3, 40), st.floats(allow_nan=True), st.booleans(), st.none(),
    st.text(max_size=12), st.binary(max_size=4), st.lists(st.integers(0, 3), max_size=2),
    st.sampled_from([np.int64(0), np.int32(1), np.uint8(2), np.float32(0.0), np.int64(-1)]),
)


@SLOW
@given(st.lists(st.one_of(st.tuples(st.just("legal"), st.integers(0, 10**6)),
                          st.tuples(st.just("junk"), junk),
                          st.tuples(st.just("stale"), st.integers(0, 10**6)),
                          st.tuples(st.just("label"), st.text(max_size=15))),
                min_size=1, max_size=120),
       st.integers(0, 2**32))
def test_apply_never_crashes_and_never_half_applies(ops, seed):
    g = mtgcore.Game("white_weenie", "red_burn", seed=seed)
    seen = []
    for kind, arg in ops:
        if g.is_over:
            break
        acts = g.legal_actions()
        seen.extend(acts[:3])
        before, n_hist, serial = g.digest(), len(g.history), g._g.actions_applied
        if kind == "legal":
            what = arg % len(acts)
        elif kind == "stale":
            what = seen[arg % len(seen)]
        elif kind == "label":
            what = arg
        else:
            what = arg
        try:
            g.apply(what)
        except mtgcore.IllegalActionError:
            assert g.digest() == before and len(g.history) == n_hist
            continue
        assert len(g.history) == n_hist + 1
        if kind == "stale":  # accepted only if it answered this very decision
            assert what._decision == serial
    assert g.check_invariants() == ""
    h = mtgcore.Game.from_json(g.to_json())
    assert h == g and h.history == g.history


@SLOW
@given(st.lists(st.integers(-2**40, 2**40), min_size=1, max_size=40))
def test_object_and_player_ids_never_crash(ids):
    g = mtgcore.Game("green_stompy", "blue_black_skies", seed=1)
    g.play("random", seed=2, max_actions=150)
    before = g.digest()
    n = g._g.num_objects()
    for i in ids:
        try:
            v = g.object(i)
        except mtgcore.InvalidIdError:
            assert not 0 <= i < n
            continue
        assert 0 <= i < n
        v.name, v.power, v.keywords, v.counters, v.zone, v.controller
    assert g.digest() == before


# -- card DSL --------------------------------------------------------------------------

words = st.one_of(st.sampled_from(dsl.TARGET_KINDS), st.text(max_size=8))
amount = st.one_of(st.integers(-3, 12), st.just(10**9))
effect = st.one_of(
    st.builds(dsl.DealDamage, amount, words), st.builds(dsl.Destroy, words),
    st.builds(dsl.DrawCards, amount), st.builds(dsl.GainLife, amount), st.builds(dsl.LoseLife, amount),
    st.builds(dsl.Pump, st.integers(-5, 5), st.integers(-5, 5), words,
              st.lists(st.one_of(st.sampled_from(dsl.KEYWORDS), st.text(max_size=5)), max_size=2)),
    st.builds(dsl.CreateTokens, st.integers(0, 3),
              st.builds(dsl.Token, st.sampled_from(["Soldier", "Goblin"]), st.sampled_from(["W", "R", ""]),
                        st.integers(0, 4), st.integers(0, 4))),
    st.builds(dsl.AddMana, st.sampled_from(list("WUBRGC") + ["X", ""])), st.builds(dsl.Regenerate),
)
cost = st.one_of(st.sampled_from(["", "{R}", "{1}{G}", "{2}{W}{W}", "{X}{R}", "{C}"]), st.text(max_size=6))
type_line = st.one_of(st.sampled_from(["Instant", "Sorcery", "Creature — Elf", "Artifact",
                                       "Enchantment", "Legendary Creature — Human", "Land",
                                       "Artifact Creature — Golem"]), st.text(max_size=10))
card = st.builds(
    dsl.Card, name=st.just("Fuzz Card"), type_line=type_line, oracle=st.just("fuzz"), cost=cost,
    power=st.one_of(st.none(), st.integers(-1, 6)), toughness=st.one_of(st.none(), st.integers(-1, 6)),
    keywords=st.lists(st.one_of(st.sampled_from(dsl.KEYWORDS), st.text(max_size=4)), max_size=3),
    spell=st.lists(effect, max_size=3),
    abilities=st.lists(st.builds(dsl.Activated, st.just("fuzz ability"), st.lists(effect, max_size=2),
                                 cost, st.booleans(), st.booleans()), max_size=2),
    sacrifice_creature=st.booleans(),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_card_definitions_play_or_are_rejected(data):
    try:
        c = data.draw(card)
    except CardDefinitionError:
        return
    lib = CardLibrary(list(default_library().cards.values()) + [c])
    deck = "20 Mountain\n20 Forest\n20 Fuzz Card\n"
    g = mtgcore.Game(deck, deck, seed=data.draw(st.integers(0, 2**16)), library=lib)
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    for _ in range(1500):
        if g.is_over:
            break
        g.apply(rng.randrange(len(g.legal_actions())))
        err = g.check_invariants()
        assert err == "", err


# -- saved games -------------------------------------------------------------------------

def _saved():
    g = mtgcore.Game("green_stompy", "red_burn", seed=6)
    g.play("greedy", seed=6, max_actions=40)
    return g, g.to_json()


GAME, TEXT = _saved()


@settings(max_examples=150, deadline=None)
@given(st.integers(0, len(TEXT) - 1), st.integers(0, 3), st.characters(codec="utf-8"))
def test_mutated_saved_games_are_refused_or_equal(pos, op, ch):
    if op == 0:
        text = TEXT[:pos] + ch + TEXT[pos + 1:]
    elif op == 1:
        text = TEXT[:pos] + TEXT[pos + 1:]
    elif op == 2:
        text = TEXT[:pos] + ch + TEXT[pos:]
    else:
        text = TEXT[:pos] + TEXT[pos:][::-1][:0] + TEXT[pos:].replace("0", "1", 1)
    try:
        g = mtgcore.Game.from_json(text)
    except mtgcore.SavedGameError:
        return
    assert g == GAME  # loaded: then it is exactly the saved game


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["format", "version", "cards", "decks", "seed", "starting_player",
                        "turn_limit", "history", "digest"]),
       st.one_of(st.none(), st.integers(), st.text(max_size=5), st.booleans(), st.lists(st.integers()),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
def test_saved_game_fields_of_any_type_are_refused_or_equal(key, value):
    d = json.loads(TEXT)
    d[key] = value
    try:
        g = mtgcore.Game.from_json(json.dumps(d))
    except mtgcore.SavedGameError:
        return
    assert g == GAME


@settings(max_examples=80, deadline=None)
@given(st.data(), st.sampled_from([np.int64, np.int32, np.int16, np.uint32, np.uint64, np.float64, object]))
def test_vector_step_with_hostile_arrays_steps_or_changes_nothing(data, dtype):
    VEC = mtgcore.VectorGames("red_burn", "white_weenie", 16, seed=3, opponent="greedy")
    VEC.step(np.zeros(16, dtype=np.int32))
    obs = VEC.observe()
    before, legal = obs.features.copy(), obs.num_actions.copy()
    if data.draw(st.booleans()):  # legal indices, perhaps one spoiled
        values = [data.draw(st.integers(0, int(n) - 1)) for n in legal]
        if data.draw(st.booleans()):
            values[data.draw(st.integers(0, 15))] = data.draw(st.integers(-2**63, 2**63 - 1))
    else:
        values = data.draw(st.lists(st.integers(-2**63, 2**63 - 1), min_size=16, max_size=16))
    try:
        arr = np.array(values).astype(dtype) if dtype is not object else np.array(values, dtype=object)
    except OverflowError:
        return
    ok = (dtype in (np.int64, np.int32, np.int16, np.uint32, np.uint64)
          and all(0 <= int(a) < n for a, n in zip(arr, legal)))  # what step receives
    try:
        VEC.step(arr)
    except mtgcore.IllegalActionError:
        assert not ok, (values, dtype)
        assert (VEC.observe().features == before).all()
        return
    assert ok, (values, dtype)
