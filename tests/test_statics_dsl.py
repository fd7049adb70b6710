"""The static-ability DSL (mtgcore.cards.statics): definitions the engine can't
execute are rejected when the card is declared, naming the card and the problem."""

import pytest

from mtgcore.cards.dsl import (ApplyEffect, Card, Change, Condition, Sel, Static)
from mtgcore.errors import CardDefinitionError


def enchantment(statics=(), spell=()):
    if spell:
        return Card(name="Test Card", cost="{1}", type_line="Instant", oracle="x", spell=spell)
    return Card(name="Test Card", cost="{1}", type_line="Enchantment", oracle="x", statics=statics)


@pytest.mark.parametrize("static, words", [
    (Static("x", Change(plus_power=1), affects="tapped creature"), "tapped or combat"),
    (Static("x", Change(add_keywords=["flyng"]), affects="creature"), "flyng"),
    (Static("x", Change(add_keywords=["ward"]), affects="creature"), "ward"),
    (Static("x", Change(add_types=["wizard"]), affects="creature"), "wizard"),
    (Static("x", Change(land_types=["Desert"]), affects="land"), "basic land type"),
    (Static("x", Change(colors="X"), affects="creature"), "unknown color"),
    (Static("x", Change(), affects="creature"), "changes nothing"),
    (Static("x", Change(power=1, pt_amount="count"), cda=True), "pt_of"),
    (Static("x", Change(plus_power=1), affects="creature", cda=True), "characteristic-defining"),
    (Static("x", Change(plus_power=1), condition=Condition("life at least", n=5)), "life at least"),
    (Static("x", Change(gain_control=True)), "gain_control of itself"),
    (Static("x", Change(plus_power=1), affects="no such phrase"), "unknown selector"),
])
def test_bad_static_abilities_are_rejected_naming_the_card(static, words):
    with pytest.raises(CardDefinitionError) as e:
        enchantment([static])
    assert "Test Card" in str(e.value) and words in str(e.value)


def test_resolving_effect_locks_in_its_numbers_611_2d():
    with pytest.raises(CardDefinitionError) as e:
        enchantment(spell=[ApplyEffect(Change(power=1, pt_amount="cards in hand"), target="creature")])
    assert "Test Card" in str(e.value) and "611.2d" in str(e.value)


def test_unknown_duration_is_rejected():
    with pytest.raises(ValueError):
        ApplyEffect(Change(plus_power=1), target="creature", duration="forever and ever")


def test_a_good_static_compiles():
    c = enchantment([Static("Other white creatures get +1/+1.", Change(plus_power=1, plus_toughness=1),
                            affects=Sel(types=("creature",), colors=("white",), another=True))])
    assert len(c.statics) == 1


def test_613_4c_a_pt_count_cannot_test_tapped_status():
    import pytest
    from mtgcore.cards.dsl import Card, Change, Sel, Static
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="can't test tapped"):
        Card(name="Test Vorrac", cost="{3}{G}{G}", type_line="Creature — Boar", power=2, toughness=2,
             statics=[Static("This creature gets +1/+1 for each untapped permanent your opponents control.",
                             Change(plus_power=1, plus_toughness=1, pt_amount="count",
                                    pt_of=Sel(tapped=False, controller="opponent")))])
