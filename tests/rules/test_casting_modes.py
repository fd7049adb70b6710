"""Casting announcements (CR 601.2b): modal spells (700.2) and X (107.3)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _islands(s, n, player="A"):
    return [s.battlefield(player, "Island") for _ in range(n)]


# ---- modes (700.2) ------------------------------------------------------------------

def test_700_2_choose_two_does_only_the_chosen_modes():
    s = Scenario()
    _islands(s, 4)
    cc = s.hand("A", "Cryptic Command")
    bears = s.battlefield("B", "Grizzly Bears")
    elves = s.battlefield("B", "Llanowar Elves")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", cc, targets=[bears], modes=[2, 4])
    s.resolve()
    # mode 2 bounced the Bears, mode 4 drew a card; mode 3 (tap all) didn't happen
    assert s.zone(bears) == "hand" and s.hand_size("A") == 1
    assert not s.is_tapped(elves)


def test_700_2_choose_two_requires_two_modes():
    s = Scenario()
    _islands(s, 4)
    cc = s.hand("A", "Cryptic Command")
    s.library("A", ["Island"] * 3)
    s.start()
    with pytest.raises(IllegalActionError, match="more mode"):
        s.cast("A", cc, modes=[4])
    assert s.zone(cc) == "hand"  # nothing changed
    s.cast("A", cc, modes=[3, 4])
    s.resolve()
    assert s.hand_size("A") == 1


def test_700_2d_a_mode_is_chosen_at_most_once():
    s = Scenario()
    _islands(s, 4)
    cc = s.hand("A", "Cryptic Command")
    s.library("A", ["Island"] * 3)
    s.start()
    with pytest.raises(IllegalActionError, match="mode 4 can't be chosen"):
        s.cast("A", cc, modes=[4, 4])


def test_700_2a_a_mode_without_legal_targets_cant_be_chosen():
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Mountain")
    fi = s.hand("A", "Fiery Intervention")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    # no artifact: "Destroy target artifact" can't be chosen
    with pytest.raises(IllegalActionError, match="mode 2 can't be chosen"):
        s.cast("A", fi, modes=[2])
    s.cast("A", fi, targets=[bears], modes=[1])
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_700_2a_modal_spell_with_no_choosable_mode_cant_be_cast():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    cc = s.hand("A", "Crush Contraband")
    s.start()
    # neither an artifact nor an enchantment to target
    assert not any(a.label.startswith("cast Crush") for a in s.game.legal_actions())
    with pytest.raises(IllegalActionError):
        s.cast("A", cc, modes=[1])


def test_700_2_choose_one_or_both_may_choose_both():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    cc = s.hand("A", "Crush Contraband")
    shield = s.battlefield("B", "Short Sword")
    strength = s.battlefield("B", "Darkest Hour")
    s.start()
    s.cast("A", cc, targets=[shield, strength], modes=[1, 2])
    s.resolve()
    assert s.zone(shield) == "exile" and s.zone(strength) == "exile"


def test_700_2c_only_the_chosen_modes_targets_are_chosen():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    cc = s.hand("A", "Crush Contraband")
    shield = s.battlefield("B", "Short Sword")
    hour = s.battlefield("B", "Darkest Hour")
    s.start()
    s.cast("A", cc, targets=[hour], modes=[2])  # one target: the enchantment's mode only
    s.resolve()
    assert s.zone(hour) == "exile" and s.zone(shield) == "battlefield"


def test_608_2b_modal_spell_resolves_if_a_chosen_target_is_still_legal():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Plains")
    s.battlefield("B", "Island")
    cc = s.hand("A", "Crush Contraband")
    sword = s.battlefield("B", "Short Sword")
    hour = s.battlefield("B", "Darkest Hour")
    s.start()
    s.cast("A", cc, targets=[sword, hour], modes=[1, 2])
    assert len(s.stack) == 1
    s.resolve()
    assert s.zone(sword) == "exile" and s.zone(hour) == "exile"


def test_700_2_choose_one_izzet_charm_draw_then_discard():
    s = Scenario()
    s.battlefield("A", "Island")
    s.battlefield("A", "Mountain")
    charm = s.hand("A", "Izzet Charm")
    keep = s.hand("A", "Grizzly Bears")
    s.library("A", ["Forest", "Forest", "Forest"])
    s.start()
    s.cast("A", charm, modes=[3])
    s.resolve()
    # drew two, then discards two of the three cards in hand (chosen)
    assert s.pending is not None
    s.choose("A", keep)
    other = [c for c in s.cards("A", "hand") if c.name == "Forest"][0]
    s.choose("A", other)
    assert s.hand_size("A") == 1 and s.zone(keep) == "graveyard"


def test_700_2_random_playouts_with_modal_spells_keep_invariants():
    import random
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Island")
        s.battlefield("A", "Mountain")
    s.hand("A", ["Cryptic Command", "Izzet Charm", "Fiery Intervention"])
    s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Short Sword")
    s.library("A", ["Island"] * 10)
    s.library("B", ["Island"] * 10)
    s.start()
    g = s.game
    rng = random.Random(3)
    for _ in range(300):
        if g.is_over:
            break
        acts = g.legal_actions()
        g.apply(rng.choice(acts))
        assert s.check_invariants() == ""


# ---- X (107.3) ------------------------------------------------------------------------

def test_107_3a_x_is_chosen_on_casting_and_paid():
    s = Scenario()
    mountains = [s.battlefield("A", "Mountain") for _ in range(5)]
    blaze = s.hand("A", "Blaze")
    s.start()
    s.cast("A", blaze, targets=["B"], x=3)
    assert sum(s.is_tapped(m) for m in mountains) == 4  # {3}{R}
    s.resolve()
    assert s.life("B") == 17


def test_107_3a_x_can_be_zero():
    s = Scenario()
    m = s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    blaze = s.hand("A", "Blaze")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", blaze, targets=[bears], x=0)
    assert sum(s.is_tapped(c) for c in s.cards("A", "battlefield")) == 1  # just {R}
    s.resolve()
    assert s.damage(bears) == 0 and s.zone(bears) == "battlefield"
    assert s.zone(blaze) == "graveyard"


def test_107_3a_x_larger_than_can_be_paid_is_refused():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Mountain")
    blaze = s.hand("A", "Blaze")
    s.start()
    with pytest.raises(IllegalActionError, match="at most 2"):
        s.cast("A", blaze, targets=["B"], x=3)
    assert s.zone(blaze) == "hand"


def test_107_3a_x_in_effects_each_creature_and_each_player():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Mountain")
    quake = s.hand("A", "Earthquake")
    bears = s.battlefield("B", "Grizzly Bears")
    bird = s.battlefield("B", "Birds of Paradise")
    s.start()
    s.cast("A", quake, x=2)
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(bird) == "battlefield"
    assert s.life("A") == 18 and s.life("B") == 18


def test_107_3a_x_used_twice_in_one_spell():
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Plains")
    for _ in range(3):
        s.battlefield("A", "Island")
    rev = s.hand("A", "Sphinx's Revelation")
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", rev, x=2)
    s.resolve()
    assert s.life("A") == 22 and s.hand_size("A") == 2


def test_107_3a_target_player_gains_x_life():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Forest")
    stream = s.hand("A", "Stream of Life")
    s.start()
    s.cast("A", stream, targets=["A"], x=3)
    s.resolve()
    assert s.life("A") == 23


def test_601_2b_x_is_offered_up_to_what_can_be_paid():
    import mtgcore
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Island")
        s.battlefield("A", "Island")
    spring = s.hand("A", "Mind Spring")
    s.library("A", ["Island"] * 10)
    s.start()
    g = s.game
    cast = [a for a in g.legal_actions() if a.label.startswith("cast Mind Spring")]
    assert cast
    g.apply(cast[0])
    assert g.decision.kind == "choose_x"
    labels = [a.label for a in g.legal_actions()]
    assert labels[0] == "X = 0" and labels[-1] == "X = 6"
