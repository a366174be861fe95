"""Load: many concurrent games over loopback websockets against one `parlour serve`, with or without attackers.

    python benchmarks/load.py --games 200 --seconds 60 --ramp 10 --think 2 --compare
    python benchmarks/load.py --games 1000 --seconds 60 --ramp 10 --think 5 --compare --json load.json
    python benchmarks/load.py --games 200 --think 2 --attack --attackers flooder --server-arg=--some-flag=1
    python benchmarks/load.py --url http://127.0.0.1:8000 --server-pid 1234 --games 50 --attack

Figures and what they mean: docs/benchmarks.md, "Web server under load".

Starts the server (uvicorn, SQLite in a temporary folder, bots without delay, reaction windows of
2 s; `--server-arg=--flag=value` adds a flag, `--server-src DIR` runs another tree's server, `--url`
drives a server already running instead), waits for it to go idle (`--settle`),
then keeps `--games` games going at once. Each table has one scripted person and `--bots` in the
other seats; a finished game is replaced by a new one. A person looks at the latest screen,
thinks 0.5-1.5 x `--think` seconds, then clicks a random legal move. A move's round trip runs
from sending it to receiving the `state` whose `seq` moved past it (or an `error` for it); a move
with no answer within 10 s is a time-out (the person then leaves the table and opens another).

The tables start evenly over the first `--ramp` seconds; the figures are those of the moves sent
in the `--seconds` that follow (the ramp's are reported beside them). Every person has its own
address (10.x.y.z, by table index) in an `X-Forwarded-For` header on its HTTP requests and its
websocket handshake: uvicorn believes that header from 127.0.0.1, so the server sees many people
behind distinct addresses, as it would behind a proxy.

The people run in `--processes` driver processes (one shared `httpx.AsyncClient` per process,
the `websockets` asyncio client, a message parsed only as far as it is needed). `--attack` adds,
for the measured window, a process of three attackers, each with an address of its own:

- a slow reader: a spectator of a live table (found in the lobby) whose socket has a tiny receive
  buffer and which never reads, while asking for the whole screen again (`lang`) as fast as it can;
- a flooder: a spectator that sends `{"type": "ping"}` as fast as it can;
- a table spammer: `POST /api/tables` as fast as it can (a few requests in flight).

Each reconnects when dropped. `--attackers` picks some of them; `--compare` runs the same load (same
seed) without, then with, the attack.

Reported: moves asked and served, errors by code, time-outs, round-trip percentiles; the CPU time
of the server (with its child processes), of the drivers, of the attackers and of everything else
on the machine over the measured window (from /proc), so one can tell who was saturated; the
server's memory (VmRSS of the server and its children summed, sampled every second; the server's
VmHWM); what each attacker achieved. `--json FILE` writes every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import math
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.sim.progress import progress_bar

try:
    import sniffio  # noqa: F401
except ImportError:  # httpcore tries to import it for every lock it sets up: each miss scans sys.path again
    sys.modules["sniffio"] = None  # type: ignore[assignment]

PLAYERS = {"hanabi": 3, "regicide": 2, "rentahero": 3}
ANSWER_TIMEOUT = 10.0  # seconds: a move with no answer by then is a time-out
STALL = 30.0  # seconds without a message, no move in flight, the game not over: the table is stalled
LANGS = ("fr", "es", "zh-Hant", "en")  # the slow reader cycles through them: each switch resends the whole log
ATTACKERS = {"slow": "192.0.2.1", "flood": "192.0.2.2", "spam": "192.0.2.3"}  # TEST-NET-1, one address each
HTTP_POOL = 16  # connections of a driver process's HTTP client
SERVER_FLAGS = ["--bot-delay", "0", "--window-seconds", "2"]
WINDOWS = ("ramp", "measured")
ATTACK_KINDS = ("slow_reader", "flooder", "spammer")
EXCEPTION_LINE = re.compile(r"^(\w+(?:\.\w+)*(?:Error|Exception|Disconnected)):", re.M)


# -- the protocol: every message the scripts send or read, in one place --------------------------


def hello(token: str | None, lang: str = "en") -> str:
    return json.dumps({"type": "hello", "token": token, "lang": lang})


def start() -> str:
    return '{"type": "start"}'


def act(seq: int, action: Any) -> str:
    return json.dumps({"type": "act", "seq": seq, "action": action})


def switch_lang(lang: str) -> str:
    return json.dumps({"type": "lang", "lang": lang})


PING = '{"type": "ping"}'
NEW_TABLE = "/api/tables"


def new_table(game: str, players: int, bots: str, name: str = "Load") -> dict[str, Any]:
    return {"game": game, "players": players, "name": name, "bots": {str(s): bots for s in range(1, players)}}


_DECODER = json.JSONDecoder()
_HEAD = re.compile(r'\{"type":"(\w+)"(?:,"seq":(\d+))?')


class Incoming:
    """A message from the server, parsed only as far as asked: its type and `seq` from the first bytes
    (the server writes them first), the rest (`data`) on demand."""

    __slots__ = ("_data", "kind", "raw", "seq")

    def __init__(self, raw: str | bytes) -> None:
        self.raw = raw if isinstance(raw, str) else raw.decode()
        self._data: dict[str, Any] | None = None
        match = _HEAD.match(self.raw)
        if match is not None and (match[1] != "state" or match[2] is not None):
            self.kind, self.seq = match[1], None if match[2] is None else int(match[2])
        else:  # another layout: parse it all
            data = self.data
            self.kind = str(data.get("type"))
            self.seq = data["seq"] if isinstance(data.get("seq"), int) else None

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            data = json.loads(self.raw)
            self._data = data if isinstance(data, dict) else {}
        return self._data

    def answers(self, pending: Pending) -> bool:
        """Whether this message is the answer to the move in flight: an error, or a state past it."""
        return self.kind == "error" or (self.kind == "state" and self.seq is not None and self.seq > pending.seq)

    @property
    def code(self) -> str:
        return str(self.data.get("code"))

    def over(self) -> bool:
        """Whether the game is over (a state's `result` is set); read without parsing when the message ends
        with `"result":null}` (the server writes it last)."""
        return not self.raw.endswith(',"result":null}') and self.data.get("result") is not None

    def legal(self) -> list[Any]:
        """The moves offered: when the message has one `"legal":`, only that list is parsed."""
        if self._data is None and self.raw.count('"legal":') == 1:
            at = self.raw.index('"legal":') + len('"legal":')
            legal = [] if self.raw.startswith("[]", at) else _DECODER.raw_decode(self.raw, at)[0]
        else:
            legal = self.data.get("legal")
        return legal if isinstance(legal, list) else []


@dataclass
class Pending:
    """The move a person sent and waits for."""

    seq: int
    at: float
    window: str


# -- addresses ---------------------------------------------------------------------------------------


def person_address(index: int) -> str:
    """Table index -> a distinct private address 10.x.y.z."""
    n = index + 1
    return f"10.{(n >> 16) & 255}.{(n >> 8) & 255}.{n & 255}"


def forwarded(address: str) -> dict[str, str]:
    """The header uvicorn's proxy-headers middleware takes the client's address from (when sent by 127.0.0.1)."""
    return {"X-Forwarded-For": address}


def ws_url(base: str, table_id: str) -> str:
    return f"{base.replace('http', 'ws', 1)}/ws/{table_id}"


async def open_ws(base: str, table_id: str, address: str, patience: float = ANSWER_TIMEOUT) -> ClientConnection:
    """A websocket to a table, as a browser behind `address` would open it (no client pings)."""
    return await connect(
        ws_url(base, table_id),
        additional_headers=forwarded(address),
        max_size=2**22,
        open_timeout=patience,
        close_timeout=2,
        ping_interval=None,
        proxy=None,  # loopback: no proxy (and no reading of the environment's proxy settings for every connection)
    )


def close_code(exc: BaseException | None, ws: ClientConnection | None = None) -> str:
    """The close code the server sent (or "none" when the connection just broke)."""
    rcvd = getattr(exc, "rcvd", None) if exc is not None else None
    if rcvd is not None:
        return str(rcvd.code)
    code = ws.close_code if ws is not None else None
    return str(code) if code is not None else "none"


def plain(value: Any) -> Any:
    """Figures as JSON-ready values (dataclasses.asdict would turn a Counter into a Counter of pairs)."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


# -- the figures -------------------------------------------------------------------------------------


@dataclass
class Window:
    """The moves people sent in one window (the ramp, the measured seconds) and what became of them."""

    asked: int = 0
    served: int = 0
    timeouts: int = 0
    errors: Counter[str] = field(default_factory=Counter)  # answered by an error, by code
    rtts: list[float] = field(default_factory=list)  # ms, states and errors alike

    def merge(self, other: dict[str, Any]) -> None:
        self.asked += other["asked"]
        self.served += other["served"]
        self.timeouts += other["timeouts"]
        self.errors.update(other["errors"])
        self.rtts.extend(other["rtts"])


@dataclass
class People:
    windows: dict[str, Window] = field(default_factory=lambda: {w: Window() for w in WINDOWS})
    games_done: int = 0
    tables: int = 0
    refused: Counter[str] = field(default_factory=Counter)  # table creation or handshake refused, by status
    drops: Counter[str] = field(default_factory=Counter)  # a person's websocket closed by the server, by code
    stalls: int = 0
    opening_ms: dict[str, list[float]] = field(default_factory=lambda: {"create": [], "connect": []})
    other_errors: Counter[str] = field(default_factory=Counter)  # errors when no move was in flight
    exceptions: Counter[str] = field(default_factory=Counter)

    def merge(self, other: dict[str, Any]) -> None:
        for name in WINDOWS:
            self.windows[name].merge(other["windows"][name])
        self.games_done += other["games_done"]
        self.tables += other["tables"]
        self.stalls += other["stalls"]
        for step, times in other["opening_ms"].items():
            self.opening_ms[step].extend(times)
        for key in ("refused", "drops", "other_errors", "exceptions"):
            getattr(self, key).update(other[key])


@dataclass
class Clock:
    """Monotonic times (CLOCK_MONOTONIC is one clock for every process of the machine)."""

    t0: float
    ramp_end: float
    stop: float

    def window(self, at: float) -> str:
        return "ramp" if at < self.ramp_end else "measured"


@dataclass
class Config:
    url: str
    games: int
    mix: list[str]
    bots: str
    think: float
    ramp: float
    seconds: float
    seed: int
    processes: int
    spam_concurrency: int = 4
    slow_rcvbuf: int = 1024
    attackers: list[str] = field(default_factory=lambda: list(ATTACK_KINDS))


# -- the people ----------------------------------------------------------------------------------------


class Person:
    """One scripted person at one table at a time: reads every message, thinks, clicks, times its moves."""

    def __init__(
        self, index: int, cfg: Config, clock: Clock, http: httpx.AsyncClient, gate: asyncio.Semaphore, stats: People
    ) -> None:
        self.index, self.cfg, self.clock, self.http, self.gate, self.stats = index, cfg, clock, http, gate, stats
        self.rng = random.Random(cfg.seed * 1_000_003 + index)  # thinking and moves
        self.jitter = random.Random(-1 - index)  # waits before trying again
        self.failures = 0  # in a row, opening a table
        self.address = person_address(index)
        self.latest: Incoming | None = None
        self.changed = asyncio.Event()
        self.answered = asyncio.Event()
        self.pending: Pending | None = None
        self.heard = 0.0
        self.stage = "ramp"

    async def run(self) -> None:
        cfg, clock = self.cfg, self.clock
        await asyncio.sleep(max(0.0, clock.t0 + cfg.ramp * self.index / cfg.games - time.monotonic()))
        game = cfg.mix[self.index % len(cfg.mix)]
        while time.monotonic() < clock.stop:
            self.stage = "create"
            try:
                made = await asyncio.wait_for(self.create(game), timeout=ANSWER_TIMEOUT + 5)
                if made is None:
                    self.failures += 1
                    await self.back_off(self.failures - 1)
                else:
                    self.failures = 0
                    await self.sit(*made)
            except Exception as exc:  # counted; a person never gives up
                self.stats.exceptions[f"{self.stage}: {type(exc).__name__}"] += 1
                self.failures += 1
                await self.back_off(self.failures - 1)

    async def back_off(self, failures: int) -> None:
        """Wait before trying again, as a browser would: 1, 2, 4, 8 s (at random within half of it either way),
        at most until the run stops."""
        wait = self.jitter.uniform(0.5, 1.5) * 2 ** min(failures, 3)
        await asyncio.sleep(max(0.0, min(wait, self.clock.stop - time.monotonic())))

    async def create(self, game: str) -> tuple[str, str] | None:
        body = new_table(game, PLAYERS[game], self.cfg.bots)
        began = time.monotonic()  # the wait at the gate included: the person waits for the server either way
        async with self.gate:
            response = await self.http.post(NEW_TABLE, json=body, headers=forwarded(self.address))
        self.stats.opening_ms["create"].append((time.monotonic() - began) * 1000)
        if response.status_code != 200:
            self.stats.refused[f"create {response.status_code}"] += 1
            return None
        made = response.json()
        self.stats.tables += 1
        return made["table"]["id"], made["token"]

    async def sit(self, table_id: str, token: str) -> None:
        """Play the table until its game ends, the run stops, a move times out or the table stalls."""
        self.latest, self.pending = None, None
        self.changed.clear()
        for attempt in range(4):  # the first connection, then up to three after a failure or a drop
            if time.monotonic() >= self.clock.stop and self.pending is None:
                return
            self.stage = "connect"
            began = time.monotonic()
            try:
                ws = await open_ws(self.cfg.url, table_id, self.address)
                self.stats.opening_ms["connect"].append((time.monotonic() - began) * 1000)
            except InvalidStatus as exc:
                self.stats.refused[f"websocket {exc.response.status_code}"] += 1
                await self.back_off(attempt)
                continue
            except (OSError, InvalidHandshake, TimeoutError) as exc:  # try the same table again, not a new one
                self.stats.exceptions[f"connect: {type(exc).__name__}"] += 1
                await self.back_off(attempt)
                continue
            self.stage = "play"
            async with ws:
                try:
                    await ws.send(hello(token))
                    if self.latest is None:  # not started yet (as far as this person has seen)
                        await ws.send(start())
                    outcome = await self.play(ws)
                except ConnectionClosed:
                    outcome = "dropped"  # counted by the reader
            if outcome != "dropped":
                return

    async def read(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                self.heard = time.monotonic()
                message = Incoming(raw)
                pending = self.pending
                if pending is not None and message.answers(pending):
                    self.pending = None
                    window = self.stats.windows[pending.window]
                    window.served += 1
                    window.rtts.append((self.heard - pending.at) * 1000)
                    if message.kind == "error":
                        window.errors[message.code] += 1
                    self.answered.set()
                elif message.kind == "error":
                    self.stats.other_errors[message.code] += 1
                if message.kind == "state":
                    self.latest = message
                    self.changed.set()
        except ConnectionClosed as exc:
            self.stats.drops[close_code(exc, ws)] += 1
            return
        if not self.over():
            self.stats.drops[close_code(None, ws)] += 1

    def over(self) -> bool:
        return self.latest is not None and self.latest.over()

    async def play(self, ws: ClientConnection) -> str:
        self.heard = time.monotonic()
        reader = asyncio.create_task(self.read(ws))
        try:
            return await self.turns(ws, reader)
        finally:
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader

    async def wait(self, event: asyncio.Event, reader: asyncio.Task[None], timeout: float) -> bool:
        """Wait for `event` (True), the reader's end or the timeout (False)."""
        if event.is_set():
            return True
        waiter = asyncio.ensure_future(event.wait())
        await asyncio.wait([waiter, reader], timeout=max(0.0, timeout), return_when=asyncio.FIRST_COMPLETED)
        waiter.cancel()
        return event.is_set()

    async def turns(self, ws: ClientConnection, reader: asyncio.Task[None]) -> str:
        clock = self.clock
        while True:
            now = time.monotonic()
            pending = self.pending
            if pending is not None:
                if not await self.wait(self.answered, reader, pending.at + ANSWER_TIMEOUT - now):
                    if reader.done():
                        return "dropped"
                    self.stats.windows[pending.window].timeouts += 1
                    self.pending = None
                    return "timeout"  # the person gives up on this table and opens another
                continue
            if now >= clock.stop:
                return "stop"
            if reader.done():
                return "over" if self.over() else "dropped"
            limit = min(clock.stop - now, self.heard + STALL - now)
            if not await self.wait(self.changed, reader, limit):
                if not reader.done() and time.monotonic() - self.heard >= STALL:
                    self.stats.stalls += 1
                    return "stalled"
                continue
            self.changed.clear()
            seen = self.latest
            assert seen is not None
            if seen.over():
                self.stats.games_done += 1
                return "over"
            legal = seen.legal()
            if not legal:
                continue
            thinking = self.rng.uniform(0.5, 1.5) * self.cfg.think
            await asyncio.sleep(min(thinking, max(0.0, clock.stop - time.monotonic())))
            if self.latest is not seen or time.monotonic() >= clock.stop:
                self.changed.set()  # the table moved while thinking: look again
                continue
            move = self.rng.choice(legal)["action"]
            assert seen.seq is not None
            self.answered.clear()
            sent = time.monotonic()
            self.pending = Pending(seen.seq, sent, clock.window(sent))
            self.stats.windows[self.pending.window].asked += 1
            await ws.send(act(seen.seq, move))


async def people_worker(cfg: Config, clock: Clock, indices: list[int], report: Any) -> People:
    stats = People()
    limits = httpx.Limits(max_connections=HTTP_POOL, max_keepalive_connections=HTTP_POOL)
    # httpcore's pool scans every connection for every queued request: queue here instead (a semaphore is cheap)
    gate = asyncio.Semaphore(HTTP_POOL)
    async with httpx.AsyncClient(base_url=cfg.url, timeout=30, limits=limits) as http:
        tasks = [asyncio.create_task(Person(i, cfg, clock, http, gate, stats).run()) for i in indices]
        deadline = clock.stop + ANSWER_TIMEOUT + 20
        while not all(t.done() for t in tasks) and time.monotonic() < deadline:
            await asyncio.wait(tasks, timeout=1)
            measured = stats.windows["measured"]
            report({"asked": measured.asked + stats.windows["ramp"].asked, "served": measured.served})
        for task in tasks:
            if not task.done():
                task.cancel()
                stats.exceptions["unfinished"] += 1
            elif not task.cancelled() and task.exception() is not None:
                stats.exceptions[type(task.exception()).__name__] += 1
    return stats


# -- the attackers -------------------------------------------------------------------------------------


@dataclass
class SlowReader:
    connects: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    hellos: int = 0
    lang_sent: int = 0  # `lang` frames written in full to the socket
    bytes_sent: int = 0
    drops: int = 0  # the server closed or reset the connection
    longest_block: float = 0.0  # seconds: the longest a write waited for the server to read
    no_table: int = 0
    tables: list[str] = field(default_factory=list)


@dataclass
class Flooder:
    connects: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    sent: int = 0
    received: Counter[str] = field(default_factory=Counter)  # what came back, by type (errors by code)
    drops: Counter[str] = field(default_factory=Counter)  # by close code
    no_table: int = 0


@dataclass
class Spammer:
    answers: Counter[str] = field(default_factory=Counter)  # by status
    failures: Counter[str] = field(default_factory=Counter)  # no answer: by exception


def masked_frame(text: str) -> bytes:
    """A client's websocket text frame (RFC 6455: masked), built by hand."""
    payload = text.encode()
    mask = os.urandom(4)
    n = len(payload)
    if n < 126:
        header = bytes([0x81, 0x80 | n])
    elif n < 65536:
        header = bytes([0x81, 0x80 | 126]) + n.to_bytes(2, "big")
    else:
        header = bytes([0x81, 0x80 | 127]) + n.to_bytes(8, "big")
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def handshake(host: str, port: int, path: str, address: str) -> bytes:
    """A websocket upgrade request (no compression offered: the server's screens arrive whole)."""
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        f"GET {path} HTTP/1.1",
        f"Host: {host}:{port}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key}",
        "Sec-WebSocket-Version: 13",
        *(f"{name}: {value}" for name, value in forwarded(address).items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


async def raw_websocket(url: str, path: str, address: str, rcvbuf: int) -> tuple[socket.socket, int]:
    """A websocket on a raw, non-blocking socket with receive buffer `rcvbuf` (set before connecting, so
    the window it announces is tiny): returns the socket and the handshake's HTTP status."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.setblocking(False)
    try:
        await loop.sock_connect(sock, (host, port))
        await loop.sock_sendall(sock, handshake(host, port, path, address))
        answer = b""
        while b"\r\n\r\n" not in answer and len(answer) < 65536:
            chunk = await loop.sock_recv(sock, 1)  # no further than the headers
            if not chunk:
                raise ConnectionResetError("closed during the handshake")
            answer += chunk
    except BaseException:
        sock.close()
        raise
    return sock, int(answer.split(b" ", 2)[1])


class Scout:
    """Tables being played, as anyone can see them in the lobby, handed out one at a time and never twice."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.seen: set[str] = set()
        self.found: list[str] = []

    async def next(self) -> str | None:
        """A live table not handed out before; None if the lobby showed none or did not answer."""
        if not self.found:
            with contextlib.suppress(httpx.HTTPError, ValueError, KeyError, TypeError):
                await self.look()
        if not self.found:
            return None
        table = self.found.pop(0)
        self.seen.add(table)
        return table

    async def look(self) -> None:
        query: dict[str, Any] = {"limit": 100}
        for _ in range(10):  # pages: the spammer's open tables push the played ones down the list
            response = await self.http.get("/api/tables", params=query)
            if response.status_code != 200:
                return
            page = response.json()
            self.found = [
                str(t["id"]) for t in page["tables"] if t.get("status") == "playing" and t["id"] not in self.seen
            ]
            if self.found or not page.get("more"):
                return
            query.update(page["next"])


PATIENCE = 60.0  # seconds an attacker waits for its handshake (a person gives up after 10)
SCOUTING = 5.0  # seconds before the window: the slow reader and the flooder find their first tables


async def attacker_http(cfg: Config, address: str, clock: Clock) -> tuple[httpx.AsyncClient, Scout, str | None]:
    """An attacker's HTTP client, its scout, and the table it found before the window (then waits for it)."""
    http = httpx.AsyncClient(base_url=cfg.url, timeout=PATIENCE, headers=forwarded(address))
    scout = Scout(http)
    first = await scout.next()
    await asyncio.sleep(max(0.0, clock.ramp_end - time.monotonic()))
    return http, scout, first


async def slow_reader(cfg: Config, clock: Clock, stats: SlowReader) -> None:
    loop = asyncio.get_running_loop()
    address = ATTACKERS["slow"]
    frames = [masked_frame(switch_lang(lang)) for lang in LANGS]
    http, scout, table = await attacker_http(cfg, address, clock)
    async with contextlib.aclosing(http):
        while time.monotonic() < clock.stop:
            table = table or await scout.next()
            if table is None:
                stats.no_table += 1
                await asyncio.sleep(0.5)
                continue
            try:
                async with asyncio.timeout(PATIENCE):
                    sock, status = await raw_websocket(cfg.url, f"/ws/{table}", address, cfg.slow_rcvbuf)
            except (OSError, TimeoutError, ValueError, IndexError) as exc:
                stats.refused[type(exc).__name__] += 1
                await asyncio.sleep(0.2)
                continue
            with sock:
                if status != 101:
                    stats.refused[str(status)] += 1
                    await asyncio.sleep(0.2)
                    continue
                stats.connects += 1
                stats.tables.append(table)
                table = None  # the next connection goes to another table
                began = time.monotonic()
                try:
                    async with asyncio.timeout(max(0.0, clock.stop - began)):
                        await loop.sock_sendall(sock, masked_frame(hello(None)))
                        stats.hellos += 1
                        i = 0
                        while True:
                            frame = frames[i % len(frames)]
                            began = time.monotonic()
                            await loop.sock_sendall(sock, frame)
                            stats.longest_block = max(stats.longest_block, time.monotonic() - began)
                            stats.lang_sent += 1
                            stats.bytes_sent += len(frame)
                            i += 1
                except TimeoutError:  # the end of the window
                    stats.longest_block = max(stats.longest_block, time.monotonic() - began)
                    return
                except OSError:
                    stats.drops += 1


async def flooder(cfg: Config, clock: Clock, stats: Flooder) -> None:
    address = ATTACKERS["flood"]
    http, scout, first = await attacker_http(cfg, address, clock)
    async with contextlib.aclosing(http):
        while time.monotonic() < clock.stop:
            table, first = first or await scout.next(), None
            if table is None:
                stats.no_table += 1
                await asyncio.sleep(0.5)
                continue
            try:
                ws = await open_ws(cfg.url, table, address, PATIENCE)
            except InvalidStatus as exc:
                stats.refused[str(exc.response.status_code)] += 1
                await asyncio.sleep(0.2)
                continue
            except (OSError, InvalidHandshake, TimeoutError) as exc:
                stats.refused[type(exc).__name__] += 1
                await asyncio.sleep(0.2)
                continue
            stats.connects += 1

            async def drain(ws: ClientConnection = ws) -> None:
                async for raw in ws:
                    message = Incoming(raw)
                    stats.received[message.code if message.kind == "error" else message.kind] += 1

            reader = asyncio.create_task(drain())
            try:
                async with asyncio.timeout(max(0.0, clock.stop - time.monotonic())):
                    await ws.send(hello(None))
                    while True:
                        for _ in range(50):
                            await ws.send(PING)
                            stats.sent += 1
                        await asyncio.sleep(0)  # let the others of this process run
                        if reader.done():
                            stats.drops[close_code(None, ws)] += 1
                            break
            except ConnectionClosed as exc:
                stats.drops[close_code(exc, ws)] += 1
            except TimeoutError:  # the end of the window
                pass
            finally:
                ws.transport.abort()  # vanish, as an attacker would, rather than wait for a polite close
                reader.cancel()
                with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
                    await reader


async def spammer(cfg: Config, clock: Clock, stats: Spammer) -> None:
    await asyncio.sleep(max(0.0, clock.ramp_end - time.monotonic()))
    address = ATTACKERS["spam"]
    body = new_table("hanabi", 2, cfg.bots, name="Spam")
    body["bots"] = {}  # an open table that waits for a second player: it stays in the server's memory
    limits = httpx.Limits(max_connections=cfg.spam_concurrency)
    async with httpx.AsyncClient(base_url=cfg.url, timeout=30, headers=forwarded(address), limits=limits) as http:

        async def one() -> None:
            while True:
                try:
                    response = await http.post(NEW_TABLE, json=body)
                    stats.answers[str(response.status_code)] += 1
                except httpx.HTTPError as exc:
                    stats.failures[type(exc).__name__] += 1
                    await asyncio.sleep(0.1)

        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(max(0.0, clock.stop - time.monotonic())):
                await asyncio.gather(*(one() for _ in range(cfg.spam_concurrency)))


async def attack_worker(cfg: Config, clock: Clock, report: Any) -> dict[str, Any]:
    await asyncio.sleep(max(0.0, clock.ramp_end - SCOUTING - time.monotonic()))
    slow, flood, spam = SlowReader(), Flooder(), Spammer()
    runners = {"slow_reader": slow_reader(cfg, clock, slow), "flooder": flooder(cfg, clock, flood)}
    runners["spammer"] = spammer(cfg, clock, spam)
    tasks = {}
    for name, runner in runners.items():
        if name in cfg.attackers:
            tasks[name] = asyncio.create_task(runner)
        else:
            runner.close()
    while not all(t.done() for t in tasks.values()) and time.monotonic() < clock.stop + 5:
        await asyncio.wait(tasks.values(), timeout=1)
        report({"lang": slow.lang_sent, "pings": flood.sent, "tables": spam.answers.total()})
    failed: dict[str, str] = {}
    for name, task in tasks.items():
        if not task.done():
            task.cancel()
        elif not task.cancelled() and task.exception() is not None:
            failed[name] = repr(task.exception())
    figures = {"slow_reader": plain(slow), "flooder": plain(flood), "spammer": plain(spam)}
    return {"ran": list(tasks), **figures, "failed": failed}


# -- a worker process ------------------------------------------------------------------------------------


def worker_main(role: str, spec: str) -> int:
    """A driver process: says READY, reads the clock's t0 on stdin, runs, prints its figures as JSON."""
    data = json.loads(spec)
    cfg = Config(**data["config"])
    print("READY", flush=True)
    t0 = float(sys.stdin.readline())
    clock = Clock(t0, t0 + cfg.ramp, t0 + cfg.ramp + cfg.seconds)

    def report(progress: dict[str, Any]) -> None:
        print("P " + json.dumps(progress), flush=True)

    if role == "people":
        part, parts = data["part"], cfg.processes
        indices = [i for i in range(cfg.games) if i % parts == part]
        result: Any = plain(run_loop(people_worker(cfg, clock, indices, report)))
    else:
        result = run_loop(attack_worker(cfg, clock, report))
    print("R " + json.dumps(result), flush=True)
    return 0


def run_loop(coroutine: Any) -> Any:
    try:
        import uvloop
    except ImportError:
        return asyncio.run(coroutine)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        return runner.run(coroutine)


class Worker:
    """A driver process seen from the coordinator: its latest progress line and its final figures."""

    def __init__(self, role: str, cfg: Config, part: int = 0, nice: int = 0) -> None:
        spec = json.dumps({"config": asdict(cfg), "part": part})
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", role, spec]
        preexec = (lambda: os.nice(nice)) if nice else None
        self.role = role
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, preexec_fn=preexec
        )
        self.progress: dict[str, Any] = {}
        self.result: Any = None
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("READY"):
                self.ready.set()
            elif line.startswith("P "):
                self.progress = json.loads(line[2:])
            elif line.startswith("R "):
                self.result = json.loads(line[2:])
        self.ready.set()

    def go(self, t0: float) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{t0!r}\n")
        self.process.stdin.flush()

    def finish(self, timeout: float) -> Any:
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.thread.join(5)
        if self.result is None:
            raise RuntimeError(f"the {self.role} driver gave no figures (exit status {self.process.returncode})")
        return self.result


# -- /proc: CPU and memory ----------------------------------------------------------------------------------

TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def descendants(pid: int) -> list[int]:
    """`pid` and every live process under it."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        with contextlib.suppress(OSError):
            for task in os.listdir(f"/proc/{current}/task"):
                with contextlib.suppress(OSError):
                    todo.extend(int(c) for c in Path(f"/proc/{current}/task/{task}/children").read_text().split())
    return found


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of the processes and of their children that were waited for."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError, ValueError, IndexError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += sum(int(f) for f in fields[11:15])  # utime stime cutime cstime
    return total / TICK


def machine_busy() -> float:
    """CPU seconds the whole machine spent busy (every core, every process) since boot."""
    fields = [int(f) for f in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return (sum(fields[:8]) - idle) / TICK


def status_kb(pid: int, key: str) -> int:
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


@dataclass
class Sampler:
    """CPU snapshots at the measured window's ends; memory every second."""

    server: int | None
    workers: dict[str, list[int]]
    snapshots: dict[str, dict[str, float]] = field(default_factory=dict)
    peak_rss_mb: float = 0.0
    peak_rss_measured_mb: float = 0.0
    peak_processes: int = 0
    rss_series: list[float] = field(default_factory=list)

    def cpu(self, name: str) -> None:
        shot = {"machine": machine_busy(), "coordinator": sum(os.times()[:2])}
        if self.server is not None:
            shot["server"] = cpu_seconds(descendants(self.server))
        for role, pids in self.workers.items():
            shot[role] = cpu_seconds(pids)
        self.snapshots[name] = shot

    def memory(self, measured: bool) -> None:
        if self.server is None:
            return
        pids = descendants(self.server)
        rss = sum(status_kb(pid, "VmRSS") for pid in pids) / 1024
        self.rss_series.append(round(rss, 1))
        self.peak_rss_mb = max(self.peak_rss_mb, rss)
        self.peak_processes = max(self.peak_processes, len(pids))
        if measured:
            self.peak_rss_measured_mb = max(self.peak_rss_measured_mb, rss)

    def cpu_figures(self, seconds: float) -> dict[str, Any]:
        first, last = self.snapshots.get("start"), self.snapshots.get("stop")
        if first is None or last is None:
            return {}
        spent = {name: round(last[name] - first[name], 2) for name in last if name in first}
        ours = sum(v for k, v in spent.items() if k != "machine")
        spent["others"] = round(max(0.0, spent["machine"] - ours), 2)
        spent["window"] = round(seconds, 2)
        spent["cores"] = os.cpu_count() or 0
        return spent


# -- the coordinator ------------------------------------------------------------------------------------------


@contextlib.contextmanager
def running_server(args: argparse.Namespace, folder: str) -> Iterator[tuple[str, int | None, Path | None]]:
    """(url, pid, log) of the server: started here unless `--url` names one already running."""
    if args.url:
        if args.server_pid:
            settle(args.server_pid, args.settle)
        yield args.url.rstrip("/"), args.server_pid, None
        return
    port = free_port()
    command = [sys.executable, "-m", "parlour.cli", "serve", "--port", str(port)]
    command += ["--db", f"sqlite:///{folder}/load.db", *SERVER_FLAGS, *args.server_arg]
    log = Path(folder) / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=args.server_src)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{url}/api/games", timeout=1)
                break
            except httpx.HTTPError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the server did not start:\n{log.read_text()[-2000:]}") from None
                time.sleep(0.1)
        settle(server.pid, args.settle)
        yield url, server.pid, log
    finally:
        server.terminate()
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def settle(pid: int, most: float) -> None:
    """Wait until the server is idle (under 10 % of a core for half a second): it builds the rules questions'
    indexes in a thread after it starts, which would slow the first seconds of the load."""
    deadline = time.monotonic() + most
    before = cpu_seconds(descendants(pid))
    while time.monotonic() < deadline:
        time.sleep(0.5)
        now = cpu_seconds(descendants(pid))
        if now - before < 0.05:
            return
        before = now


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def percentile(values: list[float], q: float) -> float | None:
    """Nearest rank."""
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(q * len(ordered)) - 1)], 1)


