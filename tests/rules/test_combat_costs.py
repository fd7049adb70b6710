"""Costs to attack (CR 508.1d, 508.1f, 508.1h-j): "Creatures can't attack you unless
their controller pays {N} for each creature they control that's attacking you"
(Ghostly Prison, Propaganda, Windborn Muse), paid during the declaration by the
engine's mana payer; an attack whose total can't be paid is never offered."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _labels(s):
    return [s.game._g.label(a) for a in s.game._g.legal_actions()]


def _attackers(s, n_bears, n_forests, *taxes, extra=()):
    for t in taxes:
        s.battlefield("B", t)
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(n_bears)]
    forests = [s.battlefield("A", "Forest") for _ in range(n_forests)]
    others = [s.battlefield("A", c) for c in extra]
    return bears, forests, others


def test_508_1h_j_ghostly_prison_two_attackers_pay_two_each():
    s = Scenario()
    (b1, b2), forests, _ = _attackers(s, 2, 5, "Ghostly Prison")
    s.start()
    s.attack({b1: "B", b2: "B"})
    assert s.is_attacking(b1) and s.is_attacking(b2)
    assert sum(s.is_tapped(f) for f in forests) == 4  # {2} for each attacker (508.1j)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 16


def test_508_1h_an_unpayable_attack_is_rejected_state_unchanged():
    s = Scenario()
    (b1, b2), forests, _ = _attackers(s, 2, 3, "Propaganda")
    s.start()
    with pytest.raises(IllegalActionError, match="cost to attack"):
        s.attack({b1: "B", b2: "B"})
    assert not s.is_attacking(b1) and not any(s.is_tapped(f) for f in forests)
    s.attack({b2: "B"})  # one attacker: {2} of the three Forests
    assert s.is_attacking(b2) and sum(s.is_tapped(f) for f in forests) == 2


def test_508_1h_an_attack_the_player_cant_pay_for_is_never_offered():
    s = Scenario()
    (b1, b2), _, _ = _attackers(s, 2, 3, "Ghostly Prison")
    s.start()
    s.advance("declare_attackers")
    names = f"Grizzly Bears #{b1.card}", f"Grizzly Bears #{b2.card}"
    assert sum(any(n in lab for n in names) for lab in _labels(s)) == 2  # either may attack
    s.choose("A", next(lab for lab in _labels(s) if names[0] in lab))
    assert _labels(s) == ["done"]  # a second attacker would cost {4} with three Forests


def test_508_1h_no_mana_no_attack_on_the_taxed_player():
    s = Scenario()
    (b1,), _, _ = _attackers(s, 1, 0, "Windborn Muse")
    s.start()
    s.advance("declare_attackers")
    assert _labels(s) == ["done"]
    with pytest.raises(IllegalActionError, match="cost to attack"):
        s.attack({b1: "B"})


def test_508_1h_taxes_from_several_permanents_add_up():
    s = Scenario()
    s.battlefield("B", "Ghostly Prison")
    (b1, b2), forests, _ = _attackers(s, 2, 7, "Propaganda")
    s.start()
    with pytest.raises(IllegalActionError, match="cost to attack"):
        s.attack({b1: "B", b2: "B"})  # {4} each: 8 mana needed, 7 Forests
    s.attack({b1: "B"})
    assert sum(s.is_tapped(f) for f in forests) == 4


def test_508_1h_the_tax_protects_only_its_controller():
    # Windborn Muse on the attacker's side taxes attacks on A, not A's attacks.
    s = Scenario()
    (b1,), _, (muse,) = _attackers(s, 1, 0, extra=["Windborn Muse"])
    s.start()
    s.attack({b1: "B", muse: "B"})
    assert s.is_attacking(b1) and s.is_attacking(muse)


def test_508_1f_an_attacker_tapped_by_attacking_cant_pay_its_own_tax():
    # Llanowar Elves taps as it attacks (508.1f) before the cost is paid (508.1j):
    # one Forest and the Elves' own {T} ability can't pay {2}.
    s = Scenario()
    s.battlefield("B", "Ghostly Prison")
    elves = s.battlefield("A", "Llanowar Elves")
    forest = s.battlefield("A", "Forest")
    s.start()
    with pytest.raises(IllegalActionError, match="cost to attack"):
        s.attack({elves: "B"})
    s.advance("declare_attackers")
    assert _labels(s) == ["done"]
    assert not s.is_tapped(forest)


def test_508_1f_an_attacker_not_yet_attacking_may_pay_for_another():
    # Before the declaration, the Elves tap for mana to pay for the Bears' attack.
    s = Scenario()
    s.battlefield("B", "Ghostly Prison")
    bears = s.battlefield("A", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    forest = s.battlefield("A", "Forest")
    s.start()
    s.attack({bears: "B"})
    assert s.is_attacking(bears) and s.is_tapped(elves) and s.is_tapped(forest)
    assert not s.is_attacking(elves)


def test_508_1f_attacking_a_planeswalker_taps_a_source_the_tax_needs():
    # Windborn Muse taxes attacks on B, not on B's Jace.  Grizzly Bears attacking B
    # owes {2}: the Forest and Llanowar Elves.  Once the Bears are declared, the Elves
    # attacking Jace would be tapped by attacking (508.1f) before the {2} is paid
    # (508.1j), so that attack is never offered, and declaring it is rejected.
    s = Scenario()
    s.battlefield("B", "Windborn Muse")
    jace = s.battlefield("B", "Jace Beleren")
    bears = s.battlefield("A", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    forest = s.battlefield("A", "Forest")
    s.start()
    with pytest.raises(IllegalActionError, match="cost to attack"):
        s.attack({bears: "B", elves: jace})
    assert not s.is_attacking(bears) and not s.is_tapped(forest)  # state unchanged
    s.advance("declare_attackers")
    elves_on_jace = f"attack Jace Beleren #{jace.card} with Llanowar Elves #{elves.card}"
    assert elves_on_jace in _labels(s)  # alone, the Elves may attack Jace (no tax)
    s.choose("A", f"attack player B with Grizzly Bears #{bears.card}")
    assert _labels(s) == ["done"]  # neither Elves attack leaves the {2} payable
    s.choose("A", "done")
    assert s.is_attacking(bears) and not s.is_attacking(elves)
    assert s.is_tapped(elves) and s.is_tapped(forest)  # they paid the {2}


def test_508_1f_random_attacks_on_planeswalkers_under_a_tax_are_always_payable():
    # Found by random play (azorius_control against green_stompy): every declaration
    # the engine offers under Windborn Muse can be paid, planeswalkers attacked or not.
    import mtgcore
    r = mtgcore.simulate("azorius_control", "green_stompy", games=400, seed=184, threads=1)
    assert r.games == 400


def test_508_1d_a_requirement_never_forces_paying_the_cost_to_attack():
    # Bloodrock Cyclops attacks each combat if able, but it can attack only by
    # paying Propaganda's cost: declaring no attackers is legal.
    s = Scenario()
    cyclops = s.battlefield("A", "Bloodrock Cyclops")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    s.battlefield("B", "Propaganda")
    s.start()
    s.advance("declare_attackers")
    assert "done" in _labels(s)
    s.attack({})
    assert not s.is_attacking(cyclops) and s.life("B") == 20


def test_508_1h_losing_the_source_removes_the_tax():
    s = Scenario()
    muse = s.battlefield("B", "Windborn Muse")
    (b1,), _, _ = _attackers(s, 1, 0)
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("A", "Mountain")
    s.start()
    s.cast("A", bolt, [muse])
    s.resolve()
    assert s.zone(muse) == "graveyard"
    s.attack({b1: "B"})
    assert s.is_attacking(b1)


def test_508_1i_j_the_cost_to_attack_paid_by_hand_with_chosen_sources():
    # The player activates mana abilities (508.1i), then pays from the pool (508.1j):
    # exactly the chosen sources are used.
    s = Scenario()
    s.battlefield("B", "Ghostly Prison")
    bears = s.battlefield("A", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    f1 = s.battlefield("A", "Forest")
    f2 = s.battlefield("A", "Forest")
    s.start()
    s.attack({bears: "B"}, pay_with=[elves, f2])
    assert s.is_attacking(bears) and s.is_tapped(elves) and s.is_tapped(f2)
    assert not s.is_tapped(f1) and s.mana_pool("A") == {}  # all spent on the {2}


def test_508_1j_a_sacrificed_mana_source_pays_the_cost_to_attack():
    s = Scenario()
    s.battlefield("B", "Propaganda")
    bears = s.battlefield("A", "Grizzly Bears")
    petal = s.battlefield("A", "Lotus Petal")
    forest = s.battlefield("A", "Forest")
    s.start()
    s.attack({bears: "B"}, pay_with=[(petal, "W"), forest])
    assert s.is_attacking(bears) and s.zone(petal) == "graveyard" and s.is_tapped(forest)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_508_1h_paying_by_hand_needs_a_cost_to_attack():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    forest = s.battlefield("A", "Forest")
    s.start()
    with pytest.raises(IllegalActionError, match="no cost to pay"):
        s.attack({bears: "B"}, pay_with=[forest])
    assert not s.is_attacking(bears) and not s.is_tapped(forest)


# ---- costs to block (CR 509.1c-f): War Cadence ---------------------------------
# "{X}{R}: This turn, creatures can't block unless their controller pays {X} for each
# blocking creature they control."  A rules effect until the turn ends (514.2).

def _cadence(s, x, times=1):
    """A activates War Cadence (X = x) `times` times in its declare attackers step."""
    for _ in range(times):
        s.activate("A", s.cadence, x=x)
        s.resolve()


def _war(n_blockers, n_forests, mountains=2, blockers="Grizzly Bears", attackers=("Grizzly Bears",)):
    s = Scenario()
    s.cadence = s.battlefield("A", "War Cadence")
    for _ in range(mountains):
        s.battlefield("A", "Mountain")
    atts = [s.battlefield("A", a) for a in attackers]
    blks = [s.battlefield("B", blockers) for _ in range(n_blockers)]
    forests = [s.battlefield("B", "Forest") for _ in range(n_forests)]
    s.library("A", ["Mountain"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start()
    return s, atts, blks, forests


def test_509_1d_f_war_cadence_each_blocking_creature_costs_x():
    s, (bears,), (b1, b2), forests = _war(2, 3)
    s.attack({bears: "B"})
    _cadence(s, 1)
    s.block({b1: bears, b2: bears})
    assert s.is_blocking(b1) and s.is_blocking(b2)
    assert sum(s.is_tapped(f) for f in forests) == 2  # {1} for each of two blockers (509.1f)


def test_509_1d_a_block_the_defender_cant_pay_for_is_never_offered():
    s, (bears,), (b1, b2), forests = _war(2, 1)
    s.attack({bears: "B"})
    _cadence(s, 1)
    with pytest.raises(IllegalActionError, match="cost to block"):
        s.block({b1: bears, b2: bears})
    assert not s.is_blocking(b1) and not any(s.is_tapped(f) for f in forests)  # state unchanged
    s.advance("declare_blockers")
    s.choose("B", f"block with Grizzly Bears #{b1.card}")
    s.choose("B", f"block Grizzly Bears #{bears.card} with Grizzly Bears #{b1.card}")
    assert _labels(s) == ["done"]  # a second blocker would cost {2} with one Forest
    s.choose("B", "done")
    assert s.is_blocking(b1) and s.is_tapped(forests[0])


def test_509_1d_no_mana_no_blocks():
    s, (bears,), (b1,), _ = _war(1, 0)
    s.attack({bears: "B"})
    _cadence(s, 1)
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]
    with pytest.raises(IllegalActionError, match=r"cost to block \(\{1\} for each of 1 blocking"):
        s.block({b1: bears})


def test_509_1d_x_of_zero_costs_nothing():
    s, (bears,), (b1,), _ = _war(1, 0, mountains=1)
    s.attack({bears: "B"})
    _cadence(s, 0)
    s.block({b1: bears})
    assert s.is_blocking(b1)


def test_509_1d_the_costs_of_two_activations_add_up():
    s, (bears,), (b1, b2), forests = _war(2, 3, mountains=4)
    s.attack({bears: "B"})
    _cadence(s, 1, times=2)  # {1} + {1}: {2} for each blocking creature
    with pytest.raises(IllegalActionError, match=r"\{2\} for each of 2 blocking creatures"):
        s.block({b1: bears, b2: bears})  # {4}, three Forests
    s.block({b1: bears})
    assert sum(s.is_tapped(f) for f in forests) == 2


def test_509_1d_the_cost_is_per_blocking_creature_not_per_block():
    # Two-Headed Giant of Foriys blocks both attackers: one blocking creature, {1}.
    s, atts, (giant,), forests = _war(1, 1, blockers="Two-Headed Giant of Foriys",
                                       attackers=("Grizzly Bears", "Grizzly Bears"))
    s.attack({atts[0]: "B", atts[1]: "B"})
    _cadence(s, 1)
    s.block({giant: [atts[0], atts[1]]})  # one Forest pays for it
    assert s.is_tapped(forests[0])
    assert s.is_blocked(atts[0]) and s.is_blocked(atts[1])
    assert s.blocked_by(atts[0]) == [giant] and s.blocked_by(atts[1]) == [giant]


def test_509_1d_702_111b_a_menace_attacker_needs_two_paid_blockers():
    # Boggart Brute (menace) under War Cadence, X = 1, and one Forest: one blocker
    # can be paid for, menace needs two: the Brute can't be blocked at all.
    s, (brute,), (b1, b2), (forest,) = _war(2, 1, attackers=("Boggart Brute",))
    s.attack({brute: "B"})
    _cadence(s, 1)
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]
    with pytest.raises(IllegalActionError):
        s.block({b1: brute, b2: brute})
    s.block({})
    assert not s.is_tapped(forest)


def test_509_1c_a_requirement_never_forces_paying_the_cost_to_block():
    # Razorgrass Screen blocks each combat if able, and Prized Unicorn must be blocked
    # by all creatures able to; under War Cadence blocking costs {1}: no block is required.
    s, (unicorn,), (screen,), forests = _war(1, 2, blockers="Razorgrass Screen",
                                              attackers=("Prized Unicorn",))
    s.attack({unicorn: "B"})
    _cadence(s, 1)
    s.advance("declare_blockers")
    assert "done" in _labels(s)
    s.block({})
    assert not s.is_blocking(screen) and not any(s.is_tapped(f) for f in forests)


def test_509_1c_requirements_apply_again_without_the_cost():
    # The same board without War Cadence's effect: the Screen must block.
    s, (unicorn,), (screen,), _ = _war(1, 2, blockers="Razorgrass Screen",
                                        attackers=("Prized Unicorn",))
    s.attack({unicorn: "B"})
    s.advance("declare_blockers")
    assert "done" not in _labels(s)


def test_509_1e_f_the_cost_to_block_paid_by_hand_with_chosen_sources():
    s, (bears,), (b1,), (f1, f2) = _war(1, 2)
    s.attack({bears: "B"})
    _cadence(s, 1)
    s.block({b1: bears}, pay_with=[f2])
    assert s.is_blocking(b1) and s.is_tapped(f2) and not s.is_tapped(f1)
    assert s.mana_pool("B") == {}


def test_509_1d_paying_by_hand_needs_a_cost_to_block():
    s, (bears,), (b1,), (f1,) = _war(1, 1)
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="no cost to pay"):
        s.block({b1: bears}, pay_with=[f1])
    assert not s.is_blocking(b1) and not s.is_tapped(f1)


def test_514_2_the_block_tax_ends_with_the_turn():
    s, (bears,), (b1,), _ = _war(1, 0)
    s.attack({bears: "B"})
    _cadence(s, 1)
    s.block({})
    s.pass_turn()  # B's turn, then A's again
    s.pass_turn()
    s.attack({bears: "B"})
    s.block({b1: bears})  # no Forest, no cost: free again
    assert s.is_blocking(b1)


def test_509_1d_war_cadence_random_games_offer_only_payable_blocks():
    # Random play with War Cadence in both decks: every offered block can be paid
    # for (paying an unpayable cost fails an engine check).
    import mtgcore
    from mtgcore.deck import Deck
    deck = Deck.parse("8 War Cadence\n14 Mountain\n6 Forest\n12 Grizzly Bears", name="cadence")
    r = mtgcore.simulate(deck, deck, games=200, seed=9, threads=1)
    assert r.games == 200


# ---- a cost to attack with a non-mana part (CR 508.1h, 107.4f): Norn's Annex ------
# "Creatures can't attack you or planeswalkers you control unless their controller
# pays {W/P} for each of those creatures."  {W/P}: {W} or 2 life, chosen per symbol.

def _annex(n_bears, n_plains, *b_extra, life=20):
    s = Scenario()
    s.battlefield("B", "Norn's Annex")
    extra = [s.battlefield("B", c) for c in b_extra]
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(n_bears)]
    plains = [s.battlefield("A", "Plains") for _ in range(n_plains)]
    s.set_life("A", life)
    s.start()
    return s, bears, plains, extra


def test_508_1h_107_4f_norns_annex_each_attacker_pays_w_or_2_life():
    s, (b1, b2), (plains,), _ = _annex(2, 1)
    s.attack({b1: "B", b2: "B"})
    assert s.is_attacking(b1) and s.is_attacking(b2)
    assert s.is_tapped(plains) and s.life("A") == 18  # {W} for one, 2 life for the other


def test_508_1h_norns_annex_taxes_attacks_on_its_controllers_planeswalkers():
    s, (b1,), _, (jace,) = _annex(1, 0, "Jace Beleren")
    s.attack({b1: jace})
    assert s.attacking(b1) == jace and s.life("A") == 18


def test_508_1h_norns_annex_seven_attackers_pay_fourteen_life():
    # Seven copies of {W/P} in one total cost (more than a card's mana cost can hold).
    s, bears, _, _ = _annex(7, 0)
    s.attack({b: "B" for b in bears})
    assert all(s.is_attacking(b) for b in bears) and s.life("A") == 6
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 6


def test_119_4_life_beyond_the_life_total_cant_pay_the_cost_to_attack():
    # At 3 life: one {W/P} (2 life) can be paid, two (4 life) can't.
    s, (b1, b2), _, _ = _annex(2, 0, life=3)
    with pytest.raises(IllegalActionError, match=r"cost to attack \(\{W/P\}\{W/P\}"):
        s.attack({b1: "B", b2: "B"})
    assert s.life("A") == 3 and not s.is_attacking(b1)
    s.advance("declare_attackers")
    s.choose("A", f"attack player B with Grizzly Bears #{b1.card}")
    assert _labels(s) == ["done"]
    s.choose("A", "done")
    assert s.life("A") == 1


def test_508_1h_taxes_on_the_player_and_on_its_planeswalkers_differ():
    # Ghostly Prison ({2}, the player only) and Norn's Annex ({W/P}, the player and
    # its planeswalkers): attacking B costs {2}{W/P}, attacking Jace {W/P}.
    s, (b1, b2), plains, (_, jace) = _annex(2, 2, "Ghostly Prison", "Jace Beleren")
    with pytest.raises(IllegalActionError, match=r"cost to attack \(\{4\}\{W/P\}\{W/P\}"):
        s.attack({b1: "B", b2: "B"})
    s.attack({b1: "B", b2: jace})
    assert s.is_attacking(b1) and s.attacking(b2) == jace
    assert all(s.is_tapped(p) for p in plains) and s.life("A") == 16  # {2}, then 2 + 2 life


def test_508_1d_norns_annex_a_requirement_never_forces_paying_to_attack_a_planeswalker():
    # Bloodrock Cyclops attacks each combat if able; B's player and Jace are both
    # taxed by Norn's Annex: declaring no attackers is legal.
    s = Scenario()
    s.battlefield("B", "Norn's Annex")
    s.battlefield("B", "Jace Beleren")
    cyclops = s.battlefield("A", "Bloodrock Cyclops")
    s.start()
    s.advance("declare_attackers")
    assert "done" in _labels(s)
    s.attack({})
    assert not s.is_attacking(cyclops) and s.life("A") == 20


def test_508_1d_an_untaxed_planeswalker_keeps_the_requirement():
    # Ghostly Prison taxes attacks on B only: the Cyclops must attack Jace.
    s = Scenario()
    s.battlefield("B", "Ghostly Prison")
    jace = s.battlefield("B", "Jace Beleren")
    cyclops = s.battlefield("A", "Bloodrock Cyclops")
    s.start()
    with pytest.raises(IllegalActionError, match="attacks each combat if able"):
        s.attack({})
    s.attack({cyclops: jace})
    assert s.attacking(cyclops) == jace


def test_508_1i_j_norns_annex_paid_by_hand_with_mana():
    s, (b1,), (p1, p2), _ = _annex(1, 2)
    s.attack({b1: "B"}, pay_with=[p2])
    assert s.is_tapped(p2) and not s.is_tapped(p1) and s.life("A") == 20


def test_508_1j_the_auto_payer_pays_phyrexian_mana_with_mana_first():
    s, (b1,), (p1,), _ = _annex(1, 1)
    s.attack({b1: "B"})
    assert s.life("A") == 20 and s.is_tapped(p1)
