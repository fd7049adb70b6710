# cython: language_level=3, boundscheck=False, wraparound=False
# distutils: language = c++
"""mtgcore._batch: the array-level API.

Whole games run natively on C++ threads with the GIL released; each game writes
its results straight into numpy arrays.  Private: use :func:`mtgcore.simulate`.
"""
from cpython.exc cimport PyErr_CheckSignals
from libc.stdint cimport int32_t, int64_t, uint64_t, uint8_t
from libcpp.memory cimport shared_ptr
from libcpp.string cimport string
from libcpp.vector cimport vector

from engine cimport CardDb, GameBatch, ParsePolicy, Policy, RunGames, RunGoldfish, kNumFeatures

import threading

import numpy as np

# Games stepped per GIL-free chunk of VectorGames.step (times the thread count):
# between chunks Ctrl-C is noticed, so a huge batch still stops within ~0.1 s.
STEP_CHUNK = 2048


cdef Policy _policy(name) except *:
    """The native policy named ``name`` ('random', 'greedy', 'mcts:N,...'); the old
    codes 0 (random) and 1 (greedy) still name those two."""
    if name == 0 or name == 1:
        name = ("random", "greedy")[name]
    if not isinstance(name, str):
        raise ValueError(f"policy must be a name such as 'greedy' or 'mcts:1000', not {name!r}")
    return ParsePolicy(name.encode())


def run_games(bytes blob, deck0, deck1, int64_t games, uint64_t seed, policy0, policy1,
              int threads=1, int64_t first_game=0, int turn_limit=500):
    """Play games ``first_game .. first_game+games-1`` of a batch seeded by ``seed``.

    Returns a dict of numpy arrays: winner (-1 = draw), turns, life (games x 2),
    starting_player, reason (EndReason code), decisions.
    """
    if games < 0:
        raise ValueError("games must be >= 0")
    cdef Policy p0 = _policy(policy0)
    cdef Policy p1 = _policy(policy1)
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
    if games > 0:
        with nogil:
            RunGames(db, d0, d1, games, first_game, seed, p0, p1, threads, &w[0], &t[0], &l[0, 0],
                     &s[0], &r[0], &dec[0], turn_limit)
    return {"winner": winner[:games], "turns": turns[:games], "life": life[:games],
            "starting_player": starting[:games], "reason": reason[:games],
            "decisions": decisions[:games]}


def run_goldfish(bytes blob, deck, int64_t games, uint64_t seed, int side, policy,
                 int max_turns, int threads=1, int64_t first_game=0):
    """Goldfish games ``first_game .. first_game+games-1`` of one side (0 play, 1 draw).

    Returns a dict of numpy arrays: kill_turn (the deck's own turn, 0 = never),
    turns (game turns), reason (EndReason code), opponent_life, decisions.
    """
    if games < 0:
        raise ValueError("games must be >= 0")
    cdef Policy p = _policy(policy)
    cdef shared_ptr[const CardDb] db = CardDb.Load(blob)
    cdef vector[int32_t] d = deck
    n = max(games, 1)
    kill = np.empty(n, dtype=np.int32)
    turns = np.empty(n, dtype=np.int32)
    reason = np.empty(n, dtype=np.int32)
    life = np.empty(n, dtype=np.int32)
    decisions = np.empty(n, dtype=np.int64)
    cdef int32_t[::1] k = kill
    cdef int32_t[::1] t = turns
    cdef int32_t[::1] r = reason
    cdef int32_t[::1] l = life
    cdef int64_t[::1] dec = decisions
    if games > 0:
        with nogil:
            RunGoldfish(db, d, games, first_game, seed, side, p, max_turns, threads, &k[0], &t[0],
                        &r[0], &l[0], &dec[0])
    return {"kill_turn": kill[:games], "turns": turns[:games], "reason": reason[:games],
            "opponent_life": life[:games], "decisions": decisions[:games]}


