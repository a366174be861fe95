"""Records of finished games, ratings and leaderboards: what profiles and the leaderboards page read.

A game's records are written once, when it ends (`write_records`), from the engine's `Result`: per
seat its account or bot, outcome, score, win share, medal and turns. Games finished before records
existed are replayed through the engine by migration r0005 (`backfill`). Only finished games have
records, so nothing here can show a card of a game in progress; a private table's game counts in
its players' statistics but is listed in a history only to the player themself.

Ratings are for the competitive game only (Rent a Hero): OpenSkill's Weng-Lin model (Plackett-Luce),
because a table is a free-for-all of three to six seats where several may share a win, which it
rates in one update (Glicko-2 rates pairs, so a table would be split into made-up duels); the
`openskill` package is maintained and MIT-licensed. A game is rated when every seat is an account or
a bot (a guest is nobody to rate; bots are rated under their bot name, so that beating the sleuth
means something). Hanabi and Regicide are cooperative: their records are the team's, never a rating.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import and_, insert, or_, select, update
from sqlalchemy.engine import Connection

from parlour.engine import registry
from parlour.engine.state import Result
from parlour.server.store import _json, accounts, actions, ratings, records, seats, tables

RATED_GAMES = frozenset({"rentahero"})
# The games with leaderboards, in the order their tabs show (cooperative scores, medals, ratings).
BOARD_GAMES = ("hanabi", "regicide", "rentahero")
MODEL = PlackettLuce()  # mu 25, sigma 25/3; a rating shown is its ordinal, mu - 3 sigma


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    account: int | None
    bot: str | None


def variant_of(options: Any) -> str:
    """The variant of a game's options: their description without the player count ("": standard)."""
    words = [word for word in str(options.describe()).split() if not word.startswith("players=")]
    return " ".join(words)


def variant_words(game_id: str, variant: str) -> list[dict[str, str]]:
    """A kept variant (`variant_of`'s words, such as `empty_clues=False`) as a player reads it: the
    catalogue's keys of the named variants and switches it matches (`{"key": ...}`), and only what
    no name covers as its raw `name=value` (`{"text": ...}`). An empty list: the game as the
    new-table form starts it (a switch at the form's default is not a variant)."""
    try:
        found = registry.manifest(game_id)
        options_type = found.game.options_type
        values = options_type.parse_overrides(variant.split())
        defaults = options_type()
    except Exception:  # a game no longer installed, or options it no longer has: its words as kept
        return [{"text": variant}] if variant else []
    switches = dict(found.switches)
    current = {name: values.get(name, getattr(defaults, name)) for name in values.keys() | switches.keys()}
    left = {name: value for name, value in values.items() if name not in switches}
    words: list[dict[str, str]] = []
    for preset in sorted(options_type.PRESETS.values(), key=lambda p: -len(p.values)):
        named = {k: v for k, v in preset.values.items() if k != "players" and k not in switches}
        if named and all(k in left and left[k] == v for k, v in named.items()):
            words.append({"key": f"rules.variant.{game_id}.{preset.name}"})
            for name in named:
                del left[name]
    for name, start in switches.items():
        if current[name] != start:
            words.append({"key": f"rules.switch.{game_id}.{name}"} if current[name] else {"text": f"{name}=False"})
    words += [{"text": f"{name}={value}"} for name, value in left.items()]
    return words


def seat_rows(
    table_id: str, game_id: str, options: Any, result: Result, seat_infos: Sequence[SeatInfo], finished: float
) -> list[dict[str, Any]]:
    """One record per seat of a finished game, from the engine's result."""
    details = result.details
    players = len(seat_infos)
    winners: list[int]
    if game_id == "rentahero":
        winners = [int(s) for s in details.get("winners", [])]
    else:  # cooperative: the table wins or loses together
        winners = list(range(players)) if result.outcome == "won" else []
    turns = int(details.get("turns", 0))
    medal = details.get("medal")
    rows = []
    for info in seat_infos:
        won = info.seat in winners
        rows.append(
            {
                "table_id": table_id,
                "seat": info.seat,
                "game": game_id,
                "variant": variant_of(options),
                "players": players,
                "account_id": info.account,
                "bot": info.bot,
                "outcome": ("won" if won else "lost") if game_id == "rentahero" else result.outcome,
                "score": float(result.scores[info.seat]),
                "share": 1.0 / len(winners) if won else 0.0,
                "medal": medal if isinstance(medal, str) else None,
                "turns": turns,
                "finished": finished,
                "rating": None,
            }
        )
    return rows


