"""Layer recompute cost (bench/README.md "Layers"): one full recompute of every
permanent's characteristics (CR 613) on a board of P permanents, E of which are
static-ability sources, against P and E.

    python -m pytest bench/test_bench_layers.py --benchmark-enable -s

The native ``cpp/build/layers_bench`` runs the same boards without Python (the
README table).  Sources cycle through EFFECTS (anthems, lords, keyword, color and
type changers, land type changers whose order needs 613.8 dependency trials).
"""

import pytest

from mtgcore import _core
from mtgcore.cards import default_library
from mtgcore.testing._common import _STEP, _Z

BODIES = ["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Goblin Piker", "Forest",
          "Savannah Lions", "Taiga", "Youthful Knight", "Swamp", "Island"]
EFFECTS = ["Glorious Anthem", "Crusade", "Levitation", "Imperious Perfect", "Urborg, Tomb of Yawgmoth",
           "Bad Moon", "Goblin Chieftain", "Archetype of Courage", "Blood Moon", "Fervor",
           "Honor of the Pure", "Kormus Bell", "Darkest Hour", "Favorable Winds", "Tarmogoyf",
           "Yavimaya, Cradle of Growth", "Kird Ape", "Intangible Virtue", "Wild Nacatl", "Maro"]
LIB = default_library()


def board(permanents, effects):
    g = _core.Game.empty(LIB.db, 1)
    for i in range(permanents):
        name = EFFECTS[i % len(EFFECTS)] if i < effects else BODIES[i % len(BODIES)]
        g.add_card(i % 2, LIB.id_of(name), _Z["battlefield"])
    g.begin_at(1, _STEP["precombat_main"], 0)
    return g


@pytest.mark.benchmark(group="layers")
@pytest.mark.parametrize("permanents,effects", [(60, 0), (60, 20), (120, 20), (60, 40), (240, 40)])
def test_recompute_cost(benchmark, permanents, effects):
    g = board(permanents, effects)
    assert g.check_derivation() == ""
    n = 2000
    secs = benchmark.pedantic(lambda: g.time_recompute(n), rounds=5, iterations=1, warmup_rounds=1)
    print(f"\n{permanents} permanents, {effects} effect sources: {secs / n * 1e6:.2f} us/recompute")
