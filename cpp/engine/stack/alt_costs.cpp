// Alternative costs (CR 118.9): one record (AltCost) per way a card may be cast
// for something other than its mana cost: where from, the cost, when it may be
// paid, and what paying it changes (flashback 702.34, evoke 702.74, dash 702.109,
// overload 702.96, madness 702.35, foretell 702.143, spectacle 702.137, escape
// 702.138), plus
// "without paying its mana cost", which effects grant (Omniscience; 608.2g casts
// during a resolution).  Casting itself is stack.cpp's; the cast choices are
// ActionKind::kCast with arg = 1 + the alternative cost's index.
#include <algorithm>

#include "game.h"

namespace mtg {

// CR 118.9, 107.3b: "without paying its mana cost": nothing for the mana cost, so
// X is 0; additional costs (kicker) may still be paid (118.9d, 601.2f).
const AltCost& WithoutPayingCost() {
  static const AltCost c = [] {
    AltCost a;
    a.kind = AltCostKind::kWithoutPaying;
    a.from = Zone::kNone;
    return a;
  }();
  return c;
}

// When the alternative cost may be paid, besides the zone the card is in.
bool Game::AltWhenMet(int p, ObjId o, const AltCost& ac) {
  switch (ac.when) {
    case AltWhen::kAlways: return true;
    case AltWhen::kByEffect: return false;  // only the effect that allows it (madness's trigger)
    case AltWhen::kOpponentLostLife:  // 702.137a
      for (int q = 0; q < s_.num_players; ++q)
        if (q != p && s_.players[q].life_lost > 0) return true;
      return false;
    case AltWhen::kNotYourTurn: return s_.active != p;  // "If it's not your turn, ..."
    case AltWhen::kForetoldEarlier:  // 702.143a: after the turn it was foretold
      for (const auto& pr : s_.foretold)
        if (pr.first == o) return pr.second < s_.turn;
      return false;
    case AltWhen::kProwl: {  // 702.76a: any of the spell's creature types
      const auto& t = s_.combat_damage_types;
      const size_t w = static_cast<size_t>(s_.sub_words);
      if (t.empty()) return false;
      for (int32_t st : Def(o).subtype_ids)
        if (db_->SubtypeKind(st) == kSubCreature && st < static_cast<int32_t>(w * 64) &&
            ((t[p * w + (st >> 6)] >> (st & 63)) & 1))
          return true;
      return false;
    }
  }
  return false;
}

// CR 118.9, 702.138b: the AltCostKind + 1 paid for `o`: a spell on the stack (its
// stack record; a copy keeps the original's, 707.10), or a permanent (the spell it
// was, recorded as it entered: AltPaid); 0: none.
int Game::AltPaidNow(ObjId o) const {
  if (o == kNoObj) return 0;
  if (s_.zone[o] == Zone::kStack) {
    for (const StackItem& it : s_.stack)
      if (it.is_spell && it.obj == o) return it.alt < 0 ? 0 : 1 + static_cast<int>(AltOf(o, it.alt).kind);
    return 0;
  }
  return AltPaid(o);
}

// CR 107.3m: the X of the resolving spell that is becoming the permanent (its stack
// record, there until it moves); 0 for a permanent that wasn't a spell.
int Game::EnteringX(const Event& e) const {
  if (e.from != Zone::kStack) return 0;
  for (const StackItem& it : s_.stack)
    if (it.is_spell && it.obj == e.obj) return it.x;
  return 0;
}

int Game::EnteringExiledWith(const Event& e, int32_t sel) {
  if (e.from != Zone::kStack) return 0;
  for (const StackItem& it : s_.stack) {
    if (!it.is_spell || it.obj != e.obj || it.delved <= 0) continue;
    int n = 0;
    const int p = it.controller;
    for (ObjId o : s_.obj_sets[it.delved - 1]) {
      const ObjId now = s_.card_obj[s_.card[o]];  // the card's row in exile (400.7)
      if (now != kNoObj && s_.zone[now] == Zone::kExile &&
          (sel < 0 || Matches(db_->Sel(sel), now, e.obj, p)))
        ++n;
    }
    return n;
  }
  return 0;
}

bool Game::Escaping(const Event& e) const {
  return e.from == Zone::kStack && e.alt >= 0 && AltOf(e.obj, e.alt).kind == AltCostKind::kEscape;
}

// CR 702.138a: `o` is another card in p's graveyard that the alternative cost of
// `spell` may exile ("exile N other cards from your graveyard"), not chosen yet.
// CR 118.9: "exile a blue card from your hand": a card of p's hand matching the cost's
// selector (the spell itself is on the stack by then, 601.2a).
bool Game::AltExileOption(int p, ObjId spell, ObjId o, const AltCost& ac) {
  const Zone z = ac.take_from == Zone::kNone ? ac.from : ac.take_from;
  // Daze: a permanent its caster controls; else a card its caster owns.
  const bool mine = z == Zone::kBattlefield ? s_.controller[o] == p : s_.owner[o] == p;
  if (o == spell || s_.zone[o] != z || !mine ||
      std::find(s_.alt_exile.begin(), s_.alt_exile.end(), o) != s_.alt_exile.end())
    return false;
  return ac.exile_sel < 0 || Matches(db_->Sel(ac.exile_sel), o, spell, p);
}

// The objects an alternative cost taking cards or permanents may choose among.
const std::vector<ObjId>& Game::AltExileZone(int p, const AltCost& ac) const {
  const Zone z = ac.take_from == Zone::kNone ? ac.from : ac.take_from;
  return z == Zone::kBattlefield ? s_.battlefield : z == Zone::kHand ? s_.players[p].hand : s_.players[p].graveyard;
}

// CR 118.9, 601.2a: the alternative costs `o` (in p's `from` zone) may be cast for now.
void Game::EnumerateAltCasts(int p, ObjId o, Zone from) {
  const CastingDef& cs = Casting(o);
  for (int k = 0; k < static_cast<int>(cs.alt_costs.size()); ++k) {
    const AltCost& ac = cs.alt_costs[k];
    if (ac.from == from && AltWhenMet(p, o, ac) && CastableFrom(p, o, k, nullptr))
      actions_.push_back({ActionKind::kCast, o, kNoRef, k + 1});
  }
}

// CR 118.9: p's cast choices besides mana costs, after those (EnumerateActions):
// for each nonland card in p's hand, its alternative costs from hand (evoke, dash,
// overload, spectacle), foretelling it (702.143a) and "without paying its mana
// cost" (Omniscience, a 613.11 rule); then p's foretold cards in exile.
void Game::EnumerateAltCasts(int p) {
  const bool free = (s_.players[p].rules & kCastFromHandFree) != 0;
  for (ObjId o : s_.players[p].hand) {
    const CardDef& cd = Def(o);
    if (cd.Is(kLand)) continue;  // CR 305.1: a land is played, not cast
    if (cd.cast_flags & (CardDef::kAltFromHand | CardDef::kAltFromExile)) {
      EnumerateAltCasts(p, o, Zone::kHand);
      if (CanForetell(p, o)) actions_.push_back({ActionKind::kForetell, o});
    }
    if (free && CastableFrom(p, o, kAltWithoutPaying, nullptr))
      actions_.push_back({ActionKind::kCast, o, kNoRef, kAltWithoutPaying + 1});
  }
  if (!s_.foretold.empty()) EnumerateForetold(p);
}

// CR 702.143a: p's foretold cards, castable for their foretell cost after the turn
// they were foretold; and (the special action, 116.2h) foretelling a card from
// hand during p's turn.
void Game::EnumerateForetold(int p) {
  for (size_t i = 0; i < s_.foretold.size(); ++i) {
    const ObjId o = s_.foretold[i].first;
    if (s_.zone[o] == Zone::kExile && s_.owner[o] == p) EnumerateAltCasts(p, o, Zone::kExile);
  }
}

bool Game::CanForetell(int p, ObjId o) {
  if (p != s_.active || !(Def(o).cast_flags & CardDef::kAltFromExile)) return false;
  bool has = false;
  for (const AltCost& ac : Casting(o).alt_costs) has |= ac.kind == AltCostKind::kForetell;
  if (!has) return false;
  ManaCost two;
  two.generic = 2;
  return CanPayMana(p, two, kNoObj);
}

// CR 702.143a-b: pay {2} and exile the card from hand face down: a special action
// (no stack); the player keeps priority (117.3c).
void Game::Foretell(int p, ObjId o) {
  ManaCost two;
  two.generic = 2;
  bool proposed = PayMana(p, two, kNoObj) || s_.batch_active;
  (void)proposed;
  ProposeZoneChange(o, Zone::kExile, Cause::kEffect);
  const CardIdx card = s_.card[o];
  RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
  const ObjId n = s_.card_obj[card];
  if (n != kNoObj && s_.zone[n] == Zone::kExile) s_.foretold.emplace_back(n, s_.turn);
}

// CR 608.2g: "you may cast <card> [without paying its mana cost | for its <kind>
// cost]" while an effect resolves: the player is asked, then casts it following
// 601.2a-i (announcements, targets, paying) with no priority afterwards; the
// resolution goes on once it is cast.  Stages: 0 ask, 1 answered, 2 cast,
// 3 not cast and put into a graveyard; kCastHalfStage + k: a split card's half k
// offered (709.3: the player chooses the half to cast, one "cast <half>?" at a
// time; 709.3a: only that half is evaluated to see if it can be cast).
int Game::ExecCastCard(VmFrame& f, const Instr& in) {
  const int p = f.controller;
  const ObjId card = static_cast<ObjId>(f.left);
  auto alt_of = [&](ObjId o) {
    if (in.c == static_cast<int>(AltCostKind::kWithoutPaying)) return kAltWithoutPaying;
    const CastingDef& cs = Casting(o);
    for (int k = 0; k < static_cast<int>(cs.alt_costs.size()); ++k)
      if (static_cast<int>(cs.alt_costs[k].kind) == in.c) return k;
    return -1;
  };
  auto not_cast = [&](ObjId o) {
    f.did = false;
    if (!(in.a & 2) || o == kNoObj || s_.zone[o] != Zone::kExile) return 1;
    f.stage = 3;  // 702.35a: "If that player doesn't, they put this card into their graveyard."
    ProposeZoneChange(o, Zone::kGraveyard, Cause::kEffect, f.source);
    if (!RunBatch()) {
      s_.batch_owner = BatchOwner::kVm;
      return kVmSuspend;
    }
    return 1;
  };
  // Casts `card` (as `face`, or as itself: -1) and marks its spell "exile instead".
  auto cast = [&](DefId face) {
    f.stage = 2;
    s_.nested_cast = 1;
    BeginCast(p, card, alt_of(card), false, face);
    for (size_t i = s_.stack.size(); i-- > 0;)
      if (s_.stack[i].is_spell && s_.zone[s_.stack[i].obj] == Zone::kStack && s_.card[s_.stack[i].obj] == s_.card[card]) {
        s_.stack[i].exile_instead = in.a & 1;
        break;
      }
    if (s_.decision.kind != DecisionKind::kNone || s_.batch_owner == BatchOwner::kVm) {
      s_.nested_cast = 2;  // casting goes on with decisions; FinishPayment resumes us
      return kVmSuspend;
    }
    s_.nested_cast = 0;
    f.did = true;
    return 1;
  };
  // CR 709.3, 709.3a: offers the halves of split card `o` from half `k` on that can
  // be cast this way; none left: not cast.
  auto offer_half = [&](ObjId o, int alt, int k) {
    const std::vector<DefId>& halves = db_->Faces(s_.def[o]);
    for (; k < static_cast<int>(halves.size()); ++k)
      if (CastableAsFace(p, o, halves[k], alt, true)) {
        f.left = o;
        f.stage = kCastHalfStage + k;
        s_.decision = {DecisionKind::kYesNo, p, 0, 1, o};  // "you may cast <half>"
        return kVmSuspend;
      }
    return not_cast(o);
  };
  if (f.stage >= kCastHalfStage) {  // half k was offered
    const int k = f.stage - kCastHalfStage;
    if (f.did) return cast(db_->Faces(s_.def[card])[k]);
    return offer_half(card, alt_of(card), k + 1);
  }
  switch (f.stage) {
    case 0: {
      Subjects(f, in, &scratch_);
      ObjId o = kNoObj;
      for (Ref r : scratch_)
        if (!IsPlayerRef(r)) { o = static_cast<ObjId>(r); break; }
      // 400.7: "it", the card an earlier instruction moved (exiled), is found there.
      if (o != kNoObj && in.subj == Subj::kIt && s_.zone[o] == Zone::kNone) o = s_.card_obj[s_.card[o]];
      if (o == kNoObj || s_.zone[o] == Zone::kNone || s_.zone[o] == Zone::kBattlefield || s_.zone[o] == Zone::kStack)
        return not_cast(kNoObj);
      const int alt = alt_of(o);
      if (Def(o).layout == Layout::kSplit)  // 709.3: a half is cast (without paying: 118.9)
        return alt == kAltWithoutPaying ? offer_half(o, alt, 0) : not_cast(o);
      if (alt < 0 || (alt != kAltWithoutPaying && AltOf(o, alt).from != s_.zone[o]) ||
          !CastableFrom(p, o, alt, nullptr, true))
        return not_cast(o);
      f.left = o;
      f.stage = 1;
      s_.decision = {DecisionKind::kYesNo, p, 0, 1, o};  // "you may"
      return kVmSuspend;
    }
    case 1:
      if (!f.did) return not_cast(card);
      return cast(-1);
    case 2:
      s_.nested_cast = 0;
      f.did = true;
      return 1;
    default:
      return 1;
  }
}

}  // namespace mtg
