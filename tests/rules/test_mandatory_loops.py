"""Games that would never end: a loop of mandatory actions is a draw (CR 104.4b), and
no turn runs past the engine's action limit, so that a loop some player could stop
but doesn't never hangs a game or a batch.

No printed card loops by itself in a two-player game of this library's cards (a drain
between Sanguine Bond and Exquisite Blood ends when a player reaches 0 life), so the
loops are built from custom cards, as a user's library may hold them: the rule is
about the loop, not about a card."""

import mtgcore
from mtgcore.deck import Deck
from mtgcore.simulate import REASONS
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import Card, CreateTokenCopy, GainLife, May, OnEnter, OnLifeGain, Triggered
from mtgcore.testing import Scenario

LOOP_REASON = "mandatory loop (CR 104.4b)"
LIMIT_REASON = "action limit per turn reached"


def _wellspring(name, optional):
    gain = GainLife(1)
    text = "Whenever you gain life, you may gain 1 life." if optional else \
        "Whenever you gain life, you gain 1 life."
    return Card(
        name=name, cost="{W}", type_line="Enchantment",
        oracle="When this enchantment enters, you gain 1 life.\n" + text,
        abilities=[Triggered("When this enchantment enters, you gain 1 life.", OnEnter(), [GainLife(1)]),
                   Triggered(text, OnLifeGain("you"), [May(gain) if optional else gain])])


MIRROR = Card(
    name="Endless Reflection", cost="{W}", type_line="Creature — Illusion", power=0, toughness=1,
    oracle="When this creature enters, create a token that's a copy of it.",
    abilities=[Triggered("When this creature enters, create a token that's a copy of it.", OnEnter(),
                         [CreateTokenCopy(subject="self")])])

LIB = CardLibrary([*default_library().cards.values(), _wellspring("Endless Wellspring", False),
                   _wellspring("Generous Wellspring", True), MIRROR])


def _cast(name):
    s = Scenario(library=LIB)
    s.battlefield("A", "Plains")
    card = s.hand("A", name)
    s.start()
    s.cast("A", card)
    return s


def _play_out(s, answer, limit=30_000):
    g = s.game
    n = 0
    while not g.is_over and n < limit:
        labels = [a.label for a in g.legal_actions()]
        g.apply(answer if answer in labels else "pass")
        n += 1
    return n


def test_104_4b_a_loop_of_mandatory_actions_is_a_draw():
    s = _cast("Endless Wellspring")
    n = _play_out(s, "pass")
    r = s.game.result
    assert r is not None, "the loop never ended"
    assert r.draw and r.winner is None and r.reason == LOOP_REASON
    assert r.turns == 1 and s.life("A") > 1000            # it went round, in turn 1
    assert n < 10_000                                     # found before the action limit


def test_104_4b_a_token_that_copies_itself_on_entering_is_a_mandatory_loop():
    # Each copy enters and triggers again: the battlefield grows, the stack repeats.
    s = _cast("Endless Reflection")
    n = _play_out(s, "pass")
    r = s.game.result
    assert r is not None, "the loop never ended"
    assert r.draw and r.reason == LOOP_REASON and r.turns == 1 and n < 10_000
    assert len(s.permanents("A")) > 500


def test_104_4b_a_loop_with_an_optional_action_is_no_draw_but_the_action_limit_ends_it():
    s = _cast("Generous Wellspring")
    n = _play_out(s, "yes")                               # always chooses to go on
    r = s.game.result
    assert r is not None, "the turn never ended"
    assert r.draw and r.reason == LIMIT_REASON and r.turns == 1
    assert 9_000 <= n <= 10_000
    assert s.life("A") > 1000


def test_104_4b_an_optional_loop_stops_when_the_player_stops_it():
    s = _cast("Generous Wellspring")
    g = s.game
    for _ in range(200):
        g.apply("yes" if "yes" in [a.label for a in g.legal_actions()] else "pass")
    while "no" not in [a.label for a in g.legal_actions()]:
        g.apply("pass")
    g.apply("no")
    while s.stack:
        g.apply("pass")
    assert not g.is_over and s.life("A") > 20 and s.turn == 1


def test_104_4b_simulate_and_goldfish_finish_games_that_loop():
    # Before the loop rules these batches never returned (the turn never ended).
    deck = Deck.parse("20 Plains\n40 Endless Wellspring", library=LIB)
    res = mtgcore.simulate(deck, deck, games=4, seed=1, threads=1, library=LIB)
    assert [REASONS[int(r)] for r in res.reason] == [LOOP_REASON] * 4
    assert list(res.winner) == [-1] * 4 and max(res.turns) <= 2
    fish = mtgcore.goldfish(deck, games=2, seed=1, max_turns=5, library=LIB)
    assert fish.summary()["play"]["never_killed"] == 2     # a draw: no kill
