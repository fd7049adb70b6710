"""Combat damage (CR 510) with blockers of several attackers (509.1a, 510.1d),
free division among blockers (510.1c) and trample counting other creatures'
damage (702.19b)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


@pytest.mark.parametrize("to_mender,to_wizard", [(4, 0), (1, 3), (2, 2), (3, 1), (0, 4)])
def test_510_1c_example_any_division_among_two_blockers(to_mender, to_wizard):
    # CR 510.1c example with library stand-ins of the same sizes: a 4-power attacker
    # (Leatherback Baloth) blocked by a 2/3 (Circuit Mender) and a 1/1 (Fugitive
    # Wizard) may divide its 4 damage in any of the five ways.
    s = Scenario()
    baloth = s.battlefield("A", "Leatherback Baloth")
    mender = s.battlefield("B", "Circuit Mender")
    wizard = s.battlefield("B", "Fugitive Wizard")
    s.start()
    s.attack({baloth: "B"})
    s.block({mender: baloth, wizard: baloth})
    s.assign_combat_damage(baloth, {mender: to_mender, wizard: to_wizard})
    assert (s.zone(mender) == "graveyard") == (to_mender >= 3)
    assert (s.zone(wizard) == "graveyard") == (to_wizard >= 1)
    if s.zone(mender) == "battlefield":
        assert s.damage(mender) == to_mender


def test_509_1a_a_creature_that_can_block_an_additional_creature_blocks_two():
    s = Scenario()
    b1 = s.battlefield("A", "Grizzly Bears")
    b2 = s.battlefield("A", "Grizzly Bears")
    b3 = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Two-Headed Giant of Foriys")
    s.start()
    s.attack({b1: "B", b2: "B", b3: "B"})
    with pytest.raises(IllegalActionError, match="as many creatures as it can"):
        s.block({giant: [b1, b2, b3]})
    s.block({giant: [b1, b2]})
    assert s.blocked_by(b1) == [giant] and s.blocked_by(b2) == [giant]
    # 510.1d: the Giant divides its 4 damage among the creatures it blocks.
    s.assign_combat_damage(giant, {b1: 2, b2: 2})
    assert s.zone(b1) == "graveyard" and s.zone(b2) == "graveyard"
    assert s.zone(giant) == "graveyard"  # 2 + 2 damage from the two Bears
    assert s.life("B") == 18  # the unblocked third Bear


def test_509_1a_it_cannot_block_the_same_attacker_twice():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Two-Headed Giant of Foriys")
    s.start()
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="already blocking that creature"):
        s.block({giant: [bears, bears]})


def test_509_1a_can_block_any_number_of_creatures():
    s = Scenario()
    attackers = [s.battlefield("A", "Savannah Lions") for _ in range(3)]
    guard = s.battlefield("B", "Palace Guard")
    s.start()
    s.attack({a: "B" for a in attackers})
    s.block({guard: attackers})
    assert all(s.blocked_by(a) == [guard] for a in attackers)
    s.assign_combat_damage(guard, {attackers[0]: 1})  # 1 power among three attackers
    assert s.zone(attackers[0]) == "graveyard" and s.life("B") == 20
    assert s.zone(guard) == "graveyard"  # 3 x 2 damage on a 1/4


def test_510_1d_blocker_whose_attackers_left_assigns_nothing():
    s = Scenario()
    b1 = s.battlefield("A", "Grizzly Bears")
    b2 = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Two-Headed Giant of Foriys")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({b1: "B", b2: "B"})
    s.block({giant: [b1, b2]})
    s.pass_priority()
    s.cast("B", bolt, [b1])
    s.resolve()
    s.advance("combat_damage")  # one attacker left: the Giant's 4 go to it, no choice
    assert s.zone(b2) == "graveyard" and s.damage(giant) == 2


def test_702_19b_example_trample_counts_damage_assigned_by_another_attacker():
    # CR 702.19b example (sizes adapted): a creature that can block an additional
    # creature blocks a 1/1 and a trampler; the 1/1's damage counts toward lethal.
    s = Scenario()
    wizard = s.battlefield("A", "Fugitive Wizard")
    dreadmaw = s.battlefield("A", "Colossal Dreadmaw")
    giant = s.battlefield("B", "Two-Headed Giant of Foriys")
    s.start()
    s.attack({wizard: "B", dreadmaw: "B"})
    s.block({giant: [wizard, dreadmaw]})
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(dreadmaw, {giant: 2, "B": 4})  # 1 + 2 is not lethal for a 4/4
    s.assign_combat_damage(dreadmaw, {giant: 3, "B": 3})
    s.assign_combat_damage(giant, {wizard: 1, dreadmaw: 3})
    assert s.life("B") == 17 and s.zone(giant) == "graveyard" and s.zone(wizard) == "graveyard"


def test_702_19b_example_protection_still_needs_lethal_assigned():
    # CR 702.19b example: a red trampler blocked by a 2/2 with protection from red
    # must assign at least 2 to it, although that damage will be prevented.
    s = Scenario()
    giant = s.battlefield("A", "Two-Headed Giant of Foriys")
    knight = s.battlefield("B", "Silver Knight")
    s.start()
    s.attack({giant: "B"})
    s.block({knight: giant})
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(giant, {knight: 1, "B": 3})
    s.assign_combat_damage(giant, {knight: 2, "B": 2})
    assert s.life("B") == 18 and s.zone(knight) == "battlefield" and s.damage(knight) == 0


def _strike_setup(attackers, spell, mana):
    s = Scenario()
    atts = [s.battlefield("A", a) for a in attackers]
    for m in mana:
        s.battlefield("A", m)
    card = s.hand("A", spell)
    s.start()
    s.attack({a: "B" for a in atts})
    s.block({})
    return s, atts, card


def test_702_4d_gaining_double_strike_after_first_strike_damage_deals_again():
    # A first striker that already dealt first-strike damage gains double strike:
    # it deals combat damage again in the second combat damage step.
    s, (knight,), fury = _strike_setup(["Youthful Knight"], "Uncaged Fury", ["Mountain"] * 3)
    s.advance("first_strike_damage")
    assert s.life("B") == 18
    s.cast("A", fury, [knight])
    s.resolve()
    s.advance("combat_damage")
    assert s.life("B") == 15  # 2, then 3 from the 3/2 double striker


def test_702_7c_gaining_first_strike_after_the_first_step_still_deals_regular_damage():
    # Grizzly Bears gets first strike after the first-strike damage step (created by
    # Youthful Knight): it still assigns its damage in the regular step.
    s, (bears, knight), strike = _strike_setup(["Grizzly Bears", "Youthful Knight"], "Sure Strike",
                                               ["Mountain"] * 2)
    s.advance("first_strike_damage")
    assert s.life("B") == 18  # only the Knight
    s.cast("A", strike, [bears])
    s.resolve()
    s.advance("combat_damage")
    assert s.life("B") == 13  # the Bears' 5


def test_510_4_first_strike_step_exists_if_a_creature_gained_first_strike_before_it():
    s, (bears,), strike = _strike_setup(["Grizzly Bears"], "Sure Strike", ["Mountain"] * 2)
    s.cast("A", strike, [bears])
    s.resolve()
    s.advance("first_strike_damage")
    assert s.life("B") == 15
    s.advance("combat_damage")
    assert s.life("B") == 15  # 702.7b: it dealt its damage in the first step only


def test_510_4_no_first_strike_step_without_first_or_double_strike():
    from mtgcore.errors import ScenarioError
    s, (bears,), _ = _strike_setup(["Grizzly Bears"], "Sure Strike", [])
    with pytest.raises(ScenarioError, match="first_strike_damage does not happen"):
        s.advance("first_strike_damage")


def test_506_4_510_1d_blocker_of_a_removed_attacker_stays_blocking_and_deals_no_damage():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    ogre = s.battlefield("B", "Gray Ogre")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({bears: "B"})
    s.block({ogre: bears})
    s.pass_priority()
    s.cast("B", bolt, [bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.is_blocking(ogre)  # still a blocking creature
    s.advance("combat_damage")
    assert s.damage(ogre) == 0 and s.life("A") == 20 and s.game._g.last_combat_damage() == []
