"""Golden playthroughs: seeded games whose every decision is compared line by line
with a stored transcript, so any change of behaviour shows up as a readable diff.

After an intended rules change, regenerate with
``MTGCORE_REGEN_GOLDEN=1 python -m pytest tests/test_golden.py`` and review the diff.
"""

import os
import pathlib

import pytest

import mtgcore

GOLDEN = pathlib.Path(__file__).parent / "golden"
GAMES = [
    ("green_stompy", "red_burn", 1, "greedy"),
    ("white_weenie", "blue_black_skies", 2, "greedy"),
]


def transcript(deck_a, deck_b, seed, policy):
    g = mtgcore.Game(deck_a, deck_b, seed=seed)
    lines = [f"# {deck_a} vs {deck_b}, seed {seed}, policy {policy}; starting player "
             f"{'AB'[g.starting_player]}"]
    while not g.is_over:
        d = g.decision
        i = g._g.policy_choice(mtgcore.game.POLICIES[policy], seed)
        life = "/".join(str(p.life) for p in g.players)
        lines.append(f"T{g.turn} {g.step} life {life} | {'AB'[d.player]} {d.kind}: {d.actions[i].label}")
        g.apply(i)
    r = g.result
    lines.append(f"# result: {'draw' if r.draw else 'AB'[r.winner] + ' wins'} on turn {r.turns} "
                 f"({r.reason}); life {'/'.join(str(p.life) for p in g.players)}")
    return lines


@pytest.mark.parametrize("deck_a,deck_b,seed,policy", GAMES)
def test_golden_playthrough(deck_a, deck_b, seed, policy):
    path = GOLDEN / f"{deck_a}-{deck_b}-{seed}-{policy}.txt"
    got = transcript(deck_a, deck_b, seed, policy)
    if os.environ.get("MTGCORE_REGEN_GOLDEN"):
        path.write_text("\n".join(got) + "\n")
    assert path.exists(), f"no golden transcript {path.name}: regenerate and review it"
    want = path.read_text().splitlines()
    for n, (a, b) in enumerate(zip(want, got), start=1):
        assert a == b, f"{path.name} line {n} differs:\n  golden: {a}\n  now:    {b}"
    assert len(want) == len(got), f"{path.name}: {len(want)} lines stored, {len(got)} now"
