// Engine self-test without Python: a tiny card pool built in the blob format,
// a few rules scenarios, and random whole-game playouts with invariant checks.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "game.h"
#include "policy.h"
#include "test_io.h"

using namespace mtg;

namespace {

int failures = 0;
#define EXPECT(cond)                                                   \
  do {                                                                 \
    if (!(cond)) {                                                     \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);      \
      ++failures;                                                      \
    }                                                                  \
  } while (0)

struct Blob {
  std::string b = std::string("MTGDB\x03", 6);
  void I(int32_t v) { b.append(reinterpret_cast<const char*>(&v), 4); }  // little-endian host
  void K(uint64_t v) { I(static_cast<int32_t>(v)); I(static_cast<int32_t>(v >> 32)); }  // keywords
  void S(const std::string& s) { I(static_cast<int32_t>(s.size())); b += s; }
  void Cost(int generic, int color = -1, int n = 0) {
    I(generic);
    for (int k = 0; k < 5; ++k) I(k == color ? n : 0);
    I(0);
    I(0);
  }
  // Card header: characteristics, subtype ids, Oracle text.
  void Card(const char* name, int generic, int color, int n, uint32_t types, uint32_t supers,
            uint32_t colors, int power, int tough, KwBits kws, std::vector<int> subtypes,
            const char* oracle) {
    S(name); Cost(generic, color, n); I(types); I(supers); I(colors); I(power); I(tough);
    I(0); K(kws); I(0); I(0); I(0); I(0);
    I(static_cast<int32_t>(subtypes.size()));
    for (int st : subtypes) I(st);
    S(oracle);
  }
  // One instruction: op, subject (slot), amount, c; no condition, no keywords.
  void Instr(Op op, Subj subj, int subj_i, int amount, int c) {
    I(static_cast<int>(op)); I(static_cast<int>(subj)); I(subj_i); I(0); I(amount);
    I(-1); I(-1); I(0); I(0); I(c); I(0); I(-1); I(0); K(0);
  }
  // trigger record, replacement, intrinsic mana, sorcery speed (602.5d); then the
  // mana it adds (one mana of kind `mana`, or none), life paid, hybrid symbols of its
  // cost; no modes (700.2); no {S}, restriction or rider (107.4h, 106.6); no
  // "tap an untapped creature you control" (118.3).
  void NoTrigger(int mana = -1) {
    for (int k = 0; k < 15; ++k) I(k == 4 || k == 12 ? -1 : 0);  // (the last: not "only once each turn")
    I(-1); I(-1); I(0);
    if (mana >= 0) { I(1); I(1 << mana); } else { I(0); }
    I(0); I(0);
    I(0); I(0);  // not a loyalty ability (CR 606), loyalty cost 0
    I(0); I(0); I(0); I(0);  // no modes (700.2)
    I(0); I(-1); I(-1);      // no {S} (107.4h), no spending restriction or rider (106.6)
    I(0);                    // taps no other creatures (118.3)
    I(-1);                   // a fixed amount of mana, not one per counter (106.1)
    I(-1);                   // no mana for abilities only (106.6)
    I(0); I(-1);             // no mana of a kind other permanents could produce (106.7)
    I(0);                    // every target one slot (115.1d, 601.2c)
    I(0);                    // no costs besides mana, {T}, life and itself (602.2b, 118.3)
    I(0); I(0); I(-1); I(0); // no activation restriction or condition (602.5b)
    I(0);                    // no crew power to tap (702.122a)
    I(0); I(-1);             // no activation cost reduction (602.2b, 601.2f)
  }
  void NoStatics() { I(0); I(0); I(0); }  // subtype kinds, changes, statics (CR 611-613)
  // landwalk, blocks one (509.1a), no lure (509.1c), no ninjutsu (702.49), no
  // max-one-blocker; no hybrid symbols; no attack tax; no attack / block limits; no
  // attack condition; defense (310.4a); no back face (712); no morph (702.37); no
  // kicker, additional cost, "can't be countered" or alternative cost (601.2b-f); no
  // cost changes (601.2f); a normal layout with no faces (709, 712, 715); no convoke,
  // delve or improvise (601.2h); no hybrid symbols in an attack tax, which covers
  // no planeswalkers (508.1h); no entwine or escalate (702.42a, 702.120a), no
  // abilities working from hand (702.35a); no replicate (702.56a); no casting
  // restriction (601.3); no opening-hand action (103.6a); no hexproof from (702.11d);
  // no "can't be blocked by" selector (509.1b)
  void EndCard() {
    I(-1); I(0); I(0); I(-1); Cost(0); I(0); I(0); Cost(0); I(0); I(0); I(-1); I(0); I(-1); I(0); Cost(0);
    I(0); Cost(0); I(0); I(-1); I(0); I(0); I(0);
    I(0); I(0); I(0); I(0);
    I(0); I(0);
    I(0); Cost(0); I(0);
    I(0);
    I(0); I(0);
    I(0);
    I(0);
    I(0);  // no abilities gated by a level or solved (716.2a, 711.2, 719.3)
    I(-1); I(-1); I(-1);
    I(0); I(0); I(-1); I(0);  // no "choose more modes instead if" (700.2)
  }
};

