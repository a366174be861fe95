"""Accounts, optional: sign-up, sign-in, sessions as cookies, CSRF, rate limits, deletion.

Guests still play with a name (every other server test does). The session cookie is HttpOnly and
SameSite=Lax, Secure over HTTPS; the password is stored as an Argon2id hash; every change made with
the cookie needs the session's CSRF token in `X-Parlour-CSRF`; sign-up and sign-in are refused when
the browser says another site sent them; sign-in attempts are limited per address and per name.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from parlour.cli import main
from parlour.server.accounts import COOKIE, csrf_token
from parlour.server.app import create_app
from parlour.server.store import Store, accounts, seats, sessions
from tests.server.helpers import QUIET, ROOMY, client, hello, receive_type

PASSWORD = "correct horse battery"


def sign_up(http: TestClient, name: str = "ann", password: str = PASSWORD, **headers: str) -> Any:
    return http.post("/api/account/signup", json={"name": name, "password": password}, headers=headers)


def sign_in(http: TestClient, name: str = "ann", password: str = PASSWORD, **headers: str) -> Any:
    return http.post("/api/account/signin", json={"name": name, "password": password}, headers=headers)


def csrf(http: TestClient) -> dict[str, str]:
    token = http.get("/api/account").json()["csrf"]
    assert isinstance(token, str)
    return {"X-Parlour-CSRF": token}


def test_sign_up_sets_a_session_cookie_and_stores_an_argon2id_hash() -> None:
    with client() as http:
        assert http.get("/api/account").json() == {"account": None, "csrf": None}  # a guest
        response = sign_up(http, "Ann")
        assert response.status_code == 200, response.text
        assert response.json()["account"]["name"] == "Ann"
        cookie = next(v for k, v in response.headers.multi_items() if k == "set-cookie" and v.startswith(COOKIE))
        attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")}
        assert {"httponly", "path", "max-age"} <= attributes and "samesite=lax" in cookie.lower()
        assert "secure" not in attributes  # plain HTTP here
        token = http.cookies[COOKIE]
        me = http.get("/api/account").json()
        assert me == {"account": response.json()["account"], "csrf": csrf_token(token)}
        store: Store = http.app.state.hub.store  # type: ignore[attr-defined]
        with store.engine.connect() as conn:
            stored = conn.execute(select(accounts.c.password_hash)).scalar_one()
            session_hashes = conn.execute(select(sessions.c.token_hash)).scalars().all()
        assert stored.startswith("$argon2id$") and PASSWORD not in stored
        assert token not in session_hashes and len(session_hashes) == 1  # the token only hashed


def test_the_cookie_is_secure_over_https() -> None:
    app = create_app("sqlite:///:memory:", QUIET)
    with TestClient(app, base_url="https://testserver") as http:
        response = sign_up(http)
        assert response.status_code == 200
        cookie = next(v for k, v in response.headers.multi_items() if k == "set-cookie" and v.startswith(COOKIE))
        assert "secure" in {part.strip().lower() for part in cookie.split(";")}


def test_the_cookie_is_secure_behind_a_proxy_that_says_https() -> None:
    """`parlour serve` trusts `X-Forwarded-Proto` from --forwarded-allow-ips (uvicorn's proxy headers)."""
    from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

    app = create_app("sqlite:///:memory:", QUIET)
    with TestClient(ProxyHeadersMiddleware(app, trusted_hosts="*")) as http:  # type: ignore[arg-type]
        response = sign_up(http, **{"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9"})
        assert response.status_code == 200
        cookie = next(v for k, v in response.headers.multi_items() if k == "set-cookie" and v.startswith(COOKIE))
        assert "secure" in {part.strip().lower() for part in cookie.split(";")}
        plain = sign_in(http, **{"X-Forwarded-Proto": "http"})
        cookie = next(v for k, v in plain.headers.multi_items() if k == "set-cookie" and v.startswith(COOKIE))
        assert "secure" not in {part.strip().lower() for part in cookie.split(";")}


def test_names_and_passwords_are_checked() -> None:
    with client() as http:
        assert sign_up(http, "a b").json()["error"] == "web.account.error.name"
        assert sign_up(http, "ab").json()["error"] == "web.account.error.name"
        assert sign_up(http, "zoé").json()["error"] == "web.account.error.name"  # ASCII: no look-alikes
        assert sign_up(http, "ann", "short").json()["error"] == "web.account.error.password"
        assert sign_up(http, "ann", "x" * 1025).json()["error"] == "web.account.error.password"
        assert sign_up(http, "annabelle", "ANNABELLE").json()["error"] == "web.account.error.password-name"
        assert sign_up(http, "ann").status_code == 200
        http.cookies.clear()
        taken = sign_up(http, "ANN")  # names are unique whatever their case
        assert taken.status_code == 409 and taken.json()["error"] == "web.account.error.taken"


def test_sign_in_with_the_right_password_only() -> None:
    with client() as http:
        sign_up(http, "Ann")
        http.cookies.clear()
        wrong = sign_in(http, "ann", "not the password")
        assert wrong.status_code == 401 and wrong.json()["error"] == "web.account.error.wrong"
        unknown = sign_in(http, "nobody", PASSWORD)
        assert unknown.status_code == 401 and unknown.json() == wrong.json()  # says nothing of who exists
        assert COOKIE not in http.cookies
        right = sign_in(http, "ANN", PASSWORD)
        assert right.status_code == 200 and right.json()["account"]["name"] == "Ann"
        assert http.get("/api/account").json()["account"]["name"] == "Ann"
        french = sign_in(http, "ann", "nope", **{"Accept-Language": "fr"})
        assert french.json()["message"] == "Nom de compte ou mot de passe incorrect."


def test_changes_need_the_csrf_token() -> None:
    with client() as http:
        sign_up(http)
        for headers in ({}, {"X-Parlour-CSRF": "0" * 64}):
            refused = http.post("/api/account/signout", json={}, headers=headers)
            assert refused.status_code == 403 and refused.json()["error"] == "web.account.error.csrf"
            refused = http.post("/api/account/delete", json={"password": PASSWORD}, headers=headers)
            assert refused.status_code == 403 and refused.json()["error"] == "web.account.error.csrf"
            # A table made as the account is a change made with the cookie too.
            refused = http.post("/api/tables", json={"game": "hanabi", "players": 2, "name": "Ann"}, headers=headers)
            assert refused.status_code == 403 and refused.json()["error"] == "web.account.error.csrf"
        assert http.get("/api/account").json()["account"] is not None  # still signed in
        done = http.post("/api/account/signout", json={}, headers=csrf(http))
        assert done.status_code == 200 and done.json() == {"account": None, "csrf": None}
        assert http.get("/api/account").json()["account"] is None
        # Signed out, the old token opens nothing.
        assert http.post("/api/account/signout", json={}).status_code == 401


def test_another_sites_page_cannot_sign_a_visitor_in() -> None:
    with client() as http:
        sign_up(http)
        http.cookies.clear()
        for headers in ({"Origin": "https://evil.example"}, {"Origin": "null"}, {"Sec-Fetch-Site": "cross-site"}):
            refused = sign_in(http, **headers)
            assert refused.status_code == 403 and refused.json()["error"] == "web.account.error.csrf"
            assert sign_up(http, "mallory", **headers).status_code == 403
        assert COOKIE not in http.cookies
        assert sign_in(http, Origin="http://testserver", **{"Sec-Fetch-Site": "same-origin"}).status_code == 200


def test_sign_in_attempts_are_limited_per_name_and_per_address() -> None:
    settings = replace(QUIET, limits=replace(ROOMY, signins_per_name=3, signins_per_minute=6, signups_per_minute=10))
    with client(settings=settings) as http:
        sign_up(http, "ann")
        sign_up(http, "bob")
        http.cookies.clear()
        for _ in range(3):
            assert sign_in(http, "ann", "wrong password").status_code == 401
        limited = sign_in(http, "ann", PASSWORD)  # even the right password waits now
        assert limited.status_code == 429 and limited.json()["error"] == "web.account.error.slow-down"
        assert sign_in(http, "bob", PASSWORD).status_code == 200  # another name: its own bucket
        http.cookies.clear()
        assert sign_in(http, "carol", PASSWORD).status_code == 401
        # Six attempts from this address in all: the address's bucket is empty, whatever the name.
        assert sign_in(http, "dave", PASSWORD).status_code == 429


def test_a_table_taken_signed_in_is_the_accounts_and_deleting_keeps_the_game() -> None:
    with client() as http:
        sign_up(http, "Ann")
        created = http.post("/api/tables", json={"game": "hanabi", "players": 2, "name": "Annie"}, headers=csrf(http))
        assert created.status_code == 200, created.text
        table_id = created.json()["table"]["id"]
        store: Store = http.app.state.hub.store  # type: ignore[attr-defined]
        with store.engine.connect() as conn:
            account_id = conn.execute(select(accounts.c.id)).scalar_one()
            held = conn.execute(select(seats.c.account_id).where(seats.c.table_id == table_id, seats.c.seat == 0))
            assert held.scalar_one() == account_id
        wrong = http.post("/api/account/delete", json={"password": "wrong password"}, headers=csrf(http))
        assert wrong.status_code == 403 and wrong.json()["error"] == "web.account.error.wrong-password"
        gone = http.post("/api/account/delete", json={"password": PASSWORD}, headers=csrf(http))
        assert gone.status_code == 200 and gone.json()["account"] is None
        assert http.get("/api/account").json()["account"] is None
        # The table stays; its seat is a deleted player's, in memory and in the database.
        seat = http.get(f"/api/tables/{table_id}").json()["table"]["seats"][0]
        assert seat["name"] is None and seat["deleted"] is True and seat["taken"] is True
        assert http.app.state.hub.tables[table_id].names("fr")[0] == "joueur supprimé"  # type: ignore[attr-defined]
        row = store.load(table_id)
        assert row is not None and row.seats[0].name is None and row.seats[0].account == account_id
        with store.engine.connect() as conn:
            left = conn.execute(select(accounts)).mappings().one()
            assert left["name"] is None and left["login"] is None and left["password_hash"] is None
            assert left["deleted"] is not None
            assert conn.execute(select(sessions)).first() is None
        assert sign_in(http, "Ann").status_code == 401
        assert sign_up(http, "ann").status_code == 200  # the name is free again


def test_changing_the_password_ends_the_other_sessions() -> None:
    with client() as http, client() as _unused:
        sign_up(http)
        old_cookie = http.cookies[COOKIE]
        changed = http.post(
            "/api/account/password", json={"old": PASSWORD, "new": "a brand new secret"}, headers=csrf(http)
        )
        assert changed.status_code == 200, changed.text
        assert http.cookies[COOKIE] != old_cookie and http.get("/api/account").json()["account"] is not None
        http.cookies.set(COOKIE, old_cookie)
        assert http.get("/api/account").json()["account"] is None
        http.cookies.clear()
        assert sign_in(http).status_code == 401
        assert sign_in(http, password="a brand new secret").status_code == 200


def test_an_administrator_resets_a_forgotten_password(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    with client(db) as http:
        sign_up(http, "Ann")
        assert http.get("/api/account").json()["account"] is not None
        assert main(["admin", "reset-password", "ann", "--db", db]) == 0
        password = capsys.readouterr().out.split(" is ")[1].split()[0]
        assert http.get("/api/account").json()["account"] is None  # every session signed out
        assert sign_in(http, "ann", PASSWORD).status_code == 401
        assert sign_in(http, "ann", password).status_code == 200
    assert main(["admin", "reset-password", "nobody", "--db", db]) == 1
    assert "no account called 'nobody'" in capsys.readouterr().err


def test_passkey_ceremonies_are_checked() -> None:
    """The real ceremonies run in Chromium's virtual authenticator (tests/web/test_account_browser.py);
    here, what the server refuses: no session or no CSRF token, a forged credential, a ceremony
    answered twice or of the other kind, another site's page."""
    with client() as http:
        assert http.post("/api/account/passkey/register/options", json={}).status_code == 401
        sign_up(http)
        refused = http.post("/api/account/passkey/register/options", json={})
        assert refused.status_code == 403 and refused.json()["error"] == "web.account.error.csrf"
        made = http.post("/api/account/passkey/register/options", json={}, headers=csrf(http))
        assert made.status_code == 200
        options = made.json()["options"]
        assert options["rp"] == {"id": "testserver", "name": "Parlour"}
        assert options["authenticatorSelection"]["residentKey"] == "required"
        forged = {
            "id": "AAAA",
            "rawId": "AAAA",
            "type": "public-key",
            "response": {"clientDataJSON": "e30", "attestationObject": "oA"},
        }
        ceremony = made.json()["ceremony"]
        answer = http.post(
            "/api/account/passkey/register", json={"ceremony": ceremony, "credential": forged}, headers=csrf(http)
        )
        assert answer.status_code == 400 and answer.json()["error"] == "web.account.error.passkey"
        again = http.post(
            "/api/account/passkey/register", json={"ceremony": ceremony, "credential": forged}, headers=csrf(http)
        )
        assert again.json()["error"] == "web.account.error.passkey"  # used once
        assert http.get("/api/account/passkeys").json() == {"passkeys": 0}
        http.cookies.clear()
        asked = http.post("/api/account/passkey/signin/options", json={})
        assert asked.status_code == 200 and asked.json()["options"]["rpId"] == "testserver"
        wrong_kind = http.post(
            "/api/account/passkey/register", json={"ceremony": asked.json()["ceremony"], "credential": forged}
        )
        assert wrong_kind.status_code == 401  # signed out: no registering at all
        unknown = http.post(
            "/api/account/passkey/signin", json={"ceremony": asked.json()["ceremony"], "credential": forged}
        )
        assert unknown.status_code == 401 and unknown.json()["error"] == "web.account.error.passkey"
        assert COOKIE not in http.cookies
        cross = http.post("/api/account/passkey/signin/options", json={}, headers={"Origin": "https://evil.example"})
        assert cross.status_code == 403


def test_a_seat_belongs_to_its_account_on_every_device() -> None:
    """Signed in, the tables the account sits at are listed from any browser, which takes the seat
    back (a new key: the old browser's opens it no more); one seat per account; and no spectator's
    view of a live table the account plays at."""
    with client() as phone:
        sign_up(phone, "Ann")
        created = phone.post("/api/tables", json={"game": "hanabi", "players": 3, "name": "Ann"}, headers=csrf(phone))
        table_id, old_token = created.json()["table"]["id"], created.json()["token"]
        hub = phone.app.state.hub  # type: ignore[attr-defined]
        laptop = TestClient(phone.app)  # another browser (its own cookies), on the running app
        assert laptop.get("/api/account/tables").status_code == 401
        assert sign_in(laptop, "ann").status_code == 200
        listed = laptop.get("/api/account/tables").json()["tables"]
        assert [(entry["table"]["id"], entry["seat"]) for entry in listed] == [(table_id, 0)]
        # The lobby marks it the account's from this browser too: "Open", not "Watch".
        (row,) = [entry for entry in laptop.get("/api/tables").json()["tables"] if entry["id"] == table_id]
        assert row["seated"] is True
        # One seat per account, even from a browser that holds none here.
        again = laptop.post(f"/api/tables/{table_id}/join", json={"name": "Ann 2"}, headers=csrf(laptop))
        assert again.status_code == 400 and again.json()["error"] == "web.account.error.one-seat"
        # No spectator's view for the account from this browser either.
        with laptop.websocket_connect(f"/ws/{table_id}") as ws:
            ws.send_json({"type": "hello", "lang": "en"})
            assert ws.receive_json()["code"] == "web.error.seated"
        assert laptop.post(f"/api/tables/{table_id}/claim", json={}).status_code == 403  # CSRF
        taken = laptop.post(f"/api/tables/{table_id}/claim", json={}, headers=csrf(laptop))
        assert taken.status_code == 200 and taken.json()["seat"] == 0
        new_token = taken.json()["token"]
        table = hub.tables[table_id]
        assert table.seat_for_token(new_token) == 0 and table.seat_for_token(old_token) is None
        assert laptop.get(f"/api/tables/{table_id}").json()["table"]["your_seat"] == 0
        bob = TestClient(phone.app)
        sign_up(bob, "bob")
        refused = bob.post(f"/api/tables/{table_id}/claim", json={}, headers=csrf(bob))
        assert refused.status_code == 404 and refused.json()["error"] == "web.account.error.no-seat"


def test_an_expired_session_opens_nothing_and_the_sweeper_forgets_it() -> None:
    with client() as http:
        sign_up(http)
        store: Store = http.app.state.hub.store  # type: ignore[attr-defined]
        with store.engine.begin() as conn:
            conn.execute(sessions.update().values(expires=1.0))
        assert http.get("/api/account").json()["account"] is None
        http.app.state.hub.sweep()  # type: ignore[attr-defined]
        with store.engine.connect() as conn:
            assert conn.execute(select(sessions)).first() is None


def test_a_seat_taken_back_on_another_device_leaves_the_old_one() -> None:
    """The claim's new key is not all: the browser that still had the seat open loses it at once
    (told why, then hung up), so a seat left open on a shared computer, or whose key was stolen,
    is the account's alone again."""
    with client() as phone:
        sign_up(phone, "Ann")
        created = phone.post("/api/tables", json={"game": "hanabi", "players": 2, "name": "Ann"}, headers=csrf(phone))
        table_id, old_token = created.json()["table"]["id"], created.json()["token"]
        joiner = TestClient(phone.app)
        bob_token = joiner.post(f"/api/tables/{table_id}/join", json={"name": "Bob"}).json()["token"]
        table = phone.app.state.hub.tables[table_id]  # type: ignore[attr-defined]
        with phone.websocket_connect(f"/ws/{table_id}") as old, joiner.websocket_connect(f"/ws/{table_id}") as bob:
            hello(old, old_token)
            hello(bob, bob_token)
            old.send_json({"type": "start"})
            receive_type(old, "state")
            receive_type(bob, "state")
            laptop = TestClient(phone.app)
            assert sign_in(laptop, "ann").status_code == 200
            taken = laptop.post(f"/api/tables/{table_id}/claim", json={}, headers=csrf(laptop))
            assert taken.status_code == 200
            assert [client.seat for client in table.clients if client.seat == 0] == [], "the old device plays on"
            told = receive_type(old, "error")
            assert told["code"] == "web.account.error.claimed"
            assert told["message"] == "You took this seat on another device: play it there."
            with pytest.raises(WebSocketDisconnect):
                old.receive_json()
            assert table.seats[0].connections == 0
