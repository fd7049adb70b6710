"""Triggered abilities (CR 603) with real cards: enters, dies, leaves, attacks,
combat damage, upkeep and end step, casting, life gain, "may", intervening
"if", delayed triggers, APNAP order and each player ordering their own
triggers (603.3b), and the "Example:" paragraphs of rule 603 that the engine
can express (intervening "if", APNAP order and delayed triggers continue in
test_triggers_order_and_delayed.py).

Strict scenarios: a trigger with a target asks ``choose_target`` as it is put
on the stack (603.3d), "you may" asks ``yes_no`` as it resolves (603.5), and
two or more different triggers of one player ask ``order_triggers`` (the
option chosen first goes on the stack first, so it resolves last).
"""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def tokens(s, player):
    return [t for t in s.permanents(player) if s.is_token(t)]


# ---------------------------------------------------------------------------
# 603.6a Enters-the-battlefield triggers
# ---------------------------------------------------------------------------

def test_603_6a_elvish_visionary_draws_when_it_enters():
    s = Scenario()
    top = s.library("A", ["Island", "Forest"])[0]
    ev = s.hand("A", "Elvish Visionary")
    lands(s, "A", "Forest", 2)
    s.start()
    s.cast("A", ev)
    s.pass_priority()
    s.pass_priority()                      # the creature spell resolves ...
    assert s.zone(ev) == "battlefield" and s.zone(top) == "library"
    assert [str(e) for e in s.stack] == [
        "Elvish Visionary ability: When this creature enters, draw a card. (A)"]
    s.resolve()                            # ... and only then its trigger
    assert s.zone(top) == "hand" and s.hand_size("A") == 1


def test_603_3d_target_chosen_when_the_trigger_is_put_on_the_stack():
    s = Scenario()
    lands(s, "A", "Mountain", 4)
    ftk = s.hand("A", "Flametongue Kavu")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", ftk)
    s.resolve()
    assert s.pending.kind == "choose_target" and s.pending.player == "A"
    assert s.pending.options == ["target Hill Giant #5", "target Flametongue Kavu #4"]
    s.choose("A", giant)
    assert s.zone(giant) == "graveyard" and s.zone(ftk) == "battlefield"


def test_603_3d_flametongue_kavu_must_target_itself_when_it_is_the_only_creature():
    s = Scenario()
    lands(s, "A", "Mountain", 4)
    ftk = s.hand("A", "Flametongue Kavu")
    s.start()
    s.cast("A", ftk)
    s.resolve()
    assert s.pending.options == ["target Flametongue Kavu #4"]
    s.choose("A", ftk)
    assert s.zone(ftk) == "graveyard"


def test_603_3d_trigger_without_a_legal_target_is_removed():
    # Ravenous Chupacabra with no creature an opponent controls: nothing to ask,
    # the ability is simply removed (the Chupacabra itself is not a legal target).
    s = Scenario()
    lands(s, "A", "Swamp", 4)
    chupa = s.hand("A", "Ravenous Chupacabra")
    mine = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", chupa)
    s.resolve()
    assert s.pending is None and s.stack == []
    assert s.zone(mine) == "battlefield" and s.zone(chupa) == "battlefield"


def test_603_6a_ravenous_chupacabra_destroys_only_an_opponents_creature():
    s = Scenario()
    lands(s, "A", "Swamp", 4)
    chupa = s.hand("A", "Ravenous Chupacabra")
    mine = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Leatherback Baloth")
    s.start()
    s.cast("A", chupa)
    s.resolve()
    assert s.pending.options == ["target Leatherback Baloth #6"]
    s.choose("A", theirs)
    assert s.zone(theirs) == "graveyard" and s.zone(mine) == "battlefield"


def test_603_6a_man_o_war_bounces_itself_when_it_is_the_only_creature():
    s = Scenario()
    lands(s, "A", "Island", 3)
    mow = s.hand("A", "Man-o'-War")
    s.start()
    s.cast("A", mow)
    s.resolve()
    s.choose("A", mow)
    assert s.zone(mow) == "hand"


