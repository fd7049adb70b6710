"""CR 509.1c across the whole declaration: with chains of requirements ("blocks
each combat if able", lure attackers, provoke) and restrictions (menace, "can't be
blocked by more than one creature", block capacity, "no more than one creature
can block"), the declarations the engine lets the defending player finish are
exactly the legal ones that obey the most requirements, and no offered choice
leads to a dead end.  Checked exhaustively against an independent brute force,
with and without provoke's "blocks it if able" (702.39a)."""

import itertools
import random

import pytest

from mtgcore import _core
from mtgcore.cards import default_library
from mtgcore.errors import IllegalActionError
from mtgcore.testing import Scenario
from mtgcore.testing._common import _A, _D, _NO_REF, _STEP, _Z

LIB = default_library()
ATTACKERS = ["Prized Unicorn", "Prized Unicorn", "Boggart Brute", "Stalking Tiger", "Grizzly Bears",
             "Wind Drake"]
BLOCKERS = ["Razorgrass Screen", "Razorgrass Screen", "Grizzly Bears", "Two-Headed Giant of Foriys",
            "Palace Guard", "Giant Spider", "Silent Arbiter"]
CAPACITY = {"Two-Headed Giant of Foriys": 2, "Palace Guard": 99}


def _at_declare_blockers(attackers, blockers, seed=0):
    g = _core.Game.empty(LIB.db, seed)
    atk = [g.add_card(0, LIB.id_of(n), _Z["battlefield"]) for n in attackers]
    blk = [g.add_card(1, LIB.id_of(n), _Z["battlefield"]) for n in blockers]
    for p in (0, 1):
        for _ in range(5):
            g.add_card(p, LIB.id_of("Forest"), _Z["library"])
    g.begin_at(1, _STEP["declare_attackers"], 0)
    assert g.decision_kind == _D["declare_attackers"]
    for o in atk:
        acts = [a for a in g.legal_actions() if a.kind == _A["attack"] and a.obj == o]
        if acts:
            g.apply(acts[0])
    g.apply(next(a for a in g.legal_actions() if a.kind == _A["done"]))
    while g.decision_kind != _D["declare_blockers"]:
        g.apply(g.legal_actions()[0])  # pass priority
    return g, [o for o in atk if g.obj_attacking(o) != _NO_REF], blk


def _pairs(g, attackers):
    return frozenset((b, a) for a in attackers for b in g.blockers(a))


def _engine_declarations(g, attackers):
    """Every declaration reachable by the engine's choices; asserts no dead end."""
    finished, seen = set(), set()

    def walk(h):
        acts = h.legal_actions()
        assert acts, "a declare-blockers decision without choices"
        key = (_pairs(h, attackers), tuple(h.label(a) for a in acts))
        if key in seen:
            return
        seen.add(key)
        for a in acts:
            if a.kind == _A["done"]:
                finished.add(_pairs(h, attackers))
                continue
            k = h.clone()
            k.apply(a)
            assert k.decision_kind == _D["declare_blockers"]
            walk(k)

    walk(g.clone())
    return finished


def _brute_force(g, attackers, blockers, must=frozenset()):
    """The legal declarations (509.1b) that obey the most requirements (509.1c);
    `must`: (blocker, attacker) pairs a provoke made requirements."""
    name = g.obj_name
    untapped = [b for b in blockers if not g.obj_tapped(b)]
    allowed = [(b, a) for b in untapped for a in attackers
               if name(a) != "Wind Drake" or name(b) == "Giant Spider"]      # flying / reach
    limit = 1 if any(name(o) == "Silent Arbiter" for o in g.battlefield()) else 99
    best, legal = -1, []
    for n in range(len(allowed) + 1):
        for combo in itertools.combinations(allowed, n):
            uses = {b: sum(1 for x, _ in combo if x == b) for b in untapped}
            count = {a: sum(1 for _, y in combo if y == a) for a in attackers}
            if any(uses[b] > CAPACITY.get(name(b), 1) for b in untapped):
                continue
            if sum(1 for b in untapped if uses[b]) > limit:
                continue
            if any(count[a] > 1 for a in attackers if name(a) == "Stalking Tiger"):
                continue
            if any(count[a] == 1 for a in attackers if name(a) == "Boggart Brute"):   # menace
                continue
            weight = sum(1 for _, a in combo if name(a) == "Prized Unicorn")
            weight += sum(1 for b in untapped if name(b) == "Razorgrass Screen" and uses[b])
            weight += sum(1 for pair in combo if pair in must)
            legal.append((weight, frozenset(combo)))
            best = max(best, weight)
    return {c for w, c in legal if w == best}


