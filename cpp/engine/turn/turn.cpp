// Starting the game (CR 103), turn structure (CR 500-514), priority (CR 117)
// and the dispatch of answered decisions.
#include <algorithm>

#include "game.h"

namespace mtg {

// "<permanent> doesn't untap during its controller's next untap step" (CR 502.3,
// 611.2a: the effect lasts until that step): this untap step is the next one of the
// active player's permanents in GameState::skip_untap; gone objects drop out (400.7).
// "Until the end of your next turn, you may play that card": the permission's
// player's next turn has begun, so it lasts to this turn's end; spent ones go.
void Game::PlayExiledTurnBegins() {
  auto& v = s_.play_exiled;
  for (auto& pe : v)
    if (pe.last_turn < 0 && pe.player == s_.active) pe.last_turn = s_.turn;
  v.erase(std::remove_if(v.begin(), v.end(), [&](const GameState::PlayExiled& pe) {
            return (pe.last_turn >= 0 && pe.last_turn < s_.turn) || s_.zone[pe.obj] != Zone::kExile;
          }), v.end());
}

void Game::SkipUntapNow() {
  auto& v = s_.skip_untap;
  v.erase(std::remove_if(v.begin(), v.end(), [&](ObjId o) { return s_.zone[o] != Zone::kBattlefield; }),
          v.end());
  for (ObjId o : v) s_.skip_untap_now |= s_.controller[o] == s_.active;
}

bool Game::SkipsUntap(ObjId o) const {
  return std::find(s_.skip_untap.begin(), s_.skip_untap.end(), o) != s_.skip_untap.end();
}

void Game::FinishSkipUntap() {  // their controller's next untap step has come: the effects end
  auto& v = s_.skip_untap;
  v.erase(std::remove_if(v.begin(), v.end(), [&](ObjId o) { return s_.controller[o] == s_.active; }), v.end());
  s_.skip_untap_now = false;
}


// CR 103.5: draw opening hands, then mulligan declarations in turn order.
void Game::StartGame() {
  for (int i = 0; i < s_.num_players; ++i) {
    int p = (s_.starting_player + i) % s_.num_players;
    for (int k = 0; k < kStartingHandSize; ++k) DrawCard(p);
    s_.players[p].drew_from_empty = false;  // a short deck is not a draw from empty
  }
  s_.cursor = Cursor::kDeal;
  s_.decision = {DecisionKind::kMulligan, s_.starting_player};
}

// Called when every player has kept (CR 103.5) and put cards on the bottom.
void Game::AfterMulligans() {
  BeginWithOpeningHand(1, Step::kUntap, s_.starting_player);
}

void Game::BeginWithOpeningHand(int turn, Step step, int active) {
  s_.opening_asked.clear();
  s_.opening_turn = turn;
  s_.opening_step = static_cast<int8_t>(step);
  s_.opening_active = static_cast<int8_t>(active);
  s_.cursor = Cursor::kOpeningHand;
  s_.decision.kind = DecisionKind::kNone;
  OpeningHandStep();
}

// CR 103.6: the starting player, then each other player in turn order, may take
// the actions cards in their opening hands allow; 103.6a: "begin the game with it
// on the battlefield": one yes/no decision per such card (the decision's source),
// in the order of the hand.  Then the first turn begins.
void Game::OpeningHandStep() {
  for (int i = 0; i < s_.num_players; ++i) {
    const int q = (s_.starting_player + i) % s_.num_players;
    for (ObjId o : s_.players[q].hand) {
      if (!(Def(o).cast_flags & CardDef::kOpeningHand)) continue;
      if (std::find(s_.opening_asked.begin(), s_.opening_asked.end(), o) != s_.opening_asked.end()) continue;
      s_.opening_asked.push_back(o);
      s_.decision = {DecisionKind::kYesNo, q, 1, 1, o};
      return;
    }
  }
  s_.opening_asked.clear();
  BeginAt(s_.opening_turn, static_cast<Step>(s_.opening_step), s_.opening_active);
}

// CR 103.6a: the player taking the action puts the card onto the battlefield (an
// event: replacement effects apply; it is put there, not cast).
void Game::OpeningHandAnswer(bool yes) {
  const ObjId o = s_.decision.source;
  const int p = s_.decision.player;
  s_.decision.kind = DecisionKind::kNone;
  if (yes && s_.zone[o] == Zone::kHand) {
    ProposeZoneChange(o, Zone::kBattlefield, Cause::kEffect, kNoObj, false, p);
    if (!RunBatch()) {
      s_.batch_owner = BatchOwner::kCursor;
      s_.batch_cursor = Cursor::kOpeningHand;
      return;
    }
  }
  OpeningHandStep();
}

void Game::BeginAt(int turn, Step step, int active) {
  ResolveSetupSickness(turn);
  s_.turn = turn;
  s_.active = active;
  s_.players[active].last_turn_start = turn;
  // The other players' most recent turns (for CR 302.6), if they had one: in turn
  // order, the player d seats before the active player took turn - d.
  const int n = s_.num_players;
  for (int d = 1; d < n; ++d) {
    const int q = (active - d + n) % n;
    s_.players[q].last_turn_start = turn > d ? turn - d : 0;
  }
  s_.step = step;
  s_.step_begun = false;
  s_.cursor = Cursor::kBeginStep;
  s_.decision = {DecisionKind::kNone, active};
  RefreshMasks();
  s_.priority_player = active;
  s_.passes = 0;
  Run();
}

// Runs procedures until somebody has to decide or the game is over.
void Game::Run() {
  while (s_.decision.kind == DecisionKind::kNone) {
    if (s_.over) {
      s_.cursor = Cursor::kOver;
      s_.decision = {DecisionKind::kGameOver, 0};
      break;
    }
    switch (s_.cursor) {
      case Cursor::kBeginStep: BeginStep(); break;
      case Cursor::kStateBasedActions:
        // CR 117.5: state-based actions, then waiting triggers go on the stack,
        // repeated until neither happens; then a player receives priority.
        if (s_.day_night_rules) CheckDayNight();  // 702.145c-d, f-g ("any time")
        CheckStateBasedActions();
        if (s_.decision.kind != DecisionKind::kNone || s_.over) break;
        if (s_.watch_mask & EvBit(EvKind::kState)) CheckStateTriggers();
        if (!s_.pending_triggers.empty()) {
          PutTriggersOnStack();  // stays here: SBAs are checked again afterwards
          break;
        }
        s_.cursor = Cursor::kPriority;
        break;
      case Cursor::kPriority: GivePriority(); break;
      case Cursor::kEndStep: EndStep(); break;
      case Cursor::kCleanup: {
        // CR 514.3: normally no priority in cleanup; if SBAs were performed,
        // players get priority and another cleanup step follows (514.3a).
        bool any = CheckStateBasedActions();
        if (s_.decision.kind != DecisionKind::kNone || s_.over) break;
        any |= !s_.pending_triggers.empty();  // 514.3a: or triggers are waiting
        if (any || s_.cleanup_again) {  // cleanup_again: the legend rule was applied
          s_.cleanup_again = true;
          s_.cursor = Cursor::kStateBasedActions;
        } else {
          NextTurn();
        }
        break;
      }
      case Cursor::kCombatDamage: NextDamageAssignment(); break;
      case Cursor::kOpeningHand: OpeningHandStep(); break;
      case Cursor::kDeal:
      case Cursor::kOver:
        return;
    }
  }
}

void Game::BeginStep() {
  s_.passes = 0;
  s_.priority_player = ActivePriority();
  s_.cursor = Cursor::kStateBasedActions;  // default: SBAs, then priority (CR 117.3a)
  PlayerState& ap = s_.players[s_.active];
  if (!s_.step_begun) {
    s_.step_begun = true;
    // CR 603.2 / 603.7: "at the beginning of <step>" triggers (and delayed ones).
    if (s_.step == Step::kUntap) RefreshMasks();
    if (s_.watch_mask & EvBit(EvKind::kStepBegin)) {
      Event e;
      e.kind = EvKind::kStepBegin;
      e.player = static_cast<int8_t>(s_.active);
      e.arg = static_cast<int>(s_.step);
      Record(e);
    }
  }
  switch (s_.step) {
    case Step::kUntap:
      if (s_.day_night_rules) DayNightUntapCheck();  // CR 502.2, 730.2
      // CR 502.3: the active player untaps their permanents; no priority (502.4).
      if (__builtin_expect(!s_.skip_untap.empty(), 0)) SkipUntapNow();
      for (ObjId o : s_.battlefield)
        if (s_.controller[o] == s_.active && s_.tapped[o] && !(s_.skip_untap_now && SkipsUntap(o))) {
          s_.tapped[o] = 0;
          if (s_.watch_mask & EvBit(EvKind::kUntap)) {
            Event e;
            e.kind = EvKind::kUntap;
            e.obj = o;
            e.player = s_.controller[o];
            Record(e);
          }
        }
      if (s_.skip_untap_now) FinishSkipUntap();
      s_.cursor = Cursor::kEndStep;
      break;
    case Step::kUpkeep:
      break;
    case Step::kDraw:
      // CR 504.1; the starting player skips the first draw in a two-player game
      // (103.8a), not in a multiplayer one (800.7); 800.4j: nobody draws for an
      // active player who has left the game.
      if (!(s_.turn == 1 && s_.active == s_.starting_player && s_.num_players == 2) &&
          !s_.players[s_.active].lost) {
        Event e;
        e.kind = EvKind::kDraw;
        e.player = static_cast<int8_t>(s_.active);
        e.amount = 1;
        Propose(e);
        RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
      }
      break;
    case Step::kPrecombatMain:
      if (s_.saga_rules) {  // CR 714.3b: lore counters on the active player's Sagas
        SagaLoreCounters();
        if (!s_.batch.empty()) RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
      }
      break;
    case Step::kPostcombatMain:
    case Step::kBeginningOfCombat:
    case Step::kEndOfCombat:
    case Step::kEnd:
      break;
    case Step::kDeclareAttackers:
      // CR 508.1: the active player declares attackers (asked one creature at a time).
      s_.declared.clear();
      s_.attackers_declared = 0;
      s_.defending = static_cast<int8_t>(s_.active);  // multiplayer: no defender asked yet
      s_.attacked_objs.clear();
      if (__builtin_expect(s_.players[s_.active].lost, 0)) break;  // 800.4j: nobody attacks
      s_.decision = {DecisionKind::kDeclareAttackers, s_.active};
      break;
    case Step::kDeclareBlockers:
      s_.declared.clear();
      s_.block_with = kNoObj;
      // CR 802.4: each defending player in APNAP order declares all their blocks,
      // then the next (this case runs again after each declaration).
      if (s_.num_players > 2 && !NextDefender()) break;
      s_.decision = {DecisionKind::kDeclareBlockers, DefendingPlayer()};
      break;
    case Step::kFirstStrikeDamage:
    case Step::kCombatDamage:
      BeginCombatDamageStep();
      break;
    case Step::kCleanup:
      // CR 514.1: discard down to maximum hand size (402.2: unless it has none).
      Refresh();
      if (static_cast<int>(ap.hand.size()) > ap.max_hand_size && !(ap.rules & kNoMaxHandSize)) {
        s_.decision = {DecisionKind::kDiscard, s_.active};
        s_.cursor = Cursor::kBeginStep;  // re-enter after each discard
        return;
      }
      // CR 514.2: damage wears off and "until end of turn" effects end, simultaneously.
      for (ObjId o : s_.battlefield) s_.damage[o] = 0, s_.regen_shields[o] = 0;
      EndEffects(true, -1);
      s_.block_tax = 0;
      // "This turn" shields end (514.2); one for a permanent that has left the
      // battlefield can't find it again (400.7).
      if (!s_.shields.empty()) {
        s_.shields.erase(std::remove_if(s_.shields.begin(), s_.shields.end(),
                                        [this](const Shield& sh) {
                                          return sh.until_eot || (sh.obj != kNoObj && s_.zone[sh.obj] != Zone::kBattlefield);
                                        }),
                         s_.shields.end());
        RefreshMasks();
      }
      dirty();
      s_.cursor = Cursor::kCleanup;
      break;
  }
}

// CR 500.4 (mana empties) and the move to the next step, skipping steps per
// CR 508.8 (no attackers) and 510.4/702.7 (no first-strike step).
void Game::EndStep() {
  for (int q = 0; q < s_.num_players; ++q)
    for (int& m : s_.players[q].mana) m = 0;
  if (s_.mana_rules)  // 106.4: restricted and snow mana too
    for (int q = 0; q < s_.num_players; ++q) s_.players[q].tagged.clear();
  Step next;
  switch (s_.step) {
    case Step::kDeclareAttackers:
      // CR 508.8: skipped only if no creatures were *declared* as attackers.
      next = s_.attackers_declared > 0 ? Step::kDeclareBlockers : Step::kEndOfCombat;
      break;
    case Step::kDeclareBlockers: {
      // CR 510.4 / 702.7b: a first-strike damage step if any attacking or blocking
      // creature has first strike or double strike as the damage step begins.
      bool fs = false;
      for (ObjId o : s_.battlefield)
        if ((s_.attacking[o] != kNoRef || s_.blocking[o] != kNoObj) &&
            HasKw(o, kFirstStrike | kDoubleStrike))
          fs = true;
      s_.first_strike_step_used = fs;
      next = fs ? Step::kFirstStrikeDamage : Step::kCombatDamage;
      break;
    }
    case Step::kEndOfCombat:
      // CR 511.3: creatures are removed from combat as the step ends.
      for (ObjId o : s_.battlefield) RemoveFromCombat(o);
      s_.more_blocks.clear();
      s_.must_block.clear();
      next = Step::kPostcombatMain;
      break;
    case Step::kCleanup:
      if (s_.cleanup_again) {  // CR 514.3a
        s_.cleanup_again = false;
        s_.step = Step::kCleanup;
        s_.step_begun = false;
        s_.cursor = Cursor::kBeginStep;
        return;
      }
      NextTurn();
      return;
    default:
      next = static_cast<Step>(static_cast<int>(s_.step) + 1);
  }
  s_.step = next;
  s_.step_begun = false;
  s_.cursor = Cursor::kBeginStep;
}

void Game::NextTurn() {
  if (s_.turn >= s_.turn_limit) {
    s_.over = true;
    s_.winner = -1;
    s_.reason = EndReason::kTurnLimit;
    return;
  }
  s_.turn += 1;
  s_.turn_actions = s_.forced_run = 0;  // 104.4b (loops.cpp)
  s_.last_active = static_cast<int8_t>(s_.active);
  if (__builtin_expect(!s_.extra_turns.empty() || s_.resume_active >= 0, 0)) {
    // CR 500.7: an extra turn comes directly after this one; then the normal order
    // goes on from the turn the first of them followed.
    if (s_.resume_active < 0) s_.resume_active = static_cast<int8_t>(NextPlayer(s_.active));
    // CR 800.4k: an extra turn of a player who has left the game doesn't begin.
    while (!s_.extra_turns.empty() && s_.players[s_.extra_turns.back()].lost) s_.extra_turns.pop_back();
    if (!s_.extra_turns.empty()) {
      s_.active = s_.extra_turns.back();
      s_.extra_turns.pop_back();
    } else {
      s_.active = s_.players[s_.resume_active].lost ? NextPlayer(s_.resume_active) : s_.resume_active;
      s_.resume_active = -1;
    }
  } else {
    // CR 500.1, 101.4, 103.1: the next player in turn order (two players alternate);
    // 800.4k: a player who has left the game begins no turn.
    s_.active = s_.num_players == 2 ? 1 - s_.active : NextPlayer(s_.active);
  }
  s_.players[s_.active].last_turn_start = s_.turn;
  if (!s_.play_exiled.empty()) PlayExiledTurnBegins();
  EndEffects(false, s_.active);  // "until your next turn" (611.2a)
  for (int q = 0; q < s_.num_players; ++q) {
    PlayerState& pl = s_.players[q];
    pl.spells_last_turn = pl.spells_cast;  // "last turn" (werewolves' transform triggers)
    pl.lands_played = pl.spells_cast = pl.life_lost = pl.descended = pl.draw_step_draws = 0;
  }
  if (!s_.triggered_once.empty()) s_.triggered_once.clear();  // "only once each turn"
  if (s_.track_entered) dirty();  // "as long as it entered this turn" statics end ("during your turn" ones too)
  if (!s_.combat_damage_types.empty()) s_.combat_damage_types.clear();  // 702.76a: "this turn"
  s_.loyalty_used.clear();  // CR 606.3: "that turn"
  if (!s_.activated_this_turn.empty()) s_.activated_this_turn.clear();  // 602.5b: "each turn"
  if (!s_.stack_lki.empty()) s_.stack_lki.clear();  // spells of past turns (707.10)
  s_.first_strike_step_used = false;
  s_.step = Step::kUntap;
  s_.step_begun = false;
  s_.cursor = Cursor::kBeginStep;
}

void Game::GivePriority() {
  // CR 800.4j: a player who has left the game receives no priority: the next does.
  if (__builtin_expect(s_.players[s_.priority_player].lost, 0)) s_.priority_player = NextPlayer(s_.priority_player);
  s_.decision = {DecisionKind::kPriority, s_.priority_player};
}

// CR 117.4, 405.5: if all players pass in succession, the top of the stack
// resolves, or with an empty stack the step ends.  117.3d: a player who passes
// gives priority to the next player in turn order (still in the game, 800.4a).
void Game::PassPriority() {
  s_.passes += 1;
  if (s_.num_players == 2) {
    if (s_.passes < 2) {
      s_.priority_player = 1 - s_.priority_player;
      s_.cursor = Cursor::kPriority;
      return;
    }
  } else if (s_.passes < PlayersInGame()) {
    s_.priority_player = NextPlayer(s_.priority_player);
    s_.cursor = Cursor::kPriority;
    return;
  }
  s_.passes = 0;
  if (s_.stack.empty()) {
    s_.cursor = Cursor::kEndStep;
    return;
  }
  Resolve();
  s_.priority_player = ActivePriority();  // CR 117.3b
  s_.cursor = Cursor::kStateBasedActions;
}

// Carries out one answered decision (already known to be legal).
void Game::Do(const Action& a) {
  const int p = s_.decision.player;
  PlayerState& ps = s_.players[p];
  const DecisionKind asked = s_.decision.kind;
  if (a.kind != ActionKind::kChoose && a.kind != ActionKind::kDone && a.kind != ActionKind::kYes &&
      a.kind != ActionKind::kNo)
    s_.decision.kind = DecisionKind::kNone;
  switch (a.kind) {
    case ActionKind::kKeep:
    case ActionKind::kMulligan: {
      if (a.kind == ActionKind::kKeep) ps.kept = true;
      else ps.mulligans += 1;
      ps.to_bottom = 0;
      // CR 103.5: declarations in turn order, from the starting player.
      for (int q = (p + 1) % s_.num_players; q != s_.starting_player; q = (q + 1) % s_.num_players)
        if (!s_.players[q].kept) {
          s_.decision = {DecisionKind::kMulligan, q};
          return;
        }
      // All declared: everyone who mulliganed does so at the same time.
      for (int i = 0; i < s_.num_players; ++i) {
        int q = (s_.starting_player + i) % s_.num_players;
        PlayerState& pq = s_.players[q];
        if (pq.kept) continue;
        for (ObjId o : std::vector<ObjId>(pq.hand)) MoveTo(o, Zone::kLibrary);
        Shuffle(pq.library);
        for (int k = 0; k < kStartingHandSize; ++k) DrawCard(q);
        pq.drew_from_empty = false;
        // CR 800.6: in a multiplayer game the first mulligan is free.
        pq.to_bottom = s_.num_players > 2 ? pq.mulligans - 1 : pq.mulligans;
      }
      // fallthrough into the bottom/declaration sequencing below
      [[fallthrough]];
    }
    case ActionKind::kBottom: {
      if (a.kind == ActionKind::kBottom) {
        MoveTo(a.obj, Zone::kLibrary, /*to_bottom=*/true);
        ps.to_bottom -= 1;
      }
      for (int i = 0; i < s_.num_players; ++i) {
        int q = (s_.starting_player + i) % s_.num_players;
        if (s_.players[q].to_bottom > 0 && !s_.players[q].hand.empty()) {
          s_.decision = {DecisionKind::kMulliganBottom, q};
          return;
        }
      }
      for (int i = 0; i < s_.num_players; ++i) {
        int q = (s_.starting_player + i) % s_.num_players;
        if (!s_.players[q].kept) {
          s_.decision = {DecisionKind::kMulligan, q};
          return;
        }
      }
      AfterMulligans();
      return;
    }
    case ActionKind::kPass:
      PassPriority();
      return;
    case ActionKind::kPlayLand: {
      // CR 305.1: playing a land is a special action; the player keeps priority.
      ps.lands_played += 1;
      s_.passes = 0;
      s_.cursor = Cursor::kStateBasedActions;
      if (a.arg > 0) {  // CR 712.12: the land face chosen before it moves enters face up
        s_.def[a.obj] = db_->Faces(s_.def[a.obj])[a.arg - 1];
        s_.any_back_face = true;
        dirty();
      }
      ProposeZoneChange(a.obj, Zone::kBattlefield, Cause::kPlayLand, kNoObj, false, p);
      RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
      return;
    }
    case ActionKind::kTurnFaceUp:  // a special action (116.2b); then priority again (117.3c)
      s_.passes = 0;
      s_.cursor = Cursor::kStateBasedActions;
      TurnFaceUp(p, a.obj, a.arg);
      return;
    case ActionKind::kCastFaceDown:
      s_.passes = 0;
      BeginCast(p, a.obj, -1, true);
      return;
    case ActionKind::kForetell:  // CR 702.143b: a special action; priority again (117.3c)
      s_.passes = 0;
      s_.cursor = Cursor::kStateBasedActions;
      Foretell(p, a.obj);
      return;
    case ActionKind::kNinjutsu:
      s_.passes = 0;
      s_.cursor = Cursor::kStateBasedActions;
      ActivateNinjutsu(p, a.obj, static_cast<ObjId>(a.ref));
      return;
    case ActionKind::kCast:
      s_.passes = 0;
      BeginCast(p, a.obj, a.arg - 1);
      return;
    case ActionKind::kCastFace:  // CR 712.11b, 709.3, 715.3: the face is chosen first
      s_.passes = 0;
      BeginCast(p, a.obj, -1, false, db_->Faces(s_.def[a.obj])[a.arg]);
      return;
    case ActionKind::kMode:  // CR 700.2: one mode at a time, then "done" or the next
      s_.stack.back().modes |= static_cast<uint8_t>(1u << a.arg);
      s_.decision.kind = DecisionKind::kNone;
      ContinueCasting();
      return;
    case ActionKind::kCostObject:  // CR 601.2b: chosen now, paid with the mana (601.2h)
      if (asked == DecisionKind::kPayOther) {  // 601.2h: it pays its part now
        ChooseOtherMeans(a.obj);
        s_.decision = {DecisionKind::kPayOther, p, 0, 1, s_.stack.back().obj};
        return;
      }
      if (AltExileLeft(s_.stack.back()) > 0) s_.alt_exile.push_back(a.obj);  // 702.138a
      else if (TapCostLeft(s_.stack.back()) > 0) s_.cost_taps.push_back(a.obj);  // 118.3
      else if (AbilityCostLeft(s_.stack.back()) > 0) ChooseAbilityCost(a.obj);  // 602.2b
      else s_.cost_choice = a.obj;
      s_.decision.kind = DecisionKind::kNone;
      ContinueCasting();
      return;
    case ActionKind::kActivate:
      s_.passes = 0;
      BeginActivate(p, a.obj, a.arg);
      return;
    case ActionKind::kTarget: {
      StackItem& it = s_.stack.back();
      it.targets[s_.target_index] = a.ref;
      s_.target_index += 1;
      if (!IsPlayerRef(a.ref) && !IsAbilityRef(a.ref) && (s_.watch_mask & EvBit(EvKind::kBecomeTarget))) {
        // "Whenever ~ becomes the target of a spell or ability" (ward, 702.21a).
        Event e;
        e.kind = EvKind::kBecomeTarget;
        e.obj = a.ref;
        e.source = it.obj;
        e.player = static_cast<int8_t>(it.controller);
        e.arg = static_cast<int>(s_.stack.size()) - 1;
        Record(e);
      }
      ContinueCasting();
      return;
    }
    case ActionKind::kPutTrigger:
      PushTrigger(a.arg);  // CR 603.3b: the chosen one goes on the stack next
      if (s_.decision.kind == DecisionKind::kNone) s_.cursor = Cursor::kStateBasedActions;
      return;
    case ActionKind::kReplacement: {
      // CR 616.1: apply the chosen one, then see what else applies.
      int32_t id = s_.rep_options[a.arg];
      s_.rep_options.clear();
      if (id < 0) {  // a "you may" replacement declined: not again for this event (616.2)
        Event& e = s_.batch[s_.batch_pos];
        if (e.n_applied < 6) e.applied[e.n_applied++] = ~id;
        ResumeAfterBatch();
        return;
      }
      if (AnswerStampOrder(id)) {  // 613.7m: which entered permanent's timestamp is next
        ResumeAfterBatch();
        return;
      }
      Event& e = s_.batch[s_.batch_pos];
      if (!ApplyReplacement(e, id)) {  // it needs its own choice first (614.12a)
        AskEnterChoice(e, id);
        return;
      }
      ResumeAfterBatch();
      return;
    }
    case ActionKind::kNumber:
      if (asked == DecisionKind::kChooseKicker || asked == DecisionKind::kChooseX ||
          asked == DecisionKind::kChooseReplicate) {
        StackItem& it = s_.stack.back();  // CR 601.2b: announced while casting
        if (asked == DecisionKind::kChooseKicker) it.kicked = static_cast<int8_t>(a.arg);
        else if (asked == DecisionKind::kChooseReplicate) it.replicated = static_cast<int8_t>(a.arg);
        else it.x = a.arg;
        s_.decision.kind = DecisionKind::kNone;
        ContinueCasting();
        return;
      }
      AnswerVm(a);
      return;
    case ActionKind::kChoose:
    case ActionKind::kYes:
    case ActionKind::kNo:
    case ActionKind::kWord:
      if (s_.cursor == Cursor::kOpeningHand && asked == DecisionKind::kYesNo) {  // CR 103.6a
        OpeningHandAnswer(a.kind == ActionKind::kYes);
        return;
      }
      AnswerVm(a);
      return;
    case ActionKind::kSacrifice:
      if (asked == DecisionKind::kChooseCost) {  // an additional cost's sacrifice (118.8)
        if (AbilityCostLeft(s_.stack.back()) > 0) ChooseAbilityCost(a.obj);  // 602.2b
        else s_.cost_choice = a.obj;
        s_.decision.kind = DecisionKind::kNone;
        ContinueCasting();
        return;
      }
      // Chosen now; mana is paid first (CR 601.2g-h: mana abilities come before
      // costs are paid), then the creature is sacrificed (CR 701.21a).
      s_.sac_pending = false;
      s_.sac_choice = a.obj;
      ContinueCasting();
      return;
    case ActionKind::kManaAbility:
      DoManaAbility(p, a);
      return;
    case ActionKind::kAttack:
      s_.declared.push_back(a.obj);
      s_.attacking[a.obj] = a.ref;
      if (s_.num_players > 2 && !IsPlayerRef(a.ref)) {  // 802.2a: whose it was as it was attacked
        const int d = (s_.types[a.ref] & kBattle) ? Protector(a.ref) : s_.controller[a.ref];
        s_.attacked_objs.push_back({static_cast<ObjId>(a.ref), static_cast<int8_t>(d)});
      }
      s_.decision = {DecisionKind::kDeclareAttackers, p};
      return;
    case ActionKind::kBlock:
      if (a.ref == kNoRef) {  // "block with X": which attacker is asked next
        s_.block_with = a.obj;
      } else {
        if (s_.blocking[a.obj] == kNoObj) {
          s_.declared.push_back(a.obj);
          s_.blocking[a.obj] = a.ref;
        } else {  // CR 509.1a: an additional creature it can block
          s_.more_blocks.push_back({a.obj, static_cast<ObjId>(a.ref)});
        }
        s_.block_with = kNoObj;
      }
      s_.decision = {DecisionKind::kDeclareBlockers, p};
      return;
    case ActionKind::kDone:
      if (s_.decision.kind == DecisionKind::kChooseCards) {  // still pending: a "done"
        AnswerVm(a);
        return;
      }
      if (s_.decision.kind == DecisionKind::kChooseTarget) {  // CR 601.2c: no more targets for
        StackItem& it = s_.stack.back();                       // this instance of "target"
        const AbilityDef& ab = ItemAbility(it);
        const TargetSpec& head = ab.targets[ab.targets[s_.target_index].first];
        const int end = head.first + head.count;
        while (s_.target_index < end) it.targets[s_.target_index++] = kNoRef;
        s_.decision.kind = DecisionKind::kNone;
        ContinueCasting();
        return;
      }
      if (s_.decision.kind == DecisionKind::kChooseMode) {  // CR 700.2: no more modes
        s_.decision.kind = DecisionKind::kNone;
        s_.cast_stage = s_.stack.back().is_spell ? kCastKicker : AfterAbilityModes(s_.stack.back());
        ContinueCasting();
        return;
      }
      if (s_.decision.kind == DecisionKind::kPayOther) {  // 601.2h: the rest with mana
        s_.paying = true;
        s_.decision = {DecisionKind::kPayMana, p, 0, 1, s_.stack.back().obj};
        return;
      }
      if (s_.decision.kind == DecisionKind::kPayMana) {  // the auto-payer pays the rest
        s_.decision.kind = DecisionKind::kNone;
        if (s_.pay_for_attack) {  // 508.1j
          s_.paying = s_.pay_for_attack = false;
          AttackersDeclared(PayMana(p, s_.pay_cost, kNoObj) || s_.batch_active);
          return;
        }
        if (s_.pay_for_block) {  // 509.1f
          s_.paying = s_.pay_for_block = false;
          BlockersDeclared(PayMana(p, s_.pay_cost, kNoObj) || s_.batch_active);
          return;
        }
        FinishPayment();
        return;
      }
      s_.decision.kind = DecisionKind::kNone;
      if (s_.step == Step::kDeclareAttackers) FinishDeclareAttackers();
      else FinishDeclareBlockers();
      return;
    case ActionKind::kAssignDamage: {
      ObjId src = s_.damage_queue.front();
      s_.damage_plan.push_back({src, a.ref, a.arg});
      s_.damage_left -= a.arg;
      if (s_.damage_left > 0) {
        s_.decision = {DecisionKind::kAssignCombatDamage, p};
      } else {
        s_.damage_queue.erase(s_.damage_queue.begin());
        s_.cursor = Cursor::kCombatDamage;
      }
      return;
    }
    case ActionKind::kDiscard:
      s_.cursor = Cursor::kBeginStep;
      ProposeZoneChange(a.obj, Zone::kGraveyard, Cause::kDiscard);  // CR 514.1
      RunBatchOwned(BatchOwner::kCursor, Cursor::kBeginStep);
      return;
    case ActionKind::kKeepLegend: {
      if (s_.step == Step::kCleanup) s_.cleanup_again = true;  // an SBA was performed (514.3a)
      // CR 704.5j: the rest go to their owners' graveyards; SBAs are then re-checked.
      for (ObjId o : s_.battlefield)
        if (o != a.obj && SameLegend(o, a.obj)) ProposeZoneChange(o, Zone::kGraveyard, Cause::kSba);
      RunBatchOwned(BatchOwner::kCursor, s_.cursor);
      return;  // the cursor that was checking SBAs runs again
    }
  }
}

}  // namespace mtg
