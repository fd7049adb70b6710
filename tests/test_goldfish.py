"""mtgcore.goldfish and `mtgcore goldfish`: kill-turn distributions."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

import mtgcore
from mtgcore.cli import main
from mtgcore.errors import DeckError

LANDS_ONLY = "60 Forest\n"


@pytest.fixture(scope="module")
def burn():
    return mtgcore.goldfish("red_burn", games=400, seed=3, threads=2)


def test_shapes_and_sums(burn):
    s = burn.summary()
    for side in ("play", "draw"):
        arr = burn.side(side)
        assert arr.kill_turn.shape == (400,) and arr.turns.shape == (400,)
        ss = s[side]
        assert len(ss["turns"]) == burn.max_turns == 20
        assert sum(r["killed"] for r in ss["turns"]) + ss["never_killed"] == 400
        by = [r["by_turn"] for r in ss["turns"]]
        assert by == sorted(by)
        assert by[-1] == pytest.approx(1 - ss["never_killed_share"])
        for r in ss["turns"]:
            assert r["share_ci95"][0] <= r["share"] <= r["share_ci95"][1]
            assert r["by_turn_ci95"][0] <= r["by_turn"] <= r["by_turn_ci95"][1]
            assert r["killed"] == np.count_nonzero(arr.kill_turn == r["turn"])
        killed = arr.kill_turn[arr.kill_turn > 0]
        assert ss["mean_kill_turn"] == pytest.approx(killed.mean())
        assert ss["median_kill_turn"] == np.median(killed)  # every game was killed here
        assert ss["never_killed"] == 0


def test_every_kill_is_the_opponent_at_zero_life(burn):
    for side in ("play", "draw"):
        arr = burn.side(side)
        assert (arr.kill_turn > 0).all()
        assert (arr.opponent_life <= 0).all()
        assert set(np.unique(arr.reason)) == {1}  # life total 0 or less


def test_play_and_draw_turn_parity():
    # Green stompy only deals damage by attacking, so it kills in its own turns:
    # game turns 1, 3, 5... on the play and 2, 4, 6... on the draw.
    r = mtgcore.goldfish("green_stompy", games=200, seed=5)
    play, draw = r.play, r.draw
    assert (play.turns % 2 == 1).all() and (draw.turns % 2 == 0).all()
    assert np.array_equal(play.kill_turn, (play.turns + 1) // 2)
    assert np.array_equal(draw.kill_turn, draw.turns // 2)


def test_opponent_does_not_lose_by_drawing_and_limit_counts_as_never():
    # A deck of lands never kills; the opponent has no library from the start
    # and would lose by drawing (CR 704.5b) without the goldfish rule.
    r = mtgcore.goldfish(mtgcore.Deck.parse(LANDS_ONLY, name="lands"), games=20, seed=1, max_turns=8)
    s = r.summary()
    for side in ("play", "draw"):
        arr = r.side(side)
        assert (arr.kill_turn == 0).all()
        assert (arr.opponent_life == 20).all()
        assert set(np.unique(arr.reason)) == {5}  # turn limit
        assert s[side]["never_killed_share"] == 1.0
        assert s[side]["median_kill_turn"] is None and s[side]["mean_kill_turn"] is None
    assert (r.play.turns == 16).all() and (r.draw.turns == 17).all()


def test_reproducible_seed_sensitive_and_thread_independent():
    a = mtgcore.goldfish("white_weenie", games=150, seed=9, threads=1)
    b = mtgcore.goldfish("white_weenie", games=150, seed=9, threads=3)
    c = mtgcore.goldfish("white_weenie", games=150, seed=10, threads=2)
    for side in ("play", "draw"):
        for k in ("kill_turn", "turns", "decisions", "opponent_life"):
            assert np.array_equal(getattr(a.side(side), k), getattr(b.side(side), k))
    assert not np.array_equal(a.play.decisions, c.play.decisions)
    assert not np.array_equal(a.play.decisions, a.draw.decisions)


def test_random_policy_differs_from_greedy():
    g = mtgcore.goldfish("green_stompy", games=100, seed=2)
    r = mtgcore.goldfish("green_stompy", games=100, seed=2, policy="random")
    assert r.policy == "random"
    assert not np.array_equal(g.play.decisions, r.play.decisions)


def test_bad_arguments():
    with pytest.raises(ValueError, match="games"):
        mtgcore.goldfish("red_burn", games=0)
    with pytest.raises(ValueError, match="unknown policy"):
        mtgcore.goldfish("red_burn", games=5, policy="smart")
    with pytest.raises(ValueError, match="max_turns"):
        mtgcore.goldfish("red_burn", games=5, max_turns=0)
    with pytest.raises(DeckError):
        mtgcore.goldfish("1 Not A Real Card\n", games=5)


def test_cli_json_matches_python(tmp_path):
    res = CliRunner().invoke(main, ["goldfish", "red_burn", "--games", "100", "--seed", "4", "--json"])
    assert res.exit_code == 0, res.output
    got = json.loads(res.output)
    want = mtgcore.goldfish("red_burn", games=100, seed=4).summary()
    assert got["play"]["mean_kill_turn"] == pytest.approx(want["play"]["mean_kill_turn"])
    assert [r["killed"] for r in got["draw"]["turns"]] == [r["killed"] for r in want["draw"]["turns"]]


def test_cli_table_and_csv(tmp_path):
    path = tmp_path / "kills.csv"
    res = CliRunner().invoke(main, ["goldfish", "green_stompy", "-n", "50", "--csv", str(path)])
    assert res.exit_code == 0, res.output
    assert "on the play: mean kill turn" in res.output and "on the draw" in res.output
    lines = path.read_text().splitlines()
    assert lines[0].startswith("side,turn,killed,games")
    assert len(lines) == 1 + 2 * 20
    r = mtgcore.goldfish("green_stompy", games=50)
    row = lines[1 + 20 + 4].split(",")  # draw, turn 5
    assert row[:2] == ["draw", "5"] and int(row[2]) == np.count_nonzero(r.draw.kill_turn == 5)


def test_cli_errors_are_one_line():
    res = CliRunner().invoke(main, ["goldfish", "no_such_deck", "-n", "5"])
    assert res.exit_code == 1 and res.output.count("\n") == 1 and "no_such_deck" in res.output
    res = CliRunner().invoke(main, ["goldfish", "red_burn", "-n", "0"])
    assert res.exit_code == 2


# -- issue 26: chunks and Ctrl-C, library=, errors ----------------------------------

def test_chunked_games_equal_one_native_call_and_report_progress(monkeypatch):
    import sys
    from mtgcore import _batch
    sim = sys.modules["mtgcore.simulate"]
    from mtgcore.cards import default_library
    monkeypatch.setattr(sim, "_CHUNK_SECONDS", 1e-4)  # many small chunks
    seen = []
    r = mtgcore.goldfish("red_burn", games=300, seed=5, threads=2, progress=seen.append)
    assert len(seen) >= 4 and seen == sorted(seen) and seen[-1] == 600
    assert any(v == 300 for v in seen)  # the play side ends before the draw side starts
    lib = default_library()
    ids = mtgcore.Deck.bundled("red_burn").def_ids(lib)
    for s, side in enumerate((r.play, r.draw)):
        whole = _batch.run_goldfish(lib.blob, ids, 300, 5, s, 1, 20, 1, 0)
        assert np.array_equal(whole["kill_turn"], side.kill_turn)
        assert np.array_equal(whole["decisions"], side.decisions)


def test_decklists_are_read_with_the_library_given(pup):
    lib, deck = pup
    with pytest.raises(DeckError, match="Ember Pup"):
        mtgcore.goldfish(deck, games=5)
    r = mtgcore.goldfish(deck, games=50, seed=1, library=lib)
    assert r.games == 50 and (r.play.kill_turn > 0).mean() > 0.9  # 2-power hasty creatures kill


@pytest.mark.parametrize("kw,word", [
    (dict(games=0), "games"), (dict(games=-3), "games"), (dict(games=2.5), "games"),
    (dict(games=True), "games"), (dict(games="10"), "games"), (dict(games=10**12), "games"),
    (dict(games=5, seed=1.5), "seed"), (dict(games=5, seed="7"), "seed"),
    (dict(games=5, max_turns=0), "max_turns"), (dict(games=5, max_turns=2.0), "max_turns"),
    (dict(games=5, policy=3), "policy"), (dict(games=5, policy=["greedy"]), "policy"),
    (dict(games=5, threads=0), "threads"), (dict(games=5, threads=1.5), "threads"),
])
def test_bad_arguments_are_mtg_errors_naming_the_argument(kw, word):
    with pytest.raises(mtgcore.MtgError, match=word):
        mtgcore.goldfish("red_burn", **kw)
