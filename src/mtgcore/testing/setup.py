"""Scenario set-up: cards into zones before the game starts, and start()."""

from __future__ import annotations

from mtgcore.testing._common import *  # noqa: F401,F403
from mtgcore.testing._common import (_A, _ABILITY_ACTIVATED, _ABILITY_MANA, _ABILITY_SPELL, _AUTO,
                                     _D, _MANA, _NO_OBJ, _NO_REF, _SAC_CREATURE, _STEP, _Z,
                                     _core, _cost_text, _pool_covers)

from mtgcore.testing._base import _ScenarioBase


class SetupMixin(_ScenarioBase):
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

    def start(self, turn: int = 1, step: str = "precombat_main", *,
              opening_hand: bool = False) -> None:
        """Begin play at the first moment a player would receive priority in
        ``step`` of ``turn`` (after its turn-based and state-based actions).

        A is active on odd turns and B on even turns; A is the starting player
        (so A skips the draw of turn 1, CR 103.8a).  With more players the seats
        take turns in order (turn 1 A, 2 B, 3 C, ...; 103.1).  No mulligans.  With
        ``opening_hand``, the hands are opening hands: first each player, A then B,
        is asked about each card in hand that lets them begin the game with it on
        the battlefield (CR 103.6, 103.6a; answer with :meth:`choose`).
        """
        self._setup("start")
        if step not in START_STEPS:
            raise ScenarioError(f"start: cannot start in step {step!r}; choose one of "
                                f"{', '.join(START_STEPS)}")
        if not isinstance(turn, int) or turn < 1:
            raise ScenarioError(f"start: turn must be a number >= 1, got {turn!r}")
        self._started = True
        active = (turn - 1) % self._g.num_players
        self._log.append(f"start: turn {turn}, {step}, {PLAYERS[active]} active")
        self._where = (turn, _STEP[step])
        if opening_hand:
            self._g.begin_with_opening_hand(turn, _STEP[step], active)  # CR 103.6
        else:
            self._g.begin_at(turn, _STEP[step], active)
