"""Scenario tests: put cards in zones, play, and ask what happened.

A :class:`Scenario` builds a two-player game (players ``"A"`` and ``"B"``) card
by card, starts it at a chosen step, and then plays it like a judge's notes::

    from mtgcore.testing import Scenario

    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start(turn=1, step="precombat_main")
    s.cast("B", bolt, targets=[bears])     # A passes priority to B first
    s.resolve()
    assert s.zone(bears) == "graveyard"

Rules of the script:

* Setup calls (``battlefield``, ``hand``, ``library``, ...) come before
  :meth:`Scenario.start` and return a :class:`CardRef`, which keeps pointing at
  the same physical card across zone changes (CR 400.7 makes a new *object*;
  the test still wants to know where the card went).
* Acting as a player first passes priority for the other player when that
  needs nothing to resolve and no step to end; otherwise a
  :class:`~mtgcore.errors.ScenarioError` says why.
* Automatic passing (``resolve``, ``advance``, ``pass_turn``) stops at any
  decision other than priority: a discard, the legend rule, a combat damage
  division, ... (:attr:`Scenario.pending`).  Answer it with
  :meth:`Scenario.choose` (or :meth:`Scenario.assign_combat_damage`); the
  interrupted ``resolve``/``advance`` then carries on.  Any other action while
  such a decision is pending raises
  :class:`~mtgcore.errors.UnscriptedDecisionError` (strict mode).
* An illegal action raises :class:`~mtgcore.errors.IllegalActionError` and
  leaves the game exactly as it was (CR 732): every action runs as a
  transaction that is rolled back on any error.
* Queries read the engine's derived values (after layers, CR 613).
"""

from __future__ import annotations

import functools

from contextlib import contextmanager
from typing import Iterable, Iterator, Mapping, Optional, Sequence, Union

from mtgcore import _core
from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards.dsl import CARD_TYPES, COLOR_WORDS, KEYWORDS, SUPERTYPES, TARGET_KINDS
from mtgcore.errors import (CardDefinitionError, IllegalActionError, ScenarioError,
                            UnscriptedDecisionError)
from mtgcore.game import ACTION_KINDS, COUNTER_NAMES, DECISION_KINDS, STEPS, ZONES, Game

__all__ = ["CardRef", "Pending", "Scenario", "StackEntry", "PLAYERS", "START_STEPS"]

#: Player names, by engine index.
PLAYERS = ("A", "B")
#: Steps :meth:`Scenario.start` can begin in (steps in which players get priority
#: without a declaration or combat having happened first).
START_STEPS = ("upkeep", "draw", "precombat_main", "beginning_of_combat", "postcombat_main",
               "end_step")

_D = {name: i for i, name in enumerate(DECISION_KINDS)}
_A = {name: i for i, name in enumerate(ACTION_KINDS)}
_Z = {name: i for i, name in enumerate(ZONES)}
_STEP = {name: i for i, name in enumerate(STEPS)}
_NO_OBJ = _core.NO_OBJ
_NO_REF = _core.NO_REF
#: Decisions that automatic passing answers itself: priority (pass) and the
#: attack/block declarations of steps passed through (declare none).
_AUTO = {_D["priority"], _D["declare_attackers"], _D["declare_blockers"], _D["none"],
         _D["game_over"]}
_ABILITY_SPELL, _ABILITY_ACTIVATED, _ABILITY_MANA = 0, 1, 2
_SAC_CREATURE = 2
_MANA = "WUBRGC"

PlayerLike = Union[str, int]


class CardRef:
    """A physical card (or token) of a :class:`Scenario`, stable across zone changes.

    Use it wherever the scenario takes a card; ask the scenario about it
    (``s.zone(ref)``, ``s.power(ref)``, ...).  Hashable, so it can key the
    ``attack``/``block`` mappings.
    """

    __slots__ = ("_scenario", "card", "name")

    def __init__(self, scenario: "Scenario", card: int, name: str):
        self._scenario = scenario
        self.card = card
        self.name = name

    def __eq__(self, other) -> bool:
        return (isinstance(other, CardRef) and other._scenario is self._scenario
                and other.card == self.card)

    def __hash__(self) -> int:
        return hash((id(self._scenario), self.card))

    @property
    def zone(self) -> Optional[str]:
        """Shortcut for ``scenario.zone(ref)``."""
        return self._scenario.zone(self)

    def __repr__(self) -> str:
        return f"<CardRef {self.name} #{self.card}>"


class Pending:
    """A decision the script must answer with :meth:`Scenario.choose`."""

    __slots__ = ("player", "kind", "options")

    def __init__(self, player: str, kind: str, options: list):
        self.player = player
        self.kind = kind
        self.options = options

    def __repr__(self) -> str:
        return f"<Pending {self.kind} for {self.player}: {self.options}>"


class StackEntry(str):
    """One stack object, readable as a string (``"Lightning Bolt (B) targeting
    Grizzly Bears #0"``), with ``card``, ``controller``, ``is_spell``, ``targets``."""

    card: CardRef
    controller: str
    is_spell: bool
    targets: list

    def __new__(cls, text: str, card: CardRef, controller: str, is_spell: bool, targets: list):
        self = super().__new__(cls, text)
        self.card = card
        self.controller = controller
        self.is_spell = is_spell
        self.targets = targets
        return self


def _cost_text(cost) -> str:
    generic, colored, colorless, x = cost
    out = "{X}" * x + (f"{{{generic}}}" if generic else "")
    out += "".join("{%s}" % c * n for c, n in zip("WUBRG", colored))
    out += "{C}" * colorless
    return out or "{0}"


