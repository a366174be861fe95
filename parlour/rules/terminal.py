"""`parlour rules ask | show | sheets` and the game picker of `parlour games`, drawn with Rich."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from parlour.cli import language_arg
from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES, translate

if TYPE_CHECKING:  # the question machinery loads only when a question is asked
    from parlour.rules.ask import Answer


def _game(value: str) -> str:
    ids = [g.id for g in registry.games()]
    if value not in ids:
        raise argparse.ArgumentTypeError(f"unknown game {value!r} (known: {', '.join(ids)})")
    return value


def configure(sub: Any) -> None:
    """Add `ask`, `show` and `sheets` under `parlour rules`."""
    ask = sub.add_parser("ask", help="answer a rules question from the rules (language detected)")
    ask.add_argument("question", nargs="+", help="the question, in English, French, Spanish or Chinese")
    ask.add_argument("--game", type=_game, help="only this game's rules (default: all, or the game it names)")
    ask.add_argument("--lang", type=language_arg, help="answer in this language (default: the question's)")
    ask.add_argument("--json", action="store_true", help="print the language and the ranked entries as JSON")
    ask.add_argument("--limit", type=int, default=3, help="how many entries to show (default 3)")
    show = sub.add_parser("show", help="print a game's rules page")
    show.add_argument("game", type=_game)
    show.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")
    sheets = sub.add_parser("sheets", help="write a game's three A5 aid sheets as PDF files")
    sheets.add_argument("game", type=_game)
    sheets.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")
    sheets.add_argument("-o", "--out", default=".", metavar="DIR", help="folder to write into (default: here)")


def run(args: argparse.Namespace, console: Console) -> int:
    if args.rules_command == "ask":
        return _ask(args, console)
    if args.rules_command == "show":
        return _show(args.game, args.lang, console)
    if args.rules_command == "sheets":
        return _sheets(args, console)
    return 2


def _ask(args: argparse.Namespace, console: Console) -> int:
    from parlour.rules.ask import ask

    question = " ".join(args.question).strip()
    if not question:
        print(translate("rules.ask.empty", args.lang or "en"), file=sys.stderr)
        return 2
    answer = ask(question, game=args.game, lang=args.lang, limit=max(1, args.limit))
    if args.json:
        print(json.dumps(answer.to_json(), ensure_ascii=False, indent=2))
        return 0
    for part in answer_panels(answer):
        console.print(part)
    return 0


def answer_panels(answer: Answer) -> list[Text | Panel]:
    """An answer as the terminal shows it: a heading in the question's language, then the entries."""
    lang = answer.lang
    head = translate("rules.ask.answer" if answer.known else "rules.ask.unknown", lang)
    shown = answer.hits if answer.known else answer.hits[:3]
    return [Text(head, style="bold" if answer.known else "yellow"), *(entry_panel(h.entry.id, lang) for h in shown)]


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
