"""What a batch of bot games measured: per-game figures, the summary (JSON) and its table.

Each game says what its figures mean in its manifest's `bench` part (`parlour.sim.figures`):
`parlour.games.hanabi.figures`, for one, says how Hanabi's official score differs from its points.

Intervals (95 %): for a mean, mean ± 1.96·sd/√n (sample sd); for a rate of won/lost games, the
Wilson score interval; for a competitive game's win shares (fractional), mean ± 1.96·sd/√n.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.table import Table

from parlour import __version__
from parlour.engine import registry
from parlour.sim.batch import ChunkResult, GameOutcome
from parlour.sim.figures import GENERIC, Figures
from parlour.sim.stats import mean_ci, percentile, sd

CI_METHOD = (
    "means: mean ± 1.96·sd/√n (sample sd); rates of won/lost or perfect games: Wilson score interval; "
    "win shares of competitive games (fractional): mean ± 1.96·sd/√n"
)
# Keys of the summary that depend on the machine or on how the run was split, not on the games.
TIMING_KEYS = ("seconds", "games_per_second", "workers", "backend", "command")


@dataclass(frozen=True)
class RunInfo:
    """What was run: the summary's header."""

    game_id: str
    game_name: str
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]  # per bot-list position, as typed
    resolved: tuple[str, ...]  # the registered bot each name means (`best` -> its bot)
    variant: str | None
    options: Mapping[str, Any]
    rotated: bool
    workers: int
    command: str
    backend: str = "local"  # where the games ran (`parlour.sim.backends`)


def figures_of(game_id: str) -> Figures:
    """The game's bench figures (its manifest's `bench` part), or the generic ones."""
    found = registry.manifest(game_id).part("bench")
    return found if isinstance(found, Figures) else GENERIC


def per_game(info: RunInfo, outcome: GameOutcome) -> dict[str, Any]:
    """One game's entry in the JSON: its seed, who sat where, how it ended, and its figures."""
    figures = figures_of(info.game_id).per_game(outcome.result, outcome.positions)
    return {
        "index": outcome.index,
        "seed": outcome.seed,
        "bots": [info.bots[position] for position in outcome.positions],
        "outcome": outcome.result["outcome"],
        "end_reason": outcome.result.get("reason"),
        "decisions": outcome.decisions,
        **figures,
    }


# -- the summary ----------------------------------------------------------------------------------


