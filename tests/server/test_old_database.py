"""A database made by a Parlour older than the ask levels, the bots' reasons and the notes opens
as it is: the missing columns and table are added, its tables play on, and what is new works."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.server.helpers import SWIFT, client, hello, receive_type, started_hanabi

# What that older Parlour had: these tables, with these columns (the rest came later).
OLD_SCHEMA = {
    "tables": ("id", "game", "options", "seed", "status", "settings", "created", "updated", "private"),
    "seats": ("table_id", "seat", "name", "token_hash", "bot", "bot_seed", "browser_hash", "away", "clock"),
    "actions": ("table_id", "idx", "seat", "action", "at"),
}


def make_old(path: Path) -> None:
    """Take out what was added to the schema since, as an older Parlour's database lacks it (the
    migrations' own table included: that Parlour had none)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys=OFF")
        found = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in found:
            if table not in OLD_SCHEMA:
                conn.execute(f"DROP TABLE {table}")
                continue
            for column in [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]:
                if column not in OLD_SCHEMA[table]:
                    conn.execute(f"ALTER TABLE {table} DROP COLUMN {column}")


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
