"""Hanabi's bench figures: the official score (0 after the third strike; in Bouquet final 0
unless perfect) and the points on the table (the fireworks' sum, what published bots report); a
game is perfect when the official score is the maximum; a strike-out ends on the third red token."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from parlour.sim.figures import Figures, Series
from parlour.sim.report import interval, pm, rate
from parlour.sim.stats import wilson

if TYPE_CHECKING:
    from parlour.engine.record import GameRecord
    from parlour.sim.batch import ChunkResult
    from parlour.sim.report import RunInfo


class HanabiFigures(Figures):
    score_meaning = "official score: 0 after the third strike"
    points_meaning = "points on the table: the fireworks' sum"

    def per_game(self, result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
        return {
            "score": int(result["score"]),
            "points": int(result["points"]),
            "perfect": result["score"] == result["max_score"],
            "strike_out": result.get("end_reason") == "strikes",
            "strikes": int(result.get("strikes", 0)),
        }

    def summarise(self, info: RunInfo, games: Sequence[Mapping[str, Any]], batch: ChunkResult) -> dict[str, Any]:
        n = len(games)
        perfect = sum(1 for g in games if g["perfect"])
        strike_outs = sum(1 for g in games if g["strike_out"])
        return {
            "perfect_games": perfect,
            "perfect_rate": round(perfect / n, 6),
            "strike_outs": strike_outs,
            "strike_out_rate": round(strike_outs / n, 6),
            "max_score": max((int(outcome.result["max_score"]) for outcome in batch.outcomes), default=0),
            "ci95": {
                "perfect_rate": interval(*wilson(perfect, n)),
                "strike_out_rate": interval(*wilson(strike_outs, n)),
            },
        }

    def table(self, summary: Mapping[str, Any]) -> dict[str, str]:
        return {
            "score": pm(summary, "mean_score"),
            "points": pm(summary, "mean_points"),
            "perfect": rate(summary["perfect_rate"], summary["ci95"]["perfect_rate"]),
            "strike-outs": f"{summary['strike_out_rate']:.1%}",
        }

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        """`score` (official: 0 for a lost game; for a game not over, what hanab.live showed when the
        record came from there, else None), `points`, `max_score`, `rating`, `strikes`."""
        meta = record.meta.get("hanablive")
        hanablive = meta.get("end") if isinstance(meta, dict) else None
        out = {
            "score": details.get("score", hanablive.get("score") if isinstance(hanablive, dict) else None),
            "points": view.get("points", details.get("points")),
            "max_score": view.get("max_score", details.get("max_score")),
            "rating": details.get("rating"),
            "strikes": view.get("strikes"),
        }
        if isinstance(hanablive, dict):
            out["hanablive"] = hanablive
        return out

    def chart(self, summary: Mapping[str, Any]) -> tuple[list[Series], int, str]:
        games = summary["per_game"]
        series: list[Series] = [
            ("official score (0 after the third strike)", [[g["score"] for g in games]], []),
            ("points on the table", [[g["points"] for g in games]], []),
        ]
        note = f"mean score {summary['mean_score']:.2f}, points {summary['mean_points']:.2f}, "
        note += f"perfect {summary['perfect_rate']:.1%}"
        return series, int(summary["max_score"]), note


FIGURES = HanabiFigures()
