"""Engine speed: random playouts of parlour's Regicide beside the `regicide` package (PyPI).

    python benchmarks/regicide_engine.py [--games N] [--players 1 2 3 4] [--seed S] [--repeat R]

The peer is the `regicide` package on PyPI (author askepen), a Rust engine with Python bindings
(pyo3). Its API, learnt by introspection: `regicide.RegicideGame(players, seed)` where
`players` is a list of objects with a `play(state)` method (the package's own
`regicide.players.RandomPlayer(seed)`, or any Python object), `game.playout()` plays the whole
game and returns `PyGameResult.Won` or `.Lost`, `game.reward()` is the number of enemies
defeated; the state a player gets has `action_space()`, `current_hand()`, `current_enemy()`.

Three engines, timed in the same run:

- parlour: pure Python, driven through its public contract. At every step the seat that moves
  the game on (the active seat; after a jester, its player: nobody signals) applies a move drawn
  uniformly from `legal_actions(seat)` with `random.Random.choice`. A step is an applied move
  (play, yield, pay, choose, solo jester flip); game g is dealt by `new_state(seed=seed + g)`.
- regicide (Python-driven): the peer's Rust rules, with a Python player whose `play(state)`
  draws uniformly from `state.action_space()` with `random.Random.choice`: the same policy and
  the same Python-side cost per decision as parlour. A step is a call of `play` (a play, yield,
  discard, jester choice or solo refill); game g is `RegicideGame(players, seed + g)`.
- regicide (Rust playout): the peer's own `RandomPlayer`, so the whole game runs in Rust.
  Steps are not visible from Python there: only games per second are reported.

The two engines do not shuffle alike, and their rules differ in places (see docs/benchmarks.md),
so the games are not the same games: compare rates, not single games.
"""

from __future__ import annotations

import argparse
import functools
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.sim.progress import package_version, progress_bar

CHUNK = 50  # games timed between two updates of the progress bar (its cost is not timed)
Playouts = Callable[[range], tuple[int, float]]
PARLOUR, PEER_PY, PEER_RUST = "parlour", "regicide-py", "regicide-rust"


@dataclass
class Run:
    engine: str
    players: int
    games: int
    steps: int | None
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def steps_per_second(self) -> float | None:
        return None if self.steps is None or not self.seconds else self.steps / self.seconds


# -- playouts ----------------------------------------------------------------------------------


def parlour_playouts(players: int, games: range, seed: int) -> tuple[int, float]:
    """Play `games` (their numbers fix the deals); return (steps, seconds)."""
    options = RegicideOptions(players=players)
    new_state = REGICIDE.new_state
    choice = random.Random(seed * 1_000_003 + games.start).choice
    steps = 0
    start = time.perf_counter()
    for game in games:
        state = new_state(options, seed=seed + game)
        while not state.is_over():
            # After a jester every seat may signal, but only its player's choice moves on.
            seat = state.chooser if state.phase == "choose" else state.current
            assert seat is not None
            state.apply(seat, choice(state.legal_actions(seat)))
            steps += 1
    return steps, time.perf_counter() - start


class UniformPlayer:
    """A peer player drawing uniformly from the legal actions with Python's `random`; counts its calls."""

    def __init__(self, choice: Callable[[list[Any]], Any]) -> None:
        self.choice = choice
        self.steps = 0

    def play(self, state: Any) -> Any:
        self.steps += 1
        return self.choice(state.action_space())


def peer_python_playouts(peer: Any, players: int, games: range, seed: int) -> tuple[int, float]:
    player = UniformPlayer(random.Random(seed * 1_000_003 + games.start).choice)
    table = [player] * players
    start = time.perf_counter()
    for game in games:
        peer.RegicideGame(table, seed + game).playout()
    return player.steps, time.perf_counter() - start


def peer_rust_playouts(peer: Any, players: int, games: range, seed: int) -> tuple[int, float]:
    random_player = peer.players.RandomPlayer
    start = time.perf_counter()
    for game in games:
        table = [random_player(seed * 1_000_003 + game * 8 + seat) for seat in range(players)]
        peer.RegicideGame(table, seed + game).playout()
    return 0, time.perf_counter() - start


# -- output ------------------------------------------------------------------------------------


def versions(peer: Any | None) -> list[str]:
    lines = [
        f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
        f"python: {platform.python_implementation()} {platform.python_version()}",
    ]
    if peer is not None:
        lines.append(f"peer: PyPI regicide {package_version('regicide')} (Rust, pyo3)")
    return lines