def rating_key(row: dict[str, Any]) -> str | None:
    if row["account_id"] is not None and row["bot"] is None:
        return f"a:{row['account_id']}"
    if row["bot"] is not None:
        return f"b:{row['bot']}"
    return None


def rate(conn: Connection, rows: list[dict[str, Any]], now: float) -> None:
    """Update the ratings of a rated game's seats (in place: each row gets its rating after it).

    One bot at several seats (the sleuth against two random bots) plays as that many players of
    its rating; its new rating is the mean of theirs, and the game counts once for it."""
    if not rows or rows[0]["game"] not in RATED_GAMES:
        return
    found_keys = [rating_key(row) for row in rows]
    if any(key is None for key in found_keys):
        return  # a guest sat here: nobody is rated
    keys = [str(key) for key in found_keys]
    if any(keys.count(key) > 1 for key in keys if key.startswith("a:")):
        return  # one account at two seats (not possible since accounts hold one seat): not rated
    game = rows[0]["game"]
    known = {
        str(found.player): found
        for found in conn.execute(
            select(ratings.c.player, ratings.c.mu, ratings.c.sigma, ratings.c.games, ratings.c.wins).where(
                ratings.c.game == game, ratings.c.player.in_(keys)
            )
        )
    }
    before = [MODEL.rating(mu=known[k].mu, sigma=known[k].sigma) if k in known else MODEL.rating() for k in keys]
    ranks = [1.0 if row["share"] > 0 else 2.0 for row in rows]  # winners share first place
    after = MODEL.rate([[r] for r in before], ranks=ranks)
    merged: dict[str, list[tuple[float, float, float]]] = {}
    for row, key, team in zip(rows, keys, after, strict=True):
        new = team[0]
        row["rating"] = float(new.ordinal())
        merged.setdefault(key, []).append((float(new.mu), float(new.sigma), float(row["share"])))
    for key, seats_after in merged.items():
        mu = sum(m for m, _, _ in seats_after) / len(seats_after)
        sigma = sum(g for _, g, _ in seats_after) / len(seats_after)
        share = sum(w for _, _, w in seats_after)
        values = {"mu": mu, "sigma": sigma, "updated": now}
        if key in known:
            conn.execute(
                update(ratings)
                .where(ratings.c.game == game, ratings.c.player == key)
                .values(games=known[key].games + 1, wins=known[key].wins + share, **values)
            )
        else:
            conn.execute(insert(ratings).values(game=game, player=key, games=1, wins=share, **values))


def write_records(
    conn: Connection, table_id: str, game_id: str, options: Any, result: Result, seat_infos: Sequence[SeatInfo]
) -> None:
    """Keep a finished game's records (once: a second call changes nothing) and rate it."""
    if conn.execute(select(records.c.seat).where(records.c.table_id == table_id).limit(1)).first() is not None:
        return
    now = time.time()
    rows = seat_rows(table_id, game_id, options, result, seat_infos, now)
    rate(conn, rows, now)
    conn.execute(insert(records), rows)


