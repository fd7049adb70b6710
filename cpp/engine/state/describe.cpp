// Views of a game for people: descriptions of objects as a viewer may see them
// (708.5: face-down objects), action labels, and the invariant check the random
// playout tests run after every action.  Never on the game loop's path: built in
// the cold unit (setup.py ENGINE_COLD).
#include <algorithm>
#include <string>

#include "game.h"

namespace mtg {

static std::string Plural(int n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

// CR 400.2: libraries and hands are hidden zones: no player may look at a library's
// cards (401.2), only its owner at a hand's (402.3).  (The engine keeps no record of
// revealed cards yet: a revealed card stays hidden here.)
static bool HiddenFrom(const GameState& s, ObjId o, int viewer) {
  return s.zone[o] == Zone::kLibrary || (s.zone[o] == Zone::kHand && s.owner[o] != viewer);
}

bool Game::MayLook(ObjId o, int viewer) const {
  if (o < 0 || o >= static_cast<ObjId>(s_.def.size())) return false;
  if (viewer >= 0 && HiddenFrom(s_, o, viewer)) return false;
  if (!FaceDown(o) || s_.over) return true;  // 708.9: all are revealed as the game ends
  // CR 708.5: you may look at a face-down spell or permanent you control.
  return viewer >= 0 && viewer == s_.controller[o] &&
         (s_.zone[o] == Zone::kBattlefield || s_.zone[o] == Zone::kStack);
}

std::string Game::DescribeFor(Ref r, int viewer) const {
  if (r == kNoRef) return "nothing";
  if (IsPlayerRef(r)) {
    if (RefPlayer(r) >= s_.num_players) return "player ?";
    return "player " + std::string(1, static_cast<char>('A' + RefPlayer(r)));
  }
  if (IsAbilityRef(r)) {  // CR 113.7: an ability on the stack, named by its source
    for (const StackItem& it : s_.stack)
      if (!it.is_spell && it.id == r - kAbilityRef)
        return (it.is_trigger ? "triggered ability of " : "activated ability of ") + DescribeRef(it.obj);
    return "an ability no longer on the stack";
  }
  if (r >= static_cast<Ref>(s_.def.size())) return "object #?" + std::to_string(r);
  if (viewer >= 0 && HiddenFrom(s_, r, viewer)) {
    // No name and no card number (a known decklist's card); a hand card keeps its
    // object id (a new one each time it changes zones, 400.7), a library card none.
    const std::string whose = "player " + std::string(1, static_cast<char>('A' + s_.owner[r]));
    if (s_.zone[r] == Zone::kLibrary) return "a card in " + whose + "'s library";
    return "a card in " + whose + "'s hand (object " + std::to_string(r) + ")";
  }
  if (FaceDown(r)) {
    // CR 708.5: a face-down spell or permanent is identified by its object only (its
    // card number would tell a known decklist's card), unless the viewer may look.
    const std::string what = s_.zone[r] == Zone::kStack ? "face-down spell" : "face-down creature";
    const std::string id = " (object " + std::to_string(r) + ")";
    if (viewer >= 0 && MayLook(r, viewer)) return what + id + ": " + Def(r).name;
    return what + id;
  }
  if (s_.name_def[r] < 0)  // no name (708.2): a copy of a face-down permanent (707.2)
    return "nameless creature #" + std::to_string(s_.card[r]);
  return Def(r).name + " #" + std::to_string(s_.card[r]);
}

std::string Game::DescribeRef(Ref r) const { return DescribeFor(r, -1); }

std::string Game::ActionLabel(const Action& a) const {
  switch (a.kind) {
    case ActionKind::kPass: return "pass";
    case ActionKind::kPlayLand:
      if (a.arg > 0 && a.obj >= 0 && a.obj < static_cast<ObjId>(s_.def.size()) &&
          a.arg <= static_cast<int>(db_->Faces(s_.def[a.obj]).size()))
        return "play " + db_->Get(db_->Faces(s_.def[a.obj])[a.arg - 1]).name + " (" + DescribeRef(a.obj) + ")";
      return "play " + DescribeRef(a.obj);
    case ActionKind::kCastFace:
      if (a.obj < 0 || a.obj >= static_cast<ObjId>(s_.def.size()) || a.arg < 0 ||
          a.arg >= static_cast<int>(db_->Faces(s_.def[a.obj]).size()))
        return "cast ?";
      return "cast " + db_->Get(db_->Faces(s_.def[a.obj])[a.arg]).name + " (" + DescribeRef(a.obj) + ")";
    case ActionKind::kCast:
      if (a.arg == kAltWithoutPaying + 1) return "cast " + DescribeRef(a.obj) + " without paying its mana cost";
      if (a.arg > 0 && a.obj >= 0 && a.obj < static_cast<ObjId>(s_.def.size()) &&
          a.arg <= static_cast<int>(Casting(a.obj).alt_costs.size()))
        return "cast " + DescribeRef(a.obj) + " for its " +
               kAltCostNames[static_cast<int>(Casting(a.obj).alt_costs[a.arg - 1].kind)] + " cost";
      return "cast " + DescribeRef(a.obj);
    case ActionKind::kMode: {
      const StackItem* it = s_.stack.empty() ? nullptr : &s_.stack.back();
      return "choose mode " + std::to_string(a.arg + 1) + (it ? " of " + DescribeRef(it->obj) : "");
    }
    case ActionKind::kCostObject: {
      if (s_.decision.kind == DecisionKind::kPayOther)
        return (s_.zone[a.obj] == Zone::kBattlefield ? "tap " : "exile ") + DescribeRef(a.obj) + " to pay";
      if (!s_.stack.empty() && !s_.stack.back().is_spell && s_.stack.back().ability >= 0) {  // 602.2b
        const AbilityDef& ab = Def(s_.stack.back().obj).abilities[s_.stack.back().ability];
        const int c = AbilityCostNext(ab, nullptr);
        const AddCostKind k = c >= 0 ? ab.costs[c].kind : AddCostKind::kTapCreature;
        const char* verb = k == AddCostKind::kDiscard ? "discard " : k == AddCostKind::kExileFromGraveyard ? "exile "
                           : k == AddCostKind::kReturnToHand ? "return " : "tap ";
        return verb + DescribeRef(a.obj) + " to pay";
      }
      if (s_.zone[a.obj] == Zone::kBattlefield)  // CR 118.3: "tap an untapped creature you control"
        return "tap " + DescribeRef(a.obj) + " to pay";
      bool discard = !s_.stack.empty() && Casting(s_.stack.back().obj).add_cost.kind == AddCostKind::kDiscard;
      return (discard ? "discard " : "exile ") + DescribeRef(a.obj);
    }
    case ActionKind::kActivate:
      if (a.obj < 0 || a.obj >= static_cast<ObjId>(s_.def.size())) return "activate ?";
      if (a.arg < 0 || a.arg >= static_cast<int>(Def(a.obj).abilities.size())) return "activate " + DescribeRef(a.obj) + ": ?";
      return "activate " + DescribeRef(a.obj) + ": " + Def(a.obj).abilities[a.arg].text;
    case ActionKind::kKeep: return "keep hand";
    case ActionKind::kMulligan: return "mulligan";
    case ActionKind::kBottom: return "put " + DescribeRef(a.obj) + " on the bottom";
    case ActionKind::kTarget: return "target " + DescribeRef(a.ref);
    case ActionKind::kSacrifice: return "sacrifice " + DescribeRef(a.obj);
    case ActionKind::kAttack: return "attack " + DescribeRef(a.ref) + " with " + DescribeRef(a.obj);
    case ActionKind::kBlock:
      if (a.ref == kNoRef) return "block with " + DescribeRef(a.obj);
      return "block " + DescribeRef(a.ref) + " with " + DescribeRef(a.obj);
    case ActionKind::kDone: return "done";
    case ActionKind::kManaAbility: {
      if (a.obj < 0 || a.obj >= static_cast<ObjId>(s_.def.size()) || a.arg < 0 ||
          (a.arg >= static_cast<int>(Def(a.obj).abilities.size()) &&
           (a.arg < kBasicManaAbility || a.arg >= kBasicManaAbility + 5)))
        return "mana ability ?";
      std::string out = "activate " + DescribeRef(a.obj) + ": " + Ability(a.obj, a.arg).text;
      if (a.ref >= 0 && a.ref < kNumManaKinds) out += std::string(" ({") + kManaSymbols[a.ref] + "})";
      return out;
    }
    case ActionKind::kAssignDamage: return "assign " + Plural(a.arg, "damage point") + " to " + DescribeRef(a.ref);
    case ActionKind::kDiscard: return "discard " + DescribeRef(a.obj);
    case ActionKind::kKeepLegend: return "keep " + DescribeRef(a.obj);
    case ActionKind::kPutTrigger: {
      if (a.arg < 0 || a.arg >= static_cast<int>(s_.pending_triggers.size())) return "put trigger ?";
      const PendingTrigger& t = s_.pending_triggers[a.arg];
      std::string about;
      if (t.lki != kNoObj && t.lki != t.source) about = " (" + DescribeRef(t.lki) + ")";
      else if (t.amount > 0) about = " (" + std::to_string(t.amount) + ")";
      return "put on the stack: " + DescribeRef(t.source) + ": " + db_->Get(t.face >= 0 ? t.face : s_.def[t.source]).abilities[t.ability].text + about;
    }
    case ActionKind::kReplacement:
      if (a.arg < 0 || a.arg >= static_cast<int>(s_.rep_options.size())) return "apply ?";
      return ReplacementLabel(s_.rep_options[a.arg]);
    case ActionKind::kChoose: return "choose " + DescribeRef(a.ref);
    case ActionKind::kYes:
      if (s_.cursor == Cursor::kOpeningHand)  // CR 103.6a
        return "begin the game with " + DescribeRef(s_.decision.source) + " on the battlefield";
      if (const DefId half = OfferedHalf(); half >= 0) return "cast " + db_->Get(half).name;  // 709.3
      return "yes";
    case ActionKind::kNo:
      if (s_.cursor == Cursor::kOpeningHand) return "keep " + DescribeRef(s_.decision.source) + " in hand";
      if (const DefId half = OfferedHalf(); half >= 0) return "don't cast " + db_->Get(half).name;
      return "no";
    case ActionKind::kNumber:
      if (s_.decision.kind == DecisionKind::kChooseKicker && Casting(s_.decision.source).kicker_kind == KickerKind::kBuyback)
        return a.arg ? "pay buyback" : "don't pay buyback";  // 702.27a
      if (s_.decision.kind == DecisionKind::kChooseKicker) return "kick " + std::to_string(a.arg) + " time" + (a.arg == 1 ? "" : "s");
      if (s_.decision.kind == DecisionKind::kChooseX) return "X = " + std::to_string(a.arg);
      if (s_.decision.kind == DecisionKind::kChooseReplicate)
        return "replicate " + std::to_string(a.arg) + " time" + (a.arg == 1 ? "" : "s");
      return "choose " + std::to_string(a.arg);
    case ActionKind::kNinjutsu:
      return "ninjutsu " + DescribeRef(a.obj) + ", returning " + DescribeRef(a.ref);
    case ActionKind::kTurnFaceUp:
      return "turn face up " + DescribeRef(a.obj) + (a.arg == 1 ? " for its morph cost" : " for its mana cost");
    case ActionKind::kCastFaceDown: return "cast face down " + DescribeRef(a.obj);
    case ActionKind::kWord:  // CR 612.1: the word to replace, then its replacement
      return (!s_.vm.empty() && (s_.vm.back().left & 0xffff) ? "with " : "replace ") + WordName(a.arg);
    case ActionKind::kForetell: return "foretell " + DescribeRef(a.obj) + " (pay {2}, exile it face down)";
  }
  return "?";
}

// CR 709.3: the half of a split card a resolving "you may cast" offers now (-1: none).
DefId Game::OfferedHalf() const {
  if (s_.vm.empty() || s_.decision.kind != DecisionKind::kYesNo) return -1;
  const VmFrame& f = s_.vm.back();
  if (f.stage < kCastHalfStage || FrameAbility(f).program[f.pc].op != Op::kCastCard) return -1;
  const std::vector<DefId>& halves = db_->Faces(s_.def[static_cast<ObjId>(f.left)]);
  const int k = f.stage - kCastHalfStage;
  return k < static_cast<int>(halves.size()) ? halves[k] : -1;
}

// ---------------------------------------------------------------------------
// Invariants (checked by the random playout tests after every action)
// ---------------------------------------------------------------------------

std::string Game::CheckInvariants() {
  // Allocation-free: a per-row stamp (scratch, not game state) marks the rows
  // seen in zone lists; the per-row checks run on live rows only.
  const auto n = static_cast<ObjId>(s_.def.size());
  if (inv_stamp_.size() < static_cast<size_t>(n)) inv_stamp_.resize(n, 0);
  if (++inv_gen_ == 0) std::fill(inv_stamp_.begin(), inv_stamp_.end(), 0), inv_gen_ = 1;
  const uint32_t gen = inv_gen_;
  const char* err = nullptr;
  ObjId bad = kNoObj;
  Zone bad_zone = Zone::kNone;
  int listed = 0;
  auto mark = [&](const std::vector<ObjId>& list, Zone z) {
    for (ObjId o : list) {
      if (o < 0 || o >= n) { err = "bad object id in zone list"; return false; }
      if (s_.zone[o] != z) { err = "listed in the wrong zone"; bad = o; bad_zone = z; return false; }
      if (inv_stamp_[o] == gen) { err = "appears twice"; bad = o; return false; }
      inv_stamp_[o] = gen;
      ++listed;
      if (s_.damage[o] < 0) { err = "has negative damage"; bad = o; return false; }
      if (z == Zone::kBattlefield) {  // counters exist only there (a new row has none)
        const int32_t* c = &s_.counters[static_cast<size_t>(o) * kNumCounterKinds];
        for (int k = 0; k < kNumCounterKinds; ++k)
          if (c[k] < 0) { err = "has negative counters"; bad = o; return false; }
      }
      if (z != Zone::kBattlefield && (s_.damage[o] || s_.attacking[o] != kNoRef || s_.blocking[o] != kNoObj)) {
        err = "has combat or damage state off the battlefield";
        bad = o;
        return false;
      }
    }
    return true;
  };
  auto fail = [&]() -> std::string {
    std::string what = bad == kNoObj ? std::string() : "object " + DescribeRef(bad) + " ";
    if (bad_zone != Zone::kNone)
      return what + "listed in " + kZoneNames[int(bad_zone)] + " but its row says " +
             kZoneNames[int(s_.zone[bad])];
    return what + err;
  };
  for (int p = 0; p < s_.num_players; ++p) {
    const PlayerState& ps = s_.players[p];
    if (!mark(ps.library, Zone::kLibrary) || !mark(ps.hand, Zone::kHand) ||
        !mark(ps.graveyard, Zone::kGraveyard))
      return fail();
    int tagged[kNumManaKinds] = {0, 0, 0, 0, 0, 0};
    for (const TaggedMana& t : ps.tagged) tagged[t.kind] += 1;
    for (int k = 0; k < kNumManaKinds; ++k) {
      if (ps.mana[k] < 0) return "negative mana in pool";
      if (tagged[k] > ps.mana[k]) return "tagged mana not in the pool";
    }
    if (ps.poison < 0) return "negative poison";
  }
  if (!mark(s_.battlefield, Zone::kBattlefield) || !mark(s_.exile, Zone::kExile) ||
      !mark(s_.command, Zone::kCommand))
    return fail();
  for (const auto& it : s_.stack) {
    if (!it.is_spell) continue;
    std::vector<ObjId> one(1, it.obj);  // rare: spells on the stack
    if (!mark(one, Zone::kStack)) return fail();
  }
  // Each physical card is exactly one listed object (tokens: at most one).  With
  // no duplicates in the lists, "listed == live rows == cards with an object"
  // and every card's object listed make the card -> row map a bijection onto the
  // live rows: every live row is in exactly one zone list, one per card.
  int with_obj = 0;
  for (CardIdx c = 0; c < static_cast<CardIdx>(s_.card_obj.size()); ++c) {
    ObjId o = s_.card_obj[c];
    if (o == kNoObj) {
      // (CR 800.4a: a card that left the game with its owner is in no zone.)
      if (!s_.card_is_token[c] &&
          std::find(s_.left_cards.begin(), s_.left_cards.end(), c) == s_.left_cards.end())
        return "a card has vanished";
      continue;
    }
    ++with_obj;
    if (s_.card[o] != c || s_.zone[o] == Zone::kNone) return "card/object link broken";
    if (inv_stamp_[o] != gen) return "object " + DescribeRef(o) + " is in no zone list";
    // (A copy of a spell, kSpellCopy, lives on the stack: 707.10a.)
    if (s_.card_is_token[c] && s_.zone[o] != Zone::kBattlefield && s_.zone[o] != Zone::kStack &&
        s_.decision.kind == DecisionKind::kPriority)
      return "a token outside the battlefield survived state-based actions";
  }
  if (listed != s_.live_rows || with_obj != s_.live_rows)
    return "a live object is in no zone list, or a card has two live objects";
  for (const KwCounter& k : s_.kw_counters)  // 122.1b: only on permanents, at least one
    if (k.obj < 0 || k.obj >= n || s_.zone[k.obj] != Zone::kBattlefield || k.n <= 0 ||
        k.kind < kFirstKwCounter || k.kind >= kNumAllCounterKinds)
      return "a keyword counter record is stale or malformed";
  // CR 603.3: no trigger is lost; none waits while a player has priority (117.5).
  if (s_.triggers_fired != s_.triggers_stacked + s_.triggers_removed +
                              static_cast<int64_t>(s_.pending_triggers.size()))
    return "a triggered ability was lost";
  if (s_.decision.kind == DecisionKind::kPriority && !s_.pending_triggers.empty())
    return "a player has priority while triggers wait to be put on the stack";
  if (s_.decision.kind == DecisionKind::kPriority && (!s_.vm.empty() || s_.batch_active))
    return "a player has priority in the middle of a resolution or event";
  // CR 613: the cached derivation equals a recompute from scratch (with no
  // continuous effect in play, at every eighth action: the soak's budget).
  Refresh();
  if (!s_.derived_plain || s_.actions_applied % 8 == 0)
    if (std::string why = CheckDerivation(); !why.empty()) return why;
  return "";
}

}  // namespace mtg
