"""Compiling one card's Oracle facts to a :class:`~mtgcore.cards.dsl.Card`.

:func:`compile_facts` reads each line of the card's text with the grammar
(:mod:`mtgcore.oracle.grammar`) and gives its meaning (:mod:`mtgcore.oracle.build`);
the card is built only if every line has its whole meaning.  Otherwise
:class:`NotBuilt` says why: the first line not understood, or the mechanism the
engine lacks.
"""

from __future__ import annotations

import re

from lark.exceptions import LarkError, VisitError

from mtgcore.cards.dsl import Card, Modal, Triggered
from mtgcore.errors import CardDefinitionError, MtgError
from mtgcore.oracle.build import Meaning, Part, Unsupported
from mtgcore.oracle.build_effects import uses_x
from mtgcore.oracle.build_library_manipulation import join_instead_damage
from mtgcore.oracle.grammar import normalize, parser, strip_reminder, subtypes
from mtgcore.oracle.snapshot import CardFacts

#: Layouts the compiler builds (the others are recorded as their layout).
LAYOUTS = ("normal",)


class NotBuilt(MtgError):
    """A card the compiler does not build, with the reason.

    ``kind``: "layout", "not understood" (a line the grammar doesn't read),
    "mechanism" (read, but the engine or the compiler lacks what it means) or
    "definition" (the DSL refused the result).  ``detail``: the line or mechanism.
    """

    def __init__(self, card: str, kind: str, detail: str):
        super().__init__(f"card {card!r} is not supported: {kind}: {detail}")
        self.card, self.kind, self.detail = card, kind, detail

    @property
    def reason(self) -> str:
        return f"{self.kind}: {self.detail}"


def _pt(value, name: str, field: str):
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        pass
    # CR 208.2a: "*" is defined by a characteristic-defining ability (checked once the
    # card's statics are read); the library writes "*" as 0 and "*+1" as 1.
    m = re.fullmatch(r"(?:(\d+)\+)?\*(?:\+(\d+))?", value)
    if m:
        return _Star(int(m.group(1) or m.group(2) or 0))
    raise NotBuilt(name, "mechanism", f"{field} {value!r}")


class _Star(int):
    """A printed "*" (or "*+N") power or toughness: N, defined by a CDA."""




_PARSED: dict = {}


def _parse(text: str, start: str):
    """The parse tree of a normalized line, or its parse error again (the same sentence
    recurs across cards; the meaning, which reads the card's own text, is given anew
    each time)."""
    key = (text, start)
    got = _PARSED.get(key)
    if got is None:
        try:
            got = parser().parse(text, start=start)
        except LarkError:
            got = False
        if len(_PARSED) < 1 << 17:
            _PARSED[key] = got
    if got is False:
        raise _NotParsed(text)
    return got


class _NotParsed(LarkError):
    """A line the grammar does not read."""


def parse_line(line: str, card_name: str, start: str, type_word: str = "permanent") -> Part:
    """The meaning of one line (raises Unsupported, or LarkError if not understood)."""
    tree = _parse(normalize(line, card_name), start)
    try:
        return Meaning(card_name, subtypes(), strip_reminder(line), type_word).transform(tree)
    except VisitError as e:  # a rule's meaning refused: the error it raised, not a parse error
        raise e.orig_exc from None


def compile_facts(facts: CardFacts) -> Card:
    """The card built from its Oracle facts, or NotBuilt with the reason."""
    name = facts.name
    if facts.layout == "normal" and len(facts.faces) == 1:
        return compile_face(facts.front, name, name)
    from mtgcore.oracle.layouts import compile_layout
    return compile_layout(facts)


