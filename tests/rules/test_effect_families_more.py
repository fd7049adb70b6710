"""Effect families with real cards, continued: more interactions of the same families,
state triggers (603.8) and reflexive triggers (603.12).  Same strict scenarios as
test_effect_families.py.
"""

import pytest

from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def tokens(s, player, name=None):
    return [t for t in s.permanents(player) if s.is_token(t) and (name is None or t.name == name)]


# ---------------------------------------------------------------------------
# More interactions of the same families
# ---------------------------------------------------------------------------

def test_107_1b_negative_power_assigns_no_combat_damage():
    """107.1b Example: If a 3/4 creature gets -5/-0, it's a -2/4 creature. It
    doesn't assign damage in combat. ... Giving it +3/+0 would raise its power to 1."""
    s = Scenario()
    giant = s.battlefield("B", "Hill Giant")
    lands(s, "A", "Island", 2)
    scrutiny = s.hand("A", "Jace's Scrutiny")
    s.battlefield("B", "Forest")
    growth = s.hand("B", "Giant Growth")
    s.library("B", ["Island"])
    s.start(turn=2, step="beginning_of_combat")
    s.cast("A", scrutiny, targets=[giant])
    s.resolve()
    assert s.power(giant) == -1
    s.attack({giant: "A"})
    s.block({})
    s.advance("combat_damage")
    assert s.life("A") == 20
    s.cast("B", growth, targets=[giant])
    s.resolve()
    assert (s.power(giant), s.toughness(giant)) == (2, 6)


def test_704_5b_vision_skeins_can_make_an_opponent_draw_from_an_empty_library():
    s = Scenario()
    s.library("A", ["Island", "Island"])
    s.library("B", ["Swamp"])
    lands(s, "A", "Island", 2)
    skeins = s.hand("A", "Vision Skeins")
    s.start()
    s.cast("A", skeins)
    s.resolve()
    assert s.is_over and s.winner == "A"


def test_702_2b_hornet_queen_insect_token_deathtouch_kills_a_big_blocker_attacker():
    s = Scenario()
    lands(s, "A", "Forest", 7)
    queen = s.hand("A", "Hornet Queen")
    wurm = s.battlefield("B", "Craw Wurm")
    s.library("B", ["Island"])
    s.start()
    s.cast("A", queen)
    s.resolve()
    insect = tokens(s, "A")[0]
    s.advance("upkeep", turn=2)
    s.attack({wurm: "A"})
    s.block({insect: wurm})
    s.advance("combat_damage")
    assert s.zone(wurm) == "graveyard" and s.zone(insect) is None
    assert s.life("A") == 20 and s.zone(queen) == "battlefield"


def test_120_3d_midnight_banshee_wither_deals_damage_as_counters():
    s = Scenario()
    banshee = s.battlefield("A", "Midnight Banshee")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.attack({banshee: "B"})
    s.block({giant: banshee})
    s.advance("combat_damage")
    assert s.zone(giant) == "graveyard"            # five -1/-1 counters, not damage
    assert s.damage(banshee) == 3 and s.counters(banshee) == {}


def test_603_6c_sengir_autocrat_exiles_every_players_serf_tokens():
    s = Scenario()
    mine = s.battlefield("A", "Sengir Autocrat")
    swamps = lands(s, "B", "Swamp", 4)
    s.battlefield("B", "Island")
    theirs = s.hand("B", "Sengir Autocrat")
    unsummon = s.hand("B", "Unsummon")
    s.library("B", ["Island"])
    s.start(turn=2)
    s.cast("B", theirs, pay_with=swamps)
    s.resolve()
    assert len(tokens(s, "B", "Serf Token")) == 3
    s.cast("B", unsummon, targets=[mine])
    s.resolve()
    assert s.zone(mine) == "hand" and s.zone(theirs) == "battlefield"
    assert tokens(s, "B") == []            # "all Serf tokens", not only its own


def test_614_1a_hardened_scales_adds_to_the_landfall_counter():
    s = Scenario()
    cat = s.battlefield("A", "Territorial Scythecat")
    s.battlefield("A", "Hardened Scales")
    forest = s.hand("A", "Forest")
    s.start()
    s.play_land("A", forest)
    s.resolve()
    assert s.counters(cat) == {"+1/+1": 2}


def test_614_1a_corpsejack_menace_doubles_dragonscale_boon():
    s = Scenario()
    s.battlefield("A", "Corpsejack Menace")
    bears = s.battlefield("A", "Grizzly Bears")
    lands(s, "A", "Forest", 4)
    boon = s.hand("A", "Dragonscale Boon")
    s.start()
    s.cast("A", boon, targets=[bears])
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 4}


