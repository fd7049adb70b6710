"""Compilation of card definitions to the engine's blob format (read by
``CardDb::Load`` in ``cpp/engine/state/card_db.cpp``).

Import it through :mod:`mtgcore.cards.dsl` (``compile_cards``,
``compile_cards_full``, ``MAGIC``), which defines the vocabulary it compiles.
The record layout is sequential: new per-card and per-ability fields are appended
at the end of their record, here and in the reader alike.
"""

from __future__ import annotations

import struct
from typing import Iterable, Sequence

from mtgcore.errors import CardDefinitionError

from mtgcore.cards.dsl import (ABILITY_ACTIVATED, ABILITY_MANA, ABILITY_SPELL, ABILITY_STATIC,
                               ABILITY_TRIGGERED, ADDITIONAL_COST_KINDS, AFFECTS, Amount,
                               AMOUNT_KINDS, Attach, Card, CARD_TYPES, COLORS, Condition, LAYOUTS,
                               CONDITIONS, COUNTERS, EVENTS, _is_mana, KEYWORDS, _kw_words,
                               mana_units, ManaCost, OPCODES, parse_cost, PutOntoBattlefield,
                               REFLECT_KINDS, REPLACEMENT_MODES, SAC_CREATURE, SAC_DISCARD_SELF,
                               SAC_EXILE_SELF, SAC_NONE, SAC_SELF, Sel, sel, STEP_IDS,
                               SUBJECT_ALIASES, SUBJECTS, subtype_kind, SUPERTYPES, Token,
                               token_card, Triggered, ZONE_IDS, MODE_COSTS)
from mtgcore.cards.abilities import activation_limit_bits
from mtgcore.cards.effects import MOVING_OPS


# ---------------------------------------------------------------------------
# Compilation to the engine's blob format (parsed by CardDb::Load in C++)
# ---------------------------------------------------------------------------

MAGIC = b"MTGDB\x03"


class _Writer:
    def __init__(self, what: str = "the card library's selectors") -> None:
        self.parts: list[bytes] = []
        self.what = what  # named when a value can't be written: the card being written

    def i(self, *vals: int) -> None:
        # Bit sets (words of keyword sets) fill all 32 bits: written as their two's complement.
        vals = [v - (1 << 32) if isinstance(v, int) and (1 << 31) <= v < (1 << 32) else v for v in vals]
        try:
            self.parts.append(struct.pack(f"<{len(vals)}i", *vals))
        except struct.error:
            # The checks of the DSL refuse such values naming the field; this names
            # at least the card for any value that reaches the blob unchecked.
            bad = next((v for v in vals if isinstance(v, bool) or not isinstance(v, int)
                        or not -(1 << 31) <= v < (1 << 31)), vals)
            raise CardDefinitionError(f"{self.what}: the value {bad!r} cannot be compiled (the engine "
                                      f"holds whole numbers from -2**31 to 2**31 - 1)"[:300]) from None

    def s(self, text: str) -> None:
        b = text.encode("utf-8")
        self.i(len(b))
        self.parts.append(b)

    def cost(self, c: ManaCost) -> None:
        self.i(c.generic, *c.colored, c.colorless, c.x)


def _bits(words: Iterable[str], vocab: Sequence[str]) -> int:
    return sum(1 << vocab.index(w) for w in set(words))


