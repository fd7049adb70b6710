// One game of Magic: state (struct of arrays), the rules that drive it, and the
// decision/action interface.  The engine runs until somebody must decide, then
// stops with a Decision; Apply() takes one legal Action.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "game_state.h"

namespace mtg {

class Game {
 public:
  // Decks are lists of def ids (library order before shuffling).  starting_player -1:
  // chosen at random by the seed (CR 103.1).
  Game(std::shared_ptr<const CardDb> db, const std::vector<DefId>& deck0,
       const std::vector<DefId>& deck1, uint64_t seed, int starting_player = -1);
  // CR 100.1, 800.1: a game of decks.size() players (2 to kMaxPlayers), seat p
  // playing decks[p]; a multiplayer game is a free-for-all (806) whose players may
  // attack every opponent (802).
  Game(std::shared_ptr<const CardDb> db, const std::vector<std::vector<DefId>>& decks, uint64_t seed,
       int starting_player = -1);
  // An empty game for scenario set-up: no libraries, no mulligans until Begin().
  Game(std::shared_ptr<const CardDb> db, uint64_t seed);
  // A scenario of n players (CR 100.1: 2 to kMaxPlayers).
  void SetNumPlayers(int n);

  const CardDb& db() const { return *db_; }
  const GameState& state() const { return s_; }
  // CR 601.2g-h: with manual payment, casting stops with a kPayMana decision
  // (activate mana abilities one at a time, then "done": the auto-payer pays the
  // rest); without it (the default: policies, simulate) the auto-payer pays.
  void SetManualMana(bool on) { s_.manual_mana = on; actions_valid_ = false; }
  // Direct state access for set-up and bindings; invalidates cached legal actions.
  GameState& mutable_state() {
    actions_valid_ = false;
    s_.dirty = true;
    return s_;
  }

  const Decision& decision() const { return s_.decision; }
  // CR 601.2h: the pool alone pays the pending payment's locked-in cost (mana.cpp).
  bool PoolPaysPending(int p);
  bool over() const { return s_.over; }
  // The legal actions for the pending decision, in a stable order.
  const std::vector<Action>& LegalActions();
  // Applies a legal action (else throws IllegalAction, state unchanged), then runs
  // the game to the next decision.
  void Apply(const Action& a);
  // Same, without the legality check: the action must come from LegalActions().
  void ApplyTrusted(const Action& a);
  std::string ActionLabel(const Action& a) const;
  // A public description of r: a face-down spell or permanent shows no identity (708.5).
  std::string DescribeRef(Ref r) const;
  // r as player `viewer` sees it (-1: anyone): the controller of a face-down spell or
  // permanent may look at it (708.5); all are revealed once the game is over (708.9).
  std::string DescribeFor(Ref r, int viewer) const;
  bool MayLook(ObjId o, int viewer) const;
  // ---- front ends (views.cpp).  CR 400.2: player p has looked at hidden row o.
  bool SeenBy(ObjId o, int p) const {
    return static_cast<size_t>(o) < s_.seen.size() && ((s_.seen[o] >> p) & 1);
  }
  // Record every performed event (on) in state().event_log; TakeEvents empties it.
  void SetEventLog(bool on) { s_.log_events = on; if (!on) s_.event_log.clear(); }
  std::vector<Event> TakeEvents() { std::vector<Event> out; out.swap(s_.event_log); return out; }
  // A game consistent with what `viewer` knows (400.2): the cards they can't see are
  // dealt again at random from the same cards (the hidden rows of each player trade
  // places), or, with `pool`, the other player's hidden cards become cards of `pool`
  // (def ids, the cards `viewer` has seen of that player taken out).  The game's own
  // random generator is reseeded from `seed` (its future is unknown too).
  void Determinize(int viewer, uint64_t seed, const std::vector<DefId>* pool);
  // The name of o as `viewer` sees it ("" for a face-down object they may not look at).
  const std::string& NameFor(ObjId o, int viewer) const {
    return FaceDown(o) && MayLook(o, viewer) ? Def(o).name : Name(o);
  }

  // CR 605.3a: activate a mana ability of `o` while `p` has priority.  Mana
  // abilities don't use the stack (605.3b): the mana goes straight to the pool.
  // Throws IllegalAction (state unchanged) if it can't be activated now.
  // `color` (0-4): the color chosen for "one mana of any color".
  // `tap`: the creature its "tap an untapped creature you control" cost taps (118.3),
  // or kNoObj: the payer chooses.
  void ActivateManaAbility(int p, ObjId o, int ability, int color = -1, ObjId tap = kNoObj);
  // Empty if `p` may activate mana ability `ability` of `o` now, else why not.
  std::string ManaAbilityProblem(int p, ObjId o, int ability);

  // ---- scenario set-up (before Begin)
  ObjId AddCard(int owner, DefId def, Zone zone);
  void SetTapped(ObjId o, bool tapped) { mutable_state().tapped[o] = tapped; }
  // sick: it came under its controller's control in the turn BeginAt() starts
  // (CR 302.6); otherwise it has been controlled since before the game.
  void SetSick(ObjId o, bool sick);
  void SetCounter(ObjId o, int kind, int n) {
    mutable_state();
    if (kind < kNumCounterKinds) s_.counters[o * kNumCounterKinds + kind] = n;
    else SetKwCounter(o, kind, n);
  }
  // Begin play at `step` of `turn` (active player: turn parity), skipping mulligans.
  void BeginAt(int turn, Step step, int active);
  // The same after the opening-hand actions of the cards in hand (CR 103.6): for
  // scenarios that skip mulligans.
  void BeginWithOpeningHand(int turn, Step step, int active);
  // CR 104.3a: a player may concede at any time; they leave the game (losing it).
  void Concede(int p);

  // ---- players (CR 102, 800.4).  Seats 0..NumPlayers()-1 in turn order (103.1); a
  // player who lost a multiplayer game has left it (800.4a) and is skipped by all.
  int NumPlayers() const { return s_.num_players; }
  bool InGame(int p) const { return !s_.players[p].lost; }
  // CR 101.4, 117.3d, 800.4j: the next player after p in turn order who is still in
  // the game (p itself if nobody else is).
  int NextPlayer(int p) const {
    const int n = s_.num_players;
    for (int i = 1; i < n; ++i) {
      const int q = (p + i) % n;
      if (!s_.players[q].lost) return q;
    }
    return p;
  }
  // CR 102.2-102.3 (free-for-all: every other player is an opponent), still in the game.
  bool IsOpponent(int p, int q) const {
    return q != p && q >= 0 && q < s_.num_players && !s_.players[q].lost;
  }
  // p's opponents still in the game, in turn order from p's left (101.4): "each
  // opponent".  For the code that once read `1 - p`, see FirstOpponent.
  template <class F>
  void ForEachOpponent(int p, F f) const {
    const int n = s_.num_players;
    for (int i = 1; i < n; ++i) {
      const int q = (p + i) % n;
      if (!s_.players[q].lost) f(q);
    }
  }
  // Every player still in the game in APNAP order (101.4): the active player first.
  template <class F>
  void ForEachPlayerApnap(F f) const {
    const int n = s_.num_players;
    for (int i = 0; i < n; ++i) {
      const int q = (s_.active + i) % n;
      if (!s_.players[q].lost) f(q);
    }
  }
  // CR 102.2: in a two-player game, p's opponent; in a multiplayer game the next
  // opponent in turn order (a rule that lets p's controller choose an opponent
  // uses this one as the engine's choice: 310.11a's protector).
  int FirstOpponent(int p) const { return s_.num_players == 2 ? 1 - p : NextPlayer(p); }
  int PlayersInGame() const {
    int k = 0;
    for (int q = 0; q < s_.num_players; ++q) k += !s_.players[q].lost;
    return k;
  }
  // CR 117.3a-b, 800.4j: who receives priority first: the active player, or the
  // next player in turn order once the active player has left the game.
  int ActivePriority() const { return s_.players[s_.active].lost ? NextPlayer(s_.active) : s_.active; }
  // CR 800.4a: player p leaves the game (a multiplayer game goes on, 800.4).
  void LeaveGame(int p);
  // Every player who lost a multiplayer game and is still in it leaves (800.4a);
  // true if one did.
  bool LeavePending();
  bool LeavesPending() const {
    for (int p = 0; p < s_.num_players; ++p)
      if (s_.players[p].lost && !s_.players[p].left) return true;
    return false;
  }
  bool NextDefender();  // CR 802.4 (multiplayer.cpp)
  // CR 104.3a, 800.4a: p concedes a multiplayer game that goes on.
  void ConcedeMultiplayer(int p);

