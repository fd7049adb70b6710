# cython: language_level=3, boundscheck=False, wraparound=False
# distutils: language = c++
"""mtgcore._batch: the array-level API.

Whole games run natively on C++ threads with the GIL released; each game writes
its results straight into numpy arrays.  Private: use :func:`mtgcore.simulate`.
"""
from libc.stdint cimport int32_t, int64_t, uint64_t
from libcpp.memory cimport shared_ptr
from libcpp.string cimport string
from libcpp.vector cimport vector

from engine cimport CardDb, PolicyKind, RunGames

import numpy as np


def run_games(bytes blob, deck0, deck1, int64_t games, uint64_t seed, int policy0, int policy1,
              int threads=1, int64_t first_game=0, int turn_limit=500):
    """Play games ``first_game .. first_game+games-1`` of a batch seeded by ``seed``.

    Returns a dict of numpy arrays: winner (-1 = draw), turns, life (games x 2),
    starting_player, reason (EndReason code), decisions.
    """
    if games < 0:
        raise ValueError("games must be >= 0")
    if policy0 not in (0, 1) or policy1 not in (0, 1):
        raise ValueError("policy must be 0 (random) or 1 (greedy)")
    cdef shared_ptr[const CardDb] db = CardDb.Load(blob)
    cdef vector[int32_t] d0 = deck0
    cdef vector[int32_t] d1 = deck1
    n = max(games, 1)
    winner = np.empty(n, dtype=np.int32)
    turns = np.empty(n, dtype=np.int32)
    life = np.empty((n, 2), dtype=np.int32)
    starting = np.empty(n, dtype=np.int32)
    reason = np.empty(n, dtype=np.int32)
    decisions = np.empty(n, dtype=np.int64)
    cdef int32_t[::1] w = winner
    cdef int32_t[::1] t = turns
    cdef int32_t[:, ::1] l = life
    cdef int32_t[::1] s = starting
    cdef int32_t[::1] r = reason
    cdef int64_t[::1] dec = decisions
    cdef PolicyKind p0 = <PolicyKind>policy0
    cdef PolicyKind p1 = <PolicyKind>policy1
    if games > 0:
        with nogil:
            RunGames(db, d0, d1, games, first_game, seed, p0, p1, threads, &w[0], &t[0], &l[0, 0],
                     &s[0], &r[0], &dec[0], turn_limit)
    return {"winner": winner[:games], "turns": turns[:games], "life": life[:games],
            "starting_player": starting[:games], "reason": reason[:games],
            "decisions": decisions[:games]}
