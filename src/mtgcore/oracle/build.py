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

from mtgcore.oracle.build_base import Part, Unsupported, _COLOR_LETTER, _mana, _num  # noqa: F401
from mtgcore.oracle.build_effects import IT, EffectMeanings, its_power_as, uses_x
from mtgcore.oracle.build_events import AttachedMeanings, EventMeanings
from mtgcore.oracle.build_selectors import SelectorMeanings, _merge  # noqa: F401
from mtgcore.oracle.build_statics import StaticMeanings
from mtgcore.oracle.build_families import (FamilyMeanings, MoreFamilyMeanings, StateTrigger,
                                            TransformMeanings)
from mtgcore.oracle.build_library_manipulation import (DelveLinkedMeanings, DescendMeanings,
                                                       DrawStepAndAmassMeanings,
                                                       LibraryManipulationMeanings,
                                                       LibraryTopMeanings)
from mtgcore.oracle.build_linked import (DelayedMeanings, QuotedMeanings, ReflexiveMeanings,
                                         RevealMeanings)
from mtgcore.oracle.build_requirements import RequirementMeanings


#: Mechanism names for grammar rules that have no meaning yet (the coverage report's
#: ranking): the rule's alias otherwise.
_MECHANISMS = {
    "cost_untap": "the untap symbol {Q} in a cost",
    "destroy_no_regen": "'it can't be regenerated'",
    "st_no_untap": "'doesn't untap during your untap step'",
    "st_enchanted_no_untap": "'doesn't untap during its controller's untap step'",
    "st_control_enchanted": "'you control enchanted ...' (control through an Aura)",
    "st_block_only_flyers": "'can block only creatures with flying'",
    "on_nth_spell": "a trigger on the Nth spell each turn",
    "deal_damage2": "damage to two recipients in one sentence",
    "kw_suspend": "suspend",
    "cond_your_turn": "the condition 'it's your turn'",
    "kw_channel": "channel (an ability of a card in hand)",
    "unless_sentence": "an 'unless' clause",
    "edict_each": "'each player sacrifices'",
    "cost_energy": "paying energy {E} as an activation cost",
}


