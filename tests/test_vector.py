"""mtgcore.VectorGames: lock-step games on arrays (the Cython batch API)."""

import numpy as np
import pytest

import mtgcore
from mtgcore import IllegalActionError, VectorGames, _core
from mtgcore.deck import Deck
from mtgcore.vector import FEATURES

LIB = mtgcore.cards.default_library()
A, B = "green_stompy", "white_weenie"
IDS_A, IDS_B = Deck.bundled(A).def_ids(), Deck.bundled(B).def_ids()


def features_of(g):
    """The FEATURES row of a single _core.Game, computed independently in Python."""
    row = [g.turn, g.step, g.active_player, g.decision_kind, g.decision_player, len(g.stack())]
    for p in (0, 1):
        perms = [o for o in g.battlefield() if g.obj_controller(o) == p]
        lands = [o for o in perms if g.obj_types(o) & (1 << 6)]
        creatures = [o for o in perms if g.obj_types(o) & (1 << 2)]
        row += [g.life(p), g.poison(p), len(g.hand(p)), len(g.library(p)), len(g.graveyard(p)),
                len(lands), sum(not g.obj_tapped(o) for o in lands), len(creatures),
                sum(max(0, g.obj_power(o)) for o in creatures)]
    return row


def test_feature_names_match_columns():
    env = VectorGames(A, B, 2)
    assert env.observe().features.shape == (2, len(FEATURES))


@pytest.mark.parametrize("threads", [1, 2])
def test_lockstep_equals_games_played_one_by_one(threads):
    n, seed = 5, 9
    env = VectorGames(A, B, n, seed=seed, threads=threads)
    episode = [0] * n
    single = [_core.Game(LIB.db, IDS_A, IDS_B, _core.game_seed(seed, i)) for i in range(n)]
    rng = np.random.default_rng(1)
    ended_total = 0
    for _ in range(3000):
        obs = env.observe()
        for i, g in enumerate(single):
            assert obs.kind[i] == g.decision_kind and obs.player[i] == g.decision_player
            assert obs.num_actions[i] == g.num_legal_actions()
            assert list(obs.features[i]) == features_of(g)
            assert env.labels(i) == [g.label(a) for a in g.legal_actions()]
        acts = (rng.random(n) * obs.num_actions).astype(np.int32)
        res = env.step(acts)
        for i, g in enumerate(single):
            g.apply_index(int(acts[i]))
            assert bool(res.done[i]) == g.over
            if g.over:
                assert res.winner[i] == g.winner
                episode[i] += 1
                single[i] = _core.Game(LIB.db, IDS_A, IDS_B, _core.game_seed(seed, i + episode[i] * n))
            else:
                assert res.winner[i] == -2
        ended_total += res.ended
    assert ended_total >= 3, "random play should finish several games in 3000 steps"
    assert env.games_finished == ended_total


def test_builtin_opponent_plays_player_1():
    n, seed = 4, 3
    env = VectorGames(A, B, n, seed=seed, opponent="greedy")
    rng = np.random.default_rng(2)
    finished = 0
    for _ in range(2000):
        obs = env.observe()
        assert (obs.player == 0).all(), "the caller only sees player 0's decisions"
        res = env.step((rng.random(n) * obs.num_actions).astype(np.int32))
        finished += res.ended
        assert set(np.unique(res.winner[res.done == 1])) <= {-1, 0, 1}
    assert finished >= 1


def test_mask_marks_exactly_the_legal_indices():
    env = VectorGames(A, B, 16, seed=4, opponent="random", max_actions=8)
    rng = np.random.default_rng(3)
    for _ in range(300):
        obs = env.observe()
        for i in range(16):
            k = min(obs.num_actions[i], 8)
            assert obs.mask[i, :k].all() and not obs.mask[i, k:].any()
        env.step((rng.random(16) * np.minimum(obs.num_actions, 8)).astype(np.int32))


def test_illegal_index_names_the_game_and_changes_nothing():
    env, twin = VectorGames(A, B, 3, seed=1), VectorGames(A, B, 3, seed=1)
    before = env.observe().features.copy()
    bad = np.zeros(3, dtype=np.int32)
    bad[2] = 99
    with pytest.raises(IllegalActionError, match="game 2: action index 99"):
        env.step(bad)
    assert (env.observe().features == before).all()
    env.step(np.zeros(3, dtype=np.int32))
    twin.observe()
    twin.step(np.zeros(3, dtype=np.int32))
    assert (env.observe().features == twin.observe().features).all()
    with pytest.raises(ValueError, match="need 3 actions"):
        env.step(np.zeros(2, dtype=np.int32))


