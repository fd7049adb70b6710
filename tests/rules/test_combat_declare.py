"""Declaring attackers and blockers (CR 508.1, 509.1, 508.8): restrictions,
requirements and evasion, checked as a whole and offered as small choices."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def test_508_8_steps_happen_when_the_only_attacker_died_in_declare_attackers():
    # A creature was declared as an attacker, so declare blockers and combat damage
    # happen (with priority) even though Lightning Bolt killed it in declare attackers.
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({bears: "B"})
    s.pass_priority()
    s.cast("B", bolt, [bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.step == "declare_attackers"
    s.block({})
    assert s.step == "declare_blockers" and s.priority_player == "A"
    s.advance("combat_damage")
    assert s.step == "combat_damage" and s.priority_player == "A"
    assert s.life("B") == 20


def _labels(s):
    return [s.game._g.label(a) for a in s.game._g.legal_actions()]


def _at_blocks(attacker, blockers, *, b_lands=(), a_extra=()):
    s = Scenario()
    att = s.battlefield("A", attacker)
    extra = [s.battlefield("A", c) for c in a_extra]
    blk = [s.battlefield("B", b) for b in blockers]
    for land in b_lands:
        s.battlefield("B", land)
    s.start()
    s.attack({att: "B", **{e: "B" for e in extra}})
    return s, att, blk


# ---- 702.111 menace ---------------------------------------------------------

def test_702_111b_menace_one_blocker_is_rejected_state_unchanged():
    s, brute, (b1, _) = _at_blocks("Boggart Brute", ["Grizzly Bears", "Grizzly Bears"])
    with pytest.raises(IllegalActionError, match="menace"):
        s.block({b1: brute})
    assert not s.is_blocking(b1) and s.step == "declare_attackers"  # as before the call


def test_702_111b_menace_two_blockers_block_it():
    s, brute, (b1, b2) = _at_blocks("Boggart Brute", ["Grizzly Bears", "Grizzly Bears"])
    s.block({b1: brute, b2: brute})
    assert sorted(c.card for c in s.blocked_by(brute)) == sorted([b1.card, b2.card])
    s.assign_combat_damage(brute, {b1: 2, b2: 1})
    assert s.life("B") == 20 and s.zone(brute) == "graveyard" and s.zone(b1) == "graveyard"


def test_702_111b_menace_lone_possible_blocker_is_never_offered():
    # With a single untapped creature, no block of the menace attacker is offered.
    s, brute, (b1,) = _at_blocks("Boggart Brute", ["Grizzly Bears"])
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]


def test_702_111b_menace_first_blocker_then_the_second_is_asked_without_done():
    s, brute, (b1, b2) = _at_blocks("Boggart Brute", ["Grizzly Bears", "Grizzly Bears"])
    s.advance("declare_blockers")
    s.choose("B", f"block with Grizzly Bears #{b1.card}")
    s.choose("B", "block Boggart Brute")
    labels = _labels(s)
    assert "done" not in labels  # one blocker on a menace attacker: not legal yet
    assert labels == [f"block with Grizzly Bears #{b2.card}"]


# ---- evasion (509.1b) ---------------------------------------------------------

def test_702_118b_skulk_not_blocked_by_greater_power():
    s, hom, (wurm, lions) = _at_blocks("Furtive Homunculus", ["Craw Wurm", "Savannah Lions"])
    with pytest.raises(IllegalActionError, match="skulk"):
        s.block({wurm: hom})
    s.block({lions: hom})  # 2 power vs 2: allowed
    assert s.blocked_by(hom) == [lions]


def test_702_13b_intimidate_only_artifact_or_shared_color():
    s, boar, (bears, myr, goblin) = _at_blocks("Bladetusk Boar",
                                                ["Grizzly Bears", "Darksteel Myr", "Hulking Goblin"])
    with pytest.raises(IllegalActionError, match="intimidate"):
        s.block({bears: boar})
    s.block({myr: boar})
    assert s.blocked_by(boar) == [myr]


def test_702_13b_intimidate_shared_color_blocks():
    s, boar, (bears, ogre) = _at_blocks("Bladetusk Boar", ["Grizzly Bears", "Gray Ogre"])
    s.block({ogre: boar})  # both red
    assert s.blocked_by(boar) == [ogre]


def test_702_36b_fear_only_artifact_or_black():
    s, legion, (bears, rats) = _at_blocks("Severed Legion", ["Grizzly Bears", "Typhoid Rats"])
    with pytest.raises(IllegalActionError, match="fear"):
        s.block({bears: legion})
    s.block({rats: legion})
    assert s.blocked_by(legion) == [rats]


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow():
    s, soldier, (bears, other) = _at_blocks("Soltari Foot Soldier",
                                            ["Grizzly Bears", "Soltari Foot Soldier"])
    with pytest.raises(IllegalActionError, match="shadow"):
        s.block({bears: soldier})
    s.block({other: soldier})
    assert s.blocked_by(soldier) == [other]


def test_702_28b_a_creature_with_shadow_cannot_block_one_without():
    s, bears, (soldier,) = _at_blocks("Grizzly Bears", ["Soltari Foot Soldier"])
    with pytest.raises(IllegalActionError, match="shadow"):
        s.block({soldier: bears})


def test_702_31b_horsemanship():
    s, cav, (bears, other) = _at_blocks("Shu Cavalry", ["Grizzly Bears", "Shu Cavalry"])
    with pytest.raises(IllegalActionError, match="horsemanship"):
        s.block({bears: cav})
    s.block({other: cav})
    assert s.blocked_by(cav) == [other]


def test_702_14c_swampwalk_unblockable_while_defender_controls_a_swamp():
    s, wraith, (bears,) = _at_blocks("Bog Wraith", ["Grizzly Bears"], b_lands=["Swamp"])
    with pytest.raises(IllegalActionError, match="landwalk"):
        s.block({bears: wraith})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 17


def test_702_14c_swampwalk_blockable_without_a_swamp():
    s, wraith, (bears,) = _at_blocks("Bog Wraith", ["Grizzly Bears"], b_lands=["Forest"])
    s.block({bears: wraith})
    assert s.blocked_by(wraith) == [bears]


def test_509_1b_cant_be_blocked_by_more_than_one_creature():
    s, rhino, (b1, b2) = _at_blocks("Charging Rhino", ["Grizzly Bears", "Grizzly Bears"])
    with pytest.raises(IllegalActionError, match="more than one"):
        s.block({b1: rhino, b2: rhino})
    assert not s.is_blocking(b1)
    s.block({b2: rhino})
    assert s.blocked_by(rhino) == [b2]


# ---- attack restrictions and requirements (508.1c-d) --------------------------

def test_508_1c_cant_attack_alone_is_rejected_alone():
    s = Scenario()
    kronch = s.battlefield("A", "Raging Kronch")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="can't attack alone"):
        s.attack({kronch: "B"})
    assert not s.is_attacking(kronch) and s.step == "precombat_main"  # as before the call
    s.attack({kronch: "B", bears: "B"})
    assert s.is_attacking(kronch) and s.is_attacking(bears)


def test_508_1c_example_two_creatures_that_cant_attack_alone_may_attack_together():
    # CR 508.1c example: two creatures, each "can't attack alone": both may attack.
    s = Scenario()
    c1 = s.battlefield("A", "Bonded Construct")
    c2 = s.battlefield("A", "Raging Kronch")
    s.start()
    s.attack({c1: "B", c2: "B"})
    assert s.is_attacking(c1) and s.is_attacking(c2)


def test_508_1c_a_lone_creature_that_cant_attack_alone_is_not_offered():
    s = Scenario()
    s.battlefield("A", "Raging Kronch")
    s.start()
    s.advance("declare_attackers")
    assert _labels(s) == ["done"]


def test_508_1d_attacks_each_combat_if_able():
    s = Scenario()
    cyclops = s.battlefield("A", "Bloodrock Cyclops")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="attacks each combat if able"):
        s.attack({bears: "B"})
    s.advance("declare_attackers")
    assert "done" not in _labels(s)
    s.attack({cyclops: "B"})
    assert s.is_attacking(cyclops)


def test_508_1d_a_tapped_creature_is_not_able_so_no_requirement():
    s = Scenario()
    s.battlefield("A", "Bloodrock Cyclops", tapped=True)
    s.start()
    s.attack({})
    assert s.step == "declare_attackers"


def test_508_1d_requirement_with_cant_attack_alone_needs_a_partner():
    # Obeying "attacks each combat if able" needs a second attacker for a creature
    # that can't attack alone: the maximum obeys it (508.1d).
    s = Scenario()
    s.battlefield("A", "Bloodrock Cyclops")
    kronch = s.battlefield("A", "Raging Kronch")
    s.start()
    s.advance("declare_attackers")
    s.choose("A", "Raging Kronch")
    assert "done" not in _labels(s)  # Kronch alone and the Cyclops left out


@pytest.mark.parametrize("walker,land", [
    ("Shanodin Dryads", "Forest"), ("Zodiac Monkey", "Forest"), ("Segovian Leviathan", "Island"),
    ("Zodiac Horse", "Island"), ("Goblin Mountaineer", "Mountain"), ("Mountain Goat", "Mountain"),
    ("Zodiac Rooster", "Plains"), ("Zodiac Pig", "Swamp"), ("Dryad Sophisticate", "Khalni Garden"),
])
def test_702_14c_landwalk_by_land_type_and_nonbasic(walker, land):
    s, att, (wall,) = _at_blocks(walker, ["Wall of Stone"], b_lands=[land])
    with pytest.raises(IllegalActionError, match="landwalk"):
        s.block({wall: att})


@pytest.mark.parametrize("walker,land", [("Dryad Sophisticate", "Forest"),
                                         ("Segovian Leviathan", "Swamp")])
def test_702_14c_landwalk_without_such_a_land_is_blockable(walker, land):
    s, att, (wall,) = _at_blocks(walker, ["Wall of Stone"], b_lands=[land])
    s.block({wall: att})
    assert s.blocked_by(att) == [wall]


def test_702_28b_shadow_blockers_block_shadow_and_protection_still_applies_702_16f():
    # Dauthi Marauder (black, shadow) can block Soltari Priest (shadow, protection
    # from red) but not Soltari Monk (shadow, protection from black).
    s = Scenario()
    priest = s.battlefield("A", "Soltari Priest")
    monk = s.battlefield("A", "Soltari Monk")
    marauder = s.battlefield("B", "Dauthi Marauder")
    s.start()
    s.attack({priest: "B", monk: "B"})
    with pytest.raises(IllegalActionError, match="protection"):
        s.block({marauder: monk})
    s.block({marauder: priest})
    s.advance("combat_damage")
    assert s.zone(priest) == "graveyard" and s.zone(marauder) == "graveyard"
    assert s.life("B") == 18  # the Monk


def test_702_31b_horsemanship_blocks_horsemanship():
    s, elite, (bears, cavalry) = _at_blocks("Shu Elite Companions", ["Grizzly Bears", "Wu Light Cavalry"])
    with pytest.raises(IllegalActionError, match="horsemanship"):
        s.block({bears: elite})
    s.block({cavalry: elite})
    s.advance("combat_damage")
    assert s.zone(cavalry) == "graveyard" and s.damage(elite) == 1


def test_702_118b_skulk_with_lifelink():
    s, cutthroat, (bears, wizard) = _at_blocks("Vampire Cutthroat", ["Grizzly Bears", "Fugitive Wizard"])
    with pytest.raises(IllegalActionError, match="skulk"):
        s.block({bears: cutthroat})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 19 and s.life("A") == 21


def test_509_1b_stalking_tiger_one_blocker_at_most():
    s, tiger, (b1, b2) = _at_blocks("Stalking Tiger", ["Grizzly Bears", "Grizzly Bears"])
    s.advance("declare_blockers")
    s.choose("B", f"block with Grizzly Bears #{b1.card}")
    s.choose("B", "block Stalking Tiger")
    assert _labels(s) == ["done"]  # the Tiger is closed after its first blocker


def test_508_1d_dauthi_slayer_attacks_each_combat_and_has_shadow():
    s = Scenario()
    slayer = s.battlefield("A", "Dauthi Slayer")
    s.battlefield("B", "Grizzly Bears")
    s.start()
    s.advance("declare_attackers")
    assert _labels(s) == ["attack player B with Dauthi Slayer #0"]
    s.attack({slayer: "B"})
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]  # no shadow creature to block it


def test_509_1c_all_creatures_able_to_block_it_do_so():
    s = Scenario()
    unicorn = s.battlefield("A", "Prized Unicorn")
    bears = s.battlefield("A", "Grizzly Bears")
    b1 = s.battlefield("B", "Grizzly Bears")
    b2 = s.battlefield("B", "Giant Spider")
    s.battlefield("B", "Hulking Goblin")  # can't block: no requirement
    s.start()
    s.attack({unicorn: "B", bears: "B"})
    with pytest.raises(IllegalActionError, match="509.1c"):
        s.block({b1: unicorn})  # the Spider must block it too
    with pytest.raises(IllegalActionError):
        s.block({b1: unicorn, b2: bears})
    s.advance("declare_blockers")
    assert "done" not in _labels(s)
    s.choose("B", f"block with Grizzly Bears #{b1.card}")
    assert _labels(s) == [f"block Prized Unicorn #{unicorn.card} with Grizzly Bears #{b1.card}"]
    s.choose("B", "block Prized Unicorn")
    s.choose("B", "block with Giant Spider")
    s.choose("B", "block Prized Unicorn")
    assert _labels(s) == ["done"]


def test_509_1c_lure_with_a_creature_that_can_block_two_blocks_both_lures_first():
    s = Scenario()
    unicorn = s.battlefield("A", "Prized Unicorn")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Two-Headed Giant of Foriys")
    s.start()
    s.attack({unicorn: "B", bears: "B"})
    s.block({giant: [unicorn, bears]})  # the requirement is obeyed, and it blocks another
    assert s.blocked_by(unicorn) == [giant] and s.blocked_by(bears) == [giant]


def test_509_1c_blocks_each_combat_if_able():
    s, bears, (screen,) = _at_blocks("Grizzly Bears", ["Razorgrass Screen"])
    with pytest.raises(IllegalActionError, match="blocks each combat if able"):
        s.block({})
    s.block({screen: bears})
    assert s.blocked_by(bears) == [screen]


def test_509_1c_blocks_each_combat_not_able_against_a_flyer():
    s, drake, (screen,) = _at_blocks("Wind Drake", ["Razorgrass Screen"])
    s.block({})  # it can't block a flyer: the requirement asks nothing
    assert s.blocked_by(drake) == []


def test_509_1c_example_menace_attacker_and_a_creature_that_blocks_if_able():
    # CR 509.1c example: one creature that "blocks if able", one with no abilities,
    # and a menace attacker: the only legal block uses both creatures.
    s, brute, (screen, bears) = _at_blocks("Boggart Brute", ["Razorgrass Screen", "Grizzly Bears"])
    with pytest.raises(IllegalActionError):
        s.block({})
    with pytest.raises(IllegalActionError, match="menace"):
        s.block({screen: brute})
    with pytest.raises(IllegalActionError):
        s.block({bears: brute})
    s.block({screen: brute, bears: brute})
    assert sorted(c.card for c in s.blocked_by(brute)) == sorted([screen.card, bears.card])


def test_613_1f_humility_removes_block_capacity_and_lure_509_1a_509_1c():
    # Layer 6: under Humility, Palace Guard can block only one creature and Prized
    # Unicorn's requirement is gone (derived characteristics, not the printed card).
    s = Scenario()
    unicorn = s.battlefield("A", "Prized Unicorn")
    lions = s.battlefield("A", "Savannah Lions")
    guard = s.battlefield("B", "Palace Guard")
    s.battlefield("B", "Humility")
    s.start()
    s.attack({unicorn: "B", lions: "B"})
    with pytest.raises(IllegalActionError, match="only one creature"):
        s.block({guard: [unicorn, lions]})
    s.block({})  # no requirement to block the Unicorn any more
    assert s.blocked_by(unicorn) == []


# ---- "can't block" and "can't attack" from real cards (508.1a, 509.1a-b) ------

def test_509_1b_fervent_cathar_makes_target_creature_unable_to_block_this_turn():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Mountain")
    cathar = s.hand("A", "Fervent Cathar")
    ogre = s.battlefield("B", "Gray Ogre")
    s.library("A", ["Mountain"] * 3)
    s.library("B", ["Mountain"] * 3)
    s.start()
    s.cast("A", cathar)
    s.resolve()
    s.choose("A", ogre)
    s.resolve()
    s.attack({cathar: "B"})                  # haste: it attacks the turn it entered
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]            # the only creature can't block: never offered
    with pytest.raises(IllegalActionError, match="can't block"):
        s.block({ogre: cathar})
    assert not s.is_blocking(ogre)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18
    s.pass_turn()                            # "this turn" ended (514.2): it can block again
    assert "can't block" not in s.keywords(ogre)


def test_508_1a_702_3b_defender_wall_is_never_offered_as_an_attacker_and_rejected():
    s = Scenario()
    wall = s.battlefield("A", "Wall of Stone")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.advance("declare_attackers")
    assert not any(s.name(wall) in lab for lab in _labels(s))
    with pytest.raises(IllegalActionError, match="Wall of Stone.*defender"):
        s.attack({wall: "B", bears: "B"})
    assert not s.is_attacking(bears)         # the whole declaration was rejected
    s.attack({bears: "B"})
    assert s.is_attacking(bears) and not s.is_attacking(wall)


def _jumping_soldier():
    s = Scenario()
    soldier = s.battlefield("A", "Soltari Foot Soldier")
    s.battlefield("A", "Island")
    jump = s.hand("A", "Jump")
    drake = s.battlefield("B", "Wind Drake")
    monk = s.battlefield("B", "Soltari Monk")
    return s, soldier, jump, drake, monk


def test_509_1b_example_flying_and_shadow_attacker_unblockable_by_flyer_without_shadow():
    # CR 509.1b example; evasion abilities are cumulative: the shadow creature
    # without flying or reach can't block it either.
    s, soldier, jump, drake, monk = _jumping_soldier()
    s.start()
    s.cast("A", jump, [soldier])
    s.resolve()
    s.attack({soldier: "B"})
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]
    for blocker in (drake, monk):
        with pytest.raises(IllegalActionError):
            s.block({blocker: soldier})
        assert not s.is_blocking(blocker)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 19


def test_509_1b_evasion_gained_after_a_legal_block_does_not_undo_it():
    s, soldier, jump, drake, monk = _jumping_soldier()
    s.start()
    s.attack({soldier: "B"})
    s.block({monk: soldier})                  # shadow blocks shadow
    s.cast("A", jump, [soldier])              # now flying too: the block stands
    s.resolve()
    assert "flying" in s.keywords(soldier) and s.is_blocking(monk) and s.is_blocked(soldier)
    s.advance("combat_damage")
    assert s.life("B") == 20 and s.zone(soldier) == "graveyard" and s.zone(monk) == "graveyard"


# ---- 509.1c: requirements maximized across creatures ---------------------------

def test_509_1c_other_creature_may_not_take_the_only_block_a_requirement_can_obey():
    # Stalking Tiger can be blocked by one creature; Razorgrass Screen "blocks each
    # combat if able" and can block only the Tiger.  Bears blocking the Tiger
    # would obey no requirement where Screen blocking it obeys one: illegal.
    s = Scenario()
    tiger = s.battlefield("A", "Stalking Tiger")
    flyer = s.battlefield("A", "Wind Drake")
    screen = s.battlefield("B", "Razorgrass Screen")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({tiger: "B", flyer: "B"})
    s.advance("declare_blockers")
    assert _labels(s) == ["block with Razorgrass Screen #2"]  # never a choice leading nowhere
    with pytest.raises(IllegalActionError):
        s.block({bears: tiger})
    assert not s.is_blocking(bears) and not s.is_blocked(tiger)
    s.block({screen: tiger})
    assert s.is_blocking(screen) and s.blocked_by(tiger) == [screen]


def test_509_1c_the_block_stays_open_when_the_requirement_has_another_way():
    # With a second attacker the Screen can block, Bears may take the Tiger.
    s = Scenario()
    tiger = s.battlefield("A", "Stalking Tiger")
    ogre = s.battlefield("A", "Gray Ogre")
    screen = s.battlefield("B", "Razorgrass Screen")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({tiger: "B", ogre: "B"})
    s.block({bears: tiger, screen: ogre})
    assert s.blocked_by(tiger) == [bears] and s.blocked_by(ogre) == [screen]


def test_509_1c_two_creatures_that_must_block_one_slot_either_may_take_it():
    # Both Screens can obey only by blocking the Tiger, which takes one blocker:
    # at most one requirement can be obeyed, and either Screen may obey it.
    for first in (0, 1):
        s = Scenario()
        tiger = s.battlefield("A", "Stalking Tiger")
        flyer = s.battlefield("A", "Wind Drake")
        screens = [s.battlefield("B", "Razorgrass Screen") for _ in range(2)]
        bears = s.battlefield("B", "Grizzly Bears")
        s.start()
        s.attack({tiger: "B", flyer: "B"})
        s.advance("declare_blockers")
        assert len(_labels(s)) == 2 and "done" not in _labels(s)   # the two Screens
        with pytest.raises(IllegalActionError):
            s.block({bears: tiger})
        s.block({screens[first]: tiger})
        assert s.blocked_by(tiger) == [screens[first]] and not s.is_blocking(screens[1 - first])


# ---- "No more than one creature can attack / block each combat" (Silent Arbiter) ----

def test_508_1d_example_only_the_creature_that_attacks_if_able_may_attack():
    # CR 508.1d example: a creature that "attacks if able", one with no abilities, and
    # "No more than one creature can attack each combat": the only legal attack is
    # the first creature alone.
    s = Scenario()
    cyclops = s.battlefield("A", "Bloodrock Cyclops")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Silent Arbiter")
    s.start()
    with pytest.raises(IllegalActionError, match="no more than 1 creature can attack"):
        s.attack({cyclops: "B", bears: "B"})
    with pytest.raises(IllegalActionError, match="attacks each combat if able"):
        s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="attacks each combat if able"):
        s.attack({})
    s.advance("declare_attackers")
    labels = _labels(s)
    assert "done" not in labels and not any(f"#{bears.card}" in lab for lab in labels)
    s.attack({cyclops: "B"})
    assert s.is_attacking(cyclops) and not s.is_attacking(bears)


def test_508_1c_no_more_than_one_creature_can_attack_each_combat():
    s = Scenario()
    b1 = s.battlefield("A", "Grizzly Bears")
    b2 = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Silent Arbiter")  # its controller's creatures too
    s.start()
    s.advance("declare_attackers")
    s.choose("A", next(lab for lab in _labels(s) if f"#{b1.card}" in lab))
    assert _labels(s) == ["done"]
    s.choose("A", "done")
    assert s.is_attacking(b1) and not s.is_attacking(b2)


def test_508_1c_cant_attack_alone_under_a_limit_of_one_never_attacks():
    # Two creatures that can't attack alone could attack together (508.1c example),
    # but with at most one attacker neither can.
    s = Scenario()
    g1 = s.battlefield("A", "Bonded Construct")
    s.battlefield("A", "Raging Kronch")
    s.battlefield("B", "Silent Arbiter")
    s.start()
    s.advance("declare_attackers")
    assert _labels(s) == ["done"]
    with pytest.raises(IllegalActionError):
        s.attack({g1: "B"})


def test_509_1b_no_more_than_one_creature_can_block_each_combat():
    s = Scenario()
    att = s.battlefield("A", "Craw Wurm")
    b1 = s.battlefield("B", "Grizzly Bears")
    b2 = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Silent Arbiter")
    s.start()
    s.attack({att: "B"})
    with pytest.raises(IllegalActionError, match="no more than 1 creature can block"):
        s.block({b1: att, b2: att})
    assert not s.is_blocking(b1)
    s.advance("declare_blockers")
    s.choose("B", f"block with Grizzly Bears #{b2.card}")
    s.choose("B", "block Craw Wurm")
    assert _labels(s) == ["done"]  # the other Bears may not join
    s.choose("B", "done")
    assert s.blocked_by(att) == [b2]


def test_509_1c_a_limit_of_one_blocker_goes_to_the_creature_that_blocks_if_able():
    # Razorgrass Screen blocks each combat if able; with one blocker allowed, the
    # Bears may not take the only place (fewer requirements than possible obeyed).
    s = Scenario()
    att = s.battlefield("A", "Grizzly Bears")
    screen = s.battlefield("B", "Razorgrass Screen")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Silent Arbiter")
    s.start()
    s.attack({att: "B"})
    s.advance("declare_blockers")
    labels = _labels(s)
    assert "done" not in labels and not any(f"#{bears.card}" in lab for lab in labels)
    with pytest.raises(IllegalActionError):
        s.block({bears: att})
    s.block({screen: att})
    assert s.blocked_by(att) == [screen]


def test_509_1b_702_111b_a_menace_attacker_cant_be_blocked_when_only_one_creature_may_block():
    s, brute, (b1, b2) = _at_blocks("Boggart Brute", ["Grizzly Bears", "Grizzly Bears"])
    s.advance("declare_blockers")
    assert len(_labels(s)) > 1  # without the Arbiter, two Bears may block it
    s2 = Scenario()
    brute2 = s2.battlefield("A", "Boggart Brute")
    s2.battlefield("B", "Grizzly Bears")
    s2.battlefield("B", "Grizzly Bears")
    s2.battlefield("B", "Silent Arbiter")
    s2.start()
    s2.attack({brute2: "B"})
    s2.advance("declare_blockers")
    assert _labels(s2) == ["done"]


# ---- "can't attack unless defending player controls ..." (508.1c) ------------------

def test_508_1c_cant_attack_unless_defending_player_controls_an_island():
    s = Scenario()
    serpent = s.battlefield("A", "Sea Serpent")
    s.battlefield("A", "Island")  # its controller's Island doesn't count
    s.start()
    s.advance("declare_attackers")
    assert _labels(s) == ["done"]
    with pytest.raises(IllegalActionError, match="unless the defending player controls"):
        s.attack({serpent: "B"})
    s.attack({})
    assert s.life("B") == 20


def test_508_1c_the_condition_met_the_creature_may_attack():
    s = Scenario()
    serpent = s.battlefield("A", "Sea Serpent")
    s.battlefield("A", "Island")  # (else it is sacrificed)
    s.battlefield("B", "Island")
    s.start()
    s.attack({serpent: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 15


def test_508_1c_613_the_condition_reads_land_types_after_layers():
    # Blood Moon makes the defender's Island a Mountain (305.7): no Island, no attack.
    s = Scenario()
    serpent = s.battlefield("A", "Sea Serpent")
    s.battlefield("A", "Island")  # basic: Blood Moon leaves it an Island (the Serpent stays)
    s.battlefield("B", "Tropical Island")
    s.battlefield("B", "Blood Moon")
    s.start()
    s.advance("declare_attackers")
    assert s.zone(serpent) == "battlefield" and _labels(s) == ["done"]
    with pytest.raises(IllegalActionError):
        s.attack({serpent: "B"})


# ---- 508.1c-d and 508.1h across the whole attack declaration, exhaustively -------
# Requirements ("attacks each combat if able": Bloodrock Cyclops, Battle-Mad Ronin),
# restrictions ("can't attack alone": Bonded Construct, Raging Kronch; "no more than
# one creature can attack": Silent Arbiter) and costs (Ghostly Prison {2} per attacker
# on the player, Norn's Annex {W/P} per attacker on the player or Jace; paid from
# Plains and life, never required by a requirement, 508.1d).  The declarations the
# engine lets the active player finish are exactly the legal ones that obey the most
# requirements, checked against an independent brute force.

import itertools  # noqa: E402
import random  # noqa: E402

from mtgcore import _core  # noqa: E402
from mtgcore.cards import default_library  # noqa: E402
from mtgcore.testing._common import _A, _D, _NO_REF, _STEP, _Z  # noqa: E402

_LIB = default_library()
_REQUIRED = {"Bloodrock Cyclops", "Battle-Mad Ronin"}
_ALONE = {"Bonded Construct", "Raging Kronch"}


def _at_declare_attackers(attackers, b_side, plains, seed=0, life=20):
    g = _core.Game.empty(_LIB.db, seed)
    g.set_life(0, life)
    atk = [g.add_card(0, _LIB.id_of(n), _Z["battlefield"]) for n in attackers]
    for _ in range(plains):
        g.add_card(0, _LIB.id_of("Plains"), _Z["battlefield"])
    b = [g.add_card(1, _LIB.id_of(n), _Z["battlefield"]) for n in b_side]
    for p in (0, 1):
        for _ in range(5):
            g.add_card(p, _LIB.id_of("Forest"), _Z["library"])
    g.begin_at(1, _STEP["declare_attackers"], 0)
    assert g.decision_kind == _D["declare_attackers"]
    return g, atk, b


def _attack_engine_declarations(g, atk):
    finished, seen = set(), set()

    def walk(h):
        acts = h.legal_actions()
        assert acts, "a declare-attackers decision without choices"
        decl = frozenset((o, h.obj_attacking(o)) for o in atk if h.obj_attacking(o) != _NO_REF)
        if decl in seen:
            return
        seen.add(decl)
        for a in acts:
            if a.kind == _A["done"]:
                finished.add(decl)
                continue
            k = h.clone()
            k.apply(a)
            assert k.decision_kind == _D["declare_attackers"]
            walk(k)

    walk(g.clone())
    return finished


def _attack_brute_force(g, atk, b, plains, life=20):
    name = g.obj_name
    player = -1 - 1  # player B as an attack recipient (a Ref)
    jaces = [o for o in b if name(o) == "Jace Beleren"]
    prisons = sum(1 for o in b if name(o) == "Ghostly Prison")
    annexes = sum(1 for o in b if name(o) == "Norn's Annex")
    limit = 1 if any(name(o) == "Silent Arbiter" for o in b) else 99
    options = [None, player] + jaces
    legal = []
    for choice in itertools.product(options, repeat=len(atk)):
        decl = frozenset((o, t) for o, t in zip(atk, choice) if t is not None)
        if len(decl) > limit:
            continue                                                        # 508.1c
        if len(decl) == 1 and any(name(o) in _ALONE for o, _ in decl):
            continue                                                        # 508.1c
        on_player = sum(1 for _, t in decl if t == player)
        generic = 2 * prisons * on_player
        phyrexian = annexes * len(decl)  # the player or Jace: both are taxed
        if not any(generic + k <= plains and 2 * (phyrexian - k) <= life
                   for k in range(phyrexian + 1)):
            continue                                                        # 508.1h, 119.4
        obeyed = sum(1 for o, _ in decl if name(o) in _REQUIRED)
        legal.append((obeyed, generic + phyrexian == 0, decl))
    best = max(n for n, free, _ in legal if free)  # 508.1d: no cost is required
    return {d for n, _, d in legal if n >= best}


_ATTACK_CHAINS = [
    # two requirements under "no more than one": either obeys the most
    (["Bloodrock Cyclops", "Battle-Mad Ronin", "Grizzly Bears"], ["Silent Arbiter"], 0),
    # a requirement and a creature that can't attack alone: partners
    (["Battle-Mad Ronin", "Bonded Construct", "Raging Kronch"], [], 0),
    # taxes: the requirement only where it's free (Jace, not the player)
    (["Bloodrock Cyclops", "Grizzly Bears"], ["Ghostly Prison", "Jace Beleren"], 2),
    # Norn's Annex taxes both: no requirement; payable with Plains and life
    (["Bloodrock Cyclops", "Bonded Construct", "Grizzly Bears"], ["Norn's Annex", "Jace Beleren"], 1),
]


@pytest.mark.parametrize("attackers,b_side,plains", _ATTACK_CHAINS)
def test_508_1d_chains_offer_exactly_the_best_legal_attack_declarations(attackers, b_side, plains):
    g, atk, b = _at_declare_attackers(attackers, b_side, plains)
    assert _attack_engine_declarations(g, atk) == _attack_brute_force(g, atk, b, plains)


@pytest.mark.parametrize("seed", range(40))
def test_508_1d_random_boards_offer_exactly_the_best_legal_attack_declarations(seed):
    rng = random.Random(seed)
    attackers = rng.sample(["Bloodrock Cyclops", "Battle-Mad Ronin", "Bonded Construct", "Raging Kronch",
                            "Grizzly Bears", "Grizzly Bears"], rng.randint(1, 4))
    b_side = rng.sample(["Ghostly Prison", "Norn's Annex", "Jace Beleren", "Silent Arbiter"],
                        rng.randint(0, 3))
    plains = rng.randint(0, 4)
    life = rng.choice([20, 20, 5, 3])  # 119.4: 2 life per {W/P} only while it lasts
    g, atk, b = _at_declare_attackers(attackers, b_side, plains, seed, life)
    expected = _attack_brute_force(g, atk, b, plains, life)
    assert expected, "some declaration is always legal"
    assert _attack_engine_declarations(g, atk) == expected
