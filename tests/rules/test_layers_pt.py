"""Layer 7 (CR 613.4): characteristic-defining abilities (7a), setting (7b),
modifying (7c, counters included) and switching (7d) power and toughness; static
abilities of permanents (604, 611.3) and effects of resolving spells (611.2)."""

from mtgcore.testing import Scenario


def pt(s, c):
    return s.power(c), s.toughness(c)


def test_611_3a_anthem_applies_to_what_it_names_now():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Glorious Anthem")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    elves = s.hand("A", "Llanowar Elves")
    s.start()
    assert pt(s, bears) == (3, 3) and pt(s, theirs) == (2, 2)
    assert (s.base_power(bears), s.base_toughness(bears)) == (2, 2)   # 7c, not 7b
    s.cast("A", elves)
    s.resolve()
    assert pt(s, elves) == (2, 2)       # 611.3c: it enters with the bonus


def test_611_3b_anthem_ends_when_its_source_leaves():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    anthem = s.battlefield("A", "Gaea's Anthem")
    s.battlefield("A", "Glorious Anthem")
    s.battlefield("B", "Plains")
    s.battlefield("B", "Plains")
    disenchant = s.hand("B", "Disenchant")
    s.start()
    assert pt(s, bears) == (4, 4)        # two anthems add up in 7c
    s.cast("B", disenchant, targets=[anthem])
    s.resolve()
    assert s.zone(anthem) == "graveyard"
    assert pt(s, bears) == (3, 3)


def test_613_4c_lord_gives_other_elves_the_bonus_not_itself():
    s = Scenario()
    perfect = s.battlefield("A", "Imperious Perfect")
    elves = s.battlefield("A", "Llanowar Elves")
    bears = s.battlefield("A", "Grizzly Bears")
    their_elves = s.battlefield("B", "Llanowar Elves")
    s.battlefield("A", "Forest")
    s.start()
    assert pt(s, perfect) == (2, 2)
    assert pt(s, elves) == (2, 2)
    assert pt(s, bears) == (2, 2)
    assert pt(s, their_elves) == (1, 1)        # "you control"
    s.activate("A", perfect, "Create")
    s.resolve()
    token = [c for c in s.permanents("A") if s.name(c) == "Elf Warrior Token"][0]
    assert pt(s, token) == (2, 2)


def test_613_4c_lord_grants_haste_to_other_goblins_611_3a():
    s = Scenario()
    chief = s.battlefield("A", "Goblin Chieftain")
    piker = s.battlefield("A", "Goblin Piker", sick=True)
    s.start()
    assert pt(s, piker) == (3, 2) and "haste" in s.keywords(piker)
    assert pt(s, chief) == (2, 2)
    s.advance("declare_attackers")
    s.attack({piker: "B"})
    assert s.is_attacking(piker)


def test_611_3a_conditional_static_as_long_as_you_control_a_forest():
    s = Scenario()
    ape = s.battlefield("A", "Kird Ape")
    s.battlefield("A", "Mountain")
    forest = s.hand("A", "Forest")
    s.start()
    assert pt(s, ape) == (1, 1)
    s.play_land("A", forest)
    assert pt(s, ape) == (2, 3)


def test_611_3a_two_conditional_statics_wild_nacatl():
    s = Scenario()
    cat = s.battlefield("A", "Wild Nacatl")
    s.battlefield("A", "Mountain")
    s.battlefield("B", "Plains")          # an opponent's Plains doesn't count
    s.start()
    assert pt(s, cat) == (2, 2)
    s2 = Scenario()
    cat2 = s2.battlefield("A", "Wild Nacatl")
    s2.battlefield("A", "Mountain")
    s2.battlefield("A", "Plains")
    s2.start()
    assert pt(s2, cat2) == (3, 3)


def test_604_3_tarmogoyf_counts_card_types_in_all_graveyards_613_4a():
    s = Scenario()
    goyf = s.battlefield("A", "Tarmogoyf")
    s.graveyard("A", ["Forest"])
    s.graveyard("B", ["Grizzly Bears"])
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert pt(s, goyf) == (2, 3)          # land, creature
    s.cast("A", bolt, targets=[bears])
    s.resolve()                            # instant and another creature: 3 types
    assert pt(s, goyf) == (3, 4)


def test_604_3_lhurgoyf_counts_creature_cards_in_all_graveyards():
    s = Scenario()
    goyf = s.battlefield("A", "Lhurgoyf")
    s.graveyard("A", ["Grizzly Bears", "Forest"])
    s.graveyard("B", ["Llanowar Elves", "Raging Goblin"])
    s.start()
    assert pt(s, goyf) == (3, 4)


def test_604_3_maro_equals_cards_in_hand():
    s = Scenario()
    maro = s.battlefield("A", "Maro")
    s.hand("A", ["Forest", "Island", "Mountain"])
    s.start()
    assert pt(s, maro) == (3, 3)


def test_604_3_nightmare_counts_swamps_you_control_with_urborg():
    s = Scenario()
    horse = s.battlefield("A", "Nightmare")
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Forest")
    s.battlefield("B", "Swamp")
    s.start()
    assert pt(s, horse) == (1, 1)
    s2 = Scenario()
    horse2 = s2.battlefield("A", "Nightmare")
    s2.battlefield("A", "Swamp")
    s2.battlefield("A", "Forest")
    s2.battlefield("A", "Urborg, Tomb of Yawgmoth")   # every land is a Swamp (layer 4)
    s2.start()
    assert pt(s2, horse2) == (3, 3)


