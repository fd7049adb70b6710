"""Actions from opening hands (CR 103.6, 103.6a): after mulligans the starting
player, then each other player in turn order, may begin the game with such cards
on the battlefield: one yes/no decision per card (the decision's source is the
card).  Leyline of the Void and Leyline of Anticipation."""

from mtgcore import Game
from mtgcore.testing import Scenario

VOID = "30 Leyline of the Void\n30 Swamp"
ANTICIPATION = "30 Leyline of Anticipation\n30 Island"


def _keep_both(g):
    while g.decision.kind == "mulligan":
        g.apply("keep hand")


def _leylines_in_hand(g, p, name):
    return [c for c in g.players[p].hand if c.name == name]


def test_103_6_starting_player_then_the_other_asked_once_per_card_in_the_hand():
    g = Game(VOID, ANTICIPATION, seed=4, starting_player=1)
    _keep_both(g)
    n1 = len(_leylines_in_hand(g, 1, "Leyline of Anticipation"))
    n0 = len(_leylines_in_hand(g, 0, "Leyline of the Void"))
    assert n0 > 0 and n1 > 0
    asked = []
    while g.decision.kind == "yes_no":
        d = g.decision
        asked.append(d.player)
        assert d.actions[0].label.startswith("begin the game with Leyline")
        assert d.actions[1].label.startswith("keep Leyline") and d.actions[1].label.endswith("in hand")
        g.apply(1)  # keep it in hand
    # 103.6: the starting player (B) first, then A; one decision per card.
    assert asked == [1] * n1 + [0] * n0
    assert g.turn == 1 and g.step == "upkeep" and g.active_player == 1
    assert g.battlefield == []


def test_103_6a_the_player_begins_the_game_with_the_chosen_leylines_on_the_battlefield():
    g = Game(VOID, ANTICIPATION, seed=4, starting_player=0)
    _keep_both(g)
    hand0 = g.players[0].hand_size
    first = True
    while g.decision.kind == "yes_no":
        # A puts only its first Leyline onto the battlefield; B all of its.
        yes = g.decision.player == 1 or first
        first = first and g.decision.player != 0
        g.apply(0 if yes else 1)
    names = sorted(c.name for c in g.battlefield)
    n_ant = names.count("Leyline of Anticipation")
    assert names.count("Leyline of the Void") == 1 and n_ant >= 1
    assert g.players[0].hand_size == hand0 - 1
    assert all(c.controller == (0 if c.name == "Leyline of the Void" else 1) for c in g.battlefield)
    assert g.turn == 1 and g.check_invariants() == ""


def test_103_6a_leyline_of_the_void_exiles_the_opponents_cards_from_the_first_turn():
    g = Game(VOID, "30 Grizzly Bears\n30 Mountain", seed=2, starting_player=0)
    _keep_both(g)
    while g.decision.kind == "yes_no":
        g.apply(0)
    assert any(c.name == "Leyline of the Void" for c in g.battlefield)
    g.play("random", seed=1, max_actions=3000)
    # Nothing of B's ever reached its graveyard: its dead Bears went to exile (614.1a).
    assert g.players[1].graveyard == []
    exiled = [o for o in g._g.exile() if g._g.obj_owner(o) == 1]
    assert exiled
    assert g.check_invariants() == ""


def test_103_6_a_game_without_such_cards_asks_nothing_after_mulligans():
    g = Game("green_stompy", "red_burn", seed=1)
    _keep_both(g)
    assert g.decision.kind != "yes_no" and g.turn == 1


def test_103_6_random_playouts_with_leylines_keep_the_invariants():
    for seed in range(6):
        g = Game(VOID, ANTICIPATION, seed=seed)
        g.play("random", seed=seed, max_actions=4000)
        assert g.check_invariants() == ""
        g2 = Game(VOID, ANTICIPATION, seed=seed)
        g2.play("random", seed=seed, max_actions=4000)
        assert g2.digest() == g.digest()  # replay determinism


def test_601_3b_leyline_of_anticipation_lets_its_controller_cast_creatures_at_instant_speed():
    s = Scenario()
    s.battlefield("A", "Leyline of Anticipation")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start(turn=2, step="upkeep")  # B's turn
    s.cast("A", bears)
    s.resolve()
    assert s.zone(bears) == "battlefield"


def test_614_1a_leyline_of_the_void_exiles_an_opponents_card_instead_of_the_graveyard():
    s = Scenario()
    s.battlefield("A", "Leyline of the Void")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    bears = s.battlefield("B", "Grizzly Bears")
    mine = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "exile"
    assert s.zone(bolt) == "graveyard"  # its controller's own card
    assert s.zone(mine) == "battlefield"


def test_103_6_scenario_opening_hands_each_leyline_asked_a_first_then_b():
    s = Scenario()
    void = s.hand("A", "Leyline of the Void")
    kept = s.hand("A", "Leyline of the Void")
    ant = s.hand("B", "Leyline of Anticipation")
    s.hand("B", "Grizzly Bears")  # no such action: not asked
    s.start(opening_hand=True)
    p = s.pending
    assert p.player == "A" and p.kind == "yes_no" and p.options[0].startswith("begin the game with")
    s.choose("A", 0)          # the first Leyline of the Void onto the battlefield
    assert s.pending.player == "A"
    s.choose("A", 1)          # the second stays in hand
    assert s.pending.player == "B"
    s.choose("B", 0)
    assert s.pending is None and s.step == "precombat_main" and s.turn == 1
    assert s.zone(void) == "battlefield" and s.zone(kept) == "hand"
    assert s.zone(ant) == "battlefield" and s.controller(ant) == "B"
    assert s.check_invariants() == ""
