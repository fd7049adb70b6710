// The game's only source of randomness: a seeded xoshiro256** generator with
// integer-only uniform sampling, so a seed gives the same game on any machine.
#pragma once

#include <array>
#include <cstdint>

namespace mtg {

inline uint64_t SplitMix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Seed of game `index` in a batch started from `seed` (independent of threads).
inline uint64_t GameSeed(uint64_t seed, uint64_t index) {
  uint64_t x = seed ^ (index * 0xD1B54A32D192ED03ull);
  SplitMix64(x);
  return SplitMix64(x);
}

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { Seed(seed); }
  void Seed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = SplitMix64(x);
  }
  uint64_t Next() {
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }
  // The generator's whole state (for the state digest).
  std::array<uint64_t, 4> State() const { return {s_[0], s_[1], s_[2], s_[3]}; }
  // Uniform in [0, n) without modulo bias (Lemire's method, integer only).
  uint32_t Below(uint32_t n) {
    uint64_t m = (Next() >> 32) * n;
    uint32_t l = static_cast<uint32_t>(m);
    if (l < n) {
      uint32_t t = (0u - n) % n;
      while (l < t) {
        m = (Next() >> 32) * n;
        l = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

 private:
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace mtg
