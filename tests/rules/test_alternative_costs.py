"""Alternative costs (CR 118.9) on one mechanism: "without paying its mana cost"
(Omniscience; 608.2g casts during a resolution: Goblin Dark-Dwellers, Torrential
Gearhulk), evoke (702.74), dash (702.109), overload (702.96), madness (702.35),
foretell (702.143), spectacle (702.137); and the extra-mode costs entwine (702.42)
and escalate (702.120).  Flashback (702.34) is in test_casting_costs.py."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

FREE = "without paying its mana cost"


from _costs import lands as _lands  # noqa: E402


def _tapped(s, cards):
    return sum(s.is_tapped(c) for c in cards)


def _labels(s, card_name):
    return [a.label for a in s.game.legal_actions() if card_name in a.label]


# ---- 118.9: without paying its mana cost (Omniscience) --------------------------------

def test_118_9_omniscience_casts_a_spell_from_hand_without_paying_its_mana_cost():
    s = Scenario()
    s.battlefield("A", "Omniscience")
    mull = s.hand("A", "Mulldrifter")
    s.library("A", ["Island"] * 3)
    s.start()
    assert any(l.endswith("without paying its mana cost") for l in _labels(s, "Mulldrifter"))
    s.cast("A", mull, alt=FREE)
    s.resolve()
    assert s.zone(mull) == "battlefield"  # not evoked: it stays (118.9a)
    assert s.hand_size("A") == 2


def test_118_9_without_omniscience_no_free_cast_is_offered():
    s = Scenario()
    _lands(s, "Island", 5)
    mull = s.hand("A", "Mulldrifter")
    s.start()
    assert not any(FREE in l for l in _labels(s, "Mulldrifter"))
    with pytest.raises(IllegalActionError):
        s.cast("A", mull, alt=FREE)
    assert s.zone(mull) == "hand"


def test_118_9_omniscience_grants_its_controller_only_and_keeps_timing():
    s = Scenario()
    s.battlefield("A", "Omniscience")
    mine = s.hand("A", "Mulldrifter")
    theirs = s.hand("B", "Mulldrifter")
    s.start(turn=2)  # B's turn: B has no Omniscience; A's creature keeps sorcery timing
    with pytest.raises(IllegalActionError):
        s.cast("B", theirs, alt=FREE)
    with pytest.raises(IllegalActionError):
        s.cast("A", mine, alt=FREE)


def test_107_3b_x_is_0_when_cast_without_paying_its_mana_cost():
    s = Scenario()
    s.battlefield("A", "Omniscience")
    mountains = _lands(s, "Mountain", 3)
    blaze = s.hand("A", "Blaze")
    s.start()
    s.cast("A", blaze, targets=["B"], alt=FREE)  # no X announcement: X is 0
    s.resolve()
    assert _tapped(s, mountains) == 0
    assert s.life("B") == 20


def test_118_9d_kicker_is_paid_on_top_of_an_alternative_cost():
    s = Scenario()
    s.battlefield("A", "Omniscience")
    mountains = _lands(s, "Mountain", 4)
    bolt = s.hand("A", "Burst Lightning")
    s.start()
    s.cast("A", bolt, targets=["B"], alt=FREE, kicked=True)
    assert _tapped(s, mountains) == 4  # only the kicker {4} (601.2f)
    s.resolve()
    assert s.life("B") == 16


def test_118_9a_one_alternative_cost_per_spell_evoke_with_omniscience_still_pays_evoke():
    s = Scenario()
    s.battlefield("A", "Omniscience")
    islands = _lands(s, "Island", 3)
    mull = s.hand("A", "Mulldrifter")
    s.library("A", ["Island"] * 3)
    s.start()
    labels = _labels(s, "Mulldrifter")
    # {4}{U} can't be paid: the evoke cost and the free cast are two distinct actions
    assert sorted(l.split(" for ")[-1].split(" without ")[-1] for l in labels if l.startswith("cast")) == \
        ["its evoke cost", "paying its mana cost"]
    s.cast("A", mull, alt="evoke")
    assert _tapped(s, islands) == 3  # {2}{U}: not both alternative costs
    s.resolve()
    while s.pending is not None:  # its two enters triggers: either order
        s.choose("A", 0)
    assert s.zone(mull) == "graveyard" and s.hand_size("A") == 2


def test_118_9c_alternative_cost_keeps_the_mana_value():
    s = Scenario()
    _lands(s, "Island", 3)
    mull = s.hand("A", "Mulldrifter")
    s.start()
    s.cast("A", mull, alt="evoke")
    assert s.mana_value(mull) == 5  # {4}{U}, though {2}{U} was paid


def test_118_9_an_alternative_cost_the_card_lacks_is_refused_clearly():
    s = Scenario()
    _lands(s, "Island", 5)
    mull = s.hand("A", "Mulldrifter")
    s.start()
    with pytest.raises(IllegalActionError, match="Mulldrifter has no dash cost"):
        s.cast("A", mull, alt="dash")
    assert s.zone(mull) == "hand" and s.stack == []


# ---- 608.2g: casting while an effect resolves -------------------------------------------

def _dark_dwellers(s):
    _lands(s, "Mountain", 5)
    gdd = s.hand("A", "Goblin Dark-Dwellers")
    return gdd


def test_608_2g_goblin_dark_dwellers_casts_a_card_from_the_graveyard_while_resolving():
    s = Scenario()
    gdd = _dark_dwellers(s)
    bolt = s.graveyard("A", "Lightning Bolt")
    s.start()
    s.cast("A", gdd)
    s.resolve()
    s.choose("A", bolt)        # the trigger's target (603.3d)
    s.choose("A", "yes")       # "you may cast"
    s.choose("A", "player B")  # Lightning Bolt's target, chosen as it is cast (601.2c)
    s.resolve()
    assert s.spells_cast("A") == 2 and s.life("B") == 17
    assert s.zone(bolt) == "exile"  # "If that spell would be put into your graveyard, exile it"


def test_118_9d_kicker_of_a_spell_cast_while_resolving_is_announced_and_paid():
    s = Scenario()
    mountains = _lands(s, "Mountain", 9)
    gdd = s.hand("A", "Goblin Dark-Dwellers")
    burst = s.graveyard("A", "Burst Lightning")
    s.start()
    s.cast("A", gdd)
    s.resolve()
    s.choose("A", burst)
    s.choose("A", "yes")
    s.choose("A", "kick 1 time")  # 601.2b: announced as it is cast; its {4} is paid
    s.choose("A", "player B")
    assert _tapped(s, mountains) == 9
    assert s.life("B") == 16 and s.zone(burst) == "exile"


def test_608_2g_declining_leaves_the_card_in_the_graveyard():
    s = Scenario()
    gdd = _dark_dwellers(s)
    bolt = s.graveyard("A", "Lightning Bolt")
    s.start()
    s.cast("A", gdd)
    s.resolve()
    s.choose("A", bolt)
    s.choose("A", "no")
    s.resolve()
    assert s.zone(bolt) == "graveyard" and s.life("B") == 20


def test_608_2g_dark_dwellers_targets_mana_value_3_or_less_only():
    s = Scenario()
    gdd = _dark_dwellers(s)
    s.graveyard("A", "Concentrate")  # mana value 4
    s.start()
    s.cast("A", gdd)
    s.resolve()
    assert s.pending is None and not s.stack  # no legal target: removed (603.3d)


def test_608_2g_a_sorcery_cast_while_resolving_ignores_timing():
    s = Scenario()
    gdd = _dark_dwellers(s)
    rain = s.graveyard("A", "Stone Rain")
    forest = s.battlefield("B", "Forest")
    s.start()
    s.cast("A", gdd)
    s.resolve()
    s.choose("A", rain)
    s.choose("A", "yes")
    s.choose("A", forest)  # a sorcery cast with the trigger on the stack (608.2g)
    s.resolve()
    assert s.zone(forest) == "graveyard" and s.zone(rain) == "exile"


def test_608_2g_a_countered_spell_cast_this_way_is_exiled():
    s = Scenario()
    gdd = _dark_dwellers(s)
    _lands(s, "Island", 2, player="B")
    bolt = s.graveyard("A", "Lightning Bolt")
    cs = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", gdd)
    s.pass_priority()
    s.pass_priority()       # Goblin Dark-Dwellers resolves; its trigger's target:
    s.choose("A", bolt)
    s.pass_priority()
    s.pass_priority()       # the trigger resolves
    s.choose("A", "yes")
    s.choose("A", "player B")
    assert s.zone(bolt) == "stack" and not s.pending  # then the active player has priority
    assert [e.is_spell for e in s.stack] == [True]
    s.cast("B", cs, targets=[bolt])
    s.resolve()
    assert s.life("B") == 20 and s.zone(bolt) == "exile"


def test_608_2g_torrential_gearhulk_casts_an_instant_at_instant_speed():
    s = Scenario()
    _lands(s, "Island", 6)
    hulk = s.hand("A", "Torrential Gearhulk")
    tt = s.graveyard("A", "Think Twice")
    s.library("A", ["Island"] * 2)
    s.start(turn=2, step="end_step")  # flash, in B's end step
    s.cast("A", hulk)
    s.resolve()
    s.choose("A", tt)
    s.choose("A", "yes")
    s.resolve()
    assert s.hand_size("A") == 1 and s.zone(tt) == "exile"


def test_608_2g_709_3_torrential_gearhulk_casts_a_half_of_a_split_card():
    # The player chooses the half (709.3): here not Dead, then Gone.
    s = Scenario()
    _lands(s, "Island", 6)
    hulk = s.hand("A", "Torrential Gearhulk")
    dg = s.graveyard("A", "Dead // Gone")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start(turn=2, step="end_step")
    s.cast("A", hulk)
    s.resolve()
    s.choose("A", dg)
    assert s.pending.kind == "yes_no"
    assert [a.label for a in s.game.legal_actions()] == ["cast Dead", "don't cast Dead"]
    s.choose("A", "don't cast Dead")
    s.choose("A", "cast Gone")
    s.choose("A", bears)                    # Gone's target, chosen as it is cast
    s.resolve()
    assert "resolved: Gone (A) targeting Grizzly Bears" in s.log
    assert s.zone(bears) == "hand" and s.zone(dg) == "exile"


def test_709_3a_only_the_chosen_half_is_checked_goblin_dark_dwellers_wear_tear():
    # Wear // Tear (mana value 3, 709.4b): B has an artifact and no enchantment, so
    # Tear can't be cast (no target) and only Wear is offered.
    s = Scenario()
    gdd = _dark_dwellers(s)
    wt = s.graveyard("A", "Wear // Tear")
    sword = s.battlefield("B", "Short Sword")
    s.start()
    s.cast("A", gdd)
    s.resolve()
    s.choose("A", wt)
    assert [a.label for a in s.game.legal_actions()] == ["cast Wear", "don't cast Wear"]
    s.choose("A", "cast Wear")
    s.choose("A", sword)
    s.resolve()
    assert s.zone(sword) == "graveyard" and s.zone(wt) == "exile"


def test_709_3_declining_every_half_leaves_the_split_card_in_the_graveyard():
    s = Scenario()
    gdd = _dark_dwellers(s)
    wt = s.graveyard("A", "Wear // Tear")
    s.battlefield("B", "Short Sword")
    s.start()
    s.cast("A", gdd)
    s.resolve()
    s.choose("A", wt)
    s.choose("A", "don't cast Wear")
    assert s.pending is None and s.zone(wt) == "graveyard" and s.spells_cast("A") == 1


# ---- evoke (702.74) ------------------------------------------------------------------------

def test_702_74a_evoked_mulldrifter_draws_two_then_is_sacrificed():
    s = Scenario()
    islands = _lands(s, "Island", 5)
    mull = s.hand("A", "Mulldrifter")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", mull, alt="evoke")
    assert _tapped(s, islands) == 3
    s.resolve()
    assert s.pending.kind == "order_triggers"  # both enters triggers are A's (603.3b)
    s.choose("A", "Evoke {2}{U}")  # the sacrifice goes on the stack first: drawn before
    s.resolve()
    assert s.zone(mull) == "graveyard" and s.hand_size("A") == 2


def test_702_74a_mulldrifter_cast_for_its_mana_cost_stays():
    s = Scenario()
    islands = _lands(s, "Island", 5)
    mull = s.hand("A", "Mulldrifter")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", mull)
    assert _tapped(s, islands) == 5
    s.resolve()
    assert s.zone(mull) == "battlefield" and s.hand_size("A") == 2


# ---- dash (702.109) ------------------------------------------------------------------------

def test_702_109a_dashed_creature_has_haste_and_returns_at_the_next_end_step():
    s = Scenario()
    mountains = _lands(s, "Mountain", 2)
    scout = s.hand("A", "Mardu Scout")
    s.start()
    s.cast("A", scout, alt="dash")
    assert _tapped(s, mountains) == 2  # {1}{R}
    s.resolve()
    assert "haste" in s.keywords(scout)
    s.advance("declare_attackers")
    s.attack({scout: "B"})
    s.advance("end_step")
    s.resolve()
    assert s.life("B") == 17
    assert s.zone(scout) == "hand"


def test_702_109a_a_dashed_creature_that_died_is_not_returned_400_7():
    s = Scenario()
    _lands(s, "Mountain", 2)
    _lands(s, "Mountain", 1, player="B")
    scout = s.hand("A", "Mardu Scout")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", scout, alt="dash")
    s.resolve()
    s.cast("B", bolt, targets=[scout])
    s.resolve()
    s.advance("end_step")
    s.resolve()
    assert s.zone(scout) == "graveyard"  # a new object: the delayed trigger can't find it


def test_702_109a_creature_cast_normally_has_no_haste_and_stays():
    s = Scenario()
    _lands(s, "Mountain", 2)
    scout = s.hand("A", "Mardu Scout")
    s.start()
    s.cast("A", scout)
    s.resolve()
    assert "haste" not in s.keywords(scout)
    s.pass_turn()
    assert s.zone(scout) == "battlefield"


def test_702_109a_dashed_goblin_heelcutter_attacks_and_stops_a_blocker():
    s = Scenario()
    _lands(s, "Mountain", 3)
    heel = s.hand("A", "Goblin Heelcutter")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", heel, alt="dash")
    s.resolve()
    s.advance("declare_attackers")
    s.attack({heel: "B"})
    s.choose("A", bears)  # "target creature can't block this turn"
    s.resolve()
    s.advance("declare_blockers")
    with pytest.raises(IllegalActionError):
        s.block({bears: heel})
    s.advance("end_step")
    s.resolve()
    assert s.life("B") == 17 and s.zone(heel) == "hand"


# ---- overload (702.96) -------------------------------------------------------------------

def test_702_96b_overloaded_cyclonic_rift_returns_each_nonland_permanent_you_dont_control():
    s = Scenario()
    islands = _lands(s, "Island", 7)
    rift = s.hand("A", "Cyclonic Rift")
    mine = s.battlefield("A", "Grizzly Bears")
    bears = s.battlefield("B", "Grizzly Bears")
    ring = s.battlefield("B", "Sol Ring")
    forest = s.battlefield("B", "Forest")
    s.start()
    s.cast("A", rift, alt="overload")  # no targets (702.96b)
    assert _tapped(s, islands) == 7
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(ring) == "hand"
    assert s.zone(forest) == "battlefield" and s.zone(mine) == "battlefield"
    assert s.zone(rift) == "graveyard"


def test_702_96b_overload_affects_what_could_not_be_targeted():
    s = Scenario()
    _lands(s, "Island", 7)
    rift = s.hand("A", "Cyclonic Rift")
    scout = s.battlefield("B", "Gladecover Scout")  # hexproof
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", rift, targets=[scout])
    s.cast("A", rift, alt="overload")
    s.resolve()
    assert s.zone(scout) == "hand"


def test_702_96a_vandalblast_for_its_mana_cost_destroys_one_target():
    s = Scenario()
    _lands(s, "Mountain", 5)
    blast = s.hand("A", "Vandalblast")
    ring = s.battlefield("B", "Sol Ring")
    sword = s.battlefield("B", "Short Sword")
    s.start()
    s.cast("A", blast, targets=[ring])
    s.resolve()
    assert s.zone(ring) == "graveyard" and s.zone(sword) == "battlefield"


def test_702_96b_overloaded_vandalblast_destroys_each_artifact_you_dont_control():
    s = Scenario()
    mountains = _lands(s, "Mountain", 5)
    blast = s.hand("A", "Vandalblast")
    ring = s.battlefield("B", "Sol Ring")
    sword = s.battlefield("B", "Short Sword")
    own = s.battlefield("A", "Bonesplitter")
    s.start()
    s.cast("A", blast, alt="overload")
    assert _tapped(s, mountains) == 5
    s.resolve()
    assert s.zone(ring) == "graveyard" and s.zone(sword) == "graveyard"
    assert s.zone(own) == "battlefield"


# ---- madness (702.35) --------------------------------------------------------------------

def test_702_35a_discarded_fiery_temper_is_exiled_then_cast_for_its_madness_cost():
    s = Scenario()
    mountains = _lands(s, "Mountain", 3)
    thrill = s.hand("A", "Thrill of Possibility")
    temper = s.hand("A", "Fiery Temper")
    s.library("A", ["Mountain"] * 2)
    s.start()
    s.cast("A", thrill, discard=temper)
    assert s.zone(temper) == "exile"  # discarded into exile
    s.resolve()                      # the madness trigger (above Thrill) resolves first
    s.choose("A", "yes")
    s.choose("A", "player B")
    assert _tapped(s, mountains) == 3  # {1}{R} and the madness cost {R}
    s.resolve()
    assert s.life("B") == 17 and s.zone(temper) == "graveyard"
    assert s.hand_size("A") == 2


def test_702_35a_madness_not_cast_puts_the_card_into_the_graveyard():
    s = Scenario()
    _lands(s, "Mountain", 3)
    thrill = s.hand("A", "Thrill of Possibility")
    temper = s.hand("A", "Fiery Temper")
    s.library("A", ["Mountain"] * 2)
    s.start()
    s.cast("A", thrill, discard=temper)
    s.resolve()
    s.choose("A", "no")
    s.resolve()
    assert s.zone(temper) == "graveyard" and s.life("B") == 20


def test_702_35a_madness_creature_is_cast_at_instant_speed_in_an_opponents_turn():
    s = Scenario()
    forests = _lands(s, "Forest", 3)
    mountains = _lands(s, "Mountain", 2)
    thrill = s.hand("A", "Thrill of Possibility")
    wurm = s.hand("A", "Arrogant Wurm")
    s.library("A", ["Mountain"] * 2)
    s.start(turn=2, step="end_step")
    s.cast("A", thrill, discard=wurm)
    s.resolve()
    s.choose("A", "yes")  # {2}{G} with Thrill's {1}{R} paid: 5 lands
    s.resolve()
    assert s.zone(wurm) == "battlefield"
    assert _tapped(s, forests + mountains) == 5


def test_702_35a_only_discarding_is_replaced():
    s = Scenario()
    _lands(s, "Mountain", 3)
    temper = s.hand("A", "Fiery Temper")
    s.start()
    s.cast("A", temper, targets=["B"])  # cast from hand normally: no madness
    s.resolve()
    assert s.zone(temper) == "graveyard" and s.life("B") == 17 and not s.pending


def test_702_35a_a_discard_effect_triggers_madness_too():
    s = Scenario()
    _lands(s, "Swamp", 3, player="B")
    _lands(s, "Mountain", 1)
    rot = s.hand("B", "Mind Rot")
    temper = s.hand("A", "Fiery Temper")
    other = s.hand("A", "Grizzly Bears")
    s.start(turn=2)
    s.cast("B", rot, targets=["A"])
    s.resolve()
    s.choose("A", "yes")
    s.choose("A", "player B")
    s.resolve()
    assert s.life("B") == 17 and s.zone(other) == "graveyard"


# ---- foretell (702.143) -------------------------------------------------------------------

def test_702_143a_foretold_card_is_cast_on_a_later_turn_for_its_foretell_cost():
    s = Scenario()
    islands = _lands(s, "Island", 4)
    saw = s.hand("A", "Saw It Coming")
    _lands(s, "Forest", 2, player="B")
    bears = s.hand("B", "Grizzly Bears")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start()
    s.foretell("A", saw)
    assert s.zone(saw) == "exile" and _tapped(s, islands) == 2
    assert not any(l.startswith("cast") for l in _labels(s, "Saw It Coming"))  # not this turn
    s.pass_turn()
    s.advance("precombat_main")
    s.cast("B", bears)
    s.cast("A", saw, targets=[bears], alt="foretell")
    assert _tapped(s, islands) == 4  # {1}{U}
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(saw) == "graveyard"


def test_702_143a_foretell_only_during_your_turn():
    s = Scenario()
    _lands(s, "Island", 4)
    saw = s.hand("A", "Saw It Coming")
    s.start(turn=2)
    s.pass_priority()  # B passes: A has priority in B's turn
    with pytest.raises(IllegalActionError):
        s.foretell("A", saw)
    assert s.zone(saw) == "hand"


# ---- entwine (702.42) and escalate (702.120) -----------------------------------------------

def test_702_42a_entwined_barbed_lightning_does_both_modes_for_the_entwine_cost():
    s = Scenario()
    mountains = _lands(s, "Mountain", 5)
    bolt = s.hand("A", "Barbed Lightning")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", bolt, modes=[1, 2], targets=[bears, "B"])
    assert _tapped(s, mountains) == 5  # {2}{R} + entwine {2}
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.life("B") == 17


def test_702_42a_entwine_only_if_its_cost_can_be_paid():
    s = Scenario()
    mountains = _lands(s, "Mountain", 4)
    bolt = s.hand("A", "Barbed Lightning")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, modes=[1, 2], targets=[bears, "B"])
    s.cast("A", bolt, modes=[2], targets=["B"])
    assert _tapped(s, mountains) == 3
    s.resolve()
    assert s.life("B") == 17 and s.zone(bears) == "battlefield"


def test_702_120a_escalate_is_paid_for_each_mode_beyond_the_first():
    s = Scenario()
    plains = _lands(s, "Plains", 5)
    grace = s.hand("A", "Borrowed Grace")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", grace, modes=[1, 2])
    assert _tapped(s, plains) == 5  # {2}{W} + {1}{W}
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (4, 4)


def test_702_120a_one_mode_costs_no_escalate():
    s = Scenario()
    plains = _lands(s, "Plains", 4)
    grace = s.hand("A", "Borrowed Grace")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", grace, modes=[1, 2])  # {1}{W} more than 4 lands
    s.cast("A", grace, modes=[2])
    assert _tapped(s, plains) == 3
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (2, 4)


# ---- prowl (702.76) -----------------------------------------------------------------------

def _prowl_board(s, attacker):
    islands = _lands(s, "Island", 3)
    thief = s.battlefield("A", attacker)
    faerie = s.hand("A", "Latchkey Faerie")
    s.library("A", ["Island"] * 4)
    return islands, thief, faerie


def test_702_76a_prowl_after_a_rogue_dealt_combat_damage_to_a_player():
    s = Scenario()
    islands, thief, faerie = _prowl_board(s, "Scroll Thief")  # a Merfolk Rogue
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", faerie, alt="prowl")  # no combat damage yet this turn
    s.advance("declare_attackers")
    s.attack({thief: "B"})
    s.advance("postcombat_main")  # Scroll Thief's trigger drew a card
    hand = s.hand_size("A")
    s.cast("A", faerie, alt="prowl")
    assert _tapped(s, islands) == 3  # {2}{U}
    s.resolve()
    assert s.zone(faerie) == "battlefield"
    assert s.hand_size("A") == hand  # the faerie left the hand, its trigger drew one


def test_702_76a_no_prowl_after_combat_damage_by_another_creature_type():
    s = Scenario()
    _, bears, faerie = _prowl_board(s, "Grizzly Bears")  # a Bear
    s.start()
    s.advance("declare_attackers")
    s.attack({bears: "B"})
    s.advance("postcombat_main")
    assert s.life("B") == 18
    with pytest.raises(IllegalActionError):
        s.cast("A", faerie, alt="prowl")


def test_702_76a_prowl_is_for_this_turn_only():
    s = Scenario()
    islands, thief, faerie = _prowl_board(s, "Scroll Thief")
    s.library("B", ["Island"] * 2)
    s.start()
    s.advance("declare_attackers")
    s.attack({thief: "B"})
    s.pass_turn()
    s.pass_turn()  # A's next turn
    s.advance("precombat_main")
    with pytest.raises(IllegalActionError):
        s.cast("A", faerie, alt="prowl")


def test_702_120a_collective_defiance_all_three_modes_costs_escalate_twice():
    s = Scenario()
    mountains = _lands(s, "Mountain", 5)
    defiance = s.hand("A", "Collective Defiance")
    bears = s.battlefield("B", "Grizzly Bears")
    s.hand("B", "Grizzly Bears")
    s.hand("B", "Lightning Bolt")
    s.library("B", ["Mountain"] * 3)
    s.start()
    s.cast("A", defiance, modes=[1, 2, 3], targets=["B", bears, "B"])
    assert _tapped(s, mountains) == 5  # {1}{R}{R} + {1} + {1}
    s.resolve()
    assert s.hand_size("B") == 2 and len(s.cards("B", "graveyard")) == 3
    assert s.zone(bears) == "graveyard" and s.life("B") == 17


def test_702_35a_discarding_a_whole_hand_lets_a_madness_card_be_cast():
    s = Scenario()
    _lands(s, "Mountain", 4)
    defiance = s.hand("A", "Collective Defiance")
    temper = s.hand("A", "Fiery Temper")
    s.library("A", ["Mountain"] * 3)
    s.start()
    s.cast("A", defiance, modes=[1], targets=["A"])
    s.resolve()
    s.choose("A", "yes")  # Fiery Temper, discarded into exile, for {R}
    s.choose("A", "player B")
    s.resolve()
    assert s.life("B") == 17 and s.zone(temper) == "graveyard" and s.hand_size("A") == 1


# ---- spectacle (702.137) ------------------------------------------------------------------

def test_702_137a_spectacle_once_an_opponent_lost_life_this_turn():
    s = Scenario()
    mountains = _lands(s, "Mountain", 2)
    skewer = s.hand("A", "Skewer the Critics")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", skewer, targets=["B"], alt="spectacle")
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    s.cast("A", skewer, targets=["B"], alt="spectacle")
    assert _tapped(s, mountains) == 2  # {R} each
    s.resolve()
    assert s.life("B") == 14
