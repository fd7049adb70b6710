"""From parse trees to the card DSL: each grammar rule's meaning.

:class:`Meaning` turns one parsed line into *parts* of a card (keywords, abilities,
statics, replacements, casting fields, a spell program).  A rule the engine has no
mechanism for raises :class:`Unsupported` naming the mechanism, so the card is not
built and the reason is recorded (never a partial card).
"""

from __future__ import annotations

import dataclasses
import re

from lark import Token as LarkToken, Transformer, Tree, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import (Activated, Amount, Anthem, Change, Condition, Counter,
                               CounterUnlessPay, CreateTokens, DealDamage, Destroy, Discard,
                               DrawCards, EntersTapped, EntersWithCounters, Equip, Exile, Fight,
                               GainLife, If, LoseLife, May, Mill, Modal, OnAttack, OnBlock,
                               OnCast, OnDies, OnEnter, OnLeave, OnStep, Pump, PutCounters,
                               Regenerate, ReturnToHand, Sacrifice, Scry, Sel, Static, Surveil,
                               Tap, Token, Triggered, Untap)
from mtgcore.cards.selectors import sel as sel_for
from mtgcore.cards.effects import AddMana, PreventAllCombatDamage, PreventDamage, Shuffle

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class Unsupported(Exception):
    """A sentence the compiler reads but the engine (or the compiler) has no mechanism for."""

    def __init__(self, mechanism: str):
        super().__init__(mechanism)
        self.mechanism = mechanism


@dataclasses.dataclass
class Part:
    """One line's contribution to a card."""

    kind: str            # "keywords", "ability", "static", "replacement", "field", "spell", "modal"
    value: object = None
    name: str = ""       # for "field": the Card argument


def _num(tok) -> int:
    s = str(tok)
    if s.isdigit():
        return int(s)
    if s in _NUMBERS:
        return _NUMBERS[s]
    if s == "x":
        raise Unsupported("an amount X")
    raise Unsupported(f"the number {s!r}")


def _mana(tok) -> str:
    return str(tok).upper()


# ---------------------------------------------------------------------------
# Selectors (CR 109, 115): a Sel from the grammar's sel_core
# ---------------------------------------------------------------------------

@dataclasses.dataclass
class _SelBits:
    fields: dict
    text: str = ""

    def sel(self, **extra) -> Sel:
        f = dict(self.fields)
        f.update(extra)
        return Sel(**f)


def _merge(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        if k in out and out[k] != v:
            if isinstance(v, tuple) and isinstance(out[k], tuple):
                out[k] = tuple(dict.fromkeys(out[k] + v))
                continue
            raise Unsupported(f"a selector with two {k} conditions")
        out[k] = v
    return out


_PLURAL_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                 "lands": "land", "planeswalkers": "planeswalker", "battles": "battle"}


