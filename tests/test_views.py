"""Per-player views and determinization (CR 400.2, 401.2, 402.3, 406.3, 701.22, 708)."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgcore
from mtgcore import MtgError
from mtgcore.deck import BUNDLED
from mtgcore.testing import Scenario

DECKS = sorted(BUNDLED)


def _names_in(view) -> str:
    return json.dumps(view.to_dict())


def test_400_2_view_shows_own_hand_and_only_counts_of_hidden_zones():
    g = mtgcore.Game("green_stompy", "red_burn", seed=3)
    g.play("random", seed=1, max_actions=120)
    v0, v1 = g.view(0).to_dict(), g.view(1).to_dict()
    assert [c["name"] for c in v0["hand"]] == [c.name for c in g.players[0].hand]
    assert [c["name"] for c in v1["hand"]] == [c.name for c in g.players[1].hand]
    for v, other in ((v0, 1), (v1, 0)):
        assert v["players"][other]["hand_size"] == g.players[other].hand_size
        assert v["players"][other]["library_size"] == g.players[other].library_size
        assert v["known_hand"] == [] and all(p["known_library"] == [] for p in v["players"])
    # a spectator sees no hand at all
    spec = g.view(None).to_dict()
    assert spec["hand"] == [] and spec["viewer"] is None
    assert json.loads(json.dumps(v0)) == v0  # JSON-ready


def test_401_2_no_id_of_a_hidden_card_appears_in_a_view():
    g = mtgcore.Game("green_stompy", "red_burn", seed=4)
    g.play("random", seed=2, max_actions=60)
    hidden = set(g._g.library(0)) | set(g._g.library(1)) | set(g._g.hand(1))
    text = g.view(0).to_dict()

    def ids(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "id":
                    yield v
                else:
                    yield from ids(v)
        elif isinstance(x, list):
            for v in x:
                yield from ids(v)
    assert not hidden & set(ids(text))


def test_701_22a_scried_cards_are_known_to_the_scrying_player_only():
    s = Scenario()
    s.battlefield("A", "Island")
    preordain = s.hand("A", "Preordain")
    s.library("A", ["Forest", "Mountain", "Plains", "Swamp"])
    s.start()
    s.cast("A", preordain)
    s.resolve()
    s.choose("A", s.pending.options[0])  # the top card (Forest) to the bottom
    s.choose("A", "done")
    g = s.game
    va, vb = g.view(0).to_dict(), g.view(1).to_dict()
    # A saw Forest go to the bottom; Mountain (kept on top) was drawn.
    lib_a = va["players"][0]["known_library"]
    assert {"position": 2, "name": "Forest"} in lib_a
    assert "Mountain" in [c["name"] for c in va["hand"]]
    assert vb["players"][0]["known_library"] == []
    assert "Forest" not in _names_in(g.view(1)) and "Plains" not in _names_in(g.view(1))


def test_701_24a_a_shuffle_forgets_the_known_library_cards():
    """Preordain puts Forest on the bottom (known), then Rampant Growth searches and
    shuffles (701.23a, 701.24a): its place is unknown again."""
    s = Scenario()
    s.battlefield("A", "Island")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    preordain = s.hand("A", "Preordain")
    growth = s.hand("A", "Rampant Growth")
    s.library("A", ["Forest", "Mountain", "Plains", "Swamp", "Island"])
    s.start()
    s.cast("A", preordain)
    s.resolve()
    s.choose("A", s.pending.options[0])
    s.choose("A", "done")
    assert s.game.view(0)["players"][0]["known_library"]
    s.cast("A", growth)
    s.resolve()
    if s.pending is not None:  # the search: choose a basic land
        s.choose("A", s.pending.options[0])
    assert s.game.view(0)["players"][0]["known_library"] == []


def _willbender_face_down():
    s = Scenario()
    s.battlefield("A", "Mountain")
    for _ in range(5):
        s.battlefield("B", "Island")
    wb = s.hand("B", "Willbender")
    s.library("A", ["Island"] * 2)
    s.library("B", ["Island"] * 2)
    s.start(turn=2)
    s.cast_face_down("B", wb)
    return s


def test_708_5_a_face_down_spell_and_permanent_are_seen_by_their_controller_only():
    s = _willbender_face_down()
    g = s.game
    top = g.view(0)["stack"][0]
    assert top["kind"] == "spell" and top["card"]["name"] is None and top["card"]["face_down"]
    assert g.view(1)["stack"][0]["card"]["name"] == "Willbender"
    s.resolve()
    mine = [c for c in g.view(1)["battlefield"] if c.get("face_down")]
    theirs = [c for c in g.view(0)["battlefield"] if c.get("face_down")]
    assert mine[0]["name"] == "Willbender" and theirs[0]["name"] is None
    assert (theirs[0]["power"], theirs[0]["toughness"]) == (2, 2)  # 708.2
    assert "Willbender" not in _names_in(g.view(0)) and "Willbender" not in _names_in(g.view(None))


# -- determinization ----------------------------------------------------------

def test_determinize_keeps_the_view_and_deals_the_hidden_cards_again():
    g = mtgcore.Game("green_stompy", "red_burn", seed=9)
    g.play("random", seed=3, max_actions=80)
    d = g.determinize(0, seed=1)
    assert d.view(0) == g.view(0)
    assert d.check_invariants() == ""
    # the hidden cards were dealt again (different hands or libraries for some seed)
    changed = False
    for seed in range(5):
        d = g.determinize(0, seed=seed)
        changed |= [c.name for c in d.players[1].hand] != [c.name for c in g.players[1].hand] or \
            [c.name for c in d.players[0].library] != [c.name for c in g.players[0].library]
    assert changed
    # the original game is untouched and both play on to the end
    d.play("random", seed=4)
    assert d.is_over and d.check_invariants() == ""
    assert g.check_invariants() == "" and not g.is_over


def test_determinize_from_a_given_pool_of_opponent_cards():
    g = mtgcore.Game("green_stompy", "red_burn", seed=9)
    g.play("random", seed=3, max_actions=80)
    d = g.determinize(0, seed=2, opponent_deck="60 Mountain\n")
    assert d.view(0) == g.view(0) and d.check_invariants() == ""
    assert {c.name for c in d.players[1].hand} <= {"Mountain"}
    d.play("random", seed=1)
    assert d.is_over and d.check_invariants() == ""
    with pytest.raises(MtgError, match="fewer than"):
        g.determinize(0, seed=2, opponent_deck="3 Mountain\n")


def _hidden_only_names(g, p) -> set:
    """Names of cards hidden from p that no card p may see carries."""
    v = json.dumps(g.view(p).to_dict())
    hidden = {g._g.obj_name(o) for o in g._g.library(1 - p) + g._g.hand(1 - p)}
    return {n for n in hidden if f'"{n}"' not in v}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(a=st.sampled_from(DECKS), b=st.sampled_from(DECKS), seed=st.integers(0, 2**32),
       steps=st.integers(0, 400), viewer=st.sampled_from([0, 1, None]))
def test_400_2_property_no_hidden_card_leaks_into_a_view(a, b, seed, steps, viewer):
    """Over random games: the view of a game whose hidden cards are all replaced (by a
    pool of Islands, or dealt again) is the same view; so no hidden card is in it."""
    g = mtgcore.Game(a, b, seed=seed, min_deck_size=0)
    g.play("random", seed=seed + 1, max_actions=steps)
    v = g.view(viewer)
    me = 0 if viewer is None else viewer
    if viewer is not None:
        for s in (1, 2):
            d = g.determinize(viewer, seed=seed + s)
            assert d.view(viewer) == v
            assert d.check_invariants() == ""
        d = g.determinize(viewer, seed=seed, opponent_deck="250 Island\n")
        assert d.view(viewer) == v
        assert d.check_invariants() == ""
    # what only hidden cards carry never appears (a name the view carries is public)
    text = json.dumps(v.to_dict())
    for p in ((me, 1 - me) if viewer is None else (1 - me,)):
        for o in g._g.hand(p) + g._g.library(p):
            if viewer is not None and g._g.obj_seen_by(o, viewer):
                continue
            assert f'"id": {o},' not in text and f'"id": {o}}}' not in text


def test_determinize_bad_input_names_the_problem():
    g = mtgcore.Game("green_stompy", "red_burn", seed=1)
    with pytest.raises(mtgcore.InvalidIdError, match="player"):
        g.determinize(2, seed=1)
    with pytest.raises(MtgError, match="seed"):
        g.determinize(0, seed="x")


def test_701_20a_a_card_revealed_by_a_search_is_known_in_its_hand_to_both_players():
    """Civic Wayfinder: "search your library for a basic land card, reveal it, put it into
    your hand": the other player knows that card in A's hand (701.20a), and only it."""
    from mtgcore.cards import default_library
    s = Scenario(library=default_library().including(["Civic Wayfinder"]))
    for _ in range(3):
        s.battlefield("A", "Forest")
    s.battlefield("A", "Island")
    wayfinder = s.hand("A", "Civic Wayfinder")
    s.hand("A", "Llanowar Elves")
    s.library("A", ["Mountain", "Plains", "Swamp"])
    s.start()
    s.cast("A", wayfinder)
    s.resolve()
    if s.pending.kind == "yes_no":
        s.choose("A", "yes")
    plains = next(o for o in s.pending.options if "Plains" in str(o))
    s.choose("A", plains)
    if s.pending is not None and s.pending.kind == "choose_cards":
        s.choose("A", "done")
    g = s.game
    vb = g.view(1).to_dict()
    assert vb["known_hand"] == [{"player": 0, "name": "Plains"}]  # not Llanowar Elves
    assert "Llanowar Elves" not in _names_in(g.view(1))


