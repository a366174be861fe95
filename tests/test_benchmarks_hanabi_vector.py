"""benchmarks/hanabi_vector.py runs small: VectorEnv beside OpenSpiel, or alone without it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.scripts import load_script


def test_the_sampler_draws_legal_moves_uniformly(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_script("hanabi_vector", monkeypatch)
    masks = np.zeros((40_000, 20), bool)
    masks[:, [2, 5, 7, 19]] = True
    masks[::2, 11] = True  # half the rows have five legal moves, half four
    picks = bench.uniform_legal(np.random.default_rng(0), masks)
    assert masks[np.arange(len(masks)), picks].all()
    counts = np.bincount(picks, minlength=20)
    expected = {2: 9000, 5: 9000, 7: 9000, 19: 9000, 11: 4000}  # (1/4 + 1/5) / 2 and 1/5 of the half
    for action, count in expected.items():
        assert abs(counts[action] - count) < 400, (action, counts[action])
    one = masks[:1].copy()  # (a single row transposed is contiguous: the prefix sums must not run in it)
    assert masks[0, bench.uniform_legal(np.random.default_rng(1), one)].all()
    assert np.array_equal(one, masks[:1])


def test_the_benchmark_reports_every_env_count(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pytest.importorskip("pyspiel")
    bench = load_script("hanabi_vector", monkeypatch)
    out = tmp_path / "figures.json"
    assert bench.main(["--envs", "1", "16", "--steps", "200", "--no-progress", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    for mode in ("off", "on"):
        assert f"| {mode:<12} | OpenSpiel |     1 |" in printed
        assert f"| {mode:<12} | VectorEnv |     1 |" in printed and f"| {mode:<12} | VectorEnv |    16 |" in printed
    assert "obs off: VectorEnv | OpenSpiel |" in printed and "obs on: VectorEnv | OpenSpiel |" in printed
    figures = json.loads(out.read_text())
    assert [(r["engine"], r["envs"], r["observations"]) for r in figures["runs"]] == [
        ("OpenSpiel", 1, False),
        ("VectorEnv", 1, False),
        ("VectorEnv", 16, False),
        ("OpenSpiel", 1, True),
        ("VectorEnv", 1, True),
        ("VectorEnv", 16, True),
    ]
    assert all(r["steps"] >= 200 and r["rate"] > 0 for r in figures["runs"])


def test_the_benchmark_times_vectorenv_alone_without_openspiel(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # `import pyspiel` now raises ImportError
    bench = load_script("hanabi_vector", monkeypatch)
    assert bench.main(["--envs", "4", "--players", "5", "--steps", "40", "--no-progress"]) == 0
    captured = capsys.readouterr()
    assert "open_spiel is not installed" in captured.err
    assert (
        "| off          | VectorEnv |     4 |" in captured.out
        and "| on           | VectorEnv |     4 |" in captured.out
    )
    assert "| OpenSpiel |     1 |" not in captured.out


def test_the_benchmark_times_each_thread_count(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    bench = load_script("hanabi_vector", monkeypatch)
    out = tmp_path / "figures.json"
    argv = ["--envs", "16", "512", "--threads", "1", "2", "--observations", "off"]
    assert bench.main([*argv, "--steps", "1024", "--no-progress", "--json", str(out)]) == 0
    assert "| off          | VectorEnv |   512 |       2 |" in capsys.readouterr().out
    runs = json.loads(out.read_text())["runs"]
    # (16 envs make one block: no two-thread run of them)
    assert [(r["envs"], r["threads"]) for r in runs] == [(16, 1), (512, 1), (512, 2)]


def test_the_benchmark_times_a_baseline_beside(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    bench = load_script("hanabi_vector", monkeypatch)
    old = tmp_path / "old_vector.py"  # a VectorEnv without the observations option, as before it came
    old.write_text(
        "from parlour.rl.hanabi.vector import VectorEnv as Current\n\n"
        "class VectorEnv(Current):\n"
        "    def __init__(self, num_envs: int, players: int, seed: int, threads: int = 1) -> None:\n"
        "        super().__init__(num_envs, players, seed, threads=threads)\n"
    )
    out = tmp_path / "figures.json"
    argv = ["--envs", "8", "--steps", "16", "--no-progress", "--baseline", str(old), "--json", str(out)]
    assert bench.main(argv) == 0
    assert "| on           | baseline  |     8 |" in capsys.readouterr().out
    runs = [(r["engine"], r["observations"]) for r in json.loads(out.read_text())["runs"]]
    assert runs == [("VectorEnv", False), ("VectorEnv", True), ("baseline", True)]


def test_the_benchmark_times_by_cpu_time_if_asked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    bench = load_script("hanabi_vector", monkeypatch)
    ticks = iter(range(1_000_000))
    monkeypatch.setattr(bench.time, "process_time", lambda: float(next(ticks)))  # one second a reading
    monkeypatch.setitem(bench.CLOCKS, "cpu", bench.time.process_time)
    out = tmp_path / "figures.json"
    args = ["--envs", "4", "--observations", "off", "--seconds", "3", "--clock", "cpu", "--no-progress"]
    assert bench.main([*args, "--json", str(out)]) == 0
    assert "clock: cpu." in capsys.readouterr().out
    figures = json.loads(out.read_text())
    assert figures["clock"] == "cpu"
    (run,) = figures["runs"]
    assert run["seconds"] >= 3 and run["steps"] % 4 == 0 and run["steps"] <= 4 * 3  # one step per reading
