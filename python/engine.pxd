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
    cdef cppclass Policy:
        Policy()

    Policy ParsePolicy(const string& spec) except +

    void RunGames(const shared_ptr[const CardDb]& db, const vector[int32_t]& deck0,
                  const vector[int32_t]& deck1, int64_t n, int64_t first, uint64_t seed,
                  const Policy& p0, const Policy& p1, int threads, int32_t* winner, int32_t* turns,
                  int32_t* life, int32_t* starting_player, int32_t* reason, int64_t* decisions,
                  int turn_limit) except + nogil

cdef extern from "batch.h" namespace "mtg":
    cdef int kNumFeatures
    cdef cppclass GameBatch:
        GameBatch(shared_ptr[const CardDb] db, vector[int32_t] deck0, vector[int32_t] deck1,
                  int n, uint64_t seed, const string& opponent, int turn_limit) except +
        int size()
        void Observe(int32_t* kind, int32_t* player, int32_t* num_actions, uint8_t* mask,
                     int max_actions, int32_t* features) except + nogil
        int Step(const int32_t* actions, uint8_t* done, int32_t* winner, int threads) except + nogil
        int StepRange(const int32_t* actions, int begin, int end, uint8_t* done, int32_t* winner,
                      int threads) except + nogil
        string CheckActions(const int32_t* actions) except +
        vector[string] Labels(int i) except +
        int64_t games_finished()

cdef extern from "goldfish.h" namespace "mtg":
    void RunGoldfish(const shared_ptr[const CardDb]& db, const vector[int32_t]& deck,
                     int64_t n, int64_t first, uint64_t seed, int side, const Policy& policy,
                     int max_turns, int threads, int32_t* kill_turn, int32_t* turns,
                     int32_t* reason, int32_t* opponent_life, int64_t* decisions) except + nogil
