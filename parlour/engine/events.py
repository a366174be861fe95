"""Events an action causes, redacted per recipient.

An event has a public part that every seat and spectator sees, and an optional secret part
shown only to the seats in `secret_to` (and to spectators when `spectators_see_secret`).
Redaction is a whitelist: a recipient gets the secret only when named. `for_public` is the
event with no secret at all, whoever it names: what a spectator of the public table gets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    """Treat as immutable; not frozen only because frozen dataclasses are slow to build."""

    kind: str
    data: Mapping[str, Any]
    secret: Mapping[str, Any] = field(default_factory=dict)
    secret_to: frozenset[int] = frozenset()
    spectators_see_secret: bool = False

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as `seat` may see it (`None`: a spectator)."""
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.secret:
            allowed = self.spectators_see_secret if seat is None else seat in self.secret_to
            if allowed:
                out.update(self.secret)
        return out

    def for_public(self) -> dict[str, Any]:
        """The event with no secret part at all (whatever `secret_to` and `spectators_see_secret` say).

        What every recipient gets in common: a sub-dict of `for_seat(s)` for every seat and of
        `for_seat(None)`, for a spectator who may see no hidden card.
        """
        return {"kind": self.kind, **self.data}
