"""Combat (CR 506-511): declarations, first strike / double strike, damage
assignment among multiple blockers (510.1c), trample (702.19), deathtouch (702.2)."""

import pytest

from mtgcore.errors import IllegalActionError, ScenarioError
from mtgcore.testing import Scenario


def combat(attacker, blockers=(), *, a_extra=(), b_extra=()):
    s = Scenario()
    att = s.battlefield("A", attacker)
    blk = [s.battlefield("B", b) for b in blockers]
    extra_a = [s.battlefield("A", c) for c in a_extra]
    extra_b = [s.battlefield("B", c) for c in b_extra]
    s.start()
    return s, att, blk, extra_a, extra_b


def test_unblocked_attacker_deals_damage_to_the_player_510_1b():
    s, bears, _, _, _ = combat("Grizzly Bears")
    s.attack({bears: "B"})
    assert s.is_attacking(bears) and s.is_tapped(bears)  # 508.1f
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18 and s.life("A") == 20


def test_blocked_creatures_deal_damage_to_each_other_510_1c_d():
    s, ogre, (bears,), _, _ = combat("Gray Ogre", ["Grizzly Bears"])
    s.attack({ogre: "B"})
    s.block({bears: ogre})
    assert s.blocked_by(ogre) == [bears]
    s.advance("combat_damage")
    assert s.zone(ogre) == "graveyard" and s.zone(bears) == "graveyard"
    assert s.life("B") == 20  # 510.1c: a blocked creature without trample doesn't hit the player


def test_double_strike_vs_first_strike_both_die_in_the_first_strike_step_702_4b():
    # Fencing Ace (1/1 double strike) blocked by Youthful Knight (2/1 first strike):
    # both deal damage in the first-strike step.
    s, ace, (knight,), _, _ = combat("Fencing Ace", ["Youthful Knight"])
    s.attack({ace: "B"})
    s.block({knight: ace})
    s.advance("first_strike_damage")
    assert s.zone(ace) == "graveyard" and s.zone(knight) == "graveyard"


def test_double_strike_kills_a_blocker_before_it_deals_damage():
    s, blade, (vanguard,), _, _ = combat("Boros Swiftblade", ["Elite Vanguard"])
    s.attack({blade: "B"})
    s.block({vanguard: blade})
    s.advance("first_strike_damage")
    assert s.zone(vanguard) == "graveyard"
    assert s.damage(blade) == 0
    s.advance("end_of_combat")
    assert s.zone(blade) == "battlefield" and s.damage(blade) == 0
    assert s.life("B") == 20  # 510.1c: no blocker left, no trample -> no damage


def test_unblocked_double_strike_deals_damage_twice_702_4b():
    s, blade, _, _, _ = combat("Boros Swiftblade")
    s.attack({blade: "B"})
    s.block({})
    s.advance("first_strike_damage")
    assert s.life("B") == 19
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_first_strike_blocker_kills_attacker_before_it_deals_damage_702_7b():
    s, bears, (knight,), _, _ = combat("Grizzly Bears", ["Youthful Knight"])
    s.attack({bears: "B"})
    s.block({knight: bears})
    s.advance("first_strike_damage")
    assert s.zone(bears) == "graveyard"
    s.advance("end_of_combat")
    assert s.zone(knight) == "battlefield" and s.damage(knight) == 0


def test_first_strike_attacker_does_not_deal_damage_again_in_the_regular_step_702_7b():
    s, knight, (turtle,), _, _ = combat("Youthful Knight", ["Horned Turtle"])
    s.attack({knight: "B"})
    s.block({turtle: knight})
    s.advance("first_strike_damage")
    assert s.damage(turtle) == 2
    s.advance("combat_damage")
    assert s.damage(turtle) == 2          # not 4
    assert s.zone(knight) == "graveyard"  # the turtle hits back in the regular step


def test_first_strike_damage_step_only_when_needed_510_4():
    s, bears, (wall,), _, _ = combat("Grizzly Bears", ["Wall of Stone"])
    s.attack({bears: "B"})
    s.block({wall: bears})
    with pytest.raises(ScenarioError, match="first_strike_damage does not happen"):
        s.advance("first_strike_damage")
    s.advance("combat_damage")
    assert s.step == "combat_damage" and s.damage(wall) == 2
    # With a first striker in combat, the step happens.
    s2, knight, _, _, _ = combat("Youthful Knight")
    s2.attack({knight: "B"})
    s2.block({})
    s2.advance("first_strike_damage")
    assert s2.step == "first_strike_damage" and s2.life("B") == 18
    s2.advance("combat_damage")
    assert s2.life("B") == 18  # it doesn't deal damage again


