"""Paired arms for the Rent a Hero sleuth: the same deals and bot seeds, one setting changed.

    nice .venv/bin/python benchmarks/rentahero_arms.py --games 1000 --start 10000 --json before.json \
        --set STANDING_WEIGHT=0
    nice .venv/bin/python benchmarks/rentahero_arms.py --games 1000 --start 10000 --json after.json
    .venv/bin/python benchmarks/rentahero_arms.py --compare before.json after.json

Game g (seed `start + g`, five players unless `--players`) seats the sleuth at `seed % players`
(seeded `seed`) and `simple` bots elsewhere (seat s seeded `seed * 7 + s`); in a reaction window the
lowest pending seat acts first. Two arms run with the same `--start` play the same deals against
the same opponents, so their difference is measured game by game (paired), far more precisely than
two independent win rates. `--set NAME=VALUE` overrides a constant of
`parlour.games.rentahero.sleuth` for the run (VALUE is a Python literal: `STANDING_CARDS={5: 8}`,
`DUP_BIAS={3: 1.4, 4: 1.2, 5: 1.4}`); `--samples` and `--window-samples` are the sleuth's own
settings. `--json` keeps every game's share of the win (1, 1/k in a k-way tie, 0); `--compare`
prints both arms' win shares and the paired difference with its 95 % interval. The figures in
docs/benchmarks.md (Rent a Hero, "Tried since at 5 players" and "Kept since") were measured this way; one arm of
1,000 five-player games takes about 10 minutes on one core.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.games.rentahero import sleuth as sleuth_module
from parlour.games.rentahero.bots import RulesBot, play_out
from parlour.games.rentahero.sleuth import SleuthBot, standing_share
from parlour.sim.progress import progress_bar


def play(seed: int, players: int, samples: int, window_samples: int) -> float:
    """One seeded game: the sleuth's share of the win."""
    state = RENTAHERO.new_state(RentAHeroOptions.build(players=players), seed=seed)
    me = seed % players
    bots = [
        SleuthBot(seed, samples=samples, window_samples=window_samples) if s == me else RulesBot(seed * 7 + s)
        for s in range(players)
    ]
    play_out(state, bots)
    return standing_share(state, me)


def override(setting: str) -> tuple[str, object]:
    """`NAME=VALUE` applied to the sleuth module; the name must exist there and be upper case."""
    name, sep, value = setting.partition("=")
    if not sep or not name.isupper() or not hasattr(sleuth_module, name):
        raise ValueError(f"not a sleuth constant: {setting!r} (expected NAME=VALUE, e.g. STANDING_WEIGHT=0.75)")
    parsed = ast.literal_eval(value)
    setattr(sleuth_module, name, parsed)
    return name, parsed


def compare(first: dict[str, float], second: dict[str, float]) -> str:
    """Both arms' win shares and the paired difference (second minus first) over their common deals."""
    seeds = sorted(set(first) & set(second), key=int)
    if not seeds:
        raise ValueError("the two arms share no deal")
    diffs = [second[s] - first[s] for s in seeds]
    n = len(diffs)
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / n)
    half = 1.96 * spread / math.sqrt(n)
    better, worse = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
    a = 100 * sum(first[s] for s in seeds) / n
    b = 100 * sum(second[s] for s in seeds) / n
    return (
        f"{n} deals: first {a:.2f} %, second {b:.2f} %, paired difference {100 * mean:+.2f} ± {100 * half:.2f}"
        f" points (95 %); second better in {better}, worse in {worse}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--start", type=int, default=10_000, help="game g is dealt with seed start + g")
    parser.add_argument("--players", type=int, default=5, choices=[3, 4, 5])
    parser.add_argument("--samples", type=int, default=12, help="the sleuth's worlds per decision")
    parser.add_argument("--window-samples", type=int, default=6, help="the sleuth's worlds per reaction window")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="override a sleuth constant")
    parser.add_argument("--json", type=Path, help="write every game's share of the win here")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("FIRST", "SECOND"), help="compare two --json files")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.compare:
        first, second = (json.loads(path.read_text()) for path in args.compare)
        print(compare(first, second))
        return 0
    try:
        settings = [override(setting) for setting in args.set]
    except (ValueError, SyntaxError) as error:
        parser.error(str(error))
    shares: dict[str, float] = {}
    with progress_bar(not args.no_progress and sys.stderr.isatty()) as progress:
        task = progress.add_task(f"{args.games} games", total=args.games) if progress is not None else None
        for seed in range(args.start, args.start + args.games):
            shares[str(seed)] = play(seed, args.players, args.samples, args.window_samples)
            if progress is not None and task is not None:
                progress.advance(task)
    rate = 100 * sum(shares.values()) / len(shares)
    changed = ", ".join(f"{name}={value!r}" for name, value in settings) or "sleuth as it is"
    print(f"{args.games} games at {args.players} players, seeds {args.start}-{args.start + args.games - 1}, {changed}")
    print(f"sleuth's win share: {rate:.2f} %")
    if args.json:
        args.json.write_text(json.dumps(shares))
    return 0


if __name__ == "__main__":
    sys.exit(main())