def _ms(values: Sequence[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "decisions": len(ordered),
        "p50": round(percentile(ordered, 50) * 1000, 4),
        "p99": round(percentile(ordered, 99) * 1000, 4),
        "mean": round(math.fsum(ordered) / len(ordered) * 1000, 4) if ordered else math.nan,
    }


def interval(low: float, high: float) -> list[float]:
    return [round(low, 6), round(high, 6)]


def summarise(info: RunInfo, batch: ChunkResult, seconds: float) -> dict[str, Any]:
    """The JSON written by `--json`: settings, figures with intervals, decision times, every game."""
    games = [per_game(info, outcome) for outcome in batch.outcomes]
    n = len(games)
    scores = [float(g["score"]) for g in games]
    points = [float(g["points"]) for g in games]
    mean_score, score_low, score_high = mean_ci(scores)
    mean_points, points_low, points_high = mean_ci(points)
    figures = figures_of(info.game_id)
    score_meaning, points_meaning = figures.score_meaning, figures.points_meaning
    out: dict[str, Any] = {
        "game": info.game_id,
        "game_name": info.game_name,
        "players": info.players,
        "games": n,
        "seed": info.seed,
        "deal_seeds": [info.seed, info.seed + n - 1],
        "bot_seeds": "blake2b of 'S:i:seat:bot' (8 bytes, >> 1): independent of the deal",
        "bots": list(info.bots),
        "bots_resolved": list(info.resolved),
        "variant": info.variant,
        "options": dict(info.options),
        "rotated": info.rotated,
        "score_meaning": score_meaning,
        "points_meaning": points_meaning,
        "ci95_method": CI_METHOD,
        "mean_score": round(mean_score, 6),
        "mean_points": round(mean_points, 6),
        "sd_score": round(sd(scores), 6),
        "sd_points": round(sd(points), 6),
        "ci95": {"mean_score": interval(score_low, score_high), "mean_points": interval(points_low, points_high)},
    }
    extra = dict(figures.summarise(info, games, batch))
    out["ci95"] |= extra.pop("ci95", {})
    out |= extra
    every = [t for times in batch.times.values() for t in times]
    overall = _ms(every)
    by_bot: dict[str, list[float]] = {}
    for position, times in batch.times.items():
        by_bot.setdefault(info.resolved[position], []).extend(times)
    out |= {
        "decisions": len(every),
        "decisions_per_game": round(len(every) / n, 3),
        "decision_ms_p50": overall["p50"],
        "decision_ms_p99": overall["p99"],
        "decision_ms_mean": overall["mean"],
        "decision_ms_by_bot": {name: _ms(times) for name, times in sorted(by_bot.items())},
        "seconds": round(seconds, 3),
        "games_per_second": round(n / seconds, 3) if seconds > 0 else None,
        "workers": info.workers,
        "backend": info.backend,
        "parlour_version": __version__,
        "python": sys.version.split()[0],
        "command": info.command,
        "per_game": games,
    }
    return out


def figures_only(summary: Mapping[str, Any]) -> dict[str, Any]:
    """The summary without what depends on the machine (times, workers): equal for equal arguments."""
    return {
        key: value
        for key, value in summary.items()
        if key not in TIMING_KEYS and not key.startswith("decision_ms") and not key.startswith("python")
    }


# -- the table ------------------------------------------------------------------------------------


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def bots_text(bots: Sequence[str]) -> str:
    """`simple ×3` when every seat has the same bot, else the list."""
    if len(set(bots)) == 1:
        return f"{bots[0]} ×{len(bots)}" if len(bots) > 1 else bots[0]
    return ", ".join(bots)


def bots_label(summary: Mapping[str, Any]) -> str:
    """The bots as typed, and what `best` (or an alias) stands for: `best ×3 = hat ×3`."""
    typed, resolved = bots_text(summary["bots"]), bots_text(summary["bots_resolved"])
    return typed if typed == resolved else f"{typed} = {resolved}"


def pm(summary: Mapping[str, Any], key: str, digits: int = 2) -> str:
    low, high = summary["ci95"][key]
    return f"{summary[key]:.{digits}f} ± {(high - low) / 2:.{digits}f}"


def rate(value: float, interval: Sequence[float]) -> str:
    return f"{value:.1%} ({interval[0] * 100:.1f}–{interval[1] * 100:.1f})"


def table(summary: Mapping[str, Any]) -> Table:
    """The rich table printed at the end of a run."""
    title = (
        f"{summary['game_name']} · {plural(summary['players'], 'player')} · {plural(summary['games'], 'game')} · "
        f"bots {bots_label(summary)}"
    )
    caption = (
        f"deal seeds {summary['deal_seeds'][0]}..{summary['deal_seeds'][1]}; "
        f"±, ( ): 95 % intervals; decision times (ms) over {summary['decisions']} decisions"
    )
    if summary["rotated"]:
        caption += "; bot list rotated one seat per game"
    out = Table(title=title, caption=caption)
    p50, p99 = f"{summary['decision_ms_p50']:.3f}", f"{summary['decision_ms_p99']:.3f}"
    figures = figures_of(summary["game"])
    if figures.per_seat:
        by_bot = summary["decision_ms_by_bot"]
        for seat in summary["seats"]:
            times = by_bot.get(seat["resolved"], {})
            cells = {
                "position": str(seat["position"]),
                "bot": seat["bot"] if seat["bot"] == seat["resolved"] else f"{seat['bot']} ({seat['resolved']})",
                "wins": f"{seat['wins']:g}",
                "win rate": rate(seat["win_rate"], seat["ci95"]),
                "fair share": f"{seat['fair_share']:.1%}",
                **figures.seat_columns(seat),
                "p50 ms": f"{times.get('p50', math.nan):.3f}",
                "p99 ms": f"{times.get('p99', math.nan):.3f}",
            }
            if not out.columns:
                for header in cells:
                    out.add_column(header, justify="left" if header == "bot" else "right")
            out.add_row(*cells.values())
        return out
    row: dict[str, str] = {"games": str(summary["games"])}
    game_columns = figures.table(summary)
    if game_columns is None:
        game_columns = {"score": pm(summary, "mean_score"), "points": pm(summary, "mean_points")}
    row |= game_columns
    row |= {"p50 ms": p50, "p99 ms": p99}
    for header in row:
        out.add_column(header, justify="right")
    out.add_row(*row.values())
    return out
