// Game set-up, objects and zones, layers, and the action interface.
#include "game.h"

#include <algorithm>

namespace mtg {

Game::Game(std::shared_ptr<const CardDb> db, uint64_t seed) : db_(std::move(db)) {
  s_.rng.Seed(seed);
  s_.sub_words = std::max(1, (db_->NumSubtypes() + 63) / 64);
  s_.cursor = Cursor::kOver;  // nothing runs until BeginAt()
  s_.decision.kind = DecisionKind::kNone;
}

Game::Game(std::shared_ptr<const CardDb> db, const std::vector<DefId>& deck0,
           const std::vector<DefId>& deck1, uint64_t seed, int starting_player)
    : Game(std::move(db), seed) {
  const std::vector<DefId>* decks[2] = {&deck0, &deck1};
  Setup(decks, 2, starting_player);
}

Game::Game(std::shared_ptr<const CardDb> db, const std::vector<std::vector<DefId>>& decks, uint64_t seed,
           int starting_player)
    : Game(std::move(db), seed) {
  const int n = static_cast<int>(decks.size());
  if (n < 2 || n > kMaxPlayers)
    throw EngineError("a game has 2 to " + std::to_string(kMaxPlayers) + " players (CR 100.1), not " +
                      std::to_string(n));
  const std::vector<DefId>* ptrs[kMaxPlayers];
  for (int p = 0; p < n; ++p) ptrs[p] = &decks[p];
  Setup(ptrs, n, starting_player);
}

void Game::Setup(const std::vector<DefId>* const* decks, int n, int starting_player) {
  if (starting_player >= n) throw EngineError("no player " + std::to_string(starting_player) + " to start");
  s_.num_players = static_cast<int8_t>(n);
  s_.defending = static_cast<int8_t>(1 % n);
  // The state before the shuffle depends only on the card library and the
  // decks (no randomness is drawn before it), and a batch plays thousands of games
  // of the same decks: each thread keeps the last such state and copies it instead
  // of building 120 object rows again (about a tenth of a short game's work).
  struct SetupCache {
    std::weak_ptr<const CardDb> db;  // weak: a freed library can't match a new one
    int n = 0;
    std::vector<DefId> decks[kMaxPlayers];
    GameState state;
  };
  thread_local SetupCache cache;
  bool hit = cache.db.lock() == db_ && cache.n == n;
  size_t total = 0;
  for (int p = 0; p < n; ++p) {
    hit = hit && cache.decks[p] == *decks[p];
    total += decks[p]->size();
  }
  // Reserve first: copying the cached rows into vectors that already have room
  // reuses that room, where reserving after the copy would allocate every row
  // array twice and move its contents.
  ReserveRows(4 * total + 64);
  s_.card_obj.reserve(total + 16);
  s_.card_is_token.reserve(total + 16);
  s_.card_def.reserve(total + 16);
  for (int p = 0; p < n; ++p) s_.players[p].library.reserve(decks[p]->size());
  if (hit) {
    const Rng rng = s_.rng;
    s_ = cache.state;
    s_.rng = rng;
  }
  if (!hit) {
    for (int p = 0; p < n; ++p)
      for (DefId d : *decks[p]) {
        if (d < 0 || d >= db_->Size()) throw EngineError("deck card id out of range");
        AddCard(p, d, Zone::kLibrary);
      }
    cache.db = db_;
    cache.n = n;
    for (int p = 0; p < n; ++p) cache.decks[p] = *decks[p];
    cache.state = s_;
  }
  for (int p = 0; p < n; ++p) Shuffle(s_.players[p].library);  // CR 103.3
  // CR 103.1: the starting player is chosen at random (here: by the seed).
  s_.starting_player = starting_player >= 0 ? starting_player : static_cast<int>(s_.rng.Below(n));
  s_.active = s_.starting_player;
  StartGame();
}

void Game::SetNumPlayers(int n) {
  if (n < 2 || n > kMaxPlayers)
    throw EngineError("a game has 2 to " + std::to_string(kMaxPlayers) + " players (CR 100.1), not " +
                      std::to_string(n));
  mutable_state().num_players = static_cast<int8_t>(n);
  s_.defending = static_cast<int8_t>(1 % n);
}

// ---------------------------------------------------------------------------
// Objects and zones
// ---------------------------------------------------------------------------

// Every per-row array grows together: reserve them at once (no reallocation
// while a game of normal length is played).
void Game::ReserveRows(size_t n) {
  s_.def.reserve(n); s_.card.reserve(n); s_.owner.reserve(n); s_.controller.reserve(n);
  s_.zone.reserve(n); s_.tapped.reserve(n); s_.damage.reserve(n); s_.deathtouch_hit.reserve(n);
  s_.counters.reserve(n * kNumCounterKinds); s_.timestamp.reserve(n); s_.control_since.reserve(n);
  s_.attacking.reserve(n); s_.blocked.reserve(n); s_.blocking.reserve(n);
  s_.first_strike_dealt.reserve(n); s_.regen_shields.reserve(n); s_.protection.reserve(n);
  s_.chosen_color.reserve(n); s_.attached_to.reserve(n);
  s_.power.reserve(n); s_.toughness.reserve(n); s_.keywords.reserve(n); s_.types.reserve(n);
  s_.colors.reserve(n); s_.supertypes.reserve(n); s_.base_power.reserve(n);
  s_.base_toughness.reserve(n); s_.base_controller.reserve(n); s_.abil_mask.reserve(n);
  s_.statics_on.reserve(n); s_.reps_on.reserve(n); s_.ward.reserve(n); s_.mana_color.reserve(n);
  s_.extra_blocks.reserve(n); s_.lure.reserve(n); s_.max_one_blocker.reserve(n);
  s_.name_def.reserve(n); s_.land_mana.reserve(n); s_.subtypes.reserve(n * s_.sub_words);
}

ObjId Game::NewObject(DefId d, CardIdx c, int owner, Zone zone) {
  ObjId o = static_cast<ObjId>(s_.def.size());
  s_.def.push_back(d);
  s_.card.push_back(c);
  s_.owner.push_back(static_cast<int8_t>(owner));
  s_.controller.push_back(static_cast<int8_t>(owner));
  s_.zone.push_back(zone);
  if (zone != Zone::kNone) ++s_.live_rows;
  s_.tapped.push_back(0);
  s_.damage.push_back(0);
  s_.deathtouch_hit.push_back(0);
  s_.counters.resize(s_.counters.size() + kNumCounterKinds, 0);
  s_.timestamp.push_back(s_.next_timestamp++);
  s_.control_since.push_back(s_.turn);
  s_.attacking.push_back(kNoRef);
  s_.blocked.push_back(0);
  s_.blocking.push_back(kNoObj);
  s_.first_strike_dealt.push_back(0);
  s_.regen_shields.push_back(0);
  s_.protection.push_back(db_->Get(d).protection);
  s_.chosen_color.push_back(-1);
  s_.attached_to.push_back(kNoObj);
  const CardDef& cd = db_->Get(d);
  s_.power.push_back(cd.power);
  s_.toughness.push_back(cd.toughness);
  s_.keywords.push_back(cd.keywords);
  s_.printed_kw |= cd.keywords;
  s_.types.push_back(cd.types);
  s_.colors.push_back(cd.colors);
  s_.supertypes.push_back(cd.supertypes);
  s_.base_power.push_back(cd.power);
  s_.base_toughness.push_back(cd.toughness);
  s_.base_controller.push_back(static_cast<int8_t>(owner));
  s_.abil_mask.push_back(cd.default_abilities);
  s_.statics_on.push_back(cd.all_statics);
  s_.reps_on.push_back(cd.all_reps);
  s_.ward.push_back(cd.ward);
  s_.extra_blocks.push_back(static_cast<int8_t>(cd.extra_blocks));
  s_.lure.push_back(cd.lure);
  s_.max_one_blocker.push_back(cd.max_one_blocker);
  s_.mana_color.push_back(cd.default_mana);
  s_.any_statics |= !cd.statics.empty();
  s_.name_def.push_back(d);
  s_.land_mana.push_back(0);
  for (int w = 0; w < s_.sub_words; ++w) s_.subtypes.push_back(0);
  for (int32_t st : cd.subtype_ids) s_.subtypes[static_cast<size_t>(o) * s_.sub_words + (st >> 6)] |= uint64_t{1} << (st & 63);
  s_.protection.back() = cd.protection & ~kProtChosenColor;
  if (c >= 0) s_.card_obj[c] = o;
  dirty();
  return o;
}

// CR 113.6b: activated abilities of cards in p's graveyard or hand that work there.
void Game::EnumerateZoneAbilities(int p) {
  auto offer = [&](ObjId o) {
    const auto& abs = Def(o).abilities;
    for (int i = 0; i < static_cast<int>(abs.size()); ++i)
      if ((abs[i].from_graveyard || abs[i].from_hand) && CanActivate(p, o, i))
        actions_.push_back({ActionKind::kActivate, o, kNoRef, i});
  };
  if (s_.any_graveyard_abilities)
    for (ObjId o : s_.players[p].graveyard)
      if (Def(o).graveyard_abilities) offer(o);
  if (s_.any_hand_activations)
    for (ObjId o : s_.players[p].hand)
      if (Def(o).hand_activations) offer(o);
}

ObjId Game::AddCard(int owner, DefId d, Zone zone) {
  actions_valid_ = false;
  if (d < 0 || d >= db_->Size()) throw EngineError("card id out of range");
  CardIdx c = static_cast<CardIdx>(s_.card_obj.size());
  s_.card_obj.push_back(kNoObj);
  s_.card_def.push_back(d);
  s_.any_morph |= db_->Get(d).morph;
  s_.any_aura |= db_->Get(d).enchant_sel >= 0;
  s_.card_is_token.push_back(db_->Get(d).is_token);
  if (db_->Get(d).is_token && zone != Zone::kBattlefield) ++s_.tokens_off_battlefield;
  if (db_->Get(d).is_back_face) s_.any_back_face = true;  // (712: MoveTo checks faces)
  s_.any_graveyard_cast |= db_->Get(d).alt_from_graveyard();
  s_.any_graveyard_abilities |= db_->Get(d).graveyard_abilities;
  s_.any_hand_activations |= db_->Get(d).hand_activations;
  s_.any_dredge |= db_->Get(d).dredge;
  s_.any_alt_cast |= (db_->Get(d).cast_flags & (CardDef::kAltFromHand | CardDef::kAltFromExile)) != 0;
  for (const AltCost& ac : db_->Casting(d).alt_costs) s_.any_prowl |= ac.when == AltWhen::kProwl;
  for (const StaticDef& st : db_->Get(d).statics)  // "you may cast spells ... without paying" (613.11)
    s_.any_alt_cast |= st.change >= 0 && (db_->Get(d).changes[st.change].player_rules & kCastFromHandFree);
  for (const StaticDef& st : db_->Get(d).statics)  // "... as though they had flash" (601.3b)
    if (st.change >= 0 && (db_->Get(d).changes[st.change].player_rules & kCastAsThoughFlash))
      s_.cast_rules |= kCastRuleFlash;
  if (db_->Get(d).cast_flags & CardDef::kCastTiming) s_.cost_rules |= kCostRuleTiming;  // 601.3
  if (db_->Get(d).cast_flags & CardDef::kWorksFromHand) {
    s_.any_hand_abilities = true;
    s_.watch_mask |= EvBit(EvKind::kZoneChange);
    s_.replace_mask |= EvBit(EvKind::kZoneChange);
  }
  s_.any_split_second |= (db_->Get(d).keywords & kSplitSecond) != 0;
  s_.saga_rules |= db_->Get(d).final_chapter > 0;  // CR 714
  s_.level_rules |= !db_->Get(d).gates.empty();    // CR 711, 716
  s_.ascend_rules |= (db_->Get(d).keywords & kAscend) != 0;  // CR 702.131
  {  // 702.145: daybound on its front face or nightbound on its back face: day and night (730)
    const DefId back = db_->BackFace(d);
    const uint64_t kw = db_->Get(d).keywords | (back >= 0 ? db_->Get(back).keywords : 0);
    s_.day_night_rules |= (kw & (kDaybound | kNightbound)) != 0;
  }
  if (db_->Get(d).cast_flags & (CardDef::kSelfCostMod | CardDef::kCostModSource)) s_.cost_rules |= kCostRuleMods;
  if (db_->Get(d).cast_flags & CardDef::kPayOther) s_.cost_rules |= kCostRulePayOther;
  s_.track_entered |= (db_->Get(d).cast_flags & CardDef::kAsksEntered) != 0;
  s_.track_cast |= db_->Get(d).asks_cast;
  // 115.2, 707.10, 603.2 (a "when you cast this spell" trigger): stack rules on.
  if (db_->Get(d).cast_flags & (CardDef::kStackRules | CardDef::kCastTrigger)) s_.stack_rules = true;
  if (db_->Get(d).cast_flags & CardDef::kSnowCost) s_.mana_rules |= kManaRuleSnow;       // 107.4h
  if (db_->Get(d).cast_flags & CardDef::kTaggedMana) s_.mana_rules |= kManaRuleTagged;   // 106.6
  if (db_->Get(d).cast_flags & CardDef::kManaExtras) s_.mana_rules |= kManaRuleExtras;  // 118.3, 106.1
  ObjId o = NewObject(d, c, owner, zone);
  s_.control_since[o] = -1;
  if (zone == Zone::kBattlefield) {
    s_.battlefield.push_back(o);
    const CardDef& cd = db_->Get(d);
    if (cd.Is(kPlaneswalker)) s_.counters[o * kNumCounterKinds + kLoyalty] = cd.loyalty;  // 306.5b
    if (cd.Is(kBattle)) {
      s_.counters[o * kNumCounterKinds + kDefense] = cd.defense;  // 310.4b
      SetProtector(o, cd.siege ? FirstOpponent(owner) : owner);  // 310.8a, 310.11a
    }
  } else {
    ZoneList(zone, owner)->push_back(o);
  }
  return o;
}

void Game::SetProtector(ObjId o, int p) {
  for (auto& pr : s_.protectors)
    if (pr.first == o) { pr.second = p; return; }
  s_.protectors.emplace_back(o, p);
}

// Before BeginAt() the turn is unknown: a sick permanent is marked with
// kSickAtBegin, which BeginAt() replaces by the starting turn.
static constexpr int32_t kSickAtBegin = 1 << 30;

void Game::SetSick(ObjId o, bool sick) {
  actions_valid_ = false;
  s_.control_since[o] = sick ? (s_.turn > 0 ? s_.turn : kSickAtBegin) : -1;
}

void Game::ResolveSetupSickness(int turn) {
  for (auto& c : s_.control_since)
    if (c == kSickAtBegin) c = turn;
}

std::vector<ObjId>* Game::ZoneList(Zone z, int p) {
  switch (z) {
    case Zone::kLibrary: return &s_.players[p].library;
    case Zone::kHand: return &s_.players[p].hand;
    case Zone::kGraveyard: return &s_.players[p].graveyard;
    case Zone::kBattlefield: return &s_.battlefield;
    case Zone::kExile: return &s_.exile;
    case Zone::kCommand: return &s_.command;
    default: throw EngineError("zone has no object list");
  }
}

void Game::RemoveFromZone(ObjId o) {
  Zone z = s_.zone[o];
  if (z == Zone::kStack) {
    for (size_t i = s_.stack.size(); i-- > 0;)
      if (s_.stack[i].is_spell && s_.stack[i].obj == o) {
        if (s_.stack_rules) s_.stack_lki.push_back(s_.stack[i]);  // 608.2h, 707.10
        s_.stack.erase(s_.stack.begin() + i);
        break;
      }
    return;
  }
  if (z == Zone::kNone) return;
  auto* v = ZoneList(z, s_.owner[o]);
  auto it = std::find(v->begin(), v->end(), o);
  MTG_CHECK(it != v->end(), "object missing from its zone");
  v->erase(it);
}

// CR 122.1b, 613.7c: counters put on it get a new timestamp, shared by all of that kind.
void Game::SetKwCounter(ObjId o, int kind, int n) {
  auto& v = s_.kw_counters;
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i].obj != o || v[i].kind != kind) continue;
    if (n <= 0) {
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
    } else {
      if (n > v[i].n) v[i].timestamp = s_.next_timestamp++;
      v[i].n = n;
    }
    dirty();
    return;
  }
  if (n <= 0) return;
  KwCounter k;
  k.obj = o, k.kind = static_cast<int8_t>(kind), k.n = n, k.timestamp = s_.next_timestamp++;
  v.push_back(k);
  s_.any_statics = true;  // CollectEffects: merge the counters' effects (613.1f)
  dirty();
}

