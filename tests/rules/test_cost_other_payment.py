"""Paying part of a spell's total cost other than with mana (CR 601.2h): convoke
(702.51), delve (702.66), improvise (702.126).  The auto-payer uses mana first and
the other means only for what mana can't pay."""

import random

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.game import DECISION_KINDS
from mtgcore.testing import Scenario

from _whole_games import play_whole_games


from _costs import can_cast as _can_cast, lands as _lands, tapped as _tapped


# ---- convoke (702.51) ---------------------------------------------------------------

def test_702_51a_convoke_red_creatures_pay_red_mana():
    s = Scenario()
    mountains = _lands(s, "Mountain", 2)
    goblins = [s.battlefield("A", "Raging Goblin") for _ in range(2)]
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    s.cast("A", stoke, targets=["B"])  # {2}{R}{R}: two Mountains and two red creatures
    assert _tapped(s, mountains) == 2 and _tapped(s, goblins) == 2
    s.resolve()
    assert s.life("B") == 16


def test_702_51a_convoke_without_any_mana():
    s = Scenario()
    goblins = [s.battlefield("A", "Raging Goblin") for _ in range(2)]
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(2)]
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    s.cast("A", stoke, targets=["B"])  # the goblins pay {R}{R}, the Bears {2}
    assert _tapped(s, goblins + bears) == 4
    s.resolve()
    assert s.life("B") == 16


def test_702_51a_a_creature_pays_only_its_own_color_or_generic():
    s = Scenario()
    [s.battlefield("A", "Grizzly Bears") for _ in range(4)]
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    assert not _can_cast(s, stoke)  # green creatures can't pay {R}{R}


def test_702_51a_mana_first_creatures_stay_untapped_when_lands_pay():
    s = Scenario()
    mountains = _lands(s, "Mountain", 4)
    goblins = [s.battlefield("A", "Raging Goblin") for _ in range(2)]
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    s.cast("A", stoke, targets=["B"])
    assert _tapped(s, mountains) == 4 and _tapped(s, goblins) == 0


def test_702_51a_convoke_a_creature_that_just_entered():
    """Convoke taps without a {T} ability, so summoning sickness (302.6) doesn't stop it."""
    s = Scenario()
    mountains = _lands(s, "Mountain", 4)
    _lands(s, "Forest", 2)
    goblin = s.hand("A", "Raging Goblin")
    bears = s.hand("A", "Grizzly Bears")
    stoke = s.hand("A", "Stoke the Flames")
    s.library("A", ["Mountain"] * 3)
    s.start()
    s.cast("A", goblin)
    s.resolve()
    s.cast("A", bears)
    s.resolve()
    s.cast("A", stoke, targets=["B"])  # the Goblin, which entered this turn, pays {R}
    assert _tapped(s, mountains) == 4 and s.is_tapped(goblin)
    s.resolve()
    assert s.life("B") == 16


def test_702_51b_example_heartless_summoning_siege_wurm():
    """CR 702.51b's example: Heartless Summoning makes Siege Wurm's total cost
    {3}{G}{G}; then up to two green creatures pay {G}{G} and other creatures {1}s."""
    s = Scenario()
    s.battlefield("A", "Heartless Summoning")
    forests = _lands(s, "Forest", 2)
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(2)]  # 1/1 here
    angel = s.battlefield("A", "Serra Angel")
    wurm = s.hand("A", "Siege Wurm")
    s.start()
    s.cast("A", wurm)
    assert _tapped(s, forests) == 2 and _tapped(s, bears) == 2 and s.is_tapped(angel)
    s.resolve()
    assert s.zone(wurm) == "battlefield"


def test_702_51b_convoke_applies_after_the_total_cost_one_forest_short():
    s = Scenario()
    s.battlefield("A", "Heartless Summoning")
    _lands(s, "Forest", 1)
    [s.battlefield("A", "Grizzly Bears") for _ in range(2)]
    s.battlefield("A", "Serra Angel")
    wurm = s.hand("A", "Siege Wurm")
    s.start()
    assert not _can_cast(s, wurm)  # {3}{G}{G}: four payers


# ---- delve (702.66) -------------------------------------------------------------------

