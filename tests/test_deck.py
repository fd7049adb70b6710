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


# -- decklists as people have them (issue 10) ---------------------------------------

def test_arena_export_with_set_codes_and_headers():
    d = Deck.parse("""About
Name Stompy

Deck
4 Grizzly Bears (M10) 189
4 Llanowar Elves (M19) 314
20 Forest (ZNR) 381

Sideboard
2 Giant Growth (M10) 183
""")
    assert d.main == [(4, "Grizzly Bears"), (4, "Llanowar Elves"), (20, "Forest")]
    assert d.sideboard == [(2, "Giant Growth")]


def test_mtgo_sideboard_after_a_blank_line_is_the_sideboard():
    # MTGO: a 60-card main deck, a blank line, at most 15 sideboard cards (CR 100.2a, 100.4a).
    # (A 24-card "main deck" then 3 cards is not that export: tests/test_deck_formats.py.)
    d = Deck.parse("4 Grizzly Bears\n56 Forest\n\n2 Giant Growth\n1 Shock\n")
    assert d.main == [(4, "Grizzly Bears"), (56, "Forest")]
    assert d.sideboard == [(2, "Giant Growth"), (1, "Shock")]
    # trailing blank lines and comment lines make no sideboard
    d = Deck.parse("# deck\n4 Grizzly Bears\n# lands\n20 Forest\n\n\n")
    assert d.main == [(4, "Grizzly Bears"), (20, "Forest")] and d.sideboard == []


def test_sb_prefix_moxfield_archidekt_inline_comments_and_bom():
    d = Deck.parse("\ufeff4 Grizzly Bears  # the best bear\n"
                   "1x Llanowar Elves (m19) 314 [Ramp]\n"
                   "20 Forest (ZNR) 381a *F*\n"
                   "SB: 2 Giant Growth\n"
                   "\n"
                   "SIDEBOARD:\n"
                   "1 Shock ^Burn,#ff0000^\n")
    assert d.main == [(4, "Grizzly Bears"), (1, "Llanowar Elves"), (20, "Forest")]
    assert d.sideboard == [(2, "Giant Growth"), (1, "Shock")]


def test_unknown_set_codes_are_ignored_but_unknown_names_are_errors():
    assert Deck.parse("4 Shock (ZZZ999) 1\n").main == [(4, "Shock")]
    with pytest.raises(DeckError, match="line 1: unknown card 'Shokk'.*'Shock'"):
        Deck.parse("4 Shokk (M19) 1\n")


def test_deck_size_limit_and_hostile_text():
    from mtgcore.deck import MAX_DECK_CARDS
    with pytest.raises(DeckError, match="line 1: 1000000000 copies of 'Forest' is more than a deck"):
        Deck.parse("1000000000 Forest\n")
    with pytest.raises(DeckError, match="line 1: 9{30} copies"):
        Deck.parse("9" * 30 + " Forest\n")
    with pytest.raises(DeckError, match=f"the main deck has {MAX_DECK_CARDS + 1:,} cards"):
        Deck.parse(f"{MAX_DECK_CARDS} Forest\n1 Mountain\n")
    with pytest.raises(DeckError, match="line 1: cannot read"):
        Deck.parse("\x00\x01\x02 garbage\n")
    with pytest.raises(DeckError, match="must be text"):
        Deck.parse(b"4 Forest\n")


def test_binary_and_bom_files(tmp_path):
    p = tmp_path / "bin.dat"
    p.write_bytes(bytes(range(256)))
    with pytest.raises(DeckError, match="not UTF-8 text"):
        Deck.from_file(p)
    p.write_bytes("\ufeff4 Forest\n".encode("utf-8"))
    assert Deck.from_file(p).main == [(4, "Forest")]


@given(st.text(max_size=300))
def test_parser_never_crashes_on_any_text(text):
    try:
        d = Deck.parse(text)
    except DeckError:
        return
    assert 0 < len(d) <= 1000
    assert all(c > 0 for c, _ in d.main + d.sideboard)


@given(st.lists(st.tuples(st.integers(1, 30), st.sampled_from(NAMES)), min_size=1, max_size=6),
       st.lists(st.tuples(st.integers(1, 5), st.sampled_from(NAMES)), min_size=1, max_size=3))
def test_round_trip_with_sideboard_in_every_format(main, side):
    # MTGO's blank-line sideboard needs a plausible main deck (60+ cards, then at most 15).
    main = main + [(60, "Forest")]
    plain = "\n".join(f"{n} {c}" for n, c in main)
    sb = "\n".join(f"{n} {c}" for n, c in side)
    for text in (plain + "\n\n" + sb,                                    # MTGO
                 "Deck\n" + plain + "\n\nSideboard\n" + sb,              # Arena
                 plain + "\n" + "\n".join("SB: " + l for l in sb.splitlines())):
        d = Deck.parse(text)
        assert d.main == list(main) and d.sideboard == list(side)
        assert Deck.parse(d.to_text()).sideboard == d.sideboard
