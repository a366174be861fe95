"""The server keeps why each bot moved and shows each reader only what that reader may know.

A Hanabi table of one person and two `simple` bots, watched by a spectator of the public table:
every bot line of the log carries `why`, the bot's reason as that reader may read it
(`Reason.shown_to`), a person's line none; the person never reads a reason naming their own
cards. The reasons are written with the moves, so a restarted server, a replay and an exported
record still have them; a database made before reasons were kept gains the column and loads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import sqlalchemy

from parlour.bots.reasons import Reason, secrets
from parlour.server.store import Store
from tests.server.helpers import client, hello, new_table, receive_type


def play_until_over(ws: Any, spectator: Any) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
    """Seat 0 plays its first legal move each turn; returns the last state and both logs."""
    message = receive_type(ws, "state")
    watched = receive_type(spectator, "state")
    mine, theirs = list(message["log"]), list(watched["log"])
    for _ in range(200):
        if message["result"] is not None:
            break
        if message["legal"]:
            ws.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})
        message = receive_type(ws, "state")
        mine = mine + message["log"] if not message["log_reset"] else list(message["log"])
        while True:  # the spectator follows up to the same move
            watched = receive_type(spectator, "state")
            theirs = theirs + watched["log"] if not watched["log_reset"] else list(watched["log"])
            if watched["seq"] >= message["seq"]:
                break
    return message, mine, theirs


def test_bot_lines_carry_their_reason_as_each_reader_may_read_it(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    with client(db) as http:
        created = new_table(http, "hanabi", 3, bots={"1": "simple", "2": "simple"}, spectators="public")
        table_id, token = created["table"]["id"], created["token"]
        http.cookies.clear()
        with http.websocket_connect(f"/ws/{table_id}") as ws, http.websocket_connect(f"/ws/{table_id}") as spectator:
            hello(ws, token, "fr")
            hello(spectator, None, "en")
            ws.send_json({"type": "start"})
            last, mine, theirs = play_until_over(ws, spectator)
        table = http.app.state.hub.get(table_id)
        assert last["result"] is not None and table.reasons
        history = table.state.history
        names_fr, names_en = table.names("fr"), table.names("en")
        opening = 0  # Hanabi has no opening events: log line i is action i
        for line in mine:
            turn = line["index"] - opening
            if history[turn].seat == 0:
                assert "why" not in line  # a person's move has no reason
                continue
            reason = table.reasons[turn]
            assert line["why"] == reason.shown_to(0).lines("fr", names_fr)
            # The person reads no reason that names one of their own cards.
            assert not any(0 in s.hidden_from for s in secrets(reason.shown_to(0).args))
        for line in theirs:
            turn = line["index"] - opening
            if history[turn].seat != 0:
                assert line["why"] == table.reasons[turn].shown_to("public").lines("en", names_en)
        assert any(line.get("why") != theirs[i].get("why") for i, line in enumerate(mine) if "why" in line)

        # A replay from seat 0's point of view, and from no seat (every hand: the reasons whole).
        replay = http.get(
            f"/api/tables/{table_id}/replay", params={"seat": 0, "upto": 12}, headers={"Accept-Language": "fr"}
        ).json()
        for line in replay["log"]:
            if history[line["index"]].seat != 0:
                assert line["why"] == table.reasons[line["index"]].shown_to(0).lines("fr", names_fr)
        whole = http.get(f"/api/tables/{table_id}/replay", params={"upto": 12}).json()
        assert any(line.get("why") for line in whole["log"])
        # The exported record keeps them whole (a finished game's record holds its seed anyway).
        record = http.get(f"/api/tables/{table_id}/record/parlour").json()
        kept = {i: Reason.from_json(a["why"]) for i, a in enumerate(record["actions"]) if "why" in a}
        assert kept == table.reasons
        reasons = dict(table.reasons)
    with client(db) as http:  # a restarted server reads them back from the database
        http.get(f"/api/tables/{table_id}/replay", params={"upto": 1})
        assert http.app.state.hub.get(table_id).reasons == reasons


def test_a_database_from_before_reasons_gains_the_column_and_loads(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    engine = sqlalchemy.create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.exec_driver_sql(
            "CREATE TABLE actions (table_id VARCHAR(32) NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, "
            "action JSON NOT NULL, at FLOAT NOT NULL, PRIMARY KEY (table_id, idx))"
        )
    engine.dispose()
    store = Store(f"sqlite:///{path}")
    try:
        columns = {c["name"] for c in sqlalchemy.inspect(store.engine).get_columns("actions")}
        assert "why" in columns
    finally:
        store.close()
