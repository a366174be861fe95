"""The profile, history and leaderboard API (parlour/server/records.py reads the database).

`GET /api/profile/{name}`: an account's finished games and statistics; a private profile answers
404 to anyone but its owner, exactly as an unknown name does. `POST /api/account/profile`: the
owner makes it public or private (a cookie-authenticated change: CSRF token required).
`GET /api/leaderboards/{game}`: the game's leaderboards. None of them ever reads a live game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from parlour.engine import registry
from parlour.server import records
from parlour.server.accounts import PRIVATE, Accounts
from parlour.server.errors import TableError
from parlour.server.replies import error, request_lang

if TYPE_CHECKING:
    from parlour.server.hub import Hub


def routes(hub: Hub, accounts_: Accounts) -> list[Route]:
    from parlour.server.app import address_of  # the app imports this module: a late import
    from parlour.server.wire import read_body

    store = hub.store
    limits = hub.settings.limits

    def reading(request: Request) -> None:
        if not hub.reads.take(address_of(request)):
            raise TableError("web.error.slow-down", status=429)

    async def profile(request: Request) -> Response:
        lang = request_lang(request)
        try:
            reading(request)
            viewer = accounts_.signed_in(request)
            with store.engine.connect() as conn:
                found = records.account_by_name(conn, str(request.path_params["name"]))
                owner = found is not None and viewer is not None and viewer.id == found[0]
                if found is None or (found[2] and not owner):
                    raise TableError("web.profile.not-found", status=404)
                account_id, name, private = found
                data: dict[str, Any] = {"name": name, "private": private, "owner": owner}
                data.update(records.profile(conn, account_id, owner))
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse(data, headers=PRIVATE)

    async def set_private(request: Request) -> Response:
        lang = request_lang(request)
        try:
            account = accounts_.for_change(request)
            if account is None:
                raise TableError("web.account.error.signed-out", status=401)
            data = await read_body(request, limits.max_body, limits.max_depth)
            private = data.get("private")
            if not isinstance(private, bool):
                raise TableError("web.profile.error.private")
            with store.engine.begin() as conn:
                records.set_private(conn, account.id, private)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse({"private": private}, headers=PRIVATE)

    async def leaderboards(request: Request) -> Response:
        lang = request_lang(request)
        try:
            reading(request)
            game = str(request.path_params["game"])
            if game not in {g.id for g in registry.games()}:
                raise TableError("web.not-found", status=404)
            with store.engine.connect() as conn:
                data = records.leaderboards(conn, game)
            data["games"] = [g for g in records.BOARD_GAMES if g in {entry.id for entry in registry.games()}]
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse(data, headers={"Cache-Control": "no-cache"})

    return [
        Route("/api/profile/{name}", profile, methods=["GET"]),
        Route("/api/account/profile", set_private, methods=["POST"]),
        Route("/api/leaderboards/{game}", leaderboards, methods=["GET"]),
    ]
