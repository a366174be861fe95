"""`parlour bench bots`: seeded games between bots on all cores, with a table, JSON and a chart.

    parlour bench bots --game hanabi --players 3 --games 1000 --bots simple
    parlour bench bots --game regicide --players 1 --games 500 --json solo.json --chart solo.png
    parlour bench bots --game rentahero --players 3 --games 2000 --bots best,simple,simple
    parlour bench bots --game hanabi --games 10000 --bots simple --backend ray [--address HOST:PORT]

Game i is dealt with seed S + i (`--seed S`, default 0); bots draw from seeds of their own
(`batch.bot_seed`), so the same arguments give the same figures on any number of workers.
One name in `--bots` fills every seat, a comma list gives one name per seat (without `--bots`,
every seat gets `best`). `--rotate` (the default in competitive games) moves the bot list one seat to
the left each game, so no bot always sits first. What the figures mean: `parlour.sim.report`.
`--backend ray` plays the same chunks on a Ray cluster (`parlour.sim.ray_backend`): the same JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
import time
from pathlib import Path

from rich.console import Console

from parlour.bots.base import resolve
from parlour.engine import registry
from parlour.engine.errors import BadInput, describe
from parlour.engine.options import Options
from parlour.sim.backends import BACKENDS, Backend, backend_named
from parlour.sim.batch import BatchSpec, run_batch
from parlour.sim.play import BotFailure
from parlour.sim.report import RunInfo, figures_of, summarise, table

EXIT_FAILED = 1


def positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, not {number}")
    return number


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """The game, its table and its deals: shared by `bench bots` and `bench compare`."""
    parser.add_argument("--game", required=True, help="the game (see `parlour games`)")
    parser.add_argument("--players", type=int, help="number of seats (default: the game's default)")
    parser.add_argument("--seed", type=int, default=0, help="game i is dealt with seed SEED + i (default 0)")
    parser.add_argument("--variant", "--rules", help="a named preset of options (see `parlour games`)")
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="set one option (repeatable)"
    )
    parser.add_argument(
        "--rotate",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="rotate the bot list around the table with each game (default: on in competitive games)",
    )


def add_backend_arguments(parser: argparse.ArgumentParser) -> None:
    """Where the games run: shared by `bench bots` and `bench compare`."""
    parser.add_argument(
        "--backend", choices=BACKENDS, default="local", help="local: this machine's processes (default); ray: Ray"
    )
    parser.add_argument(
        "--address", metavar="ADDR", help="with --backend ray: a running cluster (default: start a local one)"
    )
    parser.add_argument(
        "--workers",
        type=positive,
        help="processes, or a local Ray cluster's CPUs, or chunks at once on a running one (default: every core)",
    )
    parser.add_argument("--chunk", type=positive, metavar="GAMES", help="games per chunk (default: ~10 per worker)")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the arguments of `parlour bench bots` to `parser`."""
    add_game_arguments(parser)
    parser.add_argument("--games", type=positive, default=100, help="number of games (default 100)")
    parser.add_argument(
        "--bots", metavar="NAME[,NAME...]", help="one bot for every seat, or one per seat (default: best)"
    )
    add_backend_arguments(parser)
    parser.add_argument("--json", metavar="FILE", help="write the results (every game included) as JSON")
    parser.add_argument("--chart", metavar="FILE", help="write the score distribution as a PNG chart")
    parser.add_argument(
        "--levels",
        action="store_true",
        help="record the figure in parlour/bots/levels.json (the levels people choose from; docs/benchmarks.md)",
    )
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def check_writable(path: str, what: str) -> None:
    """Refuse an output path before the games, not after them."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path) or not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise BadInput(f"cannot write the {what} to {path!r}")


def bot_list(game_id: str, players: int, spec: str | None, flag: str = "--bots") -> tuple[str, ...]:
    """One bot name per seat from `--bots` (or `flag`): none (best everywhere), one name (everywhere)
    or one per seat."""
    names = ["best"] if spec is None else [name.strip() for name in spec.split(",")]
    if any(not name for name in names):
        raise BadInput(f"{flag} {describe(spec)}: a bot name is empty")
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise BadInput(f"{flag} names {len(names)} bots for {players} seats: give one name, or one per seat")
    for name in names:
        resolve(game_id, name)  # BadInput for an unknown bot
    return tuple(names)


def backend_of(args: argparse.Namespace) -> Backend:
    """The backend `--backend`, `--address` and `--workers` ask for (not yet open)."""
    if args.address and args.backend != "ray":
        raise BadInput("--address names a Ray cluster: give --backend ray with it")
    return backend_named(args.backend, args.workers, args.address)


def table_options(args: argparse.Namespace) -> tuple[Options, int]:
    """The options of `--players`, `--variant` and `--option`, checked; and the number of seats."""
    game = registry.get(args.game)
    options = game.options_type.build(players=args.players, variant=args.variant, overrides=args.option)
    players = options.players
    if not game.min_players <= players <= game.max_players:
        raise BadInput(f"{game.name} is played by {game.min_players} to {game.max_players} players, not {players}")
    return options, players


def common_command(args: argparse.Namespace, players: int, rotate: bool, backend: Backend) -> list[str]:
    """The shared arguments of a run as typed on the command line (the options, the backend)."""
    parts = ["--seed", str(args.seed)]
    if args.variant:
        parts += ["--variant", args.variant]
    for option in args.option:
        parts += ["--option", option]
    if args.rotate is not None:
        parts.append("--rotate" if rotate else "--no-rotate")
    if backend.name != "local":
        parts += ["--backend", backend.name]
    if args.address:
        parts += ["--address", args.address]
    parts += ["--workers", str(backend.workers)]
    if args.chunk:
        parts += ["--chunk", str(args.chunk)]
    return parts


def lineup(bots: tuple[str, ...]) -> str:
    """`--bots` as typed: one name when every seat has it."""
    return bots[0] if len(set(bots)) == 1 else ",".join(bots)


def console_for_output() -> Console:
    # Piped or redirected output gets a wide table rather than rich's 80 columns.
    return Console() if sys.stdout.isatty() else Console(width=140)


def write_json(path: str, data: object) -> None:
    Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    """Run the benchmark described by `args`; returns the exit status.

    Bad arguments raise BadInput (the command line prints its one line and exits 2).
    """
    game = registry.get(args.game)
    options, players = table_options(args)
    bots = bot_list(game.id, players, args.bots)
    if args.levels:  # checked before the games: a run that cannot be recorded is refused now
        competitive = figures_of(game.id).rotate
        rest = set(bots[1:])
        if (len(set(bots)) != 1) if not competitive else (len(rest) != 1 or bots[0] in rest):
            raise BadInput("--levels records one bot: the same bot in every seat (a competitive game: --bots A,B,B...)")
    for path, what in ((args.json, "JSON"), (args.chart, "chart")):
        if path:
            check_writable(path, what)
    rotate = figures_of(game.id).rotate if args.rotate is None else bool(args.rotate)
    spec = BatchSpec(game.id, options, bots, args.seed, rotate)
    show_progress = not args.no_progress and sys.stdout.isatty()
    console = console_for_output()
    with backend_of(args) as backend:
        command = ["parlour", "bench", "bots", "--game", game.id, "--players", str(players)]
        command += ["--games", str(args.games), "--bots", lineup(bots)]
        info = RunInfo(
            game_id=game.id,
            game_name=game.name,
            players=players,
            games=args.games,
            seed=args.seed,
            bots=bots,
            resolved=tuple(resolve(game.id, name).name for name in bots),
            variant=args.variant,
            options=options.to_json(),
            rotated=rotate,
            workers=backend.workers,
            command=shlex.join(command + common_command(args, players, rotate, backend)),
            backend=backend.name,
        )
        start = time.perf_counter()
        try:
            description = f"{game.id} · {players}p" if show_progress else None
            batch = run_batch(spec, args.games, backend, description, args.chunk)
        except BotFailure as exc:
            print(f"parlour: {exc}", file=sys.stderr)
            return EXIT_FAILED
        seconds = time.perf_counter() - start
        where = backend.describe()
    summary = summarise(info, batch, seconds)
    console.print(table(summary))
    console.print(f"command: {info.command}", style="grey50", soft_wrap=True, highlight=False)
    console.print(where, style="grey50", highlight=False)
    try:
        if args.json:
            write_json(args.json, summary)
            console.print(f"results: {args.json}", style="grey50", highlight=False)
        if args.chart:
            from parlour.sim.chart import write_chart

            write_chart(args.chart, summary)
            console.print(f"chart: {args.chart}", style="grey50", highlight=False)
        if args.levels:
            from parlour.sim import levels

            bot, _ = levels.record(summary)
            console.print(
                f"levels: {bot} at {players} players in {levels.levels_path()}", style="grey50", highlight=False
            )
    except OSError as exc:
        print(f"parlour: cannot write the results: {exc}", file=sys.stderr)
        return EXIT_FAILED
    return 0
