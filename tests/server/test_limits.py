"""Memory stays bounded under abuse: every cap on connections and tables, and what leaves memory.

Connections per address and per table, handshakes per address a minute; tables made per
address (a bucket), open tables per address, tables in all; joins per address. An idle open
table expires and leaves memory and the lobby; a finished game leaves memory once nobody watches
it, is read back on demand for its replay and record, and only a few are cached. The lobby lists
live public tables only, finished ones under `?finished=1`, and one address cannot fill its
first page. In process (the in-process client's address is "testclient"; other addresses make
tables through the hub itself, on the app's event loop).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from parlour.engine import registry
from parlour.engine.i18n import translate
from parlour.server import hub as hub_module
from parlour.server.errors import TableError
from parlour.server.limits import address_key
from tests.server.helpers import QUIET, client, hello, new_table, receive_type

ME = "testclient"
# Roomy everywhere (creation, joins, handshakes), so each test tightens only the limit it checks.
ROOMY = replace(QUIET, limits=replace(QUIET.limits, connects_per_minute=1e6, connections_per_address=1000))
SOLO: dict[str, Any] = {"game": "regicide", "players": 1, "variant": "standard", "name": "Ann"}


def limited(**changes: Any) -> Any:
    return replace(ROOMY, limits=replace(ROOMY.limits, **changes))


def hub_of(http: Any) -> Any:
    return http.app.state.hub


def eventually(check: Callable[[], bool], timeout: float = 20.0) -> None:
    """Wait until `check()` holds (the server finishes with a closed socket on its own loop)."""
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "never happened"
        time.sleep(0.01)


def create_from(http: Any, address: str, data: dict[str, Any] | None = None) -> str:
    """A table made by another address (through the hub, on the app's loop): its id."""
    table, _token = http.portal.call(hub_of(http).create, data or dict(SOLO), address, None)
    return str(table.id)


def lobby(http: Any, query: str = "") -> list[str]:
    return [t["id"] for t in http.get(f"/api/tables{query}").json()["tables"]]


def refused_and_closed(ws: Any, code: str, close_code: int) -> None:
    assert ws.receive_json()["code"] == code
    with pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_json()
    assert closed.value.code == close_code


def start_solo(http: Any, **extra: Any) -> str:
    """A Regicide solo table, started by its host (who then goes away): its id."""
    created = new_table(http, "regicide", 1, variant="standard", **extra)
    with http.websocket_connect(f"/ws/{created['table']['id']}") as ws:
        hello(ws, created["token"])
        ws.send_json({"type": "start"})
        receive_type(ws, "state")
    return str(created["table"]["id"])


def finish_solo(http: Any, **extra: Any) -> str:
    """A Regicide solo game played to its end (its player resigns): its id, once nobody watches it."""
    created = new_table(http, "regicide", 1, variant="standard", **extra)
    table_id = created["table"]["id"]
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, created["token"])
        ws.send_json({"type": "start"})
        receive_type(ws, "state")
        ws.send_json({"type": "resign"})
        assert receive_type(ws, "state")["result"] is not None
        assert table_id in hub_of(http).tables  # watched: in memory
    eventually(lambda: table_id not in hub_of(http).tables)
    return str(table_id)


# -- connections -----------------------------------------------------------------------------


def test_connections_per_address() -> None:
    with client(settings=limited(connections_per_address=3)) as http:
        table_id = new_table(http, "hanabi", 2)["table"]["id"]
        http.cookies.clear()
        hub = hub_of(http)
        with (
            http.websocket_connect(f"/ws/{table_id}") as a,
            http.websocket_connect(f"/ws/{table_id}") as b,
            http.websocket_connect(f"/ws/{table_id}") as c,
        ):
            for ws in (a, b, c):
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}
            assert hub.connections[ME] == 3
            for _ in range(3):  # refused ones do not count
                with http.websocket_connect(f"/ws/{table_id}") as extra:
                    refused_and_closed(extra, "web.error.connections", 4429)
            assert hub.connections[ME] == 3
            c.close()
            eventually(lambda: hub.connections[ME] == 2)
            with http.websocket_connect(f"/ws/{table_id}") as again:
                assert hello(again, None)["seat"] is None
            a.send_json({"type": "ping"})
            assert a.receive_json() == {"type": "pong"}
        eventually(lambda: ME not in hub.connections)  # nothing is kept of an address with none open


