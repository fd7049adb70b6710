"""Flip cards (CR 710), with a real card compiled from its Oracle text: Rune-Tail,
Kitsune Ascendant // Rune-Tail's Essence ("When you have 30 or more life, flip
Rune-Tail." / a legendary enchantment: "Prevent all damage that would be dealt to
creatures you control.")."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.oracle.pool import build
from mtgcore.testing import Scenario

RUNE_TAIL = "Rune-Tail, Kitsune Ascendant"


@pytest.fixture(scope="module")
def lib():
    return CardLibrary([*default_library().cards.values(), build(RUNE_TAIL)])


def board(lib):
    s = Scenario(library=lib)
    rt = s.battlefield("A", RUNE_TAIL)
    bear = s.battlefield("A", "Grizzly Bears")
    for _ in range(4):
        s.battlefield("A", "Plains")
    s.battlefield("B", "Mountain")
    mercy = s.hand("A", "Angel's Mercy")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.set_life("A", 25)
    s.start(turn=1, step="precombat_main")
    return s, rt, bear, mercy, bolt


def test_710_2_before_it_flips_a_flip_card_has_only_its_normal_characteristics(lib):
    s, rt, bear, _mercy, _bolt = board(lib)
    assert s.name(rt) == RUNE_TAIL
    assert s.types(rt) >= {"creature"} and (s.power(rt), s.toughness(rt)) == (2, 2)


def test_710_2_once_flipped_its_alternative_characteristics_apply(lib):
    s, rt, bear, mercy, bolt = board(lib)
    s.cast("A", mercy)  # Angel's Mercy: you gain 7 life (25 -> 32)
    s.resolve()  # ... and the state trigger (603.8) "When you have 30 or more life"
    assert s.life("A") == 32
    assert s.name(rt) == "Rune-Tail's Essence"
    assert "creature" not in s.types(rt) and "enchantment" in s.types(rt)
    # its new text: prevent all damage that would be dealt to creatures you control
    s.pass_priority()
    s.cast("B", bolt, targets=[bear])
    s.resolve()
    assert s.zone(bear) == "battlefield" and s.damage(bear) == 0


def test_710_4_a_flipped_permanent_that_leaves_the_battlefield_is_unflipped(lib):
    s = Scenario(library=lib)
    rt = s.battlefield("A", RUNE_TAIL)
    for _ in range(4):
        s.battlefield("A", "Plains")
    for _ in range(2):
        s.battlefield("B", "Plains")
    mercy = s.hand("A", "Angel's Mercy")
    disenchant = s.hand("B", "Disenchant")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.set_life("A", 25)
    s.start(turn=1, step="precombat_main")
    s.cast("A", mercy)
    s.resolve()
    assert s.name(rt) == "Rune-Tail's Essence"
    s.pass_priority()
    s.cast("B", disenchant, targets=[rt])  # an enchantment now (Disenchant: artifact or enchantment)
    s.resolve()
    assert s.zone(rt) == "graveyard" and s.name(rt) == RUNE_TAIL  # 110.5: no memory of it
    assert "creature" in s.types(rt)
