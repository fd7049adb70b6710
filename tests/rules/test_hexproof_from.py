"""Hexproof from a quality (CR 702.11d): the permanent can't be the target of
spells with that quality its opponents control, or of abilities its opponents
control from sources with that quality; everything else targets it as usual.  It
is a hexproof ability (702.11e: losing hexproof loses it)."""

import pytest

from mtgcore.cards.dsl import Card, Change, Static, compile_cards, hexproof_bits
from mtgcore.errors import CardDefinitionError, IllegalActionError
from mtgcore.testing import Scenario


def test_702_11d_hexproof_from_blue_stops_an_opponents_blue_spell():
    s = Scenario()
    for _ in range(4):
        s.battlefield("B", "Island")
    weaver = s.battlefield("A", "Sporeweb Weaver")
    bears = s.battlefield("A", "Grizzly Bears")
    void = s.hand("B", "Into the Void")
    s.start(turn=2)                          # B's turn: Into the Void is a sorcery
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("B", void, targets=[weaver])
    s.cast("B", void, targets=[bears])       # the other creature: as usual
    s.resolve()
    assert s.zone(weaver) == "battlefield" and s.zone(bears) == "hand"


def test_702_11d_hexproof_from_blue_not_from_red():
    """A red spell of the opponent targets it; its damage makes the trigger go."""
    s = Scenario()
    s.battlefield("B", "Mountain")
    weaver = s.battlefield("A", "Sporeweb Weaver")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("B", bolt, targets=[weaver])
    s.resolve()
    assert s.damage(weaver) == 3
    assert s.life("A") == 21                 # "Whenever this creature is dealt damage"
    assert len([p for p in s.permanents("A") if s.is_token(p)]) == 1


def test_702_11d_its_controllers_own_blue_spell_targets_it():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Island")
    weaver = s.battlefield("A", "Sporeweb Weaver")
    void = s.hand("A", "Into the Void")
    s.start()
    s.cast("A", void, targets=[weaver])      # only opponents' spells (702.11d)
    s.resolve()
    assert s.zone(weaver) == "hand"


def test_702_11d_qualities_are_card_data():
    assert hexproof_bits("blue") == 2
    assert hexproof_bits("white and from black") == 1 | 4          # 702.11f
    assert hexproof_bits("artifacts and enchantments") == (1 << 7) | (1 << 8)
    assert hexproof_bits("each color") == 0x1F                    # 702.11g
    assert hexproof_bits("monocolored") == 1 << 5
    assert hexproof_bits("goblins") is None
    with pytest.raises(CardDefinitionError, match="Hex Test.*unknown hexproof quality 'goblins'"):
        Card(name="Hex Test", cost="{G}", type_line="Creature — Elf", oracle="Hexproof from goblins",
             power=1, toughness=1, keywords=["hexproof from goblins"])
    with pytest.raises(CardDefinitionError, match="Hex Grant"):
        Card(name="Hex Grant", cost="{G}", type_line="Enchantment", oracle="x",
             statics=[Static("x", Change(add_keywords=("hexproof from",)), affects="creatures you control")])
    ok = Card(name="Hex Ok", cost="{G}", type_line="Creature — Elf", oracle="Hexproof from monocolored",
              power=1, toughness=1, keywords=["hexproof from monocolored"])
    assert compile_cards([ok])
