"""A game's definition: identity, options, actions, and how to start a state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from parlour.engine.actions import Action, ActionCodec, Terminate
from parlour.engine.errors import BadInput
from parlour.engine.options import Options
from parlour.engine.state import State

O = TypeVar("O", bound=Options)


def fresh_seed() -> int:
    """A seed for a game nobody chose a seed for (from the OS, not the module `random`)."""
    return random.SystemRandom().getrandbits(63)


class Game(ABC, Generic[O]):
    """A game definition. One instance per game, kept in the registry.

    `action_types` are the game's own actions (each with an integer id). Three flags tell a
    surface what a game allows beyond them:

    - `terminable`: a seat may end the whole game for everyone with the engine's `Terminate`
      (a rule of the table, as hanab.live's "terminate"), which `parse_action` then reads and
      `State.apply` accepts from any seat at any moment until the game is over; the game's
      state says what it means (`<game>.end.terminated`). False (the default) for games where
      it means nothing, such as a competitive game, whose leaving player a bot replaces: there
      `Terminate` is refused (`<game>.end.no-terminate`) and `parse_action` refuses its JSON.
    - `spectators_see_hidden`: `State.view(None)` shows cards some seat cannot see (Hanabi's
      spectators see every hand, as on hanab.live), so offering a spectator the choice between
      that view and `State.public_view()` means something. False (the default) where the
      spectator's view hides every hidden card, so that it already is the public view.
    - `reveal_at_end`: once the game is over every seat may see the spectator's view, every hand
      face up (Hanabi). False (the default) keeps each seat's own view on the end screen.
    - `hypotheticals`: a finished game may be played on from any of its moments with other moves
      (`parlour.engine.hypothetical`), each card drawn being the one the real game's deck held
      there: the deck's order is fixed at the start and nothing else is left to chance (Hanabi).
      False (the default) where chance goes on deciding during play.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_type: ClassVar[type[Options]]
    action_types: ClassVar[tuple[type[Action], ...]]
    terminable: ClassVar[bool] = False
    spectators_see_hidden: ClassVar[bool] = False
    reveal_at_end: ClassVar[bool] = False
    # What a seat may say when to be asked about (`parlour.engine.asking`): topic -> default level.
    ask_defaults: ClassVar[Mapping[str, str]] = {}
    hypotheticals: ClassVar[bool] = False

    def __init__(self) -> None:
        self.codec = ActionCodec((*self.action_types, Terminate) if self.terminable else self.action_types)

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
        """The action `data` describes (BadInput if it is none of this game's, `Terminate` included)."""
        if not self.terminable and isinstance(data, Mapping) and data.get("type") == Terminate.TYPE:
            raise BadInput(f"{self.name} cannot be terminated: no player may end it for everyone")
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
