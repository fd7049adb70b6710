"""Costs paid on resolution (CR 118.12): "[Do something]. If [a player] does,
[effect]" -- the "if ... does" clause asks whether the cost was paid (or started
to be paid), not what happened afterwards.  Standstill, and the subject "each of
that player's opponents" (the player who cast the triggering spell)."""

from mtgcore.testing import Scenario


def _lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def _library(s, player, n):
    return [s.library(player, "Island") for _ in range(n)]


def test_118_12_standstill_sacrificed_each_of_the_casters_opponents_draws_three():
    s = Scenario()
    still = s.battlefield("A", "Standstill")
    _lands(s, "B", "Mountain", 1)
    bolt = s.hand("B", "Lightning Bolt")
    _library(s, "A", 3)
    _library(s, "B", 3)
    s.start(turn=2, step="upkeep")  # B's turn: B draws nothing more in the upkeep
    b_hand = s.hand_size("B")
    s.cast("B", bolt, targets=["A"])
    s.resolve()
    assert s.zone(still) == "graveyard"
    assert s.hand_size("A") == 3            # A is the opponent of the caster B
    assert s.hand_size("B") == b_hand - 1   # B, the caster, draws nothing (only the Bolt left)
    assert s.life("A") == 17


def test_118_12_standstills_controller_draws_when_the_opponent_of_the_caster():
    # Standstill's controller casts the spell: "that player's opponents" is B.
    s = Scenario()
    s.battlefield("A", "Standstill")
    _lands(s, "A", "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    _library(s, "A", 3)
    _library(s, "B", 3)
    s.start()
    s.cast("A", bears)
    s.resolve()
    assert s.hand_size("B") == 3 and s.hand_size("A") == 0
    assert s.zone(bears) == "battlefield"


def test_118_12_example_standstill_gone_before_its_ability_resolves_no_one_draws():
    # CR 118.12 example: a spell is cast, Standstill's ability triggers; then an
    # ability is activated that removes Standstill.  When the ability resolves,
    # the "sacrifice Standstill" cost can't be paid: no player draws.
    s = Scenario()
    still = s.battlefield("A", "Standstill")
    seal = s.battlefield("B", "Seal of Cleansing")
    _lands(s, "A", "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    _library(s, "A", 3)
    _library(s, "B", 3)
    s.start()
    s.cast("A", bears)
    assert len(s.stack) == 2  # the Bears and Standstill's trigger above it
    s.activate("B", seal, targets=[still])  # an ability: Standstill doesn't trigger
    s.resolve()
    assert s.zone(still) == "graveyard" and s.zone(seal) == "graveyard"
    assert s.hand_size("A") == 0 and s.hand_size("B") == 0
    assert s.zone(bears) == "battlefield"


def test_118_12_standstill_destroyed_in_response_by_a_spell_only_the_new_trigger_draws():
    # The Disenchant is a spell: Standstill triggers again.  That newer trigger
    # resolves first and sacrifices it (A, the opponent of Disenchant's caster,
    # draws); Disenchant then has no legal target, and the first trigger can't
    # pay its cost, so B (the opponent of the Bears' caster) draws nothing.
    s = Scenario()
    still = s.battlefield("A", "Standstill")
    _lands(s, "A", "Forest", 2)
    _lands(s, "B", "Plains", 2)
    bears = s.hand("A", "Grizzly Bears")
    dis = s.hand("B", "Disenchant")
    _library(s, "A", 3)
    _library(s, "B", 3)
    s.start()
    s.cast("A", bears)
    s.cast("B", dis, targets=[still])
    s.resolve()
    assert s.zone(still) == "graveyard"
    assert s.hand_size("A") == 3 and s.hand_size("B") == 0
    assert s.zone(dis) == "graveyard"
