"""The Scenario API itself (mtgcore.testing): set-up, strictness, error paths,
refs across zone changes, and that an illegal action changes nothing."""

import pytest

import mtgcore
from mtgcore.errors import (CardDefinitionError, IllegalActionError, MtgError, ScenarioError,
                            UnscriptedDecisionError)
from mtgcore.testing import CardRef, Scenario, StackEntry


def snapshot(s):
    """Everything a test could observe, to check an action changed nothing."""
    g = s.game._g
    objs = []
    for o in range(g.num_objects()):
        objs.append((g.obj_zone(o), g.obj_tapped(o), g.obj_damage(o), g.obj_controller(o),
                     tuple(g.obj_counters(o))))
    return (s.turn, s.step, s.decision, s.priority_player, g.passes, s.life("A"), s.life("B"),
            tuple(s.stack), [tuple(g.mana_pool(p)) for p in (0, 1)], objs, g.num_objects(),
            [g.hand(p) for p in (0, 1)], [g.graveyard(p) for p in (0, 1)], s.log,
            g.actions_applied, g.lands_played(0), g.lands_played(1))


def bolt_scenario():
    s = Scenario(seed=0)
    bears = s.battlefield("A", "Grizzly Bears")
    forest = s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    mountain = s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.library("A", ["Forest", "Island"])
    s.library("B", ["Forest", "Island"])
    return s, bears, forest, growth, mountain, bolt


# ---------------------------------------------------------------------------
# Set-up
# ---------------------------------------------------------------------------

def test_spec_setup_example_and_queries():
    s = Scenario(seed=0)
    s.set_life("B", 5)
    s.set_poison("B", 8)
    bears = s.battlefield("A", "Grizzly Bears", tapped=False, sick=False, counters={"+1/+1": 1})
    mountain = s.battlefield("B", "Mountain", tapped=True)
    bolt = s.hand("B", "Lightning Bolt")
    lib = s.library("A", ["Forest", "Island"])
    elves = s.graveyard("A", "Llanowar Elves")
    exiled = s.exile("B", "Grizzly Bears")
    assert all(isinstance(r, CardRef) for r in [bears, mountain, bolt, elves, exiled, *lib])
    s.start(turn=1, step="precombat_main")
    assert (s.turn, s.step, s.active_player, s.priority_player) == (1, "precombat_main", "A", "A")
    assert s.life("B") == 5 and s.poison("B") == 8 and s.life("A") == 20
    assert s.counters(bears) == {"+1/+1": 1}
    assert (s.power(bears), s.toughness(bears)) == (3, 3)
    assert (s.base_power(bears), s.base_toughness(bears)) == (2, 2)
    assert s.types(bears) == {"creature", "bear"}
    assert s.types(mountain) == {"basic", "land", "mountain"}
    assert s.colors(bears) == {"green"} and s.colors(mountain) == set()
    assert s.is_tapped(mountain) and not s.is_tapped(bears)
    assert s.controller(bears) == "A" and s.owner(exiled) == "B"
    assert s.zone(bolt) == "hand" and s.zone(elves) == "graveyard" and s.zone(exiled) == "exile"
    assert s.cards("A", "library") == lib          # top card first
    assert s.name(lib[0]) == "Forest"
    assert s.cards("A", "graveyard") == [elves]
    assert s.cards("B", "exile") == [exiled]
    assert s.permanents("A") == [bears] and s.permanents("B") == [mountain]
    assert s.hand_size("B") == 1 and s.hand_size("A") == 0
    assert not s.is_token(bears) and s.keywords(bears) == set()
    assert s.abilities(mountain) == ["{T}: Add {R}."]
    assert s.pending is None and not s.is_over and s.winner is None
    assert isinstance(s.game, mtgcore.Game) and s.game.turn == 1
    assert "Grizzly Bears" in s.log


def test_unknown_card_name_suggests_close_matches():
    s = Scenario()
    with pytest.raises(CardDefinitionError, match="Grizzly Bears"):
        s.battlefield("A", "Grizzly Bear")
    with pytest.raises(CardDefinitionError):
        s.hand("A", "grizzly bears")  # exact names only


