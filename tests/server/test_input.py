"""Bad input is refused precisely and changes nothing.

Each wrong field of a creation request gets its own error code (HTTP 400) with the message in
the asked language, and no table is made: not in memory, not in the database, not in the lobby.
JSON that is not JSON (NaN), nests too deep, or is too big in bytes (not characters) is refused
cleanly over HTTP and over the websocket, and the websocket stays usable. Responses carrying a
seat's token or a game's record are never cached. (The transport's side of the size limits, a
Content-Length over the cap and a chunked body, is in test_transport.py: it needs uvicorn.)
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from parlour.engine.i18n import translate
from parlour.server.limits import Limits
from tests.server.helpers import QUIET, client, hello, new_table, receive_type, started_hanabi

BASE: dict[str, Any] = {"game": "hanabi", "players": 2, "name": "Ann"}
MAX = Limits().max_message  # the body and the message caps are both 16 KiB
assert Limits().max_body == MAX
# The module's one app opens many websockets: the handshakes per minute are lifted (test_limits.py checks them).
SETTINGS = replace(QUIET, limits=replace(QUIET.limits, connects_per_minute=1e6))

# (what the request changes in BASE, the error it gets)
BAD_FIELDS: list[tuple[dict[str, Any], str]] = [
    ({"players": "4"}, "web.error.players"),
    ({"players": 3.5}, "web.error.players"),
    ({"players": True}, "web.error.players"),
    ({"players": 2.0}, "web.error.players"),
    ({"players": [2]}, "web.error.players"),
    ({"options": []}, "web.error.options"),
    ({"options": "players=2"}, "web.error.options"),
    ({"options": 2}, "web.error.options"),
    ({"options": {"no_such_option": 1}}, "web.error.options"),
    ({"variant": 3}, "web.error.options"),
    ({"variant": "no-such-variant"}, "web.error.options"),
    ({"bots": []}, "web.error.bots"),
    ({"bots": ["simple"]}, "web.error.bots"),
    ({"bots": "simple"}, "web.error.bots"),
    ({"bots": {"²": "simple"}}, "web.error.bots"),  # superscript two: str.isdigit() says yes
    ({"bots": {"١": "simple"}}, "web.error.bots"),  # Arabic-Indic one: int() reads it
    ({"bots": {"１": "simple"}}, "web.error.bots"),  # fullwidth one
    ({"bots": {"-1": "simple"}}, "web.error.bots"),
    ({"bots": {"+1": "simple"}}, "web.error.bots"),
    ({"bots": {"01x": "simple"}}, "web.error.bots"),
    ({"bots": {" 1": "simple"}}, "web.error.bots"),
    ({"bots": {"1 ": "simple"}}, "web.error.bots"),
    ({"bots": {"1\n": "simple"}}, "web.error.bots"),
    ({"bots": {"1.0": "simple"}}, "web.error.bots"),
    ({"bots": {"": "simple"}}, "web.error.bots"),
    ({"bots": {"1": 5}}, "web.error.bot"),
    ({"bots": {"1": "no-such-bot"}}, "web.error.bot"),
    ({"bots": {"0": "simple"}}, "web.error.seat"),  # the host's seat
    ({"bots": {"2": "simple"}}, "web.error.seat"),  # past the table
    ({"game": "chess"}, "web.error.unknown-game"),
    ({"game": ["hanabi"]}, "web.error.unknown-game"),
    ({"game": None}, "web.error.unknown-game"),
    ({"game": "HANABI"}, "web.error.unknown-game"),
    ({"spectators": "everyone"}, "web.error.spectators"),
    ({"spectators": ["public"]}, "web.error.spectators"),
    ({"spectators": None}, "web.error.spectators"),
    ({"spectators": True}, "web.error.spectators"),
    ({"game": "regicide", "spectators": "all"}, "web.error.spectators"),  # its spectators see no hand
    ({"clock": 60}, "web.error.clock"),
    ({"clock": "60"}, "web.error.clock"),
    ({"clock": []}, "web.error.clock"),
    ({"clock": {}}, "web.error.clock"),
    ({"clock": {"base": 5}}, "web.error.clock"),
    ({"clock": {"base": 24 * 3600 + 1}}, "web.error.clock"),
    ({"clock": {"base": True}}, "web.error.clock"),
    ({"clock": {"base": "60"}}, "web.error.clock"),
    ({"clock": {"base": 60, "per_move": -1}}, "web.error.clock"),
    ({"clock": {"base": 60, "per_move": 3601}}, "web.error.clock"),
    ({"clock": {"base": 60, "extra": 1}}, "web.error.clock"),
    ({"on_resign": "quit"}, "web.error.on-resign"),
    ({"on_resign": None}, "web.error.on-resign"),
    ({"on_resign": 1}, "web.error.on-resign"),
    ({"game": "rentahero", "players": 3, "on_resign": "end"}, "web.error.on-resign"),  # not terminable
    ({"confirm": "yes"}, "web.error.confirm"),
    ({"confirm": 1}, "web.error.confirm"),
    ({"confirm": None}, "web.error.confirm"),
    ({"private": "yes"}, "web.error.private"),
    ({"private": "true"}, "web.error.private"),
    ({"private": 1}, "web.error.private"),
    ({"private": 0}, "web.error.private"),
    ({"private": None}, "web.error.private"),
    ({"name": 5}, "web.error.name"),
    ({"name": "\u200b\n\t"}, "web.error.name"),
]

# Bodies that are not JSON objects (or not JSON at all), as raw bytes.
BAD_BODIES: list[tuple[bytes, str]] = [
    (b'{"game": "hanabi", "players": NaN, "name": "Ann"}', "web.error.malformed"),
    (b'{"game": "hanabi", "players": Infinity, "name": "Ann"}', "web.error.malformed"),
    (b'{"game": "hanabi", "players": -Infinity, "name": "Ann"}', "web.error.malformed"),
    (b'{"game": "hanabi", "players": 2, "name": "Ann", "clock": {"base": 1e400}}', "web.error.clock"),  # inf
    (b'{"game": "hanabi", "players": 2, "name": "Ann",}', "web.error.malformed"),
    (b'{"game": "hanabi"} {"game": "hanabi"}', "web.error.malformed"),
    (b'"hanabi"', "web.error.malformed"),
    (b"null", "web.error.malformed"),
    (b"\xff\xfe{}", "web.error.malformed"),
    (b'{"game": "hanabi", "players": 2, "name": "\xff"}', "web.error.malformed"),  # not UTF-8
    (b"[" * 5000, "web.error.malformed"),
    (b"[" * 5000 + b"]" * 5000, "web.error.malformed"),
    (b'{"a":' * 3000, "web.error.malformed"),
    (b'{"a":' * 2500 + b"1" + b"}" * 2500, "web.error.malformed"),
]


def french(code: str) -> str:
    """The French message's fixed start (before its first parameter)."""
    text = translate(code, "fr").split("{")[0]
    assert text and text != translate(code, "en").split("{")[0]
    return text