def backfill(conn: Connection) -> int:
    """Replay every finished game without records through the engine and keep its records, oldest
    first (ratings follow the games' order); returns how many games. Run by migration r0005: it
    names every column it reads or writes, all of which exist at r0005, so a later revision that
    adds a column to these tables leaves it working on a database being upgraded through r0005."""
    done = set(conn.execute(select(records.c.table_id).distinct()).scalars())
    over = conn.execute(
        select(tables.c.id, tables.c.game, tables.c.options, tables.c.seed, tables.c.updated)
        .where(tables.c.status == "over")
        .order_by(tables.c.updated, tables.c.id)
    ).all()
    count = 0
    for table_id, game_id, options_json, seed, updated in over:
        if table_id in done:
            continue
        game = registry.get(game_id)
        options = game.options_type.from_json(_json(options_json))
        state = game.new_state(options, seed=int(seed))
        for seat, action in conn.execute(
            select(actions.c.seat, actions.c.action).where(actions.c.table_id == table_id).order_by(actions.c.idx)
        ):
            state.apply(int(seat), state.validate(int(seat), _json(action)))
        result = state.result()
        if result is None:
            continue
        infos = [
            SeatInfo(int(s.seat), s.account_id, s.bot)
            for s in conn.execute(
                select(seats.c.seat, seats.c.account_id, seats.c.bot)
                .where(seats.c.table_id == table_id)
                .order_by(seats.c.seat)
            )
        ]
        rows = seat_rows(table_id, game_id, options, result, infos, float(updated))
        rate(conn, rows, float(updated))
        conn.execute(insert(records), rows)
        count += 1
    return count


# -- reading ---------------------------------------------------------------------------------


def account_by_name(conn: Connection, name: str) -> tuple[int, str, bool] | None:
    """(id, name, private profile) of the live account called `name` (any case)."""
    from parlour.server.accounts import login_key

    row = conn.execute(
        select(accounts.c.id, accounts.c.name, accounts.c.private_profile).where(
            accounts.c.login == login_key(name), accounts.c.deleted.is_(None)
        )
    ).first()
    return None if row is None else (int(row[0]), str(row[1]), bool(row[2]))


def set_private(conn: Connection, account_id: int, private: bool) -> None:
    conn.execute(update(accounts).where(accounts.c.id == account_id).values(private_profile=private))


def _stats_key(row: Any) -> tuple[str, str, int]:
    return (str(row.game), str(row.variant), int(row.players))


def _facts(entry: dict[str, Any]) -> tuple[list[list[Any]], int]:
    """What a profile shows of a game's statistics, as [word key, value, format ("n", "percent" of
    the games, "rating")], and the chart's top score: the client names no game (the web plugins)."""
    facts: list[list[Any]] = [["web.records.games", entry["games"], "n"]]
    if entry["game"] == "hanabi":
        facts += [
            ["web.records.mean", entry["mean"], "n"],
            ["web.records.perfect", entry["perfect"], "percent"],
            ["web.records.best", entry["best"], "n"],
        ]
        return facts, 30 if re.search(r"sixth_suit=(?!none)", entry["variant"]) else 25
    facts.append(["web.records.wins", entry["wins"], "n"])
    if entry["game"] == "regicide":
        medals = entry["medals"]
        facts += [[f"web.records.medal.{m}", medals[m], "n"] for m in ("gold", "silver", "bronze") if medals.get(m)]
        return facts, 1
    facts.append(["web.records.win-share", entry["win_share"], "percent"])
    if "rating" in entry:
        facts.append(["web.records.rating", entry["rating"], "rating"])
    return facts, 1


def outcome_words(game: str, outcome: str, score: float, medal: str | None) -> list[Any]:
    """A finished game's outcome as [word key, parameters]."""
    if game == "hanabi":
        return ["web.records.points", {"count": score}]
    if medal:
        return [f"web.records.medal.{medal}", {}]
    return [f"web.records.outcome.{outcome}", {}]


