"""Costs of casting (CR 601.2b, 601.2f-h, 118.8-9): kicker (702.33), additional costs,
flashback (702.34), and the total cost locked in before paying."""

import random

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


from _costs import lands as _lands  # noqa: E402


def _tapped(s, cards):
    return sum(s.is_tapped(c) for c in cards)


# ---- kicker (702.33) ------------------------------------------------------------------

def test_702_33d_kicked_spell_does_its_kicked_part():
    s = Scenario()
    islands = _lands(s, "Island", 4)
    roil = s.hand("A", "Into the Roil")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Island"] * 2)
    s.start()
    s.cast("A", roil, targets=[bears], kicked=True)
    assert _tapped(s, islands) == 4  # 601.2f: {1}{U} plus the kicker {1}{U}
    s.resolve()
    assert s.zone(bears) == "hand" and s.hand_size("A") == 1


def test_702_33a_unkicked_spell_skips_its_kicked_part():
    s = Scenario()
    islands = _lands(s, "Island", 4)
    roil = s.hand("A", "Into the Roil")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Island"] * 2)
    s.start()
    s.cast("A", roil, targets=[bears])
    assert _tapped(s, islands) == 2
    s.resolve()
    assert s.zone(bears) == "hand" and s.hand_size("A") == 0


def test_702_33d_kicked_instead_burst_lightning_deals_4():
    s = Scenario()
    _lands(s, "Mountain", 5)
    bolt = s.hand("A", "Burst Lightning")
    s.start()
    s.cast("A", bolt, targets=["B"], kicked=True)
    s.resolve()
    assert s.life("B") == 16


def test_702_33d_unkicked_burst_lightning_deals_2():
    s = Scenario()
    _lands(s, "Mountain", 5)
    bolt = s.hand("A", "Burst Lightning")
    s.start()
    s.cast("A", bolt, targets=["B"])
    s.resolve()
    assert s.life("B") == 18


def test_601_2b_kicker_not_offered_when_it_cant_be_paid():
    s = Scenario()
    _lands(s, "Mountain", 4)
    bolt = s.hand("A", "Burst Lightning")
    s.start()
    with pytest.raises(IllegalActionError, match="kicker"):
        s.cast("A", bolt, targets=["B"], kicked=True)
    assert s.zone(bolt) == "hand"
    g = s.game
    g.apply([a for a in g.legal_actions() if a.label.startswith("cast Burst")][0])
    assert g.decision.kind == "choose_target"  # no kicker question: {R}{4} can't be paid


# ---- additional costs (118.8) ------------------------------------------------------------

def test_118_8_sacrifice_a_creature_as_additional_cost():
    s = Scenario()
    s.battlefield("A", "Swamp")
    bears = s.battlefield("A", "Grizzly Bears")
    rites = s.hand("A", "Village Rites")
    s.library("A", ["Swamp"] * 3)
    s.start()
    s.cast("A", rites, sacrifice=[bears])
    assert s.zone(bears) == "graveyard"  # paid on casting (601.2h), before resolution
    s.resolve()
    assert s.hand_size("A") == 2


def test_118_8_additional_cost_needs_something_to_pay_it():
    s = Scenario()
    s.battlefield("A", "Swamp")
    rites = s.hand("A", "Village Rites")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", rites)
    assert s.zone(rites) == "hand"


def test_118_8_sacrifice_an_artifact_or_creature_treasure_counts():
    s = Scenario()
    _lands(s, "Swamp", 2)
    sword = s.battlefield("A", "Short Sword")
    dispute = s.hand("A", "Deadly Dispute")
    s.library("A", ["Swamp"] * 3)
    s.start()
    s.cast("A", dispute, sacrifice=[sword])
    s.resolve()
    assert s.zone(sword) == "graveyard" and s.hand_size("A") == 2
    assert any(c.name == "Treasure" for c in s.permanents("A"))


def test_118_8_opponents_creature_cant_pay_a_sacrifice_cost():
    s = Scenario()
    s.battlefield("A", "Swamp")
    theirs = s.battlefield("B", "Grizzly Bears")
    rites = s.hand("A", "Village Rites")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", rites, sacrifice=[theirs])
    assert s.zone(theirs) == "battlefield"


