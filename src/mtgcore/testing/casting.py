"""Scenario actions: casting a spell (CR 601.2), its announcements (601.2b), targets
and costs."""

from __future__ import annotations

from mtgcore.testing._common import *  # noqa: F401,F403
from mtgcore.testing._common import (_A, _ABILITY_ACTIVATED, _ABILITY_MANA, _ABILITY_SPELL, _AUTO,
                                     _D, _MANA, _NO_OBJ, _NO_REF, _SAC_CREATURE, _STEP, _Z,
                                     _core, _cost_text, _pool_covers)

from mtgcore.testing._base import _ScenarioBase


class CastingMixin(_ScenarioBase):
    def _check_modes_x(self, name: str, cost, modes, x, spell: bool = False) -> None:
        card = self._lib.cards.get(name)
        if modes is not None and (not spell or card is None or card.modes is None):
            raise IllegalActionError(f"{name} has no modes")
        if x is not None:
            if not cost or cost[3] == 0:
                raise IllegalActionError(f"{name} has no {{X}} in its cost")

    def _face_def(self, card: CardRef, obj: int, face: str) -> int:
        """The definition of ``card``'s face named ``face`` (CR 709, 712, 715)."""
        db = self._lib.db
        faces = list(db.faces(self._g.obj_def(obj)))
        for f in faces:
            if db.name(f) == face:
                return f
        raise IllegalActionError(f"{card.name} has no face named {face!r} to cast or play "
                                 f"(its faces: {[db.name(f) for f in faces]})")

    def cast(self, player: PlayerLike, card: CardRef, targets: Sequence = (), *,
             modes: Optional[Sequence] = None, x: Optional[int] = None,
             kicked: Union[bool, int] = False, replicate: int = 0, flashback: bool = False,
             buyback: bool = False,
             alt: Optional[str] = None,
             sacrifice: Optional[Sequence[CardRef]] = None,
             discard: Optional[CardRef] = None,
             exile: Union[CardRef, Sequence[CardRef], None] = None,
             pay_with: Optional[Sequence[CardRef]] = None, face: Optional[str] = None,
             tap: Optional[Sequence[CardRef]] = None) -> None:
        """Cast a spell (CR 601.2): from hand, or from the graveyard with
        ``flashback=True`` (702.34a); ``alt``: an alternative cost by name (118.9:
        "evoke", "dash", "overload", "foretell", "spectacle", "flashback", or
        "without paying its mana cost" when an effect allows it).  The announcements of 601.2b: ``modes`` (mode
        numbers from 1, in the printed order, 700.2), ``kicked`` (True, or how many
        times for multikicker, 702.33; ``buyback=True`` pays buyback, 702.27a), ``replicate`` (how many times its replicate
        cost is paid, 702.56a), ``x`` (107.3).  Then targets in order ('A'/'B'
        or CardRefs; a modal spell's are those of its chosen modes; for "up to N"
        fewer, ``None`` ending an instance of "target" early, 601.2c), what an
        additional cost uses (``sacrifice=[creature]``, ``discard=card``,
        ``exile=card``; ``exile=[cards]`` for escape's "exile N other cards from your
        graveyard", 702.138a; ``tap=[creature]`` for "tap an untapped creature you
        control", 118.3), and optionally the mana sources to tap (``pay_with``:
        exactly those are tapped, before paying; the cost must then be covered by the
        mana pool).  ``pay_with`` also names what pays other than with mana (601.2h):
        creatures to tap for convoke, artifacts for improvise (a permanent without
        mana abilities, or ``(card, "convoke")`` / ``(card, "improvise")``), cards in
        the graveyard to exile for delve; if it names no mana source, the engine pays
        the rest with mana.  Without ``pay_with`` the engine pays from untapped sources.
        ``face``: the name of the face to cast instead of the card's own (a modal
        double-faced card's back face, 712.11b; a split card's half, 709.3; an
        Adventure, 715.3), chosen before the card moves to the stack.  An
        impossible cast raises IllegalActionError and changes nothing."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"cast {card.name}"):
            self._priority_to(p, f"cast {card.name}")
            g = self._g
            o = self._obj(card)
            d = g.obj_def(o) if face is None else self._face_def(card, o, face)
            cost = self._lib.db.cost(d) + (tuple(self._lib.db.cost_hybrid(d)),)
            self._check_modes_x(card.name, cost, modes, x, spell=True)
            details = self._lib.db.ability_details(d)
            spell = next((d for d in details if d[0] == _ABILITY_SPELL), None)
            spell = self._alt_spell(d, alt, details, spell)  # overload's own text (702.96b)
            kinds = list(spell[5]) if spell else []
            modal = modes is not None
            if not modal:
                self._check_target_count(card.name, kinds, targets)
            other, mana_with = self._split_pay_with(pay_with) if pay_with else ([], [])
            if mana_with:
                self._check_sources(p, mana_with)
            if face is not None:
                a = self._find("cast_face", obj=o, arg=list(self._lib.db.faces(g.obj_def(o))).index(d))
            else:
                a = self._find("cast", obj=o, arg=self._alt_arg(card, d, "flashback" if flashback else alt))
            if a is None:
                why = ("it has no flashback, or it can't be cast from the graveyard now "
                       "(CR 702.34a)" if flashback else
                       f"it can't be cast for its {alt} cost now (CR 118.9)" if alt else
                       self._why_not_cast(p, o, card.name))
                raise IllegalActionError(f"{PLAYERS[p]} cannot cast {card.name}: {why}")
            if pay_with:
                g.set_manual_mana(True)  # CR 601.2g-h: stop at the payment decision
            try:
                self._cast_steps(p, card, a, kinds, targets, sacrifice, cost, pay_with,
                                 (modes, kicked or buyback, x, discard, exile, replicate),
                                 tap=tap)
            finally:
                g.set_manual_mana(False)

    def _announce(self, card, modes, kicked, x, replicate=0) -> None:
        """CR 601.2b: modes (700.2), kicker (702.33), replicate (702.56a), X (107.3),
        as the engine asks."""
        g = self._g
        if self._kind == _D["choose_mode"]:
            if not modes:
                raise IllegalActionError(f"{card.name} is modal: say which modes (modes=[1, ...])")
            for m in modes:
                a = self._find("mode", arg=int(m) - 1) if self._kind == _D["choose_mode"] else None
                if a is None:
                    raise IllegalActionError(f"{card.name}: mode {m} can't be chosen now "
                                             f"(CR 700.2); legal: {[self._g.label(b) for b in self._legal()]}")
                self._apply(a)
            if self._kind == _D["choose_mode"]:
                done = self._find("done")
                if done is None:
                    raise IllegalActionError(f"{card.name}: choose {self._g.decision_min} more "
                                             "mode(s) (CR 700.2)")
                self._apply(done)
        times = int(kicked)
        if self._kind == _D["choose_kicker"]:
            a = self._find("number", arg=times)
            if a is None:
                raise IllegalActionError(f"{card.name}: cannot pay its kicker {times} time(s)")
            self._apply(a)
        elif times:
            raise IllegalActionError(f"{card.name} has no kicker, or it can't be paid (CR 702.33)")
        if self._kind == _D["choose_replicate"]:
            a = self._find("number", arg=int(replicate))
            if a is None:
                raise IllegalActionError(f"{card.name}: cannot pay its replicate cost {replicate} "
                                         "time(s) (CR 702.56a)")
            self._apply(a)
        elif replicate:
            raise IllegalActionError(f"{card.name} has no replicate, or it can't be paid (CR 702.56a)")
        if self._kind == _D["choose_x"]:
            if x is None:
                raise IllegalActionError(f"{card.name}: choose X (x=...) (CR 107.3a)")
            a = self._find("number", arg=int(x))
            if a is None:
                most = max(b.arg for b in self._legal())
                raise IllegalActionError(f"{card.name}: X = {x} can't be paid (at most {most})")
            self._apply(a)

    def _cast_steps(self, p, card, cast_action, kinds, targets, sacrifice, cost, pay_with,
                    announce=(None, False, None, None, None, 0), tap=None) -> None:
        """CR 601.2a-h: cast, announcements, targets, the sacrifice chosen, paying."""
        g = self._g
        modes, kicked, x, discard, exile, replicate = announce
        self._apply(cast_action)
        self._announce(card, modes, kicked, x, replicate)
        if modes is None:
            self._choose_targets(card.name, kinds, targets)
        else:  # the chosen modes' targets (700.2), in order
            targets = list(targets or ())
            i = 0
            while self._kind == _D["choose_target"]:
                if i >= len(targets):
                    raise IllegalActionError(f"{card.name} needs more targets for the chosen modes")
                r = self._ref(targets[i])
                a = self._find("target", ref=r)
                if a is None:
                    raise IllegalActionError(f"{self._describe(targets[i])} is not a legal target "
                                             f"for {card.name}")
                self._apply(a)
                i += 1
            if i != len(targets):
                raise IllegalActionError(f"{card.name}: {len(targets)} targets given, the chosen "
                                         f"modes have {i}")
        if self._kind == _D["choose_cost"]:  # CR 601.2b, 118.8: what the cost uses
            # A list for exile=: the cards an alternative cost exiles (escape, 702.138a).
            whats = (list(exile) if isinstance(exile, (list, tuple)) else list(tap) if tap else
                     [sacrifice[0] if sacrifice else discard if discard is not None else exile])
            self._answer_cost_choices(card.name, whats,
                                      "its cost uses cards: say which (sacrifice=/discard=/exile=, "
                                      "exile=[...] for several)",
                                      "can't pay the cost of", "more cards given than its cost uses")
            sacrifice = None
        elif discard is not None or exile is not None or tap:
            raise IllegalActionError(f"{card.name} has no such additional cost")
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
        if pay_with:  # the pool must cover the locked-in total cost (601.2f), not the printed one
            other, mana_with = self._split_pay_with(pay_with)
            self._pay_other_means(card, other)
            if mana_with:
                self._pay_by_hand(p, f"cast {card.name}", tuple(g.pay_cost())[:4] + tuple(cost[4:]),
                                  mana_with)
            elif self._kind == _D["pay_mana"]:  # only other means named: mana pays the rest
                self._apply(self._find("done"))
