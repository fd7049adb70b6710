"""Alternative costs with no keyword (CR 118.9), compiled from their Oracle text (issue
19): "You may pay 1 life and exile a blue card from your hand rather than pay this
spell's mana cost." (Force of Will), "If it's not your turn, you may exile a green card
from your hand rather than pay ..." (Force of Vigor), and "If that spell is countered
this way, exile it instead of putting it into its owner's graveyard." (Force of
Negation, 701.6a, 614.15)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

CARDS = ["Force of Will", "Force of Vigor", "Force of Negation", "Grizzly Bears", "Counterspell",
         "Lightning Bolt", "Sol Ring", "Divination"]


def _scenario():
    return Scenario(library=default_library().including(CARDS))


def test_118_9_force_of_will_pays_one_life_and_exiles_a_blue_card_from_hand():
    s = _scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    fow = s.hand("B", "Force of Will")
    blue, red = s.hand("B", ["Counterspell", "Lightning Bolt"])
    s.start()
    s.cast("A", bears)
    s.cast("B", fow, targets=[bears], alt="alternative", exile=[blue])
    assert s.life("B") == 19 and s.zone(blue) == "exile" and s.zone(red) == "hand"  # the costs
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(fow) == "graveyard"


def test_118_9_force_of_will_cant_exile_a_card_of_another_color():
    s = _scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    fow = s.hand("B", "Force of Will")
    red = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", bears)
    with pytest.raises(IllegalActionError):                   # no blue card to exile
        s.cast("B", fow, targets=[bears], alt="alternative", exile=[red])
    assert s.zone(fow) == "hand" and s.life("B") == 20


def test_601_2a_force_of_will_doesnt_exile_itself():
    # The spell is on the stack before its costs are paid (601.2a): with no other blue
    # card in hand, only its mana cost remains.
    s = _scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    fow = s.hand("B", "Force of Will")
    s.start()
    s.cast("A", bears)
    with pytest.raises(IllegalActionError):
        s.cast("B", fow, targets=[bears], alt="alternative", exile=[fow])
    assert s.zone(fow) == "hand"


@pytest.mark.parametrize("whose_turn, castable", [("A", False), ("B", True)])
def test_118_9_force_of_vigor_is_free_only_if_its_not_your_turn(whose_turn, castable):
    s = _scenario()
    vigor = s.hand("A", "Force of Vigor")
    green = s.hand("A", "Grizzly Bears")
    ring = s.battlefield("B", "Sol Ring")
    s.start()
    if whose_turn == "B":
        s.pass_turn()
    if not castable:
        with pytest.raises(IllegalActionError):
            s.cast("A", vigor, targets=[ring], alt="alternative", exile=[green])
        assert s.zone(vigor) == "hand"
        return
    s.cast("A", vigor, targets=[ring], alt="alternative", exile=[green])
    assert s.zone(green) == "exile"
    s.resolve()
    assert s.zone(ring) == "graveyard"


def test_701_6a_force_of_negation_exiles_the_noncreature_spell_it_counters():
    s = _scenario()
    for _ in range(3):
        s.battlefield("A", "Island")
    for _ in range(3):
        s.battlefield("B", "Island")
    s.library("A", ["Island"] * 3)
    div = s.hand("A", "Divination")
    neg = s.hand("B", "Force of Negation")
    s.start()
    s.cast("A", div)
    s.cast("B", neg, targets=[div])                         # its mana cost, {1}{U}{U}
    s.resolve()
    assert s.zone(div) == "exile" and s.zone(neg) == "graveyard"


@pytest.mark.parametrize("order", [(0, 1), (1, 0)])
def test_401_4_brainstorm_puts_two_cards_back_in_the_order_chosen(order):
    s = Scenario(library=default_library().including(["Brainstorm"]))
    s.battlefield("A", "Island")
    storm = s.hand("A", "Brainstorm")
    kept = s.hand("A", ["Forest", "Mountain"])
    drawn = s.library("A", ["Plains", "Swamp", "Island", "Forest"])
    s.start()
    s.cast("A", storm)
    s.resolve()
    assert all(s.zone(c) == "hand" for c in drawn[:3])
    first, second = kept[order[0]], kept[order[1]]
    s.choose("A", first)
    s.choose("A", second)
    assert s.zone(first) == "library" and s.zone(second) == "library"
    lib = s.cards("A", "library")
    assert lib[0] == second and lib[1] == first             # the last put there is on top
    assert s.hand_size("A") == 3


def test_118_9_daze_returns_an_island_you_control_rather_than_paying():
    s = Scenario(library=default_library().including(["Daze", "Grizzly Bears"]))
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    island = s.battlefield("B", "Island")
    swamp = s.battlefield("B", "Swamp")
    bears = s.hand("A", "Grizzly Bears")
    daze = s.hand("B", "Daze")
    s.start()
    s.cast("A", bears)                                   # taps both Forests: {1} can't be paid
    s.cast("B", daze, targets=[bears], alt="alternative", exile=[island])
    assert s.zone(island) == "hand" and s.zone(swamp) == "battlefield"   # the cost
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_118_9_daze_needs_an_island_not_another_land():
    s = Scenario(library=default_library().including(["Daze", "Grizzly Bears"]))
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    swamp = s.battlefield("B", "Swamp")
    bears = s.hand("A", "Grizzly Bears")
    daze = s.hand("B", "Daze")
    s.start()
    s.cast("A", bears)
    with pytest.raises(IllegalActionError):
        s.cast("B", daze, targets=[bears], alt="alternative", exile=[swamp])
    assert s.zone(daze) == "hand"