CHAINS = [
    # two lure attackers, a creature that blocks each combat and one that can block two
    (["Prized Unicorn", "Prized Unicorn"], ["Razorgrass Screen", "Two-Headed Giant of Foriys", "Grizzly Bears"]),
    # lure + "blocks each combat if able" + menace
    (["Prized Unicorn", "Boggart Brute"], ["Razorgrass Screen", "Grizzly Bears", "Palace Guard"]),
    # "blocks each combat" creatures competing for a one-blocker attacker and a menace one
    (["Stalking Tiger", "Boggart Brute", "Wind Drake"], ["Razorgrass Screen", "Razorgrass Screen", "Grizzly Bears"]),
    # no more than one creature can block: the one place goes where it obeys the most
    (["Prized Unicorn", "Grizzly Bears"], ["Silent Arbiter", "Razorgrass Screen", "Two-Headed Giant of Foriys"]),
]


@pytest.mark.parametrize("attackers,blockers", CHAINS)
def test_509_1c_chains_of_requirements_offer_exactly_the_best_legal_declarations(attackers, blockers):
    g, atk, blk = _at_declare_blockers(attackers, blockers)
    assert _engine_declarations(g, atk) == _brute_force(g, atk, blk)


@pytest.mark.parametrize("seed", range(30))
def test_509_1c_random_boards_offer_exactly_the_best_legal_declarations(seed):
    rng = random.Random(seed)
    attackers = rng.sample(ATTACKERS, rng.randint(1, 3))
    blockers = rng.sample(BLOCKERS, rng.randint(1, 4))
    if "Silent Arbiter" in blockers:
        attackers = attackers[:1]  # no more than one creature can attack each combat either
    g, atk, blk = _at_declare_blockers(attackers, blockers, seed)
    expected = _brute_force(g, atk, blk)
    assert expected, "some declaration is always legal"
    assert _engine_declarations(g, atk) == expected


def _at_declare_blockers_provoked(attackers, blockers, seed):
    """As _at_declare_blockers, with Goblin Grappler's provoke (702.39a) aimed at a
    random creature and accepted or declined at random; returns the "must block"
    pair it made, if any."""
    rng = random.Random(seed)
    g = _core.Game.empty(LIB.db, seed)
    atk = [g.add_card(0, LIB.id_of(n), _Z["battlefield"]) for n in attackers]
    blk = [g.add_card(1, LIB.id_of(n), _Z["battlefield"]) for n in blockers]
    for p in (0, 1):
        for _ in range(5):
            g.add_card(p, LIB.id_of("Forest"), _Z["library"])
    g.begin_at(1, _STEP["declare_attackers"], 0)
    for o in atk:
        acts = [a for a in g.legal_actions() if a.kind == _A["attack"] and a.obj == o]
        if acts:
            g.apply(acts[0])
    g.apply(next(a for a in g.legal_actions() if a.kind == _A["done"]))
    grappler = next(o for o in atk if g.obj_name(o) == "Goblin Grappler")
    target, must = None, frozenset()
    while g.decision_kind != _D["declare_blockers"]:
        acts = g.legal_actions()
        if g.decision_kind == _D["choose_target"]:
            a = rng.choice(acts)
            target = a.ref
        elif g.decision_kind == _D["yes_no"]:
            a = rng.choice(acts)
            if g.label(a) == "yes":
                must = frozenset({(target, grappler)})
        else:
            a = acts[0]  # pass priority
        g.apply(a)
    return g, [o for o in atk if g.obj_attacking(o) != _NO_REF], blk, must


PROVOKE_CHAINS = [
    # provoke and two lures competing for the same blockers, one able to block two
    (["Goblin Grappler", "Prized Unicorn", "Prized Unicorn"],
     ["Grizzly Bears", "Two-Headed Giant of Foriys", "Razorgrass Screen"]),
    # provoke, a lure and a menace attacker; a creature that blocks each combat
    (["Goblin Grappler", "Prized Unicorn", "Boggart Brute"], ["Razorgrass Screen", "Grizzly Bears"]),
    # provoke under "no more than one creature can block"
    (["Goblin Grappler", "Prized Unicorn"], ["Silent Arbiter", "Razorgrass Screen", "Palace Guard"]),
]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("attackers,blockers", PROVOKE_CHAINS)
def test_509_1c_chains_of_lures_provoke_and_must_block_offer_exactly_the_best(attackers, blockers, seed):
    g, atk, blk, must = _at_declare_blockers_provoked(attackers, blockers, seed)
    assert _engine_declarations(g, atk) == _brute_force(g, atk, blk, must)