def test_multiple_blockers_damage_divided_as_the_attacker_chooses_510_1c():
    # CR 510.1c Example: a 4-power attacker blocked by a 2/3 and a 1/1 may assign
    # 4/0, 3/1, 2/2, 1/3 or 0/4 (here Leatherback Baloth 4/5 vs Walking Corpse 2/2
    # and Fugitive Wizard 1/1; no damage assignment order exists any more).
    for to_corpse in range(5):
        s, baloth, (corpse, wizard), _, _ = combat("Leatherback Baloth",
                                                   ["Walking Corpse", "Fugitive Wizard"])
        s.attack({baloth: "B"})
        s.block({corpse: baloth, wizard: baloth})
        s.advance("combat_damage")
        assert s.pending is not None and s.pending.kind == "assign_combat_damage"
        assert s.pending.player == "A"
        s.assign_combat_damage(baloth, {corpse: to_corpse, wizard: 4 - to_corpse})
        assert s.pending is None
        assert s.zone(corpse) == ("graveyard" if to_corpse >= 2 else "battlefield")
        assert s.zone(wizard) == ("graveyard" if to_corpse <= 3 else "battlefield")
        if s.zone(corpse) == "battlefield":
            assert s.damage(corpse) == to_corpse
        assert s.damage(baloth) == 3 and s.life("B") == 20


def test_multiple_blockers_all_deal_damage_to_the_attacker():
    s, giant, (b1, b2), _, _ = combat("Hill Giant", ["Grizzly Bears", "Grizzly Bears"])
    s.attack({giant: "B"})
    s.block({b1: giant, b2: giant})
    s.assign_combat_damage(giant, {b1: 3})
    assert s.zone(giant) == "graveyard" and s.zone(b1) == "graveyard"
    assert s.zone(b2) == "battlefield" and s.damage(b2) == 0


def test_trample_assigns_lethal_then_the_rest_to_the_player_702_19b():
    s, maw, (bears,), _, _ = combat("Colossal Dreadmaw", ["Grizzly Bears"])
    s.attack({maw: "B"})
    s.block({bears: maw})
    before = s.log
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(maw, {bears: 1, "B": 5})  # less than lethal to the blocker
    assert s.log == before
    s.assign_combat_damage(maw, {bears: 2, "B": 4})
    assert s.life("B") == 16 and s.zone(bears) == "graveyard"


def test_trample_may_assign_more_than_lethal_to_the_blocker_702_19b():
    s, maw, (bears,), _, _ = combat("Colossal Dreadmaw", ["Grizzly Bears"])
    s.attack({maw: "B"})
    s.block({bears: maw})
    s.assign_combat_damage(maw, {bears: 6})
    assert s.life("B") == 20


def test_trample_counts_damage_already_marked_702_19b():
    # Prodigal Pyromancer pings Horned Turtle (1/4) first: lethal damage is then 3.
    s = Scenario()
    maw = s.battlefield("A", "Colossal Dreadmaw")
    pyro = s.battlefield("B", "Prodigal Pyromancer")
    turtle = s.battlefield("B", "Horned Turtle")
    s.start()
    s.attack({maw: "B"})
    s.block({turtle: maw})
    s.activate("B", pyro, targets=[turtle])
    s.resolve()
    assert s.damage(turtle) == 1
    s.assign_combat_damage(maw, {turtle: 3, "B": 3})
    assert s.life("B") == 17 and s.zone(turtle) == "graveyard"


def test_trample_with_its_blocker_removed_hits_the_player_702_19d():
    s = Scenario()
    maw = s.battlefield("A", "Colossal Dreadmaw")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({maw: "B"})
    s.block({bears: maw})
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    s.advance("combat_damage")
    assert s.pending is None  # one legal assignment: all to the player
    assert s.life("B") == 14


def test_blocked_creature_without_trample_whose_blocker_left_deals_no_damage_510_1c():
    s = Scenario()
    giant = s.battlefield("A", "Hill Giant")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({giant: "B"})
    s.block({bears: giant})
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    s.advance("end_of_combat")
    assert s.life("B") == 20 and s.is_attacking(giant)


def test_deathtouch_blocker_destroys_a_bigger_attacker_702_2b():
    s, giant, (rats,), _, _ = combat("Hill Giant", ["Typhoid Rats"])
    s.attack({giant: "B"})
    s.block({rats: giant})
    s.advance("combat_damage")
    assert s.zone(giant) == "graveyard" and s.zone(rats) == "graveyard"


