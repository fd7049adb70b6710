// Cost increases and reductions (CR 601.2f, 118.7): the step of casting that turns
// the mana cost or alternative cost plus additional costs (601.2b, CastCost in
// stack.cpp) into the total cost that is locked in before paying.  Cards are data:
// a CostMod says which spells, how much and per what; nothing here knows a card.
#include <algorithm>

#include "game.h"

namespace mtg {

// The cost increases (`more`) and reductions (`less`), in generic mana, that apply
// to `spell` as `p` casts it: its own (kSelf: "This spell costs {1} less to cast for
// each artifact you control", affinity 702.41a, working from any zone it is cast
// from) and the static abilities of permanents (604.1: on the battlefield), each
// only while the permanent has that ability (layer 6 may have removed it, 613.1f).
void Game::CostChanges(int p, ObjId spell, int* more, int* less) {
  *more = *less = 0;
  auto add = [&](const CostMod& m, ObjId source, int seen_by) {
    if (m.spell_sel >= 0 && !Matches(db_->Sel(m.spell_sel), spell, source, p)) return;
    for (int k = 0; k < m.nconds; ++k)  // "... if <condition>" (601.2f)
      if (!CheckCondition(m.conds[k], source, seen_by, kNoObj, kNoObj)) return;
    const int n = m.per == CostModPer::kCount            ? CountMatching(m.count_sel, source, seen_by)
                  : m.per == CostModPer::kOtherSpellsCast ? OtherSpellsCastThisTurn()
                                                          : 1;
    if (m.generic > 0) *more += m.generic * n;
    else *less += -m.generic * n;
  };
  // A face-down spell has no abilities (708.2): its own cost changes don't apply.
  if ((Def(spell).cast_flags & CardDef::kSelfCostMod) && spell != face_down_probe_ && !FaceDown(spell))
    for (const CostMod& m : Casting(spell).self_mods) add(m, spell, p);
  Refresh();
  for (ObjId o : s_.battlefield) {
    if (!(Def(o).cast_flags & CardDef::kCostModSource)) continue;
    const int ctl = s_.controller[o];
    for (const CostMod& m : Casting(o).static_mods) {
      if ((m.who == CostModWho::kYours && ctl != p) || (m.who == CostModWho::kOpponents && ctl == p))
        continue;
      if (HasAbility(o, m.ability)) add(m, o, ctl);
    }
  }
}

// "For each other spell cast this turn": the spells all players cast this turn
// (601.2i).  Costs are determined only before the spell being cast becomes cast
// (601.2f comes before 601.2i), so none of them is that spell.
int Game::OtherSpellsCastThisTurn() const {
  int n = 0;
  for (const PlayerState& ps : s_.players) n += ps.spells_cast;
  return n;
}

// CR 601.2f: the total cost is the cost plus all cost increases, minus all cost
// reductions.  Increases come first, so a reduction can take back what an
// increase added (Thalia's {1} more and a {1} less on Lightning Bolt cost {R}).
// CR 118.7a: a generic reduction reduces only the generic component: the colored,
// colorless and hybrid symbols stay; 601.2f: it can't go below {0}.
void AddCostChanges(ManaCost* c, int more, int less) {
  c->generic = std::max(0, c->generic + more - less);
}

void Game::ApplyCostChanges(int p, ObjId spell, ManaCost* c) {
  int more, less;
  CostChanges(p, spell, &more, &less);
  AddCostChanges(c, more, less);
}

// CR 702.37c, 601.2f, 601.3: whether `card` can be cast face down now: {3} plus the
// cost increases and minus the reductions that apply to a face-down spell (708.4).
bool Game::CanCastFaceDown(int p, ObjId card) {
  if (!(s_.cost_rules & kCostRuleMods)) return CanPayMana(p, kFaceDownCost, kNoObj);
  ManaCost c = kFaceDownCost;
  face_down_probe_ = card;
  ApplyCostChanges(p, card, &c);
  face_down_probe_ = kNoObj;
  return CanPayMana(p, c, kNoObj);
}

// ---------------------------------------------------------------------------
// Paying part of the total cost other than with mana (CR 601.2h): convoke
// (702.51a), delve (702.66a), improvise (702.126a).  They are not additional or
// alternative costs and apply only after the total cost is locked in (702.51b,
// 702.66b, 702.126b).
// ---------------------------------------------------------------------------

// An object that could make mana now: tapping it for convoke or improvise would
// take that mana away, so the payer uses only objects that can't.
static bool MakesManaNow(const Game& g, const GameState& s, ObjId o) {
  if (s.tapped[o] || g.SickForTap(o)) return false;
  return s.mana_color[o] >= 0 || s.land_mana[o] || g.Def(o).mana_complex;
}

// Mana first: the other means pay only what the mana sources can't, so creatures
// stay untapped and cards stay in the graveyard when mana alone can pay.  Then,
// one object at a time until the rest can be paid with mana: creatures (convoke)
// pay colored symbols of their colors first; then each creature, artifact
// (improvise) or graveyard card (delve) pays {1}.  The objects used are ones
// that make no mana now (a mana creature's {G} and its convoke {G} are the same),
// so choosing them never changes what the mana sources can pay.
bool Game::PlanOtherPayment(int p, ObjId spell, const ManaCost& total, ManaCost* rest,
                            std::vector<ObjId>* used) {
  if (rest) *rest = total;
  if (used) used->clear();
  if (CanPayMana(p, total, kNoObj)) return true;
  const uint8_t how = Casting(spell).pay_other;
  Refresh();
  ManaCost left = total;
  ObjId cand[128];
  int n = 0;
  if (how & (kConvoke | kImprovise))
    for (ObjId o : s_.battlefield) {
      if (n >= 96) break;
      if (s_.controller[o] != p || s_.tapped[o] || MakesManaNow(*this, s_, o)) continue;
      // CR 702.51a: an untapped creature you control (summoning sickness doesn't
      // matter: convoke is no {T} ability, 302.6); 702.126a: an untapped artifact.
      if (((how & kConvoke) && IsCreature(o)) || ((how & kImprovise) && (s_.types[o] & kArtifact)))
        cand[n++] = o;
    }
  if (how & kDelve)  // CR 702.66a: a card from your graveyard (not one chosen already)
    for (ObjId o : s_.players[p].graveyard)
      if (n < 128 && std::find(s_.other_pay.begin(), s_.other_pay.end(), o) == s_.other_pay.end())
        cand[n++] = o;
  bool taken[128] = {};
  // CR 118.3: with costs that tap other creatures (Springleaf Drum), a creature
  // chosen to convoke can't also be tapped for them: treated as tapped meanwhile.
  const bool extras = (s_.mana_rules & kManaRuleExtras) != 0;
  ObjId marked[128];
  int n_marked = 0;
  auto unmark = [&] {
    for (int i = 0; i < n_marked; ++i) s_.tapped[marked[i]] = 0;
    n_marked = 0;
  };
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < n; ++i) {
      if (taken[i]) continue;
      const ObjId o = cand[i];
      bool pays = false;
      if (pass == 0) {  // CR 702.51a: one mana of the creature's color
        if (!((how & kConvoke) && s_.zone[o] == Zone::kBattlefield && IsCreature(o))) continue;
        for (int c = 0; c < 5 && !pays; ++c)
          if (((s_.colors[o] >> c) & 1) && left.colored[c] > 0) --left.colored[c], pays = true;
      } else if (left.generic > 0) {  // {1}
        --left.generic;
        pays = true;
      }
      if (!pays) continue;
      taken[i] = true;
      if (used) used->push_back(o);
      if (extras && s_.zone[o] == Zone::kBattlefield) s_.tapped[o] = 1, marked[n_marked++] = o;
      if (CanPayMana(p, left, kNoObj)) {
        if (rest) *rest = left;
        unmark();
        return true;
      }
    }
  }
  unmark();
  if (used) used->clear();
  return false;
}

