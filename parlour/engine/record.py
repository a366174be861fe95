"""Game records: the canonical history behind replays, saved games and bug reports."""

from __future__ import annotations

import json
from collections.abc import Mapping
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

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "parlour-record",
            "version": self.version,
            "game": self.game,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "deck": self.deck,
            "actions": [{"seat": seat, "action": action} for seat, action in self.actions],
            "meta": self.meta,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, Mapping) or data.get("format") != "parlour-record":
            raise BadInput("not a Parlour game record", code="engine.input.record")
        version = data.get("version")
        if version != FORMAT_VERSION:
            raise BadInput(f"unsupported record version {describe(version)}", code="engine.input.record")
        try:
            actions = [(int(a["seat"]), dict(a["action"])) for a in data["actions"]]
            return cls(
                game=str(data["game"]),
                options=dict(data["options"]),
                players=[str(p) for p in data["players"]],
                seed=None if data.get("seed") is None else int(data["seed"]),
                deck=None if data.get("deck") is None else list(data["deck"]),
                actions=actions,
                meta=dict(data.get("meta") or {}),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BadInput(f"malformed game record: {exc}", code="engine.input.record") from None

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadInput(f"not JSON: {exc}", code="engine.input.record") from None
        return cls.from_json(data)


def start(record: GameRecord) -> State:
    """The state at the start of `record`'s game."""
    from parlour.engine import registry

    game = registry.get(record.game)
    options = game.options_from_json(record.options)
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
        try:
            state.apply(seat, action)
        except IllegalAction as exc:
            raise IllegalAction(exc.rule, f"action #{index}: {exc.message}", **exc.params) from None
        except BadInput as exc:
            raise BadInput(f"action #{index}: {exc.message}", code=exc.code) from None
    return state
