"""Regicide in the terminal: the enemy, the castle and your hand drawn with rich; typed commands.

Everything here works from a view (`RegicideState.view(seat)`) and from redacted events, so the
screen can only ever show what the seat may know: the other hands as counts (and the royals
everyone saw them draw), the discard pile, the table; never the tavern's order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.i18n import translate
from parlour.games.regicide.actions import ChooseNext, FlipJester, Pay, PlayCards, Signal, Yield
from parlour.games.regicide.cards import RED_SUITS, SUIT_SYMBOLS, SUITS, parse_card
from parlour.games.regicide.preview import spades_on_table
from parlour.games.regicide.text import action_preview, card_name, end_lines, log_sentences, suit_name
from parlour.tui.base import CommandError, LogEntry, find_seat, fold, screen, seat_list, seat_number, styled_log_line

SYMBOL = SUIT_SYMBOLS
SYMBOL_LETTER = {"♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C", "♠": "S", "♤": "S"}
RED = RED_SUITS
CHIP_RED = "bold red3 on grey93"
CHIP_BLACK = "bold grey11 on grey93"
CHIP_ROYAL_RED = "bold red3 on light_goldenrod2"
CHIP_ROYAL_BLACK = "bold grey11 on light_goldenrod2"
CHIP_JESTER = "bold bright_white on magenta3"
INK = {"hearts": "bold red1", "diamonds": "bold red1", "clubs": "bold bright_white", "spades": "bold bright_white"}
CELL = 5  # a card's column in the hand: ` 10♠ ` is 5 cells

PLAY_WORDS = {"play", "p", "jouer", "joue", "jugar", "juega", "出", "出牌", "打"}
PAY_WORDS = {"pay", "payer", "paie", "paye", "pagar", "paga", "付", "支付"}
YIELD_WORDS = {"yield", "y", "pass", "passer", "passe", "pasar", "paso", "放棄", "過"}
JESTER_WORDS = {"jester", "joker", "flip", "bouffon", "retourner", "bufon", "voltear", "小丑", "翻"}
CHOOSE_WORDS = {"choose", "c", "choisir", "choisis", "elegir", "elige", "選", "選擇"}
SIGNAL_WORDS = {"signal", "s", "signaler", "senal", "senalar", "表態", "信號"}
DISCARD_WORDS = {"discard", "d", "defausse", "descarte", "棄牌堆", "棄牌"}
PREVIEW_WORDS = {"what", "w", "preview", "apercu", "quoi", "que", "vista", "預覽", "预览", "效果"}
YES_WORDS = {"yes", "y", "oui", "o", "si", "是", "要", "想", "true", "1"}
NO_WORDS = {"no", "n", "non", "否", "不", "不要", "false", "0"}


def chip(code: str) -> Text:
    """A card face: ` 6♠ `, red for hearts and diamonds, gold for a royal, ` ★ ` for a jester."""
    card = parse_card(code)
    if card.is_jester:
        return Text(" ★ ", style=CHIP_JESTER)
    face = f" {code[:-1]}{SYMBOL[card.suit]} "
    if card.is_royal:
        return Text(face, style=CHIP_ROYAL_RED if card.suit in RED else CHIP_ROYAL_BLACK)
    return Text(face, style=CHIP_RED if card.suit in RED else CHIP_BLACK)


def chips(codes: Sequence[str], joiner: str = " ") -> Text:
    text = Text()
    for i, code in enumerate(codes):
        if i:
            text.append(joiner, style="grey50")
        text.append_text(chip(code))
    return text


def _bar(filled: int, total: int, width: int = 20) -> Text:
    """A health bar: damage dealt in red, health left in green."""
    done = 0 if total <= 0 else min(width, round(width * filled / total))
    return Text("░" * done, style="red3") + Text("█" * (width - done), style="green4")


def read_card(word: str) -> str:
    """The code of a typed card: `6s`, `6♠`, `10H`, `ac`, `*`, `jester` (CommandError otherwise)."""
    text = word.strip()
    for symbol, letter in SYMBOL_LETTER.items():
        text = text.replace(symbol, letter)
    if fold(text) in JESTER_WORDS or text == "★":
        text = "*"
    try:
        return parse_card(text).code
    except BadInput:
        raise CommandError(word) from None


class RegicideFrontend:
    """The terminal face of Regicide: draws a view, reads a command, tells events."""

    game_id = "regicide"

    # -- the log ----------------------------------------------------------------------

    def log_entry(self, turn: int, seat: int, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any]) -> LogEntry:
        """A move's events as the viewer got them (a draw everyone saw is marked `known` by the engine)."""
        return LogEntry(turn, seat, [dict(event) for event in events])

    def log_line(self, entry: LogEntry, lang: str, names: Sequence[str]) -> Text:
        return styled_log_line(entry.turn, log_sentences(entry.events, None, lang, names))

    def render_log(self, log: Sequence[LogEntry], lang: str, names: Sequence[str], limit: int | None) -> RenderableType:
        shown = log if limit is None else log[-limit:]
        if not shown:
            return Text(translate("tui.log.empty", lang), style="grey50")
        return Group(*(self.log_line(entry, lang, names) for entry in shown))

    # -- the table ----------------------------------------------------------------------

    def enemy_rows(self, view: Mapping[str, Any], lang: str) -> list[tuple[str, RenderableType]]:
        enemy = view.get("enemy")
        if not enemy:
            return []
        code = str(enemy["card"])
        suit = parse_card(code).suit
        head = Text()
        head.append_text(chip(code))
        head.append("  " + card_name(code, lang), style="bold")
        head.append("   ")
        if enemy.get("immune"):
            head.append(
                translate("regicide.ui.immune", lang, suit=f"{SYMBOL[suit]} {suit_name(suit, lang)}"), style=INK[suit]
            )
        else:
            head.append(translate("regicide.ui.immunity-removed", lang), style="bold magenta")
        health, damage = int(enemy["health"]), int(enemy["damage"])
        life = _bar(damage, health)
        life.append(
            "  " + translate("regicide.ui.health-line", lang, damage=damage, health=health, left=health - damage)
        )
        attack = Text(
            translate(
                "regicide.ui.attack-line",
                lang,
                attack=enemy["attack"],
                shield=enemy["shield"],
                now="",
            ),
        )
        attack.append(str(enemy["attack_now"]), style="bold yellow1")
        spades = spades_on_table(view)
        if spades and enemy.get("immune") == "spades":
            attack.append("  " + translate("regicide.ui.spades-blocked", lang, spades=spades), style="grey62")
        return [
            (translate("regicide.ui.enemy", lang), head),
            (translate("regicide.ui.health", lang), life),
            (translate("regicide.ui.attack", lang), attack),
        ]

    def status(self, view: Mapping[str, Any], lang: str) -> RenderableType:
        """The enemy, the castle, the tavern, the discard pile, the cards played, solo jesters."""
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        for label, value in self.enemy_rows(view, lang):
            grid.add_row(label, value)
        defeated = int(view["defeated"])
        castle = Text(translate("regicide.ui.castle-line", lang, count=view["castle_left"], defeated=defeated))
        left = _castle_left(defeated)
        if any(left.values()):
            castle.append("   ")
            for rank, letter in ((11, "J"), (12, "Q"), (13, "K")):
                if left[rank]:
                    castle.append(f"{letter}×{left[rank]} ", style="bold light_goldenrod2")
        grid.add_row(translate("regicide.ui.castle", lang), castle)
        tavern = Text(translate("regicide.ui.cards", lang, count=int(view["tavern_size"])))
        known = view.get("tavern_known") or ([view["tavern_top"]] if view.get("tavern_top") else [])
        if known:  # royals killed exactly, seen going on top of the tavern (top first)
            tavern.append(" · " + translate("regicide.ui.tavern-top", lang) + " ", style="grey70")
            tavern.append_text(chips([str(code) for code in known]))
        discard = len(view["discard"])
        tavern.append("     ")
        tavern.append(translate("regicide.ui.discard", lang) + "  ", style="bold")
        tavern.append(translate("regicide.ui.cards", lang, count=discard))
        if discard:
            tavern.append(" · " + translate("regicide.ui.discard-hint", lang), style="grey50")
        grid.add_row(translate("regicide.ui.tavern", lang), tavern)
        played = Text()
        for i, cards in enumerate(view["table"]):
            if i:
                played.append("  ")
            played.append_text(chips(cards, joiner="+"))
        if not view["table"]:
            played.append(translate("regicide.ui.none", lang), style="grey50")
        grid.add_row(translate("regicide.ui.played", lang), played)
        if int(view["players"]) == 1:
            jesters = int(view["solo_jesters"])
            row = Text("★ " * jesters, style="bold magenta") + Text("☆ " * (2 - jesters), style="grey50")
            row.append(translate("regicide.ui.jesters-left", lang, count=jesters))
            grid.add_row(translate("regicide.ui.jesters", lang), row)
        return grid

    def players(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        """The other players, in turn order after the viewer: hand sizes, known cards, signals."""
        players = int(view["players"])
        viewer = view.get("seat")
        order = list(range(players)) if viewer is None else [(viewer + k) % players for k in range(1, players)]
        if not order:
            return None
        table = Table.grid(padding=(0, 2))
        table.add_column(no_wrap=True)
        table.add_column(no_wrap=True)
        table.add_column()
        current, chooser = view.get("current"), view.get("chooser")
        signals = view.get("signals") or {}
        for seat in order:
            hand = view["hands"][seat]
            label = Text()
            label.append("▶ " if seat == current and view.get("phase") != "choose" else "  ", style="bold yellow1")
            label.append(names[seat], style="bold")
            label.append(" · " + translate("regicide.ui.seat", lang, seat=seat_number(seat)), style="grey50")
            count = int(hand["count"])
            cards = Text("▮" * count, style="steel_blue1") + Text("▯" * (int(view["max_hand"]) - count), style="grey35")
            cards.append(" " + translate("regicide.ui.cards", lang, count=count))
            extra = Text()
            if hand.get("known"):
                extra.append(translate("regicide.ui.known", lang) + " ", style="grey70")
                extra.append_text(chips(hand["known"]))
                extra.append("  ")
            if view.get("phase") == "choose":
                if seat == chooser:
                    extra.append("★ " + translate("regicide.ui.chooser", lang), style="bold magenta")
                elif str(seat) in signals:
                    yes = bool(signals[str(seat)])
                    key = "regicide.ui.signal-yes" if yes else "regicide.ui.signal-no"
                    extra.append(
                        ("✔ " if yes else "✘ ") + translate(key, lang), style="bold green3" if yes else "bold red1"
                    )
                else:
                    extra.append("… " + translate("regicide.ui.signal-none", lang), style="grey50")
            table.add_row(label, cards, extra)
        return table

    def hand(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        """The viewer's hand: each card and its value."""
        viewer = view.get("seat")
        if viewer is None:
            return None
        codes = list(view["hands"][viewer].get("cards", []))
        title = Text()
        active = view.get("current") == viewer and view.get("phase") != "choose"
        title.append("▶ " if active else "  ", style="bold yellow1")
        title.append(translate("regicide.ui.hand", lang), style="bold")
        title.append(f" · {names[viewer]}", style="grey50")
        if int(view["players"]) > 1:
            title.append(" · " + translate("regicide.ui.seat", lang, seat=seat_number(viewer)), style="grey50")
        total = sum(parse_card(c).value for c in codes)
        title.append(
            "   " + translate("regicide.ui.hand-total", lang, count=len(codes), max=view["max_hand"], total=total),
            style="grey70",
        )
        if view.get("phase") == "choose":
            signals = view.get("signals") or {}
            if viewer == view.get("chooser"):
                title.append("   ★ " + translate("regicide.ui.chooser", lang), style="bold magenta")
            elif str(viewer) in signals:
                yes = bool(signals[str(viewer)])
                key = "regicide.ui.signal-yes" if yes else "regicide.ui.signal-no"
                title.append("   " + translate(key, lang), style="bold green3" if yes else "bold red1")
        if not codes:
            return Group(title, Text("    " + translate("regicide.ui.empty-hand", lang), style="grey50"))
        table = Table(box=None, show_header=False, pad_edge=False, padding=(0, 1), expand=False)
        table.add_column(no_wrap=True, min_width=8)
        for _ in codes:
            table.add_column(width=CELL, no_wrap=True, justify="center")
        table.add_row(Text("", style="grey70"), *(chip(c) for c in codes))
        values = [Text(str(parse_card(c).value), style="grey70") for c in codes]
        table.add_row(Text("  " + translate("regicide.ui.value", lang), style="grey50"), *values)
        return Group(title, table)

    def todo(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Text | None:
        """What the viewer must do now, or whom the table waits for."""
        if view.get("over") or view.get("phase") is None:
            return None
        viewer, current, phase = view.get("seat"), int(view["current"]), view.get("phase")
        enemy = view.get("enemy") or {}
        style = "bold yellow1"
        if phase == "choose":
            chooser = int(view["chooser"])
            if viewer == chooser:
                listed = ", ".join(f"{names[s]} ({s})" for s in range(int(view["players"])))
                return Text("▶ " + translate("regicide.ui.do.choose", lang, players=listed), style=style)
            signals = view.get("signals") or {}
            if viewer is not None and str(viewer) not in signals:
                return Text("▶ " + translate("regicide.ui.do.signal", lang, player=names[chooser]), style=style)
            return Text("… " + translate("regicide.ui.choosing", lang, player=names[chooser]), style="grey70")
        if viewer != current:
            if phase == "pay":
                return Text(
                    "… " + translate("regicide.ui.to-pay", lang, player=names[current], amount=view["to_pay"]),
                    style="grey70",
                )
            return Text("… " + translate("regicide.ui.to-play", lang, player=names[current]), style="grey70")
        codes = view["hands"][viewer].get("cards", [])
        total = sum(parse_card(c).value for c in codes)
        solo = int(view["players"]) == 1
        jesters = int(view.get("solo_jesters", 0))
        if phase == "pay":
            amount = int(view["to_pay"])
            if total < amount and solo and jesters:
                return Text("▶ " + translate("regicide.ui.do.pay-short", lang, total=total, amount=amount), style=style)
            text = Text("▶ " + translate("regicide.ui.do.pay", lang, amount=amount, total=total), style=style)
            if solo and jesters:
                text.append(" " + translate("regicide.ui.do.flip", lang, max=view["max_hand"]), style="yellow1")
            return text
        text = Text("▶ " + translate("regicide.ui.do.play", lang), style=style)
        if view.get("can_yield"):
            text.append(
                " " + translate("regicide.ui.do.yield", lang, amount=enemy.get("attack_now", 0)), style="yellow1"
            )
        elif not solo:
            text.append(" " + translate("regicide.ui.do.no-yield", lang), style="yellow1")
        if solo and jesters:
            text.append(" " + translate("regicide.ui.do.flip", lang, max=view["max_hand"]), style="yellow1")
        return text

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
        """The whole screen: the enemy and the piles, the players, your hand, what to do, the log."""
        players = int(view["players"])
        title = Text(" ")
        key = "regicide.ui.title-solo" if players == 1 else "regicide.ui.title"
        title.append(translate(key, lang, players=players), style="bold")
        current, phase = view.get("current"), view.get("phase")
        if view.get("over"):
            title.append(" · " + translate("tui.game-over", lang), style="bold")
        elif phase == "choose":
            title.append(
                " · " + translate("regicide.ui.choosing", lang, player=names[int(view["chooser"])]),
                style="bold magenta",
            )
        elif current is not None:
            if current == view.get("seat"):
                whose = translate("regicide.ui.your-payment" if phase == "pay" else "regicide.ui.your-turn", lang)
            elif phase == "pay":
                whose = translate("regicide.ui.to-pay", lang, player=names[current], amount=view["to_pay"])
            else:
                whose = translate("regicide.ui.to-play", lang, player=names[current])
            title.append(" · " + whose, style="bold yellow1")
        if subtitle:
            title.append(" · " + subtitle, style="grey70")
        title.append(" ")
        sections = [self.status(view, lang), self.players(view, names, lang), self.hand(view, names, lang)]
        return screen(
            title,
            [*sections, self.todo(view, names, lang)],
            self.render_log(log, lang, names, log_limit),
            translate("regicide.ui.log", lang),
            translate("regicide.ui.legend", lang),
            footer,
        )

    # -- commands -----------------------------------------------------------------------

    def commands_line(self, lang: str) -> str:
        return translate("regicide.ui.commands", lang)

    def help_lines(self, view: Mapping[str, Any], lang: str) -> list[str]:
        return [
            translate("regicide.ui.help.play", lang),
            translate("regicide.ui.help.pay", lang),
            translate("regicide.ui.help.yield", lang),
            translate("regicide.ui.help.jester", lang),
            translate("regicide.ui.help.choose", lang),
            translate("regicide.ui.help.signal", lang),
            translate("regicide.ui.help.discard", lang),
            translate("regicide.ui.help.what", lang),
            translate("regicide.ui.help.cards", lang),
        ]

    def info(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        """A command that only shows something (`discard`: the discard pile; `what [MOVE]`: what a
        move will do), or None."""
        words = line.split()
        if words and fold(words[0]) in PREVIEW_WORDS:
            return self.previews(" ".join(words[1:]), view, names, lang)
        if len(words) != 1 or fold(words[0]) not in DISCARD_WORDS:
            return None
        codes = [str(c) for c in view["discard"]]
        title = translate(
            "regicide.ui.discard-title", lang, count=translate("regicide.ui.cards", lang, count=len(codes))
        )
        if not codes:
            return Panel(
                Text(translate("regicide.ui.discard-empty", lang), style="grey50"), title=title, border_style="grey50"
            )
        rows = Table.grid(padding=(0, 1))
        rows.add_column(no_wrap=True)
        rows.add_column()
        cards = [parse_card(c) for c in codes]
        for suit in SUITS:
            mine = sorted((c for c in cards if c.suit == suit), key=lambda c: c.rank)
            if mine:
                rows.add_row(
                    Text(f"{SYMBOL[suit]} {suit_name(suit, lang)}", style=INK[suit]), chips([c.code for c in mine])
                )
        jesters = [c for c in cards if c.is_jester]
        if jesters:
            rows.add_row(Text("★ " + card_name("*", lang), style="bold magenta"), chips([c.code for c in jesters]))
        return Panel(rows, title=title, title_align="left", border_style="grey50")

    def previews(self, move: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType:
        """What a typed move will do (`what 8C`, `what yield`), or, for `what` alone, each card of
        the hand played alone, then yielding or flipping a jester when the seat may."""
        seat = view.get("seat")
        if seat is None or view.get("phase") not in ("play", "pay") or view.get("current") != seat:
            return Text(translate("regicide.ui.preview-none", lang), style="grey50")
        if move:
            try:
                action = self.parse(move, view, names, lang)
            except CommandError as exc:
                return Text(str(exc), style="bold red1")
            moves = [] if action is None else [action.to_json()]
        else:
            cards = list(dict.fromkeys(view["hands"][seat].get("cards", [])))
            moves = [{"type": "play", "cards": [code]} for code in cards] if view["phase"] == "play" else []
            if view["phase"] == "play" and view.get("can_yield"):
                moves.append({"type": "yield"})
            if view.get("solo_jesters"):
                moves.append({"type": "flip-jester"})
        rows = Table.grid(padding=(0, 2))
        rows.add_column(no_wrap=True)
        rows.add_column()
        for move_json in moves:
            said = action_preview(move_json, view, lang, names)
            if said is None:
                continue
            codes = move_json.get("cards")
            head = chips(codes, joiner="+") if codes else Text(translate(f"regicide.act.{move_json['type']}", lang))
            rows.add_row(head, Text(said))
        if not rows.rows:
            return Text(translate("regicide.ui.preview-none", lang), style="grey50")
        return Panel(
            rows, title=translate("regicide.ui.preview-title", lang), title_align="left", border_style="grey50"
        )

    def parse(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Action | None:
        """The action a typed command asks for; None when the verb is not Regicide's.

        Cards are codes (`6S`, `AC`, `10H`, `KD`, `*`) or with suit symbols (`6♠`); bare cards
        mean `play` in the play phase and `pay` when paying. Raises CommandError, with a
        sentence in `lang`, for a command it cannot read.
        """
        words = [w for w in re.split(r"[\s,;]+", line.strip()) if w]
        if not words:
            return None
        verb = fold(words[0])
        try:
            if verb in PLAY_WORDS or verb in PAY_WORDS:
                kind = PlayCards if verb in PLAY_WORDS else Pay
                if len(words) < 2:
                    usage = "play CARD [CARD ...]" if kind is PlayCards else "pay CARD [CARD ...]"
                    raise CommandError(translate("regicide.ui.error.usage", lang, usage=usage))
                return kind(self._cards(words[1:], lang))
            if verb in YIELD_WORDS:
                return Yield()
            if verb in JESTER_WORDS:
                return FlipJester() if int(view["players"]) == 1 else PlayCards(("*",))
            if verb in CHOOSE_WORDS:
                if len(words) < 2:
                    raise CommandError(translate("regicide.ui.error.usage", lang, usage="choose N"))
                who = " ".join(words[1:])
                seat = find_seat(who, names)
                if seat is None:
                    listed = seat_list(names)
                    raise CommandError(translate("regicide.ui.error.player", lang, player=who, players=listed))
                return ChooseNext(seat)
            if verb in SIGNAL_WORDS:
                if len(words) != 2:
                    raise CommandError(translate("regicide.ui.error.usage", lang, usage="signal yes|no"))
                answer = fold(words[1])
                if answer in YES_WORDS:
                    return Signal(True)
                if answer in NO_WORDS:
                    return Signal(False)
                raise CommandError(translate("regicide.ui.error.answer", lang, answer=words[1]))
            if all(_looks_like_card(w) for w in words):
                codes = self._cards(words, lang)
                return Pay(codes) if view.get("phase") == "pay" else PlayCards(codes)
        except BadInput:
            # The action's own checks (the same card twice): said in the reader's language.
            raise CommandError(translate("regicide.ui.error.twice", lang)) from None
        return None

    def _cards(self, words: Sequence[str], lang: str) -> tuple[str, ...]:
        codes: list[str] = []
        for word in words:
            try:
                codes.append(read_card(word))
            except CommandError:
                raise CommandError(translate("regicide.ui.error.card", lang, card=word)) from None
        return tuple(codes)

    def explain(self, error: IllegalAction, lang: str) -> str:
        return error.text(lang)

    # -- the end ------------------------------------------------------------------------

    def end_lines(self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str) -> list[str]:
        return end_lines(result, view, lang)


def _looks_like_card(word: str) -> bool:
    try:
        read_card(word)
    except CommandError:
        return False
    return True


def _castle_left(defeated: int) -> dict[int, int]:
    """How many Jacks, Queens and Kings are still to fight (the current enemy included)."""
    left = {}
    for index, rank in enumerate((11, 12, 13)):
        left[rank] = max(0, min(4, 4 * (index + 1) - defeated))
    return left
