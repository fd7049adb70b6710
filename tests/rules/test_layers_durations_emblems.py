"""Durations and emblems with a real planeswalker, Sorin, Solemn Visitor:
"until your next turn" (611.2a), the affected set locked in as the effect begins
(611.2c), and an emblem (114) whose triggered ability works from the command zone
(114.4)."""

from mtgcore.testing import Scenario

MINUS = "\u2212"


def _sorin_board(loyalty=None):
    s = Scenario()
    sorin = s.battlefield("A", "Sorin, Solemn Visitor", loyalty=loyalty)
    bears = s.battlefield("A", "Grizzly Bears")
    s.library("A", ["Plains"] * 20)
    s.library("B", ["Island"] * 20)
    return s, sorin, bears


def test_611_2a_until_your_next_turn_lasts_through_the_opponents_turn():
    s, sorin, bears = _sorin_board()
    s.start()
    s.activate("A", sorin, "[+1]")
    s.resolve()
    assert s.loyalty(sorin) == 5
    assert (s.power(bears), s.toughness(bears)) == (3, 2)
    assert "lifelink" in s.keywords(bears)
    s.attack({bears: "B"})
    s.advance("combat_damage")
    assert s.life("B") == 17 and s.life("A") == 23      # lifelink (702.15b)
    s.pass_turn()                                        # cleanup doesn't end it (514.2 is "until end of turn")
    assert s.active_player == "B"
    assert (s.power(bears), s.toughness(bears)) == (3, 2)
    assert "lifelink" in s.keywords(bears)
    s.pass_turn()                                        # A's next turn begins: it ends
    assert s.active_player == "A"
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
    assert "lifelink" not in s.keywords(bears)


def test_611_2c_until_your_next_turn_affects_only_creatures_there_as_it_resolved():
    s, sorin, bears = _sorin_board()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    late = s.hand("A", "Grizzly Bears")
    s.start()
    s.activate("A", sorin, "[+1]")
    s.resolve()
    s.cast("A", late)
    s.resolve()
    assert (s.power(bears), s.power(late)) == (3, 2)
    assert "lifelink" not in s.keywords(late)


def test_606_4_sorin_minus_2_creates_a_flying_vampire():
    s, sorin, _ = _sorin_board()
    s.start()
    s.activate("A", sorin, f"[{MINUS}2]")
    s.resolve()
    assert s.loyalty(sorin) == 2
    vampires = [p for p in s.permanents("A") if p.name == "Vampire Token"]
    assert len(vampires) == 1
    assert (s.power(vampires[0]), s.toughness(vampires[0])) == (2, 2)
    assert s.keywords(vampires[0]) == {"flying"}


def test_114_4_sorin_emblem_triggers_from_the_command_zone_each_opponent_upkeep():
    s, sorin, bears = _sorin_board(loyalty=6)
    victim = s.battlefield("B", "Hill Giant")
    s.start()
    s.activate("A", sorin, f"[{MINUS}6]")
    s.resolve()
    assert s.zone(sorin) == "graveyard"                 # 0 loyalty (704.5i); the emblem stays
    assert s.game.check_invariants() == ""
    s.pass_turn()                                        # B's upkeep: B sacrifices a creature
    s.resolve()
    assert s.zone(victim) == "graveyard"
    s.pass_turn()                                        # A's own upkeep: no trigger (not an opponent)
    assert s.stack == []
    s.resolve()
    assert s.zone(bears) == "battlefield"


def test_114_1_the_emblem_stays_for_the_rest_of_the_game():
    s, sorin, _ = _sorin_board(loyalty=6)
    g1 = s.battlefield("B", "Hill Giant")
    g2 = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.activate("A", sorin, f"[{MINUS}6]")
    s.resolve()
    s.pass_turn()                                        # B's first upkeep
    s.resolve()
    assert s.pending.player == "B"                       # B chooses what to sacrifice (701.21a)
    s.choose("B", g2)
    assert (s.zone(g1), s.zone(g2)) == ("battlefield", "graveyard")
    s.pass_turn()
    s.pass_turn()                                        # B's second upkeep: the other one
    s.resolve()
    assert (s.zone(g1), s.zone(g2)) == ("graveyard", "graveyard")
