"""Split cards (CR 709, fuse 702.102) and adventurer cards (715).

A player chooses the half or the Adventure before the card moves to the stack
(709.3, 715.3); only it is evaluated to see if it can be cast (709.3a, 715.3a) and
only it exists on the stack (709.3b, 715.3b).  Everywhere else a split card has its
halves' characteristics combined (709.4) and an adventurer its normal ones (715.4).
An Adventure that resolves is exiled, and its caster may cast the creature from
exile later (715.3d)."""

import random

import pytest

import mtgcore
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _labels(s, kind):
    return sorted(a.label for a in s.game.legal_actions() if a.kind == kind)


def _lib(s):
    s.library("A", ["Plains"] * 8)
    s.library("B", ["Plains"] * 8)


# ---------------------------------------------------------------------------
# Split cards (709)
# ---------------------------------------------------------------------------

def test_709_4b_example_assault_battery_combined_cost_and_the_cast_half():
    # "Assault//Battery's mana cost is {3}{R}{G}. It's a red and green card with a mana
    # value of 5. If you cast Assault, the resulting spell is a red spell with a mana
    # value of 1."
    s = Scenario()
    ab = s.hand("A", "Assault // Battery")
    s.battlefield("A", "Mountain")
    s.start()
    assert s.mana_value(ab) == 5 and s.colors(ab) == {"red", "green"}
    assert s.types(ab) == {"sorcery"}
    s.cast("A", ab, ["B"], face="Assault")
    assert s.name(ab) == "Assault"                              # 709.3b
    assert s.mana_value(ab) == 1 and s.colors(ab) == {"red"}
    s.resolve()
    assert s.life("B") == 18
    assert s.zone(ab) == "graveyard" and s.name(ab) == "Assault // Battery"  # 709.4
    assert s.mana_value(ab) == 5


