"""Speed of the vectorized Hanabi engine (`parlour.rl.hanabi.VectorEnv`) beside OpenSpiel's `hanabi`.

    python benchmarks/hanabi_vector.py [--envs 1 64 1024 8192] [--players 2] [--threads 1 2]
                                       [--observations off on] [--seconds 3 | --steps N] [--clock wall]
                                       [--json FILE]

Two pairs, each engine doing the same work as its peer:

- observations off: VectorEnv(observations=False) returns the masks, rewards, ends and seats of
  every game at every step, no observation; OpenSpiel's `hanabi` applies the move and lists the
  legal moves, no observation asked for.
- observations on: VectorEnv also returns every game's observation (HLE's canonical encoding for
  the seat to act, uint8 [N, obs_len]); OpenSpiel also writes the seat to act's observation into
  a NumPy buffer at every step (`open_spiel.python.observation.make_observation(game).set_from(state,
  player)`: the values of `state.observation_tensor(player)`, checked equal at the start, faster
  than that call's Python list).

VectorEnv steps N games at once; at every step each game takes a move drawn uniformly from its
legal moves, sampled in NumPy from the action masks. Games that end are reset in place (a fresh
deck shuffled by the env's own generator), inside the timing. OpenSpiel's `hanabi` (the Hanabi
Learning Environment in C++) is driven from Python as `benchmarks/engine.py` drives it: one game
at a time, a move drawn with `random.Random.choice(state.legal_actions())` per decision step,
chance nodes answered from a deck shuffled with `random.Random` (inside the timing). Both use the
same rules (no empty clues). Steps are decision steps: one per game per VectorEnv step.
VectorEnv runs once per `--threads` count (its blocks of envs stepped by that many threads; fewer
when a block would hold under 256 envs, and the table says how many it used); OpenSpiel runs on
one thread.

The engines take turns in slices of about 0.1 s until each has run `--seconds` (or `--steps`
steps), so a change in the machine's load hits all of them alike; the rate is total steps over
total time. `--clock wall` (the default) times with the wall clock, `--clock cpu` with the process's
CPU time (`time.process_time`, every thread of the process): on a shared machine the wall clock
also counts the time the process waits for a core, which the other jobs' load decides, the CPU
clock only the time it runs (the caches the other jobs evict still count).
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import json
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.rl.hanabi import VectorEnv
from parlour.rl.hanabi.vector import ORDERED_DECK
from parlour.sim.progress import package_version, progress_bar

SLICE = 0.1  # seconds an engine runs before the next takes its turn (the bar's cost is not timed)
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
clock = time.perf_counter  # the clock the runners read (`--clock`)

# JaxMARL's published Hanabi figures (GPU), printed beside ours: about 1.1e5 steps/s at 100 envs
# and 5e6 at 10,000 (Rutherford et al., "JaxMARL: Multi-Agent RL Environments and Algorithms in
# JAX", arXiv:2311.10090, github.com/FLAIROx/JaxMARL; as issue 19 quotes them).
JAXMARL = {100: 1.1e5, 10_000: 5e6}


@dataclass
class Run:
    engine: str
    envs: int
    observations: bool
    threads: int = 1
    steps: int = 0
    seconds: float = 0.0

    @property
    def rate(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0


def uniform_legal(rng: np.random.Generator, masks: NDArray[np.bool_]) -> NDArray[np.uint8]:
    """One legal action per row of `masks`, uniformly: the r-th legal action for r uniform below
    the row's count. The counts of legal actions up to each action are a prefix sum over the
    actions, laid out [action, env] so that NumPy runs along envs, in log2(actions) passes."""
    counts = masks.T.astype(np.uint8, order="C")  # [action, env] (a copy: the masks stay as they are)
    shift = 1
    while shift < len(counts):
        counts[shift:] += counts[:-shift]  # (NumPy reads the overlapping input before writing)
        shift *= 2
    r = (rng.random(masks.shape[0]) * counts[-1]).astype(np.uint8)
    picks: NDArray[np.uint8] = np.add.reduce(np.less_equal(counts, r).view(np.uint8), axis=0)
    return picks


class VectorRunner:
    """VectorEnv with N envs, stepped by `uniform_legal`; `run(seconds)` -> steps, time."""

    def __init__(
        self, envs: int, players: int, seed: int, threads: int, observations: bool, engine: Any = VectorEnv
    ) -> None:
        options = {"observations": False} if not observations else {}  # (a baseline may predate the option)
        self.env = engine(envs, players, seed=seed, threads=threads, **options)
        self.rng = np.random.default_rng(seed + 1)
        _, self.masks, _ = self.env.reset()
        for _ in range(3):  # warm up the tables and the allocator
            self._step()
        self.steps_per_call = envs

    def _step(self) -> None:
        _, self.masks, _, _, _ = self.env.step(uniform_legal(self.rng, self.masks))

    def run(self, seconds: float, max_steps: int) -> tuple[int, float]:
        calls = 0
        start = clock()
        while True:
            self._step()
            calls += 1
            elapsed = clock() - start
            if elapsed >= seconds or calls * self.steps_per_call >= max_steps:
                return calls * self.steps_per_call, elapsed


class OpenSpielRunner:
    """OpenSpiel's hanabi, one game at a time, as benchmarks/engine.py plays it."""

    def __init__(self, pyspiel: Any, players: int, seed: int, observations: bool) -> None:
        self.game = pyspiel.load_game("hanabi", {"players": players})
        self.choice = random.Random(seed).choice
        self.seed = seed
        self.games = 0
        self.observations = observations
        self.deck = ORDERED_DECK.tolist()
        self.observer: Any = None
        if observations:
            from open_spiel.python.observation import make_observation  # type: ignore[import-untyped,unused-ignore]

            self.observer = make_observation(self.game)
            state = self.game.new_initial_state()
            while state.is_chance_node():
                state.apply_action(self.deck.pop())
            self.deck = ORDERED_DECK.tolist()
            self.observer.set_from(state, 0)
            if not np.array_equal(self.observer.tensor, state.observation_tensor(0)):
                raise RuntimeError("OpenSpiel's observer and observation_tensor disagree")

    def run(self, seconds: float, max_steps: int) -> tuple[int, float]:
        steps = 0
        start = clock()
        while True:
            deck = list(self.deck)
            random.Random(self.seed + self.games).shuffle(deck)
            self.games += 1
            cards = iter(deck)
            state = self.game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(next(cards))
                else:
                    if self.observations:
                        self.observer.set_from(state, state.current_player())
                    state.apply_action(self.choice(state.legal_actions()))
                    steps += 1
            elapsed = clock() - start
            if elapsed >= seconds or steps >= max_steps:
                return steps, elapsed


