"""Small statistics shared by simulate, goldfish and gauntlet: Wilson score
intervals for proportions and quartiles of integer distributions."""

from __future__ import annotations

import math
from typing import Optional

import numpy as np

Z95 = 1.959964


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple:
    """95% Wilson score interval ``(low, high)`` for ``successes`` out of ``n``.

    Unlike the normal approximation it stays inside [0, 1] and is sensible at 0
    or n successes; with no trials it is the whole of [0, 1].
    """
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return (low, high)


def proportion(successes: int, n: int) -> dict:
    """``{"count", "n", "rate", "ci95"}`` for a proportion."""
    return {"count": int(successes), "n": int(n), "rate": successes / n if n else 0.0,
            "ci95": wilson_interval(int(successes), int(n))}


def length_distribution(values: np.ndarray) -> dict:
    """Median, quartiles, min, max, mean and a histogram ``{value: count}``."""
    if values.size == 0:
        return {"median": None, "q1": None, "q3": None, "min": None, "max": None, "mean": None,
                "histogram": {}}
    q1, med, q3 = np.percentile(values, [25, 50, 75])
    vals, counts = np.unique(values, return_counts=True)
    return {"median": float(med), "q1": float(q1), "q3": float(q3), "min": int(values.min()),
            "max": int(values.max()), "mean": float(values.mean()),
            "histogram": {int(v): int(c) for v, c in zip(vals, counts)}}


def median_with_never(values: np.ndarray, never: int = 0) -> Optional[float]:
    """Median of ``values`` where ``never`` stands for "after every other value"
    (a game that never ended that way); None when that is the median."""
    n = values.size
    if n == 0:
        return None
    ordered = np.sort(np.where(values == never, np.iinfo(np.int64).max, values.astype(np.int64)))
    lo, hi = ordered[(n - 1) // 2], ordered[n // 2]
    if hi == np.iinfo(np.int64).max:
        return None
    return (float(lo) + float(hi)) / 2
