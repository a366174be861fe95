"""`parlour rules ask | show | sheets` and the game picker of `parlour games`, drawn with Rich.

`parlour rules show GAME` prints a game's rules page; `parlour rules show RULE-ID` one entry, and
with `--example` the rule at work (`parlour.rules.examples`), drawn by the game's terminal face.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console, RenderableType
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

from parlour.cli import language_arg
from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES, translate
from parlour.tui.base import SCREEN_WIDTH, Frontend, LogEntry

if TYPE_CHECKING:  # the question machinery loads only when a question is asked
    from parlour.rules.ask import Answer


def _game(value: str) -> str:
    ids = [g.id for g in registry.games()]
    if value not in ids:
        raise argparse.ArgumentTypeError(f"unknown game {value!r} (known: {', '.join(ids)})")
    return value


def _shown(value: str) -> str:
    """A game id (its rules page) or a catalogue entry id (that entry, and with `--example` the rule at work)."""
    if value in {g.id for g in registry.games()} or "." not in value:
        return _game(value)
    from parlour.rules.catalogue import entry

    if entry(value) is None:
        raise argparse.ArgumentTypeError(f"unknown entry {value!r} (an entry id is like hanabi.discard.tokens-full)")
    return value


def configure(sub: Any) -> None:
    """Add `ask`, `show` and `sheets` under `parlour rules`."""
    ask = sub.add_parser("ask", help="answer a rules question from the rules (language detected)")
    ask.add_argument("question", nargs="+", help="the question, in English, French, Spanish or Chinese")
    ask.add_argument("--game", type=_game, help="only this game's rules (default: all, or the game it names)")
    ask.add_argument("--lang", type=language_arg, help="answer in this language (default: the question's)")
    ask.add_argument(
        "--asked-in", type=language_arg, metavar="LANG", help="the question's language (default: detected)"
    )
    ask.add_argument(
        "--variant", metavar="PRESET", help="the variant you play (a preset of the game, such as no-empty-clues)"
    )
    ask.add_argument("--players", type=int, metavar="N", help="how many play (1: solo, where the game has it)")
    ask.add_argument("--json", action="store_true", help="print the language and the ranked entries as JSON")
    ask.add_argument("--limit", type=int, default=3, help="how many entries to show (default 3)")
    show = sub.add_parser("show", help="print a game's rules page, or one entry (and the rule at work)")
    show.add_argument(
        "target", type=_shown, metavar="GAME|RULE-ID", help="a game, or an entry id such as hanabi.discard.tokens-full"
    )
    show.add_argument(
        "--example",
        action="store_true",
        help="with a rule id: the rule at work, a position the game's engine builds and the move it refuses or applies",
    )
    show.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")
    sheets = sub.add_parser("sheets", help="write a game's three A5 aid sheets as PDF files")
    sheets.add_argument("game", type=_game)
    sheets.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")
    sheets.add_argument("-o", "--out", default=".", metavar="DIR", help="folder to write into (default: here)")


def run(args: argparse.Namespace, console: Console) -> int:
    if args.rules_command == "ask":
        return _ask(args, console)
    if args.rules_command == "show":
        if "." in args.target:
            return _show_entry(args.target, args.lang, args.example, console)
        if args.example:
            print(
                f"parlour: --example shows one rule: give its id ({args.target}.TOPIC.RULE)",
                file=sys.stderr,
            )
            return 2
        return _show(args.target, args.lang, console)
    if args.rules_command == "sheets":
        return _sheets(args, console)
    return 2


def _ask(args: argparse.Namespace, console: Console) -> int:
    from parlour.rules.ask import ask

    question = " ".join(args.question).strip()
    if not question:
        print(translate("rules.ask.empty", args.lang or "en"), file=sys.stderr)
        return 2
    table = None
    if args.variant or args.players is not None:
        from parlour.engine.errors import BadInput
        from parlour.rules.ask import named_game
        from parlour.rules.conditions import table_context

        game = args.game or named_game(question)
        if game is None:
            print("parlour: --variant and --players need the game (--game)", file=sys.stderr)
            return 2
        try:
            table = table_context(game, players=args.players, variant=args.variant)
        except BadInput as exc:
            print(f"parlour: {exc}", file=sys.stderr)
            return 2
    answer = ask(
        question, game=args.game, lang=args.lang, limit=max(1, args.limit), asked_in=args.asked_in, table=table
    )
    if args.json:
        print(json.dumps(answer.to_json(), ensure_ascii=False, indent=2))
        return 0
    for part in answer_panels(answer):
        console.print(part)
    return 0


def answer_panels(answer: Answer) -> list[Text | Panel]:
    """An answer as the terminal shows it: a heading in the answer's language, then the entries."""
    lang = answer.lang
    head = translate("rules.ask.answer" if answer.known else "rules.ask.unknown", lang)
    shown = answer.hits if answer.known else answer.hits[:3]
    panels: list[Text | Panel] = [Text(head, style="bold" if answer.known else "yellow")]
    for n, hit in enumerate(shown):
        panels.append(entry_panel(hit.entry.id, lang))
        if n == 0:  # where a variant changes the first answer, say so under it
            panels.extend(Text(answer.difference_json(d)["said"], style="italic") for d in answer.differs)
    return panels


