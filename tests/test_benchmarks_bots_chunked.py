"""The chunked harness run plays each chunk once, goes on where it stopped and adds the chunks up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.scripts import load_script


def test_chunks_are_played_once_and_added_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load_script("bots_chunked", monkeypatch)
    common = ["--dir", str(tmp_path), "--game", "hanabi", "--players", "2", "--bots", "simple", "--no-progress"]
    assert bench.main([*common, "--games", "4", "--chunk", "2"]) == 0
    first = sorted(p.name for p in tmp_path.glob("chunk_*.json"))
    assert first == ["chunk_0.json", "chunk_2.json"]
    stamp = (tmp_path / "chunk_0.json").stat().st_mtime_ns
    # A longer run goes on from there: the chunks on disk are not played again.
    assert bench.main([*common, "--games", "6", "--chunk", "2"]) == 0
    assert (tmp_path / "chunk_0.json").stat().st_mtime_ns == stamp
    figures = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert figures["games"] == 6 and figures["seeds"] == "0-5" and figures["success"] == "perfect"
    games = [g for p in sorted(tmp_path.glob("chunk_*.json")) for g in json.loads(p.read_text())["per_game"]]
    assert figures["mean_points"] == pytest.approx(sum(g["points"] for g in games) / 6)
    perfect = sum(1 for g in games if g["perfect"])
    assert f"{perfect} of 6 perfect" in capsys.readouterr().out.splitlines()[-1]
    # A chunk of another run in the same folder is refused, not added.
    other = json.loads((tmp_path / "chunk_0.json").read_text())
    other["players"] = 3
    (tmp_path / "chunk_100.json").write_text(json.dumps(other))
    with pytest.raises(SystemExit, match="mixes runs"):
        bench.main(["--dir", str(tmp_path), "--report"])
