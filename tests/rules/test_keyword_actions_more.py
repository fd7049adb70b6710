"""Keyword actions as data (CR 701): proliferate (701.34, Steady Progress), populate
(701.36, Eyes in the Skies) and explore (701.44, Merfolk Branchwalker, Jadelight
Ranger), with real cards."""

from mtgcore.testing import Scenario

from _costs import lands  # noqa: E402


def _tokens(s, player, name=None):
    return [t for t in s.permanents(player) if s.is_token(t) and (name is None or s.name(t) == name)]


# ---------------------------------------------------------------------------
# 701.34 Proliferate
# ---------------------------------------------------------------------------

def test_701_34a_proliferate_adds_one_of_each_kind_to_the_chosen_permanents_and_players():
    s = Scenario()
    s.library("A", ["Island"])
    lands(s, "Island", 3)
    progress = s.hand("A", "Steady Progress")
    jace = s.battlefield("A", "Jace Beleren")                     # 3 loyalty
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Hill Giant")                              # no counters: not offered
    s.set_poison("B", 2)
    s.start()
    s.cast("A", progress)
    s.resolve()
    assert s.decision == "choose_cards"
    assert len(s.pending.options) == 3                             # Jace, player B, "done"
    s.choose("A", jace)
    s.choose("A", "player B")
    assert s.loyalty(jace) == 4 and s.poison("B") == 3
    assert s.counters(bears) == {} and s.hand_size("A") == 1      # then "Draw a card."


def test_701_34a_proliferate_may_leave_out_any_of_them():
    s = Scenario()
    s.library("A", ["Island"])
    lands(s, "Island", 3)
    progress = s.hand("A", "Steady Progress")
    jace = s.battlefield("A", "Jace Beleren")
    s.battlefield("B", "Jace Beleren")
    s.start()
    s.cast("A", progress)
    s.resolve()
    s.choose("A", "done")                                          # "any number": none
    assert s.loyalty(jace) == 3 and s.stack == []


# ---------------------------------------------------------------------------
# 701.36 Populate
# ---------------------------------------------------------------------------

def test_701_36a_populate_copies_a_creature_token_you_control():
    s = Scenario()
    lands(s, "Plains", 4)
    eyes = s.hand("A", "Eyes in the Skies")
    s.start()
    s.cast("A", eyes)
    s.resolve()                                                    # the Bird is the only token
    birds = _tokens(s, "A")
    assert len(birds) == 2
    assert all("flying" in s.keywords(b) and (s.power(b), s.toughness(b)) == (1, 1) for b in birds)


def test_701_36b_populate_chooses_among_creature_tokens():
    s = Scenario()
    lands(s, "Plains", 6)
    alarm = s.hand("A", "Raise the Alarm")
    eyes = s.hand("A", "Eyes in the Skies")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    s.cast("A", eyes)
    s.resolve()
    assert s.decision == "choose_cards"                            # a Soldier or the Bird
    soldier = _tokens(s, "A", "Soldier Token")[0]
    s.choose("A", soldier)
    assert len(_tokens(s, "A", "Soldier Token")) == 3 and len(_tokens(s, "A")) == 4


# ---------------------------------------------------------------------------
# 701.44 Explore
# ---------------------------------------------------------------------------

def test_701_44a_explore_a_land_goes_to_the_hand():
    s = Scenario()
    lands(s, "Forest", 2)
    walker = s.hand("A", "Merfolk Branchwalker")
    top = s.library("A", ["Forest", "Island"])
    s.start()
    s.cast("A", walker)
    s.resolve()
    assert s.zone(top[0]) == "hand" and s.counters(walker) == {}


def test_701_44a_explore_a_nonland_gives_a_counter_and_may_go_to_the_graveyard():
    s = Scenario()
    lands(s, "Forest", 3)
    ranger = s.hand("A", "Jadelight Ranger")
    top = s.library("A", ["Hill Giant", "Grizzly Bears", "Island"])
    s.start()
    s.cast("A", ranger)
    s.resolve()
    assert s.pending.kind == "yes_no"                              # Hill Giant revealed
    assert s.counters(ranger) == {"+1/+1": 1}
    s.choose("A", "yes")                                           # into the graveyard
    assert s.zone(top[0]) == "graveyard"
    assert s.pending.kind == "yes_no"                              # explores again: Bears,
    assert s.counters(ranger) == {"+1/+1": 2}                      # another counter
    s.choose("A", "no")                                            # stays on top
    assert s.cards("A", "library")[0] == top[1]
    assert s.counters(ranger) == {"+1/+1": 2} and s.power(ranger) == 4