  // ---- derived values (after layers)
  int Power(ObjId o) { Refresh(); return s_.power[o]; }
  int Toughness(ObjId o) { Refresh(); return s_.toughness[o]; }
  // CR 118.3: creatures the spell or ability being cast still has to choose to tap for
  // its cost, and how much its controller would rather not tap `o` (tap_costs.cpp).
  int TapCostLeft(const StackItem& it) const {
    return (s_.mana_rules & kManaRuleExtras) && !it.is_trigger ? TapCostLeftSlow(it) : 0;
  }
  int TapCostLeftSlow(const StackItem& it) const;
  int TapCostScore(ObjId o);
  int BasePower(ObjId o) { Refresh(); return s_.base_power[o]; }
  int BaseToughness(ObjId o) { Refresh(); return s_.base_toughness[o]; }
  uint32_t Supertypes(ObjId o) { Refresh(); return s_.supertypes[o]; }
  // Subtypes after layer 4 (names), and one subtype test.
  std::vector<std::string> Subtypes(ObjId o);
  bool HasSubtype(ObjId o, int32_t st) {
    Refresh();
    return st >= 0 && st < s_.sub_words * 64 &&
           ((s_.subtypes[static_cast<size_t>(o) * s_.sub_words + (st >> 6)] >> (st & 63)) & 1);
  }
  // A stack object's Ref as a target (CR 115.2): the spell's object, or kAbilityRef + id.
  static Ref StackRef(const StackItem& it) { return it.is_spell ? it.obj : kAbilityRef + it.id; }
  // The name it has now (CR 201; layer 1 copy effects change it).
  // A face-down permanent has no name (708.2): the empty string.
  const std::string& Name(ObjId o) const { return s_.name_def[o] < 0 ? kNoName : db_->Get(s_.name_def[o]).name; }
  bool FaceDown(ObjId o) const {
    return static_cast<size_t>(o) < s_.face_down.size() && s_.face_down[o] != 0;
  }
  bool Bestowed(ObjId o) const {  // 702.103b
    return static_cast<size_t>(o) < s_.bestowed.size() && s_.bestowed[o] != 0;
  }
  void SetBestowed(ObjId o, bool v) {
    if (static_cast<size_t>(o) >= s_.bestowed.size()) s_.bestowed.resize(s_.def.size() + 16, 0);
    s_.bestowed[o] = v;
  }
  void SetBestowedValues(ObjId o);  // layers/copy.cpp
  void SetFaceDown(ObjId o, uint8_t v) {
    if (static_cast<size_t>(o) >= s_.face_down.size()) s_.face_down.resize(s_.def.size() + 16, 0);
    s_.face_down[o] = v;
  }
  // The creature type chosen as it entered (614.12a), or -1.
  int32_t ChosenType(ObjId o) const {
    for (const auto& c : s_.chosen_types)
      if (c.first == o) return c.second;
    return -1;
  }
  // CR 118.9: the AltCostKind + 1 paid for the spell permanent `o` was, or 0.
  int AltPaid(ObjId o) const { return static_cast<size_t>(o) < s_.alt_paid.size() ? s_.alt_paid[o] : 0; }
  // The same for a spell on the stack (its alternative cost) or a permanent (702.138b).
  int AltPaidNow(ObjId o) const;
  int LoyaltyCost(int p, ObjId o, int printed) const;  // CR 606.4-606.5
  // CR 702.138b: the zone change `e` is a spell cast with escape becoming a permanent.
  bool Escaping(const Event& e) const;
  int EnteringX(const Event& e) const;  // CR 107.3m
  // CR 702.66a, 607.2a: the cards exiled to pay the delve cost of the spell becoming
  // e's permanent that match selector `sel` and are still in exile.
  int EnteringExiledWith(const Event& e, int32_t sel);
  void SetAltPaid(ObjId o, int v) {
    if (static_cast<size_t>(o) >= s_.alt_paid.size()) s_.alt_paid.resize(s_.def.size() + 16, 0);
    s_.alt_paid[o] = static_cast<int8_t>(v);
  }
  // The alternative cost `alt` of `o` (an index of its alt_costs, or kAltWithoutPaying).
  const AltCost& AltOf(ObjId o, int alt) const {
    if (alt == kAltWithoutPaying) return WithoutPayingCost();
    const CastingDef& cs = Casting(o);
    // 702.146a: a spell cast transformed (its back face up) was cast by its card's
    // front face's alternative cost.
    if (__builtin_expect(static_cast<size_t>(alt) >= cs.alt_costs.size(), 0))
      return db_->Casting(s_.card_def[s_.card[o]]).alt_costs[alt];
    return cs.alt_costs[alt];
  }
  // CR 702.138a: cards the spell being cast still has to choose to exile for its
  // alternative cost ("exile N other cards from your graveyard").
  int AltExileLeft(const StackItem& it) const {
    if (!it.is_spell || it.alt < 0) return 0;
    return AltOf(it.obj, it.alt).exile_other - static_cast<int>(s_.alt_exile.size());
  }
  bool AltExileOption(int p, ObjId spell, ObjId o, const AltCost& ac);
  const std::vector<ObjId>& AltExileZone(int p, const AltCost& ac) const;
  bool CastTimingAllows(int p, ObjId o) const;  // CR 601.3
  // Its mana value (202.3): none while face down (708.2).
  int ManaValue(ObjId o) const {
    if (FaceDown(o) || (s_.any_copy && CopyHasNoManaCost(o))) return 0;
    const CardDef& d = Def(o);
    if (__builtin_expect(d.is_back_face, 0)) {
      // CR 712.8e: a transformed permanent's is its front face's; a permanent
      // copying a back face (its card is not that face's card) has mana value 0.
      const DefId front = db_->FrontFace(s_.def[o]);
      if (db_->Get(front).layout != Layout::kModalDfc)
        return front == s_.card_def[s_.card[o]] ? db_->Get(front).cost.ManaValue() : 0;
    }
    const int v = d.cost.ManaValue();
    // CR 202.3e: X is the number chosen for it while it is on the stack, else 0.
    if (__builtin_expect(d.cost.x != 0, 0) && s_.zone[o] == Zone::kStack) return v + d.cost.x * StackX(o);
    return v;
  }
  int StackX(ObjId o) const {  // the X announced for the spell `o` (107.3), 0 if none
    for (const StackItem& it : s_.stack)
      if (it.is_spell && it.obj == o) return it.x;
    return 0;
  }
  bool CopyHasNoManaCost(ObjId o) const;  // 707.9b: a copy exception "with no mana cost"

