"""Rancor: an Aura's "enchanted creature gets/has" (303.4, 613.1) and its
leaves-the-battlefield trigger, which looks back in time (CR 603.10a): it triggers
on the Aura as it last existed on the battlefield, even when the Aura leaves
because of a state-based action (704.5m) or together with the creature."""

from mtgcore.testing import Scenario


def _board(*lands):
    s = Scenario()
    for land in lands or ("Forest",):
        s.battlefield("A", land)
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Forest"] * 5)
    return s


def _enchant(s, rancor, creature):
    s.cast("A", rancor, targets=[creature])
    s.resolve()
    assert s.attached_to(rancor) == creature


def test_613_1_rancor_enchanted_creature_gets_plus_2_0_and_has_trample():
    s = _board()
    rancor = s.hand("A", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    _enchant(s, rancor, bears)
    assert (s.power(bears), s.toughness(bears)) == (4, 2)
    assert "trample" in s.keywords(bears)
    assert s.keywords(rancor) == set() and s.types(rancor) == {"enchantment", "aura"}
    s.check_invariants()


def test_603_10a_rancor_returns_when_the_enchanted_creature_dies_704_5m():
    s = _board("Forest", "Mountain")
    rancor = s.hand("A", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    _enchant(s, rancor, bears)
    s.cast("A", bolt, targets=[bears])
    s.resolve()  # the bears die, Rancor goes to the graveyard (704.5m), its trigger resolves
    assert s.zone(bears) == "graveyard"
    assert s.zone(rancor) == "hand"
    assert s.hand_size("A") == 1      # Rancor itself (the Bolt was cast)
    s.check_invariants()


def test_603_10a_rancor_returns_when_it_is_destroyed():
    s = _board()
    rancor = s.hand("A", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Plains")
    s.battlefield("B", "Plains")
    disenchant = s.hand("B", "Disenchant")
    s.start()
    _enchant(s, rancor, bears)
    s.pass_priority()
    s.cast("B", disenchant, targets=[rancor])
    s.resolve()
    assert s.zone(rancor) == "hand" and s.power(bears) == 2
    assert "trample" not in s.keywords(bears)


def test_603_10a_rancor_returns_to_its_owners_hand_not_its_controllers():
    # Rancor cast by B on A's creature: B owns it, so it goes back to B's hand.
    s = _board("Mountain")
    s.battlefield("B", "Forest")
    rancor = s.hand("B", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.start(turn=2)                   # B's turn
    s.cast("B", rancor, targets=[bears])
    s.resolve()
    assert s.attached_to(rancor) == bears and s.controller(rancor) == "B"
    assert s.power(bears) == 4
    s.pass_priority()
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(rancor) == "hand" and rancor in s.cards("B", "hand")


def test_603_6c_rancor_spell_countered_by_608_3b_does_not_return():
    # Its target is gone as it would resolve: the Aura spell goes to the graveyard
    # from the stack, not from the battlefield, so nothing triggers.
    s = _board("Forest", "Mountain")
    rancor = s.hand("A", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", rancor, targets=[bears])
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    s.resolve()
    assert s.zone(rancor) == "graveyard"
    assert s.stack == [] and s.zone(rancor) == "graveyard"


def test_702_19b_rancor_trample_assigns_excess_damage_to_the_player():
    s = _board()
    rancor = s.hand("A", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    vanguard = s.battlefield("B", "Elite Vanguard")   # 2/1
    s.start()
    _enchant(s, rancor, bears)
    s.attack({bears: "B"})
    s.block({vanguard: bears})
    s.assign_combat_damage(bears, {vanguard: 1, "B": 3})   # lethal to the blocker, the rest tramples over
    s.advance("end_of_combat")
    assert s.life("B") == 17 and s.zone(vanguard) == "graveyard"
    # The bears died too (2 damage): Rancor returns to A's hand.
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(rancor) == "hand"
