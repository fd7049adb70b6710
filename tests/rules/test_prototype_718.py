"""Prototype cards (CR 718) and prototype (702.160), with a real card compiled from its
Oracle text: Blitz Automaton ({7}, 6/4, haste; "Prototype {2}{R} — 3/2")."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import IllegalActionError
from mtgcore.oracle.pool import build
from mtgcore.testing import Scenario

BLITZ = "Blitz Automaton"


@pytest.fixture(scope="module")
def lib():
    return CardLibrary([*default_library().cards.values(), build(BLITZ)])


def board(lib, lands):
    s = Scenario(library=lib)
    for _ in range(lands):
        s.battlefield("A", "Mountain")
    card = s.hand("A", BLITZ)
    s.library("A", ["Mountain"] * 5)
    s.library("B", ["Island"] * 5)
    s.start(turn=1, step="precombat_main")
    return s, card


def test_702_160a_cast_prototyped_for_its_alternative_mana_cost(lib):
    s, card = board(lib, 3)
    with pytest.raises(IllegalActionError):
        s.cast("A", card)  # 718.3a: cast normally it costs {7}
    s.cast("A", card, face=BLITZ)  # prototyped: {2}{R}
    s.resolve()
    assert s.zone(card) == "battlefield"


def test_718_3b_a_prototyped_permanent_has_the_alternative_pt_mana_cost_and_color(lib):
    s, card = board(lib, 3)
    s.cast("A", card, face=BLITZ)
    s.resolve()
    assert (s.power(card), s.toughness(card)) == (3, 2)
    assert s.mana_value(card) == 3 and s.colors(card) == {"red"}
    # 718.5: its other characteristics stay: haste, artifact creature
    assert "haste" in s.keywords(card) and {"artifact", "creature"} <= s.types(card)


def test_718_4_cast_normally_or_in_other_zones_it_has_its_normal_characteristics(lib):
    s, card = board(lib, 7)
    assert s.mana_value(card) == 7 and s.colors(card) == set()  # in hand
    s.cast("A", card)
    s.resolve()
    assert (s.power(card), s.toughness(card)) == (6, 4) and s.colors(card) == set()


def test_718_4_a_prototyped_permanent_that_dies_is_its_normal_card_again(lib):
    s = Scenario(library=lib)
    for _ in range(3):
        s.battlefield("A", "Mountain")
    card = s.hand("A", BLITZ)
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Mountain"] * 5)
    s.library("B", ["Island"] * 5)
    s.start(turn=1, step="precombat_main")
    s.cast("A", card, face=BLITZ)
    s.resolve()
    s.pass_priority()
    s.cast("B", bolt, targets=[card])
    s.resolve()
    assert s.zone(card) == "graveyard"
    assert s.mana_value(card) == 7 and s.colors(card) == set()
