"""Dredge (CR 702.52) as data: a "you may ... instead" replacement of a draw (616.1)
that works while the card is in its owner's graveyard: mill N, then return the card
to the hand (Darkblast, dredge 3); not with fewer than N cards in the library
(702.52b)."""

from mtgcore.testing import Scenario


def test_702_52a_dredge_replaces_the_draw_step_draw():
    s = Scenario()
    blast = s.graveyard("A", "Darkblast")
    lib = s.library("A", ["Island", "Forest", "Swamp", "Plains", "Mountain"])
    s.library("B", ["Island"] * 3)
    s.start()
    s.advance("draw", turn=3)
    assert s.decision == "choose_replacement"
    s.choose("A", "apply Darkblast")
    assert s.zone(blast) == "hand"
    assert [s.zone(c) for c in lib] == ["graveyard"] * 3 + ["library"] * 2   # milled three
    assert s.hand_size("A") == 1                                            # no card drawn


def test_616_1_dredge_declined_the_card_is_drawn():
    s = Scenario()
    blast = s.graveyard("A", "Darkblast")
    lib = s.library("A", ["Island", "Forest", "Swamp", "Plains"])
    s.library("B", ["Island"] * 3)
    s.start()
    s.advance("draw", turn=3)
    s.choose("A", "decline Darkblast")
    assert s.zone(blast) == "graveyard" and s.zone(lib[0]) == "hand"
    assert [s.zone(c) for c in lib[1:]] == ["library"] * 3


def test_702_52b_no_dredge_with_fewer_cards_in_the_library_than_it_mills():
    s = Scenario()
    blast = s.graveyard("A", "Darkblast")
    lib = s.library("A", ["Island", "Forest"])
    s.library("B", ["Island"] * 3)
    s.start()
    s.advance("draw", turn=3)
    assert s.decision != "choose_replacement"
    assert s.zone(lib[0]) == "hand" and s.zone(blast) == "graveyard"


def test_702_52a_each_draw_of_a_spell_may_be_dredged_once_the_card_is_back():
    """Divination draws two cards, one at a time (121.2): the first draw is replaced by
    dredge and returns Darkblast to the hand, so the second is an ordinary draw."""
    s = Scenario()
    blast = s.graveyard("A", "Darkblast")
    s.battlefield("A", "Island")
    s.battlefield("A", "Island")
    s.battlefield("A", "Island")
    div = s.hand("A", "Divination")
    lib = s.library("A", ["Island", "Forest", "Swamp", "Plains", "Mountain"])
    s.start()
    s.cast("A", div)
    s.resolve()
    s.choose("A", "apply Darkblast")
    assert s.zone(blast) == "hand"
    assert s.zone(lib[3]) == "hand" and s.zone(lib[4]) == "library"
