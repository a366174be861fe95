"""The bots' measured strength, as people choose a level by it: one data file, written by the bench.

`parlour bench bots ... --levels` records its run's headline figure in `parlour/bots/levels.json`,
by game, bot and table size: a co-operative game's mean points (Hanabi) or win rate (Regicide)
with every seat the same bot; a competitive game's win share of the bot in the first place of
the list against the others (Rent a Hero: `--bots sleuth,simple,simple`). The server shows those
figures in the create-table form and docs/benchmarks.md cites them (its table is `markdown()`,
checked equal to the file by tests/sim/test_levels.py), so a figure is measured and written once.
`parlour bench levels` prints that table.

>>> entry = {"figure": "points", "value": 16.905, "games": 200, "command": "parlour bench bots ..."}
>>> strength_text("hanabi", entry, 3, "en")
'about 16.9 points at 3 players'
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from parlour.engine.i18n import translate

LEVELS_FILE = "levels.json"  # in the parlour.bots package
FIGURES = ("points", "win_rate", "win_share")
Levels = dict[str, dict[str, dict[str, dict[str, Any]]]]  # game -> bot -> players -> entry
# Whom a competitive game's figure is measured against, in words (a bot without words: its name).
AGAINST = {"simple": "web.level.against-simple", "random": "web.level.against-random"}


def levels_path() -> Path:
    return Path(str(resources.files("parlour.bots") / LEVELS_FILE))


def read_levels(path: Path | None = None) -> Levels:
    """Every recorded figure (an empty record when the file is missing)."""
    target = path or levels_path()
    if not target.exists():
        return {}
    data: Levels = json.loads(target.read_text(encoding="utf-8"))
    return data


@cache
def levels() -> Levels:
    """The package's figures, read once (what the server shows)."""
    return read_levels()


def level_of(summary: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The bot a `parlour bench bots` summary measured, and its entry; ValueError when the run
    measures no single bot (a co-operative table of mixed bots, a competitive one whose other
    places are not all the same bot)."""
    resolved = list(summary["bots_resolved"])
    base: dict[str, Any] = {
        "games": int(summary["games"]),
        "command": str(summary["command"]),
        "date": datetime.date.today().isoformat(),
        "options": dict(summary.get("options") or {}),
    }
    if "seats" in summary:  # competitive: the first place's share of the wins against the others
        bot, others = resolved[0], set(resolved[1:])
        if len(others) != 1 or bot in others:
            raise ValueError("a competitive run measures one bot against one other: --bots A,B,B...")
        seat = summary["seats"][0]
        entry = {"figure": "win_share", "value": seat["win_rate"], "ci95": seat["ci95"], "fair": seat["fair_share"]}
        return bot, {**entry, "against": others.pop(), **base}
    if len(set(resolved)) != 1:
        raise ValueError("a co-operative run measures one bot in every seat")
    if "win_rate" in summary:
        entry = {"figure": "win_rate", "value": summary["win_rate"], "ci95": summary["ci95"]["win_rate"]}
    else:
        entry = {"figure": "points", "value": summary["mean_points"], "ci95": summary["ci95"]["mean_points"]}
    return resolved[0], {**entry, **base}


def record(summary: Mapping[str, Any], path: Path | None = None) -> tuple[str, dict[str, Any]]:
    """Write the run's figure into the levels file (replacing that bot's at that table size)."""
    bot, entry = level_of(summary)
    target = path or levels_path()
    data = read_levels(target)
    data.setdefault(str(summary["game"]), {}).setdefault(bot, {})[str(summary["players"])] = entry
    ordered = {
        game: {name: dict(sorted(by.items(), key=lambda item: int(item[0]))) for name, by in sorted(bots.items())}
        for game, bots in sorted(data.items())
    }
    target.write_text(json.dumps(ordered, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    levels.cache_clear()
    return bot, entry


def strength_text(game_id: str, entry: Mapping[str, Any], players: int, lang: str) -> str:
    """A figure as the create-table form says it ("about 24.9 points at 3 players")."""
    figure = entry["figure"]
    if figure == "points":
        return translate("web.level.points", lang, points=f"{float(entry['value']):.1f}", count=players)
    percent = round(100 * float(entry["value"]))
    if figure == "win_rate":
        key = "web.level.wins-solo" if players == 1 else "web.level.wins"
        return translate(key, lang, percent=percent, count=players)
    against = AGAINST.get(str(entry["against"]))
    others = translate(against, lang) if against else str(entry["against"])
    fair = round(100 * float(entry["fair"]))
    return translate("web.level.share", lang, percent=percent, count=players, fair=fair, against=others)


def strengths(game_id: str, bot: str, lang: str) -> dict[str, str]:
    """What the form says of a bot, by table size (none when it was never measured)."""
    measured = levels().get(game_id, {}).get(bot, {})
    return {players: strength_text(game_id, entry, int(players), lang) for players, entry in measured.items()}


def _cell(entry: Mapping[str, Any]) -> str:
    low, high = entry["ci95"]
    if entry["figure"] == "points":
        return f"{entry['value']:.2f} points ({low:.2f}–{high:.2f})"
    what = (
        "wins" if entry["figure"] == "win_rate" else f"win share against {entry['against']} (fair {entry['fair']:.0%})"
    )
    return f"{entry['value']:.1%} {what} ({low:.1%}–{high:.1%})"


def markdown(data: Levels | None = None) -> str:
    """The levels table docs/benchmarks.md shows (tests/sim/test_levels.py checks it is this)."""
    rows = ["| game | bot | players | games | figure | command |", "|---|---|--:|--:|---|---|"]
    for game, bots in sorted((data if data is not None else read_levels()).items()):
        for bot, by in sorted(bots.items()):
            for players, entry in sorted(by.items(), key=lambda item: int(item[0])):
                command = entry["command"]
                rows.append(f"| {game} | {bot} | {players} | {entry['games']:,} | {_cell(entry)} | `{command}` |")
    return "\n".join(rows)
