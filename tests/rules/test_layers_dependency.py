"""Timestamps (CR 613.7), dependency (613.8) and carry-through (613.6): the
classic interactions in both timestamp orders, with the answers the rules give."""

import pytest

from mtgcore.testing import Scenario


def pt(s, c):
    return s.power(c), s.toughness(c)


@pytest.mark.parametrize("humility_first", [True, False])
def test_613_6_613_7_humility_and_opalescence(humility_first):
    s = Scenario()
    if humility_first:
        humility = s.battlefield("A", "Humility")
        opal = s.battlefield("A", "Opalescence")
    else:
        opal = s.battlefield("A", "Opalescence")
        humility = s.battlefield("A", "Humility")
    angel = s.battlefield("B", "Serra Angel")
    s.start()
    # Layer 4: Opalescence makes Humility a creature.  Layer 6: Humility removes
    # every creature's abilities, its own included, but having begun to apply it
    # keeps applying in 7b (613.6).  Layer 7b: no dependency, so timestamp order.
    assert "creature" in s.types(humility) and "creature" not in s.types(opal)
    assert pt(s, angel) == (1, 1) and s.keywords(angel) == set()
    if humility_first:
        assert pt(s, humility) == (4, 4)       # Opalescence's later 7b wins
    else:
        assert pt(s, humility) == (1, 1)       # Humility's later 7b wins


@pytest.mark.parametrize("moon_first", [True, False])
def test_613_8a_blood_moon_and_urborg_either_order(moon_first):
    s = Scenario()
    if moon_first:
        s.battlefield("A", "Blood Moon")
        urborg = s.battlefield("A", "Urborg, Tomb of Yawgmoth")
    else:
        urborg = s.battlefield("A", "Urborg, Tomb of Yawgmoth")
        s.battlefield("A", "Blood Moon")
    forest = s.battlefield("B", "Forest")
    taiga = s.battlefield("B", "Taiga")
    s.start()
    # Urborg's effect depends on Blood Moon's (applying Blood Moon removes Urborg's
    # ability: its existence), so Blood Moon applies first whatever the timestamps,
    # and Urborg's effect no longer exists.
    assert s.types(urborg) == {"legendary", "land", "mountain"}
    assert s.types(forest) == {"basic", "land", "forest"}
    assert s.types(taiga) == {"land", "mountain"}
    assert s.abilities(urborg) == ["{T}: Add {R}."]


@pytest.mark.parametrize("magus_first", [True, False])
def test_613_8a_magus_of_the_moon_and_yavimaya_either_order(magus_first):
    s = Scenario()
    if magus_first:
        s.battlefield("A", "Magus of the Moon")
        yavimaya = s.battlefield("B", "Yavimaya, Cradle of Growth")
    else:
        yavimaya = s.battlefield("B", "Yavimaya, Cradle of Growth")
        s.battlefield("A", "Magus of the Moon")
    island = s.battlefield("B", "Island")
    s.start()
    assert s.types(yavimaya) == {"legendary", "land", "mountain"}
    assert s.types(island) == {"basic", "land", "island"}


@pytest.mark.parametrize("bell_first", [True, False])
def test_613_8a_kormus_bell_depends_on_urborg(bell_first):
    s = Scenario()
    if bell_first:
        s.battlefield("A", "Kormus Bell")
        urborg = s.battlefield("A", "Urborg, Tomb of Yawgmoth")
    else:
        urborg = s.battlefield("A", "Urborg, Tomb of Yawgmoth")
        s.battlefield("A", "Kormus Bell")
    forest = s.battlefield("B", "Forest")
    s.start()
    # Urborg changes what Kormus Bell applies to (Swamps), so the Bell waits for it.
    for land in (forest, urborg):
        assert {"creature", "land", "swamp"} <= s.types(land)
        assert s.colors(land) == {"black"}
        assert pt(s, land) == (1, 1)


@pytest.mark.parametrize("lands_first", [True, False])
def test_613_8a_living_lands_depends_on_yavimaya(lands_first):
    s = Scenario()
    if lands_first:
        s.battlefield("A", "Living Lands")
        s.battlefield("A", "Yavimaya, Cradle of Growth")
    else:
        s.battlefield("A", "Yavimaya, Cradle of Growth")
        s.battlefield("A", "Living Lands")
    island = s.battlefield("B", "Island")
    s.start()
    assert "creature" in s.types(island) and pt(s, island) == (1, 1)


@pytest.mark.parametrize("moon_first", [True, False])
def test_613_8a_blood_moon_stops_urborg_feeding_kormus_bell(moon_first):
    s = Scenario()
    s.battlefield("A", "Kormus Bell")
    if moon_first:
        s.battlefield("A", "Blood Moon")
        s.battlefield("A", "Urborg, Tomb of Yawgmoth")
    else:
        s.battlefield("A", "Urborg, Tomb of Yawgmoth")
        s.battlefield("A", "Blood Moon")
    forest = s.battlefield("B", "Forest")
    swamp = s.battlefield("B", "Swamp")
    s.start()
    assert "creature" not in s.types(forest)
    assert "creature" in s.types(swamp)


