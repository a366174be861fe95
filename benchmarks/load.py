"""Load: many concurrent games over loopback websockets against one `parlour serve` process.

    python benchmarks/load.py --games 200 --seconds 60
    python benchmarks/load.py --games 200 --seconds 60 --think 0.5 --mix hanabi,regicide,rentahero

Starts the server (uvicorn, SQLite in a temporary folder, bots without delay), then keeps
`--games` games going at once: each has one scripted client (a person who thinks `--think`
seconds, then clicks a random legal move) and bots in the other seats; a finished game is
replaced by a new one. Reports the action round trip (from sending a move to receiving the state
it produced) p50 and p99, moves per second and the server's peak memory (VmHWM).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.sim.progress import progress_bar

PLAYERS = {"hanabi": 3, "regicide": 2, "rentahero": 3}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def peak_memory_mb(pid: int) -> float:
    """The process's peak resident memory (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Stats:
    def __init__(self) -> None:
        self.rtts: list[float] = []
        self.games_done = 0
        self.errors: dict[str, int] = {}


async def one_table(base: str, game: str, rng: random.Random, think: float, stop: float, stats: Stats) -> None:
    """Play games of `game` one after the other until `stop` (a monotonic time)."""
    players = PLAYERS[game]
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        while time.monotonic() < stop:
            bots = {str(seat): "simple" for seat in range(1, players)}
            made = (
                await http.post("/api/tables", json={"game": game, "players": players, "name": "Load", "bots": bots})
            ).json()
            table_id, token = made["table"]["id"], made["token"]
            async with connect(f"{base.replace('http', 'ws')}/ws/{table_id}", max_size=2**22) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token}))
                await ws.send(json.dumps({"type": "start"}))
                await play(ws, rng, think, stop, stats)


async def play(ws: Any, rng: random.Random, think: float, stop: float, stats: Stats) -> None:
    """Act like a person: look at the latest screen, think, click; measure each click's round trip."""
    latest: dict[str, Any] = {}
    changed = asyncio.Event()
    sent: dict[str, float] = {}  # "at": when the pending move was sent, "seq": on which state

    async def read() -> None:
        async for raw in ws:
            message = json.loads(raw)
            if message["type"] == "error":
                stats.errors[message["code"]] = stats.errors.get(message["code"], 0) + 1
                sent.clear()
            elif message["type"] == "state":
                if sent and message["seq"] > sent["seq"]:
                    stats.rtts.append(time.perf_counter() - sent["at"])
                    sent.clear()
                latest.clear()
                latest.update(message)
                changed.set()

    reader = asyncio.create_task(read())
    try:
        while time.monotonic() < stop and not reader.done():
            try:
                await asyncio.wait_for(changed.wait(), timeout=max(0.01, stop - time.monotonic()))
            except TimeoutError:
                return
            changed.clear()
            seen = latest.get("seq")
            if latest.get("result") is not None:
                stats.games_done += 1
                return
            if not latest.get("legal") or sent:
                continue
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            if latest.get("seq") != seen or changed.is_set() or time.monotonic() >= stop:
                changed.set()  # the table moved while thinking: look again
                continue
            move = rng.choice(latest["legal"])["action"]
            sent.update(at=time.perf_counter(), seq=latest["seq"])
            await ws.send(json.dumps({"type": "act", "seq": latest["seq"], "action": move}))
    finally:
        reader.cancel()


async def drive(base: str, games: int, mix: list[str], think: float, seconds: float, seed: int, show: bool) -> Stats:
    stats = Stats()
    stop = time.monotonic() + seconds
    tasks = [
        asyncio.create_task(one_table(base, mix[i % len(mix)], random.Random(seed * 1000 + i), think, stop, stats))
        for i in range(games)
    ]
    with progress_bar(show) as progress:
        task = progress.add_task("load", total=int(seconds)) if progress else None
        for _ in range(int(seconds)):
            await asyncio.sleep(1)
            if progress is not None and task is not None:
                progress.update(task, advance=1, description=f"load: {len(stats.rtts)} moves")
    done, pending = await asyncio.wait(tasks, timeout=30)
    for task in pending:
        task.cancel()
    for task in done:
        if task.exception() is not None:
            name = type(task.exception()).__name__
            stats.errors[name] = stats.errors.get(name, 0) + 1
    return stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games in play at once")
    parser.add_argument("--seconds", type=float, default=60, help="how long to drive them")
    parser.add_argument("--think", type=float, default=1.0, help="a scripted person's mean thinking time (s)")
    parser.add_argument("--mix", default="hanabi,regicide,rentahero", help="games, round-robin over the tables")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        command = [sys.executable, "-m", "parlour.cli", "serve", "--port", str(port)]
        command += ["--db", f"sqlite:///{folder}/load.db", "--bot-delay", "0", "--window-seconds", "2"]
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            base = f"http://127.0.0.1:{port}"
            for _ in range(300):
                try:
                    httpx.get(f"{base}/api/games", timeout=1)
                    break
                except httpx.HTTPError:
                    time.sleep(0.1)
            started = time.perf_counter()
            stats = asyncio.run(
                drive(base, args.games, args.mix.split(","), args.think, args.seconds, args.seed, not args.no_progress)
            )
            elapsed = time.perf_counter() - started
            memory = peak_memory_mb(server.pid)
        finally:
            server.terminate()
            server.wait(10)
    rtts = sorted(stats.rtts)
    if not rtts:
        print("no move completed", stats.errors)
        return
    p50 = statistics.median(rtts) * 1000
    p99 = rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))] * 1000
    print(f"games at once: {args.games} ({args.mix}); {args.seconds:.0f} s; think {args.think} s")
    print(f"moves by people: {len(rtts)} ({len(rtts) / elapsed:.1f}/s); games finished: {stats.games_done}")
    print(f"round trip: p50 {p50:.1f} ms, p99 {p99:.1f} ms; server peak memory {memory:.0f} MB")
    if stats.errors:
        print("errors:", stats.errors)


if __name__ == "__main__":
    main()