def test_setup_only_before_start_and_actions_only_after():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    with pytest.raises(ScenarioError, match="start"):
        s.resolve()
    with pytest.raises(ScenarioError, match="start"):
        s.attack({bears: "B"})
    s.start()
    for call in (lambda: s.hand("A", "Forest"), lambda: s.set_life("A", 3),
                 lambda: s.battlefield("B", "Forest"), lambda: s.start()):
        with pytest.raises(ScenarioError, match="before start"):
            call()


def test_bad_arguments_raise_scenario_errors():
    s = Scenario()
    with pytest.raises(ScenarioError, match="unknown player"):
        s.hand("C", "Forest")
    with pytest.raises(ScenarioError, match="unknown counter"):
        s.battlefield("A", "Grizzly Bears", counters={"+2/+2": 1})
    with pytest.raises(ScenarioError, match="not a planeswalker"):
        s.battlefield("A", "Grizzly Bears", loyalty=3)
    with pytest.raises(ScenarioError, match="cannot start"):
        s.start(step="declare_blockers")
    s.start(turn=2, step="upkeep")
    assert s.active_player == "B"  # B is active on even turns
    with pytest.raises(ScenarioError, match="unknown step"):
        s.advance("combat")
    with pytest.raises(ScenarioError, match="priority"):
        s.advance("cleanup")
    with pytest.raises(ScenarioError, match="unknown zone"):
        s.cards("A", "sideboard")


def test_setup_timestamps_follow_call_order():
    s = Scenario()
    a = s.battlefield("A", "Grizzly Bears")
    b = s.battlefield("B", "Grizzly Bears")
    c = s.battlefield("A", "Forest")
    s.start()
    g = s.game._g
    ts = [g.obj_timestamp(g.card_object(r.card)) for r in (a, b, c)]
    assert ts == sorted(ts) and len(set(ts)) == 3


# ---------------------------------------------------------------------------
# Acting: passing priority for the other player, and when that is impossible
# ---------------------------------------------------------------------------

def test_opponent_responds_on_the_stack():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    s.cast("A", growth, targets=[bears])
    assert s.priority_player == "A"  # CR 117.3c: the caster receives priority
    s.cast("B", bolt, targets=[bears])  # A passes, B responds
    assert len(s.stack) == 2
    top = s.stack[0]
    assert isinstance(top, StackEntry) and "Lightning Bolt" in top
    assert top.card == bolt and top.controller == "B" and top.targets == [bears]
    assert s.stack[1].card == growth and s.stack[1].targets == [bears]
    s.resolve()
    assert s.stack == []
    assert s.zone(bears) == "graveyard"  # Bolt resolved first and killed the 2/2
    assert s.zone(growth) == "graveyard"  # 608.2b: its only target is gone
    assert "resolved: Lightning Bolt" in s.log


def test_cannot_act_when_the_stack_would_resolve_first():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    s.cast("A", growth, targets=[bears])
    s.pass_priority()                    # A passes; B now has priority
    assert s.priority_player == "B"
    before = snapshot(s)
    with pytest.raises(ScenarioError, match="A cannot cast .* the stack would resolve first"):
        s.cast("A", growth, targets=[bears])
    assert snapshot(s) == before


def test_cannot_act_when_the_step_would_end_first():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    s.pass_priority()                    # A passes with an empty stack: B has priority
    before = snapshot(s)
    with pytest.raises(ScenarioError, match="precombat_main would end first"):
        s.cast("A", growth, targets=[bears])
    assert snapshot(s) == before
    s.cast("B", bolt, targets=["A"])     # B can act
    assert s.stack[0].targets == ["A"]


def test_cannot_act_during_a_declaration():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    s.advance("declare_attackers")
    assert s.decision == "declare_attackers" and s.pending is None
    with pytest.raises(ScenarioError, match="A must declare attackers first"):
        s.cast("B", bolt, targets=[bears])
    s.attack({bears: "B"})
    s.cast("B", bolt, targets=[bears])   # now B may respond in declare_attackers
    s.resolve()
    assert s.zone(bears) == "graveyard"


# ---------------------------------------------------------------------------
# Illegal actions change nothing
# ---------------------------------------------------------------------------

