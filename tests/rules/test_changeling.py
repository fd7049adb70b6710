"""Changeling (CR 702.73a): a characteristic-defining ability making the object every
creature type, applied first in layer 4 (613.3) and in every zone (604.3)."""

from mtgcore.testing import Scenario


def _start(*cards, hand=()):
    s = Scenario()
    refs = [s.battlefield("A", c) for c in cards]
    held = [s.hand("A", c) for c in hand]
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Forest"] * 5)
    s.start()
    return s, refs, held


def test_702_73a_changeling_is_every_creature_type_and_no_other_subtype():
    s, (w,), _ = _start("Woodland Changeling")
    t = s.types(w)
    assert {"shapeshifter", "elf", "goblin", "warrior", "frog"} <= t
    assert not {"forest", "mountain", "equipment", "aura"} & t  # only creature types


def test_702_73a_604_3_changeling_is_every_creature_type_in_hand_and_graveyard():
    s = Scenario()
    held = s.hand("A", "Woodland Changeling")
    dead = s.graveyard("A", "Avian Changeling")
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Forest"] * 5)
    s.start()
    assert {"elf", "goblin", "shapeshifter"} <= s.types(held)
    assert {"elf", "goblin", "shapeshifter"} <= s.types(dead)


def test_702_73a_elf_lord_pumps_a_changeling():
    s, (perfect, w, bears), _ = _start("Imperious Perfect", "Woodland Changeling", "Grizzly Bears")
    assert (s.power(w), s.toughness(w)) == (3, 3)        # an Elf: +1/+1
    assert (s.power(bears), s.toughness(bears)) == (2, 2)  # a Bear only


def test_702_73a_goblin_lord_pumps_and_grants_haste_to_a_changeling():
    s, (chief, a), _ = _start("Goblin Chieftain", "Avian Changeling")
    assert (s.power(a), s.toughness(a)) == (3, 3)
    assert {"flying", "haste", "changeling"} <= s.keywords(a)


def test_613_3_changeling_loses_its_types_to_a_later_turn_to_frog():
    # The CDA applies first in layer 4; Turn to Frog's "loses all creature types,
    # is a Frog" applies after it in the same layer.
    s, (perfect, w, island, island2), (frog,) = _start(
        "Imperious Perfect", "Woodland Changeling", "Island", "Island", hand=["Turn to Frog"])
    assert s.power(w) == 3
    s.cast("A", frog, targets=[w])
    s.resolve()
    assert "elf" not in s.types(w) and "frog" in s.types(w)
    assert (s.power(w), s.toughness(w)) == (1, 1)  # no longer an Elf: no +1/+1


def test_613_3_changeling_stays_every_creature_type_under_humility():
    # Humility removes abilities in layer 6, after the CDA applied in layer 4.
    s, (humility, w), _ = _start("Humility", "Woodland Changeling")
    assert s.keywords(w) == set()
    assert {"elf", "goblin", "shapeshifter"} <= s.types(w)
