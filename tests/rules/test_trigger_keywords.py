"""Keyword abilities that are triggered abilities (CR 702), expanded by the DSL
to ordinary triggers: prowess (702.108), undying (702.93), persist (702.79),
exalted (702.83), battle cry (702.91), ward (702.21) and afterlife (702.135)."""

import pytest

from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def tokens(s, player):
    return [t for t in s.permanents(player) if s.is_token(t)]


# ---------------------------------------------------------------------------
# 702.108 Prowess
# ---------------------------------------------------------------------------

def test_702_108_prowess():
    s = Scenario()
    swift = s.battlefield("A", "Monastery Swiftspear")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.library("A", ["Island"])
    s.library("B", ["Island"])
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert [str(e) for e in s.stack] == ["Monastery Swiftspear ability: Prowess (A)",
                                         "Lightning Bolt (A) targeting player B"]
    s.resolve()
    assert (s.power(swift), s.toughness(swift)) == (2, 3)
    s.pass_turn()                          # "until end of turn" (514.2)
    assert (s.power(swift), s.toughness(swift)) == (1, 2)


def test_702_108a_prowess_ignores_creature_spells():
    s = Scenario()
    swift = s.battlefield("A", "Monastery Swiftspear")
    lands(s, "A", "Forest", 2)
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert len(s.stack) == 1
    s.resolve()
    assert s.power(swift) == 1


def test_702_108a_prowess_ignores_an_opponents_spells():
    s = Scenario()
    swift = s.battlefield("A", "Monastery Swiftspear")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("B", bolt, targets=[swift])
    assert len(s.stack) == 1
    s.resolve()
    assert s.zone(swift) == "graveyard"


def test_702_108_prowess_in_response_saves_the_creature():
    # Swiftspear 1/2 blocked by Grizzly Bears 2/2: A casts Shock at B, prowess
    # makes the Swiftspear 2/3, so it survives the Bears' 2 damage and kills them.
    s = Scenario()
    swift = s.battlefield("A", "Monastery Swiftspear")
    s.battlefield("A", "Mountain")
    shock = s.hand("A", "Shock")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({swift: "B"})
    s.block({bears: swift})
    s.cast("A", shock, targets=["B"])
    s.resolve()
    s.advance("combat_damage")
    assert s.zone(swift) == "battlefield" and s.damage(swift) == 2
    assert s.zone(bears) == "graveyard" and s.life("B") == 18


def test_702_108b_each_prowess_creature_triggers():
    s = Scenario()
    s1 = s.battlefield("A", "Monastery Swiftspear")
    s2 = s.battlefield("A", "Monastery Swiftspear")
    s.battlefield("A", "Mountain")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    # CR 603.3b: two sources' triggers at once: their controller orders them.
    assert s.pending.kind == "order_triggers" and len(s.pending.options) == 2
    s.choose("A", 0)
    assert len(s.stack) == 3               # two prowess triggers above the Bolt
    s.resolve()
    assert (s.power(s1), s.toughness(s1)) == (2, 3)
    assert (s.power(s2), s.toughness(s2)) == (2, 3)


# ---------------------------------------------------------------------------
# 702.93 Undying
# ---------------------------------------------------------------------------

def test_702_93_undying_returns_with_counter_once():
    s = Scenario()
    wolf = s.battlefield("A", "Young Wolf")
    lands(s, "B", "Mountain", 2)
    shock1, shock2 = s.hand("B", ["Shock", "Shock"])
    s.start()
    s.cast("B", shock1, targets=[wolf])
    s.pass_priority()
    s.pass_priority()                      # Shock resolves, the Wolf dies
    assert s.zone(wolf) == "graveyard"
    assert [str(e) for e in s.stack] == ["Young Wolf ability: Undying (A)"]
    s.resolve()
    assert s.zone(wolf) == "battlefield" and s.counters(wolf) == {"+1/+1": 1}
    assert (s.power(wolf), s.toughness(wolf)) == (2, 2)
    assert s.controller(wolf) == "A" and s.damage(wolf) == 0
    s.cast("B", shock2, targets=[wolf])
    s.resolve()                            # it had a +1/+1 counter: stays dead
    assert s.zone(wolf) == "graveyard" and s.stack == []


