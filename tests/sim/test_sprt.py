"""The paired SPRT: quick on clear differences, sensible without spread, error rates as asked."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from parlour.sim.sprt import Bounds, PairedSPRT


def stream(draw: Callable[[random.Random], float], seed: int) -> Iterator[float]:
    rng = random.Random(seed)
    while True:
        yield draw(rng)


def outcomes(
    mean: float, draw: Callable[[random.Random, float], float], bounds: Bounds, runs: int, seed: int
) -> Counter[str]:
    """How often each decision comes, over `runs` seeded streams of true mean `mean`."""
    tally: Counter[str] = Counter()
    for run in range(runs):
        test = PairedSPRT(bounds, min_deals=30)
        decision = test.extend(stream(lambda rng: draw(rng, mean), seed * 100_003 + run))
        tally[decision or "none"] += 1
    return tally


def normal(rng: random.Random, mean: float) -> float:
    return rng.gauss(mean, 1.0)


def trinomial(rng: random.Random, mean: float) -> float:
    """-1, 0 or +1 (b loses, ties, wins the deal) with the given mean: a competitive game's pair."""
    u = rng.random()
    up, down = 0.25 + mean / 2, 0.25 - mean / 2
    return 1.0 if u < up else -1.0 if u < up + down else 0.0


def test_the_llr_is_the_normal_glr_with_the_variance_estimated_under_each_hypothesis() -> None:
    test = PairedSPRT(Bounds(d0=0.0, d1=0.5), min_deals=1)
    values = [1.0, -0.5, 2.0, 0.25, 1.5]
    for value in values:
        test.add(value)
    n, mean = len(values), sum(values) / len(values)
    variance = sum((v - mean) ** 2 for v in values) / n
    assert test.mean == pytest.approx(mean) and test.variance() == pytest.approx(variance)
    under_h0, under_h1 = variance + mean**2, variance + (mean - 0.5) ** 2
    assert test.llr() == pytest.approx(n / 2 * math.log(under_h0 / under_h1))
    # near the hypotheses it is Fishtest's random-walk form n (d1 - d0)(2m - d0 - d1) / (2v)
    near = PairedSPRT(Bounds(d0=0.0, d1=0.01), min_deals=1)
    near.extend([0.3, -0.29, 0.01, 0.02])
    v, m = near.variance(), near.mean
    assert near.llr() == pytest.approx(4 * 0.01 * (2 * m - 0.01) / (2 * v), rel=1e-2)
    assert test.sd() == pytest.approx(math.sqrt(variance * n / (n - 1)))
    low, high = test.interval()
    assert high - mean == pytest.approx(mean - low) == pytest.approx(1.96 * test.sd() / math.sqrt(n))


def test_wald_bounds() -> None:
    bounds = Bounds(0.0, 1.0, alpha=0.05, beta=0.1)
    assert bounds.lower == pytest.approx(math.log(0.1 / 0.95)) and bounds.upper == pytest.approx(math.log(0.9 / 0.05))
    for bad in ({"d0": 1.0, "d1": 1.0}, {"d0": 2.0, "d1": 1.0}, {"d0": 0.0, "d1": math.inf}):
        with pytest.raises(ValueError, match="d0 < d1"):
            Bounds(**bad)
    for rate in (0.0, 0.5, -1.0):
        with pytest.raises(ValueError, match="error rate"):
            Bounds(0.0, 1.0, alpha=rate)


def test_a_clearly_better_b_is_accepted_quickly() -> None:
    for gain in (1.5, 3.0, 8.0):  # one sd of the deals is 3
        test = PairedSPRT(Bounds(0.0, 1.0), min_deals=20)
        assert test.extend(stream(lambda rng, gain=gain: rng.gauss(gain, 3.0), seed=5)) == "H1"
        assert 20 <= test.n <= 40, (gain, test.n)  # never before min_deals
        assert test.llr() >= test.bounds.upper
    # Only the two hypotheses are weighed, so far beyond d1 the evidence grows more slowly than
    # near it (a GSPRT's property): a gain of 17 takes longer than one of 2, with the same spread.
    far, near = PairedSPRT(Bounds(0.0, 1.0), min_deals=10), PairedSPRT(Bounds(0.0, 1.0), min_deals=10)
    assert far.extend([17.0, 19.0, 15.0, 17.0] * 25) == near.extend([2.0, 4.0, 0.0, 2.0] * 25) == "H1"
    assert near.n < far.n <= 60


def test_a_clearly_worse_b_is_rejected() -> None:
    test = PairedSPRT(Bounds(0.0, 1.0), min_deals=20)
    assert test.extend(stream(lambda rng: rng.gauss(-3.0, 3.0), seed=6)) == "H0" and test.n == 20


def test_a_stream_without_spread_is_decided_not_divided_by_zero() -> None:
    # The same bot on both sides plays the same games: the difference is 0 on every deal.
    same = PairedSPRT(Bounds(0.0, 1.0), min_deals=10)
    assert same.extend([0.0] * 100) == "H0" and same.n == 10
    assert math.isfinite(same.llr()) and same.interval() == (0.0, 0.0)
    # A constant difference at or above d1 is as clear the other way.
    better = PairedSPRT(Bounds(0.0, 1.0), min_deals=10)
    assert better.extend([1.0] * 100) == "H1" and better.n == 10
    # Exactly halfway between the hypotheses favours neither: undecided however long it runs.
    halfway = PairedSPRT(Bounds(-1.0, 1.0), min_deals=10)
    assert halfway.extend([0.0] * 1000) is None and halfway.llr() == 0.0


def test_error_rates_are_about_the_ones_asked_for() -> None:
    """Streams whose true mean sits on a hypothesis: the wrong decision comes about α (or β) of the time.

    Wald's bounds promise error rates of at most about α/(1-β) and β/(1-α) (overshoot makes them
    lower, the estimated variance a little higher); 2000 runs give each rate ±0.005 (one sd).
    """
    bounds = Bounds(0.0, 0.2, alpha=0.05, beta=0.05)
    at_h0 = outcomes(0.0, normal, bounds, runs=2000, seed=1)
    at_h1 = outcomes(0.2, normal, bounds, runs=2000, seed=2)
    assert at_h0["none"] == at_h1["none"] == 0  # every stream is decided
    false_h1, false_h0 = at_h0["H1"] / 2000, at_h1["H0"] / 2000
    assert 0.025 <= false_h1 <= 0.075 and 0.025 <= false_h0 <= 0.075, (false_h1, false_h0)
    # Discrete deals (b loses, ties or wins a deal), with other error rates asked for.
    bounds = Bounds(0.0, 0.1, alpha=0.1, beta=0.2)
    at_h0 = outcomes(0.0, trinomial, bounds, runs=1000, seed=3)
    at_h1 = outcomes(0.1, trinomial, bounds, runs=1000, seed=4)
    false_h1, false_h0 = at_h0["H1"] / 1000, at_h1["H0"] / 1000
    assert 0.05 <= false_h1 <= 0.15 and 0.12 <= false_h0 <= 0.28, (false_h1, false_h0)