// Forest, Grizzly Bears, Lightning Bolt, Serra Angel-like flyer with vigilance.
std::shared_ptr<const CardDb> TinyDb() {
  Blob w;
  w.I(2); w.S("Forest"); w.S("Bear");  // subtype names
  // Selector 0: any target (CR 115.4): creature, planeswalker or battle, or a player.
  w.I(1);
  w.I(kCreature | kPlaneswalker | kBattle);
  for (int k = 0; k < 5; ++k) w.I(0);
  w.K(0); w.K(0);  // keywords any / none
  w.I(-1);  // subtype
  for (int k = 0; k < 12; ++k) w.I(0);
  w.I(static_cast<int>(Zone::kBattlefield)); w.I(1); w.I(0); w.I(0); w.I(-1);
  w.I(0); w.I(0);  // not a stack selector (115.2, 115.9a)
  w.I(-1);         // no alternative selector ("X or Y")
  w.I(-1);         // targets nothing in particular (115.10)
  w.I(0); w.I(0); w.I(-1);  // no total power and toughness; no mana value = counters
  w.I(4);
  // 0: Forest
  w.Card("Forest", 0, -1, 0, kLand, kBasic, 0, 0, 0, 0, {0}, "({T}: Add {G}.)");
  w.I(1);  // one mana ability
  w.I(2); w.S("{T}: Add {G}."); w.Cost(0); w.I(1); w.I(0); w.I(0);
  w.I(1); w.Instr(Op::kAddMana, Subj::kNone, 0, 0, kGreen); w.NoTrigger(kGreen);
  w.I(0); w.NoStatics(); w.EndCard();  // no replacement effects, no statics
  // 1: Grizzly Bears {1}{G} 2/2
  w.Card("Grizzly Bears", 1, kGreen, 1, kCreature, 0, 1 << kGreen, 2, 2, 0, {1}, "");
  w.I(0); w.I(0); w.NoStatics(); w.EndCard();
  // 2: Lightning Bolt {R}: 3 damage to any target
  w.Card("Lightning Bolt", 0, kRed, 1, kInstant, 0, 1 << kRed, 0, 0, 0, {}, "Lightning Bolt deals 3 damage to any target.");
  w.I(1);
  w.I(0); w.S("Lightning Bolt deals 3 damage to any target."); w.Cost(0); w.I(0); w.I(0);
  w.I(1); w.I(0);  // one target: selector 0
  w.I(1); w.Instr(Op::kDealDamage, Subj::kTarget, 0, 3, -1); w.NoTrigger();
  w.I(0); w.NoStatics(); w.EndCard();
  // 3: a 4/4 flyer with vigilance, {1}{G}
  w.Card("Test Angel", 1, kGreen, 1, kCreature, 0, 1 << kGreen, 4, 4, kFlying | kVigilance, {}, "Flying, vigilance");
  w.I(0); w.I(0); w.NoStatics(); w.EndCard();
  return CardDb::Load(w.b);
}

void TestBoltKillsBears(const std::shared_ptr<const CardDb>& db) {
  Game g(db, 1);
  g.AddCard(0, 1, Zone::kBattlefield);                       // A: Grizzly Bears
  ObjId bolt = g.AddCard(1, 2, Zone::kHand);                 // B: Lightning Bolt
  (void)bolt;
  g.AddCard(1, 0, Zone::kBattlefield);                       // B: Forest (can't pay {R})
  g.BeginAt(1, Step::kPrecombatMain, 0);
  EXPECT(g.decision().kind == DecisionKind::kPriority);
  // A passes; B gets priority but cannot cast Bolt with only a Forest.
  g.Apply({ActionKind::kPass});
  EXPECT(g.decision().player == 1);
  EXPECT(g.LegalActions().size() == 1);
}

