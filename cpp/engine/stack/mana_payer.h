// The payer's building blocks (mana.cpp, mana_by_hand.cpp): payment options,
// symbols still to pay, mana available as masks of kinds (CR 106, 107.4), Hall's
// condition, and spending a plain pool.
#pragma once

#include <algorithm>

#include "game.h"

namespace mtg {

namespace pay {

constexpr int kMaxPaySrc = 48;
constexpr int kMaxPayOpts = 4;
// The most mana one activation adds as the payer sees it: a fixed amount
// (kMaxManaUnits) or one per counter (AbilityDef::mana_per_counter), capped.
constexpr int kMaxPayUnits = 16;

// One way to use a source: an ability (or several single-mana abilities with the
// same costs merged into one choice of kinds, ability = -1).
// Plain data, left uninitialized in the payer's arrays (every field is set when
// an option is made: no per-call construction cost on the hot path).
struct PayOpt {
  int16_t ability;
  uint8_t n;
  uint8_t units[kMaxManaUnits];
  uint8_t tap, sac;
  int16_t life;
  uint8_t tagged;        // its mana has a spending restriction or rider (106.6): never merged
  uint8_t taps;          // creatures its cost taps besides its source (118.3): never merged
  uint8_t rep;           // its units, this many times ("for each charge counter", 106.1): 1 usually
  int Amount() const { return n * rep; }
  uint8_t Unit(int k) const { return units[rep > 1 ? 0 : k]; }  // the k-th of its Amount() mana (rep > 1: n is 1)
  const ManaCost* cost;  // mana to pay to activate it, or null
  uint8_t Union() const {
    uint8_t m = 0;
    for (int i = 0; i < n; ++i) m |= units[i];
    return m;
  }
};

struct PaySrc {
  ObjId obj;
  int n_opts;
  PayOpt opts[kMaxPayOpts];
  int keep;  // how much the payer wants to leave it unused
};

// Mana symbols still to pay: the non-generic ones grouped by the kinds that may
// pay them (bits 0-4 WUBRG, bit 5 C; {S}: kSnowUnit, 107.4h), and generic.
struct Req {
  int n = 0;
  uint8_t mask[16];
  int count[16];
  int generic = 0;
  int total = 0;
  void Add(uint8_t m, int k) {
    if (k <= 0) return;
    total += k;
    for (int i = 0; i < n; ++i)
      if (mask[i] == m) {
        count[i] += k;
        return;
      }
    mask[n] = m;
    count[n++] = k;
  }
  void AddGeneric(int k) {
    if (k <= 0) return;
    generic += k;
    total += k;
  }
  // The plain part of a cost (hybrid symbols are added by the caller's choice).
  void AddPlain(const ManaCost& c) {
    for (int k = 0; k < 5; ++k) Add(static_cast<uint8_t>(1u << k), c.colored[k]);
    Add(static_cast<uint8_t>(1u << kColorless), c.colorless);
    Add(kSnowUnit, c.snow);  // CR 107.4h: mana from a snow source (generic reductions miss it)
    AddGeneric(c.generic);
  }
  // Hybrid symbols with alternatives chosen by `alt`, a mixed-radix number over
  // the symbols that have one: its digit for hybrid[i] (0..copies) says how many
  // copies use the alternative: {2/W} paid with two generic, {W/P} with 2 life.
  // Copies are interchangeable, so a count per symbol, not a choice per copy.
  // Returns the life.
  int AddHybrid(const ManaCost& c, unsigned alt) {
    int life = 0;
    for (int i = 0; i < c.n_hybrid; ++i) {
      const uint8_t h = c.hybrid[i];
      const int copies = c.HybridCount(i);
      int use_alt = 0;
      if (h & (kHybridTwo | kHybridPhyrexian)) {
        use_alt = static_cast<int>(alt % static_cast<unsigned>(copies + 1));
        alt /= static_cast<unsigned>(copies + 1);
      }
      Add(h & kAnyColorMask, copies - use_alt);
      if (h & kHybridTwo) AddGeneric(2 * use_alt);
      else life += 2 * use_alt;
    }
    return life;
  }
};

// Mana available, counted by the mask of kinds each mana may be, with kSnowUnit
// for mana from a snow source (a short list of distinct masks: no table to clear
// per check).
struct Units {
  uint8_t mask[128];  // at most 128 distinct 7-bit masks
  int count[128];
  int n = 0;
  int total = 0;
  void Add(uint8_t m, int k = 1) {
    if (k <= 0) return;
    total += k;
    m &= 0x7f;
    for (int i = 0; i < n; ++i)
      if (mask[i] == m) {
        count[i] += k;
        return;
      }
    mask[n] = m;
    count[n++] = k;
  }
};

// CR 601.2h: the mana can pay the symbols (Hall's condition, see above).
[[gnu::noinline]] inline bool Covers(const Units& u, const Req& r) {
  if (u.total < r.total) return false;
  unsigned all = 0;
  for (int i = 0; i < r.n; ++i) all |= r.mask[i];
  for (unsigned m = all; m; m = (m - 1) & all) {
    int need = 0;
    for (int i = 0; i < r.n; ++i)
      if ((r.mask[i] & ~m) == 0) need += r.count[i];
    if (!need) continue;
    int have = 0;
    for (int i = 0; i < u.n; ++i)
      if (u.mask[i] & m) have += u.count[i];
    if (have < need) return false;
  }
  return true;
}

// A stable insertion sort for the payer's short arrays (a few sources or
// symbols): std::stable_sort allocates a buffer on every call.
template <class T, class Less>
void SortShort(T* first, T* last, Less less) {
  if (last - first < 2) return;
  for (T* i = first + 1; i < last; ++i) {
    T v = *i;
    T* j = i;
    for (; j > first && less(v, *(j - 1)); --j) *j = *(j - 1);
    *j = v;
  }
}
inline int Bits(unsigned m) {
  int n = 0;
  for (; m; m &= m - 1) ++n;
  return n;
}
inline int LowBit(unsigned m) {
  for (int k = 0; k < kNumManaKinds; ++k)
    if (m & (1u << k)) return k;
  return kColorless;
}

// Spends `r` from a pool of mana (one kind each): exact, by trying each kind for
// the symbols that several kinds may pay.  False (pool unchanged) if it can't.
[[gnu::noinline]] inline bool SpendSymbols(int pool[kNumManaKinds], const uint8_t* masks, int n, int generic, int demand) {
  if (n == 0) {
    int left = 0;
    for (int k = 0; k < kNumManaKinds; ++k) left += pool[k];
    if (left < generic) return false;
    // Generic from what is least wanted: colorless, then colors no other card needs,
    // then the most plentiful.
    for (int g = 0; g < generic; ++g) {
      int best = -1, best_score = 0;
      for (int k = 0; k < kNumManaKinds; ++k) {
        if (!pool[k]) continue;
        int score = (k == kColorless ? 4000 : 0) + ((demand >> k) & 1 ? 0 : 2000) + pool[k];
        if (best < 0 || score > best_score) best = k, best_score = score;
      }
      pool[best] -= 1;
    }
    return true;
  }
  unsigned m = masks[0];
  for (int k = 0; k < kNumManaKinds; ++k) {
    if (!(m & (1u << k)) || !pool[k]) continue;
    pool[k] -= 1;
    if (SpendSymbols(pool, masks + 1, n - 1, generic, demand)) return true;
    pool[k] += 1;
  }
  return false;
}

// Matches each symbol (mask) to a unit of mana (mask) that may pay it, Kuhn's
// augmenting paths (a few dozen nodes at most, n_unit <= 96); match[u]: the symbol
// unit u pays, or -1.  False if some symbol is left unpaid.
inline bool MatchSymbols(const uint8_t* sym, int n_sym, const uint8_t* unit, int n_unit, int* match) {
  bool seen[96];
  struct Aug {
    const uint8_t* sym; const uint8_t* unit; int n_unit; int* match; bool* seen;
    bool Try(int s) {
      for (int u = 0; u < n_unit; ++u) {
        if (seen[u] || !(sym[s] & unit[u])) continue;
        seen[u] = true;
        if (match[u] < 0 || Try(match[u])) {
          match[u] = s;
          return true;
        }
      }
      return false;
    }
  } aug{sym, unit, n_unit, match, seen};
  std::fill(match, match + n_unit, -1);
  for (int s = 0; s < n_sym; ++s) {
    std::fill(seen, seen + n_unit, false);
    if (!aug.Try(s)) return false;
  }
  return true;
}

}  // namespace pay

// The mana abilities o has now, as indices for Ability(): its card's that it
// still has (layers 4 and 6), then its basic land types' (305.6).  The layers
// must be current.  Returns how many.
constexpr int kMaxManaAbilNow = 64 + 5;
[[gnu::noinline]] inline int ManaAbilitiesNow(const Game& g, const GameState& s, ObjId o, int out[kMaxManaAbilNow]) {
  const CardDef& cd = g.Def(o);
  int n = 0;
  if (cd.mana_ability >= 0 || cd.mana_complex)
    for (int k = 0; k < static_cast<int>(cd.abilities.size()) && k < 64; ++k)
      if (cd.abilities[k].kind == AbilityKind::kMana && ((s.abil_mask[o] >> k) & 1)) out[n++] = k;
  for (int c = 0; c < 5; ++c)
    if ((s.land_mana[o] >> c) & 1) out[n++] = kBasicManaAbility + c;
  return n;
}

}  // namespace mtg