def window_figures(window: Window, seconds: float) -> dict[str, Any]:
    rtts = window.rtts
    return {
        "seconds": seconds,
        "asked": window.asked,
        "served": window.served,
        "timeouts": window.timeouts,
        "unanswered": window.asked - window.served - window.timeouts,
        "asked_per_s": round(window.asked / seconds, 1) if seconds else None,
        "errors": dict(window.errors.most_common()),
        "rtt_ms": {
            "p50": percentile(rtts, 0.5),
            "p90": percentile(rtts, 0.9),
            "p99": percentile(rtts, 0.99),
            "max": round(max(rtts), 1) if rtts else None,
        },
    }


def run_once(args: argparse.Namespace, attack: bool, show: bool) -> dict[str, Any]:
    """One run: the server (started or given), the people's drivers, the attackers if `attack`."""
    with tempfile.TemporaryDirectory() as folder, running_server(args, folder) as (url, server_pid, log):
        cfg = Config(
            url=url,
            games=args.games,
            mix=args.mix.split(","),
            bots=args.bots,
            think=args.think,
            ramp=args.ramp,
            seconds=args.seconds,
            seed=args.seed,
            processes=args.processes,
            attackers=args.attackers.split(","),
        )
        people = [Worker("people", cfg, part) for part in range(args.processes)]
        attackers = [Worker("attack", cfg, nice=args.attack_nice)] if attack else []
        workers = people + attackers
        for worker in workers:
            if not worker.ready.wait(60):
                raise RuntimeError("a driver process did not start")
        sampler = Sampler(
            server_pid,
            {
                "drivers": [w.process.pid for w in people],
                "attackers": [w.process.pid for w in attackers],
            },
        )
        t0 = time.monotonic() + 0.2
        clock = Clock(t0, t0 + cfg.ramp, t0 + cfg.ramp + cfg.seconds)
        for worker in workers:
            worker.go(t0)
        label = "attack" if attack else "load"
        with progress_bar(show) as progress:
            task = progress.add_task(label, total=int(cfg.ramp + cfg.seconds)) if progress else None
            marks = [("start", clock.ramp_end), ("stop", clock.stop)]
            while any(w.process.poll() is None for w in workers):
                now = time.monotonic()
                while marks and now >= marks[0][1]:
                    sampler.cpu(marks.pop(0)[0])
                sampler.memory(clock.ramp_end <= now <= clock.stop)
                if progress is not None and task is not None:
                    asked = sum(w.progress.get("asked", 0) for w in people)
                    phase = "ramp" if now < clock.ramp_end else "measured" if now < clock.stop else "draining"
                    progress.update(task, completed=min(now - t0, cfg.ramp + cfg.seconds))
                    progress.update(task, description=f"{label} ({phase}): {asked} moves")
                time.sleep(max(0.01, min(1.0, (marks[0][1] if marks else now + 1) - now)))
            while marks:
                sampler.cpu(marks.pop(0)[0])
        hwm = status_kb(server_pid, "VmHWM") / 1024 if server_pid is not None else None
        merged = People()
        for worker in people:
            merged.merge(worker.finish(30))
        attacks = attackers[0].finish(30) if attackers else None
        log_text = log.read_text(errors="replace") if log is not None else ""
        if log is not None and args.server_log:
            shutil.copy(log, f"{args.server_log}.{label}")
    figures: dict[str, Any] = {
        "attack": attack,
        "windows": {
            "ramp": window_figures(merged.windows["ramp"], cfg.ramp),
            "measured": window_figures(merged.windows["measured"], cfg.seconds),
        },
        "games_finished": merged.games_done,
        "tables_opened": merged.tables,
        "people_refused": dict(merged.refused),
        "people_dropped": dict(merged.drops),
        "tables_stalled": merged.stalls,
        "opening_ms": {
            step: {"count": len(times), "p50": percentile(times, 0.5), "p99": percentile(times, 0.99)}
            for step, times in merged.opening_ms.items()
        },
        "other_errors": dict(merged.other_errors),
        "driver_exceptions": dict(merged.exceptions),
        "cpu_s": sampler.cpu_figures(cfg.seconds),
        "memory_mb": {
            "peak_rss_sum": round(sampler.peak_rss_mb, 1),
            "peak_rss_sum_measured": round(sampler.peak_rss_measured_mb, 1),
            "server_hwm": None if hwm is None else round(hwm, 1),
            "server_processes": sampler.peak_processes,
            "rss_every_second": sampler.rss_series,
        },
        "server_log": {
            "tracebacks": log_text.count("Traceback"),
            "exceptions": dict(Counter(EXCEPTION_LINE.findall(log_text))),
        },
    }
    if attacks is not None:
        figures["attackers"] = attacks
    figures["bar"] = bar(figures)
    return figures


