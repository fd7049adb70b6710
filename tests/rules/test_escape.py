"""Escape (CR 702.138a): an alternative cost (118.9) paid to cast the card from its
owner's graveyard, "exile N other cards from your graveyard" chosen one card at a
time as it is cast (601.2b) and paid with the mana (601.2h): Satyr's Cunning."""

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


from _costs import lands as _lands  # noqa: E402


def _escape_labels(s):
    return [a.label for a in s.game.legal_actions() if "escape" in a.label.lower()]


def test_702_138a_satyrs_cunning_escapes_from_the_graveyard_exiling_two_other_cards():
    s = Scenario()
    lands = _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    fodder = [s.graveyard("A", "Grizzly Bears"), s.graveyard("A", "Forest")]
    keep = s.graveyard("A", "Island")
    s.start()
    assert _escape_labels(s)
    s.cast("A", cunning, alt="escape", exile=fodder)
    assert all(s.zone(c) == "exile" for c in fodder)   # paid as it is cast (601.2h)
    assert s.zone(keep) == "graveyard"
    assert sum(s.is_tapped(l) for l in lands) == 3      # {2}{R} instead of {R}
    s.resolve()
    satyrs = [c for c in s.permanents("A") if s.name(c) == "Satyr Token"]
    assert len(satyrs) == 1 and "can't block" in s.keywords(satyrs[0])
    # CR 702.138a / 608.2n: an escaped instant or sorcery goes to its owner's graveyard
    # (escape doesn't exile it, unlike flashback 702.34c), to escape again later.
    assert s.zone(cunning) == "graveyard"
    assert s.spells_cast("A") == 1


def test_702_138a_escape_needs_enough_other_cards_in_the_graveyard():
    s = Scenario()
    _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    only = s.graveyard("A", "Forest")  # one other card: the card itself doesn't count
    s.start()
    assert not _escape_labels(s)
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=[only])
    assert s.zone(cunning) == "graveyard" and s.zone(only) == "graveyard"


def test_702_138a_escape_exiles_only_cards_from_the_casters_own_graveyard():
    s = Scenario()
    _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    mine = s.graveyard("A", "Forest")
    theirs = [s.graveyard("B", "Forest"), s.graveyard("B", "Island")]
    s.start()
    assert not _escape_labels(s)  # B's graveyard doesn't count
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=[mine, theirs[0]])
    assert s.zone(cunning) == "graveyard"
    assert all(s.zone(c) == "graveyard" for c in [mine] + theirs)


def test_702_138a_the_same_card_cant_be_exiled_twice_for_the_cost():
    s = Scenario()
    _lands(s, "Mountain", 3)
    cunning = s.graveyard("A", "Satyr's Cunning")
    a = s.graveyard("A", "Forest")
    s.graveyard("A", "Island")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=[a, a])
    assert s.zone(cunning) == "graveyard" and s.zone(a) == "graveyard"


def test_702_138a_escape_keeps_the_cards_timing_and_needs_its_mana():
    s = Scenario()
    _lands(s, "Mountain", 2)  # {2}{R} needs three
    cunning = s.graveyard("A", "Satyr's Cunning")
    fodder = [s.graveyard("A", "Forest"), s.graveyard("A", "Island")]
    s.start()
    assert not _escape_labels(s)
    with pytest.raises(IllegalActionError):
        s.cast("A", cunning, alt="escape", exile=fodder)
    s2 = Scenario()
    _lands(s2, "Mountain", 3)
    c2 = s2.graveyard("A", "Satyr's Cunning")
    f2 = [s2.graveyard("A", "Forest"), s2.graveyard("A", "Island")]
    s2.start(turn=2, step="upkeep")  # a sorcery: A's main phase only (307.1)
    with pytest.raises(IllegalActionError):
        s2.cast("A", c2, alt="escape", exile=f2)
    assert s2.zone(c2) == "graveyard"


def test_702_138a_from_hand_satyrs_cunning_is_cast_for_its_mana_cost():
    s = Scenario()
    mountain = s.battlefield("A", "Mountain")
    cunning = s.hand("A", "Satyr's Cunning")
    s.start()
    assert not _escape_labels(s)  # escape works only from the graveyard
    s.cast("A", cunning)
    s.resolve()
    assert s.is_tapped(mountain)
    assert s.zone(cunning) == "graveyard"


def test_702_138a_escape_cost_must_name_the_cards_to_exile():
    from mtgcore.cards.dsl import Card, DrawCards
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="escape"):
        Card(name="Bad Escape", cost="{R}", type_line="Sorcery", oracle="Draw a card.",
             spell=[DrawCards(1)], escape="{2}{R}, Exile some cards")


# ---- 702.138b-c: "escaped", "escapes with" ------------------------------------

def _no_land(s, land=None):
    """Uro's two enters triggers (the sacrifice one put on the stack first, so it
    resolves last), then its "you may put a land card": ``land``, or none."""
    while s.pending is not None:
        labels = s.pending.options
        if labels[0].startswith("put on the stack"):
            s.choose("A", 0)
        elif s.pending.kind == "yes_no":
            s.choose("A", "yes" if land is not None else "no")
        else:
            s.choose("A", land)


def _graveyard_fodder(s, n, player="A"):
    return [s.graveyard(player, "Forest") for _ in range(n)]


