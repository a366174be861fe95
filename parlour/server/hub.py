"""The server's tables: which are in memory, who may make more, and when they leave.

Live tables (open or in play) are held in memory; a finished table stays only while someone
watches it, then joins a small cache of recently fetched finished games (its replay and record
are read from there or rebuilt from the database). Creation is rate-limited per address, an
address holds a bounded number of open tables, and the server holds at most `max_tables`. A
sweeper closes open tables nobody is connected to and tables in play nobody has come back to.
"""

from __future__ import annotations

import asyncio
import logging
import math
import re
import secrets
import time
from collections import Counter, OrderedDict
from typing import TYPE_CHECKING, Any

from parlour.bots.base import resolve
from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.engine.game import fresh_seed
from parlour.server.errors import TableError
from parlour.server.limits import Buckets
from parlour.server.rooms import Rooms
from parlour.server.seats import clean_name, new_token
from parlour.server.store import SeatRow, Store, TableRow
from parlour.server.tables import ON_RESIGN, ON_TIMEOUT, SPECTATORS, LiveTable, Settings, TableRules
from parlour.server.thinking import Thinkers

if TYPE_CHECKING:
    from parlour.server.accounts import Accounts
    from parlour.server.connection import Connection

log = logging.getLogger("parlour.server")

WATCH_EVERY = 0.5  # seconds between the connections' time-out checks
CHECKPOINT_EVERY = 5.0  # seconds between copies of SQLite's write-ahead log into the database
FINISHED_CACHE = 32  # finished tables kept after their last watcher left (replays step through them)
SEAT_KEY = re.compile(r"[0-9]{1,2}")  # a seat number in a JSON object's key: plain ASCII digits
CLOCK_BASE = (10.0, 24 * 3600.0)  # seconds a person may start with
CLOCK_PER_MOVE = (0.0, 3600.0)
TURN_SECONDS = (3600.0, 14 * 24 * 3600.0)  # a turn-based table's time per move: an hour to two weeks
TURN_OPEN_IDLE = 7 * 24 * 3600.0  # seconds an open turn-based table waits for its players


