"""Rules-modifying effects on objects (CR 613.10): "enchanted creature can't attack
or block" applies after all layers and is not an ability, so no "loses all
abilities" (613.1f) removes it, whatever the timestamps."""

import pytest

from mtgcore import IllegalActionError
from mtgcore.testing import Scenario


def _pacified(extra_hand=(), lands=("Plains", "Plains")):
    s = Scenario()
    pacifism = s.hand("A", "Pacifism")
    hand = [s.hand("A", n) for n in extra_hand]
    for land in lands:
        s.battlefield("A", land)
    bears = s.battlefield("A", "Grizzly Bears")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    return s, pacifism, bears, hand


def test_613_10_pacifism_enchanted_creature_cant_attack():
    s, pacifism, bears, _ = _pacified()
    s.start()
    s.cast("A", pacifism, targets=[bears])
    s.resolve()
    assert s.attached_to(pacifism) == bears
    with pytest.raises(IllegalActionError, match="can't attack"):
        s.attack({bears: "B"})
    assert s.attacking(bears) is None


def test_613_10_pacifism_enchanted_creature_cant_block():
    s = Scenario()
    pacifism = s.hand("A", "Pacifism")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    ogre = s.battlefield("A", "Gray Ogre")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.cast("A", pacifism, targets=[bears])
    s.resolve()
    s.attack({ogre: "B"})
    with pytest.raises(IllegalActionError):
        s.block({bears: ogre})
    s.block({})
    s.advance("postcombat_main")
    assert s.life("B") == 18


def test_613_10_pacifism_still_applies_under_an_earlier_humility():
    # Humility (earlier timestamp) removes abilities in layer 6; Pacifism's effect
    # is no ability and applies after all layers (613.10).
    s = Scenario()
    s.battlefield("A", "Humility")
    pacifism = s.hand("A", "Pacifism")
    for _ in range(2):
        s.battlefield("A", "Plains")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", pacifism, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (1, 1)
    with pytest.raises(IllegalActionError, match="can't attack"):
        s.attack({bears: "B"})


def test_613_10_pacifism_still_applies_under_a_later_humility():
    s, pacifism, bears, (humility,) = _pacified(["Humility"], lands=["Plains"] * 6)
    s.start()
    s.cast("A", pacifism, targets=[bears])
    s.resolve()
    s.cast("A", humility)
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (1, 1)  # Humility applies
    with pytest.raises(IllegalActionError, match="can't attack"):
        s.attack({bears: "B"})


def test_613_10_crippling_blight_enchanted_creature_cant_block_but_can_attack():
    s = Scenario()
    blight = s.hand("A", "Crippling Blight")
    s.battlefield("A", "Swamp")
    ogre = s.battlefield("A", "Gray Ogre")
    giant = s.battlefield("B", "Hill Giant")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.cast("A", blight, targets=[giant])
    s.resolve()
    assert (s.power(giant), s.toughness(giant)) == (2, 2)
    s.attack({ogre: "B"})
    with pytest.raises(IllegalActionError):
        s.block({giant: ogre})
    s.block({})
    s.pass_turn()
    s.attack({giant: "A"})  # it can still attack
    assert s.attacking(giant) == "A"


def test_613_10_cant_block_this_turn_survives_a_later_loses_all_abilities():
    # Fervent Cathar: "target creature can't block this turn" is a rules effect from a
    # resolving ability (613.10); Ovinize, later, removes abilities only.
    s = Scenario()
    cathar = s.hand("A", "Fervent Cathar")
    ovinize = s.hand("A", "Ovinize")
    for land in ("Mountain", "Mountain", "Mountain", "Island", "Island"):
        s.battlefield("A", land)
    ogre = s.battlefield("A", "Gray Ogre")
    giant = s.battlefield("B", "Hill Giant")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.cast("A", cathar)
    s.resolve()
    s.choose("A", giant)
    s.resolve()
    s.cast("A", ovinize, targets=[giant])
    s.resolve()
    assert (s.power(giant), s.toughness(giant)) == (0, 1)
    s.attack({ogre: "B"})
    with pytest.raises(IllegalActionError):
        s.block({giant: ogre})


def test_613_10_restriction_is_not_an_ability_it_can_lose_dsl_rejects_unknown():
    from mtgcore.cards.statics import Change
    assert Change(restrict=("can't attack", "can't block")).problems() == []
    # (509.1b: "can't be blocked" is a rules effect the engine knows; this one isn't)
    assert Change(restrict="must be blocked if able").problems()
    assert Change(restrict=("can't be blocked",)).problems() == []
