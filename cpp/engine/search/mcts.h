// A search player for games with hidden information: determinized Monte Carlo
// tree search.  At each decision it samples `worlds` games consistent with what
// the deciding player knows (Game::Determinize: the cards they can't see dealt
// again, the game's random generator reseeded), grows one UCT tree per world with
// clones of that world and fast rollouts, and adds up the worlds' visit counts of
// the root's actions.  The budget is work (playouts), never time, and every random
// number comes from the decision's seed, so a seed gives the same decisions on
// any machine, at any thread count and under any load.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game.h"

namespace mtg {

// How the rollouts (the moves after the tree's leaf) are played.
enum class RolloutKind : uint8_t { kGreedy = 0, kRandom = 1 };

struct MctsOptions {
  int playouts = 1000;   // per decision, over all worlds
  int worlds = 8;        // determinizations per decision (at most `playouts`)
  double c = 1.4;        // UCT exploration constant (results are in [0, 1])
  double bias = 0.5;     // progressive bias towards the greedy choice: bias / (visits + 1)
  RolloutKind rollout = RolloutKind::kGreedy;
  double epsilon = 0.1;  // chance that a greedy rollout move is a random one instead
  int turns = 0;         // rollouts stop after this many turns and are scored (0: to the end)
};

// Index into `actions` (g's legal actions, g.decision().player deciding) chosen by
// search; every random choice derives from `seed`.  Reads only what the deciding
// player may know: every world is a determinization of g from their side.
int ChooseMcts(const Game& g, const std::vector<Action>& actions, const MctsOptions& opt,
               uint64_t seed);

// "N,worlds=W,c=C,..." (the part of "mcts:..." after the colon) into `opt`; the spec "mcts" keeps
// the defaults.  Throws EngineError naming `spec` (the whole policy name) on bad input.
void ParseMctsOptions(const std::string& args, const std::string& spec, MctsOptions* opt);

}  // namespace mtg
