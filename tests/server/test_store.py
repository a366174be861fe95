"""The Store through its public methods, on SQLite and on a real PostgreSQL server (`db_url`).

What a restarted server relies on: tables with their seats, every accepted action in order and
one action per index, the unfinished tables back, the lobby's pages, and values that come back as
they went in (JSON options with any text, 63-bit seeds).
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
import sqlalchemy
from sqlalchemy.exc import IntegrityError

import parlour.server.store as store_module
from parlour.server.store import SeatRow, Store, TableRow, hash_token
from tests.server.helpers import client, new_table
from tests.server.postgres import Cluster

SEED_MAX = 2**63 - 1  # fresh_seed() draws 63 bits; bot seeds are as wide


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    opened = Store(db_url)
    try:
        yield opened
    finally:
        opened.close()


def table_row(table_id: str, players: int = 2, **extra: Any) -> TableRow:
    values: dict[str, Any] = {
        "game": "hanabi",
        "options": {"players": players},
        "seed": 12345,
        "status": "open",
        "settings": {"window_seconds": 5.0},
        "created": 0.0,
        "seats": [SeatRow(0, "Ann", hash_token("ann-token"))] + [SeatRow(i) for i in range(1, players)],
    }
    values.update(extra)
    return TableRow(id=table_id, **values)


def test_create_table_then_load_it_back(store: Store) -> None:
    store.create_table(table_row("t1", players=3, settings={"window_seconds": 2.5, "bot_seeds": [1, 2]}))
    row = store.load("t1")
    assert row is not None
    assert (row.id, row.game, row.status, row.seed) == ("t1", "hanabi", "open", 12345)
    assert row.options == {"players": 3} and row.settings == {"window_seconds": 2.5, "bot_seeds": [1, 2]}
    assert [seat.seat for seat in row.seats] == [0, 1, 2]
    assert (row.seats[0].name, row.seats[0].token_hash) == ("Ann", hash_token("ann-token"))
    assert row.seats[1] == SeatRow(1) and row.actions == []
    assert isinstance(row.created, float)
    assert store.load("nope") is None


def test_save_seat_keeps_name_token_hash_bot_and_seed(store: Store) -> None:
    store.create_table(table_row("t1", players=3))
    store.save_seat("t1", SeatRow(1, "Bea", hash_token("bea-token")))
    store.save_seat("t1", SeatRow(2, None, None, "simple", SEED_MAX))
    row = store.load("t1")
    assert row is not None
    assert row.seats[1] == SeatRow(1, "Bea", hash_token("bea-token"))
    assert row.seats[2] == SeatRow(2, None, None, "simple", SEED_MAX)
    store.save_seat("t1", SeatRow(1))  # the seat left: empty again
    row = store.load("t1")
    assert row is not None and row.seats[1] == SeatRow(1)


def test_actions_come_back_in_index_order(store: Store) -> None:
    store.create_table(table_row("t1"))
    order = list(range(12))  # past 9: an index ordered as text would put 10 before 2
    random.Random(4).shuffle(order)
    for idx in order:
        store.add_action("t1", idx, idx % 2, {"type": "discard", "slot": idx})
    row = store.load("t1")
    assert row is not None
    assert row.actions == [(idx % 2, {"type": "discard", "slot": idx}) for idx in range(12)]


def test_the_primary_key_refuses_a_second_action_at_one_index(store: Store) -> None:
    store.create_table(table_row("t1"))
    store.create_table(table_row("t2"))
    store.add_action("t1", 0, 0, {"type": "play", "slot": 0})
    with pytest.raises(IntegrityError):
        store.add_action("t1", 0, 1, {"type": "discard", "slot": 3})
    store.add_action("t2", 0, 1, {"type": "discard", "slot": 3})  # the index is per table
    store.add_action("t1", 1, 1, {"type": "discard", "slot": 1})  # the store goes on after the refusal
    first, second = store.load("t1"), store.load("t2")
    assert first is not None and second is not None
    assert first.actions == [(0, {"type": "play", "slot": 0}), (1, {"type": "discard", "slot": 1})]
    assert second.actions == [(1, {"type": "discard", "slot": 3})]


def test_an_action_for_no_table_is_refused(store: Store) -> None:
    with pytest.raises(IntegrityError):
        store.add_action("ghost", 0, 0, {"type": "play", "slot": 0})


def test_load_active_is_every_table_not_over(store: Store) -> None:
    for table_id in ("open", "playing", "over"):
        store.create_table(table_row(table_id))
    store.set_status("playing", "playing")
    store.set_status("over", "over")
    store.add_action("playing", 0, 0, {"type": "play", "slot": 0})
    active = {row.id: row for row in store.load_active()}
    assert sorted(active) == ["open", "playing"]
    assert active["playing"].status == "playing" and active["playing"].actions == [(0, {"type": "play", "slot": 0})]
    assert [seat.name for seat in active["open"].seats] == ["Ann", None]
    over = store.load("over")
    assert over is not None and over.status == "over"


def test_a_second_store_on_the_same_database_sees_everything(db_url: str) -> None:
    """What a restart does: a new Store (its tables already there) reads what the first wrote."""
    first = Store(db_url)
    first.create_table(table_row("t1"))
    first.add_action("t1", 0, 0, {"type": "play", "slot": 0})
    first.close()
    second = Store(db_url)
    try:
        row = second.load("t1")
        assert row is not None and row.actions == [(0, {"type": "play", "slot": 0})]
        assert [r.id for r in second.load_active()] == ["t1"]
    finally:
        second.close()


def test_json_options_round_trip_with_any_text(store: Store) -> None:
    options = {
        "players": 4,
        "variant": "multicolour-wild",
        "names": ["Zoë", "Łucja", "王小明", "Ἀθηνᾶ", "emoji 🎆", 'quote " and \\ backslash', ""],
        "nested": {"empty_clues": False, "ratio": 0.125, "none": None, "list": [1, [2, [3]]]},
        "Ünïcode kéy": "值",
    }
    settings = {"window_seconds": 30.0, "bot_seeds": [SEED_MAX, 0], "note": "¿qué? — «ok»"}
    store.create_table(table_row("t1", options=options, settings=settings, seats=[SeatRow(0, "玩家 Zoë")]))
    store.add_action("t1", 0, 0, {"type": "clue", "to": 1, "colour": "blanc", "text": "très 好"})
    row = store.load("t1")
    assert row is not None
    assert row.options == options and row.settings == settings
    assert row.seats[0].name == "玩家 Zoë"
    assert row.actions == [(0, {"type": "clue", "to": 1, "colour": "blanc", "text": "très 好"})]


@pytest.mark.parametrize("seed", [0, 1, 2**31, 2**32 + 1, 2**53 + 1, SEED_MAX])
def test_63_bit_seeds_round_trip_exactly(store: Store, seed: int) -> None:
    store.create_table(table_row("t1", seed=seed, seats=[SeatRow(0, "Ann"), SeatRow(1, None, None, "simple", seed)]))
    row = store.load("t1")
    assert row is not None
    assert row.seed == seed and type(row.seed) is int
    assert row.seats[1].bot_seed == seed


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[float]]:
    """The store's clock, set by the test: a list whose first item is the time now."""
    now = [1767225600.123456]  # a time.time() of today's size, with microseconds
    monkeypatch.setattr(store_module, "time", SimpleNamespace(time=lambda: now[0]))
    yield now


