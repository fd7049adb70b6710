"""Saved games: readable JSON, pickle, and the replay that rebuilds both.

A saved game holds what defines it -- the format version, both decklists, the
seed, the starting-player choice, the turn limit, a fingerprint of the cards the
decks use, every action applied (with its label and deciding player) and the
state digest at the end.  Loading replays the history on a new game and checks
each label and the final digest, so a corrupted or mismatched file is refused
with a message naming what is wrong, never loaded as a different game.

The card fingerprint covers only the decks' cards, by their Oracle
characteristics, so a library that grows or an engine that compiles cards
differently still loads old games.  The digest is compared when the file's
``digest_version`` is this engine's (``_core.DIGEST_VERSION``, bumped when the
state encoding changes); a file of an older digest version is loaded with the
label of every replayed action checked, and an unknown version (missing, not an
integer, or newer than this engine's) is refused.

Format version 1 (``"format": "mtgcore-game"``)::

    {"format": "mtgcore-game", "version": 1, "mtgcore": "0.1.0",
     "cards": "<sha256 of the decks' cards' Oracle characteristics, 16 hex digits>",
     "decks": [{"name": ..., "list": "<decklist text>"}, {...}],
     "seed": 1, "starting_player": null, "turn_limit": 500,
     "history": [{"player": 0, "action": "keep hand", "index": 0}, ...,
                 {"player": 1, "action": "concede"}],
     "digest": "<64-bit state digest, 16 hex digits>", "digest_version": 1}
"""

from __future__ import annotations

import hashlib
import json
from typing import Optional, Union

from mtgcore import _core
from mtgcore._checks import card_library
from mtgcore.cards import CardLibrary, default_library
from mtgcore.deck import Deck
from mtgcore.errors import MtgError, SavedGameError

FORMAT = "mtgcore-game"
#: The newest format version this mtgcore writes; it reads every version up to it.
FORMAT_VERSION = 1
DEFAULT_TURN_LIMIT = 500


def library_fingerprint(library: CardLibrary) -> str:
    """16 hex digits identifying the compiled card library (its cards and rules data)."""
    fp = getattr(library, "_mtgcore_fingerprint", None)
    if fp is None:
        fp = hashlib.sha256(library.blob).hexdigest()[:16]
        try:
            library._mtgcore_fingerprint = fp
        except AttributeError:
            pass
    return fp


def cards_fingerprint(library: CardLibrary, decks) -> str:
    """16 hex digits identifying the cards ``decks`` use by their Oracle
    characteristics (name, cost, type line, text, P/T, loyalty, keywords).

    It ignores how the engine compiles a card, so an engine that implements the
    same cards differently still loads a saved game; the replay then checks every
    action's label (and the digest, within one digest version).
    """
    names = sorted({n for d in decks for _, n in d.main + d.sideboard})
    rows = []
    for n in names:
        c = library.get(n)
        rows.append([c.name, getattr(c, "cost", ""), getattr(c, "type_line", ""),
                     " ".join(str(getattr(c, "oracle", "")).split()), getattr(c, "power", None),
                     getattr(c, "toughness", None), getattr(c, "loyalty", None),
                     sorted(str(k) for k in getattr(c, "keywords", ()))])
    return hashlib.sha256(json.dumps(rows).encode("utf-8")).hexdigest()[:16]


def saved_dict(game) -> dict:
    """The saved form of ``game`` as plain data."""
    from mtgcore import __version__

    if game.decks is None:
        raise SavedGameError("this game was built by a Scenario (no decks and seed to replay "
                             "from): it cannot be saved")
    with game._lock:
        history = []
        for h in game._history:
            e = {"player": h.player, "action": h.label}
            if h.index >= 0:
                e["index"] = h.index
            history.append(e)
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "mtgcore": __version__,
            "cards": cards_fingerprint(game.library, game.decks),
            "decks": [{"name": d.name, "list": d.to_text()} for d in game.decks],
            "seed": game.seed,
            "starting_player": game.starting_player_choice,
            "turn_limit": game._g.turn_limit,
            "history": history,
            "digest": f"{game._g.digest():016x}",
            "digest_version": _core.DIGEST_VERSION,
        }


def to_json(game, *, indent: Optional[int] = 1) -> str:
    return json.dumps(saved_dict(game), indent=indent)


def _field(d: dict, key: str, types, what: str):
    if key not in d:
        raise SavedGameError(f"saved game: missing field {key!r}")
    v = d[key]
    if isinstance(v, bool) or not isinstance(v, types):
        raise SavedGameError(f"saved game: field {key!r} must be {what}, not {v!r}"[:300])
    return v


