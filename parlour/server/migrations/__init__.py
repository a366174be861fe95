"""The database's schema migrations (Alembic), run by the store itself.

`upgrade(engine)` brings any Parlour database to the newest revision: a new one gets every table, a
database written before migrations existed (no `alembic_version` table) is adopted by the baseline
revision (`versions/r0001_baseline.py`), and later revisions follow in order. The store calls it
when it opens a database, so `parlour serve` on yesterday's file just works; `parlour db upgrade`
runs it alone (after `parlour db backup FILE`, for the careful).

There is no env.py: the migrations are driven from here through Alembic's `EnvironmentContext`, so
they need no alembic.ini and no working folder. A new revision is a file in `versions/` written by
hand (the next number, `down_revision` the previous one); `tests/server/test_migrations.py` checks
that the migrated schema equals the store's tables (`parlour.server.store.metadata`), column for
column, on SQLite and PostgreSQL.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import Any, NamedTuple

from alembic.config import Config
from alembic.runtime.environment import EnvironmentContext
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect
from sqlalchemy.engine import Connection, Engine

HERE = Path(__file__).resolve().parent
log = logging.getLogger("parlour.server")


@functools.cache
def config() -> Config:
    found = Config()
    found.set_main_option("script_location", str(HERE))
    return found


@functools.cache
def scripts() -> ScriptDirectory:
    return ScriptDirectory.from_config(config())


def head() -> str:
    found = scripts().get_current_head()
    assert found is not None
    return found


def current(conn: Connection) -> str | None:
    """The database's revision; None for a new database or one from before migrations."""
    return MigrationContext.configure(conn).get_current_revision()


class Upgraded(NamedTuple):
    """What `upgrade` did: the revision before (None: a new database, or one from before
    migrations), the revision after, and whether the database was new (created, not upgraded)."""

    before: str | None
    after: str | None
    created: bool


def upgrade(engine: Engine, target: str = "head") -> Upgraded:
    """Run every revision the database lacks, up to `target`."""
    script = scripts()
    with engine.connect() as conn:
        before = current(conn)
        # A database from before migrations has no revision either, but has the baseline's tables.
        fresh = before is None and not inspect(conn).has_table("tables")
    if before == head() and target == "head":
        return Upgraded(before, before, False)  # the common case, one query: nothing to do

    def steps(revision: Any, _context: MigrationContext) -> Any:
        return script._upgrade_revs(target, revision)

    with engine.begin() as conn:
        with EnvironmentContext(config(), script, fn=steps, destination_rev=target) as env:
            env.configure(connection=conn)
            with env.begin_transaction():
                env.run_migrations()
        after = current(conn)
    if fresh:
        log.info("database created at revision %s", after)
    else:
        log.info("database upgraded from revision %s to %s", before or "(none: before migrations)", after)
    return Upgraded(before, after, fresh)
