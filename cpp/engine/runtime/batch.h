// N games stepped in lock-step for array-level callers (RL agents): every game
// exposes its decision, a legal-action mask and a small feature vector in flat
// buffers, and takes one action index per step.  Finished games restart at once.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game.h"
#include "policy.h"

namespace mtg {

// Per-game features written by GameBatch::Observe (all int32, absolute players).
enum Feature : int {
  kFTurn, kFStep, kFActive, kFDecisionKind, kFDecisionPlayer, kFStackSize,
  kFPlayerBase,  // then kPlayerFeatures values for player 0, then for player 1
};
enum PlayerFeature : int {
  kPLife, kPPoison, kPHand, kPLibrary, kPGraveyard, kPLands, kPUntappedLands, kPCreatures,
  kPCreaturePower, kPlayerFeatures,
};
// The vector API seats two players (a multiplayer game is played by Game, simulate).
constexpr int kBatchSeats = 2;
constexpr int kNumFeatures = kFPlayerBase + kBatchSeats * kPlayerFeatures;

class GameBatch {
 public:
  // Slot i's k-th game uses GameSeed(seed, i + k * n).  opponent: "" = the caller
  // answers every decision; otherwise a built-in policy's name (ParsePolicy) that
  // plays player 1 natively, and the caller only sees player 0's decisions.
  GameBatch(std::shared_ptr<const CardDb> db, std::vector<DefId> deck0, std::vector<DefId> deck1,
            int n, uint64_t seed, const std::string& opponent, int turn_limit = kDefaultTurnLimit);

  int size() const { return static_cast<int>(games_.size()); }
  // Each buffer has n rows; mask has n * max_actions entries (actions past
  // max_actions are not shown but num_actions counts them).
  void Observe(int32_t* kind, int32_t* player, int32_t* num_actions, uint8_t* mask,
               int max_actions, int32_t* features);
  // Applies actions[i] (an index into game i's legal actions) to every game.  All
  // indices are checked first: a bad one throws IllegalAction and nothing changes.
  // done[i] = 1 if game i ended (it has already restarted), winner[i] its winner
  // (-1 draw), or -2 when not done.  Returns the number of games that ended.
  int Step(const int32_t* actions, uint8_t* done, int32_t* winner, int threads);
  // Step for games [begin, end) only, without validating (call CheckActions
  // first): lets a caller step a large batch in chunks and stop between them.
  int StepRange(const int32_t* actions, int begin, int end, uint8_t* done, int32_t* winner,
                int threads);
  // Empty if every actions[i] is a legal index for game i, else why not.
  std::string CheckActions(const int32_t* actions);
  const Game& game(int i) const { return games_[i]; }
  std::vector<std::string> Labels(int i);
  int64_t games_finished() const { return finished_; }

 private:
  void Restart(int i);
  void PlayOpponent(int i);

  std::shared_ptr<const CardDb> db_;
  std::vector<DefId> deck0_, deck1_;
  uint64_t seed_;
  bool has_opponent_ = false;
  Policy opponent_;
  int turn_limit_;
  std::vector<Game> games_;
  std::vector<Rng> policy_rng_;
  std::vector<int64_t> episode_;  // games started in each slot
  int64_t finished_ = 0;
};

}  // namespace mtg
