"""Coins and dice (CR 705, 706): flips and rolls drawn from the game's seeded generator,
with real cards compiled from their Oracle text (Mana Crypt, Bottle of Suleiman,
Farideh's Fireball, Brazen Dwarf)."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.oracle.pool import build
from mtgcore.testing import Scenario

CARDS = ("Mana Crypt", "Bottle of Suleiman", "Farideh's Fireball", "Brazen Dwarf")


@pytest.fixture(scope="module")
def lib():
    return CardLibrary([*default_library().cards.values(), *(build(n) for n in CARDS)])


def bottle(lib, seed):
    s = Scenario(seed, library=lib)
    b = s.battlefield("A", "Bottle of Suleiman")
    s.battlefield("A", "Plains")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Island"] * 5)
    s.start(turn=1, step="precombat_main")
    s.activate("A", b, "Flip a coin")
    s.resolve()
    djinns = [p for p in s.permanents("A") if "Djinn" in s.name(p)]
    return s.life("A"), len(djinns)


def test_705_2_win_or_lose_the_flip_each_has_its_effect(lib):
    outcomes = {bottle(lib, seed) for seed in range(24)}
    # won: a 5/5 Djinn and no damage; lost: 5 damage and no Djinn -- never both, never neither
    assert outcomes == {(20, 1), (15, 0)}


def test_705_1_the_flip_comes_from_the_games_seeded_generator(lib):
    assert [bottle(lib, seed) for seed in range(8)] == [bottle(lib, seed) for seed in range(8)]


def test_705_2_mana_crypt_deals_damage_only_when_its_controller_loses_the_flip(lib):
    lives = set()
    for seed in range(16):
        s = Scenario(seed, library=lib)
        s.battlefield("A", "Mana Crypt")
        s.library("A", ["Plains"] * 5)
        s.library("B", ["Island"] * 5)
        s.start(turn=2, step="end_step")
        s.advance("upkeep", turn=3)
        s.resolve()  # A's upkeep trigger: flip a coin
        lives.add((s.life("A"), s.life("B")))
    assert lives == {(20, 20), (17, 20)}


def fireball(lib, seed, dwarf=False):
    s = Scenario(seed, library=lib)
    bear = s.battlefield("B", "Grizzly Bears")
    if dwarf:
        s.battlefield("A", "Brazen Dwarf")
    for _ in range(5):
        s.battlefield("A", "Mountain")
    spell = s.hand("A", "Farideh's Fireball")
    s.library("A", ["Mountain"] * 5)
    s.library("B", ["Island"] * 5)
    s.start(turn=1, step="precombat_main")
    s.cast("A", spell, targets=[bear])
    s.resolve()
    assert s.zone(bear) == "graveyard"
    return s.life("A"), s.life("B")


def test_706_3a_results_table_rows_by_the_result_of_a_d20(lib):
    outcomes = {fireball(lib, seed) for seed in range(24)}
    # 1—9: 2 damage to each player; 10—20: 2 damage to each opponent
    assert outcomes == {(18, 18), (20, 18)}


def test_706_2_roll_triggers_whenever_you_roll_one_or_more_dice(lib):
    outcomes = {fireball(lib, seed, dwarf=True) for seed in range(24)}
    assert outcomes == {(18, 17), (20, 17)}  # Brazen Dwarf: 1 damage to each opponent


def test_706_1a_a_d20_roll_is_uniform_over_1_to_20(lib):
    # 1—9 happens 9 times in 20: over many seeds the share is near 9/20
    low = sum(fireball(lib, seed)[0] == 18 for seed in range(200))
    assert 60 <= low <= 120
