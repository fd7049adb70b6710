// The resumable effect interpreter (DESIGN point 3; CR 608.2).  An ability's
// effect is a program run with a program counter and registers (targets, "it",
// the chosen set, X, the event's amount, "if you do") kept in GameState, so the
// game can stop at any instruction for a decision and clone/rollback mid-way.
// Each instruction proposes its game changes to the event funnel.
#include <algorithm>

#include "game.h"

namespace mtg {

namespace {
constexpr int kSuspend = -1;

bool OpUsesObjects(Op op) {
  switch (op) {
    case Op::kDestroy: case Op::kExile: case Op::kBounce: case Op::kPutOntoBattlefield:
    case Op::kReturnToBattlefield: case Op::kTap: case Op::kUntap: case Op::kPutCounters:
    case Op::kRemoveCounters: case Op::kPump: case Op::kRegenerate: case Op::kExileInsteadOfDying:
    case Op::kToLibrary:
      return true;
    default:
      return false;
  }
}
}  // namespace

void Game::StartFrame(const StackItem& it, bool on_stack) {
  VmFrame f;
  f.source = it.obj;
  f.ability = it.ability;
  f.controller = it.controller;
  f.on_stack = on_stack;
  f.is_spell = it.is_spell;
  f.num_targets = it.num_targets;
  for (int i = 0; i < kMaxTargets; ++i) f.targets[i] = it.targets[i];
  f.it = it.it;
  f.lki = it.lki;
  f.event_player = it.event_player;
  f.event_source = it.event_source;
  f.amount = it.amount;
  if (it.ability >= 0) {
    const AbilityDef& ab = Def(it.obj).abilities[it.ability];
    for (int i = 0; i < it.num_targets && i < static_cast<int>(ab.targets.size()); ++i)
      f.target_ok[i] = IsLegalTarget(it.controller, ab.targets[i], it.targets[i], it.obj);
  }
  s_.vm.push_back(std::move(f));
}

bool Game::RunVm() {
  while (!s_.vm.empty()) {
    VmFrame& f = s_.vm.back();
    const AbilityDef& ab = Def(f.source).abilities[f.ability];
    if (f.pc < static_cast<int>(ab.program.size())) {
      int r = ExecInstr(f, ab.program[f.pc]);
      if (r == kSuspend) return false;
      VmFrame& g = s_.vm.back();
      g.pc += r;
      g.stage = 0;
      g.left = 0;
      continue;
    }
    // CR 608.2n: as the final step of its resolution an instant or sorcery
    // spell is put into its owner's graveyard.
    if (f.on_stack && f.is_spell && f.stage == 0 && s_.zone[f.source] == Zone::kStack) {
      f.stage = 1;
      ProposeZoneChange(f.source, Zone::kGraveyard, Cause::kResolve);
      if (!RunBatch()) {
        s_.batch_owner = BatchOwner::kVm;
        return false;
      }
    }
    const bool pop_ability = s_.vm.back().on_stack && !s_.vm.back().is_spell;
    s_.vm.pop_back();
    if (pop_ability && !s_.stack.empty()) s_.stack.pop_back();
  }
  return true;
}

// The objects and players an instruction acts on, in APNAP order for players.
void Game::Subjects(VmFrame& f, const Instr& in, std::vector<Ref>* out) {
  out->clear();
  const int p = f.controller;
  const AbilityDef& ab = Def(f.source).abilities[f.ability];
  switch (in.subj) {
    case Subj::kNone: break;
    case Subj::kTarget: {
      Ref r = f.targets[in.subj_i];
      // CR 608.2b: an illegal target is not affected.
      if (IsLegalTarget(p, ab.targets[in.subj_i], r, f.source)) out->push_back(r);
      break;
    }
    case Subj::kTargetController: {
      // CR 608.2h: if the target has left since, its last known information.
      Ref r = f.targets[in.subj_i];
      if (f.target_ok[in.subj_i] || IsLegalTarget(p, ab.targets[in.subj_i], r, f.source))
        out->push_back(IsPlayerRef(r) ? r : PlayerRef(s_.controller[r]));
      break;
    }
    case Subj::kSelf: out->push_back(f.source); break;
    case Subj::kIt: if (f.it != kNoObj) out->push_back(f.it); break;
    case Subj::kItController:
      if (f.it != kNoObj) out->push_back(PlayerRef(s_.controller[f.it]));
      break;
    case Subj::kCreated: if (f.created != kNoObj) out->push_back(f.created); break;
    case Subj::kChosen: for (ObjId o : f.chosen) out->push_back(o); break;
    case Subj::kEach: {
      const Selector& sel = db_->Sel(in.sel);
      if (sel.players)
        for (int i = 0; i < kNumPlayers; ++i) {
          int q = (s_.active + i) % kNumPlayers;
          if (MatchesPlayer(sel, q, p)) out->push_back(PlayerRef(q));
        }
      if (sel.players != 2) {
        if (sel.zone == Zone::kBattlefield) {
          for (ObjId o : s_.battlefield)
            if (Matches(sel, o, f.source, p)) out->push_back(o);
        } else if (sel.zone == Zone::kGraveyard || sel.zone == Zone::kHand) {
          for (int q = 0; q < kNumPlayers; ++q)
            for (ObjId o : *ZoneList(sel.zone, q))
              if (Matches(sel, o, f.source, p)) out->push_back(o);
        }
      }
      break;
    }
    case Subj::kYou: out->push_back(PlayerRef(p)); break;
    case Subj::kEachPlayer:
      for (int i = 0; i < kNumPlayers; ++i) {
        int q = (s_.active + i) % kNumPlayers;
        if (!s_.players[q].lost) out->push_back(PlayerRef(q));
      }
      break;
    case Subj::kEachOpponent:
      for (int q = 0; q < kNumPlayers; ++q)
        if (q != p && !s_.players[q].lost) out->push_back(PlayerRef(q));
      break;
    case Subj::kEventPlayer: if (f.event_player != kNoRef) out->push_back(f.event_player); break;
    case Subj::kEventSource: if (f.event_source != kNoObj) out->push_back(f.event_source); break;
  }
}

int Game::AmountOf(VmFrame& f, const Instr& in) {
  const int mult = in.amount == 0 ? 1 : in.amount;
  auto power_of = [&](ObjId o) { Refresh(); return o == kNoObj ? 0 : std::max(0, s_.power[o]); };
  switch (in.amount_kind) {
    case AmountKind::kFixed: return in.amount;
    case AmountKind::kX: return f.x * mult;
    case AmountKind::kCount: return CountMatching(in.amount_sel, f.source, f.controller) * mult;
    case AmountKind::kPowerOfIt: return power_of(f.it != kNoObj ? f.it : f.lki) * mult;
    case AmountKind::kToughnessOfIt: Refresh(); return f.it == kNoObj ? 0 : std::max(0, s_.toughness[f.it]) * mult;
    case AmountKind::kPowerOfTarget: {  // last known information if it left (608.2h)
      Ref r = f.targets[0];
      return IsPlayerRef(r) || r == kNoRef || !f.target_ok[0] ? 0 : power_of(r) * mult;
    }
    case AmountKind::kPowerOfSelf: return power_of(f.source) * mult;
    case AmountKind::kToughnessOfTarget: {  // last known information if it left (608.2h)
      Ref r = f.targets[0];
      Refresh();
      return IsPlayerRef(r) || r == kNoRef || !f.target_ok[0] ? 0 : std::max(0, s_.toughness[r]) * mult;
    }
    case AmountKind::kEventAmount: return f.amount * mult;
    case AmountKind::kCountersOnSelf: return s_.counters[f.source * kNumCounterKinds + std::max(0, in.c)] * mult;
    case AmountKind::kCardsInHand: return static_cast<int>(s_.players[f.controller].hand.size()) * mult;
    case AmountKind::kLastCount: return f.last_count * mult;
  }
  return 0;
}

void Game::AskChoice(VmFrame& f, int player, int min, int max) {
  s_.decision = {DecisionKind::kChooseCards, player, min, max, f.source};
}

// A choice answered while the interpreter waits (kChooseCards, kYesNo).
void Game::AnswerVm(const Action& a) {
  VmFrame& f = s_.vm.back();
  Decision d = s_.decision;
  s_.decision.kind = DecisionKind::kNone;
  switch (a.kind) {
    case ActionKind::kChoose: {
      f.chosen.push_back(a.ref);
      s_.options.erase(std::find(s_.options.begin(), s_.options.end(), a.ref));
      d.min = std::max(0, d.min - 1);
      d.max -= 1;
      if (d.max > 0 && !s_.options.empty()) {
        s_.decision = d;  // the set is chosen one element at a time
        return;
      }
      break;
    }
    case ActionKind::kYes: f.did = true; break;
    case ActionKind::kNumber: f.x = a.arg; break;
    case ActionKind::kNo: f.did = false; break;
    default: break;  // kDone
  }
  s_.options.clear();
  RunVm();
}

int Game::ExecInstr(VmFrame& f, const Instr& in) {
  const int p = f.controller;
  std::vector<Ref>& subj = scratch_;
  // Instructions that propose events come back here once their batch finished.
  auto run_batch = [&]() -> int {
    s_.vm.back().stage = 1;
    if (!RunBatch()) {
      s_.batch_owner = BatchOwner::kVm;
      return kSuspend;
    }
    return 1;
  };
  auto player_subjects = [&]() {
    Subjects(f, in, &subj);
    if (in.subj == Subj::kNone) subj.assign(1, PlayerRef(p));
  };
  if (f.stage == 1 && OpUsesObjects(in.op)) {
    if (in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce)
      f.last_count = s_.batch_moved;  // resumed after a replacement choice
    return 1;
  }
  switch (in.op) {
    // ---- damage and life (CR 120, 119)
    case Op::kDealDamage: {
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      ObjId src = f.source;
      if (in.b > 0) {  // "target creature you control deals damage ..." (its own characteristics)
        const AbilityDef& ab = Def(f.source).abilities[f.ability];
        Ref t = f.targets[in.b - 1];
        if (IsPlayerRef(t) || !IsLegalTarget(p, ab.targets[in.b - 1], t, f.source)) return 1;
        src = t;
        if (in.amount_kind == AmountKind::kPowerOfTarget) n = std::max(0, s_.power[t]);
      }
      Subjects(f, in, &subj);
      for (Ref r : subj) ProposeDamage(src, r, n, false);
      f.last_count = n;
      return run_batch();
    }
    case Op::kFight: {  // CR 701.14: each deals damage equal to its power to the other
      if (f.stage == 1) return 1;
      const AbilityDef& ab = Def(f.source).abilities[f.ability];
      const int i = in.subj_i;
      ObjId a = f.targets[i], b = in.subj == Subj::kSelf ? f.source : f.targets[i + 1];
      bool a_ok = IsLegalTarget(p, ab.targets[i], a, f.source) && s_.zone[a] == Zone::kBattlefield;
      bool b_ok = b >= 0 && s_.zone[b] == Zone::kBattlefield && IsCreature(b) &&
                  (in.subj == Subj::kSelf || IsLegalTarget(p, ab.targets[i + 1], b, f.source));
      if (a_ok && b_ok) {  // 701.14b: if either isn't there, no damage is dealt
        Refresh();
        ProposeDamage(a, b, std::max(0, s_.power[a]), false);
        ProposeDamage(b, a, std::max(0, s_.power[b]), false);
      }
      return run_batch();
    }
    case Op::kGainLife:
    case Op::kLoseLife: {
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      player_subjects();
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        Event e;
        e.kind = in.op == Op::kGainLife ? EvKind::kLifeGain : EvKind::kLifeLoss;
        e.player = static_cast<int8_t>(RefPlayer(r));
        e.amount = n;
        e.source = f.source;
        Propose(e);
      }
      f.last_count = n * static_cast<int>(subj.size());  // "the life lost this way"
      return run_batch();
    }
    case Op::kPoison: {  // CR 122.1f
      int n = AmountOf(f, in);
      player_subjects();
      for (Ref r : subj)
        if (IsPlayerRef(r)) s_.players[RefPlayer(r)].poison += n;
      return 1;
    }
    case Op::kLoseGame:
      player_subjects();
      for (Ref r : subj)
        if (IsPlayerRef(r)) LoseGame(RefPlayer(r), EndReason::kLifeZero);
      CheckGameOver();
      return 1;
    // ---- cards: draw, mill, discard, search, scry, surveil (CR 121, 701)
    case Op::kDraw:
    case Op::kMill: {
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      player_subjects();
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        int q = RefPlayer(r);
        if (in.op == Op::kDraw) {
          for (int k = 0; k < n; ++k) {  // CR 121.2: one card at a time
            Event e;
            e.kind = EvKind::kDraw;
            e.player = static_cast<int8_t>(q);
            e.amount = 1;
            Propose(e);
          }
        } else {  // CR 701.17a: mill = top N into the graveyard
          auto& lib = s_.players[q].library;
          for (int k = 0; k < n && k < static_cast<int>(lib.size()); ++k)
            ProposeZoneChange(lib[k], Zone::kGraveyard, Cause::kMill, f.source);
        }
      }
      return run_batch();
    }
    case Op::kDiscard:
    case Op::kSacrifice: {
      const bool discard = in.op == Op::kDiscard;
      if (!discard && (in.subj == Subj::kSelf || in.subj == Subj::kIt || in.subj == Subj::kChosen ||
                       in.subj == Subj::kCreated)) {  // "sacrifice it" (CR 701.21)
        if (f.stage == 1) return 1;
        Subjects(f, in, &subj);
        for (Ref r : subj)
          if (!IsPlayerRef(r) && s_.zone[r] == Zone::kBattlefield && s_.controller[r] == p)
            ProposeZoneChange(r, Zone::kGraveyard, Cause::kSacrifice, f.source);
        return run_batch();
      }
      // Each subject player chooses in APNAP order (CR 101.4), then all at once.
      player_subjects();
      const int nplayers = static_cast<int>(subj.size());
      if (f.stage == 0) f.chosen.clear();
      while (f.stage / 2 < nplayers && f.left == 0) {
        const int i = f.stage / 2;
        if (f.stage % 2 == 1) {  // player i answered
          f.stage += 1;
          continue;
        }
        const int q = RefPlayer(subj[i]);
        std::vector<Ref> options;
        if (discard) {
          for (ObjId o : s_.players[q].hand) options.push_back(o);
        } else {
          for (ObjId o : s_.battlefield)
            if (s_.controller[o] == q && (in.sel < 0 || Matches(db_->Sel(in.sel), o, f.source, q)))
              options.push_back(o);
        }
        const int need = std::min<int>(AmountOf(f, in), static_cast<int>(options.size()));
        if (discard && in.a == 1) {  // at random (CR 701.9b)
          for (int k = 0; k < need; ++k) {
            int j = static_cast<int>(s_.rng.Below(static_cast<uint32_t>(options.size())));
            f.chosen.push_back(options[j]);
            options.erase(options.begin() + j);
          }
          f.stage += 2;
          continue;
        }
        if (need == static_cast<int>(options.size())) {
          for (Ref o : options) f.chosen.push_back(o);
          f.stage += 2;
          continue;
        }
        s_.options = options;
        f.stage += 1;
        s_.decision = {DecisionKind::kChooseCards, q, need, need, f.source};
        return kSuspend;
      }
      if (f.left == 0) {
        f.left = 1;
        f.last_count = static_cast<int>(f.chosen.size());
        for (ObjId o : f.chosen)
          ProposeZoneChange(o, Zone::kGraveyard, discard ? Cause::kDiscard : Cause::kSacrifice, f.source);
        if (!RunBatch()) {
          s_.batch_owner = BatchOwner::kVm;
          return kSuspend;
        }
      }
      return 1;
    }
    case Op::kChoose:
    case Op::kSearch: {
      // kChoose: "choose N <selector>"; kSearch: search your library for up to N
      // cards matching, put them into zone c, then shuffle (CR 701.23).
      if (f.stage == 0) {
        f.chosen.clear();
        std::vector<Ref> options;
        if (in.op == Op::kSearch) {
          for (ObjId o : s_.players[p].library)
            if (in.sel < 0 || Matches(db_->Sel(in.sel), o, f.source, p)) options.push_back(o);
        } else {
          const Selector& sel = db_->Sel(in.sel);
          if (sel.zone == Zone::kBattlefield) {
            for (ObjId o : s_.battlefield)
              if (Matches(sel, o, f.source, p)) options.push_back(o);
          } else if (sel.zone == Zone::kGraveyard || sel.zone == Zone::kHand) {
            for (int q = 0; q < kNumPlayers; ++q)
              for (ObjId o : *ZoneList(sel.zone, q))
                if (Matches(sel, o, f.source, p)) options.push_back(o);
          }
        }
        int max = std::min<int>(AmountOf(f, in), static_cast<int>(options.size()));
        int min = in.op == Op::kSearch ? 0 : std::min(max, in.a > 0 ? in.a : max);
        f.stage = 1;
        if (max > 0 && !(min == max && max == static_cast<int>(options.size()))) {
          s_.options = options;
          s_.decision = {DecisionKind::kChooseCards, p, min, max, f.source};
          return kSuspend;
        }
        if (max > 0) f.chosen.assign(options.begin(), options.end());
      }
      if (in.op == Op::kChoose) {
        f.last_count = static_cast<int>(f.chosen.size());
        return 1;
      }
      if (f.stage == 1) {
        f.stage = 2;
        f.last_count = static_cast<int>(f.chosen.size());
        for (ObjId o : f.chosen) {
          Event e;
          e.kind = EvKind::kZoneChange;
          e.from = Zone::kLibrary;
          e.to = static_cast<Zone>(in.c);
          e.cause = Cause::kSearch;
          e.obj = o;
          e.source = f.source;
          e.player = static_cast<int8_t>(p);
          e.controller = static_cast<int8_t>(p);
          e.tapped = in.a != 0;
          Propose(e);
        }
        if (!RunBatch()) {
          s_.batch_owner = BatchOwner::kVm;
          return kSuspend;
        }
      }
      Shuffle(s_.players[p].library);  // CR 701.23a... then shuffle
      return 1;
    }
    case Op::kShuffle:
      Shuffle(s_.players[p].library);
      return 1;
    case Op::kReveal:  // hidden information is not modelled yet: revealing changes nothing
      return 1;
    case Op::kScry:
    case Op::kSurveil: {
      // CR 701.22a / 701.25a: look at the top N; put any number on the bottom
      // (scry) or into the graveyard (surveil); the rest back on top in any order.
      auto& lib = s_.players[p].library;
      if (f.stage == 0) {
        int n = std::min<int>(AmountOf(f, in), static_cast<int>(lib.size()));
        f.left = n;
        f.chosen.clear();
        f.stage = 1;
        if (n == 0) return 1;
        s_.options.assign(lib.begin(), lib.begin() + n);
        s_.decision = {DecisionKind::kChooseCards, p, 0, n, f.source};
        return kSuspend;
      }
      if (f.stage == 1) {
        // The chosen leave the top; what is left will be ordered.
        std::vector<ObjId> top(lib.begin(), lib.begin() + f.left), keep;
        for (ObjId o : top)
          if (std::find(f.chosen.begin(), f.chosen.end(), o) == f.chosen.end()) keep.push_back(o);
        std::vector<ObjId> away = f.chosen;
        f.stage = 2;
        if (in.op == Op::kScry) {
          lib.erase(lib.begin(), lib.begin() + f.left);
          lib.insert(lib.begin(), keep.begin(), keep.end());
          for (ObjId o : away) lib.push_back(o);
        } else if (!away.empty()) {
          for (ObjId o : away) ProposeZoneChange(o, Zone::kGraveyard, Cause::kEffect, f.source);
          f.left = static_cast<int>(keep.size());
          if (!RunBatch()) {
            s_.batch_owner = BatchOwner::kVm;
            f.chosen.clear();
            return kSuspend;
          }
        }
        f.left = static_cast<int>(keep.size());
        f.chosen.clear();
        if (f.left >= 2) {  // order the rest: the first chosen goes on top
          s_.options.assign(lib.begin(), lib.begin() + f.left);
          f.stage = 3;
          s_.decision = {DecisionKind::kChooseCards, p, f.left - 1, f.left - 1, f.source};
          return kSuspend;
        }
        return 1;
      }
      if (f.stage == 2) {  // surveil's batch finished; order the rest
        f.chosen.clear();
        if (f.left >= 2) {
          s_.options.assign(lib.begin(), lib.begin() + f.left);
          f.stage = 3;
          s_.decision = {DecisionKind::kChooseCards, p, f.left - 1, f.left - 1, f.source};
          return kSuspend;
        }
        return 1;
      }
      // stage 3: chosen (in order) then the one left
      std::vector<ObjId> top(lib.begin(), lib.begin() + f.left), order = f.chosen;
      for (ObjId o : top)
        if (std::find(order.begin(), order.end(), o) == order.end()) order.push_back(o);
      std::copy(order.begin(), order.end(), lib.begin());
      return 1;
    }
    // ---- objects: zone changes, tapping, counters, shields, pumps
    case Op::kDestroy: case Op::kExile: case Op::kBounce: case Op::kPutOntoBattlefield:
    case Op::kReturnToBattlefield: case Op::kTap: case Op::kUntap: case Op::kPutCounters:
    case Op::kRemoveCounters: case Op::kToLibrary: {
      Subjects(f, in, &subj);
      int n = AmountOf(f, in);
      int count = 0;
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
            e.kind = EvKind::kZoneChange;
            e.from = z;
            e.to = in.op == Op::kExile ? Zone::kExile : in.op == Op::kBounce ? Zone::kHand : Zone::kLibrary;
            e.to_bottom = in.op == Op::kToLibrary && in.b == 1;
            e.cause = Cause::kEffect;
            break;
          case Op::kPutOntoBattlefield: case Op::kReturnToBattlefield:
            if (z == Zone::kNone || z == Zone::kBattlefield || z == Zone::kStack) continue;
            e.kind = EvKind::kZoneChange;
            e.from = z;
            e.to = Zone::kBattlefield;
            e.cause = Cause::kEffect;
            e.tapped = in.a != 0;
            e.controller = static_cast<int8_t>(in.c == 1 ? s_.owner[o] : p);
            if (in.b > 0) e.ctr_kind = static_cast<int8_t>(in.b - 1), e.ctr_n = std::max(1, n);
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
      int r = run_batch();
      if (r != kSuspend && (in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce))
        s_.vm.back().last_count = s_.batch_moved;  // "destroyed this way" (701.8b)
      return r;
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
        if (in.c > 0)  // granted keywords: layer 6 (CR 613.1f)
          s_.effects.push_back({Layer::k6Ability, s_.next_timestamp++, r, 0, 0,
                                static_cast<uint32_t>(in.c), true});
        if (pw != 0 || th != 0)  // +X/+Y: layer 7c (CR 613.4c)
          s_.effects.push_back({Layer::k7cModify, s_.next_timestamp++, r, pw, th, 0u, true});
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
    case Op::kCreateTokens: {  // CR 111.2: the creator owns it; it enters (an event)
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      player_subjects();
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        int q = RefPlayer(r);
        for (int k = 0; k < n; ++k) {
          ObjId t = CreateToken(q, in.c);
          Event e;
          e.kind = EvKind::kZoneChange;
          e.from = Zone::kNone;
          e.to = Zone::kBattlefield;
          e.cause = Cause::kEffect;
          e.obj = t;
          e.source = f.source;
          e.player = static_cast<int8_t>(q);
          e.controller = static_cast<int8_t>(q);
          e.tapped = in.a != 0;
          Propose(e);
        }
      }
      f.last_count = n;
      int r = run_batch();
      if (r != kSuspend) {
        // "it" / "that token": the last one created
        for (size_t i = s_.battlefield.size(); i-- > 0;)
          if (s_.card_is_token[s_.card[s_.battlefield[i]]] && s_.def[s_.battlefield[i]] == in.c) {
            s_.vm.back().created = s_.battlefield[i];
            break;
          }
      }
      return r;
    }
    case Op::kAddMana:
      s_.players[p].mana[in.c] += std::max(1, AmountOf(f, in));
      return 1;
    case Op::kPayMana: {  // "you may pay {W/B}. If you do, ..." (after a kMay)
      ManaCost cost;
      cost.generic = AmountOf(f, in);
      bool paid = false;
      if (in.c > 0) {  // CR 107.4e: a hybrid symbol is paid with either color
        for (int k = 0; k < 5 && !paid; ++k) {
          if (!(in.c & (1 << k))) continue;
          ManaCost with = cost;
          with.colored[k] = 1;
          if (CanPayMana(p, with, kNoObj)) PayMana(p, with, kNoObj), paid = true;
        }
      } else if (CanPayMana(p, cost, kNoObj)) {
        PayMana(p, cost, kNoObj);
        paid = true;
      }
      s_.vm.back().did = paid;
      return 1;
    }
    // ---- control flow and registers
    case Op::kMay:  // CR 603.5 / 608.2c: the choice is made on resolution
      if (f.stage == 0) {
        f.stage = 1;
        s_.decision = {DecisionKind::kYesNo, p, 1, 1, f.source};
        return kSuspend;
      }
      return f.did ? 1 : 1 + in.a;
    case Op::kIf: {
      bool ok;
      if (in.cond.kind == CondKind::kDid) ok = f.did;
      else if (in.cond.kind == CondKind::kDidNot) ok = !f.did;
      else ok = CheckCondition(in.cond, f.source, p, f.it, f.lki);
      return ok ? 1 : 1 + in.a;
    }
    case Op::kSetIt:
      Subjects(f, in, &subj);
      f.it = subj.empty() || IsPlayerRef(subj[0]) ? kNoObj : subj[0];
      return 1;
    case Op::kDelayedTrigger: {  // CR 603.7a: created on resolution
      DelayedTrigger d;
      d.step = static_cast<Step>(in.a);
      d.after_turn = static_cast<int>(s_.step) < in.a ? s_.turn : s_.turn + 1;
      d.controller = p;
      d.source = f.source;
      d.ability = in.c;
      Subjects(f, in, &subj);
      if (in.subj == Subj::kTarget && subj.empty() && f.target_ok[in.subj_i])
        subj.push_back(f.targets[in.subj_i]);  // it left during this resolution
      d.it = subj.empty() || IsPlayerRef(subj[0]) ? f.it : subj[0];
      // CR 400.7: the effect that moved the card can find the new object ("that card").
      if (d.it != kNoObj && s_.zone[d.it] == Zone::kNone && s_.card_obj[s_.card[d.it]] != kNoObj)
        d.it = s_.card_obj[s_.card[d.it]];
      s_.delayed.push_back(d);
      s_.watch_mask |= EvBit(EvKind::kStepBegin);
      return 1;
    }
    case Op::kReflexive: {  // CR 603.12: "when you do"
      PendingTrigger pt;
      pt.source = f.source;
      pt.ability = in.c;
      pt.controller = p;
      pt.it = f.it;
      pt.lki = f.lki;
      s_.pending_triggers.push_back(pt);
      ++s_.triggers_fired;
      return 1;
    }
    case Op::kCounter: {  // CR 701.6a: counter target spell: it goes to its owner's graveyard
      if (f.stage == 1) return 1;
      Subjects(f, in, &subj);
      for (Ref r : subj)
        if (!IsPlayerRef(r) && s_.zone[r] == Zone::kStack)
          ProposeZoneChange(r, Zone::kGraveyard, Cause::kCountered, f.source);
      return run_batch();
    }
    case Op::kCounterUnlessPay: {
      // Ward (CR 702.21a): counter the spell or ability that targeted, unless its
      // controller pays.  f.amount is its stack position; f.it its object.
      int idx = f.amount;
      bool there = idx >= 0 && idx < static_cast<int>(s_.stack.size()) && s_.stack[idx].obj == f.it;
      if (!there) return 1;
      const int payer = s_.stack[idx].controller;
      ManaCost cost;
      cost.generic = in.amount;
      if (f.stage == 0) {
        f.stage = 1;
        if (CanPayMana(payer, cost, kNoObj)) {
          s_.decision = {DecisionKind::kYesNo, payer, 1, 1, f.source};
          return kSuspend;
        }
        f.did = false;
      }
      if (f.stage == 1 && f.did) {
        PayMana(payer, cost, kNoObj);
        return 1;
      }
      if (f.stage == 1) {  // CR 701.6a: countered; a spell goes to its owner's graveyard
        f.stage = 2;
        StackItem item = s_.stack[idx];
        if (item.is_spell) {
          ProposeZoneChange(item.obj, Zone::kGraveyard, Cause::kCountered, f.source);
          if (!RunBatch()) {
            s_.batch_owner = BatchOwner::kVm;
            return kSuspend;
          }
        } else {
          s_.stack.erase(s_.stack.begin() + idx);
        }
      }
      return 1;
    }
  }
  return 1;
}

}  // namespace mtg
