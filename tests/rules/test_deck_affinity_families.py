"""Families of the Pauper Affinity decks' cards, compiled from their Oracle text (issue
19): a spell's cost reduction with a condition ("This spell costs {2} less to cast if you
control a Human creature and a non-Human creature", CR 601.2f), "a spell that targets a
permanent you control" (115.10), and "discard a card unless this creature entered this
turn" (608.2c, 400.7)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

CARDS = ["Of One Mind", "Turn Aside", "Moon-Circuit Hacker", "Elite Vanguard", "Grizzly Bears",
         "Lightning Bolt"]


def _scenario():
    return Scenario(library=default_library().including(CARDS))


@pytest.mark.parametrize("board, castable", [
    (["Elite Vanguard", "Grizzly Bears"], True),   # a Human and a non-Human
    (["Elite Vanguard"], False),                    # a Human only
    (["Grizzly Bears"], False),                     # a non-Human only
])
def test_601_2f_of_one_mind_costs_two_less_with_a_human_and_a_non_human(board, castable):
    s = _scenario()
    for name in board:
        s.battlefield("A", name)
    s.battlefield("A", "Island")                    # {U}: only the reduced cost
    s.library("A", ["Island"] * 3)
    spell = s.hand("A", "Of One Mind")
    s.start()
    if not castable:
        with pytest.raises(IllegalActionError):
            s.cast("A", spell)
        assert s.zone(spell) == "hand"
        return
    hand = s.hand_size("A")
    s.cast("A", spell)
    s.resolve()
    assert s.zone(spell) == "graveyard" and s.hand_size("A") == hand - 1 + 2


def test_601_2f_of_one_mind_pays_its_whole_cost_without_the_condition():
    s = _scenario()
    s.battlefield("A", "Elite Vanguard")
    islands = [s.battlefield("A", "Island") for _ in range(3)]
    s.library("A", ["Island"] * 3)
    spell = s.hand("A", "Of One Mind")
    s.start()
    s.cast("A", spell)                              # {2}{U}: all three Islands
    assert s.zone(spell) == "stack" and all(s.is_tapped(i) for i in islands)


def _bolt_then_turn_aside(target_of_bolt):
    s = _scenario()
    s.battlefield("A", "Mountain")
    s.battlefield("B", "Island")
    bears_b = s.battlefield("B", "Grizzly Bears")
    bears_a = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    aside = s.hand("B", "Turn Aside")
    s.start()
    target = {"B's creature": bears_b, "A's creature": bears_a, "B": "B"}[target_of_bolt]
    s.cast("A", bolt, targets=[target])
    return s, bolt, aside, bears_b


def test_115_10_turn_aside_counters_a_spell_that_targets_a_permanent_you_control():
    s, bolt, aside, bears = _bolt_then_turn_aside("B's creature")
    s.cast("B", aside, targets=[bolt])
    s.resolve()
    assert s.zone(bolt) == "graveyard" and s.zone(bears) == "battlefield"


@pytest.mark.parametrize("target", ["A's creature", "B"])
def test_115_10_turn_aside_cant_target_a_spell_that_targets_nothing_of_yours(target):
    s, bolt, aside, _ = _bolt_then_turn_aside(target)
    with pytest.raises(IllegalActionError):
        s.cast("B", aside, targets=[bolt])
    assert s.zone(aside) == "hand"


def _hacker(ninjutsu: bool):
    s = _scenario()
    for _ in range(2):
        s.battlefield("A", "Island")
    s.library("A", ["Island"] * 3)
    s.hand("A", "Mountain")                          # a card to discard
    if ninjutsu:
        bears = s.battlefield("A", "Grizzly Bears")
        hacker = s.hand("A", "Moon-Circuit Hacker")
    else:
        hacker = s.battlefield("A", "Moon-Circuit Hacker")
    s.start()
    if ninjutsu:
        s.attack({bears: "B"})
        s.block({})
        s.ninjutsu("A", hacker, bears)
        s.resolve()
    else:
        s.attack({hacker: "B"})
        s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18 and len(s.stack) == 1
    return s, hacker


def test_608_2c_moon_circuit_hacker_that_entered_this_turn_draws_without_discarding():
    s, hacker = _hacker(ninjutsu=True)
    hand = s.hand_size("A")
    s.resolve()
    s.choose("A", "yes")                             # "you may draw a card"
    assert s.hand_size("A") == hand + 1 and s.stack == []
    assert s.cards("A", "graveyard") == []


def test_608_2c_moon_circuit_hacker_that_was_already_there_draws_then_discards():
    s, hacker = _hacker(ninjutsu=False)
    hand = s.hand_size("A")
    s.resolve()
    s.choose("A", "yes")
    if s.hand_size("A") == hand + 1:                 # the discard is being chosen
        s.choose("A", "Mountain")
    assert s.hand_size("A") == hand
    assert len(s.cards("A", "graveyard")) == 1


# ---------------------------------------------------------------------------
# Relic of Progenitus: "Exile this artifact" as a cost (602.2b); a target player
# choosing the card of their graveyard they exile
# ---------------------------------------------------------------------------
def _relic():
    s = Scenario(library=default_library().including(["Relic of Progenitus", "Lightning Bolt",
                                                      "Grizzly Bears"]))
    relic = s.battlefield("A", "Relic of Progenitus")
    s.battlefield("A", "Mountain")
    s.library("A", ["Island"] * 3)
    bolt, bears = s.graveyard("B", ["Lightning Bolt", "Grizzly Bears"])
    own = s.graveyard("A", "Grizzly Bears")
    return s, relic, bolt, bears, own


def test_602_2b_relic_of_progenitus_exiles_itself_as_a_cost_then_all_graveyards():
    s, relic, bolt, bears, own = _relic()
    s.start()
    hand = s.hand_size("A")
    s.activate("A", relic, ability=1)
    assert s.zone(relic) == "exile" and len(s.stack) == 1   # paid before it resolves
    s.resolve()
    assert all(s.zone(c) == "exile" for c in (bolt, bears, own))
    assert s.hand_size("A") == hand + 1


def test_602_2b_relic_of_progenitus_exile_cost_needs_it_on_the_battlefield_untapped_mana():
    s, relic, *_ = _relic()
    s.start()
    s.activate("A", relic, ability=0, targets=["B"])         # {T}: it stays
    assert s.zone(relic) == "battlefield" and s.is_tapped(relic)


def test_608_2d_relic_of_progenitus_target_player_chooses_the_card_they_exile():
    s, relic, bolt, bears, own = _relic()
    s.start()
    s.activate("A", relic, ability=0, targets=["B"])
    s.resolve()
    assert s.pending.player == "B"                            # the target player chooses
    s.choose("B", bears)
    assert s.zone(bears) == "exile" and s.zone(bolt) == "graveyard"
    assert s.zone(own) == "graveyard"                         # only their own graveyard


# ---------------------------------------------------------------------------
# Kenku Artificer: a flavor word (207.2d); "up to one target" (601.2c); "becomes a 0/0
# Homunculus artifact creature with flying" (205.1b, 613.1d, 613.4b) for good
# ---------------------------------------------------------------------------
def _kenku():
    s = Scenario(library=default_library().including(["Kenku Artificer", "Ornithopter",
                                                      "Sol Ring"]))
    for _ in range(3):
        s.battlefield("A", "Island")
    ring = s.battlefield("A", "Sol Ring")
    kenku = s.hand("A", "Kenku Artificer")
    s.start()
    s.cast("A", kenku)
    s.resolve()
    return s, ring, kenku


def test_205_1b_kenku_artificer_makes_a_noncreature_artifact_a_3_3_flier_for_good():
    s, ring, kenku = _kenku()
    assert s.decision == "choose_target"
    s.choose("A", ring)
    if s.decision == "choose_target":                          # "up to one": done
        s.choose("A", "done")
    s.resolve()
    assert s.counters(ring).get("+1/+1") == 3
    assert (s.power(ring), s.toughness(ring)) == (3, 3)
    assert s.base_power(ring) == 0 and {"homunculus", "artifact", "creature"} <= s.types(ring)
    assert "flying" in s.keywords(ring)
    s.pass_turn()
    assert (s.power(ring), s.toughness(ring)) == (3, 3)       # no duration: it stays (611.2a)


def test_601_2c_kenku_artificer_may_choose_no_target():
    s, ring, kenku = _kenku()
    s.choose("A", "done")                                     # up to one: none
    s.resolve()
    assert s.counters(ring).get("+1/+1", 0) == 0 and "creature" not in s.types(ring)
    assert s.zone(kenku) == "battlefield"