def _pool_covers(pool: Sequence[int], cost) -> bool:
    generic, colored, colorless, _x = cost
    left = 0
    for k in range(5):
        if pool[k] < colored[k]:
            return False
        left += pool[k] - colored[k]
    if pool[5] < colorless:
        return False
    return left + pool[5] - colorless >= generic


class Scenario:
    """A scripted two-player game for rules tests and bug reports (see the module doc).

    ``seed`` seeds the engine's RNG; ``library`` defaults to the bundled card library.
    """

    def __init__(self, seed: int = 0, *, library: Optional[CardLibrary] = None):
        self._lib = library or default_library()
        self._g = _core.Game.empty(self._lib.db, seed & (2**64 - 1))
        self._game = Game(None, None, library=self._lib, _native=self._g)
        self._lock = self._game._lock  # one lock serializes the scenario and its game
        self._started = False
        self._refs: dict[int, CardRef] = {}
        self._log: list[str] = []
        self._goal: Optional[tuple] = None   # interrupted resolve/advance, resumed by choose
        self._where: Optional[tuple] = None  # last (turn, step) written to the log

    # ------------------------------------------------------------------
    # Set-up (before start)
    # ------------------------------------------------------------------
    def _setup(self, what: str) -> None:
        if self._started:
            raise ScenarioError(f"{what}: set-up calls are only allowed before start()")

    def _def_id(self, name: str) -> int:
        if not isinstance(name, str) or name not in self._lib.cards:
            hint = self._lib.suggestions(name) if isinstance(name, str) else []
            more = f"; did you mean {', '.join(repr(h) for h in hint)}?" if hint else ""
            raise CardDefinitionError(f"unknown card {name!r}{more}")
        return self._lib.ids[name]

    def _add(self, player: PlayerLike, name: str, zone: str) -> CardRef:
        self._setup(f"adding {name!r}")
        p = self._player(player)
        obj = self._g.add_card(p, self._def_id(name), _Z[zone])
        ref = self._ref_of_obj(obj)
        self._log.append(f"setup: {name} #{ref.card} -> {PLAYERS[p]}'s {zone}")
        return ref

    def _add_many(self, player, names, zone):
        if isinstance(names, str):
            return self._add(player, names, zone)
        return [self._add(player, n, zone) for n in names]

    def battlefield(self, player: PlayerLike, name: str, *, tapped: bool = False,
                    sick: bool = False, counters: Optional[Mapping[str, int]] = None,
                    loyalty: Optional[int] = None) -> CardRef:
        """Put a permanent onto the battlefield under ``player``'s control.

        Not summoning sick unless ``sick=True`` (then it came under its
        controller's control in the turn the game starts, CR 302.6).
        Timestamps follow call order (CR 613.7).  ``loyalty`` sets a
        planeswalker's loyalty (default: printed, CR 306.5b).
        """
        self._setup(f"adding {name!r}")
        d = self._def_id(name)
        if loyalty is not None and "planeswalker" not in self._lib.cards[name].types:
            raise ScenarioError(f"loyalty=: {name} is not a planeswalker")
        kinds = {}
        for cname, n in (counters or {}).items():
            if cname not in COUNTER_NAMES:
                raise ScenarioError(f"unknown counter {cname!r} (known: {', '.join(COUNTER_NAMES)})")
            if not isinstance(n, int) or n < 0:
                raise ScenarioError(f"counter {cname!r}: need a count >= 0, got {n!r}")
            kinds[COUNTER_NAMES.index(cname)] = n
        if loyalty is not None:
            if not isinstance(loyalty, int) or loyalty < 0:
                raise ScenarioError(f"loyalty=: need a number >= 0, got {loyalty!r}")
            kinds[COUNTER_NAMES.index("loyalty")] = loyalty
        ref = self._add(player, name, "battlefield")
        obj = self._g.card_object(ref.card)
        assert d == self._g.obj_def(obj)
        self._g.set_tapped(obj, bool(tapped))
        self._g.set_sick(obj, bool(sick))
        for k, n in kinds.items():
            self._g.set_counter(obj, k, n)
        return ref

    def hand(self, player: PlayerLike, name: Union[str, Sequence[str]]):
        """Put a card (or a list of cards, returning a list) into ``player``'s hand."""
        return self._add_many(player, name, "hand")

    def library(self, player: PlayerLike, names: Union[str, Sequence[str]]):
        """Put cards into ``player``'s library, top card first, below any already there."""
        return self._add_many(player, names, "library")

    def graveyard(self, player: PlayerLike, name: Union[str, Sequence[str]]):
        """Put a card (or cards) into ``player``'s graveyard, oldest first."""
        return self._add_many(player, name, "graveyard")

    def exile(self, player: PlayerLike, name: Union[str, Sequence[str]]):
        """Put a card (or cards) owned by ``player`` into exile."""
        return self._add_many(player, name, "exile")

    def set_life(self, player: PlayerLike, life: int) -> None:
        self._setup("set_life")
        self._g.set_life(self._player(player), int(life))

    def set_poison(self, player: PlayerLike, poison: int) -> None:
        self._setup("set_poison")
        if poison < 0:
            raise ScenarioError(f"set_poison: need a count >= 0, got {poison}")
        self._g.set_poison(self._player(player), int(poison))

    def start(self, turn: int = 1, step: str = "precombat_main") -> None:
        """Begin play at the first moment a player would receive priority in
        ``step`` of ``turn`` (after its turn-based and state-based actions).

        A is active on odd turns and B on even turns; A is the starting player
        (so A skips the draw of turn 1, CR 103.8a).  No mulligans.
        """
        self._setup("start")
        if step not in START_STEPS:
            raise ScenarioError(f"start: cannot start in step {step!r}; choose one of "
                                f"{', '.join(START_STEPS)}")
        if not isinstance(turn, int) or turn < 1:
            raise ScenarioError(f"start: turn must be a number >= 1, got {turn!r}")
        self._started = True
        self._log.append(f"start: turn {turn}, {step}, {PLAYERS[(turn + 1) % 2]} active")
        self._where = (turn, _STEP[step])
        self._g.begin_at(turn, _STEP[step], (turn + 1) % 2)

    # ------------------------------------------------------------------
    # Helpers
    # ------------------------------------------------------------------
    def _player(self, player: PlayerLike) -> int:
        if player in PLAYERS:
            return PLAYERS.index(player)
        if isinstance(player, int) and not isinstance(player, bool) and player in (0, 1):
            return player
        raise ScenarioError(f"unknown player {player!r}: players are 'A' and 'B'")

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
        """A target / attack recipient: 'A'/'B' or a CardRef -> engine Ref."""
        if isinstance(x, CardRef):
            return self._obj(x)
        return -1 - self._player(x)

    def _from_engine_ref(self, r: int):
        if r == _NO_REF:
            return None
        if r < 0:
            return PLAYERS[-1 - r]
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
                if g.passes + 1 >= _core.NUM_PLAYERS:
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

    # ------------------------------------------------------------------
    # Automatic passing: resolve / advance
    # ------------------------------------------------------------------
    def _goal_reached(self) -> bool:
        g, goal = self._g, self._goal
        if goal[0] == "resolve":
            return self._kind != _D["priority"] or not g.stack()
        _, step, turn = goal
        return g.turn == turn and g.step == step

    def _overshot(self) -> bool:
        goal = self._goal
        if goal[0] != "advance":
            return False
        _, step, turn = goal
        return (self._g.turn, self._g.step) > (turn, step)

    def _run_goal(self) -> None:
        g = self._g
        guard = 0
        while self._goal is not None:
            guard += 1
            if guard > 200000:
                raise ScenarioError("automatic passing did not reach its goal (engine loop?)")
            if g.over:
                self._goal = None
                return
            k = self._kind
            if k in _AUTO:
                if self._goal_reached():
                    self._goal = None
                    return
                if self._overshot():
                    _, step, turn = self._goal
                    raise ScenarioError(
                        f"advance: {STEPS[step]} does not happen in turn {turn} (reached "
                        f"{STEPS[g.step]} of turn {g.turn}; e.g. no attackers (CR 508.8) or no "
                        "first or double strike (CR 510.4))")
                self._apply(self._find("done" if k != _D["priority"] else "pass"))
            elif k == _D["assign_combat_damage"] and len(self._legal()) == 1:
                self._apply(self._legal()[0])  # the only legal assignment
            else:
                return  # a pending decision: the script answers it, then we go on

    def resolve(self) -> None:
        """All players pass until the stack is empty (or a decision is pending)."""
        if self._started and self._g.over:
            return
        with self._action("resolve"):
            self._goal = ("resolve",)
            self._run_goal()

    def advance(self, step: str, turn: Optional[int] = None) -> None:
        """Pass priority (declaring no attackers/blockers in steps passed through)
        until the first decision in ``step``: the declaration in
        declare_attackers/declare_blockers, else the first moment a player would
        receive priority there.  ``turn``: that turn (default: this turn if the step
        is still ahead, else the next).  Raises ScenarioError, changing nothing, if
        the step doesn't happen then (e.g. no first-strike damage step)."""
        if step not in _STEP:
            raise ScenarioError(f"unknown step {step!r}; steps: {', '.join(STEPS)}")
        if step in ("untap", "cleanup"):
            raise ScenarioError(f"advance: no player receives priority in {step} (CR 502.4, 514.3)")
        if self._started and self._g.over:
            return
        with self._action(f"advance to {step}"):
            g = self._g
            target = _STEP[step]
            if turn is None:
                turn = g.turn if target >= g.step else g.turn + 1
            if (turn, target) < (g.turn, g.step):
                raise ScenarioError(f"advance: {step} of turn {turn} is in the past "
                                    f"(now: {STEPS[g.step]} of turn {g.turn})")
            self._goal = ("advance", target, turn)
            self._run_goal()

    def pass_turn(self) -> None:
        """Advance to the next turn's upkeep."""
        if self._started and self._g.over:
            return
        if not self._started:
            raise ScenarioError("cannot pass the turn: call start() first")
        self.advance("upkeep", turn=self._g.turn + 1)

    def pass_priority(self) -> None:
        """The player with priority passes once (CR 117.3d)."""
        with self._action("pass priority"):
            if self._kind != _D["priority"]:
                raise ScenarioError(f"nobody has priority: waiting for {DECISION_KINDS[self._kind]}")
            self._apply(self._find("pass"))

    # ------------------------------------------------------------------
    # Player actions
    # ------------------------------------------------------------------
    def _details(self, obj: int) -> list:
        return self._lib.db.ability_details(self._g.obj_def(obj))

    def _choose_targets(self, source_name: str, kinds: list, targets: Sequence) -> None:
        targets = list(targets or ())
        if len(targets) != len(kinds):
            need = ", ".join(self._lib.selector_texts[k] for k in kinds) or "no targets"
            raise IllegalActionError(f"{source_name} needs {len(kinds)} target(s) ({need}); "
                                     f"got {len(targets)}")
        for t in targets:
            r = self._ref(t)
            a = self._find("target", ref=r)
            if a is None:
                legal = [self._g.describe(x.ref) for x in self._legal()]
                raise IllegalActionError(f"{self._describe(t)} is not a legal target for "
                                         f"{source_name}; legal: {legal}")
            self._apply(a)

    def _tap_for_mana(self, p: int, sources: Sequence[CardRef]) -> None:
        """CR 601.2g: activate the mana abilities of ``sources`` before paying."""
        for src in sources:
            o = self._obj(src)
            idx = [i for i, d in enumerate(self._details(o)) if d[0] == _ABILITY_MANA]
            if not idx:
                raise IllegalActionError(f"pay_with: {src.name} has no mana ability")
            self._g.activate_mana(p, o, idx[0])
            self._log.append(f"{PLAYERS[p]}: activate {src.name} #{src.card}: "
                             f"{self._details(o)[idx[0]][1]}")

    def _check_pool_pays(self, p: int, cost, what: str, sources) -> None:
        pool = self._g.mana_pool(p)
        if not _pool_covers(pool, cost):
            names = ", ".join(self._describe(x) for x in sources)
            raise IllegalActionError(f"{what}: {names} cannot pay {_cost_text(cost)} "
                                     f"(mana pool would be {self._pool_text(pool)})")

    @staticmethod
    def _pool_text(pool) -> str:
        return "".join("{%s}" % c * n for c, n in zip(_MANA, pool)) or "empty"

    def _check_modes_x(self, name: str, cost, modes, x) -> None:
        if modes is not None:
            raise IllegalActionError(f"{name} has no modes (no modal cards exist in the pool yet)")
        if x is not None:
            if not cost or cost[3] == 0:
                raise IllegalActionError(f"{name} has no {{X}} in its cost")
            raise ScenarioError(f"{name}: X costs are not supported by the engine yet")

    def _why_not_cast(self, p: int, obj: int, name: str) -> str:
        g = self._g
        zone = ZONES[g.obj_zone(obj)]
        if zone != "hand" or g.obj_owner(obj) != p:
            return f"{name} is in {PLAYERS[g.obj_owner(obj)]}'s {zone}, not in {PLAYERS[p]}'s hand"
        card = self._lib.cards.get(name)
        instant = card is not None and ("instant" in card.types or "flash" in card.keywords)
        main = STEPS[g.step] in ("precombat_main", "postcombat_main")
        if card is not None and "land" in card.types:
            if g.lands_played(p) >= 1:
                return f"{PLAYERS[p]} already played a land this turn (CR 305.2)"
            return "a land can be played only in its owner's main phase with an empty stack (CR 305.2)"
        if not instant and not (g.active_player == p and main and not g.stack()):
            return ("sorcery timing: only in its controller's main phase with an empty stack "
                    "(CR 307.1)")
        cost = self._lib.db.cost(g.obj_def(obj))
        return (f"{PLAYERS[p]} cannot pay {_cost_text(cost)} or complete its costs, or it has no "
                "legal targets (CR 601.2)")

    def cast(self, player: PlayerLike, card: CardRef, targets: Sequence = (), *,
             modes: Optional[Sequence] = None, x: Optional[int] = None,
             sacrifice: Optional[Sequence[CardRef]] = None,
             pay_with: Optional[Sequence[CardRef]] = None) -> None:
        """Cast a spell from hand (CR 601.2): targets in order ('A'/'B' or CardRefs),
        the creature to sacrifice for an additional cost, and optionally the mana
        sources to tap (``pay_with``: exactly those are tapped, before paying; the cost
        must then be covered by the mana pool).  Without ``pay_with`` the engine pays
        from untapped sources.  An impossible cast raises IllegalActionError and
        changes nothing."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"cast {card.name}"):
            self._priority_to(p, f"cast {card.name}")
            g = self._g
            o = self._obj(card)
            cost = self._lib.db.cost(g.obj_def(o))
            self._check_modes_x(card.name, cost, modes, x)
            details = self._details(o)
            spell = next((d for d in details if d[0] == _ABILITY_SPELL), None)
            kinds = list(spell[5]) if spell else []
            if len(list(targets or ())) != len(kinds):
                self._choose_targets(card.name, kinds, targets)  # raises the count error
            if pay_with:
                self._tap_for_mana(p, pay_with)
                self._check_pool_pays(p, cost, f"cast {card.name}", pay_with)
            a = self._find("cast", obj=o)
            if a is None:
                raise IllegalActionError(f"{PLAYERS[p]} cannot cast {card.name}: "
                                         f"{self._why_not_cast(p, o, card.name)}")
            self._apply(a)
            self._choose_targets(card.name, kinds, targets)
            sac = list(sacrifice or ())
            if self._kind == _D["choose_sacrifice"]:
                options = self._legal()
                if not sac and len(options) == 1:
                    sac_objs = [options[0].obj]
                elif len(sac) != 1:
                    raise IllegalActionError(
                        f"{card.name} needs 1 creature to sacrifice (sacrifice=[...]); options: "
                        f"{[g.describe(a.obj) for a in options]}")
                else:
                    sac_objs = [self._obj(sac[0])]
                a = self._find("sacrifice", obj=sac_objs[0])
                if a is None:
                    raise IllegalActionError(f"cannot sacrifice {self._describe(sac[0])} to cast "
                                             f"{card.name}; options: "
                                             f"{[g.describe(a.obj) for a in options]}")
                self._apply(a)
            elif sac:
                raise IllegalActionError(f"{card.name} has no sacrifice cost")

    def _activated(self, obj: int) -> list:
        """(engine ability index, details) of its activated abilities, Oracle order."""
        return [(i, d) for i, d in enumerate(self._details(obj))
                if d[0] in (_ABILITY_ACTIVATED, _ABILITY_MANA)]

    def _pick_ability(self, card: CardRef, obj: int, ability):
        abilities = self._activated(obj)
        texts = [d[1] for _, d in abilities]
        if not abilities:
            raise IllegalActionError(f"{card.name} has no activated abilities")
        if ability is None:
            if len(abilities) == 1:
                return abilities[0]
            raise ScenarioError(f"{card.name} has {len(abilities)} activated abilities; say which "
                                f"with ability=: {texts}")
        if isinstance(ability, int) and not isinstance(ability, bool):
            if not 0 <= ability < len(abilities):
                raise ScenarioError(f"{card.name} has no activated ability #{ability}; "
                                    f"abilities: {texts}")
            return abilities[ability]
        exact = [ab for ab in abilities if ab[1][1] == ability]
        if len(exact) == 1:
            return exact[0]
        sub = [ab for ab in abilities if str(ability).lower() in ab[1][1].lower()]
        if len(sub) == 1:
            return sub[0]
        why = "ambiguous" if sub else "no match"
        raise ScenarioError(f"ability {ability!r} of {card.name}: {why}; abilities: {texts}")

    def activate(self, player: PlayerLike, card: CardRef, ability: Union[str, int, None] = None,
                 targets: Sequence = (), *, modes: Optional[Sequence] = None,
                 x: Optional[int] = None, pay_with: Optional[Sequence[CardRef]] = None,
                 mana: Optional[str] = None) -> None:
        """Activate an ability (CR 602), chosen by a substring of its text or its index
        among the card's activated abilities (mana abilities included).  A mana
        ability resolves at once and the player keeps priority (CR 605.3); ``mana``
        ("W", "U", "B", "R" or "G") is the color of "one mana of any color"."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"activate {card.name}"):
            self._priority_to(p, f"activate {card.name}")
            g = self._g
            o = self._obj(card)
            idx, det = self._pick_ability(card, o, ability)
            kind, text, cost, tap, _sac, kinds = det
            self._check_modes_x(card.name, cost, modes, x)
            if pay_with:
                self._tap_for_mana(p, pay_with)
                self._check_pool_pays(p, cost, f"activate {card.name}", pay_with)
            if kind == _ABILITY_MANA:
                if targets:
                    raise IllegalActionError(f"{text!r} has no targets")
                if mana is not None and (not isinstance(mana, str) or mana not in _MANA[:5]):
                    raise IllegalActionError(f"mana={mana!r}: one of W, U, B, R, G")
                g.activate_mana(p, o, idx, -1 if mana is None else _MANA.index(mana))
                self._log.append(f"{PLAYERS[p]}: activate {card.name} #{card.card}: {text}"
                                 + (f" ({{{mana}}})" if mana else ""))
                return
            if len(list(targets or ())) != len(kinds):
                self._choose_targets(card.name, list(kinds), targets)  # raises the count error
            a = self._find("activate", obj=o, arg=idx)
            if a is None:
                raise IllegalActionError(f"{PLAYERS[p]} cannot activate {card.name}: {text!r}: "
                                         f"{self._why_not_activate(p, o, tap, cost)}")
            self._apply(a)
            self._choose_targets(card.name, list(kinds), targets)

    def _why_not_activate(self, p: int, o: int, tap: bool, cost) -> str:
        g = self._g
        if g.obj_zone(o) != _Z["battlefield"]:
            return f"it is in the {ZONES[g.obj_zone(o)]}, not on the battlefield"
        if g.obj_controller(o) != p:
            return f"{PLAYERS[g.obj_controller(o)]} controls it"
        if tap and g.obj_tapped(o):
            return "it is tapped"
        if (tap and "creature" in self._words(g.obj_types(o), CARD_TYPES) and g.obj_sick(o)
                and "haste" not in self._words(g.obj_keywords(o), KEYWORDS)):
            return "summoning sickness (CR 302.6)"
        return f"cannot pay {_cost_text(cost)} or no legal target (CR 602.2)"

    def play_land(self, player: PlayerLike, card: CardRef) -> None:
        """Play a land from hand (a special action, CR 305.1)."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"play {card.name}"):
            self._priority_to(p, f"play {card.name}")
            o = self._obj(card)
            a = self._find("play_land", obj=o)
            if a is None:
                raise IllegalActionError(f"{PLAYERS[p]} cannot play {card.name}: "
                                         f"{self._why_not_cast(p, o, card.name)}")
            self._apply(a)

    def _to_declaration(self, decl: str) -> None:
        """Move to this turn's attack or block declaration (advancing if earlier)."""
        g = self._g
        target = _STEP[decl]
        if self._kind == _D[decl] and g.step == target:
            return
        if g.step > target or (g.step == target and self._kind == _D["priority"]):
            raise ScenarioError(f"too late to {decl.replace('_', ' ')} in turn {g.turn}: "
                                f"now {STEPS[g.step]}")
        self._goal = ("advance", target, g.turn)
        self._run_goal()
        if self.pending is not None:
            raise self._pending_error(decl.replace("_", " "))
        if g.over:
            raise ScenarioError(f"{decl.replace('_', ' ')}: the game ended first ({g.reason})")
        if self._kind != _D[decl] or g.step != target:
            raise ScenarioError(f"{decl.replace('_', ' ')}: the step does not happen in turn "
                                f"{g.turn} (no attackers, CR 508.8)")

    def attack(self, attackers: Mapping[CardRef, object]) -> None:
        """Declare all attackers at once (CR 508.1): attacker -> 'A'/'B', or a
        planeswalker/battle CardRef.  An empty mapping declares none."""
        with self._action("declare attackers"):
            self._to_declaration("declare_attackers")
            for att, what in attackers.items():
                o = self._obj(self._check_ref(att))
                a = self._find("attack", obj=o, ref=self._ref(what))
                if a is None:
                    raise IllegalActionError(f"{att.name} #{att.card} cannot attack "
                                             f"{self._describe(what)}: {self._why_not_attack(o)}")
                self._apply(a)
            self._apply(self._find("done"))

    def _why_not_attack(self, o: int) -> str:
        g = self._g
        kws = self._words(g.obj_keywords(o), KEYWORDS)
        if g.obj_zone(o) != _Z["battlefield"]:
            return f"it is in the {ZONES[g.obj_zone(o)]}"
        if "creature" not in self._words(g.obj_types(o), CARD_TYPES):
            return "it is not a creature"
        if g.obj_controller(o) != g.active_player:
            return "its controller is not the active player (CR 508.1a)"
        if g.obj_attacking(o) != _NO_REF:
            return "it is already attacking"
        if g.obj_tapped(o):
            return "it is tapped (CR 508.1a)"
        if "defender" in kws:
            return "defender (CR 702.3b)"
        if g.obj_sick(o) and "haste" not in kws:
            return "summoning sickness (CR 302.6)"
        return "not a legal attack (CR 508.1)"

    def block(self, blockers: Mapping[CardRef, object]) -> None:
        """Declare all blockers at once (CR 509.1): blocker -> attacker (or a list
        of attackers).  An empty mapping declares none."""
        with self._action("declare blockers"):
            self._to_declaration("declare_blockers")
            for blk, what in blockers.items():
                b = self._obj(self._check_ref(blk))
                for att in (what if isinstance(what, (list, tuple)) else [what]):
                    ao = self._obj(self._check_ref(att))
                    a = self._find("block", obj=b, ref=ao)
                    if a is None:
                        raise IllegalActionError(f"{blk.name} #{blk.card} cannot block "
                                                 f"{att.name} #{att.card}: "
                                                 f"{self._why_not_block(b, ao)}")
                    self._apply(a)
            self._apply(self._find("done"))

    def _why_not_block(self, b: int, a: int) -> str:
        g = self._g
        bk = self._words(g.obj_keywords(b), KEYWORDS)
        ak = self._words(g.obj_keywords(a), KEYWORDS)
        if g.obj_attacking(a) == _NO_REF:
            return "that creature is not attacking"
        if g.obj_controller(b) == g.active_player:
            return "it is not controlled by the defending player"
        if g.obj_tapped(b):
            return "it is tapped (CR 509.1a)"
        if "can't block" in bk:
            return "it can't block"
        if g.obj_blocking(b) != _NO_OBJ:
            return "it is already blocking (it can block only one creature)"
        if "flying" in ak and not ({"flying", "reach"} & set(bk)):
            return "the attacker has flying (CR 702.9b) and it has neither flying nor reach"
        return "not a legal block (CR 509.1)"

    def assign_combat_damage(self, attacker: CardRef, assignment: Mapping[object, int]) -> None:
        """Divide ``attacker``'s combat damage (CR 510.1c-d, trample 702.19b):
        recipient ('A'/'B', a blocker or planeswalker CardRef) -> amount.  Passes
        priority forward within this turn's combat to that decision if needed."""
        with self._action(f"assign combat damage of {getattr(attacker, 'name', attacker)}",
                          answers_pending=True):
            g = self._g
            src = self._obj(self._check_ref(attacker))
            if not (self._kind == _D["assign_combat_damage"] and g.damage_source == src):
                if self.pending is not None:
                    raise self._pending_error("assign combat damage")
                last = _STEP["combat_damage"]
                if g.step > last:
                    raise ScenarioError(f"too late: combat damage of turn {g.turn} is over")
                self._goal = ("advance", last + 1, g.turn)  # stop at the assignment if asked
                self._run_goal()
                self._goal = None
                if not (self._kind == _D["assign_combat_damage"] and g.damage_source == src):
                    raise ScenarioError(
                        f"no combat damage assignment is asked for {attacker.name}: it has one "
                        "legal assignment (CR 510.1), or is not in combat")
            total = sum(assignment.values())
            if total != g.damage_left:
                raise IllegalActionError(f"{attacker.name} assigns {g.damage_left} combat damage, "
                                         f"the assignment totals {total}")
            items = sorted(assignment.items(), key=lambda kv: isinstance(kv[0], str))
            for rec, n in items:
                r = self._ref(rec)
                while n > 0:
                    if n == g.damage_left:
                        a = self._find("assign_damage", ref=r, arg=n)
                    else:
                        a = self._find("assign_damage", ref=r, arg=1)
                    if a is None:
                        legal = [g.label(x) for x in self._legal()]
                        raise IllegalActionError(
                            f"cannot assign {n} damage to {self._describe(rec)} now "
                            f"(CR 510.1c-d, 702.19b: lethal damage to blockers first for "
                            f"trample); legal: {legal}")
                    self._apply(a)
                    n -= a.arg
            self._continue()

    def choose(self, player: PlayerLike, option: Union[str, int, CardRef]) -> None:
        """Answer the pending decision: ``option`` is a label (an exact label wins
        over a substring), the option's index, or a CardRef named by exactly one
        option.  Then the interrupted ``resolve``/``advance`` continues."""
        p = self._player(player)
        with self._action("choose", answers_pending=True):
            g = self._g
            k = self._kind
            if k in (_D["priority"], _D["none"], _D["game_over"]):
                raise ScenarioError("nothing to choose: no decision is pending")
            if g.decision_player != p:
                raise ScenarioError(f"{PLAYERS[p]} has nothing to choose: {DECISION_KINDS[k]} is "
                                    f"for {PLAYERS[g.decision_player]}")
            acts = self._legal()
            labels = [g.label(a) for a in acts]
            if isinstance(option, bool):
                raise ScenarioError(f"bad option {option!r}")
            if isinstance(option, int):
                if not 0 <= option < len(acts):
                    raise ScenarioError(f"option index {option} out of range; options: {labels}")
                chosen = acts[option]
            elif isinstance(option, CardRef):
                o = self._obj(option)
                m = [a for a in acts if a.obj == o or a.ref == o]
                if len(m) != 1:
                    raise ScenarioError(f"{option!r} names {len(m)} options; options: {labels}")
                chosen = m[0]
            else:
                exact = [a for a, lab in zip(acts, labels) if lab == option]
                sub = [a for a, lab in zip(acts, labels) if str(option).lower() in lab.lower()]
                m = exact if exact else sub
                if len(m) != 1:
                    why = "ambiguous" if m else "no option matches"
                    raise ScenarioError(f"choose {option!r}: {why}; options: {labels}")
                chosen = m[0]
            self._apply(chosen)
            self._continue()

    def _continue(self) -> None:
        if self._goal is not None and self.pending is None:
            self._run_goal()

    # ------------------------------------------------------------------
    # Queries
    # ------------------------------------------------------------------
    @staticmethod
    def _words(bits: int, vocab) -> list:
        return [w for i, w in enumerate(vocab) if bits & (1 << i)]

    @property
    def game(self) -> Game:
        """The underlying :class:`mtgcore.Game` (same native game, always current)."""
        return self._game

    @property
    def log(self) -> str:
        """What happened, one line per event."""
        return "\n".join(self._log)

    @property
    def log_lines(self) -> list:
        return list(self._log)

    @property
    def pending(self) -> Optional[Pending]:
        """The decision the script must answer (not priority, not a declaration)."""
        if not self._started or self._g.over or self._kind in _AUTO:
            return None
        g = self._g
        return Pending(PLAYERS[g.decision_player], DECISION_KINDS[self._kind],
                       [g.label(a) for a in self._legal()])

    @property
    def decision(self) -> Optional[str]:
        """The engine's pending decision kind ('priority', 'declare_attackers', ...)."""
        return DECISION_KINDS[self._kind] if self._started else None

    @property
    def priority_player(self) -> Optional[str]:
        if not self._started or self._kind != _D["priority"]:
            return None
        return PLAYERS[self._g.decision_player]

    @property
    def is_over(self) -> bool:
        return self._g.over

    @property
    def winner(self) -> Optional[str]:
        if not self._g.over:
            return None
        w = self._g.winner
        return "draw" if w < 0 else PLAYERS[w]

    @property
    def step(self) -> str:
        return STEPS[self._g.step]

    @property
    def turn(self) -> int:
        return self._g.turn

    @property
    def active_player(self) -> str:
        return PLAYERS[self._g.active_player]

    @property
    def stack(self) -> list:
        """Readable stack entries, top first."""
        g = self._g
        out = []
        for obj, ability, controller, is_spell, targets in g.stack():
            card = self._ref_of_obj(obj)
            text = g.obj_name(obj)
            if not is_spell:
                text += " ability: " + self._details(obj)[ability][1]
            text += f" ({PLAYERS[controller]})"
            tl = [self._from_engine_ref(t) for t in targets]
            if tl:
                text += " targeting " + ", ".join(g.describe(t) for t in targets)
            out.append(StackEntry(text, card, PLAYERS[controller], bool(is_spell), tl))
        return out

    def life(self, player: PlayerLike) -> int:
        return self._g.life(self._player(player))

    def poison(self, player: PlayerLike) -> int:
        return self._g.poison(self._player(player))

    def hand_size(self, player: PlayerLike) -> int:
        return len(self._g.hand(self._player(player)))

    def mana_pool(self, player: PlayerLike) -> dict:
        """Mana in the pool, e.g. {"G": 1}; zeros omitted (CR 106.4)."""
        return {c: n for c, n in zip(_MANA, self._g.mana_pool(self._player(player))) if n}

    def lands_played(self, player: PlayerLike) -> int:
        return self._g.lands_played(self._player(player))

    def zone(self, card: CardRef) -> Optional[str]:
        """Where the card is now, or None for a token that ceased to exist."""
        o = self._obj_or_none(card)
        return None if o is None else ZONES[self._g.obj_zone(o)]

    def cards(self, player: PlayerLike, zone: str) -> list:
        """CardRefs in that player's zone, in order (library: top first; graveyard:
        oldest first).  battlefield/stack: what the player controls; exile: owns."""
        p = self._player(player)
        g = self._g
        if zone == "library":
            objs = g.library(p)
        elif zone == "hand":
            objs = g.hand(p)
        elif zone == "graveyard":
            objs = g.graveyard(p)
        elif zone == "battlefield":
            objs = [o for o in g.battlefield() if g.obj_controller(o) == p]
        elif zone == "exile":
            objs = [o for o in g.exile() if g.obj_owner(o) == p]
        elif zone == "stack":
            objs = [e[0] for e in reversed(g.stack()) if e[3] and e[2] == p]
        elif zone == "command":
            objs = []
        else:
            raise ScenarioError(f"unknown zone {zone!r}; zones: {', '.join(ZONES[1:])}")
        return [self._ref_of_obj(o) for o in objs]

    def permanents(self, player: PlayerLike) -> list:
        """CardRefs of the permanents ``player`` controls (tokens included)."""
        return self.cards(player, "battlefield")

    def name(self, card: CardRef) -> str:
        return self._g.obj_name(self._obj(card))

    def power(self, card: CardRef) -> int:
        return self._g.obj_power(self._obj(card))

    def toughness(self, card: CardRef) -> int:
        return self._g.obj_toughness(self._obj(card))

    def base_power(self, card: CardRef) -> int:
        """Power after layers 7a-7b, before modifications and counters (CR 613.4)."""
        return self._g.obj_base_power(self._obj(card))

    def base_toughness(self, card: CardRef) -> int:
        return self._g.obj_base_toughness(self._obj(card))

    def damage(self, card: CardRef) -> int:
        return self._g.obj_damage(self._obj(card))

    def counters(self, card: CardRef) -> dict:
        return {COUNTER_NAMES[i]: n for i, n in enumerate(self._g.obj_counters(self._obj(card)))
                if n}

    def loyalty(self, card: CardRef) -> int:
        return self._g.obj_counters(self._obj(card))[COUNTER_NAMES.index("loyalty")]

    def is_tapped(self, card: CardRef) -> bool:
        return self._g.obj_tapped(self._obj(card))

    def is_sick(self, card: CardRef) -> bool:
        """Summoning sick (CR 302.6), ignoring haste."""
        return self._g.obj_sick(self._obj(card))

    def controller(self, card: CardRef) -> str:
        return PLAYERS[self._g.obj_controller(self._obj(card))]

    def owner(self, card: CardRef) -> str:
        return PLAYERS[self._g.obj_owner(self._obj(card))]

    def is_token(self, card: CardRef) -> bool:
        self._check_ref(card)
        return self._g.card_is_token(card.card)

    def keywords(self, card: CardRef) -> set:
        return set(self._words(self._g.obj_keywords(self._obj(card)), KEYWORDS))

    def types(self, card: CardRef) -> set:
        """Card types, supertypes and subtypes, lowercase."""
        o = self._obj(card)
        g = self._g
        return (set(self._words(g.obj_types(o), CARD_TYPES))
                | set(self._words(g.obj_supertypes(o), SUPERTYPES))
                | {st.lower() for st in g.obj_subtypes(o)})

    def colors(self, card: CardRef) -> set:
        return set(self._words(self._g.obj_colors(self._obj(card)), COLOR_WORDS))

    def abilities(self, card: CardRef) -> list:
        """Its keywords (lowercase) and the text of each other ability it has now."""
        o = self._obj(card)
        return (self._words(self._g.obj_keywords(o), KEYWORDS)
                + [d[1] for d in self._details(o)])

    def is_attacking(self, card: CardRef) -> bool:
        return self._g.obj_attacking(self._obj(card)) != _NO_REF

    def attacking(self, card: CardRef):
        """What it attacks ('A'/'B' or a CardRef), or None."""
        return self._from_engine_ref(self._g.obj_attacking(self._obj(card)))

    def is_blocking(self, card: CardRef) -> bool:
        return self._g.obj_blocking(self._obj(card)) != _NO_OBJ

    def is_blocked(self, card: CardRef) -> bool:
        """An attacking creature that became blocked (CR 509.1h)."""
        return self._g.obj_blocked(self._obj(card))

    def blocked_by(self, card: CardRef) -> list:
        return [self._ref_of_obj(b) for b in self._g.blockers(self._obj(card))]

    def check_invariants(self) -> str:
        return self._g.check_invariants()

    def __repr__(self) -> str:
        if not self._started:
            return "<Scenario (set-up)>"
        if self._g.over:
            return f"<Scenario over: winner {self.winner} ({self._g.reason})>"
        return (f"<Scenario turn {self.turn} {self.step}, {self.active_player} active, "
                f"{self.decision} for {PLAYERS[self._g.decision_player]}, "
                f"life A={self.life('A')} B={self.life('B')}>")


def _serialized(method):
    """Run ``method`` holding the scenario's lock: calls from several threads at
    once are serialized, never interleaved half way through an action."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        with self._lock:
            return method(self, *args, **kwargs)
    return run


for _name in ("battlefield", "hand", "library", "graveyard", "exile", "set_life", "set_poison",
              "start", "resolve", "advance", "pass_turn", "pass_priority", "cast", "activate",
              "play_land", "attack", "block", "assign_combat_damage", "choose"):
    setattr(Scenario, _name, _serialized(getattr(Scenario, _name)))
del _name