  // Whether it has ability k of its card now (layers 4 and 6: "loses all abilities").
  bool HasAbility(ObjId o, int k) {
    Refresh();
    if (k >= kBasicManaAbility) return k < kBasicManaAbility + 5 && ((s_.land_mana[o] >> (k - kBasicManaAbility)) & 1);
    return k < 64 && ((s_.abil_mask[o] >> k) & 1);
  }
  // Ability k of the object: its card's, or (305.6) a basic land type's mana ability.
  const AbilityDef& Ability(ObjId o, int k) const {
    return k >= kBasicManaAbility ? db_->BasicMana(k - kBasicManaAbility) : Def(o).abilities[k];
  }
  // Abilities (indices) it has now, for views: its card's, then intrinsic mana.
  std::vector<int> AbilitiesNow(ObjId o);
  int Ward(ObjId o) { Refresh(); return s_.ward[o]; }
  int Controller(ObjId o) { Refresh(); return s_.controller[o]; }
  // Debug/test: recomputes from scratch and compares with the cached derivation;
  // empty if equal, else the first difference.
  std::string CheckDerivation();
  // Benchmark: seconds for `n` recomputes of every permanent's characteristics.
  double TimeRecompute(int n);
  // Adds a continuous effect as a resolving ability would (tests, property checks).
  void AddEffect(const ContinuousEffect& e) { mutable_state().effects.push_back(e); }
  uint32_t Colors(ObjId o) { Refresh(); return s_.colors[o]; }
  KwBits Keywords(ObjId o) { Refresh(); return s_.keywords[o]; }
  bool HasKw(ObjId o, KwBits k) { Refresh(); return (s_.keywords[o] & k) != 0; }
  uint32_t Types(ObjId o) { Refresh(); return s_.types[o]; }
  int ClassLevel(ObjId o) const;  // CR 716.2d: its class level, 1 if it has none (levels.cpp)
  int Counter(ObjId o, int kind) const {
    return kind < kNumCounterKinds ? s_.counters[o * kNumCounterKinds + kind] : KwCounterOn(o, kind);
  }
  int KwCounterOn(ObjId o, int kind) const {
    for (const KwCounter& k : s_.kw_counters)
      if (k.obj == o && k.kind == kind) return k.n;
    return 0;
  }
  // Sets keyword counters of `kind` on `o` to n (a new timestamp, 613.7c); 0 removes them.
  void SetKwCounter(ObjId o, int kind, int n);
  void DropKwCounters(ObjId o);  // o leaves the battlefield
  bool IsCreature(ObjId o) { return (Types(o) & kCreature) != 0; }
  // CR 310.8: a battle's protector, or -1.
  int Protector(ObjId o) const { return ProtectorOf(s_, o); }
  static int ProtectorOf(const GameState& s, ObjId o) {
    for (const auto& pr : s.protectors)
      if (pr.first == o) return pr.second;
    return -1;
  }
  void SetProtector(ObjId o, int p);
  bool IsSick(ObjId o) const;   // CR 302.6, ignoring haste
  // CR 307.1, 117.1a "sorcery timing": p's own main phase with an empty stack (also
  // the timing of sorcery-speed activations, 602.5d, and loyalty abilities, 606.3).
  bool SorceryTiming(int p) const {
    return p == s_.active && s_.stack.empty() &&
           (s_.step == Step::kPrecombatMain || s_.step == Step::kPostcombatMain);
  }
  // CR 302.6: a creature's {T} abilities wait out summoning sickness unless it has
  // haste.  Reads derived values: the layers must be current.
  bool SickForTap(ObjId o) const {
    return (s_.types[o] & kCreature) && !(s_.keywords[o] & kHaste) && IsSick(o);
  }
  const CardDef& Def(ObjId o) const { return db_->Get(s_.def[o]); }
  // CR 113.7a: the ability a frame / stack item runs: of the face it came from.
  const AbilityDef& FrameAbility(const VmFrame& f) const {
    return db_->Get(f.face >= 0 ? f.face : s_.def[f.source]).abilities[f.ability];
  }
  const AbilityDef& ItemAbility(const StackItem& it) const {
    return db_->Get(it.face >= 0 ? it.face : s_.def[it.obj]).abilities[it.ability];
  }
  // CR 701.27f: the tick of o's last transform (0: none).
  int32_t LastTransform(ObjId o) const {
    for (const auto& pr : s_.transformed_at) if (pr.first == o) return pr.second;
    return 0;
  }
  const CastingDef& Casting(ObjId o) const { return db_->Casting(s_.def[o]); }
  int32_t CopyExc(ObjId o) const {
    return static_cast<size_t>(o) < s_.copy_exc.size() ? s_.copy_exc[o] : -1;
  }
  void SetCopyExc(ObjId o, int32_t x) {
    if (static_cast<size_t>(o) >= s_.copy_exc.size()) s_.copy_exc.resize(s_.def.size() + 16, -1);
    s_.copy_exc[o] = x;
  }
  // Empty string if every invariant holds, else a description of the first violation.
  std::string CheckInvariants();
  std::vector<ObjId> Blockers(ObjId attacker) const;
  // CR 508.1a: `o` can be declared as an attacker now; CR 509.1a-b: `blocker` can
  // block `attacker` as a pair (declaration-wide rules such as menace aside).
  bool CanAttack(ObjId o);
  bool AttackConditionMet(ObjId o);
  bool CanBlock(ObjId blocker, ObjId attacker);
  bool BlockableBy(ObjId blocker, ObjId attacker);  // 509.1b: "can't be blocked (by ...)"
  // CR 509.1a: how many creatures `b` may block (1, 2, ... or kAnyNumber), how
  // many it blocks, whether it blocks `a`, and the attackers it blocks.
  static constexpr int kAnyNumber = 1 << 30;
  int BlockCapacity(ObjId b) {
    Refresh();
    int x = s_.extra_blocks[b];
    return x < 0 ? kAnyNumber : 1 + x;
  }
  bool IsLure(ObjId a) { Refresh(); return s_.lure[a] != 0; }
  bool MaxOneBlocker(ObjId a) { Refresh(); return s_.max_one_blocker[a] != 0; }
  int BlockCount(ObjId b) const;
  bool Blocks(ObjId b, ObjId a) const;
  void BlockedAttackers(ObjId b, std::vector<ObjId>* out) const;
  // Why a whole attack declaration (attacker, what it attacks) is illegal, or ""
  // (CR 508.1a-d); it changes nothing.
  std::string AttackDeclarationProblem(const std::vector<std::pair<ObjId, Ref>>& attacks);
  std::string BlockProblem(ObjId blocker, ObjId attacker);
  // CR 506.2, 802.2a: the defending player: in a two-player game the nonactive
  // player; in a multiplayer game (every opponent of the attacking player defends,
  // 802.2) the one declaring blockers now (802.4) or that the combat rule at hand
  // is about (GameState::defending).
  int DefendingPlayer() const { return s_.num_players == 2 ? 1 - s_.active : s_.defending; }
  // CR 802.2a: the player attacker `a` attacks (its planeswalker's controller or its
  // battle's protector as it was attacked), or -1 if it attacks nothing.
  int DefenderOf(ObjId a) const;
  // True if `a` attacks the defending player, a planeswalker they control or a
  // battle they protect (802.4a-b): always, for an attacker in a two-player game.
  bool AttacksDefender(ObjId a) const {
    return s_.num_players == 2 || DefenderOf(a) == s_.defending;
  }
  uint32_t Protection(ObjId o) { Refresh(); return s_.protection[o]; }
  // CR 702.16: `o` has protection from a quality of `source` (a color, everything,
  // creatures).  Targeting, blocking and damage all ask this.
  bool ProtectedFrom(ObjId o, ObjId source);
  // Selectors (selectors.cpp), evaluated on derived characteristics; `source`
  // and `p` (the ability's controller) give "another", "you", "an opponent".
  bool Matches(const Selector& sel, ObjId o, ObjId source, int p) {
    return MatchesImpl(sel, o, source, p, false) || (sel.alt >= 0 && MatchesAlt(sel, o, source, p));
  }
  bool MatchesAlt(const Selector& sel, ObjId o, ObjId source, int p);
  bool MatchesRare(const Selector& sel, ObjId o, ObjId source, int p);
  // CR 612: some text-changing effect applies to o (layer 3).
  bool HasTextSwaps(ObjId o) const {
    for (const TextSwap& t : s_.text_swaps)
      if (t.obj == o) return true;
    return false;
  }
  // The name of a TextWord ("Elf", "black", "Forest").
  std::string WordName(int32_t code) const;
  bool MatchesPlayer(const Selector& sel, int q, int p) const;
  int CountMatching(int32_t sel, ObjId source, int p);