def test_603_2c_one_event_with_two_creatures_entering_triggers_twice():
    # 603.2c: "it can trigger repeatedly if one event contains multiple
    # occurrences" -- Raise the Alarm's two tokens enter at once; Soul Warden
    # ("Whenever another creature enters") triggers for each.
    s = Scenario()
    s.battlefield("A", "Soul Warden")
    lands(s, "A", "Plains", 2)
    alarm = s.hand("A", "Raise the Alarm")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    assert s.pending.kind == "order_triggers" and len(s.pending.options) == 2
    s.choose("A", 0)
    assert s.life("A") == 22


def _open_the_vaults(graveyard_order):
    s = Scenario()
    cards = s.graveyard("A", list(graveyard_order))
    lands(s, "A", "Plains", 6)
    vaults = s.hand("A", "Open the Vaults")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    return s, cards


def test_603_6a_newcomers_see_each_other_entering_welcome_first():
    # 603.6a: "Each time an event puts one or more permanents onto the
    # battlefield, all permanents on the battlefield (including the newcomers)
    # are checked for any enters-the-battlefield triggers that match the event."
    # Open the Vaults returns Ajani's Welcome and Circuit Mender together: the
    # Welcome triggers for the Mender (+1) and the Mender for itself (+2).
    s, _ = _open_the_vaults(["Ajani's Welcome", "Circuit Mender"])
    assert s.pending.kind == "order_triggers"
    s.choose("A", 0)
    assert s.life("A") == 23


def test_603_6a_newcomers_see_each_other_entering_mender_first():
    # Same as above with the graveyard in the other order: the result must not
    # depend on it.
    s, _ = _open_the_vaults(["Circuit Mender", "Ajani's Welcome"])
    assert s.pending is not None and s.pending.kind == "order_triggers"
    s.choose("A", 0)
    assert s.life("A") == 23


def test_603_6a_soul_warden_sees_opponents_creatures_but_not_itself():
    s = Scenario()
    warden = s.hand("A", "Soul Warden")
    s.battlefield("A", "Plains")
    s.start()
    s.cast("A", warden)
    s.resolve()                            # "another creature": not itself
    assert s.life("A") == 20 and s.stack == []
    s2 = Scenario()
    s2.battlefield("A", "Soul Warden")
    lands(s2, "B", "Plains", 3)
    alarm = s2.hand("B", "Raise the Alarm")
    s2.library("A", ["Island"])
    s2.start(turn=2)
    s2.cast("B", alarm)
    s2.resolve()
    s2.choose("A", 0)                      # A orders A's two triggers
    assert s2.life("A") == 22 and s2.life("B") == 20


def test_603_5_gravedigger_may_return_target_creature_card():
    s = Scenario()
    gd = s.hand("A", "Gravedigger")
    bears = s.graveyard("A", "Grizzly Bears")
    lands(s, "A", "Swamp", 4)
    s.start()
    s.cast("A", gd)
    s.resolve()
    assert s.pending.kind == "choose_target"      # the target first (603.3d) ...
    s.choose("A", bears)
    assert s.pending.kind == "yes_no"             # ... the "may" on resolution (603.5)
    s.choose("A", "yes")
    assert s.zone(bears) == "hand"


def test_603_5_may_trigger_declined():
    s = Scenario()
    gd = s.hand("A", "Gravedigger")
    bears = s.graveyard("A", "Grizzly Bears")
    lands(s, "A", "Swamp", 4)
    s.start()
    s.cast("A", gd)
    s.resolve()
    s.choose("A", bears)
    s.choose("A", "no")
    assert s.zone(bears) == "graveyard" and s.stack == [] and s.hand_size("A") == 0


