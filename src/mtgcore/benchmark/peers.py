"""Side by side with phase-python (the phase.rs engine's Python bindings, the optional
extra ``mtgcore[peers]``), on the same decks, in interleaved rounds.

Both engines play the bench decks (green_stompy against red_burn) with a uniformly
random policy driven from Python through their object APIs: mtgcore's
``Game.legal_actions()`` + ``apply()``, phase's ``Game.actions()`` + ``apply()``.
phase reads cards from MTGJSON-shaped records; they are made from mtgcore's own
card snapshot (the same Oracle text), so both play the same cards as each engine
understands them.  Rounds alternate which engine goes first; the figures are the
medians of the rounds, and the ratios are ratios of those medians (on a shared
machine a single figure is noise; a ratio taken in one run is not).

Every figure goes under ``peer.*``.  When phase-python can't be imported the
section says so (``notes["peers"]``) and records no figure.
"""

from __future__ import annotations

import json
import random
import re
import statistics
import time

PEER = "phase-python"
INSTALL_HINT = "pip install 'mtgcore[peers]' (phase-python, on PyPI; Python 3.11 or newer)"
# Decisions after which a peer game is stopped (a random policy can dither).
MAX_DECISIONS = 20000
#: What the peer adapter uses of the phase module (a fake module in the tests has these).
NEEDS = ("Engine", "build_oracle_face")


def _import():
    import importlib
    return importlib.import_module("phase")


def available() -> bool:
    try:
        mod = _import()
    except Exception:
        return False
    return all(hasattr(mod, n) for n in NEEDS)


def unavailable_status() -> dict:
    """Why there are no peer figures, for the table and the JSON."""
    try:
        mod = _import()
    except ImportError as e:
        return {"peer": PEER, "status": "not installed",
                "detail": f"{PEER} is not installed ({e}); install it with {INSTALL_HINT}"}
    except Exception as e:  # a broken install
        return {"peer": PEER, "status": "failed", "detail": f"importing phase failed: {type(e).__name__}: {e}"}
    missing = [n for n in NEEDS if not hasattr(mod, n)]
    return {"peer": PEER, "status": "unsupported",
            "detail": f"the installed phase module lacks {', '.join(missing)} (a different phase package?)"}


# Keyword abilities MTGJSON lists in a card's "keywords" (phase reads them from there,
# not from the rules text): the single-word-or-phrase keywords of a keyword line.
_KEYWORDS = ("flying", "reach", "first strike", "double strike", "trample", "deathtouch", "lifelink",
             "vigilance", "haste", "defender", "flash", "indestructible", "hexproof", "shroud",
             "infect", "wither", "menace", "intimidate", "fear", "shadow", "changeling", "prowess")


def keywords_of(text: str) -> list:
    """MTGJSON-style keywords ("First strike") of the text's keyword lines."""
    out = []
    for line in (text or "").splitlines():
        bare = re.sub(r"\([^)]*\)", "", line).strip()
        parts = [p.strip() for p in bare.split(",") if p.strip()]
        if parts and all(p.lower() in _KEYWORDS for p in parts):
            out += [p[:1].upper() + p[1:].lower() for p in parts]
    return out


def mtgjson_record(facts) -> dict:
    """An MTGJSON AtomicCards face (what phase's card builder reads) from mtgcore's
    snapshot facts of a one-face card."""
    if len(facts.faces) != 1:
        raise ValueError(f"{facts.name}: only one-face cards are translated for the peer")
    f = facts.front
    left, _, right = f.type_line.partition(" — ")
    words = left.split()
    supers = [w for w in words if w in ("Basic", "Legendary", "Snow", "World", "Ongoing")]
    rec = {"name": facts.name, "manaCost": f.cost, "type": f.type_line,
           "types": [w for w in words if w not in supers], "subtypes": right.split(),
           "supertypes": supers, "text": f.text, "layout": facts.layout, "identifiers": {},
           "legalities": {}, "keywords": keywords_of(f.text), "colors": list(f.color_indicator),
           "colorIdentity": [], "manaValue": 0.0, "convertedManaCost": 0.0}
    for k in ("power", "toughness", "loyalty", "defense"):
        if getattr(f, k) is not None:
            rec[k] = getattr(f, k)
    return rec


def card_data(phase, names) -> dict:
    """phase's card-data.json object for these card names (from mtgcore's snapshot)."""
    from mtgcore.oracle.snapshot import snapshot
    snap = snapshot()
    out = {}
    for n in sorted(set(names)):
        facts = snap.get(n)
        if facts is None:
            raise ValueError(f"{n}: not in the card snapshot")
        out[n.lower()] = phase.build_oracle_face(mtgjson_record(facts), None)
    return out


def not_understood(data: dict) -> list:
    """Cards with rules text of which phase built no ability, trigger, static or keyword."""
    bad = []
    for face in data.values():
        if not isinstance(face, dict):
            continue
        has = any(face.get(k) for k in ("abilities", "triggers", "static_abilities", "replacements", "keywords"))
        text = face.get("oracle_text") or ""
        if (text.strip() and not has) or "Unimplemented" in json.dumps(face):
            bad.append(face.get("name", "?"))
    return sorted(bad)