 private:
  void ResolveSetupSickness(int turn);
  void dirty() { s_.dirty = true; }
  void Refresh() { if (s_.dirty) RecomputeCharacteristics(); }
  void RecomputeCharacteristics();  // layers (CR 613), layers.cpp
  // layers.cpp internals
  void ResetToCopiable(ObjId o);
  // CR 701.27a, 712.18: o (a permanent represented by a transforming double-faced card,
  // its copiable face one of the card's) turns to its other face; false if that face is
  // an instant or sorcery face (701.27d).  Records the transform (701.27e-f).
  bool TransformPermanent(ObjId o);
  void ApplyCopyExceptions(ObjId o, int32_t idx);
  void SetFaceDownValues(ObjId o);
  void EnumerateTurnFaceUp(int p);
  void TurnFaceUp(int p, ObjId o, int how);
  void CollectEffects();
  // Layer 3, text-changing effects (CR 612; text.cpp).
  void BuildTextSwaps();
  void ApplyTextChanges(ObjId o);
  int32_t MapWord(ObjId src, int32_t code) const;
  int32_t MapSubtype(ObjId src, int32_t st) const;
  uint32_t MapColors(ObjId src, uint32_t colors) const;
  Selector MapSelector(const Selector& sel, ObjId src) const;
  ChangeDef MapChange(const ChangeDef& c, ObjId src) const;
  void WordOptions(int kinds, int32_t other, int32_t forbidden, std::vector<Ref>* out) const;
  // mapped: the selector's words are already as its source's text says (MatchesRare).
  bool MatchesImpl(const Selector& sel, ObjId o, ObjId source, int p, bool mapped);
  void ApplyLayer(Layer layer);
  bool EffectExists(const ActiveEffect& e, Layer layer);
  bool Affected(const ActiveEffect& e, ObjId o);
  void ClearAbilities(ObjId o);          // 613.1f, 305.7
  void ApplyToObject(ActiveEffect& e, Layer layer, ObjId o);
  int PtValue(const ActiveEffect& e, ObjId o, bool toughness);
  bool DependsOn(int a, int b, Layer layer, const uint64_t* bset);
  void SaveObject(ObjId o, std::vector<uint32_t>* out);
  size_t RestoreObject(ObjId o, const std::vector<uint32_t>& in, size_t k);
  uint32_t EffectInputs(const ActiveEffect& a, Layer layer);
  void EndEffects(bool end_of_turn, int turn_began_for);  // 514.2, "until your next turn"
  void AfterControlChange(ObjId o);

  // objects and zones
  ObjId NewObject(DefId def, CardIdx card, int owner, Zone zone);
  void ReserveRows(size_t n);
  void Setup(const std::vector<DefId>* const* decks, int n, int starting_player);
  ObjId MoveTo(ObjId o, Zone to, bool to_bottom = false, DefId as = -1);  // as: its face (712)
  void CastTransformed(int p, ObjId card);  // CR 712, 310.11b
  void RemoveFromZone(ObjId o);
  std::vector<ObjId>* ZoneList(Zone z, int player);
  // Calls f(o) for every object in zone z (both players' graveyards, hands or
  // libraries; spells on the stack, top first).  No allocation.
  template <class F>
  void ForEachInZone(Zone z, F f) {
    switch (z) {
      case Zone::kBattlefield: for (ObjId o : s_.battlefield) f(o); break;
      case Zone::kExile: for (ObjId o : s_.exile) f(o); break;
      case Zone::kCommand: for (ObjId o : s_.command) f(o); break;
      case Zone::kGraveyard: case Zone::kHand: case Zone::kLibrary:
        for (int q = 0; q < s_.num_players; ++q)
          for (ObjId o : *ZoneList(z, q)) f(o);
        break;
      case Zone::kStack:
        for (size_t i = s_.stack.size(); i-- > 0;)
          if (s_.stack[i].is_spell) f(s_.stack[i].obj);
        break;
      case Zone::kNone:  // a selector of "spell or permanent": the battlefield, then the stack
        for (ObjId o : s_.battlefield) f(o);
        for (size_t i = s_.stack.size(); i-- > 0;)
          if (s_.stack[i].is_spell) f(s_.stack[i].obj);
        break;
      default: break;
    }
  }
  void Shuffle(std::vector<ObjId>& v);
  void NoteSeenOptions();                 // views.cpp: the decider looks at the options
  void ForgetSeen(const std::vector<ObjId>& v);
  void RevealToAll(ObjId o);              // views.cpp: 701.20a
  void RedealFaceDown(int viewer, Rng* rng);  // views.cpp: Determinize's face-down objects
  void CarrySeen(ObjId from_row, ObjId to_row);
  void ReplaceHiddenCard(ObjId o, DefId d);  // views.cpp (Determinize with a pool)
  void LogTriggerStacked(const StackItem& it);  // views.cpp: kTriggerStacked in the log
  void DrawCard(int p);

