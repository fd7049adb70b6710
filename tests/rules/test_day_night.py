"""Day and night (CR 730) and daybound / nightbound (702.145): Bird Admirer // Wing
Shredder and Tireless Hauler // Dire-Strain Brawler.  The game starts with neither;
a daybound permanent makes it day (702.145d); in each untap step day becomes night if
the previous turn's active player cast no spells that turn (730.2a), night becomes
day if they cast two or more (730.2b); daybound permanents are back face up at night
and front face up by day (702.145c, 702.145f) and enter transformed at night
(702.145b)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import lands, libraries  # noqa: E402


def _night(s, admirer):
    """Turn 1 passes with no spells cast by its active player (A): night in turn 2."""
    s.advance("upkeep", turn=2)
    assert s.day_night() == "night" and s.name(admirer) == "Wing Shredder"


def test_730_1_the_game_starts_with_neither_day_nor_night():
    s = Scenario()
    libraries(s)
    s.battlefield("A", "Grizzly Bears")
    s.start()
    assert s.day_night() is None
    s.advance("upkeep", turn=3)                  # 730.2c: no check while it's neither
    assert s.day_night() is None


def test_702_145d_a_daybound_permanent_makes_it_day():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    s.start()
    assert s.day_night() == "day"
    assert (s.name(admirer), s.power(admirer), s.toughness(admirer)) == ("Bird Admirer", 1, 4)


def test_702_145d_it_becomes_day_as_a_daybound_permanent_enters():
    s = Scenario()
    libraries(s)
    lands(s, "Forest", 3)
    admirer = s.hand("A", "Bird Admirer")
    s.start()
    assert s.day_night() is None
    s.cast("A", admirer)
    s.resolve()
    assert s.day_night() == "day" and s.name(admirer) == "Bird Admirer"


def test_730_2a_day_becomes_night_when_the_previous_active_player_cast_no_spells_702_145c():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    hauler = s.battlefield("B", "Tireless Hauler")
    s.start()
    _night(s, admirer)                           # 702.145c: daybound permanents transform
    assert (s.power(admirer), s.toughness(admirer)) == (3, 5)
    assert "nightbound" in s.keywords(admirer) and "reach" in s.keywords(admirer)
    assert (s.name(hauler), s.power(hauler), s.toughness(hauler)) == ("Dire-Strain Brawler", 6, 6)
    s.check_invariants()


def test_730_2a_a_spell_by_the_active_player_keeps_it_day():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Mountain", 1)
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    s.advance("upkeep", turn=2)
    assert s.day_night() == "day" and s.name(admirer) == "Bird Admirer"


def test_730_2a_only_the_previous_turns_active_player_counts():
    """The other player's spell during A's turn doesn't keep it day (unlike the
    Innistrad werewolves' "if no spells were cast last turn")."""
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Mountain", 1, player="B")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.pass_priority()
    s.cast("B", bolt, targets=["A"])             # B casts a spell in A's turn 1
    s.resolve()
    _night(s, admirer)


def test_730_2b_night_becomes_day_when_the_previous_active_player_cast_two_spells_702_145f():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Mountain", 2, player="B")
    shocks = [s.hand("B", "Shock") for _ in range(2)]
    s.start()
    _night(s, admirer)
    s.advance("precombat_main", turn=2)
    for sh in shocks:                            # B, turn 2's active player, casts two
        s.cast("B", sh, targets=["A"])
        s.resolve()
    s.advance("upkeep", turn=3)
    assert s.day_night() == "day"
    assert (s.name(admirer), s.power(admirer), s.toughness(admirer)) == ("Bird Admirer", 1, 4)


def test_730_2b_one_spell_or_the_other_players_two_keep_it_night():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Mountain", 2, player="A")
    lands(s, "Mountain", 1, player="B")
    shocks = [s.hand("A", "Shock") for _ in range(2)]
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    _night(s, admirer)
    s.advance("upkeep", turn=2)
    s.pass_priority()                            # B (active) passes: A casts two in B's turn
    for sh in shocks:
        s.cast("A", sh, targets=["B"])
        s.resolve()
    s.advance("precombat_main", turn=2)
    s.cast("B", bolt, targets=["A"])             # B casts one
    s.resolve()
    s.advance("upkeep", turn=3)
    assert s.day_night() == "night" and s.name(admirer) == "Wing Shredder"


