"""What a batch of bot games measured: per-game figures, the summary (JSON) and its table.

Each game says what its figures mean:

- Hanabi: the score is the official one (0 after the third strike; in Bouquet final 0 unless
  perfect), the points are the fireworks' sum (what published bots report); a game is perfect
  when the official score is the maximum; a strike-out ends on the third red token.
- Regicide: the score is the official result, 1 for a won game and 0 for a lost one (so the
  mean score is the win rate); the points are the enemies defeated (12 when won); in solo the
  medal (gold, silver, bronze for 0, 1, 2 jesters used).
- Rent a Hero (competitive): each bot-list position's share of the wins (1 alone, 1/k when k
  seats win together, else 0) and its heroes at the end. The score and points are those of
  position 0 (the first name of `--bots`, the bot under test in `best,simple,simple`).

Intervals (95 %): for a mean, mean ± 1.96·sd/√n (sample sd); for a rate of won/lost games, the
Wilson score interval; for Rent a Hero's shares (fractional), mean ± 1.96·sd/√n.
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.table import Table

from parlour import __version__
from parlour.sim.batch import ChunkResult, GameOutcome
from parlour.sim.stats import mean_ci, percentile, sd, wilson

CI_METHOD = (
    "means: mean ± 1.96·sd/√n (sample sd); rates of won/lost or perfect games: Wilson score interval; "
    "Rent a Hero win shares (fractional): mean ± 1.96·sd/√n"
)
MEDALS = ("gold", "silver", "bronze")
# Keys of the summary that depend on the machine or on how the run was split, not on the games.
TIMING_KEYS = ("seconds", "games_per_second", "workers", "command")


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


# -- per game -----------------------------------------------------------------------------------


def _hanabi(result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
    return {
        "score": int(result["score"]),
        "points": int(result["points"]),
        "perfect": result["score"] == result["max_score"],
        "strike_out": result.get("end_reason") == "strikes",
        "strikes": int(result.get("strikes", 0)),
    }


def _regicide(result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
    won = result["outcome"] == "won"
    row: dict[str, Any] = {"score": 1 if won else 0, "points": int(result["enemies_defeated"]), "won": won}
    if "medal" in result:
        row["medal"] = result["medal"]
        row["jesters_used"] = result.get("jesters_used")
    return row


def _rentahero(result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
    winners = [int(seat) for seat in result["winners"]]
    shares = [0.0] * len(positions)
    heroes = [0] * len(positions)
    for seat, position in enumerate(positions):
        if seat in winners:
            shares[position] = 1 / len(winners)
        heroes[position] = int(result["heroes"][seat])
    return {"score": shares[0], "points": heroes[0], "shares": shares, "heroes": heroes}


def _generic(result: Mapping[str, Any], positions: Sequence[int]) -> dict[str, Any]:
    score = math.fsum(result["scores"]) / len(result["scores"])
    return {"score": score, "points": score}


FIGURES: dict[str, Callable[[Mapping[str, Any], Sequence[int]], dict[str, Any]]] = {
    "hanabi": _hanabi,
    "regicide": _regicide,
    "rentahero": _rentahero,
}
MEANINGS = {
    "hanabi": ("official score: 0 after the third strike", "points on the table: the fireworks' sum"),
    "regicide": ("official result: 1 won, 0 lost (mean = win rate)", "enemies defeated (12 when won)"),
    "rentahero": (
        "share of the wins of bot-list position 0 (shared victories count as a fraction)",
        "heroes in the band of bot-list position 0 at the end",
    ),
}


def per_game(info: RunInfo, outcome: GameOutcome) -> dict[str, Any]:
    """One game's entry in the JSON: its seed, who sat where, how it ended, and its figures."""
    figures = FIGURES.get(info.game_id, _generic)(outcome.result, outcome.positions)
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


def _interval(low: float, high: float) -> list[float]:
    return [round(low, 6), round(high, 6)]


