"""Cards with more than one face (CR 709 split, 712 double-faced, 715 adventurers).

Each face is compiled like a one-faced card (:func:`translate.compile_face`) and the
faces are joined as the DSL joins them: ``SplitCard`` (709), ``adventure=`` (715),
``back_face=`` with ``layout="modal_dfc"`` (712.3) or a transforming back face (712.2,
701.27).  A face the snapshot lacks (its source keeps only first faces of some
layouts; ``oracle/faces.json`` completes them by hand) means the card is not built.
"""

from __future__ import annotations

import re

from mtgcore.cards.dsl import Chapter, ClassLevel, LevelSymbol, LevelUp, Solved, SplitCard, ToSolve
from mtgcore.oracle.snapshot import CardFacts

#: Layouts built here.
LAYOUTS = ("split", "adventure", "modal_dfc", "transform", "saga", "class", "leveler", "flip",
           "case", "prototype")

#: CR 714.2a, 714.2c: "I, II — [Effect]" (Roman numerals, long dash).
_CHAPTER = re.compile(r"^((?:[IVX]+)(?:, [IVX]+)*) \u2014 (.+)$")
#: CR 716.2a: a class level bar "[Cost]: Level N".
_CLASS_BAR = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")
#: CR 711.2a-b: a level symbol "LEVEL N1-N2" / "LEVEL N3+", then its P/T box.
_LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT_BOX = re.compile(r"^(\d+)/(\d+)$")
#: CR 702.160a: "Prototype [cost] — P/T".
_PROTOTYPE = re.compile(r"^Prototype ((?:\{[^}]+\})+) \u2014 (\d+)/(\d+)$")
#: CR 702.87a: "Level up [cost]".
_LEVEL_UP = re.compile(r"^Level up ((?:\{[^}]+\})+)$")


#: Why a layout isn't built (the reason recorded for its cards).
_NOT_BUILT = {
    "prepare": "prepare (the January 2026 Comprehensive Rules bundled here have no rules for it)",
    "mutate": "mutate (702.140, 729: merging with permanents is not implemented)",
    "meld": "meld (701.42, 712.4: melded permanents are not implemented)",
}


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
        raise _not_built(name, "layout", _NOT_BUILT.get(layout, layout))
    if layout == "saga":
        return compile_saga(facts)
    if layout in ("class", "leveler"):
        return compile_levels(facts)
    if layout == "case":
        return compile_case(facts)
    if layout == "prototype":
        return compile_prototype(facts)
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
    if layout == "flip":  # CR 710: the flipped half's name, text, types and P/T (710.1b)
        flipped = compile_face(back, back.name, back.name)
        return compile_face(front, front.name, front.name, {"back_face": flipped, "layout": "flip"})
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


def compile_saga(facts: CardFacts):
    """A Saga (CR 714): each chapter line is a chapter ability (:func:`Chapter`), its
    effect read like a spell's; other lines (a Saga creature's, 714.1a) as usual."""
    from mtgcore.oracle.build import Unsupported
    from mtgcore.oracle.translate import compile_face, parse_line, strip_reminder
    name = facts.name
    if len(facts.faces) != 1:
        raise _not_built(name, "layout", "a Saga with two faces")
    face = facts.front
    chapters, rest, keywords = [], [], []
    for raw in face.text.split("\n"):
        line = strip_reminder(raw)
        if line == "Read ahead":  # CR 702.155
            keywords.append("read ahead")
            continue
        m = _CHAPTER.match(line)
        if not m:
            rest.append(raw)
            continue
        try:
            part = parse_line(m.group(2), name, "spell_line")
        except Unsupported as e:
            raise _not_built(name, "mechanism", e.mechanism) from None
        except Exception:  # noqa: BLE001 - the grammar's parse errors: not understood
            raise _not_built(name, "not understood", line) from None
        if part.kind != "spell":
            raise _not_built(name, "not understood", line)
        chapters += Chapter(tuple(m.group(1).split(", ")), line, list(part.value))
    if not chapters:
        raise _not_built(name, "not understood", "a Saga without chapter abilities")
    extra = {"abilities": chapters}
    if keywords:
        extra["keywords"] = keywords
    return compile_face(face, name, name, extra, lines=rest)


def _level_section(facts: CardFacts, lines: list) -> dict:
    """The abilities of one class level section or leveler striation (716.2a, 711.2):
    keywords, abilities, statics and replacements only."""
    from mtgcore.oracle.translate import read_lines
    fields: dict = {}
    got = read_lines(lines, facts.name, facts.name, False, fields)
    if fields:
        raise _not_built(facts.name, "mechanism", f"a level's {sorted(fields)[0]}")
    if got["cost_changes"] or got["spell"] or got["modal"] is not None:
        raise _not_built(facts.name, "mechanism", "a level's cost change or modes")
    return {"keywords": got["keywords"], "abilities": got["abilities"],
            "statics": got["statics"], "replacements": got["replacements"]}


