"""Layer 1b, face-down permanents (CR 708, 613.2b): manifest (701.40), turning a
manifested creature face up (701.40b, a special action 116.2b), and copies of
face-down permanents (707.2)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def manifest(s, top, extra_lands=0, land="Plains"):
    """A gets Soul Summons and the mana for it; the top card of A's library is
    `top`.  Returns the card that gets manifested."""
    lands(s, "A", land, 2 + extra_lands)
    summons = s.hand("A", "Soul Summons")
    card = s.library("A", top)
    s.library("A", "Plains")
    s.start()
    s.cast("A", summons)
    s.resolve()
    return card


def test_701_40a_manifested_card_is_a_nameless_colorless_2_2_creature_708_2a():
    s = Scenario()
    angel = manifest(s, "Serra Angel")
    assert s.zone(angel) == "battlefield"
    assert (s.power(angel), s.toughness(angel)) == (2, 2)
    assert s.name(angel) == ""
    assert s.types(angel) == {"creature"}
    assert s.colors(angel) == set()
    assert not s.keywords(angel) and not s.abilities(angel)
    view = [v for v in s.game.battlefield if v.card_id == s.game.object(s._obj(angel)).card_id][0]
    assert view.face_down and view.name == "" and repr(view).startswith("<face-down #")
    s.check_invariants()


def test_708_3_manifested_creature_does_not_trigger_its_enters_ability():
    s = Scenario()
    mender = manifest(s, "Circuit Mender")
    s.resolve()
    assert s.zone(mender) == "battlefield"
    assert s.life("A") == 20


def test_701_40b_turn_a_manifested_creature_face_up_for_its_mana_cost():
    s = Scenario()
    angel = manifest(s, "Serra Angel", extra_lands=5)
    s.turn_face_up("A", angel)
    assert s.name(angel) == "Serra Angel"
    assert (s.power(angel), s.toughness(angel)) == (4, 4)
    assert {"flying", "vigilance"} <= set(s.keywords(angel))
    assert s.colors(angel) == {"white"}
    assert sum(s.is_tapped(c) for c in s.permanents("A")) == 2 + 5  # {3}{W}{W} paid
    s.check_invariants()


def test_708_8_turning_face_up_is_not_entering_no_enters_trigger():
    s = Scenario()
    mender = manifest(s, "Circuit Mender", extra_lands=3)
    s.turn_face_up("A", mender)
    s.resolve()
    assert s.name(mender) == "Circuit Mender"
    assert s.life("A") == 20
    assert (s.power(mender), s.toughness(mender)) == (2, 3)


def test_701_40b_turning_face_up_needs_the_mana_cost():
    s = Scenario()
    angel = manifest(s, "Serra Angel", extra_lands=2)
    with pytest.raises(IllegalActionError):
        s.turn_face_up("A", angel)   # {3}{W}{W} with three Plains left
    assert s.name(angel) == ""


def test_701_40b_a_noncreature_card_cannot_be_turned_face_up():
    s = Scenario()
    bolt = manifest(s, "Lightning Bolt", extra_lands=3)
    assert (s.power(bolt), s.toughness(bolt)) == (2, 2)
    with pytest.raises(IllegalActionError):
        s.turn_face_up("A", bolt)


def test_701_40b_only_its_controller_turns_it_face_up():
    s = Scenario()
    lands(s, "B", "Plains", 5)
    angel = manifest(s, "Serra Angel")
    with pytest.raises(IllegalActionError):
        s.turn_face_up("B", angel)


def test_613_2b_anthem_applies_to_a_face_down_creature():
    s = Scenario()
    s.battlefield("A", "Glorious Anthem")
    angel = manifest(s, "Serra Angel")
    assert (s.power(angel), s.toughness(angel)) == (3, 3)


def test_708_9_face_down_permanent_leaving_the_battlefield_is_revealed():
    s = Scenario()
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    angel = manifest(s, "Serra Angel")
    s.cast("B", bolt, targets=[angel])
    s.resolve()
    assert s.zone(angel) == "graveyard"
    assert s.name(angel) == "Serra Angel"   # a face-up card again (400.7)


def test_707_2_clone_copying_a_face_down_creature_is_a_face_up_nameless_2_2():
    """CR 707.2 Example (a Clone copying a face-down Grinning Demon): a colorless
    2/2 creature with no name, types or abilities; it is face up, so it can't be
    turned face up."""
    s = Scenario()
    lands(s, "A", "Island", 9)
    clone = s.hand("A", "Clone")
    angel = manifest(s, "Serra Angel", extra_lands=2)
    s.cast("A", clone)
    s.resolve()
    s.choose("A", angel)
    assert s.zone(clone) == "battlefield"
    assert (s.power(clone), s.toughness(clone)) == (2, 2)
    assert s.name(clone) == "" and s.types(clone) == {"creature"} and s.colors(clone) == set()
    assert not s.abilities(clone) and not s.keywords(clone)
    with pytest.raises(IllegalActionError):
        s.turn_face_up("A", clone)
    s.turn_face_up("A", angel)          # the original still can
    assert s.name(angel) == "Serra Angel" and s.name(clone) == ""
    s.check_invariants()
