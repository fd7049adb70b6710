"""The generated card-DSL reference stays in sync with the DSL, and its worked
example runs."""

import pathlib

from mtgcore.cards import dsl, reference

DOC = pathlib.Path(__file__).parent.parent / "docs" / "card-dsl.md"


def test_card_dsl_reference_is_up_to_date():
    want = reference.render()
    have = DOC.read_text(encoding="utf-8") if DOC.exists() else ""
    assert have == want, f"docs/card-dsl.md is out of date: regenerate with `{reference.COMMAND}`"


def test_reference_lists_the_whole_vocabulary():
    text = reference.render()
    for vocab in (dsl.KEYWORDS, dsl.TARGET_KINDS, dsl.OPCODES, dsl.CARD_TYPES, dsl.SUPERTYPES):
        for word in vocab:
            assert f"`{word}`" in text
    for name in ("DealDamage", "Pump", "CreateTokens", "ManaAbility", "Card", "Activated", "Token"):
        assert f"### `{name}(" in text


def test_reference_follows_new_vocabulary_without_edits(monkeypatch):
    # The generator reads the DSL's data: a new effect or word shows up by itself.
    def Scry(amount: int) -> dsl.Effect:
        """"Scry N." (CR 701.22)"""
        return dsl.Effect("scry", a=amount)
    Scry.__module__ = dsl.__name__
    monkeypatch.setattr(dsl, "Scry", Scry, raising=False)
    monkeypatch.setattr(dsl, "TRIGGER_EVENTS", ("enters", "dies"), raising=False)
    text = reference.render()
    assert "### `Scry(amount: int) -> Effect`" in text and '"Scry N." (CR 701.22)' in text
    assert "### `TRIGGER_EVENTS`" in text and "`enters`, `dies`" in text


def test_worked_example_runs(capsys):
    exec(compile(reference.EXAMPLE, "card-dsl.md example", "exec"), {})
    out = capsys.readouterr().out
    assert "GameResult(" in out