def entry_panel(entry_id: str, lang: str) -> Panel:
    """One catalogue entry as a panel: its question (FAQ), its text, its source; titled with its kind and id."""
    from parlour.rules.catalogue import entry

    found = entry(entry_id)
    assert found is not None
    body = Text()
    if found.question:
        body.append(found.ask(lang) + "\n", style="bold")
    body.append(found.say(lang))
    body.append("\n" + translate("rules.source", lang) + ": " + found.source.label_in(lang), style="grey62")
    title = f"{translate(f'rules.kind.{found.kind}', lang)} · {found.id}"
    return Panel(body, title=escape(title), title_align="left", border_style="grey50")


def _show(game: str, lang: str, console: Console) -> int:
    from rich.table import Table  # only a rules page draws one (it imports fractions)

    from parlour.rules.pages import page

    data = page(game, lang)
    console.print(Text(data["title"], style="bold underline"))
    facts = Table(box=None, show_header=False, padding=(0, 2), pad_edge=False)
    for fact in data["card"]["facts"]:
        facts.add_row(Text(fact["label"], style="bold"), fact["value"])
    console.print(facts)
    _heading(console, data["overview"]["title"])
    console.print(data["overview"]["text"])
    _heading(console, data["turn_brief"]["title"])
    for n, step in enumerate(data["turn_brief"]["steps"], start=1):
        console.print(f" {n}. {step}")
    for section in data["sections"]:
        if section["entries"]:
            _heading(console, section["title"])
            for item in section["entries"]:
                console.print(Text.assemble(" • ", item["text"], (f"  [{item['id']}]", "grey50")))
    _heading(console, data["variants"]["title"])
    for preset in data["variants"]["presets"]:
        console.print(
            Text.assemble(
                " • ",
                (preset["label"], "bold"),
                f" ({preset['id']}): {preset['help']}",
                (f"  — {preset['source']}", "grey50"),
            )
        )
    for extra in data["extras"]:
        _heading(console, extra["title"])
        for item in extra["entries"]:
            console.print(
                Text.assemble(" • ", (item["question"], "bold"), "\n   ", item["text"], (f"  [{item['id']}]", "grey50"))
            )
    return 0


def _show_entry(entry_id: str, lang: str, example: bool, console: Console) -> int:
    """One entry; with `example`, its rule at work (1 when the entry has none)."""
    console.print(entry_panel(entry_id, lang))
    if not example:
        return 0
    from parlour.rules.examples import has_example

    if not has_example(entry_id):
        print(translate("rules.example.none", lang, id=entry_id), file=sys.stderr)
        return 1
    for part in example_parts(entry_id, lang):
        console.print(part, width=min(console.width, SCREEN_WIDTH))
    return 0


