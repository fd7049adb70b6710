"""The meanings of the library families' templates (issue 19, ground truth): control
and layer changes from resolving spells, prevention, copies and new targets, extra
turns, land-type and color statics, animated lands, clones, kicker and escape
counters, state triggers.  A part of :class:`mtgcore.oracle.build.Meaning`; the
grammar's block "Library families" in ``oracle.lark``."""

from __future__ import annotations

import dataclasses

from lark import Token as LarkToken, Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import (Amount, ApplyEffect, Change, Condition, Destroy, Exile, GainLife,
                               LoseLife, PutCounters, Pump, Sacrifice, Sel, Static, Tap, Untap)
from mtgcore.cards.targets import Target
from mtgcore.oracle.build_base import _COLOR_LETTER, Part, Unsupported, _mana, _num
from mtgcore.oracle.build_effects import IT, THAT_TARGET, _granted, wrapped

#: The subject "its controller" of the object a trigger saw, or of the target before it
IT_CONTROLLER = "it controller:ref"


@dataclasses.dataclass
class StateTrigger:
    """"When you control no Islands, ..." (CR 603.8): a state trigger's condition."""

    condition: Condition


@dataclasses.dataclass
class ReturnExiled:
    """"..., then return that card / those cards to the battlefield under <whose>
    control" before it joins the exile it follows (CR 400.7j: the new object)."""

    under: str
    plural: bool = False


@dataclasses.dataclass
class Instead:
    """"If <condition>, it deals N damage instead." before it joins the damage before it."""

    condition: Condition
    amount: object


class _ItsToughness:
    """The amount "its toughness" before it is resolved (see build_effects.resolve_refs)."""


ITS_TOUGHNESS = _ItsToughness()


def _kw_list(kws) -> tuple:
    out = []
    for k in kws:
        out += list(k) if isinstance(k, (list, tuple)) else [k]
    return tuple(out)


