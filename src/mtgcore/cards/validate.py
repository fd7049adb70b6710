"""Validation of effect programs: a card whose program the engine could not execute
is rejected when it is defined, naming the card, the field and the effect."""

from __future__ import annotations

from mtgcore.cards.effects import (COUNTERS, EACH_SUBJECT_OPS, MOVING_OPS, OBJECT_OPS, OPCODES,
                                   PLAYER_OPS, SUBJECT_ALIASES, SUBJECTS, Amount, BadSel, Effect,
                                   Emblem, Token, mana_units)
from mtgcore.cards.selectors import COLORS, KEYWORDS, PHRASES
from mtgcore.cards.statics import Change

#: Keyword-like card data set by Oracle phrases, never listed as keywords (CR 508.1c-h, 509.1b).
CARD_DATA_FLAGS = ("attack tax", "attack limit", "block limit", "attack condition", "can't be blocked by")
#: The largest number a card definition may hold (P/T, loyalty, defense, an effect's
#: amount): the engine keeps them as 32-bit integers (CR 107.1).
MAX_NUMBER = 2**31 - 1
#: The most cards one fixed amount draws and tokens it creates: the engine does
#: them one at a time (CR 121.2, 111.1), each an event and each token an object.
MAX_REPEAT = 1000
REPEATED_OPS = ("draw", "create_tokens")


