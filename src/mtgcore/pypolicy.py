"""Whole games where at least one seat is played by a Python callable.

The callable sees a :class:`mtgcore.Game` and returns an action index; native
seats ask the engine's policy one decision at a time.  Game ``i`` is dealt from
seed ``(seed, i)`` exactly as in a native batch, so a callable that chooses as
'greedy' does reproduces the native games bit for bit.  A 'random' seat here
draws from a Python RNG seeded by the game's seed: reproducible, but not the
same choices as a native 'random' seat.
"""

from __future__ import annotations

import inspect
import random
from typing import Callable, Optional

import numpy as np

from mtgcore import _core
from mtgcore.cards import CardLibrary
from mtgcore.errors import IllegalActionError
from mtgcore.game import Game


def _arity(fn: Callable) -> int:
    try:
        params = [p for p in inspect.signature(fn).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        return 2 if len(params) >= 2 else 1
    except (TypeError, ValueError):
        return 1


def play_game(game: Game, policies: tuple, rng: random.Random, index: int, apply=None) -> int:
    """Play ``game`` to its end: a callable seat is asked ``policy(game[, rng])``, a
    native seat ('greedy', 'random', 'mcts:N') the engine's policy with ``rng``'s next 64 bits.
    ``apply(i)`` applies an index (default: the native game's, unrecorded); ``index``
    names the game in errors.  Returns the number of decisions taken."""
    native = game._g
    apply = apply or native.apply_index
    arity = [_arity(p) if callable(p) else 0 for p in policies]
    decisions = 0
    while not native.over:
        p = native.decision_player
        pol = policies[p]
        if callable(pol):
            idx = pol(game, rng) if arity[p] == 2 else pol(game)
            n = native.num_legal_actions()
            if isinstance(idx, bool) or not isinstance(idx, (int, np.integer)) or not 0 <= idx < n:
                raise IllegalActionError(
                    f"policy {getattr(pol, '__name__', pol)!r} returned {idx!r} in game {index}, "
                    f"not an index of the {n} legal actions")
        else:
            idx = native.policy_choice(pol, rng.getrandbits(64))
        apply(int(idx))
        decisions += 1
    return decisions


def run_python_policy_games(lib: CardLibrary, ids_a: list, ids_b: list, games: int, seed: int,
                            policies: tuple, turn_limit: int,
                            progress: Optional[Callable[[int], None]] = None) -> dict:
    out = {"winner": np.empty(games, np.int32), "turns": np.empty(games, np.int32),
           "life": np.empty((games, 2), np.int32), "starting_player": np.empty(games, np.int32),
           "reason": np.empty(games, np.int32), "decisions": np.empty(games, np.int64)}
    reasons = {name: code for code, name in enumerate(_core.END_REASONS)}
    for i in range(games):
        gseed = _core.game_seed(seed, i)
        native = _core.Game(lib.db, ids_a, ids_b, gseed, -1)
        native.turn_limit = turn_limit
        game = Game(None, None, library=lib, _native=native)
        decisions = play_game(game, policies, random.Random(gseed), i)
        out["winner"][i] = native.winner
        out["turns"][i] = native.turn
        out["life"][i] = (native.life(0), native.life(1))
        out["starting_player"][i] = native.starting_player
        out["reason"][i] = reasons.get(native.reason, 0)
        out["decisions"][i] = decisions
        if progress is not None and (i + 1) % 64 == 0:
            progress(i + 1)
    if progress is not None:
        progress(games)
    return out
