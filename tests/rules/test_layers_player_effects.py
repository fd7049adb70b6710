"""Rules effects on players (CR 613.11), applied after all layers: "You have
hexproof." (702.11c), "You have shroud." (702.18c) and "Players can't gain life."
(119.7).  They come from static abilities, so a permanent that loses its abilities
(613.1f, Humility) stops generating them."""

import pytest

from mtgcore import IllegalActionError
from mtgcore.testing import Scenario


def _mercy_board(ferocidon_side="B", humility=False):
    s = Scenario()
    rex = s.battlefield(ferocidon_side, "Rampaging Ferocidon")
    if humility:
        s.battlefield("B", "Humility")
    for _ in range(4):
        s.battlefield("A", "Plains")
    mercy = s.hand("A", "Angel's Mercy")
    return s, rex, mercy


@pytest.mark.parametrize("side", ["A", "B"])
def test_613_11_players_cant_gain_life(side):
    s, _, mercy = _mercy_board(side)
    s.start()
    s.cast("A", mercy)
    s.resolve()
    assert s.life("A") == 20                     # 119.7: no life gained


def test_613_11_lifelink_gains_no_life_under_rampaging_ferocidon():
    s = Scenario()
    s.battlefield("B", "Rampaging Ferocidon")
    bears = s.battlefield("A", "Grizzly Bears", counters={"lifelink": 1})
    s.start()
    s.attack({bears: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18 and s.life("A") == 20


def test_613_11_with_613_1f_humility_removes_the_static_so_life_is_gained_again():
    s, rex, mercy = _mercy_board("B", humility=True)
    s.start()
    assert s.keywords(rex) == set()
    s.cast("A", mercy)
    s.resolve()
    assert s.life("A") == 27


def test_613_11_effect_ends_when_its_source_leaves():
    s, rex, mercy = _mercy_board("B")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[rex])
    s.resolve()
    assert s.zone(rex) == "graveyard"
    s.cast("A", mercy)
    s.resolve()
    assert s.life("A") == 27


def test_603_2_rampaging_ferocidon_pings_the_controller_of_another_entering_creature():
    s = Scenario()
    s.battlefield("B", "Rampaging Ferocidon")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    s.resolve()                                  # the Bears resolve; the trigger goes on the stack
    s.resolve()
    assert s.life("A") == 19 and s.life("B") == 20


def test_613_11_702_11c_you_have_hexproof_stops_only_opponents():
    s = Scenario()
    aegis = s.battlefield("A", "Aegis of the Gods")
    s.battlefield("A", "Mountain")
    s.battlefield("B", "Mountain")
    bolt_a = s.hand("A", "Lightning Bolt")
    bolt_b = s.hand("B", "Lightning Bolt")
    s.start()
    s.pass_priority()
    with pytest.raises(IllegalActionError):
        s.cast("B", bolt_b, targets=["A"])
    s.cast("B", bolt_b, targets=[aegis])         # the permanent itself has no hexproof
    s.resolve()
    assert s.zone(aegis) == "graveyard"
    s.cast("A", bolt_a, targets=["A"])           # hexproof lets its controller target (702.11c)
    s.resolve()
    assert s.life("A") == 17


def test_613_11_702_18c_you_have_shroud_stops_everyone():
    s = Scenario()
    s.battlefield("A", "True Believer")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=["A"])
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    assert s.life("B") == 17 and s.life("A") == 20


def test_613_11_hexproof_player_with_humility_can_be_targeted():
    s = Scenario()
    s.battlefield("A", "Aegis of the Gods")
    s.battlefield("B", "Humility")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.pass_priority()
    s.cast("B", bolt, targets=["A"])
    s.resolve()
    assert s.life("A") == 17