void TestCombatAndVigilance(const std::shared_ptr<const CardDb>& db) {
  Game g(db, 2);
  ObjId angel = g.AddCard(0, 3, Zone::kBattlefield);
  g.AddCard(1, 1, Zone::kBattlefield);  // bears can't block a flyer
  for (int i = 0; i < 5; ++i) g.AddCard(1, 0, Zone::kLibrary);
  for (int i = 0; i < 5; ++i) g.AddCard(0, 0, Zone::kLibrary);
  g.BeginAt(3, Step::kBeginningOfCombat, 0);
  g.Apply({ActionKind::kPass});
  g.Apply({ActionKind::kPass});
  EXPECT(g.decision().kind == DecisionKind::kDeclareAttackers);
  g.Apply({ActionKind::kAttack, angel, PlayerRef(1)});
  g.Apply({ActionKind::kDone});
  EXPECT(!g.state().tapped[angel]);  // CR 702.20b
  g.Apply({ActionKind::kPass});
  g.Apply({ActionKind::kPass});
  EXPECT(g.decision().kind == DecisionKind::kDeclareBlockers);
  EXPECT(g.LegalActions().size() == 1);  // only "done": bears can't block flying (702.9b)
  g.Apply({ActionKind::kDone});
  g.Apply({ActionKind::kPass});
  g.Apply({ActionKind::kPass});
  EXPECT(g.state().players[1].life == 16);
  // An illegal action throws and changes nothing.
  auto before = g.state().actions_applied;
  bool threw = false;
  try {
    g.Apply({ActionKind::kPlayLand, 12345});
  } catch (const IllegalAction&) {
    threw = true;
  }
  EXPECT(threw);
  EXPECT(g.state().actions_applied == before);
}

// CR 605.3a-b: a mana ability adds mana at once (no stack); CR 500.4: the pool
// empties when the step ends; CR 302.6: a sick creature's {T} abilities.
void TestManaAbilitiesAndPool(const std::shared_ptr<const CardDb>& db) {
  Game g(db, 3);
  ObjId forest = g.AddCard(0, 0, Zone::kBattlefield);
  ObjId bears = g.AddCard(0, 1, Zone::kHand);
  ObjId forest2 = g.AddCard(0, 0, Zone::kBattlefield);
  g.BeginAt(1, Step::kPrecombatMain, 0);
  g.ActivateManaAbility(0, forest, 0);
  EXPECT(g.state().players[0].mana[kGreen] == 1);
  EXPECT(g.state().stack.empty() && g.decision().player == 0);
  bool threw = false;
  try {
    g.ActivateManaAbility(0, forest, 0);  // already tapped
  } catch (const IllegalAction&) {
    threw = true;
  }
  EXPECT(threw);
  EXPECT(g.state().players[0].mana[kGreen] == 1);
  // Casting Bears ({1}{G}) spends the pooled {G} first, then taps the other Forest.
  g.Apply({ActionKind::kCast, bears});
  EXPECT(g.state().players[0].mana[kGreen] == 0);
  EXPECT(g.state().tapped[forest2] == 1);
  g.Apply({ActionKind::kPass});
  g.Apply({ActionKind::kPass});  // resolves
  Game h(db, 4);
  ObjId f = h.AddCard(0, 0, Zone::kBattlefield);
  h.BeginAt(1, Step::kPrecombatMain, 0);
  h.ActivateManaAbility(0, f, 0);
  h.Apply({ActionKind::kPass});
  h.Apply({ActionKind::kPass});  // the main phase ends
  EXPECT(h.state().step == Step::kBeginningOfCombat);
  EXPECT(h.state().players[0].mana[kGreen] == 0);
}

// A creature set up as summoning sick is sick in the starting turn only.
void TestSetupSickness(const std::shared_ptr<const CardDb>& db) {
  Game g(db, 5);
  ObjId bears = g.AddCard(0, 1, Zone::kBattlefield);
  g.SetSick(bears, true);
  for (int i = 0; i < 3; ++i) g.AddCard(0, 0, Zone::kLibrary), g.AddCard(1, 0, Zone::kLibrary);
  g.BeginAt(3, Step::kPrecombatMain, 0);
  EXPECT(g.IsSick(bears));
  while (g.state().turn < 5 && !g.over()) {
    const auto& acts = g.LegalActions();
    g.Apply(acts.back().kind == ActionKind::kDone ? acts.back() : acts.front());
  }
  EXPECT(!g.IsSick(bears));
}