def statistics(rows: Iterable[Any], rating_rows: dict[str, tuple[float, int]]) -> list[dict[str, Any]]:
    """Per game, variant and player count: games, wins, mean, perfect rate, best, medals, the
    score distribution (score -> games), and the rating where the game is rated."""
    groups: dict[tuple[str, str, int], list[Any]] = {}
    for row in rows:
        groups.setdefault(_stats_key(row), []).append(row)
    found = []
    for (game, variant, players), group in sorted(groups.items()):
        scores = [float(r.score) for r in group]
        distribution: dict[str, int] = {}
        for score in scores:
            label = f"{score:g}"
            distribution[label] = distribution.get(label, 0) + 1
        medals: dict[str, int] = {}
        for r in group:
            if r.medal:
                medals[str(r.medal)] = medals.get(str(r.medal), 0) + 1
        entry: dict[str, Any] = {
            "game": game,
            "variant": variant,
            "variant_words": variant_words(game, variant),
            "players": players,
            "games": len(group),
            "wins": sum(1 for r in group if r.outcome == "won"),
            "win_share": round(sum(float(r.share) for r in group), 3),
            "mean": round(sum(scores) / len(scores), 2),
            "best": max(scores),
            "perfect": sum(1 for r in group if r.outcome == "won" and game == "hanabi"),
            "medals": medals,
            "distribution": distribution,
        }
        if game in rating_rows:
            entry["rating"], entry["rated_games"] = rating_rows[game]
        entry["facts"], entry["top"] = _facts(entry)
        found.append(entry)
    return found


def profile(conn: Connection, account_id: int, owner: bool, limit: int = 100) -> dict[str, Any]:
    """An account's finished games (newest first) and statistics. A private table's game is listed
    only to its owner (its link is the table's secret), but counts in the statistics."""
    query = (
        select(records, tables.c.private, tables.c.options)
        .join(tables, tables.c.id == records.c.table_id)
        .where(records.c.account_id == account_id, records.c.bot.is_(None), tables.c.status == "over")
        .order_by(records.c.finished.desc(), records.c.table_id.desc())
    )
    rows = conn.execute(query).all()
    rated = {
        str(r.game): (round(float(MODEL.rating(mu=r.mu, sigma=r.sigma).ordinal()), 2), int(r.games))
        for r in conn.execute(select(ratings).where(ratings.c.player == f"a:{account_id}"))
    }
    listed = [r for r in rows if owner or not r.private][:limit]
    ids = [r.table_id for r in listed]
    names = _seat_names(conn, ids)
    history = [
        {
            "table": r.table_id,
            "seat": int(r.seat),
            "game": r.game,
            "variant": r.variant,
            "players": int(r.players),
            "outcome": r.outcome,
            "score": float(r.score),
            "share": float(r.share),
            "medal": r.medal,
            "turns": int(r.turns),
            "finished": float(r.finished),
            "rating": r.rating,
            "result": outcome_words(r.game, r.outcome, float(r.score), r.medal),
            "with": [n for i, n in enumerate(names.get(r.table_id, [])) if i != r.seat],
        }
        for r in listed
    ]
    return {"history": history, "stats": statistics(rows, rated)}


def _seat_names(conn: Connection, table_ids: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Each table's seats as a history shows them: a bot by its name, an account by its name (None
    once deleted), a guest by the name typed. A private account is not named: its seat shows the
    name typed at the table, as the game's replay does, with no link ("the leaderboards do not
    list you", and no one else's history does either)."""
    if not table_ids:
        return {}
    found: dict[str, list[dict[str, Any]]] = {}
    query = (
        select(
            seats.c.table_id,
            seats.c.seat,
            seats.c.name,
            seats.c.bot,
            accounts.c.name.label("account"),
            accounts.c.private_profile,
        )
        .outerjoin(accounts, accounts.c.id == seats.c.account_id)
        .where(seats.c.table_id.in_(table_ids))
        .order_by(seats.c.table_id, seats.c.seat)
    )
    for row in conn.execute(query):
        named = row.account is not None and not row.private_profile
        found.setdefault(str(row.table_id), []).append(
            {"name": row.account if named else row.name, "bot": row.bot, "account": named}
        )
    return found