def trampling_rats():
    """Typhoid Rats (1/1 deathtouch) made a 4/4 trampler by Predator's Strike,
    blocked by Craw Wurm (6/4)."""
    s = Scenario()
    rats = s.battlefield("A", "Typhoid Rats")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    strike = s.hand("A", "Predator's Strike")
    wurm = s.battlefield("B", "Craw Wurm")
    s.start()
    s.attack({rats: "B"})
    s.block({wurm: rats})
    s.cast("A", strike, targets=[rats])
    s.resolve()
    assert s.power(rats) == 4 and {"trample", "deathtouch"} <= set(s.keywords(rats))
    return s, rats, wurm


def test_deathtouch_trampler_assigns_1_to_its_blocker_and_the_rest_tramples_702_19b_702_2c():
    s, rats, wurm = trampling_rats()
    s.assign_combat_damage(rats, {wurm: 1, "B": 3})
    assert s.life("B") == 17
    assert s.zone(wurm) == "graveyard"   # 1 deathtouch damage destroys it (704.5h)
    assert s.zone(rats) == "graveyard"   # 6 damage from the Wurm


def test_deathtouch_trampler_must_still_assign_1_to_its_blocker_702_19b():
    s, rats, wurm = trampling_rats()
    before = s.log
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(rats, {"B": 4})
    assert s.log == before and s.life("B") == 20
    s.assign_combat_damage(rats, {wurm: 2, "B": 2})  # more than lethal is allowed too
    assert s.life("B") == 18 and s.zone(wurm) == "graveyard"


def test_granted_trample_ends_in_cleanup_514_2():
    s, rats, wurm = trampling_rats()
    s.assign_combat_damage(rats, {wurm: 1, "B": 3})
    assert s.zone(rats) == "graveyard"
    s2 = Scenario()
    bears = s2.battlefield("A", "Grizzly Bears")
    s2.battlefield("A", "Forest")
    s2.battlefield("A", "Forest")
    strike = s2.hand("A", "Predator's Strike")
    s2.start()
    s2.cast("A", strike, targets=[bears])
    s2.resolve()
    assert "trample" in s2.keywords(bears) and s2.power(bears) == 5
    s2.pass_turn()
    assert "trample" not in s2.keywords(bears) and s2.power(bears) == 2


def test_lifelink_attacker_702_15b():
    s, hawk, _, _, _ = combat("Vampire Nighthawk")
    s.attack({hawk: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("A") == 22 and s.life("B") == 18


def test_lifelink_first_strike_blocker_gains_life_in_the_first_strike_step():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    knight = s.battlefield("B", "Knight of Meadowgrain")
    s.start()
    s.attack({bears: "B"})
    s.block({knight: bears})
    s.advance("first_strike_damage")
    assert s.life("B") == 22 and s.zone(bears) == "graveyard"
    s.advance("end_of_combat")
    assert s.damage(knight) == 0


def test_lifelink_and_lethal_damage_are_simultaneous_510_2():
    # Child of Night (2/1 lifelink) and a 2/2 trade; B still gains 2 life.
    s, bears, (child,), _, _ = combat("Grizzly Bears", ["Child of Night"])
    s.attack({bears: "B"})
    s.block({child: bears})
    s.advance("combat_damage")
    assert s.zone(bears) == "graveyard" and s.zone(child) == "graveyard"
    assert s.life("B") == 22


def test_no_attackers_skips_to_end_of_combat_508_8():
    s, bears, _, _, _ = combat("Grizzly Bears")
    s.attack({})
    # Players still get priority in declare attackers (508.2), then 508.8 skips ahead.
    assert s.step == "declare_attackers" and not s.is_attacking(bears)
    with pytest.raises(ScenarioError, match="combat_damage does not happen"):
        s.advance("combat_damage")
    s.advance("end_of_combat")
    assert s.step == "end_of_combat" and s.life("B") == 20


def test_creatures_leave_combat_at_end_of_combat_511_3():
    s, bears, (wall,), _, _ = combat("Grizzly Bears", ["Wall of Stone"])
    s.attack({bears: "B"})
    s.block({wall: bears})
    s.advance("end_of_combat")
    assert s.is_attacking(bears) and s.is_blocking(wall)
    s.advance("postcombat_main")
    assert not s.is_attacking(bears) and not s.is_blocking(wall)
    assert s.blocked_by(bears) == []


def test_blocker_can_block_only_one_attacker_509_1a():
    s = Scenario()
    b1 = s.battlefield("A", "Grizzly Bears")
    b2 = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("B", "Wall of Stone")
    s.start()
    s.attack({b1: "B", b2: "B"})
    with pytest.raises(IllegalActionError, match="already blocking"):
        s.block({wall: [b1, b2]})
    s.block({wall: [b1]})
    s.advance("combat_damage")
    assert s.life("B") == 18
