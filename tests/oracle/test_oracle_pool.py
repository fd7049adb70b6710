"""Compiled cards where users see them: decklists, Game, simulate, saved games (issue 19)."""

import pickle

import pytest

import mtgcore
from mtgcore.cards import default_library
from mtgcore.errors import CardDefinitionError, DeckError
from mtgcore.oracle import pool

# Cards no hand-written definition has, that the compiler builds (checked below).
COMPILED_RED = ["Fire Elemental", "Volcanic Dragon", "Goblin Raider", "Vulshok Berserker", "Searing Spear"]


def compiled_deck(names, land="Mountain"):
    return "\n".join(f"4 {n}" for n in names) + f"\n{60 - 4 * len(names)} {land}\n"


def test_compiled_cards_are_not_hand_written():
    lib = default_library()
    for n in COMPILED_RED:
        assert n not in lib.cards, n
        card = pool.build(n)
        assert card.name == n and card.types


def test_deck_of_compiled_cards_plays_a_game():
    g = mtgcore.Game(compiled_deck(COMPILED_RED), "red_burn", seed=3)
    assert g.library is not default_library()
    assert g.library.root is default_library()
    for n in COMPILED_RED:
        assert n in g.library.cards
    g.play("random", seed=3)
    assert g.is_over
    assert g.check_invariants() == ""


def test_library_with_compiled_cards_is_shared_by_equal_decks():
    a = mtgcore.Game(compiled_deck(COMPILED_RED), "red_burn", seed=1)
    b = mtgcore.Game(compiled_deck(COMPILED_RED), "green_stompy", seed=2)
    assert a.library is b.library


def test_simulate_with_compiled_cards_is_reproducible():
    deck = compiled_deck(COMPILED_RED)
    r1 = mtgcore.simulate(deck, "green_stompy", games=40, seed=5, policy="random", threads=1)
    r2 = mtgcore.simulate(deck, "green_stompy", games=40, seed=5, policy="random", threads=2)
    assert list(r1.winner) == list(r2.winner) and list(r1.turns) == list(r2.turns)
    again = r1.replay(7)
    assert again.turn == r1.turns[7]


def test_saved_game_with_compiled_cards_round_trips():
    g = mtgcore.Game(compiled_deck(COMPILED_RED), "red_burn", seed=9)
    for _ in range(30):
        g.apply(g.decision.actions[0])
    back = mtgcore.Game.from_json(g.to_json())
    assert back == g and back.digest() == g.digest()
    assert pickle.loads(pickle.dumps(g)) == g


def test_unsupported_card_in_deck_names_the_reason():
    with pytest.raises(DeckError) as e:
        mtgcore.Game("4 Blind Hunter\n56 Plains\n", "red_burn")
    msg = str(e.value)
    assert "Blind Hunter" in msg and "line 1" in msg and "haunt" in msg.lower()


def test_unknown_card_still_suggests():
    with pytest.raises(DeckError) as e:
        mtgcore.Game("4 Goblin Raidr\n56 Mountain\n", "red_burn")
    assert "Goblin Raidr" in str(e.value)


def test_id_of_compiled_card_needs_including():
    lib = default_library()
    assert lib.canonical("goblin raider") == "Goblin Raider"
    with pytest.raises(CardDefinitionError, match="including"):
        lib.id_of("Goblin Raider")
    ext = lib.including(["Goblin Raider"])
    assert ext.id_of("Goblin Raider") >= 0
    assert ext.including(["Goblin Raider", "Lightning Bolt"]) is ext


def test_hand_written_card_wins_over_compiled():
    lib = default_library()
    # Lightning Bolt compiles too, but the library's own definition is used.
    assert pool.build("Lightning Bolt").name == "Lightning Bolt"
    assert lib.including(["Lightning Bolt"]) is lib
    assert lib.get("Lightning Bolt") is lib.cards["Lightning Bolt"]


def test_full_double_faced_name_finds_the_library_card():
    lib = default_library()
    assert lib.canonical("Delver of Secrets // Insectile Aberration") == "Delver of Secrets"


def test_custom_library_does_not_read_the_pool():
    lib = mtgcore.cards.CardLibrary(list(default_library().cards.values()))
    assert lib.canonical("Goblin Raider") is None
    with pytest.raises(DeckError):
        mtgcore.Game(compiled_deck(COMPILED_RED), "red_burn", library=lib)
