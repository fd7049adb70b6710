"""Static keyword abilities (CR 702): hexproof, shroud, protection, indestructible,
lifelink, wither, infect and toxic -- with replacement/prevention interactions."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


# ---------------------------------------------------------------------------
# 702.11 Hexproof, 702.18 Shroud
# ---------------------------------------------------------------------------

def test_702_11b_hexproof_opponents_cannot_target():
    s = Scenario()
    scout = s.battlefield("B", "Gladecover Scout")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    s.start()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("A", bolt, targets=[scout])
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.activate("A", pyro, targets=[scout])     # abilities too
    assert s.zone(bolt) == "hand" and s.stack == []


def test_702_11b_hexproof_its_controller_can_target():
    s = Scenario()
    scout = s.battlefield("B", "Gladecover Scout")
    s.battlefield("B", "Forest")
    growth = s.hand("B", "Giant Growth")
    s.start()
    s.cast("B", growth, targets=[scout])
    s.resolve()
    assert (s.power(scout), s.toughness(scout)) == (4, 4)


def test_702_11_hexproof_does_not_stop_untargeted_effects():
    s = Scenario()
    troll = s.battlefield("B", "Troll Ascetic")
    scout = s.battlefield("B", "Gladecover Scout")
    for _ in range(4):
        s.battlefield("A", "Plains")
    wrath = s.hand("A", "Day of Judgment")
    s.start()
    s.cast("A", wrath)
    s.resolve()
    assert s.zone(troll) == "graveyard" and s.zone(scout) == "graveyard"


def test_702_11_hexproof_troll_regenerates_itself():
    """Troll Ascetic's controller can still use its regeneration; an opponent
    can't Murder it but a Day of Judgment it regenerates from."""
    s = Scenario()
    troll = s.battlefield("B", "Troll Ascetic")
    s.battlefield("B", "Forest")
    s.battlefield("B", "Forest")
    for _ in range(3):
        s.battlefield("A", "Swamp")
    murder = s.hand("A", "Murder")
    s.start()
    with pytest.raises(IllegalActionError, match="legal target"):
        s.cast("A", murder, targets=[troll])       # no legal target at all (601.2c)
    s.activate("B", troll, "Regenerate")
    s.resolve()
    assert s.zone(troll) == "battlefield" and not s.is_tapped(troll)


def test_702_18a_shroud_nobody_can_target():
    s = Scenario()
    lookout = s.battlefield("B", "Elvish Lookout")
    s.battlefield("B", "Forest")
    growth = s.hand("B", "Giant Growth")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("A", bolt, targets=[lookout])
    with pytest.raises(IllegalActionError, match="legal target"):
        s.cast("B", growth, targets=[lookout])     # not even its controller
    assert s.stack == []


def test_702_18_shroud_does_not_stop_sacrifice():
    s = Scenario()
    lookout = s.battlefield("B", "Elvish Lookout")
    s.battlefield("A", "Swamp")
    blood = s.hand("A", "Innocent Blood")
    s.start()
    s.cast("A", blood)
    s.resolve()
    assert s.zone(lookout) == "graveyard"


# ---------------------------------------------------------------------------
# 702.16 Protection
# ---------------------------------------------------------------------------

def test_702_16_protection_prevents_damage_blocking_targeting():
    """Silver Knight (first strike, protection from red): red spells and
    abilities of red sources can't target it (702.16b); a red creature can't
    block it (702.16f); damage from red sources is prevented (702.16e)."""
    s = Scenario()
    knight = s.battlefield("A", "Silver Knight")
    goblin = s.battlefield("B", "Raging Goblin")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    fanatic = s.battlefield("B", "Mogg Fanatic")
    s.start()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("B", bolt, targets=[knight])
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.activate("B", fanatic, targets=[knight])
    s.attack({knight: "B"})
    with pytest.raises(IllegalActionError, match="cannot block"):
        s.block({goblin: knight})
    s.block({bears: knight})                   # a green creature may block it
    s.advance("combat_damage")
    assert s.zone(bears) == "graveyard" and s.damage(knight) == 0


def test_702_16e_damage_from_a_red_source_is_prevented():
    """A red Hill Giant blocked by Silver Knight deals its 3 damage to nobody; a
    red Goblin Piker fighting it (a green spell may target the Knight) too."""
    s = Scenario()
    giant = s.battlefield("A", "Hill Giant")
    piker = s.battlefield("A", "Goblin Piker")
    s.battlefield("A", "Forest")
    prey = s.hand("A", "Prey Upon")
    knight = s.battlefield("B", "Silver Knight")
    s.start()
    s.cast("A", prey, targets=[piker, knight])
    s.resolve()
    assert s.zone(piker) == "graveyard" and s.damage(knight) == 0
    s.attack({giant: "B"})
    s.block({knight: giant})                   # blocking a red creature is allowed
    s.advance("combat_damage")
    assert s.zone(knight) == "battlefield" and s.damage(knight) == 0
    assert s.damage(giant) == 2


