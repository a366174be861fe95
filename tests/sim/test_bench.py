"""`parlour bench bots`: end to end on a few games per game, determinism across workers, bad arguments."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from parlour.bots.base import _ALIASES, _BOTS, ANY_GAME, BotInfo, best_name, bots_for
from parlour.cli import main
from parlour.engine import registry
from parlour.engine.actions import Action
from parlour.games.hanabi.actions import Discard
from parlour.games.regicide.actions import Signal
from parlour.sim.batch import bot_seed, chunks, seating
from parlour.sim.play import play_timed
from parlour.sim.report import figures_only
from parlour.sim.stats import mean_ci, percentile, wilson

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
REQUIRED = ("games", "mean_score", "mean_points", "ci95", "decision_ms_p50", "decision_ms_p99")


def bench(tmp_path: Path, name: str, *argv: str) -> tuple[dict[str, Any], Path]:
    """Run `parlour bench bots ARGV --json --chart` quietly; the JSON and the chart's path."""
    out, chart = tmp_path / f"{name}.json", tmp_path / f"{name}.png"
    code = main(["bench", "bots", *argv, "--no-progress", "--json", str(out), "--chart", str(chart)])
    assert code == 0
    return json.loads(out.read_text(encoding="utf-8")), chart


def run_both(tmp_path: Path, *argv: str) -> dict[str, Any]:
    """The same run on one worker and on two: the figures must agree; returns the first."""
    one, chart_one = bench(tmp_path, "one", *argv, "--workers", "1")
    two, chart_two = bench(tmp_path, "two", *argv, "--workers", "2")
    assert figures_only(one) == figures_only(two)
    assert one["workers"] == 1 and two["workers"] == 2
    for chart in (chart_one, chart_two):
        data = chart.read_bytes()
        assert data.startswith(PNG_SIGNATURE) and len(data) > 1000
    return one


def check_common(data: dict[str, Any], games: int, players: int) -> None:
    for key in REQUIRED:
        assert key in data, key
    assert data["games"] == games == len(data["per_game"]) and data["players"] == players
    assert [g["index"] for g in data["per_game"]] == list(range(games))
    assert [g["seed"] for g in data["per_game"]] == [data["seed"] + i for i in range(games)]
    scores = [g["score"] for g in data["per_game"]]
    points = [g["points"] for g in data["per_game"]]
    assert data["mean_score"] == pytest.approx(sum(scores) / games, abs=1e-6)
    assert data["mean_points"] == pytest.approx(sum(points) / games, abs=1e-6)
    for key in ("mean_score", "mean_points"):
        low, high = data["ci95"][key]
        assert low <= data[key] <= high
    assert data["decisions"] == sum(g["decisions"] for g in data["per_game"]) > 0
    assert 0 <= data["decision_ms_p50"] <= data["decision_ms_p99"]


def test_hanabi_end_to_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = run_both(tmp_path, "--game", "hanabi", "--players", "3", "--games", "4", "--bots", "simple", "--seed", "7")
    check_common(data, 4, 3)
    assert data["bots"] == ["simple"] * 3 and data["rotated"] is False
    for g in data["per_game"]:
        assert g["score"] == (0 if g["strike_out"] else g["points"])
    assert data["perfect_rate"] == sum(g["perfect"] for g in data["per_game"]) / 4
    assert data["strike_out_rate"] == sum(g["strike_out"] for g in data["per_game"]) / 4
    assert data["mean_points"] > 5  # the rule bot scores; a table of random bots would be near 1
    out = capsys.readouterr().out
    assert "Hanabi · 3 players · 4 games · bots simple ×3" in out and "perfect" in out


def test_hanabi_options_and_variants_reach_the_games(tmp_path: Path) -> None:
    argv = ("--game", "hanabi", "--players", "2", "--games", "2", "--bots", "random", "--workers", "1")
    data, _ = bench(tmp_path, "opt", *argv, "--option", "empty_clues=false", "--variant", "multicolour")
    assert data["options"]["empty_clues"] is False and data["options"]["sixth_suit"] == "multicolour"
    assert data["max_score"] == 30 and data["variant"] == "multicolour"


def test_regicide_solo_end_to_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = run_both(tmp_path, "--game", "regicide", "--players", "1", "--games", "3", "--bots", "simple")
    check_common(data, 3, 1)
    assert data["win_rate"] == data["mean_score"] == sum(g["won"] for g in data["per_game"]) / 3
    assert set(data["medals"]) == {"gold", "silver", "bronze"}
    assert sum(data["medals"].values()) == sum(g["won"] for g in data["per_game"])
    assert all(g["points"] == 12 for g in data["per_game"] if g["won"])
    assert "gold/silver/bronze" in capsys.readouterr().out


def test_rentahero_seats_share_the_wins(tmp_path: Path) -> None:
    data = run_both(tmp_path, "--game", "rentahero", "--players", "3", "--games", "3", "--bots", "simple,random,random")
    check_common(data, 3, 3)
    assert data["rotated"] is True
    assert [seat["bot"] for seat in data["seats"]] == ["simple", "random", "random"]
    for game in data["per_game"]:
        assert sum(game["shares"]) <= 1 + 1e-9 and all(0 <= share <= 1 for share in game["shares"])
        # the bot list turns one seat per game: position 0 ("simple") sits at seat i mod 3
        assert game["bots"][game["index"] % 3] == "simple"
    for seat in data["seats"]:
        shares = [g["shares"][seat["position"]] for g in data["per_game"]]
        assert seat["win_rate"] == pytest.approx(sum(shares) / 3, abs=1e-6)
    assert sum(seat["win_rate"] for seat in data["seats"]) <= 1 + 1e-6
    assert data["win_rate"] == data["seats"][0]["win_rate"] == data["mean_score"]


