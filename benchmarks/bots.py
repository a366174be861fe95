"""Strength of the bots: the mean points of seeded self-play games, per bot and table size.

    python benchmarks/bots.py --games 200 --players 3
    python benchmarks/bots.py --games 100 --players 2 3 4 5 --bots rules random

Points are the fireworks' sum (what published Hanabi bots report); the official score is 0
after a third red token. Each game uses the seed 0, 1, 2 ... so two runs give the same figures.
"""

from __future__ import annotations

import argparse
import statistics
import time

from parlour.bots import get_bot
from parlour.games.hanabi import HANABI, HanabiOptions


def play(bot: str, players: int, seed: int, variant: str | None) -> tuple[int, int, int]:
    state = HANABI.new_state(HanabiOptions.build(players=players, variant=variant), seed=seed)
    bots = [get_bot("hanabi", bot, seed * 10 + seat) for seat in range(players)]
    while not state.is_over():
        seat = state.current
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    result = state.result()
    assert result is not None
    return int(result.details["points"]), int(result.details["score"]), int(result.details["strikes"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, nargs="+", default=[3])
    parser.add_argument("--bots", nargs="+", default=["rules", "random"])
    parser.add_argument("--variant", default=None)
    args = parser.parse_args()
    print(f"{'bot':8} {'players':>7} {'games':>6} {'points':>7} {'sd':>5} {'score':>6} {'strikes':>8} {'s/game':>7}")
    for bot in args.bots:
        for players in args.players:
            start = time.perf_counter()
            rows = [play(bot, players, seed, args.variant) for seed in range(args.games)]
            per_game = (time.perf_counter() - start) / args.games
            points = [r[0] for r in rows]
            print(
                f"{bot:8} {players:>7} {args.games:>6} {statistics.mean(points):>7.2f} "
                f"{statistics.pstdev(points):>5.2f} {statistics.mean(r[1] for r in rows):>6.2f} "
                f"{statistics.mean(r[2] for r in rows):>8.2f} {per_game:>7.3f}"
            )


if __name__ == "__main__":
    main()