def test_603_3d_gravedigger_cannot_target_an_opponents_graveyard():
    s = Scenario()
    gd = s.hand("A", "Gravedigger")
    theirs = s.graveyard("B", "Grizzly Bears")
    lands(s, "A", "Swamp", 4)
    s.start()
    s.cast("A", gd)
    s.resolve()
    assert s.pending is None and s.stack == []     # no legal target: removed
    assert s.zone(theirs) == "graveyard"


def test_608_2b_may_trigger_with_an_illegal_target_asks_nothing():
    # Seasoned Marshal's "you may tap target creature": the target dies in
    # response, so the ability doesn't resolve and no yes/no is asked.
    s = Scenario()
    marshal = s.battlefield("A", "Seasoned Marshal")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.attack({marshal: "B"})
    s.choose("A", bears)
    s.cast("B", shock, targets=[bears])
    s.resolve()
    assert s.pending is None and s.stack == [] and s.zone(bears) == "graveyard"


def test_113_7a_etb_trigger_resolves_after_its_source_has_died():
    # The ability exists independently of its source: Flametongue Kavu is
    # Shocked in response, its trigger still deals 4 damage (608.2h: LKI).
    s = Scenario()
    lands(s, "A", "Mountain", 4)
    ftk = s.hand("A", "Flametongue Kavu")
    giant = s.battlefield("B", "Hill Giant")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("A", ftk)
    s.pass_priority()
    s.pass_priority()
    s.choose("A", giant)
    s.cast("B", shock, targets=[ftk])
    s.resolve()
    assert s.zone(ftk) == "graveyard" and s.zone(giant) == "graveyard"


# ---------------------------------------------------------------------------
# Dies and leaves-the-battlefield triggers (603.6c, 603.10a)
# ---------------------------------------------------------------------------

def test_603_10a_doomed_traveler_dies_and_creates_a_spirit():
    s = Scenario()
    dt = s.battlefield("A", "Doomed Traveler")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[dt])
    s.resolve()
    assert s.zone(dt) == "graveyard"
    [spirit] = tokens(s, "A")
    assert s.name(spirit) == "Spirit Token"
    assert (s.power(spirit), s.toughness(spirit)) == (1, 1)
    assert s.colors(spirit) == {"white"} and s.keywords(spirit) == {"flying"}
    assert s.types(spirit) == {"creature", "spirit"}


def test_603_10a_blood_artist_sees_its_own_death():
    # A leaves-the-battlefield ability looks back in time: "Whenever this
    # creature ... dies" triggers although the Blood Artist is in the graveyard.
    s = Scenario()
    artist = s.battlefield("A", "Blood Artist")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[artist])
    s.resolve()
    assert s.zone(artist) == "graveyard"
    s.choose("A", "player B")
    assert s.life("A") == 21 and s.life("B") == 19


def test_603_10a_example_dies_trigger_of_an_object_destroyed_at_the_same_time():
    """603.10a Example: "Two creatures are on the battlefield along with an
    artifact that has the ability 'Whenever a creature dies, you gain 1 life.'
    Someone casts a spell that destroys all artifacts, creatures, and
    enchantments. The artifact's ability triggers twice, even though the
    artifact goes to its owner's graveyard at the same time as the creatures."

    Here: Blood Artist and two Grizzly Bears; Day of Judgment destroys all three.
    Blood Artist triggers three times (itself and the two others)."""
    s = Scenario()
    artist = s.battlefield("A", "Blood Artist")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Plains", 4)
    doj = s.hand("A", "Day of Judgment")
    s.start()
    s.cast("A", doj)
    s.resolve()
    assert s.zone(artist) == "graveyard"
    answered = 0
    while s.pending is not None:
        assert s.pending.player == "A"
        s.choose("A", "player B" if s.pending.kind == "choose_target" else 0)
        answered += 1
    assert answered == 5                    # order 3, target, order 2, target, target
    assert s.life("A") == 23 and s.life("B") == 17


