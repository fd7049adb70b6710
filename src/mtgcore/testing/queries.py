"""Scenario queries: what the engine says happened, after layers (CR 613)."""

from __future__ import annotations

from mtgcore.testing._common import *  # noqa: F401,F403
from mtgcore.testing._common import (_A, _ABILITY_ACTIVATED, _ABILITY_MANA, _ABILITY_SPELL, _AUTO,
                                     _D, _MANA, _NO_OBJ, _NO_REF, _SAC_CREATURE, _STEP, _Z,
                                     _core, _cost_text, _pool_covers)

from mtgcore.game import keyword_words
from mtgcore.testing._base import _ScenarioBase


class QueriesMixin(_ScenarioBase):
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
        for (obj, ability, controller, is_spell, targets, ref), face in zip(g.stack(), g.stack_faces()):
            card = self._ref_of_obj(obj)
            text = g.obj_name(obj)
            if not is_spell:  # the ability of the face it came from (113.7a)
                text += " ability: " + self._lib.db.ability_details(face)[ability][1]
            text += f" ({PLAYERS[controller]})"
            tl = [self._from_engine_ref(t) for t in targets]
            if tl:
                text += " targeting " + ", ".join(g.describe(t) for t in targets)
            out.append(StackEntry(text, card, PLAYERS[controller], bool(is_spell), tl, ref))
        return out

    def life(self, player: PlayerLike) -> int:
        return self._g.life(self._player(player))

    def poison(self, player: PlayerLike) -> int:
        return self._g.poison(self._player(player))

    def energy(self, player: PlayerLike) -> int:
        """The player's energy counters (CR 107.14, 122.1)."""
        return self._g.energy(self._player(player))

    def hand_size(self, player: PlayerLike) -> int:
        return len(self._g.hand(self._player(player)))

    def mana_pool(self, player: PlayerLike) -> dict:
        """Mana in the pool, e.g. {"G": 1}; zeros omitted (CR 106.4)."""
        return {c: n for c, n in zip(_MANA, self._g.mana_pool(self._player(player))) if n}

    def snow_mana(self, player: PlayerLike) -> dict:
        """The pool's mana produced by snow sources (CR 107.4h, 106.3), e.g. {"G": 2};
        it is told apart only in games with a {S} cost."""
        out: dict = {}
        for kind, snow, _only, _rider in self._g.tagged_mana(self._player(player)):
            if snow:
                out[_MANA[kind]] = out.get(_MANA[kind], 0) + 1
        return out

    def restricted_mana(self, player: PlayerLike) -> dict:
        """The pool's mana with a spending restriction or a rider (CR 106.6), e.g. {"G": 1}."""
        out: dict = {}
        for kind, _snow, only, rider in self._g.tagged_mana(self._player(player)):
            if only >= 0 or rider >= 0:
                out[_MANA[kind]] = out.get(_MANA[kind], 0) + 1
        return out

    def lands_played(self, player: PlayerLike) -> int:
        return self._g.lands_played(self._player(player))

    def day_night(self) -> str | None:
        """The game's day/night designation (CR 730.1): "day", "night" or None (neither)."""
        return (None, "day", "night")[self._g.day_night()]

    def spells_cast(self, player: PlayerLike) -> int:
        """Spells the player has cast this turn (601.2i); copies aren't cast (707.10)."""
        return self._g.spells_cast(self._player(player))

    def zone(self, card: CardRef) -> Optional[str]:
        """Where the card is now, or None for a token that ceased to exist or a card
        that left the game with its owner (CR 800.4a)."""
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
        elif zone == "command":  # emblems and designations the player controls (114.2)
            objs = [o for o in g.command() if g.obj_controller(o) == p]
        else:
            raise ScenarioError(f"unknown zone {zone!r}; zones: {', '.join(ZONES[1:])}")
        return [self._ref_of_obj(o) for o in objs]

    def monarch(self) -> Optional[str]:
        """The player who is the monarch (CR 724), or None: there is no monarch until
        an effect makes a player the monarch (724.1)."""
        from mtgcore.cards.designations import MONARCH
        for p in PLAYERS[:self._g.num_players]:
            if any(self.name(c) == MONARCH.name for c in self.cards(p, "command")):
                return p
        return None

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

    def class_level(self, card: CardRef) -> int:
        """A permanent's class level (CR 716.2a; 1 if it has none, 716.2d)."""
        return self._g.obj_class_level(self._obj(card))

    def loyalty(self, card: CardRef) -> int:
        return self._g.obj_counters(self._obj(card))[COUNTER_NAMES.index("loyalty")]

    def defense(self, card: CardRef) -> int:
        """A battle's defense: its defense counters (CR 310.4c)."""
        return self._g.obj_counters(self._obj(card))[COUNTER_NAMES.index("defense")]

    def protector(self, card: CardRef) -> Optional[str]:
        """A battle's protector (CR 310.8), or None."""
        p = self._g.obj_protector(self._obj(card))
        return None if p < 0 else PLAYERS[p]

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
        """Its keywords now, lowercase; protection with its qualities ("protection
        from red", 702.16a)."""
        return set(keyword_words(self._g, self._obj(card)))

    def types(self, card: CardRef) -> set:
        """Card types, supertypes and subtypes, lowercase."""
        o = self._obj(card)
        g = self._g
        return (set(self._words(g.obj_types(o), CARD_TYPES))
                | set(self._words(g.obj_supertypes(o), SUPERTYPES))
                | {st.lower() for st in g.obj_subtypes(o)})

    def mana_value(self, card: CardRef) -> int:
        """Its mana value now (CR 202.3): a split card's halves combined (709.4b), the
        face that's up of a spell or permanent (712.8f, 709.3b, 715.3b)."""
        return self._g.obj_mana_value(self._obj(card))

    def colors(self, card: CardRef) -> set:
        return set(self._words(self._g.obj_colors(self._obj(card)), COLOR_WORDS))

    def abilities(self, card: CardRef) -> list:
        """Its keywords (lowercase) and the text of each other ability it has now
        (after layers 4 and 6: "loses all abilities", land types, CR 305.6-305.7)."""
        o = self._obj(card)
        return keyword_words(self._g, o) + [a[2] for a in self._g.obj_abilities(o)]

    def attached_to(self, card: CardRef) -> Optional[CardRef]:
        """The permanent this Aura/Equipment is attached to (CR 301.5, 303.4), or None."""
        t = self._g.obj_attached_to(self._obj(card))
        return None if t < 0 else self._ref_of_obj(t)

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
