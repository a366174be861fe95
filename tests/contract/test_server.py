"""Server messages are the engine's outputs, for every registered game: no message holds more.

Every seat and two spectators are connected through the websocket while random legal moves are
played, under each spectator setting the host may choose. Each message a client receives is
checked against the engine, replayed independently from the table's record: a seat's view is
exactly `State.view(seat)`, its moves exactly the seat's legal actions, its log exactly the
events as `Event.for_seat(seat)` redacted them; a spectator of a table showing the public table
gets exactly `State.public_view()` and the events' public parts (`Event.for_public()`), one of a
table showing every hand `State.view(None)`, and one of a table showing nothing no state at all
until the game is over. The deal's seed appears nowhere. The engine's own property tests prove
those redacted outputs keep every secret; this proves the server adds nothing to them.
"""

from __future__ import annotations

import json
import random
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine import Game, registry
from parlour.server import present
from parlour.server.clients import Audience
from tests.contract.play import every_game
from tests.server.helpers import SWIFT, client, full_table, hello, receive_type

MAX_MOVES = 60
SPECTATORS = 2


def expected(game_id: str, players: int, seed: int, actions: list[tuple[int, Any]], viewer: Audience) -> Any:
    """What `viewer` may see after `actions`, from the engine alone."""
    game = registry.get(game_id)
    state = game.new_state(game.options_type.build(players=players), seed=seed)
    turns = [(-1, list(state.opening_events))] if state.opening_events else []
    views = [present.view_of(state, viewer)] * len(turns)  # the view each log line was first told with
    for seat, action in actions:
        turns.append((seat, state.apply(seat, action)))
        views.append(present.view_of(state, viewer))
    return state, turns, views


def modes(game_id: str) -> list[str]:
    """What the host may let spectators see in this game."""
    return ["none", "public", "all"] if registry.get(game_id).spectators_see_hidden else ["none", "public"]


@every_game
@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))
# Deal seeds are long, so their digits cannot turn up in a message by chance.
@given(deal=st.integers(2**40, 2**62), moves=st.integers(0, 2**32), data=st.data())
def test_messages_hold_only_what_the_seat_may_know(game: Game[Any], deal: int, moves: int, data: st.DataObject) -> None:
    game_id = game.id
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    spectators = data.draw(st.sampled_from(modes(game_id)), label="spectators")
    choices = random.Random(moves)  # one draw each, so hypothesis can replay a case exactly
    with mock.patch("parlour.server.hub.fresh_seed", return_value=deal), client(settings=SWIFT) as http:
        table_id, tokens = full_table(http, game_id, players, spectators=spectators)
        table = http.app.state.hub.tables[table_id]
        sockets = [http.websocket_connect(f"/ws/{table_id}") for _ in range(players + SPECTATORS)]
        opened = [s.__enter__() for s in sockets]
        try:
            langs = [choices.choice(["en", "fr", "es", "zh-Hant"]) for _ in opened]
            for seat, ws in enumerate(opened):
                hello(ws, tokens[seat] if seat < players else None, langs[seat])
            opened[0].send_json({"type": "start"})
            seed = table.seed
            watching = spectators != "none"
            viewers: list[Audience] = [*range(players), *["all" if spectators == "all" else "public"] * SPECTATORS]
            readers = opened if watching else opened[:players]
            latest: list[dict[str, Any]] = [receive_type(ws, "state") for ws in readers]
            logs: list[list[dict[str, Any]]] = [list(m["log"]) for m in latest]
            for _ in range(MAX_MOVES):
                for index, message in enumerate(latest):
                    check(game_id, players, seed, table, message, viewers[index], logs[index], langs[index])
                if latest[0]["result"] is not None:
                    break
                movers = [i for i in range(players) if latest[i]["legal"]]
                mover = choices.choice(movers)
                move = choices.choice(latest[mover]["legal"])
                opened[mover].send_json({"type": "act", "seq": latest[mover]["seq"], "action": move["action"]})
                latest = [receive_type(ws, "state") for ws in readers]
                for index, message in enumerate(latest):
                    logs[index] = list(message["log"]) if message["log_reset"] else logs[index] + message["log"]
            if not watching:  # spectators of a table showing nothing were sent no state, only its summary
                for ws in opened[players:]:
                    ws.send_json({"type": "ping"})
                    message = ws.receive_json()
                    while message["type"] == "table":
                        message = ws.receive_json()
                    assert message == {"type": "pong"}
        finally:
            for s in reversed(sockets):
                s.__exit__(None, None, None)


def check(
    game_id: str,
    players: int,
    seed: int,
    table: Any,
    message: dict[str, Any],
    viewer: Audience,
    log: list[Any],
    lang: str,
) -> None:
    actions = [(turn.seat, turn.action) for turn in table.state.history[: message["seq"]]]
    state, turns, views = expected(game_id, players, seed, actions, viewer)
    seat = viewer if isinstance(viewer, int) else None
    assert message["seat"] == seat
    shown = "all" if state.is_over() and state.GAME.reveal_at_end else viewer
    assert message["view"] == json.loads(json.dumps(present.view_of(state, shown)))
    if seat is None or state.is_over():
        assert message["legal"] == []
    else:
        assert [entry["action"] for entry in message["legal"]] == [a.to_json() for a in state.legal_actions(seat)]
    assert message["to_act"] == sorted(state.to_act())
    # The log, rendered again from the events as this viewer may see them, each line with the
    # view of the moment it was first sent.
    told = [
        present.log_lines(game_id, turns[: i + 1], viewer, views[i], lang, message["names"], i)
        for i in range(len(turns))
    ]
    assert log == [line for lines in told for line in lines]
    text = json.dumps(message)
    assert str(seed) not in text  # the deal's seed never leaves the server
    assert "snapshot" not in text and "_seed" not in text
