"""backend='ray': seed ranges on a local Ray cluster give the local results bit
for bit.  Skipped only when Ray is not installed (pip install "mtgcore[ray]")."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

import mtgcore
from mtgcore import distributed
from mtgcore.cli import main

ray = pytest.importorskip("ray")
FIELDS = ("winner", "turns", "life", "starting_player", "reason", "decisions")


@pytest.fixture(scope="module", autouse=True)
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def same(a: dict, b: dict) -> bool:
    return all(np.array_equal(a[f], b[f]) and a[f].dtype == b[f].dtype for f in FIELDS)


def test_simulate_on_ray_equals_local(monkeypatch):
    monkeypatch.setattr(distributed, "RANGE", 700)  # 3000 games: 5 ranges, the last one short
    local = mtgcore.simulate("green_stompy", "red_burn", games=3000, seed=21, policy=("greedy", "random"))
    remote = mtgcore.simulate("green_stompy", "red_burn", games=3000, seed=21, policy=("greedy", "random"),
                              backend="ray")
    assert same(vars(local), vars(remote))
    assert remote.summary() == local.summary()


def test_gauntlet_on_ray_equals_local(monkeypatch):
    monkeypatch.setattr(distributed, "RANGE", 128)
    decks = ["green_stompy", "red_burn", "white_weenie"]
    local = mtgcore.gauntlet(decks, games=300, seed=5, threads=2)
    remote = mtgcore.gauntlet(decks, games=300, seed=5, backend="ray")
    assert np.array_equal(local.wins, remote.wins)
    assert all(same(local.pairs[k], remote.pairs[k]) for k in local.pairs)


def test_failed_tasks_are_retried_without_losing_or_duplicating_games(tmp_path):
    from mtgcore.cards import default_library
    from mtgcore.deck import Deck

    lib = default_library()
    a, b = Deck.bundled("white_weenie").def_ids(lib), Deck.bundled("red_burn").def_ids(lib)
    (got,) = distributed.ray_run_games(lib.blob, [(a, b, 77)], 1000, (1, 0), 500, range_size=300,
                                       _fail_once=str(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"77-{f}" for f in (0, 300, 600, 900))
    local = mtgcore.simulate("white_weenie", "red_burn", games=1000, seed=77, policy=("greedy", "random"))
    assert got["winner"].shape == (1000,) and same(got, vars(local))


def test_cli_ray_flag():
    args = ["simulate", "green_stompy", "red_burn", "-n", "500", "-s", "3", "--json"]
    local = CliRunner().invoke(main, args)
    remote = CliRunner().invoke(main, args + ["--ray"])
    assert remote.exit_code == 0, remote.output
    # The same games and results; only the measured wall time differs.
    got, want = json.loads(remote.output), json.loads(local.output)
    got["summary"].pop("seconds"), want["summary"].pop("seconds")
    assert got == want
