"""What one player may know of a game, and nothing else (CR 400.2, 406.3, 708).

:meth:`mtgcore.Game.view` gives a :class:`PlayerView`; ``view.to_dict()`` is plain
JSON-ready data (the ``view`` of the protocol, docs/protocol.md).  A view names:

- the viewer's own hand (402.3), and of the other player's hand only the cards the
  viewer has looked at (a "look at target opponent's hand" choice), else a count;
- of each library a count and the cards the viewer has looked at since its last
  shuffle (scry 701.22a, surveil 701.25a, "look at the top", a search), with their
  places counted from the top (401.2);
- every public zone: the battlefield, graveyards, exile and the stack (400.2), except
  face-down objects, which only their controller may look at (708.5, 406.3: a card
  exiled face down stays hidden) until the game is over (708.9); a face-down object
  shows its face-down characteristics (a nameless 2/2, 708.2) and no card;
- life, poison, counters, the day/night designation (730.1), the pending decision.

Object ids of hidden cards never appear: a library's rows are numbered in decklist
order, so an id would tell a card.  Revealing (701.20) is not modelled by the
engine yet: a revealed card that goes back to a hidden zone is hidden again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from mtgcore import _core

if TYPE_CHECKING:  # pragma: no cover
    from mtgcore.game import Game

#: The version of the view's layout (``to_dict()["version"]``); bumped when a field
#: changes meaning.  The protocol's JSON Schema (mtgcore/server/protocol.schema.json)
#: describes it.
VIEW_VERSION = 1

_ZONES = _core.ZONES
_LIBRARY, _HAND, _BATTLEFIELD, _GRAVEYARD, _STACK, _EXILE, _COMMAND = range(1, 8)


def _bits(bits: int, vocab) -> list:
    return [w for i, w in enumerate(vocab) if bits & (1 << i)]


class PlayerView:
    """Everything player ``viewer`` may know of a game now (``viewer`` None: a
    spectator, who sees no hidden card at all).  Read-only; ``to_dict()`` is JSON-ready.
    """

    __slots__ = ("viewer", "_data")

    def __init__(self, viewer: Optional[int], data: dict):
        self.viewer = viewer
        self._data = data

    def to_dict(self) -> dict:
        """The view as plain data (a deep copy: changing it changes nothing)."""
        import copy
        return copy.deepcopy(self._data)

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __eq__(self, other) -> bool:
        return isinstance(other, PlayerView) and self._data == other._data

    def __hash__(self) -> int:  # pragma: no cover - views are compared, not hashed
        raise TypeError("PlayerView is not hashable")

    def __repr__(self) -> str:
        d = self._data
        who = "spectator" if self.viewer is None else f"player {self.viewer}"
        return (f"<PlayerView {who}: turn {d['turn']} {d['step']}, life "
                f"{d['players'][0]['life']}/{d['players'][1]['life']}, hand {len(d['hand'])}>")


def _sees(g, obj: int, viewer: Optional[int]) -> bool:
    """``viewer`` may know which card row ``obj`` is (None: public knowledge only)."""
    zone = g.obj_zone(obj)
    if viewer is None:
        if zone in (_LIBRARY, _HAND):
            return False
        return not g.obj_face_down(obj) or g.over
    if zone in (_LIBRARY, _HAND) and g.obj_seen_by(obj, viewer):
        return True
    return g.obj_may_look(obj, viewer)


def _card(g, game: "Game", obj: int, viewer: Optional[int]) -> dict:
    """One object as ``viewer`` may see it."""
    zone = g.obj_zone(obj)
    public_zone = zone not in (_LIBRARY, _HAND)
    d: dict = {"zone": _ZONES[zone], "owner": g.obj_owner(obj)}
    if public_zone or zone == _HAND and g.obj_owner(obj) == viewer:
        d["id"] = obj  # a row made as it came here: its number tells no card (see the module doc)
    face_down = bool(g.obj_face_down(obj))
    if face_down:
        d["face_down"] = True
    if _sees(g, obj, viewer):  # a face-down one: its controller looks at it (708.5)
        d["name"] = game.library.db.name(g.obj_def(obj)) if face_down else g.obj_name(obj)
    else:
        d["name"] = None
    if zone in (_BATTLEFIELD, _STACK):
        d["controller"] = g.obj_controller(obj)
    if zone == _BATTLEFIELD:
        d["tapped"] = bool(g.obj_tapped(obj))
        d["types"] = _bits(g.obj_types(obj), _core.CARD_TYPES)
        if "creature" in d["types"] or face_down:
            d["power"], d["toughness"] = g.obj_power(obj), g.obj_toughness(obj)
            d["damage"] = g.obj_damage(obj)
            d["summoning_sick"] = bool(g.obj_sick(obj))
        d["counters"] = {_core.COUNTER_NAMES[i]: n for i, n in enumerate(g.obj_counters(obj)) if n}
        from mtgcore.game import keyword_words
        d["keywords"] = keyword_words(g, obj)
        d["colors"] = _bits(g.obj_colors(obj), _core.COLORS)
        att = g.obj_attached_to(obj)
        if att >= 0:
            d["attached_to"] = att
        a = g.obj_attacking(obj)
        if a != _core.NO_REF:
            d["attacking"] = a  # an object id, or -1 - player
        b = g.obj_blocking(obj)
        if b != _core.NO_OBJ:
            d["blocking"] = b
        if "battle" in d["types"]:
            d["protector"] = g.obj_protector(obj)  # CR 310.8
    return d


def _stack(g, game: "Game", viewer: Optional[int]) -> list:
    """Top first.  A face-down spell shows no card (708.5); targets are public (601.2c)."""
    out = []
    db = game.library.db
    for (obj, ability, controller, is_spell, targets, ref), face in zip(g.stack(), g.stack_faces()):
        item: dict = {"ref": ref, "controller": controller, "kind": "spell" if is_spell else "ability"}
        if is_spell:
            item["card"] = _card(g, game, obj, viewer)
            item["text"] = item["card"]["name"] or "face-down spell"
        else:  # CR 113.7a: the ability of the face it came from
            source = g.obj_name(obj) if not g.obj_face_down(obj) or _sees(g, obj, viewer) else ""
            item["source"] = obj
            item["text"] = f"ability of {source or 'a face-down permanent'}: {db.abilities(face)[ability][1]}"
        item["targets"] = [{"ref": t, "text": _target_text(g, t, viewer)} for t in targets]
        out.append(item)
    return out


def _target_text(g, t: int, viewer: Optional[int]) -> str:
    """A target as ``viewer`` may know it (a spectator knows no card in a hidden zone)."""
    if viewer is None and 0 <= t < g.num_objects() and g.obj_zone(t) in (_LIBRARY, _HAND):
        return "a card in a hidden zone"
    return g.describe_for(t, -1 if viewer is None else viewer)


def player_view(game: "Game", viewer: Optional[int]) -> PlayerView:
    """The :class:`PlayerView` of ``viewer`` (0, 1, or None for a spectator)."""
    g = game._g
    other_seen: list = []
    players = []
    for p in range(g.num_players):  # every seat (CR 800.1: more than two in multiplayer)
        lib = g.library(p)
        players.append({
            "index": p, "life": g.life(p), "poison": g.poison(p), "lost": bool(g.lost(p)),
            "left": bool(g.left_game(p)),  # CR 800.4a: left a multiplayer game
            "hand_size": len(g.hand(p)), "library_size": len(lib), "mulligans": g.mulligans(p),
            "mana_pool": list(g.mana_pool(p)),
            "graveyard": [_card(g, game, o, viewer) for o in g.graveyard(p)],
            # CR 401.2: the places the viewer knows, 0 = the top
            "known_library": [{"position": i, "name": _card(g, game, o, viewer)["name"]}
                              for i, o in enumerate(lib) if viewer is not None and g.obj_seen_by(o, viewer)],
        })
        if viewer is not None and p != viewer:
            other_seen += [{"player": p, "name": g.obj_name(o)} for o in g.hand(p) if g.obj_seen_by(o, viewer)]
    r = game.result
    data = {
        "version": VIEW_VERSION,
        "viewer": viewer,
        "turn": g.turn,
        "step": game.step,
        "active_player": g.active_player,
        "day_night": ("neither", "day", "night")[g.day_night()],
        "decision": {"player": g.decision_player, "kind": _core.DECISION_KINDS[g.decision_kind]},
        "over": bool(g.over),
        "result": None if r is None else {"winner": r.winner, "draw": r.draw, "reason": r.reason,
                                          "turns": r.turns},
        "players": players,
        "hand": [] if viewer is None else [_card(g, game, o, viewer) for o in g.hand(viewer)],
        "known_hand": other_seen,  # the other player's hand cards the viewer has looked at
        "battlefield": [_card(g, game, o, viewer) for o in g.battlefield()],
        "exile": [_card(g, game, o, viewer) for o in g.exile()],
        "command": [_card(g, game, o, viewer) for o in g.command()],
        "stack": _stack(g, game, viewer),
    }
    return PlayerView(viewer, data)
