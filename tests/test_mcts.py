"""The search player "mcts:N" (cpp/engine/search/mcts.cpp): determinized Monte Carlo
tree search with a budget in playouts.  Its decisions depend on the seed alone (any
thread count), never on a card its player can't see (CR 400.2), and it beats the
random player clearly even at a small budget."""
import pytest

import mtgcore
from mtgcore import _core
from mtgcore.errors import MtgError
from mtgcore.stats import wilson_interval

SMALL = "mcts:24,worlds=3"


# -- names -----------------------------------------------------------------------

def test_mcts_policy_names_are_parsed_with_every_option():
    assert _core.parse_policy("mcts:200") == "mcts:200,worlds=8,c=1.4,bias=0.5,rollout=greedy,epsilon=0.1,turns=0"
    assert _core.parse_policy("mcts:1000,worlds=4,c=0.7,bias=0,rollout=random,epsilon=0,turns=3") == \
        "mcts:1000,worlds=4,c=0.7,bias=0,rollout=random,epsilon=0,turns=3"
    assert _core.parse_policy("mcts").startswith("mcts:1000,")
    assert _core.parse_policy("greedy") == "greedy" and _core.parse_policy("random") == "random"


@pytest.mark.parametrize("spec, why", [
    ("mcts:abc", "playouts"), ("mcts:0", "playouts"), ("mcts:-5", "playouts"), ("mcts:", "playouts"),
    ("mcts:10,worlds=x", "worlds"), ("mcts:10,worlds=0", "worlds"), ("mcts:10,c=-1", "c '-1'"),
    ("mcts:10,c=nan", "c 'nan'"), ("mcts:10,frobs=2", "unknown option 'frobs'"),
    ("mcts:10,rollout=smart", "rollout"), ("mcts:10,epsilon=2", "epsilon"), ("mcts:10,turns", "key=value"),
    ("mcts:10,,worlds=2", "key=value"),
])
def test_bad_mcts_specs_raise_an_error_naming_the_spec(spec, why):
    with pytest.raises(MtgError, match="bad policy") as e:
        _core.parse_policy(spec)
    assert repr(spec)[1:-1] in str(e.value) and why in str(e.value)
    # everywhere a policy name is taken, before any game is played
    with pytest.raises(MtgError, match=spec.replace("+", r"\+")):
        mtgcore.simulate("red_burn", "green_stompy", games=1, policy=(spec, "greedy"))
    with pytest.raises(MtgError, match="bad policy"):
        mtgcore.goldfish("red_burn", games=1, policy=spec)
    with pytest.raises(MtgError, match="bad policy"):
        mtgcore.VectorGames("red_burn", "green_stompy", 2, opponent=spec)


def test_unknown_policy_names_say_what_is_known():
    with pytest.raises(MtgError, match="unknown policy 'mcts2'.*mcts:N"):
        _core.parse_policy("mcts2")


# -- reproducible ----------------------------------------------------------------

def test_mcts_games_are_bit_identical_for_a_seed_at_any_thread_count():
    kw = dict(games=3, seed=41, policy=(SMALL, "greedy"), turn_limit=40)
    one = mtgcore.simulate("red_burn", "white_weenie", threads=1, **kw)
    two = mtgcore.simulate("red_burn", "white_weenie", threads=2, **kw)
    for k in ("winner", "turns", "life", "decisions", "reason", "starting_player"):
        assert (getattr(one, k) == getattr(two, k)).all(), k
    # the same game replayed alone ends in the same state (its digest), decision by decision
    g1 = mtgcore.Game("red_burn", "white_weenie", seed=5)
    g2 = mtgcore.Game("red_burn", "white_weenie", seed=5)
    g1.play(("mcts:48,worlds=3", "random"), seed=9, max_actions=300)
    g2.play(("mcts:48,worlds=3", "random"), seed=9, max_actions=300)
    assert g1.history == g2.history and g1.digest() == g2.digest()
    # the search chose differently from greedy somewhere (so this tests the search)
    g4 = mtgcore.Game("red_burn", "white_weenie", seed=5)
    differs = 0
    for h in g1.history:
        if h.player == 0 and g4._g.num_legal_actions() > 1:
            differs += g4._g.policy_choice("greedy", 0) != h.index
        g4.apply(h.index)
    assert differs > 0 and g4.digest() == g1.digest()


# -- no peeking (CR 400.2) -------------------------------------------------------

