// Casting spells (601), activating abilities (602), resolving (608); mana and
// paying are in mana.cpp, targets in selectors.cpp.
#include <algorithm>

#include "game.h"

namespace mtg {

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
  return avail && cd.cost.Simple() ? ManaCovers(avail, cd.cost) : CanPayMana(p, cd.cost, kNoObj);
}

bool Game::CanActivate(int p, ObjId o, int i) {
  const AbilityDef& ab = Def(o).abilities[i];
  if (s_.controller[o] != p || s_.zone[o] != Zone::kBattlefield) return false;
  if (!HasAbility(o, i)) return false;  // layers 4 and 6 may have removed it
  if (ab.sorcery_speed && !(p == s_.active && s_.stack.empty() &&  // CR 602.5d
      (s_.step == Step::kPrecombatMain || s_.step == Step::kPostcombatMain))) return false;
  if (ab.tap) {
    if (s_.tapped[o]) return false;
    if (SickForTap(o)) return false;
  }
  if (ab.loyalty && !LoyaltyAbilityOk(p, o, ab)) return false;
  for (const TargetSpec& t : ab.targets)
    if (!HasLegalTarget(p, t, o)) return false;
  return CanPayMana(p, ab.cost, ab.tap || ab.sac == SacCost::kSelf ? o : kNoObj);
}

// CR 606.3: a loyalty ability of a permanent you control, any time you have
// priority and the stack is empty in a main phase of your turn, if no loyalty
// ability of that permanent was activated this turn; 606.6: a negative cost needs
// that many loyalty counters.
bool Game::LoyaltyAbilityOk(int p, ObjId o, const AbilityDef& ab) const {
  if (!(p == s_.active && s_.stack.empty() &&
        (s_.step == Step::kPrecombatMain || s_.step == Step::kPostcombatMain)))
    return false;
  for (ObjId u : s_.loyalty_used)
    if (u == o) return false;
  return ab.loyalty_cost >= 0 || Counter(o, kLoyalty) >= -ab.loyalty_cost;
}

// ---------------------------------------------------------------------------
// Casting and activating: a small sequence of decisions (targets, sacrifice)
// ---------------------------------------------------------------------------

void Game::BeginCast(int p, ObjId o, bool face_down) {
  // CR 601.2a: the card moves to the stack and becomes the topmost object.
  ObjId n = MoveTo(o, Zone::kStack);
  s_.controller[n] = s_.base_controller[n] = static_cast<int8_t>(p);
  if (face_down) SetFaceDown(n, kCastFaceDown);  // 708.4: turned face down first
  StackItem it;
  it.obj = n;
  it.ability = face_down ? -1 : Def(n).spell_ability;
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
  // CR 601.2f: the total cost is locked in; 601.2g-h: mana abilities, then paying.
  if (it.is_spell) {
    s_.pay_cost = FaceDown(it.obj) ? kFaceDownCost : Def(it.obj).cost;  // 702.37c
    s_.pay_exclude = kNoObj;
  } else {
    const AbilityDef& ab = Def(it.obj).abilities[it.ability];
    s_.pay_cost = ab.cost;
    s_.pay_exclude = ab.tap || ab.sac == SacCost::kSelf ? it.obj : kNoObj;
  }
  if (s_.manual_mana) {
    s_.paying = true;
    s_.decision = {DecisionKind::kPayMana, it.controller, 0, 1, it.obj};
    return;
  }
  FinishPayment();
}

// CR 601.2h: the auto-payer pays what is left (from the pool first), the other
// costs are paid, and the spell becomes cast (601.2i).
void Game::FinishPayment() {
  s_.paying = false;
  const StackItem& it = s_.stack.back();
  ObjId sac_self = kNoObj;
  // Mana abilities' sacrifices (proposed while paying) run with the batch below.
  bool proposed = PayMana(it.controller, s_.pay_cost, s_.pay_exclude) || s_.batch_active;
  if (!it.is_spell) {
    const AbilityDef& ab = Def(it.obj).abilities[it.ability];
    if (ab.tap) TapAsCost(it.obj);
    if (ab.sac == SacCost::kSelf) sac_self = it.obj;
    if (ab.loyalty) {
      // CR 606.4: the cost is putting on or removing loyalty counters (an event:
      // counter replacement effects and triggers see it, 122.6); 606.3: this
      // permanent's loyalty abilities are used for the turn.
      s_.loyalty_used.push_back(it.obj);
      if (ab.loyalty_cost != 0) {
        Event e;
        e.kind = ab.loyalty_cost > 0 ? EvKind::kCounterPut : EvKind::kCounterRemoved;
        e.obj = it.obj;
        e.source = it.obj;
        e.player = static_cast<int8_t>(it.controller);
        e.arg = kLoyalty;
        e.amount = ab.loyalty_cost > 0 ? ab.loyalty_cost : -ab.loyalty_cost;
        Propose(e);
        proposed = true;
      }
    }
  }
  const ObjId source = it.obj;
  FinishCasting();
  if (sac_self != kNoObj)  // CR 701.21a: a sacrifice is a zone change like any other
    ProposeZoneChange(sac_self, Zone::kGraveyard, Cause::kSacrifice, sac_self);
  if (s_.sac_choice != kNoObj) {  // the additional cost "sacrifice a creature"
    ProposeZoneChange(s_.sac_choice, Zone::kGraveyard, Cause::kSacrifice, source);
    s_.sac_choice = kNoObj;
    proposed = true;
  }
  if (proposed || sac_self != kNoObj) RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
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
  if (it.is_spell && cd.enchant_sel >= 0 && it.ability >= 0) {
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
    if (FaceDown(it.obj)) s_.batch.back().face_down = s_.face_down[it.obj];  // 708.4: a face-down permanent
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

// CR 712 (and 310.11b): cast `card` from exile with its back face up, without
// paying its mana cost, while an effect resolves (608.2g).  Back faces cast this
// way have no targets (the card DSL checks it): no choices to make.
void Game::CastTransformed(int p, ObjId card) {
  s_.any_back_face = true;
  ObjId n = MoveTo(card, Zone::kStack, false, db_->BackFace(s_.def[card]));
  s_.controller[n] = s_.base_controller[n] = static_cast<int8_t>(p);
  StackItem it;
  it.obj = n;
  it.ability = Def(n).spell_ability;
  it.controller = p;
  it.is_spell = true;
  s_.stack.push_back(it);
  Event e;  // CR 601.2i: it becomes cast
  e.kind = EvKind::kCast;
  e.obj = n;
  e.source = n;
  e.player = static_cast<int8_t>(p);
  Record(e);
}

// CR 111.2: the creator owns the token.  It is made outside every zone; the
// caller proposes its entering the battlefield (an event, CR 111.1).
ObjId Game::CreateToken(int p, DefId d) {
  CardIdx c = static_cast<CardIdx>(s_.card_obj.size());
  s_.card_obj.push_back(kNoObj);
  s_.card_def.push_back(d);
  s_.card_is_token.push_back(1);
  ObjId o = NewObject(d, c, p, Zone::kNone);
  s_.card_obj[c] = kNoObj;  // not yet an object in a zone
  return o;
}

}  // namespace mtg