def test_702_93a_undying_checks_counters_as_it_last_existed():
    # A +1/+1 counter from anywhere stops undying (and 603.4: no trigger at all).
    s = Scenario()
    wolf = s.battlefield("A", "Young Wolf", counters={"+1/+1": 1})
    lands(s, "B", "Swamp", 2)
    murder = s.hand("B", "Murder")
    s.battlefield("B", "Swamp")
    s.start()
    s.cast("B", murder, targets=[wolf])
    s.resolve()
    assert s.zone(wolf) == "graveyard" and s.stack == []


def test_702_93_undying_returns_a_new_object_out_of_combat():
    # Strangleroot Geist trades with a blocker and comes back 3/2: a new
    # object (400.7), not attacking, untapped, summoning sick (but hasty).
    s = Scenario()
    geist = s.battlefield("A", "Strangleroot Geist")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({geist: "B"})
    s.block({bears: geist})
    s.advance("combat_damage")
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(geist) == "battlefield"
    assert (s.power(geist), s.toughness(geist)) == (3, 2)
    assert not s.is_attacking(geist) and not s.is_tapped(geist) and s.is_sick(geist)
    assert "haste" in s.keywords(geist)


@pytest.mark.parametrize("doubler, counters", [("Hardened Scales", 2), ("Corpsejack Menace", 2)])
def test_702_93_122_6_undying_counter_is_put_on_it_for_counter_replacements(doubler, counters):
    # CR 122.6: "counters being put on an object ... also [refers] to an object
    # that's given counters as it enters the battlefield."  Young Wolf returning
    # with a +1/+1 counter under Hardened Scales (that many plus one) or
    # Corpsejack Menace (twice that many) gets two counters.
    s = Scenario()
    wolf = s.battlefield("A", "Young Wolf")
    s.battlefield("A", doubler)
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[wolf])
    s.resolve()
    assert s.zone(wolf) == "battlefield"
    assert s.counters(wolf) == {"+1/+1": counters}


# ---------------------------------------------------------------------------
# 702.79 Persist
# ---------------------------------------------------------------------------

def test_702_79_persist():
    s = Scenario()
    primus = s.battlefield("A", "Woodfall Primus")
    swamps = lands(s, "B", "Swamp", 3)
    fountain = s.battlefield("B", "Fountain of Youth")
    m1, m2 = s.hand("B", ["Murder", "Murder"])
    lands(s, "B", "Swamp", 3)
    s.start()
    s.cast("B", m1, targets=[primus])
    s.resolve()
    # It returns with a -1/-1 counter; as a new object its ETB triggers (603.6a).
    assert s.zone(primus) == "battlefield" and s.counters(primus) == {"-1/-1": 1}
    assert (s.power(primus), s.toughness(primus)) == (5, 5)
    assert s.pending.kind == "choose_target"
    s.choose("A", fountain)
    assert s.zone(fountain) == "graveyard"
    s.cast("B", m2, targets=[primus])
    s.resolve()                            # it had a -1/-1 counter: stays dead
    assert s.zone(primus) == "graveyard" and s.stack == [] and s.pending is None
    assert all(s.zone(x) == "battlefield" for x in swamps)


def test_702_79a_persist_checks_minus_counters_as_it_last_existed():
    s = Scenario()
    primus = s.battlefield("A", "Woodfall Primus", counters={"-1/-1": 1})
    lands(s, "B", "Swamp", 3)
    murder = s.hand("B", "Murder")
    s.start()
    s.cast("B", murder, targets=[primus])
    s.resolve()
    assert s.zone(primus) == "graveyard" and s.stack == []


