"""Combat triggers on the event funnel (CR 508.3, 509.3) and the keywords built on
them: bushido (702.45), rampage (702.23), afflict (702.130), melee (702.121)."""

from mtgcore.testing import Scenario


def _combat(attacker, blockers):
    s = Scenario()
    att = s.battlefield("A", attacker)
    blk = [s.battlefield("B", b) for b in blockers]
    s.start()
    return s, att, blk


def test_702_45a_bushido_when_it_blocks():
    s, bears, (retainer,) = _combat("Grizzly Bears", ["Devoted Retainer"])
    s.attack({bears: "B"})
    s.block({retainer: bears})
    s.resolve()
    assert (s.power(retainer), s.toughness(retainer)) == (2, 2)
    s.advance("combat_damage")
    assert s.zone(bears) == "graveyard" and s.zone(retainer) == "graveyard"


def test_702_45a_bushido_when_it_becomes_blocked():
    s, retainer, (lions,) = _combat("Devoted Retainer", ["Savannah Lions"])
    s.attack({retainer: "B"})
    s.block({lions: retainer})
    s.resolve()
    assert (s.power(retainer), s.toughness(retainer)) == (2, 2)
    s.advance("combat_damage")
    assert s.zone(lions) == "graveyard" and s.zone(retainer) == "graveyard"


def test_702_23a_rampage_counts_blockers_beyond_the_first():
    s, pack, blockers = _combat("Wolverine Pack", ["Grizzly Bears"] * 3)
    s.attack({pack: "B"})
    s.block({b: pack for b in blockers})
    s.resolve()
    assert (s.power(pack), s.toughness(pack)) == (6, 8)  # +2/+2 for each of two beyond the first


def test_702_23a_rampage_single_blocker_gives_nothing():
    s, pack, (bears,) = _combat("Wolverine Pack", ["Grizzly Bears"])
    s.attack({pack: "B"})
    s.block({bears: pack})
    s.resolve()
    assert (s.power(pack), s.toughness(pack)) == (2, 4)


def test_702_130a_afflict_defending_player_loses_life_once_509_3c():
    # "Becomes blocked" triggers once however many creatures block it (509.3c).
    s, khenra, blockers = _combat("Khenra Eternal", ["Grizzly Bears", "Grizzly Bears"])
    s.attack({khenra: "B"})
    s.block({b: khenra for b in blockers})
    assert len(s.stack) == 1
    s.resolve()
    assert s.life("B") == 19 and s.life("A") == 20


def test_702_130a_afflict_not_blocked_no_trigger():
    s, khenra, _ = _combat("Khenra Eternal", [])
    s.attack({khenra: "B"})
    s.block({})
    assert s.stack == []
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_702_121a_melee_attacking_one_opponent():
    s, wings, _ = _combat("Wings of the Guard", [])
    s.attack({wings: "B"})
    s.resolve()
    assert (s.power(wings), s.toughness(wings)) == (2, 2)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 18
