"""Requirements and restrictions of the Pauper Affinity decks' cards, compiled from
their Oracle text (issue 19): Standard Bearer's "that player must choose at least one
Flagbearer on the battlefield if able" while casting a spell or activating an ability
(CR 601.2c, 602.2b, 613.11) and Gingerbrute's "{1}: This creature can't be blocked
this turn except by creatures with haste." (509.1b, 613.10)."""

import pytest

from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario

CARDS = ["Standard Bearer", "Gingerbrute", "Grizzly Bears", "Raging Goblin", "Lightning Bolt",
         "Prodigal Pyromancer", "Giant Growth"]


def _scenario():
    return Scenario(library=default_library().including(CARDS))


def _bolt_into_bearer(bearer_owner="B", bolts=1):
    s = _scenario()
    bearer = s.battlefield(bearer_owner, "Standard Bearer")
    bears = s.battlefield("B", "Grizzly Bears")
    for _ in range(bolts):
        s.battlefield("A", "Mountain")
    bolt = [s.hand("A", "Lightning Bolt") for _ in range(bolts)]
    s.start()
    return s, bolt[0] if bolts == 1 else bolt, bearer, bears


@pytest.mark.parametrize("target", ["bears", "B", "A"])
def test_601_2c_standard_bearer_opponent_must_target_a_flagbearer(target):
    s, bolt, bearer, bears = _bolt_into_bearer()
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=[{"bears": bears, "B": "B", "A": "A"}[target]])
    assert s.zone(bolt) == "hand" and s.life("B") == 20


def test_601_2c_standard_bearer_is_the_flagbearer_the_opponent_targets():
    s, bolt, bearer, bears = _bolt_into_bearer()
    s.cast("A", bolt, targets=[bearer])
    s.resolve()
    assert s.zone(bearer) == "graveyard" and s.zone(bears) == "battlefield"


def test_601_2c_standard_bearer_binds_only_its_controllers_opponents():
    # A controls the Flagbearer: A is no opponent of its controller, and targets freely.
    s, bolt, bearer, bears = _bolt_into_bearer(bearer_owner="A")
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(bearer) == "battlefield"


def test_601_2c_standard_bearer_even_a_beneficial_spell_must_target_it():
    # Giant Growth can target any creature, the opponent's Flagbearer among them:
    # A's own spell must choose it, even to pump it.
    s = _scenario()
    bearer = s.battlefield("B", "Standard Bearer")
    mine = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", growth, targets=[mine])
    s.cast("A", growth, targets=[bearer])
    s.resolve()
    assert s.power(bearer) == 4 and s.power(mine) == 2


def test_602_2b_standard_bearer_binds_activated_abilities():
    s = _scenario()
    bearer = s.battlefield("B", "Standard Bearer")
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", pyro, targets=["B"])
    s.activate("A", pyro, targets=[bearer])
    s.resolve()
    assert s.zone(bearer) == "graveyard" and s.life("B") == 20


def test_613_11_standard_bearer_leaves_and_the_requirement_ends():
    s, (bolt, second), bearer, bears = _bolt_into_bearer(bolts=2)
    s.cast("A", bolt, targets=[bearer])
    s.resolve()
    s.cast("A", second, targets=["B"])     # no Flagbearer on the battlefield any more
    s.resolve()
    assert s.life("B") == 17


def _gingerbrute(activate: bool, blocker: str):
    s = _scenario()
    ginger = s.battlefield("A", "Gingerbrute")
    s.battlefield("A", "Mountain")
    blk = s.battlefield("B", blocker)
    s.start()
    if activate:
        s.activate("A", ginger, "can't be blocked")
        s.resolve()
    s.attack({ginger: "B"})
    return s, ginger, blk


def test_509_1b_gingerbrute_cant_be_blocked_this_turn_except_by_creatures_with_haste():
    s, ginger, bears = _gingerbrute(True, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        s.block({bears: ginger})
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 19


def test_509_1b_gingerbrute_a_creature_with_haste_still_blocks_it():
    s, ginger, goblin = _gingerbrute(True, "Raging Goblin")
    s.block({goblin: ginger})
    assert s.is_blocked(ginger)


def test_509_1b_gingerbrute_without_its_ability_any_creature_blocks_it():
    s, ginger, bears = _gingerbrute(False, "Grizzly Bears")
    s.block({bears: ginger})
    assert s.is_blocked(ginger)


def test_611_2a_gingerbrute_restriction_ends_with_the_turn():
    s = _scenario()
    ginger = s.battlefield("A", "Gingerbrute")
    s.battlefield("A", "Mountain")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Mountain"] * 2)
    s.library("B", ["Mountain"] * 2)
    s.start()
    s.activate("A", ginger, "can't be blocked")
    s.resolve()
    s.pass_turn()           # B's turn
    s.pass_turn()           # A's next turn
    s.attack({ginger: "B"})
    s.block({bears: ginger})
    assert s.is_blocked(ginger)
