"""The held-out rules-question set (benchmarks/rules_eval_holdout/) is well formed and kept apart.

It measures the retrieval without ever being tuned on (its README); these checks need no retrieval:
sizes, languages, kinds, expected ids that exist in the game's catalogue, and no question shared
with the tuned set or with the phrasings the retrieval indexes.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue

BENCHMARKS = Path(__file__).parents[2] / "benchmarks"
HOLDOUT = BENCHMARKS / "rules_eval_holdout"
TUNED = BENCHMARKS / "rules_eval"
KINDS = {"detail", "negation", "variant", "short", "plain"}
KEYS = {"lang", "question", "expect", "kind", "why", "variant_sensitive", "variant", "missing"}


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2019", "'")).strip().lower()


def items(where: Path, game: str) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads((where / f"{game}.json").read_text(encoding="utf-8"))
    return data


def test_at_least_30_questions_per_language_over_the_three_games() -> None:
    per_language = Counter(item["lang"] for game in catalogue.game_ids() for item in items(HOLDOUT, game))
    assert set(per_language) == set(LANGUAGES)
    assert min(per_language.values()) >= 30, per_language
    for game in catalogue.game_ids():
        in_game = Counter(item["lang"] for item in items(HOLDOUT, game))
        assert all(in_game[lang] >= 8 for lang in LANGUAGES), f"{game}: {in_game}"  # roughly a third each


@pytest.mark.parametrize("game", catalogue.game_ids())
def test_every_question_is_well_formed_and_expects_real_entries(game: str) -> None:
    presets = set(registry.get(game).options_type.PRESETS)
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