@v_args(inline=True)
class FamilyMeanings(Transformer):
    """The library families' templates (see the module docstring)."""

    # -- "that creature", "it" ----------------------------------------------
    def that_obj(self, *a):
        return THAT_TARGET

    def untap_that(self, that):
        return Untap(subject=that)

    def tap_that(self, that):
        return Tap(subject=that)

    def untap_it(self):
        return Untap(subject=IT)

    def tap_it(self):
        return Tap(subject=IT)

    def grant_kw_that(self, that, _g, kws, _d):
        return Pump(0, 0, keywords=_granted(kws), subject=that)

    def pump_kw_eot_first(self, who, _g, pt, _gains, kws):
        return Pump(pt[0], pt[1], keywords=_granted(kws), **who)

    def pump_eot_first(self, who, _g, pt):
        return Pump(pt[0], pt[1], **who)

    def grant_kw_eot_first(self, who, _g, kws):
        return Pump(0, 0, keywords=_granted(kws), **who)

    # -- control (CR 613.1b: layer 2) ------------------------------------------
    def _control(self, t, duration):
        if not isinstance(t[1], (Sel, str)) or t[1] in ("player", "opponent", "any"):
            raise Unsupported("gaining control of a player")
        return ApplyEffect(Change(gain_control=True), target=t[1], duration=duration)

    def gain_control_eot(self, t, _d):
        return self._control(t, "end of turn")

    def gain_control(self, t):
        return self._control(t, "permanent")

    def gain_control_while(self, t, _s):
        return self._control(t, "while source on battlefield")

    def untap_gain_control(self, t, _d):
        return (Untap(target=t[1]), ApplyEffect(Change(gain_control=True), subject=THAT_TARGET))

    # -- layer changes from a resolving spell (CR 611.2, 613.1d-613.4) ----------
    def switch_pt(self, t, _d):  # 613.4d
        return ApplyEffect(Change(switch=True), target=t[1])

    def cs_target(self, t):
        return {"target": t[1]}

    def cs_it(self):
        return {"subject": IT}

    def cs_that(self, that):
        return {"subject": that}

    def change_preds(self, *preds):
        out: dict = {}
        for p in preds:
            for k, v in p.items():
                if k in out:
                    raise Unsupported(f"two {k} changes in one sentence")
                out[k] = v
        return Change(**out)

    def cp_lose_all(self, _l):  # layer 6
        return {"lose_all_abilities": True}

    def cp_base_pt(self, _h, pt):  # layer 7b
        p, t = (int(x) for x in str(pt).split("/"))
        return {"power": p, "toughness": t}

    def cp_color(self, c):  # layer 5
        return {"colors": _COLOR_LETTER[str(c)]}

    def cp_becomes_creature(self, _a, *rest):
        # "becomes a blue Frog with base power and toughness 1/1": its creature types
        # become that one (205.1b), its color, its base P/T
        color, sub, pt = (rest if len(rest) == 3 else (None,) + tuple(rest))
        out = {"lose_creature_types": True, "add_subtypes": (self._subtype(sub),)}
        if color is not None:
            out["colors"] = _COLOR_LETTER[str(color)]
        out.update(self.cp_base_pt(None, pt))
        return out

    def change_eot(self, subj, change, _d):
        return ApplyEffect(change, **subj)

    def change_eot_first(self, subj, change):
        return ApplyEffect(change, **subj)

    def pump_kw_next_turn(self, who, _g, pt, _gains, kws):
        ch = Change(plus_power=pt[0], plus_toughness=pt[1], add_keywords=_granted(kws))
        return ApplyEffect(ch, duration="until your next turn", **who)

    # -- prevention (CR 615.1) --------------------------------------------------
    def pw_to_players(self):
        return {"each": Sel(players="only")}

    def pw_to_each(self, s):
        return {"each": s}

    def pw_by_each(self, s):
        return {"each": s, "dealt": "by"}

    def pw_to_target(self, t):
        return {"target": t[1]}

    def pw_by_target(self, t):
        return {"target": t[1], "dealt": "by"}

    def prevent_all(self, w):
        return dsl.PreventAllDamage(**w)

    def prevent_all_combat(self, w):
        return dsl.PreventAllDamage(combat=True, **w)

    # -- extra turns (CR 500.7) ---------------------------------------------------
    def extra_turn(self):
        return dsl.ExtraTurn()

    def extra_turn_target(self):
        return dsl.ExtraTurn(target="player")

    # -- the stack (CR 707.10, 115.7) --------------------------------------------
    def tgt_stack(self, noun, single=None):
        objs = {"spell": (), "spell or ability": ("spell", "activated ability", "triggered ability"),
                "activated or triggered ability": ("activated ability", "triggered ability"),
                "activated ability": ("activated ability",),
                "triggered ability": ("triggered ability",)}[str(noun)]
        if not objs and single is None:  # "target spell": the selector's own noun
            raise Unsupported("'target spell' as a stack noun")
        return ("target", Sel(zone="stack", stack_objs=objs, single_target=single is not None))

    def _stack_target(self, t):
        if not isinstance(t[1], Sel) or t[1].zone != "stack":
            raise Unsupported("a copy or change of targets of something other than a spell")
        return t[1]

    def change_the_target(self, t):
        return dsl.ChangeTargets(self._stack_target(t))

    def change_a_target_to_self(self, t, _s):
        return dsl.ChangeTargets(self._stack_target(t), how="change a target", to="self")

    def choose_new_targets_sentence(self, t):
        return (dsl.ChangeTargets(self._stack_target(t), how="choose new targets"),)

    def change_any_targets_sentence(self, t):
        return (dsl.ChangeTargets(self._stack_target(t), how="change any targets"),)

    def copy_spell(self, t):  # 707.10: the copy keeps its targets
        return dsl.CopySpell(self._stack_target(t), new_targets=False)

    def copy_spell_nonlegendary(self, t):  # 707.9b
        return dsl.CopySpell(self._stack_target(t), new_targets=False,
                             except_=Change(remove_supertypes=("legendary",)))

    def copy_new_targets_sentence(self, t):  # 707.10c
        return (dsl.CopySpell(self._stack_target(t)),)

    def token_copy(self, t):  # 707.2
        return dsl.CreateTokenCopy(target=t[1])

    def token_copy_except(self, t, change):  # 707.9a-b
        return dsl.CreateTokenCopy(target=t[1], except_=change)

    def ce_keywords(self, kws):
        return Change(add_keywords=_kw_list(kws))

    def ce_keywords_nonlegendary(self, kws):
        return Change(add_keywords=_kw_list(kws), remove_supertypes=("legendary",))

    def ce_nonlegendary(self):
        return Change(remove_supertypes=("legendary",))

    def sacrifice_created_eot(self):  # a delayed trigger (603.7) on the token just created
        return _CreatedDelayed()

    # -- zones ----------------------------------------------------------------------
    def return_exiled_yours(self, *tok):
        return ReturnExiled("you", plural=not tok)

    def return_exiled_owners(self, *tok):
        return ReturnExiled("owner")

    def return_this_card_tapped(self):
        self.from_graveyard = True
        return dsl.PutOntoBattlefield(subject="self", tapped=True)

    def return_all_graveyards(self, f):
        return dsl.PutOntoBattlefield(each=Sel(**f, zone="graveyard"), under="owner")

    def put_it_bottom(self):
        return dsl.PutOnLibrary(subject=IT, bottom=True)

    def put_it_top(self):
        return dsl.PutOnLibrary(subject=IT)

    def destroy_two(self, a, b):
        return (Destroy(target=a[1]), Destroy(target=b[1]))

    def destroy_n(self, n, s):  # 115.1d: one word "target" choosing N
        return Destroy(target=Target(s, count=_num(n)))

    def exile_n(self, n, s):
        return Exile(target=Target(s, count=_num(n)))

    # -- counters, amounts, players ---------------------------------------------
    def put_two_counters(self, n1, k1, _c1, n2, k2, _c2, where):
        for k in (k1, k2):
            if k not in dsl.COUNTERS:
                raise Unsupported(f"{k} counters")
        second = {"subject": THAT_TARGET} if "target" in where else where
        return (PutCounters(k1, n1, **where), PutCounters(k2, n2, **second))

    def put_counters_each_and_other(self, n1, k1, _c1, s1, n2, k2, _c2, s2):
        return (PutCounters(k1, n1, each=s1),
                PutCounters(k2, n2, each=dataclasses.replace(s2, another=True)))

    def pump_for_each(self, who, _g, pt, _d, s):  # the count as it resolves
        return Pump(pt[0], pt[1], amount=Amount("count", of=s), **who)

    def gain_life_for_each(self, who, _g, n, s):
        return GainLife(Amount("count", of=s, times=_num(n)), **who)

    def gain_life_per_card_in_hand(self, who, _g, n):
        return GainLife(Amount("cards in hand", times=_num(n)), **who)

    def gain_life_per_destroyed(self, who, _g, n, _s):  # what the destroy before it counted
        return _LastCount(GainLife, _num(n), who, "destroy")

    def gain_life_lost_this_way(self):
        return _LastCount(GainLife, 1, {}, "lose_life")

    def drain_any(self, who, _l, a, b):
        return (LoseLife(a, **who), GainLife(b))

    def its_controller_loses(self, a):
        return LoseLife(a, subject=IT_CONTROLLER)

    def edict_and_lose(self, _a, s, amount):
        return (Sacrifice(s, target="player"), LoseLife(amount, subject=THAT_TARGET))

    def explores_twice(self):  # 701.44a: "it" is this creature (a trigger on itself)
        self.it_dealer = True
        return (dsl.Explore(), dsl.Explore())

    def ap_toughness_of_it(self):
        return ITS_TOUGHNESS

    def ap_counters_on_self(self, kind, _s):
        if kind != "+1/+1":
            raise Unsupported(f"the number of {kind} counters on this object")
        return Amount("counters on self")

    # -- text changes (CR 612) --------------------------------------------------
    _TEXT_WORDS = {"creature type": "creature type", "color word": "color",
                   "basic land type": "basic land type"}

    def tt_spell_or_permanent(self):
        return "spell or permanent"

    def tt_permanent(self):
        return "permanent"

    def change_text(self, tt, w):
        return dsl.ChangeText(self._TEXT_WORDS[str(w)], target=tt)

    def change_text2(self, tt, w1, w2):
        return dsl.ChangeText((self._TEXT_WORDS[str(w1)], self._TEXT_WORDS[str(w2)]), target=tt)

    def change_text_not_sentence(self, tt, w, sub):
        if str(w) != "creature type":
            raise Unsupported("'the new creature type can't be' after another kind of word")
        return (dsl.ChangeText("creature type", target=tt, new_cant_be=self._subtype(sub)),)

    # -- sentences ----------------------------------------------------------------
    def ability_clauses(self, *clauses):
        return self.sentence(*clauses)

    def where_x_sentence(self, effects, amount):
        # "..., where X is <amount>": X is that amount, not a cost's X (CR 107.3)
        if not isinstance(amount, Amount):
            raise Unsupported("'where X is' an amount the engine doesn't count")
        out, found = [], False
        for e in wrapped(effects):
            if isinstance(e.amount, Amount) and e.amount.kind == "x":
                e = dataclasses.replace(e, amount=amount)
                found = True
            out.append(e)
        if not found:
            raise Unsupported("'where X is' without an X")
        return tuple(out)

    def instead_damage_sentence(self, cond, amount):
        return (Instead(cond, amount),)

    def cast_free_exile_sentence(self, t):  # 118.9, 608.2g; the spell exiled (614.1a)
        return (dsl.CastCard(target=t[1], exile_instead=True),)

    def becomes_types(self, *types):
        return tuple(str(t) for t in types)

    def manland_sentence(self, *items):
        # "<this land> becomes a 2/1 blue Faerie creature with flying until end of
        # turn. It's still a land." (CR 613.1d-f, 613.4b: types, color, abilities, P/T)
        i = next(k for k, it in enumerate(items) if isinstance(it, LarkToken) and it.type == "TOKEN_PT")
        pt = str(items[i])
        j = next(k for k, it in enumerate(items) if isinstance(it, tuple))
        types = items[j]
        words = items[i + 1:j]            # [colors,] subtypes
        colors, subs = (words if len(words) == 2 else (None, words[0]))
        kws = items[j + 1] if j + 1 < len(items) and isinstance(items[j + 1], tuple) else ()
        if "creature" not in types:
            raise Unsupported("a land becoming something other than a creature")
        p, t = (int(x) for x in pt.split("/"))
        ch = Change(add_types=types, add_subtypes=tuple(subs.split()), colors=colors,
                    add_keywords=kws, power=p, toughness=t)
        return (ApplyEffect(ch, subject="self"),)

    def unless_escaped_sentence(self, clause):  # 702.138b: checked as it resolves
        return dsl.IfNot(dsl.Escaped(), *wrapped(clause))

    # -- statics (CR 604, 613) -------------------------------------------------------
    def _basic(self, sub) -> str:
        proper = self._subtype(sub)
        if proper not in dsl.BASIC_LAND_TYPES:
            raise Unsupported(f"a land becoming a {proper} (not a basic land type)")
        return proper

    def st_land_type_set(self, s, sub):  # 305.7
        return self._checked(Static(self.line, Change(land_types=(self._basic(sub),)), affects=s))

    def st_land_type_add(self, s, _a, sub):  # 305.6
        return self._checked(Static(self.line, Change(add_subtypes=(self._basic(sub),)), affects=s))

    def st_all_color(self, s, c):  # 105.3, layer 5
        return self._checked(Static(self.line, Change(colors=_COLOR_LETTER[str(c)]), affects=s))

    def st_all_colorless(self, s):
        return self._checked(Static(self.line, Change(colors=""), affects=s))

    def st_animate_lands(self, s, pt, colors=None):
        p, t = (int(x) for x in str(pt).split("/"))
        ch = Change(add_types=("creature",), colors=colors, power=p, toughness=t)
        return self._checked(Static(self.line, ch, affects=s))

    def st_animate_mv(self, s, _a, types):
        add = tuple(t for t in types if t not in s.types)
        ch = Change(add_types=add, power=1, toughness=1, pt_amount="mana value")
        return self._checked(Static(self.line, ch, affects=s))

    def type_words(self, *types):
        return tuple(str(t) for t in types)

    def st_animate_mv_addition(self, s):
        ch = Change(add_types=("creature",), power=1, toughness=1, pt_amount="mana value")
        return self._checked(Static(self.line, ch, affects=s))

    def st_humility(self, s, pt):
        p, t = (int(x) for x in str(pt).split("/"))
        ch = Change(lose_all_abilities=True, power=p, toughness=t)
        return self._checked(Static(self.line, ch, affects=s))

    def st_lose_cant_have(self, s, _l, lost, cant):
        if tuple(lost) != tuple(cant):
            raise Unsupported("losing some keywords and not having others")
        ch = Change(remove_keywords=_kw_list(lost), cant_have=_kw_list(cant))
        return self._checked(Static(self.line, ch, affects=s))

    def _player_rule(self, rule, who):  # 613.11
        return self._checked(Static(self.line, Change(player_rules=(rule,)), affects=who))

    def st_flash_rule(self):  # 601.3b
        return self._player_rule("may cast spells as though they had flash", "you")

    def st_free_cast_rule(self):  # 118.9
        return self._player_rule("may cast spells from hand without paying their mana costs", "you")

    def st_cant_gain_life(self):  # 119.7
        return self._player_rule("can't gain life", "players")

    def st_enter_as_copy(self, _s, s, change=None):  # 707.5, 614.1c
        return Part("replacement", dsl.EnterAsCopy(s, self.line, except_=change))

    def ece_type(self, _a, t):  # 707.9b
        return Change(add_types=(str(t),))

    def ece_pt(self, pt):  # 707.9d
        p, t = (int(x) for x in str(pt).split("/"))
        return Change(power=p, toughness=t)

    def enters_with_kicked(self, _s, _a, kind):  # 702.33d
        if kind not in dsl.COUNTERS:
            raise Unsupported(f"{kind} counters")
        return Part("replacement", dsl.EntersWithCounters(kind, "times kicked", self.line))

    def escapes_with(self, _s, n, kind, _c):  # 702.138c
        if kind not in dsl.COUNTERS or not isinstance(n, int):
            raise Unsupported(f"escaping with {kind} counters")
        return Part("replacement", dsl.EscapesWithCounters(kind, n, self.line))

    def st_protection_chosen(self, _s):
        return Part("keywords", [("kw", "protection from the chosen color")])

    def st_all_enter_tapped(self, s):  # 614.1c
        return Part("replacement", dsl.Replacement(self.line, "zone_change", "enters tapped",
                                                   what=s, to_zone="battlefield"))

    def rp_skip_draw_optional(self):  # 614.10, 616.1
        return Part("replacement", dsl.SkipDraw(self.line, optional=True))

    def _counter_rp(self, k1, s, k2, mode, n=0):
        if k1 != k2 or k1 not in dsl.COUNTERS:
            raise Unsupported("a counter replacement changing the kind of counter")
        return Part("replacement", dsl.CounterReplacement(self.line, mode, k1, what=s, n=n))

    def rp_counters_double(self, k1, _a, s, k2):  # 614.1a
        return self._counter_rp(k1, s, k2, "double")

    def rp_counters_plus(self, k1, _a, s, n, k2):
        return self._counter_rp(k1, s, k2, "plus n", _num(n))

    def rp_damage_double(self):  # 614.1a
        return Part("replacement", dsl.DamageReplacement(self.line, "double", Sel(players="also")))

    def st_one_creature_combat(self, what):  # 506.5
        return Part("keywords", [("kw", f"no more than one creature can {what} each combat")])

    # -- triggers ---------------------------------------------------------------------
    def on_state_none(self, s):  # 603.8
        return StateTrigger(Condition("you control none", of=dataclasses.replace(s, controller="you")))

    def on_state_control(self, _a, s):
        return StateTrigger(Condition("you control", of=dataclasses.replace(s, controller="you")))

    def _self_or_another_dies(self, s):
        # "this creature or another creature [you control] dies": any such creature,
        # itself too (as on_self_or_another_enters)
        if dataclasses.replace(s, controller="any") == Sel(types=("creature",)):
            return dsl.OnDies(s)
        return (dsl.OnDies(), dsl.OnDies(dataclasses.replace(s, another=True)))

    def on_self_or_another_dies(self, _s, s):
        return self._self_or_another_dies(s)

    def on_self_or_another_dies_yours(self, _s, s):
        return self._self_or_another_dies(dataclasses.replace(s, controller="you"))

    def on_tapped_yours(self, _a, s):
        return dsl.OnBecomesTapped(dataclasses.replace(s, controller="you"))

    def on_leaves_yours(self, _a, s):
        return dsl.OnLeave(dataclasses.replace(s, controller="you"))

    def on_attacks_you(self, _a, s):
        return dsl.OnAttack(s, you=True)

    def on_self_enters_or_dies_yours(self, _s, _e, _a, s):
        return (dsl.OnEnter(), dsl.OnDies(dataclasses.replace(s, controller="you")))

    def cond_prowl_paid(self):  # 603.4
        return dsl.AltCostPaid("prowl")

    # -- keywords ---------------------------------------------------------------------
    def kw_escalate(self, m):  # 702.120a
        return ("field", "escalate", _mana(m))

    def kw_hexproof_from(self, c):  # 702.11d
        return ("kw", f"hexproof from {c}")

    # -- selectors ---------------------------------------------------------------------
    def n_subtype_spell(self, sub):
        return {"subtype": self._subtype(sub), "zone": "stack"}

    def n_token(self):
        return {"token": True}


