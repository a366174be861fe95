"""A real server in a subprocess and raw sockets, for the tests whose behaviour is the transport's.

`running_server` starts `parlour serve` (the command itself) or, where a test needs limits the
command has no flag for (rates, queues, time-outs, uvicorn's protocol pings), the same
`parlour.server.app.serve` from a two-line launcher. `RawSocket` speaks just enough HTTP/1.1
and websocket framing to be a client that misbehaves: a tiny receive buffer, never reading,
never answering the protocol's pings, sending headers without the body they announce.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import socket
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

LAUNCHER = """
import json, sys
from parlour.server.app import serve
from parlour.server.limits import Limits
from parlour.server.tables import Settings
port, db, limits, ping = json.loads(sys.argv[1])
settings = Settings(window_seconds=1000, bot_delay=0, bot_workers=0, limits=Limits(**limits))
serve(port=port, db=db, settings=settings, ping_interval=ping)
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def rss_kib(self) -> int:
        """The server process's resident memory, in KiB (Linux)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise AssertionError("no VmRSS")


@contextlib.contextmanager
def running_server(
    tmp_path: Path, limits: dict[str, Any] | None = None, ping_interval: float | None = None
) -> Iterator[Server]:
    """A server on a fresh SQLite file: `parlour serve` itself when neither `limits` nor
    `ping_interval` is given, else the launcher with those `Limits` fields and uvicorn ping interval."""
    port = free_port()
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    if limits is None and ping_interval is None:
        command = [sys.executable, "-m", "parlour.cli", "serve", "--port", str(port), "--db", db]
        command += ["--bot-delay", "0", "--bot-workers", "0", "--window-seconds", "1000"]
    else:
        config = json.dumps([port, db, limits or {}, 20.0 if ping_interval is None else ping_interval])
        command = [sys.executable, "-c", LAUNCHER, config]
    with serving(command, port) as process:
        yield Server(port, process)


@contextlib.contextmanager
def serving(command: list[str], port: int) -> Iterator[subprocess.Popen[bytes]]:
    """Run a server `command` listening on `port`: started, waited for, stopped afterwards."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=2)
                break
            except httpx.HTTPError:
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    raise RuntimeError(process.stderr.read().decode() if process.stderr else "no server") from None
                time.sleep(0.1)
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)


class RawSocket:
    """A TCP connection to the server, driven byte by byte."""

    def __init__(self, port: int, rcvbuf: int | None = None, timeout: float = 20.0) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf is not None:  # before connecting, so the window the server sees is small from the start
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.settimeout(timeout)
        self.sock.connect(("127.0.0.1", port))
        self.pending = b""

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()

    def __enter__(self) -> RawSocket:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- HTTP --------------------------------------------------------------------------------

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def read_head(self) -> tuple[int, dict[str, str]]:
        """The status and headers of the response (its body, if any, stays in `pending`)."""
        while b"\r\n\r\n" not in self.pending:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError(f"closed before a response: {self.pending!r}")
            self.pending += chunk
        head, self.pending = self.pending.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        return int(lines[0].split()[1]), headers

    def read_body(self, length: int) -> bytes:
        while len(self.pending) < length:
            chunk = self.sock.recv(65536)
            if not chunk:
                break
            self.pending += chunk
        body, self.pending = self.pending[:length], self.pending[length:]
        return body

    # -- websocket ---------------------------------------------------------------------------

    def handshake(self, path: str) -> None:
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.send(request.encode())
        status, _headers = self.read_head()
        assert status == 101, status

    def send_frame(self, opcode: int, payload: bytes) -> None:
        """One masked, final frame (a client's frames are masked)."""
        self.send(self.frame(opcode, payload))

    @staticmethod
    def frame(opcode: int, payload: bytes) -> bytes:
        """The bytes of one masked, final frame."""
        head = bytes([0x80 | opcode])
        size = len(payload)
        if size < 126:
            head += bytes([0x80 | size])
        elif size < 1 << 16:
            head += bytes([0x80 | 126]) + struct.pack("!H", size)
        else:
            head += bytes([0x80 | 127]) + struct.pack("!Q", size)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        return head + mask + masked

    def send_json(self, message: dict[str, Any]) -> None:
        self.send_frame(0x1, json.dumps(message).encode())

    def read_all(self, timeout: float) -> tuple[list[tuple[int, bytes]], bool]:
        """Every frame until the server closes the connection or `timeout` passes: (frames, closed)."""
        self.sock.settimeout(timeout)
        closed = False
        try:
            while True:
                chunk = self.sock.recv(65536)
                if not chunk:
                    closed = True
                    break
                self.pending += chunk
        except (TimeoutError, ConnectionResetError):
            closed = closed or not isinstance(sys.exc_info()[1], TimeoutError)
        frames = []
        data = self.pending
        while len(data) >= 2:
            opcode, size, start = data[0] & 0x0F, data[1] & 0x7F, 2
            if size == 126:
                size, start = struct.unpack("!H", data[2:4])[0], 4
            elif size == 127:
                size, start = struct.unpack("!Q", data[2:10])[0], 10
            if len(data) < start + size:
                break
            frames.append((opcode, data[start : start + size]))
            data = data[start + size :]
        return frames, closed
