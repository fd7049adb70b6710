"""The table protocol over a real loopback WebSocket (mtgcore.server, docs/protocol.md):
round trips, every message checked against the JSON Schema, and every bad input
answered with an error naming the problem while nothing changes."""

import json
import time

import pytest

pytest.importorskip("websockets")
pytest.importorskip("jsonschema")

from websockets.sync.client import connect  # noqa: E402

from mtgcore.server import run_server, schema, validate  # noqa: E402
from mtgcore.server.app import MAX_MESSAGE_BYTES  # noqa: E402
from mtgcore.server.background import BackgroundServer  # noqa: E402


def Server(seat_timeout=30.0):
    return BackgroundServer(seat_timeout=seat_timeout)


@pytest.fixture(scope="module")
def server():
    s = Server()
    yield s
    s.close()


class Client:
    def __init__(self, url):
        self._cm = connect(url, max_size=None, open_timeout=10)
        self.ws = self._cm.__enter__()

    def send(self, msg):
        if isinstance(msg, dict):
            assert msg.get("type") not in ("create", "act") or validate(msg) is None or msg.get("_bad")
            msg = {k: v for k, v in msg.items() if k != "_bad"}
            msg = json.dumps(msg)
        self.ws.send(msg)

    def recv(self, timeout=20):
        msg = json.loads(self.ws.recv(timeout=timeout))
        why = validate(msg, "server")
        assert why is None, (why, msg)  # every server message is valid under the schema
        return msg

    def until(self, kind, timeout=20, pred=lambda m: True):
        end = time.time() + timeout
        while True:
            m = self.recv(max(0.1, end - time.time()))
            if m["type"] == kind and pred(m):
                return m

    def ask(self, msg):
        self.send(msg)
        return self.recv()

    def close(self):
        self._cm.__exit__(None, None, None)


def _create(c, **kw):
    msg = {"type": "create", "decks": ["green_stompy", "red_burn"], "seed": 5, "seats": ["human", "greedy"], **kw}
    created = c.ask(msg)
    assert created["type"] == "created", created
    return created


def _join(c, gid, seat, token):
    c.send({"type": "join", "game": gid, "seat": seat, "token": token})
    assert c.recv()["type"] == "joined"
    return c.until("state")


def _play_to_end(c, gid, seat, state, limit=3000):
    for _ in range(limit):
        if state["view"]["over"]:
            return state
        d = state["decision"]
        if d["player"] == seat and d["actions"]:
            # prefer passing to keep games short; else the first action
            acts = d["actions"]
            pick = next((a["index"] for a in acts if a["kind"] in ("pass", "keep", "done")), acts[0]["index"])
            c.send({"type": "act", "game": gid, "seat": seat, "decision": d["number"], "action": pick})
        state = c.until("state")
    raise AssertionError("the game did not end")


def test_schema_is_a_valid_json_schema_and_its_examples_validate():
    import jsonschema
    jsonschema.Draft202012Validator.check_schema(schema())
    assert validate({"type": "ping"}) is None
    assert validate({"type": "act", "game": "g1", "seat": 0, "decision": 3, "action": 1}) is None
    assert "action" in validate({"type": "act", "game": "g1", "seat": 0, "decision": 3})


def test_hello_create_join_play_a_whole_game_against_the_ai(server):
    c = Client(server.url)
    w = c.ask({"type": "hello", "id": 7, "protocol": 1})
    assert w["type"] == "welcome" and w["id"] == 7 and "green_stompy" in w["decks"]
    created = _create(c)
    gid, token = created["game"], created["tokens"]["0"]
    assert set(created["tokens"]) == {"0"}  # the AI seat has no token
    state = _join(c, gid, 0, token)
    assert state["seat"] == 0 and state["view"]["viewer"] == 0
    end = _play_to_end(c, gid, 0, state)
    assert end["view"]["over"] and end["view"]["result"]["turns"] > 0
    assert server.table.rooms[gid].game.is_over
    c.close()


