// Damage, life, poison and mana (CR 120, 119, 122.1f, 106, 605), and fight (701.14).
// One family of the effect interpreter's instructions (vm.cpp dispatches here):
// each proposes its game changes to the event funnel and returns how many
// instructions to advance, or kVmSuspend while a decision is pending.
#include <algorithm>

#include "game.h"

namespace mtg {

int Game::ExecDamageLife(VmFrame& f, const Instr& in) {
  const int p = f.controller;
  std::vector<Ref>& subj = scratch_;
  (void)p;
  switch (in.op) {
    // ---- damage and life (CR 120, 119)
    case Op::kDealDamage: {
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      ObjId src = f.source;
      if (in.b > 0) {  // "target creature you control deals damage ..." (its own characteristics)
        const AbilityDef& ab = FrameAbility(f);
        Ref t = f.targets[in.b - 1];
        if (IsPlayerRef(t) || !IsLegalTarget(p, ab.targets[in.b - 1], t, f.source)) return 1;
        src = t;
        if (in.amount_kind == AmountKind::kPowerOfTarget) n = std::max(0, s_.power[t]);
      }
      Subjects(f, in, &subj);
      for (Ref r : subj) ProposeDamage(src, r, n, false);
      f.last_count = n;
      return BatchThenNext();
    }
    case Op::kFight: {  // CR 701.14: each deals damage equal to its power to the other
      if (f.stage == 1) return 1;
      const AbilityDef& ab = FrameAbility(f);
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
      return BatchThenNext();
    }
    case Op::kGainLife:
    case Op::kLoseLife: {
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      PlayerSubjects(f, in, &subj);
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
      return BatchThenNext();
    }
    case Op::kPoison: {  // CR 122.1f
      int n = AmountOf(f, in);
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj)
        if (IsPlayerRef(r)) SatAdd(s_.players[RefPlayer(r)].poison, n);  // 107.1
      return 1;
    }
    case Op::kEnergy: {  // CR 107.14, 122.1
      const int n = std::max(0, AmountOf(f, in));
      PlayerSubjects(f, in, &subj);
      bool paid = true;
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        int& e = s_.players[RefPlayer(r)].energy;
        if (in.a == 0) SatAdd(e, n);            // 107.1
        else if (e >= n) e -= n;                // paying: only what the player has
        else paid = false;
      }
      if (in.a == 1) s_.vm.back().did = paid;   // "you may pay {E}{E}. If you do, ..."
      return 1;
    }
    case Op::kLoseGame:
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj)
        if (IsPlayerRef(r)) LoseGame(RefPlayer(r), EndReason::kLifeZero);
      CheckGameOver();
      return 1;
    case Op::kAddMana:  // one kind (CardDb::Load refuses several outside mana abilities)
      MTG_CHECK(in.c >= 0 && in.c < kAnyColorMana, "add mana: one kind of mana");
      s_.players[p].mana[in.c] += std::max(1, AmountOf(f, in));
      return 1;
    case Op::kPayMana: {  // "you may pay {W/B}. If you do, ..." (after a kMay)
      if (f.stage == 1) return 1;  // its sacrifices (mana abilities' costs) were run
      // The cost, times the amount ("for each age counter on it", 702.24a): b holds
      // the generic part and a hybrid symbol's colors (107.4e: paid with either)
      // above bit 16; a four bits per colored symbol, W U B R G then {C}.
      const int times = std::max(0, AmountOf(f, in));
      ManaCost cost;
      cost.generic = (in.b & 0xFFFF) * times;
      for (int k = 0; k < 5; ++k) cost.colored[k] = ((in.a >> (4 * k)) & 15) * times;
      cost.colorless = static_cast<int16_t>(((in.a >> 20) & 15) * times);
      const uint8_t hybrid = static_cast<uint8_t>((in.b >> 16) & kAnyColorMask);
      if (hybrid && times > 255) {  // more copies than a cost holds: can't be paid
        s_.vm.back().did = false;
        return 1;
      }
      if (hybrid) cost.AddHybrid(hybrid, times);
      bool paid = CanPayMana(p, cost, kNoObj);
      bool proposed = paid && PayMana(p, cost, kNoObj);
      s_.vm.back().did = paid;
      return proposed ? BatchThenNext() : 1;
    }
    default:
      return kVmNotMine;
  }
}

}  // namespace mtg
