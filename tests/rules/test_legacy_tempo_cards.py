"""The Legacy Delver and Izzet tempo decks' cards (issue 19), each compiled from its
Oracle text and played: delirium (CR 207.2c, 205.2a), surveil triggers (701.25),
"attacks each combat if able" (508.1d), "deals N damage instead if" (608.2c), looking
at and ordering the top of a library (401.2, 701.22), delayed draws (603.7)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

#: Cards of every type for a graveyard: land, instant, sorcery, creature, artifact.
_FOUR_TYPES = ["Island", "Lightning Bolt", "Preordain", "Grizzly Bears"]


def _scenario(*names):
    lib = default_library()
    for n in names[:1]:  # the card under test is compiled from its Oracle text
        assert n not in lib.cards, n
    return Scenario(library=lib.including(list(names)))


def _lands(s, name, n, player="A"):
    return [s.battlefield(player, name) for _ in range(n)]


# ---- 207.2c delirium: Dragon's Rage Channeler --------------------------------------

def test_207_2c_delirium_dragons_rage_channeler_gets_bonus_with_four_types():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in _FOUR_TYPES[:3]:
        s.graveyard("A", n)
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    # three card types (land, instant, sorcery): no delirium
    assert (s.power(drc), s.toughness(drc)) == (1, 1)
    assert "flying" not in s.keywords(drc)


def test_207_2c_delirium_counts_card_types_not_cards():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in ["Island", "Island", "Lightning Bolt", "Lightning Bolt", "Shock"]:
        s.graveyard("A", n)  # five cards, two card types
    for n in _FOUR_TYPES:
        s.graveyard("B", n)  # the opponent's graveyard doesn't count ("your graveyard")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(drc), s.toughness(drc)) == (1, 1)


def test_207_2c_delirium_turns_on_when_the_fourth_type_reaches_the_graveyard():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in ["Island", "Lightning Bolt", "Preordain"]:
        s.graveyard("A", n)
    bears = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("A", "Mountain")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(drc), s.toughness(drc)) == (1, 1)
    s.cast("A", bolt, [bears])            # a creature card joins the graveyard
    s.resolve()                                # (the surveil trigger, then the Bolt)
    while s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    while s.stack:
        s.resolve()
        while s.pending is not None and s.pending.kind == "choose_cards":
            s.choose("A", "done")
    assert s.zone(bears) == "graveyard"
    assert (s.power(drc), s.toughness(drc)) == (3, 3)
    assert "flying" in s.keywords(drc)


def test_508_1d_delirium_dragons_rage_channeler_attacks_each_combat_if_able():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in _FOUR_TYPES:
        s.graveyard("A", n)
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(drc), s.toughness(drc)) == (3, 3)
    # 508.1d: the requirement: declaring no attackers is not allowed while it can attack
    with pytest.raises(IllegalActionError, match="attacks each combat if able"):
        s.attack({})
    s.attack({drc: "B"})
    s.advance("end_of_combat")
    assert s.life("B") == 17


def test_701_25a_dragons_rage_channeler_surveils_when_you_cast_a_noncreature_spell():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    s.battlefield("A", "Dragon's Rage Channeler")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.library("A", ["Grizzly Bears"] + ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", bolt, ["B"])
    assert len(s.stack) == 2                   # the surveil trigger above the Bolt
    s.resolve()
    assert s.pending.kind == "choose_cards"    # surveil 1: the top card, to the graveyard?
    s.choose("A", s.cards("A", "library")[0])
    if s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    assert "Grizzly Bears" in [c.name for c in s.cards("A", "graveyard")]
    assert [c.name for c in s.cards("A", "library")] == ["Island"] * 5


# ---- 608.2c: Unholy Heat's delirium damage -----------------------------------------

def _heat(graveyard):
    s = _scenario("Unholy Heat", "Preordain")
    s.battlefield("A", "Mountain")
    for n in graveyard:
        s.graveyard("A", n)
    heat = s.hand("A", "Unholy Heat")
    big = s.battlefield("B", "Craw Wurm")  # 6/4
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", heat, [big])
    s.resolve()
    return s, big


def test_207_2c_delirium_unholy_heat_deals_2_damage_without_delirium():
    s, big = _heat(["Island", "Lightning Bolt", "Preordain"])
    assert s.zone(big) == "battlefield" and s.damage(big) == 2


def test_207_2c_delirium_unholy_heat_deals_6_damage_instead_with_four_types():
    s, big = _heat(_FOUR_TYPES)
    assert s.zone(big) == "graveyard"          # 6 damage instead of 2, not 8


# ---- 401.2: Ponder, looking at the top three and putting them back in any order -----

def _ponder():
    s = _scenario("Ponder")
    s.battlefield("A", "Island")
    ponder = s.hand("A", "Ponder")
    s.library("A", ["Lightning Bolt", "Grizzly Bears", "Shock", "Island", "Island"])
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", ponder)
    s.resolve()
    return s


def test_401_2_ponder_puts_the_top_three_back_in_the_order_chosen_then_draws():
    s = _ponder()
    assert s.pending.kind == "choose_cards"    # the order: the first chosen goes on top
    assert len(s.pending.options) == 3         # the top three, looked at
    lib = s.cards("A", "library")
    s.choose("A", lib[2])                      # Shock on top, then Grizzly Bears
    s.choose("A", lib[1])
    if s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    assert s.pending.kind == "yes_no"          # "You may shuffle."
    s.choose("A", "no")
    # no card left the top three; Shock was drawn, the rest in the chosen order
    assert [c.name for c in s.cards("A", "hand")] == ["Shock"]
    assert [c.name for c in s.cards("A", "library")] == ["Grizzly Bears", "Lightning Bolt",
                                                         "Island", "Island"]
    assert s.zone(s.cards("A", "graveyard")[0]) == "graveyard"  # Ponder itself


def test_701_24a_ponder_may_shuffle_instead_of_keeping_the_order():
    s = _ponder()
    lib = s.cards("A", "library")
    s.choose("A", lib[0])
    s.choose("A", lib[1])
    if s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    s.choose("A", "yes")
    assert s.hand_size("A") == 1 and len(s.cards("A", "library")) == 4
    assert sorted(c.name for c in s.cards("A", "library") + s.cards("A", "hand")) == sorted(
        ["Lightning Bolt", "Grizzly Bears", "Shock", "Island", "Island"])


# ---- 603.7: Mishra's Bauble, a look at a library and a delayed draw -----------------

def test_603_7_mishras_bauble_draws_at_the_beginning_of_the_next_turns_upkeep():
    s = _scenario("Mishra's Bauble")
    bauble = s.battlefield("A", "Mishra's Bauble")
    s.library("A", ["Island"] * 6)
    s.library("B", ["Shock"] + ["Island"] * 5)
    s.start()
    hand = s.hand_size("A")
    s.activate("A", bauble, targets=["B"])             # the top card of B's library
    s.resolve()
    assert s.zone(bauble) == "graveyard"       # sacrificed as a cost
    assert s.hand_size("A") == hand            # no draw yet: it waits for an upkeep
    top = s.cards("B", "library")[0]
    assert s.name(top) == "Shock"              # the library stays as it was
    s.advance("upkeep", turn=2)                # B's turn: the next turn's upkeep
    assert len(s.stack) == 1
    s.resolve()
    assert s.hand_size("A") == hand + 1        # A draws, in B's upkeep


def test_400_2_mishras_bauble_controller_knows_the_card_looked_at():
    s = _scenario("Mishra's Bauble")
    bauble = s.battlefield("A", "Mishra's Bauble")
    s.library("A", ["Island"] * 6)
    s.library("B", ["Shock"] + ["Island"] * 5)
    s.start()
    seen_before = s.game.view(0).to_dict()
    s.activate("A", bauble, targets=["B"])
    s.resolve()
    seen_after = s.game.view(0).to_dict()
    assert "Shock" not in str(seen_before["players"][1]["known_library"])
    assert "Shock" in str(seen_after["players"][1]["known_library"])
    # only the player who looked knows it (B did not look at their own library)
    assert "Shock" not in str(s.game.view(1).to_dict()["players"][1]["known_library"])


# ---- 702.66a, 607.2a: Murktide Regent, delve and the cards exiled with it -----------

def _murktide(graveyard, n_islands=2):
    s = _scenario("Murktide Regent")
    islands = _lands(s, "Island", n_islands)
    gy = [s.graveyard("A", n) for n in graveyard]
    regent = s.hand("A", "Murktide Regent")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    return s, islands, gy, regent


def test_702_66a_delve_murktide_regent_enters_with_a_counter_per_instant_and_sorcery_exiled():
    s, islands, gy, regent = _murktide(["Lightning Bolt", "Lightning Bolt", "Preordain",
                                        "Grizzly Bears", "Island", "Shock"])
    # {5}{U}{U}: two Islands, five cards exiled (three instants and sorceries among them)
    s.cast("A", regent, pay_with=islands + gy[:5])
    assert [c.name for c in s.cards("A", "graveyard")] == ["Shock"]
    assert len(s.cards("A", "exile")) == 5
    s.resolve()
    assert s.zone(regent) == "battlefield"
    assert s.counters(regent).get("+1/+1", 0) == 3   # Bolt, Bolt, Preordain; not Bears, Island
    assert (s.power(regent), s.toughness(regent)) == (6, 6)


def test_607_2a_murktide_regent_cast_without_delve_enters_with_no_counters():
    s, islands, gy, regent = _murktide(["Lightning Bolt"], n_islands=7)
    s.cast("A", regent, pay_with=islands)
    s.resolve()
    assert s.counters(regent).get("+1/+1", 0) == 0
    assert [c.name for c in s.cards("A", "graveyard")] == ["Lightning Bolt"]


def test_603_10a_murktide_regent_grows_when_an_instant_or_sorcery_card_leaves_your_graveyard():
    s = _scenario("Murktide Regent", "Treasure Cruise")
    regent = s.battlefield("A", "Murktide Regent")
    islands = _lands(s, "Island", 6)
    gy = [s.graveyard("A", n) for n in ("Lightning Bolt", "Grizzly Bears")]
    cruise = s.hand("A", "Treasure Cruise")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    # Treasure Cruise {7}{U}: six Islands and two cards exiled by delve
    s.cast("A", cruise, pay_with=islands + gy)
    assert len(s.stack) == 2                     # one trigger: the Bolt, not the Bears
    s.resolve()
    assert s.counters(regent).get("+1/+1", 0) == 1
    assert (s.power(regent), s.toughness(regent)) == (4, 4)


# ---- 700.11 descend, 700.2: Molten Collapse's "you may choose both instead" ---------

def _collapse():
    s = _scenario("Molten Collapse", "Mishra's Bauble")
    _lands(s, "Badlands", 3)
    collapse = s.hand("A", "Molten Collapse")
    bolt = s.hand("A", "Lightning Bolt")
    mine = s.battlefield("A", "Grizzly Bears")
    ogre = s.battlefield("B", "Gray Ogre")
    bauble = s.battlefield("B", "Mishra's Bauble")  # noncreature, nonland, mana value 0
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    return s, collapse, bolt, mine, ogre, bauble


def test_700_11_molten_collapse_chooses_one_mode_if_you_havent_descended():
    s, collapse, bolt, mine, ogre, bauble = _collapse()
    s.cast("A", bolt, ["B"])                   # an instant card isn't a permanent card
    s.resolve()
    with pytest.raises(IllegalActionError):
        s.cast("A", collapse, [ogre, bauble], modes=[1, 2])
    s.cast("A", collapse, [bauble], modes=[2])
    s.resolve()
    assert s.zone(bauble) == "graveyard" and s.zone(ogre) == "battlefield"


def test_700_11_molten_collapse_may_choose_both_after_a_permanent_card_reached_your_graveyard():
    s, collapse, bolt, mine, ogre, bauble = _collapse()
    s.cast("A", bolt, [mine])                  # Grizzly Bears, a permanent card, dies
    s.resolve()
    assert s.zone(mine) == "graveyard"
    s.cast("A", collapse, [ogre, bauble], modes=[1, 2])
    s.resolve()
    assert s.zone(ogre) == "graveyard" and s.zone(bauble) == "graveyard"


def test_700_11_descended_is_for_this_turn_only():
    s, collapse, bolt, mine, ogre, bauble = _collapse()
    s.cast("A", bolt, [mine])
    s.resolve()
    s.pass_turn()
    s.pass_turn()                              # A's next turn: not descended this turn
    with pytest.raises(IllegalActionError):
        s.cast("A", collapse, [ogre, bauble], modes=[1, 2])


def test_700_11_an_opponents_permanent_card_doesnt_make_you_descend():
    s, collapse, bolt, mine, ogre, bauble = _collapse()
    s.cast("A", bolt, [ogre])                  # B's card goes to B's graveyard
    s.resolve()
    with pytest.raises(IllegalActionError):
        s.cast("A", collapse, [mine, bauble], modes=[1, 2])


# ---- 504.1, 701.47a: Orcish Bowmasters ------------------------------------------------

def _army(s, player="A"):
    return [c for c in s.permanents(player) if "Army" in s.name(c)]


def _bowmasters_enters():
    s = _scenario("Orcish Bowmasters")
    _lands(s, "Swamp", 2)
    bow = s.hand("A", "Orcish Bowmasters")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 8)
    s.start()
    s.cast("A", bow)
    s.resolve()
    assert len(s.stack) == 1                   # the enters trigger
    return s, bow


def _answer_until_done(s, target):
    while s.pending is not None:
        if s.pending.kind == "order_triggers":
            s.choose("A", s.pending.options[0])
        elif s.pending.kind == "choose_target":
            s.choose("A", target)
        elif s.pending.kind == "choose_cards":
            s.choose("A", s.pending.options[0])
        else:
            break


def test_701_47a_orcish_bowmasters_enters_pings_and_amasses_an_orc_army():
    s, bow = _bowmasters_enters()
    _answer_until_done(s, "target player B")
    s.resolve()
    _answer_until_done(s, "target player B")
    assert s.life("B") == 19
    army = _army(s)
    assert len(army) == 1 and s.is_token(army[0])
    assert s.counters(army[0]).get("+1/+1", 0) == 1
    assert (s.power(army[0]), s.toughness(army[0])) == (1, 1)  # a 0/0 with a counter
    assert {"creature", "orc", "army"} <= set(s.types(army[0]))


def test_701_47a_amass_again_puts_counters_on_the_army_you_control():
    s = _scenario("Orcish Bowmasters")
    _lands(s, "Swamp", 4)
    bows = [s.hand("A", "Orcish Bowmasters") for _ in range(2)]
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 8)
    s.start()
    for bow in bows:
        s.cast("A", bow)
        s.resolve()
        _answer_until_done(s, "target player B")
        s.resolve()
        _answer_until_done(s, "target player B")
    army = _army(s)                            # no second Army: the one you control grows
    assert len(army) == 1 and s.counters(army[0]).get("+1/+1", 0) == 2
    assert s.life("B") == 18


def test_504_1_orcish_bowmasters_ignores_the_first_draw_of_a_draw_step_but_not_the_second():
    s = _scenario("Orcish Bowmasters", "Brainstorm")
    bow = s.battlefield("A", "Orcish Bowmasters")
    s.battlefield("B", "Island")
    brainstorm = s.hand("B", "Brainstorm")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 8)
    s.start()
    s.advance("draw", turn=2)                  # B's draw step: the first draw, no trigger
    assert s.active_player == "B" and not s.stack
    s.cast("B", brainstorm)                    # three more draws in B's draw step
    s.resolve()
    while s.pending is not None and s.pending.kind == "choose_cards":  # two cards back on top
        s.choose("B", s.pending.options[0])
    _answer_until_done(s, "target player B")   # A orders the three triggers, targets B
    while s.stack:                             # each of the three draws triggered
        s.resolve()
        _answer_until_done(s, "target player B")
    assert s.life("B") == 17
    army = _army(s)
    assert len(army) == 1 and s.counters(army[0]).get("+1/+1", 0) == 3
