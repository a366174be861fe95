"""One `parlour bench bots` job on the local pool and on a local Ray cluster, at each worker count.

    python benchmarks/backends.py --game hanabi --players 3 --games 1000 --bots simple --repeat 3 --dir DIR

Each run is the command line itself in a fresh process (`parlour bench bots ... --backend B
--workers W --json DIR/B-W.json`), so a Ray run starts its own cluster of W CPUs. Reported per
run: the games' wall time and games per second (the JSON's `seconds`: from the first chunk sent
to the last result in), and the whole command's wall time (imports and, for Ray, the cluster's
start included). With `--repeat N` the runs take turns N times and each configuration's fastest
is kept (other jobs on the machine slow a run down, never speed it up); the load average before
and after is printed. Every JSON file must agree apart from timings (`report.figures_only`); the
script says so, or exits 1.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from parlour.sim.report import figures_only


def run_one(args: argparse.Namespace, backend: str, workers: int, turn: int = 0) -> dict[str, Any]:
    out = args.dir / f"{backend}-{workers}-{turn}.json"
    command = [sys.executable, "-m", "parlour.cli", "bench", "bots", "--game", args.game, "--games", str(args.games)]
    command += ["--bots", args.bots, "--seed", str(args.seed), "--backend", backend, "--workers", str(workers)]
    command += ["--no-progress", "--json", str(out)]
    if args.players is not None:
        command += ["--players", str(args.players)]
    if args.chunk is not None:
        command += ["--chunk", str(args.chunk)]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{backend} at {workers} workers failed:\n{done.stderr}")
    summary: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return {"backend": backend, "workers": workers, "summary": summary, "wall": wall}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path, required=True, help="where each run's JSON goes")
    parser.add_argument("--game", default="hanabi")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--bots", default="simple")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--chunk", type=int, default=None, help="games per chunk (default: the harness's)")
    parser.add_argument("--workers", default="1,2", help="worker counts, comma-separated")
    parser.add_argument("--backends", default="local,ray", help="backends, comma-separated")
    parser.add_argument("--repeat", type=int, default=1, help="turns of every run; each one's fastest is kept")
    args = parser.parse_args(argv)
    args.dir.mkdir(parents=True, exist_ok=True)
    configurations = [(b, int(w)) for b in args.backends.split(",") for w in args.workers.split(",")]
    load_before = os.getloadavg()
    every = [run_one(args, b, w, turn) for turn in range(args.repeat) for b, w in configurations]
    load_after = os.getloadavg()
    print("| backend | workers | games | games' wall time (s) | games/s | command's wall time (s) |")
    print("|---|--:|--:|--:|--:|--:|")
    for backend, workers in configurations:
        mine = [r for r in every if (r["backend"], r["workers"]) == (backend, workers)]
        best = min(mine, key=lambda r: float(r["summary"]["seconds"]))
        summary = best["summary"]
        print(
            f"| {backend} | {workers} | {summary['games']} | {summary['seconds']:.2f} | "
            f"{summary['games_per_second']:.1f} | {best['wall']:.2f} |"
        )
    print(f"load average (1 min) before {load_before[0]:.2f}, after {load_after[0]:.2f}; best of {args.repeat}")
    reference = figures_only(every[0]["summary"])
    differing = [f"{r['backend']}-{r['workers']}" for r in every if figures_only(r["summary"]) != reference]
    if differing:
        print(f"the JSON differs (apart from timings) from {every[0]['backend']}-{every[0]['workers']}: {differing}")
        return 1
    print(f"the JSON of all {len(every)} runs is identical apart from timings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
