"""The Regicide benchmarks run in CI's environment: without the peer, parlour is timed alone."""

from __future__ import annotations

import sys

import pytest

from tests.scripts import load_script


def test_the_engine_benchmark_skips_a_missing_peer_cleanly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "regicide", None)  # `import regicide` now raises ImportError
    bench = load_script("regicide_engine", monkeypatch)
    assert bench.main(["--games", "3", "--repeat", "1", "--players", "1", "2", "--no-progress"]) == 0
    captured = capsys.readouterr()
    assert "regicide is not installed" in captured.err and "timing parlour alone" in captured.err
    rows = [line for line in captured.out.splitlines() if line.startswith("| parlour")]
    assert len(rows) == 2 and "regicide-py" not in captured.out


def test_the_engine_benchmark_times_the_peer_when_installed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("regicide")
    bench = load_script("regicide_engine", monkeypatch)
    assert bench.main(["--games", "3", "--repeat", "1", "--players", "3", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "| regicide-py" in out and "| regicide-rust" in out and "parlour/regicide-py steps/s" in out


def test_the_bots_benchmark_reports_regicide(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load_script("bots", monkeypatch)
    monkeypatch.setattr(
        sys, "argv", ["bots.py", "--game", "regicide", "--games", "2", "--players", "1", "--no-progress"]
    )
    bench.main()
    out = capsys.readouterr().out
    assert "| rules  |       1 |     2 |" in out and "| random |       1 |     2 |" in out
