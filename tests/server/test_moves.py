"""Every move is applied at most once, and only a seat's own, chosen on a state it has seen.

A move names the state it was chosen on (`seq`). A second click or a second tab of the same seat
sends the same state's number again: the first is the move, the rest are stale. In Rent a Hero a
move on an older state is still taken when only other seats moved since (a reaction window where
two people answer at once), and then the same move again is stale. Spectators cannot move, and no
`act` may end the game for everyone (only a resignation does, where the host chose so).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from parlour.games.regicide.actions import FlipJester
from parlour.games.rentahero.actions import Decline
from tests.server.helpers import client, full_table, hello, new_table, receive_type


def hub_of(http: Any) -> Any:
    return http.app.state.hub


def snapshot(table: Any) -> str:
    return json.dumps(table.state.snapshot(), sort_keys=True)


def quiet(ws: Any) -> None:
    """Nothing more is waiting for this client: its next message answers its ping."""
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}


def settle(*sockets: Any) -> list[dict[str, Any]]:
    """Read each socket up to the answer to a ping (others connecting send lobby lines and screens);
    return the last state each was sent since the last settling."""
    last = []
    for ws in sockets:
        ws.send_json({"type": "ping"})
        state = None
        while (message := ws.receive_json())["type"] != "pong":
            if message["type"] == "state":
                state = message
        assert state is not None, "no state message"
        last.append(state)
    return last


def act(ws: Any, seq: Any, action: dict[str, Any]) -> None:
    ws.send_json({"type": "act", "seq": seq, "action": action})


def refused(ws: Any, code: str) -> None:
    """The next message is the error `code` (a stale move is followed by the whole screen again)."""
    error = ws.receive_json()
    assert error["type"] == "error" and error["code"] == code, error
    if code == "web.error.stale":
        again = ws.receive_json()
        assert again["type"] == "state" and again["log_reset"] is True


@pytest.fixture
def http() -> Iterator[Any]:
    with client() as test_client:
        yield test_client


def started(http: Any, game: str, players: int, **extra: Any) -> tuple[Any, list[str], str]:
    """A table of people only, started: (the live table, the tokens, its id); nobody connected."""
    table_id, tokens = full_table(http, game, players, **extra)
    with http.websocket_connect(f"/ws/{table_id}") as host:
        hello(host, tokens[0])
        host.send_json({"type": "start"})
        receive_type(host, "state")
    return hub_of(http).tables[table_id], tokens, table_id


# -- Hanabi: a double click and a second tab -------------------------------------------------


def test_a_double_click_plays_the_move_once(http: Any) -> None:
    table, tokens, table_id = started(http, "hanabi", 2)
    with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
        hello(ws0, tokens[0])
        hello(ws1, tokens[1])
        first, _ = settle(ws0, ws1)
        clue = {"type": "clue-rank", "target": 1, "rank": first["view"]["hands"][1][0]["rank"]}
        act(ws0, first["seq"], clue)
        act(ws0, first["seq"], clue)  # the same click, again, before the answer came back
        after = receive_type(ws0, "state")
        assert after["seq"] == first["seq"] + 1
        refused(ws0, "web.error.stale")
        assert receive_type(ws1, "state")["seq"] == first["seq"] + 1
        quiet(ws1)  # the other seat saw one move only
        quiet(ws0)
        assert [(t.seat, t.action.to_json()) for t in table.state.history] == [(0, clue)]


def test_a_second_tab_of_the_same_seat_never_plays_a_second_move_on_the_same_state(http: Any) -> None:
    table, tokens, table_id = started(http, "hanabi", 2)
    with (
        http.websocket_connect(f"/ws/{table_id}") as tab1,
        http.websocket_connect(f"/ws/{table_id}") as tab2,
        http.websocket_connect(f"/ws/{table_id}") as other,
    ):
        for ws, token in ((tab1, tokens[0]), (tab2, tokens[0]), (other, tokens[1])):
            assert hello(ws, token)["seat"] == (0 if token == tokens[0] else 1)
        seq = settle(tab1, tab2, other)[0]["seq"]
        act(tab1, seq, {"type": "play", "slot": 0})
        assert receive_type(tab1, "state")["seq"] == seq + 1
        assert receive_type(tab2, "state")["seq"] == seq + 1  # the second tab is shown the move
        act(tab2, seq, {"type": "discard", "slot": 1})  # chosen before it was shown: stale
        refused(tab2, "web.error.stale")
        assert receive_type(other, "state")["seq"] == seq + 1
        quiet(other)
        quiet(tab1)
        assert len(table.state.history) == 1 and table.state.history[0].action.to_json()["type"] == "play"


@pytest.mark.parametrize("seq", [None, "0", 0.0, True, -1, 1, 10**20, [0]])
def test_a_move_without_the_current_states_number_is_stale_and_changes_nothing(http: Any, seq: Any) -> None:
    table, tokens, table_id = started(http, "hanabi", 2)
    before = snapshot(table)
    with http.websocket_connect(f"/ws/{table_id}") as ws0:
        hello(ws0, tokens[0])
        assert settle(ws0)[0]["seq"] == 0
        message: dict[str, Any] = {"type": "act", "action": {"type": "play", "slot": 0}}
        if seq is not None:
            message["seq"] = seq
        ws0.send_json(message)
        refused(ws0, "web.error.stale")
        quiet(ws0)
    assert snapshot(table) == before and table.state.history == []


# -- Regicide solo: a jester flipped twice with one seq ----------------------------------------


def test_regicide_solo_two_jester_flips_on_one_state_flip_one(http: Any) -> None:
    created = new_table(http, "regicide", 1, variant="standard")
    table_id, token = created["table"]["id"], created["token"]
    with http.websocket_connect(f"/ws/{table_id}") as ws, http.websocket_connect(f"/ws/{table_id}") as tab:
        hello(ws, token)
        ws.send_json({"type": "start"})
        hello(tab, token)  # a second tab of the only seat
        first, seen = settle(ws, tab)
        assert seen["seq"] == first["seq"]
        table = hub_of(http).tables[table_id]
        assert table.state.solo_jesters == 2
        flip = {"type": FlipJester.TYPE}
        assert flip in [entry["action"] for entry in first["legal"]]
        act(ws, first["seq"], flip)
        act(ws, first["seq"], flip)  # a double click
        act(tab, first["seq"], flip)  # and the other tab, on the same state
        assert receive_type(ws, "state")["seq"] == first["seq"] + 1
        refused(ws, "web.error.stale")
        assert receive_type(tab, "state")["seq"] == first["seq"] + 1
        refused(tab, "web.error.stale")
        quiet(ws)
        quiet(tab)
        assert table.state.solo_jesters == 1
        assert [t.action for t in table.state.history] == [FlipJester()]
        # It was the state's number that refused them, not the move: on the new state it is played.
        act(ws, first["seq"] + 1, flip)
        assert receive_type(ws, "state")["seq"] == first["seq"] + 2
        assert table.state.solo_jesters == 0


# -- Rent a Hero: two people in one reaction window --------------------------------------------


def window_of_two(sockets: list[Any]) -> list[dict[str, Any]]:
    """Play the first non-power move of whoever is asked until a window holds two people or more;
    return each seat's state message then."""
    states = settle(*sockets)
    for _ in range(300):
        window = states[0]["window"]
        if window and len(window["pending"]) >= 2:
            return states
        seat = states[0]["to_act"][0]
        legal = [entry["action"] for entry in states[seat]["legal"]]
        move = next((a for a in legal if a["type"] != "power"), legal[0])
        act(sockets[seat], states[seat]["seq"], move)
        states = [receive_type(ws, "state") for ws in sockets]
        assert states[0]["result"] is None, "the game ended before a window of two"
    raise AssertionError("no reaction window held two people")