def _actor(game, waiting, action) -> int:
    """The seat that answers ``action``: the prompt's player; during mulligans (both
    players pending) the one whose pending step the action is (bottom cards are
    chosen with SelectCards, the rest are mulligan decisions)."""
    d = waiting.get("data") if isinstance(waiting, dict) else None
    if isinstance(d, dict):
        if isinstance(d.get("player"), int):
            return d["player"]
        pending = [p for p in d.get("pending") or () if isinstance(p, dict) and isinstance(p.get("player"), int)]
        if pending:
            bottom = getattr(action, "kind", None) == "SelectCards"
            for p in pending:
                step = (p.get("phase") or {}).get("type") if isinstance(p.get("phase"), dict) else None
                if (step == "BottomCards") == bottom:
                    return p["player"]
            return pending[0]["player"]
    return game.priority_player()


def play_phase(engine, deck_a, deck_b, seed: int):
    """One phase game, random actions; returns (decisions, finished)."""
    g = engine.new_game(deck_a, deck_b, seed=seed)
    rng = random.Random(seed)
    n = 0
    while n < MAX_DECISIONS:
        w = g.waiting_for()
        if isinstance(w, dict) and w.get("type") == "GameOver":
            return n, True
        acts = g.actions()
        if not acts:
            return n, False
        a = acts[rng.randrange(len(acts))]
        g.apply(_actor(g, w, a), a)
        n += 1
    return n, False


def play_mtgcore(deck_a, deck_b, seed: int) -> int:
    import mtgcore
    g = mtgcore.Game(deck_a, deck_b, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not g.is_over:
        acts = g.legal_actions()
        g.apply(acts[rng.randrange(len(acts))])
        n += 1
    return n


def measure(ctx) -> tuple:
    """(status, figures) for the peer section of a run."""
    if not available():
        return unavailable_status(), {}
    import mtgcore
    from mtgcore.benchmark.suite import BENCH_A, BENCH_B, Timer
    phase = _import()
    version = getattr(phase, "__version__", None)
    try:
        from importlib.metadata import version as dist_version
        version = version or dist_version(PEER)
    except Exception:
        pass
    da, db = ctx.deck(BENCH_A), ctx.deck(BENCH_B)
    names_a, names_b = da.card_names(), db.card_names()
    data = card_data(phase, names_a + names_b)
    t0 = time.perf_counter()
    engine = phase.Engine.from_json(json.dumps(data))
    load_ms = (time.perf_counter() - t0) * 1000
    rows = {"phase": [], "mtgcore": [], "native": [], "phase_cpu": [], "mtgcore_cpu": []}
    unfinished = 0
    rounds = 0
    games = ctx.settings.peer_games
    native_games = 200
    while ctx.clock.more_rounds(rounds, ctx.settings.peer_rounds):
        seeds = [ctx.seed + 1000 * rounds + k for k in range(games)]

        def phase_round():
            nonlocal unfinished
            dec = 0
            with Timer() as t:
                for s in seeds:
                    d, done = play_phase(engine, names_a, names_b, s)
                    dec += d
                    unfinished += not done
            rows["phase"].append((dec, t.wall))
            rows["phase_cpu"].append((dec, t.cpu))

        def mtgcore_round():
            with Timer() as t:
                dec = sum(play_mtgcore(da, db, s) for s in seeds)
            rows["mtgcore"].append((dec, t.wall))
            rows["mtgcore_cpu"].append((dec, t.cpu))
            with Timer() as t:
                res = mtgcore.simulate(da, db, games=native_games, seed=seeds[0], policy="random", threads=1)
            rows["native"].append((int(res.decisions.sum()), t.wall))
        for f in ((phase_round, mtgcore_round) if rounds % 2 == 0 else (mtgcore_round, phase_round)):
            f()
        rounds += 1

    def med(rows, per):
        return statistics.median((d if per == "dec" else n) / s for (d, s), n in rows)
    fig = {}
    for who, n in (("phase", games), ("mtgcore", games)):
        rs = [(r, n) for r in rows[who]]
        fig[f"peer.{who}.bench.random.decisions_per_s"] = med(rs, "dec")
        fig[f"peer.{who}.bench.random.games_per_s"] = med(rs, "games")
        fig[f"peer.{who}.bench.random.decisions_per_game"] = statistics.median(d / n for d, _ in rows[who])
    native = [(r, native_games) for r in rows["native"]]
    fig["peer.mtgcore.bench.random.native_games_per_s"] = med(native, "games")
    fig["peer.ratio.object_api_decisions_per_s"] = (fig["peer.mtgcore.bench.random.decisions_per_s"]
                                                    / fig["peer.phase.bench.random.decisions_per_s"])
    # The same ratio per CPU second of each side (less moved by other processes' load).
    fig["peer.ratio.object_api_decisions_per_cpu_s"] = (med([(r, games) for r in rows["mtgcore_cpu"]], "dec")
                                                        / med([(r, games) for r in rows["phase_cpu"]], "dec"))
    fig["peer.ratio.object_api_games_per_s"] = (fig["peer.mtgcore.bench.random.games_per_s"]
                                                / fig["peer.phase.bench.random.games_per_s"])
    fig["peer.ratio.native_vs_phase_games_per_s"] = (fig["peer.mtgcore.bench.random.native_games_per_s"]
                                                     / fig["peer.phase.bench.random.games_per_s"])
    fig["peer.phase.card_data_load_ms"] = load_ms
    bad = not_understood(data)
    fig["peer.phase.cards_not_understood"] = len(bad)
    status = {"peer": PEER, "status": "measured", "version": version, "rounds": rounds,
              "games_per_round": games, "decks": [BENCH_A, BENCH_B],
              "cards_not_understood": bad, "games_stopped_unfinished": unfinished,
              "detail": "random policy through each engine's Python object API; ratios are "
                        "mtgcore / phase of the medians of interleaved rounds"}
    return status, fig
