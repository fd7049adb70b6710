"""Cost increases and reductions (CR 601.2f, 118.7): statics of permanents (Thalia,
Goblin Electromancer, Grand Arbiter Augustin IV, Sphere of Resistance, Thunderscape
Familiar), a spell's own reductions (Ghoultree; Thrasta, Tempest's Roar, per other
spell cast this turn) and affinity (702.41a)."""

import random

import pytest

from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario


from _costs import can_cast as _can_cast, lands as _lands, tapped as _tapped


# ---- increases (601.2f) ---------------------------------------------------------------

def test_601_2f_thalia_noncreature_spells_cost_1_more():
    s = Scenario()
    mountains = _lands(s, "Mountain", 2)
    s.battlefield("B", "Thalia, Guardian of Thraben")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert _tapped(s, mountains) == 2  # {R} plus Thalia's {1}
    s.resolve()
    assert s.life("B") == 17


def test_601_2f_thalia_tax_makes_a_spell_uncastable():
    s = Scenario()
    _lands(s, "Mountain", 1)
    s.battlefield("B", "Thalia, Guardian of Thraben")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert not _can_cast(s, bolt)
    with pytest.raises(IllegalActionError):
        s.cast("A", bolt, targets=["B"])
    assert s.zone(bolt) == "hand"


def test_601_2f_thalia_doesnt_tax_creature_spells():
    s = Scenario()
    forests = _lands(s, "Forest", 2)
    s.battlefield("B", "Thalia, Guardian of Thraben")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert _tapped(s, forests) == 2


def test_601_2f_sphere_of_resistance_taxes_every_spell_even_its_controllers():
    s = Scenario()
    forests = _lands(s, "Forest", 3)
    s.battlefield("A", "Sphere of Resistance")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert _tapped(s, forests) == 3


def test_601_2f_two_increases_add_up():
    s = Scenario()
    mountains = _lands(s, "Mountain", 3)
    s.battlefield("B", "Thalia, Guardian of Thraben")
    s.battlefield("B", "Sphere of Resistance")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert _tapped(s, mountains) == 3  # {2}{R}


def test_601_2f_grand_arbiter_taxes_only_opponents_spells():
    s = Scenario()
    forests = _lands(s, "Forest", 3)
    s.battlefield("B", "Grand Arbiter Augustin IV")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert _tapped(s, forests) == 3  # {1}{G} plus {1}


# ---- reductions (601.2f, 118.7a) ------------------------------------------------------

def test_601_2f_electromancer_instants_you_cast_cost_1_less():
    s = Scenario()
    islands = _lands(s, "Island", 1)
    s.battlefield("A", "Goblin Electromancer")
    think = s.hand("A", "Think Twice")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", think)  # {1}{U} - {1}
    assert _tapped(s, islands) == 1
    s.resolve()
    assert s.hand_size("A") == 1


def test_601_2f_electromancer_doesnt_reduce_opponents_or_creature_spells():
    s = Scenario()
    forests = _lands(s, "Forest", 2)
    s.battlefield("A", "Goblin Electromancer")
    s.battlefield("B", "Goblin Electromancer")
    bears = s.hand("A", "Grizzly Bears")
    s.start()
    s.cast("A", bears)
    assert _tapped(s, forests) == 2


def test_118_7a_generic_reduction_cant_reduce_colored_mana():
    s = Scenario()
    s.battlefield("A", "Goblin Electromancer")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert not _can_cast(s, bolt)  # {R} stays {R}: nothing generic to reduce


def test_601_2f_grand_arbiter_white_spells_cost_1_less():
    s = Scenario()
    plains = _lands(s, "Plains", 4)
    s.battlefield("A", "Grand Arbiter Augustin IV")
    angel = s.hand("A", "Serra Angel")
    s.start()
    s.cast("A", angel)  # {3}{W}{W} - {1}
    assert _tapped(s, plains) == 4