def test_rentahero_a_decline_on_the_state_before_anothers_decline_is_taken_once(http: Any) -> None:
    table, tokens, table_id = started(http, "rentahero", 3)
    sockets = []
    with (
        http.websocket_connect(f"/ws/{table_id}") as ws0,
        http.websocket_connect(f"/ws/{table_id}") as ws1,
        http.websocket_connect(f"/ws/{table_id}") as ws2,
    ):
        sockets = [ws0, ws1, ws2]
        for ws, token in zip(sockets, tokens, strict=True):
            hello(ws, token)
            # Asked in every window (main's behaviour before ask levels): windows of two come soon.
            ws.send_json({"type": "asking", "levels": dict.fromkeys(map(str, range(1, 8)), "always")})
        states = window_of_two(sockets)
        seq = states[0]["seq"]
        first, second = states[0]["window"]["pending"][:2]
        decline = {"type": Decline.TYPE}
        assert decline in [entry["action"] for entry in states[second]["legal"]]
        act(sockets[first], seq, decline)
        for ws in sockets:
            assert receive_type(ws, "state")["seq"] == seq + 1
        # `second` chose its answer on state `seq`, before it saw `first` decline: still its move.
        act(sockets[second], seq, decline)
        for ws in sockets:
            assert receive_type(ws, "state")["seq"] == seq + 2
        assert [(t.seat, t.action) for t in table.state.history[seq:]] == [(first, Decline()), (second, Decline())]
        # The same answer again (a second click on the same old state) is stale, and so is `first`'s.
        before = snapshot(table)
        act(sockets[second], seq, decline)
        refused(sockets[second], "web.error.stale")
        act(sockets[first], seq, decline)
        refused(sockets[first], "web.error.stale")
        act(sockets[second], seq + 1, decline)  # on the state after `first`'s answer: it has answered since
        refused(sockets[second], "web.error.stale")
        for ws in sockets:
            quiet(ws)
        assert snapshot(table) == before and len(table.state.history) == seq + 2


