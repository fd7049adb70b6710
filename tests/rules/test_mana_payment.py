"""Mana symbols (CR 107.4), mana abilities (CR 605) and paying costs (CR 601.2g-h,
118): the auto-payer finds a payment whenever one exists and keeps options open."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _whole_games import play_whole_games


# ---- the three cases of the issue --------------------------------------------------

def test_601_2g_bears_paid_with_forest_and_elves_keeps_mountain_for_bolt():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    mountain = s.battlefield("A", "Mountain")
    elves = s.battlefield("A", "Llanowar Elves")
    bears = s.hand("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bears)
    assert s.is_tapped(forest) and s.is_tapped(elves) and not s.is_tapped(mountain)
    s.resolve()
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    assert s.life("B") == 17 and s.is_tapped(mountain)


def test_305_6_land_with_two_basic_land_types_pays_white():
    s = Scenario()
    savannah = s.battlefield("A", "Savannah")
    lions = s.hand("A", "Savannah Lions")
    s.start()
    s.cast("A", lions)
    s.resolve()
    assert s.zone(lions) == "battlefield" and s.is_tapped(savannah)


def test_305_6_dual_land_has_both_intrinsic_mana_abilities():
    s = Scenario()
    taiga = s.battlefield("A", "Taiga")
    s.start()
    s.activate("A", taiga, "{T}: Add {G}.")
    assert s.mana_pool("A") == {"G": 1}
    with pytest.raises(IllegalActionError, match="tapped"):
        s.activate("A", taiga, "{T}: Add {R}.")


def test_605_3a_sacrifice_cost_mana_ability_by_hand_sacrifices_its_source():
    s = Scenario()
    petal = s.battlefield("A", "Lotus Petal")
    s.start()
    s.activate("A", petal, mana="U")
    assert s.mana_pool("A") == {"U": 1} and s.zone(petal) == "graveyard"


def test_601_2g_auto_payer_sacrifices_lotus_petal_to_pay():
    s = Scenario()
    petal = s.battlefield("A", "Lotus Petal")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.zone(petal) == "graveyard" and s.mana_pool("A") == {}
    s.resolve()
    assert s.life("B") == 17


def test_111_10a_auto_payer_uses_a_treasure_token():
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    inn = s.hand("A", "Prosperous Innkeeper")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", inn)
    s.resolve()   # the creature
    s.resolve()   # its enters trigger: a Treasure
    treasure = next(p for p in s.permanents("A") if s.name(p) == "Treasure")
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    assert s.life("B") == 17 and s.zone(treasure) is None  # a token ceases to exist (111.7)


def test_601_2g_auto_payer_keeps_a_sacrifice_source_when_a_land_will_do():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    petal = s.battlefield("A", "Lotus Petal")
    elves = s.hand("A", "Llanowar Elves")
    s.start()
    s.cast("A", elves)
    assert s.is_tapped(forest) and s.zone(petal) == "battlefield"


# ---- mana abilities that add several mana or a choice (CR 106.1, 605) ---------------

def test_106_4_sol_ring_adds_two_colorless_the_rest_stays_in_the_pool():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    ring = s.battlefield("A", "Sol Ring")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert s.is_tapped(forest) and s.is_tapped(ring)
    assert s.mana_pool("A") == {"C": 1}


def test_106_1b_noble_hierarch_adds_one_of_three_colors():
    s = Scenario()
    hierarch = s.battlefield("A", "Noble Hierarch")
    s.start()
    with pytest.raises(IllegalActionError, match="say which"):
        s.activate("A", hierarch)
    with pytest.raises(IllegalActionError):
        s.activate("A", hierarch, mana="R")
    s.activate("A", hierarch, mana="U")
    assert s.mana_pool("A") == {"U": 1}


def test_106_1b_birds_of_paradise_pays_any_color():
    s = Scenario()
    birds = s.battlefield("A", "Birds of Paradise")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert s.is_tapped(birds)


def test_119_4_mana_ability_with_a_life_cost():
    s = Scenario()
    canopy = s.battlefield("A", "Horizon Canopy")
    lions = s.hand("A", "Savannah Lions")
    s.start()
    s.cast("A", lions)
    assert s.is_tapped(canopy) and s.life("A") == 19


def test_119_4_paying_all_of_ones_life_is_allowed_then_704_5a():
    s = Scenario()
    s.battlefield("A", "Horizon Canopy")
    lions = s.hand("A", "Savannah Lions")
    s.set_life("A", 1)
    s.start()
    s.cast("A", lions)
    assert s.is_over and s.winner == "B"


def test_614_1c_worn_powerstone_enters_tapped_then_makes_two():
    s = Scenario()
    stone = s.battlefield("A", "Worn Powerstone")
    s.start()
    s.activate("A", stone)
    assert s.mana_pool("A") == {"C": 2}


# ---- hybrid and Phyrexian symbols (CR 107.4e-f) ---------------------------------------

def test_107_4e_hybrid_symbols_paid_with_either_color():
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Island")
    finks = s.hand("A", "Kitchen Finks")
    s.start()
    s.cast("A", finks)
    s.resolve()
    assert s.zone(finks) == "battlefield"


def test_107_4e_hybrid_symbols_need_one_of_their_colors():
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Island")
    s.battlefield("A", "Island")
    finks = s.hand("A", "Kitchen Finks")
    s.start()
    with pytest.raises(IllegalActionError, match="cannot cast Kitchen Finks"):
        s.cast("A", finks)


def test_107_4e_boggart_ram_gang_paid_with_red_and_green():
    s = Scenario()
    lands = [s.battlefield("A", "Mountain"), s.battlefield("A", "Forest"),
             s.battlefield("A", "Mountain")]
    gang = s.hand("A", "Boggart Ram-Gang")
    s.start()
    s.cast("A", gang)
    assert all(s.is_tapped(x) for x in lands)


def test_202_3f_monocolored_hybrid_mana_value_counts_two():
    from mtgcore.cards import default_library
    cards = default_library().cards
    assert cards["Spectral Procession"].mana_cost.mana_value == 6
    assert cards["Kitchen Finks"].mana_cost.mana_value == 3
    assert cards["Dismember"].mana_cost.mana_value == 3


def test_107_4e_two_generic_or_one_white():
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Mountain")
    s.battlefield("A", "Plains")
    proc = s.hand("A", "Spectral Procession")
    s.start()
    s.cast("A", proc)   # {W} + {2} + {2}: five of the six lands
    s.resolve()
    spirits = [p for p in s.permanents("A") if s.name(p) == "Spirit Token"]
    assert len(spirits) == 3
    assert sum(1 for p in s.permanents("A") if s.name(p) == "Mountain" and not s.is_tapped(p)) == 1


def test_107_4e_four_mountains_cannot_pay_three_two_white_symbols():
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Mountain")
    proc = s.hand("A", "Spectral Procession")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", proc)


def test_107_4f_phyrexian_symbol_paid_with_mana_when_possible():
    s = Scenario()
    mountain = s.battlefield("A", "Mountain")
    shot = s.hand("A", "Gut Shot")
    s.start()
    s.cast("A", shot, targets=["B"])
    s.resolve()
    assert s.is_tapped(mountain) and s.life("A") == 20 and s.life("B") == 19


def test_107_4f_phyrexian_symbol_paid_with_two_life():
    s = Scenario()
    shot = s.hand("A", "Gut Shot")
    s.start()
    s.cast("A", shot, targets=["B"])
    s.resolve()
    assert s.life("A") == 18 and s.life("B") == 19


def test_119_4_phyrexian_life_only_up_to_the_life_total():
    s = Scenario()
    shot = s.hand("A", "Gut Shot")
    s.set_life("A", 1)
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", shot, targets=["B"])


def test_107_4f_dismember_with_one_land_pays_four_life():
    s = Scenario()
    swamp = s.battlefield("A", "Swamp")
    bears = s.battlefield("B", "Grizzly Bears")
    dis = s.hand("A", "Dismember")
    s.start()
    s.cast("A", dis, targets=[bears])
    s.resolve()
    assert s.is_tapped(swamp) and s.life("A") == 16 and s.zone(bears) == "graveyard"


def test_107_4f_dismember_with_three_swamps_pays_no_life():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Swamp")
    bears = s.battlefield("B", "Grizzly Bears")
    dis = s.hand("A", "Dismember")
    s.start()
    s.cast("A", dis, targets=[bears])
    s.resolve()
    assert s.life("A") == 20 and s.zone(bears) == "graveyard"


def test_202_2_hybrid_and_phyrexian_symbols_give_colors():
    s = Scenario()
    finks = s.battlefield("A", "Kitchen Finks")
    s.start()
    assert s.colors(finks) == {"green", "white"}


# ---- paying by hand: the payment decision (CR 601.2g-h) --------------------------------

def test_601_2g_pay_with_chooses_the_sources():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    mountain = s.battlefield("A", "Mountain")
    elves = s.battlefield("A", "Llanowar Elves")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears, pay_with=[elves, mountain])
    assert s.is_tapped(elves) and s.is_tapped(mountain) and not s.is_tapped(forest)
    assert s.mana_pool("A") == {}


def test_601_2g_pay_with_a_sacrifice_mana_ability_sacrifices_it():
    s = Scenario()
    petal = s.battlefield("A", "Lotus Petal")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"], pay_with=[(petal, "R")])
    assert s.zone(petal) == "graveyard"
    assert not any(s.is_tapped(p) for p in s.permanents("A"))
    s.resolve()
    assert s.life("B") == 17


def test_601_2g_a_dual_land_pays_with_the_chosen_color():
    s = Scenario()
    taiga = s.battlefield("A", "Taiga")
    forest = s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears, pay_with=[(taiga, "R"), forest])
    assert s.is_tapped(taiga) and s.is_tapped(forest)


def test_601_2g_no_mana_ability_is_offered_that_would_leave_the_cost_unpayable():
    s = Scenario()
    taiga = s.battlefield("A", "Taiga")
    forest = s.battlefield("A", "Forest")
    tusker = s.hand("A", "Kalonian Tusker")
    s.start()
    with pytest.raises(IllegalActionError, match="cannot pay toward"):
        s.cast("A", tusker, pay_with=[(taiga, "R")])
    assert s.zone(tusker) == "hand" and not s.is_tapped(taiga) and not s.is_tapped(forest)
    s.cast("A", tusker, pay_with=[(taiga, "G"), forest])
    assert s.zone(tusker) == "stack"


def test_601_2h_payment_decision_ends_with_done_and_the_auto_payer():
    from mtgcore import _core  # noqa: F401  (the object API below)
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Savannah")
    lions = s.hand("A", "Savannah Lions")
    s.start()
    g = s.game._g
    g.set_manual_mana(True)
    cast = next(a for a in g.legal_actions() if g.label(a).startswith("cast Savannah Lions"))
    g.apply(cast)
    from mtgcore.game import DECISION_KINDS
    assert DECISION_KINDS[g.decision_kind] == "pay_mana"
    labels = [g.label(a) for a in g.legal_actions()]
    # Floating {G} from the Forest still leaves {W} payable; the Savannah's {G} doesn't.
    assert labels == ["activate Forest #0: {T}: Add {G}.", "activate Savannah #1: {T}: Add {W}.",
                      "done"]
    g.apply(g.legal_actions()[-1])  # done: the auto-payer pays
    assert DECISION_KINDS[g.decision_kind] == "priority"
    assert s.zone(lions) == "stack"


# ---- snow mana (CR 107.4h, 106.3, 205.4g) ------------------------------------------

def _troll(snow=2, plain=0):
    s = Scenario()
    troll = s.battlefield("A", "Icehide Troll")
    snow_lands = [s.battlefield("A", "Snow-Covered Forest") for _ in range(snow)]
    plain_lands = [s.battlefield("A", "Forest") for _ in range(plain)]
    return s, troll, snow_lands, plain_lands


def test_107_4h_snow_symbols_are_paid_with_mana_from_snow_sources():
    s, troll, snow, plain = _troll(snow=2, plain=2)
    s.start()
    s.activate("A", troll)
    # {S}{S}: the two snow lands pay, the plain Forests stay untapped.
    assert all(s.is_tapped(c) for c in snow) and not any(s.is_tapped(c) for c in plain)
    s.resolve()
    assert (s.power(troll), s.toughness(troll)) == (4, 3)
    assert "indestructible" in s.keywords(troll) and s.is_tapped(troll)
    s.check_invariants()


def test_107_4h_mana_from_nonsnow_sources_cannot_pay_snow_symbols():
    s, troll, snow, plain = _troll(snow=1, plain=3)
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", troll)
    assert not any(s.is_tapped(c) for c in snow + plain) and s.stack == []


def test_106_3_107_4h_snow_mana_in_the_pool_remembers_its_source():
    s, troll, snow, plain = _troll(snow=2, plain=1)
    s.start()
    s.activate("A", snow[0])
    s.activate("A", plain[0])
    s.activate("A", snow[1])
    assert s.mana_pool("A") == {"G": 3} and s.snow_mana("A") == {"G": 2}
    s.activate("A", troll)   # {S}{S} from the pool: the two snow mana
    assert s.mana_pool("A") == {"G": 1} and s.snow_mana("A") == {}
    s.check_invariants()


def test_107_4h_snow_mana_pays_colored_and_generic_symbols_too():
    s = Scenario()
    lands = [s.battlefield("A", "Snow-Covered Forest") for _ in range(2)]
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    s.resolve()
    assert s.zone(bears) == "battlefield" and all(s.is_tapped(c) for c in lands)


def test_106_4_snow_mana_empties_from_the_pool_at_the_end_of_the_step():
    s, troll, snow, plain = _troll(snow=2)
    s.start()
    s.activate("A", snow[0])
    assert s.snow_mana("A") == {"G": 1}
    s.advance("beginning_of_combat")
    assert s.mana_pool("A") == {} and s.snow_mana("A") == {}
    s.check_invariants()


def test_107_4h_a_snow_symbol_may_be_paid_by_hand_with_a_snow_source():
    s, troll, snow, plain = _troll(snow=2, plain=2)
    s.start()
    with pytest.raises(IllegalActionError):  # a plain Forest can't pay toward {S}{S}
        s.activate("A", troll, pay_with=[plain[0], snow[0]])
    assert s.stack == [] and not any(s.is_tapped(c) for c in snow + plain)
    s.activate("A", troll, pay_with=snow)
    assert all(s.is_tapped(c) for c in snow)


def test_205_4g_a_snow_permanent_counts_for_ice_fang_coatl():
    s = Scenario()
    coatl = s.battlefield("A", "Ice-Fang Coatl")
    s.battlefield("A", "Snow-Covered Island")
    s.battlefield("A", "Snow-Covered Forest")
    s.battlefield("A", "Island")             # not snow (205.4g)
    troll = s.battlefield("B", "Icehide Troll")  # snow, but B's
    s.library("A", ["Island"] * 5)
    s.start()
    assert "deathtouch" not in s.keywords(coatl)   # two other snow permanents
    s2 = Scenario()
    coatl2 = s2.battlefield("A", "Ice-Fang Coatl")
    s2.battlefield("A", "Snow-Covered Island")
    s2.battlefield("A", "Snow-Covered Forest")
    s2.battlefield("A", "Icehide Troll")
    s2.start()
    assert "deathtouch" in s2.keywords(coatl2)     # three other snow permanents
    assert troll is not None


# ---- mana with a spending restriction or a rider (CR 106.6) -----------------------

def test_106_6_restricted_mana_pays_for_a_creature_spell():
    s = Scenario()
    savant = s.battlefield("A", "Beastcaller Savant")
    forest = s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert s.is_tapped(savant) and s.is_tapped(forest)
    s.resolve()
    assert s.zone(bears) == "battlefield"
    s.check_invariants()


def test_106_6_restricted_mana_cannot_pay_for_a_noncreature_spell():
    s = Scenario()
    savant = s.battlefield("A", "Beastcaller Savant")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=["B"])
    assert not s.is_tapped(savant) and s.zone(bolt) == "hand"
    s.activate("A", savant, mana="R")   # the mana may still be made ...
    assert s.mana_pool("A") == {"R": 1} and s.restricted_mana("A") == {"R": 1}
    with pytest.raises(IllegalActionError):  # ... but not spent on Lightning Bolt
        s.cast("A", bolt, targets=["B"])
    assert s.life("B") == 20 and s.mana_pool("A") == {"R": 1}


def test_106_6_restricted_mana_in_the_pool_pays_a_creature_and_plain_mana_the_rest():
    s = Scenario()
    savant = s.battlefield("A", "Beastcaller Savant")
    mountain = s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.activate("A", savant, mana="G")
    s.activate("A", mountain)
    assert s.mana_pool("A") == {"G": 1, "R": 1}
    s.cast("A", bolt, targets=["B"])  # the plain {R}, not the restricted {G}
    assert s.mana_pool("A") == {"G": 1} and s.restricted_mana("A") == {"G": 1}
    s.resolve()
    assert s.life("B") == 17
    with pytest.raises(IllegalActionError):  # {1}{G}: one restricted mana is not enough
        s.cast("A", bears)
    s.check_invariants()


def test_106_6_rider_mana_not_spent_on_the_spell_leaves_it_counterable():
    s = Scenario()
    s.battlefield("A", "Boseiju, Who Shelters All")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    counter = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", bolt, targets=["B"])  # {R}: the Mountain; Boseiju's {C} can't pay it
    assert s.life("A") == 20
    s.cast("B", counter, targets=[bolt])
    s.resolve()
    assert s.zone(bolt) == "graveyard" and s.life("B") == 20  # countered


def test_106_6_boseiju_mana_spent_on_a_sorcery_means_it_cant_be_countered():
    s = Scenario()
    boseiju = s.battlefield("A", "Boseiju, Who Shelters All")
    mountain = s.battlefield("A", "Mountain")
    rift = s.hand("A", "Flame Rift")  # {1}{R}: 4 damage to each player
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    counter = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", rift, pay_with=[boseiju, mountain])
    assert s.life("A") == 18  # Boseiju's "Pay 2 life"
    s.cast("B", counter, targets=[rift])
    s.resolve()   # Counterspell resolves but can't counter it (101.2); then Flame Rift
    assert s.zone(counter) == "graveyard" and s.zone(rift) == "graveyard"
    assert (s.life("A"), s.life("B")) == (14, 16)
    s.check_invariants()


def test_106_6_the_auto_payer_spends_rider_mana_already_in_the_pool():
    s = Scenario()
    boseiju = s.battlefield("A", "Boseiju, Who Shelters All")
    s.battlefield("A", "Mountain")
    rift = s.hand("A", "Flame Rift")
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    counter = s.hand("B", "Counterspell")
    s.start()
    s.activate("A", boseiju)
    assert s.restricted_mana("A") == {"C": 1}
    s.cast("A", rift)
    assert s.mana_pool("A") == {}
    s.cast("B", counter, targets=[rift])
    s.resolve()
    assert (s.life("A"), s.life("B")) == (14, 16)  # not countered: it resolved


# ---- CR 107.4e-f examples ------------------------------------------------------------

@pytest.mark.parametrize("lands", [("Forest", "Forest", "Island"), ("Forest", "Plains", "Island"),
                                   ("Plains", "Plains", "Island")])
def test_107_4e_example_g_w_g_w_paid_with_gg_gw_or_ww(lands):
    """CR 107.4e's example: {G/W}{G/W} can be paid by spending {G}{G}, {G}{W} or {W}{W}
    (Kitchen Finks, {1}{G/W}{G/W}; an Island pays the {1})."""
    s = Scenario()
    paid = [s.battlefield("A", name) for name in lands]
    finks = s.hand("A", "Kitchen Finks")
    s.start()
    s.cast("A", finks)
    assert all(s.is_tapped(c) for c in paid) and s.life("A") == 20
    s.resolve()
    assert s.zone(finks) == "battlefield"


@pytest.mark.parametrize("swamps, life", [(3, 20), (2, 18), (1, 16)])
def test_107_4f_example_b_p_b_p_paid_with_bb_b_and_2_life_or_4_life(swamps, life):
    """CR 107.4f's example ({W/P}{W/P}: {W}{W}, {W} and 2 life, or 4 life) with
    Dismember's {1}{B/P}{B/P}; the first Swamp pays the {1}."""
    s = Scenario()
    lands = [s.battlefield("A", "Swamp") for _ in range(swamps)]
    angel = s.battlefield("B", "Serra Angel")
    dismember = s.hand("A", "Dismember")
    s.start()
    s.cast("A", dismember, targets=[angel])
    assert all(s.is_tapped(c) for c in lands) and s.life("A") == life
    s.resolve()
    assert s.zone(angel) == "graveyard"


