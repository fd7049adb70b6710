// The state of one game of Magic as plain records: objects as a struct of arrays
// (CR 109, 400.7: a zone change makes a new row), players, the stack, the event
// funnel's events, triggers, shields, continuous effects and the pending decision.
// Game (game.h) holds one and runs the rules on it.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>
#include "card_db.h"
#include "rng.h"
#include "types.h"

namespace mtg {

// One mana in a pool that is more than its type (CR 106.6, 107.4h): it came from a
// snow source, or may be spent only on some spells, or changes the spell it is
// spent on.  PlayerState::mana counts it too; these records say which it is.
struct TaggedMana {
  int8_t kind = 0;         // its type (106.1b), WUBRG C
  uint8_t snow = 0;        // produced by a snow source (107.4h, 106.3)
  int32_t only = -1;       // "spend this mana only to cast <selector> spells", or -1
  int32_t rider = -1;      // "if spent on a <selector> spell, it can't be countered", or -1
  int32_t source = -1;     // the object that produced it: its selectors' "the chosen type" (614.12a)
  int32_t only_abilities = -1;  // "... or activate abilities of <selector>" (106.6), or -1
};

struct PlayerState {
  int life = kStartingLife;
  int poison = 0;
  int energy = 0;  // energy counters (CR 107.14, 122.1)
  int mana[kNumManaKinds] = {0, 0, 0, 0, 0, 0};  // mana pool (CR 106.4)
  std::vector<TaggedMana> tagged;                 // which of it is snow / restricted (106.6)
  int lands_played = 0;                           // this turn (CR 305.2)
  int spells_cast = 0;                            // this turn: spells it cast (601.2i; storm 702.40a)
  int spells_last_turn = 0;                       // spells it cast in the turn before this one
  int life_lost = 0;                              // this turn: life it lost (119.3; spectacle 702.137a)
  int descended = 0;                              // this turn: permanent cards put into its graveyard (700.11)
  int draw_step_draws = 0;                        // this turn: cards it drew in its draw step (504.1)
  int max_hand_size = kMaxHandSize;
  uint16_t rules = 0;                             // derived (layers.cpp): PlayerRule bits (613.11)
  uint8_t loyalty_more = 0;                       // derived: the [+1]s added to its loyalty costs (606.5)
  uint8_t extra_lands = 0;                        // derived: additional lands it may play each turn (305.2)
  bool drew_from_empty = false;                   // since last SBA check (CR 704.5b)
  bool cant_lose_drawing = false;                 // goldfish opponent: 704.5b doesn't apply
  bool city_blessing = false;                     // 702.131a: for the rest of the game
  bool lost = false;
  bool left = false;                              // 800.4a: it has left the game (multiplayer)
  int mulligans = 0;
  bool kept = false;
  int to_bottom = 0;                              // cards still to put on the bottom (103.5)
  int last_turn_start = 0;                        // number of this player's most recent turn
  std::vector<ObjId> library;                     // index 0 = top
  std::vector<ObjId> hand;
  std::vector<ObjId> graveyard;                   // index 0 = bottom (oldest)
};

// A spell or ability on the stack (CR 405).
struct StackItem {
  ObjId obj = kNoObj;      // the spell's object, or the ability's source (for a
                           // triggered ability possibly a row that has left: LKI)
  int ability = -1;        // index into the source's CardDef::abilities
  int controller = 0;
  bool is_spell = true;
  bool is_trigger = false;
  int num_targets = 0;
  Ref targets[kMaxTargets] = {kNoRef, kNoRef, kNoRef, kNoRef};
  // What the trigger saw (CR 603.2, 603.10): "it", "that player", the amount.
  ObjId it = kNoObj;       // the event's object (the new row after a zone change)
  ObjId lki = kNoObj;      // the event's object as it last existed (old row)
  Ref event_player = kNoRef;
  ObjId event_source = kNoObj;
  int amount = 0;
  // Announced while casting (CR 601.2b): modes chosen (bit per mode, 700.2), times
  // kicked (702.33), X (107.3), the alternative cost paid (118.9; -1: none).
  uint8_t modes = 0;
  int8_t kicked = 0;
  int8_t alt = -1;         // an index of CastingDef::alt_costs, or kAltWithoutPaying
  // "If that spell would be put into a graveyard, exile it instead" (an effect that
  // let it be cast during a resolution, 608.2g: Goblin Dark-Dwellers).  (In padding.)
  uint8_t exile_instead = 0;
  int8_t replicated = 0;   // CR 702.56a: times its replicate cost was paid (a copy keeps it, 707.10)
  uint8_t uncounterable = 0;  // mana with such a rider was spent on it (106.6, 101.2)
  int32_t x = 0;
  // An ability's id (its Ref is kAbilityRef + id, CR 115.2), given in games with
  // GameState::stack_rules; 0: none.
  int32_t id = 0;
  // CR 113.7a: an ability exists independently of its source: the face whose ability
  // it is (-1: a spell, or its source's current face), kept as the source transforms
  // (712.18); and the source's transform clock as it was put on the stack (701.27f).
  DefId face = -1;
  int32_t clock = 0;
  // CR 603.7, 614.1a: "it" of a delayed trigger is a set of objects (the tokens a
  // doubler made with the one its effect created): GameState::obj_sets[group - 1]
  // besides `it`; 0: `it` alone.  The same field on PendingTrigger, DelayedTrigger
  // and VmFrame carries it from the effect to the resolution.
  int32_t group = 0;
  // CR 702.66a, 607.2a: the cards exiled to pay this spell's delve cost, for "exiled
  // with it": GameState::obj_sets[delved - 1] (their graveyard rows); 0: none kept
  // (kept only for a spell whose card reads them).
  int32_t delved = 0;
};

// One game change passing through the funnel (events.cpp), or a record of an
// action (cast, attack, step) for triggers.  Fixed-size: no allocation.
struct Event {
  EvKind kind = EvKind::kZoneChange;
  Zone from = Zone::kNone, to = Zone::kNone;
  Cause cause = Cause::kNone;
  int8_t player = -1;      // affected / acting player (drawer, gainer, caster, attacker's controller)
  uint8_t combat = 0;      // combat damage
  uint8_t tapped = 0;      // zone change to the battlefield: enters tapped (614.1c)
  uint8_t to_bottom = 0;   // zone change to a library: its bottom
  uint8_t cancelled = 0;   // replaced by nothing / prevented entirely
  uint8_t ordered = 0;     // its place among simultaneous damage for a shield was chosen (615.7)
  int8_t controller = -1;  // zone change to the battlefield: under this player's control
  int8_t ctr_kind = -1;    // enters with counters (614.1c)
  int8_t chosen = -1;      // "as this enters, choose a color": the color (614.12a)
  uint8_t face_down = 0;   // it enters face down (manifest, 701.40a; 708.3)
  uint8_t n_copies = 0;    // copy choices made for it as it enters (bounds 707.9e chains)
  int8_t alt = -1;         // a spell entering: the alternative cost paid for it (118.9), or -1
  uint8_t bestowed = 0;    // a bestowed Aura spell entering as a bestowed Aura (702.103b, e)
  int8_t kicked = 0;       // zone change of a resolving permanent spell: times it was kicked (702.33d)
  // CR 611.2e: "put ... onto the battlefield. That creature is ..." : the resolving
  // effect's change (an index of Def(source).changes) and duration, applied as it enters.
  int16_t with_change = -1;
  uint8_t with_dur = 0;
  DefId copy_face = -1;    // 707.5: it enters as a copy with these copiable values...
  int32_t copy_exc = -1;   // ...and these exceptions (GameState::copy_excs), or -1
  Ref attacking = kNoRef;  // zone change to the battlefield: enters attacking this (508.4)
  int16_t n_applied = 0;
  int16_t chosen_type = -1;  // "as this enters, choose a creature type": its subtype id (614.12a)
  ObjId obj = kNoObj;      // the object (old row for zone changes), or damage recipient object
  ObjId new_obj = kNoObj;  // the new row after a zone change
  ObjId source = kNoObj;   // damage source; the object whose ability caused it
  Ref target = kNoRef;     // damage recipient (player or object)
  int32_t amount = 0;      // damage, life, counters, cards
  int32_t arg = 0;         // counter kind; step
  int32_t ctr_n = 0;
  int32_t applied[6] = {0, 0, 0, 0, 0, 0};  // replacement effects already applied (616.2)
};

// A triggered ability that has triggered and waits to be put on the stack (603.3).
struct PendingTrigger {
  ObjId source = kNoObj;   // the row whose ability triggered (may have left: LKI)
  int ability = -1;
  int controller = 0;
  ObjId it = kNoObj, lki = kNoObj;
  Ref event_player = kNoRef;
  ObjId event_source = kNoObj;
  int amount = 0;
  DefId face = -1;         // a delayed trigger's face and clock as it was created (701.27f)
  int32_t clock = -1;
  int32_t group = 0;       // StackItem::group
};

// A replacement or prevention effect created by a resolving spell or ability
// (regeneration shields live in GameState::regen_shields).
struct Shield {
  RepMode mode = RepMode::kPreventN;
  EvKind event = EvKind::kDamage;
  ObjId obj = kNoObj;      // affected object, or kNoObj
  int player = -1;         // affected player, or -1 (with obj == kNoObj: everything)
  int amount = 0;          // what a kPreventN shield still prevents
  uint8_t combat = 0;      // combat damage only
  uint8_t until_eot = 1;
  uint8_t by = 0;          // damage dealt by obj, not to it ("dealt by target creature", 615.1)
  // "Prevent all damage that would be dealt to creatures this turn": the objects and
  // players matching this selector as each event happens (615.1; not locked in,
  // 611.2c), as `controller` (the spell's) sees them; -1: obj / player above.
  int8_t controller = -1;
  int32_t sel = -1;
  Zone from = Zone::kNone, to = Zone::kNone;  // zone changes it applies to
  int32_t id = 0;
  ObjId source = kNoObj;
};

// CR 603.7: a delayed triggered ability ("at the beginning of the next end step").
struct DelayedTrigger {
  Step step = Step::kEnd;
  int after_turn = 0;      // triggers at the first such step of a turn >= this
  int controller = 0;
  ObjId source = kNoObj;
  int ability = -1;        // the source's ability whose program runs
  ObjId it = kNoObj;       // "that creature", "it"
  DefId face = -1;         // the face whose ability it is (113.7a)
  int32_t clock = -1;      // the transform clock as it was created (701.27f; -1: none)
  int32_t group = 0;       // "it" is also these objects (StackItem::group)
};

// The resumable interpreter's frame (vm.cpp): a program counter and registers,
// kept in GameState so clone/rollback work mid-resolution.
struct VmFrame {
  ObjId source = kNoObj;
  int ability = -1;
  int controller = 0;
  bool on_stack = false;   // resolving the top stack item
  bool is_spell = false;
  int pc = 0;
  int stage = 0;           // progress within the instruction at pc
  int num_targets = 0;
  Ref targets[kMaxTargets] = {kNoRef, kNoRef, kNoRef, kNoRef};
  ObjId it = kNoObj, lki = kNoObj;
  Ref event_player = kNoRef;
  ObjId event_source = kNoObj;
  int amount = 0;          // the event's amount
  int x = 0;
  uint8_t modes = 0;       // a modal spell's chosen modes (700.2)
  int8_t kicked = 0;       // times the spell was kicked (702.33d)
  int last_count = 0;      // how many the previous instruction affected
  uint8_t target_ok[kMaxTargets] = {0, 0, 0, 0};  // legal as resolution began (608.2b, 608.2h)
  int left = 0;            // what the current instruction still has to do
  bool did = false;        // "if you do" (CR 608.2c)
  ObjId created = kNoObj;  // the last token created
  std::vector<ObjId> chosen;
  std::vector<ObjId> exiled;  // "the cards exiled this way" by kExileUntil (406.6; 702.85a)
  std::vector<ObjId> moved;   // "that card": what a kRememberMoved zone change moved (400.7j)
  DefId face = -1;         // StackItem::face (113.7a)
  int32_t clock = 0;       // StackItem::clock (701.27f)
  int32_t group = 0;       // StackItem::group: "it" is a set (603.7)
  int32_t roll = 0;        // CR 705.2 / 706.2: the last flip won (1) / the last die roll's result
  int32_t roll_natural = 0;  // CR 706.2: the last die roll's natural result
  // CR 614.1a, 707.10e example: every token the last token instruction made (with
  // those a replacement added, Parallel Lives), `created` first: "that token", "it"
  // of the creating effect is each of them.  Read only while made[0] == created.
  std::vector<ObjId> made;
  int32_t made_from = -1;  // the card index the instruction's tokens start at
};

// A continuous effect from a resolved spell or ability (CR 611.2).  The change
// is data: `change` indexes Def(def).changes, or is -1 for an inline P/T and
// keyword change (a pump: layers 6 and 7c).  The affected set was locked in when
// the effect began (611.2c): `obj`.  Static abilities' effects (611.3) are not
// stored: layers.cpp generates them from the permanents on the battlefield.
struct ContinuousEffect {
  int32_t timestamp = 0;        // CR 613.7b
  ObjId source = kNoObj;        // the object whose spell or ability created it
  int8_t controller = 0;        // that spell's or ability's controller
  Duration duration = Duration::kEndOfTurn;
  // CR 612.1 (layer 3, 613.1c): a text change (change == -1): every instance of the
  // word text_from (a TextWord) in obj's text becomes text_to; 0: none.  obj may be
  // a spell (612.1: "target spell or permanent").  (In padding.)
  int16_t text_from = 0, text_to = 0;
  int32_t until_turn = 0;       // kUntilYourNextTurn: ends when this turn number begins
  DefId def = -1;               // the card whose changes[] holds the change
  int16_t change = -1;
  ObjId obj = kNoObj;           // the locked-in affected object
  int32_t power = 0, toughness = 0;  // inline layer 7c change (change == -1)
  KwBits add_keywords = 0;           // inline layer 6 change (change == -1)
};
// One text change applying to an object now (derived, layer 3; in timestamp order).
struct TextSwap {
  ObjId obj = kNoObj;
  int32_t from = 0, to = 0;
};
// CR 122.1b: keyword counters of one kind on one permanent (sparse: few games have
// any).  All counters of a kind share the newest one's timestamp (613.7c), which
// orders the keyword they grant in layer 6 (613.1f).
struct KwCounter {
  ObjId obj = kNoObj;
  int8_t kind = 0;              // a CounterKind >= kFirstKwCounter
  int32_t n = 0;
  int32_t timestamp = 0;
};
// One continuous effect during a recompute (layers.cpp scratch, not game state):
// a static ability's effect (611.3) or a stored ContinuousEffect (611.2).
struct ActiveEffect {
  const ChangeDef* ch = nullptr;   // null: an inline pump
  const StaticDef* st = nullptr;   // the static ability, or null
  ObjId source = kNoObj;
  int controller = 0;
  int32_t timestamp = 0;
  int static_index = -1;
  uint8_t cda = 0;
  ObjId locked = kNoObj;           // 611.2c: the one object it affects
  int32_t p = 0, t = 0;            // inline pump
  KwBits kw = 0;
  uint16_t layers = 0;             // layers it has a part in
  uint8_t started = 0;             // began applying (613.6): its set is fixed in sets_
  uint8_t done = 0;                // applied in the current layer
  int32_t set_off = 0;             // its set's first word in Game::sets_
};

// One planned piece of combat damage (CR 510.1).
struct DamageAssignment {
  ObjId source;
  Ref recipient;
  int amount;
};

// True if mana of these kinds (WUBRG C counts, one mana per source) pays `cost`.
bool ManaCovers(const int avail[kNumManaKinds], const ManaCost& cost);

// One kind of choice (DESIGN point 6): who, what, how many, and for what.  The
// options of kChooseCards/kChooseReplacement/kOrderTriggers are GameState::options.
struct Decision {
  DecisionKind kind = DecisionKind::kNone;
  int player = 0;
  int min = 0, max = 0;    // how many options may still be chosen (then "done")
  ObjId source = kNoObj;   // the object whose spell or ability asks
};

// What an effect instruction returns besides "advance by N" (vm.cpp).
constexpr int kVmSuspend = -1;   // stopped for a decision; run again when answered
constexpr int kCastHalfStage = 16;  // ExecCastCard: a split card's half k offered at stage 16 + k (709.3)
constexpr int kVmNotMine = -2;   // not this family's instruction

// Stages of announcing a spell being cast (CR 601.2b), then its targets (601.2c).
constexpr uint8_t kCastModes = 0, kCastKicker = 1, kCastReplicate = 2, kCastX = 3, kCastTargets = 4;

// Who continues once a batch of events finishes after a replacement choice.
enum class BatchOwner : uint8_t { kNone, kCursor, kVm };

// Cursor of the turn-structure state machine (which procedure runs next).
enum class Cursor : uint8_t { kBeginStep, kStateBasedActions, kPriority, kEndStep, kCleanup,
                              kCombatDamage, kDeal, kOver,
                              kOpeningHand };  // CR 103.6: actions from opening hands

// A copy effect's exception (707.9a-b): a change of the copiable values, made by
// the copy effect of `def`'s card (its changes[change]); `prev`: the exceptions the
// copied object's copiable values already had (707.3), or -1.
struct CopyException {
  DefId def = -1;
  int32_t change = -1;
  int32_t prev = -1;
  uint8_t blank = 0;  // a copy of a face-down permanent: its face-down values (707.2, 708.2)
};

// CR 730.1: neither (the game's start), day, night.
enum DayNight : int8_t { kNeitherDayNorNight = 0, kDay = 1, kNight = 2 };

struct GameState {
  // ---- objects: one row per object (CR 109); a zone change makes a new row (400.7)
  // def: the definition its copiable values come from (layer 1): its card's, or
  // the copied object's under a copy effect (707.2).  copy_exc: the exceptions of
  // that copy effect (copy_excs), or -1; sized only once a copy exists (rows past
  // its end have none: CopyExc/SetCopyExc), so making a row costs nothing more.
  std::vector<DefId> def;
  std::vector<int32_t> copy_exc;
  std::vector<CopyException> copy_excs;
  // 708: face down (kManifested 701.40, kCastFaceDown 702.37c; 0 face up); sized
  // only once one exists, like copy_exc.
  std::vector<uint8_t> face_down;
  // 702.103b: bestowed (an Aura enchantment with enchant creature until it ceases to
  // be bestowed, 702.103e-g); sized only once a spell is cast bestowed.
  std::vector<uint8_t> bestowed;
  // The turn each permanent entered the battlefield, recorded only in games with a
  // card that asks (CardDef::kAsksEntered; sized then, like face_down); 0: not known.
  std::vector<int32_t> entered_turn;
  bool track_entered = false;
  // "if you cast it" (kYouCastIt): 1 for a permanent that was a spell its controller
  // cast, kept only in games with a card that asks (CardDef::asks_cast).
  bool track_cast = false;
  std::vector<ObjId> monstrous;  // CR 701.37b: permanents that became monstrous (until they leave)
  std::vector<int8_t> was_cast;
  bool any_copy = false;              // a copy effect or face-down status was ever applied (layer 1)
  bool any_text = false;              // a text-changing effect was ever created (612, layer 3)
  // Some selector may need the rare path (Game::MatchesRare): a text change exists
  // (612.1) or a creature type was chosen (614.12a).
  bool rare_sel = false;
  bool any_aura = false;              // a card of this game is an Aura (303.4f-g: RunBatch)
  // Derived (layer 3): the text changes of objects on the battlefield or the stack,
  // in timestamp order (rebuilt by each recompute while any_text).
  std::vector<TextSwap> text_swaps;
  bool any_morph = false;             // a card of this game has morph (702.37): offer face-down casts
  std::vector<CardIdx> card;          // physical card this row represents
  std::vector<int8_t> owner, controller;
  std::vector<Zone> zone;             // Zone::kNone = the object no longer exists
  std::vector<uint8_t> tapped;
  std::vector<int32_t> damage;        // damage marked (CR 120.3e)
  std::vector<uint8_t> deathtouch_hit;  // dealt damage by deathtouch since last SBA (704.5h)
  std::vector<int32_t> counters;      // kNumCounterKinds per row
  std::vector<KwCounter> kw_counters; // keyword counters on permanents (122.1b), sparse
  std::vector<int32_t> timestamp;     // CR 613.7
  std::vector<int32_t> control_since; // turn number control began (-1: before the game)
  std::vector<Ref> attacking;         // what it attacks, or kNoRef (CR 506.4)
  std::vector<uint8_t> blocked;       // an attacking creature that became blocked (509.1h)
  std::vector<ObjId> blocking;        // the (first) attacker it blocks, or kNoObj
  std::vector<uint8_t> first_strike_dealt;  // assigned damage in a first-strike step (510.4)
  std::vector<uint8_t> regen_shields;       // regeneration shields (CR 701.19)
  std::vector<uint32_t> protection;         // derived protection qualities (702.16)
  std::vector<int8_t> chosen_color;         // chosen as it entered (614.12a), or -1
  // (row, subtype id): the creature type chosen as it entered (614.12a); sparse (rows
  // are never reused, 400.7): Game::ChosenType.
  std::vector<std::pair<ObjId, int32_t>> chosen_types;
  std::vector<ObjId> attached_to;           // the object it is attached to (301.5, 303.4), or kNoObj
  // Derived characteristics after layers (CR 613); valid when !dirty.
  std::vector<int32_t> power, toughness;
  std::vector<KwBits> keywords;
  std::vector<uint32_t> types, colors;
  std::vector<uint32_t> supertypes;              // layer 4 (CR 205.4)
  std::vector<int32_t> base_power, base_toughness;  // after layer 7b, before 7c (CR 613.4)
  std::vector<int8_t> base_controller;           // before layer 2: who put it onto the battlefield
  std::vector<uint64_t> subtypes;                // layer 4: sub_words bits per row (CardDb subtype ids)
  int32_t sub_words = 1;
  std::vector<uint64_t> abil_mask;               // layers 4/6: which of abilities[] it has
  std::vector<uint32_t> statics_on;              // bit k: it has statics[k]
  std::vector<uint32_t> reps_on;                 // bit k: it has replacements[k]
  std::vector<int32_t> ward;                     // ward {N} (702.21), 0: none
  std::vector<int8_t> extra_blocks;              // 509.1a: additional creatures it can block (-1: any)
  std::vector<uint8_t> lure;                     // 509.1c: "all creatures able to block it do so"
  std::vector<uint8_t> max_one_blocker;          // 509.1b: "can't be blocked by more than one creature"
  std::vector<int8_t> mana_color;                // the auto-payer's {T} mana (305.6 included), -1: none
  std::vector<uint8_t> land_mana;                // 305.6: colors of basic land types' mana abilities
                                                 // it has without a printed one (engine abilities)
  std::vector<DefId> name_def;                   // whose name it has (layer 1 may change it)
  // The last recompute applied no continuous effect: every permanent's derived
  // values other than P/T (counters) and controller are its card's, as NewObject
  // set them, so the next recompute without effects only redoes P/T.
  bool derived_plain = true;
  // Some row's card has static abilities (604), or a keyword counter was put on a
  // permanent (122.1b): CollectEffects merges their effects in.
  bool any_statics = false;
  bool any_graveyard_cast = false;  // some card of the game can be cast from a graveyard (118.9)
  bool any_graveyard_abilities = false;  // some card has an ability that works from a graveyard (113.6b)
  bool any_hand_activations = false;     // ... from a hand (cycling 702.29a)
  bool any_dredge = false;               // a card with dredge (702.52a): draws look at graveyards
  // Some card of the game has abilities that work from its owner's hand (madness
  // 702.35a, foretell 702.143a): zone changes from hands are watched and replaced.
  bool any_hand_abilities = false;
  // Some card of the game has an alternative cost from hand or exile, or lets
  // spells be cast without paying their mana costs (118.9): priority decisions
  // look for such casts (one test per decision).
  bool any_alt_cast = false;
  // CR 118.9: per row, 1 + the AltCostKind paid for the spell a permanent was
  // (evoke 702.74a, dash 702.109a), 0: none; sized only once one exists.
  std::vector<int8_t> alt_paid;
  // CR 702.76a: per player (sub_words words each), the creature types of sources
  // under that player's control that dealt combat damage to a player this turn;
  // recorded only in games with a prowl card (any_prowl).
  bool any_prowl = false;
  std::vector<uint64_t> combat_damage_types;
  // CR 702.143a: foretold cards (the exile row) and the turn each was foretold.
  std::vector<std::pair<ObjId, int32_t>> foretold;
  // CR 608.2g: a spell being cast while an effect resolves (kCastCard): 1 while
  // the instruction runs, 2 when its casting went on after a decision (the
  // resolution resumes when it is cast), 0: none.
  uint8_t nested_cast = 0;
  bool any_split_second = false;    // some card of the game has split second (702.61)
  // Some card of the game changes spells' costs (kCostRuleMods, 601.2f) / has
  // convoke, delve or improvise (kCostRulePayOther, 601.2h): one byte, one test.
  uint8_t cost_rules = 0;
  // Some card of the game copies spells, targets abilities on the stack or has a
  // "when you cast this spell" trigger (CardDef::kStackRules, kCastTrigger; CR
  // 707.10, 115.2, 603.2): stack abilities get ids, spells leaving the stack are
  // remembered (stack_lki) for copies made from them, cast triggers are matched.
  bool stack_rules = false;
  int32_t next_stack_id = 0;
  // CR 608.2h, 707.10: spells as they last existed on the stack this turn (storm
  // copies a spell that was countered meanwhile); cleared as a turn begins.
  std::vector<StackItem> stack_lki;
  // Some card of the game has {S} in a cost (kManaRuleSnow: mana from snow sources
  // is told apart, 107.4h) / adds restricted mana (kManaRuleTagged, 106.6).
  uint8_t mana_rules = 0;
  // Some card of the game lets players cast spells as though they had flash
  // (kCastRuleFlash, 601.3b).  (A card restricting when it may be cast is
  // kCostRuleTiming in cost_rules: tested where castability already reads it.)
  uint8_t cast_rules = 0;

