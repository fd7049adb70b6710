#include "mcts.h"

#include <cmath>
#include <cstdlib>
#include <limits>

#include "policy.h"

namespace mtg {
namespace {

// Natural logarithm from IEEE basic operations only (frexp, +, -, *, /), so UCT's
// exploration term is the same on every machine and libm.
double DetLog(double x) {
  int e = 0;
  double m = std::frexp(x, &e);  // x = m * 2^e, m in [0.5, 1)
  m *= 2.0;
  e -= 1;  // m in [1, 2)
  const double t = (m - 1.0) / (m + 1.0), t2 = t * t;
  double term = t, sum = 0.0;
  for (int k = 1; k < 40; k += 2) {  // 2 atanh(t), |t| <= 1/3
    sum += term / k;
    term *= t2;
  }
  return 2.0 * sum + e * 0.69314718055994530942;
}

struct Edge {
  int child = -1;    // node reached, -1 until visited
  int visits = 0;
  double value = 0;  // total result for the player deciding at the parent
};

struct Node {
  int player = 0;
  int first = 0;  // its edges: edges[first .. first + count)
  int count = 0;
  int visits = 0;
  int prior = 0;  // the edge the rollout policy would take (greedy's choice)
};

class Search {
 public:
  Search(const Game& world, int me, const MctsOptions& opt, uint64_t seed)
      : world_(world), me_(me), opt_(opt), rng_(seed) {
    root_turn_ = world.state().turn;
  }

  // Runs `playouts` iterations; the root's edges hold the statistics.
  void Run(int playouts) {
    for (int i = 0; i < playouts; ++i) Iterate();
  }
  const Node& root() const { return nodes_[0]; }
  const Edge& edge(int i) const { return edges_[i]; }
  bool has_root() const { return !nodes_.empty(); }

 private:
  int NewNode(Game& g, const std::vector<Action>& acts) {
    const int count = static_cast<int>(acts.size());
    Node n;
    n.player = g.decision().player;
    n.prior = ChoosePolicyAction(g, acts, PolicyKind::kGreedy, rng_);
    n.first = static_cast<int>(edges_.size());
    n.count = count;
    edges_.resize(edges_.size() + count);
    nodes_.push_back(n);
    return static_cast<int>(nodes_.size()) - 1;
  }

  // UCB1 over the node's edges, the prior's edge with a bonus of bias / (visits + 1)
  // (progressive bias); unvisited edges first: the prior's, then a random one.
  int Select(const Node& n) {
    if (edges_[n.first + n.prior].visits == 0) return n.prior;
    int unvisited = 0;
    for (int k = 0; k < n.count; ++k) unvisited += edges_[n.first + k].visits == 0;
    if (unvisited > 0) {
      int pick = static_cast<int>(rng_.Below(static_cast<uint32_t>(unvisited)));
      for (int k = 0; k < n.count; ++k)
        if (edges_[n.first + k].visits == 0 && pick-- == 0) return k;
    }
    const double log_n = DetLog(static_cast<double>(n.visits));
    int best = 0;
    double best_score = -std::numeric_limits<double>::infinity();
    for (int k = 0; k < n.count; ++k) {
      const Edge& e = edges_[n.first + k];
      double score = e.value / e.visits + opt_.c * std::sqrt(log_n / e.visits);
      if (k == n.prior) score += opt_.bias / (e.visits + 1);
      if (score > best_score) best = k, best_score = score;
    }
    return best;
  }

  // The result of a finished (or cut-off) game for player me_, in [0, 1].
  double Result(Game& g) {
    const GameState& s = g.state();
    if (s.over) return s.winner == me_ ? 1.0 : s.winner < 0 ? 0.5 : 0.0;
    // Cut off: a score from life totals, the creatures in play and cards in hand.
    double h = 0;
    for (int p = 0; p < s.num_players; ++p) {
      const double sign = p == me_ ? 1.0 : -1.0;
      h += sign * (s.players[p].life + static_cast<double>(s.players[p].hand.size()));
    }
    for (ObjId o : s.battlefield)
      if (g.IsCreature(o)) h += (s.controller[o] == me_ ? 1.0 : -1.0) * (g.Power(o) + g.Toughness(o));
    return 0.5 + 0.5 * h / (std::abs(h) + 10.0);
  }

