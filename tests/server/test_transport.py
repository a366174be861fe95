"""No client can slow another, and the transport refuses what it must not read.

Unit level: a client's outgoing queue is bounded (messages and bytes); a table pushes onto every
queue and never waits, so one full queue drops that client alone; a socket that takes nothing
for `send_timeout` is dropped outright. In process: a flooder gets an error, then is closed
(1008) while another connection is served; a connection that never says hello is closed after
`hello_timeout` from its opening, however chatty; a silent one after `idle_timeout`. In a real
server (a subprocess: uvicorn's part): a body announced over the cap is refused unread, a chunked
one past the cap too; a real slow reader (a tiny receive buffer, never reading) is dropped while
the others play on; uvicorn's protocol pings drop a client that never answers them.

`parlour serve` has no flag for uvicorn's ping interval (`serve(ping_interval=...)` has it), nor for
the message rates, queues and time-outs: those servers start `serve` from a launcher (tests/server/raw.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import struct
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from starlette.websockets import WebSocketDisconnect
from websockets.sync.client import connect

from parlour.server import limits as limits_module
from parlour.server.clients import Client, Outbox
from parlour.server.connection import BEHIND, FLOOD, SILENT, Connection
from parlour.server.hub import Hub
from parlour.server.limits import Limits
from parlour.server.store import Store
from parlour.server.transport import ABORT
from tests.server.helpers import QUIET, client, full_table, hello, new_table, receive_type
from tests.server.raw import RawSocket, Server, running_server

MAX = Limits().max_body


def eventually(check: Callable[[], bool], timeout: float = 30.0, every: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "never happened"
        time.sleep(every)


# -- the outgoing queue ----------------------------------------------------------------------


def test_an_outbox_that_overflows_in_messages_closes_and_takes_nothing_more() -> None:
    async def run() -> None:
        box = Outbox(Limits(queue_messages=3))
        assert all(box.push(f"m{i}") for i in range(3))
        assert box.push("one too many") is False
        assert box.closed == "behind" and not box.items and box.size == 0  # its memory is let go at once
        assert box.push("later") is False and not box.items
        assert await box.next() is None  # the writer hangs up

    asyncio.run(run())


def test_an_outbox_that_overflows_in_bytes_closes() -> None:
    async def run() -> None:
        box = Outbox(Limits(queue_messages=1000, queue_bytes=100))
        assert box.push("x" * 60)
        assert box.push("y" * 40)
        assert box.push("z") is False and box.closed == "behind"
        fresh = Outbox(Limits(queue_bytes=100))
        assert fresh.push("x" * 101) is False  # one message bigger than the whole queue

    asyncio.run(run())


def test_an_outbox_counts_bytes_not_characters() -> None:
    async def run() -> None:
        box = Outbox(Limits(queue_bytes=100))
        text = "牌" * 40  # 40 characters, 120 bytes on the wire
        assert len(text) < 100 < len(text.encode())
        assert box.push(text) is False

    asyncio.run(run())


def test_a_queue_drains_in_order_to_its_writer() -> None:
    async def run() -> None:
        box = Outbox(Limits(queue_messages=10))
        for i in range(5):
            box.push(str(i))
        assert [await box.next() for _ in range(5)] == ["0", "1", "2", "3", "4"]
        waiting = asyncio.ensure_future(box.next())
        await asyncio.sleep(0)
        assert not waiting.done()  # an empty queue waits
        box.push("5")
        assert await waiting == "5"

    asyncio.run(run())


def test_a_table_broadcast_reaches_everyone_but_the_client_whose_queue_is_full() -> None:
    limits = replace(QUIET.limits, queue_messages=4)
    settings = replace(QUIET, limits=limits)

    async def run() -> None:
        hub = Hub(Store("sqlite:///:memory:"), settings)
        try:
            table, _token = hub.create({"game": "hanabi", "players": 2, "name": "Ann"}, "10.0.0.1", None)
            table.join("Bob", None, None)
            clients = [
                Client(Outbox(limits), 0, 0),
                Client(Outbox(limits), 1, 1),
                *(Client(Outbox(limits), None, "public") for _ in range(3)),
            ]
            for one in clients:
                table.connect(one)
            table.start(0)
            for one in clients:
                one.outbox.items.clear()
                one.outbox.size = 0
            stuck = clients[2]
            for i in range(limits.queue_messages):
                assert stuck.push(f"unread {i}")
            others = [one for one in clients if one is not stuck]
            for seq, seat, action in [(0, 0, {"type": "play", "slot": 0}), (1, 1, {"type": "play", "slot": 0})]:
                table.act(seat, seq, action)
                assert stuck.outbox.closed == "behind" and not stuck.outbox.items
                for one in others:
                    assert one.outbox.closed is None
                    messages = [json.loads(text) for text, _size in one.outbox.items]
                    assert [(m["type"], m["seq"]) for m in messages] == [("state", seq + 1)]
                    one.outbox.items.clear()
                    one.outbox.size = 0
            assert len(table.state.history) == 2
        finally:
            await hub.close()

    asyncio.run(run())


class StuckSocket:
    """A websocket whose peer never reads: a send never completes."""

    def __init__(self) -> None:
        self.client = SimpleNamespace(host="10.0.0.1")
        self.scope: dict[str, Any] = {"type": "websocket", "headers": [], "extensions": {ABORT: self.abort}}
        self.sent: list[str] = []
        self.aborted = False
        self.closed: int | None = None

    async def send_text(self, text: str) -> None:
        self.sent.append(text)
        await asyncio.Event().wait()

    async def close(self, code: int = 1000) -> None:
        self.closed = code

    def abort(self) -> None:
        self.aborted = True


@pytest.mark.parametrize("overflow", [False, True], ids=["one-message", "overflowing"])
def test_a_socket_that_takes_nothing_for_the_send_timeout_is_dropped_outright(overflow: bool) -> None:
    settings = replace(QUIET, limits=replace(QUIET.limits, send_timeout=0.05, queue_messages=8))

    async def run() -> None:
        hub = Hub(Store("sqlite:///:memory:"), settings)
        try:
            socket = StuckSocket()
            connection = Connection(hub, socket)  # type: ignore[arg-type]
            writer = asyncio.ensure_future(connection.write())
            connection.send({"type": "pong"})
            while not socket.sent:  # the writer took it and hangs on the socket
                await asyncio.sleep(0)
            if overflow:
                for _ in range(20):  # meanwhile the queue overflows
                    connection.send({"type": "pong"})
                assert connection.outbox.closed == "behind" and not connection.outbox.items
            await asyncio.sleep(0.06)
            connection.check(asyncio.get_running_loop().time())  # the hub's watchdog, past the send time-out
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(writer, 30)  # given up
            assert connection.close_code == BEHIND and len(socket.sent) == 1
            await connection._hang_up()
            assert socket.aborted and socket.closed is None  # no polite close: it would wait on the same buffer
        finally:
            await hub.close()

    asyncio.run(run())


# -- floods and silences (in process) ----------------------------------------------------------


class Pinger(threading.Thread):
    """Another connection pinging all along (in a thread of its own): every ping must be answered."""

    def __init__(self, ws: Any, every: float = 0.1) -> None:
        super().__init__(daemon=True)
        self.ws, self.every = ws, every
        self.stop = threading.Event()
        self.sent = self.answered = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            while not self.stop.is_set():
                self.ws.send_json({"type": "ping"})
                self.sent += 1
                while self.ws.receive_json()["type"] != "pong":
                    pass
                self.answered += 1
                self.stop.wait(self.every)
        except BaseException as exc:  # seen by the test
            self.error = exc

    def finish(self) -> None:
        self.stop.set()
        self.join(30)
        assert self.error is None and self.sent == self.answered > 0


@pytest.fixture
def pinger_and_table() -> Iterator[tuple[Any, str, list[str], Pinger]]:
    """A started two-player Hanabi table with seat 1 connected and pinging throughout."""
    with client(settings=replace(QUIET, limits=replace(QUIET.limits, connects_per_minute=1e6))) as http:
        table_id, tokens = full_table(http, "hanabi", 2)
        with http.websocket_connect(f"/ws/{table_id}") as other:
            hello(other, tokens[1])
            pinger = Pinger(other)
            pinger.start()
            yield http, table_id, tokens, pinger
            pinger.finish()


def flood(ws: Any, count: int = 3000) -> tuple[list[str], int]:
    """Send `count` pings as fast as possible, then read all to the close: (what came back, close code)."""
    for _ in range(count):
        ws.send_text('{"type":"ping"}')
    seen: list[str] = []
    try:
        while True:
            message = ws.receive_json()
            seen.append(message.get("code", message["type"]))
    except WebSocketDisconnect as closed:
        return seen, closed.code


def test_a_flooder_is_told_then_closed_while_another_connection_is_served(pinger_and_table: Any) -> None:
    http, table_id, tokens, _pinger = pinger_and_table
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, tokens[0])
        seen, code = flood(ws)
    assert code == FLOOD == 1008
    errors = [kind for kind in seen if kind != "pong" and kind != "state" and kind != "table"]
    assert errors[0] == "web.error.flood" and errors[-1] == "web.error.flooded"
    assert set(errors[:-1]) == {"web.error.flood"} and seen[-1] == "web.error.flooded"
    assert seen.count("pong") < 500  # of 3000 pings: the rest was dropped unread (the bucket refills meanwhile)


class SteppingClock:
    """`time.monotonic` for the token buckets alone: each reading is `step` seconds after the last,
    so a flood runs at a known pace however fast the machine reads it."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 1000.0, step
        self.lock = threading.Lock()

    def monotonic(self) -> float:
        with self.lock:
            self.now += self.step
            return self.now


