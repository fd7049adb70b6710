"""The mtgcore command: one-line errors (exit 2 usage, 1 bad data), --json, --csv, cards."""

import csv
import json

import pytest
from click.testing import CliRunner

from mtgcore.cli import main


def run(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


@pytest.mark.parametrize("args,code,word", [
    (["simulate", "--games", "-5"], 2, "--games"),
    (["simulate", "--games", "0"], 2, "--games"),
    (["simulate", "--games", str(10**12)], 2, "--games"),
    (["simulate", "--games", "ten"], 2, "--games"),
    (["simulate", "--threads", "0"], 2, "--threads"),
    (["simulate", "--threads", "-3"], 2, "--threads"),
    (["simulate", "--policy", "smart"], 2, "--policy"),
    (["simulate", "--bogus"], 2, "--bogus"),
    (["nosuchcommand"], 2, "nosuchcommand"),
    (["simulate", "no_such_deck.txt"], 1, "no_such_deck.txt"),
    (["cards", "--type", "wizard"], 2, "wizard"),
])
def test_bad_input_is_one_line_with_exit_status(args, code, word):
    status, out, err = run(*args)
    assert status == code, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and word in lines[0] and "Traceback" not in err, err


def test_bad_decklists_are_one_line_data_errors(tmp_path):
    cases = {
        "binary.txt": bytes(range(256)) * 4,
        "nul.txt": b"4 Forest\x00\x00\n",
        "huge.txt": b"1000000000 Forest\n",
        "unknown.txt": b"4 Grizly Bears\n",
        "empty.txt": b"",
    }
    for fname, data in cases.items():
        (tmp_path / fname).write_bytes(data)
        status, out, err = run("simulate", str(tmp_path / fname), "red_burn", "--games", "2", "--json")
        assert status == 1, (fname, out, err)
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, (fname, err)
    assert "more than a deck may hold" in run("simulate", str(tmp_path / "huge.txt"), "--games", "2")[2]


def test_bom_decklist_plays(tmp_path):
    p = tmp_path / "bom.txt"
    p.write_bytes("\ufeff# green\n20 Forest\n20 Grizzly Bears\n20 Llanowar Elves\n".encode("utf-8"))
    status, out, err = run("simulate", str(p), "red_burn", "--games", "3", "--json")
    assert status == 0, err
    assert json.loads(out)["summary"]["games"] == 3


def test_json_and_csv_outputs_agree(tmp_path):
    path = tmp_path / "games.csv"
    status, out, err = run("simulate", "--games", "25", "--seed", "2", "--json", "--csv", str(path))
    assert status == 0, err
    d = json.loads(out)
    s, games = d["summary"], d["games"]
    assert s["games"] == 25 and s["decks"] == ["green_stompy", "red_burn"]
    assert s["wins_0"] + s["wins_1"] + s["draws"] == 25
    assert sum(1 for w in games["winner"] if w == 0) == s["wins_0"]
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 25 and [int(r["winner"]) for r in rows] == games["winner"]
    assert [int(r["turns"]) for r in rows] == games["turns"]
    status, _, err = run("simulate", "--games", "2", "--csv", str(tmp_path / "nodir" / "x.csv"))
    assert status == 1 and len(err.strip().splitlines()) == 1


def test_cards_lists_and_filters():
    status, out, _ = run("cards")
    assert status == 0 and "Grizzly Bears  {1}{G}  Creature — Bear  2/2" in out
    status, out, _ = run("cards", "--type", "instant", "--color", "red")
    assert status == 0 and "Lightning Bolt" in out and "Grizzly Bears" not in out
    assert "Giant Growth" not in out
    status, out, _ = run("cards", "lightning bo")  # a partial name ("bolt" also finds Firebolt)
    assert status == 0 and out.startswith("Lightning Bolt")
    status, out, _ = run("cards", "--text", "draw")
    assert status == 0 and "Lightning Bolt" not in out
    status, _, err = run("cards", "no card has this name")
    assert status == 1 and "no card matches" in err


LONG_RUNS = {  # each would play for hours
    "simulate": ["simulate", "--games", "90000000", "--no-progress", "--policy", "random"],
    "goldfish": ["goldfish", "red_burn", "--games", "90000000", "--policy", "random"],
    "gauntlet": ["gauntlet", "green_stompy", "red_burn", "--games", "90000000", "--policy", "random"],
}


@pytest.mark.parametrize("command", sorted(LONG_RUNS))
def test_ctrl_c_ends_a_long_run_with_one_line(command):
    import os
    import signal
    import subprocess
    import sys
    import time
    # As from a terminal: a shell without job control starts background jobs with
    # SIGINT ignored, and a child inherits that (Python then never raises
    # KeyboardInterrupt), so the child starts with the default disposition.
    p = subprocess.Popen([sys.executable, "-m", "mtgcore.cli", *LONG_RUNS[command]],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        # Wait until it plays natively: its imports take about 0.5 s of CPU, so 1.5 s of
        # CPU (not of wall time, which a loaded machine stretches) means it is playing.
        ticks = os.sysconf("SC_CLK_TCK")
        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline and p.poll() is None:
            with open(f"/proc/{p.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if (int(fields[11]) + int(fields[12])) / ticks >= 1.5:  # utime + stime
                break
            time.sleep(0.1)
        assert p.poll() is None
        sent = time.perf_counter()
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=20)
        waited = time.perf_counter() - sent
        assert p.returncode == 130, err
        # the progress bar (on stdout for goldfish and gauntlet) is gone with the run
        assert err.strip() == "mtgcore: interrupted" and waited < 2, (err, waited)
    finally:  # a failed check must not leave a 90-million-game run behind
        if p.poll() is None:
            p.kill()
            p.communicate()


class FakeBar:
    """Records what a command shows on its progress bar (rich's Progress API)."""
    made: list = []

    def __init__(self, *columns, **kw):
        self.label = columns[0].text_format
        self.total, self.completed = None, []
        FakeBar.made.append(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def add_task(self, what, total):
        self.total = total
        return 0

    def update(self, task, completed):
        self.completed.append(completed)


@pytest.mark.parametrize("args,total", [
    (["simulate", "--games", "3000"], 3000),
    (["goldfish", "red_burn", "--games", "1500"], 3000),
    (["gauntlet", "green_stompy", "red_burn", "--games", "600"], 2400),
])
def test_long_runs_show_a_progress_bar_unless_asked_not_to(monkeypatch, args, total):
    import mtgcore.cli
    monkeypatch.setattr(mtgcore.cli, "Progress", FakeBar)
    FakeBar.made.clear()
    status, out, err = run(*args, "--threads", "2")
    assert status == 0, err
    (bar,) = FakeBar.made
    assert bar.total == total and bar.completed[-1] == total and len(bar.completed) >= 2
    assert bar.completed == sorted(bar.completed)
    for hide in ("--no-progress", "--json"):
        FakeBar.made.clear()
        status, out, err = run(*args, "--threads", "2", hide)
        assert status == 0 and not FakeBar.made, err
