"""The card library and the sample decks.

Run from the repository root with ``PYTHONPATH=src python -m pytest tests/test_card_library.py``.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from mtgcore.cards import dsl
from mtgcore.cards.dsl import Card, compile_cards
from mtgcore.cards.library import ALL_CARDS, MODULES
from mtgcore.errors import CardDefinitionError

DECK_DIR = Path(__file__).resolve().parents[1] / "src" / "mtgcore" / "data" / "decks"
DECK_FILES = ("green_stompy.txt", "red_burn.txt", "white_weenie.txt", "blue_black_skies.txt")
BY_NAME = {card.name: card for card in ALL_CARDS}


# ---------------------------------------------------------------------------
# The library as a whole
# ---------------------------------------------------------------------------

def test_every_card_compiles():
    blob, ids = compile_cards(ALL_CARDS)
    assert blob.startswith(dsl.MAGIC)
    assert set(ids) == set(BY_NAME)
    # Tokens are compiled as extra rows after the cards (Raise the Alarm's Soldier).
    assert len(ids) == len(ALL_CARDS)


def test_library_size_and_unique_names():
    names = [card.name for card in ALL_CARDS]
    assert len(names) == len(set(names))
    assert len(names) >= 50


def test_all_cards_sorted_by_name():
    names = [card.name for card in ALL_CARDS]
    assert names == sorted(names)


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_letter_module_holds_its_letter_sorted(module):
    letter = module.__name__.rsplit(".", 1)[-1]
    names = [card.name for card in module.CARDS]
    assert names, f"{module.__name__} is empty"
    assert names == sorted(names)
    assert all(name[0].lower() == letter for name in names)


# ---------------------------------------------------------------------------
# Exact Oracle facts, checked against the Oracle reference
# ---------------------------------------------------------------------------

#: name, cost, type line, power, toughness, Oracle text
FACTS = [
    ("Lightning Bolt", "{R}", "Instant", None, None,
     "Lightning Bolt deals 3 damage to any target."),
    ("Predator's Strike", "{1}{G}", "Instant", None, None,
     "Target creature gets +3/+3 and gains trample until end of turn. (It can deal excess "
     "combat damage to the player or planeswalker it's attacking.)"),
    ("Shock", "{R}", "Instant", None, None,
     "Shock deals 2 damage to any target."),
    ("Lava Axe", "{4}{R}", "Sorcery", None, None,
     "Lava Axe deals 5 damage to target player or planeswalker."),
    ("Murder", "{1}{B}{B}", "Instant", None, None,
     "Destroy target creature."),
    ("Night's Whisper", "{1}{B}", "Sorcery", None, None,
     "You draw two cards and lose 2 life."),
    ("Bone Splinters", "{B}", "Sorcery", None, None,
     "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature."),
    ("Giant Growth", "{G}", "Instant", None, None,
     "Target creature gets +3/+3 until end of turn."),
    ("Raise the Alarm", "{1}{W}", "Instant", None, None,
     "Create two 1/1 white Soldier creature tokens."),
    ("Forest", "", "Basic Land — Forest", None, None, "({T}: Add {G}.)"),
    ("Grizzly Bears", "{1}{G}", "Creature — Bear", 2, 2, ""),
    ("Savannah Lions", "{W}", "Creature — Cat", 2, 1, ""),
    ("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior", 2, 1, ""),
    ("Isamaru, Hound of Konda", "{W}", "Legendary Creature — Dog", 2, 2, ""),
    ("Serra Angel", "{3}{W}{W}", "Creature — Angel", 4, 4,
     "Flying\nVigilance (Attacking doesn't cause this creature to tap.)"),
    ("Llanowar Elves", "{G}", "Creature — Elf Druid", 1, 1, "{T}: Add {G}."),
    ("Vampire Nighthawk", "{1}{B}{B}", "Creature — Vampire Shaman", 2, 3,
     "Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy "
     "it.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)"),
    ("Typhoid Rats", "{B}", "Creature — Rat", 1, 1,
     "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)"),
    ("Vampire Interloper", "{1}{B}", "Creature — Vampire Scout", 2, 1,
     "Flying\nThis creature can't block."),
    ("Drudge Skeletons", "{1}{B}", "Creature — Skeleton", 1, 1,
     "{B}: Regenerate this creature. (The next time this creature would be destroyed this "
     "turn, instead tap it, remove it from combat, and heal all damage on it.)"),
    ("Prodigal Pyromancer", "{2}{R}", "Creature — Human Wizard", 1, 1,
     "{T}: This creature deals 1 damage to any target."),
    ("Wall of Air", "{1}{U}{U}", "Creature — Wall", 1, 5,
     "Defender, flying (This creature can't attack, and it can block creatures with flying.)"),
    ("Agony Warp", "{U}{B}", "Instant", None, None,
     "Target creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn."),
    ("Fountain of Youth", "{0}", "Artifact", None, None, "{2}, {T}: You gain 1 life."),
    ("Jade Mage", "{1}{G}", "Creature — Human Shaman", 2, 1,
     "{2}{G}: Create a 1/1 green Saproling creature token."),
    ("Sorin's Thirst", "{B}{B}", "Instant", None, None,
     "Sorin's Thirst deals 2 damage to target creature and you gain 2 life."),
]


@pytest.mark.parametrize("name,cost,type_line,power,toughness,oracle", FACTS,
                         ids=[f[0] for f in FACTS])
def test_exact_oracle_facts(name, cost, type_line, power, toughness, oracle):
    card = BY_NAME[name]
    assert card.cost == cost
    assert card.type_line == type_line
    assert card.oracle == oracle
    if power is None:
        assert "creature" not in card.types
    else:
        assert (card.power, card.toughness) == (power, toughness)


def test_compiled_characteristics():
    isamaru = BY_NAME["Isamaru, Hound of Konda"]
    assert isamaru.supertypes == ("legendary",)
    assert isamaru.types == ("creature",)
    assert isamaru.subtypes == ("Dog",)
    spike = BY_NAME["Lava Spike"]
    assert spike.types == ("sorcery",) and spike.subtypes == ("Arcane",)
    swiftblade = BY_NAME["Boros Swiftblade"]
    assert swiftblade.mana_cost.mana_value == 2
    assert swiftblade.colors == (1 << dsl.COLORS.index("W")) | (1 << dsl.COLORS.index("R"))
    assert BY_NAME["Colossal Dreadmaw"].mana_cost.mana_value == 6
    assert BY_NAME["Forest"].colors == 0


# ---------------------------------------------------------------------------
# Consistency between the Oracle text and the declared abilities
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.name)
def test_oracle_text_is_consistent(card):
    # Type lines use the Oracle long dash.
    assert " - " not in card.type_line
    # Modern templating: "enters", not "enters the battlefield".
    assert "enters the battlefield" not in card.oracle
    # 2024-25 templating: a permanent's abilities say "this creature", not its name
    # (a legendary one keeps its name: "When Archangel Avacyn enters"), except a
    # characteristic-defining ability, which works in every zone (CR 604.3): "Tarmogoyf's
    # power is equal to ...".
    if "creature" in card.types and "legendary" not in card.supertypes:
        cda = re.compile(re.escape(card.name) + r"'s power (and toughness are|is) ")
        assert card.name not in cda.sub("", card.oracle)
    # Every declared keyword is in the Oracle text, and vice versa for the
    # keyword lines (the first words of each line, before reminder text).
    text = card.oracle.lower()
    for kw in card.keywords:
        assert kw.lower() in text, f"{card.name}: keyword {kw!r} not in Oracle text"
    for line in card.oracle.split("\n"):
        head = re.sub(r"\s*\(.*\)$", "", line).strip()
        words = [w.strip().lower() for w in head.split(",")]
        if words and all(w in dsl.KEYWORDS for w in words):
            assert set(words) <= set(card.keywords), f"{card.name}: {head!r}"
    # Instants and sorceries have a program; creatures with text other than
    # keywords have abilities.
    # A split card (CR 709) is cast as one of its halves, each with its program.
    if "instant" in card.types or "sorcery" in card.types:
        assert card.spell or (card.layout == "split" and all(h.spell for h in card.faces))
    # Abilities' text appears in the Oracle text.
    for ability in card.abilities:
        if "land" in card.types:
            continue  # intrinsic basic land mana abilities (CR 305.6)
        if "Siege" in card.subtypes and ability.text == dsl._siege_trigger().text:
            continue  # a Siege's intrinsic defeat trigger (CR 310.11b): reminder text only
        assert ability.text in card.oracle


def test_basic_lands_have_intrinsic_mana_abilities():
    for name, color in (("Plains", "W"), ("Island", "U"), ("Swamp", "B"),
                        ("Mountain", "R"), ("Forest", "G")):
        card = BY_NAME[name]
        assert card.supertypes == ("basic",)
        assert card.oracle == f"({{T}}: Add {{{color}}}.)"
        assert len(card.abilities) == 1
        assert card.abilities[0].effects[0].mana == color


def test_spell_programs():
    assert BY_NAME["Lava Axe"].spell[0].target.describe() == "player or planeswalker"
    assert BY_NAME["Lightning Bolt"].spell[0].amount == 3
    assert BY_NAME["Bone Splinters"].sacrifice_creature
    whisper = BY_NAME["Night's Whisper"].spell
    assert [e.op for e in whisper] == ["draw", "lose_life"]
    alarm = BY_NAME["Raise the Alarm"].spell[0]
    assert alarm.amount == 2 and alarm.token == dsl.Token("Soldier", "W", 1, 1)
    fanatic = BY_NAME["Mogg Fanatic"].abilities[0]
    assert fanatic.sacrifice_self and not fanatic.tap
    pyromancer = BY_NAME["Prodigal Pyromancer"].abilities[0]
    assert pyromancer.tap and pyromancer.effects[0].target.describe() == "any target"
    skeletons = BY_NAME["Drudge Skeletons"].abilities[0]
    assert skeletons.cost == "{B}" and skeletons.effects[0].op == "regenerate"


# ---------------------------------------------------------------------------
# Sample decks
# ---------------------------------------------------------------------------

_DECK_LINE = re.compile(r"^(\d+)\s+(.+?)\s*$")


def read_main_deck(path: Path) -> Counter:
    """Parse the "4 Grizzly Bears" text format; stops at a "Sideboard" line."""
    main: Counter = Counter()
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower().startswith("sideboard"):
            break
        m = _DECK_LINE.match(line)
        assert m, f"{path.name}: cannot parse {raw!r}"
        main[m.group(2)] += int(m.group(1))
    return main


@pytest.mark.parametrize("filename", DECK_FILES)
def test_deck_is_legal(filename):
    path = DECK_DIR / filename
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#"), "deck files open with a comment naming the deck"
    deck = read_main_deck(path)
    assert sum(deck.values()) == 60
    unknown = sorted(name for name in deck if name not in BY_NAME)
    assert not unknown, f"{filename}: not in the library: {unknown}"
    for name, count in deck.items():
        if "basic" not in BY_NAME[name].supertypes:
            assert count <= 4, f"{filename}: {count} copies of {name}"
    lands = sum(n for name, n in deck.items() if "land" in BY_NAME[name].types)
    assert 20 <= lands <= 24


@pytest.mark.parametrize("filename,colors", [
    ("green_stompy.txt", {"G"}),
    ("red_burn.txt", {"R"}),
    ("white_weenie.txt", {"W"}),
    ("blue_black_skies.txt", {"U", "B"}),
])
def test_deck_colors(filename, colors):
    deck = read_main_deck(DECK_DIR / filename)
    allowed = sum(1 << dsl.COLORS.index(c) for c in colors)
    for name in deck:
        card = BY_NAME[name]
        assert card.colors & ~allowed == 0, f"{filename}: {name} is off-color"
        if "land" in card.types:
            mana = {a.effects[0].mana for a in card.abilities}
            assert mana <= colors, f"{filename}: {name} makes off-color mana"


# ---------------------------------------------------------------------------
# DSL validation names the offending card
# ---------------------------------------------------------------------------

def test_unknown_keyword_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Phasing Bear.*keywords.*phasing"):
        Card(name="Phasing Bear", cost="{1}{G}", type_line="Creature — Bear",
             oracle="Phasing", power=2, toughness=2, keywords=["phasing"])


def test_702_22_banding_is_rejected_by_name():
    with pytest.raises(CardDefinitionError, match=r"Banding Bear.*banding \(CR 702.22\)"):
        Card(name="Banding Bear", cost="{1}{W}", type_line="Creature — Bear",
             oracle="Banding", power=2, toughness=2, keywords=["banding"])


def test_keyword_must_be_lowercase():
    with pytest.raises(CardDefinitionError, match="Shouting Angel"):
        Card(name="Shouting Angel", cost="{3}{W}{W}", type_line="Creature — Angel",
             oracle="Flying", power=4, toughness=4, keywords=["Flying"])


def test_creature_without_power_and_toughness_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Shapeless Bear.*power"):
        Card(name="Shapeless Bear", cost="{1}{G}", type_line="Creature — Bear", oracle="")


def test_noncreature_with_power_is_rejected():
    with pytest.raises(CardDefinitionError, match="Beefy Bolt"):
        Card(name="Beefy Bolt", cost="{R}", type_line="Instant", power=3, toughness=3,
             oracle="Beefy Bolt deals 3 damage to any target.",
             spell=[dsl.DealDamage(3)])


@pytest.mark.parametrize("cost", ["{Q}", "{W/W}", "{U/2}", "{2/P}", "1G", "{1}{G}x"])
def test_bad_mana_symbol_is_rejected(cost):
    with pytest.raises(CardDefinitionError, match=r"Odd Bear.*cost"):
        Card(name="Odd Bear", cost=cost, type_line="Creature — Bear", oracle="",
             power=2, toughness=2)


def test_bad_ability_cost_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Odd Skeletons.*abilities"):
        Card(name="Odd Skeletons", cost="{1}{B}", type_line="Creature — Skeleton",
             oracle="{Z}: Regenerate this creature.", power=1, toughness=1,
             abilities=[dsl.Activated("{Z}: Regenerate this creature.",
                                      [dsl.Regenerate()], cost="{Z}")])


def test_instant_without_spell_program_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Empty Bolt.*spell"):
        Card(name="Empty Bolt", cost="{R}", type_line="Instant",
             oracle="Empty Bolt deals 3 damage to any target.")


def test_unknown_target_kind_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Wild Bolt.*target"):
        Card(name="Wild Bolt", cost="{R}", type_line="Instant",
             oracle="Wild Bolt deals 3 damage to target hat.",
             spell=[dsl.DealDamage(3, target="hat")])


def test_duplicate_names_are_rejected_at_compile_time():
    bears = BY_NAME["Grizzly Bears"]
    with pytest.raises(CardDefinitionError, match="Grizzly Bears"):
        compile_cards([bears, bears])


def test_pump_that_grants_a_keyword_validates_and_compiles():
    from mtgcore.cards.dsl import Card, Pump, compile_cards
    strike = BY_NAME["Predator's Strike"]
    assert strike.spell[0].keywords == ("trample",)
    with pytest.raises(CardDefinitionError, match="Bad Strike.*unknown keyword 'tramples'"):
        Card(name="Bad Strike", cost="{G}", type_line="Instant", oracle="x",
             spell=[Pump(1, 1, keywords=["tramples"])])
    blob, ids = compile_cards([strike])
    assert ids == {"Predator's Strike": 0} and blob.startswith(b"MTGDB")


def test_dsl_vocabulary_matches_the_engine():
    """The blob's bit positions are a contract between the DSL and the C++ engine."""
    from mtgcore import _core
    assert dsl.KEYWORDS == _core.KEYWORDS
    assert dsl.CARD_TYPES == _core.CARD_TYPES
    assert dsl.SUPERTYPES == _core.SUPERTYPES
    assert dsl.COLOR_WORDS == _core.COLORS