@dataclasses.dataclass
class _CreatedDelayed:
    """"Sacrifice it at the beginning of the next end step." after a token is created."""


@dataclasses.dataclass
class _LastCount:
    """An amount "for each ... this way": what the effect before it counted."""

    ctor: object
    times: int
    who: dict
    after: str


def link_family_refs(out: list) -> list:
    """Join the placeholders above to the effects they follow (the sentence before)."""
    res: list = []
    for e in out:
        if isinstance(e, ReturnExiled):
            if not res or res[-1].op != "exile" or res[-1].target is None:
                raise Unsupported("'return that card' after something other than exiling a target")
            e = dsl.ReturnToBattlefield(subject="those cards" if e.plural else "that card",
                                        under=e.under)
        elif isinstance(e, _CreatedDelayed):
            if not res or res[-1].op not in ("create_tokens", "create_token_copy"):
                raise Unsupported("'sacrifice it at the beginning of the next end step' "
                                  "after something other than a token")
            e = dsl.AtBeginningOfNextEndStep("Sacrifice it.", Sacrifice(subject="it"),
                                             subject="created")
        elif isinstance(e, _LastCount):
            if not res or res[-1].op != e.after:
                raise Unsupported("'this way' after another effect")
            amount = Amount("last count", times=e.times) if e.times != 1 else Amount("last count")
            e = e.ctor(amount, **e.who)
        elif isinstance(e, Instead):
            # "<damage>. If <condition>, it deals N damage instead." (e.g. 702.33d)
            if not res or res[-1].op != "deal_damage" or res[-1].target is None:
                raise Unsupported("'it deals N damage instead' after something other than damage")
            prev = res.pop()
            if e.condition == Condition("kicked", n=1):
                res += list(dsl.IfNotKicked(prev))
            else:
                res += list(dsl.IfNot(e.condition, prev))
            res += list(dsl.If(e.condition, dsl.DealDamage(e.amount, subject=THAT_TARGET)))
            continue
        elif isinstance(e, _DelayedReturn):
            # "Exile target creature. At the beginning of the next end step, return that
            # card ..." (the card the exile made, 400.7)
            if not res or res[-1].op != "exile" or res[-1].target is None:
                raise Unsupported("a delayed return after something other than exiling a target")
            e = dsl.AtBeginningOfNextEndStep(
                e.text, dsl.ReturnToBattlefield("it", under="owner", counter=e.counter),
                subject=THAT_TARGET)
        elif isinstance(e, _TheyHave):
            if not res or res[-1].op != "create_tokens" or res[-1].token is None:
                raise Unsupported("'they have' after something other than creating tokens")
            prev = res.pop()
            e = dataclasses.replace(prev, token=e.meaning._token_with(prev.token, e.tok))
        elif isinstance(e, _NewObjectEffect):
            if not res or res[-1].op != "put_onto_battlefield":
                raise Unsupported("'that creature is ...' after something other than a card "
                                  "put onto the battlefield")
            e = e.effect
        res.append(e)
    return res


