"""The meanings that read a trigger's event (CR 603.2, 603.7c): its player ("they",
"that player"), its amount ("that much life"), the events other players' actions
make, and modal triggered abilities (603.3c): a part of
:class:`mtgcore.oracle.build.Meaning`."""

from __future__ import annotations

from lark import Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import (Amount, DealDamage, Destroy, DrawCards, Exile, GainLife, Regenerate,
                               ReturnToHand, Tap, Untap)
from mtgcore.cards.statics import ApplyEffect, Change
from mtgcore.oracle.build_base import Part, Unsupported, _num
from mtgcore.oracle.build_effects import THAT_TARGET

#: The trigger's event amount: the damage dealt, the life gained (603.2, 120.3).
THAT_MUCH = Amount("event amount")


@v_args(inline=True)
class EventMeanings(Transformer):
    """Event players and amounts, other players' events, modal triggers."""

    def gain_that_much(self, who, _g):
        return GainLife(THAT_MUCH, **who)

    def deal_that_much(self, d, r):
        return self.deal_damage(d, THAT_MUCH, r)

    def they_lose(self, _l, amount):
        return self.that_player_loses(amount)

    def defending_poison(self, n, _c):
        self.that_player = True
        return dsl.Poison(n, subject="event player")

    def that_player_draws(self, n, _c):
        self.that_player = True
        return DrawCards(n, subject="event player")

    def deal_that_player(self, d, amount):
        self.that_player = True
        if d == "it":
            return self.deal_damage(d, amount, ("subject", "event player"))
        return DealDamage(amount, subject="event player")

    # Layer 2 (613.1b): "gain control of <target> [until end of turn]"


    # "Look at the top N cards of your library. You may ... Put the rest on the bottom of
    # your library in a random order." (dsl.LookAtTop)
    def look_top_that_card(self, n, _a, f, _rest):
        return (dsl.LookAtTop(_num(n), dsl.Sel(**f, zone="library")),)

    def look_top_up_to(self, n, k, f, _rest):
        return (dsl.LookAtTop(_num(n), dsl.Sel(**f, zone="library"), amount=_num(k)),)

    def look_top_battlefield(self, n, _a, f, _rest):
        return (dsl.LookAtTop(_num(n), dsl.Sel(**f, zone="library"), to="battlefield"),)

    # "It has "Sacrifice this token: Add {C}."" (a mana ability of the tokens, 111.1)
    def create_sac_mana_token(self, n, token, tok):
        import dataclasses
        from mtgcore.cards.mana_effects import AddMana
        text = "Sacrifice this token: Add {C}."
        ab = dsl.Activated(text, [AddMana("C")], sacrifice_self=True)
        oracle = (token.oracle + "\n" if token.oracle else "") + text
        return (dsl.CreateTokens(n, dataclasses.replace(token, abilities=(ab,), oracle=oracle)),)

    # "it": resolved as "it" elsewhere (the target before it, else the trigger's object)
    def destroy_it(self):
        from mtgcore.oracle.build_effects import IT
        return Destroy(subject=IT)

    def exile_it(self):
        from mtgcore.oracle.build_effects import IT
        return Exile(subject=IT)



    # CR 115.2: abilities on the stack
    def tgt_ability(self):
        return ("target", dsl.PHRASES["activated or triggered ability"])

    def tgt_activated_ability(self):
        return ("target", dsl.PHRASES["activated ability"])

    def tgt_triggered_ability(self):
        return ("target", dsl.PHRASES["triggered ability"])

    # CR 613.4d: "switch <its> power and toughness until end of turn"
    def switch_pt_target(self, t):
        return ApplyEffect(Change(switch=True), target=t[1])

    def switch_pt_self(self, _s):
        return ApplyEffect(Change(switch=True), subject="self")

    # CR 111.10i: a Map token; 701.44: "target creature you control explores"
    def map_token(self, _t):
        return MAP

    def explore_target(self):
        return _explore_target()

    # "Exile the top N cards of your library. Until end of turn, you may play them."
    def exile_top_one(self):
        return dsl.ExileTop(1)

    def exile_top_n(self, n):
        return dsl.ExileTop(_num(n))

    def may_play_this_turn(self, _w):
        return dsl.MayPlayExiled("those cards")

    def may_play_until_eot(self, _w):
        return (dsl.MayPlayExiled("those cards"),)

    def may_play_next_turn(self, _w):
        return (dsl.MayPlayExiled("those cards", next_turn=True),)

    # CR 107.14, 122.1: energy counters ({E}) on the player
    def get_energy(self, tok):
        return dsl.GetEnergy(str(tok).count("{e}"))

    def pay_energy(self, tok):
        return dsl.PayEnergy(str(tok).count("{e}"))

    # CR 610.3: "exile <target> until this permanent leaves the battlefield"
    def exile_until_leaves(self, t, _s):
        return dsl.ExileUntilLeaves(target=t[1])

    def exile_all_until_leaves(self, s, _s):
        return dsl.ExileUntilLeaves(each=s)

    # CR 502.3: "... doesn't untap during its controller's next untap step"
    def skip_untap_it(self, _n):
        from mtgcore.oracle.build_effects import IT
        return dsl.SkipNextUntap(subject=IT)

    def skip_untap_that(self, _t, _n):
        return dsl.SkipNextUntap(subject=THAT_TARGET)

    def skip_untap_target(self, t, _n):
        return dsl.SkipNextUntap(target=t[1])

    def skip_untap_self(self, _s):
        return dsl.SkipNextUntap(subject="self")

    # "This ability triggers only once each turn."
    def triggered_once(self, *items):
        part = self.triggered(*[i for i in items if not (hasattr(i, "type") and i.type == "TRIGGER_ONCE")])
        import dataclasses
        if part.kind == "abilities":
            return dataclasses.replace(part, value=[_once(a) for a in part.value])
        return dataclasses.replace(part, value=_once(part.value))

    # "that creature": the target before it (resolve_refs numbers it)


    def destroy_that(self, _t):
        return Destroy(subject=THAT_TARGET)

    def exile_that(self, _t):
        return Exile(subject=THAT_TARGET)

    def pump_that(self, _t):
        return {"subject": THAT_TARGET}

    # "... for each <selector>": the count of its matches (times N)
    def _each(self, n, s) -> Amount:
        if not isinstance(n, int):
            raise Unsupported("an amount X for each")
        return Amount("count", of=s, times=n)

    def gain_life_each(self, who, _g, n, s):
        return GainLife(self._each(n, s), **who)

    def draw_each(self, s):
        return DrawCards(self._each(1, s))

    def deal_damage_each(self, d, n, r, s):
        return self.deal_damage(d, self._each(n, s), r)

    def that_player_discards_random(self, n, _c):
        self.that_player = True
        return dsl.Discard(n, subject="event player", random=True)

    # Events of other players (the event's player is "that player", 603.2)
    def on_opponent_draws(self):
        return dsl.OnDraw("opponent")

    def on_player_draws(self):
        return dsl.OnDraw("any")

    def on_opponent_gains_life(self):
        return dsl.OnLifeGain("opponent")

    def on_player_gains_life(self):
        return dsl.OnLifeGain("any")

    # CR 602.2b, 700.2: "<costs>: Choose one —": the modes follow on their own lines
    def activated_modal(self, costs, head, limit=None):
        from mtgcore.cards.abilities import _set_effects

        def make(text, modal):
            ab = self.activated_body(costs, (), limit)
            object.__setattr__(ab, "text", text)
            _set_effects(ab, modal)
            return ab
        return Part("modal_activated", (make, head.value))

    # CR 603.3c, 700.2: "When ..., choose one —": the modes follow on their own lines
    # (translate.compile_face gathers them into the ability)
    def triggered_modal(self, *items):
        items = [i for i in items if i is not None]
        on, choose = items[0], items[-1].value
        cond = items[1] if len(items) == 3 else None
        events = on if isinstance(on, tuple) else (on,)
        return Part("modal_trigger", (events, cond, choose))


