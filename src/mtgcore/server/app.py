"""``mtgcore serve``: the table protocol (docs/protocol.md) on a WebSocket at ``/ws``
and the reference web table at ``/``, on ``websockets`` over asyncio.

Each request is checked against the JSON Schema (protocol.schema.json) and then
against the game; a refused request gets an ``error`` reply naming the problem and
changes nothing.  Engine work (applying an action, the AI seats' moves) runs in a
worker thread under the room's lock, a slice of AI moves at a time, so a long run of
AI moves in one game never stalls the others' messages.  A human seat whose client is
away when it must decide is played by the greedy AI after ``seat_timeout`` seconds,
until the client joins again with its token.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import os
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus
from importlib import resources
from typing import Optional

from mtgcore.server.rooms import SEAT_KINDS, ProtocolError, Room, loaded_room, new_room

PROTOCOL_VERSION = 1
#: A message longer than this is refused ("oversized"); a frame over twice this size
#: closes the connection (websockets' own limit, code 1009).
MAX_MESSAGE_BYTES = 4_000_000 + 4096
MAX_GAMES = 10_000


@functools.lru_cache(maxsize=None)
def schema() -> dict:
    """The protocol's JSON Schema (protocol.schema.json)."""
    return json.loads(resources.files("mtgcore.server").joinpath("protocol.schema.json").read_text())


@functools.lru_cache(maxsize=None)
def _validators():
    import jsonschema
    s = schema()
    cls = jsonschema.validators.validator_for(s)
    base = {k: v for k, v in s.items() if k != "oneOf"}
    return {name: cls({**base, "$ref": f"#/$defs/{name}"}) for name in s["$defs"]}


def validate(message: dict, kind: str = "client") -> Optional[str]:
    """Why ``message`` is not a valid ``kind`` message ("client" or "server", or a
    message type), or None.  Without jsonschema installed only the type is checked."""
    try:
        v = _validators()[kind]
    except ImportError:  # pragma: no cover - jsonschema is a test dependency
        return None
    if kind == "client" and message.get("type") in ("join", "reconnect"):
        v = _validators()["join"]
    elif kind == "client" and isinstance(message.get("type"), str) and message["type"] in _validators():
        v = _validators()[message["type"]]
    errors = sorted(v.iter_errors(message), key=lambda e: len(list(e.absolute_path)))
    if not errors:
        return None
    e = errors[0]
    where = "/".join(str(p) for p in e.absolute_path) or "the message"
    return f"{where}: {e.message}"


CLIENT_TYPES = ("hello", "create", "join", "reconnect", "act", "resign", "spectate", "save", "load", "ping")


