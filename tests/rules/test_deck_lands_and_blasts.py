"""Families of real tournament decks' cards, compiled from their Oracle text (issue 19):
fetchlands and "X or Y" selectors (CR 109.2, 701.23), shocklands (614.12, 119.4), lands
that enter tapped unless / if a condition (614.1d), activation costs of life (119.4,
602.2b), the blasts' "if it's <color>" checked on resolution (608.2b-c), "two target
artifacts" (115.1d) and "for each artifact and/or enchantment you control"."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

CARDS = ["Flooded Strand", "Steam Vents", "Spirebluff Canal", "Deathcap Glade", "Hydroblast",
         "Pyroblast", "Dust to Dust", "All That Glitters", "Ornithopter", "Coral Merfolk",
         "Sol Ring"]


def _scenario():
    return Scenario(library=default_library().including(CARDS))


def test_701_23_flooded_strand_finds_a_plains_or_an_island_paying_one_life():
    s = _scenario()
    strand = s.battlefield("A", "Flooded Strand")
    found = s.library("A", ["Island", "Swamp", "Plains", "Mountain"])
    s.start()
    s.activate("A", strand)
    assert s.life("A") == 19 and s.zone(strand) == "graveyard"   # CR 119.4, 602.2b: the costs
    s.resolve()
    labels = [a.label for a in s.game.legal_actions()]
    # "a Plains or Island card": either alternative of the selector, nothing else
    assert any("Island" in l for l in labels) and any("Plains" in l for l in labels)
    assert not any("Swamp" in l or "Mountain" in l for l in labels)
    s.choose("A", "Plains")
    assert s.zone(found[2]) == "battlefield" and not s.is_tapped(found[2])
    assert s.zone(found[1]) == "library"


@pytest.mark.parametrize("pay", [True, False])
def test_614_12_steam_vents_pays_two_life_or_enters_tapped(pay):
    s = _scenario()
    vents = s.hand("A", "Steam Vents")
    s.start()
    s.play_land("A", vents)
    labels = [a.label for a in s.game.legal_actions()]
    assert "pay 2 life" in labels and any("enters tapped" in l for l in labels)
    s.choose("A", "pay 2 life" if pay else "don't pay")
    assert s.zone(vents) == "battlefield"
    assert s.is_tapped(vents) != pay
    assert s.life("A") == (18 if pay else 20)


def test_119_4_steam_vents_with_one_life_can_only_enter_tapped():
    s = _scenario()
    vents = s.hand("A", "Steam Vents")
    s.set_life("A", 1)
    s.start()
    s.play_land("A", vents)
    if s.decision == "choose_replacement":
        assert [a.label for a in s.game.legal_actions()] == ["don't pay (it enters tapped)"]
        s.choose("A", "don't pay")
    assert s.is_tapped(vents) and s.life("A") == 1


@pytest.mark.parametrize("others, tapped", [(0, False), (2, False), (3, True)])
def test_614_1d_spirebluff_canal_enters_tapped_unless_two_or_fewer_other_lands(others, tapped):
    s = _scenario()
    for _ in range(others):
        s.battlefield("A", "Island")
    s.battlefield("B", "Island")  # the opponent's lands don't count
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    canal = s.hand("A", "Spirebluff Canal")
    s.start()
    s.play_land("A", canal)
    assert s.is_tapped(canal) == tapped


@pytest.mark.parametrize("others, tapped", [(1, True), (2, False)])
def test_614_1d_deathcap_glade_enters_tapped_unless_two_or_more_other_lands(others, tapped):
    s = _scenario()
    for _ in range(others):
        s.battlefield("A", "Forest")
    glade = s.hand("A", "Deathcap Glade")
    s.start()
    s.play_land("A", glade)
    assert s.is_tapped(glade) == tapped


@pytest.mark.parametrize("spell, countered", [("Lightning Bolt", True), ("Giant Growth", False)])
def test_608_2b_hydroblast_counters_target_spell_only_if_its_red(spell, countered):
    s = _scenario()
    s.battlefield("A", "Island")
    blast = s.hand("A", "Hydroblast")
    s.battlefield("B", "Mountain")
    s.battlefield("B", "Forest")
    bear = s.battlefield("B", "Grizzly Bears")
    sp = s.hand("B", spell)
    s.start(turn=2)
    s.cast("B", sp, targets=[bear] if spell == "Giant Growth" else ["A"])
    # any spell is a legal target (the color is checked on resolution, 608.2b-c)
    s.cast("A", blast, targets=[s.stack[-1]], modes=[1])
    s.resolve()
    assert (s.zone(sp) == "graveyard" and s.stack == []) or not countered
    if countered:
        assert s.life("A") == 20
    else:
        s.resolve()
        assert s.power(bear) == 5


@pytest.mark.parametrize("what, destroyed", [("Island", True), ("Mountain", False)])
def test_608_2b_pyroblast_destroys_target_permanent_only_if_its_blue(what, destroyed):
    s = _scenario()
    s.battlefield("A", "Mountain")
    blast = s.hand("A", "Pyroblast")
    victim = s.battlefield("B", "Coral Merfolk" if what == "Island" else "Grizzly Bears")
    s.start()
    s.cast("A", blast, targets=[victim], modes=[2])
    s.resolve()
    assert (s.zone(victim) == "graveyard") == destroyed


def test_115_1d_dust_to_dust_exiles_two_target_artifacts():
    s = _scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    d = s.hand("A", "Dust to Dust")
    a1 = s.battlefield("B", "Ornithopter")
    a2 = s.battlefield("B", "Sol Ring")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", d, targets=[a1])          # two targets, not one
    s.cast("A", d, targets=[a1, a2])
    s.resolve()
    assert s.zone(a1) == "exile" and s.zone(a2) == "exile"


def test_613_4c_all_that_glitters_counts_artifacts_and_enchantments_you_control():
    s = _scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    bear = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Ornithopter")
    s.battlefield("B", "Sol Ring")            # not yours
    glitter = s.hand("A", "All That Glitters")
    s.start()
    s.cast("A", glitter, targets=[bear])
    s.resolve()
    # Ornithopter and the Aura itself: two artifacts and/or enchantments
    assert s.power(bear) == 4 and s.toughness(bear) == 4


def test_204_2_dryad_arbor_is_green_by_its_color_indicator_and_summoning_sick():
    """Dryad Arbor has no mana cost: its color is its color indicator's (CR 202.2e,
    204.2); it is a land creature, so it is summoning sick (302.6) and its Forest
    type's mana ability (305.6) can't be activated the turn it is played."""
    s = Scenario(library=default_library().including(["Dryad Arbor"]))
    old = s.battlefield("A", "Dryad Arbor")
    new = s.hand("A", "Dryad Arbor")
    s.start()
    assert s.colors(old) == {"green"} and s.mana_value(old) == 0
    assert {"land", "creature", "forest", "dryad"} <= s.types(old)
    assert (s.power(old), s.toughness(old)) == (1, 1)
    s.activate("A", old)
    assert s.mana_pool("A") == {"G": 1}
    s.play_land("A", new)
    assert s.zone(new) == "battlefield" and s.is_sick(new) and s.colors(new) == {"green"}
    with pytest.raises(IllegalActionError):
        s.activate("A", new)
