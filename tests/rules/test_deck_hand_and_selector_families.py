"""Families of real decks' cards, compiled from their Oracle text (issue 19): "Target
opponent reveals their hand. You choose a noncreature, nonland card from it. That player
discards that card." (Duress, Thoughtseize, Inquisition of Kozilek; 701.9a, 701.20a),
"with total power and toughness 5 or less" (Cut Down), and "Whenever a player casts a
spell with mana value equal to the number of charge counters on this artifact, counter
that spell." (Chalice of the Void; 603.2, 701.6a, 107.3m)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

CARDS = ["Duress", "Thoughtseize", "Inquisition of Kozilek", "Cut Down", "Chalice of the Void",
         "Grizzly Bears", "Lightning Bolt", "Counterspell", "Craw Wurm", "Hill Giant",
         "Giant Growth", "Sol Ring"]


def _scenario():
    return Scenario(library=default_library().including(CARDS))


def test_701_9a_duress_you_choose_a_noncreature_nonland_card_they_discard():
    s = _scenario()
    s.battlefield("A", "Swamp")
    duress = s.hand("A", "Duress")
    bears, bolt, island, spell = s.hand("B", ["Grizzly Bears", "Lightning Bolt", "Island",
                                               "Counterspell"])
    s.start()
    s.cast("A", duress, targets=["B"])
    s.resolve()
    assert s.pending.player == "A"                       # you choose (from their hand)
    labels = [a.label for a in s.game.legal_actions()]
    assert any("Lightning Bolt" in l for l in labels) and any("Counterspell" in l for l in labels)
    assert not any("Grizzly Bears" in l or "Island" in l for l in labels)
    s.choose("A", bolt)
    assert s.zone(bolt) == "graveyard"
    assert all(s.zone(c) == "hand" for c in (bears, island, spell))


def test_701_9a_duress_finds_nothing_in_a_hand_of_creatures_and_lands():
    s = _scenario()
    s.battlefield("A", "Swamp")
    duress = s.hand("A", "Duress")
    cards = s.hand("B", ["Grizzly Bears", "Island"])
    s.start()
    s.cast("A", duress, targets=["B"])
    s.resolve()
    assert s.stack == [] and all(s.zone(c) == "hand" for c in cards)


def test_115_1_duress_targets_an_opponent_only():
    s = _scenario()
    s.battlefield("A", "Swamp")
    duress = s.hand("A", "Duress")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", duress, targets=["A"])


def test_701_9a_thoughtseize_may_target_its_caster_and_costs_two_life():
    s = _scenario()
    s.battlefield("A", "Swamp")
    seize = s.hand("A", "Thoughtseize")
    mine = s.hand("A", "Lightning Bolt")
    theirs = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", seize, targets=["A"])
    s.resolve()
    assert s.zone(mine) == "graveyard"                   # the only nonland card there
    assert s.zone(mine) == "graveyard" and s.zone(theirs) == "hand"  # its own target's hand
    assert s.life("A") == 18


def test_701_9a_inquisition_of_kozilek_only_mana_value_three_or_less():
    s = _scenario()
    s.battlefield("A", "Swamp")
    inq = s.hand("A", "Inquisition of Kozilek")
    bolt, wurm = s.hand("B", ["Lightning Bolt", "Craw Wurm"])
    s.start()
    s.cast("A", inq, targets=["B"])
    s.resolve()
    assert s.zone(bolt) == "graveyard" and s.zone(wurm) == "hand"  # the only choice


@pytest.mark.parametrize("creature, legal", [("Grizzly Bears", True), ("Hill Giant", False)])
def test_115_1_cut_down_total_power_and_toughness_five_or_less(creature, legal):
    s = _scenario()
    s.battlefield("A", "Swamp")
    cut = s.hand("A", "Cut Down")
    target = s.battlefield("B", creature)                 # 2/2: 4; 3/3: 6
    s.start()
    if not legal:
        with pytest.raises(IllegalActionError):
            s.cast("A", cut, targets=[target])
        return
    s.cast("A", cut, targets=[target])
    s.resolve()
    assert s.zone(target) == "graveyard"


def test_608_2b_cut_down_checks_the_total_again_on_resolution():
    s = _scenario()
    s.battlefield("A", "Swamp")
    s.battlefield("B", "Forest")
    cut = s.hand("A", "Cut Down")
    bears = s.battlefield("B", "Grizzly Bears")
    growth = s.hand("B", "Giant Growth")
    s.start()
    s.cast("A", cut, targets=[bears])
    s.cast("B", growth, targets=[bears])                  # 5/5: 10, an illegal target now
    s.resolve()
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.zone(cut) == "graveyard"


@pytest.mark.parametrize("x, spell, countered", [(1, "Lightning Bolt", True), (1, "Grizzly Bears", False),
                                                  (2, "Grizzly Bears", True), (0, "Lightning Bolt", False)])
def test_107_3m_chalice_of_the_void_counters_spells_of_its_counters_mana_value(x, spell, countered):
    s = _scenario()
    for _ in range(2 * x):
        s.battlefield("A", "Plains")
    for _ in range(2):
        s.battlefield("B", "Mountain")
    s.battlefield("B", "Forest")
    chalice = s.hand("A", "Chalice of the Void")
    card = s.hand("B", spell)
    s.library("B", ["Island"] * 2)
    s.start()
    s.cast("A", chalice, x=x)
    s.resolve()
    assert s.counters(chalice).get("charge", 0) == x
    s.pass_turn()
    s.advance("precombat_main")
    s.cast("B", card, targets=["A"] if spell == "Lightning Bolt" else ())
    if countered:
        assert len(s.stack) == 2                          # the trigger on the spell
        s.resolve()
        assert s.zone(card) == "graveyard" and s.stack == []
    else:
        assert len(s.stack) == 1
        s.resolve()
        assert s.zone(card) != "stack"