def test_connections_per_table_spectators_are_refused_when_crowded_seats_never() -> None:
    with client(settings=limited(connections_per_table=2)) as http:
        created = new_table(http, "hanabi", 2)
        table_id, host = created["table"]["id"], created["token"]
        table = hub_of(http).tables[table_id]
        http.cookies.clear()
        guest = http.post(f"/api/tables/{table_id}/join", json={"name": "Bob"}).json()["token"]
        http.cookies.clear()
        with http.websocket_connect(f"/ws/{table_id}") as ws_host, http.websocket_connect(f"/ws/{table_id}") as first:
            hello(ws_host, host)
            assert hello(first, None)["seat"] is None
            with http.websocket_connect(f"/ws/{table_id}") as second:
                second.send_json({"type": "hello", "lang": "fr"})
                error = second.receive_json()
                assert error["code"] == "web.error.crowded"
                assert error["message"] == translate("web.error.crowded", "fr")
                assert len(table.clients) == 2
                with pytest.raises(WebSocketDisconnect):  # refused, then closed: try again later
                    second.receive_json()
            first.close()
            eventually(lambda: len(table.clients) == 1)
            with http.websocket_connect(f"/ws/{table_id}") as again:
                assert hello(again, None)["seat"] is None  # room again
                with http.websocket_connect(f"/ws/{table_id}") as ws_guest:
                    assert hello(ws_guest, guest)["seat"] == 1  # a seat gets in however crowded
                    assert len(table.clients) == 3
        eventually(lambda: not table.clients)


def test_websocket_handshakes_per_address_a_minute() -> None:
    # 6 a minute: a burst of 2 (a third of a minute's), then one each 10 s.
    with client(settings=limited(connects_per_minute=6)) as http:
        table_id = new_table(http, "hanabi", 2)["table"]["id"]
        http.cookies.clear()
        for _ in range(2):
            with http.websocket_connect(f"/ws/{table_id}") as ws:
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}
        with pytest.raises(WebSocketDisconnect) as refused, http.websocket_connect(f"/ws/{table_id}"):
            pass  # refused before the upgrade: nothing it would send is read
        assert refused.value.code == 4429
        assert ME not in hub_of(http).connections  # a refused handshake holds nothing


# -- tables ----------------------------------------------------------------------------------


def test_table_creation_per_address_past_the_burst() -> None:
    with client(settings=limited(tables_burst=3, tables_per_minute=0.001)) as http:
        for _ in range(5):  # refused requests cost nothing
            assert http.post("/api/tables", json={**SOLO, "players": 9}).status_code == 400
        made = [new_table(http, "regicide", 1)["table"]["id"] for _ in range(3)]
        response = http.post("/api/tables?lang=fr", json=SOLO)
        assert response.status_code == 429
        assert response.json() == {"error": "web.error.slow-down", "message": translate("web.error.slow-down", "fr")}
        assert sorted(lobby(http)) == sorted(made)
        create_from(http, "10.0.0.2")  # another address is not slowed down
        assert len(lobby(http)) == 4


def test_tables_per_address() -> None:
    # The solo game is played as fast as the socket goes: no flood control in the way here.
    with client(settings=limited(tables_per_address=2, rate=1e6, burst=1e6)) as http:
        first = new_table(http, "regicide", 1, variant="standard")
        new_table(http, "hanabi", 2, private=True)  # a private table counts too
        response = http.post("/api/tables?lang=fr", json=SOLO)
        assert response.status_code == 429 and response.json()["error"] == "web.error.own-tables"
        assert response.json()["message"] == translate("web.error.own-tables", "fr", most=2)
        create_from(http, "10.0.0.2")  # another address holds its own
        # A table in play still counts; its end, or its host leaving before the start, frees a place.
        with http.websocket_connect(f"/ws/{first['table']['id']}") as ws:
            hello(ws, first["token"])
            ws.send_json({"type": "start"})
            message = receive_type(ws, "state")
            assert http.post("/api/tables", json=SOLO).status_code == 429
            while message["result"] is None:
                ws.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})
                message = receive_type(ws, "state")
        second = new_table(http, "hanabi", 2)
        assert http.post("/api/tables", json=SOLO).status_code == 429
        with http.websocket_connect(f"/ws/{second['table']['id']}") as ws:
            hello(ws, second["token"])
            ws.send_json({"type": "leave"})
            receive_type(ws, "table")
        eventually(lambda: second["table"]["id"] not in hub_of(http).tables)
        assert http.post("/api/tables", json=SOLO).status_code == 200


