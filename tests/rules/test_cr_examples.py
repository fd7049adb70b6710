"""The Comprehensive Rules' "Example:" paragraphs as scenario tests.

Project policy: when a rule is implemented, its examples become scenario tests
named after the rule.  This file holds the examples of the rules the engine
implements today: 103, 111, 115, 117, 120, 302.6, 305, 405, 500-514, 601, 602,
605, 608, 613.4 (and 613.1f), 701.8, 701.19, 702.2, 702.3, 702.4, 702.7, 702.8,
702.9, 702.10, 702.12, 702.15, 702.17, 702.19, 702.20 and 704.

Those rules contain 49 "Example:" paragraphs (``grep -n "Example:"`` in
comprehensive-rules.txt): 8 are tested below (some in part, as noted), 2 were
already covered by existing tests, 6 are tested with their rules in other files
(listed below), 33 cannot be expressed with today's card pool and engine.  Rules 103, 117, 302.6, 405, 501-507, 511-514, 701.8, 701.19,
702.2-702.12, 702.17 and 702.20 have no examples.  One example outside that
list (613.5, layer 7c with Gray Ogre) is tested too because its first half is
pure layer 7c.

Already covered by an existing test
-----------------------------------
* 510.1c (Elvish Regrower 4/3 blocked by Vampire Spawn 2/3 and Helpful Hunter
  1/1: any split of the 4 damage, 4/0 ... 0/4) -- test_combat.py::
  test_multiple_blockers_damage_divided_as_the_attacker_chooses_510_1c
  (Leatherback Baloth vs Walking Corpse and Fugitive Wizard, all five splits).
* 120.5 (Lightning Bolt on a 2/2: the creature is destroyed as a state-based
  action, not by Bolt) -- test_stack.py::test_lightning_bolt_kills_grizzly_bears
  (nothing happens until it resolves, then the 2/2 is gone) and test_sba.py::
  test_regeneration_replaces_destruction_by_lethal_damage_701_19a (Bolt's
  damage leads to a destruction that regeneration replaces).

Tested with their rules elsewhere: 508.1d (Silent Arbiter and Bloodrock Cyclops,
test_combat_declare.py), both 702.19b examples (test_combat_damage.py), 508.2a (MacCready, Lamplight Mayor and Giant Growth) and
509.3f (Abomination and Niveous Wisps) in test_combat_triggers.py, 702.19c (Thrasta,
Tempest's Roar) in test_combat_planeswalkers.py.

Since the second-generation rules core, the examples of 603, 614-616, the
701/702 entries it implements and 120.5 live with their rules' tests
(tests/rules/test_triggers.py, test_trigger_keywords.py, test_replacement.py,
test_effects_701.py, test_keywords_702_static.py, test_effect_families.py,
test_rules_core_extras.py), each named after its rule; e.g. 702.15e
(test_702_15e_simultaneous_lifelink_damage_is_separate_life_gain_events),
603.10a, 603.4, 614.5, 615.10, 616.1f, 614.12 (Voice of All).

Not expressible with the pool / engine (grouped by what is missing)
--------------------------------------------------------------------
Triggers that need something else the engine lacks:
* 111.4  Minsc, Beloved Ranger creates Boo (tokens with a given name/legendary).
* 111.11 Disa the Restless creates a Tarmogoyf token (tokens of named cards).
* 111.12 Mimic Vat (copy effects, exile-linked abilities).
* 115.1a a cycling trigger targeting a creature (cycling).
* 500.10 Obeka, Splitter of Seconds adds upkeep steps (extra phases).
* 605.4a triggered mana abilities ("Whenever a player taps a land for mana").
* 608.2k Wall of Tears (type-changing effects).
* 704.4  Maro (characteristic-defining P/T, discarding a hand).
Copy effects:
* 111.4  Spitting Image copying Doomed Dissenter.
* 608.3e Clone copying Dryad Arbor under Worms of the Earth (also: "can't enter").
Replacement and prevention effects:
* 120.4d Boon Reflection + wither + damage prevention: the pool has no creature
  with both wither and lifelink (each mechanism is tested on its own).
* 120.4d Worship + Awe Strike (life-total floors, "gain life equal to the damage
  prevented this way").
* 704.7  Lich's Mirror replacing a game loss.
Changing targets:
* 115.7e Redirect changing Arc Trail's targets (also: "any other target").
Casting beyond the basic sequence:
* 601.2h cost reduction (Thunderscape Familiar) locked in before Altar's Reap's
  sacrifice.
* 601.3a Void Winnower vs an {X} spell (X costs, cast restrictions).
* 601.3b casting with bestow "as though it had flash".
* 601.3e (two examples) casting from the library (Garruk's Horde, Melek), morph,
  Adventures.
* 601.4  modal spells with kicker.
* 601.2c (1st half) "Tap two target creatures": no tap effects and no
  multi-target "target" word (the 2nd half is tested below).
Other effects the DSL lacks:
* 605.2  "Add {G} for each creature you control" (variable amounts of mana).
* 608.2d "You may sacrifice a creature. If you don't, ..." (choices on resolution).
* 608.2f Blatant Thievery (control-changing), Soulfire Eruption (exiling from the
  library, any number of targets).
* 608.2i "costs {1} less for each creature you attacked with" (also: type changing).
* 608.2j "Destroy all black creatures" (mass removal by color).
* 613.4d (three examples) switching power and toughness (layer 7d).
Partly tested below (the rest is not expressible):
* 608.2b Plague Spores -- color changing, creature lands, "can't be regenerated";
  tested: a two-target spell still resolves for the target that stayed legal.
* 704.8  Young Wolf -- undying and last known information; tested: the counter
  arithmetic and the creature ending in the graveyard.
* 111.4  Dwarven Reinforcements -- the card (flashback) is missing; tested with
  Raise the Alarm's Soldier tokens.
"""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _libraries(s):
    # Cards to draw, so that passing through a draw step never loses the game.
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Island"] * 3)