def test_118_8_discard_a_card_as_additional_cost():
    s = Scenario()
    _lands(s, "Mountain", 2)
    voice = s.hand("A", "Tormenting Voice")
    junk = s.hand("A", "Forest")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", voice, discard=junk)
    assert s.zone(junk) == "graveyard"
    s.resolve()
    assert s.hand_size("A") == 2


def test_118_8_discard_cost_cant_use_the_spell_itself():
    s = Scenario()
    _lands(s, "Mountain", 2)
    thrill = s.hand("A", "Thrill of Possibility")
    s.start()
    # the only card in hand is the spell: nothing to discard
    assert not any(a.label.startswith("cast Thrill") for a in s.game.legal_actions())
    with pytest.raises(IllegalActionError):
        s.cast("A", thrill)


def test_118_8_exile_a_creature_card_from_your_graveyard():
    s = Scenario()
    _lands(s, "Island", 3)
    drake = s.hand("A", "Stitched Drake")
    dead = s.graveyard("A", "Grizzly Bears")
    s.graveyard("A", "Island")
    s.start()
    s.cast("A", drake, exile=dead)
    assert s.zone(dead) == "exile"
    s.resolve()
    assert s.zone(drake) == "battlefield"


def test_118_8_no_creature_card_in_graveyard_no_stitched_drake():
    s = Scenario()
    _lands(s, "Island", 3)
    drake = s.hand("A", "Stitched Drake")
    land = s.graveyard("A", "Island")
    s.graveyard("B", "Grizzly Bears")  # not in *your* graveyard
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", drake, exile=land)
    assert s.zone(drake) == "hand"


def test_119_4_pay_life_as_additional_cost():
    s = Scenario()
    _lands(s, "Swamp", 2)
    _lands(s, "Forest", 2, player="B")
    boon = s.hand("A", "Withering Boon")
    bears = s.hand("B", "Grizzly Bears")
    s.start(turn=2)  # B's turn: B casts the Bears, A answers
    s.cast("B", bears)
    s.cast("A", boon, targets=[bears])
    assert s.life("A") == 17  # paid on casting (601.2h)
    s.resolve()
    assert s.zone(bears) == "graveyard"


def test_119_4_cant_pay_more_life_than_you_have():
    s = Scenario()
    _lands(s, "Swamp", 2)
    _lands(s, "Forest", 2, player="B")
    boon = s.hand("A", "Withering Boon")
    bears = s.hand("B", "Grizzly Bears")
    s.set_life("A", 2)
    s.start(turn=2)
    s.cast("B", bears)
    with pytest.raises(IllegalActionError):
        s.cast("A", boon, targets=[bears])
    assert s.life("A") == 2


# ---- flashback (702.34) -----------------------------------------------------------------

def test_702_34a_cast_from_graveyard_for_flashback_cost_then_exiled():
    s = Scenario()
    islands = _lands(s, "Island", 3)
    tt = s.graveyard("A", "Think Twice")
    s.library("A", ["Island"] * 2)
    s.start()
    s.cast("A", tt, flashback=True)
    assert _tapped(s, islands) == 3  # {2}{U}, not {1}{U}
    s.resolve()
    assert s.hand_size("A") == 1 and s.zone(tt) == "exile"


def test_702_34a_flashback_only_from_the_graveyard():
    s = Scenario()
    _lands(s, "Island", 3)
    tt = s.hand("A", "Think Twice")
    s.library("A", ["Island"] * 2)
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", tt, flashback=True)
    s.cast("A", tt)
    s.resolve()
    assert s.zone(tt) == "graveyard"  # cast normally: to the graveyard (608.2n)


def test_702_34c_countered_flashback_spell_is_exiled():
    s = Scenario()
    _lands(s, "Mountain", 5)
    _lands(s, "Island", 2, player="B")
    bolt = s.graveyard("A", "Firebolt")
    cs = s.hand("B", "Counterspell")
    s.start()
    s.cast("A", bolt, targets=["B"], flashback=True)
    s.cast("B", cs, targets=[bolt])
    s.resolve()
    assert s.life("B") == 20 and s.zone(bolt) == "exile"


