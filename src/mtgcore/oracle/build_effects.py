"""The meanings of effects, mana and tokens (CR 608.2, 106, 111): a part of
:class:`mtgcore.oracle.build.Meaning`."""

from __future__ import annotations

import dataclasses
import re

from lark import Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import (Activated, Amount, ApplyEffect, Change, Condition, Counter, CounterUnlessPay, CreateTokens,
                               DealDamage, Destroy, Discard, DrawCards, Exile, Fight, GainLife,
                               If, LoseLife, May, Mill, Pump, PutCounters, Regenerate,
                               PutOntoBattlefield, ReturnToHand, Sacrifice, Scry, Search, SetIt, Sel, Surveil, Tap, Token, Untap)
from mtgcore.cards.effects import PayMana, AddMana, PreventAllCombatDamage, PreventDamage, Shuffle
from mtgcore.oracle.build_base import Part, Unsupported, _COLOR_LETTER, _mana, _num


@v_args(inline=True)
class EffectMeanings(Transformer):
    """Effects, mana abilities' mana and tokens."""


    # -- effects (CR 608.2) -------------------------------------------------
    def effects(self, *sentences):
        out = []
        for s in sentences:
            for e in s:
                if isinstance(e, _SpendOnly):  # CR 106.6: the mana the sentence before adds
                    if not out or out[-1].op != "add_mana" or out[-1].spend_only is not None:
                        raise Unsupported("'spend this mana only' after something other than mana")
                    e = AddMana(out[-1].mana, out[-1].amount, spend_only=e.spells)
                    out.pop()
                out.append(e)
        from mtgcore.oracle.build_families import link_family_refs
        effects, it_self = resolve_refs(tuple(link_family_refs(out)))
        self.it_dealer |= it_self
        self.it_subject |= any(e.subject in (IT, "it controller") for e in effects)
        return effects

    def spell_effects(self, *sentences):
        # A spell's mana is one kind with an amount ("Add {B}{B}{B}.": AddMana("B", 3)).
        effects = tuple(AddMana(e.mana[0], len(e.mana)) if e.op == "add_mana" and len(e.mana) > 1
                        and len(set(e.mana)) == 1 and e.amount == 1 else e
                        for e in self.effects(*sentences))
        if self.it_subject or self.it_dealer:
            raise Unsupported("'it' in a spell with no target before it")
        if self.that_player:
            raise Unsupported("'that player' in a spell")
        if self.from_graveyard:
            raise Unsupported("'this card from your graveyard' in a spell")
        if any(e.op == "add_mana" and len(e.mana) != 1 for e in effects):
            raise Unsupported("a spell adding several kinds of mana")
        return Part("spell", effects)

    def sentence(self, *clauses):
        out = []
        for c in clauses:
            out += list(c) if isinstance(c, (list, tuple)) else [c]
        return tuple(out)

    def may_sentence(self, clause):
        return May(*wrapped(clause))

    def if_sentence(self, cond, clause):
        return If(cond, *wrapped(clause))

    def if_its_sentence(self, clause, color):
        # "Counter target spell if it's red." (Hydroblast): the target is chosen as
        # usual; whether it's red is checked as the spell resolves (608.2b, 608.2c).
        effs = clause if isinstance(clause, tuple) else (clause,)
        if len(effs) != 1 or effs[0].target is None or effs[0].target_count != (1, 1):
            raise Unsupported("'if it's <color>' after other than one targeted effect")
        e = effs[0]
        if e.target.selects_players:
            raise Unsupported("'if it's <color>' of a target that may be a player")
        guarded = dataclasses.replace(e, target=None, subject="it")
        return (dsl.SetIt(target=e.target),) + tuple(
            If(Condition("it matches", of=Sel(colors=(str(color),))), guarded))

    def unless_sentence(self, clause, unless):
        raise Unsupported("'unless' clauses")

    def dealer(self, *a):
        return "self"

    def dealer_it(self):
        # "it" deals damage: the target before it, else this object (resolve_refs)
        return "it"

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

    def dr_each_creature_and_player(self):  # one damage event to each (CR 120.3)
        return ("each", Sel(types=("creature",), players="also"))

    def deal_damage(self, d, amount, r):
        if d == "it":
            return _ItDeals(amount, self._recipient(r))
        return DealDamage(amount, **self._recipient(r))

    def deal_damage_var(self, d, amount, r):
        return self.deal_damage(d, amount, r)

    def deal_damage_var2(self, d, r, amount):
        return self.deal_damage(d, amount, r)

    def ap_power_of_it(self):
        return ITS_POWER

    def draw_next_upkeep(self):  # a delayed trigger (CR 603.7), as the library's Panic
        return dsl.AtBeginningOfNextUpkeep("Draw a card.", DrawCards(1), subject="you")

    def sacrifice_it(self):  # the object "it" names (resolved later): one object, not a choice
        return dataclasses.replace(Sacrifice(subject="it"), subject=IT)

    def sacrifice_one(self, _a, s):  # "sacrifice a creature" (701.21a): you choose one
        return Sacrifice(s)

    # "that player": the player the trigger's event names (dealt combat damage, or
    # whose step begins): the engine's "event player" (checked by Meaning.triggered)
    def that_player_discards(self, n, _c):
        self.that_player = True
        return Discard(n, subject="event player")

    def that_player_loses(self, amount):
        self.that_player = True
        return LoseLife(amount, subject="event player")

    def that_player_mills(self, n, _c):
        self.that_player = True
        return Mill(n, subject="event player")

    def look_at_top_sentence(self, n, _a, f):  # as the library's Carth
        return (dsl.LookAtTop(_num(n), Sel(**f, zone="library")),)

    def spend_only_sentence(self, _a, s):
        if s.zone != "stack":
            raise Unsupported("spending mana only on something other than spells")
        return (_SpendOnly(s),)

    def exile_if_dies_sentence(self):  # 614.1a, as the library's Chandra
        return (dsl.ExileIfItWouldDie(subject=THAT_TARGET),)

    def discard_hand(self):
        return dsl.DiscardHand()

    def each_discards_hand(self):
        return dsl.DiscardHand(subject="each player")

    def target_poison(self, n, _c):
        return dsl.Poison(n, target="player")

    def each_opp_poison(self, n, _c):
        return dsl.Poison(n)

    # "put a land card from your hand onto the battlefield" (as the library's Uro)
    def put_from_hand(self, _a, f, tapped=False):
        return (dsl.Choose(Sel(**f, zone="hand", owner="you")),
                PutOntoBattlefield(subject="chosen", tapped=tapped))

    def put_from_hand_tapped(self, a, f):
        return self.put_from_hand(a, f, tapped=True)

    def gain_life_you(self, amount):
        return GainLife(amount)

    def pay_mana(self, m):  # "you may pay {M}. If you do, ..." (as extort's data)
        try:
            return PayMana(_mana(m))
        except ValueError:
            raise Unsupported("paying hybrid, Phyrexian or X mana in an effect") from None

    def bounce_it(self):
        return ReturnToHand(subject=IT)

    def exile_self(self, _s):
        return Exile(subject="self")

    def gain_life_var(self, amount):
        return GainLife(amount)

    def its_controller_gains_var(self, amount):
        return GainLife(amount, subject=THAT_CONTROLLER)

    def its_controller_gains(self, amount):
        return GainLife(amount, subject=THAT_CONTROLLER)

    def target_deals_power(self, t, r):
        # as the library's Rabid Bite: the dealer is the first target (SetIt), the damage
        # its power, dealt by it
        return (SetIt(target=t[1]), _ItDeals(ITS_POWER, self._recipient(r)))

    def exile_graveyards(self):  # every card in every graveyard
        return Exile(each=Sel(zone="graveyard"))

    def put_on_bottom(self, t):
        return dsl.PutOnLibrary(target=t[1], bottom=True)

    def put_on_top(self, t):
        return dsl.PutOnLibrary(target=t[1])

    def ap_count(self, s):
        return Amount("count", of=s)

    def ap_cards_in_hand(self):
        return Amount("cards in hand")

    def ap_roll_result(self):  # CR 706.2: "equal to the result"
        return Amount("roll result")

    def flip_self(self, *_s):  # CR 710.2: "flip it" / "flip this creature"
        return dsl.Flip(subject="self")

    def solve_self(self):  # CR 719.3a
        return dsl.Solve()

    def flip_coin(self):  # CR 705.2
        return dsl.FlipCoin()

    def roll_die(self, die):  # CR 706.1a: "roll a d20"
        return dsl.RollDie(int(str(die)[1:]))

    def roll_result_sentence(self, lo, *rest):  # CR 706.3a: a results table's row
        hi = int(rest[0]) if rest and not isinstance(rest[0], tuple) else None
        sentences = [s for s in rest if isinstance(s, tuple)]
        effects = tuple(e for s in sentences for e in s)
        return dsl.If(dsl.RollResult(int(lo), hi), *effects)

    def draw(self, n, _c):
        return DrawCards(n)

    def target_draws(self, n, _c):
        return DrawCards(n, target="player")

    def you_and_target_opponent_draw(self, n, _c):
        return (DrawCards(n), DrawCards(n, target="opponent"))

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

    def pump_it(self):
        return {"subject": IT}

    def pump_each(self, s):
        return {"each": s}

    def pump_each_other(self, s):
        return {"each": dataclasses.replace(s, another=True)}

    def pump(self, who, _g, pt, _d):
        return Pump(pt[0], pt[1], **who)

    def pump_kw(self, who, _g, pt, _gains, kws, _d):
        return Pump(pt[0], pt[1], keywords=_granted(kws), **who)

    def grant_kw(self, who, _g, kws, _d):
        return Pump(0, 0, keywords=_granted(kws), **who)

    def ct_target(self, t):
        return {"target": t[1]}

    def ct_self(self, _s):
        return {"subject": "self"}

    def ct_it(self):
        return {"subject": IT}

    def ct_each_yours(self):
        return {"each": Sel(types=("creature",), controller="you")}

    def put_counters(self, n, kind, _c, where):
        if kind not in dsl.COUNTERS:
            raise Unsupported(f"{kind} counters")
        return PutCounters(kind, n, **where)

    def put_counters_each(self, n, kind, c, s):
        return self.put_counters(n, kind, c, {"each": s})

    def put_counters_each_other(self, n, kind, c, s):
        return self.put_counters(n, kind, c, {"each": dataclasses.replace(s, another=True)})

    # "target player draws N cards and loses N life": the second verb's subject is the
    # same target ("target:<its index>", resolved over the whole ability by resolve_refs).
    def target_draws_loses(self, n, _c, amount):
        return (DrawCards(n, target="player"), LoseLife(amount, subject=THAT_TARGET))

    def each_draws_loses(self, n, _c, amount):
        return (DrawCards(n, subject="each player"), LoseLife(amount, subject="each player"))

    def you_draw_lose(self, n, _c, amount):
        return (DrawCards(n), LoseLife(amount))

    # "Search your library for a <card>, put that card <where>, then shuffle." (701.23)
    def search(self, _a, f, _that, dest):
        to, tapped = dest
        return Search(Sel(**f, zone="library"), 1, to=to, tapped=tapped)

    def search_reveal(self, _a, f, _t1, _t2):
        # the reveal is information (701.20a), as the DSL's own typecycling (abilities.py)
        return Search(Sel(**f, zone="library"), 1, to="hand", reveal=True)

    def bounce_chosen(self, _a, s):  # "return a land you control": chosen as it resolves
        return (dsl.Choose(s), ReturnToHand(subject="chosen"))

    def return_this_card(self):  # an ability of the card in its owner's graveyard
        self.from_graveyard = True
        return ReturnToHand(subject="self")

    def to_battlefield(self):
        return ("battlefield", False)

    def to_battlefield_tapped(self):
        return ("battlefield", True)

    def to_hand(self):
        return ("hand", False)

    # "target creature can't block this turn" (613.10: a rules effect until end of turn)
    def cant_block_this_turn(self, t):
        return ApplyEffect(Change(restrict=("can't block",)), target=t[1])

    # "target creature / this creature / creatures you control can't be blocked this
    # turn" (509.1b; a rules effect until end of turn, 613.10)
    def cant_be_blocked_this_turn(self, who):
        return ApplyEffect(Change(restrict=("can't be blocked",)), **who)

    def _unblockable_too(self, who):
        who = {"subject": THAT_TARGET} if "target" in who else who
        return ApplyEffect(Change(restrict=("can't be blocked",)), **who)

    def pump_unblockable(self, who, _g, pt, _d):
        return (Pump(pt[0], pt[1], **who), self._unblockable_too(who))

    def grant_kw_unblockable(self, who, _g, kws, _d):
        return (Pump(0, 0, keywords=_granted(kws), **who), self._unblockable_too(who))

    def cant_attack_or_block_this_turn(self, t):
        return ApplyEffect(Change(restrict=("can't attack", "can't block")), target=t[1])

    def regenerate(self, t):
        return Regenerate(target=t[1])

    def prevent_next(self, n, r):
        kind, val = r
        if kind != "target":
            raise Unsupported("preventing damage to a player or each object")
        return PreventDamage(int(n), target=val)

    def return_card_to_hand(self, t):
        return ReturnToHand(target=t[1])

    def return_card_to_battlefield(self, t):
        return PutOntoBattlefield(target=t[1])

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

    def become_monarch(self):  # CR 724.3
        return dsl.BecomeMonarch()

    # "Sacrifice this creature unless you pay {M}." (CR 118.12): the payment is a choice,
    # as echo's data (abilities.keyword_abilities): may pay; if not, sacrifice.
    def sacrifice_self_unless_pay(self, _s, m):
        return (*May(PayMana(_mana(m))), *If(Condition("did not"), Sacrifice(subject="self")))

    def monstrosity(self, n):  # 701.37a
        return dsl.Monstrosity(int(n))

    def adapt(self, n):  # 701.46a
        return tuple(dsl.Adapt(int(n)))

    def discover(self, n):  # 701.57a
        return tuple(dsl.Discover(int(n)))

    def bolster(self, n):  # 701.39a
        return dsl.Bolster(int(n))

    def it_explores(self):  # 701.44a: "it" is this creature (a trigger on itself)
        self.it_dealer = True
        return dsl.Explore()

    def self_explores(self, _s):
        return dsl.Explore()

    def attach_self(self, _s):  # "Attach this Equipment to target creature you control."
        return dsl.Attach(target=Sel(types=("creature",), controller="you"))

    def attach_it(self, t):  # 701.3a: "it" is this Equipment or Aura (a trigger on itself)
        self.it_dealer = True
        return dsl.Attach(target=t[1])

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

    # Predefined tokens (CR 111.10): their ability as the reminder text writes it.
    def treasure_token(self, _t):
        return TREASURE

    def clue_token(self, _t):
        return CLUE

    def food_token(self, _t):
        return FOOD

    def investigate(self):  # CR 701.16a: create a Clue token
        return CreateTokens(1, CLUE)


