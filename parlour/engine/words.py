"""What a game's `text` part gives every surface, and the plain words a game without one gets.

The server and the terminal both tell a game through these functions, so both surfaces say
the same sentences; each styles them its own way. A game whose manifest names no `text` part is
still playable: its moves are listed by their JSON fields and its log by event kinds (visibly
plain, never a crash).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from parlour.engine.i18n import LogSentences, translate


class Words(Protocol):
    """A game's `text` part (`parlour.games.<game>.text`)."""

    def action_label(self, action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]: ...

    def action_preview(
        self, action_json: Mapping[str, Any], view: Mapping[str, Any], lang: str, names: Sequence[str]
    ) -> str | None:
        """What the move will do, said from the mover's view (its button's hint); None: nothing to say."""
        ...

    def log_sentences(
        self, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
    ) -> LogSentences: ...

    def end_lines(
        self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str]
    ) -> list[str]: ...


def _fields(data: Mapping[str, Any], skip: tuple[str, ...]) -> str:
    return ", ".join(f"{key} {value}" for key, value in data.items() if key not in skip)


class PlainWords:
    """The words of a game with no `text` part: its data as it is."""

    def action_label(self, action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
        kind = str(action_json.get("type", "?"))
        details = _fields(action_json, ("type",))
        return translate("engine.plain.moves", lang), f"{kind}: {details}" if details else kind

    def action_preview(
        self, action_json: Mapping[str, Any], view: Mapping[str, Any], lang: str, names: Sequence[str]
    ) -> str | None:
        return None

    def log_sentences(
        self, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
    ) -> LogSentences:
        said = []
        for event in events:
            details = _fields(event, ("kind",))
            said.append(f"{event.get('kind')}: {details}" if details else str(event.get("kind")))
        return LogSentences(said, [])

    def end_lines(
        self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str]
    ) -> list[str]:
        if result is None:
            return []
        return [translate("engine.plain.over", lang, outcome=result.get("outcome", "?"))]


PLAIN = PlainWords()


class PartWords:
    """A game's text part as `Words`: each function the part gives, and plain words for any it lacks."""

    def __init__(self, part: Any) -> None:
        self.action_label = getattr(part, "action_label", PLAIN.action_label)
        self.action_preview = getattr(part, "action_preview", PLAIN.action_preview)
        self.log_sentences = getattr(part, "log_sentences", PLAIN.log_sentences)
        self.end_lines = getattr(part, "end_lines", PLAIN.end_lines)


def words_of(part: Any | None) -> Words:
    """The words a surface says a game in, from its text part (None: the plain words)."""
    return PLAIN if part is None else PartWords(part)