  // turn structure (turn.cpp)
  void Run();
  void StartGame();
  void BeginStep();
  void EndStep();
  void NextTurn();
  void GivePriority();
  void PassPriority();
  void AfterMulligans();
  void OpeningHandStep();             // CR 103.6: ask the next opening-hand action, or begin
  void OpeningHandAnswer(bool yes);   // CR 103.6a

  // state-based actions (sba.cpp); returns true if any was performed
  bool CheckStateBasedActions();
  bool FindLegendConflict(int* player, ObjId* first) const;
  bool TriggerSourcePending(ObjId o, bool chapters_only = false) const;
  // Sagas (CR 714, turn/sagas.cpp)
  int SagaFinalChapter(ObjId o);
  // Levels (levels.cpp): CR 716.2d a permanent's class level (1 if it has none);
  // 716.2a its level becomes n (an event for "when this Class becomes level N");
  // 716.2a, 711.2a-b the gated abilities whose condition holds, added to layer 1's values.
  void SetClassLevel(ObjId o, int n, ObjId source);
  void ApplyGates(ObjId o);
  void SagaLoreCounters();
  bool SagaSba(ObjId o);
  bool PlaneswalkerBattleSba(ObjId o, bool* performed);  // 704.5i, 704.5v, 310.10
  bool FindLegendConflictAmong(const ObjId* legends, int n, int* player, ObjId* first) const;
  bool SameLegend(ObjId a, ObjId b) const;
  void LoseGame(int p, EndReason why);
  void CheckGameOver();
  // CR 104.4b and the per-turn action limit (loops.cpp), after each applied action.
  void ApplyWatched(const Action& a);
  void WatchForLoops(bool forced);
  uint64_t LoopKey() const;
  void EndInDraw(EndReason why);

  // mana and paying (mana.cpp)
  struct ManaPlan;
  bool CanPayMana(int p, const ManaCost& cost, ObjId exclude_source);
  // Pays with the auto-payer; true if it proposed events (sacrifices) to run.
  bool PayMana(int p, const ManaCost& cost, ObjId exclude_source);
  template <bool kExtras>
  bool PayManaT(int p, const ManaCost& cost, ObjId exclude_source);
  // extra: mana counted as if in the pool (payer masks); skip: a source not to use.
  bool SolvePayment(int p, const ManaCost& cost, ObjId exclude, ManaPlan* plan,
                    const uint8_t* extra = nullptr, int n_extra = 0, ObjId skip = kNoObj);
  // kExtras: the game has kManaRuleExtras (tap costs 118.3, mana per counter 106.1).
  template <bool kExtras>
  bool SolvePaymentT(int p, const ManaCost& cost, ObjId exclude, ManaPlan* plan,
                     const uint8_t* extra, int n_extra, ObjId skip);
  // CR 106.6, 107.4h: restricted and snow mana (mana.cpp).
  bool SpendAllowed(int32_t only, int p, ObjId source, int32_t only_abilities = -1);
  uint8_t SnowBit(ObjId o) const;
  int PoolUnits(int p, uint8_t* out, int cap, int* tag_of);
  bool SpendFromPool(int p, const uint8_t* masks, int n, int generic, int demand);
  void AddManaFrom(int p, ObjId o, const AbilityDef& ab, int kind);
  ObjId PaymentSpell() const;
  ObjId PaymentAbilitySource() const;
  // CR 702.33d: how many times the spell that became permanent `o` was kicked.
  int TimesKicked(ObjId o) const {
    for (const auto& k : s_.kicked_perms)
      if (k.first == o) return k.second;
    return 0;
  }
  // CR 101.2: "this spell can't be countered", or mana with such a rider paid for it (106.6).
  bool CantBeCountered(ObjId spell) const {
    if (Def(spell).cant_be_countered) return true;
    for (const StackItem& it : s_.stack)
      if (it.obj == spell && it.uncounterable) return true;
    return false;
  }
  // The payment decision (CR 601.2g-h): mana abilities that leave the cost payable.
  void EnumerateManaPayment(int p);
  bool ManaChoiceKeepsPayable(int p, ObjId o, int ability, int kind);
  void DoManaAbility(int p, const Action& a);
  void FinishPayment();
  // keep_kinds < 0: its mana cost was already paid.
  // `avoid`: creatures a "tap an untapped creature" cost of it must not tap (118.3).
  bool RunManaAbility(int p, ObjId o, int ability, const uint8_t* kinds, int keep_kinds,
                      const ObjId* avoid = nullptr, int n_avoid = 0);
  void PayLifeAsCost(int p, int n);
  // Fast-path counts; false if a source is not "{T}: Add <one kind>".
  bool AvailableMana(int p, ObjId exclude, int out[kNumManaKinds]) const;
  bool IsManaSource(ObjId o) const;
  bool CanUseManaAbility(ObjId o, const AbilityDef& ab) const;
  // The kinds unit `u` of `ab` of `o` may be now (CR 106.7: "could produce"; 0: none,
  // 106.5), and the kinds `o` could produce (reflect.cpp).
  uint8_t ManaUnitMask(ObjId o, const AbilityDef& ab, int u) {
    return __builtin_expect(ab.mana_reflect != 0, 0) ? ReflectMask(o, ab) : ab.units[u];
  }
  uint8_t ReflectMask(ObjId o, const AbilityDef& ab);
  uint8_t ReflectMaskOn(ObjId o, const AbilityDef& ab, ObjId* path, int n_path);
  uint8_t CouldProduce(ObjId o, ObjId* path, int n_path);
  // How much mana `ab` of `o` adds now (CR 106.1: "for each charge counter on this").
  int ManaAmount(ObjId o, const AbilityDef& ab) const {
    return ab.mana_per_counter < 0 ? ab.n_units : Counter(o, ab.mana_per_counter);
  }

