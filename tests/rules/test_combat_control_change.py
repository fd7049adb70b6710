"""Removal from combat when a creature's controller changes mid-combat (CR 506.4),
with an instant that steals a creature (Turn Against): the creature it pairs with
stays blocked or blocking (509.1h, 506.4), and trample (702.19e)."""

from mtgcore.testing import Scenario


def _steal_setup(stealer, attacker_name, blocker_name):
    """A attacks with `attacker_name`, B blocks with `blocker_name`; `stealer` holds
    Turn Against and five lands to cast it."""
    s = Scenario()
    attacker = s.battlefield("A", attacker_name)
    blocker = s.battlefield("B", blocker_name)
    for _ in range(5):
        s.battlefield(stealer, "Mountain")
    turn = s.hand(stealer, "Turn Against")
    s.start()
    s.attack({attacker: "B"})
    s.block({blocker: attacker})
    return s, attacker, blocker, turn


def test_506_4_stolen_blocker_leaves_combat_and_the_attacker_stays_blocked_509_1h():
    s, ogre, bears, turn = _steal_setup("A", "Gray Ogre", "Grizzly Bears")
    s.cast("A", turn, [bears])
    s.resolve()
    assert s.controller(bears) == "A"
    assert not s.is_blocking(bears) and not s.is_attacking(bears)  # 506.4
    assert s.is_attacking(ogre) and s.is_blocked(ogre)              # 509.1h
    assert s.blocked_by(ogre) == []
    s.advance("combat_damage")
    # A blocked creature with no blockers left assigns no damage (510.1a).
    assert s.life("B") == 20 and s.damage(bears) == 0 and s.damage(ogre) == 0


def test_506_4_stolen_attacker_leaves_combat_and_its_blocker_stays_blocking():
    s, bears, ogre, turn = _steal_setup("B", "Grizzly Bears", "Gray Ogre")
    s.pass_priority()
    s.cast("B", turn, [bears])
    s.resolve()
    assert s.controller(bears) == "B" and not s.is_attacking(bears)  # 506.4
    assert s.is_blocking(ogre)                                        # still a blocking creature
    s.advance("combat_damage")
    assert s.damage(ogre) == 0 and s.damage(bears) == 0 and s.life("A") == 20 and s.life("B") == 20


def test_702_19e_trampler_whose_only_blocker_is_stolen_assigns_all_damage_to_the_player():
    s, dreadmaw, bears, turn = _steal_setup("A", "Colossal Dreadmaw", "Grizzly Bears")
    s.cast("A", turn, [bears])
    s.resolve()
    assert not s.is_blocking(bears) and s.is_blocked(dreadmaw)
    s.advance("combat_damage")
    assert s.life("B") == 14 and s.damage(bears) == 0


def test_506_4_stolen_creature_untapped_with_haste_was_not_declared_so_does_not_attack():
    # Stolen before blocks: it leaves combat and is not an attacker for its new
    # controller either (only declared creatures attack, 508.1, 506.3).
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(5):
        s.battlefield("B", "Mountain")
    turn = s.hand("B", "Turn Against")
    s.start()
    s.attack({bears: "B"})
    s.pass_priority()
    s.cast("B", turn, [bears])
    s.resolve()
    assert s.controller(bears) == "B" and not s.is_attacking(bears)
    assert s.keywords(bears) >= {"haste"} and not s.is_tapped(bears)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 20 and s.life("A") == 20
