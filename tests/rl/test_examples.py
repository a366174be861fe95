"""The examples in examples/, run as a researcher runs them (a fresh interpreter each), on tiny budgets:
they finish, print figures that parse, and replay exactly for one seed; and the learner beats random
legal play on the same evaluation deals at its default budget (a slow test: at a budget of seconds
whether it has learned yet depends on the seed)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

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


class Figures(NamedTuple):
    """The learner's numbers (its timings left out)."""

    curve: list[tuple[int, float]]  # (training games so far, mean self-play score)
    evaluations: dict[str, tuple[float, int]]  # name -> (mean score, evaluation deals)


def figures(out: str) -> Figures:
    curve = [(int(g), float(s)) for g, s in re.findall(r"^games +(\d+)  mean score " + NUMBER, out, re.M)]
    name = r"^(learned policy|random legal play)"
    evaluation = name + r": mean score " + NUMBER + r" ± \d+\.\d+ over (\d+) evaluation deals"
    found = re.findall(evaluation, out, re.M)
    return Figures(curve, {name: (float(mean), int(deals)) for name, mean, deals in found})


def test_learner_runs_end_to_end_draws_its_curve_and_replays_exactly(tmp_path: Path) -> None:
    tiny = ("--updates", "6", "--games", "4", "--every", "2", "--eval-games", "5", "--seed", "3")
    first = start("learn_hanabi.py", *tiny, "--plot", str(tmp_path / "curve.png"))
    again = start("learn_hanabi.py", *tiny)
    out = finish(first)
    seen = figures(out)
    assert [games for games, _ in seen.curve] == [8, 16, 24]
    assert all(0 <= score <= 25 for _, score in seen.curve)
    assert set(seen.evaluations) == {"learned policy", "random legal play"}
    assert all(0 <= mean <= 25 and deals == 5 for mean, deals in seen.evaluations.values())
    assert re.search(r"^training: 24 games in \d+\.\d s$", out, re.M)
    assert (tmp_path / "curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert figures(finish(again)) == seen  # one seed: every number the same


@pytest.mark.slow
def test_learner_beats_random_legal_play_clearly_at_its_default_budget() -> None:
    out = finish(start("learn_hanabi.py", "--seed", "0"), timeout=1800)
    evaluations = figures(out).evaluations
    learned, deals = evaluations["learned policy"]
    random_play, same_deals = evaluations["random legal play"]
    assert deals == same_deals == 200
    assert learned >= random_play + 2.0, out
