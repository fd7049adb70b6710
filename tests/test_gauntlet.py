"""mtgcore.gauntlet and `mtgcore gauntlet`: the matchup matrix."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

import mtgcore
from mtgcore.cli import main
from mtgcore.errors import MtgError
from mtgcore.gauntlet import pair_seed

DECKS = ["green_stompy", "red_burn", "white_weenie"]


@pytest.fixture(scope="module")
def g():
    return mtgcore.gauntlet(DECKS, games=150, seed=11, threads=2)


def test_matrix_counts(g):
    n = len(DECKS)
    assert g.names == DECKS and g.wins.shape == (n, n)
    for i in range(n):
        assert g.played[i, i] == 150
        for j in range(n):
            if i != j:
                assert g.played[i, j] == 300
                assert g.wins[i, j] + g.wins[j, i] + g.draws[i, j] == 300
                assert g.draws[i, j] == g.draws[j, i]
    s = g.summary()
    for i in range(n):
        for j in range(n):
            c = s["matrix"][i][j]
            assert c["ci95"][0] <= c["win_rate"] <= c["ci95"][1]
            assert c["win_rate"] == pytest.approx(g.wins[i, j] / g.played[i, j])


def test_matrix_is_built_from_both_seats(g):
    # Deck 0 against deck 1 = its seat-A wins in pair (0, 1) + its seat-B wins in (1, 0).
    a, b = g.pairs[(0, 1)]["winner"], g.pairs[(1, 0)]["winner"]
    assert g.wins[0, 1] == np.count_nonzero(a == 0) + np.count_nonzero(b == 1)
    # Each pair is exactly simulate() with the pair's seed.
    r = mtgcore.simulate("red_burn", "green_stompy", games=150, seed=pair_seed(11, 1, 0), policy="greedy")
    assert np.array_equal(r.winner, b) and np.array_equal(r.turns, g.pairs[(1, 0)]["turns"])


def test_field_ranking_and_mirrors(g):
    s = g.summary()
    for i, f in enumerate(s["field"]):
        others = [j for j in range(3) if j != i]
        assert f["wins"] == g.wins[i, others].sum() and f["games"] == 600
        assert f["ci95"][0] <= f["win_rate"] <= f["ci95"][1]
    rates = {f["deck"]: f["win_rate"] for f in s["field"]}
    assert s["ranking"] == sorted(rates, key=lambda d: -rates[d])
    for name, m in s["mirrors"].items():
        assert m["games"] == 150
        assert m["seat_a_win_rate"] == g.rates[DECKS.index(name)].tolist()[DECKS.index(name)]


def test_mirrors_are_about_even():
    # Seat A of a mirror wins about half the games (seats are symmetric: the
    # starting player is drawn per game).  2000 games: one standard error ~1.1%.
    r = mtgcore.gauntlet(["green_stompy", "red_burn"], games=2000, seed=1)
    for name, m in r.summary()["mirrors"].items():
        assert abs(m["seat_a_win_rate"] - 0.5) < 0.05, (name, m)
        assert m["ci95"][0] < m["seat_a_win_rate"] < m["ci95"][1]


def test_reproducible_and_thread_independent(g):
    h = mtgcore.gauntlet(DECKS, games=150, seed=11, threads=1)
    assert np.array_equal(g.wins, h.wins)
    for k in g.pairs:
        for f in ("winner", "turns", "decisions", "life"):
            assert np.array_equal(g.pairs[k][f], h.pairs[k][f])
    other = mtgcore.gauntlet(DECKS, games=150, seed=12, threads=2)
    assert not np.array_equal(g.pairs[(0, 1)]["decisions"], other.pairs[(0, 1)]["decisions"])


def test_duplicate_names_are_told_apart():
    r = mtgcore.gauntlet(["red_burn", "red_burn"], games=20)
    assert r.names == ["red_burn", "red_burn#2"]


def test_errors():
    with pytest.raises(MtgError, match="at least two decks"):
        mtgcore.gauntlet(["red_burn"], games=10)
    with pytest.raises(ValueError, match="games"):
        mtgcore.gauntlet(DECKS, games=0)
    with pytest.raises(ValueError, match="backend"):
        mtgcore.gauntlet(DECKS, games=5, backend="dask")


def test_cli_json_csv_and_errors(tmp_path):
    path = tmp_path / "m.csv"
    res = CliRunner().invoke(main, ["gauntlet", *DECKS, "-n", "150", "-s", "11", "--json", "--csv", str(path)])
    assert res.exit_code == 0, res.output
    got = json.loads(res.output)
    r = mtgcore.gauntlet(DECKS, games=150, seed=11)
    assert got["ranking"] == r.ranking()
    assert [[c["wins"] for c in row] for row in got["matrix"]] == r.wins.tolist()
    rows = path.read_text().splitlines()
    assert rows[0] == "deck,opponent,wins,games,draws,win_rate,ci_lo,ci_hi" and len(rows) == 10
    assert rows[2].split(",")[:4] == ["green_stompy", "red_burn", str(r.wins[0, 1]), "300"]
    table = CliRunner().invoke(main, ["gauntlet", *DECKS, "-n", "50"])
    assert "ranking: " in table.output and "(mirror)" in table.output
    one = CliRunner().invoke(main, ["gauntlet", "red_burn", "-n", "5"])
    assert one.exit_code == 2
    bad = CliRunner().invoke(main, ["gauntlet", "red_burn", "nope.txt", "-n", "5"])
    assert bad.exit_code == 1 and bad.output.count("\n") == 1


# -- issue 26: chunks and Ctrl-C, library=, errors ----------------------------------

def test_chunked_pairs_equal_one_native_call_and_report_progress(monkeypatch):
    import sys
    from mtgcore import _batch
    sim = sys.modules["mtgcore.simulate"]
    from mtgcore.cards import default_library
    monkeypatch.setattr(sim, "_CHUNK_SECONDS", 1e-4)  # many small chunks
    seen = []
    r = mtgcore.gauntlet(DECKS[:2], games=200, seed=4, threads=2, progress=seen.append)
    assert len(seen) >= 8 and seen == sorted(seen) and seen[-1] == 200 * 4
    lib = default_library()
    ids = [mtgcore.Deck.bundled(d).def_ids(lib) for d in DECKS[:2]]
    for (i, j), res in r.pairs.items():
        whole = _batch.run_games(lib.blob, ids[i], ids[j], 200, pair_seed(4, i, j), 1, 1, 1, 0, 500)
        assert np.array_equal(whole["winner"], res["winner"]) and np.array_equal(whole["turns"], res["turns"])


def test_decklists_are_read_with_the_library_given(pup):
    lib, deck = pup
    with pytest.raises(mtgcore.DeckError, match="Ember Pup"):
        mtgcore.gauntlet([deck, "red_burn"], games=5)
    r = mtgcore.gauntlet([deck, "red_burn"], games=20, seed=1, library=lib)
    assert r.names[1] == "red_burn" and r.played[0, 1] == 40


@pytest.mark.parametrize("decks,kw,word", [
    (DECKS, dict(games=0), "games"), (DECKS, dict(games=2.5), "games"), (DECKS, dict(games=True), "games"),
    (DECKS, dict(games=10**12), "games"), (DECKS, dict(games=5, seed=1.5), "seed"),
    (DECKS, dict(games=5, policy=None), "policy"), (DECKS, dict(games=5, threads=0), "threads"),
    (DECKS, dict(games=5, turn_limit=0), "turn_limit"),
    ("red_burn", dict(games=5), "list of decks"), (b"red_burn", dict(games=5), "list of decks"),
    (mtgcore.Deck.bundled("red_burn"), dict(games=5), "list of decks"), (7, dict(games=5), "list of decks"),
])
def test_bad_arguments_are_mtg_errors_naming_the_argument(decks, kw, word):
    with pytest.raises(mtgcore.MtgError, match=word):
        mtgcore.gauntlet(decks, **kw)
