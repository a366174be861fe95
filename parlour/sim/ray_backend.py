"""Chunks of seeded games as Ray tasks: on a local cluster started here, or on any running cluster.

Ray is the optional extra `ray` (`pip install 'parlour[ray]'`) and is imported only when a
`RayBackend` opens. Each chunk is one task, retried by Ray when its worker dies (`max_retries`):
a chunk's games depend only on the spec and its range, so a re-run gives the same outcomes. A bot
that breaks the rules is an application error, which is not retried (it would break again).

Without an address, `open()` starts a local cluster with `workers` CPUs (default: every core);
with one, it joins that cluster, whose nodes must have the same parlour installed (checked). In a
process where Ray is already initialised (a notebook, a test), that cluster is used and left up.
At most `workers` chunks are in flight at once (default: the cluster's CPUs).
"""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Iterator, Sequence
from typing import Any

from parlour import __version__
from parlour.engine.errors import BadInput
from parlour.sim.backends import Backend, Job, PlayChunk
from parlour.sim.batch import ChunkResult, default_workers, play_chunk

INSTALL_HINT = "pip install 'parlour[ray]'"
RETRIES = 3  # times Ray runs a chunk again after its worker died
CONNECT_SECONDS = 10.0  # how long a cluster's address may take to answer


def import_ray() -> Any:
    """The `ray` module, or BadInput saying how to install it."""
    try:
        import ray
    except ImportError:
        raise BadInput(f"--backend ray needs Ray, which is not installed: {INSTALL_HINT}") from None
    return ray


def _check_reachable(address: str) -> None:
    """Refuse a HOST:PORT nobody answers at: Ray itself would retry for many minutes."""
    host, _, port = address.rpartition(":")
    if "://" in address or not host or not port.isdigit():
        return  # "auto", "ray://...": Ray's to resolve
    try:
        socket.create_connection((host, int(port)), timeout=CONNECT_SECONDS).close()
    except OSError as exc:
        raise BadInput(f"cannot reach the Ray cluster at {address!r}: {exc}") from None


def _parlour_version() -> str:
    from parlour import __version__ as version

    return version


class RayBackend(Backend):
    """A Ray cluster: local (started with `workers` CPUs) or the one at `address`."""

    name = "ray"

    def __init__(self, workers: int | None = None, address: str | None = None, retries: int = RETRIES) -> None:
        self.requested = workers
        self.address = address
        self.retries = retries
        self.workers = workers or 0
        self.started = False  # whether this backend started the cluster (and so shuts it down)
        self.start_seconds = 0.0
        self._remote: dict[PlayChunk, Any] = {}

    def open(self) -> None:
        begin = time.perf_counter()
        if self.address is not None:
            _check_reachable(self.address)
        ray = import_ray()
        if not ray.is_initialized():
            if self.address is None:
                # Ray's info lines and its token notice say nothing a bench run needs; errors still show.
                workers = self.requested or default_workers()
                ray.init(num_cpus=workers, include_dashboard=False, logging_level=logging.ERROR)
            else:
                try:
                    ray.init(address=self.address, logging_level=logging.WARNING)
                except (ConnectionError, ValueError, RuntimeError) as exc:
                    raise BadInput(f"cannot reach the Ray cluster at {self.address!r}: {exc}") from None
            self.started = True
        if self.address is not None:
            self._check_cluster(ray)
        self.start_seconds = time.perf_counter() - begin
        self.workers = self.requested or max(1, int(ray.cluster_resources().get("CPU", 1)))

    def _check_cluster(self, ray: Any) -> None:
        # A node with another parlour (or none) would play other games, or fail every chunk.
        try:
            theirs = ray.get(ray.remote(_parlour_version).remote())
        except Exception as exc:
            raise BadInput(f"the Ray cluster at {self.address!r} cannot run parlour: {exc}") from None
        if theirs != __version__:
            raise BadInput(f"the Ray cluster at {self.address!r} has parlour {theirs}, this is {__version__}")

    def close(self) -> None:
        if self.started:
            import_ray().shutdown()
            self.started = False

    def describe(self) -> str:
        if not self.started:
            where = "the cluster this process had joined"
        elif self.address:
            where = f"the cluster at {self.address}, joined in {self.start_seconds:.1f} s"
        else:
            where = f"a local cluster, started in {self.start_seconds:.1f} s"
        return f"ray: {where}, {self.workers} chunk{'s' if self.workers != 1 else ''} at once"

    def _task(self, play: PlayChunk) -> Any:
        if play not in self._remote:
            ray = import_ray()
            self._remote[play] = ray.remote(play).options(max_retries=self.retries, retry_exceptions=False)
        return self._remote[play]

    def run(self, jobs: Sequence[Job], play: PlayChunk = play_chunk) -> Iterator[tuple[int, ChunkResult]]:
        ray = import_ray()
        task = self._task(play)
        waiting = list(enumerate(jobs))
        waiting.reverse()  # popped from the end: submitted in job order
        running: dict[Any, int] = {}
        try:
            while waiting or running:
                while waiting and len(running) < self.workers:
                    number, (spec, part) = waiting.pop()
                    running[task.remote(spec, part)] = number
                ready, _ = ray.wait(list(running), num_returns=1)
                for ref in ready:
                    number = running.pop(ref)
                    yield number, self._result(ray, ref)
        finally:
            for ref in running:  # a failed chunk or an interrupt: the rest is not wanted
                ray.cancel(ref, force=True)

    @staticmethod
    def _result(ray: Any, ref: Any) -> ChunkResult:
        try:
            result = ray.get(ref)
        except ray.exceptions.RayTaskError as exc:
            # The chunk's own error (a bot's refused move), without Ray's wrapping and traceback.
            cause = exc.cause
            if isinstance(cause, Exception):
                raise cause from None
            raise
        if not isinstance(result, ChunkResult):
            raise TypeError(f"a chunk returned {type(result).__name__}, not a ChunkResult")
        return result
