"""Auras entering the battlefield other than by resolving as an Aura spell (CR
303.4f-g), and the other 303.4 sub-rules: the player who will control the Aura
chooses, as it enters, what it enchants (not a target: hexproof and shroud don't
matter, protection does, 702.16c); with nothing legal it stays where it was.  Open
the Vaults: "(Auras with nothing to enchant remain in graveyards.)"."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _vaults(s, player="A"):
    for land in ("Plains",) * 6:
        s.battlefield(player, land)
    return s.hand(player, "Open the Vaults")


def test_303_4f_returned_aura_enchants_what_its_controller_chooses():
    s = Scenario()
    vaults = _vaults(s)
    aura = s.graveyard("A", "Holy Strength")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.decision == "choose_replacement"
    labels = [a.label for a in s.game.legal_actions()]
    assert len(labels) == 2 and all(lab.startswith("enchant ") for lab in labels)
    s.choose("A", giant)                     # an opponent's creature is a legal choice
    assert s.zone(aura) == "battlefield" and s.attached_to(aura) == giant
    assert s.controller(aura) == "A" and s.controller(giant) == "B"   # 303.4e
    assert (s.power(giant), s.toughness(giant)) == (4, 5)
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
    s.check_invariants()


def test_303_4f_the_choice_is_not_a_target_hexproof_doesnt_matter():
    s = Scenario()
    vaults = _vaults(s)
    aura = s.graveyard("A", "Pacifism")
    scout = s.battlefield("B", "Gladecover Scout")   # hexproof
    s.library("A", ["Plains"] * 3)
    s.library("B", ["Plains"] * 3)
    s.start()
    s.cast("A", vaults)
    s.resolve()                              # one legal object: no question asked
    assert s.attached_to(aura) == scout
    s.pass_turn()
    with pytest.raises(IllegalActionError):
        s.attack({scout: "A"})               # Pacifism: it can't attack


def test_303_4g_with_nothing_to_enchant_the_aura_stays_in_the_graveyard():
    s = Scenario()
    vaults = _vaults(s)
    aura = s.graveyard("A", "Holy Strength")
    rancor = s.graveyard("B", "Rancor")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.zone(aura) == "graveyard" and s.zone(rancor) == "graveyard"
    assert s.permanents("A") and all(s.name(p) == "Plains" for p in s.permanents("A"))
    s.check_invariants()


def test_303_4g_702_16c_protection_leaves_nothing_legal_to_enchant():
    # Akroma's Memorial: B's creatures have protection from black, so Unholy
    # Strength (black) can't enchant them; it stays in A's graveyard.  Holy Strength
    # (white) can.
    s = Scenario()
    vaults = _vaults(s)
    unholy = s.graveyard("A", "Unholy Strength")
    holy = s.graveyard("A", "Holy Strength")
    s.battlefield("B", "Akroma's Memorial")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.zone(unholy) == "graveyard"
    assert s.zone(holy) == "battlefield" and s.attached_to(holy) == bears
    s.check_invariants()


def test_303_4f_an_object_entering_at_the_same_time_cant_be_enchanted():
    # Darksteel Myr (an artifact creature) returns together with the Aura: it isn't
    # on the battlefield yet as the Aura enters, so the Aura has nothing to enchant.
    s = Scenario()
    vaults = _vaults(s)
    myr = s.graveyard("A", "Darksteel Myr")
    aura = s.graveyard("A", "Holy Strength")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.zone(myr) == "battlefield"
    assert s.zone(aura) == "graveyard"


def test_303_4f_rancor_returned_under_its_owners_control_enchants_their_choice():
    s = Scenario()
    vaults = _vaults(s)
    rancor = s.graveyard("B", "Rancor")
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("B", "Hill Giant")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.pending is not None and s.pending.player == "B"   # B will control it: B chooses
    s.choose("B", giant)
    assert s.controller(rancor) == "B" and s.attached_to(rancor) == giant
    assert s.power(giant) == 5 and "trample" in s.keywords(giant)
