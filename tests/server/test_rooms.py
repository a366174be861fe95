"""Shared replays: rooms on finished games, one leader, followers, bounds, bad input, hypotheticals."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from starlette.testclient import TestClient

from parlour.engine.record import GameRecord, replay
from tests.server.helpers import QUIET, SWIFT, client, hello, new_table, receive_type


def finished_game(http: TestClient, game: str = "hanabi", players: int = 2) -> str:
    """A game played to its end through the websocket (seat 0 gives clues or discards: a long game)."""
    bots = {str(seat): "simple" if game == "hanabi" else "random" for seat in range(1, players)}
    created = new_table(http, game, players, bots=bots)
    table_id, token = created["table"]["id"], created["token"]
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, token)
        ws.send_json({"type": "start"})
        message = receive_type(ws, "state")
        while message["result"] is None:
            if message["legal"]:
                moves = [entry["action"] for entry in message["legal"]]
                safe = [m for m in moves if m.get("type", "").startswith(("clue", "discard"))]
                ws.send_json({"type": "act", "seq": message["seq"], "action": (safe or moves)[0]})
            message = receive_type(ws, "state", limit=200)
    return table_id


def open_room(http: TestClient, table_id: str, **body: Any) -> dict[str, Any]:
    response = http.post(f"/api/tables/{table_id}/rooms", json=body)
    assert response.status_code == 200, response.text
    room: dict[str, Any] = response.json()["room"]
    return room


def join(ws: Any, name: str | None = None, seat: int | None = None, lang: str = "en") -> tuple[int, dict[str, Any]]:
    """Say hello in a room: (my member id, my first screen)."""
    ws.send_json({"type": "hello", "name": name, "seat": seat, "lang": lang})
    welcome = ws.receive_json()
    assert welcome["type"] == "welcome", welcome
    return welcome["you"], receive_type(ws, "replay")


def error(ws: Any) -> str:
    code: str = receive_type(ws, "error")["code"]
    return code


def room_when(ws: Any, holds: Callable[[dict[str, Any]], bool], limit: int = 10) -> dict[str, Any]:
    """The first room summary (of a `room` message) for which `holds` is true."""
    for _ in range(limit):
        room: dict[str, Any] = receive_type(ws, "room")["room"]
        if holds(room):
            return room
    raise AssertionError("the room never came to be so")


def screen_at(ws: Any, index: int, limit: int = 20) -> dict[str, Any]:
    """The next screen at moment `index` (screens of other moments may come first)."""
    for _ in range(limit):
        message = receive_type(ws, "replay")
        if message["index"] == index:
            return message
    raise AssertionError(f"no screen at {index}")


def test_no_shared_replay_of_a_live_game() -> None:
    with client() as http:
        created = new_table(http, "hanabi", 2, bots={"1": "simple"})
        table_id = created["table"]["id"]
        refused = http.post(f"/api/tables/{table_id}/rooms", json={})
        assert refused.status_code == 400 and refused.json()["error"] == "web.error.not-over"
        with http.websocket_connect(f"/ws/{created['table']['id']}") as ws:
            hello(ws, created["token"])
            ws.send_json({"type": "start"})
            receive_type(ws, "state")
            playing = http.post(f"/api/tables/{table_id}/rooms", json={})
            assert playing.json()["error"] == "web.error.not-over"
        assert http.post("/api/tables/nope/rooms", json={}).status_code == 404


def test_the_leader_drives_and_everyone_follows_from_their_own_seat() -> None:
    with client(settings=SWIFT) as http:
        table_id = finished_game(http)
        room = open_room(http, table_id, index=0)
        total = room["total"]
        assert room["index"] == 0 and room["leader"] is None and total > 5
        with (
            http.websocket_connect(f"/ws/replay/{room['id']}") as lead,
            http.websocket_connect(f"/ws/replay/{room['id']}") as follow,
        ):
            me, first = join(lead, "Ann")
            assert first["room"]["leader"] == me and first["index"] == 0
            other, screen = join(follow, None, seat=1, lang="fr")
            assert screen["seat"] == 1 and screen["room"]["leader"] == me
            members = room_when(lead, lambda r: len(r["members"]) == 2)["members"]
            assert [(m["id"], m["name"]) for m in members] == [(me, "Ann"), (other, None)]
            lead.send_json({"type": "goto", "index": 4})
            mine, theirs = screen_at(lead, 4), screen_at(follow, 4)
            assert mine["seat"] is None and all("suit" in c for hand in mine["view"]["hands"] for c in hand)
            assert theirs["seat"] == 1 and all("suit" not in c for c in theirs["view"]["hands"][1])
            assert [line["moment"] for line in theirs["log"]] == [1, 2, 3, 4]
            assert len(theirs["movers"]) == total and theirs["movers"][0] == 0
            # A follower does not drive; bad moments are refused and change nothing.
            follow.send_json({"type": "goto", "index": 2})
            assert error(follow) == "web.error.leader-only"
            for bad in (-1, total + 1, "3", True, None, 2.5):
                lead.send_json({"type": "goto", "index": bad})
                assert error(lead) == "web.error.moment"
            follow.send_json({"type": "view", "seat": 7})
            assert error(follow) == "web.error.seat"
            follow.send_json({"type": "view", "seat": 0})
            assert screen_at(follow, 4)["seat"] == 0
            # The lead is handed on; the old leader then follows.
            lead.send_json({"type": "lead", "member": 99})
            assert error(lead) == "web.error.member"
            lead.send_json({"type": "lead", "member": other})
            assert receive_type(follow, "replay")["room"]["leader"] == other
            lead.send_json({"type": "goto", "index": 1})
            assert error(lead) == "web.error.leader-only"
            follow.send_json({"type": "goto", "index": 1})
            assert screen_at(lead, 1)["index"] == 1
        # Everyone left: the next to come leads.
        with http.websocket_connect(f"/ws/replay/{room['id']}") as ws:
            me, screen = join(ws, "Bo")
            assert screen["room"]["leader"] == me and screen["index"] == 1


def test_when_the_leader_leaves_the_longest_here_leads() -> None:
    with client(settings=SWIFT) as http:
        room = open_room(http, finished_game(http))
        url = f"/ws/replay/{room['id']}"
        with http.websocket_connect(url) as second, http.websocket_connect(url) as third:
            with http.websocket_connect(url) as first:
                leader, _ = join(first, "A")
                two, _ = join(second, "B")
                join(third, "C")
            room_when(third, lambda r: r["leader"] == two and len(r["members"]) == 2)
            assert leader != two


def test_bad_input_and_bounds() -> None:
    limits = replace(SWIFT.limits, room_members=2, rooms_per_address=2)
    with client(settings=replace(SWIFT, limits=limits)) as http:
        table_id = finished_game(http)
        for body in ({"index": -1}, {"index": "2"}, {"index": 10_000}):
            assert http.post(f"/api/tables/{table_id}/rooms", json=body).json()["error"] == "web.error.moment"
        room = open_room(http, table_id)
        open_room(http, table_id)
        refused = http.post(f"/api/tables/{table_id}/rooms", json={})
        assert refused.status_code == 429 and refused.json()["error"] == "web.error.own-rooms"
        url = f"/ws/replay/{room['id']}"
        with http.websocket_connect(url) as a, http.websocket_connect(url) as b, http.websocket_connect(url) as c:
            a.send_json({"type": "goto", "index": 1})
            assert error(a) == "web.error.hello-first"
            join(a, "A")
            a.send_json({"type": "hello"})
            assert error(a) == "web.error.hello-twice"
            a.send_text("not json")
            assert error(a) == "web.error.malformed"
            a.send_json({"type": "fly"})
            assert error(a) == "web.error.unknown-type"
            a.send_json({"type": "hypo-act", "action": {"type": "play", "slot": 0}})
            assert error(a) == "web.error.no-hypothetical"
            b.send_json({"type": "hello", "name": 5})
            assert error(b) == "web.error.name"
            join(b, "B")
            c.send_json({"type": "hello", "name": "C"})
            assert error(c) == "web.error.room-full"
        with http.websocket_connect("/ws/replay/nope") as ws:
            assert error(ws) == "web.error.no-room"


def test_an_empty_room_closes() -> None:
    limits = replace(SWIFT.limits, room_empty=0.0)
    with client(settings=replace(SWIFT, limits=limits)) as http:
        room = open_room(http, finished_game(http))
        hub = http.app.state.hub  # type: ignore[attr-defined]
        hub.sweep()
        assert room["id"] not in hub.rooms.rooms and not hub.rooms.owned
        with http.websocket_connect(f"/ws/replay/{room['id']}") as ws:
            assert error(ws) == "web.error.no-room"


def test_a_room_whose_leader_does_nothing_closes_and_says_so() -> None:
    limits = replace(SWIFT.limits, room_idle=0.0)
    with client(settings=replace(SWIFT, limits=limits)) as http:
        room = open_room(http, finished_game(http))
        with http.websocket_connect(f"/ws/replay/{room['id']}") as ws:
            join(ws, "A")
            http.app.state.hub.sweep()  # type: ignore[attr-defined]
            assert error(ws) == "web.error.room-closed"


def test_a_hypothetical_driven_by_the_leader() -> None:
    with client(settings=replace(QUIET, limits=SWIFT.limits)) as http:
        room = open_room(http, finished_game(http), index=0)
        url = f"/ws/replay/{room['id']}"
        with http.websocket_connect(url) as lead, http.websocket_connect(url) as follow:
            join(lead, "A")
            join(follow, "B")
            follow.send_json({"type": "hypo"})
            assert error(follow) == "web.error.leader-only"
            lead.send_json({"type": "hypo"})
            screen = receive_type(lead, "replay")
            hypo = screen["room"]["hypothetical"]
            assert hypo == {"from": 0, "moves": 0, "plays": None, "over": False}
            assert screen["to_act"] == 0 and screen["legal"], "the leader is offered the seat's moves"
            assert receive_type(follow, "replay")["legal"] == [], "a follower is offered none"
            lead.send_json({"type": "goto", "index": 3})
            assert error(lead) == "web.error.in-hypothetical"
            lead.send_json({"type": "hypo-act", "action": {"type": "discard", "slot": 0}})
            assert error(lead) == "hanabi.discard.tokens-full"
            lead.send_json({"type": "hypo-act", "action": {"type": "terminate"}})
            assert error(lead) == "hanabi.end.no-terminate"
            lead.send_json({"type": "hypo-act", "action": {"type": "play", "slot": 9}})
            assert error(lead) == "hanabi.play.slot"
            lead.send_json({"type": "hypo-act", "action": {"type": "play", "slot": 0}})
            screen = receive_type(follow, "replay")
            while screen["room"]["hypothetical"]["moves"] != 1:
                screen = receive_type(follow, "replay")
            assert screen["log"][-1]["hypothetical"] and "moment" not in screen["log"][-1]
            assert screen["to_act"] == 1
            # Bots play every seat but the leader's chosen one: seat 1 moves by itself.
            lead.send_json({"type": "hypo-bots", "seat": 0})
            while screen["room"]["hypothetical"]["moves"] != 2:
                screen = receive_type(follow, "replay")
            assert screen["to_act"] == 0 and screen["room"]["hypothetical"]["plays"] == 0
            lead.send_json({"type": "hypo-bots", "seat": None})  # the leader plays every seat again
            lead.send_json({"type": "hypo-undo"})
            while screen["room"]["hypothetical"]["moves"] != 1:
                screen = receive_type(follow, "replay")
            assert screen["to_act"] == 1 and screen["room"]["hypothetical"]["plays"] is None
            lead.send_json({"type": "hypo-end"})
            while screen["room"]["hypothetical"] is not None:
                screen = receive_type(follow, "replay")
            assert screen["index"] == 0 and all("hypothetical" not in line for line in screen["log"])


def test_no_hypothetical_where_chance_goes_on() -> None:
    with client(settings=SWIFT) as http:
        room = open_room(http, finished_game(http, "regicide", 2), index=0)
        assert room["hypotheticals"] is False
        with http.websocket_connect(f"/ws/replay/{room['id']}") as ws:
            join(ws, "A")
            ws.send_json({"type": "hypo"})
            assert error(ws) == "engine.hypothetical.unsupported"


@pytest.mark.parametrize(("game", "players"), [("hanabi", 3), ("regicide", 2), ("rentahero", 3)])
def test_a_member_sees_what_the_replay_viewer_shows_that_seat(game: str, players: int) -> None:
    """A room shows each member exactly the replay viewer's screen of the seat they picked (the
    engine's view of that seat at that moment), at random moments, from random seats."""
    rng = random.Random(f"{game}-rooms")
    with client(settings=SWIFT) as http:
        table_id = finished_game(http, game, players)
        record = GameRecord.from_json(http.get(f"/api/tables/{table_id}/record/parlour").json())
        room = open_room(http, table_id, index=0)
        with http.websocket_connect(f"/ws/replay/{room['id']}") as ws:
            join(ws, "A")
            for index in sorted(rng.sample(range(1, len(record.actions) + 1), 4)):
                seat = rng.choice([None, *range(players)])
                ws.send_json({"type": "view", "seat": seat})
                receive_type(ws, "replay")
                ws.send_json({"type": "goto", "index": index})
                screen = screen_at(ws, index)
                viewer = http.get(
                    f"/api/tables/{table_id}/replay?upto={index}&seat={'' if seat is None else seat}"
                ).json()
                assert {k: v for k, v in screen.items() if k not in ("room", "type")} == {
                    k: v for k, v in viewer.items() if k != "type"
                }
                assert screen["view"] == json.loads(json.dumps(replay(record, index).view(seat)))
                assert "seed" not in json.dumps(screen)


