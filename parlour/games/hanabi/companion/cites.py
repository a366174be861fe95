"""Which Hanabi rule a log line tells of: event kind -> how to find its rule, most telling kinds first."""

from __future__ import annotations

from collections.abc import Mapping

from parlour.rules.cites import Rule, always, end

CITES: Mapping[str, Rule] = {
    "game-over": end(
        {
            "strikes": "hanabi.end.strikes",
            "perfect": "hanabi.end.perfect",
            "deck-out": "hanabi.end.last-round",
            "indispensable-discarded": "hanabi.bouquet.indispensable",
            "no-legal-action": "hanabi.bouquet.no-action",
            "terminated": "hanabi.end.terminated",
        },
    ),
    "terminate": always("hanabi.end.terminated"),
    "play": lambda e: (
        "hanabi.play.misfire"
        if not e.get("success")
        else "hanabi.play.five-bonus"
        if e.get("token_regained")
        else "hanabi.play.extends"
    ),
    "discard": always("hanabi.discard.regain"),
    "clue": always("hanabi.clue.touches-all"),
}
