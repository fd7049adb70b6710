"""Combat with planeswalkers and battles: attacking them (506.2, 506.3, 508.1b),
blocking their attackers (509.1a), combat damage to them (510.1b, 120.3c/h),
trample over a blocker onto the planeswalker or battle attacked (702.19b/d), and a
planeswalker leaving mid-combat (506.4, 506.4c, 510.1b, 702.19f).  Random play
attacks planeswalkers and battles because the declaration offers them."""

import random

import pytest

import mtgcore
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _setup(attackers=("Grizzly Bears",), pw="Jace Beleren", loyalty=None, b_extra=()):
    s = Scenario()
    atts = [s.battlefield("A", n) for n in attackers]
    walker = s.battlefield("B", pw, loyalty=loyalty)
    extra = [s.battlefield("B", n) for n in b_extra]
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Island"] * 5)
    return s, atts, walker, extra


def test_508_1b_attacks_are_offered_against_the_player_and_each_planeswalker():
    s, (bears,), jace, _ = _setup()
    s.start()
    s.advance("declare_attackers")
    labels = {a.label for a in s.game.legal_actions() if a.kind == "attack"}
    assert labels == {f"attack player B with Grizzly Bears #{bears.card}",
                      f"attack Jace Beleren #{jace.card} with Grizzly Bears #{bears.card}"}


def test_510_1b_120_3c_unblocked_attacker_damages_the_planeswalker_it_attacks():
    s, (bears,), jace, _ = _setup(loyalty=5)
    s.start()
    s.attack({bears: jace})
    s.block({})
    s.advance("end_of_combat")
    assert s.loyalty(jace) == 3 and s.life("B") == 20


def test_704_5i_combat_damage_equal_to_loyalty_kills_the_planeswalker():
    s, (bears, lions), jace, _ = _setup(attackers=("Grizzly Bears", "Savannah Lions"))
    s.start()
    s.attack({bears: jace, lions: jace})
    s.block({})
    s.advance("end_of_combat")
    assert s.zone(jace) == "graveyard" and s.life("B") == 20


def test_509_1a_defending_player_blocks_a_creature_attacking_its_planeswalker():
    s, (bears,), jace, (giant,) = _setup(b_extra=("Hill Giant",))
    s.start()
    s.attack({bears: jace})
    s.block({giant: bears})
    s.advance("end_of_combat")
    assert s.loyalty(jace) == 3 and s.zone(bears) == "graveyard"


def test_506_4c_510_1b_attacker_of_a_planeswalker_that_left_deals_no_combat_damage():
    s, (bears,), jace, _ = _setup()
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.attack({bears: jace})
    s.cast("A", bolt, targets=[jace])
    s.resolve()
    assert s.zone(jace) == "graveyard"
    assert s.is_attacking(bears)  # still an attacking creature, attacking nothing (506.4c)
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 20  # no combat damage to anyone (510.1b)


def test_702_19f_trample_attacker_of_a_removed_planeswalker_deals_no_damage_to_the_player():
    s, (maw,), jace, _ = _setup(attackers=("Colossal Dreadmaw",))
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.attack({maw: jace})
    s.cast("A", bolt, targets=[jace])
    s.resolve()
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 20


def test_702_19b_trample_assigns_excess_to_the_planeswalker_it_attacks_not_the_player():
    s, (maw,), jace, (bears,) = _setup(attackers=("Colossal Dreadmaw",), loyalty=6,
                                       b_extra=("Grizzly Bears",))
    s.start()
    s.attack({maw: jace})
    s.block({bears: maw})
    # Lethal to the blocker, the rest to the planeswalker it attacks (702.19b).
    s.assign_combat_damage(maw, {bears: 2, jace: 4})
    s.advance("end_of_combat")
    assert s.zone(bears) == "graveyard" and s.loyalty(jace) == 2 and s.life("B") == 20


def test_702_19b_trample_can_not_assign_to_the_defending_player_when_attacking_a_planeswalker():
    s, (maw,), jace, (bears,) = _setup(attackers=("Colossal Dreadmaw",), b_extra=("Grizzly Bears",))
    s.start()
    s.attack({maw: jace})
    s.block({bears: maw})
    s.advance("combat_damage")
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(maw, {bears: 2, "B": 4})


def test_702_19d_trample_blocked_with_its_blocker_gone_assigns_all_to_the_planeswalker():
    s, (maw,), jace, (bears,) = _setup(attackers=("Colossal Dreadmaw",), loyalty=7,
                                       b_extra=("Grizzly Bears",))
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.attack({maw: jace})
    s.block({bears: maw})
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    s.advance("end_of_combat")
    assert s.loyalty(jace) == 1 and s.life("B") == 20