def test_603_10a_zulaport_cutthroat_counts_only_creatures_you_controlled():
    # "this creature or another creature you control dies": controller as the
    # creatures last existed on the battlefield (Zulaport itself + A's Bears).
    s = Scenario()
    s.battlefield("A", "Zulaport Cutthroat")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Plains", 4)
    doj = s.hand("A", "Day of Judgment")
    s.start()
    s.cast("A", doj)
    s.resolve()
    s.choose("A", 0)
    assert s.life("A") == 22 and s.life("B") == 18


def test_603_10a_zulaport_cutthroat_ignores_an_opponents_creature():
    s = Scenario()
    s.battlefield("A", "Zulaport Cutthroat")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.stack == []
    assert s.life("A") == 20 and s.life("B") == 20


def test_603_2g_replaced_death_triggers_no_dies_abilities_but_leaves_abilities():
    # 603.2g: "An event that's prevented or replaced won't trigger anything."
    # With Rest in Peace, destroyed creatures are exiled instead of dying:
    # undying, Doomed Traveler and Blood Artist don't trigger; Circuit Mender's
    # leaves-the-battlefield ability does (it still left the battlefield).
    s = Scenario()
    s.battlefield("B", "Rest in Peace")
    wolf = s.battlefield("A", "Young Wolf")
    traveler = s.battlefield("A", "Doomed Traveler")
    mender = s.battlefield("A", "Circuit Mender")
    artist = s.battlefield("A", "Blood Artist")
    s.library("A", ["Island"])
    lands(s, "B", "Plains", 4)
    doj = s.hand("B", "Day of Judgment")
    s.library("B", ["Island"])
    s.start(turn=2)
    s.cast("B", doj)
    s.resolve()
    assert [s.zone(x) for x in (wolf, traveler, mender, artist)] == ["exile"] * 4
    assert s.permanents("A") == [] and s.hand_size("A") == 1
    assert s.life("A") == 20 and s.life("B") == 20


def test_603_6c_circuit_mender_leaves_by_bounce_and_draws():
    s = Scenario()
    card = s.library("A", ["Island", "Island"])[0]
    mender = s.battlefield("A", "Circuit Mender")
    lands(s, "A", "Island", 3)
    mow = s.hand("A", "Man-o'-War")
    s.start()
    s.cast("A", mow)
    s.resolve()
    s.choose("A", mender)                  # Man-o'-War returns the Mender
    assert s.zone(mender) == "hand" and s.zone(card) == "hand"
    assert s.hand_size("A") == 2


def test_603_6c_circuit_mender_enters_then_dies_with_its_etb_trigger_on_the_stack():
    # Bolted in response to its own ETB trigger: both triggers resolve
    # (the leaves trigger first, since it's on top).
    s = Scenario()
    s.library("A", ["Island", "Island"])
    mender = s.hand("A", "Circuit Mender")
    lands(s, "A", "Plains", 3)
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", mender)
    s.pass_priority()
    s.pass_priority()
    assert len(s.stack) == 1
    s.cast("B", bolt, targets=[mender])
    s.resolve()
    assert s.zone(mender) == "graveyard"
    assert s.life("A") == 22 and s.hand_size("A") == 1


def test_603_6c_nadiers_nightblade_token_leaving_but_not_a_nontoken():
    s = Scenario()
    s.battlefield("A", "Nadier's Nightblade")
    dt = s.battlefield("A", "Doomed Traveler")
    lands(s, "B", "Mountain", 2)
    shock1, shock2 = s.hand("B", ["Shock", "Shock"])
    s.start()
    s.cast("B", shock1, targets=[dt])
    s.resolve()                            # a nontoken died: only the Spirit is made
    assert s.life("A") == 20 and s.life("B") == 20
    [spirit] = tokens(s, "A")
    s.cast("B", shock2, targets=[spirit])
    s.resolve()
    assert s.zone(spirit) is None
    assert s.life("A") == 21 and s.life("B") == 19


