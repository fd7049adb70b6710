"""Meanings of ``oracle_library_manipulation.lark``: delirium and other counts of a
graveyard's card types, static abilities whose condition leads, "deals N damage
instead if", and the library-manipulation families of the Legacy tempo decks."""

from __future__ import annotations

from lark import Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import Change, Condition, Sel, Static
from mtgcore.oracle.build_base import Part, Unsupported, _num


class InsteadDamage:
    """"~ deals N damage instead if <condition>." on a line of its own: it replaces the
    damage the spell's line before it deals (joined in translate.read_lines)."""

    def __init__(self, condition: Condition, amount):
        self.condition, self.amount = condition, amount


@v_args(inline=True)
class LibraryManipulationMeanings(Transformer):
    """Mixed into :class:`mtgcore.oracle.build.Meaning`."""

    # -- CR 207.2c delirium, 205.2a: the card types among cards in your graveyard ----
    def cond_card_types_graveyard(self, n):
        return Condition("card types among", n=_num(n), of=Sel(zone="graveyard", owner="you"))

    # -- "As long as <condition>, <subject> gets +N/+N, has <keywords>, and <restriction>."
    def lm_part_pump(self, _gets, pt):
        return ("pump", pt)

    def lm_part_keywords(self, _has, kws):
        return ("keywords", kws)

    def lm_part_restrict(self, tok):
        # "attack each combat if able" (a plural subject) is the same restriction
        return ("restrict", str(tok).replace("attack each", "attacks each")
                .replace("block each", "blocks each"))

    def lm_static_parts(self, *parts):
        return list(parts)

    def lm_static_cond_first(self, cond, subj, parts):
        kw = {}
        restrict = []
        for kind, v in parts:
            if kind == "pump":
                if "plus_power" in kw:
                    raise Unsupported("a static ability with two P/T changes")
                kw["plus_power"], kw["plus_toughness"] = v
            elif kind == "keywords":
                kw["add_keywords"] = tuple(kw.get("add_keywords", ())) + tuple(v)
            else:
                restrict.append(v)
        if restrict:
            kw["restrict"] = tuple(restrict)
        return self._checked(Static(self.line, Change(**kw), affects=subj,
                                    condition=self._static_condition(cond)))

    # -- "Delirium — ~ deals 6 damage instead if <condition>." -----------------------
    def lm_instead_damage_line(self, _word, _dealer, amount, cond):
        return Part("instead", InsteadDamage(cond, amount))

    def lm_instead_damage_line_plain(self, _dealer, amount, cond):
        return Part("instead", InsteadDamage(cond, amount))


def join_instead_damage(card: str, spell: list, instead: InsteadDamage) -> list:
    """The spell's effects with its last damage replaced when the condition holds
    (608.2c: checked as the spell resolves): "If not <condition>, <damage>. If
    <condition>, the same target is dealt N damage instead."""
    from mtgcore.cards import dsl
    from mtgcore.oracle.translate import NotBuilt
    if not spell or spell[-1].op != "deal_damage" or spell[-1].target is None or \
            spell[-1].subject != "target":
        raise NotBuilt(card, "mechanism", "'deals N damage instead' after something other than "
                                          "damage to a target")
    slot = sum((e.target is not None) + (e.target2 is not None) for e in spell) - 1
    if spell[-1].target2 is not None:
        raise NotBuilt(card, "mechanism", "'deals N damage instead' after damage to two targets")
    prev = spell[-1]
    return (list(spell[:-1]) + list(dsl.IfNot(instead.condition, prev)) +
            list(dsl.If(instead.condition, dsl.DealDamage(instead.amount, subject=f"target:{slot}"))))


@v_args(inline=True)
class LibraryTopMeanings(Transformer):
    """Looking at the top of a library and the delayed draw of Mishra's Bauble."""

    def lm_look_reorder(self, n):
        return dsl.PutBackInAnyOrder(_num(n))

    def lm_look_top_target_player(self):
        return dsl.LookAtLibraryTop(1, target="player")

    def lm_may_shuffle(self):
        return dsl.May(dsl.Shuffle())

    def lm_delayed_upkeep_sentence(self, clause):
        from mtgcore.oracle.build_effects import wrapped
        from mtgcore.oracle.build_linked import _sentence_text
        text = _sentence_text(self.line, r"(?:^|[.:] )([^.:]*?) at the beginning of the next turn's upkeep\.")
        effects = wrapped(clause)
        if any(e.subject not in ("none", "you") or e.target is not None for e in effects):
            raise Unsupported("a delayed trigger acting on an object")
        return (dsl.AtBeginningOfNextUpkeep(text, *effects, subject="you"),)


@v_args(inline=True)
class DelveLinkedMeanings(Transformer):
    """Delve's linked "exiled with it" (702.66a, 607.2a) and graveyard-leaving triggers."""

    def lm_two_type_cards(self, a, b):  # "instant and sorcery card": each card of either
        return {"types": (str(a), str(b))}

    def lm_cards_each(self, f):
        return f

    def lm_enters_per_exiled(self, _s, kind, f):
        if kind not in dsl.COUNTERS[:16]:
            raise Unsupported(f"{kind} counters")
        f = dict(f)
        f.pop("zone", None)
        return Part("replacement", dsl.EntersWithCountersPerExiled(kind, Sel(**f, zone="exile"),
                                                                   self.line))

    def lm_on_card_leaves_your_graveyard(self, _a, f):
        f = dict(f)
        f.pop("zone", None)
        return dsl.On("zone_change", from_zone="graveyard",
                      what=Sel(**f, zone="graveyard", owner="you"))


@v_args(inline=True)
class DescendMeanings(Transformer):
    """Descend (CR 700.11) and "you may choose both instead" (700.2)."""

    def cond_descended(self):
        return Condition("descended")

    def lm_modal_more_if(self, cond):
        return Part("modal", ("one", cond, 2))

    def lm_two_nontypes(self, a, b):
        return {"not_types": (str(a)[3:], str(b)[3:])}


@v_args(inline=True)
class DrawStepAndAmassMeanings(Transformer):
    """Draw triggers but for the first draw of a draw step (504.1) and amass (701.47a)."""

    def lm_draw_event(self, who):
        return (dsl.OnDraw("opponent" if str(who) == "an opponent" else "any"),
                Condition("not first draw in draw step"))

    def lm_enters_and_whenever(self, _s, _e, draw, effects):
        on, cond = draw
        return Part("abilities", [self._triggered(dsl.OnEnter(), None, effects),
                                  self._triggered(on, cond, effects)])

    def lm_whenever_draw_event(self, draw, effects):
        on, cond = draw
        return Part("ability", self._triggered(on, cond, effects))

    def lm_amass(self, sub, n):
        # CR 701.47a: if you control no Army creature, create a 0/0 black <type> Army
        # creature token; choose an Army creature you control; put N +1/+1 counters on
        # it; it becomes a <type> in addition to its other types (611.2c: permanently).
        kind = self._subtype(sub)
        army = Sel(types=("creature",), subtype="Army", controller="you")
        return (dsl.If(Condition("you control none", of=army),
                       dsl.CreateTokens(1, dsl.Token(f"{kind} Army", "B", 0, 0))) +
                (dsl.Choose(army, 1),
                 dsl.PutCounters("+1/+1", _num(n), subject="chosen"),
                 dsl.ApplyEffect(Change(add_subtypes=(kind,)), subject="chosen",
                                 duration="permanent")))
