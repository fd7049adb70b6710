"""`mtgcore bench` (issue 24): the JSON's stable keys, --compare, the quick mode's time
bound, errors, and the phase-python side by side (with a fake peer module where the
real one isn't needed).  No test asserts a speed: only that figures exist, are
positive numbers, and are computed as documented."""

import json
import os
import subprocess
import sys
import time
import types

import pytest
from click.testing import CliRunner

from mtgcore.benchmark import compare, peers, run, suite
from mtgcore.cli import main
from mtgcore.deck import Deck

import mtgcore  # noqa: E402

#: Where the mtgcore this test imported lives (the source tree with built extensions,
#: or site-packages after `pip install`): the fresh process runs the same one.
SRC = os.path.dirname(os.path.dirname(os.path.abspath(mtgcore.__file__)))
QUICK_BOUND_S = 60  # the documented bound of --quick

# The stable keys every run of the whole suite has (figures of the peer section are
# checked apart: they exist only where phase-python is installed).
STABLE_KEYS = [
    *(f"games.{pair}.{policy}.{m}" for pair in ("bench", "rules_core", "compiled")
      for policy in ("random", "greedy")
      for m in ("games_per_s_per_core", "games_per_cpu_s", "decisions_per_s_per_core", "decisions_per_game",
                "turns_per_game", "games_per_s_all_cores", "all_cores_speedup")),
    "api.object.core_decisions_per_s", "api.object.public_decisions_per_s",
    "api.object.core_decisions_per_cpu_s", "api.object.public_decisions_per_cpu_s", "api.vector.decisions_per_cpu_s",
    "api.vector.decisions_per_s_per_core", "api.vector.decisions_per_s_all_cores",
    *(f"clone.{b}.{m}" for b in ("bench_start", "bench_midgame", "board_100")
      for m in ("clone_ns", "restore_ns", "clone_cpu_ns", "restore_cpu_ns", "heap_bytes", "objects")),
    "memory.vector_1000.fresh_bytes_per_game", "memory.vector_1000.midgame_bytes_per_game",
    "memory.game.built_bytes", "memory.game.copy_bytes", "memory.game.rows_used",
    "memory.game.rows_reserved", "memory.game.object_bytes", "memory.game.reserved_bytes_per_spare_row",
    *(f"boards.{n}.{m}" for n in (1, 10, 40, 100, 200)
      for m in ("decisions_per_s", "actions_per_decision", "ns_per_listed_action", "decisions_per_cpu_s",
                "cpu_ns_per_listed_action")),
    *(f"layers.{b}.{m}" for b in ("60x0", "60x20", "240x40") for m in ("us_per_recompute", "cpu_us_per_recompute")),
    "pool.snapshot_index_s", "pool.carddb_load_ms", "pool.library_cards", "pool.blob_bytes",
    "pool.library_load_s", "pool.import_s", "pool.compiled_deck_load_s",
]
PEER_KEYS = [
    "peer.phase.bench.random.decisions_per_s", "peer.phase.bench.random.games_per_s",
    "peer.phase.bench.random.decisions_per_game", "peer.mtgcore.bench.random.decisions_per_s",
    "peer.mtgcore.bench.random.games_per_s", "peer.mtgcore.bench.random.decisions_per_game",
    "peer.mtgcore.bench.random.native_games_per_s", "peer.ratio.object_api_decisions_per_s",
    "peer.ratio.object_api_games_per_s", "peer.ratio.native_vs_phase_games_per_s",
    "peer.ratio.object_api_decisions_per_cpu_s",
    "peer.phase.card_data_load_ms",
]


def cli(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


@pytest.fixture(scope="module")
def quick():
    """One `mtgcore bench --quick --json` in a fresh process, as a user runs it:
    (wall seconds, the JSON object)."""
    env = dict(os.environ, PYTHONPATH=SRC + os.pathsep + os.environ.get("PYTHONPATH", ""))
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "mtgcore", "bench", "--quick", "--json"], env=env,
                         capture_output=True, text=True, timeout=300)
    secs = time.perf_counter() - t0
    assert out.returncode == 0, out.stderr[-2000:]
    return secs, json.loads(out.stdout)


