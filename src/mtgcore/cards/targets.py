"""Target counts (CR 115.1d, 601.2c): one instance of the word "target" that chooses
several objects or players ("up to two target creatures", "two target creatures").
An effect's ``target=`` takes a :class:`Target` where it takes a selector."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """One instance of the word "target" that chooses several objects or players
    (CR 115.1d, 601.2c): ``Target("creature", up_to=2)`` is "up to two target
    creatures" (none, one or two: zero chosen, the effect's parts on them do nothing,
    608.2b; the spell still resolves); ``Target("creature", count=2)`` is "two target
    creatures".  Each object or player is chosen at most once for it (115.3).  Give it
    as ``target=`` of an effect that acts on each of its subjects (destroy, exile,
    damage, pump, tap, counters, ...); a later effect names all of them with
    ``subject="target:N"`` (N counts instances of "target", not objects).  At most
    four targets in all (the engine's kMaxTargets)."""

    what: object
    up_to: int | None = None
    count: int | None = None

    def __post_init__(self):
        if (self.up_to is None) == (self.count is None):
            raise ValueError("Target(what, up_to=N) or Target(what, count=N): one of them")
        n = self.up_to if self.up_to is not None else self.count
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 4:
            raise ValueError(f"Target({self.what!r}): a count from 1 to 4 (at most 4 targets), got {n!r}")

    def bounds(self) -> tuple:
        """(at least, at most) objects chosen."""
        return (0, self.up_to) if self.up_to is not None else (self.count, self.count)


def UpTo(n: int, what) -> Target:
    """"up to N target <what>" (CR 601.2c): ``Target(what, up_to=n)``."""
    return Target(what, up_to=n)
