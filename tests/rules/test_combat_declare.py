"""Declaring attackers and blockers (CR 508.1, 509.1, 508.8): restrictions,
requirements and evasion, checked as a whole and offered as small choices."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def test_508_8_steps_happen_when_the_only_attacker_died_in_declare_attackers():
    # A creature was declared as an attacker, so declare blockers and combat damage
    # happen (with priority) even though Lightning Bolt killed it in declare attackers.
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({bears: "B"})
    s.pass_priority()
    s.cast("B", bolt, [bears])
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.step == "declare_attackers"
    s.block({})
    assert s.step == "declare_blockers" and s.priority_player == "A"
    s.advance("combat_damage")
    assert s.step == "combat_damage" and s.priority_player == "A"
    assert s.life("B") == 20
