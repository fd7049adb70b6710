// Built-in native policies and the whole-game playout loop (never leaves C++).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game.h"
#include "mcts.h"

namespace mtg {

enum class PolicyKind : uint8_t { kRandom = 0, kGreedy = 1, kMcts = 2 };

// A native policy as named by a string: "random", "greedy", or "mcts:N[,options]"
// (search/mcts.h).  Built by ParsePolicy; the kind alone for random and greedy.
struct Policy {
  PolicyKind kind = PolicyKind::kRandom;
  MctsOptions mcts;
  Policy() = default;
  Policy(PolicyKind k) : kind(k) {}  // NOLINT: a kind is a policy without options
};

// The policy a name stands for; throws EngineError naming `spec` if it is none.
Policy ParsePolicy(const std::string& spec);
// The canonical name of a policy (every option spelled out for mcts).
std::string PolicyName(const Policy& p);

// Index into `actions` (the game's legal actions) chosen by the policy.  The
// policy draws from its own RNG, never the game's, so a game replayed from its
// recorded actions is identical.  A search policy takes one 64-bit draw per
// decision with more than one action as the seed of everything it samples.
int ChoosePolicyAction(Game& g, const std::vector<Action>& actions, PolicyKind kind, Rng& rng);
int ChoosePolicyAction(Game& g, const std::vector<Action>& actions, const Policy& policy, Rng& rng);

struct GameSummary {
  int winner = -1;  // 0, 1, or -1 for a draw
  int turns = 0;
  int life[kMaxPlayers] = {0, 0, 0, 0, 0, 0};  // seats 0..num_players-1
  int num_players = 2;
  int starting_player = 0;
  int reason = 0;   // EndReason
  int64_t decisions = 0;
};

GameSummary PlayGame(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck0,
                     const std::vector<DefId>& deck1, uint64_t seed, const Policy& p0, const Policy& p1,
                     int turn_limit = kDefaultTurnLimit);

// Plays games [first, first + n) of a batch on `threads` threads.  Game i uses
// GameSeed(seed, i), so results do not depend on the thread count.  Each output
// array has n entries (life: 2n, player-major per game).
void RunGames(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck0,
              const std::vector<DefId>& deck1, int64_t n, int64_t first, uint64_t seed,
              const Policy& p0, const Policy& p1, int threads, int32_t* winner, int32_t* turns,
              int32_t* life, int32_t* starting_player, int32_t* reason, int64_t* decisions,
              int turn_limit = kDefaultTurnLimit);

// A game of decks.size() players (CR 100.1; 2 to kMaxPlayers), seat p played by
// policies[p]: as PlayGame, and RunGames with `life` holding decks.size() values
// per game.  Two decks give the very games PlayGame / RunGames play.
GameSummary PlayGameN(const std::shared_ptr<const CardDb>& db, const std::vector<std::vector<DefId>>& decks,
                      uint64_t seed, const std::vector<Policy>& policies, int turn_limit = kDefaultTurnLimit);
void RunGamesN(const std::shared_ptr<const CardDb>& db, const std::vector<std::vector<DefId>>& decks, int64_t n,
               int64_t first, uint64_t seed, const std::vector<Policy>& policies, int threads, int32_t* winner,
               int32_t* turns, int32_t* life, int32_t* starting_player, int32_t* reason, int64_t* decisions,
               int turn_limit = kDefaultTurnLimit);

}  // namespace mtg
