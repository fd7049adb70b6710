"""Bestow (CR 702.103) and disguise (702.168), keyword abilities as data: bestow an
alternative cost (118.9) whose spell is an Aura spell with enchant creature while
bestowed; disguise morph's face-down casting with ward {2}.  The cards are compiled
from their Oracle text (the snapshot's facts)."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import IllegalActionError
from mtgcore.oracle import pool
from mtgcore.testing import Scenario as _Scenario

COMPILED = ("Hopeful Eidolon", "Gnarled Scarhide", "Alley Assailant")
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


def _subtypes(s, card):
    return set(s.game._g.obj_subtypes(s._obj(card)))


def _bestowed_on_bears(extra_b=()):
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    bears = s.battlefield("A", "Grizzly Bears")
    eidolon = s.hand("A", "Hopeful Eidolon")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", eidolon, targets=[bears], alt="bestow")
    return s, bears, eidolon, bolt


# ---- 702.103a-b: cast bestowed, an Aura spell; a bestowed Aura -----------------------

def test_702_103a_bestow_pays_the_bestow_cost_and_targets_a_creature():
    s, bears, eidolon, _ = _bestowed_on_bears()
    assert all(s.is_tapped(p) for p in s.permanents("A") if p != bears)   # {3}{W}
    assert s.zone(eidolon) == "stack"
    s.resolve()
    assert s.zone(eidolon) == "battlefield" and s.attached_to(eidolon) == bears


def test_702_103b_a_bestowed_spell_is_an_aura_spell_not_a_creature_spell():
    s, bears, eidolon, _ = _bestowed_on_bears()
    assert s.types(eidolon) == {"enchantment", "aura"} and _subtypes(s, eidolon) == {"Aura"}


def test_702_103b_the_bestowed_aura_is_not_a_creature_and_enchants_its_target():
    s, bears, eidolon, _ = _bestowed_on_bears()
    s.resolve()
    assert "creature" not in s.types(eidolon) and _subtypes(s, eidolon) == {"Aura"}
    assert (s.power(bears), s.toughness(bears)) == (3, 3)                # +1/+1
    assert "lifelink" in s.keywords(bears)
    s.attack({bears: "B"})
    s.advance("combat_damage")
    assert s.life("B") == 17 and s.life("A") == 23


def test_702_103a_cast_without_bestow_it_is_a_creature():
    s = Scenario()
    s.battlefield("A", "Plains")
    bears = s.battlefield("A", "Grizzly Bears")
    eidolon = s.hand("A", "Hopeful Eidolon")
    s.start()
    s.cast("A", eidolon)                                                  # {W}
    s.resolve()
    assert "creature" in s.types(eidolon) and s.attached_to(eidolon) is None
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
    assert (s.power(eidolon), s.toughness(eidolon)) == (1, 1)


def test_702_103a_bestow_needs_a_creature_to_target():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    eidolon = s.hand("A", "Hopeful Eidolon")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", eidolon, targets=[], alt="bestow")
    s.cast("A", eidolon)                                                  # as a creature: fine


# ---- 702.103e: an illegal target as it resolves --------------------------------------

def test_702_103e_target_gone_it_resolves_as_a_creature_spell():
    s, bears, eidolon, bolt = _bestowed_on_bears()
    s.cast("B", bolt, targets=[bears])
    s.resolve()                                                           # the Bolt
    assert s.zone(bears) == "graveyard"
    s.resolve()                                                           # the Eidolon
    assert s.zone(eidolon) == "battlefield" and s.attached_to(eidolon) is None
    assert "creature" in s.types(eidolon) and (s.power(eidolon), s.toughness(eidolon)) == (1, 1)
    assert _subtypes(s, eidolon) == {"Spirit"}


# ---- 702.103f: unattached, it ceases to be bestowed (an exception to 704.5m) ------------

def test_702_103f_its_creature_dies_and_the_aura_becomes_a_creature_again():
    s, bears, eidolon, bolt = _bestowed_on_bears()
    s.resolve()
    s.cast("B", bolt, targets=[bears])
    s.resolve()                                                           # 3 damage to a 3/3
    assert s.zone(bears) == "graveyard"
    assert s.zone(eidolon) == "battlefield"                               # not 704.5m's graveyard
    assert s.attached_to(eidolon) is None and "creature" in s.types(eidolon)
    assert (s.power(eidolon), s.toughness(eidolon)) == (1, 1) and "lifelink" in s.keywords(eidolon)
    s.check_invariants()


def test_702_103f_gnarled_scarhide_its_restriction_moves_with_it():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Swamp")
    bears = s.battlefield("A", "Grizzly Bears")
    hide = s.hand("A", "Gnarled Scarhide")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", hide, targets=[bears], alt="bestow")
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (4, 3)                # +2/+1
    assert "can't block" in s.keywords(bears)
    s.cast("B", bolt, targets=[bears])
    s.resolve()                                                           # 3 damage, toughness 3
    assert s.zone(bears) == "graveyard" and s.zone(hide) == "battlefield"
    assert "creature" in s.types(hide) and (s.power(hide), s.toughness(hide)) == (2, 1)
    assert "can't block" in s.keywords(hide)                              # its own ability now


# ---- 702.168: disguise ------------------------------------------------------------------

def test_702_168a_disguise_cast_face_down_is_a_2_2_with_ward_2():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Swamp")
    assailant = s.hand("A", "Alley Assailant")
    s.start()
    s.cast_face_down("A", assailant)
    s.resolve()
    assert (s.power(assailant), s.toughness(assailant)) == (2, 2) and s.name(assailant) == ""
    assert "ward" in s.keywords(assailant) and s.game._g.obj_ward(s._obj(assailant)) == 2


def test_702_168a_ward_2_counters_an_opponents_spell_unless_they_pay():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Swamp")
    assailant = s.hand("A", "Alley Assailant")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast_face_down("A", assailant)
    s.resolve()
    s.cast("B", bolt, targets=[assailant])   # ward's trigger: B can't pay {2} (702.21a)
    s.resolve()                               # ward's trigger resolves: Bolt countered
    assert s.zone(bolt) == "graveyard" and s.zone(assailant) == "battlefield"
    assert s.damage(assailant) == 0


def test_702_168d_turned_face_up_for_its_disguise_cost_it_loses_ward():
    s = Scenario()
    for _ in range(9):
        s.battlefield("A", "Swamp")
    assailant = s.hand("A", "Alley Assailant")
    s.start()
    s.cast_face_down("A", assailant)
    s.resolve()
    s.turn_face_up("A", assailant)            # {4}{B}{B}
    assert s.name(assailant) == "Alley Assailant" and (s.power(assailant), s.toughness(assailant)) == (3, 3)
    assert "ward" not in s.keywords(assailant)
    assert s.stack                            # "When this creature is turned face up, ..."
