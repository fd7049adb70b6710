#include "measure.h"

#include <chrono>
#include <ctime>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace mtg {

namespace {
using Clock = std::chrono::steady_clock;
double Seconds(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }
// This thread's CPU seconds (on a loaded machine, the time it actually ran), or -1.
double ThreadCpu() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
  timespec ts;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) return ts.tv_sec + ts.tv_nsec * 1e-9;
#endif
  return -1;
}
}  // namespace

int64_t HeapInUse() {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  const struct mallinfo2 mi = mallinfo2();
  return static_cast<int64_t>(mi.uordblks + mi.hblkhd);
#else
  return -1;
#endif
}

BuildInfo EngineBuild() {
  BuildInfo b;
#if defined(__clang__)
  b.compiler = "clang " __clang_version__;
#elif defined(__GNUC__)
  b.compiler = "gcc " __VERSION__;
#else
  b.compiler = "unknown";
#endif
#if defined(__OPTIMIZE__)
  b.optimized = true;
#endif
#if !defined(NDEBUG)
  b.assertions = true;
#endif
#if defined(__SANITIZE_ADDRESS__)
  b.sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  b.sanitized = true;
#endif
#endif
#if defined(__AVX512F__)
  b.isa = "avx512f";
#elif defined(__AVX2__)
  b.isa = "avx2";
#elif defined(__AVX__)
  b.isa = "avx";
#elif defined(__SSE4_2__)
  b.isa = "sse4.2";
#elif defined(__SSE2__)
  b.isa = "sse2";
#else
  b.isa = "none";
#endif
  return b;
}

CloneCost MeasureClone(const Game& g, int n) {
  CloneCost out;
  if (n < 1) n = 1;
  volatile int sink = 0;
  auto t0 = Clock::now();
  double c0 = ThreadCpu();
  for (int i = 0; i < n; ++i) {
    Game c(g);
    sink = sink + c.state().turn;
  }
  out.clone_ns = Seconds(t0) * 1e9 / n;
  out.clone_cpu_ns = c0 < 0 ? -1 : (ThreadCpu() - c0) * 1e9 / n;
  Game c(g);
  t0 = Clock::now();
  c0 = ThreadCpu();
  for (int i = 0; i < n; ++i) {
    c = g;
    sink = sink + c.state().turn;
  }
  out.restore_ns = Seconds(t0) * 1e9 / n;
  out.restore_cpu_ns = c0 < 0 ? -1 : (ThreadCpu() - c0) * 1e9 / n;
  const int64_t h0 = HeapInUse();
  if (h0 >= 0) {
    auto* copy = new Game(g);
    out.copy_heap_bytes = HeapInUse() - h0 - static_cast<int64_t>(sizeof(Game));
    delete copy;
  }
  (void)sink;
  return out;
}

GameHeap MeasureGameHeap(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck0,
                         const std::vector<DefId>& deck1, uint64_t seed) {
  GameHeap out;
  // Warm the per-thread set-up cache (game.cpp) so its copy isn't counted.
  { Game warm(db, deck0, deck1, seed); }
  const int64_t h0 = HeapInUse();
  auto* g = new Game(db, deck0, deck1, seed);
  const int64_t h1 = HeapInUse();
  auto* c = new Game(*g);
  const int64_t h2 = HeapInUse();
  if (h0 >= 0) {
    out.built_bytes = h1 - h0 - static_cast<int64_t>(sizeof(Game));
    out.copy_bytes = h2 - h1 - static_cast<int64_t>(sizeof(Game));
  }
  const GameState& s = g->state();
  out.rows_used = static_cast<int64_t>(s.def.size());
  out.rows_reserved = static_cast<int64_t>(s.def.capacity());
  out.object_bytes = static_cast<int64_t>(sizeof(Game));
  delete c;
  delete g;
  return out;
}

PlayCost MeasurePlay(Game& g, PolicyKind p0, PolicyKind p1, uint64_t seed, int64_t max_actions) {
  PlayCost out;
  Rng rng(seed);
  const PolicyKind kinds[2] = {p0, p1};
  const auto t0 = Clock::now();
  const double c0 = ThreadCpu();
  while (!g.over() && out.decisions < max_actions) {
    const auto& acts = g.LegalActions();
    out.listed += static_cast<int64_t>(acts.size());
    g.ApplyTrusted(acts[ChoosePolicyAction(g, acts, kinds[g.decision().player], rng)]);
    ++out.decisions;
  }
  out.seconds = Seconds(t0);
  if (c0 >= 0) out.cpu_seconds = ThreadCpu() - c0;
  return out;
}

}  // namespace mtg