def test_702_19b_trample_over_a_blocker_onto_a_battle():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria")
    maw = s.battlefield("A", "Colossal Dreadmaw")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    s.attack({maw: inv})
    s.block({bears: maw})
    s.assign_combat_damage(maw, {bears: 2, inv: 4})
    s.advance("end_of_combat")
    assert s.zone(bears) == "graveyard" and s.defense(inv) == 1 and s.life("B") == 20


def _pw_decks():
    a = "20 Forest\n16 Nissa, Voice of Zendikar\n24 Grizzly Bears\n"
    b = "20 Plains\n16 Invasion of Dominaria\n24 Savannah Lions\n"
    return a, b


def test_508_1b_random_play_attacks_planeswalkers_and_battles():
    a, b = _pw_decks()
    rng = random.Random(5)
    attacked = set()
    for seed in range(12):
        g = mtgcore.Game(a, b, seed=seed)
        while not g.is_over and g.turn < 30:
            acts = g.decision.actions
            act = rng.choice(acts)
            if act.kind == "attack" and not act.label.startswith("attack player"):
                attacked.add(act.label.split(" #")[0].replace("attack ", ""))
            g.apply(act)
    assert {"Nissa, Voice of Zendikar", "Invasion of Dominaria"} <= attacked


def test_306_310_random_play_with_planeswalkers_and_battles_keeps_invariants():
    """306, 310, 704.5i, 704.5v: random games with planeswalkers and battles keep the
    engine's invariants after every action, and both kinds of permanent do reach the
    battlefield; the native batch path plays the same decks to the end."""
    a, b = _pw_decks()
    rng = random.Random(7)
    seen = set()
    for seed in range(4):
        g = mtgcore.Game(a, b, seed=seed)
        while not g.is_over and g.turn < 25:
            g.apply(rng.choice(g.decision.actions))
            err = g.check_invariants()
            assert err == "", err
            for card in g.battlefield:
                seen |= card.types & {"planeswalker", "battle"}
    assert seen == {"planeswalker", "battle"}
    for policy, games in (("random", 300), ("greedy", 100)):
        res = mtgcore.simulate(a, b, games=games, seed=3, policy=policy, threads=1)
        assert len(res.winner) == games
        assert all(w in (0, 1, -1) for w in res.winner)


def test_120_3c_infect_damage_to_a_planeswalker_removes_loyalty_and_gives_no_poison():
    # Infect changes damage's results for players (120.3b) and creatures (120.3d)
    # only: a planeswalker loses loyalty as from any source.
    s, (elf,), jace, _ = _setup(attackers=("Glistener Elf",))
    s.start()
    s.attack({elf: jace})
    s.block({})
    s.advance("end_of_combat")
    assert s.loyalty(jace) == 2 and s.poison("B") == 0 and s.counters(jace) == {"loyalty": 2}


def test_120_3f_lifelink_damage_to_a_planeswalker_gains_life_and_deathtouch_changes_nothing():
    s, (hawk,), jace, _ = _setup(attackers=("Vampire Nighthawk",))
    s.start()
    s.attack({hawk: jace})
    s.block({})
    s.advance("end_of_combat")
    # 2 damage: loyalty 3 -> 1; deathtouch (702.2b) matters only for creatures.
    assert s.loyalty(jace) == 1 and s.zone(jace) == "battlefield" and s.life("A") == 22


# ---- trample over planeswalkers (702.19c, 702.19e) ------------------------------
# Thrasta, Tempest's Roar: 7/7, trample, haste, trample over planeswalkers.

def _top_setup(attackers=(), loyalty=3, b_extra=()):
    s = Scenario()
    top = s.battlefield("A", "Thrasta, Tempest's Roar")
    others = [s.battlefield("A", n) for n in attackers]
    jace = s.battlefield("B", "Jace Beleren", loyalty=loyalty)
    extra = [s.battlefield("B", n) for n in b_extra]
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Island"] * 5)
    return s, top, others, jace, extra


def test_702_19c_example_excess_over_loyalty_counting_another_attacker_goes_to_the_player():
    # CR 702.19c example: a planeswalker with three loyalty counters is attacked by a
    # 1/1 with no abilities and a 7/7 with trample over planeswalkers: 1 from the
    # first and 2 from the second to the planeswalker, 5 to the defending player.
    s, top, (wizard,), jace, _ = _top_setup(attackers=("Fugitive Wizard",))
    s.start()
    s.attack({top: jace, wizard: jace})
    s.block({})
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(top, {jace: 1, "B": 6})  # the planeswalker needs 2 more first
    s.assign_combat_damage(top, {jace: 2, "B": 5})
    s.advance("end_of_combat")
    assert s.life("B") == 15 and s.zone(jace) == "graveyard"


