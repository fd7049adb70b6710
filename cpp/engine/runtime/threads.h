// Starting worker threads without ever aborting the process: if the system
// refuses a thread (memory or process limits), the threads already started are
// told to stop, joined, and the failure becomes an EngineError.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "types.h"

namespace mtg {

// Runs work(t) for t in [0, threads) on its own thread each (inline when
// threads == 1) and joins them all.  If thread t cannot be started:
//  - with a `cancel` function: cancel() is called so the running ones finish
//    early, they are joined, and EngineError is thrown;
//  - without one: the calling thread runs the shards t.. itself, so the work is
//    done completely (for callers that must not stop half way).
inline void RunOnThreads(int threads, const std::function<void(int)>& work,
                         const std::function<void()>& cancel = nullptr) {
  if (threads <= 1) {
    work(0);
    return;
  }
  std::vector<std::thread> pool;
  pool.reserve(threads);
  std::string failure;
  int started = 0;
  for (; started < threads; ++started) {
    try {
      pool.emplace_back(work, started);
    } catch (const std::system_error& e) {
      failure = "could not start native thread " + std::to_string(started + 1) + " of " +
                std::to_string(threads) + " (" + e.what() + "); use fewer threads";
      if (cancel) cancel();
      break;
    }
  }
  if (!failure.empty() && !cancel)
    for (int t = started; t < threads; ++t) work(t);
  for (auto& th : pool) th.join();
  if (!failure.empty() && cancel) throw EngineError(failure);
}

// Runs body(i) for every i in [0, n) on up to `threads` threads, items handed out
// one at a time.  The first exception stops the others and is rethrown; a thread
// that can't start becomes an EngineError (RunOnThreads with cancel).
inline void ParallelFor(int64_t n, int threads, const std::function<void(int64_t)>& body) {
  std::atomic<int64_t> next{0};
  std::exception_ptr error;
  std::mutex error_mu;
  auto work = [&](int) {
    try {
      for (int64_t i; (i = next.fetch_add(1)) < n;) body(i);
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mu);
      if (!error) error = std::current_exception();
      next.store(n);
    }
  };
  threads = static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(threads, n)));
  RunOnThreads(threads, work, [&] { next.store(n); });
  if (error) std::rethrow_exception(error);
}

}  // namespace mtg
