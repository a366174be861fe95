"""Refit the sleuth's five-player win-probability model (`WEIGHTS_RANKED`) from seeded games.

    nice -n 10 timeout 1800 .venv/bin/python benchmarks/rentahero_fit.py --games 12000 --start 100000 --players 5 \
        --workers 2

(those are the defaults but for `--workers`, which is 1 unless given). Game g (seed `start + g`) is
played by one `simple` bot per seat, seat s seeded `seed * 10 + s`; in a reaction window the lowest
pending seat acts first. At every turn's start (whenever the active seat changes) each seat's position
is read with sleuth's own `ranked_features` and labelled with that seat's final share of the win (1,
1/k in a k-way tie, 0). A logistic regression (Newton steps, small L2 penalty) is fitted on the
first four fifths of the games; the log-loss on the last fifth is reported for those weights, for the
weights in sleuth.py (which were fitted on all the games, the held-out fifth included, so their figure
is optimistic) and for a constant. Last, the model is refitted on every game and printed as a tuple
to paste into `WEIGHTS_RANKED`.

With the defaults (about 14 minutes with two workers on a busy 2-core machine), the held-out
log-losses are 0.40950 (four fifths), 0.40934 (sleuth.py) and 0.50040 (constant 0.2), and the
weights fitted on every game equal `WEIGHTS_RANKED[5]` to the last printed digit.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.games.rentahero.bots import RulesBot
from parlour.games.rentahero.sleuth import WEIGHTS_RANKED, ranked_features
from parlour.sim.progress import progress_bar

CHUNK = 50  # games per task handed to a worker (and per update of the progress bar)
L2 = 1e-3  # the ridge penalty, per row: it only keeps the Newton steps well posed
NEWTON_STEPS = 30  # far more than needed: the steps shrink below 1e-12 within about ten

Floats = NDArray[np.float64]


def play_game(seed: int, players: int) -> tuple[Floats, Floats]:
    """One seeded game of `simple` bots: (features, shares), a row per seat at every turn's start."""
    state = RENTAHERO.new_state(RentAHeroOptions.build(players=players), seed=seed)
    bots = [RulesBot(seed * 10 + s) for s in range(players)]
    positions: list[tuple[float, ...]] = []
    last: int | None = None
    while not state.is_over():
        if state.active != last:
            last = state.active
            positions.extend(ranked_features(state, seat) for seat in range(players))
        seat = state.next_to_ask()
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    winners = state.winners()
    shares = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    x = np.array(positions, dtype=np.float64)
    y = np.tile(np.array(shares, dtype=np.float64), len(positions) // players)
    return x, y


def play_games(seeds: range, players: int) -> list[tuple[Floats, Floats]]:
    """`play_game` for each seed, in order (one worker's task)."""
    return [play_game(seed, players) for seed in seeds]


def generate(games: int, start: int, players: int, workers: int = 1, show: bool = False) -> list[tuple[Floats, Floats]]:
    """Every game's (features, shares), in seed order whatever the number of workers."""
    chunks = [range(first, min(first + CHUNK, start + games)) for first in range(start, start + games, CHUNK)]
    out: list[tuple[Floats, Floats]] = []
    with progress_bar(show) as progress:
        task = progress.add_task(f"{games} games, {players} players", total=games) if progress is not None else None

        def collect(results: Iterable[list[tuple[Floats, Floats]]]) -> None:
            for done in results:
                out.extend(done)
                if progress is not None and task is not None:
                    progress.advance(task, len(done))

        if workers > 1:
            with ProcessPoolExecutor(workers) as pool:
                collect(pool.map(play_games, chunks, [players] * len(chunks)))
        else:
            collect(play_games(chunk, players) for chunk in chunks)
    return out


def stack(rows: list[tuple[Floats, Floats]]) -> tuple[Floats, Floats]:
    """One design matrix and target vector from several games."""
    return np.concatenate([x for x, _ in rows]), np.concatenate([y for _, y in rows])


def _sigmoid(z: Floats) -> Floats:
    return np.asarray(1.0 / (1.0 + np.exp(-np.clip(z, -30.0, 30.0))), dtype=np.float64)


def fit(x: Floats, y: Floats, l2: float = L2, steps: int = NEWTON_STEPS) -> Floats:
    """Logistic regression with soft targets: Newton's method on the mean log-loss plus l2/2 |w|²."""
    n, k = x.shape
    w = np.zeros(k)
    for _ in range(steps):
        p = _sigmoid(x @ w)
        gradient = x.T @ (p - y) / n + l2 * w
        hessian = (x * (p * (1.0 - p))[:, None]).T @ x / n + l2 * np.eye(k)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.max(np.abs(step)) < 1e-12:
            break
    return w


def log_loss(x: Floats, y: Floats, w: Floats | Iterable[float]) -> float:
    """Mean cross-entropy of the model's win chances against the shares."""
    p = np.clip(_sigmoid(x @ np.asarray(w, dtype=np.float64)), 1e-9, 1.0 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p)))


