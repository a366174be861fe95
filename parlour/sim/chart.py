"""The score distribution of a batch as a PNG (matplotlib, Agg backend: no display needed).

Hanabi: the official score and the points on the table side by side. Regicide: the enemies
defeated (12 = won; the official result is won/lost, so its histogram says nothing more than
the win rate in the title). Rent a Hero: the heroes each bot-list position held at the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from parlour.sim.report import bots_label, plural


def _bins(values: Sequence[float]) -> list[float]:
    """One bar per whole number, centred on it."""
    low, high = (int(min(values)), int(max(values))) if values else (0, 1)
    return [x - 0.5 for x in range(low, high + 2)]


def write_chart(path: str | Path, summary: Mapping[str, Any]) -> None:
    """Draw the histograms of `summary` (as `report.summarise` builds it) into the PNG `path`."""
    # The Agg canvas on a bare Figure: a file, never a window, and no pyplot global state to
    # disturb (runs on servers, in tests and beside a caller's own plots).
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    games = summary["per_game"]
    game = summary["game"]
    series: list[tuple[str, list[list[float]], list[str]]]  # (x label, values per series, series labels)
    top = 0  # the x axis shows the whole scale (0 to the best possible), so charts compare at a glance
    if game == "hanabi":
        series = [
            ("official score (0 after the third strike)", [[g["score"] for g in games]], []),
            ("points on the table", [[g["points"] for g in games]], []),
        ]
        top = int(summary["max_score"])
        note = f"mean score {summary['mean_score']:.2f}, points {summary['mean_points']:.2f}, "
        note += f"perfect {summary['perfect_rate']:.1%}"
    elif game == "regicide":
        series = [("enemies defeated (12 = won)", [[g["points"] for g in games]], [])]
        top = 12
        note = f"win rate {summary['win_rate']:.1%}, mean enemies defeated {summary['mean_points']:.2f}"
    elif game == "rentahero":
        labels = [f"{seat['position']}: {seat['bot']}" for seat in summary["seats"]]
        values = [[g["heroes"][seat["position"]] for g in games] for seat in summary["seats"]]
        series = [("heroes in the band at the end (6 wins)", values, labels)]
        top = 6
        note = "win rates " + ", ".join(
            f"{label} {seat['win_rate']:.1%}" for label, seat in zip(labels, summary["seats"], strict=True)
        )
    else:
        series = [("score", [[g["score"] for g in games]], [])]
        note = f"mean score {summary['mean_score']:.2f}"

    figure = Figure(figsize=(6 * len(series), 4.5))
    FigureCanvasAgg(figure)
    axes = figure.subplots(1, len(series), squeeze=False)
    for ax, (label, values, names) in zip(axes[0], series, strict=True):
        everything = [v for one in values for v in one]
        ax.hist(values, bins=_bins(everything), label=names or None, edgecolor="black", linewidth=0.5)
        right = max([top, *everything])
        ax.set_xlim(min([0, *everything]) - 0.5, right + 0.5)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel(label)
        ax.set_ylabel("games")
        if names:
            ax.legend(fontsize="small")
    figure.suptitle(
        f"{summary['game_name']}, {plural(summary['players'], 'player')}, bots {bots_label(summary)}, "
        f"{plural(summary['games'], 'game')}\n{note}",
        fontsize="medium",
    )
    figure.tight_layout()
    figure.savefig(path, format="png", dpi=100)
