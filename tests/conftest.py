import pytest

from mtgcore.deck import BUNDLED


@pytest.fixture(scope="session")
def deck_names():
    return BUNDLED


@pytest.fixture(scope="session")
def pup():
    """(library, decklist): the bundled library and one custom card, Ember Pup (a
    hasty 2/1 for {R}), and a decklist that plays it."""
    from mtgcore.cards import CardLibrary, default_library
    from mtgcore.cards.dsl import Card
    pup = Card(name="Ember Pup", cost="{R}", type_line="Creature — Dog", oracle="Haste",
               power=2, toughness=1, keywords=["haste"])
    return CardLibrary([*default_library().cards.values(), pup]), "20 Mountain\n40 Ember Pup\n"
