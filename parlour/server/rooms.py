"""Shared replays: a room in which one leader steps through a finished game and everyone follows.

As on hanab.live: someone opens a shared replay of a finished game and gives out its link; whoever
opens it joins the room. The leader moves through the game (and may play on from a moment of it,
a hypothetical, where the game has them); every member sees each moment from the seat they picked,
as the replay viewer shows it. The leader hands the lead on; if the leader leaves, the member who
has been there longest leads. Only a finished game is replayed: a live game's record holds cards
nobody may see yet (`replays.real_moment` refuses it).

Bounds: members per room, rooms per address and in all, the leader's screens (at most
`ROOM_FRAMES` a second however fast a timeline is dragged, fewer when they cost more: moves are
coalesced, screens built one at a time with the event loop free in between), each member's
messages (its connection's token bucket); a room nobody is in, or whose leader has done nothing
for a long time, is closed by the hub's sweeper.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from parlour.bots.base import Bot, get_bot
from parlour.engine.game import fresh_seed
from parlour.engine.hypothetical import Hypothetical
from parlour.engine.record import GameRecord
from parlour.engine.state import State
from parlour.server import present, replays
from parlour.server.clients import Client, encode
from parlour.server.errors import TableError
from parlour.server.limits import Buckets
from parlour.server.seats import clean_name

if TYPE_CHECKING:
    from parlour.server.hub import Hub
    from parlour.server.tables import LiveTable

log = logging.getLogger("parlour.server")

ROOM_FRAMES = 10.0  # screens a second at most, whatever the leader sends
BOT = "partner"  # who plays the other seats of a hypothetical when the leader asks for bots


def _seat(value: Any, players: int) -> int | None:
    """A seat a member names (None: a spectator); TableError when it is not one."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise TableError("web.error.seat")
    return value


@dataclass(frozen=True)
class Moment:
    """What a room shows, fixed while its screens are built: the state (a copy, in a
    hypothetical), the turns that led there, and how many of them are hypothetical moves."""

    state: State
    turns: replays.Turns
    hypothetical: int


@dataclass(eq=False)
class Member:
    """Someone in a room: a name (None: a guest), the seat they watch from, their connection."""

    id: int
    name: str | None
    viewer: int | None
    client: Client


