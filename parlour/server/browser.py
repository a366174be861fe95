"""Which browser a request comes from: a random id in a cookie, so one browser takes one seat.

The id is not a credential (seat tokens are): it only lets the server refuse a second seat of a
table to the same browser, and refuse it the spectator's view of a live table it plays at. The
cookie is HttpOnly and SameSite=Lax (an invite link opened from another site still carries it),
Secure behind HTTPS; the server keeps only its hash.
"""

from __future__ import annotations

import secrets
from typing import Any

from starlette.requests import cookie_parser
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from parlour.server.store import hash_token

COOKIE = "parlour_browser"
MAX_AGE = 400 * 24 * 3600  # the longest browsers keep a cookie


def _cookie_value(scope: Scope) -> str | None:
    """Our cookie from every Cookie header (Starlette's parser reads past other sites' odd cookies,
    where the standard library's stops at the first it cannot parse)."""
    for name, value in scope.get("headers", ()):
        if name == b"cookie":
            found = cookie_parser(value.decode("latin-1")).get(COOKIE)
            if found is not None and 16 <= len(found) <= 64:
                return found
    return None


def browser_of(scope: Scope) -> str | None:
    """The hash of the browser id a request or websocket carries (None: no cookie)."""
    found = scope.get("parlour.browser")
    if isinstance(found, str):
        return hash_token(found)
    value = _cookie_value(scope)
    return None if value is None else hash_token(value)


class BrowserCookie:
    """ASGI middleware: every HTTP response to a browser without the cookie sets one."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or _cookie_value(scope) is not None:
            await self.app(scope, receive, send)
            return
        value = secrets.token_urlsafe(24)
        scope["parlour.browser"] = value
        secure = "; Secure" if scope.get("scheme") == "https" else ""
        header = f"{COOKIE}={value}; Path=/; Max-Age={MAX_AGE}; HttpOnly; SameSite=Lax{secure}".encode("latin-1")

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers: list[Any] = list(message.get("headers", []))
                headers.append((b"set-cookie", header))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_cookie)
