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


def test_702_16d_704_5n_protection_unattaches_equipment_of_that_color():
    # Akroma's Memorial gives A's bears protection from red: Jackhammer (red) becomes
    # unattached and stays on the battlefield; colorless Bonesplitter stays attached.
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    hammer = s.battlefield("A", "Jackhammer")
    splitter = s.battlefield("A", "Bonesplitter")
    for _ in range(10):
        s.battlefield("A", "Mountain")
    memorial = s.hand("A", "Akroma's Memorial")
    s.start()
    s.activate("A", hammer, targets=[bears])
    s.resolve()
    s.activate("A", splitter, targets=[bears])
    s.resolve()
    assert s.attached_to(hammer) == bears and s.attached_to(splitter) == bears
    assert s.power(bears) == 6
    s.cast("A", memorial)
    s.resolve()
    assert s.attached_to(hammer) is None and s.zone(hammer) == "battlefield"
    assert s.attached_to(splitter) == bears and s.power(bears) == 4
    # 702.16d: it can't be equipped by it again (the equip ability can't target it).
    with pytest.raises(IllegalActionError):
        s.activate("A", hammer, targets=[bears])


def test_702_16a_protection_is_reported_with_its_quality():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    knight = s.battlefield("B", "Silver Knight")
    s.battlefield("A", "Akroma's Memorial")
    s.start()
    assert {"protection from black", "protection from red"} <= s.keywords(bears)
    assert "protection" not in s.keywords(bears)
    assert "protection from red" in s.keywords(knight)
    views = {v.name: v for v in s.game.permanents()}   # the public CardView says the same
    assert "protection from red" in views["Silver Knight"].keywords
    assert {"protection from black", "protection from red"} <= views["Grizzly Bears"].keywords


def test_702_16b_aura_spell_cant_target_a_creature_with_protection():
    s, aura = _aura_board("Unholy Strength", lands=("Swamp",))
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Akroma's Memorial")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", aura, targets=[bears])
    assert s.zone(aura) == "hand"


# ---------------------------------------------------------------------------
# More attachment scenarios: timing, cost, 701.3b, 400.7, 301.5c, 303.4d
# ---------------------------------------------------------------------------

def _equip(s, player, equipment, creature, pay_with=None):
    s.activate(player, equipment, "Equip", targets=[creature], pay_with=pay_with)
    s.resolve()


def test_702_6a_equip_not_in_combat_or_on_opponents_turn():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    sword = s.battlefield("A", "Short Sword")
    s.battlefield("A", "Mountain")
    s.start(step="beginning_of_combat")
    with pytest.raises(IllegalActionError):
        s.activate("A", sword, "Equip", targets=[bears])
    assert s.power(bears) == 2


def test_702_6a_equip_cost_is_paid():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    hammer = s.battlefield("A", "Loxodon Warhammer")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    s.start()
    with pytest.raises(IllegalActionError):  # Equip {3} with two lands
        s.activate("A", hammer, "Equip", targets=[bears])
    assert s.power(bears) == 2


def test_702_6a_lightning_greaves_equip_zero_gives_haste_and_shroud():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    greaves = s.battlefield("A", "Lightning Greaves")
    pyro = s.battlefield("B", "Prodigal Pyromancer")
    s.start()
    _equip(s, "A", greaves, bears)  # Equip {0}: no mana needed
    assert {"haste", "shroud"} <= s.keywords(bears)
    s.pass_turn()
    with pytest.raises(IllegalActionError, match="not a legal target"):  # 702.18a
        s.activate("B", pyro, targets=[bears])


