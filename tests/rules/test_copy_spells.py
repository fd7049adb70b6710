"""Copying spells (CR 707.10): copies keep the choices made for the spell and aren't
cast; "you may choose new targets for the copy" (707.10c, 115.7d); copies cease to
exist off the stack (707.10a, 704.5e).  Copy-on-cast keywords as one mechanism (a
"when you cast this spell" trigger whose count is data): storm (702.40a) and
replicate (702.56a)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def _bolt_and_twincast():
    s = Scenario()
    _lands(s, "A", "Mountain", 2)
    _lands(s, "B", "Island", 2)
    bolt = s.hand("A", "Lightning Bolt")
    tc = s.hand("B", "Twincast")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", tc, targets=[bolt])
    return s, bolt, tc, bears


# ---- 707.10: copying a spell ------------------------------------------------------------

def test_707_10_twincast_copies_the_spell_with_a_new_target():
    s, bolt, tc, bears = _bolt_and_twincast()
    s.resolve()  # Twincast resolves: the copy's controller may choose new targets
    assert s.decision == "choose_cards" and s.pending.player == "B"
    assert s.pending.options == ["choose player B", "choose player A", "choose Grizzly Bears #6"]
    s.choose("B", "player A")
    assert s.life("A") == 17 and s.life("B") == 17
    assert s.zone(bolt) == "graveyard" and s.zone(tc) == "graveyard"


def test_707_10c_copy_keeps_its_target_if_the_player_leaves_it():
    s, bolt, tc, bears = _bolt_and_twincast()
    s.resolve()
    s.choose("B", "player B")  # the first option: the target it has
    assert s.life("B") == 14 and s.life("A") == 20


def test_707_10_copy_is_put_on_the_stack_above_and_controlled_by_its_creator():
    s, bolt, tc, bears = _bolt_and_twincast()
    s.pass_priority()  # B passes... A passes: Twincast resolves
    s.pass_priority()
    s.choose("B", "Grizzly Bears")
    top = s.stack[0]
    assert top.startswith("Lightning Bolt (B) targeting Grizzly Bears") and top.is_spell
    copy = top.card
    assert copy != bolt and s.controller(copy) == "B" and s.owner(copy) == "B"
    assert s.stack[1].card == bolt  # the original stays below (707.10)
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.life("B") == 17


def test_707_10_a_copy_of_a_spell_is_not_cast():
    s, bolt, tc, bears = _bolt_and_twincast()
    s.resolve()
    s.choose("B", "player A")
    assert s.spells_cast("A") == 1 and s.spells_cast("B") == 1  # 601.2i: Bolt, Twincast


def test_707_10a_a_copy_ceases_to_exist_once_it_leaves_the_stack():
    s, bolt, tc, bears = _bolt_and_twincast()
    s.pass_priority()
    s.pass_priority()
    s.choose("B", "player A")
    copy = s.stack[0].card
    s.resolve()
    assert s.zone(copy) is None  # 704.5e: not in B's graveyard
    assert [c.name for c in s.cards("B", "graveyard")] == ["Twincast"]
    assert s.check_invariants() == ""


def test_704_5e_a_countered_copy_ceases_to_exist():
    s = Scenario()
    _lands(s, "A", "Mountain", 2)
    _lands(s, "A", "Island", 2)
    _lands(s, "B", "Mountain", 2)
    bolt = s.hand("A", "Lightning Bolt")
    rev = s.hand("B", "Reverberate")
    cs = s.hand("A", "Counterspell")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", rev, targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    s.choose("B", "player A")
    copy = s.stack[0].card
    s.cast("A", cs, targets=[copy])  # a copy of a spell is a spell (707.10)
    s.resolve()
    assert s.zone(copy) is None and s.life("A") == 20 and s.life("B") == 17


def test_707_10_fork_example_the_copy_has_the_mode_chosen_for_the_original():
    # CR 707.10 Example (Fork and Emerald Charm): the copy has the same mode.
    s = Scenario()
    s.battlefield("A", "Island")
    s.battlefield("A", "Mountain")
    _lands(s, "B", "Mountain", 2)
    charm = s.hand("A", "Izzet Charm")
    rev = s.hand("B", "Reverberate")
    bears = s.battlefield("B", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    s.library("A", ["Island"] * 4)
    s.start()
    s.cast("A", charm, targets=[bears], modes=[2])  # "deals 2 damage to target creature"
    s.cast("B", rev, targets=[charm])
    s.resolve()
    assert s.pending.options == ["choose Grizzly Bears #6", "choose Llanowar Elves #7"]
    s.choose("B", "Llanowar Elves")  # a new target for the same mode (115.8)
    assert s.zone(bears) == "graveyard" and s.zone(elves) == "graveyard"
    assert s.hand_size("A") == 0  # the draw mode was not chosen: not copied either


def test_707_10_copy_keeps_the_value_of_x():
    s = Scenario()
    _lands(s, "A", "Mountain", 4)
    _lands(s, "B", "Mountain", 2)
    blaze = s.hand("A", "Blaze")
    rev = s.hand("B", "Reverberate")
    s.start()
    s.cast("A", blaze, targets=["B"], x=3)
    s.cast("B", rev, targets=[blaze])
    s.resolve()
    s.choose("B", "player A")
    assert s.life("A") == 17 and s.life("B") == 17  # X = 3 for the copy too (707.10)


def test_707_10_copy_keeps_the_kicker_paid():
    s = Scenario()
    _lands(s, "A", "Mountain", 5)
    _lands(s, "B", "Mountain", 2)
    burst = s.hand("A", "Burst Lightning")
    rev = s.hand("B", "Reverberate")
    s.start()
    s.cast("A", burst, targets=["B"], kicked=True)
    s.cast("B", rev, targets=[burst])
    s.resolve()
    s.choose("B", "player A")
    assert s.life("A") == 16 and s.life("B") == 16  # kicked: 4 damage each


def test_115_1_twincast_targets_only_instant_or_sorcery_spells():
    s = Scenario()
    _lands(s, "A", "Forest", 2)
    _lands(s, "B", "Island", 2)
    bears = s.hand("A", "Grizzly Bears")
    tc = s.hand("B", "Twincast")
    s.start()
    s.cast("A", bears)
    with pytest.raises(IllegalActionError):
        s.cast("B", tc, targets=[bears])


# ---- 702.40: storm --------------------------------------------------------------------------

def _storm_setup(mountains=6):
    s = Scenario()
    _lands(s, "A", "Mountain", mountains)
    return s


def test_702_40a_storm_copies_for_each_spell_cast_before_it():
    s = _storm_setup()
    shock = s.hand("A", "Shock")
    bolt = s.hand("A", "Lightning Bolt")
    gs = s.hand("A", "Grapeshot")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.resolve()
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    s.cast("A", gs, targets=["B"])
    assert s.stack[0].startswith("Grapeshot ability: Storm")  # the trigger, above the spell
    s.resolve()  # two copies, a new target asked for each (707.10c)
    s.choose("A", "Grizzly Bears")
    s.choose("A", "Grizzly Bears")
    assert s.zone(bears) == "graveyard"
    assert s.life("B") == 20 - 2 - 3 - 1
    assert s.spells_cast("A") == 3  # the copies aren't cast (707.10)


def test_702_40a_storm_counts_the_spells_every_player_cast_before_it():
    s = _storm_setup(4)
    _lands(s, "B", "Mountain", 1)
    gs = s.hand("A", "Grapeshot")
    shock = s.hand("A", "Shock")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.cast("B", bolt, targets=["A"])  # an opponent's spell counts too
    s.resolve()
    s.cast("A", gs, targets=["B"])
    s.resolve()
    s.choose("A", "player B")
    s.choose("A", "player B")
    assert s.life("B") == 20 - 2 - 3
    assert s.life("A") == 17


def test_702_40a_storm_does_not_count_spells_cast_after_it():
    s = _storm_setup(5)
    shock = s.hand("A", "Shock")
    gs = s.hand("A", "Grapeshot")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.resolve()
    s.cast("A", gs, targets=["B"])
    s.cast("A", bolt, targets=["B"])  # in response to the storm trigger
    s.resolve()
    s.choose("A", "player B")  # one copy only
    assert s.life("B") == 20 - 2 - 3 - 1 - 1


def test_702_40a_storm_copies_even_if_the_spell_was_countered():
    # 608.2h: the copies are made from the spell as it last existed on the stack.
    s = _storm_setup(3)
    _lands(s, "B", "Island", 2)
    shock = s.hand("A", "Shock")
    gs = s.hand("A", "Grapeshot")
    cs = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.resolve()
    s.cast("A", gs, targets=["B"])
    s.cast("B", cs, targets=[gs])
    s.pass_priority()
    s.pass_priority()  # Counterspell resolves; the storm trigger is still on the stack
    assert s.zone(gs) == "graveyard"
    s.resolve()
    s.choose("A", "player B")
    assert s.life("B") == 20 - 2 - 1


def test_702_40a_storm_with_no_spell_before_it_makes_no_copy():
    s = _storm_setup(2)
    gs = s.hand("A", "Grapeshot")
    s.start()
    s.cast("A", gs, targets=["B"])
    s.resolve()
    assert s.life("B") == 19 and s.pending is None


def test_702_40a_empty_the_warrens_copies_without_targets():
    s = _storm_setup(5)
    shock = s.hand("A", "Shock")
    etw = s.hand("A", "Empty the Warrens")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.resolve()
    s.cast("A", etw)
    s.resolve()  # no targets: no choice to make
    goblins = [c for c in s.permanents("A") if c.name == "Goblin Token"]
    assert len(goblins) == 4 and all(s.is_token(g) for g in goblins)


# ---- 702.56: replicate ----------------------------------------------------------------------

def test_702_56a_pyromatics_copied_for_each_time_its_replicate_cost_was_paid():
    s = Scenario()
    _lands(s, "A", "Mountain", 6)
    pyro = s.hand("A", "Pyromatics")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", pyro, targets=["B"], replicate=2)
    assert all(s.is_tapped(c) for c in s.permanents("A"))  # {1}{R} + 2 x {1}{R} (601.2f)
    s.resolve()
    s.choose("A", "Grizzly Bears")
    s.choose("A", "Grizzly Bears")
    assert s.zone(bears) == "graveyard" and s.life("B") == 19
    assert s.spells_cast("A") == 1


def test_702_56a_replicate_paid_at_most_what_can_be_paid():
    s = Scenario()
    _lands(s, "A", "Mountain", 4)
    pyro = s.hand("A", "Pyromatics")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", pyro, targets=["B"], replicate=2)  # {1}{R} x 3 needs six mana
    s.cast("A", pyro, targets=["B"], replicate=1)
    s.resolve()
    s.choose("A", "player B")
    assert s.life("B") == 18


def test_702_56a_no_replicate_paid_no_trigger():
    s = Scenario()
    _lands(s, "A", "Mountain", 4)
    pyro = s.hand("A", "Pyromatics")
    s.start()
    s.cast("A", pyro, targets=["B"], replicate=0)
    assert len(s.stack) == 1  # "if a replicate cost was paid for it" (603.4)
    s.resolve()
    assert s.life("B") == 19


def test_701_6a_stifle_counters_the_storm_trigger_no_copies():
    s = _storm_setup(3)
    s.battlefield("B", "Island")
    shock = s.hand("A", "Shock")
    gs = s.hand("A", "Grapeshot")
    stifle = s.hand("B", "Stifle")
    s.start()
    s.cast("A", shock, targets=["B"])
    s.resolve()
    s.cast("A", gs, targets=["B"])
    trigger = s.stack[0]
    assert trigger.startswith("Grapeshot ability: Storm") and not trigger.is_spell
    s.cast("B", stifle, targets=[trigger])  # a triggered ability on the stack (115.2)
    s.resolve()
    assert s.life("B") == 20 - 2 - 1 and s.pending is None
