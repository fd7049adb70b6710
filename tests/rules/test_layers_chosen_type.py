""""As this enters, choose a creature type" (CR 614.12a, 614.1c): the choice is made
by the player who will control the permanent, before it enters; it is stored on the
permanent and read by its abilities: "is the chosen type in addition to its other
types" (layer 4, 613.1d) and "creatures of the chosen type" (a selector re-evaluated
at all times, 611.3a).  Adaptive Automaton, Vanquisher's Banner."""

import pytest

from mtgcore.testing import Scenario


def _automaton(s, chosen, player="A"):
    for _ in range(3):
        s.battlefield(player, "Plains")
    card = s.hand(player, "Adaptive Automaton")
    return card


def _cast_automaton(s, card, chosen, player="A"):
    s.cast(player, card)
    s.resolve()
    assert s.decision == "choose_replacement"
    s.choose(player, f"choose {chosen}")
    assert s.zone(card) == "battlefield"


def test_614_12a_adaptive_automaton_chooses_a_creature_type_as_it_enters():
    s = Scenario()
    auto = _automaton(s, "Elf")
    elves = s.battlefield("A", "Llanowar Elves")
    goblin = s.battlefield("A", "Raging Goblin")
    their_elves = s.battlefield("B", "Llanowar Elves")
    s.start()
    _cast_automaton(s, auto, "Elf")
    assert "elf" in s.types(auto) and "construct" in s.types(auto)
    assert (s.power(auto), s.toughness(auto)) == (2, 2)       # "other" creatures
    assert (s.power(elves), s.toughness(elves)) == (2, 2)
    assert (s.power(goblin), s.toughness(goblin)) == (1, 1)   # not the chosen type
    assert (s.power(their_elves), s.toughness(their_elves)) == (1, 1)  # not yours
    s.check_invariants()


def test_614_12a_only_creature_types_are_offered():
    s = Scenario()
    auto = _automaton(s, "Elf")
    s.start()
    s.cast("A", auto)
    s.resolve()
    labels = [a.label for a in s.game.legal_actions()]
    assert "choose Elf" in labels and "choose Goblin" in labels
    assert "choose Forest" not in labels and "choose Equipment" not in labels
    assert "choose Aura" not in labels
    assert s.zone(auto) == "stack"      # the choice is made before it enters (614.12a)


def test_613_1d_the_chosen_type_is_read_by_other_lords_imperious_perfect():
    # The Automaton is an Elf (layer 4), so Imperious Perfect's "Other Elves you
    # control get +1/+1" applies to it; it gives the Perfect +1/+1 back.
    s = Scenario()
    auto = _automaton(s, "Elf")
    perfect = s.battlefield("A", "Imperious Perfect")
    s.start()
    _cast_automaton(s, auto, "Elf")
    assert (s.power(auto), s.toughness(auto)) == (3, 3)
    assert (s.power(perfect), s.toughness(perfect)) == (3, 3)


def test_614_12a_two_automatons_each_choose_for_itself():
    s = Scenario()
    a1 = _automaton(s, "Elf")
    for _ in range(3):
        s.battlefield("A", "Plains")
    a2 = s.hand("A", "Adaptive Automaton")
    goblin = s.battlefield("A", "Raging Goblin")
    s.start()
    _cast_automaton(s, a1, "Elf")
    _cast_automaton(s, a2, "Goblin")
    assert "elf" in s.types(a1) and "goblin" not in s.types(a1)
    assert "goblin" in s.types(a2) and "elf" not in s.types(a2)
    assert (s.power(a1), s.toughness(a1)) == (2, 2)
    assert (s.power(a2), s.toughness(a2)) == (2, 2)
    assert (s.power(goblin), s.toughness(goblin)) == (2, 2)
    s.check_invariants()


def test_702_73a_changeling_is_of_every_chosen_type():
    s = Scenario()
    auto = _automaton(s, "Goblin")
    changeling = s.battlefield("A", "Woodland Changeling")
    s.start()
    _cast_automaton(s, auto, "Goblin")
    assert (s.power(changeling), s.toughness(changeling)) == (3, 3)


