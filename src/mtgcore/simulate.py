"""Batch simulation: whole games played natively on all cores (or on Ray)."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Callable, Optional, Union

import numpy as np

from mtgcore import _core
from mtgcore._checks import MAX_GAMES, as_count, as_int, card_library, native_policy, thread_count
from mtgcore.cards import CardLibrary
from mtgcore.deck import MAX_DECK_CARDS, Deck
from mtgcore.errors import MtgError
from mtgcore.stats import length_distribution, proportion, wilson_interval  # noqa: F401 (re-exported)

REASONS = _core.END_REASONS  # index = EndReason code
FIELDS = ("winner", "turns", "life", "starting_player", "reason", "decisions")
PolicyLike = Union[str, Callable]
# The policy RNG of batch game i is seeded with its game seed xor this (policy.cpp PlayGame).
_POLICY_SEED_MIX = 0xA5A5A5A5DEADBEEF
# Seconds of native play between two checks for Ctrl-C (and progress calls).
_CHUNK_SECONDS = 0.1


def reason_name(code: int) -> str:
    return REASONS[code] or "none"


@dataclass
class SimulationResult:
    """Per-game numpy arrays plus summaries.

    ``winner``: 0 (deck A), 1 (deck B), ... (the seat of the deck that won) or -1
    (draw); ``turns``; ``life`` (games x seats); ``starting_player``; ``reason``
    (index into :data:`REASONS`); ``decisions``.  A multiplayer batch (CR 800.1) has
    one seat per deck: :attr:`win_rates` holds every seat's.
    """

    winner: np.ndarray
    turns: np.ndarray
    life: np.ndarray
    starting_player: np.ndarray
    reason: np.ndarray
    decisions: np.ndarray
    deck_names: tuple = ("A", "B")
    policy: tuple = ("random", "random")
    seed: int = 0
    decks: tuple = field(default=(), repr=False)
    library: Optional[CardLibrary] = field(default=None, repr=False)
    turn_limit: int = 500

    @property
    def games(self) -> int:
        return int(self.winner.shape[0])

    @property
    def seats(self) -> int:
        """Players per game (2, or more in a multiplayer batch)."""
        return len(self.deck_names)

    @property
    def win_rates(self) -> np.ndarray:
        """Each seat's share of the games won (draws count for no seat)."""
        n = max(self.games, 1)
        return np.array([np.count_nonzero(self.winner == p) / n for p in range(self.seats)])

    def replay(self, i: int):
        """Game ``i`` of this batch, replayed as a :class:`~mtgcore.Game` at its end
        with its full :attr:`~mtgcore.Game.history` (the same game, action for action)."""
        from mtgcore.errors import InvalidIdError
        from mtgcore.game import Game

        i = as_int(i, "game index", InvalidIdError)
        if not 0 <= i < self.games:
            raise InvalidIdError(f"no game {i} in this result of {self.games} games")
        if not self.decks:
            raise InvalidIdError("this result does not know its decks: it cannot replay games")
        game_seed = _core.game_seed(self.seed, i)
        g = Game(*self.decks, seed=game_seed, library=self.library,
                 min_deck_size=0)  # the batch already warned about its decks' sizes
        g._g.turn_limit = self.turn_limit
        if not any(callable(p) for p in self.policy):
            g.play(self.policy, seed=game_seed ^ _POLICY_SEED_MIX)
            return g
        # A Python policy plays again as it did in the batch (the same rng draws).
        import random
        from mtgcore.pypolicy import play_game
        play_game(g, self.policy, random.Random(game_seed), i, g.apply)
        w = g._g.winner
        if (g.turn, w, g._g.life(0), g._g.life(1)) != (int(self.turns[i]), int(self.winner[i]),
                                                        int(self.life[i, 0]), int(self.life[i, 1])):  # two seats
            names = [getattr(p, "__name__", repr(p)) if callable(p) else p for p in self.policy]
            raise MtgError(f"game {i} replays differently from the batch (turn {g.turn}, winner {w}; "
                           f"the batch: turn {int(self.turns[i])}, winner {int(self.winner[i])}): "
                           f"the policies {names} do not choose from the game and rng alone")
        return g

    #: Columns of :meth:`rows` and of the CSV file, one row per game (a multiplayer
    #: batch has a ``life_p`` column per seat: :attr:`columns`).
    COLUMNS = ("game", "winner", "turns", "life_0", "life_1", "starting_player", "reason", "decisions")

    @property
    def columns(self) -> tuple:
        if self.seats == 2:
            return self.COLUMNS
        return ("game", "winner", "turns", *(f"life_{p}" for p in range(self.seats)), "starting_player",
                "reason", "decisions")

    def rows(self) -> list:
        """Per-game results as lists of plain ints and strings, in :attr:`columns` order
        (``winner``: a seat or -1 for a draw; ``reason``: its text)."""
        return [[i, int(self.winner[i]), int(self.turns[i]), *(int(x) for x in self.life[i]),
                 int(self.starting_player[i]), REASONS[int(self.reason[i])] or "none",
                 int(self.decisions[i])] for i in range(self.games)]

    def to_csv(self, path) -> None:
        """Write one row per game (with a header of :data:`COLUMNS`) to ``path``."""
        import csv
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(self.columns)
            w.writerows(self.rows())

    def to_dict(self) -> dict:
        """The summary and the per-game results (columns of lists), ready for JSON."""
        s = self.summary()
        s["policy"], s["decks"] = list(s["policy"]), list(self.deck_names)
        for p in range(self.seats):
            s[f"win_rate_{p}_ci95"] = list(s[f"win_rate_{p}_ci95"])
        rows = self.rows()
        return {"summary": s, "games": {c: [r[k] for r in rows] for k, c in enumerate(self.columns)}}

    def summary(self) -> dict:
        """Counts, win rates with 95% Wilson intervals (overall, on the play and on
        the draw per deck), the game-length distribution and the end reasons."""
        n = self.games
        out = {"games": n, "seed": self.seed, "decks": list(self.deck_names),
               "policy": [p if isinstance(p, str) else "python" for p in self.policy]}
        if self.seats != 2:
            out["seats"] = self.seats
            out["win_rates"] = [float(x) for x in self.win_rates]
        for p, name in enumerate(self.deck_names):
            wins = int(np.count_nonzero(self.winner == p))
            out[f"wins_{p}"] = wins
            out[f"win_rate_{p}"] = wins / n if n else 0.0
            out[f"win_rate_{p}_ci95"] = wilson_interval(wins, n)
            on_play = self.starting_player == p
            out[f"on_play_{p}"] = proportion(int(np.count_nonzero(on_play & (self.winner == p))),
                                             int(np.count_nonzero(on_play)))
            out[f"on_draw_{p}"] = proportion(int(np.count_nonzero(~on_play & (self.winner == p))),
                                             int(np.count_nonzero(~on_play)))
        out["draws"] = int(np.count_nonzero(self.winner == -1))
        out["mean_turns"] = float(self.turns.mean()) if n else 0.0
        out["turns"] = length_distribution(self.turns)
        out["mean_decisions"] = float(self.decisions.mean()) if n else 0.0
        out["starting_player_win_rate"] = float((self.winner == self.starting_player).mean()) if n else 0.0
        out["reasons"] = {reason_name(r): int(c) for r, c in
                          zip(*np.unique(self.reason, return_counts=True))}
        return out


