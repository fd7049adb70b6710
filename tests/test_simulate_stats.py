"""simulate's statistics (play/draw, lengths, end reasons), --json/--csv, and
policies per seat, native or Python callables."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

import mtgcore
from mtgcore.cli import main
from mtgcore.errors import IllegalActionError

FIELDS = ("winner", "turns", "life", "starting_player", "reason", "decisions")


@pytest.fixture(scope="module")
def res():
    return mtgcore.simulate("green_stompy", "white_weenie", games=600, seed=5, policy="greedy")


def test_play_draw_rates(res):
    s = res.summary()
    for p in (0, 1):
        play, draw = s[f"on_play_{p}"], s[f"on_draw_{p}"]
        assert play["n"] == np.count_nonzero(res.starting_player == p)
        assert play["n"] + draw["n"] == 600
        assert play["count"] + draw["count"] == s[f"wins_{p}"]
        for v in (play, draw):
            assert v["ci95"][0] <= v["rate"] <= v["ci95"][1]
            assert v["rate"] == pytest.approx(v["count"] / v["n"])


def test_lengths_and_reasons(res):
    t = res.summary()["turns"]
    assert t["median"] == np.median(res.turns)
    assert (t["q1"], t["q3"]) == tuple(np.percentile(res.turns, [25, 75]))
    assert t["q1"] <= t["median"] <= t["q3"] and t["min"] == res.turns.min()
    assert sum(t["histogram"].values()) == 600
    assert t["histogram"][int(res.turns[0])] == np.count_nonzero(res.turns == res.turns[0])
    assert sum(res.summary()["reasons"].values()) == 600


def test_cli_json_and_csv_match_python(res, tmp_path):
    path = tmp_path / "games.csv"
    out = CliRunner().invoke(main, ["simulate", "green_stompy", "white_weenie", "-n", "600", "-s", "5",
                                    "--json", "--csv", str(path)])
    assert out.exit_code == 0, out.output
    got = json.loads(out.output)["summary"]
    want = res.summary()
    assert got["wins_0"] == want["wins_0"] and got["on_draw_1"]["count"] == want["on_draw_1"]["count"]
    assert got["turns"]["median"] == want["turns"]["median"]
    rows = path.read_text().splitlines()
    assert rows[0] == "game,winner,turns,life_a,life_b,starting_player,reason,decisions"
    assert len(rows) == 601
    assert [int(r.split(",")[1]) for r in rows[1:]] == res.winner.tolist()


def test_cli_table_shows_new_statistics():
    out = CliRunner().invoke(main, ["simulate", "-n", "200"])
    assert out.exit_code == 0, out.output
    for text in ("on the play", "on the draw", "game length: median", "end reasons"):
        assert text in out.output


def test_policy_per_seat():
    ga = mtgcore.simulate("green_stompy", "red_burn", games=200, seed=3, policy=("greedy", "random"))
    ag = mtgcore.simulate("green_stompy", "red_burn", games=200, seed=3, policy=("random", "greedy"))
    assert not np.array_equal(ga.decisions, ag.decisions)
    assert ga.summary()["policy"] == ["greedy", "random"]
    out = CliRunner().invoke(main, ["simulate", "green_stompy", "red_burn", "-n", "200", "-s", "3",
                                    "--policy-a", "greedy", "--policy-b", "random", "--json"])
    assert json.loads(out.output)["summary"]["wins_0"] == ga.summary()["wins_0"]


def _greedy(game):
    # Chooses exactly as the native greedy policy does (it uses no randomness).
    return game._g.policy_choice(1, 0)


def test_callable_policy_reproduces_native_games():
    native = mtgcore.simulate("white_weenie", "red_burn", games=12, seed=8, policy="greedy")
    py = mtgcore.simulate("white_weenie", "red_burn", games=12, seed=8, policy=(_greedy, "greedy"))
    both = mtgcore.simulate("white_weenie", "red_burn", games=12, seed=8, policy=_greedy)
    for f in FIELDS:
        assert np.array_equal(getattr(native, f), getattr(py, f)), f
        assert np.array_equal(getattr(native, f), getattr(both, f)), f
    assert py.summary()["policy"] == ["python", "greedy"]


def test_callable_policy_with_rng_is_reproducible_by_seed():
    seen = []

    def pick(game, rng):
        seen.append(game.decision.kind)
        return rng.randrange(len(game.decision.actions))

    a = mtgcore.simulate("green_stompy", "red_burn", games=6, seed=1, policy=(pick, "random"))
    b = mtgcore.simulate("green_stompy", "red_burn", games=6, seed=1, policy=(pick, "random"))
    c = mtgcore.simulate("green_stompy", "red_burn", games=6, seed=2, policy=(pick, "random"))
    assert "priority" in seen
    assert np.array_equal(a.decisions, b.decisions) and np.array_equal(a.winner, b.winner)
    assert not np.array_equal(a.decisions, c.decisions)


def test_callable_policy_errors():
    with pytest.raises(IllegalActionError, match="returned 999"):
        mtgcore.simulate("green_stompy", "red_burn", games=1, policy=lambda g: 999)
    with pytest.raises(ValueError, match="backend='local'"):
        mtgcore.simulate("green_stompy", "red_burn", games=1, policy=_greedy, backend="ray")
    with pytest.raises(ValueError, match="unknown policy"):
        mtgcore.simulate("green_stompy", "red_burn", games=1, policy=("greedy", "clever"))
