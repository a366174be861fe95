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
    # The smallest gain in the per-game score worth detecting: `parlour bench compare`'s default H1
    # bound (H0: no gain); one point of the score here.
    compare_gap = 1.0

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


class WinShares(Figures):
    """A competitive game's figures: each bot-list position's share of the wins (1 alone, 1/k when k
    seats win together, else 0) and its tally at the end (`tally`: a list by seat in the result);
    the score and points are position 0's. Shares are fractional: mean ± 1.96·sd/√n."""

    rotate = True  # who sits where matters: each position plays every seat in turn
    compare_gap = 0.05  # five points of win share
    per_seat = True
    tally = "points"  # the result's list of each seat's tally
    tally_label = "points at the end"  # the chart's x axis
    tally_top = 0  # the best tally (0: the data's)

    def per_game(self, result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
        winners = [int(seat) for seat in result["winners"]]
        shares = [0.0] * len(positions)
        tallies = [0] * len(positions)
        for seat, position in enumerate(positions):
            if seat in winners:
                shares[position] = 1 / len(winners)
            tallies[position] = int(result[self.tally][seat])
        return {"score": shares[0], "points": tallies[0], "shares": shares, self.tally: tallies}

    def summarise(self, info: RunInfo, games: Sequence[Mapping[str, Any]], batch: ChunkResult) -> dict[str, Any]:
        from parlour.sim.report import interval
        from parlour.sim.stats import mean_ci

        seats = []
        for position, name in enumerate(info.bots):
            shares = [float(g["shares"][position]) for g in games]
            share, low, high = mean_ci(shares)
            seats.append(
                {
                    "position": position,
                    "bot": name,
                    "resolved": info.resolved[position],
                    "wins": round(math.fsum(shares), 6),
                    "win_rate": round(share, 6),
                    "ci95": interval(max(0.0, low), min(1.0, high)),
                    "fair_share": round(1 / info.players, 6),
                    f"mean_{self.tally}": round(math.fsum(g[self.tally][position] for g in games) / len(games), 6),
                }
            )
        return {"seats": seats, "win_rate": seats[0]["win_rate"], "ci95": {"win_rate": seats[0]["ci95"]}}

    def seat_columns(self, seat: Mapping[str, Any]) -> dict[str, str]:
        return {self.tally: f"{seat[f'mean_{self.tally}']:.2f}"}

    def chart(self, summary: Mapping[str, Any]) -> tuple[list[Series], int, str]:
        labels = [f"{seat['position']}: {seat['bot']}" for seat in summary["seats"]]
        values = [[g[self.tally][seat["position"]] for g in summary["per_game"]] for seat in summary["seats"]]
        note = "win rates " + ", ".join(
            f"{label} {seat['win_rate']:.1%}" for label, seat in zip(labels, summary["seats"], strict=True)
        )
        return [(self.tally_label, values, labels)], self.tally_top, note


GENERIC = Figures()