// CR 400.7: an object that moves from one zone to another becomes a new object
// with no memory of its previous existence.  Returns the new row.
// Out of line: the bench decks never have keyword counters, so MoveTo stays small.
__attribute__((noinline)) void Game::DropKwCounters(ObjId o) {
  auto& v = s_.kw_counters;
  v.erase(std::remove_if(v.begin(), v.end(), [o](const KwCounter& k) { return k.obj == o; }), v.end());
  dirty();
}

ObjId Game::MoveTo(ObjId o, Zone to, bool to_bottom, DefId as) {
  ++s_.change_gen;  // CR 704.3 (CheckStateBasedActions)
  const Zone from = s_.zone[o];
  if (from == Zone::kBattlefield) {
    RemoveFromCombat(o);
    if (!s_.kw_counters.empty()) DropKwCounters(o);  // they don't follow it (400.7, 122.2)
  }
  RemoveFromZone(o);
  if (s_.zone[o] != Zone::kNone) --s_.live_rows;
  s_.zone[o] = Zone::kNone;
  CardIdx c = s_.card[o];
  int owner = s_.owner[o];
  if (s_.card_is_token[c] && to != Zone::kBattlefield) ++s_.tokens_off_battlefield;  // 704.5d
  // Its card's values (a copy effect ends, 707; a double-faced card is its front face
  // again, 712.8a, 712.14), except that a spell with its back face up resolves with
  // it up (712.13) and a land face chosen as it is played enters up (712.12).
  DefId d = as >= 0 ? as : s_.card_def[c];
  if (as < 0 && s_.any_back_face && to == Zone::kBattlefield &&
      (db_->Get(s_.def[o]).is_back_face || (db_->Get(s_.def[o]).prototyped && from == Zone::kStack)))
    d = s_.def[o];  // (718.3b: a prototyped spell becomes a prototyped permanent)
  // 702.145b: "If it is night and this permanent is represented by a double-faced
  // card, it enters transformed" (daybound on the face it would enter with).
  if (s_.day_night == kNight && to == Zone::kBattlefield && d == s_.card_def[c] &&
      (db_->Get(d).keywords & kDaybound) && db_->BackFace(d) >= 0) {
    d = db_->BackFace(d);
    s_.any_back_face = true;
  }
  if (!s_.adventures.empty() && from == Zone::kExile) ForgetAdventure(o);  // 715.3d
  ObjId n = NewObject(d, c, owner, to);
  if (!s_.seen.empty() && (from == Zone::kLibrary || from == Zone::kHand) &&
      (to == Zone::kLibrary || to == Zone::kHand))
    CarrySeen(o, n);  // views.cpp: who knew the card still knows it
  if (to == Zone::kStack) return n;  // the caller pushes the stack item
  if (to == Zone::kBattlefield) {
    s_.battlefield.push_back(n);  // loyalty and defense counters: Perform (306.5b, 310.4b)
  } else {
    auto* v = ZoneList(to, owner);
    if (to == Zone::kLibrary && !to_bottom) v->insert(v->begin(), n);
    else v->push_back(n);
  }
  return n;
}