def test_702_66a_delve_exiles_graveyard_cards_for_generic():
    s = Scenario()
    islands = _lands(s, "Island", 1)
    s.graveyard("A", ["Grizzly Bears"] * 7)
    cruise = s.hand("A", "Treasure Cruise")
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", cruise)
    assert _tapped(s, islands) == 1
    assert len(s.cards("A", "graveyard")) == 0 and len(s.cards("A", "exile")) == 7
    s.resolve()
    assert s.hand_size("A") == 3


def test_702_66a_delve_only_what_mana_cant_pay():
    s = Scenario()
    islands = _lands(s, "Island", 4)
    s.graveyard("A", ["Grizzly Bears"] * 7)
    cruise = s.hand("A", "Treasure Cruise")
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", cruise)  # {7}{U}: four Islands, four cards
    assert _tapped(s, islands) == 4
    assert len(s.cards("A", "graveyard")) == 3 and len(s.cards("A", "exile")) == 4


def test_702_66a_delve_pays_only_generic_mana():
    s = Scenario()
    s.graveyard("A", ["Grizzly Bears"] * 10)
    cruise = s.hand("A", "Treasure Cruise")
    s.start()
    assert not _can_cast(s, cruise)  # {U} can't be paid by exiling cards


def test_702_66a_delve_uses_only_your_graveyard():
    s = Scenario()
    _lands(s, "Island", 1)
    s.graveyard("A", ["Grizzly Bears"] * 3)
    s.graveyard("B", ["Grizzly Bears"] * 7)
    cruise = s.hand("A", "Treasure Cruise")
    s.start()
    assert not _can_cast(s, cruise)


# ---- improvise (702.126) --------------------------------------------------------------

def test_702_126a_improvise_taps_artifacts_for_generic():
    s = Scenario()
    islands = _lands(s, "Island", 2)
    fountains = [s.battlefield("A", "Fountain of Youth") for _ in range(3)]
    rev = s.hand("A", "Reverse Engineer")
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", rev)  # {3}{U}{U}
    assert _tapped(s, islands) == 2 and _tapped(s, fountains) == 3
    s.resolve()
    assert s.hand_size("A") == 3


def test_702_126a_improvise_artifact_mana_source_makes_mana_instead():
    s = Scenario()
    islands = _lands(s, "Island", 2)
    ring = s.battlefield("A", "Sol Ring")
    fountain = s.battlefield("A", "Fountain of Youth")
    rev = s.hand("A", "Reverse Engineer")
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", rev)  # Sol Ring's {C}{C}, one improvised Fountain, two Islands
    assert _tapped(s, islands) == 2 and s.is_tapped(ring) and s.is_tapped(fountain)


def test_702_126a_improvise_doesnt_tap_creatures():
    s = Scenario()
    _lands(s, "Island", 2)
    [s.battlefield("A", "Grizzly Bears") for _ in range(3)]
    rev = s.hand("A", "Reverse Engineer")
    s.start()
    assert not _can_cast(s, rev)


# ---- every spell pays exactly its total cost ----------------------------------------

_SPELLS = ["Stoke the Flames", "Siege Wurm", "Treasure Cruise", "Reverse Engineer",
           "Lightning Bolt", "Grizzly Bears", "Think Twice", "Blaze"]
_BASICS = ("Mountain", "Island", "Forest")


