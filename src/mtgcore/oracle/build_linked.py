"""The meanings of abilities that carry or schedule other abilities (issue 19, the
library families): quoted abilities of emblems and tokens (CR 114.4, 111.3), delayed
triggers (603.7), reflexive triggers (603.12), an ability linked to escaping (603.11),
a reveal that decides (Delver's template), transform (701.27a).  A part of
:class:`mtgcore.oracle.build.Meaning`."""

from __future__ import annotations

import dataclasses

from lark import Transformer, v_args

from mtgcore.cards import dsl
from mtgcore.cards.dsl import Amount, Condition, Sacrifice, Sel
from mtgcore.oracle.build_base import Part, Unsupported
from mtgcore.oracle.build_effects import IT, resolve_refs, wrapped
from mtgcore.oracle.build_families import _CreatedDelayed, _DelayedReturn, _TheyHave


def _quoted_original(line: str, lowered: str) -> str:
    """The quoted text of a line as printed (the grammar reads it lower-cased, the card's
    name as "~")."""
    import re
    quotes = re.findall(r'"([^"]+)"', line)
    if len(quotes) != 1:
        raise Unsupported("several quoted abilities in one line")
    return quotes[0]


@v_args(inline=True)
class QuotedMeanings(Transformer):
    """Abilities in quotes: an emblem's (CR 114.4), a token's (CR 111.3)."""

    def _inner(self, tok) -> tuple:
        from mtgcore.oracle.translate import parse_line
        text = _quoted_original(self.line, str(tok))
        from mtgcore.errors import CardDefinitionError
        from lark.exceptions import LarkError
        try:
            part = parse_line(text, self.card_name, "perm_line")
        except LarkError:
            raise Unsupported(f"the quoted ability {text!r} (not understood)") from None
        except (CardDefinitionError, ValueError) as e:
            raise Unsupported(f"the quoted ability {text!r}: {e}") from None
        return text, part

    def _emblem(self, tok, subject):
        text, part = self._inner(tok)
        if part.kind != "ability":
            raise Unsupported("an emblem with a static ability")
        return dsl.GetEmblem(dsl.Emblem(self.card_name, text, (part.value,)), subject=subject)

    def emblem_each_opponent(self, tok):
        return (self._emblem(tok, "each opponent"),)

    def emblem_you(self, tok):
        return (self._emblem(tok, "you"),)

    def _token_with(self, token, tok):
        text, part = self._inner(tok)
        if part.kind == "keywords" and all(k[0] == "kw" for k in part.value):
            return dataclasses.replace(token, keywords=token.keywords + tuple(k[1] for k in part.value),
                                       oracle=text)
        if part.kind == "ability":
            return dataclasses.replace(token, abilities=token.abilities + (part.value,), oracle=text)
        raise Unsupported("a token's quoted ability of another kind")

    def create_token_quoted(self, n, pt, colors, subtypes, _types, _t, tok):
        base = self.token_desc(pt, colors, subtypes, None, None)
        return (dsl.CreateTokens(n, self._token_with(base, tok)),)

    def they_have_sentence(self, tok):
        return (_TheyHave(tok, self),)

    def that_player_ref(self):
        return None

    def that_player_sacrifices(self, _p, _a, s):
        self.that_player = True
        return Sacrifice(s, subject="event player")



def _sentence_text(line: str, pattern: str) -> str:
    """A sentence of the line as printed, capitalized (a delayed trigger's text)."""
    import re
    m = re.search(pattern, line, re.IGNORECASE)
    if m is None:
        raise Unsupported("a delayed trigger's text the compiler can't find in the line")
    t = m.group(1).strip()
    return t[0].upper() + t[1:].rstrip(".") + "."


@v_args(inline=True)
class DelayedMeanings(Transformer):
    """Delayed triggers (CR 603.7) and abilities linked to a replacement (603.11)."""

    def delayed_return_sentence(self, *counter):
        text = _sentence_text(self.line, r"at the beginning of the next end step, ([^.]*\.)")
        kind = counter[1] if counter else None
        if kind is not None and kind not in dsl.COUNTERS:
            raise Unsupported(f"{kind} counters")
        return (_DelayedReturn(text, kind),)

    def delayed_clause_sentence(self, clause):
        text = _sentence_text(self.line, r"(?:^|, )([^,]*?) at the beginning of the next end step\.")
        effects = wrapped(clause)
        if len(effects) == 1 and effects[0].op == "sacrifice" and effects[0].subject == IT:
            return (_CreatedDelayed(),)  # "Sacrifice it at the beginning of the next end step."
        if any(e.subject not in ("none", "you") or e.target is not None for e in effects):
            raise Unsupported("a delayed trigger acting on an object")
        return (dsl.AtBeginningOfNextEndStep(text, *effects),)

    def escapes_with_linked(self, s, n, kind, c, effects):
        text = _sentence_text(self.line, r"\. (when it enters this way, .*)$")
        if kind not in dsl.COUNTERS or not isinstance(n, int):
            raise Unsupported(f"escaping with {kind} counters")
        first = self.line[:self.line.lower().index(". when it enters this way")] + "."
        rp = dsl.EscapesWithCounters(kind, n, first)  # 702.138c
        if self.it_subject or self.it_dealer or self.that_player:
            raise Unsupported("'it' in an ability linked to escaping")
        ab = dsl.Triggered(text, dsl.OnEnter(), effects, condition=dsl.Escaped())
        return Part("parts", [Part("replacement", rp), Part("ability", ab)])



@v_args(inline=True)
class ReflexiveMeanings(Transformer):
    """Reflexive triggers (CR 603.12): "<you may do A>. When you do, <B>." """

    def _when_you_do(self, effects):
        text = _sentence_text(self.line, r"when you do, (.*)$")
        # the reflexive trigger's own program: its targets, "it" (this object), refs
        from mtgcore.oracle.build_families import link_family_refs
        effects, it_self = resolve_refs(tuple(link_family_refs(list(effects))))
        self.it_dealer |= it_self
        return tuple(dsl.If(Condition("did"), dsl.WhenYouDo(text, *effects)))

    def when_you_do_sentence(self, effects):
        return self._when_you_do(effects)

    def when_you_do_where_x_sentence(self, effects, amount):
        return self._when_you_do(self.where_x_sentence(effects, amount))

    def ap_power_of_that(self):  # the object the effect before it used (the sacrificed one)
        return Amount("power of it")

    def tgt_abilities_or_spell(self, s):
        # "target activated ability, triggered ability, or legendary spell" (115.1)
        if s.zone != "stack":
            raise Unsupported("abilities or a permanent as one target")
        return ("target", dataclasses.replace(
            s, stack_objs=("spell", "activated ability", "triggered ability")))


@v_args(inline=True)
class RevealMeanings(Transformer):
    def reveal_top_if_sentence(self, _a, f, clause):
        # looking changes nothing here (hidden information isn't modelled): "you may
        # reveal" is the choice, and such a card on top does the rest
        effects = wrapped(clause)
        cond = Condition("top card of your library is", of=Sel(**f, zone="library"))
        return tuple(dsl.May(*dsl.If(cond, *effects)))
