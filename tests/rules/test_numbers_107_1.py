"""The game's numbers are integers (CR 107.1), of any size; the engine's are 32-bit.
Totals that accumulate -- life, life lost, damage marked, poison, counters, amounts
doubled by replacement effects, power and toughness -- saturate at the 32-bit bounds
instead of wrapping, and the DSL refuses a number written on a card that does not fit,
naming the card.

No printed card says "2,147,483,647", so the huge amounts come from custom cards,
as a user's library may hold them; the doubling is Boon Reflection's."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import Card, DealDamage, GainLife, LoseLife, Pump
from mtgcore.errors import CardDefinitionError
from mtgcore.testing import Scenario

BIG = 2**31 - 1

LIB = CardLibrary([
    *default_library().cards.values(),
    Card(name="Bottomless Bounty", cost="{G}", type_line="Instant",
         oracle=f"You gain {BIG} life.", spell=[GainLife(BIG)]),
    Card(name="Bottomless Drain", cost="{B}", type_line="Instant",
         oracle=f"Target player loses {BIG} life.", spell=[LoseLife(BIG, target="player")]),
    Card(name="Bottomless Blast", cost="{R}", type_line="Instant",
         oracle=f"Bottomless Blast deals {BIG} damage to any target.",
         spell=[DealDamage(BIG, target="any")]),
    Card(name="Bottomless Growth", cost="{G}", type_line="Instant",
         oracle=f"Target creature gets +{BIG}/+{BIG} until end of turn.",
         spell=[Pump(BIG, BIG, target="creature")]),
])


def _scenario(lands, hand):
    s = Scenario(library=LIB)
    for name, n in lands:
        for _ in range(n):
            s.battlefield("A", name)
    return s, [s.hand("A", c) for c in hand]


def test_107_1_gaining_the_largest_life_total_twice_saturates_and_never_loses():
    s, (a, b) = _scenario([("Forest", 2)], ["Bottomless Bounty", "Bottomless Bounty"])
    s.start()
    s.cast("A", a)
    s.resolve()
    assert s.life("A") == BIG                       # 20 + (2^31-1), saturated
    s.cast("A", b)
    s.resolve()
    assert s.life("A") == BIG and not s.game.is_over


def test_107_1_life_gain_doubled_by_boon_reflection_saturates():
    s = Scenario(library=LIB)
    s.battlefield("A", "Forest")
    s.battlefield("A", "Boon Reflection")
    bounty = s.hand("A", "Bottomless Bounty")
    s.start()
    s.cast("A", bounty)
    s.resolve()
    assert s.life("A") == BIG and not s.game.is_over


def test_107_1_losing_huge_life_twice_stays_lost():
    # Two drains: the opponent's life goes down and stays down (not back to 22).
    s, (d1, d2) = _scenario([("Swamp", 2)], ["Bottomless Drain", "Bottomless Drain"])
    s.start()
    s.cast("A", d1, targets=["B"])
    s.cast("A", d2, targets=["B"])                  # both on the stack: SBAs wait
    s.resolve()
    s.resolve()
    r = s.game.result
    assert r is not None and r.winner == 0 and s.life("B") < 0


def test_107_1_damage_marked_saturates_on_an_indestructible_creature():
    s, (b1, b2) = _scenario([("Mountain", 2)], ["Bottomless Blast", "Bottomless Blast"])
    myr = s.battlefield("B", "Darksteel Myr")
    s.start()
    s.cast("A", b1, targets=[myr])
    s.resolve()
    s.cast("A", b2, targets=[myr])
    s.resolve()
    assert s.zone(myr) == "battlefield" and s.damage(myr) == BIG


def test_107_1_power_and_toughness_saturate():
    s, (g1, g2, tg) = _scenario([("Forest", 4)],
                                ["Bottomless Growth", "Bottomless Growth", "Titanic Growth"])
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", g1, targets=[bears])
    s.resolve()
    s.cast("A", g2, targets=[bears])
    s.resolve()
    s.cast("A", tg, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (BIG, BIG)
    assert s.zone(bears) == "battlefield"


@pytest.mark.parametrize("effect", [GainLife(2**31), DealDamage(2**31, target="any"),
                                    Pump(0, -2**31 - 5, target="creature"),
                                    Pump(2**31, 0, target="creature")])
def test_107_1_the_dsl_refuses_amounts_it_cannot_represent(effect):
    with pytest.raises(CardDefinitionError, match=r"'Overflowing Spell'.*107\.1"):
        Card(name="Overflowing Spell", cost="{R}", type_line="Instant", oracle="Too much.",
             spell=[effect])


@pytest.mark.parametrize("field", ["power", "toughness"])
def test_107_1_the_dsl_refuses_power_and_toughness_it_cannot_represent(field):
    pt = {"power": 2, "toughness": 2, field: 2**40}
    with pytest.raises(CardDefinitionError, match=rf"'Colossal Bear'.*{field}.*107\.1"):
        Card(name="Colossal Bear", cost="{G}", type_line="Creature — Bear", oracle="", **pt)