def _hidden(g, p):
    """What player p can't see: the other player's hand and both libraries, in order."""
    n = g._g
    return ([n.obj_name(o) for o in n.hand(1 - p)], [n.obj_name(o) for o in n.library(1 - p)],
            [n.obj_name(o) for o in n.library(p)])


@pytest.mark.parametrize("decks, seed", [(("red_burn", "green_stompy"), 3),
                                         (("white_weenie", "blue_black_skies"), 8)])
def test_400_2_mcts_decides_alike_in_games_that_differ_only_in_hidden_cards(decks, seed):
    """At each of its decisions the search player chooses the same action in the real
    game and in a copy whose cards hidden from it were dealt again (determinize)."""
    g = mtgcore.Game(*decks, seed=seed)
    compared = differed = 0
    k = 0
    while not g.is_over and compared < 14:
        n = g._g
        p = n.decision_player
        if n.num_legal_actions() > 1:
            k += 1
            other = g.determinize(p, seed=1000 + k)
            assert other.view(p) == g.view(p)
            differed += _hidden(other, p) != _hidden(g, p)
            a = n.policy_choice(SMALL, 77 + k)
            b = other._g.policy_choice(SMALL, 77 + k)
            assert [n.label(x) for x in g._g.legal_actions()] == \
                [other._g.label(x) for x in other._g.legal_actions()]
            assert a == b, (k, n.label(n.legal_actions()[a]), other._g.label(other._g.legal_actions()[b]))
            compared += 1
            g.apply(a)
        else:
            g.apply(0)
    assert compared >= 10 and differed == compared  # every comparison was between different games


# -- usable everywhere -----------------------------------------------------------

def test_mcts_plays_through_goldfish_gauntlet_vector_games_and_the_cli():
    gf = mtgcore.goldfish("red_burn", games=1, seed=2, policy=SMALL, max_turns=6)
    assert gf.policy == SMALL and len(gf.play.kill_turn) == 1
    ga = mtgcore.gauntlet(["red_burn", "green_stompy"], games=1, seed=1, policy="mcts:6,worlds=2",
                          turn_limit=16)
    assert ga.games == 1
    v = mtgcore.VectorGames("red_burn", "green_stompy", 2, seed=1, opponent="mcts:6,worlds=2")
    obs = v.observe()
    assert (obs.player == 0).all()
    from click.testing import CliRunner
    from mtgcore.cli import main
    r = CliRunner().invoke(main, ["simulate", "red_burn", "green_stompy", "-n", "1", "--policy-a",
                                  "mcts:6,worlds=2", "--policy-b", "greedy", "--json", "--no-progress"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["simulate", "red_burn", "green_stompy", "-n", "1", "--policy-a", "mcts:abc"])
    assert r.exit_code != 0 and "mcts:abc" in r.output


# -- strength --------------------------------------------------------------------

def test_mcts_beats_the_random_player_clearly():
    """mcts:40 against random over 32 games, 16 from each seat: the 95% interval of its
    win rate lies above 60% (a player no better than random would be near 50%)."""
    a = mtgcore.simulate("green_stompy", "red_burn", games=16, seed=11, policy=("mcts:40,worlds=4", "random"),
                         threads=2)
    b = mtgcore.simulate("green_stompy", "red_burn", games=16, seed=12, policy=("random", "mcts:40,worlds=4"),
                         threads=2)
    wins = int((a.winner == 0).sum() + (b.winner == 1).sum())
    lo, hi = wilson_interval(wins, 32)
    assert lo > 0.60, (wins, lo, hi)


def test_mcts_plays_the_table_servers_ai_seats_and_bad_seats_are_refused():
    from mtgcore.server.rooms import ProtocolError, new_room
    room = new_room("g1", ["red_burn", "green_stompy"], 3, ["mcts:6,worlds=2", "greedy"])
    assert room.run_ai(limit=60) == 60  # both seats are AI: it plays on
    for bad, why in (("mcts:abc", "mcts:abc"), ("mcts:20000", "more than 10000"), ("clever", "clever")):
        with pytest.raises(ProtocolError, match=why):
            new_room("g2", ["red_burn", "green_stompy"], 3, ["human", bad])
    pytest.importorskip("jsonschema")
    from mtgcore.server import validate
    msg = {"type": "create", "decks": ["red_burn", "green_stompy"], "seats": ["human", "mcts:1000,worlds=4"]}
    assert validate(msg) is None
    assert validate({**msg, "seats": ["human", "mcts;rm -rf"]}) is not None
