"""Turn-based tables: a move may take hours or days, the deadline is kept in the database, and
when it passes the table's rule applies (engine.turn.skip where the rules have a pass, else the
seat's stand-in bot moves). A Hanabi game played over several simulated days by two accounts,
with the server restarted between sessions on the same database file; the clock is injected.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from parlour.server.app import create_app
from parlour.server.hub import Hub
from parlour.server.store import Store
from parlour.server.tables import LiveTable
from tests.server.helpers import QUIET, hello, receive_type

PASSWORD = "correct horse battery"
DAY = 24 * 3600.0


class Clock:
    """The wall clock of the server's turn deadlines, moved by the test."""

    def __init__(self) -> None:
        self.now = 1_900_000_000.0

    def __call__(self) -> float:
        return self.now


@contextmanager
def server(db: str, clock: Clock) -> Iterator[TestClient]:
    """One run of the server (a new app on the same database file)."""
    with TestClient(create_app(db, replace(QUIET, now=clock))) as http:
        yield http


def hub_of(http: TestClient) -> Hub:
    hub: Hub = http.app.state.hub  # type: ignore[attr-defined]
    return hub


def as_browser(http: TestClient, jar: dict[str, str]) -> None:
    http.cookies.clear()
    for name, value in jar.items():
        http.cookies.set(name, value)


def sign_up(http: TestClient, name: str) -> tuple[dict[str, str], dict[str, str]]:
    """A new account signed in from a fresh browser: (its cookies, its CSRF header)."""
    http.cookies.clear()
    assert http.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 200
    csrf = {"X-Parlour-CSRF": http.get("/api/account").json()["csrf"]}
    return dict(http.cookies.items()), csrf


def ann_and_bob(
    http: TestClient, game: str, players: int, turn: dict[str, Any], bots: dict[str, str] | None = None
) -> tuple[dict[str, Any], dict[str, str]]:
    """Ann's account makes a turn-based table, Bob's takes a seat: (Ann's answer, Ann's cookies)."""
    ann, csrf = sign_up(http, "ann")
    made: dict[str, Any] = http.post(
        "/api/tables",
        json={"game": game, "players": players, "name": "Ann", "bots": bots or {}, "turn": turn},
        headers=csrf,
    ).json()
    _, bob_csrf = sign_up(http, "bob")
    assert (
        http.post(f"/api/tables/{made['table']['id']}/join", json={"name": "Bob"}, headers=bob_csrf).status_code == 200
    )
    return made, ann


def start(http: TestClient, made: dict[str, Any]) -> None:
    """The host starts the table over its websocket."""
    with http.websocket_connect(f"/ws/{made['table']['id']}") as ws:
        hello(ws, made["token"])
        ws.send_json({"type": "start"})
        receive_type(ws, "state")


def play_one(http: TestClient, table_id: str, token: str) -> dict[str, Any]:
    """The seat's person comes to the table, makes one move (its last legal one: a clue while
    clues last, then a discard) and goes; returns the state after the move."""
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, token)
        state = receive_type(ws, "state")
        assert state["legal"], "it is this seat's move"
        ws.send_json({"type": "act", "seq": state["seq"], "action": state["legal"][-1]["action"]})
        while True:
            after = receive_type(ws, "state")
            if after["seq"] > state["seq"]:
                return after


def stand_ins_done(http: TestClient, table: LiveTable) -> None:
    """Wait (on the server's loop, never sleeping) until the bots' task of `table` is finished."""

    async def done() -> None:
        for _ in range(100):
            task = table._bot_task
            if task is None or task.done():
                return
            await asyncio.wait([task])

    http.portal.call(done)  # type: ignore[union-attr]


