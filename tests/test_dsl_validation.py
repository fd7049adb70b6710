"""Card definitions the engine could not execute are rejected by the DSL with
CardDefinitionError naming the card and the field; they never reach the engine."""

import pytest

from mtgcore.cards import CardLibrary, default_library
from mtgcore.cards import dsl
from mtgcore.cards.dsl import Card
from mtgcore.errors import CardDefinitionError


def bolt(name, *spell, oracle="text"):
    return Card(name=name, cost="{R}", type_line="Instant", oracle=oracle, spell=list(spell))


def test_damage_without_target_or_subject_is_rejected():
    # Issue: DealDamage(3, target=None) used to pass validation and crash on resolution.
    with pytest.raises(CardDefinitionError, match=r"Null Bolt.*'spell'.*deal_damage needs a target"):
        bolt("Null Bolt", dsl.DealDamage(3, target=None))


def test_destroy_of_a_player_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Unmaking.*destroy affects objects, not players"):
        bolt("Unmaking", dsl.Destroy(target="player"))


def test_draw_for_a_creature_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Odd Insight.*draw affects players, not objects"):
        bolt("Odd Insight", dsl.DrawCards(1, subject="self"))


def test_reference_to_a_missing_target_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Echo Bolt.*target:1.*only 1 target"):
        bolt("Echo Bolt", dsl.DealDamage(1, target="any"), dsl.DealDamage(1, subject="target:1"))


def test_more_than_four_targets_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Hydra Bolt.*at most 4 targets"):
        bolt("Hydra Bolt", *[dsl.DealDamage(1, target="any") for _ in range(5)])


def test_unknown_counter_kind_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Odd Growth.*unknown counter kind 'glitter'"):
        bolt("Odd Growth", dsl.PutCounters("glitter", 1, target="creature"))


def test_unknown_keyword_and_bad_parameters_are_rejected():
    with pytest.raises(CardDefinitionError, match=r"Weird Bear.*unknown keyword 'bearhug'"):
        Card(name="Weird Bear", cost="{1}{G}", type_line="Creature — Bear", power=2,
             toughness=2, keywords=["bearhug"])
    with pytest.raises(CardDefinitionError, match=r"Ward Bear.*ward needs a generic mana cost"):
        Card(name="Ward Bear", cost="{1}{G}", type_line="Creature — Bear", power=2,
             toughness=2, keywords=["ward 2"])
    with pytest.raises(CardDefinitionError, match=r"Prot Bear.*unknown protection quality 'hats'"):
        Card(name="Prot Bear", cost="{1}{G}", type_line="Creature — Bear", power=2,
             toughness=2, keywords=["protection from hats"])


def test_triggered_ability_needs_an_event_and_effects():
    with pytest.raises(CardDefinitionError, match=r"Eventless.*must be a trigger event"):
        Card(name="Eventless", cost="{1}", type_line="Artifact",
             abilities=[dsl.Triggered("When nothing happens, draw.", "nothing", [dsl.DrawCards(1)])])


def test_keyword_triggers_are_compiled_as_data():
    """Prowess, undying, ... are ordinary triggered abilities in the compiled card:
    the engine sees their triggers and programs, not a keyword special case."""
    wolf = Card(name="Undying Test Wolf", cost="{G}", type_line="Creature — Wolf", power=1,
                toughness=1, keywords=["undying", "prowess", "ward {1}", "toxic 2"])
    trig = [a for a in wolf.abilities if isinstance(a, dsl.Triggered)]
    assert [t.text for t in trig] == ["Undying", "Prowess", "Ward {1}"]
    assert trig[0].condition.kind == "no counters on it" and trig[0].condition.counter == "+1/+1"
    assert wolf.ward == 1 and wolf.toxic == 2 and "ward" in wolf.flags and "toxic" in wolf.flags
    lib = CardLibrary([wolf])  # compiles and loads into the engine
    details = lib.db.ability_details(lib.ids["Undying Test Wolf"])
    assert [d[0] for d in details] == [dsl.ABILITY_TRIGGERED] * 3


def test_the_bundled_library_compiles_and_loads():
    lib = default_library()
    assert lib.db.size >= len(lib)
    assert len(lib.selector_texts) > 0


# ---- casting costs (CR 601.2b, 118.8-9) -------------------------------------------

def test_if_kicked_without_kicker_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Kickless.*'spell'.*needs kicker"):
        bolt("Kickless", dsl.DealDamage(2, target="any"), dsl.IfKicked(dsl.DrawCards(1)))