  // ---- physical cards: card -> current row (kNoObj once a token ceased to exist)
  std::vector<ObjId> card_obj;
  std::vector<DefId> card_def;        // the card's own definition (a new row starts from it, 400.7)
  std::vector<uint8_t> card_is_token;
  int tokens_off_battlefield = 0;
  int32_t live_rows = 0;              // rows in a zone (checked against the zone lists)     // tokens moved off the battlefield since the last SBA check

  // ---- zones and players
  // CR 100.1, 800.1: the players, seats 0..num_players-1 (a multiplayer game has more
  // than two); the seats past num_players are unused and stay default.
  PlayerState players[kMaxPlayers];
  int8_t num_players = 2;
  std::vector<ObjId> battlefield;     // in timestamp order
  std::vector<ObjId> exile;
  std::vector<ObjId> command;         // the command zone: emblems (CR 114, 408)
  // CR 800.4a: the cards that left the game with their owner (a multiplayer game's).
  std::vector<CardIdx> left_cards;
  std::vector<StackItem> stack;       // back = top
  std::vector<ContinuousEffect> effects;

  // ---- the event funnel (events.cpp): the batch of simultaneous events being
  // performed, replacement effects created by resolved effects, and masks of
  // what anything watches or replaces (an unwatched event costs one bit test).
  std::vector<Event> batch;
  int batch_pos = 0;
  bool batch_active = false;
  BatchOwner batch_owner = BatchOwner::kNone;
  Cursor batch_cursor = Cursor::kStateBasedActions;
  std::vector<int32_t> rep_options;   // candidates of a pending replacement choice
  int32_t choice_static_id = 0;       // the replacement whose choice (a color) is pending
  std::vector<Shield> shields;
  int32_t next_shield_id = 1;
  uint32_t watch_mask = 0;            // EvBit of events some trigger watches
  uint32_t replace_mask = 0;          // EvBit of events some replacement effect modifies
  std::vector<ObjId> left_battlefield;  // rows that left in this batch (look back, 603.10a)
  std::vector<ObjId> entered_battlefield;  // rows that entered in this batch
  // CR 613.7m: permanents with static abilities that entered together whose relative
  // timestamps their controller still chooses (the active player's first), and
  // whether this batch's entering was ordered already.
  std::vector<ObjId> stamp_pending;
  bool stamps_done = false;
  std::vector<Event> batch_log;       // performed events some trigger watches, matched
                                      // when the batch is complete (603.6a, 603.10a)
  int32_t batch_moved = 0;            // zone changes performed by the last batch
  // CR 400.7j: a kRememberMoved instruction's batch keeps the new objects it moved
  // to public zones here (for VmFrame::moved) while `remember_moved` is set.
  uint8_t remember_moved = 0;
  std::vector<ObjId> moved_objs;
  // CR 610.3: (permanent, card) pairs: the card was exiled "until <permanent> leaves
  // the battlefield" and returns under its owner's control right after it does.
  std::vector<std::pair<ObjId, ObjId>> exiled_until;
  // "doesn't untap during its controller's next untap step" (502.3): those permanents;
  // skip_untap_now while the untap step with some of them is being performed.
  std::vector<ObjId> skip_untap;
  bool skip_untap_now = false;
  // CR 603.2h-like "This ability triggers only once each turn.": (source, ability)
  // pairs that triggered this turn (cleared as each turn begins).
  std::vector<std::pair<ObjId, int>> triggered_once;
  // "You may play that card" (from exile): the card, the player, whether it lasts until
  // the end of that player's next turn, and the last turn it lasts (-1: that next turn
  // hasn't begun).
  struct PlayExiled {
    ObjId obj = kNoObj;
    int32_t player = 0, next_turn = 0, last_turn = -1;
  };
  std::vector<PlayExiled> play_exiled;
  // ---- triggers (triggers.cpp)
  std::vector<PendingTrigger> pending_triggers;
  std::vector<DelayedTrigger> delayed;
  std::vector<std::vector<ObjId>> obj_sets;  // the sets "it" refers to (StackItem::group)
  // Accounting checked by the property tests: every trigger that fires is put on
  // the stack or removed (603.3d), never lost.
  int64_t triggers_fired = 0, triggers_stacked = 0, triggers_removed = 0;
  // ---- the interpreter (vm.cpp)
  std::vector<VmFrame> vm;
  std::vector<Ref> options;           // options of the pending choice