def check_program(effects, bad, fieldname: str, adds_one_kind: str | None = None) -> None:
    """Rejects a program the engine could not execute (naming the effect).
    ``adds_one_kind``: what the program belongs to if it is no mana ability, which adds
    mana of one kind at a time (CR 605.1a, 605.5a): "spell" (the default for the
    field "spell") or "triggered ability"."""
    if adds_one_kind is None and fieldname == "spell":
        adds_one_kind = "spell"
    ntargets = 0   # instances of the word "target" so far
    nslots = 0     # the objects or players they choose at most (CR 115.1d)
    groups = set()  # instances that choose "up to N" or "N" (Target(...))
    moved = False  # an earlier zone change a "that card" can name (400.7j)
    for i, e in enumerate(effects):
        if not isinstance(e, Effect):
            raise bad(fieldname, f"{e!r} is not an effect")
        where = f"effect {i + 1} ({e.op})"
        if e.op not in OPCODES:
            raise bad(fieldname, f"unknown effect {e.op!r}")
        for what in ("target", "each", "spend_only", "rider"):
            if isinstance(getattr(e, what), BadSel):
                raise bad(fieldname, f"{where}: unknown {what} {getattr(e, what).text!r}; use a "
                                     f"Sel(...) or one of: {', '.join(sorted(PHRASES))}")
        subj = e.subject
        if subj.startswith("target:") or subj.startswith("target controller:"):
            try:
                n = int(subj.rsplit(":", 1)[1])
            except ValueError:
                raise bad(fieldname, f"{where}: bad subject {subj!r}") from None
            if not 0 <= n < ntargets:
                raise bad(fieldname, f"{where}: {subj!r} names target {n}, but only "
                                     f"{ntargets} target(s) come before it")
            subj = subj.split(":")[0]
            if n in groups and e.op not in EACH_SUBJECT_OPS:
                raise bad(fieldname, f"{where}: {e.op} can't act on the several objects of target {n} "
                                     f"(\"up to N\" / \"N\" targets: {', '.join(sorted(EACH_SUBJECT_OPS))})")
        if subj not in SUBJECTS and subj not in SUBJECT_ALIASES:
            raise bad(fieldname, f"{where}: unknown subject {e.subject!r} (known: {', '.join(SUBJECTS)})")
        if SUBJECT_ALIASES.get(subj, subj) == "moved" and not moved:
            raise bad(fieldname, f"{where}: {e.subject!r} (CR 400.7j) needs an earlier zone change in "
                                 f"the same effect ({', '.join(MOVING_OPS)})")
        moved |= e.op in MOVING_OPS
        lo, hi = e.target_count
        if (lo, hi) != (1, 1):
            if e.target is None or e.op not in EACH_SUBJECT_OPS or e.target2 is not None:
                raise bad(fieldname, f"{where}: a Target(up_to=/count=) goes to an effect that acts on "
                                     f"each of its subjects ({', '.join(sorted(EACH_SUBJECT_OPS))})")
            if e.op == "deal_damage" and e.b:
                raise bad(fieldname, f"{where}: damage dealt by an earlier target goes to one target")
            groups.add(ntargets)
        if e.target is not None:
            ntargets += 1
            nslots += hi
        if e.target2 is not None:
            ntargets += 1
            nslots += 1
        if nslots > 4:
            raise bad(fieldname, "at most 4 targets")
        if e.op == "deal_damage" and e.b and e.b - 1 in groups:
            raise bad(fieldname, f"{where}: damage dealt by target {e.b - 1}, which chooses several")
        if isinstance(e.amount, Amount) and e.amount.kind in ("power of target", "toughness of target") \
                and 0 in groups:
            raise bad(fieldname, f"{where}: {e.amount.kind!r} of a target that chooses several")
        if e.op == "prevent_all_damage" and e.target is None and subj == "none":
            raise bad(fieldname, f"{where}: prevent_all_damage needs a target or a subject")
        amt = e.amount
        if isinstance(amt, int) and e.op in ("deal_damage", "draw", "gain_life", "lose_life",
                                             "create_tokens", "mill", "discard", "put_counters",
                                             "manifest",
                                             "remove_counters", "prevent_damage", "poison",
                                             "extra_turn") and amt < 0:
            raise bad(fieldname, f"{e.op} needs a non-negative amount, got {amt}")
        if not isinstance(amt, (int, Amount)) or isinstance(amt, bool):
            raise bad(fieldname, f"{where}: amount must be an int or an Amount")
        for what, v in (("amount", amt), ("power / first number", e.a), ("toughness / second number", e.b)):
            if isinstance(v, Amount):
                continue
            if not isinstance(v, int) or isinstance(v, bool):
                raise bad(fieldname, f"{where}: {what} must be a whole number, not {type(v).__name__} {v!r}"[:300])
            if not -MAX_NUMBER <= v <= MAX_NUMBER:
                raise bad(fieldname, f"{where}: {what} {v} is out of range (at most {MAX_NUMBER:,} either way, "
                                     f"CR 107.1)")
        needs_subject = e.op in OBJECT_OPS or e.op == "deal_damage"
        if needs_subject and subj == "none" and e.op != "pump":
            raise bad(fieldname, f"{where}: {e.op} needs a target or a subject (target=..., "
                                 "subject=..., or each=...)")
        players_only = (e.target is not None and e.target.players == "only") or \
            subj in ("you", "each player", "each opponent", "event player", "it controller",
                     "target controller", "event player's opponents") or (subj == "each" and e.each is not None and
                                             e.each.players == "only")
        if e.op in OBJECT_OPS and players_only:
            raise bad(fieldname, f"{where}: {e.op} affects objects, not players")
        objects_only = (e.target is not None and e.target.players == "none") or \
            subj in ("self", "it", "chosen", "created", "event source")
        if e.op in PLAYER_OPS and objects_only:
            raise bad(fieldname, f"{where}: {e.op} affects players, not objects")
        if e.op == "create_tokens" and not isinstance(e.token, Token):
            raise bad(fieldname, "create_tokens needs a Token")
        if e.op in REPEATED_OPS and isinstance(amt, int) and amt > MAX_REPEAT:
            raise bad(fieldname, f"{where}: amount {amt:,} is more than the {MAX_REPEAT:,} "
                                 f"{'cards it may draw' if e.op == 'draw' else 'tokens it may create'} "
                                 f"at once")
        if isinstance(e.token, Token):
            for what in ("power", "toughness"):
                v = getattr(e.token, what)
                if isinstance(v, bool) or not isinstance(v, int) or not -MAX_NUMBER <= v <= MAX_NUMBER:
                    raise bad(fieldname, f"{where}: the token's {what} must be a whole number from "
                                         f"{-MAX_NUMBER:,} to {MAX_NUMBER:,}, not {v!r}"[:300])
        if e.op == "become_monarch" and e.token is not None and not isinstance(e.token, Emblem):
            raise bad(fieldname, "become_monarch's designation must be an Emblem")
        if e.op == "create_emblem" and not isinstance(e.token, Emblem):
            raise bad(fieldname, "create_emblem needs an Emblem")
        if e.op == "add_mana":
            try:
                mana_units(e.mana or "", 1)
            except ValueError as err:
                raise bad(fieldname, f"{where}: {err}") from None
            if adds_one_kind and (len(e.mana) != 1 or e.mana not in COLORS + "C"):
                raise bad(fieldname, f"{where}: a {adds_one_kind} adds mana of one kind (W U B R G C); "
                                     f"several kinds or a choice of them are only for mana abilities")
        for k in e.keywords:
            if k not in KEYWORDS or k in CARD_DATA_FLAGS or k == "hexproof from":  # (its quality: card data)
                raise bad(fieldname, f"unknown keyword {k!r} (known: {', '.join(KEYWORDS)})")
        if e.keywords and e.op != "pump":
            raise bad(fieldname, f"{e.op} cannot grant keywords")
        if e.op == "apply_effect":
            if not isinstance(e.change, Change):
                raise bad(fieldname, f"{where}: apply_effect needs a Change")
            probs = e.change.problems()
            if probs:
                raise bad(fieldname, f"{where}: {probs[0]}")
            if e.change.pt_amount not in ("fixed", "mana value"):
                raise bad(fieldname, f"{where}: an effect of a resolving spell locks in its "
                                     f"numbers (611.2d); pt_amount {e.change.pt_amount!r} is "
                                     "only for static abilities")
        if e.op in ("create_token_copy", "copy_spell") and e.change is not None:
            probs = e.change.copy_problems() if isinstance(e.change, Change) else ["not a Change"]
            if probs:
                raise bad(fieldname, f"{where}: copy exception: {probs[0]}")
        if e.counter is not None and e.counter not in COUNTERS:
            raise bad(fieldname, f"unknown counter kind {e.counter!r} (known: {', '.join(COUNTERS)})")
        if e.op in ("put_counters", "remove_counters") and e.counter is None:
            raise bad(fieldname, f"{e.op} needs a counter kind")
        if e.op in ("may", "if") and i + e.a >= len(effects) + 0 and e.a > len(effects) - i - 1:
            raise bad(fieldname, f"{where}: skips past the end of the program")
        if e.op in ("delayed_trigger", "reflexive_trigger"):
            if not e.then:
                raise bad(fieldname, f"{where}: needs the effects of the trigger")
            check_program(e.then, bad, fieldname, adds_one_kind)
        if e.op in ("copy_spell", "change_targets", "counter") and e.target is not None and \
                e.target.zone != "stack":  # CR 707.10, 115.7, 701.6a: what is on the stack
            raise bad(fieldname, f"{where}: its target is a spell or ability on the stack "
                                 f"(zone='stack'), not {e.target.describe()!r}")
        if e.op == "copy_spell" and e.target is not None and e.target.stack_objs and \
                e.target.stack_objs != ("spell",):
            raise bad(fieldname, f"{where}: copies of abilities (707.10) are not supported; "
                                 "copy a spell")
        if e.op == "fight" and e.target is None:
            raise bad(fieldname, f"{where}: fight needs a target")
