"""What one seat's screen shows, built from the engine's redacted outputs and each game's text.

Everything here starts from `State.view(seat)`, the seat's legal actions and the events as
`Event.for_seat` redacted them, so a message built here can hold nothing the seat may not know.
Log lines and button labels are rendered in the reader's language by the games' text modules
(the terminal's log lines are reused, so both surfaces tell a game the same way).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.state import State
from parlour.rules.cites import rule_of
from parlour.server.clients import Audience
from parlour.tui.base import Frontend, LogEntry, frontend_for

_TURN_PREFIX = re.compile(r"^\s*\d+\s+")

Labeller = Callable[[Mapping[str, Any], str, Sequence[str]], tuple[str, str]]


@cache
def frontend(game_id: str) -> Frontend:
    return frontend_for(game_id)


@cache
def labeller(game_id: str) -> Labeller:
    module = importlib.import_module(f"parlour.games.{game_id}.text")
    label: Labeller = module.action_label
    return label


def view_of(state: State, audience: Audience) -> dict[str, Any]:
    """What `audience` sees of `state`: a seat's view, the public table, or every hand."""
    if audience == "public":
        return state.public_view()
    return state.view(None if audience == "all" else audience)


def redact(event: Event, audience: Audience) -> dict[str, Any]:
    """`event` as `audience` may see it."""
    if audience == "public":
        return event.for_public()
    return event.for_seat(None if audience == "all" else audience)


def legal_entries(
    state: State,
    seat: int,
    lang: str,
    names: Sequence[str],
    known: dict[tuple[Action, str], dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """The seat's legal actions as buttons: the action's JSON, its group and label, in `lang`.

    `known` keeps the buttons already labelled (by action and language, for these names): most of
    a seat's moves come back turn after turn, and labelling them is most of a screen's cost.
    """
    label = labeller(state.GAME.id)
    entries = []
    for action in state.legal_actions(seat):
        entry = None if known is None else known.get((action, lang))
        if entry is None:
            data = action.to_json()
            group, text = label(data, lang, names)
            entry = {"action": data, "group": group, "label": text}
            if known is not None:
                known[(action, lang)] = entry
        entries.append(entry)
    return entries


def log_lines(
    game_id: str,
    turns: Sequence[tuple[int, Sequence[Event]]],
    seat: Audience | None,
    view: Mapping[str, Any],
    lang: str,
    names: Sequence[str],
    start: int = 0,
) -> list[dict[str, Any]]:
    """Log lines for turns[start:], as `seat` (a seat or a spectator's audience; None: a spectator
    who sees every hand) received their events.

    `turns[0]` may be the opening events (seat -1): they are shown without a turn number.
    """
    face = frontend(game_id)
    audience: Audience = "all" if seat is None else seat
    lines = []
    for index in range(start, len(turns)):
        actor, events = turns[index]
        redacted = [redact(event, audience) for event in events]
        entry: LogEntry = face.log_entry(index, max(actor, 0), redacted, view)
        text = face.log_line(entry, lang, names).plain
        line = {"index": index, "seat": actor, "text": _TURN_PREFIX.sub("", text, count=1)}
        rule = rule_of(game_id, redacted)
        if rule is not None:  # the rules page entry this turn is governed by
            line["rule"] = rule
        lines.append(line)
    return lines


def end_lines(
    game_id: str, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str]
) -> list[str]:
    """The result in sentences (score and rating, medal, winners) for the end screen."""
    face = frontend(game_id)
    if hasattr(face, "names"):  # Rent a Hero's face names the winners
        face.names = list(names)
    return face.end_lines(result, view, lang)