def _policy_pair(policy) -> tuple:
    if isinstance(policy, str) or callable(policy):
        policy = (policy, policy)
    try:
        pa, pb = policy
    except (TypeError, ValueError):
        raise MtgError(f"policy must be a name, a callable or a pair of them, not {policy!r}") from None
    for p in (pa, pb):
        if not callable(p):
            native_policy(p)
    return pa, pb


def run_chunked(play: Callable[[int, int], dict], games: int, threads: int,
                progress: Optional[Callable[[int], None]] = None, done_before: int = 0) -> dict:
    """Games ``0..games-1`` of one native batch, played as ``play(first, n)`` calls
    of about :data:`_CHUNK_SECONDS` each with the GIL released: between chunks
    Python notices Ctrl-C (KeyboardInterrupt) and ``progress(done_before + done)``
    is called.  Returns the chunks' arrays concatenated in game order (equal to
    one call for every game: game ``i`` is seeded by its index alone)."""
    chunk = 4 * threads
    parts = []
    done = 0
    while done < games:
        n = min(chunk, games - done)
        start = time.perf_counter()
        try:
            parts.append(play(done, n))
        except RuntimeError as e:  # a native thread could not start (engine error)
            raise MtgError(str(e)) from None
        elapsed = time.perf_counter() - start
        done += n
        if progress is not None:
            progress(done_before + done)
        rate = n / max(elapsed, 1e-6)
        chunk = int(max(threads, min(4 * chunk, rate * _CHUNK_SECONDS)))
    if len(parts) == 1:
        return parts[0]
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}


