"""Layer 6 (CR 613.1f): abilities added and removed.  "Loses all abilities" really
removes them: keywords, triggered, activated and mana abilities and static
replacement effects stop working; "can't have or gain" beats later grants."""

import pytest

from mtgcore import IllegalActionError
from mtgcore.testing import Scenario


def test_613_1f_humility_removes_keywords():
    s = Scenario()
    s.battlefield("A", "Humility")
    angel = s.battlefield("B", "Serra Angel")
    s.start()
    assert s.keywords(angel) == set()
    assert (s.power(angel), s.toughness(angel)) == (1, 1)
    assert s.abilities(angel) == []


def test_613_1f_lost_triggered_ability_doesnt_trigger():
    s = Scenario()
    s.battlefield("A", "Humility")
    traveler = s.battlefield("B", "Doomed Traveler")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[traveler])
    s.resolve()
    assert s.zone(traveler) == "graveyard"
    assert s.permanents("B") == []            # no Spirit token: it had no ability


def test_613_1f_lost_mana_ability_can_t_be_activated():
    s = Scenario()
    s.battlefield("A", "Humility")
    elves = s.battlefield("A", "Llanowar Elves")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", elves)
    assert s.mana_pool("A") == {}


def test_613_1f_lost_activated_ability_is_not_offered():
    s = Scenario()
    perfect = s.battlefield("A", "Imperious Perfect")
    s.battlefield("A", "Forest")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    ovinize = s.hand("B", "Ovinize")
    s.start()
    s.pass_priority()
    s.cast("B", ovinize, targets=[perfect])
    s.resolve()
    assert (s.power(perfect), s.toughness(perfect)) == (0, 1)
    with pytest.raises(IllegalActionError):
        s.activate("A", perfect, "Create")


def test_613_1f_lost_replacement_effect_stops_replacing():
    s = Scenario()
    heron = s.battlefield("A", "Heron of Hope")       # gain that much plus 1
    for _ in range(4):
        s.battlefield("A", "Plains")
    mercy = s.hand("A", "Angel's Mercy")
    s.start()
    s2 = Scenario()
    heron2 = s2.battlefield("A", "Heron of Hope")
    s2.battlefield("A", "Humility")
    for _ in range(4):
        s2.battlefield("A", "Plains")
    mercy2 = s2.hand("A", "Angel's Mercy")
    s2.start()
    s.cast("A", mercy)
    s.resolve()
    s2.cast("A", mercy2)
    s2.resolve()
    assert s.life("A") == 28
    assert s2.life("A") == 27                  # Humility: no replacement
    assert s.zone(heron) == s2.zone(heron2) == "battlefield"


def test_613_1f_merfolk_trickster_taps_and_removes_abilities_until_end_of_turn():
    s = Scenario()
    trickster = s.hand("A", "Merfolk Trickster")
    s.battlefield("A", "Island")
    s.battlefield("A", "Island")
    angel = s.battlefield("B", "Serra Angel")
    s.start()
    s.cast("A", trickster)
    s.resolve()
    s.choose("A", angel)
    s.resolve()
    assert s.is_tapped(angel) and s.keywords(angel) == set()
    s.pass_turn()
    assert s.keywords(angel) == {"flying", "vigilance"}


def test_613_1f_levitation_and_fervor_grant_keywords_to_your_creatures():
    s = Scenario()
    s.battlefield("A", "Levitation")
    s.battlefield("A", "Fervor")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    theirs = s.battlefield("B", "Grizzly Bears")
    s.start()
    assert s.keywords(bears) == {"flying", "haste"}
    assert s.keywords(theirs) == set()
    s.advance("declare_attackers")
    s.attack({bears: "B"})
    s.block({})                                   # Bears without flying or reach can't block
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_613_1f_archetype_removes_first_strike_from_opponents_creatures_only():
    s = Scenario()
    s.battlefield("A", "Archetype of Courage")
    knight = s.battlefield("B", "Youthful Knight")      # printed first strike
    mine = s.battlefield("A", "Grizzly Bears")
    s.start()
    assert "first strike" not in s.keywords(knight)
    assert "first strike" in s.keywords(mine)
    s2 = Scenario()
    knight2 = s2.battlefield("B", "Youthful Knight")
    s2.battlefield("B", "Archetype of Courage")        # B's own: its creatures have it
    s2.start()
    assert "first strike" in s2.keywords(knight2)


def test_613_1f_archetype_of_aggression_removes_trample_granted_later():
    s = Scenario()
    s.battlefield("A", "Archetype of Aggression")
    bears = s.battlefield("B", "Grizzly Bears")
    for _ in range(5):
        s.battlefield("B", "Forest")
    overrun = s.hand("B", "Overrun")
    s.library("B", ["Forest"])
    s.start()
    s.pass_turn()                                     # B's turn: sorcery speed
    s.advance("precombat_main")
    s.cast("B", overrun)
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (5, 5)
    assert "trample" not in s.keywords(bears)         # can't gain it (later timestamp too)


def test_702_16_protection_granted_by_a_static_ability_akromas_memorial():
    s = Scenario()
    s.battlefield("A", "Akroma's Memorial")
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    s.battlefield("B", "Mountain")
    s.battlefield("B", "Swamp")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    assert {"flying", "first strike", "vigilance", "trample", "haste",
            "protection from black", "protection from red"} <= s.keywords(bears)
    with pytest.raises(IllegalActionError):          # 702.16b: can't be targeted by red
        s.cast("B", bolt, targets=[bears])
    s.advance("declare_attackers")
    s.attack({bears: "B"})                            # haste (302.6), vigilance (702.20b)
    assert not s.is_tapped(bears)


def test_702_16e_damage_from_a_red_source_is_prevented_by_granted_protection():
    s = Scenario()
    s.battlefield("A", "Akroma's Memorial")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")            # red 3/3
    s.library("A", ["Forest"])
    s.library("B", ["Forest"])
    s.start(turn=2, step="precombat_main")
    s.advance("declare_attackers")
    s.attack({giant: "A"})
    s.block({bears: giant})
    s.advance("combat_damage")
    assert s.damage(giant) == 2                          # the Bears' first-strike damage
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 0   # 3 damage prevented
