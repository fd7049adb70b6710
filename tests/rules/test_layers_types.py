"""Layer 4 (CR 613.1d): type-, subtype- and supertype-changing effects; basic land
types and their mana abilities (305.6), "is a Mountain" (305.7), lands that become
creatures, "loses all creature types" (205.1b), and the readers of derived types:
selectors, mana payment, the legend rule."""

import pytest

from mtgcore import IllegalActionError
from mtgcore.testing import Scenario


def test_305_7_blood_moon_makes_nonbasic_lands_mountains_that_tap_for_red():
    s = Scenario()
    s.battlefield("A", "Blood Moon")
    taiga = s.battlefield("A", "Taiga")
    factory = s.battlefield("A", "Mishra's Factory")
    forest = s.battlefield("A", "Forest")
    s.start()
    assert s.types(taiga) == {"land", "mountain"}
    assert s.types(factory) == {"land", "mountain"}
    assert s.abilities(factory) == ["{T}: Add {R}."]      # lost its rules-text abilities
    assert s.types(forest) == {"basic", "land", "forest"}  # basic: unaffected
    s.activate("A", factory)
    s.activate("A", taiga)
    assert s.mana_pool("A") == {"R": 2}
    with pytest.raises(Exception):
        s.activate("A", factory, "Assembly-Worker")


def test_305_7_magus_of_the_moon_and_it_ends_when_the_magus_dies():
    s = Scenario()
    magus = s.battlefield("A", "Magus of the Moon")
    taiga = s.battlefield("B", "Taiga")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    assert s.types(taiga) == {"land", "mountain"}
    s.pass_priority()
    s.cast("B", bolt, targets=[magus])
    s.resolve()
    assert s.types(taiga) == {"land", "mountain", "forest"}
    assert s.abilities(taiga) == ["{T}: Add {R}.", "{T}: Add {G}."]


def test_305_6_urborg_gives_every_land_the_swamp_mana_ability():
    s = Scenario()
    s.battlefield("A", "Urborg, Tomb of Yawgmoth")
    forest = s.battlefield("A", "Forest")
    s.battlefield("B", "Island")
    s.start()
    assert "swamp" in s.types(forest)
    assert s.abilities(forest) == ["{T}: Add {G}.", "{T}: Add {B}."]
    s.activate("A", forest, "{B}")
    assert s.mana_pool("A") == {"B": 1}


def test_305_6_urborg_lets_a_forest_pay_for_a_black_spell():
    s = Scenario()
    s.battlefield("A", "Urborg, Tomb of Yawgmoth", tapped=True)
    forest = s.battlefield("A", "Forest")
    s.battlefield("B", "Grizzly Bears")
    hour = s.hand("A", "Darkest Hour")          # {B}
    s.start()
    s.activate("A", forest, "{B}")
    s.cast("A", hour)
    s.resolve()
    assert s.zone(hour) == "battlefield"


def test_205_3_selector_reads_derived_subtypes_yavimaya_and_living_lands():
    s = Scenario()
    s.battlefield("A", "Living Lands")
    s.battlefield("A", "Yavimaya, Cradle of Growth")
    island = s.battlefield("A", "Island")
    theirs = s.battlefield("B", "Mountain")
    s.start()
    for land in (island, theirs):
        assert {"forest", "creature", "land"} <= s.types(land)
        assert (s.power(land), s.toughness(land)) == (1, 1)


def test_613_1d_lands_become_creatures_and_die_to_damage_704_5g():
    s = Scenario()
    s.battlefield("A", "Nature's Revolt")
    land = s.battlefield("B", "Forest")
    s.battlefield("A", "Mountain", tapped=True)
    bolt_src = s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert (s.power(land), s.toughness(land)) == (2, 2)
    assert (s.power(bolt_src), s.toughness(bolt_src)) == (2, 2)
    s.cast("A", bolt, targets=[land])
    s.resolve()
    assert s.zone(land) == "graveyard"


def test_613_1d_mishras_factory_becomes_an_assembly_worker_until_end_of_turn():
    s = Scenario()
    factory = s.battlefield("A", "Mishra's Factory")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    other = s.battlefield("A", "Mishra's Factory")
    s.start()
    assert "creature" not in s.types(factory)
    s.activate("A", factory, "becomes", pay_with=[s.permanents("A")[1]])
    s.resolve()
    assert {"artifact", "creature", "land", "assembly-worker"} <= s.types(factory)
    assert (s.power(factory), s.toughness(factory)) == (2, 2)
    s.activate("A", other, "Target Assembly-Worker", targets=[factory])
    s.resolve()
    assert (s.power(factory), s.toughness(factory)) == (3, 3)
    s.advance("declare_attackers")
    s.attack({factory: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 17
    s.pass_turn()
    assert "creature" not in s.types(factory)


def test_613_1d_treetop_village_becomes_a_green_ape_with_trample():
    s = Scenario()
    village = s.battlefield("A", "Treetop Village")
    forest = s.battlefield("A", "Forest")
    s.battlefield("A", "Mountain")
    s.start()
    s.activate("A", village, "Ape")
    s.resolve()
    assert s.types(village) == {"land", "creature", "ape"}
    assert s.colors(village) == {"green"}
    assert "trample" in s.keywords(village)
    assert (s.power(village), s.toughness(village)) == (3, 3)
    del forest


def test_205_1b_turn_to_frog_loses_creature_types_and_lord_bonus():
    s = Scenario()
    s.battlefield("A", "Imperious Perfect")
    elves = s.battlefield("A", "Llanowar Elves")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    frog = s.hand("B", "Turn to Frog")
    s.start()
    assert (s.power(elves), s.toughness(elves)) == (2, 2)
    s.pass_priority()
    s.cast("B", frog, targets=[elves])
    s.resolve()
    assert s.types(elves) == {"creature", "frog"}
    assert s.colors(elves) == {"blue"}
    assert (s.power(elves), s.toughness(elves)) == (1, 1)   # no longer an Elf: no bonus
    assert s.abilities(elves) == []                          # lost {T}: Add {G}


def test_613_1d_kormus_bell_swamps_are_black_creatures():
    s = Scenario()
    s.battlefield("A", "Kormus Bell")
    swamp = s.battlefield("B", "Swamp")
    island = s.battlefield("B", "Island")
    s.start()
    assert "creature" in s.types(swamp) and s.colors(swamp) == {"black"}
    assert (s.power(swamp), s.toughness(swamp)) == (1, 1)
    assert "creature" not in s.types(island)


def test_704_5j_legend_rule_reads_controller_after_layer_2():
    s = Scenario()
    for _ in range(7):
        s.battlefield("A", "Island")
    mine = s.battlefield("A", "Urborg, Tomb of Yawgmoth")
    theirs = s.battlefield("B", "Urborg, Tomb of Yawgmoth")
    agent = s.hand("A", "Agent of Treachery")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", agent)
    s.resolve()
    s.choose("A", theirs)                 # the trigger's target; it resolves
    assert s.pending.kind == "legend_rule" and s.pending.player == "A"  # both are A's now
    s.choose("A", theirs)                 # keep the stolen one
    assert s.zone(mine) == "graveyard" and s.controller(theirs) == "A"
    with pytest.raises(IllegalActionError):
        s.activate("B", theirs)
