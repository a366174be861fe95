"""A long `parlour bench bots` run in resumable chunks, and the figures of all chunks together.

    python benchmarks/bots_chunked.py --game regicide --players 1 --games 1000 --chunk 10 --dir DIR
    python benchmarks/bots_chunked.py --dir DIR --report       # the figures so far, nothing run

Regicide's strongest bot thinks about 20 s CPU a game, so its 1,000-game solo run (issue 5) takes
hours: longer than one sitting. Each chunk is the harness itself (`parlour bench bots ... --seed S
--games CHUNK --json DIR/chunk_S.json`), so deal seeds and bot seeds are those of one long run; a
chunk whose file exists is not played again, so the run goes on where it stopped. `--jobs N` plays
N chunks at once (one core each). The report adds the chunks' games up: games, wins (or perfect
games) with the Wilson interval, mean points, medals, and the spread of the chunks' median decision
times (the harness keeps no per-decision times, so the run's median is given as that range).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from parlour.sim.progress import progress_bar
from parlour.sim.stats import wilson


def chunk_command(args: argparse.Namespace, seed: int, path: Path) -> list[str]:
    command = [sys.executable, "-m", "parlour.cli", "bench", "bots", "--game", args.game, "--games", str(args.chunk)]
    command += ["--seed", str(seed), "--bots", args.bots, "--workers", "1", "--no-progress", "--json", str(path)]
    if args.players is not None:
        command += ["--players", str(args.players)]
    return command


def run_chunks(args: argparse.Namespace) -> int:
    """Play every chunk not yet on disk; the number of chunks that failed."""
    todo = []
    for seed in range(args.seed, args.seed + args.games, args.chunk):
        path = args.dir / f"chunk_{seed}.json"
        if not path.exists():
            todo.append((seed, path))
    with progress_bar(not args.no_progress) as bar:
        task = None if bar is None else bar.add_task("chunks", total=len(todo))

        def play(item: tuple[int, Path]) -> int:
            seed, path = item
            done = subprocess.run(chunk_command(args, seed, path), capture_output=True, text=True, check=False)
            (args.dir / f"chunk_{seed}.txt").write_text(done.stdout + done.stderr, encoding="utf-8")
            if bar is not None and task is not None:
                bar.advance(task)
            return done.returncode

        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            failed = sum(1 for code in pool.map(play, todo) if code != 0)
    return failed


def report(folder: Path) -> dict[str, Any]:
    """The chunks of `folder` added up."""
    chunks = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("chunk_*.json"))]
    if not chunks:
        raise SystemExit(f"no chunk_*.json in {folder}")
    kinds = {(c["game"], c["players"], tuple(c["bots"]), json.dumps(c["options"], sort_keys=True)) for c in chunks}
    if len(kinds) > 1:
        raise SystemExit(f"{folder} mixes runs: {sorted(kinds)}")
    games = [g for c in chunks for g in c["per_game"]]
    seeds = sorted(int(g["seed"]) for g in games)
    if len(set(seeds)) != len(seeds):
        raise SystemExit(f"{folder}: a deal seed is counted twice")
    n = len(games)
    success = "perfect" if "perfect" in games[0] else "won"  # Hanabi counts perfect games
    won = sum(1 for g in games if g.get(success))
    low, high = wilson(won, n)
    medals = Counter(str(g["medal"]) for g in games if g.get("medal"))
    p50 = sorted(float(c["decision_ms_p50"]) for c in chunks)
    return {
        "game": chunks[0]["game"],
        "players": chunks[0]["players"],
        "bots": chunks[0]["bots"],
        "games": n,
        "seeds": f"{seeds[0]}-{seeds[-1]}" if seeds == list(range(seeds[0], seeds[0] + n)) else "not contiguous",
        "success": success,
        "won": won,
        "win_rate": won / n,
        "ci95": [low, high],
        "mean_points": sum(float(g["points"]) for g in games) / n,
        "medals": dict(medals),
        "decision_ms_p50_chunks": [p50[0], p50[len(p50) // 2], p50[-1]],
        "chunks": len(chunks),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path, required=True, help="where the chunks' JSON files go")
    parser.add_argument("--game", default="regicide")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--chunk", type=int, default=10, help="games per chunk")
    parser.add_argument("--seed", type=int, default=0, help="the first deal seed")
    parser.add_argument("--bots", default="best")
    parser.add_argument("--jobs", type=int, default=1, help="chunks played at once")
    parser.add_argument("--report", action="store_true", help="only add up the chunks already played")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    args.dir.mkdir(parents=True, exist_ok=True)
    failed = 0 if args.report else run_chunks(args)
    figures = report(args.dir)
    low, high = figures["ci95"]
    fastest, middle, slowest = figures["decision_ms_p50_chunks"]
    print(
        f"{figures['game']}, {figures['players']} player(s), {' '.join(figures['bots'])}: "
        f"{figures['won']} of {figures['games']} {figures['success']} "
        f"({figures['win_rate']:.1%}, 95 % {low:.1%}-{high:.1%}), "
        f"seeds {figures['seeds']}, mean points {figures['mean_points']:.2f}, medals {figures['medals']}, "
        f"median decision per chunk {fastest:.0f} / {middle:.0f} / {slowest:.0f} ms (least / middle / most)"
    )
    (args.dir / "report.json").write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    if failed:
        print(f"{failed} chunk(s) failed: see their chunk_S.txt", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
