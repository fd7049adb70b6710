"""Cycling (CR 702.29) as data: an activated ability of a card in its owner's hand
(113.6b) whose cost discards it (701.9a): Miscalculation and Lonely Sandbar ("Cycling
[cost]": draw a card) and Twisted Abomination (swampcycling, 702.29e: search for a
Swamp card)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import lands, tapped  # noqa: E402


def test_702_29a_cycling_discards_the_card_as_a_cost_then_draws():
    s = Scenario()
    islands = lands(s, "Island", 2)
    calc = s.hand("A", "Miscalculation")
    top = s.library("A", ["Forest", "Island"])
    s.start()
    s.activate("A", calc)
    assert s.zone(calc) == "graveyard" and tapped(s, islands) == 2   # {2}, Discard this card
    assert s.zone(top[0]) == "library"
    s.resolve()
    assert s.zone(top[0]) == "hand" and s.hand_size("A") == 1


def test_702_29a_cycling_at_instant_speed_and_only_from_the_hand():
    s = Scenario()
    lands(s, "Island", 1)
    sandbar = s.hand("A", "Lonely Sandbar")
    played = s.battlefield("A", "Lonely Sandbar")
    s.library("A", ["Forest", "Island"])
    s.library("B", ["Forest"])
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", played, ability="Cycling {U}")   # on the battlefield: no cycling
    s.pass_turn()                                 # B's turn
    s.pass_priority()
    s.activate("A", sandbar, ability="Cycling {U}")  # {U}, any time A has priority
    s.resolve()
    assert s.zone(sandbar) == "graveyard" and s.hand_size("A") == 1


def test_702_29a_cycling_needs_its_cost():
    s = Scenario()
    calc = s.hand("A", "Miscalculation")
    lands(s, "Island", 1)
    s.library("A", ["Forest"])
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", calc)                     # {2}: one Island isn't enough
    assert s.zone(calc) == "hand"


def test_702_29e_swampcycling_searches_for_a_swamp_card():
    s = Scenario()
    lands(s, "Plains", 2)
    abom = s.hand("A", "Twisted Abomination")
    lib = s.library("A", ["Island", "Swamp", "Forest"])
    s.start()
    s.activate("A", abom, ability="Swampcycling {2}")
    assert s.zone(abom) == "graveyard"
    s.resolve()
    if s.decision == "choose_cards":
        s.choose("A", lib[1])
    assert s.zone(lib[1]) == "hand"
    assert sorted(s.name(c) for c in s.cards("A", "library")) == ["Forest", "Island"]