def test_701_44a_701_20a_an_explored_nonland_card_put_back_is_known_on_top_to_both():
    """Merfolk Branchwalker explores: the top card is revealed (701.44a); a nonland card
    put back stays known on top of the library to both players until a shuffle."""
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    merfolk = s.hand("A", "Merfolk Branchwalker")
    s.library("A", ["Lightning Bolt", "Forest", "Plains"])
    s.start()
    s.cast("A", merfolk)
    s.resolve()
    s.choose("A", "no")  # keep the revealed card on top
    for v in (0, 1):
        assert {"position": 0, "name": "Lightning Bolt"} in g_view_library(s, v, 0)


def g_view_library(s, viewer, player):
    return s.game.view(viewer).to_dict()["players"][player]["known_library"]


def test_708_2_708_5_determinize_deals_a_face_down_permanent_again_among_cards_with_morph():
    """B's face-down Willbender is, for A, any of B's cards A can't see that could have
    been cast face down (702.37c: a card with morph).  Determinized for A, its identity
    is dealt among those cards (Willbender or a morph card of B's library, never an
    Island); A's view is unchanged; for B (who may look at it, 708.5) it stays itself."""
    s = Scenario()
    s.battlefield("A", "Mountain")
    for _ in range(5):
        s.battlefield("B", "Island")
    wb = s.hand("B", "Willbender")
    s.library("A", ["Island"] * 2)
    s.library("B", ["Island", "Skirk Marauder", "Island", "Island"])
    s.start(turn=2)
    s.cast_face_down("B", wb)
    s.resolve()
    g = s.game
    (down,) = [o for o in g._g.battlefield() if g._g.obj_face_down(o)]
    seen = set()
    for seed in range(40):
        d = g.determinize(0, seed=seed)
        assert d.view(0) == g.view(0)
        assert d.check_invariants() == ""
        name = d.library.db.name(d._g.obj_def(down))
        seen.add(name)
        library_b = sorted(c.name for c in d.players[1].library)
        assert library_b == sorted(["Island"] * 3 + [{"Willbender": "Skirk Marauder", "Skirk Marauder": "Willbender"}[name]])
    assert seen == {"Willbender", "Skirk Marauder"}
    for seed in range(10):  # its controller may look at it: it is never dealt again for B
        assert g.library.db.name(g.determinize(1, seed=seed)._g.obj_def(down)) == "Willbender"
