"""Live tables: seats, the one true state, bots and stand-ins, windows, clocks, the clients watching.

A table goes open -> playing -> over (or closed: it expired unplayed, or was abandoned). Only
this module changes a state, always through `LiveTable.accept`, which validates, writes the
action to the database, then applies it: an action the database did not take never happened.
Everything runs on the event loop and never waits on a client: messages are pushed onto each
client's bounded queue (`clients.Outbox`). Bots think in worker processes (`thinking`), on a
view (never the state), and their answers are validated like anyone's.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from parlour.bots.base import Bot, get_bot, resolve
from parlour.bots.reasons import Reason
from parlour.engine import registry
from parlour.engine.actions import Action, Terminate
from parlour.engine.asking import asking_for, next_standing_answer
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.game import Game, fresh_seed
from parlour.engine.i18n import translate
from parlour.engine.options import Options
from parlour.engine.state import State
from parlour.server import records
from parlour.server.clients import Audience, Client, encode, utf8_size
from parlour.server.errors import TableError
from parlour.server.limits import Limits
from parlour.server.screens import Screens
from parlour.server.seats import Seat, clean_name, new_token
from parlour.server.store import TableRow, hash_token
from parlour.server.thinking import FALLBACK

if TYPE_CHECKING:
    from parlour.server.hub import Hub

log = logging.getLogger("parlour.server")

SPECTATORS = ("none", "public", "all")  # what spectators of a live game see
ON_RESIGN = ("end", "bot")  # a resignation ends the game (co-operative games) or a bot plays on
# When a turn-based table's move clock runs out: a stand-in bot (the "zombie") makes the move, or
# the seat is skipped where the game's rules have a move that passes (`State.skip_action`; where
# they have none, as in Hanabi, the zombie moves instead).
ON_TIMEOUT = ("bot", "skip")
BACK_SECONDS = 30.0  # at least this much on the clock for a person who comes back after running out
RETRY_BOTS = 5.0  # seconds before the bots of a table whose bot loop failed are asked again
COALESCE = 0.01  # seconds a broadcast waits for the moves that follow at once (bots, a window's answers)


@dataclass
class Settings:
    """How the server runs its tables: the defaults of every table, the bots' workers and budget."""

    window_seconds: float = 20.0
    bot_delay: float = 0.6
    bot_workers: int | None = None  # worker processes (None: one per core; 0: threads, for tests)
    bot_budget: float = 1.5  # seconds a bot may think about one move
    limits: Limits = field(default_factory=Limits)
    # The wall clock of turn-based deadlines (epoch seconds): tests inject one, never sleep.
    now: Callable[[], float] = field(default=time.time)


@dataclass(frozen=True)
class TableRules:
    """How one table runs, chosen by its host (stored with the table)."""

    window_seconds: float = 20.0
    bot_delay: float = 0.6
    spectators: str = "public"
    private: bool = False
    clock_base: float | None = None  # seconds each person starts with; None: no move clock
    clock_per_move: float = 0.0  # seconds added after each of their moves
    on_resign: str = "bot"
    # Plays and discards are asked once more before they are sent (where the game's renderer has
    # such moves: its manifest's `confirm_moves`). A table stored before the choice existed had none.
    confirm: bool = False
    # A turn-based table: seconds each move may take (hours or days), the deadline kept in the
    # database; None: a live table. `on_timeout` is one of ON_TIMEOUT.
    turn_seconds: float | None = None
    on_timeout: str = "bot"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableRules:
        known = {name: data[name] for name in cls.__dataclass_fields__ if name in data}
        return cls(**known)

    def summary(self) -> dict[str, Any]:
        clock = None if self.clock_base is None else {"base": self.clock_base, "per_move": self.clock_per_move}
        turn = None if self.turn_seconds is None else {"seconds": self.turn_seconds, "on_timeout": self.on_timeout}
        return {
            "spectators": self.spectators,
            "private": self.private,
            "clock": clock,
            "on_resign": self.on_resign,
            "confirm": self.confirm,
            "turn": turn,
        }


NOTE_LENGTH = 200  # characters in one note (a phone's few lines; hanab.live's notes are short too)


def clean_note(text: Any) -> str:
    """A note as stored: one line of at most NOTE_LENGTH characters, each run of spaces and
    unprintable characters one space; anything else is refused (`web.error.note`,
    `web.error.note-long`), never cut."""
    if not isinstance(text, str):
        raise TableError("web.error.note")
    line = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
    if len(line) > NOTE_LENGTH:
        raise TableError("web.error.note-long", count=NOTE_LENGTH)
    return line


def notes_message(notes: Mapping[int, str]) -> dict[str, Any]:
    """The `notes` message: a seat's notes by card id (JSON object keys are strings)."""
    return {"type": "notes", "notes": {str(card): text for card, text in sorted(notes.items())}}


def summarize_row(row: TableRow) -> dict[str, Any]:
    """The summary of a table not in memory (a finished one), without replaying its game."""
    game = registry.get(row.game)
    options = game.options_type.from_json(row.options)
    seats = [Seat.from_row(seat) for seat in row.seats]
    rules = TableRules.from_json(row.settings)
    return _summary(row.id, game, options, row.status, rules, [seat.summary(None, None) for seat in seats], None)


def _summary(
    table_id: str,
    game: Game[Any],
    options: Options,
    status: str,
    rules: TableRules,
    seats: list[dict[str, Any]],
    you: int | None,
) -> dict[str, Any]:
    return {
        "id": table_id,
        "game": game.id,
        "game_name": game.name,
        "options": options.to_json(),
        "options_text": options.describe(),
        "players": options.players,
        "status": status,
        "window_seconds": rules.window_seconds,
        **rules.summary(),
        "seats": seats,
        "host": 0,
        "you": you,
    }