def test_701_44b_exploring_with_an_empty_library_still_gives_the_counter():
    s = Scenario()
    lands(s, "Forest", 2)
    walker = s.hand("A", "Merfolk Branchwalker")
    s.start()
    s.cast("A", walker)
    s.resolve()
    assert s.pending is None and s.counters(walker) == {"+1/+1": 1}


# ---------------------------------------------------------------------------
# 701.37 Monstrosity, 701.46 Adapt
# ---------------------------------------------------------------------------

def test_701_37a_monstrosity_puts_counters_once_and_makes_it_monstrous():
    s = Scenario()
    asp = s.battlefield("A", "Nessian Asp")
    lands(s, "Forest", 14)
    s.start()
    s.activate("A", asp)
    s.resolve()
    assert s.counters(asp) == {"+1/+1": 4} and (s.power(asp), s.toughness(asp)) == (8, 9)
    s.activate("A", asp)                         # may be activated again: does nothing
    s.resolve()
    assert s.counters(asp) == {"+1/+1": 4}


def test_701_37a_when_it_becomes_monstrous_arbor_colossus_destroys_a_flier():
    s = Scenario()
    colossus = s.battlefield("A", "Arbor Colossus")
    lands(s, "Forest", 6)
    angel = s.battlefield("B", "Serra Angel")
    s.start()
    s.activate("A", colossus)
    s.resolve()                                  # the counters, then the trigger's target
    assert s.pending.kind == "choose_target"
    s.choose("A", angel)
    s.resolve()
    assert s.zone(angel) == "graveyard" and s.power(colossus) == 9


def test_701_37b_monstrous_ends_when_it_leaves_the_battlefield_400_7():
    """Bounced and cast again, the Asp is a new object, not monstrous: monstrosity
    puts its counters again."""
    s = Scenario()
    asp = s.battlefield("A", "Nessian Asp")
    lands(s, "Forest", 19)
    lands(s, "Island", 1)
    unsummon = s.hand("A", "Unsummon")
    s.start()
    s.activate("A", asp)
    s.resolve()
    s.cast("A", unsummon, targets=[asp])
    s.resolve()
    assert s.zone(asp) == "hand" and s.counters(asp) == {}
    s.cast("A", asp)
    s.resolve()
    s.activate("A", asp)
    s.resolve()
    assert s.counters(asp) == {"+1/+1": 4}


def test_701_46a_adapt_only_without_plus_one_counters():
    s = Scenario()
    aero = s.battlefield("A", "Aeromunculus")
    lands(s, "Forest", 4)
    lands(s, "Island", 4)
    s.start()
    s.activate("A", aero)
    s.resolve()
    assert s.counters(aero) == {"+1/+1": 1}
    s.activate("A", aero)                        # already has one: nothing
    s.resolve()
    assert s.counters(aero) == {"+1/+1": 1} and s.power(aero) == 3


# ---------------------------------------------------------------------------
# 701.39 Bolster
# ---------------------------------------------------------------------------

def test_701_39a_bolster_puts_counters_on_the_creature_with_the_least_toughness():
    s = Scenario()
    lands(s, "Forest", 5)
    gift = s.hand("A", "Dromoka's Gift")
    giant = s.battlefield("A", "Hill Giant")                    # 3/3
    elves = s.battlefield("A", "Llanowar Elves")                # 1/1: the least toughness
    s.battlefield("B", "Grizzly Bears")                          # not A's
    s.start()
    s.cast("A", gift)
    s.resolve()
    assert s.counters(elves) == {"+1/+1": 4} and s.counters(giant) == {}


def test_701_39a_bolster_with_a_tie_its_controller_chooses():
    s = Scenario()
    lands(s, "Forest", 5)
    gift = s.hand("A", "Dromoka's Gift")
    first = s.battlefield("A", "Grizzly Bears")
    second = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", gift)
    s.resolve()
    assert s.decision == "choose_cards" and len(s.pending.options) == 2
    s.choose("A", second)
    assert s.counters(second) == {"+1/+1": 4} and s.counters(first) == {}


def test_701_39a_bolster_with_no_creature_does_nothing():
    s = Scenario()
    lands(s, "Forest", 5)
    gift = s.hand("A", "Dromoka's Gift")
    s.start()
    s.cast("A", gift)
    s.resolve()
    assert s.stack == [] and s.zone(gift) == "graveyard"
