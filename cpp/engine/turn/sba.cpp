// State-based actions (CR 704) and the end of the game (CR 104).
#include <algorithm>

#include "game.h"

namespace mtg {

// Legendary permanents with the same name under the same controller (704.5j).
bool Game::SameLegend(ObjId a, ObjId b) const {
  return (s_.supertypes[a] & kLegendary) && (s_.supertypes[b] & kLegendary) &&
         s_.controller[a] == s_.controller[b] && Name(a) == Name(b);
}

bool Game::FindLegendConflict(int* player, ObjId* first) const {
  // Legendary permanents are few: compare them pairwise without allocating.
  ObjId legends[64];
  int n = 0;
  for (ObjId o : s_.battlefield)
    if ((s_.supertypes[o] & kLegendary) && n < 64) legends[n++] = o;
  return FindLegendConflictAmong(legends, n, player, first);
}

bool Game::FindLegendConflictAmong(const ObjId* legends, int n, int* player, ObjId* first) const {
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (SameLegend(legends[i], legends[j])) {
        *player = s_.controller[legends[i]];
        *first = legends[i];
        return true;
      }
  return false;
}

void Game::LoseGame(int p, EndReason why) {
  if (s_.players[p].lost) return;
  s_.players[p].lost = true;
  // A multiplayer game ends with the last loss (104.2a): its reason is that one's.
  if (s_.reason == EndReason::kNone || s_.num_players > 2) s_.reason = why;
}

void Game::Concede(int p) {
  if (p < 0 || p >= s_.num_players) throw IllegalAction("no player " + std::to_string(p));
  if (s_.over) throw IllegalAction("the game is over");
  if (s_.players[p].lost) throw IllegalAction("player " + std::to_string(p) + " has left the game");
  actions_valid_ = false;
  LoseGame(p, EndReason::kConceded);
  CheckGameOver();
  if (s_.over || s_.num_players == 2) {
    s_.decision = {DecisionKind::kGameOver, 0};
    s_.cursor = Cursor::kOver;
    return;
  }
  ConcedeMultiplayer(p);  // multiplayer.cpp: 800.4a, the game goes on
}

// CR 104.2a / 104.4a: the game ends when a player wins or all players lose; a
// multiplayer game goes on while two or more players remain (800.4).
void Game::CheckGameOver() {
  int alive = 0, who = -1;
  for (int p = 0; p < s_.num_players; ++p)
    if (!s_.players[p].lost) ++alive, who = p;
  if (alive == s_.num_players || (alive >= 2 && s_.num_players > 2)) return;
  s_.over = true;
  s_.winner = alive == 1 ? who : -1;
  if (alive == 0) s_.reason = EndReason::kBothLost;
}

// CR 704.5v, 714.4: `o` is the source of an ability (with `chapters_only`, a chapter
// ability) that has triggered but not yet left the stack (waiting to be put on it, or
// on it).
bool Game::TriggerSourcePending(ObjId o, bool chapters_only) const {
  auto counts = [&](int k) {
    if (!chapters_only) return true;
    const auto& abs = Def(o).abilities;
    return k >= 0 && k < static_cast<int>(abs.size()) && abs[k].kind == AbilityKind::kTriggered &&
           abs[k].trigger.intervening.kind == CondKind::kChapter;
  };
  for (const PendingTrigger& t : s_.pending_triggers)
    if (t.source == o && counts(t.ability)) return true;
  for (const StackItem& it : s_.stack)
    if (it.is_trigger && it.obj == o && counts(it.ability)) return true;
  return false;
}

// CR 704.5i, 704.5v, 310.10 for one permanent (out of the creature loop's way);
// true if it is put into the graveyard.
bool Game::PlaneswalkerBattleSba(ObjId o, bool* performed) {
  const uint32_t t = s_.types[o];
  if ((t & kPlaneswalker) && Counter(o, kLoyalty) <= 0) {  // 704.5i
    ProposeZoneChange(o, Zone::kGraveyard, Cause::kSba);
    return true;
  }
  if (!(t & kBattle)) return false;
  if (Counter(o, kDefense) <= 0) {  // 704.5v
    if (TriggerSourcePending(o)) {
      sba_deferred_ = true;  // checked again once the trigger leaves the stack
    } else {
      ProposeZoneChange(o, Zone::kGraveyard, Cause::kSba);
      return true;
    }
  }
  const int prot = Protector(o);
  if (prot < 0 || (s_.num_players > 2 && s_.players[prot].lost) || (Def(o).siege && prot == s_.controller[o])) {  // 800.4a
    // 310.10: no protector, or one its battle type forbids (a Siege's controller,
    // 310.11a): its controller chooses one (two players: the opponent).
    SetProtector(o, Def(o).siege ? FirstOpponent(s_.controller[o]) : s_.controller[o]);
    *performed = true;
  }
  return false;
}

// CR 704.3: check all applicable SBAs, perform them simultaneously, repeat until
// none apply.  The legend rule needs a choice, asked before anything is performed.
// CR 702.131b: "Any time you control ten or more permanents and you don't have the
// city's blessing, you get the city's blessing for the rest of the game" (a permanent
// with ascend); 702.131a: a spell with ascend, as it resolves.  Not a state-based
// action: checked with them (and on resolution), it uses no stack; 702.131d: the
// layers are recomputed (dirty) before triggers are looked at.
void Game::CheckAscend(int only_player, bool spell) {
  for (int p = 0; p < s_.num_players; ++p) {
    if ((only_player >= 0 && p != only_player) || s_.players[p].city_blessing) continue;
    int n = 0;
    bool ascend = spell;
    for (ObjId o : s_.battlefield)
      if (s_.controller[o] == p) ++n, ascend |= (s_.keywords[o] & kAscend) != 0;
    if (ascend && n >= 10) s_.players[p].city_blessing = true, dirty();
  }
}

bool Game::CheckStateBasedActions() {
  bool any = false;
  for (;;) {
    if (s_.batch_active) return true;  // waiting on a replacement choice
    Refresh();
    if (s_.ascend_rules) CheckAscend(-1, false), Refresh();  // 702.131b
    // Nothing a permanent's SBA reads (events, zone moves, characteristics) changed
    // since a check found none to perform: the battlefield is not scanned again.
    // Debug builds scan anyway and check that the scan finds nothing to do.
    const bool unchanged = s_.change_gen == s_.sba_clean_gen;
#ifdef NDEBUG
    const bool scan = !unchanged;
#else
    const bool scan = true;
#endif
    // One scan of the battlefield finds the legendary permanents and every
    // permanent another SBA may apply to; nothing is performed before the legend
    // rule has been checked.
    ObjId legends[64];
    int n_legends = 0;
    sba_candidates_.clear();
    sba_deferred_ = false;
    const bool sagas = s_.saga_rules;  // CR 714.4 (a game with Sagas)
    if (scan)
    for (ObjId o : s_.battlefield) {
      if ((s_.supertypes[o] & kLegendary) && n_legends < 64) legends[n_legends++] = o;
      const int32_t* c = &s_.counters[o * kNumCounterKinds];
      const uint32_t t = s_.types[o];
      if (s_.attached_to[o] != kNoObj || Def(o).enchant_sel >= 0 ||          // 704.5m-n
          (c[kPlusOne] > 0 && c[kMinusOne] > 0) || s_.deathtouch_hit[o] ||   // 704.5q, 704.5h
          ((t & kCreature) && (s_.toughness[o] <= 0 || s_.damage[o] >= s_.toughness[o])) ||
          ((t & (kPlaneswalker | kBattle)) && ((t & kBattle) || c[kLoyalty] <= 0)))  // 704.5i, 704.5v, 310.10
        sba_candidates_.push_back(o);
    }
    int who;
    ObjId first;
    if (FindLegendConflictAmong(legends, n_legends, &who, &first)) {  // 704.5j
      MTG_DCHECK(!unchanged, "legend rule missed by the unchanged-state SBA skip");
      s_.decision = {DecisionKind::kLegendRule, who};
      return any;
    }
    bool performed = false;
    for (int p = 0; p < s_.num_players; ++p) {
      PlayerState& ps = s_.players[p];
      if (ps.lost) continue;
      if (ps.life <= 0) LoseGame(p, EndReason::kLifeZero), performed = true;              // 704.5a
      else if (ps.drew_from_empty && !ps.cant_lose_drawing) LoseGame(p, EndReason::kDrewFromEmpty), performed = true;  // 704.5b
      else if (ps.poison >= 10) LoseGame(p, EndReason::kPoison), performed = true;         // 704.5c
      ps.drew_from_empty = false;
    }
    // CR 800.4a: a player who lost a multiplayer game leaves it at once (not an SBA),
    // unless the game ends (104.2a: one player is left); then everything is checked
    // again on what remains.
    if (__builtin_expect(s_.num_players > 2, 0) && LeavesPending()) {
      CheckGameOver();
      if (s_.over) break;
      LeavePending();
      any = true;
      continue;
    }
    // 704.5d: tokens off the battlefield cease to exist.  MoveTo/AddCard count
    // tokens put into other zones, so the zones are only scanned when needed.
    if (s_.tokens_off_battlefield > 0) {
      s_.tokens_off_battlefield = 0;
      auto purge = [&](std::vector<ObjId>& zone) {
        for (size_t i = zone.size(); i-- > 0;) {
          ObjId o = zone[i];
          if (!s_.card_is_token[s_.card[o]]) continue;
          zone.erase(zone.begin() + i);
          s_.zone[o] = Zone::kNone;
          --s_.live_rows;
          s_.card_obj[s_.card[o]] = kNoObj;
          performed = true;
          dirty();  // graveyard and hand counts feed CDAs (604.3)
        }
      };
      for (int q = 0; q < s_.num_players; ++q) {
        PlayerState& pl = s_.players[q];
        purge(pl.hand);
        purge(pl.graveyard);
        purge(pl.library);
      }
      purge(s_.exile);
    }
    // The permanents' SBAs are decided first, then performed simultaneously as one
    // batch of events (704.3; replacement effects apply; 603.10a look-back).
    bool batch = false;
    const bool performed_before = performed;
    performed = false;
    for (ObjId o : sba_candidates_) {
      // 704.5m: an Aura attached to an illegal object (its enchant selector,
      // protection 702.16c) or to nothing / an object gone goes to the graveyard.
      // 704.5n: an Equipment attached to an illegal permanent (not a creature,
      // 301.5c) or to an object no longer on the battlefield becomes unattached and
      // stays on the battlefield; so does one with a quality the permanent has
      // protection from (702.16d).  (Only Equipment can be attached today: Attach
      // is the equip effect.)
      const ObjId t = s_.attached_to[o];
      const int es = Def(o).enchant_sel;
      bool gone = false;
      if (es >= 0) {
        // 303.4d: an Aura can't enchant itself, and one that's a creature can't enchant anything.
        if (t == kNoObj || s_.zone[t] != Zone::kBattlefield || t == o || (s_.types[o] & kCreature) ||
            !Matches(db_->Sel(es), t, o, s_.controller[o]) || ProtectedFrom(t, o))
          ProposeZoneChange(o, Zone::kGraveyard, Cause::kSba), gone = true;
      } else if (t != kNoObj && (s_.zone[t] != Zone::kBattlefield || !IsCreature(t) ||
                                 IsCreature(o) ||  // 301.5c: an Equipment that's a creature can't equip
                                 ProtectedFrom(t, o))) {  // 702.16d: protection from its quality
        s_.attached_to[o] = kNoObj, performed = true, dirty();
        // 702.103f: a bestowed Aura attached to an illegal object or to nothing becomes
        // unattached and ceases to be bestowed (an exception to 704.5m): a creature again.
        if (!s_.bestowed.empty() && Bestowed(o)) SetBestowed(o, false);
      }
      // 704.5q: +1/+1 and -1/-1 counters on the same permanent annihilate in pairs.
      int32_t* c = &s_.counters[o * kNumCounterKinds];
      const int n = std::min(c[kPlusOne], c[kMinusOne]);
      if (n > 0) c[kPlusOne] -= n, c[kMinusOne] -= n, performed = true, dirty();
      const uint32_t types = s_.types[o];
      if (!gone && (types & kCreature)) {
        if (s_.toughness[o] <= 0) {  // 704.5f
          ProposeZoneChange(o, Zone::kGraveyard, Cause::kSba);
          gone = true;
        } else if ((s_.damage[o] >= s_.toughness[o] || s_.deathtouch_hit[o]) &&  // 704.5g, 704.5h
                   !(s_.keywords[o] & kIndestructible)) {                       // 702.12b
          Event e;  // destruction; regeneration (701.19c) may replace it
          e.kind = EvKind::kDestroy;
          e.obj = o;
          e.player = s_.controller[o];
          Propose(e);
          gone = true;
        }
      }
      if (!gone && (types & (kPlaneswalker | kBattle))) gone = PlaneswalkerBattleSba(o, &performed);
      s_.deathtouch_hit[o] = 0;
      batch |= gone;
    }
    if (sagas && scan) {  // CR 714.4, in games with Sagas only (off the bench's path)
      for (ObjId o : s_.battlefield) {
        if (Counter(o, kLore) <= 0) continue;
        bool leaving = false;  // another SBA of this check already moves it
        for (const Event& e : s_.batch)
          leaving |= (e.kind == EvKind::kZoneChange || e.kind == EvKind::kDestroy) && e.obj == o;
        if (!leaving) batch |= SagaSba(o);
      }
    }
    MTG_DCHECK(!unchanged || (!batch && !performed), "an SBA missed by the unchanged-state skip");
    performed |= performed_before;
    if (batch) {
      performed = true;
      if (!RunBatch()) {
        s_.batch_owner = BatchOwner::kCursor;
        s_.batch_cursor = s_.cursor;
        return true;
      }
    }
    if (!performed) {
      if (!sba_deferred_) s_.sba_clean_gen = s_.change_gen;
      break;
    }
    any = true;
  }
  CheckGameOver();
  return any;
}

}  // namespace mtg
