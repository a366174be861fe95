"""uvicorn's websocket protocol, with a way for the app to drop a connection at once.

A client that stopped reading has a full send buffer: closing its websocket politely waits for
that buffer to drain, which it never will. The app finds `abort` in the connection's scope
(`scope["extensions"]["parlour.abort"]`) and drops the connection, buffer and all. Protocol
pings never reach the app (uvicorn answers them itself), so a peer that pings without reading
would pile up pongs in the send buffer: past `PONG_BACKLOG` bytes it is dropped.

Frames are parsed in Python before the app sees any of them, so a flood of tiny frames costs the
server its parsing whatever the app then drops. Each connection's bytes in therefore pass a
token bucket first (`Inbound`): a peer over it is dropped before its bytes are parsed. A person's
messages are a few hundred bytes each, a few a second.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from parlour.server.limits import TokenBucket

ABORT = "parlour.abort"
PONG_BACKLOG = 256 * 1024  # bytes waiting to be sent when a ping comes: the peer is not reading


@dataclass(frozen=True)
class Inbound:
    """Bytes a connection may send: `burst` at once, then `rate` a second."""

    rate: float = 16 * 1024
    burst: float = 64 * 1024


class AbortableWebSocket(WebSocketsSansIOProtocol):
    inbound: ClassVar[Inbound] = Inbound()  # `parlour serve` sets it from its limits

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        self.bytes_in = TokenBucket(self.inbound.rate, self.inbound.burst)

    def data_received(self, data: bytes) -> None:
        if not self.bytes_in.take(len(data)):
            self.transport.abort()  # a flood: dropped before its frames cost any parsing
            return
        super().data_received(data)

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)
        if scope is not None:  # absent when the handshake was refused
            scope["extensions"][ABORT] = self.transport.abort

    def handle_ping(self) -> None:
        if self.transport.get_write_buffer_size() > PONG_BACKLOG:
            self.transport.abort()
            return
        super().handle_ping()