def test_601_2f_increases_apply_before_reductions():
    """Thalia's {1} more and Electromancer's {1} less: Lightning Bolt costs {R}.
    Reducing first ({R} can't lose generic) and then adding would make it {1}{R}."""
    s = Scenario()
    mountains = _lands(s, "Mountain", 1)
    s.battlefield("A", "Goblin Electromancer")
    s.battlefield("B", "Thalia, Guardian of Thraben")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=["B"])
    assert _tapped(s, mountains) == 1
    s.resolve()
    assert s.life("B") == 17


def test_601_2f_example_altars_reap_sacrificing_the_familiar_still_costs_b():
    """CR 601.2h's example: the total cost is locked in before it is paid, so
    sacrificing Thunderscape Familiar (black spells you cast cost {1} less) to
    Altar's Reap still pays {B}, not {1}{B}."""
    s = Scenario()
    swamps = _lands(s, "Swamp", 1)
    familiar = s.battlefield("A", "Thunderscape Familiar")
    reap = s.hand("A", "Altar's Reap")
    s.library("A", ["Swamp"] * 3)
    s.start()
    s.cast("A", reap, sacrifice=[familiar])
    assert _tapped(s, swamps) == 1
    assert s.zone(familiar) == "graveyard"
    s.resolve()
    assert s.hand_size("A") == 2


def test_601_2f_familiar_doesnt_reduce_red_spells():
    s = Scenario()
    _lands(s, "Mountain", 1)
    s.battlefield("A", "Thunderscape Familiar")
    s.battlefield("B", "Thalia, Guardian of Thraben")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    assert not _can_cast(s, bolt)  # {1}{R}: the Familiar reduces black and green only


def test_613_1f_turn_to_frog_on_thalia_then_bolt_costs_r():
    s = Scenario()
    lands = _lands(s, "Island", 3) + _lands(s, "Mountain", 1)
    thalia = s.battlefield("B", "Thalia, Guardian of Thraben")
    frog = s.hand("A", "Turn to Frog")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", frog, targets=[thalia])
    s.resolve()
    assert _tapped(s, lands) == 3
    s.cast("A", bolt, targets=["B"])  # the last Mountain pays {R}: no tax any more
    assert _tapped(s, lands) == 4


# ---- X, kicker and flashback with changes (601.2f) -------------------------------------

def test_601_2f_reduction_applies_to_x_the_most_x_offered():
    s = Scenario()
    mountains = _lands(s, "Mountain", 3)
    s.battlefield("A", "Goblin Electromancer")
    blaze = s.hand("A", "Blaze")
    s.start()
    s.cast("A", blaze, targets=["B"], x=3)  # {3}{R} - {1} = {2}{R}
    assert _tapped(s, mountains) == 3
    s.resolve()
    assert s.life("B") == 17


def test_601_2f_x_too_large_for_the_reduced_cost_is_refused():
    s = Scenario()
    _lands(s, "Mountain", 3)
    s.battlefield("A", "Goblin Electromancer")
    blaze = s.hand("A", "Blaze")
    s.start()
    with pytest.raises(IllegalActionError):
        s.cast("A", blaze, targets=["B"], x=4)
    assert s.zone(blaze) == "hand"


def test_601_2f_kicked_spell_reduced():
    s = Scenario()
    islands = _lands(s, "Island", 3)
    s.battlefield("A", "Goblin Electromancer")
    roil = s.hand("A", "Into the Roil")
    bears = s.battlefield("B", "Grizzly Bears")
    s.library("A", ["Island"] * 2)
    s.start()
    s.cast("A", roil, targets=[bears], kicked=True)  # {1}{U}{1}{U} - {1}
    assert _tapped(s, islands) == 3
    s.resolve()
    assert s.zone(bears) == "hand" and s.hand_size("A") == 1


def test_601_2f_flashback_cost_is_reduced_too():
    s = Scenario()
    islands = _lands(s, "Island", 2)
    s.battlefield("A", "Goblin Electromancer")
    think = s.graveyard("A", "Think Twice")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", think, flashback=True)  # {2}{U} - {1}
    assert _tapped(s, islands) == 2


