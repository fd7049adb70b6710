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


def test_605_auto_payer_uses_springleaf_drum_when_it_is_the_only_way():
    s = Scenario()
    drum = s.battlefield("A", "Springleaf Drum")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.is_tapped(drum) and s.is_tapped(bears)
    s.resolve()
    assert s.life("B") == 17


def test_605_auto_payer_keeps_springleaf_drum_when_a_land_pays():
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
