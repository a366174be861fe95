"""Passkeys: WebAuthn credentials that sign an account in instead of its password (the `webauthn`
library checks every ceremony: challenge, origin, relying party, signature, counter).

    POST /api/account/passkey/register/options   (signed in, CSRF)  {ceremony, options}
    POST /api/account/passkey/register {ceremony, credential}        (signed in, CSRF)  {passkeys}
    POST /api/account/passkey/signin/options                          {ceremony, options}
    POST /api/account/passkey/signin {ceremony, credential}           {account, csrf} + the session cookie

The relying party is the host the page was served from (the `Host` header, which a reverse proxy
must pass on as the browser sent it), the expected origin that host with the request's scheme. A
ceremony's challenge is random, kept in the server's memory for `CEREMONY_SECONDS` and used once.
Sign-in uses discoverable credentials (the browser offers the passkeys it holds for this site): the
credential's id finds the account. Sign-in ceremonies count against the address's sign-in bucket.
Only the public key and the signature counter are stored; a counter that goes backwards (a cloned
authenticator) is refused by the library.
"""

from __future__ import annotations

import json
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, insert, select, update
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from parlour.server.accounts import PRIVATE, Account, Accounts, cross_site, signed_in_reply
from parlour.server.errors import TableError
from parlour.server.replies import error, request_lang
from parlour.server.store import accounts, passkeys

if TYPE_CHECKING:
    from parlour.server.hub import Hub

CEREMONY_SECONDS = 300.0
MAX_CEREMONIES = 10_000
MAX_PASSKEYS = 10  # per account
RP_NAME = "Parlour"


@dataclass
class Ceremony:
    kind: str  # "register" or "signin"
    challenge: bytes
    account: int | None
    expires: float


class Ceremonies:
    """Challenges waiting for their answer: each used once, forgotten after a few minutes."""

    def __init__(self) -> None:
        self.waiting: OrderedDict[str, Ceremony] = OrderedDict()

    def open(self, kind: str, challenge: bytes, account: int | None) -> str:
        now = time.monotonic()
        while self.waiting and (len(self.waiting) >= MAX_CEREMONIES or next(iter(self.waiting.values())).expires < now):
            self.waiting.popitem(last=False)
        key = secrets.token_urlsafe(16)
        self.waiting[key] = Ceremony(kind, challenge, account, now + CEREMONY_SECONDS)
        return key

    def take(self, key: Any, kind: str) -> Ceremony:
        found = self.waiting.pop(key, None) if isinstance(key, str) else None
        if found is None or found.kind != kind or found.expires < time.monotonic():
            raise TableError("web.account.error.passkey", status=400)
        return found


def relying_party(request: Request) -> tuple[str, str]:
    """(RP id, expected origin) of this request: its host, and its scheme and host (with the port)."""
    host = request.url.hostname or ""
    port = request.url.port
    origin = f"{request.url.scheme}://{host}" + (f":{port}" if port else "")
    return host, origin


