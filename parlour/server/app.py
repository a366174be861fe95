"""The web app: an ASGI app (Starlette) with a JSON API, a websocket per table and static files.

    parlour serve [--host H] [--port P] [--db URL]

The message protocol is described in docs/protocol.md. The server holds the only true state;
each client receives its seat's view and redacted log, never the state or the seed.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import logging
import math
import re
import time
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any, Literal

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.server import accounts, catalogue, companion, passkeys, profiles, replays, wire
from parlour.server.browser import BrowserCookie, browser_of
from parlour.server.connection import Connection
from parlour.server.errors import TableError
from parlour.server.hub import Hub
from parlour.server.limits import address_key
from parlour.server.replies import error, request_lang
from parlour.server.room_socket import RoomConnection
from parlour.server.store import Store, default_url
from parlour.server.tables import Settings, notes_message
from parlour.server.transport import AbortableWebSocket, Inbound

log = logging.getLogger("parlour.server")

WEB = Path(__file__).resolve().parents[1] / "web"
LOBBY_PAGE = 30  # tables per page of the lobby's list
LOBBY_PAGE_MAX = 100
FINISHED_PAGE_SECONDS = 5.0  # the finished games' list is read again at most this often
PRIVATE = {"Cache-Control": "no-store"}  # a seat's token, a game's record: never kept by a cache
NUMBER = re.compile(r"[0-9]+(\.[0-9]+)?")  # a page's bound as the previous page gave it: ASCII only


def address_of(request: Request | WebSocket) -> str:
    """Whom the per-address limits count: the client's address (behind a trusted proxy, the one it
    forwarded), an IPv6 one by its /64 (one home network has billions of them)."""
    return address_key(request.client.host if request.client else "unknown")


def lobby_page(query: Mapping[str, str]) -> tuple[int, tuple[float, str] | None]:
    """`?limit=N&before=UPDATED&before_id=ID` read strictly (KeyError, ValueError when malformed): the page's
    size and the table it follows (as the previous page's `next` gave it)."""
    given = query.get("limit", str(LOBBY_PAGE))
    if not given.isascii() or not given.isdigit():
        raise ValueError(given)
    limit = int(given)
    if not 1 <= limit <= LOBBY_PAGE_MAX:
        raise ValueError(limit)
    if "before" not in query and "before_id" not in query:
        return limit, None
    given_before, before_id = query["before"], query["before_id"]
    if not NUMBER.fullmatch(given_before):
        raise ValueError(given_before)
    before = float(given_before)
    if not math.isfinite(before) or not 1 <= len(before_id) <= 64:
        raise ValueError(before_id)
    return limit, (before, before_id)


def create_app(db: str | None = None, settings: Settings | None = None, store: Store | None = None) -> Starlette:
    """The app on database `db` (a SQLAlchemy URL; default: sqlite file parlour.db)."""
    store = store or Store(db or default_url())
    hub = Hub(store, settings)
    limits = hub.settings.limits
    people = accounts.Accounts(store, limits.signins_per_minute, limits.signins_per_name, limits.signups_per_minute)
    hub.accounts = people

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        restored = hub.restore()
        if restored:
            log.info("restored %d live tables", restored)
        await hub.resume()
        warming = asyncio.create_task(companion.warm_up())  # the rules questions' indexes, off the request path
        warming.add_done_callback(lambda _task: settle_garbage_collector())
        yield
        warming.cancel()
        await hub.close()
        store.close()

    async def body(request: Request) -> dict[str, Any]:
        return await wire.read_body(request, limits.max_body, limits.max_depth)

    async def index(request: Request) -> Response:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    async def not_found(request: Request) -> Response:
        """Any other address: a JSON refusal for the API, else the client's own "not found" page
        (in the reader's language, with a way home) under a 404 status, never a bare "Not Found"."""
        if request.url.path.startswith(("/api/", "/static/", "/games/")):
            return error("web.not-found", request_lang(request), 404)
        return FileResponse(WEB / "index.html", status_code=404, headers={"Cache-Control": "no-cache"})

    async def games(request: Request) -> Response:
        return JSONResponse(catalogue.games(request_lang(request)))

    async def text(request: Request) -> Response:
        return JSONResponse(catalogue.ui_text(request_lang(request)))

    async def create_table(request: Request) -> Response:
        lang = request_lang(request)
        try:
            data = await body(request)
            account = people.for_change(request)  # signed in: the seat is the account's
            table, token = hub.create(
                data, address_of(request), browser_of(request.scope), None if account is None else account.id
            )
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse({"table": table.summary(0), "seat": 0, "token": token}, headers=PRIVATE)

    async def my_games(request: Request) -> Response:
        """ "My games": every live table the signed-in account sits at, its moves first, with the
        deadline of turn-based ones and the server's time (a client's clock may be wrong)."""
        account = people.signed_in(request)
        if account is None:
            return error("web.account.error.signed-out", request_lang(request), status=401)
        found = hub.waiting_games(account.id)
        return JSONResponse(
            {"games": found, "now_ms": int(hub.settings.now() * 1000), "yours": sum(g["yours"] for g in found)},
            headers=PRIVATE,
        )

    def reading(request: Request) -> None:
        """Pages that cost a query or a replay: at most so many a minute from one address."""
        if not hub.reads.take(address_of(request)):
            raise TableError("web.error.slow-down", status=429)

    finished_pages: dict[tuple[int, tuple[float, str] | None], tuple[float, list[dict[str, Any]]]] = {}

    def finished_rows(limit: int, before: tuple[float, str] | None) -> list[dict[str, Any]]:
        """The finished games' rows, kept a few seconds (every home page asks for the newest)."""
        now = time.monotonic()
        found = finished_pages.get((limit, before))
        if found is None or now - found[0] > FINISHED_PAGE_SECONDS:
            if len(finished_pages) > 64:
                finished_pages.clear()
            found = finished_pages[(limit, before)] = (now, store.recent(limit + 1, before, finished=True))
        return found[1]

    async def list_tables(request: Request) -> Response:
        lang = request_lang(request)
        try:
            reading(request)
            limit, before = lobby_page(request.query_params)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status)
        except (KeyError, ValueError):
            return error("web.error.bad-page", lang, most=LOBBY_PAGE_MAX)
        browser = browser_of(request.scope)
        if request.query_params.get("finished") == "1":
            rows = finished_rows(limit, before)
            page: dict[str, Any] = {"tables": catalogue.finished(rows[:limit], hub, browser), "more": len(rows) > limit}
            if page["more"]:
                page["next"] = {"before": rows[limit - 1]["updated"], "before_id": rows[limit - 1]["id"]}
            return JSONResponse(page)
        live, more = hub.lobby(limit, before)
        signed = people.signed_in(request)
        page = {"tables": catalogue.lobby(live, browser, None if signed is None else signed.id), "more": more}
        if more:
            page["next"] = {"before": live[-1].updated, "before_id": live[-1].id}
        return JSONResponse(page)

    async def show_table(request: Request) -> Response:
        lang = request_lang(request)
        try:
            table = hub.get(request.path_params["table_id"])
        except TableError as exc:
            return error(exc.code, lang, status=exc.status)
        summary = table.summary()
        summary["your_seat"] = table.seat_of_browser(browser_of(request.scope))
        return JSONResponse({"table": summary})

    async def join(request: Request) -> Response:
        lang = request_lang(request)
        try:
            table = hub.get(request.path_params["table_id"])
            data = await body(request)
            if not hub.joins.take(address_of(request)):
                raise TableError("web.error.slow-down", status=429)
            account = people.for_change(request)
            seat, token = table.join(
                data.get("name"), data.get("seat"), browser_of(request.scope), None if account is None else account.id
            )
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        table.broadcast_summary()
        return JSONResponse({"table": table.summary(seat), "seat": seat, "token": token}, headers=PRIVATE)

    async def replay(request: Request) -> Response:
        lang = request_lang(request)
        try:
            reading(request)
            table = hub.get(request.path_params["table_id"])
            data = replays.replay_message(
                table, request.query_params.get("seat"), request.query_params.get("upto"), lang
            )
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse(data)

    async def notes(request: Request) -> Response:
        """A seat's own notes (its replays show them): the seat's token in the body, never in the
        address, so that no log or history keeps it."""
        lang = request_lang(request)
        try:
            reading(request)
            table = hub.get(request.path_params["table_id"])
            seat = table.seat_for_token((await body(request)).get("token"))
            if seat is None:
                raise TableError("web.error.token", status=403)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse({"seat": seat, **notes_message(table.notes.get(seat, {}))}, headers=PRIVATE)

    async def record(request: Request) -> Response:
        lang = request_lang(request)
        try:
            reading(request)
            table = hub.get(request.path_params["table_id"])
            data = replays.record_json(table, request.path_params["format"])
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        name = f"parlour-{table.game.id}-{table.id}-{request.path_params['format']}.json"
        headers = {"Content-Disposition": f'attachment; filename="{name}"', **PRIVATE}
        return JSONResponse(data, headers=headers)

    async def renderer(request: Request) -> Response:
        return renderer_response(request, request.path_params["game"], "js")

    async def style(request: Request) -> Response:
        return renderer_response(request, request.path_params["game"], "css")

    async def module(request: Request) -> Response:
        return renderer_response(request, request.path_params["game"], "module", request.path_params["name"])

    async def open_room(request: Request) -> Response:
        lang = request_lang(request)
        try:
            reading(request)
            table = hub.get(request.path_params["table_id"])
            data = await body(request)
            room = hub.rooms.open(table, address_of(request), data.get("index"))
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse({"room": room.summary()})

    async def socket(websocket: WebSocket) -> None:
        await Connection(hub, websocket).run()

    async def room_socket(websocket: WebSocket) -> None:
        await RoomConnection(hub, websocket).run()

    routes = [
        Route("/", index),
        Route("/t/{table_id}", index),
        Route("/replay/{table_id}", index),
        Route("/rules/{game}", index),
        Route("/account", index),
        Route("/games", index),
        Route("/u/{name}", index),
        Route("/leaders", index),
        *companion.routes(),
        *accounts.routes(hub, people),
        *profiles.routes(hub, people),
        *passkeys.routes(hub, people),
        Route("/api/games", games),
        Route("/api/text", text),
        Route("/api/account/games", my_games, methods=["GET"]),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{table_id}", show_table),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        Route("/api/tables/{table_id}/replay", replay),
        Route("/api/tables/{table_id}/rooms", open_room, methods=["POST"]),
        Route("/api/tables/{table_id}/record/{format}", record),
        Route("/api/tables/{table_id}/notes", notes, methods=["POST"]),
        WebSocketRoute("/ws/{table_id}", socket),
        WebSocketRoute("/ws/replay/{room_id}", room_socket),
        Route("/games/{game}/renderer.js", renderer),
        Route("/games/{game}/renderer.css", style),
        Route("/games/{game}/{name}", module),
        Mount("/static", RevalidatedFiles(directory=WEB), name="static"),
        Route("/{path:path}", not_found),  # last: what no route above answers
    ]
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(BrowserCookie)])

    app.state.hub = hub
    app.state.accounts = people
    return app


