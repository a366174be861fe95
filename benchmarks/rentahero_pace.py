"""How long a Rent a Hero game takes at the server's own pace: a person and bots, default settings.

    python benchmarks/rentahero_pace.py --games 3 --players 4
    python benchmarks/rentahero_pace.py --games 3 --players 4 --asking always   # main's asking, for comparison
    python benchmarks/rentahero_pace.py --url http://127.0.0.1:8000 --games 3   # a server already running

Starts `parlour serve` with its default pace (bots wait `--bot-delay` 0.6 s before a move, windows
stay open 20 s) unless `--url` is given, and plays games of one person and bots (`simple`) to the
end. The person answers at once, always with their first legal move (declining a window when
asked), so the game's length is the server's pace alone: bots' paced turns and how fast the
table gets through reaction windows. The person keeps the game's default ask levels, or sets
every power to `--asking LEVEL` first. Reports each game's seconds, moves, windows, and how many
times the person was asked in a window (the "No power" clicks).
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def one_game(base: str, players: int, asking: str | None = None) -> dict[str, Any]:
    bots = {str(seat): "simple" for seat in range(1, players)}
    with httpx.Client(base_url=base, timeout=30) as http:
        made = http.post("/api/tables", json={"game": "rentahero", "players": players, "name": "Pace", "bots": bots})
        made.raise_for_status()
    table_id, token = made.json()["table"]["id"], made.json()["token"]
    windows, asked, moves, seq = 0, 0, 0, -1
    started = time.perf_counter()
    with connect(f"{base.replace('http', 'ws')}/ws/{table_id}", max_size=2**22) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        if asking is not None:
            ws.send(json.dumps({"type": "asking", "levels": dict.fromkeys(map(str, range(1, 8)), asking)}))
        ws.send(json.dumps({"type": "start"}))
        while True:
            message = json.loads(ws.recv(timeout=120))
            if message["type"] != "state":
                continue
            if message["result"] is not None:
                break
            if message["window"] and message["seq"] != seq:
                windows += 1
            if message["legal"] and message["seq"] != seq:
                choices = [entry["action"] for entry in message["legal"]]
                decline = {"type": "decline"}
                asked += decline in choices
                action = decline if decline in choices else choices[0]
                ws.send(json.dumps({"type": "act", "seq": message["seq"], "action": action}))
            seq = message["seq"]
        moves = message["seq"]
    return {"seconds": time.perf_counter() - started, "moves": moves, "windows": windows, "asked": asked}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--url", help="a server already running (default: start one with its default pace)")
    parser.add_argument(
        "--asking", choices=("always", "mine", "never"), help="every power's level (default: the game's)"
    )
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args(argv)
    server = None
    folder = tempfile.TemporaryDirectory()
    base = args.url
    if base is None:
        port = free_port()
        command = [sys.executable, "-m", "parlour.cli", "serve", "--port", str(port)]
        server = subprocess.Popen([*command, "--db", f"sqlite:///{folder.name}/pace.db"], stdout=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                httpx.get(f"{base}/api/games", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
    try:
        games = [one_game(base, args.players, args.asking) for _ in range(args.games)]
    finally:
        if server is not None:
            server.terminate()
            server.wait(10)
        folder.cleanup()
    for number, game in enumerate(games, 1):
        print(
            f"game {number}: {game['seconds']:.0f} s, {game['moves']} moves, {game['windows']} windows,"
            f" the person asked in {game['asked']}"
        )
    seconds = [g["seconds"] for g in games]
    asked = statistics.median(g["asked"] for g in games)
    print(
        f"{args.players} players, {len(games)} games: median {statistics.median(seconds):.0f} s a game, asked {asked}"
    )
    if args.json:
        Path(args.json).write_text(json.dumps({"players": args.players, "games": games}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