def compile_face(face, name: str, card_name: str, extra: dict | None = None,
                 lines: list | None = None) -> Card:
    """One face built from its facts: ``name`` is the Card's name, ``card_name`` the
    name the text uses for itself; ``extra`` adds Card arguments (faces, colors,
    abilities read by the caller); ``lines``: the lines of the text to read (default:
    all)."""
    types = face.type_line.split(" — ")[0].lower().split()
    is_spell = "instant" in types or "sorcery" in types
    kwargs: dict = {"name": name, "cost": face.cost, "type_line": face.type_line,
                    "oracle": face.text}
    kwargs.update(extra or {})
    kwargs["power"] = _pt(face.power, name, "power")
    kwargs["toughness"] = _pt(face.toughness, name, "toughness")
    kwargs["loyalty"] = _pt(face.loyalty, name, "loyalty")
    if face.defense is not None:
        kwargs["defense"] = _pt(face.defense, name, "defense")
    if face.color_indicator and "colors" not in kwargs:  # CR 202.2e, 204: its colors
        kwargs["colors"] = "".join(face.color_indicator)
    given_keywords = list(kwargs.pop("keywords", ()))
    got = read_lines(face.text.split("\n") if lines is None else lines, name, card_name, is_spell,
                     kwargs)
    got["keywords"] = given_keywords + got["keywords"]
    keywords, abilities, statics, replacements = (got["keywords"], got["abilities"], got["statics"],
                                                  got["replacements"])
    cost_changes, spell, modal, modes = got["cost_changes"], got["spell"], got["modal"], got["modes"]
    if modal is not None:
        if len(modes) < 2:
            raise NotBuilt(name, "not understood", "a modal spell without its modes")
        if isinstance(modal, tuple):  # "If <condition>, you may choose both instead." (700.2)
            spell = Modal(modal[0], *modes, more_if=(modal[1], modal[2]))
        else:
            spell = Modal(modal, *modes)
    stars = [k for k in ("power", "toughness") if isinstance(kwargs.get(k), _Star)]
    for k in stars:
        if not any(st.cda and getattr(st.change, k) is not None for st in statics):
            raise NotBuilt(name, "mechanism", f"{k} {getattr(face, k)!r} without a characteristic-"
                                              "defining ability the compiler reads")
        kwargs[k] = int(kwargs[k])
    if keywords:
        kwargs["keywords"] = keywords
    if abilities:
        kwargs["abilities"] = abilities
    if statics:
        kwargs["statics"] = statics
    if replacements:
        kwargs["replacements"] = replacements
    if cost_changes:
        kwargs["cost_changes"] = cost_changes
    if spell and not isinstance(spell, Modal) and uses_x(spell) and "{X}" not in (face.cost or ""):
        raise NotBuilt(name, "mechanism", "an X not from the mana cost")
    if spell:
        kwargs["spell"] = spell
    elif is_spell:
        raise NotBuilt(name, "not understood", "an instant or sorcery without effects")
    try:
        return Card(**kwargs)
    except CardDefinitionError as e:
        raise NotBuilt(name, "definition", str(e)) from None
    except (ValueError, TypeError) as e:
        raise NotBuilt(name, "definition", str(e)) from None


#: CR 706.3a: a results table's row, "N1—N2 | [effect]", "N | ...", "N+ | ...",
#: "N or less | ...", "N or higher | ...".
_ROW = re.compile(r"^(\d+)(?:\u2014(\d+)|(\+| or higher)|( or less))? \| (.+)$")


def _results_tables(raw_lines) -> list:
    """(line, shown) pairs: each results table's rows joined to the ability that rolls
    (706.3b: all one ability), each row written as "roll result N1 to N2: [effect] end
    roll result." for the grammar; ``shown`` is the card's own first line of it (what a
    reason names)."""
    out = []
    for raw in raw_lines:
        m = _ROW.match(strip_reminder(raw))
        if not m or not out:
            out.append((raw, raw))
            continue
        lo, hi = int(m.group(1)), m.group(2)
        if m.group(4):  # "N or less"
            lo, hi = 1, lo
        elif m.group(3):  # "N+", "N or higher"
            hi = None
        elif hi is None:
            hi = lo
        line, shown = out[-1]
        out[-1] = (f"{line} roll result {lo} to {'up' if hi is None else hi}: "
                   f"{strip_reminder(m.group(5))} end roll result.", shown)
    return out