def test_quick_finishes_within_its_bound(quick):
    secs, result = quick
    assert result["mode"] == "quick"
    assert secs < QUICK_BOUND_S, f"--quick took {secs:.1f} s (the bound is {QUICK_BOUND_S} s)"


def test_json_has_the_stable_keys_with_positive_numbers(quick):
    _, result = quick
    figures = result["figures"]
    missing = [k for k in STABLE_KEYS if k not in figures]
    assert not missing, missing
    for k, v in figures.items():
        assert isinstance(v, (int, float)) and not isinstance(v, bool), k
        assert v > 0 or k == "peer.phase.cards_not_understood", (k, v)
    assert result["schema"] == suite.SCHEMA and result["tool"] == "mtgcore bench"
    assert result["machine"]["cores"] >= 1 and result["machine"]["cpu"]
    assert result["build"]["compiler"] and isinstance(result["build"]["optimized"], bool)
    commit = result["engine"]["commit"]
    assert commit is None or (len(commit) == 40 and int(commit, 16) >= 0)
    # The peer section: measured where phase-python is installed, else said why not.
    status = result["notes"]["peers"]
    if peers.available():
        assert status["status"] == "measured"
        assert all(k in figures for k in PEER_KEYS)
    else:
        assert status["status"] != "measured" and "mtgcore[peers]" in status["detail"]
        assert not any(k.startswith("peer.") for k in figures)


def test_figures_relate_as_their_definitions_say(quick):
    """Derived figures are computed from the others as documented (not a speed)."""
    f = quick[1]["figures"]
    for pair in ("bench", "rules_core", "compiled"):
        k = f"games.{pair}.random"
        assert f[f"{k}.all_cores_speedup"] == pytest.approx(
            f[f"{k}.games_per_s_all_cores"] / f[f"{k}.games_per_s_per_core"])
    assert f["memory.game.rows_reserved"] >= f["memory.game.rows_used"]
    assert f["memory.game.reserved_bytes_per_spare_row"] == pytest.approx(
        (f["memory.game.built_bytes"] - f["memory.game.copy_bytes"])
        / (f["memory.game.rows_reserved"] - f["memory.game.rows_used"]))
    # A board of N creatures a side lists more actions per decision than a board of 1.
    assert f["boards.200.actions_per_decision"] > f["boards.1.actions_per_decision"]


def _result(tmp_path, name, figures, **extra):
    path = tmp_path / name
    path.write_text(json.dumps({"schema": 1, "mode": "quick", "figures": figures, **extra}))
    return str(path)


def test_compare_computes_ratios_from_two_files(tmp_path):
    old = _result(tmp_path, "old.json", {"games.bench.random.games_per_s_per_core": 8000,
                                         "clone.bench_midgame.clone_ns": 4000,
                                         "pool.library_cards": 500, "only.old_s": 1})
    new = _result(tmp_path, "new.json", {"games.bench.random.games_per_s_per_core": 10000,
                                         "clone.bench_midgame.clone_ns": 1000,
                                         "pool.library_cards": 556, "only.new_s": 2})
    code, out, err = cli("bench", "--from", new, "--compare", old, "--json")
    assert code == 0, err
    ratios = json.loads(out)["compare"]["ratios"]
    assert ratios == {"games.bench.random.games_per_s_per_core": 10000 / 8000,
                      "clone.bench_midgame.clone_ns": 1000 / 4000,
                      "pool.library_cards": 556 / 500}
    # The table: faster games and a cheaper clone are both "better"; a count is neither.
    code, out, err = cli("bench", "--from", new, "--compare", old)
    assert code == 0, err
    lines = {line.split()[1]: line for line in out.splitlines() if line.count("│") > 3}
    assert "1.25" in lines["games.bench.random.games_per_s_per_core"]
    assert "better" in lines["games.bench.random.games_per_s_per_core"]
    assert "0.25" in lines["clone.bench_midgame.clone_ns"] and "better" in lines["clone.bench_midgame.clone_ns"]
    assert "better" not in lines["pool.library_cards"] and "worse" not in lines["pool.library_cards"]
    assert "1 figures only in this run, 1 only in the earlier one" in out
    # The library function agrees.
    assert compare({"figures": {"a_per_s": 3.0}}, {"figures": {"a_per_s": 2.0}}) == {"a_per_s": 1.5}


