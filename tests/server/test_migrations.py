"""The database is maintained: Alembic migrations, upgrades in place, backups.

`data/release-b6cc374.db` was written by the last release without migrations (main at b6cc374,
`data/make_release_database.py`): finished, live and open tables of the three games. It upgrades in
place with every table, seat, action, reason and note intact, every game replays from its actions
through the engine, and the restarted server takes its live tables back and plays on; on SQLite and
on a real PostgreSQL server (the fixture's rows loaded into a database shaped as that release made
it, with no migrations table).
"""

from __future__ import annotations

import json
import logging
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import MetaData, create_engine, insert, select

from parlour.cli import main
from parlour.engine import registry
from parlour.server import maintenance, migrations
from parlour.server.store import Store, hash_token, metadata, records
from tests.server.helpers import SWIFT, client, hello, receive_type

DATA = Path(__file__).parent / "data"
RELEASE = DATA / "release-b6cc374.db"
EXPECTED: list[dict[str, Any]] = json.loads((DATA / "release-b6cc374.json").read_text(encoding="utf-8"))


def release_database(db_url: str, tmp_path: Path) -> None:
    """Put the release's database at `db_url`: the file itself for SQLite; for PostgreSQL its
    tables as that release created them (reflected from the file) and every row."""
    if db_url.startswith("sqlite"):
        shutil.copyfile(RELEASE, db_url.removeprefix("sqlite:///"))
        return
    copy = tmp_path / "release.db"
    shutil.copyfile(RELEASE, copy)  # read from a copy: reflecting must not touch the fixture
    source = create_engine(f"sqlite:///{copy}")
    target = create_engine(db_url)
    old = MetaData()
    old.reflect(source)
    assert "alembic_version" not in old.tables  # the release had no migrations
    old.create_all(target)
    with source.connect() as reading, target.begin() as writing:
        for table in old.sorted_tables:
            rows = [dict(row) for row in reading.execute(select(table)).mappings()]
            if rows:
                writing.execute(insert(table), rows)
    source.dispose()
    target.dispose()


def test_the_migrated_schema_is_the_stores(db_url: str) -> None:
    """A new database migrated to the head has exactly the store's tables and columns."""
    store = Store(db_url)
    with store.engine.connect() as conn:
        assert migrations.current(conn) == migrations.head()
        differences = compare_metadata(MigrationContext.configure(conn), metadata)
    store.close()
    assert differences == []


def test_the_release_database_upgrades_and_every_game_replays(db_url: str, tmp_path: Path) -> None:
    release_database(db_url, tmp_path)
    store = Store(db_url)  # what `parlour serve` does first: the upgrade in place
    with store.engine.connect() as conn:
        assert migrations.current(conn) == migrations.head()
    assert len(store.recent(100)) == len(EXPECTED)
    over = 0
    for expected in EXPECTED:
        row = store.load(expected["id"])
        assert row is not None, expected["id"]
        assert (row.game, row.status, row.private) == (expected["game"], expected["status"], expected["private"])
        assert len(row.actions) == expected["actions"]
        assert len(row.reasons) == expected["reasons"]
        seats = [
            {"seat": s.seat, "name": s.name, "bot": s.bot, "away": s.away, "person": s.token_hash is not None}
            for s in row.seats
        ]
        assert seats == expected["seats"]
        for index, token in enumerate(expected["tokens"]):
            assert row.seats[index].token_hash == hash_token(token)
        notes = {str(seat): {str(c): t for c, t in cards.items()} for seat, cards in store.load_notes(row.id).items()}
        assert notes == expected["notes"]
        if row.status == "open":
            assert not row.actions
            continue
        # Replay the game from its actions: the engine checks every one of them again.
        game = registry.get(row.game)
        state = game.new_state(game.options_type.from_json(row.options), seed=row.seed)
        for seat, action in row.actions:
            state.apply(seat, state.validate(seat, action))
        assert state.is_over() == expected["over"]
        over += state.is_over()
        # Migration r0005 replayed each finished game into its records: one per seat, the engine's result.
        with store.engine.connect() as conn:
            kept = conn.execute(select(records).where(records.c.table_id == row.id).order_by(records.c.seat)).all()
        if row.status != "over":
            assert kept == []
            continue
        result = state.result()
        assert result is not None
        assert [(r.seat, r.score, r.turns) for r in kept] == [
            (seat, result.scores[seat], len(row.actions)) for seat in range(len(row.seats))
        ]
    store.close()
    assert over >= 5  # finished games of the three games are in the fixture
    assert {e["game"] for e in EXPECTED if e["over"]} == {"hanabi", "regicide", "rentahero"}
    assert {e["game"] for e in EXPECTED if e["status"] == "playing"} == {"hanabi", "regicide", "rentahero"}


