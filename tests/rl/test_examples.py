"""The examples in examples/, run as a researcher runs them (a fresh interpreter each), on tiny budgets:
they finish, print figures that parse, and replay exactly for one seed."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.engine import registry

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GAMES = sorted(m.id for m in registry.manifests() if m.encoder is not None)
NUMBER = r"(-?\d+\.\d+)"


def start(script: str, *args: str) -> subprocess.Popen[str]:
    command = [sys.executable, str(EXAMPLES / script), *args]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(process: subprocess.Popen[str], timeout: float = 600) -> str:
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err
    return out


@pytest.mark.parametrize("game", GAMES)
def test_random_agent_prints_each_agents_mean_return_and_replays_exactly(game: str) -> None:
    args = ("--game", game, "--episodes", "3", "--seed", "5")
    first, again = start("random_agent.py", *args), start("random_agent.py", *args)
    out = finish(first)
    assert finish(again) == out
    players = registry.manifest(game).players
    means = [float(m) for m in re.findall(r"^player_\d+: mean return " + NUMBER, out, re.M)]
    assert len(means) == players
    overall = re.search(r"^mean return over 3 episodes: " + NUMBER, out, re.M)
    assert overall is not None and float(overall.group(1)) == pytest.approx(sum(means) / players, abs=1e-3)
    length = re.search(r"^mean length: " + NUMBER + " turns", out, re.M)
    assert length is not None and float(length.group(1)) >= 1


def test_random_agent_takes_the_player_count() -> None:
    out = finish(start("random_agent.py", "--players", "4", "--episodes", "2"))
    assert re.findall(r"^player_(\d+):", out, re.M) == ["0", "1", "2", "3"]
