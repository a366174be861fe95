"""A table survives its people: leaving, resigning, freeing seats, stand-in bots, move clocks.

Before the start a person may leave (the seat is free again; the host leaving closes the table)
and the host may free any other seat or give it to a bot. During play a seat whose person left,
resigned, ran out of time or has been gone a while is played by a stand-in bot when it is asked,
until the person takes it back (a resignation is for good, or ends a co-operative game when the
host chose so).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from parlour.server import hub as hub_module
from tests.server.helpers import QUIET, SWIFT, client, full_table, hello, new_table, receive_type, started_table


def summary_of(ws: Any, limit: int = 40) -> dict[str, Any]:
    """The next table summary this client is sent."""
    message = receive_type(ws, "table", limit)
    table: dict[str, Any] = message["table"]
    return table


def until(ws: Any, test: Any, limit: int = 200) -> dict[str, Any]:
    """The first message for which `test(message)` holds."""
    for _ in range(limit):
        message: dict[str, Any] = ws.receive_json()
        if test(message):
            return message
    raise AssertionError("no such message")


def my_move(ws: Any, after: int = -1) -> dict[str, Any]:
    """The next state past move number `after` in which this seat may move (or the end)."""
    return until(ws, lambda m: m["type"] == "state" and m["seq"] > after and (m["legal"] or m["result"] is not None))


@contextlib.contextmanager
def playing(http: Any, game: str = "hanabi", players: int = 2, **extra: Any) -> Iterator[tuple[str, list[Any]]]:
    """A started table of people only, every seat connected: (table id, the seats' sockets)."""
    table_id, tokens = full_table(http, game, players, **extra)
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(http.websocket_connect(f"/ws/{table_id}")) for _ in tokens]
        for ws, token in zip(sockets, tokens, strict=True):
            hello(ws, token)
        sockets[0].send_json({"type": "start"})
        yield table_id, sockets


def test_a_guest_who_leaves_before_the_start_frees_the_seat_and_its_key() -> None:
    with client() as http:
        table_id, tokens = full_table(http, "hanabi", 3)
        with http.websocket_connect(f"/ws/{table_id}") as host, http.websocket_connect(f"/ws/{table_id}") as guest:
            hello(host, tokens[0])
            hello(guest, tokens[2])
            guest.send_json({"type": "leave"})
            left = until(host, lambda m: m["type"] == "table" and not m["table"]["seats"][2]["taken"])
            assert left["table"]["status"] == "open"
            assert summary_of(guest)["you"] is None  # the guest watches from now on
        with http.websocket_connect(f"/ws/{table_id}") as again:
            again.send_json({"type": "hello", "token": tokens[2]})
            assert again.receive_json()["code"] == "web.error.token"  # the old key opens nothing
        joined = http.post(f"/api/tables/{table_id}/join", json={"name": "Dee"}).json()
        assert joined["seat"] == 2


def test_the_host_leaving_before_the_start_closes_the_table() -> None:
    with client() as http:
        table_id, tokens = full_table(http, "hanabi", 2)
        with http.websocket_connect(f"/ws/{table_id}") as host, http.websocket_connect(f"/ws/{table_id}") as guest:
            hello(host, tokens[0])
            hello(guest, tokens[1])
            host.send_json({"type": "leave"})
            assert until(guest, lambda m: m["type"] == "table")["table"]["status"] == "closed"
        assert table_id not in {t["id"] for t in http.get("/api/tables").json()["tables"]}
        assert table_id not in http.app.state.hub.tables  # out of memory
        assert http.get(f"/api/tables/{table_id}").json()["table"]["status"] == "closed"
        assert http.post(f"/api/tables/{table_id}/join", json={"name": "Late"}).json()["error"] == "web.error.closed"


def test_the_host_frees_a_persons_seat_and_that_browser_may_not_sit_again() -> None:
    with client() as http:
        created = new_table(http, "hanabi", 3)
        table_id, host_token = created["table"]["id"], created["token"]
        http.cookies.clear()  # the stranger's browser
        stranger = http.post(f"/api/tables/{table_id}/join", json={"name": "Squatter"}).json()
        with http.websocket_connect(f"/ws/{table_id}") as host, http.websocket_connect(f"/ws/{table_id}") as them:
            hello(host, host_token)
            hello(them, stranger["token"])
            host.send_json({"type": "bot", "seat": stranger["seat"], "bot": None})
            removed = until(them, lambda m: m["type"] == "error")
            assert removed["code"] == "web.error.removed" and removed["message"]
            assert summary_of(them)["you"] is None
            index = stranger["seat"]
            freed = until(host, lambda m: m["type"] == "table" and not m["table"]["seats"][index]["taken"])
            assert freed["table"]["seats"][index]["name"] is None
        again = http.post(f"/api/tables/{table_id}/join?lang=es", json={"name": "Squatter"})
        assert again.status_code == 403 and again.json()["error"] == "web.error.banned"
        assert "anfitrión" in again.json()["message"]
        http.cookies.clear()  # someone else is welcome
        assert http.post(f"/api/tables/{table_id}/join", json={"name": "Friend"}).json()["seat"] == stranger["seat"]