  // ---- turn structure
  int turn = 0;                       // 1 = first turn
  int active = 0;
  int starting_player = 0;
  Step step = Step::kUntap;
  Cursor cursor = Cursor::kBeginStep;
  bool step_begun = false;            // its "beginning of step" event was recorded
  int priority_player = 0;
  // CR 802.2, 802.4: in a multiplayer game, the defending player declaring blockers
  // now (or the one the combat rule being applied is about); two players: unused.
  int8_t defending = 1;
  int8_t last_active = -1;  // the previous turn's active player (730.2a in multiplayer)
  // CR 802.2a: the player each attacked planeswalker or battle belonged to (its
  // controller / protector) as it was attacked: a multiplayer game's, this combat.
  std::vector<std::pair<ObjId, int8_t>> attacked_objs;
  int passes = 0;                     // consecutive passes (CR 117.4)
  bool first_strike_step_used = false;
  bool cleanup_again = false;         // CR 514.3a
  int32_t next_timestamp = 1;
  int turn_limit = kDefaultTurnLimit;
  // CR 500.7: extra turns to be taken after this one, the last taken first (whose turn
  // each is), and who takes the next turn of the normal order once they are all taken
  // (-1: no extra turn is under way).
  std::vector<int8_t> extra_turns;
  int8_t resume_active = -1;

