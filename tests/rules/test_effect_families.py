"""Effect families with real cards: "each"/"all" effects, variable amounts
(608.2h), predefined tokens with abilities (111.10), landfall triggers,
counters of several kinds (122), and a delayed trigger (603.7); more in
test_effect_families_more.py.

Strict scenarios: a trigger with a target asks ``choose_target`` as it is put
on the stack (603.3d), "you may" asks ``yes_no`` as it resolves (603.5), and
two or more triggers of one player ask ``order_triggers``.
"""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def tokens(s, player, name=None):
    return [t for t in s.permanents(player) if s.is_token(t) and (name is None or t.name == name)]


# ---------------------------------------------------------------------------
# "Each" and "all" (damage 120.3, destroy 701.8, bounce, -N/-N, draw)
# ---------------------------------------------------------------------------

def test_120_3e_pyroclasm_deals_2_damage_to_each_creature_and_no_player():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    lions = s.battlefield("B", "Savannah Lions")
    giant = s.battlefield("B", "Hill Giant")
    lands(s, "A", "Mountain", 2)
    clasm = s.hand("A", "Pyroclasm")
    s.start()
    s.cast("A", clasm)
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(lions) == "graveyard"   # 704.5g
    assert s.zone(giant) == "battlefield" and s.damage(giant) == 2
    assert s.life("A") == 20 and s.life("B") == 20
    assert s.zone(clasm) == "graveyard"


def test_120_3_tremor_damages_only_creatures_without_flying():
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves")
    crow = s.battlefield("B", "Storm Crow")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    tremor = s.hand("A", "Tremor")
    s.start()
    s.cast("A", tremor)
    s.resolve()
    assert s.zone(elves) == "graveyard"
    assert s.zone(crow) == "battlefield" and s.damage(crow) == 0
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 1


def test_120_3a_inferno_deals_6_damage_to_each_creature_and_each_player():
    s = Scenario()
    angel = s.battlefield("A", "Serra Angel")
    wurm = s.battlefield("B", "Craw Wurm")
    myr = s.battlefield("B", "Darksteel Myr")
    lands(s, "A", "Mountain", 7)
    inferno = s.hand("A", "Inferno")
    s.start()
    s.cast("A", inferno)
    s.resolve()
    assert s.life("A") == 14 and s.life("B") == 14
    assert s.zone(angel) == "graveyard" and s.zone(wurm) == "graveyard"
    assert s.zone(myr) == "battlefield" and s.damage(myr) == 6    # indestructible (702.12b)


def test_104_4a_flame_rift_to_each_player_can_make_both_lose_at_once():
    s = Scenario()
    s.set_life("A", 4)
    s.set_life("B", 3)
    lands(s, "A", "Mountain", 2)
    rift = s.hand("A", "Flame Rift")
    s.start()
    s.cast("A", rift)
    s.resolve()
    assert s.life("A") == 0 and s.life("B") == -1
    assert s.is_over and s.winner == "draw"


def test_121_2_vision_skeins_each_player_draws_two():
    s = Scenario()
    a_top = s.library("A", ["Island", "Forest", "Plains"])
    b_top = s.library("B", ["Swamp", "Mountain", "Island"])
    lands(s, "A", "Island", 2)
    skeins = s.hand("A", "Vision Skeins")
    s.start()
    s.cast("A", skeins)
    s.resolve()
    assert [s.zone(c) for c in a_top] == ["hand", "hand", "library"]
    assert [s.zone(c) for c in b_top] == ["hand", "hand", "library"]
    assert s.hand_size("A") == 2 and s.hand_size("B") == 2


def test_704_5d_evacuation_returns_all_creatures_and_tokens_cease_to_exist():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    forest = s.battlefield("B", "Forest")
    lands(s, "A", "Island", 5)
    alarm = s.hand("B", "Raise the Alarm")
    lands(s, "B", "Plains", 2)
    evac = s.hand("A", "Evacuation")
    s.start()
    s.cast("A", evac)
    s.cast("B", alarm)                    # in response: two Soldier tokens
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(giant) == "hand"
    assert s.hand_size("A") == 1 and s.hand_size("B") == 1   # tokens aren't in hand
    assert tokens(s, "B") == []
    assert s.zone(forest) == "battlefield"


