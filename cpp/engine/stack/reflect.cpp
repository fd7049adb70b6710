// Mana of a kind other permanents have or could produce (CR 106.5, 106.7): Meteor
// Crater ("a color of a permanent you control"), Exotic Orchard ("any color that a land
// an opponent controls could produce"), Reflecting Pool ("any type that a land you
// control could produce").  The kinds are computed as the ability is used: what each
// mana ability of the permanents would produce if it resolved now, its costs ignored
// (106.7); a "could produce" ability asks in turn, each permanent at most once along
// the way (two Exotic Orchards alone produce nothing).  No kind: no mana (106.5).
#include "game.h"
#include "mana_payer.h"

namespace mtg {

uint8_t Game::ReflectMask(ObjId o, const AbilityDef& ab) {
  ObjId path[16] = {o};
  return ReflectMaskOn(o, ab, path, 1);
}

// `path`: the permanents asked along the way (a loop back to one of them adds nothing).
uint8_t Game::ReflectMaskOn(ObjId o, const AbilityDef& ab, ObjId* path, int n_path) {
  const int p = s_.controller[o];
  const Selector& sel = db_->Sel(ab.mana_reflect_sel);
  uint8_t m = 0;
  for (ObjId x : s_.battlefield) {
    if (!Matches(sel, x, o, p)) continue;
    if (ab.mana_reflect == kReflectColorOf) m |= static_cast<uint8_t>(Colors(x) & kAnyColorMask);  // 105.2
    else m |= CouldProduce(x, path, n_path);
  }
  return ab.mana_reflect == kReflectTypeCould ? static_cast<uint8_t>(m & 0x3f) : static_cast<uint8_t>(m & kAnyColorMask);
}

// CR 106.7: the kinds of mana `o` could produce now (its mana abilities, layers
// current, costs ignored).
uint8_t Game::CouldProduce(ObjId o, ObjId* path, int n_path) {
  for (int i = 0; i < n_path; ++i)
    if (path[i] == o) return 0;
  if (n_path >= 16) return 0;
  path[n_path] = o;
  int now[kMaxManaAbilNow];
  const int n_now = ManaAbilitiesNow(*this, s_, o, now);
  uint8_t m = 0;
  for (int j = 0; j < n_now; ++j) {
    const AbilityDef& ab = Ability(o, now[j]);
    if (ab.kind != AbilityKind::kMana || ab.n_units == 0) continue;
    if (ab.mana_reflect) {
      m |= ReflectMaskOn(o, ab, path, n_path + 1);
    } else if (ab.mana_per_counter < 0 || ManaAmount(o, ab) > 0) {
      for (int u = 0; u < ab.n_units; ++u) m |= ab.units[u] & 0x3f;
    }
  }
  return m;
}

}  // namespace mtg