  bool CutOff(const Game& g) const {
    return opt_.turns > 0 && g.state().turn > root_turn_ + opt_.turns;
  }

  void Rollout(Game& g) {
    const uint32_t eps = static_cast<uint32_t>(opt_.epsilon * 1000000.0);
    for (int64_t steps = 0; !g.over() && !CutOff(g) && steps < kMaxRolloutDecisions; ++steps) {
      const auto& acts = g.LegalActions();
      int i = 0;
      if (acts.size() > 1) {
        if (opt_.rollout == RolloutKind::kRandom || rng_.Below(1000000) < eps)
          i = static_cast<int>(rng_.Below(static_cast<uint32_t>(acts.size())));
        else
          i = ChoosePolicyAction(g, acts, PolicyKind::kGreedy, rng_);
      }
      g.ApplyTrusted(acts[i]);
    }
  }

  void Iterate() {
    Game g = world_;
    path_.clear();
    int node = nodes_.empty() ? -1 : 0;
    int parent_edge = -1;
    while (!g.over() && !CutOff(g)) {
      const auto& acts = g.LegalActions();
      const int n = static_cast<int>(acts.size());
      if (n == 1) {  // forced moves make no node (the root is never one)
        g.ApplyTrusted(acts[0]);
        continue;
      }
      bool expanded = false;
      if (node < 0) {
        node = NewNode(g, acts);
        if (parent_edge >= 0) edges_[parent_edge].child = node;
        expanded = true;
      }
      if (nodes_[node].count != n) break;  // not the state this node was made for (never in a world)
      const int k = Select(nodes_[node]);
      const int e = nodes_[node].first + k;
      path_.push_back({node, e});
      g.ApplyTrusted(acts[k]);
      if (expanded) break;
      parent_edge = e;
      node = edges_[e].child;
    }
    Rollout(g);
    const double r = Result(g);
    for (const auto& step : path_) {
      Node& nd = nodes_[step.first];
      nd.visits += 1;
      edges_[step.second].visits += 1;
      edges_[step.second].value += nd.player == me_ ? r : 1.0 - r;
    }
  }

