"""Mana effects: adding mana (CR 106, 605) and paying it in a resolving ability
("you may pay {2}. If you do, ...", 117.1d), as instructions of the effect vocabulary."""

from __future__ import annotations

import re

from mtgcore.cards.effects import COUNTERS, Effect, _sel


#: Mana of a kind other permanents have or could produce (CR 106.5, 106.7), in the
#: engine's order (kReflect*): "Choose a color of a <permanent>. Add one mana of that
#: color." / "one mana of any color that a <land> could produce" / "... any type ...".
REFLECT_KINDS = (None, "color of", "color could produce", "type could produce")


def AddMana(color: str, amount: int = 1, spend_only=None, uncounterable_on=None,
            per_counter: str | None = None, spend_only_abilities_of=None,
            reflect: str | None = None, of=None) -> Effect:
    """"Add {G}." -- a mana ability's effect (CR 106, 605), ``amount`` times.
    ``color``: one of W U B R G C; ``"any"``: one mana of any color, chosen as it is
    activated (CR 106.1b; with ``amount=2``, "two mana in any combination of
    colors"); several letters (``"WU"``): one mana of each ("Add {W}{U}");
    alternatives with ``|`` (``"R|G"``): "Add {R} or {G}".
    CR 106.6: ``spend_only`` (spells, e.g. "creature spell"): "Spend this mana only
    to cast <spells>"; ``uncounterable_on`` (spells, e.g. "instant or sorcery
    spell"): "If that mana is spent on <spells>, that spell can't be countered".
    ``per_counter`` (a counter kind, e.g. "charge"): "Add {C} for each charge counter
    on this artifact" -- one ``color`` mana per such counter, counted as the ability
    resolves (CR 106.1, 605.3b); ``color`` is then one kind and ``amount`` 1.
    ``spend_only_abilities_of`` (permanents, e.g. ``Sel(subtype="Eldrazi", ...)``), with
    ``spend_only``: "Spend this mana only to cast <spells> or activate abilities of
    <permanents>" (106.6): it may also pay activated abilities' costs of such sources.
    ``reflect`` (one of :data:`REFLECT_KINDS`) with ``of`` (a selector, as the source's
    controller sees it): one mana of a kind those permanents have or could produce
    (106.7: their mana abilities, costs ignored); none: no mana (106.5).  ``color`` is
    then "any"."""
    if reflect not in REFLECT_KINDS or (reflect is None) != (of is None) or \
            (reflect is not None and (color != "any" or amount != 1 or per_counter is not None)):
        raise ValueError(f"reflect={reflect!r} (one of {REFLECT_KINDS[1:]}) goes with of=<permanents>, "
                         f"color 'any' and amount 1")
    if spend_only_abilities_of is not None and spend_only is None:
        raise ValueError("spend_only_abilities_of goes with spend_only (CR 106.6: \"Spend this "
                         "mana only to cast <spells> or activate abilities of <permanents>\")")
    if per_counter is not None and (per_counter not in COUNTERS or amount != 1 or len(color) != 1):
        raise ValueError(f"per_counter={per_counter!r}: a counter kind ({', '.join(COUNTERS)}), "
                         f"with one kind of mana ({color!r}) and amount 1")
    return Effect("add_mana", mana=color, amount=amount, counter=per_counter,
                  spend_only=None if spend_only is None else _sel(spend_only),
                  rider=None if uncounterable_on is None else _sel(uncounterable_on),
                  spend_abilities=None if spend_only_abilities_of is None else _sel(spend_only_abilities_of),
                  reflect=reflect, reflect_of=None if of is None else _sel(of))


def mana_units(mana: str, amount: int = 1) -> list:
    """The mana an AddMana adds, as masks of the kinds each mana may be (bits 0-4
    WUBRG, bit 5 C).  Raises ValueError on a bad color string."""
    kinds = "WUBRGC"
    if mana == "any":
        return [0x1F] * amount
    if "|" in mana:
        parts = mana.split("|")
        if any(len(x) != 1 or x not in kinds for x in parts):
            raise ValueError(f"bad mana alternatives {mana!r} (use e.g. 'R|G')")
        mask = 0
        for x in parts:
            mask |= 1 << kinds.index(x)
        return [mask] * amount
    if not mana or any(ch not in kinds for ch in mana):
        raise ValueError(f"bad mana {mana!r} (W U B R G C, 'any', 'WU' or 'R|G')")
    return [1 << kinds.index(ch) for ch in mana] * amount


_PAY_SYMBOL = re.compile(r"\{(\d+|[WUBRGC])\}")


def PayMana(cost: int | str = 0, hybrid: str = "", times=1, counter: str | None = None) -> Effect:
    """Pay ``cost`` (a number of generic mana, or a cost like ``"{2}{R}{R}"`` of
    generic, colored and {C} symbols) plus one hybrid symbol of the colors in
    ``hybrid`` (e.g. "WB" for {W/B}, CR 107.4e), all of it ``times`` times (an int or
    an :class:`Amount`: ``Amount("counters on self")`` with ``counter="age"`` is
    cumulative upkeep's "for each age counter on it", 702.24a).  Use after
    May(...): "you may pay ... If you do, ..." -- it sets "did" (test it with
    If(Condition("did"), ...))."""
    mask = 0
    for ch in hybrid:
        if ch not in "WUBRG":
            raise ValueError(f"unknown color {ch!r} in hybrid {hybrid!r}")
        mask |= 1 << "WUBRG".index(ch)
    generic, packed = (cost, 0) if isinstance(cost, int) else (0, 0)
    if isinstance(cost, str):
        pos = 0
        for m in _PAY_SYMBOL.finditer(cost):
            if m.start() != pos:
                break
            pos = m.end()
            sym = m.group(1)
            if sym.isdigit():
                generic += int(sym)
            else:
                shift = 4 * "WUBRGC".index(sym)
                if (packed >> shift) & 15 == 15:
                    raise ValueError(f"pay {cost!r}: at most 15 of one colored symbol")
                packed += 1 << shift
        if pos != len(cost) or not cost:
            raise ValueError(f"pay {cost!r}: a cost of {{N}}, {{W}}{{U}}{{B}}{{R}}{{G}} and {{C}} "
                             "symbols (hybrid symbols: hybrid=)")
    if not 0 <= generic < 1 << 16:
        raise ValueError(f"pay {cost!r}: generic mana out of range")
    if counter is not None and counter not in COUNTERS:
        raise ValueError(f"unknown counter kind {counter!r}")
    return Effect("pay_mana", amount=times, a=packed, b=generic | (mask << 16),
                  c=COUNTERS.index(counter) if counter is not None else -1)
