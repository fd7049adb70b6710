"""Replacement effects on creating tokens (CR 614.1a, 111.1): "If an effect would create
one or more tokens under your control, it creates twice that many of those tokens
instead." (Anointed Procession, Parallel Lives).  Each applies once to each creation
(616.2), two make four times as many (616.1); token copies are created too; a card
put onto the battlefield, or a copy of a permanent spell becoming a token as it
resolves (608.3f), is not a token being created."""

from mtgcore.testing import Scenario

from _costs import lands, libraries  # noqa: E402


def _tokens(s, player, name=None):
    return [t for t in s.permanents(player) if s.is_token(t) and (name is None or s.name(t) == name)]


def test_614_1a_anointed_procession_creates_twice_that_many_tokens():
    s = Scenario()
    s.battlefield("A", "Anointed Procession")
    lands(s, "Plains", 2)
    alarm = s.hand("A", "Raise the Alarm")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    soldiers = _tokens(s, "A", "Soldier Token")
    assert len(soldiers) == 4
    assert all((s.power(t), s.toughness(t), s.colors(t)) == (1, 1, {"white"}) for t in soldiers)
    s.check_invariants()


def test_616_1_two_token_doublers_each_apply_once_four_times_as_many():
    s = Scenario()
    s.battlefield("A", "Anointed Procession")
    s.battlefield("A", "Parallel Lives")
    lands(s, "Plains", 2)
    alarm = s.hand("A", "Raise the Alarm")
    s.start()
    s.cast("A", alarm)
    s.resolve()
    while s.decision == "choose_replacement":   # 616.1: which applies first (same result)
        s.choose("A", 0)
    assert len(_tokens(s, "A", "Soldier Token")) == 8


def test_614_1a_tokens_under_an_opponents_control_are_not_doubled():
    s = Scenario()
    s.battlefield("A", "Anointed Procession")
    lands(s, "Plains", 2, player="B")
    alarm = s.hand("B", "Raise the Alarm")
    s.start()
    s.pass_priority()
    s.cast("B", alarm)
    s.resolve()
    assert len(_tokens(s, "B", "Soldier Token")) == 2 and _tokens(s, "A") == []


def test_111_1_an_embalmed_token_copy_is_created_so_it_is_doubled():
    s = Scenario()
    libraries(s)
    s.battlefield("A", "Anointed Procession")
    cat = s.graveyard("A", "Sacred Cat")
    lands(s, "Plains", 1)
    s.start()
    s.activate("A", cat)
    s.resolve()
    cats = _tokens(s, "A", "Sacred Cat")
    assert len(cats) == 2
    assert all(s.colors(t) == {"white"} and "zombie" in s.types(t) and s.mana_value(t) == 0 for t in cats)


def test_614_1a_a_card_returned_to_the_battlefield_is_not_a_token_created():
    s = Scenario()
    libraries(s)
    s.battlefield("A", "Anointed Procession")
    skel = s.graveyard("A", "Reassembling Skeleton")
    lands(s, "Swamp", 2)
    s.start()
    s.activate("A", skel)
    s.resolve()
    assert s.zone(skel) == "battlefield"
    assert [c for c in s.permanents("A") if s.name(c) == "Reassembling Skeleton"] == [skel]


def test_608_3f_a_copy_of_a_permanent_spell_becoming_a_token_is_not_created():
    """608.3f: the token a copy of a permanent spell becomes "is not 'created' for the
    purposes of any rules or effects that refer to creating a token": Double Major's
    copy of Grizzly Bears is one token under Anointed Procession, not two."""
    s = Scenario()
    s.battlefield("A", "Anointed Procession")
    lands(s, "Forest", 3)
    lands(s, "Island", 1)
    bears = s.hand("A", "Grizzly Bears")
    major = s.hand("A", "Double Major")
    s.start()
    s.cast("A", bears)
    s.cast("A", major, targets=[bears])
    s.resolve()
    assert len(_tokens(s, "A", "Grizzly Bears")) == 1 and s.zone(bears) == "battlefield"


def test_614_1a_603_7_kiki_jiki_with_parallel_lives_both_tokens_are_sacrificed():
    # "Sacrifice it at the beginning of the next end step": "it" is each token the
    # effect made, the one Parallel Lives added too (614.1a; the 707.10e-style rulings
    # of token doublers) -- one delayed trigger for the set.
    s = Scenario()
    libraries(s)
    s.battlefield("A", "Parallel Lives")
    kiki = s.battlefield("A", "Kiki-Jiki, Mirror Breaker")
    bears = s.battlefield("A", "Grizzly Bears")
    s.start()
    s.activate("A", kiki, 0, targets=[bears])
    s.resolve()
    toks = _tokens(s, "A", "Grizzly Bears")
    assert len(toks) == 2 and all("haste" in s.keywords(t) for t in toks)
    s.advance("end_step")
    assert len(s.stack) == 1                     # one delayed trigger (603.7c)
    s.resolve()
    assert _tokens(s, "A") == []
    assert s.zone(bears) == "battlefield" and s.zone(kiki) == "battlefield"
    s.check_invariants()
