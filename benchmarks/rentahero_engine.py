"""Engine speed: random playouts of parlour's Rent a Hero, per preset and player count.

    python benchmarks/rentahero_engine.py [--games N] [--players 3 4 5] [--variants standard original 8fspace]
                                          [--seed S] [--repeat R] [--no-progress]

No peer engine exists (no published Rent a Hero implementation to time beside it), so parlour is
timed alone. At every step the lowest seat in `to_act()` applies a move drawn uniformly from
`legal_actions(seat)` with `random.Random.choice`: during a reaction window that is a pending
seat's power or `Decline()`. A step is an applied action (windows included); game g is dealt by
`new_state(seed=seed + g)`.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.sim.progress import progress_bar

CHUNK = 50  # games timed between two updates of the progress bar (its cost is not timed)
VARIANTS = ("standard", "original", "8fspace")


@dataclass
class Run:
    variant: str
    players: int
    games: int
    steps: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0


def playouts(variant: str, players: int, games: range, seed: int) -> tuple[int, float]:
    """Play `games` (their numbers fix the deals); return (steps, seconds)."""
    options = RentAHeroOptions.build(players, variant)
    new_state = RENTAHERO.new_state
    choice = random.Random(seed * 1_000_003 + games.start).choice
    steps = 0
    start = time.perf_counter()
    for game in games:
        state = new_state(options, seed=seed + game)
        while not state.is_over():
            seat = state.next_to_ask()
            state.apply(seat, choice(state.legal_actions(seat)))
            steps += 1
    return steps, time.perf_counter() - start


def measure(args: argparse.Namespace, progress: Progress | None) -> list[Run]:
    runs: list[Run] = []
    for variant in args.variants:
        for players in args.players:
            best: Run | None = None
            for repeat in range(args.repeat):
                task = None
                if progress is not None:
                    label = f"{variant}, {players} players" + (
                        f", run {repeat + 1}/{args.repeat}" if args.repeat > 1 else ""
                    )
                    task = progress.add_task(label, total=args.games)
                trial = Run(variant, players, args.games, 0, 0.0)
                for first in range(0, args.games, CHUNK):
                    games = range(first, min(first + CHUNK, args.games))
                    steps, seconds = playouts(variant, players, games, args.seed)
                    trial.steps += steps
                    trial.seconds += seconds
                    if progress is not None and task is not None:
                        progress.advance(task, len(games))
                if best is None or trial.seconds < best.seconds:
                    best = trial
            assert best is not None
            runs.append(best)
    return runs


def report(args: argparse.Namespace, argv: list[str] | None, runs: list[Run]) -> None:
    print("Random playouts of Rent a Hero: every decision drawn uniformly from the legal moves.")
    print(f"Best of {args.repeat} timed run(s) per row; no peer engine exists, parlour is timed alone.")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}")
    print(f"python: {platform.python_implementation()} {platform.python_version()}")
    print(f"command: python benchmarks/rentahero_engine.py {' '.join(sys.argv[1:] if argv is None else argv)}".rstrip())
    print()
    print("| engine | preset | players | games | games/s | actions/s | actions/game |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for run in runs:
        per_game = run.steps / run.games if run.games else 0.0
        print(
            f"| parlour | {run.variant} | {run.players} | {run.games} | {run.games_per_second:,.1f} "
            f"| {run.steps_per_second:,.0f} | {per_game:,.0f} |"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=500, help="games per preset and player count")
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5], choices=[3, 4, 5])
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=VARIANTS)
    parser.add_argument("--seed", type=int, default=0, help="game g is dealt with seed + g")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per row; the best is kept")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    with progress_bar(not args.no_progress and sys.stderr.isatty()) as progress:
        runs = measure(args, progress)
    report(args, argv, runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
