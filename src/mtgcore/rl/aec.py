"""``AECEnv``: one game, two agents, as a PettingZoo AEC environment."""

from __future__ import annotations

import warnings
from typing import Optional

import gymnasium as gym
import numpy as np
from pettingzoo import AECEnv as _AECEnv

import mtgcore
from mtgcore.rl.encoding import SIZE, encode

AGENTS = ("player_0", "player_1")


class AECEnv(_AECEnv):
    """Both players of one game are agents (``player_0`` and ``player_1``), the one who
    decides acting next (``agent_selection``).

    - observation: ``{"observation": float32 (encoding.SIZE,), "action_mask": int8
      (max_actions,)}``: :mod:`mtgcore.rl.encoding` of that agent's own view (no card
      hidden from it) and its legal actions (all 0 when it does not decide);
    - action: ``Discrete(max_actions)``, an index into the legal actions; one that is
      not legal changes nothing (``infos[agent]["illegal_action"]``);
    - rewards: +1 to the winner and -1 to the loser as the game ends (0 for a draw).
    """

    metadata = {"name": "mtgcore_v1", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, deck_a="green_stompy", deck_b="red_burn", *, max_actions: int = 64,
                 max_steps: int = 20_000, render_mode: Optional[str] = None):
        super().__init__()
        self.decks = (mtgcore.Deck.load(deck_a), mtgcore.Deck.load(deck_b))
        self.max_actions, self.max_steps = int(max_actions), int(max_steps)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        obs = gym.spaces.Dict({"observation": gym.spaces.Box(-1e9, 1e9, (SIZE,), np.float32),
                               "action_mask": gym.spaces.Box(0, 1, (self.max_actions,), np.int8)})
        self.observation_spaces = {a: obs for a in AGENTS}
        self.action_spaces = {a: gym.spaces.Discrete(self.max_actions) for a in AGENTS}
        self.game: Optional[mtgcore.Game] = None
        self._rng = np.random.default_rng()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _select(self) -> None:
        self.agent_selection = AGENTS[self.game._g.decision_player]

    def observe(self, agent):
        p = AGENTS.index(agent)
        mask = np.zeros(self.max_actions, dtype=np.int8)
        g = self.game._g
        if not g.over and g.decision_player == p:
            mask[:min(self.max_actions, g.num_legal_actions())] = 1
        return {"observation": encode(self.game, p), "action_mask": mask}

    def reset(self, seed: Optional[int] = None, options=None):
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.game = mtgcore.Game(self.decks[0], self.decks[1], seed=int(self._rng.integers(0, 2**63)),
                                     min_deck_size=0)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self._steps = 0
        self._select()

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game._g
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        a = -1 if action is None else int(action)
        illegal = not 0 <= a < min(self.max_actions, g.num_legal_actions())
        if not illegal:
            g.apply_index(a)
        self.infos = {x: {} for x in self.agents}
        self.infos[agent]["illegal_action"] = illegal
        self._steps += 1
        if g.over:
            for p, x in enumerate(AGENTS):
                self.terminations[x] = True
                self.rewards[x] = 0.0 if g.winner < 0 else (1.0 if g.winner == p else -1.0)
        elif self._steps >= self.max_steps:
            self.truncations = {x: True for x in AGENTS}
        if not g.over:
            self._select()
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi" and self.game is not None:
            return repr(self.game)
        return None

    def close(self):
        pass
