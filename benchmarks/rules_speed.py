"""What a question costs at the command line, and what the rules companion adds to an install.

    python benchmarks/rules_speed.py [--parlour CMD ...] [--repeat N] [--no-cold] [--no-sizes]

CPU time (user + system) of whole `parlour rules ask "..."` processes, as a person at a terminal
runs them: eight questions, two per language (a short and a long one), each asked `--repeat`
times once the cache is warm (the first, untimed call warms it), median and worst per question,
beside `parlour --version` (the interpreter and the command's own imports: the floor). With the
cold run (default), each question is also asked once with an empty cache folder
(`PARLOUR_CACHE_DIR`), which builds that language's index, the language model and, for Chinese,
the dictionary copy. Then the installed size of each library the companion uses (the files its
distribution installed), which other installed distributions need it too, the cache folder's
size, and the memory the companion holds once warmed up (as the web server warms it).

`--parlour` times another installation (`--parlour /path/to/other/venv/bin/parlour`); given twice
or more, the commands take turns question by question, so a busy machine weighs on each alike. The
sizes and the memory are those of the interpreter running this script: run it with an
installation's Python to measure that one (it imports only the standard library, and Parlour in a
child process for the memory figure).
Unix only (CPU of child processes from `resource`).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

QUESTIONS = [
    ("en", "can I pass?"),
    ("en", "can I discard when all eight blue tokens are in the lid?"),
    ("fr", "je peux passer ?"),
    ("fr", "peut-on défausser avec huit jetons bleus ?"),
    ("es", "¿puedo pasar?"),
    ("es", "¿puedo jugar dos cartas a la vez?"),
    ("zh-Hant", "可以跳過嗎"),
    ("zh-Hant", "單人模式什麼時候可以翻開小丑？"),
]
# The companion's libraries and those they bring (PyPI names).
LIBRARIES = [
    "bm25s",
    "PyStemmer",
    "jieba",
    "lingua-language-detector",
    "fpdf2",
    "fonttools",
    "defusedxml",
    "pillow",
    "noto-cjk-sans-otc",
    "numpy",
    "scipy",
]


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user + system) one run of `command` took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def timings(commands: list[str], repeat: int, cold: bool) -> None:
    """Each question's CPU under each command, the commands taking turns (so a busy machine weighs on all alike)."""
    env = dict(os.environ)
    names = [_name(c, commands) for c in commands]
    print(f"CPU per `parlour rules ask` (user + sys, s), {repeat} runs each, warm cache (median / worst):")
    heads = "".join(f" {n + ' med':>14} {'worst':>6}" + (f" {'cold':>6}" if cold else "") for n in names)
    print(f"{'':8} {'question':56}{heads}")
    medians: dict[str, list[float]] = {c: [] for c in commands}
    with tempfile.TemporaryDirectory(prefix="parlour-speed-") as empty:
        for number, (lang, question) in enumerate(QUESTIONS):
            firsts, runs = {}, {c: [] for c in commands}
            for c in commands:
                asking = [c, "rules", "ask", question]
                if cold:  # an empty cache folder: this language's index (and the rest) built in this call
                    fresh = Path(empty) / f"{number}-{commands.index(c)}"
                    firsts[c] = cpu_of(asking, {**env, "PARLOUR_CACHE_DIR": str(fresh)})
                cpu_of(asking, env)  # warms the cache (and the bytecode) for the timed runs
            for _ in range(repeat):
                for c in commands:
                    runs[c].append(cpu_of([c, "rules", "ask", question], env))
            cells = ""
            for c in commands:
                medians[c].append(statistics.median(runs[c]))
                cells += f" {medians[c][-1]:14.3f} {max(runs[c]):6.3f}" + (f" {firsts[c]:6.3f}" if cold else "")
            print(f"{lang:8} {question:56}{cells}")
    floors = {c: [cpu_of([c, "--version"], env) for _ in range(repeat)] for c in commands}
    pad = " " * 7 if cold else ""
    line = "".join(f" {statistics.median(medians[c]):14.3f} {max(medians[c]):6.3f}{pad}" for c in commands)
    print(f"{'all':8} {'median of the medians / worst median':56}{line}")
    line = "".join(f" {statistics.median(floors[c]):14.3f} {max(floors[c]):6.3f}{pad}" for c in commands)
    print(f"{'':8} {'`parlour --version` (the floor)':56}{line}")


