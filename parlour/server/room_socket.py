"""A websocket in a shared replay (`/ws/replay/ROOM`): the table's connection, speaking to a room.

Everything a table's connection does to bound a client holds here too (the token bucket, sizes,
hello within 10 s, silence, a client that stops reading); only what it is connected to differs.
"""

from __future__ import annotations

from typing import Any

from parlour.engine.i18n import normalise_language
from parlour.server.clients import Client
from parlour.server.connection import REFUSED, Connection
from parlour.server.errors import TableError
from parlour.server.rooms import Member, ReplayRoom

SCREENS = ("view",)  # a member's own messages that send a whole screen back (hello and lang too)


class RoomConnection(Connection):
    member: Member | None = None

    def find(self) -> ReplayRoom:
        return self.hub.rooms.get(self.ws.path_params.get("room_id"))

    def part(self, room: Any) -> None:
        if self.member is not None:
            room.leave(self.member)

    def handle(self, room: Any, kind: str, message: dict[str, Any]) -> None:
        if kind == "ping":
            self.send({"type": "pong"})
            return
        if kind == "hello":
            self.hello_room(room, message)
            return
        if self.member is None or self.client is None:
            raise TableError("web.error.hello-first")
        if kind == "lang":
            self.lang = self.client.lang = normalise_language(str(message.get("lang", "")))
        if kind in SCREENS and not self.bucket.take(self.limits.screen_cost - 1):
            raise TableError("web.error.flood")
        room.handle(self.member, kind, message)

    def hello_room(self, room: ReplayRoom, message: dict[str, Any]) -> None:
        if self.member is not None:
            raise TableError("web.error.hello-twice")
        self.lang = normalise_language(str(message.get("lang") or "en"))
        client = Client(self.outbox, None, None, self.lang, self.address, self.browser)
        try:
            self.member = room.join(client, message.get("name"), message.get("seat"))
        except TableError as exc:
            if exc.code != "web.error.room-full":
                raise
            self.error(exc.code, **exc.params)  # trying again will not help: said, then closed
            self.close_code = REFUSED
            self.outbox.close(exc.code, drain=True)
            return
        self.client = client
