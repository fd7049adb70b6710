"""Transforming double-faced cards (CR 701.27, 712): Innistrad werewolves (Village
Ironsmith // Ironfang, Grizzled Outcasts // Krallenhorde Wantons) transform at the
beginning of each upkeep by the spells cast last turn; a transformed permanent is
the same object (712.18); only a permanent represented by a transforming
double-faced card transforms (701.27c, 712.9), so a Clone of a back face can't."""

from mtgcore.testing import Scenario

from _costs import lands, libraries  # noqa: E402


def _transform_at_upkeep(s, turn):
    """Go to the upkeep of `turn` and resolve the transform triggers there."""
    s.advance("upkeep", turn=turn)
    assert s.stack, "a transform trigger"
    s.resolve()


def test_701_27a_a_werewolf_transforms_when_no_spells_were_cast_last_turn():
    s = Scenario()
    libraries(s)
    smith = s.battlefield("A", "Village Ironsmith")
    s.start()
    assert (s.name(smith), s.power(smith), s.toughness(smith)) == ("Village Ironsmith", 1, 1)
    _transform_at_upkeep(s, 2)                   # "each upkeep": the opponent's too
    assert (s.name(smith), s.power(smith), s.toughness(smith)) == ("Ironfang", 3, 1)
    assert s.types(smith) == {"creature", "werewolf"} and s.colors(smith) == {"red"}
    assert "first strike" in s.keywords(smith)
    s.check_invariants()


def test_701_27a_one_spell_last_turn_keeps_a_werewolf_human_and_two_turn_it_back():
    s = Scenario()
    libraries(s)
    smith = s.battlefield("A", "Village Ironsmith")
    lands(s, "Mountain", 2, player="B")
    bolts = [s.hand("B", "Lightning Bolt") for _ in range(2)]
    s.start()
    s.pass_priority()
    s.cast("B", bolts[0], targets=["A"])         # one spell in turn 1 ...
    s.resolve()
    s.advance("upkeep", turn=2)                  # ... so no transform
    assert s.stack == [] and s.name(smith) == "Village Ironsmith"
    _transform_at_upkeep(s, 3)                   # none in turn 2: it transforms
    assert s.name(smith) == "Ironfang"
    s.pass_priority()
    s.cast("B", bolts[1], targets=["A"])         # one spell in turn 3: Ironfang stays
    s.resolve()
    s.advance("upkeep", turn=4)
    assert s.stack == [] and s.name(smith) == "Ironfang"


def test_701_27a_two_spells_by_one_player_last_turn_transform_the_back_face_back():
    s = Scenario()
    libraries(s)
    smith = s.battlefield("A", "Village Ironsmith")
    lands(s, "Mountain", 2, player="A")
    shocks = [s.hand("A", "Shock") for _ in range(2)]
    s.start()
    _transform_at_upkeep(s, 2)
    s.advance("precombat_main", turn=3)
    for sh in shocks:                            # two spells by A in turn 3
        s.cast("A", sh, targets=["B"])
        s.resolve()
    _transform_at_upkeep(s, 4)
    assert (s.name(smith), s.power(smith)) == ("Village Ironsmith", 1)


def test_712_18_example_an_effect_keeps_applying_after_the_permanent_transforms():
    """712.18 Example: "An effect gives Village Ironsmith ... +2/+2 until end of turn and
    then Village Ironsmith transforms into Ironfang. Ironfang will continue to get
    +2/+2 until end of turn."  Here Giant Growth (+3/+3) in response to the trigger; a
    +1/+1 counter and damage stay too: it is the same object."""
    s = Scenario()
    libraries(s)
    smith = s.battlefield("A", "Village Ironsmith")
    lands(s, "Forest", 1, player="A")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.advance("upkeep", turn=2)
    assert len(s.stack) == 1                     # the transform trigger
    s.pass_priority()                            # B, the active player, passes
    s.cast("A", growth, targets=[smith])
    s.resolve()                                  # Giant Growth, then the trigger
    assert s.name(smith) == "Ironfang"
    assert (s.power(smith), s.toughness(smith)) == (6, 4)  # 3/1 + 3/3
    s.pass_turn()                                # the effect ends at cleanup (514.2)
    assert (s.power(smith), s.toughness(smith)) == (3, 1)


def test_712_9_example_a_clone_of_a_back_face_cant_transform_701_27c():
    """712.9 Example: a Clone that copies the back face of a double-faced card is a copy
    of it, but isn't represented by a double-faced card, so it can't transform: when
    two spells were cast, Krallenhorde Wantons turns back into Grizzled Outcasts and
    the Clone stays a 7/7 Krallenhorde Wantons."""
    s = Scenario()
    libraries(s)
    outcasts = s.battlefield("A", "Grizzled Outcasts")
    lands(s, "Island", 4)
    lands(s, "Mountain", 1)
    clone = s.hand("A", "Clone")
    shock = s.hand("A", "Shock")
    s.start()
    _transform_at_upkeep(s, 2)
    assert (s.name(outcasts), s.power(outcasts)) == ("Krallenhorde Wantons", 7)
    s.advance("precombat_main", turn=3)
    s.cast("A", clone)
    s.resolve()
    s.choose("A", outcasts)                      # enter as a copy of Krallenhorde Wantons
    assert (s.name(clone), s.power(clone), s.toughness(clone)) == ("Krallenhorde Wantons", 7, 7)
    s.cast("A", shock, targets=["B"])            # A's second spell this turn
    s.resolve()
    s.advance("upkeep", turn=4)
    assert s.pending.kind == "order_triggers"    # both have the back face's trigger ...
    s.choose("A", outcasts)
    assert len(s.stack) == 2
    s.resolve()
    assert (s.name(outcasts), s.power(outcasts)) == ("Grizzled Outcasts", 4)
    assert (s.name(clone), s.power(clone)) == ("Krallenhorde Wantons", 7)  # ... one transforms
    s.check_invariants()


def test_712_8a_a_transformed_permanent_leaving_the_battlefield_is_its_front_face():
    s = Scenario()
    libraries(s)
    smith = s.battlefield("A", "Village Ironsmith")
    lands(s, "Mountain", 1, player="B")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    _transform_at_upkeep(s, 2)
    assert s.name(smith) == "Ironfang"
    s.cast("B", bolt, targets=[smith])           # B is active in turn 2
    s.resolve()
    assert s.zone(smith) == "graveyard" and s.name(smith) == "Village Ironsmith"


def test_712_8e_a_transformed_permanents_mana_value_is_its_front_faces():
    s = Scenario()
    libraries(s)
    smith = s.battlefield("A", "Village Ironsmith")
    s.start()
    _transform_at_upkeep(s, 2)
    assert s.name(smith) == "Ironfang" and s.mana_value(smith) == 2   # {1}{R}
