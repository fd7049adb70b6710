"""Scenario payment helpers (CR 601.2g-h): the mana sources and the objects that pay
other than with mana (601.2h) named by ``pay_with``, paid at the payment decisions."""

from __future__ import annotations

from mtgcore.testing._common import *  # noqa: F401,F403
from mtgcore.testing._common import _A, _ABILITY_MANA, _D, _MANA, _NO_REF, _Z, _cost_text, _pool_covers

from mtgcore.testing._base import _ScenarioBase


class PayingMixin(_ScenarioBase):
    def _pay_entry(self, entry):
        """A ``pay_with`` entry: a CardRef, or (CardRef, color) / (CardRef, ability) /
        (CardRef, ability, color) -> (card, ability or None, color or None)."""
        if isinstance(entry, tuple):
            card, *rest = entry
            ability = color = None
            for x in rest:
                if isinstance(x, str) and x in _MANA:
                    color = x
                else:
                    ability = x
            return card, ability, color
        return entry, None, None

    _OTHER_MEANS = ("convoke", "delve", "improvise")

    def _split_pay_with(self, pay_with: Sequence) -> tuple:
        """``pay_with`` entries that pay other than with mana (CR 601.2h): a card in a
        graveyard (delve), ``(card, "convoke")`` / ``(card, "improvise")`` /
        ``(card, "delve")``, or a permanent without mana abilities; the rest are mana
        sources.  Returns (other-means cards, mana entries)."""
        other, mana = [], []
        for entry in pay_with:
            if isinstance(entry, tuple) and len(entry) == 2 and entry[1] in self._OTHER_MEANS:
                other.append(entry[0])
                continue
            card = entry[0] if isinstance(entry, tuple) else entry
            o = self._obj(card)
            if not isinstance(entry, tuple) and (
                    self._g.obj_zone(o) != _Z["battlefield"] or
                    not any(a[1] == _ABILITY_MANA for a in self._g.obj_abilities(o))):
                other.append(card)
            else:
                mana.append(entry)
        return other, mana

    def _pay_other_means(self, card, other: Sequence) -> None:
        """CR 601.2h: at the pay_other decision, the creatures / artifacts to tap and
        the graveyard cards to exile (convoke 702.51a, improvise 702.126a, delve
        702.66a), one at a time, then "done"."""
        g = self._g
        if self._kind != _D["pay_other"]:
            if other:
                raise IllegalActionError(f"{card.name} has no convoke, delve or improvise: "
                                         f"{[self._describe(c) for c in other]} can't pay for it")
            return
        for c in other:
            a = self._find("cost_object", obj=self._obj(c))
            if a is None:
                options = [g.label(b) for b in self._legal() if b.kind == _A["cost_object"]]
                raise IllegalActionError(f"{self._describe(c)} can't pay toward {card.name} now "
                                         f"(CR 601.2h); options: {options}")
            self._apply(a)
        done = self._find("done")
        if done is None:
            raise IllegalActionError(f"{card.name}: mana can't pay the rest of its cost; choose "
                                     f"more to tap or exile: "
                                     f"{[g.label(b) for b in self._legal()]}")
        self._apply(done)

    def _tap_for_mana(self, p: int, sources: Sequence) -> None:
        """CR 605.3a: activate the mana abilities of ``sources`` (while holding
        priority: the mana goes to the pool)."""
        for entry in sources:
            src, ability, color = self._pay_entry(entry)
            o = self._obj(src)
            # The mana abilities it has now (layers 4 and 6; basic land types, 305.6).
            mana = [a for a in self._g.obj_abilities(o) if a[1] == _ABILITY_MANA]
            if not mana:
                raise IllegalActionError(f"pay_with: {src.name} has no mana ability")
            idx = [a[0] for a in mana]
            if ability is not None:
                idx = [self._pick_ability(src, o, ability)[0]]
            self._g.activate_mana(p, o, idx[0], -1 if color is None else _MANA.index(color))
            text = next((a[2] for a in mana if a[0] == idx[0]), "")
            self._log.append(f"{PLAYERS[p]}: activate {src.name} #{src.card}: {text}")

    def _check_sources(self, p: int, sources: Sequence) -> None:
        """Each ``pay_with`` source must be able to activate a mana ability now."""
        for entry in sources:
            src, ability, _color = self._pay_entry(entry)
            o = self._obj(src)
            idx = [a[0] for a in self._g.obj_abilities(o) if a[1] == _ABILITY_MANA]
            if not idx:
                raise IllegalActionError(f"pay_with: {src.name} has no mana ability")
            if ability is not None:
                idx = [self._pick_ability(src, o, ability)[0]]
            whys = [self._g.mana_ability_problem(p, o, i) for i in idx]
            if all(whys):
                raise IllegalActionError(f"pay_with: can't activate a mana ability: {whys[0]}")

    def _pay_by_hand(self, p: int, what: str, cost, sources: Sequence) -> None:
        """CR 601.2g-h: at the payment decision, activate exactly the mana abilities
        of ``sources`` (in order), then pay from the pool ("done")."""
        g = self._g
        if self._kind != _D["pay_mana"]:
            return
        for entry in sources:
            src, ability, color = self._pay_entry(entry)
            o = self._obj(src)
            texts = {a[0]: a[2] for a in self._g.obj_abilities(o)}
            options = [a for a in self._legal() if a.kind == _A["mana_ability"] and a.obj == o]
            if ability is not None:
                idx = self._pick_ability(src, o, ability)[0]
                options = [a for a in options if a.arg == idx]
            if color is not None:  # a choice of color, or the ability adding that color
                options = [a for a in options if a.ref == _MANA.index(color) or
                           (a.ref == _NO_REF and "{%s}" % color in texts.get(a.arg, ""))]
            elif len({a.ref for a in options}) > 1:
                raise IllegalActionError(f"pay_with: say which mana {src.name} adds, e.g. "
                                         f"({src.name!r} ref, 'G'): options "
                                         f"{[g.label(a) for a in options]}")
            if not options:
                legal = [g.label(a) for a in self._legal() if a.kind == _A["mana_ability"]]
                raise IllegalActionError(f"{what}: {self._describe(src)} cannot pay toward "
                                         f"{_cost_text(cost)} now (CR 601.2g); mana abilities "
                                         f"that can: {legal}")
            self._apply(options[0])
        self._check_pool_pays(p, cost, what, [self._pay_entry(e)[0] for e in sources])
        self._apply(self._find("done"))

    def _check_pool_pays(self, p: int, cost, what: str, sources) -> None:
        pool = self._g.mana_pool(p)
        # The engine's word too: snow symbols and restricted mana (CR 107.4h, 106.6).
        if not _pool_covers(pool, cost) or (self._kind == _D["pay_mana"] and
                                            not self._g.pool_pays_pending(p)):
            names = ", ".join(self._describe(x) for x in sources)
            raise IllegalActionError(f"{what}: {names} cannot pay {_cost_text(cost)} "
                                     f"(mana pool would be {self._pool_text(pool)})")

    @staticmethod
    def _pool_text(pool) -> str:
        return "".join("{%s}" % c * n for c, n in zip(_MANA, pool)) or "empty"
