"""Property tests for issue 26's rules items 7 and 8: huge amounts (CR 107.1) and
self-triggering card definitions (CR 104.4b).

- A card whose amount fits in 32 bits is accepted and played: life, damage and P/T
  never wrap (a gain never lowers a life total, a pump never lowers power); one that
  does not fit is refused at definition time with a CardDefinitionError naming it.
- A card that triggers itself again (life gain that gains life, an enters ability
  that copies itself, optional or not) never hangs a game: played by a random policy
  it ends, and a loop nobody may leave ends as the 104.4b draw or at the per-turn
  action limit.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import (Card, CreateTokenCopy, DealDamage, GainLife, May, OnEnter,
                               OnLifeGain, Pump, Triggered)
from mtgcore.errors import CardDefinitionError
from mtgcore.testing import Scenario

BIG = 2**31 - 1
BASE = list(default_library().cards.values())
ENDINGS = {"mandatory loop (CR 104.4b)", "action limit per turn reached"}

amounts = st.one_of(st.integers(0, 50), st.integers(BIG - 50, BIG), st.integers(BIG + 1, 2**40))


def _spell(kind, n):
    effect = {"gain": lambda: GainLife(n), "damage": lambda: DealDamage(n, target="any"),
              "pump": lambda: Pump(n, n, target="creature")}[kind]()
    return Card(name="Fuzz Spell", cost="{G}", type_line="Instant", oracle="Fuzz.", spell=[effect])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(["gain", "damage", "pump"]), n=amounts, times=st.integers(1, 3),
       life=st.integers(1, BIG))
def test_huge_amounts_are_refused_or_saturate(kind, n, times, life):
    if n > BIG:
        with pytest.raises(CardDefinitionError, match="'Fuzz Spell'"):
            _spell(kind, n)
        return
    s = Scenario(library=CardLibrary([*BASE, _spell(kind, n)]))
    s.set_life("A", life)
    for _ in range(times):
        s.battlefield("A", "Forest")
    bears = s.battlefield("A", "Grizzly Bears")
    spells = [s.hand("A", "Fuzz Spell") for _ in range(times)]
    s.start()
    for sp in spells:
        if s.game.is_over:
            break
        before = (s.life("A"), s.power(bears), s.life("B"))
        s.cast("A", sp, targets={"gain": [], "pump": [bears], "damage": ["B"]}[kind])
        s.resolve()
        if kind == "gain":
            assert before[0] <= s.life("A") <= BIG
        elif kind == "pump":
            assert before[1] <= s.power(bears) <= BIG
        else:                                    # damage to B: down, never wrapped up
            assert s.life("B") <= before[2] and (s.life("B") > 0) != s.game.is_over
        assert s.game.check_invariants() == ""


def _looper(optional, copy):
    if copy:
        text = "When this creature enters, create a token that's a copy of it."
        eff = CreateTokenCopy(subject="self")
        return Card(name="Fuzz Looper", cost="{G}", type_line="Creature — Illusion", power=0,
                    toughness=1, oracle=text,
                    abilities=[Triggered(text, OnEnter(), [May(eff) if optional else eff])])
    text = "Whenever you gain life, you gain 1 life."
    return Card(name="Fuzz Looper", cost="{G}", type_line="Enchantment",
                oracle="When this enchantment enters, you gain 1 life.\n" + text,
                abilities=[Triggered("When this enchantment enters, you gain 1 life.", OnEnter(),
                                     [GainLife(1)]),
                           Triggered(text, OnLifeGain("you"),
                                     [May(GainLife(1)) if optional else GainLife(1)])])


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(optional=st.booleans(), copy=st.booleans(), seed=st.integers(0, 2**32 - 1),
       yes_bias=st.floats(0.9, 1.0))
def test_self_triggering_cards_never_hang_a_game(optional, copy, seed, yes_bias):
    s = Scenario(seed=seed, library=CardLibrary([*BASE, _looper(optional, copy)]))
    s.battlefield("A", "Forest")
    looper = s.hand("A", "Fuzz Looper")
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start()
    s.cast("A", looper)
    g = s.game
    rng = random.Random(seed)
    for _ in range(12_000):                      # above the per-turn action limit
        if g.is_over or not s.stack:
            break
        labels = [a.label for a in g.legal_actions()]
        g.apply("yes" if "yes" in labels and rng.random() < yes_bias else
                "no" if "no" in labels else "pass")
    if s.stack and not g.is_over:
        pytest.fail("the loop neither ended nor was stopped")
    if g.is_over:
        assert g.result.draw and g.result.reason in ENDINGS
        if not optional:
            assert g.result.reason == "mandatory loop (CR 104.4b)"
    assert g.check_invariants() == ""
