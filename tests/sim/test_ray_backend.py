"""`--backend ray`: the local pool's games on a Ray cluster, chunks that survive a dead worker.

One local cluster (2 CPUs) serves the module. Without Ray installed these tests skip, unless
PARLOUR_REQUIRE_RAY is set (CI), where they fail: a skipped backend is not a tested one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from parlour.cli import main
from parlour.engine import registry
from parlour.sim.backends import Backend, LocalBackend, merge, run_jobs
from parlour.sim.batch import BatchSpec, ChunkResult, GameOutcome, chunks, play_chunk, play_one, run_batch
from parlour.sim.play import BotFailure
from parlour.sim.report import RunInfo, figures_only, summarise
from tests.imports import assert_loads_nothing_from

SPEC = BatchSpec("hanabi", registry.get("hanabi").options_type.build(players=2), ("simple", "simple"), seed=3)
GAMES, CHUNK = 8, 3


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[Backend]:
    """A local Ray cluster of 2 CPUs, started (by the backend's own code) once for the module."""
    try:
        import ray  # noqa: F401
    except ImportError:
        if os.environ.get("PARLOUR_REQUIRE_RAY"):
            pytest.fail("PARLOUR_REQUIRE_RAY is set but ray is not installed (pip install 'parlour[ray]')")
        pytest.skip("ray is not installed (pip install 'parlour[ray]'; CI sets PARLOUR_REQUIRE_RAY)")
    from parlour.sim.ray_backend import RayBackend

    cluster = RayBackend(workers=2)  # ray.init(num_cpus=2, include_dashboard=False)
    with cluster:
        assert cluster.started and cluster.workers == 2
        yield cluster


def ray_backend(workers: int) -> Backend:
    from parlour.sim.ray_backend import RayBackend

    return RayBackend(workers)


def summary(batch: ChunkResult, workers: int) -> dict[str, Any]:
    info = RunInfo(
        game_id="hanabi",
        game_name="Hanabi",
        players=2,
        games=GAMES,
        seed=SPEC.seed,
        bots=SPEC.bots,
        resolved=SPEC.bots,
        variant=None,
        options=SPEC.options.to_json(),
        rotated=False,
        workers=workers,
        command="",
    )
    return summarise(info, batch, 1.0)


@pytest.fixture(scope="module")
def local_runs() -> dict[int, ChunkResult]:
    """The batch on the local pool at 1 and 2 workers (played before the cluster starts)."""
    runs = {}
    for workers in (1, 2):
        with LocalBackend(workers) as backend:
            runs[workers] = run_batch(SPEC, GAMES, backend, chunk=CHUNK)
    return runs


def without_times(outcomes: list[GameOutcome]) -> list[tuple[int, int, list[int], dict[str, Any], int]]:
    return [(o.index, o.seed, o.positions, o.result, o.decisions) for o in outcomes]


def test_local_pool_and_ray_play_the_same_games_at_one_and_two_workers(
    local_runs: dict[int, ChunkResult], ray_cluster: Backend
) -> None:
    reference = figures_only(summary(local_runs[1], 1))
    assert figures_only(summary(local_runs[2], 2)) == reference
    assert [o.index for o in local_runs[1].outcomes] == list(range(GAMES))
    for workers in (1, 2):
        with ray_backend(workers) as backend:
            assert backend.workers == workers
            batch = run_batch(SPEC, GAMES, backend, chunk=CHUNK)
        assert without_times(batch.outcomes) == without_times(local_runs[1].outcomes)
        assert figures_only(summary(batch, workers)) == reference
        assert sum(len(t) for t in batch.times.values()) == sum(o.decisions for o in batch.outcomes)
    assert ray_cluster.started  # the module's cluster was used, not stopped, by the backends above


def test_a_chunk_run_twice_or_again_gives_the_same_outcomes(
    local_runs: dict[int, ChunkResult], ray_cluster: Backend
) -> None:
    part = range(2, 5)
    here = [play_chunk(SPEC, part), play_chunk(SPEC, part)]
    with ray_backend(2) as backend:
        there = run_jobs(backend, [(SPEC, part), (SPEC, part)])  # the same chunk as two tasks at once
    expected = [o for o in local_runs[1].outcomes if o.index in part]
    for result in here + there:
        assert without_times(result.outcomes) == without_times(expected)


def crash_once(marker: str) -> Any:
    """A chunk player whose worker process dies in the middle of chunk 0 the first time it runs."""

    def play(spec: BatchSpec, part: range) -> ChunkResult:
        if part.start == 0 and not os.path.exists(marker):
            play_one(spec, part.start, ChunkResult())  # a game in, then the process is gone
            Path(marker).write_text(str(os.getpid()))
            os._exit(1)
        return play_chunk(spec, part)

    return play


def test_a_worker_that_dies_mid_chunk_is_replaced_and_the_batch_is_unchanged(
    tmp_path: Path, local_runs: dict[int, ChunkResult], ray_cluster: Backend
) -> None:
    marker = tmp_path / "died"
    jobs = [(SPEC, part) for part in chunks(GAMES, 2, CHUNK)]
    with ray_backend(2) as backend:
        batch = merge(run_jobs(backend, jobs, play=crash_once(str(marker))))
    assert marker.exists()  # the first attempt did die, and Ray ran the chunk again
    assert without_times(batch.outcomes) == without_times(local_runs[1].outcomes)


def refusing(attempts: str) -> Any:
    """A chunk player that notes each attempt, then fails as a rule-breaking bot does."""

    def play(spec: BatchSpec, part: range) -> ChunkResult:
        with open(attempts, "a", encoding="utf-8") as out:
            out.write(f"{part.start}\n")
        raise BotFailure(f"bot cheat at seat 0 chose a refused move in game {part.start}")

    return play


def test_a_chunks_own_error_reaches_the_driver_as_itself_and_is_not_retried(
    tmp_path: Path, ray_cluster: Backend
) -> None:
    attempts = tmp_path / "attempts"
    with ray_backend(1) as backend, pytest.raises(BotFailure, match=r"bot cheat at seat 0") as caught:
        run_jobs(backend, [(SPEC, range(0, 2)), (SPEC, range(2, 4))], play=refusing(str(attempts)))
    assert type(caught.value) is BotFailure  # not Ray's wrapper, whose text is a traceback
    assert attempts.read_text(encoding="utf-8").split() == ["0"]  # tried once; the next chunk never sent


def test_ray_is_imported_only_when_the_ray_backend_opens() -> None:
    modules = ["parlour.cli", "parlour.sim.bench", "parlour.sim.compare", "parlour.sim.ray_backend"]
    assert_loads_nothing_from(modules, "ray")


def bench(tmp_path: Path, name: str, *argv: str) -> dict[str, Any]:
    out = tmp_path / f"{name}.json"
    assert main(["bench", *argv, "--no-progress", "--json", str(out)]) == 0
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_bench_bots_on_ray_writes_the_local_json(tmp_path: Path, ray_cluster: Backend) -> None:
    argv = ("bots", "--game", "rentahero", "--players", "3", "--games", "6", "--bots", "simple,random,random")
    local = bench(tmp_path, "local", *argv, "--workers", "1", "--chunk", "2")
    on_ray = bench(tmp_path, "ray", *argv, "--backend", "ray", "--workers", "2", "--chunk", "2")
    assert local["backend"] == "local" and on_ray["backend"] == "ray" and on_ray["workers"] == 2
    assert "--backend ray" in on_ray["command"]
    assert figures_only(on_ray) == figures_only(local)


def test_bench_compare_on_ray_decides_as_on_the_local_pool(tmp_path: Path, ray_cluster: Backend) -> None:
    from parlour.sim.compare import figures_only as compared

    argv = ("compare", "--game", "hanabi", "--players", "2", "--a", "random", "--b", "simple", "--min-games", "6")
    local = bench(tmp_path, "local", *argv, "--batch", "4", "--workers", "1")
    on_ray = bench(tmp_path, "ray", *argv, "--batch", "5", "--backend", "ray")
    assert on_ray["decision"] == "H1" and on_ray["backend"] == "ray"
    assert compared(on_ray) == compared(local)


def test_a_running_cluster_is_joined_by_its_address(tmp_path: Path, ray_cluster: Backend) -> None:
    import ray

    address = ray.get_runtime_context().gcs_address
    out = tmp_path / "joined.json"
    job = ["bots", "--game", "hanabi", "--players", "2", "--games", "3", "--bots", "random"]
    elsewhere = ["--backend", "ray", "--address", address, "--no-progress", "--json", str(out)]
    command = [sys.executable, "-m", "parlour.cli", "bench", *job, *elsewhere]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert f"the cluster at {address}" in done.stdout
    joined = json.loads(out.read_text(encoding="utf-8"))
    assert joined["backend"] == "ray" and joined["workers"] == 2  # the cluster's CPUs
    assert bench(tmp_path, "here", *job, "--workers", "1")["per_game"] == joined["per_game"]


def test_without_ray_the_error_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` raises ImportError
    argv = ["bench", "bots", "--game", "hanabi", "--games", "1", "--bots", "random", "--backend", "ray"]
    assert main([*argv, "--no-progress"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pip install 'parlour[ray]'" in err[0]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--address", "10.0.0.1:6379"], "--address names a Ray cluster: give --backend ray"),
        (["--backend", "ray", "--address", "127.0.0.1:1"], "cannot reach the Ray cluster at '127.0.0.1:1'"),
        (["--backend", "spark"], "invalid choice: 'spark'"),
        (["--chunk", "0"], "--chunk"),
    ],
)
def test_bad_backend_arguments_print_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["bench", "bots", "--game", "hanabi", "--games", "1", "--bots", "random", "--no-progress"]
    assert main([*base, *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err