  // ---- the pending decision and its context
  Decision decision;
  int target_index = 0;               // which target of the top stack item is being chosen
  std::vector<ObjId> declared;        // attackers / blockers chosen so far this declaration
  ObjId block_with = kNoObj;          // the blocker chosen, whose attacker is asked next
  // (blocker, attacker) for blocks beyond a blocker's first (509.1a: "can block an
  // additional creature"); cleared at end of combat.
  std::vector<std::pair<ObjId, ObjId>> more_blocks;
  // (blocker, attacker): blocks that attacker this combat if able (509.1c, provoke).
  std::vector<std::pair<ObjId, ObjId>> must_block;
  // CR 702.33d-e, 607.2: permanents that were kicked spells and how many times (the
  // linked "enters with ... for each time it was kicked" and enters triggers read
  // it; sparse: rows of permanents, a zone change makes a new row, 400.7).
  std::vector<std::pair<ObjId, int32_t>> kicked_perms;
  // CR 606.3: permanents a loyalty ability of which was activated this turn
  // (cleared as a turn begins; a permanent that changes zones is a new object).
  std::vector<ObjId> loyalty_used;
  // CR 103.6: the cards of opening hands whose action ("begin the game with it on
  // the battlefield", 103.6a) has been asked about, while those actions are taken.
  std::vector<ObjId> opening_asked;
  // Where play begins once they are taken: turn 1's untap step after mulligans; a
  // scenario may begin elsewhere (Game::BeginWithOpeningHand).
  int32_t opening_turn = 1;
  int8_t opening_step = 0, opening_active = -1;
  // CR 310.8: each battle's protector (battles are few: pairs, not a per-row array).
  std::vector<std::pair<ObjId, int32_t>> protectors;
  bool any_back_face = false;  // some object was a back face (712): MoveTo checks faces
  // CR 701.27f: transforms so far (the clock) and each permanent's last transform's
  // tick (few: pairs, only in games where something transformed).
  int32_t transforms = 0;
  std::vector<std::pair<ObjId, int32_t>> transformed_at;
  // CR 730.1: the game's day/night designation (DayNight), and whether a card in the
  // game has daybound or nightbound (702.145): only then is it checked.
  int8_t day_night = 0;
  bool day_night_rules = false;
  bool saga_rules = false;  // a card with chapter abilities is in the game (714: lore counters)
  // CR 716.2b: permanents' class levels, pairs (object, level) (a designation, not
  // copiable: a new object has none, 400.7); level_rules: a card in the game has
  // abilities gated by a level (716.2a, 711.2), so the layers always apply gates.
  std::vector<std::pair<ObjId, int32_t>> levels;
  std::vector<ObjId> solved;  // CR 719.3b: solved permanents (until they leave: new objects)
  bool level_rules = false;
  bool ascend_rules = false;  // a card with ascend is in the game (702.131: the city's blessing)
  // CR 715.3d: cards exiled by resolving as an Adventure (the exile row) and the
  // player who may cast them from exile while they remain there.
  std::vector<std::pair<ObjId, int32_t>> adventures;
  // What the Aura entering now enters attached to (303.4f): the resolving Aura
  // spell's target, or the object chosen as it enters by other means.
  ObjId entering_attached = kNoObj;
  std::vector<ObjId> damage_queue;    // creatures whose damage assignment is still to choose
  std::vector<DamageAssignment> damage_plan;
  std::vector<DamageAssignment> last_combat_damage;  // as assigned in the last damage step (510.1)
  int damage_left = 0;                // of the creature at damage_queue.front()
  bool sac_pending = false;           // the spell being cast still needs its sacrifice
  ObjId sac_choice = kNoObj;          // the creature chosen to sacrifice as a cost
  // CR 601.2b: which announcement of the spell being cast comes next (kCast*),
  // and the object its additional cost uses (601.2f-h), chosen before paying.
  uint8_t cast_stage = 0;
  ObjId cost_choice = kNoObj;
  // CR 601.2h: what pays part of the spell's total cost other than mana (convoke,
  // improvise: tapped; delve: exiled), chosen as the cost is locked in, paid with the mana.
  std::vector<ObjId> other_pay;
  // CR 702.138a, 601.2b: the other cards from its graveyard that the spell's
  // alternative cost exiles (escape), chosen one at a time, paid with the mana (601.2h).
  std::vector<ObjId> alt_exile;
  // CR 118.3, 602.1, 601.2b: the creatures chosen to tap for a "tap an untapped
  // creature you control" cost of the spell or ability being cast (tapped with the
  // mana, 601.2h); mana abilities don't tap them for mana meanwhile.
  std::vector<ObjId> cost_taps;
  // CR 602.2b, 601.2b: the other objects chosen for the costs of the ability being
  // activated (to sacrifice, discard, exile, return), in the order of its costs; paid
  // with the mana (601.2h).  Mana abilities don't sacrifice them for mana meanwhile.
  std::vector<ObjId> cost_objs;
  // CR 602.5b: abilities (object, ability index) activated this turn / ever that say
  // "Activate only once each turn" / "Activate only once".
  std::vector<std::pair<ObjId, int32_t>> activated_this_turn, activated_ever;
  // ---- paying (mana.cpp): the locked-in total cost (CR 601.2f) and, when the
  // player pays by hand (manual_mana), the pending payment decision (601.2g-h)
  bool manual_mana = false;
  bool paying = false;
  bool pay_for_attack = false;        // the payment is the cost to attack (508.1h-j)
  ManaCost pay_cost;
  ObjId pay_exclude = kNoObj;
  int attackers_declared = 0;         // this combat (CR 508.8)
  // CR 509.1d: {N} generic per blocking creature, from resolved "this turn, creatures
  // can't block unless their controller pays {N} for each blocking creature they
  // control" effects (their sum); they end at cleanup (514.2).
  int32_t block_tax = 0;
  bool pay_for_block = false;         // the payment is the cost to block (509.1d-f)
  // Every printed keyword of every object made this game (a gate for rare rules:
  // attack taxes are looked for only if some object has one).
  KwBits printed_kw = 0;

