// Saga cards (CR 714): lore counters, chapter abilities and the Saga's sacrifice.
//
// Chapter abilities are card data: triggered abilities on lore counters put on their
// own source with the condition CondKind::kChapter (714.2b, matched in
// TriggerMatches).  What is here are the two rules a Saga has by being one: the
// turn-based action of 714.3b and the state-based action of 714.4.  Both run only
// in games with a card that has chapter abilities (GameState::saga_rules).

#include <algorithm>

#include "game.h"

namespace mtg {

// CR 714.2d: the greatest chapter number among the chapter abilities it has now
// (613.1f: an ability it lost doesn't count), 0 if none; only for Sagas (714.1).
int Game::SagaFinalChapter(ObjId o) {
  if (!HasSubtype(o, db_->SagaSubtype())) return 0;
  const CardDef& cd = Def(o);
  if (cd.final_chapter <= 0) return 0;
  int n = 0;
  for (int k = 0; k < static_cast<int>(cd.abilities.size()) && k < 64; ++k) {
    const AbilityDef& ab = cd.abilities[k];
    if (ab.kind == AbilityKind::kTriggered && ab.trigger.intervening.kind == CondKind::kChapter &&
        ((s_.abil_mask[o] >> k) & 1))
      n = std::max(n, ab.trigger.intervening.n);
  }
  return n;
}

// CR 714.3b: as a player's precombat main phase begins, that player puts a lore
// counter on each Saga they control with one or more chapter abilities (a
// turn-based action: no stack).  The counters are put as one batch of events.
void Game::SagaLoreCounters() {
  std::vector<ObjId> sagas;
  for (ObjId o : s_.battlefield)
    if (s_.controller[o] == s_.active && SagaFinalChapter(o) > 0) sagas.push_back(o);
  for (ObjId o : sagas) ProposeCounters(o, kLore, 1, o);
}

// CR 714.4: a Saga with one or more chapter abilities and at least its final chapter
// number of lore counters, not the source of a chapter ability still to leave the
// stack, is sacrificed by its controller (a state-based action).  True if it is.
bool Game::SagaSba(ObjId o) {
  const int last = SagaFinalChapter(o);
  if (last <= 0 || Counter(o, kLore) < last) return false;
  if (TriggerSourcePending(o, /*chapters_only=*/true)) {
    sba_deferred_ = true;  // checked again once the chapter ability leaves the stack
    return false;
  }
  ProposeZoneChange(o, Zone::kGraveyard, Cause::kSacrifice);
  return true;
}

}  // namespace mtg
