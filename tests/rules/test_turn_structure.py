"""Turn structure (CR 500-514): steps, draws, untap, mana emptying, cleanup."""

import pytest

from mtgcore.errors import IllegalActionError, ScenarioError
from mtgcore.testing import Scenario


def libraries(s, n=5):
    return s.library("A", ["Forest"] * n), s.library("B", ["Island"] * n)


def test_starting_player_skips_the_first_draw_103_8a():
    s = Scenario()
    lib_a, lib_b = libraries(s)
    s.start(turn=1, step="upkeep")
    s.advance("precombat_main")
    assert s.hand_size("A") == 0
    s.pass_turn()
    s.advance("precombat_main")
    assert s.hand_size("B") == 1 and s.cards("B", "hand") == [lib_b[0]]
    s.pass_turn()
    s.advance("draw")
    assert s.hand_size("A") == 1 and s.cards("A", "hand") == [lib_a[0]]  # 504.1: top card


def test_steps_in_order_500_1():
    s = Scenario()
    libraries(s)
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Wall of Stone")
    s.start(turn=1, step="upkeep")
    seen = []
    for step in ("draw", "precombat_main", "beginning_of_combat", "declare_attackers"):
        s.advance(step)
        seen.append(s.step)
    s.attack({bears: "B"})
    for step in ("declare_blockers",):
        s.advance(step)
        seen.append(s.step)
    s.block({})
    for step in ("combat_damage", "end_of_combat", "postcombat_main", "end_step"):
        s.advance(step)
        seen.append(s.step)
    assert seen == ["draw", "precombat_main", "beginning_of_combat", "declare_attackers",
                    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main",
                    "end_step"]
    s.pass_turn()
    assert (s.turn, s.step, s.active_player) == (2, "upkeep", "B")


def test_active_player_gets_priority_first_in_each_step_117_3a():
    s = Scenario()
    libraries(s)
    s.start(turn=2, step="upkeep")
    assert s.priority_player == "B"
    s.advance("end_step")
    assert s.priority_player == "B"


def test_untap_step_untaps_only_the_active_players_permanents_502_3():
    s = Scenario()
    libraries(s)
    fa = s.battlefield("A", "Forest", tapped=True)
    fb = s.battlefield("B", "Island", tapped=True)
    s.start(turn=1, step="end_step")
    s.pass_turn()                          # B's untap step
    assert s.is_tapped(fa) and not s.is_tapped(fb)
    s.pass_turn()
    assert not s.is_tapped(fa)


def test_mana_empties_between_steps_500_4():
    s = Scenario()
    libraries(s)
    forest = s.battlefield("A", "Forest")
    s.start()
    s.activate("A", forest)
    assert s.mana_pool("A") == {"G": 1}
    s.pass_priority()
    s.pass_priority()                      # both pass: precombat main ends
    assert s.step == "beginning_of_combat"
    assert s.mana_pool("A") == {} and s.is_tapped(forest)


def test_mana_stays_in_the_pool_within_a_step_500_4():
    s = Scenario()
    libraries(s)
    forest = s.battlefield("A", "Forest")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.activate("A", forest)
    s.cast("B", bolt, targets=["A"])
    s.resolve()
    assert s.step == "precombat_main" and s.mana_pool("A") == {"G": 1}


def test_discard_to_maximum_hand_size_in_cleanup_514_1():
    s = Scenario()
    libraries(s)
    cards = s.hand("A", ["Forest"] * 6 + ["Island"] * 3)
    s.start(step="end_step")
    s.pass_turn()
    assert s.step == "cleanup" and s.pending.kind == "discard" and s.pending.player == "A"
    assert len(s.pending.options) == 9
    s.choose("A", cards[-1])
    s.choose("A", cards[-2])
    assert s.pending is None and s.hand_size("A") == 7
    assert s.cards("A", "graveyard") == [cards[-1], cards[-2]]
    assert (s.turn, s.step) == (2, "upkeep")


def test_no_discard_with_seven_cards_514_1():
    s = Scenario()
    libraries(s)
    s.hand("A", ["Forest"] * 7)
    s.start(step="end_step")
    s.pass_turn()
    assert s.pending is None and s.hand_size("A") == 7 and s.turn == 2


def test_nonactive_player_does_not_discard_514_1():
    s = Scenario()
    libraries(s)
    s.hand("B", ["Island"] * 9)
    s.start(step="end_step")
    s.pass_turn()
    assert s.pending is None and s.hand_size("B") == 9 and s.turn == 2


def test_damage_wears_off_and_pump_ends_in_cleanup_514_2():
    s = Scenario()
    libraries(s)
    turtle = s.battlefield("A", "Horned Turtle")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("A", growth, targets=[turtle])
    s.resolve()
    s.cast("B", shock, targets=[turtle])
    s.resolve()
    assert (s.power(turtle), s.toughness(turtle), s.damage(turtle)) == (4, 7, 2)
    s.advance("end_step")
    assert (s.power(turtle), s.toughness(turtle), s.damage(turtle)) == (4, 7, 2)
    s.pass_turn()
    assert (s.power(turtle), s.toughness(turtle), s.damage(turtle)) == (1, 4, 0)


def test_summoning_sick_creature_attacks_next_turn_302_6():
    s = Scenario()
    libraries(s)
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    s.start()
    assert s.is_sick(bears)
    with pytest.raises(IllegalActionError, match="summoning sickness"):
        s.attack({bears: "B"})
    s.pass_turn()
    assert s.is_sick(bears)                # still: A's turn hasn't begun again
    s.pass_turn()
    assert not s.is_sick(bears)
    s.attack({bears: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_advance_through_turns_with_turn_argument():
    s = Scenario()
    libraries(s)
    s.start(turn=1, step="upkeep")
    s.advance("precombat_main", turn=3)
    assert (s.turn, s.step, s.active_player) == (3, "precombat_main", "A")
    assert s.hand_size("A") == 1 and s.hand_size("B") == 1
    with pytest.raises(ScenarioError, match="in the past"):
        s.advance("precombat_main", turn=2)


def test_advance_to_an_earlier_step_goes_to_the_next_turn():
    s = Scenario()
    libraries(s)
    s.start(turn=1, step="postcombat_main")
    s.advance("precombat_main")
    assert (s.turn, s.step) == (2, "precombat_main")


def test_start_in_the_draw_step_after_the_draw_504_1():
    s = Scenario()
    lib_a, _ = libraries(s)
    s.start(turn=3, step="draw")
    assert s.cards("A", "hand") == [lib_a[0]] and s.priority_player == "A"
