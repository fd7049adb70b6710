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
