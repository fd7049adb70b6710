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
    assert view.face_down and view.name == "" and repr(view).startswith("<face-down object ")
    assert f"#{view.card_id}" not in repr(view)   # 708.5: its card number stays hidden too
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


def test_702_37c_morph_cast_face_down_for_3_as_a_2_2():
    s = Scenario()
    lands(s, "A", "Island", 3)
    crag = s.hand("A", "Battering Craghorn")
    s.start()
    s.cast_face_down("A", crag)
    s.resolve()
    assert s.zone(crag) == "battlefield"
    assert (s.power(crag), s.toughness(crag)) == (2, 2)
    assert s.name(crag) == "" and s.types(crag) == {"creature"} and s.colors(crag) == set()
    assert "first strike" not in s.keywords(crag)
    s.check_invariants()


def test_702_37e_turn_a_morph_face_up_for_its_morph_cost_any_time_you_have_priority():
    s = Scenario()
    lands(s, "A", "Island", 3)
    lands(s, "A", "Mountain", 3)
    crag = s.hand("A", "Battering Craghorn")
    s.start()
    s.cast_face_down("A", crag)
    s.resolve()
    assert sum(not s.is_tapped(c) for c in s.permanents("A") if c != crag) == 3
    s.turn_face_up("A", crag)            # {1}{R}{R}: the morph cost, not {2}{R}{R}
    assert s.name(crag) == "Battering Craghorn"
    assert (s.power(crag), s.toughness(crag)) == (3, 1)
    assert "first strike" in s.keywords(crag) and s.colors(crag) == {"red"}
    assert all(s.is_tapped(c) for c in s.permanents("A") if c != crag)
    s.check_invariants()


def test_702_37c_casting_face_down_needs_3_mana():
    s = Scenario()
    lands(s, "A", "Mountain", 2)
    crag = s.hand("A", "Battering Craghorn")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast_face_down("A", crag)


def test_702_37c_a_card_without_morph_cannot_be_cast_face_down():
    s = Scenario()
    lands(s, "A", "Forest", 3)
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast_face_down("A", bears)


def test_708_9_countered_face_down_spell_goes_to_the_graveyard_face_up():
    s = Scenario()
    lands(s, "A", "Island", 3)
    crag = s.hand("A", "Battering Craghorn")
    lands(s, "B", "Island", 2)
    counter = s.hand("B", "Counterspell")
    s.start()
    s.cast_face_down("A", crag)
    s.cast("B", counter, targets=[crag])
    s.resolve()
    assert s.zone(crag) == "graveyard" and s.name(crag) == "Battering Craghorn"


def test_707_3_clone_copying_a_face_up_morph_creature_has_morph_but_is_face_up():
    """A Clone copying a face-up Battering Craghorn is a 3/1 first striker; it's
    not face down, so its morph can't turn it face up (702.37e)."""
    s = Scenario()
    lands(s, "A", "Mountain", 4)
    lands(s, "A", "Island", 4)
    crag = s.hand("A", "Battering Craghorn")
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", crag)
    s.resolve()
    s.cast("A", clone)
    s.resolve()
    s.choose("A", crag)
    assert s.name(clone) == "Battering Craghorn" and (s.power(clone), s.toughness(clone)) == (3, 1)
    with pytest.raises(IllegalActionError):
        s.turn_face_up("A", clone)


def test_702_37e_when_turned_face_up_trigger_skirk_marauder():
    """Turning a morph face up is a special action; its "when this creature is
    turned face up" ability then triggers (it exists once face up, 708.8) and
    uses the stack."""
    s = Scenario()
    lands(s, "A", "Mountain", 6)
    marauder = s.hand("A", "Skirk Marauder")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast_face_down("A", marauder)
    s.resolve()
    s.turn_face_up("A", marauder)
    assert s.name(marauder) == "Skirk Marauder"
    assert s.pending.kind == "choose_target"
    s.choose("A", bears)
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_708_3_face_down_morph_entering_does_not_trigger_turned_face_up():
    s = Scenario()
    lands(s, "A", "Mountain", 3)
    marauder = s.hand("A", "Skirk Marauder")
    s.start()
    s.cast_face_down("A", marauder)
    s.resolve()
    assert s.zone(marauder) == "battlefield" and s.name(marauder) == ""
    assert s.stack == [] and s.life("B") == 20


def test_601_2f_702_37c_a_face_down_spell_costs_3_plus_cost_increases():
    s = Scenario()
    s.battlefield("B", "Sphere of Resistance")  # "Spells cost {1} more to cast."
    lands(s, "A", "Island", 3)
    crag = s.hand("A", "Battering Craghorn")
    s.start()
    with pytest.raises(IllegalActionError):    # {3} + {1}: three lands are not enough
        s.cast_face_down("A", crag)
    assert s.zone(crag) == "hand"
    s = Scenario()
    s.battlefield("B", "Sphere of Resistance")
    lands(s, "A", "Island", 4)
    crag = s.hand("A", "Battering Craghorn")
    s.start()
    s.cast_face_down("A", crag)
    assert all(s.is_tapped(c) for c in s.permanents("A"))  # four lands paid {4}
    s.resolve()
    assert (s.power(crag), s.toughness(crag)) == (2, 2)
    s.check_invariants()


def test_708_4_601_2f_a_face_down_spell_is_colorless_so_red_spell_taxes_miss_it():
    s = Scenario()
    s.battlefield("B", "Chill")  # "Red spells cost {2} more to cast."
    lands(s, "A", "Mountain", 3)
    crag = s.hand("A", "Battering Craghorn")  # a red card: face down, a colorless spell
    s.start()
    s.cast_face_down("A", crag)
    assert all(s.is_tapped(c) for c in s.permanents("A"))  # {3}, no {2} more
    s.resolve()
    assert s.zone(crag) == "battlefield"


def test_116_2b_turning_face_up_paid_by_sacrificing_treasures():
    """The special action's mana comes from Treasures: their sacrifices (mana
    abilities' costs, 605.3a) are performed with it, before the player has priority
    again (117.3c); found by the random trigger games of tests/test_trigger_properties.py."""
    s = Scenario()
    lands(s, "A", "Mountain", 6)
    lands(s, "A", "Forest", 2)
    innkeepers = s.hand("A", ["Prosperous Innkeeper", "Prosperous Innkeeper"])
    marauder = s.hand("A", "Skirk Marauder")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    for inn in innkeepers:            # {1}{G} each; each makes a Treasure as it enters
        s.cast("A", inn)
        s.resolve()
        while s.pending is not None or s.stack:  # the first one's life-gain trigger too
            s.choose("A", 0) if s.pending is not None else s.resolve()
    treasures = [c for c in s.permanents("A") if s.name(c) == "Treasure"]
    assert len(treasures) == 2
    s.cast_face_down("A", marauder)   # {3}: three Mountains
    s.resolve()
    while s.pending is not None or s.stack:  # the Innkeepers' life-gain triggers
        s.choose("A", 0) if s.pending is not None else s.resolve()
    untapped = [s.name(c) for c in s.permanents("A") if not s.is_tapped(c)
                and s.name(c) in ("Mountain", "Forest", "Treasure")]
    assert sorted(untapped) == ["Mountain", "Treasure", "Treasure"]
    s.turn_face_up("A", marauder)     # {2}{R}: the last Mountain and both Treasures
    assert s.check_invariants() == ""
    assert all(s.zone(t) != "battlefield" for t in treasures)
    assert s.name(marauder) == "Skirk Marauder"
    s.choose("A", bears)
    s.resolve()
    assert s.zone(bears) == "graveyard"
