"""Decklists as people paste them (issue 19 section 5; issue 26 items 11, 13, 17, 19).

Every unknown card reported at once with near-miss suggestions only; unknown
sideboard cards left out with a warning; Forge and XMage .dck files, "Name x4",
"Name,4", category headers, two-faced names, companions; blank-line groups read
as a sideboard only when they plausibly are one; deck size (CR 100.2a-b); the
command line; custom cards that would shadow library cards."""

import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

import mtgcore
from mtgcore import CardDefinitionError, Deck, DeckError, DeckWarning
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import Card, DealDamage
from mtgcore.cli import main
from mtgcore.decktext import edit_distance, fold, last_group_is_sideboard, name_index, typo_bound

DECKS = Path(__file__).parent / "data" / "decks"


def no_deck_warnings(fn, *args, **kwargs):
    """Run fn and return its result, failing on any DeckWarning."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = fn(*args, **kwargs)
    assert not [w for w in caught if issubclass(w.category, DeckWarning)], \
        [str(w.message) for w in caught]
    return out


def sixty(extra=""):
    return "4 Grizzly Bears\n36 Forest\n20 Mountain\n" + extra


# -- unknown cards: all of them, each with its line; suggestions only when close ------

def test_every_unknown_card_is_listed_with_its_line_number():
    text = ("4 Grizzly Bears\n"
            "4 Counterbalance\n"       # line 2
            "20 Forest\n"
            "3 Grizly Bears\n"         # line 4: a typo
            "4 Fable of the Mirror-Breaker\n"  # line 5
            "Sideboard\n"
            "2 Surgical Extraction\n")  # line 7: in the sideboard, listed too
    with pytest.raises(DeckError) as e:
        Deck.parse(text, name="pasted.txt")
    msg = str(e.value)
    assert msg.startswith("pasted.txt: 4 unknown or unsupported cards: ")
    for line, card in ((2, "Counterbalance"), (4, "Grizly Bears"), (5, "Fable of the Mirror-Breaker"),
                       (7, "Surgical Extraction")):
        assert f"line {line}: {card!r}" in msg
    assert "'Surgical Extraction' (sideboard)" in msg
    assert "'Grizly Bears' (did you mean 'Grizzly Bears'?)" in msg
    # real cards the compiler doesn't build yet say why, and suggest nothing else
    assert "'Counterbalance' can't be played yet (" in msg
    assert [(ln, name) for ln, name, _ in e.value.unknown] == [
        (2, "Counterbalance"), (4, "Grizly Bears"), (5, "Fable of the Mirror-Breaker"), (7, "Surgical Extraction")]


def test_unreadable_lines_and_unknown_cards_are_reported_together():
    with pytest.raises(DeckError) as e:
        Deck.parse("4 Grizzly Bears\nfour Forests please\n0 Forest\n2 Shokk\n")
    msg = str(e.value)
    assert "1 unknown or unsupported card and 2 unreadable lines" in msg
    assert "line 2: cannot read 'four Forests please'" in msg
    assert "line 3: count must be positive" in msg
    assert "line 4: 'Shokk' (did you mean 'Shock'?)" in msg


@pytest.mark.parametrize("typed,library_card", [
    ("Blood Sun", "Blood Artist"),  # issue 19's example was Blood Crypt, which now compiles
    ("Ajani, Sleeper Agent", "Ajani, the Greathearted"),  # (Boseiju, Who Endures and Thalia, Heretic Cathar now compile)
])
def test_a_different_card_is_not_suggested(typed, library_card):
    assert library_card in default_library()
    with pytest.raises(DeckError) as e:
        Deck.parse(f"4 {typed}\n")
    # both are real cards the compiler doesn't build yet: it says so, and suggests
    # no other card
    msg = str(e.value)
    assert msg.startswith(f"deck, line 1: card {typed!r} can't be played yet (")
    assert library_card not in msg and "did you mean" not in msg
    # a library without the card snapshot calls them unknown, still without suggestions
    plain = CardLibrary(list(default_library().cards.values()))
    with pytest.raises(DeckError) as e:
        Deck.parse(f"4 {typed}\n", library=plain)
    assert str(e.value) == f"deck, line 1: unknown card {typed!r}"
    assert e.value.unknown == ((1, typed, []),)


@pytest.mark.parametrize("typed,meant", [
    ("Grizly Bears", "Grizzly Bears"),            # a letter missing
    ("Lightening Bolt", "Lightning Bolt"),        # one extra
    ("Shokk", "Shock"),                           # one wrong
    ("Llanowar Elevs", "Llanowar Elves"),         # two swapped
    ("Boseiju Who Shelters All", "Boseiju, Who Shelters All"),   # punctuation
    ("Kiki-Jiki Mirror Breakr", "Kiki-Jiki, Mirror Breaker"),    # two slips in a long name
])
def test_near_misses_are_suggested(typed, meant):
    with pytest.raises(DeckError, match=re.escape(f"unknown card {typed!r}; did you mean {meant!r}")):
        Deck.parse(f"4 {typed}\n")


def test_edit_distance_counts_transpositions_and_stops_at_the_bound():
    assert edit_distance("shokk", "shock", 3) == 1
    assert edit_distance("elevs", "elves", 3) == 1
    assert edit_distance("blood crypt", "blood artist", 2) == 3       # bound + 1: gave up
    assert edit_distance("blood crypt", "blood artist", 10) == 4       # c/a, y/t, p/i, +s


# -- unknown sideboard cards ---------------------------------------------------------

def test_unknown_sideboard_card_leaves_it_out_with_a_warning():
    text = sixty("\nSideboard\n2 Giant Growth\n3 Counterbalance\n1 Shock\n")
    with pytest.warns(DeckWarning, match=r"deck: left out of the sideboard, unknown card: "
                                         r"line 7: 'Counterbalance'") as rec:
        d = Deck.parse(text)
    assert len(rec) == 1
    assert len(d) == 60 and d.main == [(4, "Grizzly Bears"), (36, "Forest"), (20, "Mountain")]
    assert d.sideboard == [(2, "Giant Growth"), (1, "Shock")]
    assert d.left_out == [(7, 3, "Counterbalance")]


def test_unknown_card_in_an_mtgo_sideboard_group_warns_too():
    with pytest.warns(DeckWarning, match="line 6: 'Counterbalance'"):
        d = Deck.parse(sixty("\n2 Shock\n2 Counterbalance\n"))
    assert d.sideboard == [(2, "Shock")] and len(d) == 60


def test_known_sideboard_gives_no_warning():
    d = no_deck_warnings(Deck.parse, sixty("\nSideboard\n2 Shock\n"))
    assert d.left_out == [] and d.sideboard == [(2, "Shock")]


# -- formats -------------------------------------------------------------------------

def test_forge_dck_file(tmp_path):
    text = ("[metadata]\nName=Red Deck Wins\nDescription=burn, burn\n"
            "[Main]\n4 Lightning Bolt|M10\n4 Shock|M19|1\n52 Mountain|M10|3\n"
            "[Sideboard]\n2 Giant Growth|M10\n"
            "[Planes]\n1 Some Plane|PCA\n")
    d = Deck.parse(text)
    assert d.name == "Red Deck Wins"
    assert d.main == [(4, "Lightning Bolt"), (4, "Shock"), (52, "Mountain")]
    assert d.sideboard == [(2, "Giant Growth")]
    p = tmp_path / "red.dck"
    p.write_text(text, encoding="utf-8")
    assert Deck.from_file(p).main == d.main and Deck.from_file(p).name == "red.dck"


def test_xmage_dck_file():
    text = ("NAME:Green Stompy\n"
            "4 [M10:189] Grizzly Bears\n4 [M19:314] Llanowar Elves\n52 [M10:246] Forest\n"
            "SB: 2 [M10:183] Giant Growth\nSB: 1 [:] Shock\n"
            "LAYOUT MAIN:(1,3)(NONE,false,50)|([M10:189])|([M19:314])|([M10:246])\n"
            "LAYOUT SIDEBOARD:(1,2)(NONE,false,50)|([M10:183])|([M19:156])\n")
    d = Deck.parse(text)
    assert d.name == "Green Stompy"
    assert d.main == [(4, "Grizzly Bears"), (4, "Llanowar Elves"), (52, "Forest")]
    assert d.sideboard == [(2, "Giant Growth"), (1, "Shock")]


def test_count_after_the_name_and_csv_lines():
    d = Deck.parse("Lightning Bolt x4\nShock x 2\nMountain,30\n24,Forest\n"
                   '"Boseiju, Who Shelters All",1\nKiki-Jiki, Mirror Breaker;2\n'
                   "Sideboard\nGiant Growth x3\n")
    assert d.main == [(4, "Lightning Bolt"), (2, "Shock"), (30, "Mountain"), (24, "Forest"),
                      (1, "Boseiju, Who Shelters All"), (2, "Kiki-Jiki, Mirror Breaker")]
    assert d.sideboard == [(3, "Giant Growth")]
    # a CSV header row is not a card
    d = Deck.parse("Name,Count\nMountain,60\n")
    assert d.main == [(60, "Mountain")]


def test_count_in_parentheses_after_the_name():
    d = Deck.parse("4 Lightning Bolt (4)\n56 Mountain (56)\n")
    assert d.main == [(4, "Lightning Bolt"), (56, "Mountain")]


def test_category_headers_label_lines_and_keep_every_group_in_the_main_deck():
    # 64 cards in type groups; the last group (4 cards after 60) looks like an MTGO
    # sideboard, but category headers say these are categories.
    text = ("Creatures (4)\n4 Grizzly Bears\n\n"
            "Lands (56)\n36 Forest\n20 Mountain\n\n"
            "Instants and Sorceries (4)\n4 Giant Growth\n\n"
            "Sideboard (2)\n2 Shock\n")
    d = Deck.parse(text)
    assert d.main == [(4, "Grizzly Bears"), (36, "Forest"), (20, "Mountain"), (4, "Giant Growth")]
    assert d.sideboard == [(2, "Shock")]
    d = Deck.parse("Creature:\n4 Grizzly Bears\nLand\n56 Forest\n\nOther Spells\n4 Giant Growth\n")
    assert len(d) == 64 and d.sideboard == []


@pytest.mark.parametrize("written", [
    "Delver of Secrets // Insectile Aberration",   # Arena's full name
    "Delver of Secrets//Insectile Aberration",
    "Delver of Secrets/Insectile Aberration",
    "delver of secrets // insectile aberration",
    "Delver of Secrets",
])
def test_double_faced_cards_by_either_naming(written):
    assert "Delver of Secrets" in default_library()          # named by its front face
    assert Deck.parse(f"4 {written}\n56 Island\n").main == [(4, "Delver of Secrets"), (56, "Island")]


def test_split_and_adventure_cards_by_their_full_names():
    d = Deck.parse("4 Wear // Tear\n4 Wear/Tear\n4 Murderous Rider // Swift End\n"
                   "4 Bala Ged Recovery // Bala Ged Sanctuary\n44 Swamp\n")
    assert d.main == [(4, "Wear // Tear"), (4, "Wear // Tear"), (4, "Murderous Rider"),
                      (4, "Bala Ged Recovery"), (44, "Swamp")]


def test_a_library_naming_both_faces_accepts_the_front_face_alone():
    borrower = Card(name="Brazen Borrower // Petty Theft", cost="{1}{U}{U}",
                    type_line="Creature — Faerie Rogue", power=3, toughness=1)
    lib = CardLibrary([borrower, default_library().get("Island")])
    for written in ("Brazen Borrower", "Brazen Borrower // Petty Theft", "brazen borrower//petty theft"):
        d = Deck.parse(f"4 {written}\n56 Island\n", library=lib)
        assert d.main == [(4, "Brazen Borrower // Petty Theft"), (56, "Island")]


def test_accents_and_curly_apostrophes_match():
    lorien = Card(name="Lórien Revealed", cost="{3}{U}{U}", type_line="Creature — Test",
                  power=1, toughness=1)
    lib = CardLibrary([lorien, default_library().get("Island"), default_library().get("Kird Ape")])
    d = Deck.parse("4 Lorien Revealed\n4 LÓRIEN REVEALED\n52 Island\n", library=lib)
    assert d.main == [(4, "Lórien Revealed"), (4, "Lórien Revealed"), (52, "Island")]


def test_arena_companion_is_not_in_the_main_deck():
    text = ("Companion\n1 Kird Ape (M10) 1\n\n"
            "Deck\n4 Grizzly Bears (M10) 189\n56 Forest (ZNR) 381\n\n"
            "Sideboard\n2 Giant Growth (M10) 183\n")
    d = Deck.parse(text)
    assert "Kird Ape" not in d.card_names() and len(d) == 60
    assert d.main == [(4, "Grizzly Bears"), (56, "Forest")]
    assert d.sideboard == [(1, "Kird Ape"), (2, "Giant Growth")]
    assert Deck.parse(d.to_text()) == d                     # saved decks keep it out too


# -- blank-line groups without a Sideboard header (issue 26 item 11) -------------------

@pytest.mark.parametrize("groups,main,side", [
    ([60, 15], 60, 15),     # MTGO: 60, blank line, at most 15 (CR 100.2a, 100.4a)
    ([40, 20, 3], 60, 3),   # main deck in two groups, then a sideboard
    ([60, 16], 76, 0),      # more than a constructed sideboard: main
    ([16, 20], 36, 0),      # issue 26: a 16-card "main" then 20 Mountains
    ([36, 24], 60, 0),      # spells, then lands: one 60-card deck grouped by type
    ([40, 5], 40, 5),       # limited: 40 cards and the rest of the pool (100.2b, 100.4b)
    ([40, 45], 40, 45),     # sealed: a big pool remains
    ([20, 20, 20], 60, 0),  # three groups of one deck
])
def test_last_blank_line_group_is_a_sideboard_only_when_it_plausibly_is_one(groups, main, side):
    lines = []
    for i, n in enumerate(groups):
        lines.append(f"{n} {'Mountain' if i % 2 else 'Forest'}")
        lines.append("")
    d = Deck.parse("\n".join(lines))
    assert len(d) == main and sum(c for c, _ in d.sideboard) == side
    assert last_group_is_sideboard(sum(groups[:-1]), groups[-1]) == (side > 0)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 80), min_size=1, max_size=5), st.booleans())
def test_blank_line_groups_never_lose_a_card(groups, crlf):
    nl = "\r\n" if crlf else "\n"
    text = (nl * 2).join(f"{n} {'Forest' if i % 2 else 'Island'}" for i, n in enumerate(groups)) + nl
    d = Deck.parse(text)
    side = sum(c for c, _ in d.sideboard)
    assert len(d) + side == sum(groups)
    if side:   # only the last group, and only when it plausibly is a sideboard
        assert len(groups) > 1 and side == groups[-1]
        assert last_group_is_sideboard(sum(groups[:-1]), groups[-1])
    else:
        assert len(groups) == 1 or not last_group_is_sideboard(sum(groups[:-1]), groups[-1])


def test_sixteen_cards_and_twenty_mountains_play_as_a_36_card_deck_with_a_warning():
    text = "4 Lightning Bolt\n4 Shock\n4 Kird Ape\n4 Grizzly Bears\n\n20 Mountain\n"
    d = Deck.parse(text)
    assert len(d) == 36 and d.sideboard == []
    with pytest.warns(DeckWarning, match=r"the main deck has 36 cards, fewer than the 60 a "
                                         r"constructed deck needs \(CR 100.2a\)"):
        mtgcore.Game(d, "red_burn", seed=1)


# -- deck size (CR 100.2a-b) in Game and simulate -------------------------------------

def test_game_warns_about_a_small_constructed_deck_and_allows_limited():
    forty = "20 Grizzly Bears\n20 Forest\n"
    with pytest.warns(DeckWarning, match="deck: the main deck has 40 cards") as rec:
        g = mtgcore.Game(forty, "red_burn", seed=3)
    assert len(rec) == 1 and g.players[0].library_size + g.players[0].hand_size == 40
    no_deck_warnings(mtgcore.Game, forty, "red_burn", seed=3, min_deck_size=40)
    no_deck_warnings(mtgcore.Game, "green_stompy", "red_burn", seed=3)
    with pytest.warns(DeckWarning, match="fewer than the 40 a limited deck needs"):
        mtgcore.Game("10 Forest\n", "red_burn", seed=3, min_deck_size=40)
    no_deck_warnings(mtgcore.Game, "10 Forest\n", "red_burn", seed=3, min_deck_size=0)
    with pytest.raises(mtgcore.MtgError, match="min_deck_size"):
        mtgcore.Game(forty, "red_burn", min_deck_size=-1)


def test_simulate_warns_about_a_small_deck_and_its_replays_do_not():
    small = "20 Mountain\n10 Lightning Bolt\n"
    with pytest.warns(DeckWarning, match="30 cards"):
        res = mtgcore.simulate(small, "red_burn", games=3, seed=1, threads=1)
    assert res.games == 3
    no_deck_warnings(res.replay, 1)
    no_deck_warnings(mtgcore.simulate, small, "red_burn", games=2, seed=1, threads=1, min_deck_size=0)
    no_deck_warnings(mtgcore.simulate, "green_stompy", "red_burn", games=2, seed=1, threads=1)


def test_cli_shows_a_small_deck_warning_as_one_line(tmp_path):
    p = tmp_path / "small.txt"
    p.write_text("20 Mountain\n10 Lightning Bolt\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["simulate", str(p), "red_burn", "--games", "5", "--json"])
    assert r.exit_code == 0
    assert r.stderr.strip() == ("mtgcore: warning: small.txt: the main deck has 30 cards, fewer "
                                "than the 60 a constructed deck needs (CR 100.2a); allow limited "
                                "decks with min_deck_size=40 (--min-deck-size 40), any size with 0")
    r = CliRunner().invoke(main, ["simulate", str(p), "red_burn", "--games", "5", "--json",
                                  "--min-deck-size", "0"])
    assert r.exit_code == 0 and r.stderr == ""


# -- the command line (issue 26 items 13, 19) -----------------------------------------

@pytest.mark.parametrize("args", [["simulate", "", ""], ["simulate", "red_burn", " "],
                                  ["simulate", ""], ["goldfish", ""], ["gauntlet", "red_burn", ""]])
def test_an_empty_deck_argument_is_a_usage_error(args):
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 2, r.output
    assert "usage error" in r.stderr and "empty" in r.stderr and "simulating" not in r.output


def test_python_dash_m_mtgcore_is_the_mtgcore_command():
    # the mtgcore this test imports (installed, or src/ with built extensions)
    where = str(Path(mtgcore.__file__).resolve().parent.parent)
    env = dict(os.environ, PYTHONPATH=where + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-m", "mtgcore", "decks"], capture_output=True, text=True,
                       env=env, timeout=120)
    expected = CliRunner().invoke(main, ["decks"]).stdout
    assert r.returncode == 0 and r.stdout == expected and "green_stompy: 60 cards" in r.stdout
    r = subprocess.run([sys.executable, "-m", "mtgcore", "simulate", "", ""], capture_output=True,
                       text=True, env=env, timeout=120)
    assert r.returncode == 2 and r.stderr.startswith("mtgcore: usage error:")
    r = subprocess.run([sys.executable, "-m", "mtgcore", "--help"], capture_output=True, text=True,
                       env=env, timeout=120)
    assert r.returncode == 0 and r.stdout.startswith("Usage: mtgcore ")


# -- a custom card named like a library card (issue 26 item 17) -------------------------

def big_bolt(name="Lightning Bolt"):
    return Card(name=name, cost="{R}", type_line="Instant",
                oracle=f"{name} deals 30 damage to any target.",
                spell=[DealDamage(30, target="any")])


@pytest.mark.parametrize("name", ["Lightning Bolt", "lightning bolt"])
def test_a_custom_card_cannot_silently_replace_a_library_card(name):
    base = default_library()
    original = base.get("Lightning Bolt")
    with pytest.raises(CardDefinitionError, match=f"{name}: a card named 'Lightning Bolt' is already "
                                                  f"defined; pass replace=True"):
        CardLibrary([*base.cards.values(), big_bolt(name)])
    assert base.get("Lightning Bolt") is original and len(base) == len(base.names())


@pytest.mark.parametrize("replace", [True, {"Lightning Bolt"}, ["LIGHTNING BOLT"], "Lightning Bolt"])
def test_replace_opts_in_to_replacing_a_library_card(replace):
    base = default_library()
    lib = CardLibrary([*base.cards.values(), big_bolt()], replace=replace)
    assert len(lib) == len(base)
    assert "30 damage" in lib.get("Lightning Bolt").oracle
    assert "3 damage" in base.get("Lightning Bolt").oracle        # the default is untouched


def test_replace_names_only_the_cards_it_lists():
    base = default_library()
    with pytest.raises(CardDefinitionError, match="Shock"):
        CardLibrary([*base.cards.values(), big_bolt(), big_bolt("Shock")], replace={"Lightning Bolt"})


# -- real tournament decklists (tests/data/decks) -------------------------------------

FILES = sorted(DECKS.glob("*.txt"))
HEADER = re.compile(r"^# (?P<event>[^,]+), (?P<date>\d{4}-\d{2}-\d{2}), (?P<player>[^,]+), "
                    r"(?P<place>[^,]+), (?P<source>\S.*)$")


def test_at_least_thirty_real_decklists_in_five_formats():
    assert len(FILES) >= 30
    formats = {f.name.split("_")[0] for f in FILES}
    assert formats == {"standard", "pioneer", "modern", "legacy", "pauper"}
    readme = (DECKS / "README.md").read_text(encoding="utf-8")
    for f in FILES:
        assert f.name in readme, f"{f.name} is not listed in tests/data/decks/README.md"


def _written_names(path):
    names = set()
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        m = re.match(r"^(\d+) (.+)$", line)
        if m:
            names.add(m.group(2))
    return names


@pytest.fixture(scope="module")
def front_face_library():
    """Stand-in cards named as the hand-written library names them (two-faced cards by
    their front face), so that reading the real lists tests names, not coverage."""
    names = set().union(*(_written_names(f) for f in FILES))
    fronts = {n.split(" // ")[0] for n in names}
    return CardLibrary([Card(name=n, cost="{1}", type_line="Creature — Test", power=1, toughness=1)
                        for n in sorted(fronts)])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_real_decklist_reads_with_its_source(path, front_face_library):
    first = path.read_text(encoding="utf-8").splitlines()[0]
    m = HEADER.match(first)
    assert m, first
    assert m["source"].startswith("https://www.mtgo.com/decklist/") or "http" in m["source"]
    d = no_deck_warnings(Deck.parse, path.read_text(encoding="utf-8"), name=path.name,
                         library=front_face_library)
    main_lines = sum(int(l.split(" ", 1)[0]) for l in
                     path.read_text(encoding="utf-8").split("\nSideboard\n")[0].splitlines()[1:] if l)
    assert len(d) == main_lines and 60 <= len(d) <= 62
    assert 0 < sum(c for c, _ in d.sideboard) <= 15                    # CR 100.4a
    assert all(" // " not in n for _, n in d.main + d.sideboard)        # resolved to front faces


# -- the suggestion filter never hides a near miss -------------------------------------

EDIT = st.tuples(st.sampled_from(["delete", "insert", "replace", "swap"]), st.integers(0, 40),
                 st.sampled_from(list("aeiostxz ',-")))


def _typo(name, edits):
    for kind, at, ch in edits:
        i = at % (len(name) + 1)
        if kind == "delete" and i < len(name):
            name = name[:i] + name[i + 1:]
        elif kind == "insert":
            name = name[:i] + ch + name[i:]
        elif kind == "replace" and i < len(name):
            name = name[:i] + ch + name[i + 1:]
        elif kind == "swap" and i + 1 < len(name):
            name = name[:i] + name[i + 1] + name[i] + name[i + 2:]
    return name


# The index's algorithm over the hand-written names (the default library's index also
# holds every snapshot spelling, 35,000 names: too many to brute-force 150 times).
_PLAIN = CardLibrary(list(default_library().cards.values()))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(default_library().names()), st.lists(EDIT, max_size=4))
def test_suggestions_are_exactly_the_names_within_the_typo_bound(name, edits):
    typed = _typo(name, edits)
    idx = name_index(_PLAIN)
    idx.suggestions("x")                       # builds the index
    key = fold(typed)
    bound = typo_bound(key)
    best = {}
    for other, n in idx._index.items():        # brute force over every spelling
        d = edit_distance(key, other, bound)
        if d <= bound:
            best[n] = min(d, best.get(n, d))
    assert idx.suggestions(typed) == sorted(best, key=lambda n: (best[n], n))[:3]
    if len(edits) <= 1:                        # one slip is always within the bound
        assert name in best
