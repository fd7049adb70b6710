"""Keyword abilities (CR 702) and "can't block"."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def test_flying_can_be_blocked_only_by_flying_or_reach_702_9b():
    s = Scenario()
    drake = s.battlefield("A", "Wind Drake")
    bears = s.battlefield("B", "Grizzly Bears")
    spider = s.battlefield("B", "Giant Spider")
    crow = s.battlefield("B", "Storm Crow")
    s.start()
    s.attack({drake: "B"})
    with pytest.raises(IllegalActionError, match="flying"):
        s.block({bears: drake})
    s.block({spider: drake, crow: drake})    # reach (702.17b) and flying both may block
    assert set(s.blocked_by(drake)) == {spider, crow}


def test_flyer_can_block_a_ground_creature_702_9():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    crow = s.battlefield("B", "Storm Crow")
    s.start()
    s.attack({bears: "B"})
    s.block({crow: bears})
    s.advance("combat_damage")
    assert s.zone(crow) == "graveyard" and s.life("B") == 20


def test_reach_blocks_flyers_702_17b():
    s = Scenario()
    djinn = s.battlefield("A", "Mahamoti Djinn")
    spider = s.battlefield("B", "Giant Spider")
    s.start()
    s.attack({djinn: "B"})
    s.block({spider: djinn})
    s.advance("combat_damage")
    assert s.zone(spider) == "graveyard" and s.life("B") == 20 and s.damage(djinn) == 2


def test_vigilance_attacker_does_not_tap_702_20b():
    s = Scenario()
    angel = s.battlefield("A", "Serra Angel")
    guard = s.battlefield("A", "Steadfast Guard")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.attack({angel: "B", guard: "B", bears: "B"})
    assert not s.is_tapped(angel) and not s.is_tapped(guard)
    assert s.is_tapped(bears)
    assert {"flying", "vigilance"} <= s.keywords(angel)


def test_haste_lets_a_new_creature_attack_702_10b():
    s = Scenario()
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    goblin = s.hand("A", "Raging Goblin")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", goblin)
    s.resolve()
    s.cast("A", bears)
    s.resolve()
    assert s.is_sick(goblin) and s.is_sick(bears)   # 302.6 ignores haste
    with pytest.raises(IllegalActionError, match="summoning sickness"):
        s.attack({bears: "B"})
    s.attack({goblin: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 19


def test_summoning_sick_creature_cannot_use_tap_abilities_302_6():
    s = Scenario()
    pyro = s.battlefield("A", "Prodigal Pyromancer", sick=True)
    s.start()
    with pytest.raises(IllegalActionError, match="summoning sickness"):
        s.activate("A", pyro, targets=["B"])


def test_defender_cannot_attack_702_3b():
    s = Scenario()
    wall = s.battlefield("A", "Wall of Air")
    s.start()
    with pytest.raises(IllegalActionError, match="defender"):
        s.attack({wall: "B"})


def test_defender_can_block_702_3():
    s = Scenario()
    drake = s.battlefield("A", "Wind Drake")
    wall = s.battlefield("B", "Wall of Air")
    s.start()
    s.attack({drake: "B"})
    s.block({wall: drake})
    s.advance("combat_damage")
    assert s.zone(drake) == "battlefield" and s.damage(drake) == 1 and s.damage(wall) == 2


def test_cant_block_hulking_goblin():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    goblin = s.battlefield("B", "Hulking Goblin")
    interloper = s.battlefield("B", "Vampire Interloper")
    s.start()
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="can't block"):
        s.block({goblin: bears})
    with pytest.raises(IllegalActionError, match="can't block"):
        s.block({interloper: bears})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_hulking_goblin_can_attack():
    s = Scenario()
    goblin = s.battlefield("A", "Hulking Goblin")
    s.start()
    s.attack({goblin: "B"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_flash_creature_cast_at_instant_speed_702_8a():
    s = Scenario()
    s.library("A", ["Plains"])
    for _ in range(3):
        s.battlefield("B", "Plains")
    knight = s.hand("B", "Benalish Knight")
    bears = s.hand("B", "Grizzly Bears")
    s.battlefield("B", "Forest")
    s.start(turn=1, step="end_step")        # A's turn
    with pytest.raises(IllegalActionError, match="sorcery timing"):
        s.cast("B", bears)
    s.cast("B", knight)
    s.resolve()
    assert s.zone(knight) == "battlefield" and s.controller(knight) == "B"
    assert {"flash", "first strike"} == s.keywords(knight)


def test_flash_blocker_ambush():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("B", "Plains")
    knight = s.hand("B", "Benalish Knight")
    s.start()
    s.attack({bears: "B"})
    s.cast("B", knight)                     # in the declare attackers step
    s.resolve()
    s.block({knight: bears})
    s.advance("first_strike_damage")
    assert s.zone(bears) == "graveyard" and s.damage(knight) == 0


def test_deathtouch_reach_blocker_kills_a_flyer_702_2b():
    s = Scenario()
    djinn = s.battlefield("A", "Mahamoti Djinn")
    recluse = s.battlefield("B", "Deadly Recluse")
    s.start()
    s.attack({djinn: "B"})
    s.block({recluse: djinn})
    s.advance("combat_damage")
    assert s.zone(djinn) == "graveyard" and s.zone(recluse) == "graveyard"


def test_deathtouch_flying_lifelink_nighthawk_blocks():
    s = Scenario()
    baloth = s.battlefield("A", "Leatherback Baloth")
    hawk = s.battlefield("B", "Vampire Nighthawk")
    s.start()
    s.attack({baloth: "B"})
    s.block({hawk: baloth})
    s.advance("combat_damage")
    assert s.zone(baloth) == "graveyard" and s.zone(hawk) == "graveyard"
    assert s.life("B") == 22


def test_lifelink_on_noncombat_damage_is_not_in_the_pool():
    # Lifelink applies to all damage (702.15b); every lifelink source in the pool
    # only deals combat damage, which the combat tests cover.
    s = Scenario()
    knight = s.battlefield("A", "Knight of Meadowgrain")
    s.start()
    s.attack({knight: "B"})
    s.block({})
    s.advance("first_strike_damage")
    assert s.life("A") == 22 and s.life("B") == 18
    s.advance("combat_damage")
    assert s.life("A") == 22 and s.life("B") == 18


def test_keywords_and_abilities_queries():
    s = Scenario()
    hawk = s.battlefield("A", "Vampire Nighthawk")
    skel = s.battlefield("A", "Drudge Skeletons")
    s.start()
    assert s.keywords(hawk) == {"flying", "deathtouch", "lifelink"}
    assert s.abilities(hawk) == ["flying", "deathtouch", "lifelink"]
    assert s.abilities(skel) == ["{B}: Regenerate this creature."]