def leaderboards(conn: Connection, game: str, limit: int = 20) -> dict[str, Any]:
    """A game's leaderboards. Hanabi: per variant and player count, the teams' best scores (fewest
    turns first among equal scores). Regicide: solo gold medals per account. Rent a Hero: ratings.
    Only public accounts are named; games at private tables are left out."""
    public = and_(
        accounts.c.deleted.is_(None), or_(accounts.c.private_profile.is_(None), accounts.c.private_profile.is_(False))
    )
    listed = or_(tables.c.private.is_(None), tables.c.private.is_(False))
    if game == "hanabi":
        rows = conn.execute(
            select(
                records.c.table_id,
                records.c.variant,
                records.c.players,
                records.c.score,
                records.c.turns,
                records.c.finished,
            )
            .join(tables, tables.c.id == records.c.table_id)
            .where(records.c.game == "hanabi", records.c.seat == 0, tables.c.status == "over", listed)
            .order_by(records.c.score.desc(), records.c.turns, records.c.finished)
        ).all()
        boards: dict[tuple[str, int], list[Any]] = {}
        for row in rows:
            board = boards.setdefault((str(row.variant), int(row.players)), [])
            if len(board) < limit:
                board.append(row)
        names = _seat_names(conn, [r.table_id for board in boards.values() for r in board])
        return {
            "game": game,
            "boards": [
                {
                    "kind": "scores",
                    "variant": variant,
                    "variant_words": variant_words(game, variant),
                    "players": players,
                    "rows": [
                        {
                            "table": r.table_id,
                            "score": float(r.score),
                            "turns": int(r.turns),
                            "finished": float(r.finished),
                            "team": [_public_name(conn, n) for n in names.get(r.table_id, [])],
                        }
                        for r in board
                    ],
                }
                for (variant, players), board in sorted(boards.items())
            ],
        }
    if game == "regicide":
        medal_rows = conn.execute(
            select(accounts.c.name, records.c.medal, records.c.variant)
            .join(accounts, accounts.c.id == records.c.account_id)
            .join(tables, tables.c.id == records.c.table_id)
            .where(records.c.game == "regicide", records.c.players == 1, records.c.medal.is_not(None), public, listed)
        ).all()
        counts: dict[tuple[str, str], dict[str, int]] = {}
        for name, medal, variant in medal_rows:
            tally = counts.setdefault((str(variant), str(name)), {"gold": 0, "silver": 0, "bronze": 0})
            tally[str(medal)] = tally.get(str(medal), 0) + 1
        by_variant: dict[str, list[dict[str, Any]]] = {}
        for (variant, name), medals in counts.items():
            by_variant.setdefault(variant, []).append({"name": name, **medals})
        return {
            "game": game,
            "boards": [
                {
                    "kind": "medals",
                    "variant": variant,
                    "variant_words": variant_words(game, variant),
                    "players": 1,
                    "rows": sorted(board, key=lambda e: (-e["gold"], -e["silver"], -e["bronze"], e["name"]))[:limit],
                }
                for variant, board in sorted(by_variant.items())
            ],
        }
    if game in RATED_GAMES:
        found = []
        for row in conn.execute(select(ratings).where(ratings.c.game == game)):
            player = str(row.player)
            entry: dict[str, Any] = {
                "rating": round(float(MODEL.rating(mu=row.mu, sigma=row.sigma).ordinal()), 2),
                "mu": round(float(row.mu), 2),
                "sigma": round(float(row.sigma), 2),
                "games": int(row.games),
                "wins": round(float(row.wins), 3),
            }
            if player.startswith("b:"):
                entry["bot"] = player[2:]
            else:
                named = conn.execute(select(accounts.c.name).where(accounts.c.id == int(player[2:]), public)).scalar()
                if named is None:
                    continue
                entry["name"] = str(named)
            found.append(entry)
        found.sort(key=lambda e: (-e["rating"], -e["games"], e.get("name") or e.get("bot") or ""))
        return {"game": game, "boards": [{"kind": "ratings", "variant": "", "players": 0, "rows": found[:limit]}]}
    return {"game": game, "boards": []}


def _public_name(conn: Connection, seat: dict[str, Any]) -> dict[str, Any]:
    """A seat as a leaderboard names it: an account only if its profile is public."""
    if seat["bot"] is not None:
        return {"bot": seat["bot"]}
    if seat["account"]:
        private = conn.execute(
            select(accounts.c.private_profile).where(accounts.c.name == seat["name"], accounts.c.deleted.is_(None))
        ).scalar()
        return {"name": seat["name"], "account": not private}
    return {"name": seat["name"], "account": False}
