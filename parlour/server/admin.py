"""`parlour admin`: what a club's administrator does from the server's shell.

    parlour admin accounts [--db URL]                 every account: name, created, suspended, deleted
    parlour admin tables [--db URL]                   every live table: game, status, seats, last change
    parlour admin close-table ID [--reason TEXT]      close a live table (nobody plays it on)
    parlour admin suspend NAME [--reason TEXT]        no sign-in, every session refused, until:
    parlour admin unsuspend NAME
    parlour admin reset-password NAME                 a new random password, printed once
    parlour admin log [--db URL]                      what the administrators did

Every action is written to the `admin_actions` table with the system user who ran it, the time and
the reason given. The commands work on the database, beside a running server: a suspension is seen
at once (each request reads its session from the database); a live table is held in the server's
memory, so `close-table` marks it closed in the database and leaves a pending action that the
server carries out at its next sweep (`Hub.admin_inbox`, every `Limits.sweep_every` seconds),
telling the table's players as any closing does. There is no e-mail here: a forgotten password is
reset by an administrator, who passes the new one on.
"""

from __future__ import annotations

import getpass
import secrets
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, insert, select, update

from parlour.server.accounts import Accounts, hasher
from parlour.server.store import LIVE, Store, accounts, admin_actions, seats, sessions, tables


class AdminError(Exception):
    """The command cannot do what it was asked; the message says why."""


def actor() -> str:
    try:
        return getpass.getuser()[:64]
    except Exception:  # no user name in this environment (a container without one)
        return "unknown"


@dataclass
class Admin:
    """The administrator's commands on one database."""

    store: Store

    def _log(self, conn: Any, action: str, target: str, reason: str | None, done: bool = True) -> None:
        now = time.time()
        conn.execute(
            insert(admin_actions).values(
                at=now,
                actor=actor(),
                action=action,
                target=target[:64],
                reason=None if reason is None else reason[:512],
                done=now if done else None,
            )
        )

    def _account(self, name: str) -> int:
        found = Accounts(self.store, 1.0, 1.0, 1.0).find(name)
        if found is None:
            raise AdminError(f"no account called {name!r}")
        return found[0]

    def accounts(self) -> list[dict[str, Any]]:
        seated = (
            select(seats.c.account_id, func.count().label("seats"))
            .where(seats.c.account_id.is_not(None))
            .group_by(seats.c.account_id)
            .subquery()
        )
        query = (
            select(accounts, func.coalesce(seated.c.seats, 0).label("seats"))
            .outerjoin(seated, seated.c.account_id == accounts.c.id)
            .order_by(accounts.c.id)
        )
        with self.store.engine.connect() as conn:
            return [
                {
                    "id": row["id"],
                    "name": row["name"],
                    "created": row["created"],
                    "suspended": row["suspended"],
                    "deleted": row["deleted"],
                    "seats": int(row["seats"]),
                }
                for row in conn.execute(query).mappings()
            ]

    def live_tables(self) -> list[dict[str, Any]]:
        with self.store.engine.connect() as conn:
            found = conn.execute(
                select(tables.c.id, tables.c.game, tables.c.status, tables.c.updated, tables.c.private)
                .where(tables.c.status.in_(LIVE))
                .order_by(tables.c.updated.desc())
            ).mappings()
            rows = [dict(row) for row in found]
            for row in rows:
                who = conn.execute(
                    select(seats.c.name, seats.c.bot, seats.c.token_hash)
                    .where(seats.c.table_id == row["id"])
                    .order_by(seats.c.seat)
                )
                row["seats"] = [bot or name or ("(deleted player)" if token else "-") for name, bot, token in who]
        return rows

    def close_table(self, table_id: str, reason: str | None) -> None:
        with self.store.engine.begin() as conn:
            status = conn.execute(select(tables.c.status).where(tables.c.id == table_id)).scalar()
            if status is None:
                raise AdminError(f"no table {table_id!r}")
            if status not in LIVE:
                raise AdminError(f"table {table_id} is not live (it is {status})")
            conn.execute(update(tables).where(tables.c.id == table_id).values(status="closed", updated=time.time()))
            self._log(conn, "close-table", table_id, reason, done=False)  # the server finishes it

    def suspend(self, name: str, reason: str | None, undo: bool = False) -> None:
        account = self._account(name)
        with self.store.engine.begin() as conn:
            conn.execute(
                update(accounts).where(accounts.c.id == account).values(suspended=None if undo else time.time())
            )
            self._log(conn, "unsuspend" if undo else "suspend", name, reason)

    def reset_password(self, name: str) -> str:
        """Give the account `name` a new random password (returned) and end its sessions."""
        account = self._account(name)
        password = secrets.token_urlsafe(12)
        with self.store.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account).values(password_hash=hasher.hash(password)))
            conn.execute(sessions.delete().where(sessions.c.account_id == account))
            self._log(conn, "reset-password", name, None)
        return password

    def log(self, limit: int = 100) -> list[dict[str, Any]]:
        with self.store.engine.connect() as conn:
            query = select(admin_actions).order_by(admin_actions.c.id.desc()).limit(limit)
            return [dict(row) for row in conn.execute(query).mappings()]

    def pending_closes(self) -> list[tuple[int, str]]:
        """(action id, table id) of the close-table actions no server has carried out yet."""
        with self.store.engine.connect() as conn:
            query = select(admin_actions.c.id, admin_actions.c.target).where(
                admin_actions.c.action == "close-table", admin_actions.c.done.is_(None)
            )
            return [(int(row[0]), str(row[1])) for row in conn.execute(query)]

    def mark_done(self, action_id: int) -> None:
        with self.store.engine.begin() as conn:
            conn.execute(update(admin_actions).where(admin_actions.c.id == action_id).values(done=time.time()))


def reset_password(url: str | None, name: str) -> str:
    store = Store(url)
    try:
        return Admin(store).reset_password(name)
    finally:
        store.close()
