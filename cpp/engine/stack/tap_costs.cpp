// "Tap an untapped creature you control" as a cost (CR 118.3, 602.1, 601.2b-h):
// in activation costs (mana abilities too, 605) and as a spell's additional cost
// (118.8).  CR 302.6: only {T} and {Q} in a creature's own ability's cost care about
// summoning sickness, so any untapped creature of the player's may be tapped this
// way, even one that came under their control this turn.  The creatures are chosen
// as the spell is cast or the ability activated (601.2b, 602.2b) and tapped with the
// mana (601.2h); meanwhile mana abilities don't tap them for mana (GameState::
// cost_taps).  Mana abilities with such a cost (Springleaf Drum) tap a creature the
// payer chooses (mana.cpp: SolvePayment counts the creatures, PayMana picks them).
#include <algorithm>

#include "game.h"

namespace mtg {

bool Game::TapCostReservedSlow(ObjId o) const {
  return std::find(s_.cost_taps.begin(), s_.cost_taps.end(), o) != s_.cost_taps.end();
}

// A mana ability's "tap an untapped creature you control": the payer chooses, sparing
// `avoid` (the payment's other sources) and the source itself if {T} taps it.
void Game::TapCreaturesForManaCost(int p, ObjId o, const AbilityDef& ab, const ObjId* avoid, int n_avoid) {
  ObjId skip[64 + 1];
  int n_skip = 0;
  for (int i = 0; i < n_avoid && n_skip < 64; ++i) skip[n_skip++] = avoid[i];
  if (ab.tap) skip[n_skip++] = o;
  for (int k = 0; k < ab.tap_creatures; ++k) {
    ObjId c = PickCreatureToTap(p, skip, n_skip);
    if (k == 0 && chosen_tap_ != kNoObj && !s_.tapped[chosen_tap_]) c = chosen_tap_;  // chosen by hand
    MTG_CHECK(c != kNoObj, "no untapped creature to tap for a mana ability's cost");
    TapAsCost(c);
  }
}

// How many creatures the spell or ability being cast still has to choose to tap.
int Game::TapCostLeftSlow(const StackItem& it) const {
  int n = 0;
  if (it.is_spell) {
    const AdditionalCost& ac = Casting(it.obj).add_cost;
    if (ac.kind == AddCostKind::kTapCreature && !FaceDown(it.obj)) n = std::max(1, ac.n);
  } else if (it.ability >= 0) {
    const AbilityDef& ab = Def(it.obj).abilities[it.ability];
    if (ab.tap_power) return TapPowerChosen() >= ab.tap_power ? 0 : 1;  // 702.122a
    n = ab.tap_creatures;
  }
  return n - static_cast<int>(s_.cost_taps.size());
}

// CR 702.122a: the total power of the creatures chosen so far to tap for a crew cost.
int Game::TapPowerChosen() const {
  int sum = 0;
  for (ObjId o : s_.cost_taps) sum += std::max(0, s_.power[o]);
  return sum;
}

// CR 118.3, 302.6: `o` is an untapped creature p controls (summoning sick or not),
// not already chosen (for this cost, or to convoke, 601.2h), and not `exclude` (the
// source its own {T} taps).
bool Game::TapCostOption(int p, ObjId o, ObjId exclude) {
  return o != exclude && s_.zone[o] == Zone::kBattlefield && s_.controller[o] == p && !s_.tapped[o] &&
         IsCreature(o) && !TapCostReserved(o) &&
         (s_.other_pay.empty() || std::find(s_.other_pay.begin(), s_.other_pay.end(), o) == s_.other_pay.end());
}

// Whether some `n` more creatures can be chosen to tap (for `spell`'s additional
// cost, or an ability's cost when spell is kNoObj) and `pays` still holds with them
// reserved (601.2h: mana abilities can't tap them too).  Creatures without mana
// abilities are tried first; a few hundred combinations at most.
// With `power` > 0 (crew, 702.122a) the creatures are any number whose total power
// is at least `power`, and `n` is not used.
bool Game::TapCostsPayable(int p, ObjId spell, int n, ObjId exclude, const std::function<bool()>& pays,
                           int power) {
  if (power <= 0 && n <= 0) return pays();
  ObjId opts[64];
  int k = 0;
  for (ObjId o : s_.battlefield)
    if (k < 64 && (spell != kNoObj ? AddCostOption(p, spell, o) : TapCostOption(p, o, exclude))) opts[k++] = o;
  if (power <= 0 && k < n) return false;
  auto makes_mana = [&](ObjId o) { return Def(o).mana_ability >= 0 || Def(o).mana_complex || s_.land_mana[o]; };
  std::stable_sort(opts, opts + k, [&](ObjId a, ObjId b) { return !makes_mana(a) && makes_mana(b); });
  int tries = 0;
  if (power > 0) {  // the fewest creatures first: the greatest power first among them
    int total = 0;
    for (int i = 0; i < k; ++i) total += std::max(0, s_.power[opts[i]]);
    if (total < power) return false;
    std::stable_sort(opts, opts + k, [&](ObjId a, ObjId b) {
      return makes_mana(a) == makes_mana(b) ? s_.power[a] > s_.power[b] : !makes_mana(a);
    });
    std::function<bool(int, int)> add = [&](int start, int need) -> bool {
      if (need <= 0) return ++tries, pays();
      for (int i = start; i < k && tries < 256; ++i) {
        if (s_.power[opts[i]] <= 0) continue;
        s_.cost_taps.push_back(opts[i]);
        const bool ok = add(i + 1, need - s_.power[opts[i]]);
        s_.cost_taps.pop_back();
        if (ok) return true;
      }
      return false;
    };
    return add(0, power);
  }
  std::function<bool(int, int)> pick = [&](int start, int left) -> bool {
    if (left == 0) return ++tries, pays();
    for (int i = start; i + left <= k && tries < 256; ++i) {
      s_.cost_taps.push_back(opts[i]);
      const bool ok = pick(i + 1, left - 1);
      s_.cost_taps.pop_back();
      if (ok) return true;
    }
    return false;
  };
  return pick(0, n);
}

// Whether choosing `o` to tap for the cost of the spell or ability being cast leaves
// it payable (601.2b: only choices that let it be completed are offered).
bool Game::TapChoiceKeepsPayable(int p, ObjId o) {
  const StackItem it = s_.stack.back();
  const ObjId spell = it.is_spell ? it.obj : kNoObj;
  ObjId exclude = kNoObj;
  ManaCost cost;
  if (it.is_spell) {
    const CardDef& cd = Def(it.obj);
    cost = cd.cast_extras() || it.alt >= 0 ? CastCost(it) : cd.cost;
    if (s_.cost_rules & kCostRuleMods) ApplyCostChanges(p, it.obj, &cost);
  } else {
    const AbilityDef& ab = Def(it.obj).abilities[it.ability];
    cost = ab.cost;
    cost.generic += ab.cost.x * it.x;  // CR 107.3a: X as announced
    cost.x = 0;
    if (ab.tap || ab.sac == SacCost::kSelf || ab.tap_power) exclude = it.obj;  // 702.122a: "other"
  }
  if (spell != kNoObj ? !AddCostOption(p, spell, o) : !TapCostOption(p, o, exclude)) return false;
  const int left = TapCostLeft(it);
  const int power = spell == kNoObj ? Def(it.obj).abilities[it.ability].tap_power : 0;
  PayingFor paying(*this, spell, spell != kNoObj ? kNoObj : it.obj);  // CR 106.6
  s_.cost_taps.push_back(o);
  const int need = power ? std::max(0, power - TapPowerChosen()) : 0;  // 702.122a
  const bool ok = TapCostsPayable(p, spell, left - 1, exclude, [&] {
    return spell != kNoObj ? CanPaySpell(p, spell, cost) : CanPayMana(p, cost, exclude);
  }, need);
  s_.cost_taps.pop_back();
  return ok;
}

// The options of the choice: creatures to tap that keep the cost payable.
void Game::EnumerateTapCost(int p) {
  const std::vector<ObjId> field = s_.battlefield;
  for (ObjId o : field)
    if (s_.controller[o] == p && TapChoiceKeepsPayable(p, o)) actions_.push_back({ActionKind::kCostObject, o});
}

// How much p would rather not tap `o` for a cost (lower: tap it first): summoning
// sick creatures can't attack or use {T} anyway (302.6), then creatures without
// mana abilities, then the smallest.
int Game::TapCostScore(ObjId o) {
  const bool mana = Def(o).mana_ability >= 0 || Def(o).mana_complex || s_.land_mana[o];
  return (SickForTap(o) ? 0 : 1000) + (mana ? 500 : 0) + std::max(0, std::min(Power(o), 99)) * 4 +
         std::max(0, std::min(Toughness(o), 99));
}

// The creature a mana ability's "tap an untapped creature you control" cost taps
// when the payer chooses (CR 118.3): untapped, not reserved, not in `avoid` (the
// sources the payment still activates), the one least wanted untapped.
ObjId Game::PickCreatureToTap(int p, const ObjId* avoid, int n_avoid) {
  ObjId best = kNoObj;
  int best_score = 0;
  for (ObjId o : s_.battlefield) {
    if (!TapCostOption(p, o, kNoObj) || std::find(avoid, avoid + n_avoid, o) != avoid + n_avoid) continue;
    const int score = TapCostScore(o);
    if (best == kNoObj || score < best_score) best = o, best_score = score;
  }
  return best;
}

}  // namespace mtg
