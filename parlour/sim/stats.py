"""Summary statistics for benchmark reports: means with a 95 % interval, rates, percentiles.

>>> [round(x, 3) for x in mean_ci([10, 12, 14])]
[12.0, 9.737, 14.263]
>>> [round(x, 3) for x in wilson(8, 10)]
[0.49, 0.943]
>>> percentile([1.0, 2.0, 3.0, 4.0], 50)
2.5
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.96  # the normal quantile of a two-sided 95 % interval


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): mean ± 1.96 · sd / √n, with the sample standard deviation (n - 1)."""
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = math.fsum(values) / n
    if n == 1:
        return (mean, mean, mean)
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return (mean, mean - half, mean + half)


def sd(values: Sequence[float]) -> float:
    """The sample standard deviation (0 for fewer than two values)."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = math.fsum(values) / n
    return math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))


def wilson(successes: float, n: int) -> tuple[float, float]:
    """The Wilson score interval (95 %) of a rate: better than mean ± 1.96·sd/√n near 0 and 1."""
    if n == 0:
        return (math.nan, math.nan)
    p = successes / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(ordered: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) of sorted values, interpolating linearly between neighbours."""
    if not ordered:
        return math.nan
    rank = (len(ordered) - 1) * q / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)
