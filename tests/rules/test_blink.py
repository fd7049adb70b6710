"""Blink: "Exile target creature you control, then return that card to the
battlefield under <someone>'s control" -- "that card" is the new object the exile
made (CR 400.7j), which returns as another new object (400.7), under its owner's
control unless the card says otherwise (610.3c)."""

import pytest

from mtgcore.cards.dsl import Card, Exile, ReturnToBattlefield, compile_cards
from mtgcore.errors import CardDefinitionError
from mtgcore.testing import Scenario


def test_400_7_blinked_creature_is_a_new_object():
    """400.7: the returned permanent has no memory of its old self: no counters,
    no damage, no pump, summoning sick; its enters trigger triggers again."""
    s = Scenario()
    s.battlefield("A", "Plains")
    elf = s.battlefield("A", "Elvish Visionary", counters={"+1/+1": 1})
    shift = s.hand("A", "Cloudshift")
    s.library("A", ["Island", "Island"])
    s.start()
    hand = s.hand_size("A")
    s.cast("A", shift, targets=[elf])
    s.resolve()
    assert s.zone(elf) == "battlefield" and s.controller(elf) == "A"
    assert s.counters(elf) == {} and s.power(elf) == 1
    assert s.is_sick(elf)
    # 603.6a: it entered again, so its enters trigger triggered (and resolved).
    assert any(line.startswith("resolved: Elvish Visionary ability") for line in s.log_lines)
    assert s.hand_size("A") == hand           # Cloudshift left the hand, a card drawn


def test_610_3c_flicker_of_fate_returns_under_its_owners_control():
    s = Scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    theirs = s.battlefield("B", "Grizzly Bears")
    flicker = s.hand("A", "Flicker of Fate")
    s.start()
    s.cast("A", flicker, targets=[theirs])
    s.resolve()
    assert s.zone(theirs) == "battlefield" and s.controller(theirs) == "B"


def test_400_7j_cloudshift_returns_under_your_control_an_enchantment_too():
    s = Scenario()
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    virtue = s.battlefield("A", "Intangible Virtue")
    flicker = s.hand("A", "Flicker of Fate")
    s.start()
    s.cast("A", flicker, targets=[virtue])
    s.resolve()
    assert s.zone(virtue) == "battlefield" and s.controller(virtue) == "A"


def test_608_2b_blink_target_gone_nothing_returns():
    s = Scenario()
    s.battlefield("A", "Plains")
    s.battlefield("B", "Mountain")
    bears = s.battlefield("A", "Grizzly Bears")
    shift = s.hand("A", "Cloudshift")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", shift, targets=[bears])
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    s.resolve()
    assert s.zone(bears) == "graveyard"      # not exiled, not returned


def test_111_8_a_blinked_token_does_not_return():
    """111.8: a token that has left the battlefield can't come back; it ceases to
    exist (704.5d)."""
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Plains")
    alarm = s.hand("A", "Raise the Alarm")
    shift = s.hand("A", "Cloudshift")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    tokens = [p for p in s.permanents("A") if s.is_token(p)]
    assert len(tokens) == 2
    s.cast("A", shift, targets=[tokens[0]])
    s.resolve()
    assert [p for p in s.permanents("A") if s.is_token(p)] == [tokens[1]]
    s.check_invariants()


def test_400_7j_that_card_needs_an_earlier_zone_change():
    with pytest.raises(CardDefinitionError, match="Nowhere.*400.7j"):
        Card(name="Nowhere", cost="{W}", type_line="Instant", oracle="x",
             spell=[ReturnToBattlefield(subject="that card")])
    ok = Card(name="Blink Test", cost="{W}", type_line="Instant", oracle="x",
              spell=[Exile(target="creature you control"), ReturnToBattlefield(subject="that card")])
    assert compile_cards([ok])


def test_400_7j_those_cards_two_targets_both_return():
    """Ghostly Flicker: "two target ... you control" (115.1d) exiled together, then
    "those cards" (400.7j) return together as new objects (400.7)."""
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Island")
    elf = s.battlefield("A", "Elvish Visionary", counters={"+1/+1": 1})
    land = s.battlefield("A", "Forest", tapped=True)
    flicker = s.hand("A", "Ghostly Flicker")
    s.library("A", ["Island", "Island"])
    s.start()
    hand = s.hand_size("A")
    s.cast("A", flicker, targets=[elf, land])
    s.resolve()
    assert s.zone(elf) == "battlefield" and s.zone(land) == "battlefield"
    assert s.counters(elf) == {} and not s.is_tapped(land)     # new objects (400.7)
    assert s.hand_size("A") == hand                             # the elf's trigger drew
    s.check_invariants()


def test_400_7_two_flickered_lands_return_untapped():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Island")
    flicker = s.hand("A", "Ghostly Flicker")
    s.start()
    islands = s.permanents("A")
    s.cast("A", flicker, targets=[islands[0], islands[1]])   # chosen, then tapped to pay
    s.resolve()
    assert all(s.zone(p) == "battlefield" for p in islands)
    # The two flickered Islands came back as new, untapped objects (400.7); the third
    # stays tapped from paying.
    assert [s.is_tapped(p) for p in islands] == [False, False, True]
