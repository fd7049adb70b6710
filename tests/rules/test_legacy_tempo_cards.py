"""The Legacy Delver and Izzet tempo decks' cards (issue 19), each compiled from its
Oracle text and played: delirium (CR 207.2c, 205.2a), surveil triggers (701.25),
"attacks each combat if able" (508.1d), "deals N damage instead if" (608.2c), looking
at and ordering the top of a library (401.2, 701.22), delayed draws (603.7)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

#: Cards of every type for a graveyard: land, instant, sorcery, creature, artifact.
_FOUR_TYPES = ["Island", "Lightning Bolt", "Preordain", "Grizzly Bears"]


def _scenario(*names):
    lib = default_library()
    for n in names[:1]:  # the card under test is compiled from its Oracle text
        assert n not in lib.cards, n
    return Scenario(library=lib.including(list(names)))


def _lands(s, name, n, player="A"):
    return [s.battlefield(player, name) for _ in range(n)]


# ---- 207.2c delirium: Dragon's Rage Channeler --------------------------------------

def test_207_2c_delirium_dragons_rage_channeler_gets_bonus_with_four_types():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in _FOUR_TYPES[:3]:
        s.graveyard("A", n)
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    # three card types (land, instant, sorcery): no delirium
    assert (s.power(drc), s.toughness(drc)) == (1, 1)
    assert "flying" not in s.keywords(drc)


def test_207_2c_delirium_counts_card_types_not_cards():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in ["Island", "Island", "Lightning Bolt", "Lightning Bolt", "Shock"]:
        s.graveyard("A", n)  # five cards, two card types
    for n in _FOUR_TYPES:
        s.graveyard("B", n)  # the opponent's graveyard doesn't count ("your graveyard")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(drc), s.toughness(drc)) == (1, 1)


def test_207_2c_delirium_turns_on_when_the_fourth_type_reaches_the_graveyard():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in ["Island", "Lightning Bolt", "Preordain"]:
        s.graveyard("A", n)
    bears = s.battlefield("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("A", "Mountain")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(drc), s.toughness(drc)) == (1, 1)
    s.cast("A", bolt, [bears])            # a creature card joins the graveyard
    s.resolve()                                # (the surveil trigger, then the Bolt)
    while s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    while s.stack:
        s.resolve()
        while s.pending is not None and s.pending.kind == "choose_cards":
            s.choose("A", "done")
    assert s.zone(bears) == "graveyard"
    assert (s.power(drc), s.toughness(drc)) == (3, 3)
    assert "flying" in s.keywords(drc)


def test_508_1d_delirium_dragons_rage_channeler_attacks_each_combat_if_able():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    drc = s.battlefield("A", "Dragon's Rage Channeler")
    for n in _FOUR_TYPES:
        s.graveyard("A", n)
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(drc), s.toughness(drc)) == (3, 3)
    # 508.1d: the requirement: declaring no attackers is not allowed while it can attack
    with pytest.raises(IllegalActionError, match="attacks each combat if able"):
        s.attack({})
    s.attack({drc: "B"})
    s.advance("end_of_combat")
    assert s.life("B") == 17


def test_701_25a_dragons_rage_channeler_surveils_when_you_cast_a_noncreature_spell():
    s = _scenario("Dragon's Rage Channeler", "Preordain")
    s.battlefield("A", "Dragon's Rage Channeler")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.library("A", ["Grizzly Bears"] + ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", bolt, ["B"])
    assert len(s.stack) == 2                   # the surveil trigger above the Bolt
    s.resolve()
    assert s.pending.kind == "choose_cards"    # surveil 1: the top card, to the graveyard?
    s.choose("A", s.cards("A", "library")[0])
    if s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    assert "Grizzly Bears" in [c.name for c in s.cards("A", "graveyard")]
    assert [c.name for c in s.cards("A", "library")] == ["Island"] * 5


# ---- 608.2c: Unholy Heat's delirium damage -----------------------------------------

def _heat(graveyard):
    s = _scenario("Unholy Heat", "Preordain")
    s.battlefield("A", "Mountain")
    for n in graveyard:
        s.graveyard("A", n)
    heat = s.hand("A", "Unholy Heat")
    big = s.battlefield("B", "Craw Wurm")  # 6/4
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", heat, [big])
    s.resolve()
    return s, big


def test_207_2c_delirium_unholy_heat_deals_2_damage_without_delirium():
    s, big = _heat(["Island", "Lightning Bolt", "Preordain"])
    assert s.zone(big) == "battlefield" and s.damage(big) == 2


def test_207_2c_delirium_unholy_heat_deals_6_damage_instead_with_four_types():
    s, big = _heat(_FOUR_TYPES)
    assert s.zone(big) == "graveyard"          # 6 damage instead of 2, not 8