def test_106_4_restricted_mana_empties_from_the_pool_at_the_end_of_the_step():
    s = Scenario()
    savant = s.battlefield("A", "Beastcaller Savant")
    s.start()
    s.activate("A", savant, mana="G")
    assert s.restricted_mana("A") == {"G": 1}
    s.advance("beginning_of_combat")
    assert s.mana_pool("A") == {} and s.restricted_mana("A") == {}
    s.check_invariants()


# ---- whole games with snow, restricted and rider mana (106.6, 107.4h) and multikicker ----

_SNOW_DECK = """8 Snow-Covered Forest
6 Snow-Covered Mountain
4 Forest
3 Mountain
1 Boseiju, Who Shelters All
3 Icehide Troll
3 Ice-Fang Coatl
3 Beastcaller Savant
3 Gnarlid Pack
3 Wolfbriar Elemental
3 Lightning Bolt
3 Flame Rift
3 Grizzly Bears
3 Counterspell
3 Island
"""


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_106_6_107_4h_policies_play_whole_games_with_snow_and_restricted_mana(policy):
    log = play_whole_games(_SNOW_DECK, policy, check_every=10)
    assert "activate Icehide Troll" in log   # {S}{S} paid by the payer
    assert "cast Gnarlid Pack" in log        # multikicker
