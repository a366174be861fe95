"""Accounts, optional: guests still play with a name; a player may sign up and sign in.

- Passwords are hashed with Argon2id (argon2-cffi's `PasswordHasher`, its RFC 9106 defaults), off
  the event loop; an unknown name costs a hash too, so timing does not tell which names exist.
- A session is a random token in a cookie (`parlour_session`: HttpOnly, SameSite=Lax, Secure when
  the request came over HTTPS, as uvicorn reads it from a trusted proxy's X-Forwarded-Proto); the
  database keeps only its SHA-256, with an expiry (`SESSION_DAYS`).
- CSRF: a synchronizer token, not a double-submit cookie. Every change made with the session
  cookie (sign out, change the password, delete the account, a seat taken as the account) must
  carry the header `X-Parlour-CSRF` equal to a token derived from the session's secret; a page
  gets it only by reading `/api/account` or a sign-in's answer, which another site's page cannot
  (same-origin policy, no CORS here). A double-submit cookie could be planted by a sibling
  subdomain; this token cannot. Sign-up and sign-in themselves carry no session yet: they are
  refused when the browser says the request comes from another site (`Origin` not this host, or
  `Sec-Fetch-Site: cross-site`), so no page elsewhere signs a visitor into an account of its own.
- Sign-in attempts are rate-limited per address and per account name (token buckets,
  `Limits.signins_per_minute`, `Limits.signins_per_name`): a guessed password costs a minute per
  few tries, and an attacker rotating addresses still meets the name's bucket (which refills: a
  name is slowed, never locked out for good). Sign-ups are limited per address.
- Deleting an account keeps its games: the row stays without name or password, its sessions end,
  and every seat it took reads "deleted player" (`Seat.summary`'s `deleted`).
- A forgotten password: no e-mail here; an administrator runs `parlour admin reset-password NAME`.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, insert, select, update
from starlette.concurrency import run_in_threadpool
from starlette.requests import HTTPConnection, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from parlour.server.errors import TableError
from parlour.server.limits import Buckets
from parlour.server.replies import error, request_lang
from parlour.server.store import Store, accounts, hash_token, passkeys, seats, sessions

if TYPE_CHECKING:
    from parlour.server.hub import Hub

COOKIE = "parlour_session"
CSRF_HEADER = "x-parlour-csrf"
SESSION_DAYS = 30
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{2,31}")  # ASCII: no look-alike names
MIN_PASSWORD, MAX_PASSWORD = 8, 1024  # characters; the upper bound keeps hashing a bounded cost
PRIVATE = {"Cache-Control": "no-store"}

hasher = PasswordHasher()  # Argon2id; its parameters are in each hash, so later ones still verify
# Verified when the name is unknown, so that an unknown name takes as long as a wrong password.
_DUMMY = hasher.hash(secrets.token_urlsafe(16))


@dataclass(frozen=True)
class Account:
    id: int
    name: str

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name}


def login_key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()


def check_name(value: Any) -> str:
    if not isinstance(value, str) or not NAME.fullmatch(value):
        raise TableError("web.account.error.name")
    return value


def check_password(value: Any, name: str | None = None) -> str:
    if not isinstance(value, str) or not MIN_PASSWORD <= len(value) <= MAX_PASSWORD:
        raise TableError("web.account.error.password", count=MIN_PASSWORD)
    if name is not None and login_key(value) == login_key(name):
        raise TableError("web.account.error.password-name")
    return value


def csrf_token(session_token: str) -> str:
    """The CSRF token of a session: derived from its secret, so a page holds it only if it read it."""
    return hashlib.sha256(b"parlour-csrf\0" + session_token.encode("utf-8")).hexdigest()


def cross_site(request: HTTPConnection) -> bool:
    """Whether the browser says this request was made by a page of another site."""
    origin = request.headers.get("origin")
    if origin is not None:
        return origin == "null" or urlsplit(origin).netloc.lower() != request.headers.get("host", "").lower()
    return request.headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none")


def session_token(request: HTTPConnection) -> str | None:
    found = request.cookies.get(COOKIE)
    return found if found is not None and 16 <= len(found) <= 64 else None


class Accounts:
    """Accounts and sessions in the store; the rate limits of signing in."""

    def __init__(self, store: Store, signins_per_minute: float, signins_per_name: float, signups: float) -> None:
        self.store = store
        self.by_address = Buckets(signins_per_minute, signins_per_minute)
        self.by_name = Buckets(signins_per_name, signins_per_name)
        self.signups = Buckets(signups, signups)

    # -- the database ----------------------------------------------------------------------

    def find(self, name: str) -> tuple[int, str, str | None, float | None] | None:
        """(id, name, password hash, suspended) of the live account called `name` (any case)."""
        with self.store.engine.connect() as conn:
            row = conn.execute(
                select(accounts.c.id, accounts.c.name, accounts.c.password_hash, accounts.c.suspended).where(
                    accounts.c.login == login_key(name), accounts.c.deleted.is_(None)
                )
            ).first()
        return None if row is None else (int(row[0]), str(row[1]), row[2], row[3])

    def create(self, name: str, password_hash: str) -> Account:
        with self.store.engine.begin() as conn:
            taken = conn.execute(select(accounts.c.id).where(accounts.c.login == login_key(name))).first()
            if taken is not None:
                raise TableError("web.account.error.taken", status=409)
            result = conn.execute(
                insert(accounts).values(
                    name=name, login=login_key(name), password_hash=password_hash, created=time.time()
                )
            )
            key = result.inserted_primary_key
            assert key is not None
            return Account(int(key[0]), name)

    def set_password(self, account_id: int, password_hash: str, end_sessions: bool) -> None:
        with self.store.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(password_hash=password_hash))
            if end_sessions:
                conn.execute(delete(sessions).where(sessions.c.account_id == account_id))

    def open_session(self, account_id: int) -> str:
        token = secrets.token_urlsafe(32)
        now = time.time()
        with self.store.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.account_id == account_id, sessions.c.expires < now))
            conn.execute(
                insert(sessions).values(
                    token_hash=hash_token(token), account_id=account_id, created=now, expires=now + SESSION_DAYS * 86400
                )
            )
        return token

    def forget_expired(self) -> int:
        """Delete the sessions past their expiry (the server's sweeper calls it); returns how many."""
        with self.store.engine.begin() as conn:
            return int(conn.execute(delete(sessions).where(sessions.c.expires <= time.time())).rowcount or 0)

    def close_session(self, token: str) -> None:
        with self.store.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.token_hash == hash_token(token)))

    def of_token(self, token: str | None) -> Account | None:
        """The account a session token opens (None: no such session, expired, deleted, suspended)."""
        if token is None:
            return None
        with self.store.engine.connect() as conn:
            row = conn.execute(
                select(accounts.c.id, accounts.c.name)
                .join(sessions, sessions.c.account_id == accounts.c.id)
                .where(
                    sessions.c.token_hash == hash_token(token),
                    sessions.c.expires > time.time(),
                    accounts.c.deleted.is_(None),
                    accounts.c.suspended.is_(None),
                )
            ).first()
        return None if row is None else Account(int(row[0]), str(row[1]))

    def delete(self, account_id: int) -> None:
        """The account goes; its games stay, their seats now a "deleted player"'s."""
        with self.store.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.account_id == account_id))
            conn.execute(delete(passkeys).where(passkeys.c.account_id == account_id))
            conn.execute(
                update(accounts)
                .where(accounts.c.id == account_id)
                .values(name=None, login=None, password_hash=None, deleted=time.time())
            )
            conn.execute(update(seats).where(seats.c.account_id == account_id).values(name=None))

    # -- what requests carry ---------------------------------------------------------------

    def signed_in(self, request: HTTPConnection) -> Account | None:
        return self.of_token(session_token(request))

    def for_change(self, request: HTTPConnection) -> Account | None:
        """The account a cookie-authenticated change is made as: the session's, only with its CSRF
        token in the `X-Parlour-CSRF` header (None without a session)."""
        token = session_token(request)
        account = self.of_token(token)
        if account is None or token is None:
            return None
        given = request.headers.get(CSRF_HEADER, "")
        if not secrets.compare_digest(given.encode("utf-8", "replace"), csrf_token(token).encode("ascii")):
            raise TableError("web.account.error.csrf", status=403)
        return account


