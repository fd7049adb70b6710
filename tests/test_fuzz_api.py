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
from mtgcore import _core
from mtgcore.errors import CardDefinitionError
from mtgcore.saved import FORMAT_VERSION

FORMAT_VERSIONS = range(1, FORMAT_VERSION + 1)

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
#: Numbers at and past what the engine's 32-bit integers hold (CR 107.1), and huge ones.
huge = st.one_of(
    st.sampled_from([2**31 - 1, 2**31, 2**32 - 1, 2**32, -2**31, -2**31 - 1, 2**63, -2**63, 10**30]),
    st.integers(min_value=2**31 - 3, max_value=2**31 + 3), st.integers(min_value=2**31),
    st.integers(max_value=-2**31),
)
amount = st.one_of(st.integers(-3, 12), st.just(10**9), huge)
small_or_huge = st.one_of(st.integers(-1, 6), huge)
effect = st.one_of(
    st.builds(dsl.DealDamage, amount, words), st.builds(dsl.Destroy, words),
    st.builds(dsl.DrawCards, amount), st.builds(dsl.GainLife, amount), st.builds(dsl.LoseLife, amount),
    st.builds(dsl.Pump, st.one_of(st.integers(-5, 5), huge), st.one_of(st.integers(-5, 5), huge), words,
              st.lists(st.one_of(st.sampled_from(dsl.KEYWORDS), st.text(max_size=5)), max_size=2)),
    st.builds(dsl.CreateTokens, st.integers(0, 3),
              st.builds(dsl.Token, st.sampled_from(["Soldier", "Goblin"]), st.sampled_from(["W", "R", ""]),
                        small_or_huge, small_or_huge)),
    st.builds(dsl.AddMana, st.sampled_from(list("WUBRGC") + ["X", ""])), st.builds(dsl.Regenerate),
)
cost = st.one_of(st.sampled_from(["", "{R}", "{1}{G}", "{2}{W}{W}", "{X}{R}", "{C}"]), st.text(max_size=6),
                 st.builds(lambda n, k: "{X}" * k + f"{{{n}}}", st.one_of(st.integers(0, 20), huge.filter(lambda n: n >= 0)),
                           st.integers(0, 6)),
                 st.builds(lambda sym, k: sym * k, st.sampled_from(["{R}", "{C}", "{G/W}", "{2/U}"]),
                           st.sampled_from([1, 2, 999, 1000, 1001, 5000])))
type_line = st.one_of(st.sampled_from(["Instant", "Sorcery", "Creature — Elf", "Artifact",
                                       "Enchantment", "Legendary Creature — Human", "Land",
                                       "Artifact Creature — Golem"]), st.text(max_size=10))
card = st.builds(
    dsl.Card, name=st.just("Fuzz Card"), type_line=type_line, oracle=st.just("fuzz"), cost=cost,
    power=st.one_of(st.none(), small_or_huge), toughness=st.one_of(st.none(), small_or_huge),
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


def _huge_card(field, n):
    base = dict(name="Huge Fuzz", type_line="Sorcery", oracle="fuzz", cost="{R}")
    if field in ("power", "toughness"):
        return dsl.Card(**{**base, "type_line": "Creature — Ooze", "power": 2, "toughness": 2, field: n})
    if field == "cost":
        return dsl.Card(**{**base, "cost": f"{{{abs(n)}}}", "spell": [dsl.GainLife(1)]})
    effect = {"damage": lambda: dsl.DealDamage(n, "any"), "life": lambda: dsl.GainLife(n),
              "draw": lambda: dsl.DrawCards(n), "pump": lambda: dsl.Pump(n, n, "creature"),
              "tokens": lambda: dsl.CreateTokens(n, dsl.Token("Soldier", "W", 1, 1)),
              "token_pt": lambda: dsl.CreateTokens(1, dsl.Token("Soldier", "W", n, n))}[field]()
    return dsl.Card(**base, spell=[effect])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["power", "toughness", "cost", "damage", "life", "draw", "pump", "tokens",
                        "token_pt"]), huge, st.integers(0, 2**16))
def test_huge_numbers_in_card_definitions_are_refused_or_played(field, n, seed):
    """A number the engine can't hold is refused naming the card; one it accepts
    compiles and plays (CR 107.1)."""
    try:
        c = _huge_card(field, n)
    except CardDefinitionError as e:
        assert "'Huge Fuzz'" in str(e)
        return
    lib = CardLibrary(list(default_library().cards.values()) + [c])  # never a struct.error
    deck = "24 Mountain\n6 Forest\n30 Huge Fuzz\n"
    g = mtgcore.Game(deck, deck, seed=seed, library=lib)
    rng = random.Random(seed)
    for _ in range(600):
        if g.is_over:
            break
        g.apply(rng.randrange(len(g.legal_actions())))
    assert g.check_invariants() == ""


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
                        "turn_limit", "history", "digest", "digest_version", "mtgcore"]),
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


#: Tampered format and digest versions: strings, floats, bools, nulls, huge and
#: negative numbers, the next versions, and containers.
version_value = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=4), huge,
    st.integers(-3, _core.DIGEST_VERSION + 3), st.lists(st.integers(0, 9), max_size=2),
    st.sampled_from(["1", "7", 1.0, float(_core.DIGEST_VERSION)]),
)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["version", "digest_version"]), version_value, st.integers(0, 12))
def test_tampered_versions_never_load_another_game(key, value, cut):
    """A version field changed (perhaps with the history cut short as well) is refused,
    or the file loads as exactly the game its history replays: a version it does
    not know never skips a check."""
    d = json.loads(TEXT)
    d[key] = value
    if cut:
        d["history"] = d["history"][:-cut]
    try:
        g = mtgcore.Game.from_json(json.dumps(d))
    except mtgcore.SavedGameError:
        return
    known = (FORMAT_VERSIONS if key == "version" else range(1, _core.DIGEST_VERSION + 1))
    assert type(value) is int and value in known, (key, value)
    if cut == 0:
        assert g == GAME
    else:  # only an older digest version (no digest to compare) loads a cut history
        assert key == "digest_version" and value < _core.DIGEST_VERSION, (key, value)
        assert g.history == GAME.history[:-cut]
