"""How `parlour bench` scores, sums up, tabulates and charts one game: a game's `bench` part.

The generic `Figures` fits any game (the mean of the seats' scores); a game's manifest names its
own subclass (`parlour.games.<game>.figures:FIGURES`) to say what its figures mean.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from parlour.engine.record import GameRecord
    from parlour.sim.batch import ChunkResult
    from parlour.sim.report import RunInfo

# One chart: (x label, the values of each series, the series' labels).
Series = tuple[str, list[list[float]], list[str]]


class Figures:
    """The generic figures: each game's score is the mean of the seats' `scores`."""

    score_meaning = "mean of the seats' scores"
    points_meaning = "the same"
    rotate = False  # whether the bot list turns one seat per game by default (competitive games)

    def per_game(self, result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
        """One game's figures: at least `score` and `points` (numbers)."""
        score = math.fsum(result["scores"]) / len(result["scores"])
        return {"score": score, "points": score}

    def summarise(self, info: RunInfo, games: Sequence[Mapping[str, Any]], batch: ChunkResult) -> dict[str, Any]:
        """What the summary adds for this game (`ci95` entries go in a `ci95` key, merged)."""
        return {}

    def table(self, summary: Mapping[str, Any]) -> dict[str, str] | None:
        """The table's game columns (beside games and decision times), or None for the generic ones."""
        return None

    # Whether the table shows one row per bot-list position (`summary["seats"]`, competitive games).
    per_seat = False

    def seat_columns(self, seat: Mapping[str, Any]) -> dict[str, str]:
        """A per-seat table's game columns for one bot-list position."""
        return {}

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        """What `parlour replay --json` adds to the common keys: the result's own figures."""
        common = ("game", "players", "over", "turns", "end_reason", "outcome", "options", "reason", "scores")
        return {key: value for key, value in details.items() if key not in common}

    def chart(self, summary: Mapping[str, Any]) -> tuple[list[Series], int, str]:
        """The histograms, the scale's top (0: the data's) and the note under the title."""
        games = summary["per_game"]
        return [("score", [[g["score"] for g in games]], [])], 0, f"mean score {summary['mean_score']:.2f}"


GENERIC = Figures()