def test_only_the_host_decides_the_seats() -> None:
    with client() as http:
        table_id, tokens = full_table(http, "hanabi", 3)
        with http.websocket_connect(f"/ws/{table_id}") as guest:
            hello(guest, tokens[1])
            guest.send_json({"type": "bot", "seat": 2, "bot": None})
            assert guest.receive_json()["code"] == "web.error.host-only"


def test_a_player_who_leaves_is_played_by_a_bot_until_they_take_the_seat_back() -> None:
    with client() as http, playing(http) as (_table_id, (ws0, ws1)):
        first = my_move(ws0)
        ws1.send_json({"type": "leave"})
        away = until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] == "left")
        assert away["table"]["seats"][1]["connected"] is True  # still here, but a bot plays the seat
        ws0.send_json({"type": "act", "seq": first["seq"], "action": first["legal"][-1]["action"]})
        # Seat 1's turn is played by its stand-in: seat 0 is asked again with no move from a person.
        again = my_move(ws0, first["seq"])
        assert again["seq"] == first["seq"] + 2 and again["log"][-1]["seat"] == 1
        ws1.send_json({"type": "back"})
        back = until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] is None)
        assert back["table"]["status"] == "playing"
        ws0.send_json({"type": "act", "seq": again["seq"], "action": again["legal"][-1]["action"]})
        mine = my_move(ws1, again["seq"])  # the person is asked again, and nobody moves for them
        assert mine["seq"] == again["seq"] + 1 and mine["legal"]
        ws1.send_json({"type": "back"})
        assert until(ws1, lambda m: m["type"] == "error")["code"] == "web.error.not-away"


def test_a_resignation_ends_a_hanabi_game_as_hanab_live_terminates_it() -> None:
    with client() as http, playing(http, on_resign="end") as (_table_id, (ws0, ws1)):
        my_move(ws0)
        ws1.send_json({"type": "resign"})  # not seat 1's turn: a resignation needs none
        over = until(ws0, lambda m: m["type"] == "state" and m["result"] is not None)
        result = over["result"]
        assert result["reason"] == "terminated" and result["score"] == 0 and result["outcome"] == "lost"
        assert over["log"][-1]["seat"] == 1
        assert all("suit" in card for hand in over["view"]["hands"] for card in hand)  # the end shows every hand


def test_where_the_host_chose_it_a_resigning_player_is_played_by_a_bot_to_the_end() -> None:
    with client(settings=SWIFT) as http, playing(http, on_resign="bot") as (_table_id, (ws0, ws1)):
        message = my_move(ws0)
        ws1.send_json({"type": "resign"})
        until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] == "resigned")
        ws1.send_json({"type": "back"})
        assert until(ws1, lambda m: m["type"] == "error")["code"] == "web.error.resigned"
        while message["result"] is None:  # seat 0 plays; its partner's turns are the stand-in's
            ws0.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})
            message = my_move(ws0, message["seq"])
        assert message["result"]["reason"] != "terminated"


def test_a_competitive_game_cannot_be_ended_by_a_resignation() -> None:
    with client() as http:
        body = {"game": "rentahero", "players": 3, "name": "Ann", "on_resign": "end"}
        refused = http.post("/api/tables", json=body)
        assert refused.status_code == 400 and refused.json()["error"] == "web.error.on-resign"
        assert new_table(http, "rentahero", 3)["table"]["on_resign"] == "bot"  # the default there


