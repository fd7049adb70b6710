"""Case cards (CR 719) and solved (702.169), with a real card compiled from its Oracle
text: Case of the Crimson Pulse ("To solve — You have no cards in hand." / "Solved — At
the beginning of your upkeep, discard your hand, then draw two cards.")."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.oracle.pool import build
from mtgcore.testing import Scenario

CASE = "Case of the Crimson Pulse"


@pytest.fixture(scope="module")
def lib():
    return CardLibrary([*default_library().cards.values(), build(CASE)])


def board(lib, hand=0):
    s = Scenario(library=lib)
    case = s.battlefield("A", CASE)
    for _ in range(hand):
        s.hand("A", "Mountain")
    s.library("A", ["Mountain"] * 10)
    s.library("B", ["Island"] * 10)
    s.start(turn=1, step="postcombat_main")
    return s, case


def test_719_3a_to_solve_at_your_end_step_if_the_condition_holds(lib):
    s, case = board(lib)
    s.advance("end_step")
    assert len(s.stack) == 1  # "At the beginning of your end step, if you have no cards in hand"
    s.resolve()
    # 702.169c: its "Solved" triggered ability works now: A's next upkeep
    s.advance("upkeep", turn=3)
    assert len(s.stack) == 1
    assert s.hand_size("A") == 0  # (A hasn't drawn for the turn yet)
    s.resolve()  # discard your hand, then draw two cards
    assert s.hand_size("A") == 2


def test_719_3a_not_solved_when_the_condition_fails(lib):
    s, case = board(lib, hand=1)
    s.advance("end_step")
    assert not s.stack  # an intervening "if" (603.4): it doesn't trigger
    s.advance("upkeep", turn=3)
    assert not s.stack  # 702.169c: not solved, so "Solved —" doesn't trigger


def test_719_3b_once_solved_it_stays_solved_and_its_to_solve_ability_is_gone(lib):
    s, case = board(lib)
    to_solve = "To solve \u2014 You have no cards in hand."
    solved = "At the beginning of your upkeep, discard your hand, then draw two cards."
    assert to_solve in s.abilities(case) and solved not in s.abilities(case)
    s.advance("end_step")
    s.resolve()
    # 719.3a: "... if [condition] and this Case is not solved": the ability is gone;
    # 719.3c / 702.169c: the solved ability is there, for as long as it is on the battlefield
    assert to_solve not in s.abilities(case) and solved in s.abilities(case)
    s.advance("end_step", turn=3)
    assert solved in s.abilities(case)
