"""A sequential probability ratio test on paired differences, in the manner of Fishtest's tests.

Both line-ups play each deal; its difference d = b − a (in the game's per-game score) is one
observation. The hypotheses are about the mean difference μ: H0: μ ≤ d0, H1: μ ≥ d1 (d0 < d1;
typically d0 = 0, "b is no better", and d1 the smallest gain worth having). After each deal the
log-likelihood ratio of H1 to H0 is held against Wald's bounds ln(β/(1−α)) and ln((1−β)/α):
at or below the lower one H0 is accepted, at or above the upper one H1. α is the chance of
accepting H1 when μ = d0, β that of accepting H0 when μ = d1.

The LLR is a GSPRT's, Fishtest's kind of test: the unknown parameters are replaced by their
maximum-likelihood estimates under each hypothesis. The differences are taken as normal with an
unknown variance; under H_i (mean d_i) its estimate is v + (m − d_i)², m being the deals' mean
difference and v their variance about it (divided by n), so

    LLR = (n/2) · ln[(v + (m − d0)²) / (v + (m − d1)²)]

which for small effects is Fishtest's simpler random-walk form n·(d1 − d0)·(2m − d0 − d1)/(2v).

No decision comes before `min_deals` deals: the variance of a handful of deals can be far too
small. A stream without spread (the same bot on both sides: d = 0 on every deal) would make
v = 0; v is taken to be at least that of a stream differing by the gap d1 − d0 on one deal in a
thousand, so such a stream is decided (H0 when its constant difference is nearer d0) as soon as
decisions are allowed.

>>> test = PairedSPRT(Bounds(d0=0.0, d1=1.0), min_deals=5)
>>> [test.add(0.0) for _ in range(5)]
[None, None, None, None, 'H0']
>>> round(test.llr(), 2), round(test.bounds.lower, 3)
(-17.27, -2.944)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from parlour.sim.stats import Z95

Decision = Literal["H0", "H1"]
VARIANCE_FLOOR = 1e-3  # times (d1 − d0)²: a stream differing by the gap on one deal in a thousand
MIN_DEALS = 30


@dataclass(frozen=True)
class Bounds:
    """The hypotheses (H0: μ ≤ d0, H1: μ ≥ d1) and the error rates α (false H1) and β (false H0)."""

    d0: float
    d1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not (math.isfinite(self.d0) and math.isfinite(self.d1) and self.d0 < self.d1):
            raise ValueError(f"the bounds need d0 < d1, not d0={self.d0:g}, d1={self.d1:g}")
        for name, rate in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < rate < 0.5:
                raise ValueError(f"{name} is an error rate between 0 and 0.5, not {rate:g}")

    @property
    def lower(self) -> float:
        """At or below: accept H0."""
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        """At or above: accept H1."""
        return math.log((1 - self.beta) / self.alpha)


class PairedSPRT:
    """The test over a stream of paired differences, fed one deal at a time (`add`)."""

    def __init__(self, bounds: Bounds, min_deals: int = MIN_DEALS) -> None:
        self.bounds = bounds
        self.min_deals = max(1, min_deals)
        self.n = 0
        self.mean = 0.0
        self._squares = 0.0  # sum of squared deviations from the running mean (Welford's update)

    def add(self, difference: float) -> Decision | None:
        """Count one deal's difference b − a; the decision it brings, if any."""
        self.n += 1
        delta = difference - self.mean
        self.mean += delta / self.n
        self._squares += delta * (difference - self.mean)
        return self.decision()

    def extend(self, differences: Iterable[float]) -> Decision | None:
        """Count deals until one brings a decision (the rest are left uncounted); that decision."""
        for difference in differences:
            if (decision := self.add(difference)) is not None:
                return decision
        return None

    def variance(self) -> float:
        """The differences' variance (maximum likelihood: divided by n), at least the floor."""
        gap = self.bounds.d1 - self.bounds.d0
        spread = self._squares / self.n if self.n else 0.0
        return max(spread, VARIANCE_FLOOR * gap * gap)

    def sd(self) -> float:
        """The differences' sample standard deviation (n − 1; 0 below two deals)."""
        return math.sqrt(self._squares / (self.n - 1)) if self.n > 1 else 0.0

    def interval(self) -> tuple[float, float]:
        """The mean difference's 95 % interval: mean ± 1.96·sd/√n."""
        half = Z95 * self.sd() / math.sqrt(self.n) if self.n else math.nan
        return (self.mean - half, self.mean + half)

    def llr(self) -> float:
        """The log-likelihood ratio of H1 to H0 after the deals so far."""
        if self.n == 0:
            return 0.0
        v, m = self.variance(), self.mean
        return self.n / 2 * math.log((v + (m - self.bounds.d0) ** 2) / (v + (m - self.bounds.d1) ** 2))

    def decision(self) -> Decision | None:
        """H1 or H0 once the LLR reaches a bound (and `min_deals` deals are in), else None."""
        if self.n < self.min_deals:
            return None
        llr = self.llr()
        if llr >= self.bounds.upper:
            return "H1"
        if llr <= self.bounds.lower:
            return "H0"
        return None
