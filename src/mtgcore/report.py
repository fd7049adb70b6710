"""Machine-readable output of simulate, goldfish and gauntlet: JSON (the
results' ``summary()``) and CSV files."""

from __future__ import annotations

import csv
import json
import os


def to_json(summary: dict) -> str:
    return json.dumps(summary, indent=2, default=lambda o: o.item() if hasattr(o, "item") else str(o))


def _write(path, header: list, rows: list) -> None:
    with open(os.fspath(path), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


def simulation_csv(result, path) -> None:
    """One row per game: index, winner, turns, both life totals, starting player,
    end reason, decisions."""
    from mtgcore.simulate import reason_name

    rows = [(i, int(result.winner[i]), int(result.turns[i]), int(result.life[i, 0]),
             int(result.life[i, 1]), int(result.starting_player[i]), reason_name(int(result.reason[i])),
             int(result.decisions[i])) for i in range(result.games)]
    _write(path, ["game", "winner", "turns", "life_a", "life_b", "starting_player", "reason",
                  "decisions"], rows)


def goldfish_csv(result, path) -> None:
    """One row per side and turn: killed on that turn and by that turn, with intervals."""
    s = result.summary()
    rows = []
    for side in ("play", "draw"):
        for r in s[side]["turns"]:
            rows.append((side, r["turn"], r["killed"], s[side]["games"], f"{r['share']:.6f}",
                         f"{r['share_ci95'][0]:.6f}", f"{r['share_ci95'][1]:.6f}",
                         f"{r['by_turn']:.6f}", f"{r['by_turn_ci95'][0]:.6f}",
                         f"{r['by_turn_ci95'][1]:.6f}"))
    _write(path, ["side", "turn", "killed", "games", "share", "share_lo", "share_hi", "by_turn",
                  "by_turn_lo", "by_turn_hi"], rows)


def gauntlet_csv(result, path) -> None:
    """One row per (deck, opponent): wins, games, draws, win rate and interval."""
    rows = []
    n = len(result.names)
    for i in range(n):
        for j in range(n):
            lo, hi = result.interval(i, j)
            rows.append((result.names[i], result.names[j], int(result.wins[i, j]),
                         int(result.played[i, j]), int(result.draws[i, j]),
                         f"{result.rates[i, j]:.6f}", f"{lo:.6f}", f"{hi:.6f}"))
    _write(path, ["deck", "opponent", "wins", "games", "draws", "win_rate", "ci_lo", "ci_hi"], rows)