def compile_levels(facts: CardFacts):
    """A Class (CR 716: lines after a class level bar "[Cost]: Level N" are that level's
    abilities, 716.2a) or a leveler (711: "Level up [cost]", 702.87a; then each level
    symbol "LEVEL N1-N2" / "LEVEL N3+", its P/T box and the abilities of its
    striation, 711.2).  The lines before the first bar or symbol are read as usual
    (716.3, 711.4)."""
    from mtgcore.oracle.translate import compile_face, strip_reminder
    name = facts.name
    if len(facts.faces) != 1:
        raise _not_built(name, "layout", f"a {facts.layout} card with two faces")
    face = facts.front
    top, sections, levels, extra = [], [], [], []
    lines = face.text.split("\n")
    i = 0
    while i < len(lines):
        line = strip_reminder(lines[i])
        bar = _CLASS_BAR.match(line) if facts.layout == "class" else None
        sym = _LEVEL_SYMBOL.match(line) if facts.layout == "leveler" else None
        up = _LEVEL_UP.match(line) if facts.layout == "leveler" else None
        if bar:
            sections.append([("class", int(bar.group(2)), bar.group(1))])
        elif sym:
            pt = _PT_BOX.match(strip_reminder(lines[i + 1])) if i + 1 < len(lines) else None
            if not pt:
                raise _not_built(name, "not understood", f"{line} without its power/toughness box")
            hi = int(sym.group(2)) if sym.group(2) else None
            sections.append([("counters", int(sym.group(1)), hi, int(pt.group(1)), int(pt.group(2)))])
            i += 1
        elif up and not sections:
            extra.append(LevelUp(up.group(1)))
        elif sections:
            sections[-1].append(lines[i])
        else:
            top.append(lines[i])
        i += 1
    if not sections:
        raise _not_built(name, "not understood", f"a {facts.layout} card without its levels")
    for head, *body in sections:
        got = _level_section(facts, body)
        try:
            if head[0] == "class":
                levels.append(ClassLevel(head[1], head[2], **got))
            else:
                levels.append(LevelSymbol(head[1], head[2], head[3], head[4], **got))
        except ValueError as e:
            raise _not_built(name, "definition", str(e)) from None
    return compile_face(face, name, name, {"abilities": extra, "levels": levels}, lines=top)


def compile_case(facts: CardFacts):
    """A Case (CR 719.3): "To solve — [Condition]" is read as its meaning, "At the
    beginning of your end step, if [condition], this Case becomes solved." (719.3a,
    there only while it isn't solved); "Solved — [Ability text]" as that ability,
    working only while it is solved (702.169b-d).  Other lines as usual."""
    from mtgcore.oracle.build import Unsupported
    from mtgcore.oracle.translate import compile_face, parse_line, strip_reminder
    from lark.exceptions import LarkError
    name = facts.name
    if len(facts.faces) != 1:
        raise _not_built(name, "layout", "a Case with two faces")
    face = facts.front
    rest, levels = [], []
    for raw in face.text.split("\n"):
        line = strip_reminder(raw)
        if line.startswith("To solve \u2014 "):
            cond = line[len("To solve \u2014 "):].rstrip(".")
            meaning = f"At the beginning of your end step, if {cond[:1].lower()}{cond[1:]}, " \
                      "this Case becomes solved."
            try:
                part = parse_line(meaning, name, "perm_line")
            except Unsupported as e:
                raise _not_built(name, "mechanism", e.mechanism) from None
            except (LarkError, ValueError):
                raise _not_built(name, "not understood", line) from None
            if part.kind != "ability" or part.value.condition is None:
                raise _not_built(name, "not understood", line)
            levels.append(ToSolve(line, part.value.condition))
        elif line.startswith("Solved \u2014 "):
            levels.append(Solved(**_level_section(facts, [line[len("Solved \u2014 "):]])))
        else:
            rest.append(raw)
    if not levels:
        raise _not_built(name, "not understood", "a Case without 'To solve' and 'Solved'")
    return compile_face(face, name, name, {"levels": levels}, lines=rest)


def compile_prototype(facts: CardFacts):
    """A prototype card (CR 718): "Prototype [cost] — P/T" (702.160a) gives the card
    cast prototyped; the other lines are read as usual (718.5: the same abilities)."""
    from mtgcore.oracle.translate import compile_face, strip_reminder
    name = facts.name
    if len(facts.faces) != 1:
        raise _not_built(name, "layout", "a prototype card with two faces")
    face = facts.front
    proto, rest = None, []
    for raw in face.text.split("\n"):
        m = _PROTOTYPE.match(strip_reminder(raw))
        if m and proto is None:
            proto = (m.group(1), int(m.group(2)), int(m.group(3)))
        else:
            rest.append(raw)
    if proto is None:
        raise _not_built(name, "not understood", "a prototype card without its prototype line")
    return compile_face(face, name, name, {"prototype": proto}, lines=rest)
