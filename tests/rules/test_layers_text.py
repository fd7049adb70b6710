"""Layer 3, text-changing effects (CR 612, 613.1c): Artificial Evolution (creature
types), Sleight of Mind (color words), Magical Hack (basic land types), Mind Bend
(color words or basic land types).  The words of an object's text are data: its
type line, its printed keyword parameters (protection from a color, landwalk) and
the selectors and changes of its abilities; a text change rewrites them before
layer 4 applies, names never (612.2), and abilities other objects grant stay as
their source's text says (612.3)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _islands(s, player="A", n=1):
    for _ in range(n):
        s.battlefield(player, "Island")


def _change(s, player, card, target, old, new):
    """Cast a text-changing instant on `target`, choosing old -> new as it resolves."""
    s.cast(player, card, targets=[target])
    s.resolve()
    assert s.decision == "choose_word"
    s.choose(player, f"replace {old}")
    s.choose(player, f"with {new}")


def test_612_1_artificial_evolution_changes_a_lords_creature_type_and_type_line():
    s = Scenario()
    _islands(s)
    evo = s.hand("A", "Artificial Evolution")
    chief = s.battlefield("A", "Goblin Chieftain")
    goblin = s.battlefield("A", "Raging Goblin")
    elves = s.battlefield("A", "Llanowar Elves", sick=True)
    s.start()
    assert (s.power(goblin), s.power(elves)) == (2, 1)
    _change(s, "A", evo, chief, "Goblin", "Elf")
    # "Other Elf creatures you control get +1/+1 and have haste", and it is an Elf.
    assert "elf" in s.types(chief) and "goblin" not in s.types(chief)
    assert (s.power(goblin), s.toughness(goblin)) == (1, 1)
    assert (s.power(elves), s.toughness(elves)) == (2, 2) and "haste" in s.keywords(elves)
    assert not s.is_sick(elves) or "haste" in s.keywords(elves)
    s.check_invariants()


def test_612_2_a_text_change_never_changes_a_name():
    s = Scenario()
    _islands(s)
    evo = s.hand("A", "Artificial Evolution")
    chief = s.battlefield("A", "Goblin Chieftain")
    elves = s.battlefield("A", "Llanowar Elves")
    s.start()
    _change(s, "A", evo, elves, "Elf", "Goblin")
    assert s.name(elves) == "Llanowar Elves"           # a name, not a creature type
    assert "goblin" in s.types(elves) and "elf" not in s.types(elves)
    assert "druid" in s.types(elves)                    # the other words stay
    assert (s.power(elves), s.toughness(elves)) == (2, 2)  # now a Goblin: the Chieftain's
    assert s.name(chief) == "Goblin Chieftain"


def test_612_1_the_new_creature_type_cant_be_wall():
    s = Scenario()
    _islands(s)
    evo = s.hand("A", "Artificial Evolution")
    wall = s.battlefield("A", "Wall of Air")
    s.start()
    s.cast("A", evo, targets=[wall])
    s.resolve()
    labels = [a.label for a in s.game.legal_actions()]
    assert "replace Wall" in labels                     # Wall may be the old word
    s.choose("A", "replace Wall")
    labels = [a.label for a in s.game.legal_actions()]
    assert "with Wall" not in labels and "with Elf" in labels
    assert not any(lab.startswith("replace") for lab in labels)
    s.choose("A", "with Elf")
    assert "elf" in s.types(wall) and "wall" not in s.types(wall)


def test_612_1_text_changes_apply_in_timestamp_order_613_7():
    # Goblin -> Elf, then Elf -> Warrior: the second replaces the word the first wrote.
    s = Scenario()
    _islands(s, n=2)
    evo1 = s.hand("A", "Artificial Evolution")
    evo2 = s.hand("A", "Artificial Evolution")
    chief = s.battlefield("A", "Goblin Chieftain")
    perfect = s.battlefield("A", "Imperious Perfect")   # Elf Warrior
    elves = s.battlefield("A", "Llanowar Elves")
    s.start()
    _change(s, "A", evo1, chief, "Goblin", "Elf")
    assert s.power(elves) == 3                          # Perfect +1, Chieftain (Elf) +1
    _change(s, "A", evo2, chief, "Elf", "Warrior")
    assert "warrior" in s.types(chief) and "elf" not in s.types(chief)
    assert s.power(elves) == 2                          # Perfect only
    assert (s.power(perfect), s.toughness(perfect)) == (3, 3)  # a Warrior: the Chieftain's
    s.check_invariants()


def test_400_7a_a_text_change_of_a_permanent_spell_applies_to_the_permanent():
    s = Scenario()
    for land in ("Mountain", "Mountain", "Mountain"):
        s.battlefield("A", land)
    _islands(s, player="B")
    chief = s.hand("A", "Goblin Chieftain")
    elves = s.battlefield("A", "Llanowar Elves")
    goblin = s.battlefield("A", "Raging Goblin")
    evo = s.hand("B", "Artificial Evolution")
    s.start()
    s.cast("A", chief)
    s.pass_priority()
    s.cast("B", evo, targets=[chief])                   # "target spell or permanent"
    s.resolve()                                         # Artificial Evolution resolves first
    assert s.zone(chief) == "stack"
    s.choose("B", "replace Goblin")
    s.choose("B", "with Elf")                           # then the Chieftain resolves
    assert s.zone(chief) == "battlefield"
    assert "elf" in s.types(chief)
    assert s.power(elves) == 2 and s.power(goblin) == 1
    s.check_invariants()


def test_612_1_sleight_of_mind_on_a_spell_makes_its_target_illegal_608_2b():
    s = Scenario()
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Swamp")
    blade = s.hand("A", "Doom Blade")
    bears = s.battlefield("B", "Grizzly Bears")
    _islands(s, player="B")
    sleight = s.hand("B", "Sleight of Mind")
    s.start()
    s.cast("A", blade, targets=[bears])
    s.pass_priority()
    _change(s, "B", sleight, blade, "black", "green")  # "Destroy target nongreen creature."
    s.resolve()
    assert s.zone(bears) == "battlefield"               # its only target is illegal now
    assert s.zone(blade) == "graveyard"


def test_612_1_sleight_of_mind_on_an_each_effect_midnight_banshee():
    # "put a -1/-1 counter on each nonblack creature" becomes "each nonwhite creature":
    # the Banshee (black) now gets one, the Knight (white) doesn't.
    s = Scenario()
    _islands(s)
    sleight = s.hand("A", "Sleight of Mind")
    banshee = s.battlefield("A", "Midnight Banshee")
    knight = s.battlefield("B", "Silver Knight")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    _change(s, "A", sleight, banshee, "black", "white")
    s.advance("upkeep", turn=3)
    s.resolve()
    assert s.counters(banshee) == {"-1/-1": 1}
    assert s.counters(knight) == {}


def test_612_1_sleight_of_mind_changes_printed_protection():
    s = Scenario()
    _islands(s)
    sleight = s.hand("A", "Sleight of Mind")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    knight = s.battlefield("B", "Silver Knight")         # protection from red
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=[knight])
    _change(s, "A", sleight, knight, "red", "blue")
    assert s.keywords(knight) >= {"protection from blue"}
    assert "protection from red" not in s.keywords(knight)
    s.cast("A", bolt, targets=[knight])                  # protection from blue now
    s.resolve()
    assert s.zone(knight) == "graveyard"


def test_612_3_a_text_change_leaves_granted_abilities_akromas_memorial():
    # The Memorial grants protection from red: a text change of the creature can't
    # touch it (612.3); a text change of the Memorial itself does.
    s = Scenario()
    _islands(s, n=2)
    s1 = s.hand("A", "Sleight of Mind")
    s2 = s.hand("A", "Sleight of Mind")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    memorial = s.battlefield("B", "Akroma's Memorial")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    _change(s, "A", s1, bears, "red", "blue")
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=[bears])               # still protection from red
    _change(s, "A", s2, memorial, "red", "blue")         # "protection from black and from blue"
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    s.check_invariants()


def test_612_1_sleight_of_mind_on_an_anthems_selector_crusade():
    s = Scenario()
    _islands(s)
    sleight = s.hand("A", "Sleight of Mind")
    crusade = s.battlefield("A", "Crusade")             # White creatures get +1/+1.
    lion = s.battlefield("A", "Savannah Lions")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    assert (s.power(lion), s.power(bears)) == (3, 2)
    _change(s, "A", sleight, crusade, "white", "green")
    assert (s.power(lion), s.power(bears)) == (2, 3)


def test_612_1_magical_hack_on_blood_moon_makes_nonbasic_lands_islands():
    s = Scenario()
    _islands(s)
    hack = s.hand("A", "Magical Hack")
    s.battlefield("B", "Blood Moon")
    taiga = s.battlefield("B", "Taiga")
    s.start()
    assert s.types(taiga) == {"land", "mountain"}
    _change(s, "A", hack, s.permanents("B")[0], "Mountain", "Island")
    assert s.types(taiga) == {"land", "island"}
    assert s.abilities(taiga) == ["{T}: Add {U}."]
    s.check_invariants()


def test_612_1_magical_hack_on_a_basic_lands_type_line_305_6():
    s = Scenario()
    _islands(s)
    hack = s.hand("A", "Magical Hack")
    forest = s.battlefield("A", "Forest")
    s.start()
    _change(s, "A", hack, forest, "Forest", "Swamp")
    assert s.types(forest) == {"basic", "land", "swamp"}
    assert s.name(forest) == "Forest"                   # 612.2
    s.activate("A", forest, "{B}")
    assert s.mana_pool("A") == {"B": 1}


def test_612_1_mind_bend_changes_landwalk_bog_wraith():
    s = Scenario()
    _islands(s)
    bend = s.hand("A", "Mind Bend")
    wraith = s.battlefield("A", "Bog Wraith")            # swampwalk
    s.battlefield("B", "Swamp")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", bend, targets=[wraith])
    s.resolve()
    labels = [a.label for a in s.game.legal_actions()]
    assert "replace black" in labels and "replace Swamp" in labels   # either kind
    assert not any("Elf" in lab for lab in labels)
    s.choose("A", "replace Swamp")
    labels = [a.label for a in s.game.legal_actions()]
    assert "with Island" in labels and "with blue" not in labels      # the same kind
    s.choose("A", "with Island")
    s.attack({wraith: "B"})
    s.block({bears: wraith})                             # B has no Island: it can block
    assert s.blocked_by(wraith) == [bears]


def test_612_1_mind_bend_islandwalk_cant_be_blocked_by_an_island_player():
    s = Scenario()
    _islands(s)
    bend = s.hand("A", "Mind Bend")
    wraith = s.battlefield("A", "Bog Wraith")
    s.battlefield("B", "Island")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    _change(s, "A", bend, wraith, "Swamp", "Island")
    s.attack({wraith: "B"})
    with pytest.raises(IllegalActionError):
        s.block({bears: wraith})


def test_612_1_a_text_change_targets_only_a_spell_or_permanent():
    s = Scenario()
    _islands(s)
    evo = s.hand("A", "Artificial Evolution")
    grave = s.graveyard("A", "Raging Goblin")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", evo, targets=[grave])
    assert s.zone(evo) == "hand"


def test_612_1_a_text_change_ends_when_its_object_leaves_400_7():
    s = Scenario()
    _islands(s, n=2)
    evo = s.hand("A", "Artificial Evolution")
    unsummon = s.hand("A", "Unsummon")
    chief = s.battlefield("A", "Goblin Chieftain")
    goblin = s.battlefield("A", "Raging Goblin")
    s.start()
    _change(s, "A", evo, chief, "Goblin", "Elf")
    assert s.power(goblin) == 1
    s.cast("A", unsummon, targets=[chief])
    s.resolve()
    assert s.zone(chief) == "hand" and s.types(chief) >= {"goblin"}
    s.check_invariants()


def test_612_613_random_games_with_text_changes_keep_the_derivation_exact():
    """Random whole games with text-changing spells, creature-type choices, Auras
    entering by an effect and permanents entering together: after every action the
    cached derivation equals a recompute from scratch and every invariant holds,
    and the text changes were chosen along the way."""
    import random

    import mtgcore
    cards = ["Artificial Evolution", "Sleight of Mind", "Magical Hack", "Mind Bend",
             "Adaptive Automaton", "Vanquisher's Banner", "Rancor", "Holy Strength",
             "Open the Vaults", "Rise from the Grave", "Ghostflame Sliver", "Goblin Chieftain",
             "Blood Moon", "Crusade", "Bog Wraith", "Silver Knight", "Midnight Banshee",
             "Battering Craghorn", "Humility", "Opalescence"]
    deck = "\n".join(f"2 {c}" for c in cards) + "\n8 Island\n6 Mountain\n6 Plains\n5 Swamp\n5 Forest\n"
    words = 0
    for seed in range(4):
        g = mtgcore.Game(deck, deck, seed=seed)
        rng = random.Random(seed)
        for _ in range(700):
            if g.is_over:
                break
            words += g.decision.kind == "choose_word"
            g.apply(rng.randrange(len(g.legal_actions())))
            assert g._g.check_derivation() == ""
            assert g.check_invariants() == ""
    assert words > 0
