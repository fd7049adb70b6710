"""The README's Python examples run as tests (python-chess style)."""

import pathlib
import re

import pytest

README = (pathlib.Path(__file__).parent.parent / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)


def test_readme_has_examples():
    assert len(BLOCKS) >= 3


def test_readme_python_examples_run():
    for block in BLOCKS:
        if block.lstrip().startswith("Card("):
            from mtgcore.cards.dsl import Card, DealDamage
            card = eval(block, {"Card": Card, "DealDamage": DealDamage})
            assert card.name == "Lightning Bolt" and card.mana_cost.mana_value == 1
            continue
        ns: dict = {}
        exec(compile(block, "README.md", "exec"), ns)
        if "g" in ns:
            assert ns["g"].is_over and ns["g"].result is not None
        if "s" in ns:
            assert ns["s"].zone(ns["bears"]) == "graveyard"


def test_readme_test_command_is_what_ci_runs():
    ci = (pathlib.Path(__file__).parent.parent / ".ci" / "run").read_text()
    assert "<!-- test-command -->" in ci
    m = re.search(r"<!-- test-command -->\n```bash\n(.*?)\n```", README, re.S)
    assert m and "pytest" in m.group(1)


def test_readme_pictures_exist():
    root = pathlib.Path(__file__).parent.parent
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README)
    assert "docs/gauntlet.png" in pictures
    for path in pictures:
        assert (root / path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", path


# -- issue 26 item 20: the README's claims are the code's behaviour --------------------------

def _block_with(text):
    (block,) = [b for b in BLOCKS if text in b]
    return block


def test_readme_history_example_prints_what_its_comment_says():
    import contextlib
    import io
    block = _block_with("print(g.history[0])")
    line = next(x for x in block.splitlines() if x.startswith("print(g.history[0])"))
    expected = line.split("#", 1)[1].strip()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, "README.md", "exec"), {})
    assert out.getvalue().splitlines()[0] == expected


def test_readme_signatures_give_the_code_defaults():
    import ast
    import inspect
    import mtgcore
    checked = 0
    for name, args in re.findall(r"`(Game|VectorGames)\(([^`]*)\)`", README):
        params = inspect.signature(getattr(mtgcore, name)).parameters
        for key, value in re.findall(r"(\w+)=([^,]+)", args):
            assert key in params, (name, key)
            assert params[key].default == ast.literal_eval(value.strip()), (name, key, value)
            checked += 1
    assert checked >= 4  # Game's seed and starting_player, VectorGames' seed and opponent


def test_readme_says_what_json_prints():
    import json
    from click.testing import CliRunner
    import mtgcore
    from mtgcore.cli import main
    from mtgcore.simulate import SimulationResult
    assert '`{"summary": {...}, "games": {column: [...]}}`' in README
    assert "goldfish's and gauntlet's summary, simulate's\n  summary and per-game results" in README
    r = CliRunner().invoke(main, ["simulate", "--games", "20", "--json"])
    out = json.loads(r.stdout)
    assert set(out) == {"summary", "games"} and tuple(out["games"]) == SimulationResult.COLUMNS
    assert all(len(v) == 20 for v in out["games"].values()) and out["summary"]["games"] == 20
    r = CliRunner().invoke(main, ["goldfish", "red_burn", "--games", "20", "--json"])
    assert set(json.loads(r.stdout)) == set(mtgcore.goldfish("red_burn", games=20).summary())
    r = CliRunner().invoke(main, ["gauntlet", "red_burn", "white_weenie", "--games", "10", "--json"])
    assert set(json.loads(r.stdout)) == set(mtgcore.gauntlet(["red_burn", "white_weenie"], games=10).summary())


def test_readme_action_rule_equal_games_accept_other_games_refuse():
    import mtgcore
    assert ("raises `StaleActionError`, but an equal game at the same decision (a fresh clone,\n"
            "a loaded copy) accepts it") in README
    g = mtgcore.Game("green_stompy", "red_burn", seed=1)
    keep = g.legal_actions()[0]
    for equal in (g.clone(), mtgcore.Game.from_json(g.to_json())):
        equal.apply(keep)
        assert equal.history[-1].label == "keep hand"
    other = mtgcore.Game("green_stompy", "red_burn", seed=2)
    with pytest.raises(mtgcore.StaleActionError):
        other.apply(keep)
    g.apply(keep)
    with pytest.raises(mtgcore.StaleActionError):  # a later decision
        g.apply(keep)


def test_readme_turn_cap_is_the_code_default_and_its_end_reason():
    import inspect
    import mtgcore
    from mtgcore import _core
    m = re.search(r'Games are capped at (\d+) turns \(reported as a draw,\s+"([^"]+)"', README)
    cap, reason = int(m.group(1)), m.group(2)
    assert mtgcore.Game("green_stompy", "red_burn")._g.turn_limit == cap
    for fn in (mtgcore.simulate, mtgcore.gauntlet, mtgcore.VectorGames):
        assert inspect.signature(fn).parameters["turn_limit"].default == cap, fn
    assert reason in _core.END_REASONS
    g = mtgcore.Game("green_stompy", "red_burn", seed=7)
    g._g.turn_limit = 6  # the same cap, sooner
    g.play("random", seed=1)
    assert g.result.draw and g.result.reason == reason and g.result.turns == 6
    res = mtgcore.simulate("green_stompy", "red_burn", games=30, seed=1, turn_limit=3)
    assert res.summary()["reasons"] == {reason: 30} and (res.winner == -1).all()


def test_readme_deck_grouping_claims():
    """README: blank lines alone make a sideboard only when the groups plausibly are
    a main deck and a sideboard (60+ cards, a blank line, at most 15; a limited deck of
    40-59 and the rest of its pool, unless the two make 60-75 cards, a list grouped by
    type); otherwise every group is main deck (issue 26 item 11)."""
    import warnings
    from mtgcore.deck import Deck
    assert "Blank lines alone make a sideboard only when the groups" in README
    assert "unless the two make 60–75 cards" in README
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mtgo = Deck.parse("24 Forest\n36 Grizzly Bears\n\n15 Shock\n")
        assert sum(c for c, _ in mtgo.main) == 60 and mtgo.sideboard == [(15, "Shock")]
        grouped = Deck.parse("16 Grizzly Bears\n\n20 Mountain\n")   # not a sideboard
        assert sum(c for c, _ in grouped.main) == 36 and grouped.sideboard == []
        by_type = Deck.parse("36 Grizzly Bears\n\n24 Forest\n")    # 60-75 together: types
        assert sum(c for c, _ in by_type.main) == 60 and by_type.sideboard == []
        limited = Deck.parse("23 Grizzly Bears\n17 Forest\n\n45 Shock\n")
        assert sum(c for c, _ in limited.main) == 40 and limited.sideboard == [(45, "Shock")]
        seventy = Deck.parse("23 Grizzly Bears\n17 Forest\n\n30 Shock\n")  # 70: by type
        assert sum(c for c, _ in seventy.main) == 70 and seventy.sideboard == []
