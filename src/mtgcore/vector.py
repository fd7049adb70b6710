"""Many games in lock-step, for agents that act from Python on arrays.

>>> import numpy as np, mtgcore
>>> env = mtgcore.VectorGames("green_stompy", "red_burn", 256, seed=0, opponent="random")
>>> obs = env.observe()                      # obs.mask: (256, max_actions) legal actions
>>> rng = np.random.default_rng(0)
>>> acts = (rng.random(256) * obs.num_actions).astype(np.int32)
>>> res = env.step(acts)                     # res.done / res.winner per game

Game ``i`` of the batch starts from seed ``GameSeed(seed, i)``; when it ends it
restarts at once with the slot's next seed (``i + k * n`` for its ``k``-th game),
so runs are reproducible and independent of ``threads``.  Threads are started per
step, so ``threads > 1`` pays off only for large batches (about 1,000+ games).  With ``opponent`` set
to ``"random"`` or ``"greedy"``, that built-in policy plays player 1 natively
and every returned decision is player 0's.
"""

from __future__ import annotations

import os
from typing import NamedTuple, Optional, Union

import numpy as np

from mtgcore._checks import action_array, as_count, as_int, card_library, native_policy, thread_count
from mtgcore.cards import CardLibrary
from mtgcore.errors import InvalidIdError, MtgError
from mtgcore.deck import Deck
from mtgcore.game import DECISION_KINDS

PLAYER_FEATURES = ("life", "poison", "hand", "library", "graveyard", "lands", "untapped_lands",
                   "creatures", "creature_power")
#: Names of the columns of ``Observation.features`` (players are absolute: 0 and 1).
FEATURES = ("turn", "step", "active_player", "decision_kind", "decision_player",
            "stack_size") + tuple(f"{f}_{p}" for p in (0, 1) for f in PLAYER_FEATURES)


def _read_only(a: np.ndarray) -> np.ndarray:
    """A read-only view of ``a`` (the engine keeps writing ``a`` itself)."""
    v = a.view()
    v.flags.writeable = False
    return v


class Observation(NamedTuple):
    """Read-only views of the batch's buffers (rewritten by the next observe: copy
    to keep or to change)."""

    kind: np.ndarray         # (n,) decision kind, index into mtgcore.game.DECISION_KINDS
    player: np.ndarray       # (n,) deciding player
    num_actions: np.ndarray  # (n,) number of legal actions
    mask: np.ndarray         # (n, max_actions) 1 where the action index is legal
    features: np.ndarray     # (n, len(FEATURES)) int32


class StepResult(NamedTuple):
    """Read-only views of the batch's result buffers (rewritten by the next step)."""

    done: np.ndarray    # (n,) 1 where the game ended this step (it has restarted)
    winner: np.ndarray  # (n,) winner of the game that ended (-1 draw), -2 if not done
    ended: int          # number of games that ended this step


#: Games grow as they are played (new objects, effects): a few hundred steps in, a
#: batch holds about a quarter more than when it was dealt.
_GROWTH = 1.25


