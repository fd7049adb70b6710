// Ids of the options of a kChooseReplacement decision (events.cpp, entering.cpp):
// a replacement effect to apply (616.1) -- a static ability of an object, a
// regeneration shield, protection, a Shield from a resolved effect -- or a choice
// made as a permanent enters (a color or creature type, 614.12a; the object it
// copies, 707.5; what an Aura enchants, 303.4f; the next timestamp, 613.7m).
// Internal to the engine's event funnel.
#pragma once

#include "types.h"

namespace mtg {
namespace choice_ids {
// Replacement candidate ids: a static ability of an object, a regeneration
// shield, or a Shield from a resolved effect.
constexpr int32_t kStaticTag = 0x40000000;
constexpr int32_t kRegenTag = 0x20000000;
constexpr int32_t kProtTag = 0x10000000;
constexpr int32_t kOrderTag = 0x08000000;  // "prevent this damage first": a batch index
constexpr int32_t kColorTag = 0x04000000;  // a color chosen as a permanent enters
constexpr int32_t kCopyTag = 0x02000000;   // the object an entering permanent copies (707.5)
constexpr int32_t kCopyNothing = 0x00FFFFFF;  // ...or none ("you may")
constexpr int32_t kTypeTag = 0x01000000;   // a creature type chosen as a permanent enters (subtype id)
constexpr int32_t kAttachTag = 0x00800000;  // what an Aura entering the battlefield enchants (303.4f)
constexpr int32_t kStampTag = 0x00400000;   // the entered permanent whose timestamp is next (613.7m)
constexpr int32_t kPayTag = 0x00200000;    // "you may pay N life" as it enters: 1 pay, 0 don't (614.12)
constexpr int32_t kChapterTag = 0x00100000;  // the number of lore counters a read-ahead Saga enters with (702.155b)
inline int32_t StaticId(ObjId o, int k) { return kStaticTag | (o << 4) | k; }
inline bool IsStatic(int32_t id) { return (id & kStaticTag) != 0; }
inline bool IsRegen(int32_t id) { return !IsStatic(id) && (id & kRegenTag) != 0; }
inline bool IsProt(int32_t id) { return !IsStatic(id) && !IsRegen(id) && (id & kProtTag) != 0; }
inline bool IsOrder(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && (id & kOrderTag) != 0;
}
inline bool IsColor(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && (id & kColorTag) != 0;
}
inline bool IsCopy(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && !IsColor(id) && (id & kCopyTag) != 0;
}
inline bool IsCreatureType(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && !IsColor(id) && !IsCopy(id) &&
         (id & kTypeTag) != 0;
}
inline bool IsAttach(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && !IsColor(id) && !IsCopy(id) &&
         !IsCreatureType(id) && (id & kAttachTag) != 0;
}
inline bool IsStamp(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && !IsColor(id) && !IsCopy(id) &&
         !IsCreatureType(id) && !IsAttach(id) && (id & kStampTag) != 0;
}
inline bool IsPay(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && !IsColor(id) && !IsCopy(id) &&
         !IsCreatureType(id) && !IsAttach(id) && !IsStamp(id) && (id & kPayTag) != 0;
}
inline bool IsChapterChoice(int32_t id) {
  return !IsStatic(id) && !IsRegen(id) && !IsProt(id) && !IsOrder(id) && !IsColor(id) && !IsCopy(id) &&
         !IsCreatureType(id) && !IsAttach(id) && !IsStamp(id) && !IsPay(id) && (id & kChapterTag) != 0;
}
inline ObjId StaticObj(int32_t id) { return (id & ~kStaticTag) >> 4; }
inline int StaticIndex(int32_t id) { return id & 15; }
}  // namespace choice_ids
}  // namespace mtg
