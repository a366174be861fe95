"""Persistence: tables, seats and every accepted action, with SQLAlchemy.

SQLite by default (one file, created on first run), PostgreSQL or any SQLAlchemy URL otherwise.
An action is written in its own transaction before the state in memory changes, so a server
killed at any moment restarts with every game exactly where its last accepted action left it.
Seat tokens are stored hashed: the database alone does not let anyone take a seat.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    and_,
    create_engine,
    event,
    insert,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.pool import StaticPool

from parlour.server import migrations

metadata = MetaData()

tables = Table(
    "tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("status", String(16), nullable=False),  # open, playing, over, closed
    Column("settings", JSON, nullable=False),  # window seconds, bot seeds ...
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("private", Boolean, nullable=True),  # not listed in the lobby: reached by its link only
)

seats = Table(
    "seats",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(64), nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("bot", String(32), nullable=True),
    Column("bot_seed", BigInteger, nullable=True),
    Column("browser_hash", String(64), nullable=True),  # the browser that took the seat (its cookie, hashed)
    Column("away", String(16), nullable=True),  # "left" or "resigned": a stand-in bot plays the seat
    Column("clock", Float, nullable=True),  # seconds left on the move clock (timed tables)
    Column("asking", JSON, nullable=True),  # a person's ask levels (parlour/engine/asking.py); None: the defaults
    Column("account_id", Integer, nullable=True),  # the account signed in when the seat was taken (accounts.id)
    # A turn-based table's deadline for this seat's move (epoch seconds; None: not its move).
    Column("deadline", Float, nullable=True),
    # The seat ran out of time (its stand-in plays): the number of moves made then (None: it did not).
    Column("out_of_time", Integer, nullable=True),
)

actions = Table(
    "actions",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", JSON, nullable=False),
    Column("at", Float, nullable=False),
    Column("why", JSON, nullable=True),  # a bot's reason for the move (parlour.bots.reasons), whole
)

# A seat's private notes on cards (hanab.live's notes): read by that seat's clients only.
notes = Table(
    "notes",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("card", Integer, primary_key=True),
    Column("text", String(1024), nullable=False),
    Column("at", Float, nullable=False),
)


# Accounts are optional (guests play with a name): parlour/server/accounts.py. A deleted account
# stays as a row without name or password, so the seats it held read "deleted player".
accounts = Table(
    "accounts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(32), nullable=True),  # as typed; None once deleted
    Column("login", String(32), nullable=True, unique=True),  # the name casefolded: one account per spelling
    Column("password_hash", String(256), nullable=True),  # Argon2id (PHC string)
    Column("created", Float, nullable=False),
    Column("deleted", Float, nullable=True),
    Column("suspended", Float, nullable=True),  # by an administrator: no sign-in, sessions refused
    Column("private_profile", Boolean, nullable=True),  # the profile shows nothing to others (None: public)
)

# A signed-in browser: the cookie's token, stored hashed (the database alone opens no session).
sessions = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
)


# An account's passkeys (WebAuthn credentials, parlour/server/passkeys.py): the public key only.
passkeys = Table(
    "passkeys",
    metadata,
    Column("credential_id", String(1024), primary_key=True),  # base64url, as the authenticator gave it
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("public_key", String(2048), nullable=False),  # the COSE key, base64url
    Column("sign_count", BigInteger, nullable=False),
    Column("created", Float, nullable=False),
)

# Every `parlour admin` action (parlour/server/admin.py), with who ran it; `done` is when it took
# effect (a live table is closed by the server that holds it, which reads the pending ones).
admin_actions = Table(
    "admin_actions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("at", Float, nullable=False),
    Column("actor", String(64), nullable=False),  # the system user who ran the command
    Column("action", String(32), nullable=False),  # reset-password, suspend, unsuspend, close-table
    Column("target", String(64), nullable=False),  # an account's name or a table's id
    Column("reason", String(512), nullable=True),
    Column("done", Float, nullable=True),
)


# A finished game's result per seat (parlour/server/records.py): written when the game ends (older
# games by migration r0005, which replays them). Only finished games ever have rows here, so the
# profiles, histories and leaderboards built on them never touch a game in progress.
records = Table(
    "records",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("game", String(32), nullable=False),
    Column("variant", String(200), nullable=False),  # the options but the player count ("": the standard game)
    Column("players", Integer, nullable=False),
    Column("account_id", Integer, nullable=True, index=True),  # the seat's account (None: a guest or a bot)
    Column("bot", String(32), nullable=True),  # the seat's bot, by its name
    Column("outcome", String(16), nullable=False),  # won, lost or scored (the engine's Result)
    Column("score", Float, nullable=False),  # the seat's score (Hanabi: the team's; a win 1, a loss 0 elsewhere)
    Column("share", Float, nullable=False),  # the seat's share of the win: 1/winners if among them, else 0
    Column("medal", String(16), nullable=True),  # Regicide solo: gold, silver, bronze
    Column("turns", Integer, nullable=False),
    Column("finished", Float, nullable=False, index=True),
    Column("rating", Float, nullable=True),  # a rated game: the seat's rating (ordinal) after it
)

# The competitive games' ratings (OpenSkill's Weng-Lin model): one row per game and player, where
# `player` is "a:<account id>" or "b:<bot name>".
ratings = Table(
    "ratings",
    metadata,
    Column("game", String(32), primary_key=True),
    Column("player", String(64), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("wins", Float, nullable=False),
    Column("updated", Float, nullable=False),
)


LIVE = ("open", "playing")  # a table is closed when it expires unplayed or is abandoned


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class SeatRow:
    seat: int
    name: str | None = None
    token_hash: str | None = None
    bot: str | None = None
    bot_seed: int | None = None
    browser: str | None = None
    away: str | None = None
    clock: float | None = None
    asking: dict[str, str] | None = None
    account: int | None = None
    deadline: float | None = None
    out_of_time: int | None = None


@dataclass
class TableRow:
    id: str
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    settings: dict[str, Any]
    created: float
    seats: list[SeatRow] = field(default_factory=list)
    actions: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    private: bool = False
    reasons: dict[int, Any] = field(default_factory=dict)  # action index -> a bot's reason as JSON
    updated: float = 0.0


def default_url(path: str = "parlour.db") -> str:
    return f"sqlite:///{path}"


def database_url(url: str) -> str:
    """`url` with PostgreSQL's driver made explicit: psycopg 3 (the `postgresql` extra), not psycopg2;
    a plain file path (`--db /tmp/parlour.db`, as people type it) is a SQLite file."""
    if "://" not in url:
        return default_url(url)
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain) :]
    return url


class Store:
    """The database behind the server; every method is one short transaction."""

    def __init__(self, url: str | None = None) -> None:
        url = database_url(url or default_url())
        sqlite = url.startswith("sqlite")
        extra: dict[str, Any] = {}
        if sqlite:
            extra["connect_args"] = {"check_same_thread": False}
            if ":memory:" in url or url in ("sqlite://", "sqlite:///"):
                extra["poolclass"] = StaticPool  # one connection, or each would see its own empty database
        self.engine: Engine = create_engine(url, **extra)
        if sqlite:
            event.listen(self.engine, "connect", _sqlite_pragmas)
        # The schema is Alembic's (parlour/server/migrations): a new database is created, an older
        # one (this Parlour's or one from before migrations) upgraded in place, every row kept.
        migrations.upgrade(self.engine)
        # Plain SQL, the action already JSON: building the statement each time (SQLAlchemy's
        # compiled-statement cache lookup) cost more than the insert itself.
        action_json, why_json = (
            ("CAST(:a AS JSON)", "CAST(:w AS JSON)") if self.engine.dialect.name == "postgresql" else (":a", ":w")
        )
        self._writer: Connection | None = None
        self._insert_action = text(
            "INSERT INTO actions (table_id, idx, seat, action, at, why) "
            f"VALUES (:t, :i, :s, {action_json}, :at, {why_json})"
        )

    def checkpoint(self) -> None:
        """Copy SQLite's write-ahead log into the database (call it from a thread, now and then:
        it reads and syncs files, and does not stop the moves being written meanwhile)."""
        if self.engine.dialect.name != "sqlite":
            return
        with self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None
        self.engine.dispose()

    def create_table(self, row: TableRow) -> None:
        now = time.time()
        with self.engine.begin() as conn:
            conn.execute(
                insert(tables).values(
                    id=row.id,
                    game=row.game,
                    options=row.options,
                    seed=row.seed,
                    status=row.status,
                    settings=row.settings,
                    created=now,
                    updated=now,
                    private=row.private,
                )
            )
            for seat in row.seats:
                conn.execute(insert(seats).values(table_id=row.id, **_seat_values(seat)))

    def save_seat(self, table_id: str, seat: SeatRow) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(seats)
                .where(seats.c.table_id == table_id, seats.c.seat == seat.seat)
                .values(**_seat_values(seat))
            )
            conn.execute(update(tables).where(tables.c.id == table_id).values(updated=time.time()))

    def set_status(self, table_id: str, status: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(tables).where(tables.c.id == table_id).values(status=status, updated=time.time()))

    def add_action(
        self, table_id: str, idx: int, seat: int, action: dict[str, Any], why: dict[str, Any] | None = None
    ) -> None:
        """Record accepted action number `idx` (and a bot's reason for it); the primary key refuses a
        second action at one index.

        One statement: the busiest write of the server (a table's `updated` moves with its status).
        """
        values = {
            "t": table_id,
            "i": idx,
            "s": seat,
            "a": json.dumps(action, separators=(",", ":")),
            "at": time.time(),
            "w": None if why is None else json.dumps(why, separators=(",", ":"), ensure_ascii=False),
        }
        if self._writer is None:
            self._writer = self.engine.connect()  # kept: a pool checkout per move cost as much as the insert
        try:
            self._writer.execute(self._insert_action, values)
            self._writer.commit()
        except Exception:
            writer, self._writer = self._writer, None  # the next move starts on a fresh connection
            with contextlib.suppress(Exception):
                writer.rollback()
                writer.close()
            raise

    def save_note(self, table_id: str, seat: int, card: int, note: str) -> None:
        """Write seat `seat`'s note on card `card` (an empty note is removed)."""
        key = (notes.c.table_id == table_id, notes.c.seat == seat, notes.c.card == card)
        with self.engine.begin() as conn:
            conn.execute(notes.delete().where(*key))
            if note:
                conn.execute(insert(notes).values(table_id=table_id, seat=seat, card=card, text=note, at=time.time()))

    def load_notes(self, table_id: str) -> dict[int, dict[int, str]]:
        """Every seat's notes at a table: seat -> card -> text."""
        found: dict[int, dict[int, str]] = {}
        with self.engine.connect() as conn:
            for row in conn.execute(select(notes).where(notes.c.table_id == table_id)).mappings():
                found.setdefault(int(row["seat"]), {})[int(row["card"])] = str(row["text"])
        return found

    def load(self, table_id: str, with_actions: bool = True) -> TableRow | None:
        """A table with its seats and (unless not wanted: a summary needs none) its actions."""
        with self.engine.connect() as conn:
            found = conn.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
            if found is None:
                return None
            return self._complete(conn, dict(found), with_actions)

    def load_active(self) -> list[TableRow]:
        """Every live table (open or playing): what a restarted server takes back."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables).where(tables.c.status.in_(LIVE))).mappings().all()
            return [self._complete(conn, dict(row)) for row in rows]

    def recent(
        self, limit: int = 30, before: tuple[float, str] | None = None, finished: bool = False
    ) -> list[dict[str, Any]]:
        """The latest tables, newest first; `before` (updated, id) pages on from a table already
        listed (the id orders tables updated at the same instant). `finished`: only games played to
        their end that are not private (the lobby's list of games to replay)."""
        query = select(tables).order_by(tables.c.updated.desc(), tables.c.id.desc()).limit(limit)
        if finished:
            query = query.where(tables.c.status == "over", or_(tables.c.private.is_(None), tables.c.private.is_(False)))
        if before is not None:
            updated, table_id = before
            query = query.where(
                or_(tables.c.updated < updated, and_(tables.c.updated == updated, tables.c.id < table_id))
            )
        with self.engine.connect() as conn:
            return [dict(row) for row in conn.execute(query).mappings().all()]

    def _complete(self, conn: Any, row: dict[str, Any], with_actions: bool = True) -> TableRow:
        seat_rows = conn.execute(select(seats).where(seats.c.table_id == row["id"]).order_by(seats.c.seat)).mappings()
        action_rows = (
            conn.execute(select(actions).where(actions.c.table_id == row["id"]).order_by(actions.c.idx)).mappings()
            if with_actions
            else []
        )
        action_rows = list(action_rows)
        return TableRow(
            id=row["id"],
            game=row["game"],
            options=_json(row["options"]),
            seed=int(row["seed"]),
            status=row["status"],
            settings=_json(row["settings"]),
            created=float(row["created"]),
            seats=[_seat_row(s) for s in seat_rows],
            actions=[(int(a["seat"]), _json(a["action"])) for a in action_rows],
            private=bool(row.get("private")),
            updated=float(row["updated"]),
            reasons={int(a["idx"]): _json(a["why"]) for a in action_rows if a.get("why") is not None},
        )


def _seat_row(s: Any) -> SeatRow:
    return SeatRow(
        s["seat"],
        s["name"],
        s["token_hash"],
        s["bot"],
        s["bot_seed"],
        s["browser_hash"],
        s["away"],
        s["clock"],
        _json(s["asking"]),
        s["account_id"],
        s["deadline"],
        s["out_of_time"],
    )


def _seat_values(seat: SeatRow) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "name": seat.name,
        "token_hash": seat.token_hash,
        "bot": seat.bot,
        "bot_seed": seat.bot_seed,
        "browser_hash": seat.browser,
        "away": seat.away,
        "clock": seat.clock,
        "asking": seat.asking,
        "account_id": seat.account,
        "deadline": seat.deadline,
        "out_of_time": seat.out_of_time,
    }


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets the lobby read while a game writes; synchronous=NORMAL under WAL still survives
    # a killed process (only a power cut can lose the last transactions).
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    # No checkpoint inside a move's commit (copying the log into the database and syncing it
    # took up to 0.15 s with the event loop waiting): `Store.checkpoint` does it off the loop.
    cursor.execute("PRAGMA wal_autocheckpoint=0")
    cursor.close()