def test_a_sustained_flood_gets_one_flood_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each reading of the buckets' clock is 2 ms later: a flood of a few hundred messages a second,
    # so the bucket (10 a second) lets a ping through now and then before the flooder is closed.
    monkeypatch.setattr(limits_module, "time", SteppingClock(0.002))
    with client(settings=replace(QUIET, limits=replace(QUIET.limits, connects_per_minute=1e6))) as http:
        table_id, tokens = full_table(http, "hanabi", 2)
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, tokens[0])
            seen, code = flood(ws)
    assert code == FLOOD and seen[-1] == "web.error.flooded"
    assert seen.count("web.error.flood") == 1, seen


def test_no_hello_closes_the_connection_from_its_opening_however_chatty() -> None:
    settings = replace(QUIET, limits=replace(QUIET.limits, hello_timeout=1.0))
    with client(settings=settings) as http:
        table_id = new_table(http, "hanabi", 2)["table"]["id"]
        http.cookies.clear()
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            pongs, last = 0, None
            for _ in range(300):  # pings well within the rate, for up to a minute: never a hello
                ws.send_json({"type": "ping"})
                message = ws.receive_json()
                if message["type"] != "pong":
                    last = message
                    break
                pongs += 1
                time.sleep(0.2)
            assert last is not None and last["code"] == "web.error.silent" and last["message"]
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == SILENT == 4001
            assert pongs >= 1


