"""``mtgcore bench``: the engine measured the same way on any machine (issue 24).

A seeded suite (:mod:`mtgcore.benchmark.suite`) of whole games, decisions through
the object API and ``VectorGames``, clones, memory per game, decision cost against
board size, layer recomputes and card-pool load times; side by side with
phase-python when it is installed (:mod:`mtgcore.benchmark.peers`); a table, one
JSON object and ratios against an earlier run (:mod:`mtgcore.benchmark.output`).

>>> from mtgcore.benchmark import run
>>> result = run(quick=True, sections=["layers"])   # doctest: +SKIP
>>> result["figures"]["layers.60x20.us_per_recompute"]  # doctest: +SKIP
31.4

Every figure is a number under a stable dotted key in ``result["figures"]``; the
keys of a quick run are a subset of those of a full run.
"""

from mtgcore.benchmark.output import BenchFileError, compare, load_result
from mtgcore.benchmark.suite import SCHEMA, SECTIONS, run

__all__ = ["BenchFileError", "SCHEMA", "SECTIONS", "compare", "load_result", "run"]
