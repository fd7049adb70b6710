"""Trigger events worded with "becomes" (CR 603.2e) and delayed triggers that follow
one object (CR 603.7c), with real cards: Judge of Currents ("Whenever a Merfolk
you control becomes tapped, you may gain 1 life."), Orb of Dreams, Pressure Point,
Drudge Skeletons with Artificial Evolution, and dash's "returned at the beginning
of the next end step" (Mardu Scout) against Turn to Frog and a bounce.
"""

from mtgcore.testing import Scenario

from _costs import lands  # noqa: E402



def _take_the_life(s):
    """Resolve Judge of Currents' trigger (if ``resolve`` hasn't reached it yet),
    answering its "you may" with yes."""
    if s.pending is None:
        assert len(s.stack) == 1
        s.resolve()
    assert s.pending.kind == "yes_no"
    s.choose("A", "yes")


# ---------------------------------------------------------------------------
# 603.2e "becomes tapped"
# ---------------------------------------------------------------------------

def test_603_2e_judge_of_currents_triggers_when_a_merfolk_becomes_tapped_by_attacking():
    s = Scenario()
    judge = s.battlefield("A", "Judge of Currents")
    s.start()
    s.attack({judge: "B"})
    assert s.is_tapped(judge)
    _take_the_life(s)
    assert s.life("A") == 21


def test_603_2e_example_a_merfolk_that_enters_tapped_does_not_become_tapped():
    """603.2e Example: "An ability that triggers when a permanent 'becomes tapped'
    triggers only when the status of a permanent that's already on the battlefield
    changes from untapped to tapped."  Under Orb of Dreams ("Permanents enter
    tapped.") Merfolk Secretkeeper enters tapped: no trigger.  Tapping the Island
    that paid for it is no Merfolk's tapping either."""
    s = Scenario()
    s.battlefield("A", "Judge of Currents")
    s.battlefield("B", "Orb of Dreams")
    lands(s, "Island", 1)
    keeper = s.hand("A", "Merfolk Secretkeeper")
    s.start()
    s.cast("A", keeper)
    s.resolve()
    assert s.zone(keeper) == "battlefield" and s.is_tapped(keeper)
    assert s.stack == [] and s.life("A") == 20


def test_603_2e_an_effect_that_taps_triggers_it_but_tapping_a_tapped_merfolk_does_not():
    s = Scenario()
    judge = s.battlefield("A", "Judge of Currents")
    lands(s, "Plains", 4, player="B")
    points = [s.hand("B", "Pressure Point") for _ in range(2)]
    s.library("B", ["Plains", "Plains"])
    s.start()
    s.pass_priority()                         # B gets priority in A's main phase
    s.cast("B", points[0], targets=[judge])
    s.resolve()                               # Judge becomes tapped: the trigger resolves
    assert s.is_tapped(judge)
    _take_the_life(s)
    assert s.life("A") == 21
    s.pass_priority()
    s.cast("B", points[1], targets=[judge])   # already tapped: it stays tapped ...
    s.resolve()
    assert s.stack == [] and s.life("A") == 21  # ... and doesn't "become" tapped


def test_603_2e_regeneration_taps_the_creature_so_it_becomes_tapped_701_19a():
    """Regeneration taps the creature it replaces the destruction of (701.19a):
    Drudge Skeletons made a Merfolk by Artificial Evolution (612) triggers Judge of
    Currents when it regenerates."""
    s = Scenario()
    s.battlefield("A", "Judge of Currents")
    skel = s.battlefield("A", "Drudge Skeletons")
    lands(s, "Island", 1)
    lands(s, "Swamp", 1)
    evo = s.hand("A", "Artificial Evolution")
    lands(s, "Mountain", 1, player="B")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", evo, targets=[skel])
    s.resolve()
    s.choose("A", "replace Skeleton")
    s.choose("A", "with Merfolk")
    assert "merfolk" in s.types(skel)
    s.activate("A", skel)                     # {B}: a regeneration shield
    s.resolve()
    assert s.stack == [] and not s.is_tapped(skel)
    s.pass_priority()
    s.cast("B", bolt, targets=[skel])
    s.resolve()                               # destroyed -> regenerated instead
    assert s.zone(skel) == "battlefield" and s.is_tapped(skel)
    _take_the_life(s)
    assert s.life("A") == 21


# ---------------------------------------------------------------------------
# 603.7c A delayed triggered ability follows its object
# ---------------------------------------------------------------------------

def test_603_7c_dash_returns_the_creature_even_after_its_characteristics_changed():
    """603.7c: "A delayed triggered ability that refers to a particular object still
    affects it even if the object changes characteristics."  A dashed Mardu Scout
    turned into a blue 1/1 Frog with no abilities still goes back to its owner's
    hand at the beginning of the next end step."""
    s = Scenario()
    lands(s, "Mountain", 2)
    scout = s.hand("A", "Mardu Scout")
    lands(s, "Island", 2, player="B")
    frog = s.hand("B", "Turn to Frog")
    s.start()
    s.cast("A", scout, alt="dash")
    s.resolve()
    s.pass_priority()
    s.cast("B", frog, targets=[scout])
    s.resolve()
    assert "frog" in s.types(scout) and s.power(scout) == 1
    s.advance("end_step")
    s.resolve()
    assert s.zone(scout) == "hand"


def test_603_7c_dash_does_not_return_the_card_once_it_left_and_came_back_400_7():
    """603.7c: "if that object is no longer in the zone it's expected to be in at the
    time the delayed triggered ability resolves, the ability won't affect it."  The
    dashed Scout is bounced and cast again normally: a new object, which stays."""
    s = Scenario()
    lands(s, "Mountain", 4)
    scout = s.hand("A", "Mardu Scout")
    lands(s, "Island", 1, player="B")
    unsummon = s.hand("B", "Unsummon")
    s.start()
    s.cast("A", scout, alt="dash")
    s.resolve()
    s.pass_priority()
    s.cast("B", unsummon, targets=[scout])
    s.resolve()
    assert s.zone(scout) == "hand"
    s.cast("A", scout)                        # {R}{R}, no dash this time
    s.resolve()
    assert s.zone(scout) == "battlefield"
    s.advance("end_step")
    while s.stack:
        s.resolve()
    assert s.zone(scout) == "battlefield"
    s.pass_turn()
    assert s.zone(scout) == "battlefield"