def test_a_spectator_refused_for_a_crowd_is_told_then_closed() -> None:
    settings = replace(QUIET, limits=replace(QUIET.limits, hello_timeout=1.0, connections_per_table=1))
    with client(settings=settings) as http:
        created = new_table(http, "hanabi", 2)
        table_id = created["table"]["id"]
        with http.websocket_connect(f"/ws/{table_id}") as host:
            hello(host, created["token"])
            http.cookies.clear()
            with http.websocket_connect(f"/ws/{table_id}") as ws:
                ws.send_json({"type": "hello"})
                assert ws.receive_json()["code"] == "web.error.crowded"
                with pytest.raises(WebSocketDisconnect) as closed:  # trying again on it would not help
                    ws.receive_json()
                assert closed.value.code == 4429
            host.send_json({"type": "ping"})
            assert host.receive_json() == {"type": "pong"}


def test_a_silent_connection_is_closed_after_the_idle_timeout_a_talking_one_is_not() -> None:
    settings = replace(QUIET, limits=replace(QUIET.limits, idle_timeout=3.0, connects_per_minute=1e6))
    with client(settings=settings) as http:
        table_id, tokens = full_table(http, "hanabi", 2)
        with http.websocket_connect(f"/ws/{table_id}") as talking, http.websocket_connect(f"/ws/{table_id}") as silent:
            hello(talking, tokens[1])
            hello(silent, None)
            pinger = Pinger(talking, every=0.2)
            pinger.start()
            seen = []
            with pytest.raises(WebSocketDisconnect) as closed:
                while True:
                    seen.append(silent.receive_json())
            assert closed.value.code == SILENT
            assert seen[-1]["code"] == "web.error.silent"
            pinger.finish()  # answered all along, and still
            talking.send_json({"type": "ping"})
            assert receive_type(talking, "pong")


# -- a real server: bodies -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def cli_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """`parlour serve` itself, with its default limits."""
    with running_server(tmp_path_factory.mktemp("cli")) as server:
        yield server


def settled_rss(server: Server) -> int:
    """The server's memory once it has stopped growing (it builds the rules' indexes at start)."""
    last = server.rss_kib()
    for _ in range(120):
        time.sleep(1.0)
        now = server.rss_kib()
        if abs(now - last) < 1024:
            return now
        last = now
    return last


def head(path: str, length: int | str, extra: str = "") -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {length}\r\n{extra}\r\n"
    ).encode()


