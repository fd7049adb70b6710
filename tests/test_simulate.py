"""mtgcore.simulate and the mtgcore command."""

import numpy as np
import pytest
from click.testing import CliRunner

import mtgcore
from mtgcore.cli import main
from mtgcore.simulate import wilson_interval


def test_simulate_returns_per_game_arrays_and_summary():
    r = mtgcore.simulate("green_stompy", "red_burn", games=200, seed=1, policy="greedy", threads=2)
    assert r.winner.shape == (200,) and r.winner.dtype == np.int32
    assert r.life.shape == (200, 2)
    assert set(np.unique(r.winner)) <= {-1, 0, 1}
    assert set(np.unique(r.starting_player)) == {0, 1}
    assert (r.turns >= 1).all() and (r.decisions > 0).all()
    # The loser of each decided game has 0 or less life or drew from an empty library.
    for i in range(200):
        if r.winner[i] >= 0:
            loser = 1 - r.winner[i]
            assert r.life[i, loser] <= 0 or r.reason[i] == 2
    s = r.summary()
    assert s["wins_0"] + s["wins_1"] + s["draws"] == 200
    lo, hi = s["win_rate_0_ci95"]
    assert lo <= s["win_rate_0"] <= hi


def test_simulate_is_reproducible_and_seed_sensitive():
    a = mtgcore.simulate("white_weenie", "red_burn", games=100, seed=7)
    b = mtgcore.simulate("white_weenie", "red_burn", games=100, seed=7)
    c = mtgcore.simulate("white_weenie", "red_burn", games=100, seed=8)
    assert np.array_equal(a.turns, b.turns) and np.array_equal(a.winner, b.winner)
    assert not np.array_equal(a.turns, c.turns)


def test_progress_chunks_do_not_change_results():
    seen = []
    a = mtgcore.simulate("green_stompy", "red_burn", games=600, seed=2, progress=seen.append)
    b = mtgcore.simulate("green_stompy", "red_burn", games=600, seed=2)
    assert seen[-1] == 600 and len(seen) >= 2
    assert np.array_equal(a.turns, b.turns) and np.array_equal(a.life, b.life)


def test_mixed_policies_favour_greedy():
    r = mtgcore.simulate("white_weenie", "white_weenie", games=400, seed=3,
                         policy=("greedy", "random"))
    assert r.summary()["win_rate_0"] > 0.8


def test_simulate_rejects_bad_arguments():
    with pytest.raises(ValueError, match="unknown policy"):
        mtgcore.simulate("green_stompy", "red_burn", games=1, policy="smart")
    with pytest.raises(ValueError, match="games"):
        mtgcore.simulate("green_stompy", "red_burn", games=-1)
    with pytest.raises(mtgcore.DeckError):
        mtgcore.simulate("no_such_deck.txt", "red_burn", games=1)
    # no games, no result: a win rate of 0 with the interval (0, 1) would be no answer
    with pytest.raises(mtgcore.MtgError, match="games must be between 1"):
        mtgcore.simulate("green_stompy", "red_burn", games=0)


def test_wilson_interval():
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_cli_simulate_default_decks_prints_summary():
    res = CliRunner().invoke(main, ["simulate", "--games", "300", "--seed", "1", "--no-progress"])
    assert res.exit_code == 0, res.output
    assert "green_stompy vs red_burn: 300 games" in res.output
    assert "95% CI" in res.output and "games/s" in res.output


def test_cli_simulate_deck_files_and_bad_deck(tmp_path):
    p = tmp_path / "bears.txt"
    p.write_text("30 Forest\n30 Grizzly Bears\n")
    res = CliRunner().invoke(main, ["simulate", str(p), "red_burn", "--games", "50",
                                    "--policy", "random", "--threads", "1"])
    assert res.exit_code == 0, res.output
    assert "bears.txt" in res.output
    p.write_text("30 Forest\n30 Grizzled Bears\n")
    res = CliRunner().invoke(main, ["simulate", str(p), "red_burn", "--games", "5"])
    assert res.exit_code != 0
    assert "line 2" in res.output and "Grizzly Bears" in res.output
