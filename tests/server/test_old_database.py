"""A database made by a Parlour older than the ask levels, the bots' reasons and the notes opens
as it is: the missing columns and table are added, its tables play on, and what is new works."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.server.helpers import SWIFT, client, hello, receive_type, started_hanabi


def make_old(path: Path) -> None:
    """Take out what this version added to the schema, as an older Parlour's database lacks it."""
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE alembic_version")  # that Parlour had no migrations, nor accounts
        conn.execute("DROP TABLE sessions")
        conn.execute("DROP TABLE accounts")
        conn.execute("ALTER TABLE seats DROP COLUMN account_id")
        conn.execute("DROP TABLE notes")
        conn.execute("ALTER TABLE seats DROP COLUMN asking")
        conn.execute("ALTER TABLE actions DROP COLUMN why")


def test_an_older_database_opens_and_its_tables_play_on(tmp_path: Path) -> None:
    path = tmp_path / "parlour.db"
    db = f"sqlite:///{path}"
    with client(db, SWIFT) as http, started_hanabi(http) as (table_id, tokens, ws0, _ws1):
        hand = http.app.state.hub.tables[table_id].state.view(0)["hands"][0]
    make_old(path)
    with client(db, SWIFT) as http, http.websocket_connect(f"/ws/{table_id}") as ws0:
        hello(ws0, tokens[0])
        state = receive_type(ws0, "state")
        assert state["legal"]
        ws0.send_json({"type": "note", "card": hand[0]["id"], "text": "old table, new note"})
        assert receive_type(ws0, "notes")["notes"] == {str(hand[0]["id"]): "old table, new note"}
        ws0.send_json({"type": "act", "seq": state["seq"], "action": state["legal"][0]["action"]})
        assert receive_type(ws0, "state")["seq"] == state["seq"] + 1