def test_613_6_opalescence_makes_an_anthem_a_creature_that_pumps_itself():
    s = Scenario()
    s.battlefield("A", "Opalescence")
    anthem = s.battlefield("A", "Glorious Anthem")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    assert pt(s, anthem) == (4, 4)     # base 3/3 (mana value), +1/+1 from itself
    assert pt(s, bears) == (3, 3)


def test_613_7_later_color_effect_wins_in_layer_5():
    s = Scenario()
    s.battlefield("A", "Darkest Hour")          # all creatures are black
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Island")
    s.battlefield("A", "Island")
    frog = s.hand("A", "Turn to Frog")          # later timestamp: blue
    s.start()
    assert s.colors(bears) == {"black"}
    s.cast("A", frog, targets=[bears])
    s.resolve()
    assert s.colors(bears) == {"blue"}


def test_613_7_spell_effect_then_static_with_later_timestamp():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Island")
    s.battlefield("A", "Island")
    s.battlefield("A", "Swamp")
    frog = s.hand("A", "Turn to Frog")
    hour = s.hand("A", "Darkest Hour")
    s.start()
    s.cast("A", frog, targets=[bears])
    s.resolve()
    s.cast("A", hour)
    s.resolve()
    assert s.colors(bears) == {"black"}         # Darkest Hour entered later


def test_613_5_example_color_change_turns_an_anthem_on_and_off():
    # Honor of the Pure: "White creatures you control get +1/+1"; Darkest Hour turns
    # every creature black (layer 5), so the bonus (7c) stops applying; Bad Moon's starts.
    s = Scenario()
    s.battlefield("A", "Honor of the Pure")
    lions = s.battlefield("A", "Savannah Lions")
    s.battlefield("A", "Bad Moon")
    s.battlefield("A", "Swamp")
    hour = s.hand("A", "Darkest Hour")
    s.start()
    assert pt(s, lions) == (3, 2)
    s.cast("A", hour)
    s.resolve()
    assert s.colors(lions) == {"black"}
    assert pt(s, lions) == (3, 2)               # Bad Moon instead of Honor of the Pure


def test_611_3a_crusade_affects_every_white_creature_613_9_example():
    s = Scenario()
    s.battlefield("A", "Crusade")
    lions = s.battlefield("B", "Savannah Lions")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    assert pt(s, lions) == (3, 2) and pt(s, bears) == (2, 2)


def test_613_6_example_land_becomes_creature_and_keeps_pump():
    # The Svogthos example's first half with Treetop Village: it becomes a 3/3 (layers
    # 4, 5, 6, 7b), a +3/+3 pump (7c) applies on top, both end at cleanup.
    s = Scenario()
    village = s.battlefield("A", "Treetop Village")
    for _ in range(3):
        s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.activate("A", village, "Ape")
    s.resolve()
    s.cast("A", growth, targets=[village])
    s.resolve()
    assert pt(s, village) == (6, 6)
    s.pass_turn()
    assert "creature" not in s.types(village)


def test_613_8b_march_of_the_machines_and_humility_in_timestamp_order():
    s = Scenario()
    s.battlefield("A", "March of the Machines")
    s.battlefield("A", "Humility")
    bell = s.battlefield("B", "Kormus Bell")           # a {4} artifact: a 4/4 creature
    s.start()
    assert "creature" in s.types(bell)
    assert pt(s, bell) == (1, 1)                       # Humility's 7b is later
    assert s.types(s.permanents("B")[0]) >= {"artifact", "creature"}


# 613.8b loops.  No card in the library forms a dependency loop on its own, so two
# test-only enchantments in the shape of Blood Moon do: "Swamps are Islands" and
# "Islands are Swamps".  Each changes what the other applies to (613.8a), so they
# form a loop and apply in timestamp order, and the later one decides.
def _loop_library():
    from mtgcore.cards import CardLibrary, default_library
    from mtgcore.cards.dsl import Card, Change, Sel, Static

    def moon(name, src, dst):
        text = f"{src}s are {dst}s." if src != "Swamp" else f"Swamps are {dst}s."
        return Card(name=name, cost="{2}{U}", type_line="Enchantment", oracle=text,
                    statics=[Static(text, Change(land_types=[dst]), affects=Sel(subtype=src))])
    return CardLibrary(list(default_library().cards.values()) +
                       [moon("Test Tide Moon", "Swamp", "Island"),
                        moon("Test Bog Moon", "Island", "Swamp")])


@pytest.mark.parametrize("tide_first", [True, False])
def test_613_8b_dependency_loop_applies_in_timestamp_order(tide_first):
    s = Scenario(library=_loop_library())
    first, second = ("Test Tide Moon", "Test Bog Moon") if tide_first else \
        ("Test Bog Moon", "Test Tide Moon")
    s.battlefield("A", first)
    s.battlefield("A", second)
    swamp = s.battlefield("B", "Swamp")
    island = s.battlefield("B", "Island")
    s.start()
    final = "swamp" if tide_first else "island"   # the later effect wins
    for land in (swamp, island):
        assert s.types(land) == {"basic", "land", final}
    assert s._g.check_derivation() == ""
