"""Keyword counters (CR 122.1b): a keyword counter makes its permanent have that
keyword, applied in layer 6 (613.1f) with the counter's timestamp (613.7c), so a
"loses all abilities" effect with a later timestamp removes it and one with an
earlier timestamp doesn't.  Real cards: Fully Grown, Unexpected Fangs (Ikoria)."""

import pytest

from mtgcore.cards.effects import COUNTERS
from mtgcore.testing import Scenario

# The twelve keyword counters the brief asks for, plus shadow (all of 122.1b the
# engine has as keywords).
KEYWORD_COUNTERS = ["flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                    "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                    "vigilance"]


@pytest.mark.parametrize("kw", KEYWORD_COUNTERS)
def test_122_1b_each_keyword_counter_grants_its_keyword(kw):
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={kw: 1})
    other = s.battlefield("A", "Grizzly Bears")
    s.start()
    assert kw in s.keywords(bears)
    assert kw not in s.keywords(other)
    assert s.counters(bears) == {kw: 1}
    assert s._g.check_derivation() == ""


def test_122_1b_keyword_counters_are_engine_counter_kinds():
    from mtgcore import _core
    assert tuple(_core.COUNTER_NAMES) == COUNTERS
    for kw in KEYWORD_COUNTERS:
        assert kw in COUNTERS


def test_122_1b_fully_grown_puts_a_trample_counter_that_outlasts_the_turn():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("A", "Forest")
    fully = s.hand("A", "Fully Grown")
    s.start()
    s.cast("A", fully, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (5, 5)
    assert "trample" in s.keywords(bears)
    assert s.counters(bears) == {"trample": 1}
    s.pass_turn()                               # the pump ends at cleanup (514.2); the counter stays
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
    assert "trample" in s.keywords(bears)


def test_122_1b_trample_counter_assigns_excess_damage_to_the_player():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"trample": 1, "+1/+1": 2})
    elves = s.battlefield("B", "Llanowar Elves")
    s.start()
    s.attack({bears: "B"})
    s.block({elves: bears})
    s.assign_combat_damage(bears, {elves: 1, "B": 3})   # 702.19b: only with trample
    assert s.zone(elves) == "graveyard"
    assert s.life("B") == 17


def test_122_1b_unexpected_fangs_lifelink_counter_gains_life_on_damage():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Swamp")
    fangs = s.hand("A", "Unexpected Fangs")
    s.start()
    s.cast("A", fangs, targets=[bears])
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 1, "lifelink": 1}
    assert "lifelink" in s.keywords(bears)
    s.attack({bears: "B"})
    s.advance("combat_damage")
    assert s.life("B") == 17 and s.life("A") == 23


def test_122_1b_flying_counter_evasion_and_menace_counter():
    s = Scenario()
    flyer = s.battlefield("A", "Grizzly Bears", counters={"flying": 1})
    menace = s.battlefield("A", "Hill Giant", counters={"menace": 1})
    blocker = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({flyer: "B", menace: "B"})
    from mtgcore import IllegalActionError
    with pytest.raises(IllegalActionError):
        s.block({blocker: flyer})               # 702.9b
    with pytest.raises(IllegalActionError):
        s.block({blocker: menace})              # 702.111b: one blocker isn't enough
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 15


def test_613_7c_humility_later_than_the_counter_removes_its_keyword():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"flying": 1})
    s.battlefield("B", "Humility")              # later timestamp: applied after the counter
    s.start()
    assert "flying" not in s.keywords(bears)
    assert s.counters(bears) == {"flying": 1}   # the counter is still there
    assert s._g.check_derivation() == ""


def test_613_7c_counter_later_than_humility_keeps_its_keyword():
    s = Scenario()
    s.battlefield("B", "Humility")
    bears = s.battlefield("A", "Grizzly Bears", counters={"flying": 1})
    s.start()
    assert s.keywords(bears) == {"flying"}
    assert (s.power(bears), s.toughness(bears)) == (1, 1)


def test_613_7c_a_new_counter_gives_all_counters_of_its_kind_a_new_timestamp():
    # The trample counter predates Humility (lost); Fully Grown puts another one
    # after it: every trample counter now has the new timestamp, so it has trample.
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"trample": 1})
    s.battlefield("B", "Humility")
    for _ in range(3):
        s.battlefield("A", "Forest")
    fully = s.hand("A", "Fully Grown")
    s.start()
    assert "trample" not in s.keywords(bears)
    s.cast("A", fully, targets=[bears])
    s.resolve()
    assert s.counters(bears) == {"trample": 2}
    assert "trample" in s.keywords(bears)
    assert (s.power(bears), s.toughness(bears)) == (4, 4)   # Humility's 1/1, then +3/+3 (7c)


def test_613_1f_ovinize_after_the_counter_removes_the_keyword_until_end_of_turn():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"deathtouch": 1})
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    ovinize = s.hand("B", "Ovinize")
    s.start()
    s.pass_priority()
    s.cast("B", ovinize, targets=[bears])
    s.resolve()
    assert "deathtouch" not in s.keywords(bears)
    s.pass_turn()                                # Ovinize's effect ends (514.2)
    assert "deathtouch" in s.keywords(bears)


def test_122_1b_counter_put_after_ovinize_grants_the_keyword():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for land in ("Island", "Island", "Swamp", "Swamp"):
        s.battlefield("A", land)
    ovinize = s.hand("A", "Ovinize")
    fangs = s.hand("A", "Unexpected Fangs")
    s.start()
    s.cast("A", ovinize, targets=[bears])
    s.resolve()
    s.cast("A", fangs, targets=[bears])
    s.resolve()
    assert s.keywords(bears) == {"lifelink"}
    assert (s.power(bears), s.toughness(bears)) == (1, 2)   # base 0/1 (7b), +1/+1 counter (7c)


def test_122_1b_keyword_counters_leave_with_the_permanent():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears", counters={"flying": 1})
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    s.battlefield("B", "Island")
    unsummon = s.hand("B", "Unsummon")
    s.start()
    s.pass_priority()
    s.cast("B", unsummon, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "hand"
    s.cast("A", bears)                           # a new object (400.7): no counters
    s.resolve()
    assert s.zone(bears) == "battlefield"
    assert s.counters(bears) == {} and "flying" not in s.keywords(bears)
