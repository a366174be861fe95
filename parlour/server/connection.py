"""One websocket: hello first, then moves, language changes, seat and host commands.

Two tasks serve a connection. The reader takes one message at a time: it pays for it from the
connection's token bucket (a full screen costs more than a move), parses it within bounds and
hands it to the table, then yields, so a flood never holds the event loop. The writer drains
the client's outgoing queue onto the socket; a client that stops reading (its queue overflows,
or a send does not finish in time) is dropped at once, as is a flooder, a client that never says
hello, or one that falls silent.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.i18n import normalise_language, translate
from parlour.server import wire
from parlour.server.browser import browser_of
from parlour.server.clients import Client, Outbox, encode
from parlour.server.errors import TableError
from parlour.server.hub import Hub
from parlour.server.limits import TokenBucket, address_key
from parlour.server.tables import LiveTable
from parlour.server.transport import ABORT

log = logging.getLogger("parlour.server")

# Close codes (4000-4999 are the application's): the client reconnects after 4008 and 1001.
BEHIND = 4008  # it stopped reading: reconnect and get the whole screen
FLOOD = 1008  # policy violation: too many messages
SILENT = 4001  # no hello in time, or nothing at all for too long
REFUSED = 4429  # too many connections from this address, or to this table
NO_TABLE = 4404

# Each sends the whole screen back. (`asking` sends the seat's own screen only, as a move sends
# screens: one token, so a person changing several settings at once is never refused.)
SCREEN_MESSAGES = ("hello", "lang")
# A hello refused for these is answered, then the connection closed (trying again will not help).
HELLO_REFUSALS = ("web.error.seated", "web.error.crowded", "web.error.token")


class Connection:
    def __init__(self, hub: Hub, websocket: WebSocket) -> None:
        self.hub = hub
        self.ws = websocket
        self.limits = hub.settings.limits
        self.client: Client | None = None
        self.lang = "en"
        self.address = address_key(websocket.client.host if websocket.client else "unknown")
        self.browser = browser_of(websocket.scope)
        # The account signed in (the session cookie): never served the spectator view of a live
        # table it sits at, whichever browser it comes from.
        people = hub.accounts
        signed = people.signed_in(websocket) if people is not None else None
        self.account = None if signed is None else signed.id
        self.outbox = Outbox(self.limits)
        self.bucket = TokenBucket(self.limits.rate, self.limits.burst)
        # Messages over budget are dropped; dropping costs from a second bucket, and a client that
        # empties it (far over its budget for a while, not one burst) is disconnected.
        self.drops = TokenBucket(self.limits.rate, self.limits.flood_drops)
        self.flooding = False
        self.flooded = False
        self.opened = self.last_heard = asyncio.get_running_loop().time()
        self.sending_since: float | None = None  # when the message being written began
        self.writer: asyncio.Task[None] | None = None
        self.close_code = 1000

    # -- sending ---------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        self.outbox.push(encode(message))

    def error(self, code: str, **params: Any) -> None:
        self.send({"type": "error", "code": code, "message": translate(code, self.lang, **params)})

    async def write(self) -> None:
        """Drain the outgoing queue onto the socket (the hub's watchdog gives up on a socket that
        does not take a message within `send_timeout`: see `check`)."""
        loop = asyncio.get_running_loop()
        self.writer = asyncio.current_task()  # for the watchdog to stop
        while True:
            text = await self.outbox.next()
            if text is None:
                if self.outbox.closed == "behind":
                    self.close_code = BEHIND
                return
            self.sending_since = loop.time()
            try:
                await self.ws.send_text(text)
            except Exception:  # the connection broke: the reader finds out too
                return
            finally:
                self.sending_since = None

    def check(self, now: float) -> None:
        """The hub's watchdog, every half second: time-outs without a timer per message.

        A connection that has not said hello within `hello_timeout` of opening, or has sent
        nothing for `idle_timeout`, is told so and closed; one whose socket has not taken a
        message for `send_timeout` is dropped at once (it stopped reading).
        """
        if self.sending_since is not None and now - self.sending_since > self.limits.send_timeout:
            self.close_code = BEHIND
            self.outbox.close("behind")
            if self.writer is not None:
                self.writer.cancel()
            return
        silent = now - self.opened > self.limits.hello_timeout if self.client is None else False
        if (silent or now - self.last_heard > self.limits.idle_timeout) and self.outbox.closed is None:
            self.error("web.error.silent")
            self.close_code = SILENT
            self.outbox.close("silent", drain=True)

    # -- the session -----------------------------------------------------------------------

    async def run(self) -> None:
        refusal = self.hub.admit(self.address)
        if refusal == "web.error.slow-down":
            # Handshakes faster than a person reconnects: refused before the upgrade (HTTP 403),
            # so not one frame of what follows is read or parsed.
            await self.ws.close(REFUSED)
            return
        try:
            await self.ws.accept()
            if refusal is not None:  # too many tabs: said in words, then closed
                self.error(refusal)
                await self._flush_and_close(REFUSED)
                return
            await self._serve()
        except Exception:  # a peer gone before the upgrade finished, or our bug: logged, never raised
            log.debug("a websocket ended with an error", exc_info=True)
        finally:
            if refusal is None:
                self.hub.depart(self.address)

    def find(self) -> Any:
        """What this connection serves, from its path (TableError when there is no such thing)."""
        return self.hub.get(self.ws.path_params.get("table_id"))

    def part(self, table: Any) -> None:
        """The connection ended: the table forgets its client."""
        if self.client is not None:
            table.disconnect(self.client)
            self.hub.release(table)

    async def _serve(self) -> None:
        try:
            table = self.find()
        except TableError as exc:
            self.error(exc.code)
            await self._flush_and_close(NO_TABLE)
            return
        writer = asyncio.create_task(self.write())
        reader = asyncio.create_task(self.read(table))
        self.hub.sockets.add(self)
        try:
            await asyncio.wait({writer, reader}, return_when=asyncio.FIRST_COMPLETED)
            if not writer.done() and self.outbox.closed is not None:
                await asyncio.wait({writer}, timeout=2.0)  # the last words queued (why it hangs up)
        finally:
            self.hub.sockets.discard(self)
            for task in (reader, writer):
                task.cancel()
            for task in (reader, writer):
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
            self.part(table)
            await self._hang_up()

    async def read(self, table: Any) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                raw = await self.ws.receive()
            except (WebSocketDisconnect, RuntimeError):
                return
            self.last_heard = loop.time()
            if raw["type"] == "websocket.disconnect":
                return
            if self.outbox.closed is not None:
                return
            await self.receive(table, raw.get("text"))
            if self.flooded:
                await self._last_word("web.error.flooded", FLOOD)
                return
            await asyncio.sleep(0)  # one message at a time: others get the loop in between

    async def receive(self, table: Any, text: str | None) -> None:
        """One message: paid for, parsed, handled; any refusal is an error for this client alone."""
        if not self.bucket.take(1.0):
            if not self.flooding:  # one error per flood, then silence: a flood costs the server little
                self.flooding = True
                self.error("web.error.flood")
            self.flooded = not self.drops.take(1.0)
            return
        if self.flooding and self.drops.full():  # the flood is over once its drops are forgiven
            self.flooding = False
        if text is None:  # a binary frame
            self.error("web.error.malformed")
            return
        try:
            message = wire.parse_object(text, self.limits.max_message, self.limits.max_depth)
            kind = message.get("type")
            if not isinstance(kind, str):
                raise TableError("web.error.malformed")
            if kind in SCREEN_MESSAGES and not self.bucket.take(self.limits.screen_cost - 1):
                raise TableError("web.error.flood")
            self.handle(table, kind, message)
        except TableError as exc:
            self.error(exc.code, **exc.params)
            # A stale move is answered with the whole screen again: that costs what a screen costs.
            if exc.code == "web.error.stale" and self.client is not None and self.bucket.take(self.limits.screen_cost):
                self.client.sent_lang = ""
                table.send_screen(self.client)
            if exc.code in HELLO_REFUSALS:
                self.close_code = REFUSED
                self.outbox.close(exc.code, drain=True)
        except IllegalAction as exc:
            self.send({"type": "error", "code": exc.rule, "message": exc.text(self.lang)})
        except BadInput as exc:
            code = exc.code if exc.code else "engine.input.malformed"
            self.send({"type": "error", "code": code, "message": translate(code, self.lang), "detail": str(exc)[:200]})

    def handle(self, table: LiveTable, kind: str, message: dict[str, Any]) -> None:
        if kind == "ping":
            self.send({"type": "pong"})
            return
        if kind == "hello":
            self.hello(table, message)
            return
        client = self.client
        if client is None:
            raise TableError("web.error.hello-first")
        if kind == "lang":
            self.lang = client.lang = normalise_language(str(message.get("lang", "")))
            client.send({"type": "table", "table": table.summary(client.seat)})
            client.sent_lang = ""
            table.send_screen(client)
            return
        seat = client.seat
        if kind == "act":
            if seat is None:
                raise TableError("web.error.spectator")
            table.act(seat, message.get("seq"), message.get("action"))
        elif kind == "note":
            if seat is None:
                raise TableError("web.error.spectator")
            table.note(seat, message.get("card"), message.get("text"))
        elif kind == "start":
            table.start(seat)
        elif kind == "bot":
            table.set_bot(seat, message.get("seat"), message.get("bot"))
        elif kind == "asking":
            if seat is None:
                raise TableError("web.error.spectator")
            table.set_asking(seat, message.get("levels"))
            if table.state is None:  # before the start: the levels come back with the first screen
                client.send({"type": "asking", "levels": table.levels(table.seats[seat])})
        elif kind in ("leave", "resign", "back"):
            if seat is None:
                raise TableError("web.error.spectator")
            getattr(table, kind)(seat)
            if client.seat is None:  # left before the start: a spectator now
                client.send({"type": "table", "table": table.summary(None)})
        else:
            raise TableError("web.error.unknown-type")

    def hello(self, table: LiveTable, message: dict[str, Any]) -> None:
        if self.client is not None:
            raise TableError("web.error.hello-twice")
        self.lang = normalise_language(str(message.get("lang") or "en"))
        token = message.get("token")
        seat = table.seat_for_token(token) if token is not None else None
        if token is not None and seat is None:
            raise TableError("web.error.token")
        if seat is None:
            if table.live and (
                table.seat_of_browser(self.browser) is not None or table.seat_of_account(self.account) is not None
            ):
                raise TableError("web.error.seated")  # no spectator's view of a table one plays at
            if len(table.clients) >= self.limits.connections_per_table:
                raise TableError("web.error.crowded")
        self.client = Client(self.outbox, seat, table.audience_for(seat), self.lang, self.address, self.browser)
        self.hub.watch(table)
        table.connect(self.client)

    # -- hanging up ------------------------------------------------------------------------

    async def _last_word(self, code: str, close_code: int) -> None:
        """Tell the client why it is dropped (if its socket takes it soon), and stop serving it."""
        text = encode({"type": "error", "code": code, "message": translate(code, self.lang)})
        self.close_code = close_code
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.send_text(text), 1.0)
        self.outbox.close(code)

    async def _flush_and_close(self, code: int) -> None:
        """Send what is queued (an error saying why), then close with `code`."""
        while self.outbox.items:
            text, _size = self.outbox.items.popleft()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.send_text(text), 1.0)
        self.close_code = code
        await self._hang_up()

    async def _hang_up(self) -> None:
        """Close the socket; one that does not take the close frame in time is dropped outright."""
        abort = self.ws.scope.get("extensions", {}).get(ABORT)
        if self.close_code == BEHIND and abort is not None:
            abort()
            return
        try:
            await asyncio.wait_for(self.ws.close(self.close_code), 1.0)
        except TimeoutError:
            if abort is not None:
                abort()
        except Exception:  # already closed
            pass
