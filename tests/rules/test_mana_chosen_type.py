"""Mana restricted to and riding on spells of a chosen creature type (CR 106.6 on
the choice of 614.12a): Cavern of Souls."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _cavern(s, chosen="Elf"):
    cavern = s.hand("A", "Cavern of Souls")
    s.start()
    s.play_land("A", cavern)
    assert s.decision == "choose_replacement"
    s.choose("A", f"choose {chosen}")
    assert s.zone(cavern) == "battlefield"
    return cavern


def test_106_6_cavern_of_souls_mana_casts_a_creature_of_the_chosen_type_that_cant_be_countered():
    s = Scenario()
    elves = s.hand("A", "Llanowar Elves")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    counter = s.hand("B", "Counterspell")
    cavern = _cavern(s)
    s.cast("A", elves)  # {G}: only Cavern's colored mana can pay it
    assert s.is_tapped(cavern)
    s.cast("B", counter, targets=[elves])
    s.resolve()  # CR 101.2: Counterspell's "counter" does nothing to it
    assert s.zone(counter) == "graveyard"
    s.resolve()
    assert s.zone(elves) == "battlefield"


def test_106_6_cavern_of_souls_colored_mana_cant_pay_for_another_creature_type():
    s = Scenario()
    bears = s.hand("A", "Grizzly Bears")
    cavern = _cavern(s)
    with pytest.raises(IllegalActionError):
        s.cast("A", bears)  # a Bear, not an Elf: {G} can't come from the Cavern
    assert s.zone(bears) == "hand" and not s.is_tapped(cavern)


def test_106_6_cavern_of_souls_colorless_mana_has_no_restriction_or_rider():
    s = Scenario()
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    counter = s.hand("B", "Counterspell")
    cavern = _cavern(s)
    s.cast("A", bears)  # {1}{G}: the Cavern's {C} and the Forest's {G}
    assert s.is_tapped(cavern)
    s.cast("B", counter, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"  # countered


def test_106_6_a_creature_of_the_chosen_type_paid_with_other_mana_can_be_countered():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    elves = s.hand("A", "Llanowar Elves")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    counter = s.hand("B", "Counterspell")
    cavern = _cavern(s)
    s.cast("A", elves, pay_with=[forest])
    assert not s.is_tapped(cavern)
    s.cast("B", counter, targets=[elves])
    s.resolve()
    assert s.zone(elves) == "graveyard"
