"""The Bot protocol and the registry of bots by game and name.

A bot sees what a player sees: the view of its seat (plain JSON data) and the legal actions.
It never receives the state, so it cannot read hidden cards; and it draws its randomness from
its own `random.Random(seed)`, never from the module `random`, so a seeded game with bots is
reproducible.

>>> bot = get_bot("hanabi", "random", seed=7)
>>> bot.name
'random'
>>> "simple" in list_bots("hanabi")
True
>>> get_bot("hanabi", "best").name == best_name("hanabi")
True

Every game has a `simple` bot (it follows the rules plainly) and its strongest, also reachable
as `best`; `partner` is the one to seat beside people (the best, unless the best plays by a code
people do not speak). A bot's `level` orders bots by strength: 0 random, higher is stronger.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from parlour.engine import registry
from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe


@runtime_checkable
class Bot(Protocol):
    """A player that is not a person.

    `choose(view, legal)` gets the seat's view (as `State.view(seat)` returns it) and the
    non-empty list of legal actions, and returns one of them.

    A bot that remembers something between its turns (what it saw and cannot read again from a
    later view) also has `remember(view, action)`: told its seat's earlier moves, in order, when a
    game is taken up again from its record (a server restart), it rebuilds that memory without
    thinking.
    """

    name: str

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action: ...


BotFactory = Callable[[int | None], Bot]


@dataclass(frozen=True)
class BotInfo:
    """A registered bot: its name, how to make one from a seed, a line of help and its level."""

    name: str
    factory: BotFactory
    help: str
    level: int = 1


# game id -> bot name -> info; the key "*" holds bots that play every game.
_BOTS: dict[str, dict[str, BotInfo]] = {}
# game id -> alias -> bot name ("rules" stays an alias of "simple" for old commands).
_ALIASES: dict[str, dict[str, str]] = {}
_LOADED: set[str] = set()
ANY_GAME = "*"


def register_bot(
    game_id: str, name: str, factory: BotFactory, help: str = "", level: int = 1, aliases: tuple[str, ...] = ()
) -> None:
    """Make `factory(seed)` available as bot `name` (and its `aliases`) for `game_id` (`"*"`: every game)."""
    _BOTS.setdefault(game_id, {})[name] = BotInfo(name, factory, help, level)
    for alias in aliases:
        _ALIASES.setdefault(game_id, {})[alias] = name


def _load(game_id: str) -> None:
    """Import the game's `bots` part if its manifest names one (it registers its bots)."""
    if game_id in _LOADED:
        return
    manifest = registry.manifest(game_id)  # raises BadInput for an unknown game
    _LOADED.add(game_id)
    manifest.part("bots")


def bots_for(game_id: str) -> dict[str, BotInfo]:
    """The bots that can play `game_id`, by name (game-agnostic ones first)."""
    _load(game_id)
    return {**_BOTS.get(ANY_GAME, {}), **_BOTS.get(game_id, {})}


def list_bots(game_id: str) -> list[str]:
    """The names of the bots that can play `game_id`, with `best` and `partner`."""
    return sorted({*bots_for(game_id), "best", "partner"})


def best_name(game_id: str) -> str:
    """The name of the strongest bot for `game_id`: the one aliased `best`, else the highest level."""
    known = bots_for(game_id)
    alias = _ALIASES.get(game_id, {}).get("best")
    if alias is not None:
        return alias
    return max(known.values(), key=lambda info: info.level).name


def partner_name(game_id: str) -> str:
    """The bot to seat beside people: the one aliased `partner`, else the best.

    They differ when the strongest bot speaks a code people do not (Hanabi's hat guessing reads
    every clue as a coded answer, so a person's ordinary clue would mislead it).
    """
    _load(game_id)  # the alias is registered by the game's bots part
    return _ALIASES.get(game_id, {}).get("partner") or best_name(game_id)


def resolve(game_id: str, name: str) -> BotInfo:
    """The bot called `name` (or one of its aliases) for `game_id`; BadInput if none."""
    known = bots_for(game_id)
    if name == "best":
        name = best_name(game_id)
    elif name == "partner":
        name = partner_name(game_id)
    name = _ALIASES.get(game_id, {}).get(name, name)
    info = known.get(name)
    if info is None:
        raise BadInput(f"unknown bot {describe(name)} for {game_id} (known: {', '.join(list_bots(game_id))})")
    return info


def get_bot(game_id: str, name: str, seed: int | None = None) -> Bot:
    """A new bot `name` for `game_id`, seeded with `seed`."""
    return resolve(game_id, name).factory(seed)


# The game-agnostic bots register themselves on import.
importlib.import_module("parlour.bots.random_bot")