def test_603_6c_token_bounced_to_hand_is_a_leaves_the_battlefield_event():
    s = Scenario()
    s.battlefield("A", "Nadier's Nightblade")
    lands(s, "A", "Plains", 2)
    alarm = s.hand("A", "Raise the Alarm")
    lands(s, "A", "Island", 3)
    mow = s.hand("A", "Man-o'-War")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    soldier = tokens(s, "A")[0]
    s.cast("A", mow)
    s.resolve()
    s.choose("A", soldier)
    assert s.zone(soldier) is None         # 704.5d after it left
    assert s.life("A") == 21 and s.life("B") == 19


# ---------------------------------------------------------------------------
# Attack, combat damage and cast triggers
# ---------------------------------------------------------------------------

def test_508_3a_seasoned_marshal_taps_a_potential_blocker():
    s = Scenario()
    marshal = s.battlefield("A", "Seasoned Marshal")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({marshal: "B"})
    s.choose("A", bears)
    s.resolve()
    s.choose("A", "yes")
    assert s.is_tapped(bears)
    with pytest.raises(IllegalActionError, match="tapped"):
        s.block({bears: marshal})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_510_3a_scroll_thief_draws_on_combat_damage_to_a_player():
    s = Scenario()
    thief = s.battlefield("A", "Scroll Thief")
    card = s.library("A", ["Island"])[0]
    s.start()
    s.attack({thief: "B"})
    s.block({})
    s.advance("combat_damage")
    s.resolve()
    assert s.life("B") == 19 and s.zone(card) == "hand"


def test_510_3a_scroll_thief_blocked_draws_nothing():
    s = Scenario()
    thief = s.battlefield("A", "Scroll Thief")
    s.library("A", ["Island"])
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({thief: "B"})
    s.block({bears: thief})
    s.advance("combat_damage")
    assert s.stack == [] and s.hand_size("A") == 0 and s.damage(bears) == 1


def test_603_2g_example_prevented_damage_triggers_nothing():
    """603.2g Example: "An ability that triggers on damage being dealt won't
    trigger if all the damage is prevented." (Scroll Thief and Fog.)"""
    s = Scenario()
    thief = s.battlefield("A", "Scroll Thief")
    s.library("A", ["Island"])
    s.battlefield("B", "Forest")
    fog = s.hand("B", "Fog")
    s.start()
    s.attack({thief: "B"})
    s.cast("B", fog)
    s.resolve()
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 20 and s.stack == [] and s.hand_size("A") == 0


def test_603_2_kiln_fiend_triggers_on_instants_and_sorceries_only():
    s = Scenario()
    fiend = s.battlefield("A", "Kiln Fiend")
    s.battlefield("A", "Mountain")
    lands(s, "A", "Forest", 2)
    bolt = s.hand("A", "Lightning Bolt")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.stack[0].startswith("Kiln Fiend ability")    # above the Bolt
    s.resolve()
    assert (s.power(fiend), s.toughness(fiend)) == (4, 2)
    s.cast("A", bears)
    s.resolve()
    assert s.power(fiend) == 4             # a creature spell: no trigger


def test_603_2_kiln_fiend_ignores_an_opponents_spell():
    s = Scenario()
    fiend = s.battlefield("A", "Kiln Fiend")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("B", bolt, targets=["A"])
    s.resolve()
    assert s.power(fiend) == 1 and s.life("A") == 17


# ---------------------------------------------------------------------------
# Beginning-of-step triggers (503.1a, 513.1a)
# ---------------------------------------------------------------------------

def test_503_1a_phyrexian_arena_in_its_controllers_upkeep_only():
    s = Scenario()
    s.battlefield("A", "Phyrexian Arena")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start(turn=3, step="upkeep")
    assert [str(e) for e in s.stack] == [
        "Phyrexian Arena ability: At the beginning of your upkeep, you draw a card and you lose "
        "1 life. (A)"]
    s.resolve()
    assert s.hand_size("A") == 1 and s.life("A") == 19
    s.pass_turn()                          # B's upkeep: nothing
    assert s.stack == [] and s.life("A") == 19