def test_704_5f_infest_kills_x_2_creatures_and_shrinks_the_rest():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    lands(s, "A", "Swamp", 3)
    infest = s.hand("A", "Infest")
    s.start()
    s.cast("A", infest)
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert (s.power(giant), s.toughness(giant)) == (1, 1)
    s.advance("upkeep", turn=2)
    assert (s.power(giant), s.toughness(giant)) == (3, 3)      # until end of turn (514.2)


def test_611_2c_overrun_affects_only_creatures_there_when_it_resolved():
    """611.2c Example: "All white creatures get +1/+1 until end of turn" gives the
    bonus to all permanents that are white creatures when the spell resolves ...
    and doesn't affect those that enter the battlefield afterward."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Hill Giant")
    lands(s, "A", "Forest", 7)
    overrun = s.hand("A", "Overrun")
    late = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", overrun)
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (5, 5) and "trample" in s.keywords(bears)
    assert (s.power(theirs), s.toughness(theirs)) == (3, 3)
    s.cast("A", late)
    s.resolve()
    assert (s.power(late), s.toughness(late)) == (2, 2) and "trample" not in s.keywords(late)


def test_611_2c_infest_does_not_affect_a_creature_cast_afterwards():
    s = Scenario()
    lands(s, "A", "Swamp", 3)
    lands(s, "A", "Forest", 2)
    infest = s.hand("A", "Infest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", infest)
    s.resolve()
    s.cast("A", bears)
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.toughness(bears) == 2


# ---------------------------------------------------------------------------
# Destroy all (701.8) and "destroyed this way"
# ---------------------------------------------------------------------------

def test_603_10a_destroy_all_creatures_dies_triggers_see_each_other():
    """603.10a Example: an artifact with "Whenever a creature dies, you gain 1
    life" sees the creatures destroyed together with it.  Here Blood Artist
    sees itself and the two other creatures die."""
    s = Scenario()
    artist = s.battlefield("A", "Blood Artist")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Hill Giant")
    lands(s, "A", "Plains", 5)
    fumigate = s.hand("A", "Fumigate")
    s.start()
    s.cast("A", fumigate)
    s.resolve()
    targets = 0
    while s.pending is not None:
        if s.pending.kind == "order_triggers":
            s.choose("A", 0)
        else:
            assert s.pending.kind == "choose_target"
            s.choose("A", "B")
            targets += 1
    s.resolve()
    assert targets == 3
    assert s.zone(artist) == "graveyard"
    assert s.life("B") == 17
    assert s.life("A") == 20 + 3 + 3        # Fumigate's 3, Blood Artist's 3


def test_608_2h_fumigate_gains_1_life_per_creature_destroyed():
    s = Scenario()
    for name in ("Grizzly Bears", "Savannah Lions"):
        s.battlefield("A", name)
    for name in ("Hill Giant", "Craw Wurm", "Wind Drake"):
        s.battlefield("B", name)
    lands(s, "A", "Plains", 5)
    fumigate = s.hand("A", "Fumigate")
    s.start()
    s.cast("A", fumigate)
    s.resolve()
    assert s.permanents("B") == []
    assert s.life("A") == 25 and s.life("B") == 20


def test_701_8b_fumigate_does_not_count_indestructible_or_regenerated_creatures():
    s = Scenario()
    myr = s.battlefield("A", "Darksteel Myr")
    skel = s.battlefield("B", "Drudge Skeletons")
    s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Swamp")
    lands(s, "A", "Plains", 5)
    fumigate = s.hand("A", "Fumigate")
    s.start()
    s.cast("A", fumigate)
    s.activate("B", skel)                  # a regeneration shield in response
    s.resolve()
    assert s.zone(myr) == "battlefield" and s.zone(skel) == "battlefield"
    assert s.life("A") == 21               # only Grizzly Bears was destroyed


# ---------------------------------------------------------------------------
# Variable amounts (608.2h: determined once, when the effect is applied)
# ---------------------------------------------------------------------------

def test_608_2h_might_of_the_masses_counts_creatures_on_resolution():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    lions = s.battlefield("A", "Savannah Lions")
    s.battlefield("A", "Llanowar Elves")
    s.battlefield("B", "Hill Giant")           # not A's
    s.battlefield("A", "Forest")
    s.battlefield("B", "Mountain")
    might = s.hand("A", "Might of the Masses")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", might, targets=[bears])
    s.cast("B", bolt, targets=[lions])         # one creature fewer when it resolves
    s.resolve()
    assert s.zone(lions) == "graveyard"
    assert (s.power(bears), s.toughness(bears)) == (4, 4)


def test_608_2h_might_of_the_masses_amount_is_locked_in():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    lands(s, "A", "Forest", 3)
    might = s.hand("A", "Might of the Masses")
    more = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", might, targets=[bears])
    s.resolve()
    assert s.power(bears) == 3
    s.cast("A", more)                          # a second creature later doesn't change it
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (3, 3)


def test_608_2h_mob_justice_counts_only_your_creatures():
    s = Scenario()
    for name in ("Grizzly Bears", "Savannah Lions", "Raging Goblin"):
        s.battlefield("A", name)
    s.battlefield("B", "Hill Giant")
    lands(s, "A", "Mountain", 2)
    mob = s.hand("A", "Mob Justice")
    s.start()
    s.cast("A", mob, targets=["B"])
    s.resolve()
    assert s.life("B") == 17 and s.life("A") == 20


def test_mob_justice_cannot_target_a_creature_115_4():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Mountain", 2)
    mob = s.hand("A", "Mob Justice")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", mob, targets=[bears])


def test_608_2h_peach_garden_oath_gains_2_per_creature_you_control():
    s = Scenario()
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Savannah Lions")
    s.battlefield("B", "Hill Giant")
    s.battlefield("A", "Plains")
    oath = s.hand("A", "Peach Garden Oath")
    s.start()
    s.cast("A", oath)
    s.resolve()
    assert s.life("A") == 24


def test_608_2h_gerrards_wisdom_counts_the_hand_on_resolution():
    # The spell itself is on the stack, not in the hand, when it resolves.
    s = Scenario()
    lands(s, "A", "Plains", 4)
    wisdom = s.hand("A", "Gerrard's Wisdom")
    s.hand("A", ["Island", "Forest", "Grizzly Bears"])
    s.start()
    s.cast("A", wisdom)
    s.resolve()
    assert s.life("A") == 26


# ---------------------------------------------------------------------------
# Predefined tokens with abilities: Food (111.10b), Clue (111.10f); tokens
# with keywords and with triggered abilities (111.3)
# ---------------------------------------------------------------------------

def test_111_10b_fell_the_pheasant_creates_a_food_that_gains_3_life():
    s = Scenario()
    drake = s.battlefield("B", "Wind Drake")
    lands(s, "A", "Forest", 4)
    fell = s.hand("A", "Fell the Pheasant")
    s.start()
    s.cast("A", fell, targets=[drake])
    s.resolve()
    assert s.zone(drake) == "graveyard"
    (food,) = tokens(s, "A")
    assert s.name(food) == "Food" and s.types(food) == {"artifact", "food"}
    assert s.colors(food) == set()
    s.activate("A", food)
    s.resolve()
    assert s.life("A") == 23 and s.zone(food) is None      # sacrificed, ceased to exist


def test_111_10b_food_needs_tap_and_2_mana():
    s = Scenario()
    lands(s, "A", "Forest", 2)
    s.battlefield("A", "Island")
    witch = s.hand("A", "Fierce Witchstalker")
    s.battlefield("A", "Forest")
    s.start()
    s.cast("A", witch)
    s.resolve()
    (food,) = tokens(s, "A")
    assert "creature" not in s.types(food)
    with pytest.raises(IllegalActionError):
        s.activate("A", food)             # all four lands paid for the Witchstalker
    assert s.zone(food) == "battlefield" and s.life("A") == 20


def test_fell_the_pheasant_needs_a_creature_with_flying_115_1():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Forest", 2)
    fell = s.hand("A", "Fell the Pheasant")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", fell, targets=[bears])


def test_111_10f_jaces_scrutiny_investigates_and_the_clue_draws():
    s = Scenario()
    giant = s.battlefield("B", "Hill Giant")
    lands(s, "A", "Island", 4)
    top = s.library("A", ["Forest"])[0]
    scrutiny = s.hand("A", "Jace's Scrutiny")
    s.start()
    s.cast("A", scrutiny, targets=[giant])
    s.resolve()
    assert (s.power(giant), s.toughness(giant)) == (-1, 3)  # power can be negative (208.3)
    (clue,) = tokens(s, "A")
    assert s.types(clue) == {"artifact", "clue"}
    s.activate("A", clue)
    s.resolve()
    assert s.zone(top) == "hand" and s.zone(clue) is None


def test_111_4_hornet_queen_creates_four_insect_tokens_with_keywords():
    s = Scenario()
    lands(s, "A", "Forest", 7)
    queen = s.hand("A", "Hornet Queen")
    s.start()
    s.cast("A", queen)
    s.resolve()
    insects = tokens(s, "A")
    assert len(insects) == 4
    for t in insects:
        assert s.name(t) == "Insect Token"
        assert {"flying", "deathtouch"} <= s.keywords(t)
        assert (s.power(t), s.toughness(t)) == (1, 1) and s.colors(t) == {"green"}
    assert {"flying", "deathtouch"} <= s.keywords(queen)


def test_111_3_mitotic_slime_tokens_have_their_own_dies_trigger():
    s = Scenario()
    slime = s.battlefield("A", "Mitotic Slime")
    lands(s, "B", "Swamp", 3)
    lands(s, "B", "Mountain", 2)
    murder = s.hand("B", "Murder")
    clasm = s.hand("B", "Pyroclasm")
    s.start(turn=2)
    s.cast("B", murder, targets=[slime])
    s.resolve()
    big = tokens(s, "A")
    assert len(big) == 2 and all((s.power(t), s.toughness(t)) == (2, 2) for t in big)
    assert all(s.abilities(t) for t in big)
    s.cast("B", clasm)                     # both 2/2 Oozes die at once: four 1/1 Oozes
    s.resolve()
    assert s.pending.kind == "order_triggers"
    s.choose("A", 0)
    s.resolve()
    small = tokens(s, "A")
    assert len(small) == 4 and all((s.power(t), s.toughness(t)) == (1, 1) for t in small)
    assert all(s.zone(t) is None for t in big)


def test_603_6c_sengir_autocrat_exiles_all_serf_tokens_when_it_leaves():
    s = Scenario()
    lands(s, "A", "Swamp", 4)
    autocrat = s.hand("A", "Sengir Autocrat")
    s.battlefield("B", "Island")
    unsummon = s.hand("B", "Unsummon")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", autocrat)
    s.resolve()
    serfs = tokens(s, "A")
    assert len(serfs) == 3 and all(s.name(t) == "Serf Token" for t in serfs)
    assert all((s.power(t), s.toughness(t), s.colors(t)) == (0, 1, {"black"}) for t in serfs)
    s.cast("B", unsummon, targets=[autocrat])
    s.resolve()
    assert s.zone(autocrat) == "hand"
    assert tokens(s, "A") == [] and s.zone(bears) == "battlefield"


# ---------------------------------------------------------------------------
# Landfall (an ability word, 207.2c): "Whenever a land you control enters"
# ---------------------------------------------------------------------------

def test_207_2c_steppe_lynx_landfall_pump_until_end_of_turn():
    s = Scenario()
    lynx = s.battlefield("A", "Steppe Lynx")
    plains = s.hand("A", "Plains")
    s.start()
    s.play_land("A", plains)
    s.resolve()
    assert (s.power(lynx), s.toughness(lynx)) == (2, 3)
    s.advance("upkeep", turn=2)
    assert (s.power(lynx), s.toughness(lynx)) == (0, 1)


def test_603_2_landfall_triggers_for_each_land_however_it_enters():
    s = Scenario()
    lynx = s.battlefield("A", "Steppe Lynx")
    lands(s, "A", "Forest", 2)
    growth = s.hand("A", "Rampant Growth")
    plains = s.library("A", ["Plains"])[0]
    mountain = s.hand("A", "Mountain")
    s.start()
    s.play_land("A", mountain)            # played (305.1)
    s.resolve()
    s.cast("A", growth)                   # put onto the battlefield by an effect
    s.resolve()
    assert s.pending.kind == "choose_cards"
    s.choose("A", plains)
    s.resolve()
    assert s.zone(plains) == "battlefield"
    assert (s.power(lynx), s.toughness(lynx)) == (4, 5)


def test_603_2_landfall_ignores_an_opponents_land():
    s = Scenario()
    lynx = s.battlefield("A", "Steppe Lynx")
    s.library("B", ["Island"])
    forest = s.hand("B", "Forest")
    s.start(turn=2)
    s.play_land("B", forest)
    s.resolve()
    assert s.stack == [] and (s.power(lynx), s.toughness(lynx)) == (0, 1)


def test_701_17a_hedron_crab_landfall_target_player_mills_three():
    s = Scenario()
    s.battlefield("A", "Hedron Crab")
    b_lib = s.library("B", ["Island", "Forest", "Plains", "Swamp"])
    plains = s.hand("A", "Plains")
    s.start()
    s.play_land("A", plains)
    assert s.pending.kind == "choose_target"
    s.choose("A", "B")
    s.resolve()
    assert [s.zone(c) for c in b_lib] == ["graveyard"] * 3 + ["library"]


def test_603_5_emeria_angel_may_create_a_bird():
    s = Scenario()
    s.battlefield("A", "Emeria Angel")
    plains, island = s.hand("A", ["Plains", "Island"])
    s.library("A", ["Forest"])
    s.library("B", ["Forest"])
    s.start()
    s.play_land("A", plains)
    s.resolve()
    assert s.pending.kind == "yes_no"
    s.choose("A", "yes")
    (bird,) = tokens(s, "A")
    assert s.name(bird) == "Bird Token" and "flying" in s.keywords(bird)
    assert s.colors(bird) == {"white"}
    s.advance("precombat_main", turn=3)
    s.play_land("A", island)
    s.resolve()
    s.choose("A", "no")
    assert len(tokens(s, "A")) == 1


def test_603_5_ob_nixilis_if_you_do_puts_counters():
    s = Scenario()
    ob = s.battlefield("A", "Ob Nixilis, the Fallen")
    swamp, swamp2 = s.hand("A", ["Swamp", "Swamp"])
    s.library("A", ["Forest"])
    s.library("B", ["Forest"])
    s.start()
    s.play_land("A", swamp)
    assert s.pending.kind == "choose_target"
    s.choose("A", "B")
    s.resolve()
    s.choose("A", "yes")
    assert s.life("B") == 17
    assert s.counters(ob) == {"+1/+1": 3} and s.power(ob) == 6
    s.advance("precombat_main", turn=3)
    s.play_land("A", swamp2)
    s.choose("A", "B")
    s.resolve()
    s.choose("A", "no")                   # didn't: no life loss, no counters
    assert s.life("B") == 17 and s.counters(ob) == {"+1/+1": 3}


def test_122_1a_territorial_scythecat_landfall_counter_lasts():
    s = Scenario()
    cat = s.battlefield("A", "Territorial Scythecat")
    forest = s.hand("A", "Forest")
    s.start()
    s.play_land("A", forest)
    s.resolve()
    assert s.counters(cat) == {"+1/+1": 1}
    s.advance("upkeep", turn=2)
    assert (s.power(cat), s.toughness(cat)) == (3, 2)       # counters don't wear off


def test_611_2c_canyon_jerboa_pumps_your_creatures_only():
    s = Scenario()
    jerboa = s.battlefield("A", "Canyon Jerboa")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    plains = s.hand("A", "Plains")
    s.start()
    s.play_land("A", plains)
    s.resolve()
    assert (s.power(jerboa), s.toughness(jerboa)) == (2, 3)
    assert (s.power(bears), s.toughness(bears)) == (3, 3)
    assert (s.power(giant), s.toughness(giant)) == (3, 3)


# ---------------------------------------------------------------------------
# Counters (122): +1/+1, -1/-1, annihilation (704.5q), on each creature
# ---------------------------------------------------------------------------

def test_704_5f_soul_snuffers_puts_a_counter_on_each_creature_including_itself():
    s = Scenario()
    lands(s, "A", "Swamp", 4)
    snuffers = s.hand("A", "Soul Snuffers")
    elves = s.battlefield("A", "Llanowar Elves")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", snuffers)
    s.resolve()
    assert s.zone(elves) == "graveyard"                    # 0/0 (704.5f)
    assert s.counters(snuffers) == {"-1/-1": 1} and s.power(snuffers) == 2
    assert s.counters(giant) == {"-1/-1": 1} and s.toughness(giant) == 2


def test_704_5q_plus_and_minus_counters_annihilate():
    s = Scenario()
    lands(s, "A", "Swamp", 4)
    snuffers = s.hand("A", "Soul Snuffers")
    bears = s.battlefield("B", "Grizzly Bears", counters={"+1/+1": 2})
    s.start()
    s.cast("A", snuffers)
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 1}
    assert (s.power(bears), s.toughness(bears)) == (3, 3)


def test_122_1a_dragonscale_boon_counters_and_untap():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", tapped=True)
    lands(s, "A", "Forest", 4)
    boon = s.hand("A", "Dragonscale Boon")
    s.start()
    s.cast("A", boon, targets=[bears])
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 2} and not s.is_tapped(bears)
    assert (s.power(bears), s.toughness(bears)) == (4, 4)


def test_603_6a_cathars_crusade_counts_the_newcomer():
    s = Scenario()
    s.battlefield("A", "Cathars' Crusade")
    old = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Hill Giant")
    lands(s, "A", "Forest", 2)
    new = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", new)
    s.resolve()
    assert s.counters(old) == {"+1/+1": 1} and s.counters(new) == {"+1/+1": 1}
    assert s.counters(theirs) == {}


def test_603_6a_cathars_crusade_triggers_once_per_creature_entering_at_once():
    s = Scenario()
    s.battlefield("A", "Cathars' Crusade")
    bears = s.battlefield("A", "Grizzly Bears")
    lands(s, "A", "Plains", 2)
    alarm = s.hand("A", "Raise the Alarm")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    assert s.pending.kind == "order_triggers"   # one trigger per Soldier
    s.choose("A", 0)
    s.resolve()
    soldiers = tokens(s, "A")
    assert len(soldiers) == 2
    assert s.counters(bears) == {"+1/+1": 2}
    assert all(s.counters(t) == {"+1/+1": 2} for t in soldiers)


def test_503_1a_midnight_banshee_upkeep_counters_on_nonblack_creatures():
    s = Scenario()
    banshee = s.battlefield("A", "Midnight Banshee")
    rats = s.battlefield("B", "Typhoid Rats")
    bears = s.battlefield("B", "Grizzly Bears")
    lions = s.battlefield("A", "Savannah Lions")
    s.start(turn=1, step="upkeep")
    s.resolve()
    assert s.counters(banshee) == {} and s.counters(rats) == {}
    assert s.counters(bears) == {"-1/-1": 1} and s.zone(lions) == "graveyard"


def test_503_1a_midnight_banshee_does_not_trigger_in_an_opponents_upkeep():
    s = Scenario()
    s.battlefield("A", "Midnight Banshee")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start(turn=2, step="upkeep")
    assert s.stack == []
    s.resolve()
    assert s.counters(bears) == {}


# ---------------------------------------------------------------------------
# Delayed triggered abilities (603.7)
# ---------------------------------------------------------------------------

def test_603_7a_otherworldly_journey_returns_the_card_at_the_next_end_step():
    s = Scenario()
    giant = s.battlefield("B", "Hill Giant", counters={"-1/-1": 1})
    lands(s, "A", "Plains", 2)
    journey = s.hand("A", "Otherworldly Journey")
    s.start()
    s.cast("A", journey, targets=[giant])
    s.resolve()
    assert s.zone(giant) == "exile"
    s.advance("end_step")
    s.resolve()
    assert s.zone(giant) == "battlefield" and s.controller(giant) == "B"
    assert s.counters(giant) == {"+1/+1": 1}    # a new object (400.7): the -1/-1 is gone
    assert s.is_sick(giant)


def test_603_7a_otherworldly_journey_returns_under_its_owners_control():
    # 610.3c: returned under its owner's control, even if A cast it on its own creature
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    lands(s, "B", "Plains", 2)
    journey = s.hand("B", "Otherworldly Journey")
    s.start()
    s.cast("B", journey, targets=[bears])
    s.resolve()
    s.advance("end_step")
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.controller(bears) == "A"
    assert s.counters(bears) == {"+1/+1": 1}
