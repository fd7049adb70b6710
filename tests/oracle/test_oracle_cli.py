"""The card pool where users see it: `mtgcore cards --coverage`, `--unsupported DECK`,
`cards run` (issue 19 §4)."""

import json
from pathlib import Path

from click.testing import CliRunner

from mtgcore.cli import main
from mtgcore.oracle.coverage import coverage, playable_decks, traditional_names, unsupported_in_deck

DECKS = Path(__file__).parent.parent / "data" / "decks"


def test_coverage_json_counts_and_ranks():
    r = CliRunner().invoke(main, ["cards", "--coverage", "--sample", "60", "--seed", "2", "--json"])
    assert r.exit_code == 0, r.output
    rep = json.loads(r.output)
    assert rep["cards"] == 60
    assert 0 <= rep["supported"] <= rep["compiled"] <= 60
    assert sum(v["cards"] for v in rep["by_layout"].values()) == 60
    assert sum(v["compiled"] for v in rep["by_type"].values()) == rep["compiled"]
    blocked = sum(b["cards"] for b in rep["blockers"])
    assert blocked <= 60 - rep["supported"]
    counts = [b["cards"] for b in rep["blockers"]]
    assert counts == sorted(counts, reverse=True)       # ranked, most cards first


def test_coverage_table_and_status_file(tmp_path):
    out = tmp_path / "status.json"
    r = CliRunner().invoke(main, ["cards", "coverage", "--sample", "30", "--no-run",
                                  "--status", str(out)])
    assert r.exit_code == 0, r.output
    assert "compiled:" in r.output and "what blocks the most cards" in r.output
    status = json.loads(out.read_text())
    assert len(status) == 30
    assert {s for s, _ in status.values()} <= {"compiled", "not built"}
    assert all(reason for s, reason in status.values() if s == "not built")


def test_coverage_report_agrees_with_the_compiler():
    names = traditional_names(40, 7)
    rep = coverage(names, run=False)
    from mtgcore.oracle import pool
    from mtgcore.cards import default_library
    lib = default_library()
    built = sum(1 for n in names if pool.status(n)[1] is not None or lib.canonical(n) in lib.cards)
    assert rep["compiled"] == built


def test_unsupported_lists_each_card_of_a_real_deck_with_its_line():
    path = DECKS / "legacy_delver_kazuga_2024-03-02.txt"
    text = path.read_text(encoding="utf-8")
    bad = unsupported_in_deck(text)
    lines = text.splitlines()
    for lineno, name, reason in bad:
        assert name in lines[lineno - 1] and reason
    r = CliRunner().invoke(main, ["cards", "--unsupported", str(path)])
    assert r.exit_code == 0
    for lineno, name, _ in bad:
        assert f"line {lineno}: {name}: " in r.output


def test_unsupported_bundled_deck_is_fully_playable():
    r = CliRunner().invoke(main, ["cards", "--unsupported", "red_burn"])
    assert r.exit_code == 0 and "every card of the deck can be played" in r.output
    assert unsupported_in_deck("4 Lightning Bolt\n4 Nonexistent Cardname\n") == [
        (2, "Nonexistent Cardname", "no card has this name")]


def test_playable_slots_of_the_tournament_decks():
    from mtgcore.decktext import read_lines
    rows = playable_decks(sorted(DECKS.glob("*.txt")))
    assert len(rows) >= 30
    for path, slots, ok, bad in rows:
        assert 0 <= ok <= slots and slots >= 60
        main = {e.lineno: e.count for e in read_lines(Path(path).read_text("utf-8")).entries
                if e.section not in ("sideboard", "companion")}
        assert ok == slots - sum(main.get(ln, 0) for ln, _, _ in bad)


def test_cards_run_reports_each_card():
    r = CliRunner().invoke(main, ["cards", "run", "Searing Spear", "Volcanic Dragon"])
    assert r.exit_code == 0, r.output
    assert "Searing Spear: ok" in r.output and "Volcanic Dragon: ok" in r.output
    r = CliRunner().invoke(main, ["cards", "run", "Blind Hunter"])
    assert r.exit_code == 1 and "not buildable" in r.output


#: The floor reached over tests/data/decks/ (35 tournament decklists, 2,105 main-deck
#: slots): raise it when more cards compile; a regression fails here.
FULL_DECKS_FLOOR = 4
PLAYABLE_SLOTS_FLOOR = 1333


def test_tournament_decks_playable_floor():
    rows = playable_decks(sorted(DECKS.glob("*.txt")))
    full = sum(1 for _, _, _, bad in rows if not bad)
    slots = sum(ok for _, _, ok, _ in rows)
    assert full >= FULL_DECKS_FLOOR, f"{full} fully playable decks, floor {FULL_DECKS_FLOOR}"
    assert slots >= PLAYABLE_SLOTS_FLOOR, f"{slots} playable main-deck slots, floor {PLAYABLE_SLOTS_FLOOR}"