def _payers(s, p):
    """Untapped lands, untapped other permanents, graveyard size."""
    perms = s.cards(p, "battlefield")
    lands = sum(not s.is_tapped(c) for c in perms if c.name in _BASICS)
    others = sum(not s.is_tapped(c) for c in perms if c.name not in _BASICS)
    return lands, others, len(s.cards(p, "graveyard"))


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_601_2h_every_spell_paid_exactly_with_mana_and_other_means(seed):
    """Random casts: lands tapped + creatures/artifacts tapped + cards exiled from the
    graveyard equal the total cost computed here (601.2f-h)."""
    rng = random.Random(seed)
    s = Scenario(seed=seed)
    for p in ("A", "B"):
        for name in _BASICS:
            for _ in range(rng.randrange(3)):
                s.battlefield(p, name)
        for name in ("Raging Goblin", "Grizzly Bears", "Fountain of Youth", "Serra Angel"):
            for _ in range(rng.randrange(3)):
                s.battlefield(p, name)
        s.hand(p, rng.sample(_SPELLS, 6))
        s.graveyard(p, ["Grizzly Bears"] * rng.randrange(8))
        s.library(p, ["Island"] * 30)
    s.start()
    g = s.game
    other = casts = 0
    for _ in range(400):
        if g.is_over:
            break
        a = rng.choice(g.legal_actions())
        if g.decision.kind == "priority" and a.label.startswith("cast "):
            caster = "AB"[g.decision.player]
            card = next(c for c in s.cards(caster, "hand") + s.cards(caster, "graveyard")
                        if a.label.startswith(f"cast {c.name}"))
            spec = s._lib.cards[card.name]
            mc = spec.flashback if "flashback" in a.label else spec.mana_cost
            lands0, others0, gy0 = _payers(s, caster)
            from_gy = card in s.cards(caster, "graveyard")
            x = 0
            g.apply(a)
            while g.decision.kind in ("choose_x", "choose_target") and not g.is_over:
                b = rng.choice(g.legal_actions())
                if g.decision.kind == "choose_x":
                    x = b.amount
                g.apply(b)
            lands1, others1, gy1 = _payers(s, caster)
            paid = (lands0 - lands1) + (others0 - others1) + (gy0 - gy1 - from_gy)
            assert paid == mc.mana_value + x * mc.x, (card.name, x)
            other += (others0 - others1) + (gy0 - gy1 - from_gy)
            casts += 1
        else:
            g.apply(a)
        assert s.check_invariants() == ""
    assert casts > 0 and other > 0


_DECK = """10 Mountain
8 Island
6 Forest
3 Stoke the Flames
3 Siege Wurm
3 Treasure Cruise
3 Reverse Engineer
3 Thoughtcast
3 Frogmite
3 Fountain of Youth
3 Goblin Electromancer
3 Thalia, Guardian of Thraben
3 Raging Goblin
3 Grizzly Bears
3 Heartless Summoning
"""


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_601_2h_policies_play_whole_games_with_cost_changes_and_other_means(policy):
    log = play_whole_games(_DECK, policy)
    cast = {n for n in ("Stoke the Flames", "Siege Wurm", "Treasure Cruise", "Reverse Engineer")
            if f"cast {n}" in log}
    assert len(cast) >= 3  # spells paid with convoke, delve and improvise were cast


# ---- choosing by hand what pays (601.2h; Scenario.cast(pay_with=...), pay_other) ----

def test_702_51a_convoke_by_hand_taps_the_creatures_named_even_when_lands_could_pay():
    s = Scenario()
    mountains = _lands(s, "Mountain", 4)
    goblins = [s.battlefield("A", "Raging Goblin") for _ in range(2)]
    stoke = s.hand("A", "Stoke the Flames")
    s.start()
    # {2}{R}{R}: the goblins pay {R}{R} (their color), two Mountains the {2}.
    s.cast("A", stoke, targets=["B"], pay_with=goblins + mountains[:2])
    assert _tapped(s, goblins) == 2 and _tapped(s, mountains) == 2
    s.resolve()
    assert s.life("B") == 16
    s.check_invariants()


def test_702_51b_example_by_hand_two_green_and_three_other_creatures_pay_siege_wurm():
    """CR 702.51b's example: total cost {3}{G}{G}; tap up to two green creatures and
    up to three other creatures, and the remainder is paid with mana."""
    s = Scenario()
    s.battlefield("A", "Heartless Summoning")
    forests = _lands(s, "Forest", 2)
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(2)]  # green
    knights = [s.battlefield("A", "Benalish Knight") for _ in range(3)]  # white
    wurm = s.hand("A", "Siege Wurm")
    s.start()
    s.cast("A", wurm, pay_with=bears + knights)   # no mana at all
    assert _tapped(s, bears) == 2 and _tapped(s, knights) == 3 and _tapped(s, forests) == 0
    s.resolve()
    assert s.zone(wurm) == "battlefield"


def test_702_51b_example_by_hand_green_creatures_and_the_remainder_with_mana():
    s = Scenario()
    s.battlefield("A", "Heartless Summoning")
    forests = _lands(s, "Forest", 4)
    bears = [s.battlefield("A", "Grizzly Bears") for _ in range(2)]
    wurm = s.hand("A", "Siege Wurm")
    s.start()
    s.cast("A", wurm, pay_with=bears + forests[:3])  # the Bears {G}{G}, three Forests {3}
    assert _tapped(s, bears) == 2 and _tapped(s, forests) == 3
    s.resolve()
    assert s.zone(wurm) == "battlefield"


