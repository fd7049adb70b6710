"""Escape (CR 702.138a): an alternative cost (118.9) paid to cast the card from its
owner's graveyard, "exile N other cards from your graveyard" chosen one card at a
time as it is cast (601.2b) and paid with the mana (601.2h): Satyr's Cunning."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


from _costs import lands as _lands  # noqa: E402


def _escape_labels(s):
    return [a.label for a in s.game.legal_actions() if "escape" in a.label.lower()]


def test_702_138a_satyrs_cunning_escapes_from_the_graveyard_exiling_two_other_cards():
    s = Scenario()
    lands = _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    fodder = [s.graveyard("A", "Grizzly Bears"), s.graveyard("A", "Forest")]
    keep = s.graveyard("A", "Island")
    s.start()
    assert _escape_labels(s)
    s.cast("A", cunning, alt="escape", exile=fodder)
    assert all(s.zone(c) == "exile" for c in fodder)   # paid as it is cast (601.2h)
    assert s.zone(keep) == "graveyard"
    assert sum(s.is_tapped(l) for l in lands) == 3      # {2}{R} instead of {R}
    s.resolve()
    satyrs = [c for c in s.permanents("A") if s.name(c) == "Satyr Token"]
    assert len(satyrs) == 1 and "can't block" in s.keywords(satyrs[0])
    # CR 702.138a / 608.2n: an escaped instant or sorcery goes to its owner's graveyard
    # (escape doesn't exile it, unlike flashback 702.34c), to escape again later.
    assert s.zone(cunning) == "graveyard"
    assert s.spells_cast("A") == 1


def test_702_138a_escape_needs_enough_other_cards_in_the_graveyard():
    s = Scenario()
    _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    only = s.graveyard("A", "Forest")  # one other card: the card itself doesn't count
    s.start()
    assert not _escape_labels(s)
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=[only])
    assert s.zone(cunning) == "graveyard" and s.zone(only) == "graveyard"


def test_702_138a_escape_exiles_only_cards_from_the_casters_own_graveyard():
    s = Scenario()
    _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    mine = s.graveyard("A", "Forest")
    theirs = [s.graveyard("B", "Forest"), s.graveyard("B", "Island")]
    s.start()
    assert not _escape_labels(s)  # B's graveyard doesn't count
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=[mine, theirs[0]])
    assert s.zone(cunning) == "graveyard"
    assert all(s.zone(c) == "graveyard" for c in [mine] + theirs)


def test_702_138a_the_same_card_cant_be_exiled_twice_for_the_cost():
    s = Scenario()
    _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    a = s.graveyard("A", "Forest")
    s.graveyard("A", "Island")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=[a, a])
    assert s.zone(cunning) == "graveyard" and s.zone(a) == "graveyard"


def test_702_138a_escape_keeps_the_cards_timing_and_needs_its_mana():
    s = Scenario()
    _lands(s, "Mountain", 2)  # {2}{R} needs three
    cunning = s.graveyard("A", "Satyr's Cunning")
    fodder = [s.graveyard("A", "Forest"), s.graveyard("A", "Island")]
    s.start()
    assert not _escape_labels(s)
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=fodder)
    s2 = Scenario()
    _lands(s2, "Mountain", 3)
    c2 = s2.graveyard("A", "Satyr's Cunning")
    f2 = [s2.graveyard("A", "Forest"), s2.graveyard("A", "Island")]
    s2.start(turn=2, step="upkeep")  # a sorcery: A's main phase only (307.1)
    with pytest.raises(IllegalActionError):
        s2.cast("A", c2, alt="escape", exile=f2)
    assert s2.zone(c2) == "graveyard"


def test_702_138a_from_hand_satyrs_cunning_is_cast_for_its_mana_cost():
    s = Scenario()
    mountain = s.battlefield("A", "Mountain")
    cunning = s.hand("A", "Satyr's Cunning")
    s.start()
    assert not _escape_labels(s)  # escape works only from the graveyard
    s.cast("A", cunning)
    s.resolve()
    assert s.is_tapped(mountain)
    assert s.zone(cunning) == "graveyard"


def test_702_138a_escape_cost_must_name_the_cards_to_exile():
    from mtgcore.cards.dsl import Card, DrawCards
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="escape"):
        Card(name="Bad Escape", cost="{R}", type_line="Sorcery", oracle="Draw a card.",
             spell=[DrawCards(1)], escape="{2}{R}, Exile some cards")
