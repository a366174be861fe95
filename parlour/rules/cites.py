"""The rule a log line tells of: each turn's events point to the catalogue entry that governs them.

The web log links each line to that entry ("a misfire" -> `hanabi.play.misfire`). A turn with
several events cites the most telling one: a defeat over the attack that caused it, a power over
the card that carried it, the end of the game over everything. Each game's table is its
companion's `CITES` (`parlour.games.<game>.companion.cites`), built from the helpers here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from parlour.rules.content import cites, has_content

Event = Mapping[str, Any]
Rule = Callable[[Event], str | None]


def by(key: str, table: Mapping[Any, str]) -> Rule:
    return lambda event: table.get(event.get(key))


def end(table: Mapping[str, str]) -> Rule:
    return lambda event: table.get(str(event.get("end_reason", event.get("reason"))))


def always(rule: str) -> Rule:
    return lambda event: rule


def rule_of(game: str, events: Iterable[Event]) -> str | None:
    """The rule id a turn's events (as its reader saw them) are best explained by, if any."""
    found: dict[str, str] = {}
    kinds: Mapping[str, Rule] = cites(game) if has_content(game) else {}
    for event in events:
        how = kinds.get(str(event.get("kind")))
        if how is not None and event.get("kind") not in found:
            rule = how(event)
            if rule:
                found[str(event["kind"])] = rule
    for kind in kinds:  # the most telling kind first
        if kind in found:
            return found[kind]
    return None
