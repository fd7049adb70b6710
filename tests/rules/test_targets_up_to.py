"""A variable number of targets (CR 115.1d, 601.2c): "up to N target ..." and "N
target ...", one instance of the word "target" choosing several objects, each at
most once (115.3); zero chosen leaves the parts of the effect on them undone
(608.2b) while the spell still resolves."""

import pytest

from mtgcore.cards.dsl import Card, Pump, SetIt, Tap, Target, UpTo, compile_cards
from mtgcore.errors import CardDefinitionError, IllegalActionError
from mtgcore.testing import Scenario


def _islands(s, player, n):
    for _ in range(n):
        s.battlefield(player, "Island")


def _plains(s, player, n):
    for _ in range(n):
        s.battlefield(player, "Plains")


def test_601_2c_up_to_one_target_may_choose_none():
    """601.2c: "up to two" lets the caster choose no target at all; the spell is
    cast and resolves, and only the parts that need no target happen."""
    s = Scenario()
    _plains(s, "A", 2)
    bears = s.battlefield("A", "Grizzly Bears")
    tactics = s.hand("A", "Tandem Tactics")
    s.start()
    s.cast("A", tactics, targets=[None])
    assert s.stack and s.stack[0].startswith("Tandem Tactics")
    s.resolve()
    assert s.life("A") == 22                 # "You gain 2 life." still happens
    assert (s.power(bears), s.toughness(bears)) == (2, 2)
    assert s.zone(tactics) == "graveyard"


def test_601_2c_up_to_n_castable_with_no_legal_target():
    """601.2c: the number of targets is chosen by the caster; a spell with only
    "up to N" targets is castable with nothing to target (a plain target is not)."""
    s = Scenario()
    _islands(s, "A", 4)
    void = s.hand("A", "Into the Void")
    s.start()
    s.cast("A", void)
    s.resolve()
    assert s.zone(void) == "graveyard"


def test_115_1d_up_to_two_target_creatures_each_affected():
    s = Scenario()
    _plains(s, "A", 2)
    bears = s.battlefield("A", "Grizzly Bears")
    other = s.battlefield("B", "Grizzly Bears")
    tactics = s.hand("A", "Tandem Tactics")
    s.start()
    s.cast("A", tactics, targets=[bears, other])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (3, 4)
    assert (s.power(other), s.toughness(other)) == (3, 4)
    assert s.life("A") == 22


def test_115_3_one_instance_of_target_chooses_an_object_once():
    """115.3: the same object can't be chosen twice for one word "target"."""
    s = Scenario()
    _plains(s, "A", 2)
    bears = s.battlefield("A", "Grizzly Bears")
    other = s.battlefield("B", "Grizzly Bears")
    tactics = s.hand("A", "Tandem Tactics")
    s.start()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        s.cast("A", tactics, targets=[bears, bears])
    assert s.zone(tactics) == "hand"         # the failed cast changed nothing (732)
    s.cast("A", tactics, targets=[bears])
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (3, 4)   # pumped once, not twice
    assert (s.power(other), s.toughness(other)) == (2, 2)


def test_601_2c_nothing_left_to_choose_for_up_to_n_chooses_no_more():
    """With one creature, "up to two target creatures" has nothing left after it:
    the second is not asked (the only choice is none)."""
    s = Scenario()
    _plains(s, "A", 2)
    bears = s.battlefield("A", "Grizzly Bears")
    tactics = s.hand("A", "Tandem Tactics")
    s.start()
    with pytest.raises(IllegalActionError, match="needs fewer targets"):
        s.cast("A", tactics, targets=[bears, bears])
    s.cast("A", tactics, targets=[bears])
    assert s.decision == "priority"
    s.resolve()
    assert (s.power(bears), s.toughness(bears)) == (3, 4)


def test_115_1d_up_to_three_fewer_chosen():
    s = Scenario()
    s.battlefield("A", "Forest")
    _plains(s, "A", 2)
    a = s.battlefield("A", "Grizzly Bears")
    b = s.battlefield("A", "Grizzly Bears")
    c = s.battlefield("A", "Grizzly Bears")
    reap = s.hand("A", "Reap What Is Sown")
    s.start()
    s.cast("A", reap, targets=[a, b])
    s.resolve()
    assert s.counters(a) == {"+1/+1": 1} and s.counters(b) == {"+1/+1": 1}
    assert s.counters(c) == {}


def test_608_2b_an_illegal_one_of_up_to_two_the_other_still_affected():
    """608.2b: a target that is illegal as the spell resolves is not affected; the
    spell resolves because another of its targets is still legal."""
    s = Scenario()
    _islands(s, "A", 4)
    s.battlefield("B", "Mountain")
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Grizzly Bears")
    void = s.hand("A", "Into the Void")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", void, targets=[bears, theirs])
    s.cast("B", bolt, targets=[bears])       # in response: one target dies
    s.resolve()
    assert s.zone(bears) == "graveyard"
    s.resolve()
    assert s.zone(theirs) == "hand"


