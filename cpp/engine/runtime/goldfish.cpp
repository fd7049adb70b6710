#include "goldfish.h"

#include "threads.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace mtg {
namespace {

// The goldfish's answer: keep, pass, done; anything else (never offered to an
// empty-handed player without permanents) falls back to the first action.
int NoAction(const std::vector<Action>& actions) {
  for (size_t i = 0; i < actions.size(); ++i) {
    ActionKind k = actions[i].kind;
    if (k == ActionKind::kPass || k == ActionKind::kKeep || k == ActionKind::kDone)
      return static_cast<int>(i);
  }
  return 0;
}

}  // namespace

GoldfishSummary PlayGoldfish(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck,
                             uint64_t seed, int side, const Policy& policy, int max_turns) {
  static const std::vector<DefId> kNoCards;
  Game g(db, deck, kNoCards, seed, /*starting_player=*/side);
  GameState& st = g.mutable_state();
  st.players[1].cant_lose_drawing = true;
  // The deck's turn max_turns is game turn 2*max_turns - 1 on the play and
  // 2*max_turns on the draw; the opponent's turn after it is the last one played.
  st.turn_limit = 2 * max_turns + side;
  Rng prng(seed ^ 0xA5A5A5A5DEADBEEFull);
  GoldfishSummary out;
  while (!g.over()) {
    const auto& acts = g.LegalActions();
    int i = g.decision().player == 0 ? ChoosePolicyAction(g, acts, policy, prng) : NoAction(acts);
    g.ApplyTrusted(acts[i]);
    ++out.decisions;
  }
  const GameState& s = g.state();
  out.turns = s.turn;
  out.reason = static_cast<int>(s.reason);
  out.opponent_life = s.players[1].life;
  if (s.winner == 0) {
    // The deck's turns are game turns 1, 3, 5... on the play and 2, 4, 6... on
    // the draw; a death in the opponent's turn counts for the deck's turn before.
    int own = (s.turn + (side == 0 ? 1 : 0)) / 2;
    out.kill_turn = own <= max_turns ? own : 0;
  }
  return out;
}

void RunGoldfish(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck,
                 int64_t n, int64_t first, uint64_t seed, int side, const Policy& policy,
                 int max_turns, int threads, int32_t* kill_turn, int32_t* turns, int32_t* reason,
                 int32_t* opponent_life, int64_t* decisions) {
  if (side != 0 && side != 1) throw EngineError("goldfish side must be 0 (play) or 1 (draw)");
  if (max_turns < 1) throw EngineError("goldfish max_turns must be at least 1");
  ParallelFor(n, threads, [&](int64_t i) {
    GoldfishSummary r = PlayGoldfish(db, deck, GoldfishSeed(seed, static_cast<uint64_t>(first + i), side),
                                     side, policy, max_turns);
    kill_turn[i] = r.kill_turn;
    turns[i] = r.turns;
    reason[i] = r.reason;
    opponent_life[i] = r.opponent_life;
    decisions[i] = r.decisions;
  });
}

}  // namespace mtg
