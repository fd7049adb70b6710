"""Hidden zones (CR 400.2): no player may look at the cards of a library (401.2);
a hand's cards are seen by their owner only (402.3).  ``CardView.seen_by`` and
``Game.describe(id, viewer)`` (what front ends and agents build their views on)
must never name them, nor give their card number, which would tell a known
decklist's card."""

import random

import mtgcore

PLAYERS = "AB"


def _played(seed=5, actions=120):
    g = mtgcore.Game("green_stompy", "red_burn", seed=seed)
    g.play("greedy", seed=seed, max_actions=actions)
    assert not g.is_over and all(p.hand_size for p in g.players)
    return g


def _check_views(g):
    """Every object as each player sees it; returns how many hidden ones were checked."""
    hidden = 0
    for p in (0, 1):
        for view in g.players[p].hand:
            name, card = view.name, view.card_id
            assert view.seen_by(p) == name and name in g.describe(view.id, p)
            other = 1 - p
            assert view.seen_by(other) == ""
            text = g.describe(view.id, other)
            assert text == f"a card in player {PLAYERS[p]}'s hand (object {view.id})"
            assert name not in text and f"#{card}" not in text
            hidden += 1
        for view in g.players[p].library:
            for viewer in (0, 1):
                assert view.seen_by(viewer) == ""
                assert g.describe(view.id, viewer) == f"a card in player {PLAYERS[p]}'s library"
            hidden += 1
    for view in g.battlefield + [v for p in g.players for v in p.graveyard]:
        if not view.face_down:  # public zones: both players see the card
            assert view.seen_by(0) == view.seen_by(1) == view.name
            assert g.describe(view.id, 0) == g.describe(view.id, 1) == g.describe(view.id)
    return hidden


def test_402_3_a_hand_is_seen_by_its_owner_only():
    g = _played()
    assert _check_views(g) > 60
    # the engine's own description (action labels) still names them
    own = g.players[g.decision.player].hand[0]
    assert own.name in g.describe(own.id)


def test_401_2_no_player_sees_a_librarys_cards():
    g = mtgcore.Game("white_weenie", "blue_black_skies", seed=2)
    top = g.players[0].library[0]
    assert top.name and top.seen_by(0) == top.seen_by(1) == ""
    assert g.describe(top.id, 0) == "a card in player A's library"


def test_400_2_hands_stay_hidden_after_the_game_and_views_follow_cards_through_a_game():
    g = mtgcore.Game("orzhov_aristocrats", "gruul_undying", seed=9)
    rng = random.Random(9)
    checked = 0
    while not g.is_over and len(g.history) < 400:
        if len(g.history) % 40 == 0:
            checked += _check_views(g)
        g.apply(rng.randrange(len(g.legal_actions())))
    g.play("random", seed=1)
    assert g.is_over
    checked += _check_views(g)  # no rule reveals hands or libraries as the game ends
    assert checked > 300