def from_dict(d, *, library: Optional[CardLibrary] = None):
    """Rebuild a game from :func:`saved_dict` output by replaying its history."""
    from mtgcore.game import Game

    if not isinstance(d, dict):
        raise SavedGameError(f"saved game: expected a JSON object, not {type(d).__name__}")
    if d.get("format") != FORMAT:
        raise SavedGameError(f"not a saved mtgcore game (format {d.get('format')!r}, expected {FORMAT!r})"[:300])
    version = _field(d, "version", int, "an integer")
    if not 1 <= version <= FORMAT_VERSION:
        raise SavedGameError(f"saved game format version {version} is not supported "
                             f"(this mtgcore reads versions 1..{FORMAT_VERSION})")
    lib = card_library(library)
    decks = _field(d, "decks", list, "a list of two decks")
    if not 2 <= len(decks) <= _core.MAX_PLAYERS:  # one per seat (CR 100.1)
        raise SavedGameError(f"saved game: 'decks' must hold 2 decks (or up to {_core.MAX_PLAYERS} "
                             f"for a multiplayer game), not {len(decks)}")
    parsed = []
    for p, deck in enumerate(decks):
        if not isinstance(deck, dict) or not isinstance(deck.get("list"), str):
            raise SavedGameError(f"saved game: deck {p} must be an object with a 'list' string")
        name = deck.get("name") if isinstance(deck.get("name"), str) else f"deck {p}"
        try:
            parsed.append(Deck.parse(deck["list"], name=name, library=lib))
        except MtgError as e:
            raise SavedGameError(f"saved game: deck {p}: {e}") from None
    want = _field(d, "cards", str, "a fingerprint string")
    have = cards_fingerprint(lib, parsed)
    if want != have:
        raise SavedGameError(f"saved game: its cards have fingerprint {want[:40]!r}, but this card "
                             f"library defines them differently ({have}): load it with the card "
                             f"library it was saved with (library=...)")
    seed = _field(d, "seed", int, "an integer")
    sp = d.get("starting_player")
    if not (sp is None or (type(sp) is int and 0 <= sp < len(decks))):
        raise SavedGameError(f"saved game: 'starting_player' must be a seat (0, 1, ...) or null, "
                             f"not {sp!r}"[:300])
    turn_limit = _field(d, "turn_limit", int, "an integer") if "turn_limit" in d else DEFAULT_TURN_LIMIT
    if not 1 <= turn_limit <= 1_000_000:
        raise SavedGameError(f"saved game: 'turn_limit' {turn_limit} is out of range")
    history = _field(d, "history", list, "a list of actions")
    digest = _field(d, "digest", str, "a hex string")
    digest_version = _field(d, "digest_version", int, "an integer")
    if not 1 <= digest_version <= _core.DIGEST_VERSION:
        raise SavedGameError(f"saved game: digest version {digest_version} is unknown (this mtgcore's "
                             f"digests are versions 1..{_core.DIGEST_VERSION}): the file was changed "
                             f"or comes from a newer mtgcore"[:300])
    try:
        g = Game(*parsed, seed=seed, starting_player=sp, library=lib,
                 min_deck_size=0)  # a saved game is reloaded as it was played
    except MtgError as e:
        raise SavedGameError(f"saved game: {e}") from None
    g._g.turn_limit = turn_limit
    replay(g, history)
    if digest_version == _core.DIGEST_VERSION and f"{g._g.digest():016x}" != digest.lower():
        raise SavedGameError(f"saved game: the replayed game's digest {g._g.digest():016x} differs "
                             f"from the saved digest {digest[:40]!r}: the file was changed or "
                             f"comes from an engine with other rules")
    return g


def replay(game, history: list) -> None:
    """Apply saved history entries to ``game``, checking each label."""
    for n, e in enumerate(history, start=1):
        if not isinstance(e, dict) or not isinstance(e.get("action"), str):
            raise SavedGameError(f"saved game: history entry {n} must be an object with an 'action'")
        player, label = e.get("player"), e["action"]
        if game.is_over:
            raise SavedGameError(f"saved game: history entry {n} ({label!r}) comes after the game ended")
        if type(player) is not int or not 0 <= player < game.num_players:
            raise SavedGameError(f"saved game: history entry {n}: 'player' must be "
                                 f"{'0 or 1' if game.num_players == 2 else f'0 to {game.num_players - 1}'}, "
                                 f"not {player!r}"[:300])
        if label == "concede" and "index" not in e:
            game.concede(player)
            continue
        i = e.get("index")
        labels = [game._g.label(a) for a in game._g.legal_actions()]
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(labels):
            raise SavedGameError(f"saved game: history entry {n} ({label!r}): index {i!r} is not "
                                 f"one of the {len(labels)} legal actions"[:300])
        if labels[i] != label or game._g.decision_player != player:
            raise SavedGameError(f"saved game: history entry {n}: the file says player {player} "
                                 f"{label!r}, but legal action {i} now is player "
                                 f"{game._g.decision_player} {labels[i]!r}"[:400])
        game.apply(i)


def from_json(text: Union[str, bytes], *, library: Optional[CardLibrary] = None):
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise SavedGameError(f"saved game is not UTF-8 text ({e.reason} at byte {e.start})") from None
    if not isinstance(text, str):
        raise SavedGameError(f"from_json needs the saved text, not {type(text).__name__}")
    try:
        d = json.loads(text.lstrip("\ufeff"))
    except (json.JSONDecodeError, RecursionError) as e:
        raise SavedGameError(f"saved game is not valid JSON: {e}"[:300]) from None
    return from_dict(d, library=library)


def _unpickle(d: dict, library: Optional[CardLibrary]):
    return from_dict(d, library=library)


def reduce_game(game):
    # a library that only adds compiled cards to the default one is rebuilt on loading
    lib = None if game.library.root is default_library() else game.library
    return (_unpickle, (saved_dict(game), lib))
