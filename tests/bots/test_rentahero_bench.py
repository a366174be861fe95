"""The Rent a Hero part of benchmarks/bots.py: one measured bot among others, its share and its times."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_one_benchmark_game_gives_the_measured_bots_share_and_decision_times(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location("bench_bots_rentahero", ROOT / "benchmarks" / "bots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    shares = []
    for seed in range(3):
        share, times = module.play_rentahero_game(("simple", "random", 3, seed, None))
        assert 0.0 <= share <= 1.0 and times and all(t >= 0 for t in times)
        shares.append(share)
    assert sum(shares) > 0  # the rule-following bot beats random bots at least once in three games
