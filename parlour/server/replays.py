"""Finished games: step through them from any seat's point of view, and export their records.

Only a finished game is replayed or exported: until then its record holds the seed and every
hidden card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from parlour.engine import registry
from parlour.engine.events import Event
from parlour.engine.state import State
from parlour.server import present

if TYPE_CHECKING:
    from parlour.server.tables import LiveTable


def _finished(table: LiveTable) -> None:
    from parlour.server.errors import TableError

    if table.status != "over" or table.state is None:
        raise TableError("web.error.not-over")


def _int(value: Any, default: int, low: int, high: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return max(low, min(high, number))


Turns = list[tuple[int, list[Event]]]


def real_moment(table: LiveTable, index: int) -> tuple[State, Turns]:
    """The finished game after its first `index` moves, and its turns so far (the opening as seat -1)."""
    _finished(table)
    assert table.state is not None
    state = table.game.new_state(table.options, seed=table.seed)
    turns: Turns = [(-1, list(state.opening_events))] if state.opening_events else []
    for turn in table.state.history[:index]:
        turns.append((turn.seat, state.apply(turn.seat, turn.action)))
    return state, turns


def screen(
    table: LiveTable, state: State, turns: Turns, viewer: int | None, lang: str, index: int, real: int | None = None
) -> dict[str, Any]:
    """The replay's screen after `index` moves as `viewer` saw it (None: a spectator, every hand):
    the view, the log (each line with the `moment` it leads to, a bot's line with its reason), the
    result, and `movers` (who made each of the real game's moves, for the timeline's labels).

    `real`: how many of the turns' moves are the real game's (a hypothetical's own moves follow
    them, and the real game's reasons are not theirs); all of them by default."""
    assert table.state is not None
    names = table.names(lang)
    view = state.view(viewer)
    result = state.result()
    real = index if real is None else real
    reasons = {i: reason for i, reason in table.reasons.items() if i < real}
    log = present.log_lines(table.game.id, turns, viewer, view, lang, names, reasons=reasons)
    opening = bool(turns) and turns[0][0] == -1  # the deal's own line, if any, leads to moment 0
    for line in log:
        line["moment"] = line["index"] if opening else line["index"] + 1  # the moves played once it happened
    return {
        "type": "replay",
        "index": index,
        "total": len(table.state.history),
        "seat": viewer,
        "names": names,
        "movers": [turn.seat for turn in table.state.history],
        "view": view,
        "log": log,
        "result": None
        if result is None
        else {**result.to_json(), "lines": present.end_lines(table.game.id, result.to_json(), view, lang, names)},
        "table": table.summary(),
    }


def viewer_of(table: LiveTable, seat: Any) -> int | None:
    """The seat a replay is seen from (None: a spectator) as a request names it."""
    return None if seat in (None, "", "spectator") else _int(seat, 0, 0, table.options.players - 1)


def replay_message(table: LiveTable, seat: Any, upto: Any, lang: str) -> dict[str, Any]:
    """The table after `upto` moves as `seat` saw it (a spectator when seat is missing)."""
    _finished(table)
    assert table.state is not None
    total = len(table.state.history)
    index = _int(upto, total, 0, total)
    state, turns = real_moment(table, index)
    return screen(table, state, turns, viewer_of(table, seat), lang, index)


def record_json(table: LiveTable, fmt: str) -> dict[str, Any]:
    """The finished game's record: `parlour` (our format) or one of the game's record formats
    (its manifest's `records`: `hanablive` for Hanabi)."""
    from parlour.server.errors import TableError

    _finished(table)
    assert table.state is not None
    record = table.state.record(players=table.names("en"), table=table.id)
    # Whole: a finished game's record holds its seed, so every card a reason names (see docs/protocol.md).
    record.reasons = {index: reason.to_json() for index, reason in table.reasons.items()}
    if fmt == "parlour":
        return record.to_json()
    foreign = registry.manifest(table.game.id).record_formats().get(fmt)
    if foreign is not None:
        return foreign.export_game(record)
    raise TableError("web.error.format")