# ---------------------------------------------------------------------------
# 111 Tokens
# ---------------------------------------------------------------------------

def test_111_3_jade_mage_saproling_has_no_cost_supertypes_text_or_abilities():
    """CR 111.3 Example: "Jade Mage has the ability "{2}{G}: Create a 1/1 green
    Saproling creature token." The resulting token has no mana cost, supertypes,
    rules text, or abilities." """
    s = Scenario()
    mage = s.battlefield("A", "Jade Mage")
    for _ in range(3):
        s.battlefield("A", "Forest")
    _libraries(s)
    s.start()
    s.activate("A", mage, "Saproling")
    entry = s.stack[0]
    assert not entry.is_spell and entry.card == mage     # an activated ability (602.2a)
    assert [p for p in s.permanents("A") if s.is_token(p)] == []
    s.resolve()
    tokens = [p for p in s.permanents("A") if s.is_token(p)]
    assert len(tokens) == 1
    tok = tokens[0]
    assert s.name(tok) == "Saproling Token"               # 111.4
    assert s.owner(tok) == "A" and s.controller(tok) == "A"  # 111.2
    assert s.types(tok) == {"creature", "saproling"}     # no supertypes
    assert s.colors(tok) == {"green"}
    assert (s.power(tok), s.toughness(tok)) == (1, 1)
    assert s.abilities(tok) == []                        # no rules text, no abilities
    db = default_library().db
    d = db.find("Saproling Token")
    assert db.cost(d) == (0, (0, 0, 0, 0, 0), 0, 0)       # no mana cost
    assert db.abilities(d) == []


def test_111_4_tokens_are_named_after_their_subtypes_plus_token():
    """CR 111.4 Example: "The tokens created as it resolves are each named Dwarf
    Berserker Token and each have the creature types Dwarf and Berserker."
    (Dwarven Reinforcements is not in the pool; Raise the Alarm creates "two 1/1
    white Soldier creature tokens".)"""
    s = Scenario()
    alarm = s.hand("A", "Raise the Alarm")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    _libraries(s)
    s.start()
    s.cast("A", alarm)
    s.resolve()
    tokens = [p for p in s.permanents("A") if s.is_token(p)]
    assert len(tokens) == 2
    for tok in tokens:
        assert s.name(tok) == "Soldier Token"
        assert s.types(tok) == {"creature", "soldier"}
        assert s.colors(tok) == {"white"}


# ---------------------------------------------------------------------------
# 305 Lands
# ---------------------------------------------------------------------------

def test_305_5_basic_land_mountain_is_a_land_with_subtype_mountain():
    """CR 305.5 Example: ""Basic Land — Mountain" means the card is a land with
    the subtype Mountain." """
    s = Scenario()
    mountain = s.battlefield("A", "Mountain")
    _libraries(s)
    s.start()
    assert s.types(mountain) == {"basic", "land", "mountain"}
    # The land type Mountain gives it "{T}: Add {R}." (305.6).
    s.activate("A", mountain)
    assert s.mana_pool("A") == {"R": 1} and s.is_tapped(mountain)