class LiveTable:
    def __init__(self, hub: Hub, row: TableRow) -> None:
        self.hub = hub
        self.id = row.id
        self.game: Game[Any] = registry.get(row.game)
        self.options: Options = self.game.options_type.from_json(row.options)
        self.seed = row.seed
        self.status = row.status
        self.rules = TableRules.from_json(row.settings)
        self.created = row.created
        self.updated = row.updated or row.created  # the lobby's order: seats taken, started, ended
        self.seats = [Seat.from_row(seat) for seat in row.seats]
        playable = row.status in ("open", "playing")  # a finished game is only read: no bots, no memories
        for seat in self.seats:
            if seat.bot is not None and playable:
                seat.player = get_bot(self.game.id, seat.bot, seat.bot_seed)
        self.state: State | None = None
        # Each seat's private notes on cards (seat -> card -> text), told to that seat's clients only.
        self.notes: dict[int, dict[int, str]] = hub.store.load_notes(row.id) if row.status != "open" else {}
        self.turns: list[tuple[int, list[Event]]] = []  # (seat, events); seat -1: opening events
        # Action index -> why the bot that made it did (whole: redacted per reader when shown).
        self.reasons: dict[int, Reason] = {}
        for index, data in row.reasons.items():
            reason = Reason.parse(data)
            if reason is not None:
                self.reasons[index] = reason
        self.clients: set[Client] = set()
        self.screens = Screens(self)
        self.banned: set[str] = set()  # browsers the host freed a seat of (before the start)
        self.window_id = 0
        self.acting_since: dict[int, int] = {}  # seat -> the state number since which it may act
        self.last_move: dict[int, int] = {}  # seat -> the number of its last accepted move
        self.window_pending: frozenset[int] = frozenset()
        # The open window's deadline (epoch seconds): a live table's runs on the event loop; a
        # turn-based table's is its stored clock (`_track_window`).
        self.deadline: float | None = None
        self._window_closed = False  # a turn-based window just closed: the next asked person's turn starts
        self._restored = row.status == "playing"  # the next window found is the one the database knew
        self.ticking: tuple[int, float] | None = None  # the move clock running: (seat, monotonic start)
        self.person_seen = time.monotonic()  # when a person seated here was last connected
        self._waiting: tuple[int, int | None] = (-1, None)  # (state number, whom it waits for)
        self._flush: asyncio.TimerHandle | None = None  # a broadcast to come (see `_broadcast_soon`)
        self._bot_task: asyncio.Task[None] | None = None
        self._window_task: asyncio.Task[None] | None = None
        self._wake: asyncio.TimerHandle | None = None
        if self.status != "open":
            now = time.monotonic()
            for seat in self.seats:  # a restarted server: nobody is connected yet
                seat.gone_since = now
            self._start_state()
            for actor, action in row.actions:
                state = self.state_or_fail()
                move = state.validate(actor, action)
                # A bot with a memory is told its seat's earlier moves: the memory comes back with the game.
                remember = getattr(self.seats[actor].player, "remember", None)
                if remember is not None:
                    remember(state.view(actor), move)
                self._apply(actor, move)
            if self.turn_based:
                self._spend_time_outs()

    def _spend_time_outs(self) -> None:
        """A restored turn-based table: a seat out of time whose stand-in made the move that ran
        out (a move of the seat since the mark) before the server stopped is the person's again."""
        history = self.state_or_fail().history
        for seat in self.seats:
            mark = seat.out_of_time
            if mark is not None and any(turn.seat == seat.index for turn in history[mark:]):
                seat.out_of_time, seat.stand_in = None, None
                self.hub.store.save_seat(self.id, seat.row())

    # -- what clients see ------------------------------------------------------------------

    @property
    def limits(self) -> Limits:
        return self.hub.settings.limits

    @property
    def seq(self) -> int:
        return 0 if self.state is None else len(self.state.history)

    @property
    def live(self) -> bool:
        return self.status in ("open", "playing")

    @property
    def turn_based(self) -> bool:
        return self.rules.turn_seconds is not None

    def names(self, lang: str = "en") -> list[str]:
        """The seats' names; a bot is "Bot 2" in the reader's language."""
        return [
            translate("web.bot-name", lang, seat=seat.index + 1)
            if seat.bot
            else seat.name or (translate("web.deleted-player", lang) if seat.person else f"#{seat.index + 1}")
            for seat in self.seats
        ]

    def absence(self, seat: Seat) -> str | None:
        """Why a stand-in plays this person's seat now (None: the person plays it, or it is a bot's)."""
        if not seat.person or self.status != "playing":
            return None
        if seat.away is not None:
            return seat.away
        if seat.timed_out:
            return "timeout"
        if seat.connections == 0 and seat.gone_since is not None and not self.turn_based:
            away_after = self.limits.away_after
            if away_after > 0 and time.monotonic() - seat.gone_since >= away_after:
                return "gone"
        return None

    def summary(self, you: int | None = None) -> dict[str, Any]:
        """The table as the lobby shows it: public to everyone who has the link."""
        seats = [seat.summary(you, self.absence(seat)) for seat in self.seats]
        return _summary(self.id, self.game, self.options, self.status, self.rules, seats, you)

    def audience_for(self, seat: int | None) -> Audience | None:
        """What a client sees: its seat's view, or what the table's spectators see (None: nothing)."""
        if seat is not None:
            return seat
        if self.status == "over":
            return "all"  # a finished game: every hand, as its replay shows
        if self.rules.spectators == "none":
            return None
        return "all" if self.rules.spectators == "all" else "public"

    def public_view(self) -> Mapping[str, Any]:
        """The public table now (whom to ask, the window): read by several, built once per state.

        Never a seat's view instead: a game's convention may read who is looking (Rent a Hero
        asks the viewer first when it may act)."""
        return self.screens.view("public")

    def state_or_fail(self) -> State:
        if self.state is None:
            raise TableError("web.error.not-started")
        return self.state

    def waiting_for(self) -> int | None:
        """Whom the table waits for, by the game's own convention (None when over or not started)."""
        if self.state is None or self.state.is_over():
            return None
        if self._waiting[0] != self.seq:
            self._waiting = (self.seq, self.state.next_to_ask())
        return self._waiting[1]

    def _extra(self) -> dict[str, Any]:
        """The parts of a state message that are the table's, not the game's: window and clocks."""
        extra: dict[str, Any] = {}
        if self.window_pending and self.deadline is not None:
            extra["window"] = {
                "pending": sorted(self.window_pending),
                "deadline_ms": int(self.deadline * 1000),
                "seconds": self.rules.window_seconds,
            }
        turn = self.turn_deadline()
        if turn is not None:
            extra["turn"] = {"seat": turn[0], "deadline_ms": int(turn[1] * 1000), "seconds": self.rules.turn_seconds}
        if self.rules.clock_base is not None:
            running = None
            if self.ticking is not None:
                seat, since = self.ticking
                left = max(0.0, (self.seats[seat].clock or 0.0) - (time.monotonic() - since))
                running = {"seat": seat, "deadline_ms": int((time.time() + left) * 1000)}
            extra["clock"] = {
                "seconds": {str(s.index): round(s.clock or 0.0, 1) for s in self.seats if s.person},
                "per_move": self.rules.clock_per_move,
                "running": running,
            }
        return extra

    def send_screen(self, client: Client) -> None:
        """Queue `client`'s state message (none before the start, or for a spectator who sees nothing)."""
        if self.state is None or client.audience is None:
            return
        if client.seat is None and self.live and self.seat_of_browser(client.browser) is not None:
            return  # a browser seated here never gets the spectator's view of its live game
        client.push(*self.screens.text_for(client, self._extra))

    def broadcast(self, skip: Client | None = None) -> None:
        """Every client's screen, pushed onto its queue (a client that fell behind is dropped)."""
        if self.state is None:
            return
        self.screens.encoded.clear()  # the window or a clock may have moved without a move
        for client in list(self.clients):
            if client is not skip:
                self.send_screen(client)
        self.screens.release()

    def broadcast_summary(self, skip: Client | None = None) -> None:
        shared: dict[int | None, tuple[str, int]] = {}
        for client in list(self.clients):
            if client is skip:
                continue
            found = shared.get(client.seat)
            if found is None:
                text = encode({"type": "table", "table": self.summary(client.seat)})
                found = shared[client.seat] = (text, utf8_size(text))
            client.push(*found)

    # -- who is here -----------------------------------------------------------------------

    def seat_for_token(self, token: Any) -> int | None:
        if not isinstance(token, str) or not token or len(token) > 200:
            return None
        hashed = hash_token(token)
        for seat in self.seats:
            if seat.holds(hashed):
                return seat.index
        return None

    def seat_of_account(self, account: int | None) -> int | None:
        """The seat a person took signed in as `account` (None: none here)."""
        if account is None:
            return None
        for seat in self.seats:
            if seat.person and seat.account == account:
                return seat.index
        return None

    def claim(self, account: int, browser: str | None) -> tuple[int, str]:
        """The account takes its seat back from this browser (another device): the seat gets a new
        token, so the one the other browser kept opens it no more. Returns (seat, token)."""
        index = self.seat_of_account(account) if self.live else None
        if index is None:
            raise TableError("web.account.error.no-seat", status=404)
        seat = self.seats[index]
        token, seat.token_hash = new_token()
        seat.browser = browser
        self.hub.store.save_seat(self.id, seat.row())
        # The device that had the seat open plays it no more: told why, then hung up (its key is
        # already void; its socket, opened with that key, must not outlive it).
        left = [client for client in self.clients if client.seat == index]
        for client in left:
            self.clients.discard(client)
            client.send(
                {
                    "type": "error",
                    "code": "web.account.error.claimed",
                    "message": translate("web.account.error.claimed", client.lang),
                }
            )
            client.seat, client.audience = None, None
            client.outbox.close("claimed", drain=True)
        if left:
            seat.connections = 0
            seat.gone_since = time.monotonic()
            self.presence_changed()
        return index, token

    def seat_of_browser(self, browser: str | None) -> int | None:
        """The seat this browser took (its cookie's hash), if any."""
        if browser is None:
            return None
        for seat in self.seats:
            if seat.browser is not None and seat.browser == browser:
                return seat.index
        return None

    def connect(self, client: Client) -> None:
        """A client said hello: it is welcomed and sent its screen; the others learn a person is back."""
        self.clients.add(client)
        came: Seat | None = None
        if client.seat is not None:
            seat = self.seats[client.seat]
            seat.connections += 1
            seat.gone_since = None
            if seat.away is None and not seat.timed_out:
                seat.stand_in = None  # back: a later absence starts a stand-in that knows the moves since
            self.person_seen = time.monotonic()
            came = seat if seat.connections == 1 else None
        client.send({"type": "welcome", "seat": client.seat, "table": self.summary(client.seat)})
        self.send_screen(client)
        if client.seat is not None and self.notes.get(client.seat):  # none yet: the client starts with none
            client.send(notes_message(self.notes[client.seat]))
        if came is not None:
            self.presence_changed(skip=client)

    def disconnect(self, client: Client) -> None:
        if client not in self.clients:
            return
        self.clients.discard(client)
        client.outbox.close()
        now = time.monotonic()
        if client.seat is not None:
            seat = self.seats[client.seat]
            seat.connections = max(0, seat.connections - 1)
            self.person_seen = now
            if seat.connections == 0:
                seat.gone_since = now
                self.presence_changed()

    def presence_changed(self, skip: Client | None = None) -> None:
        """Someone came or went: the lobby line, the clock and the stand-ins may change."""
        self.broadcast_summary(skip)
        if self.status == "playing":
            moved = self.seq
            self._answer_standing()  # a person back at the table: their levels apply again
            if self.seq != moved:  # it moved the game (perhaps ended it): every screen, the end
                self.after_change(None)
                return
            self._track_window()
            self._run_clock(None)
            self.broadcast(skip)
            self._kick_bots()
            self._schedule_wake()

    # -- seats before the start --------------------------------------------------------------

    def join(self, name: Any, wanted: Any, browser: str | None, account: int | None = None) -> tuple[int, str]:
        """Take a free seat (the one wanted, or the first): returns (seat, token)."""
        if self.status != "open":
            raise TableError("web.error.closed" if self.status == "closed" else "web.error.started")
        if wanted is not None and (
            isinstance(wanted, bool) or not isinstance(wanted, int) or not 0 <= wanted < len(self.seats)
        ):
            raise TableError("web.error.seat")
        clean = clean_name(name)
        if self.turn_based and account is None:
            raise TableError("web.turn.error.account", status=403)  # a seat that waits days is an account's
        if browser is not None:
            if browser in self.banned:
                raise TableError("web.error.banned", status=403)
            if self.seat_of_browser(browser) is not None:
                raise TableError("web.error.one-seat")
        if account is not None and self.seat_of_account(account) is not None:
            raise TableError("web.account.error.one-seat")  # from another browser too
        free = [seat for seat in self.seats if not seat.taken]
        if wanted is not None:
            free = [seat for seat in free if seat.index == wanted]
        if not free:
            raise TableError("web.error.full")
        seat = free[0]
        token, seat.token_hash = new_token()
        seat.name, seat.browser, seat.account = clean, browser, account
        self.hub.store.save_seat(self.id, seat.row())
        self.updated = time.time()
        self.screens.forget()
        if browser is not None:  # this browser's other tabs watching the table watch no more
            for client in [c for c in self.clients if c.seat is None and c.browser == browser]:
                client.audience = None
                notice = translate("web.error.seated", client.lang)
                client.send({"type": "error", "code": "web.error.seated", "message": notice})
                client.outbox.close("seated", drain=True)
        return seat.index, token

    def _host_command(self, by: int | None, index: Any) -> Seat:
        if by != 0:
            raise TableError("web.error.host-only")
        if self.status != "open":
            raise TableError("web.error.started")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 < index < len(self.seats):
            raise TableError("web.error.seat")
        return self.seats[index]

    def set_bot(self, by: int | None, index: Any, bot: Any) -> None:
        """The host gives a seat to a bot (a person sitting there loses it), or frees it (`bot` None)."""
        seat = self._host_command(by, index)
        if bot is not None and not isinstance(bot, str):
            raise TableError("web.error.bot")
        info = None
        if bot is not None:
            try:
                info = resolve(self.game.id, bot)
            except BadInput:
                raise TableError("web.error.bot") from None
        self._unseat(seat)
        if info is not None:
            seat.bot = "best" if bot == "best" else info.name
            seat.bot_seed = fresh_seed()
            seat.player = get_bot(self.game.id, seat.bot, seat.bot_seed)
        self.hub.store.save_seat(self.id, seat.row())
        self.updated = time.time()
        self.screens.forget()
        self.broadcast_summary()

    def _unseat(self, seat: Seat) -> None:
        """Free `seat`; a person sitting there is told and watches from now on (and may not rejoin)."""
        if seat.person:
            if seat.browser is not None:
                self.banned.add(seat.browser)
            for client in [c for c in self.clients if c.seat == seat.index]:
                client.seat, client.audience = None, self.audience_for(None)
                client.send(
                    {
                        "type": "error",
                        "code": "web.error.removed",
                        "message": translate("web.error.removed", client.lang),
                    }
                )
        seat.free()
        seat.connections = 0

    def leave_open(self, by: int) -> None:
        """A person leaves before the start: their seat is free again; the host leaving closes the table."""
        if by == 0:
            self.close_table("closed")
            return
        seat = self.seats[by]
        for client in [c for c in self.clients if c.seat == by]:
            client.seat, client.audience = None, self.audience_for(None)
        seat.free()
        seat.connections = 0
        self.hub.store.save_seat(self.id, seat.row())
        self.updated = time.time()
        self.screens.forget()
        self.broadcast_summary()

    def start(self, by: int | None) -> None:
        if by != 0:
            raise TableError("web.error.host-only")
        if self.status != "open":
            raise TableError("web.error.started")
        if not all(seat.taken for seat in self.seats):
            raise TableError("web.error.empty-seats")
        self.hub.store.set_status(self.id, "playing")
        self.status = "playing"
        self.updated = time.time()
        if self.rules.clock_base is not None:
            for seat in self.seats:
                if seat.person:
                    seat.clock = self.rules.clock_base
                    self.hub.store.save_seat(self.id, seat.row())
        for seat in self.seats:
            if seat.person and seat.connections == 0:
                seat.gone_since = time.monotonic()
        self._start_state()
        self.broadcast_summary()
        self.after_change(None)

    def _start_state(self) -> None:
        self.state = self.game.new_state(self.options, seed=self.seed)
        if self.state.opening_events:
            self.turns.append((-1, list(self.state.opening_events)))
        self._note_acting()

    # -- during play: leaving, resigning, coming back ------------------------------------------

    def leave(self, by: int) -> None:
        """A person leaves: before the start their seat is freed; during play a bot plays it until they are back."""
        if self.status == "open":
            self.leave_open(by)
            return
        seat = self._playing_seat(by)
        seat.away = "left"
        self.hub.store.save_seat(self.id, seat.row())
        self.presence_changed()

    def resign(self, by: int) -> None:
        """A person resigns: the game ends (a co-operative game whose host chose so) or a bot plays on."""
        seat = self._playing_seat(by)
        if self.rules.on_resign == "end" and self.game.terminable:
            self.accept(by, Terminate(), person=True)
            self.after_change(by)
            return
        seat.away = "resigned"
        self.hub.store.save_seat(self.id, seat.row())
        self.presence_changed()

    def back(self, by: int) -> None:
        """A person takes their seat back from its stand-in (after leaving, or after running out of time)."""
        seat = self._playing_seat(by)
        if not self._come_back(seat):
            raise TableError("web.error.not-away")
        self.presence_changed()

    def _playing_seat(self, by: int) -> Seat:
        if self.status != "playing":
            raise TableError("web.error.not-playing")
        seat = self.seats[by]
        if seat.away == "resigned":
            raise TableError("web.error.resigned")
        return seat

    def _come_back(self, seat: Seat) -> bool:
        """Clear a person's absence (not a resignation); whether there was one to clear."""
        if seat.away != "left" and not seat.timed_out:
            return False
        seat.away, seat.stand_in = None, None
        if seat.timed_out:
            seat.out_of_time = None
            seat.clock = max(seat.clock or 0.0, self.rules.clock_per_move, BACK_SECONDS)
        self.hub.store.save_seat(self.id, seat.row())
        return True

    # -- actions ---------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        state = self.state_or_fail()
        self.last_move[seat] = len(state.history)
        self.turns.append((seat, state.apply(seat, action)))
        if state.is_over():
            self.status = "over"
        self._note_acting()

    def _note_acting(self) -> None:
        to_act = self.state_or_fail().to_act()
        self.acting_since = {seat: self.acting_since.get(seat, self.seq) for seat in to_act}

    def accept(self, seat: int, action: Any, person: bool = False, reason: Reason | None = None) -> None:
        """Validate, persist, apply. Raises BadInput/IllegalAction/TableError and then changes nothing.

        `person`: the seat's person moves (not its bot or stand-in): a person who had left or run
        out of time is back. `reason`: why a bot made the move (kept with it).
        """
        if self.status != "playing":
            raise TableError("web.error.not-playing")
        state = self.state_or_fail()
        if person and self.seats[seat].away == "resigned":
            raise TableError("web.error.resigned")
        checked = state.validate(seat, action)
        # Written before it is applied: if the write fails, the game has not moved. A game that
        # this action ends is marked over just after; a restart in between finds it over anyway.
        self.hub.store.add_action(
            self.id, self.seq, seat, checked.to_json(), None if reason is None else reason.to_json()
        )
        if person:
            self._come_back(self.seats[seat])
        if reason is not None:
            self.reasons[self.seq] = reason
        self._apply(seat, checked)
        if self.status == "over":
            self.hub.store.set_status(self.id, "over")
            self.updated = time.time()
            self.keep_records()

    def keep_records(self) -> None:
        """The finished game's records (parlour/server/records.py): per seat, its result and rating."""
        result = self.state_or_fail().result()
        if result is None:
            return
        infos = [records.SeatInfo(seat.index, seat.account, seat.bot) for seat in self.seats]
        try:
            with self.hub.store.engine.begin() as conn:
                records.write_records(conn, self.id, self.game.id, self.options, result, infos)
        except Exception:  # the game is over and kept whole: its records may be written again later
            log.exception("table %s: the finished game's records could not be written", self.id)

    def act(self, seat: int, client_seq: Any, action: Any) -> None:
        """A person's move, sent having seen state `client_seq` (see `is_current`)."""
        if isinstance(action, dict) and action.get("type") == Terminate.TYPE:
            raise TableError("web.error.terminate")  # only a resignation ends the game, where the host chose so
        if not self.is_current(seat, client_seq, action):
            raise TableError("web.error.stale")
        self.accept(seat, action, person=True)
        self.after_change(seat)

    def is_current(self, seat: int, client_seq: Any, action: Any) -> bool:
        """Whether a move sent when the client saw state `client_seq` may still be played.

        Yes if nothing happened since. On an older state, yes only if the seat has been able to act
        ever since that state, has not moved since (a second click, a second tab: the first was
        the move) and the move is still legal: in Rent a Hero others may use powers or answer a
        window meanwhile, and their moves do not make this one stale.
        """
        if isinstance(client_seq, bool) or not isinstance(client_seq, int):
            return False
        if client_seq == self.seq:
            return True
        since = self.acting_since.get(seat)
        if since is None or not since <= client_seq < self.seq:
            return False
        if self.last_move.get(seat, -1) >= client_seq:
            return False
        return self.state_or_fail().is_legal(seat, action)

    def after_change(self, mover: int | None, soon: bool = False) -> None:
        """After a move (or the start): the window, the clock, every screen, the bots.

        A person's move is told at once; a bot's or a timer's (`soon`) a moment later, so that the
        moves following it at once reach each client as one screen.
        """
        self._answer_standing()
        self._track_window()
        self._run_clock(mover)
        if self.status != "over":
            if soon:
                self._broadcast_soon()
            else:
                self._flush_now()
            self._kick_bots()
            self._schedule_wake()
            return
        self._flush_now()  # the end goes out at once, with any screen still to come
        self.broadcast_summary()  # the lobby and the table page learn the game is over
        self.hub.finished(self)

    def _broadcast_soon(self) -> None:
        """Broadcast in a moment: moves that follow each other at once (bots answering, a window
        closing) reach each client as one screen, built once."""
        if self._flush is None:
            self._flush = asyncio.get_running_loop().call_later(COALESCE, self._flush_now)

    def _flush_now(self) -> None:
        if self._flush is not None:
            self._flush.cancel()
            self._flush = None
        try:
            self.broadcast()
        except Exception:  # one table's bad screen must not stop the loop's other work
            log.exception("broadcasting failed at table %s", self.id)

    # -- notes ---------------------------------------------------------------------------------

    def note(self, seat: int, card: Any, text: Any) -> None:
        """Seat `seat` writes its private note on `card` (empty text: removes it); every client of
        that seat, and no other, is sent the seat's notes again."""
        if self.status != "playing":
            raise TableError("web.error.not-playing")
        noted = registry.manifest(self.game.id).part("notes")
        if noted is None:
            raise TableError("web.error.no-notes")
        if isinstance(card, bool) or not isinstance(card, int):
            raise TableError("web.error.note-card")
        clean = clean_note(text)
        if card not in noted(self.state_or_fail().view(seat)):
            raise TableError("web.error.note-card")
        mine = self.notes.setdefault(seat, {})
        if mine.get(card, "") == clean:
            return  # nothing to write (a second tab saving the same words)
        self.hub.store.save_note(self.id, seat, card, clean)
        if clean:
            mine[card] = clean
        else:
            mine.pop(card, None)
        message = encode(notes_message(mine))
        for client in list(self.clients):
            if client.seat == seat:
                client.push(message)

    # -- ask levels ----------------------------------------------------------------------------

    def levels(self, seat: Seat) -> dict[str, str]:
        """When this person wants to be asked (the game's defaults until they change one)."""
        try:
            return asking_for(self.game, seat.asking)
        except BadInput:  # stored by an older version whose topics differ: the defaults
            return asking_for(self.game)

    def set_asking(self, by: int, data: Any) -> None:
        """A person sets when to be asked (BadInput when malformed); stored with the seat, applied at once.

        Only the seat's own screen changes, unless a standing answer moves the game: then everyone's.
        """
        seat = self.seats[by]
        if not seat.person:
            raise TableError("web.error.spectator")
        if not self.game.ask_defaults:
            raise BadInput(f"{self.game.name} has no reaction windows to be asked about", code="engine.input.asking")
        if not isinstance(data, Mapping):  # None would mean the defaults to `asking_for`: say so by {}
            raise BadInput("ask levels are an object of topics and levels", code="engine.input.asking")
        levels = asking_for(self.game, data)
        if levels != seat.asking:
            seat.asking = levels
            self.hub.store.save_seat(self.id, seat.row())
        if self.status != "playing":
            return
        seq = self.seq
        self._answer_standing()
        if self.seq != seq:
            self.after_change(None)
            return
        self.screens.encoded.clear()  # the seat's screens hold its levels
        for client in list(self.clients):
            if client.seat == by:
                self.send_screen(client)

    def _answer_standing(self) -> None:
        """Answer, as moves of their own, what the people present said not to be asked about.

        Whom to spare and with what answer is the engine's (`State.standing_answer`); an answer is
        the move a slow answer would be, so nobody else can tell it from one made by hand.
        """
        state = self.state
        if state is None or self.status != "playing" or not self.game.ask_defaults:
            return
        levels = {s.index: self.levels(s) for s in self.seats if s.person and self.absence(s) is None}
        while self.status == "playing" and (found := next_standing_answer(state, levels)) is not None:
            self.accept(*found)

    # -- bots, stand-ins and windows -----------------------------------------------------------

    def plays_for(self, index: int) -> Bot | None:
        """The bot that plays seat `index` now: its own bot, or a person's stand-in while they are away."""
        seat = self.seats[index]
        if seat.player is not None:
            return seat.player
        if self.absence(seat) is None:
            return None
        if seat.stand_in is None:
            seat.stand_in = self._stand_in(index)
        return seat.stand_in

    def _stand_in(self, index: int) -> Bot:
        """A partner bot for a person's seat, told the seat's moves so far (its memory, if it keeps one)."""
        bot = get_bot(self.game.id, "partner", fresh_seed())
        remember = getattr(bot, "remember", None)
        if remember is not None:
            state = self.game.new_state(self.options, seed=self.seed)
            for turn in self.state_or_fail().history:
                if turn.seat == index:
                    remember(state.view(index), turn.action)
                state.apply(turn.seat, turn.action)
        return bot

    def bot_to_move(self) -> int | None:
        state = self.state
        if state is None or state.is_over() or self.status != "playing":
            return None
        if not self.turn_based and not any(seat.connections for seat in self.seats if seat.person):
            return None  # nobody seated here is connected: the table waits for them (no bot plays on)
        bots = sorted(s for s in state.to_act() if self.plays_for(s) is not None)
        if not bots:
            return None
        if self.window_pending & set(bots):
            return min(self.window_pending & set(bots))  # in a window, bots answer in any order
        asked = self.waiting_for()
        return asked if asked in bots else None

    def _kick_bots(self) -> None:
        if (self._bot_task is None or self._bot_task.done()) and self.bot_to_move() is not None:
            self._bot_task = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        """Bots' and stand-ins' turns one after another; a failure is logged and tried again later."""
        try:
            await self._bots_turns()
        except asyncio.CancelledError:
            raise
        except Exception:  # a database that went away, a bot's bug: the table must not freeze
            log.exception("the bots stopped at table %s: trying again in a few seconds", self.id)
            if self.status == "playing":
                asyncio.get_running_loop().call_later(RETRY_BOTS, self._retry_bots)

    def _retry_bots(self) -> None:
        if self.status == "playing":
            self._kick_bots()

    async def _bots_turns(self) -> None:
        while True:
            seat = self.bot_to_move()
            if seat is None:
                return
            answering = seat in self.window_pending  # a window's answer is not paced: it shows nothing
            if self.rules.bot_delay > 0 and not answering:
                await asyncio.sleep(self.rules.bot_delay)
            state = self.state_or_fail()
            player = self.plays_for(seat)
            if player is None or seat not in state.to_act() or state.is_over():
                continue
            seq = self.seq
            view, legal = state.view(seat), state.legal_actions(seat)
            try:
                action, after, reason = await self.hub.thinkers.think(player, view, legal)
            except Exception:  # a bot's bug must not stop the table: fall back on its first legal move
                log.exception("a bot failed at table %s", self.id)
                action, after, reason = legal[0], player, FALLBACK
            if self.status != "playing":
                return
            if self.plays_for(seat) is player:  # the bot's memory moved on (a person back meanwhile: dropped)
                if self.seats[seat].player is player:
                    self.seats[seat].player = after
                else:
                    self.seats[seat].stand_in = after
            if self.seq != seq and (self.last_move.get(seat, -1) >= seq or not state.is_legal(seat, action)):
                continue  # someone acted meanwhile (a reaction window, the person back): think again
            if self.plays_for(seat) is None:
                continue  # the person came back while the stand-in thought
            try:
                self.accept(seat, action, reason=reason)
            except (BadInput, IllegalAction, TableError):
                log.exception("a bot chose a refused action at table %s", self.id)
                if not state.is_legal(seat, legal[0]):
                    continue
                self.accept(seat, legal[0], reason=FALLBACK)
            held = self.seats[seat]
            if self.turn_based and held.person and held.timed_out:
                held.out_of_time, held.stand_in = None, None  # the zombie made the one move that ran out
                self.hub.store.save_seat(self.id, held.row())
            self.after_change(seat, soon=True)

    def _track_window(self) -> None:
        """Open, keep or close the reaction-window timer after a change."""
        state = self.state
        window = None if state is None else state.reaction_window()
        pending = frozenset() if window is None else window.pending
        restored, self._restored = self._restored, False
        if not pending:
            self._window_closed = self._window_closed or (self.turn_based and bool(self.window_pending))
            self.window_pending, self.deadline = frozenset(), None
            if self._window_task is not None:  # its deadline would close nothing
                self._window_task.cancel()
                self._window_task = None
            return
        if not pending <= self.window_pending:  # a new window (or seats called back into one)
            self.window_id += 1
            if self.turn_based:
                self.deadline = self._turn_window_deadline(pending, restored)
            else:
                self.deadline = time.time() + self.rules.window_seconds
                window_id = self.window_id
                if self._window_task is not None:
                    self._window_task.cancel()
                self._window_task = asyncio.get_running_loop().create_task(self._close_window(window_id))
        self.window_pending = pending

    def _turn_window_deadline(self, pending: frozenset[int], restored: bool) -> float:
        """A turn-based table's window follows the table's stored clock, not the event loop's: it
        closes `window_seconds` (a move's time) after it opened, on the injected wall clock; the
        deadline is stored as that of every person it waits for (`_run_turn_clock`) and applied by
        the sweep (`expire_turn`). A restarted server finds it there: the window open when the
        server stopped keeps its deadline (the earliest its people have)."""
        if restored:
            stored = [s.deadline for s in self.seats if s.index in pending and s.person and s.deadline is not None]
            if stored:
                return min(stored)
        return self.hub.settings.now() + self.rules.window_seconds

    async def _close_window(self, window_id: int) -> None:
        """When the window's time is up, every person who has not answered declines."""
        try:
            await asyncio.sleep(self.rules.window_seconds)
            self._expire_window(window_id)
        except asyncio.CancelledError:
            raise
        except Exception:  # a timer's failure must be seen, and must not take the table down
            log.exception("closing a window failed at table %s", self.id)

    def _expire_window(self, window_id: int) -> None:
        while self.window_id == window_id and self.state is not None:
            window = self.state.reaction_window()
            people = [] if window is None else sorted(s for s in self.window_pending if self.plays_for(s) is None)
            if window is None or not people:
                break
            try:
                self.accept(people[0], window.on_timeout)
            except (BadInput, IllegalAction, TableError):
                break
            self._track_window()
        self.after_change(None, soon=True)

    # -- the move clock and the wake-up timer ------------------------------------------------

    def _run_clock(self, mover: int | None) -> None:
        """Stop the clock that ran (the mover gains the time per move), start the asked person's."""
        if self.turn_based:
            self._run_turn_clock(mover)
            return
        if self.rules.clock_base is None or self.status != "playing":
            self.ticking = None
            return
        now = time.monotonic()
        if self.ticking is not None:
            index, since = self.ticking
            seat = self.seats[index]
            seat.clock = max(0.0, (seat.clock or 0.0) - (now - since))
            if mover == index:
                seat.clock += self.rules.clock_per_move
            self.hub.store.save_seat(self.id, seat.row())
            self.ticking = None
        asked = self.waiting_for()
        if asked is None or self.window_pending:
            return
        seat = self.seats[asked]
        if seat.person and self.absence(seat) is None:
            self.ticking = (asked, now)

    def _run_turn_clock(self, mover: int | None) -> None:
        """A turn-based table: the person it waits for has a deadline (a new one after each of
        their moves), stored, so a restarted server keeps it; nobody else has one."""
        self.ticking = None
        playing = self.status == "playing"
        asked = self.waiting_for() if playing else None
        window = self.deadline if playing and self.window_pending else None
        fresh, self._window_closed = self._window_closed, False
        now = self.hub.settings.now()
        for seat in self.seats:
            present = seat.person and self.absence(seat) is None
            if window is not None:  # a reaction window: its people share its deadline, nobody else has one
                due = window if present and seat.index in self.window_pending else None
                if seat.deadline == due:
                    continue
                seat.deadline = due
            else:
                waits = seat.index == asked and present
                if waits and (seat.deadline is None or mover == seat.index or fresh):
                    seat.deadline = now + (self.rules.turn_seconds or 0.0)
                elif not waits and seat.deadline is not None:
                    seat.deadline = None
                else:
                    continue
            self.hub.store.save_seat(self.id, seat.row())

    def turn_deadline(self) -> tuple[int, float] | None:
        """(seat, deadline) of the person a turn-based table waits for, if any."""
        if not self.turn_based or self.status != "playing":
            return None
        for seat in self.seats:
            if seat.deadline is not None:
                return seat.index, seat.deadline
        return None

    def deadline_of(self, index: int) -> float | None:
        """A turn-based table's deadline for seat `index`'s move (or its answer to a window), if any."""
        if not self.turn_based or self.status != "playing":
            return None
        return self.seats[index].deadline

    def expire_turn(self, now: float) -> str | None:
        """A turn-based table whose deadline has passed applies its rule (called by the sweep) to
        each seat it waited for in vain (one, or every person a reaction window still waits for):
        "skip" plays the move the game's rules have for passing (`State.skip_action`, rule
        `engine.turn.skip`), else the seat's zombie makes the move. Returns what was done ("skip",
        "bot"; "skip" if both), None if nothing."""
        if not self.turn_based or self.status != "playing":
            return None
        late = [seat for seat in self.seats if seat.deadline is not None and now >= seat.deadline]
        if not late:
            return None
        state = self.state_or_fail()
        skipped: int | None = None
        timed = False
        for seat in late:
            seat.deadline = None
            index = seat.index
            if self.status != "playing" or index not in state.to_act():
                self.hub.store.save_seat(self.id, seat.row())  # no longer asked (the game moved on)
                continue
            skip = state.skip_action(index) if self.rules.on_timeout == "skip" else None
            if skip is not None and state.is_legal(index, skip):
                self.hub.store.save_seat(self.id, seat.row())
                self.accept(index, skip)
                skipped = index
                continue
            seat.out_of_time = self.seq
            timed = True
            self.hub.store.save_seat(self.id, seat.row())
        if skipped is not None:
            self.after_change(skipped)
        if timed and self.status == "playing":
            self.presence_changed()  # the stand-ins are asked (bots play at turn-based tables with nobody there)
        return "skip" if skipped is not None else "bot" if timed else None

    def _schedule_wake(self) -> None:
        """Wake up when the asked person's clock runs out, or when a gone person's grace ends."""
        if self._wake is not None:
            self._wake.cancel()
            self._wake = None
        if self.status != "playing":
            return
        now = time.monotonic()
        times = []
        if self.ticking is not None:
            index, since = self.ticking
            times.append(since + (self.seats[index].clock or 0.0))
        away_after = self.limits.away_after
        if away_after > 0 and not self.turn_based:
            times += [
                s.gone_since + away_after
                for s in self.seats
                if s.person and s.connections == 0 and s.gone_since is not None and self.absence(s) is None
            ]
        if times:
            delay = max(0.0, min(times) - now) + 0.01
            self._wake = asyncio.get_running_loop().call_later(delay, self._woken)

    def _woken(self) -> None:
        self._wake = None
        try:
            if self.ticking is not None:
                index, since = self.ticking
                seat = self.seats[index]
                if time.monotonic() - since >= (seat.clock or 0.0):
                    seat.clock, seat.out_of_time, self.ticking = 0.0, self.seq, None
                    self.hub.store.save_seat(self.id, seat.row())
            self.presence_changed()
        except Exception:
            log.exception("a table's timer failed at table %s", self.id)

    # -- the end of a table ----------------------------------------------------------------

    def close_table(self, status: str) -> None:
        """Close a table that will not be played (expired, abandoned, its host left before the start)."""
        self.status = status
        self.hub.store.set_status(self.id, status)
        self.broadcast_summary()
        for client in list(self.clients):
            client.outbox.close("closed", drain=True)  # they are told first
        self.hub.closed(self)
        self.stop()

    def stop(self) -> None:
        for timer in (self._flush, self._wake):
            if timer is not None:
                timer.cancel()
        for task in (self._bot_task, self._window_task):
            if task is not None:
                task.cancel()

    async def close(self) -> None:
        self.stop()
        for task in (self._bot_task, self._window_task):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