def settle_garbage_collector() -> None:
    """Keep the garbage collector from stalling every table.

    The rules companion's indexes are millions of objects that live as long as the server; every
    full collection walked them all (0.2-0.8 s with the event loop stopped, under load). Once they
    are built they are moved out of the collector's sight (`gc.freeze`), and young collections are
    made rarer: a move makes many short-lived containers, few of them in cycles.
    """
    gc.freeze()
    gc.set_threshold(3_000, 20, 50)


def renderer_response(request: Request, game_id: str, kind: Literal["js", "css", "module"], name: str = "") -> Response:
    """A game's browser renderer (its manifest's `web` file), its stylesheet (`style`) or a module
    beside the renderer that it imports, served as the other static files are: revalidated on
    every load by its ETag; 404 for a game without one (the client lists its moves, unstyled)."""
    try:
        manifest = registry.manifest(game_id)
        if kind == "module":
            found = manifest.web_module(name)
        else:
            found = manifest.web_renderer() if kind == "js" else manifest.web_style()
    except BadInput:
        return error("web.error.unknown-game", request_lang(request), 404)
    if found is None:
        return error("web.not-found", request_lang(request), 404)
    code = found.read_bytes()
    etag = f'"{hashlib.sha256(code).hexdigest()[:32]}"'
    headers = {"Cache-Control": "no-cache", "ETag": etag}
    if etag in request.headers.get("if-none-match", ""):
        return Response(status_code=304, headers=headers)
    return Response(code, media_type="text/css" if kind == "css" else "text/javascript", headers=headers)


