"""Mana (CR 106, 605), casting spells (601) and timing (117.1a, 307.1), lands (305)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def test_llanowar_elves_pays_for_a_spell_605():
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves")
    forest = s.battlefield("A", "Forest")
    tusker = s.hand("A", "Kalonian Tusker")
    s.start()
    s.cast("A", tusker)
    assert s.is_tapped(elves) and s.is_tapped(forest)
    s.resolve()
    assert s.zone(tusker) == "battlefield"


def test_summoning_sick_elves_cannot_tap_for_mana_302_6():
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves", sick=True)
    forest = s.battlefield("A", "Forest")
    tusker = s.hand("A", "Kalonian Tusker")
    s.start()
    with pytest.raises(IllegalActionError, match="cannot cast Kalonian Tusker"):
        s.cast("A", tusker)
    with pytest.raises(IllegalActionError, match="summoning sick"):
        s.activate("A", elves)
    assert not s.is_tapped(forest) and not s.is_tapped(elves) and s.zone(tusker) == "hand"


def test_elves_cast_this_turn_can_tap_next_turn_302_6():
    s = Scenario()
    s.battlefield("A", "Forest")
    elves = s.hand("A", "Llanowar Elves")
    s.library("A", ["Forest"])
    s.library("B", ["Island"])
    s.start()
    s.cast("A", elves)
    s.resolve()
    with pytest.raises(IllegalActionError):
        s.activate("A", elves, "{T}: Add {G}.")
    s.advance("upkeep", turn=3)
    s.activate("A", elves, "{T}: Add {G}.")
    assert s.mana_pool("A") == {"G": 1}


def test_pay_with_taps_exactly_the_chosen_sources_601_2g():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    island = s.battlefield("A", "Island")
    mountain = s.battlefield("A", "Mountain")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears, pay_with=[forest, mountain])
    assert s.is_tapped(forest) and s.is_tapped(mountain) and not s.is_tapped(island)
    assert s.mana_pool("A") == {}


def test_pay_with_wrong_colors_fails():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    island = s.battlefield("A", "Island")
    mountain = s.battlefield("A", "Mountain")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match=r"cannot pay \{1\}\{G\}"):
        s.cast("A", bears, pay_with=[island, mountain])
    assert not any(s.is_tapped(x) for x in (forest, island, mountain))


def test_auto_payment_spends_pool_mana_first():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    island = s.battlefield("A", "Island")
    mountain = s.battlefield("A", "Mountain")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.activate("A", mountain)               # {R} floating
    s.cast("A", bears)                      # {1}{G}: the {R} pays the generic part
    assert s.is_tapped(forest) and not s.is_tapped(island)
    assert s.mana_pool("A") == {}


def test_colored_requirement_106_1():
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    murder = s.hand("A", "Murder")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match=r"cannot pay \{1\}\{B\}\{B\}"):
        s.cast("A", murder, targets=[bears])


def test_bone_splinters_sacrifice_is_an_additional_cost_601_2b():
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves")
    skel = s.battlefield("A", "Drudge Skeletons")
    swamp = s.battlefield("A", "Swamp")
    splinters = s.hand("A", "Bone Splinters")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="sacrifice"):
        s.cast("A", splinters, targets=[bears])          # two creatures to choose from
    s.cast("A", splinters, targets=[bears], sacrifice=[elves], pay_with=[swamp])
    assert s.zone(elves) == "graveyard"                  # paid on casting, before resolution
    assert s.zone(bears) == "battlefield" and s.zone(skel) == "battlefield"
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_bone_splinters_needs_a_creature_to_sacrifice():
    s = Scenario()
    s.battlefield("A", "Swamp")
    splinters = s.hand("A", "Bone Splinters")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="cannot cast Bone Splinters"):
        s.cast("A", splinters, targets=[bears])


def test_bone_splinters_sacrificing_its_own_target_608_2b():
    # Targets are chosen before costs are paid (601.2c before 601.2h): sacrificing
    # the target makes it illegal, so the spell doesn't resolve.
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves")
    s.battlefield("A", "Swamp")
    splinters = s.hand("A", "Bone Splinters")
    s.start()
    s.cast("A", splinters, targets=[elves], sacrifice=[elves])
    s.resolve()
    assert s.zone(elves) == "graveyard" and s.zone(splinters) == "graveyard"
    assert "Destroy" not in s.log


def test_one_land_per_turn_305_2():
    s = Scenario()
    f1, f2 = s.hand("A", ["Forest", "Forest"])
    s.library("A", ["Island"])
    s.library("B", ["Island"])
    s.start()
    s.play_land("A", f1)
    assert s.zone(f1) == "battlefield" and s.lands_played("A") == 1
    with pytest.raises(IllegalActionError, match="305.2"):
        s.play_land("A", f2)
    assert s.zone(f2) == "hand"
    s.advance("precombat_main", turn=3)
    s.play_land("A", f2)
    assert s.zone(f2) == "battlefield"


def test_land_only_in_own_main_phase_with_empty_stack_305_2():
    s = Scenario()
    forest = s.hand("B", "Forest")
    s.start()
    with pytest.raises(IllegalActionError):
        s.play_land("B", forest)  # not B's turn


def test_playing_a_land_does_not_use_the_stack_305_1():
    s = Scenario()
    forest = s.hand("A", "Forest")
    s.start()
    s.play_land("A", forest)
    assert s.stack == [] and s.priority_player == "A"


def test_sorcery_timing_vs_instants_307_1():
    s = Scenario()
    s.library("A", ["Island"])
    s.library("B", ["Island"])
    for _ in range(2):
        s.battlefield("A", "Mountain")
        s.battlefield("B", "Mountain")
    hammer = s.hand("A", "Volcanic Hammer")
    spike_b = s.hand("B", "Lava Spike")
    bolt_b = s.hand("B", "Lightning Bolt")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start(step="upkeep")
    with pytest.raises(IllegalActionError, match="sorcery timing"):
        s.cast("A", hammer, targets=["B"])         # not a main phase
    with pytest.raises(IllegalActionError, match="sorcery timing"):
        s.cast("B", spike_b, targets=["A"])        # not B's turn
    s.cast("B", bolt_b, targets=[bears])           # instants any time with priority
    s.resolve()
    s.advance("precombat_main")
    s.cast("A", hammer, targets=["B"])
    s.resolve()
    assert s.life("B") == 17 and s.zone(bears) == "graveyard"


def test_sorcery_cannot_be_cast_with_a_nonempty_stack_307_1():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    spike = s.hand("A", "Lava Spike")
    s.start()
    s.cast("A", bolt, targets=["B"])
    with pytest.raises(IllegalActionError, match="sorcery timing"):
        s.cast("A", spike, targets=["B"])
    s.resolve()
    s.cast("A", spike, targets=["B"])
    s.resolve()
    assert s.life("B") == 14


def test_mana_ability_with_pay_with_for_an_activated_ability():
    s = Scenario()
    skel = s.battlefield("A", "Drudge Skeletons")
    s1 = s.battlefield("A", "Swamp")
    s2 = s.battlefield("A", "Swamp")
    s.start()
    s.activate("A", skel, "Regenerate", pay_with=[s2])
    assert s.is_tapped(s2) and not s.is_tapped(s1)