  // casting, stack (stack.cpp)
  // `avail`: the player's available mana (AvailableMana), if already computed.
  bool CanCast(int p, ObjId o, const int* avail = nullptr);
  bool CanActivate(int p, ObjId o, int ability);
  ManaCost ActivationTotal(int p, ObjId o, const AbilityDef& ab, int x);  // 602.2b, 601.2f
  bool LoyaltyAbilityOk(int p, ObjId o, const AbilityDef& ab) const;  // CR 606.3, 606.6
  // CR 115: legal targets, with hexproof, shroud and protection (702.11, 702.18, 702.16).
  bool HasLegalTarget(int p, const TargetSpec& t, ObjId source);
  bool CanChooseTarget(int p, const AbilityDef& ab, int k, ObjId source) {  // 601.2c, 115.1d
    const TargetSpec& t = ab.targets[k];
    return t.count == 1 && t.min == 1 ? HasLegalTarget(p, t, source) : CanChooseTargetOf(p, ab, k, source);
  }
  bool CanChooseTargetOf(int p, const AbilityDef& ab, int k, ObjId source);
  bool HexproofFrom(ObjId o, ObjId source);  // 702.11d
  bool ShieldSelects(const Shield& sh, const Event& e);  // 615.1
  bool TakenInInstance(const StackItem& it, const AbilityDef& ab, int k, Ref r) const;  // 115.3
  bool SkipUnchoosableTargets(StackItem& it) {  // 601.2c (a plain target: never)
    if (s_.target_index >= it.num_targets) return false;
    const TargetSpec& t = ItemAbility(it).targets[s_.target_index];
    return (t.count != 1 || t.min != 1) && SkipUnchoosableTargetsOf(it);
  }
  bool SkipUnchoosableTargetsOf(StackItem& it);
  bool IsLegalTarget(int p, const TargetSpec& t, Ref r, ObjId source);
  bool PlayerTargetable(const Selector& sel, int q, int p) const;  // 613.11: player hexproof / shroud
  void EnumerateTargets(int p, const TargetSpec& t, ObjId source, std::vector<Ref>* out);
  // Target requirements while casting or activating (forced_targets.cpp).
  bool IsFlagbearer(Ref r);
  void FlagbearerFilter(int p, const StackItem& it, size_t from, bool* allow_done);
  // face: the face chosen before it is put onto the stack (712.11b, 709.3, 715.3), or -1.
  void BeginCast(int p, ObjId o, int alt = -1, bool face_down = false, DefId face = -1);
  // CR 712.11b-c, 709.3a, 715.3a (601.3e): `o` can be cast as its face `face`, judged
  // by that face's characteristics alone.
  bool CastableAsFace(int p, ObjId o, DefId face, int alt = -1, bool any_time = false);
  DefId OfferedHalf() const;  // 709.3 (describe.cpp)
  void NoteTokensMade(VmFrame& f);  // 614.1a (effects_objects.cpp)
  void EnumerateFaces(int p, ObjId o, bool land_ok);  // 712.11b, 712.12, 709.3, 715.3
  void EnumerateAdventures(int p);                    // 715.3d
  void ForgetAdventure(ObjId o);
  // CR 601.2b-f for spells with modes, kicker, X or an additional cost.
  bool CanCastExtras(int p, ObjId o, const CardDef& cd, const ManaCost& base);
  bool ModeAllowed(int p, ObjId o, const AbilityDef& ab, int m);
  int ExtraModes(const StackItem& it) const;       // 702.42a, 702.120a
  bool ModeAffordable(const StackItem& it, int more);
  void ReturnExiledUntil(ObjId left);  // 610.3
  void PlayExiledTurnBegins();
  void EnumeratePlayExiled(int p, bool sorcery_timing);
  void SkipUntapNow();                 // 502.3: "doesn't untap during its controller's next untap step"
  bool SkipsUntap(ObjId o) const;
  void FinishSkipUntap();
  bool AnnounceTriggerModes(StackItem& it);
  uint8_t AfterAbilityModes(const StackItem& it);
  bool AnnounceNext(StackItem& it);      // false: a decision is pending
  ManaCost CastCost(const StackItem& it) const;  // the total cost (601.2f)
  // CR 601.2f, 118.7: cost increases, then reductions, applied to `c`, the cost of
  // `spell` cast by `p` (costs.cpp).  Only called when s_.cost_rules & kCostRuleMods.
  void ApplyCostChanges(int p, ObjId spell, ManaCost* c);
  bool CanCastFaceDown(int p, ObjId card);  // 702.37c with its cost changes (601.2f)
  void CostChanges(int p, ObjId spell, int* more, int* less);
  int OtherSpellsCastThisTurn() const;
  // CR 601.2h (702.51a, 702.66a, 702.126a): whether `total` can be paid by `p`
  // for `spell` with mana and the spell's other means; `rest` (if not null): the
  // part mana pays, `used` (if not null): the objects that pay the other part.
  bool PlanOtherPayment(int p, ObjId spell, const ManaCost& total, ManaCost* rest,
                        std::vector<ObjId>* used);
  // Whether `p` can pay `total` for `spell` (601.2h), with its other means if any.
  bool CanPaySpell(int p, ObjId spell, const ManaCost& total) {
    PayingFor paying(*this, s_.mana_rules ? spell : kNoObj);  // CR 106.6: restricted mana that may pay for it
    return (Def(spell).cast_flags & CardDef::kPayOther) ? PlanOtherPayment(p, spell, total, nullptr, nullptr)
                                                         : CanPayMana(p, total, kNoObj);
  }
  void PayOtherMeans(ObjId spell);
  bool OtherMeansOption(int p, ObjId spell, ObjId o);
  void EnumerateOtherPayment(int p);
  void ChooseOtherMeans(ObjId o);
  int MaxTimes(int p, ObjId spell, const ManaCost& base, const ManaCost& per, int limit);
  bool AddCostOption(int p, ObjId spell, ObjId o);
  void PayAdditionalCost(const StackItem& it);
  // "Tap an untapped creature you control" costs (CR 118.3, 602.1, 302.6; tap_costs.cpp).
  bool TapCostOption(int p, ObjId o, ObjId exclude);
  bool TapCostReserved(ObjId o) const { return !s_.cost_taps.empty() && TapCostReservedSlow(o); }
  bool TapCostReservedSlow(ObjId o) const;
  void TapCreaturesForManaCost(int p, ObjId o, const AbilityDef& ab, const ObjId* avoid, int n_avoid);
  bool TapCostsPayable(int p, ObjId spell_or_src, int n, ObjId exclude, const std::function<bool()>& pays,
                       int power = 0);
  int TapPowerChosen() const;  // 702.122a
  void CheckAscend(int only_player, bool spell);  // 702.131b-c (sba.cpp)
  bool TapChoiceKeepsPayable(int p, ObjId o);
  void EnumerateTapCost(int p);
  // An activated ability's other costs and its restrictions (CR 602.2b, 602.5b;
  // ability_costs.cpp).
  int AbilityCostLeft(const StackItem& it) const {
    return (s_.mana_rules & kManaRuleExtras) ? AbilityCostLeftSlow(it) : 0;
  }
  int AbilityCostLeftSlow(const StackItem& it) const;
  int AbilityCostNext(const AbilityDef& ab, int* left) const;
  bool ActivationAllowed(int p, ObjId o, int i, const AbilityDef& ab);
  void NoteActivation(ObjId o, int i, const AbilityDef& ab);
  bool CostObjChosen(ObjId o) const;
  bool AbilityCostOption(int p, ObjId src, const AbilityDef& ab, const AdditionalCost& ac, ObjId o);
  bool AbilityCostsPayable(int p, ObjId src, const AbilityDef& ab, const std::function<bool()>& pays);
  bool AbilityFixedCostsOk(int p, ObjId src, const AbilityDef& ab) const;
  ManaCost ItemManaCost(const StackItem& it, ObjId* exclude);
  void EnumerateAbilityCost(int p);
  void ChooseAbilityCost(ObjId o);
  bool PayAbilityCosts(StackItem& it, const AbilityDef& ab);
  ObjId PickCreatureToTap(int p, const ObjId* avoid, int n_avoid);
  // any_time: cast while an effect resolves (608.2g), ignoring timing permissions.
  bool CastableFrom(int p, ObjId o, int alt, const int* avail, bool any_time = false);
  // CR 601.3b: p may cast spells as though they had flash (a 613.11 player rule).
  bool FlashPermitted(int p) const {
    return (s_.cast_rules & kCastRuleFlash) && (s_.players[p].rules & kCastAsThoughFlash);
  }
  void EnumerateAltCasts(int p, ObjId o, Zone from);  // 118.9 from hand / exile
  void EnumerateAltCasts(int p);  // all of p's: hand, foretold cards, "without paying" (Omniscience)
  void EnumerateForetold(int p);                       // 702.143a
  bool AltWhenMet(int p, ObjId o, const AltCost& ac);
  void Foretell(int p, ObjId o);                       // 702.143a-b (a special action)
  bool CanForetell(int p, ObjId o);
  int ExecCastCard(VmFrame& f, const Instr& in);       // 608.2g (kCastCard)
  void AfterNestedCast();
  [[gnu::noinline, gnu::cold]] bool CastableChanged(int p, ObjId o, const CardDef& cd, const ManaCost& base);
  void EnumerateGraveyardCasts(int p);
  void EnumerateZoneAbilities(int p);  // CR 113.6b: graveyard and hand abilities
  void EnumerateAnnouncement(int p);
  void BeginActivate(int p, ObjId o, int ability);
  void ContinueCasting();
  void FinishCasting();
  void Resolve();
  ObjId CreateToken(int p, DefId def);
  // The stack (effects_stack.cpp): abilities as objects to target (CR 115.2), copies
  // of spells (707.10), new targets (115.7).
  int ExecStack(VmFrame& f, const Instr& in);
  StackItem* FindStackItem(Ref r);            // a spell (ObjId) or an ability (kAbilityRef + id)
  const StackItem* SpellRecord(ObjId spell);  // on the stack, else as it last was (608.2h)
  bool StackTargetOk(const Selector& sel, Ref r);
  bool TargetsMatching(const StackItem* it, int32_t sel, ObjId source, int p);
  bool MatchesExtra(const Selector& sel, ObjId o, ObjId source, int p, bool live, bool fd);
  int Searcher(VmFrame& f, const Instr& in);  // who an instruction's player choice belongs to
  bool SpellTargetOk(const Selector& sel, Ref r, ObjId source);
  void EnumerateStackTargets(int p, const TargetSpec& t, ObjId source, std::vector<Ref>* out);
  ObjId CopySpell(const StackItem& orig, int controller);  // 707.10
  bool NextRetarget(VmFrame& f, int how, bool first);       // 115.7: asks for the next target
  int RetargetToSource(VmFrame& f, const Instr& in);         // 115.7b: "... to this creature"
  void RecordTargeted(Ref stack_obj, int slot);              // became targets (ward, 702.21a)
  void MatchCastTriggers(const Event& e);                    // "when you cast this spell"
  void GiveStackId(StackItem& it) { if (s_.stack_rules) it.id = ++s_.next_stack_id; }
  ObjId CreateEmblem(int p, DefId def);  // CR 114.2
  void BecomeMonarch(int p, DefId def);   // CR 724.3