@v_args(inline=True)
class MoreFamilyMeanings(Transformer):
    """More of the library families' templates (the grammar's "more library families")."""

    def untap_n(self, n, s):  # 115.1d
        return Untap(target=Target(s, count=_num(n)))

    def create_token_per_kick(self, n, token):  # 702.33d: the spell's kicks (607.2)
        if n != 1:
            raise Unsupported("N tokens for each time it was kicked")
        return dsl.CreateTokens(Amount("times kicked"), token)

    def block_tax_this_turn(self, m):  # 509.1d
        if _mana(m) != "{X}":
            raise Unsupported("a block tax other than {X}")
        return dsl.BlockTaxThisTurn(Amount("x"))

    def reanimate(self, t):
        return dsl.PutOntoBattlefield(target=t[1])

    def that_is_also(self, that, _a, color, sub):
        # "That creature is a black Zombie in addition to its other colors and types."
        # after a card was put onto the battlefield: the permanent it became (400.7)
        ch = Change(add_colors=_COLOR_LETTER[str(color)], add_subtypes=(self._subtype(sub),))
        return _NewObjectEffect(ApplyEffect(ch, subject="it", duration="permanent"))

    def that_players_opponents_draw(self, n, _c):
        self.that_player = True
        return dsl.DrawCards(n, subject="event player's opponents")

    def and_then_may_sentence(self, a, b, c):
        out = []
        for x in (a, b):
            out += list(x) if isinstance(x, tuple) else [x]
        return tuple(out) + tuple(dsl.May(*wrapped(c)))

    def may_have_target_lose_sentence(self, amount):
        return tuple(dsl.May(LoseLife(amount, target="player")))

    def mana_per_counter(self, m, kind, _s):  # 106.1, 605.3b
        letters = _mana(m)
        if len(letters) != 3 or kind not in dsl.COUNTERS:
            raise Unsupported("mana for each counter of several symbols")
        return dsl.AddMana(letters[1], per_counter=kind)

    def static_pump_per_counter(self, subj, _g, pt, kind, _s):  # 613.4c
        ch = Change(plus_power=pt[0], plus_toughness=pt[1], pt_amount="counters on source",
                    pt_of=kind)
        return self._checked(Static(self.line, ch, affects=subj))

    def st_loyalty_tax(self):  # 606.4-606.6
        return self._player_rule("loyalty abilities cost an additional [+1]", "you")

    def cc_self_per_other_spell(self, m, d):
        return self._cost_change(m, d, whose="self", per="other spell cast this turn")

    def sp_two_color_spells(self, a, _s, b, _s2):
        return Sel(colors=(str(a), str(b)), zone="stack")

    def cond_no_spells_last_turn(self):
        return Condition("no spells cast last turn")

    def cond_two_spells_last_turn(self):
        return Condition("a player cast two or more spells last turn")

    def cond_entered_this_turn(self):
        return Condition("entered this turn")

    def c_not_own(self):
        return {"owner": "opponent"}

    def dr_each_and_each_player(self, s):
        # "each creature without flying and each player": one damage event to each
        # (CR 120.3: dealt simultaneously), as the library's Inferno
        return ("each", dataclasses.replace(s, players="also"))

    def dr_unsupported(self):  # "that creature's controller"
        return ("subject", IT_CONTROLLER)

    def st_control_enchanted(self, s):  # 613.1b: control through an Aura
        return self._checked(Static(self.line, Change(gain_control=True), affects="attached"))

    def ac_exile(self, _a, f):  # 118.8
        return dsl.ExileFromGraveyardCost(Sel(**f))


@dataclasses.dataclass
class _NewObjectEffect:
    """An effect on the permanent a card just became (after a put onto the battlefield)."""

    effect: object


@v_args(inline=True)
class TransformMeanings(Transformer):
    def transform_self(self, _s):  # 701.27a
        return dsl.Transform(subject="self")


@dataclasses.dataclass
class _TheyHave:
    """"They have "<ability>"." after tokens are created: the tokens' ability."""

    tok: object
    meaning: object

@dataclasses.dataclass
class _DelayedReturn:
    text: str
    counter: str | None
