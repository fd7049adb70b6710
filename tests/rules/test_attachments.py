"""Attachments (CR 301.5, 701.3, 702.6, 704.5n): Equipment, equip, "equipped
creature gets/has" as a static ability whose affected set is the object it's
attached to (a layer-system effect, 613.1)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _board(equipment="Bonesplitter", lands=3):
    s = Scenario()
    eq = s.battlefield("A", equipment)
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(lands):
        s.battlefield("A", "Mountain")
    s.library("A", ["Mountain"] * 5)
    s.library("B", ["Mountain"] * 5)
    return s, eq, bears


def test_702_6a_equip_attaches_and_equipped_creature_gets_the_bonus_301_5():
    s, eq, bears = _board()
    s.start()
    assert s.attached_to(eq) is None and s.power(bears) == 2
    s.activate("A", eq, targets=[bears])
    assert s.attached_to(eq) is None  # equip uses the stack (it's an activated ability)
    s.resolve()
    assert s.attached_to(eq) == bears
    assert (s.power(bears), s.toughness(bears)) == (4, 2)
    assert (s.power(eq), s.zone(eq)) == (0, "battlefield")


def test_702_6a_equipped_creature_has_keywords_loxodon_warhammer():
    s, eq, bears = _board("Loxodon Warhammer")
    s.start()
    assert not {"trample", "lifelink"} & s.keywords(bears)
    s.activate("A", eq, targets=[bears])
    s.resolve()
    assert {"trample", "lifelink"} <= s.keywords(bears)
    assert s.power(bears) == 5


def test_702_6a_equipped_creature_deals_damage_with_its_bonus_and_lifelink():
    s, eq, bears = _board("Loxodon Warhammer")
    s.start()
    s.activate("A", eq, targets=[bears])
    s.resolve()
    s.pass_turn()
    s.pass_turn()
    s.attack({bears: "B"})
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 15 and s.life("A") == 25


def test_702_6a_equip_targets_only_a_creature_you_control():
    s, eq, bears = _board()
    theirs = s.battlefield("B", "Hill Giant")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", eq, targets=[theirs])
    assert s.attached_to(eq) is None and s.power(theirs) == 3


def test_602_5d_equip_only_as_a_sorcery():
    s, eq, bears = _board()
    s.start()
    s.pass_turn()  # B's turn: A can't equip
    s.advance("precombat_main")
    with pytest.raises(IllegalActionError):
        s.activate("A", eq, targets=[bears])
    s.pass_turn()
    s.advance("precombat_main")
    s.activate("A", eq, targets=[bears])
    s.resolve()
    assert s.attached_to(eq) == bears


def test_701_3a_equip_again_moves_the_equipment_and_the_bonus():
    s, eq, bears = _board(lands=2)
    giant = s.battlefield("A", "Hill Giant")
    s.start()
    s.activate("A", eq, targets=[bears])
    s.resolve()
    s.activate("A", eq, targets=[giant])
    s.resolve()
    assert s.attached_to(eq) == giant
    assert (s.power(bears), s.power(giant)) == (2, 5)


def test_704_5n_equipment_stays_unattached_when_the_creature_leaves():
    s, eq, bears = _board()
    shock = s.hand("A", "Shock")
    s.start()
    s.activate("A", eq, targets=[bears])
    s.resolve()
    s.cast("A", shock, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.zone(eq) == "battlefield" and s.attached_to(eq) is None


def test_613_1_two_equipment_on_one_creature_both_apply():
    s = Scenario()
    sword = s.battlefield("A", "Short Sword")
    star = s.battlefield("A", "Vulshok Morningstar")
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("A", "Mountain")
    s.start()
    s.activate("A", sword, targets=[bears])
    s.resolve()
    s.activate("A", star, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (5, 5)


# ---- Auras (CR 303.4) -------------------------------------------------------
def _aura_board(aura, lands=("Plains",), **kw):
    s = Scenario()
    for land in lands:
        s.battlefield("A", land)
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    return s, s.hand("A", aura)


def test_303_4f_aura_spell_targets_and_enters_attached_to_its_target():
    s, aura = _aura_board("Holy Strength")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", aura, targets=[bears])
    assert s.stack[0].targets == [bears]  # 303.4a: the Aura spell targets
    s.resolve()
    assert s.zone(aura) == "battlefield" and s.attached_to(aura) == bears
    assert (s.power(bears), s.toughness(bears)) == (3, 4)


def test_303_4a_aura_can_enchant_an_opponents_creature():
    s, aura = _aura_board("Unholy Strength", lands=("Swamp",))
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", aura, targets=[giant])
    s.resolve()
    assert s.attached_to(aura) == giant and (s.power(giant), s.toughness(giant)) == (5, 4)
    assert s.controller(aura) == "A" and s.controller(giant) == "B"


def test_303_4a_aura_spell_needs_a_legal_target():
    s, aura = _aura_board("Holy Strength")
    s.battlefield("A", "Forest")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", aura, targets=[])
    assert s.zone(aura) == "hand"


def test_608_3b_aura_spell_with_an_illegal_target_goes_to_the_graveyard():
    s, aura = _aura_board("Holy Strength", lands=("Plains", "Mountain"))
    bears = s.battlefield("A", "Grizzly Bears")
    shock = s.hand("A", "Shock")
    s.start()
    s.cast("A", aura, targets=[bears])
    s.cast("A", shock, targets=[bears])
    s.resolve()  # Shock: the bears die
    assert s.zone(bears) == "graveyard"
    s.resolve()
    assert s.zone(aura) == "graveyard"


def test_704_5m_aura_goes_to_the_graveyard_when_the_enchanted_creature_dies():
    s, aura = _aura_board("Unholy Strength", lands=("Swamp", "Mountain", "Mountain"))
    bears = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", aura, targets=[bears])
    s.resolve()
    assert s.toughness(bears) == 3
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(aura) == "graveyard"


def test_613_1b_control_magic_gains_control_of_enchanted_creature_303_4():
    s, aura = _aura_board("Control Magic", lands=("Island",) * 4)
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", aura, targets=[giant])
    s.resolve()
    assert s.attached_to(aura) == giant and s.controller(giant) == "A"
    assert s.controller(aura) == "A"



def test_702_16c_704_5m_protection_makes_the_aura_fall_off():
    # Akroma's Memorial gives A's creatures protection from black: Unholy Strength
    # (black) on A's bears is then attached illegally and goes to the graveyard.
    s, aura = _aura_board("Unholy Strength", lands=("Swamp",) + ("Plains",) * 7)
    bears = s.battlefield("A", "Grizzly Bears")
    memorial = s.hand("A", "Akroma's Memorial")
    s.start()
    s.cast("A", aura, targets=[bears])
    s.resolve()
    assert s.attached_to(aura) == bears
    s.cast("A", memorial)
    s.resolve()
    assert s.zone(aura) == "graveyard" and s.power(bears) == 2


def test_702_16b_aura_spell_cant_target_a_creature_with_protection():
    s, aura = _aura_board("Unholy Strength", lands=("Swamp",))
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Akroma's Memorial")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", aura, targets=[bears])
    assert s.zone(aura) == "hand"
