"""`parlour bench compare`: two line-ups on the same deals, until a sequential test decides.

    parlour bench compare --game hanabi --players 2 --a random --b simple
    parlour bench compare --game rentahero --players 3 --a simple,random,random --b sleuth,random,random
    parlour bench compare --game regicide --players 1 --a simple --b best --batch 10 --backend ray

Deal i is played twice, once by each line-up, with the same deal seed S + i and the same bot
seeds per seat (`batch.bot_seed`), and seated alike (`--rotate`): the pair differs only in the
bots. Its figure is the game's per-game score (`parlour.sim.figures`: Hanabi's official score,
Regicide's won/lost, a competitive game's win share of bot-list position 0, the first name of
the line-up). The differences b − a feed a sequential probability ratio test (`parlour.sim.sprt`)
with H0: mean difference ≤ d0 and H1: mean difference ≥ d1. Deals are played in batches on the
backend but counted one by one in index order, so the decision and the deal it came at are the
same whatever the batch size, the backend or the number of workers.
"""

from __future__ import annotations

import argparse
import math
import shlex
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.table import Table

from parlour import __version__
from parlour.bots.base import resolve
from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.sim.backends import Backend, merge, run_jobs
from parlour.sim.batch import BatchSpec, GameOutcome, chunks
from parlour.sim.bench import (
    EXIT_FAILED,
    add_backend_arguments,
    add_game_arguments,
    backend_of,
    bot_list,
    check_writable,
    common_command,
    console_for_output,
    lineup,
    positive,
    table_options,
    write_json,
)
from parlour.sim.figures import Figures
from parlour.sim.play import BotFailure
from parlour.sim.progress import progress_counter
from parlour.sim.report import bots_text, interval, plural
from parlour.sim.sprt import MIN_DEALS, Bounds, PairedSPRT

METHOD = (
    "GSPRT on the paired differences b - a, one deal at a time in index order: normal with unknown variance, "
    "LLR = (n/2) ln[(v + (m - d0)^2) / (v + (m - d1)^2)] (m: mean difference, v: its variance); "
    "H0 at LLR <= ln(beta/(1-alpha)), H1 at LLR >= ln((1-beta)/alpha); interval: mean ± 1.96·sd/√n"
)
# Keys of the JSON that depend on the machine or on how the run was split, not on the games.
TIMING_KEYS = ("seconds", "games_per_second", "workers", "backend", "command", "deals_played", "python")


