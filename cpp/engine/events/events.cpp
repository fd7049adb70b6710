// The event funnel (DESIGN point 1; CR 614-616, 603.2, 603.10): every game change
// that rules can watch is proposed as an Event into a batch of simultaneous
// events.  For each, replacement and prevention effects are applied (614.15
// self-replacement first; then the affected player or controller chooses one at a
// time, 616.1; each at most once per event, 616.2), then it is performed, then
// recorded for triggers.  A choice stops the batch; the answer resumes it.
#include <algorithm>

#include "choice_ids.h"
#include "game.h"

namespace mtg {

using namespace choice_ids;


void Game::RefreshMasks() {
  uint32_t w = 0, r = 0;
  for (ObjId o : s_.battlefield) {
    const CardDef& cd = Def(o);
    w |= cd.trigger_mask;
    r |= cd.replace_mask;
    if (s_.regen_shields[o]) r |= EvBit(EvKind::kDestroy);
    if (s_.keywords[o] & kProtection) r |= EvBit(EvKind::kDamage);
  }
  for (ObjId o : s_.command) w |= Def(o).trigger_mask;  // emblems (114.4)
  if (s_.any_hand_abilities) w |= EvBit(EvKind::kZoneChange), r |= EvBit(EvKind::kZoneChange);  // madness
  if (s_.any_dredge) r |= EvBit(EvKind::kDraw);  // 702.52a: from graveyards
  if (!s_.delayed.empty()) w |= EvBit(EvKind::kStepBegin);
  for (const Shield& sh : s_.shields) r |= EvBit(sh.event);
  s_.watch_mask = w;
  s_.replace_mask = r;
}

void Game::Propose(const Event& e) {
  if (!s_.batch_active) {
    s_.batch.clear();
    s_.batch_pos = 0;
    s_.batch_active = true;
    s_.batch_moved = 0;
    s_.left_battlefield.clear();
    s_.entered_battlefield.clear();
    s_.batch_log.clear();
  }
  s_.batch.push_back(e);
}

// CR 610.3, 610.3c-d: `left` has left the battlefield: the cards exiled until it
// did return to the battlefield under their owners' control, in the same batch
// (right after that event; several such returns together).
__attribute__((noinline)) void Game::ReturnExiledUntil(ObjId left) {
  auto& v = s_.exiled_until;
  for (size_t i = 0; i < v.size();) {
    const auto [src, card] = v[i];
    if (src != left && s_.zone[card] == Zone::kExile) {
      ++i;
      continue;
    }
    v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
    if (src == left && s_.zone[card] == Zone::kExile)
      ProposeZoneChange(card, Zone::kBattlefield, Cause::kEffect, kNoObj, false, s_.owner[card]);
  }
}

void Game::ProposeCounters(ObjId o, int kind, int n, ObjId source) {
  Event put;
  put.kind = EvKind::kCounterPut;
  put.obj = o;
  put.player = s_.controller[o];
  put.arg = kind;
  put.amount = n;
  put.source = source;
  Propose(put);
}

void Game::ProposeZoneChange(ObjId o, Zone to, Cause cause, ObjId source, bool to_bottom,
                             int controller, bool tapped) {
  Event e;
  e.kind = EvKind::kZoneChange;
  e.from = s_.zone[o];
  e.to = to;
  if (e.from == Zone::kStack && to != Zone::kExile) {
    // CR 702.34c: a spell cast with flashback is exiled instead of put anywhere
    // else whenever it would leave the stack; an effect that let it be cast may
    // exile it instead of putting it into a graveyard (608.2g: Goblin Dark-Dwellers).
    for (const StackItem& it : s_.stack)
      if (it.is_spell && it.obj == o &&
          ((it.alt >= 0 && AltOf(o, it.alt).exile_after) || (it.exile_instead && to == Zone::kGraveyard)))
        e.to = Zone::kExile;
  }
  e.cause = cause;
  e.obj = o;
  e.source = source;
  e.player = s_.controller[o];
  e.to_bottom = to_bottom;
  e.controller = static_cast<int8_t>(controller >= 0 ? controller : s_.controller[o]);
  e.tapped = tapped;
  Propose(e);
}

void Game::ProposeDamage(ObjId source, Ref to, int amount, bool combat) {
  if (amount <= 0) return;  // CR 120.8: 0 damage isn't dealt
  Event e;
  e.kind = EvKind::kDamage;
  e.source = source;
  e.target = to;
  e.obj = IsPlayerRef(to) ? kNoObj : to;
  e.player = static_cast<int8_t>(IsPlayerRef(to) ? RefPlayer(to) : s_.controller[to]);
  e.amount = amount;
  e.combat = combat;
  Propose(e);
}

bool Game::RunBatch() {
  std::vector<int32_t> cands;
  while (s_.batch_pos < static_cast<int>(s_.batch.size())) {
    Event& e = s_.batch[s_.batch_pos];
    // CR 614.7: an event of zero (damage, life, counters) doesn't happen, so
    // there is nothing to replace.
    if (e.amount <= 0 && (e.kind == EvKind::kDamage || e.kind == EvKind::kLifeGain ||
                          e.kind == EvKind::kLifeLoss || e.kind == EvKind::kCounterPut ||
                          e.kind == EvKind::kCounterRemoved))
      e.cancelled = 1;
    const bool entering = e.kind == EvKind::kZoneChange &&
                          (e.to == Zone::kBattlefield || (e.from == Zone::kHand && s_.any_hand_abilities)) &&
                          (Def(e.obj).replace_mask & EvBit(EvKind::kZoneChange));
    if (!e.cancelled && ((s_.replace_mask & EvBit(e.kind)) || entering)) {
      if (e.kind == EvKind::kDamage && !s_.shields.empty() && AskShieldOrder()) return false;
      for (;;) {
        bool any_self;
        CollectReplacements(e, &cands, &any_self);
        if (cands.empty()) break;
        // A "you may" replacement is declined by choosing its ~id (616.1).
        int optional = 0;
        for (int32_t id : cands) optional += OptionalReplacement(id);
        if (cands.size() == 1 && !optional) {
          if (!ApplyReplacement(e, cands[0])) {
            AskEnterChoice(e, cands[0]);
            return false;
          }
          if (e.cancelled) break;
          continue;
        }
        // CR 616.1: the affected player or controller chooses one (or declines a
        // "you may" one).
        s_.rep_options = cands;
        for (int32_t id : cands)
          if (OptionalReplacement(id)) s_.rep_options.push_back(~id);
        s_.decision = {DecisionKind::kChooseReplacement, AffectedPlayer(e), 1, 1, kNoObj};
        return false;
      }
    }
    // CR 303.4f-g: an Aura entering other than as a resolving Aura spell.
    if (s_.any_aura && !e.cancelled && e.kind == EvKind::kZoneChange && e.to == Zone::kBattlefield &&
        Def(e.obj).enchant_sel >= 0 && s_.entering_attached == kNoObj && s_.zone[e.obj] == e.from &&
        !AuraEnters(e))
      return false;
    Event copy = s_.batch[s_.batch_pos];  // Perform may add events to the batch
    ++s_.batch_pos;
    if (!copy.cancelled) Perform(copy);
  }
  // CR 613.7m: the relative timestamps of permanents that entered together (false:
  // a player orders theirs first).
  if (__builtin_expect(s_.entered_battlefield.size() > 1, 0) && !OrderEnteredTimestamps()) return false;
  // CR 603.2 with 603.6a / 603.10a: the batch's events were simultaneous, so
  // they are matched once all happened: permanents that entered together see
  // each other enter; leaves-the-battlefield triggers look back in time.
  for (size_t i = 0; i < s_.batch_log.size(); ++i) MatchTriggers(s_.batch_log[i]);
  s_.batch_log.clear();
  s_.batch_active = false;
  s_.batch.clear();
  s_.batch_pos = 0;
  s_.left_battlefield.clear();
  return true;
}

void Game::RunBatchOwned(BatchOwner owner, Cursor then) {
  if (RunBatch()) return;
  s_.batch_owner = owner;
  s_.batch_cursor = then;
}

// After a replacement choice let the batch finish: whoever started it goes on.
void Game::ResumeAfterBatch() {
  if (!RunBatch()) return;
  BatchOwner owner = s_.batch_owner;
  s_.batch_owner = BatchOwner::kNone;
  if (owner == BatchOwner::kVm) {
    RunVm();
  } else {
    s_.cursor = s_.batch_cursor;
  }
}

void Game::Perform(Event& e) {
  ++s_.change_gen;  // CR 704.3: the state changed (CheckStateBasedActions)
  switch (e.kind) {
    case EvKind::kZoneChange: {
      ObjId o = e.obj;
      if (s_.zone[o] != e.from || e.from == e.to) return;  // it already moved (CR 400.7)
      if (e.from == Zone::kNone && e.amount > 0) {  // 614.1a: "twice that many tokens"
        // The others are created with it, entering in this same batch (simultaneously)
        // with the same choices and replacements already applied (616.2).
        for (int k = 0; k < e.amount; ++k) {
          Event twin = e;
          twin.amount = 0;
          twin.obj = CreateToken(s_.owner[o], s_.def[o]);
          if (CopyExc(o) >= 0) SetCopyExc(twin.obj, CopyExc(o));
          s_.batch.push_back(twin);
        }
      }
      Refresh();  // last-known information is the row as it was (603.10)
      if (e.from == Zone::kBattlefield) s_.left_battlefield.push_back(o);
      ObjId n = MoveTo(o, e.to, e.to_bottom);
      // CR 700.11: a permanent card put into its owner's graveyard (from anywhere): that
      // player "descended" this turn (a token is no card, 111.1).
      if (e.to == Zone::kGraveyard && !s_.card_is_token[s_.card[n]] &&
          (Def(n).types & (kArtifact | kBattle | kCreature | kEnchantment | kLand | kPlaneswalker)))
        ++s_.players[s_.owner[n]].descended;
      if (__builtin_expect(!s_.exiled_until.empty(), 0) && e.from == Zone::kBattlefield) ReturnExiledUntil(o);
      e.new_obj = n;
      // CR 400.7a: a text change of a permanent spell applies to the permanent it becomes.
      if (s_.any_text && e.from == Zone::kStack && e.to == Zone::kBattlefield)
        for (ContinuousEffect& ce : s_.effects)
          if (ce.obj == o && ce.text_from) ce.obj = n;
      if (e.to == Zone::kBattlefield && e.copy_face >= 0) {  // 707.5: it enters as a copy
        s_.def[n] = e.copy_face;
        SetCopyExc(n, e.copy_exc);
        s_.any_copy = true;
        s_.any_statics |= !Def(n).statics.empty();
        s_.counters[n * kNumCounterKinds + kLoyalty] = Def(n).Is(kPlaneswalker) ? Def(n).loyalty : 0;  // 306.5b
        ResetToCopiable(n);  // its values now (the batch's triggers read its abilities)
        dirty();
      }
      // CR 608.3f, 707.10f: a copy of a permanent spell becomes a token permanent (not
      // "created": no token-creation event); it ceases to exist elsewhere (707.10a, 704.5d).
      if (e.to == Zone::kBattlefield && s_.card_is_token[s_.card[n]] == kSpellCopy) s_.card_is_token[s_.card[n]] = 1;
      if (e.to == Zone::kBattlefield && e.alt >= 0) {  // CR 118.9: the spell's alternative cost
        const AltCost& ac = AltOf(n, e.alt);
        SetAltPaid(n, 1 + static_cast<int>(ac.kind));  // "if its evoke cost was paid" (702.74a)
        if (ac.at_end_step >= 0) {  // dash (702.109a): returned at the beginning of the next end step
          DelayedTrigger d;
          d.step = Step::kEnd;
          d.after_turn = s_.step < Step::kEnd ? s_.turn : s_.turn + 1;
          d.controller = e.controller >= 0 ? e.controller : s_.controller[o];
          d.source = n;
          d.ability = ac.at_end_step;
          d.it = n;
          s_.delayed.push_back(d);
          s_.watch_mask |= EvBit(EvKind::kStepBegin);
        }
      }
      if (e.to == Zone::kBattlefield && e.bestowed) SetBestowed(n, true), s_.any_copy = true, ResetToCopiable(n);  // 702.103b
      if (e.to == Zone::kBattlefield && e.face_down) {  // 701.40a, 708.3-708.4: it enters face down
        SetFaceDown(n, e.face_down);
        s_.any_copy = true;
        s_.counters[n * kNumCounterKinds + kLoyalty] = 0;
        ResetToCopiable(n);
        dirty();
      }
      ++s_.batch_moved;
      // CR 400.7j: the effect that moved it to a public zone can find it ("that card").
      if (__builtin_expect(s_.remember_moved, 0) && e.to != Zone::kHand && e.to != Zone::kLibrary)
        s_.moved_objs.push_back(n);
      // CR 715.3d: an Adventure exiled as it resolves may be cast from exile later.
      if (e.cause == Cause::kResolve && e.to == Zone::kExile && e.from == Zone::kStack && Def(o).adventure &&
          !s_.card_is_token[s_.card[o]])  // (a copy is no card: it ceases to exist, 707.10a)
        s_.adventures.emplace_back(n, e.player);
      if (e.to == Zone::kBattlefield) {
        if (e.controller >= 0) s_.controller[n] = s_.base_controller[n] = e.controller;
        s_.control_since[n] = s_.turn;
        if (s_.track_cast && e.from == Zone::kStack && e.cause == Cause::kResolve &&
            s_.card_is_token[s_.card[n]] == 0) {  // "if you cast it" (a spell, not a copy)
          if (s_.was_cast.size() < s_.def.size()) s_.was_cast.resize(s_.def.size() + 16, 0);
          s_.was_cast[n] = 1;
        }
        if (s_.track_entered) {  // "as long as it entered this turn"
          if (s_.entered_turn.size() < s_.def.size()) s_.entered_turn.resize(s_.def.size() + 16, 0);
          s_.entered_turn[n] = s_.turn;
        }
        s_.tapped[n] = e.tapped;
        s_.chosen_color[n] = e.chosen;
        if (e.chosen_type >= 0) s_.chosen_types.emplace_back(n, e.chosen_type), s_.rare_sel = true;  // 614.12a
        // 303.4f: the resolving Aura spell's target, or the object chosen as it entered.
        if (s_.entering_attached != kNoObj && (e.from == Zone::kStack || Def(o).enchant_sel >= 0)) {
          s_.attached_to[n] = s_.entering_attached;
          s_.entering_attached = kNoObj;
        }
        // CR 508.4: put onto the battlefield attacking (never "declared": no attack
        // triggers); unblocked (509.1h, 702.49c).
        if (e.attacking != kNoRef && s_.step >= Step::kDeclareAttackers && s_.step <= Step::kEndOfCombat &&
            (IsPlayerRef(e.attacking) || s_.zone[e.attacking] == Zone::kBattlefield))
          s_.attacking[n] = e.attacking;
        s_.entered_battlefield.push_back(n);
        if (e.kicked > 0) s_.kicked_perms.emplace_back(n, e.kicked);  // 702.33d
        if (e.with_change >= 0 && e.source != kNoObj) {  // CR 611.2e: as it enters
          ContinuousEffect ce;
          ce.timestamp = s_.next_timestamp++;  // after its own (613.7n)
          ce.source = e.source;
          ce.controller = e.controller >= 0 ? e.controller : s_.controller[n];
          ce.duration = static_cast<Duration>(e.with_dur);
          ce.def = s_.def[e.source];
          ce.change = e.with_change;
          ce.obj = n;
          s_.effects.push_back(ce);
        }
        const CardDef& cd = Def(n);
        s_.watch_mask |= cd.trigger_mask;
        s_.replace_mask |= cd.replace_mask;
        if (cd.keywords & kProtection) s_.replace_mask |= EvBit(EvKind::kDamage);
        // CR 306.5b / 310.4b: a planeswalker enters with its printed loyalty, a
        // battle with its printed defense (intrinsic "enters with counters", 614.1c,
        // so counters put on it as it enters, 122.6).
        if ((cd.types & (kPlaneswalker | kBattle)) && (cd.loyalty > 0 || cd.defense > 0)) {
          ProposeCounters(n, cd.Is(kPlaneswalker) ? kLoyalty : kDefense,
                          cd.Is(kPlaneswalker) ? cd.loyalty : cd.defense, e.source);
          if (cd.Is(kPlaneswalker) && cd.Is(kBattle) && cd.defense > 0) ProposeCounters(n, kDefense, cd.defense, e.source);
        }
        // CR 714.3a: as a Saga (without read ahead) enters, its controller puts a lore
        // counter on it (counters put on it as it enters, 122.6: chapter I triggers).
        if (s_.saga_rules && cd.final_chapter > 0 && !cd.read_ahead &&
            std::find(cd.subtype_ids.begin(), cd.subtype_ids.end(), db_->SagaSubtype()) != cd.subtype_ids.end())
          ProposeCounters(n, kLore, 1, e.source);
        // CR 310.8a: as a battle enters, its controller chooses its protector; a
        // Siege's is an opponent (310.11a: in a two-player game, the opponent).
        if (cd.Is(kBattle)) SetProtector(n, cd.siege ? FirstOpponent(s_.controller[n]) : s_.controller[n]);
        // CR 122.6: entering with counters is having counters put on it (so counter
        // replacement effects and triggers apply), part of this event.
        if (e.ctr_kind >= 0 && e.ctr_n > 0) ProposeCounters(n, e.ctr_kind, e.ctr_n, e.source);
        dirty();
      } else if (e.from == Zone::kBattlefield) {
        dirty();
      }
      Record(e);
      return;
    }
    case EvKind::kDestroy: {
      // CR 701.8b / 702.12b: indestructible permanents aren't destroyed.
      if (s_.zone[e.obj] != Zone::kBattlefield || HasKw(e.obj, kIndestructible)) return;
      ProposeZoneChange(e.obj, Zone::kGraveyard, Cause::kDestroy, e.source);
      return;
    }
    case EvKind::kDamage: DealDamageNow(e); return;
    case EvKind::kLifeGain:  // CR 119.3
      if (e.amount <= 0 || s_.players[e.player].lost) return;
      Refresh();
      if (s_.players[e.player].rules & kCantGainLife) return;  // 119.7 (613.11)
      SatAdd(s_.players[e.player].life, e.amount);  // 107.1
      Record(e);
      return;
    case EvKind::kLifeLoss:
      if (e.amount <= 0 || s_.players[e.player].lost) return;
      SatAdd(s_.players[e.player].life, -int64_t{e.amount});  // 107.1
      SatAdd(s_.players[e.player].life_lost, e.amount);
      Record(e);
      return;
    case EvKind::kCounterPut:  // CR 122.1
      if (e.amount <= 0 || s_.zone[e.obj] != Zone::kBattlefield) return;
      if (e.arg < kNumCounterKinds) SatAdd(s_.counters[e.obj * kNumCounterKinds + e.arg], e.amount);
      else SetKwCounter(e.obj, e.arg, Saturate(int64_t{KwCounterOn(e.obj, e.arg)} + e.amount));  // 122.1b, 613.7c
      dirty();
      Record(e);
      return;
    case EvKind::kCounterRemoved: {
      if (e.arg >= kNumCounterKinds) {  // keyword counters (122.1b)
        const int have = KwCounterOn(e.obj, e.arg);
        e.amount = std::min(e.amount, have);
        if (e.amount <= 0) return;
        SetKwCounter(e.obj, e.arg, have - e.amount);
        Record(e);
        return;
      }
      int& c = s_.counters[e.obj * kNumCounterKinds + e.arg];
      e.amount = std::min(e.amount, c);
      if (e.amount <= 0) return;
      c -= e.amount;
      dirty();
      Record(e);
      return;
    }
    case EvKind::kTap:
      if (s_.tapped[e.obj] || s_.zone[e.obj] != Zone::kBattlefield) return;
      s_.tapped[e.obj] = 1;
      Record(e);
      return;
    case EvKind::kUntap:
      if (!s_.tapped[e.obj] || s_.zone[e.obj] != Zone::kBattlefield) return;
      s_.tapped[e.obj] = 0;
      Record(e);
      return;
    case EvKind::kDraw: {  // CR 121.2; an empty library is remembered (704.5b)
      auto& lib = s_.players[e.player].library;
      if (e.ctr_n > 0 && e.source != kNoObj) {  // dredged instead (702.52a): no card is drawn
        const std::vector<ObjId> top(lib.begin(), lib.begin() + std::min<size_t>(lib.size(), e.ctr_n));
        const size_t before = s_.batch.size();
        for (ObjId c : top) ProposeZoneChange(c, Zone::kGraveyard, Cause::kMill, e.source);
        if (s_.zone[e.source] == Zone::kGraveyard) ProposeZoneChange(e.source, Zone::kHand, Cause::kEffect, e.source);
        // They happen now, before any later draw of the same effect (121.2: one at a time).
        std::rotate(s_.batch.begin() + s_.batch_pos, s_.batch.begin() + static_cast<std::ptrdiff_t>(before),
                    s_.batch.end());
        return;
      }
      if (lib.empty()) {
        s_.players[e.player].drew_from_empty = true;
        return;
      }
      e.obj = lib.front();
      e.new_obj = MoveTo(lib.front(), Zone::kHand);
      // CR 504.1: the active player's draws in their draw step, counted (arg: this is
      // the n-th; 0 outside a draw step): "except the first one they draw in each of
      // their draw steps"
      e.arg = s_.step == Step::kDraw && e.player == s_.active ? ++s_.players[e.player].draw_step_draws : 0;
      Record(e);
      return;
    }
    default:
      Record(e);
      return;
  }
}

// CR 120.3: the results of damage, from the source's characteristics as it
// deals it (or as it last existed, 608.2h).
void Game::DealDamageNow(Event& e) {
  Refresh();
  const ObjId src = e.source;
  const Ref to = e.target;
  if (!IsPlayerRef(to) && s_.zone[to] != Zone::kBattlefield) return;
  const KwBits kw = src != kNoObj ? s_.keywords[src] : 0;
  const int amount = e.amount;
  if (amount <= 0) return;
  if (IsPlayerRef(to)) {
    int q = RefPlayer(to);
    if (s_.any_prowl && e.combat && src != kNoObj) {  // 702.76a: its creature types now
      auto& t = s_.combat_damage_types;
      const size_t w = static_cast<size_t>(s_.sub_words);
      if (t.size() < s_.num_players * w) t.assign(s_.num_players * w, 0);
      const int c = s_.controller[src];
      for (size_t k = 0; k < w; ++k) t[c * w + k] |= s_.subtypes[static_cast<size_t>(src) * w + k];
    }
    if (kw & kInfect) {
      SatAdd(s_.players[q].poison, amount);  // 120.3b
    } else {
      SatAdd(s_.players[q].life, -int64_t{amount});  // 120.3a, 107.1
      SatAdd(s_.players[q].life_lost, amount);
      if (s_.watch_mask & EvBit(EvKind::kLifeLoss)) {
        Event loss;
        loss.kind = EvKind::kLifeLoss;
        loss.player = static_cast<int8_t>(q);
        loss.amount = amount;
        loss.source = src;
        Record(loss);
      }
    }
    // CR 702.164b: combat damage from a creature with toxic N also gives N poison.
    if (e.combat && (kw & kToxic)) SatAdd(s_.players[q].poison, Def(src).toxic);
  } else {
    // A permanent's results by its card types (a planeswalker creature gets both).
    const uint32_t t = s_.types[to];
    if (t & (kPlaneswalker | kBattle)) {
      // CR 120.3c / 120.3h: loyalty or defense counters are removed (recorded as
      // counters removed, 120.4c).
      for (int kind : {static_cast<int>(kLoyalty), static_cast<int>(kDefense)}) {
        if (!(t & (kind == kLoyalty ? kPlaneswalker : kBattle))) continue;
        int& c = s_.counters[to * kNumCounterKinds + kind];
        const int n = std::min(c, amount);
        if (n <= 0) continue;
        c -= n;
        dirty();
        if (s_.watch_mask & EvBit(EvKind::kCounterRemoved)) {
          Event rem;
          rem.kind = EvKind::kCounterRemoved;
          rem.obj = to;
          rem.source = src;
          rem.player = s_.controller[to];
          rem.arg = kind;
          rem.amount = n;
          Record(rem);
        }
      }
    }
    if (t & kCreature) {
      if (kw & (kWither | kInfect)) {
        SatAdd(s_.counters[to * kNumCounterKinds + kMinusOne], amount);  // 120.3d, 702.80, 702.90
        dirty();
      } else {
        SatAdd(s_.damage[to], amount);  // 120.3e, 107.1
      }
    }
  }
  if (!IsPlayerRef(to) && (kw & kDeathtouch)) s_.deathtouch_hit[to] = 1;  // 702.2b
  if (kw & kLifelink) {  // 120.3f, 702.15b: simultaneous life gain, itself replaceable
    Event gain;
    gain.kind = EvKind::kLifeGain;
    gain.player = s_.controller[src];
    gain.amount = amount;
    gain.source = src;
    Propose(gain);
  }
  Record(e);
}

void Game::TapAsCost(ObjId o) {
  if (s_.tapped[o]) return;
  s_.tapped[o] = 1;
  if (s_.watch_mask & EvBit(EvKind::kTap)) {  // "whenever ~ becomes tapped"
    Event e;
    e.kind = EvKind::kTap;
    e.obj = o;
    e.player = s_.controller[o];
    Record(e);
  }
}

// "Exiled this way" (702.35a): the event was changed by a replacement ability of
// the card that moved.
bool Game::ReplacedByItself(const Event& e) const {
  for (int i = 0; i < e.n_applied; ++i)
    if (IsStatic(e.applied[i]) && StaticObj(e.applied[i]) == e.obj) return true;
  return false;
}

void Game::Record(const Event& e) {
  if (s_.log_events) s_.event_log.push_back(e);  // a front end's log (views.cpp)
  if (!(s_.watch_mask & EvBit(e.kind))) return;  // nobody watches: one bit test
  if (s_.batch_active) s_.batch_log.push_back(e);
  else MatchTriggers(e);
}

}  // namespace mtg
