// A stable digest of a whole game state: the same game gives the same 64-bit
// value on every machine and build (fixed-width little-endian FNV-1a over the
// values, never over padding or pointers).
#pragma once

#include <cstdint>
#include <string>

#include "game.h"

namespace mtg {

// Bump when StateBytes changes (a field added, removed or re-encoded): saved games
// record it, and a digest is only compared with one of the same version.
constexpr int kDigestVersion = 10;  // 3: continuous effects as records, base controller (layers);
                                   // 4: loyalty abilities used (606.3), battles' protectors (310.8);
                                   // 5: copy effects (card_def, copy exceptions), face-down status;
                                   // 6: keyword counters (122.1b), the command zone (114);
                                   // 7: text changes, tagged mana, spells cast, opening-hand actions,
                                   //    cost taps, day/night, "cast it", monstrous, exiled this way;
                                   // 8: actions this turn, the forced-action run and its loop key (104.4b);
                                   //    "it" as a set of objects, the tokens one instruction made (603.7);
                                   // 9: objects an effect moved ("that card", 400.7j), shields on what
                                   //    deals damage and on selectors (615.1), extra turns (500.7)
                                   // 10: objects chosen for activation costs (602.2b), abilities
                                   //    activated once this turn / ever (602.5b),
                                   //    class levels (716.2b), solved Cases (719.3b), coin flips and
                                   //    die rolls of an effect (705.2, 706.2); bestowed objects and entering
                                   //    events (702.103b), the city's blessing (702.131a) -- each only when present

// Digest of every field of `s` that defines the game.  The derived
// characteristics (power, toughness, keywords, types, colors, supertypes, base
// P/T) and the `dirty` flag are a cache recomputed from the rest (CR 613), so
// they are left out: reading a card's power never changes the digest.
uint64_t StateDigest(const GameState& s);
// The canonical byte encoding the digest hashes: two states are the same game
// exactly when these bytes are equal.
std::string StateBytes(const GameState& s);

}  // namespace mtg
