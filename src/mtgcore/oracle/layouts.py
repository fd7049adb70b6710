"""Cards with more than one face (CR 709 split, 712 double-faced, 715 adventurers).

Each face is compiled like a one-faced card (:func:`translate.compile_face`) and the
faces are joined as the DSL joins them: ``SplitCard`` (709), ``adventure=`` (715),
``back_face=`` with ``layout="modal_dfc"`` (712.3) or a transforming back face (712.2,
701.27).  A face the snapshot lacks (its source keeps only first faces of some
layouts; ``oracle/faces.json`` completes them by hand) means the card is not built.
"""

from __future__ import annotations

from mtgcore.cards.dsl import SplitCard
from mtgcore.oracle.snapshot import CardFacts

#: Layouts built here.
LAYOUTS = ("split", "adventure", "modal_dfc", "transform")


def _not_built(name, kind, detail):
    from mtgcore.oracle.translate import NotBuilt
    return NotBuilt(name, kind, detail)


def _colors(face) -> dict:
    """A back face's colors are its color indicator's (CR 202.2e, 204); a face
    without one and without a mana cost is colorless (lands, artifacts)."""
    if face.color_indicator:
        return {"colors": "".join(face.color_indicator)}
    return {}


def compile_layout(facts: CardFacts):
    from mtgcore.oracle.translate import compile_face
    name, layout = facts.name, facts.layout
    if layout not in LAYOUTS:
        raise _not_built(name, "layout", layout)
    if len(facts.faces) != 2:
        raise _not_built(name, "layout", f"{layout} without its second face in the snapshot")
    front, back = facts.faces
    if layout == "split":
        if " // " in front.text or not front.cost or not back.cost:
            raise _not_built(name, "layout", "split card faces")
        left = compile_face(front, front.name, front.name)
        right = compile_face(back, back.name, back.name)
        return SplitCard(left, right)
    if layout == "adventure":
        adv = compile_face(back, back.name, back.name)
        return compile_face(front, front.name, front.name, {"adventure": adv})
    # Double-faced cards: the card's name is its front face's (CR 712.8a); the back
    # face has no mana cost (712.8d) and its colors from its color indicator.
    if layout == "transform":
        if back.cost:
            raise _not_built(name, "layout", "a transforming back face with a mana cost")
        types = back.type_line.split(" — ")[0].lower().split()
        if not back.color_indicator and "land" not in types:
            raise _not_built(name, "mechanism", "a back face whose color indicator the "
                                                "snapshot lacks")
        if "transform" not in front.text.lower() and "transform" not in back.text.lower():
            raise _not_built(name, "mechanism", "a double-faced card that transforms by a "
                                                "keyword (daybound, disturb, ...)")
        b = compile_face(back, back.name, back.name, _colors(back))
        return compile_face(front, front.name, front.name, {"back_face": b})
    b = compile_face(back, back.name, back.name, _colors(back))
    return compile_face(front, front.name, front.name, {"back_face": b, "layout": "modal_dfc"})
