"""mtgcore.rl: Gymnasium and PettingZoo environments, checked with their API checkers."""

import json

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import mtgcore  # noqa: E402
from mtgcore.rl import AECEnv, Env, VectorEnv  # noqa: E402
from mtgcore.rl import encoding  # noqa: E402


def test_env_passes_gymnasiums_env_checker():
    from gymnasium.utils.env_checker import check_env
    check_env(Env(opponent="greedy"), skip_render_check=True)


def test_env_plays_masked_random_episodes_to_the_end_with_rewards():
    env = Env(max_actions=64)
    rng = np.random.default_rng(0)
    rewards = []
    for ep in range(3):
        obs, info = env.reset(seed=ep)
        assert env.observation_space.contains(obs)
        done = False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            obs, r, term, trunc, info = env.step(int(rng.choice(legal)))
            assert not info["illegal_action"]
            done = term or trunc
        rewards.append(r)
    assert set(rewards) <= {-1.0, 0.0, 1.0}
    # an illegal index changes nothing
    obs, info = env.reset(seed=9)
    before = env.game.digest()
    _, r, _, _, info = env.step(63 if info["action_mask"][63] == 0 else 0)
    assert info["illegal_action"] and env.game.digest() == before and r == 0


def test_aec_env_passes_pettingzoos_api_test():
    from pettingzoo.test import api_test
    api_test(AECEnv(), num_cycles=300, verbose_progress=False)


def test_aec_observations_are_each_agents_own_view():
    env = AECEnv()
    env.reset(seed=3)
    for _ in range(40):
        agent = env.agent_selection
        obs = env.observe(agent)
        other = "player_1" if agent == "player_0" else "player_0"
        assert obs["action_mask"].sum() > 0 and env.observe(other)["action_mask"].sum() == 0
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        if any(env.terminations.values()):
            break
    p = 0
    np.testing.assert_array_equal(env.observe("player_0")["observation"],
                                  encoding.encode_view(env.game.view(p).to_dict(), env.game.library.ids))


def test_encoding_holds_no_hidden_card():
    """The encoding of a game and of a game whose hidden cards are dealt again are equal."""
    g = mtgcore.Game("green_stompy", "red_burn", seed=4)
    g.play("random", seed=1, max_actions=150)
    for p in (0, 1):
        d = g.determinize(p, seed=7, opponent_deck="250 Island\n")
        np.testing.assert_array_equal(encoding.encode(g, p), encoding.encode(d, p))
    assert encoding.SIZE == len(encoding.GLOBAL_FEATURES) + \
        (2 * encoding.BOARD_SLOTS + encoding.HAND_SLOTS) * len(encoding.CARD_FEATURES) + \
        encoding.STACK_SLOTS * len(encoding.STACK_FEATURES)


def test_vector_env_spaces_masks_and_same_step_autoreset():
    env = VectorEnv(8, seed=1)
    obs, info = env.reset()
    assert env.observation_space.contains(obs)
    assert info["action_mask"].shape == (8, env.max_actions)
    rng = np.random.default_rng(1)
    finished = 0
    for _ in range(3000):
        k = info["action_mask"].sum(1)
        assert (k > 0).all()
        obs, r, term, trunc, info = env.step((rng.random(8) * k).astype(np.int64))
        assert obs.shape == (8, len(mtgcore.vector.FEATURES)) and not trunc.any()
        assert ((r != 0) <= term).all()
        assert (info["final_winner"][term] >= -1).all() and (info["final_winner"][~term] == -2).all()
        finished += int(term.sum())
        assert not info["illegal_action"].any()
    assert finished > 0
    assert env.metadata["autoreset_mode"] == gym.vector.AutoresetMode.SAME_STEP
    json.dumps(env.metadata, default=str)


def test_agents_doc_examples_run(capsys):
    import pathlib
    import re
    doc = (pathlib.Path(__file__).parent.parent / "docs" / "agents.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", doc, re.S)
    assert len(blocks) >= 2
    for block in blocks:
        ns: dict = {}
        exec(compile(block, "docs/agents.md", "exec"), ns)
    assert "won by the random agent" in capsys.readouterr().out
    assert ns["env"].game.is_over
    # the numbers the doc states are the code's
    assert f"`encoding.SIZE` = {encoding.SIZE:,}" in doc
    assert f"`GLOBAL_FEATURES` ({len(encoding.GLOBAL_FEATURES)})" in doc
    assert f"`CARD_FEATURES` ({len(encoding.CARD_FEATURES)})" in doc
    assert f"float32 `(num_envs, {len(mtgcore.vector.FEATURES)})`" in doc
