// Layer recompute cost (bench/README.md "Layers"), natively:
//   layers_bench DB BODIES.ids EFFECTS.ids [PERMANENTS:EFFECTS ...]
// For each PERMANENTS:EFFECTS pair, a battlefield of PERMANENTS permanents split
// between the players, EFFECTS of them static-ability sources (cycling through the
// def ids in EFFECTS.ids: anthems, lords, type/color/ability changers, land type
// changers that need 613.8 trials), the rest bodies (BODIES.ids).  Prints the mean
// time of one full recompute of every permanent's characteristics (CR 613).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "game.h"
#include "test_io.h"

using namespace mtg;

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: layers_bench DB BODIES.ids EFFECTS.ids [PERMANENTS:EFFECTS ...]\n");
    return 2;
  }
  auto db = CardDb::Load(ReadFile(argv[1]));
  const auto bodies = ReadDeck(argv[2]), effects = ReadDeck(argv[3]);
  std::vector<std::pair<int, int>> sizes;
  for (int i = 4; i < argc; ++i) {
    int p = 0, e = 0;
    if (std::sscanf(argv[i], "%d:%d", &p, &e) == 2) sizes.push_back({p, e});
  }
  if (sizes.empty()) sizes = {{60, 20}};
  std::printf("permanents effects   us/recompute\n");
  for (auto [np, ne] : sizes) {
    Game g(db, 1);
    for (int i = 0; i < np; ++i) {
      const DefId d = i < ne ? effects[i % effects.size()] : bodies[i % bodies.size()];
      g.AddCard(i % 2, d, Zone::kBattlefield);
    }
    g.BeginAt(1, Step::kPrecombatMain, 0);
    int n = 200;
    double secs = g.TimeRecompute(n);
    while (secs < 0.2 && n < (1 << 24)) {
      n *= 4;
      secs = g.TimeRecompute(n);
    }
    std::printf("%10d %7d %14.2f\n", np, ne, secs / n * 1e6);
  }
  return 0;
}