cdef class VecGames:
    """N games in lock-step (private: use :class:`mtgcore.VectorGames`).

    Buffers are allocated once and rewritten by :meth:`observe`; :meth:`step`
    takes one action index per game and releases the GIL while games advance.
    Calls from several Python threads are serialized by a lock (the native
    batch is never entered twice at once).
    """
    cdef GameBatch* batch
    cdef public int n, max_actions, threads
    cdef public object kind, player, num_actions, mask, features, done, winner
    cdef object _lock

    def __cinit__(self, bytes blob, deck0, deck1, int n, uint64_t seed, opponent,
                  int max_actions=128, int threads=1, int turn_limit=500):
        if n < 1:
            raise ValueError("n must be at least 1")
        if max_actions < 1:
            raise ValueError("max_actions must be at least 1")
        cdef shared_ptr[const CardDb] db = CardDb.Load(blob)
        self._lock = threading.Lock()
        # opponent: None (or -1) = the caller plays both seats; else a policy name
        # (or the old codes 0 random, 1 greedy) that plays player 1 natively.
        if opponent is None or opponent == -1:
            opponent = ""
        elif opponent == 0 or opponent == 1:
            opponent = ("random", "greedy")[opponent]
        elif not isinstance(opponent, str):
            raise ValueError(f"opponent must be a policy name or None, not {opponent!r}")
        cdef string opp = opponent.encode()
        self.batch = new GameBatch(db, deck0, deck1, n, seed, opp, turn_limit)
        self.n = n
        self.max_actions = max_actions
        self.threads = max(1, threads)
        self.kind = np.zeros(n, dtype=np.int32)
        self.player = np.zeros(n, dtype=np.int32)
        self.num_actions = np.zeros(n, dtype=np.int32)
        self.mask = np.zeros((n, max_actions), dtype=np.uint8)
        self.features = np.zeros((n, kNumFeatures), dtype=np.int32)
        self.done = np.zeros(n, dtype=np.uint8)
        self.winner = np.full(n, -2, dtype=np.int32)

    def __dealloc__(self):
        del self.batch

    def observe(self):
        cdef int32_t[::1] k = self.kind
        cdef int32_t[::1] p = self.player
        cdef int32_t[::1] na = self.num_actions
        cdef uint8_t[:, ::1] m = self.mask
        cdef int32_t[:, ::1] f = self.features
        cdef int ma = self.max_actions
        with self._lock:
            with nogil:
                self.batch.Observe(&k[0], &p[0], &na[0], &m[0, 0], ma, &f[0, 0])

    def step(self, actions):
        """``actions``: an int32 array of n indices (validated by the caller's types).

        Steps the games in chunks with the GIL released; a KeyboardInterrupt between
        chunks stops the step: games before the interrupt have stepped, the others
        have not (their ``done`` is 0 and ``winner`` -2), and every game stays valid.
        """
        cdef int32_t[::1] a = np.ascontiguousarray(actions, dtype=np.int32)
        if a.shape[0] != self.n:
            raise ValueError(f"need {self.n} actions, got {a.shape[0]}")
        cdef uint8_t[::1] d = self.done
        cdef int32_t[::1] w = self.winner
        cdef int t = self.threads
        cdef int ended = 0
        cdef int begin = 0
        cdef int end
        cdef int chunk = STEP_CHUNK * max(1, t)
        cdef string why
        with self._lock:
            why = self.batch.CheckActions(&a[0])
            if why.size():
                from mtgcore.errors import IllegalActionError
                raise IllegalActionError(why.decode())
            while begin < self.n:
                end = min(begin + chunk, self.n)
                with nogil:
                    ended += self.batch.StepRange(&a[0], begin, end, &d[0], &w[0], t)
                begin = end
                if begin < self.n:
                    try:
                        PyErr_CheckSignals()
                    except BaseException:
                        self.done[begin:] = 0
                        self.winner[begin:] = -2
                        raise
        return ended

    def labels(self, int i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        with self._lock:
            return [s.decode() for s in self.batch.Labels(i)]

    @property
    def games_finished(self):
        return self.batch.games_finished()
