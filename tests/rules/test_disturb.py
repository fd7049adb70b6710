"""Disturb (CR 702.146): Beloved Beggar // Generous Soul.  "Disturb [cost]" means "You
may cast this card transformed from your graveyard by paying [cost] rather than its
mana cost" (702.146a); the spell has its back face up (712.8c) and enters with it up
(702.146b); Generous Soul: "If this creature would be put into a graveyard from
anywhere, exile it instead."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import lands, libraries  # noqa: E402


def _beggar_in_graveyard(plains=6):
    s = Scenario()
    libraries(s)
    beggar = s.graveyard("A", "Beloved Beggar")
    lands(s, "Plains", plains)
    return s, beggar


def test_702_146a_cast_transformed_from_the_graveyard_for_its_disturb_cost():
    s, beggar = _beggar_in_graveyard()
    s.start()
    s.cast("A", beggar, alt="disturb")
    assert s.zone(beggar) == "stack"
    assert s.name(beggar) == "Generous Soul"     # 712.8c: its back face up on the stack
    assert s.mana_value(beggar) == 2             # 712.8c: its front face's mana cost
    s.resolve()
    assert s.zone(beggar) == "battlefield"       # 702.146b: back face up
    assert (s.name(beggar), s.power(beggar), s.toughness(beggar)) == ("Generous Soul", 4, 4)
    assert {"flying", "vigilance"} <= set(s.keywords(beggar))
    assert s.colors(beggar) == {"white"}
    assert s.mana_value(beggar) == 2             # 712.8e
    s.check_invariants()


def test_702_146a_the_disturb_cost_must_be_paid():
    s, beggar = _beggar_in_graveyard(plains=5)
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", beggar, alt="disturb")       # {4}{W}{W} with five lands
    assert s.zone(beggar) == "graveyard"


def test_702_146a_only_from_its_owners_graveyard_not_from_hand():
    s = Scenario()
    libraries(s)
    beggar = s.hand("A", "Beloved Beggar")
    lands(s, "Plains", 6)
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", beggar, alt="disturb")
    s.cast("A", beggar)                          # from hand: the front face, for {1}{W}
    s.resolve()
    assert (s.name(beggar), s.power(beggar), s.toughness(beggar)) == ("Beloved Beggar", 0, 4)


def test_702_146_the_back_face_dying_is_exiled_instead():
    s, beggar = _beggar_in_graveyard()
    lands(s, "Mountain", 2, player="B")
    bolts = [s.hand("B", "Lightning Bolt") for _ in range(2)]
    s.start()
    s.cast("A", beggar, alt="disturb")
    s.resolve()
    s.pass_priority()
    for b in bolts:                              # 6 damage to a 4/4
        s.cast("B", b, targets=[beggar])
        s.resolve()
    assert s.zone(beggar) == "exile"             # "from anywhere ... exile it instead"
    assert s.name(beggar) == "Beloved Beggar"    # 712.8a: its front face in exile


def test_702_146_a_countered_disturbed_spell_is_exiled_instead():
    s, beggar = _beggar_in_graveyard()
    lands(s, "Island", 2, player="B")
    counter = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", beggar, alt="disturb")
    s.pass_priority()
    s.cast("B", counter, targets=[beggar])
    s.resolve()
    assert s.zone(beggar) == "exile"


def test_702_146_the_front_face_dying_goes_to_the_graveyard():
    s = Scenario()
    libraries(s)
    beggar = s.battlefield("A", "Beloved Beggar")
    lands(s, "Mountain", 2, player="B")
    bolts = [s.hand("B", "Lightning Bolt") for _ in range(2)]
    s.start()
    s.pass_priority()
    for b in bolts:
        s.cast("B", b, targets=[beggar])
        s.resolve()
    assert s.zone(beggar) == "graveyard"         # Beloved Beggar has no such replacement


def test_702_146a_disturb_needs_a_back_face():
    from mtgcore.cards.dsl import Card
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="Bad Beggar.*disturb"):
        Card(name="Bad Beggar", cost="{1}{W}", type_line="Creature — Human Peasant",
             oracle="Disturb {4}{W}{W}", power=0, toughness=4, disturb="{4}{W}{W}")
