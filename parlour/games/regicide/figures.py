"""Regicide's bench figures: the score is the official result, 1 for a won game and 0 for a lost
one (so the mean score is the win rate); the points are the enemies defeated (12 when won); in
solo the medal (gold, silver, bronze for 0, 1, 2 jesters used)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from parlour.sim.figures import Figures, Series
from parlour.sim.report import interval, pm, rate
from parlour.sim.stats import wilson

if TYPE_CHECKING:
    from parlour.engine.record import GameRecord
    from parlour.sim.batch import ChunkResult
    from parlour.sim.report import RunInfo

MEDALS = ("gold", "silver", "bronze")


class RegicideFigures(Figures):
    score_meaning = "official result: 1 won, 0 lost (mean = win rate)"
    points_meaning = "enemies defeated (12 when won)"
    compare_gap = 0.05  # five points of win rate

    def per_game(self, result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
        won = result["outcome"] == "won"
        row: dict[str, Any] = {"score": 1 if won else 0, "points": int(result["enemies_defeated"]), "won": won}
        if "medal" in result:
            row["medal"] = result["medal"]
            row["jesters_used"] = result.get("jesters_used")
        return row

    def summarise(self, info: RunInfo, games: Sequence[Mapping[str, Any]], batch: ChunkResult) -> dict[str, Any]:
        wins = sum(1 for g in games if g["won"])
        out: dict[str, Any] = {
            "wins": wins,
            "win_rate": round(wins / len(games), 6),
            "ci95": {"win_rate": interval(*wilson(wins, len(games)))},
        }
        if info.players == 1:
            medals = Counter(g.get("medal") for g in games)
            out["medals"] = {medal: medals[medal] for medal in MEDALS}
            used = [float(g["jesters_used"]) for g in games if g.get("jesters_used") is not None]
            out["mean_jesters_used"] = round(math.fsum(used) / len(used), 6) if used else None
        return out

    def table(self, summary: Mapping[str, Any]) -> dict[str, str]:
        row = {
            "wins": rate(summary["win_rate"], summary["ci95"]["win_rate"]),
            "enemies defeated": pm(summary, "mean_points"),
        }
        if "medals" in summary:
            row["gold/silver/bronze"] = "/".join(str(summary["medals"][medal]) for medal in MEDALS)
        return row

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        out = super().replay_summary(record, view, details)
        out.setdefault("enemies_defeated", view.get("defeated"))
        if int(record.options.get("players", 0)) == 1:
            out.setdefault("medal", None)
        return out

    def chart(self, summary: Mapping[str, Any]) -> tuple[list[Series], int, str]:
        series: list[Series] = [("enemies defeated (12 = won)", [[g["points"] for g in summary["per_game"]]], [])]
        note = f"win rate {summary['win_rate']:.1%}, mean enemies defeated {summary['mean_points']:.2f}"
        return series, 12, note


FIGURES = RegicideFigures()
