"""Drive the web app in process: create tables, connect seats, play through the websocket."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from starlette.testclient import TestClient

from parlour.server.app import create_app
from parlour.server.limits import Limits
from parlour.server.tables import Settings

# Windows never close by themselves here, so a test decides every answer; bots think in threads
# (tests/server/test_thinking.py runs them in worker processes).
# Limits on creating and joining are lifted (tests/server/test_limits.py checks them).
ROOMY = Limits(
    tables_per_minute=1e6, tables_burst=1e6, tables_per_address=10_000, joins_per_minute=1e6, reads_per_minute=1e6
)
QUIET = Settings(window_seconds=1000, bot_delay=0, bot_workers=0, limits=ROOMY)
# Games played as fast as a test can send moves: no flood control in the way, and no time-outs (a
# test client reads its sockets in turn and never pings: a spectator's socket that only listens
# through a long game on a loaded machine was closed as silent; tests/server/test_limits.py tests them).
SWIFT = replace(QUIET, limits=replace(ROOMY, rate=1e6, burst=1e6, idle_timeout=1e6, send_timeout=1e6))


@contextlib.contextmanager
def client(db: str = "sqlite:///:memory:", settings: Settings = QUIET) -> Iterator[TestClient]:
    with TestClient(create_app(db, settings)) as test_client:
        yield test_client


def new_table(
    http: TestClient, game: str, players: int, bots: dict[str, str] | None = None, **extra: Any
) -> dict[str, Any]:
    response = http.post(
        "/api/tables", json={"game": game, "players": players, "name": "Ann", "bots": bots or {}, **extra}
    )
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def full_table(http: TestClient, game: str, players: int, **extra: Any) -> tuple[str, list[str]]:
    """A table whose every seat is a person, each from a browser of its own: (table id, the tokens).

    `http` is left as yet another browser, one that holds no seat at the table.
    """
    created = new_table(http, game, players, **extra)
    table_id = created["table"]["id"]
    tokens = [created["token"]]
    for seat in range(1, players):
        http.cookies.clear()  # each seat from a browser of its own: one browser takes one seat
        joined = http.post(f"/api/tables/{table_id}/join", json={"name": f"P{seat}"}).json()
        assert joined["seat"] == seat
        tokens.append(joined["token"])
    http.cookies.clear()  # from now on, a browser that holds no seat here (a spectator's)
    return table_id, tokens


def hello(ws: Any, token: str | None, lang: str = "en") -> dict[str, Any]:
    """Say hello; return the welcome (the state message, if any, is left to read)."""
    message: dict[str, Any] = {"type": "hello", "lang": lang}
    if token is not None:
        message["token"] = token
    ws.send_json(message)
    welcome: dict[str, Any] = ws.receive_json()
    assert welcome["type"] == "welcome", welcome
    return welcome


def receive_type(ws: Any, kind: str, limit: int = 20) -> dict[str, Any]:
    """The next message of `kind`, skipping others (lobby updates)."""
    for _ in range(limit):
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message in {limit}")


@contextlib.contextmanager
def started_table(
    http: Any, game_id: str, players: int, connected: tuple[int, ...]
) -> Iterator[tuple[str, list[str], list[Any]]]:
    """A table of people only, started by its host (seat 0), with the `connected` seats' sockets
    (seat 0 first), each having received the first state."""
    assert connected[0] == 0, "the host starts the table"
    table_id, tokens = full_table(http, game_id, players)
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(http.websocket_connect(f"/ws/{table_id}")) for _ in connected]
        for ws, seat in zip(sockets, connected, strict=True):
            hello(ws, tokens[seat])
        sockets[0].send_json({"type": "start"})
        for ws in sockets:
            receive_type(ws, "state")
        yield table_id, tokens, sockets


@contextlib.contextmanager
def started_hanabi(http: Any) -> Iterator[tuple[str, list[str], Any, Any]]:
    """A 2-player Hanabi table of two people, started, with both connected."""
    with started_table(http, "hanabi", 2, (0, 1)) as (table_id, tokens, (ws0, ws1)):
        yield table_id, tokens, ws0, ws1


def play_out(http: TestClient, table_id: str, token: str) -> dict[str, Any]:
    """Start the table and play the seat's first legal move each time until the end: the last screen."""
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, token)
        ws.send_json({"type": "start"})
        message = receive_type(ws, "state")
        while message["result"] is None:
            if message["legal"]:
                ws.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})
            message = receive_type(ws, "state", limit=200)
        return message
