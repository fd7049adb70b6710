// The stack as a target and as a place effects add to: abilities on the stack as
// objects to target and counter (CR 109.1, 113.7a, 115.2, 701.6a), copies of spells
// (707.10), and changing targets / choosing new targets (115.7).
// One family of the effect interpreter's instructions (vm.cpp dispatches here):
// each returns how many instructions to advance, or kVmSuspend while a decision
// is pending.
#include <algorithm>

#include "game.h"

namespace mtg {

StackItem* Game::FindStackItem(Ref r) {
  if (r == kNoRef || IsPlayerRef(r)) return nullptr;
  const bool ability = IsAbilityRef(r);
  for (size_t i = s_.stack.size(); i-- > 0;) {
    StackItem& it = s_.stack[i];
    if (ability ? (!it.is_spell && it.id == r - kAbilityRef) : (it.is_spell && it.obj == r)) return &it;
  }
  return nullptr;
}

// The spell's record on the stack, or as it last existed there this turn (608.2h:
// storm copies a spell that has been countered meanwhile, 702.40a).
const StackItem* Game::SpellRecord(ObjId spell) {
  if (const StackItem* it = FindStackItem(spell)) return it;
  for (size_t i = s_.stack_lki.size(); i-- > 0;)
    if (s_.stack_lki[i].obj == spell) return &s_.stack_lki[i];
  return nullptr;
}

// A stack object `r` (an ability, or a spell for single_target) as a target of
// `sel` (CR 115.2, 115.9a): the kinds of stack objects it names, and "with a
// single target".  An ability being put on the stack is no target for itself (115.5).
bool Game::StackTargetOk(const Selector& sel, Ref r) {
  const StackItem* it = FindStackItem(r);
  if (it == nullptr || sel.zone != Zone::kStack) return false;
  if (!it->is_spell) {
    if (!(sel.stack_objs & (it->is_trigger ? kStackTriggered : kStackActivated))) return false;
    if (s_.decision.kind == DecisionKind::kChooseTarget && it == &s_.stack.back()) return false;
  }
  if (sel.single_target) {  // 115.9a: chosen exactly once as it was put on the stack
    int n = 0;
    for (int t = 0; t < it->num_targets; ++t) n += it->targets[t] != kNoRef;
    if (n != 1) return false;
  }
  return true;
}

// Spells and abilities on the stack, top first (CR 115.2: "target spell or ability").
void Game::EnumerateStackTargets(int p, const TargetSpec& t, ObjId source, std::vector<Ref>* out) {
  for (size_t i = s_.stack.size(); i-- > 0;) {
    const Ref r = StackRef(s_.stack[i]);
    if ((s_.stack[i].is_spell || s_.stack[i].id > 0) && IsLegalTarget(p, t, r, source)) out->push_back(r);
  }
}

// Permanents that become targets of the stack object `r` (its target slot `k`, or
// every slot with -1) as a copy is put on the stack or a target changes: "whenever
// ~ becomes the target of a spell or ability" (ward, 702.21a) sees it.
void Game::RecordTargeted(Ref r, int k) {
  if (!(s_.watch_mask & EvBit(EvKind::kBecomeTarget))) return;
  const StackItem* it = FindStackItem(r);
  if (it == nullptr) return;
  for (int t = k < 0 ? 0 : k; t < (k < 0 ? it->num_targets : k + 1); ++t) {
    const Ref x = it->targets[t];
    if (x == kNoRef || IsPlayerRef(x) || IsAbilityRef(x)) continue;
    Event e;
    e.kind = EvKind::kBecomeTarget;
    e.obj = x;
    e.source = it->obj;
    e.player = static_cast<int8_t>(it->controller);
    e.arg = static_cast<int>(it - s_.stack.data());
    Record(e);
  }
}

// CR 707.10: a copy of the spell `orig` put onto the stack under `controller`'s
// control (who owns it, 707.10), with the copiable values of the spell (707.2) and
// every choice made for it: modes, X, kicker and replicate payments, targets.  It
// is not cast (no cast event, not counted by 601.2i).  Its card entry is marked
// kSpellCopy: it ceases to exist outside the stack (707.10a, 704.5e), and a copy
// of a permanent spell resolves into a token (707.10f, 608.3f).
ObjId Game::CopySpell(const StackItem& orig, int controller) {
  const StackItem src = orig;  // (orig may live in the stack vector, which grows)
  const DefId d = s_.def[src.obj];
  const CardIdx c = static_cast<CardIdx>(s_.card_obj.size());
  s_.card_obj.push_back(kNoObj);
  s_.card_def.push_back(d);
  s_.card_is_token.push_back(kSpellCopy);
  const ObjId n = NewObject(d, c, controller, Zone::kStack);
  s_.controller[n] = s_.base_controller[n] = static_cast<int8_t>(controller);
  if (CopyExc(src.obj) >= 0) SetCopyExc(n, CopyExc(src.obj));  // 707.2: copy effects' exceptions
  StackItem it = src;
  it.obj = n;
  it.controller = controller;
  it.id = 0;
  s_.stack.push_back(it);
  return n;
}

// CR 115.3 (with 115.7): `r` is already the target of another slot of slot k's
// instance of the word "target" ("up to two target creatures").
bool Game::TakenInInstance(const StackItem& it, const AbilityDef& ab, int k, Ref r) const {
  const TargetSpec& head = ab.targets[ab.targets[k].first];
  for (int j = head.first; j < head.first + head.count; ++j)
    if (j != k && it.targets[j] == r) return true;
  return false;
}

// CR 115.7: asks for the new target of the next slot (f.stage - 1 is the slot just
// answered, or none with `first`) of the stack object f.created, in the way `how`
// (kRetarget*).  Returns true if a decision is pending; false when done.
bool Game::NextRetarget(VmFrame& f, int how, bool first) {
  StackItem* it = FindStackItem(f.created);
  if (it == nullptr) return false;
  const AbilityDef& ab = ItemAbility(*it);
  const ObjId src = it->obj;
  const int p = it->controller;
  int k = first ? 0 : f.stage;  // f.stage: 1 + the slot asked last
  for (; k < it->num_targets; ++k) {
    const Ref cur = it->targets[k];
    if (cur == kNoRef) continue;  // a mode not chosen (700.2, 115.8)
    scratch_.clear();
    EnumerateTargets(p, ab.targets[k], src, &scratch_);
    s_.options.clear();
    // 115.7d: a target may stay, even if illegal; 115.7a: it must change.
    if (how != kRetargetAll) s_.options.push_back(cur);
    for (Ref r : scratch_)
      if (r != cur && !TakenInInstance(*it, ab, k, r)) s_.options.push_back(r);
    if (s_.options.size() <= (how != kRetargetAll ? 1u : 0u)) continue;  // no choice to make
    f.stage = k + 1;
    AskChoice(f, f.controller, 1, 1);  // the retargeting player decides (115.7)
    return true;
  }
  s_.options.clear();
  return false;
}

// CR 115.7b: "change a target of target spell or ability to this <permanent>": one
// target whose instance of "target" the source could legally be (for the spell's
// controller, 115.7a) becomes the source; with several, the player picks which
// (by its current target); with none, nothing changes.
int Game::RetargetToSource(VmFrame& f, const Instr& in) {
  std::vector<Ref>& subj = scratch_;
  if (f.stage == 0) {
    Subjects(f, in, &subj);
    f.created = subj.empty() || IsPlayerRef(subj[0]) ? kNoObj : subj[0];
  }
  StackItem* it = FindStackItem(f.created);
  const ObjId to = f.source;
  if (it == nullptr || s_.zone[to] != Zone::kBattlefield) {
    f.created = kNoObj;
    return 1;
  }
  const AbilityDef& ab = ItemAbility(*it);
  auto can = [&](int k) {
    return it->targets[k] != kNoRef && it->targets[k] != to && !TakenInInstance(*it, ab, k, to) &&
           IsLegalTarget(it->controller, ab.targets[k], to, it->obj);
  };
  if (f.stage == 0) {
    s_.options.clear();
    int only = -1;
    for (int k = 0; k < it->num_targets; ++k)
      if (can(k)) {
        only = s_.options.empty() ? k : -1;
        s_.options.push_back(it->targets[k]);
      }
    if (s_.options.size() > 1) {  // which target changes: named by the target it has now
      f.stage = 1;
      AskChoice(f, f.controller, 1, 1);
      return kVmSuspend;
    }
    s_.options.clear();
    if (only >= 0) it->targets[only] = to, RecordTargeted(f.created, only);
  } else if (!f.chosen.empty()) {
    const Ref was = f.chosen.back();
    f.chosen.pop_back();
    for (int k = 0; k < it->num_targets; ++k)
      if (it->targets[k] == was && can(k)) {
        it->targets[k] = to;
        RecordTargeted(f.created, k);
        break;
      }
  }
  f.created = kNoObj;
  return 1;
}

int Game::ExecStack(VmFrame& f, const Instr& in) {
  switch (in.op) {
    case Op::kCopySpell: {  // CR 707.10
      std::vector<Ref>& subj = scratch_;
      if (f.stage == 0) {
        Subjects(f, in, &subj);  // "it": the cast spell, even if it has left the stack (608.2h)
        const StackItem* orig = subj.empty() || IsPlayerRef(subj[0]) || IsAbilityRef(subj[0])
                                    ? nullptr : SpellRecord(static_cast<ObjId>(subj[0]));
        f.left = orig ? AmountOf(f, in) : 0;
        f.it = orig ? orig->obj : kNoObj;
      } else {  // the answer for slot f.stage - 1 of the copy f.created
        StackItem* it = FindStackItem(f.created);
        if (it != nullptr && !f.chosen.empty()) it->targets[f.stage - 1] = f.chosen.back();
        if (!f.chosen.empty()) f.chosen.pop_back();
        if (in.a && NextRetarget(f, kRetargetNew, false)) return kVmSuspend;
        RecordTargeted(f.created, -1);
      }
      while (f.left > 0) {
        const StackItem* orig = SpellRecord(f.it);
        if (orig == nullptr) break;
        --f.left;
        f.created = CopySpell(*orig, f.controller);
        if (in.c >= 0) {  // 707.9b: "except ..." (a change of its copiable values)
          s_.copy_excs.push_back({s_.def[f.source], in.c, CopyExc(f.created), 0});
          SetCopyExc(f.created, static_cast<int32_t>(s_.copy_excs.size()) - 1);
          s_.any_copy = true;
          dirty();
        }
        // 707.10c: "you may choose new targets for the copy": target by target.
        if (in.a && NextRetarget(f, kRetargetNew, true)) return kVmSuspend;
        RecordTargeted(f.created, -1);
      }
      f.left = 0;
      return 1;
    }
    case Op::kChangeTargets: {  // CR 115.7
      if (in.b == 1) return RetargetToSource(f, in);
      if (f.stage == 0) {
        std::vector<Ref>& subj = scratch_;
        Subjects(f, in, &subj);
        if (subj.empty() || IsPlayerRef(subj[0])) return 1;
        StackItem* it = FindStackItem(subj[0]);
        if (it == nullptr) return 1;
        f.created = subj[0];
        if (in.a == kRetargetAll) {
          // 115.7a: if some target can't change to another legal target, none changes.
          const AbilityDef& ab = ItemAbility(*it);
          for (int k = 0; k < it->num_targets; ++k) {
            if (it->targets[k] == kNoRef) continue;
            scratch_.clear();
            EnumerateTargets(it->controller, ab.targets[k], it->obj, &scratch_);
            if (std::none_of(scratch_.begin(), scratch_.end(), [&](Ref r) { return r != it->targets[k]; })) {
              f.created = kNoObj;
              return 1;
            }
          }
        }
        if (NextRetarget(f, in.a, true)) return kVmSuspend;
      } else {
        StackItem* it = FindStackItem(f.created);
        bool changed = false;
        if (it != nullptr && !f.chosen.empty()) {
          changed = it->targets[f.stage - 1] != f.chosen.back();
          it->targets[f.stage - 1] = f.chosen.back();
          if (changed) RecordTargeted(f.created, f.stage - 1);
        }
        if (!f.chosen.empty()) f.chosen.pop_back();
        // 115.7b: "change a target": only one of them changes.
        if (!(in.a == kRetargetOne && changed) && NextRetarget(f, in.a, false)) return kVmSuspend;
      }
      f.created = kNoObj;
      return 1;
    }
    default:
      return kVmNotMine;
  }
}

}  // namespace mtg
