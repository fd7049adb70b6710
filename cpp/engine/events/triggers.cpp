// Triggered abilities (CR 603): matching recorded events against the abilities
// that watch them (with look-back for leaves-the-battlefield, 603.10a),
// intervening "if" clauses (603.4), delayed triggers (603.7), and putting waiting
// triggers on the stack in APNAP order, each player ordering their own (603.3b).
#include <algorithm>

#include "game.h"

namespace mtg {

bool Game::CheckCondition(const Condition& c, ObjId source, int p, ObjId it, ObjId lki) {
  switch (c.kind) {
    case CondKind::kNone: return true;
    case CondKind::kNoCountersOnIt: {  // looks at the object as it last existed
      ObjId o = lki != kNoObj ? lki : it;
      return o == kNoObj || Counter(o, c.n) == 0;
    }
    case CondKind::kYouControl:
    case CondKind::kOpponentControls:
      return CountMatching(c.sel, source, p) >= std::max(1, c.n);
    case CondKind::kYouControlNone: return CountMatching(c.sel, source, p) == 0;
    case CondKind::kYouControlAtMost: return CountMatching(c.sel, source, p) <= c.n;
    case CondKind::kItMatches: return it != kNoObj && c.sel >= 0 && Matches(db_->Sel(c.sel), it, source, p);
    case CondKind::kLifeAtLeast: return s_.players[p].life >= c.n;
    case CondKind::kLifeAtMost: return s_.players[p].life <= c.n;
    case CondKind::kHandEmpty: return s_.players[p].hand.empty();
    case CondKind::kCityBlessing: return s_.players[p].city_blessing;  // 702.131a
    case CondKind::kItIsCreature:
      return it != kNoObj && s_.zone[it] == Zone::kBattlefield && IsCreature(it);
    case CondKind::kEnteredThisTurn:  // a new object each time it enters (400.7)
      // A source that has left the battlefield (its old row, Zone::kNone) is judged
      // as it last existed there (608.2h: "unless this creature entered this turn").
      return source != kNoObj && static_cast<size_t>(source) < s_.entered_turn.size() &&
             (s_.zone[source] == Zone::kBattlefield || s_.zone[source] == Zone::kNone) &&
             s_.entered_turn[source] == s_.turn;
    case CondKind::kAltPaid: return AltPaidNow(source) == c.n + 1;  // 702.74a, 702.109a, 702.138b
    case CondKind::kChapter:  // CR 714.2b: decided on the counter event (TriggerMatches)
    case CondKind::kBecameLevel:  // CR 716.2a: decided on the level event (TriggerMatches)
    case CondKind::kWonFlip: case CondKind::kLostFlip: case CondKind::kRollResult:
      return true;  // (the last two lines: evaluated by the interpreter)
    case CondKind::kSolved:  // CR 719.3b
      return source != kNoObj &&
             (std::find(s_.solved.begin(), s_.solved.end(), source) != s_.solved.end()) == (c.n != 0);
    case CondKind::kClassLevelAtLeast:  // CR 716.2a, 716.2d
      return source != kNoObj && ClassLevel(source) >= c.n;
    case CondKind::kClassLevelIs:
      return source != kNoObj && ClassLevel(source) == c.n;
    case CondKind::kLevelCounters: {  // CR 711.2a-b
      if (source == kNoObj) return false;
      const int n = Counter(source, kLevel), hi = c.n >> 16;
      return n >= (c.n & 0xffff) && (hi == 0 || n <= hi - 1);
    }
    case CondKind::kYourTurn: return s_.active == p;
    case CondKind::kNotFirstDrawStepDraw: return true;  // (decided by TriggerMatches)
    case CondKind::kDescended: return s_.players[p].descended >= std::max(1, c.n);  // 700.11
    case CondKind::kCardTypesAmong: {  // CR 207.2c delirium; 205.2a: the card types
      if (c.sel < 0) return false;
      const Selector& sel = db_->Sel(c.sel);
      uint32_t t = 0;
      // A card outside the battlefield and the stack has its card's characteristics
      // (as Tarmogoyf's count, PtValue); a permanent its derived types.
      ForEachInZone(sel.zone, [&](ObjId o) {
        if (!Matches(sel, o, source, p)) return;
        t |= s_.zone[o] == Zone::kBattlefield ? s_.types[o] : db_->Get(s_.card_def[s_.card[o]]).types;
      });
      return __builtin_popcount(t) >= c.n;
    }
    case CondKind::kTopCardIs: {  // the top card of the library (the front of the vector)
      const auto& lib = s_.players[p].library;
      return !lib.empty() && c.sel >= 0 && Matches(db_->Sel(c.sel), lib[0], source, p);
    }
    case CondKind::kItWasCreatureCard: {
      const ObjId o = it != kNoObj ? it : lki;
      return o != kNoObj && Def(o).Is(kCreature);
    }
    case CondKind::kDid:
    case CondKind::kDidNot:
    case CondKind::kModeChosen:
    case CondKind::kKicked:
    case CondKind::kNotKicked:
      return true;  // evaluated by the interpreter
    case CondKind::kControlSinceLastUpkeep: {  // 702.30a (echo)
      // Two players alternate turns (500.1; the engine has no extra turns), so the
      // controller's previous turn, and with it their last upkeep, is two turns before
      // their most recent one.  A permanent gained in that turn's untap step (before
      // its upkeep began) would count too: nothing can happen there (502.4).
      if (source == kNoObj || s_.zone[source] != Zone::kBattlefield) return false;
      const int since = s_.control_since[source];
      return since >= 0 && since >= s_.players[s_.controller[source]].last_turn_start - 2;
    }
    case CondKind::kSelfNoCounters:  // adapt (701.46a)
      return source != kNoObj && Counter(source, c.n) == 0;
    case CondKind::kYouCastIt:
      return source != kNoObj && static_cast<size_t>(source) < s_.was_cast.size() && s_.was_cast[source] &&
             s_.zone[source] == Zone::kBattlefield;
    case CondKind::kNoSpellsLastTurn:
    case CondKind::kTwoSpellsLastTurn: {  // the spells each player cast last turn (601.2i)
      int total = 0, most = 0;
      for (const PlayerState& ps : s_.players) total += ps.spells_last_turn, most = std::max(most, ps.spells_last_turn);
      return c.kind == CondKind::kNoSpellsLastTurn ? total == 0 : most >= 2;
    }
    case CondKind::kReplicated: {  // 702.56a: the cast spell it names
      const StackItem* sp = it == kNoObj ? nullptr : SpellRecord(it);
      return sp != nullptr && sp->replicated > 0;
    }
  }
  return true;
}

bool Game::TriggerMatches(ObjId src, const AbilityDef& ab, const Event& e) {
  const TriggerDef& t = ab.trigger;
  const int p = s_.controller[src];
  // CR 301.5, 303.4: self == 2 / by_self == 2: the object this Aura or Equipment is
  // attached to ("whenever enchanted creature attacks / deals damage").
  const ObjId me = (t.self | t.by_self) == 2 ? s_.attached_to[src] : src;
  auto subject_ok = [&](ObjId subj) {
    if (t.self) return subj == me && me != kNoObj;
    if (t.sel >= 0) return subj != kNoObj && Matches(db_->Sel(t.sel), subj, src, p);
    return true;
  };
  ObjId it = e.obj, lki = e.obj;
  switch (e.kind) {
    case EvKind::kZoneChange: {
      if (!ZoneOk(t.from, e.from) || !ZoneOk(t.to, e.to)) return false;
      // Entering: the new object; leaving: the old row, as it last existed.  A
      // card's own ability that triggers as it leaves its owner's hand works from
      // the zone it went to ("when this card is exiled this way", 702.35a: by its
      // own replacement ability).
      const bool from_hand = t.self && t.from == Zone::kHand;
      ObjId subj = e.to == Zone::kBattlefield || from_hand ? e.new_obj : e.obj;
      if (!subject_ok(subj)) return false;
      if (from_hand && !ReplacedByItself(e)) return false;
      if (!RelOk(t.player, s_.controller[subj], p)) return false;
      it = e.new_obj;
      break;
    }
    case EvKind::kDamage:
      if (t.combat && !e.combat) return false;
      if (t.to_player && !IsPlayerRef(e.target)) return false;
      if (t.by_self && (e.source != me || me == kNoObj)) return false;
      if (!t.by_self && t.sel >= 0 && !subject_ok(e.source)) return false;
      if (t.self && !t.by_self && (e.target != me || me == kNoObj)) return false;  // "is dealt damage"
      if (t.to_player && !RelOk(t.player, RefPlayer(e.target), p)) return false;
      it = e.source;
      break;
    case EvKind::kLifeGain: case EvKind::kLifeLoss: case EvKind::kDraw: case EvKind::kDiceRolled:
      if (!RelOk(t.player, e.player, p)) return false;
      // 504.1: "except the first one they draw in each of their draw steps"
      if (t.intervening.kind == CondKind::kNotFirstDrawStepDraw && (e.kind != EvKind::kDraw || e.arg == 1))
        return false;
      break;
    case EvKind::kCast: {
      if (t.by_self && e.obj != src) return false;  // "when you cast this spell"
      if (!RelOk(t.player, e.player, p)) return false;
      if (t.noncreature && (Def(e.obj).types & kCreature)) return false;
      if (t.sel >= 0 && !Matches(db_->Sel(t.sel), e.obj, src, p)) return false;
      if (t.to_player) {  // "a spell that targets this creature" (heroic, 601.2c: chosen by now)
        const StackItem* sp = SpellRecord(e.obj);
        if (sp == nullptr || std::find(sp->targets, sp->targets + sp->num_targets, static_cast<Ref>(src)) ==
                                 sp->targets + sp->num_targets)
          return false;
      }
      break;
    }
    case EvKind::kStepBegin:
      if (e.arg != static_cast<int>(t.step)) return false;
      if (!RelOk(t.player, e.player, p)) return false;
      break;
    case EvKind::kBlock:
      if (t.by_self) {  // "whenever a <what> blocks ~" / "becomes blocked by a <what>" (509.3d)
        if (e.source != src || !(t.sel < 0 || Matches(db_->Sel(t.sel), e.obj, src, p))) return false;
      } else if (t.self && t.sel >= 0) {  // "whenever ~ blocks a <what>": each such attacker
        if (e.obj != src || !Matches(db_->Sel(t.sel), e.source, src, p)) return false;
      } else {  // "whenever ~ blocks" triggers once however many it blocks (509.3a)
        if (e.arg || !subject_ok(e.obj)) return false;
      }
      if (!RelOk(t.player, e.player, p)) return false;
      break;
    case EvKind::kBecomeTarget:
      if (!subject_ok(e.obj)) return false;
      if (!RelOk(t.player, e.player, p)) return false;
      it = e.source;
      break;
    case EvKind::kAttack:  // CR 508.2a: matched as it is declared
      if (t.to_player && e.target != PlayerRef(p)) return false;  // "attacks you"
      if (!subject_ok(e.obj)) return false;
      if (!RelOk(t.player, e.player, p)) return false;
      break;
    default:  // block, tap, counters, ...: about an object
      if (!subject_ok(e.obj)) return false;
      if (!RelOk(t.player, e.player, p)) return false;
      if (t.intervening.kind == CondKind::kChapter) {
        // CR 714.2b: "When one or more lore counters are put onto this Saga, if the
        // number of lore counters on it was less than N and became at least N"
        if (e.kind != EvKind::kCounterPut || e.arg != kLore) return false;
        const int after = Counter(e.obj, kLore), before = after - e.amount;
        if (!(before < t.intervening.n && after >= t.intervening.n)) return false;
        // CR 702.155a: read ahead -- the turn it entered, only the chapter whose number
        // it has exactly.
        if (Def(src).read_ahead && after != t.intervening.n &&
            static_cast<size_t>(src) < s_.entered_turn.size() && s_.entered_turn[src] == s_.turn)
          return false;
      }
      // "When this Class becomes level N" (716.2a): the level event's new level.
      if (t.intervening.kind == CondKind::kBecameLevel &&
          (e.kind != EvKind::kClassLevel || e.amount != t.intervening.n))
        return false;
      break;
  }
  return CheckCondition(t.intervening, src, p, it, lki);  // CR 603.4
}

// "When you cast this spell" (CR 702.40a storm, 702.56a replicate; 603.2): a
// triggered ability that functions on the stack, matched for the spell just cast
// (FinishCasting), "it" being that spell; e.amount: the spells cast before it this turn.
void Game::MatchCastTriggers(const Event& e) {
  const ObjId src = e.obj;
  const auto& abs = Def(src).abilities;
  for (int k = 0; k < static_cast<int>(abs.size()) && k < 64; ++k) {
    const AbilityDef& ab = abs[k];
    if (ab.kind != AbilityKind::kTriggered || ab.trigger.event != EvKind::kCast || !ab.trigger.by_self) continue;
    if (!((s_.abil_mask[src] >> k) & 1) || !TriggerMatches(src, ab, e)) continue;
    PendingTrigger pt;
    pt.source = src;
    pt.ability = k;
    pt.controller = e.player;
    pt.it = pt.lki = src;
    pt.event_player = PlayerRef(e.player);
    pt.event_source = src;
    pt.amount = e.amount;
    s_.pending_triggers.push_back(pt);
    ++s_.triggers_fired;
  }
}

void Game::MatchTriggers(const Event& e) {
  const uint32_t bit = EvBit(e.kind);
  Refresh();  // which abilities each object has now (layers 4 and 6)
  auto consider = [&](ObjId src) {
    const CardDef& cd = Def(src);
    if (!(cd.trigger_mask & bit)) return;
    for (int k = 0; k < static_cast<int>(cd.abilities.size()); ++k) {
      const AbilityDef& ab = cd.abilities[k];
      if (ab.kind != AbilityKind::kTriggered || ab.trigger.event != e.kind) continue;
      if (k >= 64 || !((s_.abil_mask[src] >> k) & 1)) continue;  // it lost the ability (613.1f)
      if (!TriggerMatches(src, ab, e)) continue;
      if (__builtin_expect(ab.trigger.once_each_turn, 0)) {  // "triggers only once each turn"
        const std::pair<ObjId, int> key{src, k};
        if (std::find(s_.triggered_once.begin(), s_.triggered_once.end(), key) != s_.triggered_once.end()) continue;
        s_.triggered_once.push_back(key);
      }
      PendingTrigger pt;
      pt.source = src;
      pt.ability = k;
      pt.controller = s_.controller[src];
      pt.lki = e.obj;
      pt.it = e.kind == EvKind::kZoneChange ? e.new_obj
              : (e.kind == EvKind::kDamage || e.kind == EvKind::kBecomeTarget) ? e.source : e.obj;
      pt.event_player = e.kind == EvKind::kDamage ? (IsPlayerRef(e.target) ? e.target : kNoRef)
                                                  : (e.player >= 0 ? PlayerRef(e.player) : kNoRef);
      pt.event_source = e.source;
      pt.amount = e.kind == EvKind::kBecomeTarget ? e.arg : e.amount;
      s_.pending_triggers.push_back(pt);
      ++s_.triggers_fired;
    }
  };
  // CR 603.10a: leaves-the-battlefield abilities look back in time: objects that
  // left in the same batch still see its events, and objects that entered in it
  // weren't there "immediately prior" to a leaving.  CR 603.6a: objects entering
  // together see each other enter.
  const bool leaving = e.kind == EvKind::kZoneChange && e.from == Zone::kBattlefield;
  for (ObjId o : s_.battlefield) {
    if (leaving && !s_.entered_battlefield.empty() &&
        std::find(s_.entered_battlefield.begin(), s_.entered_battlefield.end(), o) !=
            s_.entered_battlefield.end())
      continue;
    consider(o);
  }
  for (ObjId o : s_.left_battlefield)
    if (s_.zone[o] != Zone::kBattlefield) consider(o);
  for (ObjId o : s_.command) consider(o);  // CR 114.4: emblems' abilities
  // A card that left its owner's hand: its abilities that trigger on that (702.35a).
  if (s_.any_hand_abilities && e.kind == EvKind::kZoneChange && e.from == Zone::kHand && e.new_obj != kNoObj &&
      e.to != Zone::kBattlefield && (Def(e.new_obj).cast_flags & CardDef::kWorksFromHand))
    consider(e.new_obj);
  if (e.kind == EvKind::kStepBegin) FireDelayed(static_cast<Step>(e.arg));
}

// CR 603.8: a state trigger triggers when its condition is true, and not again
// while it waits or is on the stack (checked whenever SBAs are, 117.5).
void Game::CheckStateTriggers() {
  for (ObjId o : s_.battlefield) {
    const CardDef& cd = Def(o);
    if (!(cd.trigger_mask & EvBit(EvKind::kState))) continue;
    for (int k = 0; k < static_cast<int>(cd.abilities.size()); ++k) {
      const AbilityDef& ab = cd.abilities[k];
      if (ab.kind != AbilityKind::kTriggered || ab.trigger.event != EvKind::kState) continue;
      if (!HasAbility(o, k)) continue;
      bool live = false;
      for (const auto& t : s_.pending_triggers) live |= t.source == o && t.ability == k;
      for (const auto& it : s_.stack) live |= !it.is_spell && it.obj == o && it.ability == k;
      if (live || !CheckCondition(ab.trigger.intervening, o, s_.controller[o], kNoObj, kNoObj)) continue;
      PendingTrigger pt;
      pt.source = o;
      pt.ability = k;
      pt.controller = s_.controller[o];
      s_.pending_triggers.push_back(pt);
      ++s_.triggers_fired;
    }
  }
}

// CR 603.7: delayed triggered abilities trigger once, at the event they wait for.
void Game::FireDelayed(Step step) {
  for (size_t i = 0; i < s_.delayed.size();) {
    const DelayedTrigger& d = s_.delayed[i];
    if (d.step == step && s_.turn >= d.after_turn) {
      PendingTrigger pt;
      pt.source = d.source;
      pt.ability = d.ability;
      pt.controller = d.controller;
      pt.it = d.it;
      pt.lki = d.it;
      pt.face = d.face;
      pt.clock = d.clock;
      pt.group = d.group;
      s_.pending_triggers.push_back(pt);
      ++s_.triggers_fired;
      s_.delayed.erase(s_.delayed.begin() + static_cast<long>(i));
    } else {
      ++i;
    }
  }
}

// CR 603.3b: the active player puts all their waiting triggers on the stack in
// the order they choose, then the other player.  Returns false while a decision
// (the order, or a trigger's targets, 603.3d) is pending.
bool Game::PutTriggersOnStack() {
  while (!s_.pending_triggers.empty()) {
    // APNAP (101.4): the first player in turn order from the active player with one.
    int p = s_.active;
    for (int i = 0; i < s_.num_players; ++i) {
      const int q = (s_.active + i) % s_.num_players;
      bool any = false;
      for (const auto& t : s_.pending_triggers) any |= t.controller == q;
      if (any) {
        p = q;
        break;
      }
    }
    int first = -1, count = 0;
    bool differ = false;
    for (int i = 0; i < static_cast<int>(s_.pending_triggers.size()); ++i) {
      const PendingTrigger& t = s_.pending_triggers[i];
      if (t.controller != p) continue;
      if (first < 0) {
        first = i;
      } else {
        const PendingTrigger& f = s_.pending_triggers[first];
        // Only copies of one ability of one source about the same event are
        // interchangeable; otherwise the player orders them.
        differ |= t.source != f.source || t.ability != f.ability || t.it != f.it ||
                  t.amount != f.amount || t.event_player != f.event_player;
      }
      ++count;
    }
    if (count >= 2 && differ) {
      s_.decision = {DecisionKind::kOrderTriggers, p, 1, 1, kNoObj};
      return false;
    }
    PushTrigger(first);
    if (s_.decision.kind != DecisionKind::kNone) return false;
  }
  return true;
}

void Game::PushTrigger(int index) {
  PendingTrigger pt = s_.pending_triggers[index];
  s_.pending_triggers.erase(s_.pending_triggers.begin() + index);
  StackItem it;
  // CR 113.7a: the face whose ability it is; 701.27f: the transform clock as it is put
  // on the stack (a delayed trigger's: as it was created).
  it.face = pt.face >= 0 ? pt.face : s_.def[pt.source];
  it.clock = pt.clock >= 0 ? pt.clock : s_.transforms;
  const AbilityDef& ab = db_->Get(it.face).abilities[pt.ability];
  it.obj = pt.source;
  it.ability = pt.ability;
  it.controller = pt.controller;
  it.is_spell = false;
  it.is_trigger = true;
  it.it = pt.it;
  it.lki = pt.lki;
  it.group = pt.group;
  it.event_player = pt.event_player;
  it.event_source = pt.event_source;
  it.amount = pt.amount;
  it.num_targets = static_cast<int>(ab.targets.size());
  if (ab.n_modes > 0) {  // CR 603.3c: a modal trigger; a mode whose targets can't be chosen can't be
    int ok = 0;           // chosen, and with no mode chosen it is removed
    for (int m = 0; m < ab.n_modes; ++m) ok += ModeAllowed(pt.controller, pt.source, ab, m);
    if (ok < std::max(1, static_cast<int>(ab.min_modes))) {
      ++s_.triggers_removed;
      return;
    }
  } else {
    // CR 603.3d: with no legal choice for a required target it is removed.
    for (int k = 0; k < it.num_targets; ++k)
      if (!CanChooseTarget(pt.controller, ab, k, pt.source)) {
        ++s_.triggers_removed;
        return;
      }
  }
  GiveStackId(it);  // CR 115.2: an object others may target
  s_.stack.push_back(it);
  ++s_.triggers_stacked;
  if (s_.log_events) LogTriggerStacked(s_.stack.back());  // a front end's log (views.cpp)
  s_.target_index = 0;
  s_.sac_pending = false;
  if (ab.n_modes > 0) {  // 603.3c: the modes are announced first, then their targets (601.2b-c)
    s_.cast_stage = kCastModes;
    ContinueCasting();
    return;
  }
  if (it.num_targets > 0) {
    // CR 601.2c, 115.1d: "up to N" may choose none ("done"); with nothing to choose, none.
    while (SkipUnchoosableTargets(s_.stack.back())) {}
    const int k = s_.target_index;
    if (k < it.num_targets)
      s_.decision = {DecisionKind::kChooseTarget, pt.controller, k - ab.targets[k].first < ab.targets[ab.targets[k].first].min ? 1 : 0, 1, pt.source};
  }
}

}  // namespace mtg
