// Combat damage (CR 510) with first strike, double strike, trample and deathtouch;
// removal from combat (506.4).  Declarations: combat_declare.cpp.
#include <algorithm>

#include "game.h"

namespace mtg {

void Game::RemoveFromCombat(ObjId o) {
  // A removed blocker's additional blocks go too (a removed attacker's blockers
  // remain blocking, 506.4).
  for (size_t i = s_.more_blocks.size(); i-- > 0;)
    if (s_.more_blocks[i].first == o) s_.more_blocks.erase(s_.more_blocks.begin() + static_cast<long>(i));
  s_.attacking[o] = kNoRef;
  s_.blocked[o] = 0;
  s_.blocking[o] = kNoObj;
  s_.first_strike_dealt[o] = 0;
}

// Lethal damage still needed for `blocker` given the damage planned so far this
// step (CR 702.19b), where any damage from a deathtouch source is lethal (702.2c).
int Game::LethalDamage(ObjId blocker, ObjId source) const {
  int planned = 0, from_source = 0;
  for (const auto& d : s_.damage_plan)
    if (d.recipient == blocker) {
      planned += d.amount;
      if (d.source == source) from_source += d.amount;
    }
  int need = std::max(0, s_.toughness[blocker] - s_.damage[blocker] - planned);
  if (s_.keywords[source] & kDeathtouch) need = std::min(need, from_source > 0 ? 0 : 1);
  return need;
}

// CR 510.1b: whether the attacked player, planeswalker or battle is still being
// attacked.  A planeswalker or battle that left the battlefield, stopped being a
// planeswalker (or battle), changed controller, or whose protector changed was
// removed from combat (506.4; its attackers attack nothing, 506.4c).  Derived
// characteristics must be current.
// CR 800.4e: combat damage isn't assigned to a player who has left the game.
static bool StillAttacks(const GameState& s, Ref target) {
  if (target == kNoRef) return false;
  if (IsPlayerRef(target)) return !s.players[RefPlayer(target)].lost;
  if (s.zone[target] != Zone::kBattlefield) return false;
  int def = 1 - s.active;
  if (s.num_players > 2) {  // 802.2a: the player it belonged to as it was attacked
    def = -1;
    for (const auto& pr : s.attacked_objs)
      if (pr.first == target) def = pr.second;
    if (def < 0 || s.players[def].lost) return false;
  }
  return ((s.types[target] & kPlaneswalker) && s.controller[target] == def) ||
         ((s.types[target] & kBattle) && Game::ProtectorOf(s, target) == def);
}

// CR 702.19b/d: trample may assign to the player once every blocker has lethal.
bool Game::PlayerDamageLegal(ObjId a) const {
  if (!(s_.keywords[a] & kAnyTrample) || !StillAttacks(s_, s_.attacking[a])) return false;
  for (ObjId b : Blockers(a))
    if (LethalDamage(b, a) > 0) return false;
  return true;
}

// CR 702.19c: damage the attacked planeswalker still needs to have been assigned
// damage equal to its loyalty, counting what other creatures assigned this step.
int Game::LoyaltyDamageNeeded(ObjId pw) const {
  int planned = 0;
  for (const auto& d : s_.damage_plan) planned += d.recipient == pw ? d.amount : 0;
  return std::max(0, Counter(pw, kLoyalty) - planned);
}

// CR 702.19c, 702.19e: where a creature with trample over planeswalkers attacking a
// planeswalker may assign beyond it: the planeswalker's controller once every
// blocker has lethal and the planeswalker damage equal to its loyalty, or the
// defending player once every blocker has lethal if the planeswalker was removed
// from combat (an exception to 506.4c).  kNoRef if nowhere (yet).
Ref Game::OverPlaneswalkerRecipient(ObjId a) const {
  const Ref t = s_.attacking[a];
  if (!(s_.keywords[a] & kTrampleOverPlaneswalkers) || t == kNoRef || IsPlayerRef(t)) return kNoRef;
  for (ObjId b : Blockers(a))
    if (LethalDamage(b, a) > 0) return kNoRef;
  if (!StillAttacks(s_, t)) return PlayerRef(DefenderOf(a));  // 702.19e
  if (!(s_.types[t] & kPlaneswalker) || LoyaltyDamageNeeded(t) > 0) return kNoRef;
  return PlayerRef(s_.controller[t]);
}

// CR 510.1d: the attackers a blocker blocks that are still in combat.
void Game::LiveBlockedAttackers(ObjId b, std::vector<ObjId>* out) {
  BlockedAttackers(b, out);
  out->erase(std::remove_if(out->begin(), out->end(), [&](ObjId a) {
               return s_.zone[a] != Zone::kBattlefield || s_.attacking[a] == kNoRef;
             }), out->end());
}

// True when the creature's controller has more than one legal way to assign.
bool Game::AssignmentNeedsChoice(ObjId o, int power) {
  if (s_.blocking[o] != kNoObj) {  // 510.1d: a blocker of several attackers divides
    std::vector<ObjId> atk;
    LiveBlockedAttackers(o, &atk);
    return atk.size() >= 2;
  }
  if (s_.attacking[o] == kNoRef) return false;
  const bool over = HasKw(o, kTrampleOverPlaneswalkers) && !IsPlayerRef(s_.attacking[o]);
  auto blockers = Blockers(o);
  if (!s_.blocked[o] || blockers.empty()) {  // 702.19c: the planeswalker, then its controller
    const Ref t = s_.attacking[o];
    return over && StillAttacks(s_, t) && (s_.types[t] & kPlaneswalker) &&
           power > LoyaltyDamageNeeded(t);
  }
  if (blockers.size() >= 2) return true;  // CR 510.1c: divided as its controller chooses
  if (blockers.size() == 1 && HasKw(o, kAnyTrample) && (StillAttacks(s_, s_.attacking[o]) || over))
    return power > LethalDamage(blockers[0], o);  // 702.19b, e
  return false;
}

// The only legal assignment (CR 510.1a-d).
void Game::AutoAssign(ObjId o, int power) {
  if (s_.blocking[o] != kNoObj) {  // 510.1d: a blocker damages the creature it blocks
    std::vector<ObjId> atk;
    LiveBlockedAttackers(o, &atk);
    if (!atk.empty()) s_.damage_plan.push_back({o, atk[0], power});
    return;
  }
  Ref target = s_.attacking[o];
  // 702.19e: trample over planeswalkers, its planeswalker removed from combat and
  // nothing blocking it: all of it to the defending player.
  const bool to_player = HasKw(o, kTrampleOverPlaneswalkers) && target != kNoRef && !IsPlayerRef(target) &&
                         !StillAttacks(s_, target);
  if (!s_.blocked[o]) {  // 510.1b
    if (StillAttacks(s_, target)) s_.damage_plan.push_back({o, target, power});
    else if (to_player) s_.damage_plan.push_back({o, PlayerRef(DefenderOf(o)), power});
    return;
  }
  auto blockers = Blockers(o);
  if (blockers.empty()) {  // 510.1c; with trample 702.19d
    if (HasKw(o, kAnyTrample) && StillAttacks(s_, target)) s_.damage_plan.push_back({o, target, power});
    else if (to_player) s_.damage_plan.push_back({o, PlayerRef(DefenderOf(o)), power});
    return;
  }
  s_.damage_plan.push_back({o, blockers[0], power});
}

void Game::BeginCombatDamageStep() {
  Refresh();
  const bool first = s_.step == Step::kFirstStrikeDamage;
  tap_scratch_.clear();  // (the deferred attackers below; free between declarations)
  s_.damage_plan.clear();
  s_.damage_queue.clear();
  s_.last_combat_damage.clear();
  for (ObjId o : s_.battlefield) {
    if (s_.attacking[o] == kNoRef && s_.blocking[o] == kNoObj) continue;
    // CR 702.7b / 702.4b: who assigns damage in which step.
    bool deals = first ? HasKw(o, kFirstStrike | kDoubleStrike)
                       : (!s_.first_strike_dealt[o] || HasKw(o, kDoubleStrike));
    if (!deals) continue;
    if (first) s_.first_strike_dealt[o] = 1;
    int power = s_.power[o];
    if (power <= 0) continue;  // CR 510.1a
    if ((s_.keywords[o] & kTrampleOverPlaneswalkers) && s_.attacking[o] != kNoRef) {
      tap_scratch_.push_back(o);  // 702.19c: after the others' damage to its planeswalker is known
      continue;
    }
    if (AssignmentNeedsChoice(o, power)) s_.damage_queue.push_back(o);
    else AutoAssign(o, power);
  }
  for (ObjId o : tap_scratch_) {
    if (AssignmentNeedsChoice(o, s_.power[o])) s_.damage_queue.push_back(o);
    else AutoAssign(o, s_.power[o]);
  }
  tap_scratch_.clear();
  s_.cursor = Cursor::kCombatDamage;
}

// Asks for the next attacker's division, or deals all damage at once (CR 510.2).
void Game::NextDamageAssignment() {
  if (!s_.damage_queue.empty()) {
    ObjId o = s_.damage_queue.front();
    s_.damage_left = s_.power[o];
    s_.decision = {DecisionKind::kAssignCombatDamage, s_.controller[o]};
    return;
  }
  s_.cursor = Cursor::kStateBasedActions;
  DealCombatDamage();
}

void Game::DealCombatDamage() {
  // CR 510.2: all combat damage is dealt simultaneously: one batch of events.
  s_.last_combat_damage = s_.damage_plan;
  for (const auto& d : s_.damage_plan) ProposeDamage(d.source, d.recipient, d.amount, true);
  s_.damage_plan.clear();
  RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
}

}  // namespace mtg
