"""Rules-core scenarios for effects whose subject is a target player, a creature
dealing damage as a target, last known information of a moved target, "you
control no ..." state triggers, "the life lost this way", and extort."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def test_701_21a_diabolic_edict_target_player_chooses_what_to_sacrifice():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lions = s.battlefield("B", "Savannah Lions")
    lands(s, "A", "Swamp", 2)
    edict = s.hand("A", "Diabolic Edict")
    s.start()
    s.cast("A", edict, targets=["B"])
    s.resolve()
    # CR 701.21a: the sacrificing player chooses among their own creatures.
    assert s.pending.kind == "choose_cards" and s.pending.player == "B"
    s.choose("B", lions)
    assert s.zone(lions) == "graveyard" and s.zone(bears) == "battlefield"


def test_701_21a_edict_with_one_creature_asks_nothing():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    mine = s.battlefield("A", "Savannah Lions")
    lands(s, "A", "Swamp", 2)
    verdict = s.hand("A", "Geth's Verdict")
    s.start()
    s.cast("A", verdict, targets=["B"])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(mine) == "battlefield"
    assert s.life("B") == 19  # "and loses 1 life": the same target player


def test_608_2h_condemn_uses_the_toughness_it_last_had():
    """CR 608.2h: "Its controller gains life equal to its toughness" after the
    creature left: the toughness it had as it last existed on the battlefield,
    including a pump."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.battlefield("B", "Plains")
    condemn = s.hand("B", "Condemn")
    s.start(turn=3, step="beginning_of_combat")
    s.attack({bears: "B"})
    s.cast("A", growth, targets=[bears])
    s.resolve()
    s.cast("B", condemn, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "library"
    assert s.cards("A", "library")[-1] == bears  # the bottom
    assert s.life("A") == 20 + 5


def test_601_2c_condemn_needs_an_attacking_creature():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Plains")
    condemn = s.hand("B", "Condemn")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("B", condemn, targets=[bears])
    assert s.zone(condemn) == "hand" and s.zone(bears) == "battlefield"


def test_120_3_rabid_bite_damage_is_dealt_by_the_target_creature():
    """The first target deals the damage, so its deathtouch and lifelink apply
    (CR 702.2b, 702.15b): Vampire Nighthawk (2/3 flying, deathtouch, lifelink)
    kills a 5/5 and its controller gains 2."""
    s = Scenario()
    hawk = s.battlefield("A", "Vampire Nighthawk")
    croc = s.battlefield("B", "Emperor Crocodile")
    s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Forest", 2)
    bite = s.hand("A", "Rabid Bite")
    s.start()
    s.cast("A", bite, targets=[hawk, croc])
    s.resolve()
    assert s.zone(croc) == "graveyard"
    assert s.life("A") == 22
    assert s.damage(hawk) == 0  # one-sided: not a fight


def test_608_2b_rabid_bite_deals_no_damage_if_its_creature_is_gone():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    lions = s.battlefield("B", "Savannah Lions")
    lands(s, "A", "Forest", 2)
    bite = s.hand("A", "Rabid Bite")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", bite, targets=[bears, lions])
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.zone(lions) == "battlefield" and s.damage(lions) == 0


def test_603_8_emperor_crocodile_is_sacrificed_when_alone():
    """CR 603.8: "When you control no other creatures, sacrifice this creature"
    triggers as soon as the state is true, once, and resolves even if the state
    changed by then."""
    s = Scenario()
    croc = s.battlefield("A", "Emperor Crocodile")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    assert s.zone(croc) == "battlefield"
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.zone(croc) == "graveyard"


def test_603_8_emperor_crocodile_stays_with_company():
    s = Scenario()
    croc = s.battlefield("A", "Emperor Crocodile")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Savannah Lions")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("B", bolt, targets=[s.permanents("A")[1]])
    s.resolve()
    assert s.zone(croc) == "battlefield"


def test_119_3_blood_tithe_gains_the_life_lost_this_way():
    s = Scenario()
    lands(s, "A", "Swamp", 4)
    tithe = s.hand("A", "Blood Tithe")
    s.start()
    s.cast("A", tithe)
    s.resolve()
    assert (s.life("A"), s.life("B")) == (23, 17)


def test_702_101a_extort_pay_to_drain():
    s = Scenario()
    s.battlefield("A", "Syndic of Tithes")
    lands(s, "A", "Plains", 2)
    lions = s.hand("A", "Savannah Lions")
    s.start()
    s.cast("A", lions)
    s.resolve()
    assert s.pending.kind == "yes_no"
    s.choose("A", "yes")
    s.resolve()
    assert (s.life("A"), s.life("B")) == (21, 19)
    assert s.zone(lions) == "battlefield"
    assert all(s.is_tapped(p) for p in s.permanents("A") if s.name(p) == "Plains")


def test_702_101a_extort_declined_or_unpayable_does_nothing():
    s = Scenario()
    s.battlefield("A", "Syndic of Tithes")
    s.battlefield("A", "Plains")
    lions = s.hand("A", "Savannah Lions")
    s.start()
    s.cast("A", lions)
    s.resolve()
    s.choose("A", "yes")  # says yes, but no mana is left to pay {W/B}
    s.resolve()
    assert (s.life("A"), s.life("B")) == (20, 20)


def test_702_101b_each_extort_instance_triggers_separately():
    s = Scenario()
    s.battlefield("A", "Syndic of Tithes")
    s.battlefield("A", "Syndic of Tithes")
    lands(s, "A", "Swamp", 3)
    lions = s.hand("A", "Savannah Lions")
    s.battlefield("A", "Plains")
    s.start()
    s.cast("A", lions)
    assert s.pending.kind == "order_triggers"
    s.choose("A", 0)
    s.resolve()
    s.choose("A", "yes")   # the resolution goes on to the second extort trigger
    assert s.pending.kind == "yes_no"
    s.choose("A", "yes")
    s.resolve()
    assert (s.life("A"), s.life("B")) == (22, 18)


def test_120_5_example_damage_does_not_destroy_state_based_actions_do():
    """CR 120.5 Example: Lightning Bolt deals 3 damage to a 2/2; the creature is
    destroyed as a state-based action, not by the damage.  An indestructible
    creature dealt lethal damage keeps it marked and stays (702.12b, 704.5g)."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    myr = s.battlefield("A", "Darksteel Myr")
    s.battlefield("B", "Mountain")
    s.battlefield("B", "Mountain")
    bolt, shock = s.hand("B", ["Lightning Bolt", "Shock"])
    s.start()
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    s.cast("B", shock, targets=[myr])
    s.resolve()
    assert s.zone(myr) == "battlefield" and s.damage(myr) == 2 and s.toughness(myr) == 1


def test_614_12a_voice_of_all_color_is_chosen_as_it_enters():
    """CR 614.12 Example / 614.12a: "As this creature enters, choose a color" is
    chosen before it enters, by the player who will control it; "protection from
    the chosen color" then applies (702.16)."""
    s = Scenario()
    lands(s, "A", "Plains", 4)
    voice = s.hand("A", "Voice of All")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.battlefield("B", "Swamp")
    s.start()
    s.cast("A", voice)
    s.resolve()
    assert s.pending.kind == "choose_replacement" and s.pending.player == "A"
    assert [o for o in s.pending.options] == ["choose white", "choose blue", "choose black",
                                                "choose red", "choose green"]
    s.choose("A", "choose red")
    assert s.zone(voice) == "battlefield"
    assert "protection from red" in s.keywords(voice)
    # Protection from red: Lightning Bolt can't target it (702.16b).
    with pytest.raises(IllegalActionError):
        s.cast("B", bolt, targets=[voice])


def test_702_16_voice_of_all_protection_only_from_the_chosen_color():
    s = Scenario()
    lands(s, "A", "Plains", 4)
    voice = s.hand("A", "Voice of All")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", voice)
    s.resolve()
    s.choose("A", "choose green")
    s.cast("B", bolt, targets=[voice])
    s.resolve()
    assert s.zone(voice) == "graveyard"


def test_111_10a_treasure_sacrificed_for_one_mana_of_any_color():
    """CR 111.10a: a Treasure is "{T}, Sacrifice this artifact: Add one mana of any
    color."  The color is chosen as the mana ability is activated (106.1b), the
    sacrifice is a cost (701.21a), and the mana ability doesn't use the stack (605.3)."""
    s = Scenario()
    lands(s, "A", "Forest", 2)
    keeper = s.hand("A", "Prosperous Innkeeper")
    shock = s.hand("A", "Shock")
    s.start()
    s.cast("A", keeper)
    s.resolve()
    treasure = next(p for p in s.permanents("A") if s.name(p) == "Treasure")
    assert "artifact" in s.types(treasure) and "creature" not in s.types(treasure)
    assert s.is_token(treasure)
    with pytest.raises(IllegalActionError, match="any color"):
        s.activate("A", treasure)        # the color must be chosen
    assert s.zone(treasure) == "battlefield"
    s.activate("A", treasure, mana="R")
    # Sacrificed; the token ceases to exist at the next state-based-action check
    # (704.5d), which a mana ability doesn't cause (605.3b).
    assert s.zone(treasure) == "graveyard"
    assert s.mana_pool("A")["R"] == 1
    s.cast("A", shock, targets=["B"])
    assert s.zone(treasure) is None
    s.resolve()
    assert s.life("B") == 18


def test_603_6a_innkeeper_gains_life_for_another_creature_only():
    s = Scenario()
    lands(s, "A", "Forest", 4)
    keeper, bears = s.hand("A", ["Prosperous Innkeeper", "Grizzly Bears"])
    s.start()
    s.cast("A", keeper)
    s.resolve()
    assert s.life("A") == 20              # not for itself ("another")
    s.cast("A", bears)
    s.resolve()
    assert s.life("A") == 21


def test_701_6a_counterspell_counters_target_spell():
    """CR 701.6a: a countered spell is removed from the stack and put into its
    owner's graveyard; it doesn't resolve (no damage is dealt)."""
    s = Scenario()
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    lands(s, "B", "Island", 2)
    counter = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.cast("B", counter, targets=[bolt])
    s.resolve()
    assert s.zone(bolt) == "graveyard" and s.zone(counter) == "graveyard"
    assert s.life("B") == 20 and s.stack == []


def test_115_1_essence_scatter_targets_only_creature_spells():
    s = Scenario()
    forests = lands(s, "A", "Forest", 2)
    s.battlefield("A", "Mountain")
    bears, bolt = s.hand("A", ["Grizzly Bears", "Lightning Bolt"])
    lands(s, "B", "Island", 4)
    scatter, negate = s.hand("B", ["Essence Scatter", "Negate"])
    s.start()
    s.cast("A", bears, pay_with=forests)
    with pytest.raises(IllegalActionError):
        s.cast("B", negate, targets=[bears])       # Negate: noncreature spells only
    s.cast("B", scatter, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    s.cast("A", bolt, targets=["B"])
    s.cast("B", negate, targets=[bolt])
    s.resolve()
    assert s.life("B") == 20


def test_608_2b_counterspell_whose_target_resolved_first_does_nothing():
    """The counter's target left the stack (it resolved) before the counter
    resolves: its only target is illegal, so it doesn't resolve (608.2b)."""
    s = Scenario()
    lands(s, "A", "Island", 2)
    lands(s, "B", "Island", 2)
    s.battlefield("B", "Mountain")
    a_counter = s.hand("A", "Counterspell")
    bolt, b_counter = s.hand("B", ["Lightning Bolt", "Counterspell"])
    s.start()
    s.pass_priority()                      # B gets priority
    s.cast("B", bolt, targets=["A"])
    s.cast("A", a_counter, targets=[bolt])  # A counters the Bolt
    s.cast("B", b_counter, targets=[a_counter])  # B counters the counter
    s.resolve()
    assert s.zone(a_counter) == "graveyard" and s.life("A") == 17


def test_614_12_example_orb_of_dreams_does_not_affect_itself():
    """CR 614.12 Example: Orb of Dreams says "Permanents enter tapped."  It won't
    affect itself (it isn't on the battlefield as it enters), so it enters
    untapped; lands played and creatures cast afterwards enter tapped."""
    s = Scenario()
    lands(s, "A", "Forest", 5)
    orb = s.hand("A", "Orb of Dreams")
    forest, bears = s.hand("A", ["Forest", "Grizzly Bears"])
    s.start()
    s.cast("A", orb)
    s.resolve()
    assert s.zone(orb) == "battlefield" and not s.is_tapped(orb)
    s.play_land("A", forest)
    assert s.is_tapped(forest)
    s.cast("A", bears)
    s.resolve()
    assert s.is_tapped(bears)
