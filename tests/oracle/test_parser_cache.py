"""The Oracle parser is built once and then loaded from the user cache (a fraction of
the build time: `import mtgcore` plus the first Game with compiled cards stays fast)."""

import glob
import os

import pytest

from mtgcore.oracle import grammar

LINE = "when ~ enters, draw a card."


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGCORE_CACHE", str(tmp_path))
    monkeypatch.delenv("MTGCORE_NO_CARD_CACHE", raising=False)
    grammar.parser.cache_clear()
    yield tmp_path
    grammar.parser.cache_clear()


def _pickles(tmp_path):
    return glob.glob(os.path.join(str(tmp_path), "oracle-parser-*.pickle"))


def test_a_built_parser_is_kept_and_loaded_without_building_again(fresh_cache, monkeypatch):
    want = grammar.parser().parse(LINE, start="perm_line")
    assert len(_pickles(fresh_cache)) == 1
    grammar.parser.cache_clear()

    def no_build(text):
        raise AssertionError("the parser was built again instead of loaded")
    monkeypatch.setattr(grammar, "_build", no_build)
    assert grammar.parser().parse(LINE, start="perm_line") == want


def test_a_damaged_cache_file_is_ignored_and_replaced(fresh_cache):
    want = grammar.parser().parse(LINE, start="perm_line")
    (path,) = _pickles(fresh_cache)
    with open(path, "wb") as f:
        f.write(b"not a pickle")
    grammar.parser.cache_clear()
    assert grammar.parser().parse(LINE, start="perm_line") == want
    with open(path, "rb") as f:
        assert f.read(12) != b"not a pickle"


def test_no_cache_file_when_the_cache_is_disabled(fresh_cache, monkeypatch):
    monkeypatch.setenv("MTGCORE_NO_CARD_CACHE", "1")
    assert grammar.parser().parse(LINE, start="perm_line") is not None
    assert _pickles(fresh_cache) == []