def test_rotation_can_be_turned_off_and_without_bots_every_seat_gets_best(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bots_for("rentahero")  # registers the game's bots (and its `best`) before the patch
    monkeypatch.setitem(_ALIASES.setdefault("rentahero", {}), "best", "random")  # whatever is best, keep it fast
    argv = ("--game", "rentahero", "--players", "3", "--games", "2", "--no-rotate", "--workers", "1")
    data, _ = bench(tmp_path, "r", *argv)
    assert data["rotated"] is False and data["bots"] == ["best"] * 3
    assert data["bots_resolved"] == ["random"] * 3 == [best_name("rentahero")] * 3
    assert all(g["bots"] == ["best"] * 3 for g in data["per_game"])
    assert "bots best ×3 = random ×3" in capsys.readouterr().out


def test_bot_seeds_are_independent_of_the_deal_and_of_the_split() -> None:
    seeds = {bot_seed(0, game, seat) for game in range(50) for seat in range(5)}
    assert len(seeds) == 250 and not seeds & set(range(50))
    assert bot_seed(1, 0, 0) != bot_seed(0, 1, 0)  # not a function of S + i
    for workers in (1, 2, 7):
        parts = chunks(103, workers)
        assert [i for part in parts for i in part] == list(range(103))
    assert seating(4, 0, rotate=True) == [0, 1, 2, 3] and seating(4, 5, rotate=False) == [0, 1, 2, 3]
    assert sorted(seating(5, 3, rotate=True)) == list(range(5))


@pytest.mark.parametrize(("game_id", "players", "seeds"), [("regicide", 3, range(6)), ("rentahero", 4, range(3))])
def test_the_harness_asks_whom_the_games_own_driver_asks(game_id: str, players: int, seeds: range) -> None:
    """Same deals and bot seeds: the harness's loop and the game's play_out make the same games."""
    import importlib

    from parlour.bots.base import get_bot

    game = registry.get(game_id)
    play_out = importlib.import_module(f"parlour.games.{game_id}.bots").play_out
    signals = 0
    for seed in seeds:
        options = game.options_type.build(players=players)
        ours, theirs = game.new_state(options, seed=seed), game.new_state(options, seed=seed)
        play_timed(ours, [get_bot(game_id, "simple", 10 * seed + s) for s in range(players)])
        play_out(theirs, [get_bot(game_id, "simple", 10 * seed + s) for s in range(players)])
        assert ours.history == theirs.history
        signals += sum(isinstance(turn.action, Signal) for turn in ours.history)
    assert game_id != "regicide" or signals > 0  # the jester's signals were exercised


class Cheat:
    """A bot that discards from a slot no hand has."""

    name = "cheat"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return Discard(slot=9)


def test_a_bot_that_breaks_the_rules_stops_the_run_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(_BOTS[ANY_GAME], "cheat", BotInfo("cheat", Cheat, "refused moves", 0))
    argv = ["bench", "bots", "--game", "hanabi", "--players", "2", "--games", "1", "--bots", "cheat", "--workers", "1"]
    assert main([*argv, "--no-progress"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bot cheat at seat 0" in err[0]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", "hanabi", "--bots", "deep-blue"], "unknown bot 'deep-blue'"),
        (["--game", "hanabi", "--variant", "klingon"], "unknown variant 'klingon'"),
        (["--game", "hanabi", "--option", "nope=1"], "bad option 'nope=1'"),
        (["--game", "hanabi", "--players", "7"], "2 to 5 players"),
        (["--game", "regicide", "--players", "5"], "1 to 4 players, not 5"),
        (["--game", "hanabi", "--players", "3", "--bots", "simple,random"], "2 bots for 3 seats"),
        (["--game", "hanabi", "--bots", "simple,,random"], "empty"),
        (["--game", "hanabi", "--games", "0"], "--games"),
        (["--game", "hanabi", "--workers", "none"], "--workers"),
        (["--game", "hanabi", "--json", "/no/such/folder/out.json"], "cannot write the JSON"),
        (["--game", "hanabi", "--chart", "/no/such/folder/out.png"], "cannot write the chart"),
        (["--players", "3"], "--game"),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "bots", *argv, "--no-progress"]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in captured.err
    assert captured.out == ""


def test_statistics() -> None:
    mean, low, high = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and high - mean == pytest.approx(1.96 * math.sqrt(5 / 3) / 2)
    assert mean_ci([3.0]) == (3.0, 3.0, 3.0)
    low, high = wilson(0, 20)
    assert low == 0 and 0.15 < high < 0.17  # a rate of 0 still has an upper bound
    assert wilson(20, 20)[1] == pytest.approx(1.0)
    assert percentile([5.0], 99) == 5.0 and percentile([0.0, 10.0], 99) == pytest.approx(9.9)