def test_601_2f_pay_with_checks_the_locked_in_total():
    s = Scenario()
    mountains = _lands(s, "Mountain", 2)
    s.battlefield("B", "Thalia, Guardian of Thraben")
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    with pytest.raises(IllegalActionError, match="cannot pay"):
        s.cast("A", bolt, targets=["B"], pay_with=[mountains[0]])
    assert s.zone(bolt) == "hand" and _tapped(s, mountains) == 0
    s.cast("A", bolt, targets=["B"], pay_with=mountains)
    assert _tapped(s, mountains) == 2


# ---- a spell's own reductions: "for each", affinity (702.41a) ---------------------------

def test_702_41a_affinity_frogmite_free_with_four_artifacts():
    s = Scenario()
    for _ in range(4):
        s.battlefield("A", "Fountain of Youth")
    frog = s.hand("A", "Frogmite")
    s.start()
    s.cast("A", frog)  # {4} - {4}: no mana at all
    s.resolve()
    assert s.zone(frog) == "battlefield"


def test_702_41a_affinity_counts_only_artifacts_you_control():
    s = Scenario()
    for _ in range(4):
        s.battlefield("B", "Fountain of Youth")
    s.battlefield("A", "Fountain of Youth")
    frog = s.hand("A", "Frogmite")
    s.start()
    assert not _can_cast(s, frog)  # {3}: one artifact of A's, no mana


def test_702_41a_affinity_myr_enforcer_pays_the_rest():
    s = Scenario()
    for _ in range(3):
        s.battlefield("A", "Darksteel Myr")
    wastes = _lands(s, "Plains", 5)
    enforcer = s.hand("A", "Myr Enforcer")
    s.start()
    s.cast("A", enforcer)  # {7} - {3}
    assert _tapped(s, wastes) == 4


def test_702_41a_affinity_on_a_sorcery_thoughtcast():
    s = Scenario()
    s.battlefield("A", "Sol Ring")  # an artifact that is also a mana source
    islands = _lands(s, "Island", 1)
    s.battlefield("A", "Darksteel Myr")
    s.battlefield("A", "Fountain of Youth")
    cast = s.hand("A", "Thoughtcast")
    s.library("A", ["Island"] * 3)
    s.start()
    s.cast("A", cast)  # {4}{U} - {3}: {1}{U}
    s.resolve()
    assert s.hand_size("A") == 2
    assert _tapped(s, islands) == 1


def test_601_2f_ghoultree_costs_1_less_per_creature_card_in_your_graveyard():
    s = Scenario()
    forests = _lands(s, "Forest", 3)
    s.graveyard("A", ["Grizzly Bears"] * 5 + ["Lightning Bolt"])
    s.graveyard("B", ["Grizzly Bears"] * 3)
    tree = s.hand("A", "Ghoultree")
    s.start()
    s.cast("A", tree)  # {7}{G} - {5}: the instant and B's creatures don't count
    assert _tapped(s, forests) == 3


def _thrasta_board(forests=7):
    s = Scenario()
    mountain = s.battlefield("A", "Mountain")
    fs = _lands(s, "Forest", forests)
    s.battlefield("B", "Mountain")
    bolt_a = s.hand("A", "Lightning Bolt")
    bolt_b = s.hand("B", "Lightning Bolt")
    thrasta = s.hand("A", "Thrasta, Tempest's Roar")
    s.library("A", ["Forest"] * 3)
    s.library("B", ["Forest"] * 3)
    s.start()
    return s, mountain, fs, bolt_a, bolt_b, thrasta


def test_601_2f_thrasta_costs_3_less_for_each_other_spell_cast_this_turn():
    # One spell by A and one by B this turn: {10}{G}{G} less {6} is {4}{G}{G}.
    s, mountain, forests, bolt_a, bolt_b, thrasta = _thrasta_board()
    assert not _can_cast(s, thrasta)  # 8 lands, {10}{G}{G}
    s.cast("A", bolt_a, targets=["B"])
    s.cast("B", bolt_b, targets=["A"])  # in response: the opponent's spell counts too
    s.resolve()
    s.resolve()
    assert s.spells_cast("A") == 1 and s.spells_cast("B") == 1
    s.cast("A", thrasta)
    assert _tapped(s, forests) == 6  # not {3} less for itself (601.2f comes before 601.2i)
    s.resolve()
    assert s.zone(thrasta) == "battlefield"