def pages(store: Store, limit: int) -> list[list[str]]:
    """Every page of the lobby's list, following `before` as the app does."""
    found: list[list[str]] = []
    before: tuple[float, str] | None = None
    while True:
        rows = store.recent(limit, before)
        if not rows:
            return found
        found.append([row["id"] for row in rows])
        before = (rows[-1]["updated"], rows[-1]["id"])


# token_urlsafe ids: both cases, digits, - and _ (a collation may order them its own way)
TIED_IDS = ["Ab3", "aB3", "zz", "Zz", "-x", "_x", "x-", "0a", "9Z", "M_m", "m-M", "q"]


def newest_first_every_table_once(store: Store, clock: list[float]) -> list[str]:
    """Twelve tables made at three instants (ties of 5, 5 and 2): the lobby lists each once, newest
    first, on pages of any size; returns the list."""
    for n, table_id in enumerate(TIED_IDS):
        clock[0] = 1767225600.123456 + (n // 5) * 0.000001
        store.create_table(table_row(table_id))
    everything = [row["id"] for row in store.recent(100)]
    assert sorted(everything) == sorted(TIED_IDS)
    newest, middle, oldest = TIED_IDS[10:], TIED_IDS[5:10], TIED_IDS[:5]
    assert set(everything[:2]) == set(newest) and set(everything[2:7]) == set(middle)
    assert set(everything[7:]) == set(oldest)
    for limit in (1, 2, 3, 4, 5, 7, 12):
        paged = pages(store, limit)
        assert [table_id for page in paged for table_id in page] == everything, limit
        assert all(len(page) == limit for page in paged[:-1])
    return everything


def test_recent_is_newest_first_and_pages_through_ties_once_each(store: Store, clock: list[float]) -> None:
    everything = newest_first_every_table_once(store, clock)
    # within one instant by id, descending: the test cluster's collation is C, byte order as in SQLite
    instants = (TIED_IDS[10:], TIED_IDS[5:10], TIED_IDS[:5])
    assert everything == [table_id for group in instants for table_id in sorted(group, reverse=True)]


@pytest.mark.postgresql
def test_recent_pages_through_ties_once_each_under_a_linguistic_collation(
    postgres_cluster: Cluster, clock: list[float]
) -> None:
    """A cluster made with the system's locale (en_US.UTF-8, say) orders ids otherwise than bytes
    do; the lobby's pages still hold every table once, as the order and `before` share the collation."""
    name = postgres_cluster.create_database("TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C'")
    store = Store(postgres_cluster.url(name))
    try:
        everything = newest_first_every_table_once(store, clock)
        # not byte order (so the pages above were put to the test): en-US puts "_x" below the digits
        assert everything[2:7] != sorted(TIED_IDS[5:10], reverse=True)
    finally:
        store.close()
        postgres_cluster.drop_database(name)


def test_recent_moves_a_table_up_when_it_changes(store: Store, clock: list[float]) -> None:
    for n, table_id in enumerate(["a", "b", "c"]):
        clock[0] = 1000.0 + n
        store.create_table(table_row(table_id))
    assert [row["id"] for row in store.recent()] == ["c", "b", "a"]
    clock[0] = 2000.0
    store.set_status("a", "playing")
    assert [row["id"] for row in store.recent()] == ["a", "c", "b"]
    clock[0] = 2001.0
    store.save_seat("b", SeatRow(1, "Bea"))
    assert [row["id"] for row in store.recent(2)] == ["b", "a"]
    assert [row["id"] for row in store.recent(2, (2000.0, "a"))] == ["c"]


# SQLAlchemy 2.0 reads a plain postgresql:// as psycopg2's; 2.1 made psycopg 3 the default.
SQLALCHEMY_2_0 = tuple(int(part) for part in sqlalchemy.__version__.split(".")[:2]) < (2, 1)


@pytest.mark.postgresql
@pytest.mark.skipif(importlib.util.find_spec("psycopg2") is not None, reason="psycopg2 installed: the URL works anyway")
@pytest.mark.xfail(
    SQLALCHEMY_2_0,
    strict=True,
    raises=ModuleNotFoundError,
    reason="plain postgresql:// is rewritten to psycopg in store.py: pending",
)
def test_a_plain_postgresql_url_serves_with_psycopg(postgres_cluster: Cluster, postgres_url: str) -> None:
    """`parlour serve --db postgresql://user@host/db`, as the README writes it, runs on psycopg 3
    (the `postgresql` extra), whichever SQLAlchemy 2 is installed."""
    plain = postgres_cluster.url(postgres_url.rsplit("/", 1)[1], driver="postgresql")
    with client(plain) as http:
        table_id = new_table(http, "hanabi", 2)["table"]["id"]
        assert http.get(f"/api/tables/{table_id}").json()["table"]["status"] == "open"


def test_a_plain_path_is_a_sqlite_file(tmp_path: Any) -> None:
    """`parlour serve --db /tmp/x.db`: a path as people type it opens that SQLite file."""
    path = tmp_path / "plain.db"
    assert store_module.database_url(str(path)) == f"sqlite:///{path}"
    assert store_module.database_url("postgres://u@h/d") == "postgresql+psycopg://u@h/d"
    Store(str(path)).engine.dispose()
    assert path.exists()
