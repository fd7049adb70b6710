"""Checks of user-supplied numbers, shared by the public API: every bad value
becomes an :class:`~mtgcore.MtgError` naming it, before anything native runs."""

from __future__ import annotations

import operator
import os

import numpy as np

from mtgcore.errors import IllegalActionError, MtgError

INT32_MIN, INT32_MAX = -2**31, 2**31 - 1
#: Most games one call of :func:`mtgcore.simulate` plays (its result arrays take
#: about 40 bytes per game).
MAX_GAMES = 100_000_000


def as_int(value, what: str, error=MtgError) -> int:
    """``value`` as a Python int: ints and numpy integers, never bools or floats."""
    if isinstance(value, (bool, np.bool_)):
        raise error(f"{what} must be an integer, not the boolean {value!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise error(f"{what} must be an integer, not {type(value).__name__} {value!r}") from None


def as_count(value, what: str, lo: int, hi: int) -> int:
    """An integer in ``[lo, hi]``."""
    v = as_int(value, what)
    if not lo <= v <= hi:
        raise MtgError(f"{what} must be between {lo:,} and {hi:,}, not {v:,}")
    return v


def card_library(library):
    """``library`` (a :class:`~mtgcore.cards.CardLibrary`), or the bundled one for None."""
    from mtgcore.cards import CardLibrary, default_library
    if library is None:
        return default_library()
    if not isinstance(library, CardLibrary):
        raise MtgError(f"library must be a CardLibrary, not {type(library).__name__} {library!r}"[:300])
    return library


def cores() -> int:
    """CPU cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def thread_count(threads, work_items: int) -> int:
    """Threads to start: ``threads`` (default: every core), capped by the cores
    and by the number of work items; at least 1."""
    if threads is None:
        t = cores()
    else:
        t = as_int(threads, "threads")
        if t < 1:
            raise MtgError(f"threads must be at least 1, not {t}")
    return max(1, min(t, cores(), max(1, work_items)))


def action_array(actions, n: int) -> np.ndarray:
    """``actions`` as a contiguous int32 array of ``n`` action indices, refusing
    floats, booleans and values that int32 cannot hold (never cast silently)."""
    a = np.asarray(actions)
    if a.dtype.kind not in "iu":
        raise IllegalActionError(f"actions must be integer indices, not an array of {a.dtype}")
    if a.shape != (n,):
        raise IllegalActionError(f"need {n} actions (shape ({n},)), got shape {a.shape}")
    if a.dtype.itemsize > 4 or a.dtype.kind == "u":
        if n and (int(a.min()) < INT32_MIN or int(a.max()) > INT32_MAX):
            bad = int(np.argmax((a < INT32_MIN) | (a > INT32_MAX)))
            raise IllegalActionError(f"game {bad}: action index {int(a[bad])} is not one of its legal actions")
    return np.ascontiguousarray(a, dtype=np.int32)


def native_policy(p) -> str:
    """``p`` checked as the name of a native policy: 'random', 'greedy', or a search
    'mcts:N[,worlds=W,c=C,...]' (N playouts per decision).  A bad name raises
    :class:`MtgError` naming it and what is wrong."""
    if not isinstance(p, str):
        raise MtgError(f"unknown policy {p!r}; a native policy is a name: 'random', 'greedy' "
                       "or 'mcts:N[,worlds=W,c=C,...]'")
    from mtgcore import _core
    _core.parse_policy(p)
    return p


def policy_pair(policy, seats: int = 2) -> tuple:
    """``policy`` (a native policy name, or one name per seat: a pair for players 0
    and 1) as a checked tuple of ``seats`` names."""
    if isinstance(policy, str):
        pair = (policy,) * seats
    else:
        try:
            pair = tuple(policy)
        except TypeError:
            pair = ()
        if len(pair) != seats:
            what = "a pair of names" if seats == 2 else f"{seats} names (one per seat)"
            raise MtgError(f"policy must be a name or {what}, not {policy!r}")
    for p in pair:
        native_policy(p)
    return pair
