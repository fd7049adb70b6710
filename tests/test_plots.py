"""--plot / mtgcore.plots: PNGs that show the result's numbers."""

import struct
import sys

import pytest
from click.testing import CliRunner

import mtgcore
from mtgcore import plots
from mtgcore.cli import main
from mtgcore.errors import MtgError

PNG = b"\x89PNG\r\n\x1a\n"


def png_size(path):
    data = path.read_bytes()
    assert data[:8] == PNG and data[12:16] == b"IHDR"
    w, h = struct.unpack(">II", data[16:24])
    return len(data), w, h


def check_png(path, min_w=400, min_h=250):
    nbytes, w, h = png_size(path)
    assert 5_000 < nbytes < 500_000
    assert min_w <= w <= 2500 and min_h <= h <= 2000
    return w, h




@pytest.fixture(autouse=True)
def _mpl(request):
    if request.node.get_closest_marker("nompl") is None:
        pytest.importorskip("matplotlib")


def test_simulation_plot(tmp_path):
    r = mtgcore.simulate("green_stompy", "white_weenie", games=300, seed=2, policy="greedy")
    drawn = plots.plot_simulation(r, tmp_path / "s.png")
    check_png(tmp_path / "s.png")
    s = r.summary()
    assert drawn["win_rates"]["green_stompy all"][0] == s["win_rate_0"]
    assert drawn["win_rates"]["white_weenie draw"][0] == s["on_draw_1"]["rate"]
    lo, rate, hi = drawn["win_rates"]["green_stompy play"][1], *drawn["win_rates"]["green_stompy play"][::2]
    assert lo <= rate <= hi
    assert sum(drawn["lengths"].values()) == 300


def test_goldfish_plot(tmp_path):
    r = mtgcore.goldfish("red_burn", games=200, seed=2)
    drawn = plots.plot_goldfish(r, tmp_path / "g.png")
    check_png(tmp_path / "g.png")
    s = r.summary()
    assert drawn["cumulative"]["play"] == [row["by_turn"] for row in s["play"]["turns"]]
    assert drawn["cumulative"]["draw"][-1] == pytest.approx(1 - s["draw"]["never_killed_share"])


def test_gauntlet_heatmap_and_cli(tmp_path):
    decks = ["green_stompy", "red_burn", "white_weenie"]
    r = mtgcore.gauntlet(decks, games=100, seed=4)
    drawn = plots.plot_gauntlet(r, tmp_path / "h.png")
    check_png(tmp_path / "h.png")
    assert drawn["cells"][(0, 1)] == f"{r.wins[0, 1] / r.played[0, 1]:.0%}"
    assert drawn["matrix"] == r.rates.tolist()
    out = CliRunner().invoke(main, ["gauntlet", *decks, "-n", "100", "-s", "4", "--plot", str(tmp_path / "c.png")])
    assert out.exit_code == 0, out.output
    assert (tmp_path / "c.png").read_bytes()[:8] == PNG


def test_cli_plots_for_simulate_and_goldfish(tmp_path):
    for args, name in ((["simulate", "-n", "100"], "s.png"), (["goldfish", "red_burn", "-n", "50"], "g.png")):
        out = CliRunner().invoke(main, [*args, "--plot", str(tmp_path / name)])
        assert out.exit_code == 0, out.output
        check_png(tmp_path / name)


@pytest.mark.nompl
def test_missing_matplotlib_gives_one_line_hint(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import fails
    r = mtgcore.goldfish("red_burn", games=5)
    with pytest.raises(MtgError, match=r'pip install "mtgcore\[plots\]"'):
        plots.plot_goldfish(r, tmp_path / "x.png")
    out = CliRunner().invoke(main, ["goldfish", "red_burn", "-n", "5", "--plot", str(tmp_path / "x.png")])
    assert out.exit_code == 1 and out.output.count("\n") == 1 and "mtgcore[plots]" in out.output
    assert not (tmp_path / "x.png").exists()
