"""The event log, filtered per player like :mod:`mtgcore.views`.

With :meth:`mtgcore.Game.enable_event_log`, the engine keeps every event its funnel
performs (``Game::Record``: zone changes, damage, life gained and lost, counters put
and removed, taps and untaps, draws, casts, activations, attacks, blocks, steps
beginning, targets chosen, ...); :meth:`mtgcore.Game.take_events` turns them into
records as one player may know them; a ``trigger`` record tells a triggered ability
put on the stack (CR 603.3: its source, text and stack ``ref``), and an ``action``
record each choice made through ``Game.apply`` / ``concede`` (``{"kind": "action",
"player", "action", "label"}``; the label is None for the other player where it would
name a hidden card, see :data:`PUBLIC_ACTIONS`).  A record::

    {"kind": "zone_change", "from": "library", "to": "hand", "cause": "draw",
     "card": {"id": 231, "name": "Forest"} | {"id": null, "name": null}, ...}

An object a record names is ``{"id", "name"}``; both are None where ``player`` may
not know which card it is (a card drawn by the other player, one put into a library,
a face-down permanent of the other player's), so the log tells no more than the
view does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from mtgcore import _core

if TYPE_CHECKING:  # pragma: no cover
    from mtgcore.game import Game

EVENT_KINDS = _core.EVENT_KINDS
CAUSES = _core.CAUSES
_ZONES = _core.ZONES
_LIBRARY, _HAND = 1, 2
_HIDDEN = object()


def _public(zone: int) -> bool:
    return zone not in (0, _LIBRARY, _HAND)


def _row_known(g, o: int, zone: int, viewer: Optional[int]) -> bool:
    """``viewer`` may know which card row ``o`` (in ``zone`` then) is."""
    if o < 0:
        return False
    if zone == _HAND:
        return viewer is not None and (g.obj_owner(o) == viewer or g.obj_seen_by(o, viewer))
    if zone == _LIBRARY:
        return viewer is not None and g.obj_seen_by(o, viewer)
    if g.obj_face_down(o):  # 708.5, 708.9: its controller looked at it (on the stack or battlefield)
        return g.over or (viewer is not None and g.obj_controller(o) == viewer)
    return True


def _obj(g, o: int, known: bool, db=None) -> dict:
    """A row as ``{"id", "name"}``: its number unless it is in a hidden zone (see
    mtgcore.views), its name if ``known``."""
    if o < 0:
        return {"id": None, "name": None}
    shown = g.obj_zone(o) not in (_LIBRARY, _HAND)
    return {"id": o if shown else None, "name": _name(g, o, db) if known else None}


def _name(g, o: int, db=None) -> Optional[str]:
    """Row ``o``'s name; a face-down row's own name is none (708.2): its card's then,
    for whoever may look at it."""
    return g.obj_name(o) or (db.name(g.obj_def(o)) if db is not None and g.obj_face_down(o) else None)


def _ref(g, r: int, viewer: Optional[int], db=None) -> dict:
    """A damage recipient / attack target: a player or a (public) object."""
    if r < 0 and r >= -g.num_players:
        return {"player": -1 - r}
    if r < 0 or r >= g.num_objects():
        return {"id": None, "name": None}
    return _obj(g, r, _row_known(g, r, g.obj_zone(r), viewer), db)


def event_record(g, raw: tuple, viewer: Optional[int], db=None) -> dict:
    """One engine event as ``viewer`` may know it (``db``: the card database, to name
    a face-down card for its controller)."""
    (kind, frm, to, cause, player, obj, new_obj, source, target, amount, arg, combat,
     face_down) = raw
    name = EVENT_KINDS[kind]
    rec: dict = {"kind": name}
    if player >= 0:
        rec["player"] = player
    if name == "zone_change":
        known = _row_known(g, obj, frm, viewer) or (new_obj >= 0 and _row_known(g, new_obj, to, viewer))

        def shown(z: int, o: int) -> bool:  # its row number may be shown (mtgcore.views)
            return o >= 0 and (_public(z) or (z == _HAND and viewer is not None and g.obj_owner(o) == viewer))
        rid = new_obj if shown(to, new_obj) else obj if shown(frm, obj) else None
        rec.update({"from": _ZONES[frm], "to": _ZONES[to], "cause": CAUSES[cause],
                    "card": {"id": rid, "name": _name(g, obj, db) if known else None}})
        if obj >= 0:
            rec["owner"] = g.obj_owner(obj)
        if face_down:
            rec["face_down"] = True
        return rec
    if name == "draw":
        mine = viewer is not None and player == viewer  # CR 402.3: the drawer sees it
        rec["card"] = {"id": new_obj, "name": _name(g, new_obj)} if mine and new_obj >= 0 else \
            {"id": None, "name": None}
        return rec
    if name in ("damage",):
        rec.update({"source": _ref(g, source, viewer, db) if source >= 0 else None,
                    "target": _ref(g, target, viewer, db), "amount": amount, "combat": combat})
        return rec
    if name in ("life_gain", "life_loss"):
        rec["amount"] = amount
        return rec
    if name in ("counter_put", "counter_removed"):
        rec.update({"object": _ref(g, obj, viewer, db), "counter": _core.COUNTER_NAMES[arg]
                    if 0 <= arg < len(_core.COUNTER_NAMES) else arg, "amount": amount})
        return rec
    if name == "step_begin":
        rec["step"] = _core.STEPS[arg] if 0 <= arg < len(_core.STEPS) else arg
        return rec
    for field, o in (("object", obj), ("source", source)):
        if o >= 0:
            rec[field] = _ref(g, o, viewer, db)
    if name == "trigger":
        return rec
    if target != _core.NO_REF and name in ("attack", "block", "attack_alone"):
        rec["target"] = _ref(g, target, viewer, db)
    if amount:
        rec["amount"] = amount
    return rec


#: Action kinds whose label tells the other player nothing hidden: what was cast,
#: activated, played, attacked, blocked, targeted, kept (all public: CR 601.2, 602.2,
#: 508.1, 509.1, 103.5).  Others (a scry's or a search's choice, a discard, the cards
#: put on the bottom after a mulligan) are logged for the other player without a label.
PUBLIC_ACTIONS = frozenset({
    "pass", "play_land", "cast", "activate", "keep", "mulligan", "target", "sacrifice", "attack",
    "block", "done", "assign_damage", "keep_legend", "put_trigger", "yes", "no", "number",
    "mana_ability", "ninjutsu", "turn_face_up", "mode", "cast_face", "word", "replacement",
    "cost_object", "concede"})


def action_record(player: int, kind: str, label: str, viewer: Optional[int]) -> dict:
    """An action applied (a choice made), as ``viewer`` may know it."""
    public = viewer == player or kind in PUBLIC_ACTIONS
    return {"kind": "action", "player": player, "action": kind, "label": label if public else None}


def filter_events(game: "Game", log: list, viewer: Optional[int]) -> list:
    """The records of ``log`` (``("e", engine event)`` and ``("a", player, kind,
    label)`` entries, :meth:`mtgcore.Game.take_events_for`) as ``viewer`` may know them;
    a ``trigger`` record for each triggered ability put on the stack."""
    g = game._g
    out = []
    for entry in log:
        if entry[0] == "a":
            out.append(action_record(entry[1], entry[2], entry[3], viewer))
            continue
        e = entry[1]
        rec = event_record(g, e, viewer, game.library.db)
        if rec["kind"] == "trigger":  # CR 603.3: put on the stack; its text is public
            src = e[7]
            rec["text"] = game.library.db.abilities(g.obj_def(src))[e[10]][1] if src >= 0 else ""
            rec["ref"] = e[8]
        out.append(rec)
    return out
