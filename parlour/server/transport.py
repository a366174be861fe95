"""uvicorn's websocket protocol, with a way for the app to drop a connection at once.

A client that stopped reading has a full send buffer: closing its websocket politely waits for
that buffer to drain, which it never will. The app finds `abort` in the connection's scope
(`scope["extensions"]["parlour.abort"]`) and drops the connection, buffer and all. Protocol
pings never reach the app (uvicorn answers them itself), so a peer that pings without reading
would pile up pongs in the send buffer: past `PONG_BACKLOG` bytes it is dropped.
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

ABORT = "parlour.abort"
PONG_BACKLOG = 256 * 1024  # bytes waiting to be sent when a ping comes: the peer is not reading


class AbortableWebSocket(WebSocketsSansIOProtocol):
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
