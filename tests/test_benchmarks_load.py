"""The load benchmark run small: its reading of messages, the addresses the server sees, a few seconds of
load with the attackers beside the people (figures checked for sense, never for speed)."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

from tests.scripts import load_script


def test_a_message_is_parsed_only_as_far_as_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    load = load_script("load", monkeypatch)
    state = load.Incoming('{"type":"state","seq":7,"seat":0,"legal":[{"action":{"kind":"play"}}],"result":null}')
    assert (state.kind, state.seq) == ("state", 7)
    assert state._data is None  # type and seq read from the first bytes
    assert state.data["legal"][0]["action"] == {"kind": "play"}
    assert state.answers(load.Pending(6, 0.0, "measured"))
    assert not state.answers(load.Pending(7, 0.0, "measured"))
    reordered = load.Incoming(json.dumps({"seq": 3, "type": "state"}))  # another layout: parsed in full
    assert (reordered.kind, reordered.seq) == ("state", 3)
    error = load.Incoming(json.dumps({"type": "error", "code": "web.error.stale", "message": "..."}))
    assert error.answers(load.Pending(9, 0.0, "ramp")) and error.code == "web.error.stale"
    assert not load.Incoming('{"type":"pong"}').answers(load.Pending(0, 0.0, "ramp"))


def test_a_hand_built_frame_is_a_masked_text_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    load = load_script("load", monkeypatch)
    for text in ("x", "é" * 100, "y" * 70_000):
        frame = load.masked_frame(text)
        assert frame[0] == 0x81 and frame[1] & 0x80  # final text frame, masked
        size, at = frame[1] & 0x7F, 2
        if size == 126:
            size, at = int.from_bytes(frame[2:4], "big"), 4
        elif size == 127:
            size, at = int.from_bytes(frame[2:10], "big"), 10
        mask, payload = frame[at : at + 4], frame[at + 4 :]
        assert size == len(payload)
        assert bytes(b ^ mask[i % 4] for i, b in enumerate(payload)).decode() == text


def test_addresses_are_distinct_private_addresses(monkeypatch: pytest.MonkeyPatch) -> None:
    load = load_script("load", monkeypatch)
    addresses = [load.person_address(i) for i in range(70_000)]
    assert len(set(addresses)) == len(addresses)
    assert all(a.startswith("10.") for a in addresses)
    assert not set(addresses) & set(load.ATTACKERS.values())


@pytest.fixture
def echo_server() -> Iterator[str]:
    """A tiny app under uvicorn with its default settings (proxy headers trusted from 127.0.0.1) that
    answers with the client address it sees, over HTTP and over a websocket."""
    import uvicorn

    async def who(request: Request) -> JSONResponse:
        assert request.client is not None
        return JSONResponse({"host": request.client.host})

    async def ws(websocket: WebSocket) -> None:
        await websocket.accept()
        assert websocket.client is not None
        await websocket.send_text(websocket.client.host)
        await websocket.close()

    app = Starlette(routes=[Route("/who", who), WebSocketRoute("/ws/{table}", ws)])
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the echo app did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


def test_the_server_sees_each_persons_address(monkeypatch: pytest.MonkeyPatch, echo_server: str) -> None:
    load = load_script("load", monkeypatch)
    address = load.person_address(4_321)
    assert httpx.get(f"{echo_server}/who").json()["host"] == "127.0.0.1"
    assert httpx.get(f"{echo_server}/who", headers=load.forwarded(address)).json()["host"] == address

    async def over_websockets() -> tuple[Any, Any, int, bytes]:
        ws = await load.open_ws(echo_server, "t1", address)  # as the people connect
        async with ws:
            seen = await ws.recv()
        raw, status = await load.raw_websocket(echo_server, "/ws/t1", load.ATTACKERS["slow"], 1024)  # the slow reader
        with raw:
            loop = asyncio.get_running_loop()
            frame = await asyncio.wait_for(loop.sock_recv(raw, 4096), 10)
        return seen, load.ATTACKERS["slow"], status, frame

    seen, slow, status, frame = asyncio.run(over_websockets())
    assert seen == address
    assert status == 101
    assert frame[2 : 2 + frame[1]].decode() == slow  # an unmasked text frame from the server


def test_a_few_seconds_of_load_with_the_attackers(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    load = load_script("load", monkeypatch)
    out = tmp_path / "load.json"
    argv = ["--games", "4", "--seconds", "3", "--ramp", "1", "--think", "0.1", "--processes", "2"]
    assert load.main([*argv, "--attack", "--settle", "0", "--no-progress", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "with the attack" in printed and "slow reader" in printed
    figures = json.loads(out.read_text())
    assert figures["settings"]["games"] == 4
    run = figures["runs"]["attack"]
    windows = run["windows"]
    assert windows["ramp"]["served"] + windows["measured"]["served"] > 0
    for window in windows.values():
        assert window["asked"] == window["served"] + window["timeouts"] + window["unanswered"]
        assert set(window["rtt_ms"]) == {"p50", "p90", "p99", "max"}
    assert run["tables_opened"] >= 4
    assert not run["driver_exceptions"]
    cpu = run["cpu_s"]
    assert cpu["server"] > 0 and cpu["attackers"] > 0 and cpu["drivers"] >= 0 and cpu["window"] == 3
    memory = run["memory_mb"]
    assert memory["peak_rss_sum"] > 0 and memory["server_hwm"] > 0 and memory["server_processes"] >= 1
    assert set(run["bar"]) == {"all_served", "p99_under_150ms", "no_timeout", "memory_under_1GB"}
    attackers = run["attackers"]
    assert attackers["ran"] == ["slow_reader", "flooder", "spammer"] and not attackers["failed"]
    slow, flood, spam = attackers["slow_reader"], attackers["flooder"], attackers["spammer"]
    assert slow["connects"] + sum(slow["refused"].values()) > 0  # it reached the server, welcome or not
    assert slow["connects"] == 0 or slow["lang_sent"] > 0
    assert flood["connects"] + sum(flood["refused"].values()) > 0
    assert flood["connects"] == 0 or flood["sent"] > 0
    assert sum(spam["answers"].values()) > 0
