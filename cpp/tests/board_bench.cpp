// Decision cost against board size, natively (bench/README.md "Big boards"):
//   board_bench DB POOL.ids LAND_ID [N ...]
// For each N: games start in turn 1's precombat main with N creatures a side
// (cycling through the def ids in POOL.ids: vanilla and keyword creatures) and 60
// basic lands in each library; random play for 8 turns.  Prints decisions/s and the
// mean number of creatures on the battlefield seen by a decision.  Then a combat of
// 10 attackers each blocked by 3 creatures (every damage division asked): combats/s.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "policy.h"
#include "test_io.h"

using namespace mtg;

static Game Board(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& pool, DefId land,
                  int n, uint64_t seed) {
  Game g(db, seed);
  for (int p = 0; p < 2; ++p) {
    for (int i = 0; i < n; ++i) g.AddCard(p, pool[(i + p) % pool.size()], Zone::kBattlefield);
    for (int i = 0; i < 60; ++i) g.AddCard(p, land, Zone::kLibrary);
  }
  g.BeginAt(1, Step::kPrecombatMain, 0);
  return g;
}

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: board_bench DB POOL.ids LAND_ID [N ...]\n");
    return 2;
  }
  auto db = CardDb::Load(ReadFile(argv[1]));
  const std::vector<DefId> pool = ReadDeck(argv[2]);
  const DefId land = std::atoi(argv[3]);
  std::vector<int> sizes;
  for (int i = 4; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {1, 10, 40, 100, 200};
  std::printf("| creatures per side | decisions/s | creatures on the battlefield per decision (mean) | "
              "actions per decision (mean) | ns per decision and listed action |\n");
  std::printf("| --- | --- | --- | --- | --- |\n");
  for (int n : sizes) {
    int64_t decisions = 0, seen = 0, listed = 0;
    double secs = 0;
    for (uint64_t seed = 1; secs < 1.0; ++seed) {
      Game g = Board(db, pool, land, n, seed);
      g.mutable_state().turn_limit = 8;
      Rng prng(seed);
      auto t0 = std::chrono::steady_clock::now();
      int64_t d0 = decisions;
      while (!g.over()) {
        const auto& acts = g.LegalActions();
        int i = ChoosePolicyAction(g, acts, PolicyKind::kRandom, prng);
        g.ApplyTrusted(acts[i]);
        ++decisions;
      }
      secs += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      // Board size seen: replay the same game untimed, counting creatures per decision.
      Game h = Board(db, pool, land, n, seed);
      h.mutable_state().turn_limit = 8;
      Rng q(seed);
      for (int64_t k = d0; k < decisions; ++k) {
        for (ObjId o : h.state().battlefield) seen += h.IsCreature(o);
        const auto& acts = h.LegalActions();
        listed += static_cast<int64_t>(acts.size());
        h.ApplyTrusted(acts[ChoosePolicyAction(h, acts, PolicyKind::kRandom, q)]);
      }
    }
    std::printf("| %d | %.3g M | %.1f | %.1f | %.0f |\n", n, decisions / secs / 1e6,
                static_cast<double>(seen) / decisions, static_cast<double>(listed) / decisions,
                secs * 1e9 / static_cast<double>(decisions + listed));
  }
  // 10 attackers, each blocked by 3: the whole combat (declarations, divisions, damage).
  {
    int64_t combats = 0;
    double secs = 0;
    int64_t decisions = 0;
    for (uint64_t seed = 1; secs < 1.0; ++seed) {
      Game g(db, seed);
      std::vector<ObjId> att, blk;
      for (int i = 0; i < 10; ++i) att.push_back(g.AddCard(0, pool[0], Zone::kBattlefield));
      for (int i = 0; i < 30; ++i) blk.push_back(g.AddCard(1, pool[0], Zone::kBattlefield));
      for (int p = 0; p < 2; ++p)
        for (int i = 0; i < 10; ++i) g.AddCard(p, land, Zone::kLibrary);
      g.BeginAt(1, Step::kDeclareAttackers, 0);
      auto t0 = std::chrono::steady_clock::now();
      auto pick = [&](ActionKind k, ObjId o, Ref r) {
        const auto& acts = g.LegalActions();
        for (const Action& a : acts)
          if (a.kind == k && (o == kNoObj || a.obj == o) && a.ref == r) {
            g.ApplyTrusted(a);
            ++decisions;
            return;
          }
        std::fprintf(stderr, "bench: action not offered\n");
        std::exit(1);
      };
      for (ObjId a : att) pick(ActionKind::kAttack, a, PlayerRef(1));
      pick(ActionKind::kDone, kNoObj, kNoRef);
      while (g.decision().kind == DecisionKind::kPriority) pick(ActionKind::kPass, kNoObj, kNoRef);
      for (int i = 0; i < 30; ++i) {
        pick(ActionKind::kBlock, blk[i], kNoRef);  // "block with", then "block ... with"
        pick(ActionKind::kBlock, blk[i], att[i / 3]);
      }
      pick(ActionKind::kDone, kNoObj, kNoRef);
      while (g.state().step != Step::kEndOfCombat) {
        const auto& acts = g.LegalActions();
        g.ApplyTrusted(acts[0]);  // pass, or assign one point to the first recipient offered
        ++decisions;
      }
      secs += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      ++combats;
    }
    std::printf("\n10 attackers each blocked by 3: %.0f combats/s (%.1f decisions per combat, %.3g M decisions/s)\n",
                combats / secs, static_cast<double>(decisions) / combats, decisions / secs / 1e6);
  }
  return 0;
}
