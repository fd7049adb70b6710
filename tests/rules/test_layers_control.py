"""Layer 2 (CR 613.1b): control-changing effects, until end of turn, for as long
as a source remains, and permanently; with summoning sickness (302.6), untapping
and haste, removal from combat (506.4) and the legend rule under a new controller."""

import pytest

from mtgcore import IllegalActionError
from mtgcore.testing import Scenario


def red_mana(s, player, n):
    for _ in range(n):
        s.battlefield(player, "Mountain")


def test_613_6_example_act_of_treason_control_untap_haste():
    s = Scenario()
    red_mana(s, "A", 3)
    lions = s.battlefield("B", "Savannah Lions", tapped=True)
    treason = s.hand("A", "Act of Treason")
    s.start()
    s.cast("A", treason, targets=[lions])
    s.resolve()
    assert s.controller(lions) == "A"
    assert not s.is_tapped(lions)
    assert s.is_sick(lions)                       # 302.6: new controller this turn
    assert "haste" in s.keywords(lions)           # layer 6 part of the same effect
    s.advance("declare_attackers")
    s.attack({lions: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18
    s.pass_turn()                                 # 514.2: control returns at cleanup
    assert s.controller(lions) == "B"
    assert "haste" not in s.keywords(lions)


def test_613_1b_threaten_untaps_and_steals_until_end_of_turn():
    s = Scenario()
    red_mana(s, "A", 3)
    bears = s.battlefield("B", "Grizzly Bears", tapped=True)
    threaten = s.hand("A", "Threaten")
    s.start()
    s.cast("A", threaten, targets=[bears])
    s.resolve()
    assert s.controller(bears) == "A" and not s.is_tapped(bears)
    assert bears in s.permanents("A") and bears not in s.permanents("B")
    s.pass_turn()
    assert s.controller(bears) == "B"


def test_302_6_stolen_creature_without_haste_is_summoning_sick():
    s = Scenario()
    red_mana(s, "A", 4)
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    instinct = s.hand("A", "Traitorous Instinct")
    s.start()
    s.cast("A", instinct, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (4, 2)   # +2/+0 until end of turn
    assert s.is_sick(bears) and "haste" in s.keywords(bears)
    s.pass_turn()
    assert s.controller(bears) == "B" and not s.is_sick(bears)
    assert (s.power(bears), s.toughness(bears)) == (2, 2)


def test_611_2b_duration_over_before_it_began_does_nothing():
    # The 611.2b example with Sower of Temptation: it leaves before its trigger resolves.
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Island")
    s.battlefield("B", "Mountain")
    bears = s.battlefield("B", "Grizzly Bears")
    sower = s.hand("A", "Sower of Temptation")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.cast("A", sower)
    s.resolve()
    s.choose("A", bears)
    s.cast("B", bolt, targets=[sower])   # in response to the trigger
    s.resolve()
    assert s.zone(sower) == "graveyard"
    s.resolve()                          # the trigger: its duration is already over
    assert s.controller(bears) == "B"


def test_611_2b_sower_control_ends_when_it_leaves():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Island")
    s.battlefield("B", "Mountain")
    bears = s.battlefield("B", "Grizzly Bears")
    sower = s.hand("A", "Sower of Temptation")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.cast("A", sower)
    s.resolve()
    s.choose("A", bears)             # the enters trigger's target
    s.resolve()
    assert s.controller(bears) == "A"
    s.pass_turn()
    assert s.controller(bears) == "A"   # no "until end of turn"
    s.cast("B", bolt, targets=[sower])
    s.resolve()
    assert s.zone(sower) == "graveyard"
    assert s.controller(bears) == "B"


def test_613_1b_agent_of_treachery_steals_permanently():
    s = Scenario()
    for _ in range(7):
        s.battlefield("A", "Island")
    land = s.battlefield("B", "Mountain")
    agent = s.hand("A", "Agent of Treachery")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", agent)
    s.resolve()
    s.choose("A", land)
    s.resolve()
    assert s.controller(land) == "A"
    s.pass_turn()
    s.pass_turn()
    assert s.controller(land) == "A"
    # The stolen land taps for mana for its new controller (605.3a).
    s.advance("precombat_main")
    s.activate("A", land)
    assert s.mana_pool("A") == {"R": 1}


def test_506_4_creature_leaves_combat_when_its_controller_changes():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Island")
    s.battlefield("B", "Mountain")
    bears = s.battlefield("B", "Grizzly Bears")
    sower = s.hand("A", "Sower of Temptation")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.cast("A", sower)
    s.resolve()
    s.choose("A", bears)
    s.resolve()
    s.pass_turn()
    s.pass_turn()                      # A's next turn: the Bears can attack for A
    s.advance("declare_attackers")
    s.attack({bears: "B"})
    assert s.is_attacking(bears)
    s.cast("B", bolt, targets=[sower])
    s.resolve()
    assert s.controller(bears) == "B"
    assert not s.is_attacking(bears)   # 506.4
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 20


def test_613_1b_stolen_permanent_counts_for_its_new_controller():
    s = Scenario()
    red_mana(s, "A", 3)
    perfect = s.battlefield("A", "Imperious Perfect")
    elves = s.battlefield("B", "Llanowar Elves", tapped=True)
    threaten = s.hand("A", "Threaten")
    s.start()
    assert (s.power(elves), s.toughness(elves)) == (1, 1)
    s.cast("A", threaten, targets=[elves])
    s.resolve()
    assert (s.power(elves), s.toughness(elves)) == (2, 2)   # "Elves you control"
    with pytest.raises(IllegalActionError):
        s.activate("B", elves)                              # no longer B's
