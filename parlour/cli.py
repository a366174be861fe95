"""The `parlour` command: play in the terminal, replay a saved game, list the games.

    parlour play hanabi --players 3 [--seed N] [--variant NAME] [--option NAME=VALUE ...]
                        [--bot partner|best|simple|random] [--lang en|fr|es|zh-Hant] [--name NAME] [--save FILE]
    parlour play regicide --players 1..4 [same options]
    parlour replay FILE [--seat N] [--json] [--lang L]
    parlour games [--players N] [--minutes M] [--age A] [--lang L] [--brief]
    parlour rules ask [--game G] [--json] [--lang L] [--asked-in L] "question"
    parlour rules show GAME [--lang L]
    parlour rules show RULE-ID [--example] [--lang L]
    parlour rules sheets GAME --lang L -o DIR
    parlour serve [--host H] [--port P] [--db URL]
    parlour db upgrade [--db URL]
    parlour db backup FILE [--db URL] [--portable]
    parlour admin {accounts,tables,log} [--db URL]
    parlour admin {close-table ID,suspend NAME,unsuspend NAME} [--reason TEXT] [--db URL]
    parlour admin reset-password NAME [--db URL]
    parlour bench bots --game G --players N --games K [--bots NAME,...] [--workers W] [...]
    parlour --version

Mistakes on the command line (an unknown option, variant or bot, a player count out of range,
an unreadable file) print one line on stderr and exit with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from rich.console import Console
from rich.text import Text

from parlour import __version__
from parlour.engine import registry
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.game import fresh_seed
from parlour.engine.i18n import LANGUAGE_NAMES, LANGUAGES, normalise_language

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for `yes | head`
BOT_NAMES = ("Bob", "Carol", "Dave", "Eve")  # the engine's seats 1 to 4 (shown from 1: seats 2 to 5)


class UsageError(Exception):
    """A mistake on the command line: one line for stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


def language_arg(value: str) -> str:
    """An argparse type: a language code or name (`fr-FR`, `zh-TW`), refused when unknown."""
    lang = normalise_language(value)
    if lang == "en" and not value.lower().startswith("en"):
        raise argparse.ArgumentTypeError(f"unknown language {value!r} (known: {', '.join(LANGUAGES)})")
    return lang


# `parlour serve` flags for the server's limits: (flag, `Limits` field, type, help). Times are given
# in the unit people think of them in and stored in seconds.
SERVE_LIMITS: list[tuple[str, str, Callable[[str], Any], str]] = [
    ("--max-tables", "max_tables", int, "tables held in memory in all (default 3000)"),
    ("--tables-per-minute", "tables_per_minute", float, "tables one address may create a minute (default 6)"),
    ("--tables-per-address", "tables_per_address", int, "tables one address may have going (default 8)"),
    ("--connections-per-address", "connections_per_address", int, "websockets from one address (default 30)"),
    ("--connections-per-table", "connections_per_table", int, "players and spectators of one table (default 200)"),
    ("--message-rate", "rate", float, "messages a second one websocket may send, after its burst (default 10)"),
    ("--message-burst", "burst", float, "messages one websocket may send at once (default 40)"),
    ("--away-after", "away_after", float, "seconds without a connection before a bot plays for a person (default 60)"),
    ("--open-idle", "open_idle", lambda v: float(v) * 60, "minutes an open table waits with nobody connected (30)"),
    ("--abandoned-after", "abandoned_after", lambda v: float(v) * 3600, "hours before a deserted table closes (24)"),
    ("--max-rooms", "max_rooms", int, "shared replays held in memory in all (default 500)"),
    ("--room-members", "room_members", int, "people in one shared replay (default 50)"),
]


