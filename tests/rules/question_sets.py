"""The rules-question sets under benchmarks/ (tuned, development, fresh, held-out), read for their tests."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue

BENCHMARKS = Path(__file__).parents[2] / "benchmarks"


def items(where: Path, game: str) -> list[dict[str, Any]]:
    """The questions of one game in the set at `where`."""
    data: list[dict[str, Any]] = json.loads((where / f"{game}.json").read_text(encoding="utf-8"))
    return data


def check_sizes(where: Path, per_language: int, per_game: int) -> None:
    """At least `per_language` questions in each language over the games, `per_game` in each game."""
    counts = Counter(item["lang"] for game in catalogue.game_ids() for item in items(where, game))
    assert set(counts) == set(LANGUAGES)
    assert min(counts.values()) >= per_language, counts
    for game in catalogue.game_ids():
        in_game = Counter(item["lang"] for item in items(where, game))
        assert all(in_game[lang] >= per_game for lang in LANGUAGES), f"{game}: {in_game}"
