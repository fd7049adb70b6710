"""Property test over seeded random games on random boards of combat creatures
(CR 508.1, 509.1, 510.1): every declaration the engine lets a player finish is
legal, no declaration can get stuck (every offered choice leads to a legal "done"),
and the combat damage each creature assigns equals its power and goes only where
CR 510.1a-d allows."""

import random

import pytest

from mtgcore import _core
from mtgcore.cards import default_library
from mtgcore.testing._common import _A, _D, _NO_OBJ, _NO_REF, _STEP, _Z

LIB = default_library()
KW = {name: 1 << i for i, name in enumerate(_core.KEYWORDS)}
POOL = ["Grizzly Bears", "Gray Ogre", "Craw Wurm", "Savannah Lions", "Boggart Brute",
        "Furtive Homunculus", "Bladetusk Boar", "Severed Legion", "Soltari Foot Soldier",
        "Shu Cavalry", "Bog Wraith", "Charging Rhino", "Bonded Construct", "Raging Kronch",
        "Bloodrock Cyclops", "Hulking Goblin", "Giant Spider", "Serra Angel", "Darksteel Myr",
        "Circuit Mender", "Two-Headed Giant of Foriys", "Palace Guard", "Wolverine Pack",
        "Devoted Retainer", "Khenra Eternal", "Dauthi Slayer", "Stalking Tiger", "Zodiac Monkey",
        "Dryad Sophisticate", "Battle-Mad Ronin", "Craw Giant", "Vampire Cutthroat",
        "Wu Light Cavalry", "Soltari Monk", "Prized Unicorn", "Razorgrass Screen", "Goblin Grappler",
        "Mtenda Herder"]
CAPACITY = {"Two-Headed Giant of Foriys": 2, "Palace Guard": 99}
BLACK, ARTIFACT = 1 << 2, 1 << _core.CARD_TYPES.index("artifact")


def has(g, o, kw):
    return bool(g.obj_keywords(o) & KW[kw])


def controls_swamp(g, p):
    return any(g.obj_controller(o) == p and g.obj_name(o) == "Swamp" for o in g.battlefield())


def check_blocks(g):
    """509.1b-c: the finished declaration obeys every restriction."""
    d = 1 - g.active_player
    for a in g.battlefield():
        if g.obj_attacking(a) == _NO_REF:
            continue
        bl = g.blockers(a)
        if has(g, a, "menace"):
            assert len(bl) != 1, "a menace attacker with one blocker"
        if g.obj_name(a) in ("Charging Rhino", "Stalking Tiger"):  # can't be blocked by more than one
            assert len(bl) <= 1
        if bl and has(g, a, "landwalk"):
            assert not controls_swamp(g, d) or g.obj_name(a) != "Bog Wraith", "swampwalk attacker blocked"
            assert not (g.obj_name(a) == "Zodiac Monkey" and any(
                g.obj_controller(o) == d and g.obj_name(o) == "Forest" for o in g.battlefield()))
        for b in bl:
            if has(g, a, "flying"):
                assert has(g, b, "flying") or has(g, b, "reach")
            assert has(g, a, "shadow") == has(g, b, "shadow")
            if has(g, a, "horsemanship"):
                assert has(g, b, "horsemanship")
            if has(g, a, "fear"):
                assert g.obj_types(b) & ARTIFACT or g.obj_colors(b) & BLACK
            if has(g, a, "intimidate"):
                assert g.obj_types(b) & ARTIFACT or g.obj_colors(b) & g.obj_colors(a)
            if has(g, a, "skulk"):
                assert g.obj_power(b) <= g.obj_power(a)


def check_lure(g):
    """509.1c: every creature able to block a Prized Unicorn blocks as many as it can."""
    d = 1 - g.active_player
    lures = [a for a in g.battlefield()
             if g.obj_attacking(a) != _NO_REF and g.obj_name(a) == "Prized Unicorn"]
    if not lures:
        return
    for b in g.battlefield():
        if (g.obj_controller(b) != d or g.obj_tapped(b) or has(g, b, "can't block") or has(g, b, "shadow")
                or not (g.obj_types(b) & (1 << _core.CARD_TYPES.index("creature")))):
            continue
        blocked_lures = sum(b in g.blockers(a) for a in lures)
        assert blocked_lures == min(CAPACITY.get(g.obj_name(b), 1), len(lures)), \
            f"{g.obj_name(b)} blocks {blocked_lures} of {len(lures)} lure attackers"


