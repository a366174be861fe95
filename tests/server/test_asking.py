"""A person's ask levels at the server: sent only to their own seat, set by an `asking` message, stored
with the seat (a reload, a restart), applied at once by the engine's standing answers (a window
nobody wants, a move with no choice), refused when malformed (and then nothing changes)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from parlour.engine.asking import asking_for, next_standing_answer
from parlour.games.rentahero import RENTAHERO, SendFromDeck
from tests.server.helpers import SWIFT, client, full_table, hello, new_table, receive_type

NEVER = {str(hero): "never" for hero in range(1, 8)}


def state(ws: Any) -> dict[str, Any]:
    return receive_type(ws, "state", limit=200)


def play_to_end(ws: Any, seat: int) -> list[dict[str, Any]]:
    """Answer every state that asks this seat with its first legal move; every state seen, to the end."""
    seen = []
    while True:
        message = state(ws)
        seen.append(message)
        if message["result"] is not None:
            return seen
        if message["legal"]:
            ws.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})


def test_levels_are_the_seats_own_and_never_asked_means_never_in_a_window() -> None:
    with client(settings=SWIFT) as http:
        made = new_table(http, "rentahero", 4, bots={"1": "simple", "2": "simple", "3": "simple"})
        table_id, token = made["table"]["id"], made["token"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, token)
            ws.send_json({"type": "asking", "levels": {"7": "never"}})
            assert receive_type(ws, "asking")["levels"] == {**asking_for(RENTAHERO), "7": "never"}
            ws.send_json({"type": "start"})
            first = state(ws)
            assert first["asking"]["7"] == "never"
            ws.send_json({"type": "asking", "levels": NEVER})
            seen = play_to_end(ws, 0)
        assert seen[-1]["asking"] == NEVER
        # Never asked in a window: the seat's only moves are its own decisions (no Decline offered).
        assert all(m["legal"] == [] or all(e["action"]["type"] != "decline" for e in m["legal"]) for m in seen)
        with http.websocket_connect(f"/ws/{table_id}") as watcher:
            hello(watcher, None)
            assert "asking" not in state(watcher)


def test_another_seat_never_learns_them_and_bad_levels_change_nothing(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path}/asking.db"
    with client(db, settings=SWIFT) as http:
        table_id, tokens = full_table(http, "rentahero", 3)
        with http.websocket_connect(f"/ws/{table_id}") as ann, http.websocket_connect(f"/ws/{table_id}") as bob:
            hello(ann, tokens[0])
            hello(bob, tokens[1])
            ann.send_json({"type": "start"})
            state(ann), state(bob)
            ann.send_json({"type": "asking", "levels": {"2": "never", "5": "always"}})
            mine = state(ann)
            assert mine["asking"]["2"] == "never" and mine["asking"]["5"] == "always"
            theirs = state(bob)
            assert theirs["asking"] == asking_for(RENTAHERO)  # Bob's own: the defaults
            for bad in ({"2": "sometimes"}, {"9": "never"}, "never", None):
                ann.send_json({"type": "asking", "levels": bad})
                refused = receive_type(ann, "error")
                assert refused["code"] == "engine.input.asking"
            bob.send_json({"type": "asking", "levels": []})
            assert receive_type(bob, "error")["code"] == "engine.input.asking"
    # A restart: the levels come back with the seat.
    with client(db, settings=SWIFT) as http, http.websocket_connect(f"/ws/{table_id}") as ann:
        hello(ann, tokens[0])
        back = state(ann)
        assert back["asking"]["2"] == "never" and back["asking"]["5"] == "always"


def test_a_spectator_cannot_set_levels() -> None:
    with client(settings=SWIFT) as http:
        table_id, _ = full_table(http, "rentahero", 3)
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, None)
            ws.send_json({"type": "asking", "levels": NEVER})
            assert receive_type(ws, "error")["code"] == "web.error.spectator"


def test_setting_levels_sends_screens_to_the_seat_alone() -> None:
    """A change of levels that answers nothing changes only the seat's own screen: the other seats
    and the spectators are sent nothing (a client changing its levels over and over must not cost
    a screen for everyone at the table), and an unchanged level is not written again."""
    with client(settings=SWIFT) as http:
        table_id, tokens = full_table(http, "rentahero", 3)
        with (
            http.websocket_connect(f"/ws/{table_id}") as ann,
            http.websocket_connect(f"/ws/{table_id}") as bob,
            http.websocket_connect(f"/ws/{table_id}") as watcher,
        ):
            hello(ann, tokens[0])
            hello(bob, tokens[1])
            hello(watcher, None)
            ann.send_json({"type": "start"})
            first = state(ann)
            state(bob), state(watcher)
            table = http.app.state.hub.tables[table_id]
            writes: list[Any] = []
            save_seat = table.hub.store.save_seat
            table.hub.store.save_seat = lambda *args: (writes.append(args), save_seat(*args))
            seq = first["seq"]
            for level in ("always", "mine", "mine"):
                ann.send_json({"type": "asking", "levels": {"3": level}})
                mine = state(ann)
                assert mine["asking"]["3"] == level
                if mine["seq"] != seq:
                    return  # a standing answer moved the game: everyone is told, rightly
            assert len(writes) == 2, "the same levels again are not written again"
            for other in (bob, watcher):
                other.send_json({"type": "ping"})
                assert other.receive_json() == {"type": "pong"}, "no screen for the others"


def first_turn_sent_from_the_deck(options: Any) -> tuple[int, int]:
    """A seed whose first active player holds no hero to send and no usable power (the engine's own
    standing answers, everyone on the defaults, make its send): (seed, that seat)."""
    defaults = asking_for(RENTAHERO)
    for seed in range(500):
        game_state = RENTAHERO.new_state(options, seed=seed)
        levels = dict.fromkeys(range(options.players), defaults)
        while (found := next_standing_answer(game_state, levels)) is not None:
            game_state.apply(*found)
        if any(isinstance(turn.action, SendFromDeck) for turn in game_state.history):
            return seed, game_state.history[-1].seat
    raise AssertionError("no such seed in 500")


def test_a_move_with_no_choice_is_made_for_the_person_and_everyone_sees_it() -> None:
    """The first player can only send from the deck: the table does it at once, as that seat's move
    (stored and logged like one made by hand), and asks them only for the discard that follows."""
    with client(settings=SWIFT) as http:
        table_id, tokens = full_table(http, "rentahero", 3)
        table = http.app.state.hub.tables[table_id]
        table.seed, active = first_turn_sent_from_the_deck(table.options)
        with (
            http.websocket_connect(f"/ws/{table_id}") as ann,
            http.websocket_connect(f"/ws/{table_id}") as bob,
            http.websocket_connect(f"/ws/{table_id}") as cleo,
        ):
            sockets = [ann, bob, cleo]
            for ws, token in zip(sockets, tokens, strict=True):
                hello(ws, token)
            ann.send_json({"type": "start"})
            screens = [state(ws) for ws in sockets]
            history = table.state.history
            assert isinstance(history[-1].action, SendFromDeck) and history[-1].seat == active
            # The sender is asked only what is a choice: the hand card to discard after the look.
            mine = screens[active]
            assert mine["legal"] and all(e["action"]["type"] == "discard" for e in mine["legal"])
            # The others see the send in the log, made by the active seat, like any send.
            other = screens[(active + 1) % 3]
            assert other["legal"] == []
            assert any(
                line.get("seat") == active and line.get("rule") == "rentahero.send.from-deck" for line in other["log"]
            ), other["log"]
        row = http.app.state.hub.store.load(table_id)
        assert row is not None and (active, {"type": SendFromDeck.TYPE}) in row.actions