def test_illegal_target_changes_nothing():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("A", growth, targets=["B"])      # target creature, not a player
    assert snapshot(s) == before
    with pytest.raises(IllegalActionError, match="needs 1 target"):
        s.cast("A", growth)
    assert snapshot(s) == before
    assert s.zone(growth) == "hand" and not s.is_tapped(forest)


def test_unpayable_cost_changes_nothing_even_after_passing_priority():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    lava = s.hand("B", "Lava Axe")
    s.start()
    s.cast("A", growth, targets=[bears])
    before = snapshot(s)
    # Lava Axe is a sorcery: B would need to pass for A... and can't cast it anyway.
    with pytest.raises(IllegalActionError, match="cannot cast Lava Axe"):
        s.cast("B", lava, targets=["A"])
    assert snapshot(s) == before  # the priority pass made on B's behalf is rolled back too
    assert s.priority_player == "A"


def test_cast_from_the_wrong_zone_and_sorcery_timing_explain_why():
    s = Scenario()
    bears_gy = s.graveyard("A", "Grizzly Bears")
    s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start(step="upkeep")
    with pytest.raises(IllegalActionError, match="graveyard, not in A's hand"):
        s.cast("A", bears_gy)
    with pytest.raises(IllegalActionError, match="sorcery timing"):
        s.cast("A", bears)
    s.advance("precombat_main")
    s.cast("A", bears)
    s.resolve()
    assert s.zone(bears) == "battlefield"


def test_pay_with_a_sick_mana_creature_is_illegal_and_changes_nothing():
    s = Scenario()
    elves = s.battlefield("A", "Llanowar Elves", sick=True)
    forest = s.battlefield("A", "Forest")
    tusker = s.hand("A", "Kalonian Tusker")
    s.start()
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="summoning sick"):
        s.cast("A", tusker, pay_with=[forest, elves])
    assert snapshot(s) == before
    assert not s.is_tapped(forest) and s.mana_pool("A") == {}


def test_pay_with_must_cover_the_cost():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    s.battlefield("A", "Forest")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="cannot pay"):
        s.cast("A", bears, pay_with=[forest])   # {1}{G} needs two sources
    assert snapshot(s) == before


def test_modes_and_x_are_rejected_for_cards_without_them():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="no modes"):
        s.cast("A", growth, targets=[bears], modes=[0])
    with pytest.raises(IllegalActionError, match="no {X}"):
        s.cast("A", growth, targets=[bears], x=2)
    assert snapshot(s) == before


def test_attack_and_block_errors():
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    wall = s.battlefield("A", "Wall of Stone")
    drake = s.battlefield("B", "Wind Drake")
    goblin = s.battlefield("B", "Hulking Goblin")
    s.start()
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="defender"):
        s.attack({bears: "B", wall: "B"})
    assert snapshot(s) == before  # the advance to declare_attackers is rolled back too
    s.attack({bears: "B"})
    with pytest.raises(ScenarioError, match="too late"):
        s.attack({bears: "B"})
    with pytest.raises(IllegalActionError, match="can't block"):
        s.block({goblin: bears})
    with pytest.raises(IllegalActionError, match="not attacking"):
        s.block({drake: wall})
    s.block({drake: bears})
    assert s.blocked_by(bears) == [drake] and s.is_blocking(drake)


def test_actions_after_the_game_is_over():
    s = Scenario()
    s.set_life("B", 3)
    spike = s.hand("A", "Lava Spike")
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("A", "Mountain")
    s.battlefield("A", "Mountain")
    s.start()
    s.cast("A", spike, targets=["B"])
    s.resolve()
    assert s.is_over and s.winner == "A"
    s.resolve()           # return at once
    s.advance("end_step")
    s.pass_turn()
    assert s.turn == 1
    with pytest.raises(ScenarioError, match="game is over"):
        s.cast("A", bolt, targets=["B"])
    assert "game over: A wins" in s.log


# ---------------------------------------------------------------------------
# Strict mode and pending decisions
# ---------------------------------------------------------------------------

