"""Whole games played by a policy with invariants checked (rules tests' helper)."""

import random

import mtgcore


def play_whole_games(deck: str, policy: str, seeds=range(3), check_every: int = 25) -> str:
    """Plays deck against itself once per seed with the random or greedy policy,
    checking the invariants every `check_every` actions; returns the games' logs."""
    logs = []
    for seed in seeds:
        g = mtgcore.Game(deck, deck, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not g.is_over and steps < 20000:
            if policy == "random":
                g.apply(rng.choice(g.decision.actions))
            else:
                g.play("greedy", seed=seed, max_actions=1)
            steps += 1
            if steps % check_every == 0:
                assert g.check_invariants() == ""
        assert g.is_over
        logs.append(g.log())
    return "\n".join(logs)
