"""What one seat's screen shows, built from the engine's redacted outputs and each game's text.

Everything here starts from `State.view(seat)`, the seat's legal actions and the events as
`Event.for_seat` redacted them, so a message built here can hold nothing the seat may not know.
Log lines and button labels are rendered in the reader's language by the games' text modules
(the same sentences the terminal styles, so both surfaces tell a game the same way).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from parlour.bots.reasons import Reason
from parlour.engine import registry
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.state import State
from parlour.engine.words import Words, words_of
from parlour.rules.cites import rule_of
from parlour.server.clients import Audience

Labeller = Callable[[Mapping[str, Any], str, Sequence[str]], tuple[str, str]]


@cache
def words(game_id: str) -> Words:
    """The game's `text` part; a function it lacks (or the whole part) is said in plain words."""
    return words_of(registry.manifest(game_id).part("text"))


def labeller(game_id: str) -> Labeller:
    return words(game_id).action_label


def view_of(state: State, audience: Audience) -> Mapping[str, Any]:
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
    view: Mapping[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """The seat's legal actions as buttons: the action's JSON, its group and label, in `lang`, and
    what it will do (`preview`) when the game says, from the seat's own view.

    `known` keeps the buttons already labelled (by action and language, for these names): most of
    a seat's moves come back turn after turn, and labelling them is most of a screen's cost. A
    preview depends on the state, so it is added to a copy, never kept.
    """
    label = labeller(state.GAME.id)
    preview = words(state.GAME.id).action_preview
    seen = state.view(seat) if view is None else view
    entries = []
    for action in state.legal_actions(seat):
        entry = None if known is None else known.get((action, lang))
        if entry is None:
            data = action.to_json()
            group, text = label(data, lang, names)
            entry = {"action": data, "group": group, "label": text}
            if known is not None:
                known[(action, lang)] = entry
        said = preview(entry["action"], seen, lang, names)
        entries.append(entry if said is None else {**entry, "preview": said})
    return entries


def log_lines(
    game_id: str,
    turns: Sequence[tuple[int, Sequence[Event]]],
    seat: Audience | None,
    view: Mapping[str, Any],
    lang: str,
    names: Sequence[str],
    start: int = 0,
    reasons: Mapping[int, Reason] | None = None,
) -> list[dict[str, Any]]:
    """Log lines for turns[start:], as `seat` (a seat or a spectator's audience; None: a spectator
    who sees every hand) received their events, in the game's own words.

    `turns[0]` may be the opening events (seat -1): they are shown without a turn number.
    `reasons` (action index -> a bot's reason): a bot's line carries `why`, its reason as this
    audience may read it (`Reason.shown_to`), then the alternatives it rejected, as sentences.
    """
    say = words(game_id)
    audience: Audience = "all" if seat is None else seat
    opening = 1 if turns and turns[0][0] == -1 else 0
    # Those who see "every hand" read reasons whole only where the spectator's view shows every hand.
    reader: Audience = "public" if audience == "all" and not registry.get(game_id).spectators_see_hidden else audience
    lines = []
    for index in range(start, len(turns)):
        actor, events = turns[index]
        redacted = [redact(event, audience) for event in events]
        line = {"index": index, "seat": actor, "text": say.log_sentences(redacted, view, lang, names).text()}
        rule = rule_of(game_id, redacted)
        if rule is not None:  # the rules page entry this turn is governed by
            line["rule"] = rule
        reason = None if reasons is None else reasons.get(index - opening)
        if reason is not None and actor >= 0:
            line["why"] = reason.shown_to(reader).lines(lang, names)
        lines.append(line)
    return lines


def end_lines(
    game_id: str, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str]
) -> list[str]:
    """The result in sentences (score and rating, medal, winners) for the end screen."""
    return words(game_id).end_lines(result, view, lang, names)
