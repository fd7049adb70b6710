"""Multiplayer free-for-all (CR 800, 802, 806): more than two players in turn order,
priority over every player, "each opponent", attacks on several defending players,
leaving the game and the last player standing.  Real cards throughout."""

import pytest

from mtgcore import Game
from mtgcore.errors import IllegalActionError, InvalidIdError, MtgError, ScenarioError
from mtgcore.testing import Scenario


def four(**kw):
    return Scenario(players=4, **kw)


def test_101_4_apnap_order_with_four_players():
    # Each player's Soul Warden triggers as Grizzly Bears enters: the active player
    # puts theirs on the stack first, then each other player in turn order (101.4,
    # 603.3b), so the last player's is on top.
    s = four()
    wardens = {p: s.battlefield(p, "Soul Warden") for p in "ABCD"}
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    assert s.active_player == "A"
    s.cast("A", bears)
    for _ in range(4):  # every player passes: the Bears resolve
        s.pass_priority()
    assert [e.controller for e in s.stack] == ["D", "C", "B", "A"]
    assert all(e.card is wardens[e.controller] for e in s.stack)
    s.resolve()
    assert [s.life(p) for p in "ABCD"] == [21, 21, 21, 21]


def test_117_3d_405_5_priority_passes_over_every_player_before_resolving():
    s = four()
    s.battlefield("A", "Mountain")
    spike = s.hand("A", "Lava Spike")
    s.start()
    s.cast("A", spike, targets=["C"])
    seen = []
    for _ in range(4):  # 117.3c: the caster gets priority first; then each in turn order
        seen.append(s.priority_player)
        assert len(s.stack) == 1 and s.life("C") == 20
        s.pass_priority()
    assert seen == ["A", "B", "C", "D"]
    assert s.stack == [] and s.life("C") == 17  # 405.5: all four passed in succession


def test_103_1_500_1_turns_follow_the_seats_in_order():
    s = four()
    for p in "ABCD":
        s.library(p, ["Forest"] * 5)
    s.start()
    order = []
    for _ in range(5):
        order.append(s.active_player)
        s.pass_turn()
    assert order == ["A", "B", "C", "D", "A"]


def test_102_2_102_3_each_opponent_is_every_other_player():
    # Blood Tithe: each opponent loses 3 life; its caster gains what they lost (9).
    s = four()
    for _ in range(4):
        s.battlefield("B", "Swamp")
    tithe = s.hand("B", "Blood Tithe")
    s.start(turn=2)
    assert s.active_player == "B"
    s.cast("B", tithe)
    s.resolve()
    assert [s.life(p) for p in "ABCD"] == [17, 29, 17, 17]


def test_102_1_each_player_means_every_seat():
    s = four()
    s.battlefield("C", "Mountain")
    s.battlefield("C", "Mountain")
    rift = s.hand("C", "Flame Rift")
    s.start(turn=3)
    s.cast("C", rift)
    s.resolve()
    assert [s.life(p) for p in "ABCD"] == [16, 16, 16, 16]


def test_115_1_target_player_may_be_any_opponent_in_the_game():
    s = four()
    s.battlefield("A", "Mountain")
    spike = s.hand("A", "Lava Spike")
    s.start()
    s.cast("A", spike, targets=["D"])
    s.resolve()
    assert s.life("D") == 17 and s.life("B") == s.life("C") == 20


def test_506_2_802_2_attack_each_opponent_and_a_planeswalker():
    # A attacks B, C and D's Jace Beleren at once (802.2: every opponent defends).
    s = four()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Hill Giant")
    angel = s.battlefield("A", "Serra Angel")
    jace = s.battlefield("D", "Jace Beleren")
    s.start(step="beginning_of_combat")
    s.attack({bears: "B", giant: "C", angel: jace})
    assert s.attacking(bears) == "B" and s.attacking(giant) == "C" and s.attacking(angel) is jace
    s.block({})   # 802.4: B declares first (APNAP order) ...
    s.block({})   # ... then C ...
    s.block({})   # ... then D
    s.advance("combat_damage")
    assert (s.life("B"), s.life("C"), s.life("D")) == (18, 17, 20)
    assert s.zone(jace) == "graveyard"  # 4 damage to a planeswalker with loyalty 3 (704.5i)


def test_802_4_each_defending_player_declares_blockers_in_apnap_order():
    s = four()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Hill Giant")
    b_wall = s.battlefield("B", "Grizzly Bears")
    d_block = s.battlefield("D", "Hill Giant")
    s.start(step="beginning_of_combat")
    s.attack({bears: "B", giant: "D"})
    s.block({b_wall: bears})
    s.block({d_block: giant})
    deciders = [line.split(":")[0] for line in s.log_lines if line.endswith("declare blockers: done")]
    assert deciders == ["B", "D"]  # C is attacked by nothing: only B, then D declare
    assert s.blocked_by(bears) == [b_wall] and s.blocked_by(giant) == [d_block]


def test_802_4a_a_creature_blocks_only_creatures_attacking_its_controller():
    s = four()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Hill Giant")
    c_bears = s.battlefield("C", "Grizzly Bears")
    s.start(step="beginning_of_combat")
    s.attack({bears: "B", giant: "C"})
    s.block({})  # B
    with pytest.raises(IllegalActionError, match="802.4a"):
        s.block({c_bears: bears})  # C can't block the creature attacking B
    s.block({c_bears: giant})
    assert s.blocked_by(giant) == [c_bears]


