"""Rent a Hero's bench figures (competitive): each bot-list position's share of the wins (1 alone,
1/k when k seats win together, else 0) and its heroes at the end. The score and points are those
of position 0 (the first name of `--bots`, the bot under test in `best,simple,simple`); shares
are fractional, so their interval is mean ± 1.96·sd/√n."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from parlour.sim.figures import WinShares

if TYPE_CHECKING:
    from parlour.engine.record import GameRecord


class RentAHeroFigures(WinShares):
    score_meaning = "share of the wins of bot-list position 0 (shared victories count as a fraction)"
    points_meaning = "heroes in the band of bot-list position 0 at the end"
    tally = "heroes"
    tally_label = "heroes in the band at the end (6 wins)"
    tally_top = 6

    def replay_summary(self, record: GameRecord, view: Mapping[str, Any], details: Mapping[str, Any]) -> dict[str, Any]:
        return super().replay_summary(record, view, details) | {"band_sizes": [len(band) for band in view["bands"]]}


FIGURES = RentAHeroFigures()
