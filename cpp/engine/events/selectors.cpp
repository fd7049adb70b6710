// Selectors (DESIGN point 4) and targets (CR 115): one compiled predicate over
// derived characteristics, used by targets, "each"/"all" effects, counts,
// trigger conditions and replacement effects.
#include "game.h"

namespace mtg {

static bool CmpOk(Cmp c, int have, int want) {
  switch (c) {
    case Cmp::kNone: return true;
    case Cmp::kLe: return have <= want;
    case Cmp::kGe: return have >= want;
    case Cmp::kEq: return have == want;
  }
  return true;
}

bool Game::ProtectedFrom(ObjId o, ObjId source) {
  Refresh();
  if (source == kNoObj || !(s_.keywords[o] & kProtection)) return false;
  const uint32_t q = s_.protection[o];
  return (q & kProtEverything) || (q & s_.colors[source] & 0x1f) ||
         ((q & kProtCreatures) && (s_.types[source] & kCreature));
}

// CR 702.11d: "hexproof from <quality>": the spell, or the source of the ability,
// that would target `o` has one of its qualities.
__attribute__((noinline)) bool Game::HexproofFrom(ObjId o, ObjId source) {
  if (source == kNoObj) return false;
  Refresh();
  const uint32_t q = Def(o).hexproof_from;
  const uint32_t colors = s_.colors[source] & 0x1f;
  const int n = __builtin_popcount(colors);
  const uint32_t types = s_.types[source];
  return (q & colors) || ((q & kHexFromMonocolored) && n == 1) || ((q & kHexFromMulticolored) && n >= 2) ||
         ((q & kHexFromArtifacts) && (types & kArtifact)) || ((q & kHexFromEnchantments) && (types & kEnchantment)) ||
         ((q & kHexFromCreatures) && (types & kCreature)) || ((q & kHexFromPlaneswalkers) && (types & kPlaneswalker)) ||
         ((q & kHexFromInstants) && (types & kInstant)) || ((q & kHexFromSorceries) && (types & kSorcery));
}

// CR 615.1: a prevention shield over a selector ("dealt to creatures", "dealt by
// nongreen creatures", "dealt to players") meets the damage event `e`.
__attribute__((noinline)) bool Game::ShieldSelects(const Shield& sh, const Event& e) {
  const Selector& sel = db_->Sel(sh.sel);
  if (sh.by) return e.source != kNoObj && sel.players != 2 && Matches(sel, e.source, sh.source, sh.controller);
  if (IsPlayerRef(e.target)) return MatchesPlayer(sel, RefPlayer(e.target), sh.controller);
  return e.obj != kNoObj && sel.players != 2 && s_.zone[e.obj] == sel.zone && Matches(sel, e.obj, sh.source, sh.controller);
}

bool Game::MatchesPlayer(const Selector& sel, int q, int p) const {
  if (sel.players == 0 || q < 0 || q >= s_.num_players || s_.players[q].lost) return false;
  return RelOk(sel.player_rel, q, p);
}

// Evaluated on the row as it is (for an object that has left a zone, its last
// known information, CR 608.2h / 603.10).
bool Game::MatchesImpl(const Selector& sel, ObjId o, ObjId source, int p, bool mapped) {
  if (sel.players == 2) return false;
  if (o < 0 || o >= static_cast<ObjId>(s_.def.size())) return false;
  Refresh();
  const CardDef& cd = Def(o);
  const bool on_bf = s_.zone[o] == Zone::kBattlefield;
  const bool live = on_bf || s_.zone[o] == Zone::kNone;
  // CR 708.2, 708.4: a face-down spell (or a card whose face-down cast is being
  // judged, 601.3) is a 2/2 creature with no name, color, subtypes or abilities.
  const bool fd = !live && s_.any_morph && (o == face_down_probe_ || FaceDown(o));
  // Off the battlefield, characteristics are the card's (no effects apply there yet).
  const uint32_t types = live ? s_.types[o] : fd ? uint32_t{kCreature} : cd.types;
  if (sel.types_any && !(types & sel.types_any)) return false;
  if ((types & sel.types_all) != sel.types_all) return false;
  if (types & sel.types_none) return false;
  // Rare: a text change may rewrite the selector's words (612.1) or it names "the
  // chosen type" (614.12a); card types are neither, so they were tested first.
  if (__builtin_expect(s_.rare_sel, 0) && !mapped) return MatchesRare(sel, o, source, p);
  const uint32_t supers = live ? s_.supertypes[o] : fd ? 0 : cd.supertypes;
  if (sel.supertypes_any && !(supers & sel.supertypes_any)) return false;
  const uint32_t colors = live ? s_.colors[o] : fd ? 0 : cd.colors;
  if (sel.colors_any && !(colors & sel.colors_any) &&  // CR 105.4: "multicolored", two or more colors
      (sel.colors_any != kSelMulticolored || __builtin_popcount(colors & 0x1f) < 2))
    return false;
  if (colors & sel.colors_none) return false;
  const KwBits kws = live ? s_.keywords[o] : fd ? 0 : cd.keywords;
  if (sel.kw_any && !(kws & sel.kw_any)) return false;
  if (kws & sel.kw_none) return false;
  if (sel.subtype != -1) {  // layer 4's subtypes (205.3) for permanents and LKI
    if (sel.subtype < 0) return false;  // "of the chosen type" with no type chosen (614.12a)
    bool has = false;
    if (fd) return false;  // a face-down object has no subtypes (708.2)
    if (live)
      has = (s_.subtypes[static_cast<size_t>(o) * s_.sub_words + (sel.subtype >> 6)] >> (sel.subtype & 63)) & 1;
    else
      for (int32_t st : cd.subtype_ids) has |= st == sel.subtype;
    if (!has) return false;
  }
  if (supers & sel.supertypes_none) return false;
  if (sel.not_subtype >= 0 && !fd) {  // a face-down object has no subtypes (708.2)
    bool has = false;
    if (live)
      has = (s_.subtypes[static_cast<size_t>(o) * s_.sub_words + (sel.not_subtype >> 6)] >> (sel.not_subtype & 63)) & 1;
    else
      for (int32_t st : cd.subtype_ids) has |= st == sel.not_subtype;
    if (has) return false;
  }
  if (!RelOk(sel.controller, s_.controller[o], p)) return false;
  if (!RelOk(sel.owner, s_.owner[o], p)) return false;
  if (sel.another && o == source) return false;
  if (sel.tapped && (s_.tapped[o] != 0) != (sel.tapped == 1)) return false;
  if (sel.token && (s_.card_is_token[s_.card[o]] != 0) != (sel.token == 1)) return false;
  if (sel.combat) {
    bool att = s_.attacking[o] != kNoRef, blk = s_.blocking[o] != kNoObj;
    if (sel.combat == 1 && !att) return false;
    if (sel.combat == 2 && !blk) return false;
    if (sel.combat == 3 && !att && !blk) return false;
  }
  if (!CmpOk(sel.power_cmp, live ? s_.power[o] : fd ? 2 : cd.power, sel.power)) return false;
  if (!CmpOk(sel.tough_cmp, live ? s_.toughness[o] : fd ? 2 : cd.toughness, sel.tough)) return false;
  if (sel.mv_cmp != Cmp::kNone && !CmpOk(sel.mv_cmp, fd ? 0 : ManaValue(o), sel.mv)) return false;
  if (__builtin_expect(sel.extra, 0) && !MatchesExtra(sel, o, source, p, live, fd)) return false;
  return true;
}

// The selector's rarer requirements (Selector::extra), out of the hot path: what a
// stack object targets (115.10), total power and toughness, mana value equal to the
// counters of a kind on the source.
__attribute__((noinline)) bool Game::MatchesExtra(const Selector& sel, ObjId o, ObjId source, int p, bool live,
                                                  bool fd) {
  if (sel.targets >= 0 && !TargetsMatching(SpellRecord(o), sel.targets, source, p)) return false;
  if (sel.pt_cmp != Cmp::kNone) {
    const CardDef& cd = Def(o);
    const int pw = live ? s_.power[o] : fd ? 2 : cd.power, th = live ? s_.toughness[o] : fd ? 2 : cd.toughness;
    if (!CmpOk(sel.pt_cmp, pw + th, sel.pt)) return false;
  }
  if (sel.mv_counter >= 0 && (source == kNoObj || (fd ? 0 : ManaValue(o)) != Counter(source, sel.mv_counter)))
    return false;
  return true;
}

// CR 115.10: "a spell that targets a permanent you control": one of the stack
// object's chosen targets (a player, or an object in the selector's zone) matches
// selector `si` now.
__attribute__((noinline)) bool Game::TargetsMatching(const StackItem* it, int32_t si, ObjId source, int p) {
  if (it == nullptr) return false;
  const Selector& want = db_->Sel(si);
  for (int t = 0; t < it->num_targets; ++t) {
    const Ref r = it->targets[t];
    if (r == kNoRef) continue;
    if (IsPlayerRef(r)) {
      if (MatchesPlayer(want, RefPlayer(r), p)) return true;
    } else if (r >= 0 && r < static_cast<Ref>(s_.def.size()) && want.players != 2 &&
               s_.zone[r] == want.zone && Matches(want, r, source, p)) {
      return true;
    }
  }
  return false;
}

// The selector as its source's text and choices say now: words a text change
// replaced (612.1; MapSelector), "the chosen type" (614.12a) resolved.  Out of line:
// the usual selector never comes here.
__attribute__((noinline)) bool Game::MatchesRare(const Selector& sel, ObjId o, ObjId source, int p) {
  Selector m = sel;
  if (s_.any_text && source != kNoObj) {
    Refresh();
    if (HasTextSwaps(source)) m = MapSelector(sel, source);
  }
  if (m.subtype == kChosenSubtype) {
    m.subtype = source != kNoObj ? ChosenType(source) : -1;
    if (m.subtype < 0) return false;  // nothing was chosen: nothing is of the chosen type
  }
  if (m.not_subtype == kChosenSubtype) m.not_subtype = source != kNoObj ? ChosenType(source) : -1;
  return MatchesImpl(m, o, source, p, true);
}

// "X or Y" between whole selectors (Selector::alt): the alternatives in turn.
__attribute__((noinline)) bool Game::MatchesAlt(const Selector& sel, ObjId o, ObjId source, int p) {
  return Matches(db_->Sel(sel.alt), o, source, p);
}

int Game::CountMatching(int32_t si, ObjId source, int p) {
  if (si < 0) return 0;
  const Selector& sel = db_->Sel(si);
  int n = 0;
  if (sel.players)
    for (int q = 0; q < s_.num_players; ++q) n += MatchesPlayer(sel, q, p);
  if (sel.players == 2) return n;
  ForEachInZone(sel.zone, [&](ObjId o) { n += Matches(sel, o, source, p); });
  return n;
}

// Player q as a target of p's spell or ability: the selector, and (613.11) a
// player with hexproof can't be the target of opponents' spells and abilities,
// one with shroud of any (702.11c, 702.18c).  Out of line, so IsLegalTarget's
// object path (the hot one) keeps its shape.
__attribute__((noinline)) bool Game::PlayerTargetable(const Selector& sel, int q, int p) const {
  const uint16_t rules = s_.players[q].rules;
  if ((rules & kPlayerShroud) || ((rules & kPlayerHexproof) && q != p)) return false;
  return MatchesPlayer(sel, q, p);
}

// CR 115.1-115.4 with hexproof (702.11b), shroud (702.18a), protection (702.16b)
// and "can't be the target" of the targeting player.  `p` controls the spell or
// ability; `source` is its source (for protection from its qualities).
bool Game::IsLegalTarget(int p, const TargetSpec& t, Ref r, ObjId source) {
  if (r == kNoRef || t.sel < 0) return false;
  const Selector& sel = db_->Sel(t.sel);
  if (IsPlayerRef(r)) return PlayerTargetable(sel, RefPlayer(r), p);
  if (r < 0 || r >= static_cast<Ref>(s_.def.size()))  // an ability on the stack (115.2), or nothing
    return IsAbilityRef(r) && StackTargetOk(sel, r) &&
           (sel.targets < 0 || TargetsMatching(FindStackItem(r), sel.targets, source, p));
  if (s_.zone[r] != sel.zone) {
    // Zone::kNone: "target spell or permanent" (612.1: Artificial Evolution)
    if (sel.zone != Zone::kNone || (s_.zone[r] != Zone::kBattlefield && s_.zone[r] != Zone::kStack)) return false;
  }
  if (r == source && s_.zone[r] == Zone::kStack) return false;  // CR 115.5: not itself
  if (sel.zone == Zone::kStack && !SpellTargetOk(sel, r, source)) return false;
  if (!Matches(sel, r, source, p)) return false;
  if (s_.zone[r] == Zone::kBattlefield) {
    const KwBits kw = s_.keywords[r];
    if (kw & kShroud) return false;
    if ((kw & kHexproof) && s_.controller[r] != p) return false;
    if ((kw & kHexproofFrom) && s_.controller[r] != p && HexproofFrom(r, source)) return false;  // 702.11d
    if (ProtectedFrom(r, source)) return false;  // 702.16b
  }
  return true;
}

// A spell on the stack as a target: not itself (CR 115.5); the kinds of stack
// objects the selector names (115.2); "with a single target" (115.9a).
__attribute__((noinline)) bool Game::SpellTargetOk(const Selector& sel, Ref r, ObjId source) {
  if (r == source) return false;
  if (sel.stack_objs && !(sel.stack_objs & kStackSpells)) return false;
  return !sel.single_target || StackTargetOk(sel, r);
}

void Game::EnumerateTargets(int p, const TargetSpec& t, ObjId source, std::vector<Ref>* out) {
  const Selector& sel = db_->Sel(t.sel);
  if (sel.players)
    for (int q = 0; q < s_.num_players; ++q)
      if (IsLegalTarget(p, t, PlayerRef(q), source)) out->push_back(PlayerRef(q));
  if (sel.players == 2) return;
  if (sel.zone == Zone::kStack && (sel.stack_objs & (kStackActivated | kStackTriggered))) {
    EnumerateStackTargets(p, t, source, out);  // abilities too (115.2)
    return;
  }
  // Spells on the stack ("target spell", CR 115.1b) come top first.
  ForEachInZone(sel.zone, [&](ObjId o) {
    if (IsLegalTarget(p, t, o, source)) out->push_back(o);
  });
}

// CR 601.2c, 115.1d: slot k of ability `ab` needs a choice ("up to N": only the
// first N slots' minimum does); the i-th slot of one instance of "target" needs i + 1
// different legal choices (115.3: the same object only once per instance).
__attribute__((noinline, cold)) bool Game::CanChooseTargetOf(int p, const AbilityDef& ab, int k, ObjId source) {
  const TargetSpec& t = ab.targets[k];
  const int i = k - t.first;
  if (i >= ab.targets[t.first].min) return true;  // may choose fewer ("up to"), even none
  if (i == 0) return HasLegalTarget(p, t, source);
  std::vector<Ref> found;
  EnumerateTargets(p, t, source, &found);
  return static_cast<int>(found.size()) > i;
}

bool Game::HasLegalTarget(int p, const TargetSpec& t, ObjId source) {
  const Selector& sel = db_->Sel(t.sel);
  if (sel.players)
    for (int q = 0; q < s_.num_players; ++q)
      if (IsLegalTarget(p, t, PlayerRef(q), source)) return true;
  if (sel.players == 2) return false;
  if (sel.zone == Zone::kBattlefield) {
    for (ObjId o : s_.battlefield)
      if (IsLegalTarget(p, t, o, source)) return true;
    return false;
  }
  std::vector<Ref> found;
  EnumerateTargets(p, t, source, &found);
  return !found.empty();
}

}  // namespace mtg