def read_lines(raw_lines, name: str, card_name: str, is_spell: bool, kwargs: dict) -> dict:
    """The meanings of some lines of a face: its keywords, abilities, statics,
    replacements, cost changes, spell effects, modes; fields go into ``kwargs``."""
    keywords, abilities, statics, replacements, spell = [], list(kwargs.pop("abilities", ())), [], [], []
    cost_changes = []
    modal = None
    modes = []
    trigger = None  # a modal triggered or activated ability gathering its modes (CR 603.3c)
    for raw, shown in _results_tables(raw_lines):
        if not strip_reminder(raw):
            continue
        if trigger is not None and not raw.startswith("\u2022"):
            abilities += _modal_trigger(name, *trigger)
            trigger = None
        start = "mode_line" if raw.startswith("•") else ("spell_line" if is_spell else "perm_line")
        try:
            part = parse_line(raw, card_name, start)
        except Unsupported as e:
            raise NotBuilt(name, "mechanism", e.mechanism) from None
        except LarkError:
            raise NotBuilt(name, "not understood", strip_reminder(shown)) from None
        except CardDefinitionError as e:
            raise NotBuilt(name, "definition", str(e)) from None
        except ValueError as e:  # a DSL constructor refused what the line said
            raise NotBuilt(name, "definition", f"{strip_reminder(raw)}: {e}") from None
        for part in (part.value if part.kind == "parts" else [part]):  # a line of two abilities
            if part.kind == "keywords":
                for item in part.value:
                    kind = item[0]
                    if kind == "kw":
                        keywords.append(item[1])
                    elif kind == "kws":
                        keywords += item[1]
                    elif kind == "ability":
                        abilities.append(item[1])
                    elif kind == "field":
                        _set(kwargs, name, item[1], item[2])
                    elif kind == "fields":
                        for k, v in item[1].items():
                            _set(kwargs, name, k, v)
            elif part.kind == "ability":
                abilities.append(part.value)
            elif part.kind == "abilities":
                abilities += part.value
            elif part.kind == "cost_change":
                cost_changes.append(part.value)
            elif part.kind == "static":
                statics.append(part.value)
            elif part.kind == "replacement":
                replacements.append(part.value)
            elif part.kind == "field":
                _set(kwargs, name, part.name, part.value)
            elif part.kind == "spell":
                if not is_spell:
                    raise NotBuilt(name, "not understood", strip_reminder(shown))
                if modal is not None:
                    raise NotBuilt(name, "mechanism", "effects after the modes of a modal spell")
                spell += list(part.value)
            elif part.kind == "instead":  # "~ deals N damage instead if <condition>."
                if not is_spell or modal is not None:
                    raise NotBuilt(name, "not understood", strip_reminder(shown))
                spell = join_instead_damage(name, spell, part.value)
            elif part.kind == "modal":
                if not is_spell or modal is not None or spell:
                    raise NotBuilt(name, "mechanism", "modes of a triggered or activated ability")
                modal = part.value
            elif part.kind in ("modal_trigger", "modal_activated"):
                trigger = [[strip_reminder(raw)], part, []]
            elif part.kind == "mode" and trigger is not None:
                trigger[0].append(strip_reminder(raw))
                trigger[2].append(part.value)
            elif part.kind == "mode":
                if modal is None:
                    raise NotBuilt(name, "not understood", strip_reminder(shown))
                modes.append(part.value)
            else:  # pragma: no cover - every Part kind is handled above
                raise NotBuilt(name, "mechanism", part.kind)
    if trigger is not None:
        abilities += _modal_trigger(name, *trigger)
    return {"keywords": keywords, "abilities": abilities, "statics": statics,
            "replacements": replacements, "cost_changes": cost_changes, "spell": spell,
            "modal": modal, "modes": modes}


def _modal_trigger(name: str, texts: list, part, modes: list) -> list:
    """A modal triggered ability (CR 603.3c, 700.2: one Triggered per event) or
    activated ability (602.2b), its text the "choose" line and its modes' lines."""
    if len(modes) < 2:
        raise NotBuilt(name, "not understood", "a modal ability without its modes")
    if any(uses_x(m) for m in modes):
        raise NotBuilt(name, "mechanism", "X in a modal ability's mode")
    text = "\n".join(texts)
    try:
        if part.kind == "modal_activated":
            make, choose = part.value
            return [make(text, Modal(choose, *modes))]
        events, cond, choose = part.value
        return [Triggered(text, on, Modal(choose, *modes), condition=cond) for on in events]
    except Unsupported as e:
        raise NotBuilt(name, "mechanism", e.mechanism) from None
    except ValueError as e:
        raise NotBuilt(name, "definition", f"{texts[0]}: {e}") from None


def _set(kwargs: dict, name: str, key: str, value) -> None:
    if key in kwargs and kwargs[key] != value:
        raise NotBuilt(name, "mechanism", f"two {key} abilities")
    kwargs[key] = value