def test_output_file_round_trips_into_compare(tmp_path):
    src = _result(tmp_path, "run.json", {"layers.60x20.us_per_recompute": 30.0})
    out_path = tmp_path / "copy.json"
    code, _, err = cli("bench", "--from", src, "--output", str(out_path), "--json")
    assert code == 0, err
    code, out, err = cli("bench", "--from", str(out_path), "--compare", src, "--json")
    assert code == 0, err
    assert json.loads(out)["compare"]["ratios"] == {"layers.60x20.us_per_recompute": 1.0}


@pytest.mark.parametrize("args,code,word", [
    (["bench", "--only", "nosuch"], 2, "nosuch"),
    (["bench", "--only", ","], 2, "--only"),
    (["bench", "--threads", "0"], 2, "--threads"),
    (["bench", "--fast"], 2, "--fast"),
    (["bench", "--from", "x.json", "--quick"], 2, "--from"),
    (["bench", "--compare", "no_such_run.json", "--only", "layers"], 1, "no_such_run.json"),
    (["bench", "--from", "no_such_run.json"], 1, "no_such_run.json"),
])
def test_bad_flags_give_a_clear_error(args, code, word):
    status, out, err = cli(*args)
    assert status == code, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and word in lines[0] and "Traceback" not in err, err


@pytest.mark.parametrize("content,word", [
    ("not json", "not JSON"),
    ('{"figures": [1, 2]}', "not an `mtgcore bench --json` result"),
    ('{"figures": {"a_s": "fast"}}', "'a_s' is not a number"),
])
def test_a_file_that_is_not_a_bench_result_is_named(tmp_path, content, word):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    status, _, err = cli("bench", "--from", str(bad))
    assert status == 1 and word in err and str(bad) in err, err


def test_a_section_runs_alone_with_its_keys():
    result = run(quick=True, sections=["layers"])
    assert set(result["figures"]) == {f"layers.{b}.{m}" for b in ("60x0", "60x20", "240x40")
                                      for m in ("us_per_recompute", "cpu_us_per_recompute")}
    assert result["sections"] == ["layers"]
    with pytest.raises(ValueError, match="no bench section 'gamez'"):
        run(quick=True, sections=["gamez"])


# -- the peer: phase-python, or a fake module standing in for it ------------------------


def test_peer_not_installed_is_said_clearly(monkeypatch):
    def missing():
        raise ImportError("No module named 'phase'")
    monkeypatch.setattr(peers, "_import", missing)
    assert not peers.available()
    result = run(quick=True, sections=["peers"])
    status = result["notes"]["peers"]
    assert status["status"] == "not installed" and "mtgcore[peers]" in status["detail"]
    assert not any(k.startswith("peer.") for k in result["figures"])
    status2, figures = peers.measure(types.SimpleNamespace())
    assert status2["status"] == "not installed" and figures == {}


def test_a_module_named_phase_without_the_api_is_not_taken_for_the_peer(monkeypatch):
    monkeypatch.setattr(peers, "_import", lambda: types.SimpleNamespace(__name__="phase"))
    assert not peers.available()
    assert peers.unavailable_status()["status"] == "unsupported"


class FakeGame:
    """A game of the fake peer: a mulligan decision for both players, then
    `length` priority decisions alternating between the players, then GameOver."""

    def __init__(self, deck_a, deck_b, seed, log):
        self.decks, self.seed, self.log, self.n = (deck_a, deck_b), seed, log, 0
        self.length = 20 + seed % 7
        self.turn = 1

    def waiting_for(self):
        if self.n == 0:
            return {"type": "MulliganDecision", "data": {"pending": [{"player": 1, "mulligan_count": 0}]}}
        if self.n > self.length:
            return {"type": "GameOver", "data": {"winner": 0}}
        return {"type": "Priority", "data": {"player": self.n % 2}}

    def actions(self):
        return ["keep"] if self.n == 0 else ["pass", "play"]

    def priority_player(self):
        return self.n % 2

    def apply(self, actor, action):
        expected = 1 if self.n == 0 else self.n % 2
        if actor != expected:
            raise RuntimeError(f"player {actor} can't act now; player {expected} can")
        self.log.append(action)
        self.n += 1


