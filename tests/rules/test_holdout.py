"""The held-out rules-question set (benchmarks/rules_eval_holdout/) is well formed and kept apart.

It measures the retrieval without ever being tuned on (its README); these checks need no retrieval:
sizes, languages, kinds, expected ids that exist in the game's catalogue, and no question shared
with the tuned set or with the phrasings the retrieval indexes.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue
from tests.rules.question_sets import BENCHMARKS, check_sizes, items
from tests.scripts import load_script

HOLDOUT = BENCHMARKS / "rules_eval_holdout"
TUNED = BENCHMARKS / "rules_eval"
KINDS = {"detail", "negation", "variant", "short", "plain"}
KEYS = {"lang", "question", "expect", "kind", "why", "variant_sensitive", "variant", "missing"}


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2019", "'")).strip().lower()


def test_at_least_30_questions_per_language_over_the_three_games() -> None:
    check_sizes(HOLDOUT, per_language=30, per_game=8)  # roughly a third of each language per game


@pytest.mark.parametrize("game", catalogue.game_ids())
def test_every_question_is_well_formed_and_expects_real_entries(game: str) -> None:
    # A variant the game knows, or its solo mode: a table size (one player), not a preset.
    presets = set(registry.get(game).options_type.PRESETS) | (
        {"solo"} if registry.get(game).min_players == 1 else set()
    )
    for item in items(HOLDOUT, game):
        where = f"{game}: {item.get('question')!r}"
        assert set(item) <= KEYS and {"lang", "question", "expect", "kind", "why"} <= set(item), where
        assert item["lang"] in LANGUAGES and item["question"].strip() and item["why"].strip(), where
        assert item["kind"] in KINDS, where
        assert item.get("variant_sensitive", True) is True, where  # given only when true
        assert item.get("variant", "standard") in presets, where  # a variant the game knows
        assert len(set(item["expect"])) == len(item["expect"]), where
        for entry_id in item["expect"]:
            entry = catalogue.entry(entry_id)
            assert entry is not None and entry.game == game, f"{where}: {entry_id}"
            assert squash(item["question"]) != squash(entry.ask(item["lang"])), f"{where}: the entry's own question"
        # An unanswerable question says what the catalogue lacks; an answerable one has no such note.
        assert bool(item["expect"]) != bool(item.get("missing", "").strip()), where


@pytest.mark.parametrize("game", catalogue.game_ids())
def test_no_question_is_shared_with_the_tuned_set_or_the_indexed_phrasings(game: str) -> None:
    held_out = {squash(item["question"]) for item in items(HOLDOUT, game)}
    assert len(held_out) == len(items(HOLDOUT, game)), "a question twice"
    tuned = {squash(item["question"]) for item in items(TUNED, game)}
    assert not held_out & tuned
    for entry in catalogue.entries(game):
        for lang in LANGUAGES:
            # Name only the colliding phrasing, never the whole set (it would show it to whoever tunes).
            leaked = sorted(p for p in catalogue.asked(entry.id, lang) if squash(p) in held_out)
            assert not leaked, f"{entry.id} ({lang}): {leaked} is a held-out question"


def test_the_runner_reports_either_set_or_both_side_by_side(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load_script("rules_eval", monkeypatch)
    tuned, off_topic = bench.load(bench.SETS["tuned"])
    held_out, none = bench.load(bench.SETS["holdout"])
    assert len(tuned) == sum(len(items(TUNED, g)) for g in catalogue.game_ids()) and off_topic
    assert len(held_out) == sum(len(items(HOLDOUT, g)) for g in catalogue.game_ids()) and none == []
    assert {q["game"] for q in held_out} == set(catalogue.game_ids())

    def fake(questions: list[dict[str, Any]], off: list[dict[str, Any]], with_game: bool, bar: bool) -> Any:
        # Every question answered first when it expects something: the plumbing, not the retrieval.
        rows = [
            {"rank": 1 if q["expect"] else None, "near": None, "known": True, "detected": q["lang"]} for q in questions
        ]
        share = sum(r["rank"] == 1 for r in rows) / len(rows)
        cell = {"questions": len(rows), "first": share, "top3": share, "first_near": 0.0, "top3_near": 0.0}
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
            "misses": [],
        }

    monkeypatch.setattr(bench, "evaluate", fake)
    assert bench.main(["--set", "tuned", "--no-progress"]) == 0
    alone = capsys.readouterr().out
    assert "off-topic" in alone and "side by side" not in alone and "Held-out" not in alone
    assert bench.main(["--no-progress"]) == 0
    both = capsys.readouterr().out
    assert "Tuned set" in both and "Held-out set" in both
    table = both.split("side by side:")[1].splitlines()
    assert "tuned n" in table[1] and "holdout n" in table[1]
    assert [line.split()[0] for line in table[2:]] == [*LANGUAGES, *catalogue.game_ids(), "all"]