def test_709_3_a_split_card_is_cast_as_one_of_its_halves_never_as_the_whole():
    s = Scenario()
    dg = s.hand("A", "Dead // Gone")
    bears = s.battlefield("B", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("A", "Mountain")
    s.start()
    assert _labels(s, "cast") == []
    assert _labels(s, "cast_face") == [f"cast Dead (Dead // Gone #{dg.card})",
                                       f"cast Gone (Dead // Gone #{dg.card})"]
    with pytest.raises(IllegalActionError):
        s.cast("A", dg, [bears])        # no half chosen
    s.cast("A", dg, [bears], face="Gone")
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(dg) == "graveyard"


def test_709_3a_only_the_chosen_half_is_evaluated_to_see_if_it_can_be_cast():
    s = Scenario()
    dg = s.hand("A", "Dead // Gone")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    s.start()
    # {R} pays for Dead but not for Gone ({2}{R}); the card's combined cost is {2}{R}{R}.
    assert _labels(s, "cast_face") == [f"cast Dead (Dead // Gone #{dg.card})"]
    with pytest.raises(IllegalActionError):
        s.cast("A", dg, [bears], face="Gone")
    s.cast("A", dg, [bears], face="Dead")
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_709_3a_a_half_needs_its_own_legal_targets():
    s = Scenario()
    dg = s.hand("A", "Dead // Gone")
    mine = s.battlefield("A", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("A", "Mountain")
    s.start()
    # Gone needs a creature A doesn't control; Dead may target A's own Bears.
    assert _labels(s, "cast_face") == [f"cast Dead (Dead // Gone #{dg.card})"]
    s.cast("A", dg, [mine], face="Dead")
    s.resolve()
    assert s.zone(mine) == "graveyard"


def test_709_3_an_instant_half_can_be_cast_in_the_opponents_turn():
    s = Scenario()
    dg = s.hand("A", "Dead // Gone")
    bears = s.battlefield("B", "Grizzly Bears")
    for _ in range(3):
        s.battlefield("A", "Mountain")
    _lib(s)
    s.start(turn=2)
    s.cast("A", dg, [bears], face="Dead")
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_709_3_a_sorcery_half_only_at_sorcery_timing():
    s = Scenario()
    ab = s.hand("A", "Assault // Battery")
    for _ in range(4):
        s.battlefield("A", "Forest")
    s.battlefield("A", "Mountain")
    _lib(s)
    s.start(turn=2)
    with pytest.raises(IllegalActionError):
        s.cast("A", ab, ["B"], face="Assault")
    s.advance("precombat_main", turn=3)
    s.cast("A", ab, face="Battery")
    s.resolve()
    tokens = [c for c in s.permanents("A") if s.name(c) == "Elephant Token"]
    assert len(tokens) == 1 and s.power(tokens[0]) == 3


def test_709_2_a_split_card_is_one_card():
    s = Scenario()
    ab = s.library("A", ["Assault // Battery"])[0]
    s.library("B", ["Plains"] * 3)
    s.start(turn=3, step="upkeep")
    s.advance("precombat_main")
    assert s.hand_size("A") == 1 and s.zone(ab) == "hand"


def test_702_102a_fuse_cast_both_halves_from_hand_left_then_right():
    s = Scenario()
    wt = s.hand("A", "Wear // Tear")
    axe = s.battlefield("B", "Bonesplitter")
    pac = s.battlefield("B", "Bad Moon")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Plains")
    s.start()
    assert _labels(s, "cast") == [f"cast Wear // Tear #{wt.card}"]   # the fused spell
    s.cast("A", wt, [axe, pac])
    assert s.name(wt) == "Wear // Tear" and s.mana_value(wt) == 3    # 709.4d, 702.102c
    s.resolve()
    assert s.zone(axe) == "graveyard" and s.zone(pac) == "graveyard"   # 702.102d


def test_702_102c_the_fused_total_cost_is_both_halves():
    s = Scenario()
    wt = s.hand("A", "Wear // Tear")
    axe = s.battlefield("B", "Bonesplitter")
    s.battlefield("B", "Bad Moon")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    s.start()
    # {1}{R}: Wear only; the fused spell needs {1}{R}{W}.
    assert _labels(s, "cast") == []
    assert _labels(s, "cast_face") == [f"cast Wear (Wear // Tear #{wt.card})"]
    s.cast("A", wt, [axe], face="Wear")
    s.resolve()
    assert s.zone(axe) == "graveyard"


# ---------------------------------------------------------------------------
# Adventurers (715)
# ---------------------------------------------------------------------------

def test_715_4_in_hand_an_adventurer_has_only_its_normal_characteristics():
    s = Scenario()
    rider = s.hand("A", "Murderous Rider")
    s.start()
    assert s.name(rider) == "Murderous Rider" and s.mana_value(rider) == 3
    assert "creature" in s.types(rider) and "adventure" not in s.types(rider)


def test_715_3d_an_adventure_is_exiled_and_the_creature_cast_later_from_exile():
    s = Scenario()
    rider = s.hand("A", "Murderous Rider")
    bears = s.battlefield("B", "Grizzly Bears")
    for _ in range(6):
        s.battlefield("A", "Swamp")
    _lib(s)
    s.start()
    s.cast("A", rider, [bears], face="Swift End")
    assert s.name(rider) == "Swift End"                            # 715.3b
    assert s.types(rider) == {"instant", "adventure"}
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.life("A") == 18
    assert s.zone(rider) == "exile" and s.name(rider) == "Murderous Rider"
    # 715.3d: castable from exile, as the creature only.
    assert _labels(s, "cast") == [f"cast Murderous Rider #{rider.card}"]
    assert _labels(s, "cast_face") == []
    s.cast("A", rider)
    s.resolve()
    assert s.zone(rider) == "battlefield" and (s.power(rider), s.toughness(rider)) == (2, 3)
    assert "lifelink" in s.keywords(rider)


def test_715_3d_only_the_player_who_exiled_it_may_cast_it():
    s = Scenario()
    knight = s.hand("A", "Foulmire Knight")
    for _ in range(3):
        s.battlefield("A", "Swamp")
    s.battlefield("B", "Swamp")
    _lib(s)
    s.start()
    s.cast("A", knight, face="Profane Insight")
    s.resolve()
    assert s.zone(knight) == "exile" and s.hand_size("A") == 1 and s.life("A") == 19
    s.advance("precombat_main", turn=2)
    with pytest.raises(IllegalActionError):
        s.cast("B", knight)
    s.advance("precombat_main", turn=3)
    s.cast("A", knight)
    s.resolve()
    assert s.zone(knight) == "battlefield" and s.controller(knight) == "A"


def test_715_3d_a_countered_adventure_goes_to_the_graveyard_not_exile():
    s = Scenario()
    keeper = s.hand("A", "Merfolk Secretkeeper")
    counter = s.hand("B", "Counterspell")
    s.battlefield("A", "Island")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    _lib(s)
    s.start()
    s.cast("A", keeper, ["B"], face="Venture Deeper")
    s.cast("B", counter, [keeper])
    s.resolve()
    s.resolve()
    assert s.zone(keeper) == "graveyard" and s.name(keeper) == "Merfolk Secretkeeper"
    assert _labels(s, "cast") == []


def test_715_3a_only_the_adventure_is_evaluated_an_instant_in_the_opponents_turn():
    s = Scenario()
    knight = s.hand("A", "Rimrock Knight")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    _lib(s)
    s.start(turn=2)
    # The creature needs sorcery timing and {1}{R}; Boulder Rush ({R}, instant) doesn't.
    assert _labels(s, "cast") == []
    s.cast("A", knight, [bears], face="Boulder Rush")
    assert s.mana_value(knight) == 1 and s.colors(knight) == {"red"}
    s.resolve()
    assert s.power(bears) == 4 and s.zone(knight) == "exile"


def test_715_3d_leaving_exile_ends_the_permission():
    # Cast from exile and then returned to hand: it's a new object (400.7), castable
    # from hand as either, but nothing more is castable from exile.
    s = Scenario()
    keeper = s.hand("A", "Merfolk Secretkeeper")
    for _ in range(3):
        s.battlefield("A", "Island")
    _lib(s)
    s.start()
    s.cast("A", keeper, ["B"], face="Venture Deeper")
    s.resolve()
    assert len(s.cards("B", "graveyard")) == 4
    s.cast("A", keeper)
    s.resolve()
    assert s.zone(keeper) == "battlefield"
    assert _labels(s, "cast") == []


def test_715_murderous_rider_dies_and_goes_to_the_bottom_of_its_library():
    s = Scenario()
    rider = s.battlefield("A", "Murderous Rider")
    bolt = s.hand("B", "Lightning Bolt")
    s.battlefield("B", "Mountain")
    _lib(s)
    s.start()
    s.cast("B", bolt, [rider])
    s.resolve()
    s.resolve()   # its dies trigger
    assert s.zone(rider) == "library"
    assert s.cards("A", "library")[-1] == rider


def test_709_715_policies_cast_halves_adventures_and_creatures_from_exile():
    deck = ("10 Mountain\n10 Swamp\n5 Island\n8 Murderous Rider\n8 Rimrock Knight\n"
            "8 Dead // Gone\n6 Foulmire Knight\n5 Assault // Battery\n")
    rng = random.Random(3)
    seen = {"cast Swift End": 0, "cast Boulder Rush": 0, "cast Dead": 0, "cast Gone": 0,
            "cast Profane Insight": 0, "from exile": 0}
    for seed in range(8):
        g = mtgcore.Game(deck, deck, seed=seed)
        while not g.is_over and g.turn < 24:
            act = rng.choice(g.decision.actions)
            for k in seen:
                if act.label.startswith(k + " ("):
                    seen[k] += 1
            if act.kind == "cast" and mtgcore.game.ZONES[g._g.obj_zone(act.native.obj)] == "exile":  # 715.3d
                seen["from exile"] += 1
            g.apply(act)
            assert g._g.check_invariants() == ""
    assert all(v > 0 for v in seen.values()), seen
    res = mtgcore.simulate(deck, deck, games=40, seed=1, policy="greedy")
    assert len(res.winner) == 40