void Game::Shuffle(std::vector<ObjId>& v) {
  if (!s_.seen.empty()) ForgetSeen(v);  // 701.24a (views.cpp)
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[s_.rng.Below(static_cast<uint32_t>(i))]);
}

// CR 121.2 / 704.5b: drawing from an empty library is remembered for SBAs.
void Game::DrawCard(int p) {
  auto& lib = s_.players[p].library;
  if (lib.empty()) {
    s_.players[p].drew_from_empty = true;
    return;
  }
  MoveTo(lib.front(), Zone::kHand);
}

bool Game::IsSick(ObjId o) const {
  // CR 302.6: not continuously controlled since its controller's most recent turn began.
  return s_.control_since[o] >= s_.players[s_.controller[o]].last_turn_start &&
         s_.control_since[o] >= 0;
}

std::vector<ObjId> Game::Blockers(ObjId attacker) const {
  std::vector<ObjId> out;
  for (ObjId b : s_.battlefield)
    if (s_.blocking[b] == attacker) out.push_back(b);
  for (const auto& mb : s_.more_blocks)
    if (mb.second == attacker && s_.zone[mb.first] == Zone::kBattlefield) out.push_back(mb.first);
  return out;
}

int Game::BlockCount(ObjId b) const {
  int n = s_.blocking[b] != kNoObj;
  for (const auto& mb : s_.more_blocks) n += mb.first == b;
  return n;
}

