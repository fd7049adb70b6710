"""Triggered abilities (CR 603), continued: intervening "if" clauses (603.4), APNAP order
and each player ordering their own simultaneous triggers (603.3b), and delayed
triggers (603.7), with real cards.  Same strict scenarios as test_triggers.py.
"""

import pytest

from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def tokens(s, player):
    return [t for t in s.permanents(player) if s.is_token(t)]


# ---------------------------------------------------------------------------
# 603.4 Intervening "if"
# ---------------------------------------------------------------------------

def test_603_4_example_intervening_if_is_checked_when_the_event_occurs():
    """603.4 Example (Felidar Sovereign): "Its controller's life total is checked
    as that player's upkeep begins. If that player has 39 or less life, the
    ability doesn't trigger at all."  Here Convalescence ("if you have 10 or
    less life"): at 11 life it doesn't trigger."""
    s = Scenario()
    s.set_life("A", 11)
    s.battlefield("A", "Convalescence")
    s.start(turn=1, step="upkeep")
    assert s.stack == [] and s.life("A") == 11
    s2 = Scenario()
    s2.set_life("A", 10)
    s2.battlefield("A", "Convalescence")
    s2.start(turn=1, step="upkeep")
    assert len(s2.stack) == 1
    s2.resolve()
    assert s2.life("A") == 11


def test_603_4_intervening_if_checked_on_resolution():
    """603.4 Example (continued): "As the ability resolves, that player's life
    total is checked again. If that player has 39 or less life at this time,
    the ability is removed from the stack and has no effect."  Convalescence
    triggers at 10 life; Angel's Mercy in response brings A to 17."""
    s = Scenario()
    s.set_life("A", 10)
    s.battlefield("A", "Convalescence")
    lands(s, "A", "Plains", 4)
    mercy = s.hand("A", "Angel's Mercy")
    s.start(turn=1, step="upkeep")
    assert len(s.stack) == 1
    s.cast("A", mercy)
    s.resolve()
    assert s.life("A") == 17               # not 18


def test_603_4_convalescence_only_in_your_upkeep():
    s = Scenario()
    s.set_life("A", 5)
    s.battlefield("A", "Convalescence")
    s.library("B", ["Island"])
    s.start(turn=2, step="upkeep")
    assert s.stack == [] and s.life("A") == 5


# ---------------------------------------------------------------------------
# 603.3b APNAP order and each player ordering their own triggers
# ---------------------------------------------------------------------------

def test_603_3b_apnap_order_of_simultaneous_triggers():
    # Bears (B's) die in A's turn: A's Blood Artist trigger goes on the stack
    # first, B's Zulaport Cutthroat trigger on top of it -- B's resolves first.
    # A is at 1 life: Zulaport's drain kills A before Blood Artist's life gain.
    s = Scenario()
    s.set_life("A", 1)
    s.battlefield("A", "Blood Artist")
    s.battlefield("B", "Zulaport Cutthroat")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[bears])
    s.pass_priority()
    s.pass_priority()
    s.choose("A", "player B")
    assert [e.controller for e in s.stack] == ["B", "A"]
    s.resolve()
    assert s.is_over and s.winner == "B" and s.life("A") == 0


def test_603_3b_apnap_order_in_the_other_players_turn():
    # Same board in B's turn: now B is the active player, so A's Blood Artist
    # trigger is on top and resolves first -- A survives at 1.
    s = Scenario()
    s.set_life("A", 1)
    s.battlefield("A", "Blood Artist")
    s.battlefield("B", "Zulaport Cutthroat")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.library("B", ["Island"])
    s.start(turn=2)
    s.cast("A", bolt, targets=[bears])
    s.pass_priority()
    s.pass_priority()
    s.choose("A", "player B")
    assert [e.controller for e in s.stack] == ["A", "B"]
    s.resolve()
    assert not s.is_over
    assert s.life("A") == 1 and s.life("B") == 20


def test_603_3b_the_nonactive_player_orders_their_own_triggers():
    # B's Bears die in A's turn; B controls both Blood Artist and Zulaport
    # Cutthroat, so B (not A) is asked to order them.
    s = Scenario()
    s.battlefield("B", "Blood Artist")
    s.battlefield("B", "Zulaport Cutthroat")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[bears])
    s.pass_priority()
    s.pass_priority()
    assert s.pending.kind == "order_triggers" and s.pending.player == "B"
    s.choose("B", "Zulaport")              # put first: resolves last
    s.choose("B", "player A")              # Blood Artist's target
    assert [e.card.name for e in s.stack] == ["Blood Artist", "Zulaport Cutthroat"]
    s.resolve()
    assert s.life("A") == 18 and s.life("B") == 22


