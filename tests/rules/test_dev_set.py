"""The development rules-question set (benchmarks/rules_eval_dev/) is well formed and kept apart, and
the runner never prints the held-out set's questions.

The development set judges retrieval changes with the tuned set (its README); the held-out set is
run once after the last change, its figures alone. These checks need no retrieval.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue
from tests.rules.question_sets import BENCHMARKS, check_sizes, items
from tests.scripts import load_script

DEV = BENCHMARKS / "rules_eval_dev"
FRESH = BENCHMARKS / "rules_eval_fresh"  # 10 questions per language, written before the first measure
KINDS = {"detail", "negation", "variant", "short", "plain"}
KEYS = {"lang", "question", "expect", "kind", "variant_sensitive"}


def squash(text: str) -> str:
    return re.sub(r"[\W_]+", " ", text.replace("\u2019", "'")).strip().lower()


def test_at_least_30_questions_per_language_over_the_three_games() -> None:
    check_sizes(DEV, per_language=30, per_game=10)


@pytest.mark.parametrize("where", [DEV, FRESH], ids=["dev", "fresh"])
@pytest.mark.parametrize("game", catalogue.game_ids())
def test_every_question_is_well_formed_and_expects_real_entries(where: Path, game: str) -> None:
    kinds: Counter[str] = Counter()
    for item in items(where, game):
        said = f"{game}: {item.get('question')!r}"
        assert set(item) <= KEYS and {"lang", "question", "expect", "kind"} <= set(item), said
        assert item["lang"] in LANGUAGES and item["question"].strip() and item["expect"], said
        assert item["kind"] in KINDS, said
        assert item.get("variant_sensitive", True) is True, said  # given only when true
        assert len(set(item["expect"])) == len(item["expect"]) <= 5, said
        for entry_id in item["expect"]:
            entry = catalogue.entry(entry_id)
            assert entry is not None and entry.game == game, f"{said}: {entry_id}"
        kinds[item["kind"]] += 1
    if where == DEV:
        assert set(kinds) == KINDS, kinds  # every kind in every game


def test_the_fresh_set_has_ten_questions_per_language_over_the_three_games() -> None:
    per_language = Counter(item["lang"] for game in catalogue.game_ids() for item in items(FRESH, game))
    assert per_language == dict.fromkeys(LANGUAGES, 10), per_language


@pytest.mark.parametrize("where", [DEV, FRESH], ids=["dev", "fresh"])
@pytest.mark.parametrize("game", catalogue.game_ids())
def test_no_question_is_shared_with_another_set_or_the_indexed_phrasings(where: Path, game: str) -> None:
    dev = [squash(item["question"]) for item in items(where, game)]
    assert len(set(dev)) == len(dev), "a question twice"
    for other in {DEV, FRESH, BENCHMARKS / "rules_eval"} - {where}:
        known = {squash(item["question"]) for item in items(other, game)}
        assert not set(dev) & known, sorted(set(dev) & known)
    held_out = {squash(item["question"]) for item in items(BENCHMARKS / "rules_eval_holdout", game)}
    # Named by the development set's side only: the held-out questions are never shown.
    assert not set(dev) & held_out, f"{len(set(dev) & held_out)} development question(s) are held-out ones"
    for entry in catalogue.entries(game):
        for lang in LANGUAGES:
            phrasings = {squash(p) for p in (*catalogue.asked(entry.id, lang), entry.ask(lang)) if p}
            assert not phrasings & set(dev), f"{entry.id} ({lang}): {sorted(phrasings & set(dev))}"


def test_the_runner_reports_the_dev_set_and_never_prints_a_held_out_question(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bench = load_script("rules_eval", monkeypatch)
    dev, none = bench.load(bench.SETS["dev"])
    assert len(dev) == sum(len(items(DEV, g)) for g in catalogue.game_ids()) and none == []

    def fake(questions: list[dict[str, Any]], off: list[dict[str, Any]], with_game: bool, bar: bool) -> Any:
        # Every question missed: the plumbing of --misses and --json, not the retrieval.
        misses = [{**q, "rank": None, "got": []} for q in questions]
        cell = {"questions": len(questions), "first": 0.0, "top3": 0.0, "first_near": 0.0, "top3_near": 0.0}
        cell |= {"language": 1.0, "answered": 1.0}
        return {
            "with_game": with_game,
            "all": cell,
            "by_language": dict.fromkeys(LANGUAGES, cell),
            "by_game": dict.fromkeys(catalogue.game_ids(), cell),
            "off_topic": {"questions": len(off), "said_unknown": 1.0, "language": 1.0},
            "indexing_s": 0.0,
            "answer_ms_p50": 0.0,
            "answer_ms_p99": 0.0,
            "misses": misses,
        }

    monkeypatch.setattr(bench, "evaluate", fake)
    out_file = tmp_path / "all.json"
    assert bench.main(["--set", "all", "--misses", "--no-progress", "--json", str(out_file)]) == 0
    printed = capsys.readouterr().out
    assert "Development set" in printed and "Held-out set" in printed and "dev n" in printed
    assert dev[0]["question"] in printed  # the development set's misses are listed
    held_out, _ = bench.load(bench.SETS["holdout"])
    shown = sum(q["question"] in printed for q in held_out)
    assert shown == 0, f"{shown} held-out question(s) printed"
    written = json.loads(out_file.read_text(encoding="utf-8"))
    assert "misses" not in written["holdout"] and written["dev"]["misses"]
