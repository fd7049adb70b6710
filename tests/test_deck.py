"""Decklist parsing (mtgcore.Deck)."""

import pytest
from hypothesis import given, strategies as st

from mtgcore import Deck, DeckError
from mtgcore.cards import default_library
from mtgcore.deck import BUNDLED


def test_parse_counts_comments_and_sideboard():
    d = Deck.parse("""# my deck
// another comment
4 Grizzly Bears
4x Llanowar Elves

20 Forest
Sideboard
2 Giant Growth
""")
    assert d.main == [(4, "Grizzly Bears"), (4, "Llanowar Elves"), (20, "Forest")]
    assert d.sideboard == [(2, "Giant Growth")]
    assert len(d) == 28
    assert d.card_names().count("Forest") == 20


def test_names_are_case_insensitive_and_normalised():
    d = Deck.parse("2 grizzly bears\n")
    assert d.main == [(2, "Grizzly Bears")]


def test_unknown_card_names_line_and_suggests():
    with pytest.raises(DeckError) as e:
        Deck.parse("4 Grizzly Bears\n\n3 Grizly Bears\n", name="mine.txt")
    msg = str(e.value)
    assert "mine.txt, line 3" in msg and "Grizly Bears" in msg and "'Grizzly Bears'" in msg


def test_unreadable_line_and_empty_deck():
    with pytest.raises(DeckError, match="line 1"):
        Deck.parse("Grizzly Bears four times\n")
    with pytest.raises(DeckError, match="no main-deck cards"):
        Deck.parse("# nothing\n")
    with pytest.raises(DeckError, match="count must be positive"):
        Deck.parse("0 Forest\n")


def test_missing_file_and_unknown_bundled_name(tmp_path):
    with pytest.raises(DeckError, match="cannot read deck file"):
        Deck.from_file(tmp_path / "nope.txt")
    with pytest.raises(DeckError, match="no bundled deck"):
        Deck.bundled("nope")


@pytest.mark.parametrize("name", BUNDLED)
def test_bundled_decks_are_60_cards(name):
    d = Deck.bundled(name)
    assert len(d) == 60
    assert Deck.parse(d.to_text()).main == d.main


NAMES = default_library().names()


@given(st.lists(st.tuples(st.integers(1, 30), st.sampled_from(NAMES)), min_size=1, max_size=12))
def test_round_trip_any_decklist(entries):
    text = "\n".join(f"{n} {name}" for n, name in entries)
    d = Deck.parse(text)
    assert d.main == list(entries)
    assert Deck.parse(d.to_text()).main == d.main
