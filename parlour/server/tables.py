"""Live tables: seats, the one true state, bots, reaction-window timers and the clients watching.

A table goes open -> playing -> over. Only this module changes a state, always through
`LiveTable.accept`, which validates, writes the action to the database, then applies it: an
action the database did not take never happened. Everything runs on the event loop; only a
bot's thinking runs in a worker thread, on a view (never the state), and its answer is
validated like anyone's.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from parlour.bots.base import Bot, get_bot, resolve
from parlour.engine import registry
from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.game import Game, fresh_seed
from parlour.engine.i18n import translate
from parlour.engine.options import Options
from parlour.engine.state import State
from parlour.server import present
from parlour.server.store import SeatRow, Store, TableRow, hash_token

log = logging.getLogger("parlour.server")

MAX_NAME = 24
INLINE_MS = 2.0  # a bot whose decisions take less (on average) thinks on the event loop


class TableError(Exception):
    """A request the table refuses: `code` is a message key, said in the client's language."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def text(self, lang: str) -> str:
        return translate(self.code, lang, **self.params)


@dataclass
class Settings:
    """How a table runs: reaction windows' length and how long a bot waits before acting."""

    window_seconds: float = 20.0
    bot_delay: float = 0.6

    def to_json(self) -> dict[str, Any]:
        return {"window_seconds": self.window_seconds, "bot_delay": self.bot_delay}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        return cls(**{k: v for k, v in data.items() if k in ("window_seconds", "bot_delay")})


@dataclass
class Seat:
    index: int
    name: str | None = None
    token_hash: str | None = None
    bot: str | None = None
    bot_seed: int | None = None
    player: Bot | None = None

    @property
    def taken(self) -> bool:
        return self.bot is not None or self.token_hash is not None

    def row(self) -> SeatRow:
        return SeatRow(self.index, self.name, self.token_hash, self.bot, self.bot_seed)

    @classmethod
    def from_row(cls, row: SeatRow) -> Seat:
        return cls(row.seat, row.name, row.token_hash, row.bot, row.bot_seed)


Send = Callable[[dict[str, Any]], Awaitable[None]]


@dataclass(eq=False)
class Client:
    """One websocket watching a table: as a seat (with its token) or as a spectator."""

    send: Send
    seat: int | None
    lang: str = "en"
    sent_log: int = 0  # how many log lines this client already has
    sent_lang: str = ""
    actions: list[float] = field(default_factory=list)  # recent action times, for flood control


def summarize(
    table_id: str,
    game: Game[Any],
    options: Options,
    status: str,
    settings: Settings,
    seats: list[Seat],
    you: int | None,
) -> dict[str, Any]:
    """A table's public summary (the lobby's line, the table page's seats)."""
    return {
        "id": table_id,
        "game": game.id,
        "game_name": game.name,
        "options": options.to_json(),
        "options_text": options.describe(),
        "players": options.players,
        "status": status,
        "window_seconds": settings.window_seconds,
        "seats": [
            {"seat": seat.index, "name": seat.name, "bot": seat.bot, "taken": seat.taken, "you": seat.index == you}
            for seat in seats
        ],
        "host": 0,
        "you": you,
    }


def summarize_row(row: TableRow) -> dict[str, Any]:
    """The summary of a table not in memory (a finished one), without replaying its game."""
    game = registry.get(row.game)
    seats = [Seat.from_row(seat) for seat in row.seats]
    options = game.options_type.from_json(row.options)
    return summarize(row.id, game, options, row.status, Settings.from_json(row.settings), seats, None)


def clean_name(value: Any) -> str:
    """A display name a person typed: trimmed, printable, at most MAX_NAME characters."""
    if not isinstance(value, str):
        raise TableError("web.error.name")
    name = " ".join("".join(ch for ch in value if ch.isprintable()).split())[:MAX_NAME]
    if not name:
        raise TableError("web.error.name")
    return name


