"""Kill the server with SIGKILL mid-game, start it again on the same database, finish the game.

Every accepted action was committed before it was applied, so the restarted server resumes each
unfinished table exactly where it was: the game's view, its seats, its lobby tables. On SQLite
(a file) and on a real PostgreSQL server (`db_url`, tests/server/conftest.py).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from tests.server.raw import free_port, serving


@contextmanager
def server(db_url: str, port: int) -> Iterator[subprocess.Popen[bytes]]:
    command = [sys.executable, "-m", "parlour.cli", "serve", "--port", str(port), "--db", db_url]
    # The test plays as fast as the socket goes: no pause for bots, no flood control in the way.
    command += ["--bot-delay", "0", "--message-rate", "1000", "--message-burst", "1000"]
    with serving(command, port) as process:
        yield process


def state_message(ws: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=20))
        if message["type"] == "state":
            return message


def my_turn(ws: Any) -> dict[str, Any]:
    """The next state in which this seat has moves (or the game is over)."""
    while True:
        message = state_message(ws)
        if message["legal"] or message["result"] is not None:
            return message


def children(pid: int) -> list[int]:
    """The processes `pid` started (Linux /proc)."""
    found = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in found.read_text().split()] if found.exists() else []


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_mid_game_then_resume_and_finish(db_url: str) -> None:
    port = free_port()
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    with server(db_url, port) as first:
        made = httpx.post(
            f"{base}/api/tables", json={"game": "hanabi", "players": 2, "name": "Ann", "bots": {"1": "simple"}}
        )
        table_id, token = made.json()["table"]["id"], made.json()["token"]
        lobby = httpx.post(f"{base}/api/tables", json={"game": "rentahero", "players": 3, "name": "Host"}).json()
        httpx.post(f"{base}/api/tables/{lobby['table']['id']}/join", json={"name": "Guest"})
        with connect(f"{ws_base}/ws/{table_id}") as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            ws.send(json.dumps({"type": "start"}))
            message = my_turn(ws)
            for _ in range(6):
                move = message["legal"][-1]["action"]  # a clue or a discard: the game goes on
                ws.send(json.dumps({"type": "act", "seq": message["seq"], "action": move}))
                message = my_turn(ws)
        before = message
        workers = children(first.pid)  # the bots' worker processes (a bot played every other move)
        assert workers
        os.kill(first.pid, signal.SIGKILL)
        first.wait(10)
        deadline = time.monotonic() + 20
        while any(Path(f"/proc/{pid}").exists() for pid in workers):  # they leave with the server
            assert time.monotonic() < deadline, "bot workers outlived a killed server"
            time.sleep(0.2)
    with server(db_url, port):
        with connect(f"{ws_base}/ws/{table_id}") as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            after = my_turn(ws)
            assert after["seq"] == before["seq"] and after["view"] == before["view"]
            assert after["legal"] == before["legal"] and after["log_reset"] and len(after["log"]) == after["seq"]
            assert after["log"][-1] == before["log"][-1]
            message = after
            while message["result"] is None:
                ws.send(json.dumps({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]}))
                message = my_turn(ws)
            assert message["result"]["outcome"] in ("won", "lost", "scored")
        seats = httpx.get(f"{base}/api/tables/{lobby['table']['id']}").json()["table"]["seats"]
        assert [s["name"] for s in seats] == ["Host", "Guest", None]
        assert httpx.get(f"{base}/api/tables/{table_id}").json()["table"]["status"] == "over"
