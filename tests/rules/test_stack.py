"""The stack and priority (CR 117, 405, 601, 608)."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


def duel():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    s.battlefield("B", "Mountain")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Mountain"] * 3)
    return s, bears, growth, bolt


def test_lightning_bolt_kills_grizzly_bears():
    s, bears, growth, bolt = duel()
    s.start()
    s.cast("B", bolt, targets=[bears])
    assert s.zone(bears) == "battlefield"  # nothing happens until it resolves (608.1)
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(bolt) == "graveyard"  # 608.2n


def test_spell_whose_only_target_became_illegal_does_not_resolve_608_2b():
    # Giant Growth on the Bears; in response, Bolt kills them. Growth doesn't resolve.
    s, bears, growth, bolt = duel()
    s.start()
    s.cast("A", growth, targets=[bears])
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    assert s.zone(bears) == "graveyard"
    assert s.zone(growth) == "graveyard"
    assert "resolved: Lightning Bolt" in s.log


def test_last_in_first_out_405_5():
    # Bolt first; Giant Growth in response resolves first and saves the Bears.
    s, bears, growth, bolt = duel()
    s.start()
    s.pass_priority()
    s.cast("B", bolt, targets=[bears])
    s.cast("A", growth, targets=[bears])
    assert [e.card for e in s.stack] == [growth, bolt]   # top first
    s.pass_priority()
    s.pass_priority()                                    # Growth resolves
    assert len(s.stack) == 1 and s.power(bears) == 5
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.damage(bears) == 3
    assert (s.power(bears), s.toughness(bears)) == (5, 5)


def test_caster_receives_priority_after_casting_117_3c():
    s, bears, growth, bolt = duel()
    s.start()
    s.pass_priority()
    assert s.priority_player == "B"
    s.cast("B", bolt, targets=["A"])
    assert s.priority_player == "B"


def test_active_player_receives_priority_after_resolution_117_3b():
    s, bears, growth, bolt = duel()
    s.start()
    s.pass_priority()
    s.cast("B", bolt, targets=["A"])
    s.resolve()
    assert s.priority_player == "A" and s.life("A") == 17


def test_all_players_must_pass_in_succession_117_4():
    s, bears, growth, bolt = duel()
    s.start()
    s.cast("A", growth, targets=[bears])
    s.pass_priority()                      # A passes
    assert len(s.stack) == 1 and s.priority_player == "B"
    s.pass_priority()                      # B passes: it resolves
    assert s.stack == [] and s.power(bears) == 5


def test_activated_ability_uses_the_stack_602_2():
    s = Scenario()
    pyro = s.battlefield("A", "Prodigal Pyromancer")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.activate("A", pyro, targets=["B"])
    assert s.is_tapped(pyro)               # the {T} cost is paid on activation
    entry = s.stack[0]
    assert not entry.is_spell and entry.card == pyro and entry.targets == ["B"]
    # Killing the source doesn't counter the ability (113.7a).
    s.cast("B", bolt, targets=[pyro])
    s.resolve()
    assert s.zone(pyro) == "graveyard" and s.life("B") == 19


def test_sacrifice_cost_ability_resolves_after_its_source_left_113_7a():
    s = Scenario()
    fanatic = s.battlefield("A", "Mogg Fanatic")
    bears = s.battlefield("B", "Fugitive Wizard")
    s.start()
    s.activate("A", fanatic, targets=[bears])
    assert s.zone(fanatic) == "graveyard"  # sacrificed as a cost (602.2b)
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_damage_to_a_player_target():
    s, bears, growth, bolt = duel()
    s.start()
    s.cast("B", bolt, targets=["A"])
    s.resolve()
    assert s.life("A") == 17


def test_player_only_spell_cannot_target_a_creature_115():
    s = Scenario()
    s.battlefield("A", "Mountain")
    spike = s.hand("A", "Lava Spike")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("A", spike, targets=[bears])
    s.cast("A", spike, targets=["B"])
    s.resolve()
    assert s.life("B") == 17


def test_permanent_spell_resolves_onto_the_battlefield_608_3():
    s = Scenario()
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert s.zone(bears) == "stack" and s.stack[0].is_spell
    s.resolve()
    assert s.zone(bears) == "battlefield" and s.controller(bears) == "A"
    assert s.is_sick(bears)


def test_601_2i_each_player_counts_the_spells_it_cast_this_turn():
    # Storm (702.40a) and "for each other spell cast this turn" read this count;
    # it starts again at zero each turn.
    s, bears, growth, bolt = duel()
    s.start()
    assert (s.spells_cast("A"), s.spells_cast("B")) == (0, 0)
    s.cast("A", growth, targets=[bears])
    s.cast("B", bolt, targets=[bears])
    assert (s.spells_cast("A"), s.spells_cast("B")) == (1, 1)
    s.resolve()
    assert (s.spells_cast("A"), s.spells_cast("B")) == (1, 1)  # resolving doesn't change it
    s.pass_turn()
    assert (s.spells_cast("A"), s.spells_cast("B")) == (0, 0)
