"""Pictures of simulate, goldfish and gauntlet results (matplotlib, the optional
extra ``mtgcore[plots]``).  Each function writes a PNG and returns the numbers
it drew, so tests can check the picture shows the result."""

from __future__ import annotations

import os

from mtgcore.errors import MtgError

HINT = 'plots need matplotlib: pip install "mtgcore[plots]"'


def require() -> None:
    """Raise MtgError with the install hint if matplotlib is missing."""
    _pyplot()


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise MtgError(HINT) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _save(fig, path) -> None:
    fig.tight_layout()
    fig.savefig(os.fspath(path), dpi=100, format="png")
    import matplotlib.pyplot as plt
    plt.close(fig)


def plot_simulation(result, path) -> dict:
    """Win rates with 95% intervals (overall, on the play, on the draw) and the
    game-length histogram."""
    plt = _pyplot()
    s = result.summary()
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    bars = {}
    labels = []
    for p, name in enumerate(result.deck_names):
        for key, tag in ((f"win_rate_{p}", "all"), (f"on_play_{p}", "play"), (f"on_draw_{p}", "draw")):
            v = s[key]
            rate, (lo, hi) = (v, s[f"win_rate_{p}_ci95"]) if tag == "all" else (v["rate"], v["ci95"])
            bars[f"{name} {tag}"] = (rate, lo, hi)
            labels.append(f"{name}\n{tag}")
    vals = list(bars.values())
    ax1.bar(range(len(vals)), [v[0] for v in vals],
            yerr=[[v[0] - v[1] for v in vals], [v[2] - v[0] for v in vals]], capsize=4,
            color=["tab:green"] * 3 + ["tab:red"] * 3)
    ax1.set_xticks(range(len(vals)), labels, fontsize=7)
    ax1.set_ylim(0, 1)
    ax1.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax1.set_ylabel("win rate (95% CI)")
    hist = s["turns"]["histogram"]
    ax2.bar(list(hist), list(hist.values()), color="tab:blue")
    ax2.set_xlabel("game length (turns)")
    ax2.set_ylabel("games")
    fig.suptitle(f"{result.deck_names[0]} vs {result.deck_names[1]}: {result.games} games")
    _save(fig, path)
    return {"win_rates": bars, "lengths": hist}


def plot_goldfish(result, path) -> dict:
    """Cumulative kill curve (share killed by each turn) with its interval band,
    on the play and on the draw."""
    plt = _pyplot()
    s = result.summary()
    fig, ax = plt.subplots(figsize=(7, 4))
    curves = {}
    for side, colour in (("play", "tab:red"), ("draw", "tab:blue")):
        rows = s[side]["turns"]
        t = [r["turn"] for r in rows]
        y = [r["by_turn"] for r in rows]
        ax.step(t, y, where="post", color=colour, label=f"on the {side}")
        ax.fill_between(t, [r["by_turn_ci95"][0] for r in rows], [r["by_turn_ci95"][1] for r in rows],
                        step="post", color=colour, alpha=0.2)
        curves[side] = y
    ax.set_xlabel("turn")
    ax.set_ylabel("share of games killed by this turn")
    ax.set_ylim(0, 1)
    ax.set_xlim(1, result.max_turns)
    from matplotlib.ticker import MaxNLocator
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.legend()
    ax.set_title(f"{result.deck_name} goldfish: "
                 f"{result.games} games per side")
    _save(fig, path)
    return {"cumulative": curves}


def plot_gauntlet(result, path) -> dict:
    """Heatmap of the win-rate matrix (row deck against column deck), with the
    win rate in each cell."""
    plt = _pyplot()
    rates = result.rates
    n = len(result.names)
    fig, ax = plt.subplots(figsize=(1.6 * n + 2.5, 1.2 * n + 1.5))
    im = ax.imshow(rates, cmap="RdYlGn", vmin=0, vmax=1)
    ax.set_xticks(range(n), result.names, rotation=30, ha="right")
    ax.set_yticks(range(n), result.names)
    cells = {}
    for i in range(n):
        for j in range(n):
            text = f"{rates[i, j]:.0%}"
            cells[(i, j)] = text
            ax.text(j, i, text, ha="center", va="center", fontsize=11)
        # The mirror: a check that seat A wins about half of the games.
        ax.text(i, i + 0.3, "mirror", ha="center", va="center", fontsize=7, color="dimgrey")
    fig.colorbar(im, ax=ax, label="row deck's win rate")
    ax.set_title(f"gauntlet: {result.games} games per ordered pair")
    _save(fig, path)
    return {"cells": cells, "matrix": rates.tolist()}
