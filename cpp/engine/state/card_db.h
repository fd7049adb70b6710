// The immutable card database shared by every game of a batch.  It is parsed
// from the blob that mtgcore.cards.dsl.compile_cards writes.  Cards are data:
// characteristics, selectors, and abilities whose effects are programs for the
// interpreter (vm.cpp); triggers and replacement effects are records the event
// funnel (events.cpp) and the trigger pass (triggers.cpp) read.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "program.h"
#include "types.h"

namespace mtg {

// Hybrid symbols (CR 107.4e-f): bits 0-4 are the colors that may pay it, plus
// one of these alternatives.  A cost holds up to kMaxHybrid different ones (a
// card's has at most five: {2/W}{2/U}{2/B}{2/R}{2/G}), each repeated any number
// of times.
constexpr int kMaxHybrid = 5;
constexpr uint8_t kHybridTwo = 1u << 5;        // {2/W}: or two generic mana (107.4e)
constexpr uint8_t kHybridPhyrexian = 1u << 6;  // {W/P}: or 2 life (107.4f)
// Mana an ability adds (CR 106.1): up to kMaxManaUnits mana, each a mask of the
// kinds (bits 0-4 WUBRG, bit 5 C) it may be: "{G}", "{R} or {G}", "any color".
constexpr int kMaxManaUnits = 4;
constexpr uint8_t kAnyColorMask = 0x1f;
// CR 107.4h, 106.3: a unit of mana from a snow source, and the {S} symbol it alone
// pays, share this bit beside the kinds (payer masks only, never a kind of mana).
constexpr uint8_t kSnowUnit = 1u << 6;

// A mana cost or mana payment requirement (CR 202, 107.4).
struct ManaCost {
  int generic = 0;
  int colored[5] = {0, 0, 0, 0, 0};  // W U B R G
  int16_t colorless = 0;             // {C}
  int16_t x = 0;                     // how many {X} (107.3)
  uint8_t n_hybrid = 0;
  uint8_t hybrid[kMaxHybrid] = {0, 0, 0, 0, 0};
  // Copies of hybrid[i] beyond the first ({W/P}{W/P}, or a tax of {W/P} for each
  // attacker, 508.1h): a few distinct symbols, however many copies.  (The record
  // stays 40 bytes, as the card records that hold it.)
  uint8_t hybrid_more[kMaxHybrid] = {0, 0, 0, 0, 0};
  uint8_t snow = 0;                  // how many {S} (107.4h)
  int HybridCount(int i) const { return 1 + hybrid_more[i]; }
  int ManaValue() const {  // CR 202.3f: {2/W} counts 2, {W/U} and {W/P} count 1; {S} 1
    int v = generic + colored[0] + colored[1] + colored[2] + colored[3] + colored[4] + colorless + snow;
    for (int i = 0; i < n_hybrid; ++i) v += ((hybrid[i] & kHybridTwo) ? 2 : 1) * HybridCount(i);
    return v;
  }
  bool Empty() const { return ManaValue() == 0; }
  bool Simple() const { return n_hybrid == 0 && snow == 0; }
  // Adds `n` copies of hybrid symbol h (merged with an equal one already there).
  void AddHybrid(uint8_t h, int n) {
    if (n <= 0) return;
    for (int i = 0; i < n_hybrid; ++i)
      if (hybrid[i] == h && hybrid_more[i] + n <= 255) {
        hybrid_more[i] = static_cast<uint8_t>(hybrid_more[i] + n);
        return;
      }
    if (n_hybrid >= kMaxHybrid || n > 256) throw EngineError("too many kinds of hybrid symbols in one cost");
    hybrid[n_hybrid] = h;
    hybrid_more[n_hybrid++] = static_cast<uint8_t>(n - 1);
  }
  // this += times x b (601.2f, 508.1h, 509.1d: a total cost).
  void Add(const ManaCost& b, int times = 1) {
    if (times <= 0) return;
    generic += b.generic * times;
    for (int k = 0; k < 5; ++k) colored[k] += b.colored[k] * times;
    colorless = static_cast<int16_t>(colorless + b.colorless * times);
    snow = static_cast<uint8_t>(snow + b.snow * times);
    for (int h = 0; h < b.n_hybrid; ++h) AddHybrid(b.hybrid[h], b.HybridCount(h) * times);
  }
};

// ---------------------------------------------------------------------------
// Selectors (DESIGN point 4): one compiled predicate for objects and players.
// ---------------------------------------------------------------------------

enum class Rel : uint8_t { kAny, kYou, kOpponent };  // relative to the ability's controller
// Whether player `who` is what `r` asks for, seen from player `p`.
inline bool RelOk(Rel r, int who, int p) { return r == Rel::kAny || (r == Rel::kYou) == (who == p); }
enum class Cmp : uint8_t { kNone, kLe, kGe, kEq };

struct Selector {
  uint32_t types_any = 0;       // has at least one of these card types (0: no requirement)
  uint32_t types_all = 0;       // has all of these ("artifact creature")
  uint32_t types_none = 0;      // has none of these ("nonland")
  uint32_t supertypes_any = 0;
  uint32_t colors_any = 0;      // at least one of these colors
  uint32_t colors_none = 0;     // none of these ("nonblack")
  KwBits kw_any = 0, kw_none = 0;
  int32_t subtype = -1;         // index into CardDb::subtype names, or -1
  Rel controller = Rel::kAny;
  Rel owner = Rel::kAny;
  uint8_t another = 0;          // not the ability's source ("another", "other")
  uint8_t tapped = 0;           // 0 any, 1 tapped, 2 untapped
  uint8_t token = 0;            // 0 any, 1 token, 2 nontoken
  uint8_t combat = 0;           // 0 any, 1 attacking, 2 blocking, 3 attacking or blocking
  Cmp power_cmp = Cmp::kNone;  int32_t power = 0;
  Cmp tough_cmp = Cmp::kNone;  int32_t tough = 0;
  Cmp mv_cmp = Cmp::kNone;     int32_t mv = 0;
  Zone zone = Zone::kBattlefield;
  // Players matched when this selects players too (target player, "each opponent").
  uint8_t players = 0;          // 0: objects only; 1: players too; 2: players only
  Rel player_rel = Rel::kAny;
  uint32_t supertypes_none = 0; // "nonbasic"
  int32_t not_subtype = -1;     // "non-Aura"
  // With zone kStack (CR 115.2, 109.1): which objects on the stack it selects, a
  // bit each: kStackSpells, kStackActivated, kStackTriggered (0: spells only).  The
  // other fields describe spells ("activated ability, triggered ability, or
  // legendary spell"); abilities have no types or colors.
  uint8_t stack_objs = 0;
  // CR 115.9a: "a spell or ability with a single target" (chosen exactly once).
  uint8_t single_target = 0;
  // "a Plains or Island card", "artifact, enchantment, or nonbasic land": a disjunction
  // of selectors (the words between "or" are whole selectors, CR 109.2): this one
  // matches, or the alternative `alt` does (an earlier selector of the blob, which
  // may have its own alternative).  Every alternative names the same zone and players.
  int32_t alt = -1;
  // With zone kStack: "a spell that targets a permanent you control" (CR 115.10): one
  // of the stack object's chosen targets matches this earlier selector, relative to
  // the same player (-1: no requirement).
  int32_t targets = -1;
  // "with total power and toughness 5 or less" (Cut Down): power + toughness.
  Cmp pt_cmp = Cmp::kNone;
  int32_t pt = 0;
  // "with mana value equal to the number of charge counters on this artifact"
  // (Chalice of the Void): that counter kind on the selector's source; -1: none.
  int8_t mv_counter = -1;
  // Any of targets / pt_cmp / mv_counter (set as loaded): one test on the hot path.
  uint8_t extra = 0;
};
constexpr uint8_t kStackSpells = 1, kStackActivated = 2, kStackTriggered = 4;
// Selector::colors_any standing alone for "multicolored" (two or more colors, CR 105.4).
constexpr uint32_t kSelMulticolored = 64;

// A target requirement (CR 115): the selector plus its count.
struct TargetSpec {
  int32_t sel = -1;             // index into CardDb selectors
  int8_t mode = -1;             // a modal spell's mode it belongs to (700.2), or -1: always
  // CR 115.1d, 601.2c: one instance of the word "target" may choose several objects
  // or players ("up to two target creatures", "two target creatures"): its slots
  // are consecutive; `first` is the instance's first slot, `count` (on that slot)
  // its number of slots, `min` (on that slot) how many must be chosen (0: "up to").
  // A plain target is one slot with count 1, min 1; the further slots of an instance
  // have count 0, min 0.  (In padding.)
  int8_t first = 0;
  uint8_t count = 1;
  uint8_t min = 1;
};

// ---------------------------------------------------------------------------
// Continuous effects as data (CR 611-613; the engine: layers.cpp)
// ---------------------------------------------------------------------------

// What decides a number a P/T-setting or -modifying effect uses (613.4).
enum class PtAmount : uint8_t {
  kFixed,                // set_p / set_t as given
  kManaValue,            // the affected object's mana value (Opalescence, 613.4b)
  kCardsInHand,          // cards in its controller's hand (a CDA, 604.3)
  kCardTypesInGraveyards,// card types among cards in all graveyards (Tarmogoyf)
  kCount,                // objects matching pt_sel
  kCountersOnSource,     // counters of kind pt_sel on the effect's source ("for each
                         // +1/+1 counter on this creature", 613.4c)
};
constexpr int32_t kNoPt = INT32_MIN;  // "this part doesn't set/modify it"

// The change one continuous effect makes, per layer (613.1-613.4).  A static
// ability (604) and a resolving spell or ability (611.2) both name one.
struct ChangeDef {
  uint16_t layers = 0;            // bit (1 << Layer) for each layer it has a part in
  // layer 2 (613.1b): the effect's controller gains control
  uint8_t gain_control = 0;
  // layer 4 (613.1d; 205.1): types, supertypes, subtypes
  uint32_t add_types = 0, remove_types = 0, add_super = 0, remove_super = 0;
  int32_t add_subtypes[4] = {-1, -1, -1, -1};
  uint8_t lose_creature_types = 0;  // "loses all creature types" (205.1b: "is a Frog")
  uint8_t set_land_types = 0;       // 305.7: the new basic land types replace the old ones
  // layer 5 (613.1e; 105.3)
  uint8_t colors_set = 0;
  uint32_t set_colors = 0, add_colors = 0;
  // layer 6 (613.1f): keywords (with parameters) and other abilities
  KwBits add_kw = 0, remove_kw = 0, cant_have_kw = 0;
  uint32_t add_protection = 0;
  int32_t add_ward = 0;
  uint8_t lose_all = 0;             // "loses all abilities"
  // layer 7 (613.4): 7a (a CDA) / 7b set, 7c modify, 7d switch
  // With pt_kind kFixed, set_p/set_t and mod_p/mod_t are the numbers; otherwise
  // each is a multiplier of the amount, plus p_offset/t_offset ("that number plus 1").
  PtAmount pt_kind = PtAmount::kFixed;
  int32_t set_p = kNoPt, set_t = kNoPt;
  int32_t pt_sel = -1;
  int32_t mod_p = 0, mod_t = 0;
  uint8_t switch_pt = 0;
  int32_t p_offset = 0, t_offset = 0;
  // 613.10: rules effects on the affected objects, after all layers: restriction
  // and requirement bits (kRestrictionKw) in the derived keyword word, which no
  // "loses all abilities" removes (they are not abilities).
  KwBits restrict_kw = 0;
  // 613.11: rules effects on players (PlayerRule bits), for a static ability that
  // affects players (Affects::kYou / kOpponents / kPlayers).
  uint16_t player_rules = 0;
  // 707.9b: as a copy effect's exception, the copy has no mana cost (mana value 0,
  // 202.1b): embalm (702.128a), eternalize (702.129a).
  uint8_t no_mana_cost = 0;
};
// CR 613.11: what a continuous effect may say about players.
enum PlayerRule : uint16_t {
  kPlayerHexproof = 1,    // "you have hexproof" (702.11c)
  kPlayerShroud = 2,      // "you have shroud" (702.18c)
  kCantGainLife = 4,      // "<players> can't gain life" (119.7)
  kCastFromHandFree = 8,  // "You may cast spells from your hand without paying their mana costs." (118.9)
  kCastAsThoughFlash = 16,  // "You may cast spells as though they had flash." (601.3b, 702.8)
  kNoMaxHandSize = 32,    // "You have no maximum hand size." (402.2, 514.1)
  // "Planeswalkers' loyalty abilities you activate cost an additional [+1] to
  // activate." (606.4-606.6): each such effect adds one (PlayerState::loyalty_more).
  kLoyaltyCostsMore = 64,
  // "You may play an additional land on each of your turns." (305.2): each such
  // effect adds one (PlayerState::extra_lands).
  kExtraLand = 128,
  // "... that player must choose at least one Flagbearer on the battlefield if able"
  // while casting a spell or activating an ability (CR 601.2c, 602.2b; the blob's
  // bit 512, above a copy's "no mana cost"): Game::FlagbearerFilter.
  kMustTargetFlagbearer = 256,
};
constexpr int kNumPlayerRules = 9;
inline uint16_t LayerBit(Layer l) { return static_cast<uint16_t>(1u << static_cast<int>(l)); }

// What a static ability's effect applies to (611.3a: re-evaluated at all times).
enum class Affects : uint8_t {
  kSelf,       // "this creature"
  kSel,        // every object matching sel ("other Elves you control")
  kAttached,   // "enchanted / equipped creature": the object the source is attached to
               // (attachments plug in here; see layers.cpp)
  // Players (613.11), relative to the source's controller: "you", "your opponents",
  // "players".
  kYou, kOpponents, kPlayers,
};

// A static ability that generates a continuous effect (CR 604.1, 611.3).
struct StaticDef {
  int32_t change = -1;        // index into CardDef::changes
  Affects affects = Affects::kSelf;
  int32_t sel = -1;
  uint8_t cda = 0;            // a characteristic-defining ability (604.3, 613.3)
  Condition cond;             // "as long as ..." (kNone: always)
  std::string text;
};

// How long a continuous effect from a resolving spell or ability lasts (611.2a).
enum class Duration : uint8_t {
  kEndOfTurn,           // until end of turn (ends in cleanup, 514.2)
  kPermanent,           // no duration stated: until the end of the game
  kUntilYourNextTurn,   // until the controller's next turn begins
  kWhileSourceOnBattlefield,  // "for as long as <source> remains on the battlefield"
  kWhileYouControlSource,     // "for as long as you control <source>" (611.2b)
};

enum class AbilityKind : uint8_t { kSpell, kActivated, kMana, kTriggered, kStatic };
// A cost that moves the ability's own object: sacrifice it (701.21a), sacrifice a
// creature, or "Exile this card from your graveyard" (embalm 702.128a, scavenge
// 702.97a: an ability of a card in a graveyard, 113.6m).
// "Discard this card" (cycling 702.29a: an ability of a card in a hand).
enum class SacCost : uint8_t { kNone, kSelf, kCreature, kExileSelf, kDiscardSelf };

// ---------------------------------------------------------------------------
// Events (the funnel's records) and what watches them
// ---------------------------------------------------------------------------

enum class EvKind : uint8_t {
  kZoneChange, kDamage, kLifeGain, kLifeLoss, kCounterPut, kCounterRemoved, kTap, kUntap,
  kDraw, kCast, kActivate, kAttack, kBlock, kStepBegin, kBecomeTarget, kDestroy, kAttackAlone,
  kState,  // not an event: a state trigger's condition (CR 603.8)
  kBecomeBlocked,  // CR 509.3c: an attacking creature became blocked (amount: its blockers)
  kTurnedFaceUp,   // CR 708.8, 702.37e: a face-down permanent was turned face up
  kBecameMonstrous,  // CR 701.37a: a permanent became monstrous ("When ~ becomes monstrous")
  kTransformed,    // CR 701.27a, 701.27e: a permanent transformed (matched with its new face)
  kClassLevel,     // CR 716.2a: a permanent's class level became `amount`
  kDiceRolled,     // CR 706: a player rolled dice (amount: the result, arg: the die's sides)
  kUnblocked,      // CR 509.3g: an attacking creature no creature was declared to block
  kNumEvKinds,
};
constexpr const char* kEvKindNames[] = {
    "zone_change", "damage", "life_gain", "life_loss", "counter_put", "counter_removed", "tap",
    "untap", "draw", "cast", "activate", "attack", "block", "step_begin", "become_target",
    "destroy", "attack_alone", "state", "become_blocked", "turned_face_up", "became_monstrous",
    "transformed", "class_level", "dice_rolled", "unblocked"};
// AddMana's c for "one mana of any color" (chosen on activation).
constexpr int kAnyColorMana = 6;
inline uint32_t EvBit(EvKind k) { return 1u << static_cast<int>(k); }
inline bool ZoneOk(Zone want, Zone have) { return want == Zone::kNone || want == have; }

// Why a zone change happens (what performed it).
enum class Cause : uint8_t { kNone, kDestroy, kSacrifice, kDiscard, kMill, kCast, kResolve,
                             kSba, kDraw, kSearch, kCountered, kEffect, kPlayLand };

// A triggered ability's trigger condition (CR 603.1).
struct TriggerDef {
  EvKind event = EvKind::kZoneChange;
  Zone from = Zone::kNone, to = Zone::kNone;  // zone changes (kNone: any)
  uint8_t self = 0;           // the event's object is this ability's source ("when ~ dies");
                              // 2: the object the source is attached to (301.5, 303.4)
  int32_t sel = -1;           // else the event's object must match (evaluated with LKI)
  Rel player = Rel::kAny;     // whose event: the player who drew/gained/cast/...; the
                              // damaged player for damage; the active player for steps
  uint8_t combat = 0;         // damage: 1 combat damage only
  uint8_t to_player = 0;      // damage: 1 dealt to a player; attack: 1 attacking you; cast: 1 a
                              // spell that targets this ability's source (heroic)
  uint8_t by_self = 0;        // damage/cast: the source is this ability's source (2: damage
                              // dealt by the object the source is attached to)
  Step step = Step::kUntap;   // kStepBegin: which step
  uint8_t noncreature = 0;    // kCast: noncreature spells only
  Condition intervening;      // CR 603.4
  uint8_t once_each_turn = 0; // "This ability triggers only once each turn." (GameState::triggered_once)
};

// What a replacement or prevention effect does (CR 614, 615).
enum class RepMode : uint8_t {
  kExileInstead,     // a zone change to a graveyard goes to exile instead
  kEnterTapped,      // 614.1c: enters tapped
  kEnterWithCounters,// 614.1c: enters with N counters of kind `a`
  kPreventAll,       // 615: prevent all of the damage
  kPreventN,         // 615.7: prevent the next N (a shield that wears down)
  kDouble,           // twice that much (damage, life gain, counters, tokens)
  kSkip,             // the event doesn't happen ("skip your draw")
  kPlusN,            // that much plus N
  kRegenerate,       // 701.19: destruction replaced by regeneration
  kToHandInstead,    // goes to its owner's hand instead
  kChooseColor,      // 614.12a: "As this enters, choose a color" (a choice made before it enters)
  kEnterAsCopy,      // 707.5, 614.1c: "you may have this enter as a copy of <sel>"; `a` is the
                     // index of a ChangeDef of exceptions (707.9b) in its card's changes, or -1
  kChooseCreatureType,  // 614.12a, 614.1c: "As this enters, choose a creature type" (stored on
                        // the permanent: Game::ChosenType; read as kChosenSubtype)
  kEscapesWithCounters, // 702.138c: "~ escapes with N <kind> counters": enters with them (as
                        // kEnterWithCounters) only if the spell it was escaped (702.138b)
  kDoubleTokens,        // 614.1a: "If an effect would create one or more tokens under your
                        // control, it creates twice that many of those tokens instead": a
                        // token entering from nowhere (111.1) becomes two (Event::amount
                        // counts the more like it)
  kDredge,              // 702.52a: "If you would draw a card, you may mill N cards instead. If
                        // you do, return this card from your graveyard to your hand." (works
                        // from its owner's graveyard; N = a)
  kPayLifeOrTapped,     // 614.12, 119.4: "As this land enters, you may pay `a` life. If you
                        // don't, it enters tapped": chosen as it enters, by the player it
                        // enters under (paying only with `a` life or more)
  kReadAhead,           // 702.155b, 714.3a: "As this Saga enters, its controller chooses a number
                        // from one to its final chapter number; it enters with that many lore
                        // counters" (a choice made before it enters, 614.12a)
};
// A subtype id standing for "the chosen type" of the ability's source (614.12a) in a
// selector (subtype / not_subtype) or a ChangeDef's add_subtypes.
constexpr int32_t kChosenSubtype = -2;

// ReplacementDef::b of "enters with a <kind> counter on it for each time it was
// kicked" (kEnterWithCounters; multikicker, 702.33d).
constexpr int32_t kTimesKickedCounters = -1;
// ... "enters with X <kind> counters on it": the X of the spell it was (107.3m), else 0.
constexpr int32_t kXCounters = -2;
// ... "enters with a <kind> counter on it for each <sel> card exiled with it": the
// cards exiled to pay the delve cost of the spell it was (702.66a, 607.2a) that match
// the replacement's selector and are still in exile.
constexpr int32_t kExiledWithCounters = -3;

struct ReplacementDef {
  EvKind event = EvKind::kZoneChange;
  Zone from = Zone::kNone, to = Zone::kNone;
  uint8_t self = 0;           // affects only this object (e.g. "~ enters tapped")
  int32_t sel = -1;           // affected objects (or -1 with self)
  Rel player = Rel::kAny;     // affected players (life gain, draw, damage to players)
  uint8_t combat = 0;         // damage: combat damage only
  uint8_t self_replacement = 0;  // CR 614.15
  // "you may ... instead": the affected player chooses whether to apply it (616.1,
  // Obstinate Familiar); declined, it doesn't apply to that event again (616.2).
  uint8_t optional = 0;
  RepMode mode = RepMode::kSkip;
  int32_t a = 0, b = 0;
  // CR 614.1d, 614.12: "This land enters tapped unless you control two or more other
  // lands", "If you control two or more other lands, this land enters tapped": it
  // applies only if `cond` holds (with cond_unless: only if it doesn't), judged as the
  // event would happen, for the player the object would enter under.
  Condition cond;
  uint8_t cond_unless = 0;
  std::string text;
};

// CR 601.2b, 118.8: an additional cost chosen as the spell is cast (beyond the
// optional kicker): sacrifice, discard, exile from a graveyard, pay life.
// kTapCreature (appended): "tap an untapped creature you control" (118.3, 302.6).
// kRemoveCounters, kReturnToHand (appended): activation costs (602.1, 118.3): "Remove
// N <kind> counters from this <permanent>" (122.8), "Return a <permanent> you control
// to its owner's hand".  The same record is an activated ability's cost besides mana,
// {T} and its source itself (AbilityDef::costs, 602.2b), paid with the mana (601.2h).
enum class AddCostKind : uint8_t {
  kNone, kSacrifice, kDiscard, kExileFromGraveyard, kPayLife, kTapCreature, kRemoveCounters, kReturnToHand
};
struct AdditionalCost {
  AddCostKind kind = AddCostKind::kNone;
  int32_t sel = -1;   // what is sacrificed / discarded / exiled / tapped / returned
  int32_t n = 0;      // life paid (kPayLife); otherwise how many (0: one)
  int8_t counter = -1;  // kRemoveCounters: the counter kind (from the ability's source)
  int Count() const { return n > 0 ? n : 1; }
  // How many objects are chosen for it (601.2b, 602.2b): none for life and counters.
  int Objects() const {
    return kind == AddCostKind::kPayLife || kind == AddCostKind::kRemoveCounters || kind == AddCostKind::kNone
               ? 0 : Count();
  }
};
// AbilityDef::act_limit bits: activation restrictions (CR 602.5b, 602.5d): "Activate only
// once each turn", "... only once", "... only during your turn", "... only during your
// upkeep", "... only during combat", "... only during your turn, before attackers are
// declared".
constexpr uint8_t kActOncePerTurn = 1, kActOnce = 2, kActYourTurn = 4, kActYourUpkeep = 8, kActCombat = 16,
                  kActBeforeAttackers = 32;
constexpr int kMaxAbilityCosts = 3;

struct AbilityDef {
  AbilityKind kind;
  std::string text;
  ManaCost cost;   // activation cost (spells use the card's mana cost)
  bool tap = false;
  SacCost sac = SacCost::kNone;
  std::vector<TargetSpec> targets;
  std::vector<Instr> program;
  int mana_color = -1;  // for mana abilities: what it adds
  // Mana abilities (CR 605): the mana it adds, and costs besides {T} and mana.
  uint8_t n_units = 0;
  uint8_t units[kMaxManaUnits] = {0, 0, 0, 0};
  // A modal spell (CR 700.2): how many modes it has and how many are chosen; each
  // mode's instructions are guarded by kIf kModeChosen, its targets by TargetSpec::mode.
  // (In padding: the record stays 192 bytes.)
  uint8_t n_modes = 0, min_modes = 0, max_modes = 0;
  int life_cost = 0;   // "Pay N life" (CR 119.4)
  TriggerDef trigger;   // kTriggered
  int32_t replacement = -1;  // kStatic: index into CardDef::replacements, if any
  int8_t intrinsic = -1;     // CR 305.6: the mana ability of basic land type (color), or -1
  bool sorcery_speed = false;  // CR 602.5d: activate only as a sorcery (equip 702.6a)
  // CR 113.6b, 113.6m: an activated ability that functions while its card is in its
  // owner's graveyard (unearth 702.84a, embalm 702.128a, scavenge 702.97a), not on
  // the battlefield.
  bool from_graveyard = false;
  bool from_hand = false;  // CR 113.6b: while the card is in its owner's hand (cycling 702.29a)
  // CR 606: a loyalty ability; its cost adds (> 0) or removes (< 0) loyalty counters.
  bool loyalty = false;
  bool loyalty_x = false;  // its cost is [−X]: X announced as it is activated (107.3a, 606.6)
  int loyalty_cost = 0;
  // CR 106.6: a mana ability's mana may be spent only on spells matching mana_only
  // ("Spend this mana only to cast creature spells"), and a spell matching
  // mana_rider that it is spent on can't be countered (101.2); selectors or -1.
  int32_t mana_only = -1, mana_rider = -1;
  // CR 118.3, 602.1: "Tap N untapped creatures you control" in its cost (appended).
  // 302.6: any untapped creature of the controller's may pay it, summoning sick or not.
  uint8_t tap_creatures = 0;
  // CR 702.122a (appended): crew N's "Tap any number of other untapped creatures you
  // control with total power N or greater": N, or 0.
  uint8_t tap_power = 0;
  // CR 106.1, 605.3b: "Add {C} for each <kind> counter on this artifact" (appended):
  // its one unit of mana once per such counter, counted as it resolves; -1: none.
  int8_t mana_per_counter = -1;
  // CR 106.6 (appended): "... or activate abilities of <selector>": its mana may also
  // pay the costs of activated abilities whose source matches; -1: spells only.
  int32_t mana_only_abilities = -1;
  // CR 106.5, 106.7 (appended): mana of a kind other permanents have or could produce:
  // kReflect* over the permanents matching mana_reflect_sel (as its controller sees
  // them); its one unit's mask is then computed as it is used.
  uint8_t mana_reflect = 0;
  // CR 602.2b, 601.2f (appended): "This ability costs {N} less to activate for each
  // <selector>" (channel lands): N generic per object matching cost_less_sel, as its
  // controller sees them (118.7a: the generic part only); 0: none.
  uint8_t cost_less = 0;
  int32_t mana_reflect_sel = -1;
  // CR 602.2b, 118.3 (appended): costs besides mana, {T}, life and the source itself,
  // in the order printed: sacrificing, discarding, exiling, tapping or returning other
  // objects, removing counters (AdditionalCost, the record spells' additional costs use).
  uint8_t n_costs = 0;
  AdditionalCost costs[kMaxAbilityCosts];
  // CR 602.5b (appended): restrictions on when it may be activated (kAct* bits), and
  // "Activate only if <condition>" (kind kNone: none).
  uint8_t act_limit = 0;
  Condition act_cond;
  int32_t cost_less_sel = -1;
};
// AbilityDef::mana_reflect: "one mana of that color" for "a color of a permanent you
// control" (Meteor Crater); "any color that <lands> could produce" (Exotic Orchard);
// "any type that <lands> could produce" ({C} too: Reflecting Pool).
constexpr uint8_t kReflectNone = 0, kReflectColorOf = 1, kReflectColorCould = 2, kReflectTypeCould = 3;


// CR 118.9: an alternative cost ("rather than pay this spell's mana cost"),
// possibly from another zone.  One record serves every keyword of the family:
// where the card may be cast from this way, the cost, when it may be paid, and
// what paying it changes on the stack and as the permanent enters.  The kind
// names the keyword for labels and for "if its <kind> cost was paid" (a
// permanent remembers it: Game::AltPaid); no rule reads the kind itself.
enum class AltCostKind : uint8_t {
  kFlashback,       // 702.34a: cast from your graveyard; exiled instead of anywhere else (702.34c)
  kWithoutPaying,   // 118.9: "without paying its mana cost" (granted by an effect; X is 0, 107.3b)
  kEvoke,           // 702.74a: from hand; "when it enters, if its evoke cost was paid, sacrifice it"
  kDash,            // 702.109a: from hand; haste while dashed, returned at the next end step
  kOverload,        // 702.96a: from hand; "target" becomes "each" (702.96b: another program)
  kMadness,         // 702.35a: from exile, only while its madness trigger resolves
  kForetell,        // 702.143a: from exile, a foretold card, after the turn it was foretold
  kSpectacle,       // 702.137a: from hand, if an opponent lost life this turn
  kProwl,           // 702.76a: from hand, if a source of yours with a creature type of
                    // the spell dealt combat damage to a player this turn
  kEscape,          // 702.138a: from your graveyard; its cost exiles other cards from there
  kDisturb,         // 702.146a: from your graveyard, transformed (its back face up, 712.8c)
  kBestow,          // 702.103a: from hand, as an Aura spell with enchant creature (702.103b)
  kAlternative,     // 118.9: "You may pay 1 life and exile a blue card from your hand rather
                    // than pay this spell's mana cost." (no keyword: the cost is its parts)
};
constexpr int kNumAltCostKinds = 13;
constexpr const char* kAltCostNames[kNumAltCostKinds] = {
    "flashback", "without paying its mana cost", "evoke", "dash", "overload", "madness",
    "foretell", "spectacle", "prowl", "escape", "disturb", "bestow", "alternative"};
// When an alternative cost may be paid, besides its zone.
enum class AltWhen : uint8_t {
  kAlways,
  kByEffect,           // only when an effect lets the card be cast this way (madness's trigger)
  kOpponentLostLife,   // 702.137a: an opponent lost life this turn
  kForetoldEarlier,    // 702.143a: foretold (exiled by its special action) in an earlier turn
  kProwl,              // 702.76a: combat damage to a player this turn by a source of the
                       // caster's with one of the spell's creature types
  kNotYourTurn,        // "If it's not your turn, you may ... rather than pay ..." (Force of Negation)
};
struct AltCost {
  AltCostKind kind = AltCostKind::kFlashback;
  Zone from = Zone::kHand;      // the zone it may be cast from this way
  ManaCost cost;                // paid instead of the mana cost
  bool exile_after = false;     // 702.34c: leaves the stack to exile
  AltWhen when = AltWhen::kAlways;
  int32_t ability = -1;         // the spell ability it is cast with instead (overload's
                                // text change, 702.96b), or -1: the card's own
  int32_t at_end_step = -1;     // an ability of the card run by a delayed trigger at the
                                // next end step after it enters (dash 702.109a), or -1
  int32_t exile_other = 0;      // part of the cost: "exile N other cards from your
                                // graveyard" (escape 702.138a), chosen while casting (601.2b);
                                // from the zone it is cast from: "exile a blue card from
                                // your hand" (118.9, Force of Will)
  int32_t exile_sel = -1;       // what those cards must be ("a blue card"), or -1: any
  int32_t life = 0;             // part of the cost: "pay N life" (119.4)
  // Where the cards of exile_other come from and go: its own zone to exile (escape,
  // Force of Will), or "return an Island you control to its owner's hand" (Daze:
  // the battlefield, permanents its caster controls, to their owners' hands).
  Zone take_from = Zone::kNone;  // kNone: `from`
  Zone take_to = Zone::kExile;
};
// "You may cast <it> without paying its mana cost" (118.9, 608.2g): no card
// prints it; effects grant it (Omniscience, cascade-like ops).  StackItem::alt.
constexpr int kAltWithoutPaying = 100;
const AltCost& WithoutPayingCost();
// Whether a kicker is printed, and how often it may be paid (702.33a-c).
// kBuyback (702.27a): an optional additional cost paid once like kicker's; paid, the
// spell goes to its owner's hand instead of the graveyard as it resolves.
enum class KickerKind : uint8_t { kNone, kKicker, kMultikicker, kBuyback };

// CR 601.2f, 118.7: a cost increase or reduction.  A static ability of a permanent
// ("Noncreature spells cost {1} more to cast", "Instant and sorcery spells you cast
// cost {1} less to cast") or of the spell itself ("This spell costs {1} less to cast
// for each artifact you control", affinity 702.41a), which functions on the stack
// and while the card's castability is judged (601.3).
enum class CostModWho : uint8_t {
  kSelf,       // the card itself, as it is cast
  kYours,      // spells its controller casts
  kOpponents,  // spells its controller's opponents cast
  kAll,        // every spell
};
enum class CostModPer : uint8_t {
  kOnce,              // the amount once
  kCount,             // per object matching count_sel (seen from the caster)
  kOtherSpellsCast,   // per other spell cast this turn, by any player (601.2i: the spell
                      // being cast is not cast yet while its total cost is determined)
};
struct CostMod {
  CostModWho who = CostModWho::kSelf;
  CostModPer per = CostModPer::kOnce;
  int32_t spell_sel = -1;   // which spells (evaluated on the spell, any zone); -1: any
  int32_t generic = 0;      // > 0: costs {N} more; < 0: costs {N} less (generic, 118.7a)
  int32_t count_sel = -1;   // kCount: what is counted
  int32_t ability = -1;     // a permanent's: its (static) ability index, so that layer 6
                            // can remove it (613.1f); -1 for kSelf
  // "This spell costs {2} less to cast if you control a Human creature and a non-Human
  // creature": conditions judged as the total cost is determined (601.2f), all of
  // which must hold (the first nconds of conds).
  uint8_t nconds = 0;
  Condition conds[2];
};

// Ways to pay part of a spell's total cost other than with mana (CR 601.2h).
constexpr uint8_t kConvoke = 1;    // 702.51a: tap a creature for {1} or one mana of its color
constexpr uint8_t kDelve = 2;      // 702.66a: exile a card from your graveyard for {1}
constexpr uint8_t kImprovise = 4;  // 702.126a: tap an artifact for {1}

// Casting data beyond the mana cost (CR 601.2b-f, 118.8-9), read only while a spell
// with some of it is cast: kept out of CardDef, whose size every Def() lookup pays.
// CR 700.2: a modal spell's extra-mode costs: entwine (702.42a, all modes for an
// additional cost) or escalate (702.120a, an additional cost per mode beyond the first).
enum class ModeCostKind : uint8_t { kNone, kEntwine, kEscalate };
struct CastingDef {
  KickerKind kicker_kind = KickerKind::kNone;
  ManaCost kicker;
  ModeCostKind mode_cost_kind = ModeCostKind::kNone;
  ManaCost mode_cost;
  // CR 700.2, 601.2b: "Choose one. If <condition>, you may choose both instead.": up
  // to more_modes modes while more_modes_if holds as the spell is cast (0: no such rule).
  uint8_t more_modes = 0;
  Condition more_modes_if;
  AdditionalCost add_cost;
  std::vector<AltCost> alt_costs;
  std::vector<CostMod> self_mods;    // kSelf cost changes (601.2f)
  uint8_t pay_other = 0;             // kConvoke | kDelve | kImprovise (601.2h)
  std::vector<CostMod> static_mods;  // a permanent's cost changes to other spells (601.2f)
  // CR 702.56a: "Replicate [cost]": an additional cost that may be paid any number of times.
  bool has_replicate = false;
  ManaCost replicate;
  // CR 601.3: "Cast this spell only during <when>." (CardDef::kCastTiming): the steps
  // it may be cast in (a bit per Step; 0: any) and whose turn (CastTurn).
  uint16_t cast_steps = 0;
  uint8_t cast_turn = 0;
};
enum CastTurn : uint8_t { kAnyTurn, kYourTurn, kOpponentsTurn };

constexpr int kNoLandwalk = -1, kNonbasicLandwalk = -2;

// A card's layout: its faces beyond the one a card has in every zone but the
// stack and battlefield (CR 709, 712, 715).  The faces are CardDb::Faces(id).
enum class Layout : uint8_t {
  kNormal,
  kModalDfc,   // 712.3: its back face may be cast or played instead (712.11b, 712.12)
  kSplit,      // 709: one of its two halves is cast (709.3); the card is both combined (709.4)
  kAdventure,  // 715: its Adventure may be cast instead (715.3), and is exiled on resolving (715.3d)
  kFlip,       // 710: its back face row holds the alternative characteristics a flipped
               // permanent has (710.1b, 710.2); no other face to cast
  kPrototype,  // 718: its one face is the card cast prototyped (702.160a): the same name,
               // text and types with the alternative mana cost, P/T and colors (718.3b)
};

struct CardDef {
  std::string name;
  ManaCost cost;
  KwBits keywords = 0;  // (before the 32-bit fields: no padding)
  uint32_t types = 0, supertypes = 0, colors = 0;
  int power = 0, toughness = 0, loyalty = 0;
  uint32_t protection = 0;   // protection qualities (ProtectionBit) with kProtection
  uint32_t hexproof_from = 0;  // "hexproof from" qualities (kHexFrom* bits) with kHexproofFrom (702.11d)
  int ward = 0, toxic = 0;   // ward {N} (702.21), toxic N (702.164)
  int landwalk = kNoLandwalk;  // 702.14: a land subtype id, or kNonbasicLandwalk
  int extra_blocks = 0;        // 509.1a: "can block an additional creature" (1), any number (-1)
  bool lure = false;           // 509.1c: "All creatures able to block this creature do so."
  bool max_one_blocker = false;  // 509.1b: "can't be blocked by more than one creature"
  bool is_token = false;
  int8_t attack_limit = 0;     // kAttackLimit: "No more than N creatures can attack each combat"
  int ninjutsu = -1;           // 702.49a: its hidden ability putting it onto the battlefield
  ManaCost ninjutsu_cost;
  bool morph = false;          // 702.37a: cast face down for {3}; turned face up for morph_cost
  Layout layout = Layout::kNormal;  // 709, 712, 715 (in morph's padding)
  bool adventure = false;      // 715.3b: this face is an Adventure (exiled as it resolves, 715.3d)
  bool prototyped = false;     // 718.3b: this face is a card cast prototyped (it stays this face
                               // as the permanent it becomes; its card's values elsewhere, 718.4)
  bool megamorph = false;      // 702.37b: turned face up for its morph cost, it gets a +1/+1 counter
  bool disguise = false;       // 702.168a: morph's way, and face down it has ward {2}
  ManaCost morph_cost;
  int enchant_sel = -1;        // an Aura's "Enchant <selector>" (303.4a, 702.5a): its spell's target
  std::vector<std::string> subtypes;
  std::vector<int32_t> subtype_ids;
  std::string oracle;
  std::vector<AbilityDef> abilities;  // spell ability first (if any), then Oracle order
  std::vector<ReplacementDef> replacements;  // static replacement/prevention abilities
  std::vector<ChangeDef> changes;     // continuous effects its abilities create (611)
  std::vector<StaticDef> statics;     // static abilities generating them (604)
  // Derived at load time.
  int spell_ability = -1;     // index of the spell ability, or -1
  bool has_activated = false; // any non-mana activated ability
  bool is_back_face = false;  // the back face of a transforming double-faced card (712)
  bool siege = false;         // Battle — Siege (310.11): its protector is an opponent
  int8_t final_chapter = 0;   // CR 714.2d: the greatest chapter number of its chapter abilities
  // Casting (CR 601.2b-f, 118.8-9); the costs themselves are CardDb::Casting(id).
  // (These flags sit in padding: the record stays 408 bytes.)
  uint16_t cast_flags = 0;    // kCastExtras | kAltFromGraveyard | ...
  int mana_ability = -1;      // its only mana ability if that is "{T}: Add <one kind>", or -1
  bool mana_complex = false;  // it has other mana abilities (choices, several mana, costs)
  bool cant_be_countered = false;  // "This spell can't be countered." (101.2: counter effects fail)
  bool attack_tax_pw = false;  // kAttackTax also covers planeswalkers its controller controls (508.1h)
  int16_t defense = 0;        // a battle's printed defense (310.4a; in the padding here)
  uint32_t trigger_mask = 0;  // EvBit of every event its triggered abilities watch
  uint32_t replace_mask = 0;  // EvBit of every event its replacement effects modify
  uint64_t printed_abilities = 0;  // bit k: abilities[k] is an ability it has (not intrinsic)
  uint64_t default_abilities = 0;  // ...plus its printed basic land types' (305.6)
  int8_t default_mana = -1;        // its {T} mana with no effect applied, or -1
  int8_t block_limit = 0;          // kBlockLimit: "No more than N creatures can block each combat"
  int16_t attack_unless = -1;      // kAttackUnless: the selector the defending player must control
  int16_t unblockable_by = -1;     // kCantBeBlockedBy: the blockers it can't be blocked by (509.1b)
  int16_t aura_subtype = -1;       // bestow (702.103b): the subtype id of "Aura", or -1
  int8_t face_down_ability = -1;   // disguise's ward {2} (702.168a): an ability only face down
  uint32_t all_statics = 0, all_reps = 0;  // a bit per static / replacement ability
  int32_t attack_tax = -1;  // kAttackTax: its cost per attacker, CardDb::ExtraCost index
  bool graveyard_abilities = false;  // an activated ability works from a graveyard (113.6b)
  bool hand_activations = false;     // an activated ability works from a hand (cycling 702.29a)
  bool dredge = false;               // dredge (702.52a): a replacement that works from a graveyard
  bool asks_cast = false;  // a condition of it asks "if you cast it" (games then record it)
  bool read_ahead = false;  // 702.155: a Saga with read ahead (RepMode::kReadAhead)
  // CR 716.2a, 711.2a-b: abilities it has only as long as a condition holds (a class
  // level bar's or a level symbol's static ability): the abilities, static and
  // replacement abilities each gate grants; they are left out of default_abilities,
  // all_statics and all_reps and added back by Game::ApplyGates (layer 1's values).
  struct Gate {
    Condition cond;
    uint64_t abilities = 0;
    uint32_t statics = 0, reps = 0;
  };
  std::vector<Gate> gates;
  bool Is(uint32_t type_bits) const { return (types & type_bits) != 0; }
  // Modes, X, kicker or an additional cost to announce while casting (601.2b).
  static constexpr uint16_t kCastExtras = 1;
  // Some alternative cost casts it from a graveyard (118.9, flashback).
  static constexpr uint16_t kAltFromGraveyard = 2;
  // Its spell's cost changes itself / as a permanent it changes spells' costs (601.2f).
  static constexpr uint16_t kSelfCostMod = 4, kCostModSource = 8;
  // Parts of its total cost may be paid other than with mana (601.2h): convoke
  // (702.51a), delve (702.66a), improvise (702.126a); CastingDef::pay_other says which.
  static constexpr uint16_t kPayOther = 16;
  // A static ability of it asks whether it entered the battlefield this turn
  // (CondKind::kEnteredThisTurn): games with it record when permanents enter.
  static constexpr uint16_t kAsksEntered = 1024;
  // Some alternative cost casts it from its owner's hand (evoke, dash, overload,
  // spectacle: 118.9) / from exile (madness, foretell).
  static constexpr uint16_t kAltFromHand = 32, kAltFromExile = 64;
  // Replacement or triggered abilities that work while it is in its owner's hand or
  // just after it leaves it (madness 702.35a; foretell's special action 702.143a).
  static constexpr uint16_t kWorksFromHand = 128;
  // It has a triggered ability that functions on the stack as it is cast ("When you
  // cast this spell": storm 702.40a, replicate 702.56a), matched by FinishCasting.
  static constexpr uint16_t kCastTrigger = 256;
  // It targets abilities on the stack or copies spells (CR 115.2, 707.10): the game
  // gives stack abilities ids and keeps spells' choices as they leave the stack.
  static constexpr uint16_t kStackRules = 512;
  // CR 107.4h: a cost of it has {S} (mana from snow sources is told apart, 106.3).
  static constexpr uint16_t kSnowCost = 4096;
  // CR 106.6: a mana ability of it adds mana with a spending restriction or a rider.
  static constexpr uint16_t kTaggedMana = 8192;
  // CR 601.3: a restriction on when it may be cast (CastingDef::cast_steps / cast_turn).
  static constexpr uint16_t kCastTiming = 16384;
  // CR 103.6a: "If this card is in your opening hand, you may begin the game with it
  // on the battlefield." (Leylines): asked after mulligans (Game::OpeningHandStep).
  static constexpr uint16_t kOpeningHand = 32768;
  // CR 118.3, 302.6: a cost of it taps untapped creatures its controller controls
  // ("Tap an untapped creature you control"), or (106.1) a mana ability of it adds
  // mana for each counter on it: the payer and casting look for these.
  static constexpr uint16_t kManaExtras = 2048;
  bool cast_extras() const { return cast_flags & kCastExtras; }
  bool alt_from_graveyard() const { return cast_flags & kAltFromGraveyard; }
};

// CR 205.3: subtype kinds (which card type each subtype belongs to).
enum SubtypeKind : uint8_t { kSubCreature, kSubLand, kSubArtifact, kSubEnchantment,
                             kSubPlaneswalker, kSubSpell, kSubBattle };
constexpr int kBasicManaAbility = 1000;  // ability index of the intrinsic basic land mana (+color)

class CardDb {
 public:
  // Parses the compiled blob; throws EngineError with a description on bad data.
  static std::shared_ptr<const CardDb> Load(const std::string& blob);
  const CardDef& Get(DefId id) const { return defs_[id]; }
  const CastingDef& Casting(DefId id) const { return casting_[id]; }
  int Size() const { return static_cast<int>(defs_.size()); }
  DefId Find(const std::string& name) const;  // -1 if absent
  const std::string& Blob() const { return blob_; }
  const Selector& Sel(int32_t i) const { return sels_[i]; }
  int NumSelectors() const { return static_cast<int>(sels_.size()); }
  const std::string& SubtypeName(int32_t i) const { return subtype_names_[i]; }
  int NumSubtypes() const { return static_cast<int>(subtype_names_.size()); }
  // CR 205.3: what kind of subtype (kSubCreature, kSubLand, ...).
  int SubtypeKind(int32_t i) const { return subtype_kind_[i]; }
  // The subtype id of a basic land type (W U B R G order), or -1 if no card uses it.
  int32_t BasicLandType(int c) const { return basic_land_type_[c]; }
  int32_t SagaSubtype() const { return saga_subtype_; }  // CR 714: the subtype "Saga", or -1
  // The subtype "Flagbearer" (kMustTargetFlagbearer), or -1 if no card uses it.
  int32_t FlagbearerSubtype() const { return flagbearer_subtype_; }
  // CR 305.6: the intrinsic "{T}: Add [mana]" of a basic land type, for an object
  // that has the type without a printed one (ability index kBasicManaAbility + c).
  const AbilityDef& BasicMana(int c) const { return basic_mana_[c]; }
  // CR 712: a transforming double-faced card's other face, or -1.
  DefId BackFace(DefId d) const { return back_face_[d]; }
  DefId FrontFace(DefId d) const { return front_face_[d]; }
  // The faces a player may choose to cast or play instead of the card's own
  // characteristics (CR 712.11b, 712.12, 709.3, 715.3), and the card a face belongs to.
  const std::vector<DefId>& Faces(DefId d) const { return faces_[d]; }
  DefId FaceOf(DefId d) const { return face_of_[d]; }
  // Costs a card's characteristics name besides its mana cost (an attack tax, 508.1h).
  const ManaCost& ExtraCost(int32_t i) const { return extra_costs_[i]; }

 private:
  std::vector<CardDef> defs_;
  std::vector<CastingDef> casting_;  // per def id
  std::vector<Selector> sels_;
  std::vector<std::string> subtype_names_;
  std::vector<uint8_t> subtype_kind_;
  int32_t basic_land_type_[5] = {-1, -1, -1, -1, -1};
  int32_t saga_subtype_ = -1;
  int32_t flagbearer_subtype_ = -1;
  AbilityDef basic_mana_[5];
  std::vector<DefId> back_face_, front_face_;
  std::vector<std::vector<DefId>> faces_;
  std::vector<DefId> face_of_;
  std::vector<ManaCost> extra_costs_;
  std::string blob_;
};

}  // namespace mtg
