"""The README's Python examples run as tests (python-chess style)."""

import pathlib
import re

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
