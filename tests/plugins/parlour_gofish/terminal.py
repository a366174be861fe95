"""Go Fish in the terminal: the deck, the books, the opponent's card count and your hand; typed asks.

Everything here works from a view and from redacted events, so the screen shows only what the
seat may know: the opponent's hand as a count, never the deck's order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from parlour.engine.actions import Action
from parlour.engine.errors import IllegalAction
from parlour.engine.i18n import LANGUAGES, translate
from parlour.tui.base import CommandError, LogEntry, fold, screen, styled_log_line
from parlour_gofish.actions import Ask
from parlour_gofish.cards import RANKS, SUITS, parse_card, parse_rank, rank_code
from parlour_gofish.text import end_lines, log_sentences, rank_word

SYMBOL = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}
CHIP_RED = "bold red3 on grey93"
CHIP_BLACK = "bold grey11 on grey93"
ASK_WORDS = {"ask", "demander", "demande", "pedir", "pido", "pide", "要", "要牌"}


def _rank_words() -> dict[str, int]:
    """Every way a rank is typed: `q`, `queen`, `queens`, `dame`, `reinas`, `7`, `7s` ..."""
    words: dict[str, int] = {}
    for rank in RANKS:
        for lang in LANGUAGES:
            words[fold(rank_word(rank, lang))] = rank
            words[fold(rank_word(rank, lang, many=True))] = rank
        words[fold(rank_code(rank))] = rank
    return words


RANK_WORDS = _rank_words()


def read_rank(word: str) -> int | None:
    """The rank a typed word names, or None."""
    return RANK_WORDS.get(fold(word)) or parse_rank(word)


def chip(code: str) -> Text:
    """A card face: ` Q♥ `, red for hearts and diamonds."""
    card = parse_card(code)
    return Text(
        f" {rank_code(card.rank)}{SYMBOL[card.suit]} ", style=CHIP_RED if card.suit in SUITS[:2] else CHIP_BLACK
    )


class GoFishFrontend:
    """The terminal face of Go Fish: draws a view, reads an ask, tells events."""

    game_id = "gofish"

    def __init__(self) -> None:
        self.names: list[str] = []  # the table's names, kept from the last screen drawn (for the end lines)

    def info(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        return None  # everything there is to see is on the screen

    def log_entry(self, turn: int, seat: int, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any]) -> LogEntry:
        return LogEntry(turn, seat, [dict(event) for event in events])

    def log_line(self, entry: LogEntry, lang: str, names: Sequence[str]) -> Text:
        return styled_log_line(entry.turn, log_sentences(entry.events, None, lang, names))

    # -- the table ------------------------------------------------------------------------

    def table(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType:
        """The deck, then each player: the cards they hold (counted) and the books they laid."""
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column(no_wrap=True)
        grid.add_column()
        deck = int(view["deck_size"])
        pile = Text("▮" * min(deck, 20), style="steel_blue1")
        grid.add_row(translate("gofish.ui.deck", lang), pile, Text(translate("gofish.ui.cards", lang, count=deck)))
        for seat, hand in enumerate(view["hands"]):
            label = Text("▶ " if seat == view.get("current") else "  ", style="bold yellow1")
            label.append(names[seat], style="bold")
            if seat == view.get("seat"):
                label.append(f" ({translate('gofish.ui.you', lang)})", style="grey50")
            count = int(hand["count"])
            books = [int(rank) for rank in view["books"][seat]]
            laid = Text(translate("gofish.ui.books-count", lang, count=len(books)), style="bold")
            if books:
                laid.append(": " + " ".join(rank_code(rank) for rank in books), style="light_goldenrod2")
            grid.add_row(label, Text(translate("gofish.ui.cards", lang, count=count)), laid)
        return grid

    def hand(self, view: Mapping[str, Any], lang: str) -> RenderableType | None:
        """The viewer's hand, its cards grouped by rank."""
        seat = view.get("seat")
        if seat is None:
            return None
        codes = [str(code) for code in view["hands"][seat].get("cards", [])]
        title = Text(translate("gofish.ui.hand", lang), style="bold")
        if not codes:
            return Group(title, Text("  " + translate("gofish.ui.empty-hand", lang), style="grey50"))
        row = Text("  ")
        for i, code in enumerate(codes):
            if i and parse_card(code).rank != parse_card(codes[i - 1]).rank:
                row.append("  ")
            row.append_text(chip(code))
            row.append(" ")
        return Group(title, row)

    def todo(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Text | None:
        current = view.get("current")
        if view.get("over") or current is None:
            return None
        if current == view.get("seat"):
            return Text("▶ " + translate("gofish.ui.do.ask", lang), style="bold yellow1")
        return Text("… " + translate("gofish.ui.waiting", lang, player=names[int(current)]), style="grey70")

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
    ) -> RenderableType:
        """The whole screen: the deck and the players, your hand, what to do, the log."""
        self.names = list(names)
        title = Text(" " + translate("gofish.ui.title", lang), style="bold")
        current = view.get("current")
        if view.get("over"):
            title.append(" · " + translate("tui.game-over", lang), style="bold")
        elif current is not None:
            whose = (
                translate("gofish.ui.your-turn", lang)
                if current == view.get("seat")
                else translate("gofish.ui.waiting", lang, player=names[int(current)])
            )
            title.append(" · " + whose, style="bold yellow1")
        if subtitle:
            title.append(" · " + subtitle, style="grey70")
        title.append(" ")
        shown = log if log_limit is None else log[-log_limit:]
        lines: RenderableType = (
            Group(*(self.log_line(entry, lang, names) for entry in shown))
            if shown
            else Text(translate("tui.log.empty", lang), style="grey50")
        )
        sections = [self.table(view, names, lang), self.hand(view, lang), self.todo(view, names, lang)]
        return screen(
            title, sections, lines, translate("gofish.ui.log", lang), translate("gofish.ui.legend", lang), footer
        )

    # -- commands ------------------------------------------------------------------------

    def commands_line(self, lang: str) -> str:
        return translate("gofish.ui.commands", lang)

    def help_lines(self, view: Mapping[str, Any], lang: str) -> list[str]:
        return [translate("gofish.ui.help.ask", lang)]

    def parse(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Action | None:
        """`ask Q`, `demander dame`, `pedir 7`, `要 K`, or a bare rank; None when it is not an ask."""
        words = [w for w in re.split(r"[\s,;]+", line.strip()) if w]
        if not words:
            return None
        if fold(words[0]) in ASK_WORDS:
            if len(words) != 2:
                raise CommandError(translate("gofish.ui.error.usage", lang))
            rank = read_rank(words[1])
            if rank is None:
                raise CommandError(translate("gofish.ui.error.rank", lang, word=words[1]))
            return Ask(rank)
        rank = read_rank(words[0]) if len(words) == 1 else None
        return None if rank is None else Ask(rank)

    def explain(self, error: IllegalAction, lang: str) -> str:
        return error.text(lang)

    def end_lines(self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str) -> list[str]:
        return end_lines(result, view, lang, self.names)
