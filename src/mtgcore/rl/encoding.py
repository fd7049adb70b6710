"""A fixed-size encoding of what one player may know, for learning (docs/agents.md).

Built from :meth:`mtgcore.Game.view` only, so it holds no hidden card by
construction.  ``encode(game, player)`` gives a float32 vector of ``SIZE``:

- ``GLOBAL`` (``len(GLOBAL_FEATURES)``): turn, step, whose turn, the decision, the
  stack's size, and per player (me first, then the other): life, poison, hand,
  library and graveyard sizes, mulligans;
- ``BOARD_SLOTS`` permanents per side (mine, then the other's), each
  ``CARD_FEATURES``: present, card id (the library's def id + 1; 0 unknown, e.g. a
  face-down permanent of the other player's), tapped, creature, land, power,
  toughness, damage, summoning sick, attacking, blocking, face down, +1/+1 counters,
  other counters, flying, haste, trample, deathtouch, lifelink, first strike,
  vigilance, reach, defender, menace; in battlefield (timestamp) order, the
  first ``BOARD_SLOTS`` only;
- ``HAND_SLOTS`` cards of my hand (the same features), then ``STACK_SLOTS`` stack
  items (present, mine, is a spell, card id).
"""

from __future__ import annotations

import numpy as np

from mtgcore import _core

BOARD_SLOTS = 24
HAND_SLOTS = 12
STACK_SLOTS = 4
KEYWORDS = ("flying", "haste", "trample", "deathtouch", "lifelink", "first strike", "vigilance",
            "reach", "defender", "menace")
CARD_FEATURES = ("present", "card_id", "tapped", "creature", "land", "power", "toughness", "damage",
                 "summoning_sick", "attacking", "blocking", "face_down", "plus_one_counters",
                 "other_counters") + tuple(k.replace(" ", "_") for k in KEYWORDS)
PLAYER_FEATURES = ("life", "poison", "hand", "library", "graveyard", "mulligans")
GLOBAL_FEATURES = ("turn", "step", "my_turn", "i_decide", "decision_kind", "stack_size") + \
    tuple(f"{who}_{f}" for who in ("me", "other") for f in PLAYER_FEATURES)
STACK_FEATURES = ("present", "mine", "spell", "card_id")
SIZE = (len(GLOBAL_FEATURES) + (2 * BOARD_SLOTS + HAND_SLOTS) * len(CARD_FEATURES)
        + STACK_SLOTS * len(STACK_FEATURES))
_STEPS = {s: i for i, s in enumerate(_core.STEPS)}
_KINDS = {k: i for i, k in enumerate(_core.DECISION_KINDS)}


def _card(out: np.ndarray, at: int, c: dict, ids: dict) -> None:
    kws = set(c.get("keywords", ()))
    counters = c.get("counters", {})
    plus = counters.get("+1/+1", 0)
    types = c.get("types", ())
    out[at:at + len(CARD_FEATURES)] = (
        1, ids.get(c["name"], -1) + 1 if c["name"] else 0, c.get("tapped", False), "creature" in types,
        "land" in types, c.get("power", 0), c.get("toughness", 0), c.get("damage", 0),
        c.get("summoning_sick", False), "attacking" in c, "blocking" in c, c.get("face_down", False),
        plus, sum(counters.values()) - plus, *(k in kws for k in KEYWORDS))


def encode_view(view: dict, ids: dict) -> np.ndarray:
    """The encoding of a view (``PlayerView.to_dict()``); ``ids``: card name -> def id."""
    out = np.zeros(SIZE, dtype=np.float32)
    me = view["viewer"] if view["viewer"] is not None else 0
    order = (me, 1 - me)
    g = [view["turn"], _STEPS.get(view["step"], -1), view["active_player"] == me,
         view["decision"]["player"] == me, _KINDS.get(view["decision"]["kind"], 0), len(view["stack"])]
    for p in order:
        pl = view["players"][p]
        g += [pl["life"], pl["poison"], pl["hand_size"], pl["library_size"], len(pl["graveyard"]),
              pl["mulligans"]]
    out[:len(g)] = g
    at = len(GLOBAL_FEATURES)
    width = len(CARD_FEATURES)
    for p in order:
        mine = [c for c in view["battlefield"] if c.get("controller") == p][:BOARD_SLOTS]
        for k, c in enumerate(mine):
            _card(out, at + k * width, c, ids)
        at += BOARD_SLOTS * width
    for k, c in enumerate(view["hand"][:HAND_SLOTS]):
        _card(out, at + k * width, c, ids)
    at += HAND_SLOTS * width
    for k, it in enumerate(view["stack"][:STACK_SLOTS]):
        name = it.get("card", {}).get("name") if it["kind"] == "spell" else None
        out[at + 4 * k:at + 4 * k + 4] = (1, it["controller"] == me, it["kind"] == "spell",
                                          ids.get(name, -1) + 1 if name else 0)
    return out


def encode(game, player: int) -> np.ndarray:
    """The encoding of what ``player`` may know of ``game`` now."""
    return encode_view(game.view(player).to_dict(), game.library.ids)
