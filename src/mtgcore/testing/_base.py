"""The Scenario's state and the helpers every part of it uses."""

from __future__ import annotations

from mtgcore._checks import card_library
from mtgcore.testing._common import *  # noqa: F401,F403
from mtgcore.testing._common import (_A, _ABILITY_ACTIVATED, _ABILITY_MANA, _ABILITY_SPELL, _AUTO,
                                     _D, _MANA, _NO_OBJ, _NO_REF, _SAC_CREATURE, _STEP, _Z,
                                     _core, _cost_text, _pool_covers)


class _ScenarioBase:
    """A scripted game for rules tests and bug reports (see the module doc): two
    players 'A' and 'B', or ``players`` (3 to 6: a multiplayer free-for-all, CR 800,
    806) seated 'A', 'B', 'C', ... in turn order.

    ``seed`` seeds the engine's RNG; ``library`` defaults to the bundled card library.
    """

    def __init__(self, seed: int = 0, *, library: Optional[CardLibrary] = None, players: int = 2):
        self._lib = card_library(library)
        self._g = _core.Game.empty(self._lib.db, seed & (2**64 - 1))
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= len(PLAYERS):
            raise ScenarioError(f"players: 2 to {len(PLAYERS)}, not {players!r}")
        if players != 2:
            self._g.set_num_players(players)
        self._game = Game(None, None, library=self._lib, _native=self._g)
        self._lock = self._game._lock  # one lock serializes the scenario and its game
        self._started = False
        self._refs: dict[int, CardRef] = {}
        self._log: list[str] = []
        self._goal: Optional[tuple] = None   # interrupted resolve/advance, resumed by choose
        self._where: Optional[tuple] = None  # last (turn, step) written to the log

    # ------------------------------------------------------------------
    # Helpers
    # ------------------------------------------------------------------
    def _player(self, player: PlayerLike) -> int:
        n = self._g.num_players
        if player in PLAYERS[:n]:
            return PLAYERS.index(player)
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < n:
            return player
        names = " and ".join(", ".join(f"'{x}'" for x in PLAYERS[:n]).rsplit(", ", 1))
        raise ScenarioError(f"unknown player {player!r}: players are {names}")

    def _ref_of_obj(self, obj: int) -> CardRef:
        card = self._g.obj_card(obj)
        ref = self._refs.get(card)
        if ref is None:
            ref = self._refs[card] = CardRef(self, card, self._g.obj_name(obj))
        return ref

    def _check_ref(self, ref) -> CardRef:
        if not isinstance(ref, CardRef):
            raise ScenarioError(f"expected a CardRef, got {ref!r}")
        if ref._scenario is not self:
            raise ScenarioError(f"{ref!r} belongs to another scenario")
        return ref

    def _obj_or_none(self, ref: CardRef) -> Optional[int]:
        self._check_ref(ref)
        o = self._g.card_object(ref.card)
        return None if o == _NO_OBJ else o

    def _obj(self, ref: CardRef) -> int:
        o = self._obj_or_none(ref)
        if o is None:
            raise ScenarioError(f"{ref.name} #{ref.card} has ceased to exist (a token that left "
                                "the battlefield, CR 704.5d)")
        return o

    def _ref(self, x) -> int:
        """A target / attack recipient: 'A'/'B', a CardRef or a StackEntry -> engine Ref."""
        if isinstance(x, CardRef):
            return self._obj(x)
        if isinstance(x, StackEntry):  # a spell or ability on the stack (CR 115.2)
            return x.ref
        return -1 - self._player(x)

    def _from_engine_ref(self, r: int):
        if r == _NO_REF:
            return None
        if r < 0:
            return PLAYERS[-1 - r]
        if r >= _core.ABILITY_REF:  # an ability on the stack (CR 115.2): its description
            return self._g.describe(r)
        return self._ref_of_obj(r)

    def _describe(self, x) -> str:
        return x if isinstance(x, str) else f"{x.name} #{x.card}"

    @property
    def _kind(self) -> int:
        return self._g.decision_kind

    def _legal(self) -> list:
        return list(self._g.legal_actions())

    def _note_where(self) -> None:
        where = (self._g.turn, self._g.step)
        if where != self._where and not self._g.over:
            self._where = where
            self._log.append(f"-- turn {where[0]} ({PLAYERS[self._g.active_player]} active): "
                             f"{STEPS[where[1]]}")

    def _apply(self, action) -> None:
        g = self._g
        who = PLAYERS[g.decision_player]
        label = g.label(action)
        kind = DECISION_KINDS[g.decision_kind]
        before = self.stack if action.kind == _A["pass"] else None
        g.apply(action)
        if action.kind != _A["pass"]:
            if action.kind == _A["done"]:
                label = f"{kind.replace('_', ' ')}: done"
            self._log.append(f"{who}: {label}")
        elif before and len(g.stack()) < len(before):
            self._log.append(f"resolved: {before[0]}")
        self._note_where()
        if g.over:
            w = g.winner
            self._log.append(f"game over: {'draw' if w < 0 else PLAYERS[w] + ' wins'} ({g.reason})")

    def _find(self, kind: str, obj: int = None, ref: int = None, arg: int = None):
        for a in self._legal():
            if a.kind != _A[kind]:
                continue
            if obj is not None and a.obj != obj:
                continue
            if ref is not None and a.ref != ref:
                continue
            if arg is not None and a.arg != arg:
                continue
            return a
        return None

    def _answer_cost_choices(self, name: str, whats, say_which: str, cant: str, too_many: str) -> None:
        """Answer each ``choose_cost`` decision (601.2b, 118.3: the objects a cost uses) with
        the next of ``whats``; errors name the card and list the options."""
        whats = [w for w in whats if w is not None]
        while self._kind == _D["choose_cost"]:
            options = [self._g.label(b) for b in self._legal()]
            if not whats:
                raise IllegalActionError(f"{name}: {say_which}; options: {options}")
            what = whats.pop(0)
            o = self._obj(what)
            a = self._find("sacrifice", obj=o) or self._find("cost_object", obj=o)
            if a is None:
                raise IllegalActionError(f"{self._describe(what)} {cant} {name}; options: {options}")
            self._apply(a)
        if whats:
            raise IllegalActionError(f"{name}: {too_many}")

    def _pending_error(self, what: str) -> UnscriptedDecisionError:
        p = self.pending
        return UnscriptedDecisionError(
            f"cannot {what}: {p.player} must first answer a {p.kind} decision "
            f"(options: {p.options}); script it with s.choose({p.player!r}, ...)")

    @contextmanager
    def _action(self, what: str, *, answers_pending: bool = False) -> Iterator[None]:
        """Checks that an action may run now, then runs it as a transaction:
        on any error the game, the log and the resume goal are restored."""
        if not self._started:
            raise ScenarioError(f"cannot {what}: call start() first")
        if self._g.over:
            raise ScenarioError(f"cannot {what}: the game is over ({self._g.reason})")
        if not answers_pending and self.pending is not None:
            raise self._pending_error(what)
        backup = self._g.clone()
        n_log, goal, where = len(self._log), self._goal, self._where
        try:
            yield
        except BaseException:
            self._g.restore(backup)
            del self._log[n_log:]
            self._goal, self._where = goal, where
            raise

    def _priority_to(self, p: int, what: str) -> None:
        """Passes priority for the other player until ``p`` has it, if that
        resolves nothing and ends no step (CR 117.3d, 117.4)."""
        g = self._g
        who = PLAYERS[p]
        while True:
            k = self._kind
            step = STEPS[g.step]
            if k == _D["priority"]:
                if g.decision_player == p:
                    return
                if g.passes + 1 >= sum(not g.lost(q) for q in range(g.num_players)):
                    why = "the stack would resolve first" if g.stack() else f"{step} would end first"
                    raise ScenarioError(f"{who} cannot {what} in {step}: {why}")
                self._apply(self._find("pass"))
            elif k in (_D["declare_attackers"], _D["declare_blockers"]):
                decl = "attackers" if k == _D["declare_attackers"] else "blockers"
                raise ScenarioError(f"{who} cannot {what} in {step}: "
                                    f"{PLAYERS[g.decision_player]} must declare {decl} first "
                                    f"(s.{'attack' if decl == 'attackers' else 'block'}(...))")
            else:
                raise ScenarioError(f"{who} cannot {what} now: waiting for "
                                    f"{DECISION_KINDS[k]} from {PLAYERS[g.decision_player]}")
