// mtgcore._core.measure: the native measurement entry points of `mtgcore bench`
// (cpp/engine/runtime/measure.h), bound apart from the object API.  Included once,
// by core.cpp; none of these is on a game's path.
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "measure.h"

namespace mtg_bindings {

inline void BindMeasure(pybind11::module_& parent) {
  namespace py = pybind11;
  using namespace mtg;
  py::module_ m = parent.def_submodule("measure", "native measurements for `mtgcore bench`");
  m.def("heap_in_use", &HeapInUse, "Heap bytes in use by the process (glibc mallinfo2), or -1.");
  m.def("engine_build", [] {
    const BuildInfo b = EngineBuild();
    return py::dict(py::arg("compiler") = b.compiler, py::arg("optimized") = b.optimized,
                    py::arg("assertions") = b.assertions, py::arg("sanitized") = b.sanitized,
                    py::arg("isa") = b.isa);
  }, "How the engine library was compiled, as its code sees it.");
  m.def("clone", [](const Game& g, int n) {
          CloneCost c;
          {
            py::gil_scoped_release release;
            c = MeasureClone(g, n);
          }
          return py::dict(py::arg("clone_ns") = c.clone_ns, py::arg("restore_ns") = c.restore_ns,
                          py::arg("clone_cpu_ns") = c.clone_cpu_ns, py::arg("restore_cpu_ns") = c.restore_cpu_ns,
                          py::arg("copy_heap_bytes") = c.copy_heap_bytes);
        }, py::arg("game"), py::arg("n"),
        "ns per new copy of the game and per copy-assignment into a game with room.");
  m.def("game_heap", [](std::shared_ptr<CardDb> db, std::vector<DefId> d0, std::vector<DefId> d1,
                        uint64_t seed) {
          // The GIL stays held: no other Python thread allocates during the measurement.
          const GameHeap h = MeasureGameHeap(db, d0, d1, seed);
          return py::dict(py::arg("built_bytes") = h.built_bytes, py::arg("copy_bytes") = h.copy_bytes,
                          py::arg("rows_used") = h.rows_used, py::arg("rows_reserved") = h.rows_reserved,
                          py::arg("object_bytes") = h.object_bytes);
        }, py::arg("db"), py::arg("deck0"), py::arg("deck1"), py::arg("seed"),
        "Heap of a game just built and of its copy, and its object rows used / reserved.");
  m.def("play", [](Game& g, int k0, int k1, uint64_t seed, int64_t max_actions) {
          if (k0 < 0 || k0 > 1 || k1 < 0 || k1 > 1) throw std::invalid_argument("policy must be 0 or 1");
          PlayCost c;
          {
            py::gil_scoped_release release;
            c = MeasurePlay(g, static_cast<PolicyKind>(k0), static_cast<PolicyKind>(k1), seed, max_actions);
          }
          return py::dict(py::arg("decisions") = c.decisions, py::arg("listed") = c.listed,
                          py::arg("seconds") = c.seconds, py::arg("cpu_seconds") = c.cpu_seconds);
        }, py::arg("game"), py::arg("policy0"), py::arg("policy1"), py::arg("seed"), py::arg("max_actions"),
        "Plays the game natively with built-in policies: decisions, actions listed, seconds.");
}

}  // namespace mtg_bindings