class ReplayRoom:
    """One shared replay of one finished game."""

    def __init__(self, rooms: Rooms, room_id: str, table: LiveTable, address: str, index: int) -> None:
        assert table.state is not None
        self.rooms = rooms
        self.id = room_id
        self.table = table
        self.address = address
        self.total = len(table.state.history)
        self.index = index
        self.members: dict[int, Member] = {}
        self.leader: int | None = None
        self.next_id = 0
        self.hypo: Hypothetical | None = None
        self.plays: int | None = None  # in a hypothetical with bots: the seat the leader plays
        self.bots: dict[int, Bot] = {}
        self.bot_seed = fresh_seed()
        self.generation = 0  # bumped by each of the leader's hypothetical commands
        self.bot_task: asyncio.Task[None] | None = None
        self.thinking = False  # a bot's decision is under way (never cancelled: see `_rethink`)
        self.moment: Moment | None = None  # what is on screen
        self.flush_at: asyncio.TimerHandle | None = None  # the next round of screens
        self.flushing: asyncio.Task[None] | None = None  # the round being sent
        self.dirty = False  # a change the screens have not shown yet
        self.last_flush = 0.0
        self.gap = 1 / ROOM_FRAMES  # seconds from one round of screens to the next (see _send_screens)
        self.active = self.empty_since = time.monotonic()
        self.closed = False

    # -- what members see ----------------------------------------------------------------------

    def summary(self) -> dict[str, Any]:
        hypo = self.hypo
        return {
            "id": self.id,
            "table": self.table.id,
            "leader": self.leader,
            "members": [{"id": m.id, "name": m.name, "seat": m.viewer} for m in self.members.values()],
            "index": self.index,
            "total": self.total,
            "hypotheticals": self.table.game.hypotheticals,
            "hypothetical": None
            if hypo is None
            else {"from": hypo.upto, "moves": len(hypo.moves), "plays": self.plays, "over": hypo.state.is_over()},
        }

    def _moment(self) -> Moment:
        if self.moment is None:
            if self.hypo is not None:
                state = self.hypo.state.clone()  # fixed while screens are built, moves or not
                self.moment = Moment(state, self.hypo.turns(), len(self.hypo.moves))
            else:
                self.moment = Moment(*replays.real_moment(self.table, self.index), 0)
        return self.moment

    def screen(self, member: Member, moment: Moment, room: dict[str, Any]) -> dict[str, Any]:
        """The member's screen: the replay viewer's, with the room and, in a hypothetical, its moves."""
        state, turns = moment.state, moment.turns
        lang = member.client.lang
        hypo = room["hypothetical"]
        real = room["index"] if hypo is None else hypo["from"]
        message = replays.screen(self.table, state, turns, member.viewer, lang, room["index"], real)
        message["room"] = room
        if room["hypothetical"] is not None:
            real = len(turns) - moment.hypothetical
            for line in message["log"]:
                if line["index"] >= real:
                    line["hypothetical"] = True
                    del line["moment"]
            seat = state.next_to_ask()
            plays = room["hypothetical"]["plays"]
            message["to_act"] = seat
            message["legal"] = []
            if seat is not None and plays in (None, seat) and member.id == room["leader"]:
                message["legal"] = present.legal_entries(state, seat, lang, message["names"])
        return message

    def screen_now(self, member: Member) -> dict[str, Any]:
        return self.screen(member, self._moment(), self.summary())

    def changed(self, moved: bool = True) -> None:
        """The room changed: screens go out at most `ROOM_FRAMES` times a second (the newest wins),
        fewer when they cost more (see `_send_screens`)."""
        if moved:
            self.moment = None
        if self.closed:
            return
        self.dirty = True
        if self.flush_at is None and self.flushing is None:
            wait = max(0.0, self.last_flush + self.gap - time.monotonic())
            self.flush_at = asyncio.get_running_loop().call_later(wait, self._flush)

    def _flush(self) -> None:
        self.flush_at = None
        self.flushing = asyncio.get_running_loop().create_task(self._send_screens())

    async def _send_screens(self) -> None:
        """Every member's screen, each distinct one built and encoded once.

        A long game's screen is costly (its whole log, in words) and a room's members may watch
        from every seat in four languages, so screens are built one at a time, the
        event loop free in between, and the next round waits at least twice as long as this one
        was busy: a room keeps at most a third of a core however it is used.
        """
        busy = 0.0
        try:
            self.dirty = False
            moment, room = self._moment(), self.summary()
            built: dict[tuple[int | None, str, bool], str] = {}
            for member in list(self.members.values()):
                key = (member.viewer, member.client.lang, member.id == room["leader"])
                if key not in built:
                    began = time.monotonic()
                    built[key] = encode(self.screen(member, moment, room))
                    busy += time.monotonic() - began
                    await asyncio.sleep(0)  # other tables get the loop between two screens
                if member.id in self.members:
                    member.client.push(built[key])
        except Exception:  # our bug: logged; the room goes on with its next change
            log.exception("the screens of room %s failed", self.id)
        finally:
            self.flushing = None
            self.last_flush = time.monotonic()
            self.gap = max(1 / ROOM_FRAMES, 2 * busy)
            if self.dirty:
                self.changed(moved=False)

    # -- members -------------------------------------------------------------------------------

    def join(self, client: Client, name: Any, seat: Any) -> Member:
        limits = self.rooms.hub.settings.limits
        if self.closed:
            raise TableError("web.error.no-room", status=404)
        if len(self.members) >= limits.room_members:
            raise TableError("web.error.room-full", most=limits.room_members)
        viewer = _seat(seat, self.table.options.players)
        blank = name is None or (isinstance(name, str) and not name.strip())  # a guest
        member = Member(self.next_id, None if blank else clean_name(name), viewer, client)
        self.next_id += 1
        self.members[member.id] = member
        if self.leader is None:
            self.leader = member.id
        client.send({"type": "welcome", "you": member.id, "room": self.summary()})
        client.send(self.screen_now(member))
        self.announce()
        return member

    def announce(self) -> None:
        """Who is here and who leads, to everyone (encoded once)."""
        text = encode({"type": "room", "room": self.summary()})
        for member in list(self.members.values()):
            member.client.push(text)

    def leave(self, member: Member) -> None:
        """A member left: if they led, the member who has been here longest leads now."""
        if self.members.pop(member.id, None) is None:
            return
        if not self.members:
            self.empty_since = time.monotonic()
            self.leader = None
        elif self.leader == member.id:
            self.leader = min(self.members)  # the longest here; their screen gains the moves
            self.changed(moved=False)
        self.announce()

    def close(self, code: str) -> None:
        """Tell every member why, and hang up (a bot thinking finishes, and its move is dropped)."""
        self.closed = True
        for task in (self.flush_at, self.flushing, None if self.thinking else self.bot_task):
            if task is not None:
                task.cancel()
        for member in self.members.values():
            lang = member.client.lang
            member.client.send({"type": "error", "code": code, "message": TableError(code).text(lang)})
            member.client.outbox.close(code, drain=True)
        self.members.clear()

    # -- what members send ---------------------------------------------------------------------

    def handle(self, member: Member, kind: str, message: dict[str, Any]) -> None:
        """One message of a member (TableError, BadInput or IllegalAction when refused: nothing changed)."""
        if kind == "view":
            member.viewer = _seat(message.get("seat"), self.table.options.players)
            member.client.send(self.screen_now(member))
            return
        if kind == "lang":
            member.client.send(self.screen_now(member))
            return
        command = LEADER_COMMANDS.get(kind)
        if command is None:
            raise TableError("web.error.unknown-type")
        if member.id != self.leader:
            raise TableError("web.error.leader-only")
        command(self, message)
        self.active = time.monotonic()

    def _goto(self, message: dict[str, Any]) -> None:
        if self.hypo is not None:
            raise TableError("web.error.in-hypothetical")
        index = message.get("index")
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= self.total:
            raise TableError("web.error.moment", total=self.total)
        if index != self.index:
            self.index = index
            self.changed()

    def _lead(self, message: dict[str, Any]) -> None:
        to = message.get("member")
        if isinstance(to, bool) or not isinstance(to, int) or to not in self.members:
            raise TableError("web.error.member")
        self.leader = to
        self.changed(moved=False)

    def _record(self) -> GameRecord:
        assert self.table.state is not None
        return self.table.state.record(players=self.table.names("en"))

    def _hypo_start(self, message: dict[str, Any]) -> None:
        if self.hypo is not None:
            raise TableError("web.error.in-hypothetical")
        self.hypo = Hypothetical(self._record(), self.index)  # BadInput where the game has none
        self.plays = None
        self._rethink()

    def _hypothetical(self) -> Hypothetical:
        if self.hypo is None:
            raise TableError("web.error.no-hypothetical")
        return self.hypo

    def _hypo_act(self, message: dict[str, Any]) -> None:
        hypo = self._hypothetical()
        seat = hypo.state.next_to_ask()
        if seat is None or (self.plays is not None and seat != self.plays):
            raise TableError("web.error.bots-move")
        hypo.play(seat, message.get("action"))
        self._rethink(keep_bots=True)

    def _hypo_undo(self, message: dict[str, Any]) -> None:
        self._hypothetical().undo()
        self._rethink()

    def _hypo_bots(self, message: dict[str, Any]) -> None:
        self._hypothetical()
        self.plays = _seat(message.get("seat"), self.table.options.players)
        self._rethink()

    def _hypo_end(self, message: dict[str, Any]) -> None:
        self._hypothetical()
        self.hypo = None
        self.plays = None
        self._rethink()

    # -- bots in a hypothetical ----------------------------------------------------------------

    def _rethink(self, keep_bots: bool = False) -> None:
        """The hypothetical changed: show it, and let the bots move if it is theirs to.

        A bot waiting for its turn is stopped; one thinking is let finish (cancelling a decision
        under way costs its worker process, killed and started again) and its move is dropped:
        the same task then plays on from the hypothetical as it is now.
        """
        self.generation += 1
        if not keep_bots:
            self.bots.clear()  # their memories hold moves that were taken back
        if self.bot_task is not None and not self.thinking:
            self.bot_task.cancel()
            self.bot_task = None
        self.changed()
        if self.hypo is not None and self.plays is not None and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.get_running_loop().create_task(self._bots_turns())

    def _bot(self, hypo: Hypothetical, seat: int) -> Bot:
        """The bot for `seat`, told the seat's moves so far if it keeps a memory (as a stand-in is)."""
        bot = get_bot(self.table.game.id, BOT, self.bot_seed + seat)
        remember = getattr(bot, "remember", None)
        if remember is not None:
            for view, action in hypo.seat_moves(seat):
                remember(view, action)
        return bot

    async def _bots_turns(self) -> None:
        try:
            await self._bots_play()
        except asyncio.CancelledError:
            raise
        except Exception:  # a bot's bug: the hypothetical waits for the leader's next command
            log.exception("a bot failed in the hypothetical of room %s", self.id)

    async def _bots_play(self) -> None:
        hub = self.rooms.hub
        while True:
            hypo = self.hypo
            if hypo is None or self.plays is None or self.closed:
                return
            seat = hypo.state.next_to_ask()
            if seat is None or hypo.state.is_over() or seat == self.plays:
                return
            generation = self.generation
            await asyncio.sleep(hub.settings.bot_delay)
            bot = self.bots.get(seat) or self._bot(hypo, seat)
            self.thinking = True
            try:
                action, bot, _why = await hub.thinkers.think(bot, hypo.state.view(seat), hypo.state.legal_actions(seat))
            finally:
                self.thinking = False
            if generation != self.generation or self.hypo is not hypo or self.closed:
                continue  # the leader changed the hypothetical meanwhile: this move is not its
            self.bots[seat] = bot
            hypo.play(seat, action)
            self.changed()