def run_batch(lib: CardLibrary, jobs: list, games: int, policies: tuple, threads: int,
              turn_limit: int, backend: str = "local", ray_address: Optional[str] = None,
              progress: Optional[Callable[[int], None]] = None) -> list:
    """Per job ``(ids_a, ids_b, batch_seed)``: the arrays of games ``0..games-1``
    with native policy codes ``policies``; identical for every backend.  Locally
    the games run in short chunks (Ctrl-C stops them; ``progress(games done over
    all jobs)`` is called between chunks)."""
    from mtgcore import _batch

    if backend == "ray":
        from mtgcore.distributed import ray_run_games
        out = ray_run_games(lib.blob, jobs, games, policies, turn_limit, ray_address)
        if progress is not None:
            progress(games * len(jobs))
        return out
    if backend != "local":
        raise MtgError(f"unknown backend {backend!r}; choose 'local' or 'ray'")
    out = []
    for k, (a, b, s) in enumerate(jobs):
        def play(first, n, a=a, b=b, s=s):
            return _batch.run_games(lib.blob, a, b, n, s, policies[0], policies[1], threads, first,
                                    turn_limit)
        out.append(run_chunked(play, games, threads, progress, k * games))
    return out


def simulate(deck_a, deck_b: Union[Deck, str, os.PathLike, None] = None, *,
             games: int, seed: int = 0, policy: Union[PolicyLike, tuple] = "random",
             threads: Optional[int] = None, library: Optional[CardLibrary] = None,
             progress: Optional[Callable[[int], None]] = None,
             turn_limit: int = 500, backend: str = "local",
             ray_address: Optional[str] = None, min_deck_size: int = 60) -> SimulationResult:
    """Play ``games`` whole games natively (C++ threads, GIL released).

    Game ``i`` is seeded from ``(seed, i)``, so results do not depend on
    ``threads`` (default: every core) nor on the backend.  ``policy`` is
    'random', 'greedy', a search ``'mcts:N[,worlds=W,c=C,...]'`` (N playouts per
    decision, README "Search player"), a Python callable, or a pair ``(deck A's,
    deck B's)``.

    A callable policy is called as ``policy(game)`` (or ``policy(game, rng)`` if
    it takes two arguments, ``rng`` a ``random.Random`` seeded from the game's
    seed) with a :class:`mtgcore.Game` and returns the index of one of
    ``game.decision.actions``.  Those games are played one decision at a time
    through Python, so they are much slower than native ones (typically tens to
    hundreds of times); results are still reproducible by seed.

    ``backend='ray'`` ships seed ranges to Ray tasks (``ray_address``: an existing
    cluster, default a local one); the merged result equals the local one.
    ``progress(n_done)`` is called between chunks.  A main deck of fewer than
    ``min_deck_size`` cards (60, CR 100.2a; 40 for limited, 100.2b; 0: any
    size) is played with a :class:`~mtgcore.DeckWarning`.

    Multiplayer (CR 800.1, a free-for-all, 806): ``simulate([deck_1, ..., deck_n],
    games=...)`` with 2 to 6 decks, seat ``p`` playing the ``p``-th; ``policy`` a
    name or one per seat; the result's :attr:`~SimulationResult.win_rates` are per
    seat.  Two decks in a list play exactly the games of the two-deck form.
    Multiplayer batches run locally with native policies.
    """
    if deck_b is None:
        if isinstance(deck_a, (list, tuple)):
            decks = list(deck_a)
            if len(decks) == 2:
                deck_a, deck_b = decks
            else:
                return _simulate_multiplayer(decks, games=games, seed=seed, policy=policy, threads=threads,
                                             library=library, progress=progress, turn_limit=turn_limit,
                                             backend=backend, min_deck_size=min_deck_size)
        else:
            raise MtgError("simulate needs two decks, or a list of 2 to "
                           f"{_core.MAX_PLAYERS} decks (one per seat, CR 100.1)")
    games = as_count(games, "games", 1, MAX_GAMES)
    turn_limit = as_count(turn_limit, "turn_limit", 1, 1_000_000)
    pa, pb = _policy_pair(policy)
    lib = card_library(library)
    da, db = Deck.load(deck_a, library=lib), Deck.load(deck_b, library=lib)
    min_deck_size = as_count(min_deck_size, "min_deck_size", 0, MAX_DECK_CARDS)
    for d in (da, db):
        d.check_size(min_deck_size, stacklevel=2)
    lib = lib.for_decks(da, db)  # with the compiled cards the decks use
    ids_a, ids_b = da.def_ids(lib), db.def_ids(lib)
    threads = thread_count(threads, games)
    seed = as_int(seed, "seed") & (2**64 - 1)
    names = (da.name, db.name)
    extra = dict(deck_names=names, policy=(pa, pb), seed=seed, decks=(da, db), library=lib,
                 turn_limit=turn_limit)
    if callable(pa) or callable(pb):
        if backend != "local":
            raise MtgError("a Python callable policy runs only with backend='local'")
        from mtgcore.pypolicy import run_python_policy_games
        arrays = run_python_policy_games(lib, ids_a, ids_b, games, seed, (pa, pb), turn_limit, progress)
        return SimulationResult(**arrays, **extra)
    codes = (pa, pb)
    (arrays,) = run_batch(lib, [(ids_a, ids_b, seed)], games, codes, threads, turn_limit, backend,
                          ray_address, progress)
    return SimulationResult(**arrays, **extra)


