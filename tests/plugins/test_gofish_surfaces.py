"""Go Fish, a game from outside the `parlour` package, on every public surface: the command line
(`parlour games`, `parlour play`, `parlour replay`, `parlour bench bots`), the web app's API and
its replay, as a person or a script uses them. Nothing here imports Parlour's internals."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from parlour.cli import main
from parlour.engine.record import GameRecord, replay
from tests.server.helpers import SWIFT, client, hello, new_table, receive_type

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def run(argv: list[str], read: Callable[[str], str] | None = None) -> tuple[int, str]:
    out = io.StringIO()
    code = main(argv, console=Console(file=out, width=120), read=read)
    return code, out.getvalue()


def test_parlour_games_lists_go_fish_from_its_entry_point() -> None:
    # The installed command, in a fresh interpreter: the entry point is found from tests/plugins
    # on PYTHONPATH (set by tests/conftest.py), not from anything this process imported.
    listed = subprocess.run(
        [sys.executable, "-m", "parlour.cli", "games"], capture_output=True, text=True, timeout=120, check=False
    )
    assert listed.returncode == 0, listed.stderr
    assert "Go Fish" in listed.stdout and "gofish" in listed.stdout
    code, text = run(["games", "--lang", "fr"])
    mine = text[text.index("Go Fish  (gofish)") :]
    assert code == 0 and "2-2 players" in mine and "pass-after-fishing" in mine and "memory" in mine


class Asker:
    """A person at the terminal who asks for each rank in turn until one is accepted (a refused
    ask says why and changes nothing, so the next rank is tried); types `quit` after `limit` lines."""

    def __init__(self, limit: int = 3000) -> None:
        self.next = 0
        self.limit = limit
        self.typed: list[str] = []

    def __call__(self, prompt: str) -> str:
        line = "quit" if len(self.typed) >= self.limit else f"ask {RANKS[self.next % 13]}"
        self.next += 1
        self.typed.append(line)
        return line


def test_a_whole_game_at_the_terminal_saved_and_replayed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "gofish.json"
    asker = Asker()
    code, text = run(["play", "gofish", "--seed", "3", "--bot-seed", "5", "--save", str(saved)], read=asker)
    assert code == 0 and "quit" not in asker.typed
    assert "Game over" in text and "books" in text and "wins with" in text
    assert "You may only ask for a rank you hold" in text  # some typed asks were refused, and said why
    record = GameRecord.loads(saved.read_text(encoding="utf-8"))
    state = replay(record)
    assert record.game == "gofish" and state.is_over()
    capsys.readouterr()
    assert main(["replay", str(saved), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "gofish" and data["over"] and sum(data["books_laid"]) == 13
    code, stepped = run(["replay", str(saved), "--seat", "1"], read=_lines(["n", "n", "end", "q"]))  # seats from 1
    assert code == 0 and "asks" in stepped


def test_the_terminal_speaks_french_with_real_plurals() -> None:
    code, text = run(["play", "gofish", "--seed", "3", "--lang", "fr"], read=_lines(["demander Q", "quitter"]))
    assert code == 0 and "Va pêcher" in text and "7 cartes" in text and "(s)" not in text


def test_parlour_bench_bots_plays_go_fish(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    argv = ["--game", "gofish", "--games", "20", "--bots", "memory,random", "--workers", "1", "--no-progress"]
    code = main(["bench", "bots", *argv, "--json", str(out)])
    assert code == 0
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 20 == len(data["per_game"]) and data["players"] == 2


def test_api_games_lists_it_and_a_table_plays_to_the_end_and_replays() -> None:
    with client(settings=SWIFT) as http:
        games = {g["id"]: g for g in http.get("/api/games").json()}
        assert games["gofish"]["name"] == "Go Fish" and games["gofish"]["players"] == 2
        assert [bot["plays_as"] for bot in games["gofish"]["bots"]] == ["memory", "simple", "random"]
        created = new_table(http, "gofish", 2, bots={"1": "memory"})
        table_id, token = created["table"]["id"], created["token"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, token)
            ws.send_json({"type": "start"})
            message = receive_type(ws, "state")
            while message["result"] is None:
                if message["legal"]:
                    assert all(entry["group"] == "Ask for" for entry in message["legal"])
                    ws.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})
                message = receive_type(ws, "state")
            assert message["result"]["lines"] and "cards" not in message["view"]["hands"][1]
        total = len(http.get(f"/api/tables/{table_id}/record/parlour").json()["actions"])
        halfway = http.get(f"/api/tables/{table_id}/replay?seat=0&upto=3&lang=es").json()
        assert halfway["index"] == 3 and halfway["total"] == total and len(halfway["log"]) == 3
        assert "cards" not in halfway["view"]["hands"][1] and "pide" in json.dumps(halfway["log"], ensure_ascii=False)
        spectator = http.get(f"/api/tables/{table_id}/replay").json()
        assert spectator["index"] == total and spectator["result"] is not None


def _lines(items: list[str]) -> Callable[[str], str]:
    queue = list(items)

    def read(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return read
