"""Ascend and the city's blessing (CR 702.131): a designation a player keeps for the
rest of the game once they control ten or more permanents while something of theirs
has ascend; "as long as / if you have the city's blessing" read it.  The cards are
compiled from their Oracle text (the snapshot's facts)."""

from mtgcore.cards import CardLibrary, default_library
from mtgcore.oracle import pool
from mtgcore.testing import Scenario as _Scenario

COMPILED = ("Dusk Charger", "Storm Fleet Swashbuckler", "Resplendent Griffin")
_LIB = []


def Scenario():
    if not _LIB:
        base = default_library().cards
        cards = []
        for n in COMPILED:
            _, card, reason = pool.status(n)
            assert card is not None, f"{n}: {reason}"
            cards.append(card)
        _LIB.append(CardLibrary([*base.values(), *cards]))
    return _Scenario(library=_LIB[0])


def test_702_131b_ten_permanents_and_ascend_give_the_city_blessing():
    s = Scenario()
    charger = s.battlefield("A", "Dusk Charger")
    for _ in range(9):
        s.battlefield("A", "Swamp")
    s.start()
    assert (s.power(charger), s.toughness(charger)) == (5, 5)   # +2/+2 with the blessing


def test_702_131b_nine_permanents_are_not_enough():
    s = Scenario()
    charger = s.battlefield("A", "Dusk Charger")
    for _ in range(8):
        s.battlefield("A", "Swamp")
    for _ in range(5):
        s.battlefield("B", "Swamp")                              # an opponent's don't count
    s.start()
    assert (s.power(charger), s.toughness(charger)) == (3, 3)


def test_702_131b_the_blessing_lasts_for_the_rest_of_the_game():
    s = Scenario()
    charger = s.battlefield("A", "Dusk Charger")
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(8):
        s.battlefield("A", "Swamp")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    assert s.power(charger) == 5
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"                          # nine permanents now
    assert (s.power(charger), s.toughness(charger)) == (5, 5)


def test_702_131b_gained_as_a_tenth_permanent_enters():
    s = Scenario()
    swash = s.battlefield("A", "Storm Fleet Swashbuckler")
    for _ in range(7):
        s.battlefield("A", "Mountain")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    assert "double strike" not in s.keywords(swash)               # nine permanents
    s.cast("A", bears)
    s.resolve()                                                   # the tenth
    assert "double strike" in s.keywords(swash)


def test_702_131c_any_number_of_players_may_have_it():
    s = Scenario()
    mine = s.battlefield("A", "Dusk Charger")
    theirs = s.battlefield("B", "Dusk Charger")
    for p in ("A", "B"):
        for _ in range(9):
            s.battlefield(p, "Swamp")
    s.start()
    assert s.power(mine) == 5 and s.power(theirs) == 5


def test_702_131b_without_a_permanent_with_ascend_no_blessing():
    """Ten permanents alone give nothing; the blessing needs ascend (702.131b)."""
    s = Scenario()
    for _ in range(10):
        s.battlefield("A", "Swamp")
    s.battlefield("A", "Swamp")
    charger = s.hand("A", "Dusk Charger")
    s.start()
    s.cast("A", charger)
    s.resolve()                                                   # now it has ascend: 12 permanents
    assert s.power(charger) == 5


def test_702_131d_an_intervening_if_sees_the_blessing():
    s = Scenario()
    griffin = s.battlefield("A", "Resplendent Griffin")
    for _ in range(9):
        s.battlefield("A", "Plains")
    s.start()
    s.attack({griffin: "B"})
    s.resolve()                                                   # its attack trigger
    assert s.counters(griffin).get("+1/+1", 0) == 1


def test_702_131d_no_blessing_no_counter():
    s = Scenario()
    griffin = s.battlefield("A", "Resplendent Griffin")
    for _ in range(8):
        s.battlefield("A", "Plains")
    s.start()
    s.attack({griffin: "B"})
    assert s.counters(griffin).get("+1/+1", 0) == 0 and not s.stack
