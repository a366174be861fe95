"""Seeded batches of bot games, on one core or a process pool.

Game `i` of a batch with seed `S` deals with seed `S + i`. Each bot's seed comes from a separate
stream, a hash of (S, i, seat, "bot"): it says nothing about the deal (a bot that could rebuild
the shuffle would read its own hand) and does not depend on how games are split among workers,
so the same arguments give the same figures on any number of cores.

>>> bot_seed(0, 0, 0) == bot_seed(0, 0, 0) != bot_seed(0, 0, 1)
True
>>> seating(3, 1, rotate=True)  # game 1: bot-list position 2 sits at seat 0
[2, 0, 1]
"""

from __future__ import annotations

import hashlib
import math
import os
import signal
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.engine.options import Options
from parlour.sim.play import play_timed
from parlour.sim.progress import progress_bar


@dataclass(frozen=True)
class BatchSpec:
    """What to play: the game, its options, one bot name per bot-list position, the seed, rotation."""

    game_id: str
    options: Options
    bots: tuple[str, ...]
    seed: int = 0
    rotate: bool = False


@dataclass
class GameOutcome:
    """One game's result: `positions[seat]` is the bot-list position that sat there."""

    index: int
    seed: int
    positions: list[int]
    result: dict[str, Any]
    decisions: int


@dataclass
class ChunkResult:
    """The outcomes of some games, and every decision time (seconds) by bot-list position."""

    outcomes: list[GameOutcome] = field(default_factory=list)
    times: dict[int, list[float]] = field(default_factory=dict)

    def merge(self, other: ChunkResult) -> None:
        self.outcomes.extend(other.outcomes)
        for position, times in other.times.items():
            self.times.setdefault(position, []).extend(times)


def bot_seed(seed: int, index: int, seat: int) -> int:
    """The seed of the bot at `seat` in game `index` of a batch seeded `seed` (63 bits, from a hash)."""
    digest = hashlib.blake2b(f"{seed}:{index}:{seat}:bot".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def seating(players: int, index: int, rotate: bool) -> list[int]:
    """`positions[seat]`: which bot of the list sits at each seat; rotated one seat per game if asked."""
    return [(seat - index) % players if rotate else seat for seat in range(players)]


def play_one(spec: BatchSpec, index: int, into: ChunkResult) -> None:
    """Play game `index` of the batch and add its outcome and decision times to `into`."""
    game = registry.get(spec.game_id)
    players = spec.options.players
    positions = seating(players, index, spec.rotate)
    bots = [
        get_bot(spec.game_id, spec.bots[positions[seat]], bot_seed(spec.seed, index, seat)) for seat in range(players)
    ]
    state = game.new_state(spec.options, seed=spec.seed + index)
    decisions = play_timed(state, bots)
    for decision in decisions:
        into.times.setdefault(positions[decision.seat], []).append(decision.seconds)
    result = state.result()
    assert result is not None  # play_timed returns only once the game is over
    into.outcomes.append(GameOutcome(index, spec.seed + index, positions, result.to_json(), len(decisions)))


def play_chunk(spec: BatchSpec, indexes: Sequence[int]) -> ChunkResult:
    out = ChunkResult()
    for index in indexes:
        play_one(spec, index, out)
    return out


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _ignore_interrupts() -> None:
    # Ctrl-C reaches the whole process group: the parent cancels the pool, the workers stay quiet.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def chunks(games: int, workers: int) -> list[range]:
    """Split game indexes 0..games-1 into about ten chunks per worker (at most 50 games each)."""
    size = max(1, min(50, math.ceil(games / (workers * 10))))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def run_batch(spec: BatchSpec, games: int, workers: int, progress: str | None = None) -> ChunkResult:
    """Play games 0..games-1 of `spec` on `workers` processes (1: in this process), in index order.

    With `progress`, a progress bar with that description counts the games as chunks complete.
    """
    total = ChunkResult()
    parts = chunks(games, workers)
    if workers <= 1:
        with progress_bar(progress is not None) as bar:
            task = None if bar is None else bar.add_task(progress or "", total=games)
            for part in parts:
                total.merge(play_chunk(spec, part))
                if bar is not None and task is not None:
                    bar.advance(task, len(part))
    else:
        pool = ProcessPoolExecutor(max_workers=min(workers, len(parts)), initializer=_ignore_interrupts)
        try:
            # Every chunk is submitted before the bar starts: the pool forks its workers on the
            # first submit, and forking is safe only before the bar's refresh thread exists.
            pending: set[Future[ChunkResult]] = {pool.submit(play_chunk, spec, part) for part in parts}
            with progress_bar(progress is not None) as bar:
                task = None if bar is None else bar.add_task(progress or "", total=games)
                while pending:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        part_result = future.result()
                        total.merge(part_result)
                        if bar is not None and task is not None:
                            bar.advance(task, len(part_result.outcomes))
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
    total.outcomes.sort(key=lambda outcome: outcome.index)
    return total
