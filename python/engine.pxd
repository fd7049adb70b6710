# Cython declarations of the C++ engine headers used by batch.pyx.
from libc.stdint cimport int32_t, int64_t, uint64_t, uint8_t
from libcpp.memory cimport shared_ptr
from libcpp.string cimport string
from libcpp.vector cimport vector

cdef extern from "card_db.h" namespace "mtg":
    cdef cppclass CardDb:
        @staticmethod
        shared_ptr[const CardDb] Load(const string& blob) except +
        int Size() const

cdef extern from "policy.h" namespace "mtg":
    cdef enum class PolicyKind(uint8_t):
        kRandom
        kGreedy

    void RunGames(const shared_ptr[const CardDb]& db, const vector[int32_t]& deck0,
                  const vector[int32_t]& deck1, int64_t n, int64_t first, uint64_t seed,
                  PolicyKind p0, PolicyKind p1, int threads, int32_t* winner, int32_t* turns,
                  int32_t* life, int32_t* starting_player, int32_t* reason, int64_t* decisions,
                  int turn_limit) except + nogil