class TableServer:
    """The games of one ``mtgcore serve`` process and the clients watching them."""

    def __init__(self, *, seat_timeout: float = 30.0, workers: int = 2):
        self.rooms: dict = {}
        self.locks: dict = {}
        self.watchers: dict = {}  # gid -> {connection: (viewer, next event index)}
        self.seat_timeout = seat_timeout
        self._ids = itertools.count(1)
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="mtgcore-room")
        self._away: dict = {}  # (gid, seat) -> timer handle

    # -- engine work off the loop ----------------------------------------------
    async def _run(self, fn, *args):
        return await asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    async def _advance(self, gid: str) -> None:
        """Let the AI seats of ``gid`` play until a human decides, a slice at a time,
        sending the new state to everyone watching after each slice."""
        room = self.rooms[gid]
        while True:
            async with self.locks[gid]:
                moved = await self._run(room.run_ai) if room.ai_to_move() else 0
                if moved:
                    await self._broadcast(gid)
            if moved == 0 or not room.ai_to_move():
                break
            await asyncio.sleep(0)  # other rooms' messages first
        self._watch_seat(gid)

    async def _broadcast(self, gid: str) -> None:
        room = self.rooms[gid]
        for ws, (viewer, sent) in list(self.watchers.get(gid, {}).items()):
            msg = room.state(viewer, sent)
            self.watchers[gid][ws] = (viewer, len(room.logs[viewer]))
            await self._send(ws, msg)

    async def _send(self, ws, msg: dict) -> None:
        try:
            await ws.send(json.dumps(msg, separators=(",", ":")))
        except Exception:  # a client gone: its seat's timer takes over (see _watch_seat)
            pass

    # -- a seat whose client is away -----------------------------------------
    def _seat_connected(self, gid: str, seat: int) -> bool:
        return any(v == seat for v, _ in self.watchers.get(gid, {}).values())

    def _watch_seat(self, gid: str) -> None:
        room = self.rooms[gid]
        g = room.game._g
        if g.over:
            return
        seat = g.decision_player
        key = (gid, seat)
        if room.seats[seat] != "human" or seat in room.takeover or self._seat_connected(gid, seat):
            return
        if key not in self._away:
            loop = asyncio.get_running_loop()
            self._away[key] = loop.call_later(self.seat_timeout, lambda: asyncio.ensure_future(self._take_over(gid, seat)))

    async def _take_over(self, gid: str, seat: int) -> None:
        self._away.pop((gid, seat), None)
        room = self.rooms.get(gid)
        if room is None or self._seat_connected(gid, seat):
            return
        room.takeover.add(seat)
        await self._advance(gid)

    # -- requests ------------------------------------------------------------
    async def handle(self, ws, text) -> None:
        """One message from a client."""
        msg = None
        try:
            if isinstance(text, bytes):
                raise ProtocolError("malformed", "binary frames are not part of the protocol: send JSON text")
            if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
                raise ProtocolError("oversized", f"the message has {len(text)} characters, more than the "
                                                 f"{MAX_MESSAGE_BYTES} bytes allowed")
            try:
                msg = json.loads(text)
            except ValueError as e:
                raise ProtocolError("malformed", f"not JSON: {e}") from None
            if not isinstance(msg, dict):
                raise ProtocolError("malformed", "a message is a JSON object with a 'type'")
            kind = msg.get("type")
            if kind not in CLIENT_TYPES:
                raise ProtocolError("unknown_type", f"unknown message type {kind!r}; the types are "
                                                    f"{', '.join(CLIENT_TYPES)}")
            why = validate(msg)
            if why is not None:
                raise ProtocolError("invalid", f"{kind}: {why}")
            await getattr(self, f"_on_{kind}")(ws, msg)
        except ProtocolError as e:
            reply = {"type": "error", "code": e.code, "message": str(e),
                     "request": msg.get("type") if isinstance(msg, dict) and isinstance(msg.get("type"), str) else None}
            if isinstance(msg, dict) and isinstance(msg.get("id"), (str, int)) and validate({"type": "ping", "id": msg["id"]}) is None:
                reply["id"] = msg["id"]
            await self._send(ws, reply)

    def _room(self, gid: str) -> Room:
        room = self.rooms.get(gid)
        if room is None:
            raise ProtocolError("no_such_game", f"no game {gid!r} on this server")
        return room

    def _seated(self, ws, gid: str, seat: int) -> Room:
        room = self._room(gid)
        viewer = self.watchers.get(gid, {}).get(ws, (None, 0))[0]
        if viewer != seat:
            raise ProtocolError("not_your_seat", f"this connection has not joined seat {seat} of game {gid}"
                                                 f" (join it with its token first)")
        return room

    def _reply(self, msg: dict, out: dict) -> dict:
        if "id" in msg:
            out["id"] = msg["id"]
        return out

    async def _on_hello(self, ws, msg):
        from mtgcore import __version__
        from mtgcore.deck import BUNDLED
        await self._send(ws, self._reply(msg, {"type": "welcome", "protocol": PROTOCOL_VERSION,
                                               "engine": f"mtgcore {__version__}", "decks": sorted(BUNDLED)}))

    async def _on_ping(self, ws, msg):
        await self._send(ws, self._reply(msg, {"type": "pong"}))

    async def _add_room(self, ws, msg, make) -> None:
        if len(self.rooms) >= MAX_GAMES:
            raise ProtocolError("server_busy", f"this server holds {MAX_GAMES} games already")
        gid = f"g{next(self._ids)}"
        room = await self._run(make, gid)
        self.rooms[gid] = room
        self.locks[gid] = asyncio.Lock()
        self.watchers[gid] = {}
        await self._send(ws, self._reply(msg, {"type": "created", "game": gid,
                                               "tokens": {str(p): t for p, t in room.tokens.items()}}))
        await self._advance(gid)

    async def _on_create(self, ws, msg):
        seats = msg.get("seats", ["human", "greedy"])
        seed = msg.get("seed", 0)
        decks = msg["decks"]
        mds = msg.get("min_deck_size", 60)
        await self._add_room(ws, msg, lambda gid: new_room(gid, decks, seed, seats, mds))

    async def _on_load(self, ws, msg):
        seats = msg.get("seats", ["human", "greedy"])
        await self._add_room(ws, msg, lambda gid: loaded_room(gid, msg["saved"], seats))

    async def _on_join(self, ws, msg):
        gid, seat = msg["game"], msg["seat"]
        room = self._room(gid)
        room.check_token(seat, msg["token"])
        for other, (viewer, _) in list(self.watchers[gid].items()):  # the seat's old connection
            if viewer == seat and other is not ws:
                del self.watchers[gid][other]
        self.watchers[gid][ws] = (seat, 0)
        timer = self._away.pop((gid, seat), None)
        if timer is not None:
            timer.cancel()
        room.takeover.discard(seat)
        await self._send(ws, self._reply(msg, {"type": "joined", "game": gid, "seat": seat}))
        async with self.locks[gid]:
            self.watchers[gid][ws] = (seat, len(room.logs[seat]))
            await self._send(ws, room.state(seat, 0))  # everything so far (reconnect: resume)

    _on_reconnect = _on_join

    async def _on_spectate(self, ws, msg):
        gid = msg["game"]
        room = self._room(gid)
        await self._send(ws, self._reply(msg, {"type": "joined", "game": gid, "seat": None}))
        async with self.locks[gid]:
            self.watchers[gid][ws] = (None, len(room.logs[None]))
            await self._send(ws, room.state(None, 0))

    async def _on_act(self, ws, msg):
        gid, seat = msg["game"], msg["seat"]
        room = self._seated(ws, gid, seat)
        async with self.locks[gid]:
            await self._run(room.act, seat, msg["decision"], msg["action"])
            await self._broadcast(gid)
        await self._advance(gid)

    async def _on_resign(self, ws, msg):
        gid, seat = msg["game"], msg["seat"]
        room = self._seated(ws, gid, seat)
        async with self.locks[gid]:
            await self._run(room.resign, seat)
            await self._broadcast(gid)

    async def _on_save(self, ws, msg):
        gid, seat = msg["game"], msg["seat"]
        room = self._seated(ws, gid, seat)
        async with self.locks[gid]:
            text = await self._run(room.game.to_json)
        await self._send(ws, self._reply(msg, {"type": "saved", "game": gid, "saved": text}))

    def disconnected(self, ws) -> None:
        for gid, watchers in self.watchers.items():
            if watchers.pop(ws, None) is not None:
                self._watch_seat(gid)

    def close(self) -> None:
        for t in self._away.values():
            t.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)


