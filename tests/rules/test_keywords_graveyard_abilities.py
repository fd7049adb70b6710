"""Activated abilities that work while their card is in a graveyard (CR 113.6b,
113.6m) and the keywords built on them, as data: Reassembling Skeleton, unearth
(702.84a, Dregscape Zombie), embalm (702.128a, Sacred Cat, Heart-Piercer Manticore),
eternalize (702.129a, Proven Combatant) and scavenge (702.97a, Slitherhead); with the
603.11 example (Heart-Piercer Manticore's reflexive trigger)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

from _costs import lands, libraries  # noqa: E402




def _tokens(s, player):
    return [t for t in s.permanents(player) if s.is_token(t)]


# ---------------------------------------------------------------------------
# 113.6b An ability that works from the graveyard
# ---------------------------------------------------------------------------

def test_113_6b_reassembling_skeleton_returns_from_the_graveyard_tapped():
    s = Scenario()
    libraries(s)
    skel = s.graveyard("A", "Reassembling Skeleton")
    lands(s, "Swamp", 2)
    s.start()
    s.activate("A", skel)
    s.resolve()
    assert s.zone(skel) == "battlefield" and s.is_tapped(skel)


def test_113_6b_a_graveyard_ability_is_not_an_ability_on_the_battlefield():
    s = Scenario()
    libraries(s)
    skel = s.battlefield("A", "Reassembling Skeleton")
    lands(s, "Swamp", 2)
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", skel)
    assert s.zone(skel) == "battlefield" and s.stack == []


def test_113_6b_only_the_owner_activates_it_and_at_instant_speed():
    """Reassembling Skeleton has no timing restriction (602.5d doesn't apply): its
    owner returns it during the opponent's turn; the opponent can't activate it."""
    s = Scenario()
    libraries(s)
    skel = s.graveyard("A", "Reassembling Skeleton")
    lands(s, "Swamp", 2)
    lands(s, "Swamp", 2, player="B")
    s.start()
    s.pass_turn()                                # B's turn: A may still activate it
    with pytest.raises(IllegalActionError):
        s.activate("B", skel)
    s.pass_priority()                            # B passes in its main phase
    s.activate("A", skel)
    s.resolve()
    assert s.zone(skel) == "battlefield" and s.controller(skel) == "A"


# ---------------------------------------------------------------------------
# 702.84a Unearth
# ---------------------------------------------------------------------------

def test_702_84a_unearth_returns_it_with_haste_and_exiles_it_at_the_next_end_step():
    s = Scenario()
    libraries(s)
    zombie = s.graveyard("A", "Dregscape Zombie")
    swamp = lands(s, "Swamp", 1)[0]
    s.start()
    s.activate("A", zombie)
    assert s.is_tapped(swamp)                    # {B}
    s.resolve()
    assert s.zone(zombie) == "battlefield" and "haste" in s.keywords(zombie)
    s.attack({zombie: "B"})
    s.advance("end_step")
    assert s.life("B") == 18
    s.resolve()
    assert s.zone(zombie) == "exile"


def test_702_84a_an_unearthed_creature_that_would_die_or_be_bounced_is_exiled_instead():
    s = Scenario()
    libraries(s)
    zombies = [s.graveyard("A", "Dregscape Zombie") for _ in range(2)]
    lands(s, "Swamp", 2)
    lands(s, "Mountain", 1, player="B")
    lands(s, "Island", 1, player="B")
    bolt = s.hand("B", "Lightning Bolt")
    unsummon = s.hand("B", "Unsummon")
    s.start()
    for z in zombies:
        s.activate("A", z)
        s.resolve()
    s.pass_priority()
    s.cast("B", bolt, targets=[zombies[0]])
    s.resolve()
    assert s.zone(zombies[0]) == "exile"         # not its owner's graveyard
    s.pass_priority()
    s.cast("B", unsummon, targets=[zombies[1]])
    s.resolve()
    assert s.zone(zombies[1]) == "exile"         # not its owner's hand


def test_702_84a_unearth_only_as_a_sorcery():
    s = Scenario()
    libraries(s)
    zombie = s.graveyard("A", "Dregscape Zombie")
    lands(s, "Swamp", 1)
    s.start()
    s.pass_turn()                                # B's turn
    s.pass_priority()
    with pytest.raises(IllegalActionError):
        s.activate("A", zombie)
    assert s.zone(zombie) == "graveyard"


# ---------------------------------------------------------------------------
# 702.128a Embalm, 702.129a Eternalize
# ---------------------------------------------------------------------------

def test_702_128a_embalm_exiles_the_card_as_a_cost_and_makes_a_white_zombie_copy():
    s = Scenario()
    libraries(s)
    cat = s.graveyard("A", "Sacred Cat")
    lands(s, "Plains", 1)
    s.start()
    s.activate("A", cat)
    assert s.zone(cat) == "exile"                # paid as the ability was activated
    s.resolve()
    (token,) = _tokens(s, "A")
    assert s.name(token) == "Sacred Cat"
    assert s.colors(token) == {"white"}
    assert {"creature", "zombie", "cat"} <= s.types(token)
    assert "lifelink" in s.keywords(token)
    assert s.mana_value(token) == 0              # "with no mana cost" (707.9b, 202.1b)
    assert (s.power(token), s.toughness(token)) == (1, 1)


def test_702_129a_eternalize_makes_a_4_4_black_zombie_with_no_mana_cost():
    s = Scenario()
    libraries(s)
    combatant = s.graveyard("A", "Proven Combatant")
    lands(s, "Island", 6)
    s.start()
    s.activate("A", combatant)
    s.resolve()
    (token,) = _tokens(s, "A")
    assert s.colors(token) == {"black"}
    assert {"zombie", "human", "warrior"} <= s.types(token)
    assert (s.power(token), s.toughness(token)) == (4, 4)
    assert s.mana_value(token) == 0
    assert s.zone(combatant) == "exile"


def test_702_128a_embalm_only_as_a_sorcery_and_not_without_the_mana():
    s = Scenario()
    libraries(s)
    cat = s.graveyard("A", "Sacred Cat")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", cat)                     # no {W}
    assert s.zone(cat) == "graveyard"


# ---------------------------------------------------------------------------
# 702.97a Scavenge
# ---------------------------------------------------------------------------

def test_702_97a_scavenge_puts_counters_equal_to_the_exiled_cards_power():
    s = Scenario()
    libraries(s)
    head = s.graveyard("A", "Slitherhead")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.activate("A", head, targets=[bears])       # {0}
    assert s.zone(head) == "exile"
    s.resolve()
    assert s.counters(bears) == {"+1/+1": 1} and s.power(bears) == 3


# ---------------------------------------------------------------------------
# 603.11 (and 603.12) Heart-Piercer Manticore
# ---------------------------------------------------------------------------

def test_603_11_example_heart_piercer_manticore_deals_the_sacrificed_creatures_power():
    """603.11 Example: "When this creature enters, you may sacrifice another creature.
    When you do, this creature deals damage equal to that creature's power to any
    target."  The reflexive ability triggers when the creature is sacrificed this way,
    and uses its power as it last existed (608.2h): Giant Growth made it 5/5."""
    s = Scenario()
    libraries(s)
    lands(s, "Mountain", 4)
    lands(s, "Forest", 1)
    manticore = s.hand("A", "Heart-Piercer Manticore")
    bears = s.battlefield("A", "Grizzly Bears")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    s.cast("A", manticore)
    s.resolve()                                  # the spell, then its enters trigger
    assert s.pending.kind == "yes_no"
    s.choose("A", "yes")                         # the only other creature: no choice left
    assert s.zone(bears) == "graveyard"
    assert s.pending.kind == "choose_target"     # "When you do" goes on the stack
    s.choose("A", "target player B")
    s.resolve()
    assert s.life("B") == 15


def test_603_11_heart_piercer_manticore_declined_or_alone_triggers_nothing():
    s = Scenario()
    libraries(s)
    lands(s, "Mountain", 8)
    manticores = [s.hand("A", "Heart-Piercer Manticore") for _ in range(2)]
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.cast("A", manticores[0])
    s.resolve()
    s.choose("A", "no")                          # declined: no sacrifice, no trigger
    assert s.pending is None and s.stack == [] and s.zone(bears) == "battlefield"
    s.cast("A", manticores[1])
    s.resolve()
    s.choose("A", "yes")
    s.choose("A", manticores[0])                 # the first Manticore is sacrificed: 4 damage
    s.choose("A", "target player B")
    s.resolve()
    assert s.life("B") == 16 and s.zone(bears) == "battlefield"


def test_702_128a_embalmed_heart_piercer_manticore_is_a_white_zombie_manticore():
    s = Scenario()
    libraries(s)
    card = s.graveyard("A", "Heart-Piercer Manticore")
    lands(s, "Mountain", 6)
    s.start()
    s.activate("A", card)
    s.resolve()                                  # the token enters: its own trigger
    assert s.pending.kind == "yes_no"
    s.choose("A", "yes")                         # nothing else to sacrifice: no trigger
    (token,) = _tokens(s, "A")
    assert s.stack == [] and s.life("B") == 20
    assert s.colors(token) == {"white"} and {"zombie", "manticore"} <= s.types(token)
    assert s.mana_value(token) == 0 and s.power(token) == 4