class RevalidatedFiles(StaticFiles):
    """Static files that browsers revalidate (ETag) on every load: the client has no build step
    and no versioned names, so an upgraded server must never run with yesterday's app.js."""

    async def get_response(self, path: str, scope: Any) -> Response:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = "no-cache"
        return response


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str | None = None,
    settings: Settings | None = None,
    max_connections: int = 4000,
    forwarded_allow_ips: str = "127.0.0.1",
    ping_interval: float = 20.0,
) -> int:
    """Run the app with uvicorn until interrupted.

    uvicorn pings every websocket each `ping_interval` seconds and drops one that does not answer
    within as long again (a client that stopped reading answers nothing); past `max_connections`
    open connections it answers 503.
    """
    import uvicorn

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)  # the upgrade is logged as one line (migrations)
    settings = settings or Settings()
    app = create_app(db, settings)
    AbortableWebSocket.inbound = Inbound(settings.limits.inbound_rate, settings.limits.inbound_burst)
    print(f"Parlour is serving at http://{host}:{port}  (database: {db or default_url()}; Ctrl+C stops)")
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws=AbortableWebSocket,
        # Messages a little over the limit get a clear error; far over, the protocol closes (1009).
        ws_max_size=settings.limits.max_message * 4,
        ws_ping_interval=ping_interval,
        ws_ping_timeout=ping_interval,
        # No per-message compression: deflating every message for every client costs the CPU a
        # two-core server needs more than the few kilobytes it saves.
        ws_per_message_deflate=False,
        limit_concurrency=max_connections,
        proxy_headers=True,
        forwarded_allow_ips=forwarded_allow_ips,
    )
    return 0
