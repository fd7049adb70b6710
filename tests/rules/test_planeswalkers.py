"""Planeswalkers (CR 306) and loyalty abilities (CR 606): printed loyalty on entry
(306.5b), loyalty costs paid with counters (606.4, 606.6), sorcery timing and once
per turn per permanent (606.3), damage removing loyalty (120.3c, 306.8), 704.5i,
the legend rule for legendary planeswalkers (306.4, 704.5j), "any target" and
"target player or planeswalker" (115.4), and the cards' abilities."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

MINUS = "\u2212"


def _board(pw="Jace Beleren", lands=("Island",) * 3, loyalty=None, in_hand=False):
    s = Scenario()
    if in_hand:
        card = s.hand("A", pw)
    else:
        card = s.battlefield("A", pw, loyalty=loyalty)
    for land in lands:
        s.battlefield("A", land)
    s.library("A", ["Island"] * 30)
    s.library("B", ["Island"] * 30)
    return s, card


# ---------------------------------------------------------------------------
# 306.5b, 606: entering and loyalty abilities
# ---------------------------------------------------------------------------

def test_306_5b_planeswalker_cast_enters_with_its_printed_loyalty():
    s, jace = _board(in_hand=True)
    s.start()
    s.cast("A", jace)
    assert s.zone(jace) == "stack"
    s.resolve()
    assert s.zone(jace) == "battlefield"
    assert s.loyalty(jace) == 3 and s.counters(jace) == {"loyalty": 3}


def test_306_5b_each_planeswalker_enters_with_its_own_printed_loyalty():
    s, kiora = _board("Kiora, Behemoth Beckoner", lands=("Forest", "Island", "Island"), in_hand=True)
    s.start()
    s.cast("A", kiora)
    s.resolve()
    assert s.loyalty(kiora) == 7


def test_606_4_plus_cost_puts_loyalty_counters_on_as_it_is_activated():
    s, jace = _board()
    s.start()
    s.activate("A", jace, "[+2]")
    # The cost is paid on activation; the effect waits on the stack (606.4, 602.2).
    assert s.loyalty(jace) == 5
    assert s.stack == ["Jace Beleren ability: [+2]: Each player draws a card. (A)"]
    assert (s.hand_size("A"), s.hand_size("B")) == (0, 0)
    s.resolve()
    assert (s.hand_size("A"), s.hand_size("B")) == (1, 1)


def test_606_4_minus_cost_removes_loyalty_counters():
    s, jace = _board()
    s.start()
    s.activate("A", jace, f"[{MINUS}1]", targets=["B"])
    assert s.loyalty(jace) == 2
    s.resolve()
    assert (s.hand_size("A"), s.hand_size("B")) == (0, 1)


def test_606_4_zero_cost_ability_changes_no_loyalty_but_is_a_loyalty_ability():
    # A [0] ability: no counters move, and it still uses the turn's loyalty ability
    # (606.3).  Built from the DSL's "[0]" symbol on a custom card.
    from mtgcore.cards import CardLibrary, default_library
    from mtgcore.cards.dsl import Card, DrawCards, GainLife, Loyalty
    zero = Card(name="Test Walker", cost="{2}", type_line="Legendary Planeswalker — Test",
                oracle="[0]: Draw a card.\n[+1]: You gain 1 life.", loyalty=2,
                abilities=[Loyalty("[0]: Draw a card.", [DrawCards(1)]),
                           Loyalty("[+1]: You gain 1 life.", [GainLife(1)])])
    lib = CardLibrary([*default_library().cards.values(), zero])
    s = Scenario(library=lib)
    w = s.battlefield("A", "Test Walker")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.activate("A", w, "[0]")
    assert s.loyalty(w) == 2
    s.resolve()
    assert s.hand_size("A") == 1
    with pytest.raises(IllegalActionError, match="606.3"):
        s.activate("A", w, "[+1]")


def test_606_3_only_one_loyalty_ability_per_permanent_each_turn():
    s, jace = _board()
    s.start()
    s.activate("A", jace, "[+2]")
    s.resolve()
    with pytest.raises(IllegalActionError, match="606.3"):
        s.activate("A", jace, f"[{MINUS}1]", targets=["A"])
    assert s.loyalty(jace) == 5  # unchanged by the refused activation
    # Next turn of A: available again.
    s.pass_turn()
    s.pass_turn()
    s.advance("precombat_main")
    s.activate("A", jace, f"[{MINUS}1]", targets=["A"])
    assert s.loyalty(jace) == 4


def test_606_3_once_per_turn_counts_each_planeswalker_separately():
    s = Scenario()
    jace1 = s.battlefield("A", "Jace Beleren")
    nissa = s.battlefield("A", "Nissa, Voice of Zendikar")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.activate("A", jace1, "[+2]")
    s.resolve()
    s.activate("A", nissa, "[+1]")
    s.resolve()
    assert (s.loyalty(jace1), s.loyalty(nissa)) == (5, 4)


def test_606_3_loyalty_abilities_only_at_sorcery_speed():
    s, jace = _board()
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("A", "Mountain")
    s.start(step="upkeep")
    with pytest.raises(IllegalActionError, match="606.3"):  # not a main phase
        s.activate("A", jace, "[+2]")
    s.advance("precombat_main")
    s.cast("A", bolt, targets=["B"])
    with pytest.raises(IllegalActionError, match="606.3"):  # the stack isn't empty
        s.activate("A", jace, "[+2]")
    s.resolve()
    s.advance("beginning_of_combat")
    with pytest.raises(IllegalActionError, match="606.3"):  # combat
        s.activate("A", jace, "[+2]")
    s.advance("postcombat_main")
    s.activate("A", jace, "[+2]")
    assert s.loyalty(jace) == 5


def test_606_3_not_in_the_opponents_turn():
    s, jace = _board()
    s.start(turn=2)  # B's turn
    with pytest.raises(IllegalActionError, match="606.3"):
        s.activate("A", jace, "[+2]")


def test_606_6_negative_cost_needs_that_many_loyalty_counters():
    s, jace = _board()
    s.start()
    with pytest.raises(IllegalActionError, match="606.6"):
        s.activate("A", jace, f"[{MINUS}10]", targets=["B"])
    assert s.loyalty(jace) == 3


def test_606_6_704_5i_paying_all_loyalty_puts_it_into_the_graveyard_but_the_ability_resolves():
    s, jace = _board(loyalty=10)
    s.start()
    s.activate("A", jace, f"[{MINUS}10]", targets=["B"])
    # 704.5i before anyone gets priority; the ability is independent of its source (113.7a).
    assert s.zone(jace) == "graveyard"
    s.resolve()
    assert len(s.cards("B", "library")) == 10 and len(s.cards("B", "graveyard")) == 20


def test_606_3_a_loyalty_ability_is_not_offered_to_policies_twice_a_turn():
    s, jace = _board()
    s.start()
    acts = [a for a in s.game.legal_actions() if a.kind == "activate"]
    assert len(acts) == 2  # +2 and -1 (-10 needs 10 loyalty, 606.6)
    s.activate("A", jace, "[+2]")
    s.resolve()
    assert not [a for a in s.game.legal_actions() if a.kind == "activate"]


# ---------------------------------------------------------------------------
# 120.3c, 306.8, 704.5i: damage to planeswalkers; 115.4 targets
# ---------------------------------------------------------------------------

def test_120_3c_306_8_damage_to_a_planeswalker_removes_loyalty_counters():
    s, nissa = _board("Nissa, Voice of Zendikar", lands=())
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[nissa])
    s.resolve()
    assert s.loyalty(nissa) == 1 and s.damage(nissa) == 0  # no damage is marked on it
    assert s.zone(nissa) == "battlefield"


def test_704_5i_planeswalker_with_zero_loyalty_is_put_into_the_graveyard():
    s, jace = _board(lands=())
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("B", bolt, targets=[jace])
    s.resolve()
    assert s.zone(jace) == "graveyard"


def test_120_3c_excess_damage_leaves_zero_loyalty_not_less():
    s, jace = _board(lands=(), loyalty=1)
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("B", bolt, targets=[jace])
    s.resolve()
    assert s.zone(jace) == "graveyard"
    assert s.check_invariants() == ""


def test_115_4_target_player_or_planeswalker_can_target_a_planeswalker_not_a_creature():
    s, jace = _board(lands=())
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("B", "Mountain")
    axe = s.hand("B", "Lava Spike")
    s.start(turn=2)
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("B", axe, targets=[bears])
    s.cast("B", axe, targets=[jace])
    s.resolve()
    assert s.zone(jace) == "graveyard"


def test_704_5j_306_4_legend_rule_applies_to_legendary_planeswalkers():
    s, jace = _board(in_hand=True)
    other = s.battlefield("A", "Jace Beleren", loyalty=1)
    s.start()
    s.cast("A", jace)
    s.resolve()
    assert s.pending is not None and s.pending.kind == "legend_rule"
    s.choose("A", jace)
    assert s.zone(jace) == "battlefield" and s.zone(other) == "graveyard"


# ---------------------------------------------------------------------------
# The cards
# ---------------------------------------------------------------------------

def test_606_4_jace_beleren_minus_one_removes_a_loyalty_counter_and_draws():
    s, jace = _board(loyalty=10)
    s.start()
    s.activate("A", jace, f"[{MINUS}1]", targets=["A"])
    s.resolve()
    assert s.hand_size("A") == 1 and s.loyalty(jace) == 9


def test_606_4_sarkhan_vol_plus_one_pumps_and_gives_haste():
    s, sarkhan = _board("Sarkhan Vol", lands=())
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    s.start()
    s.activate("A", sarkhan, "[+1]")
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (3, 3) and "haste" in s.keywords(bears)
    s.attack({bears: "B"})  # haste: it can attack though summoning sick (302.6)
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 17


def test_606_sarkhan_vol_minus_two_threatens_a_creature():
    s, sarkhan = _board("Sarkhan Vol", lands=())
    giant = s.battlefield("B", "Hill Giant", tapped=True)
    s.start()
    s.activate("A", sarkhan, f"[{MINUS}2]", targets=[giant])
    s.resolve()
    assert s.controller(giant) == "A" and not s.is_tapped(giant) and "haste" in s.keywords(giant)
    assert s.loyalty(sarkhan) == 2
    s.attack({giant: "B"})
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 17
    s.pass_turn()
    assert s.controller(giant) == "B"


def test_606_sarkhan_vol_minus_six_creates_five_dragons():
    s, sarkhan = _board("Sarkhan Vol", lands=(), loyalty=6)
    s.start()
    s.activate("A", sarkhan, f"[{MINUS}6]")
    assert s.zone(sarkhan) == "graveyard"  # 704.5i on paying the cost
    s.resolve()
    dragons = [c for c in s.permanents("A") if s.name(c) == "Dragon Token"]
    assert len(dragons) == 5
    assert all((s.power(d), s.toughness(d)) == (4, 4) and "flying" in s.keywords(d) for d in dragons)


def test_606_nissa_voice_of_zendikar_abilities():
    s, nissa = _board("Nissa, Voice of Zendikar", lands=("Forest",) * 4, loyalty=8)
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.activate("A", nissa, "[+1]")
    s.resolve()
    plants = [c for c in s.permanents("A") if s.name(c) == "Plant Token"]
    assert len(plants) == 1 and (s.power(plants[0]), s.toughness(plants[0])) == (0, 1)
    s.pass_turn()
    s.pass_turn()
    s.advance("precombat_main")
    s.activate("A", nissa, f"[{MINUS}2]")
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 1} and s.counters(plants[0]) == {"+1/+1": 1}
    s.pass_turn()
    s.pass_turn()
    s.advance("precombat_main")
    hand, life = s.hand_size("A"), s.life("A")
    assert s.loyalty(nissa) == 7
    s.activate("A", nissa, f"[{MINUS}7]")
    assert s.zone(nissa) == "graveyard"  # 704.5i
    s.resolve()
    assert s.life("A") == life + 4 and s.hand_size("A") == hand + 4  # four lands


def test_606_ajani_the_greathearted_static_and_abilities():
    s, ajani = _board("Ajani, the Greathearted", lands=())
    jace = s.battlefield("A", "Jace Beleren")
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Hill Giant")
    s.start()
    assert "vigilance" in s.keywords(bears) and "vigilance" not in s.keywords(theirs)
    s.activate("A", ajani, "[+1]")
    s.resolve()
    assert s.life("A") == 23 and s.loyalty(ajani) == 6
    s.pass_turn()
    s.pass_turn()
    s.advance("precombat_main")
    s.activate("A", ajani, f"[{MINUS}2]")
    s.resolve()
    # "each other planeswalker you control": Jace, not Ajani itself.
    assert s.loyalty(ajani) == 4 and s.loyalty(jace) == 4
    assert s.counters(bears) == {"+1/+1": 1} and s.counters(theirs) == {}


def test_606_samut_tyrant_smasher_static_haste_and_minus_one():
    s, samut = _board("Samut, Tyrant Smasher", lands=())
    bears = s.battlefield("A", "Grizzly Bears", sick=True)
    s.library("A", ["Forest"])
    s.start()
    assert "haste" in s.keywords(bears)
    s.activate("A", samut, f"[{MINUS}1]", targets=[bears])
    s.resolve()
    if s.pending is not None:  # scry 1: keep it on top
        s.choose("A", "done")
    assert (s.power(bears), s.toughness(bears)) == (4, 3) and s.loyalty(samut) == 4


def test_606_kiora_behemoth_beckoner_trigger_and_untap():
    s, kiora = _board("Kiora, Behemoth Beckoner", lands=("Forest",) * 8)
    land = s.battlefield("A", "Forest", tapped=True)
    maw = s.hand("A", "Colossal Dreadmaw")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    s.resolve()
    assert s.hand_size("A") == 1  # power 2: no draw
    s.cast("A", maw)
    s.resolve()
    assert s.hand_size("A") == 1  # power 6: drew a card
    s.activate("A", kiora, f"[{MINUS}1]", targets=[land])
    s.resolve()
    assert not s.is_tapped(land) and s.loyalty(kiora) == 6


# ---------------------------------------------------------------------------
# The DSL and random play
# ---------------------------------------------------------------------------

def test_606_2_dsl_loyalty_symbols_and_bad_definitions():
    from mtgcore.cards.dsl import Activated, Card, DrawCards, GainLife, Loyalty, parse_loyalty
    from mtgcore.errors import CardDefinitionError
    assert [parse_loyalty(x) for x in ("[+1]", f"[{MINUS}2]", "[-3]", "[0]", "[2]", "{1}")] == \
        [1, -2, -3, 0, None, None]
    assert Loyalty(f"[{MINUS}1]: Draw a card.", [DrawCards(1)]).loyalty == -1
    with pytest.raises(ValueError, match="loyalty cost"):
        Loyalty("Draw a card.", [DrawCards(1)])
    with pytest.raises(CardDefinitionError, match="606.4"):  # a loyalty cost is the symbol only
        Card(name="Bad Walker", cost="{2}", type_line="Legendary Planeswalker — Test", loyalty=2,
             abilities=[Activated("[+1]: You gain 1 life.", [GainLife(1)], cost="[+1]", tap=True)])
    with pytest.raises(CardDefinitionError, match="loyalty"):
        Card(name="Bad Walker", cost="{2}", type_line="Legendary Planeswalker — Test")
    with pytest.raises(CardDefinitionError, match="only planeswalkers have loyalty"):
        Card(name="Bad Bear", cost="{2}", type_line="Creature — Bear", power=2, toughness=2,
             loyalty=3)


def test_606_3_random_play_activates_loyalty_abilities_once_per_turn_each():
    import random

    import mtgcore
    deck = "20 Forest\n20 Nissa, Voice of Zendikar\n20 Grizzly Bears\n"
    rng = random.Random(11)
    activations = 0
    for seed in range(8):
        g = mtgcore.Game(deck, deck, seed=seed)
        used = set()
        while not g.is_over and g.turn < 25:
            act = rng.choice(g.decision.actions)
            if act.kind == "activate" and act.label.startswith("activate Nissa"):
                key = (g.turn, act.label.split(":")[0])
                assert key not in used  # CR 606.3: once per turn per planeswalker
                used.add(key)
                activations += 1
            g.apply(act)
            assert g._g.check_invariants() == ""
    assert activations > 10


# ---------------------------------------------------------------------------
# 107.3a, 606.4, 606.6: a [−X] loyalty cost (Chandra, Awakened Inferno)
# ---------------------------------------------------------------------------

def _chandra(loyalty=None):
    s, chandra = _board("Chandra, Awakened Inferno", lands=(), loyalty=loyalty)
    return s, chandra


def test_107_3a_606_4_minus_x_loyalty_cost_removes_x_counters_and_the_effect_uses_x():
    s, chandra = _chandra()
    ogre = s.battlefield("B", "Gray Ogre")  # 2/2
    angel = s.battlefield("B", "Serra Angel")  # 4/4
    s.start()
    s.activate("A", chandra, f"[{MINUS}X]", targets=[angel], x=4)
    assert s.loyalty(chandra) == 2          # the cost: four counters, paid on activation
    s.resolve()
    assert s.zone(angel) == "exile"         # 4 damage; "would die ... exile it instead"
    assert s.zone(ogre) == "battlefield"
    s.check_invariants()


def test_606_6_minus_x_can_remove_at_most_the_loyalty_counters_it_has():
    s, chandra = _chandra(loyalty=3)
    angel = s.battlefield("B", "Serra Angel")
    s.start()
    with pytest.raises(IllegalActionError, match="at most 3"):
        s.activate("A", chandra, f"[{MINUS}X]", targets=[angel], x=4)
    assert s.loyalty(chandra) == 3 and s.stack == []
    s.activate("A", chandra, f"[{MINUS}X]", targets=[angel], x=3)
    assert s.zone(chandra) == "graveyard"   # 704.5i: no loyalty left
    s.resolve()
    assert s.damage(angel) == 3 and s.zone(angel) == "battlefield"


def test_107_3a_minus_x_with_x_0_is_a_loyalty_ability_that_removes_nothing():
    s, chandra = _chandra()
    ogre = s.battlefield("B", "Gray Ogre")
    s.start()
    s.activate("A", chandra, f"[{MINUS}X]", targets=[ogre], x=0)
    assert s.loyalty(chandra) == 6
    s.resolve()
    assert s.damage(ogre) == 0
    with pytest.raises(IllegalActionError, match="606.3"):  # its loyalty ability this turn
        s.activate("A", chandra, "[+2]")


def test_107_3a_the_x_of_a_minus_x_ability_must_be_announced():
    s, chandra = _chandra()
    ogre = s.battlefield("B", "Gray Ogre")
    s.start()
    with pytest.raises(IllegalActionError, match="107.3a"):
        s.activate("A", chandra, f"[{MINUS}X]", targets=[ogre])
    assert s.loyalty(chandra) == 6 and s.stack == []


def test_606_4_chandra_awakened_inferno_minus_3_hits_each_non_elemental_creature():
    s, chandra = _chandra()
    ogre = s.battlefield("B", "Gray Ogre")
    snuffers = s.battlefield("B", "Soul Snuffers")  # an Elemental Shaman
    s.start()
    s.activate("A", chandra, f"[{MINUS}3]")
    s.resolve()
    assert s.zone(ogre) == "graveyard" and s.damage(snuffers) == 0