# ---------------------------------------------------------------------------
# 601 Casting spells
# ---------------------------------------------------------------------------

def test_601_2c_same_creature_for_two_instances_of_the_word_target():
    """CR 601.2c Example: "A spell that says "Destroy target artifact and target
    land," however, can target the same artifact land twice because it uses the
    word "target" in multiple places."  (Agony Warp: "Target creature gets -3/-0
    until end of turn. Target creature gets -0/-3 until end of turn.")"""
    s = Scenario()
    warp = s.hand("A", "Agony Warp")
    s.battlefield("A", "Island")
    s.battlefield("A", "Swamp")
    baloth = s.battlefield("B", "Leatherback Baloth")
    _libraries(s)
    s.start()
    s.cast("A", warp, targets=[baloth, baloth])
    assert s.stack[0].targets == [baloth, baloth]
    s.resolve()
    assert s.zone(baloth) == "battlefield"
    assert (s.power(baloth), s.toughness(baloth)) == (1, 2)   # 4/5 -3/-0 -0/-3


def test_601_2c_same_creature_twice_can_die_to_both_parts():
    """CR 601.2c Example: the same object may be chosen for each "target";
    both parts then apply to it (a 3/3 Hill Giant becomes 0/0, CR 704.5f)."""
    s = Scenario()
    warp = s.hand("A", "Agony Warp")
    s.battlefield("A", "Island")
    s.battlefield("A", "Swamp")
    giant = s.battlefield("B", "Hill Giant")
    _libraries(s)
    s.start()
    s.cast("A", warp, targets=[giant, giant])
    s.resolve()
    assert s.zone(giant) == "graveyard"


# ---------------------------------------------------------------------------
# 602 Activating activated abilities
# ---------------------------------------------------------------------------

def test_602_1a_activation_cost_is_two_mana_plus_tapping():
    """CR 602.1a Example: "The activation cost of an ability that reads "{2}, {T}:
    You gain 1 life" is two mana of any type plus tapping the permanent that has
    the ability."  (Fountain of Youth has exactly that ability.)"""
    s = Scenario()
    # An artifact that entered this turn: {T} abilities of noncreatures don't
    # care about summoning sickness (302.6).
    fountain = s.battlefield("A", "Fountain of Youth", sick=True)
    mountain = s.battlefield("A", "Mountain")
    island = s.battlefield("A", "Island")
    _libraries(s)
    s.start()
    s.activate("A", fountain)                 # {2} of any type: {R} and {U}
    assert s.is_tapped(fountain) and s.is_tapped(mountain) and s.is_tapped(island)
    assert s.life("A") == 20                  # costs are paid, the effect waits (602.2)
    s.resolve()
    assert s.life("A") == 21


def test_602_1a_activation_needs_both_the_mana_and_the_tap():
    """CR 602.1a Example: the cost is "two mana of any type plus tapping the
    permanent": one mana is not enough, and a tapped Fountain can't pay {T}."""
    s = Scenario()
    fountain = s.battlefield("A", "Fountain of Youth")
    s.battlefield("A", "Mountain")
    _libraries(s)
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", fountain)             # only one mana available
    assert not s.is_tapped(fountain) and s.life("A") == 20

    s2 = Scenario()
    fountain2 = s2.battlefield("A", "Fountain of Youth", tapped=True)
    s2.battlefield("A", "Mountain")
    s2.battlefield("A", "Mountain")
    _libraries(s2)
    s2.start()
    with pytest.raises(IllegalActionError, match="tapped"):
        s2.activate("A", fountain2)
    assert s2.stack == [] and s2.life("A") == 20


# ---------------------------------------------------------------------------
# 608 Resolving spells and abilities
# ---------------------------------------------------------------------------

def thirst_scenario():
    s = Scenario()
    thirst = s.hand("A", "Sorin's Thirst")
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Swamp")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    _libraries(s)
    s.start()
    return s, thirst, bears, bolt


def test_608_2b_sorins_thirst_target_gone_no_life_gain():
    """CR 608.2b Example: "If the creature isn't a legal target during the
    resolution of Sorin's Thirst (say, if the creature has ... left the
    battlefield), then Sorin's Thirst doesn't resolve. Its controller doesn't gain
    any life." """
    s, thirst, bears, bolt = thirst_scenario()
    s.cast("A", thirst, targets=[bears])
    s.cast("B", bolt, targets=[bears])        # in response: the target leaves
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.zone(thirst) == "graveyard"      # 608.2b: removed from the stack
    assert s.life("A") == 20                  # no part of it happens
    assert s.life("B") == 20


