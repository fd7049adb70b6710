"""Every hand-written library card's facts agree with the bundled Oracle snapshot.

The snapshot (``mtgcore.oracle.snapshot``) holds the current Oracle reference; the
library's definitions were typed from Oracle text and must follow it: name, mana
cost, type line, power/toughness, loyalty, defense and Oracle text (reminder text
in parentheses as the snapshot has it), and each face's for split, adventure,
modal double-faced and transforming cards.  Tokens and emblems are not cards and
are skipped.
"""

from mtgcore.cards.dsl import COLORS
from mtgcore.cards.library import ALL_CARDS
from mtgcore.oracle.snapshot import Snapshot

SNAPSHOT = Snapshot()


def _faces(card):
    """The library card's faces in the snapshot's order: (face name, Card)."""
    if card.layout == "split":
        return [(h.name, h) for h in card.faces]
    faces = [(card.name, card)]
    if card.layout in ("adventure", "modal_dfc"):
        faces += [(f.name, f) for f in card.faces]
    elif card.back_face is not None:
        faces.append((card.back_face.name, card.back_face))
    return faces


def _number(card, attr, kind):
    """The library's printed value (None where the card has none)."""
    if kind not in card.types:
        return None
    return str(getattr(card, attr))


def _printed(value):
    """The snapshot's printed power or toughness as the library writes it: a
    characteristic-defining ``*`` (CR 604.3, 208.2) is written 0, ``1+*`` is 1."""
    if value is None or "*" not in value:
        return value
    return str(sum(int(v) for v in value.replace("*", "0").split("+")))


def differences(card) -> list:
    """Every way ``card`` differs from its snapshot record, one line each."""
    facts = SNAPSHOT.get(card.name)
    if facts is None:
        return [f"{card.name}: not in the snapshot"]
    out = []
    mine = _faces(card)
    if len(mine) > 1 and " // ".join(n for n, _ in mine) != facts.name:
        out.append(f"{card.name}: faces {' // '.join(n for n, _ in mine)!r}, "
                   f"snapshot {facts.name!r}")
    if len(mine) == 1 and card.name != facts.name:
        out.append(f"{card.name}: name, snapshot {facts.name!r}")
    if len(mine) != len(facts.faces):
        out.append(f"{card.name}: {len(mine)} face(s), snapshot {len(facts.faces)}")
    for (name, face), snap in zip(mine, facts.faces):
        where = card.name if name == card.name else f"{card.name} ({name})"
        if name != snap.name:
            out.append(f"{where}: face name, snapshot {snap.name!r}")
        pairs = [("cost", face.cost, snap.cost),
                 ("type line", face.type_line, snap.type_line),
                 ("power", _number(face, "power", "creature"), _printed(snap.power)),
                 ("toughness", _number(face, "toughness", "creature"), _printed(snap.toughness)),
                 ("loyalty", _number(face, "loyalty", "planeswalker"), snap.loyalty),
                 ("defense", _number(face, "defense", "battle"), snap.defense),
                 ("Oracle text", face.oracle, snap.text)]
        if snap.color_indicator or (not face.cost and "land" not in face.types):
            # a face without a mana cost has the colors of its color indicator, if any
            # (CR 105.2, 204): a transforming card's back face, Ancestral Vision
            mine_colors = tuple(c for i, c in enumerate(COLORS) if face.colors & (1 << i))
            pairs.append(("colors (color indicator)", mine_colors, snap.color_indicator))
        for what, got, want in pairs:
            if got != want:
                out.append(f"{where}: {what}\n      library:  {got!r}\n      snapshot: {want!r}")
    return out


def test_every_library_card_matches_the_snapshot():
    cards = [c for c in ALL_CARDS if not c.is_token and c.type_line != "Emblem"]
    assert len(cards) > 500
    diffs = [d for c in cards for d in differences(c)]
    assert not diffs, (f"{len(diffs)} difference(s) between the library and the Oracle "
                       f"snapshot:\n  " + "\n  ".join(diffs))


def test_the_check_sees_a_difference():
    """The comparison is not vacuous: a card typed with old wording is reported."""
    from mtgcore.cards.dsl import Card

    old = Card(name="Wild Nacatl", cost="{G}", type_line="Creature — Cat", power=1,
               toughness=1, oracle="Wild Nacatl gets +1/+1 as long as you control a "
                                   "Mountain.\nWild Nacatl gets +1/+1 as long as you control a Plains.")
    got = differences(old)
    assert any("type line" in d and "Cat Warrior" in d for d in got), got
    assert any("Oracle text" in d for d in got), got


def test_back_faces_colors_are_checked():
    """A transforming card's back face has no mana cost: its colors are its color
    indicator's, and a wrong one is reported."""
    from mtgcore.cards.dsl import Card

    by_name = {c.name: c for c in ALL_CARDS}
    delver = by_name["Delver of Secrets"]
    assert SNAPSHOT.get("Insectile Aberration").faces[1].color_indicator == ("U",)
    assert not differences(delver)
    wrong = Card(name="Delver of Secrets", cost=delver.cost, type_line=delver.type_line,
                 oracle=delver.oracle, power=1, toughness=1, abilities=delver.abilities,
                 back_face=Card(name="Insectile Aberration", type_line="Creature — Human Insect",
                                oracle="Flying", power=3, toughness=2, keywords=["flying"],
                                colors="G"))
    got = differences(wrong)
    assert any("color indicator" in d and "'G'" in d for d in got), got


def test_faces_are_compared():
    by_name = {c.name: c for c in ALL_CARDS}
    # a split card, an adventurer, a modal double-faced card and a transforming card
    for name, n in [("Wear // Tear", 2), ("Murderous Rider", 2), ("Kazandu Mammoth", 2),
                    ("Delver of Secrets", 2)]:
        card = by_name[name]
        assert len(_faces(card)) == n == len(SNAPSHOT.get(name).faces), name