def _simulate_multiplayer(decks: list, *, games, seed, policy, threads, library, progress, turn_limit,
                          backend, min_deck_size) -> SimulationResult:
    """simulate() of 3 to 6 decks: native whole games (policy.cpp PlayGameN)."""
    if not 2 <= len(decks) <= _core.MAX_PLAYERS:
        raise MtgError(f"a game has 2 to {_core.MAX_PLAYERS} players (CR 100.1), not {len(decks)} decks")
    games = as_count(games, "games", 1, MAX_GAMES)
    turn_limit = as_count(turn_limit, "turn_limit", 1, 1_000_000)
    if backend != "local":
        raise MtgError("a multiplayer batch runs only with backend='local'")
    if isinstance(policy, str) or callable(policy):
        policy = (policy,) * len(decks)
    policy = tuple(policy)
    if len(policy) != len(decks):
        raise MtgError(f"policy must be a name or one per seat ({len(decks)}), not {policy!r}")
    if any(callable(p) for p in policy):
        raise MtgError("a multiplayer batch plays native policies only ('random', 'greedy', 'mcts:...')")
    for p in policy:
        native_policy(p)
    lib = card_library(library)
    loaded = [Deck.load(d, library=lib) for d in decks]
    min_deck_size = as_count(min_deck_size, "min_deck_size", 0, MAX_DECK_CARDS)
    for d in loaded:
        d.check_size(min_deck_size, stacklevel=3)
    lib = lib.for_decks(*loaded)
    ids = [d.def_ids(lib) for d in loaded]
    threads = thread_count(threads, games)
    seed = as_int(seed, "seed") & (2**64 - 1)
    n_seats = len(loaded)

    def play(first, n):
        w, t, life, sp, r, dec = _core.run_games_n(lib.db, ids, n, first, seed, list(policy), threads,
                                                   turn_limit)
        return {"winner": np.array(w, dtype=np.int32), "turns": np.array(t, dtype=np.int32),
                "life": np.array(life, dtype=np.int32).reshape(n, n_seats),
                "starting_player": np.array(sp, dtype=np.int32), "reason": np.array(r, dtype=np.int32),
                "decisions": np.array(dec, dtype=np.int64)}

    arrays = run_chunked(play, games, threads, progress)
    return SimulationResult(**arrays, deck_names=tuple(d.name for d in loaded), policy=policy, seed=seed,
                            decks=tuple(loaded), library=lib, turn_limit=turn_limit)