def test_702_34a_flashback_follows_sorcery_timing():
    s = Scenario()
    _lands(s, "Mountain", 5)
    bolt = s.graveyard("A", "Firebolt")
    s.start(turn=2)  # B's turn
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=["B"], flashback=True)


def test_702_34a_flashback_creates_tokens_with_other_colors_mana():
    s = Scenario()
    s.battlefield("A", "Swamp")
    s.battlefield("A", "Plains")
    souls = s.graveyard("A", "Lingering Souls")
    s.start()
    s.cast("A", souls, flashback=True)
    s.resolve()
    assert sum(c.name.startswith("Spirit") for c in s.permanents("A")) == 2
    assert s.zone(souls) == "exile"


# ---- the total cost (601.2f) and paying it exactly -----------------------------------

_COST_DECK = ["Blaze", "Burst Lightning", "Into the Roil", "Cryptic Command", "Think Twice",
              "Firebolt", "Village Rites", "Tormenting Voice", "Mind Spring", "Earthquake",
              "Izzet Charm", "Fumarole", "Stitched Drake", "Grizzly Bears"]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_601_2f_every_spell_cast_pays_exactly_its_locked_in_total_cost(seed):
    """Random play with basic lands only (one mana each, nothing floats): after each
    cast the lands tapped equal the total cost's mana value (601.2f-h)."""
    rng = random.Random(seed)
    s = Scenario(seed=seed)
    for name in ("Mountain", "Island", "Swamp", "Plains"):
        for p in ("A", "B"):
            for _ in range(3):
                s.battlefield(p, name)
    for p in ("A", "B"):
        s.hand(p, rng.sample(_COST_DECK, 7))
        s.graveyard(p, rng.sample(_COST_DECK, 3))
        s.library(p, ["Island"] * 30)
    s.start()
    g = s.game
    casts = 0
    for _ in range(600):
        if g.is_over:
            break
        acts = g.legal_actions()
        a = rng.choice(acts)
        starting = g.decision.kind == "priority" and a.label.startswith("cast ")
        if starting:
            untapped = {p: sum(not s.is_tapped(c) for c in s.cards(p, "battlefield")
                               if c.name in ("Mountain", "Island", "Swamp", "Plains"))
                        for p in ("A", "B")}
            caster = "AB"[g.decision.player]
            g.apply(a)
            while g.decision.kind in ("choose_mode", "choose_kicker", "choose_x", "choose_target",
                                      "choose_cost", "choose_sacrifice") and not g.is_over:
                g.apply(rng.choice(g.legal_actions()))
            now = sum(not s.is_tapped(c) for c in s.cards(caster, "battlefield")
                      if c.name in ("Mountain", "Island", "Swamp", "Plains"))
            assert untapped[caster] - now == g._g.locked_cost_value()
            casts += 1
        else:
            g.apply(a)
        assert s.check_invariants() == ""
    assert casts > 0


# ---- policies answer every new casting choice (601.2b) ------------------------------