def test_400_7_a_new_object_makes_a_new_choice():
    s = Scenario()
    auto = _automaton(s, "Elf")
    s.battlefield("A", "Island")
    unsummon = s.hand("A", "Unsummon")
    elves = s.battlefield("A", "Llanowar Elves")
    s.start()
    _cast_automaton(s, auto, "Elf")
    assert s.power(elves) == 2
    s.cast("A", unsummon, targets=[auto])
    s.resolve()
    assert s.zone(auto) == "hand" and s.power(elves) == 1


def test_614_12a_vanquishers_banner_anthem_for_the_chosen_type_and_draw_on_cast():
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Mountain")
    banner = s.hand("A", "Vanquisher's Banner")
    goblin = s.battlefield("A", "Raging Goblin")
    elves = s.battlefield("A", "Llanowar Elves")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Forest")
    second = s.hand("A", "Raging Goblin")
    elf = s.hand("A", "Llanowar Elves")
    s.library("A", ["Plains"] * 5)
    s.start()
    s.cast("A", banner)
    s.resolve()
    s.choose("A", "choose Goblin")
    assert s.types(banner) == {"artifact"}               # it isn't the type itself
    assert (s.power(goblin), s.toughness(goblin)) == (2, 2)
    assert (s.power(elves), s.toughness(elves)) == (1, 1)
    hand = s.hand_size("A")
    s.cast("A", elf)                                      # not a Goblin: no card
    s.resolve()
    assert s.hand_size("A") == hand - 1
    s.cast("A", second)                                   # a Goblin spell: draw a card
    s.resolve()
    assert s.hand_size("A") == hand - 1
    assert (s.power(second), s.toughness(second)) == (2, 2)


def test_614_12a_the_choice_is_part_of_the_digest_and_a_clone_of_the_game_keeps_it():
    s = Scenario()
    auto = _automaton(s, "Elf")
    s.battlefield("A", "Llanowar Elves")
    s.start()
    s.cast("A", auto)
    s.resolve()
    g = s.game
    other = g.clone()
    s.choose("A", "choose Elf")
    labels = [a.label for a in other.legal_actions()]
    other.apply(labels.index("choose Goblin"))
    assert g.digest() != other.digest()
    assert g.check_invariants() == "" and other.check_invariants() == ""


def test_707_6_a_clone_of_adaptive_automaton_makes_its_own_creature_type_choice():
    # CR 707.6 example: choices made for a permanent aren't copied; a Clone entering
    # as a copy of Adaptive Automaton gets its controller's own "choose a creature
    # type" as it enters.
    s = Scenario()
    auto = _automaton(s, "Elf")
    for _ in range(4):
        s.battlefield("A", "Island")
    clone = s.hand("A", "Clone")
    elves = s.battlefield("A", "Llanowar Elves")
    goblin = s.battlefield("A", "Raging Goblin")
    s.start()
    _cast_automaton(s, auto, "Elf")
    s.cast("A", clone)
    s.resolve()
    assert s.decision == "choose_replacement"
    s.choose("A", next(l for l in (a.label for a in s.game.legal_actions()) if "Adaptive Automaton" in l))
    assert s.decision == "choose_replacement"  # the copy's own choice, not the Elf
    s.choose("A", "choose Goblin")
    assert s.zone(clone) == "battlefield" and s.name(clone) == "Adaptive Automaton"
    assert "goblin" in s.types(clone) and "elf" not in s.types(clone)
    assert "elf" in s.types(auto) and "goblin" not in s.types(auto)
    # Each lord pumps its own chosen type (and the other lord is a Construct of
    # another type): the Elves get +1/+1 from the Automaton, the Goblin from the Clone.
    assert (s.power(elves), s.toughness(elves)) == (2, 2)
    assert (s.power(goblin), s.toughness(goblin)) == (2, 2)
    s.check_invariants()
