"""What every game's terminal face provides, and the pieces the play and replay loops share."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from parlour.engine import registry
from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.i18n import LogSentences

SCREEN_WIDTH = 100  # wider terminals get a table of this width, easier to read than a stretched one


def fold(word: str) -> str:
    """Lower case without accents, so `défausser` and `defausser` are one typed word."""
    decomposed = unicodedata.normalize("NFKD", word.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


class CommandError(Exception):
    """A typed command that could not be read; the message is a sentence for the player."""


@dataclass
class LogEntry:
    """One accepted action and its events, as one viewer received them (redacted)."""

    turn: int
    seat: int
    events: list[dict[str, Any]] = field(default_factory=list)


def styled_log_line(turn: int, sentences: LogSentences) -> Text:
    """A log line for the terminal: the turn number, the first sentence plain, the others dimmer,
    the ending in bold on a line of its own."""
    line = Text(f"{turn + 1:>3}  ", style="grey50")
    for i, part in enumerate(sentences.said):
        if i:
            line.append(" · ", style="grey50")
        line.append(part, style="" if i == 0 else "grey70")
    for end in sentences.ended:
        line.append("\n     " + end, style="bold")
    return line


class Frontend(Protocol):
    """A game's terminal face: it draws views and reads commands, never touching a state.

    `info` answers a command that only shows something (Regicide's `discard`), or returns None.
    Whom the table waits for (`State.next_to_ask`) and whether the end screen shows every hand
    (`Game.reveal_at_end`) are the engine's; the words are the game's text module's.
    """

    game_id: str

    def info(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None: ...

    def log_entry(
        self, turn: int, seat: int, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any]
    ) -> LogEntry: ...

    def log_line(self, entry: LogEntry, lang: str, names: Sequence[str]) -> Text: ...

    def render(
        self,
        view: Mapping[str, Any],
        log: Sequence[LogEntry],
        names: Sequence[str],
        lang: str,
        *,
        subtitle: str = "",
        log_limit: int | None = 8,
        footer: str | None = None,
    ) -> RenderableType: ...

    def commands_line(self, lang: str) -> str: ...

    def help_lines(self, view: Mapping[str, Any], lang: str) -> list[str]: ...

    def parse(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Action | None: ...

    def end_lines(self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str) -> list[str]: ...

    def explain(self, error: IllegalAction, lang: str) -> str: ...


@runtime_checkable
class SetsAsking(Protocol):
    """A terminal face that reads `auto` (games whose seats set when to be asked: `parlour.engine.asking`)."""

    def auto(self, words: Sequence[str], levels: Mapping[str, str], lang: str) -> tuple[dict[str, str], list[str]]:
        """The levels after `auto WORDS` (unchanged when it only shows them), and lines to print; CommandError."""
        ...


def seat_number(seat: int) -> int:
    """The number a seat is shown and typed by: from 1, as the web numbers seats (the engine's from 0)."""
    return seat + 1


def seat_list(names: Sequence[str]) -> str:
    """Every player with the number to type for them: "Ann (1), Bob (2)"."""
    return ", ".join(f"{name} ({seat_number(seat)})" for seat, name in enumerate(names))


def find_seat(who: str, names: Sequence[str]) -> int | None:
    """A seat (the engine's, from 0) from its number as shown (from 1) or a player's name (whole, or a
    prefix only one name has)."""
    try:
        number: int | None = int(who)
    except ValueError:
        number = None
    if number is not None:
        return number - 1 if 1 <= number <= len(names) else None
    wanted = fold(who)
    if not wanted:
        return None
    exact = [seat for seat, name in enumerate(names) if fold(name) == wanted]
    if len(exact) == 1:
        return exact[0]
    prefix = [seat for seat, name in enumerate(names) if fold(name).startswith(wanted)]
    return prefix[0] if len(prefix) == 1 else None


def frontend_for(game_id: str) -> Frontend:
    """The terminal face of `game_id`, its manifest's `terminal` part (BadInput when it has none)."""
    face = registry.manifest(game_id).part("terminal")
    if face is None:
        playable = ", ".join(m.id for m in registry.manifests() if m.terminal is not None)
        raise BadInput(f"{game_id} cannot be played in the terminal yet (terminal games: {playable})")
    found: Frontend = face()
    return found


def screen(
    title: Text,
    sections: Sequence[RenderableType | None],
    log: RenderableType,
    log_title: str,
    legend: str,
    footer: str | None = None,
) -> Group:
    """Every game's screen: the table (its sections, blank lines between), the log, a legend, a footer."""
    parts: list[RenderableType] = []
    for section in sections:
        if section is not None:
            parts += [Text(), section] if parts else [section]
    table = Panel(
        Group(*parts), title=title, title_align="left", border_style="grey50", padding=(0, 1), box=box.ROUNDED
    )
    log_panel = Panel(
        log, title=Text(f" {log_title} ", style="bold"), title_align="left", border_style="grey35", padding=(0, 1)
    )
    out: list[RenderableType] = [table, log_panel, Text(" " + legend, style="grey50")]
    if footer:
        out.append(Text(" " + footer, style="grey70"))
    return Group(*out)
