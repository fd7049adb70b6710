// An activated ability's costs besides mana, {T}, life and its source itself (CR 602.2b,
// 118.3, 605.3): sacrificing, discarding, exiling from a graveyard, tapping or returning
// other objects, and removing counters from its source.  They use the record spells'
// additional costs use (AdditionalCost, 601.2b): the objects are chosen as the ability
// is activated, after its targets (602.2b refers to 601.2b-h), one at a time, each only
// if the rest can still be paid (601.2b, 118.3); everything is paid with the mana
// (601.2h).  Also the restrictions on when an ability may be activated (602.5b).
// Nothing here knows a card: the costs and restrictions are data (AbilityDef).
#include <algorithm>

#include "game.h"

namespace mtg {

// CR 602.5b: "Activate only once each turn", "only once", "only during your turn",
// "only during your upkeep", "only during combat", "only during your turn, before
// attackers are declared" and "Activate only if <condition>".
bool Game::ActivationAllowed(int p, ObjId o, int i, const AbilityDef& ab) {
  const uint8_t lim = ab.act_limit;
  if (lim) {
    if ((lim & (kActYourTurn | kActYourUpkeep | kActBeforeAttackers)) && s_.active != p) return false;
    if ((lim & kActYourUpkeep) && s_.step != Step::kUpkeep) return false;
    // CR 506.1: the combat phase is its steps, beginning of combat to end of combat.
    if ((lim & kActCombat) && (s_.step < Step::kBeginningOfCombat || s_.step > Step::kEndOfCombat)) return false;
    // "before attackers are declared": the beginning phase, the first main phase and
    // the beginning of combat step (508.1: attackers are declared as that step begins).
    if ((lim & kActBeforeAttackers) && s_.step > Step::kBeginningOfCombat) return false;
    if (lim & (kActOncePerTurn | kActOnce)) {
      const auto& used = (lim & kActOnce) ? s_.activated_ever : s_.activated_this_turn;
      for (const auto& u : used)
        if (u.first == o && u.second == i) return false;
    }
  }
  if (ab.act_cond.kind != CondKind::kNone && !CheckCondition(ab.act_cond, o, p, kNoObj, kNoObj)) return false;
  return true;
}

// CR 602.2e: the ability has been activated: its "once" restrictions count it.
void Game::NoteActivation(ObjId o, int i, const AbilityDef& ab) {
  if (ab.act_limit & kActOnce) s_.activated_ever.push_back({o, i});
  else if (ab.act_limit & kActOncePerTurn) s_.activated_this_turn.push_back({o, i});
}

static bool TapsObject(AddCostKind k) { return k == AddCostKind::kTapCreature; }

// Whether `o` was chosen already for a cost of the ability or spell being activated.
bool Game::CostObjChosen(ObjId o) const {
  return std::find(s_.cost_objs.begin(), s_.cost_objs.end(), o) != s_.cost_objs.end();
}

// The object `o` may pay cost `ac` of ability `ab` of `src` that p activates: it matches
// the cost's selector (which says the zone and whose, "another"), and was not chosen
// already; an object to tap is untapped and not the source its own {T} taps (118.3,
// 302.6: summoning sickness doesn't matter); the source it sacrifices itself can't be
// sacrificed or returned again.
bool Game::AbilityCostOption(int p, ObjId src, const AbilityDef& ab, const AdditionalCost& ac, ObjId o) {
  if (ac.sel < 0) return false;
  const Selector& sel = db_->Sel(ac.sel);
  if (s_.zone[o] != sel.zone) return false;
  if (s_.zone[o] == Zone::kBattlefield) {
    if (s_.controller[o] != p) return false;
    if (TapsObject(ac.kind)) {
      if (s_.tapped[o] || TapCostReserved(o) || (ab.tap && o == src)) return false;
    } else if (ab.sac == SacCost::kSelf && o == src) {
      return false;
    }
  } else if (s_.owner[o] != p) {
    return false;
  }
  if (o == src && (ac.kind == AddCostKind::kDiscard || ac.kind == AddCostKind::kExileFromGraveyard) &&
      (ab.sac == SacCost::kDiscardSelf || ab.sac == SacCost::kExileSelf))
    return false;
  if (!TapsObject(ac.kind) && CostObjChosen(o)) return false;
  return Matches(sel, o, src, p);
}

// Where the choosing stands: the first cost with objects still to choose and how many
// (601.2b), from what was chosen so far (s_.cost_objs for the costs that don't tap,
// s_.cost_taps beyond the ability's own creatures to tap for the ones that do).
int Game::AbilityCostNext(const AbilityDef& ab, int* left) const {
  int taps = static_cast<int>(s_.cost_taps.size()) - ab.tap_creatures;
  int objs = static_cast<int>(s_.cost_objs.size());
  for (int c = 0; c < ab.n_costs; ++c) {
    const AdditionalCost& ac = ab.costs[c];
    int need = ac.Objects();
    int& have = TapsObject(ac.kind) ? taps : objs;
    const int used = std::min(have, need);
    have -= used;
    if (need > used) {
      if (left) *left = need - used;
      return c;
    }
  }
  if (left) *left = 0;
  return -1;
}

int Game::AbilityCostLeftSlow(const StackItem& it) const {
  if (it.is_spell || it.is_trigger || it.ability < 0) return 0;
  const AbilityDef& ab = Def(it.obj).abilities[it.ability];
  if (!ab.n_costs) return 0;
  int left = 0;
  AbilityCostNext(ab, &left);
  return left;
}

// An object whose choice changes what mana can be made: one with a mana ability (the
// payer can't tap it once chosen to tap, nor sacrifice it for mana once chosen).
static bool MakesMana(const Game& g, const GameState& s, ObjId o) {
  return s.zone[o] == Zone::kBattlefield && (g.Def(o).mana_ability >= 0 || g.Def(o).mana_complex || s.land_mana[o]);
}

// CR 118.3, 601.2b: whether the costs of `ab` (of `src`, activated by p) that are still
// to choose can be chosen and `pays` (the mana) still holds with them chosen.  Costs
// whose objects can't make mana are counted; the others are tried in combinations
// (objects making no mana first), a few hundred at most.
bool Game::AbilityCostsPayable(int p, ObjId src, const AbilityDef& ab, const std::function<bool()>& pays) {
  int left = 0;
  const int c = AbilityCostNext(ab, &left);
  if (c < 0) return pays();
  const AdditionalCost& ac = ab.costs[c];
  ObjId opts[64];
  int k = 0;
  bool mana = false;
  ForEachInZone(db_->Sel(ac.sel).zone, [&](ObjId o) {
    if (k < 64 && AbilityCostOption(p, src, ab, ac, o)) {
      opts[k++] = o;
      mana |= MakesMana(*this, s_, o);
    }
  });
  if (k < left) return false;
  std::vector<ObjId>& chosen = TapsObject(ac.kind) ? s_.cost_taps : s_.cost_objs;
  const size_t mark = chosen.size();
  if (!mana) {  // the choice can't change the payment: any `left` of them
    for (int i = 0; i < left; ++i) chosen.push_back(opts[i]);
    const bool ok = AbilityCostsPayable(p, src, ab, pays);
    chosen.resize(mark);
    return ok;
  }
  std::stable_sort(opts, opts + k, [&](ObjId a, ObjId b) { return !MakesMana(*this, s_, a) && MakesMana(*this, s_, b); });
  int tries = 0;
  std::function<bool(int, int)> pick = [&](int start, int n) -> bool {
    if (n == 0) return ++tries, AbilityCostsPayable(p, src, ab, pays);
    for (int i = start; i + n <= k && tries < 256; ++i) {
      chosen.push_back(opts[i]);
      const bool ok = pick(i + 1, n - 1);
      chosen.pop_back();
      if (ok) return true;
    }
    return false;
  };
  return pick(0, left);
}

// CR 118.3, 119.4, 122.8: the costs that need no object chosen: life (at least that
// much), counters on the source (at least that many).
bool Game::AbilityFixedCostsOk(int p, ObjId src, const AbilityDef& ab) const {
  for (int c = 0; c < ab.n_costs; ++c) {
    const AdditionalCost& ac = ab.costs[c];
    if (ac.kind == AddCostKind::kPayLife && s_.players[p].life < ac.Count()) return false;
    if (ac.kind == AddCostKind::kRemoveCounters && Counter(src, ac.counter) < ac.Count()) return false;
  }
  return true;
}

// The mana cost of the ability on top of the stack, with X as announced (107.3a), and
// the source its own {T} or sacrifice uses.
ManaCost Game::ItemManaCost(const StackItem& it, ObjId* exclude) const {
  const AbilityDef& ab = Def(it.obj).abilities[it.ability];
  ManaCost cost = ab.cost;
  cost.generic += ab.cost.x * it.x;
  cost.x = 0;
  if (exclude) *exclude = ab.tap || ab.sac == SacCost::kSelf ? it.obj : kNoObj;
  return cost;
}

// The options of the choice (601.2b): objects for the next cost that keep the rest payable.
void Game::EnumerateAbilityCost(int p) {
  const StackItem it = s_.stack.back();
  const AbilityDef& ab = Def(it.obj).abilities[it.ability];
  const int c = AbilityCostNext(ab, nullptr);
  if (c < 0) return;
  const AdditionalCost& ac = ab.costs[c];
  ObjId exclude;
  const ManaCost cost = ItemManaCost(it, &exclude);
  PayingFor paying(*this, kNoObj, it.obj);  // CR 106.6
  const ActionKind kind = ac.kind == AddCostKind::kSacrifice ? ActionKind::kSacrifice : ActionKind::kCostObject;
  std::vector<ObjId> cand;
  ForEachInZone(db_->Sel(ac.sel).zone, [&](ObjId o) {
    if (AbilityCostOption(p, it.obj, ab, ac, o)) cand.push_back(o);
  });
  std::vector<ObjId>& chosen = TapsObject(ac.kind) ? s_.cost_taps : s_.cost_objs;
  for (ObjId o : cand) {
    chosen.push_back(o);
    const bool ok = AbilityCostsPayable(p, it.obj, ab, [&] { return CanPayMana(p, cost, exclude); });
    chosen.pop_back();
    if (ok) actions_.push_back({kind, o});
  }
}

// The object chosen for the next cost (an answer to the kChooseCost decision).
void Game::ChooseAbilityCost(ObjId o) {
  const StackItem& it = s_.stack.back();
  const AbilityDef& ab = Def(it.obj).abilities[it.ability];
  const int c = AbilityCostNext(ab, nullptr);
  MTG_CHECK(c >= 0, "no cost left to choose an object for");
  (TapsObject(ab.costs[c].kind) ? s_.cost_taps : s_.cost_objs).push_back(o);
}

// CR 601.2h, 602.2b: the costs are paid with the mana: life (119.4), counters removed
// from the source (an event, 122.8), then each object chosen: tapped (118.3),
// sacrificed (701.21a), discarded (701.9a), exiled or returned to its owner's hand.
// The ability remembers the first object its cost used ("the sacrificed creature",
// "the discarded card": its event source, with last-known information, 608.2h) and
// how many counters it removed or cards it used (its amount).  True if it proposed events.
bool Game::PayAbilityCosts(StackItem& it, const AbilityDef& ab) {
  bool proposed = false;
  size_t next = 0;
  int amount = 0;
  for (int c = 0; c < ab.n_costs; ++c) {
    const AdditionalCost& ac = ab.costs[c];
    switch (ac.kind) {
      case AddCostKind::kPayLife: PayLifeAsCost(it.controller, ac.Count()); break;
      case AddCostKind::kRemoveCounters: {
        Event e;
        e.kind = EvKind::kCounterRemoved;
        e.obj = it.obj;
        e.source = it.obj;
        e.player = static_cast<int8_t>(it.controller);
        e.arg = ac.counter;
        e.amount = ac.Count();
        amount += ac.Count();
        Propose(e);
        proposed = true;
        break;
      }
      case AddCostKind::kTapCreature: break;  // tapped below with the ability's creatures (cost_taps)
      default:
        for (int k = 0; k < ac.Count() && next < s_.cost_objs.size(); ++k) {
          const ObjId o = s_.cost_objs[next++];
          if (it.event_source == kNoObj) it.event_source = o;
          ++amount;
          const Zone to = ac.kind == AddCostKind::kExileFromGraveyard ? Zone::kExile
                          : ac.kind == AddCostKind::kReturnToHand    ? Zone::kHand
                                                                     : Zone::kGraveyard;
          const Cause why = ac.kind == AddCostKind::kSacrifice ? Cause::kSacrifice
                            : ac.kind == AddCostKind::kDiscard ? Cause::kDiscard
                                                               : Cause::kEffect;
          ProposeZoneChange(o, to, why, it.obj);
          proposed = true;
        }
    }
  }
  // "the tapped creature": a cost that only taps remembers the first object it tapped.
  if (it.event_source == kNoObj)
    for (int c = 0; c < ab.n_costs; ++c)
      if (TapsObject(ab.costs[c].kind) && static_cast<int>(s_.cost_taps.size()) > ab.tap_creatures) {
        it.event_source = s_.cost_taps[ab.tap_creatures];
        break;
      }
  it.amount = amount;
  s_.cost_objs.clear();
  return proposed;
}

}  // namespace mtg
