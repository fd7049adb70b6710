"""Families of real decks' cards, compiled from their Oracle text (issue 19): channel
lands (an ability word, 207.2c; an ability of a card in hand, 113.6b) whose cost is
reduced per legendary creature (602.2b, 601.2f, 118.7a), and a player other than the
ability's controller who may search their own library: Path to Exile's "Its
controller may search ..." and Boseiju's "That player may search ..." (608.2d, 701.23)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

CARDS = ["Otawara, Soaring City", "Boseiju, Who Endures", "Path to Exile", "Grizzly Bears",
         "Sol Ring"]
#: Legendary creatures (different names: the legend rule, 704.5j)
LEGENDS = ["Isamaru, Hound of Konda", "Thalia, Guardian of Thraben", "Carth the Lion",
           "Kiki-Jiki, Mirror Breaker"]


def _scenario():
    return Scenario(library=default_library().including(CARDS + LEGENDS))


@pytest.mark.parametrize("legends, lands, payable", [
    (0, 4, True),    # {3}{U}
    (0, 3, False),
    (1, 3, True),    # {2}{U}: one legendary creature
    (2, 2, True),    # {1}{U}
    (3, 1, True),    # {U}: 118.7a, the generic part only ...
    (4, 0, False),   # ... so {U} stays
])
def test_602_2b_otawara_channel_costs_one_less_per_legendary_creature(legends, lands, payable):
    s = _scenario()
    for name in LEGENDS[:legends]:
        s.battlefield("A", name)
    islands = [s.battlefield("A", "Island") for _ in range(lands)]
    otawara = s.hand("A", "Otawara, Soaring City")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    if not payable:
        with pytest.raises(IllegalActionError):
            s.activate("A", otawara, ability=1, targets=[bears])
        assert s.zone(otawara) == "hand"
        return
    s.activate("A", otawara, ability=1, targets=[bears])
    assert s.zone(otawara) == "graveyard" and all(s.is_tapped(i) for i in islands)  # its cost
    s.resolve()
    assert s.zone(bears) == "hand"


def test_602_2b_legendary_creatures_of_an_opponent_dont_reduce_channel():
    s = _scenario()
    s.battlefield("B", "Isamaru, Hound of Konda")
    for _ in range(3):
        s.battlefield("A", "Island")
    otawara = s.hand("A", "Otawara, Soaring City")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", otawara, ability=1, targets=[bears])


def test_113_6b_otawara_on_the_battlefield_is_a_land_tapping_for_blue():
    s = _scenario()
    otawara = s.hand("A", "Otawara, Soaring City")
    s.start()
    s.play_land("A", otawara)
    assert s.zone(otawara) == "battlefield"


@pytest.mark.parametrize("searches", [True, False])
def test_701_23_path_to_exile_its_controller_may_search_for_a_basic_land(searches):
    s = _scenario()
    s.battlefield("A", "Plains")
    path = s.hand("A", "Path to Exile")
    bears = s.battlefield("B", "Grizzly Bears")
    forest, sol = s.library("B", ["Forest", "Sol Ring"])
    s.start()
    s.cast("A", path, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "exile"
    assert s.pending.player == "B"                     # the controller decides (608.2d)
    s.choose("B", "yes" if searches else "no")
    if searches:
        assert s.pending.player == "B"
        s.choose("B", forest)
        assert s.zone(forest) == "battlefield" and s.is_tapped(forest)
        assert s.controller(forest) == "B"
    else:
        assert s.zone(forest) == "library"
    assert s.zone(sol) == "library"                    # not a basic land card


def test_701_23_boseiju_that_player_may_search_for_a_land_with_a_basic_land_type():
    s = _scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    boseiju = s.hand("A", "Boseiju, Who Endures")
    ring = s.battlefield("B", "Sol Ring")
    island, sol = s.library("B", ["Island", "Sol Ring"])
    s.start()
    s.activate("A", boseiju, ability=1, targets=[ring])
    s.resolve()
    assert s.zone(ring) == "graveyard"
    s.choose("B", "yes")
    labels = [a.label for a in s.game.legal_actions()]
    assert any("Island" in l for l in labels) and not any("Sol Ring" in l for l in labels)
    s.choose("B", island)
    assert s.zone(island) == "battlefield" and not s.is_tapped(island)
    assert s.controller(island) == "B"


def test_115_1_boseiju_targets_only_what_an_opponent_controls():
    s = _scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    boseiju = s.hand("A", "Boseiju, Who Endures")
    mine = s.battlefield("A", "Sol Ring")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", boseiju, ability=1, targets=[mine])
