"""The `parlour` command: play, replay, games, --version, and one-line errors with status 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from parlour import __version__
from parlour.cli import main
from parlour.engine.record import GameRecord, replay
from tests.tui.scripts import lines


def alternating(limit: int = 2000) -> Callable[[str], str]:
    """Discard the newest card, or clue the seat shown as 2 about 1s when discarding is refused: any game ends."""
    count = 0

    def read(prompt: str) -> str:
        nonlocal count
        count += 1
        if count > limit:
            raise EOFError
        return "d 1" if count % 2 else "c 2 1"

    return read


def run(argv: list[str], read: Callable[[str], str] | None = None) -> tuple[int, str]:
    out = io.StringIO()
    code = main(argv, console=Console(file=out, width=120), read=read)
    return code, out.getvalue()


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"parlour {__version__}"


def test_games_lists_players_variants_options_and_bots() -> None:
    code, text = run(["games"])
    assert code == 0
    assert "Hanabi" in text and "2-5 players" in text
    for word in ("no-empty-clues", "multicolour-wild", "bouquet-final", "empty_clues=true", "simple", "random"):
        assert word in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "hanabi", "--option", "nope=1"], "bad option 'nope=1'"),
        (["play", "hanabi", "--option", "empty_clues=maybe"], "empty_clues"),
        (["play", "hanabi", "--variant", "klingon"], "unknown variant 'klingon'"),
        (["play", "hanabi", "--players", "7"], "Hanabi is played by 2 to 5 players, not 7"),
        (["play", "hanabi", "--players", "1"], "2 to 5 players"),
        (["play", "hanabi", "--players", "many"], "invalid int value: 'many'"),
        (["play", "hanabi", "--bot", "genius"], "unknown bot 'genius'"),
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "hanabi", "--lang", "klingon"], "unknown language 'klingon'"),
        (["replay", "/no/such/file.json"], "cannot read '/no/such/file.json'"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_command_lines_print_one_line_on_stderr_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = run(argv, read=alternating())
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_play_a_whole_game_save_it_and_replay_it_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "game.json"
    argv = ["play", "hanabi", "--players", "3", "--seed", "4", "--name", "Zoé", "--save", str(saved)]
    code, text = run(argv, read=alternating())
    assert code == 0
    assert "Game over" in text and f"Game saved to {saved}." in text
    record = GameRecord.loads(saved.read_text(encoding="utf-8"))
    assert record.players == ["Zoé", "Bob", "Carol"] and record.seed == 4
    result = replay(record).result()
    assert result is not None

    capsys.readouterr()
    assert main(["replay", str(saved), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["score"] == result.details["score"]
    assert data["points"] == result.details["points"]
    assert data["turns"] == len(record.actions)
    assert data["end_reason"] == result.reason
    assert {"outcome", "rating", "max_score", "players"} <= set(data)


def test_the_same_seed_deals_the_same_game() -> None:
    first = run(["play", "hanabi", "--players", "4", "--seed", "12"], read=alternating(30))[1]
    second = run(["play", "hanabi", "--players", "4", "--seed", "12"], read=alternating(30))[1]
    assert first == second


def test_quitting_saves_the_game_so_far(tmp_path: Path) -> None:
    saved = tmp_path / "partial.json"
    code, text = run(["play", "hanabi", "--seed", "1", "--save", str(saved)], read=lines(["c 2 1", "quit"]))
    assert code == 0 and "You left the game." in text
    record = GameRecord.loads(saved.read_text(encoding="utf-8"))
    assert record.actions[0] == (0, {"type": "clue-rank", "target": 1, "rank": 1})
    assert not replay(record).is_over()


def test_play_in_french_with_a_variant_and_an_option() -> None:
    argv = ["play", "hanabi", "--players", "2", "--variant", "multicolour", "--option", "empty_clues=false"]
    code, text = run([*argv, "--lang", "fr", "--bot", "random"], read=lines(["q"]))
    assert code == 0
    assert "Hanabi · 2 joueurs" in text and "M0" in text and "/30 points" in text
    assert "Vous avez quitté la partie." in text


def test_replay_steps_through_a_saved_game(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--players", "3", "--seed", "5", "--save", str(saved)], read=alternating())
    code, text = run(["replay", str(saved), "--seat", "2"], read=lines(["", "", "b", "q"]))  # from 1, as shown
    assert code == 0
    assert "replay 2/" in text and "seen from Bob's seat" in text


def test_replay_refuses_a_seat_that_is_not_at_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--seed", "5", "--save", str(saved)], read=lines(["q"]))
    assert run(["replay", str(saved), "--seat", "9"])[0] == 2
    assert "no seat 9" in capsys.readouterr().err


def test_replay_json_of_a_hanablive_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hanablive = pytest.importorskip("parlour.games.hanabi.hanablive")
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--players", "3", "--seed", "8", "--save", str(saved)], read=alternating())
    record = GameRecord.loads(saved.read_text(encoding="utf-8"))
    exported = tmp_path / "hanablive.json"
    exported.write_text(json.dumps(hanablive.export_game(record)), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(exported), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["points"] == replay(record).points()
    assert data["players"] == ["Player", "Bob", "Carol"]


def test_the_installed_command_runs_and_fails_cleanly() -> None:
    cmd = [sys.executable, "-m", "parlour.cli"]
    ok = subprocess.run([*cmd, "--version"], capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and __version__ in ok.stdout
    bad = subprocess.run([*cmd, "play", "hanabi", "--players", "9"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1
    # End of input on the first prompt (Ctrl-D) leaves cleanly.
    eof = subprocess.run([*cmd, "play", "hanabi", "--seed", "1"], input="", capture_output=True, text=True, check=False)
    assert eof.returncode == 0 and "Traceback" not in eof.stderr
    assert "You left the game." in eof.stdout


def test_bot_seeds_are_not_derived_from_the_game_seed(tmp_path: Path) -> None:
    """A bot that could compute the game's seed from its own could rebuild the deal."""
    seeds = []
    for attempt in range(2):
        saved = tmp_path / f"game{attempt}.json"
        code, _ = run(["play", "hanabi", "--players", "3", "--seed", "42", "--save", str(saved)], read=lines(["quit"]))
        assert code == 0
        meta = GameRecord.loads(saved.read_text(encoding="utf-8")).meta
        seeds.append(meta["bot_seeds"])
    assert seeds[0] != seeds[1]
    assert all(value not in (42 * 1000 + int(seat), 42 * 10 + int(seat)) for seat, value in seeds[0].items())


