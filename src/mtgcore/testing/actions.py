"""Scenario actions: automatic passing (resolve, advance) and the players' actions."""

from __future__ import annotations

from mtgcore.testing._common import *  # noqa: F401,F403
from mtgcore.testing._common import (_ABILITY_ACTIVATED, _ABILITY_MANA, _ABILITY_SPELL, _AUTO,
                                     _A, _D, _MANA, _NO_OBJ, _NO_REF, _SAC_CREATURE, _STEP, _Z,
                                     _core, _cost_text)

from mtgcore.testing.paying import PayingMixin


def _check_declaration(verb: str, pairs, shape: str, pay_with, who: str) -> None:
    """The arguments of attack/block: a mapping, and mana sources (never a mapping)."""
    if not isinstance(pairs, Mapping):
        hint = f"; {who}, so name no player" if isinstance(pairs, str) and pairs in PLAYERS else ""
        raise ScenarioError(f"{verb}() takes a mapping {shape}, not {type(pairs).__name__} "
                            f"{pairs!r}{hint}"[:300])
    if pay_with is not None and (isinstance(pay_with, (str, bytes, Mapping))
                                 or not isinstance(pay_with, Iterable)):
        raise ScenarioError(f"{verb}(): pay_with must be a list of mana sources, not "
                            f"{type(pay_with).__name__} {pay_with!r}"[:300])