def ratio(run: Run, peer: Run | None) -> str:
    if peer is None or not peer.rate:
        return "-"
    times = run.rate / peer.rate
    return f"{times:.1f}" if times >= 1 else f"{times:.2f}"


def machine() -> dict[str, str]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "machine": f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "numpy": np.__version__,
        "open_spiel": package_version("open_spiel"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Steps per second of VectorEnv and OpenSpiel's hanabi.")
    parser.add_argument("--envs", type=int, nargs="+", default=[1, 64, 1024, 8192], help="env counts (1 64 1024 8192)")
    parser.add_argument("--players", type=int, default=2, help="players (2)")
    parser.add_argument("--threads", type=int, nargs="+", default=[1], help="VectorEnv's thread counts (1)")
    parser.add_argument("--seconds", type=float, default=3.0, help="timed seconds per engine (3)")
    parser.add_argument("--steps", type=int, default=None, help="or: decision steps per engine (at least)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the decks and the moves (1)")
    parser.add_argument(
        "--observations", nargs="+", choices=["off", "on"], default=["off", "on"], help="the pairs timed (off on)"
    )
    parser.add_argument(
        "--baseline",
        metavar="FILE",
        help="also time the VectorEnv of another vector.py, one thread (git show REV:parlour/rl/hanabi/vector.py)",
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="wall",
        help="time by the wall clock or the process's CPU time (wall)",
    )
    parser.add_argument("--json", metavar="FILE", help="write the figures to FILE")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    global clock
    clock = CLOCKS[args.clock]
    if not 2 <= args.players <= 5 or min(args.envs + args.threads) < 1 or args.seconds <= 0:
        parser.error("--players must be 2 to 5, --envs, --threads and --seconds positive")

    pyspiel: Any
    try:
        import pyspiel  # type: ignore[import-not-found,no-redef,unused-ignore]
    except ImportError:
        pyspiel = None
        print("open_spiel is not installed (pip install open_spiel): timing VectorEnv alone.", file=sys.stderr)

    modes = [mode == "on" for mode in dict.fromkeys(args.observations)]
    baseline: Any = None
    if args.baseline:
        spec = importlib.util.spec_from_file_location("hanabi_vector_baseline", args.baseline)
        if spec is None or spec.loader is None:
            parser.error(f"cannot load {args.baseline}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        baseline = module.VectorEnv
    runners: list[tuple[Run, Callable[[float, int], tuple[int, float]]]] = []
    for observations in modes:
        if pyspiel is not None:
            openspiel = OpenSpielRunner(pyspiel, args.players, args.seed, observations)
            runners.append((Run("OpenSpiel", 1, observations), openspiel.run))
        for envs in args.envs:
            for threads in args.threads:
                runner = VectorRunner(envs, args.players, args.seed, threads, observations)
                if threads > 1 and runner.env.threads == 1:
                    continue  # (too few envs for more than one block: the one-thread run says it all)
                runners.append((Run("VectorEnv", envs, observations, runner.env.threads), runner.run))
        if baseline is not None and (observations or "observations" in inspect.signature(baseline).parameters):
            for envs in args.envs:
                runner = VectorRunner(envs, args.players, args.seed, 1, observations, engine=baseline)
                runners.append((Run("baseline", envs, observations), runner.run))

    budget_steps = args.steps if args.steps is not None else sys.maxsize
    budget_seconds = args.seconds if args.steps is None else float("inf")
    with progress_bar(not args.no_progress) as progress:
        task = progress.add_task(f"{args.players} players", total=len(runners)) if progress is not None else None
        active = list(runners)
        while active:
            for item in list(active):
                run, play = item
                steps, seconds = play(min(SLICE, budget_seconds - run.seconds), budget_steps - run.steps)
                run.steps += steps
                run.seconds += seconds
                if run.seconds >= budget_seconds or run.steps >= budget_steps:
                    active.remove(item)
                    if progress is not None and task is not None:
                        progress.advance(task)

    runs = [run for run, _ in runners]
    peers = {r.observations: r for r in runs if r.engine == "OpenSpiel"}
    info = machine()
    command = "python benchmarks/hanabi_vector.py " + " ".join(sys.argv[1:] if argv is None else argv)
    print(
        f"Hanabi, {args.players} players, random legal moves, no empty clues; steps = decision steps;"
        f" clock: {args.clock}."
    )
    print(
        f"machine: {info['machine']}; python {info['python']}, numpy {info['numpy']}, open_spiel {info['open_spiel']}"
    )
    print(f"command: {command.rstrip()}")
    print()
    if baseline is not None:
        print(f"baseline: the VectorEnv of {args.baseline}, one thread (observations off only if it has the option)")
    print("| observations | engine    |  envs | threads |      steps | seconds |    steps/s | × OpenSpiel |")
    print("|--------------|-----------|------:|--------:|-----------:|--------:|-----------:|------------:|")
    for r in runs:
        print(
            f"| {'on' if r.observations else 'off':<12} | {r.engine:<9} | {r.envs:>5} | {r.threads:>7} |"
            f" {r.steps:>10,} | {r.seconds:>7.2f} | {r.rate:>10,.0f} | {ratio(r, peers.get(r.observations)):>11} |"
        )
    print()
    print("Side by side (× = VectorEnv's steps/s over OpenSpiel's, each pair doing the same work):")
    print()
    heads = [f"{'obs ' + ('on' if o else 'off') + ': VectorEnv':>20} | {'OpenSpiel':>9} | {'×':>4}" for o in modes]
    print("|  envs | threads | " + " | ".join(heads) + " |")
    print("|------:|--------:|" + "|".join(["---------------------:|----------:|-----:"] * len(modes)) + "|")
    for envs in args.envs:
        for threads in sorted({r.threads for r in runs if r.engine == "VectorEnv" and r.envs == envs}):
            cells = []
            for o in modes:
                r = next(
                    r for r in runs if (r.engine, r.envs, r.threads, r.observations) == ("VectorEnv", envs, threads, o)
                )
                peer = peers.get(o)
                cells.append(f"{r.rate:>20,.0f} | {f'{peer.rate:,.0f}' if peer else '-':>9} | {ratio(r, peer):>4}")
            print(f"| {envs:>5} | {threads:>7} | " + " | ".join(cells) + " |")
    print()
    jaxmarl = ", ".join(f"{rate:,.0f} steps/s at {envs:,} envs" for envs, rate in JAXMARL.items())
    print(f"JaxMARL's published figures (GPU, another machine): {jaxmarl}")
    if args.json:
        runs_json = [asdict(r) | {"rate": r.rate} for r in runs]
        figures = {
            "players": args.players,
            "clock": args.clock,
            "command": command,
            **info,
            "runs": runs_json,
            "jaxmarl": JAXMARL,
        }
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
