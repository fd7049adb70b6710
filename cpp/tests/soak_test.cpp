// Native soak: many random-policy games over every ordered pair of the given
// decks, the engine invariants checked after every action, the legal-action
// list checked non-empty and duplicate-free, and every 64th game replayed to
// the same state digest.  Runs on all threads; prints games, actions, seconds.
//
// Usage: soak_test DB GAMES DECK.ids [DECK.ids ...]   (as .ci/run writes them)
// SOAK_PLAYERS=N: N-player games (CR 800.1), seats taking the decks in a row.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "digest.h"
#include "game.h"
#include "policy.h"
#include "test_io.h"
#include "threads.h"

using namespace mtg;

namespace {

bool kCheckDuplicates = std::getenv("SOAK_NO_DUP") == nullptr;
bool kCheckInvariants = std::getenv("SOAK_NO_INV") == nullptr;

// Plays one random game; returns "" or the first problem found.
// SOAK_PLAYERS=N (3 to 6): multiplayer games (CR 800) of N decks in a row instead.
int kPlayers = std::getenv("SOAK_PLAYERS") ? std::atoi(std::getenv("SOAK_PLAYERS")) : 2;

std::string PlayChecked(Game g, uint64_t seed, int64_t* actions, uint64_t* digest) {
  Rng rng(seed ^ 0x5EEDull);
  int64_t n = 0;
  while (!g.over()) {
    const auto& acts = g.LegalActions();
    if (acts.empty()) return "no legal action at a decision";
    if (kCheckDuplicates)
      for (size_t i = 1; i < acts.size(); ++i)
        for (size_t j = 0; j < i; ++j)
          if (acts[i] == acts[j]) return "duplicate legal action " + g.ActionLabel(acts[i]);
    g.ApplyTrusted(acts[ChoosePolicyAction(g, acts, PolicyKind::kRandom, rng)]);
    std::string err = kCheckInvariants ? g.CheckInvariants() : std::string();
    if (!err.empty()) return "after action " + std::to_string(n) + ": " + err;
    if (++n > 1000000) return "no end after a million actions (stuck loop?)";
  }
  *actions += n;
  *digest = StateDigest(g.state());
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: soak_test DB GAMES DECK.ids [DECK.ids ...]\n");
    return 2;
  }
  auto db = CardDb::Load(ReadFile(argv[1]));
  const int64_t games = std::atoll(argv[2]);
  std::vector<std::vector<DefId>> decks;
  for (int i = 3; i < argc; ++i) decks.push_back(ReadDeck(argv[i]));
  std::vector<std::pair<int, int>> pairs;
  for (size_t i = 0; i < decks.size(); ++i)
    for (size_t j = 0; j < decks.size(); ++j) pairs.emplace_back(int(i), int(j));

  const int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::atomic<int64_t> next{0}, total_actions{0};
  std::atomic<int> failures{0};
  std::mutex out_mu;
  const auto start = std::chrono::steady_clock::now();
  RunOnThreads(threads, [&](int) {
    int64_t actions = 0;
    for (int64_t k; (k = next.fetch_add(1)) < games && failures.load() < 10;) {
      const auto& pr = pairs[k % pairs.size()];
      const uint64_t seed = GameSeed(20261130, static_cast<uint64_t>(k));
      uint64_t d1 = 0, d2 = 0;
      auto make = [&]() {
        if (kPlayers <= 2) return Game(db, decks[pr.first], decks[pr.second], seed);
        std::vector<std::vector<DefId>> seats;
        for (int p = 0; p < kPlayers; ++p) seats.push_back(decks[(pr.first + p) % decks.size()]);
        return Game(db, seats, seed);
      };
      std::string err = PlayChecked(make(), seed, &actions, &d1);
      if (err.empty() && k % 64 == 0) {
        int64_t ignored = 0;
        err = PlayChecked(make(), seed, &ignored, &d2);
        if (err.empty() && d1 != d2) err = "replay of the same seed reached another state digest";
      }
      if (!err.empty()) {
        std::lock_guard<std::mutex> lock(out_mu);
        std::printf("FAIL game %lld (decks %d vs %d, seed %llu): %s\n", static_cast<long long>(k),
                    pr.first, pr.second, static_cast<unsigned long long>(seed), err.c_str());
        failures.fetch_add(1);
      }
    }
    total_actions.fetch_add(actions);
  }, [&] { next.store(games); });
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("soak_test: %lld games over %zu deck pairs, %lld actions, invariants after each, "
              "%.1f s on %d threads (%.0f games/s)\n",
              static_cast<long long>(games), pairs.size(), static_cast<long long>(total_actions.load()),
              secs, threads, games / std::max(secs, 1e-9));
  if (failures.load()) {
    std::printf("soak_test: %d failures\n", failures.load());
    return 1;
  }
  return 0;
}
