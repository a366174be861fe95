"""The ask benchmark runs (tiny): before and after rows, the ratios, and JSON that says the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.scripts import load_script


def test_the_ask_benchmark_compares_always_with_the_defaults(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    module = load_script("rentahero_asks", monkeypatch)
    assert module.main(["--games", "4", "--json", str(tmp_path / "asks.json")]) == 0
    out = capsys.readouterr().out
    assert "before (always)" in out and "after (defaults)" in out and "of before" in out
    runs = json.loads((tmp_path / "asks.json").read_text())["runs"]
    before, after = runs["before (always)"], runs["after (defaults)"]
    assert before.get("answered", 0) == 0 and after["answered"] > 0
    assert after["window"] < before["window"]
