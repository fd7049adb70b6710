"""Environments for agents (the optional extra ``mtgcore[rl]``): see docs/agents.md.

- :class:`Env` -- a ``gymnasium.Env`` for one seat against a built-in policy
- :class:`VectorEnv` -- a ``gymnasium.vector.VectorEnv`` over :class:`mtgcore.VectorGames`
- :class:`AECEnv` -- a PettingZoo AEC environment: one game, two agents
- :mod:`mtgcore.rl.encoding` -- the fixed-size board encoding of a player's view
"""

from mtgcore.rl.env import Env
from mtgcore.rl.vector_env import VectorEnv
from mtgcore.rl.aec import AECEnv

__all__ = ["AECEnv", "Env", "VectorEnv"]