  static constexpr int64_t kMaxRolloutDecisions = 200000;  // a guard; the turn limit ends games first
  const Game& world_;
  const int me_;
  const MctsOptions& opt_;
  Rng rng_;
  int root_turn_ = 0;
  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  std::vector<std::pair<int, int>> path_;  // (node, edge) of this iteration
};

bool ParseInt(const std::string& v, int lo, int hi, int* out) {
  if (v.empty() || v.size() > 9) return false;
  for (char ch : v)
    if (ch < '0' || ch > '9') return false;
  const long x = std::strtol(v.c_str(), nullptr, 10);
  if (x < lo || x > hi) return false;
  *out = static_cast<int>(x);
  return true;
}

bool ParseReal(const std::string& v, double lo, double hi, double* out) {
  if (v.empty()) return false;
  char* end = nullptr;
  const double x = std::strtod(v.c_str(), &end);
  if (end != v.c_str() + v.size() || !(x >= lo && x <= hi)) return false;
  *out = x;
  return true;
}

}  // namespace

int ChooseMcts(const Game& g, const std::vector<Action>& actions, const MctsOptions& opt,
               uint64_t seed) {
  const int n = static_cast<int>(actions.size());
  if (n <= 1) return 0;
  const int me = g.decision().player;
  const int worlds = std::max(1, std::min(opt.worlds, opt.playouts));
  Game probe = g;  // the rollout policy's choice here breaks ties (greedy reads no hidden card)
  Rng unused(0);
  const int prior = ChoosePolicyAction(probe, actions, PolicyKind::kGreedy, unused);
  std::vector<int64_t> visits(n, 0);
  std::vector<double> value(n, 0.0);
  for (int w = 0; w < worlds; ++w) {
    const int budget = opt.playouts / worlds + (w < opt.playouts % worlds ? 1 : 0);
    if (budget <= 0) continue;
    // CR 400.2: a world from `me`'s side only (hidden cards dealt again, the game's
    // future random numbers unknown: its generator reseeded).
    Game world = g;
    world.Determinize(me, GameSeed(seed, 2 * static_cast<uint64_t>(w)), nullptr);
    Search search(world, me, opt, GameSeed(seed, 2 * static_cast<uint64_t>(w) + 1));
    search.Run(budget);
    if (!search.has_root() || search.root().count != n) continue;
    for (int k = 0; k < n; ++k) {
      const Edge& e = search.edge(search.root().first + k);
      visits[k] += e.visits;
      value[k] += e.value;
    }
  }
  // The most visited action (the robust child); ties: the rollout policy's choice,
  // then the better mean, then the first.
  int best = prior;
  for (int k = 0; k < n; ++k) {
    if (k == prior) continue;
    if (visits[k] > visits[best] ||
        (visits[k] == visits[best] && best != prior && visits[k] > 0 &&
         value[k] / visits[k] > value[best] / visits[best]))
      best = k;
  }
  return best;
}

void ParseMctsOptions(const std::string& args, const std::string& spec, MctsOptions* opt) {
  auto fail = [&](const std::string& why) {
    throw EngineError("bad policy '" + spec + "': " + why +
                      " (expected mcts:N[,worlds=W,c=C,bias=B,rollout=greedy|random,epsilon=E,turns=T])");
  };
  if (spec == "mcts") return;  // every default
  std::vector<std::string> items;
  for (size_t pos = 0;;) {
    const size_t comma = args.find(',', pos);
    items.push_back(args.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  for (size_t k = 0; k < items.size(); ++k) {
    const std::string& item = items[k];
    const size_t eq = item.find('=');
    if (k == 0 && eq == std::string::npos) {
      if (!ParseInt(item, 1, 100000000, &opt->playouts))
        fail("the playouts per decision '" + item + "' is not a whole number from 1 to 100000000");
      continue;
    }
    if (eq == std::string::npos) fail("'" + item + "' is not key=value");
    const std::string key = item.substr(0, eq), v = item.substr(eq + 1);
    if (key == "playouts" || key == "n") {
      if (!ParseInt(v, 1, 100000000, &opt->playouts)) fail("playouts '" + v + "' is not a whole number from 1 to 100000000");
    } else if (key == "worlds") {
      if (!ParseInt(v, 1, 100000, &opt->worlds)) fail("worlds '" + v + "' is not a whole number from 1 to 100000");
    } else if (key == "c") {
      if (!ParseReal(v, 0.0, 100.0, &opt->c)) fail("c '" + v + "' is not a number from 0 to 100");
    } else if (key == "bias") {
      if (!ParseReal(v, 0.0, 100.0, &opt->bias)) fail("bias '" + v + "' is not a number from 0 to 100");
    } else if (key == "epsilon" || key == "eps") {
      if (!ParseReal(v, 0.0, 1.0, &opt->epsilon)) fail("epsilon '" + v + "' is not a number from 0 to 1");
    } else if (key == "turns") {
      if (!ParseInt(v, 0, 1000000, &opt->turns)) fail("turns '" + v + "' is not a whole number from 0 to 1000000");
    } else if (key == "rollout") {
      if (v == "greedy") opt->rollout = RolloutKind::kGreedy;
      else if (v == "random") opt->rollout = RolloutKind::kRandom;
      else fail("rollout '" + v + "' is not greedy or random");
    } else {
      fail("unknown option '" + key + "'");
    }
  }
}

}  // namespace mtg
