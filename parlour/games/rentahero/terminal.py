"""Rent a Hero in the terminal: the turned card, the wandering hero, the bands, your hand; typed commands.

Everything here works from a view (`RentAHeroState.view(seat)`) and from redacted events, so the
screen shows only what the seat may know: other hands as counts, the wandering hero's identity
only to a seat that knows it, hint cards face down.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from parlour.engine.actions import Action
from parlour.engine.asking import LEVELS
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.i18n import translate
from parlour.games.rentahero.actions import (
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.games.rentahero.cards import CHICKEN, DOG_TRAINER, HEROES, PYROMANIAC, WITCH, WIZARD
from parlour.games.rentahero.text import (
    awaited,
    end_lines,
    hero_card,
    hero_name,
    log_sentences,
    power_effect,
    requirement,
)
from parlour.tui.base import CommandError, LogEntry, find_seat, fold, screen, seat_list, seat_number, styled_log_line

SEND_WORDS = {"send", "s", "envoyer", "enviar", "派", "派出"}
DECK_WORDS = {"deck", "d", "pioche", "mazo", "牌庫"}
DISCARD_WORDS = {"discard", "x", "defausser", "descartar", "棄", "棄掉"}
RECRUIT_WORDS = {"recruit", "r", "recruter", "reclutar", "招募"}
# Powers whose `mine` level has a meaning of its own (RentAHeroState._concerns, _chicken_concerns).
MINE_OWN = (CHICKEN, PYROMANIAC, WIZARD)
PASS_WORDS = {"pass", "p", "passer", "pasar", "傳"}
HINT_WORDS = {"hint", "ask", "indice", "pista", "詢問"}
POWER_WORDS = {"power", "use", "pouvoir", "poder", "能力"}
DECLINE_WORDS = {"decline", "no", "non", "ok", "laisser", "declinar", "略過"}
ANNOUNCE_WORDS = {"announce", "a", "annoncer", "anunciar", "宣告"}
NONE_WORDS = {"none", "nothing", "rien", "aucun", "nada", "ninguno", "無"}
QUIET = {"decline", "window"}  # events the short log leaves out (the full `log` shows them)

HERO_STYLE = {1: "bold red1", 2: "bold orange1", 3: "bold magenta", 4: "bold green3", 5: "bold cyan", 6: "bold grey85"}
HERO_STYLE[7] = "bold blue1"


def read_hero(words: Sequence[str], lang: str) -> tuple[int, int] | None:
    """A hero at the start of `words` (number, or name in `lang` or English), and how many words it took."""
    for size in (3, 2, 1):
        if len(words) < size:
            continue
        typed = fold(" ".join(words[:size]))
        if size == 1 and typed.isdigit() and len(typed) == 1 and 1 <= int(typed) <= 7:
            return int(typed), 1
        for hero in HEROES:
            for language in {lang, "en"}:
                name = fold(hero_name(hero, language))
                if typed in (name, name.replace(" ", ""), name.replace(" ", "-")):
                    return hero, size
    if words:
        typed = fold(words[0])
        found = {
            hero
            for hero in HEROES
            for language in {lang, "en"}
            if len(typed) >= 2 and fold(hero_name(hero, language)).startswith(typed)
        }
        if len(found) == 1:
            return found.pop(), 1
    return None


def hero_chip(hero: int, lang: str, used: bool = False) -> Text:
    """A hero: `[3 Witch]`; greyed with ↷ when its power has been used (turned sideways)."""
    if used:
        return Text(f"[{hero} {hero_name(hero, lang)} ↷]", style="grey50")
    return Text(f"[{hero} {hero_name(hero, lang)}]", style=HERO_STYLE[hero])


def _join(parts: Sequence[Text], sep: str = " ") -> Text:
    out = Text()
    for i, part in enumerate(parts):
        if i:
            out.append(sep)
        out.append_text(part)
    return out


class RentAHeroFrontend:
    """The terminal face of Rent a Hero: draws a view, reads a command, tells events."""

    game_id = "rentahero"

    def __init__(self) -> None:
        self.names: list[str] = []  # the table's names, kept from the last screen drawn (for the end lines)

    def info(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        return None

    # -- the log ----------------------------------------------------------------------

    def log_entry(self, turn: int, seat: int, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any]) -> LogEntry:
        return LogEntry(turn, seat, [dict(event) for event in events])

    def log_line(self, entry: LogEntry, lang: str, names: Sequence[str]) -> Text:
        return styled_log_line(entry.turn, log_sentences(entry.events, None, lang, names))

    def render_log(self, log: Sequence[LogEntry], lang: str, names: Sequence[str], limit: int | None) -> RenderableType:
        shown = [e for e in log if any(ev.get("kind") not in QUIET for ev in e.events)]
        if limit is not None:
            shown = shown[-limit:]
        if not shown:
            return Text(translate("tui.log.empty", lang), style="grey50")
        return Group(*(self.log_line(entry, lang, names) for entry in shown))

    # -- the table ----------------------------------------------------------------------

    def status(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType:
        players = int(view["players"])
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        turned = view.get("turned")
        if turned is None:
            row = Text(translate("rentahero.ui.no-turned", lang), style="grey70")
        else:
            row = Text()
            row.append_text(hero_chip(int(turned), lang))
            row.append(
                "  "
                + translate(
                    "rentahero.ui.turned-line",
                    lang,
                    hero=hero_card(int(turned), lang),
                    requirement=requirement(int(turned), players, lang),
                )
            )
        if view.get("black_knight"):
            row.append("  ⚔ " + translate("rentahero.ui.knight-on", lang), style="bold yellow1")
        grid.add_row(translate("rentahero.ui.turned", lang), row)
        wandering = view.get("wandering")
        if wandering is None:
            moving = Text(translate("rentahero.ui.wandering-none", lang), style="grey50")
        else:
            moving = Text(translate("rentahero.ui.wandering-held", lang, player=names[int(wandering["holder"])]))
            hero = wandering.get("hero")
            moving.append(" · ")
            if isinstance(hero, int):
                moving.append(translate("rentahero.ui.wandering-is", lang, hero="").strip() + " ")
                moving.append_text(hero_chip(hero, lang))
            else:
                moving.append(translate("rentahero.ui.wandering-unknown", lang), style="grey70")
            if wandering.get("from_deck"):
                moving.append(" · " + translate("rentahero.ui.from-deck", lang), style="grey70")
            if wandering.get("declared"):
                moving.append(" · " + translate("rentahero.ui.declared", lang), style="bold red1")
        grid.add_row(translate("rentahero.ui.wandering", lang), moving)
        piles = Text(
            translate("rentahero.ui.piles-line", lang, deck=view["deck_size"], discard=len(view["discard"])),
        )
        if view.get("last_card_drawn"):
            piles.append(" · " + translate("rentahero.ui.last-card", lang), style="bold yellow1")
        grid.add_row(translate("rentahero.ui.piles", lang), piles)
        hints = view.get("hints") or []
        if hints:
            said = [
                translate(
                    "rentahero.ui.hint-line",
                    lang,
                    player=names[int(h["seat"])],
                    answer=translate("rentahero.word.yes" if h["answer"] else "rentahero.word.no", lang),
                )
                for h in hints
            ]
            grid.add_row(translate("rentahero.ui.hints", lang), Text(" · ".join(said)))
        announced = view.get("announcements") or []
        if announced:
            said = [
                translate(
                    "rentahero.ui.announce-line",
                    lang,
                    player=names[int(a["seat"])],
                    hero=translate("rentahero.ui.nothing", lang) if a["hero"] is None else hero_card(a["hero"], lang),
                )
                for a in announced
            ]
            grid.add_row(translate("rentahero.ui.announcements", lang), Text(" · ".join(said)))
        return grid

    def players(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType:
        """Every seat: markers, its band (used powers marked), eliminated pile, hand size."""
        table = Table.grid(padding=(0, 2))
        table.add_column(no_wrap=True)
        table.add_column()
        table.add_column(no_wrap=True)
        wandering = view.get("wandering") or {}
        muzzled = set(view.get("muzzled") or [])
        for seat in range(int(view["players"])):
            label = Text()
            label.append("▶ " if seat == view.get("active") else "  ", style="bold yellow1")
            label.append(names[seat], style="bold")
            label.append(" · " + translate("rentahero.ui.seat", lang, seat=seat_number(seat)), style="grey50")
            if seat == view.get("seat"):
                label.append(" (" + translate("rentahero.ui.you", lang) + ")", style="grey70")
            marks = []
            if seat == wandering.get("holder"):
                marks.append("◆ " + translate("rentahero.ui.holder", lang))
            if seat in muzzled:
                marks.append("✖ " + translate("rentahero.ui.muzzled", lang))
            waiting = awaited(view, seat, lang)
            if waiting is not None:
                marks.append("› " + waiting)
            if marks:
                label.append("  " + " ".join(marks), style="bold magenta")
            band = [hero_chip(int(b["hero"]), lang, bool(b["used"])) for b in view["bands"][seat]]
            band_text = _join(band) if band else Text("—", style="grey50")
            counts = Text(
                f"{len(view['bands'][seat])}/6 · "
                + translate("rentahero.ui.eliminated", lang, count=len(view["eliminated"][seat]))
                + " · "
                + translate("rentahero.ui.hand-count", lang, count=view["hands"][seat]["count"]),
                style="grey70",
            )
            table.add_row(label, band_text, counts)
        return table

    def hand(self, view: Mapping[str, Any], lang: str) -> RenderableType | None:
        viewer = view.get("seat")
        if viewer is None:
            return None
        cards = [int(h) for h in view["hands"][viewer].get("cards", [])]
        row = Text(translate("rentahero.ui.hand", lang) + "  ", style="bold")
        if not cards:
            row.append(translate("rentahero.ui.empty-hand", lang), style="grey50")
        else:
            row.append_text(_join([hero_chip(h, lang) for h in cards]))
        return row

    def window(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> RenderableType | None:
        window = view.get("window")
        if not window:
            return None
        who = ", ".join(names[int(s)] for s in window.get("pending", []))
        key = "rentahero.ui.window-chicken" if window.get("kind") == "chicken" else "rentahero.ui.window-line"
        text = Text(translate("rentahero.ui.window", lang) + "  ", style="bold magenta")
        after = str(window.get("event", ""))
        event = translate(f"rentahero.ui.after.{after}", lang, default=after)
        text.append(translate(key, lang, event=event, players=who))
        stack = view.get("stack") or []
        if stack:
            items = ", ".join(f"{names[int(item['seat'])]}: {hero_name(int(item['hero']), lang)}" for item in stack)
            text.append("\n" + translate("rentahero.ui.stack", lang, items=items), style="grey70")
        return text

    def todo(self, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Text | None:
        if view.get("over") or view.get("phase") is None:
            return None
        viewer = view.get("seat")
        to_act = [int(s) for s in view.get("to_act", [])]
        style = "bold yellow1"
        if viewer not in to_act:
            who = ", ".join(names[s] for s in to_act)
            return Text("… " + translate("rentahero.ui.waiting", lang, players=who), style="grey70")
        if view.get("window"):
            return Text("▶ " + translate("rentahero.ui.do.window", lang), style=style)
        phase = view.get("phase")
        if phase == "send":
            return Text("▶ " + translate("rentahero.ui.do.send", lang), style=style)
        if phase == "discard":
            return Text("▶ " + translate("rentahero.ui.do.discard", lang), style=style)
        if phase == "announce":
            return Text("▶ " + translate("rentahero.ui.do.announce", lang), style=style)
        if viewer in (view.get("muzzled") or []):
            return Text("▶ " + translate("rentahero.ui.do.muzzled", lang), style=style)
        if viewer == view.get("active"):
            return Text("▶ " + translate("rentahero.ui.do.recruit", lang), style=style)
        return Text("▶ " + translate("rentahero.ui.do.hold", lang), style=style)

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
        """The whole screen: the turn, the bands, your hand, the window, what to do, the log."""
        self.names = list(names)
        title = Text(" ")
        title.append(translate("rentahero.ui.title", lang, players=view["players"]), style="bold")
        if view.get("over"):
            title.append(" · " + translate("tui.game-over", lang), style="bold")
        elif view.get("active") is not None:
            title.append(" · ▶ " + names[int(view["active"])], style="bold yellow1")
        if subtitle:
            title.append(" · " + subtitle, style="grey70")
        title.append(" ")
        sections = [self.status(view, names, lang), self.players(view, names, lang), self.hand(view, lang)]
        return screen(
            title,
            [*sections, self.window(view, names, lang), self.todo(view, names, lang)],
            self.render_log(log, lang, names, log_limit),
            translate("rentahero.ui.log", lang),
            translate("rentahero.ui.used-legend", lang),
            footer,
        )

    # -- commands -----------------------------------------------------------------------

    def commands_line(self, lang: str) -> str:
        return translate("rentahero.ui.commands", lang)

    def help_lines(self, view: Mapping[str, Any], lang: str) -> list[str]:
        heroes = ", ".join(f"{h} {hero_name(h, lang)}" for h in HEROES)
        return [
            translate("rentahero.ui.help.send", lang),
            translate("rentahero.ui.help.deck", lang),
            translate("rentahero.ui.help.discard", lang),
            translate("rentahero.ui.help.hold", lang),
            translate("rentahero.ui.help.hint", lang),
            translate("rentahero.ui.help.power", lang),
            translate("rentahero.ui.help.decline", lang),
            translate("rentahero.ui.help.announce", lang),
            translate("rentahero.ui.help.auto", lang),
            translate("rentahero.ui.help.heroes", lang, heroes=heroes),
        ]

    def _hero(self, words: Sequence[str], lang: str, usage: str) -> tuple[int, list[str]]:
        if not words:
            raise CommandError(translate("rentahero.ui.error.usage", lang, usage=usage))
        found = read_hero(words, lang)
        if found is None:
            heroes = ", ".join(f"{h} {hero_name(h, lang)}" for h in HEROES)
            raise CommandError(translate("rentahero.ui.error.hero", lang, word=" ".join(words), heroes=heroes))
        hero, used = found
        return hero, list(words[used:])

    def parse(self, line: str, view: Mapping[str, Any], names: Sequence[str], lang: str) -> Action | None:
        """The action a typed command asks for; None when the verb is not Rent a Hero's."""
        words = [w for w in re.split(r"[\s,;]+", line.strip()) if w]
        if not words:
            return None
        verb, rest = fold(words[0]), words[1:]
        try:
            if verb in SEND_WORDS:
                hero, _ = self._hero(rest, lang, "send H")
                return Send(hero)
            if verb in DECK_WORDS:
                return SendFromDeck()
            if verb in DISCARD_WORDS:
                hero, _ = self._hero(rest, lang, "discard H")
                return DiscardCard(hero)
            if verb in RECRUIT_WORDS:
                return Recruit()
            if verb in PASS_WORDS:
                return PassOn()
            if verb in HINT_WORDS:
                hero, _ = self._hero(rest, lang, "hint H")
                return AskHint(hero)
            if verb in DECLINE_WORDS:
                return Decline()
            if verb in ANNOUNCE_WORDS:
                if rest and fold(" ".join(rest)) in NONE_WORDS:
                    return Announce(None)
                hero, _ = self._hero(rest, lang, "announce H|none")
                return Announce(hero)
            if verb in POWER_WORDS:
                hero, more = self._hero(rest, lang, "power H [target] [refresh]")
                if hero == DOG_TRAINER:
                    if not more:
                        raise CommandError(translate("rentahero.ui.error.usage", lang, usage="power 4 PLAYER"))
                    who = " ".join(more)
                    seat = find_seat(who, names)
                    if seat is None:
                        listed = seat_list(names)
                        raise CommandError(translate("rentahero.ui.error.player", lang, player=who, players=listed))
                    return UsePower(hero, target=seat)
                if hero == WITCH:
                    refresh, _ = self._hero(more, lang, "power 3 HERO")
                    return UsePower(hero, refresh=refresh)
                return UsePower(hero)
        except BadInput as exc:
            raise CommandError(exc.text(lang)) from None
        return None

    def explain(self, error: IllegalAction, lang: str) -> str:
        return error.text(lang)

    def move_lines(
        self, view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]], names: Sequence[str], lang: str
    ) -> list[str]:
        """The powers the seat may use now, each with its command and what it would do to whom."""
        powers = [a for a in legal if a.get("type") == "power"]
        if not powers:
            return []
        lines = [translate("rentahero.ui.powers-now", lang)]
        for action in powers:
            command = f"power {action['hero']}"
            if action.get("target") is not None:
                command += f" {seat_number(int(action['target']))}"
            if action.get("refresh") is not None:
                command += f" {action['refresh']}"
            lines.append(f"  {command:<12} {power_effect(action, view, lang, names)}")
        return lines

    # -- when to be asked ---------------------------------------------------------------

    def auto(self, words: Sequence[str], levels: Mapping[str, str], lang: str) -> tuple[dict[str, str], list[str]]:
        """`auto` shows the levels; `auto H LEVEL` or `auto all LEVEL` sets them (LEVEL in English or `lang`)."""
        chosen = dict(levels)
        if not words:
            return chosen, [self._level_line(int(topic), chosen[topic], lang) for topic in sorted(chosen)]
        usage = CommandError(translate("rentahero.ask.usage", lang))
        typed = [fold(word) for word in words]
        level = next(
            (name for name in LEVELS if typed[-1] in (name, fold(translate(f"rentahero.ask.word.{name}", lang)))),
            None,
        )
        if level is None or len(words) < 2:
            raise usage
        if typed[0] in ("all", fold(translate("rentahero.ask.word.all", lang))):
            heroes = list(HEROES)
        else:
            try:
                hero, _ = self._hero(words[:-1], lang, "auto H LEVEL")
            except CommandError:
                raise usage from None
            heroes = [hero]
        for hero in heroes:
            chosen[str(hero)] = level
        return chosen, [self._level_line(hero, level, lang) for hero in heroes]

    @staticmethod
    def _level_line(hero: int, level: str, lang: str) -> str:
        return translate(
            "rentahero.ask.line",
            lang,
            hero=hero_card(hero, lang),
            level=translate(f"rentahero.ask.level.{level}", lang),
            help=translate(
                f"rentahero.ask.mine.{hero}"
                if level == "mine" and hero in MINE_OWN
                else f"rentahero.ask.level.{level}.help",
                lang,
            ),
        )

    # -- the end ------------------------------------------------------------------------

    def end_lines(self, result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str) -> list[str]:
        return end_lines(result, view, lang, self.names)