def test_702_79_704_5q_persist_again_after_counters_annihilate():
    # The persisted Primus gets a +1/+1 counter (Battlegrowth): the -1/-1 and
    # +1/+1 counters are removed in pairs (704.5q), so it persists again.
    s = Scenario()
    primus = s.battlefield("A", "Woodfall Primus")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Battlegrowth")
    f1 = s.battlefield("B", "Fountain of Youth")
    f2 = s.battlefield("B", "Fountain of Youth")
    lands(s, "B", "Swamp", 6)
    m1, m2 = s.hand("B", ["Murder", "Murder"])
    s.library("B", ["Island"])
    s.start(turn=2)
    s.cast("B", m1, targets=[primus])
    s.resolve()
    s.choose("A", f1)
    assert s.counters(primus) == {"-1/-1": 1}
    s.cast("A", growth, targets=[primus])
    s.resolve()
    assert s.counters(primus) == {} and s.power(primus) == 6
    s.cast("B", m2, targets=[primus])
    s.resolve()
    s.choose("A", f2)                      # back again: a new ETB target
    assert s.zone(primus) == "battlefield" and s.counters(primus) == {"-1/-1": 1}
    assert s.zone(f1) == "graveyard" and s.zone(f2) == "graveyard"


# ---------------------------------------------------------------------------
# 702.83 Exalted
# ---------------------------------------------------------------------------

def test_702_83_exalted_each_instance_triggers_for_a_lone_attacker():
    s = Scenario()
    s.battlefield("A", "Akrasan Squire")
    s.battlefield("A", "Akrasan Squire")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.attack({bears: "B"})
    assert s.pending.kind == "order_triggers"  # CR 603.3b: two sources
    s.choose("A", 0)
    assert len(s.stack) == 2
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (4, 4)
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 16


def test_702_83_exalted_only_when_attacking_alone():
    s = Scenario()
    s.battlefield("A", "Akrasan Squire")
    bears = s.battlefield("A", "Grizzly Bears")
    lions = s.battlefield("A", "Savannah Lions")
    s.start()
    s.attack({bears: "B", lions: "B"})
    assert s.stack == []
    s.block({})
    s.advance("combat_damage")
    assert s.power(bears) == 2 and s.life("B") == 16


def test_702_83a_exalted_only_for_creatures_you_control():
    s = Scenario()
    s.battlefield("B", "Akrasan Squire")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.attack({bears: "B"})
    assert s.stack == [] and s.power(bears) == 2


def test_702_83_exalted_squire_attacking_alone_pumps_itself():
    s = Scenario()
    squire = s.battlefield("A", "Akrasan Squire")
    s.start()
    s.attack({squire: "B"})
    s.resolve()
    assert (s.power(squire), s.toughness(squire)) == (2, 2)


def test_113_7a_exalted_resolves_after_its_source_left():
    # The trigger is independent of its source: the Squire is Bolted in
    # response and the lone attacker still gets +1/+1.
    s = Scenario()
    squire = s.battlefield("A", "Akrasan Squire")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({bears: "B"})
    s.cast("B", bolt, targets=[squire])
    s.resolve()
    assert s.zone(squire) == "graveyard"
    assert (s.power(bears), s.toughness(bears)) == (3, 3)


# ---------------------------------------------------------------------------
# 702.91 Battle cry
# ---------------------------------------------------------------------------

def test_702_91_battle_cry():
    s = Scenario()
    wardriver = s.battlefield("A", "Goblin Wardriver")
    bears = s.battlefield("A", "Grizzly Bears")
    lions = s.battlefield("A", "Savannah Lions")
    home = s.battlefield("A", "Akrasan Squire")    # not attacking; exalted doesn't trigger
    s.start()
    s.attack({wardriver: "B", bears: "B", lions: "B"})
    assert [str(e) for e in s.stack] == ["Goblin Wardriver ability: Battle cry (A)"]
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (3, 2)
    assert (s.power(lions), s.toughness(lions)) == (3, 1)
    assert s.power(wardriver) == 2 and s.power(home) == 1    # "each other attacking"
    s.block({})
    s.advance("combat_damage")
    assert s.life("B") == 12