def my_games(http: TestClient) -> dict[str, Any]:
    response = http.get("/api/account/games")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def test_a_turn_based_hanabi_game_over_several_days_with_restarts_and_a_timeout(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    clock = Clock()
    turn = {"seconds": DAY, "on_timeout": "skip"}  # Hanabi has no pass: the stand-in moves instead
    with server(db, clock) as http:
        # A guest may neither make nor take a turn-based seat: it waits days, an account's.
        http.cookies.clear()
        refused = http.post("/api/tables", json={"game": "hanabi", "players": 2, "name": "Guest", "turn": turn})
        assert refused.status_code == 403 and refused.json()["error"] == "web.turn.error.account"
        ann, ann_csrf = sign_up(http, "ann")
        bad = http.post(
            "/api/tables",
            json={"game": "hanabi", "players": 2, "name": "Ann", "turn": {"seconds": 60}},
            headers=ann_csrf,
        )
        assert bad.status_code == 400 and bad.json()["error"] == "web.turn.error.rules"  # an hour at least
        made = http.post(
            "/api/tables", json={"game": "hanabi", "players": 2, "name": "Ann", "turn": turn}, headers=ann_csrf
        ).json()
        table_id, ann_token = made["table"]["id"], made["token"]
        assert made["table"]["turn"] == {"seconds": DAY, "on_timeout": "skip"}
        http.cookies.clear()
        guest = http.post(f"/api/tables/{table_id}/join", json={"name": "Guest"})
        assert guest.status_code == 403 and guest.json()["error"] == "web.turn.error.account"
        bob, bob_csrf = sign_up(http, "bob")
        joined = http.post(f"/api/tables/{table_id}/join", json={"name": "Bob"}, headers=bob_csrf).json()
        bob_token = joined["token"]
        tokens = {0: ann_token, 1: bob_token}
        jars = {0: ann, 1: bob}
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, ann_token)
            ws.send_json({"type": "start"})
            first = receive_type(ws, "state")
        assert first["turn"] == {"seat": 0, "deadline_ms": int((clock.now + DAY) * 1000), "seconds": DAY}
        # Day 1: Ann moves in the evening; Bob's move waits for him; My games puts it first.
        clock.now += 10 * 3600
        play_one(http, table_id, ann_token)
        as_browser(http, bob)
        games = my_games(http)
        assert games["yours"] == 1 and games["now_ms"] == int(clock.now * 1000)
        (listed,) = games["games"]
        assert listed["table"]["id"] == table_id and listed["seat"] == 1 and listed["yours"]
        assert listed["deadline_ms"] == int((clock.now + DAY) * 1000)
        as_browser(http, ann)
        assert my_games(http)["yours"] == 0 and not my_games(http)["games"][0]["yours"]
        bob_deadline = clock.now + DAY
    # The server stops and starts again on the same file: Bob's deadline is where it was.
    with server(db, clock) as http:
        table = hub_of(http).get(table_id)
        assert table.turn_deadline() == (1, bob_deadline)
        clock.now += 20 * 3600  # day 2, within Bob's day
        hub_of(http).sweep()  # nothing ran out: nothing happens
        assert table.seq == 1
        play_one(http, table_id, bob_token)
        ann_deadline = clock.now + DAY
        assert table.turn_deadline() == (0, ann_deadline)
    with server(db, clock) as http:
        table = hub_of(http).get(table_id)
        assert table.turn_deadline() == (0, ann_deadline)
        # Ann forgets the game for more than a day: the sweep applies the table's rule. Hanabi's
        # rules have no pass (every turn is a play, a discard or a clue), so her stand-in moves.
        assert table.state is not None and table.state.skip_action(0) is None
        clock.now = ann_deadline + 60
        http.portal.call(hub_of(http).sweep)  # type: ignore[union-attr]
        stand_ins_done(http, table)
        assert table.seq == 3 and table.state.history[-1].seat == 0  # the stand-in's move for Ann
        assert not table.seats[0].timed_out and table.seats[0].stand_in is None  # one move, then hers again
        assert table.turn_deadline() == (1, clock.now + DAY)  # Bob's move, his day
        store: Store = hub_of(http).store
        row = store.load(table_id)
        assert row is not None and len(row.actions) == 3
    # The rest of the game, a move every few hours, the server restarted every ten moves.
    moves = 3
    over = False
    while not over:
        with server(db, clock) as http:
            table = hub_of(http).get(table_id)
            for _ in range(10):
                mover = table.waiting_for()
                assert mover is not None
                as_browser(http, jars[mover])
                assert my_games(http)["games"][0]["yours"]
                clock.now += 5 * 3600
                after = play_one(http, table_id, tokens[mover])
                moves += 1
                if after["result"] is not None:
                    over = True
                    break
    with server(db, clock) as http:
        row = hub_of(http).store.load(table_id)
        assert row is not None and row.status == "over" and len(row.actions) == moves
        assert all(seat.deadline is None for seat in row.seats)  # no clock runs for a finished game
        as_browser(http, ann)
        assert my_games(http)["games"] == []


