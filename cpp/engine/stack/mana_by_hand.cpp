// Paying by hand (CR 601.2g-h, 605.3): the payment decision's mana abilities, each
// offered only if the cost stays payable, the pool checked against the locked-in
// cost, and mana abilities a player activates while holding priority.
#include <algorithm>

#include "game.h"
#include "mana_payer.h"

namespace mtg {

using namespace pay;

namespace {
// a + b, for an activation's cost added to the cost being paid.
ManaCost Plus(const ManaCost& a, const ManaCost& b) {
  ManaCost c = a;
  c.Add(b);  // {S} (107.4h) and hybrid copies included
  return c;
}
}  // namespace

// Whether activating `ability` of `o` (its flexible mana made `kind`) still
// leaves a way to pay the locked-in cost: the only mana abilities offered, so
// every payment begun can be finished.
bool Game::ManaChoiceKeepsPayable(int p, ObjId o, int ability, int kind) {
  const AbilityDef& ab = Ability(o, ability);
  uint8_t extra[kMaxPayUnits];
  int n_extra = 0;
  const int amount = std::min(ManaAmount(o, ab), kMaxPayUnits);  // 106.1: per counter, as it is now
  if (SpendAllowed(ab.mana_only, p, o, ab.mana_only_abilities))  // 106.6: mana this can't pay for adds nothing here
    for (int u = 0; u < amount; ++u) {
      const uint8_t m = ManaUnitMask(o, ab, std::min(u, ab.n_units - 1));
      if (!m || (kind >= 0 && (m & (m - 1)) && !((m >> kind) & 1))) continue;  // 106.5: no mana
      extra[n_extra++] = static_cast<uint8_t>((1u << ((m & (m - 1)) == 0 ? LowBit(m) : kind)) | SnowBit(o));
    }
  const ManaCost total = ab.cost.Empty() ? s_.pay_cost : Plus(s_.pay_cost, ab.cost);
  if (s_.players[p].life < ab.life_cost) return false;
  if (ab.n_costs && !AbilityFixedCostsOk(p, o, ab)) return false;  // CR 118.3: counters, life
  if (ab.tap_creatures) {  // CR 118.3: the creatures the payer would tap for it, reserved
    const size_t was = s_.cost_taps.size();
    ObjId skip[2] = {o, s_.pay_exclude};
    bool ok = true;
    for (int k = 0; k < ab.tap_creatures && ok; ++k) {
      const ObjId c = PickCreatureToTap(p, skip, 2);
      ok = c != kNoObj;
      if (ok) s_.cost_taps.push_back(c);
    }
    ok = ok && SolvePayment(p, total, s_.pay_exclude, nullptr, extra, n_extra, o);
    s_.cost_taps.resize(was);
    return ok;
  }
  return SolvePayment(p, total, s_.pay_exclude, nullptr, extra, n_extra, o);
}

// CR 601.2h: whether the mana in p's pool alone pays the locked-in cost of the
// pending payment (its restrictions and {S} included, 106.6, 107.4h).
bool Game::PoolPaysPending(int p) {
  PayingFor spell(*this, PaymentSpell(), PaymentAbilitySource());
  const ManaCost& c = s_.pay_cost;
  uint8_t unit[96];
  const int n_unit = PoolUnits(p, unit, 96, nullptr);
  Units u;
  for (int i = 0; i < n_unit; ++i) u.Add(unit[i]);
  unsigned combos_alt = 1;  // mixed-radix choices of alternatives (Req::AddHybrid)
  for (int i = 0; i < c.n_hybrid; ++i)
    if (c.hybrid[i] & (kHybridTwo | kHybridPhyrexian)) combos_alt *= static_cast<unsigned>(c.HybridCount(i) + 1);
  for (unsigned alt = 0; alt < combos_alt; ++alt) {
    Req r;
    r.AddPlain(c);
    const int life = r.AddHybrid(c, alt);
    if (life <= std::max(s_.players[p].life, 0) && Covers(u, r)) return true;
  }
  return false;
}

// The source of the activated ability a pending payment decision pays for, or kNoObj (106.6).
ObjId Game::PaymentAbilitySource() const {
  if (s_.pay_for_attack || s_.pay_for_block || s_.stack.empty()) return kNoObj;
  const StackItem& it = s_.stack.back();
  return !it.is_spell && !it.is_trigger ? it.obj : kNoObj;
}

// The spell a pending payment decision pays for, or kNoObj (an ability, an attack).
ObjId Game::PaymentSpell() const {
  if (s_.pay_for_attack || s_.pay_for_block || s_.stack.empty() || !s_.stack.back().is_spell) return kNoObj;
  return s_.stack.back().obj;
}

void Game::EnumerateManaPayment(int p) {
  Refresh();
  PayingFor spell(*this, PaymentSpell(), PaymentAbilitySource());
  for (ObjId o : s_.battlefield) {
    if (s_.controller[o] != p) continue;
    int now[kMaxManaAbilNow];
    const int n_now = ManaAbilitiesNow(*this, s_, o, now);
    for (int j = 0; j < n_now; ++j) {
      const int i = now[j];
      const AbilityDef& ab = Ability(o, i);
      if (ab.kind != AbilityKind::kMana || ab.n_units == 0 || !CanUseManaAbility(o, ab)) continue;
      if (ab.tap && TapCostReserved(o)) continue;  // CR 118.3: to be tapped for a cost instead
      if ((ab.tap || ab.sac == SacCost::kSelf) && o == s_.pay_exclude) continue;
      uint8_t flexible = 0;
      for (int u = 0; u < ab.n_units; ++u) {
        const uint8_t m = ManaUnitMask(o, ab, u);  // 106.7: what it could add now
        if (m & (m - 1)) flexible |= m;
      }
      for (int k = flexible ? 0 : -1; k < (flexible ? kNumManaKinds : 0); ++k) {
        if (k >= 0 && !(flexible & (1u << k))) continue;
        if (ManaChoiceKeepsPayable(p, o, i, k))
          actions_.push_back({ActionKind::kManaAbility, o, k < 0 ? kNoRef : k, i});
      }
    }
  }
  actions_.push_back({ActionKind::kDone});  // the auto-payer pays the rest
}

void Game::DoManaAbility(int p, const Action& a) {
  const AbilityDef& ab = Ability(a.obj, a.arg);
  uint8_t kinds[kMaxManaUnits];
  for (int u = 0; u < std::min<int>(ab.n_units, kMaxManaUnits); ++u) {
    const uint8_t m = ManaUnitMask(a.obj, ab, u);  // 106.7
    kinds[u] = static_cast<uint8_t>((m & (m - 1)) == 0 ? LowBit(m) : a.ref);
  }
  // CR 605.3a: its own mana cost first (paid by the auto-payer), then the rest of
  // its costs; a sacrifice is performed with the spell's other costs.
  {
    PayingFor ability(*this, kNoObj, a.obj);  // CR 106.6: an activation cost is no spell
    if (!ab.cost.Empty()) PayMana(p, ab.cost, ab.tap || ab.sac == SacCost::kSelf ? a.obj : kNoObj);
  }
  RunManaAbility(p, a.obj, a.arg, kinds, -1);
  s_.decision = {DecisionKind::kPayMana, p, 0, 1, s_.pay_for_attack || s_.pay_for_block ? kNoObj : s_.stack.back().obj};
}

std::string Game::ManaAbilityProblem(int p, ObjId o, int i) {
  if (s_.over) return "the game is over";
  if (s_.decision.kind != DecisionKind::kPriority || s_.decision.player != p)
    return "player " + std::string(1, static_cast<char>('A' + p)) + " doesn't have priority";
  if (o < 0 || o >= static_cast<ObjId>(s_.def.size()) || s_.zone[o] != Zone::kBattlefield)
    return "it is not a permanent on the battlefield";
  if (s_.controller[o] != p) return DescribeRef(o) + " is not controlled by that player";
  const auto& abs = Def(o).abilities;
  Refresh();
  const bool basic = i >= kBasicManaAbility && i < kBasicManaAbility + 5;  // 305.6
  if (!basic && (i < 0 || i >= static_cast<int>(abs.size()) || abs[i].kind != AbilityKind::kMana))
    return DescribeRef(o) + " has no such mana ability";
  if (!HasAbility(o, i)) return DescribeRef(o) + " doesn't have that ability now";
  const AbilityDef& ab = Ability(o, i);
  if (ab.tap) {
    if (s_.tapped[o]) return DescribeRef(o) + " is tapped";
    if (SickForTap(o))
      return DescribeRef(o) + " is summoning sick (CR 302.6)";
  }
  if (ab.life_cost > s_.players[p].life) return "its life cost can't be paid (CR 119.4)";
  if (ab.n_costs && !AbilityFixedCostsOk(p, o, ab)) return "its cost can't be paid (CR 118.3)";
  if (ab.tap_creatures) {  // CR 118.3, 302.6
    int n = 0;
    for (ObjId c : s_.battlefield) n += c != (ab.tap ? o : kNoObj) && TapCostOption(p, c, kNoObj);
    if (n < ab.tap_creatures) return "it needs an untapped creature of yours to tap (CR 118.3)";
  }
  PayingFor ability(*this, kNoObj, o);  // CR 106.6: mana for abilities of it
  if (!CanPayMana(p, ab.cost, ab.tap || ab.sac == SacCost::kSelf ? o : kNoObj))
    return "its cost can't be paid";
  return "";
}

// CR 605.3a-b: activated whenever the player has priority; it doesn't use the
// stack, and the player keeps priority.
void Game::ActivateManaAbility(int p, ObjId o, int i, int color, ObjId tap) {
  std::string why = ManaAbilityProblem(p, o, i);
  if (!why.empty()) throw IllegalAction("can't activate a mana ability: " + why);
  const AbilityDef& ab = Ability(o, i);
  if (tap != kNoObj) {  // CR 118.3, 302.6: an untapped creature of the player's, not its {T}'s source
    if (!ab.tap_creatures)
      throw IllegalAction("can't activate a mana ability: " + DescribeRef(o) + "'s cost taps no other creature");
    if (tap < 0 || tap >= static_cast<ObjId>(s_.def.size()) || !TapCostOption(p, tap, ab.tap ? o : kNoObj))
      throw IllegalAction("can't activate a mana ability: " +
                          (tap >= 0 && tap < static_cast<ObjId>(s_.def.size()) ? DescribeRef(tap) : std::string("that")) +
                          " is not an untapped creature of that player's to tap for its cost (CR 118.3)");
  }
  uint8_t kinds[kMaxManaUnits];
  for (int u = 0; u < std::min<int>(ab.n_units, kMaxManaUnits); ++u) {
    const uint8_t m = ManaUnitMask(o, ab, u);  // 106.7: what it could add now (0: nothing, 106.5)
    if ((m & (m - 1)) == 0) {
      kinds[u] = static_cast<uint8_t>(LowBit(m));
    } else if (color >= 0 && color < kNumManaKinds && (m & (1u << color))) {
      kinds[u] = static_cast<uint8_t>(color);  // CR 106.1b: chosen as it is activated
    } else {
      std::string opts;
      for (int k = 0; k < kNumManaKinds; ++k)
        if (m & (1u << k)) opts += std::string(opts.empty() ? "" : ", ") + kManaSymbols[k];
      throw IllegalAction("can't activate a mana ability: " + DescribeRef(o) + " adds " +
                          (m == kAnyColorMask ? "one mana of any color" : "one mana of a choice of kinds") +
                          ": say which (" + opts + ")");
    }
  }
  bool proposed = false;
  if (!ab.cost.Empty()) {  // CR 602.2b: its mana cost first (other mana abilities may pay it)
    PayingFor ability(*this, kNoObj, o);  // 106.6
    proposed |= PayMana(p, ab.cost, ab.tap || ab.sac == SacCost::kSelf ? o : kNoObj);
  }
  chosen_tap_ = tap;
  proposed |= RunManaAbility(p, o, i, kinds, -1);
  chosen_tap_ = kNoObj;
  if (proposed) RunBatchOwned(BatchOwner::kCursor, s_.cursor);
  actions_valid_ = false;  // the pool changed, so what can be cast may have changed
}

}  // namespace mtg