def legend_scenario():
    s = Scenario()
    first = s.battlefield("A", "Isamaru, Hound of Konda")
    second = s.hand("A", "Isamaru, Hound of Konda")
    s.battlefield("A", "Plains")
    bolt = s.hand("A", "Lightning Bolt")
    s.battlefield("A", "Mountain")
    s.start()
    s.cast("A", second)
    s.resolve()
    return s, first, second, bolt


def test_unscripted_decision_is_an_error_naming_player_decision_and_options():
    s, first, second, bolt = legend_scenario()
    p = s.pending
    assert p is not None and p.player == "A" and p.kind == "legend_rule"
    assert len(p.options) == 2 and all(o.startswith("keep Isamaru") for o in p.options)
    for call in (lambda: s.cast("A", bolt, targets=["B"]), s.resolve,
                 lambda: s.advance("end_step"), s.pass_turn, lambda: s.attack({})):
        with pytest.raises(UnscriptedDecisionError) as e:
            call()
        assert "A" in str(e.value) and "legend_rule" in str(e.value)
        assert p.options[0] in str(e.value)
    assert issubclass(UnscriptedDecisionError, ScenarioError)
    # queries stay allowed
    assert s.zone(first) == "battlefield" and s.zone(second) == "battlefield"
    assert s.power(first) == 2


def test_choose_label_rules():
    s, first, second, bolt = legend_scenario()
    before = snapshot(s)
    with pytest.raises(ScenarioError, match="ambiguous"):
        s.choose("A", "keep Isamaru")
    with pytest.raises(ScenarioError, match="no option matches"):
        s.choose("A", "keep Grizzly")
    with pytest.raises(ScenarioError, match="out of range"):
        s.choose("A", 5)
    with pytest.raises(ScenarioError, match="is for A"):
        s.choose("B", 0)
    assert snapshot(s) == before
    s.choose("A", s.pending.options[1])          # an exact label
    assert s.pending is None
    assert s.zone(second) == "battlefield" and s.zone(first) == "graveyard"


def test_choose_by_index_and_by_ref():
    s, first, second, bolt = legend_scenario()
    s.choose("A", first)                          # the option naming that card
    assert s.zone(first) == "battlefield" and s.zone(second) == "graveyard"
    s2, first2, second2, _ = legend_scenario()
    s2.choose("A", 0)
    assert sorted([s2.zone(first2), s2.zone(second2)]) == ["battlefield", "graveyard"]


def test_choose_without_a_pending_decision():
    s, *_ = bolt_scenario()
    s.start()
    with pytest.raises(ScenarioError, match="nothing to choose"):
        s.choose("A", 0)


def test_interrupted_advance_continues_after_choose():
    s = Scenario()
    hand = s.hand("A", ["Forest"] * 9)
    s.library("B", ["Island"])
    s.start(step="end_step")
    s.pass_turn()
    assert s.pending.kind == "discard" and s.step == "cleanup"
    s.choose("A", 0)
    assert s.pending.kind == "discard"  # one call per choice
    s.choose("A", 0)
    assert s.pending is None
    assert (s.turn, s.step, s.active_player) == (2, "upkeep", "B")  # pass_turn went on
    assert s.hand_size("A") == 7
    assert [s.zone(c) for c in hand].count("graveyard") == 2


# ---------------------------------------------------------------------------
# Refs across zone changes; tokens
# ---------------------------------------------------------------------------

def test_ref_follows_the_card_across_zones():
    s, bears, forest, growth, mountain, bolt = bolt_scenario()
    s.start()
    g = s.game._g
    obj_before = g.card_object(bears.card)
    s.cast("B", bolt, targets=[bears])
    assert s.zone(bolt) == "stack" and s.cards("B", "stack") == [bolt]
    s.resolve()
    assert s.zone(bears) == "graveyard" and s.zone(bolt) == "graveyard"
    assert g.card_object(bears.card) != obj_before  # a new object (CR 400.7)
    assert s.cards("A", "graveyard") == [bears]
    assert s.name(bears) == "Grizzly Bears" and bears.zone == "graveyard"


