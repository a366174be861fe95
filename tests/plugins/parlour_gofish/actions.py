"""Go Fish's one action and its integer ids: ask the opponent for a rank (id = rank - 1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour_gofish.cards import RANKS


@dataclass(frozen=True, slots=True)
class Ask(Action):
    """Ask the opponent for every card they hold of `rank` (1 Ace ... 13 King).

    >>> Ask(12).to_json()
    {'type': 'ask', 'rank': 12}
    """

    TYPE: ClassVar[str] = "ask"
    rank: int

    def __post_init__(self) -> None:
        if isinstance(self.rank, bool) or not isinstance(self.rank, int) or self.rank not in RANKS:
            raise BadInput(f"a rank is a number from 1 (Ace) to 13 (King), not {describe(self.rank)}")


ACTION_TYPES: tuple[type[Action], ...] = (Ask,)
NUM_ACTIONS = len(RANKS)


def action_id(action: Action) -> int:
    if not isinstance(action, Ask):
        raise BadInput(f"{describe(action)} has no id in Go Fish")
    return action.rank - 1


def action_from_id(value: int) -> Ask:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < NUM_ACTIONS:
        raise BadInput(f"action id {describe(value)} is not between 0 and {NUM_ACTIONS - 1}")
    return Ask(value + 1)