def test_events_are_sent_per_seat_and_the_opponent_draws_are_hidden(server):
    c = Client(server.url)
    created = _create(c, seed=3)
    gid = created["game"]
    state = _join(c, gid, 0, created["tokens"]["0"])
    events = list(state["events"])
    for _ in range(200):
        if state["view"]["turn"] >= 4 or state["view"]["over"]:
            break
        d = state["decision"]
        acts = d["actions"]
        if acts:
            pick = next((a["index"] for a in acts if a["kind"] in ("pass", "keep", "done")), 0)
            c.send({"type": "act", "game": gid, "seat": 0, "decision": d["number"], "action": pick})
        state = c.until("state")
        assert state["first_event"] == len(events)  # each event is sent once, in order
        events += state["events"]
    draws = [e for e in events if e["kind"] == "draw"]
    assert {e["player"] for e in draws} == {0, 1}
    for e in draws:
        assert (e["card"]["name"] is None) == (e["player"] == 1)
    actions = [e for e in events if e["kind"] == "action"]
    assert {e["player"] for e in actions} == {0, 1}
    c.close()


def test_spectator_sees_no_hidden_card(server):
    c = Client(server.url)
    gid = _create(c)["game"]
    s = Client(server.url)
    s.send({"type": "spectate", "game": gid})
    assert s.recv()["type"] == "joined"
    st = s.until("state")
    assert st["seat"] is None and st["view"]["hand"] == [] and st["decision"]["actions"] == []
    room = server.table.rooms[gid]
    text = json.dumps(st)
    for p in (0, 1):
        for o in room.game._g.hand(p) + room.game._g.library(p):
            assert f'"id":{o},' not in text and f'"id":{o}}}' not in text
    c.close()
    s.close()


def test_reconnect_resumes_and_save_load_round_trip(server):
    c = Client(server.url)
    created = _create(c, seed=11)
    gid, token = created["game"], created["tokens"]["0"]
    state = _join(c, gid, 0, token)
    d = state["decision"]
    c.send({"type": "act", "game": gid, "seat": 0, "decision": d["number"], "action": 0})
    state = c.until("state", pred=lambda m: m["decision"]["player"] == 0 or m["view"]["over"])
    c.close()
    c2 = Client(server.url)  # a new connection, same token: the game goes on
    c2.send({"type": "reconnect", "game": gid, "seat": 0, "token": token})
    assert c2.recv()["type"] == "joined"
    again = c2.until("state")
    assert again["decision"]["number"] == state["decision"]["number"]
    assert again["first_event"] == 0 and len(again["events"]) >= len(state["events"])
    saved = c2.ask({"type": "save", "game": gid, "seat": 0})
    assert saved["type"] == "saved"
    loaded = c2.ask({"type": "load", "saved": saved["saved"], "seats": ["human", "greedy"]})
    assert loaded["type"] == "created" and loaded["game"] != gid
    assert server.table.rooms[loaded["game"]].game == server.table.rooms[gid].game
    c2.close()


BAD = [
    ("not json", "{oops", "malformed"),
    ("not an object", "[1, 2]", "malformed"),
    ("unknown type", {"type": "teleport"}, "unknown_type"),
    ("missing field", {"type": "act", "game": "g1", "seat": 0, "decision": 0, "_bad": 1}, "invalid"),
    ("wrong field type", {"type": "act", "game": "g1", "seat": "zero", "decision": 0, "action": 0, "_bad": 1},
     "invalid"),
    ("extra field", {"type": "ping", "please": True}, "invalid"),
    ("no such game", {"type": "spectate", "game": "g999999"}, "no_such_game"),
    ("bad deck", {"type": "create", "decks": ["green_stompy", "4 Not A Real Card\n"], "_bad": 1}, "bad_deck"),
    ("bad save", {"type": "load", "saved": "{\"format\": 99}"}, "bad_save"),
]


@pytest.mark.parametrize("what,msg,code", BAD, ids=[b[0] for b in BAD])
def test_bad_input_gets_an_error_naming_the_problem(server, what, msg, code):
    c = Client(server.url)
    before = len(server.table.rooms)
    c.send(msg)
    err = c.recv()
    assert err["type"] == "error" and err["code"] == code, err
    assert err["message"]
    assert len(server.table.rooms) == before
    assert c.ask({"type": "ping"})["type"] == "pong"  # the connection still works
    c.close()