def test_token_ref_until_it_ceases_to_exist():
    s = Scenario()
    alarm = s.hand("A", "Raise the Alarm")
    s.battlefield("A", "Plains")
    s.battlefield("A", "Plains")
    s.battlefield("B", "Mountain")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    tokens = s.permanents("A")[2:]
    assert len(tokens) == 2 and all(s.is_token(t) for t in tokens)
    assert s.name(tokens[0]) == "Soldier Token"
    s.cast("B", bolt, targets=[tokens[0]])
    s.resolve()
    assert s.zone(tokens[0]) is None  # CR 704.5d
    assert s.is_token(tokens[0])
    with pytest.raises(ScenarioError, match="ceased to exist"):
        s.power(tokens[0])
    assert s.zone(tokens[1]) == "battlefield"


def test_refs_from_another_scenario_are_rejected():
    s1, s2 = Scenario(), Scenario()
    bears = s1.battlefield("A", "Grizzly Bears")
    s2.battlefield("A", "Grizzly Bears")
    s2.start()
    with pytest.raises(ScenarioError, match="another scenario"):
        s2.zone(bears)


# ---------------------------------------------------------------------------
# Activated abilities: choosing the ability
# ---------------------------------------------------------------------------

def test_activate_by_substring_index_and_mana_ability():
    s = Scenario()
    skel = s.battlefield("A", "Drudge Skeletons")
    swamp = s.battlefield("A", "Swamp")
    swamp2 = s.battlefield("A", "Swamp")
    s.start()
    with pytest.raises(ScenarioError, match="no match"):
        s.activate("A", skel, ability="Flying")
    with pytest.raises(ScenarioError, match="no activated ability #3"):
        s.activate("A", skel, ability=3)
    s.activate("A", skel, ability="{B}: Regenerate")
    assert "Regenerate" in s.stack[0] and not s.stack[0].is_spell
    s.resolve()
    s.activate("A", skel, ability=0, pay_with=[swamp2])
    assert s.is_tapped(swamp) and s.is_tapped(swamp2)
    s.resolve()
    assert s.game._g.obj_regen_shields(s.game._g.card_object(skel.card)) == 2
    with pytest.raises(IllegalActionError):
        s.activate("A", skel)  # no mana left


def test_mana_ability_goes_to_the_pool_without_the_stack():
    s = Scenario()
    forest = s.battlefield("A", "Forest")
    s.start()
    s.activate("A", forest)
    assert s.mana_pool("A") == {"G": 1} and s.stack == [] and s.is_tapped(forest)
    assert s.priority_player == "A"  # CR 605.3b: no stack, A keeps priority
    with pytest.raises(IllegalActionError, match="tapped"):
        s.activate("A", forest, "{T}: Add {G}.")


def test_assign_combat_damage_errors():
    s = Scenario()
    wurm = s.battlefield("A", "Craw Wurm")
    b1 = s.battlefield("B", "Grizzly Bears")
    b2 = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({wurm: "B"})
    s.block({b1: wurm, b2: wurm})
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="totals 5"):
        s.assign_combat_damage(wurm, {b1: 2, b2: 3})
    with pytest.raises(IllegalActionError, match="cannot assign"):
        s.assign_combat_damage(wurm, {b1: 2, "B": 4})   # no trample: not to the player
    assert snapshot(s) == before
    with pytest.raises(ScenarioError, match="no combat damage assignment"):
        s.assign_combat_damage(b1, {wurm: 2})
    assert snapshot(s) == before
    s.assign_combat_damage(wurm, {b1: 2, b2: 4})
    assert s.zone(b1) == "graveyard" and s.zone(b2) == "graveyard"


def test_advance_to_a_step_that_does_not_happen_changes_nothing():
    s = Scenario()
    s.battlefield("A", "Grizzly Bears")
    s.start()
    before = snapshot(s)
    with pytest.raises(ScenarioError, match="does not happen"):
        s.advance("declare_blockers")   # A declares no attackers: 508.8 skips it
    assert snapshot(s) == before
    with pytest.raises(ScenarioError, match="in the past"):
        s.advance("upkeep", turn=1)


def test_errors_are_mtg_errors():
    for cls in (ScenarioError, UnscriptedDecisionError, IllegalActionError, CardDefinitionError):
        assert issubclass(cls, MtgError)
