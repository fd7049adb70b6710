// Levels (CR 711 leveler cards, 716 Class cards): abilities a permanent has only as
// long as a condition about its level holds.
//
// A class level bar (716.2a) is an activated ability ("[Cost]: This Class's level
// becomes N. Activate only if this Class is level N-1 and only as a sorcery": card
// data, Op::kSetClassLevel with AbilityDef::act_cond) and a static ability ("As
// long as this Class is level N or greater, it has [abilities]").  A level symbol
// (711.2a-b) is a static ability ("As long as this creature has at least N1 level
// counters on it, but no more than N2, it has base power and toughness [P/T] and has
// [abilities]"): its P/T and keywords are an ordinary StaticDef with the condition
// kLevelCounters (layers 6 and 7b, in timestamp order); the other abilities it grants
// are a CardDef::Gate.  A gate's abilities are granted as its object's layer-1
// values are set (ResetToCopiable), so any later effect that removes abilities
// (305.7 in layer 4, "loses all abilities" in layer 6) removes them with the static
// ability that grants them.  Only games with such a card pay for it
// (GameState::level_rules).
#include "game.h"

namespace mtg {

int Game::ClassLevel(ObjId o) const {
  for (const auto& lv : s_.levels)
    if (lv.first == o) return lv.second;
  return 1;  // CR 716.2d
}

void Game::SetClassLevel(ObjId o, int n, ObjId source) {
  if (s_.zone[o] != Zone::kBattlefield) return;
  bool found = false;
  for (auto& lv : s_.levels)
    if (lv.first == o) lv.second = n, found = true;
  if (!found) s_.levels.emplace_back(o, n);
  dirty();  // 716.2a: the abilities of its level
  Event e;
  e.kind = EvKind::kClassLevel;
  e.obj = o;
  e.source = source;
  e.player = s_.controller[o];
  e.amount = n;
  Record(e);
}

void Game::ApplyGates(ObjId o) {
  const CardDef& cd = Def(o);
  for (const CardDef::Gate& g : cd.gates) {
    if (!CheckCondition(g.cond, o, s_.controller[o], kNoObj, kNoObj)) continue;
    s_.abil_mask[o] |= g.abilities;
    s_.statics_on[o] |= g.statics;
    s_.reps_on[o] |= g.reps;
  }
}

}  // namespace mtg
