"""Buyback (CR 702.27) and megamorph (702.37b), keyword abilities as data on the
shared casting and turning-face-up mechanisms.  The cards are compiled from their
Oracle text (the snapshot's facts)."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import CardDefinitionError, IllegalActionError
from mtgcore.oracle import pool
from mtgcore.testing import Scenario as _Scenario

COMPILED = ("Capsize", "Searing Touch", "Whispers of the Muse", "Marsh Hulk")
_LIB = []


def Scenario():
    if not _LIB:
        base = default_library().cards
        cards = []
        for n in COMPILED:
            _, card, reason = pool.status(n)
            assert card is not None, f"{n}: {reason}"
            if n not in base:
                cards.append(card)
        _LIB.append(CardLibrary([*base.values(), *cards]))
    return _Scenario(library=_LIB[0])


def _islands(s, player, n):
    for _ in range(n):
        s.battlefield(player, "Island")


# ---- 702.27a: buyback ------------------------------------------------------------------

def test_702_27a_buyback_paid_returns_capsize_to_its_owners_hand():
    s = Scenario()
    _islands(s, "A", 6)
    capsize = s.hand("A", "Capsize")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", capsize, targets=[bears], buyback=True)   # {1}{U}{U} + {3}
    assert sum(s.is_tapped(p) for p in s.permanents("A")) == 6
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(capsize) == "hand"


def test_702_27a_buyback_not_paid_goes_to_the_graveyard():
    s = Scenario()
    _islands(s, "A", 6)
    capsize = s.hand("A", "Capsize")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", capsize, targets=[bears])
    assert sum(s.is_tapped(p) for p in s.permanents("A")) == 3
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(capsize) == "graveyard"


def test_702_27a_601_2b_buyback_is_offered_only_when_it_can_be_paid():
    s = Scenario()
    _islands(s, "A", 5)                           # 3 + 3 is more than 5
    capsize = s.hand("A", "Capsize")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="kicker"):
        s.cast("A", capsize, targets=[bears], buyback=True)
    s.cast("A", capsize, targets=[bears])
    s.resolve()
    assert s.zone(capsize) == "graveyard"


def test_702_27a_the_decision_names_buyback():
    s = Scenario()
    _islands(s, "A", 6)
    s.library("A", ["Island"])
    whispers = s.hand("A", "Whispers of the Muse")
    s.start()
    g = s.game._g
    cast = next(a for a in g.legal_actions() if g.label(a).startswith("cast Whispers"))
    g.apply(cast)
    assert sorted(g.label(a) for a in g.legal_actions()) == ["don't pay buyback", "pay buyback"]
    assert s.zone(whispers) == "stack"


def test_702_27a_a_countered_buyback_spell_goes_to_the_graveyard():
    """Buyback applies as the spell resolves (608.2n); a countered spell never does."""
    s = Scenario()
    _islands(s, "A", 6)
    for _ in range(2):
        s.battlefield("B", "Island")
    s.library("A", ["Island"])
    whispers = s.hand("A", "Whispers of the Muse")
    counter = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", whispers, buyback=True)
    s.cast("B", counter, targets=[whispers])
    s.resolve()
    assert s.zone(whispers) == "graveyard" and s.hand_size("A") == 0


def test_702_27a_searing_touch_bought_back_is_cast_again():
    s = Scenario()
    for _ in range(10):
        s.battlefield("A", "Mountain")
    touch = s.hand("A", "Searing Touch")
    s.start()
    s.cast("A", touch, targets=["B"], buyback=True)
    s.resolve()
    assert s.zone(touch) == "hand" and s.life("B") == 19
    s.cast("A", touch, targets=["B"], buyback=True)
    s.resolve()
    assert s.zone(touch) == "hand" and s.life("B") == 18


def test_702_27a_buyback_only_on_instants_and_sorceries():
    from mtgcore.cards.dsl import Card, DrawCards
    with pytest.raises(CardDefinitionError, match="702.27a"):
        Card(name="Test Buyback Bear", cost="{1}{G}", type_line="Creature — Bear", power=2,
             toughness=2, buyback="{2}")
    Card(name="Test Buyback Draw", cost="{U}", type_line="Instant", oracle="Draw a card.",
         spell=[DrawCards(1)], buyback="{2}")


# ---- 702.37b: megamorph ----------------------------------------------------------------

def test_702_37b_megamorph_turned_face_up_gets_a_plus_one_counter():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Swamp")
    for _ in range(6):
        s.battlefield("A", "Island")
    hulk = s.hand("A", "Marsh Hulk")
    s.start()
    s.cast_face_down("A", hulk)              # 702.37c: a 2/2 for {3}
    s.resolve()
    assert (s.power(hulk), s.toughness(hulk)) == (2, 2) and s.counters(hulk).get("+1/+1", 0) == 0
    s.turn_face_up("A", hulk)                # {6}{B}: its megamorph cost
    assert s.name(hulk) == "Marsh Hulk"
    assert s.counters(hulk).get("+1/+1", 0) == 1
    assert (s.power(hulk), s.toughness(hulk)) == (5, 7)
    s.check_invariants()


def test_702_37b_megamorph_cast_face_up_gets_no_counter():
    s = Scenario()
    for _ in range(6):
        s.battlefield("A", "Swamp")
    hulk = s.hand("A", "Marsh Hulk")
    s.start()
    s.cast("A", hulk)
    s.resolve()
    assert (s.power(hulk), s.toughness(hulk)) == (4, 6) and s.counters(hulk).get("+1/+1", 0) == 0
