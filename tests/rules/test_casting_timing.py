"""When a spell may be cast (CR 601.3, 307.1, 117.1a): flash granted by an effect
(601.3b, 702.8: Vedalken Orrery); "Cast this spell only during ..." as card data
(601.3: Panic)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


from _costs import lands as _lands  # noqa: E402


# ---- 601.3b / 702.8: "You may cast spells as though they had flash." ------------------

def test_601_3b_vedalken_orrery_lets_its_controller_cast_a_creature_on_an_opponents_turn():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    _lands(s, "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    s.start(turn=2, step="upkeep")  # B's turn
    s.cast("A", bears)
    s.resolve()
    assert s.zone(bears) == "battlefield"


def test_702_8_vedalken_orrery_lets_a_sorcery_be_cast_with_a_spell_on_the_stack():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    _lands(s, "Forest", 4)
    bears = s.hand("A", "Grizzly Bears")
    other = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    s.cast("A", other)  # the stack isn't empty: only as though it had flash (117.1a)
    assert len(s.stack) == 2


def test_601_3b_without_the_permission_sorcery_timing_holds():
    s = Scenario()
    _lands(s, "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    s.start(turn=2, step="upkeep")
    with pytest.raises(IllegalActionError):
        s.cast("A", bears)
    assert s.zone(bears) == "hand"


def test_601_3b_the_permission_is_its_controllers_only():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    _lands(s, "Forest", 2, player="B")
    bears = s.hand("B", "Grizzly Bears")
    s.start(turn=1, step="upkeep")  # A's turn: B has no Orrery
    with pytest.raises(IllegalActionError):
        s.cast("B", bears)
    assert s.zone(bears) == "hand"


def test_702_8_flash_doesnt_let_lands_be_played_at_instant_speed():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    forest = s.hand("A", "Forest")
    s.start(turn=2, step="upkeep")
    with pytest.raises(IllegalActionError):
        s.play_land("A", forest)
    assert s.zone(forest) == "hand"


# ---- 601.3: "Cast this spell only during combat before blockers are declared." ----

def test_601_3_panic_is_cast_during_combat_before_blockers_are_declared():
    s = Scenario()
    s.battlefield("A", "Mountain")
    wall = s.battlefield("B", "Grizzly Bears")
    panic = s.hand("A", "Panic")
    s.library("A", ["Island"] * 3)
    s.start(step="beginning_of_combat")
    s.cast("A", panic, [wall])
    s.resolve()
    assert "can't block" in s.keywords(wall)
    hand = s.hand_size("A")
    s.advance("upkeep", turn=2)  # 603.7: at the beginning of the next turn's upkeep
    s.resolve()
    assert s.hand_size("A") == hand + 1


def test_601_3_panic_cant_be_cast_outside_combat():
    s = Scenario()
    s.battlefield("A", "Mountain")
    wall = s.battlefield("B", "Grizzly Bears")
    panic = s.hand("A", "Panic")
    s.start()  # precombat main: an instant, but not during combat
    assert not [a for a in s.game.legal_actions() if "Panic" in a.label]
    with pytest.raises(IllegalActionError):
        s.cast("A", panic, [wall])
    assert s.zone(panic) == "hand"


def test_601_3_panic_cant_be_cast_once_blockers_are_declared():
    s = Scenario()
    s.battlefield("A", "Mountain")
    attacker = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("B", "Grizzly Bears")
    panic = s.hand("A", "Panic")
    s.start(step="beginning_of_combat")
    s.advance("declare_attackers")
    s.attack({attacker: "B"})
    s.advance("declare_blockers")
    s.block({})
    with pytest.raises(IllegalActionError):
        s.cast("A", panic, [wall])
    assert s.zone(panic) == "hand"


def test_601_3_panic_is_cast_in_an_opponents_combat_too():
    s = Scenario()
    s.battlefield("A", "Mountain")
    theirs = s.battlefield("B", "Grizzly Bears")
    panic = s.hand("A", "Panic")
    s.start(turn=2, step="beginning_of_combat")  # B's turn: "during combat" is any player's
    s.cast("A", panic, [theirs])
    s.resolve()
    assert "can't block" in s.keywords(theirs)


def test_601_3_flash_permission_doesnt_lift_a_casting_restriction():
    s = Scenario()
    s.battlefield("A", "Vedalken Orrery")
    s.battlefield("A", "Mountain")
    wall = s.battlefield("B", "Grizzly Bears")
    panic = s.hand("A", "Panic")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", panic, [wall])
    assert s.zone(panic) == "hand"


def test_601_3_cast_only_is_checked_against_the_oracle_text():
    from mtgcore.cards.dsl import Card, DrawCards
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="cast_only"):
        Card(name="Bad Timing", cost="{R}", type_line="Instant", oracle="Draw a card.",
             spell=[DrawCards(1)], cast_only="during combat")
    with pytest.raises(CardDefinitionError, match="cast_only"):
        Card(name="Bad Timing", cost="{R}", type_line="Instant",
             oracle="Cast this spell only during lunch.\nDraw a card.",
             spell=[DrawCards(1)], cast_only="during lunch")
