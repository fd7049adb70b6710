"""State-based actions (CR 704) and regeneration replacing destruction (701.19)."""

import pytest

from mtgcore.errors import IllegalActionError, ScenarioError
from mtgcore.testing import Scenario


def test_life_zero_loses_704_5a():
    s = Scenario()
    s.set_life("B", 3)
    s.battlefield("A", "Mountain")
    spike = s.hand("A", "Lava Spike")
    s.start()
    s.cast("A", spike, targets=["B"])
    assert not s.is_over  # the spell is only on the stack
    s.resolve()
    assert s.life("B") == 0 and s.is_over and s.winner == "A"


def test_life_below_zero_at_start_loses_at_the_first_check_704_5a():
    s = Scenario()
    s.set_life("A", -2)
    s.start(step="upkeep")
    assert s.is_over and s.winner == "B"


def test_drawing_from_an_empty_library_loses_at_the_next_check_704_5b():
    s = Scenario()
    s.library("B", ["Island"])
    s.start(turn=3, step="upkeep")        # A active, A's library is empty
    assert not s.is_over
    s.advance("precombat_main")
    assert s.is_over and s.winner == "B"


def test_drawing_from_empty_during_a_spell_loses_after_it_resolves_704_5b():
    # Divination draws two with one card left: the player doesn't lose mid-
    # resolution (CR 121.4, 704.3); the SBA check afterwards ends the game.
    s = Scenario()
    island = s.library("A", "Island")
    div = s.hand("A", "Divination")
    for _ in range(3):
        s.battlefield("A", "Island")
    s.start()
    s.cast("A", div)
    s.resolve()
    assert s.zone(island) == "hand"
    assert s.is_over and s.winner == "B"


def test_empty_library_without_a_draw_does_not_lose_704_5b():
    s = Scenario()
    s.start(turn=1, step="upkeep")        # A skips the first draw (103.8a)
    s.advance("end_step")
    assert not s.is_over


def test_ten_poison_counters_lose_704_5c():
    s = Scenario()
    s.set_poison("B", 10)
    s.start()
    assert s.is_over and s.winner == "A"
    s2 = Scenario()
    s2.set_poison("B", 9)
    s2.start()
    assert not s2.is_over


def test_both_players_losing_at_once_is_a_draw_104_4a():
    s = Scenario()
    s.set_life("A", 0)
    s.set_life("B", 0)
    s.start()
    assert s.is_over and s.winner == "draw"


def test_tokens_cease_to_exist_off_the_battlefield_704_5d():
    s = Scenario()
    alarm = s.hand("A", "Raise the Alarm")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Forest")
    giant = s.battlefield("B", "Hill Giant")
    s.library("B", ["Island"])
    s.start(turn=1, step="upkeep")
    s.cast("A", alarm)
    s.resolve()
    tokens = [t for t in s.permanents("A") if s.is_token(t)]
    assert len(tokens) == 2
    assert s.types(tokens[0]) == {"creature", "soldier"}
    assert s.colors(tokens[0]) == {"white"}
    assert (s.power(tokens[0]), s.toughness(tokens[0])) == (1, 1)
    s.pass_turn()                          # B's turn: the Giant attacks, both tokens block
    s.attack({giant: "A"})
    s.block({tokens[0]: giant, tokens[1]: giant})
    s.assign_combat_damage(giant, {tokens[0]: 1, tokens[1]: 2})
    assert s.zone(tokens[0]) is None and s.zone(tokens[1]) is None
    assert s.cards("A", "graveyard") == [alarm]  # the tokens never stay in the graveyard
    assert s.damage(giant) == 2


def test_zero_toughness_goes_to_the_graveyard_704_5f():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"-1/-1": 2})
    s.start()
    assert s.zone(bears) == "graveyard"


def test_lethal_damage_destroys_704_5g():
    s = Scenario()
    s.battlefield("A", "Mountain")
    shock = s.hand("A", "Shock")
    bears = s.battlefield("B", "Grizzly Bears")
    turtle = s.battlefield("B", "Horned Turtle")
    s.start()
    s.cast("A", shock, targets=[turtle])
    s.resolve()
    assert s.zone(turtle) == "battlefield" and s.damage(turtle) == 2
    s2 = Scenario()
    s2.battlefield("A", "Mountain")
    shock2 = s2.hand("A", "Shock")
    bears2 = s2.battlefield("B", "Grizzly Bears")
    s2.start()
    s2.cast("A", shock2, targets=[bears2])
    s2.resolve()
    assert s2.zone(bears2) == "graveyard"
    assert s.zone(bears) == "battlefield"


def test_deathtouch_damage_destroys_704_5h():
    s = Scenario()
    rats = s.battlefield("A", "Typhoid Rats")
    baloth = s.battlefield("B", "Leatherback Baloth")
    s.start()
    s.attack({rats: "B"})
    s.block({baloth: rats})
    s.advance("combat_damage")
    assert s.zone(baloth) == "graveyard" and s.zone(rats) == "graveyard"


def test_legend_rule_controller_chooses_704_5j():
    s = Scenario()
    old = s.battlefield("A", "Isamaru, Hound of Konda", counters={"+1/+1": 1})
    new = s.hand("A", "Isamaru, Hound of Konda")
    s.battlefield("A", "Plains")
    s.start()
    s.cast("A", new)
    s.resolve()
    assert s.pending.kind == "legend_rule" and s.pending.player == "A"
    s.choose("A", new)          # keep the new one; the old one goes to the graveyard
    assert s.zone(old) == "graveyard" and s.zone(new) == "battlefield"
    assert s.counters(old) == {}  # a new object in the graveyard (400.7)


