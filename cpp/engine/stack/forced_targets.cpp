// Requirements on the targets a player chooses while casting a spell or activating
// an ability (CR 601.2c, 602.2b): "While an opponent is choosing targets as part of
// casting a spell they control or activating an ability they control, that player
// must choose at least one Flagbearer on the battlefield if able." (a rules effect on
// that player, 613.11: PlayerRule kMustTargetFlagbearer).
#include "game.h"

namespace mtg {

bool Game::IsFlagbearer(Ref r) {
  const int32_t fb = db_->FlagbearerSubtype();
  return fb >= 0 && r >= 0 && !IsAbilityRef(r) && r != kNoRef && s_.zone[r] == Zone::kBattlefield &&
         HasSubtype(static_cast<ObjId>(r), fb);
}

// Called with the target actions of the slot s_.target_index just enumerated
// (actions_[from..]) and whether "done" (no more targets of this instance of the
// word "target", 601.2c) would be offered.  The requirement is on the whole choice:
// the player may choose anything for this slot as long as a later slot can still
// take a Flagbearer; otherwise, if this slot can, it must (and it can't stop here).
// Targets are only chosen this way while casting or activating (the item is no
// triggered ability: 603.3d is not "activating").
void Game::FlagbearerFilter(int p, const StackItem& it, size_t from, bool* allow_done) {
  if (!(s_.players[p].rules & kMustTargetFlagbearer) || it.is_trigger) return;
  for (int k = 0; k < s_.target_index; ++k)
    if (IsFlagbearer(it.targets[k])) return;  // "at least one" already chosen
  const AbilityDef& ab = ItemAbility(it);
  const int head = ab.targets[s_.target_index].first;
  bool later_same = false, later_other = false;
  std::vector<Ref> found;
  for (int k = s_.target_index + 1; k < it.num_targets && !later_other; ++k) {
    const TargetSpec& t = ab.targets[k];
    if (it.modes && t.mode >= 0 && !((it.modes >> t.mode) & 1)) continue;  // 700.2: not chosen
    found.clear();
    EnumerateTargets(p, t, it.obj, &found);
    bool any = false;
    for (Ref r : found) any |= IsFlagbearer(r);
    if (any) (t.first == head ? later_same : later_other) = true;
  }
  if (later_other) return;
  bool here = false;
  for (size_t i = from; i < actions_.size(); ++i) here |= IsFlagbearer(actions_[i].ref);
  if (!here && !later_same) return;  // not able: no requirement
  *allow_done = false;
  if (later_same) return;  // this instance's later slot takes the Flagbearer
  size_t w = from;
  for (size_t i = from; i < actions_.size(); ++i)
    if (IsFlagbearer(actions_[i].ref)) actions_[w++] = actions_[i];
  actions_.resize(w);
}

}  // namespace mtg
