// Replacement and prevention effects on a proposed event (CR 614-616): which apply
// (614.12, 614.15 self-replacement first), who chooses their order (616.1), each at
// most once per event (616.2), and applying one.  The funnel that calls these is
// events.cpp.
#include <algorithm>

#include "choice_ids.h"
#include "game.h"

namespace mtg {

using namespace choice_ids;

// CR 616.1: the affected player, or the controller of the affected object
// (its owner if it has no controller).
int Game::AffectedPlayer(const Event& e) const {
  switch (e.kind) {
    case EvKind::kDamage:
      return IsPlayerRef(e.target) ? RefPlayer(e.target) : s_.controller[e.target];
    case EvKind::kLifeGain: case EvKind::kLifeLoss: case EvKind::kDraw:
      return e.player;
    default:
      if (e.obj != kNoObj) return s_.zone[e.obj] == Zone::kBattlefield ? s_.controller[e.obj] : s_.owner[e.obj];
      return e.player < 0 ? s_.active : e.player;
  }
}

void Game::CollectReplacements(const Event& e, std::vector<int32_t>* out, bool* any_self) {
  out->clear();
  *any_self = false;
  auto applied = [&](int32_t id) {
    for (int i = 0; i < e.n_applied; ++i)
      if (e.applied[i] == id) return true;
    return false;
  };
  const uint32_t bit = EvBit(e.kind);
  // Static replacement abilities of permanents, and (614.12) the entering
  // object's own "enters tapped / with counters".
  auto consider = [&](ObjId src, bool entering) {
    const CardDef& cd = Def(src);
    if (!(cd.replace_mask & bit)) return;
    const int p = s_.controller[src];
    for (int k = 0; k < static_cast<int>(cd.replacements.size()); ++k) {
      const ReplacementDef& rp = cd.replacements[k];
      if (rp.event != e.kind || applied(StaticId(src, k))) continue;
      // A permanent that lost the ability (613.1f, 305.7) no longer replaces anything.
      if (!entering && k < 32 && !((s_.reps_on[src] >> k) & 1)) continue;
      if (entering != (rp.self && e.kind == EvKind::kZoneChange && rp.to == Zone::kBattlefield)) continue;
      if (rp.mode == RepMode::kEscapesWithCounters && !Escaping(e)) continue;  // 702.138c
      if (rp.cond.kind != CondKind::kNone) {  // 614.1d: "enters tapped unless <condition>"
        const int who = entering && e.controller >= 0 ? e.controller : p;
        if (CheckCondition(rp.cond, src, who, kNoObj, kNoObj) == (rp.cond_unless != 0)) continue;
      }
      if (rp.mode == RepMode::kDoubleTokens) {  // tokens being created (111.1: from nowhere)
        if (e.kind != EvKind::kZoneChange || e.from != Zone::kNone || e.to != Zone::kBattlefield) continue;
        const int who = e.controller >= 0 ? e.controller : s_.owner[e.obj];
        if (rp.player != Rel::kAny && (rp.player == Rel::kYou) != (who == p)) continue;
        out->push_back(StaticId(src, k));
        continue;
      }
      if (rp.combat && !e.combat) continue;
      bool ok = false;
      switch (e.kind) {
        case EvKind::kZoneChange:
        case EvKind::kDestroy:
        case EvKind::kCounterPut:
        case EvKind::kCounterRemoved:
        case EvKind::kTap:
        case EvKind::kUntap:
          if (e.kind == EvKind::kZoneChange && (!ZoneOk(rp.from, e.from) || !ZoneOk(rp.to, e.to))) break;
          if ((e.kind == EvKind::kCounterPut || e.kind == EvKind::kCounterRemoved) && rp.b > 0 && e.arg != rp.b - 1) break;
          if (rp.self) ok = e.obj == src;
          else ok = rp.sel >= 0 && Matches(db_->Sel(rp.sel), e.obj, src, p);
          break;
        case EvKind::kDamage:
          if (IsPlayerRef(e.target)) {
            ok = rp.sel >= 0 ? MatchesPlayer(db_->Sel(rp.sel), RefPlayer(e.target), p)
                             : !rp.self && (rp.player == Rel::kAny || (rp.player == Rel::kYou) == (RefPlayer(e.target) == p));
          } else {
            ok = rp.self ? e.target == src : rp.sel >= 0 && Matches(db_->Sel(rp.sel), e.target, src, p);
          }
          break;
        case EvKind::kLifeGain: case EvKind::kLifeLoss: case EvKind::kDraw:
          ok = rp.player == Rel::kAny || (rp.player == Rel::kYou) == (e.player == p);
          break;
        default:
          break;
      }
      if (!ok) continue;
      out->push_back(StaticId(src, k));
      *any_self |= rp.self_replacement != 0;
    }
  };
  // CR 702.52a-b: dredge, a replacement ability of a card in the drawing player's
  // graveyard; not with fewer cards in the library than it would mill.
  if (e.kind == EvKind::kDraw && s_.any_dredge && e.player >= 0 && e.ctr_n == 0)
    for (ObjId o : s_.players[e.player].graveyard) {
      const CardDef& cd = Def(o);
      if (!cd.dredge) continue;
      for (int k = 0; k < static_cast<int>(cd.replacements.size()); ++k) {
        const ReplacementDef& rp = cd.replacements[k];
        if (rp.mode != RepMode::kDredge || applied(StaticId(o, k))) continue;
        if (static_cast<int>(s_.players[e.player].library.size()) < rp.a) continue;
        out->push_back(StaticId(o, k));
      }
    }
  // (708.3: an object put onto the battlefield face down has no such abilities.)
  if (e.kind == EvKind::kZoneChange && e.to == Zone::kBattlefield && e.obj != kNoObj && !e.face_down)
    consider(e.obj, true);
  // A card's replacement ability that works while it is in its owner's hand:
  // "if you would discard this card" (madness 702.35a; 701.9a: discarding).
  if (e.kind == EvKind::kZoneChange && e.from == Zone::kHand && e.cause == Cause::kDiscard && s_.any_hand_abilities &&
      (Def(e.obj).cast_flags & CardDef::kWorksFromHand))
    consider(e.obj, false);
  if (s_.replace_mask & bit) {
    for (ObjId o : s_.battlefield) consider(o, false);
    if (e.kind == EvKind::kDestroy && s_.regen_shields[e.obj] > 0 && !applied(kRegenTag | e.obj))
      out->push_back(kRegenTag | e.obj);
    // CR 702.16e: protection prevents damage from sources with the quality; a
    // prevention effect like any other (616.1).
    if (e.kind == EvKind::kDamage && !IsPlayerRef(e.target) && !applied(kProtTag | e.target) &&
        ProtectedFrom(e.target, e.source))
      out->push_back(kProtTag | e.target);
    for (const Shield& sh : s_.shields) {
      if (sh.event != e.kind || applied(sh.id) || (sh.combat && !e.combat)) continue;
      if (e.kind == EvKind::kZoneChange && (!ZoneOk(sh.from, e.from) || !ZoneOk(sh.to, e.to))) continue;
      if (sh.mode == RepMode::kExileInstead && e.kind == EvKind::kZoneChange && e.to == Zone::kExile) continue;
      bool ok;
      if (sh.sel >= 0) ok = ShieldSelects(sh, e);  // 615.1: whatever matches as it happens
      else if (sh.obj != kNoObj) ok = (sh.by ? e.source : e.obj) == sh.obj;  // 615.1: dealt by / to it
      else if (sh.player >= 0) ok = IsPlayerRef(e.target) ? RefPlayer(e.target) == sh.player : e.player == sh.player && e.kind != EvKind::kDamage;
      else ok = true;
      if (ok) out->push_back(sh.id);
    }
  }
  // CR 614.15: self-replacement effects apply first.
  if (*any_self) {
    out->erase(std::remove_if(out->begin(), out->end(), [&](int32_t id) {
                 return !IsStatic(id) || !Def(StaticObj(id)).replacements[StaticIndex(id)].self_replacement;
               }), out->end());
  }
}

// CR 615.7: if damage from two or more sources would be dealt at the same time to
// a permanent or player with a "prevent the next N damage" shield that can't
// prevent all of it, its player chooses which damage the shield prevents: asked
// as the order in which the shield meets the simultaneous damage events.
bool Game::AskShieldOrder() {
  const Event& e = s_.batch[s_.batch_pos];
  if (e.kind != EvKind::kDamage || e.ordered || e.cancelled) return false;
  for (const Shield& sh : s_.shields) {
    if (sh.mode != RepMode::kPreventN || sh.event != EvKind::kDamage) continue;
    auto hits = [&](const Event& x) {
      if (x.kind != EvKind::kDamage || x.cancelled || (sh.combat && !x.combat)) return false;
      if (sh.obj != kNoObj) return x.obj == sh.obj;
      return sh.player >= 0 && IsPlayerRef(x.target) && RefPlayer(x.target) == sh.player;
    };
    if (!hits(e)) continue;
    std::vector<int32_t> idx;
    int total = 0;
    for (int j = s_.batch_pos; j < static_cast<int>(s_.batch.size()); ++j)
      if (hits(s_.batch[j])) idx.push_back(j), total += s_.batch[j].amount;
    if (idx.size() < 2 || total <= sh.amount) continue;
    s_.rep_options.clear();
    for (int32_t j : idx) s_.rep_options.push_back(kOrderTag | j);
    s_.decision = {DecisionKind::kChooseReplacement, AffectedPlayer(e), 1, 1, kNoObj};
    return true;
  }
  return false;
}

std::string Game::ReplacementText(int32_t id) const {
  if (IsOrder(id)) {
    const Event& x = s_.batch[id & ~kOrderTag];
    return "the prevention shield meets first the " + std::to_string(x.amount) + " damage from " +
           DescribeRef(x.source);
  }
  if (IsStatic(id)) return Def(StaticObj(id)).name + ": " + Def(StaticObj(id)).replacements[StaticIndex(id)].text;
  if (IsRegen(id)) return "regeneration shield of " + DescribeRef(id & ~kRegenTag);
  if (IsProt(id)) return "protection of " + DescribeRef(id & ~kProtTag) + " (prevent the damage)";
  for (const Shield& sh : s_.shields)
    if (sh.id == id) {
      std::string src = sh.source != kNoObj ? Def(sh.source).name + ": " : "";
      switch (sh.mode) {
        case RepMode::kPreventN: return src + "prevent the next " + std::to_string(sh.amount) + " damage";
        case RepMode::kPreventAll:
          return src + "prevent all " + (sh.combat ? "combat " : "") + "damage" + (sh.by && sh.obj != kNoObj ? " dealt by " + DescribeRef(sh.obj) : "");
        case RepMode::kExileInstead: return src + "exile it instead";
        default: return src + "replacement effect";
      }
    }
  return "replacement effect";
}

void Game::Regenerate(ObjId o) {
  // CR 701.19a: tap it, remove all damage from it, remove it from combat.
  TapAsCost(o);  // "becomes tapped" (603.2e) sees it
  s_.damage[o] = 0;
  s_.deathtouch_hit[o] = 0;
  RemoveFromCombat(o);
}

bool Game::ApplyReplacement(Event& e, int32_t id) {
  if (IsOrder(id)) {  // CR 615.7: the chosen damage event goes first
    int j = id & ~kOrderTag;
    std::swap(s_.batch[s_.batch_pos], s_.batch[j]);
    s_.batch[s_.batch_pos].ordered = 1;
    return true;
  }
  if (IsColor(id)) {  // the choice made for "as this enters, choose a color"
    e.chosen = static_cast<int8_t>(id & 7);
    if (e.n_applied < 6) e.applied[e.n_applied++] = s_.choice_static_id;
    return true;
  }
  if (IsChapterChoice(id)) {  // 702.155b: it enters with the chosen number of lore counters
    e.ctr_kind = kLore;
    e.ctr_n += id & 0xff;
    if (e.n_applied < 6) e.applied[e.n_applied++] = s_.choice_static_id;
    return true;
  }
  if (IsAttach(id)) {  // what the entering Aura enchants (303.4f)
    s_.entering_attached = id & ~kAttachTag;
    return true;
  }
  if (IsCreatureType(id)) {  // the choice made for "as this enters, choose a creature type"
    e.chosen_type = static_cast<int16_t>(id & ~kTypeTag);
    if (e.n_applied < 6) e.applied[e.n_applied++] = s_.choice_static_id;
    return true;
  }
  if (IsPay(id)) {  // "you may pay N life. If you don't, it enters tapped" (614.12, 119.4)
    if (e.n_applied < 6) e.applied[e.n_applied++] = s_.choice_static_id;
    const ReplacementDef& rp = Def(StaticObj(s_.choice_static_id)).replacements[StaticIndex(s_.choice_static_id)];
    const int who = e.controller >= 0 ? e.controller : s_.owner[e.obj];
    if (id & 1) PayLifeAsCost(who, rp.a);
    else e.tapped = 1;
    return true;
  }
  if (IsCopy(id)) {  // the choice made for "you may have this enter as a copy" (707.5)
    if (e.n_applied < 6) e.applied[e.n_applied++] = s_.choice_static_id;
    if ((id & kCopyNothing) != kCopyNothing)
      EnterAsCopy(e, id & kCopyNothing, Def(StaticObj(s_.choice_static_id)).replacements[StaticIndex(s_.choice_static_id)]);
    // A bound on copy effects gained by copying (707.9e) that could otherwise go round.
    if (e.n_copies >= 4 && e.n_applied < 6) {
      const CardDef& cd = Def(e.obj);
      for (int k = 0; k < static_cast<int>(cd.replacements.size()) && e.n_applied < 6; ++k)
        if (cd.replacements[k].mode == RepMode::kEnterAsCopy) e.applied[e.n_applied++] = StaticId(e.obj, k);
    }
    return true;
  }
  if (IsStatic(id)) {
    const RepMode m = Def(StaticObj(id)).replacements[StaticIndex(id)].mode;
    if (m == RepMode::kChooseColor || m == RepMode::kEnterAsCopy || m == RepMode::kChooseCreatureType ||
        m == RepMode::kPayLifeOrTapped || m == RepMode::kReadAhead)
      return false;  // the color, type or copied object is chosen first (614.12a)
  }
  if (e.n_applied < 6) e.applied[e.n_applied++] = id;  // CR 616.2
  if (IsProt(id)) {  // CR 702.16e
    e.amount = 0;
    e.cancelled = 1;
    return true;
  }
  if (IsRegen(id)) {  // CR 701.19c: the destruction is replaced
    ObjId o = id & ~kRegenTag;
    s_.regen_shields[o] -= 1;
    Regenerate(o);
    e.cancelled = 1;
    return true;
  }
  RepMode mode;
  int a = 0;
  Shield* sh = nullptr;
  if (IsStatic(id)) {
    const ReplacementDef& rp = Def(StaticObj(id)).replacements[StaticIndex(id)];
    mode = rp.mode;
    a = rp.a;
    // 614.1c; b = kTimesKickedCounters: one for each time it was kicked (702.33d).
    if (mode == RepMode::kEscapesWithCounters) mode = RepMode::kEnterWithCounters;  // 702.138c
    if (mode == RepMode::kEnterWithCounters)
      a = rp.b == kTimesKickedCounters ? e.kicked : rp.b == kXCounters ? EnteringX(e)
          : rp.b == kExiledWithCounters ? EnteringExiledWith(e, rp.sel) : rp.b;
    if (mode == RepMode::kEnterWithCounters) e.ctr_kind = static_cast<int8_t>(rp.a);
  } else {
    for (Shield& x : s_.shields)
      if (x.id == id) sh = &x;
    MTG_CHECK(sh != nullptr, "replacement shield vanished");
    mode = sh->mode;
    a = sh->amount;
  }
  switch (mode) {
    case RepMode::kExileInstead: e.to = Zone::kExile; break;
    case RepMode::kToHandInstead: e.to = Zone::kHand; break;
    case RepMode::kEnterTapped: e.tapped = 1; break;
    case RepMode::kEnterWithCounters: e.ctr_n += a; break;
    case RepMode::kPreventAll: e.amount = 0; e.cancelled = 1; break;  // CR 615.1
    case RepMode::kPreventN: {  // CR 615.7: a shield that wears down
      if (sh == nullptr) {  // a static "prevent N of that damage" (615.10): each event
        e.amount -= std::min(e.amount, a);
        if (e.amount <= 0) e.cancelled = 1;
        break;
      }
      int n = std::min(e.amount, sh->amount);
      e.amount -= n;
      sh->amount -= n;
      if (e.amount <= 0) e.cancelled = 1;
      if (sh->amount <= 0) {
        int32_t gone = sh->id;
        s_.shields.erase(std::remove_if(s_.shields.begin(), s_.shields.end(),
                                        [gone](const Shield& x) { return x.id == gone; }),
                         s_.shields.end());
      }
      break;
    }
    case RepMode::kDouble: e.amount = SatMul(e.amount, 2); break;  // 107.1
    case RepMode::kDoubleTokens: e.amount = Saturate(int64_t{e.amount} * 2 + 1); break;  // it and `amount` more
    case RepMode::kDredge:  // 702.52a: the draw becomes "mill N, return this card" (Perform)
      e.ctr_n = a;
      e.source = StaticObj(id);
      break;
    case RepMode::kPlusN: e.amount = Saturate(int64_t{e.amount} + a); break;
    case RepMode::kSkip: e.cancelled = 1; break;
    case RepMode::kRegenerate: e.cancelled = 1; if (e.obj != kNoObj) Regenerate(e.obj); break;
    case RepMode::kChooseColor: case RepMode::kEnterAsCopy: case RepMode::kChooseCreatureType:
    case RepMode::kEscapesWithCounters: case RepMode::kPayLifeOrTapped: case RepMode::kReadAhead:
      break;  // handled above
  }
  return true;
}

// A static replacement ability worded "you may ... instead" (616.1).
bool Game::OptionalReplacement(int32_t id) const {
  return IsStatic(id) && Def(StaticObj(id)).replacements[StaticIndex(id)].optional;
}

}  // namespace mtg
