"""Mana abilities that add a variable amount (CR 106.1, 605.3b): Everflowing Chalice,
"{T}: Add {C} for each charge counter on this artifact", counted as the ability
resolves; multikicker (702.33c) gives it its counters as it enters (702.33d, 614.1c)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import can_cast, lands


def test_702_33d_everflowing_chalice_kicked_twice_enters_with_two_charge_counters():
    s = Scenario()
    wastes = lands(s, "Mountain", 4)
    chalice = s.hand("A", "Everflowing Chalice")
    s.start()
    s.cast("A", chalice, kicked=2)
    assert all(s.is_tapped(m) for m in wastes)  # 601.2f: {0} plus {2} twice
    s.resolve()
    assert s.zone(chalice) == "battlefield" and s.counters(chalice) == {"charge": 2}


def test_702_33d_unkicked_everflowing_chalice_has_no_counters_and_adds_nothing():
    s = Scenario()
    chalice = s.hand("A", "Everflowing Chalice")
    s.start()
    s.cast("A", chalice)
    s.resolve()
    assert s.counters(chalice) == {}
    s.activate("A", chalice)
    assert s.mana_pool("A") == {} and s.is_tapped(chalice)


def test_106_1_everflowing_chalice_adds_one_colorless_per_charge_counter():
    s = Scenario()
    chalice = s.battlefield("A", "Everflowing Chalice", counters={"charge": 3})
    s.start()
    s.activate("A", chalice)
    assert s.mana_pool("A") == {"C": 3}


def test_605_3b_chalice_that_entered_this_turn_pays_with_its_counters_now():
    # Kicked twice, it enters with two charge counters; its {T} then adds {C}{C}
    # (an artifact has no summoning sickness, 302.6).
    s = Scenario()
    lands(s, "Mountain", 4)
    forest = s.battlefield("A", "Forest")
    chalice = s.hand("A", "Everflowing Chalice")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", chalice, kicked=2)
    s.resolve()
    assert not s.is_tapped(forest)
    s.cast("A", bears)
    assert s.is_tapped(chalice) and s.is_tapped(forest) and s.mana_pool("A") == {"C": 1}


def test_601_2g_auto_payer_counts_everflowing_chalice_mana():
    s = Scenario()
    chalice = s.battlefield("A", "Everflowing Chalice", counters={"charge": 3})
    mountain = s.battlefield("A", "Mountain")
    giant = s.hand("A", "Hill Giant")
    s.start()
    s.cast("A", giant)
    assert s.is_tapped(chalice) and s.is_tapped(mountain) and s.mana_pool("A") == {}
    s.resolve()
    assert s.zone(giant) == "battlefield"


def test_601_2g_auto_payer_knows_two_counters_are_short_of_hill_giant():
    s = Scenario()
    s.battlefield("A", "Everflowing Chalice", counters={"charge": 2})
    s.battlefield("A", "Mountain")
    giant = s.hand("A", "Hill Giant")
    s.start()
    assert not can_cast(s, giant)
    with pytest.raises(IllegalActionError):
        s.cast("A", giant)


def test_601_2g_auto_payer_keeps_the_chalice_when_lands_pay():
    s = Scenario()
    chalice = s.battlefield("A", "Everflowing Chalice", counters={"charge": 2})
    mountains = lands(s, "Mountain", 2)
    bears = s.hand("A", "Grizzly Bears")
    forest = s.battlefield("A", "Forest")
    s.start()
    s.cast("A", bears)
    assert s.is_tapped(forest) and sum(s.is_tapped(m) for m in mountains) == 1
    assert not s.is_tapped(chalice)


def test_106_4_chalice_mana_left_over_stays_in_the_pool():
    # Chalice with 3 counters pays {1}{G}'s generic part; two {C} are left in the pool.
    s = Scenario()
    chalice = s.battlefield("A", "Everflowing Chalice", counters={"charge": 3})
    forest = s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears, pay_with=[chalice, forest])
    assert s.mana_pool("A") == {"C": 2}


def test_106_1_auto_payer_pays_one_generic_with_a_land_not_the_whole_chalice():
    s = Scenario()
    chalice = s.battlefield("A", "Everflowing Chalice", counters={"charge": 3})
    mountain = s.battlefield("A", "Mountain")
    forest = s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert s.is_tapped(mountain) and s.is_tapped(forest) and not s.is_tapped(chalice)
    assert s.mana_pool("A") == {}
