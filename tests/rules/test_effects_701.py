"""Keyword actions (CR 701) of the effect vocabulary: create, destroy, discard,
exile, fight, investigate, mill, regenerate, sacrifice, scry, search, surveil,
tap and untap -- plus putting counters (122)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def tokens(s, player):
    return [p for p in s.permanents(player) if s.is_token(p)]


# ---------------------------------------------------------------------------
# 701.7 Create, 701.16 Investigate
# ---------------------------------------------------------------------------

def test_701_7_create_a_food_token_and_use_it():
    """Bake into a Pie: destroy target creature, create a Food (an artifact token
    with "{2}, {T}, Sacrifice this token: You gain 3 life")."""
    s = Scenario()
    swamps = [s.battlefield("A", "Swamp") for _ in range(4)]
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    pie = s.hand("A", "Bake into a Pie")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", pie, targets=[giant], pay_with=swamps)
    s.resolve()
    assert s.zone(giant) == "graveyard"
    food = tokens(s, "A")
    assert len(food) == 1
    f = food[0]
    assert s.name(f) == "Food" and s.types(f) == {"artifact", "food"} and s.colors(f) == set()
    assert s.owner(f) == "A" and s.controller(f) == "A"
    s.activate("A", f)
    assert s.zone(f) is None               # sacrificed as a cost; a token ceases to exist
    s.resolve()
    assert s.life("A") == 23


def test_701_16a_investigate_creates_a_clue():
    """Thraben Inspector: "When this creature enters, investigate" -- create a Clue
    ("{2}, Sacrifice this token: Draw a card")."""
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Plains")
    inspector = s.hand("A", "Thraben Inspector")
    top = s.library("A", "Island")
    s.start()
    s.cast("A", inspector)
    s.resolve()
    clues = tokens(s, "A")
    assert len(clues) == 1 and s.name(clues[0]) == "Clue"
    assert s.types(clues[0]) == {"artifact", "clue"}
    assert s.hand_size("A") == 0
    s.activate("A", clues[0])
    s.resolve()
    assert s.zone(top) == "hand"
    assert tokens(s, "A") == []


def test_701_16a_clue_needs_its_mana():
    s = Scenario()
    s.battlefield("A", "Plains")
    inspector = s.hand("A", "Thraben Inspector")
    s.library("A", ["Island"])
    s.start()
    s.cast("A", inspector)
    s.resolve()
    clue = tokens(s, "A")[0]
    with pytest.raises(IllegalActionError):
        s.activate("A", clue)
    assert s.zone(clue) == "battlefield"


# ---------------------------------------------------------------------------
# 701.8 Destroy, 701.19 Regenerate, 702.12 Indestructible
# ---------------------------------------------------------------------------

def test_701_8_destroy_all_creatures():
    """Day of Judgment destroys every creature; an indestructible creature isn't
    destroyed (701.8b, 702.12b); a regenerating one is tapped instead (701.19a);
    noncreature permanents stay."""
    s = Scenario()
    plains = [s.battlefield("A", "Plains") for _ in range(4)]
    wrath = s.hand("A", "Day of Judgment")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    myr = s.battlefield("B", "Darksteel Myr")
    troll = s.battlefield("B", "Troll Ascetic")
    s.battlefield("B", "Forest")
    s.battlefield("B", "Forest")
    scales = s.battlefield("B", "Hardened Scales")
    s.start()
    s.cast("A", wrath)
    s.activate("B", troll, "Regenerate")
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(giant) == "graveyard"
    assert s.zone(myr) == "battlefield"
    assert s.zone(troll) == "battlefield" and s.is_tapped(troll)
    assert s.zone(scales) == "battlefield"
    assert all(s.zone(p) == "battlefield" for p in plains)


def test_701_8a_destroyed_permanent_goes_to_its_owners_graveyard():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Swamp")
    pie = s.hand("A", "Bake into a Pie")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", pie, targets=[bears])
    s.resolve()
    assert s.cards("B", "graveyard") == [bears]
    assert s.cards("A", "graveyard") == [pie]


def test_701_19_regeneration_troll_ascetic_survives_combat_damage():
    """701.19a: the next time it would be destroyed this turn, instead remove all
    damage marked on it, tap it, and remove it from combat."""
    s = Scenario()
    troll = s.battlefield("B", "Troll Ascetic")
    s.battlefield("B", "Forest")
    s.battlefield("B", "Forest")
    giant = s.battlefield("A", "Hill Giant")
    s.start()
    s.attack({giant: "B"})
    s.activate("B", troll, "Regenerate")
    s.resolve()
    s.block({troll: giant})
    s.advance("end_of_combat")
    assert s.zone(troll) == "battlefield"
    assert s.damage(troll) == 0 and s.is_tapped(troll) and not s.is_blocking(troll)
    assert s.zone(giant) == "graveyard"    # the Troll's 3 damage was dealt first
    assert s.life("B") == 20


def test_701_19a_regeneration_shield_used_up_by_first_destruction():
    s = Scenario()
    troll = s.battlefield("A", "Troll Ascetic")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    for _ in range(4):
        s.battlefield("A", "Plains")
    wraths = s.hand("A", ["Day of Judgment", "Day of Judgment"])
    for _ in range(4):
        s.battlefield("A", "Plains")
    s.start()
    s.activate("A", troll, "Regenerate")
    s.resolve()
    s.cast("A", wraths[0])
    s.resolve()
    assert s.zone(troll) == "battlefield"
    s.cast("A", wraths[1])
    s.resolve()
    assert s.zone(troll) == "graveyard"


def test_702_12b_indestructible_ignores_lethal_damage():
    s = Scenario()
    myr = s.battlefield("B", "Darksteel Myr")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[myr])
    s.resolve()
    assert s.zone(myr) == "battlefield" and s.damage(myr) == 3


# ---------------------------------------------------------------------------
# 701.9 Discard
# ---------------------------------------------------------------------------

def test_701_9b_discard_the_affected_player_chooses():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Swamp")
    rot = s.hand("A", "Mind Rot")
    shock, island, murder = s.hand("B", ["Shock", "Island", "Murder"])
    s.start()
    s.cast("A", rot, targets=["B"])
    s.resolve()
    p = s.pending
    assert p.kind == "choose_cards" and p.player == "B" and len(p.options) == 3
    s.choose("B", island)
    s.choose("B", murder)
    assert s.pending is None
    assert s.cards("B", "hand") == [shock]
    assert set(s.cards("B", "graveyard")) == {island, murder}


def test_701_9_discard_with_too_few_cards_discards_all():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Swamp")
    rot = s.hand("A", "Mind Rot")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("A", rot, targets=["B"])
    s.resolve()
    assert s.pending is None
    assert s.zone(shock) == "graveyard" and s.hand_size("B") == 0


# ---------------------------------------------------------------------------
# 701.13 Exile
# ---------------------------------------------------------------------------

def test_701_13a_exile_target_creature():
    s = Scenario()
    s.battlefield("A", "Plains")
    swords = s.hand("A", "Swords to Plowshares")
    giant = s.battlefield("B", "Hill Giant", counters={"+1/+1": 1})
    s.start()
    s.cast("A", swords, targets=[giant])
    s.resolve()
    assert s.zone(giant) == "exile"
    assert s.cards("B", "exile") == [giant]
    assert s.cards("B", "graveyard") == []


def test_701_13_swords_to_plowshares_controller_gains_life_equal_to_power_608_2h():
    """"Exile target creature. Its controller gains life equal to its power." --
    after the exile, the creature's last known information gives both its
    controller and its power (608.2h): B gains 4 for a 4/4 Hill Giant."""
    s = Scenario()
    s.battlefield("A", "Plains")
    swords = s.hand("A", "Swords to Plowshares")
    giant = s.battlefield("B", "Hill Giant", counters={"+1/+1": 1})
    s.start()
    s.cast("A", swords, targets=[giant])
    s.resolve()
    assert s.zone(giant) == "exile"
    assert s.life("B") == 24 and s.life("A") == 20


# ---------------------------------------------------------------------------
# 701.14 Fight
# ---------------------------------------------------------------------------

def test_701_14_fight_each_deals_damage_equal_to_its_power():
    s = Scenario()
    s.battlefield("A", "Forest")
    prey = s.hand("A", "Prey Upon")
    giant = s.battlefield("A", "Hill Giant")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", prey, targets=[giant, bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.zone(giant) == "battlefield" and s.damage(giant) == 2


def test_701_14_fight_targets_must_match():
    s = Scenario()
    s.battlefield("A", "Forest")
    prey = s.hand("A", "Prey Upon")
    giant = s.battlefield("A", "Hill Giant")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("A", prey, targets=[giant, bears])   # the second must be B's
    assert s.zone(prey) == "hand"


def test_701_14b_no_damage_if_one_fighter_is_gone():
    """701.14b: if one creature instructed to fight is no longer on the
    battlefield, neither deals damage."""
    s = Scenario()
    s.battlefield("A", "Forest")
    prey = s.hand("A", "Prey Upon")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    s.battlefield("B", "Island")
    unsummon = s.hand("B", "Unsummon")
    s.start()
    s.cast("A", prey, targets=[bears, giant])
    s.cast("B", unsummon, targets=[giant])
    s.resolve()
    assert s.zone(giant) == "hand"
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 0


def test_701_14d_fight_damage_is_not_combat_damage_but_deathtouch_and_lifelink_apply():
    """Fight damage isn't combat damage (701.14d; Fog doesn't stop it), yet
    deathtouch (702.2b) and lifelink (702.15b) apply to any damage."""
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    fog = s.hand("A", "Fog")
    prey = s.hand("A", "Prey Upon")
    hawk = s.battlefield("A", "Vampire Nighthawk")
    baloth = s.battlefield("B", "Leatherback Baloth")
    s.start()
    s.cast("A", fog)
    s.resolve()
    s.cast("A", prey, targets=[hawk, baloth])
    s.resolve()
    assert s.zone(baloth) == "graveyard"   # 2 deathtouch damage to a 4/5
    assert s.zone(hawk) == "graveyard"     # 4 damage to a 2/3
    assert s.life("A") == 22


# ---------------------------------------------------------------------------
# 701.17 Mill
# ---------------------------------------------------------------------------

def test_701_17a_mill_top_cards_into_graveyard():
    s = Scenario()
    s.battlefield("A", "Island")
    scour = s.hand("A", "Thought Scour")
    b_lib = s.library("B", ["Forest", "Plains", "Swamp"])
    a_top = s.library("A", "Mountain")
    s.start()
    s.cast("A", scour, targets=["B"])
    s.resolve()
    assert s.cards("B", "graveyard") == b_lib[:2]
    assert s.cards("B", "library") == b_lib[2:]
    assert s.zone(a_top) == "hand"         # "Draw a card." is the caster's


def test_701_17b_mill_as_many_as_possible():
    """A player instructed to mill more cards than their library holds mills as
    many as possible -- and doesn't lose for it (only drawing from an empty
    library does, 704.5b)."""
    s = Scenario()
    s.battlefield("A", "Island")
    scour = s.hand("A", "Thought Scour")
    only = s.library("B", "Forest")
    s.library("A", ["Mountain"])
    s.start()
    s.cast("A", scour, targets=["B"])
    s.resolve()
    assert s.zone(only) == "graveyard" and s.cards("B", "library") == []
    assert not s.is_over


def test_701_17_mill_yourself():
    s = Scenario()
    s.battlefield("A", "Island")
    scour = s.hand("A", "Thought Scour")
    lib = s.library("A", ["Forest", "Plains", "Swamp"])
    s.start()
    s.cast("A", scour, targets=["A"])
    s.resolve()
    assert s.cards("A", "graveyard") == lib[:2] + [scour]
    assert s.zone(lib[2]) == "hand"


# ---------------------------------------------------------------------------
# 701.21 Sacrifice
# ---------------------------------------------------------------------------

def test_701_21_sacrifice_each_player_chooses_their_own():
    """Innocent Blood: each player sacrifices a creature, chosen by that player
    in APNAP order; a player with one creature has no choice."""
    s = Scenario()
    s.battlefield("A", "Swamp")
    blood = s.hand("A", "Innocent Blood")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Hill Giant")
    myr = s.battlefield("B", "Darksteel Myr")
    s.battlefield("B", "Forest")
    s.start()
    s.cast("A", blood)
    s.resolve()
    p = s.pending
    assert p.kind == "choose_cards" and p.player == "A" and len(p.options) == 2
    s.choose("A", bears)
    assert s.pending is None
    assert s.zone(bears) == "graveyard" and s.zone(giant) == "battlefield"
    assert s.zone(myr) == "graveyard"      # indestructible doesn't stop sacrifice


def test_701_21a_sacrifice_is_not_destruction_regeneration_doesnt_apply():
    """701.21a: sacrificing doesn't destroy, so a regeneration shield can't save it."""
    s = Scenario()
    s.battlefield("A", "Swamp")
    blood = s.hand("A", "Innocent Blood")
    troll = s.battlefield("B", "Troll Ascetic")
    s.battlefield("B", "Forest")
    s.battlefield("B", "Forest")
    s.start()
    s.cast("A", blood)
    s.activate("B", troll, "Regenerate")
    s.resolve()
    assert s.zone(troll) == "graveyard"


def test_701_21a_only_your_own_permanents():
    """Each player sacrifices a creature they control: A, with none, sacrifices
    nothing; B's choice is among B's creatures only."""
    s = Scenario()
    s.battlefield("A", "Swamp")
    blood = s.hand("A", "Innocent Blood")
    b1 = s.battlefield("B", "Grizzly Bears")
    b2 = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", blood)
    s.resolve()
    p = s.pending
    assert p.player == "B" and len(p.options) == 2
    s.choose("B", b2)
    assert s.zone(b2) == "graveyard" and s.zone(b1) == "battlefield"


# ---------------------------------------------------------------------------
# 701.22 Scry, 701.25 Surveil
# ---------------------------------------------------------------------------

def test_701_22_scry_2_bottom_one_then_draw():
    """Preordain: scry 2 (one to the bottom), then draw the card left on top."""
    s = Scenario()
    s.battlefield("A", "Island")
    preordain = s.hand("A", "Preordain")
    lib = s.library("A", ["Forest", "Mountain", "Plains", "Swamp"])
    s.start()
    s.cast("A", preordain)
    s.resolve()
    p = s.pending
    assert p.kind == "choose_cards" and p.player == "A"
    assert len(p.options) == 3             # the top two, and "done"
    s.choose("A", lib[0])                  # Forest to the bottom
    s.choose("A", "done")
    assert s.pending is None
    assert s.zone(lib[1]) == "hand"
    assert s.cards("A", "library") == [lib[2], lib[3], lib[0]]


def test_701_22a_scry_keep_both_in_chosen_order():
    s = Scenario()
    s.battlefield("A", "Island")
    preordain = s.hand("A", "Preordain")
    lib = s.library("A", ["Forest", "Mountain", "Plains"])
    s.start()
    s.cast("A", preordain)
    s.resolve()
    s.choose("A", "done")                  # none to the bottom
    p = s.pending
    assert p is not None and p.kind == "choose_cards"   # order the two on top
    s.choose("A", lib[1])                  # Mountain on top
    s.resolve()
    assert s.pending is None
    assert s.zone(lib[1]) == "hand"
    assert s.cards("A", "library") == [lib[0], lib[2]]


def test_701_22a_scry_both_to_the_bottom():
    s = Scenario()
    s.battlefield("A", "Island")
    preordain = s.hand("A", "Preordain")
    lib = s.library("A", ["Forest", "Mountain", "Plains"])
    s.start()
    s.cast("A", preordain)
    s.resolve()
    s.choose("A", lib[0])
    s.choose("A", lib[1])
    assert s.pending is None
    assert s.zone(lib[2]) == "hand"
    assert s.cards("A", "library") == [lib[0], lib[1]]


def test_701_22_scry_1_opt():
    s = Scenario()
    s.battlefield("A", "Island")
    opt = s.hand("A", "Opt")
    lib = s.library("A", ["Forest", "Mountain"])
    s.start()
    s.cast("A", opt)
    s.resolve()
    s.choose("A", lib[0])
    assert s.pending is None
    assert s.zone(lib[1]) == "hand"
    assert s.cards("A", "library") == [lib[0]]


def test_701_22_scry_1_keep_on_top():
    s = Scenario()
    s.battlefield("A", "Island")
    opt = s.hand("A", "Opt")
    lib = s.library("A", ["Forest", "Mountain"])
    s.start()
    s.cast("A", opt)
    s.resolve()
    s.choose("A", "done")
    assert s.zone(lib[0]) == "hand" and s.cards("A", "library") == [lib[1]]


def test_701_25_surveil_into_graveyard_then_draw():
    s = Scenario()
    s.battlefield("A", "Island")
    consider = s.hand("A", "Consider")
    lib = s.library("A", ["Forest", "Mountain"])
    s.start()
    s.cast("A", consider)
    s.resolve()
    p = s.pending
    assert p.kind == "choose_cards" and len(p.options) == 2
    s.choose("A", lib[0])
    assert s.pending is None
    assert s.zone(lib[0]) == "graveyard" and s.zone(lib[1]) == "hand"


def test_701_25_surveil_keep_on_top():
    s = Scenario()
    s.battlefield("A", "Island")
    consider = s.hand("A", "Consider")
    lib = s.library("A", ["Forest", "Mountain"])
    s.start()
    s.cast("A", consider)
    s.resolve()
    s.choose("A", "done")
    assert s.zone(lib[0]) == "hand" and s.zone(lib[1]) == "library"
    assert s.cards("A", "graveyard") == [consider]


def test_701_25_surveil_into_rest_in_peace_exiles():
    """A card surveilled "into your graveyard" is exiled instead under Rest in Peace (614.1a)."""
    s = Scenario()
    s.battlefield("B", "Rest in Peace")
    s.battlefield("A", "Island")
    consider = s.hand("A", "Consider")
    lib = s.library("A", ["Forest", "Mountain"])
    s.start()
    s.cast("A", consider)
    s.resolve()
    s.choose("A", lib[0])
    assert s.zone(lib[0]) == "exile" and s.zone(lib[1]) == "hand"


def test_701_22b_scry_with_an_empty_library_asks_nothing():
    s = Scenario()
    s.battlefield("A", "Island")
    opt = s.hand("A", "Opt")
    s.start()
    s.cast("A", opt)
    s.resolve()
    assert s.pending is None
    assert s.is_over and s.winner == "B"   # then the draw from an empty library (704.5b)


# ---------------------------------------------------------------------------
# 701.23 Search
# ---------------------------------------------------------------------------

def test_701_23_search_basic_land_onto_battlefield_tapped():
    """Rampant Growth: only basic land cards can be found (the nonbasic Khalni
    Garden and the Shock are not offered); it enters tapped; then shuffle."""
    s = Scenario()
    forests = [s.battlefield("A", "Forest") for _ in range(2)]
    growth = s.hand("A", "Rampant Growth")
    garden, island, forest, shock = s.library("A", ["Khalni Garden", "Island", "Forest", "Shock"])
    s.start()
    s.cast("A", growth)
    s.resolve()
    p = s.pending
    assert p.kind == "choose_cards" and p.player == "A"
    assert sorted(p.options) == sorted([f"choose Island #{island.card}",
                                        f"choose Forest #{forest.card}", "done"])
    s.choose("A", island)
    assert s.pending is None
    assert s.zone(island) == "battlefield" and s.is_tapped(island)
    assert s.controller(island) == "A"
    assert set(s.cards("A", "library")) == {garden, forest, shock}
    assert all(s.is_tapped(f) for f in forests)


def test_701_23b_search_may_fail_to_find():
    """701.23b: searching a hidden zone for a card with a stated quality, the
    player may find nothing."""
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Rampant Growth")
    lib = s.library("A", ["Island", "Forest"])
    s.start()
    s.cast("A", growth)
    s.resolve()
    s.choose("A", "done")
    assert s.pending is None
    assert set(s.cards("A", "library")) == set(lib)
    assert len(s.permanents("A")) == 2


# ---------------------------------------------------------------------------
# 701.26 Tap and untap; 122 counters
# ---------------------------------------------------------------------------

def test_701_26a_tap_target_creature_then_draw():
    s = Scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    point = s.hand("A", "Pressure Point")
    top = s.library("A", "Island")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", point, targets=[giant])
    s.resolve()
    assert s.is_tapped(giant) and s.zone(top) == "hand"


def test_701_26a_tapped_creature_cannot_block():
    s = Scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    point = s.hand("A", "Pressure Point")
    s.library("A", ["Island"])
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", point, targets=[giant])
    s.resolve()
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="tapped"):
        s.block({giant: bears})


def test_701_26b_untap_all_creatures_you_control():
    """Vitalize untaps A's creatures -- not A's lands, not B's creatures."""
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    used_land = s.battlefield("A", "Forest", tapped=True)
    vitalize = s.hand("A", "Vitalize")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Hill Giant")
    theirs = s.battlefield("B", "Grizzly Bears", tapped=True)
    s.start()
    s.attack({bears: "B", giant: "B"})
    assert s.is_tapped(bears) and s.is_tapped(giant)
    s.cast("A", vitalize, pay_with=[forest])
    s.resolve()
    assert not s.is_tapped(bears) and not s.is_tapped(giant)
    assert s.is_attacking(bears)           # untapping doesn't remove it from combat
    assert s.is_tapped(used_land) and s.is_tapped(theirs)


def test_122_1_put_a_counter_on_target_creature():
    s = Scenario()
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Battlegrowth")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 1}
    assert (s.power(bears), s.toughness(bears)) == (3, 3)
    s.pass_turn()
    assert s.counters(bears) == {"+1/+1": 1}   # counters stay (unlike "until end of turn")