def _rate(value: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {value!r}") from None


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the arguments of `parlour bench compare` to `parser`."""
    add_game_arguments(parser)
    parser.add_argument("--a", required=True, metavar="NAME[,NAME...]", help="line-up a: one bot, or one per seat")
    parser.add_argument("--b", required=True, metavar="NAME[,NAME...]", help="line-up b, the one under test")
    parser.add_argument("--d0", type=_rate, default=0.0, help="H0: mean difference b - a at most D0 (default 0)")
    parser.add_argument(
        "--d1", type=_rate, help="H1: mean difference b - a at least D1 (default: the game's, e.g. 1 Hanabi point)"
    )
    parser.add_argument("--alpha", type=_rate, default=0.05, help="chance of accepting H1 when it is false (0.05)")
    parser.add_argument("--beta", type=_rate, default=0.05, help="chance of accepting H0 when it is false (0.05)")
    parser.add_argument(
        "--min-games",
        type=positive,
        default=MIN_DEALS,
        metavar="DEALS",
        help=f"deals before any decision (default {MIN_DEALS})",
    )
    parser.add_argument(
        "--max-games", type=positive, default=5000, metavar="DEALS", help="deals at most, then undecided (default 5000)"
    )
    parser.add_argument(
        "--batch",
        type=positive,
        metavar="DEALS",
        help="deals played per round after the first --min-games (default: 50, or 10 per worker past 5)",
    )
    add_backend_arguments(parser)
    parser.add_argument("--json", metavar="FILE", help="write the comparison (every deal included) as JSON")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def paired(a: Sequence[GameOutcome], b: Sequence[GameOutcome], figures: Figures) -> list[dict[str, Any]]:
    """Each deal's two scores and their difference, in index order."""
    deals = []
    for one, other in zip(a, b, strict=True):
        if (one.index, one.seed, one.positions) != (other.index, other.seed, other.positions):
            raise RuntimeError(f"deal {one.index} was not played alike by both line-ups")
        score_a = float(figures.per_game(one.result, one.positions)["score"])
        score_b = float(figures.per_game(other.result, other.positions)["score"])
        difference = score_b - score_a
        deals.append({"index": one.index, "seed": one.seed, "a": score_a, "b": score_b, "difference": difference})
    return deals


def play_paired(
    backend: Backend,
    specs: tuple[BatchSpec, BatchSpec],
    test: PairedSPRT,
    figures: Figures,
    max_deals: int,
    batch: int,
    chunk: int | None = None,
    advance: Callable[[int], None] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Play rounds of deals with both line-ups on `backend`, feeding `test` deal by deal in index
    order, until it decides or `max_deals` are in: the deals counted and the deals played."""
    spec_a, spec_b = specs
    counted: list[dict[str, Any]] = []
    played = 0
    while played < max_deals:
        # No decision comes before the test's min_deals: the first round plays just those.
        size = min(test.min_deals if played == 0 else batch, max_deals - played)
        parts = chunks(size, backend.workers, chunk, played)
        results = run_jobs(backend, [(spec_a, part) for part in parts] + [(spec_b, part) for part in parts], advance)
        a, b = merge(results[: len(parts)]), merge(results[len(parts) :])
        played = parts[-1].stop
        for deal in paired(a.outcomes, b.outcomes, figures):
            counted.append(deal)
            if test.add(deal["difference"]) is not None:
                return counted, played
    return counted, played


def decision_text(summary: Mapping[str, Any]) -> str:
    d0, d1 = summary["d0"], summary["d1"]
    if summary["decision"] == "H1":
        return f"H1: b is better (mean difference ≥ {d1:g} rather than ≤ {d0:g})"
    if summary["decision"] == "H0":
        return f"H0: b is not better by {d1:g} (mean difference ≤ {d0:g} rather than ≥ {d1:g})"
    return f"undecided after {plural(summary['deals'], 'deal')} (--max-games)"


def table(summary: Mapping[str, Any]) -> Table:
    """The rich table printed at the end of a comparison."""
    title = (
        f"{summary['game_name']} · {plural(summary['players'], 'player')} · "
        f"a: {bots_text(summary['a']['bots'])} vs b: {bots_text(summary['b']['bots'])}"
    )
    caption = f"per deal: {summary['score_meaning']}; deal seeds {summary['deal_seeds'][0]}..{summary['deal_seeds'][1]}"
    if summary["rotated"]:
        caption += "; bot lists rotated one seat per deal"
    out = Table(title=title, caption=caption, show_header=False)
    out.add_column(justify="left", style="bold")
    out.add_column(justify="right")
    low, high = summary["ci95"]
    lower, upper = summary["llr_bounds"]
    rows = [
        ("deals (games)", f"{summary['deals']} ({summary['games']})"),
        ("a: mean score", f"{summary['a']['mean_score']:.3f}"),
        ("b: mean score", f"{summary['b']['mean_score']:.3f}"),
        ("b − a per deal (95 %)", f"{summary['mean_difference']:+.3f} ({low:+.3f} to {high:+.3f})"),
        ("hypotheses", f"H0: ≤ {summary['d0']:g} · H1: ≥ {summary['d1']:g}"),
        ("error rates", f"α {summary['alpha']:g} · β {summary['beta']:g}"),
        ("LLR (bounds)", f"{summary['llr']:.3f} ({lower:.3f} to {upper:.3f})"),
        ("decision", decision_text(summary)),
    ]
    for name, value in rows:
        out.add_row(name, value)
    return out


def figures_only(summary: Mapping[str, Any]) -> dict[str, Any]:
    """The comparison without what depends on the machine or the split: equal for equal arguments."""
    return {key: value for key, value in summary.items() if key not in TIMING_KEYS}


def _side(bots: tuple[str, ...], game_id: str, deals: Sequence[Mapping[str, Any]], key: str) -> dict[str, Any]:
    scores = [float(deal[key]) for deal in deals]
    mean = math.fsum(scores) / len(scores) if scores else math.nan
    resolved = [resolve(game_id, name).name for name in bots]
    return {"bots": list(bots), "resolved": resolved, "mean_score": round(mean, 6)}


def run(args: argparse.Namespace) -> int:
    """Run the comparison described by `args`; returns the exit status (BadInput for bad arguments)."""
    from parlour.sim.report import figures_of

    game = registry.get(args.game)
    options, players = table_options(args)
    bots_a = bot_list(game.id, players, args.a, "--a")
    bots_b = bot_list(game.id, players, args.b, "--b")
    figures = figures_of(game.id)
    try:
        bounds = Bounds(args.d0, figures.compare_gap if args.d1 is None else args.d1, args.alpha, args.beta)
    except ValueError as exc:
        raise BadInput(f"bench compare: {exc}") from None
    if args.min_games > args.max_games:
        raise BadInput(f"--min-games {args.min_games} is more than --max-games {args.max_games}")
    if args.json:
        check_writable(args.json, "JSON")
    rotate = figures.rotate if args.rotate is None else bool(args.rotate)
    spec_a = BatchSpec(game.id, options, bots_a, args.seed, rotate)
    spec_b = BatchSpec(game.id, options, bots_b, args.seed, rotate)
    test = PairedSPRT(bounds, args.min_games)
    show_progress = not args.no_progress and sys.stdout.isatty()
    console = console_for_output()
    with backend_of(args) as backend:
        # Rounds wait for their slowest chunk, and the deals after a decision are played for nothing:
        # enough deals per round to keep every worker busy, few enough to waste little.
        batch = args.batch or max(50, 10 * backend.workers)
        start = time.perf_counter()
        description = f"{game.id} · {players}p · a vs b" if show_progress else None
        try:
            with progress_counter(description, 2 * args.max_games) as advance:
                counted, played = play_paired(
                    backend, (spec_a, spec_b), test, figures, args.max_games, batch, args.chunk, advance
                )
        except BotFailure as exc:
            print(f"parlour: {exc}", file=sys.stderr)
            return EXIT_FAILED
        seconds = time.perf_counter() - start
        where = backend.describe()
        command = ["parlour", "bench", "compare", "--game", game.id, "--players", str(players)]
        command += ["--a", lineup(bots_a), "--b", lineup(bots_b), "--d0", f"{bounds.d0:g}", "--d1", f"{bounds.d1:g}"]
        command += ["--alpha", f"{bounds.alpha:g}", "--beta", f"{bounds.beta:g}", "--min-games", str(args.min_games)]
        command += ["--max-games", str(args.max_games), "--batch", str(batch)]
        command += common_command(args, players, rotate, backend)
        workers = backend.workers
        backend_name = backend.name
    low, high = test.interval()
    n = len(counted)
    summary: dict[str, Any] = {
        "game": game.id,
        "game_name": game.name,
        "players": players,
        "seed": args.seed,
        "deal_seeds": [args.seed, args.seed + n - 1],
        "variant": args.variant,
        "options": options.to_json(),
        "rotated": rotate,
        "score_meaning": figures.score_meaning,
        "a": _side(bots_a, game.id, counted, "a"),
        "b": _side(bots_b, game.id, counted, "b"),
        "d0": bounds.d0,
        "d1": bounds.d1,
        "alpha": bounds.alpha,
        "beta": bounds.beta,
        "min_games": args.min_games,
        "max_games": args.max_games,
        "method": METHOD,
        "deals": n,
        "games": 2 * n,
        "mean_difference": round(test.mean, 6),
        "sd_difference": round(test.sd(), 6),
        "ci95": interval(low, high),
        "llr": round(test.llr(), 6),
        "llr_bounds": interval(bounds.lower, bounds.upper),
        "decision": test.decision() or "undecided",
        "deals_played": played,
        "seconds": round(seconds, 3),
        "games_per_second": round(2 * played / seconds, 3) if seconds > 0 else None,
        "workers": workers,
        "backend": backend_name,
        "parlour_version": __version__,
        "python": sys.version.split()[0],
        "command": shlex.join(command),
        "per_deal": counted,
    }
    console.print(table(summary))
    console.print(f"command: {summary['command']}", style="grey50", soft_wrap=True, highlight=False)
    console.print(f"{where}; {plural(2 * played, 'game')} played in {seconds:.1f} s", style="grey50", highlight=False)
    if args.json:
        try:
            write_json(args.json, summary)
        except OSError as exc:
            print(f"parlour: cannot write the results: {exc}", file=sys.stderr)
            return EXIT_FAILED
        console.print(f"results: {args.json}", style="grey50", highlight=False)
    return 0