class LiveTable:
    def __init__(self, hub: Hub, row: TableRow) -> None:
        self.hub = hub
        self.id = row.id
        self.game: Game[Any] = registry.get(row.game)
        self.options: Options = self.game.options_type.from_json(row.options)
        self.seed = row.seed
        self.status = row.status
        self.settings = Settings.from_json(row.settings)
        self.created = row.created
        self.seats = [Seat.from_row(seat) for seat in row.seats]
        for seat in self.seats:
            if seat.bot is not None:
                seat.player = get_bot(self.game.id, seat.bot, seat.bot_seed)
        self.state: State | None = None
        self.turns: list[tuple[int, list[Event]]] = []  # (seat, events); seat -1: opening events
        self.clients: set[Client] = set()
        self.window_id = 0
        self.acting_since: dict[int, int] = {}  # seat -> the state number since which it may act
        self.window_pending: frozenset[int] = frozenset()
        self.deadline: float | None = None
        self._bot_task: asyncio.Task[None] | None = None
        self._public: tuple[int, dict[str, Any]] | None = None
        self._window_task: asyncio.Task[None] | None = None
        if self.status != "open":
            self._start_state()
            for actor, action in row.actions:
                state = self.state_or_fail()
                move = state.validate(actor, action)
                # A bot with a memory is told its seat's earlier moves: the memory comes back with the game.
                remember = getattr(self.seats[actor].player, "remember", None)
                if remember is not None:
                    remember(state.view(actor), move)
                self._apply(actor, move)

    # -- what clients see ------------------------------------------------------------------

    @property
    def seq(self) -> int:
        return 0 if self.state is None else len(self.state.history)

    def names(self, lang: str = "en") -> list[str]:
        """The seats' names; a bot is "Bot 2" in the reader's language."""
        return [
            translate("web.bot-name", lang, seat=seat.index + 1) if seat.bot else seat.name or f"#{seat.index + 1}"
            for seat in self.seats
        ]

    def summary(self, you: int | None = None) -> dict[str, Any]:
        """The table as the lobby shows it: public to everyone who has the link."""
        return summarize(self.id, self.game, self.options, self.status, self.settings, self.seats, you)

    def public_view(self) -> dict[str, Any]:
        """The spectator's view of the current state, built once per move (several readers want it)."""
        if self._public is None or self._public[0] != self.seq:
            self._public = (self.seq, self.state_or_fail().view(None))
        return self._public[1]

    def state_or_fail(self) -> State:
        if self.state is None:
            raise TableError("web.error.not-started")
        return self.state

    def message_for(self, client: Client) -> dict[str, Any]:
        """The full screen of one client: its view, its moves, the log it has not seen yet."""
        state = self.state_or_fail()
        seat = client.seat
        names = self.names(client.lang)
        view = state.view(seat)
        fresh = client.sent_lang != client.lang
        start = 0 if fresh else client.sent_log
        lines = present.log_lines(self.game.id, self.turns, seat, view, client.lang, names, start)
        client.sent_log = len(self.turns)
        client.sent_lang = client.lang
        result = state.result()
        over = result is not None
        if over and present.frontend(self.game.id).reveal_at_end:
            view = state.view(None)  # Hanabi: once the game is over every hand may be shown
        legal = [] if seat is None or over else present.legal_entries(state, seat, client.lang, names)
        to_act = sorted(state.to_act())
        waiting = present.next_to_ask(self.game.id, state, self.public_view())
        message: dict[str, Any] = {
            "type": "state",
            "seq": self.seq,
            "seat": seat,
            "names": names,
            "view": view,
            "legal": legal,
            "to_act": to_act,
            "waiting_for": waiting,
            "log": lines,
            "log_reset": fresh,
            "window": None,
            "result": None,
        }
        if self.window_pending and self.deadline is not None:
            message["window"] = {
                "pending": sorted(self.window_pending),
                "deadline_ms": int(self.deadline * 1000),
                "seconds": self.settings.window_seconds,
            }
        if result is not None:
            message["result"] = {
                **result.to_json(),
                "lines": present.end_lines(self.game.id, result.to_json(), view, client.lang, names),
            }
        return message

    async def broadcast(self) -> None:
        if self.state is None:
            return
        for client in list(self.clients):
            await self.hub.safe_send(client, self.message_for(client))

    async def broadcast_summary(self) -> None:
        for client in list(self.clients):
            await self.hub.safe_send(client, {"type": "table", "table": self.summary(client.seat)})

    # -- seats -----------------------------------------------------------------------------

    def seat_for_token(self, token: Any) -> int | None:
        if not isinstance(token, str) or not token or len(token) > 200:
            return None
        hashed = hash_token(token)
        for seat in self.seats:
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, hashed):
                return seat.index
        return None

    def join(self, name: Any, wanted: Any = None) -> tuple[int, str]:
        """Take a free seat (the one wanted, or the first): returns (seat, token)."""
        if self.status != "open":
            raise TableError("web.error.started")
        clean = clean_name(name)
        free = [seat for seat in self.seats if not seat.taken]
        if wanted is not None:
            free = [seat for seat in free if seat.index == wanted]
        if not free:
            raise TableError("web.error.full")
        seat = free[0]
        token = secrets.token_urlsafe(24)
        seat.name, seat.token_hash = clean, hash_token(token)
        self.hub.store.save_seat(self.id, seat.row())
        return seat.index, token

    def set_bot(self, by: int | None, index: Any, bot: Any) -> None:
        """The host gives an empty seat to a bot (or takes a bot out of one)."""
        if by != 0:
            raise TableError("web.error.host-only")
        if self.status != "open":
            raise TableError("web.error.started")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 < index < len(self.seats):
            raise TableError("web.error.seat")
        seat = self.seats[index]
        if seat.token_hash is not None:
            raise TableError("web.error.seat-taken")
        if bot is None:
            seat.bot = seat.name = seat.player = seat.bot_seed = None
        else:
            if not isinstance(bot, str):
                raise TableError("web.error.bot")
            try:
                info = resolve(self.game.id, bot)
            except BadInput:
                raise TableError("web.error.bot") from None
            seat.bot = "best" if bot == "best" else info.name
            seat.bot_seed, seat.name = fresh_seed(), None
            seat.player = get_bot(self.game.id, bot, seat.bot_seed)
        self.hub.store.save_seat(self.id, seat.row())

    async def start(self, by: int | None) -> None:
        if by != 0:
            raise TableError("web.error.host-only")
        if self.status != "open":
            raise TableError("web.error.started")
        if not all(seat.taken for seat in self.seats):
            raise TableError("web.error.empty-seats")
        self.hub.store.set_status(self.id, "playing")
        self.status = "playing"
        self._start_state()
        await self.broadcast_summary()
        await self.after_change()

    def _start_state(self) -> None:
        self.state = self.game.new_state(self.options, seed=self.seed)
        if self.state.opening_events:
            self.turns.append((-1, list(self.state.opening_events)))
        self._note_acting()

    # -- actions ---------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        state = self.state_or_fail()
        self.turns.append((seat, state.apply(seat, action)))
        if state.is_over():
            self.status = "over"
        self._note_acting()

    def _note_acting(self) -> None:
        to_act = self.state_or_fail().to_act()
        self.acting_since = {seat: self.acting_since.get(seat, self.seq) for seat in to_act}

    def accept(self, seat: int, action: Any) -> None:
        """Validate, persist, apply. Raises BadInput/IllegalAction/TableError and then changes nothing."""
        if self.status != "playing":
            raise TableError("web.error.not-playing")
        state = self.state_or_fail()
        checked = state.validate(seat, action)
        # Written before it is applied: if the write fails, the game has not moved. A game that
        # this action ends is marked over just after; a restart in between finds it over anyway.
        self.hub.store.add_action(self.id, self.seq, seat, checked.to_json())
        self._apply(seat, checked)
        if self.status == "over":
            self.hub.store.set_status(self.id, "over")

    async def act(self, seat: int, action: Any) -> None:
        self.accept(seat, action)
        await self.after_change()

    async def after_change(self) -> None:
        self._track_window()
        await self.broadcast()
        if self.status == "over":
            await self.broadcast_summary()  # the lobby and the table page learn the game is over
        self._kick_bots()

    # -- bots and windows ------------------------------------------------------------------

    def bot_to_move(self) -> int | None:
        state = self.state
        if state is None or state.is_over() or self.status != "playing":
            return None
        to_act = state.to_act()
        bots = sorted(s for s in to_act if self.seats[s].player is not None)
        if not bots:
            return None
        if self.window_pending & set(bots):
            return min(self.window_pending & set(bots))  # in a window, bots answer in any order
        asked = present.next_to_ask(self.game.id, state, self.public_view())
        return asked if asked in bots else None

    def _kick_bots(self) -> None:
        if (self._bot_task is None or self._bot_task.done()) and self.bot_to_move() is not None:
            self._bot_task = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        while True:
            seat = self.bot_to_move()
            if seat is None:
                return
            if self.settings.bot_delay > 0:
                await asyncio.sleep(self.settings.bot_delay)
            state = self.state_or_fail()
            player = self.seats[seat].player
            if player is None or seat not in state.to_act():
                continue
            seq = self.seq
            view, legal = state.view(seat), state.legal_actions(seat)
            try:
                action = await self.hub.think(player, view, legal)
            except Exception:  # a bot's bug must not stop the table: fall back on its first legal move
                log.exception("bot %s failed at table %s", self.seats[seat].bot, self.id)
                action = legal[0]
            if self.seq != seq and not state.is_legal(seat, action):
                continue  # someone acted meanwhile (a reaction window): think again
            try:
                await self.act(seat, action)
            except (BadInput, IllegalAction, TableError):
                log.exception("bot %s chose a refused action at table %s", self.seats[seat].bot, self.id)
                await self.act(seat, legal[0])

    def _track_window(self) -> None:
        """Open, keep or close the reaction-window timer after a change."""
        state = self.state
        pending = frozenset() if state is None or state.is_over() else present.window_pending(self.public_view())
        if not pending:
            self.window_pending, self.deadline = frozenset(), None
            return
        if not pending <= self.window_pending:  # a new window (or seats called back into one)
            self.window_id += 1
            self.deadline = time.time() + self.settings.window_seconds
            window_id = self.window_id
            if self._window_task is not None:
                self._window_task.cancel()
            self._window_task = asyncio.get_running_loop().create_task(self._close_window(window_id))
        self.window_pending = pending

    async def _close_window(self, window_id: int) -> None:
        """When the window's time is up, every person who has not answered declines."""
        try:
            await self._expire_window(window_id)
        except Exception:  # a timer's failure must be seen, and must not take the table down
            log.exception("closing a window failed at table %s", self.id)

    async def _expire_window(self, window_id: int) -> None:
        await asyncio.sleep(self.settings.window_seconds)
        action = present.timeout_action(self.game.id)
        if action is None:
            return
        while self.window_id == window_id and self.state is not None and not self.state.is_over():
            people = sorted(s for s in self.window_pending if self.seats[s].player is None)
            if not people:
                break
            try:
                self.accept(people[0], action)
            except (BadInput, IllegalAction, TableError):
                break
            self._track_window()
            if self.window_id != window_id:
                break
        await self.broadcast()
        self._kick_bots()

    def is_current(self, seat: int, client_seq: Any, action: Any) -> bool:
        """Whether a move sent when the client saw state `client_seq` may still be played.

        Yes if nothing happened since; or if the seat has been able to act ever since that
        state and the move is still legal (in Rent a Hero others may use powers or answer a
        window meanwhile; their moves do not make this one stale). Otherwise it is stale.
        """
        if client_seq == self.seq:
            return True
        since = self.acting_since.get(seat)
        if isinstance(client_seq, bool) or not isinstance(client_seq, int) or since is None:
            return False
        return since <= client_seq < self.seq and self.state_or_fail().is_legal(seat, action)

    async def close(self) -> None:
        for task in (self._bot_task, self._window_task):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task


