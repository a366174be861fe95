"""Games by id, so the command line, the server and records find them."""

from __future__ import annotations

from typing import Any

from parlour.engine.errors import BadInput, describe
from parlour.engine.game import Game

_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    _GAMES[game.id] = game
    return game


def _load() -> None:
    import parlour.games  # noqa: F401  (importing registers every game)


def get(game_id: str) -> Game[Any]:
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise BadInput(f"unknown game {describe(game_id)} (known: {', '.join(sorted(_GAMES))})") from None


def games() -> list[Game[Any]]:
    _load()
    return [_GAMES[key] for key in sorted(_GAMES)]