_DECK = """8 Mountain
8 Island
4 Swamp
2 Blaze
2 Burst Lightning
2 Into the Roil
2 Cryptic Command
2 Izzet Charm
2 Think Twice
2 Firebolt
2 Faithless Looting
2 Village Rites
2 Thrill of Possibility
2 Mana Leak
2 Fumarole
2 Stitched Drake
2 Grizzly Bears
2 Sudden Shock
2 Earthquake
2 Withering Boon
6 Island
"""


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_601_2b_policies_play_whole_games_with_every_casting_choice(policy):
    import mtgcore
    kinds = set()
    for seed in range(4):
        g = mtgcore.Game(_DECK, _DECK, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not g.is_over and steps < 20000:
            d = g.decision
            kinds.add(d.kind)
            if policy == "random":
                g.apply(rng.choice(d.actions))
            else:
                g.play("greedy", seed=seed, max_actions=1)
            steps += 1
            if steps % 25 == 0:
                assert g.check_invariants() == ""
        assert g.is_over
    # the announcements were reached and answered
    assert {"choose_mode", "choose_x"} <= kinds


# ---- multikicker: a count the spell and the permanent it becomes carry (702.33c-e) ----

def test_702_33c_multikicker_paid_three_times_and_counters_for_each_kick_614_1c():
    s = Scenario()
    forests = _lands(s, "Forest", 8)
    pack = s.hand("A", "Gnarlid Pack")
    s.start()
    s.cast("A", pack, kicked=3)   # {1}{G} + 3 x {1}{G}
    assert sum(s.is_tapped(f) for f in forests) == 8
    s.resolve()
    assert s.counters(pack) == {"+1/+1": 3}
    assert (s.power(pack), s.toughness(pack)) == (5, 5)
    s.check_invariants()


def test_702_33d_a_multikicker_permanent_cast_unkicked_enters_without_counters():
    s = Scenario()
    _lands(s, "Forest", 8)
    pack = s.hand("A", "Gnarlid Pack")
    s.start()
    s.cast("A", pack)
    s.resolve()
    assert s.counters(pack) == {} and (s.power(pack), s.toughness(pack)) == (2, 2)


def test_601_2b_multikicker_is_offered_only_as_often_as_it_can_be_paid():
    s = Scenario()
    _lands(s, "Forest", 5)
    pack = s.hand("A", "Gnarlid Pack")
    s.start()
    with pytest.raises(IllegalActionError, match="kicker 2 time"):
        s.cast("A", pack, kicked=2)   # {1}{G} + 2 x {1}{G} = 6 mana; 5 lands
    assert s.zone(pack) == "hand"
    s.cast("A", pack, kicked=1)
    s.resolve()
    assert s.counters(pack) == {"+1/+1": 1}


def test_702_33e_607_2_an_enters_trigger_reads_how_many_times_its_spell_was_kicked():
    s = Scenario()
    _lands(s, "Forest", 6)
    wolfbriar = s.hand("A", "Wolfbriar Elemental")
    s.start()
    s.cast("A", wolfbriar, kicked=2)  # {2}{G}{G} + {G}{G}
    s.resolve()                       # the spell, then its enters trigger
    wolves = [c for c in s.permanents("A") if s.name(c) == "Wolf Token"]
    assert len(wolves) == 2 and all((s.power(w), s.toughness(w)) == (2, 2) for w in wolves)
    s.check_invariants()


def test_702_33e_a_permanent_put_onto_the_battlefield_was_not_kicked():
    s = Scenario()
    wolfbriar = s.battlefield("A", "Wolfbriar Elemental")
    s.start()
    assert [c for c in s.permanents("A") if s.name(c) == "Wolf Token"] == []
    assert s.zone(wolfbriar) == "battlefield"


def test_702_33c_613_4c_joraga_warcaller_counters_pump_other_elves():
    s = Scenario()
    _lands(s, "Forest", 5)
    elves = s.battlefield("A", "Llanowar Elves")   # an Elf Druid
    bears = s.battlefield("A", "Grizzly Bears")
    theirs = s.battlefield("B", "Llanowar Elves")
    joraga = s.hand("A", "Joraga Warcaller")
    s.start()
    s.cast("A", joraga, kicked=2)   # {G} + 2 x {1}{G}
    s.resolve()
    assert s.counters(joraga) == {"+1/+1": 2} and (s.power(joraga), s.toughness(joraga)) == (3, 3)
    assert (s.power(elves), s.toughness(elves)) == (3, 3)    # +1/+1 per counter
    assert (s.power(bears), s.toughness(bears)) == (2, 2)    # not an Elf
    assert (s.power(theirs), s.toughness(theirs)) == (1, 1)  # not yours
    s.check_invariants()


def test_613_4c_joraga_warcallers_pump_follows_the_counters_it_has_now():
    s = Scenario()
    _lands(s, "Forest", 5)
    _lands(s, "Swamp", 4)
    elves = s.battlefield("A", "Llanowar Elves")
    joraga = s.hand("A", "Joraga Warcaller")
    snuffers = s.hand("A", "Soul Snuffers")  # enters: a -1/-1 counter on each creature
    s.start()
    s.cast("A", joraga, kicked=2)
    s.resolve()
    assert s.power(elves) == 3
    s.cast("A", snuffers)
    s.resolve()
    # 704.5q: Joraga's +1/+1 and -1/-1 counters annihilate; one +1/+1 counter is left.
    assert s.counters(joraga) == {"+1/+1": 1}
    assert s.zone(elves) == "battlefield" and (s.power(elves), s.toughness(elves)) == (1, 1)
    s.check_invariants()