class Hub:
    """Every table in memory, the database, the bots' workers and the per-address limits."""

    def __init__(self, store: Store, settings: Settings | None = None) -> None:
        self.store = store
        self.settings = settings or Settings()
        limits = self.settings.limits
        self.tables: dict[str, LiveTable] = {}
        self.finished_tables: OrderedDict[str, LiveTable] = OrderedDict()
        self.thinkers = Thinkers(self.settings.bot_workers, self.settings.bot_budget)
        self.creations = Buckets(limits.tables_per_minute, limits.tables_burst)
        self.joins = Buckets(limits.joins_per_minute, max(1.0, limits.joins_per_minute / 3))
        self.reads = Buckets(limits.reads_per_minute, max(1.0, limits.reads_per_minute / 5))
        self.connects = Buckets(limits.connects_per_minute, max(1.0, limits.connects_per_minute / 3))
        self.connections: Counter[str] = Counter()  # open websockets per address
        self.owners: dict[str, str] = {}  # live table id -> the address that made it
        self.owned: Counter[str] = Counter()  # address -> its live tables
        self.sockets: set[Connection] = set()  # every websocket being served (for the watchdog)
        self.rooms = Rooms(self)  # shared replays
        self.accounts: Accounts | None = None  # the app's accounts (parlour/server/accounts.py)
        self._sweeper: asyncio.Task[None] | None = None
        self._watchdog: asyncio.Task[None] | None = None

    # -- start and stop --------------------------------------------------------------------

    def restore(self) -> int:
        """Take back every live table from the database (after a restart)."""
        for row in self.store.load_active():
            try:
                table = LiveTable(self, row)
                if table.status == "over":  # killed between its last action and marking it over
                    self.store.set_status(row.id, "over")
                    table.keep_records()  # and before keeping its records
                else:
                    self.tables[row.id] = table
            except Exception:  # one bad record must not keep the others down
                log.exception("table %s could not be restored", row.id)
        return len(self.tables)

    async def resume(self) -> None:
        """Restart bots, window timers and clocks of restored tables, and the sweeper (needs the loop)."""
        for table in self.tables.values():
            if table.status == "playing":
                table.after_change(None)
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())
        self._watchdog = asyncio.get_running_loop().create_task(self._watch_forever())

    async def close(self) -> None:
        for task in (self._sweeper, self._watchdog):
            if task is not None:
                task.cancel()
        self.rooms.close_all()
        for table in [*self.tables.values(), *self.finished_tables.values()]:
            await table.close()
        self.thinkers.close()

    # -- finding tables --------------------------------------------------------------------

    def get(self, table_id: Any) -> LiveTable:
        """A table by id: live, watched, or finished (rebuilt from the database and cached)."""
        if not isinstance(table_id, str) or not 1 <= len(table_id) <= 32:
            raise TableError("web.error.no-table", status=404)
        table = self.tables.get(table_id)
        if table is not None:
            return table
        table = self.finished_tables.get(table_id)
        if table is not None:
            self.finished_tables.move_to_end(table_id)
            return table
        row = self.store.load(table_id)
        if row is None or row.status not in ("over", "closed"):
            raise TableError("web.error.no-table", status=404)  # a live table is always in memory
        table = LiveTable(self, row)
        self._cache_finished(table)
        return table

    def watch(self, table: LiveTable) -> None:
        """Someone connected to `table`: a finished one stays in memory while watched."""
        if table.id not in self.tables and table.status == "over":
            self.finished_tables.pop(table.id, None)
            self.tables[table.id] = table

    def release(self, table: LiveTable) -> None:
        """The last client of a finished table left: it moves to the cache of finished games."""
        if table.status != "over" or table.clients or self.tables.get(table.id) is not table:
            return
        del self.tables[table.id]
        self._cache_finished(table)

    def _cache_finished(self, table: LiveTable) -> None:
        self.finished_tables[table.id] = table
        self.finished_tables.move_to_end(table.id)
        while len(self.finished_tables) > FINISHED_CACHE:
            self.finished_tables.popitem(last=False)

    def finished(self, table: LiveTable) -> None:
        """A game just ended: no longer a live table of its address; out of memory once unwatched."""
        self._disown(table)
        self.release(table)

    def closed(self, table: LiveTable) -> None:
        """A table closed unplayed (or abandoned): it leaves memory."""
        self._disown(table)
        self.tables.pop(table.id, None)

    def _disown(self, table: LiveTable) -> None:
        address = self.owners.pop(table.id, None)
        if address is not None:
            self.owned[address] -= 1
            if self.owned[address] <= 0:
                del self.owned[address]

    def lobby(self, limit: int, before: tuple[float, str] | None) -> tuple[list[LiveTable], bool]:
        """Live tables anyone may find, newest first, paged by (updated, id); and whether more follow."""
        listed = sorted(
            (t for t in self.tables.values() if t.live and not t.rules.private),
            key=lambda t: (t.updated, t.id),
            reverse=True,
        )
        if before is not None:
            listed = [t for t in listed if (t.updated, t.id) < before]
        return listed[:limit], len(listed) > limit

    # -- making tables ---------------------------------------------------------------------

    def create(
        self, data: dict[str, Any], address: str, browser: str | None, account: int | None = None
    ) -> tuple[LiveTable, str]:
        """A new open table from a creation request; the creator (the host) sits at seat 0.

        Every field is checked for its type before anything is made: a wrong one is refused with
        the field's own message, never replaced by a default. Returns (table, host token).
        """
        limits = self.settings.limits
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in {g.id for g in registry.games()}:
            raise TableError("web.error.unknown-game", game=str(game_id)[:40])
        game = registry.get(game_id)
        players = data.get("players")
        if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
            raise TableError("web.error.players", low=game.min_players, high=game.max_players)
        variant = data.get("variant")
        if variant is not None and not isinstance(variant, str):
            raise TableError("web.error.options", detail="variant")
        options = data.get("options", {})
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise TableError("web.error.options", detail="options")
        bots = data.get("bots", {})
        if bots is None:
            bots = {}
        if not isinstance(bots, dict) or not all(isinstance(k, str) and SEAT_KEY.fullmatch(k) for k in bots):
            raise TableError("web.error.bots")
        if not all(b is None or isinstance(b, str) for b in bots.values()):
            raise TableError("web.error.bot")
        rules = self._rules(data, game.terminable, game.spectators_see_hidden)
        if rules.turn_seconds is not None and account is None:
            raise TableError("web.turn.error.account", status=403)  # a seat that waits days is an account's
        try:
            opts = game.options_type.build(players=players, variant=variant or None, overrides=dict(options))
        except BadInput as exc:
            raise TableError("web.error.options", detail=str(exc)) from None
        host = clean_name(data.get("name"))
        seats = {int(k): v for k, v in bots.items() if v}
        if not all(0 < seat < opts.players for seat in seats):
            raise TableError("web.error.seat")
        try:
            kinds = {seat: resolve(game.id, bot) for seat, bot in seats.items()}
        except BadInput:
            raise TableError("web.error.bot") from None
        # Checked, so now the limits: they count only requests that would have made a table. An
        # address has at most so many live tables, so it cannot push other people's off the lobby.
        if len(self.tables) >= limits.max_tables:
            raise TableError("web.error.server-full", status=503)
        if self.owned[address] >= limits.tables_per_address:
            raise TableError("web.error.own-tables", status=429, most=limits.tables_per_address)
        if not self.creations.take(address):
            raise TableError("web.error.slow-down", status=429)
        token, token_hash = new_token()
        seat_rows = [SeatRow(0, host, token_hash, browser=browser, account=account)]
        for index in range(1, opts.players):
            info = kinds.get(index)
            if info is None:
                seat_rows.append(SeatRow(index))
            else:
                name = "best" if seats[index] == "best" else info.name
                seat_rows.append(SeatRow(index, bot=name, bot_seed=fresh_seed()))
        now = time.time()
        row = TableRow(
            id=secrets.token_urlsafe(9),
            game=game.id,
            options=opts.to_json(),
            seed=fresh_seed(),
            status="open",
            settings=rules.to_json(),
            created=now,
            seats=seat_rows,
            private=rules.private,
            updated=now,
        )
        self.store.create_table(row)
        table = LiveTable(self, row)
        self.tables[row.id] = table
        self.owners[row.id] = address
        self.owned[address] += 1
        return table, token

    def _rules(self, data: dict[str, Any], terminable: bool, see_hidden: bool) -> TableRules:
        """The table's own rules from a creation request, each field checked."""
        spectators = data.get("spectators", "public")
        if spectators not in SPECTATORS or (spectators == "all" and not see_hidden):
            raise TableError("web.error.spectators")
        private = data.get("private", False)
        if not isinstance(private, bool):
            raise TableError("web.error.private")
        on_resign = data.get("on_resign", "end" if terminable else "bot")
        if on_resign not in ON_RESIGN or (on_resign == "end" and not terminable):
            raise TableError("web.error.on-resign")
        confirm = data.get("confirm", True)
        if not isinstance(confirm, bool):
            raise TableError("web.error.confirm")
        clock = data.get("clock")
        base, per_move = None, 0.0
        if clock is not None:
            if not isinstance(clock, dict) or set(clock) - {"base", "per_move"}:
                raise TableError("web.error.clock")
            base, per_move = clock.get("base"), clock.get("per_move", 0)
            if not _number_in(base, CLOCK_BASE) or not _number_in(per_move, CLOCK_PER_MOVE):
                raise TableError("web.error.clock")
        turn = data.get("turn")
        turn_seconds, on_timeout = None, "bot"
        if turn is not None:
            if not isinstance(turn, dict) or set(turn) - {"seconds", "on_timeout"} or clock is not None:
                raise TableError("web.turn.error.rules")
            turn_seconds, on_timeout = turn.get("seconds"), turn.get("on_timeout", "bot")
            if not _number_in(turn_seconds, TURN_SECONDS) or on_timeout not in ON_TIMEOUT:
                raise TableError("web.turn.error.rules")
        return TableRules(
            turn_seconds=None if turn_seconds is None else float(turn_seconds),
            on_timeout=on_timeout,
            # A turn-based table's reaction window waits as long as a move (its people come and go).
            window_seconds=self.settings.window_seconds if turn_seconds is None else float(turn_seconds),
            bot_delay=self.settings.bot_delay,
            spectators=spectators,
            private=private,
            clock_base=None if base is None else float(base),
            clock_per_move=float(per_move),
            on_resign=on_resign,
            confirm=confirm,
        )

    # -- connections -------------------------------------------------------------------------

    def account_deleted(self, account: int) -> None:
        """An account was deleted (its seats' names are gone from the database): the tables in
        memory forget the names too, and their lobbies and players learn it."""
        for table in [*self.tables.values(), *self.finished_tables.values()]:
            held = [seat for seat in table.seats if seat.account == account]
            for seat in held:
                seat.name = None
            if held:
                table.screens.forget()
                if table.live:
                    table.broadcast_summary()

    def admit(self, address: str) -> str | None:
        """Whether another websocket from `address` may open: None, or the refusal's message key."""
        limits = self.settings.limits
        if self.connections[address] >= limits.connections_per_address:
            return "web.error.connections"
        if not self.connects.take(address):
            return "web.error.slow-down"
        self.connections[address] += 1
        return None

    def depart(self, address: str) -> None:
        self.connections[address] -= 1
        if self.connections[address] <= 0:
            del self.connections[address]

    # -- housekeeping ----------------------------------------------------------------------

    async def _watch_forever(self) -> None:
        """Every half second, each connection's time-outs (hello, silence, a stuck send)."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(WATCH_EVERY)
            now = loop.time()
            for connection in list(self.sockets):
                try:
                    connection.check(now)
                except Exception:  # one connection's trouble must not blind the watchdog
                    log.exception("checking a connection failed")

    async def _sweep_forever(self) -> None:
        swept = time.monotonic()
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY)
            try:
                await asyncio.to_thread(self.store.checkpoint)
            except Exception:
                log.exception("the database's checkpoint failed")
            if time.monotonic() - swept < self.settings.limits.sweep_every:
                continue
            swept = time.monotonic()
            try:
                self.sweep()
            except Exception:  # the sweeper must outlive one bad table
                log.exception("sweeping the tables failed")

    def admin_inbox(self) -> int:
        """Carry out the administrators' pending actions on tables in memory (`parlour admin
        close-table`, parlour/server/admin.py); returns how many were taken."""
        from parlour.server.admin import Admin

        admin = Admin(self.store)
        pending = admin.pending_closes()
        for action_id, table_id in pending:
            table = self.tables.get(table_id)
            if table is not None and table.live:
                table.close_table("closed")
            admin.mark_done(action_id)
        return len(pending)

    def sweep(self) -> None:
        """Close open tables no seated person is connected to, and tables in play nobody has come back to."""
        limits = self.settings.limits
        try:
            self.admin_inbox()
            if self.accounts is not None:
                self.accounts.forget_expired()
        except Exception:  # the database's trouble must not stop the sweep
            log.exception("reading the administrators' actions or the sessions failed")
        now = time.monotonic()
        wall = self.settings.now()
        for table in list(self.tables.values()):
            if table.status == "over":
                self.release(table)
                continue
            if table.turn_based:  # nobody is expected to stay connected: its clock decides
                try:
                    self._sweep_turns(table, wall)
                except Exception:  # one table's trouble must not stop the sweep
                    log.exception("a turn-based timeout failed at table %s", table.id)
                continue
            # Only people seated there keep a table alive: spectators' connections do not.
            if any(seat.connections for seat in table.seats):
                continue
            idle = now - table.person_seen
            if idle >= (limits.open_idle if table.status == "open" else limits.abandoned_after):
                table.close_table("closed")
        self.rooms.sweep()
        for buckets in (self.creations, self.joins, self.connects, self.reads):
            buckets.forget_full()

    def _sweep_turns(self, table: LiveTable, wall: float) -> None:
        """A turn-based table: its rule applies to a move whose deadline passed; an open one nobody
        joined for TURN_OPEN_IDLE closes."""
        if table.status == "playing":
            if table.expire_turn(wall) is not None:
                log.info("table %s: a turn-based move ran out of time", table.id)
        elif table.status == "open" and wall - table.updated >= TURN_OPEN_IDLE:
            table.close_table("closed")

    def waiting_games(self, account: int) -> list[dict[str, Any]]:
        """Every live table the account sits at, those where it is the account's move first (the
        soonest deadline first), then the others, latest first: the "My games" list."""
        found: list[tuple[tuple[bool, float, float], dict[str, Any]]] = []
        for table in self.tables.values():
            seat = table.seat_of_account(account) if table.live else None
            if seat is None:
                continue
            state = table.state
            yours = table.status == "playing" and state is not None and seat in state.to_act()
            deadline = table.deadline_of(seat)  # its move's, or its answer's to a window
            entry = {
                "table": table.summary(seat),
                "seat": seat,
                "yours": yours,
                "waiting_for": table.waiting_for(),
                "deadline_ms": None if deadline is None else int(deadline * 1000),
            }
            found.append(((not yours, math.inf if deadline is None else deadline, -table.updated), entry))
        found.sort(key=lambda pair: pair[0])
        return [entry for _, entry in found]


def _number_in(value: Any, bounds: tuple[float, float]) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and bounds[0] <= value <= bounds[1]
