"""Effects that apply as a permanent enters (CR 611.2e)."""

from mtgcore.testing import Scenario


def _rise_with_ghoul():
    s = Scenario()
    s.battlefield("A", "Noxious Ghoul")
    for _ in range(5):
        s.battlefield("A", "Swamp")
    bears = s.graveyard("A", "Grizzly Bears")
    elves = s.battlefield("B", "Llanowar Elves")
    rise = s.hand("A", "Rise from the Grave")
    s.library("A", ["Swamp"] * 3)
    s.library("B", ["Forest"] * 3)
    return s, bears, elves, rise


def test_611_2e_that_creature_is_a_zombie_as_it_enters_so_zombie_triggers_see_it():
    # Rise from the Grave: "Put target creature card from a graveyard onto the
    # battlefield under your control. That creature is a black Zombie in addition to
    # its other colors and types."  The Bears enter as a black Zombie (611.2e), so
    # Noxious Ghoul's "another Zombie enters" triggers, and its -1/-1 for non-Zombie
    # creatures spares the Bears but kills the Elves.
    s, bears, elves, rise = _rise_with_ghoul()
    s.start()
    s.cast("A", rise, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "battlefield"
    assert "zombie" in s.types(bears) and "black" in s.colors(bears)
    assert s.zone(elves) == "graveyard"  # the Ghoul's trigger resolved: 1/1 -> 0/0
    assert (s.power(bears), s.toughness(bears)) == (2, 2)


def test_611_2e_the_effect_applied_as_it_entered_lasts_indefinitely():
    # Applied as the creature entered, the effect is the resolving spell's, with its
    # duration ("permanent": no end), not a second copy made when the sentence is read.
    s, bears, elves, rise = _rise_with_ghoul()
    s.start()
    s.cast("A", rise, targets=[bears])
    s.resolve()
    s.pass_turn()
    s.pass_turn()
    assert "zombie" in s.types(bears) and s.colors(bears) == {"black", "green"}
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
