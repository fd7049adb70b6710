"""The meanings of static abilities, replacement effects, cost changes and
characteristic-defining P/T (CR 604, 614, 601.2f, 604.3): a part of
:class:`mtgcore.oracle.build.Meaning`."""

from __future__ import annotations

import dataclasses

from lark import Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import (Amount, Change, Condition, EntersTapped, EntersWithCounters, Sel,
                               Static)
from mtgcore.cards.selectors import sel as sel_for
from mtgcore.oracle.build_base import Part, Unsupported, _mana
from mtgcore.oracle.build_selectors import _merge


@v_args(inline=True)
class StaticMeanings(Transformer):
    """Static abilities, replacements, cost changes, CDAs."""

    # -- static abilities (CR 604) and replacements (CR 614) ----------------
    def enters_tapped(self, _s):
        return Part("replacement", EntersTapped(self.line))

    #: Conditions judged as a permanent would enter (614.1d): about the board and the
    #: player it enters under, not about a resolving spell or the permanent itself.
    _ENTERING_CONDITIONS = ("you control", "you control none", "you control at most",
                            "opponent controls", "life at least", "life at most", "hand empty")

    def _entering_condition(self, cond):
        if cond.kind not in self._ENTERING_CONDITIONS:
            raise Unsupported(f"'enters tapped' on the condition {cond.kind!r}")
        return cond

    def enters_tapped_unless(self, _s, cond):
        # CR 614.1d: "This land enters tapped unless you control two or more other lands."
        return Part("replacement", dsl.EntersTappedUnless(self.line, self._entering_condition(cond)))

    def enters_tapped_if(self, cond, _s):
        # "If you control two or more other lands, this land enters tapped."
        return Part("replacement", dsl.EntersTappedUnless(self.line, self._entering_condition(cond),
                                                          unless=False))

    def pay_life_or_tapped(self, _s, n):
        # CR 614.12, 119.4: shocklands
        return Part("replacement", dsl.PayLifeOrEntersTapped(int(n), self.line))

    def enters_with_counters(self, _s, n, kind, *rest):
        if kind not in dsl.COUNTERS:
            raise Unsupported(f"{kind} counters")
        if isinstance(n, Amount):  # CR 107.3m: the X of the spell it was
            n = dsl.X_COUNTERS
        return Part("replacement", EntersWithCounters(kind, n, self.line))

    def cant_be_countered(self, *a):
        return Part("field", True, "cant_be_countered")

    def with_ability_word(self, _w, part):  # CR 207.2c: no rules meaning
        return part

    # -- cost changes (CR 601.2f, 118.7) -----------------------------------
    def _generic(self, m) -> int:
        cost = dsl.parse_cost(_mana(m))
        if cost != dsl.parse_cost("{%d}" % cost.generic):
            raise Unsupported("a cost change of colored mana")
        return cost.generic

    def _cost_change(self, m, direction, **kw):
        n = self._generic(m)
        amount = {"less": n} if str(direction) == "less" else {"more": n}
        ch = dsl.CostChange(self.line, **amount, **kw)
        if ch.problems():
            raise Unsupported("a cost change: " + ch.problems()[0])
        return Part("cost_change", ch)

    def sp_spells(self, mods, _t):
        return self._spells(mods, {})

    def sp_type_spells(self, mods, t, _t):
        return self._spells(mods, {"types": (str(t),)})

    def sp_subtype_spells(self, mods, sub, _t):
        return self._spells(mods, {"subtype": self._subtype(sub)})

    def sp_two_type_spells(self, mods, a, b, _t):
        return self._spells(mods, {"types": (str(a), str(b))})

    def _spells(self, mods, noun):
        f = _merge(mods, noun)
        return None if not f else Sel(**f, zone="stack")

    def cc_yours(self, spells, m, d):
        return self._cost_change(m, d, whose="you", spells=spells)

    def cc_opponents(self, spells, m, d):
        return self._cost_change(m, d, whose="opponents", spells=spells)

    def cc_any(self, spells, m, d):
        return self._cost_change(m, d, whose="any", spells=spells)

    def cc_self_per(self, m, d, s):
        return self._cost_change(m, d, whose="self", per=s)

    def cc_self_per_graveyard(self, m, d, f):
        return self._cost_change(m, d, whose="self", per=Sel(**f, zone="graveyard", owner="you"))

    def cast_only(self, when):  # CR 601.3 (Card.cast_only)
        return Part("field", str(when), "cast_only")

    def spell_static(self, part):
        return part

    def _kw_static(self, kw):
        return Part("keywords", [("kw", kw)])

    # CR 613.10: "can't attack" / "can't block" through an Aura are rules effects on
    # the enchanted creature (Change.restrict), as the library writes Pacifism.
    def _attached_restrict(self, *what, **change):
        return Part("static", Static(self.line, Change(restrict=what, **change), affects="attached"))

    def st_pacifism(self):
        return self._attached_restrict("can't attack", "can't block")

    def st_enchanted_cant_block(self):
        return self._attached_restrict("can't block")

    def st_enchanted_cant_attack(self):
        return self._attached_restrict("can't attack")

    def st_enchanted_pump_cant_block(self, pt):
        return self._attached_restrict("can't block", plus_power=pt[0], plus_toughness=pt[1])

    # Keyword-like statics the DSL keeps as card data (CR 508.1c-d, 508.1h)
    def st_attack_unless(self, _s, _a, sub):
        proper = self._subtype(sub)
        art = "an" if proper[0] in "AEIOU" else "a"
        return self._kw_static(f"can't attack unless defending player controls {art} {proper}")

    def st_attack_tax(self, m):
        return self._kw_static("creatures can't attack you unless their controller pays "
                               f"{_mana(m)} for each creature they control that's attacking you")

    def st_attack_tax_pw(self, m):
        return self._kw_static("creatures can't attack you or planeswalkers you control unless "
                               f"their controller pays {_mana(m)} for each of those creatures")

    # Replacement effects (CR 614.1a), as the library writes them
    def rp_opp_graveyard_exile(self):
        return Part("replacement", dsl.GraveyardExileInstead(
            self.line, what=Sel(owner="opponent", token=False, zone="none")))

    def rp_graveyard_exile(self):
        return Part("replacement", dsl.GraveyardExileInstead(self.line))

    def rp_double_life(self):
        return Part("replacement", dsl.LifeGainReplacement(self.line, "double"))

    def rp_life_plus(self, n):
        return Part("replacement", dsl.LifeGainReplacement(self.line, "plus n", n=int(n)))

    def rp_prevent_all_to(self, what):  # CR 615.1
        return Part("replacement", dsl.PreventAllDamageTo(self.line, what=what))

    def rp_double_tokens(self):
        return Part("replacement", dsl.DoubleTokens(self.line))

    def st_you_have(self, rule):  # CR 702.11c, 702.18c: a rule on the player (613.11)
        return self._checked(Static(self.line, Change(player_rules=(str(rule),)), affects="you"))

    def st_extra_land(self):  # CR 305.2: a rule on the player (613.11)
        return self._checked(Static(self.line, Change(
            player_rules=("may play an additional land on each of your turns",)), affects="you"))

    def st_opening_hand(self):  # CR 103.6a
        return Part("field", True, "opening_hand")

    def as_enters_choose_type(self, _s):  # CR 614.12a
        return Part("replacement", dsl.AsEntersChooseCreatureType(self.line))

    def as_enters_choose_color(self, _s):
        return Part("replacement", dsl.AsEntersChooseColor(self.line))

    def st_is_chosen_type(self, _s):
        return self._checked(Static(self.line, Change(add_subtypes=dsl.CHOSEN_TYPE)))

    def kw_protection_chosen(self):
        return ("kw", "protection from the chosen color")

    def kw_entwine(self, m):  # CR 702.42a
        return ("field", "entwine", _mana(m))

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

    # CR 509.1b: restrictions on blocking it, and on what it may block
    def st_unblockable(self, _s):
        return self._kw_static("can't be blocked")

    def st_block_only_flyers(self, _s):
        return self._kw_static("can block only creatures with flying")

    def st_cant_block_unblockable(self, _s):
        return Part("keywords", [("kw", "can't block"), ("kw", "can't be blocked")])

    # "Enchanted creature / Creatures you control can't be blocked" (a rules effect
    # on them, 613.10, while the source's static ability applies)
    def st_subject_unblockable(self, subj, *cond):
        if subj == "self" and not cond:  # (the grammar's other reading of the same line)
            return self.st_unblockable(subj)
        return self._checked(Static(self.line, Change(restrict=("can't be blocked",)), affects=subj,
                                    condition=self._static_condition(cond[0] if cond else None)))

    def st_subject_block_only_flyers(self, subj):
        if subj == "self":
            return self.st_block_only_flyers(subj)
        return self._checked(Static(self.line, Change(restrict=("can block only creatures with flying",)),
                                    affects=subj))

    def st_unblockable_by(self, _s, s):
        return Part("field", s, "unblockable_by")

    def st_max_one_blocker(self, _s):
        return self._kw_static("can't be blocked by more than one creature")

    def kw_item(self, tok, *rest):
        s = str(tok)
        if tok.type == "COLOR_WORD":  # "protection from black [and from red]"
            return tuple(f"protection from {c}" for c in (tok, *rest))
        if rest:
            raise Unsupported("a keyword list item")
        return s

    def keyword_list(self, *items):
        items = [i for it in items for i in (it if isinstance(it, tuple) else (it,))]
        for k in items:
            if k not in dsl.KEYWORDS and not k.startswith("protection from") and not k.endswith("walk"):
                raise Unsupported(f"granting {k}")
        return tuple(items)

    # -- characteristic-defining P/T (CR 604.3, 613.4a) ---------------------
    def cda_count(self, s):
        return {"pt_amount": "count", "pt_of": s}

    def cda_hand(self):
        return {"pt_amount": "cards in hand"}

    def cda_card_types(self):
        return {"pt_amount": "card types in graveyards"}

    def card_sel_pl(self, mods, noun):
        return self.card_sel(mods, noun)

    def cda_graveyards(self, f):
        return {"pt_amount": "count", "pt_of": Sel(**f, zone="graveyard")}

    def cda_your_graveyard(self, f):
        return {"pt_amount": "count", "pt_of": Sel(**f, zone="graveyard", owner="you")}

    def _cda(self, **change):
        return Part("static", Static(self.line, Change(**change), cda=True))

    def cda_both(self, _s, amount):
        return self._cda(power=1, toughness=1, **amount)

    def cda_plus(self, _s, amount, n):
        return self._cda(power=1, toughness=1, toughness_offset=int(n), **amount)

    def cda_power(self, _s, amount):
        return self._cda(power=1, **amount)

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

    def _checked(self, st: Static) -> Part:
        probs = st.problems()
        if probs:  # what the engine can't express, e.g. granting landwalk
            raise Unsupported("a static ability: " + probs[0].split(": ", 1)[-1])
        return Part("static", st)

    def static_pump(self, subj, _gets, pt, *rest):
        kws, cond = (), None
        for r in rest:
            if isinstance(r, tuple):
                kws = r
            elif isinstance(r, Condition):
                cond = r
        ch = Change(plus_power=pt[0], plus_toughness=pt[1], add_keywords=kws)
        return self._checked(Static(self.line, ch, affects=subj,
                                    condition=self._static_condition(cond)))

    def static_pump_for_each(self, subj, _gets, pt, s):
        # CR 613.4c: +N/+N times the number of matching permanents, as they change
        ch = Change(plus_power=pt[0], plus_toughness=pt[1], pt_amount="count", pt_of=s)
        return self._checked(Static(self.line, ch, affects=subj))

    def static_keywords(self, subj, _has, kws, *rest):
        cond = rest[0] if rest else None
        if subj == "self" and cond is None:
            raise Unsupported("'this creature has <keyword>' (a keyword in other words)")
        return self._checked(Static(self.line, Change(add_keywords=kws), affects=subj,
                                    condition=self._static_condition(cond)))
