// Control flow and the stack: "you may", "if", registers, delayed and reflexive triggers, countering (CR 603.5, 608.2c, 603.7, 603.12, 701.6).
// One family of the effect interpreter's instructions (vm.cpp dispatches here):
// each proposes its game changes to the event funnel and returns how many
// instructions to advance, or kVmSuspend while a decision is pending.
#include <algorithm>

#include "game.h"

namespace mtg {

int Game::ExecFlow(VmFrame& f, const Instr& in) {
  const int p = f.controller;
  std::vector<Ref>& subj = scratch_;
  (void)p;
  switch (in.op) {
    // ---- control flow and registers
    case Op::kExtraTurn: {  // CR 500.7: after this turn, the most recently created first
      PlayerSubjects(f, in, &subj);
      const int n = std::max(0, AmountOf(f, in));
      for (Ref r : subj)  // APNAP order (101.4)
        for (int k = 0; k < n && IsPlayerRef(r); ++k)
          s_.extra_turns.push_back(static_cast<int8_t>(RefPlayer(r)));
      return 1;
    }
    case Op::kBlockTax:  // CR 509.1d: a rules effect for the rest of the turn (514.2 ends it)
      s_.block_tax += std::max(0, AmountOf(f, in));
      return 1;
    case Op::kMustBlock:  // CR 509.1c: a requirement for this combat's declaration
      Subjects(f, in, &subj);
      for (Ref r : subj)
        if (!IsPlayerRef(r) && s_.zone[r] == Zone::kBattlefield && s_.zone[f.source] == Zone::kBattlefield)
          s_.must_block.push_back({static_cast<ObjId>(r), f.source});
      return 1;
    case Op::kAttach: {  // CR 701.3a: attach the source to the first subject
      Subjects(f, in, &subj);
      const ObjId src = f.source;
      if (subj.empty() || IsPlayerRef(subj[0]) || s_.zone[src] != Zone::kBattlefield) return 1;
      const ObjId t = static_cast<ObjId>(subj[0]);
      // 701.3b: an object that can't be attached to it (an Equipment to a
      // non-creature, 301.5c) stays where it is; 701.3c: attaching to the object it
      // is already attached to does nothing (no new timestamp).
      if (s_.zone[t] != Zone::kBattlefield || !IsCreature(t) || t == src || s_.attached_to[src] == t)
        return 1;
      s_.attached_to[src] = t;
      s_.timestamp[src] = s_.next_timestamp++;  // 613.7e: a new timestamp on becoming attached
      s_.dirty = true;
      return 1;
    }
    case Op::kMay:  // CR 603.5 / 608.2c: the choice is made on resolution
      if (f.stage == 0) {
        f.stage = 1;
        s_.decision = {DecisionKind::kYesNo, p, 1, 1, f.source};
        return kVmSuspend;
      }
      return f.did ? 1 : 1 + in.a;
    case Op::kIf: {
      bool ok;
      if (in.cond.kind == CondKind::kDid) ok = f.did;
      else if (in.cond.kind == CondKind::kDidNot) ok = !f.did;
      else if (in.cond.kind == CondKind::kModeChosen) ok = (f.modes >> in.cond.n) & 1;  // 700.2
      else if (in.cond.kind == CondKind::kKicked) ok = f.kicked >= std::max(1, in.cond.n);  // 702.33d
      else if (in.cond.kind == CondKind::kNotKicked) ok = f.kicked == 0;
      else if (in.cond.kind == CondKind::kWonFlip) ok = f.roll == 1;  // 705.2
      else if (in.cond.kind == CondKind::kLostFlip) ok = f.roll == 0;
      else if (in.cond.kind == CondKind::kRollResult)  // 706.3a
        ok = f.roll >= (in.cond.n & 0xffff) && ((in.cond.n >> 16) == 0 || f.roll <= (in.cond.n >> 16) - 1);
      else ok = CheckCondition(in.cond, f.source, p, f.it, f.lki);
      if (in.b) ok = !ok;  // "unless <condition>", "otherwise" (b = 1)
      return ok ? 1 : 1 + in.a;
    }
    case Op::kFlipCoin:  // CR 705.2: won if the call matches the coin
      f.roll = s_.rng.Below(2) == 0 ? 1 : 0;
      return 1;
    case Op::kRollDie: {  // CR 706.1-706.2
      f.roll_natural = 1 + static_cast<int32_t>(s_.rng.Below(static_cast<uint32_t>(std::max(1, in.a))));
      f.roll = f.roll_natural + in.b;
      Event e;
      e.kind = EvKind::kDiceRolled;
      e.player = p;
      e.source = f.source;
      e.amount = f.roll;
      e.arg = in.a;
      Record(e);
      return 1;
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
      d.face = f.face >= 0 ? f.face : s_.def[f.source];  // 113.7a
      d.clock = f.is_spell ? s_.transforms : f.clock;      // 701.27f: as it was created
      Subjects(f, in, &subj);
      if (in.subj == Subj::kTarget && subj.empty() && f.target_ok[in.subj_i])
        subj.push_back(f.targets[in.subj_i]);  // it left during this resolution
      // CR 400.7: the effect that moved the card can find the new object ("that card").
      auto now = [&](ObjId o) {
        return o != kNoObj && s_.zone[o] == Zone::kNone && s_.card_obj[s_.card[o]] != kNoObj ? s_.card_obj[s_.card[o]] : o;
      };
      d.it = now(subj.empty() || IsPlayerRef(subj[0]) ? f.it : subj[0]);
      // CR 603.7, 614.1a: "sacrifice it" of an effect whose token a replacement
      // doubled refers to every such token: one trigger, a set of objects.
      if (subj.size() > 1 && !IsPlayerRef(subj[0])) {
        std::vector<ObjId> set;
        for (Ref r : subj)
          if (!IsPlayerRef(r)) set.push_back(now(static_cast<ObjId>(r)));
        s_.obj_sets.push_back(std::move(set));
        d.group = static_cast<int32_t>(s_.obj_sets.size());
      }
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
      for (Ref r : subj) {  // 701.6a: a countered ability is removed from the stack
        if (!IsAbilityRef(r)) continue;
        if (const StackItem* it = FindStackItem(r)) s_.stack.erase(s_.stack.begin() + (it - s_.stack.data()));
      }
      for (Ref r : subj)  // 101.2: a spell that can't be countered isn't
        if (!IsPlayerRef(r) && !IsAbilityRef(r) && s_.zone[r] == Zone::kStack && !CantBeCountered(r))
          ProposeZoneChange(r, Zone::kGraveyard, Cause::kCountered, f.source);
      return BatchThenNext();
    }
    case Op::kCounterUnlessPay: {
      // Ward (CR 702.21a): counter the spell or ability that targeted, unless its
      // controller pays.  f.amount is its stack position; f.it its object.
      // "Counter target spell unless its controller pays {N}" (Mana Leak): the target.
      int idx = f.amount;
      ObjId what = f.it;
      if (in.subj == Subj::kTarget) {
        idx = -1;
        what = static_cast<ObjId>(f.targets[in.subj_i]);
        for (int i = 0; f.target_ok[in.subj_i] && i < static_cast<int>(s_.stack.size()); ++i)
          if (s_.stack[i].is_spell && s_.stack[i].obj == what) idx = i;
      }
      bool there = idx >= 0 && idx < static_cast<int>(s_.stack.size()) && s_.stack[idx].obj == what;
      if (!there && in.subj != Subj::kTarget) {  // the stack below changed since (a spell: its object)
        for (int i = 0; i < static_cast<int>(s_.stack.size()); ++i)
          if (s_.stack[i].is_spell && s_.stack[i].obj == what) idx = i, there = true;
      }
      if (!there) return 1;
      if (s_.stack[idx].is_spell && CantBeCountered(what)) return 1;  // 101.2
      const int payer = s_.stack[idx].controller;
      ManaCost cost;
      cost.generic = in.amount;
      if (f.stage == 0) {
        f.stage = 1;
        if (CanPayMana(payer, cost, kNoObj)) {
          s_.decision = {DecisionKind::kYesNo, payer, 1, 1, f.source};
          return kVmSuspend;
        }
        f.did = false;
      }
      if (f.stage == 3) return 1;  // paid; its sacrifices were run
      if (f.stage == 1 && f.did) {
        f.stage = 3;
        if (PayMana(payer, cost, kNoObj) && !RunBatch()) {
          s_.batch_owner = BatchOwner::kVm;
          return kVmSuspend;
        }
        return 1;
      }
      if (f.stage == 1) {  // CR 701.6a: countered; a spell goes to its owner's graveyard
        f.stage = 2;
        StackItem item = s_.stack[idx];
        if (item.is_spell) {
          ProposeZoneChange(item.obj, Zone::kGraveyard, Cause::kCountered, f.source);
          if (!RunBatch()) {
            s_.batch_owner = BatchOwner::kVm;
            return kVmSuspend;
          }
        } else {
          s_.stack.erase(s_.stack.begin() + idx);
        }
      }
      return 1;
    }
    default:
      return kVmNotMine;
  }
}

}  // namespace mtg