def test_a_body_announced_over_the_cap_is_refused_unread(cli_server: Server) -> None:
    created = httpx.post(f"{cli_server.base}/api/tables", json={"game": "hanabi", "players": 3, "name": "A"})
    assert created.status_code == 200, (created.status_code, created.text)
    table_id = created.json()["table"]["id"]
    before = settled_rss(cli_server)
    sockets = []
    try:
        for path in ["/api/tables", f"/api/tables/{table_id}/join"] * 3:
            raw = RawSocket(cli_server.port)
            sockets.append(raw)
            raw.send(head(path, 400_000_000) + b'{"game": "hanabi", ')  # 400 MB announced, 19 bytes sent
            status, headers = raw.read_head()  # it answers without waiting for the rest
            body = json.loads(raw.read_body(int(headers["content-length"])))
            assert status == 413 and body["error"] == "web.error.too-big"
        grown = cli_server.rss_kib() - before
        assert grown < 32 * 1024, f"the server grew by {grown} KiB"
    finally:
        for raw in sockets:
            raw.close()
    seats = httpx.get(f"{cli_server.base}/api/tables/{table_id}").json()["table"]["seats"]
    assert [s["taken"] for s in seats] == [True, False, False]
    assert httpx.get(f"{cli_server.base}/api/games").status_code == 200


def test_a_body_announced_just_over_the_cap_in_bytes_is_refused(cli_server: Server) -> None:
    body = json.dumps({"game": "hanabi", "players": 2, "name": "A", "x": "é" * 9000}, ensure_ascii=False).encode()
    assert len(body) > MAX > len(body.decode())
    response = httpx.post(f"{cli_server.base}/api/tables", content=body)
    assert response.status_code == 413 and response.json()["error"] == "web.error.too-big"


def chunked(parts: list[bytes]) -> bytes:
    return b"".join(f"{len(part):x}\r\n".encode() + part + b"\r\n" for part in parts)


def test_a_chunked_body_past_the_cap_is_refused_without_its_end(cli_server: Server) -> None:
    with RawSocket(cli_server.port) as raw:
        raw.send(
            b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n"
        )
        raw.send(chunked([b'{"game": "hanabi", "name": "' + b"a" * 1000] + [b"a" * 1000] * 17))  # no last chunk
        status, headers = raw.read_head()
        assert status == 413
        assert json.loads(raw.read_body(int(headers["content-length"])))["error"] == "web.error.too-big"
    # A chunked body within the cap is read like any other.
    with RawSocket(cli_server.port) as raw:
        body = json.dumps({"game": "hanabi", "players": 2, "name": "Chunky"}).encode()
        raw.send(
            b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n" + chunked([body[:10], body[10:]]) + b"0\r\n\r\n"
        )
        status, headers = raw.read_head()
        assert status == 200 and headers["cache-control"] == "no-store"
    names = [t["seats"][0]["name"] for t in httpx.get(f"{cli_server.base}/api/tables").json()["tables"]]
    assert "Chunky" in names


# -- a real server: a slow reader and protocol pings ------------------------------------------------


def my_turn(ws: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=30))
        if message["type"] == "state" and (message["legal"] or message["result"] is not None):
            return message


