"""The per-player event log (mtgcore.events): every event of the engine's funnel."""

import random

import mtgcore
from mtgcore.testing import Scenario


def _bolt_the_bears():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start(turn=1, step="precombat_main")
    s.game.enable_event_log()
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    return s


def test_120_3_704_5g_damage_and_the_death_it_causes_are_logged_for_both_players():
    s = _bolt_the_bears()
    logs = s.game.take_events_for([0, 1, None])
    for viewer, log in logs.items():
        kinds = [r["kind"] for r in log]
        assert "cast" in kinds and "damage" in kinds, viewer
        dmg = next(r for r in log if r["kind"] == "damage")
        assert dmg["amount"] == 3 and dmg["source"]["name"] == "Lightning Bolt"
        assert dmg["target"]["name"] == "Grizzly Bears"
        dies = [r for r in log if r["kind"] == "zone_change" and r["from"] == "battlefield"]
        assert dies and dies[0]["to"] == "graveyard" and dies[0]["card"]["name"] == "Grizzly Bears"
    assert s.game.take_events(0) == []  # taken


def test_121_2_a_card_drawn_is_named_only_for_the_player_who_drew_it():
    g = mtgcore.Game("green_stompy", "red_burn", seed=5)
    g.enable_event_log()
    rng = random.Random(2)
    draws = {0: [], 1: [], None: []}
    for _ in range(300):
        if g.is_over:
            break
        g.apply(rng.randrange(len(g.legal_actions())))
        for v, log in g.take_events_for([0, 1, None]).items():
            draws[v] += [r for r in log if r["kind"] == "draw"]
    assert draws[0] and len(draws[0]) == len(draws[1]) == len(draws[None])
    for v in (0, 1, None):
        for r in draws[v]:
            assert (r["card"]["name"] is not None) == (v == r["player"]), (v, r)


def test_event_log_is_off_by_default_and_changes_nothing_in_the_game():
    a = mtgcore.Game("green_stompy", "red_burn", seed=8)
    b = mtgcore.Game("green_stompy", "red_burn", seed=8)
    b.enable_event_log()
    a.play("random", seed=3)
    b.play("random", seed=3)
    assert a.digest() == b.digest() and a == b
    assert a._g.take_events() == [] and len(b._g.take_events()) > 50


def test_603_3_a_trigger_put_on_the_stack_is_a_stack_record():
    """Elvish Visionary enters: its "draw a card" trigger goes on the stack (603.3)."""
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    elf = s.hand("A", "Elvish Visionary")
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start(turn=1, step="precombat_main")
    g = s.game
    g.enable_event_log()
    s.cast("A", elf)
    s.resolve()  # the spell resolves; its trigger then resolves too
    log = g.take_events(1)
    stacked = [r for r in log if r["kind"] == "trigger"]
    assert len(stacked) == 1 and stacked[0]["player"] == 0
    assert stacked[0]["source"]["name"] == "Elvish Visionary" and "draw a card" in stacked[0]["text"]
    assert any(r["kind"] == "draw" and r["player"] == 0 and r["card"]["name"] is None for r in log)


def test_701_22a_a_scry_choice_is_logged_without_its_card_for_the_other_player():
    s = Scenario()
    s.battlefield("A", "Island")
    preordain = s.hand("A", "Preordain")
    s.library("A", ["Forest", "Mountain", "Plains", "Swamp"])
    s.start()
    g = s.game
    g.enable_event_log()
    s.cast("A", preordain)
    s.resolve()
    g.apply(next(a for a in g.legal_actions() if a.kind == "choose"))  # a card to the bottom
    logs = g.take_events_for([0, 1])
    mine = [r for r in logs[0] if r["kind"] == "action" and r["action"] == "choose"]
    theirs = [r for r in logs[1] if r["kind"] == "action" and r["action"] == "choose"]
    assert len(mine) == len(theirs) == 1
    assert "Forest" in mine[0]["label"] and theirs[0]["label"] is None
    assert "Forest" not in str(logs[1])
    g.concede(1)
    assert g.take_events(0)[-1] == {"kind": "action", "player": 1, "action": "concede", "label": "concede"}


def test_708_5_a_face_down_spell_is_logged_without_its_card_for_the_other_player():
    s = Scenario()
    s.battlefield("A", "Mountain")
    for _ in range(5):
        s.battlefield("B", "Island")
    wb = s.hand("B", "Willbender")
    s.library("A", ["Island"] * 2)
    s.library("B", ["Island"] * 2)
    s.start(turn=2)
    s.game.enable_event_log()
    s.cast_face_down("B", wb)
    s.resolve()
    logs = s.game.take_events_for([0, 1, None])
    assert "Willbender" not in str(logs[0]) and "Willbender" not in str(logs[None])
    casts = [r for r in logs[1] if r["kind"] == "cast"]
    assert casts and casts[0]["object"]["name"] == "Willbender"  # its controller looks at it


def _ids(x):
    if isinstance(x, dict):
        for k, v in x.items():
            if k == "id" and v is not None:
                yield v
            else:
                yield from _ids(v)
    elif isinstance(x, list):
        for v in x:
            yield from _ids(v)


def test_400_2_property_no_hidden_row_and_no_other_draw_in_the_logs():
    """Random games over every bundled pair: after each action, no record a player is
    given names a row hidden from them, nor a card the other player drew."""
    from mtgcore.deck import BUNDLED
    decks = sorted(BUNDLED)
    for k in range(8):
        a, b = decks[k % len(decks)], decks[(3 * k + 1) % len(decks)]
        g = mtgcore.Game(a, b, seed=k, min_deck_size=0)
        g.enable_event_log()
        rng = random.Random(k)
        for _ in range(250):
            if g.is_over:
                break
            g.apply(rng.randrange(len(g.legal_actions())))
            logs = g.take_events_for([0, 1, None])
            for v, log in logs.items():
                hidden = set(g._g.library(0)) | set(g._g.library(1))
                hidden |= {o for p in (0, 1) if p != v for o in g._g.hand(p)}
                assert not hidden & set(_ids(log)), (v, log)
                for r in log:
                    if r["kind"] == "draw" and r["player"] != v:
                        assert r["card"] == {"id": None, "name": None}


def test_508_1_509_1_attacks_and_blocks_are_logged_with_no_trigger_watching():
    """A front end animates combat from the log: attackers (508.1), blockers (509.1)
    and the attacking creature becoming blocked (509.1h) are recorded even when no
    card has a trigger on them."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    alone = s.battlefield("A", "Savannah Lions")
    wall = s.battlefield("B", "Wall of Stone")
    s.start(turn=1, step="precombat_main")
    g = s.game
    g.enable_event_log()
    s.attack({bears: "B", alone: "B"})
    s.block({wall: bears})
    for viewer, log in g.take_events_for([0, 1, None]).items():
        attacks = [r for r in log if r["kind"] == "attack"]
        assert sorted(r["object"]["name"] for r in attacks) == ["Grizzly Bears", "Savannah Lions"], viewer
        blocks = [r for r in log if r["kind"] == "block"]
        assert len(blocks) == 1 and blocks[0]["object"]["name"] == "Wall of Stone", viewer
        assert blocks[0]["source"]["name"] == "Grizzly Bears"
        blocked = [r for r in log if r["kind"] == "become_blocked"]
        assert [r["object"]["name"] for r in blocked] == ["Grizzly Bears"] and blocked[0]["amount"] == 1
        assert not [r for r in log if r["kind"] == "attack_alone"]  # two attacked