def example_parts(rule: str, lang: str) -> list[RenderableType]:
    """The rule at work at the terminal: the seat's board (the game's terminal face, or its view as
    data), the move, the refusal or what happened, and the board after an applied move."""
    from rich.pretty import Pretty  # only the rule at work shows a view's fields

    from parlour.rules import examples

    found = examples.example(rule)
    seats = examples.names(found.players, lang)
    face = registry.manifest(found.game).part("terminal")
    caption = translate("rules.example.seen-from", lang, player=seats[found.seat])
    parts: list[RenderableType] = [Text(translate("rules.example.title", lang), style="bold cyan")]
    log: list[LogEntry] = []
    if face is not None:
        frontend: Frontend = face()
        start = max(0, len(found.turns) - examples.LOG_LINES)
        for turn, (actor, events) in enumerate(found.turns[start:], start=start):
            log.append(frontend.log_entry(turn, actor, events, found.view))
        parts.append(frontend.render(found.view, log, seats, lang, subtitle=caption, log_limit=6))
    else:
        parts.append(Panel(Pretty(dict(found.view)), title=escape(caption), title_align="left"))
    parts.append(Text(examples.said(found, lang), style="bold"))
    if found.refused:
        text = frontend.explain(found.refusal, lang) if face is not None else examples.refusal_text(found, lang)  # type: ignore[arg-type]
        parts.append(Text(translate("rules.example.refused", lang), style="bold red1"))
        parts.append(Text("  " + text))
    else:
        happened, ended = examples.outcome_lines(found, lang)
        parts.append(Text(translate("rules.example.happens", lang), style="bold green"))
        parts.extend(Text("  " + line) for line in happened)
        parts.extend(Text("  " + line, style="bold") for line in examples.end_lines(found, lang) or ended)
        after = translate("rules.example.after", lang)
        if face is not None:
            log.append(frontend.log_entry(len(found.turns), found.seat, found.events, found.after))
            parts.append(frontend.render(found.after, log, seats, lang, subtitle=after, log_limit=6))
        else:
            parts.append(Panel(Pretty(dict(found.after)), title=escape(after), title_align="left"))
    parts.append(Text(translate("rules.example.built", lang), style="grey62"))
    return parts


def _heading(console: Console, title: str) -> None:
    console.print()
    console.print(Text(title, style="bold cyan"))


def _sheets(args: argparse.Namespace, console: Console) -> int:
    from parlour.rules.sheets import write_all

    folder = Path(args.out)
    if folder.exists() and not folder.is_dir():
        print(f"parlour: {folder} is not a folder", file=sys.stderr)
        return 2
    try:
        paths = write_all(args.game, args.lang, folder)
    except OSError as exc:
        print(f"parlour: cannot write the sheets to {folder}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    for path in paths:
        console.print(str(path))
    return 0


def games(console: Console, players: int | None, minutes: int | None, age: int | None, lang: str) -> list[str]:
    """Print the game picker's suggestions and cards; return the games in the order shown."""
    from parlour.rules.pick import pick

    wished = any(v is not None for v in (players, minutes, age))
    found = pick(players, minutes, age, lang)
    if wished:
        title = translate("rules.pick.title", lang)
        console.print(Text(title, style="bold underline"))
        if not any(s.fits for s in found):
            console.print(Text(translate("rules.pick.none", lang), style="yellow"))
    order = []
    for suggestion in found:
        data = suggestion.to_json(lang)
        mark = ("✓ ", "green") if suggestion.fits else ("✗ ", "red")
        head = Text.assemble(mark if wished else "", (data["name"], "bold"), f"  ({data['id']})")
        console.print(head)
        if wished:
            console.print("   " + " · ".join(data["reasons"]))
        facts = " · ".join(f"{f['label']}: {f['value']}" for f in data["card"]["facts"] if f["known"])
        console.print(Text("   " + facts, style="grey70"))
        order.append(suggestion.game)
    return order