def fake_phase(log):
    class Engine:
        def __init__(self, cards):
            self.cards = cards

        @staticmethod
        def from_json(text):
            return Engine(json.loads(text))

        def new_game(self, player, opponent, *, seed=42):
            missing = {n.lower() for n in player + opponent} - set(self.cards)
            assert not missing, missing
            log.append(("decks", tuple(player), tuple(opponent)))
            return FakeGame(player, opponent, seed, log)

    def build_oracle_face(mtgjson, oracle_id):
        return {"name": mtgjson["name"], "oracle_text": mtgjson["text"], "keywords": mtgjson["keywords"],
                "abilities": [{"kind": "Spell"}] if mtgjson["text"] else []}
    return types.SimpleNamespace(__name__="phase", __version__="0-fake", Engine=Engine,
                                 build_oracle_face=build_oracle_face)


def test_side_by_side_with_a_fake_peer_module(monkeypatch):
    log = []
    monkeypatch.setattr(peers, "_import", lambda: fake_phase(log))
    result = run(quick=True, sections=["peers"], peers=True)
    f, status = result["figures"], result["notes"]["peers"]
    assert status["status"] == "measured" and status["version"] == "0-fake"
    assert set(PEER_KEYS) <= set(f) and all(f[k] > 0 for k in PEER_KEYS)
    # The same decks: the peer was given the bench decks' 60 card names each.
    decks = {entry[1:] for entry in log if isinstance(entry, tuple)}
    assert decks == {(tuple(Deck.bundled("green_stompy").card_names()),
                      tuple(Deck.bundled("red_burn").card_names()))}
    # Every game ran to the fake's GameOver: its decisions per game are 1 + length + 1.
    assert status["games_stopped_unfinished"] == 0
    assert 22 <= f["peer.phase.bench.random.decisions_per_game"] <= 28
    # Interleaved rounds, ratios of the medians.
    assert status["rounds"] >= 1
    assert f["peer.ratio.object_api_decisions_per_s"] == pytest.approx(
        f["peer.mtgcore.bench.random.decisions_per_s"] / f["peer.phase.bench.random.decisions_per_s"])
    assert f["peer.ratio.native_vs_phase_games_per_s"] == pytest.approx(
        f["peer.mtgcore.bench.random.native_games_per_s"] / f["peer.phase.bench.random.games_per_s"])


def test_peer_card_records_carry_the_snapshot_facts():
    from mtgcore.oracle.snapshot import snapshot
    rec = peers.mtgjson_record(snapshot().get("Serra Angel"))
    assert rec["name"] == "Serra Angel" and rec["manaCost"] == "{3}{W}{W}"
    assert rec["types"] == ["Creature"] and rec["subtypes"] == ["Angel"]
    assert rec["power"] == "4" and rec["toughness"] == "4"
    assert rec["keywords"] == ["Flying", "Vigilance"]
    assert peers.keywords_of("First strike, trample (reminder)\nWhen this enters, draw a card.") == [
        "First strike", "Trample"]


def test_a_peer_that_fails_is_reported_and_the_run_goes_on(monkeypatch):
    def broken(*a, **k):
        raise ValueError("Invalid action: the fake refuses")
    mod = fake_phase([])
    monkeypatch.setattr(FakeGame, "apply", broken)
    monkeypatch.setattr(peers, "_import", lambda: mod)
    result = run(quick=True, sections=["layers", "peers"], peers=True)
    status = result["notes"]["peers"]
    assert status["status"] == "failed" and "the fake refuses" in status["detail"]
    assert not any(k.startswith("peer.") for k in result["figures"])
    assert "layers.60x20.us_per_recompute" in result["figures"]
