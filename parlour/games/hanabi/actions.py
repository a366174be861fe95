"""Hanabi's actions and their stable integer ids.

Slots count from the newest card: slot 0 is the card drawn last (the left of the hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour.games.hanabi.cards import COLOURS, RANKS
from parlour.games.hanabi.options import HanabiOptions


def _need_int(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not -(2**31) <= value < 2**31:
        raise BadInput(f"{name} must be a small integer, not {describe(value)}")


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play the card in `slot` onto the fireworks."""

    TYPE: ClassVar[str] = "play"
    slot: int

    def __post_init__(self) -> None:
        _need_int("slot", self.slot)


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard the card in `slot` to regain a blue token."""

    TYPE: ClassVar[str] = "discard"
    slot: int

    def __post_init__(self) -> None:
        _need_int("slot", self.slot)


@dataclass(frozen=True, slots=True)
class ClueColour(Action):
    """Tell `target` which of their cards are `colour` (and so which are not)."""

    TYPE: ClassVar[str] = "clue-colour"
    target: int
    colour: str

    def __post_init__(self) -> None:
        _need_int("target", self.target)
        if self.colour not in COLOURS:
            raise BadInput(f"unknown colour {describe(self.colour)} (colours: {', '.join(COLOURS)})")


@dataclass(frozen=True, slots=True)
class ClueRank(Action):
    """Tell `target` which of their cards are `rank` (and so which are not)."""

    TYPE: ClassVar[str] = "clue-rank"
    target: int
    rank: int

    def __post_init__(self) -> None:
        _need_int("target", self.target)
        _need_int("rank", self.rank)
        if self.rank not in RANKS:
            raise BadInput(f"a rank is 1 to 5, not {describe(self.rank)}")


HanabiAction = Play | Discard | ClueColour | ClueRank
ACTION_TYPES: tuple[type[Action], ...] = (Play, Discard, ClueColour, ClueRank)


@lru_cache(maxsize=64)
def action_table(options: HanabiOptions) -> tuple[Action, ...]:
    """Every action of this configuration, indexed by its integer id.

    Ids: plays by slot, discards by slot, colour clues by (target, colour), rank clues by
    (target, rank). Targets are absolute seats; a clue to oneself has an id but is never legal.
    """
    from parlour.games.hanabi.cards import clue_colours

    hand = options.hand_size
    table: list[Action] = [Play(slot) for slot in range(hand)]
    table += [Discard(slot) for slot in range(hand)]
    colours = clue_colours(options.suits)
    table += [ClueColour(target, colour) for target in range(options.players) for colour in colours]
    table += [ClueRank(target, rank) for target in range(options.players) for rank in RANKS]
    return tuple(table)


@lru_cache(maxsize=64)
def action_index(options: HanabiOptions) -> dict[Action, int]:
    return {action: i for i, action in enumerate(action_table(options))}
