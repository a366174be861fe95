"""Keeping a club's database: `parlour db upgrade` and `parlour db backup FILE`.

    parlour db upgrade [--db URL]            run the schema migrations the database lacks
    parlour db backup FILE [--db URL] [--portable]

A backup is consistent: it is the database as it was at one instant, even while the server plays on.

- SQLite: SQLite's online backup API (`sqlite3.Connection.backup`) copies the file page by page
  into FILE, itself a SQLite database (`parlour serve --db FILE` serves it; copy it back in place
  with the server stopped to restore).
- PostgreSQL: `pg_dump --format=custom` into FILE when `pg_dump` is on PATH (restore with
  `pg_restore --dbname URL FILE` into an empty database); pg_dump reads one snapshot. Without it,
  or with `--portable`, every row is copied through SQLAlchemy inside one REPEATABLE READ
  transaction (one snapshot too) into FILE as a SQLite database of the same schema and revision,
  which `parlour serve --db FILE` serves as it is.

FILE is never overwritten: a backup that would replace another is refused.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

from sqlalchemy import create_engine, insert, make_url, select
from sqlalchemy.engine import Engine

from parlour.server import migrations
from parlour.server.store import Store, database_url, default_url, metadata

BATCH = 1000  # rows copied per insert by the portable backup


class MaintenanceError(Exception):
    """A maintenance command cannot do what it was asked; the message says why."""


def existing(url: str | None) -> str:
    """The URL of a database that must already be there (an administrator's command): a SQLite
    file that does not exist is refused, not made empty (a typed path, or `parlour.db` in another
    folder than the server's, would list no account and suspend nobody)."""
    resolved = database_url(url or default_url())
    parsed = make_url(resolved)
    file = parsed.database if parsed.get_backend_name() == "sqlite" and parsed.database != ":memory:" else None
    if file and not Path(file).is_file():
        raise MaintenanceError(f"no database at {file} (give the server's --db)")
    return resolved


def upgrade(url: str | None) -> migrations.Upgraded:
    """Migrate the database at `url` to the newest revision: (revision before, after, created)."""
    engine = create_engine(database_url(url or default_url()))
    try:
        return migrations.upgrade(engine)
    finally:
        engine.dispose()


def backup(url: str | None, out: Path, portable: bool = False) -> str:
    """Write a consistent copy of the database at `url` to `out`; returns how it was made."""
    if out.exists():
        raise MaintenanceError(f"{out} exists: a backup never overwrites a file")
    if not out.parent.is_dir():
        raise MaintenanceError(f"no folder {out.parent} to write {out.name} in")
    engine = create_engine(database_url(url or default_url()))
    try:
        if engine.dialect.name == "sqlite":
            return _sqlite_backup(engine, out)
        pg_dump = shutil.which("pg_dump")
        if engine.dialect.name == "postgresql" and pg_dump is not None and not portable:
            return _pg_dump(engine, out, pg_dump)
        return copy_rows(engine, out)
    finally:
        engine.dispose()


def _sqlite_backup(engine: Engine, out: Path) -> str:
    path = engine.url.database
    if not path or path == ":memory:":
        raise MaintenanceError("an in-memory database has nothing to back up")
    if not Path(path).exists():
        raise MaintenanceError(f"no database at {path}")
    source = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    target = sqlite3.connect(out)
    try:
        source.backup(target)  # one consistent copy, even while the server writes (WAL)
    finally:
        target.close()
        source.close()
    return "sqlite backup API"


def _pg_dump(engine: Engine, out: Path, pg_dump: str) -> str:
    url = engine.url
    password = url.password
    plain = url.set(drivername="postgresql", password=None).render_as_string(hide_password=False)
    environment = dict(os.environ)
    if password is not None:
        environment["PGPASSWORD"] = str(password)  # never on the command line, where `ps` shows it
    done = subprocess.run(
        [pg_dump, "--format=custom", f"--file={out}", f"--dbname={plain}"],
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        out.unlink(missing_ok=True)
        raise MaintenanceError(f"pg_dump failed ({done.returncode}): {done.stderr.strip()[:500]} (try --portable)")
    return "pg_dump --format=custom"


def copy_rows(source: Engine, out: Path) -> str:
    """Every row of every Parlour table into a new SQLite file `out`, read in one snapshot."""
    with source.connect() as probe:
        revision = migrations.current(probe)
    if revision != migrations.head():
        raise MaintenanceError(f"the database is at revision {revision}, not {migrations.head()}: parlour db upgrade")
    target = Store(f"sqlite:///{out}")  # the same schema, at the same revision
    try:
        options = {"isolation_level": "REPEATABLE READ"} if source.dialect.name == "postgresql" else {}
        with source.connect().execution_options(**options) as reading, target.engine.begin() as writing:
            for table in metadata.sorted_tables:  # parents before children (foreign keys)
                rows = reading.execution_options(yield_per=BATCH).execute(select(table)).mappings()
                for batch in rows.partitions(BATCH):
                    writing.execute(insert(table), [dict(row) for row in batch])
    except BaseException:
        target.close()
        out.unlink(missing_ok=True)
        raise
    target.close()
    return "portable copy into a SQLite file"
