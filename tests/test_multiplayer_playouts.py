"""Multiplayer games (CR 800) as whole games: random playouts with invariants after
every action, deterministic replay by seed, the batch API per seat, views, saving."""

import random

import numpy as np
import pytest

import mtgcore
from mtgcore import Game, simulate

DECKS = ["green_stompy", "red_burn", "white_weenie", "blue_black_skies", "orzhov_aristocrats",
         "azorius_control"]


def random_playout(decks, seed, max_actions=30000):
    """A random game; checks the invariants after every action (every card in exactly
    one zone, or gone with a player who left, CR 800.4a)."""
    g = Game(*decks, seed=seed, min_deck_size=0)
    rng = random.Random(seed)
    trail = []
    for _ in range(max_actions):
        if g.is_over:
            break
        acts = g.legal_actions()
        assert acts, "a pending decision with no legal action"
        if rng.random() < 0.002 and len(g.players_in_game) > 2:
            g.concede(rng.choice(g.players_in_game))  # 104.3a, at any time
        else:
            g.apply(rng.randrange(len(acts)))
        why = g.check_invariants()
        assert why == "", f"seed {seed}, action {len(g.history)}: {why}"
        trail.append(g.digest())
    return g, trail


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_800_1_multiplayer_random_playouts_keep_the_invariants_and_replay_by_seed(n):
    for seed in range(3):
        decks = DECKS[seed:] + DECKS[:seed]
        g, trail = random_playout(decks[:n], seed)
        assert g.is_over
        left = [p for p in g.players if p.left]
        r = g.result
        if not r.draw:  # 104.2a: the winner is the one player still in the game
            assert g.players_in_game == [r.winner] and len(left) >= n - 2
        g2, trail2 = random_playout(decks[:n], seed)
        assert trail2 == trail and g2.history == g.history and g2.digest() == g.digest()


def test_800_1_saved_multiplayer_game_loads_equal():
    g = Game(*DECKS[:4], seed=11, min_deck_size=0)
    g.play("random", seed=3, max_actions=400)
    g.concede(g.players_in_game[-1])
    h = Game.from_json(g.to_json())
    assert h == g and h.num_players == 4 and h.history == g.history


def test_800_1_simulate_reports_win_rates_per_seat_and_replays():
    r = simulate(DECKS[:4], games=60, seed=2, min_deck_size=0)
    assert r.seats == 4 and r.life.shape == (60, 4) and len(r.win_rates) == 4
    assert abs(sum(r.win_rates) + np.count_nonzero(r.winner == -1) / 60 - 1) < 1e-9
    s = r.summary()
    assert s["win_rates"] == [float(x) for x in r.win_rates] and s["wins_3"] == int(np.sum(r.winner == 3))
    assert r.to_dict()["games"]["life_3"] == [int(x) for x in r.life[:, 3]]
    again = simulate(DECKS[:4], games=60, seed=2, threads=1, min_deck_size=0)
    assert (again.winner == r.winner).all() and (again.life == r.life).all()  # any thread count
    for i in (0, 7):
        g = r.replay(i)
        assert (g.result.winner if g.result.winner is not None else -1) == r.winner[i]
        assert g.turn == r.turns[i] and [p.life for p in g.players] == list(r.life[i])


def test_800_1_simulate_two_decks_in_a_list_plays_the_two_deck_games():
    a = simulate(["green_stompy", "red_burn"], games=40, seed=9)
    b = simulate("green_stompy", "red_burn", games=40, seed=9)
    assert (a.winner == b.winner).all() and (a.life == b.life).all() and a.seats == 2


def test_800_1_simulate_per_seat_policies():
    r = simulate(DECKS[:3], games=20, seed=4, policy=("greedy", "random", "random"), min_deck_size=0)
    assert r.policy == ("greedy", "random", "random")
    g = r.replay(5)
    assert g.turn == r.turns[5]
    with pytest.raises(mtgcore.MtgError, match="one per seat"):
        simulate(DECKS[:3], games=2, policy=("greedy", "random"), min_deck_size=0)


def test_400_2_views_of_every_seat_in_a_multiplayer_game():
    g = Game(*DECKS[:4], seed=6, min_deck_size=0)
    g.play("random", seed=1, max_actions=300)
    for p in range(4):
        v = g.view(p).to_dict()
        assert [q["index"] for q in v["players"]] == [0, 1, 2, 3]
        assert len(v["hand"]) == g.players[p].hand_size  # the viewer's own hand only
    spectator = g.view(None).to_dict()
    assert spectator["hand"] == [] and len(spectator["players"]) == 4


def test_100_1_history_and_log_name_every_seat():
    g = Game(*DECKS[:3], seed=8, min_deck_size=0)
    g.play("random", seed=2, max_actions=200)
    assert all(len(h.life) == 3 for h in g.history)
    assert {str(h).split(" | ")[1][0] for h in g.history} <= set("ABC")