def nested(depth: int) -> bytes:
    """An object `depth` levels deep: {"a": {"a": ... 1 ...}}."""
    return b'{"a":' * (depth - 1) + b'{"a":1' + b"}" * depth


def lobby(http: Any) -> list[str]:
    return [t["id"] for t in http.get("/api/tables").json()["tables"]]


def stored(http: Any) -> int:
    return len(http.app.state.hub.store.recent(1000))


@pytest.fixture(scope="module")
def http() -> Any:
    """One app for the module, holding one table made before any bad request."""
    with client(settings=SETTINGS) as test_client:
        new_table(test_client, "hanabi", 2)
        yield test_client


@pytest.mark.parametrize(("change", "code"), BAD_FIELDS, ids=[json.dumps(c, ensure_ascii=False) for c, _ in BAD_FIELDS])
def test_each_bad_field_is_refused_with_its_own_error_and_nothing_is_made(
    http: Any, change: dict[str, Any], code: str
) -> None:
    before, rows, in_memory = lobby(http), stored(http), len(http.app.state.hub.tables)
    response = http.post("/api/tables?lang=fr", json={**BASE, **change})
    assert response.status_code == 400, response.text
    assert response.json()["error"] == code
    assert response.json()["message"].startswith(french(code))
    assert "token" not in response.json()
    assert lobby(http) == before and stored(http) == rows and len(http.app.state.hub.tables) == in_memory