def test_serve_flags_bound_the_rooms() -> None:
    from parlour.cli import _serve_settings, build_parser

    args = build_parser().parse_args(["serve", "--max-rooms", "7", "--room-members", "3"])
    limits = _serve_settings(args)[0].limits
    assert (limits.max_rooms, limits.room_members) == (7, 3)


def test_a_leader_dragging_fast_is_coalesced_and_a_flood_refused() -> None:
    """Screens go out at most ten a second however many moves come; past its budget, a member's
    messages are dropped with one `web.error.flood` (the table's token bucket)."""
    with client(settings=replace(SWIFT)) as http:
        room = open_room(http, finished_game(http), index=0)
        settings = http.app.state.hub.settings  # type: ignore[attr-defined]
        settings.limits = replace(settings.limits, rate=10.0, burst=40.0)  # the default budget, from now on
        with http.websocket_connect(f"/ws/replay/{room['id']}") as ws:
            join(ws, "A")
            total = room["total"]
            for step in range(60):
                ws.send_json({"type": "goto", "index": 1 + step % total})
            time.sleep(0.5)
            ws.send_json({"type": "ping"})
            screens, errors = 0, []
            while (message := ws.receive_json())["type"] != "pong":
                screens += message["type"] == "replay"
                if message["type"] == "error":
                    errors.append(message["code"])
            assert errors == ["web.error.flood"]
            assert 1 <= screens < 30, "the moves are coalesced into a few screens"


