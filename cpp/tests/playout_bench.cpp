// Native playout throughput without Python, for profiling the hot loop:
//   playout_bench DB DECK_A DECK_B [GAMES] [POLICY: 0 random, 1 greedy]
// (DB: a compiled card blob; DECK_*: whitespace-separated def ids.)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "policy.h"
#include "test_io.h"

using namespace mtg;

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: playout_bench DB DECK_A DECK_B [GAMES] [POLICY]\n");
    return 2;
  }
  auto db = CardDb::Load(ReadFile(argv[1]));
  const std::vector<DefId> decks[2] = {ReadDeck(argv[2]), ReadDeck(argv[3])};
  const int games = argc > 4 ? std::atoi(argv[4]) : 2000;
  const auto policy = static_cast<PolicyKind>(argc > 5 ? std::atoi(argv[5]) : 0);
  int64_t decisions = 0, turns = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    GameSummary r = PlayGame(db, decks[0], decks[1], GameSeed(1, i), policy, policy);
    decisions += r.decisions;
    turns += r.turns;
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%d games in %.2f s: %.0f games/s, %.0f decisions/s, %.2f turns/game\n", games, secs,
              games / secs, decisions / secs, static_cast<double>(turns) / games);
  return 0;
}
