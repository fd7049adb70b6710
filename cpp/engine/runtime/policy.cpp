#include "policy.h"

#include <algorithm>
#include <cstdio>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include "threads.h"

namespace mtg {
namespace {

int CountLands(Game& g, const std::vector<ObjId>& cards) {
  int n = 0;
  for (ObjId o : cards) n += g.Def(o).Is(kLand);
  return n;
}

// The greedy player's view of how much a creature is worth.
int Value(Game& g, ObjId o) { return g.Power(o) * 2 + g.Toughness(o) + g.Def(o).cost.ManaValue(); }

// Would `victim` survive the combat damage of `hitter`?
bool Survives(Game& g, ObjId victim, ObjId hitter) {
  if (g.HasKw(hitter, kDeathtouch) && g.Power(hitter) > 0) return false;
  return g.Power(hitter) + g.state().damage[victim] < g.Toughness(victim);
}

// A creature of `p` in a block this combat (a blocked attacker or a blocker).
bool InBlock(const GameState& s, ObjId o) {
  return s.zone[o] == Zone::kBattlefield &&
         ((s.attacking[o] != kNoRef && s.blocked[o]) || s.blocking[o] != kNoObj);
}

// What an effect program does to its targets, as the greedy player sees it.
struct Intent {
  bool pump = false;     // helps a creature (+X/+Y)
  bool harm = false;     // damage, destruction, or -X/-Y
  int damage = 0;        // damage dealt, or toughness taken away
};

Intent ReadIntent(const AbilityDef& ab, int target_index) {
  Intent it;
  for (const Instr& in : ab.program) {
    if (target_index >= 0 && !(in.subj == Subj::kTarget && in.subj_i == target_index)) continue;
    if (in.op == Op::kPump && (in.a < 0 || in.b < 0)) it.harm = true, it.damage = std::max(it.damage, -in.b);
    else if (in.op == Op::kPump) it.pump = true;
    if (in.op == Op::kDealDamage) it.harm = true, it.damage = std::max(it.damage, in.amount);
    if (in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce || in.op == Op::kCounter)
      it.harm = true, it.damage = 1 << 20;
    if (in.op == Op::kTap || in.op == Op::kRemoveCounters || in.op == Op::kMill || in.op == Op::kDiscard)
      it.harm = true;
    if (in.op == Op::kPutCounters || in.op == Op::kUntap || in.op == Op::kRegenerate ||
        in.op == Op::kPreventDamage)
      it.pump = true;
  }
  return it;
}

// Does the opponent control a creature that `damage` would kill?
bool KillableTarget(Game& g, int opp, int damage) {
  for (ObjId o : g.state().battlefield)
    if (g.state().controller[o] == opp && g.IsCreature(o) &&
        damage >= g.Toughness(o) - g.state().damage[o])
      return true;
  return false;
}

double ScoreGreedy(Game& g, const Action& a) {
  const GameState& s = g.state();
  const int me = s.decision.player, opp = g.FirstOpponent(me);
  switch (a.kind) {
    case ActionKind::kKeep: {
      int lands = CountLands(g, s.players[me].hand);
      int size = static_cast<int>(s.players[me].hand.size());
      return (size <= 5 || (lands >= 2 && lands <= 5)) ? 1 : -1;
    }
    case ActionKind::kMulligan: return 0;
    case ActionKind::kBottom: {
      int lands = CountLands(g, s.players[me].hand);
      bool land = g.Def(a.obj).Is(kLand);
      return land ? (lands > 3 ? 100 : -100) : g.Def(a.obj).cost.ManaValue();
    }
    case ActionKind::kDiscard: return g.Def(a.obj).Is(kLand) ? 50 : g.Def(a.obj).cost.ManaValue();
    case ActionKind::kPass: return 0;
    case ActionKind::kPlayLand: return 1000;
    case ActionKind::kCast:
    case ActionKind::kCastFace: {  // a face (712.11b, 709.3, 715.3) is judged as that spell
      const CardDef& cd = a.kind == ActionKind::kCast ? g.Def(a.obj)
                                                      : g.db().Get(g.db().Faces(s.def[a.obj])[a.arg]);
      const bool main_phase = g.SorceryTiming(me);
      if (cd.spell_ability >= 0 && ReadIntent(cd.abilities[cd.spell_ability], -1).pump) {
        // Combat tricks: once blocks are known, for a creature of ours in a block.
        if (s.step != Step::kDeclareBlockers || !s.stack.empty()) return -1;
        for (ObjId o : s.battlefield)
          if (s.controller[o] == me && InBlock(s, o)) return 8 + cd.cost.ManaValue();
        return -1;
      }
      return main_phase ? 10 + cd.cost.ManaValue() : -1;
    }
    case ActionKind::kActivate: {
      const AbilityDef& ab = g.Def(a.obj).abilities[a.arg];
      Intent it = ReadIntent(ab, -1);
      bool my_main = g.SorceryTiming(me);
      bool their_end = s.active == opp && s.step == Step::kEnd && s.stack.empty();
      if (ab.sac == SacCost::kSelf)  // worth the creature only to kill something
        return it.harm && KillableTarget(g, opp, it.damage) && (my_main || their_end) ? 7 : -1;
      for (const Instr& in : ab.program)
        if (in.op == Op::kRegenerate)  // shield a creature that is in a block
          return s.step == Step::kDeclareBlockers && InBlock(s, a.obj) && !s.regen_shields[a.obj] ? 6 : -1;
      return my_main || their_end ? 5 : -1;
    }
    case ActionKind::kTarget: {
      const StackItem& st = s.stack.back();
      const AbilityDef& ab = g.Def(st.obj).abilities[st.ability];
      const int slot = s.target_index < static_cast<int>(ab.targets.size()) ? ab.targets[s.target_index].first
                                                                           : s.target_index;
      Intent it = ReadIntent(ab, slot);  // its instance of "target" (115.1d)
      if (IsPlayerRef(a.ref)) {
        bool theirs = RefPlayer(a.ref) == opp;
        return it.harm ? (theirs ? 5 : -100) : (theirs ? -100 : 5);
      }
      if (IsAbilityRef(a.ref)) {  // an ability on the stack (115.2): harm only the opponent's
        for (const StackItem& o : s.stack)
          if (!o.is_spell && o.id == a.ref - kAbilityRef) return (o.controller == me) == it.harm ? -100 : 5;
        return -100;
      }
      bool mine = s.controller[a.ref] == me;
      if (!it.harm) return mine ? Value(g, a.ref) + (InBlock(s, a.ref) ? 100 : 0) : -100;
      if (mine) return -200;
      bool kills = it.damage >= g.Toughness(a.ref) - s.damage[a.ref];
      return kills ? 10 + Value(g, a.ref) : 1;
    }
    case ActionKind::kSacrifice: return -Value(g, a.obj);
    case ActionKind::kAttack: {
      if (!IsPlayerRef(a.ref)) {
        // A planeswalker or battle (508.1b): worth it when this attack alone would
        // finish it (its loyalty or defense), judged like an attack on the player.
        double base = ScoreGreedy(g, {ActionKind::kAttack, a.obj, PlayerRef(opp)});
        const int left = g.Counter(a.ref, (g.Types(a.ref) & kPlaneswalker) ? kLoyalty : kDefense);
        return base > 0 && g.Power(a.obj) >= left ? base + 0.5 : -1;
      }
      // Attack when no untapped potential blocker both survives and kills it.
      for (ObjId b : s.battlefield) {
        if (s.controller[b] != opp || !g.IsCreature(b) || s.tapped[b] || g.HasKw(b, kCantBlock)) continue;
        if (g.HasKw(a.obj, kFlying) && !g.HasKw(b, kFlying | kReach)) continue;
        if (Survives(g, b, a.obj) && !Survives(g, a.obj, b)) return -1;
        if (Survives(g, b, a.obj) && Survives(g, a.obj, b) && g.Power(a.obj) < 2) return -1;
      }
      return 1 + g.Power(a.obj);
    }
    case ActionKind::kBlock: {
      ObjId b = a.obj, att = a.ref;
      if (att == kNoRef) {  // "block with X": as good as its best block
        double best = -1;
        for (ObjId o : s.battlefield)
          if (s.attacking[o] != kNoRef && g.CanBlock(b, o))
            best = std::max(best, ScoreGreedy(g, {ActionKind::kBlock, b, static_cast<Ref>(o)}));
        return best;
      }
      // Chump when the unblocked damage would be lethal; else only good blocks.
      int incoming = 0;
      for (ObjId o : s.battlefield)
        if (s.attacking[o] != kNoRef && !s.blocked[o]) incoming += std::max(0, g.Power(o));
      for (ObjId d : s.declared) incoming -= std::max(0, g.Power(s.blocking[d]));
      for (ObjId d : s.declared)
        if (s.blocking[d] == att) return -1;  // one blocker per attacker is enough here
      bool survive = Survives(g, b, att), kill = !Survives(g, att, b);
      if (survive) return 5 + kill * 5;
      if (kill && Value(g, att) >= Value(g, b)) return 4;
      if (incoming >= s.players[me].life) return 2 + g.Power(att);
      return -1;
    }
    case ActionKind::kDone: return 0;
    case ActionKind::kManaAbility: return -1;  // paying: leave it to the auto-payer ("done")
    case ActionKind::kAssignDamage:
      // Lethal to blockers first (a 1-point step), then everything to the player.
      if (IsPlayerRef(a.ref) || (g.Types(a.ref) & (kPlaneswalker | kBattle)))
        return a.arg > 1 ? 30 : 20;
      return a.arg == 1 ? 10 : 5;
    case ActionKind::kKeepLegend: return -s.timestamp[a.obj];
    case ActionKind::kNumber:  // X and kicker as large as can be paid (601.2b)
      return s.decision.kind == DecisionKind::kChooseX || s.decision.kind == DecisionKind::kChooseKicker ||
                     s.decision.kind == DecisionKind::kChooseReplicate ? a.arg : 0;
    case ActionKind::kMode: return 1;  // as many modes as allowed, in order
    case ActionKind::kCostObject:
      // CR 118.3: a creature to tap for a cost: the one the payer would tap (tap_costs.cpp).
      if (!s.stack.empty() && g.TapCostLeft(s.stack.back()) > 0) return -g.TapCostScore(a.obj);
      return -g.Def(a.obj).cost.ManaValue() - (g.Def(a.obj).Is(kLand) ? 0 : 5);
    case ActionKind::kPutTrigger: case ActionKind::kReplacement:
      return 0;
    case ActionKind::kTurnFaceUp: return 2;  // a bigger creature than the 2/2, usually
    case ActionKind::kCastFaceDown: return -1;  // the greedy player casts it face up
    case ActionKind::kForetell: return g.SorceryTiming(me) ? 1 : -1;  // 702.143a: mana to spare
    case ActionKind::kNinjutsu:  // swap a smaller unblocked attacker for the ninja
      return g.Power(a.obj) > g.Power(a.ref) ? 3 : -1;
    case ActionKind::kWord: return 0;  // a text change (612.1): the first word offered
    case ActionKind::kYes: return 1;  // take optional effects ("you may")
    case ActionKind::kNo: return 0;
    case ActionKind::kChoose: {
      Op op = Op::kChoose;
      if (!s.vm.empty()) {
        const VmFrame& f = s.vm.back();
        const auto& prog = g.FrameAbility(f).program;
        if (f.pc < static_cast<int>(prog.size())) op = prog[f.pc].op;
      }
      // New targets (115.7): the first option keeps the target it has.
      if (op == Op::kCopySpell || op == Op::kChangeTargets) return 0;
      if (IsPlayerRef(a.ref) || IsAbilityRef(a.ref)) return 0;
      int v = g.Def(a.ref).cost.ManaValue() + (g.IsCreature(a.ref) ? Value(g, a.ref) : 0);
      if (op == Op::kSearch || op == Op::kLookAtTop) return 1 + v;  // fetch the best card
      if (op == Op::kScry || op == Op::kSurveil) return -1;  // keep the top as it is
      // Sacrifice or discard the least valuable of ours; choose the best of theirs.
      const bool mine = s.controller[a.ref] == me || s.owner[a.ref] == me;
      return mine ? -v : v;
    }
  }
  return 0;
}

}  // namespace

int ChoosePolicyAction(Game& g, const std::vector<Action>& actions, const Policy& policy, Rng& rng) {
  if (policy.kind != PolicyKind::kMcts) return ChoosePolicyAction(g, actions, policy.kind, rng);
  if (actions.size() <= 1) return 0;
  return ChooseMcts(g, actions, policy.mcts, rng.Next());
}

Policy ParsePolicy(const std::string& spec) {
  if (spec == "random") return Policy(PolicyKind::kRandom);
  if (spec == "greedy") return Policy(PolicyKind::kGreedy);
  if (spec == "mcts" || spec.compare(0, 5, "mcts:") == 0) {
    Policy p(PolicyKind::kMcts);
    ParseMctsOptions(spec.size() > 4 ? spec.substr(5) : std::string(), spec, &p.mcts);
    return p;
  }
  throw EngineError("unknown policy '" + spec +
                    "'; choose random, greedy or mcts:N[,worlds=W,c=C,bias=B,rollout=greedy|random,epsilon=E,turns=T]");
}

std::string PolicyName(const Policy& p) {
  if (p.kind == PolicyKind::kRandom) return "random";
  if (p.kind == PolicyKind::kGreedy) return "greedy";
  const MctsOptions& o = p.mcts;
  char buf[200];
  std::snprintf(buf, sizeof buf, "mcts:%d,worlds=%d,c=%g,bias=%g,rollout=%s,epsilon=%g,turns=%d", o.playouts,
                o.worlds, o.c, o.bias, o.rollout == RolloutKind::kGreedy ? "greedy" : "random", o.epsilon, o.turns);
  return buf;
}

int ChoosePolicyAction(Game& g, const std::vector<Action>& actions, PolicyKind kind, Rng& rng) {
  const int n = static_cast<int>(actions.size());
  if (n == 1) return 0;
  if (kind == PolicyKind::kMcts) return ChooseMcts(g, actions, MctsOptions(), rng.Next());
  if (kind == PolicyKind::kRandom) return static_cast<int>(rng.Below(static_cast<uint32_t>(n)));
  int best = 0;
  double best_score = -1e18;
  for (int i = 0; i < n; ++i) {
    double sc = ScoreGreedy(g, actions[i]);
    if (sc > best_score) best = i, best_score = sc;
  }
  return best;
}

GameSummary PlayGame(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck0,
                     const std::vector<DefId>& deck1, uint64_t seed, const Policy& p0, const Policy& p1,
                     int turn_limit) {
  Game g(db, deck0, deck1, seed);
  g.mutable_state().turn_limit = turn_limit;
  Rng prng(seed ^ 0xA5A5A5A5DEADBEEFull);
  const Policy* kinds[2] = {&p0, &p1};
  GameSummary out;
  while (!g.over()) {
    const auto& acts = g.LegalActions();
    int i = ChoosePolicyAction(g, acts, *kinds[g.decision().player], prng);
    g.ApplyTrusted(acts[i]);
    ++out.decisions;
  }
  const GameState& s = g.state();
  out.winner = s.winner;
  out.turns = s.turn;
  out.life[0] = s.players[0].life;
  out.life[1] = s.players[1].life;
  out.starting_player = s.starting_player;
  out.reason = static_cast<int>(s.reason);
  return out;
}

void RunGames(const std::shared_ptr<const CardDb>& db, const std::vector<DefId>& deck0,
              const std::vector<DefId>& deck1, int64_t n, int64_t first, uint64_t seed,
              const Policy& p0, const Policy& p1, int threads, int32_t* winner, int32_t* turns,
              int32_t* life, int32_t* starting_player, int32_t* reason, int64_t* decisions,
              int turn_limit) {
  ParallelFor(n, threads, [&](int64_t i) {
    GameSummary r = PlayGame(db, deck0, deck1, GameSeed(seed, static_cast<uint64_t>(first + i)), p0, p1, turn_limit);
    winner[i] = r.winner;
    turns[i] = r.turns;
    life[2 * i] = r.life[0];
    life[2 * i + 1] = r.life[1];
    starting_player[i] = r.starting_player;
    reason[i] = r.reason;
    decisions[i] = r.decisions;
  });
}

GameSummary PlayGameN(const std::shared_ptr<const CardDb>& db, const std::vector<std::vector<DefId>>& decks,
                      uint64_t seed, const std::vector<Policy>& policies, int turn_limit) {
  MTG_CHECK(policies.size() == decks.size(), "one policy per deck");
  if (decks.size() == 2) return PlayGame(db, decks[0], decks[1], seed, policies[0], policies[1], turn_limit);
  Game g(db, decks, seed);
  g.mutable_state().turn_limit = turn_limit;
  Rng prng(seed ^ 0xA5A5A5A5DEADBEEFull);
  GameSummary out;
  while (!g.over()) {
    const auto& acts = g.LegalActions();
    int i = ChoosePolicyAction(g, acts, policies[g.decision().player], prng);
    g.ApplyTrusted(acts[i]);
    ++out.decisions;
  }
  const GameState& s = g.state();
  out.winner = s.winner;
  out.turns = s.turn;
  out.num_players = s.num_players;
  for (int p = 0; p < s.num_players; ++p) out.life[p] = s.players[p].life;
  out.starting_player = s.starting_player;
  out.reason = static_cast<int>(s.reason);
  return out;
}

void RunGamesN(const std::shared_ptr<const CardDb>& db, const std::vector<std::vector<DefId>>& decks, int64_t n,
               int64_t first, uint64_t seed, const std::vector<Policy>& policies, int threads, int32_t* winner,
               int32_t* turns, int32_t* life, int32_t* starting_player, int32_t* reason, int64_t* decisions,
               int turn_limit) {
  const int np = static_cast<int>(decks.size());
  ParallelFor(n, threads, [&](int64_t i) {
    GameSummary r = PlayGameN(db, decks, GameSeed(seed, static_cast<uint64_t>(first + i)), policies, turn_limit);
    winner[i] = r.winner;
    turns[i] = r.turns;
    for (int p = 0; p < np; ++p) life[np * i + p] = r.life[p];
    starting_player[i] = r.starting_player;
    reason[i] = r.reason;
    decisions[i] = r.decisions;
  });
}

}  // namespace mtg
