#include "batch.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>

#include "threads.h"

namespace mtg {

GameBatch::GameBatch(std::shared_ptr<const CardDb> db, std::vector<DefId> deck0,
                     std::vector<DefId> deck1, int n, uint64_t seed, const std::string& opponent,
                     int turn_limit)
    : db_(std::move(db)), deck0_(std::move(deck0)), deck1_(std::move(deck1)), seed_(seed),
      turn_limit_(turn_limit) {
  if (n < 1) throw EngineError("a game batch needs at least one game");
  has_opponent_ = !opponent.empty();
  if (has_opponent_) opponent_ = ParsePolicy(opponent);
  games_.reserve(n);
  policy_rng_.resize(n);
  episode_.assign(n, 0);
  for (int i = 0; i < n; ++i) {
    games_.emplace_back(db_, deck0_, deck1_, GameSeed(seed_, static_cast<uint64_t>(i)));
    games_.back().mutable_state().turn_limit = turn_limit_;
    policy_rng_[i].Seed(GameSeed(seed_, static_cast<uint64_t>(i)) ^ 0xA5A5A5A5DEADBEEFull);
    PlayOpponent(i);
  }
}

void GameBatch::Restart(int i) {
  const int n = size();
  episode_[i] += 1;
  uint64_t s = GameSeed(seed_, static_cast<uint64_t>(i + episode_[i] * n));
  games_[i] = Game(db_, deck0_, deck1_, s);
  games_[i].mutable_state().turn_limit = turn_limit_;
  policy_rng_[i].Seed(s ^ 0xA5A5A5A5DEADBEEFull);
  PlayOpponent(i);
}

// The built-in opponent answers player 1's decisions until player 0 must decide.
// (A game can't end on the opponent's move without reaching a decision of
// player 0 afterwards only if it is over; Step handles that.)
void GameBatch::PlayOpponent(int i) {
  if (!has_opponent_) return;
  Game& g = games_[i];
  while (!g.over() && g.decision().player == 1) {
    const auto& acts = g.LegalActions();
    g.ApplyTrusted(acts[ChoosePolicyAction(g, acts, opponent_, policy_rng_[i])]);
  }
}

void GameBatch::Observe(int32_t* kind, int32_t* player, int32_t* num_actions, uint8_t* mask,
                        int max_actions, int32_t* features) {
  for (int i = 0; i < size(); ++i) {
    Game& g = games_[i];
    const GameState& s = g.state();
    const auto& acts = g.LegalActions();
    kind[i] = static_cast<int32_t>(s.decision.kind);
    player[i] = s.decision.player;
    num_actions[i] = static_cast<int32_t>(acts.size());
    uint8_t* row = mask + static_cast<size_t>(i) * max_actions;
    for (int k = 0; k < max_actions; ++k) row[k] = k < static_cast<int>(acts.size());
    int32_t* f = features + static_cast<size_t>(i) * kNumFeatures;
    f[kFTurn] = s.turn;
    f[kFStep] = static_cast<int32_t>(s.step);
    f[kFActive] = s.active;
    f[kFDecisionKind] = kind[i];
    f[kFDecisionPlayer] = player[i];
    f[kFStackSize] = static_cast<int32_t>(s.stack.size());
    for (int p = 0; p < kBatchSeats; ++p) {
      int32_t* pf = f + kFPlayerBase + p * kPlayerFeatures;
      const PlayerState& ps = s.players[p];
      pf[kPLife] = ps.life;
      pf[kPPoison] = ps.poison;
      pf[kPHand] = static_cast<int32_t>(ps.hand.size());
      pf[kPLibrary] = static_cast<int32_t>(ps.library.size());
      pf[kPGraveyard] = static_cast<int32_t>(ps.graveyard.size());
      int lands = 0, untapped = 0, creatures = 0, power = 0;
      for (ObjId o : s.battlefield) {
        if (s.controller[o] != p) continue;
        uint32_t t = g.Types(o);
        if (t & kLand) lands += 1, untapped += !s.tapped[o];
        if (t & kCreature) creatures += 1, power += std::max(0, g.Power(o));
      }
      pf[kPLands] = lands;
      pf[kPUntappedLands] = untapped;
      pf[kPCreatures] = creatures;
      pf[kPCreaturePower] = power;
    }
  }
}

int GameBatch::Step(const int32_t* actions, uint8_t* done, int32_t* winner, int threads) {
  std::string why = CheckActions(actions);  // validate all before changing anything (CR 732)
  if (!why.empty()) throw IllegalAction(why);
  return StepRange(actions, 0, size(), done, winner, threads);
}

int GameBatch::StepRange(const int32_t* actions, int begin, int end, uint8_t* done, int32_t* winner,
                         int threads) {
  begin = std::max(0, begin);
  end = std::min(end, size());
  const int n = end - begin;
  if (n <= 0) return 0;
  std::exception_ptr error;
  std::mutex error_mu;
  threads = std::max(1, std::min(threads, n));
  auto work = [&](int t) {
    try {
      const int lo = begin + static_cast<int>(int64_t(n) * t / threads);
      const int hi = begin + static_cast<int>(int64_t(n) * (t + 1) / threads);
      for (int i = lo; i < hi; ++i) {
        Game& g = games_[i];
        g.ApplyTrusted(g.LegalActions()[actions[i]]);
        PlayOpponent(i);
        done[i] = g.over();
        winner[i] = g.over() ? g.state().winner : -2;
        if (g.over()) Restart(i);
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mu);
      if (!error) error = std::current_exception();
    }
  };
  RunOnThreads(threads, work);  // a thread that can't start: its shard runs here, all games step
  if (error) std::rethrow_exception(error);
  int ended = 0;
  for (int i = begin; i < end; ++i) ended += done[i];
  finished_ += ended;
  return ended;
}

std::string GameBatch::CheckActions(const int32_t* actions) {
  for (int i = 0; i < size(); ++i) {
    const auto& acts = games_[i].LegalActions();
    if (actions[i] < 0 || actions[i] >= static_cast<int32_t>(acts.size()))
      return "game " + std::to_string(i) + ": action index " + std::to_string(actions[i]) +
             " is not one of its " + std::to_string(acts.size()) + " legal actions";
  }
  return "";
}

std::vector<std::string> GameBatch::Labels(int i) {
  std::vector<std::string> out;
  for (const Action& a : games_.at(i).LegalActions()) out.push_back(games_[i].ActionLabel(a));
  return out;
}

}  // namespace mtg
