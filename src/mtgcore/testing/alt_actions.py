"""Scenario casting helpers: why a cast is refused, the cast choice's argument
for an alternative cost (CR 118.9, ``cast(alt=...)``), and foretelling (702.143a,
a special action)."""

from __future__ import annotations

from typing import Optional

from mtgcore.errors import IllegalActionError
from mtgcore.testing._common import PLAYERS, STEPS, ZONES, CardRef, PlayerLike, _cost_text

#: The engine's index of "without paying its mana cost" (kAltWithoutPaying), + 1.
_WITHOUT_PAYING_ARG = 101


class AltActionsMixin:
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
        cost = self._lib.db.cost(g.obj_def(obj)) + (tuple(self._lib.db.cost_hybrid(g.obj_def(obj))),)
        return (f"{PLAYERS[p]} cannot pay {_cost_text(cost)} or complete its costs, or it has no "
                "legal targets (CR 601.2)")

    def _alt_arg(self, card: CardRef, d: int, alt: Optional[str]) -> int:
        """The kCast argument for casting ``card`` (def ``d``) with ``alt``: 0 for its
        mana cost, 1 + the index of its alternative cost of that name."""
        if alt is None:
            return 0
        if alt == "without paying its mana cost":
            return _WITHOUT_PAYING_ARG
        names = list(self._lib.db.alt_costs(d))
        if alt not in names:
            raise IllegalActionError(f"{card.name} has no {alt} cost (CR 118.9); its alternative "
                                     f"costs: {names or 'none'}")
        return names.index(alt) + 1

    def _alt_spell(self, d: int, alt: Optional[str], details: list, spell):
        """The ability details ``d`` is cast with for ``alt`` (overload's, 702.96b)."""
        names = list(self._lib.db.alt_costs(d))
        if alt not in names:
            return spell
        ab = self._lib.db.alt_cost_abilities(d)[names.index(alt)]
        return spell if ab < 0 else details[ab]

    def foretell(self, player: PlayerLike, card: CardRef) -> None:
        """Foretell ``card`` (CR 702.143a-b): a special action in its owner's turn
        while they have priority: pay {2} and exile it from hand face down."""
        p = self._player(player)
        self._check_ref(card)
        with self._action(f"foretell {card.name}"):
            self._priority_to(p, f"foretell {card.name}")
            a = self._find("foretell", obj=self._obj(card))
            if a is None:
                raise IllegalActionError(
                    f"{PLAYERS[p]} cannot foretell {card.name}: only a card with foretell in "
                    f"their hand, during their turn, paying {{2}} (CR 702.143a)")
            self._apply(a)