bool Game::Blocks(ObjId b, ObjId a) const {
  if (s_.blocking[b] == a) return true;
  for (const auto& mb : s_.more_blocks)
    if (mb.first == b && mb.second == a) return true;
  return false;
}

void Game::BlockedAttackers(ObjId b, std::vector<ObjId>* out) const {
  out->clear();
  if (s_.blocking[b] != kNoObj) out->push_back(s_.blocking[b]);
  for (const auto& mb : s_.more_blocks)
    if (mb.first == b) out->push_back(mb.second);
}

// ---------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------

const std::vector<Action>& Game::LegalActions() {
  if (!actions_valid_) {
    EnumerateActions();
    actions_valid_ = true;
  }
  return actions_;
}

void Game::Apply(const Action& a) {
  if (s_.over) throw IllegalAction("the game is over");
  const auto& acts = LegalActions();
  if (std::find(acts.begin(), acts.end(), a) == acts.end())
    throw IllegalAction("illegal action for " + std::string(kDecisionNames[int(s_.decision.kind)]) +
                        " decision: " + ActionLabel(a));
  ApplyTrusted(a);
}

void Game::ApplyTrusted(const Action& a) {
  // CR 104.4b: a turn this long is watched (loops.cpp).
  if (__builtin_expect(s_.turn_actions >= kLoopWatchFrom - 1, 0)) return ApplyWatched(a);
  actions_valid_ = false;
  ++s_.actions_applied;
  ++s_.turn_actions;
  Do(a);
  Run();
#ifndef NDEBUG
  // Debug builds: the cached derivation (layers.cpp) equals a from-scratch one.
  {
    const std::string why = CheckDerivation();
    MTG_CHECK(why.empty(), why);
  }
#endif
}

