// Multiplayer games (CR 800): a player leaving the game (800.4a) and the game going
// on without them, a concession in a game that goes on (104.3a), and which player
// an attacker attacks when several players defend (802.2a).  A two-player game
// never runs this code: it ends when a player loses (104.2a).
#include <algorithm>

#include "game.h"

namespace mtg {

int Game::DefenderOf(ObjId a) const {
  const Ref t = s_.attacking[a];
  if (t == kNoRef) return -1;
  if (IsPlayerRef(t)) return RefPlayer(t);
  if (s_.num_players == 2) return 1 - s_.active;
  for (const auto& pr : s_.attacked_objs)
    if (pr.first == t) return pr.second;
  return (s_.types[t] & kBattle) ? ProtectorOf(s_, t) : s_.controller[t];
}

// CR 802.4: the next defending player after GameState::defending in turn order
// (the active player: none asked yet) who is still in the game and attacked by a
// creature still attacking; false once every one has declared.
bool Game::NextDefender() {
  const int n = s_.num_players;
  for (int q = (s_.defending + 1) % n; q != s_.active; q = (q + 1) % n) {
    if (s_.players[q].lost) continue;
    for (ObjId a : s_.battlefield)
      if (s_.attacking[a] != kNoRef && DefenderOf(a) == q) {
        s_.defending = static_cast<int8_t>(q);
        return true;
      }
  }
  return false;
}

bool Game::LeavePending() {
  bool any = false;
  for (int p = 0; p < s_.num_players; ++p)
    if (s_.players[p].lost && !s_.players[p].left) LeaveGame(p), any = true;
  return any;
}

// CR 800.4a: "all objects owned by that player leave the game and any effects which
// give that player control of any objects or players end.  Then, if that player
// controlled any objects on the stack not represented by cards, those objects cease
// to exist.  Then, if there are any objects still controlled by that player, those
// objects are exiled."  Leaving the game is no zone change: nothing triggers on it.
void Game::LeaveGame(int p) {
  PlayerState& ps = s_.players[p];
  if (ps.left) return;
  ps.lost = true;
  ps.left = true;
  actions_valid_ = false;
  ++s_.change_gen;
  dirty();
  auto vanish = [&](ObjId o) {
    if (s_.zone[o] == Zone::kBattlefield) {
      RemoveFromCombat(o);
      if (!s_.kw_counters.empty()) DropKwCounters(o);
    }
    RemoveFromZone(o);  // a spell's stack item goes with it
    if (s_.zone[o] != Zone::kNone) --s_.live_rows;
    s_.zone[o] = Zone::kNone;
    const CardIdx c = s_.card[o];
    s_.card_obj[c] = kNoObj;
    if (!s_.card_is_token[c]) s_.left_cards.push_back(c);
  };
  for (std::vector<ObjId>* z : {&ps.library, &ps.hand, &ps.graveyard})
    while (!z->empty()) vanish(z->back());
  std::vector<ObjId> owned;
  for (const std::vector<ObjId>* z : {&s_.battlefield, &s_.exile, &s_.command})
    for (ObjId o : *z)
      if (s_.owner[o] == p) owned.push_back(o);
  for (const StackItem& it : s_.stack)
    if (it.is_spell && s_.owner[it.obj] == p) owned.push_back(it.obj);
  for (ObjId o : owned) vanish(o);
  // Effects giving p control of objects end (layer 2, 613.1b).
  s_.effects.erase(std::remove_if(s_.effects.begin(), s_.effects.end(), [&](const ContinuousEffect& e) {
                     return e.controller == p && e.change >= 0 && e.def >= 0 &&
                            db_->Get(e.def).changes[e.change].gain_control;
                   }), s_.effects.end());
  // Abilities and copies of spells p controls on the stack cease to exist; spells of
  // other players' cards that p controls are exiled.
  std::vector<ObjId> exile;
  for (size_t i = s_.stack.size(); i-- > 0;) {
    const StackItem& it = s_.stack[i];
    if (it.controller != p) continue;
    if (!it.is_spell) {
      s_.stack.erase(s_.stack.begin() + static_cast<long>(i));
    } else if (s_.card_is_token[s_.card[it.obj]]) {
      vanish(it.obj);
    } else {
      exile.push_back(it.obj);
    }
  }
  // 800.4d: p's triggered abilities waiting for the stack aren't put on it.
  const size_t before = s_.pending_triggers.size();
  s_.pending_triggers.erase(std::remove_if(s_.pending_triggers.begin(), s_.pending_triggers.end(),
                                           [p](const PendingTrigger& t) { return t.controller == p; }),
                            s_.pending_triggers.end());
  s_.triggers_removed += static_cast<int64_t>(before - s_.pending_triggers.size());
  s_.delayed.erase(std::remove_if(s_.delayed.begin(), s_.delayed.end(),
                                  [p](const DelayedTrigger& d) { return d.controller == p; }),
                   s_.delayed.end());
  s_.play_exiled.erase(std::remove_if(s_.play_exiled.begin(), s_.play_exiled.end(),
                                      [p](const GameState::PlayExiled& pe) { return pe.player == p; }),
                       s_.play_exiled.end());
  EndEffects(false, -1);  // effects on objects that are gone can never apply again (400.7)
  Refresh();  // control reverts to the owners (613.1b) before what p still controls is exiled
  for (ObjId o : s_.battlefield)
    if (s_.controller[o] == p) exile.push_back(o);
  for (ObjId o : exile) MoveTo(o, Zone::kExile);
  for (int& m : ps.mana) m = 0;
  ps.tagged.clear();
  dirty();
}

void Game::ConcedeMultiplayer(int p) {
  // A concession while another choice is being made (a target, a payment, a
  // mulligan) takes effect at the next check before a player would receive
  // priority (LeavePending in the state-based actions' loop).
  if (s_.decision.kind != DecisionKind::kPriority) return;
  const bool had_priority = s_.decision.player == p;
  LeaveGame(p);
  s_.decision.kind = DecisionKind::kNone;
  if (had_priority) {
    // 800.4a: priority passes to the next player in turn order; the players still
    // in the game who passed before go on counting as having passed (117.4).
    s_.passes -= 1;
    PassPriority();
  }
  if (s_.cursor == Cursor::kPriority) s_.cursor = Cursor::kStateBasedActions;
  Run();
}

}  // namespace mtg
