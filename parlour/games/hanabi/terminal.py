"""Hanabi in the terminal: the table drawn with rich, and typed commands read into actions.

Everything here works from a view (`HanabiState.view(seat)`) and from redacted events, so the
screen can only ever show what the seat may know.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from parlour.engine import i18n
from parlour.engine.actions import Action
from parlour.engine.errors import IllegalAction
from parlour.engine.i18n import LANGUAGES, translate
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import COLOURS, LETTERS, RANKS
from parlour.games.hanabi.text import colour_name, end_lines, log_sentences
from parlour.tui.base import CommandError, LogEntry, find_seat, fold, screen, seat_list, seat_number, styled_log_line

# Card faces: a coloured chip for a card's identity, and a text colour for what a player knows.
CHIP: dict[str, str] = {
    "red": "bold bright_white on red3",
    "yellow": "bold black on yellow3",
    "green": "bold black on green3",
    "blue": "bold bright_white on dodger_blue3",
    "white": "bold black on grey89",
    "multi": "bold bright_white on magenta3",
}
INK: dict[str, str] = {
    "red": "bold red1",
    "yellow": "bold yellow1",
    "green": "bold green3",
    "blue": "bold dodger_blue1",
    "white": "bold bright_white",
    "multi": "bold magenta",
}
CLUE_MARK = "▪"
CLUED_STYLE = "bold orange1"

PLAY_WORDS = {"play", "p", "jouer", "joue", "jugar", "juega", "出", "出牌"}
DISCARD_WORDS = {"discard", "d", "defausser", "defausse", "descartar", "descarta", "棄", "棄牌"}
CLUE_WORDS = {"clue", "c", "hint", "indice", "i", "pista", "提示"}


@functools.cache
def colour_letter(colour: str, lang: str) -> str:
    """A colour's letter on the terminal's cards, from the catalogue: `R` red, `J` jaune, `紅`."""
    return translate(f"hanabi.letter.{colour}", lang)


@functools.cache
def cell_width(lang: str) -> int:
    """A card column's width: the longest mark (`▪RYG ¬12`, `▪¬YG ¬12`: 8 cells with one-cell letters)."""
    letter = max(Text(colour_letter(colour, lang)).cell_len for colour in COLOURS)
    return 1 + max(3 * letter, 1 + 2 * letter) + 1 + 3


def _colour_aliases() -> dict[str, str]:
    """Every way a player may name a colour: English, letters, and the four languages' words
    (the letters of the player's own language come first: see `read_colour`)."""
    aliases: dict[str, str] = {}
    for colour in COLOURS:
        words = {colour, LETTERS[colour].lower()}
        for lang in LANGUAGES:
            words.add(colour_name(colour, lang))
            forms = i18n.entry(f"hanabi.log.colour.{colour}", lang)  # the colour as it agrees with the cards
            words.update(forms.values() if isinstance(forms, dict) else [forms or colour])
        for word in words:
            aliases[fold(word)] = colour
            if word.endswith("色"):
                aliases[fold(word[:-1])] = colour
    aliases["multicolor"] = aliases["rainbow"] = aliases["multi"] = "multi"
    return aliases


COLOUR_ALIASES = _colour_aliases()


def read_colour(word: str, lang: str) -> str | None:
    """The colour a typed word names: a letter of `lang` (`b` is bleu in French, blanco in
    Spanish), else any language's word or an English letter."""
    typed = fold(word)
    for colour in COLOURS:
        if fold(colour_letter(colour, lang)) == typed:
            return colour
    return COLOUR_ALIASES.get(typed)


def _chip(colour: str, rank: int | None, lang: str, clued: bool = False) -> Text:
    face = f" {colour_letter(colour, lang) if colour in COLOURS else '?'}{rank if rank is not None else ''} "
    text = Text(face, style=CHIP.get(colour, "reverse"))
    if clued:
        text = Text(CLUE_MARK, style=CLUED_STYLE) + text
    return text


def _clued(card: Mapping[str, Any]) -> bool:
    return any(clue.get("touched") for clue in card["known"]["clues"])