def test_amount_x_without_x_in_the_cost_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Xless.*needs \{X\}"):
        bolt("Xless", dsl.DealDamage(dsl.Amount("x"), target="any"))


def test_multikicker_without_kicker_and_flashback_on_a_creature_are_rejected():
    with pytest.raises(CardDefinitionError, match=r"Multi.*'multikicker'"):
        Card(name="Multi", cost="{R}", type_line="Instant", oracle="t",
             spell=[dsl.DrawCards(1)], multikicker=True)
    with pytest.raises(CardDefinitionError, match=r"Flashbear.*'flashback'"):
        Card(name="Flashbear", cost="{1}{G}", type_line="Creature — Bear", oracle="t",
             power=2, toughness=2, flashback="{2}{G}")


def test_bad_modal_spell_and_additional_cost_are_rejected():
    with pytest.raises(CardDefinitionError, match=r"Charmless.*'spell'.*modal"):
        Card(name="Charmless", cost="{R}", type_line="Instant", oracle="t",
             spell=dsl.Modal("two", [dsl.DrawCards(1)]))
    with pytest.raises(CardDefinitionError, match=r"Lifeless.*'additional_cost'"):
        Card(name="Lifeless", cost="{B}", type_line="Instant", oracle="t",
             spell=[dsl.DrawCards(1)], additional_cost=dsl.PayLifeCost(0))


@pytest.mark.parametrize("flag", ["attack tax", "attack limit", "block limit", "attack condition"])
def test_508_1_card_data_flags_are_not_keywords_a_card_can_list(flag):
    """The engine's names for "can't attack you unless ... pays" (508.1h), "no more than N
    creatures can attack/block" (508.1c, 509.1b) and "can't attack unless defending player
    controls" (508.1c) are set only by their Oracle phrases, which carry the cost, number or
    subtype; listed bare (found by the card fuzz test) they are rejected, naming the card."""
    with pytest.raises(CardDefinitionError, match=f"Fuzz Card.*'{flag}' is not a keyword"):
        Card(name="Fuzz Card", type_line="Creature — Elf", oracle="fuzz", power=0, toughness=0,
             keywords=[flag])


# ---- alternative costs (CR 118.9) and extra-mode costs (702.42a, 702.120a) ----------------

def test_702_96a_overload_without_a_target_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Wide Gust.*'overload'.*a target to replace"):
        Card(name="Wide Gust", cost="{U}", type_line="Instant", oracle="text",
             spell=[dsl.DrawCards(1)], overload="{3}{U}")


def test_702_74a_evoke_on_a_noncreature_is_rejected():
    with pytest.raises(CardDefinitionError, match=r"Odd Evoke.*'evoke'.*creature keyword"):
        Card(name="Odd Evoke", cost="{R}", type_line="Instant", oracle="text",
             spell=[dsl.DealDamage(1, target="any")], evoke="{0}")


def test_702_42a_entwine_needs_a_modal_spell_choosing_fewer_than_all():
    with pytest.raises(CardDefinitionError, match=r"Plain Twine.*'entwine'.*modal"):
        Card(name="Plain Twine", cost="{R}", type_line="Instant", oracle="text",
             spell=[dsl.DealDamage(1, target="any")], entwine="{2}")
    with pytest.raises(CardDefinitionError, match=r"All Twine.*'entwine'.*choose all"):
        Card(name="All Twine", cost="{R}", type_line="Sorcery", oracle="text",
             spell=dsl.Modal("one or both", [dsl.DrawCards(1)], [dsl.GainLife(2)]), entwine="{2}")


def test_702_120a_escalate_needs_more_than_one_mode_chosen():
    with pytest.raises(CardDefinitionError, match=r"Flat Escalate.*'escalate'.*more than one"):
        Card(name="Flat Escalate", cost="{R}", type_line="Sorcery", oracle="text",
             spell=dsl.Modal("one", [dsl.DrawCards(1)], [dsl.GainLife(2)]), escalate="{1}")


def test_702_76a_prowl_needs_creature_types_and_a_cast_card_needs_a_zone():
    with pytest.raises(CardDefinitionError, match=r"Typeless Prowler.*'prowl'.*creature types"):
        Card(name="Typeless Prowler", cost="{1}{U}", type_line="Creature", oracle="text",
             power=1, toughness=1, prowl="{U}")
    with pytest.raises(ValueError, match="give its target a zone"):
        dsl.CastCard(target="creature")
    with pytest.raises(ValueError, match="unknown alternative cost 'buyback'"):
        dsl.AltCostPaid("buyback")