def test_702_91b_two_battle_cries_pump_each_other():
    s = Scenario()
    w1 = s.battlefield("A", "Goblin Wardriver")
    w2 = s.battlefield("A", "Goblin Wardriver")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.attack({w1: "B", w2: "B", bears: "B"})
    s.choose("A", w1)
    s.resolve()
    assert s.power(w1) == 3 and s.power(w2) == 3 and s.power(bears) == 4


def test_113_7a_battle_cry_resolves_after_its_source_left():
    s = Scenario()
    wardriver = s.battlefield("A", "Goblin Wardriver")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.attack({wardriver: "B", bears: "B"})
    s.cast("B", bolt, targets=[wardriver])
    s.resolve()
    assert s.zone(wardriver) == "graveyard" and s.power(bears) == 3


def test_702_83_702_91_battle_cry_alone_is_exalted_not_battle_cry():
    # The Wardriver attacking alone: battle cry pumps nobody, exalted pumps it.
    s = Scenario()
    wardriver = s.battlefield("A", "Goblin Wardriver")
    s.battlefield("A", "Akrasan Squire")
    s.start()
    s.attack({wardriver: "B"})
    s.choose("A", 0)
    s.resolve()
    assert (s.power(wardriver), s.toughness(wardriver)) == (3, 3)


# ---------------------------------------------------------------------------
# 702.21 Ward
# ---------------------------------------------------------------------------

def test_702_21_ward_counters_unless_paid():
    # B has one Mountain: after Shock it cannot pay {2}; Shock is countered.
    s = Scenario()
    aerialist = s.battlefield("A", "Waterfall Aerialist")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[aerialist])
    assert [str(e) for e in s.stack] == [
        "Waterfall Aerialist ability: Ward {2} (A)",
        "Shock (B) targeting Waterfall Aerialist #0"]
    s.resolve()
    assert s.pending is None
    assert s.zone(aerialist) == "battlefield" and s.damage(aerialist) == 0
    assert s.zone(shock) == "graveyard" and s.stack == []


def test_702_21a_ward_paid_the_spell_resolves():
    s = Scenario()
    aerialist = s.battlefield("A", "Waterfall Aerialist")
    mountains = lands(s, "B", "Mountain", 3)
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[aerialist])
    s.resolve()
    assert s.pending.kind == "yes_no" and s.pending.player == "B"
    s.choose("B", "yes")
    assert s.zone(aerialist) == "graveyard"
    assert all(s.is_tapped(m) for m in mountains)


def test_702_21a_ward_payment_declined():
    s = Scenario()
    aerialist = s.battlefield("A", "Waterfall Aerialist")
    mountains = lands(s, "B", "Mountain", 3)
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[aerialist])
    s.resolve()
    s.choose("B", "no")
    assert s.zone(aerialist) == "battlefield" and s.zone(shock) == "graveyard"
    assert sum(s.is_tapped(m) for m in mountains) == 1


def test_702_21a_ward_counters_the_whole_spell_with_two_targets():
    # Agony Warp targets the Aerialist (-3/-0) and Grizzly Bears (-0/-3); ward
    # counters the spell, so the Bears survive too.
    s = Scenario()
    aerialist = s.battlefield("A", "Waterfall Aerialist")
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("B", "Island")
    s.battlefield("B", "Swamp")
    warp = s.hand("B", "Agony Warp")
    s.start()
    s.cast("B", warp, targets=[aerialist, bears])
    assert len(s.stack) == 2
    s.resolve()
    assert s.zone(warp) == "graveyard" and s.zone(bears) == "battlefield"
    assert s.power(aerialist) == 3 and s.toughness(bears) == 2


