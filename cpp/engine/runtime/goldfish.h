// Goldfishing: one deck plays alone against an opponent who takes no actions and
// can't lose by drawing from an empty library; the result is the turn on which
// the opponent dies.  Whole games run natively on C++ threads.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "policy.h"

namespace mtg {

// Seed of goldfish game `index` on one side (0: on the play, 1: on the draw).
inline uint64_t GoldfishSeed(uint64_t seed, uint64_t index, int side) {
  return GameSeed(seed, 2 * index + static_cast<uint64_t>(side));
}

struct GoldfishSummary {
  int kill_turn = 0;   // the deck's own turn number on which the opponent died; 0: never
  int turns = 0;       // game turns played
  int reason = 0;      // EndReason
  int opponent_life = 0;
  int64_t decisions = 0;
};

// One game: `deck` is player 0 and plays with `policy`; the empty-handed,
// empty-library opponent (player 1) passes every decision.  side 0: player 0
// starts (on the play), side 1: the opponent starts.  A kill after the deck's
// `max_turns`-th turn (and the opponent's turn after it) counts as never.
GoldfishSummary PlayGoldfish(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck,
                             uint64_t seed, int side, const Policy& policy, int max_turns);

// Games [first, first + n) of one side on `threads` threads; game i uses
// GoldfishSeed(seed, first + i, side), so results don't depend on the thread count.
void RunGoldfish(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck,
                 int64_t n, int64_t first, uint64_t seed, int side, const Policy& policy,
                 int max_turns, int threads, int32_t* kill_turn, int32_t* turns, int32_t* reason,
                 int32_t* opponent_life, int64_t* decisions);

}  // namespace mtg
