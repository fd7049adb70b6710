"""When a spell may be cast (CR 601.3, 307.1, 117.1a): flash granted by an effect
(601.3b, 702.8: Vedalken Orrery)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _lands(s, name, n, player="A"):
    return [s.battlefield(player, name) for _ in range(n)]


# ---- 601.3b / 702.8: "You may cast spells as though they had flash." ------------------

def test_601_3b_vedalken_orrery_lets_its_controller_cast_a_creature_on_an_opponents_turn():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    _lands(s, "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    s.start(turn=2, step="upkeep")  # B's turn
    s.cast("A", bears)
    s.resolve()
    assert s.zone(bears) == "battlefield"


def test_702_8_vedalken_orrery_lets_a_sorcery_be_cast_with_a_spell_on_the_stack():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    _lands(s, "Forest", 4)
    bears = s.hand("A", "Grizzly Bears")
    other = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    s.cast("A", other)  # the stack isn't empty: only as though it had flash (117.1a)
    assert len(s.stack) == 2


def test_601_3b_without_the_permission_sorcery_timing_holds():
    s = Scenario()
    _lands(s, "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    s.start(turn=2, step="upkeep")
    with pytest.raises(IllegalActionError):
        s.cast("A", bears)
    assert s.zone(bears) == "hand"


def test_601_3b_the_permission_is_its_controllers_only():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    _lands(s, "Forest", 2, player="B")
    bears = s.hand("B", "Grizzly Bears")
    s.start(turn=1, step="upkeep")  # A's turn: B has no Orrery
    with pytest.raises(IllegalActionError):
        s.cast("B", bears)
    assert s.zone(bears) == "hand"


def test_702_8_flash_doesnt_let_lands_be_played_at_instant_speed():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    forest = s.hand("A", "Forest")
    s.start(turn=2, step="upkeep")
    with pytest.raises(IllegalActionError):
        s.play_land("A", forest)
    assert s.zone(forest) == "hand"
