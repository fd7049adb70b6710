"""Levels: Class cards (CR 716) and leveler cards (711) with level up (702.87), with real
cards compiled from their Oracle text (Wizard Class, Student of Warfare, Kabira
Vindicator)."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import IllegalActionError
from mtgcore.oracle.pool import build
from mtgcore.testing import Scenario

WIZARD = "Wizard Class"
STUDENT = "Student of Warfare"
KABIRA = "Kabira Vindicator"


@pytest.fixture(scope="module")
def lib():
    base = default_library()
    return CardLibrary([*base.cards.values(), *(build(n) for n in (WIZARD, STUDENT, KABIRA))])


def wizard_board(lib, islands=7, turn=1, step="precombat_main", hand=0):
    s = Scenario(library=lib)
    cls = s.battlefield("A", WIZARD)
    for _ in range(islands):
        s.battlefield("A", "Island")
    for _ in range(hand):
        s.hand("A", "Island")
    s.library("A", ["Island"] * 20)
    s.library("B", ["Mountain"] * 20)
    s.start(turn=turn, step=step)
    return s, cls


def test_716_2d_a_class_without_a_level_is_level_1(lib):
    s, cls = wizard_board(lib)
    assert s.class_level(cls) == 1
    assert s.abilities(cls) == ["{2}{U}: Level 2", "{4}{U}: Level 3"]  # the bars, always
    assert not any("draw a card, put a +1/+1 counter" in a for a in s.abilities(cls))


def test_716_2a_class_level_2_activated_then_its_trigger_draws_two(lib):
    s, cls = wizard_board(lib)
    hand = s.hand_size("A")
    s.activate("A", cls, "Level 2")
    s.resolve()  # the level bar's ability: its level becomes 2 ...
    assert s.class_level(cls) == 2
    s.resolve()  # ... and "When this Class becomes level 2, draw two cards." triggered
    assert s.hand_size("A") == hand + 2


def test_716_2a_class_level_3_only_if_it_is_level_2(lib):
    s, cls = wizard_board(lib, islands=10)
    with pytest.raises(IllegalActionError):
        s.activate("A", cls, "Level 3")  # level 1: "Activate only if this Class is level 2"
    s.activate("A", cls, "Level 2")
    s.resolve()
    s.resolve()
    with pytest.raises(IllegalActionError):
        s.activate("A", cls, "Level 2")  # level 2 already: only if it is level 1
    s.activate("A", cls, "Level 3")
    s.resolve()
    assert s.class_level(cls) == 3


def test_716_2a_class_level_bar_only_as_a_sorcery(lib):
    s, cls = wizard_board(lib, step="upkeep")
    with pytest.raises(IllegalActionError):
        s.activate("A", cls, "Level 2")  # CR 602.5d: not in the upkeep
    s.advance("precombat_main", turn=2)  # B's turn
    with pytest.raises(IllegalActionError):
        s.activate("A", cls, "Level 2")
    assert s.class_level(cls) == 1


def test_716_2a_class_level_3_ability_only_as_long_as_it_is_level_3(lib):
    s = Scenario(library=lib)
    cls = s.battlefield("A", WIZARD)
    bear = s.battlefield("A", "Grizzly Bears")
    for _ in range(10):
        s.battlefield("A", "Island")
    s.library("A", ["Island"] * 20)
    s.library("B", ["Mountain"] * 20)
    s.start(turn=1, step="precombat_main")
    s.activate("A", cls, "Level 2")
    s.resolve()
    s.resolve()  # draw two at level 2: the level 3 ability doesn't trigger
    assert s.counters(bear) == {} and not s.stack
    s.activate("A", cls, "Level 3")
    s.resolve()
    assert any("Whenever you draw a card" in a for a in s.abilities(cls))
    s.advance("draw", turn=3)  # A's draw: the level 3 ability triggers
    s.choose("A", bear)
    s.resolve()
    assert s.counters(bear) == {"+1/+1": 1}


def test_716_3_class_top_section_no_maximum_hand_size(lib):
    s, cls = wizard_board(lib, islands=0, hand=9)
    s.advance("upkeep", turn=2)  # through A's cleanup: no discard down to seven (514.1)
    assert s.hand_size("A") == 9


def student_board(lib, counters=0):
    s = Scenario(library=lib)
    st = s.battlefield("A", STUDENT, counters={"level": counters} if counters else None)
    for _ in range(8):
        s.battlefield("A", "Plains")
    s.library("A", ["Plains"] * 20)
    s.library("B", ["Mountain"] * 20)
    s.start(turn=1, step="precombat_main")
    return s, st


def test_702_87a_level_up_puts_a_level_counter_only_as_a_sorcery(lib):
    s, st = student_board(lib)
    s.activate("A", st, "Level up")
    s.resolve()
    assert s.counters(st) == {"level": 1}
    s.activate("A", st, "Level up")
    s.resolve()
    assert s.counters(st) == {"level": 2}
    s.advance("upkeep", turn=3)
    with pytest.raises(IllegalActionError):
        s.activate("A", st, "Level up")  # CR 702.87a: only as a sorcery


def test_711_5_fewer_level_counters_than_n1_uppermost_pt(lib):
    s, st = student_board(lib, counters=1)
    assert (s.power(st), s.toughness(st)) == (1, 1)
    assert "first strike" not in s.keywords(st)


def test_711_2a_level_n1_n2_base_pt_and_abilities(lib):
    s, st = student_board(lib, counters=1)
    s.activate("A", st, "Level up")
    s.resolve()  # LEVEL 2-6: 3/3, first strike
    assert (s.power(st), s.toughness(st)) == (3, 3)
    assert "first strike" in s.keywords(st) and "double strike" not in s.keywords(st)


def test_711_2b_level_n3_plus_base_pt_and_abilities(lib):
    s, st = student_board(lib, counters=6)
    assert (s.power(st), s.toughness(st)) == (3, 3)
    s.activate("A", st, "Level up")
    s.resolve()  # LEVEL 7+: 4/4, double strike (and no longer first strike from 2-6)
    assert (s.power(st), s.toughness(st)) == (4, 4)
    assert "double strike" in s.keywords(st) and "first strike" not in s.keywords(st)


def test_711_2a_level_pt_is_base_pt_counters_and_pumps_apply_after(lib):
    s = Scenario(library=lib)
    st = s.battlefield("A", STUDENT, counters={"level": 2, "+1/+1": 1})
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.start(turn=1, step="precombat_main")
    assert (s.power(st), s.toughness(st)) == (4, 4)  # base 3/3 (layer 7b), +1/+1 counter (7c)
    s.cast("A", growth, targets=[st])
    s.resolve()
    assert (s.power(st), s.toughness(st)) == (7, 7)


def test_711_4_level_up_at_all_times_and_711_2a_gated_non_keyword_abilities(lib):
    # Kabira Vindicator: LEVEL 2-4 3/6 "Other creatures you control get +1/+1."; LEVEL 5+
    # 4/8 "Other creatures you control get +2/+2."
    s = Scenario(library=lib)
    kab = s.battlefield("A", KABIRA, counters={"level": 1})
    bear = s.battlefield("A", "Grizzly Bears")
    for _ in range(12):
        s.battlefield("A", "Plains")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.start(turn=1, step="precombat_main")
    assert (s.power(bear), s.toughness(bear)) == (2, 2)
    s.activate("A", kab, "Level up")
    s.resolve()
    assert (s.power(kab), s.toughness(kab)) == (3, 6)
    assert (s.power(bear), s.toughness(bear)) == (3, 3)
    for _ in range(3):
        s.activate("A", kab, "Level up")
        s.resolve()
    assert s.counters(kab) == {"level": 5}
    assert (s.power(kab), s.toughness(kab)) == (4, 8)
    assert (s.power(bear), s.toughness(bear)) == (4, 4)  # +2/+2 only: 2-4's ended


def test_711_2_levels_in_random_games_keep_the_invariants():
    from mtgcore.oracle.run import run_games
    deck = ("4 Wizard Class\n4 Student of Warfare\n4 Kabira Vindicator\n4 Skywatcher Adept\n"
            "4 Grizzly Bears\n20 Plains\n20 Island\n")
    assert len(run_games(deck, "green_stompy", games=8, seed=7)) == 8


def test_305_2_you_may_play_an_additional_land_on_each_of_your_turns():
    lib = CardLibrary([*default_library().cards.values(), build("Exploration")])
    s = Scenario(library=lib)
    s.battlefield("A", "Exploration")
    lands = [s.hand("A", "Forest") for _ in range(3)]
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.start(turn=1, step="precombat_main")
    s.play_land("A", lands[0])
    s.play_land("A", lands[1])  # the additional land
    with pytest.raises(IllegalActionError):
        s.play_land("A", lands[2])  # one more than one, not two more
    assert [s.zone(c) for c in lands] == ["battlefield", "battlefield", "hand"]


def test_402_2_no_maximum_hand_size_reliquary_tower():
    lib = CardLibrary([*default_library().cards.values(), build("Reliquary Tower")])
    s = Scenario(library=lib)
    s.battlefield("A", "Reliquary Tower")
    for _ in range(10):
        s.hand("A", "Forest")
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.start(turn=1, step="postcombat_main")
    s.advance("upkeep", turn=2)  # A's cleanup: no discard (514.1)
    assert s.hand_size("A") == 10
