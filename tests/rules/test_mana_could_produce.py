"""Mana of a kind other permanents have or could produce (CR 106.5, 106.7): Meteor
Crater, Exotic Orchard, Reflecting Pool.  "Could produce" ignores costs and asks each
permanent's mana abilities as if they resolved now; a loop of such lands adds nothing."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import can_cast


# ---- 106.5: Meteor Crater --------------------------------------------------------------

def test_106_5_meteor_crater_with_no_colored_permanents_adds_no_mana():
    # The CR example: no colored permanents, so no mana (106.5).
    s = Scenario()
    crater = s.battlefield("A", "Meteor Crater")
    s.battlefield("A", "Forest")  # a land is colorless (105.2c)
    s.start()
    s.activate("A", crater)
    assert s.is_tapped(crater) and s.mana_pool("A") == {}


def test_106_5_meteor_crater_adds_a_color_of_a_permanent_you_control():
    s = Scenario()
    crater = s.battlefield("A", "Meteor Crater")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Goblin Piker")  # an opponent's red permanent doesn't count
    s.start()
    s.activate("A", crater)  # green is the only color it can choose
    assert s.mana_pool("A") == {"G": 1}


def test_106_5_meteor_crater_chooses_among_the_colors_of_your_permanents():
    s = Scenario()
    crater = s.battlefield("A", "Meteor Crater")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Goblin Piker")
    s.start()
    with pytest.raises(IllegalActionError, match="say which"):
        s.activate("A", crater)
    with pytest.raises(IllegalActionError):
        s.activate("A", crater, mana="U")
    s.activate("A", crater, mana="R")
    assert s.mana_pool("A") == {"R": 1}


def test_106_5_auto_payer_knows_what_meteor_crater_can_pay():
    s = Scenario()
    crater = s.battlefield("A", "Meteor Crater")
    s.battlefield("A", "Grizzly Bears")
    elves = s.hand("A", "Llanowar Elves")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert not can_cast(s, bolt) and can_cast(s, elves)
    s.cast("A", elves)
    assert s.is_tapped(crater) and s.mana_pool("A") == {}


# ---- 106.7: Exotic Orchard -------------------------------------------------------------

def test_106_7_exotic_orchard_opponent_with_no_lands_adds_no_mana():
    s = Scenario()
    orchard = s.battlefield("A", "Exotic Orchard")
    s.battlefield("A", "Forest")
    s.start()
    s.activate("A", orchard)
    assert s.is_tapped(orchard) and s.mana_pool("A") == {}


def test_106_7_two_exotic_orchards_alone_add_nothing():
    s = Scenario()
    orchard = s.battlefield("A", "Exotic Orchard")
    s.battlefield("B", "Exotic Orchard")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert not can_cast(s, bolt)
    s.activate("A", orchard)
    assert s.mana_pool("A") == {}


def test_106_7_your_forest_lets_the_opponents_orchard_and_so_yours_produce_green():
    # The CR example: you control a Forest and an Orchard, your opponent an Orchard:
    # each Orchard could produce {G}.
    s = Scenario()
    orchard = s.battlefield("A", "Exotic Orchard")
    s.battlefield("A", "Forest", tapped=True)
    s.battlefield("B", "Exotic Orchard")
    elves = s.hand("A", "Llanowar Elves")
    s.start()
    s.cast("A", elves)  # the Forest is tapped: the Orchard pays {G}
    assert s.is_tapped(orchard) and s.mana_pool("A") == {}
    with pytest.raises(IllegalActionError):
        s.activate("A", orchard, mana="U")


def test_106_7_opponents_forest_lets_your_orchard_produce_green():
    s = Scenario()
    orchard = s.battlefield("A", "Exotic Orchard")
    s.battlefield("B", "Exotic Orchard")
    s.battlefield("B", "Forest")
    s.start()
    s.activate("A", orchard, mana="G")
    assert s.mana_pool("A") == {"G": 1}


def test_106_7_could_produce_ignores_costs_a_tapped_land_counts():
    s = Scenario()
    orchard = s.battlefield("A", "Exotic Orchard")
    s.battlefield("B", "Mountain", tapped=True)
    s.battlefield("B", "Island", tapped=True)
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.is_tapped(orchard)
    s.resolve()
    assert s.life("B") == 17


def test_106_7_exotic_orchard_adds_a_color_not_colorless():
    s = Scenario()
    orchard = s.battlefield("A", "Exotic Orchard")
    s.battlefield("B", "Eldrazi Temple")  # could produce {C}: no color
    s.start()
    s.activate("A", orchard)
    assert s.mana_pool("A") == {}


# ---- 106.7: Reflecting Pool (any type: {C} too) ------------------------------------------

def test_106_7_reflecting_pool_adds_colorless_a_land_you_control_could_produce():
    s = Scenario()
    pool = s.battlefield("A", "Reflecting Pool")
    s.battlefield("A", "Eldrazi Temple", tapped=True)
    s.start()
    s.activate("A", pool)
    assert s.mana_pool("A") == {"C": 1}


def test_106_7_reflecting_pools_alone_add_nothing():
    s = Scenario()
    pool = s.battlefield("A", "Reflecting Pool")
    s.battlefield("A", "Reflecting Pool")
    s.battlefield("B", "Forest")  # an opponent's land isn't asked
    s.start()
    s.activate("A", pool)
    assert s.mana_pool("A") == {}


def test_106_7_reflecting_pool_pays_a_color_of_your_other_land():
    s = Scenario()
    pool = s.battlefield("A", "Reflecting Pool")
    mountain = s.battlefield("A", "Mountain")
    bolts = [s.hand("A", "Lightning Bolt") for _ in range(2)]
    s.start()
    s.cast("A", bolts[0], targets=["B"])
    s.cast("A", bolts[1], targets=["B"])
    assert s.is_tapped(pool) and s.is_tapped(mountain)
    s.resolve()
    s.resolve()
    assert s.life("B") == 14


# ---- property: "could produce" is the least fixed point over the lands ------------------

from hypothesis import given, settings, strategies as st  # noqa: E402

_KINDS = "WUBRGC"
_BASIC = {"Forest": "G", "Island": "U", "Mountain": "R", "Eldrazi Temple": "C"}
_LAND = st.sampled_from(sorted(_BASIC) + ["Exotic Orchard", "Reflecting Pool"])


def _expected(lands_a, lands_b, who, i):
    """CR 106.7 by iteration to a fixed point: a land's kinds are its own, or for an
    Orchard the colors its opponent's lands could produce, for a Pool the types its
    controller's lands could produce."""
    lands = {"A": lands_a, "B": lands_b}
    nodes = [(p, j) for p in "AB" for j in range(len(lands[p]))]
    kinds = {n: set(_BASIC.get(lands[n[0]][n[1]], "")) for n in nodes}
    changed = True
    while changed:
        changed = False
        for p, j in nodes:
            name = lands[p][j]
            if name == "Exotic Orchard":
                other = "B" if p == "A" else "A"
                new = set().union(*[kinds[(other, k)] for k in range(len(lands[other]))]) - {"C"}
            elif name == "Reflecting Pool":
                new = set().union(*[kinds[(p, k)] for k in range(len(lands[p]))])
            else:
                continue
            if not new <= kinds[(p, j)]:
                kinds[(p, j)] |= new
                changed = True
    return kinds[(who, i)]


@settings(max_examples=40, deadline=None)
@given(first=st.sampled_from(["Exotic Orchard", "Reflecting Pool"]),
       rest=st.lists(_LAND, max_size=2), lands_b=st.lists(_LAND, max_size=3))
def test_106_7_property_reflected_kinds_are_the_least_fixed_point(first, rest, lands_b):
    lands_a = [first] + rest
    produced = set()
    for k in range(6):  # a fresh game per kind asked for
        s = Scenario()
        refs = [s.battlefield("A", n) for n in lands_a]
        for n in lands_b:
            s.battlefield("B", n)
        s.start()
        try:
            s.game._g.activate_mana(0, s._obj(refs[0]), 0, k)
        except IllegalActionError:  # that kind can't be chosen
            continue
        produced |= {m for m, n in s.mana_pool("A").items() if n}
    assert produced == _expected(lands_a, lands_b, "A", 0)