def test_702_21a_ward_counters_an_activated_ability():
    s = Scenario()
    aerialist = s.battlefield("A", "Waterfall Aerialist")
    pyro = s.battlefield("B", "Prodigal Pyromancer")
    s.library("B", ["Island"])
    s.start(turn=2)
    s.activate("B", pyro, targets=[aerialist])
    assert s.stack[0].startswith("Waterfall Aerialist ability: Ward {2}")
    s.resolve()                            # B has no mana: the ability is countered
    assert s.damage(aerialist) == 0 and s.zone(aerialist) == "battlefield"
    assert s.is_tapped(pyro)               # the cost stays paid


def test_702_21_702_108_countered_spell_was_still_cast_for_prowess():
    # A's Shock at B's Aerialist is countered by ward, but it was cast:
    # prowess (A's trigger, below B's ward trigger in APNAP order) still resolves.
    s = Scenario()
    swift = s.battlefield("A", "Monastery Swiftspear")
    s.battlefield("A", "Mountain")
    shock = s.hand("A", "Shock")
    aerialist = s.battlefield("B", "Waterfall Aerialist")
    s.start()
    s.cast("A", shock, targets=[aerialist])
    assert [e.controller for e in s.stack] == ["B", "A", "A"]
    s.resolve()
    assert s.zone(shock) == "graveyard" and s.zone(aerialist) == "battlefield"
    assert (s.power(swift), s.toughness(swift)) == (2, 3)


def test_702_21a_ward_ignores_its_controllers_own_spells():
    s = Scenario()
    aerialist = s.battlefield("A", "Waterfall Aerialist")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.start()
    s.cast("A", growth, targets=[aerialist])
    assert len(s.stack) == 1
    s.resolve()
    assert (s.power(aerialist), s.toughness(aerialist)) == (6, 4)


def test_702_21a_ward_counters_a_triggered_ability():
    # Flametongue Kavu's ETB targets the opponent's Aerialist; its controller
    # has no mana left for {2}: the ETB ability is countered.
    s = Scenario()
    aerialist = s.battlefield("B", "Waterfall Aerialist")
    lands(s, "A", "Mountain", 4)
    ftk = s.hand("A", "Flametongue Kavu")
    s.start()
    s.cast("A", ftk)
    s.resolve()
    s.choose("A", aerialist)
    assert s.zone(aerialist) == "battlefield" and s.damage(aerialist) == 0
    assert s.zone(ftk) == "battlefield" and s.stack == []


# ---------------------------------------------------------------------------
# 702.135 Afterlife
# ---------------------------------------------------------------------------

def test_702_135_afterlife():
    s = Scenario()
    ministrant = s.battlefield("A", "Ministrant of Obligation")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.start()
    s.cast("B", shock, targets=[ministrant])
    s.resolve()
    assert s.zone(ministrant) == "graveyard"
    spirits = tokens(s, "A")
    assert len(spirits) == 2
    for t in spirits:
        assert s.name(t) == "Spirit Token" and s.controller(t) == "A"
        assert (s.power(t), s.toughness(t)) == (1, 1)
        assert s.colors(t) == {"white", "black"} and s.keywords(t) == {"flying"}
        assert s.types(t) == {"creature", "spirit"}


def test_702_135_afterlife_spirits_feed_leaves_triggers():
    # The two Spirits entering and then dying: Nadier's Nightblade drains for each.
    s = Scenario()
    ministrant = s.battlefield("A", "Ministrant of Obligation")
    s.battlefield("A", "Nadier's Nightblade")
    lands(s, "B", "Plains", 4)
    doj = s.hand("B", "Day of Judgment")
    s.battlefield("B", "Mountain")
    shock = s.hand("B", "Shock")
    s.library("B", ["Island"])
    s.start(turn=2)
    s.cast("B", shock, targets=[ministrant])
    s.resolve()
    assert len(tokens(s, "A")) == 2
    s.cast("B", doj)
    s.resolve()                            # Spirits and the Nightblade die together
    assert tokens(s, "A") == []
    assert s.pending.kind == "order_triggers" and len(s.pending.options) == 2
    s.choose("A", 0)
    assert s.life("A") == 22 and s.life("B") == 18
