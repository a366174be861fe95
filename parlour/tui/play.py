"""Playing in the terminal: one person at one seat, bots at the others.

`PlaySession.run(read)` is the whole loop. `read(prompt)` returns the next typed line (the
real terminal passes `console.input`; tests pass a script), so a whole game can be played
from a test with `Console(file=io.StringIO(), width=120)`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console, RenderableType
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

from parlour.bots.base import Bot
from parlour.bots.reasons import Reason, reason_of
from parlour.engine.asking import asking_for, next_standing_answer
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.state import State
from parlour.rules.catalogue import ask_example, entry
from parlour.tui.base import SCREEN_WIDTH, CommandError, Frontend, LogEntry, SetsAsking, fold, frontend_for
from parlour.tui.text import t

Reader = Callable[[str], str]

HELP_WORDS = {"help", "h", "?", "aide", "ayuda", "說明", "幫助"}
LOG_WORDS = {"log", "l", "journal", "registro", "紀錄"}
QUIT_WORDS = {"quit", "q", "exit", "quitter", "salir", "離開"}
REDRAW_WORDS = {"table", "t", "redraw", "r"}
RULES_WORDS = {"rules", "rule", "regle", "regles", "regla", "reglas", "規則"}
AUTO_WORDS = {"auto"}  # when to be asked about each power (games with reaction windows)
WHY_WORDS = {"why", "pourquoi", "porque", "為什麼"}  # "porqué" folds to "porque"


@dataclass
class PlayOutcome:
    """How a session ended: `how` is "over" (the game ended), "quit", "eof" or "interrupt"."""

    state: State
    how: str

    @property
    def finished(self) -> bool:
        return self.how == "over"


class PlaySession:
    """A game at one table: the person at `human`, a bot at every other seat."""

    def __init__(
        self,
        state: State,
        *,
        human: int,
        bots: Mapping[int, Bot],
        names: Sequence[str],
        lang: str = "en",
        console: Console | None = None,
        frontend: Frontend | None = None,
        log_limit: int = 8,
        asking: Mapping[str, str] | None = None,
    ) -> None:
        missing = [seat for seat in range(state.players) if seat != human and seat not in bots]
        if missing:
            raise ValueError(f"no bot for these seats: {missing}")
        self.state = state
        self.human = human
        self.bots = dict(bots)
        self.names = list(names)
        self.lang = lang
        self.console = console or Console()
        self.frontend = frontend or frontend_for(state.GAME.id)
        self.log_limit = log_limit
        self.log: list[LogEntry] = []
        # When the person wants to be asked (`auto`): the game's defaults unless given.
        self.asking = asking_for(state.GAME, asking) if state.GAME.ask_defaults else {}
        self.reasons: dict[int, Reason] = {}  # action index -> why the bot that made it did

    # -- moves --------------------------------------------------------------------------

    def apply(self, seat: int, action: Any) -> None:
        """Apply `action` for `seat` and log its events as the person's seat receives them."""
        turn = len(self.state.history)
        events = self.state.apply(seat, action)
        view = self.state.view(self.human)
        self.log.append(self.frontend.log_entry(turn, seat, self.state.events_for(events, self.human), view))

    def bots_act(self) -> None:
        """Let the bots move until the person must act or the game is over.

        When several seats may act, the engine says whom the table waits for (in Regicide, after
        a jester, the others signal first and then the jester's player chooses; in a Rent a Hero
        window, the person first).
        """
        state = self.state
        while True:
            # What the person said not to be asked about is answered for them (the engine's policy).
            found = next_standing_answer(state, {self.human: self.asking}) if self.asking else None
            if found is not None:
                self.apply(*found)
                continue
            seat = state.next_to_ask(prefer=self.human)
            if seat is None or seat == self.human:
                return
            legal = state.legal_actions(seat)
            action = self.bots[seat].choose(state.view(seat), legal)
            reason = reason_of(self.bots[seat]) if len(legal) > 1 else Reason("bots.why.forced")
            if reason is not None:
                self.reasons[len(state.history)] = reason
            self.apply(seat, action)

    # -- the screen ---------------------------------------------------------------------

    def show(self) -> None:
        if self.console.is_terminal:
            self.console.clear()
        view = self.state.view(self.human)
        footer = self.frontend.commands_line(self.lang)
        screen = self.frontend.render(view, self.log, self.names, self.lang, log_limit=self.log_limit, footer=footer)
        self.print(screen)
        move_lines = getattr(self.frontend, "move_lines", None)  # optional: what the moves now would do
        if move_lines is not None:
            legal = [action.to_json() for action in self.state.legal_actions(self.human)]
            for line in move_lines(view, legal, self.names, self.lang):
                self.say(line, style="grey85")

    def print(self, renderable: RenderableType) -> None:
        self.console.print(renderable, width=min(self.console.width, SCREEN_WIDTH))

    def say(self, message: str, style: str = "") -> None:
        self.console.print(Text(message, style=style))

    def show_help(self) -> None:
        view = self.state.view(self.human)
        lines = [*self.frontend.help_lines(view, self.lang)]
        example = ask_example(self.state.GAME.id, self.lang)
        lines += [t("tui.help.help", self.lang), t("tui.help.log", self.lang), t("tui.help.why", self.lang)]
        if example is None:
            lines.append(t("tui.help.rules-plain", self.lang))
        else:
            lines.append(t("tui.help.rules", self.lang, example=example))
        lines += [t("tui.help.table", self.lang), t("tui.help.quit", self.lang)]
        body = Text("\n".join(f"• {line}" for line in lines))
        self.print(Panel(body, title=t("tui.help.title", self.lang), border_style="grey50"))

    def ask_rules(self, question: str) -> None:
        """Answer a rules question from the rules companion, about this game, in the question's language;
        a rule id (as a refusal names it) shows that entry."""
        from parlour.rules.ask import ask
        from parlour.rules.conditions import table_context
        from parlour.rules.terminal import answer_panels, entry_panel

        if not question.strip():
            self.say(t("tui.rules.how", self.lang, game=self.frontend.game_id), style="grey50")
            return
        named = entry(question.strip().lower())
        if named is not None:
            self.print(entry_panel(named.id, self.lang))
            return
        table = table_context(self.frontend.game_id, self.state.options.to_json())  # the table's variant and players
        for panel in answer_panels(ask(question, game=self.frontend.game_id, limit=3, table=table, reader=self.lang)):
            self.print(panel)

    def show_log(self) -> None:
        body = Text("\n").join(self.frontend.log_line(entry, self.lang, self.names) for entry in self.log)
        if not self.log:
            body = Text(t("tui.log.empty", self.lang), style="grey50")
        self.print(Panel(body, title=t("tui.log.title", self.lang), border_style="grey50"))

    def show_why(self, argument: str) -> None:
        """Why the last bot move was made, or seat `argument`'s last move (as the person may read it)."""
        history = self.state.history
        seats = {seat for seat in range(self.state.players) if seat != self.human}
        if argument:
            try:
                wanted = int(argument) - 1  # as the table shows seats: from 1, as on the web
            except ValueError:
                wanted = next((i for i, name in enumerate(self.names) if fold(name) == fold(argument)), -1)
            if not 0 <= wanted < self.state.players:
                self.say(t("tui.why.seat", self.lang, last=self.state.players), style="bold red1")
                return
            seats = {wanted}
        index = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat in seats), None)
        if index is None:
            self.say(t("bots.why.none", self.lang), style="grey50")
            return
        player = self.names[history[index].seat]
        reason = self.reasons.get(index)
        if reason is None:
            self.say(t("bots.why.no-reason", self.lang, player=player), style="grey50")
            return
        lines = reason.shown_to(self.human).lines(self.lang, self.names)
        body = Text(lines[0])
        for line in lines[1:]:
            body.append("\n• " + line, style="grey62")
        self.print(Panel(body, title=t("bots.why.title", self.lang, player=player), border_style="grey50"))

    def show_end(self) -> None:
        state = self.state
        if self.console.is_terminal:
            self.console.clear()
        # The game is over: Hanabi shows every hand; a Regicide spectator sees none, so the player's own.
        final = state.view(None if state.GAME.reveal_at_end else self.human)
        screen = self.frontend.render(final, self.log, self.names, self.lang, log_limit=self.log_limit)
        self.print(screen)
        result = state.result()
        lines = self.frontend.end_lines(None if result is None else result.to_json(), final, self.lang)
        title = t("tui.game-over", self.lang)
        panel = Panel(Text("\n".join(lines), style="bold"), title=title, border_style="yellow1")
        self.print(panel)

    # -- the loop -------------------------------------------------------------------------

    def prompt(self) -> str:
        return f"[bold yellow1]{escape(t('tui.prompt', self.lang))}[/] › "

    def run(self, read: Reader) -> PlayOutcome:
        """Play until the game ends or the person leaves (quit, end of input, Ctrl-C)."""
        try:
            self.bots_act()
            while not self.state.is_over():
                self.show()
                how = self._human_turn(read)
                if how is not None:
                    return PlayOutcome(self.state, how)
                self.bots_act()
        except KeyboardInterrupt:
            self.console.print()
            self.say(t("tui.interrupted", self.lang), style="bold")
            return PlayOutcome(self.state, "interrupt")
        self.show_end()
        return PlayOutcome(self.state, "over")

    def _human_turn(self, read: Reader) -> str | None:
        """Read commands until one move is accepted (None) or the person leaves ("quit"...)."""
        lang = self.lang
        while True:
            try:
                line = read(self.prompt())
            except EOFError:
                self.console.print()
                self.say(t("tui.bye", lang), style="bold")
                return "eof"
            command = line.strip()
            if not command:
                continue
            word = fold(command.split()[0])
            if word in HELP_WORDS:
                self.show_help()
                continue
            if word in LOG_WORDS:
                self.show_log()
                continue
            if word in WHY_WORDS:
                self.show_why(command.split(maxsplit=1)[1].strip() if len(command.split()) > 1 else "")
                continue
            if word in REDRAW_WORDS:
                self.show()
                continue
            if word in RULES_WORDS:
                self.ask_rules(command.split(maxsplit=1)[1] if len(command.split()) > 1 else "")
                continue
            if word in AUTO_WORDS and self.asking and isinstance(self.frontend, SetsAsking):
                if self._auto(command.split()[1:]):
                    return None  # the new levels answered the window the person was asked about
                continue
            if word in QUIT_WORDS:
                self.say(t("tui.bye", lang), style="bold")
                return "quit"
            view = self.state.view(self.human)
            shown = self.frontend.info(command, view, self.names, lang)
            if shown is not None:
                self.print(shown)
                continue
            try:
                action = self.frontend.parse(command, view, self.names, lang)
            except CommandError as exc:
                self.say(str(exc), style="bold red1")
                continue
            if action is None:
                self.say(t("tui.unknown-command", lang, command=command), style="bold red1")
                continue
            try:
                self.apply(self.human, action)
            except IllegalAction as exc:
                sentence = self.frontend.explain(exc, lang)
                self.say(t("tui.illegal", lang, rule=exc.rule, text=sentence), style="bold red1")
                self.say(t("tui.nothing-changed", lang), style="grey50")
                if entry(exc.rule) is not None:
                    self.say(t("tui.rule-more", lang, rule=exc.rule), style="grey50")
                continue
            except BadInput as exc:
                self.say(t("tui.bad-input", lang, text=exc.text(lang)), style="bold red1")
                continue
            return None

    def _auto(self, words: Sequence[str]) -> bool:
        """`auto [topic|all] [level]`: show or set when the person is asked; whether that answered the window."""
        assert isinstance(self.frontend, SetsAsking)
        try:
            self.asking, lines = self.frontend.auto(words, self.asking, self.lang)
        except CommandError as exc:
            self.say(str(exc), style="bold red1")
            return False
        for line in lines:
            self.say(line)
        found = next_standing_answer(self.state, {self.human: self.asking})
        if found is None:
            return False
        self.apply(*found)
        return True


def save_record(
    state: State, names: Sequence[str], path: str | Path, reasons: Mapping[int, Reason] | None = None, **meta: Any
) -> Path:
    """Write the game's record (`state.record(names).dumps()`, with the bots' `reasons`) to `path`."""
    record = state.record(names, **meta)
    record.reasons = {index: reason.to_json() for index, reason in (reasons or {}).items()}
    target = Path(path)
    target.write_text(record.dumps() + "\n", encoding="utf-8")
    return target
