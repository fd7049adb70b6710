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
    const int n = m.per == CostModPer::kCount ? CountMatching(m.count_sel, source, seen_by) : 1;
    if (m.generic > 0) *more += m.generic * n;
    else *less += -m.generic * n;
  };
  if (Def(spell).cast_flags & CardDef::kSelfCostMod)
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

}  // namespace mtg
