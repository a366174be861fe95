"""A browser that watches a table and then takes a seat there stops watching it.

That no message to a seat or a spectator holds more than the engine gives it, for every game and
every spectator setting, is tests/contract/test_server.py.
"""

from __future__ import annotations

import pytest
from starlette.websockets import WebSocketDisconnect

from tests.server.helpers import SWIFT, client, hello, new_table, receive_type


def test_a_browser_that_takes_a_seat_stops_watching_the_table_in_its_other_tabs() -> None:
    """Every hand is shown to this table's spectators; a browser watching it in one tab then takes
    a seat in another: the watching tab is told and closed before the game shows any hand."""
    with client() as http:
        created = new_table(http, "hanabi", 2, spectators="all")
        table_id, host = created["table"]["id"], created["token"]
        http.cookies.clear()
        http.get("/")  # Bob's browser opens the page: it gets its cookie
        with http.websocket_connect(f"/ws/{table_id}") as watching, http.websocket_connect(f"/ws/{table_id}") as ws0:
            hello(watching, None)
            hello(ws0, host)
            joined = http.post(f"/api/tables/{table_id}/join", json={"name": "Bob"}).json()
            messages = []
            with pytest.raises(WebSocketDisconnect):
                while True:
                    messages.append(watching.receive_json())
            assert any(m.get("code") == "web.error.seated" for m in messages)
            with http.websocket_connect(f"/ws/{table_id}") as ws1:
                hello(ws1, joined["token"])
                ws0.send_json({"type": "start"})
                mine = receive_type(ws1, "state")
                assert all("suit" not in card for card in mine["view"]["hands"][1])  # Bob never sees his own
                with http.websocket_connect(f"/ws/{table_id}") as again:  # nor by watching
                    again.send_json({"type": "hello"})
                    assert again.receive_json()["code"] == "web.error.seated"


def keys_of(value: object) -> set[str]:
    """Every key of every object inside a JSON value."""
    if isinstance(value, dict):
        return set(value) | {key for item in value.values() for key in keys_of(item)}
    if isinstance(value, list):
        return {key for item in value for key in keys_of(item)}
    return set()


def test_an_account_never_sees_its_own_hand_from_another_browser() -> None:
    """Every hand is shown to this table's spectators: an account playing at it, signed in on a
    second browser that holds no seat key, is refused the spectator's view there; its list of
    tables and the seat it takes back carry summaries only, no card."""
    from starlette.testclient import TestClient

    from tests.server.test_accounts import csrf, sign_in, sign_up

    with client() as http:
        sign_up(http, "Ann")
        created = http.post(
            "/api/tables",
            json={"game": "hanabi", "players": 2, "name": "Ann", "bots": {"1": "partner"}, "spectators": "all"},
            headers=csrf(http),
        )
        table_id, token = created.json()["table"]["id"], created.json()["token"]
        with http.websocket_connect(f"/ws/{table_id}") as ws0:
            hello(ws0, token)
            ws0.send_json({"type": "start"})
            assert receive_type(ws0, "state")["view"]["hands"]
        other = TestClient(http.app)  # a second browser: no seat key, no browser cookie of the seat
        sign_in(other, "ann")
        with other.websocket_connect(f"/ws/{table_id}") as watching:
            watching.send_json({"type": "hello"})
            assert watching.receive_json()["code"] == "web.error.seated"
        listed = other.get("/api/account/tables").json()
        taken = other.post(f"/api/tables/{table_id}/claim", json={}, headers=csrf(other)).json()
        assert taken["seat"] == 0
        for answer in (listed, taken):
            assert not keys_of(answer) & {"view", "hands", "state", "log", "suit", "rank", "seed"}


SECRET_KEYS = {"view", "hands", "state", "log", "suit", "rank", "seed", "actions", "deck"}


def test_no_outlet_shows_a_game_in_progress() -> None:
    """The profiles, histories and leaderboards (parlour/server/records.py) read finished games only:
    a live game of each game, watched by everyone, is in none of them, and none carries a card."""
    from tests.server.test_accounts import sign_up
    from tests.server.test_records import create, play_out

    with client(settings=SWIFT) as http:
        sign_up(http, "Ann")
        finished, token = create(http, "hanabi", 2, {"1": "simple"})
        play_out(http, finished, token)
        for game, players, bots in (
            ("hanabi", 2, {"1": "simple"}),
            ("regicide", 1, {}),
            ("rentahero", 3, {"1": "simple", "2": "random"}),
        ):
            live, token = create(http, game, players, bots)
            with http.websocket_connect(f"/ws/{live}") as ws:
                hello(ws, token)
                ws.send_json({"type": "start"})
                assert receive_type(ws, "state")["result"] is None
                answers = [http.get("/api/profile/ann").json()] + [
                    http.get(f"/api/leaderboards/{g}").json() for g in ("hanabi", "regicide", "rentahero")
                ]
                for answer in answers:
                    assert live not in str(answer)
                    assert not keys_of(answer) & SECRET_KEYS
                assert [g["table"] for g in answers[0]["history"]] == [finished]
