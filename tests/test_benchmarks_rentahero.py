"""The Rent a Hero engine benchmark runs (tiny) and prints one row per preset and player count."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_rentahero_engine_benchmark_prints_a_row_per_preset_and_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = importlib.util.spec_from_file_location("bench_rentahero_engine", ROOT / "benchmarks" / "rentahero_engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    assert module.main(["--games", "2", "--repeat", "1", "--players", "3", "5", "--no-progress"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| parlour")]
    assert len(rows) == 6