def _name(command: str, commands: list[str]) -> str:
    """A short label: the folder above the virtualenv's bin/ when several commands are timed."""
    if len(commands) == 1:
        return "parlour"
    parts = Path(command).parts
    return parts[-4] if len(parts) >= 4 else command


def installed_size(name: str) -> int | None:
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return None
    total = 0
    for file in dist.files or ():
        path = Path(str(file.locate()))
        if path.is_file() and "__pycache__" not in path.parts:
            total += path.stat().st_size
    return total


def needed_by(name: str) -> list[str]:
    """The installed distributions whose requirements (extras left out) name `name`."""
    wanted = name.lower().replace("_", "-")
    out = []
    for dist in metadata.distributions():
        for requirement in dist.requires or ():
            head = requirement.split(";")[0].strip()
            if "extra ==" in requirement:
                continue
            base = head.split("[")[0].split("<")[0].split(">")[0].split("=")[0].split("!")[0].split("~")[0]
            if base.strip().lower().replace("_", "-") == wanted:
                out.append(dist.metadata["Name"])
    return sorted(set(out), key=str.lower)


def sizes() -> None:
    print("\nInstalled size (files of each distribution, bytecode caches left out):")
    print(f"{'library':26} {'MB':>7}  needed by")
    for name in LIBRARIES:
        size = installed_size(name)
        shown = f"{size / 1e6:7.1f}" if size is not None else "      -"
        print(f"{name:26} {shown}  {', '.join(needed_by(name)) if size is not None else 'not installed'}")


def cache_and_memory() -> None:
    """The cache folder's files and the memory the companion holds once warmed up, in a fresh process."""
    with tempfile.TemporaryDirectory(prefix="parlour-speed-cache-") as folder:
        code = (
            "import json, resource\n"
            "from parlour.rules import catalogue\n"
            "catalogue.entries()\n"
            "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "from parlour.rules import ask\n"
            "ask.warm_up()\n"
            "ask.ask('can I pass?')\n"
            "after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "print(json.dumps([before, after]))\n"
        )
        env = {**os.environ, "PARLOUR_CACHE_DIR": folder}
        subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True)  # builds the cache
        out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
        before, after = json.loads(out.stdout)
        files = sorted(Path(folder).iterdir())
        total = sum(p.stat().st_size for p in files)
        print(f"\nCache folder: {total / 1e6:.1f} MB in {len(files)} files")
        for path in files:
            print(f"  {path.name:48} {path.stat().st_size / 1e6:6.1f} MB")
        unit = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB elsewhere
        print(
            f"Memory (peak RSS) of a process after the catalogue: {before * unit / 1e6:.0f} MB; after warm_up() "
            f"and a question: {after * unit / 1e6:.0f} MB (+{(after - before) * unit / 1e6:.0f} MB)"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--parlour", action="append", help="a command to time (repeatable; default: the one beside this Python)"
    )
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-cold", action="store_true", help="skip the runs with an empty cache folder")
    parser.add_argument("--no-sizes", action="store_true", help="skip the install sizes, cache and memory")
    args = parser.parse_args(argv)
    commands = args.parlour or [str(Path(sys.executable).with_name("parlour"))]
    timings(commands, max(1, args.repeat), cold=not args.no_cold)
    if not args.no_sizes:
        sizes()
        cache_and_memory()
    return 0


if __name__ == "__main__":
    sys.exit(main())