def test_604_3_keldon_warlord_counts_non_wall_creatures():
    s = Scenario()
    warlord = s.battlefield("A", "Keldon Warlord")
    s.battlefield("A", "Wall of Stone")
    s.battlefield("A", "Grizzly Bears")
    s.start()
    assert pt(s, warlord) == (2, 2)        # itself and the Bears


def test_604_3_dungrove_elder_dies_with_no_forests_704_5f():
    s = Scenario()
    elder = s.battlefield("A", "Dungrove Elder")
    s.start()
    assert s.zone(elder) == "graveyard"


def test_613_4b_diminish_sets_base_then_pump_modifies():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"+1/+1": 1})
    for _ in range(2):
        s.battlefield("A", "Island")
        s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    diminish = s.hand("A", "Diminish")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert pt(s, bears) == (6, 6)
    s.cast("A", diminish, targets=[bears])
    s.resolve()
    # 7b sets 1/1; 7c adds +3/+3 and the counter, whatever the timestamps.
    assert (s.base_power(bears), s.base_toughness(bears)) == (1, 1)
    assert pt(s, bears) == (5, 5)
    s.pass_turn()
    assert pt(s, bears) == (3, 3)          # 514.2: both effects ended


def test_613_5_example_gray_ogre_counter_pump_anthem_then_becomes_0_1():
    # The 613.5 example with real cards: a +1/+1 counter, a pump (Giant Growth,
    # +3/+3), an anthem (Glorious Anthem, +1/+1), then "becomes 0/1" (Ovinize).
    s = Scenario()
    ogre = s.battlefield("A", "Gray Ogre", counters={"+1/+1": 1})
    for _ in range(3):
        s.battlefield("A", "Island")
        s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    ovinize = s.hand("A", "Ovinize")
    s.start()
    assert pt(s, ogre) == (3, 3)
    s.cast("A", growth, targets=[ogre])
    s.resolve()
    assert pt(s, ogre) == (6, 6)
    s.cast("A", ovinize, targets=[ogre])
    s.resolve()
    assert pt(s, ogre) == (4, 5)           # 0/1, +3/+3, +1/+1 counter


def test_613_5_example_with_anthem():
    s = Scenario()
    ogre = s.battlefield("A", "Gray Ogre", counters={"+1/+1": 1})
    s.battlefield("A", "Glorious Anthem")
    for _ in range(3):
        s.battlefield("A", "Island")
        s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    ovinize = s.hand("A", "Ovinize")
    s.start()
    s.cast("A", growth, targets=[ogre])
    s.resolve()
    assert pt(s, ogre) == (7, 7)
    s.cast("A", ovinize, targets=[ogre])
    s.resolve()
    assert pt(s, ogre) == (5, 6)           # 0/1 +3/+3 +1/+1 (anthem) +1/+1 (counter)


def switch_scenario():
    s = Scenario()
    turtle = s.battlefield("A", "Horned Turtle")       # 1/4
    for _ in range(4):
        s.battlefield("A", "Island")
        s.battlefield("A", "Forest")
        s.battlefield("A", "Swamp")
    s.library("A", ["Island"] * 5)
    return s, turtle


def test_613_4d_example_switch_then_later_pump_applies_before_the_switch():
    s, turtle = switch_scenario()
    growth = s.hand("A", "Giant Growth")
    image = s.hand("A", "Twisted Image")
    s.start()
    s.cast("A", image, targets=[turtle])
    s.resolve()
    assert pt(s, turtle) == (4, 1)
    s.cast("A", growth, targets=[turtle])     # +3/+3 after the switch: 7c before 7d
    s.resolve()
    assert pt(s, turtle) == (7, 4)


def test_613_4d_example_two_switches_cancel():
    s, turtle = switch_scenario()
    image = s.hand("A", "Twisted Image")
    trans = s.hand("A", "Transmutation")
    s.start()
    s.cast("A", image, targets=[turtle])
    s.resolve()
    s.cast("A", trans, targets=[turtle])
    s.resolve()
    assert pt(s, turtle) == (1, 4)


def test_613_4d_switch_with_counters_and_dies_from_zero_toughness_704_5f():
    s = Scenario()
    wall = s.battlefield("A", "Wall of Stone")          # 0/8
    s.battlefield("A", "Island")
    image = s.hand("A", "Twisted Image")
    s.library("A", ["Island"])
    s.start()
    s.cast("A", image, targets=[wall])
    s.resolve()
    assert s.zone(wall) == "graveyard"                  # 8/0


def test_611_2c_example_pump_all_locks_in_its_set():
    # "Creatures you control get +3/+3 and gain trample until end of turn" (Overrun):
    # a creature that enters afterwards doesn't get it.
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(6):
        s.battlefield("A", "Forest")
    overrun = s.hand("A", "Overrun")
    elves = s.hand("A", "Llanowar Elves")
    s.start()
    s.cast("A", overrun)
    s.resolve()
    s.cast("A", elves)
    s.resolve()
    assert pt(s, bears) == (5, 5) and "trample" in s.keywords(bears)
    assert pt(s, elves) == (1, 1) and "trample" not in s.keywords(elves)


def test_613_4c_lord_bonus_ends_when_the_lord_dies():
    s = Scenario()
    chief = s.battlefield("A", "Goblin Chieftain")
    piker = s.battlefield("A", "Goblin Piker")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    assert pt(s, piker) == (3, 2)
    s.cast("B", bolt, targets=[chief])
    s.resolve()
    assert pt(s, piker) == (2, 1) and "haste" not in s.keywords(piker)
