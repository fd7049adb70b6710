"""Evasion as restrictions on blocks (CR 509.1b): "can't be blocked", "can't be
blocked by <what>", "can block only creatures with flying", as printed abilities and
as rules effects of resolving spells and static abilities (613.10); and crew
(702.122), the Vehicles' activated ability.  Every card is compiled from its Oracle
text (the snapshot's facts)."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.errors import IllegalActionError
from mtgcore.oracle import pool
from mtgcore.testing import Scenario as _Scenario

#: Cards compiled from their Oracle text (the hand-written library has none of them).
COMPILED = ("Phantom Warrior", "Ascending Aven", "Amrou Kithkin", "Fleet-Footed Monk",
            "Changeling Outcast", "Artful Dodge", "Pym Particles", "Vectis Agents", "Cloak of Mists",
            "Deepchannel Mentor", "Goblin Tunneler", "Irontread Crusher", "Consulate Dreadnought",
            "Smuggler's Copter")
_LIB = []


def library(extra=()):
    if not _LIB:
        base = default_library().cards
        compiled = []
        for n in COMPILED:
            _, card, reason = pool.status(n)
            assert card is not None, f"{n}: {reason}"
            if n not in base:
                compiled.append(card)
        _LIB.append(compiled)
    return CardLibrary([*default_library().cards.values(), *_LIB[0], *extra])


def Scenario(library_=None):
    return _Scenario(library=library_ or library())


def _labels(s):
    return [s.game._g.label(a) for a in s.game._g.legal_actions()]


def _at_blocks(attacker, blockers, *, a_extra=()):
    s = Scenario()
    att = s.battlefield("A", attacker)
    extra = [s.battlefield("A", c) for c in a_extra]
    blk = [s.battlefield("B", b) for b in blockers]
    s.start()
    s.attack({att: "B", **{e: "B" for e in extra}})
    return s, att, blk


# ---- 509.1b: "This creature can't be blocked." --------------------------------------

def test_509_1b_phantom_warrior_cant_be_blocked():
    s, warrior, (bears, aven) = _at_blocks("Phantom Warrior", ["Grizzly Bears", "Ascending Aven"])
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({bears: warrior})
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]            # no blocker is even offered
    s.choose("B", "done")
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_509_1b_changeling_outcast_cant_block_and_cant_be_blocked():
    s = Scenario()
    outcast = s.battlefield("A", "Changeling Outcast")
    theirs = s.battlefield("B", "Changeling Outcast")
    s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({outcast: "B"})
    s.advance("declare_blockers")
    assert _labels(s) == ["done"]
    with pytest.raises(IllegalActionError):
        s.block({theirs: outcast})


def test_509_1b_example_evasion_abilities_are_cumulative():
    """509.1b's example, as far as our cards go: an attacker with flying that also
    can't be blocked by creatures with power 2 or greater is blocked by neither a
    big flyer nor a small ground creature, only a small flyer or reach creature."""
    from mtgcore.cards.dsl import Card, Sel
    flyer = Card(name="Test Evasive Sprite", cost="{U}", type_line="Creature — Faerie",
                 oracle="Flying\nThis creature can't be blocked by creatures with power 2 or greater.",
                 power=1, toughness=1, keywords=["flying"],
                 unblockable_by=Sel(types=("creature",), power_ge=2))
    s = Scenario(library([flyer]))
    sprite = s.battlefield("A", "Test Evasive Sprite")
    big_flyer = s.battlefield("B", "Serra Angel")
    ground = s.battlefield("B", "Llanowar Elves")
    small_flyer = s.battlefield("B", "Suntail Hawk")
    s.start()
    s.attack({sprite: "B"})
    with pytest.raises(IllegalActionError, match="such a creature"):
        s.block({big_flyer: sprite})         # flying, but power 4
    with pytest.raises(IllegalActionError, match="flying"):
        s.block({ground: sprite})            # power 1, but no flying or reach
    s.block({small_flyer: sprite})
    assert s.blocked_by(sprite) == [small_flyer]


# ---- 509.1b: "can't be blocked by <what>" --------------------------------------------

def test_509_1b_amrou_kithkin_cant_be_blocked_by_power_3_or_greater():
    s, kithkin, (ogre, bears) = _at_blocks("Amrou Kithkin", ["Serra Angel", "Grizzly Bears"])
    with pytest.raises(IllegalActionError, match="can't be blocked by such a creature"):
        s.block({ogre: kithkin})
    s.block({bears: kithkin})
    assert s.blocked_by(kithkin) == [bears]


def test_509_1b_fleet_footed_monk_only_power_1_or_less_blocks_it():
    s, monk, (bears, elves) = _at_blocks("Fleet-Footed Monk", ["Grizzly Bears", "Llanowar Elves"])
    with pytest.raises(IllegalActionError, match="such a creature"):
        s.block({bears: monk})
    s.block({elves: monk})
    assert s.blocked_by(monk) == [elves]


def test_509_1b_the_power_is_the_blockers_as_blockers_are_declared():
    """A pump on the blocker before blocks makes it too big to block Amrou Kithkin."""
    s = Scenario()
    kithkin = s.battlefield("A", "Amrou Kithkin")
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("B", "Forest")
    growth = s.hand("B", "Giant Growth")
    s.start()
    s.attack({kithkin: "B"})
    s.cast("B", growth, targets=[bears])
    s.resolve()
    with pytest.raises(IllegalActionError, match="such a creature"):
        s.block({bears: kithkin})


# ---- 509.1b: "can block only creatures with flying" (a restriction on the blocker) ----

def test_509_1b_ascending_aven_can_block_only_creatures_with_flying():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    hawk = s.battlefield("A", "Suntail Hawk")
    aven = s.battlefield("B", "Ascending Aven")
    s.start()
    s.attack({bears: "B", hawk: "B"})
    with pytest.raises(IllegalActionError, match="only creatures with flying"):
        s.block({aven: bears})
    s.block({aven: hawk})
    assert s.blocked_by(hawk) == [aven] and s.blocked_by(bears) == []


# ---- 613.10: "can't be blocked" as a rules effect --------------------------------------

def test_509_1b_artful_dodge_target_creature_cant_be_blocked_this_turn():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Island")
    dodge = s.hand("A", "Artful Dodge")
    wall = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.cast("A", dodge, targets=[bears])
    s.resolve()
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({wall: bears})
    s.pass_turn()                           # the effect ends with the turn (611.2a)
    s.pass_turn()
    s.attack({bears: "B"})
    s.block({wall: bears})
    assert s.blocked_by(bears) == [wall]


def test_509_1b_pym_particles_grant_and_unblockable_on_the_same_target():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    other = s.battlefield("A", "Gray Ogre")
    s.battlefield("A", "Island")
    s.library("A", ["Island"])
    pym = s.hand("A", "Pym Particles")
    wall = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", pym, targets=[bears])
    s.resolve()
    assert "vigilance" in s.keywords(bears) and s.hand_size("A") == 1
    s.attack({bears: "B", other: "B"})
    assert not s.is_tapped(bears)            # vigilance
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({wall: bears})
    s.block({wall: other})                   # the other attacker: as usual
    assert s.blocked_by(other) == [wall]


def test_509_1b_vectis_agents_gets_minus_2_and_cant_be_blocked():
    s = Scenario()
    agents = s.battlefield("A", "Vectis Agents")
    s.battlefield("A", "Island")
    s.battlefield("A", "Swamp")
    wall = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.activate("A", agents)
    s.resolve()
    assert s.power(agents) == 2
    s.attack({agents: "B"})
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({wall: agents})
    s.advance("combat_damage")
    assert s.life("B") == 18


def test_509_1b_cloak_of_mists_enchanted_creature_cant_be_blocked():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    for _ in range(2):
        s.battlefield("A", "Island")
    cloak = s.hand("A", "Cloak of Mists")
    wall = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", cloak, targets=[bears])
    s.resolve()
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({wall: bears})


def test_509_1b_deepchannel_mentor_only_blue_creatures_you_control():
    s = Scenario()
    s.battlefield("A", "Deepchannel Mentor")
    warrior = s.battlefield("A", "Ascending Aven")
    bears = s.battlefield("A", "Grizzly Bears")
    hawk = s.battlefield("B", "Serra Angel")
    wall = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({warrior: "B", bears: "B"})
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({hawk: warrior})             # blue: can't be blocked
    s.block({wall: bears})                   # green: as usual
    assert s.blocked_by(bears) == [wall]


def test_509_1b_goblin_tunneler_activated_on_a_small_creature():
    s = Scenario()
    tunneler = s.battlefield("A", "Goblin Tunneler")
    bears = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.activate("A", tunneler, targets=[bears])
    s.resolve()
    s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="can't be blocked"):
        s.block({wall: bears})


# ---- 702.122: crew ----------------------------------------------------------------------

def test_702_122a_a_vehicle_isnt_a_creature_until_crewed():
    s = Scenario()
    crusher = s.battlefield("A", "Irontread Crusher")
    s.start()
    assert "creature" not in s.types(crusher)
    s.advance("declare_attackers")
    assert not any("Irontread" in lab for lab in _labels(s))  # it can't attack (508.1a)


def test_702_122a_crew_taps_creatures_with_total_power_n():
    s = Scenario()
    crusher = s.battlefield("A", "Irontread Crusher")
    bears = s.battlefield("A", "Grizzly Bears")
    elves = s.battlefield("A", "Llanowar Elves")
    lions = s.battlefield("A", "Savannah Lions")
    s.start()
    s.activate("A", crusher, tap=[bears, elves])   # 2 + 1 = 3
    assert s.is_tapped(bears) and s.is_tapped(elves) and not s.is_tapped(lions)
    s.resolve()
    assert "creature" in s.types(crusher) and "artifact" in s.types(crusher)
    assert (s.power(crusher), s.toughness(crusher)) == (6, 6)  # 301.7b: its printed P/T
    s.attack({crusher: "B"})
    s.advance("combat_damage")
    assert s.life("B") == 14
    s.pass_turn()                             # "until end of turn" (611.2a)
    assert "creature" not in s.types(crusher)


def test_702_122a_crew_stops_asking_once_the_power_is_enough():
    s = Scenario()
    crusher = s.battlefield("A", "Irontread Crusher")
    ogre = s.battlefield("A", "Gray Ogre")        # 2/2
    bears = s.battlefield("A", "Grizzly Bears")
    angel = s.battlefield("A", "Serra Angel")     # 4/4: enough alone
    s.start()
    s.activate("A", crusher, tap=[angel])
    assert s.is_tapped(angel) and not s.is_tapped(ogre) and not s.is_tapped(bears)
    with pytest.raises(IllegalActionError):
        s.activate("A", crusher, tap=[ogre])      # 2 alone is not 3
    s.activate("A", crusher, tap=[ogre, bears])   # a second activation: 4 more
    assert s.is_tapped(ogre) and s.is_tapped(bears)


def test_702_122a_crew_needs_enough_untapped_power():
    s = Scenario()
    dread = s.battlefield("A", "Consulate Dreadnought")
    s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Gray Ogre")
    s.battlefield("A", "Savannah Lions", tapped=True)
    s.start()                                      # 2 + 2 untapped: not 6
    with pytest.raises(IllegalActionError):
        s.activate("A", dread)
    assert not any("Crew" in lab for lab in _labels(s))


def test_702_122a_302_6_a_summoning_sick_creature_may_crew():
    s = Scenario()
    crusher = s.battlefield("A", "Irontread Crusher")
    angel = s.battlefield("A", "Serra Angel", sick=True)
    s.start()
    s.activate("A", crusher, tap=[angel])
    s.resolve()
    assert s.is_tapped(angel) and "creature" in s.types(crusher)


def test_702_122a_a_crewed_vehicle_doesnt_crew_itself():
    """"Other untapped creatures": a Vehicle already a creature can't tap for its own crew."""
    s = Scenario()
    crusher = s.battlefield("A", "Irontread Crusher")
    angel = s.battlefield("A", "Serra Angel")
    s.start()
    s.activate("A", crusher, tap=[angel])
    s.resolve()
    assert "creature" in s.types(crusher)
    with pytest.raises(IllegalActionError):
        s.activate("A", crusher, tap=[crusher])


def test_702_122a_a_crewed_vehicle_is_summoning_sick_if_new():
    """302.6: a Vehicle that came under its controller's control this turn can't
    attack once crewed."""
    s = Scenario()
    crusher = s.battlefield("A", "Irontread Crusher", sick=True)
    angel = s.battlefield("A", "Serra Angel")
    s.start()
    s.activate("A", crusher, tap=[angel])
    s.resolve()
    s.advance("declare_attackers")
    assert not any("Irontread" in lab for lab in _labels(s))


def test_702_122a_smugglers_copter_crew_1_then_loots_on_attack():
    s = Scenario()
    copter = s.battlefield("A", "Smuggler's Copter")
    elves = s.battlefield("A", "Llanowar Elves")
    s.library("A", ["Island", "Island"])
    s.hand("A", "Forest")
    s.start()
    s.activate("A", copter, tap=[elves])
    s.resolve()
    assert "creature" in s.types(copter) and "flying" in s.keywords(copter)
    s.attack({copter: "B"})
    assert s.stack                             # "Whenever this Vehicle attacks or blocks"
