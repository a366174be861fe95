"""One client of a table (a websocket) as the table sees it: who it is, and its outgoing queue.

A table never waits on a client: it encodes a message once and pushes it onto each recipient's
bounded queue, which the client's own writer task drains onto its socket. A client whose queue
overflows (it stopped reading) is disconnected; on reconnecting it is sent the whole screen.
"""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass
from typing import Any, Literal

import orjson

from parlour.server.limits import Limits

# Who a client is, as far as what it may see goes: a seat's number, or a spectator who sees the
# public table ("public") or every hand ("all", where the game's spectator view shows them).
Audience = int | Literal["public", "all"]


def encode(message: dict[str, Any]) -> str:
    """A message as JSON text (orjson: several times faster than the standard library, and every
    client of every table is sent one after each move)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


def utf8_size(text: str) -> int:
    """The bytes `text` takes on the wire (the queue's bound is in bytes, not characters)."""
    return len(text) if text.isascii() else len(text.encode("utf-8"))


class Outbox:
    """A bounded queue of encoded messages; closing it tells the writer to hang up."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.items: deque[tuple[str, int]] = deque()
        self.size = 0
        self.ready = asyncio.Event()
        self.closed: str | None = None  # why: "behind" (the client stopped reading), "closed"

    def push(self, text: str, size: int | None = None) -> bool:
        """Queue `text` (`size`: its length in UTF-8, when known); False (and the client is to be
        dropped) when it is too far behind."""
        if self.closed is not None:
            return False
        size = utf8_size(text) if size is None else size
        if len(self.items) >= self.limits.queue_messages or self.size + size > self.limits.queue_bytes:
            self.close("behind")
            return False
        self.items.append((text, size))
        self.size += size
        self.ready.set()
        return True

    def close(self, why: str = "closed", drain: bool = False) -> None:
        """Hang up: at once (the queue is dropped), or once what is queued is sent (`drain`)."""
        if self.closed is None:
            self.closed = why
        if not drain:
            self.items.clear()
            self.size = 0
        self.ready.set()

    async def next(self) -> str | None:
        """The next message to write, or None once closed (and drained)."""
        while not self.items and self.closed is None:
            self.ready.clear()
            await self.ready.wait()
        if not self.items:
            return None
        text, size = self.items.popleft()
        self.size -= size
        return text


@dataclass(eq=False)
class Client:
    """A websocket watching a table: a seat (it sent that seat's token) or a spectator."""

    outbox: Outbox
    seat: int | None
    audience: Audience | None  # None: a spectator of a table whose spectators see nothing
    lang: str = "en"
    address: str = ""
    browser: str | None = None  # the hash of the browser's cookie, when it sent one
    sent_log: int = 0  # how many log lines this client already has
    sent_lang: str = ""

    def send(self, message: dict[str, Any]) -> bool:
        return self.outbox.push(encode(message))

    def push(self, text: str, size: int | None = None) -> bool:
        return self.outbox.push(text, size)