def _malloc_in_use():
    """Bytes the C allocator has handed out now (glibc's mallinfo2), or None."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd",
                                                   "usmblks", "fsmblks", "uordblks", "fordblks",
                                                   "keepcost")]
    try:
        f = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return None
    f.restype = MallInfo2
    m = f()
    return m.uordblks + m.hblkhd


def bytes_per_game(lib: CardLibrary, ids_a: list, ids_b: list, max_actions: int) -> int:
    """About how many bytes one game of a batch takes once it has been played a
    while: measured as the engine deals two small batches (their difference cancels
    the card data) where the C allocator tells (glibc), else estimated from the
    size of one game's state; plus the batch's numpy buffers."""
    from mtgcore import _batch, _core

    per_game = 0
    small, large = 8, 40
    before = _malloc_in_use()
    if before is not None:
        a = _batch.VecGames(lib.blob, ids_a, ids_b, small, 0, -1, 1, 1, 500)
        mid = _malloc_in_use()
        b = _batch.VecGames(lib.blob, ids_a, ids_b, large, 0, -1, 1, 1, 500)
        after = _malloc_in_use()
        del a, b
        per_game = ((after - mid) - (mid - before)) // (large - small)
    if per_game <= 0:  # a game's heap holds about 7 times its encoded state
        per_game = 7 * len(_core.Game(lib.db, ids_a, ids_b, 0, -1).state_bytes())
    buffers = 4 * 3 + max_actions + 4 * len(FEATURES) + 1 + 4  # kind, player, num_actions, mask, ...
    return int(per_game * _GROWTH) + buffers


def available_memory():
    """Bytes this process may still allocate, as far as the system tells: the
    smallest of the memory available (MemAvailable, else free pages), a cgroup's
    limit and the address-space limit; None if unknown."""
    limits = []
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    limits.append(int(line.split()[1]) * 1024)
    except (OSError, ValueError, IndexError):
        pass
    if not limits:
        try:
            limits.append(os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
        except (ValueError, OSError, AttributeError):
            pass
    try:  # cgroup v2: memory.max minus memory.current
        with open("/sys/fs/cgroup/memory.max") as f:
            cap = f.read().strip()
        if cap != "max":
            with open("/sys/fs/cgroup/memory.current") as f:
                limits.append(int(cap) - int(f.read()))
    except (OSError, ValueError):
        pass
    try:
        import resource
        soft = resource.getrlimit(resource.RLIMIT_AS)[0]
        if soft != resource.RLIM_INFINITY:
            with open("/proc/self/status") as f:
                vm = int(f.read().split("VmSize:")[1].split()[0]) * 1024
            limits.append(soft - vm)
    except (ImportError, OSError, ValueError, IndexError):
        pass
    return max(0, min(limits)) if limits else None


def _size(nbytes: float) -> str:
    for unit, scale in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if nbytes >= scale:
            return f"{nbytes / scale:,.1f} {unit}"
    return f"{nbytes:,.0f} bytes"


class VectorGames:
    """``n`` games of ``deck_a`` (player 0) against ``deck_b`` (player 1) in lock-step.

    ``opponent``: None (the default: the caller answers both players' decisions),
    or 'random' / 'greedy' / 'mcts:N,...' to have that policy play player 1 natively.  A batch that
    would not fit in the memory available (:func:`bytes_per_game` times ``n``,
    against :func:`available_memory`) is refused with an :class:`~mtgcore.MtgError`
    saying how much it would need, before any game is dealt.
    """

    def __init__(self, deck_a: Union[Deck, str, os.PathLike], deck_b: Union[Deck, str, os.PathLike],
                 n: int, *, seed: int = 0, opponent: Optional[str] = None, max_actions: int = 128,
                 threads: int = 1, turn_limit: int = 500, library: Optional[CardLibrary] = None):
        from mtgcore import _batch

        n = as_count(n, "n (number of games)", 1, 10_000_000)
        max_actions = as_count(max_actions, "max_actions", 1, 1 << 16)
        threads = thread_count(threads, n)
        turn_limit = as_count(turn_limit, "turn_limit", 1, 1_000_000)
        seed = as_int(seed, "seed")
        if opponent is not None:
            try:
                native_policy(opponent)
            except MtgError as e:
                raise MtgError(f"unknown opponent policy {opponent!r} ({e}); or None") from None
        lib = card_library(library)
        da, db = Deck.load(deck_a, library=lib), Deck.load(deck_b, library=lib)
        lib = lib.for_decks(da, db)  # with the compiled cards the decks use
        ids_a, ids_b = da.def_ids(lib), db.def_ids(lib)
        per_game = bytes_per_game(lib, ids_a, ids_b, max_actions)
        free = available_memory()
        if free is not None and n * per_game > free:
            raise MtgError(f"VectorGames of {n:,} games would need about {_size(n * per_game)} of memory "
                           f"(about {_size(per_game)} per game), but about {_size(free)} is available: "
                           f"use at most {max(1, free // per_game):,} games (n)")
        self.n = n
        self._b = _batch.VecGames(lib.blob, ids_a, ids_b, n, seed & (2**64 - 1),
                                  opponent,
                                  max_actions, threads, turn_limit)
        b = self._b
        self._obs = Observation(*(_read_only(a) for a in (b.kind, b.player, b.num_actions, b.mask,
                                                          b.features)))
        self._done, self._winner = _read_only(b.done), _read_only(b.winner)

    def observe(self) -> Observation:
        """The pending decision of every game, its legal-action mask and features."""
        self._b.observe()
        return self._obs

    def step(self, actions) -> StepResult:
        """Apply ``actions[i]`` (an index into game i's legal actions) to every game.

        Any illegal index (or a float, boolean or out-of-int32 value) raises
        :class:`~mtgcore.IllegalActionError` naming the game, and no game changes.
        Ctrl-C stops a large step between chunks of games: the games before the
        interrupt have stepped, the rest have not (``done`` 0, ``winner`` -2).
        Calls from several threads at once are serialized.
        """
        ended = self._b.step(action_array(actions, self.n))
        return StepResult(self._done, self._winner, ended)

    def labels(self, i: int) -> list:
        """Readable labels of game ``i``'s legal actions, in index order."""
        i = as_int(i, "game index", InvalidIdError)
        if not 0 <= i < self.n:
            raise InvalidIdError(f"no game {i} in this batch of {self.n}")
        return self._b.labels(i)

    @property
    def games_finished(self) -> int:
        return self._b.games_finished

    def decision_kinds(self) -> list:
        return [DECISION_KINDS[k] for k in self._b.kind]
