"""The bundled card snapshot (mtgcore.oracle.snapshot) and `mtgcore cards import`."""

import gzip
import json

import pytest
from click.testing import CliRunner

from mtgcore.cli import main
from mtgcore.oracle import snapshot as snap
from mtgcore.oracle.snapshot import CardFacts, Face, Snapshot, SnapshotError


@pytest.fixture(scope="module")
def bundled():
    return Snapshot(snap.bundled_snapshot_path())


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """Every test gets its own user cache: the user's imported snapshot is never read
    nor written."""
    monkeypatch.setenv("MTGCORE_CACHE", str(tmp_path / "cache"))
    snap.reset_snapshot()
    yield
    snap.reset_snapshot()


def test_bundled_snapshot_loads(bundled):
    assert len(bundled) > 34000
    bolt = bundled.get("Lightning Bolt")
    assert bolt.layout == "normal" and len(bolt.faces) == 1
    f = bolt.front
    assert (f.name, f.cost, f.type_line, f.text) == (
        "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
    bears = bundled.get("Grizzly Bears").front
    assert (bears.power, bears.toughness, bears.types) == ("2", "2", ("Creature",))
    jace = bundled.get("Jace Beleren").front
    assert jace.loyalty == "3" and jace.type_line == "Legendary Planeswalker — Jace"
    assert bundled.source  # the header names what it was built from


def test_lookup_by_face_name_full_name_and_case(bundled):
    full = bundled.get("Wear // Tear")
    assert full is not None and full.layout == "split"
    assert bundled.get("Wear") is full and bundled.get("tear") is full
    assert bundled.get("wear // tear") is full and bundled.get("  WEAR ") is full
    assert [f.name for f in full.faces] == ["Wear", "Tear"]
    assert bundled.canonical("insectile aberration") == "Delver of Secrets // Insectile Aberration"
    assert bundled.get("No Such Card Anywhere") is None
    assert "Stomp" in bundled and "Stomps" not in bundled


def test_completed_faces_color_indicators_and_defense(bundled):
    """faces.json completes what the corpus lacks: second faces, color indicators,
    battle defense."""
    tear = bundled.get("Tear").faces[1]
    assert (tear.cost, tear.type_line) == ("{W}", "Instant")
    assert tear.text.startswith("Destroy target enchantment.")
    swift = bundled.get("Murderous Rider").faces[1]
    assert (swift.name, swift.cost, swift.type_line) == ("Swift End", "{1}{B}{B}",
                                                         "Instant — Adventure")
    vale = bundled.get("Kazandu Mammoth").faces[1]
    assert (vale.name, vale.type_line, vale.cost) == ("Kazandu Valley", "Land", "")
    assert bundled.get("Insectile Aberration").faces[1].color_indicator == ("U",)
    assert bundled.get("Delver of Secrets").faces[0].color_indicator == ()
    for name, colors in [("Ancestral Vision", ("U",)), ("Dryad Arbor", ("G",)),
                         ("Evermind", ("U",)), ("Restore Balance", ("W",)),
                         ("Living End", ("B",)), ("Hypergenesis", ("G",)),
                         ("Wheel of Fate", ("R",))]:
        assert bundled.get(name).front.color_indicator == colors, name
    assert bundled.get("Lotus Bloom").front.color_indicator == ()  # colorless, none printed
    siege = bundled.get("Invasion of Dominaria")
    assert siege.front.defense == "5" and siege.faces[1].color_indicator == ("W",)


def test_traditional_excludes_planes_schemes_and_digital_cards(bundled):
    assert bundled.get("Lightning Bolt").traditional
    assert bundled.get("Wear // Tear").traditional
    planes = [c for c in bundled if c.layout == "planar"]
    schemes = [c for c in bundled if c.layout == "scheme"]
    assert len(planes) > 100 and len(schemes) > 50
    assert not any(c.traditional for c in planes + schemes)
    made = CardFacts("Tolvada Hypothetical", "normal",
                     (Face("Tolvada Hypothetical", "", "Plane — Tolvada", "Chaos ensues."),))
    assert not made.traditional
    digital = CardFacts("A Digital Card", "normal",
                        (Face("A Digital Card", "{U}", "Instant", "Conjure a card named Island "
                              "into your hand."),))
    assert not digital.traditional


def test_record_round_trip(bundled):
    for name in ["Lightning Bolt", "Wear // Tear", "Delver of Secrets // Insectile Aberration",
                 "Invasion of Dominaria", "Tarmogoyf", "Ancestral Vision", "Jace Beleren"]:
        c = bundled.get(name)
        rec = json.loads(json.dumps(c.to_record()))
        assert CardFacts.from_record(rec) == c, name
    one = bundled.get("Lightning Bolt").to_record()
    assert "faces" not in one and one["cost"] == "{R}"  # one face: the flat form
    assert len(bundled.get("Wear // Tear").to_record()["faces"]) == 2


def test_supplement_replaces_only_its_own_card():
    """A hand-checked record replaces the card of its name (or the card a source names
    by its front face alone), never another card sharing its front face's name."""
    def card(name, *faces):
        return CardFacts(name, "split" if len(faces) > 1 else "normal",
                         tuple(Face(f, "{R}", "Instant", f"{f} text.") for f in faces))
    cards = [card("Start // Finish", "Start"), card("Start // Fire", "Start"),
             card("Lone Card", "Lone Card")]
    rec = {"layout": "split", "faces": [
        {"name": "Start", "cost": "{2}{W}", "type": "Instant", "text": "Older text."},
        {"name": "Finish", "cost": "{2}{B}", "type": "Sorcery", "text": "Finish text."}]}
    merged = {c.name: c for c in snap.merge_supplement(cards, {"Start // Finish": rec})}
    assert sorted(merged) == ["Lone Card", "Start // Finish", "Start // Fire"]
    assert len(merged["Start // Finish"].faces) == 2
    assert merged["Start // Finish"].faces[0].text == "Older text."  # the whole record
    assert merged["Start // Fire"] == cards[1]
    completed = {c.name: c for c in snap.complete(cards, {"Start // Finish": rec})}
    assert completed["Start // Fire"] == cards[1]
    assert [f.name for f in completed["Start // Finish"].faces] == ["Start", "Finish"]
    assert completed["Start // Finish"].faces[0].text == "Start text."  # the source's kept


def _write_snapshot_text(path, text):
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write(text)


@pytest.mark.parametrize("text,words", [
    ("not a snapshot\n", ["not a snapshot file"]),
    ("#mtgcore-cards 99 x\n", ["format version 99"]),
    ("#mtgcore-cards 1 x\nLightning Bolt\n", ["format version 1", "reads 2"]),
    ("#mtgcore-cards 2 x\nLightning Bolt\n", ["#subtypes and #names lines are missing"]),
    ("#mtgcore-cards 2 x\n#subtypes\tElf\n#names\tLightning Bolt\tShock\n{}\n",
     ["2 names but 1 records", "truncated"]),
])
def test_malformed_snapshot_file_is_named(tmp_path, text, words):
    p = tmp_path / "bad.tsv.gz"
    _write_snapshot_text(p, text)
    with pytest.raises(SnapshotError) as e:
        Snapshot(str(p)).get("Lightning Bolt")
    for w in words:
        assert w in str(e.value) and str(p) in str(e.value)


def test_malformed_record_names_card_and_field(tmp_path):
    p = tmp_path / "bad.tsv.gz"
    rec = {"name": "Broken Card", "layout": "normal", "cost": "{R}", "text": "Draw a card."}
    _write_snapshot_text(p, "#mtgcore-cards 2 test\n#subtypes\n#names\tBroken Card\tGarbled Card\n"
                         + json.dumps(rec) + "\n{not json\n")
    s = Snapshot(str(p))
    with pytest.raises(SnapshotError, match=r"'Broken Card'.*'type' is missing"):
        s.get("Broken Card")
    with pytest.raises(SnapshotError, match=r"'Garbled Card'.*bad record"):
        s.get("garbled card")
    p2 = tmp_path / "notgzip.tsv.gz"
    p2.write_bytes(b"plain bytes")
    with pytest.raises(SnapshotError, match="cannot be read"):
        len(Snapshot(str(p2)))


# ---------------------------------------------------------------------------
# mtgcore cards import PATH
# ---------------------------------------------------------------------------

def _atomic(cards: dict) -> dict:
    return {"meta": {"version": "5.2.2"}, "data": cards}


GOBLIN = [{"name": "Made-Up Goblin", "manaCost": "{1}{R}", "type": "Creature — Goblin",
           "text": "Haste", "power": "2", "toughness": "1", "layout": "normal"}]
# a multi-face card as MTGJSON writes it: one entry per face, side a and b
SPLIT = [{"name": "Rise Up // Sit Down", "faceName": "Rise Up", "side": "a", "layout": "split",
          "manaCost": "{W}", "type": "Instant", "text": "You gain 2 life."},
         {"name": "Rise Up // Sit Down", "faceName": "Sit Down", "side": "b", "layout": "split",
          "manaCost": "{1}{B}", "type": "Sorcery", "text": "Target player discards a card."}]
WOLF = [{"name": "Moon Pup // Moon Wolf", "faceName": "Moon Pup", "side": "a",
         "layout": "transform", "manaCost": "{G}", "type": "Creature — Wolf", "text": "",
         "power": "1", "toughness": "1"},
        {"name": "Moon Pup // Moon Wolf", "faceName": "Moon Wolf", "side": "b",
         "layout": "transform", "type": "Creature — Wolf", "text": "Trample", "power": "3",
         "toughness": "3", "colorIndicator": ["G"]}]


# cards the package completes: an older file's split card with one face, a card
# without its color indicator
WEAR = [{"name": "Wear // Tear", "faceName": "Wear", "side": "a", "layout": "split",
         "manaCost": "{1}{R}", "type": "Instant", "text": "Destroy target artifact. (a newer wording)"}]
VISION = [{"name": "Ancestral Vision", "layout": "normal", "type": "Sorcery",
           "text": "Suspend 4—{U}\nTarget player draws three cards."}]


def _invoke(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


def test_cards_import_makes_the_snapshot_in_use(tmp_path):
    src = tmp_path / "AtomicCards.json"
    src.write_text(json.dumps(_atomic({"Made-Up Goblin": GOBLIN, "Rise Up // Sit Down": SPLIT,
                                       "Moon Pup // Moon Wolf": WOLF, "Wear // Tear": WEAR,
                                       "Ancestral Vision": VISION})), encoding="utf-8")
    status, out, err = _invoke("cards", "import", str(src))
    assert status == 0, err
    target = tmp_path / "cache" / "cards.tsv.gz"
    assert target.exists() and str(target) in out
    assert "imported 5 cards" in out  # the file's cards, none added
    assert snap.snapshot_path() == str(target)
    s = snap.snapshot()
    goblin = s.get("made-up goblin")
    assert goblin.front.type_line == "Creature — Goblin" and goblin.front.power == "2"
    split = s.get("Sit Down")
    assert split.name == "Rise Up // Sit Down" and split.layout == "split"
    assert [(f.name, f.cost, f.type_line, f.text) for f in split.faces] == [
        ("Rise Up", "{W}", "Instant", "You gain 2 life."),
        ("Sit Down", "{1}{B}", "Sorcery", "Target player discards a card.")]
    # what the file lacks is completed from the package's hand-checked facts, what it
    # has is kept
    wear = s.get("Tear")
    assert wear.name == "Wear // Tear" and [f.name for f in wear.faces] == ["Wear", "Tear"]
    assert wear.faces[0].text == "Destroy target artifact. (a newer wording)"
    vision = s.get("Ancestral Vision").front
    assert vision.color_indicator == ("U",) and vision.text == VISION[0]["text"]
    assert s.get("Lightning Bolt") is None  # not in the file: not added
    wolf = s.get("Moon Wolf")
    assert wolf.layout == "transform" and wolf.faces[1].color_indicator == ("G",)
    assert wolf.faces[1].cost == "" and wolf.faces[1].power == "3"
    # a gzip file is read too
    gz = tmp_path / "AtomicCards.json.gz"
    with gzip.open(gz, "wt", encoding="utf-8") as f:
        json.dump(_atomic({"Made-Up Goblin": GOBLIN}), f)
    assert _invoke("cards", "import", str(gz))[0] == 0
    assert snap.snapshot().get("Rise Up") is None and snap.snapshot().get("Made-Up Goblin")


@pytest.mark.parametrize("cards,words", [
    ({"Made-Up Goblin": [dict(GOBLIN[0], type=None)]}, ["'Made-Up Goblin'", "'type'"]),
    ({"Made-Up Goblin": [dict(GOBLIN[0], text=["Haste"])]}, ["'Made-Up Goblin'", "'text'"]),
    ({"Made-Up Goblin": [dict(GOBLIN[0], manaCost=3)]}, ["'Made-Up Goblin'", "'manaCost'"]),
    ({"Moon Pup // Moon Wolf": [WOLF[0], dict(WOLF[1], colorIndicator=["Green"])]},
     ["'Moon Pup // Moon Wolf'", "'colorIndicator'"]),
    ({"Made-Up Goblin": "a creature"}, ["'Made-Up Goblin'", "list of faces"]),
])
def test_cards_import_malformed_file_names_card_and_field(tmp_path, cards, words):
    src = tmp_path / "AtomicCards.json"
    src.write_text(json.dumps(_atomic(dict(cards, **{"Rise Up // Sit Down": SPLIT}))),
                   encoding="utf-8")
    status, out, err = _invoke("cards", "import", str(src))
    assert status == 1, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    for w in words:
        assert w in lines[0], lines[0]
    assert not (tmp_path / "cache").exists()  # nothing written
    assert snap.snapshot_path() == snap.bundled_snapshot_path()


@pytest.mark.parametrize("content,word", [
    (b"{ not json", "not a JSON card file"),
    (json.dumps({"meta": {}}).encode(), "no 'data' object"),
    (json.dumps(_atomic({})).encode(), "holds no cards"),
])
def test_cards_import_not_a_card_file(tmp_path, content, word):
    src = tmp_path / "AtomicCards.json"
    src.write_bytes(content)
    status, _, err = _invoke("cards", "import", str(src))
    assert status == 1 and word in err and len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "cache").exists()


def test_cards_import_missing_file(tmp_path):
    status, _, err = _invoke("cards", "import", str(tmp_path / "nope.json"))
    assert status == 1 and "nope.json" in err and "Traceback" not in err


def test_cards_listing_still_works_beside_import():
    status, out, _ = _invoke("cards", "lightning bo", "--type", "instant")
    assert status == 0 and out.startswith("Lightning Bolt  {R}  Instant")
    status, out, _ = _invoke("cards", "--type", "creature", "grizzly")
    assert status == 0 and out.startswith("Grizzly Bears")
    assert _invoke("cards", "list", "lightning bo")[1] == _invoke("cards", "lightning bo")[1]
    status, out, _ = _invoke("cards", "--help")
    assert status == 0 and "import" in out and "list" in out
    status, _, err = _invoke("cards", "import")
    assert status == 2 and "PATH" in err
