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

from mtgcore.testing._common import PLAYERS, START_STEPS, CardRef, Pending, StackEntry
from mtgcore.testing.actions import ActionsMixin
from mtgcore.testing.alt_actions import AltActionsMixin
from mtgcore.testing.casting import CastingMixin
from mtgcore.testing.queries import QueriesMixin
from mtgcore.testing.setup import SetupMixin

__all__ = ["CardRef", "Pending", "Scenario", "StackEntry", "PLAYERS", "START_STEPS"]


class Scenario(SetupMixin, CastingMixin, ActionsMixin, AltActionsMixin, QueriesMixin):
    """A scripted two-player game for rules tests and bug reports (see the module doc).

    ``seed`` seeds the engine's RNG; ``library`` defaults to the bundled card library.
    Set-up is in :mod:`mtgcore.testing.setup`, actions in :mod:`mtgcore.testing.actions`
    (casting: :mod:`mtgcore.testing.casting`),
    queries in :mod:`mtgcore.testing.queries`.
    """


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
              "play_land", "attack", "block", "assign_combat_damage", "choose", "ninjutsu",
              "turn_face_up", "cast_face_down", "foretell"):
    setattr(Scenario, _name, _serialized(getattr(Scenario, _name)))
del _name
