"""The Rent a Hero engine benchmark runs (tiny) and prints one row per preset and player count."""

from __future__ import annotations

import pytest

from tests.scripts import load_script


def test_the_rentahero_engine_benchmark_prints_a_row_per_preset_and_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = load_script("rentahero_engine", monkeypatch)
    assert module.main(["--games", "2", "--repeat", "1", "--players", "3", "5", "--no-progress"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| parlour")]
    assert len(rows) == 6
