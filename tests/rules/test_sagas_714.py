"""Sagas (CR 714): lore counters, chapter abilities and the Saga's sacrifice, with real
cards (History of Benalia, The Eldest Reborn)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.cards.dsl import Chapter, DrawCards
from mtgcore.testing import Scenario

BENALIA = "History of Benalia"


def knights(s, player="A"):
    return [p for p in s.permanents(player) if s.name(p) == "Knight Token"]


def start_with_benalia_cast():
    s = Scenario()
    saga = s.hand("A", BENALIA)
    for _ in range(3):
        s.battlefield("A", "Plains")
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Island"] * 10)
    s.start(turn=1, step="precombat_main")
    s.cast("A", saga)
    s.resolve()  # the Saga, then its chapter I ability
    return s, saga


def test_714_3a_saga_enters_with_a_lore_counter_and_chapter_one_triggers():
    s, saga = start_with_benalia_cast()
    assert s.zone(saga) == "battlefield"
    assert s.counters(saga) == {"lore": 1}
    assert len(knights(s)) == 1  # I — Create a 2/2 white Knight creature token with vigilance.
    knight = knights(s)[0]
    assert (s.power(knight), s.toughness(knight)) == (2, 2) and "vigilance" in s.keywords(knight)


def test_714_3b_lore_counter_as_precombat_main_begins_is_a_turn_based_action():
    s, saga = start_with_benalia_cast()
    s.advance("precombat_main", turn=3)
    # the counter was put without using the stack (714.3b); chapter II is what's on it
    assert s.counters(saga) == {"lore": 2}
    assert len(s.stack) == 1 and not s.stack[0].is_spell and s.stack[0].card == saga
    s.resolve()
    assert len(knights(s)) == 2
    # the opponent's precombat main phase adds nothing to A's Saga
    s.advance("precombat_main", turn=4)
    assert s.counters(saga) == {"lore": 2}


def test_714_4_saga_sacrificed_after_last_chapter():
    s, saga = start_with_benalia_cast()
    s.advance("precombat_main", turn=3)
    s.resolve()
    s.advance("precombat_main", turn=5)
    assert s.counters(saga) == {"lore": 3}
    # 714.4: not while its final chapter ability is on the stack
    assert len(s.stack) == 1 and s.zone(saga) == "battlefield"
    s.resolve()
    assert s.zone(saga) == "graveyard"
    # III — Knights you control get +2/+1 until end of turn.
    assert [(s.power(k), s.toughness(k)) for k in knights(s)] == [(4, 3), (4, 3)]


def test_714_2b_a_chapter_triggers_only_when_its_number_is_reached():
    s = Scenario()
    saga = s.battlefield("A", BENALIA, counters={"lore": 1})
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Island"] * 10)
    s.start(turn=1, step="upkeep")
    s.advance("precombat_main")
    # from 1 to 2: chapter II triggers; chapter I (already reached) doesn't again
    assert s.counters(saga) == {"lore": 2} and len(s.stack) == 1
    s.resolve()
    assert len(knights(s)) == 1


def test_714_4_saga_with_its_final_chapter_reached_is_sacrificed_at_once():
    s = Scenario()
    saga = s.battlefield("A", BENALIA, counters={"lore": 3})
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Island"] * 5)
    s.start(turn=1, step="precombat_main")
    assert s.zone(saga) == "graveyard" and not knights(s)


def test_714_2c_two_chapter_numbers_are_two_abilities():
    abilities = default_library().get(BENALIA).abilities
    assert [a.condition.n for a in abilities] == [1, 2, 3]
    assert abilities[0].text == abilities[1].text
    with pytest.raises(ValueError, match="Roman numeral"):
        Chapter("XI", "XI — Draw a card.", [DrawCards(1)])


def test_714_2b_eldest_reborn_each_chapter_in_turn():
    s = Scenario()
    saga = s.hand("A", "The Eldest Reborn")
    for _ in range(5):
        s.battlefield("A", "Swamp")
    bears = s.battlefield("B", "Grizzly Bears")
    s.hand("B", ["Island", "Island"])
    s.graveyard("B", "Serra Angel")
    s.library("A", ["Swamp"] * 10)
    s.library("B", ["Island"] * 10)
    s.start(turn=1, step="precombat_main")
    s.cast("A", saga)
    s.resolve()
    assert s.zone(bears) == "graveyard"  # I — Each opponent sacrifices a creature or planeswalker
    s.advance("precombat_main", turn=3)
    hand_before = s.hand_size("B")
    s.resolve()
    if s.pending is not None:  # B chooses the card to discard
        s.choose("B", 0)
    assert s.hand_size("B") == hand_before - 1  # II — Each opponent discards a card.
    s.advance("precombat_main", turn=5)
    angel = [c for c in s.cards("B", "graveyard") if s.name(c) == "Serra Angel"]
    assert angel
    # chapter III's target is chosen as it is put on the stack (603.3d): any graveyard
    assert s.pending is not None and s.pending.player == "A"
    s.choose("A", angel[0])
    assert s.zone(saga) == "battlefield"  # 714.4: not while chapter III is on the stack
    s.resolve()
    # III — Put target creature or planeswalker card from a graveyard onto the
    # battlefield under your control; then the Saga is sacrificed (714.4)
    assert "Serra Angel" in [s.name(p) for p in s.permanents("A")]
    assert s.zone(saga) == "graveyard"


def test_714_3b_sagas_in_random_games_keep_the_invariants():
    from mtgcore.oracle.run import run_games
    deck = "4 History of Benalia\n4 The Eldest Reborn\n4 Grizzly Bears\n24 Plains\n24 Swamp\n"
    results = run_games(deck, "white_weenie", games=8, seed=11)
    assert len(results) == 8
    import mtgcore
    res = mtgcore.simulate(deck, "red_burn", games=300, seed=4, policy="random")
    assert len(res.winner) == 300


LOVE_SONG = "Love Song of Night and Day"


def start_with_love_song(chapter):
    s = Scenario()
    saga = s.hand("A", LOVE_SONG)
    for _ in range(3):
        s.battlefield("A", "Plains")
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Island"] * 10)
    s.start(turn=1, step="precombat_main")
    s.cast("A", saga)
    s.resolve()  # the Saga spell: as it enters, its controller chooses the chapter
    s.choose("A", f"choose {chapter} lore counters")
    return s, saga


def test_702_155b_read_ahead_saga_enters_with_the_chosen_number_of_lore_counters():
    s, saga = start_with_love_song(2)  # (the choice answered, the resolving goes on)
    assert s.zone(saga) == "battlefield" and s.counters(saga) == {"lore": 2}
    # 702.155a: chapter I, skipped, didn't trigger (no one drew); chapter II did
    birds = [p for p in s.permanents("A") if s.name(p) == "Bird Token"]
    assert len(birds) == 1 and s.hand_size("B") == 0 and s.hand_size("A") == 0


def test_714_3a_read_ahead_choice_from_one_to_the_final_chapter():
    s = Scenario()
    saga = s.hand("A", LOVE_SONG)
    for _ in range(3):
        s.battlefield("A", "Plains")
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Island"] * 10)
    s.start(turn=1, step="precombat_main")
    s.cast("A", saga)
    s.resolve()
    with pytest.raises(Exception):
        s.choose("A", "choose 4 lore counters")  # III is its final chapter (714.2d)
    s.choose("A", "choose 1 lore counters")
    assert s.counters(saga) == {"lore": 1}
    s.choose("A", "B")  # chapter I's target opponent, as it goes on the stack
    # I — You and target opponent each draw two cards.
    assert s.hand_size("B") == 2 and s.hand_size("A") == 2


def test_702_155a_read_ahead_later_chapters_trigger_as_usual():
    s, saga = start_with_love_song(2)
    s.advance("precombat_main", turn=3)  # 714.3b: the third lore counter, chapter III
    assert s.counters(saga) == {"lore": 3} and len(s.stack) == 1