def test_608_2b_sorins_thirst_legal_target_deals_damage_and_gains_life():
    """CR 608.2b Example (control case): with its target still legal, Sorin's
    Thirst "deals 2 damage to target creature and you gain 2 life"."""
    s, thirst, bears, _ = thirst_scenario()
    s.cast("A", thirst, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.life("A") == 22


def test_608_2b_plague_spores_two_target_spell_resolves_for_the_legal_target():
    """CR 608.2b Example (Plague Spores, in part): "Plague Spores still resolves
    because the black creature land is still a legal target for the "target land"
    part of the spell."  Here Agony Warp's first target leaves the battlefield;
    the spell still resolves and its "target creature gets -0/-3" part applies."""
    s = Scenario()
    warp = s.hand("A", "Agony Warp")
    s.battlefield("A", "Island")
    s.battlefield("A", "Swamp")
    bears = s.battlefield("B", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    _libraries(s)
    s.start()
    s.cast("A", warp, targets=[bears, giant])   # -3/-0 on the Bears, -0/-3 on the Giant
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert "resolved: Agony Warp" in s.log
    assert s.zone(giant) == "graveyard"         # 3/3 with -0/-3: toughness 0 (704.5f)


def test_608_2b_illegal_target_part_does_not_affect_the_legal_one():
    """CR 608.2b: the spell "doesn't ... affect" the illegal target; the legal
    target gets only its own part (Agony Warp's -3/-0, not the -0/-3 meant for the
    creature that left)."""
    s = Scenario()
    warp = s.hand("A", "Agony Warp")
    s.battlefield("A", "Island")
    s.battlefield("A", "Swamp")
    baloth = s.battlefield("B", "Leatherback Baloth")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    _libraries(s)
    s.start()
    s.cast("A", warp, targets=[baloth, bears])   # -3/-0 on the Baloth, -0/-3 on the Bears
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert (s.power(baloth), s.toughness(baloth)) == (1, 5)


# ---------------------------------------------------------------------------
# 613 Layers (613.5 is outside the implemented list; its 7c half is tested)
# ---------------------------------------------------------------------------

def test_613_5_gray_ogre_counter_then_plus_four_is_seven_seven():
    """CR 613.5 Example (first half): "Gray Ogre, a 2/2 creature, is on the
    battlefield. An effect puts a +1/+1 counter on it (layer 7c), making it 3/3.
    A spell targeting it that says "Target creature gets +4/+4 until end of turn"
    resolves (layer 7c), making it 7/7."  (The rest needs a static +0/+2 effect,
    a P/T-setting effect and a switch, none of which exist.)"""
    s = Scenario()
    ogre = s.battlefield("A", "Gray Ogre", counters={"+1/+1": 1})
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Titanic Growth")
    _libraries(s)
    s.start()
    assert (s.power(ogre), s.toughness(ogre)) == (3, 3)
    s.cast("A", growth, targets=[ogre])
    s.resolve()
    assert (s.power(ogre), s.toughness(ogre)) == (7, 7)
    assert s.base_power(ogre) == 2 and s.counters(ogre) == {"+1/+1": 1}


# ---------------------------------------------------------------------------
# 704 State-based actions
# ---------------------------------------------------------------------------

def test_704_8_young_wolf_one_plus_three_minus_counters_dies():
    """CR 704.8 Example (in part): "Before state-based actions are performed,
    Young Wolf has one +1/+1 counter and three -1/-1 counters on it. After
    state-based actions are performed, Young Wolf is in the graveyard."
    (Young Wolf, a 1/1 with undying, is replaced by Fugitive Wizard, a vanilla
    1/1; undying and last known information are not expressible.)"""
    s = Scenario()
    wolf = s.battlefield("A", "Fugitive Wizard", counters={"+1/+1": 1, "-1/-1": 3})
    survivor = s.battlefield("A", "Fugitive Wizard", counters={"+1/+1": 1, "-1/-1": 1})
    _libraries(s)
    s.start()                                   # state-based actions are checked
    assert s.zone(wolf) == "graveyard"          # toughness 1 + 1 - 3 = -1 (704.5f)
    assert s.counters(wolf) == {}               # a new object in the graveyard (400.7)
    # Control: one of each annihilates (704.5q) and the 1/1 survives.
    assert s.zone(survivor) == "battlefield"
    assert s.counters(survivor) == {}
    assert (s.power(survivor), s.toughness(survivor)) == (1, 1)