@v_args(inline=True)
class Meaning(RequirementMeanings, LibraryManipulationMeanings, LibraryTopMeanings, DelveLinkedMeanings, DescendMeanings,
              DrawStepAndAmassMeanings, FamilyMeanings, MoreFamilyMeanings, TransformMeanings, QuotedMeanings, DelayedMeanings, ReflexiveMeanings,
              RevealMeanings, SelectorMeanings, EffectMeanings, StaticMeanings,
              EventMeanings, AttachedMeanings):
    """The meaning of one parsed Oracle line (see the module docstring)."""

    def __init__(self, card_name: str, subtypes: dict, line: str, type_word: str = "permanent"):
        super().__init__()
        self.card_name = card_name
        self.subtypes = subtypes
        self.line = line          # the original line, reminder text removed (ability text)
        self.type_word = type_word
        self.it_subject = False   # the line says "it" for the object a trigger saw
        self.it_dealer = False    # "it deals damage": this object, the ability's source
        self.that_player = False  # "that player": the trigger event's player
        self.from_graveyard = False  # "return this card from your graveyard": works there

    def __default__(self, data, children, meta):
        raise Unsupported(_MECHANISMS.get(str(data), str(data).replace("_", " ")))

    # -- small pieces -------------------------------------------------------
    def article(self, *a):
        return 1

    def count(self, tok):
        if str(tok) == "x":
            return Amount("x")
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

    # -- keywords (CR 702) --------------------------------------------------
    def keyword_line(self, *kws):
        return Part("keywords", list(kws))

    def kw_simple(self, tok):
        k = str(tok)
        if k == "devoid":  # CR 702.114a: colorless in every zone, as the library writes it
            return ("field", "colors", "")
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

    def kw_bestow(self, m):  # CR 702.103a
        return ("field", "bestow", _mana(m))

    def kw_buyback(self, m):  # CR 702.27a
        return ("field", "buyback", _mana(m))

    def kw_megamorph(self, m):  # CR 702.37b
        return ("kw", f"megamorph {_mana(m)}")

    def kw_disguise(self, m):  # CR 702.168a
        return ("kw", f"disguise {_mana(m)}")

    def kw_crew(self, n):  # CR 702.122a
        return ("kw", f"crew {int(n)}")

    def kw_morph(self, m):
        return ("kw", f"morph {_mana(m)}")

    def kw_replicate(self, m):
        return ("kw", f"replicate {_mana(m)}")

    def kw_alt_cost(self, kw, m):
        return ("field", str(kw), _mana(m))

    def kw_evoke_parts(self, parts):  # "Evoke—Exile a black card from your hand." (702.74a, 118.9)
        kw = dict(parts)
        if len(kw) != len(parts) or "bounce" in kw:
            raise Unsupported("an evoke cost of these parts")
        rt = dsl.RatherThan(self.line, **kw)
        if rt.problems():
            raise Unsupported("an evoke cost: " + rt.problems()[0])
        return ("field", "evoke", rt)

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
             "loyalty": None, "discard_self": False, "exile_self": False, "costs": (),
             "exile_self_permanent": False}
        for kind, val in items:
            if kind == "mana":
                if c["cost"]:
                    raise Unsupported("two mana costs")
                c["cost"] = val
            elif kind in ("tap", "sacrifice_self", "discard_self", "exile_self", "exile_self_permanent"):
                c[kind] = True
            elif kind == "life":
                c["life"] = val
            elif kind == "tap_creatures":
                c["tap_creatures"] += val
            elif kind == "loyalty":
                c["loyalty"] = val
            elif kind == "other":  # CR 602.1: sacrifice, discard, exile, tap, return, counters
                c["costs"] += (val,)
            else:
                raise Unsupported(f"the cost {kind}")
        if len(c["costs"]) > 3:
            raise Unsupported("more than three costs besides mana, {T} and life")
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

    def cost_exile_self_permanent(self, _):  # "Exile this artifact" (602.2b)
        return ("exile_self_permanent", True)

    @staticmethod
    def _how_many(n) -> int:
        if not isinstance(n, int):
            raise Unsupported("X objects or counters in an activation cost")
        if not 1 <= n <= 20:
            raise Unsupported(f"{n} objects in a cost")
        return n

    def cost_sac(self, _a, s):  # CR 701.21a
        return ("other", dsl.SacrificeCost(s, 1))

    def cost_sac_n(self, n, s):
        return ("other", dsl.SacrificeCost(s, self._how_many(n)))

    def cost_discard(self, _a, f):  # CR 701.9a
        return ("other", dsl.DiscardCost(Sel(**f) if f else "card", 1))

    def cost_discard_n(self, n, f):
        return ("other", dsl.DiscardCost(Sel(**f) if f else "card", self._how_many(n)))

    def cost_exile_cards(self, n, f):
        return ("other", dsl.ExileFromGraveyardCost(Sel(**f) if f else "card", self._how_many(n)))

    def cost_remove_counters(self, n, kind, _self):  # CR 122.8
        if kind not in dsl.COUNTERS:
            raise Unsupported(f"{kind} counters")
        return ("other", dsl.RemoveCountersCost(kind, self._how_many(n)))

    def cost_bounce(self, _a, s):
        return ("other", dsl.ReturnToHandCost(s))

    def cost_tap_creatures(self, n, s):  # CR 118.3
        if s == Sel(types=("creature",)) and isinstance(n, int):
            return ("tap_creatures", n)
        return ("other", dsl.TapCreatureCost(s, self._how_many(n)))

    def cost_tap_creature(self, s):
        if s == Sel(types=("creature",)):
            return ("tap_creatures", 1)
        return ("other", dsl.TapCreatureCost(s, 1))

    def cost_loyalty(self, tok):
        return ("loyalty", str(tok).replace("-", "\u2212").upper())

    # -- activation restrictions (CR 602.5b) --------------------------------
    def act_limits(self, *words):
        return ("limit", words, None)

    def act_if(self, cond, *words):
        return ("limit", words, cond)

    def lim_sorcery(self):  # CR 602.5d
        return "sorcery"

    def lim_instant(self):  # any time its controller has priority: no restriction (602.5)
        return "instant"

    def lim_once_each_turn(self):
        return "once each turn"

    def lim_once(self):
        return "once"

    def lim_your_turn(self):
        return "your turn"

    def lim_your_upkeep(self):
        return "your upkeep"

    def lim_combat(self):
        return "combat"

    def lim_before_attackers(self):
        return "before attackers"

    def activated(self, *parts):  # (an ability word has no rules meaning, 207.2c)
        return Part("ability", parts[-1])

    def ability_cost_change(self, m, s):
        cost = dsl.parse_cost(_mana(m))
        if cost != dsl.parse_cost("{%d}" % cost.generic):
            raise Unsupported("an activation cost reduction of colored mana")
        return ("cost_less", cost.generic, s)

    def activated_body(self, costs, effects, *rest):
        less = next((r for r in rest if isinstance(r, tuple) and r and r[0] == "cost_less"), None)
        rest = [r for r in rest if r is not less]
        body = self._activated_body(costs, effects, *rest)
        if less is None:
            return body
        if not isinstance(body, Activated) or body.loyalty is not None:
            raise Unsupported("a cost reduction of a loyalty ability")
        return Activated(body.text, body.effects, cost=body.cost, tap=body.tap,
                         sacrifice_self=body.sacrifice_self, life=body.life, sorcery=body.sorcery,
                         zone=body.zone, exile_self=body.exile_self, discard_self=body.discard_self,
                         tap_creatures=body.tap_creatures, costs=body.costs, limit=body.limit,
                         condition=body.condition, cost_less=less[1], cost_less_per=less[2])

    def _activated_body(self, costs, effects, limit=None):
        effects = its_power_as(effects, Amount("power of self"))  # "this creature ... its power"
        words, cond = (), None
        if limit is not None:
            _, words, cond = limit
        sorcery = "sorcery" in words
        words = tuple(w for w in words if w not in ("sorcery", "instant"))
        limit = "sorcery" if sorcery else None
        if (words or cond is not None) and costs["loyalty"] is not None:
            raise Unsupported("a loyalty ability with an activation restriction")
        if cond is not None and cond.kind in ("did", "did not", "you cast it", "kicked", "not kicked"):
            raise Unsupported("an activation condition on an event")
        if self.that_player:
            raise Unsupported("'that player' in an activated ability")
        if self.it_subject:
            raise Unsupported("'it' in an activated ability")
        if len(effects) > 1 and any(e.op == "add_mana" for e in effects):
            raise Unsupported("a mana ability with another effect (a painland's damage)")
        if len(effects) == 1 and effects[0].op == "add_mana" and \
                len(dsl.mana_units(effects[0].mana, effects[0].amount)) > 4:
            raise Unsupported("a mana ability adding more than 4 mana")
        if costs["loyalty"] is not None:
            if limit is not None:
                raise Unsupported("a loyalty ability with an activation restriction")
            if any(costs[k] for k in ("cost", "tap", "sacrifice_self", "life", "tap_creatures", "costs")):
                raise Unsupported("a loyalty ability with another cost")
            return Activated(self.line, effects, cost=costs["loyalty"])
        zone = "battlefield"
        if costs["discard_self"]:
            zone = "hand"
        if costs["exile_self"] or self.from_graveyard:
            zone = "graveyard"
        if costs["exile_self_permanent"] and (zone != "battlefield" or costs["sacrifice_self"]):
            raise Unsupported("'exile this' with a cost that moves it elsewhere")
        others = costs["costs"]
        if others and any(e.op == "add_mana" for e in effects) and any(c.chooses() for c in others):
            # CR 605.3: a mana ability is activated while paying; the engine's payer
            # chooses no objects for a cost
            raise Unsupported("a mana ability whose cost sacrifices, discards, exiles, taps or returns objects")
        if zone != "battlefield" and any(c.kind in ("remove counters", "tap", "sacrifice", "return to hand")
                                         for c in others):
            raise Unsupported("an ability of a card in a hand or graveyard with a battlefield cost")
        return Activated(self.line, effects, cost=costs["cost"], tap=costs["tap"],
                         sacrifice_self=costs["sacrifice_self"], life=costs["life"],
                         sorcery=limit == "sorcery", zone=zone,
                         exile_self=costs["exile_self"] or costs["exile_self_permanent"],
                         discard_self=costs["discard_self"], tap_creatures=costs["tap_creatures"],
                         costs=others, limit=words, condition=cond)

    # -- triggers (CR 603) --------------------------------------------------
    def trigger_word(self, *a):
        return None

    def ability_word(self, *a):
        return None

    def flavor_word(self, *a):  # CR 207.2d
        return None

    def intervening(self, cond):
        return cond

    def triggered(self, *items):
        items = [i for i in items if i is not None]
        on = items[0]
        cond = items[1] if len(items) == 3 else None
        effects = items[-1]
        if isinstance(on, StateTrigger):  # CR 603.8: "when you control no Islands"
            if cond is not None or self.it_subject or self.that_player:
                raise Unsupported("a state trigger with another condition or reference")
            return Part("ability", Triggered(self.line, dsl.OnState(), effects,
                                             condition=on.condition))
        events = on if isinstance(on, tuple) else (on,)
        abilities = [self._triggered(e, cond, effects) for e in events]
        if len(abilities) > 1:
            return Part("abilities", abilities)
        return Part("ability", abilities[0])

    def _triggered(self, on, cond, effects):
        if uses_x(effects):
            raise Unsupported("X in a triggered ability")
        if self.from_graveyard:
            raise Unsupported("a triggered ability of a card in a graveyard")
        # "that player": the event's player (the player dealt damage, whose step, who drew
        # or gained life or cast the spell; after a zone change, the object's controller)
        if self.that_player and not ((on.event == "damage" and on.to_player) or
                                     (on.event in ("step_begin", "draw", "life_gain", "cast") and
                                      on.player != "you") or on.event == "unblocked" or
                                     (on.event == "zone_change" and on.what is not None and
                                      on.what.controller == "opponent")):
            raise Unsupported("'that player' in a trigger without a player")
        if (self.it_subject or self.it_dealer) and not (on.self_ or on.by_self):
            if self.it_dealer or on.what is None:
                raise Unsupported("'it' in a trigger on another object or on no object")
        # "its power": this object's (a trigger on itself), else the trigger's object's (LKI)
        mine_power = (on.self_ or on.by_self) and not on.attached
        left = on.event == "zone_change" and on.from_zone == "battlefield"  # "it": a card now, not LKI
        effects = its_power_as(effects, Amount("power of self") if mine_power and not left else
                               None if left else Amount("power of it"))
        if on.attached and self.it_dealer:
            raise Unsupported("'it deals damage' in a trigger on the attached object")
        if self.it_subject:
            # "it" is this object (the library says "self"), or the trigger's object
            # ("it"): the object this one became once it left the battlefield (400.7),
            # or the other object the trigger saw (the attached object, 303.4)
            mine = (on.self_ or on.by_self) and on.from_zone != "battlefield" and not on.attached
            effects = tuple(dataclasses.replace(e, subject="self" if mine else "it")
                            if e.subject == IT else e for e in effects)
        if on.event == "state" and getattr(self, "state_cond", None) is not None:
            if cond is not None:
                raise Unsupported("an intervening 'if' on a state trigger")
            cond = self.state_cond
        if on.event == "class_level":
            if cond is not None:
                raise Unsupported("an intervening 'if' on a class level trigger")
            cond = dsl.Condition("became level", n=self.became_level)
        return Triggered(self.line, on, effects, condition=cond)

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

    # "When this creature enters or attacks": two trigger events, as the library writes
    # Uro (one Triggered per event, the same text)
    def on_self_enters_or_attacks(self, _s, _e):
        return (OnEnter(), OnAttack())

    def on_self_or_another_enters(self, _s, s, _e):
        # "this creature or another creature you control": any such creature, itself too
        # (this creature is such a creature as it enters: exactly "a creature you control")
        if s == Sel(types=("creature",), controller="you"):
            return OnEnter(s)
        # else two events, as "enters or attacks": this object, or another such one
        return (OnEnter(), OnEnter(dataclasses.replace(s, another=True)))

    def on_self_enters_or_dies(self, _s, _e):
        return (OnEnter(), OnDies())

    def on_self_attacks_or_blocks(self, _s):
        return (OnAttack(), OnBlock())

    def on_attacks(self, _a, s):
        return OnAttack(s)

    def on_self_blocked_by(self, _s, _a, s):
        return dsl.OnBecomesBlockedBy(s)

    def on_self_blocks_a(self, _s, _a, s):
        return dsl.OnBlocksA(s)

    def on_combat_damage_player(self, _a, s):
        return dsl.OnCombatDamageToPlayer(s)

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

    def on_you_roll_dice(self):  # CR 706
        return dsl.OnRollDice()

    def on_self_tapped(self, _s):
        return dsl.OnBecomesTapped()

    def on_self_blocked(self, _s):
        return dsl.OnBecomeBlocked()

    def on_cast_self(self):
        return dsl.OnCastSelf()

    def on_self_targeted(self, _s):
        return dsl.OnTargeted("opponent")

    def on_self_targeted_any(self, _s):
        return dsl.OnTargeted("any")

    def on_monstrous(self, _s):
        return dsl.OnBecomesMonstrous()

    def on_life_at_least(self, n):
        # CR 603.8: a state trigger, "When you have N or more life" (its condition in _triggered)
        self.state_cond = dsl.Condition("life at least", n=int(n))
        return dsl.OnState()

    def on_class_level(self, n):
        # CR 716.2a: "When this Class becomes level N" (its condition in _triggered)
        self.became_level = int(n)
        return dsl.On("class_level", self_=True)

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
              "postcombat main phase": "postcombat_main",
              "first main phase": "precombat_main",    # CR 505.1: the first main phase
              "second main phase": "postcombat_main"}

    def on_step(self, owner, step):
        return OnStep(self._STEPS[str(step)], player=self._STEP_PLAYER[owner])

    def on_each_step(self, step):
        return OnStep(self._STEPS[str(step)], player="any")

    def on_each_end_step(self):
        return OnStep("end_step", player="any")

    def on_your_combat(self):
        return OnStep("beginning_of_combat", player="you")

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

    def mode_if_its(self, clause, color):
        return self.mode_line(self.if_its_sentence(clause, color))

    def mode_line(self, effects):
        effects = its_power_as(effects, None)
        if self.it_subject or self.it_dealer:
            raise Unsupported("'it' in a mode")
        if self.from_graveyard:
            raise Unsupported("'this card from your graveyard' in a mode")
        if any(e.subject.startswith("target") and ":" in e.subject for e in effects):
            raise Unsupported("'that target' in a mode")
        if self.that_player:
            raise Unsupported("'that player' in a mode")
        return Part("mode", effects)
