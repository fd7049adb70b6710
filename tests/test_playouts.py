"""Random whole-game playouts with invariant checks after every action, and
determinism (same seed + same actions => identical game; clone; batch == single)."""

import random

import numpy as np
import pytest

import mtgcore
from mtgcore import _core
from mtgcore.deck import BUNDLED, Deck

PAIRS = [(a, b) for i, a in enumerate(BUNDLED) for b in BUNDLED[i:]]
TURN_CAP = 500


def snapshot(g: mtgcore.Game) -> tuple:
    """Everything observable about a game, for equality checks."""
    n = g._g
    zones = []
    for p in range(2):
        zones.append(tuple(n.obj_name(o) for o in n.library(p)))
        zones.append(tuple(n.obj_name(o) for o in n.hand(p)))
        zones.append(tuple(n.obj_name(o) for o in n.graveyard(p)))
    perms = tuple((v.name, v.controller, v.tapped, v.power, v.toughness, v.damage)
                  for v in g.battlefield)
    return (n.turn, n.step, n.decision_kind, n.decision_player, n.life(0), n.life(1),
            tuple(zones), perms, len(n.stack()), n.over, n.winner)


def check_invariants(g: mtgcore.Game, deck_sizes) -> None:
    err = g.check_invariants()
    assert err == "", err
    n = g._g
    # Every card of each owner is in exactly one zone (tokens excluded).
    for p in range(2):
        count = 0
        for o in n.library(p) + n.hand(p) + n.graveyard(p):
            count += not n.card_is_token(n.obj_card(o))
        for o in n.battlefield() + n.exile():
            count += n.obj_owner(o) == p and not n.card_is_token(n.obj_card(o))
        for entry in n.stack():
            if entry[3]:  # a copy of a spell is no card (707.10a)
                count += n.obj_owner(entry[0]) == p and not n.card_is_token(n.obj_card(entry[0]))
        assert count == deck_sizes[p], f"player {p} has {count} cards, expected {deck_sizes[p]}"
        assert n.poison(p) >= 0
    for v in g.battlefield:
        assert v.damage >= 0
        assert all(c >= 0 for c in v.counters.values())
    # CR 704.5a: nobody can be deciding with life <= 0 unless they already lost.
    if n.decision_kind == 3:  # priority
        for p in range(2):
            assert n.life(p) > 0 or n.lost(p) or n.over
    assert n.turn <= TURN_CAP


def play_checked(deck_a, deck_b, seed, policy):
    g = mtgcore.Game(deck_a, deck_b, seed=seed)
    sizes = (len(Deck.load(deck_a)), len(Deck.load(deck_b)))
    rng = random.Random(seed)
    chosen = []
    while not g.is_over:
        k = g._g.num_legal_actions()
        assert k >= 1, "a decision with no legal action"
        if policy == "random":
            i = rng.randrange(k)
        else:
            i = g._g.policy_choice(1, 0)
        labels = [g._g.label(a) for a in g._g.legal_actions()]
        assert len(set(map(repr, g._g.legal_actions()))) == k, "duplicate legal actions"
        assert all(labels), "an action without a label"
        chosen.append(i)
        g.apply(i)
        check_invariants(g, sizes)
        assert len(chosen) < 200_000, "game does not end"
    return g, chosen


@pytest.mark.parametrize("deck_a,deck_b", PAIRS)
@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_random_playouts_keep_invariants(deck_a, deck_b, policy):
    for seed in range(6):
        g, _ = play_checked(deck_a, deck_b, seed, policy)
        r = g.result
        assert r is not None and r.turns <= TURN_CAP
        if not r.draw:
            loser = 1 - r.winner
            p = g.players[loser]
            assert p.life <= 0 or p.poison >= 10 or "library" in r.reason


def test_replay_same_seed_same_actions_is_identical():
    for seed in (3, 17):
        g1, chosen = play_checked("green_stompy", "white_weenie", seed, "random")
        g2 = mtgcore.Game("green_stompy", "white_weenie", seed=seed)
        for i in chosen:
            g2.apply(i)
        assert snapshot(g1) == snapshot(g2)


def test_different_seeds_give_different_games():
    a = play_checked("red_burn", "white_weenie", 1, "random")[0]
    b = play_checked("red_burn", "white_weenie", 2, "random")[0]
    assert snapshot(a) != snapshot(b)


def test_clone_is_independent_and_replays_identically():
    g = mtgcore.Game("green_stompy", "red_burn", seed=5)
    rng = random.Random(5)
    for _ in range(150):
        g.apply(rng.randrange(g._g.num_legal_actions()))
    c = g.clone()
    before = snapshot(g)
    tail = []
    while not c.is_over:
        i = rng.randrange(c._g.num_legal_actions())
        tail.append(i)
        c.apply(i)
    assert snapshot(g) == before, "playing the clone changed the original"
    for i in tail:
        g.apply(i)
    assert snapshot(g) == snapshot(c)


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_batch_equals_games_played_one_by_one(policy):
    lib = mtgcore.cards.default_library()
    a, b = Deck.bundled("white_weenie"), Deck.bundled("blue_black_skies")
    res = mtgcore.simulate(a, b, games=40, seed=11, policy=policy, threads=2)
    for i in range(40):
        one = _core.play_game(lib.db, a.def_ids(), b.def_ids(), _core.game_seed(11, i),
                              mtgcore.game.POLICIES[policy], mtgcore.game.POLICIES[policy], 500)
        assert one["winner"] == res.winner[i]
        assert one["turns"] == res.turns[i]
        assert tuple(one["life"]) == tuple(res.life[i])
        assert one["decisions"] == res.decisions[i]


def test_batch_results_do_not_depend_on_thread_count():
    r1 = mtgcore.simulate("green_stompy", "red_burn", games=300, seed=4, threads=1)
    r2 = mtgcore.simulate("green_stompy", "red_burn", games=300, seed=4, threads=2)
    for field in ("winner", "turns", "life", "starting_player", "decisions"):
        assert np.array_equal(getattr(r1, field), getattr(r2, field)), field


def _full_tournament_decks():
    from pathlib import Path
    from mtgcore.oracle.coverage import playable_decks
    decks = sorted((Path(__file__).parent / "data" / "decks").glob("*.txt"))
    return [str(p) for p, _, _, bad in playable_decks(decks) if not bad]


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_fully_playable_tournament_decks_play_whole_games_with_invariants(policy):
    """The tournament decklists every card of which compiles (issue 19: the four
    Pauper Affinity lists this session) play whole games against each other and a
    bundled deck with the invariants after every action, and replay by seed."""
    full = _full_tournament_decks()
    assert len(full) >= 4
    for k, deck in enumerate(full):
        other = full[(k + 1) % len(full)] if k % 2 else "red_burn"
        g, chosen = play_checked(deck, other, 100 + k, policy)
        assert g.result is not None and g.result.turns <= TURN_CAP
        again = mtgcore.Game(deck, other, seed=100 + k)
        for i in chosen:
            again.apply(i)
        assert snapshot(again) == snapshot(g)
