"""Upkeep costs as data (CR 702.24 cumulative upkeep, 702.30 echo): an upkeep
trigger that sacrifices the permanent unless its controller pays, with real cards:
Illusions of Grandeur (cumulative upkeep {2}), Multani's Acolyte (echo {G}{G}) and
Avalanche Riders (echo {3}{R}).  Paying is the controller's choice ("you may pay");
a player who chooses to pay but can't pay the whole cost pays nothing and
sacrifices it (702.24a: no partial payments)."""

from mtgcore.testing import Scenario

from _costs import lands, libraries, tapped  # noqa: E402





def _upkeep_choice(s, answer):
    """Resolve the upkeep trigger, answering its "you may pay" (603.5)."""
    assert len(s.stack) == 1
    s.resolve()
    assert s.pending.kind == "yes_no"
    s.choose("A", answer)


# ---------------------------------------------------------------------------
# 702.24a Cumulative upkeep
# ---------------------------------------------------------------------------

def test_702_24a_cumulative_upkeep_costs_two_more_each_upkeep_until_it_cant_be_paid():
    s = Scenario()
    libraries(s)
    s.set_life("A", 30)
    grandeur = s.battlefield("A", "Illusions of Grandeur")
    islands = lands(s, "Island", 4)
    s.start()
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "yes")                    # one age counter: {2}
    assert s.counters(grandeur) == {"age": 1} and tapped(s, islands) == 2
    s.advance("upkeep", turn=5)
    _upkeep_choice(s, "yes")                    # two: {4}
    assert s.counters(grandeur) == {"age": 2} and tapped(s, islands) == 4
    assert s.zone(grandeur) == "battlefield" and s.life("A") == 30
    s.advance("upkeep", turn=7)
    _upkeep_choice(s, "yes")                    # three: {6}, and four Islands pay nothing
    assert tapped(s, islands) == 0             # no partial payment (702.24a)
    assert s.zone(grandeur) == "graveyard"
    s.resolve()                                 # "When this enchantment leaves ..."
    assert s.life("A") == 10


def test_702_24a_declining_to_pay_cumulative_upkeep_sacrifices_it():
    s = Scenario()
    libraries(s)
    s.set_life("A", 25)
    grandeur = s.battlefield("A", "Illusions of Grandeur")
    islands = lands(s, "Island", 2)
    s.start()
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "no")
    assert s.zone(grandeur) == "graveyard" and tapped(s, islands) == 0
    s.resolve()
    assert s.life("A") == 5


def test_702_24a_illusions_of_grandeur_cast_gains_20_then_the_first_upkeep_costs_2():
    s = Scenario()
    libraries(s)
    islands = lands(s, "Island", 4)
    grandeur = s.hand("A", "Illusions of Grandeur")
    s.start()
    s.cast("A", grandeur)
    s.resolve()
    assert s.life("A") == 40 and s.counters(grandeur) == {}
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "yes")
    assert s.counters(grandeur) == {"age": 1} and tapped(s, islands) == 2


# ---------------------------------------------------------------------------
# 702.30a Echo
# ---------------------------------------------------------------------------

def test_702_30a_echo_is_paid_once_at_the_first_upkeep_after_it_came_under_control():
    s = Scenario()
    libraries(s)
    forests = lands(s, "Forest", 2)
    acolyte = s.hand("A", "Multani's Acolyte")
    s.start()
    s.cast("A", acolyte)
    s.resolve()
    assert s.zone(acolyte) == "battlefield" and s.hand_size("A") == 1   # drew a card
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "yes")
    assert s.zone(acolyte) == "battlefield" and tapped(s, forests) == 2
    s.advance("upkeep", turn=5)                 # under control since the last upkeep: no echo
    assert s.stack == [] and s.zone(acolyte) == "battlefield"


def test_702_30a_echo_not_paid_sacrifices_it():
    s = Scenario()
    libraries(s)
    lands(s, "Forest", 2)
    acolyte = s.hand("A", "Multani's Acolyte")
    s.start()
    s.cast("A", acolyte)
    s.resolve()
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "no")
    assert s.zone(acolyte) == "graveyard"


def test_702_30a_echo_doesnt_trigger_for_a_permanent_controlled_since_before_the_last_upkeep():
    s = Scenario()
    libraries(s)
    acolyte = s.battlefield("A", "Multani's Acolyte")   # in play before the game's first turn
    s.start()
    s.advance("upkeep", turn=3)
    assert s.stack == [] and s.zone(acolyte) == "battlefield"


