// The immutable card database shared by every game of a batch.  It is parsed
// from the blob that mtgcore.cards.dsl.compile_cards writes.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "types.h"

namespace mtg {

// A mana cost or mana payment requirement (CR 202, 107.4).
struct ManaCost {
  int generic = 0;
  int colored[5] = {0, 0, 0, 0, 0};  // W U B R G
  int colorless = 0;                 // {C}
  int x = 0;
  int ManaValue() const {
    return generic + colored[0] + colored[1] + colored[2] + colored[3] + colored[4] + colorless;
  }
  bool Empty() const { return ManaValue() == 0; }
};

enum class TargetKind : uint8_t { kAny, kCreature, kPlayer, kPlayerOrPlaneswalker };
constexpr const char* kTargetKindNames[] = {"any target", "target creature", "target player",
                                            "target player or planeswalker"};

enum class Op : uint8_t { kDealDamage, kDestroy, kDraw, kGainLife, kLoseLife, kPump,
                          kCreateTokens, kAddMana, kRegenerate };

// One instruction of an effect program.
struct Instr {
  Op op;
  int8_t target;  // index into the ability's targets, or -1
  int32_t a, b;   // amounts
  int32_t c;      // token def id, mana color, or keyword bits granted by a pump; else -1
};

enum class AbilityKind : uint8_t { kSpell, kActivated, kMana };
enum class SacCost : uint8_t { kNone, kSelf, kCreature };

struct AbilityDef {
  AbilityKind kind;
  std::string text;
  ManaCost cost;   // activation cost (spells use the card's mana cost)
  bool tap = false;
  SacCost sac = SacCost::kNone;
  std::vector<TargetKind> targets;
  std::vector<Instr> program;
  int mana_color = -1;  // for mana abilities: what it adds
};

struct CardDef {
  std::string name;
  ManaCost cost;
  uint32_t types = 0, supertypes = 0, colors = 0, keywords = 0;
  int power = 0, toughness = 0, loyalty = 0;
  bool is_token = false;
  std::vector<std::string> subtypes;
  std::string oracle;
  std::vector<AbilityDef> abilities;  // spell ability first (if any), then Oracle order
  // Derived at load time.
  int spell_ability = -1;     // index of the spell ability, or -1
  bool has_activated = false; // any non-mana activated ability
  int mana_ability = -1;      // index of the first "{T}: Add" ability, or -1
  bool Is(uint32_t type_bits) const { return (types & type_bits) != 0; }
};

class CardDb {
 public:
  // Parses the compiled blob; throws EngineError with a description on bad data.
  static std::shared_ptr<const CardDb> Load(const std::string& blob);
  const CardDef& Get(DefId id) const { return defs_[id]; }
  int Size() const { return static_cast<int>(defs_.size()); }
  DefId Find(const std::string& name) const;  // -1 if absent
  const std::string& Blob() const { return blob_; }

 private:
  std::vector<CardDef> defs_;
  std::string blob_;
};

}  // namespace mtg
