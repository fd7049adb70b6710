"""CR 106.6: a spending restriction that also admits activated abilities' costs:
Eldrazi Temple, "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi
spells or activate abilities of colorless Eldrazi." (Devoid, 702.114a, makes Kozilek's
Shrieker a colorless Eldrazi.)"""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import can_cast, lands

_SHRIEK = "{C}: This creature gets +1/+0"
_TEMPLE_CC = "{T}: Add {C}{C}."


def test_106_6_eldrazi_temple_pays_two_for_a_colorless_eldrazi_spell():
    s = Scenario()
    temple = s.battlefield("A", "Eldrazi Temple")
    islands = lands(s, "Island", 6)
    crusher = s.hand("A", "Ulamog's Crusher")
    s.start()
    s.cast("A", crusher)  # {8}: six Islands and the Temple's {C}{C}
    assert s.is_tapped(temple) and all(s.is_tapped(i) for i in islands)
    assert s.mana_pool("A") == {}


def test_106_6_eldrazi_temple_adds_one_for_other_spells():
    s = Scenario()
    s.battlefield("A", "Eldrazi Temple")
    lands(s, "Mountain", 2)
    giant = s.hand("A", "Hill Giant")
    s.start()
    assert not can_cast(s, giant)  # {3}{R}: the Temple's {C}{C} can't pay for it
    with pytest.raises(IllegalActionError):
        s.cast("A", giant)


def test_106_6_temple_mana_pays_an_activated_ability_of_a_colorless_eldrazi():
    s = Scenario()
    temple = s.battlefield("A", "Eldrazi Temple")
    shrieker = s.battlefield("A", "Kozilek's Shrieker")
    s.start()
    s.activate("A", temple, _TEMPLE_CC)
    assert s.restricted_mana("A") == {"C": 2}
    s.activate("A", shrieker, _SHRIEK)
    s.resolve()
    assert s.power(shrieker) == 4 and "menace" in s.keywords(shrieker)
    assert s.restricted_mana("A") == {"C": 1}
    s.activate("A", shrieker, _SHRIEK)
    s.resolve()
    assert s.power(shrieker) == 5 and s.mana_pool("A") == {}


def test_106_6_auto_payer_pays_an_eldrazi_ability_from_restricted_mana_in_the_pool():
    s = Scenario()
    temple = s.battlefield("A", "Eldrazi Temple")
    shrieker = s.battlefield("A", "Kozilek's Shrieker")
    s.start()
    s.activate("A", shrieker, _SHRIEK)  # {C}: the Temple's unrestricted {C}, nothing wasted
    assert s.is_tapped(temple) and s.mana_pool("A") == {}
    with pytest.raises(IllegalActionError):
        s.activate("A", shrieker, _SHRIEK)
    s.resolve()
    assert s.power(shrieker) == 4


def test_106_6_eldrazi_temple_with_an_island_pays_crusher_with_six_more():
    # {8} from seven lands: only if the Temple adds {C}{C} for the colorless Eldrazi.
    s = Scenario()
    s.battlefield("A", "Eldrazi Temple")
    lands(s, "Island", 5)
    crusher = s.hand("A", "Ulamog's Crusher")
    s.start()
    assert not can_cast(s, crusher)  # 5 + 2 = 7 < 8


def test_106_6_temple_mana_cant_pay_a_non_eldrazi_ability():
    s = Scenario()
    temple = s.battlefield("A", "Eldrazi Temple")
    fountain = s.battlefield("A", "Fountain of Youth")
    s.start()
    s.activate("A", temple, _TEMPLE_CC)
    with pytest.raises(IllegalActionError):
        s.activate("A", fountain)  # {2}, {T}: restricted {C}{C} can't pay it
    assert s.restricted_mana("A") == {"C": 2} and not s.is_tapped(fountain)


def test_106_6_fountain_of_youth_uses_the_temple_for_one_only():
    s = Scenario()
    temple = s.battlefield("A", "Eldrazi Temple")
    fountain = s.battlefield("A", "Fountain of Youth")
    wastes = s.battlefield("A", "Island")
    s.start()
    s.activate("A", fountain)  # {2}: the Temple's {C} and the Island
    s.resolve()
    assert s.is_tapped(temple) and s.is_tapped(wastes) and s.life("A") == 21
    assert s.mana_pool("A") == {}