  // ---- result
  bool over = false;
  int winner = -1;                    // -1: draw or not over
  EndReason reason = EndReason::kNone;

  Rng rng;
  int64_t actions_applied = 0;
  // CR 104.4b and the per-turn safeguard (loops.cpp): actions applied this turn;
  // consecutive actions that were each the only legal one; the loop key recorded
  // at the last checkpoint of that run.
  int32_t turn_actions = 0;
  int32_t forced_run = 0;
  uint64_t loop_key = 0;
  bool dirty = true;
  // CR 704.3 bookkeeping, not part of the digest: bumped by every performed event,
  // zone move and recomputation of the characteristics (what the permanents' SBAs
  // read); a check that found nothing to do records it, and the next check scans
  // the battlefield again only if it moved (a loaded state scans: they differ).
  uint64_t change_gen = 0;
  uint64_t sba_clean_gen = ~uint64_t{0};

  // ---- for front ends (state/views.cpp), not part of the digest.  CR 400.2: what
  // each player has looked at of a hidden zone's cards (bit p: player p looked at
  // this row while it was in a library or another player's hand: scry, "look at the
  // top", a search, a look at a hand), sized only once one is seen.  A row keeps the
  // bit while it stays in that zone (a zone change makes a new row, 400.7); a shuffle
  // forgets its cards (701.24a: their order is unknown again).
  std::vector<uint8_t> seen;
  // The event log a front end asked for (Game::SetEventLog): every event the funnel
  // performed, in order, until taken.  Off, Record pays one flag test.
  // A triggered ability put on the stack (603.3) is logged as an event of kind
  // kTriggerStacked (source: its source, arg: its ability, target: its stack ref).
  bool log_events = false;
  std::vector<Event> event_log;
};

// GameState::card_is_token of a copy of a spell (707.10): not a token on the stack;
// it ceases to exist elsewhere (707.10a, as tokens do, 704.5d-e) and resolves into a
// token permanent (608.3f).
constexpr uint8_t kSpellCopy = 2;
// GameState::event_log only: a triggered ability was put on the stack (CR 603.3).
constexpr EvKind kTriggerStacked = EvKind::kNumEvKinds;
inline const std::string kNoName;  // a face-down permanent's name (none, 708.2)
constexpr uint8_t kManifested = 1, kCastFaceDown = 2;  // GameState::face_down values (701.40, 702.37c)
// CR 702.37c: the cost to cast a card with morph face down.
constexpr uint8_t kCostRuleMods = 1, kCostRulePayOther = 2;  // GameState::cost_rules
constexpr uint8_t kCostRuleTiming = 4;  // cost_rules: "Cast this spell only during ..." (601.3)
constexpr uint8_t kManaRuleSnow = 1, kManaRuleTagged = 2;    // GameState::mana_rules
// Some cost taps untapped creatures of its controller's (118.3, 302.6), or some mana
// ability adds mana for each counter on its source (106.1): CardDef::kManaExtras.
constexpr uint8_t kManaRuleExtras = 4;
constexpr uint8_t kCastRuleFlash = 1;                          // GameState::cast_rules
// CR 601.2f, 118.7a: `more` generic added, then `less` generic removed, at least {0}.
void AddCostChanges(ManaCost* c, int more, int less);
inline const ManaCost kFaceDownCost = [] { ManaCost c; c.generic = 3; return c; }();

}  // namespace mtg