@pytest.mark.parametrize("crusade_first, insect_counters", [(True, 5), (False, 4)])
def test_603_3b_order_of_cathars_crusade_and_hornet_queen_triggers(crusade_first,
                                                                  insect_counters):
    """Hornet Queen entering triggers both Cathars' Crusade and its own ability; A
    orders them (603.3b).  If the Queen's ability resolves first, its Insects are
    there when the Crusade's first trigger resolves."""
    s = Scenario()
    s.battlefield("A", "Cathars' Crusade")
    lands(s, "A", "Forest", 7)
    queen = s.hand("A", "Hornet Queen")
    s.start()
    s.cast("A", queen)
    s.resolve()
    assert s.pending.kind == "order_triggers"
    # the option chosen first goes on the stack first, so it resolves last
    s.choose("A", "stack: Cathars' Crusade" if crusade_first else "stack: Hornet Queen")
    while s.pending is not None:          # four Crusade triggers for the four Insects
        assert s.pending.kind == "order_triggers"
        s.choose("A", 0)
    s.resolve()
    insects = tokens(s, "A")
    assert len(insects) == 4
    assert s.counters(queen) == {"+1/+1": 5}
    assert all(s.counters(t) == {"+1/+1": insect_counters} for t in insects)


def test_119_9_gaining_0_life_is_no_life_gain_event():
    """119.9: If a player gains 0 life, no life gain event has occurred.  Gerrard's
    Wisdom with an otherwise empty hand doesn't trigger Ajani's Pridemate."""
    s = Scenario()
    pridemate = s.battlefield("A", "Ajani's Pridemate")
    lands(s, "A", "Plains", 4)
    wisdom = s.hand("A", "Gerrard's Wisdom")
    s.start()
    s.cast("A", wisdom)
    s.resolve()
    assert s.life("A") == 20 and s.counters(pridemate) == {} and s.stack == []


def test_119_9_peach_garden_oath_is_one_life_gain_event():
    s = Scenario()
    pridemate = s.battlefield("A", "Ajani's Pridemate")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Plains")
    oath = s.hand("A", "Peach Garden Oath")
    s.start()
    s.cast("A", oath)
    s.resolve()
    # one life gain event, one trigger: one counter ("put a +1/+1 counter", no choice)
    assert s.stack == [] and s.pending is None
    assert s.life("A") == 24 and s.counters(pridemate) == {"+1/+1": 1}


def test_111_8_otherworldly_journey_on_a_token_never_returns():
    s = Scenario()
    lands(s, "A", "Plains", 4)
    alarm = s.hand("A", "Raise the Alarm")
    journey = s.hand("A", "Otherworldly Journey")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    soldier = tokens(s, "A")[0]
    s.cast("A", journey, targets=[soldier])
    s.resolve()
    assert s.zone(soldier) is None                  # ceased to exist (704.5d)
    s.advance("end_step")
    s.resolve()
    assert len(tokens(s, "A")) == 1


def test_603_6c_sengir_autocrat_dying_also_exiles_the_serfs():
    s = Scenario()
    autocrat = s.battlefield("A", "Sengir Autocrat")
    lands(s, "A", "Swamp", 4)
    snuffers = s.hand("A", "Soul Snuffers")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", snuffers)
    s.resolve()
    s.cast("B", bolt, targets=[autocrat])
    s.resolve()
    assert s.zone(autocrat) == "graveyard" and tokens(s, "A") == []


# ---------------------------------------------------------------------------
# State triggers (603.8)
# ---------------------------------------------------------------------------

def test_603_8_endangered_armodon_is_sacrificed_when_you_control_a_small_creature():
    s = Scenario()
    armodon = s.battlefield("A", "Endangered Armodon")
    s.battlefield("A", "Forest")
    elves = s.hand("A", "Llanowar Elves")
    s.start()
    assert s.stack == []                         # a 5-toughness creature doesn't count
    s.cast("A", elves)
    s.pass_priority()
    s.pass_priority()                            # the Elves resolve; the state is true
    assert [e.card for e in s.stack] == [armodon]
    s.resolve()
    assert s.zone(armodon) == "graveyard" and s.zone(elves) == "battlefield"


def test_603_8_an_opponents_small_creature_does_not_trigger_it():
    s = Scenario()
    armodon = s.battlefield("A", "Endangered Armodon")
    s.battlefield("B", "Llanowar Elves")
    s.start()
    s.advance("end_step")
    assert s.zone(armodon) == "battlefield"


