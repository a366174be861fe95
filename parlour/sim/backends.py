"""Where a batch's chunks are played: this process, a local process pool, or a Ray cluster.

A *job* is one chunk: a spec and a range of game indexes. Its result depends on nothing else
(deal seed S + i, bot seeds hashed from (S, i, seat)), so a job can run anywhere, twice, or again
after a lost worker, and give the same games. A backend plays jobs and yields each result with
the job's position as it completes; `run_jobs` puts them back in job order, so what is merged
never depends on which chunk finished first.

    with backend_named("local", workers=2) as backend:
        first, second = run_jobs(backend, [(spec, range(0, 10)), (spec, range(10, 20))])
"""

from __future__ import annotations

import signal
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from types import TracebackType
from typing import ClassVar, Self

from parlour.sim.batch import BatchSpec, ChunkResult, default_workers, play_chunk

Job = tuple[BatchSpec, range]
PlayChunk = Callable[[BatchSpec, range], ChunkResult]
BACKENDS = ("local", "ray")


class Backend(ABC):
    """Plays jobs somewhere; a context manager (`with backend:`) that holds its workers while open."""

    name: ClassVar[str]
    workers: int  # how many jobs it plays at once

    def __enter__(self) -> Self:
        self.open()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    @abstractmethod
    def open(self) -> None:
        """Start or reach the workers (`workers` is known from here on)."""

    @abstractmethod
    def close(self) -> None:
        """Let the workers go."""

    @abstractmethod
    def run(self, jobs: Sequence[Job], play: PlayChunk = play_chunk) -> Iterator[tuple[int, ChunkResult]]:
        """Play every job with `play`; yield (the job's position in `jobs`, its result) as each completes."""

    def describe(self) -> str:
        """One line for the console: where the games run."""
        return f"{self.name}: {self.workers} worker{'s' if self.workers != 1 else ''}"


def _ignore_interrupts() -> None:
    # Ctrl-C reaches the whole process group: the parent cancels the pool, the workers stay quiet.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class LocalBackend(Backend):
    """This machine: one worker plays in this process, more in a pool of processes."""

    name = "local"

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or default_workers()
        self._pool: ProcessPoolExecutor | None = None

    def open(self) -> None:
        if self.workers > 1 and self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.workers, initializer=_ignore_interrupts)
            # Under fork the pool starts all its workers on the first submit: do it now, before a
            # progress bar's refresh thread exists (forking is safe only before).
            self._pool.submit(int).result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def run(self, jobs: Sequence[Job], play: PlayChunk = play_chunk) -> Iterator[tuple[int, ChunkResult]]:
        if self._pool is None:
            for number, (spec, part) in enumerate(jobs):
                yield number, play(spec, part)
            return
        futures: dict[Future[ChunkResult], int] = {
            self._pool.submit(play, spec, part): number for number, (spec, part) in enumerate(jobs)
        }
        pending = set(futures)
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield futures[future], future.result()
        finally:
            for future in pending:  # a failed chunk or an interrupt: the rest is not wanted
                future.cancel()


def backend_named(name: str, workers: int | None = None, address: str | None = None) -> Backend:
    """The backend `--backend NAME` means (not yet open); Ray is imported only when it is opened."""
    if name == "ray":
        from parlour.sim.ray_backend import RayBackend

        return RayBackend(workers, address)
    if name != "local":
        raise ValueError(f"unknown backend {name!r} (known: {', '.join(BACKENDS)})")
    return LocalBackend(workers)


def run_jobs(
    backend: Backend,
    jobs: Sequence[Job],
    advance: Callable[[int], None] | None = None,
    play: PlayChunk = play_chunk,
) -> list[ChunkResult]:
    """Every job's result, in job order, whatever order they completed in.

    `advance(games)` is called as each chunk completes (a progress bar's, `progress_counter`).
    """
    results: dict[int, ChunkResult] = {}
    for number, result in backend.run(jobs, play):
        results[number] = result
        if advance is not None:
            advance(len(jobs[number][1]))
    missing = [number for number in range(len(jobs)) if number not in results]
    if missing:
        raise RuntimeError(f"the {backend.name} backend returned no result for chunks {missing}")
    return [results[number] for number in range(len(jobs))]


def merge(results: Sequence[ChunkResult]) -> ChunkResult:
    """The chunks' outcomes and decision times as one batch, in the order given."""
    total = ChunkResult()
    for result in results:
        total.merge(result)
    return total