def test_601_2f_thrasta_with_one_other_spell_is_still_too_expensive():
    s, mountain, forests, bolt_a, _, thrasta = _thrasta_board()
    s.cast("A", bolt_a, targets=["B"])
    s.resolve()
    assert not _can_cast(s, thrasta)  # {7}{G}{G}: 9 mana, 7 Forests
    with pytest.raises(IllegalActionError):
        s.cast("A", thrasta)
    assert s.zone(thrasta) == "hand" and _tapped(s, forests) == 0


def test_601_2i_spells_cast_last_turn_dont_count_for_thrasta():
    s, mountain, forests, bolt_a, bolt_b, thrasta = _thrasta_board()
    s.cast("A", bolt_a, targets=["B"])
    s.cast("B", bolt_b, targets=["A"])
    s.resolve()
    s.resolve()
    s.pass_turn()
    s.pass_turn()  # A's next turn: no spell cast this turn
    assert s.spells_cast("A") == 0 and not _can_cast(s, thrasta)


def test_601_2f_a_reduction_cant_go_below_zero():
    s = Scenario()
    forests = _lands(s, "Forest", 1)
    s.graveyard("A", ["Grizzly Bears"] * 12)
    tree = s.hand("A", "Ghoultree")
    s.start()
    s.cast("A", tree)  # {G}: the generic part is {0}, not less
    assert _tapped(s, forests) == 1


# ---- every spell pays exactly its total cost with the changes ----------------------------

_CHANGERS = ["Thalia, Guardian of Thraben", "Goblin Electromancer", "Sphere of Resistance",
             "Grand Arbiter Augustin IV", "Thunderscape Familiar"]
_SPELLS = ["Lightning Bolt", "Think Twice", "Grizzly Bears", "Serra Angel", "Blaze",
           "Into the Roil", "Altar's Reap", "Frogmite", "Ghoultree", "Giant Growth",
           "Thoughtcast", "Savannah Lions"]
_BASICS = ("Mountain", "Island", "Swamp", "Plains", "Forest")


def _cost_changes(s, caster, name):
    """(increases, reductions) in generic mana for `name` cast by `caster`, computed
    here from the board, independently of the engine (601.2f)."""
    card = s._lib.cards[name]
    spell_colors = {c for c, n in zip("WUBRG", card.mana_cost.colored) if n}
    noncreature = "creature" not in card.types
    instant_sorcery = "instant" in card.types or "sorcery" in card.types
    more = less = 0
    for p in ("A", "B"):
        for c in s.permanents(p):
            mine = p == caster
            if c.name == "Thalia, Guardian of Thraben" and noncreature:
                more += 1
            elif c.name == "Sphere of Resistance":
                more += 1
            elif c.name == "Goblin Electromancer" and mine and instant_sorcery:
                less += 1
            elif c.name == "Grand Arbiter Augustin IV":
                if not mine:
                    more += 1
                else:
                    less += ("W" in spell_colors) + ("U" in spell_colors)
            elif c.name == "Thunderscape Familiar" and mine:
                less += bool(spell_colors & {"B", "G"})
    if "affinity for artifacts" in card.keywords:
        less += sum("artifact" in s._lib.cards[c.name].types for c in s.permanents(caster))
    if name == "Ghoultree":
        less += sum("creature" in s._lib.cards[c.name].types for c in s.cards(caster, "graveyard"))
    return more, less