def verify(password_hash: str | None, password: str) -> bool:
    try:
        return hasher.verify(password_hash or _DUMMY, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def signed_in_reply(request: Request, account: Account, token: str) -> Response:
    response = JSONResponse({"account": account.to_json(), "csrf": csrf_token(token)}, headers=PRIVATE)
    response.set_cookie(
        COOKIE,
        token,
        max_age=SESSION_DAYS * 86400,
        path="/",
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
    )
    return response


def _signed_out_reply(request: Request) -> Response:
    response = JSONResponse({"account": None, "csrf": None}, headers=PRIVATE)
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax", secure=request.url.scheme == "https")
    return response


def routes(hub: Hub, accounts_: Accounts) -> list[Route]:
    """The account API: /api/account (who am I), sign-up, sign-in, sign-out, password, delete."""
    from parlour.server.app import address_of  # the app imports this module: a late import
    from parlour.server.wire import read_body

    limits = hub.settings.limits

    async def body(request: Request) -> dict[str, Any]:
        return await read_body(request, limits.max_body, limits.max_depth)

    def same_site(request: Request) -> None:
        if cross_site(request):
            raise TableError("web.account.error.csrf", status=403)

    def changing(request: Request) -> Account:
        account = accounts_.for_change(request)
        if account is None:
            raise TableError("web.account.error.signed-out", status=401)
        return account

    async def whoami(request: Request) -> Response:
        token = session_token(request)
        account = accounts_.of_token(token)
        if account is None or token is None:
            return JSONResponse({"account": None, "csrf": None}, headers=PRIVATE)
        return JSONResponse({"account": account.to_json(), "csrf": csrf_token(token)}, headers=PRIVATE)

    async def sign_up(request: Request) -> Response:
        lang = request_lang(request)
        try:
            same_site(request)
            data = await body(request)
            name = check_name(data.get("name"))
            password = check_password(data.get("password"), name)
            if not accounts_.signups.take(address_of(request)):
                raise TableError("web.error.slow-down", status=429)
            if accounts_.find(name) is not None:
                raise TableError("web.account.error.taken", status=409)
            account = accounts_.create(name, await run_in_threadpool(hasher.hash, password))
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return signed_in_reply(request, account, accounts_.open_session(account.id))

    async def sign_in(request: Request) -> Response:
        lang = request_lang(request)
        try:
            same_site(request)
            data = await body(request)
            name, password = data.get("name"), data.get("password")
            if not isinstance(name, str) or not isinstance(password, str) or len(password) > MAX_PASSWORD:
                raise TableError("web.account.error.wrong")
            # Both buckets are charged, whatever the answer: a name's bucket slows guesses at it from
            # anywhere, an address's slows one machine trying many names.
            by_address = accounts_.by_address.take(address_of(request))
            by_name = accounts_.by_name.take(login_key(name)[:64])
            if not (by_address and by_name):
                raise TableError("web.account.error.slow-down", status=429)
            found = accounts_.find(name) if NAME.fullmatch(name) else None
            good = await run_in_threadpool(verify, found[2] if found else None, password)
            if found is None or not good:
                raise TableError("web.account.error.wrong", status=401)
            if found[3] is not None:
                raise TableError("web.account.error.suspended", status=403)
            account_id, account_name, password_hash, _suspended = found
            if password_hash is not None and hasher.check_needs_rehash(password_hash):
                accounts_.set_password(account_id, await run_in_threadpool(hasher.hash, password), False)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        account = Account(account_id, account_name)
        return signed_in_reply(request, account, accounts_.open_session(account.id))

    async def sign_out(request: Request) -> Response:
        lang = request_lang(request)
        try:
            changing(request)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        token = session_token(request)
        if token is not None:
            accounts_.close_session(token)
        return _signed_out_reply(request)

    async def confirm_password(account: Account, given: Any) -> None:
        """The account's own password again, before a change only its owner may make."""
        found = accounts_.find(account.name)
        if found is None or not isinstance(given, str) or not await run_in_threadpool(verify, found[2], given):
            raise TableError("web.account.error.wrong-password", status=403)

    async def password(request: Request) -> Response:
        lang = request_lang(request)
        try:
            account = changing(request)
            data = await body(request)
            await confirm_password(account, data.get("old"))
            new = check_password(data.get("new"), account.name)
            # Every other session ends (a stolen cookie stops working); this one is renewed.
            accounts_.set_password(account.id, await run_in_threadpool(hasher.hash, new), True)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return signed_in_reply(request, account, accounts_.open_session(account.id))

    async def delete_account(request: Request) -> Response:
        lang = request_lang(request)
        try:
            account = changing(request)
            data = await body(request)
            await confirm_password(account, data.get("password"))
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        accounts_.delete(account.id)
        hub.account_deleted(account.id)
        return _signed_out_reply(request)

    async def my_tables(request: Request) -> Response:
        """The live tables the signed-in account sits at, from any browser: to take the seat back."""
        account = accounts_.signed_in(request)
        if account is None:
            return error("web.account.error.signed-out", request_lang(request), status=401)
        held = [
            (table, seat)
            for table in hub.tables.values()
            if table.live and (seat := table.seat_of_account(account.id)) is not None
        ]
        held.sort(key=lambda pair: -pair[0].updated)
        found = [{"table": table.summary(seat), "seat": seat} for table, seat in held]
        return JSONResponse({"tables": found}, headers=PRIVATE)

    async def claim(request: Request) -> Response:
        """Take the account's seat at a live table from this browser: a new seat token."""
        from parlour.server.browser import browser_of

        lang = request_lang(request)
        try:
            account = changing(request)
            table = hub.get(request.path_params["table_id"])
            seat, token = table.claim(account.id, browser_of(request.scope))
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse({"table": table.summary(seat), "seat": seat, "token": token}, headers=PRIVATE)

    return [
        Route("/api/account/tables", my_tables, methods=["GET"]),
        Route("/api/tables/{table_id}/claim", claim, methods=["POST"]),
        Route("/api/account", whoami, methods=["GET"]),
        Route("/api/account/signup", sign_up, methods=["POST"]),
        Route("/api/account/signin", sign_in, methods=["POST"]),
        Route("/api/account/signout", sign_out, methods=["POST"]),
        Route("/api/account/password", password, methods=["POST"]),
        Route("/api/account/delete", delete_account, methods=["POST"]),
    ]