def test_the_upgraded_server_takes_its_live_tables_back(db_url: str, tmp_path: Path) -> None:
    release_database(db_url, tmp_path)
    live = {e["id"] for e in EXPECTED if e["status"] in ("open", "playing")}
    pair = next(e for e in EXPECTED if e["game"] == "hanabi" and e["private"])
    finished = next(e for e in EXPECTED if e["game"] == "rentahero" and e["over"])
    with client(db_url, SWIFT) as http:
        assert set(http.app.state.hub.tables) == live
        # A finished game's replay, rebuilt from the upgraded rows.
        replay = http.get(f"/api/tables/{finished['id']}/replay")
        assert replay.status_code == 200, replay.text
        # Seat 1 left the two people's game: its token takes the seat back, with its notes kept.
        with http.websocket_connect(f"/ws/{pair['id']}") as ws1:
            assert hello(ws1, pair["tokens"][1])["seat"] == 1
            ws1.send_json({"type": "back"})
        with http.websocket_connect(f"/ws/{pair['id']}") as ws0:
            assert hello(ws0, pair["tokens"][0])["seat"] == 0
            assert receive_type(ws0, "notes")["notes"] == pair["notes"]["0"]
            state = receive_type(ws0, "state")
            while not state["legal"]:
                state = receive_type(ws0, "state")
            ws0.send_json({"type": "act", "seq": state["seq"], "action": state["legal"][0]["action"]})
            assert receive_type(ws0, "state")["seq"] == state["seq"] + 1
    store = Store(db_url)
    row = store.load(pair["id"])
    store.close()
    assert row is not None and len(row.actions) > pair["actions"]


def test_a_new_database_is_created_and_an_older_one_upgraded_in_the_log(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    """The first start on a new file says it created the database, not that it upgraded one from
    before migrations; a real upgrade (the release's file) keeps the upgrade's wording."""
    with caplog.at_level(logging.INFO, logger="parlour.server"):
        Store(f"sqlite:///{tmp_path / 'new.db'}").close()
        old = tmp_path / "old.db"
        shutil.copyfile(RELEASE, old)
        Store(f"sqlite:///{old}").close()
    said = [record.getMessage() for record in caplog.records if record.name == "parlour.server"]
    assert said == [
        f"database created at revision {migrations.head()}",
        f"database upgraded from revision (none: before migrations) to {migrations.head()}",
    ]
    assert main(["db", "upgrade", "--db", str(tmp_path / "other.db")]) == 0
    assert capsys.readouterr().out == f"parlour db upgrade: database created at revision {migrations.head()}\n"


def test_db_upgrade_and_backup_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "parlour.db"
    shutil.copyfile(RELEASE, path)
    assert main(["db", "upgrade", "--db", str(path)]) == 0
    assert f"(none: before migrations) -> {migrations.head()}" in capsys.readouterr().out
    assert main(["db", "upgrade", "--db", str(path)]) == 0
    assert f"already at revision {migrations.head()}" in capsys.readouterr().out
    copy = tmp_path / "backup.db"
    assert main(["db", "backup", str(copy), "--db", str(path)]) == 0
    assert "sqlite backup API" in capsys.readouterr().out
    assert main(["db", "backup", str(copy), "--db", str(path)]) == 1  # never overwritten
    assert "never overwrites" in capsys.readouterr().err
    with sqlite3.connect(copy) as conn:
        assert conn.execute("SELECT count(*) FROM tables").fetchone() == (len(EXPECTED),)
        actions = sum(e["actions"] for e in EXPECTED)
        assert conn.execute("SELECT count(*) FROM actions").fetchone() == (actions,)
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (migrations.head(),)


@pytest.mark.postgresql
def test_postgresql_backups(postgres_url: str, tmp_path: Path) -> None:
    release_database(postgres_url, tmp_path)
    maintenance.upgrade(postgres_url)
    portable = tmp_path / "portable.db"
    assert maintenance.backup(postgres_url, portable, portable=True) == "portable copy into a SQLite file"
    copy = Store(f"sqlite:///{portable}")  # served as it is
    for expected in EXPECTED:
        row = copy.load(expected["id"])
        assert row is not None and len(row.actions) == expected["actions"]
        assert len(row.reasons) == expected["reasons"]
    copy.close()
    if shutil.which("pg_dump") is None:
        pytest.skip("no pg_dump on PATH: the pg_dump backup is not tried")
    dump = tmp_path / "parlour.pgdump"
    assert maintenance.backup(postgres_url, dump) == "pg_dump --format=custom"
    assert dump.read_bytes().startswith(b"PGDMP")  # pg_restore's custom format
