"""The ask benchmark runs (tiny): its three rows, both readings (windows, everything), and JSON that
says the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.scripts import load_script


def test_the_ask_benchmark_compares_asking_everything_with_the_defaults(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    module = load_script("rentahero_asks", monkeypatch)
    assert module.main(["--games", "4", "--json", str(tmp_path / "asks.json")]) == 0
    out = capsys.readouterr().out
    for row in ("before (asked all)", "every power always", "the defaults"):
        assert row in out
    assert "windows that ask the person:" in out and "everything that asks the person:" in out
    runs = json.loads((tmp_path / "asks.json").read_text())["runs"]
    before, always, after = runs["before (asked all)"], runs["every power always"], runs["the defaults"]
    assert before.get("answered", 0) == 0 and before.get("forced", 0) == 0 and after["answered"] > 0
    assert always.get("answered", 0) == 0 and always["window"] == before["window"]
    assert after["window"] < before["window"]
    assert after["window"] + after["decision"] < before["window"] + before["decision"]
