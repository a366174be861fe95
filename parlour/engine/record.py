"""Game records: the canonical history behind replays, saved games and bug reports."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from parlour.engine.errors import BadInput, IllegalAction, describe
from parlour.engine.state import State

FORMAT_VERSION = 1


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly: same seed + same actions = same game."""

    game: str
    options: dict[str, Any]
    players: list[str]
    seed: int | None
    deck: list[Any] | None
    actions: list[tuple[int, dict[str, Any]]]
    meta: dict[str, Any] = field(default_factory=dict)
    version: int = FORMAT_VERSION
    # Why each bot move was made: action index -> a bot's reason as JSON (`parlour.bots.reasons`),
    # whole (a record is shared only once its game is over: it holds the seed and every card).
    reasons: dict[int, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "parlour-record",
            "version": self.version,
            "game": self.game,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "deck": self.deck,
            "actions": [
                {"seat": seat, "action": action, **({"why": self.reasons[i]} if i in self.reasons else {})}
                for i, (seat, action) in enumerate(self.actions)
            ],
            "meta": self.meta,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record strictly: wrong types are refused, never converted."""
        if not isinstance(data, Mapping) or data.get("format") != "parlour-record":
            raise _bad("not a Parlour game record")
        version = data.get("version")
        if not _is_int(version) or version != FORMAT_VERSION:
            raise _bad(f"unsupported record version {describe(version)}")
        game, options, players = data.get("game"), data.get("options"), data.get("players")
        seed, deck, actions, meta = data.get("seed"), data.get("deck"), data.get("actions"), data.get("meta")
        if not isinstance(game, str):
            raise _bad("a record names its game")
        if not isinstance(options, Mapping):
            raise _bad("a record's options are an object")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise _bad("a record's players are a list of names")
        if seed is not None and not _is_int(seed):
            raise _bad("a record's seed is an integer")
        if deck is not None and not isinstance(deck, list):
            raise _bad("a record's deck is a list")
        if meta is not None and not isinstance(meta, Mapping):
            raise _bad("a record's meta is an object")
        if not isinstance(actions, list):
            raise _bad("a record's actions are a list")
        turns: list[tuple[int, dict[str, Any]]] = []
        reasons: dict[int, dict[str, Any]] = {}
        for index, item in enumerate(actions):
            if (
                not isinstance(item, Mapping)
                or not _is_int(item.get("seat"))
                or not isinstance(item.get("action"), Mapping)
            ):
                raise _bad(f"action #{index} is not {{seat, action}}")
            turns.append((item["seat"], dict(item["action"])))
            why = item.get("why")
            if why is not None:  # older records have none
                if not isinstance(why, Mapping) or not isinstance(why.get("key"), str):
                    raise _bad(f"action #{index}'s reason is not {{key, args}}")
                reasons[index] = dict(why)
        return cls(
            game=game,
            options=dict(options),
            players=list(players),
            seed=seed,
            deck=None if deck is None else list(deck),
            actions=turns,
            meta=dict(meta or {}),
            reasons=reasons,
        )

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        return cls.from_json(parse_json(text))


MAX_RECORD_BYTES = 4 << 20  # a long game's record is a few tens of kB


@dataclass(frozen=True)
class RecordFormat:
    """A foreign record format a game's games are imported from and exported to (a manifest's
    `records` part): hanab.live's JSON for Hanabi."""

    name: str  # the format's id in URLs and file names (`hanablive`)
    label: str  # the message key of the browser's export button
    recognises: Callable[[Any], bool]  # whether parsed JSON is a record of this format
    import_game: Callable[[Any], GameRecord]  # BadInput for anything malformed
    export_game: Callable[[GameRecord], dict[str, Any]]


def parse_json(text: str | bytes) -> Any:
    """JSON from untrusted text: BadInput for anything that is not small, well-formed JSON."""
    if len(text) > MAX_RECORD_BYTES:
        raise BadInput(f"more than {MAX_RECORD_BYTES >> 20} MiB: not a game record", code="engine.input.record")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:  # bad JSON, huge integers, deep nesting
        raise BadInput(f"not JSON: {describe(str(exc), 80)}", code="engine.input.record") from None


def read_json(path: str | os.PathLike[str]) -> Any:
    """JSON from a file that must be a regular file of reasonable size (BadInput otherwise)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise BadInput(f"{describe(str(path), 80)} is not a file", code="engine.input.record")
        if info.st_size > MAX_RECORD_BYTES:
            raise BadInput(f"{describe(str(path), 80)} is too large to be a game record", code="engine.input.record")
        with open(path, "rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise BadInput(f"cannot read {describe(str(path), 80)}: {exc.strerror}", code="engine.input.record") from None
    return parse_json(data)


@contextmanager
def at_action(index: int) -> Iterator[None]:
    """Say which action of a record an error is about (`action #3: ...`)."""
    try:
        yield
    except IllegalAction as exc:
        raise IllegalAction(exc.rule, f"action #{index}: {exc.message}", exc.key, **exc.params) from None
    except BadInput as exc:
        raise BadInput(f"action #{index}: {exc.message}", code=exc.code) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _bad(message: str) -> BadInput:
    return BadInput(f"malformed game record: {message}", code="engine.input.record")


def start(record: GameRecord) -> State:
    """The state at the start of `record`'s game."""
    from parlour.engine import registry

    game = registry.get(record.game)
    options = game.options_from_json(record.options)
    if len(record.players) != options.players:
        raise BadInput(
            f"the record names {len(record.players)} players for a {options.players}-player game",
            code="engine.input.record",
        )
    deck = None if record.deck is None else game.deck_from_json(record.deck, options)
    if record.seed is None and deck is None:
        raise BadInput("a record needs a seed or a deck", code="engine.input.record")
    return game.new_state(options, seed=record.seed if record.seed is not None else 0, deck=deck)


def replay(record: GameRecord, upto: int | None = None) -> State:
    """Rebuild the state after the first `upto` actions (all of them by default).

    An action the rules refuse raises IllegalAction with its index in the message.
    """
    state = start(record)
    for index, (seat, action) in enumerate(record.actions[:upto]):
        with at_action(index):
            state.apply(seat, action)
    return state