def test_a_skipped_regicide_player_yields_and_a_turn_with_no_pass_goes_to_the_stand_in(tmp_path: Path) -> None:
    """engine.turn.skip: the host chose to skip a player who runs out of time. Regicide's rules
    have a pass while playing (regicide.yield), so the table yields for them; paying the enemy's
    damage has none, so the stand-in pays. Nobody is connected for days, and the sweep that closes
    abandoned live tables leaves a turn-based one alone."""
    clock = Clock()
    abandoning = replace(QUIET, now=clock, limits=replace(QUIET.limits, abandoned_after=0.0, open_idle=0.0))
    with TestClient(create_app(f"sqlite:///{tmp_path / 'p.db'}", abandoning)) as http:
        made, _ = ann_and_bob(http, "regicide", 2, {"seconds": 3600, "on_timeout": "skip"})
        start(http, made)
        hub = hub_of(http)
        table = hub.get(made["table"]["id"])
        state = table.state
        assert state is not None
        first = table.waiting_for()
        assert first is not None and state.skip_action(first) is not None
        clock.now += 3599
        http.portal.call(hub.sweep)  # type: ignore[union-attr]
        assert table.seq == 0 and table.status == "playing"  # not yet; and not closed as abandoned
        clock.now += 2
        http.portal.call(hub.sweep)  # type: ignore[union-attr]
        assert table.seq == 1 and state.history[0].seat == first
        assert state.history[0].action.to_json()["type"] == "yield"
        # The enemy strikes back: the skipped player must pay, a move with no pass.
        assert table.waiting_for() == first and state.skip_action(first) is None
        assert table.turn_deadline() == (first, clock.now + 3600)
        clock.now += 3601
        http.portal.call(hub.sweep)  # type: ignore[union-attr]
        stand_ins_done(http, table)
        assert table.seq == 2 and state.history[1].seat == first  # the stand-in paid (or could not: lost)
        assert state.history[1].action.to_json()["type"] == "pay"
        assert table.status == "over" or table.id in hub.tables


def test_a_timeout_interrupted_by_a_restart_applies_at_once(tmp_path: Path) -> None:
    """engine.turn.skip (the host's rule, here `bot`): Ann's move ran out of time and the server
    stopped before her stand-in moved. The timed-out mark is stored with the seat
    (seats.timed_out), so the restarted server has the stand-in move at once: no fresh day."""
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    clock = Clock()
    with server(db, clock) as http:
        made, ann = ann_and_bob(http, "hanabi", 2, {"seconds": DAY, "on_timeout": "bot"})
        table_id = made["table"]["id"]
        start(http, made)
        hub = hub_of(http)
        table = hub.get(table_id)
        never = asyncio.Event()

        async def stuck(*_: Any) -> Any:  # the stand-in is still thinking when the server stops
            await never.wait()

        hub.thinkers.think = stuck  # type: ignore[method-assign]
        clock.now += DAY + 60
        http.portal.call(hub.sweep)  # type: ignore[union-attr]
        assert table.seats[0].timed_out and table.seq == 0
    with server(db, clock) as http:
        table = hub_of(http).get(table_id)
        assert table.seats[0].timed_out  # the mark came back with the seat
        stand_ins_done(http, table)
        assert table.seq == 1 and table.state is not None and table.state.history[0].seat == 0  # her stand-in moved
        assert not table.seats[0].timed_out and table.turn_deadline() == (1, clock.now + DAY)  # then Bob's day
    # A server stopped after the stand-in's move was written but before the mark was cleared: the
    # mark (made when no move had been made) is spent by her move since; the seat is Ann's again.
    store = Store(db)
    row = store.load(table_id)
    assert row is not None and row.seats[0].out_of_time is None
    store.save_seat(table_id, replace(row.seats[0], out_of_time=0))
    store.close()
    with server(db, clock) as http:
        table = hub_of(http).get(table_id)
        assert not table.seats[0].timed_out and table.turn_deadline() == (1, clock.now + DAY)
        as_browser(http, ann)
        assert my_games(http)["games"][0]["deadline_ms"] is None  # Bob's move, not hers


