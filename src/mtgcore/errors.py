"""The mtgcore exception family.  Every error the package raises derives from
:class:`MtgError` (itself a ``ValueError``, like python-chess's errors)."""

from __future__ import annotations


class MtgError(ValueError):
    """Base class of every mtgcore error."""


class IllegalActionError(MtgError):
    """An action that is not legal now (CR 732): the game state is unchanged."""


class StaleActionError(IllegalActionError):
    """An :class:`~mtgcore.Action` answers another decision than the pending one
    (an earlier decision, another game, or a clone that has since diverged)."""


class InvalidIdError(MtgError, LookupError):
    """An object, card or player id that is not part of this game."""


class SavedGameError(MtgError):
    """A saved game (``Game.from_json``, pickle) is corrupted or does not match
    this version, card library or deck."""


class CardDefinitionError(MtgError):
    """A card definition is invalid, or a card name is unknown."""


class DeckError(MtgError):
    """A decklist cannot be parsed or names unknown cards.

    ``unknown``: ``(line, name as written, suggestions)`` of every unknown card
    the decklist names (empty when the problem is something else)."""

    def __init__(self, message: str = "", *, unknown=()):
        super().__init__(message)
        self.unknown = tuple(unknown)


class DeckWarning(UserWarning):
    """A decklist was read, but not all of it is played: unknown sideboard cards
    left out, or a main deck smaller than its format allows (CR 100.2a-b)."""


class GameOverError(MtgError):
    """An action was sent to a game that has ended."""


class ScenarioError(MtgError):
    """A test scenario cannot do what its script asks (mtgcore.testing)."""


class UnscriptedDecisionError(ScenarioError):
    """A scenario action was attempted while another decision is pending."""
