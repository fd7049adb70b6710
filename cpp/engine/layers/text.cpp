// Layer 3: text-changing effects (CR 612, 613.1c).
//
// Design.  A text-changing effect ("change the text of target spell or permanent
// by replacing all instances of one creature type with another") is a stored
// ContinuousEffect with change == -1 and a word pair (text_from -> text_to, each a
// TextWord code: a creature type, a color word or a basic land type), locked to
// one object (611.2c) that may be a spell (612.1; it follows the spell onto the
// battlefield, 400.7a).  Each recompute lists the pairs applying now
// (GameState::text_swaps, timestamp order: a later change replaces the words an
// earlier one wrote).  The words of an object's text are data, rewritten where
// they are read:
//  - its type line's subtypes (612.1): here, in layer 3, before layer 4;
//  - its printed keyword parameters: protection from a color (here), landwalk
//    (LandwalkApplies);
//  - the selectors of its abilities (targets, "each", static abilities' affected
//    sets, trigger and replacement conditions, counts): Matches maps a selector
//    through its source's words;
//  - the changes its static abilities make (colors and subtypes they set or add,
//    the basic land types "lands are Mountains" names, protection they grant):
//    ApplyToObject maps them through their source's words.
// Not text (612.2-612.3): names, mana symbols, abilities granted by other objects
// (whose words belong to their source), a choice made as it entered (614.12a).
#include "game.h"

namespace mtg {

void Game::BuildTextSwaps() {
  s_.text_swaps.clear();
  for (const ContinuousEffect& ce : s_.effects) {  // in timestamp order (613.7b)
    if (!ce.text_from || ce.obj == kNoObj) continue;
    const Zone z = s_.zone[ce.obj];
    if (z != Zone::kBattlefield && z != Zone::kStack) continue;
    s_.text_swaps.push_back({ce.obj, ce.text_from, ce.text_to});
  }
}

int32_t Game::MapWord(ObjId src, int32_t code) const {
  for (const TextSwap& t : s_.text_swaps)
    if (t.obj == src && t.from == code) code = t.to;
  return code;
}

// A subtype id as a word of src's text: creature types and basic land types are
// words a text change may replace (612.2); other subtypes stay.
int32_t Game::MapSubtype(ObjId src, int32_t st) const {
  if (st < 0) return st;
  int kind = 0;
  if (db_->SubtypeKind(st) == kSubCreature) kind = kWordCreatureType;
  for (int c = 0; c < 5 && !kind; ++c)
    if (db_->BasicLandType(c) == st) kind = kWordLandType;
  if (!kind) return st;
  const int32_t to = MapWord(src, TextWord(kind, st));
  return TextWordKindOf(to) == kind ? TextWordId(to) : st;
}

uint32_t Game::MapColors(ObjId src, uint32_t colors) const {
  uint32_t out = colors & ~0x1fu;
  for (int c = 0; c < 5; ++c)
    if ((colors >> c) & 1) {
      const int32_t to = MapWord(src, TextWord(kWordColor, c));
      out |= 1u << (TextWordKindOf(to) == kWordColor ? TextWordId(to) : c);
    }
  return out;
}

Selector Game::MapSelector(const Selector& sel, ObjId src) const {
  Selector m = sel;
  m.subtype = MapSubtype(src, sel.subtype);
  m.not_subtype = MapSubtype(src, sel.not_subtype);
  m.colors_any = MapColors(src, sel.colors_any);
  m.colors_none = MapColors(src, sel.colors_none);
  return m;
}

ChangeDef Game::MapChange(const ChangeDef& c, ObjId src) const {
  ChangeDef m = c;
  for (int32_t& st : m.add_subtypes) st = MapSubtype(src, st);
  m.set_colors = MapColors(src, c.set_colors);
  m.add_colors = MapColors(src, c.add_colors);
  m.add_protection = MapColors(src, c.add_protection);  // "protection from <color>"
  return m;
}

// Layer 3 for a permanent: its type line and its printed protection colors.
void Game::ApplyTextChanges(ObjId o) {
  uint64_t* sub = &s_.subtypes[static_cast<size_t>(o) * s_.sub_words];
  // Every word at once (a Goblin -> Elf change doesn't then meet an Elf -> Goblin
  // one of the same object twice: MapWord follows the chain in timestamp order).
  std::vector<int32_t>& had = text_scratch_;
  had.clear();
  for (int w = 0; w < s_.sub_words; ++w)
    for (uint64_t bits = sub[w]; bits; bits &= bits - 1) had.push_back(w * 64 + __builtin_ctzll(bits));
  for (int32_t st : had) {
    const int32_t to = MapSubtype(o, st);
    if (to != st) sub[st >> 6] &= ~(uint64_t{1} << (st & 63));
  }
  for (int32_t st : had) {
    const int32_t to = MapSubtype(o, st);
    if (to != st) sub[to >> 6] |= uint64_t{1} << (to & 63);
  }
  if (s_.protection[o] & 0x1f) s_.protection[o] = MapColors(o, s_.protection[o]);
}

// The words a player may name (CR 612.1): `kinds` a mask of 1 << TextWordKind; with
// `other` a word already chosen, only words of its kind but itself; never
// `forbidden` (a subtype id: "The new creature type can't be Wall").
void Game::WordOptions(int kinds, int32_t other, int32_t forbidden, std::vector<Ref>* out) const {
  out->clear();
  auto offer = [&](int kind, int id) {
    if (other && (TextWordKindOf(other) != kind || TextWordId(other) == id)) return;
    if (!((kinds >> kind) & 1)) return;
    out->push_back(TextWord(kind, id));
  };
  if (kinds & (1 << kWordCreatureType))
    for (int st = 0; st < db_->NumSubtypes(); ++st)
      if (db_->SubtypeKind(st) == kSubCreature && !(other && st == forbidden)) offer(kWordCreatureType, st);
  for (int c = 0; c < 5; ++c) offer(kWordColor, c);
  for (int c = 0; c < 5; ++c)
    if (db_->BasicLandType(c) >= 0) offer(kWordLandType, db_->BasicLandType(c));
}

std::string Game::WordName(int32_t code) const {
  const int kind = TextWordKindOf(code), id = TextWordId(code);
  if (kind == kWordColor) return id < 5 ? kColorNames[id] : "?";
  if ((kind == kWordCreatureType || kind == kWordLandType) && id < db_->NumSubtypes()) return db_->SubtypeName(id);
  return "?";
}

}  // namespace mtg