class _Compiler:
    """Interns selectors and subtypes, and lays out programs and abilities."""

    def __init__(self, rows):
        self.rows = rows
        self.subtypes: dict[str, int] = {}
        self.sels: dict[tuple, int] = {}
        self.sel_texts: list[str] = []
        self.tokens: dict[Token, int] = {}
        self.changes: dict = {}   # per card: (Change, cda) -> index
        self.subtype_kinds: dict[int, int] = {}

    def change(self, ch, cda: bool = False) -> int:
        return self.changes.setdefault((ch, cda), len(self.changes))

    def subtype(self, name: str) -> int:
        return self.subtypes.setdefault(name, len(self.subtypes))

    def sel(self, s: Sel | None) -> int:
        if s is None:
            return -1
        rec = s.record(self.subtype, self.sel)
        if rec not in self.sels:
            self.sels[rec] = len(self.sels)
            self.sel_texts.append(s.describe())
        return self.sels[rec]

    def cond(self, c: Condition | None) -> tuple:
        if c is None:
            return (0, -1, 0)
        n = COUNTERS.index(c.counter) if c.kind in ("no counters on it", "no counters on self") and c.counter \
            else c.n
        if c.kind in ("level counters", "roll result"):  # 711.2a-b, 706.3a: N1, N2 + 1 above (0: "N+")
            n = c.n | ((c.most + 1) << 16 if c.most is not None else 0)
        return (CONDITIONS.index(c.kind), self.sel(None if c.of is None else sel(c.of)), n)

    def program(self, effects, extra: list) -> tuple[list, list]:
        """(target selector ids, instruction records); nested trigger programs
        are appended to ``extra`` as hidden abilities (their index is filled in)."""
        targets, instrs = [], []
        self.target_modes = []  # per target slot: the mode (700.2) whose effects name it, or -1
        self.target_groups = []  # per slot: (its instance's slots on the first, else 0; at least)
        first_slot = []  # per instance of the word "target": its first slot (115.1d)
        mode, mode_end = -1, 0
        for k, e in enumerate(effects):
            if k >= mode_end:
                mode = -1
            if e.op == "if" and e.cond is not None and e.cond.kind == "mode chosen":
                mode, mode_end = e.cond.n, k + 1 + e.a
            lo, hi = e.target_count
            if e.target is not None:
                self.target_modes += [mode] * (hi + (e.target2 is not None))
            subj = e.subject
            subj_i = 0
            if e.target is not None:
                subj_i = len(targets)
                first_slot.append(subj_i)
                targets += [self.sel(e.target)] * hi
                self.target_groups += [(hi, lo)] + [(0, 0)] * (hi - 1)
                if e.target2 is not None:
                    first_slot.append(len(targets))
                    targets.append(self.sel(e.target2))
                    self.target_groups.append((1, 1))
                if subj == "none":
                    subj = "target"
            elif ":" in subj:
                subj, n = subj.split(":")
                subj_i = first_slot[int(n)]  # the N-th instance of "target"
            if subj in ("moved", "that card", "those cards"):  # CR 400.7j: what it moved
                for prev in reversed(instrs):
                    if OPCODES[prev[0]] in MOVING_OPS:
                        prev[7] |= 4  # kRememberMoved
                        break
                else:
                    raise ValueError(f"{e.op}: subject {e.subject!r} needs an earlier zone change "
                                     f"({', '.join(MOVING_OPS)}) in the same effect")
            b = e.b
            if e.op == "deal_damage" and b > 0:  # the damage's source: an instance of "target"
                b = first_slot[b - 1] + 1
            amt = e.amount
            if isinstance(amt, Amount):
                akind, aval = AMOUNT_KINDS.index(amt.kind), amt.times
                asel = self.sel(None if amt.of is None else sel(amt.of))
            else:
                akind, aval, asel = 0, amt, -1
            c, kw = e.c, 0
            if e.op in ("create_tokens", "create_emblem"):
                c = self.tokens[e.token]
            elif e.op == "become_monarch":  # the designation's row; -1: the ability's source
                c = self.tokens[e.token] if e.token is not None else -1
            elif e.op == "add_mana":  # one kind, else 6: the ability's mana units say
                c = (COLORS + "C").index(e.mana) if len(e.mana) == 1 and e.mana != "any" else 6
            elif e.op == "pump":
                kw = _bits(e.keywords, KEYWORDS)
            elif e.op in ("put_counters", "remove_counters"):
                c = COUNTERS.index(e.counter)
            elif e.op in ("delayed_trigger", "reflexive_trigger"):
                c = len(extra)  # fixed up by the caller
                extra.append((e.then_text, e.then))
            elif e.op == "apply_effect":
                c = self.change(e.change)
            elif e.op == "change_text":  # CR 612.1: the creature type the new word can't be
                c = -1 if e.change is None else self.subtype(e.change)
            elif e.op in ("create_token_copy", "copy_spell"):  # its exceptions (707.9b), or -1
                c = -1 if e.change is None else self.change(e.change)
            instrs.append([OPCODES.index(e.op), SUBJECTS.index(SUBJECT_ALIASES.get(subj, subj)), subj_i, akind, aval,
                           self.sel(e.each), asel, e.a, b, c, *self.cond(e.cond), *_kw_words(kw)])
        return targets, instrs