# -- who may move ---------------------------------------------------------------------------


def test_a_spectators_move_is_refused_and_changes_nothing(http: Any) -> None:
    table, tokens, table_id = started(http, "hanabi", 2)
    with http.websocket_connect(f"/ws/{table_id}") as seat0, http.websocket_connect(f"/ws/{table_id}") as spectator:
        hello(seat0, tokens[0])
        assert hello(spectator, None)["seat"] is None
        legal = settle(seat0)[0]["legal"]
        seen = settle(spectator)[0]
        before = snapshot(table)
        for entry in legal[:3]:
            act(spectator, seen["seq"], entry["action"])
            refused(spectator, "web.error.spectator")
        for kind in ("resign", "leave", "back"):
            spectator.send_json({"type": kind})
            refused(spectator, "web.error.spectator")
        quiet(seat0)
        quiet(spectator)
        assert snapshot(table) == before and table.status == "playing"


TERMINATES = [
    {"type": "terminate"},
    {"type": "terminate", "seat": 0},
    {"type": "terminate", "reason": "bored"},
]


@pytest.mark.parametrize(("game", "players"), [("hanabi", 2), ("regicide", 2), ("rentahero", 3)])
@pytest.mark.parametrize("action", TERMINATES, ids=["plain", "with-seat", "with-reason"])
def test_no_act_ends_the_game_for_everyone(http: Any, game: str, players: int, action: dict[str, Any]) -> None:
    table, tokens, table_id = started(http, game, players)
    before = snapshot(table)
    with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
        hello(ws0, tokens[0])
        hello(ws1, tokens[1])
        seq = settle(ws0, ws1)[0]["seq"]
        for ws in (ws0, ws1):  # whoever's turn it is
            act(ws, seq, action)
            error = ws.receive_json()
            assert error["code"] == "web.error.terminate" and error["message"]
        quiet(ws0)
        quiet(ws1)
    assert snapshot(table) == before and table.status == "playing" and not table.state.is_over()


def test_a_resignation_still_ends_a_cooperative_game_once(http: Any) -> None:
    table, tokens, table_id = started(http, "regicide", 2)
    with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
        hello(ws0, tokens[0])
        hello(ws1, tokens[1])
        settle(ws0, ws1)
        act(ws1, 0, {"type": "terminate"})
        assert ws1.receive_json()["code"] == "web.error.terminate"
        ws1.send_json({"type": "resign"})
        ws1.send_json({"type": "resign"})  # a double click on "resign"
        assert receive_type(ws1, "state")["result"] is not None
        assert receive_type(ws0, "state")["result"] is not None
        assert ws1.receive_json()["type"] == "table"  # the lobby line: over
        assert ws1.receive_json()["code"] == "web.error.not-playing"
    assert table.status == "over" and [t.seat for t in table.state.history] == [1]
