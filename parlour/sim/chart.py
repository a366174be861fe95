"""The score distribution of a batch as a PNG (matplotlib, Agg backend: no display needed).

Each game's `bench` part says what to draw (`Figures.chart`): Hanabi the official score and the
points side by side, Regicide the enemies defeated, Rent a Hero each position's heroes at the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from parlour.sim.report import bots_label, figures_of, plural


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

    series, top, note = figures_of(summary["game"]).chart(summary)
    # the x axis shows the whole scale (0 to the best possible), so charts compare at a glance

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