def test_702_30a_avalanche_riders_with_haste_echo_unpayable_is_sacrificed():
    """Avalanche Riders attacks the turn it comes (haste, 702.10) and destroys a land;
    at the next upkeep its controller can't pay {3}{R} with three lands: choosing to
    pay pays nothing, and it is sacrificed."""
    s = Scenario()
    libraries(s)
    mountains = lands(s, "Mountain", 4)
    riders = s.hand("A", "Avalanche Riders")
    swamp = s.battlefield("B", "Swamp")
    s.start()
    s.cast("A", riders)
    s.resolve()
    assert s.pending.kind == "choose_target"
    s.choose("A", mountains[0])                 # its own land: now three Mountains left
    s.resolve()
    assert s.zone(mountains[0]) == "graveyard" and s.zone(swamp) == "battlefield"
    s.attack({riders: "B"})
    s.advance("end_step")
    assert s.life("B") == 18
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "yes")
    assert s.zone(riders) == "graveyard"
    assert tapped(s, mountains[1:]) == 0


def test_702_24a_upkeep_cost_keywords_reject_a_cost_the_engine_cant_pay():
    """Bad card data fails when the card is defined, naming the card and the cost."""
    import pytest

    from mtgcore.cards.dsl import Card, PayMana
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(ValueError, match=r"pay '\{W/U\}'"):
        PayMana("{W/U}")
    with pytest.raises(ValueError, match="unknown counter kind 'aged'"):
        PayMana("{1}", counter="aged")
    with pytest.raises((CardDefinitionError, ValueError), match="Bad Echo"):
        Card(name="Bad Echo", cost="{G}", type_line="Creature — Elf", power=1, toughness=1,
             oracle="Echo {G/P}", keywords=["echo {G/P}"])


# ---------------------------------------------------------------------------
# 118.11 A cost paid even though its actions were changed; "you may ... instead"
# ---------------------------------------------------------------------------

def test_118_11_example_psychic_vortex_upkeep_paid_though_obstinate_familiar_skips_the_draw():
    """118.11 Example: Psychic Vortex's cumulative upkeep is "Draw a card"; with
    Obstinate Familiar ("If you would draw a card, you may skip that draw instead.")
    its controller pays it and skips the draw: no card is drawn, yet the cost has been
    paid and Psychic Vortex stays."""
    s = Scenario()
    libraries(s)
    vortex = s.battlefield("A", "Psychic Vortex")
    s.battlefield("A", "Obstinate Familiar")
    s.start()
    s.advance("upkeep", turn=3)
    hand = s.hand_size("A")
    _upkeep_choice(s, "yes")                     # pay: draw a card (one age counter)
    assert s.decision == "choose_replacement"    # the draw: skip it or not (616.1)
    s.choose("A", "apply Obstinate Familiar")          # apply "skip that draw"
    assert s.hand_size("A") == hand              # nothing was drawn ...
    assert s.zone(vortex) == "battlefield"       # ... and the cost was paid
    assert s.counters(vortex) == {"age": 1}


def test_616_1_a_you_may_replacement_can_be_declined_each_time():
    """Obstinate Familiar's replacement is optional, chosen for each draw: Psychic
    Vortex's second upkeep draws two cards; one draw is skipped, the other not."""
    s = Scenario()
    libraries(s)
    vortex = s.battlefield("A", "Psychic Vortex")
    s.battlefield("A", "Obstinate Familiar")
    s.start()
    s.advance("upkeep", turn=3)
    _upkeep_choice(s, "yes")
    s.choose("A", "apply Obstinate Familiar")
    s.advance("draw", turn=3)                    # the draw step's draw: skip it too
    if s.decision == "choose_replacement":
        s.choose("A", "apply Obstinate Familiar")
    s.advance("upkeep", turn=5)
    hand = s.hand_size("A")
    _upkeep_choice(s, "yes")                     # two age counters: draw two cards
    s.choose("A", "decline Obstinate Familiar")                 # the first draw happens ...
    assert s.decision == "choose_replacement"
    s.choose("A", "apply Obstinate Familiar")          # ... the second is skipped
    assert s.hand_size("A") == hand + 1
    assert s.counters(vortex) == {"age": 2} and s.zone(vortex) == "battlefield"