def bar(figures: dict[str, Any]) -> dict[str, bool]:
    """The issue's bar: every move served, round-trip p99 under 150 ms, no time-out, memory under 1 GB."""
    measured = figures["windows"]["measured"]
    p99 = measured["rtt_ms"]["p99"]
    memory = figures["memory_mb"]["peak_rss_sum"]
    return {
        "all_served": measured["asked"] > 0 and measured["served"] == measured["asked"],
        "p99_under_150ms": p99 is not None and p99 < 150,
        "no_timeout": measured["timeouts"] == 0,
        "memory_under_1GB": bool(memory) and memory < 1024,
    }


def describe(figures: dict[str, Any]) -> list[str]:
    """The figures of one run, as lines."""
    lines = []
    for name in WINDOWS:
        w = figures["windows"][name]
        r = w["rtt_ms"]
        lines.append(
            f"  {name} ({w['seconds']:.0f} s): asked {w['asked']} ({w['asked_per_s']}/s), served {w['served']}, "
            f"time-outs {w['timeouts']}, unanswered {w['unanswered']}; round trip p50 {r['p50']} ms, "
            f"p90 {r['p90']} ms, p99 {r['p99']} ms, max {r['max']} ms"
        )
        if w["errors"]:
            lines.append(f"    answered by an error: {w['errors']}")
    lines.append(
        f"  games finished {figures['games_finished']}, tables opened {figures['tables_opened']}, "
        f"tables stalled {figures['tables_stalled']}"
    )
    opening = figures["opening_ms"]
    lines.append(
        "  opening a table (the whole run): "
        + ", ".join(f"{step} p50 {o['p50']} ms, p99 {o['p99']} ms ({o['count']})" for step, o in opening.items())
    )
    for key in ("people_refused", "people_dropped", "other_errors", "driver_exceptions"):
        if figures[key]:
            lines.append(f"  {key.replace('_', ' ')}: {figures[key]}")
    cpu = figures["cpu_s"]
    if cpu:
        parts = [
            f"{name} {cpu[name]:.1f} s ({cpu[name] / cpu['window'] * 100:.0f} % of a core)"
            for name in ("server", "drivers", "attackers", "coordinator", "others")
            if name in cpu and (name != "attackers" or figures["attack"])
        ]
        lines.append(f"  CPU over the measured {cpu['window']:.0f} s on {cpu['cores']} cores: " + ", ".join(parts))
    memory = figures["memory_mb"]
    if memory["peak_rss_sum"]:
        lines.append(
            f"  server memory: peak RSS {memory['peak_rss_sum']:.0f} MB ({memory['server_processes']} process(es) "
            f"summed; {memory['peak_rss_sum_measured']:.0f} MB in the measured window), VmHWM {memory['server_hwm']} MB"
        )
    logged = figures["server_log"]
    if logged["tracebacks"]:
        lines.append(f"  server log: {logged['tracebacks']} tracebacks {logged['exceptions']}")
    attackers = figures.get("attackers")
    if attackers:
        slow, flood, spam = attackers["slow_reader"], attackers["flooder"], attackers["spammer"]
        seconds = figures["windows"]["measured"]["seconds"] or 1
        answered = sum(spam["answers"].values())
        ran = attackers["ran"]
        if "slow_reader" in ran:
            lines.append(
                f"  slow reader: {slow['connects']} connection(s), {slow['lang_sent']} lang requests written "
                f"({slow['bytes_sent'] / 1024:.0f} KiB), dropped {slow['drops']} times, longest blocked write "
                f"{slow['longest_block']:.1f} s, refused {slow['refused']}, no live table found {slow['no_table']}"
            )
        if "flooder" in ran:
            lines.append(
                f"  flooder: {flood['connects']} connection(s), {flood['sent']} pings sent "
                f"({flood['sent'] / seconds:.0f}/s), answers {flood['received']}, dropped {flood['drops']}, "
                f"refused {flood['refused']}"
            )
        if "spammer" in ran:
            lines.append(
                f"  table spammer: {answered} answers ({answered / seconds:.0f}/s) "
                f"by status {spam['answers']}, failures {spam['failures']}"
            )
        if attackers["failed"]:
            lines.append(f"  attackers failed: {attackers['failed']}")
    lines.append("  bar: " + ", ".join(f"{k} {'yes' if v else 'NO'}" for k, v in figures["bar"].items()))
    return lines


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games in play at once")
    parser.add_argument("--seconds", type=float, default=60, help="the measured window (after the ramp)")
    parser.add_argument("--ramp", type=float, default=10, help="seconds over which the tables start")
    parser.add_argument("--think", type=float, default=1.0, help="a scripted person's mean thinking time (s)")
    parser.add_argument("--mix", default="hanabi,regicide,rentahero", help="games, round-robin over the tables")
    parser.add_argument("--bots", default="simple", help="the bot in the other seats")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=1, help="driver processes the people are spread over")
    parser.add_argument("--attack", action="store_true", help="run the attackers beside the people")
    parser.add_argument("--compare", action="store_true", help="the same load without, then with, the attack")
    parser.add_argument("--attackers", default=",".join(ATTACK_KINDS), help="which attackers --attack runs")
    parser.add_argument("--attack-nice", type=int, default=10, help="the attackers' niceness (0: as the rest)")
    parser.add_argument(
        "--server-arg", action="append", default=[], metavar="=--FLAG=VALUE", help="pass a flag to `parlour serve`"
    )
    parser.add_argument("--server-src", metavar="DIR", help="run the server from DIR's parlour (e.g. a git archive)")
    parser.add_argument("--server-log", metavar="FILE", help="keep the server's log as FILE.load / FILE.attack")
    parser.add_argument("--url", help="drive this server (already running) instead of starting one")
    parser.add_argument("--server-pid", type=int, help="with --url: the server's pid, for its CPU and memory")
    parser.add_argument(
        "--settle", type=float, default=90, help="wait at most this long for the server to go idle before the load"
    )
    parser.add_argument("--json", metavar="FILE", help="write every figure to FILE")
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument("--worker", nargs=2, metavar=("ROLE", "SPEC"), help=argparse.SUPPRESS)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.worker:
        return worker_main(*args.worker)
    modes = [False, True] if args.compare else [args.attack]
    runs = {}
    for attack in modes:
        runs["attack" if attack else "quiet"] = run_once(args, attack, not args.no_progress)
    where = args.url or "started here" + (f" from {args.server_src}" if args.server_src else "")
    print(
        f"games at once: {args.games} ({args.mix}, bots {args.bots}); think {args.think} s; ramp {args.ramp:.0f} s, "
        f"measured {args.seconds:.0f} s; driver processes {args.processes}; server {where} "
        f"{' '.join(SERVER_FLAGS + args.server_arg) if not args.url else ''}"
    )
    for figures in runs.values():
        print("with the attack:" if figures["attack"] else "without attack:")
        print("\n".join(describe(figures)))
    if args.json:
        settings = {k: v for k, v in vars(args).items() if k not in ("worker", "no_progress")}
        Path(args.json).write_text(json.dumps({"settings": settings, "runs": runs}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
