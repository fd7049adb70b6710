"""The object-level API: one game, one decision at a time.

>>> import mtgcore
>>> g = mtgcore.Game("green_stompy", "red_burn", seed=1)
>>> g.decision.kind
'mulligan'
>>> g.apply(g.legal_actions()[0])      # keep hand
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import NamedTuple, Optional, Sequence, Union

from mtgcore import _core
from mtgcore._checks import as_count, as_int, card_library, policy_pair
from mtgcore.cards import CardLibrary
from mtgcore.cards.dsl import CARD_TYPES, COLOR_WORDS, KEYWORDS, SUPERTYPES
from mtgcore.deck import MAX_DECK_CARDS, Deck
from mtgcore.views import PlayerView
from mtgcore.errors import (GameOverError, IllegalActionError, InvalidIdError, MtgError,
                            StaleActionError)

#: The engine's name tables (decision kinds, steps (CR 500.1), zones, action kinds,
#: counters), indexed by the engine's numbering.
DECISION_KINDS = _core.DECISION_KINDS
STEPS = _core.STEPS
ZONES = _core.ZONES
ACTION_KINDS = _core.ACTION_KINDS
COUNTER_NAMES = _core.COUNTER_NAMES
# The old codes of the two simple native policies (policy names are strings now:
# "random", "greedy", "mcts:N,..."; _checks.native_policy checks one).
POLICIES = {"random": 0, "greedy": 1}

DeckLike = Union[Deck, str, os.PathLike]


#: Seat letters of the logs and transcripts (player 0 is "A").
SEATS = "ABCDEF"
#: Most players in a game (CR 100.1: two or more; a free-for-all of up to six here).
MAX_PLAYERS = _core.MAX_PLAYERS


def _players_text(n: int) -> str:
    return "players are 0 and 1" if n == 2 else f"players are 0 to {n - 1}"


def _player(p, what: str, n: int = 2) -> int:
    """``p`` as a player index of a game of ``n`` players (an
    :class:`~mtgcore.InvalidIdError` otherwise)."""
    v = as_int(p, what, InvalidIdError)
    if not 0 <= v < n:
        raise InvalidIdError(f"{what}: no player {v} ({_players_text(n)})")
    return v


def _bits_to_words(bits: int, vocab: Sequence[str]) -> list[str]:
    return [w for i, w in enumerate(vocab) if bits & (1 << i)]


# Protection qualities (CR 702.16a) as the engine's bits name them: the five colors,
# then everything, creatures and "the chosen color" (before a color is chosen).
_PROTECTION_WORDS = (*COLOR_WORDS, "everything", "creatures", "the chosen color")


def keyword_words(g: "_core.Game", obj: int) -> list[str]:
    """The keywords object ``obj`` has now, lowercase; protection with each quality
    it names (702.16a: "protection from red"), as the Oracle text writes it."""
    words = _bits_to_words(g.obj_keywords(obj), KEYWORDS)
    if "protection" in words:
        i = words.index("protection")
        words[i:i + 1] = [f"protection from {q}" for q in
                          _bits_to_words(g.obj_protection(obj), _PROTECTION_WORDS)] or ["protection"]
    return words


class Action:
    """One legal answer to the pending decision, with a readable label.

    An Action remembers the decision it answers (its game and how many actions
    that game had applied when it was listed): applying it to any other decision
    -- a later one, another game, or a clone that has since diverged -- raises
    :class:`~mtgcore.StaleActionError`.  An action of an equal game at the same
    decision (a fresh clone, a loaded copy) is accepted.  Indices are the fast
    path for agents.
    """

    __slots__ = ("native", "_game", "_decision")

    def __init__(self, native: "_core.Action", game: "_core.Game", decision: Optional[int] = None):
        self.native = native
        self._game = game
        self._decision = decision  # game.actions_applied when listed

    def _answers(self, g: "_core.Game") -> bool:
        """True if this action was listed for the decision ``g`` is at now."""
        if self._decision is None:
            return False
        if self._game is g:
            return self._decision == g.actions_applied
        # another native game: only if it is still at that decision and equal to g
        src = self._game
        return (src.actions_applied == self._decision == g.actions_applied
                and src.state_bytes() == g.state_bytes())

    @property
    def kind(self) -> str:
        return ACTION_KINDS[self.native.kind]

    @property
    def label(self) -> str:
        return self._game.label(self.native)

    @property
    def object_id(self) -> Optional[int]:
        o = self.native.obj
        return None if o < 0 else o

    @property
    def ref(self) -> int:
        """The target / attacked / blocked reference (>= 0 object, < 0 player -1-p)."""
        return self.native.ref

    @property
    def amount(self) -> int:
        return self.native.arg

    def __eq__(self, other) -> bool:
        return isinstance(other, Action) and self.native == other.native

    def __hash__(self) -> int:
        return hash(self.native)

    def __repr__(self) -> str:
        return f"<Action {self.label!r}>"

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True)
class Decision:
    """Who decides what, and the legal actions."""

    player: int
    kind: str
    actions: list

    def __repr__(self) -> str:
        return f"<Decision player={self.player} kind={self.kind!r} actions={len(self.actions)}>"


class HistoryEntry(NamedTuple):
    """One action of :attr:`Game.history`, with the situation it was taken in."""

    index: int      # index among the legal actions then (-1: a concession, CR 104.3a)
    player: int     # the deciding player
    label: str      # the action's label, e.g. "cast Shock #12"
    turn: int
    step: str       # step name, or "pregame" during mulligans
    kind: str       # decision kind, e.g. "priority"
    life: tuple     # every player's life total before the action (seat order)

    def __str__(self) -> str:
        return (f"T{self.turn} {self.step} life {'/'.join(map(str, self.life))} | "
                f"{SEATS[self.player]} {self.kind}: {self.label}")


@dataclass(frozen=True)
class GameResult:
    """How a game ended (CR 104): ``winner`` is a seat (0, 1, ...), or None for a draw."""

    winner: Optional[int]
    draw: bool
    reason: str
    turns: int


class CardView:
    """A read-only view of one object (CR 109) as it is now.

    An object that changes zones becomes a new object (CR 400.7); ``card_id``
    stays the same for the physical card, ``id`` is this object's row.
    """

    __slots__ = ("_g", "id")

    def __init__(self, g: "_core.Game", obj: int):
        self._g = g
        self.id = obj

    name = property(lambda self: self._g.obj_name(self.id))
    card_id = property(lambda self: self._g.obj_card(self.id))
    zone = property(lambda self: ZONES[self._g.obj_zone(self.id)])
    owner = property(lambda self: self._g.obj_owner(self.id))
    controller = property(lambda self: self._g.obj_controller(self.id))
    tapped = property(lambda self: self._g.obj_tapped(self.id))
    power = property(lambda self: self._g.obj_power(self.id))
    toughness = property(lambda self: self._g.obj_toughness(self.id))
    damage = property(lambda self: self._g.obj_damage(self.id))
    is_token = property(lambda self: self._g.card_is_token(self.card_id))
    #: Face down (CR 708): then ``name`` is "" and the characteristics are a 2/2's.
    face_down = property(lambda self: self._g.obj_face_down(self.id))

    def seen_by(self, player: int) -> str:
        """Its name as ``player`` sees it (``""`` when hidden from ``player``): a card in
        a library is hidden from both players (CR 401.2) and one in a hand from the
        other player (402.3, 400.2); a face-down spell or permanent (708.2) is seen only
        by its controller (708.5) until the game is over (708.9)."""
        return self._g.obj_name_for(self.id, _player(player, "player", self._g.num_players))

    @property
    def counters(self) -> dict:
        return {COUNTER_NAMES[i]: n for i, n in enumerate(self._g.obj_counters(self.id)) if n}

    @property
    def keywords(self) -> set:
        return set(keyword_words(self._g, self.id))

    @property
    def types(self) -> set:
        return set(_bits_to_words(self._g.obj_types(self.id), CARD_TYPES))

    @property
    def colors(self) -> set:
        return set(_bits_to_words(self._g.obj_colors(self.id), COLOR_WORDS))

    def __repr__(self) -> str:
        extra = ""
        if self.zone == "battlefield" and "creature" in self.types:
            extra = f" {self.power}/{self.toughness}" + (" tapped" if self.tapped else "")
        if self.face_down:  # 708.5: no card number (it would tell a known decklist's card)
            return f"<face-down object {self.id} in {self.zone}{extra}>"
        name = self.name or "nameless"  # 708.2, 707.2
        return f"<{name} #{self.card_id} in {self.zone}{extra}>"


class PlayerState:
    """A read-only view of one player's public state (``game.players``); what a
    player may *know* of the whole game is :meth:`Game.view`."""

    def __init__(self, g: "_core.Game", index: int):
        self._g = g
        self.index = index

    life = property(lambda self: self._g.life(self.index))
    poison = property(lambda self: self._g.poison(self.index))
    hand_size = property(lambda self: len(self._g.hand(self.index)))
    library_size = property(lambda self: len(self._g.library(self.index)))
    mulligans = property(lambda self: self._g.mulligans(self.index))
    #: CR 800.4a: the player lost a multiplayer game and has left it.
    left = property(lambda self: self._g.left_game(self.index))

    @property
    def hand(self) -> list:
        return [CardView(self._g, o) for o in self._g.hand(self.index)]

    @property
    def graveyard(self) -> list:
        return [CardView(self._g, o) for o in self._g.graveyard(self.index)]

    @property
    def library(self) -> list:
        """Top card first."""
        return [CardView(self._g, o) for o in self._g.library(self.index)]

    def __repr__(self) -> str:
        return (f"<Player {self.index} life={self.life} poison={self.poison} "
                f"hand={self.hand_size} library={self.library_size}>")


class Game:
    """One game: two players, or a multiplayer free-for-all of up to six (CR 800, 806).

    ``deck_a``/``deck_b`` (and ``more_decks``, one per further seat, CR 100.1): a
    :class:`~mtgcore.Deck`, a path to a decklist file, decklist text (a string
    containing a newline) or a bundled deck name; seat ``p`` plays the ``p``-th deck
    and seats follow each other in turn order (103.1).  A multiplayer game uses the
    attack multiple players option (802, 806.2b): any opponent, their planeswalkers and
    battles may be attacked; a player who loses leaves the game and it goes on (800.4a)
    until one player is left (104.2a).
    ``starting_player`` (a seat) overrides the seeded choice of CR 103.1.
    A main deck of fewer than ``min_deck_size`` cards (60, CR 100.2a; 40 for
    limited, 100.2b; 0: any size) is played with a :class:`~mtgcore.DeckWarning`.
    """

    def __init__(self, deck_a: DeckLike, deck_b: DeckLike, *more_decks: DeckLike, seed: int = 0,
                 starting_player: Optional[int] = None, library: Optional[CardLibrary] = None,
                 min_deck_size: int = 60, _native: "Optional[_core.Game]" = None):
        self.library = card_library(library)
        self._lock = threading.RLock()
        self._history: list = []
        self.starting_player_choice = None
        if _native is not None:
            self._g = _native
            self.decks = None
            self.seed = None
            return
        if 2 + len(more_decks) > MAX_PLAYERS:
            raise MtgError(f"a game has 2 to {MAX_PLAYERS} players (CR 100.1), not {2 + len(more_decks)}")
        self.decks = tuple(Deck.load(d, library=self.library) for d in (deck_a, deck_b, *more_decks))
        min_deck_size = as_count(min_deck_size, "min_deck_size", 0, MAX_DECK_CARDS)
        for d in self.decks:
            d.check_size(min_deck_size, stacklevel=2)
        self.library = self.library.for_decks(*self.decks)  # with the compiled cards they use
        if starting_player is not None:
            sp = as_int(starting_player, "starting_player")
            if not 0 <= sp < len(self.decks):
                raise MtgError(f"starting_player must be a seat (0 to {len(self.decks) - 1}) or None, "
                               f"not {starting_player!r}")
            starting_player = sp
        self.seed = as_int(seed, "seed")
        self.starting_player_choice = starting_player
        sp_arg = -1 if starting_player is None else starting_player
        if len(self.decks) == 2:
            self._g = _core.Game(self.library.db, self.decks[0].def_ids(self.library),
                                 self.decks[1].def_ids(self.library), self.seed & (2**64 - 1), sp_arg)
        else:
            self._g = _core.Game.of_decks(self.library.db, [d.def_ids(self.library) for d in self.decks],
                                          self.seed & (2**64 - 1), sp_arg)

    # -- decisions -------------------------------------------------------
    @property
    def decision(self) -> Decision:
        g = self._g
        return Decision(g.decision_player, DECISION_KINDS[g.decision_kind], self.legal_actions())

    def legal_actions(self) -> list:
        g = self._g
        with self._lock:
            d = g.actions_applied
            return [Action(a, g, d) for a in g.legal_actions()]

    def apply(self, action: Union[Action, int, str]) -> None:
        """Answer the pending decision with an :class:`Action`, its index, or its label.

        An illegal action raises :class:`~mtgcore.IllegalActionError` and leaves the
        game exactly as it was (CR 732); an Action listed for another decision raises
        :class:`~mtgcore.StaleActionError`.  Calls from several threads are serialized.
        """
        with self._lock:
            g = self._g
            if g.over:
                raise GameOverError("the game is over: no more actions")
            if isinstance(action, Action):
                if not action._answers(g):
                    raise StaleActionError(
                        f"the action {action.label!r} answers another decision (an earlier one, or "
                        f"another game's); take it from this game's legal_actions() now")
                i = g.index_of(action.native)
                if i < 0:
                    raise IllegalActionError(f"{action.label!r} is not a legal action now")
            elif isinstance(action, str):
                labels = [g.label(a) for a in g.legal_actions()]
                if action not in labels:
                    raise IllegalActionError(f"no legal action labelled {action!r}; legal: {labels}")
                i = labels.index(action)
            else:
                i = action if type(action) is int else as_int(action, "an action", IllegalActionError)
                if not 0 <= i < 2**62:
                    raise IllegalActionError(f"action index {i} out of range "
                                             f"({g.num_legal_actions()} legal actions)")
            if g.event_log_on:  # the log records the choice too (mtgcore.events)
                self._log_action(g, i)
            i, p, label, turn, step, kind, *life = g.apply_index_traced(i)
            self._history.append(HistoryEntry(i, p, label, turn, "pregame" if turn == 0 else STEPS[step],
                                              DECISION_KINDS[kind], tuple(life)))

    def _log_buffer(self) -> list:
        """The log taken so far: engine events ("e", record) and actions ("a", ...)."""
        return self.__dict__.setdefault("_log_buf", [])

    def _log_action(self, g, i: int, kind: Optional[str] = None, label: Optional[str] = None,
                    player: Optional[int] = None) -> None:
        buf = self._log_buffer()
        buf.extend(("e", e) for e in g.take_events())
        if kind is None:
            acts = g.legal_actions()
            if not 0 <= i < len(acts):
                return  # the apply below refuses it
            kind, label = ACTION_KINDS[acts[i].kind], g.label(acts[i])
        buf.append(("a", g.decision_player if player is None else player, kind, label))

    def _situation(self, index: int, player: Optional[int] = None, label: str = "") -> HistoryEntry:
        g = self._g
        return HistoryEntry(index, g.decision_player if player is None else player, label, g.turn,
                            self.step, DECISION_KINDS[g.decision_kind],
                            tuple(g.life(q) for q in range(g.num_players)))

    def concede(self, player: int) -> None:
        """``player`` concedes (CR 104.3a): they leave the game and lose it.  In a
        two-player game the other player wins at once; a multiplayer game goes on
        without them (800.4a) until one player is left (104.2a).  Conceding while a
        player has priority takes effect at once (priority passes on if it was theirs);
        during another choice, as soon as that choice is made (before anyone next
        receives priority)."""
        with self._lock:
            if self._g.over:
                raise GameOverError("the game is over")
            p = as_int(player, "player", IllegalActionError)
            n = self._g.num_players
            if not 0 <= p < n:
                raise IllegalActionError(f"no player {p} ({_players_text(n)})")
            if self._g.lost(p):
                raise IllegalActionError(f"player {p} has left the game (CR 800.4a)")
            entry = self._situation(-1, p, "concede")
            if self._g.event_log_on:
                self._log_action(self._g, -1, "concede", "concede", p)
            self._g.concede(p)
            self._history.append(entry)

    def play(self, policy: str = "random", *, seed: int = 0, max_actions: int = 10**7) -> int:
        """Let a built-in native policy ('random', 'greedy' or 'mcts:N,...', or one per seat) play on.

        Returns the number of actions taken (each is recorded in :attr:`history`).
        """
        seats = policy_pair(policy, self.num_players)
        seed = as_int(seed, "seed")
        max_actions = as_int(max_actions, "max_actions")
        with self._lock:
            if len(seats) == 2:
                trace = self._g.play_policy_trace(seats[0], seats[1], seed & (2**64 - 1),
                                                  max(0, min(max_actions, 2**62)))
            else:  # one policy per seat (CR 800.1)
                trace = self._g.play_policies_trace(list(seats), seed & (2**64 - 1),
                                                    max(0, min(max_actions, 2**62)))
            self._history.extend(
                HistoryEntry(i, p, label, turn, "pregame" if turn == 0 else STEPS[step],
                             DECISION_KINDS[kind], tuple(life))
                for i, p, label, turn, step, kind, *life in trace)
            return len(trace)

    @property
    def history(self) -> list:
        """Every action applied so far, in order (mulligans and concessions included)."""
        return list(self._history)

    def log(self) -> str:
        """The game as plain text, one action a line, like the golden transcripts:
        ``T3 precombat_main life 20/17 | A priority: cast Shock #12``."""
        lines = [str(h) for h in self._history]
        if self.is_over:
            r = self.result
            life = "/".join(str(self._g.life(q)) for q in range(self._g.num_players))
            lines.append(f"# result: {'draw' if r.draw else SEATS[r.winner] + ' wins'} on turn "
                         f"{r.turns} ({r.reason}); life {life}")
        return "\n".join(lines) + "\n"

    # -- identity, saving and loading (see mtgcore.saved) ------------------
    def digest(self) -> int:
        """A stable 64-bit digest of the whole game state: equal games have equal
        digests, on every machine and in every run."""
        return self._g.digest()

    def __eq__(self, other) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        from mtgcore.saved import library_fingerprint
        return (library_fingerprint(self.library) == library_fingerprint(other.library)
                and self._g.state_bytes() == other._g.state_bytes())

    def __hash__(self) -> int:
        # The state digest: it changes as the game goes on (don't keep a game that
        # is still played in a set or as a dict key).
        return hash(self._g.digest())

    def to_json(self, *, indent: Optional[int] = 1) -> str:
        """The game saved as readable JSON (format version, decks, seed, card-library
        fingerprint, history, digest); :meth:`from_json` rebuilds an equal game."""
        from mtgcore.saved import to_json
        return to_json(self, indent=indent)

    @classmethod
    def from_json(cls, text: Union[str, bytes], *, library: Optional[CardLibrary] = None) -> "Game":
        """Load a game saved by :meth:`to_json` by replaying its history; a corrupted or
        mismatched file raises :class:`~mtgcore.SavedGameError` naming what is wrong."""
        from mtgcore.saved import from_json
        return from_json(text, library=library)

    def __reduce__(self):
        from mtgcore.saved import reduce_game
        return reduce_game(self)

    def __copy__(self) -> "Game":
        return self.clone()

    def __deepcopy__(self, memo) -> "Game":
        return self.clone()

    # -- state -----------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self._g.over

    @property
    def result(self) -> Optional[GameResult]:
        g = self._g
        if not g.over:
            return None
        w = g.winner
        return GameResult(None if w < 0 else w, w < 0, g.reason, g.turn)

    def clone(self) -> "Game":
        """An independent copy (with its history): applying actions to one never
        changes the other."""
        with self._lock:
            c = Game.__new__(Game)
            c.library = self.library
            c.decks = self.decks
            c.seed = self.seed
            c.starting_player_choice = self.starting_player_choice
            c._lock = threading.RLock()
            c._history = list(self._history)
            c._log_buf = list(self._log_buffer())
            c._g = self._g.clone()
            return c

    @property
    def turn(self) -> int:
        return self._g.turn

    @property
    def step(self) -> str:
        """The current step's name, or "pregame" while opening hands are decided (CR 103)."""
        return "pregame" if self._g.turn == 0 else STEPS[self._g.step]

    @property
    def active_player(self) -> int:
        return self._g.active_player

    @property
    def starting_player(self) -> int:
        return self._g.starting_player

    @property
    def num_players(self) -> int:
        """How many players the game began with (CR 800.1: more than two: multiplayer)."""
        return self._g.num_players

    @property
    def players(self) -> list:
        """Every seat's player, in turn order (those who left the game too: ``left``)."""
        return [PlayerState(self._g, p) for p in range(self._g.num_players)]

    @property
    def players_in_game(self) -> list:
        """The seats still in the game (CR 800.4a: a player who lost has left it)."""
        return [p for p in range(self._g.num_players) if not self._g.lost(p)]

    @property
    def battlefield(self) -> list:
        return [CardView(self._g, o) for o in self._g.battlefield()]

    def permanents(self, player: Optional[int] = None) -> list:
        """The permanents ``player`` (0 or 1) controls; every permanent for None."""
        if player is not None:
            player = _player(player, "player", self.num_players)
        return [v for v in self.battlefield if player is None or v.controller == player]

    @property
    def exile(self) -> list:
        return [CardView(self._g, o) for o in self._g.exile()]

    @property
    def stack(self) -> list:
        """Top first: ``(object view, description)``."""
        out = []
        for (obj, ability, controller, is_spell, targets, _ref), face in zip(self._g.stack(),
                                                                             self._g.stack_faces()):
            text = self._g.obj_name(obj) or ("face-down spell" if self._g.obj_face_down(obj) else "")
            if not is_spell:  # the ability of the face it came from (CR 113.7a)
                text = f"ability of {text}: {self.library.db.abilities(face)[ability][1]}"
            if targets:
                text += " targeting " + ", ".join(self._g.describe(t) for t in targets)
            out.append((CardView(self._g, obj), text))
        return out

    def describe(self, ref: int, viewer: Optional[int] = None) -> str:
        """An object (id >= 0), a player (-1 - p) or an ability on the stack as player
        ``viewer`` (0 or 1) sees it.  A card in a library is named for neither player
        (CR 401.2) and one in a hand only for its owner (402.3, 400.2): "a card in player
        B's hand (object 57)"; a face-down spell or permanent only for its controller
        (708.5) and, once the game is over, for everyone (708.9).  With ``viewer`` None,
        the engine's own description, as in action labels: every card named except
        face-down ones."""
        r = as_int(ref, "a reference", InvalidIdError)
        if r < -self._g.num_players:
            raise InvalidIdError(f"reference {r} is neither an object (id >= 0) nor a player "
                                 f"(-1 for player 0, -2 for player 1, ...; "
                                 f"{_players_text(self._g.num_players)})")
        if r >= self._g.num_objects() and not _core.ABILITY_REF <= r < 2**31:
            raise InvalidIdError(f"object id {r} is not an object of this game")
        if viewer is None:
            return self._g.describe(r)
        return self._g.describe_for(r, _player(viewer, "viewer", self.num_players))

    def object(self, obj_id: int) -> CardView:
        """The object with id ``obj_id``; :class:`~mtgcore.InvalidIdError` if this
        game has no such object."""
        o = as_int(obj_id, "an object id", InvalidIdError)
        n = self._g.num_objects()
        if not 0 <= o < n:
            ids = f"ids 0..{n - 1}" if n else "it has no objects"
            raise InvalidIdError(f"object id {o} is not an object of this game ({ids})")
        return CardView(self._g, o)

    # -- what a player may know (mtgcore.views, mtgcore.events) --------------
    def view(self, player: Optional[int]) -> "PlayerView":
        """Everything ``player`` (0 or 1; None: a spectator) may know now and nothing
        else (CR 400.2, 406.3, 708): a :class:`~mtgcore.PlayerView`, ``.to_dict()``
        JSON-ready.  See :mod:`mtgcore.views`."""
        from mtgcore.views import player_view
        with self._lock:
            self._g.num_legal_actions()  # the decider looks at the cards a choice offers
            return player_view(self, None if player is None else _player(player, "player", self.num_players))

    def determinize(self, player: int, *, seed: int, opponent_deck: Optional[DeckLike] = None) -> "Game":
        """A full game consistent with what ``player`` knows (CR 400.2): the cards they
        can't see are dealt again at random, seeded by ``seed``, so that
        ``g.determinize(p, seed=s).view(p) == g.view(p)``.

        ``opponent_deck`` None: the other player's deck list is known (their hidden
        cards are dealt from the same cards); else a :class:`~mtgcore.Deck` (or
        decklist, path, bundled name) the other player's cards are taken from, less
        the cards of theirs ``player`` can see (a :class:`~mtgcore.MtgError` if it has
        too few).  ``player``'s own library is dealt again in an order they don't know.
        The copy keeps no history (it is a state, not a replayable game).  A face-down
        spell or permanent ``player`` may not look at (708.5) is dealt again too, among
        its owner's cards ``player`` can't see that could be face down that way (any
        card if manifested, 701.40a; a card with morph if cast face down, 702.37c).
        """
        p = _player(player, "player", self.num_players)
        seed = as_int(seed, "seed")
        with self._lock:
            c = self.clone()
            pool = None
            if opponent_deck is not None:
                deck = Deck.load(opponent_deck, library=self.library)
                try:  # the native game's card database is fixed: its cards only
                    pool = deck.def_ids(self.library)
                except MtgError as e:
                    raise MtgError(f"opponent_deck: {e} (a determinized game can hold only the "
                                   f"cards of this game's card library)") from None
            c._history = []
            c._g.determinize(p, seed & (2**64 - 1), pool)
            return c

    def enable_event_log(self, on: bool = True) -> None:
        """Record every event the engine performs (zone changes, damage, life, counters,
        taps, draws, casts, triggers put on the stack ...) and every action applied with
        :meth:`apply` or :meth:`concede` (not those of :meth:`play`, which runs natively)
        for :meth:`take_events`.  Off by default: a game that doesn't ask pays one flag
        test per event."""
        with self._lock:
            self._g.set_event_log(bool(on))
            if not on:
                self._log_buffer().clear()

    def take_events(self, player: Optional[int] = None) -> list:
        """The events since the last call, as ``player`` (None: a spectator) may know
        them: dicts (see :mod:`mtgcore.events`); the log is emptied."""
        return self.take_events_for([player])[player]

    def take_events_for(self, players) -> dict:
        """Like :meth:`take_events` for several viewers at once (0, 1 and None for a
        spectator): ``{viewer: [records]}``, from the same events."""
        from mtgcore.events import filter_events
        viewers = [None if p is None else _player(p, "player", self.num_players) for p in players]
        with self._lock:
            buf = self._log_buffer()
            buf.extend(("e", e) for e in self._g.take_events())
            out = {v: filter_events(self, buf, v) for v in viewers}
            buf.clear()
            return out

    def check_invariants(self) -> str:
        """'' when every engine invariant holds, else the first violation."""
        return self._g.check_invariants()

    def __repr__(self) -> str:
        if self.is_over:
            r = self.result
            return f"<Game over: {'draw' if r.draw else f'player {r.winner} won'} ({r.reason}), turn {r.turns}>"
        d = self._g
        return (f"<Game turn {d.turn} {self.step}, player {d.active_player} active, "
                f"{DECISION_KINDS[d.decision_kind]} for player {d.decision_player}>")
