import pytest

from mtgcore.deck import BUNDLED


@pytest.fixture(scope="session")
def deck_names():
    return BUNDLED
