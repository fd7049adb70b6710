"""The monarch (CR 724) with real cards: Palace Sentinels, Thorn of the Black Rose."""

from mtgcore.testing import Scenario


def start(a_hand=("Palace Sentinels",), b_hand=()):
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
        s.battlefield("B", "Swamp")
    cards_a = [s.hand("A", n) for n in a_hand]
    cards_b = [s.hand("B", n) for n in b_hand]
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Swamp"] * 10)
    s.start(turn=1, step="precombat_main")
    return s, cards_a, cards_b


def test_724_1_there_is_no_monarch_until_an_effect_makes_one():
    s, (sentinels,), _ = start()
    assert s.monarch() is None
    s.cast("A", sentinels)
    s.resolve()          # the creature, then its "you become the monarch" trigger
    assert s.monarch() == "A"
    assert [s.name(c) for c in s.cards("A", "command")] == ["Emblem (the monarch)"]


def test_724_2_the_monarch_draws_a_card_at_the_beginning_of_their_end_step():
    s, (sentinels,), _ = start()
    s.cast("A", sentinels)
    s.resolve()
    hand = s.hand_size("A")
    s.advance("end_step")
    s.resolve()          # At the beginning of the monarch's end step, that player draws a card.
    assert s.hand_size("A") == hand + 1
    s.advance("end_step", turn=2)   # B's end step: B isn't the monarch
    assert s.stack == []


def test_724_2_combat_damage_to_the_monarch_makes_its_controller_the_monarch():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    sentinels = s.hand("A", "Palace Sentinels")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Swamp"] * 10)
    s.start(turn=1, step="precombat_main")
    s.cast("A", sentinels)
    s.resolve()
    assert s.monarch() == "A"
    s.advance("declare_attackers", turn=2)
    s.attack({bears: "A"})
    s.advance("combat_damage")
    s.resolve()          # Whenever a creature deals combat damage to the monarch ...
    assert s.monarch() == "B"
    assert s.life("A") == 18


def test_724_3_only_one_player_is_the_monarch():
    s, (sentinels,), (thorn,) = start(b_hand=("Thorn of the Black Rose",))
    s.cast("A", sentinels)
    s.resolve()
    assert s.monarch() == "A"
    s.advance("precombat_main", turn=2)
    s.cast("B", thorn)
    s.resolve()
    assert s.monarch() == "B"
    # the designation moved: one object, now B's; A has none
    assert s.cards("A", "command") == [] and len(s.cards("B", "command")) == 1
    hand = s.hand_size("B")
    s.advance("end_step")
    s.resolve()
    assert s.hand_size("B") == hand + 1


def test_724_3_becoming_the_monarch_again_changes_nothing():
    s, (one, two), _ = start(a_hand=("Palace Sentinels", "Palace Sentinels"))
    s.cast("A", one)
    s.resolve()
    first = s.cards("A", "command")
    s.advance("precombat_main", turn=3)
    s.cast("A", two)
    s.resolve()
    assert s.monarch() == "A" and s.cards("A", "command") == first  # the same designation


def test_724_2_monarch_in_random_games_keeps_the_invariants():
    from mtgcore.oracle.run import run_games
    deck = "4 Palace Sentinels\n4 Thorn of the Black Rose\n4 Grizzly Bears\n24 Plains\n24 Swamp\n"
    assert len(run_games(deck, "green_stompy", games=8, seed=5)) == 8
