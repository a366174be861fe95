"""A browser that watches a table and then takes a seat there stops watching it.

That no message to a seat or a spectator holds more than the engine gives it, for every game and
every spectator setting, is tests/contract/test_server.py.
"""

from __future__ import annotations

import pytest
from starlette.websockets import WebSocketDisconnect

from tests.server.helpers import client, hello, new_table, receive_type


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