def load_peer() -> Any | None:
    """The `regicide` package, or None (with a note) when it is not installed."""
    try:
        import regicide  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        print("regicide is not installed (pip install regicide): timing parlour alone.", file=sys.stderr)
        return None
    return regicide


def measure(args: argparse.Namespace, peer: Any | None, progress: Progress | None) -> list[Run]:
    runs: list[Run] = []
    for players in args.players:
        engines: list[tuple[str, Playouts]] = [(PARLOUR, functools.partial(parlour_playouts, players, seed=args.seed))]
        if peer is not None:
            engines.append((PEER_PY, functools.partial(peer_python_playouts, peer, players, seed=args.seed)))
            engines.append((PEER_RUST, functools.partial(peer_rust_playouts, peer, players, seed=args.seed)))
        best: dict[str, Run] = {}
        for repeat in range(args.repeat):
            task = None
            if progress is not None:
                label = f"{players} player(s)" + (f", run {repeat + 1}/{args.repeat}" if args.repeat > 1 else "")
                task = progress.add_task(label, total=args.games)
            trial = {name: Run(name, players, args.games, 0, 0.0) for name, _ in engines}
            # The engines take turns chunk by chunk, so a change in the machine's load hits all of them.
            for first in range(0, args.games, CHUNK):
                games = range(first, min(first + CHUNK, args.games))
                for name, playouts in engines:
                    steps, seconds = playouts(games)
                    run = trial[name]
                    run.steps = None if name == PEER_RUST else (run.steps or 0) + steps
                    run.seconds += seconds
                if progress is not None and task is not None:
                    progress.advance(task, len(games))
            for name, run in trial.items():
                if name not in best or run.seconds < best[name].seconds:
                    best[name] = run
        runs += best.values()
    return runs


def report(args: argparse.Namespace, argv: list[str] | None, peer: Any | None, runs: list[Run]) -> None:
    print("Random playouts of Regicide: every decision drawn uniformly from the legal moves.")
    print(f"Each engine's best of {args.repeat} timed runs; the engines alternate every {CHUNK} games.")
    for line in versions(peer):
        print(line)
    print(f"command: python benchmarks/regicide_engine.py {' '.join(sys.argv[1:] if argv is None else argv)}".rstrip())
    print()
    print("| engine        | players | games | steps   | steps/game | seconds | games/s | steps/s |")
    print("|---------------|--------:|------:|--------:|-----------:|--------:|--------:|--------:|")
    for r in runs:
        steps = "—" if r.steps is None else f"{r.steps:,}"
        per_game = "—" if r.steps is None else f"{r.steps / r.games:.1f}"
        rate = r.steps_per_second
        print(
            f"| {r.engine:<13} | {r.players:>7} | {r.games:>5} | {steps:>7} | {per_game:>10} | {r.seconds:>7.2f} | "
            f"{r.games_per_second:>7,.0f} | {'—' if rate is None else f'{rate:,.0f}':>7} |"
        )
    if peer is None:
        return
    print()
    for players in args.players:
        ours = next(r for r in runs if r.engine == PARLOUR and r.players == players)
        py = next(r for r in runs if r.engine == PEER_PY and r.players == players)
        rust = next(r for r in runs if r.engine == PEER_RUST and r.players == players)
        ours_rate, py_rate = ours.steps_per_second or 0.0, py.steps_per_second or 1.0
        print(
            f"{players} player(s): parlour/regicide-py steps/s {ours_rate / py_rate:.2f}, "
            f"games/s {ours.games_per_second / py.games_per_second:.2f}; "
            f"parlour/regicide-rust games/s {ours.games_per_second / rust.games_per_second:.3f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Random-playout speed of parlour's Regicide and PyPI regicide.")
    parser.add_argument("--games", type=int, default=1000, help="games per engine and player count (1000)")
    parser.add_argument("--players", type=int, nargs="+", default=[1, 2, 3, 4], help="player counts (1 2 3 4)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and the moves (1)")
    parser.add_argument("--repeat", type=int, default=3, help="time each engine this many times, keep the best (3)")
    parser.add_argument("--no-peer", action="store_true", help="time parlour alone")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeat < 1 or any(not 1 <= n <= 4 for n in args.players):
        parser.error("--games must be positive and --players between 1 and 4")
    peer = None if args.no_peer else load_peer()
    with progress_bar(not args.no_progress) as progress:
        runs = measure(args, peer, progress)
    report(args, argv, peer, runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