def test_800_4a_player_leaving_takes_their_objects():
    s = four()
    b_bears = s.battlefield("B", "Grizzly Bears")
    b_forest = s.battlefield("B", "Forest")
    b_hand = s.hand("B", "Hill Giant")
    b_yard = s.graveyard("B", "Lava Spike")
    b_lib = s.library("B", ["Forest", "Forest"])
    a_bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.concede("B")
    assert not s.is_over
    for card in (b_bears, b_forest, b_hand, b_yard, *b_lib):
        assert s.zone(card) is None  # in no zone: it left the game
    assert s.zone(a_bears) == "battlefield"
    assert s.game.players[1].left and s.game.players_in_game == [0, 2, 3]
    assert s.check_invariants() == ""


def test_800_4a_effects_giving_the_leaving_player_control_end():
    # C takes D's Hill Giant with Act of Treason, then concedes: the effect ends and
    # D controls its creature again (it isn't exiled: D still controls it).
    s = four()
    for _ in range(3):
        s.battlefield("C", "Mountain")
    treason = s.hand("C", "Act of Treason")
    giant = s.battlefield("D", "Hill Giant")
    s.start(turn=3)
    s.cast("C", treason, targets=[giant])
    s.resolve()
    assert s.controller(giant) == "C"
    s.concede("C")
    assert s.zone(giant) == "battlefield" and s.controller(giant) == "D"
    assert s.active_player == "C" and s.priority_player == "D"  # 800.4j: the turn goes on
    assert s.check_invariants() == ""


def test_800_4a_an_aura_of_the_leaving_player_leaves_with_them():
    # A's Control Magic on B's Serra Angel leaves the game with A: B controls it again.
    s = four()
    for _ in range(4):
        s.battlefield("A", "Island")
    magic = s.hand("A", "Control Magic")
    angel = s.battlefield("B", "Serra Angel")
    s.start()
    s.cast("A", magic, targets=[angel])
    s.resolve()
    assert s.controller(angel) == "A"
    s.concede("A")
    assert s.controller(angel) == "B"
    assert s.zone(magic) is None


def test_800_4a_the_leaving_players_spells_and_triggers_leave_the_stack():
    s = four()
    s.battlefield("B", "Mountain")
    spike = s.hand("B", "Lava Spike")
    s.start(turn=2)
    s.cast("B", spike, targets=["A"])
    assert len(s.stack) == 1
    s.concede("B")
    assert s.stack == [] and s.life("A") == 20


def test_800_4e_no_combat_damage_to_a_player_who_left():
    s = four()
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Hill Giant")
    s.start(step="beginning_of_combat")
    s.attack({bears: "B", giant: "C"})
    s.block({})
    s.block({})
    s.concede("B")  # with priority in the declare blockers step
    s.advance("combat_damage")
    assert s.life("C") == 17 and s.life("B") == 20
    assert s.zone(bears) == "battlefield"


def test_800_4j_priority_passes_on_when_its_holder_leaves():
    s = four()
    s.battlefield("A", "Mountain")
    spike = s.hand("A", "Lava Spike")
    s.start()
    s.cast("A", spike, targets=["D"])
    s.pass_priority()  # A passes
    assert s.priority_player == "B"
    s.concede("B")
    assert s.priority_player == "C"
    s.pass_priority()  # C
    s.pass_priority()  # D: A, C and D have passed in succession (117.4)
    assert s.life("D") == 17


def test_800_4k_a_player_who_left_takes_no_turn():
    s = four()
    for p in "ABCD":
        s.library(p, ["Forest"] * 5)
    s.start()
    s.concede("B")
    order = []
    for _ in range(4):
        s.pass_turn()
        order.append(s.active_player)
    assert order == ["C", "D", "A", "C"]


def test_104_2a_last_player_standing_wins():
    s = Scenario(players=3)
    for _ in range(2):
        s.battlefield("A", "Mountain")
    spikes = [s.hand("A", "Lava Spike"), s.hand("A", "Lava Spike")]
    s.set_life("B", 3)
    s.set_life("C", 3)
    s.start()
    s.cast("A", spikes[0], targets=["B"])
    s.resolve()
    assert not s.is_over and s.game.players[1].left  # 800.4: the game goes on
    s.cast("A", spikes[1], targets=["C"])
    s.resolve()
    assert s.is_over and s.winner == "A"


def test_104_3a_conceding_leaves_a_multiplayer_game_that_goes_on():
    s = Scenario(players=3)
    s.start()
    s.concede("C")
    assert not s.is_over and s.priority_player == "A"
    s.concede("B")
    assert s.is_over and s.winner == "A"  # 104.2a


def test_800_6_first_mulligan_is_free_in_a_multiplayer_game():
    g = Game("green_stompy", "red_burn", "white_weenie", seed=3, starting_player=0, min_deck_size=0)
    g.apply("mulligan")                     # seat 0 mulligans once ...
    while g.decision.kind == "mulligan":
        g.apply("keep hand")
    assert g.decision.kind != "mulligan_bottom"  # ... and puts no card on the bottom
    assert g.players[0].hand_size == 7


def test_800_7_the_starting_player_draws_on_turn_one_of_a_multiplayer_game():
    g = Game("green_stompy", "red_burn", "white_weenie", seed=5, starting_player=1, min_deck_size=0)
    while g.turn == 0:
        g.apply("keep hand")
    while g.step != "precombat_main":
        g.apply(0)
    assert g.active_player == 1 and g.players[1].hand_size == 8


def test_100_1_a_game_has_two_to_six_players():
    with pytest.raises(MtgError, match="2 to 6 players"):
        Game(*["green_stompy"] * 7, seed=1)
    with pytest.raises(ScenarioError):
        Scenario(players=7)
    s = Scenario(players=3)
    with pytest.raises(ScenarioError, match="'A', 'B' and 'C'"):
        s.battlefield("D", "Forest")
    g = Game("green_stompy", "red_burn", "white_weenie", seed=1, min_deck_size=0)
    with pytest.raises(InvalidIdError, match="players are 0 to 2"):
        g.view(3)
