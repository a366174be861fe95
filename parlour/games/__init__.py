"""Every game Parlour knows; importing this package registers them."""

from __future__ import annotations

from parlour.games import hanabi, regicide, rentahero  # noqa: F401