@v_args(inline=True)
class Meaning(Transformer):
    """The meaning of one parsed Oracle line (see the module docstring)."""

    def __init__(self, card_name: str, subtypes: dict, line: str, type_word: str = "permanent"):
        super().__init__()
        self.card_name = card_name
        self.subtypes = subtypes
        self.line = line          # the original line, reminder text removed (ability text)
        self.type_word = type_word

    def __default__(self, data, children, meta):
        raise Unsupported(str(data).replace("_", " "))

    # -- small pieces -------------------------------------------------------
    def article(self, *a):
        return 1

    def count(self, tok):
        return _num(tok)

    def amt_fixed(self, tok):
        return _num(tok)

    def amt_x(self):
        return Amount("x")

    def counter_kind(self, tok):
        s = str(tok).replace("\u2212", "-")
        return s

    def self_ref(self, *a):
        return "self"

    def self_card(self, *a):
        return "self"

    def pt_mod(self, tok):
        p, t = str(tok).replace("\u2212", "-").split("/")
        if "x" in p or "x" in t:
            raise Unsupported("a P/T change of X")
        return int(p), int(t)

    def duration(self, *a):
        return "end of turn"

    def _subtype(self, tok) -> str:
        low = str(tok).lower()
        if low in self.subtypes:
            return self.subtypes[low]
        from mtgcore.oracle.grammar import plural
        for s, proper in self.subtypes.items():
            if plural(s) == low:
                return proper
        raise Unsupported(f"the subtype {tok!r}")

    # -- selectors ----------------------------------------------------------
    def m_another(self):
        return {"another": True}

    def m_non_type(self, t):
        return {"not_types": (str(t),)}

    def m_non_type_word(self, t):
        return {"not_types": (str(t)[3:],)}

    def m_non_subtype(self, t):
        return {"not_subtype": self._subtype(t)}

    def m_non_color(self, t):
        return {"not_colors": (str(t)[3:],)}

    def m_color(self, t):
        return {"colors": (str(t),)}

    def m_tapped(self):
        return {"tapped": True}

    def m_untapped(self):
        return {"tapped": False}

    def m_attacking(self):
        return {"attacking": True}

    def m_blocking(self):
        return {"blocking": True}

    def m_attacking_or_blocking(self):
        return {"attacking": True, "blocking": True}

    def m_nontoken(self):
        return {"token": False}

    def m_legendary(self):
        return {"supertypes": ("legendary",)}

    def m_nonlegendary(self):
        raise Unsupported("the selector 'nonlegendary'")

    def m_basic(self):
        return {"supertypes": ("basic",)}

    def m_nonbasic(self):
        return {"not_supertypes": ("basic",)}

    def m_snow(self):
        return {"supertypes": ("snow",)}

    def m_unsupported(self):
        raise Unsupported("a selector word (colorless / multicolored)")

    def sel_mods(self, *mods):
        out: dict = {}
        for m in mods:
            out = _merge(out, m)
        return out

    def n_type(self, t):
        w = str(t)
        return {"types": (_PLURAL_TYPES.get(w, w),)}

    def n_two_types(self, a, b):
        b = _PLURAL_TYPES.get(str(b), str(b))
        return {"all_types": (str(a), b)}

    def n_subtype(self, t):
        return {"subtype": self._subtype(t)}

    def n_subtype_type(self, s, t):
        return {"subtype": self._subtype(s), "types": (str(t),)}

    def n_permanent(self):
        return {}

    def n_spell(self):
        return {"zone": "stack"}

    def n_type_spell(self, t):
        return {"zone": "stack", "types": (str(t),)}

    def n_card(self):
        return {"zone": "card"}

    def n_two_type_cards(self, a, b):
        return {"types": (str(a), str(b)), "zone": "card"}

    def _nouns(self, nouns):
        if len(nouns) == 1:
            return nouns[0]
        types = []
        for n in nouns:
            if set(n) - {"types"}:
                raise Unsupported("'or' between selectors other than card types")
            types += list(n["types"])
        return {"types": tuple(types)}

    def noun_group(self, *nouns):
        return self._nouns(nouns)

    def noun_group_pl(self, *nouns):
        return self._nouns(nouns)

    def c_you(self):
        return {"controller": "you"}

    def c_opp(self):
        return {"controller": "opponent"}

    def c_unsupported(self):
        raise Unsupported("'target player controls'")

    def w_keyword(self, kw):
        return {"keywords": (kw,)}

    def w_not_keyword(self, kw):
        return {"not_keywords": (kw,)}

    def w_power_le(self, n):
        return {"power_le": int(n)}

    def w_power_ge(self, n):
        return {"power_ge": int(n)}

    def w_toughness_le(self, n):
        return {"toughness_le": int(n)}

    def w_toughness_ge(self, n):
        return {"toughness_ge": int(n)}

    def w_mv_le(self, n):
        return {"mv_le": int(n)}

    def w_mv_ge(self, n):
        return {"mv_ge": int(n)}

    def _selector(self, parts) -> Sel:
        f: dict = {}
        for p in parts:
            f = _merge(f, p)
        if f.get("zone") == "card":
            raise Unsupported("a card in a zone the phrase doesn't name")
        kws = f.get("keywords", ()) + f.get("not_keywords", ())
        for k in kws:
            if k not in dsl.KEYWORDS:
                raise Unsupported(f"a selector with {k!r}")
        return Sel(**f)

    def sel_core(self, *parts):
        return self._selector(parts)

    def sel_plural(self, *parts):
        return self._selector(parts)

    def card_sel(self, mods, noun):
        f = _merge(mods, noun)
        f.pop("zone", None)
        return f

    def enchant_what(self, s):
        return s

    # -- targets ------------------------------------------------------------
    def tgt(self, s):
        return ("target", s)

    def tgt_any(self):
        return ("target", "any")

    def tgt_player_or_pw(self):
        return ("target", "player or planeswalker")

    def tgt_player(self):
        return ("target", "player")

    def tgt_opponent(self):
        return ("target", "opponent")

    def tgt_creature_or_player(self):
        return ("target", "creature or player")

    def tgt_up_to_one(self, s):
        raise Unsupported("'up to one target'")

    def tgt_card_graveyard(self, f):
        return ("target", Sel(**f, zone="graveyard", owner="you"))

    # -- keywords (CR 702) --------------------------------------------------
    def keyword_line(self, *kws):
        return Part("keywords", list(kws))

    def kw_simple(self, tok):
        k = str(tok)
        if k in dsl.KEYWORDS or k in dsl.ALL_KEYWORDS:
            return ("kw", k)
        if k in dsl.TRIGGER_KEYWORDS or k in dsl.UPKEEP_KEYWORDS or k in dsl.GRAVEYARD_KEYWORDS:
            return ("kw", k)
        if k in dsl.PAY_OTHER:
            return ("kw", k)
        raise Unsupported(f"the keyword {k}")

    def kw_protection(self, c):
        return ("kw", f"protection from {c}")

    def kw_protection2(self, a, b):
        return ("kws", [f"protection from {a}", f"protection from {b}"])

    def kw_ward(self, m):
        return ("kw", f"ward {_mana(m)}")

    def kw_toxic(self, n):
        return ("kw", f"toxic {int(n)}")

    def kw_afterlife(self, n):
        return ("kw", f"afterlife {int(n)}")

    def kw_dredge(self, n):
        return ("kw", f"dredge {int(n)}")

    def kw_landwalk(self, tok):
        return ("kw", str(tok))

    def kw_equip(self, m):
        return ("ability", Equip(_mana(m), text=self._keyword_text()))

    def kw_kicker(self, m):
        return ("field", "kicker", _mana(m))

    def kw_multikicker(self, m):
        return ("fields", {"kicker": _mana(m), "multikicker": True})

    def kw_flashback(self, m):
        return ("field", "flashback", _mana(m))

    def kw_enchant(self, s):
        # The library names a common phrase by its words ("creature"), which is also
        # the Aura spell's ability text ("Enchant creature").
        phrase = self.line[len("enchant "):].strip().lower()
        if phrase in dsl.PHRASES and dataclasses.replace(dsl.PHRASES[phrase], text="") == s:
            return ("field", "enchant", phrase)
        return ("field", "enchant", dataclasses.replace(s, text=phrase))

    def kw_affinity(self):
        return ("kw", "affinity for artifacts")

    def kw_pay_other(self, tok):
        return ("kw", str(tok))

    def kw_ninjutsu(self, m):
        return ("kw", f"ninjutsu {_mana(m)}")

    def kw_morph(self, m):
        return ("kw", f"morph {_mana(m)}")

    def kw_replicate(self, m):
        return ("kw", f"replicate {_mana(m)}")

    def kw_alt_cost(self, kw, m):
        return ("field", str(kw), _mana(m))

    # Keywords the DSL reads with their parameter (abilities.parse_keyword, CR 702).
    def _param_kw(self, name, param):
        return ("kw", f"{name} {param}")

    def kw_cycling(self, m):  # 702.29a
        return self._param_kw("cycling", _mana(m))

    def kw_typecycling(self, kind, m):  # 702.29e: only a basic land type's
        kind = str(kind)
        if kind[:-len("cycling")] not in ("plains", "island", "swamp", "mountain", "forest"):
            raise Unsupported(f"{kind} (a typecycling other than a basic land type's)")
        return self._param_kw(kind, _mana(m))

    def kw_unearth(self, m):  # 702.84a
        return self._param_kw("unearth", _mana(m))

    def kw_embalm(self, m):  # 702.128a
        return self._param_kw("embalm", _mana(m))

    def kw_eternalize(self, m):  # 702.129a
        return self._param_kw("eternalize", _mana(m))

    def kw_scavenge(self, m):  # 702.97a
        return self._param_kw("scavenge", _mana(m))

    def kw_echo(self, m):  # 702.30a
        return self._param_kw("echo", _mana(m))

    def kw_cumulative_upkeep(self, m):  # 702.24a
        return self._param_kw("cumulative upkeep", _mana(m))

    def kw_cumulative_upkeep_draw(self):
        return ("kw", "cumulative upkeep\u2014draw a card")

    def kw_bushido(self, n):  # 702.45a
        return self._param_kw("bushido", int(n))

    def kw_rampage(self, n):  # 702.23a
        return self._param_kw("rampage", int(n))

    def kw_afflict(self, n):  # 702.130a
        return self._param_kw("afflict", int(n))

    def kw_annihilator(self, n):  # 702.86a
        return self._param_kw("annihilator", int(n))

    def kw_escape(self, m, n):  # 702.138a: Card(escape="{cost}, Exile N other cards ...")
        word = str(n)
        return ("field", "escape", f"{_mana(m)}, Exile {word} other card{'s' if word not in ('1', 'one') else ''} "
                                   f"from your graveyard")

    def _keyword_text(self) -> str:
        return self.line

    # -- costs (CR 118, 602.1) ---------------------------------------------
    def costs(self, *items):
        c = {"cost": "", "tap": False, "sacrifice_self": False, "life": 0, "tap_creatures": 0,
             "loyalty": None, "discard_self": False, "exile_self": False}
        for kind, val in items:
            if kind == "mana":
                if c["cost"]:
                    raise Unsupported("two mana costs")
                c["cost"] = val
            elif kind in ("tap", "sacrifice_self", "discard_self", "exile_self"):
                c[kind] = True
            elif kind == "life":
                c["life"] = val
            elif kind == "tap_creatures":
                c["tap_creatures"] += val
            elif kind == "loyalty":
                c["loyalty"] = val
            else:
                raise Unsupported(f"the cost {kind}")
        return c

    def cost_mana(self, m):
        return ("mana", _mana(m))

    def cost_tap(self):
        return ("tap", True)

    def cost_sac_self(self, _):
        return ("sacrifice_self", True)

    def cost_life(self, n):
        return ("life", int(n))

    def cost_discard_self(self, _):
        return ("discard_self", True)

    def cost_exile_self(self, _):
        return ("exile_self", True)

    def cost_tap_creature(self, s):
        if s != Sel(types=("creature",)):
            raise Unsupported("tapping untapped permanents other than creatures as a cost")
        return ("tap_creatures", 1)

    def cost_loyalty(self, tok):
        return ("loyalty", str(tok).replace("-", "\u2212").upper())

    def only_sorcery(self):
        return "sorcery"

    def once_each_turn(self):
        raise Unsupported("'activate only once each turn'")

    def only_your_turn(self):
        raise Unsupported("'activate only during your turn'")

    def activated(self, body):
        return Part("ability", body)

    def activated_body(self, costs, effects, limit=None):
        if costs["loyalty"] is not None:
            if limit is not None:
                raise Unsupported("a loyalty ability with an activation restriction")
            if any(costs[k] for k in ("cost", "tap", "sacrifice_self", "life", "tap_creatures")):
                raise Unsupported("a loyalty ability with another cost")
            return Activated(self.line, effects, cost=costs["loyalty"])
        zone = "battlefield"
        if costs["discard_self"]:
            zone = "hand"
        if costs["exile_self"]:
            zone = "graveyard"
        return Activated(self.line, effects, cost=costs["cost"], tap=costs["tap"],
                         sacrifice_self=costs["sacrifice_self"], life=costs["life"],
                         sorcery=limit == "sorcery", zone=zone, exile_self=costs["exile_self"],
                         discard_self=costs["discard_self"], tap_creatures=costs["tap_creatures"])

    # -- triggers (CR 603) --------------------------------------------------
    def trigger_word(self, *a):
        return None

    def ability_word(self, *a):
        return None

    def intervening(self, cond):
        return cond

    def triggered(self, *items):
        items = [i for i in items if i is not None]
        on = items[0]
        cond = items[1] if len(items) == 3 else None
        effects = items[-1]
        return Part("ability", Triggered(self.line, on, effects, condition=cond))

    def on_self_enters(self, _s, _e):
        return OnEnter()

    def on_enters(self, _a, s, _e):
        return OnEnter(s)

    def on_enters_yours(self, _a, s, _e):
        return OnEnter(dataclasses.replace(s, controller="you"))

    def on_another_enters(self, s, _e):
        return OnEnter(dataclasses.replace(s, another=True))

    def on_another_enters_yours(self, s, _e):
        return OnEnter(dataclasses.replace(s, another=True, controller="you"))

    def on_landfall(self):
        return OnEnter(Sel(types=("land",), controller="you"))

    def on_self_dies(self, _s):
        return OnDies()

    def on_dies(self, _a, s):
        return OnDies(s)

    def on_dies_yours(self, _a, s):
        return OnDies(dataclasses.replace(s, controller="you"))

    def on_another_dies_yours(self, s):
        return OnDies(dataclasses.replace(s, another=True, controller="you"))

    def on_another_dies(self, s):
        return OnDies(dataclasses.replace(s, another=True))

    def on_self_attacks(self, _s):
        return OnAttack()

    def on_self_blocks(self, _s):
        return OnBlock()

    def on_self_leaves(self, _s):
        return OnLeave()

    def on_self_combat_damage_player(self, _s):
        return dsl.OnCombatDamageToPlayer()

    def on_self_dealt_damage(self, _s):
        return dsl.OnDealtDamage()

    def on_self_deals_damage(self, _s):
        return dsl.OnDealsDamage()

    def on_self_deals_combat_damage(self, _s):
        return dsl.OnDealsDamage(combat=True)

    def on_you_gain_life(self):
        return dsl.OnLifeGain()

    def on_you_draw(self):
        return dsl.OnDraw()

    def on_self_tapped(self, _s):
        return dsl.OnBecomesTapped()

    def on_self_blocked(self, _s):
        return dsl.OnBecomeBlocked()

    def on_cast_self(self):
        return dsl.OnCastSelf()

    def on_turned_face_up(self, _s):
        return dsl.OnTurnedFaceUp()

    def _cast(self, player, _a, s):
        if s.zone != "stack":
            raise Unsupported("a cast trigger on something other than a spell")
        if s == Sel(zone="stack"):
            return OnCast(player)
        if s == Sel(zone="stack", not_types=("creature",)):
            return OnCast(player, noncreature=True)
        return OnCast(player, what=s)

    def on_you_cast(self, a, s):
        return self._cast("you", a, s)

    def on_opponent_casts(self, a, s):
        return self._cast("opponent", a, s)

    def on_player_casts(self, a, s):
        return self._cast("any", a, s)

    def step_owner(self, tok):
        return str(tok)

    # "your" / "each player's" / "each opponent's" / "each" (CR 503.1a, 513.1a): whose
    # step it is, as OnStep's player.
    _STEP_PLAYER = {"your": "you", "each player's": "any", "each opponent's": "opponent",
                    "each": "any"}
    _STEPS = {"upkeep": "upkeep", "end step": "end_step", "draw step": "draw",
              "combat": "beginning_of_combat", "precombat main phase": "precombat_main",
              "postcombat main phase": "postcombat_main"}

    def on_step(self, owner, step):
        return OnStep(self._STEPS[str(step)], player=self._STEP_PLAYER[owner])

    def on_each_step(self, step):
        return OnStep(self._STEPS[str(step)], player="any")

    def on_each_end_step(self):
        return OnStep("end_step", player="any")

    def on_your_combat(self):
        return OnStep("beginning_of_combat", player="you")

    # -- static abilities (CR 604) and replacements (CR 614) ----------------
    def enters_tapped(self, _s):
        return Part("replacement", EntersTapped(self.line))

    def enters_with_counters(self, _s, n, kind, *rest):
        return Part("replacement", EntersWithCounters(kind, n, self.line))

    def cant_be_countered(self, *a):
        return Part("field", True, "cant_be_countered")

    def spell_static(self, part):
        return part

    def _kw_static(self, kw):
        return Part("keywords", [("kw", kw)])

    def st_cant_block(self, _s):
        return self._kw_static("can't block")

    def st_cant_attack(self, _s):
        return self._kw_static("can't attack")

    def st_cant_attack_alone(self, _s):
        return self._kw_static("can't attack alone")

    def st_attacks_each_combat(self, _s):
        return self._kw_static("attacks each combat if able")

    def st_blocks_each_combat(self, _s):
        return self._kw_static("blocks each combat if able")

    def st_extra_block(self, _s):
        return self._kw_static("can block an additional creature each combat")

    def st_any_blocks(self, _s):
        return self._kw_static("can block any number of creatures")

    def st_lure(self, _s):
        return self._kw_static("all creatures able to block this creature do so")

    def st_max_one_blocker(self, _s):
        return self._kw_static("can't be blocked by more than one creature")

    def kw_item(self, tok, *rest):
        s = str(tok)
        if rest:
            raise Unsupported("a keyword list item")
        return s

    def keyword_list(self, *items):
        for k in items:
            if k not in dsl.KEYWORDS and not k.startswith("protection from") and not k.endswith("walk"):
                raise Unsupported(f"granting {k}")
        return tuple(items)

    def static_cond(self, cond):
        return cond

    def pts_self(self, _s):
        return "self"

    def pts_equipped(self):
        return "attached"

    def pts_enchanted(self):
        return "attached"

    def pts_each(self, s):
        return s

    def pts_other(self, s):
        return dataclasses.replace(s, another=True)

    def _static_condition(self, cond):
        if cond is not None and cond.kind not in dsl.STATIC_CONDITIONS:
            raise Unsupported(f"a static ability's condition '{cond.kind}'")
        if cond is not None and cond.of is not None and sel_for(cond.of).controller not in ("you", "opponent"):
            raise Unsupported("a static ability's condition on whose permanents")
        return cond

    def static_pump(self, subj, _gets, pt, *rest):
        kws, cond = (), None
        for r in rest:
            if isinstance(r, tuple):
                kws = r
            elif isinstance(r, Condition):
                cond = r
        ch = Change(plus_power=pt[0], plus_toughness=pt[1], add_keywords=kws)
        return Part("static", Static(self.line, ch, affects=subj,
                                     condition=self._static_condition(cond)))

    def static_keywords(self, subj, _has, kws, *rest):
        cond = rest[0] if rest else None
        if subj == "self" and cond is None:
            raise Unsupported("'this creature has <keyword>' (a keyword in other words)")
        return Part("static", Static(self.line, Change(add_keywords=kws), affects=subj,
                                     condition=self._static_condition(cond)))

    # -- additional costs (CR 118.8) ----------------------------------------
    def additional_cost_line(self, ac):
        if ac is True:
            return Part("field", True, "sacrifice_creature")
        return Part("field", ac, "additional_cost")

    def ac_sacrifice(self, _a, s):
        if s == Sel(types=("creature",)):  # Card(sacrifice_creature=True), as the library
            return True
        return dsl.SacrificeCost(s)

    def ac_discard(self, _a, f):
        return dsl.DiscardCost(Sel(**f) if f else "card")

    def ac_pay_life(self, n):
        return dsl.PayLifeCost(int(n))

    def ac_tap(self, s):
        return dsl.TapCreatureCost(s)

    # -- modal spells (CR 700.2) --------------------------------------------
    def modal_head(self, tok):
        return Part("modal", str(tok))

    def mode_line(self, effects):
        return Part("mode", effects)

    # -- effects (CR 608.2) -------------------------------------------------
    def effects(self, *sentences):
        out = []
        for s in sentences:
            out += list(s)
        return tuple(out)

    def spell_effects(self, *sentences):
        return Part("spell", self.effects(*sentences))

    def sentence(self, *clauses):
        out = []
        for c in clauses:
            out += list(c) if isinstance(c, (list, tuple)) else [c]
        return tuple(out)

    def may_sentence(self, clause):
        return May(*(clause if isinstance(clause, tuple) else (clause,)))

    def if_sentence(self, cond, clause):
        return If(cond, *(clause if isinstance(clause, tuple) else (clause,)))

    def unless_sentence(self, clause, unless):
        raise Unsupported("'unless' clauses")

    def dealer(self, *a):
        return "self"

    def _recipient(self, r):
        kind, val = r
        if kind == "target":
            return {"target": val}
        if kind == "each":
            return {"each": val}
        return {"subject": val}

    def dr_target(self, t):
        return t

    def dr_each(self, s):
        return ("each", s)

    def dr_each_opponent(self):
        return ("subject", "each opponent")

    def dr_each_player(self):
        return ("subject", "each player")

    def dr_you(self):
        return ("subject", "you")

    def dr_each_creature_and_player(self):
        raise Unsupported("damage to each creature and each player")

    def deal_damage(self, _d, amount, r):
        return DealDamage(amount, **self._recipient(r))

    def draw(self, n, _c):
        return DrawCards(n)

    def target_draws(self, n, _c):
        return DrawCards(n, target="player")

    def each_draws(self, n, _c):
        return DrawCards(n, subject="each player")

    def ps_you(self):
        return {"subject": "you"}

    def ps_each_opponent(self):
        return {"subject": "each opponent"}

    def ps_each_player(self):
        return {"subject": "each player"}

    def ps_target_player(self):
        return {"target": "player"}

    def ps_target_opponent(self):
        return {"target": "opponent"}

    def gain_life(self, who, _g, amount):
        return GainLife(amount, **who)

    def lose_life(self, who, _l, amount):
        return LoseLife(amount, **who)

    def drain_each(self, a, b):
        return (LoseLife(a, subject="each opponent"), GainLife(b))

    def drain_target(self, a, b):
        return (LoseLife(a, target="opponent"), GainLife(b))

    def _zone_effect(self, ctor, t):
        kind, val = t
        return ctor(target=val)

    def destroy(self, t):
        return self._zone_effect(Destroy, t)

    def destroy_all(self, s):
        return Destroy(each=s)

    def exile(self, t):
        return self._zone_effect(Exile, t)

    def exile_all(self, s):
        return Exile(each=s)

    def bounce(self, t):
        return self._zone_effect(ReturnToHand, t)

    def bounce_all(self, s):
        return ReturnToHand(each=s)

    def bounce_self(self, _s):
        return ReturnToHand(subject="self")

    def tap(self, t):
        return self._zone_effect(Tap, t)

    def untap(self, t):
        return self._zone_effect(Untap, t)

    def tap_self(self, _s):
        return Tap(subject="self")

    def untap_self(self, _s):
        return Untap(subject="self")

    def tap_all(self, s):
        return Tap(each=s)

    def untap_all(self, s):
        return Untap(each=s)

    def pump_target(self, t):
        return {"target": t[1]}

    def pump_self(self, _s):
        return {"subject": "self"}

    def pump_each(self, s):
        return {"each": s}

    def pump_each_other(self, s):
        return {"each": dataclasses.replace(s, another=True)}

    def pump(self, who, _g, pt, _d):
        return Pump(pt[0], pt[1], **who)

    def pump_kw(self, who, _g, pt, _gains, kws, _d):
        return Pump(pt[0], pt[1], keywords=kws, **who)

    def grant_kw(self, who, _g, kws, _d):
        return Pump(0, 0, keywords=kws, **who)

    def ct_target(self, t):
        return {"target": t[1]}

    def ct_self(self, _s):
        return {"subject": "self"}

    def ct_it(self):
        return {"subject": "it"}

    def ct_each_yours(self):
        return {"each": Sel(types=("creature",), controller="you")}

    def put_counters(self, n, kind, _c, where):
        if kind not in dsl.COUNTERS:
            raise Unsupported(f"{kind} counters")
        return PutCounters(kind, n, **where)

    def counter(self, t):
        return Counter(t[1])

    def counter_unless(self, t, m):
        cost = dsl.parse_cost(_mana(m))
        if cost.x or sum(cost.colored) or cost.hybrid or cost.colorless:
            raise Unsupported("'unless its controller pays' a cost other than generic mana")
        return CounterUnlessPay(cost.generic, target=t[1])

    def scry(self, n):
        return Scry(int(n))

    def surveil(self, n):
        return Surveil(int(n))

    def mill(self, n, _c):
        return Mill(n)

    def target_mills(self, n, _c):
        return Mill(n, target="player")

    def each_opp_mills(self, n, _c):
        return Mill(n, subject="each opponent")

    def target_discards(self, n, _c):
        return Discard(n, target="player")

    def target_opp_discards(self, n, _c):
        return Discard(n, target="opponent")

    def each_opp_discards(self, n, _c):
        return Discard(n, subject="each opponent")

    def each_discards(self, n, _c):
        return Discard(n, subject="each player")

    def discard(self, n, _c):
        return Discard(n)

    def discard_random(self, n, _c):
        return Discard(n, random=True)

    def regenerate_self(self, _s):
        return Regenerate()

    def fog(self):
        return PreventAllCombatDamage()

    def sacrifice_self(self, _s):
        return Sacrifice(subject="self")

    def _edict(self, s, **who):
        return Sacrifice(s, **who)

    def edict_target(self, _a, s):
        return Sacrifice(s, target="player")

    def edict_each_opp(self, _a, s):
        return Sacrifice(s, subject="each opponent")

    def edict_each(self, _a, s):
        return Sacrifice(s, subject="each player")

    def fighter(self):
        return Sel(types=("creature",), controller="you")

    def fight(self, first, second):
        return Fight(first, second[1])

    def shuffle(self):
        return Shuffle()

    def proliferate(self):
        return dsl.Proliferate()

    def explore_kw(self):
        return dsl.Explore()

    def populate(self):
        return dsl.Populate()

    def lose_game(self):
        return dsl.LoseTheGame()

    # -- mana (CR 106, 605) -------------------------------------------------
    def add_mana(self, m):
        return m

    def mana_fixed(self, m):
        cost = dsl.parse_cost(_mana(m))
        if cost.x or cost.hybrid or cost.generic or cost.snow:
            raise Unsupported("adding mana other than colored or colorless symbols")
        letters = "".join(re.findall(r"\{([WUBRGC])\}", _mana(m)))  # in printed order
        return AddMana(letters)

    def mana_or2(self, a, b):
        return AddMana(f"{self._one(a)}|{self._one(b)}")

    def mana_or3(self, a, b, c):
        return AddMana(f"{self._one(a)}|{self._one(b)}|{self._one(c)}")

    def _one(self, m) -> str:
        s = _mana(m)
        if len(s) != 3:
            raise Unsupported("a mana choice of several symbols")
        return s[1]

    def mana_any(self):
        return AddMana("any")

    def mana_any2(self):
        return AddMana("any", 2)

    # -- conditions ---------------------------------------------------------
    # "You control" / "an opponent controls" count the selector's matches (the
    # engine's CheckCondition), so the selector says whose (as the library writes it).
    def cond_you_control(self, _a, s):
        return Condition("you control", of=dataclasses.replace(s, controller="you"))

    def cond_you_control_n(self, n, s):
        return Condition("you control", n=n, of=dataclasses.replace(s, controller="you"))

    def cond_you_control_none(self, s):
        return Condition("you control none", of=dataclasses.replace(s, controller="you"))

    def cond_opp_controls(self, _a, s):
        return Condition("opponent controls", of=dataclasses.replace(s, controller="opponent"))

    def cond_opp_controls_n(self, n, s):
        return Condition("opponent controls", n=n,
                         of=dataclasses.replace(s, controller="opponent"))

    def cond_life_ge(self, n):
        return Condition("life at least", n=int(n))

    def cond_life_le(self, n):
        return Condition("life at most", n=int(n))

    def cond_hand_empty(self):
        return Condition("hand empty")

    def cond_kicked(self, *a):
        return Condition("kicked")

    def cond_did(self):
        return Condition("did")

    # -- tokens (CR 111) ----------------------------------------------------
    def token_colors(self, *cols):
        return "".join(_COLOR_LETTER[str(c)] for c in cols)

    def token_subtypes(self, *subs):
        return " ".join(self._subtype(s) for s in subs)

    def token_types(self, *a):
        return "Creature"

    def token_with(self, kws):
        return kws

    def token_desc(self, pt, colors, subtypes, types, _t, kws=()):
        p, t = (int(x) for x in str(pt).split("/"))
        oracle = ", ".join(kws).capitalize()  # "Flying, deathtouch", as the library
        return Token(subtypes, colors, p, t, tuple(kws), oracle=oracle)

    def create_token(self, n, token):
        return CreateTokens(n, token)
