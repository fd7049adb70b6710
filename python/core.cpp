// pybind11 bindings: mtgcore._core, the object-level API (one game, one decision
// at a time).  Mirrors the C++ engine one to one; the public, documented API is
// mtgcore.Game in src/mtgcore/game.py.
#include <iterator>
#include <type_traits>
#include <utility>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "digest.h"
#include "game.h"
#include "policy.h"
#include "measure_bindings.h"  // mtgcore bench

namespace py = pybind11;
using namespace mtg;

namespace {

py::object ErrorClass(const char* name) {
  return py::module_::import("mtgcore.errors").attr(name);
}

py::tuple CostTuple(const ManaCost& c) {
  return py::make_tuple(c.generic,
                        py::make_tuple(c.colored[0], c.colored[1], c.colored[2], c.colored[3], c.colored[4]),
                        c.colorless, c.x);
}

py::tuple StackEntry(const Game& g, const StackItem& it) {
  py::list targets;
  for (int t = 0; t < it.num_targets; ++t) targets.append(it.targets[t]);
  // Its own Ref as a target (CR 115.2): the spell's object, or kAbilityRef + id.
  return py::make_tuple(it.obj, it.ability, it.controller, it.is_spell, targets, g.StackRef(it));
}

// An object, card, player or card-definition id from Python that is not part of
// this game: raised as mtgcore.InvalidIdError before any array is read.
class BadId : public std::out_of_range {
 public:
  using std::out_of_range::out_of_range;
};

std::string Range(int64_t n) {
  return n ? "0.." + std::to_string(n - 1) : "none";
}

ObjId Obj(const Game& g, int64_t o) {
  const auto n = static_cast<int64_t>(g.state().def.size());
  if (o < 0 || o >= n)
    throw BadId("object id " + std::to_string(o) + " is not an object of this game (ids " + Range(n) + ")");
  return static_cast<ObjId>(o);
}

CardIdx Card(const Game& g, int64_t c) {
  const auto n = static_cast<int64_t>(g.state().card_obj.size());
  if (c < 0 || c >= n)
    throw BadId("card id " + std::to_string(c) + " is not a card of this game (ids " + Range(n) + ")");
  return static_cast<CardIdx>(c);
}

// A history row: (index, player, label, turn, step, decision kind, life of player 0,
// life of player 1, ... of every player) before the action applies.
py::tuple TraceRow(const Game& g, int64_t i, const Action& a) {
  const GameState& s = g.state();
  py::tuple out(6 + s.num_players);
  out[0] = i, out[1] = s.decision.player, out[2] = g.ActionLabel(a), out[3] = s.turn;
  out[4] = static_cast<int>(s.step), out[5] = static_cast<int>(s.decision.kind);
  for (int p = 0; p < s.num_players; ++p) out[6 + p] = s.players[p].life;
  return out;
}

int Player(const Game& g, int64_t p) {
  const int n = g.NumPlayers();
  if (p < 0 || p >= n)
    throw BadId("no player " + std::to_string(p) + (n == 2 ? std::string(" (players are 0 and 1)")
                                                          : " (players are 0 to " + std::to_string(n - 1) + ")"));
  return static_cast<int>(p);
}

DefId Def(const CardDb& db, int64_t d) {
  if (d < 0 || d >= db.Size())
    throw BadId("card definition id " + std::to_string(d) + " is not in the card library (ids " +
                Range(db.Size()) + ")");
  return static_cast<DefId>(d);
}

int CounterKindOf(int64_t k) {
  if (k < 0 || k >= kNumAllCounterKinds) throw BadId("no counter kind " + std::to_string(k));
  return static_cast<int>(k);
}


// Binding glue compiled once per signature.  pybind11 inlines its whole
// registration machinery into every .def call site, and optimizing one module
// function with 120 such copies is most of this unit's build time.  Bind()
// turns each captureless lambda into a plain function pointer and registers it
// through one out-of-line function per signature, so the machinery is compiled
// once per distinct signature instead of once per method (build time only:
// pybind11 calls a function pointer exactly as it calls a lambda).
template <class F, class = void>
struct IsFnPtr : std::false_type {};
template <class F>
struct IsFnPtr<F, std::void_t<decltype(+std::declval<F&>())>>
    : std::is_pointer<decltype(+std::declval<F&>())> {};

template <class C>
class Bind {
 public:
  explicit Bind(C c) : c_(std::move(c)) {}
  template <class F, class... Extra>
  Bind& def(const char* name, F&& f, const Extra&... extra) {
    if constexpr (IsFnPtr<F>::value) Def(name, +f, extra...);
    else Def(name, std::decay_t<F>(f), extra...);  // member function pointers
    return *this;
  }
  // py::init(...) and other pybind11 objects pass straight through.
  template <class I, class... Extra, std::enable_if_t<!std::is_convertible_v<I, const char*>, int> = 0>
  Bind& def(I&& init, const Extra&... extra) {
    c_.def(std::forward<I>(init), extra...);
    return *this;
  }
  template <class F, class... Extra>
  Bind& def_static(const char* name, F&& f, const Extra&... extra) {
    if constexpr (IsFnPtr<F>::value) DefStatic(name, +f, extra...);
    else DefStatic(name, std::decay_t<F>(f), extra...);  // member function pointers
    return *this;
  }
  template <class F, class... Extra>
  Bind& def_property_readonly(const char* name, F&& f, const Extra&... extra) {
    if constexpr (IsFnPtr<F>::value) Prop(name, +f, extra...);
    else Prop(name, std::decay_t<F>(f), extra...);  // member function pointers
    return *this;
  }
  template <class... A>
  Bind& def_property(const char* name, A&&... a) {
    c_.def_property(name, std::forward<A>(a)...);
    return *this;
  }
  template <class D>
  Bind& def_readonly(const char* name, D d) {
    c_.def_readonly(name, d);
    return *this;
  }