def test_tables_in_all() -> None:
    with client(settings=limited(max_tables=3, open_idle=0.0)) as http:
        made = [create_from(http, f"10.0.0.{i}") for i in range(2)]
        made.append(new_table(http, "regicide", 1)["table"]["id"])
        response = http.post("/api/tables?lang=es", json=SOLO)
        assert response.status_code == 503
        assert response.json()["error"] == "web.error.server-full"
        assert response.json()["message"] == translate("web.error.server-full", "es")
        with pytest.raises(TableError) as full:
            create_from(http, "10.0.0.9")
        assert full.value.code == "web.error.server-full"
        assert sorted(lobby(http)) == sorted(made) and len(hub_of(http).tables) == 3
        http.portal.call(hub_of(http).sweep)  # nobody is at any: they expire, and there is room again
        assert http.post("/api/tables", json=SOLO).status_code == 200


def test_joins_per_address() -> None:
    # 6 a minute: a burst of 2, then one each 10 s.
    with client(settings=limited(joins_per_minute=6)) as http:
        table_id = new_table(http, "hanabi", 5)["table"]["id"]
        for name in ("Bob", "Cy"):
            http.cookies.clear()
            assert http.post(f"/api/tables/{table_id}/join", json={"name": name}).status_code == 200
        http.cookies.clear()
        response = http.post(f"/api/tables/{table_id}/join?lang=fr", json={"name": "Dee"})
        assert response.status_code == 429
        assert response.json() == {"error": "web.error.slow-down", "message": translate("web.error.slow-down", "fr")}
        assert "token" not in response.json()
        seats = http.get(f"/api/tables/{table_id}").json()["table"]["seats"]
        assert [s["name"] for s in seats] == ["Ann", "Bob", "Cy", None, None]


# -- what leaves memory ----------------------------------------------------------------------


def test_an_idle_open_table_expires_and_leaves_memory_and_the_lobby() -> None:
    with client(settings=limited(open_idle=0.0, tables_per_address=2)) as http:
        hub = hub_of(http)
        idle = new_table(http, "hanabi", 2)["table"]["id"]
        watched = new_table(http, "hanabi", 2)
        assert http.post("/api/tables", json=SOLO).status_code == 429  # two open tables: the most
        with http.websocket_connect(f"/ws/{watched['table']['id']}") as ws:
            hello(ws, watched["token"])
            http.portal.call(hub.sweep)
            assert idle not in hub.tables and idle not in hub.owners
            assert lobby(http) == [watched["table"]["id"]]  # the one with its host there stays
            assert http.get(f"/api/tables/{idle}").json()["table"]["status"] == "closed"
            http.cookies.clear()
            assert http.post(f"/api/tables/{idle}/join", json={"name": "Bob"}).status_code == 400
            assert http.post("/api/tables", json=SOLO).status_code == 200  # its place is free again
        assert idle not in hub.tables


def test_a_finished_game_leaves_memory_once_unwatched_and_is_read_back_on_demand() -> None:
    with client(settings=ROOMY) as http:
        hub = hub_of(http)
        table_id = finish_solo(http)
        assert table_id not in hub.tables and table_id in hub.finished_tables
        assert table_id not in lobby(http) and table_id in lobby(http, "?finished=1")
        # A spectator watches it: in memory while watched, out again once they leave.
        http.cookies.clear()
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, None)
            assert receive_type(ws, "state")["result"] is not None
            assert table_id in hub.tables
        eventually(lambda: table_id not in hub.tables)
        # Dropped from the cache too, its replay and record are read back from the database.
        hub.finished_tables.clear()
        replay = http.get(f"/api/tables/{table_id}/replay")
        assert replay.status_code == 200 and replay.json()["result"] is not None
        assert http.get(f"/api/tables/{table_id}/record/parlour").json()["game"] == "regicide"
        assert table_id not in hub.tables and list(hub.finished_tables) == [table_id]


