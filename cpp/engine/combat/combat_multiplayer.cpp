// Declaring attackers in a multiplayer game (CR 802, the attack multiple players
// option a free-for-all uses, 806.2b): each creature attacks any opponent still in
// the game, a planeswalker one controls or a battle one protects.  Blocks are
// declared by each defending player in turn (802.4, turn.cpp / NextDefender).
#include "game.h"

namespace mtg {

// CR 508.1h, 802.3a: the total cost to attack, each defending player's taxes
// counted on the creatures attacking them (or their planeswalkers, for taxes
// covering those).
ManaCost Game::MultiAttackTax(const AttackList& attacks) {
  ManaCost total;
  ForEachOpponent(s_.active, [&](int q) {
    ManaCost tax, tax_pw;
    bool taxed = false;
    for (ObjId o : s_.battlefield)
      if (s_.controller[o] == q) taxed |= AddAttackTax(o, &tax, &tax_pw);
    if (!taxed) return;
    int n_player = 0, n_pw = 0;
    for (const auto& at : attacks) {
      const Ref t = at.second;
      if (t == PlayerRef(q)) ++n_player;
      else if (!IsPlayerRef(t) && t >= 0 && (Types(t) & kPlaneswalker) && s_.controller[t] == q) ++n_pw;
    }
    total.Add(AttackTaxTotal(tax, tax_pw, n_player, n_pw));
  });
  return total;
}

// CR 508.1, 802.3: attack choices as in a two-player game (EnumerateAttacks), with
// every opponent as a possible target.  An attack is offered only while the total
// cost to attack stays payable (508.1h-j).
void Game::EnumerateAttacksMultiplayer() {
  scratch_.clear();  // CR 506.3, 508.1b: planeswalkers and battles that can be attacked
  for (ObjId o : s_.battlefield)
    if ((s_.types[o] & (kPlaneswalker | kBattle)) && Attackable(o)) scratch_.push_back(o);
  const bool taxes = (s_.printed_kw & kAttackTax) != 0;
  const int declared = static_cast<int>(s_.declared.size());
  bool done_ok = !(declared == 1 && HasKw(s_.declared[0], kCantAttackAlone));
  const int limit = DeclareLimit(kAttackLimit);  // 508.1c, 508.1d as in EnumerateAttacks
  int spare = limit - declared;
  if (limit != kNoLimit) {
    if (spare <= 0) {
      if (done_ok) actions_.push_back({ActionKind::kDone});
      return;
    }
    int need = 0;
    for (ObjId o : s_.battlefield)
      if (s_.controller[o] == s_.active && CanAttack(o) && HasKw(o, kAttacksEachCombat) &&
          !(limit < 2 && HasKw(o, kCantAttackAlone)))
        ++need;
    spare -= need;
    if (need == 0 && !(declared == 1 && HasKw(s_.declared[0], kCantAttackAlone))) done_ok = true;
  }
  auto payable = [&](ObjId o, Ref t) {
    if (!taxes) return true;
    attack_pairs_.clear();
    for (ObjId d : s_.declared) attack_pairs_.push_back({d, s_.attacking[d]});
    attack_pairs_.push_back({o, t});
    const ManaCost total = MultiAttackTax(attack_pairs_);
    return total.Empty() || AttackTaxPayable(total, o);
  };
  const size_t first = actions_.size();
  int able = 0;
  bool alone = false;
  for (ObjId o : s_.battlefield) {
    if (s_.controller[o] != s_.active || !CanAttack(o)) continue;
    if (limit != kNoLimit) {
      if (limit < 2 && HasKw(o, kCantAttackAlone)) continue;
      if (spare <= 0 && !HasKw(o, kAttacksEachCombat)) continue;
    }
    bool any = false;
    ForEachOpponent(s_.active, [&](int q) {
      if (payable(o, PlayerRef(q))) actions_.push_back({ActionKind::kAttack, o, PlayerRef(q)}), any = true;
    });
    for (ObjId t : scratch_)
      if (payable(o, t)) actions_.push_back({ActionKind::kAttack, o, t}), any = true;
    if (!any) continue;
    ++able;
    if (HasKw(o, kAttacksEachCombat)) done_ok = false;
    alone |= HasKw(o, kCantAttackAlone);
  }
  if (alone && declared == 0 && able < 2) {  // 508.1c, as in EnumerateAttacks
    actions_.resize(first);
    done_ok = true;
  }
  if (done_ok) actions_.push_back({ActionKind::kDone});
}

}  // namespace mtg
