"""What one client may cost the server: sizes, rates, caps and time-outs, and the token bucket.

Every limit is a field of `Limits` (with `parlour serve` flags for the ones an operator tunes),
so tests can shrink them and a busy server can widen them without touching the code.
"""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Limits:
    """The server's bounds. Sizes in bytes, times in seconds, rates per second."""

    max_message: int = 16 * 1024  # a websocket message (a real one is a few hundred bytes)
    max_body: int = 16 * 1024  # an HTTP request body
    max_depth: int = 16  # nesting of a JSON message or body
    # Each websocket's token bucket: `burst` messages at once, then `rate` a second; a message
    # costs 1, a full screen (`lang`, `hello`) `screen_cost`. Messages over budget are dropped; a
    # client that has `flood_drops` dropped (less `rate` a second since) is disconnected.
    rate: float = 10.0
    burst: float = 40.0
    screen_cost: float = 8.0
    flood_drops: int = 100
    # Bytes a websocket may send (checked before its frames are parsed): a flood of tiny frames
    # costs the parser whatever the token bucket above then drops.
    inbound_rate: float = 16 * 1024
    inbound_burst: float = 64 * 1024
    # Each client's outgoing queue: a client this many messages (or bytes) behind, or whose
    # socket has not taken a message for `send_timeout`, is disconnected; it reconnects and is
    # sent the whole screen.
    queue_messages: int = 64
    queue_bytes: int = 2 * 1024 * 1024
    send_timeout: float = 10.0
    hello_timeout: float = 10.0  # from the connection's opening, however chatty it is
    idle_timeout: float = 90.0  # a connection that sends nothing (the client pings every 20 s)
    connections_per_table: int = 200
    connections_per_address: int = 30
    connects_per_minute: float = 60.0  # websocket handshakes per address
    # Tables: creation per address (a bucket: `tables_burst`, then `tables_per_minute`), live
    # tables (open or in play) an address may have made, and tables held in memory in all.
    tables_per_minute: float = 6.0
    tables_burst: float = 10.0
    tables_per_address: int = 8
    max_tables: int = 3000
    joins_per_minute: float = 30.0  # seats taken per address
    # Accounts (parlour/server/accounts.py): sign-in attempts per address and per account name, a
    # minute (as many at once), and accounts made per address.
    signins_per_minute: float = 10.0
    signins_per_name: float = 5.0
    signups_per_minute: float = 3.0
    reads_per_minute: float = 600.0  # lobby pages, replays and records per address (120 at once)
    open_idle: float = 30 * 60.0  # an open table nobody is connected to expires after this
    abandoned_after: float = 24 * 3600.0  # a table in play nobody has been connected to is closed
    away_after: float = 60.0  # a person disconnected this long while asked is played by a bot
    sweep_every: float = 30.0
    # Shared replays: members in one, rooms an address may have open (and open a minute), rooms in
    # all; a room nobody is in closes after `room_empty`, one whose leader does nothing after `room_idle`.
    room_members: int = 50
    rooms_per_address: int = 4
    rooms_per_minute: float = 6.0
    max_rooms: int = 500
    room_empty: float = 120.0
    room_idle: float = 2 * 3600.0

    @classmethod
    def field_names(cls) -> list[str]:
        return [f.name for f in fields(cls)]

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.field_names()}


class TokenBucket:
    """`burst` tokens, refilled at `rate` a second; `take(cost)` says whether they were there.

    Constant time and memory whatever the traffic: a flood costs one subtraction a message.
    """

    __slots__ = ("burst", "last", "rate", "tokens")

    def __init__(self, rate: float, burst: float, now: float | None = None) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = time.monotonic() if now is None else now

    def take(self, cost: float = 1.0, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < cost:
            return False
        self.tokens -= cost
        return True

    def full(self, now: float | None = None) -> bool:
        """Whether the bucket has refilled completely (nothing left to remember about its owner)."""
        now = time.monotonic() if now is None else now
        return self.tokens + (now - self.last) * self.rate >= self.burst


class Buckets:
    """One token bucket per key (a client address), forgetting keys whose bucket is full again.

    At most `most` keys are kept: past that, the oldest are dropped (a full bucket is what a
    forgotten key gets back, so the bound costs an attacker rotating addresses nothing more).
    """

    def __init__(self, per_minute: float, burst: float, most: int = 100_000) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.most = most
        self.buckets: OrderedDict[str, TokenBucket] = OrderedDict()

    def take(self, key: str, cost: float = 1.0) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = TokenBucket(self.rate, self.burst)
            while len(self.buckets) > self.most:
                self.buckets.popitem(last=False)
        else:
            self.buckets.move_to_end(key)
        return bucket.take(cost)

    def forget_full(self) -> None:
        """Drop the keys whose bucket has refilled (called now and then by the server's sweeper)."""
        now = time.monotonic()
        for key in [k for k, b in self.buckets.items() if b.full(now)]:
            del self.buckets[key]


def address_key(host: str) -> str:
    """The key an address is limited under: an IPv4 address itself, an IPv6 address its /64
    network (a home or a phone has a whole /64 to pick from), anything else as given."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)
