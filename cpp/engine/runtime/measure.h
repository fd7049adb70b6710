// Measurement entry points for `mtgcore bench` (src/mtgcore/benchmark/): native
// timings and heap figures that a Python-level timer can't take without its own
// overhead in them.  Nothing here is called by a game: these functions only drive
// the public Game interface (LegalActions, ApplyTrusted, copies) from outside.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game.h"
#include "policy.h"

namespace mtg {

// Bytes of heap the process has in use now (glibc's mallinfo2: small chunks plus
// mmapped ones); -1 where the C library doesn't tell (the figures that need it are
// then reported as not measured).
int64_t HeapInUse();

// How the engine was compiled, as its code sees it (this file is built with the
// game's units): compiler, optimization, assertions, sanitizers, vector extensions.
struct BuildInfo {
  std::string compiler;
  bool optimized = false;   // __OPTIMIZE__
  bool assertions = false;  // NDEBUG not defined
  bool sanitized = false;   // AddressSanitizer
  std::string isa;          // the widest x86 vector extension enabled (sse2, avx2, ...)
};
BuildInfo EngineBuild();

// Copying a game (the whole state and the Game's scratch, as search and rollouts do).
struct CloneCost {
  double clone_ns = 0;     // new Game from g (allocates every array), per copy
  double restore_ns = 0;   // copy-assign g into a game that already has room, per copy
  double clone_cpu_ns = 0, restore_cpu_ns = 0;  // the same in this thread's CPU time (-1: not known)
  int64_t copy_heap_bytes = -1;  // heap held by a copy of g (a copy reserves only what is used)
};
CloneCost MeasureClone(const Game& g, int n);

// Heap held by one game: g copied into a fresh Game measures what its arrays use
// (a vector's copy allocates its size, not its capacity); a Game built from the
// decks measures what construction reserves.  rows: object rows in use, and the
// capacity of the row arrays (what ReserveRows set aside).
struct GameHeap {
  int64_t built_bytes = -1;   // a Game(db, deck0, deck1, seed) just built
  int64_t copy_bytes = -1;    // a copy of it
  int64_t rows_used = 0;
  int64_t rows_reserved = 0;
  int64_t object_bytes = 0;   // sizeof(Game): held inline (a VectorGames holds n of them)
};
GameHeap MeasureGameHeap(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck0,
                         const std::vector<DefId>& deck1, uint64_t seed);

// Plays g with the built-in policies (like Game.play_policy) and times it natively:
// decisions taken, the legal actions listed for them (their sum), seconds.
struct PlayCost {
  int64_t decisions = 0;
  int64_t listed = 0;
  double seconds = 0;
  double cpu_seconds = -1;  // this thread's CPU time (-1: not known here)
};
PlayCost MeasurePlay(Game& g, PolicyKind p0, PolicyKind p1, uint64_t seed, int64_t max_actions);

}  // namespace mtg