def test_608_2b_every_chosen_target_illegal_it_does_not_resolve():
    s = Scenario()
    _plains(s, "A", 2)
    s.battlefield("B", "Mountain")
    bears = s.battlefield("A", "Grizzly Bears")
    tactics = s.hand("A", "Tandem Tactics")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", tactics, targets=[bears])
    s.cast("B", bolt, targets=[bears])
    s.resolve()
    s.resolve()
    assert s.life("A") == 20                 # it didn't resolve: no life gained
    assert s.zone(tactics) == "graveyard"


def test_601_2c_example_two_targets_need_two_different_legal_targets():
    """"Destroy two target enchantments" needs two different legal choices (115.3):
    with one enchantment on the battlefield it can't be cast."""
    s = Scenario()
    _plains(s, "A", 2)
    s.battlefield("B", "Intangible Virtue")
    quiet = s.hand("A", "Peace and Quiet")
    s.start()
    with pytest.raises(IllegalActionError, match="cannot cast Peace and Quiet"):
        s.cast("A", quiet, targets=[])


def test_601_2c_two_target_enchantments_destroys_both():
    s = Scenario()
    _plains(s, "A", 2)
    one = s.battlefield("B", "Intangible Virtue")
    two = s.battlefield("B", "Bad Moon")
    quiet = s.hand("A", "Peace and Quiet")
    s.start()
    with pytest.raises(IllegalActionError, match="needs 2 target"):
        s.cast("A", quiet, targets=[one])    # "two": not one
    s.cast("A", quiet, targets=[one, two])
    s.resolve()
    assert s.zone(one) == "graveyard" and s.zone(two) == "graveyard"


def test_115_1d_target_count_is_card_data():
    """The DSL form compiles; a bad count or an effect that can't act on several
    targets is rejected, naming the card and the field."""
    assert Target("creature", up_to=2).bounds() == (0, 2)
    assert UpTo(1, "creature").bounds() == (0, 1)
    assert Target("creature", count=2).bounds() == (2, 2)
    with pytest.raises(ValueError, match="from 1 to 4"):
        Target("creature", up_to=5)
    with pytest.raises(ValueError, match="one of them"):
        Target("creature")
    with pytest.raises(CardDefinitionError, match="Bad Fight.*set_it can.t act on the several"):
        Card(name="Bad Fight", cost="{G}", type_line="Sorcery", oracle="x",
             spell=[Tap(target=UpTo(2, "creature")), SetIt(subject="target:0")])
    with pytest.raises(CardDefinitionError, match="Too Many.*at most 4 targets"):
        Card(name="Too Many", cost="{G}", type_line="Sorcery", oracle="x",
             spell=[Tap(target=UpTo(3, "creature")), Pump(1, 1, target=UpTo(2, "creature"))])
    ok = Card(name="Two Taps", cost="{U}", type_line="Instant", oracle="Tap up to two target creatures.",
              spell=[Tap(target=UpTo(2, "creature"))])
    assert compile_cards([ok])


def _baloth_null_scenario(graveyard):
    s = Scenario()
    for land in ("Swamp", "Forest", "Forest", "Forest", "Forest", "Forest"):
        s.battlefield("A", land)
    cards = [s.graveyard("A", n) for n in graveyard]
    null = s.hand("A", "Baloth Null")
    s.start()
    s.cast("A", null)
    return s, cards


def test_603_3d_a_trigger_with_up_to_n_targets_is_put_on_the_stack_with_none_to_choose():
    """603.3d removes a trigger only if a *required* target can't be chosen; "up to
    two" with an empty graveyard goes on the stack with none and resolves."""
    s, _ = _baloth_null_scenario([])
    s.resolve()
    assert any(line.startswith("resolved: Baloth Null ability") for line in s.log_lines)


def test_603_3d_a_triggers_up_to_two_targets_chosen_as_it_is_put_on_the_stack():
    s, (bears, ogre, virtue) = _baloth_null_scenario(["Grizzly Bears", "Gray Ogre", "Intangible Virtue"])
    s.resolve()                               # the creature spell; its trigger asks for targets
    assert s.decision == "choose_target"
    with pytest.raises(Exception, match="Intangible Virtue"):
        s.choose("A", virtue)                 # not a creature card
    s.choose("A", bears)
    assert s.decision == "choose_target"      # a second, different one, or "done"
    s.choose("A", ogre)
    s.resolve()
    assert s.zone(bears) == "hand" and s.zone(ogre) == "hand" and s.zone(virtue) == "graveyard"