def _granted(kws) -> tuple:
    """Keywords an effect grants until end of turn: the engine's flags only."""
    from mtgcore.cards.validate import CARD_DATA_FLAGS
    for k in kws:
        if k not in dsl.KEYWORDS or k in CARD_DATA_FLAGS:
            raise Unsupported(f"granting {k} until end of turn")
    return tuple(kws)


def _predefined(name: str, text: str, effects, **cost) -> Token:
    return Token(name, "", 0, 0, types="Artifact", token_name=name,
                 abilities=(Activated(text, effects, **cost),), oracle=text)


#: CR 111.10a, b, c (current Oracle wording: "Sacrifice this token").
TREASURE = _predefined("Treasure", "{T}, Sacrifice this token: Add one mana of any color.",
                       [AddMana("any")], tap=True, sacrifice_self=True)
CLUE = _predefined("Clue", "{2}, Sacrifice this token: Draw a card.", [DrawCards(1)],
                   cost="{2}", sacrifice_self=True)
FOOD = _predefined("Food", "{2}, {T}, Sacrifice this token: You gain 3 life.", [GainLife(3)],
                   cost="{2}", tap=True, sacrifice_self=True)

#: The subject "that target" before it is numbered (see resolve_refs).
THAT_TARGET = "target:that"
#: The subject "that target's controller" before it is numbered.
THAT_CONTROLLER = "target controller:that"
#: The subject "it" before it is resolved: the target before it, else "it" (the object
#: a trigger saw, or this object: see Meaning.triggered).
IT = "it:ref"