def _part(possible: Sequence[str], every: Sequence[str], style: Mapping[str, str]) -> Text:
    """One side of what is known: nothing when all is possible, the few options left, or `¬` the
    ones ruled out when that is shorter."""
    text = Text()
    if len(possible) == len(every):
        return text
    excluded = [item for item in every if item not in possible]
    shown, prefix = (possible, "") if len(possible) <= max(len(excluded), 2) else (excluded, "¬")
    if prefix:
        text.append(prefix, style="grey62")
    for item in shown:
        text.append(item, style=style.get(item, "bold"))
    return text


def knowledge(card: Mapping[str, Any], suits: Sequence[str], lang: str, big: bool = False) -> Text:
    """What a card's owner knows of it, from the clues (positive and negative).

    `R2`: red 2; `RB` red or blue; `¬G` not green; `?` nothing known; an orange `▪` when a clue
    has touched the card. `big`: a card known exactly is drawn as a card.
    """
    known = card["known"]
    colours = [c for c in suits if c in known["suits"]]
    ranks = [int(r) for r in known["ranks"]]
    clued = _clued(card)
    if big and len(colours) == 1 and len(ranks) == 1:
        return _chip(colours[0], ranks[0], lang, clued=clued)
    letters = {colour_letter(c, lang): INK.get(c, "") for c in suits}
    colour_part = _part([colour_letter(c, lang) for c in colours], list(letters), letters)
    rank_part = _part([str(r) for r in ranks], [str(r) for r in RANKS], {})
    text = Text()
    if clued:
        text.append(CLUE_MARK, style=CLUED_STYLE)
    text.append_text(colour_part)
    if colour_part and rank_part and "¬" in (colour_part.plain + rank_part.plain):
        text.append(" ")
    text.append_text(rank_part)
    if not colour_part and not rank_part:
        text.append("?", style="grey50")
    return text


