"""One game at a table (a room): its seats, their tokens, the AI seats' policy, and
the per-viewer event logs.  Plain synchronous code: the server (mtgcore.server.app)
runs it off the event loop, one room at a time under the room's lock.
"""

from __future__ import annotations

import secrets
from typing import Optional

import mtgcore
from mtgcore import _core
from mtgcore.errors import MtgError

SEAT_KINDS = ("human", "random", "greedy", "mcts:N,...")
#: The largest search budget an AI seat may ask for (playouts per decision): a seat
#: of mcts:10000 takes seconds a decision already, and the server plays every room.
MAX_SEAT_PLAYOUTS = 10_000
#: The longest run of AI actions played in one go before other rooms get a turn.
AI_SLICE = 400
#: Actions per game at most (a safeguard on top of the engine's own turn limit).
MAX_ACTIONS = 200_000


class ProtocolError(MtgError):
    """A request the server refuses: ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class Room:
    """A game and who plays it.  ``seats``: "human" or a built-in policy per seat."""

    def __init__(self, gid: str, game: "mtgcore.Game", seats, *, seed: int = 0):
        self.gid = gid
        self.game = game
        self.seats = list(seats)
        for kind in self.seats:
            check_seat(kind)
        self.tokens = {p: secrets.token_urlsafe(18) for p in (0, 1) if self.seats[p] == "human"}
        self.takeover = set()  # human seats played by the AI while their client is away
        self.logs = {0: [], 1: [], None: []}  # per viewer: every record so far
        self._ai_seed = seed
        self._rng_calls = 0
        game.enable_event_log()
        self._collect()

    # -- events -------------------------------------------------------------
    def _collect(self) -> None:
        """Append the records of what just happened (actions included) to each viewer's log."""
        for viewer, recs in self.game.take_events_for([0, 1, None]).items():
            self.logs[viewer].extend(recs)

    # -- checks -------------------------------------------------------------
    def check_token(self, seat: int, token: str) -> None:
        want = self.tokens.get(seat)
        if want is None:
            raise ProtocolError("not_your_seat", f"seat {seat} of game {self.gid} is played by the "
                                                 f"{self.seats[seat]} policy, not by a client")
        if not isinstance(token, str) or not secrets.compare_digest(want, token):
            raise ProtocolError("bad_token", f"wrong token for seat {seat} of game {self.gid}")

    # -- playing ------------------------------------------------------------
    def ai_to_move(self) -> bool:
        g = self.game._g
        if g.over or g.actions_applied >= MAX_ACTIONS:
            return False
        p = g.decision_player
        return self.seats[p] != "human" or p in self.takeover

    def run_ai(self, limit: int = AI_SLICE) -> int:
        """Let the AI seats play while it is their decision (at most ``limit`` actions)."""
        g = self.game._g
        n = 0
        while n < limit and self.ai_to_move():
            p = g.decision_player
            kind = self.seats[p] if self.seats[p] != "human" else "greedy"
            self._rng_calls += 1
            i = g.policy_choice(kind, (self._ai_seed * 1_000_003 + self._rng_calls) & (2**63 - 1))
            self._apply(p, i)
            n += 1
        return n

    def _apply(self, seat: int, index: int) -> None:
        self.game.apply(index)
        self._collect()

    def act(self, seat: int, number: int, index: int) -> None:
        """Seat ``seat`` answers decision ``number`` with action ``index``; refused with a
        ProtocolError (and nothing changed) if it is not theirs, stale or illegal."""
        g = self.game._g
        if g.over:
            raise ProtocolError("game_over", f"game {self.gid} is over")
        if g.decision_player != seat:
            raise ProtocolError("not_your_decision", f"decision {g.actions_applied} of game {self.gid} "
                                                     f"is player {g.decision_player}'s, not seat {seat}'s")
        if number != g.actions_applied:
            raise ProtocolError("stale", f"decision {number} of game {self.gid} was answered already; "
                                         f"the pending one is {g.actions_applied}")
        n = g.num_legal_actions()
        if not 0 <= index < n:
            raise ProtocolError("illegal_action", f"action {index} is not one of the {n} legal actions "
                                                  f"of decision {number}")
        self._apply(seat, index)

    def resign(self, seat: int) -> None:
        if self.game.is_over:
            raise ProtocolError("game_over", f"game {self.gid} is over")
        self.game.concede(seat)  # CR 104.3a
        self._collect()

    # -- what a viewer is sent -------------------------------------------------
    def state(self, viewer: Optional[int], since: int = 0) -> dict:
        g = self.game._g
        actions = []
        if viewer is not None and not g.over and g.decision_player == viewer:
            for i, a in enumerate(self.game.legal_actions()):
                actions.append({"index": i, "kind": a.kind, "label": a.label,
                                "object": a.object_id, "ref": None if a.ref == _core.NO_REF else a.ref})
        log = self.logs[viewer]
        return {"type": "state", "game": self.gid, "seat": viewer,
                "view": self.game.view(viewer).to_dict(),
                "decision": {"number": g.actions_applied, "player": g.decision_player,
                             "kind": _core.DECISION_KINDS[g.decision_kind], "actions": actions},
                "events": log[since:], "first_event": since}


def check_seat(kind) -> None:
    """A seat is "human" or a native policy name ('random', 'greedy', 'mcts:N,...' of at
    most MAX_SEAT_PLAYOUTS playouts); else ProtocolError("invalid", ...)."""
    if kind == "human":
        return
    try:
        name = _core.parse_policy(kind) if isinstance(kind, str) else None
    except MtgError as e:
        raise ProtocolError("invalid", f"seat: {e}") from None
    if name is None:
        raise ProtocolError("invalid", f"seat: {kind!r} is not 'human' or a policy name")
    if name.startswith("mcts:") and int(name[5:].split(",")[0]) > MAX_SEAT_PLAYOUTS:
        raise ProtocolError("invalid", f"seat: {kind!r} asks for more than {MAX_SEAT_PLAYOUTS} "
                                       "playouts per decision")


def new_room(gid: str, decks, seed: int, seats, min_deck_size: int = 60) -> Room:
    """A room for a new game; bad decks raise ProtocolError("bad_deck", ...)."""
    import warnings
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a short deck is the client's business
            game = mtgcore.Game(decks[0], decks[1], seed=seed, min_deck_size=min_deck_size)
    except MtgError as e:
        raise ProtocolError("bad_deck", f"create: {e}") from None
    return Room(gid, game, seats, seed=seed)


def loaded_room(gid: str, saved: str, seats) -> Room:
    try:
        game = mtgcore.Game.from_json(saved)
    except MtgError as e:
        raise ProtocolError("bad_save", f"load: {e}") from None
    except ValueError as e:  # not JSON at all
        raise ProtocolError("bad_save", f"load: not a saved game ({e})") from None
    return Room(gid, game, seats, seed=game.seed or 0)