def test_702_19c_excess_may_also_stay_on_the_planeswalker():
    s, top, _, jace, _ = _top_setup()
    s.start()
    s.attack({top: jace})
    s.block({})
    s.assign_combat_damage(top, {jace: 7})
    s.advance("end_of_combat")
    assert s.life("B") == 20 and s.zone(jace) == "graveyard"


def test_702_19c_blocked_lethal_to_the_blocker_then_loyalty_then_the_player():
    s, top, _, jace, (bears,) = _top_setup(loyalty=3, b_extra=("Grizzly Bears",))
    s.start()
    s.attack({top: jace})
    s.block({bears: top})
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(top, {bears: 2, "B": 5})  # loyalty first
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(top, {bears: 1, jace: 3, "B": 3})  # lethal to the blocker first
    s.assign_combat_damage(top, {bears: 2, jace: 3, "B": 2})
    s.advance("end_of_combat")
    assert s.life("B") == 18 and s.zone(jace) == "graveyard" and s.zone(bears) == "graveyard"


def test_702_19e_planeswalker_removed_from_combat_all_damage_to_the_defending_player():
    # Jace leaves before damage (its owner uses its -10... here: Lightning Bolt on it):
    # the unblocked creature with trample over planeswalkers deals all its damage to
    # the defending player (an exception to 506.4c); a plain attacker deals none (702.19f).
    s, top, (bears,), jace, (mountain,) = _top_setup(attackers=("Grizzly Bears",), loyalty=3,
                                                     b_extra=("Mountain",))
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({top: jace, bears: jace})
    s.pass_priority()
    s.cast("B", bolt, [jace])
    s.resolve()
    assert s.zone(jace) == "graveyard"
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 13


def test_702_19e_blocked_planeswalker_gone_excess_over_the_blocker_to_the_player():
    s, top, _, jace, (bears, mountain) = _top_setup(loyalty=3, b_extra=("Grizzly Bears", "Mountain"))
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({top: jace})
    s.block({bears: top})
    s.cast("B", bolt, [jace])
    s.resolve()
    assert s.zone(jace) == "graveyard"
    with pytest.raises(IllegalActionError):
        s.assign_combat_damage(top, {bears: 1, "B": 6})
    s.assign_combat_damage(top, {bears: 2, "B": 5})
    s.advance("end_of_combat")
    assert s.life("B") == 15 and s.zone(bears) == "graveyard"


def _cast_thrasta(spells_first=4):
    """A casts Thrasta after `spells_first` Lightning Bolts (each {3} less: {G}{G} after 4)."""
    s = Scenario()
    forests = [s.battlefield("A", "Forest") for _ in range(2)]
    mountains = [s.battlefield("A", "Mountain") for _ in range(spells_first)]
    bolts = [s.hand("A", "Lightning Bolt") for _ in range(spells_first)]
    thrasta = s.hand("A", "Thrasta, Tempest's Roar")
    jace = s.battlefield("B", "Jace Beleren", loyalty=3)
    s.battlefield("B", "Mountain")
    b_bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Forest"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    for bolt in bolts:
        s.cast("A", bolt, targets=["B"])
        s.resolve()
    s.cast("A", thrasta, pay_with=forests)
    s.resolve()
    return s, thrasta, jace, b_bolt


def test_702_11_thrasta_has_hexproof_as_long_as_it_entered_this_turn():
    s, thrasta, _, b_bolt = _cast_thrasta()
    assert "hexproof" in s.keywords(thrasta)
    s.pass_priority()  # B has priority in A's main phase
    with pytest.raises(IllegalActionError):
        s.cast("B", b_bolt, targets=[thrasta])  # 702.11b: not by an opponent
    s.pass_turn()  # B's turn: it entered last turn
    assert "hexproof" not in s.keywords(thrasta)
    s.cast("B", b_bolt, targets=[thrasta])
    s.resolve()
    assert s.damage(thrasta) == 3


def test_702_19c_thrasta_attacks_a_planeswalker_with_haste_the_turn_it_enters():
    s, thrasta, jace, _ = _cast_thrasta()
    s.attack({thrasta: jace})
    s.block({})
    s.assign_combat_damage(thrasta, {jace: 3, "B": 4})
    s.advance("end_of_combat")
    assert s.zone(jace) == "graveyard" and s.life("B") == 20 - 4 - 4 * 3