@pytest.mark.parametrize(("body", "code"), BAD_BODIES, ids=[repr(b[:24]) + str(len(b)) for b, _ in BAD_BODIES])
def test_a_body_that_is_not_a_json_object_is_refused_and_nothing_is_made(http: Any, body: bytes, code: str) -> None:
    before, rows = lobby(http), stored(http)
    response = http.post("/api/tables?lang=fr", content=body, headers={"content-type": "application/json"})
    assert response.status_code == 400, response.text
    assert response.json() == {"error": code, "message": translate(code, "fr")}
    assert lobby(http) == before and stored(http) == rows


def test_json_nests_at_most_sixteen_levels(http: Any) -> None:
    deep = http.post("/api/tables", content=nested(17)).json()
    assert deep["error"] == "web.error.malformed"
    # Sixteen levels are read: the body is an object without a game, refused for that.
    assert http.post("/api/tables", content=nested(16)).json()["error"] == "web.error.unknown-game"


def test_deep_nesting_is_malformed_however_deep_when_the_size_allows_it() -> None:
    roomy = replace(QUIET, limits=replace(QUIET.limits, max_body=256 * 1024, max_message=256 * 1024))
    with client(settings=roomy) as http:
        for body in (b"[" * 50_000, b'{"a":' * 50_000, nested(20_000)):
            response = http.post("/api/tables", content=body)
            assert response.status_code == 400 and response.json()["error"] == "web.error.malformed"
        assert lobby(http) == []


def test_too_deep_and_too_big_at_the_default_size(http: Any) -> None:
    # `{"a":` five thousand times is 25 000 bytes: over the cap before its depth counts.
    response = http.post("/api/tables?lang=fr", content=b'{"a":' * 5000)
    assert response.status_code == 413
    assert response.json() == {"error": "web.error.too-big", "message": translate("web.error.too-big", "fr")}


def test_the_body_cap_counts_bytes_not_characters(http: Any) -> None:
    rows = stored(http)
    wide = json.dumps({**BASE, "name": "Ann", "note": "é" * 9000}, ensure_ascii=False)
    assert len(wide) < MAX < len(wide.encode())
    response = http.post("/api/tables?lang=fr", content=wide.encode(), headers={"content-type": "application/json"})
    assert response.status_code == 413 and response.json()["error"] == "web.error.too-big"
    narrow = json.dumps({**BASE, "name": "Ann", "note": "e" * 9000})  # the same length in ASCII is taken
    assert http.post("/api/tables", content=narrow.encode()).status_code == 200
    assert stored(http) == rows + 1


def test_a_join_refuses_bad_fields_and_changes_no_seat(http: Any) -> None:
    table = new_table(http, "hanabi", 3)["table"]
    http.cookies.clear()
    for body, code in [
        ({"name": "Bob", "seat": "1"}, "web.error.seat"),
        ({"name": "Bob", "seat": True}, "web.error.seat"),
        ({"name": "Bob", "seat": 1.0}, "web.error.seat"),
        ({"name": 7}, "web.error.name"),
        ({"name": ["Bob"]}, "web.error.name"),
    ]:
        response = http.post(f"/api/tables/{table['id']}/join?lang=fr", json=body)
        assert response.status_code == 400 and response.json()["error"] == code
        assert response.json()["message"].startswith(french(code))
    for body in (b'{"name": NaN}', b"[" * 5000, b'{"name": "Bob"'):
        assert http.post(f"/api/tables/{table['id']}/join", content=body).json()["error"] == "web.error.malformed"
    seats = http.get(f"/api/tables/{table['id']}").json()["table"]["seats"]
    assert [s["taken"] for s in seats] == [True, False, False]