  // the event funnel (events.cpp)
  void Propose(const Event& e);          // adds an event to the current batch
  bool RunBatch();                       // false: stopped for a replacement choice
  bool OptionalReplacement(int32_t id) const;  // "you may ... instead" (616.1)
  void RunBatchOwned(BatchOwner owner, Cursor then);  // run; on a stop, resume later
  void ResumeAfterBatch();
  void Perform(Event& e);
  void Record(const Event& e);           // for triggers (CR 603.2)
  bool ReplacedByItself(const Event& e) const;
  void CollectReplacements(const Event& e, std::vector<int32_t>* out, bool* any_self);
  bool ApplyReplacement(Event& e, int32_t id);  // false: it needs a choice first (614.12a)
  void EnterAsCopy(Event& e, ObjId o, const ReplacementDef& rp);
  ObjId ReplacementObject(int32_t id) const;
  void AskEnterChoice(const Event& e, int32_t id);
  bool AuraEnters(Event& e);  // CR 303.4f-g: false: its controller chooses what it enchants
  void ApnapTimestamps();     // CR 613.7m
  bool OrderEnteredTimestamps();
  bool AnswerStampOrder(int32_t id);
  int AffectedPlayer(const Event& e) const;
  std::string ReplacementText(int32_t id) const;
  std::string ReplacementLabel(int32_t id) const;  // the action label of a choice
  void RefreshMasks();
  // to the battlefield: under `controller` (-1: its current one), tapped or not (614.1c)
  // CR 122.6: putting `n` counters of `kind` on `o` is an event (replacements, triggers).
  void ProposeCounters(ObjId o, int kind, int n, ObjId source);
  void ProposeZoneChange(ObjId o, Zone to, Cause cause, ObjId source = kNoObj, bool to_bottom = false,
                         int controller = -1, bool tapped = false);
  void ProposeDamage(ObjId source, Ref to, int amount, bool combat);
  void DealDamageNow(Event& e);
  void Regenerate(ObjId o);
  bool AskShieldOrder();                  // CR 615.7: which simultaneous damage a shield meets first
  void TapAsCost(ObjId o);                // taps as a cost or by a rule (not replaceable), recorded

  // triggers (triggers.cpp)
  void MatchTriggers(const Event& e);
  bool TriggerMatches(ObjId src, const AbilityDef& ab, const Event& e);
  bool CheckCondition(const Condition& c, ObjId source, int p, ObjId it, ObjId lki);
  bool PutTriggersOnStack();             // false: a decision is pending
  void PushTrigger(int index);
  void FireDelayed(Step step);
  void CheckStateTriggers();
  // CR 702.145c-d, 702.145f-g (day_night.cpp): it becomes day or night as a daybound
  // or nightbound permanent appears; permanents with daybound/nightbound follow the
  // designation.  "Any time": checked before state-based actions, and as it changes.
  void CheckDayNight();
  void SetDayNight(int8_t dn);
  void DayNightUntapCheck();  // CR 730.2: the second part of the untap step

  // the interpreter (vm.cpp)
  void StartFrame(const StackItem& it, bool on_stack);
  bool RunVm();                          // false: stopped for a decision
  int ExecInstr(VmFrame& f, const Instr& in);
  void AfterPutOntoBattlefield(VmFrame& f, const Instr& in);  // 400.7j
  void AsEntersEffect(const VmFrame& f, Event* e);              // 611.2e
  void DropAppliedAsEntered(const VmFrame& f, const Instr& in, std::vector<Ref>* subj);
  // Effect families (effects_*.cpp): kVmNotMine if the op is another family's.
  int ExecDamageLife(VmFrame& f, const Instr& in);
  int ExecCards(VmFrame& f, const Instr& in);
  int ExecObjects(VmFrame& f, const Instr& in);
  int ExecFlow(VmFrame& f, const Instr& in);
  int BatchThenNext();
  void PlayerSubjects(VmFrame& f, const Instr& in, std::vector<Ref>* out);
  void Subjects(VmFrame& f, const Instr& in, std::vector<Ref>* out);
  int AmountOf(VmFrame& f, const Instr& in);
  void AnswerVm(const Action& a);
  void AskChoice(VmFrame& f, int player, int min, int max);

