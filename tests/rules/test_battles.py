"""Battles (CR 310): defense counters on entry (310.4b), the protector (310.8,
Sieges 310.11a), who may attack a battle (310.8b) and block its attackers
(310.8c), damage removing defense (120.3h, 310.6) and 704.5v.

A Siege's defeat (310.11b): exiled, then cast transformed (712) as its back face.
Transforming double-faced cards are implemented only as far as that needs."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def _cast_battle(extra_b=()):
    s = Scenario()
    inv = s.hand("A", "Invasion of Dominaria")
    for _ in range(3):
        s.battlefield("A", "Plains")
    for name in extra_b:
        s.battlefield("B", name)
    s.library("A", ["Plains"] * 10)
    s.library("B", ["Plains"] * 10)
    return s, inv


def test_310_4b_310_11a_a_siege_enters_with_defense_and_an_opponent_protects_it():
    s, inv = _cast_battle()
    s.start()
    s.cast("A", inv)
    s.resolve()
    assert s.zone(inv) == "battlefield" and s.controller(inv) == "A"
    assert s.defense(inv) == 5 and s.counters(inv) == {"defense": 5}
    assert s.protector(inv) == "B"
    # Its enters trigger: you gain 4 life and draw a card.
    assert s.life("A") == 24 and s.hand_size("A") == 1


def test_310_8b_a_siege_can_be_attacked_by_its_own_controller():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria")
    bears = s.battlefield("A", "Grizzly Bears")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    assert s.protector(inv) == "B"
    s.attack({bears: inv})
    assert s.attacking(bears) == inv
    s.block({})
    s.advance("end_of_combat")
    # CR 120.3h / 310.6: combat damage removes defense counters; the player isn't hurt.
    assert s.defense(inv) == 3 and s.life("B") == 20


def test_310_8b_the_protector_can_never_attack_the_battle():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria")   # protected by B
    lions = s.battlefield("B", "Savannah Lions")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start(turn=2)  # B attacks
    with pytest.raises(IllegalActionError, match="508.1b|cannot attack"):
        s.attack({lions: inv})
    s.advance("declare_attackers")
    offered = [a.label for a in s.game.legal_actions() if a.kind == "attack"]
    assert offered == [f"attack player A with Savannah Lions #{lions.card}"]


def test_506_2_508_1b_attackers_are_offered_the_battle_they_may_attack():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria")
    bears = s.battlefield("A", "Grizzly Bears")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.advance("declare_attackers")
    targets = {a.label for a in s.game.legal_actions() if a.kind == "attack"}
    assert targets == {f"attack player B with Grizzly Bears #{bears.card}",
                       f"attack Invasion of Dominaria #{inv.card} with Grizzly Bears #{bears.card}"}


def test_310_8c_the_protector_blocks_creatures_attacking_the_battle():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria")
    bears = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("B", "Hill Giant")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.attack({bears: inv})
    s.block({wall: bears})
    s.advance("end_of_combat")
    assert s.defense(inv) == 5 and s.zone(bears) == "graveyard"


def test_704_5v_not_while_the_battle_is_the_source_of_a_trigger_waiting_on_the_stack():
    s, inv = _cast_battle(extra_b=("Mountain", "Mountain"))
    bolt = s.hand("B", "Lightning Bolt")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("A", inv)
    s.pass_priority()
    s.pass_priority()  # the battle resolves; its enters trigger goes on the stack
    assert s.zone(inv) == "battlefield"
    assert s.stack == ["Invasion of Dominaria ability: When this Siege enters, you gain 4 life and "
                       "draw a card. (A)"]
    s.pass_priority()
    s.cast("B", bolt, targets=[inv])
    s.pass_priority()
    s.pass_priority()  # the Bolt resolves: 2 defense left
    assert s.defense(inv) == 2
    s.pass_priority()
    s.cast("B", shock, targets=[inv])
    s.pass_priority()
    s.pass_priority()  # the Shock resolves: 0 defense; its defeat trigger (310.11b) waits
    assert s.defense(inv) == 0 and s.zone(inv) == "battlefield"  # 704.5v waits
    assert len(s.stack) == 2 and s.stack[0].startswith("Invasion of Dominaria ability: When the last")
    s.resolve()
    s.choose("A", "no")
    s.resolve()
    assert s.zone(inv) == "exile" and s.life("A") == 24  # both triggers resolved


def _defeat(answer, b_lands=("Mountain",), b_hand=()):
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria", counters={"defense": 3})
    for land in b_lands:
        s.battlefield("B", land)
    bolt = s.hand("B", "Lightning Bolt")
    extra = [s.hand("B", n) for n in b_hand]
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    s.pass_priority()
    s.cast("B", bolt, targets=[inv])  # CR 115.4: "any target" includes battles
    s.resolve()
    # CR 120.3h: no defense left; 704.5v waits for its own trigger (310.11b), which
    # exiled it and asks whether to cast it transformed.
    assert s.pending is not None and s.pending.kind == "yes_no" and s.pending.player == "A"
    assert s.zone(inv) == "exile" and s.name(inv) == "Invasion of Dominaria"
    s.choose("A", answer)
    s.resolve()
    return s, inv, extra


def test_310_11b_712_defeated_siege_is_exiled_and_cast_transformed():
    s, inv, _ = _defeat("yes")
    assert s.zone(inv) == "battlefield" and s.name(inv) == "Serra Faithkeeper"
    assert s.controller(inv) == "A"
    assert (s.power(inv), s.toughness(inv)) == (4, 4)
    assert {"flying", "vigilance"} <= s.keywords(inv) and s.colors(inv) == {"white"}
    assert "battle" not in s.types(inv) and s.counters(inv) == {}


def test_310_11b_the_controller_may_decline_to_cast_it_it_stays_exiled():
    s, inv, _ = _defeat("no")
    assert s.zone(inv) == "exile" and s.name(inv) == "Invasion of Dominaria"


def test_712_8a_transformed_permanent_that_leaves_is_its_front_face_again():
    """712.8a: outside the battlefield and the stack it has only its front face."""
    s, inv, (murder,) = _defeat("yes", b_lands=("Mountain", "Swamp", "Swamp", "Swamp"),
                                b_hand=("Murder",))
    assert s.name(inv) == "Serra Faithkeeper"
    s.pass_priority()
    s.cast("B", murder, targets=[inv])
    s.resolve()
    assert s.zone(inv) == "graveyard" and s.name(inv) == "Invasion of Dominaria"


def test_704_5v_battle_with_no_defense_and_no_waiting_trigger_goes_to_the_graveyard():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria", counters={"defense": 0})
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    # No defense counter was removed (nothing triggered): 704.5v puts it into the
    # graveyard when state-based actions are first checked.
    assert s.zone(inv) == "graveyard" and s.stack == []


def test_310_4b_battle_with_defense_counters_is_not_a_creature_and_cannot_attack_or_block():
    s = Scenario()
    inv = s.battlefield("A", "Invasion of Dominaria")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Plains"] * 5)
    s.start()
    assert "battle" in s.types(inv) and "creature" not in s.types(inv)
    s.advance("declare_attackers")
    assert not [a for a in s.game.legal_actions() if a.kind == "attack"]


def test_310_11b_712_a_siege_needs_its_back_face_and_a_back_face_is_no_deck_card():
    from mtgcore.cards import default_library
    from mtgcore.cards.dsl import Card
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="310.11b"):
        Card(name="Invasion of Nowhere", cost="{2}{W}", type_line="Battle — Siege", defense=3)
    with pytest.raises(CardDefinitionError, match="defense"):
        Card(name="Invasion of Nowhere", cost="{2}{W}", type_line="Battle — Siege")
    lib = default_library()
    assert "Invasion of Dominaria" in lib.cards and "Serra Faithkeeper" not in lib.cards