// ---------------------------------------------------------------------------
// Choosing by hand what pays (the kPayOther decision, with manual payment)
// ---------------------------------------------------------------------------

// What `o` pays of `c` (reducing it): a creature tapped for convoke one mana of
// its color if a symbol of it is left (702.51a), else {1}, as does an artifact
// tapped for improvise (702.126a) or a card exiled for delve (702.66a).
static bool OtherMeansPays(Game& g, const GameState& s, uint8_t how, ObjId o, ManaCost* c) {
  if (s.zone[o] == Zone::kBattlefield && (how & kConvoke) && g.IsCreature(o))
    for (int k = 0; k < 5; ++k)
      if (((s.colors[o] >> k) & 1) && c->colored[k] > 0) {
        --c->colored[k];
        return true;
      }
  if (c->generic <= 0) return false;
  --c->generic;
  return true;
}

// An object that may pay part of `spell`'s cost now: an untapped creature (convoke)
// or artifact (improvise) p controls, a card in p's graveyard (delve) not chosen.
bool Game::OtherMeansOption(int p, ObjId spell, ObjId o) {
  const uint8_t how = Casting(spell).pay_other;
  if (s_.zone[o] == Zone::kBattlefield)
    return s_.controller[o] == p && !s_.tapped[o] &&
           (((how & kConvoke) && IsCreature(o)) || ((how & kImprovise) && (s_.types[o] & kArtifact)));
  return (how & kDelve) && s_.zone[o] == Zone::kGraveyard && s_.owner[o] == p &&
         std::find(s_.other_pay.begin(), s_.other_pay.end(), o) == s_.other_pay.end();
}

