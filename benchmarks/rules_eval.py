"""How well `parlour rules ask` answers players' questions: the evaluation sets in benchmarks/.

    python benchmarks/rules_eval.py [--set tuned|dev|holdout|fresh|both|tuned+dev|all] [--no-game]
                                    [--json FILE] [--misses]

Three sets, each a file per game of questions written the way players type them, in the four
languages, with the entries that answer them: the tuned set (benchmarks/rules_eval/), on which the
retrieval's weights and phrasings were chosen; the development set (benchmarks/rules_eval_dev/,
see its README), written before anything was measured on it and used, with the tuned set, to judge
changes; and the held-out set (benchmarks/rules_eval_holdout/, see its README), on which changes are
measured but never tuned; and a fresh set of 40 (benchmarks/rules_eval_fresh/, its README), private
like the held-out one, measured before and after a change. `--set both` (the default) reports tuned
and held-out, then the two side by side; `tuned+dev` the two sets changes are judged on; `all` the
three; a single name prints that set's report alone. The held-out and fresh sets' questions are never
printed: `--misses` lists the other sets' misses only, and their JSON figures leave out the
per-question rows.

A question is answered right at rank k when one of its expected entries is among the first k.
Reported per language and per game: first (top 1), top 3, the language detected, and the time to
answer (p50/p99, after the one-off indexing, which is timed apart; a second set finds the indexes
built). The held-out and development sets also give each question's kind (short, detail, negation, variant, plain),
reported apart. The tuned set's `off_topic.json` holds questions about nothing in the rules: the
answer should be "I don't know". By default each question is asked on its game's page
(`--game`); `--no-game` asks across all games, as `parlour rules ask` does without `--game`.
"""

from __future__ import annotations

import argparse
import json
import re
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
SETS = {
    "tuned": HERE,
    "dev": Path(__file__).parent / "rules_eval_dev",
    "holdout": Path(__file__).parent / "rules_eval_holdout",
    "fresh": Path(__file__).parent / "rules_eval_fresh",
}
TITLES = {
    "tuned": "Tuned set (benchmarks/rules_eval/: the retrieval's weights were chosen on it)",
    "dev": "Development set (benchmarks/rules_eval_dev/: written before measuring; changes are judged on it)",
    "holdout": "Held-out set (benchmarks/rules_eval_holdout/: never tuned on)",
    "fresh": "Fresh set (benchmarks/rules_eval_fresh/: 10 a language, measured before and after, never tuned on)",
}
GROUPS = {"both": ["tuned", "holdout"], "tuned+dev": ["tuned", "dev"], "all": ["tuned", "dev", "holdout"]}
PRIVATE = {"holdout", "fresh"}  # sets whose questions and per-question results are never printed nor written


def load(where: Path = HERE) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A set's questions, each with its game, and its off-topic questions (none if it has no file)."""
    questions = []
    for game in catalogue.game_ids():
        for item in json.loads((where / f"{game}.json").read_text(encoding="utf-8")):
            questions.append({**item, "game": game})
    off_file = where / "off_topic.json"
    off_topic = json.loads(off_file.read_text(encoding="utf-8")) if off_file.exists() else []
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
                {
                    **item,
                    "rank": rank,
                    "near": near,
                    "known": answer.known,
                    "detected": answer.asked_in,
                    "got": ranked[:3],
                }
            )
            if progress:
                progress.advance(task)
        unknown = []
        for item in off_topic:
            t0 = time.perf_counter()
            answer = asking.ask(item["question"])
            times.append((time.perf_counter() - t0) * 1000)
            unknown.append({**item, "known": answer.known, "detected": answer.asked_in})
            if progress:
                progress.advance(task)

    def score(group: list[dict[str, Any]]) -> dict[str, Any]:
        n = len(group) or 1  # an empty group scores 0, not a division by zero
        return {
            "questions": len(group),
            "first": sum(r["rank"] == 1 for r in group) / n,
            "top3": sum(r["rank"] is not None and r["rank"] <= 3 for r in group) / n,
            "first_near": sum(r["near"] == 1 for r in group) / n,
            "top3_near": sum(r["near"] is not None and r["near"] <= 3 for r in group) / n,
            "language": sum(r["detected"] == r["lang"] for r in group) / n,
            "answered": sum(r["known"] for r in group) / n,
        }

    by_lang = {lang: score([r for r in rows if r["lang"] == lang]) for lang in LANGUAGES}
    short = {lang: [r for r in rows if r["lang"] == lang and is_short(r["question"], lang)] for lang in LANGUAGES}
    by_game = {g: score([r for r in rows if r["game"] == g]) for g in catalogue.game_ids()}
    cells = defaultdict(dict)
    for g in catalogue.game_ids():
        for lang in LANGUAGES:
            cells[g][lang] = score([r for r in rows if r["game"] == g and r["lang"] == lang])
    # The held-out and development sets say what each question tests (short, detail, negation, variant, plain).
    kinds = sorted({r["kind"] for r in rows if "kind" in r})
    ordered = sorted(times)
    by_kind: dict[str, Any] = {}
    if kinds:
        by_kind["by_kind"] = {kind: score([r for r in rows if r.get("kind") == kind]) for kind in kinds}
        by_kind["variant_sensitive"] = score([r for r in rows if r.get("variant_sensitive")])
    return {
        "with_game": with_game,
        "all": score(rows),
        "by_language": by_lang,
        "short_language": {
            lang: {"questions": len(g), "right": sum(r["detected"] == lang for r in g)} for lang, g in short.items()
        },
        "by_game": by_game,
        "by_game_language": cells,
        **by_kind,
        "off_topic": {
            "questions": len(unknown),
            "said_unknown": sum(not u["known"] for u in unknown) / (len(unknown) or 1),
            "language": sum(u["detected"] == u["lang"] for u in unknown) / (len(unknown) or 1),
        },
        "indexing_s": indexing,
        "answer_ms_p50": statistics.median(ordered),
        "answer_ms_p99": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
        "misses": [r for r in rows if r["rank"] != 1],
    }


