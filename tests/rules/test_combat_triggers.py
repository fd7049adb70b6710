"""Combat triggers on the event funnel (CR 508.3, 509.3) and the keywords built on
them: bushido (702.45), rampage (702.23), afflict (702.130), melee (702.121),
annihilator (702.86); ninjutsu (702.49) and creatures put onto the battlefield
attacking (508.4)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _combat(attacker, blockers):
    s = Scenario()
    att = s.battlefield("A", attacker)
    blk = [s.battlefield("B", b) for b in blockers]
    s.start()
    return s, att, blk


def test_702_45a_bushido_when_it_blocks():
    s, bears, (retainer,) = _combat("Grizzly Bears", ["Devoted Retainer"])
    s.attack({bears: "B"})
    s.block({retainer: bears})
    s.resolve()
    assert (s.power(retainer), s.toughness(retainer)) == (2, 2)
    s.advance("combat_damage")
    assert s.zone(bears) == "graveyard" and s.zone(retainer) == "graveyard"


def test_702_45a_bushido_when_it_becomes_blocked():
    s, retainer, (lions,) = _combat("Devoted Retainer", ["Savannah Lions"])
    s.attack({retainer: "B"})
    s.block({lions: retainer})
    s.resolve()
    assert (s.power(retainer), s.toughness(retainer)) == (2, 2)
    s.advance("combat_damage")
    assert s.zone(lions) == "graveyard" and s.zone(retainer) == "graveyard"


def test_702_23a_rampage_counts_blockers_beyond_the_first():
    s, pack, blockers = _combat("Wolverine Pack", ["Grizzly Bears"] * 3)
    s.attack({pack: "B"})
    s.block({b: pack for b in blockers})
    s.resolve()
    assert (s.power(pack), s.toughness(pack)) == (6, 8)  # +2/+2 for each of two beyond the first


def test_702_23a_rampage_single_blocker_gives_nothing():
    s, pack, (bears,) = _combat("Wolverine Pack", ["Grizzly Bears"])
    s.attack({pack: "B"})
    s.block({bears: pack})
    s.resolve()
    assert (s.power(pack), s.toughness(pack)) == (2, 4)


def test_702_130a_afflict_defending_player_loses_life_once_509_3c():
    # "Becomes blocked" triggers once however many creatures block it (509.3c).
    s, khenra, blockers = _combat("Khenra Eternal", ["Grizzly Bears", "Grizzly Bears"])
    s.attack({khenra: "B"})
    s.block({b: khenra for b in blockers})
    assert len(s.stack) == 1
    s.resolve()
    assert s.life("B") == 19 and s.life("A") == 20


def test_702_130a_afflict_not_blocked_no_trigger():
    s, khenra, _ = _combat("Khenra Eternal", [])
    s.attack({khenra: "B"})
    s.block({})
    assert s.stack == []
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_702_121a_melee_attacking_one_opponent():
    s, wings, _ = _combat("Wings of the Guard", [])
    s.attack({wings: "B"})
    s.resolve()
    assert (s.power(wings), s.toughness(wings)) == (2, 2)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_702_45a_bushido_2_with_attacks_each_combat_508_1d():
    s, ronin, (bears,) = _combat("Battle-Mad Ronin", ["Grizzly Bears"])
    s.attack({ronin: "B"})
    s.block({bears: ronin})
    s.resolve()
    assert (s.power(ronin), s.toughness(ronin)) == (3, 3)
    s.advance("combat_damage")
    assert s.zone(bears) == "graveyard" and s.zone(ronin) == "battlefield"


def test_702_45a_bushido_with_first_strike():
    s, blademaster, (ogre,) = _combat("Kitsune Blademaster", ["Hill Giant"])
    s.attack({blademaster: "B"})
    s.block({ogre: blademaster})
    s.resolve()
    s.advance("first_strike_damage")  # 3 first-strike damage kills the 3/3 first
    assert s.zone(ogre) == "graveyard" and s.damage(blademaster) == 0


def test_702_23a_rampage_with_trample_and_frost_giant():
    s, craw, blockers = _combat("Craw Giant", ["Grizzly Bears", "Grizzly Bears"])
    s.attack({craw: "B"})
    s.block({b: craw for b in blockers})
    s.resolve()
    assert (s.power(craw), s.toughness(craw)) == (8, 6)
    s.assign_combat_damage(craw, {blockers[0]: 2, blockers[1]: 2, "B": 4})
    assert s.life("B") == 16 and s.zone(craw) == "battlefield"
    s2, frost, bl2 = _combat("Frost Giant", ["Grizzly Bears"] * 3)
    s2.attack({frost: "B"})
    s2.block({b: frost for b in bl2})
    s2.resolve()
    assert (s2.power(frost), s2.toughness(frost)) == (8, 8)


def test_702_130a_afflict_2_and_an_activated_pump():
    s = Scenario()
    dev = s.battlefield("A", "Frontline Devastator")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({dev: "B"})
    s.block({bears: dev})
    s.resolve()
    assert s.life("B") == 18


def test_508_3a_soltari_trooper_attack_trigger_and_shadow_mercenary():
    s = Scenario()
    trooper = s.battlefield("A", "Soltari Trooper")
    merc = s.battlefield("B", "Dauthi Mercenary")
    s.start()
    s.attack({trooper: "B"})
    s.resolve()
    assert (s.power(trooper), s.toughness(trooper)) == (2, 2)
    s.advance("declare_blockers")
    assert f"block with Dauthi Mercenary #{merc.card}" in [s.game._g.label(a) for a in s.game._g.legal_actions()]
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18  # 1 + 1 from the attack trigger


def test_702_86a_annihilator_defending_player_sacrifices_two_permanents():
    s = Scenario()
    crusher = s.battlefield("A", "Ulamog's Crusher")
    bears = s.battlefield("B", "Grizzly Bears")
    forest = s.battlefield("B", "Forest")
    wall = s.battlefield("B", "Wall of Stone")
    s.start()
    s.advance("declare_attackers")
    assert "done" not in [s.game._g.label(a) for a in s.game._g.legal_actions()]  # attacks if able
    s.attack({crusher: "B"})
    s.resolve()
    s.choose("B", bears)  # B chooses the two permanents (701.21a)
    s.choose("B", forest)
    gone = [c for c in (bears, forest, wall) if s.zone(c) != "battlefield"]
    assert len(gone) == 2 and s.zone(wall) == "battlefield"



def _ninja_setup(blocked=False):
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(2):
        s.battlefield("A", "Island")
    ninja = s.hand("A", "Ninja of the Deep Hours")
    s.library("A", ["Island"] * 3)
    wall = s.battlefield("B", "Wall of Stone")
    s.start()
    s.attack({bears: "B"})
    s.block({wall: bears} if blocked else {})
    return s, bears, ninja


def test_702_49a_ninjutsu_returns_an_unblocked_attacker_and_the_ninja_attacks_702_49c():
    s, bears, ninja = _ninja_setup()
    s.ninjutsu("A", ninja, bears)
    assert s.zone(bears) == "hand"  # a cost: returned at once
    s.resolve()
    assert s.zone(ninja) == "battlefield" and s.is_tapped(ninja) and s.is_attacking(ninja)
    assert s.blocked_by(ninja) == []  # unblocked (702.49c)
    hand = s.hand_size("A")
    s.advance("combat_damage")
    assert s.life("B") == 18 and len(s.stack) == 1  # its combat damage trigger
    s.resolve()
    s.choose("A", "yes")  # "you may draw a card"
    assert s.hand_size("A") == hand + 1


def test_702_49c_ninjutsu_needs_an_unblocked_attacker():
    s, bears, ninja = _ninja_setup(blocked=True)
    with pytest.raises(IllegalActionError, match="unblocked attacker"):
        s.ninjutsu("A", ninja, bears)
    assert s.zone(ninja) == "hand" and s.zone(bears) == "battlefield"


def test_508_4_a_ninja_put_onto_the_battlefield_attacking_was_never_declared():
    # Battle cry ("whenever this creature attacks") doesn't trigger for a creature
    # put onto the battlefield attacking.
    s = Scenario()
    goblin = s.battlefield("A", "Goblin Wardriver")
    for _ in range(2):
        s.battlefield("A", "Island")
    ninja = s.hand("A", "Ninja of the Deep Hours")
    s.start()
    s.attack({goblin: "B"})
    s.resolve()  # battle cry from the declaration (no other attacker)
    s.block({})
    s.ninjutsu("A", ninja, goblin)
    s.resolve()
    assert s.stack == [] and s.power(ninja) == 2


def test_702_25a_flanking_blocker_without_flanking_gets_minus_1_minus_1():
    s, herder, (bears,) = _combat("Mtenda Herder", ["Grizzly Bears"])
    s.attack({herder: "B"})
    s.block({bears: herder})
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (1, 1)
    s.advance("combat_damage")
    assert s.zone(bears) == "graveyard" and s.zone(herder) == "graveyard"


def test_702_25a_flanking_does_not_trigger_for_a_blocker_with_flanking():
    s, herder, (other,) = _combat("Mtenda Herder", ["Mtenda Herder"])
    s.attack({herder: "B"})
    s.block({other: herder})
    assert s.stack == []


def test_702_25a_flanking_triggers_for_an_additional_block_509_3d():
    # Two-Headed Giant of Foriys blocks a Grizzly Bears and then the flanker: the
    # second block is an event of its own and flanking triggers (4/4 -> 3/3).
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    herder = s.battlefield("A", "Mtenda Herder")
    giant = s.battlefield("B", "Two-Headed Giant of Foriys")
    s.start()
    s.attack({bears: "B", herder: "B"})
    s.block({giant: [bears, herder]})
    s.resolve()
    assert (s.power(giant), s.toughness(giant)) == (3, 3)


def test_702_39a_provoke_untaps_the_target_and_it_must_block():
    s = Scenario()
    grappler = s.battlefield("A", "Goblin Grappler")
    bears = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("B", "Wall of Stone", tapped=True)
    s.start()
    s.attack({grappler: "B", bears: "B"})
    s.choose("A", wall)  # provoke's target, chosen as the trigger goes on the stack
    s.resolve()
    s.choose("A", "yes")
    assert not s.is_tapped(wall)
    with pytest.raises(IllegalActionError):
        s.block({})  # 509.1c: it blocks the Grappler if able
    with pytest.raises(IllegalActionError):
        s.block({wall: bears})
    s.block({wall: grappler})
    assert s.blocked_by(grappler) == [wall]


def test_702_39a_provoke_declined_leaves_no_requirement():
    s = Scenario()
    grappler = s.battlefield("A", "Goblin Grappler")
    wall = s.battlefield("B", "Wall of Stone")
    s.start()
    s.attack({grappler: "B"})
    s.choose("A", wall)
    s.resolve()
    s.choose("A", "no")
    s.block({})
    assert s.blocked_by(grappler) == []


# ---- characteristics are checked as the creature attacks or blocks (508.2a, 509.3f) --

def _maccready(attacker, growth=True, b_extra=()):
    s = Scenario()
    s.battlefield("B", "MacCready, Lamplight Mayor")
    extra = [s.battlefield("B", n) for n in b_extra]
    att = s.battlefield("A", attacker)
    s.battlefield("A", "Forest")
    growth_card = s.hand("A", "Giant Growth") if growth else None
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start()
    return s, att, growth_card, extra


def test_508_2a_example_a_creature_made_to_match_after_attacking_doesnt_trigger():
    # CR 508.2a example ("Whenever a green creature attacks ..."; a blue creature
    # attacks and is later turned green: no trigger), with power: MacCready's
    # "Whenever a creature with power 4 or greater attacks you" and Grizzly Bears
    # (2/2) made 5/5 by Giant Growth after it attacked.
    s, bears, growth, _ = _maccready("Grizzly Bears")
    s.attack({bears: "B"})
    assert s.stack == []
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert s.power(bears) == 5 and s.stack == []
    s.block({})
    s.advance("end_of_combat")
    assert s.life("A") == 20 and s.life("B") == 15


def test_508_2a_a_creature_matching_as_it_attacks_triggers():
    s, wurm, _, _ = _maccready("Craw Wurm", growth=False)
    s.attack({wurm: "B"})
    assert len(s.stack) == 1
    s.resolve()
    assert s.life("A") == 18 and s.life("B") == 22  # its controller loses 2, B gains 2


def test_508_2a_attacks_you_means_the_player_not_a_planeswalker():
    s, wurm, _, (jace,) = _maccready("Craw Wurm", growth=False, b_extra=("Jace Beleren",))
    s.attack({wurm: jace})
    assert s.stack == []


def test_508_2a_maccready_skulk_for_a_small_attacker_stays_after_a_pump():
    s = Scenario()
    s.battlefield("A", "MacCready, Lamplight Mayor")
    bears = s.battlefield("A", "Grizzly Bears")
    armodon = s.battlefield("A", "Trained Armodon")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.attack({bears: "B", armodon: "B"})
    assert len(s.stack) == 1  # Bears (power 2) only: the Armodon has power 3
    s.resolve()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert "skulk" in s.keywords(bears) and "skulk" not in s.keywords(armodon)


def _abomination(abom_side, other, other_side, wisps=True):
    s = Scenario()
    abom = s.battlefield(abom_side, "Abomination")
    oth = s.battlefield(other_side, other)
    s.battlefield("A", "Plains")
    w = s.hand("A", "Niveous Wisps") if wisps else None
    s.library("A", ["Plains"] * 3)
    s.library("B", ["Plains"] * 3)
    s.start()
    return s, abom, oth, w


def test_509_3f_example_a_blocker_turned_white_later_doesnt_trigger():
    # CR 509.3f example: "Whenever this creature becomes blocked by a white creature,
    # destroy that creature at end of combat" -- blocked by a black creature later
    # turned white: no trigger.  Abomination, Nadier's Nightblade (black 1/3) and
    # Niveous Wisps.
    s, abom, blade, wisps = _abomination("A", "Nadier's Nightblade", "B")
    s.attack({abom: "B"})
    s.block({blade: abom})
    assert s.stack == []
    s.cast("A", wisps, targets=[blade])
    s.resolve()
    assert s.colors(blade) == {"white"} and s.stack == []
    s.advance("postcombat_main")
    assert s.zone(blade) == "battlefield" and s.damage(blade) == 2


def test_509_3f_a_green_blocker_as_it_blocks_is_destroyed_at_end_of_combat():
    s, abom, armodon, _ = _abomination("A", "Trained Armodon", "B", wisps=False)
    s.attack({abom: "B"})
    s.block({armodon: abom})
    assert len(s.stack) == 1  # the trigger; it creates the delayed trigger (603.7)
    s.resolve()
    s.advance("combat_damage")
    assert s.zone(armodon) == "battlefield"  # 2 damage: it survives the damage
    s.advance("postcombat_main")
    assert s.zone(armodon) == "graveyard"


def test_509_3f_blocking_a_green_attacker_destroys_it_at_end_of_combat():
    s, abom, armodon, _ = _abomination("B", "Trained Armodon", "A", wisps=False)
    s.attack({armodon: "B"})
    s.block({abom: armodon})
    assert len(s.stack) == 1
    s.resolve()
    s.advance("postcombat_main")
    assert s.zone(armodon) == "graveyard" and s.zone(abom) == "battlefield"


def test_509_3f_blocking_a_creature_turned_green_later_doesnt_trigger():
    s, abom, blade, wisps = _abomination("B", "Nadier's Nightblade", "A")
    s.attack({blade: "B"})
    s.block({abom: blade})
    assert s.stack == []
    s.cast("A", wisps, targets=[blade])  # white now, after blockers were declared
    s.resolve()
    s.advance("postcombat_main")
    assert s.zone(blade) == "battlefield"
