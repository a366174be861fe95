"""Replaying a saved game: step through it from one seat's point of view, or sum it up as JSON.

A file is either a Parlour record (JSON with `"format": "parlour-record"`) or a foreign record a
game's manifest reads (`records`: a hanab.live export for Hanabi), recognised by its shape.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from parlour.bots.reasons import Audience, Reason
from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.engine.record import GameRecord, at_action, parse_json, read_json, replay, start
from parlour.sim.report import figures_of
from parlour.tui.base import SCREEN_WIDTH, Frontend, LogEntry, frontend_for
from parlour.tui.text import t

Reader = Callable[[str], str]


def load_record(source: str | Path) -> GameRecord:
    """A record from a file (or JSON text): a Parlour record or a hanab.live game."""
    data = parse_json(source) if isinstance(source, str) and source.lstrip()[:1] == "{" else read_json(source)
    if isinstance(data, dict) and data.get("format") == "parlour-record":
        return GameRecord.from_json(data)
    for manifest in registry.manifests():
        for foreign in manifest.record_formats().values():
            if foreign.recognises(data):
                return foreign.import_game(data)
    raise BadInput(
        'not a game record: expected a Parlour record ("format": "parlour-record") or a foreign record a game reads'
        " (a hanab.live export)",
        code="engine.input.record",
    )


def summary(record: GameRecord) -> dict[str, Any]:
    """The final result of a record as JSON-safe data (what `parlour replay --json` prints).

    Every game: `game`, `players`, `over`, `turns`, `outcome`, `end_reason`, `options`, then the
    result's own figures as the game's bench part says (`Figures.replay_summary`; Regicide:
    `enemies_defeated`, and `medal` and `jesters_used` in solo; Hanabi: `score`, `points`,
    `max_score`, `rating`, `strikes`).
    """
    state = replay(record)
    view = state.view(None)
    result = state.result()
    details = {} if result is None else result.to_json()
    out: dict[str, Any] = {
        "game": record.game,
        "players": list(record.players),
        "over": state.is_over(),
        "turns": len(state.history),
        "end_reason": details.get("end_reason", details.get("reason")),
        "outcome": details.get("outcome"),
    }
    out |= figures_of(record.game).replay_summary(record, view, details)
    out["options"] = record.options
    return out


@dataclass
class Frame:
    """The table after `turn` actions, and the log up to there, as one seat sees them."""

    turn: int
    view: Mapping[str, Any]
    log: list[LogEntry]


def frames(record: GameRecord, seat: int | None, frontend: Frontend | None = None) -> list[Frame]:
    """Every position of the game, from the start (turn 0) to the last action."""
    state = start(record)
    if seat is not None:
        state.check_seat(seat)
    face = frontend or frontend_for(record.game)
    out = [Frame(0, state.view(seat), [])]
    log: list[LogEntry] = []
    for index, (actor, action) in enumerate(record.actions):
        with at_action(index):
            events = state.apply(actor, action)
        view = state.view(seat)
        log.append(face.log_entry(index, actor, state.events_for(events, seat), view))
        out.append(Frame(index + 1, view, list(log)))
    return out


class ReplaySession:
    """Step through a record: Enter next, `b` back, a number jumps to that turn, `q` quits."""

    def __init__(
        self, record: GameRecord, *, seat: int | None = None, lang: str = "en", console: Console | None = None
    ) -> None:
        self.record = record
        self.seat = seat
        self.lang = lang
        self.console = console or Console()
        self.frontend = frontend_for(record.game)
        self.frames = frames(record, seat, self.frontend)
        self.position = 0

    @property
    def total(self) -> int:
        return len(self.frames) - 1

    def show(self, note: str = "") -> None:
        if self.console.is_terminal:
            self.console.clear()
        frame = self.frames[self.position]
        lang = self.lang
        whose = (
            t("tui.replay.spectator", lang)
            if self.seat is None
            else t("tui.replay.seat", lang, player=self.record.players[self.seat])
        )
        subtitle = f"{t('tui.replay.title', lang, turn=frame.turn, total=self.total)} · {whose}"
        footer = t("tui.replay.keys", lang)
        names = self.record.players
        screen = self.frontend.render(frame.view, frame.log, names, lang, subtitle=subtitle, footer=footer)
        self.console.print(screen, width=min(self.console.width, SCREEN_WIDTH))
        self.show_why(frame.turn - 1)
        if frame.turn == self.total:
            result = frame.view.get("result")
            lines = self.frontend.end_lines(result if isinstance(result, dict) else None, frame.view, lang)
            self.console.print(Text("\n".join([t("tui.replay.end", lang), *lines]), style="bold"))
        if note:
            self.console.print(Text(note, style="bold red1"))

    def show_why(self, index: int) -> None:
        """Why the bot made move `index`, as the replay's seat may read it (a record keeps reasons whole)."""
        reason = Reason.parse(self.record.reasons.get(index)) if index in self.record.reasons else None
        if reason is None:
            return
        sees_all = registry.get(self.record.game).spectators_see_hidden
        reader: Audience = self.seat if self.seat is not None else ("all" if sees_all else "public")
        names = self.record.players
        lines = reason.shown_to(reader).lines(self.lang, names)
        actor = self.record.actions[index][0]
        title = t("bots.why.title", self.lang, player=names[actor] if 0 <= actor < len(names) else "?")
        body = Text(f"{title}: ", style="bold").append(lines[0], style="")
        for line in lines[1:]:
            body.append("\n  • " + line, style="grey62")
        self.console.print(body, width=min(self.console.width, SCREEN_WIDTH))

    def run(self, read: Reader) -> int:
        """Step until `q` or the end of input; returns the turn shown last."""
        note = ""
        prompt = f"[bold yellow1]{escape(t('tui.replay.prompt', self.lang))}[/] › "
        try:
            while True:
                self.show(note)
                note = ""
                try:
                    key = read(prompt).strip().lower()
                except EOFError:
                    self.console.print()
                    break
                if key in ("q", "quit", "exit"):
                    break
                if key in ("", "n", "next"):
                    self.position = min(self.position + 1, self.total)
                elif key in ("b", "back", "p"):
                    self.position = max(self.position - 1, 0)
                elif key.isascii() and key.isdigit() and len(key) < 7 and int(key) <= self.total:
                    self.position = int(key)
                else:
                    note = t("tui.replay.bad-key", self.lang, typed=key, total=self.total)
        except KeyboardInterrupt:
            self.console.print()
        return self.position