class Hub:
    """Every live table, the database, and how bots think (a thread at a time per table)."""

    def __init__(self, store: Store, settings: Settings | None = None) -> None:
        self.store = store
        self.settings = settings or Settings()
        self.tables: dict[str, LiveTable] = {}
        self.think_ms: dict[str, float] = {}  # kind of bot -> running mean decision time (ms)

    def restore(self) -> int:
        """Take back every unfinished table from the database (after a restart)."""
        for row in self.store.load_active():
            try:
                table = self.tables[row.id] = LiveTable(self, row)
                if table.status == "over":  # killed between its last action and marking it over
                    self.store.set_status(row.id, "over")
            except Exception:  # one bad record must not keep the others down
                log.exception("table %s could not be restored", row.id)
        return len(self.tables)

    async def resume(self) -> None:
        """Restart bots and window timers of restored tables (needs the running loop)."""
        for table in self.tables.values():
            if table.status == "playing":
                table._track_window()
                table._kick_bots()

    def release(self, table: LiveTable) -> None:
        """Forget a finished table nobody watches (the database keeps it; `get` reloads it)."""
        if table.status == "over" and not table.clients and self.tables.get(table.id) is table:
            del self.tables[table.id]

    def get(self, table_id: Any) -> LiveTable:
        if not isinstance(table_id, str) or len(table_id) > 32:
            raise TableError("web.error.no-table")
        table = self.tables.get(table_id)
        if table is None:
            row = self.store.load(table_id)
            if row is None:
                raise TableError("web.error.no-table")
            table = LiveTable(self, row)
            self.tables[table_id] = table
        return table

    def create(
        self, game_id: Any, players: Any, variant: Any, options: Any, name: Any, bots: Any
    ) -> tuple[LiveTable, str]:
        """A new open table; the creator (the host) sits at seat 0. Returns (table, host token)."""
        try:
            game = registry.get(str(game_id))
            values = dict(options) if isinstance(options, dict) else {}
            opts = game.options_type.build(
                players=players if isinstance(players, int) else None,
                variant=variant if isinstance(variant, str) and variant else None,
                overrides=values,
            )
        except BadInput as exc:
            raise TableError("web.error.options", detail=str(exc)) from None
        host = clean_name(name)
        table_id = secrets.token_urlsafe(9)
        token = secrets.token_urlsafe(24)
        seat_rows = [SeatRow(0, host, hash_token(token))] + [SeatRow(i) for i in range(1, opts.players)]
        row = TableRow(
            id=table_id,
            game=game.id,
            options=opts.to_json(),
            seed=fresh_seed(),
            status="open",
            settings=self.settings.to_json(),
            created=time.time(),
            seats=seat_rows,
        )
        table = LiveTable(self, row)
        bot_list = bots if isinstance(bots, dict) else {}
        for key, bot in bot_list.items():
            index = int(key) if isinstance(key, str) and key.isdigit() else key
            if bot:
                table.set_bot(0, index, bot)
        row.seats = [seat.row() for seat in table.seats]
        self.store.create_table(row)
        self.tables[table_id] = table
        return table, token

    async def think(self, bot: Bot, view: dict[str, Any], legal: list[Action]) -> Action:
        """The bot's move: inline when it decides in a blink, else in a worker thread.

        A thread for a bot that answers in a millisecond costs more than it saves (hand-offs and
        the interpreter's 5 ms switch interval delay everyone else); a slow bot in the event loop
        would stall every table. A kind of bot is judged by its running mean decision time.
        """
        kind = type(bot).__name__
        mean = self.think_ms.get(kind, INLINE_MS)  # an unknown kind of bot starts in a thread
        started = time.perf_counter()
        if mean < INLINE_MS:
            action = bot.choose(view, legal)
        else:
            action = await asyncio.to_thread(bot.choose, view, legal)
        spent = (time.perf_counter() - started) * 1000
        self.think_ms[kind] = 0.9 * mean + 0.1 * spent
        return action

    async def safe_send(self, client: Client, message: dict[str, Any]) -> None:
        """Send, dropping a client whose connection broke (it will reconnect and be resent all)."""
        try:
            await client.send(message)
        except Exception:
            for table in self.tables.values():
                table.clients.discard(client)

    async def close(self) -> None:
        for table in self.tables.values():
            await table.close()
