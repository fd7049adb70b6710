// Effect programs as data (CR 608.2: a spell or ability resolving follows its
// instructions in order): the interpreter's instructions (Op), their subjects and
// amounts, and the conditions an "if" or an intervening "if" (603.4) tests.  Cards
// compile to these (mtgcore.cards.compiler); vm.cpp and effects_*.cpp run them.
#pragma once

#include <cstdint>

#include "types.h"

namespace mtg {


// Which objects or players an instruction acts on.
enum class Subj : uint8_t {
  kNone, kTarget, kSelf, kIt, kEach, kChosen, kYou, kEachPlayer, kEachOpponent,
  kEventPlayer, kEventSource, kCreated, kItController, kTargetController,
  kEventPlayerOpponents,  // "each of that player's opponents" (the event's player, 118.12 example)
  // CR 400.7j: "that card", "those cards": the objects an earlier zone change of this
  // effect (an instruction with kRememberMoved) moved, in the public zone it moved
  // them to ("exile target creature, then return that card to the battlefield").
  kMoved,
  // CR 301.5, 303.4: "enchanted creature", "equipped creature": the object the source
  // is attached to (nothing if it is attached to none, or is not on the battlefield).
  kAttached,
};
// Instr::a bit of a zone-changing instruction (destroy, exile, bounce, put onto the
// battlefield, return, put on a library): remember what it moved (VmFrame::moved).
constexpr int kRememberMoved = 4;
// Instr::a bit of kExile: "exile ... until <the source> leaves the battlefield" (610.3):
// what it exiles returns when the source leaves (GameState::exiled_until).
constexpr int kExileUntilLeaves = 8;

// Amounts that are not fixed numbers ("equal to its power", "for each creature").
enum class AmountKind : uint8_t {
  kFixed, kX, kCount, kPowerOfIt, kToughnessOfIt, kPowerOfTarget, kEventAmount,
  kCountersOnSelf, kCardsInHand, kLastCount, kPowerOfSelf, kToughnessOfTarget,
  kEventAmountBeyondFirst,  // the event's amount minus one, at least 0 (rampage, 702.23a)
  kTimesKicked,             // how many times the spell was kicked (multikicker, 702.33c)
  // How many times the replicate cost of the spell "it" (the cast spell a
  // "when you cast" trigger saw) was paid (702.56a).  A cast trigger's kEventAmount
  // is the number of spells cast before it this turn (storm, 702.40a).
  kTimesReplicated,
  kRollResult,  // CR 706.2: the result of the last die roll of this effect ("equal to the result")
};

enum class Op : uint8_t {
  kDealDamage, kDestroy, kDraw, kGainLife, kLoseLife, kPump, kCreateTokens, kAddMana,
  kRegenerate, kExile, kBounce, kPutOntoBattlefield, kSacrifice, kDiscard, kMill,
  kSearch, kScry, kSurveil, kTap, kUntap, kPutCounters, kRemoveCounters, kFight,
  kPreventDamage, kPreventAllCombatDamage, kChoose, kMay, kDelayedTrigger, kReflexive,
  kIf, kReturnToBattlefield, kShuffle, kReveal, kLoseGame, kSetIt, kCounterUnlessPay,
  kPoison, kExileInsteadOfDying, kPayMana, kToLibrary, kCounter,
  kApplyEffect,  // a continuous effect (CR 611.2): c = CardDef::changes index, a = Duration
  kMustBlock,    // the subjects block the source this combat if able (509.1c; provoke 702.39a)
  kAttach,       // attach the source to the (first) subject (701.3a; equip 702.6a)
  kCastTransformed,  // cast the subject card from exile transformed, without paying its
                     // mana cost (a Siege's defeat, 310.11b; 712): the card the source became
  kCreateTokenCopy,  // "create a token that's a copy of <subject>" (111.1, 707.2); c = exceptions'
                     // CardDef::changes index or -1 (707.9b); a: 1 tapped, 2 myriad (702.116a)
  kManifest,     // the subject players manifest the top N cards of their libraries (701.40a)
  kCreateEmblem,  // the subject players get an emblem (114.2): c = the emblem's CardDb row
  kBlockTax,      // "This turn, creatures can't block unless their controller pays {N} for
                  // each blocking creature they control" (509.1d): N = amount, added
  kChangeText,    // CR 612.1: "change the text of <subject> by replacing all instances of one
                  // <word> with another" (indefinitely): a = the kinds of words (1 << TextWordKind),
                  // c = a subtype the new word can't be, or -1
  kCastCard,     // 608.2g: "you may cast <subject card>" during the resolution: c = the
                 // AltCostKind paid (kWithoutPaying: without paying its mana cost; else
                 // the card's own alternative cost of that kind, e.g. madness); a bit 1:
                 // "if that spell would be put into a graveyard, exile it instead";
                 // a bit 2: if it isn't cast, put it into its owner's graveyard (702.35a).
                 // Sets "did" to whether it was cast.  (Cascade and discover build on it.)
  // CR 707.10: put `amount` copies of the subject spell onto the stack (not cast;
  // they keep its modes, X, kicker, costs paid and targets); a = 1: "you may choose
  // new targets for the copy" (707.10c, 115.7d), asked target by target.
  kCopySpell,
  // CR 115.7: the subject spell or ability's targets change; a = how (kRetarget*);
  // b = 1: to the ability's source ("change a target ... to this creature", 115.7b).
  kChangeTargets,
  // CR 701.27a, 712.18: the subject permanents transform -- one represented by a
  // transforming double-faced card turns over to its other face, staying the same
  // object; any other permanent doesn't (701.27c, 712.9).
  kTransform,
  // "Look at the top N cards of your library. You may reveal a <sel> card from among
  // them and put it into <zone c>. Put the rest on the bottom of your library in a
  // random order.": N = amount, up to a cards (looking, revealing: CR 701.20a-e).
  kLookAtTop,
  // CR 702.85a (cascade), 701.57a (discover): exile cards from the top of your library
  // until you exile a nonland card whose mana value is less than N (a = 0) / N or less
  // (a = 1); N = amount, or (b = 1) the mana value of the source, the spell cast.
  // "It" is that card; VmFrame::exiled all the cards exiled this way.
  kExileUntil,
  // CR 702.85a, 701.57a: the cards exiled this way that are still in exile go on the
  // bottom of their owner's library in a random order; a = 1: first "it", if it is still
  // in exile, is put into its owner's hand (discover).
  kBottomExiled,
  // CR 701.34a: proliferate: its controller chooses any number of permanents and
  // players with counters; each gets another counter of each kind it has.
  kProliferate,
  // CR 701.44a: the subject permanent explores: reveal the top card of your library;
  // a land goes to your hand; otherwise a +1/+1 counter on it, and you may put the
  // card into your graveyard.
  kExplore,
  // CR 701.37a: "Monstrosity N": if the subject permanent isn't monstrous, put N
  // +1/+1 counters on it and it becomes monstrous (701.37b: a designation).
  kMonstrosity,
  // CR 701.39a: "Bolster N": choose a creature with the least toughness among creatures
  // you control and put N +1/+1 counters on it.
  kBolster,
  // CR 615.1: "Prevent all [combat] damage that would be dealt to / by <subjects> this
  // turn": a prevention shield on each subject until the turn ends (514.2); a = 1:
  // combat damage only; b: 1 damage dealt to it, 2 damage dealt by it (3: both).
  kPreventAllDamage,
  // CR 500.7: the subject players each take `amount` extra turns directly after this
  // one (added one at a time in APNAP order; the most recently created is taken first).
  kExtraTurn,
  // CR 724.3: the subject players become the monarch (one at a time: the designation
  // moves).  The designation's inherent triggered abilities (724.2) are those of an
  // emblem-like object in the command zone controlled by the monarch: c = its CardDb
  // row, or -1 for the row of the ability's own source (the designation's own trigger).
  kBecomeMonarch,
  kSetClassLevel,  // CR 716.2a: "This Class's level becomes N" (N = a), for the source
  // CR 705.2: the controller flips a coin and calls it; VmFrame::roll is 1 if they won
  // the flip, else 0 (the call and the coin are independent and fair: won with
  // probability 1/2, drawn from the game's seeded generator).
  kFlipCoin,
  // CR 706.1-706.2: the controller rolls a die with a sides; VmFrame::roll is its
  // result (its natural result plus b, 706.2), roll_natural the natural result.
  kRollDie,
  // CR 710.2, 710.4: the subject permanents represented by an unflipped flip card flip:
  // the alternative characteristics (the card's back face row) apply from now on.
  kFlip,
  kSolve,  // CR 719.3a: "this Case becomes solved" (the source; a designation, 719.3b)
  // "<subjects> don't untap during their controller's next untap step" (CR 502.3; an
  // effect lasting until that step, 611.2a): GameState::skip_untap.
  kSkipNextUntap,
  // CR 107.14, 122.1: energy counters ({E}) on the subject players: a = 0: they get
  // `amount`; a = 1: they pay `amount` if they have that many ("if you do": did).
  kEnergy,
  // "Exile the top N cards of your library" (amount; the subject players' libraries):
  // what it exiles is kept for "that card" / "those cards" (with kRememberMoved).
  kExileTop,
  // "You may play <those cards>" from exile (CR 601.2a, 305.1): a = 0 until end of
  // turn ("this turn"), 1 until the end of your next turn (GameState::play_exiled).
  kMayPlayExiled,
};
// kChangeTargets' a: "change the target(s)" (115.7a), "change a target" (115.7b),
// "change any targets" (115.7c), "choose new targets" (115.7d).
constexpr int kRetargetAll = 0, kRetargetOne = 1, kRetargetAny = 2, kRetargetNew = 3;

// Conditions (intervening "if" 603.4, "if"/"as long as" checks in programs).
enum class CondKind : uint8_t {
  kNone, kNoCountersOnIt, kYouControl, kLifeAtLeast, kLifeAtMost, kDid, kDidNot,
  kOpponentControls, kHandEmpty, kItIsCreature, kYouControlNone,
  kModeChosen,   // a modal spell's mode n was chosen (700.2); resolving spells only
  kKicked,       // "if this spell was kicked" (at least n times, 702.33d)
  kNotKicked,    // "... instead" forms: the spell was not kicked
  kEnteredThisTurn,  // the source entered the battlefield this turn ("as long as it entered this turn")
  kAltPaid,      // the source's alternative cost of kind n (AltCostKind) was paid (702.74a,
                 // 702.109a): of the spell it was, for a permanent
  kReplicated,   // 702.56a: "if a replicate cost was paid for it" (the spell "it")
  kControlSinceLastUpkeep,  // 702.30a: the source "came under your control since the
                            // beginning of your last upkeep"
  kNoSpellsLastTurn,        // "if no spells were cast last turn" (werewolves)
  kTwoSpellsLastTurn,       // "if a player cast two or more spells last turn"
  kItWasCreatureCard,  // "if it was a creature card": "it" as it last existed (a card that
                       // moved: its printed types, 608.2h), in any zone
  kYouCastIt,   // "if you cast it": the source permanent was a spell its controller cast
                // (not a copy, not put onto the battlefield): GameState::was_cast
  kSelfNoCounters,  // the source has no counters of kind n ("if this creature has no +1/+1
                    // counters on it": adapt 701.46a)
  kTopCardIs,          // "if the top card of your library is a <sel>" (Delver of Secrets:
                       // "you may reveal that card. If an instant or sorcery card is revealed")
  kChapter,     // CR 714.2b: a chapter ability {rN}: the lore counters put on the source
                // made their number go from less than n to at least n (checked on the
                // counter event as it triggers; true on resolution)
  kYouControlAtMost,  // "you control N or fewer <sel>" (at most n match)
  kItMatches,   // "if it's red": "it" (the object the program named, e.g. its target
                // after kSetIt) matches the selector, as it is now (608.2b)
  // CR 716.2a, 716.2d: the source's class level (1 if it has none) is at least n
  // ("As long as this Class is level N or greater, it has [abilities]").
  kClassLevelAtLeast,
  kClassLevelIs,  // CR 716.2a: "Activate only if this Class is level N-1" (n = N-1)
  // CR 711.2a-b: the source has at least N1 = n & 0xffff level counters and, if
  // n >> 16 is not 0, at most N2 = (n >> 16) - 1 ("{LEVEL N1-N2}", "{LEVEL N3+}").
  kLevelCounters,
  kBecameLevel,  // "When this Class becomes level N": decided on the level event
                 // (TriggerMatches: its new level is n); true on resolution
  kWonFlip, kLostFlip,  // CR 705.2: "if you win / lose the flip" (the effect's last flip)
  // CR 706.3a: a results table's row "N1-N2 | [effect]": the effect's last roll's result
  // is at least n & 0xffff and, if n >> 16 is not 0, at most (n >> 16) - 1.
  kRollResult,
  kSolved,  // CR 719.3b: the source is solved (n = 1) / is not solved (n = 0)
  kCityBlessing,  // 702.131a: "you have the city's blessing"
  kYourTurn,    // "during your turn", "as long as it's your turn" (CR 500.1: the active player)
  // CR 207.2c (delirium), 205.2a: "there are N or more card types among cards in your
  // graveyard": the card types among the objects matching `sel` number at least n.
  kCardTypesAmong,
  kDescended,   // CR 700.11: "if you descended this turn" (at least max(1, n) permanent
                // cards were put into your graveyard this turn)
  // "whenever <a player> draws a card except the first one they draw in each of their
  // draw steps" (504.1): decided on the draw event (TriggerMatches); true on resolution
  kNotFirstDrawStepDraw,
};
struct Condition {
  CondKind kind = CondKind::kNone;
  int32_t sel = -1;   // selector for kYouControl / kOpponentControls
  int32_t n = 0;      // count or life, or counter kind for kNoCountersOnIt
};

// One instruction.  a/b/c by op:
//   kPump: a/b = +P/+T, kw = keyword bits granted (layer 6)
//   kCreateTokens: c = token def id; kPutCounters/kRemoveCounters: c = counter kind
//   kAddMana: c = mana kind; kPutOntoBattlefield/kReturnToBattlefield: a = tapped,
//     b = counter kind + 1 put on it as it enters (0: none), c = under whose control (0 you, 1 owner)
//   kDiscard: a = 1 random, 2 all the cards in the hand; kSearch: c = destination zone, a = tapped
//   kChoose: sel (what), a = min, b = max; kMay: a = instructions skipped on "no"
//   kIf: cond; a = instructions skipped when false; kDelayedTrigger/kReflexive: c = ability index
//   kSacrifice with Subj::kYou etc.: the player sacrifices `amount` objects matching sel
//   kDealDamage: b = N + 1: the damage is dealt by target N instead of the source
//   kToLibrary: b = 1 bottom, else top
//   kPayMana: pay {amount} generic plus, if c > 0, one hybrid symbol of a color in mask c
//     (CR 107.4e); sets "did" to whether it was paid
struct Instr {
  Op op;
  Subj subj = Subj::kNone;
  int8_t subj_i = 0;            // target slot for kTarget; for kEach the selector is `sel`
  AmountKind amount_kind = AmountKind::kFixed;
  int32_t amount = 0;           // the fixed amount, or a multiplier
  int32_t sel = -1;             // selector for kEach / kChoose / kSearch / kSacrifice
  int32_t amount_sel = -1;      // selector counted by AmountKind::kCount
  int32_t a = 0, b = 0, c = -1;
  Condition cond;
  KwBits kw = 0;                // kPump: keyword bits granted (layer 6)
};

}  // namespace mtg
