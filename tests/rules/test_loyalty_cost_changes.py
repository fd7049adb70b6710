"""Changes to loyalty costs (CR 606.4-606.6): Carth the Lion's "Planeswalkers'
loyalty abilities you activate cost an additional [+1] to activate."  The printed
cost and the additional cost combine into one cost to add or remove counters
(606.5); a negative total needs that many loyalty counters (606.6)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

MINUS = "\u2212"


def _board(carth_for="A", garruk_for="A", loyalty=None):
    s = Scenario()
    carth = s.battlefield(carth_for, "Carth the Lion") if carth_for else None
    garruk = s.battlefield(garruk_for, "Garruk Wildspeaker", loyalty=loyalty)
    lands = [s.battlefield(garruk_for, "Forest", tapped=True) for _ in range(2)]
    bears = s.battlefield(garruk_for, "Grizzly Bears")
    s.library("A", ["Island"] * 10)
    s.library("B", ["Island"] * 10)
    return s, carth, garruk, lands, bears


def test_606_5_example_carth_a_plus_one_ability_puts_two_loyalty_counters():
    s, _, garruk, lands, _ = _board()
    s.start()
    assert s.loyalty(garruk) == 3
    s.activate("A", garruk, "[+1]", targets=lands)
    assert s.loyalty(garruk) == 5  # [+1] and the additional [+1]: one cost of [+2]
    s.resolve()
    assert not any(s.is_tapped(l) for l in lands)


def test_606_5_606_6_example_carth_a_minus_four_ability_removes_three_counters():
    # 606.6: the [−4] ability costs [−3] in all, so three counters are enough.
    s, _, garruk, _, bears = _board()
    s.start()
    s.activate("A", garruk, f"[{MINUS}4]")
    assert s.zone(garruk) == "graveyard"  # 0 loyalty: 704.5i; the ability still resolves
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (5, 5) and "trample" in s.keywords(bears)


def test_606_6_without_carth_the_minus_four_ability_needs_four_counters():
    s, _, garruk, _, _ = _board(carth_for=None)
    s.start()
    with pytest.raises(IllegalActionError, match="606.6"):
        s.activate("A", garruk, f"[{MINUS}4]")
    assert s.loyalty(garruk) == 3 and s.zone(garruk) == "battlefield"


def test_606_5_carth_a_minus_one_ability_costs_no_counters_at_all():
    s, _, garruk, _, _ = _board()
    s.start()
    s.activate("A", garruk, f"[{MINUS}1]")
    assert s.loyalty(garruk) == 3  # [−1] and [+1]: no counters move (606.5)
    s.resolve()
    assert [s.name(c) for c in s.permanents("A") if s.is_token(c)] == ["Beast Token"]


def test_606_4_carth_changes_only_the_loyalty_abilities_its_controller_activates():
    s, _, garruk, lands, _ = _board(carth_for="A", garruk_for="B")
    s.start(turn=2)
    s.activate("B", garruk, "[+1]", targets=lands)
    assert s.loyalty(garruk) == 4


def test_606_4_the_cost_change_ends_when_carth_leaves():
    s, carth, garruk, lands, _ = _board()
    murder = s.hand("A", "Murder")
    swamps = [s.battlefield("A", "Swamp") for _ in range(3)]
    s.start()
    s.cast("A", murder, targets=[carth], pay_with=swamps)
    s.resolve()
    assert s.zone(carth) == "graveyard"
    s.activate("A", garruk, "[+1]", targets=lands)
    assert s.loyalty(garruk) == 4  # the printed [+1] only


# ---- Carth's other ability: look at the top seven ------------------------------------

def _carth_library(s):
    top = [s.library("A", "Island") for _ in range(3)]
    jace = s.library("A", "Jace Beleren")
    more = [s.library("A", "Island") for _ in range(3)]
    below = [s.library("A", "Forest") for _ in range(3)]  # cards 8-10 stay where they are
    return top, jace, more, below


def test_701_20e_carth_enters_looks_at_the_top_seven_takes_a_planeswalker_card():
    s = Scenario()
    lands = [s.battlefield("A", l) for l in ("Swamp", "Forest", "Forest", "Forest")]
    carth = s.hand("A", "Carth the Lion")
    top, jace, more, below = _carth_library(s)
    s.start()
    s.cast("A", carth, pay_with=lands)
    s.resolve()
    assert s.pending is not None and s.pending.kind == "choose_cards"
    assert len(s.pending.options) == 2  # the planeswalker card, or none ("done")
    s.choose("A", jace)
    assert s.zone(jace) == "hand"
    lib = s.cards("A", "library")
    # The three cards below the top seven are now on top; the other six at the bottom.
    assert lib[:3] == below and sorted(lib[3:], key=lambda c: c.card) == sorted(top + more, key=lambda c: c.card)


def test_701_20e_carth_whenever_a_planeswalker_you_control_dies_it_may_take_none():
    s = Scenario()
    s.battlefield("A", "Carth the Lion")
    garruk = s.battlefield("A", "Garruk Wildspeaker")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    top, jace, more, below = _carth_library(s)
    s.start(turn=2, step="upkeep")
    s.cast("B", bolt, targets=[garruk])
    s.resolve()  # 3 damage: Garruk dies (704.5i); Carth triggers
    assert s.zone(garruk) == "graveyard"
    s.choose("A", "done")  # it may reveal none
    assert s.zone(jace) == "library" and s.hand_size("A") == 0
    assert s.cards("A", "library")[:3] == below