def _serve_settings(args: argparse.Namespace) -> tuple[Any, int]:
    from dataclasses import replace

    from parlour.server.limits import Limits
    from parlour.server.tables import Settings

    given = {
        field: getattr(args, field) for _flag, field, _kind, _help in SERVE_LIMITS if getattr(args, field) is not None
    }
    return Settings(
        window_seconds=args.window_seconds,
        bot_delay=args.bot_delay,
        bot_workers=args.bot_workers,
        bot_budget=args.bot_budget,
        limits=replace(Limits(), **given),
    ), args.max_connections


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command's parser. Given `only`, the command about to be parsed (the first word), the options of the
    others' subcommands (`rules`, `bench`), whose modules take a while to import, are left out: every
    command is still listed with its help line (`only` None: all of them, as tests build it)."""
    parser = _Parser(prog="parlour", description="Hidden-information card games by their exact rules, with bots.")
    parser.add_argument("--version", action="version", version=f"parlour {__version__}")
    sub = parser.add_subparsers(
        dest="command", metavar="{play,replay,games,rules,serve,db,admin,bench}", parser_class=_Parser
    )

    play = sub.add_parser("play", help="play a game in the terminal against bots")
    play.add_argument("game", help="the game to play (see `parlour games`)")
    play.add_argument("--players", type=int, help="number of players, you included")
    play.add_argument("--seed", type=int, help="seed of the shuffle (same seed, same deal)")
    play.add_argument("--variant", "--rules", help="a named preset of options or rule set (see `parlour games`)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="set one option (repeatable)")
    play.add_argument(
        "--bot", default=None, help="the bot at the other seats (default: partner, the game's best partner for people)"
    )
    play.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")
    play.add_argument("--name", help="your name at the table")
    play.add_argument("--save", metavar="FILE", help="write the game's record to FILE when it ends")
    play.add_argument(
        "--bot-seed", type=int, help="seed of the bots' own choices (default: fresh; never derived from --seed)"
    )

    rep = sub.add_parser("replay", help="step through a saved game (Parlour record or hanab.live export)")
    rep.add_argument("file", metavar="FILE")
    rep.add_argument(
        "--seat", type=int, help="show the table as this seat saw it, numbered from 1 as shown (default: a spectator)"
    )
    rep.add_argument("--json", action="store_true", help="print the final result as JSON and exit")
    rep.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")

    games = sub.add_parser("games", help="pick a game: the games that fit, their cards, variants and options")
    games.add_argument("--players", type=int, help="how many will play")
    games.add_argument("--minutes", type=int, help="how long you have")
    games.add_argument("--age", type=int, help="the youngest player's age")
    games.add_argument("--lang", type=language_arg, default="en", help=f"language: {', '.join(LANGUAGES)}")
    games.add_argument("--brief", action="store_true", help="only the cards, without variants, options and bots")

    rules = sub.add_parser("rules", help="the rules companion: ask a question, read the rules, print aid sheets")
    rules_sub = rules.add_subparsers(dest="rules_command", metavar="{ask,show,sheets}", parser_class=_Parser)
    if only in (None, "rules"):
        from parlour.rules import terminal as rules_terminal

        rules_terminal.configure(rules_sub)

    serve = sub.add_parser("serve", help="serve the web app (lobby, tables, bots, replays)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    serve.add_argument(
        "--db", metavar="URL", help="database URL, or the path of a SQLite file (default: parlour.db here)"
    )
    serve.add_argument(
        "--window-seconds", type=float, default=20.0, help="how long a reaction window stays open (default 20)"
    )
    serve.add_argument("--bot-delay", type=float, default=0.6, help="seconds a bot waits before it acts (default 0.6)")
    limits = serve.add_argument_group("bots and limits (defaults suit one small machine)")
    limits.add_argument("--bot-workers", type=int, help="worker processes bots think in (default: one per core)")
    limits.add_argument(
        "--bot-budget", type=float, default=1.5, help="seconds a bot may think about one move (default 1.5)"
    )
    for flag, field, kind, help_text in SERVE_LIMITS:
        limits.add_argument(flag, dest=field, type=kind, help=help_text)
    limits.add_argument(
        "--max-connections", type=int, default=4000, help="open connections in all; past it, 503 (default 4000)"
    )
    limits.add_argument(
        "--ping-interval",
        type=float,
        default=20.0,
        help="seconds between protocol pings; a connection that does not answer one as long is dropped (20)",
    )
    limits.add_argument(
        "--forwarded-allow-ips",
        default="127.0.0.1",
        help="proxies whose X-Forwarded-For gives the client's address (default 127.0.0.1)",
    )

    db = sub.add_parser("db", help="keep the server's database: schema migrations, backups")
    db_sub = db.add_subparsers(dest="db_command", metavar="{upgrade,backup}", parser_class=_Parser)
    db_help = "database URL, or the path of a SQLite file (default: parlour.db here)"
    db_upgrade = db_sub.add_parser("upgrade", help="run the schema migrations the database lacks (serve runs them too)")
    db_upgrade.add_argument("--db", metavar="URL", help=db_help)
    db_backup = db_sub.add_parser("backup", help="write a consistent copy of the database to FILE (never overwritten)")
    db_backup.add_argument("file", metavar="FILE")
    db_backup.add_argument("--db", metavar="URL", help=db_help)
    db_backup.add_argument(
        "--portable",
        action="store_true",
        help="PostgreSQL: copy the rows into a SQLite file instead of running pg_dump",
    )

    admin = sub.add_parser("admin", help="administer the server: accounts, live tables (every action logged)")
    admin_sub = admin.add_subparsers(
        dest="admin_command",
        metavar="{accounts,tables,close-table,suspend,unsuspend,reset-password,log}",
        parser_class=_Parser,
    )
    for command, target, help_text in (
        ("accounts", None, "list the accounts"),
        ("tables", None, "list the live tables"),
        ("log", None, "list the administrators' actions, newest first"),
        ("close-table", "ID", "close a live table (the running server closes it at its next sweep)"),
        ("suspend", "NAME", "suspend an account: no sign-in, its sessions refused"),
        ("unsuspend", "NAME", "lift an account's suspension"),
        ("reset-password", "NAME", "give an account a new random password (printed once)"),
    ):
        found = admin_sub.add_parser(command, help=help_text)
        if target is not None:
            found.add_argument("target", metavar=target)
        if command in ("close-table", "suspend", "unsuspend"):
            found.add_argument("--reason", help="why (kept in the log)")
        found.add_argument("--db", metavar="URL", help=db_help)

    bench = sub.add_parser("bench", help="measure the bots: seeded games on all cores or a Ray cluster")
    bench_sub = bench.add_subparsers(dest="bench_command", metavar="{bots,compare,levels}", parser_class=_Parser)
    if only in (None, "bench"):
        from parlour.sim import bench as bench_module
        from parlour.sim import compare as compare_module

        bench_module.configure(bench_sub.add_parser("bots", help="play seeded games between bots and report"))
        compare_module.configure(
            bench_sub.add_parser(
                "compare", help="two line-ups on the same deals until a sequential test (SPRT) decides which is better"
            )
        )
        bench_sub.add_parser(
            "levels", help="the bots' recorded strength (--levels runs) as docs/benchmarks.md shows it"
        )
    return parser


def main(
    argv: Sequence[str] | None = None,
    *,
    console: Console | None = None,
    read: Callable[[str], str] | None = None,
) -> int:
    """Run the command; returns the exit status. `console` and `read` let tests drive it.

    A reader that stops early (`parlour replay F --json | head`) ends the command quietly, as it
    ends a Unix tool: no traceback, the status a shell gives a process stopped by SIGPIPE.
    """
    try:
        status = _run(argv, console, read)
        sys.stdout.flush()  # output still buffered meets the closed pipe here, not at exit
        return status
    except BrokenPipeError:
        # Python flushes stdout once more at exit: point it at /dev/null so that flush is silent.
        with contextlib.suppress(OSError, ValueError):  # a stdout with no file descriptor (tests)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        return EXIT_BROKEN_PIPE


def _run(argv: Sequence[str] | None, console: Console | None, read: Callable[[str], str] | None) -> int:
    try:
        words = list(sys.argv[1:] if argv is None else argv)
        args = build_parser(words[0] if words else "").parse_args(words)
        out = console or Console()
        if read is None and sys.stdin.isatty():
            with contextlib.suppress(ImportError):  # line editing and history for console.input
                import readline  # noqa: F401
        if args.command == "play":
            return _play(args, out, read or out.input)
        if args.command == "replay":
            return _replay(args, out, read or out.input)
        if args.command == "games":
            return _games(args, out)
        if args.command == "rules" and args.rules_command:
            from parlour.rules import terminal as rules_terminal

            return rules_terminal.run(args, out)
        if args.command == "serve":
            from parlour.server.app import serve

            settings, max_connections = _serve_settings(args)
            return serve(
                args.host, args.port, args.db, settings, max_connections, args.forwarded_allow_ips, args.ping_interval
            )
        if args.command == "db" and args.db_command:
            return _db(args)
        if args.command == "admin" and args.admin_command:
            return _admin(args)
        if args.command == "bench" and args.bench_command == "bots":
            from parlour.sim import bench as bench_module

            return bench_module.run(args)
        if args.command == "bench" and args.bench_command == "levels":
            from parlour.sim import levels

            print(levels.markdown())
            return 0
        if args.command == "bench" and args.bench_command == "compare":
            from parlour.sim import compare as compare_module

            return compare_module.run(args)
        build_parser().print_help()
        return EXIT_USAGE
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else 0
    except UsageError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USAGE
    except (BadInput, IllegalAction) as exc:
        print(f"parlour: {_first_line(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


def _check_writable(path: str) -> None:
    """Refuse a --save path before the game, not after it."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path) or not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise UsageError(f"parlour: cannot write a record to {path!r}")


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else "error"


