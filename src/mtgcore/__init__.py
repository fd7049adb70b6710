"""mtgcore: a fast, correct Magic: The Gathering rules engine.

- :class:`Game` -- one game, one decision at a time (object API, ``mtgcore._core``)
- :func:`simulate` -- many whole games natively on all cores (``mtgcore._batch``)
- :func:`goldfish` -- a deck's kill-turn distribution; :func:`gauntlet` -- a matchup matrix
- :class:`VectorGames` -- N games in lock-step on arrays, for agents (``mtgcore._batch``)
- :class:`Deck` -- decklists; :mod:`mtgcore.cards` -- the card DSL and library
- :mod:`mtgcore.testing` -- the Scenario API for rules tests and bug reports
"""

from mtgcore.errors import (CardDefinitionError, DeckError, DeckWarning, GameOverError,
                            IllegalActionError, InvalidIdError, MtgError, SavedGameError,
                            ScenarioError, StaleActionError, UnscriptedDecisionError)
from mtgcore.deck import Deck
from mtgcore.game import Action, CardView, Decision, Game, GameResult, PlayerState, PlayerView
from mtgcore.simulate import SimulationResult, simulate
from mtgcore.goldfish import GoldfishResult, goldfish
from mtgcore.gauntlet import GauntletResult, gauntlet
from mtgcore.vector import VectorGames

__version__ = "0.1.0"

__all__ = ["Action", "CardDefinitionError", "CardView", "Decision", "Deck", "DeckError", "DeckWarning",
           "Game", "GameOverError", "GameResult", "GauntletResult", "GoldfishResult", "IllegalActionError",
           "InvalidIdError", "MtgError", "PlayerState", "PlayerView", "SavedGameError", "ScenarioError",
           "SimulationResult", "StaleActionError", "UnscriptedDecisionError", "VectorGames",
           "gauntlet", "goldfish", "simulate"]