@pytest.mark.parametrize("first, life", [("Convalescence", 11), ("Ajani's Mantra", 12)])
def test_603_3b_controller_orders_own_triggers_and_the_order_decides(first, life):
    # A at 10 life with Convalescence ("if you have 10 or less life, you gain 1
    # life") and Ajani's Mantra ("you may gain 1 life").  The trigger put on the
    # stack first resolves last: if Convalescence resolves first, both gain
    # (12); if the Mantra resolves first, A is at 11 when Convalescence's
    # intervening "if" is rechecked (603.4) and it does nothing (11).
    s = Scenario()
    s.set_life("A", 10)
    s.battlefield("A", "Convalescence")
    s.battlefield("A", "Ajani's Mantra")
    s.start(turn=1, step="upkeep")
    assert s.pending.kind == "order_triggers" and s.pending.player == "A"
    s.choose("A", first)
    assert s.stack[-1].startswith(first)   # bottom of the stack
    s.resolve()
    s.choose("A", "yes")
    assert s.life("A") == life and s.stack == []


def test_603_3b_triggers_go_on_the_stack_above_the_spell_that_caused_them():
    s = Scenario()
    swift = s.battlefield("A", "Monastery Swiftspear")
    fiend = s.battlefield("A", "Kiln Fiend")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.pending.kind == "order_triggers"
    s.choose("A", "Kiln Fiend")
    assert [e.card for e in s.stack] == [swift, fiend, bolt]
    s.pass_priority()
    s.pass_priority()                      # prowess resolves: Kiln Fiend not yet
    assert s.power(swift) == 2 and s.power(fiend) == 1
    s.resolve()
    assert s.power(fiend) == 4 and s.life("B") == 17


# ---------------------------------------------------------------------------
# 603.7 Delayed triggered abilities
# ---------------------------------------------------------------------------

def test_603_7_delayed_trigger_at_next_end_step():
    # Rukh Egg: "When this creature dies, create a 4/4 red Bird creature token
    # with flying at the beginning of the next end step."
    s = Scenario()
    egg = s.battlefield("A", "Rukh Egg")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Island"])
    s.start()
    s.cast("B", bolt, targets=[egg])
    s.resolve()                            # the dies trigger resolved: no Bird yet
    assert s.zone(egg) == "graveyard" and tokens(s, "A") == [] and s.stack == []
    s.advance("end_step")
    assert [str(e) for e in s.stack] == [
        "Rukh Egg ability: Create a 4/4 red Bird creature token with flying. (A)"]
    s.resolve()
    [bird] = tokens(s, "A")
    assert (s.power(bird), s.toughness(bird)) == (4, 4)
    assert s.colors(bird) == {"red"} and s.keywords(bird) == {"flying"}
    s.pass_turn()
    s.advance("end_step")                  # 603.7b: it triggers only once
    assert s.stack == [] and len(tokens(s, "A")) == 1


def test_603_7b_delayed_trigger_created_during_an_end_step_waits_for_the_next_one():
    s = Scenario()
    egg = s.battlefield("A", "Rukh Egg")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Island"])
    s.library("B", ["Island"])
    s.start(step="end_step")
    s.cast("B", bolt, targets=[egg])
    s.resolve()
    assert s.stack == [] and tokens(s, "A") == []
    s.pass_turn()                          # turn 2 (B's)
    assert tokens(s, "A") == []
    s.advance("end_step")
    assert len(s.stack) == 1 and s.stack[0].controller == "A"
    s.resolve()
    assert len(tokens(s, "A")) == 1


def test_603_6b_example_a_land_that_enters_as_a_creature_triggers_creature_enters_abilities():
    """CR 603.6b's example: with "All lands are creatures" (here Living Lands: all
    Forests are 1/1 creatures), a land played is a creature the moment it enters and
    triggers "whenever a creature enters" (Soul Warden)."""
    s = Scenario()
    s.battlefield("A", "Living Lands")
    s.battlefield("A", "Soul Warden")
    forest = s.hand("A", "Forest")
    mountain = s.hand("A", "Mountain")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.play_land("A", forest)
    s.resolve()
    assert s.life("A") == 21 and {"creature", "land"} <= s.types(forest)
    s.advance("precombat_main", turn=3)
    s.play_land("A", mountain)   # not a Forest: not a creature, no trigger
    s.resolve()
    assert s.life("A") == 21