def test_oversized_message_is_refused(server):
    c = Client(server.url)
    c.send(json.dumps({"type": "ping", "pad": "x" * (MAX_MESSAGE_BYTES + 10)}))
    err = c.recv()
    assert err["code"] == "oversized" and "bytes" in err["message"]
    c.close()


def test_out_of_turn_stale_foreign_seat_and_bad_token_change_nothing(server):
    c = Client(server.url)
    gid = _create(c, seats=["human", "human"])["game"]
    room = server.table.rooms[gid]
    toks = room.tokens
    c.send({"type": "join", "game": gid, "seat": 0, "token": "x" * 24})
    err = c.recv()
    assert err["code"] == "bad_token" and "seat 0" in err["message"]
    state = _join(c, gid, 0, toks[0])
    digest = room.game.digest()
    d = state["decision"]
    other = 1 - d["player"]
    # foreign seat: this connection did not join seat 1
    if d["player"] == 1:
        err = c.ask({"type": "act", "game": gid, "seat": 1, "decision": d["number"], "action": 0})
        assert err["code"] == "not_your_seat"
    b = Client(server.url)
    _join(b, gid, 1, toks[1])
    actor, idle = (c, b) if d["player"] == 0 else (b, c)
    err = idle.ask({"type": "act", "game": gid, "seat": other, "decision": d["number"], "action": 0})
    assert err["code"] == "not_your_decision" and "player" in err["message"]
    err = actor.ask({"type": "act", "game": gid, "seat": d["player"], "decision": d["number"] + 5, "action": 0})
    assert err["code"] == "stale"
    err = actor.ask({"type": "act", "game": gid, "seat": d["player"], "decision": d["number"], "action": 999})
    assert err["code"] == "illegal_action" and "999" in err["message"]
    assert room.game.digest() == digest  # nothing changed
    c.close()
    b.close()


def test_a_vanished_client_does_not_stop_the_game_past_the_timeout():
    srv = Server(seat_timeout=0.5)
    try:
        a = Client(srv.url)
        gid = _create(a, seats=["human", "human"])["game"]
        room = srv.table.rooms[gid]
        b = Client(srv.url)
        sb = _join(b, gid, 1, room.tokens[1])
        b.close()  # seat 1 vanishes; seat 0 plays on
        state = _join(a, gid, 0, room.tokens[0])
        for _ in range(400):
            if state["view"]["over"] or (state["decision"]["player"] == 0 and state["view"]["turn"] >= 3):
                break
            d = state["decision"]
            if d["player"] == 0 and d["actions"]:
                acts = d["actions"]
                pick = next((x["index"] for x in acts if x["kind"] in ("pass", "keep", "done")), 0)
                a.send({"type": "act", "game": gid, "seat": 0, "decision": d["number"], "action": pick})
            state = a.until("state", timeout=10)
        assert state["view"]["turn"] >= 3 or state["view"]["over"]
        assert 1 in room.takeover
        del sb
        a.close()
    finally:
        srv.close()


def test_many_concurrent_games(server):
    clients = [Client(server.url) for _ in range(6)]
    games = [_create(c, seed=i, seats=["greedy", "random"]) for i, c in enumerate(clients)]
    deadline = time.time() + 60
    for g in games:
        room = server.table.rooms[g["game"]]
        while not room.game.is_over and time.time() < deadline:
            time.sleep(0.05)
        assert room.game.is_over
    for c in clients:
        assert c.ask({"type": "ping"})["type"] == "pong"
        c.close()


def test_http_serves_the_table_page(server):
    import urllib.request
    page = urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=10).read().decode()
    assert "<html" in page.lower() and "table.js" in page
    js = urllib.request.urlopen(f"http://127.0.0.1:{server.port}/table.js", timeout=10).read().decode()
    assert "WebSocket" in js
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(f"http://127.0.0.1:{server.port}/nope", timeout=10)


def test_mtgcore_serve_command_serves_the_protocol():
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-m", "mtgcore", "serve", "--port", "0"], stdout=subprocess.PIPE,
                            text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("mtgcore table: http://127.0.0.1:"), line
        url = line.split("WebSocket ")[1].rstrip(")\n")
        c = Client(url)
        assert c.ask({"type": "ping", "id": "x"}) == {"type": "pong", "id": "x"}
        c.close()
    finally:
        proc.terminate()
        proc.wait(10)
