"""Scenario actions for alternative costs (CR 118.9) beyond ``cast(alt=...)``:
the cast choice's argument, and foretelling (702.143a, a special action)."""

from __future__ import annotations

from typing import Optional

from mtgcore.errors import IllegalActionError
from mtgcore.testing._common import PLAYERS, CardRef, PlayerLike

#: The engine's index of "without paying its mana cost" (kAltWithoutPaying), + 1.
_WITHOUT_PAYING_ARG = 101


class AltActionsMixin:
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
