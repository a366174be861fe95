"""The Rent a Hero part of benchmarks/bots.py: one measured bot among others, its share and its times."""

from __future__ import annotations

import pytest

from tests.scripts import load_script


def test_one_benchmark_game_gives_the_measured_bots_share_and_decision_times(monkeypatch: pytest.MonkeyPatch) -> None:
    module = load_script("bots", monkeypatch)
    shares = []
    for seed in range(3):
        share, times = module.play_rentahero_game(("simple", "random", 3, seed, None))
        assert 0.0 <= share <= 1.0 and times and all(t >= 0 for t in times)
        shares.append(share)
    assert sum(shares) > 0  # the rule-following bot beats random bots at least once in three games
