"""The stack as a target (CR 115): changing targets and choosing new targets (115.7),
"with a single target" (115.9a), activated and triggered abilities on the stack as
objects to target and counter (109.1, 113.7a, 115.2, 701.6a; mana abilities never
are, 605.3b)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def _bolt_then(card, lands=("Island", 4)):
    s = Scenario()
    s.battlefield("A", "Mountain")
    _lands(s, "B", *lands)
    bolt = s.hand("A", "Lightning Bolt")
    it = s.hand("B", card)
    return s, bolt, it


# ---- 115.7a: "change the target" ---------------------------------------------------------

def test_115_7a_deflection_changes_the_target_to_another_legal_target():
    s, bolt, defl = _bolt_then("Deflection")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", defl, targets=[bolt])
    s.pass_priority()
    s.pass_priority()  # Deflection resolves
    # The target must change: the one it has is no option (115.7a).
    assert s.pending.options == ["choose player A", f"choose Grizzly Bears #{bears.card}"]
    s.choose("B", "player A")
    assert s.stack[0] == "Lightning Bolt (A) targeting player A"
    s.resolve()
    assert s.life("A") == 17 and s.life("B") == 20 and s.zone(bears) == "battlefield"


def test_115_7a_with_no_other_legal_target_the_target_is_unchanged():
    s = Scenario()
    s.battlefield("A", "Forest")
    _lands(s, "B", "Island", 4)
    bears = s.battlefield("A", "Grizzly Bears")
    growth = s.hand("A", "Giant Growth")
    defl = s.hand("B", "Deflection")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.cast("B", defl, targets=[growth])
    s.resolve()  # no other creature: nothing to choose, the target stays
    assert s.power(bears) == 5


def test_115_9a_deflection_needs_a_spell_with_a_single_target():
    s = Scenario()
    _lands(s, "A", "Island", 2)
    _lands(s, "B", "Island", 4)
    s.library("A", ["Island"] * 2)
    tt = s.hand("A", "Think Twice")
    defl = s.hand("B", "Deflection")
    s.start()
    s.cast("A", tt)  # no target at all
    with pytest.raises(IllegalActionError):
        s.cast("B", defl, targets=[tt])


def test_115_7a_new_target_must_be_legal_hexproof_is_no_option():
    s, bolt, defl = _bolt_then("Deflection")
    scout = s.battlefield("A", "Gladecover Scout")  # hexproof: B can't target it (702.11b)
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", defl, targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    # Legal for the Bolt (its controller A): B's bears and player A; A's own
    # hexproof creature is legal for A's spell (702.11b).
    assert s.pending.options == ["choose player A", f"choose Gladecover Scout #{scout.card}",
                                 f"choose Grizzly Bears #{bears.card}"]
    s.choose("B", bears)
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(scout) == "battlefield"


# ---- 115.7d: "choose new targets" ----------------------------------------------------------

def test_115_7d_redirect_may_leave_the_target_unchanged():
    s, bolt, red = _bolt_then("Redirect", lands=("Island", 2))
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", red, targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    assert s.pending.options == ["choose player B", "choose player A"]  # the first keeps it
    s.choose("B", "player B")
    s.resolve()
    assert s.life("B") == 17


def test_115_7d_redirect_chooses_a_new_target():
    s, bolt, red = _bolt_then("Redirect", lands=("Island", 2))
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", red, targets=[bolt])
    s.resolve()
    s.choose("B", "player A")
    assert s.life("A") == 17 and s.life("B") == 20


def test_115_7d_an_illegal_target_may_be_left_unchanged():
    s, bolt, red = _bolt_then("Redirect", lands=("Island", 2))
    bears = s.battlefield("B", "Grizzly Bears")
    _lands(s, "B", "Swamp", 2)
    s.start()
    s.cast("A", bolt, targets=[bears])
    s.cast("B", red, targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    # (the Bolt's target stays listed first even after it became illegal)
    assert s.pending.options[0] == f"choose Grizzly Bears #{bears.card}"
    s.choose("B", 0)
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_115_7d_redirect_targets_any_spell_even_without_targets():
    s = Scenario()
    _lands(s, "A", "Island", 2)
    _lands(s, "B", "Island", 2)
    s.library("A", ["Island"] * 2)
    tt = s.hand("A", "Think Twice")
    red = s.hand("B", "Redirect")
    s.start()
    s.cast("A", tt)
    s.cast("B", red, targets=[tt])
    s.resolve()  # nothing to change
    assert s.hand_size("A") == 1 and s.pending is None


# ---- 115.2, 701.6a: activated and triggered abilities on the stack ---------------------------

def _pyromancer_ping():
    s = Scenario()
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    s.battlefield("B", "Island")
    stifle = s.hand("B", "Stifle")
    s.start()
    s.activate("A", pyro, targets=["B"])
    return s, pyro, stifle


def test_701_6a_stifle_counters_an_activated_ability():
    s, pyro, stifle = _pyromancer_ping()
    ability = s.stack[0]
    assert not ability.is_spell
    s.cast("B", stifle, targets=[ability])
    assert s.stack[0].targets == ["activated ability of Prodigal Pyromancer #0"]
    s.resolve()
    assert s.life("B") == 20 and s.stack == []
    assert s.is_tapped(pyro)  # 701.6b: no refund of its cost


def test_701_6a_stifle_counters_a_triggered_ability():
    s = Scenario()
    _lands(s, "A", "Mountain", 4)
    s.battlefield("B", "Island")
    bears = s.battlefield("B", "Grizzly Bears")
    kavu = s.hand("A", "Flametongue Kavu")
    stifle = s.hand("B", "Stifle")
    s.start()
    s.cast("A", kavu)
    s.pass_priority()
    s.pass_priority()  # the Kavu enters: its trigger targets the Bears (603.3d)
    s.choose("A", bears)
    trigger = s.stack[0]
    assert trigger.startswith("Flametongue Kavu ability") and not trigger.is_spell
    s.cast("B", stifle, targets=[trigger])
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.zone(kavu) == "battlefield"
    assert s.check_invariants() == ""


def test_115_2_stifle_cant_target_a_spell():
    s = Scenario()
    s.battlefield("A", "Mountain")
    s.battlefield("B", "Island")
    bolt = s.hand("A", "Lightning Bolt")
    stifle = s.hand("B", "Stifle")
    s.start()
    s.cast("A", bolt, targets=["B"])
    with pytest.raises(IllegalActionError):
        s.cast("B", stifle, targets=[bolt])
    with pytest.raises(IllegalActionError):
        s.cast("B", stifle, targets=[s.stack[0]])


def test_605_3b_mana_abilities_cant_be_targeted():
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves")
    s.battlefield("B", "Island")
    stifle = s.hand("B", "Stifle")
    s.start()
    s.activate("A", elves)  # a mana ability doesn't use the stack
    assert s.mana_pool("A") == {"G": 1} and s.stack == []
    s.pass_priority()
    with pytest.raises(IllegalActionError):
        s.cast("B", stifle, targets=[])  # no ability to target


def test_701_6a_tales_end_counters_a_legendary_spell_but_not_a_nonlegendary_one():
    s = Scenario()
    _lands(s, "A", "Plains", 1)
    _lands(s, "A", "Forest", 2)
    _lands(s, "B", "Island", 4)
    isamaru = s.hand("A", "Isamaru, Hound of Konda")
    bears = s.hand("A", "Grizzly Bears")
    end1 = s.hand("B", "Tale's End")
    s.start()
    s.cast("A", bears)
    with pytest.raises(IllegalActionError):
        s.cast("B", end1, targets=[bears])
    s.resolve()
    s.cast("A", isamaru)
    s.cast("B", end1, targets=[isamaru])
    s.resolve()
    assert s.zone(isamaru) == "graveyard" and s.zone(bears) == "battlefield"


def test_701_6a_tales_end_counters_an_activated_ability():
    s2 = Scenario()
    pyro = s2.battlefield("A", "Prodigal Pyromancer")
    _lands(s2, "B", "Island", 2)
    end1 = s2.hand("B", "Tale's End")
    s2.start()
    s2.activate("A", pyro, targets=["B"])
    s2.cast("B", end1, targets=[s2.stack[0]])
    s2.resolve()
    assert s2.life("B") == 20


def test_115_7a_reroute_changes_the_target_of_an_activated_ability():
    s = Scenario()
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    _lands(s, "B", "Mountain", 2)
    s.library("B", ["Island"])
    rr = s.hand("B", "Reroute")
    s.start()
    s.activate("A", pyro, targets=["B"])
    s.cast("B", rr, targets=[s.stack[0]])
    s.pass_priority()
    s.pass_priority()
    assert s.pending.options == ["choose player A", "choose Prodigal Pyromancer #0"]
    s.choose("B", pyro)
    s.resolve()
    assert s.zone(pyro) == "graveyard" and s.life("B") == 20 and s.hand_size("B") == 1


def test_115_2_reroute_cant_target_a_triggered_ability():
    s = Scenario()
    _lands(s, "A", "Mountain", 4)
    _lands(s, "B", "Mountain", 2)
    bears = s.battlefield("B", "Grizzly Bears")
    kavu = s.hand("A", "Flametongue Kavu")
    rr = s.hand("B", "Reroute")
    s.start()
    s.cast("A", kavu)
    s.pass_priority()
    s.pass_priority()
    s.choose("A", bears)
    with pytest.raises(IllegalActionError):
        s.cast("B", rr, targets=[s.stack[0]])


def _willbender_face_down():
    s = Scenario()
    s.battlefield("A", "Mountain")
    _lands(s, "B", "Island", 5)
    wb = s.hand("B", "Willbender")
    bolt = s.hand("A", "Lightning Bolt")
    s.library("A", ["Island"] * 2)
    s.library("B", ["Island"] * 2)
    s.start(turn=2)  # B's turn
    s.cast_face_down("B", wb)  # {3} (702.37c)
    s.resolve()
    return s, wb, bolt


def test_115_7a_willbender_changes_the_target_of_a_spell_as_it_is_turned_face_up():
    s, wb, bolt = _willbender_face_down()
    s.advance("precombat_main", turn=3)
    s.cast("A", bolt, targets=["B"])
    s.turn_face_up("B", wb)  # a special action (116.2b); its trigger goes on the stack
    assert s.pending.options == [f"target Lightning Bolt #{bolt.card}"]  # not itself (115.5)
    s.choose("B", bolt)
    assert s.stack[0].startswith("Willbender ability")
    s.resolve()
    s.choose("B", "player A")
    assert s.life("A") == 17 and s.life("B") == 20


def test_115_5_an_ability_is_no_target_for_itself():
    # Willbender's trigger, with nothing else on the stack, has no legal target: it
    # is removed (603.3d) rather than targeting itself.
    s, wb, bolt = _willbender_face_down()
    s.turn_face_up("B", wb)
    assert s.stack == [] and s.name(wb) == "Willbender"
    assert s.check_invariants() == ""


# ---- 115.7b: "change a target ... to this creature"; 115.7c: "change any targets" -----------

def test_115_7b_spellskite_changes_a_target_to_itself():
    s = Scenario()
    s.battlefield("A", "Mountain")
    s.battlefield("B", "Island")
    bolt = s.hand("A", "Lightning Bolt")
    skite = s.battlefield("B", "Spellskite")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.activate("B", skite, targets=[bolt])  # {U/P}: paid with the Island
    s.resolve()
    assert s.life("B") == 20 and s.damage(skite) == 3


def test_115_7b_spellskite_that_cant_be_the_target_leaves_it_unchanged():
    # Lava Spike targets a player or planeswalker: Spellskite is no legal new target.
    s = Scenario()
    s.battlefield("A", "Mountain")
    s.battlefield("B", "Island")
    spike = s.hand("A", "Lava Spike")
    skite = s.battlefield("B", "Spellskite")
    s.start()
    s.cast("A", spike, targets=["B"])
    s.activate("B", skite, targets=[spike])
    s.resolve()
    assert s.life("B") == 17 and s.damage(skite) == 0


def test_115_7b_spellskite_redirects_an_activated_ability():
    s = Scenario()
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    s.battlefield("B", "Island")
    skite = s.battlefield("B", "Spellskite")
    s.start()
    s.activate("A", pyro, targets=["B"])
    s.activate("B", skite, targets=[s.stack[0]])
    s.resolve()
    assert s.life("B") == 20 and s.damage(skite) == 1


def test_115_7c_sideswipe_may_change_any_targets_of_an_arcane_spell():
    s = Scenario()
    s.battlefield("A", "Mountain")
    _lands(s, "B", "Mountain", 2)
    spike = s.hand("A", "Lava Spike")
    swipe = s.hand("B", "Sideswipe")
    s.start()
    s.cast("A", spike, targets=["B"])
    s.cast("B", swipe, targets=[spike])
    s.resolve()
    assert s.pending.options == ["choose player B", "choose player A"]
    s.choose("B", "player A")
    assert s.life("A") == 17 and s.life("B") == 20


def test_115_7c_sideswipe_targets_only_arcane_spells():
    s, bolt, swipe = _bolt_then("Sideswipe", lands=("Mountain", 2))
    s.start()
    s.cast("A", bolt, targets=["B"])
    with pytest.raises(IllegalActionError):
        s.cast("B", swipe, targets=[bolt])


def test_702_21a_a_new_target_with_ward_triggers_ward():
    # Changing a target makes the new one "become the target" of the spell (115.7).
    s = Scenario()
    _lands(s, "A", "Mountain", 3)
    _lands(s, "B", "Island", 2)
    bolt = s.hand("A", "Lightning Bolt")
    red = s.hand("B", "Redirect")
    aerialist = s.battlefield("A", "Waterfall Aerialist")  # ward {2}
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", red, targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    s.choose("B", aerialist)  # A's Bolt now targets A's own creature: no ward (an opponent's only)
    assert len(s.stack) == 1
    s.resolve()
    assert s.zone(aerialist) == "graveyard"


def test_702_21a_ward_triggers_when_a_copy_targets_it():
    s = Scenario()
    _lands(s, "A", "Mountain", 1)
    _lands(s, "B", "Island", 2)
    bolt = s.hand("A", "Lightning Bolt")
    tc = s.hand("B", "Twincast")
    aerialist = s.battlefield("A", "Waterfall Aerialist")  # ward {2}
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", tc, targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    s.choose("B", aerialist)  # B's copy targets A's creature with ward
    assert s.stack[0].startswith("Waterfall Aerialist ability")
    s.resolve()  # B can't pay {2} (both Islands tapped): the copy is countered
    assert s.zone(aerialist) == "battlefield" and s.life("B") == 17


# ---- whole games with these cards: invariants after every action, replay --------------------

STACK_DECK_A = """12 Mountain
6 Island
3 Grapeshot
3 Pyromatics
3 Lightning Bolt
3 Reverberate
3 Prodigal Pyromancer
3 Willbender
2 Empty the Warrens
2 Sideswipe
"""
STACK_DECK_B = """12 Island
6 Mountain
3 Twincast
3 Stifle
3 Spellskite
3 Deflection
3 Redirect
3 Reroute
2 Tale's End
2 Flametongue Kavu
"""


def _play(seed, policy):
    import random

    import mtgcore
    g = mtgcore.Game(STACK_DECK_A, STACK_DECK_B, seed=seed)
    rng = random.Random(seed)
    chosen = []
    while not g.is_over:
        k = g._g.num_legal_actions()
        assert k >= 1, "a decision with no legal action"
        i = rng.randrange(k) if policy == "random" else g._g.policy_choice(1, 0)
        assert all(g._g.label(a) for a in g._g.legal_actions())
        chosen.append(i)
        g.apply(i)
        err = g.check_invariants()
        assert err == "", err
        assert len(chosen) < 100_000
    return g, chosen


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_707_10_115_7_playouts_with_copies_and_stack_targets_keep_invariants(policy):
    import mtgcore
    for seed in range(8):
        g, chosen = _play(seed, policy)
        again = mtgcore.Game(STACK_DECK_A, STACK_DECK_B, seed=seed)
        for i in chosen:
            again.apply(i)
        assert again.digest() == g.digest()  # same seed and answers: the same game


def test_115_7d_redirect_asks_target_by_target_and_checks_each_instance():
    # Prey Upon has two instances of "target": each new one must fit its own (115.3).
    s = Scenario()
    s.battlefield("A", "Forest")
    _lands(s, "B", "Island", 2)
    bears = s.battlefield("A", "Grizzly Bears")
    giant = s.battlefield("A", "Craw Giant")
    elves = s.battlefield("B", "Llanowar Elves")
    lion = s.battlefield("B", "Savannah Lions")
    prey = s.hand("A", "Prey Upon")
    red = s.hand("B", "Redirect")
    s.start()
    s.cast("A", prey, targets=[giant, elves])
    s.cast("B", red, targets=[prey])
    s.pass_priority()
    s.pass_priority()
    # First "target creature you control" (A's, seen from the spell's controller).
    assert s.pending.options == [f"choose Craw Giant #{giant.card}", f"choose Grizzly Bears #{bears.card}"]
    s.choose("B", bears)
    assert s.pending.options == [f"choose Llanowar Elves #{elves.card}",
                                 f"choose Savannah Lions #{lion.card}"]
    s.choose("B", lion)
    s.resolve()
    # Bears (2/2) fight the Lions (2/1): both die; the Giant and the Elves are untouched.
    assert s.zone(bears) == "graveyard" and s.zone(lion) == "graveyard"
    assert s.zone(giant) == "battlefield" and s.zone(elves) == "battlefield"


def test_113_9_abilities_on_the_stack_are_not_spells_counterspell_cant_target_them():
    s = Scenario()
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    _lands(s, "B", "Island", 2)
    cs = s.hand("B", "Counterspell")
    s.start()
    s.activate("A", pyro, targets=["B"])
    with pytest.raises(IllegalActionError):
        s.cast("B", cs, targets=[s.stack[0]])
    s.resolve()
    assert s.life("B") == 19 and s.zone(cs) == "hand"
