"""Cascade (CR 702.85) and discover (701.57) as data: a "when you cast this spell"
trigger / an effect that exiles cards from the top of the library until a nonland
card with a low enough mana value, offers to cast it without paying its mana cost
(608.2g), then puts the rest (and for discover, the card if not cast: into the hand)
back, on the bottom in a random order.  Bloodbraid Elf, Shardless Agent, Geological
Appraiser ("if you cast it")."""

from mtgcore.testing import Scenario

from _costs import lands  # noqa: E402


def _names(s, cards):
    return [s.name(c) for c in cards]


def test_702_85a_cascade_casts_the_first_nonland_card_that_costs_less():
    s = Scenario()
    lands(s, "Forest", 2)
    lands(s, "Mountain", 2)
    elf = s.hand("A", "Bloodbraid Elf")                   # mana value 4
    top = s.library("A", ["Forest", "Hill Giant", "Lightning Bolt", "Island"])
    s.start()
    s.cast("A", elf)
    assert len(s.stack) == 2                             # cascade triggers as it is cast
    s.resolve()                                          # exile Forest, Hill Giant (4: not less), Bolt
    assert s.pending.kind == "yes_no"                    # "you may cast it" (608.2g)
    assert s.zone(top[2]) == "exile" and s.zone(top[1]) == "exile" and s.zone(top[0]) == "exile"
    s.choose("A", "yes")
    assert s.pending.kind == "choose_target"             # Lightning Bolt, cast without paying
    s.choose("A", "target player B")
    s.resolve()
    assert s.life("B") == 17 and s.zone(top[2]) == "graveyard"
    assert s.zone(elf) == "battlefield"
    lib = s.cards("A", "library")
    assert lib[0] == top[3] and sorted(_names(s, lib[1:])) == ["Forest", "Hill Giant"]
    assert s.spells_cast("A") == 2                       # the cascaded spell was cast (601.2i)


def test_702_85a_a_card_not_cast_goes_to_the_bottom_with_the_rest():
    s = Scenario()
    lands(s, "Forest", 2)
    lands(s, "Island", 1)
    agent = s.hand("A", "Shardless Agent")               # mana value 3
    top = s.library("A", ["Grizzly Bears", "Island"])
    s.start()
    s.cast("A", agent)
    s.resolve()
    s.choose("A", "no")
    s.resolve()
    lib = s.cards("A", "library")
    assert lib[0] == top[1] and _names(s, lib[1:]) == ["Grizzly Bears"]
    assert s.zone(agent) == "battlefield"


def test_702_85a_cascade_with_no_card_that_costs_less_exiles_the_library_and_puts_it_back():
    s = Scenario()
    lands(s, "Forest", 2)
    lands(s, "Mountain", 2)
    elf = s.hand("A", "Bloodbraid Elf")
    s.library("A", ["Forest", "Hill Giant", "Mountain"])
    s.start()
    s.cast("A", elf)
    s.resolve()
    assert s.pending is None and s.zone(elf) == "battlefield"
    assert sorted(_names(s, s.cards("A", "library"))) == ["Forest", "Hill Giant", "Mountain"]
    assert s.cards("A", "exile") == []


def test_701_57a_discover_puts_the_card_into_the_hand_if_it_isnt_cast():
    s = Scenario()
    lands(s, "Mountain", 4)
    appraiser = s.hand("A", "Geological Appraiser")
    top = s.library("A", ["Hill Giant", "Grizzly Bears", "Island"])
    s.start()
    s.cast("A", appraiser)
    s.resolve()                                          # the creature, then its trigger
    assert s.pending.kind == "yes_no"
    s.choose("A", "no")
    assert s.zone(top[1]) == "hand"                      # mana value 2: "3 or less"
    lib = s.cards("A", "library")
    assert lib == [top[2], top[0]]                       # Hill Giant (4) on the bottom


def test_701_57a_discover_cast_without_paying():
    s = Scenario()
    lands(s, "Mountain", 4)
    appraiser = s.hand("A", "Geological Appraiser")
    top = s.library("A", ["Grizzly Bears"])
    s.start()
    s.cast("A", appraiser)
    s.resolve()
    s.choose("A", "yes")
    s.resolve()
    assert s.zone(top[0]) == "battlefield" and s.zone(appraiser) == "battlefield"


def test_603_4_geological_appraiser_put_onto_the_battlefield_wasnt_cast_so_no_discover():
    s = Scenario()
    lands(s, "Swamp", 5)
    rise = s.hand("A", "Rise from the Grave")
    appraiser = s.graveyard("A", "Geological Appraiser")
    top = s.library("A", ["Grizzly Bears"])
    s.start()
    s.cast("A", rise, targets=[appraiser])
    s.resolve()
    assert s.zone(appraiser) == "battlefield"
    assert s.pending is None and s.stack == [] and s.zone(top[0]) == "library"