def _centre(text: Text, width: int) -> Text:
    """`text` centred in `width` cells, the padding unstyled (a chip keeps its exact size)."""
    left = max((width - text.cell_len) // 2, 0)
    return Text(" " * left) + text


class Fit:
    """The wide text when the width allows, else the narrow one (a fireworks row with or without bars)."""

    def __init__(self, wide: Text, narrow: Text) -> None:
        self.wide = wide
        self.narrow = narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.wide if self.wide.cell_len <= options.max_width else self.narrow

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(min(self.narrow.cell_len, options.max_width), self.wide.cell_len)


def _dots(filled: int, total: int, full: str, empty: str, style: str) -> Text:
    return Text(full * filled, style=style) + Text(empty * max(total - filled, 0), style="grey50")


class HanabiFrontend:
    """The terminal face of Hanabi: draws a view, reads a command, tells events."""

    game_id = "hanabi"

    def info(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        return None  # every Hanabi pile is on the screen already

    # -- the log -----------------------------------------------------------------------

    def log_entry(self, turn: int, seat: int, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any]) -> LogEntry:
        """A turn's events as the viewer got them (clue events carry their slots)."""
        return LogEntry(turn, seat, [dict(event) for event in events])

    def log_line(self, entry: LogEntry, lang: str, names: Sequence[str]) -> Text:
        return styled_log_line(entry.turn, log_sentences(entry.events, None, lang, names))

    def render_log(self, log: Sequence[LogEntry], lang: str, names: Sequence[str], limit: int | None) -> RenderableType:
        shown = log if limit is None else log[-limit:]
        if not shown:
            return Text(translate("tui.log.empty", lang), style="grey50")
        return Group(*(self.log_line(entry, lang, names) for entry in shown))

    # -- the table ------------------------------------------------------------------------

    def status(self, view: Mapping[str, Any], lang: str) -> RenderableType:
        """Fireworks, tokens, deck and discards."""
        suits: list[str] = list(view["suits"])
        wide, narrow = Text(), Text()
        for colour in suits:
            height = int(view["fireworks"][colour])
            for text in (wide, narrow):
                text.append_text(_chip(colour, height, lang))
                text.append(" ")
            wide.append("■" * height, style=INK[colour])
            wide.append("□" * (5 - height), style="grey42")
            wide.append("  ")
        points = translate("hanabi.ui.points", lang, points=view["points"], max=view["max_score"])
        for text in (wide, narrow):
            text.append(" " + points, style="bold")
        fireworks = Fit(wide, narrow)

        tokens = Text()
        clues, max_clues = int(view["clue_tokens"]), int(view["max_clue_tokens"])
        tokens.append_text(_dots(clues, max_clues, "●", "○", "bold dodger_blue1"))
        tokens.append(f" {clues}/{max_clues}", style="bold")
        tokens.append("     " + translate("hanabi.ui.strikes", lang) + " ", style="bold")
        strikes, max_strikes = int(view["strikes"]), int(view["max_strikes"])
        tokens.append_text(_dots(strikes, max_strikes, "✖", "·", "bold red1"))
        tokens.append(f" {strikes}/{max_strikes}", style="bold red1" if strikes else "bold")
        tokens.append("     " + translate("hanabi.ui.deck", lang) + " ", style="bold")
        deck = int(view["deck_size"])
        tokens.append(translate("hanabi.ui.deck-count", lang, count=deck))
        turns_left = view.get("turns_left")
        if turns_left is not None and not view.get("over"):
            tokens.append("   ")
            tokens.append(translate("hanabi.ui.turns-left", lang, count=turns_left), style="bold yellow1")

        discards = Text()
        by_colour: dict[str, list[int]] = {}
        for card in view["discards"]:
            by_colour.setdefault(card["suit"], []).append(int(card["rank"]))
        if not by_colour:
            discards.append(translate("hanabi.ui.none", lang), style="grey50")
        for colour in suits:
            if colour in by_colour:
                discards.append_text(_chip(colour, None, lang))
                discards.append(" " + " ".join(str(r) for r in sorted(by_colour[colour])), style=INK[colour])
                discards.append("   ")

        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        grid.add_row(translate("hanabi.ui.fireworks", lang), fireworks)
        grid.add_row(translate("hanabi.ui.clues", lang), tokens)
        grid.add_row(translate("hanabi.ui.discards", lang), discards)
        return grid

    def hands(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType:
        """Each hand: the cards where the viewer may see them, and what their owner knows.

        Partners come in turn order after the viewer, the viewer's own hand last, below a rule;
        a spectator sees every hand in seat order.
        """
        suits: list[str] = list(view["suits"])
        viewer = view["seat"]
        players = int(view["players"])
        size = max((len(hand) for hand in view["hands"]), default=0)
        cell = cell_width(lang)
        table = Table(
            box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1), header_style="grey50", expand=False
        )
        table.add_column(translate("hanabi.ui.slot", lang), no_wrap=True, min_width=20, header_style="grey50")
        for slot in range(size):
            table.add_column(_centre(Text(str(slot + 1)), cell), width=cell, no_wrap=True)
        order = list(range(players)) if viewer is None else [(viewer + k) % players for k in range(1, players + 1)]
        current = view.get("current")
        for seat in order:
            hand = view["hands"][seat]
            label = Text()
            label.append("▶ " if seat == current else "  ", style="bold yellow1")
            label.append(names[seat], style="bold")
            label.append(" · " + translate("hanabi.ui.seat", lang, seat=seat_number(seat)), style="grey50")
            if seat == viewer:
                table.add_section()
                label.append(" · " + translate("hanabi.ui.you", lang), style="bold yellow1")
                table.add_row(label)
                row = [_centre(knowledge(card, suits, lang, big=True), cell) for card in hand]
                table.add_row(Text("    " + translate("hanabi.ui.you-know", lang), style="grey70"), *row)
                continue
            cards = [_centre(_chip(c["suit"], c["rank"], lang) if "suit" in c else Text("?"), cell) for c in hand]
            table.add_row(label, *cards)
            row = [_centre(knowledge(card, suits, lang), cell) for card in hand]
            table.add_row(Text("    " + translate("hanabi.ui.knows", lang), style="grey70"), *row)
        return table

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
        """The whole screen: status panel, hands, recent log, and a line of commands."""
        title = Text(" ")
        title.append(translate("hanabi.ui.title", lang, players=view["players"]), style="bold")
        title.append(" · " + translate("hanabi.ui.turn", lang, turn=int(view["turn"]) + (0 if view["over"] else 1)))
        current = view.get("current")
        if view.get("over"):
            title.append(" · " + translate("tui.game-over", lang), style="bold")
        elif current is not None:
            whose = (
                translate("hanabi.ui.your-turn", lang)
                if current == view["seat"]
                else translate("hanabi.ui.to-play", lang, player=names[current])
            )
            title.append(" · " + whose, style="bold yellow1")
        if subtitle:
            title.append(" · " + subtitle, style="grey70")
        title.append(" ")
        return screen(
            title,
            [self.status(view, lang), self.hands(view, names, lang)],
            self.render_log(log, lang, names, log_limit),
            translate("hanabi.ui.log", lang),
            translate("hanabi.ui.legend", lang),
            footer,
        )

    # -- commands -----------------------------------------------------------------------

    def commands_line(self, lang: str) -> str:
        return translate("hanabi.ui.commands", lang)

    def help_lines(self, view: Mapping[str, Any], lang: str) -> list[str]:
        colours = ", ".join(f"{colour_name(c, lang)} ({colour_letter(c, lang)})" for c in view["clue_colours"])
        return [
            translate("hanabi.ui.help.play", lang),
            translate("hanabi.ui.help.discard", lang),
            translate("hanabi.ui.help.clue", lang),
            translate("hanabi.ui.help.colours", lang, colours=colours),
            translate("hanabi.ui.help.examples", lang),
        ]

    def parse(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Action | None:
        """The action a typed command asks for; None when the verb is not Hanabi's.

        Slots are typed from 1 (the newest card); seats as shown on screen (from 1, as on the web) or by name.
        Raises CommandError, with a sentence in `lang`, for a command it cannot read.
        """
        words = line.split()
        if not words:
            return None
        verb = fold(words[0])
        if verb in PLAY_WORDS or verb in DISCARD_WORDS:
            usage = "play N" if verb in PLAY_WORDS else "discard N"
            if len(words) != 2:
                raise CommandError(translate("hanabi.ui.error.usage", lang, usage=usage))
            size = len(view["hands"][view["seat"]])
            slot = _int(words[1])
            if slot is None or not 1 <= slot <= size:
                raise CommandError(translate("hanabi.ui.error.slot", lang, slot=words[1], size=size))
            return Play(slot - 1) if verb in PLAY_WORDS else Discard(slot - 1)
        if verb in CLUE_WORDS:
            if len(words) < 3:
                raise CommandError(translate("hanabi.ui.error.usage", lang, usage="clue PLAYER COLOUR|RANK"))
            # `clue Bob red` or `clue red Bob`; a name may have spaces.
            first_error: CommandError | None = None
            for who, what in ((" ".join(words[1:-1]), words[-1]), (" ".join(words[2:]), words[1])):
                try:
                    return self._clue(who, what, view, names, lang)
                except CommandError as exc:
                    first_error = first_error or exc
            assert first_error is not None
            raise first_error
        return None

    def _clue(self, who: str, what: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Action:
        target = _seat(who, names)
        if target is None:
            listed = seat_list(names)
            raise CommandError(translate("hanabi.ui.error.player", lang, player=who, players=listed))
        rank = _int(what)
        if rank is not None and rank in RANKS:
            return ClueRank(target, rank)
        colour = read_colour(what, lang)
        if colour is None:
            colours = ", ".join(colour_name(c, lang) for c in view["clue_colours"])
            raise CommandError(translate("hanabi.ui.error.value", lang, value=what, colours=colours))
        return ClueColour(target, colour)

    def explain(self, error: IllegalAction, lang: str) -> str:
        """The refusal's sentence in `lang`, with a colour named in that language too."""
        params = dict(error.params)
        if isinstance(params.get("colour"), str):
            params["colour"] = colour_name(params["colour"], lang)
        return translate(error.rule, lang, default=error.message, **params)

    # -- the end ------------------------------------------------------------------------

    def end_lines(self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str) -> list[str]:
        return end_lines(result, view, lang)


def _int(word: str) -> int | None:
    try:
        return int(word)
    except ValueError:
        return None


_seat = find_seat  # a seat from its number or a player's name (see tui.base.find_seat)
