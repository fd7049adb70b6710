"""The mtgcore exception family.  Every error the package raises derives from
:class:`MtgError` (itself a ``ValueError``, like python-chess's errors)."""

from __future__ import annotations


class MtgError(ValueError):
    """Base class of every mtgcore error."""


class IllegalActionError(MtgError):
    """An action that is not legal now (CR 732): the game state is unchanged."""


class CardDefinitionError(MtgError):
    """A card definition is invalid, or a card name is unknown."""


class DeckError(MtgError):
    """A decklist cannot be parsed or names unknown cards."""


class GameOverError(MtgError):
    """An action was sent to a game that has ended."""


class ScenarioError(MtgError):
    """A test scenario cannot do what its script asks (mtgcore.testing)."""


class UnscriptedDecisionError(ScenarioError):
    """A scenario action was attempted while another decision is pending."""