@pytest.mark.parametrize("limit", ["٧", "７", "²", "7\u200b", "0x7", "+7", "7.0", " 7", ""])
def test_a_page_size_in_anything_but_ascii_digits_is_a_bad_page(http: Any, limit: str) -> None:
    response = http.get("/api/tables", params={"limit": limit, "lang": "fr"})
    assert response.status_code == 400
    assert response.json()["error"] == "web.error.bad-page"
    assert response.json()["message"].startswith(french("web.error.bad-page"))


@pytest.mark.parametrize("before", ["١٢", "1_2", " 12 "])
def test_a_page_bound_in_anything_but_an_ascii_number_is_a_bad_page(http: Any, before: str) -> None:
    response = http.get("/api/tables", params={"before": before, "before_id": "abc"})
    assert response.status_code == 400 and response.json()["error"] == "web.error.bad-page"


def test_responses_that_carry_a_token_or_a_record_are_never_cached(http: Any) -> None:
    created = http.post("/api/tables", json={**BASE, "bots": {}})
    assert created.status_code == 200 and created.headers["cache-control"] == "no-store"
    table_id = created.json()["table"]["id"]
    http.cookies.clear()
    joined = http.post(f"/api/tables/{table_id}/join", json={"name": "Bob"})
    assert joined.status_code == 200 and "token" in joined.json()
    assert joined.headers["cache-control"] == "no-store"
    # A finished game: a Regicide solo table whose player resigns (the game ends: it is co-operative).
    solo = http.post("/api/tables", json={"game": "regicide", "players": 1, "variant": "standard", "name": "Ann"})
    assert solo.headers["cache-control"] == "no-store"
    with http.websocket_connect(f"/ws/{solo.json()['table']['id']}") as ws:
        hello(ws, solo.json()["token"])
        ws.send_json({"type": "start"})
        receive_type(ws, "state")
        ws.send_json({"type": "resign"})
        assert receive_type(ws, "state")["result"] is not None
    for fmt in ("parlour", "hanablive"):
        record = http.get(f"/api/tables/{solo.json()['table']['id']}/record/{fmt}")
        if record.status_code == 200:
            assert record.headers["cache-control"] == "no-store"
            assert record.headers["content-disposition"].startswith("attachment")
    assert http.get(f"/api/tables/{solo.json()['table']['id']}/record/parlour").status_code == 200


# -- the websocket -------------------------------------------------------------------------


@pytest.fixture
def seated(http: Any) -> Any:
    """A started 2-player Hanabi table; yields (its state, seat 0's socket, seat 1's socket)."""
    with started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        yield http.app.state.hub.tables[table_id].state, ws0, ws1


def answered(ws: Any) -> None:
    """The socket is still served: its next message answers this ping."""
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}


BAD_MESSAGES: list[tuple[str, str]] = [
    ("[" * 5000, "web.error.malformed"),
    ("[" * 5000 + "]" * 5000, "web.error.malformed"),
    ('{"a":' * 3000, "web.error.malformed"),
    ('{"type": "ping", "x": ' + "[" * 3000 + "]" * 3000 + "}", "web.error.malformed"),
    (nested(17).decode(), "web.error.malformed"),
    ('{"type": "ping", "x": NaN}', "web.error.malformed"),
    ('{"type": "act", "seq": 0, "action": {"type": "play", "slot": Infinity}}', "web.error.malformed"),
    ('{"a":' * 5000, "web.error.too-big"),  # 25 000 bytes: over the cap
    (json.dumps({"type": "ping", "x": "é" * 9000}, ensure_ascii=False), "web.error.too-big"),
    (json.dumps({"type": "ping", "x": "牌" * 6000}, ensure_ascii=False), "web.error.too-big"),
]