def test_707_10_copy_and_115_7_change_targets_need_a_stack_target():
    with pytest.raises(CardDefinitionError, match=r"Bad Twin.*copy_spell.*on the stack"):
        bolt("Bad Twin", dsl.CopySpell(target="creature"))
    with pytest.raises(CardDefinitionError, match=r"Bad Bend.*change_targets.*on the stack"):
        bolt("Bad Bend", dsl.ChangeTargets(target="permanent"))
    with pytest.raises(CardDefinitionError, match=r"Echo Rings.*copies of abilities"):
        bolt("Echo Rings", dsl.CopySpell(target="activated ability"))
    with pytest.raises(ValueError, match=r"unknown change of targets"):
        dsl.ChangeTargets(how="swap the targets")


def test_702_56a_replicate_and_702_40a_storm_are_checked():
    with pytest.raises(CardDefinitionError, match=r"Hollow Echo.*replicate"):
        Card(name="Hollow Echo", cost="{R}", type_line="Instant", oracle="text",
             keywords=["replicate {X}"], spell=[dsl.DealDamage(1, target="any")])
    with pytest.raises(CardDefinitionError, match=r"Storm Beast.*storm"):
        Card(name="Storm Beast", cost="{R}", type_line="Creature — Beast", oracle="text",
             power=1, toughness=1, keywords=["storm"])


def test_for_each_time_it_was_kicked_needs_multikicker():
    with pytest.raises(CardDefinitionError, match=r"Kickless.*multikicker"):
        Card(name="Kickless", cost="{1}{G}", type_line="Creature — Beast", oracle="t",
             power=2, toughness=2,
             replacements=[dsl.EntersWithCounters("+1/+1", "times kicked")])


def test_snow_symbols_only_in_activation_costs():
    with pytest.raises(CardDefinitionError, match=r"Snowcost.*\{S\}"):
        Card(name="Snowcost", cost="{S}{G}", type_line="Creature — Bear", oracle="t",
             power=2, toughness=2)
    troll = Card(name="Snowpump", cost="{G}", type_line="Snow Creature — Troll", oracle="t",
                 power=1, toughness=1,
                 abilities=[dsl.Activated("{S}: pump", [dsl.Pump(1, 0, subject="self")],
                                          cost="{S}")])
    assert troll.abilities[0].cost == "{S}"


def test_mana_restrictions_name_spells_and_only_mana_abilities_have_them():
    with pytest.raises(CardDefinitionError, match=r"Badspend"):
        Card(name="Badspend", cost="{G}", type_line="Creature — Elf", oracle="t",
             power=1, toughness=1,
             abilities=[dsl.ManaAbility("G", spend_only="no such spells")])


def test_minus_x_loyalty_ability_parses_and_amount_x_needs_an_x_cost():
    ab = dsl.Loyalty("[\u2212X]: Deal X.", [dsl.DealDamage(dsl.Amount("x"), target="any")])
    assert ab.loyalty == 0 and ab.loyalty_x
    with pytest.raises(CardDefinitionError, match=r"needs \{X\} or \[\u2212X\]"):
        Card(name="Plusx", cost="{3}", type_line="Planeswalker — Test", oracle="t", loyalty=3,
             abilities=[dsl.Loyalty("[+1]: Deal X.",
                                    [dsl.DealDamage(dsl.Amount("x"), target="any")])])


def test_605_1a_several_kinds_of_mana_only_from_a_mana_ability():
    """"When this creature enters, add {R}{G}." (Burning-Tree Emissary) is a triggered
    ability, not a mana ability (605.1a, 605.5a): the engine adds one kind of mana from it
    at a time, so the DSL refuses several kinds there (the compiler then records the card
    as not built) instead of the engine writing past the mana pool."""
    import pytest
    from mtgcore.cards.dsl import AddMana, Card, OnEnter, Triggered
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="only for mana abilities"):
        Card(name="Test Emissary", cost="{R}", type_line="Creature — Elemental", power=2,
             toughness=2, abilities=[Triggered("When this creature enters, add {R}{G}.", OnEnter(),
                                               [AddMana("RG")])])
    with pytest.raises(CardDefinitionError, match="a spell adds mana of one kind"):
        Card(name="Test Ritual", cost="{R}", type_line="Instant", spell=[AddMana("any")])
    ok = Card(name="Test Rite", cost="{R}", type_line="Sorcery", spell=[AddMana("R", 2)])
    assert ok.spell[0].mana == "R"