void Game::EnumerateActions() {
  actions_.clear();
  const int p = s_.decision.player;
  PlayerState& ps = s_.players[p];
  Refresh();
  switch (s_.decision.kind) {
    case DecisionKind::kNone:
    case DecisionKind::kGameOver:
      break;
    case DecisionKind::kMulligan:
      actions_.push_back({ActionKind::kKeep});
      if (ps.mulligans < kStartingHandSize) actions_.push_back({ActionKind::kMulligan});
      break;
    case DecisionKind::kMulliganBottom:
      for (ObjId o : ps.hand) actions_.push_back({ActionKind::kBottom, o});
      break;
    case DecisionKind::kDiscard:
      for (ObjId o : ps.hand) actions_.push_back({ActionKind::kDiscard, o});
      break;
    case DecisionKind::kPriority: {
      actions_.push_back({ActionKind::kPass});
      // CR 702.61a: with a split second spell on the stack, no spell may be cast
      // and no ability but a mana ability activated (mana abilities: 605.3a).
      bool split = false;
      if (s_.any_split_second)
        for (const StackItem& it : s_.stack) split |= it.is_spell && (Def(it.obj).keywords & kSplitSecond);
      if (split) {
        // CR 702.61b, 116.2b, 116.2h: special actions may still be taken; they
        // are neither spells nor activated abilities.
        if (!s_.face_down.empty()) EnumerateTurnFaceUp(p);
        if (s_.any_alt_cast && p == s_.active)
          for (ObjId o : ps.hand)
            if (!Def(o).Is(kLand) && CanForetell(p, o)) actions_.push_back({ActionKind::kForetell, o});
        break;
      }
      const bool sorcery_timing = SorceryTiming(p);
      int avail[kNumManaKinds];
      bool have_avail = false;  // computed once, and only if a nonland card needs it
      bool simple = false;      // every source is "{T}: Add <one kind>": counts are exact
      const bool morphs = s_.any_morph && sorcery_timing;  // 702.37c
      for (ObjId o : ps.hand) {
        const CardDef& cd = Def(o);
        // CR 712.11b, 712.12, 709.3, 715.3: its other faces, chosen before it moves.
        if (cd.layout != Layout::kNormal) EnumerateFaces(p, o, sorcery_timing && ps.lands_played < 1 + ps.extra_lands);
        if (cd.Is(kLand)) {
          // CR 305.2: one land per turn, own main phase, empty stack.
          if (sorcery_timing && ps.lands_played < 1 + ps.extra_lands) actions_.push_back({ActionKind::kPlayLand, o});
        } else {
          if (!have_avail) simple = AvailableMana(p, kNoObj, avail), have_avail = true;
          // CR 702.37c: a card with morph may also be cast face down for {3} (a
          // 2/2 creature spell: sorcery timing, 708.4).
          if (morphs && cd.morph && CanCastFaceDown(p, o))
            actions_.push_back({ActionKind::kCastFaceDown, o});
          if (!CanCast(p, o, simple ? avail : nullptr)) continue;
          actions_.push_back({ActionKind::kCast, o});
        }
      }
      // CR 118.9: alternative costs from hand and exile, foretelling, "without
      // paying its mana cost" (alt_costs.cpp).
      if (s_.any_alt_cast) EnumerateAltCasts(p);
      // CR 118.9, 601.2a: alternative costs that cast a card from a graveyard (flashback).
      if (s_.any_graveyard_cast) EnumerateGraveyardCasts(p);
      if (!s_.adventures.empty()) EnumerateAdventures(p);  // 715.3d
      if (!s_.play_exiled.empty()) EnumeratePlayExiled(p, sorcery_timing);  // "you may play that card"
      EnumerateNinjutsu(p);
      if (!s_.face_down.empty()) EnumerateTurnFaceUp(p);  // 701.40b, 702.37e
      for (ObjId o : s_.battlefield) {
        if (s_.controller[o] != p || !Def(o).has_activated) continue;
        const auto& abs = Def(o).abilities;
        for (int i = 0; i < static_cast<int>(abs.size()); ++i)
          if (abs[i].kind == AbilityKind::kActivated && HasAbility(o, i) && CanActivate(p, o, i))
            actions_.push_back({ActionKind::kActivate, o, kNoRef, i});
      }
      if (s_.any_graveyard_abilities || s_.any_hand_activations) EnumerateZoneAbilities(p);  // 113.6b
      break;
    }
    case DecisionKind::kChooseTarget: {
      const StackItem& it = s_.stack.back();
      const AbilityDef& ab = ItemAbility(it);
      scratch_.clear();
      EnumerateTargets(p, ab.targets[s_.target_index], it.obj, &scratch_);
      const int first = ab.targets[s_.target_index].first;
      const size_t from = actions_.size();
      for (Ref r : scratch_) {
        // CR 115.3: one instance of "target" chooses an object or player once.
        bool taken = false;
        for (int k = first; k < s_.target_index; ++k) taken |= it.targets[k] == r;
        if (!taken) actions_.push_back({ActionKind::kTarget, kNoObj, r});
      }
      bool done = s_.decision.min == 0;
      if (s_.players[p].rules & kMustTargetFlagbearer) FlagbearerFilter(p, it, from, &done);
      if (done) actions_.push_back({ActionKind::kDone});  // 601.2c: no more ("up to N")
      break;
    }
    case DecisionKind::kOrderTriggers:  // CR 603.3b
      for (int i = 0; i < static_cast<int>(s_.pending_triggers.size()); ++i)
        if (s_.pending_triggers[i].controller == p)
          actions_.push_back({ActionKind::kPutTrigger, s_.pending_triggers[i].source, kNoRef, i});
      break;
    case DecisionKind::kChooseReplacement:  // CR 616.1
      for (int i = 0; i < static_cast<int>(s_.rep_options.size()); ++i)
        actions_.push_back({ActionKind::kReplacement, ReplacementObject(s_.rep_options[i]), kNoRef, i});
      break;
    case DecisionKind::kChooseCards:
      NoteSeenOptions();  // the decider looks at hidden cards offered (views.cpp)
      for (Ref r : s_.options) actions_.push_back({ActionKind::kChoose, kNoObj, r});
      if (s_.decision.min <= 0) actions_.push_back({ActionKind::kDone});
      break;
    case DecisionKind::kChooseWord:  // CR 612.1
      for (Ref w : s_.options) actions_.push_back({ActionKind::kWord, kNoObj, kNoRef, w});
      break;
    case DecisionKind::kYesNo:
      actions_.push_back({ActionKind::kYes});
      actions_.push_back({ActionKind::kNo});
      break;
    case DecisionKind::kChooseMode:
    case DecisionKind::kChooseCost:
      EnumerateAnnouncement(p);
      break;
    case DecisionKind::kChooseKicker:
    case DecisionKind::kChooseX:
    case DecisionKind::kChooseNumber:
      for (int i = s_.decision.min; i <= s_.decision.max; ++i)
        actions_.push_back({ActionKind::kNumber, kNoObj, kNoRef, i});
      break;
    case DecisionKind::kPayMana:
      EnumerateManaPayment(p);
      break;
    case DecisionKind::kPayOther:  // 601.2h: convoke, delve, improvise by hand
      EnumerateOtherPayment(p);
      break;
    case DecisionKind::kChooseSacrifice:
      for (ObjId o : s_.battlefield)
        if (s_.controller[o] == p && IsCreature(o)) actions_.push_back({ActionKind::kSacrifice, o});
      break;
    case DecisionKind::kDeclareAttackers:
      EnumerateAttacks();
      break;
    case DecisionKind::kDeclareBlockers:
      EnumerateBlocks();
      break;
    case DecisionKind::kAssignCombatDamage: {
      ObjId src = s_.damage_queue.front();
      std::vector<Ref> recipients;
      if (s_.blocking[src] != kNoObj) {  // CR 510.1d: among the attackers it blocks
        std::vector<ObjId> atk;
        LiveBlockedAttackers(src, &atk);
        for (ObjId a : atk) recipients.push_back(a);
      } else {
        for (ObjId b : Blockers(src)) recipients.push_back(b);
        if (PlayerDamageLegal(src)) recipients.push_back(s_.attacking[src]);
        const Ref over = OverPlaneswalkerRecipient(src);  // 702.19c, e
        if (over != kNoRef) recipients.push_back(over);
      }
      for (Ref r : recipients) {
        actions_.push_back({ActionKind::kAssignDamage, kNoObj, r, 1});
        if (s_.damage_left > 1) actions_.push_back({ActionKind::kAssignDamage, kNoObj, r, s_.damage_left});
      }
      break;
    }
    case DecisionKind::kChooseReplicate:  // 702.56a: how many times (0..max)
      for (int i = 0; i <= s_.decision.max; ++i) actions_.push_back({ActionKind::kNumber, kNoObj, kNoRef, i});
      break;
    case DecisionKind::kLegendRule: {
      // CR 704.5j: choose the one legendary permanent with the conflicting name to keep.
      int who;
      ObjId first;
      if (!FindLegendConflict(&who, &first)) break;
      for (ObjId o : s_.battlefield)
        if (SameLegend(o, first)) actions_.push_back({ActionKind::kKeepLegend, o});
      break;
    }
  }
}

// CR 118.9, 601.2a: alternative costs that cast a card from a graveyard (flashback).
void Game::EnumerateGraveyardCasts(int p) {
  for (ObjId o : s_.players[p].graveyard) {
    if (!Def(o).alt_from_graveyard()) continue;
    const CastingDef& cs = Casting(o);
    for (int k = 0; k < static_cast<int>(cs.alt_costs.size()); ++k)
      if (cs.alt_costs[k].from == Zone::kGraveyard && CastableFrom(p, o, k, nullptr))
        actions_.push_back({ActionKind::kCast, o, kNoRef, k + 1});
  }
}

}  // namespace mtg
