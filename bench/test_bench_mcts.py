"""The search player ("mcts:N", cpp/engine/search/mcts.cpp) against greedy.  Run:

    python -m pytest bench/test_bench_mcts.py --benchmark-enable -s
    MTG_MCTS_BUDGETS=100,1000 MTG_MCTS_GAMES=10 python -m pytest bench/test_bench_mcts.py -s

or as a script, printing the README's table rows:

    PYTHONPATH=src python bench/test_bench_mcts.py --budgets 100 1000 --games 10

For each budget N and each matchup (deck A, deck B): ``games`` games of mcts:N piloting
deck A against greedy piloting deck B, and ``games`` with the seats and decks swapped
(mcts:N piloting deck B against greedy with deck A), so every matchup is played by the
search from both sides of the table and both seats; the pooled win rate gets a 95%
Wilson interval.  The mirror (mcts:N against mcts:N) should be near 50%.
decisions/s counts the search player's decisions only (those with more than one
legal action are searched; the rest cost nothing), games/s the whole games, both
over wall time on ``threads`` threads.  Seeded: the same command gives the same games.
"""

import argparse
import os
import time

import pytest

import mtgcore
from mtgcore.stats import wilson_interval

# The bundled decks' matchups used here: the bench decks, the rules core, the
# control deck, and the flyers.
MATCHUPS = [("green_stompy", "red_burn"), ("orzhov_aristocrats", "gruul_undying"),
            ("azorius_control", "green_stompy"), ("white_weenie", "blue_black_skies")]
SEED = 2026


def measure(spec: str, games: int, threads: int = 2, matchups=MATCHUPS, opponent: str = "greedy",
            seed: int = SEED) -> dict:
    """Win rate of `spec` against `opponent` over `matchups`, both decks, both seats."""
    wins = played = 0
    decisions = 0
    start = time.perf_counter()
    per = []
    for k, (a, b) in enumerate(matchups):
        w = n = 0
        for j, (deck0, deck1) in enumerate(((a, b), (b, a))):
            s = seed + 10 * k + j
            # the searcher in seat 0 with deck0, then in seat 1 with deck1... (both seats)
            r0 = mtgcore.simulate(deck0, deck1, games=games, seed=s, policy=(spec, opponent), threads=threads)
            r1 = mtgcore.simulate(deck1, deck0, games=games, seed=s + 5, policy=(opponent, spec), threads=threads)
            w += int((r0.winner == 0).sum()) + int((r1.winner == 1).sum())
            n += 2 * games
            decisions += int(r0.decisions.sum()) + int(r1.decisions.sum())
        per.append((a, b, w, n))
        wins, played = wins + w, played + n
    secs = time.perf_counter() - start
    lo, hi = wilson_interval(wins, played)
    return {"spec": spec, "wins": wins, "games": played, "rate": wins / played, "ci": (lo, hi),
            "games_per_s": played / secs, "decisions_per_s": decisions / secs, "seconds": secs,
            "per_matchup": per}


def positions(count: int = 24, matchups=MATCHUPS) -> list:
    """Decisions with more than one legal action from greedy games (every 7th one), as
    games to search from."""
    out = []
    for k, (a, b) in enumerate(matchups):
        g = mtgcore.Game(a, b, seed=SEED + k)
        seen = 0
        while not g.is_over and len(out) < count * (k + 1) // len(matchups):
            if g._g.num_legal_actions() > 1:
                seen += 1
                if seen % 7 == 0:
                    out.append(g.clone())
            g.apply(g._g.policy_choice("greedy", 0))
    return out


def decision_rate(spec: str, games: list) -> dict:
    """Searched decisions per second on one thread (one search from each position)."""
    start = time.perf_counter()
    for i, g in enumerate(games):
        g._g.policy_choice(spec, i)
    secs = time.perf_counter() - start
    return {"decisions_per_s": len(games) / secs, "ms_per_decision": 1000 * secs / len(games)}


def row(m) -> str:
    lo, hi = m["ci"]
    return (f"| {m['spec']} | {m['wins']}/{m['games']} = {m['rate']:.1%} | {lo:.1%} – {hi:.1%} | "
            f"{m['games_per_s']:.2f} | {m['decisions_per_s']:,.0f} |")


BUDGETS = [int(x) for x in os.environ.get("MTG_MCTS_BUDGETS", "100").split(",")]
GAMES = int(os.environ.get("MTG_MCTS_GAMES", "4"))


@pytest.mark.parametrize("budget", BUDGETS)
def test_mcts_against_greedy(budget):
    m = measure(f"mcts:{budget}", GAMES)
    print("\n" + row(m))
    for a, b, w, n in m["per_matchup"]:
        print(f"  {a} vs {b}: {w}/{n}")
    assert m["games"] == GAMES * 4 * len(MATCHUPS)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--budgets", type=int, nargs="+", default=[100, 1000])
    ap.add_argument("--games", type=int, default=10, help="games per matchup, deck side and seat")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--mirror", action="store_true", help="also mcts:N against itself")
    ap.add_argument("--matchups", type=int, default=len(MATCHUPS), help="the first K matchups")
    ap.add_argument("--options", default="", help="extra mcts options, e.g. ',worlds=4'")
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--rate-only", action="store_true", help="only the searched decisions/s")
    args = ap.parse_args()
    if args.rate_only:
        games = positions()
        for n in args.budgets:
            r = decision_rate(f"mcts:{n}{args.options}", games)
            print(f"mcts:{n}{args.options}: {r['decisions_per_s']:.2f} searched decisions/s, "
                  f"{r['ms_per_decision']:.1f} ms each, {n * r['decisions_per_s']:,.0f} playouts/s "
                  f"(1 thread, {len(games)} positions)", flush=True)
        raise SystemExit(0)
    print("| policy (vs greedy) | wins | 95% interval | games/s | decisions/s |")
    print("| --- | --- | --- | --- | --- |")
    for n in args.budgets:
        spec = f"mcts:{n}{args.options}"
        m = measure(spec, args.games, args.threads, MATCHUPS[:args.matchups], seed=args.seed)
        print(row(m), flush=True)
        for a, b, w, k in m["per_matchup"]:
            print(f"|   {a} vs {b} | {w}/{k} | | | |", flush=True)
        if args.mirror:
            m = measure(spec, args.games, args.threads, MATCHUPS[:args.matchups], opponent=spec, seed=args.seed)
            print(row(m).replace(spec, spec + " vs itself"), flush=True)