def check_attacks(g):
    """508.1c-d: no lone "can't attack alone"; every able "attacks each combat" creature attacks."""
    me = g.active_player
    att = [o for o in g.battlefield() if g.obj_attacking(o) != _NO_REF]
    if len(att) == 1:
        assert not has(g, att[0], "can't attack alone")
    for o in g.battlefield():
        if (g.obj_controller(o) == me and has(g, o, "attacks each combat if able")
                and g.obj_attacking(o) == _NO_REF):
            # it wasn't able: tapped before the declaration (it untapped in the untap step)
            assert g.obj_tapped(o), "a creature that attacks each combat if able stayed home"


def check_damage(g, power, blocked, attack_target, pairs):
    """510.1a-d: per source, the assignment totals its power and goes to legal recipients."""
    total = {}
    for src, rec, n in g.last_combat_damage():
        assert n > 0
        total[src] = total.get(src, 0) + n
        if src in attack_target:  # an attacker
            if rec == attack_target[src]:
                assert not blocked[src] or has(g, src, "trample"), \
                    "a blocked attacker without trample hit the player"
            else:
                assert (rec, src) in pairs, "assigned to a creature not blocking it"
        else:  # a blocker: only among the attackers it blocks (510.1d)
            assert (src, rec) in pairs
    for src, n in total.items():
        assert n == power[src], f"{g.obj_name(src)} assigned {n}, power {power[src]}"
    # Completeness: every creature that must deal damage did.
    for a, tgt in attack_target.items():
        if power[a] <= 0:
            continue
        if not blocked[a] or any(x == a for _, x in pairs):
            assert a in total, f"{g.obj_name(a)} dealt no combat damage"
        else:  # 510.1c: blocked, every blocker gone, no trample: no damage
            assert a not in total
    for b in {b for b, _ in pairs}:
        if power[b] > 0:
            assert total.get(b) == power[b], f"blocker {g.obj_name(b)} dealt no combat damage"


@pytest.mark.parametrize("seed", range(60))
def test_510_1_random_combats_assign_power_legally_and_declarations_are_legal(seed):
    rng = random.Random(seed)
    g = _core.Game.empty(LIB.db, seed)
    for p in (0, 1):
        for _ in range(rng.randint(1, 7)):
            g.add_card(p, LIB.id_of(rng.choice(POOL)), _Z["battlefield"])
        for _ in range(rng.randint(0, 2)):
            g.add_card(p, LIB.id_of(rng.choice(["Swamp", "Forest"])), _Z["battlefield"])
        for _ in range(30):
            g.add_card(p, LIB.id_of("Forest"), _Z["library"])
    g.begin_at(1, _STEP["precombat_main"], 0)
    g.turn_limit = 12
    power, blocked, attack_target, pairs = {}, {}, {}, set()
    checked = None
    while not g.over:
        kind = g.decision_kind
        acts = g.legal_actions()
        assert acts, "a decision without choices"
        if kind in (_D["declare_attackers"], _D["declare_blockers"]):
            a = rng.choice(acts)
        else:
            # Pass most of the time; sometimes take another offered action.
            a = acts[0] if rng.random() < 0.8 else rng.choice(acts)
        step = g.step
        if step == _STEP["declare_blockers"] and kind == _D["priority"]:
            # Snapshot as the damage step begins (nothing changes in between).
            attack_target = {o: g.obj_attacking(o) for o in g.battlefield()
                             if g.obj_attacking(o) != _NO_REF}
            blocked = {o: g.obj_blocked(o) for o in attack_target}
            power = {o: g.obj_power(o) for o in g.battlefield()}
            pairs = {(b, a) for a in attack_target for b in g.blockers(a)}
        g.apply(a)
        if a.kind == _A["done"] and kind == _D["declare_blockers"]:
            check_blocks(g)
            check_lure(g)
        if a.kind == _A["done"] and kind == _D["declare_attackers"]:
            check_attacks(g)
        if g.step == _STEP["combat_damage"] and checked != g.turn and g.decision_kind == _D["priority"]:
            checked = g.turn
            check_damage(g, power, blocked, attack_target, pairs)
        assert g.check_invariants() == ""
