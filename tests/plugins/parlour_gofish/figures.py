"""Go Fish's bench figures (competitive): each bot-list position's share of the wins and its books.

The score and points are those of position 0 (the first name of `--bots`, the bot under test in
`memory,random`): its share of the wins (1, or 1/k when k seats share the most books) and its
books (of 13). Seats rotate by default, so each position plays first as often as second.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from parlour.sim.figures import WinShares

if TYPE_CHECKING:
    from parlour.engine.record import GameRecord


class GoFishFigures(WinShares):
    score_meaning = "share of the wins of bot-list position 0"
    points_meaning = "books laid by bot-list position 0 (of 13)"
    tally = "books"
    tally_label = "books laid (of 13)"
    tally_top = 13

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        return super().replay_summary(record, view, details) | {"books_laid": [len(b) for b in view["books"]]}


FIGURES = GoFishFigures()
