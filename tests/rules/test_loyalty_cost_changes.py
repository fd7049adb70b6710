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