def routes(hub: Hub, people: Accounts) -> list[Route]:
    from parlour.server.app import address_of
    from parlour.server.wire import read_body

    limits = hub.settings.limits
    ceremonies = Ceremonies()

    async def body(request: Request) -> dict[str, Any]:
        return await read_body(request, limits.max_body, limits.max_depth)

    def signed_in(request: Request) -> Account:
        account = people.for_change(request)
        if account is None:
            raise TableError("web.account.error.signed-out", status=401)
        return account

    def credential_ids(account: int) -> list[str]:
        with people.store.engine.connect() as conn:
            query = select(passkeys.c.credential_id).where(passkeys.c.account_id == account)
            return [str(row[0]) for row in conn.execute(query)]

    async def register_options(request: Request) -> Response:
        lang = request_lang(request)
        try:
            account = signed_in(request)
            held = credential_ids(account.id)
            if len(held) >= MAX_PASSKEYS:
                raise TableError("web.account.error.passkeys-full", count=MAX_PASSKEYS)
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        rp_id, _origin = relying_party(request)
        options = generate_registration_options(
            rp_id=rp_id,
            rp_name=RP_NAME,
            user_name=account.name,
            user_id=f"parlour-account-{account.id}".encode(),
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED, user_verification=UserVerificationRequirement.PREFERRED
            ),
            exclude_credentials=[PublicKeyCredentialDescriptor(id=base64url_to_bytes(c)) for c in held],
        )
        ceremony = ceremonies.open("register", options.challenge, account.id)
        return JSONResponse({"ceremony": ceremony, "options": json.loads(options_to_json(options))}, headers=PRIVATE)

    async def register(request: Request) -> Response:
        lang = request_lang(request)
        try:
            account = signed_in(request)
            data = await body(request)
            ceremony = ceremonies.take(data.get("ceremony"), "register")
            if ceremony.account != account.id:
                raise TableError("web.account.error.passkey")
            rp_id, origin = relying_party(request)
            try:
                verified = verify_registration_response(
                    credential=data.get("credential"),  # type: ignore[arg-type]
                    expected_challenge=ceremony.challenge,
                    expected_rp_id=rp_id,
                    expected_origin=origin,
                )
            except (WebAuthnException, ValueError, TypeError, KeyError):
                raise TableError("web.account.error.passkey") from None
            with people.store.engine.begin() as conn:
                credential_id = bytes_to_base64url(verified.credential_id)
                if conn.execute(select(passkeys.c.account_id).where(passkeys.c.credential_id == credential_id)).first():
                    raise TableError("web.account.error.passkey")
                conn.execute(
                    insert(passkeys).values(
                        credential_id=credential_id,
                        account_id=account.id,
                        public_key=bytes_to_base64url(verified.credential_public_key),
                        sign_count=verified.sign_count,
                        created=time.time(),
                    )
                )
                count = conn.execute(
                    select(func.count()).select_from(passkeys).where(passkeys.c.account_id == account.id)
                ).scalar_one()
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        return JSONResponse({"passkeys": int(count)}, headers=PRIVATE)

    async def signin_options(request: Request) -> Response:
        lang = request_lang(request)
        if cross_site(request):
            return error("web.account.error.csrf", lang, status=403)
        rp_id, _origin = relying_party(request)
        options = generate_authentication_options(rp_id=rp_id, user_verification=UserVerificationRequirement.PREFERRED)
        ceremony = ceremonies.open("signin", options.challenge, None)
        return JSONResponse({"ceremony": ceremony, "options": json.loads(options_to_json(options))}, headers=PRIVATE)

    async def signin(request: Request) -> Response:
        lang = request_lang(request)
        try:
            if cross_site(request):
                raise TableError("web.account.error.csrf", status=403)
            if not people.by_address.take(address_of(request)):
                raise TableError("web.account.error.slow-down", status=429)
            data = await body(request)
            ceremony = ceremonies.take(data.get("ceremony"), "signin")
            credential = data.get("credential")
            credential_id = credential.get("id") if isinstance(credential, dict) else None
            if not isinstance(credential_id, str) or len(credential_id) > 1024:
                raise TableError("web.account.error.passkey")
            with people.store.engine.connect() as conn:
                found = (
                    conn.execute(
                        select(passkeys, accounts.c.name, accounts.c.suspended, accounts.c.deleted)
                        .join(accounts, accounts.c.id == passkeys.c.account_id)
                        .where(passkeys.c.credential_id == credential_id)
                    )
                    .mappings()
                    .first()
                )
            if found is None or found["deleted"] is not None:
                raise TableError("web.account.error.passkey", status=401)
            rp_id, origin = relying_party(request)
            try:
                verified = verify_authentication_response(
                    credential=credential,  # type: ignore[arg-type]
                    expected_challenge=ceremony.challenge,
                    expected_rp_id=rp_id,
                    expected_origin=origin,
                    credential_public_key=base64url_to_bytes(found["public_key"]),
                    credential_current_sign_count=int(found["sign_count"]),
                )
            except (WebAuthnException, ValueError, TypeError, KeyError):
                raise TableError("web.account.error.passkey", status=401) from None
            if found["suspended"] is not None:
                raise TableError("web.account.error.suspended", status=403)
            with people.store.engine.begin() as conn:
                conn.execute(
                    update(passkeys)
                    .where(passkeys.c.credential_id == credential_id)
                    .values(sign_count=verified.new_sign_count)
                )
        except TableError as exc:
            return error(exc.code, lang, status=exc.status, **exc.params)
        account = Account(int(found["account_id"]), str(found["name"]))
        return signed_in_reply(request, account, people.open_session(account.id))

    async def count(request: Request) -> Response:
        account = people.signed_in(request)
        held = 0 if account is None else len(credential_ids(account.id))
        return JSONResponse({"passkeys": held}, headers=PRIVATE)

    return [
        Route("/api/account/passkeys", count, methods=["GET"]),
        Route("/api/account/passkey/register/options", register_options, methods=["POST"]),
        Route("/api/account/passkey/register", register, methods=["POST"]),
        Route("/api/account/passkey/signin/options", signin_options, methods=["POST"]),
        Route("/api/account/passkey/signin", signin, methods=["POST"]),
    ]