def test_701_3b_attach_to_the_object_it_is_already_attached_to_does_nothing():
    """Equipping the creature it already equips: the ability resolves, nothing
    happens (701.3b), the bonus is not doubled."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    sword = s.battlefield("A", "Bonesplitter")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    s.start()
    _equip(s, "A", sword, bears)
    _equip(s, "A", sword, bears)
    assert (s.power(bears), s.toughness(bears)) == (4, 2)


def test_400_7_returned_creature_is_a_new_object_not_equipped():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    sword = s.battlefield("A", "Vulshok Morningstar")
    m1 = s.battlefield("A", "Mountain")
    m2 = s.battlefield("A", "Mountain")
    s.battlefield("A", "Island")
    unsummon = s.hand("A", "Unsummon")
    s.start()
    _equip(s, "A", sword, bears, pay_with=[m1, m2])
    s.cast("A", unsummon, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(sword) == "battlefield"


def test_301_5c_704_5n_equipment_that_becomes_a_creature_is_unattached():
    """March of the Machines makes the Equipment an artifact creature: an Equipment
    that's also a creature can't equip a creature (301.5c) and becomes unattached
    (704.5n); the bonus ends."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    sword = s.battlefield("A", "Vulshok Morningstar")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    for _ in range(4):
        s.battlefield("A", "Island")
    march = s.hand("A", "March of the Machines")
    s.start()
    _equip(s, "A", sword, bears)
    assert s.power(bears) == 4
    s.cast("A", march)
    s.resolve()
    assert "creature" in s.types(sword)
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
    assert (s.power(sword), s.toughness(sword)) == (2, 2)  # mana value 2


def test_704_5n_equipped_permanent_that_stops_being_a_creature_unattaches():
    """Mishra's Factory is a creature until end of turn; equipped, then at cleanup
    it stops being a creature and the Equipment becomes unattached (704.5n), so
    it doesn't equip the Factory when it animates again."""
    s = Scenario()
    factory = s.battlefield("A", "Mishra's Factory")
    sword = s.battlefield("A", "Short Sword")
    for _ in range(2):
        s.battlefield("A", "Mountain")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.activate("A", factory, "becomes")
    s.resolve()
    _equip(s, "A", sword, factory)
    assert (s.power(factory), s.toughness(factory)) == (3, 3)
    s.pass_turn()
    s.pass_turn()
    s.activate("A", factory, "becomes")
    s.resolve()
    assert (s.power(factory), s.toughness(factory)) == (2, 2)


def test_301_5_control_of_equipment_and_creature_can_differ():
    """Act of Treason on an equipped creature: the Equipment stays attached (704.5n
    doesn't care who controls the creature) and keeps granting its bonus."""
    s = Scenario()
    lions = s.battlefield("A", "Savannah Lions")
    sword = s.battlefield("A", "Vulshok Morningstar")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    for _ in range(3):
        s.battlefield("B", "Mountain")
    treason = s.hand("B", "Act of Treason")
    s.library("B", ["Island"] * 3)
    s.start()
    _equip(s, "A", sword, lions)
    s.pass_turn()
    s.advance("precombat_main")
    s.cast("B", treason, targets=[lions])
    s.resolve()
    assert s.controller(lions) == "B"
    assert (s.power(lions), s.toughness(lions)) == (4, 3)


def test_704_5m_aura_not_attached_to_anything_goes_to_graveyard():
    s = Scenario()
    aura = s.battlefield("A", "Holy Strength")  # put onto the battlefield unattached
    s.start()
    assert s.zone(aura) == "graveyard"


def test_704_5m_aura_on_permanent_that_stops_matching_enchant_goes_to_graveyard():
    """Holy Strength on an animated Mishra's Factory: when the Factory stops being
    a creature at cleanup, it is an illegal object for "Enchant creature"."""
    s = Scenario()
    factory = s.battlefield("A", "Mishra's Factory")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    aura = s.hand("A", "Holy Strength")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.activate("A", factory, "becomes")
    s.resolve()
    s.cast("A", aura, targets=[factory])
    s.resolve()
    assert (s.power(factory), s.toughness(factory)) == (3, 4)
    s.pass_turn()
    assert s.zone(aura) == "graveyard" and s.zone(factory) == "battlefield"


def test_303_4d_shroud_does_not_make_an_attached_aura_illegal():
    """Lightning Greaves gives shroud after the Aura is attached: being the target
    of spells isn't what enchanting is (303.4d); the Aura stays."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    greaves = s.battlefield("A", "Lightning Greaves")
    s.battlefield("A", "Plains")
    aura = s.hand("A", "Holy Strength")
    s.start()
    s.cast("A", aura, targets=[bears])
    s.resolve()
    _equip(s, "A", greaves, bears)
    assert "shroud" in s.keywords(bears)
    assert s.zone(aura) == "battlefield" and (s.power(bears), s.toughness(bears)) == (3, 4)
