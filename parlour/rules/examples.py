"""A rule at work as a surface shows it: what one seat saw of a scenario, and those things in words.

`example(rule)` plays the rule's scenario with the game's engine (once: it is cached) and keeps
only what the seat whose view is shown may know: its view before and after the move, the events
of every move as it received them (`Event.for_seat`), the move, and the refusal's rule and values.
No state, deck or seed is kept, so what the rules page and the terminal show of a scenario obeys
the same secrecy as a table. The scenario is checked as it is built: one that does not bite as it
says is never shown (`ScenarioError`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from parlour.engine import registry
from parlour.engine.errors import IllegalAction
from parlour.engine.i18n import normalise_language, translate
from parlour.engine.words import PLAIN, Words, words_of
from parlour.rules.cites import rule_of
from parlour.rules.scenarios import ScenarioError, problems, run, scenario

Seen = tuple[dict[str, Any], ...]  # one move's events, as the seat received them
LOG_LINES = 8  # the moves before that an example's log shows (a position deep in a game has hundreds)


@dataclass(frozen=True)
class Example:
    """One scenario as its seat saw it: nothing here is hidden from that seat."""

    game: str
    rule: str
    seat: int
    players: int
    turns: tuple[tuple[int, Seen], ...]  # the moves before (seat -1: the opening events)
    view: Mapping[str, Any]  # the seat's view of the position
    move: Mapping[str, Any]  # the move tried, as JSON
    refusal: IllegalAction | None  # its rule, sentence key and values (no state)
    events: Seen  # the move's events (none when refused)
    after: Mapping[str, Any]  # the seat's view after the move

    @property
    def refused(self) -> bool:
        return self.refusal is not None


def has_example(rule: str) -> bool:
    return scenario(rule) is not None


@cache
def example(rule: str) -> Example:
    """The example of `rule`; KeyError if it has no scenario, ScenarioError if it does not bite."""
    found = scenario(rule)
    if found is None:
        raise KeyError(rule)
    game = rule.split(".")[0]
    played = run(game, found)
    wrong = problems(played)
    if wrong:
        raise ScenarioError("; ".join(wrong))
    seat = found.seat
    refusal = played.refusal
    return Example(
        game=game,
        rule=rule,
        seat=seat,
        players=played.state.players,
        turns=tuple((actor, tuple(e.for_seat(seat) for e in events)) for actor, events in played.turns),
        view=played.view,
        move=found.move.to_json(),
        refusal=None if refusal is None else IllegalAction(refusal.rule, key=refusal.key, **refusal.params),
        events=tuple(e.for_seat(seat) for e in played.events),
        after=played.after,
    )


# -- in words ----------------------------------------------------------------------------------


def names(players: int, lang: str) -> list[str]:
    """The seats' names in an example: "Player A", "Player B", ... (玩家甲, 玩家乙, ...): letters, so
    that no name is mistaken for a seat number."""
    letters = translate("rules.example.letters", lang)
    return [translate("rules.example.player", lang, letter=letters[seat]) for seat in range(players)]


def _words(game: str) -> Words:
    return words_of(registry.manifest(game).part("text"))


def move_label(found: Example, lang: str, seats: Sequence[str]) -> str:
    """The move in the game's words ("Play a card: Card 1"); a move the game's words cannot label
    (a refused move may name no seat there) is said by its fields."""
    if found.move.get("type") == "terminate":
        return translate("rules.example.terminate", lang)
    try:
        group, label = _words(found.game).action_label(found.move, lang, seats)
    except Exception:  # a refused move may be one no button ever shows
        group, label = PLAIN.action_label(found.move, lang, seats)
    return translate("rules.example.move", lang, group=group, label=label) if label else group


def said(found: Example, lang: str) -> str:
    """The move and its author: "Player 1 tries: ..." (refused) or "Player 1: ..." (applied)."""
    seats = names(found.players, lang)
    key = "rules.example.tries" if found.refused else "rules.example.plays"
    return translate(key, lang, player=seats[found.seat], move=move_label(found, lang, seats))


def refusal_text(found: Example, lang: str) -> str:
    """The refusal as a player at the table reads it (the rule's sentence in `lang`)."""
    assert found.refusal is not None
    return found.refusal.text(lang)


def log_lines(found: Example, lang: str, last: int = LOG_LINES) -> list[dict[str, Any]]:
    """The last moves before, as log lines the seat read: {index, seat, text, rule}."""
    seats = names(found.players, lang)
    say = _words(found.game)
    out = []
    start = max(0, len(found.turns) - last)
    for index, (actor, events) in enumerate(found.turns[start:], start=start):
        line: dict[str, Any] = {
            "index": index,
            "seat": actor,
            "text": say.log_sentences(events, found.view, lang, seats).text(),
        }
        rule = rule_of(found.game, events)
        if rule is not None:
            line["rule"] = rule
        out.append(line)
    return out


def outcome_lines(found: Example, lang: str) -> tuple[list[str], list[str]]:
    """What the move did, in the log's sentences: (what happened, how the game ended)."""
    sentences = _words(found.game).log_sentences(found.events, found.after, lang, names(found.players, lang))
    return list(sentences.said), list(sentences.ended)


def end_lines(found: Example, lang: str) -> list[str]:
    """The result in sentences (the end screen's), when the move ended the game."""
    result = found.after.get("result")
    if not found.after.get("over") or not isinstance(result, Mapping):
        return []
    return _words(found.game).end_lines(result, found.after, lang, names(found.players, lang))


def example_json(rule: str, lang: str) -> dict[str, Any]:
    """The example as the rules page draws it: the seat's view (before and after), the log, the move
    and what came of it, in `lang`."""
    lang = normalise_language(lang)
    found = example(rule)
    seats = names(found.players, lang)
    outcome: dict[str, Any]
    if found.refused:
        outcome = {"refused": True, "message": refusal_text(found, lang), "lines": [], "end": []}
    else:
        happened, ended = outcome_lines(found, lang)
        outcome = {"refused": False, "message": "", "lines": happened, "end": end_lines(found, lang) or ended}
    return {
        "game": found.game,
        "rule": rule,
        "lang": lang,
        "seat": found.seat,
        "names": seats,
        "caption": translate("rules.example.seen-from", lang, player=seats[found.seat]),
        "view": found.view,
        "after": None if found.refused else found.after,
        "log": log_lines(found, lang),
        "move": {"seat": found.seat, "action": dict(found.move), "text": said(found, lang)},
        "outcome": outcome,
    }
