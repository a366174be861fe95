"""Go Fish's bench figures (competitive): each bot-list position's share of the wins and its books.

The score and points are those of position 0 (the first name of `--bots`, the bot under test in
`memory,random`): its share of the wins (1, or 1/k when k seats share the most books) and its
books (of 13). Seats rotate by default, so each position plays first as often as second.
"""

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


class GoFishFigures(Figures):
    score_meaning = "share of the wins of bot-list position 0"
    points_meaning = "books laid by bot-list position 0 (of 13)"
    rotate = True  # the first to ask has an edge: each position asks first in half the games
    per_seat = True

    def per_game(self, result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
        winners = [int(seat) for seat in result["winners"]]
        shares = [0.0] * len(positions)
        books = [0] * len(positions)
        for seat, position in enumerate(positions):
            if seat in winners:
                shares[position] = 1 / len(winners)
            books[position] = int(result["books"][seat])
        return {"score": shares[0], "points": books[0], "shares": shares, "books": books}

    def summarise(self, info: RunInfo, games: Sequence[Mapping[str, Any]], batch: ChunkResult) -> dict[str, Any]:
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
                    "mean_books": round(math.fsum(g["books"][position] for g in games) / len(games), 6),
                }
            )
        return {"seats": seats, "win_rate": seats[0]["win_rate"], "ci95": {"win_rate": seats[0]["ci95"]}}

    def seat_columns(self, seat: Mapping[str, Any]) -> dict[str, str]:
        return {"books": f"{seat['mean_books']:.2f}"}

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        return super().replay_summary(record, view, details) | {"books_laid": [len(b) for b in view["books"]]}

    def chart(self, summary: Mapping[str, Any]) -> tuple[list[Series], int, str]:
        labels = [f"{seat['position']}: {seat['bot']}" for seat in summary["seats"]]
        values = [[g["books"][seat["position"]] for g in summary["per_game"]] for seat in summary["seats"]]
        note = "win rates " + ", ".join(
            f"{label} {seat['win_rate']:.1%}" for label, seat in zip(labels, summary["seats"], strict=True)
        )
        return [("books laid (of 13)", values, labels)], 13, note


FIGURES = GoFishFigures()