class ActionsMixin(PayingMixin):
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

    def concede(self, player: PlayerLike) -> None:
        """``player`` concedes (CR 104.3a): they leave the game and lose it; a
        multiplayer game goes on without them (800.4a)."""
        with self._action("concede"):
            p = self._player(player)
            self._g.concede(p)
            self._log.append(f"{PLAYERS[p]}: concede")
            self._note_where()
            if self._g.over:
                w = self._g.winner
                self._log.append(f"game over: {'draw' if w < 0 else PLAYERS[w] + ' wins'} ({self._g.reason})")

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

    def _check_target_count(self, source_name: str, kinds: list, targets: Sequence) -> None:
        """Too many targets for the slots (fewer may be right: "up to N", 601.2c; checked
        as they are chosen)."""
        targets = list(targets or ())
        if len([t for t in targets if t is not None]) > len(kinds):
            need = ", ".join(self._lib.selector_texts[k] for k in kinds) or "no targets"
            raise IllegalActionError(f"{source_name} needs {len(kinds)} target(s) ({need}); "
                                     f"got {len(targets)}")

    def _choose_targets(self, source_name: str, kinds: list, targets: Sequence) -> None:
        """Chooses the targets in order (CR 601.2c).  For "up to N" (115.1d) give fewer:
        ``None`` ends an instance of "target" early ("choose no more"); the instances
        left when the list ends choose none, if they may."""
        targets = list(targets or ())
        need = ", ".join(self._lib.selector_texts[k] for k in kinds) or "no targets"
        self._check_target_count(source_name, kinds, targets)
        for t in targets:
            if t is None:  # 601.2c: no more targets for this instance of "target"
                a = self._find("done") if self._kind == _D["choose_target"] else None
                if a is None:
                    raise IllegalActionError(f"{source_name}: this target must be chosen ({need})")
                self._apply(a)
                continue
            if self._kind != _D["choose_target"]:
                raise IllegalActionError(f"{source_name} needs fewer targets ({need}); got {len(targets)}")
            r = self._ref(t)
            a = self._find("target", ref=r)
            if a is None:
                legal = [self._g.describe(x.ref) for x in self._legal() if x.kind == _A["target"]]
                raise IllegalActionError(f"{self._describe(t)} is not a legal target for "
                                         f"{source_name}; legal: {legal}")
            self._apply(a)
        while self._kind == _D["choose_target"]:  # the rest choose none ("up to N")
            a = self._find("done")
            if a is None:
                raise IllegalActionError(f"{source_name} needs {len(kinds)} target(s) ({need}); "
                                         f"got {len(targets)}")
            self._apply(a)


    def _activated(self, obj: int) -> list:
        """(engine ability index, details) of the activated abilities it has now (after
        layers 4 and 6, with basic land types' mana abilities, CR 305.6), Oracle order."""
        printed = self._details(obj)
        out = []
        for i, kind, text in self._g.obj_abilities(obj):
            if kind not in (_ABILITY_ACTIVATED, _ABILITY_MANA):
                continue
            d = printed[i] if i < len(printed) else (kind, text, (0, (0, 0, 0, 0, 0), 0, 0),
                                                     True, 0, [])
            out.append((i, d))
        return out

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
                 mana: Optional[str] = None, tap: Optional[Sequence[CardRef]] = None,
                 costs: Optional[Sequence[CardRef]] = None) -> None:
        """Activate an ability (CR 602), chosen by a substring of its text or its index
        among the card's activated abilities (mana abilities included).  A mana
        ability resolves at once and the player keeps priority (CR 605.3); ``mana``
        ("W", "U", "B", "R" or "G") is the color of "one mana of any color".  ``tap``:
        the creatures a "Tap an untapped creature you control" cost taps (118.3; for a
        mana ability, the payer chooses if not given).  ``costs``: the objects its other
        costs use, in the order of its costs (602.2b: "Sacrifice another creature",
        "Discard a card", "Tap an untapped artifact you control", ...)."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"activate {card.name}"):
            self._priority_to(p, f"activate {card.name}")
            g = self._g
            o = self._obj(card)
            idx, det = self._pick_ability(card, o, ability)
            kind, text, cost, tap_self, _sac, kinds = det
            loyal = self._lib.db.loyalty_costs(g.obj_def(o))
            if not (x is not None and 0 <= idx < len(loyal) and loyal[idx][2]):  # [−X] (107.3a)
                self._check_modes_x(card.name, cost, modes, x)
            if pay_with and kind == _ABILITY_MANA:
                self._tap_for_mana(p, pay_with)
                self._check_pool_pays(p, cost, f"activate {card.name}", pay_with)
            if kind == _ABILITY_MANA:
                if targets:
                    raise IllegalActionError(f"{text!r} has no targets")
                if mana is not None and (not isinstance(mana, str) or mana not in _MANA[:5]):
                    raise IllegalActionError(f"mana={mana!r}: one of W, U, B, R, G")
                taps = list(tap or ())
                if len(taps) > 1:
                    raise IllegalActionError(f"{text!r} taps one creature for its cost (tap=[...])")
                g.activate_mana(p, o, idx, -1 if mana is None else _MANA.index(mana),
                                self._obj(taps[0]) if taps else -1)
                self._log.append(f"{PLAYERS[p]}: activate {card.name} #{card.card}: {text}"
                                 + (f" ({{{mana}}})" if mana else ""))
                return
            self._check_target_count(card.name, list(kinds), targets)
            if pay_with:
                self._check_sources(p, pay_with)
            a = self._find("activate", obj=o, arg=idx)
            if a is None:
                raise IllegalActionError(f"{PLAYERS[p]} cannot activate {card.name}: {text!r}: "
                                         f"{self._why_not_activate(p, o, tap_self, cost, idx)}")
            if pay_with:
                g.set_manual_mana(True)  # CR 602.2b, 601.2g-h: the payment decision
            try:
                self._apply(a)
                if self._kind == _D["choose_x"]:  # CR 602.2b, 107.3a: X announced first
                    if x is None:
                        raise IllegalActionError(f"{card.name}: choose X (x=...) (CR 107.3a)")
                    b = self._find("number", arg=int(x))
                    if b is None:
                        most = max(c.arg for c in self._legal())
                        raise IllegalActionError(f"{card.name}: X = {x} can't be paid (at most {most})")
                    self._apply(b)
                self._choose_targets(card.name, list(kinds), targets)
                self._choose_taps(card.name, list(tap or ()) + list(costs or ()))
                if pay_with:
                    self._pay_by_hand(p, f"activate {card.name}", tuple(g.pay_cost())[:4] + tuple(cost[4:]), pay_with)
            finally:
                g.set_manual_mana(False)

    def _choose_taps(self, name: str, tap) -> None:
        """CR 118.3, 602.2b: the creatures a "tap an untapped creature you control" cost
        taps, as the engine asks for them."""
        self._answer_cost_choices(name, list(tap or ()),
                                  "say which objects its cost taps or uses (tap=[...], costs=[...])",
                                  "can't be tapped or used (CR 118.3) to pay the cost of",
                                  "more objects given (tap=, costs=) than its cost uses")

    def _why_not_activate(self, p: int, o: int, tap: bool, cost, idx: int = -1) -> str:
        g = self._g
        if g.obj_zone(o) != _Z["battlefield"]:
            return f"it is in the {ZONES[g.obj_zone(o)]}, not on the battlefield"
        if g.obj_controller(o) != p:
            return f"{PLAYERS[g.obj_controller(o)]} controls it"
        loyal = self._lib.db.loyalty_costs(g.obj_def(o))
        if 0 <= idx < len(loyal) and loyal[idx][0]:  # CR 606.3, 606.6
            n = loyal[idx][1]
            have = g.obj_counters(o)[COUNTER_NAMES.index("loyalty")]
            if n < 0 and have < -n:
                return f"its loyalty cost needs {-n} loyalty counters, it has {have} (CR 606.6)"
            return ("a loyalty ability: only in its controller's main phase with an empty stack, "
                    "once per turn per permanent (CR 606.3), with a legal target")
        if tap and g.obj_tapped(o):
            return "it is tapped"
        if (tap and "creature" in self._words(g.obj_types(o), CARD_TYPES) and g.obj_sick(o)
                and "haste" not in self._words(g.obj_keywords(o), KEYWORDS)):
            return "summoning sickness (CR 302.6)"
        return f"cannot pay {_cost_text(cost)} or no legal target (CR 602.2)"

    def play_land(self, player: PlayerLike, card: CardRef, face: Optional[str] = None) -> None:
        """Play a land from hand (a special action, CR 305.1); ``face``: the name of
        the land face to play of a modal double-faced card (712.12)."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"play {card.name}"):
            self._priority_to(p, f"play {card.name}")
            o = self._obj(card)
            arg = 0
            if face is not None and face != self._lib.db.name(self._g.obj_def(o)):
                d = self._face_def(card, o, face)
                arg = 1 + list(self._lib.db.faces(self._g.obj_def(o))).index(d)
            a = self._find("play_land", obj=o, arg=arg)
            if a is None:
                raise IllegalActionError(f"{PLAYERS[p]} cannot play {card.name}: "
                                         f"{self._why_not_cast(p, o, card.name)}")
            self._apply(a)

    def cast_face_down(self, player: PlayerLike, card: CardRef) -> None:
        """Cast ``card`` (with morph) face down as a 2/2 creature spell for {3}
        (CR 702.37c); it goes on the stack (resolve it with ``resolve``)."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"cast face down {card.name}"):
            self._priority_to(p, f"cast face down {card.name}")
            a = self._find("cast_face_down", obj=self._obj(card))
            if a is None:
                raise IllegalActionError(
                    f"{PLAYERS[p]} cannot cast {card.name} face down: it needs morph, {{3}} and "
                    "the timing of a creature spell (CR 702.37c)")
            self._apply(a)

    def ninjutsu(self, player: PlayerLike, card: CardRef, returning: CardRef) -> None:
        """Activate ``card``'s ninjutsu from the hand (CR 702.49a), returning the
        unblocked attacker ``returning``; the ability goes on the stack."""
        p = self._player(player)
        self._check_ref(card)
        self._check_ref(returning)
        with self._action(f"ninjutsu {card.name}"):
            self._priority_to(p, f"ninjutsu {card.name}")
            a = self._find("ninjutsu", obj=self._obj(card), ref=self._obj(returning))
            if a is None:
                raise IllegalActionError(
                    f"{PLAYERS[p]} cannot activate ninjutsu of {card.name} returning "
                    f"{returning.name}: it needs its cost and an unblocked attacker you control, "
                    "after blockers are declared (CR 702.49a, 702.49c)")
            self._apply(a)

    def turn_face_up(self, player: PlayerLike, card: CardRef, via: Optional[str] = None) -> None:
        """Turn the face-down permanent ``card`` face up (a special action, CR
        116.2b): a manifested creature card for its mana cost (701.40b), a card
        with morph for its morph cost (702.37e).  ``via``: "mana cost" or
        "morph" when both are possible (701.40c); default: the first offered."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"turn face up {card.name}"):
            self._priority_to(p, f"turn face up {card.name}")
            a = self._find("turn_face_up", obj=self._obj(card),
                           arg=None if via is None else int(via == "morph"))
            if a is None:
                raise IllegalActionError(
                    f"{PLAYERS[p]} cannot turn {card.name} face up: it must be a face-down "
                    "permanent they control whose card is a creature card with a mana cost "
                    "they can pay (CR 701.40b)")
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

    def attack(self, attackers: Mapping[CardRef, object],
               pay_with: Optional[Sequence[CardRef]] = None) -> None:
        """Declare all attackers at once (CR 508.1): attacker -> 'A'/'B', or a
        planeswalker/battle CardRef.  An empty mapping declares none.  A cost to
        attack (508.1h) is paid by the engine, or with exactly the mana sources of
        ``pay_with`` (as for :meth:`cast`)."""
        _check_declaration("attack", attackers, "attacker -> 'A', 'B' or a planeswalker/battle",
                           pay_with, "the active player attacks")
        with self._action("declare attackers"):
            self._to_declaration("declare_attackers")
            # Checked as a whole first (CR 508.1c-d); a creature that can't attack
            # at all is explained with the details below.
            problem = self._g.attack_problem(
                [(self._obj(self._check_ref(att)), self._ref(what)) for att, what in attackers.items()])
            if problem and "can't attack (CR 508.1a)" not in problem:
                raise IllegalActionError(f"illegal attack declaration: {problem}")
            for att, what in attackers.items():
                o = self._obj(self._check_ref(att))
                a = self._find("attack", obj=o, ref=self._ref(what))
                if a is None:
                    raise IllegalActionError(f"{att.name} #{att.card} cannot attack "
                                             f"{self._describe(what)}: {self._why_not_attack(o)}")
                self._apply(a)
            done = self._find("done")
            if done is None:
                raise IllegalActionError(f"illegal attack declaration: {problem or 'a restriction or requirement is not met (CR 508.1c-d)'}")
            if not pay_with:
                self._apply(done)
                return
            p = self._g.active_player
            self._g.set_manual_mana(True)  # CR 508.1i-j: stop at the payment decision
            try:
                self._apply(done)
                if self._kind != _D["pay_mana"]:
                    raise IllegalActionError("pay_with: this attack has no cost to pay (CR 508.1h)")
                self._pay_by_hand(p, "attack", tuple(self._g.pay_cost()), pay_with)
            finally:
                self._g.set_manual_mana(False)

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
        if "can't attack" in kws:
            return "it can't attack (CR 508.1a)"
        if g.obj_sick(o) and "haste" not in kws:
            return "summoning sickness (CR 302.6)"
        if "attack condition" in kws:
            return "it can't attack unless the defending player controls what it names (CR 508.1c)"
        return "not a legal attack (CR 508.1)"

    def block(self, blockers: Mapping[CardRef, object],
              pay_with: Optional[Sequence[CardRef]] = None) -> None:
        """Declare all blockers at once (CR 509.1): blocker -> attacker (or a list
        of attackers).  An empty mapping declares none.  The declaration is checked
        as a whole; an illegal one raises IllegalActionError, the game unchanged.
        A cost to block (509.1d) is paid by the engine, or with exactly the mana
        sources of ``pay_with`` (as for :meth:`cast`)."""
        _check_declaration("block", blockers, "blocker -> attacker (or a list of attackers)",
                           pay_with, "the defending player blocks")
        with self._action("declare blockers"):
            self._to_declaration("declare_blockers")
            pairs = []
            for blk, what in blockers.items():
                for att in (what if isinstance(what, (list, tuple)) else [what]):
                    pairs.append((blk, att))
            # The blockers of one attacker are declared one after another (the
            # engine asks for a menace attacker's second blocker next, 702.111b).
            first = {}
            for i, (_, att) in enumerate(pairs):
                first.setdefault(self._obj(self._check_ref(att)), i)
            pairs.sort(key=lambda p: first[self._obj(p[1])])
            for blk, att in pairs:
                b = self._obj(self._check_ref(blk))
                ao = self._obj(self._check_ref(att))
                # Two small choices: "block with X", then "block Y with X".
                a = self._find("block", obj=b, ref=_NO_REF)
                if a is not None:
                    self._apply(a)
                    a = self._find("block", obj=b, ref=ao)
                if a is None:
                    raise IllegalActionError(f"{blk.name} #{blk.card} cannot block "
                                             f"{att.name} #{att.card}: "
                                             f"{self._why_not_block(b, ao)}")
                self._apply(a)
            done = self._find("done")
            if done is None:
                raise IllegalActionError(f"illegal block declaration: {self._why_not_done_blocking()}")
            if not pay_with:
                self._apply(done)
                return
            p = self._g.decision_player  # the defending player declaring (802.4)
            self._g.set_manual_mana(True)  # CR 509.1e-f: stop at the payment decision
            try:
                self._apply(done)
                if self._kind != _D["pay_mana"]:
                    raise IllegalActionError("pay_with: this block has no cost to pay (CR 509.1d)")
                self._pay_by_hand(p, "block", tuple(self._g.pay_cost()), pay_with)
            finally:
                self._g.set_manual_mana(False)

    def _why_not_done_blocking(self) -> str:
        g = self._g
        for a in g.battlefield():
            if g.obj_attacking(a) == _NO_REF:
                continue
            n = len(g.blockers(a))
            if n == 1 and "menace" in self._words(g.obj_keywords(a), KEYWORDS):
                return (f"{g.obj_name(a)} #{g.obj_card(a)} has menace and only one blocker "
                        "(CR 702.111b)")
        for b in g.battlefield():
            if (g.obj_controller(b) != g.active_player and g.obj_blocking(b) == _NO_OBJ
                    and "blocks each combat if able" in self._words(g.obj_keywords(b), KEYWORDS)
                    and self._find("block", obj=b, ref=_NO_REF) is not None):
                return (f"{g.obj_name(b)} #{g.obj_card(b)} blocks each combat if able "
                        "(CR 509.1c)")
        for b in g.battlefield():
            if (g.obj_controller(b) != g.active_player and g.obj_blocking(b) == _NO_OBJ
                    and self._find("block", obj=b, ref=_NO_REF) is not None):
                return (f"{g.obj_name(b)} #{g.obj_card(b)} could block an attacker that all "
                        "creatures able to block must block, or has another requirement (CR 509.1c)")
        return "a restriction or requirement is not met (CR 509.1b-c)"

    def _why_not_block(self, b: int, a: int) -> str:
        return self._g.block_problem(b, a)

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
            elif isinstance(option, (CardRef, StackEntry)):
                o = self._ref(option)
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
