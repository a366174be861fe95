"""Engine speed: random playouts of parlour's Hanabi beside OpenSpiel's `hanabi`.

    python benchmarks/engine.py [--games N] [--players 2 5] [--seed S] [--clone]

Both engines play the same policy: at every decision step, a move drawn uniformly from the
legal moves with `random.Random`. Both use the same rules (no empty clues: parlour's
`empty_clues=False`, as OpenSpiel has none) and game g of a run shuffles its deck with
`random.Random(seed + g)` on both sides: parlour shuffles it in `new_state(seed=...)`, and
OpenSpiel's chance nodes are answered with the cards of a deck shuffled the same way (so the
benchmark times no chance-outcome sampling in Python). Steps are decision steps only:
OpenSpiel's chance nodes (the deals) are not counted, parlour deals inside the move.

The peer is OpenSpiel (google-deepmind/open_spiel, PyPI `open_spiel`), whose `hanabi` wraps
the Hanabi Learning Environment in C++; parlour is pure Python, so the ratio says how much
the interpreter costs, not which rules are faster.
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.games.hanabi import HANABI, HanabiOptions
from parlour.games.hanabi.cards import BASE_SUITS, build_deck
from parlour.sim.progress import package_version, progress_bar

OS_COLOURS = "RYGWB"  # OpenSpiel's colour order (white before blue)
# OpenSpiel's chance outcome for each card of our unshuffled deck: colour * 5 + rank - 1.
OS_DECK = [OS_COLOURS.index(BASE_SUITS[c.suit].letter) * 5 + c.rank - 1 for c in build_deck(BASE_SUITS)]

CHUNK = 50  # games timed between two updates of the progress bar (its cost is not timed)
Playouts = Callable[[range], tuple[int, float]]


@dataclass
class Run:
    engine: str
    players: int
    games: int
    steps: int
    seconds: float

    @property
    def rate(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0


# -- playouts ----------------------------------------------------------------------------------


def parlour_playouts(players: int, games: range, seed: int) -> tuple[int, float]:
    """Play `games` (their numbers fix the decks); return (decision steps, seconds)."""
    options = HanabiOptions(players=players, empty_clues=False)
    new_state = HANABI.new_state
    choice = random.Random(seed * 1_000_003 + games.start).choice
    steps = 0
    start = time.perf_counter()
    for game in games:
        state = new_state(options, seed=seed + game)
        while not state.is_over():
            (seat,) = state.to_act()
            state.apply(seat, choice(state.legal_actions(seat)))
            steps += 1
    return steps, time.perf_counter() - start


def openspiel_playouts(pyspiel: Any, players: int, games: range, seed: int) -> tuple[int, float]:
    game_def = pyspiel.load_game("hanabi", {"players": players})
    choice = random.Random(seed * 1_000_003 + games.start).choice
    steps = 0
    start = time.perf_counter()
    for game in games:
        deck = list(OS_DECK)
        random.Random(seed + game).shuffle(deck)
        cards = iter(deck)
        state = game_def.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(next(cards))
            else:
                state.apply_action(choice(state.legal_actions()))
                steps += 1
    return steps, time.perf_counter() - start


# -- clone() -----------------------------------------------------------------------------------


def parlour_positions(players: int, games: int, seed: int) -> list[Any]:
    options = HanabiOptions(players=players, empty_clues=False)
    rng = random.Random(seed)
    out = []
    for game in range(games):
        state = HANABI.new_state(options, seed=seed + game)
        while not state.is_over():
            out.append(state.clone())
            (seat,) = state.to_act()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return out


def openspiel_positions(pyspiel: Any, players: int, games: int, seed: int) -> list[Any]:
    game_def = pyspiel.load_game("hanabi", {"players": players})
    rng = random.Random(seed)
    out = []
    for game in range(games):
        deck = list(OS_DECK)
        random.Random(seed + game).shuffle(deck)
        cards = iter(deck)
        state = game_def.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(next(cards))
            else:
                out.append(state.clone())
                state.apply_action(rng.choice(state.legal_actions()))
    return out


def clones_per_second(positions: list[Any], rounds: int) -> float:
    start = time.perf_counter()
    for _ in range(rounds):
        for state in positions:
            state.clone()
    return rounds * len(positions) / (time.perf_counter() - start)


# -- output ------------------------------------------------------------------------------------


def versions(pyspiel: Any | None) -> list[str]:
    lines = [
        f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
        f"python: {platform.python_implementation()} {platform.python_version()}",
    ]
    if pyspiel is not None:
        lines.append(f"peer: OpenSpiel (google-deepmind/open_spiel), PyPI open_spiel {package_version('open_spiel')}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Random-playout speed of parlour's Hanabi and OpenSpiel's hanabi.")
    parser.add_argument("--games", type=int, default=2000, help="games per engine and player count (2000)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 5], help="player counts (2 5)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the decks and the moves (1)")
    parser.add_argument("--repeat", type=int, default=3, help="time each engine this many times, keep the best (3)")
    parser.add_argument("--clone", action="store_true", help="also time clone() on positions of random games")
    parser.add_argument("--clone-games", type=int, default=200, help="games whose positions --clone copies (200)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeat < 1 or any(not 2 <= n <= 5 for n in args.players):
        parser.error("--games must be positive and --players between 2 and 5")

    pyspiel: Any
    try:
        import pyspiel  # type: ignore[import-not-found,no-redef]
    except ImportError:
        pyspiel = None
        print("open_spiel is not installed (pip install open_spiel): timing parlour alone.", file=sys.stderr)

    runs: list[Run] = []
    with progress_bar(not args.no_progress) as progress:
        for players in args.players:
            engines: list[tuple[str, Playouts]] = [
                ("parlour", functools.partial(parlour_playouts, players, seed=args.seed)),
            ]
            if pyspiel is not None:
                engines.append(("OpenSpiel", functools.partial(openspiel_playouts, pyspiel, players, seed=args.seed)))
            best: dict[str, Run] = {}
            for repeat in range(args.repeat):
                task = None
                if progress is not None:
                    label = f"{players} players" + (f", run {repeat + 1}/{args.repeat}" if args.repeat > 1 else "")
                    task = progress.add_task(label, total=args.games)
                trial = {name: Run(name, players, args.games, 0, 0.0) for name, _ in engines}
                # The engines take turns chunk by chunk, so a change in the machine's load hits both.
                for first in range(0, args.games, CHUNK):
                    games = range(first, min(first + CHUNK, args.games))
                    for name, playouts in engines:
                        steps, seconds = playouts(games)
                        trial[name].steps += steps
                        trial[name].seconds += seconds
                    if progress is not None and task is not None:
                        progress.advance(task, len(games))
                for name, run in trial.items():
                    if name not in best or run.seconds < best[name].seconds:
                        best[name] = run
            runs += best.values()

    print("Random playouts of Hanabi: both engines draw each move uniformly from the legal moves,")
    print("same rules (no empty clues), same decks; steps = decision steps (OpenSpiel's deals not counted).")
    print(f"Each engine's best of {args.repeat} timed runs; the engines alternate every {CHUNK} games.")
    for line in versions(pyspiel):
        print(line)
    print(f"command: python benchmarks/engine.py {' '.join(sys.argv[1:] if argv is None else argv)}".rstrip())
    print()
    print("| engine    | players | games | steps   | seconds | steps/s |")
    print("|-----------|--------:|------:|--------:|--------:|--------:|")
    for r in runs:
        print(f"| {r.engine:<9} | {r.players:>7} | {r.games:>5} | {r.steps:>7} | {r.seconds:>7.2f} | {r.rate:>7,.0f} |")
    if pyspiel is not None:
        print()
        for players in args.players:
            ours = next(r for r in runs if r.engine == "parlour" and r.players == players)
            peer = next(r for r in runs if r.engine == "OpenSpiel" and r.players == players)
            print(f"ratio parlour/OpenSpiel at {players} players: {ours.rate / peer.rate:.2f}")

    if args.clone:
        print()
        print("| engine    | players | positions | clones/s  |")
        print("|-----------|--------:|----------:|----------:|")
        for players in args.players:
            sets = [("parlour", parlour_positions(players, args.clone_games, args.seed))]
            if pyspiel is not None:
                sets.append(("OpenSpiel", openspiel_positions(pyspiel, players, args.clone_games, args.seed)))
            for name, positions in sets:
                rate = clones_per_second(positions, rounds=20)
                print(f"| {name:<9} | {players:>7} | {len(positions):>9} | {rate:>9,.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
