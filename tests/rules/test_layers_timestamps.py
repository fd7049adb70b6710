"""Timestamps received simultaneously (CR 613.7m-n).

613.7m: objects entering the battlefield at the same time get their relative
timestamps in APNAP order (the active player's first).  Open the Vaults returns
A's Humility and B's Opalescence together: whose turn it is decides which layer-7b
effect is later (the classic pair, 613.7).

613.7n: an effect from a resolving spell that puts an object onto the battlefield
and changes it gets a later timestamp than the object's own static abilities:
Rise from the Grave returning Ghostflame Sliver ("All Slivers are colorless.")
makes it black (layer 5)."""

import pytest

from mtgcore.testing import Scenario


def pt(s, c):
    return s.power(c), s.toughness(c)


@pytest.mark.parametrize("caster", ["A", "B"])
def test_613_7m_simultaneous_entering_apnap_order_humility_and_opalescence(caster):
    s = Scenario()
    for _ in range(6):
        s.battlefield(caster, "Plains")
    vaults = s.hand(caster, "Open the Vaults")
    humility = s.graveyard("A", "Humility")       # A's
    opal = s.graveyard("B", "Opalescence")        # B's
    angel = s.battlefield("B", "Serra Angel")
    s.library("A", ["Plains"] * 3)
    s.library("B", ["Plains"] * 3)
    s.start(turn=1 if caster == "A" else 2)       # the caster is the active player
    s.cast(caster, vaults)
    s.resolve()
    assert s.zone(humility) == "battlefield" and s.zone(opal) == "battlefield"
    assert s.controller(humility) == "A" and s.controller(opal) == "B"
    assert "creature" in s.types(humility) and pt(s, angel) == (1, 1)
    if caster == "A":
        # A is active: Humility's timestamp is earlier, Opalescence's 7b wins.
        assert pt(s, humility) == (4, 4)
    else:
        # B is active: Opalescence is earlier, Humility's 7b wins.
        assert pt(s, humility) == (1, 1)
    s.check_invariants()


def test_613_7m_the_battlefield_stays_in_timestamp_order():
    s = Scenario()
    for _ in range(6):
        s.battlefield("B", "Plains")
    vaults = s.hand("B", "Open the Vaults")
    s.graveyard("A", "Humility")
    s.graveyard("B", "Opalescence")
    s.graveyard("A", "Glorious Anthem")
    s.library("A", ["Plains"] * 3)
    s.library("B", ["Plains"] * 3)
    s.start(turn=2)
    s.cast("B", vaults)
    s.resolve()
    names = [v.name for v in s.game.battlefield][-3:]
    assert names == ["Opalescence", "Humility", "Glorious Anthem"]   # B's first: B is active
    s.check_invariants()


def test_613_7n_rise_from_the_grave_ghostflame_sliver_is_black():
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Swamp")
    rise = s.hand("A", "Rise from the Grave")
    sliver = s.graveyard("B", "Ghostflame Sliver")
    s.start()
    s.cast("A", rise, targets=[sliver])
    s.resolve()
    assert s.zone(sliver) == "battlefield" and s.controller(sliver) == "A"
    # Layer 5: the Sliver's own "colorless" first (613.7n), then "black in addition".
    assert s.colors(sliver) == {"black"}
    assert {"sliver", "zombie", "creature"} <= s.types(sliver)
    s.check_invariants()


def test_400_7j_rise_from_the_grave_changes_only_the_returned_creature():
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Swamp")
    rise = s.hand("A", "Rise from the Grave")
    bears = s.graveyard("A", "Grizzly Bears")
    other = s.battlefield("A", "Hill Giant")
    s.start()
    s.cast("A", rise, targets=[bears])
    s.resolve()
    assert s.colors(bears) == {"green", "black"} and "zombie" in s.types(bears)
    assert s.colors(other) == {"red"} and "zombie" not in s.types(other)


@pytest.mark.parametrize("first", ["Humility", "Opalescence"])
def test_613_7m_one_players_permanents_entering_together_in_the_order_they_choose(first):
    # Both enchantments are A's: A chooses which gets the earlier timestamp.
    s = Scenario()
    for _ in range(6):
        s.battlefield("A", "Plains")
    vaults = s.hand("A", "Open the Vaults")
    humility = s.graveyard("A", "Humility")
    opal = s.graveyard("A", "Opalescence")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.decision == "choose_replacement"
    labels = [a.label for a in s.game.legal_actions()]
    assert sorted(lab.split(":")[1].split("#")[0].strip() for lab in labels) == ["Humility", "Opalescence"]
    s.choose("A", f"timestamp next: {first}")
    assert s.zone(humility) == "battlefield" and s.zone(opal) == "battlefield"
    # Humility earlier: Opalescence's 7b is later and wins; else Humility's does.
    assert pt(s, humility) == ((4, 4) if first == "Humility" else (1, 1))
    names = [v.name for v in s.game.battlefield][-2:]
    assert names[0] == first                     # the battlefield list in timestamp order
    s.check_invariants()


def test_613_7m_no_question_when_the_order_cant_matter():
    # Two artifacts without static abilities: nothing to order.
    s = Scenario()
    for _ in range(6):
        s.battlefield("A", "Plains")
    vaults = s.hand("A", "Open the Vaults")
    a = s.graveyard("A", "Darksteel Myr")
    b = s.graveyard("A", "Sol Ring")
    s.start()
    s.cast("A", vaults)
    s.resolve()
    assert s.zone(a) == "battlefield" and s.zone(b) == "battlefield"
    assert s.decision == "priority"
