"""Write the database fixture of `test_migrations.py`: what a Parlour release wrote, kept as it was.

    python -m tests.server.data.make_release_database OUT.db OUT.json

It was run once, with the code of main at b6cc374 (the last release before schema migrations), to
write `release-b6cc374.db` and `release-b6cc374.json`; run again by a later Parlour it would write
that Parlour's database instead, so the committed files are the fixture, not this script's output
of today. The games are played through the web app as people and bots play them: finished and live
games of the three games, a table still open, seats of people and bots, a seat left to a stand-in,
a resignation, notes and the bots' reasons. The JSON file keeps what the test checks after the
upgrade: each table's status, seats, the number of its actions, whether its game is over, its
notes, and the seat tokens of the live tables (test data: they let the test take a seat back).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from parlour.server.store import Store, hash_token
from tests.server.helpers import SWIFT, client, hello, new_table, receive_type


def play(ws: Any, moves: int | None, note_on: int | None = None) -> None:
    """Play the first legal move whenever this seat may act, until the game ends or `moves` are made."""
    made = 0
    noted = False
    while True:
        state = receive_type(ws, "state", limit=200)
        if state["result"] is not None:
            return
        if note_on is not None and not noted:
            hand = state["view"]["hands"][note_on]
            card = hand[0]["id"]
            ws.send_json({"type": "note", "card": card, "text": f"note on card {card}: chop?"})
            receive_type(ws, "notes")
            noted = True
        if not state["legal"]:
            continue
        if moves is not None and made >= moves:
            return
        ws.send_json({"type": "act", "seq": state["seq"], "action": state["legal"][0]["action"]})
        made += 1


def table_with_bots(
    http: Any, game: str, players: int, bots: dict[str, str], moves: int | None, **extra: Any
) -> tuple[str, str]:
    created = new_table(http, game, players, bots=bots, **extra)
    table_id, token = created["table"]["id"], created["token"]
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, token)
        ws.send_json({"type": "start"})
        play(ws, moves, note_on=None)
    http.cookies.clear()
    return table_id, token


def main(out_db: Path, out_json: Path) -> None:
    out_db.unlink(missing_ok=True)
    url = f"sqlite:///{out_db}"
    tokens: dict[str, list[str | None]] = {}
    with client(url, SWIFT) as http:
        # Finished games, people with bots (the bots' reasons are kept with their moves).
        for game, players, bots in (
            ("hanabi", 3, {"1": "partner", "2": "simple"}),
            ("regicide", 2, {"1": "partner"}),
            ("rentahero", 3, {"1": "partner", "2": "random"}),
            ("regicide", 1, {}),
        ):
            table_id, token = table_with_bots(http, game, players, bots, None)
            tokens[table_id] = [token]
        # Live games: a few moves made, then the people disconnect (their seats wait for them).
        for game, players, bots, moves in (
            ("hanabi", 2, {"1": "partner"}, 1),
            ("regicide", 3, {"1": "partner", "2": "random"}, 2),
            ("rentahero", 4, {"1": "partner", "2": "partner", "3": "random"}, 2),
        ):
            table_id, token = table_with_bots(http, game, players, bots, moves)
            tokens[table_id] = [token]
        # Two people at a live Hanabi game with notes; one leaves (a stand-in plays for them).
        created = new_table(http, "hanabi", 2, private=True)
        table_id = created["table"]["id"]
        pair: list[str | None] = [created["token"]]
        http.cookies.clear()
        joined = http.post(f"/api/tables/{table_id}/join", json={"name": "Zoé 花"}).json()
        pair.append(joined["token"])
        http.cookies.clear()
        with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
            hello(ws0, pair[0])
            hello(ws1, pair[1])
            ws0.send_json({"type": "start"})
            state0 = receive_type(ws0, "state")
            receive_type(ws1, "state")
            card = state0["view"]["hands"][1][0]["id"]
            ws0.send_json({"type": "note", "card": card, "text": "Zoé's 5? « garde »"})
            receive_type(ws0, "notes")
            ws0.send_json({"type": "act", "seq": state0["seq"], "action": state0["legal"][0]["action"]})
            state1 = receive_type(ws1, "state")
            while not state1["legal"]:
                state1 = receive_type(ws1, "state")
            ws1.send_json({"type": "act", "seq": state1["seq"], "action": state1["legal"][0]["action"]})
            receive_type(ws1, "state")
            ws1.send_json({"type": "leave"})
            receive_type(ws0, "table", limit=50)
        tokens[table_id] = pair
        # A resignation that ends a cooperative game.
        created = new_table(http, "regicide", 2, bots={"1": "partner"})
        table_id = created["table"]["id"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, created["token"])
            ws.send_json({"type": "start"})
            receive_type(ws, "state")
            ws.send_json({"type": "resign"})
            receive_type(ws, "table", limit=50)
        tokens[table_id] = [created["token"]]
        http.cookies.clear()
        # A table still open: one seat taken, one free, one bot.
        created = new_table(http, "rentahero", 3, bots={"2": "partner"})
        tokens[created["table"]["id"]] = [created["token"]]
        http.cookies.clear()
    store = Store(url)
    expected = []
    for row in sorted(store.recent(100), key=lambda r: r["created"]):
        table = store.load(row["id"])
        assert table is not None
        state = None
        if table.status != "open":
            from parlour.engine import registry

            game = registry.get(table.game)
            state = game.new_state(game.options_type.from_json(table.options), seed=table.seed)
            for seat, action in table.actions:
                state.apply(seat, state.validate(seat, action))
        given = tokens.get(table.id, [])
        for index, token in enumerate(given):
            assert token is None or table.seats[index].token_hash == hash_token(token)
        expected.append(
            {
                "id": table.id,
                "game": table.game,
                "status": table.status,
                "private": table.private,
                "actions": len(table.actions),
                "reasons": len(table.reasons),
                "over": None if state is None else state.is_over(),
                "seats": [
                    {"seat": s.seat, "name": s.name, "bot": s.bot, "away": s.away, "person": s.token_hash is not None}
                    for s in table.seats
                ],
                "notes": {
                    str(seat): {str(c): t for c, t in cards.items()}
                    for seat, cards in store.load_notes(table.id).items()
                },
                "tokens": given if table.status in ("open", "playing") else [],
            }
        )
    store.checkpoint()
    store.close()
    out_json.write_text(json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
