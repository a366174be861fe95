"""Seeded batches of bot games, played in chunks on a backend (this process, a process pool, Ray).

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
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.engine.options import Options
from parlour.sim.play import play_timed

if TYPE_CHECKING:
    from parlour.sim.backends import Backend


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
    """Play the games `indexes` of the batch: the same outcomes wherever and however often it runs."""
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


def chunks(games: int, workers: int, size: int | None = None, start: int = 0) -> list[range]:
    """Split game indexes start..start+games-1 into chunks of `size` games, by default about ten
    chunks per worker (at most 50 games each): small enough to keep every worker busy to the end."""
    if size is None:
        size = max(1, min(50, math.ceil(games / (workers * 10))))
    stop = start + games
    return [range(first, min(first + size, stop)) for first in range(start, stop, size)]


def run_batch(
    spec: BatchSpec, games: int, backend: Backend | int, progress: str | None = None, chunk: int | None = None
) -> ChunkResult:
    """Play games 0..games-1 of `spec` on `backend` (or on that many local processes; 1: in this
    process), in chunks of `chunk` games; the outcomes come back in index order.

    With `progress`, a progress bar with that description counts the games as chunks complete.
    """
    from parlour.sim.backends import LocalBackend, merge, run_jobs
    from parlour.sim.progress import progress_counter

    if isinstance(backend, int):
        with LocalBackend(backend) as local:
            return run_batch(spec, games, local, progress, chunk)
    jobs = [(spec, part) for part in chunks(games, backend.workers, chunk)]
    with progress_counter(progress, games) as advance:
        return merge(run_jobs(backend, jobs, advance))