  // combat (combat_declare.cpp, combat.cpp)
  bool CanBlockAny(ObjId blocker);
  bool Attackable(ObjId pw_or_battle);  // CR 506.2, 508.1b, 310.8b
  bool EvasionAllows(ObjId blocker, ObjId attacker);
  bool LandwalkApplies(ObjId attacker);
  void EnumerateAttacks();
  // CR 802.3: every opponent, their planeswalkers and the battles they protect
  // (combat_multiplayer.cpp); the cost to attack summed per defending player.
  void EnumerateAttacksMultiplayer();
  bool AddAttackTax(ObjId o, ManaCost* on_player, ManaCost* on_pw);
  int AttackTaxKind(Ref r);
  static ManaCost AttackTaxTotal(const ManaCost& tax, const ManaCost& tax_pw, int n_player, int n_pw);
  using AttackList = std::vector<std::pair<ObjId, Ref>>;
  bool AttackTaxPayable(const ManaCost& total, ObjId extra, const AttackList* list = nullptr);
  bool PartnerPayable(ObjId o, const int n[3], const bool has_kind[3], const ManaCost& tax,
                      const ManaCost& tax_pw);
  ManaCost TotalAttackTax();
  ManaCost MultiAttackTax(const AttackList& attacks);  // 508.1h, 802.3a (multiplayer)
  void AttackersDeclared(bool proposed);
  static constexpr int kNoLimit = 1 << 20;
  int DeclareLimit(KwBits bit) { return (s_.printed_kw & bit) ? ScanDeclareLimit(bit) : kNoLimit; }
  int ScanDeclareLimit(KwBits bit);
  void EnumerateNinjutsu(int p);
  void ActivateNinjutsu(int p, ObjId card, ObjId attacker);
  void EnumerateBlocks();
  // 509.1c requirements maximized (combat_requirements.cpp)
  bool BlockRequired(ObjId b, ObjId a) const;
  bool SearchHas(ObjId b, ObjId a) const;
  bool SearchCanAdd(ObjId b, ObjId a);
  void SearchPush(ObjId b, ObjId a);
  void SearchPop();
  bool SearchSecondBlockers(size_t from);
  void SearchLeaf(int gain);
  void SearchChoose(size_t k, size_t i, int gain, bool took);
  int SearchBlocks(ObjId extra_b, ObjId extra_a, bool keep_witness, int target);
  void EnumerateBlocksMaximized(ObjId pending, int limit);
  void FinishDeclareAttackers();
  void FinishDeclareBlockers();
  void BlockersDeclared(bool proposed);
  int AffordableBlockers(int p);
  void BeginCombatDamageStep();
  void NextDamageAssignment();
  int LethalDamage(ObjId blocker, ObjId source) const;
  bool AssignmentNeedsChoice(ObjId o, int power);
  void LiveBlockedAttackers(ObjId blocker, std::vector<ObjId>* out);
  void AutoAssign(ObjId o, int power);
  bool PlayerDamageLegal(ObjId attacker) const;
  int LoyaltyDamageNeeded(ObjId planeswalker) const;
  Ref OverPlaneswalkerRecipient(ObjId attacker) const;
  void DealCombatDamage();
  void RemoveFromCombat(ObjId o);

  void EnumerateActions();
  void Do(const Action& a);
  std::vector<Ref> scratch_;  // reusable list for subjects (never part of the state)
  std::vector<ObjId> tap_scratch_;  // attackers tapped for an attack-tax check (508.1f)
  ManaCost tax_scratch_;            // the attack tax per attacker being offered (508.1h)
  std::vector<std::pair<ObjId, Ref>> attack_pairs_;  // a multiplayer attack declaration (scratch)
  ManaCost tax_pw_scratch_;         // ...per attacker on its planeswalkers
  std::vector<ObjId> sba_candidates_;  // CheckStateBasedActions' permanents to look at
  bool sba_deferred_ = false;  // a battle's 704.5v waits for its trigger to leave the stack
  // layers.cpp scratch (never part of the state; reused, so no allocation once warm)
  std::vector<ActiveEffect> act_;      // the effects of one recompute
  std::vector<uint64_t> sets_;         // affected sets (613.6), bits over battlefield positions
  std::vector<int> order_;             // layer-pass order
  std::vector<uint32_t> in_, out_;     // per effect: what it reads / writes in this layer (613.8)
  std::vector<uint32_t> save_a_;       // a dependency trial's undo record (613.8)
  std::vector<ObjId> trial_objs_;      // battlefield positions the trial changed
  std::vector<uint32_t> ans_before_, ans_after_;  // a's answers before / after the trial
  std::vector<uint64_t> trial_sets_;   // per live effect: its set this step
  std::vector<uint32_t> check_a_, check_b_;  // CheckDerivation
  std::vector<int32_t> text_scratch_;  // ApplyTextChanges: the subtypes an object had
  std::vector<KwBits> cant_have_;      // per row: keywords it can't have (613.1f)
  std::vector<int8_t> old_controller_; // per row: controller before this recompute
  bool no_side_effects_ = false;       // CheckDerivation's recompute
  std::vector<int32_t> block_count_, menace_capable_;  // EnumerateBlocks' per-row scratch
  // The 509.1c search's scratch (combat_requirements.cpp; reused, never state).
  struct BlockSearch {
    std::vector<ObjId> atk, blk;         // attackers; the defending player's creatures that block or can
    std::vector<ObjId> req;              // creatures with a requirement they could still obey
    std::vector<int32_t> opt_begin;      // per req: its required attackers in `opts`
    std::vector<ObjId> opts;
    std::vector<uint8_t> each_combat;    // per req: "blocks each combat if able" not yet obeyed
    std::vector<int32_t> ub_suffix;      // per req: the most the rest could still obey
    std::vector<int32_t> uses, cnt;      // per row: blocks by a blocker / blockers of an attacker
    std::vector<int32_t> wuses, wcnt;    // the same in the witness
    std::vector<int32_t> term, nopts;    // per row: its bound and its required options (whole search)
    std::vector<std::pair<ObjId, ObjId>> stack, witness;  // pairs beyond the declaration
    int creatures = 0, limit = 0, best = -1, bound = 0;
    bool done = false, keep_witness = false;
  } bs_;
  // A card in hand whose face-down cast (702.37c) is being judged: selectors see it
  // as a face-down spell (708.4) while its cost changes are found (scratch, never state).
  ObjId face_down_probe_ = kNoObj;
  // The spell the mana being found or spent pays for (in hand or on the stack), or
  // kNoObj (an ability, another cost): restricted mana is usable only for spells
  // its restriction allows (106.6).  Scratch set around payment, never state.
  ObjId pay_spell_ = kNoObj;
  ObjId pay_ability_src_ = kNoObj;  // the source of the activated ability being paid for (106.6)
  ObjId chosen_tap_ = kNoObj;       // the creature a mana ability's tap cost taps, chosen by hand (118.3)
  // What is being paid for (106.6): a spell, or (ability_src) an activated ability of it.
  struct PayingFor {
    Game& g;
    ObjId old, old_src;
    PayingFor(Game& game, ObjId spell, ObjId ability_src = kNoObj)
        : g(game), old(game.pay_spell_), old_src(game.pay_ability_src_) {
      g.pay_spell_ = spell;
      g.pay_ability_src_ = ability_src;
    }
    ~PayingFor() {
      g.pay_spell_ = old;
      g.pay_ability_src_ = old_src;
    }
  };
  std::vector<uint32_t> inv_stamp_;  // CheckInvariants' scratch marks
  uint32_t inv_gen_ = 0;

  std::shared_ptr<const CardDb> db_;
  GameState s_;
  std::vector<Action> actions_;
  bool actions_valid_ = false;
};

}  // namespace mtg
