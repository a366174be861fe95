"""Regicide records through `parlour play --save`, `parlour replay`, and `parlour replay --json`."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.cli import main
from parlour.engine.record import GameRecord, replay
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.regicide.bots import play_out
from parlour.tui.replay import frames, summary
from tests.tui.regicide_scripts import command_for
from tests.tui.scripts import lines


def run(argv: list[str], read: Callable[[str], str] | None = None) -> tuple[int, str]:
    out = io.StringIO()
    code = main(argv, console=Console(file=out, width=120), read=read)
    return code, out.getvalue()


def rules_typist(seed: int, players: int) -> Callable[[str], str]:
    """Types, at seat 0, what the rules bot would do in the game `parlour play` deals for `seed`."""
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
    bots = [get_bot("regicide", "rules", 7)] + [
        get_bot("regicide", "rules", seed * 1000 + s) for s in range(1, players)
    ]
    # Replay the same game beside the terminal: the terminal's bots are seeded seed * 1000 + seat.

    def read(prompt: str) -> str:
        while not state.is_over():
            seat = state.next_to_ask()
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
            state.apply(seat, action)
            if seat == 0:
                return command_for(action)
        raise EOFError

    return read


def bots_record(seed: int = 4, players: int = 3) -> GameRecord:
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
    play_out(state, [get_bot("regicide", "rules", seat) for seat in range(players)])
    return state.record(["Ann", "Bob", "Cy", "Dee"][:players])


@pytest.mark.parametrize("players", [1, 3])
def test_play_save_then_replay_json_gives_the_result(
    tmp_path: Path, players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "regicide.json"
    argv = ["play", "regicide", "--players", str(players), "--seed", "6", "--name", "Zoé", "--save", str(saved)]
    argv += ["--bot", "simple"]  # the typist plays along with the simple bots' moves
    code, text = run(argv, read=rules_typist(6, players))
    assert code == 0
    assert "Game over" in text and f"Game saved to {saved}." in text
    record = GameRecord.loads(saved.read_text(encoding="utf-8"))
    assert record.game == "regicide" and record.seed == 6 and record.players[0] == "Zoé"
    result = replay(record).result()
    assert result is not None

    capsys.readouterr()
    assert main(["replay", str(saved), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"] == result.outcome
    assert data["end_reason"] == result.reason
    assert data["enemies_defeated"] == result.details["enemies_defeated"]
    assert data["turns"] == len(record.actions)
    assert data["over"] is True and data["game"] == "regicide"
    if players == 1:
        assert "medal" in data and data["medal"] == result.details["medal"]
        assert data["jesters_used"] == result.details["jesters_used"]
    else:
        assert "medal" not in data
    assert "score" not in data and "points" not in data  # Hanabi's figures only for Hanabi


def test_summary_of_an_unfinished_game_says_so() -> None:
    record = bots_record()
    partial = GameRecord.from_json({**record.to_json(), "actions": record.to_json()["actions"][:5]})
    data = summary(partial)
    assert data["over"] is False and data["outcome"] is None and data["turns"] == 5
    assert data["enemies_defeated"] == replay(partial).defeated


def test_a_spectator_replay_shows_public_information_only() -> None:
    record = bots_record()
    for frame in frames(record, seat=None):
        assert all("cards" not in hand for hand in frame.view["hands"])
        for entry in frame.log:
            for event in entry.events:
                if event["kind"] == "draw" and "card" in event:
                    assert event["card"][:-1] in ("J", "Q", "K")  # only a royal everyone saw go on the tavern


def test_a_seat_replay_shows_that_seats_hand_and_draws_only() -> None:
    record = bots_record()
    for frame in frames(record, seat=1):
        assert "cards" in frame.view["hands"][1]
        assert "cards" not in frame.view["hands"][0] and "cards" not in frame.view["hands"][2]
        for entry in frame.log:
            for event in entry.events:
                if event["kind"] == "draw" and event["seat"] != 1 and "card" in event:
                    assert event["card"][:-1] in ("J", "Q", "K")


def test_replay_steps_through_a_saved_game_from_a_seat(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    saved.write_text(bots_record().dumps(), encoding="utf-8")
    code, text = run(["replay", str(saved), "--seat", "2"], read=lines(["", "", "b", "3", "q"]))  # Bob: seats from 1
    assert code == 0
    assert "replay 2/" in text and "seen from Bob's seat" in text and "Your hand · Bob" in text
    code, text = run(["replay", str(saved)], read=lines(["999", "q"]))
    assert code == 0 and "spectator" in text and "Your hand" not in text
    total = len(bots_record().actions)
    code, text = run(["replay", str(saved)], read=lines([str(total), "q"]))
    assert "End of the record." in text and "Enemies defeated:" in text


def test_games_lists_regicide_with_its_players_presets_options_and_bots() -> None:
    code, text = run(["games"])
    assert code == 0
    assert "Regicide" in text and "1-4 players" in text
    for word in ("standard", "no-self-jester", "jester_self_choice=true", "hearts_short_discard=take-all"):
        assert word in text
    block = text.split("Regicide")[1]
    assert "rules" in block and "random" in block


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "regicide", "--players", "5"], "Regicide is played by 1 to 4 players, not 5"),
        (["play", "regicide", "--variant", "easy"], "unknown variant 'easy'"),
        (["play", "regicide", "--option", "hearts_short_discard=some"], "hearts_short_discard"),
        (["play", "regicide", "--bot", "genius"], "unknown bot 'genius'"),
    ],
)
def test_bad_regicide_command_lines_print_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = run(argv, read=lines([]))
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_play_regicide_in_spanish_with_a_variant_and_the_random_bot() -> None:
    argv = ["play", "regicide", "--players", "2", "--variant", "no-self-jester", "--lang", "es", "--bot", "random"]
    code, text = run(argv, read=lines(["ayuda", "q"]))
    assert code == 0
    assert "Regicide · 2 jugadores · te toca" in text and "Órdenes" in text and "Has abandonado la partida." in text
