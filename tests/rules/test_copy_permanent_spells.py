"""A copy of a permanent spell becomes a token as it resolves (CR 608.3f, 707.10f):
it keeps the choices made for the spell (707.10: kicker, alternative costs) and its
copy effect's exceptions (707.9b), is not "created", and ceases to exist when it
leaves the battlefield (707.10a, 704.5d).  Double Major copies a creature spell."""

from mtgcore.testing import Scenario


def _lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def _token_named(s, player, name):
    toks = [c for c in s.permanents(player) if s.name(c) == name and s.is_token(c)]
    assert len(toks) == 1, toks
    return toks[0]


def test_608_3f_a_copy_of_a_creature_spell_becomes_a_token_with_the_spells_kicker():
    s = Scenario()
    _lands(s, "A", "Forest", 7)
    _lands(s, "A", "Island", 1)
    pack = s.hand("A", "Gnarlid Pack")
    major = s.hand("A", "Double Major")
    s.start()
    s.cast("A", pack, kicked=2)  # {1}{G} + {1}{G}{1}{G}
    s.cast("A", major, targets=[pack])
    assert len(s.stack) == 2
    s.resolve()
    token = _token_named(s, "A", "Gnarlid Pack")
    assert s.zone(pack) == "battlefield" and not s.is_token(pack)
    # 707.10: the copy was kicked twice as the spell was (702.33d, 607.2).
    assert s.counters(token) == {"+1/+1": 2} and s.counters(pack) == {"+1/+1": 2}
    assert (s.power(token), s.toughness(token)) == (4, 4)
    assert s.spells_cast("A") == 2  # the copy wasn't cast


def test_707_10a_the_token_a_copied_creature_spell_became_ceases_to_exist_off_the_battlefield():
    s = Scenario()
    forests = _lands(s, "A", "Forest", 3)
    _lands(s, "A", "Island", 1)
    _lands(s, "B", "Mountain", 1)
    bears = s.hand("A", "Grizzly Bears")
    major = s.hand("A", "Double Major")
    bolt = s.hand("B", "Lightning Bolt")
    s.start()
    s.cast("A", bears, pay_with=forests[:2])
    s.cast("A", major, targets=[bears])
    s.resolve()
    token = _token_named(s, "A", "Grizzly Bears")
    s.cast("B", bolt, targets=[token])
    s.resolve()
    # 704.5d: it went to the graveyard and ceased to exist there.
    assert not [c for c in s.cards("A", "graveyard") if s.name(c) == "Grizzly Bears"]
    assert [s.name(c) for c in s.permanents("A") if s.name(c) == "Grizzly Bears"] == ["Grizzly Bears"]
    assert s.check_invariants() == ""


def test_707_10f_double_major_the_token_copy_of_a_legendary_creature_isnt_legendary():
    s = Scenario()
    _lands(s, "A", "Forest", 3)
    _lands(s, "A", "Island", 3)
    uro = s.graveyard("A", "Uro, Titan of Nature's Wrath")
    fodder = [s.graveyard("A", "Forest") for _ in range(5)]
    major = s.hand("A", "Double Major")
    for _ in range(4):
        s.library("A", "Island")
    s.start()
    s.cast("A", uro, alt="escape", exile=fodder)
    s.cast("A", major, targets=[uro])
    s.resolve()
    while s.pending is not None:  # the enters triggers of both, then "you may put a land"
        s.choose("A", 0 if s.pending.kind != "yes_no" else "no")
    s.resolve()
    while s.pending is not None:
        s.choose("A", 0 if s.pending.kind != "yes_no" else "no")
    token = _token_named(s, "A", "Uro, Titan of Nature's Wrath")
    assert "legendary" in s.types(uro) and "legendary" not in s.types(token)  # 707.9b
    # 707.10: the copy was cast with escape as the spell was, so it "escaped" too
    # (702.138b): neither is sacrificed; no legend rule (704.5j) for the token.
    assert s.zone(uro) == "battlefield"
    assert s.life("A") == 26


def test_107_3m_endless_one_enters_with_x_counters():
    s = Scenario()
    _lands(s, "A", "Forest", 3)
    one = s.hand("A", "Endless One")
    s.start()
    s.cast("A", one, x=3)
    s.resolve()
    assert s.counters(one) == {"+1/+1": 3} and (s.power(one), s.toughness(one)) == (3, 3)


def test_202_3e_x_counts_in_the_mana_value_on_the_stack():
    s = Scenario()
    _lands(s, "A", "Forest", 4)
    one = s.hand("A", "Endless One")
    s.start()
    assert s.mana_value(one) == 0        # 202.3e: X is 0 off the stack
    s.cast("A", one, x=4)
    assert s.zone(one) == "stack" and s.mana_value(one) == 4
    s.resolve()
    assert s.zone(one) == "battlefield" and s.mana_value(one) == 0


def test_608_3f_707_10_the_token_copy_of_a_creature_spell_keeps_its_x():
    s = Scenario()
    forests = _lands(s, "A", "Forest", 4)
    _lands(s, "A", "Island", 1)
    one = s.hand("A", "Endless One")
    major = s.hand("A", "Double Major")
    s.start()
    s.cast("A", one, x=3, pay_with=forests[:3])
    s.cast("A", major, targets=[one])
    s.resolve()
    token = _token_named(s, "A", "Endless One")
    # 707.10: the copy has the value of X chosen for the spell; 107.3m: its
    # replacement effect reads that X.
    assert s.counters(token) == {"+1/+1": 3} and s.counters(one) == {"+1/+1": 3}
    assert s.mana_value(token) == 0  # 107.3m: X of the permanent itself is 0


def test_107_3m_enters_with_x_counters_needs_x_in_the_cost():
    import pytest
    from mtgcore.cards.dsl import Card, EntersWithCounters
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="107.3m"):
        Card(name="Bad One", cost="{2}", type_line="Creature — Eldrazi", power=0, toughness=0,
             oracle="This creature enters with X +1/+1 counters on it.",
             replacements=[EntersWithCounters("+1/+1", "X", "This creature enters with X +1/+1 "
                                                            "counters on it.")])