def test_bad_arguments():
    with pytest.raises(ValueError, match="unknown opponent"):
        VectorGames(A, B, 2, opponent="clever")
    with pytest.raises(ValueError):
        VectorGames(A, B, 0)
    with pytest.raises(mtgcore.DeckError):
        VectorGames("nope.txt", B, 2)


def test_observations_are_read_only_views():
    env = VectorGames(A, B, 8, seed=2, opponent="random")
    obs = env.observe()
    kinds = env.decision_kinds()
    for name, arr in obs._asdict().items():
        with pytest.raises(ValueError, match="read-only"):
            arr[0] = 5
        with pytest.raises(ValueError, match="read-only"):
            arr.fill(0)
        assert not arr.flags.writeable, name
    assert env.decision_kinds() == kinds  # nothing written through an observation
    res = env.step(np.zeros(8, dtype=np.int32))
    for arr in (res.done, res.winner):
        with pytest.raises(ValueError, match="read-only"):
            arr[:] = 1
    # still views: the next observe shows the new state through the same arrays
    again = env.observe()
    assert again.features is obs.features and np.shares_memory(again.mask, env._b.mask)


# -- issue 26 item 10: a batch that can't fit in memory is refused, not killed -------------

def _rss():
    with open("/proc/self/status") as f:
        return int(f.read().split("VmRSS:")[1].split()[0]) * 1024


def test_a_batch_too_big_for_memory_is_refused_saying_how_much():
    from mtgcore import vector
    free = vector.available_memory()
    assert free and free > 0
    before = _rss()
    with pytest.raises(mtgcore.MtgError, match=r"VectorGames of 10,000,000 games would need about "
                                               r"[\d.,]+ [KMGT]B of memory \(about [\d.,]+ KB per game\), "
                                               r"but about [\d.,]+ [KMGT]B is available"):
        VectorGames(A, B, 10_000_000)  # over a terabyte
    assert _rss() - before < 50 * 2**20  # refused before dealing the games


def test_the_memory_check_compares_the_estimate_with_what_is_available(monkeypatch):
    from mtgcore import vector
    per_game = vector.bytes_per_game(LIB, IDS_A, IDS_B, 128)
    monkeypatch.setattr(vector, "available_memory", lambda: 300 * per_game)
    with pytest.raises(mtgcore.MtgError, match=r"use at most (2[789]\d|3[01]\d) games"):  # ~300
        VectorGames(A, B, 400)
    assert VectorGames(A, B, 200).n == 200
    monkeypatch.setattr(vector, "available_memory", lambda: None)  # unknown: no check
    assert VectorGames(A, B, 3).n == 3


ESTIMATES = """
import numpy as np
import mtgcore
from mtgcore import vector
from mtgcore.cards import default_library
from mtgcore.deck import Deck
lib = default_library()
ids = [Deck.bundled(d).def_ids(lib) for d in ("green_stompy", "white_weenie")]
measured = vector.bytes_per_game(lib, *ids, 128)
vector._malloc_in_use = lambda: None   # no allocator statistics: from the state's size
estimated = vector.bytes_per_game(lib, *ids, 128)
rss = lambda: int(open("/proc/self/status").read().split("VmRSS:")[1].split()[0]) * 1024
n, before = 2000, rss()
env = mtgcore.VectorGames("green_stompy", "white_weenie", n, seed=1, opponent="random")
rng = np.random.default_rng(0)
for _ in range(100):  # played a while: games grow
    obs = env.observe()
    env.step((rng.random(n) * obs.num_actions).astype(np.int32))
print(measured, estimated, (rss() - before) / n)
"""


def test_the_per_game_estimate_is_near_what_games_take():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", ESTIMATES], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    measured, estimated, taken = map(float, out.stdout.split())
    assert 0.5 < measured / taken < 3, (measured, taken)
    assert 0.5 < estimated / taken < 3, (estimated, taken)


RLIMITED = """
import resource, sys
import mtgcore
vm = int(open("/proc/self/status").read().split("VmSize:")[1].split()[0]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (vm + 300 * 2**20, resource.RLIM_INFINITY))
try:
    mtgcore.VectorGames("green_stompy", "white_weenie", 20_000)  # about 3 GB
except mtgcore.MtgError as e:
    print("refused:", e)
env = mtgcore.VectorGames("green_stompy", "white_weenie", 100)
print("still usable", env.observe().kind.shape[0])
"""


def test_an_address_space_limit_counts_as_the_memory_available():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", RLIMITED], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "refused: VectorGames of 20,000 games would need" in out.stdout, out.stdout + out.stderr[-2000:]
    assert "still usable 100" in out.stdout
