"""The object-level Python API: decisions, actions, errors, views."""

import pytest

import mtgcore
from mtgcore import Deck, Game, GameOverError, IllegalActionError, MtgError
from mtgcore.deck import BUNDLED

from test_playouts import snapshot


def test_game_accepts_deck_object_path_text_and_bundled_name(tmp_path):
    text = "20 Forest\n20 Grizzly Bears\n20 Llanowar Elves\n"
    path = tmp_path / "bears.txt"
    path.write_text(text)
    for deck in (Deck.parse(text), str(path), path, text):
        g = Game(deck, "red_burn", seed=1)
        assert g.players[0].library_size + g.players[0].hand_size == 60
    g = Game(text, "red_burn", seed=1)
    assert sorted({v.name for v in g.players[0].hand + g.players[0].library}) == [
        "Forest", "Grizzly Bears", "Llanowar Elves"]


def test_opening_hands_and_mulligan_decision():
    g = Game("green_stompy", "red_burn", seed=3)
    assert [p.hand_size for p in g.players] == [7, 7]           # CR 103.5
    assert [p.life for p in g.players] == [20, 20]              # CR 103.4
    d = g.decision
    assert d.kind == "mulligan" and d.player == g.starting_player
    assert [a.label for a in d.actions] == ["keep hand", "mulligan"]


def test_london_mulligan_puts_cards_on_the_bottom():
    g = Game("green_stompy", "red_burn", seed=3, starting_player=0)
    g.apply("mulligan")          # A mulligans
    g.apply("keep hand")         # B keeps
    assert g.players[0].hand_size == 7
    assert g.decision.kind == "mulligan_bottom" and g.decision.player == 0
    bottom = g.decision.actions[0]
    name = bottom.label
    g.apply(bottom)
    assert g.players[0].hand_size == 6
    assert name.startswith("put ") and g.players[0].library[-1].name in name
    assert g.decision.kind == "mulligan" and g.decision.player == 0
    g.apply("keep hand")
    assert g.turn == 1 and g.active_player == 0 and g.step == "upkeep"
    assert g.players[0].hand_size == 6


def test_starting_player_chosen_by_seed_or_given():
    starts = {Game("green_stompy", "red_burn", seed=s).starting_player for s in range(20)}
    assert starts == {0, 1}
    assert Game("green_stompy", "red_burn", seed=5, starting_player=1).starting_player == 1
    with pytest.raises(ValueError):
        Game("green_stompy", "red_burn", starting_player=2)


def test_illegal_action_raises_and_leaves_state_unchanged():
    g = Game("green_stompy", "red_burn", seed=2)
    g.play("random", max_actions=60)
    before = snapshot(g)
    other = g.clone()
    other.apply(0)
    stale = other.legal_actions()[-1]
    if stale in g.legal_actions():
        stale = None
    with pytest.raises(IllegalActionError) as e:
        g.apply(10_000)
    assert "out of range" in str(e.value)
    with pytest.raises(IllegalActionError):
        g.apply("no such label")
    if stale is not None:
        with pytest.raises(IllegalActionError) as e:
            g.apply(stale)
        assert stale.label in str(e.value)  # names the action
    assert snapshot(g) == before
    assert isinstance(e.value, MtgError) and isinstance(e.value, ValueError)


def test_apply_by_index_label_and_action_agree():
    a = Game("white_weenie", "red_burn", seed=9)
    b, c = a.clone(), a.clone()
    acts = a.legal_actions()
    a.apply(acts[1])
    b.apply(1)
    c.apply(acts[1].label)
    assert snapshot(a) == snapshot(b) == snapshot(c)


def test_game_over_result_and_errors():
    g = Game("green_stompy", "red_burn", seed=4)
    g.play("greedy")
    assert g.is_over
    r = g.result
    assert r.winner in (0, 1) or r.draw
    assert r.reason and r.turns == g.turn
    assert g.decision.kind == "game_over" and g.legal_actions() == []
    with pytest.raises(GameOverError):
        g.apply(0)
    assert "over" in repr(g)


def test_views_show_permanents_with_derived_values():
    g = Game("green_stompy", "white_weenie", seed=6)
    g.play("greedy", max_actions=400)
    views = g.battlefield
    assert views, "greedy play should have put permanents onto the battlefield by now"
    for v in views:
        assert v.zone == "battlefield"
        assert v.controller in (0, 1) and v.owner in (0, 1)
        if "creature" in v.types:
            assert v.toughness - v.damage > 0  # SBAs keep lethal damage off the battlefield
        assert repr(v).startswith(f"<{v.name} #")
    assert any("land" in v.types for v in views)


def test_decision_actions_have_unique_readable_labels():
    g = Game("blue_black_skies", "green_stompy", seed=8)
    seen_kinds = set()
    while not g.is_over:
        d = g.decision
        seen_kinds.add(d.kind)
        labels = [a.label for a in d.actions]
        assert len(labels) == len(set(labels)) or d.kind in ("mulligan_bottom", "discard")
        g.apply(g._g.policy_choice(1, 0))
    assert {"mulligan", "priority", "declare_attackers"} <= seen_kinds


def test_play_rejects_unknown_policy():
    g = Game("green_stompy", "red_burn")
    with pytest.raises(ValueError, match="unknown policy"):
        g.play("clever")


def test_setup_changes_invalidate_cached_legal_actions():
    lib = mtgcore.cards.default_library()
    g = mtgcore._core.Game.empty(lib.db, 0)
    mountain = g.add_card(0, lib.id_of("Mountain"), 3)     # battlefield
    g.add_card(0, lib.id_of("Lightning Bolt"), 2)          # hand
    g.begin_at(1, 3, 0)                                    # turn 1, precombat main, A active
    labels = [g.label(a) for a in g.legal_actions()]
    assert any(l.startswith("cast Lightning Bolt") for l in labels)
    g.set_tapped(mountain, True)                           # no mana left: Bolt uncastable
    assert [g.label(a) for a in g.legal_actions()] == ["pass"]


def test_step_is_pregame_during_mulligans():
    g = Game("green_stompy", "red_burn", seed=1)
    assert g.turn == 0 and g.step == "pregame"
    while g.decision.kind in ("mulligan", "mulligan_bottom"):
        g.apply(0)
    assert g.turn == 1 and g.step == "upkeep"


def test_concede_ends_the_game_104_3a():
    g = Game("green_stompy", "red_burn", seed=2)
    g.play("random", max_actions=100)
    g.concede(1)
    r = g.result
    assert g.is_over and r.winner == 0 and "conceded" in r.reason
    assert g.legal_actions() == []
    with pytest.raises(GameOverError):
        g.concede(0)
    with pytest.raises(IllegalActionError, match="no player 5"):
        Game("green_stompy", "red_burn").concede(5)
