// Games that would never end (CR 104.4b) and the per-turn safeguard.
//
// CR 104.4b: a game that enters a loop of mandatory actions, repeating a sequence
// of events with no way to stop, is a draw; a loop that contains an optional action
// is not.  An action is mandatory here when it was the only legal answer to its
// decision (a player who could only pass, a trigger with one target).  Once a turn
// has had kLoopWatchFrom actions (before that, Game::ApplyTrusted pays one increment
// and one test per action), consecutive mandatory actions are counted
// (GameState::forced_run); once that run is kLoopWatchFrom long too, the state after
// each action is summarized by its loop key (LoopKey: where the game is and the
// shape of the stack, not the quantities a loop changes -- life, counters, new
// tokens) and compared with the key recorded at the last power-of-two checkpoint of
// the run (Brent's cycle detection): a loop of any period shorter than the run is
// found within two periods of the checkpoint.  The long run keeps a finite sequence
// of mandatory actions (a drain that ends the game, many triggers resolving) from
// being taken for a loop.
//
// Independently, a turn with kMaxActionsPerTurn actions ends the game as a draw
// reported as kActionLimit, so that no game -- a loop some player could stop but
// doesn't, a policy that never passes -- can hang a batch.
#include "game.h"

namespace mtg {

namespace {
inline void LoopMix(uint64_t* h, uint64_t v) { *h = (*h ^ v) * 0x100000001B3ull; }
}  // namespace

// Where the game is: turn, step, the pending decision, and each stack object's
// source card and ability; what waits to go on the stack and the interpreter depth.
uint64_t Game::LoopKey() const {
  uint64_t h = 0xCBF29CE484222325ull;
  LoopMix(&h, static_cast<uint64_t>(s_.turn));
  LoopMix(&h, static_cast<uint64_t>(s_.step));
  LoopMix(&h, static_cast<uint64_t>(s_.cursor));
  LoopMix(&h, static_cast<uint64_t>(s_.decision.kind));
  LoopMix(&h, static_cast<uint64_t>(s_.decision.player));
  LoopMix(&h, static_cast<uint64_t>(s_.priority_player));
  LoopMix(&h, static_cast<uint64_t>(s_.passes));
  LoopMix(&h, s_.stack.size());
  for (const StackItem& it : s_.stack) {
    LoopMix(&h, static_cast<uint64_t>(s_.card_def[s_.card[it.obj]]));
    LoopMix(&h, static_cast<uint64_t>(static_cast<uint32_t>(it.ability)));
    LoopMix(&h, static_cast<uint64_t>(it.is_spell) | static_cast<uint64_t>(it.is_trigger) << 1 |
                static_cast<uint64_t>(static_cast<uint32_t>(it.controller)) << 2);
  }
  LoopMix(&h, s_.pending_triggers.size());
  LoopMix(&h, s_.vm.size());
  return h;
}

void Game::EndInDraw(EndReason why) {
  s_.over = true;
  s_.winner = -1;
  s_.reason = why;
  s_.cursor = Cursor::kOver;
  s_.decision = {DecisionKind::kGameOver, 0};
  actions_valid_ = false;
}

// ApplyTrusted in a turn of kLoopWatchFrom actions or more: was the action the only
// legal answer (the list it was chosen from is the current one)?
void Game::ApplyWatched(const Action& a) {
  const bool forced = actions_valid_ && actions_.size() == 1;
  actions_valid_ = false;
  ++s_.actions_applied;
  ++s_.turn_actions;
  Do(a);
  Run();
  WatchForLoops(forced);
}

void Game::WatchForLoops(bool forced) {
  s_.forced_run = forced ? s_.forced_run + 1 : 0;
  if (s_.over) return;
  if (s_.turn_actions >= kMaxActionsPerTurn) return EndInDraw(EndReason::kActionLimit);
  const int32_t n = s_.forced_run;
  if (n < kLoopWatchFrom) return;
  const uint64_t key = LoopKey();
  if ((n & (n - 1)) == 0) {  // a checkpoint: 2048, 4096, ...
    s_.loop_key = key;
    return;
  }
  if (key == s_.loop_key) EndInDraw(EndReason::kMandatoryLoop);  // CR 104.4b
}

}  // namespace mtg