def test_a_finished_game_of_a_game_no_longer_installed_leaves_the_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plugin removed while its finished games stay in the database: the list goes on without them."""
    with client(settings=ROOMY) as http:
        table_id = finish_solo(http)
        assert table_id in lobby(http, "?finished=1")
        installed = [game for game in registry.games() if game.id != "regicide"]
        monkeypatch.setattr(registry, "games", lambda: installed)
        reply = http.get("/api/tables?finished=1")
        assert reply.status_code == 200 and table_id not in [t["id"] for t in reply.json()["tables"]]


def test_at_most_the_cache_of_finished_tables_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hub_module, "FINISHED_CACHE", 3)
    with client(settings=ROOMY) as http:
        hub = hub_of(http)
        finished = [finish_solo(http) for _ in range(6)]
        assert list(hub.finished_tables) == finished[-3:]  # the most recent
        assert not set(finished) & set(hub.tables)
        for table_id in finished:  # each is still there to replay, and the cache stays as small
            assert http.get(f"/api/tables/{table_id}/replay").json()["result"] is not None
            assert http.get(f"/api/tables/{table_id}/record/parlour").status_code == 200
            assert len(hub.finished_tables) <= 3 and hub.finished_tables.get(table_id) is not None
        assert list(hub.finished_tables) == finished[-3:]
        assert not set(finished) & set(hub.tables)


# -- the lobby -------------------------------------------------------------------------------


def test_the_lobby_lists_live_public_tables_and_finished_ones_apart() -> None:
    with client(settings=limited(open_idle=0.0)) as http:
        hub = hub_of(http)
        open_public = new_table(http, "hanabi", 2)["table"]["id"]
        open_private = new_table(http, "hanabi", 2, private=True)["table"]["id"]
        playing_public = start_solo(http)
        playing_private = start_solo(http, private=True)
        over_public = finish_solo(http)
        over_private = finish_solo(http, private=True)
        assert sorted(lobby(http)) == sorted([open_public, playing_public])
        assert lobby(http, "?finished=1") == [over_public]
        for private in (open_private, playing_private, over_private):  # found by their link only
            assert http.get(f"/api/tables/{private}").json()["table"]["private"] is True
        http.portal.call(hub.sweep)  # the open ones expire (nobody is there), the others stay
        assert lobby(http) == [playing_public]
        assert lobby(http, "?finished=1") == [over_public]  # an expired table was never a game


def test_an_address_holds_only_its_open_tables_on_the_first_page() -> None:
    with client(settings=limited(tables_per_address=8)) as http:
        theirs = create_from(http, "10.0.0.2")
        mine = [new_table(http, "hanabi", 2)["table"]["id"] for _ in range(8)]
        assert http.post("/api/tables", json=SOLO).status_code == 429
        assert set(lobby(http)) == {theirs, *mine}


def test_one_address_cannot_push_other_peoples_tables_off_the_first_page() -> None:
    with client(settings=limited(tables_per_address=8)) as http:
        theirs = create_from(http, "10.0.0.2", {"game": "hanabi", "players": 2, "name": "Zoe"})
        mine = [start_solo(http) for _ in range(8)]  # one solo game after another, each started and left
        assert http.post("/api/tables", json=SOLO).status_code == 429  # games in play count too
        assert sorted(lobby(http)) == sorted([theirs, *mine])


def test_an_ipv6_address_is_limited_by_its_64_network() -> None:
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:ffff::9") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7" == address_key("192.0.2.7")
    assert address_key("testclient") == "testclient"


def test_replays_records_and_lobby_pages_are_limited_per_address() -> None:
    with client(settings=limited(reads_per_minute=6)) as http:  # a burst of 1 (a fifth of a minute's)
        assert http.get("/api/tables").status_code == 200
        refused = http.get("/api/tables?lang=fr")
        assert refused.status_code == 429 and refused.json()["error"] == "web.error.slow-down"
        assert http.get("/api/tables/nope/replay").status_code == 429
        assert http.get("/api/tables/nope/record/parlour").status_code == 429