def test_a_person_gone_for_a_while_is_played_by_a_bot_until_they_reconnect() -> None:
    settings = replace(QUIET, limits=replace(QUIET.limits, away_after=0.3))
    with client(settings=settings) as http:
        table_id, tokens = full_table(http, "hanabi", 2)
        with http.websocket_connect(f"/ws/{table_id}") as ws0:
            hello(ws0, tokens[0])
            with http.websocket_connect(f"/ws/{table_id}") as ws1:
                hello(ws1, tokens[1])
                ws0.send_json({"type": "start"})
                first = my_move(ws0)
            # Seat 1 is gone. Its turn comes; after its grace the stand-in plays it.
            ws0.send_json({"type": "act", "seq": first["seq"], "action": first["legal"][-1]["action"]})
            gone = until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] == "gone")
            assert gone["table"]["seats"][1]["connected"] is False
            again = my_move(ws0, first["seq"])
            assert again["seq"] == first["seq"] + 2
            with http.websocket_connect(f"/ws/{table_id}") as ws1:
                hello(ws1, tokens[1])  # back: the seat is theirs again
                until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] is None)
                ws0.send_json({"type": "act", "seq": again["seq"], "action": again["legal"][-1]["action"]})
                assert my_move(ws1, again["seq"])["seq"] == again["seq"] + 1


def test_a_move_clock_runs_for_the_person_asked_and_a_bot_plays_when_it_runs_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hub_module, "CLOCK_BASE", (0.1, 60.0))  # a clock short enough for a test
    with client() as http, playing(http, clock={"base": 0.5, "per_move": 0}) as (_table_id, (ws0, ws1)):
        first = my_move(ws0)
        clock = first["clock"]
        assert clock["seconds"] == {"0": 0.5, "1": 0.5} and clock["running"]["seat"] == 0
        ws0.send_json({"type": "act", "seq": first["seq"], "action": first["legal"][-1]["action"]})
        asked = my_move(ws1, first["seq"])
        assert asked["clock"]["running"]["seat"] == 1 and asked["clock"]["seconds"]["0"] <= 0.5
        # Seat 1 never moves: its time runs out, its stand-in plays, everyone sees it happen.
        out = until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] == "timeout")
        assert out["table"]["clock"] == {"base": 0.5, "per_move": 0}
        moved = until(ws0, lambda m: m["type"] == "state" and m["seq"] == asked["seq"] + 1)
        assert moved["log"][-1]["seat"] == 1 and moved["clock"]["seconds"]["1"] == 0
        ws1.send_json({"type": "back"})  # taking the seat back gives some time again
        back = until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][1]["away"] is None)
        assert back["table"]["seats"][1]["connected"] is True


def test_a_players_absence_survives_a_restart(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    with client(db) as http, started_table(http, "rentahero", 3, (0, 2)) as (table_id, _tokens, (ws0, ws2)):
        ws2.send_json({"type": "resign"})
        until(ws0, lambda m: m["type"] == "table" and m["table"]["seats"][2]["away"] == "resigned")
    with client(db) as http:
        seats = http.get(f"/api/tables/{table_id}").json()["table"]["seats"]
        assert seats[2]["away"] == "resigned"


def test_a_table_nobody_comes_back_to_is_closed() -> None:
    settings = replace(QUIET, limits=replace(QUIET.limits, abandoned_after=0.0, open_idle=0.0))
    with client(settings=settings) as http:
        hub = http.app.state.hub
        waiting = new_table(http, "hanabi", 2)["table"]["id"]
        with playing(http) as (played, sockets):
            receive_type(sockets[0], "state")  # started
            hub.sweep()
            assert hub.tables[played].status == "playing"  # people are connected: it stays
        hub.sweep()
        assert waiting not in hub.tables and played not in hub.tables
        assert http.get(f"/api/tables/{played}").json()["table"]["status"] == "closed"
        assert http.get("/api/tables").json()["tables"] == []


def test_a_table_nobody_seated_is_connected_to_waits_for_them() -> None:
    """No bot plays on at a table whose people are all gone (they would play it out alone, and take
    the bots' workers from everyone else): it waits until someone is back, or the sweep closes it."""
    settings = replace(QUIET, limits=replace(QUIET.limits, away_after=0.1))
    with client(settings=settings) as http:
        created = new_table(http, "hanabi", 2, bots={"1": "simple"})
        table_id, token = created["table"]["id"], created["token"]
        table = http.app.state.hub.tables[table_id]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, token)
            ws.send_json({"type": "start"})
            first = my_move(ws)
            ws.send_json({"type": "act", "seq": first["seq"], "action": first["legal"][-1]["action"]})
            my_move(ws, first["seq"])  # the bot answered
        time.sleep(1.0)  # gone well past away_after: a stand-in could play, but nobody is here
        assert table.seq == first["seq"] + 2
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, token)  # back: the seat is the person's again, and the game goes on with them
            back = my_move(ws)
            assert back["seq"] == first["seq"] + 2 and back["legal"]