def constant_loss(train_y: Floats, y: Floats) -> float:
    """The log-loss of always predicting the training mean (the no-information baseline)."""
    base = float(np.clip(np.mean(train_y), 1e-9, 1.0 - 1e-9))
    return float(-np.mean(y * np.log(base) + (1.0 - y) * np.log(1.0 - base)))


def as_tuple(w: Floats) -> str:
    """The weights as Python source, twelve to a line, rounded to three places like sleuth.py's."""
    values = [f"{round(float(v), 3) + 0.0:.3f}" for v in w]  # + 0.0 turns -0.0 into 0.0
    lines = (", ".join(values[i : i + 12]) + "," for i in range(0, len(values), 12))
    return "(\n" + "".join(f"    {line}\n" for line in lines) + ")"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=12_000, help="games to play (at least 5)")
    parser.add_argument("--start", type=int, default=100_000, help="game g is dealt with seed start + g")
    parser.add_argument("--players", type=int, default=5, choices=[3, 4, 5])
    parser.add_argument("--workers", type=int, default=1, help="processes playing the games")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.games < 5:
        parser.error("--games must be at least 5 (a fifth is held out)")

    rows = generate(args.games, args.start, args.players, args.workers, not args.no_progress and sys.stderr.isatty())
    cut = len(rows) * 4 // 5
    train_x, train_y = stack(rows[:cut])
    test_x, test_y = stack(rows[cut:])
    end = args.start + args.games - 1
    print(f"{args.games} games of {args.players} `simple` bots, seeds {args.start}-{end}")
    print(f"positions x seats: {len(train_y)} for training ({cut} games), {len(test_y)} held out")
    weights = fit(train_x, train_y)
    print(f"held-out log-loss, fitted on four fifths: {log_loss(test_x, test_y, weights):.5f}")
    shipped = WEIGHTS_RANKED.get(args.players)
    if shipped is not None:
        note = "(fitted on all 12,000 default games, held-out fifth included)"
        print(
            f"held-out log-loss, sleuth.WEIGHTS_RANKED[{args.players}]: {log_loss(test_x, test_y, shipped):.5f} {note}"
        )
    print(f"held-out log-loss, constant {np.mean(train_y):.4f}: {constant_loss(train_y, test_y):.5f}")
    print(f"\nweights fitted on four fifths:\n{as_tuple(weights)}")
    all_x, all_y = stack(rows)
    final = fit(all_x, all_y)
    print(f"\nweights fitted on every game (what WEIGHTS_RANKED[{args.players}] holds):\n{as_tuple(final)}")
    if shipped is not None:
        gap = np.max(np.abs(np.round(final, 3) - np.asarray(shipped)))
        print(f"largest difference from sleuth.WEIGHTS_RANKED[{args.players}] after rounding: {gap:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
