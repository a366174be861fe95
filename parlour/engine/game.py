"""A game's definition: identity, options, actions, and how to start a state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from parlour.engine.actions import Action, ActionCodec
from parlour.engine.errors import BadInput
from parlour.engine.options import Options
from parlour.engine.state import State

O = TypeVar("O", bound=Options)


def fresh_seed() -> int:
    """A seed for a game nobody chose a seed for (from the OS, not the module `random`)."""
    return random.SystemRandom().getrandbits(63)


class Game(ABC, Generic[O]):
    """A game definition. One instance per game, kept in the registry."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_type: ClassVar[type[Options]]
    action_types: ClassVar[tuple[type[Action], ...]]

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)

    def options(self, **values: Any) -> O:
        """Options from keyword values, validated."""
        return self.options_type.from_json(values)  # type: ignore[return-value]

    def new_state(self, options: O | None = None, seed: int | None = None, deck: Sequence[Any] | None = None) -> State:
        """A new game. `seed` fixes every random draw; `deck` (top card first) fixes the deal."""
        opts = options if options is not None else self.options_type()
        if not isinstance(opts, self.options_type):
            raise BadInput(f"options for {self.name} must be {self.options_type.__name__}", code="engine.input.option")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise BadInput("a seed must be an integer")
        if deck is not None and not isinstance(deck, (list, tuple)):
            raise BadInput("a deck must be a list of cards", code="engine.input.record")
        return self._new_state(
            opts,  # type: ignore[arg-type]  # checked against options_type just above
            fresh_seed() if seed is None else seed,
            None if deck is None else list(deck),
        )

    @abstractmethod
    def _new_state(self, options: O, seed: int, deck: list[Any] | None) -> State: ...

    def parse_action(self, data: Any) -> Action:
        return self.codec.from_json(data)

    # -- integer ids for learning agents ---------------------------------------------

    @abstractmethod
    def num_actions(self, options: O) -> int:
        """How many distinct action ids this configuration has."""

    @abstractmethod
    def action_id(self, options: O, action: Action) -> int: ...

    @abstractmethod
    def action_from_id(self, options: O, action_id: int) -> Action: ...

    # -- decks in records -------------------------------------------------------------

    @abstractmethod
    def deck_to_json(self, deck: Sequence[Any]) -> list[Any]: ...

    @abstractmethod
    def deck_from_json(self, data: Any, options: O) -> list[Any]: ...

    def options_from_json(self, data: Mapping[str, Any]) -> O:
        return self.options_type.from_json(data)  # type: ignore[return-value]