# -- db -------------------------------------------------------------------------------------


def _db(args: argparse.Namespace) -> int:
    from pathlib import Path

    from sqlalchemy.exc import SQLAlchemyError

    from parlour.server import maintenance

    try:
        if args.db_command == "upgrade":
            before, after, created = maintenance.upgrade(args.db)
            if created:
                print(f"parlour db upgrade: database created at revision {after}")
            elif before == after:
                print(f"parlour db upgrade: already at revision {after}")
            else:
                print(f"parlour db upgrade: revision {before or '(none: before migrations)'} -> {after}")
            return 0
        how = maintenance.backup(args.db, Path(args.file), args.portable)
    except maintenance.MaintenanceError as exc:
        print(f"parlour db {args.db_command}: {exc}", file=sys.stderr)
        return 1
    except SQLAlchemyError as exc:  # the database cannot be reached or opened: say so, no traceback
        why = _first_line(str(getattr(exc, "orig", None) or exc))
        print(f"parlour db {args.db_command}: cannot open the database: {why}", file=sys.stderr)
        return 1
    print(f"parlour db backup: {args.file} written ({how})")
    return 0


def _admin(args: argparse.Namespace) -> int:
    import datetime

    from parlour.server.admin import Admin, AdminError
    from parlour.server.store import Store

    def when(stamp: float | None) -> str:
        if stamp is None:
            return "-"
        return datetime.datetime.fromtimestamp(stamp, datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")

    from sqlalchemy.exc import SQLAlchemyError

    from parlour.server.maintenance import MaintenanceError, existing

    command = args.admin_command
    try:
        store = Store(existing(args.db))
    except (MaintenanceError, SQLAlchemyError) as exc:
        why = (
            exc
            if isinstance(exc, MaintenanceError)
            else f"cannot open the database: {_first_line(str(getattr(exc, 'orig', None) or exc))}"
        )
        print(f"parlour admin {command}: {why}", file=sys.stderr)
        return 1
    try:
        admin = Admin(store)
        if command == "accounts":
            for row in admin.accounts():
                state = "deleted" if row["deleted"] else "suspended" if row["suspended"] else "active"
                name = row["name"] or "(deleted player)"
                print(f"{row['id']:>6}  {name:<32}  {state:<9}  created {when(row['created'])}  seats {row['seats']}")
        elif command == "tables":
            for row in admin.live_tables():
                private = "  private" if row["private"] else ""
                seated = ", ".join(row["seats"])
                print(
                    f"{row['id']:<14}  {row['game']:<10}  {row['status']:<8}  {when(row['updated'])}  {seated}{private}"
                )
        elif command == "log":
            for row in admin.log():
                done = "" if row["done"] is not None else "  (pending)"
                reason = f"  ({row['reason']})" if row["reason"] else ""
                print(f"{when(row['at'])}  {row['actor']}  {row['action']} {row['target']}{reason}{done}")
        elif command == "close-table":
            admin.close_table(args.target, args.reason)
            print(f"parlour admin close-table: {args.target} is closed (a running server closes it at its next sweep)")
        elif command in ("suspend", "unsuspend"):
            admin.suspend(args.target, args.reason, undo=command == "unsuspend")
            print(f"parlour admin {command}: done for {args.target}")
        else:
            password = admin.reset_password(args.target)
            print(f"parlour admin reset-password: the new password of {args.target} is {password}")
            print("(every session of the account is signed out; the player may change it once signed in)")
    except AdminError as exc:
        print(f"parlour admin {command}: {exc}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0


# -- play -------------------------------------------------------------------------------------


def _play(args: argparse.Namespace, console: Console, read: Callable[[str], str]) -> int:
    from parlour.bots.base import get_bot
    from parlour.tui.base import frontend_for
    from parlour.tui.play import PlaySession, save_record
    from parlour.tui.text import t

    game = registry.get(args.game)
    frontend = frontend_for(game.id)
    options = game.options_type.build(players=args.players, variant=args.variant, overrides=args.option)
    bot_name = args.bot or "partner"
    get_bot(game.id, bot_name)  # an unknown bot is refused even at a solo table
    seed = args.seed
    if args.save:
        _check_writable(args.save)
    # A bot's seed must say nothing about the deal: were it derived from --seed, a bot could
    # rebuild the shuffle and read its own hand. So bots get seeds of their own.
    bot_seeds = {
        seat: fresh_seed() if args.bot_seed is None else args.bot_seed + seat for seat in range(1, options.players)
    }
    bots = {seat: get_bot(game.id, bot_name, bot_seeds[seat]) for seat in bot_seeds}
    lang = args.lang
    human_name = args.name or t("tui.default-name", lang)
    names = [human_name]
    for seat in range(1, options.players):
        name = BOT_NAMES[seat - 1]
        names.append(t("tui.bot-name", lang, name=name) if name.casefold() == human_name.casefold() else name)
    state = game.new_state(options, seed=seed)
    session = PlaySession(state, human=0, bots=bots, names=names, lang=lang, console=console, frontend=frontend)
    outcome = session.run(read)
    if args.save:
        meta = {
            "client": "parlour play",
            "bots": {str(seat): bot_name for seat in bots},
            "bot_seeds": {str(seat): bot_seed for seat, bot_seed in bot_seeds.items()},
        }
        try:
            path = save_record(outcome.state, names, args.save, session.reasons, **meta)
        except OSError as exc:
            print(t("tui.save-failed", lang, path=args.save, error=exc), file=sys.stderr)
            return 1
        console.print(Text(t("tui.saved", lang, path=str(path)), style="grey70"))
    return EXIT_INTERRUPTED if outcome.how == "interrupt" else 0


# -- replay -----------------------------------------------------------------------------------


def _replay(args: argparse.Namespace, console: Console, read: Callable[[str], str]) -> int:
    from parlour.tui.replay import ReplaySession, load_record, summary
    from parlour.tui.text import t

    record = load_record(args.file)
    seats = len(record.players)

    def check_seat() -> None:
        # Seats are typed as the terminal and the web show them: from 1.
        if args.seat is not None and not 1 <= args.seat <= seats:
            raise UsageError(t("tui.replay.no-seat", args.lang, seat=args.seat, seats=seats))

    if args.json:
        summed = summary(record)  # first: a record that does not hold together is refused as such
        check_seat()
        print(json.dumps(summed, ensure_ascii=False, indent=2))
        return 0
    if args.seat is not None:
        summary(record)  # as above: a record that does not hold together is refused as such, before its seats
        check_seat()
    seat = None if args.seat is None else args.seat - 1
    session = ReplaySession(record, seat=seat, lang=args.lang, console=console)
    session.run(read)
    return 0


# -- games ------------------------------------------------------------------------------------


def _games(args: argparse.Namespace, console: Console) -> int:
    from parlour.bots.base import bots_for
    from parlour.rules import terminal as rules_terminal

    for wish in ("players", "minutes", "age"):
        if getattr(args, wish) is not None and getattr(args, wish) < 0:
            raise UsageError(f"parlour games: --{wish} cannot be negative")
    order = rules_terminal.games(console, args.players, args.minutes, args.age, args.lang)
    if args.brief:
        return 0
    console.print()
    from rich.table import Table  # only the games' list draws one (it imports fractions)

    # A game without rules content is not in the picker's order: it comes after the ones it shows.
    for game in sorted(registry.games(), key=lambda g: order.index(g.id) if g.id in order else len(order)):
        console.print(
            Text.assemble((game.name, "bold"), f"  ({game.id}) · {game.min_players}-{game.max_players} players")
        )
        table = Table(box=None, show_header=False, padding=(0, 2), pad_edge=False)
        table.add_column(style="bold", no_wrap=True)
        table.add_column(no_wrap=True)
        table.add_column()
        options_type = game.options_type
        for preset in options_type.PRESETS.values():
            table.add_row("variant", preset.name, preset.help)
        defaults = options_type().to_json()
        for name, info in options_type.INFO.items():
            table.add_row("option", f"{name}={_show(defaults.get(name))}", info.help)
        for name, bot in sorted(bots_for(game.id).items()):
            table.add_row("bot", name, bot.help)
        table.add_row("lang", ", ".join(LANGUAGES), ", ".join(LANGUAGE_NAMES[lang] for lang in LANGUAGES))
        console.print(table)
        console.print()
    return 0


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
