"""A bot under the server's move budget: its decisions' wall time and the games it still wins.

    python benchmarks/bot_budget.py --game regicide --players 1 --games 200 --budget 1.5
    python benchmarks/bot_budget.py --game regicide --players 1 --games 200 --budget none --json full.json

Plays seeded games with the game's `best` bot in every seat, each decision asked exactly as
`parlour serve` asks it: through `parlour.server.thinking.Thinkers` (the bot shipped to a worker
process with its view and its legal moves, `time_limit` set to the budget), `--concurrent`
games at once so the workers stay busy as on a server with several tables. Reports the win
rate (Wilson 95 % interval) and the decisions' wall time from asking to answer (p50, p90, p99,
max), which is what a table waits for. `--budget none` lets the bot search its whole iteration
budget (the bot as `parlour bench bots` measures it). Same seeds, same deals: two runs compare
the budgets on the same games (`--compare A.json B.json`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.server.thinking import Thinkers
from parlour.sim.progress import progress_bar


def wilson(wins: int, games: int) -> tuple[float, float]:
    if games == 0:
        return 0.0, 0.0
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


async def one_game(game_id: str, players: int, seed: int, thinkers: Thinkers, waits: list[float]) -> bool:
    """Play deal `seed` with the best bot in every seat (bot seeds from a separate stream); won?"""
    game = registry.get(game_id)
    state = game.new_state(game.options_type.build(players=players), seed=seed)
    bots = [get_bot(game_id, "best", 1_000_000 + seed * 10 + seat) for seat in range(players)]
    while not state.is_over():
        seat = state.next_to_ask()
        assert seat is not None
        legal = state.legal_actions(seat)
        started = time.perf_counter()
        action, bots[seat] = await thinkers.think(bots[seat], state.view(seat), legal)
        waits.append(time.perf_counter() - started)
        state.apply(seat, action)
    result = state.result()
    return result is not None and result.outcome == "won"


async def run(args: argparse.Namespace) -> dict[str, Any]:
    budget = None if args.budget == "none" else float(args.budget)
    # No budget: the bots' own iteration counts bound the search; a huge budget never binds.
    thinkers = Thinkers(args.workers, budget=1e9 if budget is None else budget)
    waits: list[float] = []
    wins: dict[int, bool] = {}
    seeds = list(range(args.start, args.start + args.games))
    queue: asyncio.Queue[int] = asyncio.Queue()
    for seed in seeds:
        queue.put_nowait(seed)
    started = time.perf_counter()
    with progress_bar(not args.no_progress) as progress:
        task = progress.add_task(f"{args.game} budget {args.budget}", total=len(seeds)) if progress else None

        async def worker() -> None:
            while not queue.empty():
                seed = queue.get_nowait()
                wins[seed] = await one_game(args.game, args.players, seed, thinkers, waits)
                if progress is not None and task is not None:
                    progress.update(task, advance=1)

        await asyncio.gather(*(worker() for _ in range(args.concurrent)))
    thinkers.close()
    elapsed = time.perf_counter() - started
    ordered = sorted(waits)
    won = sum(wins.values())
    low, high = wilson(won, len(seeds))

    def pick(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return {
        "game": args.game,
        "players": args.players,
        "budget": budget,
        "games": len(seeds),
        "start": args.start,
        "won": won,
        "win_rate": won / len(seeds),
        "wilson95": [low, high],
        "decisions": len(ordered),
        "wall_s": {
            "p50": statistics.median(ordered),
            "p90": pick(0.90),
            "p99": pick(0.99),
            "max": ordered[-1],
            "mean": statistics.fmean(ordered),
        },
        "workers": thinkers.workers,
        "concurrent": args.concurrent,
        "elapsed_s": elapsed,
        "wins": {str(seed): win for seed, win in sorted(wins.items())},
    }


def report(figures: dict[str, Any]) -> str:
    wall = figures["wall_s"]
    low, high = figures["wilson95"]
    budget = "none" if figures["budget"] is None else f"{figures['budget']:g} s"
    return (
        f"{figures['game']} at {figures['players']} player(s), budget {budget}: "
        f"won {figures['won']} of {figures['games']} ({figures['win_rate']:.1%}, 95 % {low:.1%}-{high:.1%}); "
        f"{figures['decisions']} decisions, wall p50 {wall['p50'] * 1000:.0f} ms, p90 {wall['p90'] * 1000:.0f} ms, "
        f"p99 {wall['p99'] * 1000:.0f} ms, max {wall['max'] * 1000:.0f} ms "
        f"({figures['workers']} workers, {figures['concurrent']} games at once, {figures['elapsed_s'] / 60:.1f} min)"
    )


def compare(first: dict[str, Any], second: dict[str, Any]) -> str:
    """The same deals under two budgets: how many games each won that the other lost."""
    shared = sorted(set(first["wins"]) & set(second["wins"]))
    only_first = sum(1 for s in shared if first["wins"][s] and not second["wins"][s])
    only_second = sum(1 for s in shared if second["wins"][s] and not first["wins"][s])
    a = sum(first["wins"][s] for s in shared) / len(shared)
    b = sum(second["wins"][s] for s in shared) / len(shared)
    return (
        f"{len(shared)} shared deals: {a:.1%} -> {b:.1%} ({(b - a) * 100:+.1f} points); "
        f"won only by the first: {only_first}, only by the second: {only_second}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="regicide")
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--start", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--budget", default="1.5", help="seconds a decision may take, or none")
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: one per core)")
    parser.add_argument("--concurrent", type=int, default=3, help="games played at once")
    parser.add_argument("--json", metavar="FILE", help="write every figure to FILE")
    parser.add_argument("--compare", nargs=2, metavar=("A", "B"), help="compare two runs' JSON files and exit")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    if args.compare:
        first, second = (json.loads(Path(name).read_text()) for name in args.compare)
        print(compare(first, second))
        return 0
    figures = asyncio.run(run(args))
    print(report(figures))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