def test_702_16_protection_from_red_not_from_other_colors():
    s = Scenario()
    knight = s.battlefield("B", "Silver Knight")
    for _ in range(2):
        s.battlefield("A", "Plains")
    point = s.hand("A", "Pressure Point")
    s.library("A", ["Island"])
    s.start()
    s.cast("A", point, targets=[knight])       # a white spell may target it
    s.resolve()
    assert s.is_tapped(knight)
    s2 = Scenario()
    knight2 = s2.battlefield("B", "Silver Knight")
    courser2 = s2.battlefield("A", "Centaur Courser")
    s2.start()
    s2.attack({courser2: "B"})
    s2.block({knight2: courser2})
    s2.advance("combat_damage")
    assert s2.zone(knight2) == "graveyard"     # green damage isn't prevented


def test_616_1_protection_first_keeps_the_prevention_shield():
    """616.1: when protection (702.16e) and a "prevent the next 4 damage" shield
    both apply, the Knight's controller chooses which prevents the red damage.
    Choosing protection, the shield stays whole for a later green source."""
    s = Scenario()
    s.battlefield("A", "Forest")
    prey = s.hand("A", "Prey Upon")
    piker = s.battlefield("A", "Goblin Piker")
    courser = s.battlefield("A", "Centaur Courser")
    knight = s.battlefield("B", "Silver Knight")
    s.battlefield("B", "Plains")
    hands = s.hand("B", "Mending Hands")
    s.start()
    s.cast("B", hands, targets=[knight])
    s.resolve()
    s.cast("A", prey, targets=[piker, knight])  # 2 red damage to the Knight
    s.resolve()
    if s.pending is not None:
        assert s.pending.kind == "choose_replacement"
        s.choose("B", "protection")
    assert s.damage(knight) == 0
    s.attack({courser: "B"})
    s.block({knight: courser})                  # 3 green damage: all prevented by the shield
    s.advance("combat_damage")
    assert s.damage(knight) == 0


# ---------------------------------------------------------------------------
# 702.12 Indestructible
# ---------------------------------------------------------------------------

def test_702_12b_indestructible_survives_destroy_effects():
    s = Scenario()
    myr = s.battlefield("B", "Darksteel Myr")
    for _ in range(3):
        s.battlefield("A", "Swamp")
    murder = s.hand("A", "Murder")
    s.start()
    s.cast("A", murder, targets=[myr])
    s.resolve()
    assert s.zone(myr) == "battlefield"
    assert s.zone(murder) == "graveyard"


def test_702_12b_indestructible_still_dies_to_zero_toughness_704_5f():
    """Wither's -1/-1 counter makes the 0/1 Darksteel Myr a -1/0: it is put into
    the graveyard by 704.5f, which indestructible doesn't stop."""
    s = Scenario()
    ripper = s.battlefield("A", "Sickle Ripper")
    myr = s.battlefield("B", "Darksteel Myr")
    s.start()
    s.attack({ripper: "B"})
    s.block({myr: ripper})
    s.advance("combat_damage")
    assert s.zone(myr) == "graveyard"


# ---------------------------------------------------------------------------
# 702.15 Lifelink
# ---------------------------------------------------------------------------

