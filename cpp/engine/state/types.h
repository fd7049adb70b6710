// Basic vocabulary of the engine: ids, enums in the rules' own order, checks.
#pragma once

#include <cstdint>
#include <climits>
#include <stdexcept>
#include <string>

namespace mtg {

using ObjId = int32_t;     // a row in GameState's object arrays (CR 109)
using CardIdx = int32_t;   // a physical card (or token) of a game, stable across zones
using DefId = int32_t;     // a row of the shared CardDb
constexpr ObjId kNoObj = -1;
// CR 100.1: a game of two or more players; GameState::num_players of them (2 to
// kMaxPlayers) sit in seats 0..n-1, in turn order (103.1: clockwise from the seat
// after the last one back to seat 0).
constexpr int kMaxPlayers = 6;
constexpr int kStartingLife = 20;       // CR 103.4
constexpr int kStartingHandSize = 7;    // CR 103.5
constexpr int kMaxHandSize = 7;         // CR 402.2
constexpr int kMaxTargets = 4;
// CR 107.1: the game's numbers are integers of any size; the engine's are 32-bit, so
// totals that accumulate (life, damage, poison, counters, amounts, P/T) saturate at
// the 32-bit bounds instead of wrapping (gaining 2^31-1 life never makes a player lose).
inline int32_t Saturate(int64_t v) {
  return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : static_cast<int32_t>(v);
}
inline void SatAdd(int32_t& x, int64_t d) { x = Saturate(static_cast<int64_t>(x) + d); }
inline int32_t SatMul(int64_t a, int64_t b) { return Saturate(a * b); }  // |a|,|b| < 2^32
inline int32_t SatAdd32(int32_t a, int32_t b) {  // the layers' hot path: an add and a jump
  int32_t r;
  if (__builtin_expect(__builtin_add_overflow(a, b, &r), 0)) return b > 0 ? INT32_MAX : INT32_MIN;
  return r;
}
constexpr int kDefaultTurnLimit = 500;  // simulation safeguard, reported as a draw
// Safeguard against a game that never leaves a turn (a loop with an optional action,
// CR 104.4b does not make it a draw): after this many actions in one turn the game
// ends as a draw with its own reason (kActionLimit).
constexpr int kMaxActionsPerTurn = 10000;
// CR 104.4b: in a turn of this many actions, a run of as many more that each were the
// only legal one is watched for a repeating sequence (loops.cpp); below, nothing is.
constexpr int kLoopWatchFrom = 2048;

// A reference to a player or an object, as targets and attack recipients use.
// ref >= 0 is an ObjId; ref < 0 is player (-1 - ref).
using Ref = int32_t;
constexpr Ref kNoRef = INT32_MIN;
inline Ref PlayerRef(int p) { return -1 - p; }
inline bool IsPlayerRef(Ref r) { return r < 0 && r != kNoRef; }
inline int RefPlayer(Ref r) { return -1 - r; }
// CR 109.1, 113.7a, 115.2: an activated or triggered ability on the stack is an
// object a spell or ability may target ("counter target activated ability",
// "change the target of target spell or ability").  Abilities on the stack have
// no row: their Ref is kAbilityRef + StackItem::id (ids are given only in games
// with a card that can target or copy on the stack, GameState::stack_rules).
constexpr Ref kAbilityRef = 1 << 30;
inline bool IsAbilityRef(Ref r) { return r >= kAbilityRef; }

// CR 300.1 card types, in the rules' order (bit positions).
enum CardType : uint32_t {
  kArtifact = 1u << 0, kBattle = 1u << 1, kCreature = 1u << 2, kEnchantment = 1u << 3,
  kInstant = 1u << 4, kKindred = 1u << 5, kLand = 1u << 6, kPlaneswalker = 1u << 7,
  kSorcery = 1u << 8,
};
constexpr const char* kCardTypeNames[] = {"artifact", "battle", "creature", "enchantment",
                                          "instant", "kindred", "land", "planeswalker",
                                          "sorcery"};
constexpr int kNumCardTypes = 9;

// CR 205.4a supertypes.
enum Supertype : uint32_t {
  kBasic = 1u << 0, kLegendary = 1u << 1, kOngoing = 1u << 2, kSnow = 1u << 3, kWorld = 1u << 4,
};
constexpr const char* kSupertypeNames[] = {"basic", "legendary", "ongoing", "snow", "world"};
constexpr int kNumSupertypes = 5;

// CR 105.1 colors, WUBRG; mana adds colorless (C) as index 5.
enum Color : int { kWhite = 0, kBlue, kBlack, kRed, kGreen, kColorless, kNumManaKinds };
constexpr const char* kColorNames[] = {"white", "blue", "black", "red", "green"};
constexpr char kManaSymbols[] = "WUBRGC";

// Keyword abilities and keyword-like static flags (bit positions); same order as
// mtgcore.cards.dsl.KEYWORDS.  A 64-bit word (KwBits) everywhere: state, card blob
// (two int32 words, low first), selectors, layer changes, bindings.
enum Keyword : uint64_t {
  kFlying = 1ull << 0, kReach = 1ull << 1, kFirstStrike = 1ull << 2, kDoubleStrike = 1ull << 3,
  kTrample = 1ull << 4, kDeathtouch = 1ull << 5, kLifelink = 1ull << 6, kVigilance = 1ull << 7,
  kHaste = 1ull << 8, kDefender = 1ull << 9, kCantBlock = 1ull << 10, kFlash = 1ull << 11,
  kIndestructible = 1ull << 12, kHexproof = 1ull << 13, kShroud = 1ull << 14, kInfect = 1ull << 15,
  kWither = 1ull << 16, kProtection = 1ull << 17, kWard = 1ull << 18, kToxic = 1ull << 19,
  // Evasion (CR 509.1b): 702.111, 702.118, 702.13, 702.36, 702.28, 702.31, 702.14.
  kMenace = 1ull << 20, kSkulk = 1ull << 21, kIntimidate = 1ull << 22, kFear = 1ull << 23,
  kShadow = 1ull << 24, kHorsemanship = 1ull << 25, kLandwalk = 1ull << 26,
  // Restrictions and requirements on declarations (CR 508.1c-d, 509.1b-c).
  kCantAttack = 1ull << 27, kCantAttackAlone = 1ull << 28, kAttacksEachCombat = 1ull << 29,
  kBlocksEachCombat = 1ull << 30,
  kFlanking = 1ull << 31,  // 702.25 (its trigger is data; the bit answers "without flanking")
  // 508.1d, 508.1h-j: "Creatures can't attack you unless their controller pays {N} for
  // each creature they control that's attacking you" (the cost: CardDef::attack_tax).
  kAttackTax = 1ull << 32,
  // 508.1c, 509.1b: "No more than N creatures can attack / block each combat" (N:
  // CardDef::attack_limit / block_limit), whoever controls the permanent.
  kAttackLimit = 1ull << 33, kBlockLimit = 1ull << 34,
  // 508.1c: "~ can't attack unless defending player controls <what>" (the selector:
  // CardDef::attack_unless, seen from the defending player).
  kAttackUnless = 1ull << 35,
  // 702.73a: changeling, a CDA: every creature type, in every zone (604.3); the card
  // database gives such a card every creature type as its printed subtypes.
  kChangeling = 1ull << 36,
  // 702.61a: while this spell is on the stack, players can't cast spells or activate
  // abilities that aren't mana abilities.
  kSplitSecond = 1ull << 37,
  // 702.19c: trample over planeswalkers (also trample for 702.19b, d).
  kTrampleOverPlaneswalkers = 1ull << 38,
  // 702.145b, 702.145e: daybound (front faces) and nightbound (back faces); day and
  // night, 730.
  kDaybound = 1ull << 39, kNightbound = 1ull << 40,
  // 702.11d: "hexproof from <quality>" (the qualities: CardDef::hexproof_from).
  kHexproofFrom = 1ull << 41,
  // Evasion as restrictions on blocks (509.1b): "~ can't be blocked" (also a rules
  // effect, 613.10: "target creature can't be blocked this turn"); "~ can block only
  // creatures with flying" (on the blocker); "~ can't be blocked by <what>" (the
  // selector: CardDef::unblockable_by, card data).
  kCantBeBlocked = 1ull << 42, kBlocksOnlyFlyers = 1ull << 43, kCantBeBlockedBy = 1ull << 44,
  // 702.131a: ascend (the city's blessing, PlayerState::city_blessing).
  kAscend = 1ull << 45,
};
// Parameterized keywords (protection from X, ward {N}, toxic N, landwalk) carry their
// parameter in KeywordParams; the bit only says the object has one.
constexpr const char* kKeywordNames[] = {"flying", "reach", "first strike", "double strike",
                                         "trample", "deathtouch", "lifelink", "vigilance",
                                         "haste", "defender", "can't block", "flash",
                                         "indestructible", "hexproof", "shroud", "infect",
                                         "wither", "protection", "ward", "toxic",
                                         "menace", "skulk", "intimidate", "fear", "shadow",
                                         "horsemanship", "landwalk", "can't attack",
                                         "can't attack alone", "attacks each combat if able",
                                         "blocks each combat if able", "flanking",
                                         "attack tax", "attack limit", "block limit",
                                         "attack condition", "changeling",
                                         "split second", "trample over planeswalkers",
                                         "daybound", "nightbound", "hexproof from",
                                         "can't be blocked", "can block only creatures with flying",
                                         "can't be blocked by", "ascend"};
constexpr int kNumKeywords = 46;  // bits in use; the word holds 64
using KwBits = uint64_t;
constexpr KwBits kAnyTrample = kTrample | kTrampleOverPlaneswalkers;  // 702.19b-e
// Restrictions and requirements on attacking and blocking that a rules effect
// (613.10, "enchanted creature can't attack or block") may impose.
constexpr KwBits kRestrictionKw = kCantAttack | kCantBlock | kCantAttackAlone | kAttacksEachCombat |
                                  kBlocksEachCombat | kCantBeBlocked | kBlocksOnlyFlyers |
                                  kCantBeBlockedBy;  // its blockers: the affected card's own selector
// The block restrictions EvasionAllows tests only when one is present (one flag test).
constexpr KwBits kRareEvasionKw = kCantBeBlocked | kCantBeBlockedBy;
static_assert(kNumKeywords <= 64, "Keyword is a 64-bit word");

// Protection qualities (CR 702.16a): bits 0-4 the colors WUBRG, then these.
enum ProtectionBit : uint32_t { kProtEverything = 1u << 5, kProtCreatures = 1u << 6,
                                kProtChosenColor = 1u << 7 };  // "from the chosen color"
// "Hexproof from" qualities (CR 702.11d): bits 0-4 the colors WUBRG, then these (the
// DSL's HEXPROOF_QUALITIES): of the spell or of the ability's source.
enum HexFromBit : uint32_t { kHexFromMonocolored = 1u << 5, kHexFromMulticolored = 1u << 6,
                             kHexFromArtifacts = 1u << 7, kHexFromEnchantments = 1u << 8,
                             kHexFromCreatures = 1u << 9, kHexFromPlaneswalkers = 1u << 10,
                             kHexFromInstants = 1u << 11, kHexFromSorceries = 1u << 12 };
constexpr uint32_t kHexFromAll = (1u << 13) - 1;

// CR 400.1 zones.
enum class Zone : uint8_t { kNone, kLibrary, kHand, kBattlefield, kGraveyard, kStack, kExile,
                            kCommand };
constexpr const char* kZoneNames[] = {"none", "library", "hand", "battlefield", "graveyard",
                                      "stack", "exile", "command"};

// CR 500.1: phases and steps in turn order.
enum class Step : uint8_t {
  kUntap, kUpkeep, kDraw, kPrecombatMain, kBeginningOfCombat, kDeclareAttackers,
  kDeclareBlockers, kFirstStrikeDamage, kCombatDamage, kEndOfCombat, kPostcombatMain,
  kEnd, kCleanup,
};
constexpr const char* kStepNames[] = {
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
    "postcombat_main", "end_step", "cleanup"};
constexpr int kNumSteps = 13;

// CR 612.1-612.2: a word of an object's text that a text-changing effect may replace,
// as one code: (kind << 12) | id, the id a subtype id (creature type, basic land
// type) or a color (0-4, WUBRG).  0: no word.
enum TextWordKind : int32_t { kWordCreatureType = 1, kWordColor = 2, kWordLandType = 3 };
inline int32_t TextWord(int kind, int id) { return (kind << 12) | id; }
inline int TextWordKindOf(int32_t code) { return code >> 12; }
inline int TextWordId(int32_t code) { return code & 0xfff; }
// Instr::a of Op::kChangeText: which kinds of words it may replace (a mask of 1 << kind).

// CR 613.1 / 613.4 layers, in order.
// (1a copy and 1b face-down are sublayers of layer 1, 613.2.)
// kRules: rules-modifying effects on objects (613.10: "can't attack or block"),
// applied after all layers, so no layer-6 removal reaches them.
enum class Layer : uint8_t { k1aCopy, k1bFaceDown, k2Control, k3Text, k4Type, k5Color,
                             k6Ability, k7aCda, k7bSet, k7cModify, k7dSwitch, kRules, kNumLayers };

// Counter kinds (CR 122).  The first kNumCounterKinds have one slot each per object
// (GameState::counters); the keyword counters after them (122.1b) are rare and kept
// sparsely (GameState::kw_counters), so a row costs no more for them.
enum CounterKind : int { kPlusOne = 0, kMinusOne, kLoyalty, kDefense, kCharge, kTime, kLore,
                         kShield, kStun, kOil, kLevel, kQuest, kAge, kFade, kVerse, kKi,
                         kNumCounterKinds,
                         // CR 122.1b: keyword counters, in kKwCounterKeyword's order.
                         kFirstKwCounter = kNumCounterKinds,
                         kNumAllCounterKinds = kFirstKwCounter + 13 };
constexpr const char* kCounterNames[] = {"+1/+1", "-1/-1", "loyalty", "defense", "charge",
                                         "time", "lore", "shield", "stun", "oil", "level",
                                         "quest", "age", "fade", "verse", "ki",
                                         "flying", "first strike", "double strike", "deathtouch",
                                         "haste", "hexproof", "indestructible", "lifelink",
                                         "menace", "reach", "shadow", "trample", "vigilance"};
// CR 122.1b: the keyword each keyword counter kind grants (613.1f: in layer 6).
constexpr uint64_t kKwCounterKeyword[kNumAllCounterKinds - kFirstKwCounter] = {
    kFlying, kFirstStrike, kDoubleStrike, kDeathtouch, kHaste, kHexproof, kIndestructible,
    kLifelink, kMenace, kReach, kShadow, kTrample, kVigilance};
static_assert(sizeof(kCounterNames) / sizeof(kCounterNames[0]) == kNumAllCounterKinds, "counter names");

// What kind of choice the engine is waiting for.
// What kind of choice the engine is waiting for.  Choices made while an effect
// resolves (kChooseCards, kYesNo, kChooseNumber, kOrderCards) and while triggers or
// replacement effects are handled share one record (Decision) and one option list.
enum class DecisionKind : uint8_t {
  kNone, kMulligan, kMulliganBottom, kPriority, kChooseTarget, kChooseSacrifice,
  kDeclareAttackers, kDeclareBlockers, kAssignCombatDamage, kDiscard, kLegendRule, kGameOver,
  kOrderTriggers, kChooseReplacement, kChooseCards, kYesNo, kChooseNumber, kPayMana,
  // CR 601.2b: the announcements of casting a spell: modes (700.2), how many times
  // it is kicked (702.33), X (107.3); then the object an additional cost uses (601.2f-h).
  kChooseMode, kChooseKicker, kChooseX, kChooseCost,
  // CR 612.1: a word a text-changing effect replaces, then its replacement (options:
  // word codes in GameState::options, see TextWord).
  kChooseWord,
  // CR 702.56a, 601.2b: how many times an optional additional cost that may be paid
  // any number of times (replicate) is paid.
  kChooseReplicate,
  // CR 601.2h: with manual payment, what pays part of the total cost other than
  // mana (convoke 702.51a, delve 702.66a, improvise 702.126a), one object at a time.
  kPayOther,
};
constexpr const char* kDecisionNames[] = {
    "none", "mulligan", "mulligan_bottom", "priority", "choose_target", "choose_sacrifice",
    "declare_attackers", "declare_blockers", "assign_combat_damage", "discard",
    "legend_rule", "game_over", "order_triggers", "choose_replacement", "choose_cards",
    "yes_no", "choose_number", "pay_mana", "choose_mode", "choose_kicker", "choose_x",
    "choose_cost", "choose_word", "choose_replicate", "pay_other"};

enum class ActionKind : uint8_t {
  kPass, kPlayLand, kCast, kActivate, kKeep, kMulligan, kBottom, kTarget, kSacrifice,
  kAttack, kBlock, kDone, kAssignDamage, kDiscard, kKeepLegend,
  kPutTrigger, kReplacement, kChoose, kYes, kNo, kNumber, kManaAbility,
  kNinjutsu,  // CR 702.49a: obj = the card in hand, ref = the unblocked attacker returned
  kTurnFaceUp,  // CR 701.40b, 702.37e (116.2b): turn the face-down permanent obj face up;
                //   arg 0: for its mana cost (manifested), 1: for its morph cost
  kCastFaceDown,  // CR 702.37c: cast the card obj face down as a 2/2 creature for {3}
  kMode,      // CR 700.2: arg = the mode chosen
  kCostObject,  // CR 601.2h: obj = the card discarded / exiled for an additional cost
  kCastFace,  // CR 712.11b, 709.3, 715.3: cast the card obj as its face CardDb::Faces()[arg]
  kWord,      // CR 612.1: arg = the word chosen (a TextWord code)
  kForetell,  // CR 702.143a-b: pay {2} and exile the card obj from hand face down (special action)
};
constexpr const char* kActionKindNames[] = {
    "pass", "play_land", "cast", "activate", "keep", "mulligan", "bottom", "target", "sacrifice",
    "attack", "block", "done", "assign_damage", "discard", "keep_legend",
    "put_trigger", "replacement", "choose", "yes", "no", "number", "mana_ability", "ninjutsu",
    "turn_face_up", "cast_face_down", "mode", "cost_object", "cast_face", "word", "foretell"};

// One answer to a decision.  Fields by kind:
//   kCast: obj, arg = 0 (its mana cost) or 1 + the index of an alternative cost (118.9)
//   kPlayLand: obj, arg = 0, or 1 + the index of the land face played (712.12)
//   kBottom/kSacrifice/kDiscard/kKeepLegend/kCostObject: obj
//   kActivate: obj, arg = ability index
//   kTarget: ref
//   kAttack: obj (attacker), ref (player or planeswalker attacked)
//   kBlock: obj (blocker), ref (attacker blocked)
//   kAssignDamage: ref (recipient), arg (amount)
//   kPutTrigger: arg = index into the deciding player's pending triggers
//   kReplacement: arg = index of the applicable replacement effect
//   kChoose: ref (the object or player chosen); kNumber: arg
//   kManaAbility: obj, arg = ability index, ref = the kind (0-5) its flexible mana
//     becomes, or -1 (while paying, CR 601.2g)
struct Action {
  ActionKind kind = ActionKind::kPass;
  ObjId obj = kNoObj;
  Ref ref = kNoRef;
  int32_t arg = 0;
  bool operator==(const Action& o) const {
    return kind == o.kind && obj == o.obj && ref == o.ref && arg == o.arg;
  }
};

enum class EndReason : uint8_t { kNone, kLifeZero, kDrewFromEmpty, kPoison, kBothLost,
                                 kTurnLimit, kConceded, kMandatoryLoop, kActionLimit };
constexpr const char* kEndReasonNames[] = {"", "life total 0 or less (CR 704.5a)",
                                           "drew from an empty library (CR 704.5b)",
                                           "ten or more poison counters (CR 704.5c)",
                                           "all players lost simultaneously (CR 104.4a)",
                                           "turn limit reached", "conceded (CR 104.3a)",
                                           "mandatory loop (CR 104.4b)",
                                           "action limit per turn reached"};

class IllegalAction : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class EngineError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Always-on invariant check.
#define MTG_CHECK(cond, msg)                                                           \
  do {                                                                                 \
    if (!(cond)) throw ::mtg::EngineError(std::string("engine check failed: ") + msg + \
                                          " (" #cond ")");                             \
  } while (0)
#ifdef NDEBUG
#define MTG_DCHECK(cond, msg) ((void)0)
#else
#define MTG_DCHECK(cond, msg) MTG_CHECK(cond, msg)
#endif

}  // namespace mtg
