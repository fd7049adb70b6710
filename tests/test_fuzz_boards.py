"""Property tests: arbitrary boards built with the Scenario API, then random
legal play, with the engine's invariants checked after every action.

Where the playouts in test_playouts.py start every game from a shuffled deck,
these start from states a deck rarely reaches: damaged or countered creatures,
tapped and summoning-sick permanents, legends, empty libraries, any step.
"""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from mtgcore.cards import default_library
from mtgcore.testing import START_STEPS, Scenario

LIB = default_library()
PERMANENTS = sorted(n for n, c in LIB.cards.items()
                    if not c.is_token and not {"instant", "sorcery"} & set(c.types))
ALL = sorted(n for n, c in LIB.cards.items() if not c.is_token)

permanent = st.fixed_dictionaries({
    "player": st.sampled_from("AB"),
    "name": st.sampled_from(PERMANENTS),
    "tapped": st.booleans(),
    "sick": st.booleans(),
    "plus": st.integers(0, 2),
    "minus": st.integers(0, 2),
})
board = st.fixed_dictionaries({
    "permanents": st.lists(permanent, max_size=14),
    "hands": st.tuples(st.lists(st.sampled_from(ALL), max_size=9),
                       st.lists(st.sampled_from(ALL), max_size=9)),
    "libraries": st.tuples(st.lists(st.sampled_from(ALL), max_size=6),
                           st.lists(st.sampled_from(ALL), max_size=6)),
    "life": st.tuples(st.integers(1, 25), st.integers(1, 25)),
    "turn": st.integers(1, 6),
    "step": st.sampled_from(START_STEPS),
    "seed": st.integers(0, 2**32 - 1),
})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board)
def test_random_play_from_arbitrary_boards_keeps_invariants(b):
    s = Scenario(seed=b["seed"])
    for who, life in zip("AB", b["life"]):
        s.set_life(who, life)
    for p in b["permanents"]:
        counters = {k: v for k, v in (("+1/+1", p["plus"]), ("-1/-1", p["minus"])) if v}
        is_creature = "creature" in LIB.get(p["name"]).types
        s.battlefield(p["player"], p["name"], tapped=p["tapped"], sick=p["sick"],
                      counters=counters if is_creature else None)
    for who, cards in zip("AB", b["hands"]):
        if cards:
            s.hand(who, cards)
    for who, cards in zip("AB", b["libraries"]):
        if cards:
            s.library(who, cards)
    s.start(turn=b["turn"], step=b["step"])
    g = s.game
    rng = random.Random(b["seed"])
    n_cards = g._g.num_cards()
    for _ in range(400):
        err = g.check_invariants()
        assert err == "", err
        if g.is_over:
            break
        k = g._g.num_legal_actions()
        assert k >= 1
        g.apply(rng.randrange(k))
        # Physical cards are never created or lost, only tokens are added.
        assert g._g.num_cards() >= n_cards
        for p in range(2):
            assert g._g.life(p) > 0 or g._g.lost(p) or g._g.decision_kind != 3
    assert g.check_invariants() == ""