 private:
  template <class Fn, class... Extra>
  __attribute__((noinline)) void Def(const char* name, Fn f, const Extra&... extra) { c_.def(name, f, extra...); }
  template <class Fn, class... Extra>
  __attribute__((noinline)) void DefStatic(const char* name, Fn f, const Extra&... extra) {
    c_.def_static(name, f, extra...);
  }
  template <class Fn, class... Extra>
  __attribute__((noinline)) void Prop(const char* name, Fn f, const Extra&... extra) {
    c_.def_property_readonly(name, f, extra...);
  }
  C c_;
};
template <class C>
Bind(C) -> Bind<C>;

// A native policy given by name ("random", "greedy", "mcts:N,...") or by its old
// code (0 random, 1 greedy).
Policy PolicyArg(const py::handle& h) {
  if (py::isinstance<py::str>(h)) return ParsePolicy(h.cast<std::string>());
  if (py::isinstance<py::int_>(h) && !py::isinstance<py::bool_>(h)) {
    const int64_t k = h.cast<int64_t>();
    if (k == 0 || k == 1) return Policy(static_cast<PolicyKind>(k));
  }
  throw EngineError("a policy is a name such as 'greedy' or 'mcts:1000', not " +
                    py::repr(h).cast<std::string>());
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "mtgcore native object API (private: use mtgcore.Game)";

  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const BadId& e) {
      PyErr_SetString(ErrorClass("InvalidIdError").ptr(), e.what());
    } catch (const IllegalAction& e) {
      PyErr_SetString(ErrorClass("IllegalActionError").ptr(), e.what());
    } catch (const EngineError& e) {
      PyErr_SetString(ErrorClass("MtgError").ptr(), e.what());
    }
  });

  Bind(py::class_<CardDb, std::shared_ptr<CardDb>>(m, "CardDb"))
      .def(py::init([](py::bytes blob) {
        return std::const_pointer_cast<CardDb>(CardDb::Load(std::string(blob)));
      }))
      .def_property_readonly("size", &CardDb::Size)
      .def("name", [](const CardDb& db, int64_t d) { return db.Get(Def(db, d)).name; })
      .def("find", &CardDb::Find)
      .def("blob", [](const CardDb& db) { return py::bytes(db.Blob()); })
      .def("abilities", [](const CardDb& db, int64_t d) {
        py::list out;
        for (const auto& a : db.Get(Def(db, d)).abilities)
          out.append(py::make_tuple(static_cast<int>(a.kind), a.text));
        return out;
      })
      // (kind, text, cost, tap, sacrifice kind, [target kinds]) per ability;
      // cost = (generic, (W, U, B, R, G), colorless, x).
      .def("ability_details", [](const CardDb& db, int64_t d) {
        py::list out;
        for (const auto& a : db.Get(Def(db, d)).abilities) {
          py::list targets;
          for (const TargetSpec& t : a.targets) targets.append(t.sel);
          out.append(py::make_tuple(static_cast<int>(a.kind), a.text, CostTuple(a.cost), a.tap,
                                    static_cast<int>(a.sac), targets));
        }
        return out;
      })
      // Per ability, per target slot: whether it must be chosen (CR 601.2c, 115.1d:
      // the slots of "up to N" beyond its minimum may stay empty).
      .def("target_required", [](const CardDb& db, int64_t d) {
        py::list out;
        for (const auto& a : db.Get(Def(db, d)).abilities) {
          py::list req;
          for (int k = 0; k < static_cast<int>(a.targets.size()); ++k)
            req.append(k - a.targets[k].first < a.targets[a.targets[k].first].min);
          out.append(req);
        }
        return out;
      })
      .def("cost", [](const CardDb& db, int64_t d) { return CostTuple(db.Get(Def(db, d)).cost); })
      .def("cost_hybrid", [](const CardDb& db, int64_t d) {  // hybrid symbols (CR 107.4e-f)
        const ManaCost& c = db.Get(Def(db, d)).cost;
        std::vector<int> out;  // one per symbol, copies included
        for (int i = 0; i < c.n_hybrid; ++i) out.insert(out.end(), c.HybridCount(i), c.hybrid[i]);
        return out;
      })
      .def("loyalty", [](const CardDb& db, int64_t d) { return db.Get(Def(db, d)).loyalty; })
      // CR 709, 712, 715: the faces a card may be cast or played as, and its layout.
      .def("faces", [](const CardDb& db, int64_t d) { return db.Faces(Def(db, d)); })
      // CR 118.9: the names of its alternative costs, in the engine's order (kCast arg - 1).
      .def("alt_costs", [](const CardDb& db, int64_t d) {
        std::vector<std::string> out;
        for (const AltCost& ac : db.Casting(Def(db, d)).alt_costs) out.push_back(kAltCostNames[static_cast<int>(ac.kind)]);
        return out;
      })
      // ...and the ability each is cast with instead of the spell's own (702.96b), or -1.
      .def("alt_cost_abilities", [](const CardDb& db, int64_t d) {
        std::vector<int> out;
        for (const AltCost& ac : db.Casting(Def(db, d)).alt_costs) out.push_back(ac.ability);
        return out;
      })
      .def("face_of", [](const CardDb& db, int64_t d) { return db.FaceOf(Def(db, d)); })
      .def("layout", [](const CardDb& db, int64_t d) { return static_cast<int>(db.Get(Def(db, d)).layout); })
      .def("defense", [](const CardDb& db, int64_t d) { return db.Get(Def(db, d)).defense; })
      // CR 606: (is a loyalty ability, its loyalty cost, its cost is [−X]) per ability.
      .def("loyalty_costs", [](const CardDb& db, int64_t d) {
        py::list out;
        for (const auto& a : db.Get(Def(db, d)).abilities) out.append(py::make_tuple(a.loyalty, a.loyalty_cost, a.loyalty_x));
        return out;
      });

  Bind(py::class_<Action>(m, "Action"))
      .def(py::init([](int kind, int obj, int ref, int arg) {
             Action a;
             a.kind = static_cast<ActionKind>(kind);
             a.obj = obj;
             a.ref = ref;
             a.arg = arg;
             return a;
           }),
           py::arg("kind"), py::arg("obj") = kNoObj, py::arg("ref") = kNoRef, py::arg("arg") = 0)
      .def_property_readonly("kind", [](const Action& a) { return static_cast<int>(a.kind); })
      .def_readonly("obj", &Action::obj)
      .def_readonly("ref", &Action::ref)
      .def_readonly("arg", &Action::arg)
      .def("__eq__", [](const Action& a, const Action& b) { return a == b; })
      .def("__hash__", [](const Action& a) {
        return py::hash(py::make_tuple(static_cast<int>(a.kind), a.obj, a.ref, a.arg));
      })
      .def("__repr__", [](const Action& a) {
        return "_core.Action(" + std::to_string(static_cast<int>(a.kind)) + ", " + std::to_string(a.obj) +
               ", " + std::to_string(a.ref) + ", " + std::to_string(a.arg) + ")";
      });

  Bind(py::class_<Game>(m, "Game"))
      .def(py::init([](std::shared_ptr<CardDb> db, std::vector<DefId> d0, std::vector<DefId> d1,
                       uint64_t seed, int starting_player) {
             return new Game(db, d0, d1, seed, starting_player);
           }),
           py::arg("db"), py::arg("deck0"), py::arg("deck1"), py::arg("seed"),
           py::arg("starting_player") = -1)
      // CR 100.1, 800.1: a game of len(decks) players (2 to MAX_PLAYERS).
      .def_static("of_decks", [](std::shared_ptr<CardDb> db, std::vector<std::vector<DefId>> decks, uint64_t seed,
                                 int starting_player) { return new Game(db, decks, seed, starting_player); },
                  py::arg("db"), py::arg("decks"), py::arg("seed"), py::arg("starting_player") = -1)
      .def_property_readonly("num_players", &Game::NumPlayers)
      .def("set_num_players", &Game::SetNumPlayers)  // a scenario's, before begin_at
      .def("left_game", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].left; })
      .def_static("empty", [](std::shared_ptr<CardDb> db, uint64_t seed) { return new Game(db, seed); })
      .def("clone", [](const Game& g) { return new Game(g); })
      // decisions
      .def_property_readonly("decision_kind", [](const Game& g) { return static_cast<int>(g.decision().kind); })
      .def_property_readonly("decision_player", [](const Game& g) { return g.decision().player; })
      .def("legal_actions", [](Game& g) { return g.LegalActions(); })
      .def("num_legal_actions", [](Game& g) { return g.LegalActions().size(); })
      .def("apply", &Game::Apply)
      .def("apply_index", [](Game& g, int64_t i) {
        const auto& acts = g.LegalActions();
        if (i < 0 || i >= static_cast<int64_t>(acts.size()))
          throw IllegalAction("action index " + std::to_string(i) + " out of range (" +
                              std::to_string(acts.size()) + " legal actions)");
        g.ApplyTrusted(acts[i]);
      })
      // Like apply_index, returning what the history records: (index, player, label,
      // turn, step, decision kind, life of player 0, life of player 1) before the change.
      .def("apply_index_traced", [](Game& g, int64_t i) {
        const auto& acts = g.LegalActions();
        if (i < 0 || i >= static_cast<int64_t>(acts.size()))
          throw IllegalAction("action index " + std::to_string(i) + " out of range (" +
                              std::to_string(acts.size()) + " legal actions)");
        py::tuple out = TraceRow(g, i, acts[i]);
        g.ApplyTrusted(acts[i]);
        return out;
      })
      // Index of `a` among the legal actions, or -1.
      .def("index_of", [](Game& g, const Action& a) {
        const auto& acts = g.LegalActions();
        for (size_t i = 0; i < acts.size(); ++i)
          if (acts[i] == a) return static_cast<int64_t>(i);
        return int64_t{-1};
      })
      .def("label", &Game::ActionLabel)
      .def("describe", &Game::DescribeRef)
      .def("describe_for", [](const Game& g, int64_t r, int viewer) { return g.DescribeFor(static_cast<Ref>(r), viewer); })
      .def("play_policy", [](Game& g, py::object kind0, py::object kind1, uint64_t seed, int64_t max_actions) {
        Rng rng(seed);
        const Policy kinds[2] = {PolicyArg(kind0), PolicyArg(kind1)};
        int64_t n = 0;
        while (!g.over() && n < max_actions) {
          const auto& acts = g.LegalActions();
          // seat 0 plays kind0, every other seat kind1
          g.ApplyTrusted(acts[ChoosePolicyAction(g, acts, kinds[g.decision().player == 0 ? 0 : 1], rng)]);
          ++n;
        }
        return n;
      })
      // Like play_policy, recording every action taken: (index, player, label, turn,
      // step, decision kind, life of player 0, life of player 1) before it applied.
      .def("play_policy_trace", [](Game& g, py::object kind0, py::object kind1, uint64_t seed, int64_t max_actions) {
        Rng rng(seed);
        const Policy kinds[2] = {PolicyArg(kind0), PolicyArg(kind1)};
        py::list trace;
        for (int64_t n = 0; !g.over() && n < max_actions; ++n) {
          const auto& acts = g.LegalActions();
          const int p = g.decision().player;
          const int i = ChoosePolicyAction(g, acts, kinds[p == 0 ? 0 : 1], rng);
          trace.append(TraceRow(g, i, acts[i]));
          g.ApplyTrusted(acts[i]);
        }
        return trace;
      })
      // Like play_policy_trace with one policy per seat (a multiplayer game's).
      .def("play_policies_trace", [](Game& g, py::list kinds, uint64_t seed, int64_t max_actions) {
        Rng rng(seed);
        std::vector<Policy> pol;
        for (py::handle h : kinds) pol.push_back(PolicyArg(h));
        if (static_cast<int>(pol.size()) != g.NumPlayers()) throw EngineError("one policy per seat");
        py::list trace;
        for (int64_t n = 0; !g.over() && n < max_actions; ++n) {
          const auto& acts = g.LegalActions();
          const int i = ChoosePolicyAction(g, acts, pol[g.decision().player], rng);
          trace.append(TraceRow(g, i, acts[i]));
          g.ApplyTrusted(acts[i]);
        }
        return trace;
      })
      .def("policy_choice", [](Game& g, py::object kind, py::int_ rng_seed) {
        Rng rng(rng_seed.cast<uint64_t>());
        const Policy policy = PolicyArg(kind);
        py::gil_scoped_release release;  // a search may take a while
        return ChoosePolicyAction(g, g.LegalActions(), policy, rng);
      })
      .def("check_invariants", &Game::CheckInvariants)
      .def("digest", [](const Game& g) { return StateDigest(g.state()); },
           "Stable 64-bit digest of the whole game state (same on every machine).")
      .def("state_bytes", [](const Game& g) { return py::bytes(StateBytes(g.state())); },
           "The canonical encoding of the whole game state that digest() hashes.")
      .def("concede", &Game::Concede)
      // game facts
      .def_property_readonly("over", &Game::over)
      .def_property_readonly("winner", [](const Game& g) { return g.state().winner; })
      .def_property_readonly("reason", [](const Game& g) { return std::string(kEndReasonNames[int(g.state().reason)]); })
      .def_property_readonly("turn", [](const Game& g) { return g.state().turn; })
      .def_property_readonly("active_player", [](const Game& g) { return g.state().active; })
      .def_property_readonly("starting_player", [](const Game& g) { return g.state().starting_player; })
      .def_property_readonly("step", [](const Game& g) { return static_cast<int>(g.state().step); })
      .def_property_readonly("priority_player", [](const Game& g) { return g.state().priority_player; })
      .def_property_readonly("passes", [](const Game& g) { return g.state().passes; })
      .def("activate_mana", &Game::ActivateManaAbility, py::arg("player"), py::arg("obj"), py::arg("ability"),
           py::arg("color") = -1, py::arg("tap") = -1)
      .def("mana_ability_problem", &Game::ManaAbilityProblem)
      .def("set_manual_mana", &Game::SetManualMana, py::arg("on"))
      // The locked-in cost of the pending payment decision (601.2f, 508.1h).
      .def("pay_cost", [](Game& g) {  // generic, colored, colorless, x, hybrid symbols (one per copy)
        const ManaCost& c = g.state().pay_cost;
        std::vector<int> hybrid;
        for (int i = 0; i < c.n_hybrid; ++i) hybrid.insert(hybrid.end(), c.HybridCount(i), c.hybrid[i]);
        return py::make_tuple(c.generic,
                              py::make_tuple(c.colored[0], c.colored[1], c.colored[2], c.colored[3], c.colored[4]),
                              c.colorless, c.x, hybrid);
      })
      .def("pool_pays_pending", [](Game& g, int64_t p) { return g.PoolPaysPending(Player(g, p)); })
      .def_property_readonly("manual_mana", [](const Game& g) { return g.state().manual_mana; })
      .def("restore", [](Game& g, const Game& other) { g = other; },
           "Make this game an exact copy of `other` (e.g. a clone taken before an action).")
      .def_property_readonly("trigger_counts", [](const Game& g) {
        const GameState& s = g.state();
        return py::make_tuple(s.triggers_fired, s.triggers_stacked, s.triggers_removed,
                              s.pending_triggers.size());
      }, "(fired, put on the stack, removed per CR 603.3d, still waiting)")
      .def_property_readonly("decision_min", [](const Game& g) { return g.decision().min; })
      .def_property_readonly("decision_max", [](const Game& g) { return g.decision().max; })
      .def_property_readonly("decision_source", [](const Game& g) { return g.decision().source; })
      .def_property_readonly("vm_depth", [](const Game& g) { return g.state().vm.size(); })
      .def_property_readonly("actions_applied", [](const Game& g) { return g.state().actions_applied; })
      .def_property("turn_limit", [](const Game& g) { return g.state().turn_limit; },
                    [](Game& g, int n) { g.mutable_state().turn_limit = n; })
      .def_property_readonly("damage_left", [](const Game& g) { return g.state().damage_left; })
      .def_property_readonly("damage_source", [](const Game& g) {
        return g.state().damage_queue.empty() ? kNoObj : g.state().damage_queue.front();
      })
      // players
      .def("life", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].life; })
      .def("poison", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].poison; })
      .def("energy", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].energy; })
      .def("set_life", [](Game& g, int64_t p, int v) { g.mutable_state().players[Player(g, p)].life = v; })
      .def("set_poison", [](Game& g, int64_t p, int v) { g.mutable_state().players[Player(g, p)].poison = v; })
      .def("mana_pool", [](const Game& g, int64_t p) {
        const auto& m = g.state().players[Player(g, p)].mana;
        return std::vector<int>(m, m + kNumManaKinds);
      })
      // CR 106.6, 107.4h: the pool's mana that is more than its type:
      // (kind 0-5, from a snow source, "spend only" selector or -1, rider selector or -1).
      .def("tagged_mana", [](const Game& g, int64_t p) {
        py::list out;
        for (const TaggedMana& t : g.state().players[Player(g, p)].tagged)
          out.append(py::make_tuple(t.kind, t.snow != 0, t.only, t.rider));
        return out;
      })
      .def("lost", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].lost; })
      .def("mulligans", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].mulligans; })
      .def("lands_played", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].lands_played; })
      .def("spells_cast", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].spells_cast; })
      // CR 730.1: 0 neither, 1 day, 2 night.
      .def("day_night", [](const Game& g) { return static_cast<int>(g.state().day_night); })
      .def("library", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].library; })
      .def("hand", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].hand; })
      .def("graveyard", [](const Game& g, int64_t p) { return g.state().players[Player(g, p)].graveyard; })
      .def("battlefield", [](const Game& g) { return g.state().battlefield; })
      .def("exile", [](const Game& g) { return g.state().exile; })
      .def("command", [](const Game& g) { return g.state().command; })
      // CR 601.2f: the mana value of the total cost locked in for the last payment.
      .def("locked_cost_value", [](const Game& g) { return g.state().pay_cost.ManaValue(); })
      .def("stack", [](const Game& g) {
        py::list out;
        for (auto it = g.state().stack.rbegin(); it != g.state().stack.rend(); ++it)
          out.append(StackEntry(g, *it));
        return out;
      })
      // CR 113.7a: the face whose ability each stack item is (top first; for a spell,
      // or an item from before faces were kept, its object's face).
      .def("stack_faces", [](const Game& g) {
        py::list out;
        for (auto it = g.state().stack.rbegin(); it != g.state().stack.rend(); ++it)
          out.append(it->face >= 0 ? it->face : g.state().def[it->obj]);
        return out;
      })
      // objects: every id is checked (Obj, Card) before an array is read
      .def("num_objects", [](const Game& g) { return g.state().def.size(); })
      .def("num_cards", [](const Game& g) { return g.state().card_obj.size(); })
      .def("card_object", [](const Game& g, int64_t c) { return g.state().card_obj[Card(g, c)]; })
      .def("card_is_token", [](const Game& g, int64_t c) { return bool(g.state().card_is_token[Card(g, c)]); })
      .def("obj_card", [](const Game& g, int64_t o) { return g.state().card[Obj(g, o)]; })
      .def("obj_def", [](const Game& g, int64_t o) { return g.state().def[Obj(g, o)]; })
      .def("obj_name", [](const Game& g, int64_t o) { return g.Name(Obj(g, o)); })
      // "" when hidden from `viewer` (400.2: a library's cards, the other player's hand; 708.5).
      .def("obj_name_for", [](const Game& g, int64_t o, int viewer) {
             const ObjId obj = Obj(g, o);
             return viewer >= 0 && !g.MayLook(obj, viewer) ? std::string() : g.NameFor(obj, viewer);
           },
           py::arg("obj"), py::arg("viewer") = -1)
      .def("obj_face_down", [](const Game& g, int64_t o) { return g.FaceDown(Obj(g, o)); })
      // Front ends (views.cpp): player p has looked at hidden row o (400.2).
      .def("obj_seen_by", [](const Game& g, int64_t o, int64_t p) { return g.SeenBy(Obj(g, o), Player(g, p)); },
           py::arg("obj"), py::arg("viewer") = 0)
      .def("obj_may_look", [](const Game& g, int64_t o, int64_t p) { return g.MayLook(Obj(g, o), Player(g, p)); },
           py::arg("obj"), py::arg("viewer") = 0)
      .def("set_event_log", [](Game& g, bool on) { g.SetEventLog(on); })
      .def_property_readonly("event_log_on", [](const Game& g) { return g.state().log_events; })
      // The events performed since the last call: (kind, from, to, cause, player, obj,
      // new_obj, source, target, amount, arg, combat, face_down) each.
      .def("take_events", [](Game& g) {
        py::list out;
        for (const Event& e : g.TakeEvents())
          out.append(py::make_tuple(static_cast<int>(e.kind), static_cast<int>(e.from), static_cast<int>(e.to),
                                    static_cast<int>(e.cause), int(e.player), e.obj, e.new_obj, e.source,
                                    e.target, e.amount, e.arg, bool(e.combat), bool(e.face_down)));
        return out;
      })
      .def("determinize", [](Game& g, int64_t viewer, uint64_t seed, py::object pool) {
        if (pool.is_none()) return g.Determinize(Player(g, viewer), seed, nullptr);
        std::vector<DefId> defs;
        for (py::handle d : pool) defs.push_back(Def(g.db(), py::cast<int64_t>(d)));
        g.Determinize(Player(g, viewer), seed, &defs);
      })
      .def("obj_mana_value", [](const Game& g, int64_t o) { return g.ManaValue(Obj(g, o)); })
      .def("obj_zone", [](const Game& g, int64_t o) { return static_cast<int>(g.state().zone[Obj(g, o)]); })
      .def("obj_owner", [](const Game& g, int64_t o) { return int(g.state().owner[Obj(g, o)]); })
      .def("obj_controller", [](Game& g, int64_t o) { return g.Controller(Obj(g, o)); })
      .def("obj_tapped", [](const Game& g, int64_t o) { return bool(g.state().tapped[Obj(g, o)]); })
      .def("obj_attached_to", [](const Game& g, int64_t o) {  // CR 301.5, 303.4: -1 if unattached
        const ObjId t = g.state().attached_to[Obj(g, o)];
        return t == kNoObj ? int64_t{-1} : int64_t{t};
      })
      .def("obj_sick", [](const Game& g, int64_t o) { return g.IsSick(Obj(g, o)); })
      .def("obj_damage", [](const Game& g, int64_t o) { return g.state().damage[Obj(g, o)]; })
      .def("obj_power", [](Game& g, int64_t o) { return g.Power(Obj(g, o)); })
      .def("obj_toughness", [](Game& g, int64_t o) { return g.Toughness(Obj(g, o)); })
      .def("obj_keywords", [](Game& g, int64_t o) { return g.Keywords(Obj(g, o)); })
      .def("obj_types", [](Game& g, int64_t o) { return g.Types(Obj(g, o)); })
      .def("obj_colors", [](Game& g, int64_t o) { return g.Colors(Obj(g, o)); })
      .def("obj_base_power", [](Game& g, int64_t o) { return g.BasePower(Obj(g, o)); })
      .def("obj_base_toughness", [](Game& g, int64_t o) { return g.BaseToughness(Obj(g, o)); })
      .def("obj_supertypes", [](Game& g, int64_t o) { return g.Supertypes(Obj(g, o)); })
      .def("obj_subtypes", [](Game& g, int64_t o) { return g.Subtypes(Obj(g, o)); })
      // (index, kind, text) of each ability it has now (after layers 4 and 6)
      .def("obj_abilities", [](Game& g, int64_t id) {
        const ObjId o = Obj(g, id);
        py::list out;
        for (int k : g.AbilitiesNow(o)) {
          const AbilityDef& a = g.Ability(o, k);
          out.append(py::make_tuple(k, static_cast<int>(a.kind), a.text));
        }
        return out;
      })
      .def("obj_ward", [](Game& g, int64_t o) { return g.Ward(Obj(g, o)); })
      .def("obj_protection", [](Game& g, int64_t o) { return g.Protection(Obj(g, o)); })
      .def("check_derivation", &Game::CheckDerivation)
      .def("time_recompute", &Game::TimeRecompute, py::arg("n"), py::call_guard<py::gil_scoped_release>())
      .def("obj_counters", [](const Game& g, int64_t id) {
        const ObjId o = Obj(g, id);
        std::vector<int> out;
        for (int k = 0; k < kNumAllCounterKinds; ++k) out.push_back(g.Counter(o, k));
        return out;
      })
      .def("obj_class_level", [](const Game& g, int64_t o) { return g.ClassLevel(Obj(g, o)); })  // 716.2d
      .def("obj_attacking", [](const Game& g, int64_t o) { return g.state().attacking[Obj(g, o)]; })
      .def("obj_protector", [](const Game& g, int64_t o) { return g.Protector(Obj(g, o)); })
      .def("obj_blocking", [](const Game& g, int64_t o) { return g.state().blocking[Obj(g, o)]; })
      .def("obj_blocked", [](const Game& g, int64_t o) { return bool(g.state().blocked[Obj(g, o)]); })
      .def("obj_timestamp", [](const Game& g, int64_t o) { return g.state().timestamp[Obj(g, o)]; })
      .def("obj_regen_shields", [](const Game& g, int64_t o) { return int(g.state().regen_shields[Obj(g, o)]); })
      .def("blockers", [](const Game& g, int64_t o) { return g.Blockers(Obj(g, o)); })
      // (source, recipient ref, amount) as assigned in the last combat damage step.
      .def("last_combat_damage", [](const Game& g) {
        py::list out;
        for (const auto& d : g.state().last_combat_damage) out.append(py::make_tuple(d.source, d.recipient, d.amount));
        return out;
      })
      .def("block_problem", [](Game& g, int64_t b, int64_t a) { return g.BlockProblem(Obj(g, b), Obj(g, a)); })
      .def("attack_problem", [](Game& g, const std::vector<std::pair<int64_t, int64_t>>& attacks) {
        std::vector<std::pair<ObjId, Ref>> v;
        for (const auto& at : attacks) v.push_back({Obj(g, at.first), static_cast<Ref>(at.second)});
        return g.AttackDeclarationProblem(v);
      })
      // scenario set-up
      .def("add_card", [](Game& g, int64_t owner, int64_t d, int zone) {
        if (zone <= 0 || zone >= static_cast<int>(std::size(kZoneNames)))
          throw BadId("no zone " + std::to_string(zone));
        return g.AddCard(Player(g, owner), Def(g.db(), d), static_cast<Zone>(zone));
      })
      .def("set_tapped", [](Game& g, int64_t o, bool t) { g.SetTapped(Obj(g, o), t); })
      .def("set_sick", [](Game& g, int64_t o, bool sick) { g.SetSick(Obj(g, o), sick); })
      .def("set_counter", [](Game& g, int64_t o, int64_t kind, int n) {
        const ObjId obj = Obj(g, o);
        if (kind >= kNumCounterKinds && g.state().zone[obj] != Zone::kBattlefield)
          throw BadId("keyword counters (CR 122.1b) can be set only on a permanent");
        g.SetCounter(obj, CounterKindOf(kind), n);
      })
      .def("begin_at", [](Game& g, int turn, int step, int64_t active) {
        if (step < 0 || step >= kNumSteps) throw BadId("no step " + std::to_string(step));
        g.BeginAt(turn, static_cast<Step>(step), Player(g, active));
      })
      .def("begin_with_opening_hand", [](Game& g, int turn, int step, int64_t active) {
        if (step < 0 || step >= kNumSteps) throw BadId("no step " + std::to_string(step));
        g.BeginWithOpeningHand(turn, static_cast<Step>(step), Player(g, active));  // CR 103.6
      });

  m.def("parse_policy", [](const std::string& spec) { return PolicyName(ParsePolicy(spec)); },
        "The canonical name of a native policy (raises MtgError naming a bad one).");
  m.def("game_seed", &GameSeed, "Seed of game `index` of a batch started from `seed`.");
  m.def("play_game", [](std::shared_ptr<CardDb> db, std::vector<DefId> d0, std::vector<DefId> d1,
                        uint64_t seed, py::object p0, py::object p1, int turn_limit) {
    GameSummary r;
    const Policy a = PolicyArg(p0), b = PolicyArg(p1);
    {
      py::gil_scoped_release release;
      r = PlayGame(db, d0, d1, seed, a, b, turn_limit);
    }
    return py::dict(py::arg("winner") = r.winner, py::arg("turns") = r.turns,
                    py::arg("life") = py::make_tuple(r.life[0], r.life[1]),
                    py::arg("starting_player") = r.starting_player, py::arg("reason") = r.reason,
                    py::arg("decisions") = r.decisions);
  }, "Play one whole game natively, exactly as one game of a batch.");
  // N players (CR 100.1): every game of a batch at once, natively; returns
  // (winner, turns, life[games x players], starting_player, reason, decisions) as lists.
  m.def("run_games_n", [](std::shared_ptr<CardDb> db, std::vector<std::vector<DefId>> decks, int64_t games,
                          int64_t first, uint64_t seed, py::list policies, int threads, int turn_limit) {
    std::vector<Policy> pol;
    for (py::handle h : policies) pol.push_back(PolicyArg(py::reinterpret_borrow<py::object>(h)));
    if (pol.size() != decks.size()) throw EngineError("one policy per deck");
    if (decks.size() < 2 || decks.size() > static_cast<size_t>(kMaxPlayers))
      throw EngineError("a game has 2 to " + std::to_string(kMaxPlayers) + " players (CR 100.1)");
    const size_t n = static_cast<size_t>(std::max<int64_t>(games, 0)), np = decks.size();
    std::vector<int32_t> w(n), t(n), l(n * np), sp(n), r(n);
    std::vector<int64_t> d(n);
    {
      py::gil_scoped_release release;
      RunGamesN(db, decks, static_cast<int64_t>(n), first, seed, pol, threads, w.data(), t.data(), l.data(),
                sp.data(), r.data(), d.data(), turn_limit);
    }
    return py::make_tuple(w, t, l, sp, r, d);
  });
  // The engine's name tables, so Python never keeps copies of its enums.
  auto names = [](const char* const* table, int n) {
    py::tuple t(n);
    for (int i = 0; i < n; ++i) t[i] = table[i];
    return t;
  };
  m.attr("STEPS") = names(kStepNames, kNumSteps);
  m.attr("ZONES") = names(kZoneNames, std::size(kZoneNames));
  m.attr("DECISION_KINDS") = names(kDecisionNames, std::size(kDecisionNames));
  m.attr("ACTION_KINDS") = names(kActionKindNames, std::size(kActionKindNames));
  m.attr("END_REASONS") = names(kEndReasonNames, std::size(kEndReasonNames));
  m.attr("COUNTER_NAMES") = names(kCounterNames, kNumAllCounterKinds);
  m.attr("KEYWORDS") = names(kKeywordNames, kNumKeywords);
  m.attr("CARD_TYPES") = names(kCardTypeNames, kNumCardTypes);
  m.attr("SUPERTYPES") = names(kSupertypeNames, kNumSupertypes);
  m.attr("COLORS") = names(kColorNames, 5);
  m.attr("EVENT_KINDS") = [&] {  // ... and the log's kTriggerStacked after them
    py::list l(names(kEvKindNames, static_cast<int>(EvKind::kNumEvKinds)));
    l.append("trigger");
    return py::tuple(l);
  }();
  m.attr("CAUSES") = py::make_tuple("none", "destroy", "sacrifice", "discard", "mill", "cast", "resolve",
                                    "sba", "draw", "search", "countered", "effect", "play_land");
  m.attr("NUM_PLAYERS") = 2;  // a two-player game's (Game.num_players: its own)
  m.attr("MAX_PLAYERS") = kMaxPlayers;
  m.attr("DIGEST_VERSION") = kDigestVersion;
  m.attr("NO_OBJ") = kNoObj;
  m.attr("NO_REF") = kNoRef;
  m.attr("ABILITY_REF") = kAbilityRef;  // an ability on the stack: kAbilityRef + its id (CR 115.2)
  mtg_bindings::BindMeasure(m);  // _core.measure (mtgcore bench)
}
