// Cards with more than one face to cast or play: modal double-faced cards (712),
// split cards (709) and adventurers (715).  A card's own definition holds the
// characteristics it has in every zone but the stack and the battlefield (its
// front face, 712.8a; its halves combined, 709.4; its normal characteristics,
// 715.4).  The face a player casts or plays is chosen before the card moves
// (712.11b, 712.12, 709.3, 715.3), and the object on the stack or battlefield is
// that face (712.8f, 709.3b, 715.3b): its row's definition, like a copy's (707).
#include <algorithm>

#include "game.h"

namespace mtg {

// CR 601.3e, 712.11c, 709.3a, 715.3a: only the chosen face is evaluated to see if
// it can be cast: its characteristics replace the card's for this determination,
// which reads them and changes nothing.
bool Game::CastableAsFace(int p, ObjId o, DefId face, int alt, bool any_time) {
  const DefId own = s_.def[o];
  s_.def[o] = face;
  const bool ok = CastableFrom(p, o, alt, nullptr, any_time);
  s_.def[o] = own;
  return ok;
}

// The faces of the card `o` in p's hand that p may cast now (712.11b, 709.3,
// 715.3), and its land faces p may play (712.12; land_ok: a land play is allowed).
void Game::EnumerateFaces(int p, ObjId o, bool land_ok) {
  const std::vector<DefId>& faces = db_->Faces(s_.def[o]);
  for (int k = 0; k < static_cast<int>(faces.size()); ++k) {
    if (db_->Get(faces[k]).Is(kLand)) {
      if (land_ok) actions_.push_back({ActionKind::kPlayLand, o, kNoRef, k + 1});
    } else if (CastableAsFace(p, o, faces[k])) {
      actions_.push_back({ActionKind::kCastFace, o, kNoRef, k});
    }
  }
}

// CR 715.3d: a card exiled by resolving as an Adventure may be cast (not as an
// Adventure) by the player who exiled it, for as long as it remains exiled.
void Game::EnumerateAdventures(int p) {
  for (const auto& pr : s_.adventures)
    if (pr.second == p && s_.zone[pr.first] == Zone::kExile && CanCast(p, pr.first))
      actions_.push_back({ActionKind::kCast, pr.first});
}

// "You may play that card" (from exile): a land as the land play (305.1-305.2), a
// spell cast (601.2a), while the permission lasts.
void Game::EnumeratePlayExiled(int p, bool sorcery_timing) {
  const PlayerState& ps = s_.players[p];
  for (const auto& pe : s_.play_exiled) {
    if (pe.player != p || s_.zone[pe.obj] != Zone::kExile || (pe.last_turn >= 0 && pe.last_turn < s_.turn)) continue;
    if (Def(pe.obj).Is(kLand)) {
      if (sorcery_timing && ps.lands_played < 1 + ps.extra_lands) actions_.push_back({ActionKind::kPlayLand, pe.obj});
    } else if (CanCast(p, pe.obj)) {
      actions_.push_back({ActionKind::kCast, pe.obj});
    }
  }
}

void Game::ForgetAdventure(ObjId o) {
  s_.adventures.erase(std::remove_if(s_.adventures.begin(), s_.adventures.end(),
                                     [o](const std::pair<ObjId, int32_t>& pr) { return pr.first == o; }),
                      s_.adventures.end());
}

}  // namespace mtg
