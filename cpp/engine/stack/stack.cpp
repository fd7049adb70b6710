// Casting spells (601), activating abilities (602), resolving (608); mana and
// paying are in mana.cpp, targets in selectors.cpp.
#include <algorithm>

#include "game.h"

namespace mtg {

// ---------------------------------------------------------------------------
// Castability (targets: selectors.cpp)
// ---------------------------------------------------------------------------

bool Game::CanCast(int p, ObjId o, const int* avail) { return CastableFrom(p, o, -1, avail); }

// CR 601.2a-h: whether `p` may begin casting `o` now, paying its mana cost (alt
// -1) or alternative cost `alt` (118.9), and complete every step of casting.
bool Game::CastableFrom(int p, ObjId o, int alt, const int* avail, bool any_time) {
  const CardDef& cd = Def(o);
  // CR 709.3: one of its halves is cast, or with fuse both, from its owner's hand (702.102a).
  if (cd.layout == Layout::kSplit && (cd.spell_ability < 0 || s_.zone[o] != Zone::kHand)) return false;
  // CR 307.1 / 117.1a: sorcery timing unless it is an instant or has flash (702.8);
  // 608.2g: a spell cast while an effect resolves ignores timing; 601.3b: so does
  // one its caster may cast as though it had flash (a 613.11 player rule).
  bool instant_speed = any_time || cd.Is(kInstant) || (cd.keywords & kFlash);
  if (!instant_speed && !SorceryTiming(p) && !FlashPermitted(p)) return false;
  // CR 702.96b: an overloaded spell is cast with its "each" text (no targets).
  const int spell = alt >= 0 && AltOf(o, alt).ability >= 0 ? AltOf(o, alt).ability : cd.spell_ability;
  if (spell >= 0) {
    const AbilityDef& ab = cd.abilities[spell];
    for (const TargetSpec& t : ab.targets) {  // CR 601.2c: every target needs a legal choice
      if (__builtin_expect(t.count != 1 || t.min != 1, 0)) {  // "up to N", "N target" (115.1d)
        if (t.mode < 0 && !CanChooseTargetOf(p, ab, static_cast<int>(&t - ab.targets.data()), o)) return false;
        continue;
      }
      if (t.mode < 0 && !HasLegalTarget(p, t, o)) return false;
    }
    if (ab.sac == SacCost::kCreature) {
      bool any = false;
      for (ObjId c : s_.battlefield) any |= s_.controller[c] == p && IsCreature(c);
      if (!any) return false;
    }
  }
  // CR 702.138a: escape's cost exiles N other cards from the caster's graveyard;
  // 118.9: another's, cards from hand ("exile a blue card from your hand").
  if (alt >= 0 && AltOf(o, alt).exile_other > 0) {
    const AltCost& ac = AltOf(o, alt);
    int n = 0;
    for (ObjId c : AltExileZone(p, ac)) n += AltExileOption(p, o, c, ac);
    if (n < ac.exile_other) return false;
  }
  if (alt >= 0 && AltOf(o, alt).life > s_.players[p].life) return false;  // CR 119.4
  const ManaCost& base = alt >= 0 ? AltOf(o, alt).cost : cd.cost;
  if (s_.cost_rules) return CastableChanged(p, o, cd, base);  // (out of the hot path)
  if (cd.cast_extras()) return CanCastExtras(p, o, cd, base);
  if (avail && alt < 0 && base.Simple()) return ManaCovers(avail, base);
  if (!s_.mana_rules) return CanPayMana(p, base, kNoObj);
  PayingFor paying(*this, o);  // CR 106.6: restricted mana that may pay for it
  return CanPayMana(p, base, kNoObj);
}

// CR 601.3: a restriction of the card on when it may be cast: the steps (506.1:
// "during combat" is the combat phase's steps) and whose turn.
bool Game::CastTimingAllows(int p, ObjId o) const {
  const CastingDef& cs = Casting(o);
  if (cs.cast_steps && !((cs.cast_steps >> static_cast<int>(s_.step)) & 1)) return false;
  if (cs.cast_turn == kYourTurn) return s_.active == p;
  if (cs.cast_turn == kOpponentsTurn) return s_.active != p;
  return true;
}

// CR 601.2f: castability with the cost increases and reductions that apply now;
// 601.2h: paid with mana and the spell's other means (convoke, delve, improvise).
// CR 601.3: "Cast this spell only during ..." (kCostRuleTiming: it holds even while
// an effect resolves, 608.2g, and with flash).
bool Game::CastableChanged(int p, ObjId o, const CardDef& cd, const ManaCost& base) {
  if ((s_.cost_rules & kCostRuleTiming) && (cd.cast_flags & CardDef::kCastTiming) && !CastTimingAllows(p, o))
    return false;
  ManaCost total = base;
  if (s_.cost_rules & kCostRuleMods) ApplyCostChanges(p, o, &total);
  if (cd.cast_extras()) return CanCastExtras(p, o, cd, total);
  return CanPaySpell(p, o, total);
}

// A mode may be chosen only if each of its targets has a legal choice (601.2c, 700.2).
bool Game::ModeAllowed(int p, ObjId o, const AbilityDef& ab, int m) {
  for (int k = 0; k < static_cast<int>(ab.targets.size()); ++k)
    if (ab.targets[k].mode == m && !CanChooseTarget(p, ab, k, o)) return false;
  return true;
}

// The object `o` can pay the spell's additional cost (601.2b, 118.8): a permanent
// to sacrifice, a card to discard or to exile from a graveyard (not the spell).
bool Game::AddCostOption(int p, ObjId spell, ObjId o) {
  const AdditionalCost& ac = Casting(spell).add_cost;
  if (o == spell || ac.sel < 0) return false;
  if (ac.kind == AddCostKind::kTapCreature) return TapCostOption(p, o, kNoObj) && Matches(db_->Sel(ac.sel), o, spell, p);
  if (ac.kind == AddCostKind::kSacrifice && s_.controller[o] != p) return false;
  if (ac.kind != AddCostKind::kSacrifice && s_.owner[o] != p) return false;
  return Matches(db_->Sel(ac.sel), o, spell, p);
}

bool Game::CanCastExtras(int p, ObjId o, const CardDef& cd, const ManaCost& base) {
  if (cd.spell_ability >= 0) {
    const AbilityDef& ab = cd.abilities[cd.spell_ability];
    if (ab.n_modes > 0) {  // CR 700.2a: enough modes that can be chosen
      int ok = 0;
      for (int m = 0; m < ab.n_modes; ++m) ok += ModeAllowed(p, o, ab, m);
      if (ok < ab.min_modes) return false;
    }
  }
  const AdditionalCost& ac = Casting(o).add_cost;
  switch (ac.kind) {
    case AddCostKind::kNone: break;
    case AddCostKind::kPayLife:  // CR 119.4: only with a life total of at least N
      if (s_.players[p].life < ac.n) return false;
      break;
    case AddCostKind::kTapCreature:  // CR 118.3: creatures to tap, the mana paid without them
      return TapCostsPayable(p, o, std::max(1, static_cast<int>(ac.n)), kNoObj,
                             [&] { return CanPaySpell(p, o, base); });
    default: {
      bool any = false;
      ForEachInZone(db_->Sel(ac.sel).zone, [&](ObjId c) { any = any || AddCostOption(p, o, c); });
      if (!any) return false;
    }
  }
  return CanPaySpell(p, o, base);  // X is 0 and no kicker: the least it may cost
}

// `a` plus `times` times `b` (CR 601.2f: the total cost).
static void AddCostTo(ManaCost* a, const ManaCost& b, int times) {
  a->Add(b, times);
}

// The most times (up to `limit`) `per` can be added to `base` and the total cost
// of `spell` (with its cost changes, 601.2f) still be paid.
int Game::MaxTimes(int p, ObjId spell, const ManaCost& base, const ManaCost& per, int limit) {
  int more = 0, less = 0;
  if (s_.cost_rules & kCostRuleMods) CostChanges(p, spell, &more, &less);
  int n = 0;
  ManaCost c = base;
  while (n < limit) {
    AddCostTo(&c, per, 1);
    ManaCost total = c;
    AddCostChanges(&total, more, less);
    if (!CanPaySpell(p, spell, total)) break;
    ++n;
  }
  return n;
}

// CR 702.42a / 702.120a: how many times the spell's mode cost is added for the
// modes chosen: entwine once if more than the usual number (all of them),
// escalate once per mode beyond the first.
int Game::ExtraModes(const StackItem& it) const {
  const CastingDef& cs = Casting(it.obj);
  if (cs.mode_cost_kind == ModeCostKind::kNone || it.ability < 0) return 0;
  const int chosen = __builtin_popcount(it.modes);
  if (cs.mode_cost_kind == ModeCostKind::kEscalate) return std::max(0, chosen - 1);
  return chosen > ItemAbility(it).max_modes ? 1 : 0;
}

// Whether `more` further modes can be chosen and the total cost still paid
// (601.2b: only choices that let the spell be cast are offered).
bool Game::ModeAffordable(const StackItem& it, int more) {
  const CastingDef& cs = Casting(it.obj);
  if (cs.mode_cost_kind == ModeCostKind::kNone) return true;
  StackItem next = it;
  const AbilityDef& ab = ItemAbility(it);
  for (int m = 0; m < ab.n_modes && more > 0; ++m)
    if (!((next.modes >> m) & 1)) next.modes |= static_cast<uint8_t>(1u << m), --more;
  const int times = ExtraModes(next);
  if (times == ExtraModes(it)) return true;
  const ManaCost base = it.alt >= 0 ? AltOf(it.obj, it.alt).cost : Def(it.obj).cost;
  return MaxTimes(it.controller, it.obj, base, cs.mode_cost, times) >= times;
}

// CR 601.2f: the total cost: the mana cost or the alternative cost, plus the
// additional costs (kicker per time kicked), with X replaced by its value (107.3).
ManaCost Game::CastCost(const StackItem& it) const {
  const CardDef& cd = Def(it.obj);
  const CastingDef& cs = Casting(it.obj);
  ManaCost c = it.alt >= 0 ? AltOf(it.obj, it.alt).cost : cd.cost;
  AddCostTo(&c, cs.kicker, it.kicked);
  AddCostTo(&c, cs.mode_cost, ExtraModes(it));  // entwine 702.42a, escalate 702.120a
  if (it.replicated) AddCostTo(&c, cs.replicate, it.replicated);  // 702.56a
  c.generic += c.x * it.x;
  c.x = 0;
  return c;
}

// CR 602.2b, 601.2f: an activated ability's total cost with X as announced (107.3a)
// and "This ability costs {N} less to activate for each <selector>" (118.7a: generic
// mana only, not below {0}).
ManaCost Game::ActivationTotal(int p, ObjId o, const AbilityDef& ab, int x) {
  ManaCost c = ab.cost;
  c.generic += c.x * x;
  c.x = 0;
  if (ab.cost_less) c.generic = std::max(0, c.generic - ab.cost_less * CountMatching(ab.cost_less_sel, o, p));
  return c;
}

bool Game::CanActivate(int p, ObjId o, int i) {
  const AbilityDef& ab = Def(o).abilities[i];
  if (ab.from_graveyard || ab.from_hand) {  // CR 113.6b: only while the card is in that zone, its owner's
    const Zone z = ab.from_hand ? Zone::kHand : Zone::kGraveyard;
    if (s_.zone[o] != z || s_.owner[o] != p || ab.kind != AbilityKind::kActivated) return false;
  } else {
    if (s_.controller[o] != p || s_.zone[o] != Zone::kBattlefield) return false;
    if (!HasAbility(o, i)) return false;  // layers 4 and 6 may have removed it
  }
  if (ab.sorcery_speed && !SorceryTiming(p)) return false;  // CR 602.5d
  if (ab.tap) {
    if (s_.tapped[o]) return false;
    if (SickForTap(o)) return false;
  }
  if (ab.loyalty && !LoyaltyAbilityOk(p, o, ab)) return false;
  if (ab.life_cost > s_.players[p].life) return false;  // CR 119.4: "Pay N life" needs N life
  if (__builtin_expect(ab.n_modes > 0, 0)) {  // CR 700.2a: enough modes whose targets can be chosen
    int ok = 0;
    for (int m = 0; m < ab.n_modes; ++m) ok += ModeAllowed(p, o, ab, m);
    if (ok < std::max(1, static_cast<int>(ab.min_modes))) return false;
  } else {
    for (int k = 0; k < static_cast<int>(ab.targets.size()); ++k)
      if (!CanChooseTarget(p, ab, k, o)) return false;
  }
  const ObjId ex = ab.tap || ab.sac == SacCost::kSelf || ab.sac == SacCost::kExileSelf ||
                   ab.tap_power ? o : kNoObj;  // 702.122a: "other"
  if (__builtin_expect(ab.act_limit != 0 || ab.act_cond.kind != CondKind::kNone, 0) &&
      !ActivationAllowed(p, o, i, ab))  // CR 602.5b
    return false;
  ManaCost reduced;
  if (__builtin_expect(ab.cost_less != 0, 0)) reduced = ActivationTotal(p, o, ab, 0);
  const ManaCost& cost = ab.cost_less ? reduced : ab.cost;
  if (__builtin_expect(s_.mana_rules != 0, 0)) {  // CR 106.6: mana restricted to its abilities
    PayingFor paying(*this, kNoObj, o);
    if (ab.n_costs) {  // CR 118.3, 602.2b: its other costs, the mana paid without what they use
      if (!AbilityFixedCostsOk(p, o, ab)) return false;
      return TapCostsPayable(p, kNoObj, ab.tap_creatures, ex, [&] {
        return AbilityCostsPayable(p, o, ab, [&] { return CanPayMana(p, cost, ex); });
      });
    }
    if (ab.tap_creatures)  // CR 118.3, 602.2b: creatures to tap, the mana paid without them
      return TapCostsPayable(p, kNoObj, ab.tap_creatures, ex, [&] { return CanPayMana(p, cost, ex); });
    if (ab.tap_power)  // CR 702.122a: other creatures of total power N or greater
      return TapCostsPayable(p, kNoObj, 0, ex, [&] { return CanPayMana(p, cost, ex); }, ab.tap_power);
    return CanPayMana(p, cost, ex);
  }
  return CanPayMana(p, cost, ex);
}

// CR 606.3: a loyalty ability of a permanent you control, any time you have
// priority and the stack is empty in a main phase of your turn, if no loyalty
// ability of that permanent was activated this turn; 606.6: a negative cost needs
// that many loyalty counters ([−X]: X is chosen up to the counters it has, so X = 0
// is always possible).
bool Game::LoyaltyAbilityOk(int p, ObjId o, const AbilityDef& ab) const {
  if (!SorceryTiming(p)) return false;
  for (ObjId u : s_.loyalty_used)
    if (u == o) return false;
  const int cost = LoyaltyCost(p, o, ab.loyalty_x ? 0 : ab.loyalty_cost);
  return cost >= 0 || Counter(o, kLoyalty) >= -cost;
}

// CR 606.4-606.5: the loyalty cost `printed` of an ability of `o` that p activates,
// with the additional [+1]s effects add to planeswalkers' loyalty abilities,
// combined into one cost to add or remove counters.
int Game::LoyaltyCost(int p, ObjId o, int printed) const {
  const int more = s_.players[p].loyalty_more;
  return more != 0 && (s_.types[o] & kPlaneswalker) ? printed + more : printed;
}

// ---------------------------------------------------------------------------
// Casting and activating: a small sequence of decisions (targets, sacrifice)
// ---------------------------------------------------------------------------

void Game::BeginCast(int p, ObjId o, int alt, bool face_down, DefId face) {
  // CR 601.2a: the card moves to the stack and becomes the topmost object, with
  // the face chosen before (712.11b, 709.3b, 715.3b; faces.cpp).
  // CR 702.146a, 712.11a: disturb casts the card transformed: its back face up.
  bool transformed = false;
  if (alt >= 0 && alt != kAltWithoutPaying && AltOf(o, alt).kind == AltCostKind::kDisturb &&
      db_->BackFace(s_.def[o]) >= 0) {
    face = db_->BackFace(s_.def[o]);
    transformed = true;
  }
  if (face >= 0 && (db_->Get(face).is_back_face || db_->Get(face).prototyped)) s_.any_back_face = true;
  ObjId n = MoveTo(o, Zone::kStack, false, face);
  s_.controller[n] = s_.base_controller[n] = static_cast<int8_t>(p);
  if (face_down) {  // 708.4: turned face down first: the spell has only face-down values
    SetFaceDown(n, kCastFaceDown);
    s_.any_copy = true;
    ResetToCopiable(n);
  }
  if (alt >= 0 && alt != kAltWithoutPaying && AltOf(n, alt).kind == AltCostKind::kBestow) {
    SetBestowed(n, true);  // 702.103b: it becomes an Aura spell with enchant creature
    s_.any_copy = true;
    ResetToCopiable(n);
  }
  StackItem it;
  it.obj = n;
  it.ability = face_down ? -1 : Def(n).spell_ability;
  // CR 702.96b: overload's text change: the spell has its "each" program instead.
  if (alt >= 0 && AltOf(n, alt).ability >= 0) it.ability = AltOf(n, alt).ability;
  it.controller = p;
  it.is_spell = true;
  it.alt = static_cast<int8_t>(alt);
  if (transformed) {  // its face's "If it would be put into a graveyard from anywhere,
                      // exile it instead" works on the stack too (Generous Soul)
    for (const ReplacementDef& rp : Def(n).replacements)
      if (rp.self && rp.mode == RepMode::kExileInstead && rp.to == Zone::kGraveyard && rp.from == Zone::kNone)
        it.exile_instead = 1;
  }
  if (!s_.foretold.empty()) {  // 702.143a: it is no longer a foretold card in exile
    s_.foretold.erase(std::remove_if(s_.foretold.begin(), s_.foretold.end(),
                                     [o](const std::pair<ObjId, int32_t>& pr) { return pr.first == o; }),
                      s_.foretold.end());
  }
  it.num_targets = it.ability >= 0 ? static_cast<int>(Def(n).abilities[it.ability].targets.size()) : 0;
  s_.stack.push_back(it);
  s_.target_index = 0;
  s_.sac_pending = it.ability >= 0 && Def(n).abilities[it.ability].sac == SacCost::kCreature;
  s_.cast_stage = !face_down && Def(n).cast_extras() ? kCastModes : kCastTargets;
  s_.cost_choice = kNoObj;
  s_.alt_exile.clear();
  if (!s_.cost_taps.empty()) s_.cost_taps.clear();
  ContinueCasting();
}

// The options of a casting choice (kept out of EnumerateActions, the hot path):
// CR 700.2: a mode not yet chosen that can be; 601.2b, 118.8: what the additional
// cost uses.
void Game::EnumerateAnnouncement(int p) {
  const StackItem& it = s_.stack.back();
  if (s_.decision.kind == DecisionKind::kChooseMode) {
    const AbilityDef& ab = ItemAbility(it);
    for (int m = 0; m < ab.n_modes; ++m)
      if (!((it.modes >> m) & 1) && ModeAllowed(p, it.obj, ab, m) && ModeAffordable(it, 1))
        actions_.push_back({ActionKind::kMode, kNoObj, kNoRef, m});
    if (s_.decision.min <= 0) actions_.push_back({ActionKind::kDone});
    return;
  }
  const ObjId spell = it.obj;
  if (AltExileLeft(it) > 0) {  // CR 702.138a, 118.9: another card to exile for the cost
    const AltCost& ac = AltOf(spell, it.alt);
    for (ObjId o : AltExileZone(p, ac))
      if (AltExileOption(p, spell, o, ac)) actions_.push_back({ActionKind::kCostObject, o});
    return;
  }
  if (TapCostLeft(it) > 0) {  // CR 118.3: a creature to tap (tap_costs.cpp)
    EnumerateTapCost(p);
    return;
  }
  if (AbilityCostLeft(it) > 0) {  // CR 602.2b: what the ability's cost uses (ability_costs.cpp)
    EnumerateAbilityCost(p);
    return;
  }
  const AdditionalCost& ac = Casting(spell).add_cost;
  const ActionKind k = ac.kind == AddCostKind::kSacrifice ? ActionKind::kSacrifice : ActionKind::kCostObject;
  ForEachInZone(db_->Sel(ac.sel).zone, [&](ObjId o) {
    if (AddCostOption(p, spell, o)) actions_.push_back({k, o});
  });
}

// CR 601.2b: modes (700.2), then kicker (702.33: how many times), then X (107.3).
// Each is offered only as far as the spell can still be completed and paid.
bool Game::AnnounceNext(StackItem& it) {
  const CardDef& cd = Def(it.obj);
  const int p = it.controller;
  if (!it.is_spell) {  // CR 602.2b, 107.3a: X in an activation cost, at most what can be paid
    s_.cast_stage = kCastTargets;
    const AbilityDef& ab = cd.abilities[it.ability];
    if (ab.loyalty_x) {  // [−X]: 606.6, at most the loyalty counters it has
      s_.decision = {DecisionKind::kChooseX, p, 0, Counter(it.obj, kLoyalty), it.obj};
      return false;
    }
    const ObjId ex = ab.tap || ab.sac == SacCost::kSelf || ab.sac == SacCost::kExileSelf ? it.obj : kNoObj;
    PayingFor paying(*this, kNoObj, it.obj);  // CR 106.6
    int most = 0;
    while (most < 40 && CanPayMana(p, ActivationTotal(p, it.obj, ab, most + 1), ex)) ++most;
    s_.decision = {DecisionKind::kChooseX, p, 0, most, it.obj};
    return false;
  }
  if (s_.cast_stage == kCastModes) {
    if (it.ability >= 0 && cd.abilities[it.ability].n_modes > 0) {
      const AbilityDef& ab = cd.abilities[it.ability];
      const int chosen = __builtin_popcount(it.modes);
      // CR 702.42a: with entwine, all modes may be chosen instead (for its cost).
      const bool entwine = Casting(it.obj).mode_cost_kind == ModeCostKind::kEntwine;
      int most = entwine ? ab.n_modes : ab.max_modes;
      const CastingDef& mc = Casting(it.obj);
      if (mc.more_modes > most && CheckCondition(mc.more_modes_if, it.obj, p, kNoObj, kNoObj))
        most = mc.more_modes;  // "if <condition>, you may choose both instead" (700.2)
      bool more = false;  // 700.2d: a mode is chosen at most once
      if (chosen < most && ModeAffordable(it, 1))
        for (int m = 0; m < ab.n_modes; ++m) more |= !((it.modes >> m) & 1) && ModeAllowed(p, it.obj, ab, m);
      if (more && entwine && chosen >= ab.max_modes)  // entwined: every other mode must be choosable
        for (int m = 0; m < ab.n_modes; ++m) more &= ((it.modes >> m) & 1) || ModeAllowed(p, it.obj, ab, m);
      if (more) {
        // Entwining (beyond the usual number): all of them, or the spell can't be cast.
        const int need = entwine && chosen > ab.max_modes ? ab.n_modes - chosen : std::max(0, ab.min_modes - chosen);
        s_.decision = {DecisionKind::kChooseMode, p, need, most - chosen, it.obj};
        return false;
      }
    }
    s_.cast_stage = kCastKicker;
  }
  const CastingDef& cs = Casting(it.obj);
  ManaCost base = it.alt >= 0 ? AltOf(it.obj, it.alt).cost : cd.cost;
  AddCostTo(&base, cs.mode_cost, ExtraModes(it));  // entwine, escalate: already chosen
  if (s_.cast_stage == kCastKicker) {
    s_.cast_stage = kCastReplicate;
    if (cs.kicker_kind != KickerKind::kNone) {
      int limit = cs.kicker_kind == KickerKind::kMultikicker ? 20 : 1;  // 702.33c; 702.27a
      int most = MaxTimes(p, it.obj, base, cs.kicker, limit);
      if (most > 0) {
        s_.decision = {DecisionKind::kChooseKicker, p, 0, most, it.obj};
        return false;
      }
    }
  }
  if (s_.cast_stage == kCastReplicate) {  // CR 702.56a, 601.2b: how many times it is paid
    s_.cast_stage = kCastX;
    if (cs.has_replicate) {
      ManaCost now = base;
      AddCostTo(&now, cs.kicker, it.kicked);
      int most = MaxTimes(p, it.obj, now, cs.replicate, 20);
      if (most > 0) {
        s_.decision = {DecisionKind::kChooseReplicate, p, 0, most, it.obj};
        return false;
      }
    }
  }
  if (s_.cast_stage == kCastX) {
    s_.cast_stage = kCastTargets;
    if (base.x > 0) {  // CR 107.3a: the caster chooses X, at most what can be paid
      ManaCost now = base;
      AddCostTo(&now, cs.kicker, it.kicked);
      if (it.replicated) AddCostTo(&now, cs.replicate, it.replicated);
      now.x = 0;
      ManaCost per;
      per.generic = base.x;
      int most = MaxTimes(p, it.obj, now, per, 40);
      s_.decision = {DecisionKind::kChooseX, p, 0, most, it.obj};
      return false;
    }
  }
  return true;
}

void Game::BeginActivate(int p, ObjId o, int i) {
  StackItem it;  // CR 602.2a: the ability is put on the stack
  it.obj = o;
  it.ability = i;
  it.controller = p;
  it.is_spell = false;
  it.face = s_.def[o];          // 113.7a
  it.clock = s_.transforms;     // 701.27f
  it.num_targets = static_cast<int>(Def(o).abilities[i].targets.size());
  GiveStackId(it);  // CR 115.2: an object others may target
  s_.stack.push_back(it);
  s_.target_index = 0;
  s_.sac_pending = false;
  if (!s_.cost_taps.empty()) s_.cost_taps.clear();
  if (!s_.cost_objs.empty()) s_.cost_objs.clear();
  // CR 602.2b: its modes (700.2), then an X in its cost, are announced first (601.2b,
  // 107.3a, 107.3k).
  const AbilityDef& ab = Def(o).abilities[i];
  s_.cast_stage = ab.n_modes > 0 ? kCastModes : ab.cost.x > 0 || ab.loyalty_x ? kCastX : kCastTargets;
  ContinueCasting();
}

// CR 601.2c: an instance of "up to N target" with nothing (more) to choose chooses
// no more (the only choice: asked of nobody).  True if it skipped slots.
__attribute__((noinline)) bool Game::SkipUnchoosableTargetsOf(StackItem& it) {
  const AbilityDef& ab = ItemAbility(it);
  const TargetSpec& t = ab.targets[s_.target_index];
  const TargetSpec& head = ab.targets[t.first];
  if (head.count == 1 && head.min == 1) return false;        // one required target (the usual)
  if (s_.target_index - t.first < head.min) return false;    // still required
  if (it.modes && t.mode >= 0 && !((it.modes >> t.mode) & 1)) return false;  // (a mode not chosen)
  std::vector<Ref> found;
  EnumerateTargets(it.controller, t, it.obj, &found);
  for (Ref r : found)
    if (!TakenInInstance(it, ab, s_.target_index, r)) return false;
  while (s_.target_index < t.first + head.count) it.targets[s_.target_index++] = kNoRef;
  return true;
}

// CR 603.3c, 602.2b, 700.2: the modes of a modal triggered or activated ability,
// chosen as it is put on the stack (one at a time, then "done"), each at most once
// and only if its targets can be chosen; then an activation cost's X (107.3a).
bool Game::AnnounceTriggerModes(StackItem& it) {
  const AbilityDef& ab = ItemAbility(it);
  const int chosen = __builtin_popcount(it.modes);
  bool more = false;
  if (chosen < ab.max_modes)
    for (int m = 0; m < ab.n_modes; ++m) more |= !((it.modes >> m) & 1) && ModeAllowed(it.controller, it.obj, ab, m);
  if (more) {
    s_.decision = {DecisionKind::kChooseMode, it.controller, std::max(0, ab.min_modes - chosen),
                   ab.max_modes - chosen, it.obj};
    return false;
  }
  s_.cast_stage = AfterAbilityModes(it);
  return true;
}

uint8_t Game::AfterAbilityModes(const StackItem& it) {
  const AbilityDef& ab = ItemAbility(it);
  return !it.is_trigger && (ab.cost.x > 0 || ab.loyalty_x) ? kCastX : kCastTargets;
}

void Game::ContinueCasting() {
  StackItem& it = s_.stack.back();
  if (!it.is_spell && s_.cast_stage == kCastModes && ItemAbility(it).n_modes > 0 && !AnnounceTriggerModes(it))
    return;
  if (!it.is_trigger && s_.cast_stage < kCastTargets && !AnnounceNext(it)) return;
  for (int pass = 0; pass <= kMaxTargets; ++pass) {
    if (it.modes) {  // CR 700.2: only the chosen modes' targets are chosen
      const auto& tg = ItemAbility(it).targets;
      while (s_.target_index < it.num_targets && tg[s_.target_index].mode >= 0 &&
             !((it.modes >> tg[s_.target_index].mode) & 1))
        it.targets[s_.target_index++] = kNoRef;
    }
    if (!SkipUnchoosableTargets(it)) break;
  }
  if (s_.target_index < it.num_targets) {  // CR 601.2c
    const AbilityDef& ab = ItemAbility(it);
    const TargetSpec& t = ab.targets[s_.target_index];
    const bool optional = s_.target_index - t.first >= ab.targets[t.first].min;
    s_.decision = {DecisionKind::kChooseTarget, it.controller, optional ? 0 : 1, 1, it.obj};
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
  if (AltExileLeft(it) > 0) {  // CR 702.138a, 601.2b: the cards escape's cost exiles
    s_.decision = {DecisionKind::kChooseCost, it.controller, 1, 1, it.obj};
    return;
  }
  if (TapCostLeft(it) > 0) {  // CR 118.3, 601.2b, 602.2b: a creature to tap for the cost
    s_.decision = {DecisionKind::kChooseCost, it.controller, 1, 1, it.obj};
    return;
  }
  if (AbilityCostLeft(it) > 0) {  // CR 602.2b: an object for the ability's next cost
    s_.decision = {DecisionKind::kChooseCost, it.controller, 1, 1, it.obj};
    return;
  }
  if (it.is_spell && s_.cost_choice == kNoObj) {  // the object an additional cost uses
    const AddCostKind k = Casting(it.obj).add_cost.kind;
    if (k == AddCostKind::kSacrifice || k == AddCostKind::kDiscard || k == AddCostKind::kExileFromGraveyard) {
      s_.decision = {DecisionKind::kChooseCost, it.controller, 1, 1, it.obj};
      return;
    }
  }
  // CR 601.2f: the total cost is locked in; 601.2g-h: mana abilities, then paying.
  if (it.is_spell) {
    PayingFor paying(*this, it.obj);  // CR 106.6: restricted mana that may pay for it
    const CardDef& cd = Def(it.obj);
    s_.pay_cost = FaceDown(it.obj) ? kFaceDownCost  // 702.37c
                  : cd.cast_extras() || it.alt >= 0 ? CastCost(it) : cd.cost;
    if (s_.cost_rules) {
      // Then increases and reductions (costs.cpp), a face-down spell's too (708.4).
      if (s_.cost_rules & kCostRuleMods) ApplyCostChanges(it.controller, it.obj, &s_.pay_cost);
      // CR 601.2h: the part paid other than with mana is chosen now, paid with the mana
      // (a face-down spell has no convoke, delve or improvise, 708.2).
      if ((cd.cast_flags & CardDef::kPayOther) && !FaceDown(it.obj) && s_.manual_mana) {
        // The player chooses what pays it, one object at a time, then mana (costs.cpp).
        s_.other_pay.clear();
        s_.pay_exclude = kNoObj;
        s_.decision = {DecisionKind::kPayOther, it.controller, 0, 1, it.obj};
        return;
      }
      if ((cd.cast_flags & CardDef::kPayOther) && !FaceDown(it.obj)) {
        ManaCost rest;
        MTG_CHECK(PlanOtherPayment(it.controller, it.obj, s_.pay_cost, &rest, &s_.other_pay),
                  "casting a spell whose cost can't be paid");
        s_.pay_cost = rest;
      }
    }
    s_.pay_exclude = kNoObj;
  } else {
    const AbilityDef& ab = ItemAbility(it);
    // CR 602.2b, 601.2f: X replaced by its announced value (107.3a), reductions
    if (ab.cost.x || ab.cost_less) s_.pay_cost = ActivationTotal(it.controller, it.obj, ab, it.x);
    else s_.pay_cost = ab.cost;
    s_.pay_exclude = ab.tap || ab.sac == SacCost::kSelf || ab.sac == SacCost::kExileSelf ? it.obj : kNoObj;
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
  ObjId sac_self = kNoObj, exile_self = kNoObj, discard_self = kNoObj;
  // Mana abilities' sacrifices (proposed while paying) run with the batch below.
  bool proposed;
  {
    PayingFor paying(*this, it.is_spell ? it.obj : kNoObj, it.is_spell ? kNoObj : it.obj);  // CR 106.6
    proposed = PayMana(it.controller, s_.pay_cost, s_.pay_exclude) || s_.batch_active;
  }
  if (!it.is_spell) {
    const AbilityDef& ab = ItemAbility(it);
    if (ab.tap) TapAsCost(it.obj);
    if (ab.life_cost) PayLifeAsCost(it.controller, ab.life_cost);  // CR 119.4, 602.2b
    if (ab.sac == SacCost::kSelf) sac_self = it.obj;
    if (ab.sac == SacCost::kExileSelf) exile_self = it.obj;  // 702.128a, 702.97a
    if (ab.sac == SacCost::kDiscardSelf) discard_self = it.obj;  // 702.29a
    if (ab.loyalty) {
      // CR 606.4: the cost is putting on or removing loyalty counters (an event:
      // counter replacement effects and triggers see it, 122.6); 606.3: this
      // permanent's loyalty abilities are used for the turn.
      s_.loyalty_used.push_back(it.obj);
      // 107.3a: [−X] as announced; 606.5: with the additional costs, one cost.
      const int cost = LoyaltyCost(it.controller, it.obj, ab.loyalty_x ? -it.x : ab.loyalty_cost);
      if (cost != 0) {
        Event e;
        e.kind = cost > 0 ? EvKind::kCounterPut : EvKind::kCounterRemoved;
        e.obj = it.obj;
        e.source = it.obj;
        e.player = static_cast<int8_t>(it.controller);
        e.arg = kLoyalty;
        e.amount = cost > 0 ? cost : -cost;
        Propose(e);
        proposed = true;
      }
    }
  }
  const ObjId source = it.obj;
  if (!it.is_spell) {
    const AbilityDef& ab = ItemAbility(it);
    if (__builtin_expect(ab.n_costs != 0, 0)) proposed |= PayAbilityCosts(s_.stack.back(), ab);  // 602.2b
    if (__builtin_expect(ab.act_limit != 0, 0)) NoteActivation(source, it.ability, ab);          // 602.5b
  }
  if (!s_.cost_taps.empty()) {  // CR 118.3, 601.2h: the creatures chosen for the cost
    // A spell remembers the creature its additional cost tapped as its event source
    // (the subject "cost object": "the creature tapped to pay this spell's additional cost").
    if (it.is_spell) s_.stack.back().event_source = s_.cost_taps.front();
    for (ObjId c : s_.cost_taps) {
      MTG_CHECK(!s_.tapped[c], "a creature chosen for a tap cost was tapped meanwhile");
      TapAsCost(c);
    }
    s_.cost_taps.clear();
  }
  if (!s_.other_pay.empty()) {  // CR 601.2h: convoke, improvise, delve
    PayOtherMeans(source);
    proposed |= s_.batch_active;
  }
  if (it.is_spell && Casting(source).add_cost.kind != AddCostKind::kNone) {
    PayAdditionalCost(it);  // CR 601.2h
    proposed |= s_.batch_active;
  }
  if (it.is_spell && it.alt >= 0 && AltOf(source, it.alt).life)  // CR 119.4, 601.2h
    PayLifeAsCost(it.controller, AltOf(source, it.alt).life);
  if (!s_.alt_exile.empty()) {  // CR 702.138a, 601.2h: the cards escape's cost exiles
    const Zone to = it.alt >= 0 ? AltOf(source, it.alt).take_to : Zone::kExile;  // Daze: to hand
    for (ObjId c : s_.alt_exile) ProposeZoneChange(c, to, Cause::kEffect, source);
    s_.alt_exile.clear();
    proposed |= s_.batch_active;
  }
  FinishCasting();
  if (sac_self != kNoObj)  // CR 701.21a: a sacrifice is a zone change like any other
    ProposeZoneChange(sac_self, Zone::kGraveyard, Cause::kSacrifice, sac_self);
  if (exile_self != kNoObj) {  // "Exile this card from your graveyard", "Exile this artifact" (a cost, 602.2b)
    ProposeZoneChange(exile_self, Zone::kExile, Cause::kEffect, exile_self);
    proposed = true;
  }
  if (discard_self != kNoObj) {  // "Discard this card" (a cost; a discard, 701.9a)
    ProposeZoneChange(discard_self, Zone::kGraveyard, Cause::kDiscard, discard_self);
    proposed = true;
  }
  if (s_.sac_choice != kNoObj) {  // the additional cost "sacrifice a creature"
    ProposeZoneChange(s_.sac_choice, Zone::kGraveyard, Cause::kSacrifice, source);
    s_.sac_choice = kNoObj;
    proposed = true;
  }
  if (s_.nested_cast) {  // CR 608.2g: cast while an effect resolves; the resolution goes on
    if (proposed && !RunBatch()) {
      s_.batch_owner = BatchOwner::kVm;
      return;
    }
    if (s_.nested_cast == 2) RunVm();
    return;
  }
  if (proposed || sac_self != kNoObj) RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
}

// CR 601.2h: the additional cost chosen while casting is paid with the mana.
void Game::PayAdditionalCost(const StackItem& it) {
  const AdditionalCost& ac = Casting(it.obj).add_cost;
  const ObjId o = s_.cost_choice;
  s_.cost_choice = kNoObj;
  switch (ac.kind) {
    case AddCostKind::kPayLife: PayLifeAsCost(it.controller, ac.n); break;  // 119.4
    case AddCostKind::kSacrifice:  // 701.21a
      ProposeZoneChange(o, Zone::kGraveyard, Cause::kSacrifice, it.obj);
      break;
    case AddCostKind::kDiscard:  // 701.9a
      ProposeZoneChange(o, Zone::kGraveyard, Cause::kDiscard, it.obj);
      break;
    case AddCostKind::kExileFromGraveyard:
      ProposeZoneChange(o, Zone::kExile, Cause::kEffect, it.obj);
      break;
    case AddCostKind::kTapCreature:  // 118.3: tapped with the mana (cost_taps)
    case AddCostKind::kRemoveCounters: case AddCostKind::kReturnToHand:  // (activation costs only)
    case AddCostKind::kNone: break;
  }
}

void Game::FinishCasting() {
  // CR 601.2i / 117.3c: the caster receives priority afterwards (after SBAs).
  const StackItem& it = s_.stack.back();
  if (!s_.nested_cast) {  // 608.2g: no player receives priority after a spell cast while resolving
    s_.priority_player = it.controller;
    s_.passes = 0;
    s_.cursor = Cursor::kStateBasedActions;
  }
  // CR 601.2i / 602.2e: the spell becomes cast / the ability activated (triggers).
  Event e;
  e.kind = it.is_spell ? EvKind::kCast : EvKind::kActivate;
  e.obj = it.obj;
  e.source = it.obj;
  e.player = static_cast<int8_t>(it.controller);
  if (it.is_spell) {
    // "When you cast this spell" functions on the stack (702.40a, 702.56a); its
    // event amount: the spells cast before it this turn, by every player (702.40a).
    if (s_.stack_rules && (Def(it.obj).cast_flags & CardDef::kCastTrigger)) {
      Event own = e;
      for (const PlayerState& ps : s_.players) own.amount += ps.spells_cast;
      MatchCastTriggers(own);
    }
    s_.players[it.controller].spells_cast += 1;
  }
  Record(e);
}

// ---------------------------------------------------------------------------
// Resolving (CR 608)
// ---------------------------------------------------------------------------

void Game::Resolve() {
  StackItem it = s_.stack.back();
  const CardDef& cd = Def(it.obj);
  if (s_.ascend_rules && it.is_spell && (cd.keywords & kAscend)) CheckAscend(it.controller, true);  // 702.131a
  if (it.is_spell && cd.enchant_sel >= 0 && it.ability >= 0) {
    // CR 608.3b: an Aura spell whose target is illegal doesn't resolve; otherwise
    // it enters attached to its target (303.4f).
    if (!IsLegalTarget(it.controller, cd.abilities[it.ability].targets[0], it.targets[0], it.obj)) {
      ProposeZoneChange(it.obj, Zone::kGraveyard, Cause::kCountered);
    } else {
      s_.entering_attached = static_cast<ObjId>(it.targets[0]);
      ProposeZoneChange(it.obj, Zone::kBattlefield, Cause::kResolve, kNoObj, false, it.controller);
      s_.batch.back().kicked = it.kicked;  // 702.33d
      if (CopyExc(it.obj) >= 0) {  // 707.9b, 608.3f: a copy's exceptions stay with the token
        s_.batch.back().copy_face = s_.def[it.obj];
        s_.batch.back().copy_exc = CopyExc(it.obj);
      }
    }
    RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
    return;
  }
  if (it.is_spell && it.alt >= 0 && Bestowed(it.obj)) {
    // CR 702.103b, 303.4f: a bestowed Aura spell enters attached to its target; 702.103e,
    // 608.3b: if the target is illegal it ceases to be bestowed and resolves as a
    // creature spell.
    const bool legal = IsLegalTarget(it.controller, cd.abilities[it.ability].targets[0], it.targets[0], it.obj);
    if (legal) s_.entering_attached = static_cast<ObjId>(it.targets[0]);
    else SetBestowed(it.obj, false), dirty();
    ProposeZoneChange(it.obj, Zone::kBattlefield, Cause::kResolve, kNoObj, false, it.controller);
    s_.batch.back().alt = it.alt;
    s_.batch.back().bestowed = legal;
    s_.batch.back().kicked = it.kicked;
    RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
    return;
  }
  if (it.is_spell && it.ability < 0) {
    // CR 608.3: a permanent spell becomes a permanent under its controller's
    // control; entering is an event (replacement effects such as "enters tapped").
    ProposeZoneChange(it.obj, Zone::kBattlefield, Cause::kResolve, kNoObj, false, it.controller);
    s_.batch.back().alt = it.alt;  // 118.9: what it was cast for (evoke, dash)
    if (CopyExc(it.obj) >= 0) {  // 707.9b, 608.3f: a copy's exceptions stay with the token
      s_.batch.back().copy_face = s_.def[it.obj];
      s_.batch.back().copy_exc = CopyExc(it.obj);
    }
    if (FaceDown(it.obj)) s_.batch.back().face_down = s_.face_down[it.obj];  // 708.4: a face-down permanent
    s_.batch.back().kicked = it.kicked;  // 702.33d: the permanent carries it (607.2)
    RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
    return;
  }
  const AbilityDef& ab = ItemAbility(it);  // 113.7a
  // CR 603.4: an intervening "if" is checked again on resolution (a state
  // trigger's condition is not, 603.8).
  bool resolves = !it.is_trigger || ab.trigger.event == EvKind::kState ||
                  CheckCondition(ab.trigger.intervening, it.obj, it.controller, it.it, it.lki);
  // CR 608.2b: if every target is now illegal, it doesn't resolve.
  // Targets of modes not chosen are kNoRef (700.2) and don't count.
  if (resolves && it.num_targets > 0) {
    resolves = false;
    bool any = false;
    for (int t = 0; t < it.num_targets; ++t) {
      if (it.targets[t] == kNoRef) continue;
      any = true;
      resolves |= IsLegalTarget(it.controller, ab.targets[t], it.targets[t], it.obj);
    }
    resolves |= !any;
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
  s_.players[p].spells_cast += 1;
  Record(e);
}

// CR 111.2: the creator owns the token.  It is made outside every zone; the
// caller proposes its entering the battlefield (an event, CR 111.1).
// CR 114.1-114.5: an emblem is an object in the command zone, neither a card nor a
// permanent nor a token; it stays there for the rest of the game.
ObjId Game::CreateEmblem(int p, DefId d) {
  CardIdx c = static_cast<CardIdx>(s_.card_obj.size());
  s_.card_obj.push_back(kNoObj);
  s_.card_def.push_back(d);
  s_.card_is_token.push_back(0);
  ObjId o = NewObject(d, c, p, Zone::kCommand);
  s_.command.push_back(o);
  s_.watch_mask |= Def(o).trigger_mask;  // 114.4: its abilities function there
  return o;
}

// CR 724.1, 724.3: there is no monarch until an effect makes a player the monarch,
// and only one player is the monarch at a time: as a player becomes the monarch, the
// designation (its object in the command zone, whose abilities are the designation's
// inherent triggered abilities, 724.2) moves to them from the current monarch.
void Game::BecomeMonarch(int p, DefId d) {
  for (ObjId o : s_.command) {
    if (s_.def[o] != d) continue;
    if (s_.base_controller[o] != p) {
      // not a permanent: its controller is set here, not by the layers (114.2)
      s_.controller[o] = s_.base_controller[o] = s_.owner[o] = static_cast<int8_t>(p);
      dirty();
    }
    return;
  }
  CreateEmblem(p, d);
}

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