def test_702_138b_uro_that_escaped_stays_on_the_battlefield():
    s = Scenario()
    _lands(s, "Forest", 2)
    _lands(s, "Island", 2)
    uro = s.graveyard("A", "Uro, Titan of Nature's Wrath")
    fodder = _graveyard_fodder(s, 5)
    s.library("A", "Island")
    s.start()
    s.cast("A", uro, alt="escape", exile=fodder)
    s.resolve()  # the spell, then both enters triggers (the land: none put)
    _no_land(s)
    assert s.zone(uro) == "battlefield"  # 702.138b: it escaped, so it isn't sacrificed
    assert s.life("A") == 23 and s.hand_size("A") == 1


def test_702_138b_uro_cast_from_hand_is_sacrificed_as_it_didnt_escape():
    s = Scenario()
    _lands(s, "Forest", 2)
    _lands(s, "Island", 1)
    uro = s.hand("A", "Uro, Titan of Nature's Wrath")
    land = s.hand("A", "Forest")
    s.library("A", "Island")
    s.start()
    s.cast("A", uro)
    s.resolve()
    _no_land(s, land)  # the other trigger still gives the land drop
    assert s.zone(uro) == "graveyard"
    assert s.zone(land) == "battlefield"
    assert s.life("A") == 23


def test_702_138c_ox_of_agonas_escapes_with_a_counter():
    s = Scenario()
    _lands(s, "Mountain", 2)
    ox = s.graveyard("A", "Ox of Agonas")
    fodder = _graveyard_fodder(s, 8)
    for _ in range(3):
        s.library("A", "Island")
    s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", ox, alt="escape", exile=fodder)
    s.resolve()
    assert s.zone(ox) == "battlefield"
    assert s.counters(ox) == {"+1/+1": 1}
    assert (s.power(ox), s.toughness(ox)) == (5, 3)
    assert s.hand_size("A") == 3  # discarded the Bears, drew three


def test_702_138c_ox_of_agonas_cast_from_hand_enters_without_the_counter():
    s = Scenario()
    _lands(s, "Mountain", 5)
    ox = s.hand("A", "Ox of Agonas")
    for _ in range(3):
        s.library("A", "Island")
    s.start()
    s.cast("A", ox)
    s.resolve()
    assert s.zone(ox) == "battlefield" and s.counters(ox) == {}
    assert (s.power(ox), s.toughness(ox)) == (4, 2)


def test_702_138c_voracious_typhon_escapes_with_three_counters():
    s = Scenario()
    _lands(s, "Forest", 7)
    typhon = s.graveyard("A", "Voracious Typhon")
    fodder = _graveyard_fodder(s, 4)
    s.start()
    s.cast("A", typhon, alt="escape", exile=fodder)
    s.resolve()
    assert s.counters(typhon) == {"+1/+1": 3}
    assert (s.power(typhon), s.toughness(typhon)) == (7, 7)


def test_702_138c_escapes_with_needs_an_escape_cost():
    from mtgcore.cards.dsl import Card, EscapesWithCounters
    from mtgcore.errors import CardDefinitionError
    with pytest.raises(CardDefinitionError, match="escape"):
        Card(name="Bad Typhon", cost="{2}{G}{G}", type_line="Creature — Beast", power=4,
             toughness=4, oracle="This creature escapes with three +1/+1 counters on it.",
             replacements=[EscapesWithCounters("+1/+1", 3, "This creature escapes with three "
                                                           "+1/+1 counters on it.")])


def test_702_138a_cling_to_dust_exiles_a_creature_card_and_gains_3_life():
    s = Scenario()
    s.battlefield("A", "Swamp")
    cling = s.hand("A", "Cling to Dust")
    bears = s.graveyard("B", "Grizzly Bears")
    s.library("A", "Island")
    s.start()
    s.cast("A", cling, [bears])
    s.resolve()
    assert s.zone(bears) == "exile"
    assert s.life("A") == 23 and s.hand_size("A") == 0  # "otherwise" didn't happen


def test_702_138a_cling_to_dust_escapes_and_draws_for_a_noncreature_card():
    s = Scenario()
    _lands(s, "Swamp", 4)
    cling = s.graveyard("A", "Cling to Dust")
    fodder = _graveyard_fodder(s, 5)
    island = s.graveyard("B", "Island")
    s.library("A", "Island")
    s.start(turn=2, step="upkeep")  # an instant: on the opponent's turn too
    s.cast("A", cling, [island], alt="escape", exile=fodder)
    s.resolve()
    assert s.zone(island) == "exile"
    assert s.life("A") == 20 and s.hand_size("A") == 1
    assert s.zone(cling) == "graveyard"  # 702.138a: escape doesn't exile it


def test_702_138c_pharikas_spawn_escapes_with_counters_and_its_linked_trigger():
    s = Scenario()
    _lands(s, "Swamp", 6)
    spawn = s.graveyard("A", "Pharika's Spawn")
    fodder = _graveyard_fodder(s, 3)
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", spawn, alt="escape", exile=fodder)
    s.resolve()
    assert s.counters(spawn) == {"+1/+1": 2}
    assert s.zone(bears) == "graveyard"  # "When it enters this way": B sacrificed it


def test_702_138c_pharikas_spawn_cast_from_hand_didnt_enter_that_way():
    s = Scenario()
    _lands(s, "Swamp", 4)
    spawn = s.hand("A", "Pharika's Spawn")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", spawn)
    s.resolve()
    assert s.zone(spawn) == "battlefield" and s.counters(spawn) == {}
    assert s.zone(bears) == "battlefield"  # no trigger
