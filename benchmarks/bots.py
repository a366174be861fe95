"""Strength of the bots: seeded self-play games, per bot and table size.

    python benchmarks/bots.py --games 200 --players 3
    python benchmarks/bots.py --games 100 --players 2 3 4 5 --bots rules random
    python benchmarks/bots.py --game regicide --games 500 --players 1 2 3 4 --bots random rules
    python benchmarks/bots.py --game rentahero --games 200 --players 3 4 5 --variant 8fspace
    python benchmarks/bots.py --game rentahero --games 2000 --players 3 --bots best simple --workers 2

Hanabi: points are the fireworks' sum (what published Hanabi bots report); the official score
is 0 after a third red token.
Regicide: the win rate and the mean number of enemies defeated (of 12); in solo, the medals
won. While a jester's player chooses, every other bot signals first (as at the terminal).
Rent a Hero (a competitive game): one bot (`--bots A B`: one A among B bots; default `rules`
among `random`) whose seat rotates with the seed; its share of the wins against the fair share
(a shared victory counts as a share), and its decision times (p50, p99).

Each game uses the seed 0, 1, 2 ... (bots: seed * 10 + seat) so two runs give the same figures.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.bots import get_bot
from parlour.games.hanabi import HANABI, HanabiOptions
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.regicide.bots import play_out
from parlour.sim.progress import progress_bar


def play(bot: str, players: int, seed: int, variant: str | None) -> tuple[int, int, int]:
    state = HANABI.new_state(HanabiOptions.build(players=players, variant=variant), seed=seed)
    bots = [get_bot("hanabi", bot, seed * 10 + seat) for seat in range(players)]
    while not state.is_over():
        seat = state.current
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    result = state.result()
    assert result is not None
    return int(result.details["points"]), int(result.details["score"]), int(result.details["strikes"])


def play_regicide(bot: str, players: int, seed: int, variant: str | None) -> tuple[bool, int, str | None]:
    """One seeded Regicide game: (won, enemies defeated, solo medal)."""
    state = REGICIDE.new_state(RegicideOptions.build(players=players, variant=variant), seed=seed)
    play_out(state, [get_bot("regicide", bot, seed * 10 + seat) for seat in range(players)])
    result = state.result()
    assert result is not None
    return result.outcome == "won", int(result.details["enemies_defeated"]), result.details.get("medal")


def hanabi_main(args: argparse.Namespace) -> None:
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


def regicide_main(args: argparse.Namespace) -> None:
    lines = []
    with progress_bar(not args.no_progress) as progress:
        for bot in args.bots:
            for players in args.players:
                task = None if progress is None else progress.add_task(f"{bot} · {players}p", total=args.games)
                start = time.perf_counter()
                rows = []
                for seed in range(args.games):
                    rows.append(play_regicide(bot, players, seed, args.variant))
                    if progress is not None and task is not None:
                        progress.advance(task)
                per_game = (time.perf_counter() - start) / args.games
                wins = sum(1 for won, _, _ in rows if won)
                defeated = [n for _, n, _ in rows]
                medals = Counter(medal for _, _, medal in rows if medal)
                medal_text = " ".join(f"{m}:{medals[m]}" for m in ("gold", "silver", "bronze") if medals[m]) or "-"
                lines.append(
                    f"| {bot:<6} | {players:>7} | {args.games:>5} | {wins:>4} | {wins / args.games:>6.1%} | "
                    f"{statistics.mean(defeated):>8.2f} | {statistics.pstdev(defeated):>4.2f} | "
                    f"{max(defeated):>3} | {medal_text if players == 1 else '':<18} | {per_game:>6.3f} |"
                )
    print(f"Regicide, seeded games 0..{args.games - 1} (bots: seed * 10 + seat), variant {args.variant or 'standard'}")
    print(f"command: python benchmarks/bots.py {' '.join(sys.argv[1:])}".rstrip())
    print()
    print("| bot    | players | games | wins | win %  | defeated | sd   | max | solo medals        | s/game |")
    print("|--------|--------:|------:|-----:|-------:|---------:|-----:|----:|--------------------|-------:|")
    for line in lines:
        print(line)


def play_rentahero_game(job: tuple[str, str, int, int, str | None]) -> tuple[float, list[float]]:
    """One seeded Rent a Hero game: the measured bot's share of the win and its decision times (s).

    The measured bot sits at seat `seed % players` (its seat rotates with the seed); the others
    are `opponent` bots. A shared victory counts as a share.
    """
    from parlour.games.rentahero import RENTAHERO, RentAHeroOptions

    bot, opponent, players, seed, variant = job
    state = RENTAHERO.new_state(RentAHeroOptions.build(players=players, variant=variant), seed=seed)
    hero_seat = seed % players
    bots = [get_bot("rentahero", bot if s == hero_seat else opponent, seed * 10 + s) for s in range(players)]
    times: list[float] = []
    while not state.is_over():
        seat = state.next_to_ask()
        view, legal = state.view(seat), state.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, legal)
        if seat == hero_seat:
            times.append(time.perf_counter() - start)
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    winners = [s for s, score in enumerate(result.scores) if score]
    return (1 / len(winners) if hero_seat in winners else 0.0), times


def rentahero_main(args: argparse.Namespace) -> None:
    from multiprocessing import Pool

    # `--bots A B`: one A among B bots (default: the rule-following bot among random ones).
    bot = args.bots[0]
    opponent = args.bots[1] if len(args.bots) > 1 else "simple"
    print(
        f"Rent a Hero: one '{bot}' bot among '{opponent}' bots (its seat: seed % players), "
        f"seeded games {args.start}..{args.start + args.games - 1}, variant {args.variant or 'standard'}"
    )
    print(f"command: python benchmarks/bots.py {' '.join(sys.argv[1:])}".rstrip())
    print()
    print("| players | games | win share | 95% interval | fair share | decision p50 ms | decision p99 ms |")
    print("|--------:|------:|----------:|-------------:|-----------:|----------------:|----------------:|")
    with progress_bar(not args.no_progress) as progress, Pool(max(1, args.workers)) as pool:
        for players in args.players:
            task = None if progress is None else progress.add_task(f"rentahero · {players}p", total=args.games)
            jobs = [(bot, opponent, players, seed, args.variant) for seed in range(args.start, args.start + args.games)]
            shares: list[float] = []
            times: list[float] = []
            for share, spent in pool.imap(play_rentahero_game, jobs, chunksize=2):
                shares.append(share)
                times += spent
                if progress is not None and task is not None:
                    progress.advance(task)
            mean = statistics.mean(shares)
            half = 1.96 * statistics.pstdev(shares) / len(shares) ** 0.5
            times.sort()
            p50 = 1000 * times[len(times) // 2] if times else 0.0
            p99 = 1000 * times[min(len(times) - 1, int(len(times) * 0.99))] if times else 0.0
            low, high = max(0.0, mean - half), min(1.0, mean + half)
            print(
                f"| {players:>7} | {len(shares):>5} | {mean:>9.1%} | {low:>5.1%}-{high:<6.1%} "
                f"| {1 / players:>10.1%} | {p50:>15.2f} | {p99:>15.1f} |"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=("hanabi", "regicide", "rentahero"), default="hanabi")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument(
        "--players", type=int, nargs="+", default=None, help="Hanabi: 3; Regicide: 1 2 3 4; Rent a Hero: 3 4 5"
    )
    parser.add_argument("--bots", nargs="+", default=["rules", "random"])
    parser.add_argument("--variant", default=None)
    parser.add_argument("--workers", type=int, default=1, help="Rent a Hero: processes playing games at once")
    parser.add_argument("--start", type=int, default=0, help="Rent a Hero: the first seed")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args()
    if args.game == "rentahero":
        args.players = args.players or [3, 4, 5]
        rentahero_main(args)
    elif args.game == "regicide":
        args.players = args.players or [1, 2, 3, 4]
        regicide_main(args)
    else:
        args.players = args.players or [3]
        hanabi_main(args)


if __name__ == "__main__":
    main()