class _ItsPower:
    """The amount "its power" before it is resolved (see resolve_refs)."""


ITS_POWER = _ItsPower()


@dataclasses.dataclass
class _SpendOnly:
    """"Spend this mana only to cast <spells>." before it joins the mana it restricts."""

    spells: Sel


@dataclasses.dataclass
class _ItDeals:
    """"It deals <amount> damage to <recipient>" before "it" is resolved."""

    amount: object
    recipient: dict


def resolve_refs(effects: tuple) -> tuple:
    """Resolve references to earlier objects in an ability (CR 115.1: its targets in the
    order its text names them; "it" is the most recent target before it, else the
    object the ability's trigger saw or this object).  Returns the effects and whether
    "it" deals damage as this object."""
    from mtgcore.oracle.build_families import IT_CONTROLLER, ITS_TOUGHNESS
    out, n, it_self = [], 0, False
    for e in effects:
        if isinstance(e, _ItDeals):
            if n:
                e = DealDamage(e.amount, source=f"target:{n - 1}", **e.recipient)
            else:
                it_self = True
                e = DealDamage(e.amount, **e.recipient)
        if e.amount is ITS_POWER:
            if n != 1:  # the engine's "power of target" is the first target's (LKI)
                raise Unsupported("'its power' of an object other than the first target")
            e = dataclasses.replace(e, amount=Amount("power of target"))
        if e.amount is ITS_TOUGHNESS:
            if n != 1:
                raise Unsupported("'its toughness' of an object other than the first target")
            e = dataclasses.replace(e, amount=Amount("toughness of target"))
        if e.subject == IT_CONTROLLER:  # the target's controller, else the trigger object's
            e = dataclasses.replace(e, subject=THAT_CONTROLLER if n else "it controller")
        if e.subject == IT and not n and out and out[-1].subject == "self" and \
                out[-1].target is None:
            # "This creature gets +2/+0 ... Tap it.": "it" is the object just named
            e = dataclasses.replace(e, subject="self")
        if e.subject in (THAT_TARGET, THAT_CONTROLLER) or (e.subject == IT and n):
            if n == 0:
                raise Unsupported("'that' with no target before it")
            who = "target controller" if e.subject == THAT_CONTROLLER else "target"
            e = dataclasses.replace(e, subject=f"{who}:{n - 1}")
        n += (e.target is not None) + (e.target2 is not None)
        out.append(e)
    return tuple(out), it_self


def wrapped(clause) -> tuple:
    """A clause's effects about to be wrapped (May, If, a delayed or reflexive trigger):
    each must be a finished effect, not a reference still to be joined to the effect
    before it (an "it", "that card", "this way")."""
    effects = clause if isinstance(clause, tuple) else (clause,)
    for e in effects:
        if not isinstance(e, dsl.Effect):
            raise Unsupported("a reference to an earlier object inside a conditional or "
                              "delayed part of an ability")
    return effects


def uses_x(effects) -> bool:
    """Whether a program uses the X of its cost (Amount("x"))."""
    for e in effects:
        if isinstance(e.amount, Amount) and e.amount.kind == "x":
            return True
        if e.then and uses_x(e.then):
            return True
    return False
