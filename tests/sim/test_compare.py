"""`parlour bench compare`: paired deals, a sequential decision, the same result however it is split."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from parlour.cli import main
from parlour.sim.compare import figures_only


def compare(tmp_path: Path, name: str, *argv: str) -> dict[str, Any]:
    out = tmp_path / f"{name}.json"
    assert main(["bench", "compare", *argv, "--no-progress", "--json", str(out)]) == 0
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_a_clearly_better_line_up_is_accepted_quickly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("--game", "hanabi", "--players", "2", "--a", "random", "--b", "simple", "--min-games", "10")
    data = compare(tmp_path, "h1", *argv, "--workers", "1", "--seed", "4")
    assert data["decision"] == "H1" and 10 <= data["deals"] <= 100 and data["games"] == 2 * data["deals"]
    assert data["d0"] == 0 and data["d1"] == 1  # Hanabi's default gap: one point of the official score
    deals = data["per_deal"]
    assert [d["index"] for d in deals] == list(range(data["deals"]))
    assert [d["seed"] for d in deals] == [4 + i for i in range(data["deals"])]
    assert all(d["a"] == 0 for d in deals)  # random bots strike out: official score 0
    assert all(d["difference"] == d["b"] - d["a"] for d in deals)
    assert data["mean_difference"] == pytest.approx(sum(d["difference"] for d in deals) / len(deals), abs=1e-6)
    assert data["b"]["mean_score"] == pytest.approx(data["mean_difference"], abs=1e-6)
    low, high = data["ci95"]
    assert low < data["mean_difference"] < high and low > 10
    lower, upper = data["llr_bounds"]
    assert lower == pytest.approx(math.log(0.05 / 0.95), abs=1e-6) and data["llr"] >= upper
    out = capsys.readouterr().out
    assert "Hanabi · 2 players · a: random ×2 vs b: simple ×2" in out and "H1: b is better" in out


def test_the_same_bot_on_both_sides_is_decided_h0_at_the_first_look(tmp_path: Path) -> None:
    argv = ("--game", "regicide", "--players", "2", "--a", "simple", "--b", "simple", "--min-games", "6")
    data = compare(tmp_path, "h0", *argv, "--workers", "1")
    # Same deals, same bot seeds: the same games, a difference of 0 on every deal.
    assert all(d["difference"] == 0 for d in data["per_deal"])
    assert data["decision"] == "H0" and data["deals"] == 6 and data["d1"] == 0.05  # Regicide's gap: 5 % wins
    assert data["sd_difference"] == 0 and data["ci95"] == [0, 0] and math.isfinite(data["llr"])


def test_the_decision_does_not_depend_on_the_batches_or_the_workers(tmp_path: Path) -> None:
    argv = ("--game", "hanabi", "--players", "2", "--a", "random", "--b", "simple", "--min-games", "3", "--d1", "5")
    one = compare(tmp_path, "one", *argv, "--batch", "2", "--workers", "1")
    two = compare(tmp_path, "two", *argv, "--batch", "5", "--workers", "2", "--chunk", "2")
    assert figures_only(one) == figures_only(two) and one["decision"] == "H1" and one["deals"] > 3
    assert one["deals_played"] != two["deals_played"]  # played in other rounds, counted alike


def test_a_competitive_game_compares_the_first_bots_win_share(tmp_path: Path) -> None:
    argv = ("--game", "rentahero", "--players", "3", "--a", "random", "--b", "simple,random,random")
    data = compare(tmp_path, "rah", *argv, "--min-games", "8", "--max-games", "8", "--workers", "1")
    assert data["rotated"] is True and data["deals"] == 8
    # The same deals played by `bench bots` give the same per-game score (position 0's win share).
    for bots, side in (("random", "a"), ("simple,random,random", "b")):
        out = tmp_path / f"bots-{side}.json"
        rest = ["--games", "8", "--bots", bots, "--workers", "1", "--no-progress", "--json", str(out)]
        assert main(["bench", "bots", "--game", "rentahero", "--players", "3", *rest]) == 0
        scores = [g["score"] for g in json.loads(out.read_text(encoding="utf-8"))["per_game"]]
        assert [d[side] for d in data["per_deal"]] == pytest.approx(scores)


def test_undecided_at_the_most_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Both line-ups alike and the hypotheses symmetric about 0: no evidence either way.
    argv = ("--game", "hanabi", "--players", "2", "--a", "random", "--b", "random", "--d0", "-1", "--d1", "1")
    data = compare(tmp_path, "none", *argv, "--min-games", "3", "--max-games", "5", "--workers", "1")
    assert data["decision"] == "undecided" and data["deals"] == 5 and data["llr"] == 0
    assert "undecided after 5 deals" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--d0", "1", "--d1", "0.5"], "d0 < d1"),
        (["--alpha", "0.7"], "alpha is an error rate"),
        (["--beta", "x"], "--beta"),
        (["--min-games", "50", "--max-games", "10"], "--min-games 50 is more than --max-games 10"),
        (["--b", "deep-blue"], "unknown bot 'deep-blue'"),
        (["--b", "simple,random,random"], "--b names 3 bots for 2 seats"),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["bench", "compare", "--game", "hanabi", "--players", "2", "--a", "random", "--b", "simple"]
    assert main([*base, *argv, "--no-progress"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err


def test_both_line_ups_are_required(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "compare", "--game", "hanabi", "--a", "random"]) == 2
    assert "--b" in capsys.readouterr().err