def summarise(info: RunInfo, batch: ChunkResult, seconds: float) -> dict[str, Any]:
    """The JSON written by `--json`: settings, figures with intervals, decision times, every game."""
    games = [per_game(info, outcome) for outcome in batch.outcomes]
    n = len(games)
    scores = [float(g["score"]) for g in games]
    points = [float(g["points"]) for g in games]
    mean_score, score_low, score_high = mean_ci(scores)
    mean_points, points_low, points_high = mean_ci(points)
    score_meaning, points_meaning = MEANINGS.get(info.game_id, ("mean of the seats' scores", "the same"))
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
        "ci95": {"mean_score": _interval(score_low, score_high), "mean_points": _interval(points_low, points_high)},
    }
    if info.game_id == "hanabi":
        perfect = sum(1 for g in games if g["perfect"])
        strike_outs = sum(1 for g in games if g["strike_out"])
        out |= {
            "perfect_games": perfect,
            "perfect_rate": round(perfect / n, 6),
            "strike_outs": strike_outs,
            "strike_out_rate": round(strike_outs / n, 6),
            "max_score": max((int(outcome.result["max_score"]) for outcome in batch.outcomes), default=0),
        }
        out["ci95"]["perfect_rate"] = _interval(*wilson(perfect, n))
        out["ci95"]["strike_out_rate"] = _interval(*wilson(strike_outs, n))
    elif info.game_id == "regicide":
        wins = sum(1 for g in games if g["won"])
        out |= {"wins": wins, "win_rate": round(wins / n, 6)}
        out["ci95"]["win_rate"] = _interval(*wilson(wins, n))
        if info.players == 1:
            medals = Counter(g.get("medal") for g in games)
            out["medals"] = {medal: medals[medal] for medal in MEDALS}
            used = [float(g["jesters_used"]) for g in games if g.get("jesters_used") is not None]
            out["mean_jesters_used"] = round(math.fsum(used) / len(used), 6) if used else None
    elif info.game_id == "rentahero":
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
                    "ci95": _interval(max(0.0, low), min(1.0, high)),
                    "fair_share": round(1 / info.players, 6),
                    "mean_heroes": round(math.fsum(g["heroes"][position] for g in games) / n, 6),
                }
            )
        out["seats"] = seats
        out["win_rate"] = seats[0]["win_rate"]
        out["ci95"]["win_rate"] = seats[0]["ci95"]
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


def _pm(summary: Mapping[str, Any], key: str, digits: int = 2) -> str:
    low, high = summary["ci95"][key]
    return f"{summary[key]:.{digits}f} ± {(high - low) / 2:.{digits}f}"


def _rate(value: float, interval: Sequence[float]) -> str:
    return f"{value:.1%} ({interval[0] * 100:.1f}–{interval[1] * 100:.1f})"


def table(summary: Mapping[str, Any]) -> Table:
    """The rich table printed at the end of a run."""
    game = summary["game"]
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
    if game == "rentahero":
        for header in ("position", "bot", "wins", "win rate", "fair share", "heroes", "p50 ms", "p99 ms"):
            out.add_column(header, justify="left" if header == "bot" else "right")
        by_bot = summary["decision_ms_by_bot"]
        for seat in summary["seats"]:
            times = by_bot.get(seat["resolved"], {})
            out.add_row(
                str(seat["position"]),
                seat["bot"] if seat["bot"] == seat["resolved"] else f"{seat['bot']} ({seat['resolved']})",
                f"{seat['wins']:g}",
                _rate(seat["win_rate"], seat["ci95"]),
                f"{seat['fair_share']:.1%}",
                f"{seat['mean_heroes']:.2f}",
                f"{times.get('p50', math.nan):.3f}",
                f"{times.get('p99', math.nan):.3f}",
            )
        return out
    row: dict[str, str] = {"games": str(summary["games"])}
    if game == "hanabi":
        row |= {
            "score": _pm(summary, "mean_score"),
            "points": _pm(summary, "mean_points"),
            "perfect": _rate(summary["perfect_rate"], summary["ci95"]["perfect_rate"]),
            "strike-outs": f"{summary['strike_out_rate']:.1%}",
        }
    elif game == "regicide":
        row |= {
            "wins": _rate(summary["win_rate"], summary["ci95"]["win_rate"]),
            "enemies defeated": _pm(summary, "mean_points"),
        }
        if "medals" in summary:
            row["gold/silver/bronze"] = "/".join(str(summary["medals"][medal]) for medal in MEDALS)
    else:
        row |= {"score": _pm(summary, "mean_score"), "points": _pm(summary, "mean_points")}
    row |= {"p50 ms": p50, "p99 ms": p99}
    for header in row:
        out.add_column(header, justify="right")
    out.add_row(*row.values())
    return out