@pytest.mark.parametrize("seed", range(30))
def test_509_1c_random_boards_with_provoke_offer_exactly_the_best(seed):
    rng = random.Random(1000 + seed)
    attackers = ["Goblin Grappler"] + rng.sample(ATTACKERS, rng.randint(0, 2))
    blockers = rng.sample(BLOCKERS, rng.randint(1, 4))
    if "Silent Arbiter" in blockers:
        attackers = attackers[:1]
    g, atk, blk, must = _at_declare_blockers_provoked(attackers, blockers, seed)
    expected = _brute_force(g, atk, blk, must)
    assert expected, "some declaration is always legal"
    assert _engine_declarations(g, atk) == expected


def test_509_1c_two_lures_and_a_creature_that_blocks_each_combat_scenario():
    # Two Prized Unicorns attack; Razorgrass Screen "blocks each combat if able" and
    # Grizzly Bears can block either.  Most requirements: each blocks a Unicorn
    # (three obeyed); a Screen blocking anything else, or Bears staying home, obeys fewer.
    s = Scenario()
    u1 = s.battlefield("A", "Prized Unicorn")
    u2 = s.battlefield("A", "Prized Unicorn")
    ogre = s.battlefield("A", "Gray Ogre")
    screen = s.battlefield("B", "Razorgrass Screen")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({u1: "B", u2: "B", ogre: "B"})
    with pytest.raises(IllegalActionError):
        s.block({screen: ogre, bears: u1})  # the Screen obeys one of its two, not both
    with pytest.raises(IllegalActionError, match="509.1c"):
        s.block({screen: u1})
    assert not s.is_blocking(screen)
    s.block({screen: u2, bears: u2})
    assert sorted(c.card for c in s.blocked_by(u2)) == sorted([screen.card, bears.card])


def test_509_1c_provoke_and_a_lure_one_creature_obeys_either():
    # Goblin Grappler provokes Grizzly Bears (block the Grappler if able) and Prized
    # Unicorn attacks too: Bears can obey only one requirement, either one; not blocking
    # obeys none.
    for target in ("grappler", "unicorn"):
        s = Scenario()
        grappler = s.battlefield("A", "Goblin Grappler")
        unicorn = s.battlefield("A", "Prized Unicorn")
        bears = s.battlefield("B", "Grizzly Bears")
        s.start()
        s.attack({grappler: "B", unicorn: "B"})
        s.choose("A", bears)
        s.resolve()
        s.choose("A", "yes")
        with pytest.raises(IllegalActionError):
            s.block({})
        chosen = grappler if target == "grappler" else unicorn
        s.block({bears: chosen})
        assert s.blocked_by(chosen) == [bears]


def test_509_1c_a_lure_blocker_may_not_be_spent_on_a_menace_attacker_that_obeys_less():
    # Prized Unicorn and Boggart Brute (menace) attack; Razorgrass Screen and Grizzly
    # Bears could block the Brute together (one requirement: the Screen's) or both
    # block the Unicorn (three: two lure, the Screen's): only the latter is legal.
    s = Scenario()
    unicorn = s.battlefield("A", "Prized Unicorn")
    brute = s.battlefield("A", "Boggart Brute")
    screen = s.battlefield("B", "Razorgrass Screen")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.attack({unicorn: "B", brute: "B"})
    with pytest.raises(IllegalActionError):
        s.block({screen: brute, bears: brute})
    s.block({screen: unicorn, bears: unicorn})
    assert not s.is_blocked(brute) and len(s.blocked_by(unicorn)) == 2


def test_702_111b_a_menace_attacker_with_two_blockers_takes_a_third_and_fourth():
    # Menace asks for two or more blockers: once two block it, the last creatures
    # able to block may join (found by the brute force above with provoke boards).
    s = Scenario()
    brute = s.battlefield("A", "Boggart Brute")
    bears = [s.battlefield("B", "Grizzly Bears") for _ in range(4)]
    s.start()
    s.attack({brute: "B"})
    s.block({b: brute for b in bears})
    assert len(s.blocked_by(brute)) == 4