def test_bots_at_the_table_get_views_never_the_state(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlour.bots import base
    from parlour.engine.state import State

    seen: list[object] = []
    real = base.get_bot

    def spying(game_id: str, name: str, seed: int | None = None) -> object:
        bot = real(game_id, name, seed)
        choose = bot.choose

        def spy(view: object, legal: object) -> object:
            seen.append(view)
            assert isinstance(view, dict) and not isinstance(view, State)
            mine = view["hands"][view["seat"]]
            assert all("suit" not in card and "rank" not in card for card in mine)
            return choose(view, legal)  # type: ignore[arg-type]

        bot.choose = spy  # type: ignore[method-assign]
        return bot

    monkeypatch.setattr(base, "get_bot", spying)
    code, _ = run(["play", "hanabi", "--players", "3", "--seed", "5"], read=alternating())
    assert code == 0 and seen


@pytest.mark.parametrize(
    "content",
    ["[" * 100_000 + "]" * 100_000, '{"format": "parlour-record", "version": ' + "9" * 5000 + "}", "{nope", ""],
)
def test_replay_of_a_broken_file_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    assert main(["replay", str(bad), "--json"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("parlour: ") and len(err.strip().splitlines()) == 1


def test_replay_of_a_directory_or_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path)]) == 2
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "not a file" in capsys.readouterr().err


def test_replay_refuses_a_record_with_too_few_player_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.games.hanabi import HANABI, HanabiOptions

    record = HANABI.new_state(HanabiOptions(players=3), seed=1).record(["Ann", "Bob", "Cy"]).to_json()
    record["players"] = ["Ann"]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--seat", "2"]) == 2
    assert "players" in capsys.readouterr().err


def test_replay_prompt_ignores_digits_that_are_not_turn_numbers(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--seed", "3", "--save", str(saved)], read=alternating())
    code, _ = run(["replay", str(saved)], read=lines(["²", "9" * 5000, "q"]))
    assert code == 0


def test_save_to_an_unwritable_place_is_refused_before_playing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "hanabi", "--save", "/nonexistent-folder/game.json"], read=lines(["quit"])) == 2
    assert "cannot write" in capsys.readouterr().err


def test_serve_flags_set_the_servers_limits_in_the_units_people_use() -> None:
    from parlour.cli import _serve_settings, build_parser
    from parlour.server.limits import Limits

    flags = "--max-tables 50 --open-idle 2 --abandoned-after 0.5 --away-after 0 --bot-workers 1 --bot-budget 0.8"
    args = build_parser().parse_args(["serve", *flags.split(), "--tables-per-minute", "3", "--max-connections", "99"])
    settings, max_connections = _serve_settings(args)
    limits = settings.limits
    assert (limits.max_tables, limits.open_idle, limits.abandoned_after, limits.away_after) == (50, 120.0, 1800.0, 0.0)
    assert (limits.tables_per_minute, limits.connections_per_address) == (3.0, Limits().connections_per_address)
    assert (settings.bot_workers, settings.bot_budget, max_connections) == (1, 0.8, 99)


def test_replay_json_refuses_a_seat_that_is_not_at_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--players", "3", "--seed", "5", "--save", str(saved)], read=lines(["q"]))
    capsys.readouterr()
    assert main(["replay", str(saved), "--seat", "5", "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == "parlour replay: no seat 5 in this game: its seats are 1 to 3"
    assert main(["replay", str(saved), "--seat", "3", "--json"]) == 0
    assert main(["replay", str(saved), "--seat", "0", "--json"]) == 2


@pytest.mark.parametrize(
    "argv",
    [["replay", "{record}", "--json"], ["rules", "ask", "--json", "can I give a clue about an empty colour?"]],
)
def test_a_reader_that_stops_early_ends_the_command_quietly(tmp_path: Path, argv: list[str]) -> None:
    """`parlour replay F --json | head`: the pipe closes before the command writes; no traceback."""
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--players", "3", "--seed", "5", "--save", str(saved)], read=alternating())
    command = [sys.executable, "-m", "parlour.cli", *(a.replace("{record}", str(saved)) for a in argv)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before the first line is written
    error = process.stderr.read().decode()
    assert process.wait() == 141
    assert error == ""


def test_replay_refuses_a_missing_seat_in_the_players_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "game.json"
    run(["play", "hanabi", "--players", "2", "--seed", "5", "--save", str(saved)], read=lines(["q"]))
    capsys.readouterr()
    assert main(["replay", str(saved), "--seat", "5", "--json", "--lang", "fr"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "parlour replay : pas de place 5 dans cette partie : ses places vont de 1 à 2"
    )
    assert main(["replay", str(saved), "--seat", "3", "--lang", "zh-Hant"]) == 2
    assert "座位 3" in capsys.readouterr().err
