"""Which Regicide rule a log line tells of: event kind -> how to find its rule, most telling kinds first."""

from __future__ import annotations

from collections.abc import Mapping

from parlour.rules.cites import Rule, always, end

CITES: Mapping[str, Rule] = {
    "game-over": end(
        {
            "won": "regicide.end.win",
            "cannot-pay": "regicide.end.cannot-pay",
            "cannot-act": "regicide.end.cannot-act",
            "terminated": "regicide.end.terminated",
        },
    ),
    "terminate": always("regicide.end.terminated"),
    "defeat": lambda e: "regicide.defeat.exact" if e.get("exact") else "regicide.defeat.next",
    "jester": always("regicide.jester.play"),
    "choose": always("regicide.jester.choose"),
    "signal": always("regicide.jester.signal-only"),
    "heal": always("regicide.power.hearts"),
    "pay": always("regicide.pay.enough"),
    "yield": always("regicide.yield.suffer"),
    "play": lambda e: (
        "regicide.companion.pair"
        if len(e.get("cards") or ()) == 2 and any(str(c).startswith("A") for c in e.get("cards") or ())
        else "regicide.play.values"
    ),
}