def _total(s, name, x, kicked, more, less, flashback=False):
    """CR 601.2f, 118.7a: printed cost, X, kicker; then the generic part changed."""
    card = s._lib.cards[name]
    mc, kc = card.mana_cost, card.kicker
    if flashback:
        mc = card.flashback
    generic = mc.generic + x * mc.x + (kc.generic * kicked if kc else 0)
    colored = sum(mc.colored) + (sum(kc.colored) * kicked if kc else 0)
    return max(0, generic + more - less) + colored


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_601_2f_every_spell_pays_exactly_its_changed_total_cost(seed):
    """Random casts with cost changers on both sides: the lands tapped equal the
    total cost computed here from the board (601.2f-h, 118.7a)."""
    rng = random.Random(seed)
    s = Scenario(seed=seed)
    for p in ("A", "B"):
        for name in _BASICS:
            for _ in range(3):
                s.battlefield(p, name)
        for name in rng.sample(_CHANGERS, 2):
            s.battlefield(p, name)
        s.battlefield(p, "Fountain of Youth")
        s.hand(p, rng.sample(_SPELLS, 7))
        s.graveyard(p, ["Grizzly Bears"] * rng.randrange(4))
        s.library(p, ["Island"] * 30)
    s.start()
    g = s.game
    casts = changed = 0
    for _ in range(500):
        if g.is_over:
            break
        a = rng.choice(g.legal_actions())
        if g.decision.kind == "priority" and a.label.startswith("cast "):
            caster = "AB"[g.decision.player]
            name = next(c.name for c in s.cards(caster, "hand") + s.cards(caster, "graveyard")
                        if a.label.startswith(f"cast {c.name}"))
            flashback = "flashback" in a.label
            more, less = _cost_changes(s, caster, name)  # the board as the cost is locked in
            untapped = sum(not s.is_tapped(c) for c in s.cards(caster, "battlefield") if c.name in _BASICS)
            x = kicked = 0
            g.apply(a)
            while g.decision.kind in ("choose_mode", "choose_kicker", "choose_x", "choose_target",
                                      "choose_cost", "choose_sacrifice") and not g.is_over:
                b = rng.choice(g.legal_actions())
                if g.decision.kind == "choose_x":
                    x = b.amount
                elif g.decision.kind == "choose_kicker":
                    kicked = b.amount
                g.apply(b)
            now = sum(not s.is_tapped(c) for c in s.cards(caster, "battlefield") if c.name in _BASICS)
            assert untapped - now == _total(s, name, x, kicked, more, less, flashback), (name, x, kicked, more, less)
            casts += 1
            changed += more > 0 or less > 0
        else:
            g.apply(a)
        assert s.check_invariants() == ""
    assert casts > 0 and changed > 0


# ---- X in activation costs (602.2b, 107.3a) ----------------------------------------------

def _ballista_board(plains):
    s = Scenario()
    lands = _lands(s, "Plains", plains, player="B")
    squad = s.battlefield("B", "Ballista Squad")
    angel = s.battlefield("A", "Serra Angel")
    s.start()
    s.advance("declare_attackers")
    s.attack({angel: "B"})
    return s, lands, squad, angel


def test_602_2b_x_in_an_activation_cost_is_announced_and_paid():
    s, lands, squad, angel = _ballista_board(5)
    s.activate("B", squad, targets=[angel], x=4)  # {4}{W}, {T}
    assert _tapped(s, lands) == 5 and s.is_tapped(squad)
    s.resolve()
    assert s.zone(angel) == "graveyard"


def test_107_3a_x_of_an_ability_at_most_what_can_be_paid():
    s, lands, squad, angel = _ballista_board(3)
    with pytest.raises(IllegalActionError, match="at most 2"):
        s.activate("B", squad, targets=[angel], x=3)
    assert _tapped(s, lands) == 0 and not s.is_tapped(squad)
    s.activate("B", squad, targets=[angel], x=2)
    assert _tapped(s, lands) == 3
    s.resolve()
    assert s.zone(angel) == "battlefield" and s.damage(angel) == 2


def test_602_2b_x_zero_pays_only_the_rest():
    s, lands, squad, angel = _ballista_board(2)
    s.activate("B", squad, targets=[angel], x=0)
    assert _tapped(s, lands) == 1
    s.resolve()
    assert s.damage(angel) == 0


def test_602_2b_pay_with_checks_the_ability_cost_with_x():
    s, lands, squad, angel = _ballista_board(4)
    with pytest.raises(IllegalActionError, match="cannot pay"):
        s.activate("B", squad, targets=[angel], x=3, pay_with=lands[:3])
    s.activate("B", squad, targets=[angel], x=3, pay_with=lands)
    assert _tapped(s, lands) == 4
