"""The web app's protocol: every message type, every kind of bad input, seat authorization.

A refused message gets an error for its sender alone and changes nothing: the state's snapshot
is the same before and after, and the other clients receive nothing (their next message is
the answer to their own ping).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from parlour.server.limits import Limits
from tests.server.helpers import (
    QUIET,
    SWIFT,
    client,
    full_table,
    hello,
    new_table,
    play_out,
    receive_type,
    started_hanabi,
)

MAX_MESSAGE = Limits().max_message


def hub_of(http: Any) -> Any:
    return http.app.state.hub


def quiet(ws: Any) -> None:
    """Assert nothing is waiting for this client: the next message answers its ping."""
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}


def test_games_and_text_in_four_languages() -> None:
    with client() as http:
        for lang, word in (("en", "players"), ("fr", "joueurs"), ("es", "jugadores"), ("zh-Hant", "人")):
            listed = http.get(f"/api/games?lang={lang}").json()
            assert [g["id"] for g in listed] == sorted(g["id"] for g in listed)
            # Parlour's own three (a test session also has Go Fish, from tests/plugins).
            games = [g for g in listed if g["id"] in ("hanabi", "regicide", "rentahero")]
            assert [g["id"] for g in games] == ["hanabi", "regicide", "rentahero"]
            assert [(g["min_players"], g["max_players"]) for g in games] == [(2, 5), (1, 4), (3, 5)]
            assert games[0]["minutes"] == "25" and games[0]["age"] == "8+" and games[2]["minutes"] == "20–30"
            # Each game is named in the language, as its rules pages name it.
            names = {"en": "Hanabi", "fr": "Hanabi", "es": "Hanabi", "zh-Hant": "花火"}
            assert games[0]["name"] == names[lang]
            text = http.get(f"/api/text?lang={lang}").json()
            assert word in text["messages"]["web.players"]
            assert {"web.error.stale", "hanabi.ui.fireworks", "rentahero.hero.3"} <= set(text["messages"])
        french = http.get("/api/games", headers={"accept-language": "fr-FR,fr;q=0.9"}).json()
        assert next(g for g in french if g["id"] == "hanabi")["blurb"].startswith("Un jeu coopératif")


def test_create_join_start_and_play() -> None:
    with client() as http:
        created = new_table(http, "hanabi", 3, bots={"2": "simple"})
        table_id, host = created["table"]["id"], created["token"]
        assert [s["taken"] for s in created["table"]["seats"]] == [True, False, True]
        http.cookies.clear()  # Bob joins from his own browser
        joined = http.post(f"/api/tables/{table_id}/join", json={"name": "  Bob\n "}).json()
        assert joined["seat"] == 1 and joined["table"]["seats"][1]["name"] == "Bob"
        with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
            assert hello(ws0, host)["seat"] == 0
            assert hello(ws1, joined["token"], "fr")["seat"] == 1
            ws0.send_json({"type": "start"})
            first = receive_type(ws0, "state")
            assert first["seq"] == 0 and first["to_act"] == [0] and first["legal"]
            other = receive_type(ws1, "state")
            assert other["legal"] == [] and other["waiting_for"] == 0
            assert all(card.get("suit") is None for card in other["view"]["hands"][1])  # Bob's own cards
            move = first["legal"][0]
            ws0.send_json({"type": "act", "seq": 0, "action": move["action"]})
            after = receive_type(ws1, "state")
            assert after["seq"] >= 1 and after["log"][0]["text"].startswith("Ann")
            assert after["log_reset"] is False


def test_hello_rules() -> None:
    with client() as http:
        created = new_table(http, "hanabi", 2, bots={"1": "simple"})
        table_id = created["table"]["id"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:  # the host's own browser
            ws.send_json({"type": "hello"})
            assert ws.receive_json()["code"] == "web.error.seated"  # never a spectator of its own table
            with pytest.raises(WebSocketDisconnect) as closed:  # and the connection is closed
                ws.receive_json()
            assert closed.value.code == 4429
        http.cookies.clear()  # another browser
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            ws.send_json({"type": "start"})
            assert ws.receive_json()["code"] == "web.error.hello-first"
            ws.send_json({"type": "hello", "token": "forged-token"})
            assert ws.receive_json()["code"] == "web.error.token"
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            assert hello(ws, None)["seat"] is None  # a spectator
            ws.send_json({"type": "hello"})
            assert ws.receive_json()["code"] == "web.error.hello-twice"
            ws.send_json({"type": "start"})
            assert ws.receive_json()["code"] == "web.error.host-only"
        with http.websocket_connect("/ws/nope") as ws:
            assert ws.receive_json()["code"] == "web.error.no-table"


def test_a_token_opens_only_its_own_table() -> None:
    with client() as http:
        first = new_table(http, "hanabi", 2)
        second = new_table(http, "hanabi", 2)
        with http.websocket_connect(f"/ws/{second['table']['id']}") as ws:
            ws.send_json({"type": "hello", "token": first["token"]})
            assert ws.receive_json()["code"] == "web.error.token"


BAD_FRAMES: list[tuple[str, str]] = [
    ("not json", "web.error.malformed"),
    ("[1, 2]", "web.error.malformed"),
    ('{"no": "type"}', "web.error.malformed"),
    ('{"type": 7}', "web.error.malformed"),
    ('{"type": "dance"}', "web.error.unknown-type"),
    ("x" * (MAX_MESSAGE + 1), "web.error.too-big"),
]


@pytest.mark.parametrize(("frame", "code"), BAD_FRAMES)
def test_bad_frames_change_nothing(frame: str, code: str) -> None:
    with client() as http, started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        state = hub_of(http).tables[table_id].state
        before = json.dumps(state.snapshot(), sort_keys=True)
        ws0.send_text(frame)
        error = ws0.receive_json()
        assert error["type"] == "error" and error["code"] == code and error["message"]
        assert json.dumps(state.snapshot(), sort_keys=True) == before
        quiet(ws1)
        quiet(ws0)


BAD_ACTS: list[tuple[int, dict[str, Any], str]] = [
    (1, {"type": "play", "slot": 0}, "hanabi.turn.out-of-turn"),  # out of turn
    (0, {"type": "play", "slot": 9}, "hanabi.play.slot"),
    (0, {"type": "clue-colour", "target": 0, "colour": "red"}, "hanabi.clue.self"),
    (0, {"type": "teleport"}, "engine.input.malformed"),
    (0, {"type": "play", "slot": "0"}, "engine.input.malformed"),
    (0, {"type": "clue-rank", "target": 7, "rank": 1}, "hanabi.clue.target"),
]


@pytest.mark.parametrize(("seat", "action", "code"), BAD_ACTS)
def test_refused_actions_change_nothing(seat: int, action: dict[str, Any], code: str) -> None:
    with client() as http, started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        sockets = [ws0, ws1]
        state = hub_of(http).tables[table_id].state
        before = json.dumps(state.snapshot(), sort_keys=True)
        sockets[seat].send_json({"type": "act", "seq": 0, "action": action})
        error = receive_type(sockets[seat], "error")
        assert error["code"].startswith(code.rsplit(".", 1)[0]) and error["message"]
        assert json.dumps(state.snapshot(), sort_keys=True) == before
        quiet(sockets[1 - seat])


def test_stale_and_spectator_actions_change_nothing() -> None:
    with client() as http, started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        table = hub_of(http).tables[table_id]
        ws0.send_json({"type": "act", "seq": 0, "action": {"type": "discard", "slot": 0}})
        assert ws0.receive_json()["code"] == "hanabi.discard.tokens-full"  # the engine's rule, localized
        ws0.send_json({"type": "act", "seq": 0, "action": {"type": "play", "slot": 0}})
        receive_type(ws0, "state")
        receive_type(ws1, "state")
        before = json.dumps(table.state.snapshot(), sort_keys=True)
        ws1.send_json({"type": "act", "seq": 0, "action": {"type": "play", "slot": 0}})  # saw move 0 only
        assert ws1.receive_json()["code"] == "web.error.stale"
        assert ws1.receive_json()["type"] == "state"  # the whole screen again
        with http.websocket_connect(f"/ws/{table_id}") as spectator:
            hello(spectator, None)
            receive_type(spectator, "state")
            spectator.send_json({"type": "act", "seq": 1, "action": {"type": "play", "slot": 0}})
            assert spectator.receive_json()["code"] == "web.error.spectator"
        assert json.dumps(table.state.snapshot(), sort_keys=True) == before
        quiet(ws0)


def test_a_flood_is_dropped_with_one_error() -> None:
    burst = 40  # the bucket refills so slowly that however slow the machine, this is one flood
    slow = replace(QUIET, limits=replace(QUIET.limits, rate=0.001, burst=burst, flood_drops=10_000))
    with client(settings=slow) as http, started_hanabi(http) as (_table_id, _tokens, ws0, ws1):
        for _ in range(burst + 20):
            ws0.send_json({"type": "dance"})
        codes = []
        while "web.error.flood" not in codes:
            codes.append(ws0.receive_json()["code"])
            assert len(codes) <= burst
        assert set(codes) == {"web.error.unknown-type", "web.error.flood"}  # then the rest is dropped unread
        quiet(ws1)  # the other player is not disturbed


def test_host_commands_and_lobby_updates() -> None:
    with client() as http:
        created = new_table(http, "regicide", 3)
        table_id, host = created["table"]["id"], created["token"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, host)
            ws.send_json({"type": "start"})
            assert ws.receive_json()["code"] == "web.error.empty-seats"
            ws.send_json({"type": "bot", "seat": 0, "bot": "simple"})
            assert ws.receive_json()["code"] == "web.error.seat"
            ws.send_json({"type": "bot", "seat": 1, "bot": "no-such-bot"})
            assert ws.receive_json()["code"] == "web.error.bot"
            ws.send_json({"type": "bot", "seat": 1, "bot": "best"})
            table = ws.receive_json()["table"]
            assert table["seats"][1]["bot"] == "best"
            http.cookies.clear()  # Cy's browser
            joined = http.post(f"/api/tables/{table_id}/join", json={"name": "Cy"}).json()
            assert joined["seat"] == 2
            assert ws.receive_json()["table"]["seats"][2]["name"] == "Cy"  # pushed to the lobby
            ws.send_json({"type": "bot", "seat": 2, "bot": "simple"})  # before the start, the host may replace Cy
            assert ws.receive_json()["table"]["seats"][2]["bot"] == "simple"
            again = http.post(f"/api/tables/{table_id}/join", json={"name": "Cy"}).json()
            assert again["error"] == "web.error.banned"  # and Cy's browser may not sit there again
            ws.send_json({"type": "lang", "lang": "es"})
            assert ws.receive_json()["type"] == "table"
            ws.send_json({"type": "start"})
            assert receive_type(ws, "state")["view"]["game"] == "regicide"
            ws.send_json({"type": "start"})
            assert ws.receive_json()["message"] == "La partida ya ha empezado."


def test_http_bad_input() -> None:
    with client() as http:
        assert http.post("/api/tables", json={"game": "chess", "players": 2, "name": "A"}).status_code == 400
        bad = http.post("/api/tables?lang=fr", json={"game": "hanabi", "players": 9, "name": "A"})
        assert bad.status_code == 400 and bad.json()["error"] == "web.error.options"
        assert bad.json()["message"].startswith("Ces règles")
        assert http.post("/api/tables", json={"game": "hanabi", "players": 2, "name": " "}).json()["error"] == (
            "web.error.name"
        )
        assert http.post("/api/tables", content=b"{nope").json()["error"] == "web.error.malformed"
        assert http.post("/api/tables", content=b"[]").json()["error"] == "web.error.malformed"
        assert http.post("/api/tables", content=b"{" + b" " * 20000 + b"}").json()["error"] == "web.error.too-big"
        assert http.get("/api/tables/nope").status_code == 404
        table_id, _tokens = full_table(http, "hanabi", 2)
        assert http.post(f"/api/tables/{table_id}/join", json={"name": "Late"}).json()["error"] == "web.error.full"
        assert http.get(f"/api/tables/{table_id}/replay").json()["error"] == "web.error.not-over"
        assert http.get(f"/api/tables/{table_id}/record/parlour").json()["error"] == "web.error.not-over"


def test_reconnect_restores_the_whole_screen() -> None:
    with client() as http, started_hanabi(http) as (table_id, tokens, ws0, ws1):
        ws0.send_json({"type": "act", "seq": 0, "action": {"type": "clue-rank", "target": 1, "rank": 1}})
        seen = receive_type(ws1, "state")
        ws1.close()
        with http.websocket_connect(f"/ws/{table_id}") as again:
            assert hello(again, tokens[1])["seat"] == 1
            restored = receive_type(again, "state")
            assert restored["view"] == seen["view"] and restored["legal"] == seen["legal"]
            assert restored["log_reset"] is True and len(restored["log"]) == 1


def test_finished_game_replay_and_exports() -> None:
    with client(settings=SWIFT) as http:
        created = new_table(http, "hanabi", 2, bots={"1": "simple"})
        table_id, token = created["table"]["id"], created["token"]
        message = play_out(http, table_id, token)
        assert message["result"]["lines"]
        assert all("suit" in card for hand in message["view"]["hands"] for card in hand)  # hands revealed
        assert table_id not in hub_of(http).tables  # finished and unwatched: released from memory
        assert table_id not in {t["id"] for t in http.get("/api/tables").json()["tables"]}  # the lobby: live tables
        listed = {t["id"]: t for t in http.get("/api/tables?finished=1").json()["tables"]}
        assert listed[table_id]["status"] == "over" and listed[table_id]["seats"][1]["bot"] == "simple"
        total = len(http.get(f"/api/tables/{table_id}/record/parlour").json()["actions"])
        replay = http.get(f"/api/tables/{table_id}/replay?seat=1&upto=3&lang=es").json()
        assert replay["index"] == 3 and replay["total"] == total and replay["seat"] == 1 and len(replay["log"]) == 3
        assert all("suit" not in card for card in replay["view"]["hands"][1])
        spectator = http.get(f"/api/tables/{table_id}/replay").json()
        assert spectator["index"] == total and spectator["result"] is not None
        assert all("suit" in card for hand in spectator["view"]["hands"] for card in hand)
        assert http.get(f"/api/tables/{table_id}/record/parlour").json()["game"] == "hanabi"
        exported = http.get(f"/api/tables/{table_id}/record/hanablive").json()
        assert len(exported["actions"]) == total and len(exported["players"]) == 2
        assert http.get(f"/api/tables/{table_id}/record/pdf").json()["error"] == "web.error.format"


def test_a_reaction_window_closes_for_people_after_its_delay() -> None:
    """Rent a Hero: a person who lets a window's time run out declines; the game goes on."""
    with client(settings=replace(SWIFT, window_seconds=0.3)) as http:
        created = new_table(http, "rentahero", 3, bots={"1": "simple", "2": "simple"})
        table_id, token = created["table"]["id"], created["token"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, token)
            # Asked in every window, as before ask levels: the window waits for this seat's answer.
            ws.send_json({"type": "asking", "levels": dict.fromkeys(map(str, range(1, 8)), "always")})
            ws.send_json({"type": "start"})
            message = receive_type(ws, "state")
            for _ in range(200):  # wait, never acting, until a window is offered to this seat
                if message["window"] and 0 in message["window"]["pending"]:
                    break
                if message["legal"] and not message["window"]:
                    action = message["legal"][0]["action"]
                    ws.send_json({"type": "act", "seq": message["seq"], "action": action})
                message = receive_type(ws, "state")
            window = message["window"]
            assert window is not None and window["seconds"] == 0.3 and 0 in window["pending"]
            lines: list[dict[str, Any]] = []
            while not any(line["seat"] == 0 for line in lines):  # we never act: the deadline does
                lines += receive_type(ws, "state")["log"]
            assert len(lines) < 10
