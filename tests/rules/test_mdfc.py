"""Modal double-faced cards (CR 712): the face a player casts or plays is chosen
before the card moves (712.11b, 712.12); on the stack and the battlefield the
object has only the characteristics of the face that's up (712.8f); everywhere
else only its front face's (712.8a); put onto the battlefield from elsewhere it
enters front face up (712.14)."""

import random

import pytest

import mtgcore
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _labels(s, kind):
    return sorted(a.label for a in s.game.legal_actions() if a.kind == kind)


def test_712_8a_in_hand_a_modal_dfc_has_only_its_front_face():
    s = Scenario()
    mammoth = s.hand("A", "Kazandu Mammoth")
    s.start()
    assert s.name(mammoth) == "Kazandu Mammoth"
    assert s.types(mammoth) == {"creature", "elephant"}


def test_712_12_play_the_land_face_it_enters_with_that_face_up():
    s = Scenario()
    mammoth = s.hand("A", "Kazandu Mammoth")
    s.start()
    # Both choices are offered: the land face as a land play, the front face as a spell
    # only when it can be paid (no lands yet: not castable).
    assert _labels(s, "play_land") == [f"play Kazandu Valley (Kazandu Mammoth #{mammoth.card})"]
    s.play_land("A", mammoth, face="Kazandu Valley")
    assert s.zone(mammoth) == "battlefield"
    assert s.name(mammoth) == "Kazandu Valley"          # 712.8f: the face that's up
    assert s.types(mammoth) == {"land"}
    assert s.is_tapped(mammoth)                         # its own "enters tapped" (614.12)
    assert s.lands_played("A") == 1


def test_712_12_305_2_the_land_face_is_the_turns_land_play():
    s = Scenario()
    mammoth = s.hand("A", "Kazandu Mammoth")
    forest = s.hand("A", "Forest")
    s.start()
    s.play_land("A", mammoth, face="Kazandu Valley")
    with pytest.raises(IllegalActionError, match="already played a land"):
        s.play_land("A", forest)
    assert _labels(s, "play_land") == []


def test_712_12_a_front_face_that_is_not_a_land_cannot_be_played_as_one():
    s = Scenario()
    mammoth = s.hand("A", "Kazandu Mammoth")
    s.start()
    with pytest.raises(IllegalActionError):
        s.play_land("A", mammoth)
    assert s.zone(mammoth) == "hand"


def test_712_11b_712_8f_cast_the_front_face_as_a_creature_spell():
    s = Scenario()
    mammoth = s.hand("A", "Kazandu Mammoth")
    forest = s.hand("A", "Forest")
    for _ in range(3):
        s.battlefield("A", "Forest")
    s.start()
    s.cast("A", mammoth)
    assert s.name(mammoth) == "Kazandu Mammoth"
    s.resolve()
    assert s.zone(mammoth) == "battlefield" and s.types(mammoth) == {"creature", "elephant"}
    assert (s.power(mammoth), s.toughness(mammoth)) == (3, 3)
    s.play_land("A", forest)  # landfall: the front face's ability works
    s.resolve()
    assert (s.power(mammoth), s.toughness(mammoth)) == (5, 5)


def test_712_8f_the_back_face_has_none_of_the_front_faces_abilities():
    s = Scenario()
    cleric = s.hand("A", "Skyclave Cleric")
    lions = s.hand("A", "Savannah Lions")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.play_land("A", cleric, face="Skyclave Basilica")
    assert s.life("A") == 20        # no "When Skyclave Cleric enters" trigger
    assert s.is_tapped(cleric)
    s.advance("precombat_main", turn=3)
    s.cast("A", lions)                  # paid by the back face's {T}: Add {W}
    assert s.is_tapped(cleric) and s.zone(lions) == "stack"


