"""The databases the persistence tests run on: SQLite (a file) and a real PostgreSQL server.

- `postgres_cluster` (session): one throwaway PostgreSQL server for the whole run (tests/server/postgres.py).
- `postgres_url` (function): a fresh, empty database on it, dropped after the test, as a SQLAlchemy URL.
- `db_url` (function, parametrized `sqlite` and `postgresql`): the URL a persistence test runs on.

Without PostgreSQL (Debian's `postgresql` package, PyPI's `psycopg`) the PostgreSQL cases skip and
say why; with the environment variable PARLOUR_REQUIRE_POSTGRES set they fail instead, so that CI
never skips them silently.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server.postgres import Cluster, Unavailable


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "postgresql: runs on a throwaway PostgreSQL server (Debian's postgresql)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # `db_url`'s PostgreSQL cases carry the mark too (`-m postgresql`, `-m "not postgresql"`); set
    # here, once the mark is registered, not in its params where this module's import would name it.
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and callspec.params.get("db_url") == "postgresql":
            item.add_marker("postgresql")


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    try:
        cluster = Cluster()
    except Unavailable as exc:
        missing = str(exc)
    else:
        missing = ""
    if missing and os.environ.get("PARLOUR_REQUIRE_POSTGRES"):
        pytest.fail(f"PARLOUR_REQUIRE_POSTGRES is set but {missing}", pytrace=False)
    if missing:
        pytest.skip(missing)
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> Iterator[str]:
    name = postgres_cluster.create_database()
    try:
        yield postgres_cluster.url(name)
    finally:
        postgres_cluster.drop_database(name)


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'parlour.db'}"
    url: str = request.getfixturevalue("postgres_url")
    return url
