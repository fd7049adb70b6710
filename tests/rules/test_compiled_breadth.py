"""Rules behind the Oracle compiler's breadth (issue 19), each played with real cards
compiled from their Oracle text: modal triggered abilities (603.3c), target counts
(115.1d), rules effects on players (402.2, 305.2a, 119.7), the object an Aura is
attached to as an effect's object (303.4), the trigger event's player and amount."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError, ScenarioError
from mtgcore.testing import Scenario


def _scenario(*names):
    return Scenario(library=default_library().including(list(names)))


def _lands(s, name, n, player="A"):
    return [s.battlefield(player, name) for _ in range(n)]


# ---- 603.3c: modal triggered abilities ---------------------------------------------

def test_603_3c_modal_trigger_mode_is_chosen_as_it_is_put_on_the_stack():
    s = _scenario("Adaptive Sporesinger", "Grizzly Bears")
    _lands(s, "Forest", 3)
    spore = s.hand("A", "Adaptive Sporesinger")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", spore)
    s.resolve()
    # the enters trigger asks for its mode before its target (601.2b-c)
    assert s.pending.kind == "choose_mode"
    assert len(s.pending.options) == 2
    s.choose("A", "choose mode 1")
    assert s.pending.kind == "choose_target"
    s.choose("A", bears)
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (4, 4)
    assert "vigilance" in s.keywords(bears)


def test_603_3c_a_mode_whose_targets_cant_be_chosen_cant_be_chosen():
    # Aether Channeler: create a Bird / return another target nonland permanent / draw
    s = _scenario("Aether Channeler")
    _lands(s, "Island", 3)
    ch = s.hand("A", "Aether Channeler")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", ch)
    s.resolve()
    # no other nonland permanent: mode 2 isn't offered
    labels = s.pending.options
    assert len(labels) == 2 and not any("mode 2" in x for x in labels)
    s.choose("A", "choose mode 3")
    s.resolve()
    assert s.hand_size("A") == 1


def test_603_3c_modal_trigger_other_mode_does_only_that_mode():
    s = _scenario("Aether Channeler", "Grizzly Bears")
    _lands(s, "Island", 3)
    ch = s.hand("A", "Aether Channeler")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", ch)
    s.resolve()
    s.choose("A", "choose mode 2")
    s.choose("A", bears)
    s.resolve()
    assert s.zone(bears) == "hand"
    assert s.hand_size("A") == 0  # mode 3 (draw) wasn't chosen
    assert len(s.permanents("A")) == 4  # and no Bird (mode 1)


# ---- 115.1d: "up to N target" -------------------------------------------------------

def test_115_1d_up_to_two_target_creature_cards_from_your_graveyard():
    s = _scenario("Baloth Null", "Grizzly Bears", "Llanowar Elves")
    _lands(s, "Swamp", 3)
    _lands(s, "Forest", 3)
    null = s.hand("A", "Baloth Null")
    a = s.graveyard("A", "Grizzly Bears")
    b = s.graveyard("A", "Llanowar Elves")
    s.start()
    s.cast("A", null)
    s.resolve()
    s.choose("A", a)
    s.choose("A", b)
    s.resolve()
    assert s.zone(a) == "hand" and s.zone(b) == "hand"


def test_115_1d_up_to_two_targets_may_choose_one():
    s = _scenario("Baloth Null", "Grizzly Bears", "Llanowar Elves")
    _lands(s, "Swamp", 3)
    _lands(s, "Forest", 3)
    null = s.hand("A", "Baloth Null")
    a = s.graveyard("A", "Grizzly Bears")
    b = s.graveyard("A", "Llanowar Elves")
    s.start()
    s.cast("A", null)
    s.resolve()
    s.choose("A", a)
    s.choose("A", "done")
    s.resolve()
    assert s.zone(a) == "hand" and s.zone(b) == "graveyard"


# ---- rules effects on players (613.11) ----------------------------------------------

def test_402_2_no_maximum_hand_size():
    s = _scenario("Graceful Adept")
    s.battlefield("A", "Graceful Adept")
    s.hand("A", ["Island"] * 9)
    s.start()
    s.advance("upkeep", turn=2)
    assert s.turn == 2 and s.pending is None
    assert s.hand_size("A") == 9  # no discard to seven in the cleanup step (514.1)


def test_514_1_without_it_the_hand_is_discarded_to_seven():
    s = _scenario("Grizzly Bears")
    s.battlefield("A", "Grizzly Bears")
    s.hand("A", ["Island"] * 9)
    s.start()
    s.advance("upkeep", turn=2)
    assert s.step == "cleanup" and s.pending.kind == "discard"  # A discards down to seven


def test_305_2a_an_additional_land_each_turn():
    s = _scenario("Exploration")
    s.battlefield("A", "Exploration")
    one, two, three = s.hand("A", ["Forest", "Island", "Swamp"])
    s.start()
    s.advance("precombat_main")
    s.play_land("A", one)
    s.play_land("A", two)
    assert s.lands_played("A") == 2
    with pytest.raises((IllegalActionError, ScenarioError)):
        s.play_land("A", three)  # two land plays, not three


def test_119_7_players_cant_gain_life():
    s = _scenario("Giant Cindermaw", "Healing Salve")
    s.battlefield("B", "Giant Cindermaw")
    s.battlefield("A", "Plains")
    salve = s.hand("A", "Healing Salve")
    s.start()
    s.cast("A", salve, targets=["A"], modes=[1])  # "Target player gains 3 life."
    s.resolve()
    assert s.zone(salve) == "graveyard"
    assert s.life("A") == 20


# ---- 303.4: the enchanted creature as an effect's object --------------------------

def test_303_4_enchanted_creature_gets_the_activated_pump():
    s = _scenario("Crown of Flames", "Grizzly Bears")
    _lands(s, "Mountain", 3)
    bears = s.battlefield("A", "Grizzly Bears")
    other = s.battlefield("A", "Grizzly Bears")
    crown = s.hand("A", "Crown of Flames")
    s.start()
    s.cast("A", crown, targets=[bears])
    s.resolve()
    s.activate("A", crown, "gets +1/+0")
    s.resolve()
    assert s.power(bears) == 3 and s.power(other) == 2


# ---- the trigger's event: its player and its amount ---------------------------------

def test_603_2_whenever_an_opponent_draws_that_player_is_dealt_damage():
    s = _scenario("Underworld Dreams")
    s.battlefield("A", "Underworld Dreams")
    s.library("B", ["Island"] * 3)
    s.library("A", ["Island"] * 3)
    s.start()
    s.advance("upkeep", turn=2)  # B's turn
    s.advance("precombat_main")
    assert s.life("B") == 19 and s.life("A") == 20


def test_120_3_you_gain_that_much_life_as_the_damage_dealt():
    s = _scenario("El-Hajjâj")
    haj = s.battlefield("A", "El-Hajjâj")
    s.library("A", ["Swamp"] * 5)
    s.library("B", ["Swamp"] * 5)
    s.set_life("A", 10)
    s.start()
    s.advance("declare_attackers", turn=3)
    s.attack({haj: "B"})
    s.advance("end_step")
    power = s.power(haj)
    assert s.life("B") == 20 - power and s.life("A") == 10 + power


# ---- 610.3: exiled until this permanent leaves the battlefield ---------------------

def _banish(s, priest, target):
    s.cast("A", priest)
    s.resolve()
    s.choose("A", target)
    s.resolve()


def test_610_3_exiled_until_the_priest_leaves_then_returns_under_its_owners_control():
    s = _scenario("Banisher Priest", "Grizzly Bears", "Shock")
    _lands(s, "Plains", 3)
    s.battlefield("B", "Mountain")
    priest = s.hand("A", "Banisher Priest")
    bears = s.battlefield("B", "Grizzly Bears")
    shock = s.hand("B", "Shock")
    s.start()
    _banish(s, priest, bears)
    assert s.zone(bears) == "exile"
    s.cast("B", shock, targets=[priest])
    s.resolve()
    assert s.zone(priest) == "graveyard"
    assert s.zone(bears) == "battlefield" and s.controller(bears) == "B"  # 610.3c


def test_610_3b_if_the_priest_left_before_its_trigger_resolved_nothing_is_exiled():
    s = _scenario("Banisher Priest", "Grizzly Bears", "Shock")
    _lands(s, "Plains", 3)
    s.battlefield("B", "Mountain")
    priest = s.hand("A", "Banisher Priest")
    bears = s.battlefield("B", "Grizzly Bears")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("A", priest)
    s.resolve()
    s.choose("A", bears)  # the trigger is on the stack
    s.pass_priority()     # A passes; B kills the Priest in response
    s.cast("B", shock, targets=[priest])
    s.resolve()
    assert s.zone(priest) == "graveyard"
    assert s.zone(bears) == "battlefield"  # it never left (610.3b)


def test_610_3d_example_two_priests_destroyed_together_return_both_cards():
    s = _scenario("Banisher Priest", "Grizzly Bears", "Llanowar Elves", "Day of Judgment")
    _lands(s, "Plains", 6)
    p1, p2 = s.hand("A", ["Banisher Priest", "Banisher Priest"])
    bears = s.battlefield("B", "Grizzly Bears")
    elves = s.battlefield("B", "Llanowar Elves")
    doj = s.hand("B", "Day of Judgment")
    _lands(s, "Plains", 4, player="B")
    s.library("B", ["Plains"] * 3)
    s.start()
    _banish(s, p1, bears)
    _banish(s, p2, elves)
    assert s.zone(bears) == "exile" and s.zone(elves) == "exile"
    s.advance("upkeep", turn=2)
    s.advance("precombat_main")
    s.cast("B", doj)
    s.resolve()
    assert s.zone(p1) == "graveyard" and s.zone(p2) == "graveyard"
    # both come back, after the destruction (they weren't on the battlefield for it)
    assert s.zone(bears) == "battlefield" and s.zone(elves) == "battlefield"


# ---- 301.5: events of the equipped creature -----------------------------------------

def test_301_5_whenever_equipped_creature_attacks_it_gets_the_counter():
    s = _scenario("Armory of Iroas", "Grizzly Bears")
    _lands(s, "Plains", 2)
    armory = s.battlefield("A", "Armory of Iroas")
    bears = s.battlefield("A", "Grizzly Bears")
    other = s.battlefield("A", "Grizzly Bears")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.activate("A", armory, "Equip", targets=[bears])
    s.resolve()
    s.advance("declare_attackers", turn=3)
    s.attack({bears: "B", other: "B"})
    s.resolve()
    assert s.counters(bears).get("+1/+1") == 1
    assert not s.counters(other).get("+1/+1")  # only the equipped one


# ---- "during your turn" (a static condition) ---------------------------------------

def test_611_3a_during_your_turn_first_strike_comes_and_goes():
    s = _scenario("Bearer of Glory")
    bearer = s.battlefield("A", "Bearer of Glory")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    assert "first strike" in s.keywords(bearer)
    s.advance("upkeep", turn=2)
    assert "first strike" not in s.keywords(bearer)
    s.advance("upkeep", turn=3)
    assert "first strike" in s.keywords(bearer)


# ---- 502.3: "doesn't untap during its controller's next untap step" ------------------

def test_502_3_tapped_creature_skips_only_its_controllers_next_untap_step():
    s = _scenario("Chillbringer", "Grizzly Bears")
    _lands(s, "Island", 5)
    chill = s.hand("A", "Chillbringer")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", chill)
    s.resolve()
    s.choose("A", bears)
    s.resolve()
    assert s.is_tapped(bears)
    s.advance("upkeep", turn=2)   # B's untap step: it stays tapped
    assert s.is_tapped(bears)
    s.advance("upkeep", turn=4)   # B's next one: the effect has ended, it untaps
    assert not s.is_tapped(bears)


def test_502_3_the_other_permanents_untap_as_usual():
    s = _scenario("Chillbringer", "Grizzly Bears")
    _lands(s, "Island", 5)
    chill = s.hand("A", "Chillbringer")
    bears = s.battlefield("B", "Grizzly Bears")
    other = s.battlefield("B", "Grizzly Bears", tapped=True)
    s.library("A", ["Island"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.cast("A", chill)
    s.resolve()
    s.choose("A", bears)
    s.resolve()
    s.advance("upkeep", turn=2)
    assert s.is_tapped(bears) and not s.is_tapped(other)


# ---- "This ability triggers only once each turn." ---------------------------------

def test_603_2_an_ability_that_triggers_only_once_each_turn():
    s = _scenario("Academy Wall", "Opt")
    s.battlefield("A", "Academy Wall")
    _lands(s, "Island", 2)
    o1, o2, o3 = s.hand("A", ["Opt", "Opt", "Opt"])
    s.hand("A", ["Island"] * 3)
    s.library("A", ["Island"] * 8)
    s.library("B", ["Island"] * 8)
    s.start()
    s.cast("A", o1)
    assert len(s.stack) == 2           # Opt and the Wall's trigger
    _resolve_answering(s)
    s.cast("A", o2)
    assert len(s.stack) == 1           # no second trigger this turn
    _resolve_answering(s)
    s.advance("upkeep", turn=3)        # a new turn: it triggers again
    s.cast("A", o3)
    assert len(s.stack) == 2


def _resolve_answering(s):
    s.resolve()
    while s.pending is not None:  # "you may draw": yes; then discard an Island
        opts = s.pending.options
        s.choose(s.pending.player, next((i for i, o in enumerate(opts) if "Island" in o), 0))


# ---- 107.14, 122.1: energy counters on players -------------------------------------

def test_107_14_energy_got_then_paid_for_the_attack_trigger():
    s = _scenario("Aether Chaser")
    _lands(s, "Mountain", 2)
    chaser = s.hand("A", "Aether Chaser")
    s.library("A", ["Mountain"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.start()
    s.cast("A", chaser)
    s.resolve()
    assert s.energy("A") == 2 and s.energy("B") == 0
    s.advance("declare_attackers", turn=3)
    s.attack({chaser: "B"})
    s.resolve()
    s.choose("A", "yes")  # "you may pay {E}{E}"
    s.resolve()
    assert s.energy("A") == 0
    assert any(s.is_token(c) for c in s.permanents("A"))  # the Servo


def test_118_3_energy_a_player_doesnt_have_cant_be_paid():
    s = _scenario("Aether Chaser")
    chaser = s.battlefield("A", "Aether Chaser")  # put there: no enters trigger, no energy
    s.library("A", ["Mountain"] * 5)
    s.library("B", ["Mountain"] * 5)
    s.start()
    s.advance("declare_attackers", turn=3)
    s.attack({chaser: "B"})
    s.resolve()
    s.choose("A", "yes")
    s.resolve()
    assert s.energy("A") == 0
    assert not any(s.is_token(c) for c in s.permanents("A"))  # "if you do": it didn't


# ---- 602.2b, 700.2: modal activated abilities --------------------------------------

def test_602_2b_modal_activated_ability_modes_and_their_targets():
    s = _scenario("Cankerbloom", "Ornithopter")
    s.battlefield("A", "Forest")
    bloom = s.battlefield("A", "Cankerbloom")
    thopter = s.battlefield("B", "Ornithopter")
    s.start()
    s.activate("A", bloom, "Choose one")
    # no enchantment on the battlefield: mode 2 can't be chosen (700.2a)
    assert s.pending.kind == "choose_mode"
    assert not any("mode 2" in o for o in s.pending.options)
    s.choose("A", "choose mode 1")
    s.choose("A", thopter)
    s.resolve()
    assert s.zone(bloom) == "graveyard" and s.zone(thopter) == "graveyard"


# ---- heroic: "whenever you cast a spell that targets this creature" --------------

def test_601_2c_heroic_triggers_on_a_spell_that_targets_it():
    s = _scenario("Akroan Crusader", "Giant Growth", "Grizzly Bears")
    _lands(s, "Forest", 2)
    crusader = s.battlefield("A", "Akroan Crusader")
    bears = s.battlefield("A", "Grizzly Bears")
    g1, g2 = s.hand("A", ["Giant Growth", "Giant Growth"])
    s.start()
    s.cast("A", g1, targets=[bears])      # another creature: no trigger
    assert len(s.stack) == 1
    s.resolve()
    s.cast("A", g2, targets=[crusader])   # this creature: heroic
    assert len(s.stack) == 2
    s.resolve()
    assert sum(s.is_token(c) for c in s.permanents("A")) == 1


# ---- 509.3g: "attacks and isn't blocked" ------------------------------------------

def test_509_3g_attacks_and_isnt_blocked_defending_player_gets_poison():
    s = _scenario("Crypt Cobra", "Grizzly Bears")
    cobra = s.battlefield("A", "Crypt Cobra")
    s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Swamp"] * 5)
    s.library("B", ["Swamp"] * 5)
    s.start()
    s.advance("declare_attackers", turn=3)
    s.attack({cobra: "B"})
    s.advance("declare_blockers")
    s.block({})
    s.resolve()
    assert s.poison("B") == 1


def test_509_3g_a_blocked_attacker_doesnt_trigger_it():
    s = _scenario("Crypt Cobra", "Grizzly Bears")
    cobra = s.battlefield("A", "Crypt Cobra")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Swamp"] * 5)
    s.library("B", ["Swamp"] * 5)
    s.start()
    s.advance("declare_attackers", turn=3)
    s.attack({cobra: "B"})
    s.advance("declare_blockers")
    s.block({bears: cobra})
    s.resolve()
    assert s.poison("B") == 0


# ---- selectors: "<subtype> or <subtype>" -------------------------------------------

def test_205_3m_109_2_selector_of_several_creature_types():
    s = _scenario("Master Trinketeer", "Ornithopter", "Grizzly Bears")
    s.battlefield("A", "Master Trinketeer")     # Servos and Thopters you control get +1/+1.
    thopter = s.battlefield("A", "Ornithopter")  # a Thopter: the second of the two types
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Ornithopter")
    s.start()
    assert (s.power(thopter), s.toughness(thopter)) == (1, 3)
    assert s.power(bears) == 2 and s.power(theirs) == 0


# ---- playing cards from exile ("Until end of turn, you may play those cards.") ----

def test_601_2a_cards_exiled_this_way_may_be_played_this_turn_only():
    s = _scenario("Act on Impulse", "Shock")
    _lands(s, "Mountain", 4)
    act = s.hand("A", "Act on Impulse")
    s.library("A", ["Mountain", "Shock", "Island", "Island", "Island", "Island"])
    s.library("B", ["Island"] * 5)
    s.start()
    s.advance("precombat_main")
    s.cast("A", act)
    s.resolve()
    exiled = s.cards("A", "exile")
    assert len(exiled) == 3
    mountain = next(c for c in exiled if c.name == "Mountain")
    shock = next(c for c in exiled if c.name == "Shock")
    island = next(c for c in exiled if c.name == "Island")
    s.play_land("A", mountain)            # the land play, from exile
    s.cast("A", shock, targets=["B"])     # a spell cast from exile, its cost paid
    s.resolve()
    assert s.zone(mountain) == "battlefield" and s.life("B") == 18
    s.advance("upkeep", turn=3)
    s.advance("precombat_main")
    with pytest.raises((IllegalActionError, ScenarioError)):
        s.play_land("A", island)          # the permission ended with that turn
    assert s.zone(island) == "exile"


def test_601_2a_until_the_end_of_your_next_turn():
    s = _scenario("Alania's Pathmaker")
    _lands(s, "Mountain", 4)
    pm = s.hand("A", "Alania's Pathmaker")
    s.library("A", ["Island"] * 6)
    s.library("B", ["Island"] * 5)
    s.start()
    s.advance("precombat_main")
    s.cast("A", pm)
    s.resolve()
    island = s.cards("A", "exile")[0]
    s.advance("upkeep", turn=3)           # A's next turn: still playable
    s.advance("precombat_main")
    s.play_land("A", island)
    assert s.zone(island) == "battlefield"


# ---- threshold: a static condition counting the cards in a graveyard -------------

def test_611_3a_threshold_as_long_as_seven_cards_are_in_your_graveyard():
    s = _scenario("Anurid Barkripper", "Shock")
    bark = s.battlefield("A", "Anurid Barkripper")
    s.graveyard("A", ["Island"] * 6)
    s.battlefield("A", "Mountain")
    shock = s.hand("A", "Shock")
    s.start()
    base = (s.power(bark), s.toughness(bark))
    s.cast("A", shock, targets=["B"])
    s.resolve()                                   # Shock is the seventh card there
    assert (s.power(bark), s.toughness(bark)) == (base[0] + 2, base[1] + 2)
