"""How well `parlour rules ask` answers players' questions: the evaluation set in benchmarks/rules_eval/.

    python benchmarks/rules_eval.py [--no-game] [--json FILE] [--misses]

Each game's file holds questions written the way players type them, in the four languages, with
the entries that answer them. A question is answered right at rank k when one of its expected
entries is among the first k. Reported per language and per game: first (top 1), top 3, the
language detected, and the time to answer (p50/p99, after the one-off indexing, which is timed
apart). `off_topic.json` holds questions about nothing in the rules: the answer should be
"I don't know". By default each question is asked on its game's page (`--game`); `--no-game`
asks across all games, as `parlour rules ask` does without `--game`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from parlour.engine.i18n import LANGUAGES
from parlour.rules import ask as asking
from parlour.rules import catalogue
from parlour.sim.progress import progress_bar

HERE = Path(__file__).parent / "rules_eval"


def load() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    questions = []
    for game in catalogue.game_ids():
        for item in json.loads((HERE / f"{game}.json").read_text(encoding="utf-8")):
            questions.append({**item, "game": game})
    off_topic = json.loads((HERE / "off_topic.json").read_text(encoding="utf-8"))
    return questions, off_topic


def evaluate(
    questions: list[dict[str, Any]], off_topic: list[dict[str, Any]], with_game: bool, bar: bool
) -> dict[str, Any]:
    started = time.perf_counter()
    asking.warm_up()
    indexing = time.perf_counter() - started
    rows: list[dict[str, Any]] = []
    times = []
    with progress_bar(bar) as progress:
        task = progress.add_task("questions", total=len(questions) + len(off_topic)) if progress else None
        for item in questions:
            t0 = time.perf_counter()
            answer = asking.ask(item["question"], game=item["game"] if with_game else None, limit=10)
            times.append((time.perf_counter() - t0) * 1000)
            ranked = [hit.entry.id for hit in answer.hits]
            rank = next((i + 1 for i, e in enumerate(ranked) if e in item["expect"]), None)
            # Looser: an entry that explains an expected rule (a FAQ linking it) also answers.
            near = next(
                (
                    i + 1
                    for i, hit in enumerate(answer.hits)
                    if hit.entry.id in item["expect"] or set(hit.entry.rules) & set(item["expect"])
                ),
                None,
            )
            rows.append(
                {**item, "rank": rank, "near": near, "known": answer.known, "detected": answer.lang, "got": ranked[:3]}
            )
            if progress:
                progress.advance(task)
        unknown = []
        for item in off_topic:
            t0 = time.perf_counter()
            answer = asking.ask(item["question"])
            times.append((time.perf_counter() - t0) * 1000)
            unknown.append({**item, "known": answer.known, "detected": answer.lang})
            if progress:
                progress.advance(task)

    def score(group: list[dict[str, Any]]) -> dict[str, Any]:
        n = len(group)
        return {
            "questions": n,
            "first": sum(r["rank"] == 1 for r in group) / n,
            "top3": sum(r["rank"] is not None and r["rank"] <= 3 for r in group) / n,
            "first_near": sum(r["near"] == 1 for r in group) / n,
            "top3_near": sum(r["near"] is not None and r["near"] <= 3 for r in group) / n,
            "language": sum(r["detected"] == r["lang"] for r in group) / n,
            "answered": sum(r["known"] for r in group) / n,
        }

    by_lang = {lang: score([r for r in rows if r["lang"] == lang]) for lang in LANGUAGES}
    by_game = {g: score([r for r in rows if r["game"] == g]) for g in catalogue.game_ids()}
    cells = defaultdict(dict)
    for g in catalogue.game_ids():
        for lang in LANGUAGES:
            cells[g][lang] = score([r for r in rows if r["game"] == g and r["lang"] == lang])
    ordered = sorted(times)
    return {
        "with_game": with_game,
        "all": score(rows),
        "by_language": by_lang,
        "by_game": by_game,
        "by_game_language": cells,
        "off_topic": {
            "questions": len(unknown),
            "said_unknown": sum(not u["known"] for u in unknown) / len(unknown),
            "language": sum(u["detected"] == u["lang"] for u in unknown) / len(unknown),
        },
        "indexing_s": indexing,
        "answer_ms_p50": statistics.median(ordered),
        "answer_ms_p99": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
        "misses": [r for r in rows if r["rank"] != 1],
    }


def report(result: dict[str, Any]) -> None:
    mode = "on the game's page (--game)" if result["with_game"] else "across all games (no --game)"
    print(
        f"Questions asked {mode}; indexing {result['indexing_s']:.2f} s; answer p50 "
        f"{result['answer_ms_p50']:.2f} ms, p99 {result['answer_ms_p99']:.2f} ms"
    )
    heads = ("questions", "first", "top 3", "language", "answered", "first*", "top 3*")
    print(f"{'':10} " + " ".join(f"{h:>9}" for h in heads))
    for name, s in [*result["by_language"].items(), *result["by_game"].items(), ("all", result["all"])]:
        print(
            f"{name:10} {s['questions']:>9} {s['first']:>9.1%} {s['top3']:>9.1%} {s['language']:>9.1%}"
            f" {s['answered']:>9.1%} {s['first_near']:>9.1%} {s['top3_near']:>9.1%}"
        )
    print("* counting also an entry that explains an expected rule (a FAQ or mistake linking it)")
    off = result["off_topic"]
    said = f"'I don't know' for {off['said_unknown']:.0%}"
    print(f"off-topic: {off['questions']} questions, {said}, language {off['language']:.0%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-game", action="store_true", help="ask across all games instead of on the game's page")
    parser.add_argument("--json", metavar="FILE", help="write the figures as JSON")
    parser.add_argument("--misses", action="store_true", help="list the questions not answered first")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    questions, off_topic = load()
    result = evaluate(questions, off_topic, not args.no_game, bar=not args.no_progress and sys.stderr.isatty())
    report(result)
    if args.misses:
        for r in result["misses"]:
            print(f"  [{r['lang']}] rank {r['rank']}: {r['question']!r} expected {r['expect']} got {r['got']}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
