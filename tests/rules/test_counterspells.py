"""The stack as a target (CR 115, 701.6): counterspells with type filters, "unless its
controller pays {N}", and spells that can't be countered (101.2)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _setup(a_lands=("Forest", 2), b_lands=("Island", 3), turn=1):
    s = Scenario()
    for _ in range(a_lands[1]):
        s.battlefield("A", a_lands[0])
    for _ in range(b_lands[1]):
        s.battlefield("B", b_lands[0])
    return s


def test_701_6a_cancel_counters_target_spell():
    s = _setup()
    bears = s.hand("A", "Grizzly Bears")
    cancel = s.hand("B", "Cancel")
    s.start()
    s.cast("A", bears)
    s.cast("B", cancel, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(cancel) == "graveyard"


def test_115_1_remove_soul_targets_only_creature_spells():
    s = _setup(a_lands=("Island", 2), b_lands=("Island", 2))
    s.library("A", ["Island"] * 2)
    tt = s.hand("A", "Think Twice")
    soul = s.hand("B", "Remove Soul")
    s.start()
    s.cast("A", tt)
    with pytest.raises(IllegalActionError):
        s.cast("B", soul, targets=[tt])  # a noncreature spell: no legal target


def test_115_1_spell_pierce_targets_only_noncreature_spells():
    s = _setup(b_lands=("Island", 1))
    bears = s.hand("A", "Grizzly Bears")
    pierce = s.hand("B", "Spell Pierce")
    s.start()
    s.cast("A", bears)
    with pytest.raises(IllegalActionError):
        s.cast("B", pierce, targets=[bears])


def test_701_6a_mana_leak_countered_when_controller_cant_pay():
    s = _setup(a_lands=("Forest", 2))
    bears = s.hand("A", "Grizzly Bears")
    leak = s.hand("B", "Mana Leak")
    s.start()
    s.cast("A", bears)  # taps both Forests: {3} can't be paid
    s.cast("B", leak, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_701_6a_mana_leak_controller_pays_and_spell_resolves():
    s = _setup(a_lands=("Forest", 5))
    bears = s.hand("A", "Grizzly Bears")
    leak = s.hand("B", "Mana Leak")
    s.start()
    s.cast("A", bears)
    s.cast("B", leak, targets=[bears])
    s.resolve()
    assert s.decision == "yes_no"
    s.choose("A", "yes")
    s.resolve()
    assert s.zone(bears) == "battlefield"
    assert sum(s.is_tapped(c) for c in s.permanents("A") if c.name == "Forest") == 5


def test_701_6a_mana_leak_controller_declines_to_pay():
    s = _setup(a_lands=("Forest", 5))
    bears = s.hand("A", "Grizzly Bears")
    leak = s.hand("B", "Mana Leak")
    s.start()
    s.cast("A", bears)
    s.cast("B", leak, targets=[bears])
    s.resolve()
    s.choose("A", "no")
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_101_2_carnage_tyrant_cant_be_countered():
    s = _setup(a_lands=("Forest", 6))
    tyrant = s.hand("A", "Carnage Tyrant")
    cs = s.hand("B", "Cancel")
    s.start()
    s.cast("A", tyrant)
    s.cast("B", cs, targets=[tyrant])  # a legal target: the counterspell just fails
    s.resolve()
    assert s.zone(tyrant) == "battlefield" and s.zone(cs) == "graveyard"


def test_101_2_cant_be_countered_spell_ignores_unless_pays():
    s = Scenario()
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Forest")
    _ = [s.battlefield("B", "Island") for _ in range(2)]
    decay = s.hand("A", "Abrupt Decay")
    bears = s.battlefield("B", "Grizzly Bears")
    leak = s.hand("B", "Mana Leak")
    s.start()
    s.cast("A", decay, targets=[bears])
    s.cast("B", leak, targets=[decay])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(decay) == "graveyard"


def test_101_2_supreme_verdict_resolves_through_a_counterspell():
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Plains")
    for _ in range(2):
        s.battlefield("A", "Island")
    _ = [s.battlefield("B", "Island") for _ in range(4)]
    verdict = s.hand("A", "Supreme Verdict")
    bears = s.battlefield("B", "Grizzly Bears")
    cs = s.hand("B", "Cryptic Command")
    s.library("B", ["Island"] * 2)
    s.start()
    s.cast("A", verdict)
    s.cast("B", cs, targets=[verdict], modes=[1, 4])  # the counter mode fails, the draw happens
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(verdict) == "graveyard"
    assert s.hand_size("B") == 1


def test_700_2_cryptic_command_counter_and_bounce():
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Forest")
    _ = [s.battlefield("B", "Island") for _ in range(4)]
    bears = s.hand("A", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    cc = s.hand("B", "Cryptic Command")
    s.start()
    s.cast("A", bears)
    s.cast("B", cc, targets=[bears, elves], modes=[1, 2])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(elves) == "hand"


def test_700_2_izzet_charm_counter_mode_unless_pays():
    s = _setup(a_lands=("Island", 2))
    s.battlefield("B", "Mountain")
    s.library("A", ["Island"] * 2)
    tt = s.hand("A", "Think Twice")
    charm = s.hand("B", "Izzet Charm")
    s.start()
    s.cast("A", tt)
    s.cast("B", charm, targets=[tt], modes=[1])
    s.resolve()
    assert s.zone(tt) == "graveyard" and s.hand_size("A") == 0


def test_608_2b_counterspell_whose_target_left_does_nothing():
    s = _setup(a_lands=("Island", 4), b_lands=("Island", 3))
    s.library("A", ["Island"] * 3)
    tt = s.hand("A", "Think Twice")
    cs = s.hand("A", "Counterspell")
    cancel = s.hand("B", "Cancel")
    s.start()
    s.cast("A", tt)
    s.cast("B", cancel, targets=[tt])
    s.cast("A", cs, targets=[cancel])
    s.resolve()
    assert s.zone(cancel) == "graveyard" and s.hand_size("A") == 1  # Think Twice resolved


def test_118_8_withering_boon_counters_creature_spell_life_paid_once():
    s = Scenario()
    _ = [s.battlefield("A", "Forest") for _ in range(2)]
    _ = [s.battlefield("B", "Swamp") for _ in range(2)]
    bears = s.hand("A", "Grizzly Bears")
    boon = s.hand("B", "Withering Boon")
    s.start()
    s.cast("A", bears)
    s.cast("B", boon, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.life("B") == 17


# ---- split second (702.61) -----------------------------------------------------------

def test_702_61a_split_second_no_spell_can_be_cast_in_response():
    s = Scenario()
    _ = [s.battlefield("A", "Mountain") for _ in range(2)]
    _ = [s.battlefield("B", "Island") for _ in range(2)]
    bears = s.battlefield("B", "Grizzly Bears")
    shock = s.hand("A", "Sudden Shock")
    cs = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", shock, targets=[bears])
    with pytest.raises(IllegalActionError):
        s.cast("B", cs, targets=[shock])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(cs) == "hand"


def test_702_61a_split_second_still_allows_mana_abilities():
    s = Scenario()
    _ = [s.battlefield("A", "Forest") for _ in range(3)]
    s.battlefield("B", "Forest")
    petal = s.battlefield("B", "Lotus Petal")
    sword = s.battlefield("B", "Short Sword")
    grip = s.hand("A", "Krosan Grip")
    s.start()
    s.cast("A", grip, targets=[sword])
    s.activate("B", petal, mana="G")  # a mana ability (605.3a): allowed
    assert s.mana_pool("B") == {"G": 1}
    s.resolve()
    assert s.zone(sword) == "graveyard"


def test_702_61a_split_second_no_activated_abilities():
    s = Scenario()
    _ = [s.battlefield("A", "Mountain") for _ in range(2)]
    s.battlefield("B", "Swamp")
    skel = s.battlefield("B", "Drudge Skeletons")
    shock = s.hand("A", "Sudden Shock")
    s.start()
    s.cast("A", shock, targets=[skel])
    with pytest.raises(IllegalActionError):
        s.activate("B", skel, "Regenerate")  # not a mana ability: can't be activated
    s.pass_priority()  # A passes; B gets priority with only "pass"
    assert [a.label for a in s.game.legal_actions()] == ["pass"]
    s.resolve()
    assert s.zone(skel) == "graveyard"


def test_702_61b_split_second_allows_special_actions():
    # CR 702.61b, 116.2b: turning a face-down creature face up is a special action,
    # taken while a split second spell is on the stack (and morph is no ability).
    s = Scenario()
    _ = [s.battlefield("A", "Mountain") for _ in range(8)]
    crag = s.hand("A", "Battering Craghorn")
    shock = s.hand("A", "Sudden Shock")
    s.start()
    s.cast_face_down("A", crag)
    s.resolve()
    s.cast("A", shock, targets=["B"])
    assert any(a.kind == "turn_face_up" for a in s.game.legal_actions())
    s.turn_face_up("A", crag)            # {1}{R}{R}
    assert s.name(crag) == "Battering Craghorn" and s.stack  # the spell still waits
    s.resolve()
    assert s.life("B") == 18


def test_702_61b_split_second_allows_foretelling():
    # CR 702.61b, 116.2h: foretelling is a special action during your turn.
    s = Scenario()
    _ = [s.battlefield("A", "Mountain") for _ in range(2)]
    _ = [s.battlefield("A", "Island") for _ in range(2)]
    shock = s.hand("A", "Sudden Shock")
    saw = s.hand("A", "Saw It Coming")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.foretell("A", saw)
    assert s.zone(saw) == "exile" and s.zone(shock) == "stack"
    assert not any(a.label.startswith("cast") for a in s.game.legal_actions())
    s.resolve()
    assert s.life("B") == 18


def test_702_61a_after_split_second_resolves_spells_can_be_cast_again():
    s = Scenario()
    _ = [s.battlefield("A", "Mountain") for _ in range(4)]
    shock = s.hand("A", "Sudden Shock")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", shock, targets=["B"])
    assert not any(a.label.startswith("cast Lightning") for a in s.game.legal_actions())
    s.resolve()
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    assert s.life("B") == 15
