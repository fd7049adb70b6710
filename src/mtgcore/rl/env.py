"""``Env``: one seat of one game against a built-in policy, as a ``gymnasium.Env``."""

from __future__ import annotations

import warnings
from typing import Optional

import gymnasium as gym
import numpy as np

import mtgcore
from mtgcore._checks import native_policy
from mtgcore.errors import MtgError
from mtgcore.rl.encoding import SIZE, encode


class Env(gym.Env):
    """Player ``seat`` of ``deck`` against ``opponent_deck`` played by ``opponent``
    ('random' or 'greedy', natively).

    - observation: float32 ``(encoding.SIZE,)``, :mod:`mtgcore.rl.encoding` of the
      seat's view (no hidden card);
    - action: ``Discrete(max_actions)``, an index into the pending decision's legal
      actions; ``info["action_mask"]`` (int8, ``(max_actions,)``) marks the legal ones
      (a decision with more than ``max_actions`` offers only the first ones).  An
      index that is not legal changes nothing (``info["illegal_action"]`` True,
      reward 0);
    - reward: +1 when the seat wins, -1 when it loses, 0 otherwise (a draw too);
      ``terminated`` when the game ends, ``truncated`` past ``max_steps`` steps.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, deck="green_stompy", opponent_deck="red_burn", *, opponent: str = "random",
                 seat: int = 0, max_actions: int = 64, max_steps: int = 5000,
                 render_mode: Optional[str] = None):
        try:
            native_policy(opponent)
        except MtgError as e:
            raise MtgError(f"unknown opponent policy {opponent!r} ({e})") from None
        if seat not in (0, 1):
            raise MtgError(f"seat must be 0 or 1, not {seat!r}")
        self.decks = (mtgcore.Deck.load(deck), mtgcore.Deck.load(opponent_deck))
        self.opponent, self.seat = opponent, seat
        self.max_actions, self.max_steps = int(max_actions), int(max_steps)
        self.render_mode = render_mode
        self.observation_space = gym.spaces.Box(-1e9, 1e9, (SIZE,), np.float32)
        self.action_space = gym.spaces.Discrete(self.max_actions)
        self.game: Optional[mtgcore.Game] = None
        self._steps = 0
        self._policy_seed = 0

    def _opponent_moves(self) -> None:
        g = self.game._g
        while not g.over and g.decision_player != self.seat:
            self._policy_seed += 1
            g.apply_index(g.policy_choice(self.opponent, self._policy_seed))

    def _mask(self) -> np.ndarray:
        m = np.zeros(self.max_actions, dtype=np.int8)
        if not self.game.is_over:
            m[:min(self.max_actions, self.game._g.num_legal_actions())] = 1
        return m

    def _obs(self):
        return encode(self.game, self.seat)

    def reset(self, *, seed: Optional[int] = None, options=None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**63))
        seats = self.decks if self.seat == 0 else self.decks[::-1]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.game = mtgcore.Game(seats[0], seats[1], seed=game_seed, min_deck_size=0)
        self._policy_seed = game_seed
        self._steps = 0
        self._opponent_moves()
        return self._obs(), {"action_mask": self._mask()}

    def step(self, action):
        g = self.game._g
        a = int(action)
        illegal = g.over or not 0 <= a < min(self.max_actions, g.num_legal_actions())
        if not illegal:
            g.apply_index(a)
            self._opponent_moves()
        self._steps += 1
        terminated = bool(g.over)
        reward = 0.0
        if terminated and g.winner >= 0:
            reward = 1.0 if g.winner == self.seat else -1.0
        truncated = not terminated and self._steps >= self.max_steps
        return self._obs(), reward, terminated, truncated, {"action_mask": self._mask(),
                                                            "illegal_action": illegal}

    def render(self):
        if self.render_mode == "ansi" and self.game is not None:
            return repr(self.game.view(self.seat))
        return None