def _explore_target():
    from mtgcore.cards.effects import _mk
    return _mk("explore", dsl.Sel(types=("creature",), controller="you"))


#: CR 111.10i: "{1}, {T}, Sacrifice this token: Target creature you control explores.
#: Activate only as a sorcery."
_MAP_TEXT = "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."
MAP = dsl.Token("Map", "", 0, 0, types="Artifact", token_name="Map", oracle=_MAP_TEXT,
                abilities=(dsl.Activated(_MAP_TEXT, [_explore_target()], cost="{1}", tap=True,
                                         sacrifice_self=True, sorcery=True),))


def _once(t):
    return dsl.Triggered(t.text, t.on, t.effects, condition=t.condition, once_each_turn=True)


#: The subject "enchanted creature" / "equipped creature" (CR 301.5, 303.4).
ATTACHED = "attached"


@v_args(inline=True)
class AttachedMeanings(Transformer):
    """The object an Aura or Equipment is attached to, as an effect's object."""

    def attached_obj(self, _tok):
        return ATTACHED

    def tap_attached(self, _a):
        return Tap(subject=ATTACHED)

    def untap_attached(self, _a):
        return Untap(subject=ATTACHED)

    def destroy_attached(self, _a):
        return Destroy(subject=ATTACHED)

    def exile_attached(self, _a):
        return Exile(subject=ATTACHED)

    def bounce_attached(self, _a):
        return ReturnToHand(subject=ATTACHED)

    def regenerate_attached(self, _a):
        return Regenerate(subject=ATTACHED)

    def pump_attached(self, _a):
        return {"subject": ATTACHED}

    def ct_attached(self, _a):
        return {"subject": ATTACHED}

    def dr_attached(self, _a):
        return ("subject", ATTACHED)

    # Events of this object
    def on_heroic(self, _s):
        return dsl.OnCastTargetingSelf()

    def on_self_damage_player(self, _s):
        return dsl.OnDealsDamageToPlayer()

    def on_self_damage_opponent(self, _s):
        return dsl.OnDealsDamageToPlayer("opponent")

    def on_self_combat_damage_opponent(self, _s):
        return dsl.OnDealsDamageToPlayer("opponent", combat=True)

    def on_self_unblocked(self, _s):  # CR 509.3g
        return dsl.OnAttacksUnblocked()

    def on_attached_unblocked(self, _a):
        return dsl.OnAttached(dsl.OnAttacksUnblocked())

    def on_unblocked(self, _a, s):
        return dsl.OnAttacksUnblocked(s)

    def on_self_untapped(self, _s):
        return dsl.OnBecomesUntapped()

    def on_self_blocks_or_blocked(self, _s):
        return (dsl.OnBlock(), dsl.OnBecomeBlocked())

    # Events of the attached object (the Aura's or Equipment's, 301.5, 303.4)
    def on_attached_attacks(self, _a):
        return dsl.OnAttached(dsl.OnAttack())

    def on_attached_blocks(self, _a):
        return dsl.OnAttached(dsl.OnBlock())

    def on_attached_attacks_or_blocks(self, _a):
        return (dsl.OnAttached(dsl.OnAttack()), dsl.OnAttached(dsl.OnBlock()))

    def on_attached_dies(self, _a):
        return dsl.OnAttached(dsl.OnDies())

    def on_attached_tapped(self, _a):
        return dsl.OnAttached(dsl.OnBecomesTapped())

    def on_attached_blocked(self, _a):
        return dsl.OnAttached(dsl.OnBecomeBlocked())

    def on_attached_deals_damage(self, _a):
        return dsl.OnAttached(dsl.OnDealsDamage())

    def on_attached_deals_combat_damage(self, _a):
        return dsl.OnAttached(dsl.OnDealsDamage(combat=True))

    def on_attached_combat_damage_player(self, _a):
        return dsl.OnAttached(dsl.OnCombatDamageToPlayer())

    def on_attached_dealt_damage(self, _a):
        return dsl.OnAttached(dsl.OnDealtDamage())

    # the older spellings of the same events
    def on_equipped_attacks(self):
        return dsl.OnAttached(dsl.OnAttack())

    def on_equipped_dies(self):
        return dsl.OnAttached(dsl.OnDies())

    def on_enchanted_dies(self):
        return dsl.OnAttached(dsl.OnDies())

    def on_equipped_combat_damage(self):
        return dsl.OnAttached(dsl.OnCombatDamageToPlayer())

    def on_enchanted_combat_damage(self):
        return dsl.OnAttached(dsl.OnCombatDamageToPlayer())