def _static(name: str) -> bytes:
    return resources.files("mtgcore.server").joinpath("static", name).read_bytes()


_PAGES = {"/": ("index.html", "text/html; charset=utf-8"),
          "/table.js": ("table.js", "text/javascript; charset=utf-8"),
          "/table.css": ("table.css", "text/css; charset=utf-8"),
          "/protocol.schema.json": (None, "application/json")}


def _process_request(connection, request):
    """HTTP: the web table's files; ``/ws``: the WebSocket handshake goes on."""
    from websockets.datastructures import Headers
    from websockets.http11 import Response
    path = request.path.split("?", 1)[0]
    if path == "/ws":
        return None
    if path in _PAGES:
        name, ctype = _PAGES[path]
        body = json.dumps(schema(), indent=1).encode() if name is None else _static(name)
        return Response(200, "OK", Headers([("Content-Type", ctype), ("Content-Length", str(len(body))),
                                            ("Cache-Control", "no-cache")]), body)
    body = f"no page {path}: the table is at / and the WebSocket at /ws\n".encode()
    return Response(HTTPStatus.NOT_FOUND, "Not Found",
                    Headers([("Content-Type", "text/plain"), ("Content-Length", str(len(body)))]), body)


async def run_server(host: str = "127.0.0.1", port: int = 8765, *, ready=None, stop=None,
                     seat_timeout: float = 30.0) -> None:
    """Serve until ``stop`` (an asyncio.Event) is set (forever if None).  ``ready`` is
    called with the bound port once listening."""
    from websockets.asyncio.server import serve

    table = TableServer(seat_timeout=seat_timeout)

    async def handler(ws):
        try:
            async for text in ws:
                await table.handle(ws, text)
        except Exception:  # the connection closed abruptly: its seat waits (timeout)
            pass
        finally:
            table.disconnected(ws)

    async with serve(handler, host, port, process_request=_process_request,
                     max_size=2 * MAX_MESSAGE_BYTES, compression=None) as server:
        bound = next(iter(server.sockets)).getsockname()[1]
        if ready is not None:
            ready(bound, table)
        if stop is None:
            await asyncio.Future()
        else:
            await stop.wait()
    table.close()


def main(host: str, port: int, seat_timeout: float = 30.0) -> None:  # pragma: no cover - CLI
    def ready(bound, _table):
        print(f"mtgcore table: http://{host}:{bound}/  (WebSocket ws://{host}:{bound}/ws)", flush=True)
    try:
        asyncio.run(run_server(host, port, ready=ready, seat_timeout=seat_timeout))
    except KeyboardInterrupt:
        pass