def test_702_51a_a_white_creature_pays_generic_but_not_a_green_symbol():
    s = Scenario()
    s.battlefield("A", "Heartless Summoning")
    _lands(s, "Forest", 1)
    bear = s.battlefield("A", "Grizzly Bears")
    knights = [s.battlefield("A", "Benalish Knight") for _ in range(4)]
    wurm = s.hand("A", "Siege Wurm")
    s.start()
    # {3}{G}{G}: three Knights pay {3}; the fourth has nothing left it may pay.
    with pytest.raises(IllegalActionError, match="601.2h"):
        s.cast("A", wurm, pay_with=knights)
    assert s.zone(wurm) == "hand" and _tapped(s, knights) == 0
    with pytest.raises(IllegalActionError, match="choose more"):  # {G}{G}: one Forest
        s.cast("A", wurm, pay_with=knights[:3])
    s.cast("A", wurm, pay_with=knights[:3] + [bear])  # the Bear {G}; mana (the Forest) {G}
    assert _tapped(s, knights) == 3 and all(s.is_tapped(c) for c in s.permanents("A")
                                            if s.name(c) in ("Forest", "Grizzly Bears"))


def test_702_66a_delve_by_hand_exiles_exactly_the_cards_named():
    s = Scenario()
    islands = _lands(s, "Island", 5)
    yard = s.graveyard("A", ["Grizzly Bears"] * 3)
    cruise = s.hand("A", "Treasure Cruise")   # {7}{U}
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", cruise, pay_with=yard)       # three cards pay {3}; mana the rest ({4}{U})
    assert [s.zone(c) for c in yard] == ["exile"] * 3 and _tapped(s, islands) == 5
    s.resolve()
    assert s.hand_size("A") == 3


def test_702_66a_delve_by_hand_with_more_lands_than_needed_still_exiles_the_named_cards():
    s = Scenario()
    islands = _lands(s, "Island", 8)
    yard = s.graveyard("A", ["Grizzly Bears"] * 2)
    cruise = s.hand("A", "Treasure Cruise")
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", cruise, pay_with=[yard[0]])
    assert s.zone(yard[0]) == "exile" and s.zone(yard[1]) == "graveyard"
    assert _tapped(s, islands) == 7


def test_702_126a_improvise_by_hand_taps_the_artifacts_named():
    s = Scenario()
    islands = _lands(s, "Island", 4)
    fountains = [s.battlefield("A", "Fountain of Youth") for _ in range(3)]
    rev = s.hand("A", "Reverse Engineer")    # {3}{U}{U}
    s.library("A", ["Island"] * 5)
    s.start()
    s.cast("A", rev, pay_with=[(fountains[0], "improvise")])
    assert _tapped(s, fountains) == 1 and _tapped(s, islands) == 4
    s.resolve()
    assert s.hand_size("A") == 3


def test_702_126a_improvise_only_pays_generic_mana():
    s = Scenario()
    fountains = [s.battlefield("A", "Fountain of Youth") for _ in range(5)]
    rev = s.hand("A", "Reverse Engineer")
    s.start()
    with pytest.raises(IllegalActionError):   # {U}{U} can't be paid by artifacts
        s.cast("A", rev, pay_with=fountains)
    assert _tapped(s, fountains) == 0 and s.zone(rev) == "hand"


def test_601_2h_the_pay_other_decision_lists_what_may_pay_and_done():
    s = Scenario()
    _lands(s, "Island", 2)
    fountains = [s.battlefield("A", "Fountain of Youth") for _ in range(3)]
    s.hand("A", "Reverse Engineer")
    s.start()
    g = s._g
    g.set_manual_mana(True)   # an agent paying by hand (601.2g-h)
    g.apply(next(a for a in g.legal_actions() if g.label(a).startswith("cast Reverse Engineer")))
    assert DECISION_KINDS[g.decision_kind] == "pay_other"
    # All three Fountains are needed ({3} of {3}{U}{U} with two Islands): no "done" yet.
    labels = [g.label(a) for a in g.legal_actions()]
    assert len(labels) == 3 and all(x.startswith("tap Fountain of Youth") for x in labels)
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    assert [g.label(a) for a in g.legal_actions()] == ["done"]
    g.apply(g.legal_actions()[0])
    assert DECISION_KINDS[g.decision_kind] == "pay_mana"
    assert _tapped(s, fountains) == 3
