"""Rent a Hero's bench figures (competitive): each bot-list position's share of the wins (1 alone,
1/k when k seats win together, else 0) and its heroes at the end. The score and points are those
of position 0 (the first name of `--bots`, the bot under test in `best,simple,simple`); shares
are fractional, so their interval is mean ± 1.96·sd/√n."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from parlour.sim.figures import Figures, Series
from parlour.sim.report import interval
from parlour.sim.stats import mean_ci

if TYPE_CHECKING:
    from parlour.engine.record import GameRecord
    from parlour.sim.batch import ChunkResult
    from parlour.sim.report import RunInfo


class RentAHeroFigures(Figures):
    score_meaning = "share of the wins of bot-list position 0 (shared victories count as a fraction)"
    points_meaning = "heroes in the band of bot-list position 0 at the end"
    rotate = True  # who sits where matters in a competitive game: each position plays every seat
    per_seat = True

    def per_game(self, result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
        winners = [int(seat) for seat in result["winners"]]
        shares = [0.0] * len(positions)
        heroes = [0] * len(positions)
        for seat, position in enumerate(positions):
            if seat in winners:
                shares[position] = 1 / len(winners)
            heroes[position] = int(result["heroes"][seat])
        return {"score": shares[0], "points": heroes[0], "shares": shares, "heroes": heroes}

    def summarise(self, info: RunInfo, games: Sequence[Mapping[str, Any]], batch: ChunkResult) -> dict[str, Any]:
        n = len(games)
        seats = []
        for position, name in enumerate(info.bots):
            share, low, high = mean_ci([float(g["shares"][position]) for g in games])
            seats.append(
                {
                    "position": position,
                    "bot": name,
                    "resolved": info.resolved[position],
                    "wins": round(math.fsum(float(g["shares"][position]) for g in games), 6),
                    "win_rate": round(share, 6),
                    "ci95": interval(max(0.0, low), min(1.0, high)),
                    "fair_share": round(1 / info.players, 6),
                    "mean_heroes": round(math.fsum(g["heroes"][position] for g in games) / n, 6),
                }
            )
        return {"seats": seats, "win_rate": seats[0]["win_rate"], "ci95": {"win_rate": seats[0]["ci95"]}}

    def seat_columns(self, seat: Mapping[str, Any]) -> dict[str, str]:
        return {"heroes": f"{seat['mean_heroes']:.2f}"}

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        return super().replay_summary(record, view, details) | {"band_sizes": [len(band) for band in view["bands"]]}

    def chart(self, summary: Mapping[str, Any]) -> tuple[list[Series], int, str]:
        games = summary["per_game"]
        labels = [f"{seat['position']}: {seat['bot']}" for seat in summary["seats"]]
        values = [[g["heroes"][seat["position"]] for g in games] for seat in summary["seats"]]
        note = "win rates " + ", ".join(
            f"{label} {seat['win_rate']:.1%}" for label, seat in zip(labels, summary["seats"], strict=True)
        )
        return [("heroes in the band at the end (6 wins)", values, labels)], 6, note


FIGURES = RentAHeroFigures()
