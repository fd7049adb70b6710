// Mana (CR 106, 107.4, 605) and paying mana costs (CR 118, 601.2g-h).
//
// A payment is a set of mana abilities to activate plus the mana pool: each
// ability adds up to four mana, each a mask of the kinds it may be ("{G}",
// "{R} or {G}", "any color"), and may cost {T}, sacrificing its source, life or
// other mana.  Whether a set of mana pays a cost is a bipartite matching of mana
// to symbols; by Hall's theorem it exists iff there is enough mana in total and,
// for every set M of kinds, the symbols that only M can pay are no more than the
// mana able to be one of M.  The auto-payer starts from every available source
// and drops, most valuable first, each source the payment can do without
// (sacrifice and life costs are the most valuable to keep, then sources of the
// colors the player's other cards need, then flexible sources), so it finds a
// payment whenever one exists and leaves the most options open.  Mana from snow
// sources and mana with spending restrictions or riders (106.6, 107.4h) are units
// with more bits (mana_payer.h); paying by hand is in mana_by_hand.cpp.
#include <algorithm>

#include "game.h"
#include "mana_payer.h"

namespace mtg {

using namespace pay;

// The colors (and {C}) that the cards in p's hand need: the payer keeps sources of
// these untapped when it can.
static int Demand(const Game& g, const GameState& s, int p) {
  int d = 0;
  for (ObjId o : s.players[p].hand) {
    const ManaCost& c = g.Def(o).cost;
    for (int k = 0; k < 5; ++k)
      if (c.colored[k]) d |= 1 << k;
    if (c.colorless) d |= 1 << kColorless;
    for (int i = 0; i < c.n_hybrid; ++i) d |= c.hybrid[i] & kAnyColorMask;
  }
  return d;
}

bool Game::CanUseManaAbility(ObjId o, const AbilityDef& ab) const {
  if (ab.tap) {
    if (s_.tapped[o]) return false;
    if (SickForTap(o)) return false;
  }
  return true;
}

// Its "{T}: Add <one kind>" after layers (305.6 basic land types, "loses all
// abilities"): s_.mana_color, derived by the layer engine.
bool Game::IsManaSource(ObjId o) const {
  if (s_.mana_color[o] < 0 || s_.tapped[o]) return false;
  if (SickForTap(o)) return false;
  return true;
}


// Fast path: counts of the mana that "{T}: Add <one kind>" sources and the pool
// can make.  Returns false if some source is not that simple (then the counts
// are not the whole story and CanPayMana must be asked).
bool Game::AvailableMana(int p, ObjId exclude, int out[kNumManaKinds]) const {
  for (int k = 0; k < kNumManaKinds; ++k) out[k] = s_.players[p].mana[k];
  bool simple = s_.players[p].tagged.empty();  // restricted or snow mana: not just counts
  for (ObjId o : s_.battlefield) {
    if (o == exclude || s_.controller[o] != p) continue;
    const CardDef& cd = Def(o);
    const uint8_t lm = s_.land_mana[o];
    // More than one mana ability now (e.g. a dual land's two basic land types) is not simple.
    if (cd.mana_complex || (lm & (lm - 1)) ||
        (lm && cd.mana_ability >= 0 && ((s_.abil_mask[o] >> cd.mana_ability) & 1)))
      simple = false;
    else if (IsManaSource(o)) out[s_.mana_color[o]] += 1;
  }
  return simple;
}

bool ManaCovers(const int avail[kNumManaKinds], const ManaCost& cost) {
  int left = 0;
  for (int k = 0; k < 5; ++k) {
    if (avail[k] < cost.colored[k]) return false;
    left += avail[k] - cost.colored[k];
  }
  if (avail[kColorless] < cost.colorless) return false;
  left += avail[kColorless] - cost.colorless;
  return left >= cost.generic;
}

// CR 106.6: mana restricted to `only` spells may pay for the spell being paid for.
// `source`: the mana's source, whose choices its selector may name (614.12a).
// `only_abilities`: "... or activate abilities of <selector>": the cost of an activated
// ability of a source matching it (pay_ability_src_).
bool Game::SpendAllowed(int32_t only, int p, ObjId source, int32_t only_abilities) {
  if (only < 0) return true;
  if (pay_spell_ != kNoObj) return Matches(db_->Sel(only), pay_spell_, source, p);
  return only_abilities >= 0 && pay_ability_src_ != kNoObj &&
         Matches(db_->Sel(only_abilities), pay_ability_src_, source, p);
}

// CR 107.4h, 106.3: mana `o` produces is snow mana (told apart only in games where
// some cost has {S}).
uint8_t Game::SnowBit(ObjId o) const {
  return (s_.mana_rules & kManaRuleSnow) && (s_.supertypes[o] & kSnow) ? kSnowUnit : 0;
}

// The pool's mana that can pay now, as payer masks: plain mana one kind each, then
// tagged mana (snow, restricted, with a rider) that may be spent on what is paid
// for (106.6).  `tag_of[i]` (if not null): the tagged record of unit i, or -1.
int Game::PoolUnits(int p, uint8_t* out, int cap, int* tag_of) {
  const PlayerState& ps = s_.players[p];
  int plain[kNumManaKinds];
  for (int k = 0; k < kNumManaKinds; ++k) plain[k] = ps.mana[k];
  for (const TaggedMana& t : ps.tagged) plain[t.kind] -= 1;
  int n = 0;
  for (int k = 0; k < kNumManaKinds; ++k)
    for (int i = 0; i < plain[k] && n < cap; ++i) {
      if (tag_of) tag_of[n] = -1;
      out[n++] = static_cast<uint8_t>(1u << k);
    }
  for (int i = 0; i < static_cast<int>(ps.tagged.size()) && n < cap; ++i) {
    const TaggedMana& t = ps.tagged[i];
    if (!SpendAllowed(t.only, p, t.source, t.only_abilities)) continue;
    if (tag_of) tag_of[n] = i;
    out[n++] = static_cast<uint8_t>((1u << t.kind) | (t.snow ? kSnowUnit : 0));
  }
  return n;
}

// CR 601.2h: pays symbols (`masks`, most constrained first) and `generic` from the
// pool.  Plain pools without {S} take the counting path; otherwise each symbol is
// matched to a unit of mana (Kuhn's augmenting paths), then generic is paid with
// rider mana first, then restricted mana, then plain, snow mana last.  Mana with
// a rider spent on a spell it names makes that spell uncounterable (106.6).
bool Game::SpendFromPool(int p, const uint8_t* masks, int n, int generic, int demand) {
  PlayerState& ps = s_.players[p];
  if (!s_.mana_rules) return SpendSymbols(ps.mana, masks, n, generic, demand);
  bool snow_sym = false;
  for (int i = 0; i < n; ++i) snow_sym |= (masks[i] & kSnowUnit) != 0;
  if (ps.tagged.empty() && !snow_sym) return SpendSymbols(ps.mana, masks, n, generic, demand);
  uint8_t unit[96];
  int tag_of[96];
  const int n_unit = PoolUnits(p, unit, 96, tag_of);
  int match[96];
  if (!MatchSymbols(masks, n, unit, n_unit, match)) return false;
  bool used[96];
  for (int u = 0; u < n_unit; ++u) used[u] = match[u] >= 0;
  for (int g = 0; g < generic; ++g) {
    int best = -1, best_score = 0;
    for (int u = 0; u < n_unit; ++u) {
      if (used[u]) continue;
      const int k = LowBit(unit[u] & 0x3f);
      const TaggedMana* t = tag_of[u] >= 0 ? &ps.tagged[tag_of[u]] : nullptr;
      int score = (t && t->rider >= 0 ? 40000 : 0) + (t && t->only >= 0 ? 20000 : 0) +
                  (t && t->snow ? 0 : 10000) + (k == kColorless ? 4000 : 0) +
                  ((demand >> k) & 1 ? 0 : 2000);
      if (best < 0 || score > best_score) best = u, best_score = score;
    }
    if (best < 0) return false;
    used[best] = true;
  }
  // Remove what was spent: tagged records from the back (indices stay valid).
  bool rider = false;
  for (int u = n_unit - 1; u >= 0; --u) {
    if (!used[u]) continue;
    ps.mana[LowBit(unit[u] & 0x3f)] -= 1;
    if (tag_of[u] < 0) continue;
    const TaggedMana& t = ps.tagged[tag_of[u]];
    rider |= t.rider >= 0 && pay_spell_ != kNoObj && Matches(db_->Sel(t.rider), pay_spell_, t.source, p);
    ps.tagged.erase(ps.tagged.begin() + tag_of[u]);
  }
  if (rider && !s_.stack.empty() && s_.stack.back().obj == pay_spell_) s_.stack.back().uncounterable = 1;
  return true;
}

// Adds one mana of `kind` that `o`'s ability `ab` produced to p's pool (CR 106.4),
// tagged if it is snow mana or restricted (106.6, 107.4h).
void Game::AddManaFrom(int p, ObjId o, const AbilityDef& ab, int kind) {
  PlayerState& ps = s_.players[p];
  ps.mana[kind] += 1;
  if (!s_.mana_rules) return;
  const uint8_t snow = o != kNoObj && SnowBit(o);
  if (!snow && ab.mana_only < 0 && ab.mana_rider < 0) return;
  TaggedMana t;
  t.kind = static_cast<int8_t>(kind);
  t.snow = snow ? 1 : 0;
  t.only = ab.mana_only;
  t.rider = ab.mana_rider;
  t.source = o;
  t.only_abilities = ab.mana_only_abilities;
  ps.tagged.push_back(t);
}

// The search behind CanPayMana and PayMana.  `plan`: null to ask only whether a
// payment exists; else the best payment found (sources used, hybrid choices).
struct Game::ManaPlan {
  int n = 0;
  ObjId obj[kMaxPaySrc];
  PayOpt opt[kMaxPaySrc];
  unsigned alt = 0;
  int life = 0;
};

bool Game::SolvePayment(int p, const ManaCost& cost, ObjId exclude, ManaPlan* plan,
                        const uint8_t* extra, int n_extra, ObjId skip) {
  return __builtin_expect(s_.mana_rules & kManaRuleExtras, 0)
             ? SolvePaymentT<true>(p, cost, exclude, plan, extra, n_extra, skip)
             : SolvePaymentT<false>(p, cost, exclude, plan, extra, n_extra, skip);
}

template <bool kExtras>
bool Game::SolvePaymentT(int p, const ManaCost& cost, ObjId exclude, ManaPlan* plan,
                         const uint8_t* extra, int n_extra, ObjId skip) {
  Refresh();
  const PlayerState& ps = s_.players[p];
  PaySrc src[kMaxPaySrc];
  int n_src = 0;
  const int demand = plan ? Demand(*this, s_, p) : 0;
  bool any_taps = false;
  for (ObjId o : s_.battlefield) {
    if (s_.controller[o] != p || n_src >= kMaxPaySrc || o == skip) continue;
    int now[kMaxManaAbilNow];
    const int n_now = ManaAbilitiesNow(*this, s_, o, now);
    if (n_now == 0) continue;
    PaySrc& s = src[n_src];
    s.obj = o;
    s.n_opts = 0;
    s.keep = 0;
    for (int j = 0; j < n_now; ++j) {
      const int i = now[j];
      const AbilityDef& ab = Ability(o, i);
      if (ab.kind != AbilityKind::kMana || ab.n_units == 0) continue;
      // One activation per payment: the payer uses abilities that tap or sacrifice it.
      if (!ab.tap && ab.sac != SacCost::kSelf) continue;
      if ((ab.tap || ab.sac == SacCost::kSelf) && o == exclude) continue;
      if (!CanUseManaAbility(o, ab) || ab.life_cost > ps.life) continue;
      uint8_t snow = 0, tagged = 0;
      if (s_.mana_rules) {
        // CR 106.6: mana that can't be spent on what is being paid for doesn't pay it.
        if (ab.mana_only >= 0 && !SpendAllowed(ab.mana_only, p, o, ab.mana_only_abilities)) continue;
        snow = SnowBit(o);  // 107.4h
        tagged = ab.mana_only >= 0 || ab.mana_rider >= 0;
      }
      PayOpt po;
      po.ability = static_cast<int16_t>(i);
      po.rep = 1;
      po.taps = 0;
      uint8_t reflect = 0;
      if constexpr (kExtras) {
        if (ab.mana_reflect) {  // CR 106.7: the kinds it could add now; none: no mana (106.5)
          reflect = ReflectMask(o, ab);
          if (!reflect) continue;
        }
        if (ab.tap && TapCostReserved(o)) continue;  // CR 118.3: to be tapped for a cost instead
        // CR 602.2b: to be sacrificed or returned for a cost instead; and mana abilities
        // with other costs (counters removed, 605.3) are activated by the player only.
        if (ab.sac == SacCost::kSelf && !s_.cost_objs.empty() && CostObjChosen(o)) continue;
        if (ab.n_costs) continue;
        po.taps = ab.tap_creatures;  // CR 118.3 (counted in `feasible` below)
        any_taps |= po.taps != 0;
        if (ab.mana_per_counter >= 0) {  // CR 106.1: as many as it has counters now
          po.rep = static_cast<uint8_t>(std::min(ManaAmount(o, ab), kMaxPayUnits));
          if (po.rep == 0) continue;
        }
      }
      po.n = ab.n_units;
      for (int u = 0; u < ab.n_units; ++u) po.units[u] = ab.units[u] | snow;
      if (kExtras && reflect) po.units[0] = reflect | snow, tagged = 1;  // (never merged: its kinds vary)
      po.tagged = tagged;
      po.tap = ab.tap;
      po.sac = ab.sac == SacCost::kSelf;
      po.life = static_cast<int16_t>(ab.life_cost);
      po.cost = ab.cost.Empty() ? nullptr : &ab.cost;
      // Single-mana abilities with the same other costs are one choice of kinds.
      bool merged = false;
      for (int j = 0; j < s.n_opts && !merged; ++j) {
        PayOpt& q = s.opts[j];
        if (q.n == 1 && po.n == 1 && !q.cost && !po.cost && q.tap == po.tap && q.sac == po.sac &&
            q.life == po.life && !q.tagged && !po.tagged &&
            (!kExtras || (!q.taps && !po.taps && q.rep == 1 && po.rep == 1))) {
          q.units[0] |= po.units[0];
          q.ability = -1;
          merged = true;
        }
      }
      if (!merged && s.n_opts < kMaxPayOpts) s.opts[s.n_opts++] = po;
    }
    if (s.n_opts == 0) continue;
    if (plan) {
      int keep = 0;
      for (int j = 0; j < s.n_opts; ++j) {
        const PayOpt& q = s.opts[j];
        int v = (q.sac ? 1000 : 0) + q.life * 50 + (q.cost ? 30 : 0) + (kExtras ? 30 * q.taps : 0) +
                20 * Bits(q.Union() & demand) + 4 * Bits(q.Union() & kAnyColorMask) + 2 * (kExtras ? q.Amount() : q.n);
        keep = std::max(keep, v);
      }
      if (s_.types[o] & kCreature) keep += 1;
      s.keep = keep;
    }
    ++n_src;
  }

  // Sources to try dropping, most valuable first (ties: the latest first, so the
  // earliest sources are the ones used).
  int order[kMaxPaySrc];
  for (int i = 0; i < n_src; ++i) order[i] = n_src - 1 - i;
  if (plan)
    SortShort(order, order + n_src, [&](int a, int b) { return src[a].keep > src[b].keep; });

  uint8_t pool_units[96];
  const bool plain_pool = ps.tagged.empty();
  const int n_pool_units = plain_pool ? 0 : PoolUnits(p, pool_units, 96, nullptr);
  int chosen[kMaxPaySrc];
  // CR 118.3, 302.6: options whose cost taps other creatures (Springleaf Drum).  The
  // creatures that could be tapped: untapped, not reserved, not being activated; a
  // chosen source that taps itself is not one.  An option is fed by a free creature,
  // else by a chosen creature source whose single mana its own covers (that source
  // then taps for it instead: no worse); else it adds nothing.  `skip_src`: the
  // chosen options left out (creatures tapped for another's cost, unfed options).
  bool in_tap_pool[kMaxPaySrc];
  int n_tap_pool = 0;
  if (kExtras && any_taps) {
    for (ObjId o : s_.battlefield)
      n_tap_pool += o != skip && o != exclude && TapCostOption(p, o, kNoObj);
    for (int i = 0; i < n_src; ++i)
      in_tap_pool[i] = src[i].obj != skip && src[i].obj != exclude && TapCostOption(p, src[i].obj, kNoObj);
  }
  auto tap_feed = [&](bool* skip_src) {
    int free_c = n_tap_pool;
    for (int i = 0; i < n_src; ++i) {
      skip_src[i] = false;
      if (chosen[i] >= 0 && in_tap_pool[i] && src[i].opts[chosen[i]].tap) --free_c;
    }
    for (int i = 0; i < n_src; ++i) {
      if (chosen[i] < 0 || !src[i].opts[chosen[i]].taps) continue;
      const PayOpt& q = src[i].opts[chosen[i]];
      if (free_c >= q.taps) {
        free_c -= q.taps;
        continue;
      }
      const uint8_t covers = q.Union() & 0x3f;
      auto swappable = [&](int j) {
        if (chosen[j] < 0 || skip_src[j] || !in_tap_pool[j]) return false;
        const PayOpt& c = src[j].opts[chosen[j]];
        return c.tap && !c.taps && !c.sac && c.Amount() == 1 && !c.cost && c.life == 0 && !c.tagged &&
               (c.units[0] & 0x3f & ~covers) == 0;
      };
      int cand = 0;
      for (int j = 0; j < n_src; ++j) cand += swappable(j);
      const int need = q.taps - std::max(free_c, 0);
      if (cand < need) {
        skip_src[i] = true;
        continue;
      }
      for (int k = 0; k < need; ++k) {  // the narrowest mana gives way
        int best = -1;
        for (int j = 0; j < n_src; ++j)
          if (swappable(j) && (best < 0 || Bits(src[j].opts[chosen[j]].units[0] & 0x3f) <
                                               Bits(src[best].opts[chosen[best]].units[0] & 0x3f)))
            best = j;
        skip_src[best] = true;
      }
      free_c = 0;
    }
  };
  auto feasible_plain = [&](const Req& base, int life_base) {
    Units u;
    if (plain_pool) {
      for (int k = 0; k < kNumManaKinds; ++k) u.Add(static_cast<uint8_t>(1u << k), ps.mana[k]);
    } else {
      for (int i = 0; i < n_pool_units; ++i) u.Add(pool_units[i]);
    }
    for (int i = 0; i < n_extra; ++i) u.Add(extra[i]);
    Req r = base;
    int life = life_base;
    for (int i = 0; i < n_src; ++i) {
      if (chosen[i] < 0) continue;
      const PayOpt& q = src[i].opts[chosen[i]];
      for (int k = 0; k < q.n; ++k) u.Add(q.units[k], kExtras ? q.rep : 1);
      if (q.cost) r.AddPlain(*q.cost);
      life += q.life;
    }
    // CR 119.4: life can be paid only up to the life total.
    return life <= std::max(ps.life, 0) && Covers(u, r);
  };
  // With options that tap other creatures: without the ones left out (tap_feed).
  auto feasible_taps = [&](const Req& base, int life_base) __attribute__((noinline)) {
    bool skip_src[kMaxPaySrc];
    int saved[kMaxPaySrc];
    tap_feed(skip_src);
    for (int i = 0; i < n_src; ++i) {
      saved[i] = chosen[i];
      if (skip_src[i]) chosen[i] = -1;
    }
    const bool ok = feasible_plain(base, life_base);
    for (int i = 0; i < n_src; ++i) chosen[i] = saved[i];
    return ok;
  };
  auto feasible = [&](const Req& base, int life_base) {
    return kExtras && any_taps ? feasible_taps(base, life_base) : feasible_plain(base, life_base);
  };

  // CR 601.2b: how many copies of each {2/W} and {W/P} are paid with their
  // alternative: `combos` mixed-radix numbers (Req::AddHybrid), `n_alt` copies.
  int n_alt = 0;
  unsigned combos_alt = 1;
  for (int i = 0; i < cost.n_hybrid; ++i)
    if (cost.hybrid[i] & (kHybridTwo | kHybridPhyrexian)) {
      n_alt += cost.HybridCount(i);
      combos_alt *= static_cast<unsigned>(cost.HybridCount(i) + 1);
    }
  auto alt_count = [&](unsigned alt) {  // copies paid with the alternative
    int k = 0;
    for (int i = 0; i < cost.n_hybrid; ++i)
      if (cost.hybrid[i] & (kHybridTwo | kHybridPhyrexian)) {
        const unsigned radix = static_cast<unsigned>(cost.HybridCount(i) + 1);
        k += static_cast<int>(alt % radix);
        alt /= radix;
      }
    return k;
  };
  int multi[kMaxPaySrc], n_multi = 0;
  for (int i = 0; i < n_src; ++i)
    if (src[i].n_opts > 1) multi[n_multi++] = i;
  // The common case the fast drop loop serves (see below).
  bool single_kind = cost.n_hybrid == 0 && cost.snow == 0 && n_multi == 0 && ps.tagged.empty() && !any_taps;
  for (int i = 0; i < n_src && single_kind; ++i) {
    const PayOpt& q = src[i].opts[0];
    const unsigned u = q.units[0] & 0x3f;
    single_kind = q.n == 1 && (!kExtras || q.rep == 1) && !q.cost && q.life == 0 && u && !(u & (u - 1));
  }

  bool found = false;
  int best_score = 0;
  // CR 601.2b: how each {2/W} and {W/P} is paid; mana first, alternatives after.
  for (int nb = 0; nb <= n_alt && !(found && !plan); ++nb) {
    for (unsigned alt = 0; alt < combos_alt; ++alt) {
      if (alt_count(alt) != nb) continue;
      Req base;
      base.AddPlain(cost);
      const int life = base.AddHybrid(cost, alt);
      // Options of sources with several ways to be used: each combination (capped).
      int combos = 1;
      for (int m = 0; m < n_multi && combos <= 64; ++m) combos *= src[multi[m]].n_opts;
      combos = std::min(combos, 64);
      for (int c = 0; c < combos; ++c) {
        int rest = c;
        for (int i = 0; i < n_src; ++i) chosen[i] = 0;
        for (int m = 0; m < n_multi; ++m) {
          chosen[multi[m]] = rest % src[multi[m]].n_opts;
          rest /= src[multi[m]].n_opts;
        }
        if (!feasible(base, life)) continue;
        if (!plan) return true;
        if (single_kind) {
          // Every source makes one mana of one kind and the cost has no hybrid
          // symbols: Hall's condition is then ManaCovers over counts, so each drop
          // is checked in constant time (same drops, same order as below).
          int avail[kNumManaKinds];
          for (int k = 0; k < kNumManaKinds; ++k) avail[k] = ps.mana[k];
          for (int i = 0; i < n_extra; ++i) avail[LowBit(extra[i] & 0x3f)] += 1;
          for (int i = 0; i < n_src; ++i) avail[LowBit(src[i].opts[0].units[0])] += 1;
          for (int k = 0; k < n_src; ++k) {
            int i = order[k];
            int kind = LowBit(src[i].opts[0].units[0]);
            avail[kind] -= 1;
            if (ManaCovers(avail, cost)) chosen[i] = -1;
            else avail[kind] += 1;
          }
        } else {
          for (int k = 0; k < n_src; ++k) {  // drop what the payment can do without
            int i = order[k];
            int was = chosen[i];
            chosen[i] = -1;
            if (!feasible(base, life)) chosen[i] = was;
          }
          // A source adding several mana (Everflowing Chalice, 106.1) where fewer
          // one-mana sources left unused would do wastes the rest: swap them in.
          for (int i = 0; i < n_src && kExtras; ++i) {
            if (chosen[i] < 0 || src[i].opts[chosen[i]].Amount() < 2) continue;
            const int was = chosen[i], n_was = src[i].opts[was].Amount();
            chosen[i] = -1;
            int added[kMaxPaySrc], n_added = 0;
            bool ok = false;
            for (int k = n_src - 1; k >= 0 && !ok && n_added + 1 < n_was; --k) {  // least valuable first
              const int j = order[k];
              if (chosen[j] >= 0 || j == i || src[j].n_opts != 1 || src[j].opts[0].Amount() != 1) continue;
              chosen[j] = 0;
              added[n_added++] = j;
              ok = feasible(base, life);
            }
            if (!ok) {
              chosen[i] = was;
              for (int k = 0; k < n_added; ++k) chosen[added[k]] = -1;
            } else {
              for (int k = 0; k < n_added; ++k) {  // the ones it can do without again
                chosen[added[k]] = -1;
                if (!feasible(base, life)) chosen[added[k]] = 0;
              }
            }
          }
        }
        bool skip_src[kMaxPaySrc];
        if (kExtras && any_taps) {  // left out: creatures tapped for another's cost, unfed options
          tap_feed(skip_src);
          for (int i = 0; i < n_src; ++i)
            if (skip_src[i]) chosen[i] = -1;
        }
        int score = life * 50;
        for (int i = 0; i < n_src; ++i)
          if (chosen[i] >= 0) score += src[i].keep + 1;
        if (!found || score < best_score) {
          found = true;
          best_score = score;
          plan->n = 0;
          plan->alt = alt;
          plan->life = life;
          for (int i = 0; i < n_src; ++i)
            if (chosen[i] >= 0) {
              plan->obj[plan->n] = src[i].obj;
              plan->opt[plan->n++] = src[i].opts[chosen[i]];
            }
        }
      }
    }
  }
  return found;
}

bool Game::CanPayMana(int p, const ManaCost& cost, ObjId exclude) {
  if (__builtin_expect(!s_.cost_taps.empty(), 0))  // creatures chosen for a tap cost (118.3)
    return cost.Empty() || SolvePayment(p, cost, exclude, nullptr);
  if (cost.Simple()) {
    Refresh();  // the sources' mana is derived by the layers
    int avail[kNumManaKinds];
    if (AvailableMana(p, exclude, avail)) return ManaCovers(avail, cost);
  }
  return SolvePayment(p, cost, exclude, nullptr);
}

void Game::PayLifeAsCost(int p, int n) {
  if (n <= 0) return;
  s_.players[p].life -= n;  // CR 119.4, 118.3
  s_.players[p].life_lost += n;
  if (s_.watch_mask & EvBit(EvKind::kLifeLoss)) {
    Event e;
    e.kind = EvKind::kLifeLoss;
    e.player = static_cast<int8_t>(p);
    e.amount = n;
    Record(e);
  }
}

// Activates one mana ability as a cost or by the player (CR 605.3a): pays its
// costs ({T}, life, mana from the pool, sacrifice proposed into the batch) and
// adds its mana, each flexible mana of kind `kinds[i]`.  Returns true if it
// proposed an event (a sacrifice) that the caller must run.
bool Game::RunManaAbility(int p, ObjId o, int ability, const uint8_t* kinds, int keep_kinds,
                          const ObjId* avoid, int n_avoid) {
  const AbilityDef& ab = Ability(o, ability);
  if (ab.tap_creatures) TapCreaturesForManaCost(p, o, ab, avoid, n_avoid);  // CR 118.3 (tap_costs.cpp)
  if (!ab.cost.Empty() && keep_kinds >= 0) {  // CR 602.2b: its mana cost, from the pool
    uint8_t masks[24];
    int n = 0;
    for (int k = 0; k < 5; ++k)
      for (int i = 0; i < ab.cost.colored[k] && n < 24; ++i) masks[n++] = static_cast<uint8_t>(1u << k);
    for (int i = 0; i < ab.cost.colorless && n < 24; ++i) masks[n++] = 1u << kColorless;
    for (int i = 0; i < ab.cost.snow && n < 24; ++i) masks[n++] = kSnowUnit;
    for (int i = 0; i < ab.cost.n_hybrid; ++i)
      for (int c = 0; c < ab.cost.HybridCount(i) && n < 24; ++c) masks[n++] = ab.cost.hybrid[i] & kAnyColorMask;
    PayingFor ability(*this, kNoObj, o);  // CR 106.6: an activation cost is no spell
    MTG_CHECK(SpendFromPool(p, masks, n, ab.cost.generic, keep_kinds),
              "mana ability cost not in the pool");
  }
  if (ab.tap) TapAsCost(o);
  PayLifeAsCost(p, ab.life_cost);
  bool proposed = false;
  if (__builtin_expect(ab.n_costs != 0, 0)) {  // CR 605.3a, 602.2b: its other costs (life, counters)
    StackItem none;
    none.obj = o;
    none.controller = p;
    proposed = PayAbilityCosts(none, ab);
  }
  // CR 106.4; 106.1, 605.3b: an amount "for each counter" is counted as it resolves
  // (one kind of mana, CardDb::Load).
  if (__builtin_expect(ab.mana_per_counter >= 0, 0)) {
    for (int u = ManaAmount(o, ab); u > 0; --u) AddManaFrom(p, o, ab, kinds[0]);
  } else if (__builtin_expect(ab.mana_reflect != 0, 0)) {
    // CR 106.7, 106.5: one mana of a kind it could add now; none such: no mana.
    if ((ReflectMask(o, ab) >> kinds[0]) & 1) AddManaFrom(p, o, ab, kinds[0]);
  } else {
    for (int u = 0; u < ab.n_units; ++u) {
      if (s_.mana_rules) AddManaFrom(p, o, ab, kinds[u]);
      else s_.players[p].mana[kinds[u]] += 1;
    }
  }
  if (ab.sac == SacCost::kSelf) {  // CR 701.21a: a sacrifice as a cost (e.g. a Treasure)
    ProposeZoneChange(o, Zone::kGraveyard, Cause::kSacrifice, o);
    return true;
  }
  return proposed;
}

// CR 601.2g-h: activate the mana abilities of the best payment, then pay the
// cost from the pool.  Returns true if it proposed events (sacrifices) that the
// caller must run with the batch.
bool Game::PayMana(int p, const ManaCost& cost, ObjId exclude) {
  return __builtin_expect(s_.mana_rules & kManaRuleExtras, 0) ? PayManaT<true>(p, cost, exclude)
                                                               : PayManaT<false>(p, cost, exclude);
}

template <bool kExtras>
bool Game::PayManaT(int p, const ManaCost& cost, ObjId exclude) {
  ManaPlan plan;
  MTG_CHECK(SolvePayment(p, cost, exclude, &plan), "paying an unpayable cost");
  PlayerState& ps = s_.players[p];
  const int demand = Demand(*this, s_, p);
  // Which kind each flexible mana becomes: match the symbols that need a kind
  // (and the activations' own costs) to the mana, most constrained symbols first.
  Req r;
  r.AddPlain(cost);
  r.AddHybrid(cost, plan.alt);
  for (int i = 0; i < plan.n; ++i)
    if (plan.opt[i].cost) r.AddPlain(*plan.opt[i].cost);
  uint8_t sym[64];
  int n_sym = 0;
  for (int i = 0; i < r.n; ++i)
    for (int k = 0; k < r.count[i] && n_sym < 64; ++k) sym[n_sym++] = r.mask[i];
  SortShort(sym, sym + n_sym, [](uint8_t a, uint8_t b) { return Bits(a) < Bits(b); });
  // Mana: the pool first (one kind each), then the plan's abilities.
  uint8_t unit[96];
  int n_unit = 0;
  if (ps.tagged.empty()) {
    for (int k = 0; k < kNumManaKinds; ++k)
      for (int i = 0; i < ps.mana[k] && n_unit < 64; ++i) unit[n_unit++] = static_cast<uint8_t>(1u << k);
  } else {
    n_unit = PoolUnits(p, unit, 64, nullptr);
  }
  const int first_src_unit = n_unit;
  for (int i = 0; i < plan.n; ++i)
    for (int k = 0; k < (kExtras ? plan.opt[i].Amount() : plan.opt[i].n) && n_unit < 96; ++k)
      unit[n_unit++] = kExtras ? plan.opt[i].Unit(k) : plan.opt[i].units[k];
  int match_of_unit[96];
  MTG_CHECK(MatchSymbols(sym, n_sym, unit, n_unit, match_of_unit), "payment matching failed");
  // Activate the plan's abilities: those without a mana cost first (CR 605.3a).
  int need = 0;  // kinds the cost itself needs: activation costs spend other mana first
  for (int i = 0; i < r.n; ++i) need |= r.mask[i];
  bool proposed = false;
  ObjId avoid[kMaxPaySrc + 1];
  int n_avoid = 0;
  if (kExtras) {
    for (int i = 0; i < plan.n; ++i) avoid[n_avoid++] = plan.obj[i];
    if (exclude != kNoObj) avoid[n_avoid++] = exclude;
  }
  for (int pass = 0; pass < 2; ++pass) {
    int u = first_src_unit;
    for (int i = 0; i < plan.n; ++i) {
      const PayOpt& q = plan.opt[i];
      const int u0 = u;
      u += kExtras ? q.Amount() : q.n;
      if ((q.cost != nullptr) != (pass == 1)) continue;
      uint8_t kinds[kMaxPayUnits];
      for (int k = 0; k < (kExtras ? q.Amount() : q.n); ++k) {
        uint8_t m = (kExtras ? q.Unit(k) : q.units[k]) & 0x3f;
        int s = match_of_unit[u0 + k];
        if (s >= 0 && (m & sym[s])) m &= sym[s];    // ({S} takes any kind: 107.4h)
        else if (m & ~demand & 0x3f) m &= ~demand;  // spare mana: a kind nothing else needs
        kinds[k] = static_cast<uint8_t>(LowBit(m));
      }
      int ability = q.ability;
      if (ability < 0) {  // merged single-mana abilities: the one adding that kind
        int now[kMaxManaAbilNow];
        const int n_now = ManaAbilitiesNow(*this, s_, plan.obj[i], now);
        for (int j = 0; j < n_now; ++j) {
          const AbilityDef& ab = Ability(plan.obj[i], now[j]);
          if (ab.n_units == 1 && (ab.units[0] & (1u << kinds[0])) && ab.tap == (q.tap != 0) &&
              (ab.sac == SacCost::kSelf) == (q.sac != 0) && ab.life_cost == q.life && ab.cost.Empty() &&
              ab.mana_only < 0 && ab.mana_rider < 0) {
            ability = now[j];
            break;
          }
        }
        MTG_CHECK(ability >= 0, "merged mana ability not found");
      }
      // Its "tap an untapped creature" cost spares the plan's other sources (118.3).
      proposed |= RunManaAbility(p, plan.obj[i], ability, kinds, need, avoid, n_avoid);
    }
  }
  // CR 601.2h: pay the cost from the pool (and life for Phyrexian symbols).
  uint8_t masks[64];
  int n = 0;
  Req spell;
  spell.AddPlain(cost);
  spell.AddHybrid(cost, plan.alt);
  for (int i = 0; i < spell.n; ++i)
    for (int k = 0; k < spell.count[i] && n < 64; ++k) masks[n++] = spell.mask[i];
  SortShort(masks, masks + n, [](uint8_t a, uint8_t b) { return Bits(a) < Bits(b); });
  MTG_CHECK(s_.mana_rules ? SpendFromPool(p, masks, n, spell.generic, demand)
                           : SpendSymbols(ps.mana, masks, n, spell.generic, demand),
            "pool payment failed");
  PayLifeAsCost(p, plan.life);
  return proposed;
}

}  // namespace mtg
