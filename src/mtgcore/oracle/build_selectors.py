"""The meanings of selectors, targets and conditions (CR 109, 115): a part of
:class:`mtgcore.oracle.build.Meaning`."""

from __future__ import annotations

import dataclasses

from lark import Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import Condition, Sel
from mtgcore.cards.selectors import SHARED_FIELDS, _DEFAULTS as _SEL_DEFAULTS
from mtgcore.oracle.build_base import Unsupported, _num


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


class _Alts(list):
    """The nouns of "X or Y" that differ in more than their card types: each the
    fields of one alternative (Sel.alt)."""


def _fields(parts) -> dict:
    """The Sel fields of a selector's parts (its words, nouns, controller, "with"
    clause); alternatives (:class:`_Alts`) become ``alt``, every other part applying to
    each of them ("target artifact or creature an opponent controls")."""
    alts = next((p for p in parts if isinstance(p, _Alts)), None)
    common: dict = {}
    for p in parts:
        if not isinstance(p, _Alts):
            common = _merge(common, p)
    if alts is None:
        return common
    full = [_merge(common, a) for a in alts]
    head = full[0]
    chain = None
    for a in reversed(full[1:]):
        for k in SHARED_FIELDS:
            if k in a and a[k] != head.get(k, _SEL_DEFAULTS[k]):
                raise Unsupported(f"alternatives of a selector with different {k}")
            a.pop(k, None)
        if "keywords" in a or "not_keywords" in a:
            for k in a.get("keywords", ()) + a.get("not_keywords", ()):
                if k not in dsl.KEYWORDS:
                    raise Unsupported(f"a selector with {k!r}")
        chain = Sel(**a, alt=chain)
    return dict(head, alt=chain)


_PLURAL_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                 "lands": "land", "planeswalkers": "planeswalker", "battles": "battle"}



@v_args(inline=True)
class SelectorMeanings(Transformer):
    """Selectors, targets and conditions."""

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
        return {"not_supertypes": ("legendary",)}

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
        t = str(t)
        return {"subtype": self._subtype(s), "types": (_PLURAL_TYPES.get(t, t),)}

    def n_subtype_tokens(self, s, _t):
        return {"subtype": self._subtype(s), "token": True}

    def n_type_tokens(self, t, _t):
        return {"types": (str(t),), "token": True}

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
        # "artifact or enchantment", "instant or sorcery spell": one of the card types,
        # the rest of the nouns alike
        types, rest = [], None
        last = {k: v for k, v in nouns[-1].items() if k != "types"}
        if last == {"zone": "stack"}:  # "artifact or enchantment spell": spells, each
            nouns = [dict(n, zone="stack") if set(n) == {"types"} else n for n in nouns]
        for n in nouns:
            other = {k: v for k, v in n.items() if k != "types"}
            if "types" not in n or (rest is not None and other != rest):
                # "a Plains or Island card", "artifact, enchantment, or nonbasic land":
                # alternatives of whole selectors (Sel.alt)
                return _Alts(list(nouns))
            rest = other
            types += list(n["types"])
        return {"types": tuple(dict.fromkeys(types)), **rest}

    def alt_noun(self, *parts):
        f: dict = {}
        for p in parts:
            if not isinstance(p, dict):  # the article of "a Plains or an Island"
                continue
            f = _merge(f, p)
        return f

    alt_noun_pl = alt_noun

    def noun_group(self, *nouns):
        return self._nouns(nouns)

    def noun_group_pl(self, *nouns):
        return self._nouns(nouns)

    def n_subtype_cards(self, *subtypes):
        return _Alts([{"subtype": self._subtype(t)} for t in subtypes])

    def chosen(self):  # "of the chosen type" (CR 614.12a: chosen as the source entered)
        return {"subtype": dsl.CHOSEN_TYPE}

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
        f = _fields(parts)
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

    def card_sel(self, mods, noun, with_=None):
        f = _fields([mods, noun] + ([with_] if with_ is not None else []))
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

    def tgt_another(self, s):
        return ("target", dataclasses.replace(s, another=True))

    def tgt_player(self):
        return ("target", "player")

    def tgt_opponent(self):
        return ("target", "opponent")

    def tgt_creature_or_player(self):
        return ("target", "creature or player")

    def tgt_up_to_one(self, s):
        raise Unsupported("'up to one target'")

    # CR 115.1d: "two target artifacts", "up to three target creatures": one instance of
    # the word "target" choosing several different objects (Target(count=/up_to=)).
    def tgt_n(self, n, s):
        return ("target", dsl.Target(s, count=_num(n)))

    def tgt_up_to_n(self, n, s):
        return ("target", dsl.Target(s, up_to=_num(n)))

    def tgt_card_a_graveyard(self, f):
        return ("target", Sel(**f, zone="graveyard"))

    def tgt_card_graveyard(self, f):
        return ("target", Sel(**f, zone="graveyard", owner="you"))

    # -- conditions ---------------------------------------------------------
    # "You control" / "an opponent controls" count the selector's matches (the
    # engine's CheckCondition), so the selector says whose (as the library writes it).
    def cond_you_control(self, _a, s):
        return Condition("you control", of=dataclasses.replace(s, controller="you"))

    def cond_you_control_n(self, n, s):
        if not isinstance(n, int):
            raise Unsupported("a condition counting X")
        return Condition("you control", n=n, of=dataclasses.replace(s, controller="you"))

    def cond_you_control_none(self, s):
        return Condition("you control none", of=dataclasses.replace(s, controller="you"))

    def cond_you_control_at_most(self, n, s):
        if not isinstance(n, int):
            raise Unsupported("a condition counting X")
        return Condition("you control at most", n=n, of=dataclasses.replace(s, controller="you"))

    def cond_opp_controls(self, _a, s):
        return Condition("opponent controls", of=dataclasses.replace(s, controller="opponent"))

    def cond_opp_controls_n(self, n, s):
        if not isinstance(n, int):
            raise Unsupported("a condition counting X")
        return Condition("opponent controls", n=n,
                         of=dataclasses.replace(s, controller="opponent"))

    def cond_life_ge(self, n):
        return Condition("life at least", n=int(n))

    def cond_life_le(self, n):
        return Condition("life at most", n=int(n))

    def cond_hand_empty(self):
        return Condition("hand empty")

    def cond_city_blessing(self):  # CR 702.131a
        return Condition("city's blessing")

    def cond_kicked(self, *a):
        return Condition("kicked", n=1)  # as IfKicked (times=1)

    def cond_did_not(self):
        return Condition("did not")

    def cond_won_flip(self):  # CR 705.2
        return Condition("won the flip")

    def cond_lost_flip(self):
        return Condition("lost the flip")

    def cond_you_cast_it(self):  # "if you cast it" (an intervening if of an ETB trigger)
        return Condition("you cast it")

    def cond_did(self):
        return Condition("did")