def is_short(question: str, lang: str) -> bool:
    """One to four words (Chinese: up to eight characters), as the held-out set's `short` kind counts them."""
    if lang == "zh-Hant":
        return len(re.sub(r"[\W_]", "", question)) <= 8
    return 1 <= sum(bool(re.search(r"[^\W_]", w)) for w in question.split()) <= 4


def report(result: dict[str, Any]) -> None:
    """One set's figures: per language, per game, all (and per kind when the set gives kinds)."""
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
    if "by_kind" in result:
        kinds = [*result["by_kind"].items(), ("variant-sensitive", result["variant_sensitive"])]
        print("by kind: " + "; ".join(f"{k} {s['questions']}: {s['first']:.1%} / {s['top3']:.1%}" for k, s in kinds))
    if "short_language" in result:
        shorts = result["short_language"].items()
        print(
            "language detected on short questions (1-4 words; Chinese: up to 8 characters): "
            + ", ".join(f"{lang} {s['right']}/{s['questions']}" for lang, s in shorts)
        )
    off = result["off_topic"]
    if off["questions"]:
        said = f"'I don't know' for {off['said_unknown']:.0%}"
        print(f"off-topic: {off['questions']} questions, {said}, language {off['language']:.0%}")


def side_by_side(results: dict[str, dict[str, Any]]) -> None:
    """First and top 3 of every set, per language and per game, in one table."""
    names = list(results)
    print("first / top 3 of each set, side by side:")
    print(f"{'':10} " + " ".join(f"{name + ' n':>11} {'first':>7} {'top 3':>7}" for name in names))
    first = results[names[0]]
    for key in [*first["by_language"], *first["by_game"], "all"]:
        cells = []
        for name in names:
            r = results[name]
            s = r["all"] if key == "all" else {**r["by_language"], **r["by_game"]}[key]
            cells.append(f"{s['questions']:>11} {s['first']:>7.1%} {s['top3']:>7.1%}")
        print(f"{key:10} " + " ".join(cells))


def misses(result: dict[str, Any]) -> None:
    for r in result["misses"]:
        print(f"  [{r['lang']}] rank {r['rank']}: {r['question']!r} expected {r['expect']} got {r['got']}")


def public(name: str, result: dict[str, Any]) -> dict[str, Any]:
    """A set's figures as written to JSON: a private set's without its per-question rows."""
    return {k: v for k, v in result.items() if k != "misses"} if name in PRIVATE else result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--set",
        choices=(*SETS, *GROUPS),
        default="both",
        help="which evaluation set or sets (default both: tuned and holdout)",
    )
    parser.add_argument("--no-game", action="store_true", help="ask across all games instead of on the game's page")
    parser.add_argument("--json", metavar="FILE", help="write the figures as JSON")
    parser.add_argument("--misses", action="store_true", help="list the questions not answered first")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    names = GROUPS.get(args.set, [args.set])
    bar = not args.no_progress and sys.stderr.isatty()
    results = {}
    for name in names:
        questions, off_topic = load(SETS[name])
        results[name] = evaluate(questions, off_topic, not args.no_game, bar=bar)
    for name, result in results.items():
        if len(names) > 1:
            print(f"\n{TITLES[name]}:")
        report(result)
        if args.misses and name not in PRIVATE:
            misses(result)
    if len(names) > 1:
        print()
        side_by_side(results)
    if args.json:
        kept = {name: public(name, result) for name, result in results.items()}
        out = kept if len(names) > 1 else kept[names[0]]
        Path(args.json).write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
