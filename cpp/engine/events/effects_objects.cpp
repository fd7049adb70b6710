// Objects: zone changes, tapping, counters, pumps, shields, regeneration and tokens (CR 701, 611, 615, 111).
// One family of the effect interpreter's instructions (vm.cpp dispatches here):
// each proposes its game changes to the event funnel and returns how many
// instructions to advance, or kVmSuspend while a decision is pending.
#include <algorithm>

#include "game.h"

namespace mtg {

// CR 614.1a, 707.10e example: the tokens the token instruction of frame f made --
// with any a replacement effect added (Parallel Lives) -- are the cards from
// f.made_from on that are on the battlefield; `created` first.
void Game::NoteTokensMade(VmFrame& f) {
  f.made.clear();
  if (f.made_from < 0 || f.created == kNoObj) return;
  f.made.push_back(f.created);
  for (CardIdx c = f.made_from; c < static_cast<CardIdx>(s_.card_obj.size()); ++c) {
    const ObjId o = s_.card_obj[c];
    if (o != kNoObj && o != f.created && s_.zone[o] == Zone::kBattlefield) f.made.push_back(o);
  }
  f.made_from = -1;
}

bool Game::TransformPermanent(ObjId r) {
  const DefId card = s_.card_def[s_.card[r]];
  const DefId to = s_.def[r] == card ? db_->BackFace(card) : card;
  if (db_->Get(to).types & (kInstant | kSorcery)) return false;  // 701.27d
  // 712.18: the same object; effects, counters, damage and status stay with it.
  s_.def[r] = to;
  ResetToCopiable(r);  // the face's values (712.8d-e), then the layers as always
  s_.any_back_face = true;
  dirty();
  const int32_t tick = ++s_.transforms;  // 701.27f
  bool found = false;
  for (auto& pr : s_.transformed_at)
    if (pr.first == r) pr.second = tick, found = true;
  if (!found) s_.transformed_at.emplace_back(r, tick);
  // 701.27e: "When this creature transforms into <face>": the new face's abilities see it.
  const CardDef& cd = db_->Get(to);
  s_.watch_mask |= cd.trigger_mask;
  s_.replace_mask |= cd.replace_mask;
  Event e;
  e.kind = EvKind::kTransformed;
  e.obj = r;
  e.player = static_cast<int8_t>(s_.controller[r]);
  Record(e);
  return true;
}

int Game::ExecObjects(VmFrame& f, const Instr& in) {
  const int p = f.controller;
  std::vector<Ref>& subj = scratch_;
  (void)p;
  switch (in.op) {
    // ---- objects: zone changes, tapping, counters, shields, pumps
    case Op::kDestroy: case Op::kExile: case Op::kBounce: case Op::kPutOntoBattlefield:
    case Op::kReturnToBattlefield: case Op::kTap: case Op::kUntap: case Op::kPutCounters:
    case Op::kRemoveCounters: case Op::kToLibrary: {
      Subjects(f, in, &subj);
      int n = AmountOf(f, in);
      int count = 0;
      if (in.op == Op::kExile && (in.a & kExileUntilLeaves)) {
        // CR 610.3a-b: if the source has already left, nothing is exiled
        if (f.source == kNoObj || s_.zone[f.source] != Zone::kBattlefield) return 1;
        s_.remember_moved = 1;  // what it exiles (AfterPutOntoBattlefield links it to the source)
        s_.moved_objs.clear();
      }
      if (in.a & kRememberMoved && in.op != Op::kTap && in.op != Op::kUntap && in.op != Op::kPutCounters &&
          in.op != Op::kRemoveCounters) {  // CR 400.7j: what this moves, for "that card"
        s_.remember_moved = 1;
        s_.moved_objs.clear();
      }
      for (Ref r : subj) {
        if (IsPlayerRef(r)) continue;
        ObjId o = r;
        const Zone z = s_.zone[o];
        Event e;
        e.obj = o;
        e.source = f.source;
        e.player = s_.controller[o];
        switch (in.op) {
          case Op::kDestroy:
            if (z != Zone::kBattlefield) continue;
            e.kind = EvKind::kDestroy;
            break;
          case Op::kExile: case Op::kBounce: case Op::kToLibrary:
            if (z == Zone::kNone || z == Zone::kExile || (in.op == Op::kToLibrary && z == Zone::kLibrary)) continue;
            if (z != Zone::kBattlefield && z != Zone::kStack && s_.card_is_token[s_.card[o]]) continue;  // 111.8
            e.kind = EvKind::kZoneChange;
            e.from = z;
            e.to = in.op == Op::kExile ? Zone::kExile : in.op == Op::kBounce ? Zone::kHand : Zone::kLibrary;
            e.to_bottom = in.op == Op::kToLibrary && in.b == 1;
            e.cause = Cause::kEffect;
            break;
          case Op::kPutOntoBattlefield: case Op::kReturnToBattlefield:
            if (z == Zone::kNone || z == Zone::kBattlefield || z == Zone::kStack) continue;
            // CR 111.8: a token that has left the battlefield can't come back (blinked: it stays
            // in exile and ceases to exist, 704.5d).
            if (s_.card_is_token[s_.card[o]]) continue;
            e.kind = EvKind::kZoneChange;
            e.from = z;
            e.to = Zone::kBattlefield;
            e.cause = Cause::kEffect;
            e.tapped = (in.a & 1) != 0;
            if (in.a & 2) e.attacking = f.event_player;  // ninjutsu: what the returned creature attacked
            e.controller = static_cast<int8_t>(in.c == 1 ? s_.owner[o] : p);
            if (in.b > 0) e.ctr_kind = static_cast<int8_t>(in.b - 1), e.ctr_n = std::max(1, n);
            if (in.subj == Subj::kTarget && in.c != 1) AsEntersEffect(f, &e);  // 611.2e
            break;
          case Op::kTap: case Op::kUntap:
            if (z != Zone::kBattlefield) continue;
            e.kind = in.op == Op::kTap ? EvKind::kTap : EvKind::kUntap;
            break;
          default:
            if (z != Zone::kBattlefield) continue;
            e.kind = in.op == Op::kPutCounters ? EvKind::kCounterPut : EvKind::kCounterRemoved;
            e.arg = in.c;
            e.amount = n;
            break;
        }
        Propose(e);
        ++count;
      }
      f.last_count = count;
      int r = BatchThenNext();
      if (r != kVmSuspend && (in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce))
        s_.vm.back().last_count = s_.batch_moved;  // "destroyed this way" (701.8b)
      if (r != kVmSuspend) AfterPutOntoBattlefield(s_.vm.back(), in);
      return r;
    }
    case Op::kTransform: {  // CR 701.27a
      Subjects(f, in, &subj);
      for (Ref r : subj) {
        if (IsPlayerRef(r) || s_.zone[r] != Zone::kBattlefield) continue;
        // 701.27c, 712.9: only a permanent represented by a transforming double-faced
        // card (not a modal one, 712.10) -- not a copy of a face: its card decides.
        const DefId card = s_.card_def[s_.card[r]];
        const DefId back = db_->BackFace(card);
        if (back < 0 || db_->Get(card).layout == Layout::kModalDfc || db_->Get(card).layout == Layout::kFlip)
          continue;  // (a flip card isn't double-faced, 710.1)
        if (s_.def[r] != card && s_.def[r] != back) continue;  // it is a copy of something else
        // 701.27f: an ability of the permanent itself (not a spell) transforms it only if
        // it hasn't transformed since the ability was put on the stack (a delayed
        // trigger: since it was created).
        if (f.on_stack && !f.is_spell && r == f.source && LastTransform(r) > f.clock) continue;
        // 702.145b, 702.145e: "This permanent can't transform except due to its
        // daybound / nightbound ability."
        if (s_.day_night_rules && (s_.keywords[r] & (kDaybound | kNightbound))) continue;
        TransformPermanent(r);
      }
      return 1;
    }
    case Op::kApplyEffect: {  // CR 611.2: a continuous effect, its set locked in (611.2c)
      Subjects(f, in, &subj);
      if (in.subj == Subj::kIt) DropAppliedAsEntered(f, in, &subj);  // 611.2e
      const Duration dur = static_cast<Duration>(in.a);
      // 611.2b: a "for as long as" duration that already ended: it does nothing.
      if (dur == Duration::kWhileYouControlSource &&
          (s_.zone[f.source] != Zone::kBattlefield || Controller(f.source) != f.controller))
        return 1;
      if (dur == Duration::kWhileSourceOnBattlefield && s_.zone[f.source] != Zone::kBattlefield) return 1;
      const int32_t ts = s_.next_timestamp++;  // one effect, one timestamp (613.7b)
      for (Ref r : subj) {
        if (IsPlayerRef(r) || s_.zone[r] != Zone::kBattlefield) continue;
        ContinuousEffect ce;
        ce.timestamp = ts;
        ce.source = f.source;
        ce.controller = static_cast<int8_t>(f.controller);
        ce.duration = dur;
        ce.def = s_.def[f.source];
        ce.change = static_cast<int16_t>(in.c);
        ce.obj = r;
        s_.effects.push_back(ce);
      }
      dirty();
      Refresh();  // a control change removes it from combat now (506.4)
      return 1;
    }
    case Op::kPump: {  // until end of turn; affected set locked in (CR 611.2c)
      Subjects(f, in, &subj);
      int pw = in.amount_kind == AmountKind::kFixed ? in.a : AmountOf(f, in) * (in.a < 0 ? -1 : 1);
      int th = in.amount_kind == AmountKind::kFixed ? in.b : AmountOf(f, in) * (in.b < 0 ? -1 : 1);
      if (in.amount_kind != AmountKind::kFixed) {
        pw = in.a == 0 ? 0 : pw;
        th = in.b == 0 ? 0 : th;
      }
      for (Ref r : subj) {
        if (IsPlayerRef(r) || s_.zone[r] != Zone::kBattlefield) continue;
        ContinuousEffect ce;  // layers 6 (granted keywords) and 7c (+X/+Y), CR 613.1f, 613.4c
        ce.timestamp = s_.next_timestamp++;
        ce.source = f.source;
        ce.controller = static_cast<int8_t>(f.controller);
        ce.obj = r;
        ce.power = pw, ce.toughness = th;
        ce.add_keywords = in.kw;
        if (ce.add_keywords || pw || th) s_.effects.push_back(ce);
      }
      dirty();
      return 1;
    }
    case Op::kRegenerate:  // CR 701.19a: a regeneration shield
      Subjects(f, in, &subj);
      for (Ref r : subj)
        if (!IsPlayerRef(r) && s_.zone[r] == Zone::kBattlefield) {
          s_.regen_shields[r] += 1;
          s_.replace_mask |= EvBit(EvKind::kDestroy);
        }
      return 1;
    case Op::kPreventDamage:
    case Op::kPreventAllCombatDamage:
    case Op::kExileInsteadOfDying: {
      Shield sh;
      sh.source = f.source;
      sh.until_eot = 1;
      if (in.op == Op::kPreventAllCombatDamage) {  // CR 615: "prevent all combat damage"
        sh.mode = RepMode::kPreventAll;
        sh.event = EvKind::kDamage;
        sh.combat = 1;
        sh.id = s_.next_shield_id++;
        s_.shields.push_back(sh);
      } else {
        Subjects(f, in, &subj);
        for (Ref r : subj) {
          if (in.op == Op::kPreventDamage) {  // CR 615.7: the next N damage
            sh.mode = RepMode::kPreventN;
            sh.event = EvKind::kDamage;
            sh.amount = AmountOf(f, in);
          } else {  // "if it would die this turn, exile it instead" (CR 614.1a)
            sh.mode = RepMode::kExileInstead;
            sh.event = EvKind::kZoneChange;
            sh.from = Zone::kBattlefield;  // "would die" (700.4)
            sh.to = Zone::kGraveyard;
            if (in.a == 1) {  // "If it would leave the battlefield, exile it instead of
              sh.to = Zone::kNone;  // putting it anywhere else" (unearth 702.84a): for as
              sh.until_eot = 0;     // long as it is this object (400.7)
            }
          }
          sh.obj = IsPlayerRef(r) ? kNoObj : r;
          sh.player = IsPlayerRef(r) ? RefPlayer(r) : -1;
          sh.id = s_.next_shield_id++;
          s_.shields.push_back(sh);
        }
      }
      RefreshMasks();
      return 1;
    }
    case Op::kPreventAllDamage: {  // CR 615.1: a shield on each subject for this turn (514.2)
      if (in.subj == Subj::kEach) {  // "... dealt to / by creatures": whatever matches then
        for (int by = 0; by < 2; ++by) {
          if (!((in.b >> by) & 1)) continue;
          Shield sh;
          sh.mode = RepMode::kPreventAll;
          sh.event = EvKind::kDamage;
          sh.source = f.source;
          sh.combat = static_cast<uint8_t>(in.a & 1);
          sh.by = static_cast<uint8_t>(by);
          sh.sel = in.sel;
          sh.controller = static_cast<int8_t>(f.controller);
          sh.id = s_.next_shield_id++;
          s_.shields.push_back(sh);
        }
        RefreshMasks();
        return 1;
      }
      Subjects(f, in, &subj);
      for (Ref r : subj) {
        if (IsAbilityRef(r) || (!IsPlayerRef(r) && s_.zone[r] != Zone::kBattlefield)) continue;
        for (int by = 0; by < 2; ++by) {
          if (!((in.b >> by) & 1) || (by && IsPlayerRef(r))) continue;  // a player deals no damage
          Shield sh;
          sh.mode = RepMode::kPreventAll;
          sh.event = EvKind::kDamage;
          sh.source = f.source;
          sh.combat = static_cast<uint8_t>(in.a & 1);
          sh.by = static_cast<uint8_t>(by);  // 615.1: damage dealt by it, not to it
          sh.obj = IsPlayerRef(r) ? kNoObj : r;
          sh.player = IsPlayerRef(r) ? RefPlayer(r) : -1;
          sh.id = s_.next_shield_id++;
          s_.shields.push_back(sh);
        }
      }
      RefreshMasks();
      return 1;
    }
    case Op::kCreateTokens: {  // CR 111.2: the creator owns it; it enters (an event)
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      f.made_from = static_cast<int32_t>(s_.card_obj.size());
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        int q = RefPlayer(r);
        for (int k = 0; k < n; ++k) {
          ObjId t = CreateToken(q, in.c);
          ProposeZoneChange(t, Zone::kBattlefield, Cause::kEffect, f.source, false, q, in.a != 0);
        }
      }
      f.last_count = n;
      int r = BatchThenNext();
      if (r != kVmSuspend) {
        // "it" / "that token": the last one created
        for (size_t i = s_.battlefield.size(); i-- > 0;)
          if (s_.card_is_token[s_.card[s_.battlefield[i]]] && s_.def[s_.battlefield[i]] == in.c) {
            s_.vm.back().created = s_.battlefield[i];
            break;
          }
        NoteTokensMade(s_.vm.back());
      }
      return r;
    }
    case Op::kCreateTokenCopy: {
      // CR 707.2, 111.1: a token whose copiable values are the subject's (its
      // definition and its copy exceptions, 707.3) plus this effect's exceptions
      // (707.9b); its entering is an event like any token's, as a copy (707.5).
      auto created = [&]() {
        const CardIdx c = static_cast<CardIdx>(f.left);
        if (c >= 0 && s_.card_obj[c] != kNoObj && s_.zone[s_.card_obj[c]] == Zone::kBattlefield)
          f.created = s_.card_obj[c];
        NoteTokensMade(f);
      };
      if (f.stage == 1) {
        created();
        return 1;
      }
      Subjects(f, in, &subj);
      f.left = -1;
      f.made_from = static_cast<int32_t>(s_.card_obj.size());
      int made = 0;
      for (Ref r : subj) {
        // A permanent; or this ability's own card, which its cost may have exiled
        // ("a copy of this card": embalm 702.128a, eternalize 702.129a), as it last
        // existed in its zone (608.2h).
        if (IsPlayerRef(r) || (s_.zone[r] != Zone::kBattlefield && in.subj != Subj::kSelf)) continue;
        const ObjId o = r;
        int32_t exc = CopyExc(o);
        if (FaceDown(o)) {  // a copy of a face-down permanent: its face-down values (707.2)
          s_.copy_excs.push_back({-1, -1, exc, 1});
          exc = static_cast<int32_t>(s_.copy_excs.size()) - 1;
        }
        if (in.c >= 0) {
          s_.copy_excs.push_back({s_.def[f.source], in.c, exc, 0});
          exc = static_cast<int32_t>(s_.copy_excs.size()) - 1;
        }
        // One token; with myriad (in.a & 2, 702.116a) one for each opponent other
        // than the defending player, tapped and attacking that player.
        Ref defending = s_.attacking[o];
        if (defending != kNoRef && !IsPlayerRef(defending)) defending = PlayerRef(s_.controller[defending]);
        const bool myriad = (in.a & 2) != 0;
        for (int q = 0; q < (myriad ? s_.num_players : 1); ++q) {
          if (myriad && (q == p || PlayerRef(q) == defending || s_.players[q].lost)) continue;
          const ObjId t = CreateToken(p, s_.def[o]);
          SetCopyExc(t, exc);
          f.left = s_.card[t];
          ++made;
          ProposeZoneChange(t, Zone::kBattlefield, Cause::kEffect, f.source, false, p, (in.a & 1) != 0);
          s_.batch.back().copy_face = s_.def[o];
          s_.batch.back().copy_exc = exc;
          if (myriad) s_.batch.back().attacking = PlayerRef(q);  // 508.4: never declared
        }
      }
      f.did = made > 0;  // "if one or more tokens are created this way" (702.116a)
      f.last_count = made;
      if (made == 0) return 1;
      const int res = BatchThenNext();
      if (res != kVmSuspend) created();
      return res;
    }
    case Op::kManifest: {  // CR 701.40a: each card face down as a 2/2 creature
      if (f.stage == 1) return 1;
      const int n = AmountOf(f, in);
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        const int q = RefPlayer(r);
        const auto& lib = s_.players[q].library;
        for (int k = 0; k < n && k < static_cast<int>(lib.size()); ++k) {
          ProposeZoneChange(lib[k], Zone::kBattlefield, Cause::kEffect, f.source, false, q, false);
          s_.batch.back().face_down = 1;
        }
      }
      return BatchThenNext();
    }
    case Op::kCreateEmblem:  // CR 114.2: into the command zone, owned and controlled by the player
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj)
        if (IsPlayerRef(r)) CreateEmblem(RefPlayer(r), in.c);
      return 1;
    case Op::kExileTop: {  // "exile the top N cards of your library"
      const int n = std::max(0, AmountOf(f, in));
      if (in.a & kRememberMoved) s_.remember_moved = 1, s_.moved_objs.clear();  // 400.7j: "that card"
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        const auto& lib = s_.players[RefPlayer(r)].library;
        for (int k = 0; k < n && k < static_cast<int>(lib.size()); ++k)
          ProposeZoneChange(lib[k], Zone::kExile, Cause::kEffect, f.source);
      }
      const int r = BatchThenNext();
      if (r != kVmSuspend) AfterPutOntoBattlefield(s_.vm.back(), in);
      return r;
    }
    case Op::kMayPlayExiled:  // "you may play that card / those cards" (from exile)
      Subjects(f, in, &subj);
      for (Ref r : subj)
        if (!IsPlayerRef(r) && s_.zone[r] == Zone::kExile) {
          GameState::PlayExiled pe;
          pe.obj = r;
          pe.player = p;
          pe.next_turn = in.a;
          pe.last_turn = in.a ? -1 : s_.turn;  // -1: set as that player's next turn begins
          s_.play_exiled.push_back(pe);
        }
      return 1;
    case Op::kSkipNextUntap:  // "doesn't untap during its controller's next untap step" (502.3)
      Subjects(f, in, &subj);
      for (Ref r : subj)
        if (!IsPlayerRef(r) && s_.zone[r] == Zone::kBattlefield &&
            std::find(s_.skip_untap.begin(), s_.skip_untap.end(), r) == s_.skip_untap.end())
          s_.skip_untap.push_back(r);
      return 1;
    case Op::kBecomeMonarch:  // CR 724.3
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj)
        if (IsPlayerRef(r)) BecomeMonarch(RefPlayer(r), in.c >= 0 ? in.c : s_.def[f.source]);
      return 1;
    case Op::kFlip:  // CR 710.2, 710.4: one way; it stays the same object
      Subjects(f, in, &subj);
      for (Ref r : subj) {
        if (IsPlayerRef(r) || s_.zone[r] != Zone::kBattlefield) continue;
        const DefId card = s_.card_def[s_.card[r]];
        if (db_->Get(card).layout != Layout::kFlip || s_.def[r] != card) continue;  // a copy, or flipped
        s_.def[r] = db_->BackFace(card);
        ResetToCopiable(r);  // 710.1c: its color and mana cost are the card's (the same)
        s_.any_back_face = true;  // it is unflipped again once it leaves (710.4, 110.5)
        s_.watch_mask |= Def(r).trigger_mask;
        s_.replace_mask |= Def(r).replace_mask;
        dirty();
      }
      return 1;
    case Op::kSolve:  // CR 719.3a-b
      if (f.source != kNoObj && s_.zone[f.source] == Zone::kBattlefield &&
          std::find(s_.solved.begin(), s_.solved.end(), f.source) == s_.solved.end()) {
        s_.solved.push_back(f.source);
        dirty();  // 719.3c: its "Solved" abilities
      }
      return 1;
    case Op::kSetClassLevel:  // CR 716.2a: "this Class's level becomes N"
      if (f.source != kNoObj) SetClassLevel(f.source, in.a, f.source);
      return 1;
    case Op::kChangeText: {  // CR 612.1: "replacing all instances of one <word> with another"
      Subjects(f, in, &subj);
      bool any = false;
      for (Ref r : subj)
        any |= !IsPlayerRef(r) && (s_.zone[r] == Zone::kBattlefield || s_.zone[r] == Zone::kStack);
      if (!any) return 1;
      // Chosen as it resolves: the word replaced, then its replacement (of the same
      // kind); the answers accumulate in f.left (AnswerVm).
      const int32_t from = f.left & 0xffff, to = f.left >> 16;
      if (!from || !to) {
        WordOptions(in.a, from, in.c, &s_.options);
        if (s_.options.empty()) return 1;
        s_.decision = {DecisionKind::kChooseWord, f.controller, 1, 1, f.source};
        return kVmSuspend;
      }
      const int32_t ts = s_.next_timestamp++;  // CR 613.7b
      for (Ref r : subj) {
        if (IsPlayerRef(r) || (s_.zone[r] != Zone::kBattlefield && s_.zone[r] != Zone::kStack)) continue;
        ContinuousEffect ce;
        ce.timestamp = ts;
        ce.source = f.source;
        ce.controller = static_cast<int8_t>(f.controller);
        ce.duration = Duration::kPermanent;  // "This effect lasts indefinitely."
        ce.def = s_.def[f.source];
        ce.obj = r;
        ce.text_from = static_cast<int16_t>(from);
        ce.text_to = static_cast<int16_t>(to);
        s_.effects.push_back(ce);
      }
      s_.any_text = s_.rare_sel = true;
      s_.options.clear();
      dirty();
      return 1;
    }
    default:
      return kVmNotMine;
  }
}