def test_702_15b_lifelink_gain_goes_through_life_gain_replacements():
    """Vampire Nighthawk's 2 combat damage makes A gain 2, doubled by Boon Reflection."""
    s = Scenario()
    s.battlefield("A", "Boon Reflection")
    hawk = s.battlefield("A", "Vampire Nighthawk")
    s.start()
    s.attack({hawk: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18 and s.life("A") == 24


def test_615_7_shielded_player_chooses_which_simultaneous_damage_is_prevented():
    """615.7: "If damage would be dealt to the shielded permanent or player by two
    or more applicable sources at the same time, the player ... chooses which
    damage the shield prevents."  Hill Giant (3) and lifelinking Vampire Nighthawk
    (2) hit B, shielded for 4: B prevents all of the Nighthawk's damage and 2 of
    the Giant's, so A gains nothing (702.15b: lifelink gains only damage dealt)."""
    s = Scenario()
    giant = s.battlefield("A", "Hill Giant")
    hawk = s.battlefield("A", "Vampire Nighthawk")
    s.battlefield("B", "Plains")
    hands = s.hand("B", "Mending Hands")
    s.start()
    s.attack({hawk: "B", giant: "B"})
    s.cast("B", hands, targets=["B"])
    s.resolve()
    s.block({})
    s.advance("combat_damage")
    assert s.pending.kind == "choose_replacement" and s.pending.player == "B"
    s.choose("B", "Vampire Nighthawk")     # the shield meets the Nighthawk's damage first
    assert s.life("B") == 19
    assert s.life("A") == 20


def test_702_15b_no_lifelink_gain_for_prevented_damage():
    s = Scenario()
    hawk = s.battlefield("A", "Vampire Nighthawk")
    s.battlefield("B", "Forest")
    fog = s.hand("B", "Fog")
    s.start()
    s.attack({hawk: "B"})
    s.cast("B", fog)
    s.resolve()
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 20 and s.life("A") == 20


# ---------------------------------------------------------------------------
# 702.80 Wither
# ---------------------------------------------------------------------------

def test_702_80_wither_damage_is_minus_counters():
    """702.80a: damage from a source with wither to a creature isn't marked; it
    becomes -1/-1 counters, which stay after the turn ends (damage wouldn't)."""
    s = Scenario()
    ripper = s.battlefield("A", "Sickle Ripper")
    giant = s.battlefield("B", "Hill Giant")
    s.library("A", ["Island"])
    s.library("B", ["Island"])
    s.start()
    s.attack({ripper: "B"})
    s.block({giant: ripper})
    s.advance("combat_damage")
    assert s.zone(ripper) == "graveyard"
    assert s.counters(giant) == {"-1/-1": 2} and s.damage(giant) == 0
    assert (s.power(giant), s.toughness(giant)) == (1, 1)
    s.pass_turn()
    assert s.counters(giant) == {"-1/-1": 2} and s.toughness(giant) == 1


def test_702_80_prevented_wither_damage_puts_no_counters():
    s = Scenario()
    ripper = s.battlefield("A", "Sickle Ripper")
    giant = s.battlefield("B", "Hill Giant")
    s.battlefield("B", "Plains")
    hands = s.hand("B", "Mending Hands")
    s.start()
    s.attack({ripper: "B"})
    s.cast("B", hands, targets=[giant])
    s.resolve()
    s.block({giant: ripper})
    s.advance("combat_damage")
    assert s.counters(giant) == {} and s.damage(giant) == 0
    assert s.zone(ripper) == "graveyard"


def test_702_80_wither_to_a_player_is_ordinary_damage():
    s = Scenario()
    ripper = s.battlefield("A", "Sickle Ripper")
    s.start()
    s.attack({ripper: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18 and s.poison("B") == 0


def test_702_80_wither_counters_meet_plus_counters_704_5q():
    """-1/-1 counters from wither annihilate with +1/+1 counters (704.5q)."""
    s = Scenario()
    ripper = s.battlefield("A", "Sickle Ripper")
    bears = s.battlefield("B", "Grizzly Bears", counters={"+1/+1": 3})
    s.start()
    s.attack({ripper: "B"})
    s.block({bears: ripper})
    s.advance("combat_damage")
    assert s.counters(bears) == {"+1/+1": 1}
    assert (s.power(bears), s.toughness(bears)) == (3, 3) and s.damage(bears) == 0


def test_702_80_wither_damage_doubled_is_twice_the_counters():
    s = Scenario()
    s.battlefield("A", "Furnace of Rath")
    ripper = s.battlefield("A", "Sickle Ripper")
    baloth = s.battlefield("B", "Leatherback Baloth")
    s.start()
    s.attack({ripper: "B"})
    s.block({baloth: ripper})
    s.advance("combat_damage")
    assert s.counters(baloth) == {"-1/-1": 4}
    assert (s.power(baloth), s.toughness(baloth)) == (0, 1)


# ---------------------------------------------------------------------------
# 702.90 Infect
# ---------------------------------------------------------------------------

def test_702_90_infect_gives_poison_not_life_loss():
    """702.90b: damage to a player from a source with infect gives poison counters
    and no life loss; 702.90c: to a creature, -1/-1 counters."""
    s = Scenario()
    elf = s.battlefield("A", "Glistener Elf")
    elf2 = s.battlefield("A", "Glistener Elf")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({elf: "B", elf2: "B"})
    s.block({bears: elf2})
    s.advance("combat_damage")
    assert s.life("B") == 20 and s.poison("B") == 1
    assert s.counters(bears) == {"-1/-1": 1} and s.damage(bears) == 0
    assert (s.power(bears), s.toughness(bears)) == (1, 1)
    assert s.zone(elf2) == "graveyard"


def test_702_90b_ten_poison_counters_lose_704_5c():
    s = Scenario()
    s.set_poison("B", 9)
    elf = s.battlefield("A", "Glistener Elf")
    s.start()
    s.attack({elf: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.poison("B") == 10
    assert s.is_over and s.winner == "A"


def test_702_90_infect_damage_doubled_and_prevented():
    """Infect damage is still damage: Furnace of Rath doubles it (2 poison), Fog
    prevents it (no poison)."""
    s = Scenario()
    s.battlefield("B", "Furnace of Rath")
    elf = s.battlefield("A", "Glistener Elf")
    s.start()
    s.attack({elf: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.poison("B") == 2 and s.life("B") == 20
    s2 = Scenario()
    elf2 = s2.battlefield("A", "Glistener Elf")
    s2.battlefield("B", "Forest")
    fog = s2.hand("B", "Fog")
    s2.start()
    s2.attack({elf2: "B"})
    s2.cast("B", fog)
    s2.resolve()
    s2.block({})
    s2.advance("combat_damage")
    assert s2.poison("B") == 0 and s2.life("B") == 20


def test_702_90c_infect_blocker_kills_with_counters():
    """A Glistener Elf blocking a 2/2 gives it a -1/-1 counter (a 1/1 that
    survives, no damage marked) and dies itself."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    elf = s.battlefield("B", "Glistener Elf")
    s.start()
    s.attack({bears: "B"})
    s.block({elf: bears})
    s.advance("combat_damage")
    assert s.zone(elf) == "graveyard"
    assert s.counters(bears) == {"-1/-1": 1} and s.damage(bears) == 0
    assert s.life("B") == 20


# ---------------------------------------------------------------------------
# 702.164 Toxic
# ---------------------------------------------------------------------------

def test_702_164c_toxic_combat_damage_to_a_player_adds_poison():
    """Pestilent Syphoner (flying, toxic 1): its combat damage to a player makes
    that player lose life *and* get one poison counter (120.3g)."""
    s = Scenario()
    syphoner = s.battlefield("A", "Pestilent Syphoner")
    s.start()
    s.attack({syphoner: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 19 and s.poison("B") == 1


def test_702_164c_toxic_value_not_doubled_with_the_damage():
    """Doubling the damage doesn't double the toxic value: 2 life, still 1 poison."""
    s = Scenario()
    s.battlefield("B", "Furnace of Rath")
    syphoner = s.battlefield("A", "Pestilent Syphoner")
    s.start()
    s.attack({syphoner: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18 and s.poison("B") == 1


def test_702_164c_toxic_needs_combat_damage_to_a_player():
    """Blocked, the Syphoner deals its damage to the blocker: no poison.  With
    its damage prevented (Fog), no poison either."""
    s = Scenario()
    syphoner = s.battlefield("A", "Pestilent Syphoner")
    crow = s.battlefield("B", "Storm Crow")
    s.start()
    s.attack({syphoner: "B"})
    s.block({crow: syphoner})
    s.advance("combat_damage")
    assert s.poison("B") == 0 and s.life("B") == 20
    s2 = Scenario()
    syphoner2 = s2.battlefield("A", "Pestilent Syphoner")
    s2.battlefield("B", "Forest")
    fog = s2.hand("B", "Fog")
    s2.start()
    s2.attack({syphoner2: "B"})
    s2.cast("B", fog)
    s2.resolve()
    s2.block({})
    s2.advance("combat_damage")
    assert s2.poison("B") == 0 and s2.life("B") == 20


def test_702_164_toxic_flying_keywords():
    s = Scenario()
    syphoner = s.battlefield("A", "Pestilent Syphoner")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    assert s.keywords(syphoner) == {"flying", "toxic"}
    s.attack({syphoner: "B"})
    with pytest.raises(IllegalActionError, match="flying"):
        s.block({bears: syphoner})


def test_702_15e_simultaneous_lifelink_damage_is_separate_life_gain_events():
    """702.15e: two lifelink sources dealing combat damage at once cause separate
    life gain events -- each is replaced on its own (Boon Reflection and Rhox
    Faithmender twice each): 1 -> 4 and 2 -> 8, so A gains 12; A is asked the
    order of the replacements once per event."""
    s = Scenario()
    s.battlefield("A", "Boon Reflection")
    rhox = s.battlefield("A", "Rhox Faithmender")
    hawk = s.battlefield("A", "Vampire Nighthawk")
    s.start()
    s.attack({rhox: "B", hawk: "B"})
    s.block({})
    s.advance("combat_damage")
    asked = 0
    while s.pending is not None:
        assert s.pending.kind == "choose_replacement" and s.pending.player == "A"
        s.choose("A", "Boon Reflection")
        asked += 1
    assert asked == 2
    assert s.life("B") == 17 and s.life("A") == 32
