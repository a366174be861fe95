"""How a game's seat views become tensors and its actions integer ids (the `encoder` manifest part).

A game's `encoder` part is a callable `options -> Encoding`: one object per configuration, so
sizes and tables are worked out once. An encoding reads a seat's view only (never a state), which
is what makes it safe to hand to a learning agent: it cannot hold what the seat may not know.

Every encoding is a concatenation of named `Section`s, documented in docs/rl.md; `sections`
lists them in order and their sizes add up to `size`. Values are in [0, 1] (one-hot,
thermometer or fraction), as float32.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from parlour.engine.actions import Action
from parlour.engine.game import Game
from parlour.engine.options import Options
from parlour.engine.state import State

Vector = NDArray[np.float32]


@dataclass(frozen=True)
class Section:
    """One named piece of an encoding: `size` entries, what they say in `doc`."""

    name: str
    size: int
    doc: str


class Encoding(ABC):
    """The tensors and action ids of one game configuration.

    Action ids default to the game's own stable ids (`Game.action_id`); a game whose learning
    peers number actions otherwise (Hanabi: HLE's move uids, relative to the seat) overrides
    `num_actions`, `action_id` and `action_of`, which then need the view of the seat acting.
    `returns` is what a learning agent is paid, read from the state by the environment (never
    handed to an agent as an observation).
    """

    # Options an environment sets unless told otherwise (Hanabi: no empty clues, as HLE).
    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {}

    def __init__(self, game: Game[Any], options: Options) -> None:
        self.game = game
        self.options = options

    @property
    @abstractmethod
    def sections(self) -> Sequence[Section]:
        """The pieces of the vector, in order."""

    @property
    def size(self) -> int:
        return sum(section.size for section in self.sections)

    @abstractmethod
    def encode(self, view: Mapping[str, Any]) -> Vector:
        """The vector of a seat's view (`size` float32 entries in [0, 1])."""

    @property
    def num_actions(self) -> int:
        return self.game.num_actions(self.options)

    def action_id(self, view: Mapping[str, Any], action: Action) -> int:
        """The integer id of `action` for the seat whose view this is."""
        return self.game.action_id(self.options, action)

    def action_of(self, view: Mapping[str, Any], action_id: int) -> Action:
        """The action an id names for the seat whose view this is."""
        return self.game.action_from_id(self.options, action_id)

    def returns(self, state: State) -> tuple[float, ...]:
        """Each seat's return so far: nothing until the end, then +1 / -1 for a cooperative win or
        loss, else the result's scores (Rent a Hero: each seat's win share)."""
        result = state.result()
        if result is None:
            return (0.0,) * state.players
        if result.outcome in ("won", "lost"):
            return (1.0 if result.outcome == "won" else -1.0,) * state.players
        return tuple(float(score) for score in result.scores)


class Writer:
    """Fills a vector section by section, checking each section's size as it goes."""

    def __init__(self, sections: Sequence[Section]) -> None:
        self.vector: Vector = np.zeros(sum(s.size for s in sections), dtype=np.float32)
        self._sections = iter(sections)
        self._at = 0
        self._end = 0
        self.section: Section | None = None

    def begin(self, name: str) -> int:
        """Start the next section (it must be `name`); return its offset."""
        if self._at != self._end:
            raise AssertionError(f"section {self.section} is not filled to its end")
        self.section = next(self._sections)
        if self.section.name != name:
            raise AssertionError(f"section {name!r} written where {self.section.name!r} is due")
        self._end = self._at + self.section.size
        return self._at

    def skip(self, count: int) -> None:
        self._at += count
        self._check()

    def set(self, index: int) -> None:
        """Set entry `index` of the span about to be written (the offset does not move)."""
        self.vector[self._at + index] = 1.0

    def one(self, index: int, width: int) -> None:
        """A one-hot of `width` entries with `index` set (no entry set for index -1)."""
        if index >= 0:
            self.vector[self._at + index] = 1.0
        self.skip(width)

    def thermometer(self, count: int, width: int) -> None:
        """`count` leading ones out of `width`."""
        self.vector[self._at : self._at + count] = 1.0
        self.skip(width)

    def value(self, fraction: float) -> None:
        self.vector[self._at] = fraction
        self.skip(1)

    def bits(self, values: Sequence[float]) -> None:
        self.vector[self._at : self._at + len(values)] = values
        self.skip(len(values))

    def done(self) -> Vector:
        if self._at != self._end or next(self._sections, None) is not None:
            raise AssertionError("the encoding is not filled to its end")
        return self.vector

    def _check(self) -> None:
        if self._at > self._end:
            raise AssertionError(f"section {self.section} overflows")
