// Mana (CR 106, 605), casting spells (601), activating abilities (602),
// targets (115), resolving (608), and the effect interpreter (one case per Op).
#include <algorithm>

#include "game.h"

namespace mtg {

// ---------------------------------------------------------------------------
// Mana
// ---------------------------------------------------------------------------

bool Game::IsManaSource(ObjId o) const {
  // Its {T} mana ability after layers (305.6 basic land types, "loses all abilities").
  if (s_.mana_color[o] < 0 || s_.tapped[o]) return false;
  // CR 302.6: a creature's {T} abilities need it to be free of summoning sickness.
  if ((s_.types[o] & kCreature) && IsSick(o) && !(s_.keywords[o] & kHaste)) return false;
  return true;
}

void Game::AvailableMana(int p, ObjId exclude, int out[kNumManaKinds]) const {
  for (int k = 0; k < kNumManaKinds; ++k) out[k] = s_.players[p].mana[k];
  for (ObjId o : s_.battlefield)
    if (o != exclude && s_.controller[o] == p && IsManaSource(o))
      out[s_.mana_color[o]] += 1;
}

// Every source here makes exactly one mana of one kind, so the payment exists
// iff each colored requirement is covered and what is left covers the generic
// part; this check is exact, and PayMana below always succeeds when it passes.
bool Game::CanPayMana(int p, const ManaCost& cost, ObjId exclude) const {
  int avail[kNumManaKinds];
  AvailableMana(p, exclude, avail);
  return ManaCovers(avail, cost);
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

// CR 601.2g-h: activate mana abilities, then pay.  Pool mana is spent first;
// sources are tapped lands before creatures, and generic costs are paid from the
// kind of mana with the most to spare.
void Game::PayMana(int p, const ManaCost& cost, ObjId exclude) {
  Refresh();
  MTG_CHECK(CanPayMana(p, cost, exclude), "paying an unpayable cost");
  PlayerState& ps = s_.players[p];
  std::vector<ObjId> sources;
  for (int pass = 0; pass < 2; ++pass)  // lands first, then other permanents
    for (ObjId o : s_.battlefield)
      if (o != exclude && s_.controller[o] == p && IsManaSource(o) &&
          ((s_.types[o] & kLand) != 0) == (pass == 0))
        sources.push_back(o);
  auto color_of = [&](ObjId o) { return s_.mana_color[o]; };
  auto spend = [&](int kind) -> bool {
    if (ps.mana[kind] > 0) {
      ps.mana[kind] -= 1;
      return true;
    }
    for (ObjId o : sources)
      if (!s_.tapped[o] && color_of(o) == kind) {
        TapAsCost(o);  // the mana ability's cost; its mana is spent at once
        return true;
      }
    return false;
  };
  int need[kNumManaKinds] = {cost.colored[0], cost.colored[1], cost.colored[2],
                             cost.colored[3], cost.colored[4], cost.colorless};
  for (int k = 0; k < kNumManaKinds; ++k)
    for (int i = 0; i < need[k]; ++i) MTG_CHECK(spend(k), "colored payment failed");
  for (int i = 0; i < cost.generic; ++i) {
    // Mana already in the pool is spent before any source is tapped.
    int pooled = -1;
    for (int k = 0; k < kNumManaKinds; ++k)
      if (ps.mana[k] > 0 && (pooled < 0 || ps.mana[k] > ps.mana[pooled])) pooled = k;
    if (pooled >= 0) {
      ps.mana[pooled] -= 1;
      continue;
    }
    int avail[kNumManaKinds];
    AvailableMana(p, exclude, avail);
    int best = -1;
    for (int k = 0; k < kNumManaKinds; ++k)
      if (avail[k] > 0 && (best < 0 || avail[k] > avail[best])) best = k;
    MTG_CHECK(best >= 0 && spend(best), "generic payment failed");
  }
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
    if (IsCreature(o) && IsSick(o) && !HasKw(o, kHaste))  // CR 302.6
      return DescribeRef(o) + " is summoning sick (CR 302.6)";
  }
  if (!CanPayMana(p, ab.cost, ab.tap ? o : kNoObj)) return "its cost can't be paid";
  return "";
}

// CR 605.3a-b: activated whenever the player has priority; it doesn't use the
// stack, and the player keeps priority.
void Game::ActivateManaAbility(int p, ObjId o, int i, int color) {
  std::string why = ManaAbilityProblem(p, o, i);
  if (!why.empty()) throw IllegalAction("can't activate a mana ability: " + why);
  const AbilityDef& ab = Ability(o, i);
  const bool any_color = ab.mana_color == kAnyColorMana;
  if (any_color && (color < 0 || color >= 5))
    throw IllegalAction("can't activate a mana ability: " + DescribeRef(o) +
                        " adds one mana of any color: say which (W, U, B, R or G)");
  PayMana(p, ab.cost, ab.tap ? o : kNoObj);  // CR 602.2b
  if (ab.tap) TapAsCost(o);
  for (const Instr& in : ab.program)
    if (in.op == Op::kAddMana) s_.players[p].mana[any_color ? color : in.c] += std::max(1, in.amount);
  if (ab.sac == SacCost::kSelf) {  // CR 701.21a: a sacrifice as a cost (e.g. a Treasure)
    ProposeZoneChange(o, Zone::kGraveyard, Cause::kSacrifice, o);
    RunBatchOwned(BatchOwner::kCursor, s_.cursor);
  }
  actions_valid_ = false;  // the pool changed, so what can be cast may have changed
}

// ---------------------------------------------------------------------------
// Castability (targets: selectors.cpp)
// ---------------------------------------------------------------------------

bool Game::CanCast(int p, ObjId o, const int* avail) {
  const CardDef& cd = Def(o);
  // CR 307.1 / 117.1a: sorcery timing unless it is an instant or has flash (702.8).
  bool instant_speed = cd.Is(kInstant) || (cd.keywords & kFlash);
  if (!instant_speed && !(p == s_.active && s_.stack.empty() &&
                          (s_.step == Step::kPrecombatMain || s_.step == Step::kPostcombatMain)))
    return false;
  if (cd.spell_ability >= 0) {
    const AbilityDef& ab = cd.abilities[cd.spell_ability];
    for (const TargetSpec& t : ab.targets)  // CR 601.2c: every target needs a legal choice
      if (!HasLegalTarget(p, t, o)) return false;
    if (ab.sac == SacCost::kCreature) {
      bool any = false;
      for (ObjId c : s_.battlefield) any |= s_.controller[c] == p && IsCreature(c);
      if (!any) return false;
    }
  }
  return avail ? ManaCovers(avail, cd.cost) : CanPayMana(p, cd.cost, kNoObj);
}

bool Game::CanActivate(int p, ObjId o, int i) {
  const AbilityDef& ab = Def(o).abilities[i];
  if (s_.controller[o] != p || s_.zone[o] != Zone::kBattlefield) return false;
  if (!HasAbility(o, i)) return false;  // layers 4 and 6 may have removed it
  if (ab.sorcery_speed && !(p == s_.active && s_.stack.empty() &&  // CR 602.5d
      (s_.step == Step::kPrecombatMain || s_.step == Step::kPostcombatMain))) return false;
  if (ab.tap) {
    if (s_.tapped[o]) return false;
    if (IsCreature(o) && IsSick(o) && !HasKw(o, kHaste)) return false;  // CR 302.6
  }
  for (const TargetSpec& t : ab.targets)
    if (!HasLegalTarget(p, t, o)) return false;
  return CanPayMana(p, ab.cost, ab.tap ? o : kNoObj);
}

// ---------------------------------------------------------------------------
// Casting and activating: a small sequence of decisions (targets, sacrifice)
// ---------------------------------------------------------------------------

void Game::BeginCast(int p, ObjId o) {
  // CR 601.2a: the card moves to the stack and becomes the topmost object.
  ObjId n = MoveTo(o, Zone::kStack);
  s_.controller[n] = s_.base_controller[n] = static_cast<int8_t>(p);
  StackItem it;
  it.obj = n;
  it.ability = Def(n).spell_ability;
  it.controller = p;
  it.is_spell = true;
  it.num_targets = it.ability >= 0 ? static_cast<int>(Def(n).abilities[it.ability].targets.size()) : 0;
  s_.stack.push_back(it);
  s_.target_index = 0;
  s_.sac_pending = it.ability >= 0 && Def(n).abilities[it.ability].sac == SacCost::kCreature;
  ContinueCasting();
}

void Game::BeginActivate(int p, ObjId o, int i) {
  StackItem it;  // CR 602.2a: the ability is put on the stack
  it.obj = o;
  it.ability = i;
  it.controller = p;
  it.is_spell = false;
  it.num_targets = static_cast<int>(Def(o).abilities[i].targets.size());
  s_.stack.push_back(it);
  s_.target_index = 0;
  s_.sac_pending = false;
  ContinueCasting();
}

void Game::ContinueCasting() {
  const StackItem& it = s_.stack.back();
  if (s_.target_index < it.num_targets) {  // CR 601.2c
    s_.decision = {DecisionKind::kChooseTarget, it.controller, 1, 1, it.obj};
    return;
  }
  if (it.is_trigger) {  // CR 603.3d: targets chosen; the next trigger goes on
    s_.cursor = Cursor::kStateBasedActions;
    return;
  }
  if (s_.sac_pending) {  // additional cost chosen as part of 601.2f-h
    s_.decision = {DecisionKind::kChooseSacrifice, it.controller, 1, 1, it.obj};
    return;
  }
  ObjId sac_self = kNoObj;
  if (it.is_spell) {
    PayMana(it.controller, Def(it.obj).cost, kNoObj);  // CR 601.2g-h
  } else {
    const AbilityDef& ab = Def(it.obj).abilities[it.ability];
    PayMana(it.controller, ab.cost, ab.tap ? it.obj : kNoObj);  // CR 602.2b
    if (ab.tap) TapAsCost(it.obj);
    if (ab.sac == SacCost::kSelf) sac_self = it.obj;
  }
  FinishCasting();
  if (sac_self != kNoObj) {  // CR 701.21a: a sacrifice is a zone change like any other
    ProposeZoneChange(sac_self, Zone::kGraveyard, Cause::kSacrifice, sac_self);
    RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
  }
}

void Game::FinishCasting() {
  // CR 601.2i / 117.3c: the caster receives priority afterwards (after SBAs).
  const StackItem& it = s_.stack.back();
  s_.priority_player = it.controller;
  s_.passes = 0;
  s_.cursor = Cursor::kStateBasedActions;
  // CR 601.2i / 602.2e: the spell becomes cast / the ability activated (triggers).
  Event e;
  e.kind = it.is_spell ? EvKind::kCast : EvKind::kActivate;
  e.obj = it.obj;
  e.source = it.obj;
  e.player = static_cast<int8_t>(it.controller);
  Record(e);
}

// ---------------------------------------------------------------------------
// Resolving (CR 608)
// ---------------------------------------------------------------------------

void Game::Resolve() {
  StackItem it = s_.stack.back();
  const CardDef& cd = Def(it.obj);
  if (it.is_spell && cd.enchant_sel >= 0) {
    // CR 608.3b: an Aura spell whose target is illegal doesn't resolve; otherwise
    // it enters attached to its target (303.4f).
    if (!IsLegalTarget(it.controller, cd.abilities[it.ability].targets[0], it.targets[0], it.obj)) {
      ProposeZoneChange(it.obj, Zone::kGraveyard, Cause::kCountered);
    } else {
      s_.entering_attached = static_cast<ObjId>(it.targets[0]);
      ProposeZoneChange(it.obj, Zone::kBattlefield, Cause::kResolve, kNoObj, false, it.controller);
    }
    RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
    return;
  }
  if (it.is_spell && it.ability < 0) {
    // CR 608.3: a permanent spell becomes a permanent under its controller's
    // control; entering is an event (replacement effects such as "enters tapped").
    ProposeZoneChange(it.obj, Zone::kBattlefield, Cause::kResolve, kNoObj, false, it.controller);
    RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
    return;
  }
  const AbilityDef& ab = cd.abilities[it.ability];
  // CR 603.4: an intervening "if" is checked again on resolution (a state
  // trigger's condition is not, 603.8).
  bool resolves = !it.is_trigger || ab.trigger.event == EvKind::kState ||
                  CheckCondition(ab.trigger.intervening, it.obj, it.controller, it.it, it.lki);
  // CR 608.2b: if every target is now illegal, it doesn't resolve.
  if (resolves && it.num_targets > 0) {
    resolves = false;
    for (int t = 0; t < it.num_targets; ++t)
      resolves |= IsLegalTarget(it.controller, ab.targets[t], it.targets[t], it.obj);
  }
  if (!resolves) {
    if (it.is_spell) {
      ProposeZoneChange(it.obj, Zone::kGraveyard, Cause::kCountered);
      RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
    } else {
      s_.stack.pop_back();
    }
    return;
  }
  StartFrame(it, true);
  RunVm();  // stops for a decision, or finishes the resolution
}

// CR 111.2: the creator owns the token.  It is made outside every zone; the
// caller proposes its entering the battlefield (an event, CR 111.1).
ObjId Game::CreateToken(int p, DefId d) {
  CardIdx c = static_cast<CardIdx>(s_.card_obj.size());
  s_.card_obj.push_back(kNoObj);
  s_.card_is_token.push_back(1);
  ObjId o = NewObject(d, c, p, Zone::kNone);
  s_.card_obj[c] = kNoObj;  // not yet an object in a zone
  return o;
}

}  // namespace mtg