def _trigger_record(comp: _Compiler, t: Triggered | None) -> tuple:
    if t is None:
        return (0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0)
    on = t.on
    rel = {"any": 0, "you": 1, "opponent": 2}[on.player]
    step = STEP_IDS[on.step] if on.step else 0
    att = 2 if on.attached else 1  # 2: the object the source is attached to (303.4)
    return (EVENTS.index(on.event), ZONE_IDS[on.from_zone], ZONE_IDS[on.to_zone], int(on.self_) * att,
            comp.sel(on.what), rel, int(on.combat), int(on.to_player), int(on.by_self) * att, step,
            int(on.noncreature), *comp.cond(t.condition), int(getattr(t, "once_each_turn", False)))


def compile_cards_full(cards: Sequence[Card]):
    """Compile card definitions (plus the tokens they create) to the engine blob.

    Returns ``(blob, ids, selector_texts)``: ``ids`` maps each card name to its
    ``def_id``; ``selector_texts[i]`` describes the engine's selector ``i``.
    """
    rows: list[Card] = list(cards)
    ids: dict[str, int] = {}
    for i, c in enumerate(rows):
        if c.name in ids:
            raise CardDefinitionError(f"card {c.name!r}: defined twice")
        ids[c.name] = i
    comp = _Compiler(rows)

    def walk(effects):
        for e in effects:
            yield e
            yield from walk(e.then)

    # Tokens become extra rows, one per distinct token definition.
    k = 0
    back_rows: dict[int, int] = {}  # card row -> its back face's row (CR 712)
    face_rows: dict[int, list[int]] = {}  # card row -> its faces' rows (709, 712, 715)
    while k < len(rows):
        c = rows[k]
        if c.back_face is not None:
            if c.back_face.name in ids or any(r.name == c.back_face.name for r in rows):
                raise CardDefinitionError(f"card {c.name!r}: back face {c.back_face.name!r} "
                                          "is defined twice")
            back_rows[k] = len(rows)
            rows.append(c.back_face)
        if c.faces:  # CR 709, 712, 715: the faces it may be cast or played as
            face_rows[k] = []
            for f in c.faces:
                if f is c.back_face:
                    face_rows[k].append(back_rows[k])
                    continue
                if c.layout != "prototype" and (f.name in ids or any(r.name == f.name for r in rows)):
                    raise CardDefinitionError(f"card {c.name!r}: face {f.name!r} is defined twice")
                face_rows[k].append(len(rows))
                rows.append(f)
        progs = [c.spell] + [ab.effects for ab in c.abilities]
        for prog in progs:
            for e in walk(prog):
                if e.token is not None and e.token not in comp.tokens:
                    comp.tokens[e.token] = len(rows)
                    rows.append(token_card(e.token))
        k += 1

    body = _Writer()
    body.i(len(rows))
    for row, c in enumerate(rows):
        comp.changes = {}
        body.what = f"card {c.name!r}"
        body.s(c.name)
        body.cost(c.mana_cost)
        body.i(_bits(c.types, CARD_TYPES), _bits(c.supertypes, SUPERTYPES), c.colors,
               c.power, c.toughness, c.loyalty, *_kw_words(_bits(c.flags, KEYWORDS)), int(c.is_token),
               c.protection, c.ward, c.toxic)
        body.i(len(c.subtypes), *[comp.subtype(st) for st in c.subtypes])
        body.s(c.oracle)
        abilities = []  # (kind, text, cost, tap, sac, effects, trigger, extras)
        # (mana units, life cost, spend only, rider: 106.6; creatures its cost taps: 118.3;
        # the counter kind its mana is added once per: 106.1, or -1; its mana's
        # "... or activate abilities of <permanents>": 106.6, or None; (mana of a kind
        # other permanents could produce, 106.7: REFLECT_KINDS index, their selector))
        # ... (its other costs 602.2b, restrictions 602.5b, condition)
        no_extras = ((), 0, None, None, 0, -1, None, (0, None), ((), 0, None), 0)
        intrinsic = []  # per compiled ability: basic land type color (305.6) or -1
        sorcery = []    # per compiled ability: activate only as a sorcery (602.5d)
        loyal = []      # per compiled ability: (loyalty ability, loyalty cost) (606)
        act_less = []   # per compiled ability: "costs {N} less to activate for each <sel>"
        if c.spell:
            abilities.append((ABILITY_SPELL, c.oracle, ManaCost(), False,
                              SAC_CREATURE if c.sacrifice_creature else SAC_NONE, c.spell, None,
                              no_extras))
            intrinsic.append(-1)
            sorcery.append(0)
            loyal.append((0, 0))
            act_less.append((0, None))
        elif c.enchant is not None:
            # CR 303.4a: an Aura spell targets what its enchant ability allows; the
            # target is where it enters attached (303.4f, the engine's resolution).
            abilities.append((ABILITY_SPELL, f"Enchant {c.enchant}", ManaCost(), False, SAC_NONE,
                              [Attach(target=c.enchant)], None, no_extras))
            intrinsic.append(-1)
            sorcery.append(0)
            loyal.append((0, 0))
            act_less.append((0, None))
        modes_at = {}   # compiled ability index -> a modal ability's modes (700.2)
        for ai, a in enumerate(c.abilities):
            act_less.append((getattr(a, "cost_less", 0), getattr(a, "cost_less_per", None)))
            if getattr(a, "modes", None):
                modes_at[len(abilities)] = a.modes
            intrinsic.append(c.intrinsic.get(ai, -1))
            # 1: activate only as a sorcery (602.5d); 2: works from a graveyard (113.6b)
            # ... 4: works from a hand (cycling 702.29a)
            sorcery.append(int(getattr(a, "sorcery", False)) | 2 * int(getattr(a, "zone", "") == "graveyard") |
                           4 * int(getattr(a, "zone", "") == "hand"))
            lc = getattr(a, "loyalty", None)
            # (2: a [−X] cost, X announced as it is activated, 107.3a)
            loyal.append((0, 0) if lc is None else (2 if getattr(a, "loyalty_x", False) else 1, lc))
            if isinstance(a, Triggered):
                abilities.append((ABILITY_TRIGGERED, a.text, ManaCost(), False, SAC_NONE,
                                  a.effects, a, no_extras))
            else:
                kind = ABILITY_MANA if _is_mana(a) else ABILITY_ACTIVATED
                e0 = a.effects[0]
                units = mana_units(e0.mana, e0.amount) if kind == ABILITY_MANA else ()
                tags = (e0.spend_only, e0.rider) if kind == ABILITY_MANA else (None, None)
                for_abilities = e0.spend_abilities if kind == ABILITY_MANA else None
                reflect = (REFLECT_KINDS.index(e0.reflect), e0.reflect_of) if kind == ABILITY_MANA \
                    else (0, None)
                abilities.append((kind, a.text, parse_cost(a.cost, snow=True), a.tap,
                                  SAC_SELF if a.sacrifice_self else
                                  SAC_EXILE_SELF if getattr(a, "exile_self", False) else
                                  SAC_DISCARD_SELF if getattr(a, "discard_self", False) else SAC_NONE,
                                  a.effects, None,
                                  (tuple(units), a.life, *tags, a.tap_creatures,
                                   COUNTERS.index(e0.counter) if kind == ABILITY_MANA and e0.counter
                                   else -1, for_abilities, reflect,
                                   (a.costs, activation_limit_bits(a.limit), a.condition), a.tap_power)))
        ninjutsu = -1
        if c.ninjutsu is not None:  # CR 702.49a: "put this card onto the battlefield from
            # your hand tapped and attacking" (costs paid by the engine's ninjutsu action)
            ninjutsu = len(abilities)
            abilities.append((ABILITY_STATIC, f"Ninjutsu {c.ninjutsu}", ManaCost(), False, SAC_NONE,
                              [PutOntoBattlefield(subject="self", tapped=True, attacking=True)],
                              None, no_extras))
        cost_abilities = []  # per cost change (601.2f): its static ability, or -1 (its own spell)
        for ch in c.cost_changes:
            cost_abilities.append(-1 if ch.whose == "self" else len(abilities))
            if ch.whose != "self":
                abilities.append((ABILITY_STATIC, ch.text, ManaCost(), False, SAC_NONE, [], None,
                                  no_extras))
        # CR 118.9: alternative costs' programs: the spell cast with overload's text
        # (702.96b), dash's end-step return (702.109a); their ability indices.
        alt_abilities = []
        for ac in c.alt_costs:
            ai = ei = -1
            if ac.program is not None:
                ai = len(abilities)
                abilities.append((ABILITY_STATIC, ac.program_text, ManaCost(), False, SAC_NONE,
                                  ac.program, None, no_extras))
            if ac.end_step is not None:
                ei = len(abilities)
                abilities.append((ABILITY_STATIC, ac.end_step_text, ManaCost(), False, SAC_NONE,
                                  ac.end_step, None, no_extras))
            alt_abilities.append((ai, ei))
        compiled, extra, modes, groups = [], [], [], []
        for k, (kind, text, cost, tap, sac, effects, trig, extras) in enumerate(abilities):
            targets, instrs = comp.program(effects, extra)
            compiled.append((kind, text, cost, tap, sac, targets, instrs, trig, extras))
            groups.append(comp.target_groups)
            ab_modes = c.modes if kind == ABILITY_SPELL else modes_at.get(k)
            modes.append((ab_modes + (len(comp.target_modes), *comp.target_modes)) if ab_modes is not None
                         else (0, 0, 0, 0))
        # Hidden abilities: the programs of delayed and reflexive triggers.
        base = len(compiled)
        j = 0
        while j < len(extra):
            text, effects = extra[j]
            targets, instrs = comp.program(effects, extra)
            compiled.append((ABILITY_STATIC, text, ManaCost(), False, SAC_NONE, targets, instrs, None,
                             no_extras))
            groups.append(comp.target_groups)
            modes.append((0, 0, 0, 0))
            j += 1
        for rec in compiled:
            for ins in rec[6]:
                if ins[0] in (OPCODES.index("delayed_trigger"), OPCODES.index("reflexive_trigger")):
                    ins[9] += base
        intrinsic += [-1] * (len(compiled) - len(intrinsic))
        sorcery += [0] * (len(compiled) - len(sorcery))
        loyal += [(0, 0)] * (len(compiled) - len(loyal))
        act_less += [(0, None)] * (len(compiled) - len(act_less))
        body.i(len(compiled))
        for ai, (kind, text, cost, tap, sac, targets, instrs, trig, extras) in enumerate(compiled):
            units, life, only, rider, taps, per, for_ab, (reflect, reflect_of), act, tap_power = extras
            body.i(kind)
            body.s(text)
            body.cost(cost)
            body.i(int(tap), sac)
            body.i(len(targets), *targets)
            body.i(len(instrs))
            for ins in instrs:
                body.i(*ins)
            body.i(*_trigger_record(comp, trig))
            body.i(-1)
            body.i(intrinsic[ai])
            body.i(sorcery[ai])
            body.i(len(units), *units)   # appended: mana added, life paid, hybrid costs
            body.i(life)
            body.i(len(cost.hybrid), *cost.hybrid)
            body.i(*loyal[ai])           # appended: loyalty ability, its loyalty cost (606)
            body.i(*modes[ai])  # appended: modes (700.2) and each target's mode
            # Appended: {S} in its cost (107.4h); its mana's restriction and rider (106.6).
            body.i(cost.snow, comp.sel(only), comp.sel(rider))
            body.i(taps)  # appended: "Tap N untapped creatures you control" (118.3)
            body.i(per)   # appended: "Add {C} for each <kind> counter on this" (106.1)
            body.i(comp.sel(for_ab))  # appended: "... or activate abilities of <permanents>" (106.6)
            body.i(reflect, comp.sel(reflect_of))  # appended: mana other permanents could produce (106.7)
            # Appended: "up to N target" / "N target" (115.1d, 601.2c): per slot, its
            # instance's number of slots (on its first slot) and how many are chosen at
            # least; nothing when every instance is one target.
            g = groups[ai]
            if all(x == (1, 1) for x in g):
                body.i(0)
            else:
                body.i(len(g), *[v for x in g for v in x])
            costs, limit, cond = act  # appended: other costs (602.2b), restrictions (602.5b)
            body.i(len(costs))
            for ac in costs:
                body.i(*ac.record(comp))
            body.i(limit)
            body.i(*comp.cond(cond))
            body.i(tap_power)  # appended: crew N's other creatures of total power N (702.122a)
            # Appended: "This ability costs {N} less to activate for each <sel>" (602.2b,
            # 601.2f): N and the counted selector (0, -1: none).
            less, per = act_less[ai]
            body.i(less, comp.sel(None if per is None else sel(per)))
        body.i(len(c.replacements))
        for r in c.replacements:
            rel = {"any": 0, "you": 1, "opponent": 2}[r.player]
            a = r.a
            if r.mode == "enter as copy":  # 707.9b: `a` indexes the exceptions' change
                a = -1 if r.change is None else comp.change(r.change, False)
            body.i(EVENTS.index(r.event), ZONE_IDS[r.from_zone], ZONE_IDS[r.to_zone], int(r.self_),
                   comp.sel(r.what), rel, int(r.combat),
                   int(r.self_replacement) | 2 * int(getattr(r, "optional", False)),
                   REPLACEMENT_MODES.index(r.mode), a, r.b)
            body.s(r.text)
            body.i(*comp.cond(getattr(r, "cond", None)), int(getattr(r, "unless", False)))
        # Continuous effects (CR 611-613): subtype kinds, changes, static abilities.
        static_changes = [comp.change(st.change, st.cda) for st in c.statics]
        named = list(c.subtypes)
        for ch, _cda in comp.changes:
            named += [s for s in ch.subtypes_named() if s not in named]
        body.i(len(named))
        for s in named:
            body.i(comp.subtype(s), subtype_kind(s, c.types))
        body.i(len(comp.changes))
        for (ch, cda), _i in sorted(comp.changes.items(), key=lambda kv: kv[1]):
            body.i(*ch.record(comp, cda))
        body.i(len(c.statics))
        for st, ci in zip(c.statics, static_changes):
            affects = AFFECTS.index(st.affects) if st.affects in AFFECTS and st.affects != "selector" else 1
            body.i(ci, affects, comp.sel(sel(st.affects)) if affects == 1 else -1, int(st.cda),
                   *comp.cond(st.condition))
            body.s(st.text)
        if c.landwalk is None:
            body.i(-1)
        else:  # CR 702.14: a land type (an interned subtype), or -2 for nonbasic
            body.i(-2 if c.landwalk == "nonbasic" else comp.subtype(c.landwalk))
        body.i(c.extra_blocks)
        body.i(int(c.lure))
        body.i(ninjutsu)
        body.cost(parse_cost(c.ninjutsu) if c.ninjutsu is not None else ManaCost())
        body.i(int(c.max_one_blocker))
        body.i(len(c.mana_cost.hybrid), *c.mana_cost.hybrid)  # appended: hybrid symbols
        body.cost(parse_cost(c.attack_tax) if c.attack_tax else ManaCost())  # appended (508.1h)
        body.i(c.attack_limit, c.block_limit)  # appended (508.1c, 509.1b)
        body.i(-1 if c.attack_unless is None else  # appended (508.1c), seen from the defender
               comp.sel(Sel(subtype=c.attack_unless, controller="you")))
        body.i(c.defense)  # appended: a battle's printed defense (310.4a)
        body.i(back_rows.get(row, -1))  # appended: its back face's row (712), or -1
        # appended: morph (702.37a; 2: megamorph, 702.37b; 3: disguise, 702.168a) and its cost
        body.i(0 if c.morph is None else 2 if getattr(c, "megamorph", False) else
               3 if getattr(c, "disguise", False) else 1)
        body.cost(parse_cost(c.morph) if c.morph is not None else ManaCost())
        # Appended: casting (601.2b-f): kicker, additional cost, "can't be countered",
        # alternative costs (118.9: flashback from the graveyard, exiled after).
        body.i(0 if c.kicker is None else 3 if c.buyback else 2 if c.multikicker else 1)  # 702.27a: 3
        body.cost(c.kicker or ManaCost())
        ac = c.additional_cost
        if ac is None:
            body.i(0, -1, 0)
        else:
            body.i(ADDITIONAL_COST_KINDS.index(ac.kind),
                   -1 if ac.kind == "pay life" else comp.sel(ac.selector()), ac.n)
        body.i(int(c.cant_be_countered))
        alts = [ac.record(ai, ei) for ac, (ai, ei) in zip(c.alt_costs, alt_abilities)]
        body.i(len(alts))
        for kind_zone, cost, exile_after, _more in alts:
            body.i(*kind_zone)
            body.cost(cost)
            body.i(exile_after)
        body.i(len(c.cost_changes))  # appended: cost increases and reductions (601.2f)
        for ch, ai in zip(c.cost_changes, cost_abilities):
            body.i(*ch.record(comp, ai))
        # Appended: its layout and the faces it may be cast or played as (709, 712, 715).
        faces = face_rows.get(row, [])
        body.i(LAYOUTS.index(c.layout or "normal"), len(faces), *faces)
        body.i(c.pay_other)  # appended: convoke, delve, improvise (601.2h)
        tax_hybrid = parse_cost(c.attack_tax).hybrid if c.attack_tax else ()
        body.i(len(tax_hybrid), *tax_hybrid)  # appended: the attack tax's hybrid symbols (107.4f)
        body.i(int(c.attack_tax_pw))  # appended: the tax also covers its controller's planeswalkers
        # Appended: alternative costs' conditions and programs (118.9), entwine /
        # escalate (702.42a, 702.120a), abilities working from hand (702.35a).
        for _kz, _cost, _ex, more in alts:
            body.i(*more)
        body.i(MODE_COSTS.index(c.mode_cost[0]))
        body.cost(c.mode_cost[1] or ManaCost())
        body.i(int(c.works_from_hand))
        body.i(int(c.replicate is not None))  # appended: replicate, then its cost if any (702.56a)
        if c.replicate is not None:
            body.cost(parse_cost(c.replicate))
        for ac in c.alt_costs:  # appended: cards its cost exiles from the graveyard (702.138a)
            # (or from hand, 118.9), what they must be, the life it pays (119.4)
            body.i(ac.exile_other, comp.sel(ac.exile_sel), ac.life)
        for ac in c.alt_costs:  # appended: where those cards come from and go (118.9)
            frm, to = getattr(ac, "moves", None) or (ac.zone, "exile")
            body.i(ZONE_IDS[frm], ZONE_IDS[to])
        body.i(*c.cast_timing)  # appended: "Cast this spell only during ..." (601.3)
        body.i(int(getattr(c, "opening_hand", False)))  # appended: 103.6a
        body.i(getattr(c, "hexproof_from", 0))  # appended: "hexproof from <quality>" (702.11d)
        # Appended: levels (716.2a, 711.2, 719.3): per gate its condition and what it
        # grants (bits of the compiled abilities, statics, replacements).
        first = 1 if (c.spell or c.enchant is not None) else 0
        gates = getattr(c, "gates", ())
        body.i(len(gates))
        for cond, ga, gs, gr in gates:
            ab_bits = sum(1 << (first + next(i for i, a in enumerate(c.abilities) if a is g))
                          for g in ga)
            st_bits = sum(1 << next(i for i, x in enumerate(c.statics) if x is g) for g in gs)
            rp_bits = sum(1 << next(i for i, x in enumerate(c.replacements) if x is g) for g in gr)
            if ab_bits >> 64:
                raise CardDefinitionError(f"card {c.name!r}: a level's abilities past the 64th")
            body.i(*comp.cond(cond), ab_bits & 0xFFFFFFFF, ab_bits >> 32, st_bits, rp_bits)
        ub = getattr(c, "unblockable_by", None)  # appended: "can't be blocked by <what>" (509.1b)
        body.i(-1 if ub is None else comp.sel(ub))
        # appended: bestow's "Aura" (702.103b: the subtype a bestowed spell has), or -1
        body.i(comp.subtype("Aura") if any(ac.kind == "bestow" for ac in c.alt_costs) else -1)
        dw = getattr(c, "disguise_ward", -1)  # appended: disguise's face-down ward (702.168a), or -1
        body.i(-1 if dw < 0 else dw + int(bool(c.spell) or c.enchant is not None))
        # appended: "If <condition>, you may choose both instead." (700.2): at most, condition
        more = getattr(c, "more_modes_if", None)
        body.i(0 if more is None else more[1], *comp.cond(None if more is None else more[0]))

    head = _Writer()
    head.parts.append(MAGIC)
    names = sorted(comp.subtypes, key=comp.subtypes.get)
    head.i(len(names))
    for n in names:
        head.s(n)
    head.i(len(comp.sels))
    for rec in sorted(comp.sels, key=comp.sels.get):
        head.i(*rec)
    return b"".join(head.parts + body.parts), ids, comp.sel_texts


def compile_cards(cards: Sequence[Card]) -> tuple[bytes, dict[str, int]]:
    """Compile card definitions (plus the tokens they create) to the engine blob.

    Returns ``(blob, ids)`` where ``ids`` maps each card name to its ``def_id``.
    """
    blob, ids, _ = compile_cards_full(cards)
    return blob, ids
