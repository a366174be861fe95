"""`parlour admin`: accounts and live tables listed, a live table closed, an account suspended and
its suspension lifted; every action is logged with who ran it."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from parlour.cli import main
from parlour.server.store import Store, admin_actions
from tests.server.helpers import client, hello, new_table, receive_type
from tests.server.test_accounts import PASSWORD, sign_in, sign_up


def test_admin_lists_suspends_closes_and_logs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    with client(db) as http:
        sign_up(http, "Ann")
        http.cookies.clear()
        sign_up(http, "bob")
        assert http.get("/api/account").json()["account"]["name"] == "bob"
        http.cookies.clear()
        created = new_table(http, "hanabi", 2, bots={"1": "partner"})
        table_id, token = created["table"]["id"], created["token"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, token)
            ws.send_json({"type": "start"})
            receive_type(ws, "state")
            assert main(["admin", "accounts", "--db", db]) == 0
            listed = capsys.readouterr().out
            assert "Ann" in listed and "bob" in listed and "active" in listed
            assert main(["admin", "tables", "--db", db]) == 0
            assert table_id in capsys.readouterr().out
            # Suspended: bob's session is refused at once, and he cannot sign in.
            assert main(["admin", "suspend", "BOB", "--reason", "spam in names", "--db", db]) == 0
            capsys.readouterr()
            assert http.get("/api/account").json()["account"] is None
            suspended = sign_in(http, "bob", PASSWORD)
            assert suspended.status_code == 403 and suspended.json()["error"] == "web.account.error.suspended"
            assert main(["admin", "unsuspend", "bob", "--db", db]) == 0
            assert sign_in(http, "bob", PASSWORD).status_code == 200
            # The live table: closed in the database now, by the running server at its sweep.
            assert main(["admin", "close-table", table_id, "--reason", "test", "--db", db]) == 0
            assert "next sweep" in capsys.readouterr().out
            hub = http.app.state.hub  # type: ignore[attr-defined]
            assert hub.admin_inbox() == 1
            assert hub.tables.get(table_id) is None
            summary = receive_type(ws, "table", limit=50)
            assert summary["table"]["status"] == "closed"
            assert hub.admin_inbox() == 0  # done once
        assert main(["admin", "close-table", table_id, "--db", db]) == 1
        assert "not live" in capsys.readouterr().err
        assert main(["admin", "suspend", "nobody", "--db", db]) == 1
    store = Store(db)
    assert store.load(table_id) is not None and store.load(table_id).status == "closed"  # type: ignore[union-attr]
    with store.engine.connect() as conn:
        logged = conn.execute(select(admin_actions).order_by(admin_actions.c.id)).mappings().all()
    store.close()
    assert [(row["action"], row["target"]) for row in logged] == [
        ("suspend", "BOB"),
        ("unsuspend", "bob"),
        ("close-table", table_id),
    ]
    assert all(row["actor"] and row["done"] is not None for row in logged)
    assert logged[0]["reason"] == "spam in names"
    assert main(["admin", "log", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "suspend BOB  (spam in names)" in out and f"close-table {table_id}  (test)" in out


def test_admin_refuses_a_database_that_is_not_there(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A mistyped --db (or `parlour.db` looked for in another folder than the server's) is refused:
    never made empty, where no account would be listed and no one suspended; an unreachable
    database is said in one line, not a traceback."""
    missing = tmp_path / "typo.db"
    assert main(["admin", "accounts", "--db", str(missing)]) == 1
    assert capsys.readouterr().err.startswith(f"parlour admin accounts: no database at {missing}")
    assert not missing.exists()
    assert main(["admin", "suspend", "ann", "--db", f"sqlite:///{missing}"]) == 1
    assert not missing.exists()
    capsys.readouterr()
    nowhere = tmp_path / "no folder" / "x.db"
    assert main(["db", "upgrade", "--db", str(nowhere)]) == 1
    said = capsys.readouterr().err
    assert said.startswith("parlour db upgrade: cannot open the database:") and "Traceback" not in said