def test_712_11b_the_front_face_has_its_own_abilities_when_cast():
    s = Scenario()
    cleric = s.hand("A", "Skyclave Cleric")
    for _ in range(2):
        s.battlefield("A", "Plains")
    s.start()
    s.cast("A", cleric)
    s.resolve()
    s.resolve()  # its enters trigger
    assert s.life("A") == 22 and s.name(cleric) == "Skyclave Cleric"


def test_712_12_both_faces_are_lands_either_may_be_played():
    s = Scenario()
    path = s.hand("A", "Branchloft Pathway")
    lions = s.hand("A", "Savannah Lions")
    s.start()
    assert _labels(s, "play_land") == [
        f"play Boulderloft Pathway (Branchloft Pathway #{path.card})",
        f"play Branchloft Pathway #{path.card}"]
    s.play_land("A", path, face="Boulderloft Pathway")
    assert s.name(path) == "Boulderloft Pathway" and not s.is_tapped(path)
    s.cast("A", lions)                  # paid by Boulderloft Pathway's {T}: Add {W}
    assert s.is_tapped(path) and s.zone(lions) == "stack"


def test_712_8a_a_back_face_that_leaves_the_battlefield_is_its_front_face_again():
    s = Scenario()
    mammoth = s.hand("A", "Kazandu Mammoth")
    rain = s.hand("B", "Stone Rain")
    for _ in range(3):
        s.battlefield("B", "Mountain")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.play_land("A", mammoth, face="Kazandu Valley")
    s.advance("precombat_main", turn=2)
    s.cast("B", rain, targets=[mammoth])
    s.resolve()
    assert s.zone(mammoth) == "graveyard"
    assert s.name(mammoth) == "Kazandu Mammoth" and s.types(mammoth) == {"creature", "elephant"}


def test_712_8a_in_the_graveyard_it_is_its_front_face_for_selectors():
    # Bala Ged Recovery returns "target card": the Mammoth in the graveyard is the
    # front face (a creature card named Kazandu Mammoth), whichever face it was.
    s = Scenario()
    mammoth = s.graveyard("A", "Kazandu Mammoth")
    recovery = s.hand("A", "Bala Ged Recovery")
    for _ in range(3):
        s.battlefield("A", "Forest")
    s.start()
    s.cast("A", recovery, targets=[mammoth])
    assert s.stack[0].startswith("Bala Ged Recovery")
    s.resolve()
    assert s.zone(mammoth) == "hand" and s.name(mammoth) == "Kazandu Mammoth"
    assert s.zone(recovery) == "graveyard"


def test_712_11c_only_the_land_face_of_a_spell_card_can_be_used_without_mana():
    # With no mana, the sorcery face isn't castable but the land face is playable.
    s = Scenario()
    recovery = s.hand("A", "Bala Ged Recovery")
    s.graveyard("A", "Grizzly Bears")
    s.start()
    assert _labels(s, "cast") == []
    s.play_land("A", recovery, face="Bala Ged Sanctuary")
    assert s.name(recovery) == "Bala Ged Sanctuary" and s.is_tapped(recovery)


def test_712_12_policies_play_both_faces_and_keep_the_invariants():
    deck = ("12 Forest\n12 Kazandu Mammoth\n12 Tangled Florahedron\n12 Branchloft Pathway\n"
            "12 Bala Ged Recovery\n")
    rng = random.Random(5)
    faces = {"Kazandu Valley": 0, "Tangled Vale": 0, "Boulderloft Pathway": 0,
             "Kazandu Mammoth": 0, "Tangled Florahedron": 0}
    for seed in range(6):
        g = mtgcore.Game(deck, deck, seed=seed)
        while not g.is_over and g.turn < 20:
            act = rng.choice(g.decision.actions)
            for name in faces:
                if act.label.startswith(f"play {name}") or act.label.startswith(f"cast {name}"):
                    faces[name] += 1
            g.apply(act)
            assert g._g.check_invariants() == ""
    assert all(n > 0 for n in faces.values()), faces
    res = mtgcore.simulate(deck, deck, games=40, seed=3, policy="greedy")
    assert len(res.winner) == 40