@pytest.fixture(scope="module")
def quick_screens(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server with the default queue (64 messages) and send time-out (10 s), but screens cheap and
    frequent, so a slow reader costs it a lot quickly; uvicorn's pings far apart, so they play no part."""
    limits = {"rate": 100.0, "burst": 400.0, "screen_cost": 1.0, "flood_drops": 100_000}
    with running_server(tmp_path_factory.mktemp("quick"), limits=limits, ping_interval=600) as server:
        yield server


def test_a_real_slow_reader_is_dropped_while_the_others_play_on(quick_screens: Server) -> None:
    server = quick_screens
    made = httpx.post(
        f"{server.base}/api/tables", json={"game": "hanabi", "players": 2, "name": "Ann", "bots": {"1": "simple"}}
    ).json()
    table_id, token = made["table"]["id"], made["token"]
    with connect(f"{server.ws_base}/ws/{table_id}") as player, connect(f"{server.ws_base}/ws/{table_id}") as other:
        player.send(json.dumps({"type": "hello", "token": token}))
        player.send(json.dumps({"type": "start"}))
        other.send(json.dumps({"type": "hello"}))
        message = my_turn(player)
        slow = RawSocket(server.port, rcvbuf=1024)
        slow.handshake(f"/ws/{table_id}")
        slow.send_json({"type": "hello"})
        moves = pongs = 0
        dropped: OSError | None = None
        deadline = time.monotonic() + 120
        while dropped is None and time.monotonic() < deadline:
            try:
                for lang in ("fr", "es", "zh-Hant", "en"):  # each: the whole screen again
                    slow.send_json({"type": "lang", "lang": lang})
            except OSError as exc:  # reset by the server
                dropped = exc
            if message["result"] is None:
                move = message["legal"][-1]["action"]
                player.send(json.dumps({"type": "act", "seq": message["seq"], "action": move}))
                message = my_turn(player)  # the move came back (and the bot's answer)
                moves += 1
            other.send(json.dumps({"type": "ping"}))
            while json.loads(other.recv(timeout=30))["type"] != "pong":
                pass
            pongs += 1
            time.sleep(0.02)
        slow.close()
        assert isinstance(dropped, ConnectionError), "the slow reader was never dropped"
        assert moves > 0 and pongs > 0
        other.send(json.dumps({"type": "ping"}))
        while json.loads(other.recv(timeout=30))["type"] != "pong":
            pass


def test_protocol_pings_from_a_client_that_never_reads_do_not_grow_the_server(quick_screens: Server) -> None:
    server = quick_screens
    table_id = httpx.post(f"{server.base}/api/tables", json={"game": "hanabi", "players": 2, "name": "A"}).json()
    table_id = table_id["table"]["id"]
    before = settled_rss(server)
    sent = 0
    with RawSocket(server.port, rcvbuf=1024) as raw:
        raw.handshake(f"/ws/{table_id}")
        raw.send_json({"type": "hello"})
        try:
            while sent < 40_000_000:  # ping frames, as fast as the server takes them; never a read
                raw.send_frame(0x9, b"p" * 125)
                sent += 131
        except OSError:
            pass  # dropped: what a fixed server may do
        grown = (server.rss_kib() - before) * 1024
    assert grown < max(sent / 4, 8 * 2**20), f"{sent} bytes of pings grew the server by {grown} bytes"


def test_uvicorns_pings_drop_a_client_that_never_answers_them(tmp_path: Path) -> None:
    with running_server(tmp_path, limits={}, ping_interval=1.0) as server:
        response = httpx.post(f"{server.base}/api/tables", json={"game": "hanabi", "players": 2, "name": "Ann"})
        assert response.status_code == 200, (response.status_code, response.text)
        made = response.json()
        table_id, host = made["table"]["id"], made["token"]
        guest = httpx.post(f"{server.base}/api/tables/{table_id}/join", json={"name": "Bob"}).json()["token"]

        def connected() -> list[bool]:
            seats = httpx.get(f"{server.base}/api/tables/{table_id}").json()["table"]["seats"]
            return [bool(s["connected"]) for s in seats]

        with connect(f"{server.ws_base}/ws/{table_id}") as answering, RawSocket(server.port) as mute:
            answering.send(json.dumps({"type": "hello", "token": guest}))  # its library answers pings
            mute.handshake(f"/ws/{table_id}")
            mute.send_json({"type": "hello", "token": host})  # then never reads, never answers a ping
            eventually(lambda: connected() == [True, True])
            eventually(lambda: connected() == [False, True])
            answering.send(json.dumps({"type": "ping"}))
            while json.loads(answering.recv(timeout=30))["type"] != "pong":
                pass
            frames, closed = mute.read_all(timeout=10)
            opcodes = [opcode for opcode, _payload in frames]
            assert 0x9 in opcodes, opcodes  # it was pinged
            close = [payload for opcode, payload in frames if opcode == 0x8]
            assert close and struct.unpack("!H", close[0][:2])[0] == 1011 and closed


def test_a_flood_of_frames_is_cut_off_before_it_is_parsed(cli_server: Server) -> None:
    """Bytes in pass a token bucket before uvicorn parses them: a flood of tiny frames is dropped
    after its burst (64 KiB), not read to the end, and the others are served meanwhile."""
    server = cli_server
    table_id = httpx.post(f"{server.base}/api/tables", json={"game": "hanabi", "players": 2, "name": "A"}).json()
    table_id = table_id["table"]["id"]
    frame = RawSocket.frame(0x1, b'{"type":"ping"}')
    sent = 0
    with RawSocket(server.port) as raw, connect(f"{server.ws_base}/ws/{table_id}") as other:
        raw.handshake(f"/ws/{table_id}")
        try:
            while sent < 64 * 2**20:
                raw.send(frame * 1000)
                sent += len(frame) * 1000
        except OSError:
            pass  # reset by the server
        other.send(json.dumps({"type": "ping"}))
        while json.loads(other.recv(timeout=30))["type"] != "pong":
            pass
    assert sent < 64 * 2**20, "the flood was read to its end"
