"""The compiled card pool: every snapshot card the compiler builds, by name.

Cards are compiled on first use and remembered (per process); a card the compiler
does not build is remembered with its reason.  :class:`mtgcore.cards.CardLibrary`
reads names through here, so decklists, ``Game``, ``simulate`` and the CLI see
every compiled card with no extra step.
"""

from __future__ import annotations

from mtgcore.cards.dsl import Card
from mtgcore.oracle.snapshot import snapshot
from mtgcore.oracle.translate import NotBuilt, compile_facts

_BUILT: dict = {}


def canonical(name: str) -> str | None:
    """The snapshot's name of a card (any case, a face's name or ``A // B``), or None."""
    if not isinstance(name, str) or not name.strip():
        return None
    return snapshot().canonical(name)


def build(name: str) -> Card:
    """The compiled card named ``name``; raises NotBuilt (with the reason) or KeyError."""
    canon = canonical(name)
    if canon is None:
        raise KeyError(name)
    got = _BUILT.get(canon)
    if got is None:
        try:
            got = compile_facts(snapshot().get(canon))
        except NotBuilt as e:
            got = e
        _BUILT[canon] = got
    if isinstance(got, NotBuilt):
        raise got
    return got


def status(name: str):
    """``(snapshot name or None, Card or None, reason or None)`` for a card name."""
    canon = canonical(name)
    if canon is None:
        return None, None, None
    try:
        return canon, build(canon), None
    except NotBuilt as e:
        return canon, None, e.reason


def forget() -> None:
    """Forget compiled cards (after a new snapshot is imported)."""
    _BUILT.clear()