def test_legend_rule_applies_per_controller_704_5j():
    s = Scenario()
    a = s.battlefield("A", "Isamaru, Hound of Konda")
    b = s.battlefield("B", "Isamaru, Hound of Konda")
    s.start()
    assert s.pending is None
    assert s.zone(a) == "battlefield" and s.zone(b) == "battlefield"


def test_legend_rule_at_start_is_pending():
    s = Scenario()
    a1 = s.battlefield("A", "Isamaru, Hound of Konda")
    a2 = s.battlefield("A", "Isamaru, Hound of Konda")
    s.start()
    assert s.pending is not None and s.pending.kind == "legend_rule"
    s.choose("A", a1)
    assert s.zone(a2) == "graveyard"
    assert s.priority_player == "A"


def test_counter_annihilation_704_5q():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"+1/+1": 3, "-1/-1": 1})
    s.start()
    assert s.counters(bears) == {"+1/+1": 2}
    assert (s.power(bears), s.toughness(bears)) == (4, 4)


def test_state_based_actions_are_simultaneous_704_3():
    # Two creatures that trade are destroyed at the same time; a lethal SBA check
    # for a player happens together with creature deaths.
    s = Scenario()
    s.set_life("B", 2)
    bears = s.battlefield("A", "Grizzly Bears")
    child = s.battlefield("B", "Child of Night")
    knight = s.battlefield("A", "Youthful Knight")
    s.start()
    s.attack({bears: "B", knight: "B"})
    s.block({child: bears})
    s.advance("combat_damage")
    # Knight's first-strike damage (2) brought B to 0 before the regular step.
    assert s.is_over and s.winner == "A"
    assert s.zone(child) == "battlefield"


# ---------------------------------------------------------------------------
# Regeneration (CR 701.19)
# ---------------------------------------------------------------------------

def regen_scenario(shield=True):
    s = Scenario()
    s.library("B", ["Island"])
    skel = s.battlefield("A", "Drudge Skeletons")
    s.battlefield("A", "Swamp")
    s.battlefield("B", "Mountain")
    for _ in range(3):
        s.battlefield("B", "Swamp")
    bolt = s.hand("B", "Lightning Bolt")
    murder = s.hand("B", "Murder")
    s.start()
    if shield:
        s.activate("A", skel, "{B}: Regenerate")
        s.resolve()
    return s, skel, bolt, murder


def test_regeneration_replaces_destruction_by_lethal_damage_701_19a():
    s, skel, bolt, _ = regen_scenario()
    s.cast("B", bolt, targets=[skel])
    s.resolve()
    assert s.zone(skel) == "battlefield"
    assert s.is_tapped(skel) and s.damage(skel) == 0


def test_regeneration_replaces_destruction_by_murder_701_19a():
    s, skel, _, murder = regen_scenario()
    s.cast("B", murder, targets=[skel])
    s.resolve()
    assert s.zone(skel) == "battlefield" and s.is_tapped(skel)
    assert s.zone(murder) == "graveyard"


def test_without_a_shield_murder_destroys():
    s, skel, _, murder = regen_scenario(shield=False)
    s.cast("B", murder, targets=[skel])
    s.resolve()
    assert s.zone(skel) == "graveyard"


def test_regeneration_shield_is_used_up_701_19a():
    s, skel, bolt, murder = regen_scenario()
    s.cast("B", bolt, targets=[skel])
    s.resolve()
    s.cast("B", murder, targets=[skel])
    s.resolve()
    assert s.zone(skel) == "graveyard"


def test_regeneration_in_response_to_the_removal():
    s, skel, bolt, _ = regen_scenario(shield=False)
    s.cast("B", bolt, targets=[skel])
    s.activate("A", skel, "Regenerate")  # B passes; A responds
    s.resolve()
    assert s.zone(skel) == "battlefield" and s.damage(skel) == 0


def test_regeneration_shield_ends_at_cleanup_514_2():
    s, skel, bolt, _ = regen_scenario()
    s.pass_turn()                          # B's turn 2
    s.advance("precombat_main")
    s.cast("B", bolt, targets=[skel])
    s.resolve()
    assert s.zone(skel) == "graveyard"


def test_regenerated_attacker_is_removed_from_combat_701_19a():
    s = Scenario()
    skel = s.battlefield("A", "Drudge Skeletons")
    s.battlefield("A", "Swamp")
    wall = s.battlefield("B", "Wall of Stone")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.activate("A", skel, 0)
    s.resolve()
    s.attack({skel: "B"})
    s.block({giant: skel})
    s.advance("end_of_combat")
    assert s.zone(skel) == "battlefield"
    assert not s.is_attacking(skel) and s.is_tapped(skel) and s.damage(skel) == 0
    assert s.damage(giant) == 1 and wall is not None


def test_regeneration_is_not_available_without_mana():
    s, skel, bolt, _ = regen_scenario(shield=True)
    with pytest.raises(IllegalActionError, match="cannot activate Drudge Skeletons"):
        s.activate("A", skel, "Regenerate")  # its only Swamp is already tapped
    assert s.pending is None
    with pytest.raises(ScenarioError):
        s.choose("A", 0)