// CR 611.2e: a resolving spell or ability that puts a nontoken permanent onto the
// battlefield and says "that creature is [characteristic]" (the next instruction,
// on "it") applies that effect as the permanent enters, not after: triggers on its
// entering see it (the 611.2e example: an enchantment entering).  Only effects
// whose duration doesn't hang on the source (611.2b).
void Game::AsEntersEffect(const VmFrame& f, Event* e) {
  const auto& prog = FrameAbility(f).program;
  if (f.pc + 1 >= static_cast<int>(prog.size())) return;
  const Instr& next = prog[f.pc + 1];
  if (next.op != Op::kApplyEffect || next.subj != Subj::kIt || next.c < 0) return;
  const Duration dur = static_cast<Duration>(next.a);
  if (dur == Duration::kWhileYouControlSource || dur == Duration::kWhileSourceOnBattlefield) return;
  e->with_change = static_cast<int16_t>(next.c);
  e->with_dur = static_cast<uint8_t>(next.a);
}

// The permanent entered with this effect already (AsEntersEffect): not twice.
void Game::DropAppliedAsEntered(const VmFrame& f, const Instr& in, std::vector<Ref>* subj) {
  for (size_t i = 0; i < subj->size();) {
    bool has = false;
    for (const ContinuousEffect& ce : s_.effects)
      has |= ce.obj == (*subj)[i] && ce.source == f.source && ce.change == in.c;
    if (has) subj->erase(subj->begin() + static_cast<long>(i));
    else ++i;
  }
}

}  // namespace mtg
