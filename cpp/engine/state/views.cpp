// What front ends and agents need beyond the rules: which hidden cards each player
// has looked at (CR 400.2), and a game re-dealt from one player's information
// (determinization, for search under hidden information).  Never on the game
// loop's path: built in the cold unit (setup.py ENGINE_COLD); the loop pays a
// test of an empty vector in Shuffle and the legal actions of a card choice.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "game.h"

namespace mtg {

// CR 400.2: hidden from `viewer` is a card in a library (401.2) or in another
// player's hand (402.3).
static bool InHiddenZone(const GameState& s, ObjId o, int viewer) {
  return s.zone[o] == Zone::kLibrary || (s.zone[o] == Zone::kHand && s.owner[o] != viewer);
}

// The player deciding a card choice looks at the cards offered (scry 701.22a,
// surveil 701.25a, "look at the top N", a search 701.23a, "look at target
// opponent's hand"): they know those rows from now on, while the rows stay put.
void Game::NoteSeenOptions() {
  const int p = s_.decision.player;
  if (p < 0 || p >= s_.num_players) return;
  const auto n = static_cast<Ref>(s_.def.size());
  for (Ref r : s_.options) {
    if (r < 0 || r >= n || !InHiddenZone(s_, static_cast<ObjId>(r), p)) continue;
    if (s_.seen.size() < s_.def.size()) s_.seen.resize(s_.def.size() + 16, 0);
    s_.seen[r] |= static_cast<uint8_t>(1u << p);
  }
}

// CR 701.20a: a revealed card is known to every player from now on (until a shuffle
// hides its place again, 701.24a).
void Game::RevealToAll(ObjId o) {
  if (o < 0 || s_.zone[o] == Zone::kNone) return;
  if (s_.seen.size() < s_.def.size()) s_.seen.resize(s_.def.size() + 16, 0);
  s_.seen[o] = static_cast<uint8_t>((1u << s_.num_players) - 1);
}

// A card moved between hidden zones (library, hand) is the same physical card: who
// knew it still knows it (a revealed card put into a hand, a seen hand card put on
// top of a library).  CR 400.7 makes it a new object; knowledge isn't a rule of it.
void Game::CarrySeen(ObjId from_row, ObjId to_row) {
  if (static_cast<size_t>(from_row) >= s_.seen.size() || !s_.seen[from_row]) return;
  if (s_.seen.size() < s_.def.size()) s_.seen.resize(s_.def.size() + 16, 0);
  s_.seen[to_row] = s_.seen[from_row];
}

// CR 701.24a: a shuffled library's order is unknown to everyone again.
void Game::ForgetSeen(const std::vector<ObjId>& v) {
  for (ObjId o : v)
    if (static_cast<size_t>(o) < s_.seen.size()) s_.seen[o] = 0;
}

// Row o (in a hand or a library) becomes a card of definition d: the physical card
// keeps its index, its row is replaced by a fresh one made by AddCard (so every
// "some card of the game has ..." gate the new card needs is set) at the same place
// of the same zone list.
void Game::ReplaceHiddenCard(ObjId o, DefId d) {
  const Zone z = s_.zone[o];
  const int owner = s_.owner[o];
  MTG_CHECK(z == Zone::kHand || z == Zone::kLibrary, "only a hidden card is dealt again");
  const CardIdx c = s_.card[o];
  const ObjId n = AddCard(owner, d, z);  // appended to the zone list, with a new card
  auto* list = ZoneList(z, owner);
  list->pop_back();
  *std::find(list->begin(), list->end(), o) = n;
  // The new row stands for the old card (AddCard's card entry is dropped).
  s_.card_obj.pop_back();
  s_.card_def.pop_back();
  s_.card_is_token.pop_back();
  s_.card[n] = c;
  s_.card_obj[c] = n;
  s_.card_def[c] = d;
  s_.zone[o] = Zone::kNone;
  --s_.live_rows;
}

void Game::LogTriggerStacked(const StackItem& it) {
  Event e;
  e.kind = kTriggerStacked;
  e.player = static_cast<int8_t>(it.controller);
  e.source = it.obj;
  e.arg = it.ability;
  e.target = StackRef(it);
  s_.event_log.push_back(e);
}

// CR 708.2, 708.5: a face-down spell or permanent `viewer` may not look at is, for
// them, any of its owner's cards they can't see that could be face down that way: any
// card for a manifested one (701.40a), a card with morph for one cast face down
// (702.37c).  Each such object trades identities with one of those hidden cards
// chosen at random (or keeps its own, with the same chance as each of them).  Its
// characteristics are those of its face-down status (the layers, 708.2), so only
// turning it face up shows the difference.
void Game::RedealFaceDown(int viewer, Rng* rng) {
  if (s_.face_down.empty()) return;
  std::vector<ObjId> down;
  for (ObjId o : s_.battlefield)
    if (FaceDown(o) && !MayLook(o, viewer)) down.push_back(o);
  for (const StackItem& it : s_.stack)
    if (it.is_spell && FaceDown(it.obj) && !MayLook(it.obj, viewer)) down.push_back(it.obj);
  for (ObjId f : down) {
    const int q = s_.owner[f];
    const bool needs_morph = s_.face_down[f] == kCastFaceDown;
    // The hidden cards of q's that viewer hasn't seen, where they are now.
    std::vector<std::pair<std::vector<ObjId>*, size_t>> places;
    auto collect = [&](std::vector<ObjId>& list) {
      for (size_t i = 0; i < list.size(); ++i) {
        const ObjId r = list[i];
        if (SeenBy(r, viewer) || (q == viewer && s_.zone[r] == Zone::kHand)) continue;
        if (std::find(s_.options.begin(), s_.options.end(), static_cast<Ref>(r)) != s_.options.end()) continue;
        if (needs_morph && !db_->Get(s_.def[r]).morph) continue;
        places.emplace_back(&list, i);
      }
    };
    collect(s_.players[q].library);
    collect(s_.players[q].hand);
    const uint32_t k = rng->Below(static_cast<uint32_t>(places.size() + 1));
    if (k == places.size()) continue;  // it keeps its own identity
    const ObjId r = (*places[k].first)[places[k].second];
    const DefId mine = s_.def[f];
    s_.def[f] = s_.def[r];
    s_.card_def[s_.card[f]] = s_.def[r];
    ReplaceHiddenCard(r, mine);  // a fresh row of the hidden card's new definition
  }
}

void Game::Determinize(int viewer, uint64_t seed, const std::vector<DefId>* pool) {
  MTG_CHECK(viewer >= 0 && viewer < s_.num_players, "no such player");
  Rng rng(seed);
  // Rows a pending choice offers stay where they are (the decision names them).
  auto pinned = [&](ObjId o) {
    return SeenBy(o, viewer) ||
           std::find(s_.options.begin(), s_.options.end(), static_cast<Ref>(o)) != s_.options.end();
  };
  for (int q = 0; q < s_.num_players; ++q) {
    // The places of q's cards hidden from viewer: (zone list, index).
    std::vector<std::pair<std::vector<ObjId>*, size_t>> places;
    std::vector<ObjId> rows;
    auto collect = [&](std::vector<ObjId>& list) {
      for (size_t i = 0; i < list.size(); ++i)
        if (InHiddenZone(s_, list[i], viewer) && !pinned(list[i])) {
          places.emplace_back(&list, i);
          rows.push_back(list[i]);
        }
    };
    collect(s_.players[q].library);
    if (q != viewer) collect(s_.players[q].hand);
    // Dealt from the rows in id order, not in their places' order: the result depends
    // only on what viewer knows (a search seeded alike decides alike in every game
    // that differs from this one only in cards viewer can't see).
    std::sort(rows.begin(), rows.end());
    for (size_t i = rows.size(); i > 1; --i) std::swap(rows[i - 1], rows[rng.Below(static_cast<uint32_t>(i))]);
    for (size_t k = 0; k < rows.size(); ++k) {
      (*places[k].first)[places[k].second] = rows[k];
      s_.zone[rows[k]] = places[k].first == &s_.players[q].library ? Zone::kLibrary : Zone::kHand;
    }
    if (pool == nullptr || q == viewer) continue;
    // The pool less the cards of q's viewer can see (every row of q's not dealt here
    // that is in a zone), by definition.
    std::vector<DefId> left = *pool;
    std::vector<uint8_t> dealt(s_.def.size(), 0);
    for (ObjId o : rows) dealt[o] = 1;
    for (CardIdx c = 0; c < static_cast<CardIdx>(s_.card_obj.size()); ++c) {
      const ObjId o = s_.card_obj[c];
      if (o == kNoObj || s_.owner[o] != q || dealt[o] || s_.card_is_token[c]) continue;
      auto it = std::find(left.begin(), left.end(), s_.card_def[c]);
      if (it != left.end()) left.erase(it);
    }
    if (left.size() < rows.size())
      throw EngineError("the opponent's pool has " + std::to_string(left.size()) +
                        " cards besides those seen, fewer than the " + std::to_string(rows.size()) +
                        " hidden cards to deal");
    for (size_t i = left.size(); i > 1; --i) std::swap(left[i - 1], left[rng.Below(static_cast<uint32_t>(i))]);
    for (size_t k = 0; k < rows.size(); ++k) ReplaceHiddenCard(rows[k], left[k]);
  }
  RedealFaceDown(viewer, &rng);
  s_.rng.Seed(rng.Next());
  actions_valid_ = false;
  dirty();
}

}  // namespace mtg