// CR 704.5q: +1/+1 and -1/-1 counters annihilate.
void TestCounterAnnihilation(const std::shared_ptr<const CardDb>& db) {
  Game g(db, 6);
  ObjId bears = g.AddCard(0, 1, Zone::kBattlefield);
  g.SetCounter(bears, kPlusOne, 2);
  g.SetCounter(bears, kMinusOne, 3);
  g.BeginAt(1, Step::kPrecombatMain, 0);
  EXPECT(g.Counter(bears, kPlusOne) == 0 && g.Counter(bears, kMinusOne) == 1);
  EXPECT(g.Power(bears) == 1 && g.Toughness(bears) == 1);
  EXPECT(g.BasePower(bears) == 2 && g.BaseToughness(bears) == 2);
}

// Random and greedy whole games, invariants checked after every action, and
// replay determinism.
void TestRandomPlayouts(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck,
                        const std::vector<DefId>& deck2, int games) {
  for (uint64_t seed = 0; seed < static_cast<uint64_t>(games); ++seed) {
    Game g(db, deck, deck2, seed);
    Rng rng(seed + 99);
    int steps = 0;
    while (!g.over() && steps < 200000) {
      const auto& acts = g.LegalActions();
      EXPECT(!acts.empty());
      int i = ChoosePolicyAction(g, acts, seed % 2 ? PolicyKind::kGreedy : PolicyKind::kRandom, rng);
      g.Apply(acts[i]);
      std::string err = g.CheckInvariants();
      if (!err.empty()) {
        std::printf("seed %llu: %s\n", static_cast<unsigned long long>(seed), err.c_str());
        ++failures;
        return;
      }
      ++steps;
    }
    EXPECT(g.over());
    GameSummary a = PlayGame(db, deck, deck2, seed, PolicyKind::kRandom, PolicyKind::kRandom);
    GameSummary b = PlayGame(db, deck, deck2, seed, PolicyKind::kRandom, PolicyKind::kRandom);
    EXPECT(a.winner == b.winner && a.turns == b.turns && a.decisions == b.decisions);
  }
}

// The search player: a seed gives the same game; its options are parsed or refused
// with an error naming the spec.
void TestMcts(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck) {
  const Policy mcts = ParsePolicy("mcts:16,worlds=2");
  EXPECT(mcts.kind == PolicyKind::kMcts && mcts.mcts.playouts == 16 && mcts.mcts.worlds == 2);
  for (uint64_t seed = 0; seed < 3; ++seed) {
    GameSummary a = PlayGame(db, deck, deck, seed, mcts, PolicyKind::kRandom);
    GameSummary b = PlayGame(db, deck, deck, seed, mcts, PolicyKind::kRandom);
    EXPECT(a.winner == b.winner && a.turns == b.turns && a.decisions == b.decisions &&
           a.life[0] == b.life[0] && a.life[1] == b.life[1]);
  }
  for (const char* bad : {"mcts:abc", "mcts:0", "mcts:5,worlds=0", "mcts:5,q=1", "mcts2", "mcts:"}) {
    bool threw = false;
    try {
      ParsePolicy(bad);
    } catch (const EngineError& e) {
      threw = std::string(e.what()).find(std::string("'") + bad + "'") != std::string::npos;
    }
    EXPECT(threw);
  }
}

}  // namespace

// Usage: engine_test                      built-in tiny card pool
//        engine_test DB DECK_A DECK_B [N]  also N playouts with a compiled card
//                                          blob and two decks of def ids
int main(int argc, char** argv) {
  if (argc >= 4) {
    auto real = CardDb::Load(ReadFile(argv[1]));
    int n = argc >= 5 ? std::atoi(argv[4]) : 100;
    TestRandomPlayouts(real, ReadDeck(argv[2]), ReadDeck(argv[3]), n);
    std::printf("engine_test: %d playouts with %s\n", n, argv[1]);
  }
  auto db = TinyDb();
  TestBoltKillsBears(db);
  TestCombatAndVigilance(db);
  TestManaAbilitiesAndPool(db);
  TestSetupSickness(db);
  TestCounterAnnihilation(db);
  std::vector<DefId> deck;
  for (int i = 0; i < 24; ++i) deck.push_back(0);
  for (int i = 0; i < 20; ++i) deck.push_back(1);
  for (int i = 0; i < 8; ++i) deck.push_back(2);
  for (int i = 0; i < 8; ++i) deck.push_back(3);
  TestRandomPlayouts(db, deck, deck, 200);
  TestMcts(db, deck);
  if (failures) {
    std::printf("engine_test: %d failed\n", failures);
    return 1;
  }
  std::printf("engine_test: all checks passed\n");
  return 0;
}