@pytest.mark.parametrize("on_timeout", ["skip", "bot"])
def test_a_reaction_window_on_a_turn_based_table_follows_the_stored_clock(tmp_path: Path, on_timeout: str) -> None:
    """rentahero.window.open on a turn-based table: the window's deadline is the table's stored
    clock (opened + turn seconds, the injected wall clock), the deadline of every person it waits
    for, unchanged as others answer; a restart neither loses nor resets it, and when it passes the
    host's rule applies (engine.turn.skip: the seat declines; or its stand-in answers)."""
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    clock = Clock()
    with server(db, clock) as http:
        made, _ = ann_and_bob(http, "rentahero", 3, {"seconds": DAY, "on_timeout": on_timeout}, bots={"2": "simple"})
        table_id = made["table"]["id"]
        table = hub_of(http).get(table_id)
        always = dict.fromkeys(map(str, range(1, 8)), "always")  # asked in every window: windows of two come soon

        def begin() -> None:
            table.set_asking(0, always)
            table.set_asking(1, always)
            table.start(0)

        http.portal.call(begin)  # type: ignore[union-attr]
        for _ in range(300):  # the people play their first move that is not a power until both are in a window
            stand_ins_done(http, table)
            assert table.state is not None and table.status == "playing", "the game ended before a window of two"
            if {0, 1} <= table.window_pending:
                break
            seat = table.waiting_for()
            assert seat in (0, 1)
            legal = [action.to_json() for action in table.state.legal_actions(seat)]
            move = next((a for a in legal if a["type"] != "power"), legal[0])
            clock.now += 3600
            http.portal.call(table.act, seat, table.seq, move)  # type: ignore[union-attr]
        else:
            raise AssertionError("no reaction window held both people")
        opened = clock.now
        assert table.deadline == opened + DAY  # the table's clock, not the event loop's
        assert [table.seats[0].deadline, table.seats[1].deadline] == [opened + DAY, opened + DAY]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, made["token"])
            seen = receive_type(ws, "state")
        assert seen["window"]["deadline_ms"] == int((opened + DAY) * 1000)
        assert seen["turn"]["deadline_ms"] == int((opened + DAY) * 1000)
        clock.now += 5 * 3600  # Ann answers hours later: Bob's deadline stays the window's
        http.portal.call(table.act, 0, table.seq, {"type": "decline"})  # type: ignore[union-attr]
        assert 0 not in table.window_pending and 1 in table.window_pending
        assert table.seats[0].deadline is None and table.seats[1].deadline == opened + DAY
        assert table.deadline == opened + DAY
        answered = table.seq
    clock.now += 3600
    with server(db, clock) as http:  # restarted: the window is where it was
        table = hub_of(http).get(table_id)
        assert 1 in table.window_pending and table.deadline == opened + DAY
        assert table.seats[1].deadline == opened + DAY and table.seq == answered
        clock.now = opened + DAY - 1
        http.portal.call(hub_of(http).sweep)  # type: ignore[union-attr]
        assert table.seq == answered  # not yet
        clock.now = opened + DAY + 1
        http.portal.call(hub_of(http).sweep)  # type: ignore[union-attr]
        stand_ins_done(http, table)
        assert table.state is not None and len(table.state.history) > answered
        assert table.state.history[answered].seat == 1  # Bob's answer, made for him
        if on_timeout == "skip":
            assert table.state.history[answered].action.to_json() == {"type": "decline"}
        # The stand-in's one answer: the mark is gone, and Bob is asked again only in a window opened
        # since (the game goes on: one may open at once), with a fresh deadline.
        assert not table.seats[1].timed_out
        assert 1 not in table.window_pending or table.seats[1].deadline == clock.now + DAY
