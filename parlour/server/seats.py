"""A table's seats: who sits there (a person with a token, or a bot), and whether they are present.

A person's seat is held by a secret token (stored hashed) and remembers the browser that took it
(its cookie, hashed), so one browser takes at most one seat of a table and is never served the
spectator's view of a live table it plays at. During play a person may be away: gone (no
connection for a while), out of time (the move clock), left or resigned. While away, a *stand-in*
bot plays the seat when it is asked (Board Game Arena's "zombie"), until the person comes back;
after a resignation it plays to the end.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from parlour.bots.base import Bot
from parlour.server.errors import TableError
from parlour.server.store import SeatRow, hash_token

MAX_NAME = 24

# Why a person's seat is played by its stand-in. "gone" and "timeout" end by themselves when the
# person is back (a new connection; any move or "back"); "left" when they say so; "resigned" never.
AWAY_REASONS = ("gone", "timeout", "left", "resigned")


def new_token() -> tuple[str, str]:
    """A fresh seat token and its hash (only the hash is stored)."""
    token = secrets.token_urlsafe(24)
    return token, hash_token(token)


def clean_name(value: Any) -> str:
    """A display name a person typed: trimmed, printable, at most MAX_NAME characters."""
    if not isinstance(value, str):
        raise TableError("web.error.name")
    name = " ".join("".join(ch for ch in value if ch.isprintable()).split())[:MAX_NAME]
    if not name:
        raise TableError("web.error.name")
    return name


@dataclass
class Seat:
    index: int
    name: str | None = None
    token_hash: str | None = None
    bot: str | None = None
    bot_seed: int | None = None
    browser: str | None = None  # the hash of the browser cookie that took this seat
    away: str | None = None  # persisted reasons only: "left", "resigned"
    clock: float | None = None  # seconds left on the move clock (timed tables)
    asking: dict[str, str] | None = None  # when the person wants to be asked (None: the game's defaults)
    account: int | None = None  # the account signed in when the seat was taken
    deadline: float | None = None  # a turn-based table's deadline for this seat's move (epoch seconds)
    player: Bot | None = None  # the bot of a bot's seat
    stand_in: Bot | None = None  # the bot that plays a person's seat while they are away
    gone_since: float | None = None  # monotonic time the person's last connection closed
    connections: int = 0  # this seat's open connections (a person may have two tabs)
    # Out of time (a live table's move clock, a turn-based table's deadline): the number of moves
    # made when it ran out (None: not out of time). Stored, so a restart keeps it; it lasts until
    # the person is back (a turn-based seat: until its stand-in made the move that ran out).
    out_of_time: int | None = None

    @property
    def timed_out(self) -> bool:
        return self.out_of_time is not None

    @property
    def taken(self) -> bool:
        return self.bot is not None or self.token_hash is not None

    @property
    def person(self) -> bool:
        return self.bot is None and self.token_hash is not None

    def row(self) -> SeatRow:
        return SeatRow(
            self.index,
            self.name,
            self.token_hash,
            self.bot,
            self.bot_seed,
            self.browser,
            self.away,
            self.clock,
            self.asking,
            self.account,
            self.deadline,
            self.out_of_time,
        )

    @classmethod
    def from_row(cls, row: SeatRow) -> Seat:
        return cls(
            row.seat,
            row.name,
            row.token_hash,
            row.bot,
            row.bot_seed,
            row.browser,
            row.away,
            row.clock,
            row.asking,
            row.account,
            row.deadline,
            out_of_time=row.out_of_time,
        )

    def free(self) -> None:
        """Nobody sits here any more (before the start): the token no longer opens it."""
        self.name = self.token_hash = self.bot = self.bot_seed = self.browser = self.away = self.asking = None
        self.account = self.deadline = None
        self.player = self.stand_in = None
        self.out_of_time = None

    def holds(self, token_hash: str) -> bool:
        return self.token_hash is not None and secrets.compare_digest(self.token_hash, token_hash)

    def summary(self, you: int | None, away: str | None) -> dict[str, Any]:
        """The seat as everyone at the table sees it; `away`: why a stand-in plays it now."""
        return {
            "seat": self.index,
            "name": self.name,
            "deleted": self.person and self.name is None,  # a player who deleted their account
            "bot": self.bot,
            "taken": self.taken,
            "you": self.index == you,
            "away": away,
            "connected": self.connections > 0 if self.person else None,
        }
