"""The paired-arms script for the Rent a Hero sleuth: seeded games, overrides, the paired comparison."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parlour.games.rentahero import sleuth
from tests.scripts import load_script


def test_an_arm_is_seeded_and_writes_every_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arms = load_script("rentahero_arms", monkeypatch)
    out = tmp_path / "arm.json"
    argv = ["--games", "3", "--start", "500", "--samples", "2", "--window-samples", "1", "--no-progress"]
    assert arms.main([*argv, "--json", str(out)]) == 0
    shares = json.loads(out.read_text())
    assert sorted(shares) == ["500", "501", "502"]
    assert all(share in (0.0, 1.0) or 0 < share < 1 for share in shares.values())
    assert "sleuth as it is" in capsys.readouterr().out
    assert [arms.play(seed, 5, 2, 1) for seed in (500, 501, 502)] == [shares[s] for s in ("500", "501", "502")]


def test_a_setting_overrides_a_sleuth_constant_and_nothing_else(monkeypatch: pytest.MonkeyPatch) -> None:
    arms = load_script("rentahero_arms", monkeypatch)
    monkeypatch.setattr(sleuth, "STANDING_CARDS", dict(sleuth.STANDING_CARDS))
    assert arms.override("STANDING_CARDS={5: 8}") == ("STANDING_CARDS", {5: 8})
    assert sleuth.STANDING_CARDS == {5: 8}
    for bad in ("STANDING_CARDS", "NOT_THERE=1", "win_chance=1"):
        with pytest.raises(ValueError, match="not a sleuth constant"):
            arms.override(bad)
    with pytest.raises(SystemExit):
        arms.main(["--set", "NOT_THERE=1", "--games", "1", "--no-progress"])


def test_the_comparison_is_paired_over_common_deals(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arms = load_script("rentahero_arms", monkeypatch)
    first = {"1": 0.0, "2": 1.0, "3": 0.5, "4": 0.0}
    second = {"1": 1.0, "2": 1.0, "3": 0.5, "5": 1.0}
    line = arms.compare(first, second)
    assert line.startswith("3 deals: first 50.00 %, second 83.33 %, paired difference +33.33 ±")
    assert line.endswith("second better in 1, worse in 0")
    with pytest.raises(ValueError, match="no deal"):
        arms.compare({"1": 0.0}, {"2": 0.0})
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(first))
    b.write_text(json.dumps(second))
    assert arms.main(["--compare", str(a), str(b)]) == 0
    assert "paired difference +33.33" in capsys.readouterr().out
