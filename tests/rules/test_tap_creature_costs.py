""""Tap an untapped creature you control" as a cost (CR 118.3, 602.1, 601.2b-h):
in activation costs, mana abilities' too (605), and as a spell's additional cost
(118.8).  CR 302.6: only {T} in a creature's own ability cost cares about summoning
sickness, so a sick creature may be tapped for another permanent's cost."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import can_cast


# ---- Opposition: an activated ability whose whole cost is tapping a creature ----------

def test_118_3_opposition_taps_the_chosen_creature_then_its_target():
    s = Scenario()
    opp = s.battlefield("A", "Opposition")
    bears = s.battlefield("A", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    forest = s.battlefield("B", "Forest")
    s.start()
    s.activate("A", opp, targets=[forest], tap=[bears])
    assert s.is_tapped(bears) and not s.is_tapped(elves) and not s.is_tapped(forest)
    s.resolve()
    assert s.is_tapped(forest)


def test_302_6_a_summoning_sick_creature_pays_opposition():
    s = Scenario()
    opp = s.battlefield("A", "Opposition")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    theirs = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.activate("A", opp, targets=[theirs], tap=[bears])
    s.resolve()
    assert s.is_tapped(bears) and s.is_tapped(theirs)


def test_118_3_opposition_needs_an_untapped_creature_of_yours():
    s = Scenario()
    opp = s.battlefield("A", "Opposition")
    s.battlefield("A", "Grizzly Bears", tapped=True)
    s.battlefield("B", "Grizzly Bears")  # an opponent's creature can't pay it
    forest = s.battlefield("B", "Forest")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", opp, targets=[forest])
    assert not s.is_tapped(forest) and s.stack == []


def test_118_3_opposition_taps_each_creature_once():
    s = Scenario()
    opp = s.battlefield("A", "Opposition")
    bears = s.battlefield("A", "Grizzly Bears")
    forests = [s.battlefield("B", "Forest") for _ in range(2)]
    s.start()
    s.activate("A", opp, targets=[forests[0]], tap=[bears])
    with pytest.raises(IllegalActionError):
        s.activate("A", opp, targets=[forests[1]], tap=[bears])
    s.resolve()
    assert s.is_tapped(forests[0]) and not s.is_tapped(forests[1])


def test_118_3_opposition_rejects_a_tapped_creature_as_its_cost():
    s = Scenario()
    opp = s.battlefield("A", "Opposition")
    s.battlefield("A", "Grizzly Bears")
    tapped = s.battlefield("A", "Llanowar Elves", tapped=True)
    forest = s.battlefield("B", "Forest")
    s.start()
    with pytest.raises(IllegalActionError, match="can't be tapped"):
        s.activate("A", opp, targets=[forest], tap=[tapped])


# ---- Springleaf Drum: a mana ability that taps another creature ----------------------

def test_302_6_springleaf_drum_taps_a_summoning_sick_creature_for_mana():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    s.start()
    s.activate("A", drum, mana="U")
    assert s.mana_pool("A") == {"U": 1} and s.is_tapped(drum) and s.is_tapped(bears)


def test_118_3_springleaf_drum_cant_be_activated_without_an_untapped_creature():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    s.battlefield("A", "Grizzly Bears", tapped=True)
    s.start()
    with pytest.raises(IllegalActionError, match="untapped creature"):
        s.activate("A", drum, mana="U")
    assert s.mana_pool("A") == {} and not s.is_tapped(drum)


def test_601_2g_auto_payer_uses_springleaf_drum_when_it_is_the_only_way():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.is_tapped(drum) and s.is_tapped(bears)
    s.resolve()
    assert s.life("B") == 17


def test_601_2g_auto_payer_keeps_springleaf_drum_when_a_land_pays():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    bears = s.battlefield("A", "Grizzly Bears")
    mountain = s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.is_tapped(mountain) and not s.is_tapped(drum) and not s.is_tapped(bears)


def test_118_3_drum_taps_llanowar_elves_for_blue_when_green_cant_pay():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    elves = s.battlefield("A", "Llanowar Elves")
    opt = s.hand("A", "Opt")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", opt)
    assert s.is_tapped(drum) and s.is_tapped(elves) and s.mana_pool("A") == {}


def test_118_3_drum_and_its_only_creature_make_one_mana_not_two():
    s = Scenario()
    s.battlefield("A", "Springleaf Drum")
    s.battlefield("A", "Llanowar Elves")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    assert not can_cast(s, bears)  # Elves for {G} or the Drum's cost, not both
    with pytest.raises(IllegalActionError):
        s.cast("A", bears)


def test_118_3_elves_and_another_creature_pay_two_with_the_drum():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    elves = s.battlefield("A", "Llanowar Elves")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    more = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", more)
    assert all(s.is_tapped(c) for c in (drum, elves, bears))


def test_118_3_two_drums_and_one_creature_make_one_mana():
    s = Scenario()
    s.battlefield("A", "Springleaf Drum")
    s.battlefield("A", "Springleaf Drum")
    s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    assert can_cast(s, bolt) and not can_cast(s, bears)


def test_118_3_opposition_cost_creature_isnt_tapped_for_mana_too():
    # Opposition's creature is chosen first; the Drum then needs another creature.
    s = Scenario()
    opp = s.battlefield("A", "Opposition")
    drum = s.battlefield("A", "Springleaf Drum")
    bears = s.battlefield("A", "Grizzly Bears")
    forest = s.battlefield("B", "Forest")
    s.start()
    s.activate("A", opp, targets=[forest], tap=[bears])
    with pytest.raises(IllegalActionError):
        s.activate("A", drum, mana="G")


# ---- Swallow Whole: an additional cost to cast a spell (118.8) ------------------------

def test_118_3_swallow_whole_taps_its_creature_exiles_and_counters_it():
    s = Scenario()
    plains = s.battlefield("A", "Plains")
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Grizzly Bears", tapped=True)
    swallow = s.hand("A", "Swallow Whole")
    s.start()
    s.cast("A", swallow, targets=[theirs], tap=[bears])
    assert s.is_tapped(bears) and s.is_tapped(plains)
    s.resolve()
    assert s.zone(theirs) == "exile" and s.counters(bears) == {"+1/+1": 1}


def test_302_6_swallow_whole_taps_a_summoning_sick_creature():
    s = Scenario()
    s.battlefield("A", "Plains")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    theirs = s.battlefield("B", "Grizzly Bears", tapped=True)
    swallow = s.hand("A", "Swallow Whole")
    s.start()
    s.cast("A", swallow, targets=[theirs], tap=[bears])
    s.resolve()
    assert s.zone(theirs) == "exile" and s.power(bears) == 3


def test_118_8_swallow_whole_cant_be_cast_without_an_untapped_creature():
    s = Scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Grizzly Bears", tapped=True)
    theirs = s.battlefield("B", "Grizzly Bears", tapped=True)
    swallow = s.hand("A", "Swallow Whole")
    s.start()
    assert not can_cast(s, swallow)
    with pytest.raises(IllegalActionError):
        s.cast("A", swallow, targets=[theirs])
    assert s.zone(swallow) == "hand"


def test_601_2h_swallow_whole_cost_creature_isnt_tapped_for_the_drum():
    # The Drum pays {W} by tapping the Elves, not the creature tapped for the cost.
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    elves = s.battlefield("A", "Llanowar Elves")
    theirs = s.battlefield("B", "Grizzly Bears", tapped=True)
    swallow = s.hand("A", "Swallow Whole")
    s.start()
    s.cast("A", swallow, targets=[theirs], tap=[bears])
    assert all(s.is_tapped(c) for c in (drum, bears, elves))
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 1} and s.counters(elves) == {}


def test_601_2b_only_creatures_that_leave_swallow_whole_payable_are_offered():
    # Drum + Bears + Elves: tapping the Elves for the cost leaves the Drum the Bears;
    # with only Drum + Bears, the Bears can't both pay the cost and feed the Drum.
    s = Scenario()
    s.battlefield("A", "Springleaf Drum")
    s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Grizzly Bears", tapped=True)
    swallow = s.hand("A", "Swallow Whole")
    s.start()
    assert not can_cast(s, swallow)
    with pytest.raises(IllegalActionError):
        s.cast("A", swallow, targets=[theirs])


# ---- property: the payer uses Drums exactly when a payment exists ---------------------

from hypothesis import given, settings, strategies as st  # noqa: E402

# name: (mana symbols it needs, generic, targets)
_SPELLS = {"Lightning Bolt": ({"R": 1}, 0, ["B"]), "Opt": ({"U": 1}, 0, []),
           "Grizzly Bears": ({"G": 1}, 1, []), "Divination": ({"U": 1}, 2, []),
           "Savannah Lions": ({"W": 1}, 0, []), "Hill Giant": ({"R": 1}, 3, [])}
_LANDS = {"Forest": "G", "Island": "U", "Mountain": "R"}
_creature = st.tuples(st.sampled_from(["Llanowar Elves", "Grizzly Bears"]), st.booleans(), st.booleans())


def _payable(lands, creatures, drums, need, generic):
    """Brute force (CR 118.3, 302.6): each creature taps for its own {G} (Elves, untapped
    and not sick), feeds a Drum (any untapped creature), or stays; one creature a Drum."""
    import itertools
    roles = []
    for name, tapped, sick in creatures:
        r = ["idle"]
        if not tapped:
            r.append("feed")
            if name == "Llanowar Elves" and not sick:
                r.append("own")
        roles.append(r)
    for pick in itertools.product(*roles):
        feed = min(pick.count("feed"), drums)
        have = {c: 0 for c in "WUBRG"}
        for land in lands:
            have[_LANDS[land]] += 1
        have["G"] += pick.count("own")
        short = sum(max(0, n - have[c]) for c, n in need.items())
        total = sum(have.values()) + feed
        if short <= feed and total >= sum(need.values()) + generic:
            return True
    return False


@settings(max_examples=120, deadline=None)
@given(lands=st.lists(st.sampled_from(sorted(_LANDS)), max_size=3),
       creatures=st.lists(_creature, max_size=3), drums=st.integers(0, 2),
       spell=st.sampled_from(sorted(_SPELLS)))
def test_601_2g_property_drum_payments_are_offered_exactly_when_payable(lands, creatures, drums, spell):
    s = Scenario()
    land_refs = [s.battlefield("A", n) for n in lands]
    crs = [s.battlefield("A", n, tapped=t, sick=k) for n, t, k in creatures]
    drum_refs = [s.battlefield("A", "Springleaf Drum") for _ in range(drums)]
    card = s.hand("A", spell)
    s.library("A", ["Island"] * 4)
    s.start()
    need, generic, targets = _SPELLS[spell]
    expect = _payable(lands, creatures, drums, need, generic)
    assert can_cast(s, card) == expect
    if not expect:
        return
    was = [s.is_tapped(c) for c in crs]
    s.cast("A", card, targets=targets)
    assert s.mana_pool("A") == {}
    new_creatures = sum(s.is_tapped(c) and not w for c, w in zip(crs, was))
    new_lands = sum(s.is_tapped(x) for x in land_refs)
    new_drums = sum(s.is_tapped(d) for d in drum_refs)
    # Every mana came from a land, an Elf's own tap or a Drum fed by another creature.
    assert new_drums <= new_creatures
    assert new_lands + new_creatures >= sum(need.values()) + generic


# ---- choosing the Drum's creature by hand ---------------------------------------------

def test_118_3_springleaf_drum_by_hand_taps_the_chosen_creature():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    elves = s.battlefield("A", "Llanowar Elves")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.activate("A", drum, mana="U", tap=[elves])
    assert s.is_tapped(elves) and not s.is_tapped(bears) and s.mana_pool("A") == {"U": 1}


def test_118_3_springleaf_drum_rejects_a_tapped_or_opposing_creature():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    tapped = s.battlefield("A", "Grizzly Bears", tapped=True)
    theirs = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Llanowar Elves")
    s.start()
    for bad in (tapped, theirs):
        with pytest.raises(IllegalActionError, match="118.3"):
            s.activate("A", drum, mana="U", tap=[bad])
    assert s.mana_pool("A") == {} and not s.is_tapped(drum) and not s.is_tapped(theirs)


def test_601_2h_a_convoking_creature_cant_also_feed_springleaf_drum():
    # Stoke the Flames {4}: the Bears pay {1} by convoke or feed the Drum, not both.
    s = Scenario()
    s.battlefield("A", "Springleaf Drum")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    assert not can_cast(s, stoke)


def test_702_51a_convoke_and_springleaf_drum_share_out_the_creatures():
    s = Scenario()
    # Two Bears, two Mountains, the Drum: one Bears convokes, the other feeds the Drum
    # (or both convoke); each is tapped once and {4} is paid exactly.
    s.battlefield("A", "Springleaf Drum")
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(2)]
    mountains = [s.battlefield("A", "Mountain") for _ in range(2)]
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    s.cast("A", stoke, targets=["B"])
    assert all(s.is_tapped(c) for c in bears + mountains) and s.mana_pool("A") == {}
    s.resolve()
    assert s.life("B") == 16
