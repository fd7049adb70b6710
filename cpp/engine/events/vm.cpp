// The resumable effect interpreter (DESIGN point 3; CR 608.2).  An ability's
// effect is a program run with a program counter and registers (targets, "it",
// the chosen set, X, the event's amount, "if you do") kept in GameState, so the
// game can stop at any instruction for a decision and clone/rollback mid-way.
// Each instruction proposes its game changes to the event funnel.
#include <algorithm>

#include "game.h"

namespace mtg {

namespace {

bool OpUsesObjects(Op op) {
  switch (op) {
    case Op::kDestroy: case Op::kExile: case Op::kBounce: case Op::kPutOntoBattlefield:
    case Op::kReturnToBattlefield: case Op::kTap: case Op::kUntap: case Op::kPutCounters:
    case Op::kRemoveCounters: case Op::kPump: case Op::kRegenerate: case Op::kExileInsteadOfDying:
    case Op::kToLibrary: case Op::kApplyEffect:
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
  f.face = it.face;
  f.clock = it.clock;
  f.group = it.group;    // 603.7: "it" is a set
  f.x = it.x;            // CR 107.3a: X as announced
  f.modes = it.modes;    // 700.2
  // 702.33d: a spell's; a permanent's ability reads the spell it was (607.2, 702.33e).
  f.kicked = it.is_spell || s_.kicked_perms.empty() ? it.kicked : static_cast<int8_t>(TimesKicked(it.obj));
  if (it.ability >= 0) {
    const AbilityDef& ab = ItemAbility(it);
    for (int i = 0; i < it.num_targets && i < static_cast<int>(ab.targets.size()); ++i)
      f.target_ok[i] = it.targets[i] != kNoRef && IsLegalTarget(it.controller, ab.targets[i], it.targets[i], it.obj);
  }
  s_.vm.push_back(std::move(f));
}

bool Game::RunVm() {
  while (!s_.vm.empty()) {
    VmFrame& f = s_.vm.back();
    const AbilityDef& ab = FrameAbility(f);
    if (f.pc < static_cast<int>(ab.program.size())) {
      int r = ExecInstr(f, ab.program[f.pc]);
      if (r == kVmSuspend) return false;
      VmFrame& g = s_.vm.back();
      g.pc += r;
      g.stage = 0;
      g.left = 0;
      continue;
    }
    // CR 608.2n: as the final step of its resolution an instant or sorcery
    // spell is put into its owner's graveyard; an Adventure is exiled (715.3d);
    // a spell whose buyback cost was paid goes to its owner's hand (702.27a).
    if (f.on_stack && f.is_spell && f.stage == 0 && s_.zone[f.source] == Zone::kStack) {
      f.stage = 1;
      const Zone to = Def(f.source).adventure ? Zone::kExile
                      : f.kicked && Casting(f.source).kicker_kind == KickerKind::kBuyback ? Zone::kHand
                                                                                         : Zone::kGraveyard;
      ProposeZoneChange(f.source, to, Cause::kResolve);
      if (!RunBatch()) {
        s_.batch_owner = BatchOwner::kVm;
        return false;
      }
    }
    const bool pop_ability = s_.vm.back().on_stack && !s_.vm.back().is_spell;
    const ObjId src = s_.vm.back().source;
    const int abil = s_.vm.back().ability;
    s_.vm.pop_back();
    if (pop_ability && !s_.stack.empty()) {
      // The resolving ability leaves the stack (608.2n); a spell cast while it
      // resolved (310.11b) stays above it.
      size_t i = s_.stack.size();
      while (i-- > 0)
        if (!s_.stack[i].is_spell && s_.stack[i].obj == src && s_.stack[i].ability == abil) break;
      if (i < s_.stack.size()) s_.stack.erase(s_.stack.begin() + static_cast<long>(i));
      else s_.stack.pop_back();
    }
  }
  return true;
}

// The objects and players an instruction acts on, in APNAP order for players.
void Game::Subjects(VmFrame& f, const Instr& in, std::vector<Ref>* out) {
  out->clear();
  const int p = f.controller;
  const AbilityDef& ab = FrameAbility(f);
  switch (in.subj) {
    case Subj::kNone: break;
    case Subj::kTarget: {
      // CR 115.1d: every slot of the instance of "target" ("up to two target
      // creatures"); one not chosen is kNoRef and not a legal target (608.2b).
      const int end = in.subj_i + ab.targets[in.subj_i].count;
      for (int k = in.subj_i; k < end; ++k) {
        Ref r = f.targets[k];
        // CR 608.2b: an illegal target is not affected.
        if (IsLegalTarget(p, ab.targets[k], r, f.source)) out->push_back(r);
      }
      break;
    }
    case Subj::kTargetController: {
      const int end = in.subj_i + ab.targets[in.subj_i].count;
      for (int k = in.subj_i; k < end; ++k) {
        // CR 608.2h: if the target has left since, its last known information.
        Ref r = f.targets[k];
        if (IsAbilityRef(r)) {  // an ability on the stack: its controller (113.8)
          if (const StackItem* it = FindStackItem(r)) out->push_back(PlayerRef(it->controller));
        } else if (f.target_ok[k] || IsLegalTarget(p, ab.targets[k], r, f.source)) {
          out->push_back(IsPlayerRef(r) ? r : PlayerRef(s_.controller[r]));
        }
      }
      break;
    }
    case Subj::kMoved:  // CR 400.7j: "that card", "those cards"
      for (ObjId o : f.moved)
        if (s_.zone[o] != Zone::kNone) out->push_back(o);
      break;
    case Subj::kSelf: out->push_back(f.source); break;
    case Subj::kAttached:  // CR 301.5, 303.4
      if (f.source != kNoObj && s_.zone[f.source] == Zone::kBattlefield && s_.attached_to[f.source] != kNoObj)
        out->push_back(s_.attached_to[f.source]);
      break;
    case Subj::kIt:
      if (f.it != kNoObj) out->push_back(f.it);
      if (f.group > 0)  // CR 603.7, 614.1a: "it" is each object of the set
        for (ObjId o : s_.obj_sets[f.group - 1])
          if (o != f.it) out->push_back(o);
      break;
    case Subj::kItController:
      if (f.it != kNoObj) out->push_back(PlayerRef(s_.controller[f.it]));
      break;
    case Subj::kCreated:  // "that token": each token made with it (614.1a, 707.10e example)
      if (!f.made.empty() && f.made[0] == f.created) out->insert(out->end(), f.made.begin(), f.made.end());
      else if (f.created != kNoObj) out->push_back(f.created);
      break;
    case Subj::kChosen: for (ObjId o : f.chosen) out->push_back(o); break;
    case Subj::kEach: {
      const Selector& sel = db_->Sel(in.sel);
      if (sel.players)
        for (int i = 0; i < s_.num_players; ++i) {
          int q = (s_.active + i) % s_.num_players;
          if (MatchesPlayer(sel, q, p)) out->push_back(PlayerRef(q));
        }
      if (sel.players != 2)
        ForEachInZone(sel.zone, [&](ObjId o) {
          if (Matches(sel, o, f.source, p)) out->push_back(o);
        });
      break;
    }
    case Subj::kYou: out->push_back(PlayerRef(p)); break;
    case Subj::kEachPlayer:
      for (int i = 0; i < s_.num_players; ++i) {
        int q = (s_.active + i) % s_.num_players;
        if (!s_.players[q].lost) out->push_back(PlayerRef(q));
      }
      break;
    case Subj::kEachOpponent:
      for (int q = 0; q < s_.num_players; ++q)
        if (q != p && !s_.players[q].lost) out->push_back(PlayerRef(q));
      break;
    case Subj::kEventPlayer: if (f.event_player != kNoRef) out->push_back(f.event_player); break;
    case Subj::kEventPlayerOpponents:
      if (f.event_player == kNoRef || !IsPlayerRef(f.event_player)) break;
      for (int q = 0; q < s_.num_players; ++q)
        if (q != RefPlayer(f.event_player) && !s_.players[q].lost) out->push_back(PlayerRef(q));
      break;
    case Subj::kEventSource: if (f.event_source != kNoObj) out->push_back(f.event_source); break;
  }
}

int Game::AmountOf(VmFrame& f, const Instr& in) {
  const int mult = in.amount == 0 ? 1 : in.amount;
  auto power_of = [&](ObjId o) { Refresh(); return o == kNoObj ? 0 : std::max(0, s_.power[o]); };
  switch (in.amount_kind) {
    case AmountKind::kFixed: return in.amount;
    case AmountKind::kX: return SatMul(f.x, mult);
    case AmountKind::kCount: return SatMul(CountMatching(in.amount_sel, f.source, f.controller), mult);
    case AmountKind::kPowerOfIt: return SatMul(power_of(f.it != kNoObj ? f.it : f.lki), mult);
    case AmountKind::kToughnessOfIt:
      Refresh();
      return SatMul(f.it == kNoObj ? 0 : std::max(0, s_.toughness[f.it]), mult);
    case AmountKind::kPowerOfTarget: {  // last known information if it left (608.2h)
      Ref r = f.targets[0];
      const bool none = IsPlayerRef(r) || IsAbilityRef(r) || r == kNoRef || !f.target_ok[0];
      return SatMul(none ? 0 : power_of(r), mult);
    }
    case AmountKind::kPowerOfSelf: return SatMul(power_of(f.source), mult);
    case AmountKind::kToughnessOfTarget: {  // last known information if it left (608.2h)
      Ref r = f.targets[0];
      Refresh();
      const bool none = IsPlayerRef(r) || IsAbilityRef(r) || r == kNoRef || !f.target_ok[0];
      return SatMul(none ? 0 : std::max(0, s_.toughness[r]), mult);
    }
    case AmountKind::kEventAmount: return SatMul(f.amount, mult);
    case AmountKind::kEventAmountBeyondFirst: return SatMul(std::max(0, f.amount - 1), mult);
    case AmountKind::kCountersOnSelf: return SatMul(Counter(f.source, std::max(0, in.c)), mult);
    case AmountKind::kCardsInHand: return SatMul(static_cast<int64_t>(s_.players[f.controller].hand.size()), mult);
    case AmountKind::kLastCount: return SatMul(f.last_count, mult);
    case AmountKind::kRollResult: return SatMul(std::max(0, f.roll), mult);  // 706.2
    case AmountKind::kTimesKicked: return SatMul(f.kicked, mult);
    case AmountKind::kTimesReplicated: {  // 702.56a: of the spell "it" (on the stack or as it last was)
      const StackItem* sp = f.it == kNoObj ? nullptr : SpellRecord(f.it);
      return sp ? SatMul(sp->replicated, mult) : 0;
    }
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
    case ActionKind::kWord:  // CR 612.1: the word replaced, then its replacement
      if ((f.left & 0xffff) == 0) f.left = a.arg;
      else f.left |= a.arg << 16;
      break;
    case ActionKind::kNo: f.did = false; break;
    default: break;  // kDone
  }
  s_.options.clear();
  RunVm();
}

// CR 400.7j: "put target card onto the battlefield. That creature ..." finds the
// permanent the target became: "it" from here on (a target the effect moved).
void Game::AfterPutOntoBattlefield(VmFrame& f, const Instr& in) {
  const bool zone_op = in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce ||
                       in.op == Op::kPutOntoBattlefield || in.op == Op::kReturnToBattlefield ||
                       in.op == Op::kToLibrary || in.op == Op::kExileTop;
  if (zone_op && (in.a & (kRememberMoved | kExileUntilLeaves))) {  // CR 400.7j: "that card" is the new
    f.moved.swap(s_.moved_objs);                                      // object, in a public zone
    s_.moved_objs.clear();
    s_.remember_moved = 0;
    if (in.op == Op::kExile && (in.a & kExileUntilLeaves) && s_.zone[f.source] == Zone::kBattlefield)
      for (ObjId o : f.moved)  // CR 610.3: until the source leaves the battlefield
        if (s_.zone[o] == Zone::kExile) s_.exiled_until.emplace_back(f.source, o);
  }
  if (in.op != Op::kPutOntoBattlefield && in.op != Op::kReturnToBattlefield) return;
  // CR 400.7j: "it" is the permanent the target (or this ability's own card:
  // unearth 702.84a) became.
  if (in.subj != Subj::kTarget && in.subj != Subj::kSelf) return;
  if (in.subj == Subj::kTarget && FrameAbility(f).targets[in.subj_i].count != 1) return;  // a set
  const Ref t = in.subj == Subj::kSelf ? f.source : f.targets[in.subj_i];
  if (t == kNoRef || IsPlayerRef(t)) return;
  const ObjId now = s_.card_obj[s_.card[t]];
  if (now != kNoObj && now != t && s_.zone[now] == Zone::kBattlefield) f.it = now;
}

int Game::ExecInstr(VmFrame& f, const Instr& in) {
  if (f.stage == 1 && OpUsesObjects(in.op)) {  // its batch finished after a choice
    if (in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce)
      f.last_count = s_.batch_moved;  // "destroyed this way" (701.8b)
    AfterPutOntoBattlefield(f, in);
    return 1;
  }
  // One family of instructions per file (effects_*.cpp).
  int r = ExecDamageLife(f, in);
  if (r == kVmNotMine) r = ExecCards(f, in);
  if (r == kVmNotMine) r = ExecObjects(f, in);
  if (r == kVmNotMine) r = ExecFlow(f, in);
  if (r == kVmNotMine) r = ExecStack(f, in);
  MTG_CHECK(r != kVmNotMine, "unknown effect instruction");
  return r;
}

// Instructions that propose events come back once their batch finished.
int Game::BatchThenNext() {
  s_.vm.back().stage = 1;
  if (!RunBatch()) {
    s_.batch_owner = BatchOwner::kVm;
    return kVmSuspend;
  }
  return 1;
}

// An instruction's players; with no subject, the ability's controller ("you").
void Game::PlayerSubjects(VmFrame& f, const Instr& in, std::vector<Ref>* out) {
  Subjects(f, in, out);
  if (in.subj == Subj::kNone) out->assign(1, PlayerRef(f.controller));
}

}  // namespace mtg