// The options of the kPayOther decision: each object that pays something and
// leaves the rest payable (with mana and the other means left), then "done" once
// mana alone can pay the rest.
void Game::EnumerateOtherPayment(int p) {
  const ObjId spell = s_.stack.back().obj;
  PayingFor paying(*this, spell);
  const uint8_t how = Casting(spell).pay_other;
  Refresh();
  auto offer = [&](ObjId o) {
    if (!OtherMeansOption(p, spell, o)) return;
    ManaCost rest = s_.pay_cost;
    if (!OtherMeansPays(*this, s_, how, o, &rest)) return;
    bool ok;
    if (s_.zone[o] == Zone::kBattlefield) {  // as if tapped: its mana is gone
      s_.tapped[o] = 1;
      ok = PlanOtherPayment(p, spell, rest, nullptr, nullptr);
      s_.tapped[o] = 0;
    } else {
      s_.other_pay.push_back(o);
      ok = PlanOtherPayment(p, spell, rest, nullptr, nullptr);
      s_.other_pay.pop_back();
    }
    if (ok) actions_.push_back({ActionKind::kCostObject, o});
  };
  if (how & (kConvoke | kImprovise))
    for (ObjId o : s_.battlefield) offer(o);
  if (how & kDelve)
    for (ObjId o : s_.players[p].graveyard) offer(o);
  if (CanPayMana(p, s_.pay_cost, kNoObj)) actions_.push_back({ActionKind::kDone});
}

// CR 601.2h: the chosen object pays its part now: tapped (convoke, improvise) or,
// for delve, exiled with the rest of the costs.
void Game::ChooseOtherMeans(ObjId o) {
  OtherMeansPays(*this, s_, Casting(s_.stack.back().obj).pay_other, o, &s_.pay_cost);
  if (s_.zone[o] == Zone::kBattlefield) TapAsCost(o);
  else s_.other_pay.push_back(o);
}

// CR 601.2h: the objects chosen pay their part: creatures and artifacts are
// tapped (702.51a, 702.126a), graveyard cards exiled (702.66a).
void Game::PayOtherMeans(ObjId spell) {
  // CR 702.66a, 607.2a: a card that counts the cards "exiled with it" keeps them.
  bool keep = false;
  for (const ReplacementDef& rp : Def(spell).replacements) keep |= rp.b == kExiledWithCounters;
  if (keep) {
    std::vector<ObjId> delved;
    for (ObjId o : s_.other_pay)
      if (s_.zone[o] == Zone::kGraveyard) delved.push_back(o);
    for (StackItem& it : s_.stack)
      if (it.is_spell && it.obj == spell && !delved.empty()) {
        s_.obj_sets.push_back(std::move(delved));
        it.delved = static_cast<int32_t>(s_.obj_sets.size());
        break;
      }
  }
  for (ObjId o : s_.other_pay) {
    if (s_.zone[o] == Zone::kBattlefield) TapAsCost(o);
    else ProposeZoneChange(o, Zone::kExile, Cause::kEffect, spell);
  }
  s_.other_pay.clear();
}

}  // namespace mtg
