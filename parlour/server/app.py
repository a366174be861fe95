"""The web app: an ASGI app (Starlette) with a JSON API, a websocket per table and static files.

    parlour serve [--host H] [--port P] [--db URL]

The message protocol is described in docs/protocol.md. The server holds the only true state;
each client receives its seat's view and redacted log, never the state or the seed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import time
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.i18n import normalise_language, translate
from parlour.server import catalogue, companion, replays
from parlour.server.replies import error, request_lang
from parlour.server.store import Store, default_url
from parlour.server.tables import Client, Hub, Settings, TableError

log = logging.getLogger("parlour.server")

WEB = Path(__file__).resolve().parents[1] / "web"
MAX_MESSAGE = 16 * 1024  # bytes; a real message is a few hundred
MAX_BODY = 16 * 1024
RATE_WINDOW = 2.0  # seconds
RATE_LIMIT = 40  # messages per window per connection; beyond, messages are dropped with one error
HELLO_TIMEOUT = 15.0


async def read_body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise TableError("web.error.too-big")
    try:
        data = json.loads(raw or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise TableError("web.error.malformed") from None
    if not isinstance(data, dict):
        raise TableError("web.error.malformed")
    return data


LOBBY_PAGE = 30  # tables per page of the lobby's list
LOBBY_PAGE_MAX = 100


def lobby_page(query: Mapping[str, str]) -> tuple[int, tuple[float, str] | None]:
    """`?limit=N&before=UPDATED&before_id=ID` read strictly (KeyError, ValueError when malformed): the page's
    size and the table it follows (as the previous page's `next` gave it)."""
    limit = int(query.get("limit", LOBBY_PAGE))
    if not 1 <= limit <= LOBBY_PAGE_MAX:
        raise ValueError(limit)
    if "before" not in query and "before_id" not in query:
        return limit, None
    before, before_id = float(query["before"]), query["before_id"]
    if not math.isfinite(before) or not 1 <= len(before_id) <= 64:
        raise ValueError(before_id)
    return limit, (before, before_id)


def create_app(db: str | None = None, settings: Settings | None = None, store: Store | None = None) -> Starlette:
    """The app on database `db` (a SQLAlchemy URL; default: sqlite file parlour.db)."""
    store = store or Store(db or default_url())
    hub = Hub(store, settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        restored = hub.restore()
        if restored:
            log.info("restored %d unfinished tables", restored)
        await hub.resume()
        warming = asyncio.create_task(companion.warm_up())  # the rules questions' indexes, off the request path
        yield
        warming.cancel()
        await hub.close()
        store.close()

    async def index(request: Request) -> Response:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    async def games(request: Request) -> Response:
        return JSONResponse(catalogue.games(request_lang(request)))

    async def text(request: Request) -> Response:
        return JSONResponse(catalogue.ui_text(request_lang(request)))

    async def create_table(request: Request) -> Response:
        lang = request_lang(request)
        try:
            data = await read_body(request)
            table, token = hub.create(
                data.get("game"),
                data.get("players"),
                data.get("variant"),
                data.get("options"),
                data.get("name"),
                data.get("bots"),
            )
        except TableError as exc:
            return error(exc.code, lang, **exc.params)
        return JSONResponse({"table": table.summary(0), "seat": 0, "token": token})

    async def list_tables(request: Request) -> Response:
        try:
            limit, before = lobby_page(request.query_params)
        except (KeyError, ValueError):
            return error("web.error.bad-page", request_lang(request), most=LOBBY_PAGE_MAX)
        rows = store.recent(limit + 1, before)
        page: dict[str, Any] = {"tables": catalogue.lobby(rows[:limit], hub), "more": len(rows) > limit}
        if page["more"]:
            last = rows[limit - 1]
            page["next"] = {"before": last["updated"], "before_id": last["id"]}
        return JSONResponse(page)

    async def show_table(request: Request) -> Response:
        lang = request_lang(request)
        try:
            table = hub.get(request.path_params["table_id"])
        except TableError as exc:
            return error(exc.code, lang, status=404)
        return JSONResponse({"table": table.summary()})

    async def join(request: Request) -> Response:
        lang = request_lang(request)
        try:
            table = hub.get(request.path_params["table_id"])
            data = await read_body(request)
            seat, token = table.join(data.get("name"), data.get("seat"))
        except TableError as exc:
            return error(exc.code, lang, **exc.params)
        await table.broadcast_summary()
        return JSONResponse({"table": table.summary(seat), "seat": seat, "token": token})

    async def replay(request: Request) -> Response:
        lang = request_lang(request)
        try:
            table = hub.get(request.path_params["table_id"])
            data = replays.replay_message(
                table, request.query_params.get("seat"), request.query_params.get("upto"), lang
            )
        except TableError as exc:
            return error(exc.code, lang, **exc.params)
        return JSONResponse(data)

    async def record(request: Request) -> Response:
        lang = request_lang(request)
        try:
            table = hub.get(request.path_params["table_id"])
            data = replays.record_json(table, request.path_params["format"])
        except TableError as exc:
            return error(exc.code, lang, **exc.params)
        name = f"parlour-{table.game.id}-{table.id}-{request.path_params['format']}.json"
        return JSONResponse(data, headers={"Content-Disposition": f'attachment; filename="{name}"'})

    async def socket(websocket: WebSocket) -> None:
        await Connection(hub, websocket).run()

    routes = [
        Route("/", index),
        Route("/t/{table_id}", index),
        Route("/replay/{table_id}", index),
        Route("/rules/{game}", index),
        *companion.routes(),
        Route("/api/games", games),
        Route("/api/text", text),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{table_id}", show_table),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        Route("/api/tables/{table_id}/replay", replay),
        Route("/api/tables/{table_id}/record/{format}", record),
        WebSocketRoute("/ws/{table_id}", socket),
        Mount("/static", RevalidatedFiles(directory=WEB), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)

    app.state.hub = hub
    return app


class RevalidatedFiles(StaticFiles):
    """Static files that browsers revalidate (ETag) on every load: the client has no build step
    and no versioned names, so an upgraded server must never run with yesterday's app.js."""

    async def get_response(self, path: str, scope: Any) -> Response:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = "no-cache"
        return response


class Connection:
    """One websocket: hello first, then moves, language changes and host commands."""

    def __init__(self, hub: Hub, websocket: WebSocket) -> None:
        self.hub = hub
        self.ws = websocket
        self.client: Client | None = None
        self.lang = "en"
        self.recent: list[float] = []
        self.warned = False

    async def send(self, message: dict[str, Any]) -> None:
        await self.ws.send_text(json.dumps(message, ensure_ascii=False, separators=(",", ":")))

    async def error(self, code: str, **params: Any) -> None:
        await self.send({"type": "error", "code": code, "message": translate(code, self.lang, **params)})

    async def run(self) -> None:
        await self.ws.accept()
        try:
            table = self.hub.get(self.ws.path_params.get("table_id"))
        except TableError as exc:
            await self.error(exc.code)
            await self.ws.close(code=4404)
            return
        try:
            while True:
                timeout = HELLO_TIMEOUT if self.client is None else None
                raw = await asyncio.wait_for(self.ws.receive(), timeout)
                if raw["type"] == "websocket.disconnect":
                    break
                await self.handle(table, raw.get("text"), raw.get("bytes"))
        except (TimeoutError, WebSocketDisconnect, RuntimeError):
            pass
        finally:
            if self.client is not None:
                table.clients.discard(self.client)
            self.hub.release(table)

    def flooding(self) -> bool:
        now = time.monotonic()
        self.recent = [t for t in self.recent if now - t < RATE_WINDOW]
        self.recent.append(now)
        return len(self.recent) > RATE_LIMIT

    async def handle(self, table: Any, text: str | None, data: bytes | None) -> None:
        if self.flooding():
            if not self.warned:  # one error per flood, then silence: a flood costs the server little
                self.warned = True
                await self.error("web.error.flood")
            return
        self.warned = False
        if text is None or len(text) > MAX_MESSAGE:
            await self.error("web.error.too-big" if text is not None or data else "web.error.malformed")
            return
        try:
            message = json.loads(text)
        except ValueError:
            await self.error("web.error.malformed")
            return
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            await self.error("web.error.malformed")
            return
        kind = message["type"]
        try:
            if kind == "hello":
                await self.hello(table, message)
            elif kind == "ping":
                await self.send({"type": "pong"})
            elif self.client is None:
                await self.error("web.error.hello-first")
            elif kind == "act":
                await self.act(table, message)
            elif kind == "lang":
                self.lang = self.client.lang = normalise_language(str(message.get("lang", "")))
                await self.send({"type": "table", "table": table.summary(self.client.seat)})
                if table.state is not None:
                    await self.send(table.message_for(self.client))
            elif kind == "start":
                await table.start(self.client.seat)
            elif kind == "bot":
                table.set_bot(self.client.seat, message.get("seat"), message.get("bot"))
                await table.broadcast_summary()
            else:
                await self.error("web.error.unknown-type")
        except TableError as exc:
            await self.send({"type": "error", "code": exc.code, "message": exc.text(self.lang)})
        except IllegalAction as exc:
            await self.send({"type": "error", "code": exc.rule, "message": exc.text(self.lang)})
        except BadInput as exc:
            code = exc.code if exc.code else "engine.input.malformed"
            message_text = translate(code, self.lang)
            await self.send({"type": "error", "code": code, "message": message_text, "detail": str(exc)[:200]})

    async def hello(self, table: Any, message: dict[str, Any]) -> None:
        if self.client is not None:
            await self.error("web.error.hello-twice")
            return
        self.lang = normalise_language(str(message.get("lang") or "en"))
        token = message.get("token")
        seat = table.seat_for_token(token) if token is not None else None
        if token is not None and seat is None:
            await self.error("web.error.token")
            return
        self.client = Client(self.send, seat, self.lang)
        table.clients.add(self.client)
        await self.send({"type": "welcome", "seat": seat, "table": table.summary(seat)})
        if table.state is not None:
            await self.send(table.message_for(self.client))

    async def act(self, table: Any, message: dict[str, Any]) -> None:
        assert self.client is not None
        seat = self.client.seat
        if seat is None:
            await self.error("web.error.spectator")
            return
        if not table.is_current(seat, message.get("seq"), message.get("action")):
            await self.error("web.error.stale")
            self.client.sent_lang = ""  # resend the whole screen
            await self.send(table.message_for(self.client))
            return
        await table.act(seat, message.get("action"))


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str | None = None,
    window_seconds: float = 20.0,
    bot_delay: float = 0.6,
) -> int:
    """Run the app with uvicorn until interrupted."""
    import uvicorn

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app(db, Settings(window_seconds=window_seconds, bot_delay=bot_delay))
    print(f"Parlour is serving at http://{host}:{port}  (database: {db or default_url()}; Ctrl+C stops)")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=MAX_MESSAGE * 4)
    return 0