LEADER_COMMANDS = {
    "goto": ReplayRoom._goto,
    "lead": ReplayRoom._lead,
    "hypo": ReplayRoom._hypo_start,
    "hypo-act": ReplayRoom._hypo_act,
    "hypo-undo": ReplayRoom._hypo_undo,
    "hypo-bots": ReplayRoom._hypo_bots,
    "hypo-end": ReplayRoom._hypo_end,
}


class Rooms:
    """The shared replays in memory, with their bounds."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        limits = hub.settings.limits
        self.rooms: dict[str, ReplayRoom] = {}
        self.owned: Counter[str] = Counter()  # address -> the rooms it opened that are open
        self.openings = Buckets(limits.rooms_per_minute, max(1.0, limits.rooms_per_minute / 2))

    def open(self, table: LiveTable, address: str, index: Any) -> ReplayRoom:
        """A new room on the finished game `table`, at moment `index` (its end if not given)."""
        limits = self.hub.settings.limits
        replays.real_moment(table, 0)  # web.error.not-over for a game still being played
        assert table.state is not None
        total = len(table.state.history)
        if index is None:
            index = total
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= total:
            raise TableError("web.error.moment", total=total)
        if len(self.rooms) >= limits.max_rooms:
            raise TableError("web.error.server-full", status=503)
        if self.owned[address] >= limits.rooms_per_address:
            raise TableError("web.error.own-rooms", status=429, most=limits.rooms_per_address)
        if not self.openings.take(address):
            raise TableError("web.error.slow-down", status=429)
        room = ReplayRoom(self, secrets.token_urlsafe(9), table, address, index)
        self.rooms[room.id] = room
        self.owned[address] += 1
        return room

    def get(self, room_id: Any) -> ReplayRoom:
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None:
            raise TableError("web.error.no-room", status=404)
        return room

    def close(self, room: ReplayRoom, code: str) -> None:
        room.close(code)
        if self.rooms.pop(room.id, None) is not None:
            self.owned[room.address] -= 1
            if self.owned[room.address] <= 0:
                del self.owned[room.address]

    def sweep(self) -> None:
        """Close the rooms nobody has been in for a while, and those whose leader does nothing."""
        limits = self.hub.settings.limits
        now = time.monotonic()
        for room in list(self.rooms.values()):
            empty = not room.members and now - room.empty_since >= limits.room_empty
            if empty or now - room.active >= limits.room_idle:
                self.close(room, "web.error.room-closed")
        self.openings.forget_full()

    def close_all(self) -> None:
        for room in list(self.rooms.values()):
            with contextlib.suppress(Exception):
                self.close(room, "web.error.room-closed")
