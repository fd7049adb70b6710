"""Layers (CR 613): power/toughness modification in layer 7c — pump effects and
+1/+1 / -1/-1 counters — and their interplay with damage and SBAs."""

from mtgcore.testing import Scenario


def pump_scenario(counters=None):
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters=counters or {})
    for _ in range(3):
        s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    titanic = s.hand("A", "Titanic Growth")
    s.library("A", ["Forest"])
    s.library("B", ["Island"])
    return s, bears, growth, titanic


def test_pump_and_counter_add_up_in_layer_7c_613_4c():
    s, bears, growth, _ = pump_scenario({"+1/+1": 1})
    s.start()
    assert (s.power(bears), s.toughness(bears)) == (3, 3)
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (6, 6)
    assert (s.base_power(bears), s.base_toughness(bears)) == (2, 2)   # printed, 7b
    assert s.counters(bears) == {"+1/+1": 1}


def test_two_pumps_stack_613_4c():
    s, bears, growth, titanic = pump_scenario()
    s.start()
    s.cast("A", growth, targets=[bears])
    s.cast("A", titanic, targets=[bears])   # holding priority
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (9, 9)


def test_pump_ends_at_cleanup_counters_stay_514_2():
    s, bears, growth, _ = pump_scenario({"+1/+1": 2})
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert s.power(bears) == 7
    s.pass_turn()
    assert (s.power(bears), s.toughness(bears)) == (4, 4)
    assert s.counters(bears) == {"+1/+1": 2}


def test_minus_counters_reduce_toughness_to_lethal_damage_704_5g():
    s = Scenario()
    turtle = s.battlefield("A", "Horned Turtle", counters={"-1/-1": 2})
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    assert (s.power(turtle), s.toughness(turtle)) == (-1, 2)
    s.cast("B", shock, targets=[turtle])
    s.resolve()
    assert s.zone(turtle) == "graveyard"


def test_negative_power_deals_no_combat_damage_510_1a():
    s = Scenario()
    turtle = s.battlefield("A", "Horned Turtle", counters={"-1/-1": 2})
    s.start()
    s.attack({turtle: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 20


def test_pump_saves_from_lethal_damage_and_its_end_does_not_kill_retroactively():
    # Damage is removed at the same time the pump ends (514.2), so the creature survives.
    s, bears, growth, _ = pump_scenario()
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 3
    s.pass_turn()
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 0 and s.power(bears) == 2


def test_pump_on_a_creature_that_changes_zones_does_not_follow_it_400_7():
    s, bears, growth, _ = pump_scenario()
    s.battlefield("B", "Swamp")
    s.battlefield("B", "Swamp")
    s.battlefield("B", "Swamp")
    murder = s.hand("B", "Murder")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    s.cast("B", murder, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert (s.power(bears), s.toughness(bears)) == (2, 2)  # a new object


def test_counter_annihilation_keeps_the_same_power_704_5q():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"+1/+1": 1, "-1/-1": 2})
    s.start()
    assert s.counters(bears) == {"-1/-1": 1}
    assert (s.power(bears), s.toughness(bears)) == (1, 1)


def test_layer_7c_pump_on_a_token():
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Plains")
    s.battlefield("A", "Forest")
    alarm = s.hand("A", "Raise the Alarm")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    token = [t for t in s.permanents("A") if s.is_token(t)][0]
    s.cast("A", growth, targets=[token])
    s.resolve()
    assert (s.power(token), s.toughness(token)) == (4, 4)
    assert (s.base_power(token), s.base_toughness(token)) == (1, 1)