def test_702_145b_a_daybound_card_enters_transformed_at_night():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Forest", 5, player="B")
    hauler = s.hand("B", "Tireless Hauler")
    s.start()
    _night(s, admirer)
    s.advance("precombat_main", turn=2)
    s.cast("B", hauler)
    s.resolve()
    assert s.zone(hauler) == "battlefield"
    assert (s.name(hauler), s.power(hauler), s.toughness(hauler)) == ("Dire-Strain Brawler", 6, 6)
    assert s.mana_value(hauler) == 5             # 712.8e: its front face's
    s.check_invariants()


def test_730_1_once_day_or_night_it_stays_so_without_daybound_permanents():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Mountain", 1)
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[admirer])         # 1/4: survives 3; then it's still day
    s.resolve()
    assert s.day_night() == "day"
    s.advance("upkeep", turn=3)                  # A cast one in turn 1 (day); B none in 2
    assert s.day_night() == "night"
    assert s.zone(admirer) == "battlefield" and s.name(admirer) == "Wing Shredder"


def test_702_145c_a_daybound_permanent_leaving_at_night_is_its_front_face_712_8a():
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Mountain", 2, player="B")
    bolts = [s.hand("B", "Lightning Bolt") for _ in range(2)]
    s.start()
    _night(s, admirer)
    s.advance("precombat_main", turn=2)
    for b in bolts:                              # 3 + 3 damage to a 3/5
        s.cast("B", b, targets=[admirer])
        s.resolve()
    assert s.zone(admirer) == "graveyard" and s.name(admirer) == "Bird Admirer"
    assert s.day_night() == "night"              # 730.2: checked in the next untap step ...
    s.advance("upkeep", turn=3)
    assert s.day_night() == "day"                # ... with no daybound permanent left (730.1)


def test_712_13a_example_a_clone_of_bird_admirer_cant_transform_at_night_701_27c():
    """712.13a Example (its first part): a Clone that is a copy of Bird Admirer has
    daybound, but at night it can't transform: it isn't represented by a double-faced
    card (702.145c, 701.27c).  The Bird Admirer card itself transforms."""
    s = Scenario()
    libraries(s)
    admirer = s.battlefield("A", "Bird Admirer")
    lands(s, "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)                           # A's one spell in turn 1: still day in turn 2
    s.resolve()
    s.choose("A", admirer)
    assert s.name(clone) == "Bird Admirer" and "daybound" in s.keywords(clone)
    s.advance("upkeep", turn=2)
    assert s.day_night() == "day"
    s.advance("upkeep", turn=3)                  # B cast none in turn 2: night
    assert s.day_night() == "night"
    assert s.name(admirer) == "Wing Shredder"
    assert (s.name(clone), s.power(clone), s.toughness(clone)) == ("Bird Admirer", 1, 4)
    s.check_invariants()


def _night_with_clone(s, back_name):
    """Night in turn 3 (A's turn): Tireless Hauler or Bird Admirer is back face up, and A
    casts a Clone copying it."""
    lands(s, "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.advance("precombat_main", turn=3)   # B cast no spells in turn 2: still night
    assert s.day_night() == "night"
    s.cast("A", clone)
    s.resolve()
    s.choose("A", back_name)
    assert s.name(clone) == back_name
    return clone


def test_712_8e_a_copy_of_a_back_face_has_mana_value_0():
    s = Scenario()
    libraries(s)
    hauler = s.battlefield("B", "Tireless Hauler")
    admirer = s.battlefield("B", "Bird Admirer")
    clone = _night_with_clone(s, "Dire-Strain Brawler")
    assert s.mana_value(hauler) == 5 and s.mana_value(admirer) == 3  # front faces' (712.8e)
    assert s.mana_value(clone) == 0
    s2 = Scenario()
    libraries(s2)
    s2.battlefield("B", "Tireless Hauler")
    s2.battlefield("B", "Bird Admirer")
    clone2 = _night_with_clone(s2, "Wing Shredder")
    assert s2.mana_value(clone2) == 0


def test_712_8e_abrupt_decay_destroys_a_clone_of_dire_strain_brawler():
    s = Scenario()
    libraries(s)
    hauler = s.battlefield("B", "Tireless Hauler")
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Forest")
    decay = s.hand("A", "Abrupt Decay")
    clone = _night_with_clone(s, "Dire-Strain Brawler")
    with pytest.raises(IllegalActionError):
        s.cast("A", decay, targets=[hauler])          # mana value 5
    s.cast("A", decay, targets=[clone])
    s.resolve()
    assert s.zone(clone) == "graveyard" and s.zone(hauler) == "battlefield"
