"""Every compiled card is run, not just parsed (issue 19 §3).

:func:`run_card` plays a card in generated scenarios: it is put in its owner's hand
(and a second copy onto the battlefield, for abilities and triggers) on a board
with lands of every color, creatures, an artifact, an enchantment and cards in
graveyards and libraries; then the game is played for a few turns, preferring
every action that uses the card (casting it, each mode, each ability, its targets)
and otherwise choosing at random, with the engine's invariant check after every
action.  A card passes when no action fails, no invariant breaks and the game never
stops without a legal action.

:func:`run_games` plays random whole games between decks built of compiled cards.
Both are deterministic by seed.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Iterable, Optional

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import MtgError

#: The board every card meets: what each player controls and has (hand-written cards).
LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
BOARD_A = ("Grizzly Bears", "Leonin Scimitar")
BOARD_B = ("Grizzly Bears", "Serra Angel", "Rancor")
GRAVEYARD = ("Grizzly Bears", "Lightning Bolt", "Forest")
LIBRARY = ("Forest", "Grizzly Bears", "Island", "Lightning Bolt", "Mountain", "Plains",
           "Swamp", "Counterspell") * 3


@dataclasses.dataclass
class RunReport:
    """What running one card found: ``ok``, the actions taken and those using the
    card, and the first failure (with the action log tail) if any."""

    name: str
    ok: bool
    actions: int = 0
    card_actions: int = 0
    failure: str = ""

    def __str__(self) -> str:
        state = "ok" if self.ok else f"FAILED: {self.failure}"
        return f"{self.name}: {state} ({self.actions} actions, {self.card_actions} with the card)"


def _uses_card(label: str, name: str) -> bool:
    return name.lower() in label.lower()


def _scenario(lib: CardLibrary, name: str, seed: int, on_battlefield: bool):
    from mtgcore.testing import Scenario
    s = Scenario(seed=seed, library=lib)
    for p in ("A", "B"):
        for land in LANDS:
            for _ in range(3 if p == "A" else 1):
                s.battlefield(p, land)
        s.library(p, list(LIBRARY))
        s.graveyard(p, list(GRAVEYARD))
    for c in BOARD_A:
        s.battlefield("A", c)
    for c in BOARD_B:
        s.battlefield("B", c)
    s.hand("A", [name, "Lightning Bolt"])
    if on_battlefield and lib.get(name).types and "instant" not in lib.get(name).types \
            and "sorcery" not in lib.get(name).types:
        s.battlefield("A", name)
    s.hand("B", ["Lightning Bolt", "Counterspell"])
    s.start(turn=1, step="precombat_main")
    return s


def run_card(name: str, *, seed: int = 0, trials: int = 3, max_actions: int = 400,
             turns: int = 4, library: Optional[CardLibrary] = None) -> RunReport:
    """Run the card named ``name`` (see the module docstring); never raises for a
    failure of the card: the report says what failed."""
    base = library or default_library()
    try:
        lib = base.including([name])
        canon = lib.canonical(name)
    except MtgError as e:
        return RunReport(name, False, failure=f"not buildable: {e}")
    report = RunReport(canon, True)
    for trial in range(trials):
        rng = random.Random(seed * 1_000_003 + trial)
        try:
            s = _scenario(lib, canon, seed + trial, on_battlefield=trial > 0)
        except MtgError as e:
            return dataclasses.replace(report, ok=False, failure=f"set-up: {e}")
        g = s.game
        bad = g.check_invariants()
        if bad:
            return dataclasses.replace(report, ok=False, failure=f"invariant at set-up: {bad}")
        tried: set = set()
        used: dict = {}  # card actions taken this turn, by label: each tried a few times
        for step in range(max_actions):
            if g.is_over or g.turn > turns:
                break
            d = g.decision
            if d is None or not d.actions:
                return dataclasses.replace(report, ok=False,
                                           failure=f"stuck: no legal action (turn {g.turn})")
            mine = [a for a in d.actions if _uses_card(a.label, canon) and
                    used.get((g.turn, a.label), 0) < 3]
            fresh = [a for a in mine if (d.kind, a.label) not in tried]
            if fresh and rng.random() < 0.9:
                action = fresh[0] if trial == 0 else rng.choice(fresh)
                tried.add((d.kind, action.label))
            elif mine and d.kind != "priority":
                action = rng.choice(mine)
            else:
                action = rng.choice(d.actions)
            label = action.label
            used[(g.turn, label)] = used.get((g.turn, label), 0) + 1
            try:
                g.apply(action)
            except MtgError as e:
                return dataclasses.replace(report, ok=False,
                                           failure=f"action {label!r} refused: {e}")
            report.actions += 1
            if _uses_card(label, canon):
                report.card_actions += 1
            bad = g.check_invariants()
            if bad:
                return dataclasses.replace(report, ok=False,
                                           failure=f"invariant after {label!r}: {bad}")
        # Reaching max_actions is no failure: legal optional actions (an ability paid
        # with life, say) may go on; a stuck game is one without a legal action, and
        # loops of mandatory actions end the game as a draw (104.4b).
    return report


def run_games(deck_a, deck_b, *, games: int = 20, seed: int = 0,
              library: Optional[CardLibrary] = None) -> list:
    """Random whole games between two decks (of compiled cards or any), with the
    invariant check after every action; returns each game's result."""
    from mtgcore.game import Game
    results = []
    for i in range(games):
        g = Game(deck_a, deck_b, seed=seed + i, library=library)
        rng = random.Random(seed + i)
        while not g.is_over:
            d = g.decision
            if d is None or not d.actions:
                raise MtgError(f"game {seed + i}: stuck with no legal action at turn {g.turn}")
            g.apply(rng.choice(d.actions))
            bad = g.check_invariants()
            if bad:
                raise MtgError(f"game {seed + i}: invariant broken at turn {g.turn}: {bad}")
        results.append(g.result)
    return results


def run_cards(names: Iterable[str], *, seed: int = 0, **kw) -> list:
    """:func:`run_card` for each name, in order."""
    return [run_card(n, seed=seed, **kw) for n in names]
