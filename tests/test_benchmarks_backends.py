"""The backends benchmark run small: the same job at two worker counts, its table, the JSON compared."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.scripts import load_script


def test_the_runs_are_tabled_and_their_json_compared(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load_script("backends", monkeypatch)
    argv = ["--dir", str(tmp_path), "--game", "hanabi", "--players", "2", "--games", "4", "--bots", "random"]
    assert bench.main([*argv, "--backends", "local", "--workers", "1,2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "the JSON of all 2 runs is identical apart from timings"
    assert [line.split("|")[1:4] for line in lines[2:4]] == [[" local ", " 1 ", " 4 "], [" local ", " 2 ", " 4 "]]
    # A run whose games differ is caught: another seed in one file makes the comparison fail.
    one = json.loads((tmp_path / "local-1-0.json").read_text(encoding="utf-8"))

    def run_one(args: object, backend: str, workers: int, turn: int) -> dict[str, object]:
        summary = one if workers == 1 else {**one, "seed": 99}
        return {"backend": backend, "workers": workers, "wall": 1.0, "summary": summary}

    monkeypatch.setattr(bench, "run_one", run_one)
    assert bench.main([*argv, "--backends", "local", "--workers", "1,2"]) == 1
    assert "differs" in capsys.readouterr().out