def test_503_1a_bloodgift_demon_targets_a_player():
    s = Scenario()
    s.battlefield("A", "Bloodgift Demon")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start(turn=3, step="upkeep")
    assert s.pending.kind == "choose_target"
    s.choose("A", "player B")
    s.resolve()
    assert s.hand_size("B") == 1 and s.life("B") == 19
    assert s.hand_size("A") == 0 and s.life("A") == 20


def test_704_5b_bloodgift_demon_makes_a_player_draw_from_an_empty_library():
    s = Scenario()
    s.battlefield("A", "Bloodgift Demon")
    s.library("A", ["Island"] * 3)
    s.start(turn=3, step="upkeep")
    s.choose("A", "player B")
    s.resolve()
    assert s.is_over and s.winner == "A"


def test_513_1a_ball_lightning_is_sacrificed_at_the_end_step():
    s = Scenario()
    ball = s.battlefield("A", "Ball Lightning", sick=True)
    s.library("A", ["Island"] * 2)
    s.library("B", ["Island"] * 2)
    s.start()
    s.attack({ball: "B"})                  # haste
    s.block({})
    s.advance("end_step")
    assert s.life("B") == 14 and len(s.stack) == 1
    s.resolve()
    assert s.zone(ball) == "graveyard"


def test_513_1a_the_end_step_means_every_end_step():
    # "At the beginning of the end step" (not "your"): B's Ball Lightning is
    # sacrificed at the end of A's turn too.
    s = Scenario()
    ball = s.battlefield("B", "Ball Lightning")
    s.library("A", ["Island"] * 2)
    s.start()
    s.advance("end_step")
    assert s.stack[0].controller == "B"
    s.resolve()
    assert s.zone(ball) == "graveyard"


# ---------------------------------------------------------------------------
# Life gain triggers (119.9)
# ---------------------------------------------------------------------------

def test_119_9_ajanis_pridemate_one_counter_per_life_gain_event():
    s = Scenario()
    pm = s.battlefield("A", "Ajani's Pridemate")
    lands(s, "A", "Plains", 4)
    mercy = s.hand("A", "Angel's Mercy")
    s.start()
    s.cast("A", mercy)
    s.resolve()
    assert s.life("A") == 27 and s.counters(pm) == {"+1/+1": 1} and s.stack == []
    assert (s.power(pm), s.toughness(pm)) == (3, 3)


def test_119_9_two_lifelink_sources_are_two_life_gain_events():
    s = Scenario()
    pm = s.battlefield("A", "Ajani's Pridemate")
    k1 = s.battlefield("A", "Knight of Meadowgrain")
    k2 = s.battlefield("A", "Knight of Meadowgrain")
    s.start()
    s.attack({k1: "B", k2: "B"})
    s.block({})
    s.advance("first_strike_damage")
    assert s.life("A") == 24 and len(s.stack) == 2
    s.resolve()
    assert s.counters(pm) == {"+1/+1": 2} and s.stack == []


def test_603_2_trigger_resolution_triggers_another_ability():
    # Soul Warden's life gain (from a trigger) triggers Ajani's Pridemate.
    s = Scenario()
    s.battlefield("A", "Soul Warden")
    pm = s.battlefield("A", "Ajani's Pridemate")
    lands(s, "A", "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    s.resolve()
    # Soul Warden's trigger resolved (1 life), then the Pridemate trigger it caused
    assert s.life("A") == 21 and s.counters(pm) == {"+1/+1": 1} and s.stack == []


def test_603_3_circuit_mender_etb_life_gain_feeds_pridemate():
    s = Scenario()
    pm = s.battlefield("A", "Ajani's Pridemate")
    mender = s.hand("A", "Circuit Mender")
    lands(s, "A", "Plains", 3)
    s.start()
    s.cast("A", mender)
    s.resolve()
    assert s.life("A") == 22 and s.counters(pm) == {"+1/+1": 1}
