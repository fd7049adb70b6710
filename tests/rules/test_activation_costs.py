"""Activated abilities' costs besides mana and {T} (CR 602.1, 602.2b, 118.3): sacrificing
(701.21), discarding (701.9), removing counters (122.8), tapping other permanents,
exiling cards from a graveyard, returning a permanent to hand; and the restrictions on
activating (602.5b).  The cards are compiled from their Oracle text."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import lands as _lands  # noqa: E402


def _scenario(*names):
    return Scenario(library=default_library().including(list(names)))


def _offered(s, card):
    """Whether activating `card` is among the legal actions now."""
    return any(a.kind == "activate" and card.name in a.label for a in s.game.decision.actions)


# ---- sacrifice (701.21a) --------------------------------------------------------------

def test_701_21a_602_2b_sacrifice_a_creature_pays_goblin_bombardment():
    s = _scenario("Goblin Bombardment")
    bomb = s.battlefield("A", "Goblin Bombardment")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.activate("A", bomb, targets=["B"], costs=[bears])
    assert s.zone(bears) == "graveyard"  # paid as it is activated (601.2h), before it resolves
    assert s.life("B") == 20
    s.resolve()
    assert s.life("B") == 19


def test_118_3_no_creature_to_sacrifice_no_activation():
    s = _scenario("Goblin Bombardment")
    bomb = s.battlefield("A", "Goblin Bombardment")
    s.battlefield("B", "Grizzly Bears")  # an opponent's creature can't pay it
    s.start()
    assert not _offered(s, bomb)
    with pytest.raises(IllegalActionError):
        s.activate("A", bomb, targets=["B"])


def test_701_21a_sacrifice_another_creature_cant_sacrifice_the_source():
    # Acolyte of Aclazotz: "{T}, Sacrifice another creature or artifact: Each opponent
    # loses 1 life and you gain 1 life."
    s = _scenario("Acolyte of Aclazotz")
    acolyte = s.battlefield("A", "Acolyte of Aclazotz")
    s.start()
    assert not _offered(s, acolyte)  # only itself: "another"
    s2 = _scenario("Acolyte of Aclazotz")
    acolyte = s2.battlefield("A", "Acolyte of Aclazotz")
    sword = s2.battlefield("A", "Short Sword")
    s2.start()
    with pytest.raises(IllegalActionError):
        s2.activate("A", acolyte, costs=[acolyte])
    s2.activate("A", acolyte, costs=[sword])
    s2.resolve()
    assert s2.zone(sword) == "graveyard"
    assert (s2.life("A"), s2.life("B")) == (21, 19)


def test_701_21a_sacrifice_two_lands_needs_two():
    # Keldon Arsonist: "{1}, Sacrifice two lands: Destroy target land."
    s = _scenario("Keldon Arsonist")
    arsonist = s.battlefield("A", "Keldon Arsonist")
    m1 = s.battlefield("A", "Mountain")
    m2 = s.battlefield("A", "Mountain")
    target = s.battlefield("B", "Forest")
    s.start()
    s.activate("A", arsonist, targets=[target], costs=[m1, m2])
    s.resolve()
    assert s.zone(m1) == s.zone(m2) == "graveyard"
    assert s.zone(target) == "graveyard"
    s3 = _scenario("Keldon Arsonist")
    arsonist = s3.battlefield("A", "Keldon Arsonist")
    s3.battlefield("A", "Mountain")  # one land: pays {1} but not two sacrifices
    s3.battlefield("B", "Forest")
    s3.start()
    assert not _offered(s3, arsonist)


# ---- discard (701.9a) -----------------------------------------------------------------

def test_701_9a_602_2b_discard_a_card_as_an_activation_cost():
    # Amugaba: "{2}{U}, Discard a card: Return this creature to its owner's hand."
    s = _scenario("Amugaba")
    amugaba = s.battlefield("A", "Amugaba")
    _lands(s, "Island", 3)
    junk = s.hand("A", "Forest")
    s.start()
    s.activate("A", amugaba, costs=[junk])
    assert s.zone(junk) == "graveyard"
    s.resolve()
    assert s.zone(amugaba) == "hand"


def test_118_3_empty_hand_cant_pay_a_discard_cost():
    s = _scenario("Amugaba")
    amugaba = s.battlefield("A", "Amugaba")
    _lands(s, "Island", 3)
    s.start()
    assert not _offered(s, amugaba)


# ---- counters (122.8) -----------------------------------------------------------------

def test_122_8_remove_a_counter_as_a_cost_walking_ballista():
    # Walking Ballista: "Remove a +1/+1 counter from this creature: It deals 1 damage to any target."
    s = _scenario("Walking Ballista")
    ballista = s.battlefield("A", "Walking Ballista", counters={"+1/+1": 2})
    s.start()
    s.activate("A", ballista, "Remove", targets=["B"])
    assert s.counters(ballista).get("+1/+1", 0) == 1  # removed on activation
    s.resolve()
    assert s.life("B") == 19
    s.activate("A", ballista, "Remove", targets=["B"])
    s.resolve()
    assert s.life("B") == 18


def test_118_3_no_counters_to_remove_no_activation():
    s = _scenario("Walking Ballista")
    s.battlefield("A", "Forest")
    ballista = s.battlefield("A", "Walking Ballista", counters={"+1/+1": 1})
    s.start()
    assert _offered(s, ballista)
    s.activate("A", ballista, "Remove", targets=["B"])
    s.resolve()
    # a 0/0 now: it dies to state-based actions (704.5f); no counter, nothing to activate
    assert s.zone(ballista) == "graveyard"


# ---- tapping other permanents (118.3) -------------------------------------------------

def test_118_3_tap_an_untapped_artifact_you_control():
    # Lodestone Myr: "Tap an untapped artifact you control: This creature gets +1/+1 until end of turn."
    s = _scenario("Lodestone Myr")
    myr = s.battlefield("A", "Lodestone Myr")
    sword = s.battlefield("A", "Short Sword")
    s.start()
    s.activate("A", myr, costs=[sword])
    assert s.is_tapped(sword) and not s.is_tapped(myr)
    s.resolve()
    assert s.power(myr) == 3
    with pytest.raises(IllegalActionError):  # the Sword is tapped now
        s.activate("A", myr, costs=[sword])


def test_302_6_118_3_a_summoning_sick_artifact_creature_may_tap_itself_for_the_cost():
    s = _scenario("Lodestone Myr")
    myr = s.battlefield("A", "Lodestone Myr", sick=True)
    s.start()
    assert _offered(s, myr)  # no {T} symbol: summoning sickness doesn't matter (302.6)
    s.activate("A", myr, costs=[myr])
    s.resolve()
    assert s.is_tapped(myr) and s.power(myr) == 3
    assert not _offered(s, myr)  # no untapped artifact left


# ---- exile from a graveyard, return to hand -------------------------------------------

def test_602_2b_exile_a_card_from_your_graveyard_as_a_cost():
    # Bearscape: "{1}{G}, Exile two cards from your graveyard: Create a 2/2 green Bear creature token."
    s = _scenario("Bearscape")
    scape = s.battlefield("A", "Bearscape")
    _lands(s, "Forest", 2)
    a, b = s.graveyard("A", ["Grizzly Bears", "Forest"])
    s.start()
    s.activate("A", scape, costs=[a, b])
    assert s.zone(a) == s.zone(b) == "exile"
    s.resolve()
    assert sum(s.is_token(c) for c in s.permanents("A")) == 1


def test_118_3_one_card_in_graveyard_cant_pay_exile_two():
    s = _scenario("Bearscape")
    scape = s.battlefield("A", "Bearscape")
    _lands(s, "Forest", 2)
    s.graveyard("A", ["Forest"])
    s.start()
    assert not _offered(s, scape)


def test_602_2b_return_a_land_you_control_to_its_owners_hand():
    # Meloku the Clouded Mirror: "{1}, Return a land you control to its owner's hand:
    # Create a 1/1 blue Illusion creature token with flying."
    s = _scenario("Meloku the Clouded Mirror")
    meloku = s.battlefield("A", "Meloku the Clouded Mirror")
    island = s.battlefield("A", "Island")
    s.start()
    # the Island taps for {1}, then returns to hand as the rest of the cost (601.2g-h)
    s.activate("A", meloku, costs=[island])
    assert s.zone(island) == "hand"
    s.resolve()
    assert any(c.name.startswith("Illusion") for c in s.permanents("A"))


# ---- restrictions (602.5b) ------------------------------------------------------------

def test_602_5b_activate_only_once_each_turn():
    # Basking Rootwalla: "{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."
    s = _scenario("Basking Rootwalla")
    walla = s.battlefield("A", "Basking Rootwalla")
    _lands(s, "Forest", 4)
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start()
    s.activate("A", walla)
    s.resolve()
    assert s.power(walla) == 3
    assert not _offered(s, walla)  # {2} left, but once this turn
    with pytest.raises(IllegalActionError):
        s.activate("A", walla)
    s.pass_turn()
    s.pass_turn()
    assert _offered(s, walla)  # a new turn


def test_602_5b_activate_only_during_your_upkeep():
    # Augur of Skulls: "{1}{B}: Regenerate this creature." and "Sacrifice this creature:
    # Target player discards two cards. Activate only during your upkeep."
    s = _scenario("Augur of Skulls")
    augur = s.battlefield("A", "Augur of Skulls")
    forest, island = s.hand("B", ["Forest", "Island"])
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start(step="precombat_main")
    with pytest.raises(IllegalActionError):
        s.activate("A", augur, "discards", targets=["B"])
    s.pass_turn()
    s.pass_turn()
    s.advance("upkeep")
    s.activate("A", augur, "discards", targets=["B"])
    s.resolve()
    s.choose("B", forest)  # three cards (B drew one): B chooses the two (701.9b)
    s.choose("B", island)
    assert s.hand_size("B") == 1 and s.zone(forest) == s.zone(island) == "graveyard"


# ---- mana abilities (605.3) -----------------------------------------------------------

def test_605_3a_mana_ability_whose_cost_removes_a_counter():
    # Gemstone Array: "{2}: Put a charge counter on this artifact." and "Remove a charge
    # counter from this artifact: Add one mana of any color."
    s = _scenario("Gemstone Array")
    array = s.battlefield("A", "Gemstone Array", counters={"charge": 1})
    s.start()
    s.activate("A", array, "Add", mana="R")
    assert s.mana_pool("A").get("R", 0) == 1
    assert s.counters(array).get("charge", 0) == 0
    with pytest.raises(IllegalActionError):  # no counter left to remove (118.3)
        s.activate("A", array, "Add", mana="R")


def test_605_3_ashnods_altar_sacrifice_mana_ability_is_not_built():
    # "Sacrifice a creature: Add {C}{C}.": the payer chooses no objects for a cost;
    # the card is not built and the mechanism is recorded (never a partial card).
    from mtgcore.oracle import pool
    _, card, reason = pool.status("Ashnod's Altar")
    assert card is None and "mana ability" in reason
