// Layer 1 of the layer system (CR 613.2): copy effects (707) and face-down
// permanents (708).
//
// Layer 1a, copy effects (707): a row's `def` is the definition its copiable
// values come from -- its card's (GameState::card_def, which every new row
// starts from, 400.7) or, under a copy effect, the copied object's (707.2-707.3:
// that object's def and its exceptions, locked in when copied, 707.2b).  Every
// reader of rules text (abilities, statics, replacements, triggers) goes
// through Def(), so a copy has the copied abilities.  The exceptions of copy
// effects (707.9a-b) are a chain of changes per row (copy_exc), applied by
// ResetToCopiable after the definition's printed values.  Once any copy exists,
// the no-effect fast path (derived_plain) is off for the game.
//
// Layer 1b, face-down (708): a per-row status (face_down) read by
// ResetToCopiable after the copy effects (708.10): a nameless, colorless,
// abilityless 2/2 creature (708.2a); a copy of a face-down permanent copies those
// values (a `blank` exception) without being face down (707.2).
//
// The special action that turns a manifested permanent face up (701.40b) lives
// here too.
#include "game.h"

namespace mtg {

// ---------------------------------------------------------------------------
// Layer 1: copiable values (613.2a copy effects, 613.2b face-down status)
// ---------------------------------------------------------------------------

void Game::ResetToCopiable(ObjId o) {
  const CardDef& cd = Def(o);
  s_.name_def[o] = s_.def[o];
  s_.controller[o] = s_.base_controller[o];
  s_.types[o] = cd.types;
  s_.supertypes[o] = cd.supertypes;
  uint64_t* sub = &s_.subtypes[static_cast<size_t>(o) * s_.sub_words];
  for (int w = 0; w < s_.sub_words; ++w) sub[w] = 0;
  for (int32_t st : cd.subtype_ids) sub[st >> 6] |= uint64_t{1} << (st & 63);
  s_.colors[o] = cd.colors;
  s_.keywords[o] = cd.keywords;
  s_.protection[o] = cd.protection & ~kProtChosenColor;
  if ((cd.protection & kProtChosenColor) && s_.chosen_color[o] >= 0)
    s_.protection[o] |= 1u << s_.chosen_color[o];
  s_.ward[o] = cd.ward;
  s_.extra_blocks[o] = static_cast<int8_t>(cd.extra_blocks);  // combat statics (509.1a, 509.1c)
  s_.lure[o] = cd.lure;
  s_.max_one_blocker[o] = cd.max_one_blocker;
  s_.abil_mask[o] = cd.default_abilities;  // layer 4 below may change its land types
  s_.mana_color[o] = cd.default_mana;
  s_.statics_on[o] = cd.all_statics;
  s_.reps_on[o] = cd.all_reps;
  s_.power[o] = s_.base_power[o] = cd.power;
  s_.toughness[o] = s_.base_toughness[o] = cd.toughness;
  if (s_.any_copy) {
    if (CopyExc(o) >= 0) ApplyCopyExceptions(o, CopyExc(o));
    if (FaceDown(o)) SetFaceDownValues(o);  // 708.2, 708.10: over any copy effect
  }
  if (!Def(o).gates.empty() && !FaceDown(o)) ApplyGates(o);  // 711.2, 716.2a (levels.cpp)
  if (!s_.bestowed.empty() && Bestowed(o)) SetBestowedValues(o);  // 702.103b
}

// CR 708.2a, 701.40a: a face-down permanent's values -- a 2/2 creature with no
// text, no name, no subtypes, no color and no mana cost.
void Game::SetFaceDownValues(ObjId o) {
  s_.name_def[o] = -1;
  s_.types[o] = kCreature;
  s_.supertypes[o] = 0;
  uint64_t* sub = &s_.subtypes[static_cast<size_t>(o) * s_.sub_words];
  for (int w = 0; w < s_.sub_words; ++w) sub[w] = 0;
  s_.colors[o] = 0;
  ClearAbilities(o);
  s_.mana_color[o] = -1;
  s_.power[o] = s_.base_power[o] = 2;
  s_.toughness[o] = s_.base_toughness[o] = 2;
  if (Def(o).disguise) {  // 702.168a-b: with ward {2} (its triggered ability, on only now)
    s_.keywords[o] |= kWard, s_.ward[o] = 2;
    if (Def(o).face_down_ability >= 0) s_.abil_mask[o] |= uint64_t{1} << Def(o).face_down_ability;
  }
}

// CR 702.103b: a bestowed spell or permanent is an Aura enchantment (it loses its
// creature type and creature subtypes, 205.1a) with enchant creature (its
// attachment is checked as 702.103f says, sba.cpp).  Applied with its copiable
// values, before every other layer-4 effect (it began applying as it was cast).
void Game::SetBestowedValues(ObjId o) {
  const int aura = Def(o).aura_subtype;
  s_.types[o] = (s_.types[o] & ~kCreature) | kEnchantment;
  uint64_t* sub = &s_.subtypes[static_cast<size_t>(o) * s_.sub_words];
  for (int w = 0; w < s_.sub_words; ++w) sub[w] = 0;
  if (aura >= 0) sub[aura >> 6] |= uint64_t{1} << (aura & 63);
}

// CR 707.9b, 202.1b: some copy exception of it (or of what it copied, 707.3) says
// it has no mana cost.
bool Game::CopyHasNoManaCost(ObjId o) const {
  for (int32_t idx = CopyExc(o); idx >= 0; idx = s_.copy_excs[idx].prev) {
    const CopyException& x = s_.copy_excs[idx];
    if (x.change >= 0 && db_->Get(x.def).changes[x.change].no_mana_cost) return true;
  }
  return false;
}

// CR 707.9a-b: a copy effect's exceptions are part of the copiable values; the
// copied object's own exceptions first (707.3), then this effect's.
void Game::ApplyCopyExceptions(ObjId o, int32_t idx) {
  const CopyException& x = s_.copy_excs[idx];
  if (x.prev >= 0) ApplyCopyExceptions(o, x.prev);
  if (x.blank) SetFaceDownValues(o);  // it copied a face-down permanent (707.2 example)
  if (x.change < 0) return;
  const ChangeDef& c = db_->Get(x.def).changes[x.change];
  s_.types[o] = (s_.types[o] & ~c.remove_types) | c.add_types;
  s_.supertypes[o] = (s_.supertypes[o] & ~c.remove_super) | c.add_super;
  uint64_t* sub = &s_.subtypes[static_cast<size_t>(o) * s_.sub_words];
  for (int32_t st : c.add_subtypes)
    if (st >= 0) sub[st >> 6] |= uint64_t{1} << (st & 63);
  if (c.colors_set) s_.colors[o] = c.set_colors;
  s_.colors[o] |= c.add_colors;
  s_.keywords[o] |= c.add_kw;
  if (c.set_p != kNoPt || c.set_t != kNoPt) {
    // 707.9d: a copy effect that sets power and toughness doesn't copy a CDA
    // that defines them.
    const CardDef& cd = Def(o);
    for (int k = 0; k < static_cast<int>(cd.statics.size()) && k < 32; ++k)
      if (cd.statics[k].cda && (cd.changes[cd.statics[k].change].layers & LayerBit(Layer::k7aCda)))
        s_.statics_on[o] &= ~(1u << k);
    if (c.set_p != kNoPt) s_.power[o] = s_.base_power[o] = c.set_p;
    if (c.set_t != kNoPt) s_.toughness[o] = s_.base_toughness[o] = c.set_t;
  }
}

// CR 707.5 with 707.2-707.3, 707.9b: entering as a copy of `o` -- its copiable
// values (its definition and the exceptions it already has), plus this copy
// effect's exceptions.  The entering object takes the copied definition now, so
// the copied card's own "enters tapped / with / as" replacements apply to this
// same event (707.5).
void Game::EnterAsCopy(Event& e, ObjId o, const ReplacementDef& rp) {
  int32_t exc = CopyExc(o);
  // A copy of a face-down permanent gets its face-down values (707.2 example,
  // 708.2): no text to copy, so the copy keeps its own definition underneath.
  const bool blank = FaceDown(o);
  if (blank) {
    s_.copy_excs.push_back({-1, -1, exc, 1});
    exc = static_cast<int32_t>(s_.copy_excs.size()) - 1;
  }
  if (rp.a >= 0) {
    s_.copy_excs.push_back({s_.def[e.obj], rp.a, exc, 0});
    exc = static_cast<int32_t>(s_.copy_excs.size()) - 1;
  }
  e.copy_face = blank ? s_.def[e.obj] : s_.def[o];
  e.copy_exc = exc;
  ++e.n_copies;
  SetCopyExc(e.obj, exc);
  if (blank) return;
  s_.def[e.obj] = s_.def[o];
  // The replacements it had are gone with its old values; the copied ones are new.
  e.n_applied = 0;
}

// ---------------------------------------------------------------------------
// Turning face up (116.2b special actions)
// ---------------------------------------------------------------------------

// CR 701.40b: any time you have priority you may turn a manifested permanent you
// control face up by paying the mana cost of its card, if that card is a
// creature card with a mana cost; 702.37e: a face-down permanent with morph, for
// its morph cost (both ways for a manifested card with morph, 701.40c).  Its
// copiable values under the face-down status are Def(o): a face-down permanent
// that became a copy turns up as the copy, with the copy's morph cost (707.3).
void Game::EnumerateTurnFaceUp(int p) {
  for (ObjId o : s_.battlefield) {
    if (!FaceDown(o) || s_.controller[o] != p) continue;
    const CardDef& cd = Def(o);
    if (s_.face_down[o] == kManifested && cd.Is(kCreature) && !cd.cost.Empty() && CanPayMana(p, cd.cost, kNoObj))
      actions_.push_back({ActionKind::kTurnFaceUp, o, kNoRef, 0});
    if (cd.morph && CanPayMana(p, cd.morph_cost, kNoObj))
      actions_.push_back({ActionKind::kTurnFaceUp, o, kNoRef, 1});
  }
}

// CR 708.8: its copiable values revert to its normal ones; effects already
// applying to it still apply; it didn't enter, so nothing "enters" triggers.
void Game::TurnFaceUp(int p, ObjId o, int how) {
  // The payment may propose events (a Treasure sacrificed for its mana, 605.3a):
  // they run with the turning face up, before the player has priority again.
  bool proposed = PayMana(p, how == 1 ? Def(o).morph_cost : Def(o).cost, kNoObj) || s_.batch_active;
  SetFaceDown(o, 0);
  dirty();
  if (how == 1 && Def(o).megamorph) {  // 702.37b: "put a +1/+1 counter on it" as it turns face up
    ProposeCounters(o, kPlusOne, 1, o);
    proposed = true;
  }
  actions_valid_ = false;
  // "When this is turned face up" (702.37e): its abilities now exist (708.8).
  RefreshMasks();
  Event e;
  e.kind = EvKind::kTurnedFaceUp;
  e.obj = o;
  e.player = static_cast<int8_t>(p);
  Record(e);
  if (proposed) RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
}

}  // namespace mtg