def test_the_server_holds_so_many_rooms() -> None:
    with client(settings=replace(SWIFT, limits=replace(SWIFT.limits, max_rooms=1))) as http:
        table_id = finished_game(http)
        open_room(http, table_id)
        full = http.post(f"/api/tables/{table_id}/rooms", json={})
        assert full.status_code == 503 and full.json()["error"] == "web.error.server-full"


def test_the_leader_s_commands_never_cancel_a_bot_thinking() -> None:
    """A bot's decision cancelled mid-way costs its worker process (killed and started again, a
    whole interpreter): however the leader clicks, a decision under way is let finish and its move
    dropped if the hypothetical has moved on; the bots then play the hypothetical as it is now."""
    import asyncio

    from parlour.server.thinking import Thought

    with client(settings=replace(QUIET, limits=SWIFT.limits)) as http:
        room = open_room(http, finished_game(http), index=0)
        thinking: list[str] = []

        async def slow_think(bot: Any, view: Any, legal: list[Any]) -> Thought:
            thinking.append("start")
            try:
                await asyncio.sleep(0.3)
            except asyncio.CancelledError:
                thinking.append("cancelled")
                raise
            thinking.append("done")
            return Thought(legal[0], bot, None)

        http.app.state.hub.thinkers.think = slow_think
        with http.websocket_connect(f"/ws/replay/{room['id']}") as lead:
            join(lead, "A")
            lead.send_json({"type": "hypo"})
            lead.send_json({"type": "hypo-bots", "seat": 1})  # a bot plays seat 0, to move now
            for _ in range(3):
                time.sleep(0.05)
                lead.send_json({"type": "hypo-bots", "seat": 1})  # again: the bots start over
            screen = receive_type(lead, "replay")
            while (screen["room"]["hypothetical"] or {}).get("moves") != 1:
                screen = receive_type(lead, "replay")
            assert screen["to_act"] == 1
            assert "cancelled" not in thinking, thinking
