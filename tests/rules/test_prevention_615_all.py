"""Prevention effects with a duration from a resolving spell (CR 615.1): "Prevent
all [combat] damage that would be dealt to / by <target> this turn" -- a shield
that prevents every such damage event until the turn ends (514.2) and stays with
the permanent it was put on (400.7)."""

from mtgcore.cards.dsl import Card, PreventAllDamage, compile_cards
from mtgcore.errors import CardDefinitionError
from mtgcore.testing import Scenario

import pytest


def test_615_1_prevent_all_damage_to_target_creature_this_turn():
    s = Scenario()
    s.battlefield("B", "Plains")
    bears = s.battlefield("B", "Grizzly Bears")
    for _ in range(2):
        s.battlefield("A", "Mountain")
    aura = s.hand("B", "Indestructible Aura")
    bolt = s.hand("A", "Lightning Bolt")
    shock = s.hand("A", "Shock")
    s.start()
    s.cast("A", bolt, targets=[bears])
    s.cast("B", aura, targets=[bears])       # in response
    s.resolve()
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 0
    s.cast("A", shock, targets=[bears])      # all of it, every time: not a wearing shield
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 0
    assert s.life("B") == 20


def test_514_2_prevention_this_turn_ends_at_cleanup():
    s = Scenario()
    s.battlefield("B", "Plains")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    aura = s.hand("B", "Indestructible Aura")
    bolt = s.hand("A", "Lightning Bolt")
    s.library("A", ["Island"])
    s.library("B", ["Island"])
    s.start(turn=1, step="upkeep")
    s.cast("B", aura, targets=[bears])
    s.resolve()
    s.pass_turn()
    s.pass_turn()
    s.advance("precombat_main")
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_615_1_prevent_all_combat_damage_dealt_by_target_attacking_creature():
    """"... dealt by target attacking creature": the attacker deals none, but is
    dealt damage as usual."""
    s = Scenario()
    s.battlefield("B", "Plains")
    ogre = s.battlefield("A", "Gray Ogre")
    bears = s.battlefield("B", "Grizzly Bears")
    warning = s.hand("B", "Warning")
    s.start()
    s.attack({ogre: "B"})
    s.cast("B", warning, targets=[ogre])
    s.resolve()
    s.block({bears: ogre})
    s.advance("end_of_combat")
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 0
    assert s.zone(ogre) == "graveyard"       # the Bears' 2 damage was dealt to it


def test_615_1_dealt_by_shield_only_combat_damage_unblocked():
    s = Scenario()
    s.battlefield("B", "Plains")
    ogre = s.battlefield("A", "Gray Ogre")
    other = s.battlefield("A", "Grizzly Bears")
    warning = s.hand("B", "Warning")
    s.start()
    s.attack({ogre: "B", other: "B"})
    s.cast("B", warning, targets=[ogre])
    s.resolve()
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 18                 # only the Bears' 2


def test_400_7_prevention_shield_does_not_follow_a_new_object():
    """400.7: blinked, the creature is a new object the shield doesn't know."""
    s = Scenario()
    for _ in range(2):
        s.battlefield("B", "Plains")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    aura = s.hand("B", "Indestructible Aura")
    shift = s.hand("B", "Cloudshift")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("B", aura, targets=[bears])
    s.resolve()
    s.cast("B", shift, targets=[bears])
    s.resolve()
    s.cast("A", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_615_1_up_to_two_target_creatures_redeem():
    s = Scenario()
    for _ in range(2):
        s.battlefield("B", "Plains")
    a = s.battlefield("B", "Grizzly Bears")
    b = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    redeem = s.hand("B", "Redeem")
    bolt = s.hand("A", "Lightning Bolt")
    shock = s.hand("A", "Shock")
    s.start()
    s.cast("B", redeem, targets=[a])         # one of "up to two"
    s.resolve()
    s.cast("A", bolt, targets=[a])
    s.resolve()
    s.cast("A", shock, targets=[b])
    s.resolve()
    assert s.zone(a) == "battlefield" and s.damage(a) == 0
    assert s.zone(b) == "graveyard"


def test_615_1_prevent_all_damage_form_is_checked():
    with pytest.raises(ValueError, match="dealt="):
        PreventAllDamage(target="creature", dealt="from")
    with pytest.raises(CardDefinitionError, match="Shieldless.*prevent_all_damage needs a target"):
        Card(name="Shieldless", cost="{W}", type_line="Instant", oracle="x", spell=[PreventAllDamage()])
    ok = Card(name="Both Ways", cost="{W}", type_line="Instant",
              oracle="Prevent all damage that would be dealt to and dealt by target creature this turn.",
              spell=[PreventAllDamage(target="creature", dealt="to and by")])
    assert compile_cards([ok])


def test_615_1_prevent_all_damage_to_creatures_is_not_locked_in():
    """A prevention effect applies to whatever it describes as the damage would be
    dealt (615.1), so a creature that enters afterwards is covered too (not locked
    in, as 611.2c locks only characteristic-changing effects); players are not."""
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Plains")
    for _ in range(2):
        s.battlefield("A", "Forest")
    s.battlefield("A", "Mountain")
    forfend = s.hand("A", "Forfend")
    late = s.hand("A", "Grizzly Bears")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", forfend)
    s.resolve()
    s.cast("A", late)
    s.resolve()
    s.cast("A", bolt, targets=[late])
    s.resolve()
    assert s.zone(late) == "battlefield" and s.damage(late) == 0


def test_615_1_prevent_all_damage_to_creatures_not_to_players():
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Plains")
    s.battlefield("A", "Mountain")
    forfend = s.hand("A", "Forfend")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", forfend)
    s.resolve()
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    assert s.life("B") == 17


def test_615_1_prevent_all_damage_dealt_by_creatures():
    s = Scenario()
    s.battlefield("B", "Plains")
    s.battlefield("A", "Mountain")
    bears = s.battlefield("A", "Grizzly Bears")
    haze = s.hand("B", "Ethereal Haze")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.attack({bears: "B"})
    s.cast("B", haze)
    s.resolve()
    s.block({})
    s.advance("postcombat_main")
    assert s.life("B") == 20                 # the Bears dealt none
    s.cast("A", bolt, targets=["B"])         # an instant is no creature
    s.resolve()
    assert s.life("B") == 17


def test_615_1_prevent_all_combat_damage_to_players():
    s = Scenario()
    s.battlefield("B", "Forest")
    s.battlefield("B", "Forest")
    ogre = s.battlefield("A", "Gray Ogre")
    bears = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("B", "Grizzly Bears")
    hearth = s.hand("B", "Defend the Hearth")
    s.start()
    s.attack({ogre: "B", bears: "B"})
    s.cast("B", hearth)
    s.resolve()
    s.block({wall: bears})
    s.advance("end_of_combat")
    assert s.life("B") == 20                 # the Ogre's 2 to B: prevented
    assert s.zone(wall) == "graveyard" and s.zone(bears) == "graveyard"  # creatures: dealt


def test_615_1_prevent_all_combat_damage_dealt_by_nongreen_creatures():
    s = Scenario()
    for _ in range(3):
        s.battlefield("B", "Forest")
    ogre = s.battlefield("A", "Gray Ogre")        # red
    bears = s.battlefield("A", "Grizzly Bears")   # green
    ambush = s.hand("B", "Hunter's Ambush")
    s.start()
    s.attack({ogre: "B", bears: "B"})
    s.cast("B", ambush)
    s.resolve()
    s.block({})
    s.advance("end_of_combat")
    assert s.life("B") == 18                 # only the green Bears' 2