def test_603_8_state_trigger_does_not_trigger_again_while_on_the_stack():
    s = Scenario()
    armodon = s.battlefield("A", "Endangered Armodon")
    lands(s, "A", "Plains", 2)
    s.battlefield("A", "Forest")
    elves = s.hand("A", "Llanowar Elves")
    alarm = s.hand("A", "Raise the Alarm")
    s.start()
    s.cast("A", elves)
    s.pass_priority()
    s.pass_priority()
    assert len(s.stack) == 1
    s.cast("A", alarm)                           # two more 1/1s while it waits
    s.pass_priority()
    s.pass_priority()
    assert [e.card for e in s.stack] == [armodon]   # still one instance
    s.resolve()
    assert s.zone(armodon) == "graveyard" and s.stack == []


def test_603_8_state_trigger_resolves_even_if_the_state_changed():
    s = Scenario()
    armodon = s.battlefield("A", "Endangered Armodon")
    lands(s, "A", "Forest", 2)
    elves = s.hand("A", "Llanowar Elves")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.cast("A", elves)
    s.pass_priority()
    s.pass_priority()
    assert [e.card for e in s.stack] == [armodon]
    s.cast("A", growth, targets=[elves])         # toughness 4 before the trigger resolves
    s.resolve()
    assert s.toughness(elves) == 4
    assert s.zone(armodon) == "graveyard"


def _library_with(*cards):
    from mtgcore.cards import CardLibrary
    from mtgcore.cards.library import ALL_CARDS
    return CardLibrary(list(ALL_CARDS) + list(cards))


def test_603_8_example_no_cards_in_hand_draw_a_card():
    """603.8 Example: A permanent's ability reads, "Whenever you have no cards in
    hand, draw a card."  If its controller plays the last card from their hand, the
    ability will trigger once and won't trigger again until it has left the stack."""
    from mtgcore.cards.dsl import Card, Condition, DrawCards, OnState, Triggered
    text = "Whenever you have no cards in hand, draw a card."
    example = Card(name="Example Hand Engine", type_line="Enchantment", cost="{1}", oracle=text,
                   abilities=[Triggered(text, OnState(), [DrawCards(1)],
                                        condition=Condition("hand empty"))])
    s = Scenario(library=_library_with(example))
    engine = s.battlefield("A", "Example Hand Engine")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    bears = s.battlefield("A", "Grizzly Bears")
    first, second = s.library("A", ["Island", "Swamp"])
    s.start()
    assert s.stack == []                         # one card in hand: no trigger
    s.cast("A", growth, targets=[bears])         # the last card from A's hand
    assert [e.card for e in s.stack] == [engine, growth]
    s.resolve()
    assert s.zone(first) == "hand" and s.zone(second) == "library"
    assert s.stack == [] and s.hand_size("A") == 1


# ---------------------------------------------------------------------------
# Reflexive triggers (603.12): "you may pay {1}. When you do, ..."
# ---------------------------------------------------------------------------

def test_603_12_go_shintai_when_you_do_targets_after_paying():
    s = Scenario()
    shintai = s.battlefield("A", "Go-Shintai of Ancient Wars")
    forest = s.battlefield("A", "Forest")
    s.start(step="postcombat_main")
    s.advance("end_step")
    s.resolve()
    assert s.pending.kind == "yes_no"          # no target yet: the trigger has none
    s.choose("A", "yes")
    assert s.is_tapped(forest)                 # {1} paid while the first ability resolved
    assert s.pending.kind == "choose_target"   # the reflexive trigger goes on the stack
    assert s.stack[0].card == shintai
    s.choose("A", "B")
    s.resolve()
    assert s.life("B") == 19                   # X = 1 Shrine
    assert s.life("A") == 20 and s.stack == []


def test_603_12_go_shintai_declining_to_pay_creates_no_trigger():
    s = Scenario()
    s.battlefield("A", "Go-Shintai of Ancient Wars")
    forest = s.battlefield("A", "Forest")
    s.start(step="postcombat_main")
    s.advance("end_step")
    s.resolve()
    s.choose("A", "no")
    assert s.pending is None and s.stack == []
    assert not s.is_tapped(forest) and s.life("B") == 20


def test_603_12_go_shintai_unable_to_pay_creates_no_trigger():
    s = Scenario()
    s.battlefield("A", "Go-Shintai of Ancient Wars")
    s.battlefield("A", "Forest", tapped=True)
    s.start(step="postcombat_main")
    s.advance("end_step")
    s.resolve()
    s.choose("A", "yes")                       # can't pay: "when you do" doesn't happen
    assert s.pending is None and s.stack == [] and s.life("B") == 20