@pytest.mark.parametrize(("text", "code"), BAD_MESSAGES, ids=[t[:20] + str(len(t)) for t, _ in BAD_MESSAGES])
def test_a_bad_message_gets_a_clean_error_and_the_socket_goes_on(seated: Any, text: str, code: str) -> None:
    state, ws0, ws1 = seated
    before = json.dumps(state.snapshot(), sort_keys=True)
    if code == "web.error.too-big" and not text.isascii():
        assert len(text) < MAX < len(text.encode())  # over the cap in bytes, not in characters
    ws0.send_text(text)
    error = ws0.receive_json()
    assert error["type"] == "error" and error["code"] == code and error["message"] == translate(code, "en")
    answered(ws0)
    answered(ws1)  # the other seat heard nothing
    assert json.dumps(state.snapshot(), sort_keys=True) == before


def test_a_message_just_under_the_cap_in_bytes_is_read(seated: Any) -> None:
    _state, ws0, _ws1 = seated
    text = json.dumps({"type": "ping", "x": "e" * 9000})
    assert len(text.encode()) < MAX
    ws0.send_text(text)
    assert ws0.receive_json() == {"type": "pong"}


def test_a_binary_frame_is_malformed_and_the_socket_goes_on(seated: Any) -> None:
    state, ws0, ws1 = seated
    before = json.dumps(state.snapshot(), sort_keys=True)
    ws0.send_bytes(b'{"type": "ping"}')
    error = ws0.receive_json()
    assert error["code"] == "web.error.malformed" and error["message"]
    ws0.send_bytes(b'{"type": "act", "seq": 0, "action": {"type": "play", "slot": 0}}')
    assert ws0.receive_json()["code"] == "web.error.malformed"
    answered(ws0)
    answered(ws1)
    assert json.dumps(state.snapshot(), sort_keys=True) == before


def test_a_bad_message_before_hello_is_refused_the_same_way(http: Any) -> None:
    table_id = new_table(http, "hanabi", 2)["table"]["id"]
    http.cookies.clear()
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        ws.send_text("[" * 5000)
        assert ws.receive_json()["code"] == "web.error.malformed"
        ws.send_bytes(b"\x00\x01")
        assert ws.receive_json()["code"] == "web.error.malformed"
        answered(ws)
        assert hello(ws, None, "fr")["seat"] is None
        ws.send_text("{" * 100)
        error = ws.receive_json()
        assert error["code"] == "web.error.malformed" and error["message"] == translate("web.error.malformed", "fr")


def test_a_body_that_says_it_is_not_json_is_refused(http: Any) -> None:
    """A page elsewhere may make a browser post a form or plain text here; never JSON."""
    before = stored(http)
    body = b'{"game": "hanabi", "players": 2, "name": "Ann"}'
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        response = http.post("/api/tables?lang=fr", content=body, headers={"content-type": kind})
        assert response.status_code == 415 and response.json()["error"] == "web.error.json-only"
    assert stored(http) == before
    ok = http.post("/api/tables", content=body, headers={"content-type": "application/json; charset=utf-8"})
    assert ok.status_code == 200


def test_the_browser_cookie_is_read_among_other_sites_cookies(http: Any) -> None:
    http.cookies.clear()
    first = http.get("/")
    value = first.cookies["parlour_browser"]
    assert "HttpOnly" in first.headers["set-cookie"] and "SameSite=Lax" in first.headers["set-cookie"]
    http.cookies.clear()
    odd = f'json={{"a":1}}; a=b c; parlour_browser={value}'
    again = http.get("/", headers={"cookie": odd})
    assert "set-cookie" not in again.headers  # it was read: no new one is handed out


def test_an_address_no_route_answers_is_a_404_page_or_a_json_refusal(http: Any) -> None:
    """Never a bare "Not Found": a page address gets the client (which says so, with the way home)
    under a 404 status; an API address gets the JSON refusal in the reader's language."""
    page = http.get("/t/abcdef/extra")
    assert page.status_code == 404 and "text/html" in page.headers["content-type"] and "<html" in page.text
    api = http.get("/api/nothing-here?lang=fr")
    assert api.status_code == 404 and api.json() == {"error": "web.not-found", "message": "Il n'y a rien ici."}
