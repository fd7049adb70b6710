"""``VectorEnv``: many games in lock-step (:class:`mtgcore.VectorGames`) as a
``gymnasium.vector.VectorEnv``."""

from __future__ import annotations

from typing import Optional

import gymnasium as gym
import numpy as np
from gymnasium.vector import AutoresetMode

import mtgcore
from mtgcore.vector import FEATURES


class VectorEnv(gym.vector.VectorEnv):
    """``num_envs`` games of ``deck`` (player 0, the agent) against ``opponent_deck``
    (player 1, played natively by ``opponent``: 'random' or 'greedy').

    - observations: float32 ``(num_envs, len(mtgcore.vector.FEATURES))``, the batch's
      feature vector (:data:`mtgcore.vector.FEATURES`: turn, step, decision, life,
      hand, library, lands, creatures ... per player);
    - actions: ``MultiDiscrete([max_actions] * num_envs)``, an index into each game's
      legal actions; ``info["action_mask"]`` is ``(num_envs, max_actions)`` int8.  A
      game given an index that is not legal is stepped with its first legal action
      (``info["illegal_action"]`` marks it): the batch steps in one native call;
    - rewards: +1 / -1 / 0 as a game is won / lost / drawn by player 0;
    - autoreset: a game that ends restarts at once (Gymnasium's ``SAME_STEP`` mode):
      the observation returned for it is its next game's first, and
      ``info["final_winner"]`` holds the winner of the game that ended (-1 draw, -2
      none ended).  ``threads`` native threads step the batch with the GIL released.
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, num_envs: int = 16, deck="green_stompy", opponent_deck="red_burn", *,
                 opponent: str = "random", max_actions: int = 64, seed: int = 0, threads: int = 1):
        self.num_envs = int(num_envs)
        self._args = (deck, opponent_deck, opponent, int(max_actions), int(threads))
        self.max_actions = int(max_actions)
        self.single_observation_space = gym.spaces.Box(-1e9, 1e9, (len(FEATURES),), np.float32)
        self.single_action_space = gym.spaces.Discrete(self.max_actions)
        self.observation_space = gym.vector.utils.batch_space(self.single_observation_space, self.num_envs)
        self.action_space = gym.spaces.MultiDiscrete([self.max_actions] * self.num_envs)
        self._games: Optional[mtgcore.VectorGames] = None
        self._seed = int(seed)
        self._obs = np.zeros((self.num_envs, len(FEATURES)), dtype=np.float32)

    def _observe(self):
        o = self._games.observe()
        np.copyto(self._obs, o.features, casting="unsafe")
        return o

    def reset(self, *, seed: Optional[int] = None, options=None):
        if seed is not None:
            self._seed = int(seed)
        deck, opp_deck, opponent, max_actions, threads = self._args
        self._games = mtgcore.VectorGames(deck, opp_deck, self.num_envs, seed=self._seed, opponent=opponent,
                                          max_actions=max_actions, threads=threads)
        o = self._observe()
        return self._obs.copy(), {"action_mask": o.mask.astype(np.int8)}

    def step(self, actions):
        a = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)
        o = self._games.observe()
        n = np.minimum(o.num_actions, self.max_actions)
        illegal = (a < 0) | (a >= n)
        a = np.where(illegal, 0, a).astype(np.int32)
        res = self._games.step(a)
        done = res.done.astype(bool)
        rewards = np.where(done & (res.winner == 0), 1.0, np.where(done & (res.winner == 1), -1.0, 0.0))
        o = self._observe()
        info = {"action_mask": o.mask.astype(np.int8), "illegal_action": illegal,
                "final_winner": res.winner.copy()}
        return (self._obs.copy(), rewards.astype(np.float32), done.copy(),
                np.zeros(self.num_envs, dtype=bool), info)
